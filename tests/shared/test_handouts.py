"""The games' glossaries (``GameSpec.glossary``) and the printable handouts (``zhora_core.handouts``)."""

from __future__ import annotations

import re

import pytest

from tests.russian_text import latin_words, visible_text
from zhora_core import games, handouts
from zhora_core.errors import RulesError, ZhoraError
from zhora_core.handouts import handout_html, main, write_handouts

GAMES = games.names()


def _text(page: str) -> str:
    """The visible text of a page, a red suit read as the suit it is."""
    return visible_text(re.sub(r"<span class='red'>(.)</span>", r"\1", page))


def _glossary_texts(glossary, ru: int) -> list[str]:
    """Every text a glossary gives in one language (``ru``: 0 English, 1 Russian), the example included."""
    texts = [t[ru] for t in (*glossary.rules.values(), glossary.summary, glossary.scoring, glossary.section)]
    texts += [t for e in glossary.effects for t in (e.cards[ru], e.text[ru])]
    texts += [r.text[ru] for r in glossary.readings]
    texts += [cell for row in glossary.example(("en", "ru")[ru]) for cell in row[1:]]
    return texts


@pytest.mark.parametrize("name", GAMES)
def test_every_game_has_a_glossary_of_exactly_its_rule_ids_and_words_for_every_option(name):
    spec = games.spec(name)
    glossary = spec.glossary
    assert tuple(glossary.rules) == spec.rule_ids
    for rule in spec.rule_ids:
        english, russian = glossary.rule_title(rule), glossary.rule_title(rule, "ru")
        assert english and russian and english != russian, rule
    for option in spec.options:
        assert option.help_in("en") and option.help_in("en") != option.help_in("ru"), option.name
        assert option.label_in("en") and option.label_in("en") != option.label_in("ru"), option.name
        assert not latin_words(option.help_in("ru") + " " + option.label_in("ru")), option.name
        assert set(option.rules) <= set(spec.rule_ids), option.name
        if option.choice_labels:
            assert set(option.choice_labels) == set(option.choices), option.name
            assert all(not latin_words(option.value_in(choice, "ru")) for choice in option.choices), option.name
    assert glossary.summary[0] and glossary.summary[1] and glossary.scoring[1] and glossary.readings
    assert glossary.effects and all(effect.rule in spec.rule_ids for effect in glossary.effects)
    assert all(reading.rule in spec.rule_ids for reading in glossary.readings)
    assert all(row[0] in spec.rule_ids for row in glossary.example("en"))


@pytest.mark.parametrize("name", GAMES)
def test_a_glossary_in_russian_has_no_latin_word(name):
    glossary = games.spec(name).glossary
    for text in _glossary_texts(glossary, 1):
        assert not latin_words(text), text


def test_a_glossary_refuses_an_unknown_rule_id_option_or_language():
    glossary = games.spec("joker").glossary
    with pytest.raises(RulesError, match="JK-NOPE"):
        glossary.rule_title("JK-NOPE")
    with pytest.raises(RulesError, match="colour"):
        games.spec("joker").Rules.option("colour")
    with pytest.raises(ValueError, match="lang"):
        glossary.rule_title("JK-WIN", "de")


def test_the_worked_examples_are_the_engines_numbers():
    from zhora_core.joker import deal_points
    from zhora_core.joker52.scoring import deal_points as points52
    from zhora_core.prsi import Rules as PrsiRules, score_round as prsi_round
    from zhora_core.cards import parse_cards
    from zhora_core.zhora import Rules, score_round

    zhora = games.spec("zhora").glossary.example("en")
    assert [row[2] for row in zhora[:5]] == ["0", "14", "56", "20", "80"]
    assert score_round(["", "9♠ Q♥ A♦", "J♥"], 0, "J♣ J♦", rules=Rules()) == (0, 56, 80)
    assert zhora[5][1:] == ("Boris: 60 + 56 = 116", "0, Ж") and zhora[6][0] == "Z-BURN"
    prsi = [int(row[2]) for row in games.spec("prsi").glossary.example("ru")]
    hands = (parse_cards("9♠ A♥ Q♦"), (), parse_cards("J♣ 7♦"))
    assert prsi == [3, 2, *(p for p in prsi_round(hands, 1, PrsiRules(players=3, scoring="points")) if p)]
    assert [row[2] for row in games.spec("joker").glossary.example("en")] == [
        str(deal_points(2, 2, 5)), "50", "900", "-200", "20", "-200"]
    assert [row[2] for row in games.spec("joker52").glossary.example("en")] == [
        str(points52(2, 2, 5)), "5", "-20", "4"]
    banker = games.spec("banker").glossary.example("ru")
    assert [row[0] for row in banker] == ["JB-MATCH", "JB-DOUBLE", "JB-MISS", "JB-ODDS"]
    assert banker[1][2] == "банкомёт: +28, игрок 2: -8, игрок 3: -20" and banker[3][2] == "0,6424"
    assert games.spec("joe").glossary.example("en")[1:] == [("JQ-WIN", "seat 1: out", "0"),
                                                            ("JQ-WIN", "seat 2: 9♦ J♥", "2"),
                                                            ("JQ-WIN", "seat 3: 3♣ 5♥ K♦", "3")]
    assert games.spec("thirteen").glossary.example("ru")[2] == ("T-WIN", "игрок 2: 4♦ 9♣ Д♠", "3")


def test_the_rule_switches_and_the_score_sheet_read_the_glossary():
    from widgets import RuleSwitches
    from zhora_core.joker import Rules

    switches = RuleSwitches(Rules(), lang="ru")
    glossary = games.spec("joker").glossary
    assert Rules.option("premium_victims").help_in("ru") in switches.text
    title = glossary.rule_title("JK-HIGH-TRUMPED", "ru")
    assert f"title='{title}'" in switches._names["high_lead_trumpable"].value


# --- the pages ----------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    outdir = tmp_path_factory.mktemp("handouts")
    paths = write_handouts(outdir)
    return outdir, paths


def test_every_game_has_both_pages(pages):
    outdir, paths = pages
    assert sorted(p.name for p in paths) == sorted(f"{g}.{lang}.html" for g in GAMES for lang in ("en", "ru"))
    assert sorted(p.name for p in outdir.iterdir()) == sorted(p.name for p in paths)


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_page_names_every_rule_id_and_option_and_loads_nothing(pages, name, lang):
    page = (pages[0] / f"{name}.{lang}.html").read_text(encoding="utf-8")
    spec = games.spec(name)
    text = _text(page)
    for rule in spec.rule_ids:
        assert f"{rule} {spec.glossary.rule_title(rule, lang)}" in text, rule
    for option in spec.options:
        assert option.label[lang == "ru"] in text, option.name
    assert spec.title[lang == "ru"] in text
    assert "<script" not in page.lower() and "http" not in page.lower() and "javascript" not in page.lower()
    assert not re.search(r"<(link|img|iframe|object|embed)\b|@import|url\(", page, re.I)
    assert "@page { size: A4" in page and f'<html lang="{lang}">' in page
    assert page == handout_html(name, lang)


@pytest.mark.parametrize("name", GAMES)
def test_a_russian_page_has_no_latin_word_outside_rule_ids_and_cards(pages, name):
    text = _text((pages[0] / f"{name}.ru.html").read_text(encoding="utf-8"))
    assert not latin_words(text), latin_words(text)[:10]
    assert not re.search(r"\b(?:10|[2-9])?[JQKA][♠♣♥♦]", text)  # Russian cards are В Д К Т


def test_a_page_shows_the_worked_example_and_the_readings():
    page = handout_html("zhora", "en")
    assert "9♠=0 + Q<span class='red'>♥</span>=3" in page and "<b>56</b>" in page and "<b>0, Ж</b>" in page
    assert "docs/readings.md" in page and "Z-WAIT" in page
    page = handout_html("joker", "ru")
    assert "хишти" in page and "<b>−200</b>" in page and "описание решений проекта" in page


def test_unknown_games_and_languages_and_a_bad_outdir_are_clear_errors(tmp_path):
    with pytest.raises(ZhoraError, match="unknown game 'durak'"):
        write_handouts(tmp_path / "out", games=["zhora", "durak"])
    with pytest.raises(ZhoraError, match="lang must be one of 'en', 'ru', got 'de'"):
        write_handouts(tmp_path / "out", langs=["de"])
    with pytest.raises(ZhoraError, match="lists of names"):
        write_handouts(tmp_path / "out", games="zhora")
    assert not (tmp_path / "out").exists()
    (tmp_path / "file").write_text("x")
    with pytest.raises(ZhoraError, match="is a file"):
        write_handouts(tmp_path / "file")
    with pytest.raises(ZhoraError, match="cannot write the handouts"):
        write_handouts(tmp_path / "file" / "below")
    with pytest.raises(ZhoraError, match="named by a string"):
        handout_html(games.spec("zhora"))
    assert write_handouts(tmp_path / "a" / "b", games=["banker"], langs=["ru"]) == [tmp_path / "a/b/banker.ru.html"]


def test_the_command_line_writes_the_pages_or_says_what_is_wrong(tmp_path, capsys):
    assert main([str(tmp_path), "--games", "joe", "thirteen", "--langs", "ru"]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["joe.ru.html", "key-joe-ru.html", "key-thirteen-ru.html",
                                                          "thirteen.ru.html"]  # the puzzles' keys beside them
    assert "joe.ru.html" in capsys.readouterr().out
    assert main([str(tmp_path / "joe.ru.html")]) == 2
    assert capsys.readouterr().err.startswith("error: the handouts' directory")
    assert main([str(tmp_path), "--games", "poker"]) == 2
    assert "unknown game 'poker'" in capsys.readouterr().err
    assert handouts.__doc__ and "python -m zhora_core.handouts OUTDIR" in handouts.__doc__


def test_a_house_variant_handout_names_its_table_and_each_option_it_changes():
    from zhora_core.zhora import Rules

    house = Rules(nine_points=9, turn_stays="skip")
    page = handout_html("zhora", "ru", rules=house, name="Стол 5")
    assert "<b>Стол 5</b>" in page and "Z-POINTS" in page and "Z-ACE Z-SEVEN Z-KING-HEARTS" in page
    assert not latin_words(visible_text(page.split("<body>")[1]))
    assert "Table &lt;5&gt;" in handout_html("zhora", rules=house, name="Table <5>")
    plain = handout_html("zhora", "en", rules=Rules(), name="Our table")
    assert "the defaults, unchanged" in plain and handout_html("zhora") != plain
    for bad, words in ((dict(rules=games.spec("joe").Rules()), "zhora Rules"), (dict(name=42), "short text")):
        with pytest.raises(RulesError, match=words):
            handout_html("zhora", **bad)

"""The teacher's key to the puzzles (zhora_core.puzzle_key): every puzzle of the bank on the page with its level,
position, question, choices, answer, explanation and rule; Russian throughout; written by the handouts' command."""

from __future__ import annotations

import re

import pytest

from tests.russian_text import latin_words, visible_text
from zhora_core import games, puzzles
from zhora_core.errors import RulesError, ZhoraError
from zhora_core.handouts import main
from zhora_core.puzzle_key import choice_texts, key_html, level_word, write_keys

GAMES = games.names()


def _read(page: str) -> str:
    """What a reader sees: the red suits as the suits they are, a minus sign as a hyphen, spaces collapsed."""
    return visible_text(re.sub(r"<span class='red'>(.)</span>", r"\1", page)).replace("−", "-")


def _said(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _sections(page: str) -> list[str]:
    return re.findall(r'<section class="puzzle">(.*?)</section>', page, flags=re.S)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", GAMES)
def test_every_puzzle_is_in_the_key_in_order_with_its_answer_and_rule(game, lang):
    page = key_html(game, lang)
    bank = puzzles.bank(game)
    sections = _sections(page)
    assert len(sections) == len(bank) and "<script" not in page and "http" not in page
    for number, (section, puzzle) in enumerate(zip(sections, bank), 1):
        text = _read(section)
        number_word = "Puzzle" if lang == "en" else "Задача"
        assert text.startswith(f"{number_word} {number} · {level_word(puzzle.level, lang)}"), text[:40]
        for part in (puzzle.question(lang), puzzle.answer_text(lang), puzzle.explanation(lang), puzzle.rule,
                     *choice_texts(puzzle, lang)):
            assert _said(part) in text, (number, part)
        assert f"<code>{str(puzzle.position)}</code>" in section.replace("&#x27;", "'")


@pytest.mark.parametrize("game", GAMES)
def test_the_russian_key_has_no_latin_word_but_the_positions_code(game):
    page = key_html(game, "ru")
    words_only = re.sub(r"<code>.*?</code>", " ", page, flags=re.S)
    assert latin_words(_read(words_only)) == []
    assert "<code>position(" in page  # the text the scenario lab reads, kept as code


def test_the_position_is_the_movers_view_and_a_question_of_points_shows_every_hand():
    bank = puzzles.bank("zhora")
    sections = _sections(key_html("zhora"))
    for section, puzzle in zip(sections, bank):
        state = puzzle.position
        shown = {f'aria-label="{card.name_in("en")}"' for hand in state.hands for card in hand
                 if f'aria-label="{card.name_in("en")}"' in section}
        mover = {f'aria-label="{card.name_in("en")}"' for card in state.hands[state.to_move]}
        assert mover <= shown, puzzle
        everyone = {f'aria-label="{card.name_in("en")}"' for hand in state.hands for card in hand}
        assert (shown == everyone) == (puzzle.kind == "points" or all(
            not hand for seat, hand in enumerate(state.hands) if seat != state.to_move)), puzzle
    assert {p.kind for p in bank} >= {"points", "after", "legal_set"}


def test_choices_are_listed_only_for_the_kinds_that_have_them():
    for puzzle, section in zip(puzzles.bank("prsi"), _sections(key_html("prsi"))):
        listed = re.findall(r"<li>", section)
        assert len(listed) == (len(puzzle.choices) if puzzle.kind in ("after", "legal_set") else 0), puzzle.kind


def test_the_key_prints_each_puzzle_whole_on_a4():
    page = key_html("joe")
    assert "@page { size: A4;" in page and "break-inside: avoid" in page.split(".puzzle {", 1)[1].split("}")[0]


def test_the_keys_are_written_beside_the_handouts_by_the_command_line(tmp_path, capsys):
    assert main([str(tmp_path), "--games", "banker", "--langs", "ru"]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["banker.ru.html", "key-banker-ru.html"]
    assert "key-banker-ru.html" in capsys.readouterr().out
    assert (tmp_path / "key-banker-ru.html").read_text(encoding="utf-8") == key_html("banker", "ru")
    paths = write_keys(tmp_path / "keys", ["joe"])
    assert [p.name for p in paths] == ["key-joe-en.html", "key-joe-ru.html"]


@pytest.mark.parametrize("args, error, words", [
    ((["zhora"], ["de"]), ValueError, "de"), ((["poker"],), ZhoraError, "poker"),
    (("zhora",), RulesError, "lists of names"),
])
def test_a_bad_game_or_language_writes_nothing(tmp_path, args, error, words):
    with pytest.raises(error, match=words):
        write_keys(tmp_path / "out", *args)
    assert not (tmp_path / "out").exists()


def test_a_game_is_named_by_a_string():
    with pytest.raises(RulesError, match="string"):
        key_html(3)
    with pytest.raises(ZhoraError, match="file"):
        write_keys(__file__)

"""The phrasebook (zhora_core.words): plural forms, seats worded by name, writers per language, and its refusals."""

import string

import pytest

from zhora_core import words
from zhora_core.cards import Card, Colour, Rank, Suit, parse_cards
from zhora_core.words import YOU, Seat, add, has, plural, say, write

import zhora_core.zhora  # noqa: F401  (registers Zhora's phrases)

RU_CARD = ("карта", "карты", "карт")


@pytest.mark.parametrize("n, form", [
    (0, "карт"), (1, "карта"), (2, "карты"), (4, "карты"), (5, "карт"), (11, "карт"), (12, "карт"),
    (14, "карт"), (21, "карта"), (22, "карты"), (25, "карт"), (101, "карта"), (111, "карт"), (112, "карт"),
    (1001, "карта"), (-2, "карты"),
])
def test_russian_plural_has_three_forms_by_the_last_digits(n, form):
    assert plural(n, RU_CARD, "ru") == form


@pytest.mark.parametrize("n, form", [(0, "cards"), (1, "card"), (2, "cards"), (11, "cards"), (21, "cards")])
def test_english_plural_has_two_forms(n, form):
    assert plural(n, ("card", "cards"), "en") == form


def test_a_placeholder_with_forms_picks_the_plural_of_its_number():
    add({"test.cards": ("{n} {n:card|cards}", "{n} {n:карта|карты|карт}")})
    assert [say("test.cards", "ru", n=n) for n in (1, 2, 5, 11, 21)] == \
        ["1 карта", "2 карты", "5 карт", "11 карт", "21 карта"]
    assert [say("test.cards", "en", n=n) for n in (1, 2)] == ["1 card", "2 cards"]


def test_forms_may_hold_the_number_itself():
    add({"test.nested": ("{n:the card|the {n} cards} under the top", "{n} {n:карта|карты|карт}")})
    assert say("test.nested", "en", n=1) == "the card under the top"
    assert say("test.nested", "en", n=12) == "the 12 cards under the top"


def test_a_missing_key_is_a_key_error_naming_it():
    with pytest.raises(KeyError, match="no phrase 'test.absent'"):
        say("test.absent", "en")
    assert not has("test.absent")


@pytest.mark.parametrize("lang", ["de", "EN", "", None])
def test_a_language_the_phrasebook_does_not_speak_is_refused(lang):
    with pytest.raises(ValueError, match="lang must be one of 'en', 'ru'"):
        say("words.you", lang)
    with pytest.raises(ValueError, match="lang must be one of"):
        write(Card.parse("Q♠"), lang)


def test_a_phrase_needs_one_text_per_language_and_keeps_its_words():
    with pytest.raises(ValueError, match="needs 2 texts"):
        add({"test.short": ("only English",)})
    add({"test.kept": ("a", "а")})
    add({"test.kept": ("a", "а")})  # the same words again are fine
    with pytest.raises(ValueError, match="already in the phrasebook"):
        add({"test.kept": ("b", "б")})
    assert say("test.kept", "ru") == "а"


def test_cards_ranks_suits_and_tuples_are_written_in_the_language():
    add({"test.card": ("{card} on {top} ({rank}, {suit}); {cards}", "{card} на {top} ({rank}, {suit}); {cards}")})
    values = dict(card=Card.parse("Q♠"), top=Card.parse("A♥"), rank=Rank.KING, suit=Suit.DIAMONDS,
                  cards=parse_cards("J♣ 10♦"))
    assert say("test.card", "en", **values) == "Q♠ on A♥ (K, ♦); J♣ 10♦"
    assert say("test.card", "ru", **values) == "Д♠ на Т♥ (К, ♦); В♣ 10♦"
    assert write(Colour.RED, "ru") == "красный" and write(Suit.HEARTS, "ru") == "♥"


def test_a_card_or_a_suit_can_be_spelled_out():
    add({"test.name": ("the {card:name}, {suit:name}", "{card:name}, {suit:name}")})
    assert say("test.name", "ru", card=Card.parse("A♥"), suit=Suit.HEARTS) == "туз червей, черви"
    assert say("test.name", "en", card=Card.parse("A♥"), suit=Suit.HEARTS) == "the ace of hearts, hearts"


@pytest.mark.parametrize("text, name", [("A♥", "туз червей"), ("Q♠", "дама пик"), ("J♣", "валет треф"),
                                        ("K♦", "король бубён"), ("10♥", "10 червей")])
def test_russian_card_names_put_the_suit_in_the_genitive(text, name):
    assert Card.parse(text).name_in("ru") == name


def test_a_seat_is_worded_by_number_by_name_or_as_you():
    add({"test.seat": ("{seat} {seat:plays|play}; {seat:gen} turn; to {seat:dat}",
                       "{seat} {seat:кладёт|кладёте}; ход у {seat:gen}; {seat:dat}")})
    names = ["Анна", YOU]
    assert say("test.seat", "en", seat=Seat(2)) == "seat 2 plays; seat 2's turn; to seat 2"
    assert say("test.seat", "en", names=["Anna", YOU], seat=Seat(0)) == "Anna plays; Anna's turn; to Anna"
    assert say("test.seat", "en", names=names, seat=Seat(1)) == "you play; your turn; to you"
    assert say("test.seat", "ru", seat=Seat(2)) == "место 2 кладёт; ход у места 2; месту 2"
    assert say("test.seat", "ru", names=names, seat=Seat(0)) == "Анна кладёт; ход у игрока Анна; игроку Анна"
    assert say("test.seat", "ru", names=names, seat=Seat(1)) == "вы кладёте; ход у вас; вам"
    assert Seat(1) == 1 and hash(Seat(1)) == hash(1) and repr(Seat(1)) == "Seat(1)"


def test_a_seat_without_a_name_or_with_a_bad_form_is_refused():
    add({"test.seat2": ("{seat}", "{seat}"), "test.seat3": ("{seat:a|b|c}", "{seat:a|b|c}"),
         "test.seat4": ("{seat:acc}", "{seat:acc}")})
    with pytest.raises(ValueError, match="no name for seat 2: names has 2 entries"):
        say("test.seat2", "en", names=["a", "b"], seat=Seat(2))
    with pytest.raises(ValueError, match="two forms"):
        say("test.seat3", "en", seat=Seat(0))
    with pytest.raises(ValueError, match="plain, 'gen' or 'dat'"):
        say("test.seat4", "ru", seat=Seat(0))


def test_a_registered_writer_writes_its_type():
    class Token:
        pass

    @words.writer(Token)
    def _write(token, lang):
        return "жетон" if lang == "ru" else "token"

    add({"test.token": ("a {t}", "{t}")})
    assert (say("test.token", "en", t=Token()), say("test.token", "ru", t=(Token(), Token()))) == \
        ("a token", "жетон жетон")


def test_zhora_actions_are_written_in_russian_and_in_english_as_their_notation():
    from zhora_core.zhora import parse_action

    for text, russian in [("7♠", "7♠"), ("J♣>♥", "В♣>♥"), ("J♣ J♦", "В♣ В♦"), ("draw", "взять"), ("pass", "пас"),
                          ("swap 9♠", "9♠ вместо валета"), ("A♦", "Т♦")]:
        action = parse_action(text)
        assert write(action, "en") == str(action) == text
        assert write(action, "ru") == russian
    assert str(parse_action(write(parse_action("J♣>♥"), "ru"))) == "J♣>♥"  # the Russian notation reads back


def _shown(template: str) -> set[str]:
    """The values a template shows (a value that only picks a word form, like ``{n:карта|карты|карт}``, aside)."""
    shown = set()
    for _, name, spec, _ in string.Formatter().parse(template):
        if name is not None:
            if "|" not in spec:
                shown.add(name)
            shown |= _shown(spec)
    return shown


def test_every_phrase_shows_the_same_values_in_both_languages():
    mismatched = {key: texts for key, texts in words._PHRASES.items()
                  if not key.startswith("test.") and len({frozenset(_shown(t)) for t in texts}) != 1}
    assert mismatched == {}
    assert _shown("{n} {n:a|b}; {m:x|y}; {k:the {k}|}") == {"n", "k"}


# --- the phrase files -----------------------------------------------------------------------------------------

def _package(tmp_path, monkeypatch, name: str, toml: str) -> str:
    folder = tmp_path / name
    folder.mkdir()
    (folder / "__init__.py").write_text("")
    (folder / "words.toml").write_text(toml, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    return name


def test_a_phrase_file_gives_dotted_keys_from_its_tables(tmp_path, monkeypatch):
    package = _package(tmp_path, monkeypatch, "phrases_ok", """
# a comment
[test.file]
dealt = ["{seat} {seat:deals|deal}", "{seat} {seat:сдаёт|сдаёте}"]
"seat.gen" = ["of {n}", "у {n}"]

[test.file.more]
one = ["one", "один"]
""")
    assert words.load(package) == ("test.file.dealt", "test.file.seat.gen", "test.file.more.one")
    assert words.load(package) == ("test.file.dealt", "test.file.seat.gen", "test.file.more.one")  # once
    assert say("test.file.dealt", "ru", seat=Seat(1)) == "место 1 сдаёт"
    assert words.keys("test.file") == ("test.file.dealt", "test.file.seat.gen", "test.file.more.one")
    assert words.keys("test.file.more") == ("test.file.more.one",) and words.keys("test.fil") == ()
    assert words.texts("test.file.more.one") == ("one", "один")
    with pytest.raises(KeyError, match="no phrase 'test.file.two'"):
        words.texts("test.file.two")


@pytest.mark.parametrize("number, toml, message", [
    (1, '[test.bad]\none = ["only English"]', "phrases_bad_1/words.toml: the phrase 'test.bad.one' needs a list of 2"),
    (2, '[test.bad]\none = "one"', "the phrase 'test.bad.one' needs a list of 2 texts"),
    (3, '[test.bad]\none = ["one", 1]', "the phrase 'test.bad.one' needs a list of 2 texts"),
    (4, '[test]\n"bad.one" = ["a", "б"]\n[test.bad]\none = ["a", "б"]', "the phrase 'test.bad.one' is there twice"),
    (5, '[test.bad\none = ["a", "б"]', "phrases_bad_5/words.toml is not TOML"),
])
def test_a_phrase_file_is_checked(tmp_path, monkeypatch, number, toml, message):
    package = _package(tmp_path, monkeypatch, f"phrases_bad_{number}", toml)
    with pytest.raises(ValueError, match=message):
        words.load(package)
    assert not has("test.bad.one")


def test_a_package_without_a_phrase_file_is_refused(tmp_path, monkeypatch):
    package = _package(tmp_path, monkeypatch, "phrases_none", "")
    (tmp_path / package / "words.toml").unlink()
    for name in (package, "zhora_core.errors", "phrases_nowhere"):
        with pytest.raises(ValueError, match=f"{name.replace('.', '/')}/words.toml is missing"):
            words.load(name)

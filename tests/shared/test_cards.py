"""Card notation (the rules file's "Notation" section): Unicode, ASCII and Russian letters; clear refusals."""

import pickle

import pytest

from zhora_core.cards import DECK_36, DECK_52, Card, Rank, Suit, parse_card, parse_cards, parse_suit
from zhora_core.errors import NotationError


def test_parse_unicode_ascii_and_russian_agree():
    unicode = parse_cards("9♠ Q♥ A♦ 10♣")
    assert parse_cards("9s qh ad 10c") == unicode
    assert parse_cards("9S, QH, AD, 10C") == unicode
    assert parse_cards("В♣ Д♠ К♥ Т♦") == parse_cards("J♣ Q♠ K♥ A♦")


def test_str_and_repr_paste_back():
    card = Card(Rank.QUEEN, Suit.SPADES)
    assert str(card) == "Q♠"
    assert repr(card) == "Card.parse('Q♠')"
    assert eval(repr(card)) is card
    assert str(Card.parse("10h")) == "10♥"


def test_one_object_per_card_and_immutable():
    assert Card.parse("Q♠") is parse_card("qs") is Card(Rank.QUEEN, Suit.SPADES)
    with pytest.raises(AttributeError):
        Card.parse("Q♠").rank = Rank.KING
    assert pickle.loads(pickle.dumps(Card.parse("Q♠"))) is Card.parse("Q♠")


@pytest.mark.parametrize("text", ["11♥", "Zx", "Q", "♥", "1♠", "10x", "", "QQ♠"])
def test_unknown_card_text_is_refused(text):
    with pytest.raises(NotationError, match="card"):
        parse_card(text)


def test_latin_t_is_refused_as_ambiguous_with_a_suggestion():
    with pytest.raises(NotationError, match=r"ambiguous.*'10♠' or 'A♠'"):
        parse_card("T♠")


def test_russian_letters_and_names():
    card = Card.parse("Д♠")
    assert card.label("ru") == "Д♠" and card.name_in("ru") == "дама пик"
    assert card.name_in() == "queen of spades"


def test_suits_parse_and_colour():
    assert parse_suit("h") is parse_suit("♥") is parse_suit("hearts") is Suit.HEARTS
    assert Suit.HEARTS.is_red and Suit.DIAMONDS.is_red and not Suit.SPADES.is_red
    with pytest.raises(NotationError, match="suit"):
        parse_suit("x")


def test_decks_and_order():
    assert len(DECK_36) == 36 and len(set(DECK_36)) == 36
    assert len(DECK_52) == 52 and set(DECK_36) < set(DECK_52)
    assert min(DECK_36) == Card.parse("6♠") and max(DECK_36) == Card.parse("A♦")
    assert sorted(parse_cards("A♠ 6♦ 6♠ 10♥")) == list(parse_cards("6♠ 6♦ 10♥ A♠"))
    assert len({hash(c) for c in DECK_52}) == 52


def test_parse_cards_refuses_non_text():
    with pytest.raises(NotationError):
        parse_cards(42)


def test_every_rule_id_and_option_has_words_in_both_languages():
    from zhora_core import words
    from zhora_core.zhora.glossary import GLOSSARY
    from zhora_core.zhora.rules import RULE_IDS, Rules

    assert list(GLOSSARY.rules) == list(RULE_IDS)
    assert [words.texts(f"zhora.rule.{rule}") for rule in RULE_IDS] == list(GLOSSARY.rules.values())
    helps = [option.help for option in Rules.options()]
    assert all(en and ru and en != ru for en, ru in [*GLOSSARY.rules.values(), *helps])


def test_every_verdict_sentence_exists_in_both_languages_and_is_used():
    import re
    from pathlib import Path

    from zhora_core import words

    REASONS = {key.removeprefix("zhora.reason."): words.texts(key) for key in words.keys("zhora.reason")}

    engine = (Path(__file__).resolve().parents[2] / "zhora_core" / "zhora" / "engine.py").read_text()
    assert [key for key in REASONS if f'"{key}"' not in engine] == []  # every sentence is used by explain
    for en, ru in REASONS.values():
        assert set(re.findall(r"{(\w+)[:}]", en)) == set(re.findall(r"{(\w+)[:}]", ru))


def test_a_verdict_speaks_russian_with_russian_card_letters():
    from zhora_core.zhora import explain, position

    verdict = explain(position(hands=["Д♣ 7♠", "К♥"], top="7♥"), "Q♣")
    assert verdict.reason == "Q♣ shares neither suit (♥) nor rank (7) with the top card 7♥"
    assert verdict.text("ru") == "у Д♣ ни масть (♥), ни достоинство (7) не совпадают с верхней картой 7♥"
    assert verdict.text() == verdict.reason


def test_jokers_have_a_colour_and_no_rank_or_suit():
    from zhora_core.cards import BLACK_JOKER, DECK_32, DECK_54, RED_JOKER, Colour

    assert parse_card("RJ") is RED_JOKER and parse_card("bj") is BLACK_JOKER
    assert parse_card("КДж") is RED_JOKER and parse_card("чёрный джокер") is BLACK_JOKER
    assert RED_JOKER.rank is None and RED_JOKER.suit is None and RED_JOKER.colour is Colour.RED
    assert RED_JOKER.is_joker and not parse_card("A♠").is_joker
    assert str(BLACK_JOKER) == "BJ" and BLACK_JOKER.label("ru") == "ЧДж"
    assert RED_JOKER.name_in("en") == "red joker" and BLACK_JOKER.name_in("ru") == "чёрный джокер"
    assert sorted([RED_JOKER, parse_card("A♦"), BLACK_JOKER])[0] is parse_card("A♦")
    assert len(DECK_54) == 54 and DECK_54[-2:] == (RED_JOKER, BLACK_JOKER) and len(set(DECK_54)) == 54
    assert len(DECK_32) == 32 and min(c.rank for c in DECK_32) == 7
    assert len(list(Rank)) == 13

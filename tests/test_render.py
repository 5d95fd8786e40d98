"""HTML rendering (zhora_core.render): colours, labels, hidden cards, marking, escaping, determinism, the table."""

import re

import pytest

from zhora_core.cards import Card, parse_cards
from zhora_core.errors import ZhoraError
from zhora_core.render import Html, card_html, hand_html, state_html, table_html
from zhora_core.zhora import apply, position


def _pixels(html: str, prop: str) -> list[int]:
    return [int(v) for v in re.findall(rf"[;\"]{prop}:(\d+)px", html)]


def _four_player_state():
    return position(hands=["9♠ Q♥ A♦ 10♣", "J♥ 7♣ 8♦ K♠", "6♠ 6♥ 7♠ 8♠", "10♦ Q♠ A♣ K♦"], top="J♣",
                    ordered="♥", deck="7♦ 8♥ 9♦", pile="7♥ 9♥ 10♥", to_move=0, dealer=3)


def _finished_state():
    return apply(position(hands=["J♣ J♦", "9♠ Q♥ A♦", "J♥"], top="7♥"), "J♣ J♦")


def test_red_suits_in_red_black_suits_in_black():
    for text in ("Q♥", "6♦"):
        html = card_html(Card.parse(text))
        assert "color:#c8102e" in html and "color:#111" not in html
    for text in ("Q♠", "6♣"):
        html = card_html(Card.parse(text))
        assert "color:#111" in html and "color:#c8102e" not in html


def test_four_colour_deck():
    colours = {text: re.search(r"color:(#\w+)", card_html(text, four_colour=True)).group(1)
               for text in ("A♠", "A♥", "A♦", "A♣")}
    assert len(set(colours.values())) == 4
    assert colours["A♥"] == "#c8102e" and colours["A♠"] == "#111"


def test_russian_labels_and_spoken_name():
    html = card_html(Card.parse("Q♠"), lang="ru")
    assert ">Д<" in html and ">Q<" not in html
    assert 'aria-label="дама пики"' in html
    assert 'title="дама пики"' in html
    assert 'aria-label="queen of spades"' in card_html(Card.parse("Q♠"))


def test_every_card_is_an_image_with_a_text_alternative():
    html = card_html(Card.parse("10♥"))
    assert html.startswith("<span ") and 'role="img"' in html
    assert 'aria-label="10 of hearts"' in html and 'title="10 of hearts"' in html


def test_face_down_hides_rank_and_suit():
    for lang, label in (("en", "face-down card"), ("ru", "карта рубашкой")):
        html = card_html(Card.parse("Q♥"), face_down=True, lang=lang)
        assert f'aria-label="{label}"' in html
        for secret in ("Q", "Д", "♥", "queen", "дама", "hearts", "черви", "#c8102e"):
            assert secret not in html
    assert card_html("Q♥", face_down=True) == card_html("6♠", face_down=True)


def test_highlight_and_dim():
    plain = card_html("9♠")
    lit = card_html("9♠", highlight=True)
    dimmed = card_html("9♠", dim=True)
    assert "box-shadow:0 0 0 3px" in lit and "box-shadow:0 0 0 3px" not in plain
    assert "opacity" in dimmed and "opacity" not in plain and "opacity" not in lit


def test_title_is_escaped():
    html = card_html("9♣", title='<b>"no" & why</b>')
    assert "<b>" not in html
    assert 'title="&lt;b&gt;&quot;no&quot; &amp; why&lt;/b&gt;"' in html


def test_hand_marks_legal_cards_and_carries_reasons():
    hand = parse_cards("9♣ Q♥ 7♥")
    reasons = {Card.parse("9♣"): "Z-MATCH: 9♣ shares neither suit (♥) nor rank (7) with 7♥ <top>"}
    html = hand_html(hand, legal=parse_cards("Q♥ 7♥"), reasons=reasons)
    cards = re.findall(r'<span role="img".*?title="([^"]*)"[^>]*>', html)
    assert cards[0].startswith("Z-MATCH") and "&lt;top&gt;" in cards[0]
    assert html.count("opacity") == 1 and html.count("box-shadow:0 0 0 3px") == 2
    assert "opacity" not in hand_html(hand) and "0 0 0 3px" not in hand_html(hand)
    assert "display:flex" in html and "flex-wrap:wrap" in html


def test_empty_hand_has_a_note():
    assert "no cards" in hand_html([])
    assert "нет карт" in hand_html([], lang="ru")


def test_markup_is_deterministic():
    state = _four_player_state()
    assert table_html(state) == table_html(_four_player_state())
    assert table_html(state, seat=2, lang="ru") == table_html(state, seat=2, lang="ru")
    assert card_html("Q♠", highlight=True) == card_html(Card.parse("Q♠"), highlight=True)
    assert not re.search(r"\bid=", table_html(state))


def test_repr_html_hooks_return_html():
    card = Card.parse("Q♥")
    assert card._repr_html_() == card_html(card)
    state = _four_player_state()
    assert state._repr_html_() == state_html(state) == table_html(state)
    assert isinstance(state_html(state), Html) and isinstance(card_html(card), Html)
    assert Html("<b>x</b>")._repr_html_() == "<b>x</b>"


def test_render_imports_nothing_from_jupyter():
    import zhora_core.render as render

    source = open(render.__file__, encoding="utf-8").read()
    assert not re.search(r"^\s*(from|import)\s+(IPython|ipywidgets|jupyter|traitlets)", source, re.M)


def test_seat_view_hides_other_hands_but_shows_counts():
    state = _four_player_state()
    html = table_html(state, seat=1)
    assert 'aria-label="jack of hearts"' in html  # seat 1's own card
    for hidden in ("9 of spades", "queen of hearts", "6 of spades", "king of diamonds"):
        assert hidden not in html
    assert html.count('aria-label="face-down card"') == 12 + 1  # three other hands + the deck
    assert html.count("4 cards") == 4
    teacher = table_html(state)
    assert all(name in teacher for name in ("9 of spades", "queen of hearts", "6 of spades", "king of diamonds"))


def test_table_marks_dealer_to_move_waiting_and_deck():
    state = position(hands=["9♠ Q♥", "", "7♥"], top="7♣", deck="8♦ 9♦", pile="6♣", to_move=0, dealer=2)
    html = table_html(state, names=["Anna", "Boris", "<Vera>"])
    assert "to move" in html and "dealer" in html and "waiting" in html
    assert "&lt;Vera&gt;" in html and "<Vera>" not in html
    assert "deck: 2" in html and "1 under" in html
    ru = table_html(state, lang="ru")
    assert "Место 0" in ru and "ходит" in ru and "сдаёт" in ru and "ждёт" in ru and "колода: 2" in ru


def test_ordered_suit_is_shown():
    state = _four_player_state()
    assert re.search(r"ordered:.*♥", table_html(state))
    assert re.search(r"заказ:.*♥", table_html(state, lang="ru"))
    assert "ordered:" not in table_html(_finished_state())


def test_outcome_after_a_finished_round():
    state = _finished_state()
    assert state.outcome.points == (0, 56, 80)
    html = table_html(state)
    assert "Seat 0 wins with J♣ J♦" in html
    assert "Seat 0: 0 · Seat 1: 56 · Seat 2: 80" in html
    assert "to move" not in html and "waiting" not in html
    assert "Место 0 выигрывает: В♣ В♦" in table_html(state, lang="ru")


def test_stalemate_outcome():
    from zhora_core.zhora.state import Outcome, Termination

    state = _four_player_state()._replace(outcome=Outcome(Termination.STALEMATE, None, (), (0, 0, 0, 0)),
                                          to_move=None)
    assert "stalemate" in table_html(state)
    assert "ничья" in table_html(state, lang="ru")


def test_large_cards_are_bigger_than_normal():
    normal, large, small = card_html("A♦"), card_html("A♦", size="large"), card_html("A♦", size="small")
    assert _pixels(large, "height")[0] > 2 * _pixels(normal, "height")[0] > 2 * _pixels(small, "height")[0]
    assert max(_pixels(large, "font-size")) > 2 * max(_pixels(normal, "font-size"))
    assert _pixels(card_html("A♦", size=120), "height")[0] == 120


def test_four_player_table_stays_small():
    html = table_html(_four_player_state())
    assert len(html.encode("utf-8")) < 20_000
    assert len(table_html(_four_player_state(), seat=0).encode("utf-8")) < 20_000


@pytest.mark.parametrize("kwargs", [{"size": "huge"}, {"size": 0}, {"size": True}, {"lang": "de"}])
def test_bad_options_are_refused(kwargs):
    with pytest.raises(ZhoraError):
        card_html("Q♠", **kwargs)


def test_bad_table_options_are_refused():
    state = _four_player_state()
    with pytest.raises(ZhoraError, match="seat"):
        table_html(state, seat=4)
    with pytest.raises(ZhoraError, match="names"):
        table_html(state, names=["Anna"])

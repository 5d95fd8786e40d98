"""HTML rendering (zhora_core.render): colours, labels, hidden cards, marking, escaping, determinism, the table."""

import re

import pytest

from zhora_core.cards import Card, parse_cards
from zhora_core.errors import ZhoraError
from tests.colours import contrast
from zhora_core.render import (BURN_MARK, GREY_FACE, GREY_INK, Html, burn_html, card_html, hand_html, state_html,
                               table_html)
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
    assert 'aria-label="дама пик"' in html
    assert 'title="дама пик"' in html
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
    assert "dashed" in dimmed and "dashed" not in plain and "dashed" not in lit
    assert contrast(GREY_INK, GREY_FACE) >= 4.5 and f"color:{GREY_INK}" in dimmed  # a grey card reads (WCAG AA)


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
    assert html.count("dashed") == 1 and html.count("box-shadow:0 0 0 3px") == 2
    assert "dashed" not in hand_html(hand) and "0 0 0 3px" not in hand_html(hand)
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


@pytest.mark.parametrize("game, word", [("zhora", "колода"), ("prsi", "колода"), ("joe", "резерв"),
                                        ("thirteen", "резерв")])
def test_the_russian_board_calls_joes_and_thirteens_stock_the_reserve(game, word):
    """Zhora's and Prší's face-down cards are the deck; Joe's and Thirteen's the reserve their sources name
    (JQ-DEAL, T-DEAL: «резерв»), and in English every board says deck."""
    from zhora_core.games import spec

    state = spec(game).new_round(spec(game).Rules(), seed=1)
    ru = table_html(state, lang="ru")
    assert f"{word}: {len(state.deck)}<" in ru and ("колода" in ru) == (word == "колода")
    assert f"deck: {len(state.deck)}<" in table_html(state)


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


# -- turn_circle_html: where the turn goes -------------------------------------------------------------------

from zhora_core.render import turn_circle_html  # noqa: E402


def _aria(svg: str) -> str:
    return re.search(r'aria-label="([^"]*)"', svg).group(1)


def test_turn_circle_is_an_svg_image_described_in_words():
    svg = turn_circle_html(4, 0, 2, skipped=[1])
    assert isinstance(svg, Html) and svg._repr_html_() == svg
    assert svg.startswith("<svg ") and 'role="img"' in svg
    assert _aria(svg) == ("Where the turn goes, 4 players clockwise: seat 0 plays; seat 1 is skipped; "
                          "seat 2 moves next")
    assert f"<title>{_aria(svg)}</title>" in svg
    assert svg.count("<circle") == 1 + 4  # the table's ring and one disc per seat


def test_turn_circle_is_deterministic_and_has_no_ids():
    svg = turn_circle_html(3, 1, 1, drew=2)
    assert svg == turn_circle_html(3, 1, 1, drew=2)
    assert turn_circle_html(4, 0, 3, skipped=(1, 2)) == turn_circle_html(4, 0, 3, skipped=[2, 1])
    assert not re.search(r"\bid=", svg)
    assert turn_circle_html(4, 0, 2, skipped=[1]) != turn_circle_html(4, 0, 2, skipped=[1], drew=1)


def test_turn_circle_names_every_marked_seat():
    aria = _aria(turn_circle_html(4, 0, 0, drew=1))  # a 7 with 4 players, the turn stays
    assert aria.endswith("seat 0 plays and moves again; seat 1 draws the penalty")
    assert "seat 2" not in aria and "seat 3" not in aria
    aria = _aria(turn_circle_html(4, 0, 2, skipped=[1], drew=1))  # the same 7 under turn_stays="skip"
    assert "seat 1 is skipped and draws the penalty; seat 2 moves next" in aria
    aria = _aria(turn_circle_html(3, 2, 2, skipped=[0, 1]))  # an 8 with 3 players goes all the way round
    assert aria.endswith("seat 0 is skipped; seat 1 is skipped; seat 2 plays and moves again")


def test_turn_circle_arrow_goes_round_past_every_skipped_seat():
    def arcs(svg):
        return len(re.findall(r" A [\d.]+ [\d.]+ 0 0 1 ", svg))

    assert arcs(turn_circle_html(4, 0, 1)) == 1                          # a plain card: one step
    assert arcs(turn_circle_html(4, 0, 3, skipped=[1, 2])) == 3          # an 8 with 4 players
    assert arcs(turn_circle_html(3, 0, 0, skipped=[1, 2])) == 3          # an 8 with 3: all the way round
    assert arcs(turn_circle_html(2, 0, 1, skipped=[1, 0])) == 3          # an 8 with 2, as the engine tells it
    assert arcs(turn_circle_html(4, 0, 0)) == 0 and " 0 1 1 " in turn_circle_html(4, 0, 0)  # stays: a loop


def test_skipped_seats_are_greyed_and_crossed_out():
    plain = turn_circle_html(4, 0, 1)
    skip_one, skip_two = turn_circle_html(4, 0, 2, skipped=[1]), turn_circle_html(4, 0, 3, skipped=[1, 2])
    assert "#e3e5e8" not in plain and "skipped" not in plain
    for svg, count in ((skip_one, 1), (skip_two, 2)):
        assert svg.count('fill="#e3e5e8"') == count          # grey discs
        assert svg.count('stroke="#c8102e"') == count        # red crosses
        assert svg.count(">skipped</tspan>") == count        # captions


def test_turn_circle_marks_the_drawer_and_the_seat_to_move():
    svg = turn_circle_html(3, 0, 0, drew=1)
    assert svg.count("stroke-dasharray") == 2  # the table's ring and the drawer's ring
    assert ">draws</tspan>" in svg and ">moves again</tspan>" in svg
    assert svg.count('fill="#0b5cc4"') == 2  # the seat to move and the arrowhead of its loop
    assert svg.count("<polygon") == 1


def test_turn_circle_in_russian_and_escaped():
    svg = turn_circle_html(3, 0, 2, skipped=[1], lang="ru")
    assert _aria(svg) == ("Куда переходит ход, 3 игрока по часовой стрелке: место 0 кладёт карту; "
                          "место 1 пропускает ход; место 2 ходит следующим")
    assert ">пропуск</tspan>" in svg and "↻ по часовой" in svg
    assert "игроков" in _aria(turn_circle_html(5, 0, 1, lang="ru"))
    assert "&" not in svg.replace("&quot;", "")  # nothing here needs escaping, and nothing is double-escaped


def test_turn_circle_seats_go_clockwise_from_the_bottom():
    svg = turn_circle_html(4, 0, 1)
    centres = [(float(x), float(y)) for x, y in re.findall(r'<circle cx="([\d.]+)" cy="([\d.]+)" r="[\d.]+" '
                                                           r'fill="#(?!none)', svg)]
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = centres
    assert y0 > y1 == y3 > y2     # seat 0 at the bottom, seat 2 at the top
    assert x1 < x0 == x2 < x3     # clockwise on screen: seat 1 to the left of seat 0, seat 3 to the right
    assert 'width="319" height="220"' in svg
    assert 'height="440"' in turn_circle_html(4, 0, 1, size=440)


@pytest.mark.parametrize("args, kwargs", [
    ((1, 0, 0), {}), ((4, 4, 0), {}), ((4, 0, -1), {}), ((4, 0, 1), {"skipped": [5]}), ((4, 0, 1), {"skipped": "1"}),
    ((4, 0, 1), {"drew": 4}), ((4, 0, 1), {"lang": "de"}), ((4, 0, 1), {"size": 10}), ((4, True, 1), {}),
])
def test_turn_circle_refuses_bad_input(args, kwargs):
    with pytest.raises(ZhoraError):
        turn_circle_html(*args, **kwargs)


def test_turn_circle_matches_the_engine():
    from itertools import product

    from zhora_core.zhora import Rules
    from zhora_core.zhora.events import PenaltyDraw, Skipped

    for players, turn_stays, card in product((2, 3, 4), ("same_player", "skip"), ("6♥", "7♥", "8♥", "K♥", "A♥", "9♥")):
        state = apply(position([f"{card} 9♦", "6♣", "7♣", "8♣"][:players], top="Q♥", deck="6♦ 7♦ 8♦ 10♦",
                               rules=Rules(players=players, turn_stays=turn_stays)), card)
        skipped = [e.seat for e in state.events if isinstance(e, Skipped)]
        drew = next((e.seat for e in state.events if isinstance(e, PenaltyDraw)), None)
        aria = _aria(turn_circle_html(players, 0, state.to_move, skipped=skipped, drew=drew))
        assert re.search(rf"seat {state.to_move} [a-z ]*moves (next|again)", aria)
        assert all(re.search(rf"seat {s} [a-z ]*is skipped", aria) for s in skipped)
        assert ("draws the penalty" in aria) == (card in ("7♥", "K♥"))


def test_burn_mark_needs_no_emoji_font_and_says_it_in_words():
    """Item 9: ``100→0`` (digits and an arrow, in every font) and an inline SVG flame; the words in the tooltip."""
    for lang, words in (("en", "exactly 100: the total burned to 0 (Z-BURN)"),
                        ("ru", "ровно 100: очки сгорели (Z-BURN)")):
        mark = burn_html(lang)
        assert isinstance(mark, Html) and BURN_MARK == "100→0" in mark
        assert f'title="{words}"' in mark and f'aria-label="{words}"' in mark
        assert re.search(r'<svg aria-hidden="true"[^>]*><path d="[^"]+" fill="#[0-9a-f]{6}"/></svg>', mark)
        assert not [c for c in mark if ord(c) >= 0x1F000]  # no emoji
    assert burn_html() == burn_html()
    with pytest.raises(ZhoraError, match="lang"):
        burn_html("de")

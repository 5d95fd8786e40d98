"""The play table in a real browser: the classroom play room and the test app tests/browser/apps/table.ipynb.

Every expectation comes from the same widget run in this process (the "oracle"): the deals are seeded and
the bots are deterministic, so the page must show exactly what the oracle's table holds after the same clicks.
"""

from __future__ import annotations

import json
import re

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

from playwright.sync_api import expect  # noqa: E402

from zhora_core.cards import Card, Suit, parse_card  # noqa: E402
from zhora_core.zhora import Rules, position  # noqa: E402
from zhora_core.zhora.actions import DRAW, PASS  # noqa: E402
from widgets import Table  # noqa: E402

pytestmark = pytest.mark.timeout(180)

PLAY_ROOM = "notebooks/classroom/play_room.ipynb"
TABLE_APP = "tests/browser/apps/table.ipynb"
HAND = ".zl-hand .zl-card"
HAND_TEXTS = "[...document.querySelectorAll('.zl-hand .zl-card')].map(b => b.textContent.trim())"
PICKER_OPEN = ("(() => { const p = document.querySelector('.zl-suit-picker');"
               " return !!p && getComputedStyle(p).display !== 'none' && p.querySelectorAll('.zl-suit').length === 4; })()")
RULE_ID = re.compile(r"\(Z-[A-Z]+(?:-[A-Z]+)*\)$")


# --- what the page shows ------------------------------------------------------------------------------------

def card_button(page, label: str):
    return page.locator(HAND).filter(has_text=re.compile(rf"^\s*{re.escape(label)}\s*$"))


def hand_labels(table: Table, lang: str = "en") -> list[str]:
    return [card.label(lang) for card in table.state.hands[table.controller.human]]


def log_lines(page) -> list[str]:
    """The log as shown, newest first."""
    text = page.locator(".zl-log").inner_text()
    return [line.strip() for line in text.splitlines() if line.strip()]


def wait_for_table(page, table: Table, lang: str = "en") -> list[str]:
    """Wait until the page shows the oracle's table: the log (newest first; the widget shows the last few
    lines), the hand and what lies between the seats. Returns the log lines shown."""
    expected = {"log": list(reversed(table.log_lines)), "hand": hand_labels(table, lang),
                "felt": expected_felt(table, lang)}
    page.wait_for_function(
        """(expected) => {
          const log = document.querySelector('.zl-log');
          if (!log) return false;
          const lines = log.innerText.split('\\n').map(s => s.trim()).filter(Boolean);
          const hand = [...document.querySelectorAll('.zl-hand .zl-card')].map(b => b.textContent.trim());
          const felt = [...document.querySelectorAll('.zl-board [role=group] [role=img]')]
            .map(e => e.getAttribute('aria-label'));
          return lines.length >= Math.min(expected.log.length, 10)
            && lines.every((line, i) => line === expected.log[i])
            && JSON.stringify(hand) === JSON.stringify(expected.hand)
            && JSON.stringify(felt) === JSON.stringify(expected.felt);
        }""", arg=expected)
    lines = log_lines(page)
    assert lines == expected["log"][:len(lines)]
    return lines


def felt_labels(page) -> list[str]:
    """What lies on the table between the seats: the deck (a back), the top card, any ordered suit."""
    return page.locator(".zl-board [role=group] [role=img]").evaluate_all(
        "els => els.map(e => e.getAttribute('aria-label'))")


def expected_felt(table: Table, lang: str = "en") -> list[str]:
    state = table.state
    back = {"en": "face-down card", "ru": "карта рубашкой"}[lang]
    return ([back] if state.deck else []) + [state.top.name_in(lang)] + (
        [state.ordered.name_in(lang)] if state.ordered is not None else [])


def gone(label: str) -> str:
    """JavaScript: the card ``label`` is no longer in the hand."""
    return f"!{HAND_TEXTS}.includes({json.dumps(label)})"


def legal_cards(table: Table) -> list[Card]:
    return [card for card, button in table.hand.buttons.items() if button.legal]


# --- 1. the classroom play room -----------------------------------------------------------------------------

def test_play_room_a_legal_card_goes_to_the_pile_and_the_bots_answer(voila_page):
    oracle = Table(Rules(players=3), seed=118)  # the play room's deal (notebooks/classroom/play_room.ipynb)
    voila_page.open(PLAY_ROOM, ready=HAND, seed=118)  # the demo deal (each page gets a new one by default)
    page = voila_page.page

    expect(page.locator(HAND)).to_have_text(hand_labels(oracle))
    assert len(hand_labels(oracle)) == 4
    expect(page.locator(".zl-status")).to_have_text("Your turn")
    assert felt_labels(page) == expected_felt(oracle)
    assert wait_for_table(page, oracle)
    # Projector mode: big cards, the log and the rule switches in view, no code.
    assert page.locator(HAND).first.bounding_box()["height"] >= 140
    expect(page.locator(".zl-log")).to_be_visible()
    expect(page.locator(".zl-rule-switches")).to_be_visible()
    shown = page.locator("#rendered_cells").inner_text()
    assert "from widgets import" not in shown and "NBVAL" not in shown  # Voila hides the code

    card = "9♦"
    assert parse_card(card) in legal_cards(oracle) and not parse_card(card).is_jack
    expect(card_button(page, card)).to_have_class(re.compile(r"\bzl-legal\b"))
    before = len(oracle.log_lines)
    voila_page.timed_click(card_button(page, card), gone(card), what=f"play room: {card} leaves the hand")
    oracle.hand.click(card)

    expect(page.locator(HAND)).to_have_text(hand_labels(oracle))  # one card fewer
    assert len(hand_labels(oracle)) == 3
    lines = wait_for_table(page, oracle)  # the bots have answered (one step at a time: delay=0.5)
    new = oracle.log_lines[before:]
    assert f"Seat 0 (you) plays {card} (Z-MATCH)" in new
    assert any(line.startswith("Bot ") for line in new), new
    assert all(RULE_ID.search(line) for line in lines), lines  # every event names its rule
    assert parse_card(card) in oracle.state.pile and felt_labels(page) == expected_felt(oracle)  # the 9♦ went to the pile
    expect(page.locator(".zl-status")).to_have_text("Your turn")


# --- 2. an illegal card ---------------------------------------------------------------------------------------

def test_an_illegal_card_is_refused_with_its_rule_and_nothing_changes(voila_page):
    oracle = Table(Rules(players=3), seed=118)
    voila_page.open(TABLE_APP, ready=HAND, players=3, seed=118)
    page = voila_page.page
    wait_for_table(page, oracle)

    card = "A♥"
    assert parse_card(card) not in legal_cards(oracle)
    button = card_button(page, card)
    expect(button).to_have_class(re.compile(r"\bzl-illegal\b"))
    before = (page.locator(HAND).all_inner_texts(), log_lines(page), felt_labels(page),
              page.locator(".zl-status").inner_text())
    voila_page.timed_click(button, "!!document.querySelector('.zl-table .zl-banner [role=alert]')",
                           what=f"illegal {card}: the refusal shows")
    oracle.hand.click(card)

    assert "Z-MATCH" in oracle.banner
    expect(page.locator(".zl-table .zl-banner [role=alert]")).to_contain_text(oracle.banner)
    page.wait_for_timeout(300)  # time for any (wrong) change to arrive
    after = (page.locator(HAND).all_inner_texts(), log_lines(page), felt_labels(page),
             page.locator(".zl-status").inner_text())
    assert after == before


# --- 3. a jack and the suit picker ----------------------------------------------------------------------------

def test_a_jack_opens_the_suit_picker_and_the_ordered_suit_shows_on_the_table(voila_page):
    # Two players; the bot holds no spade and no jack, so after J♥ orders spades it draws and passes, and the
    # order is still on the table when the turn comes back.
    hands, top, deck = "jh 8d 9d|6h 7c", "10d", "kh qc 6s 7s"
    oracle = Table.from_state(position(hands=hands.split("|"), top=top, deck=deck))
    voila_page.open(TABLE_APP, ready=HAND, hands=hands, top=top, deck=deck)
    page = voila_page.page
    wait_for_table(page, oracle)

    jack = "J♥"
    voila_page.timed_click(card_button(page, jack), PICKER_OPEN, what="jack: the suit picker opens")
    expect(page.locator(".zl-suit-picker")).to_contain_text("Order a suit for J♥")
    expect(page.locator(".zl-suit")).to_have_text([suit.value for suit in Suit])
    expect(page.locator(HAND)).to_have_text(hand_labels(oracle))  # nothing played yet

    voila_page.timed_click(page.locator(".zl-suit").filter(has_text="♠"), gone(jack),
                           what="suit ♠ chosen: the jack leaves the hand")
    oracle.hand.click(jack)
    oracle.hand.choose_suit("♠")

    lines = wait_for_table(page, oracle)
    assert "Seat 0 (you) orders spades ♠ (Z-JACK)" in lines
    assert oracle.state.ordered is Suit.SPADES and oracle.controller.is_human_turn
    assert felt_labels(page) == expected_felt(oracle)  # ... "spades" among them
    expect(page.locator(".zl-board [role=group]")).to_contain_text("ordered:")
    expect(page.locator(".zl-suit-picker")).to_be_hidden()
    expect(page.locator(".zl-status")).to_have_text("Your turn")


# --- 4. a whole round by clicking ---------------------------------------------------------------------------

def test_a_whole_round_is_played_by_clicking_and_the_score_sheet_shows_it(voila_page):
    # Seed 43, three players: you go out after four plays (the oracle finds the clicks as it goes: the first
    # legal card, else Draw, else Pass).
    oracle = Table(Rules(players=3), seed=43)
    voila_page.open(TABLE_APP, ready=HAND, players=3, seed=43)
    page = voila_page.page
    wait_for_table(page, oracle)

    clicks = []
    for _ in range(30):
        if oracle.state.outcome is not None:
            break
        assert oracle.controller.is_human_turn
        legal = legal_cards(oracle)
        if legal:
            card = legal[0]
            label = card.label("en")
            expect(card_button(page, label)).to_have_class(re.compile(r"\bzl-legal\b"))
            if card.is_jack:
                voila_page.timed_click(card_button(page, label), PICKER_OPEN, what=f"round: {label} opens the picker")
                voila_page.timed_click(page.locator(".zl-suit").first, gone(label), what=f"round: {label} ordered")
                oracle.hand.click(card)
                oracle.hand.choose_suit(next(iter(Suit)))
            else:
                voila_page.timed_click(card_button(page, label), gone(label), what=f"round: {label} played")
                oracle.hand.click(card)
            clicks.append(label)
        elif DRAW in oracle.controller.legal:
            size = len(hand_labels(oracle))
            voila_page.timed_click(page.locator(".zl-draw"), f"{HAND_TEXTS}.length === {size + 1}", what="round: draw")
            oracle.click("draw")
            clicks.append("draw")
        else:
            assert PASS in oracle.controller.legal
            voila_page.timed_click(page.locator(".zl-pass"), "document.querySelector('.zl-pass').disabled",
                                   what="round: pass")
            oracle.click("pass")
            clicks.append("pass")
        wait_for_table(page, oracle)
        expect(page.locator(HAND)).to_have_text(hand_labels(oracle))

    outcome = oracle.state.outcome
    assert outcome is not None and not outcome.is_stalemate, clicks
    assert len(clicks) <= 6, clicks  # a short round keeps the test quick
    expect(page.locator(".zl-status")).to_have_text("Round over")
    scoring = page.locator(".zl-scoring")
    expect(scoring).to_contain_text("Scoring")
    for line in oracle.controller.score_lines():
        expect(scoring).to_contain_text(line.text)

    page.get_by_text("Score sheet", exact=True).first.click()  # the panel's title (the sheet repeats it)
    sheet = page.locator(".zl-score-sheet")
    expect(sheet).to_be_visible()
    row = sheet.locator("tbody tr").first
    expect(row).to_be_visible()
    cells = [c.strip() for c in row.locator("th, td").all_inner_texts()]
    assert cells[0] == "1", cells  # round 1
    for points in outcome.points:
        assert str(points) in cells, (points, cells)


# --- 7. Russian -----------------------------------------------------------------------------------------------

def test_russian_mode_shows_the_russian_ranks_on_the_cards(voila_page):
    hands, top = "js qh kd ac|6h 7c 8c", "9s"
    oracle = Table.from_state(position(hands=hands.split("|"), top=top), lang="ru")
    voila_page.open(TABLE_APP, ready=HAND, hands=hands, top=top, lang="ru")
    page = voila_page.page
    wait_for_table(page, oracle, "ru")

    expect(page.locator(HAND)).to_have_text(["В♠", "Д♥", "К♦", "Т♣"])
    assert hand_labels(oracle, "ru") == ["В♠", "Д♥", "К♦", "Т♣"]
    board = page.locator(".zl-board")
    for name in ("валет пик", "дама червей", "король бубён", "туз треф"):
        expect(board.locator(f"[aria-label='{name}']")).to_have_count(1)
    ranks = board.inner_text()
    assert all(rank in ranks for rank in "ВДКТ"), ranks
    expect(page.locator(".zl-status")).to_have_text("Ваш ход")
    expect(page.locator(".zl-draw")).to_have_text("Взять")
    assert felt_labels(page) == expected_felt(oracle, "ru")

    voila_page.timed_click(card_button(page, "К♦"), "!!document.querySelector('.zl-table .zl-banner [role=alert]')",
                           what="Russian: К♦ refused")
    oracle.hand.click("К♦")
    assert oracle.banner.startswith("Нельзя") and "Z-MATCH" in oracle.banner
    expect(page.locator(".zl-table .zl-banner [role=alert]")).to_contain_text(oracle.banner)

"""The Joker table in a real browser (the test app tests/browser/apps/trick_table.ipynb): a refused hook bid, a
bid and a card played by clicks, and the classroom layout on one screen at 1920×1080 and 1366×768; a Joker-52
and a banker table load and take a click.

As in test_play_table.py, every expectation comes from the same widget run in this process (the "oracle"), on the
same seed and the same clicks.
"""

from __future__ import annotations

import re

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

from playwright.sync_api import expect  # noqa: E402

from tests.browser.test_play_table import HAND, SCREENS, assert_one_screen, card_button, gone, log_lines  # noqa: E402
from widgets import Table  # noqa: E402
from zhora_core import games, joker  # noqa: E402

pytestmark = pytest.mark.timeout(180)

APP = "tests/browser/apps/trick_table.ipynb"
SEED, DEALS = 3, 8  # the page opens on deal 9 (pulka 2, nine cards each), the human the dealer under the hook
HAND_TEXTS = "[...document.querySelectorAll('.zl-hand [data-card]')].map(b => b.dataset.card)"
LOG_IS = """(expected) => JSON.stringify([...document.querySelectorAll('.zl-log .zl-log-turn')]
             .map(e => e.innerText.trim())) === JSON.stringify(expected)"""


def oracle(layout: str = "normal") -> Table:
    """The app's table, advanced as the app does it: the heuristic bot plays the human's seat through DEALS."""
    table = Table(joker.Rules(), seed=SEED, layout=layout)
    controller = table.controller
    while len(controller.game.rounds) < DEALS:
        if controller.state.outcome is not None:
            controller.next_round()
        else:
            controller.play(controller.hint().action)
    controller.next_round()
    return table


def open_table(voila_page, table: Table, **query) -> None:
    voila_page.open(APP, ready=".zl-panel .zl-bid-1", game="joker", seed=SEED, deals=DEALS, **query)
    page = voila_page.page
    page.wait_for_function(f"(expected) => JSON.stringify({HAND_TEXTS}) === JSON.stringify(expected)",
                           arg=[str(card) for card in table.state.hands[0]])
    page.wait_for_function(LOG_IS, arg=table.log_lines)


def test_a_hook_bid_is_refused_then_a_bid_and_a_card_are_played_by_clicks(voila_page):
    table = oracle()
    barred = joker.hook(table.state)
    open_table(voila_page, table)
    page = voila_page.page
    expect(page.locator(".zl-headline")).to_have_text("Pulka 2 of 4 · deal 9 of 24 · 9 cards each")
    hooked = page.locator(f".zl-panel .zl-bid-{barred}")
    expect(hooked).to_have_class(re.compile(r"\bzl-off\b"))
    expect(hooked).to_be_enabled()
    voila_page.timed_click(hooked, "!!document.querySelector('.zl-table .zl-banner [role=alert]')",
                           what="joker: the hook bid refused")
    table.click(f"bid {barred}")
    assert "JK-BID" in table.banner
    expect(page.locator(".zl-table .zl-banner [role=alert]")).to_contain_text(table.banner)

    bid = next(key for key, action in table.controller.buttons().items() if action is not None)
    table.click(bid)
    voila_page.timed_click(page.locator(f".zl-panel .zl-{bid.replace(' ', '-')}"),
                           f"document.querySelectorAll('.zl-log .zl-log-turn').length === {len(table.log_lines)}",
                           what="joker: a bid")
    page.wait_for_function(LOG_IS, arg=table.log_lines)
    expect(page.locator(".zl-panel .zl-action")).to_have_count(0)  # the bidding is over: no bid buttons

    card = next(c for c, choice in table.hand.choices.items() if len(choice.actions) == 1)
    expect(card_button(page, str(card))).to_have_class(re.compile(r"\bzl-legal\b"))
    voila_page.timed_click(card_button(page, str(card)), gone(str(card)), what="joker: a card")
    table.hand.click(card)
    page.wait_for_function(LOG_IS, arg=table.log_lines)
    assert log_lines(page) == table.log_lines and any("(JK-" in line for line in log_lines(page))
    expect(page.locator(".zl-board .zl-trick-now .zl-trick-card")).to_have_count(len(table.state.trick))


@pytest.mark.parametrize("width, height", SCREENS)
def test_the_classroom_joker_table_fits_one_screen(voila_page, width, height):
    voila_page.page.set_viewport_size({"width": width, "height": height})
    table = oracle("classroom")
    open_table(voila_page, table, layout="classroom")
    page = voila_page.page
    page.wait_for_timeout(300)  # the hand's layout settles
    assert_one_screen(page)
    expect(page.locator(".zl-panel .zl-action")).to_have_count(table.state.cards_each + 1)
    assert page.locator(HAND).count() == 9
    bid = next(key for key, action in table.controller.buttons().items() if action is not None)
    table.click(bid)
    page.locator(f".zl-panel .zl-{bid.replace(' ', '-')}").click()
    while not (table.state.history and table.state.trick):  # on to a trick in play beside the last one taken
        card = next(c for c, choice in table.hand.choices.items() if len(choice.actions) == 1)
        table.hand.click(card)
        card_button(page, str(card)).click()
        page.wait_for_function(LOG_IS, arg=table.log_lines)
    page.wait_for_timeout(300)
    expect(page.locator(".zl-board .zl-trick-last .zl-trick-card")).to_have_count(4)
    assert_one_screen(page)


@pytest.mark.parametrize("game", ["joker52", "banker"])
def test_a_joker52_and_a_banker_table_load_and_take_a_click(voila_page, game):
    """The app's other games: the page shows the oracle's log and buttons, and one click (Joker-52's first legal
    bid; the banker's Turn or first stake) adds the oracle's lines to the log. The banker has no hand, so no
    one-screen check here."""
    table = Table(games.spec(game).Rules(), seed=SEED)
    key = next(key for key, action in table.controller.buttons().items() if action is not None)
    button = f".zl-panel .zl-{key.replace(' ', '-')}"
    voila_page.open(APP, ready=button, game=game, seed=SEED)
    page = voila_page.page
    page.wait_for_function(LOG_IS, arg=table.log_lines)
    if game == "joker52":
        page.wait_for_function(f"(expected) => JSON.stringify({HAND_TEXTS}) === JSON.stringify(expected)",
                               arg=[str(card) for card in table.state.hands[0]])
    table.click(key)
    voila_page.timed_click(page.locator(button),
                           f"document.querySelectorAll('.zl-log .zl-log-turn').length === {len(table.log_lines)}",
                           what=f"{game}: {key}")
    page.wait_for_function(LOG_IS, arg=table.log_lines)
    assert log_lines(page) == table.log_lines
    assert any({"joker52": "(J52-", "banker": "(JB-"}[game] in line for line in log_lines(page))

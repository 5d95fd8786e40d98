"""Save and load in a real browser, at 1920×1080 and 1366×768: a Georgian Joker table's game downloaded and pasted
into a fresh page goes on from the same moment; the classroom play room shows the same game after a reload (the
browser keeps it in localStorage). The Save and load panel is on screen and whole."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

from playwright.sync_api import expect  # noqa: E402

from tests.browser.test_play_table import HAND, SCREENS, card_button, log_lines  # noqa: E402
from tests.browser.test_trick_table import APP, DEALS, HAND_TEXTS, LOG_IS, SEED, oracle  # noqa: E402
from zhora_core import saving  # noqa: E402

pytestmark = pytest.mark.timeout(300)

PLAY_ROOM = "notebooks/classroom/play_room.ipynb"
STATUS = ".zl-status .widget-html-content > div:first-child"
SETTLED = f"['Your turn', 'Deal over'].includes(document.querySelector('{STATUS}')?.innerText.trim())"
_WHOLE = """(panel) => {
  const r = panel.getBoundingClientRect();
  const parts = [...panel.querySelectorAll('.zl-save-download, .zl-save-paste textarea, .zl-save-load')];
  return r.width > 0 && r.left >= 0 && r.right <= innerWidth && panel.scrollWidth <= panel.clientWidth + 1
    && parts.length === 3 && parts.every((e) => { const b = e.getBoundingClientRect();
      return b.width > 0 && b.left >= r.left - 1 && b.right <= r.right + 1; });
}"""


_DEBUG = """(panel) => [panel.getBoundingClientRect().toJSON(), panel.scrollWidth, panel.clientWidth, innerWidth,
  ...[...panel.querySelectorAll('.zl-save-download, .zl-save-paste textarea, .zl-save-load')].map(
    (e) => [e.className, e.getBoundingClientRect().left, e.getBoundingClientRect().right])]"""


def open_save_panel(page) -> None:
    """Open the table's Save and load panel; it shows whole, within the window's width."""
    page.get_by_text("Save and load", exact=True).click()
    panel = page.locator(".zl-save-panel")
    expect(panel).to_be_visible()
    panel.scroll_into_view_if_needed()
    assert panel.evaluate(_WHOLE), panel.evaluate(_DEBUG)


def shown(table) -> dict:
    return {"log": table.log_lines, "hand": [str(card) for card in table.state.hands[0]]}


def wait_shown(page, expected: dict) -> None:
    page.wait_for_function(f"""(expected) => JSON.stringify({HAND_TEXTS}) === JSON.stringify(expected.hand)
        && JSON.stringify([...document.querySelectorAll('.zl-log .zl-log-turn')].map(e => e.innerText.trim()))
           === JSON.stringify(expected.log)""", arg=expected)


@pytest.mark.parametrize("width, height", SCREENS)
def test_a_joker_game_downloaded_and_pasted_into_a_fresh_page_goes_on_there(voila_page, width, height):
    voila_page.page.set_viewport_size({"width": width, "height": height})
    table = oracle("classroom")
    query = {"game": "joker", "seed": SEED, "deals": DEALS, "layout": "classroom"}
    voila_page.open(APP, ready=".zl-panel .zl-bid-1", **query)
    page = voila_page.page
    wait_shown(page, shown(table))
    bid = next(key for key, action in table.controller.buttons().items() if action is not None)
    table.click(bid)
    page.locator(f".zl-panel .zl-{bid.replace(' ', '-')}").click()
    page.wait_for_function(LOG_IS, arg=table.log_lines)
    for _ in range(2):
        card = next(c for c, choice in table.hand.choices.items() if len(choice.actions) == 1)
        table.hand.click(card)
        card_button(page, str(card)).click()
        wait_shown(page, shown(table))

    open_save_panel(page)
    expect(page.locator(".zl-save-holds")).to_contain_text("The file holds the whole game: 9 deals")
    with page.expect_download() as download:
        page.locator(".zl-save-download").click()
    assert download.value.suggested_filename == "zhora-lab-joker.json"
    text = Path(download.value.path()).read_text(encoding="utf-8")
    assert text == saving.save(table.controller.game)

    voila_page.open(APP, ready=".zl-panel .zl-action", game="joker", seed=SEED + 1, layout="classroom")
    assert log_lines(page) != table.log_lines
    open_save_panel(page)
    page.locator(".zl-save-paste textarea").fill(text)
    page.locator(".zl-save-load").click()
    wait_shown(page, shown(table))  # the table is back in view, saying what it loaded
    expect(page.locator(".zl-banner")).to_contain_text("Loaded: 9 deals")
    expect(page.locator(".zl-headline")).to_have_text(table.controller.headline())
    expect(page.locator(".zl-board .zl-trick-now .zl-trick-card")).to_have_count(len(table.state.trick))

    open_save_panel(page)
    page.locator(".zl-save-paste textarea").fill(text.replace('"rounds"', '"rondos"'))
    page.locator(".zl-save-load").click()
    expect(page.locator(".zl-save-message")).to_contain_text("This file was not loaded: the save file has no")
    page.get_by_text("Table", exact=True).click()
    page.wait_for_function(LOG_IS, arg=table.log_lines)  # the table unchanged
    voila_page.assert_no_cell_errors()


def settle(page) -> None:
    """Wait until the bots have answered and the page has kept the last move: the human's turn (or the round's
    end) shown twice, the bots' pause apart, so that no bot move is still on its way."""
    for _ in range(2):
        page.wait_for_function(SETTLED)
        page.wait_for_timeout(800)  # longer than the room's pause between two bot moves (DELAY, 0.5 s)
    page.wait_for_function(SETTLED)


def play_a_move(page) -> None:
    """The human's next move in the play room: the next round, a bid or a legal card (one with one action);
    then wait for the bots."""
    page.wait_for_function(SETTLED)
    if page.locator(STATUS).inner_text().strip() == "Deal over":
        page.locator(".zl-next-round").click()
    else:
        bids = page.locator(".zl-panel .zl-action:not([disabled]):not(.zl-off)")
        cards = page.locator(f"{HAND}.zl-legal")
        bids.or_(cards).first.wait_for()  # the status may change a moment before the bids or the cards are drawn
        (bids if bids.count() else cards).first.dispatch_event("click")  # the card leaves at once: no retry
    page.wait_for_timeout(300)
    page.wait_for_function(SETTLED)


@pytest.mark.parametrize("width, height", SCREENS)
def test_the_play_room_shows_the_same_joker_game_after_a_reload(voila_page, width, height):
    voila_page.page.set_viewport_size({"width": width, "height": height})
    voila_page.open(PLAY_ROOM, ready=HAND, game="joker")
    page = voila_page.page
    for _ in range(4):
        play_a_move(page)
    settle(page)
    before = {"log": log_lines(page), "hand": page.evaluate(HAND_TEXTS),
              "seed": page.locator(".zl-deal").get_attribute("data-seed")}
    assert len(before["log"]) > 2
    page.wait_for_function("(n) => (localStorage.getItem('zhora-lab.play-room.joker.new') || '').length > n",
                           arg=100)

    page.reload()
    expect(page.locator(".zl-restore-note")).to_have_text(
        "This browser kept your game on this page: here it is again, where you left it.")
    wait_shown(page, {"log": before["log"], "hand": before["hand"]})
    assert page.locator(".zl-deal").get_attribute("data-seed") == before["seed"]
    voila_page.assert_no_cell_errors()
    open_save_panel(page)

    page.evaluate("() => localStorage.setItem('zhora-lab.play-room.joker.new', '{not json')")
    page.reload()
    expect(page.locator(".zl-restore-note")).to_contain_text("The game this browser kept could not be restored")
    expect(page.locator(HAND).first).to_be_visible()
    voila_page.assert_no_cell_errors()

"""The play table in a real browser: the classroom play room and the test app tests/browser/apps/table.ipynb.

Every expectation comes from the same widget run in this process (the "oracle"): the deals are seeded and
the bots are deterministic, so the page must show exactly what the oracle's table holds after the same clicks.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
import urllib.request

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

from playwright.sync_api import TimeoutError as PlaywrightTimeout  # noqa: E402
from playwright.sync_api import expect  # noqa: E402

from conftest import ARTIFACTS, ROOT, _free_port, _stop  # noqa: E402

from zhora_core.cards import Card, Suit, parse_card  # noqa: E402
from zhora_core.zhora import Rules, position  # noqa: E402
from zhora_core.zhora.actions import DRAW, PASS  # noqa: E402
from tests.russian_text import latin_words  # noqa: E402
from widgets import Table  # noqa: E402

pytestmark = pytest.mark.timeout(180)

PLAY_ROOM = "notebooks/classroom/play_room.ipynb"
TABLE_APP = "tests/browser/apps/table.ipynb"
HAND = ".zl-hand [data-card]"
HAND_TEXTS = "[...document.querySelectorAll('.zl-hand [data-card]')].map(b => b.dataset.card)"
PICKER_OPEN = ("(() => { const p = document.querySelector('.zl-suit-picker');"
               " return !!p && getComputedStyle(p).display !== 'none' && p.querySelectorAll('.zl-suit').length === 4; })()")
RULE_ID = re.compile(r"\(Z-[A-Z]+(?:-[A-Z]+)*\)")
SCREENS = [(1920, 1080), (1366, 768)]


# --- what the page shows ------------------------------------------------------------------------------------

def card_button(page, card: str):
    """A card of the hand, by its stable notation (``data-card="10♥"``, English in every language)."""
    return page.locator(f'.zl-hand [data-card="{card}"]')


def shown_hand(page, attribute: str = "card") -> list[str]:
    return page.locator(HAND).evaluate_all(f"els => els.map(e => e.dataset.{attribute})")


def hand_labels(table: Table, lang: str = "en") -> list[str]:
    return [card.label(lang) for card in table.state.hands[table.controller.human]]


def hand_cards(table: Table) -> list[str]:
    return [str(card) for card in table.state.hands[table.controller.human]]


def log_lines(page) -> list[str]:
    """The log as shown: one line per turn, in reading order."""
    return [line.strip() for line in page.locator(".zl-log .zl-log-turn").all_inner_texts()]


def wait_for_table(page, table: Table, lang: str = "en") -> list[str]:
    """Wait until the page shows the oracle's table: the whole log (in reading order), the hand and what lies
    between the seats. Returns the log lines shown."""
    expected = {"log": table.log_lines, "hand": hand_cards(table), "felt": expected_felt(table, lang)}
    page.wait_for_function(
        """(expected) => {
          const lines = [...document.querySelectorAll('.zl-log .zl-log-turn')].map(e => e.innerText.trim());
          const hand = [...document.querySelectorAll('.zl-hand [data-card]')].map(b => b.dataset.card);
          const felt = [...document.querySelectorAll('.zl-board [role=group] [role=img]')]
            .map(e => e.getAttribute('aria-label'));
          return JSON.stringify(lines) === JSON.stringify(expected.log)
            && JSON.stringify(hand) === JSON.stringify(expected.hand)
            && JSON.stringify(felt) === JSON.stringify(expected.felt);
        }""", arg=expected)
    lines = log_lines(page)
    assert lines == expected["log"]
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


def gone(card: str) -> str:
    """JavaScript: the card ``card`` is no longer in the hand."""
    return f"!{HAND_TEXTS}.includes({json.dumps(card)})"


def legal_cards(table: Table) -> list[Card]:
    return [card for card, choice in table.hand.choices.items() if choice.legal]


_FIT = """() => {
  const box = (e) => e.getBoundingClientRect();
  const inView = (e) => { const r = box(e); return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight
                                                    && r.right <= innerWidth; };
  const cells = document.querySelector('#rendered_cells');
  const cards = [...document.querySelectorAll('.zl-hand [data-card]')];
  const cut = cards.filter((card) => {  // the corner index (rank and suit) must be whole and on top
    const index = card.querySelector('span > span');
    const r = box(index), c = box(card);
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return r.left < c.left - 1 || r.right > c.right + 1 || r.top < c.top - 1 || r.bottom > c.bottom + 1
      || !hit || hit.closest('[data-card]') !== card || index.scrollWidth > index.clientWidth + 1;
  }).map((card) => card.dataset.card);
  return {page: document.documentElement.scrollHeight, inner: innerHeight,
          cells: cells ? cells.scrollHeight - cells.clientHeight : 0,
          hand: cards.length > 0 && cards.every(inView),
          top: inView(document.querySelector('.zl-board [role=group]')),
          buttons: [...document.querySelectorAll('.zl-buttons .widget-button')]
            .filter((b) => getComputedStyle(b).display !== 'none').every(inView),
          log: inView(document.querySelector('.zl-log')), status: inView(document.querySelector('.zl-status')),
          cut};
}"""


def assert_one_screen(page) -> None:
    """No page scroll; the hand, the pile, the buttons, the log and the status on screen; no card label cut."""
    fit = page.evaluate(_FIT)
    assert fit["page"] <= fit["inner"] and fit["cells"] <= 1, fit
    assert fit["hand"] and fit["top"] and fit["buttons"] and fit["log"] and fit["status"], fit
    assert fit["cut"] == [], fit


# --- 1. the classroom play room -----------------------------------------------------------------------------

def test_play_room_a_legal_card_goes_to_the_pile_and_the_bots_answer(voila_page):
    oracle = Table(Rules(players=3), seed=118)  # the play room's deal (notebooks/classroom/play_room.ipynb)
    voila_page.open(PLAY_ROOM, ready=HAND, seed=118)  # the demo deal (each page gets a new one by default)
    page = voila_page.page

    assert shown_hand(page) == hand_cards(oracle) and len(hand_cards(oracle)) == 4
    expect(page.locator(".zl-status")).to_have_text("Your turn")
    assert felt_labels(page) == expected_felt(oracle)
    assert wait_for_table(page, oracle)
    # Projector mode: big cards, the log in view, the panels closed, no code.
    assert page.locator(HAND).first.bounding_box()["height"] >= 140
    expect(page.locator(".zl-log")).to_be_visible()
    expect(page.locator(".zl-rule-switches")).to_be_hidden()
    shown = page.locator("#rendered_cells").inner_text()
    assert "from widgets import" not in shown and "NBVAL" not in shown  # Voila hides the code
    assert page.locator(".zl-board .zl-card").count() == 0  # one hand: the board does not draw it again

    card = "9♦"
    assert parse_card(card) in legal_cards(oracle) and not parse_card(card).is_jack
    expect(card_button(page, card)).to_have_class(re.compile(r"\bzl-legal\b"))
    before = len(oracle.log_lines)
    voila_page.timed_click(card_button(page, card), gone(card), what=f"play room: {card} leaves the hand")
    oracle.hand.click(card)

    expect(page.locator(HAND)).to_have_count(3)
    lines = wait_for_table(page, oracle)  # the bots have answered (one step at a time: delay=0.5)
    new = oracle.log_lines[before:]
    assert new[0] == f"you play {card} (Z-MATCH)"
    assert any(line.startswith("Bot ") for line in new[1:]), new
    assert all(RULE_ID.search(part) for line in lines for part in line.split(" → ")), lines
    assert parse_card(card) in oracle.state.pile and felt_labels(page) == expected_felt(oracle)
    expect(page.locator(".zl-status")).to_have_text("Your turn")
    # The newest line is in view inside the log's own box.
    assert page.evaluate("""() => { const box = document.querySelector('.zl-log-box').getBoundingClientRect();
        const last = [...document.querySelectorAll('.zl-log-turn')].pop().getBoundingClientRect();
        return last.bottom <= box.bottom + 1 && last.top >= box.top - 1; }""")


@pytest.mark.parametrize("width, height", SCREENS)
def test_the_classroom_play_room_fits_one_screen(voila_page, width, height):
    voila_page.page.set_viewport_size({"width": width, "height": height})
    voila_page.open(PLAY_ROOM, ready=HAND, seed=118)
    page = voila_page.page
    wait_for_table(page, Table(Rules(players=3), seed=118))
    page.wait_for_timeout(300)  # the hand's layout settles (fonts, the overlap of a long hand)
    assert_one_screen(page)
    expect(page.locator(".zl-rule-switches")).to_be_hidden()
    expect(page.locator(".zl-score-sheet")).to_have_count(0)


@pytest.mark.parametrize("width, height", SCREENS)
def test_a_long_hand_of_a_four_player_table_fits_one_screen_in_russian(voila_page, width, height):
    hands = "6s 7s 8s 9s 10s qs ks as 6h 7h 8h 9h|6c 7c 8c 9c 10c qc kc ac 6d 7d|8d|9d"
    oracle = Table.from_state(position(hands=hands.split("|"), top="10h", deck="jd qd"), lang="ru",
                              layout="classroom")
    voila_page.page.set_viewport_size({"width": width, "height": height})
    voila_page.open(TABLE_APP, ready=HAND, hands=hands, top="10h", deck="jd qd", lang="ru", layout="classroom")
    page = voila_page.page
    wait_for_table(page, oracle, "ru")
    page.wait_for_timeout(300)
    assert_one_screen(page)
    assert shown_hand(page, "label") == hand_labels(oracle, "ru")


@pytest.mark.parametrize("size", ["normal", "large"])
def test_card_labels_are_whole_at_every_size(voila_page, size):
    hands, top = "10h 10s 10d 10c qh kh ah 9h 8h 7h 6h|6c 7c", "9s"
    oracle = Table.from_state(position(hands=hands.split("|"), top=top))
    voila_page.page.set_viewport_size({"width": 1366, "height": 768})
    voila_page.open(TABLE_APP, ready=HAND, hands=hands, top=top, size=size)
    page = voila_page.page
    wait_for_table(page, oracle)
    page.wait_for_timeout(300)
    assert page.evaluate(_FIT)["cut"] == []
    assert page.locator(HAND).first.bounding_box()["height"] == {"normal": 84, "large": 210}[size]
    corners = page.locator(f"{HAND} > span > span:first-child").all_inner_texts()
    assert [c.split()[0] for c in corners] == [c.label("en")[:-1] for c in oracle.state.hands[0]]


def test_the_end_of_a_round_fits_the_small_screen_with_every_hand_face_up(voila_page):
    hands, top = "jc jd|9s qh ad|jh", "7h"
    oracle = Table.from_state(position(hands=hands.split("|"), top=top), layout="classroom")
    voila_page.page.set_viewport_size({"width": 1366, "height": 768})
    voila_page.open(TABLE_APP, ready=HAND, hands=hands, top=top, layout="classroom")
    page = voila_page.page
    wait_for_table(page, oracle)
    voila_page.timed_click(page.locator(".zl-jacks"), "!!document.querySelector('.zl-scoring table')",
                           what="go out with the jacks: the scoring shows")
    oracle.click("jacks")
    wait_for_table(page, oracle)
    expect(page.locator(".zl-status")).to_have_text("Round over")
    for name in ("9 of spades", "queen of hearts", "ace of diamonds", "jack of hearts"):
        expect(page.locator(f".zl-board [aria-label='{name}']")).to_be_visible()
    fits = f"() => {{ const fit = ({_FIT})(); return fit.page <= fit.inner && fit.cells <= 1; }}"
    try:  # the play view scales itself to the window once the round's end is drawn (widgets/screen_fit.py)
        page.wait_for_function(fits, timeout=5000)
    except PlaywrightTimeout:
        pass  # the assert below says what does not fit
    fit = page.evaluate(_FIT)
    assert fit["page"] <= fit["inner"] and fit["cells"] <= 1 and fit["top"] and fit["log"], fit
    assert page.evaluate("() => document.querySelector('.zl-scoring').getBoundingClientRect().bottom") <= 768


def test_new_game_with_four_players_seats_four_and_shows_no_traceback(voila_page):
    voila_page.open(PLAY_ROOM, ready=HAND, seed=118)
    page = voila_page.page
    page.get_by_text("Rules", exact=True).first.click()
    expect(page.locator(".zl-rule-switches")).to_be_visible()
    page.locator(".zl-rule-players button").filter(has_text=re.compile(r"^\s*4")).click()
    voila_page.timed_click(page.locator(".zl-new-game"),
                           "!!document.querySelector('.zl-board')?.innerText.includes('Bot 3')", what="new game: four seats")
    oracle = Table(Rules(players=3), seed=118)
    oracle.controller.new_game(Rules(players=4))
    wait_for_table(page, oracle)
    expect(page.locator(".zl-board")).to_contain_text("Bot 3 (heuristic)")
    voila_page.assert_no_cell_errors()
    assert "Traceback" not in page.locator("#rendered_cells").inner_text()
    expect(page.locator(".zl-table > .zl-banner [role=alert], .zl-side .zl-banner [role=alert]")).to_have_count(0)


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
    expect(page.locator(".zl-why")).to_contain_text("Grey: A♥ — play a card of the top card's suit or rank (Z-MATCH)")
    before = (shown_hand(page), log_lines(page), felt_labels(page), page.locator(".zl-status").inner_text())
    voila_page.timed_click(button, "!!document.querySelector('.zl-table .zl-banner [role=alert]')",
                           what=f"illegal {card}: the refusal shows")
    oracle.hand.click(card)

    assert oracle.banner.startswith("Not allowed: you cannot play A♥ (Z-MATCH: ")
    expect(page.locator(".zl-table .zl-banner [role=alert]")).to_contain_text(oracle.banner)
    page.wait_for_timeout(300)  # time for any (wrong) change to arrive
    after = (shown_hand(page), log_lines(page), felt_labels(page), page.locator(".zl-status").inner_text())
    assert after == before


# --- 3. a jack and the suit picker ----------------------------------------------------------------------------

def test_a_jack_opens_the_suit_picker_and_the_ordered_suit_shows_on_the_table(voila_page):
    # Two players; the bot holds no spade and no jack, so after J♥ orders spades it draws and passes, and the
    # order is still on the table when the turn comes back.
    hands, top, deck = "jh 8d 9d qh|6h 7c", "10d", "kh qc 6s 7s"
    oracle = Table.from_state(position(hands=hands.split("|"), top=top, deck=deck))
    voila_page.open(TABLE_APP, ready=HAND, hands=hands, top=top, deck=deck)
    page = voila_page.page
    wait_for_table(page, oracle)

    voila_page.timed_click(card_button(page, "Q♥"), "!!document.querySelector('.zl-table .zl-banner [role=alert]')",
                           what="Q♥ refused before the jack")
    jack = "J♥"
    voila_page.timed_click(card_button(page, jack), PICKER_OPEN, what="jack: the suit picker opens")
    expect(page.locator(".zl-suit-picker")).to_contain_text("Order a suit for J♥")
    expect(page.locator(".zl-table .zl-banner [role=alert]")).to_have_count(0)  # the old refusal is gone
    expect(page.locator(".zl-suit")).to_have_text([suit.value for suit in Suit])
    assert shown_hand(page) == hand_cards(oracle)  # nothing played yet

    voila_page.timed_click(page.locator(".zl-suit").filter(has_text="♠"), gone(jack),
                           what="suit ♠ chosen: the jack leaves the hand")
    oracle.hand.click("Q♥")
    oracle.hand.click(jack)
    oracle.hand.choose_suit("♠")

    lines = wait_for_table(page, oracle)
    assert "you play J♥ (Z-JACK) → you order spades ♠ (Z-JACK)" in lines
    assert oracle.state.ordered is Suit.SPADES and oracle.controller.is_human_turn
    assert felt_labels(page) == expected_felt(oracle)  # ... "spades" among them
    expect(page.locator(".zl-board [role=group]")).to_contain_text("ordered:")
    expect(page.locator(".zl-suit-picker")).to_be_hidden()
    expect(page.locator(".zl-status")).to_have_text("Your turn")


# --- 4. the keyboard, and Draw when nothing is playable ---------------------------------------------------------

def test_nothing_playable_says_you_must_draw_and_the_keys_draw_and_undo(voila_page):
    hands, top, deck = "9s 10s|8h 9h", "7d", "6c 7c 8c 9c 10c"
    oracle = Table.from_state(position(hands=hands.split("|"), top=top, deck=deck))
    voila_page.open(TABLE_APP, ready=HAND, hands=hands, top=top, deck=deck)
    page = voila_page.page
    wait_for_table(page, oracle)
    expect(page.locator(".zl-why")).to_have_text("Nothing to play: you must draw (Z-MUST-DRAW)")
    expect(page.locator(".zl-draw")).to_have_class(re.compile(r"\bzl-must\b"))

    expect(page.locator(".zl-table[data-lm-suppress-shortcuts]")).to_have_count(1)  # JupyterLab leaves our keys
    page.locator("body").click(position={"x": 5, "y": 5})  # the page has the focus, not a card
    page.keyboard.press("d")
    oracle.press("draw")
    wait_for_table(page, oracle)
    assert log_lines(page)[-1] == "you draw a card: 6♣ (Z-MUST-DRAW)"
    expect(page.locator(".zl-draw")).not_to_have_class(re.compile(r"\bzl-must\b"))
    page.keyboard.press("u")
    oracle.press("undo")
    wait_for_table(page, oracle)
    assert shown_hand(page) == ["9♠", "10♠"]
    page.keyboard.press("2")  # the second card: 10♠ is grey, so the refusal shows
    expect(page.locator(".zl-table .zl-banner [role=alert]")).to_contain_text("you cannot play 10♠")


def focused(page) -> str:
    """What has the focus: a card's notation, "table" (the table itself), or the element's classes."""
    return page.evaluate("""() => { const a = document.activeElement;
      return a.dataset.card || (a.classList.contains('zl-table') ? 'table' : a.className); }""")


def test_a_click_in_the_table_gives_it_the_keys_and_they_reach_every_card(voila_page):
    hands, top, deck = "6s 6h 7c 8s 8h 9s 9h 10s 10h qs ks as|8c 9c", "7s", "6c 6d 7d 8d 9d 10d"
    oracle = Table.from_state(position(hands=hands.split("|"), top=top, deck=deck))
    voila_page.open(TABLE_APP, ready=HAND, hands=hands, top=top, deck=deck)
    page = voila_page.page
    wait_for_table(page, oracle)
    expect(page.locator(".zl-keys-help")).to_have_text(
        "Keys: 1–9, 0 (10th) or ←/→ and Enter a card, D draw, P pass, U undo")
    page.locator(".zl-board").click()  # not a card: the table takes the focus
    assert focused(page) == "table"
    page.keyboard.press("0")  # the tenth card, Q♠
    oracle.press("0")
    wait_for_table(page, oracle)
    assert "you play Q♠ (Z-MATCH)" in log_lines(page)
    cards = hand_cards(oracle)
    page.keyboard.press("End")
    assert focused(page) == cards[-1]
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowRight")
    assert focused(page) == cards[-1]
    page.keyboard.press("Enter")  # the focused card, as a click
    oracle.hand.click(cards[-1])
    wait_for_table(page, oracle)
    page.keyboard.press("ArrowLeft")  # the focus stayed in the hand, at the played card's place
    assert focused(page) == hand_cards(oracle)[-2]


@pytest.fixture
def lab(tmp_path):
    """JupyterLab, as a teacher opens the lessons, on one notebook: a cell showing a play table, then ``1 + 1``."""
    cell = lambda source: {"cell_type": "code", "metadata": {}, "source": source, "outputs": [], "execution_count": None}
    kernel = {"name": "python3", "display_name": "Python 3", "language": "python"}
    notebook = {"cells": [cell("import widgets\nwidgets.Table()"), cell("1 + 1")],
                "metadata": {"kernelspec": kernel}, "nbformat": 4, "nbformat_minor": 5}
    (tmp_path / "nb").mkdir()
    (tmp_path / "nb" / "table.ipynb").write_text(json.dumps(notebook))
    quiet = tmp_path / "settings" / "@jupyterlab" / "apputils-extension"
    quiet.mkdir(parents=True)
    (quiet / "notification.jupyterlab-settings").write_text('{"fetchNews": "false", "checkForUpdates": false}')
    port = _free_port()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, JUPYTER_CONFIG_DIR=str(tmp_path / "config"), JUPYTER_RUNTIME_DIR=str(tmp_path / "run"),
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    with open(ARTIFACTS / "jupyterlab.log", "w") as log:
        process = subprocess.Popen(
            [sys.executable, "-m", "jupyterlab", "--no-browser", f"--port={port}", "--ServerApp.port_retries=0",
             "--ServerApp.ip=127.0.0.1", "--IdentityProvider.token=", "--ServerApp.password=", "--allow-root",
             f"--ServerApp.root_dir={tmp_path / 'nb'}", f"--LabApp.user_settings_dir={tmp_path / 'settings'}",
             f"--LabApp.workspaces_dir={tmp_path / 'workspaces'}"],
            env=env, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True)
    url, deadline = f"http://127.0.0.1:{port}", time.monotonic() + 90
    try:
        while True:
            assert process.poll() is None, (ARTIFACTS / "jupyterlab.log").read_text()
            try:
                urllib.request.urlopen(f"{url}/api/status", timeout=2).close()
                break
            except OSError:
                assert time.monotonic() < deadline, "JupyterLab did not answer within 90 s"
                time.sleep(0.25)
        yield url
    finally:
        _stop(process)


def test_in_jupyterlab_the_tables_keys_never_reach_the_notebooks_shortcuts(browser, lab):
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    try:
        page.goto(f"{lab}/lab/tree/table.ipynb")
        expect(page.locator("#jp-main-statusbar").get_by_text("Idle")).to_be_visible()
        page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
        page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
        expect(page.locator(".jp-OutputArea-output[data-mime-type='text/plain']").last).to_have_text("2")
        cells = page.locator(".jp-Notebook .jp-Cell")
        log = page.locator(".zl-log .zl-log-turn")
        expect(log.first).to_be_visible()
        lines = log.count()
        page.locator(".zl-table .zl-board").click()  # the table's picture, not a card or a button
        assert focused(page) == "table"
        page.keyboard.press("d")  # D D: the notebook would delete the cell; the table draws a card
        page.keyboard.press("d")
        expect(log).not_to_have_count(lines)
        expect(cells).to_have_count(2)
        page.keyboard.press("ArrowRight")  # on a card, the same
        page.keyboard.press("d")
        page.keyboard.press("d")
        page.wait_for_timeout(500)
        expect(cells).to_have_count(2)
        cells.nth(1).locator(".jp-InputPrompt").click()  # outside the table, D D is the notebook's
        page.keyboard.press("Escape")
        page.keyboard.press("d")
        page.keyboard.press("d")
        expect(cells).to_have_count(1)
    finally:
        page.goto("about:blank")
        context.close()


# --- 5. a whole round by clicking ---------------------------------------------------------------------------

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
            card = str(legal[0])
            expect(card_button(page, card)).to_have_class(re.compile(r"\bzl-legal\b"))
            if legal[0].is_jack:
                voila_page.timed_click(card_button(page, card), PICKER_OPEN, what=f"round: {card} opens the picker")
                voila_page.timed_click(page.locator(".zl-suit").first, gone(card), what=f"round: {card} ordered")
                oracle.hand.click(card)
                oracle.hand.choose_suit(next(iter(Suit)))
            else:
                voila_page.timed_click(card_button(page, card), gone(card), what=f"round: {card} played")
                oracle.hand.click(card)
            clicks.append(card)
        elif DRAW in oracle.controller.legal:
            size = len(hand_cards(oracle))
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

    outcome = oracle.state.outcome
    assert outcome is not None and not outcome.is_stalemate, clicks
    assert len(clicks) <= 6, clicks  # a short round keeps the test quick
    expect(page.locator(".zl-status")).to_have_text("Round over")
    scoring = page.locator(".zl-scoring")
    expect(scoring).to_contain_text("Scoring")
    for line in oracle.controller.score_lines():
        expect(scoring).to_contain_text(line.text)
    # Every hand face up at the end of the round.
    board = page.locator(".zl-board")
    expect(board.locator("[aria-label='face-down card']")).to_have_count(0 if not oracle.state.deck else 1)
    for seat, hand in enumerate(oracle.state.hands[1:], start=1):
        for card in hand:
            expect(board.locator(f"[aria-label='{card.name_in('en')}']").first).to_be_visible()

    page.get_by_text("Score sheet", exact=True).first.click()  # the panel's title (the sheet repeats it)
    sheet = page.locator(".zl-score-sheet")
    expect(sheet).to_be_visible()
    row = sheet.locator("tbody tr").first
    expect(row).to_be_visible()
    cells = [c.strip() for c in row.locator("th, td").all_inner_texts()]
    assert cells[0] == "1", cells  # round 1
    for points in outcome.points:
        assert str(points) in cells, (points, cells)

    voila_page.timed_click(page.locator(".zl-undo"), "!document.querySelector('.zl-score-sheet')",
                           what="undo at the end of the round: the sheet drops the round")
    oracle.click("undo")
    wait_for_table(page, oracle)
    expect(page.locator(".zl-status")).to_have_text("Your turn")


# --- 6. Russian -----------------------------------------------------------------------------------------------

def test_russian_mode_shows_the_russian_ranks_on_the_cards(voila_page):
    hands, top = "js qh kd ac|6h 7c 8c", "9s"
    oracle = Table.from_state(position(hands=hands.split("|"), top=top), lang="ru")
    voila_page.open(TABLE_APP, ready=HAND, hands=hands, top=top, lang="ru")
    page = voila_page.page
    wait_for_table(page, oracle, "ru")

    assert shown_hand(page, "label") == ["В♠", "Д♥", "К♦", "Т♣"] == hand_labels(oracle, "ru")
    assert shown_hand(page) == ["J♠", "Q♥", "K♦", "A♣"]  # data-card keeps the English notation
    hand = page.locator(".zl-hand")
    for name in ("валет пик", "дама червей", "король бубён", "туз треф"):
        expect(hand.locator(f"[aria-label='{name}']")).to_have_count(1)
    ranks = hand.inner_text()
    assert all(rank in ranks for rank in "ВДКТ"), ranks
    expect(page.locator(".zl-status")).to_have_text("Ваш ход")
    expect(page.locator(".zl-draw")).to_have_text("Взять")
    assert felt_labels(page) == expected_felt(oracle, "ru")
    shown = page.locator(".zl-table").inner_text()
    assert latin_words(shown) == [], shown

    voila_page.timed_click(card_button(page, "K♦"), "!!document.querySelector('.zl-table .zl-banner [role=alert]')",
                           what="Russian: К♦ refused")
    oracle.hand.click("К♦")
    assert oracle.banner.startswith("Нельзя: вам нельзя сыграть К♦") and "Z-MATCH" in oracle.banner
    expect(page.locator(".zl-table .zl-banner [role=alert]")).to_contain_text(oracle.banner)
    assert latin_words(page.locator(".zl-table").inner_text()) == []


# --- every other game: the same table, the game's own parts --------------------------------------------------

GAME_TABLE_APP = "tests/browser/apps/game_table.ipynb"
GAME_DEALS = {"joe": (3, 2), "thirteen": (None, 2), "prsi": (4, 4)}


def game_table(game: str) -> Table:
    from zhora_core import games

    players, seed = GAME_DEALS[game]
    spec = games.spec(game)
    return Table(spec.Rules(**({} if players is None else {"players": players})), seed=seed)


@pytest.mark.parametrize("game", GAME_DEALS)
def test_each_game_a_legal_card_goes_to_the_pile(voila_page, game):
    oracle = game_table(game)
    players, seed = GAME_DEALS[game]
    query = {"game": game, "seed": seed, **({} if players is None else {"players": players})}
    voila_page.open(GAME_TABLE_APP, ready=HAND, **query)
    page = voila_page.page
    page.wait_for_function(f"(expected) => JSON.stringify({HAND_TEXTS}) === JSON.stringify(expected)",
                           arg=hand_cards(oracle))
    expect(page.locator(".zl-status")).to_have_text("Your turn")
    card = next(str(c) for c in legal_cards(oracle) if len(oracle.hand.choices[c].actions) == 1)
    expect(card_button(page, card)).to_have_class(re.compile(r"\bzl-legal\b"))
    voila_page.timed_click(card_button(page, card), gone(card), what=f"{game}: {card} leaves the hand")
    oracle.hand.click(card)
    page.wait_for_function(
        """(expected) => JSON.stringify([...document.querySelectorAll('.zl-log .zl-log-turn')]
             .map(e => e.innerText.trim())) === JSON.stringify(expected)""", arg=oracle.log_lines)
    assert oracle.state.top.name_in("en") in felt_labels(page)

"""The classroom play room on another game: the game chooser starts a new table of the chosen game on the
page's deal, and a click plays its card as the same table in this process (the "oracle") does."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

from playwright.sync_api import expect  # noqa: E402

from test_play_table import HAND, HAND_TEXTS, PLAY_ROOM, assert_one_screen, card_button, gone, hand_cards  # noqa: E402
from tests.russian_text import latin_words  # noqa: E402
from widgets import Table  # noqa: E402
from zhora_core import games  # noqa: E402
from zhora_core.prsi import Rules  # noqa: E402

pytestmark = pytest.mark.timeout(180)

SEED = 118
CHOOSER = ".zl-game-chooser select"


def _shows_hand(page, table: Table) -> None:
    page.wait_for_function(f"(expected) => JSON.stringify({HAND_TEXTS}) === JSON.stringify(expected)",
                           arg=hand_cards(table))


def _playable(table: Table) -> list[str]:
    """The cards of the hand that a click plays at once (legal, one action)."""
    return [str(c) for c, choice in table.hand.choices.items() if choice.legal and len(choice.actions) == 1]


def test_the_chooser_switches_the_play_room_to_prsi_and_a_card_is_played(voila_page):
    seed, oracle = next((seed, table) for seed in range(1, 100)
                        if _playable(table := Table(Rules(), seed=seed, layout="classroom")))
    voila_page.open(PLAY_ROOM, ready=HAND, seed=seed)
    page = voila_page.page
    chooser = page.locator(CHOOSER)
    expect(chooser).to_have_value("Zhora")  # ipywidgets gives each option its label as its value
    offered = [games.spec(name).title[0] for name in games.names() if games.spec(name).table is not None]
    shown = [text.replace("\xa0", " ") for text in chooser.locator("option").all_inner_texts()]  # no-break spaces
    assert shown == offered and "Prší" in offered
    chooser.select_option(label="Prší")
    _shows_hand(page, oracle)
    expect(page.locator(".zl-status")).to_have_text("Your turn")
    expect(page.locator(".zl-deal a")).to_have_attribute("href", f"?game=prsi&seed={seed}")
    card = _playable(oracle)[0]
    expect(card_button(page, card)).to_have_class(re.compile(r"\bzl-legal\b"))
    voila_page.timed_click(card_button(page, card), gone(card), what=f"play room, prsi: {card} leaves the hand")
    oracle.hand.click(card)
    page.wait_for_function(
        """(expected) => JSON.stringify([...document.querySelectorAll('.zl-log .zl-log-turn')]
             .map(e => e.innerText.trim())) === JSON.stringify(expected)""", arg=oracle.log_lines)
    assert any("(P-" in line for line in oracle.log_lines)
    assert_one_screen(page)


@pytest.mark.parametrize("width, height", [(1920, 1080), (1366, 768)])
def test_a_replay_link_opens_the_game_it_names_on_one_screen(voila_page, width, height):
    page = voila_page.page
    page.set_viewport_size({"width": width, "height": height})
    oracle = Table(Rules(), seed=SEED, layout="classroom")
    voila_page.open(PLAY_ROOM, ready=HAND, game="prsi", seed=SEED)
    expect(page.locator(CHOOSER)).to_have_value("Prší")
    _shows_hand(page, oracle)
    assert_one_screen(page)


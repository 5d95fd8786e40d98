"""The scenario builder of games other than Zhora in a real browser: the game's own grid and form, Build, the
explain box and Apply round-trip through the kernel."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

from playwright.sync_api import expect  # noqa: E402

from zhora_core import games  # noqa: E402

pytestmark = pytest.mark.timeout(180)

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))  # tests/russian_text.py
from russian_text import latin_words  # noqa: E402

APP = "tests/browser/apps/scenario_games.ipynb"


def shows(selector: str, text: str) -> str:
    """JavaScript: the element ``selector`` shows ``text``."""
    return (f"(() => {{ const e = document.querySelector({json.dumps(selector)});"
            f" return !!e && e.innerText.includes({json.dumps(text)}); }})()")


def test_prsi_position_from_grid_clicks_explained_and_applied(voila_page):
    voila_page.open(APP, ready=".zl-scenario-card", game="prsi")
    page = voila_page.page
    expect(page.locator(".zl-scenario-card")).to_have_count(len(games.spec("prsi").deck))  # 32 cards
    page.locator(".zl-scenario-players button").filter(has_text="2").click()
    places = {"Seat 0": ["7h", "Qs", "9d"], "Seat 1": ["8h", "10c"], "Top card": ["7s"]}
    for place, cards in places.items():
        page.locator(".zl-scenario-target button").filter(has_text=re.compile(f"^{place}$")).click()
        for card in cards:
            page.locator(f".zl-card-{card}").click()
    expect(page.locator(".zl-scenario-hand-0 input")).to_have_value("7♥ Q♠ 9♦")
    page.locator(".zl-scenario-penalty input").fill("2")
    voila_page.timed_click(page.locator(".zl-scenario-build"), shows(".zl-scenario-banner", "Position built"),
                           what="prsi scenario: Build")
    expect(page.locator(".zl-scenario-legal")).to_contain_text("P-SEVEN")
    page.locator(".zl-scenario-ask input").fill("Q♠>♥")
    voila_page.timed_click(page.locator(".zl-scenario-explain"), shows(".zl-scenario-verdict", "P-QUEEN"),
                           what="prsi scenario: Explain")
    expect(page.locator(".zl-scenario-verdict")).to_contain_text("not allowed")
    page.locator(".zl-scenario-actions select").select_option("7♥")
    voila_page.timed_click(page.locator(".zl-scenario-apply"), shows(".zl-scenario-banner", "Played 7♥."),
                           what="prsi scenario: Apply")
    expect(page.locator(".zl-scenario-events")).to_contain_text("P-SEVEN")


def test_banker_builder_in_russian_shows_its_own_form_and_no_latin_word(voila_page):
    voila_page.open(APP, ready=".zl-scenario-build", game="banker", lang="ru")
    page = voila_page.page
    expect(page.locator(".zl-scenario-card")).to_have_count(54)  # with the two jokers
    expect(page.locator(".zl-card-RJ")).to_have_text("КДж")
    for seat, stake in enumerate(["0", "2", "0", "0"]):
        page.locator(f".zl-scenario-stake-{seat} input").fill(stake)
    voila_page.timed_click(page.locator(".zl-scenario-build"), shows(".zl-scenario-banner", "Позиция построена"),
                           what="banker scenario: Build")
    shown = page.locator(".zl-scenario").inner_text()
    assert "Ставки" in shown and latin_words(shown) == [], latin_words(shown)

"""The classroom scenario lab on the game its address names (``?game=``), and its game chooser putting a builder of
another game in place, in a real browser."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

from playwright.sync_api import expect  # noqa: E402

from zhora_core import games  # noqa: E402

pytestmark = pytest.mark.timeout(180)

SCENARIO_LAB = "notebooks/classroom/scenario_lab.ipynb"
CHOOSER = ".zl-lab .zl-game-chooser select"


def shows_lab_of(voila_page, name: str) -> None:
    """The page's title, mark, builder and grid are the game ``name``'s, and there is one builder."""
    page, title = voila_page.page, games.spec(name).title[0]
    expect(page.locator(".zl-lab h1")).to_have_text(f"{title} · the scenario lab")
    expect(page.locator(".zl-page-game")).to_have_attribute("data-game", name)
    expect(page.locator(".zl-scenario")).to_have_count(1)
    expect(page.locator(".zl-scenario")).to_contain_text(f"Scenario builder: {title}")
    expect(page.locator(".zl-scenario-card")).to_have_count(len(games.spec(name).deck))
    expect(page.locator(CHOOSER)).to_have_value(title)  # ipywidgets gives each option its label as its value
    expect(page).to_have_title(f"{title} · the scenario lab")  # the browser tab names the game


def test_the_lab_opens_on_prsi_from_its_address_and_the_chooser_switches_to_joker(voila_page):
    voila_page.open(SCENARIO_LAB, ready=".zl-scenario-card", game="prsi")
    shows_lab_of(voila_page, "prsi")
    shown = [text.replace("\xa0", " ") for text in voila_page.page.locator(f"{CHOOSER} option").all_inner_texts()]
    assert shown == [games.spec(name).title[0] for name in games.names()]
    voila_page.page.locator(CHOOSER).select_option(label="Joker")
    shows_lab_of(voila_page, "joker")


def test_the_lab_opens_on_joker_and_the_chosen_banker_builds_a_position(voila_page):
    voila_page.open(SCENARIO_LAB, ready=".zl-scenario-card", game="joker")
    shows_lab_of(voila_page, "joker")
    page = voila_page.page
    page.locator(CHOOSER).select_option(label="Joker banker")
    shows_lab_of(voila_page, "banker")
    built = ("(() => { const b = document.querySelector('.zl-scenario-banner');"
             f" return !!b && b.innerText.includes({json.dumps('Position built')}); }})()")
    voila_page.timed_click(page.locator(".zl-scenario-build"), built, what="scenario lab: Build after the chooser")


def test_the_lab_reads_from_the_back_of_the_room(voila_page):
    """On a projector (1920×1080) every word of the lab is at least 20 px with a contrast of at least 4.5:1, and
    the page is no wider than the screen; on a laptop (1366×768) it is no wider either."""
    from test_classroom_screens import _AUDIT

    voila_page.open(SCENARIO_LAB, ready=".zl-scenario-card", game="joker52")
    page = voila_page.page
    page.locator(".zl-scenario-build").click()
    expect(page.locator(".zl-scenario-banner")).not_to_be_empty()
    for width, height in ((1920, 1080), (1366, 768)):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(300)
        audit = page.evaluate(_AUDIT, height >= 1000)
        assert audit["scroll"][0] <= width, audit["scroll"]
        assert audit["small"] == [] and audit["faint"] == [], (width, audit["small"], audit["faint"])

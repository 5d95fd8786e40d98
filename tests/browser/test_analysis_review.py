"""The analysis panel of the scenario builder and the review of a finished round at the classroom play table, in a
real browser, at a projector's 1920×1080 and a laptop's 1366×768, in English and Russian. What the page must show
comes from the same widgets run in this process on the same position (the values there are exact)."""

from __future__ import annotations

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

from playwright.sync_api import expect  # noqa: E402

from tests.russian_text import latin_words  # noqa: E402
from widgets import Table  # noqa: E402
from zhora_core.zhora import position  # noqa: E402

pytestmark = pytest.mark.timeout(240)

TABLE_APP = "tests/browser/apps/table.ipynb"
BUILDER_APP = "tests/browser/apps/scenario_games.ipynb"
SCREENS = [(1920, 1080), (1366, 768)]
HANDS, TOP = "jc jd|9s qh ad|jh", "7h"
"""Seat 0 goes out with two jacks: one decision, four worlds, an exact review."""


def in_view(page, selector: str) -> bool:
    return page.evaluate(f"""() => {{ const r = document.querySelector({selector!r}).getBoundingClientRect();
        return r.width > 0 && r.top >= 0 && r.bottom <= window.innerHeight; }}""")


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("width, height", SCREENS)
def test_the_review_of_a_finished_round_shows_the_oracles_summary_and_chart(voila_page, width, height, lang):
    oracle = Table.from_state(position(hands=HANDS.split("|"), top=TOP), layout="classroom", lang=lang)
    oracle.click("jacks")
    oracle.review_panel._background = False
    oracle.click("review")
    expected = oracle.review_panel.summary_text
    assert oracle.review_panel.result.decisions[0].exact

    page = voila_page.page
    page.set_viewport_size({"width": width, "height": height})
    voila_page.open(TABLE_APP, ready=".zl-hand [data-card]", hands=HANDS, top=TOP, layout="classroom", lang=lang)
    voila_page.timed_click(page.locator(".zl-jacks"), "!!document.querySelector('.zl-scoring table')",
                           what="review: go out with the jacks")
    voila_page.timed_click(page.locator(".zl-buttons .zl-review"),
                           "!!document.querySelector('.zl-review-summary')", what="review: the whole round")
    expect(page.locator(".zl-review-summary")).to_have_text(expected)
    expect(page.locator(".zl-review-panel .js-plotly-plot")).to_be_visible()
    assert in_view(page, ".zl-review-summary")
    voila_page.assert_no_cell_errors()
    shown = page.locator(".zl-review-panel").inner_text()
    assert "Traceback" not in shown
    if lang == "ru":
        assert latin_words(shown) == [], latin_words(shown)


@pytest.mark.parametrize("width, height", SCREENS)
def test_the_builders_analysis_panel_values_every_stake_in_russian(voila_page, width, height):
    page = voila_page.page
    page.set_viewport_size({"width": width, "height": height})
    voila_page.open(BUILDER_APP, ready=".zl-scenario-build", game="banker", lang="ru")
    for seat, stake in enumerate(["0", "2", "0", "0"]):
        page.locator(f".zl-scenario-stake-{seat} input").fill(stake)
    page.locator(".zl-scenario-build").click()
    expect(page.locator(".zl-analysis-run")).to_be_enabled()
    voila_page.timed_click(page.locator(".zl-analysis-run"), "!!document.querySelector('.zl-analysis-table')",
                           what="analysis panel: banker, both models")
    table = page.locator(".zl-analysis-table")
    expect(table).to_contain_text("ставка 1")
    expect(table).to_contain_text("по выборке")
    shown = page.locator(".zl-analysis-panel").inner_text()
    assert latin_words(shown) == [], latin_words(shown)
    voila_page.assert_no_cell_errors()

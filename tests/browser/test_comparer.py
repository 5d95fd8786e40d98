"""The game comparer in a real browser, on a projector and on a laptop screen: Run shows the progress, then the
chart and the table, within the screen's width; in Russian every visible word is Russian."""

from __future__ import annotations

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

from playwright.sync_api import expect  # noqa: E402

from conftest import ARTIFACTS  # noqa: E402
from tests.russian_text import latin_words  # noqa: E402
from widgets import GameComparer  # noqa: E402

pytestmark = pytest.mark.timeout(300)

APP = "tests/browser/apps/comparer.ipynb"
SCREENS = [(1920, 1080), (1366, 768)]
_WIDTH = """() => { const c = document.querySelector('.zl-game-comparer').getBoundingClientRect();
  return {right: c.right, page: document.documentElement.scrollWidth, inner: innerWidth}; }"""


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("width, height", SCREENS)
def test_run_shows_the_chart_and_the_table_within_the_screen(voila_page, width, height, lang):
    oracle = GameComparer(games=["prsi", "joe"], players=[2, 3], sample=6, seed=4, lang=lang)
    oracle.run()
    page = voila_page.page
    page.set_viewport_size({"width": width, "height": height})
    voila_page.open(APP, ready=".zl-comparer-run", lang=lang)
    voila_page.timed_click(page.locator(".zl-comparer-run"), "!!document.querySelector('.zl-comparer-table')",
                           what="comparer: Run shows the table")
    expect(page.locator(".zl-game-comparer .js-plotly-plot").first).to_be_visible()
    expect(page.locator(".zl-comparer-status")).to_have_text(oracle.status)
    rows = page.locator(".zl-comparer-table tr")
    expect(rows).to_have_count(1 + 4)  # the head, then Prší and Joe at 2 and 3 players
    fit = page.evaluate(_WIDTH)
    assert fit["right"] <= fit["inner"] + 1 and fit["page"] <= fit["inner"], fit
    if lang == "ru":
        text = page.inner_text(".zl-game-comparer")
        assert latin_words(text) == [], text
    page.screenshot(path=str(ARTIFACTS / f"comparer_{lang}_{width}x{height}.png"))

"""The classroom scenario lab and the lessons in a real browser, and every notebook of the course under Voila."""

from __future__ import annotations

import json
import os
import re
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

from playwright.sync_api import expect  # noqa: E402

from widgets import ScenarioBuilder  # noqa: E402
from zhora_core.cards import Card  # noqa: E402
from zhora_core.zhora import Rules, card_points  # noqa: E402

pytestmark = pytest.mark.timeout(180)

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))  # tests/russian_text.py
from russian_text import latin_words  # noqa: E402

SCENARIO_LAB = "notebooks/classroom/scenario_lab.ipynb"
TOOLS_APP = "tests/browser/apps/tools.ipynb"
CELL_ERROR_MARK = 'data-mime-type="application/vnd.jupyter.stderr"'
FOREIGN_ASSET = re.compile(r"""<(?:link|script|img)\b[^>]*\b(?:href|src)=["']?(https?:)?//(?!127\.0\.0\.1[:/])[^"' >]+""")


def banner_says(text: str) -> str:
    """JavaScript: the scenario builder's banner shows ``text``."""
    return ("(() => { const b = document.querySelector('.zl-scenario-banner');"
            f" return !!b && b.innerText.includes({json.dumps(text)}); }})()")


# --- 5. the scenario builder ------------------------------------------------------------------------------

def test_scenario_lab_refuses_a_duplicate_card_and_scores_the_worked_example(voila_page):
    hands, duplicate, top = ["J♣ J♦", "9♠ Q♥ A♦", "J♥"], "J♥ J♣", "7♥"
    oracle = ScenarioBuilder(rules=Rules())
    assert oracle.set_position(hands=[*hands[:2], duplicate], top=top) is None
    refusal = oracle.banner
    assert "duplicate card J♣" in refusal and "Z-DECK" in refusal
    voila_page.open(SCENARIO_LAB, ready=".zl-scenario-build")
    page = voila_page.page

    page.locator(".zl-scenario-players button").filter(has_text="3").click()
    expect(page.locator(".zl-scenario-hand-3")).to_be_hidden()
    for seat, cards in enumerate([*hands[:2], duplicate]):
        page.locator(f".zl-scenario-hand-{seat} input").fill(cards)
    page.locator(".zl-scenario-top input").fill(top)
    voila_page.timed_click(page.locator(".zl-scenario-build"), banner_says("duplicate card"),
                           what="scenario: Build refuses a duplicate")
    banner = page.locator(".zl-scenario-banner")
    expect(banner).to_contain_text(refusal)
    expect(banner.locator("[role=alert]")).to_be_visible()
    expect(page.locator(".zl-scenario-apply")).to_be_disabled()  # nothing was built

    oracle.set_position(hands=hands, top=top)
    page.locator(".zl-scenario-hand-2 input").fill(hands[2])
    voila_page.timed_click(page.locator(".zl-scenario-build"), banner_says(oracle.banner),
                           what="scenario: Build accepts the worked example")
    expect(page.locator(".zl-scenario-legal")).to_contain_text("J♣ J♦")
    expect(page.locator(".zl-scenario-legal")).to_contain_text("Z-JACKS-OUT")

    page.locator(".zl-scenario-actions select").select_option("J♣ J♦")
    oracle.apply_action("J♣ J♦")
    assert oracle.state.outcome.points == (0, 56, 80)
    voila_page.timed_click(page.locator(".zl-scenario-apply"),
                           "(document.querySelector('.zl-scenario-scoring') || {innerText: ''}).innerText.includes('80')",
                           what="scenario: Apply J♣ J♦ shows the scoring")
    scoring = page.locator(".zl-scenario-scoring")
    expect(scoring).to_contain_text("56")
    expect(scoring).to_contain_text("80")
    expect(scoring).to_contain_text("Z-MULTIPLIER")
    expect(page.locator(".zl-scenario-banner")).to_contain_text("Played J♣ J♦.")


def _heights(page, selector: str) -> list[float]:
    return page.locator(selector).evaluate_all("els => els.map(e => e.getBoundingClientRect().height)")


def test_scenario_lab_on_a_projector_grid_clicks_no_code_and_no_stale_position(voila_page):
    """Items 4, 7, 8: big board cards, seat labels and result; cards picked on the 36-card grid; no code on the
    page; a refused Build leaves nothing shown as built; "Open in table" opens a big table."""
    voila_page.open(SCENARIO_LAB, ready=".zl-scenario-card")
    page = voila_page.page
    grid = page.locator(".zl-scenario-card")
    expect(grid).to_have_count(36)
    cut = grid.evaluate_all("els => els.filter(e => e.scrollWidth > e.clientWidth).map(e => e.innerText)")
    assert cut == [], f"grid labels cut: {cut}"
    page.locator(".zl-scenario-players button").filter(has_text="3").click()
    places = {"Seat 0": ["Jc", "Jd"], "Seat 1": ["9s", "Qh", "Ad"], "Seat 2": ["Jh"], "Top card": ["7h"]}
    for place, cards in places.items():
        page.locator(".zl-scenario-target button").filter(has_text=re.compile(f"^{place}$")).click()
        for card in cards:
            page.locator(f".zl-card-{card}").click()
    expect(page.locator(".zl-scenario-hand-1 input")).to_have_value("9♠ Q♥ A♦")
    expect(page.locator(".zl-scenario-top input")).to_have_value("7♥")
    voila_page.timed_click(page.locator(".zl-scenario-build"), banner_says("Position built"),
                           what="scenario: Build from grid clicks")
    board = ".zl-scenario-position .zl-scenario-render"
    assert min(_heights(page, f"{board} [role=img][aria-label]")) >= 200  # projector-size cards
    label_px = page.locator(f"{board} b").first.evaluate("e => parseFloat(getComputedStyle(e).fontSize)")
    assert label_px >= 30, label_px  # seat labels were 13 px
    legal_px = page.locator(".zl-scenario-legal li").first.evaluate("e => parseFloat(getComputedStyle(e).fontSize)")
    assert legal_px >= 24, legal_px
    shown = page.locator("#rendered_cells").inner_text()
    assert "position(" not in shown and "Rules(" not in shown and "import " not in shown

    page.locator(".zl-scenario-hand-2 input").fill("J♥ J♣")
    voila_page.timed_click(page.locator(".zl-scenario-build"), banner_says("duplicate card J♣"),
                           what="scenario: a refused Build")
    expect(page.locator(".zl-scenario-position")).to_have_text("")
    expect(page.locator(".zl-scenario-legal")).to_have_text("")
    expect(page.locator(".zl-scenario-apply")).to_be_disabled()
    expect(page.locator(".zl-scenario-open")).to_be_disabled()

    page.locator(".zl-scenario-hand-2 input").fill("J♥")
    voila_page.timed_click(page.locator(".zl-scenario-build"), banner_says("Position built"),
                           what="scenario: Build again")
    page.locator(".zl-scenario-open").click()
    expect(page.locator(".zl-scenario-table-box .zl-table")).to_be_visible()
    assert max(_heights(page, ".zl-scenario-table-box .zl-board [role=img]")) >= 200  # a big table too


def test_rule_switches_words_fit_and_the_burn_mark_needs_no_emoji_font(voila_page):
    """Items 9, 10: every dropdown shows its whole text, rule ids never wrap, no option name on the page; the
    burned total shows 100→0 and a drawn flame (Debian's Chromium has no emoji font)."""
    voila_page.open(TOOLS_APP, ready=".zl-score-sheet-table")
    page = voila_page.page
    switches = page.locator(".zl-rule-switches")
    expect(switches).to_contain_text("When the turn stays")
    fits = switches.locator("select").evaluate_all("""els => els.map(s => {
        const c = document.createElement('canvas').getContext('2d');
        c.font = getComputedStyle(s).font;
        const text = Math.max(...[...s.options].map(o => c.measureText(o.text).width));
        return {text: [...s.options].map(o => o.text).join(' | '), need: text + 20, have: s.clientWidth};
    })""")
    assert fits and all(f["have"] >= f["need"] for f in fits), fits
    ids = switches.locator(".zl-rule-switches-label small").evaluate_all(
        "els => els.map(e => [e.innerText, e.getClientRects().length])")
    assert {rule for rule, _ in ids} >= {"Z-ACE", "Z-SEVEN", "Z-KING-HEARTS", "Z-STARTER-JACK"}
    assert all(lines == 1 for _, lines in ids), ids
    text = switches.inner_text()
    assert "_" not in text and "Rules(" not in text
    burn = page.locator(".zl-score-sheet-table .zl-burn").first
    expect(burn).to_contain_text("100→0")
    box = burn.locator("svg").bounding_box()
    assert box and box["width"] >= 8 and box["height"] >= 8
    assert "🔥" not in page.locator("#rendered_cells").inner_text()
    burn.screenshot(path=str(ROOT / "test-artifacts" / "browser" / "burn_mark.png"))


def test_rule_switches_and_score_sheet_in_russian_show_no_latin_word(voila_page):
    """Section 2: option names and values, the score sheet and its download link, all in Russian."""
    voila_page.open(TOOLS_APP, ready=".zl-score-sheet-table", lang="ru")
    page = voila_page.page
    text = page.locator("#rendered_cells .jp-OutputArea").all_inner_texts()
    shown = " ".join(text)
    assert "Когда ход остаётся" in shown and "Скачать таблицу" in shown
    options = page.locator(".zl-rule-switches select option").all_inner_texts()
    assert latin_words(shown + " " + " ".join(options)) == []


# --- 6. a lesson with a plotly chart ----------------------------------------------------------------------

def test_lesson_06_renders_its_plotly_chart_and_its_calculator(voila_page):
    voila_page.open("notebooks/06_scoring_a_round.ipynb", ready=".js-plotly-plot")
    page = voila_page.page
    chart = page.locator(".js-plotly-plot").first
    expect(chart).to_be_visible()
    data = chart.evaluate("el => (el.data || []).map(trace => ({x: trace.x, y: trace.y}))")
    ranks = "6 7 8 9 10 J Q K A".split()
    assert data and list(data[0]["x"]) == ranks
    assert list(data[0]["y"]) == [card_points(Card.parse(f"{rank}♠")) for rank in ranks]
    expect(chart.locator(".bars path")).to_have_count(len(ranks))
    expect(chart).to_contain_text("Points of a card left in hand")
    expect(page.locator(".zl-calculator")).to_be_visible()  # the lesson's last widget
    expect(page.locator(".zl-calculator-result")).to_contain_text("80")
    shown = page.locator("#rendered_cells").inner_text()
    assert "import plotly" not in shown and "NBVAL" not in shown  # Voila hides the code


# --- every notebook runs under Voila ------------------------------------------------------------------------

@pytest.mark.timeout(900)
@pytest.mark.skipif(os.environ.get("ZHORA_VOILA_ALL") != "1",
                    reason="every notebook under Voila takes about a minute: run with ZHORA_VOILA_ALL=1 "
                           "(nbval runs them all anyway; the tests above open the apps and lesson 06)")
def test_every_notebook_of_the_course_runs_under_voila(voila_server):
    """Each lesson and classroom app, as Voila serves it (no browser: the HTML holds every cell's output,
    tracebacks included); two at a time."""
    paths = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "notebooks").rglob("*.ipynb")
                   if ".ipynb_checkpoints" not in p.parts)
    assert len(paths) >= 12
    with ThreadPoolExecutor(max_workers=2) as pool:
        pages = dict(zip(paths, pool.map(voila_server.render, paths)))
    failed = [path for path, html in pages.items() if CELL_ERROR_MARK in html]
    assert not failed, f"cells fail (or write to stderr) under Voila in {failed}"
    foreign = {path: FOREIGN_ASSET.findall(html) for path, html in pages.items() if FOREIGN_ASSET.search(html)}
    assert not foreign, f"pages load assets from the internet: {foreign}"  # the zhora template has none


def test_a_failing_cell_is_seen(voila_server, voila_page):
    """The checks above would notice a failing cell: tests/browser/apps/broken.ipynb fails on purpose."""
    html = voila_server.render("tests/browser/apps/broken.ipynb")
    assert CELL_ERROR_MARK in html and "PositionError" in html and "never reached" not in html
    page = voila_page.page
    page.goto(voila_server.page_url("tests/browser/apps/broken.ipynb"))
    expect(page.locator(".jp-RenderedText[data-mime-type='application/vnd.jupyter.stderr']")).to_contain_text(
        "duplicate card 9♠")
    assert any("Z-DECK" in error for error in voila_page.cell_errors())

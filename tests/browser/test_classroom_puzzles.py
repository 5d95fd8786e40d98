"""The classroom puzzles (notebooks/classroom/puzzles.ipynb) in a real browser, in English and in Russian
(``ZHORA_LANG=ru``), on a laptop (1366×768) and a projector (1920×1080): the answer is not on the page until
**Show the answer** is clicked, the page fits the screen with words of 20 px on the projector, no cell fails; and
a teacher's key prints to A4."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

from conftest import ARTIFACTS, BENIGN_CONSOLE, CELL_ERRORS, expect  # noqa: E402
from test_classroom_russian import russian_server  # noqa: E402
from test_classroom_screens import _AUDIT  # noqa: E402
from test_handouts_print import A4, pdf_pages  # noqa: E402

from tests.russian_text import latin_words  # noqa: E402
from zhora_core import puzzles, words  # noqa: E402
from zhora_core.puzzle_key import key_name, level_word, write_keys  # noqa: E402

pytestmark = pytest.mark.timeout(300)

SCREENS = [(1366, 768), (1920, 1080)]
APP = "notebooks/classroom/puzzles.ipynb"
#: The server of each language: the checkout in English (conftest), the classroom apps as ZHORA_LANG=ru serves them.
SERVERS = {"en": ("voila_server", APP), "ru": (russian_server.__name__, "puzzles.ipynb")}


def _fits(page, where: str) -> list[str]:
    """What is wrong with the page at each screen size: a scroll, words under 20 px or under 4.5:1 (projector)."""
    problems = []
    for width, height in SCREENS:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(300)
        audit = page.evaluate(_AUDIT, height >= 1000)
        scroll = audit["scroll"]
        if not (scroll[0] <= width and scroll[1] <= height and scroll[2] <= 1):
            problems.append(f"{where}, {width}×{height}: the page scrolls {scroll}")
        for key, what in (("small", "under 20 px"), ("faint", "under 4.5:1")):
            if audit[key]:
                problems.append(f"{where}, {width}×{height}: {what}: {audit[key]}")
    return problems


def _russian_words_only(page) -> list[str]:
    text = page.locator("#rendered_cells").evaluate(
        "(e) => { const c = e.cloneNode(true); c.querySelectorAll('select').forEach((s) => s.remove());"
        " document.body.appendChild(c); const t = c.innerText; c.remove(); return t; }")
    return latin_words(text)


@pytest.mark.parametrize("lang, game", [("en", "zhora"), ("en", "joker"), ("ru", "zhora"), ("ru", "joker")])
def test_the_answer_waits_for_its_button_and_the_page_fits_the_screen(request, browser, lang, game):
    fixture, path = SERVERS[lang]
    server = request.getfixturevalue(fixture)
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    page = context.new_page()
    errors = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(f"page error: {error}"))
    bank = puzzles.bank(game)
    say = lambda key, **values: words.say(f"ui.puzzles.{key}", lang, **values)  # noqa: E731
    try:
        page.goto(server.page_url(path, game=game))
        expect(page.locator(f".zl-pz-question, {CELL_ERRORS}").first).to_be_visible()
        assert page.locator(CELL_ERRORS).all_inner_texts() == []
        expect(page.locator(".zl-pz-question")).to_have_text(bank[0].question(lang))
        expect(page.locator(".zl-pz-count")).to_have_text(say("count", n=1, total=len(bank), level=level_word("easy", lang)))
        problems = _fits(page, f"{game}, {lang}, puzzle 1")

        hard = next(i for i, p in enumerate(bank) if p.level == "hard")
        page.locator(".zl-pz-level select").select_option(label=level_word("hard", lang))
        for number, puzzle in ((1, bank[hard]), (2, bank[hard + 1])):
            expect(page.locator(".zl-pz-question")).to_have_text(puzzle.question(lang))
            expect(page.locator(".zl-pz-answer dl")).to_have_count(0)
            shown = page.evaluate("document.body.textContent")  # hidden elements too: the answer is not there at all
            assert puzzle.explanation(lang) not in shown
            page.locator(".zl-pz-show").click()
            answer = page.locator(".zl-pz-answer dl")
            expect(answer).to_contain_text(puzzle.answer_text(lang))
            expect(answer).to_contain_text(puzzle.rule)
            problems += _fits(page, f"{game}, {lang}, hard puzzle {number} with its answer")
            if lang == "ru":
                assert _russian_words_only(page) == [], (game, number)
            page.locator(".zl-pz-next").click()
        expect(page.locator(".zl-pz-count")).to_contain_text(say("count", n=3, total=sum(
            p.level == "hard" for p in bank), level=level_word("hard", lang)))
        assert not problems, "\n".join(problems)
        assert page.locator(CELL_ERRORS).count() == 0 and page.get_by_text("Traceback").count() == 0
        assert [e for e in errors if not BENIGN_CONSOLE.search(e)] == []
        page.screenshot(path=str(ARTIFACTS / f"puzzles_{game}_{lang}.png"))
    finally:
        page.goto("about:blank")  # the page's beacon frees its kernel
        context.close()


def test_a_teachers_key_prints_to_a4_loading_nothing_else(browser, tmp_path):
    path = tmp_path / key_name("joker", "ru")
    assert write_keys(tmp_path, ["joker"], ["ru"]) == [path]
    context = browser.new_context()
    page = context.new_page()
    requests = []
    page.on("request", lambda request: requests.append(request.url))
    try:
        page.goto(path.as_uri())
        assert page.evaluate("document.scripts.length") == 0
        assert page.locator("section.puzzle").count() == len(puzzles.bank("joker"))
        pdf = page.pdf(format="A4", prefer_css_page_size=True)
    finally:
        page.goto("about:blank")
        context.close()
    sizes = pdf_pages(pdf)
    assert len(pdf) > 10_000 and len(sizes) >= 2
    assert all(abs(w - A4[0]) < 2 and abs(h - A4[1]) < 2 for w, h in sizes), sizes
    assert [u for u in requests if u not in (path.as_uri(), "about:blank")] == []
    assert re.search(rb"%PDF-1\.\d", pdf[:10])

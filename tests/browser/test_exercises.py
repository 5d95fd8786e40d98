"""A lesson's exercises (``widgets.Exercises``) and the scenario lab's puzzle chooser in a real browser, on a laptop
(1366×768) and a projector (1920×1080).

The exercises (tests/browser/apps/exercises.ipynb: one puzzle of each way of answering from a game's bank) hide the
answer, the explanation and the rule until a reply is committed; a reply shows the feedback and locks the inputs,
the progress line follows; a number box refuses a word, saying why; nothing overflows, no word is cut off, text and
buttons read at 4.5:1 at least; in Russian no Latin word but rule ids. The lab's chooser builds a puzzle's position
and asks its question, fitting both screens."""

from __future__ import annotations

import pytest

pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')")

from conftest import BENIGN_CONSOLE, VoilaPage, expect  # noqa: E402
from test_classroom_russian import russian_server  # noqa: E402
from test_classroom_screens import _AUDIT  # noqa: E402

from tests.russian_text import latin_words  # noqa: E402
from widgets import Exercises  # noqa: E402
from widgets.scenario import PuzzlePicker, ScenarioBuilder  # noqa: E402
from zhora_core import puzzles, words  # noqa: E402

pytestmark = pytest.mark.timeout(300)

SCREENS = [(1366, 768), (1920, 1080)]
APP = "tests/browser/apps/exercises.ipynb"
SCENARIO_LAB = "notebooks/classroom/scenario_lab.ipynb"

#: Per element of ``root`` that shows words: what is cut off, and what reads under 4.5:1 (its colour and its
#: background blended by their alpha and their elements' opacity); how wide the page is.
_READABLE = """(root) => {
  const box = document.querySelector(root);
  const rgba = (c) => { const v = (c.match(/[\\d.]+/g) || []).map(Number);
    return [...v.slice(0, 3), v.length > 3 ? v[3] : 1]; };
  const opacity = (e) => { let o = 1;
    for (let n = e; n; n = n.parentElement) o *= parseFloat(getComputedStyle(n).opacity); return o; };
  const mix = (top, under, a) => top.slice(0, 3).map((v, i) => v * a + under[i] * (1 - a));
  const lum = (c) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); };
  const behind = (e) => { for (let n = e; n; n = n.parentElement) { const c = rgba(getComputedStyle(n).backgroundColor);
    if (c[3] > 0) return mix(c, [255, 255, 255], c[3] * opacity(n)); } return [255, 255, 255]; };
  const visible = (e) => { const r = e.getBoundingClientRect(), s = getComputedStyle(e);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none'; };
  const named = (e) => (e.className && typeof e.className === 'string' ? e.className.split(' ')[0] : e.tagName)
    + ': ' + (e.innerText || e.placeholder || '').trim().slice(0, 40);
  const faint = [], cut = [];
  const shown = new Set();
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const e = node.parentElement;
    if (node.textContent.trim() && e && !e.closest('style')) shown.add(e);
  }
  box.querySelectorAll('button, input, select').forEach((e) => shown.add(e));
  for (const e of shown) {
    if (!visible(e) || e.closest('[role=img]')) continue;  // card pictures are drawn, not words
    const s = getComputedStyle(e), under = behind(e);
    const fg = rgba((e.placeholder && !e.value ? getComputedStyle(e, '::placeholder') : s).color);
    const [a, b] = [lum(mix(fg, under, fg[3] * opacity(e))), lum(under)];
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    if (ratio < 4.5) faint.push(`${named(e)} (${ratio.toFixed(2)}:1)`);
    if (e.scrollWidth > e.clientWidth + 1 && s.overflowX !== 'visible') cut.push(named(e));
    const words = e.tagName === 'SELECT' ? e.selectedOptions[0]?.text : e.placeholder;
    if (words) {  // a select's chosen option, a box's placeholder: drawn by the browser, never scrolled
      const c = document.createElement('canvas').getContext('2d');
      c.font = s.font;
      const arrow = e.tagName === 'SELECT' ? 20 : 0;
      const room = e.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - arrow;
      if (c.measureText(words).width > room) cut.push(named(e));
    }
  }
  const right = Math.max(...[...box.querySelectorAll('*')].filter(visible).map((e) => e.getBoundingClientRect().right));
  return {width: document.documentElement.scrollWidth, right, faint: [...new Set(faint)], cut: [...new Set(cut)]};
}"""


def _problems(page, roots: tuple[str, ...], where: str, *, projector: bool = False) -> list[str]:
    """What does not fit or does not read under each of ``roots``, at each screen size; with ``projector``, the
    words of the whole page under 20 px on the projector too."""
    problems = []
    for width, height in SCREENS:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(300)
        screen = f"{where}, {width}×{height}"
        if projector and height >= 1000 and (small := page.evaluate(_AUDIT, True)["small"]):
            problems.append(f"{screen}: under 20 px: {small}")
        for root in roots:
            seen = page.evaluate(_READABLE, root)
            if seen["width"] > width or seen["right"] > width + 1:
                problems.append(f"{screen}, {root}: wider than the screen ({seen['width']}, {seen['right']})")
            for key, what in (("faint", "under 4.5:1"), ("cut", "words cut off")):
                if seen[key]:
                    problems.append(f"{screen}, {root}: {what}: {seen[key]}")
    return problems


def _selection(game: str) -> list[puzzles.Puzzle]:
    """The app's puzzles: the first of the bank's puzzles of each way of answering."""
    first: dict[str, puzzles.Puzzle] = {}
    for puzzle in puzzles.bank(game):
        first.setdefault(puzzle.reply, puzzle)
    return list(first.values())


def _answer(exercise, oracle, lang: str) -> None:
    """Reply in the page as ``oracle`` (the same exercise, kernel-side) is told to: right on a seat and on moves,
    wrong otherwise; a number box first gets a word, which it refuses."""
    puzzle = oracle.puzzle
    button = lambda name: exercise.get_by_role("button", name=name, exact=True)  # noqa: E731
    if puzzle.reply == "yes_no":
        reply = not puzzle.answer
        button(words.say("ui.exercises.yes" if reply else "ui.exercises.no", lang)).click()
    elif puzzle.reply == "seat":
        reply = puzzle.answer
        button(words.say("puzzles.seat", lang, seat=words.Seat(reply)).capitalize()).click()
    elif puzzle.reply == "choice":
        reply = (puzzle.answer + 1) % len(puzzle.choices)
        button(puzzle.choices[reply].text(lang)).click()
    elif puzzle.reply == "actions":
        reply = sorted(puzzle.answer)
        for action in puzzle.choices:
            if str(action) in puzzle.answer:
                button(words.write(action, lang)).click()
        button(words.say("ui.exercises.check", lang)).click()
    else:
        box = exercise.locator(".zl-exercise-number input")
        box.fill("twelve")
        button(words.say("ui.exercises.check", lang)).click()
        why = words.say("ui.exercises.bad.whole", lang, text="twelve")
        expect(exercise.locator("[role=alert]")).to_contain_text(words.say("ui.exercises.bad.reply", lang, why=why))
        expect(exercise.locator(".zl-exercise-result")).to_be_hidden()  # still open
        reply = puzzle.answer + 10
        box.fill(str(reply))
        button(words.say("ui.exercises.check", lang)).click()
    oracle.commit(reply)


@pytest.mark.parametrize("lang, game", [("en", "zhora"), ("en", "joker"), ("ru", "zhora"), ("ru", "joker")])
def test_each_kind_of_exercise_answers_after_a_click_and_reads_well(voila_page, lang, game):
    selection = _selection(game)
    assert {p.reply for p in selection} == {"yes_no", "seat", "choice", "actions", "number"}
    oracle = Exercises(selection, lang=lang)
    voila_page.open(APP, ready=".zl-exercises", game=game, lang=lang)
    page = voila_page.page
    shown = page.locator(".zl-exercise")
    expect(shown).to_have_count(len(selection))
    line = page.locator(".zl-exercises-progress")
    expect(line).to_have_text(oracle.progress_line)
    hidden = page.evaluate("document.body.textContent")  # hidden elements too: nothing of the answers is there
    for exercise in oracle.exercises:
        puzzle = exercise.puzzle
        assert puzzle.question(lang) in hidden
        answer = words.say("puzzles.wrong", lang, answer=puzzle.answer_text(lang))
        for secret in (puzzle.explanation(lang), puzzle.rule, words.say("puzzles.right", lang), answer):
            assert secret not in hidden, (puzzle.kind, secret)
    problems = _problems(page, (".zl-exercises",), f"{game}, {lang}, unanswered")

    page.set_viewport_size({"width": 1366, "height": 768})
    for number, exercise in enumerate(oracle.exercises):
        where = shown.nth(number)
        _answer(where, exercise, lang)
        result = where.locator(".zl-exercise-result")
        expect(result).to_contain_text(exercise.feedback.text(lang))
        expect(result).to_contain_text(exercise.puzzle.rule)
        expect(line).to_have_text(oracle.progress_line)
        inputs = where.locator("button, input")
        assert inputs.count() >= 2
        for i in range(inputs.count()):
            expect(inputs.nth(i)).to_be_disabled()
    assert oracle.answered == len(selection) and 0 < oracle.right < len(selection)
    expect(line).to_have_text(words.say("ui.exercises.done", lang, right=oracle.right, n=len(selection)))
    problems += _problems(page, (".zl-exercises",), f"{game}, {lang}, answered")
    assert not problems, "\n".join(problems)
    voila_page.assert_no_cell_errors()
    if lang == "ru":
        assert latin_words(page.locator(".zl-exercises").inner_text()) == []


@pytest.mark.parametrize("lang, game", [("en", "zhora"), ("en", "joker"), ("ru", "joker")])
def test_the_labs_puzzle_chooser_builds_the_position_and_asks_fitting_both_screens(request, browser, lang, game):
    """The classroom lab as ./run-classroom serves it, in English (the checkout's server) and in Russian."""
    server, path = ((request.getfixturevalue("voila_server"), SCENARIO_LAB) if lang == "en" else
                    (request.getfixturevalue(russian_server.__name__), "scenario_lab.ipynb"))
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    app = VoilaPage(context.new_page(), server)
    try:
        app.open(path, ready=".zl-scenario-puzzles select", game=game)
        _choose_puzzles(app.page, game, lang)
        assert [e for e in app.console_errors if not BENIGN_CONSOLE.search(e)] == []
    finally:
        app.page.goto("about:blank")  # the page's beacon frees its kernel
        context.close()


def _choose_puzzles(page, game: str, lang: str) -> None:
    """Choose a puzzle answered by a choice, then one answered by a number: each builds its position and asks."""
    oracle = PuzzlePicker(ScenarioBuilder(game=game, lang=lang))
    chooser = page.locator(".zl-scenario-puzzles select")
    expect(page.locator(".zl-scenario-position")).to_have_text("")  # nothing built before a puzzle is chosen
    problems = []
    for reply in ("choice", "number"):
        number = next(n for n, p in enumerate(puzzles.bank(game)) if p.reply == reply)
        oracle.choose(number)
        page.set_viewport_size({"width": 1366, "height": 768})
        chooser.select_option(index=number + 1)  # after "— choose a puzzle —"
        expect(page.locator(".zl-scenario-puzzles")).to_contain_text(oracle.puzzle.question(lang))
        expect(page.locator(".zl-scenario-banner")).to_contain_text(oracle.builder.banner)
        expect(page.locator(".zl-scenario-position .zl-scenario-render").first).to_be_visible()
        assert oracle.puzzle.explanation(lang) not in page.evaluate("document.body.textContent")
        if lang == "ru":
            assert latin_words(page.locator(".zl-scenario-puzzles").inner_text()) == []
        problems += _problems(page, (".zl-scenario-puzzles", ".zl-scenario-position"),
                              f"{game}, {lang}, puzzle {number + 1}", projector=True)
    assert not problems, "\n".join(problems)

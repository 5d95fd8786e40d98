"""The classroom play room for every game, in both languages, as a class sees it on a laptop (1366×768) and on a
projector (1920×1080), in every phase a game reaches: whatever the seat in front of the screen is asked to do
(bid, name trumps, stake, play a card ...), a finished round, a finished game; and its rules and save views.

The phases are reached through the engine: heuristic bots play a whole game of the room's rules from the page's
deal, and the first moment of each kind is saved and pasted into the page's Save and load view, as a user would.
In each, nothing is below or beside the screen, the title and the game chooser are in view, the page's words are
the chosen game's, the score sheet's view shows every player's column, and, on the projector, every word is at
least 20 px and every text has a contrast of at least 4.5:1 (WCAG AA) against what it is drawn on."""

from __future__ import annotations

import random
import sys

import pytest

from conftest import ARTIFACTS, PAGE_TIMEOUT, ROOT, _free_port, expect, serve, voila_command, voila_environment
from tests.russian_text import latin_words
from zhora_core import games, saving, words
from widgets import Table
from zhora_core.bots import make_bot

sys.path.insert(0, str(ROOT / "notebooks" / "classroom"))
from game_room import PLAYERS  # noqa: E402
from page_deal import TABLE_GAMES  # noqa: E402

pytestmark = pytest.mark.timeout(600)

SEED = 118
SCREENS = [(1366, 768), (1920, 1080)]
HUMAN = 0

#: Keeps every text the loading screen shows, and the placeholders of widgets still loading, as the page opens.
_LOADING_TEXTS = """
window.__loading = [];
new MutationObserver(() => {
  for (const e of document.querySelectorAll('#loading_text, .jupyter-widgets:not(:has(*))')) {
    const text = e.textContent.trim();
    if (text && getComputedStyle(e).visibility !== 'hidden' && !window.__loading.includes(text)) window.__loading.push(text);
  }
}).observe(document, {childList: true, subtree: true, characterData: true});
"""

_AUDIT = """(projector) => {
  const inner = {width: innerWidth, height: innerHeight};
  const visible = (e) => { const r = e.getBoundingClientRect(), s = getComputedStyle(e);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none'; };
  const outside = (e) => { const r = e.getBoundingClientRect();
    return r.top < -1 || r.left < -1 || r.bottom > innerHeight + 1 || r.right > innerWidth + 1; };
  const root = document.querySelector('#rendered_cells');
  const named = (e) => (e.className && typeof e.className === 'string' ? e.className.split(' ')[0] : e.tagName)
    + ': ' + (e.innerText || '').trim().slice(0, 40);
  const must = ['.zl-room-head h1', '.zl-game-chooser select', '.zl-views', '.zl-status'];
  const missing = must.filter((s) => { const e = document.querySelector(s); return !e || !visible(e) || outside(e); });
  const controls = [...root.querySelectorAll('.zl-classroom button, .zl-play-view .zl-why, .zl-play-view .zl-board,'
                                             + ' .zl-panel-view th, .zl-panel-view td')]
    .filter(visible).filter(outside).map(named);
  const rgb = (c) => (c.match(/[\\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
  const behind = (e) => { for (let n = e; n; n = n.parentElement) { const c = rgb(getComputedStyle(n).backgroundColor);
    if (c.length === 3 || (c.length === 4 && c[3] > 0.5)) return c.slice(0, 3); } return [255, 255, 255]; };
  const small = [], faint = [];
  if (projector) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const e = node.parentElement;
      if (!node.textContent.trim() || !e || !visible(e) || outside(e) || e.closest('option')) continue;
      const s = getComputedStyle(e);
      const size = parseFloat(s.fontSize) * (e.currentCSSZoom || 1);
      if (size < 19.5 && !e.closest('[role=img]')) small.push(`${named(e)} (${size.toFixed(1)} px)`);  // words, not card pictures
      const [a, b] = [lum(rgb(s.color).slice(0, 3)), lum(behind(e))];
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      if (ratio < 4.5) faint.push(`${named(e)} (${ratio.toFixed(2)}:1)`);
    }
  }
  return {scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight,
                   root.scrollHeight - root.clientHeight], inner, missing, controls,
          small: [...new Set(small)], faint: [...new Set(faint)]};
}"""


def _rules(name: str):
    spec = games.spec(name)
    players = PLAYERS.get(name)
    return spec.Rules(players=players) if players else spec.Rules()


def _kinds(game) -> set[str]:
    """What the seat in front of the screen may do now (the kinds of its legal actions), or the round's or the
    game's end."""
    if game.is_over:
        return {"game end"}
    state = game.state
    if state.outcome is not None:
        return {"round end"}
    return {type(action).__name__ for action in game.legal_actions} if state.to_move == HUMAN else set()


def phases(name: str, lang: str = "en") -> dict[str, str]:
    """The first moment of each kind in a whole game of ``name`` that the bots play from the page's deal, saved
    (the seats named as the room names them), by the kinds it is the first of."""
    spec = games.spec(name)
    rules = _rules(name)
    names = Table(rules, seed=SEED, layout="classroom", lang=lang).controller.names
    game = spec.match(rules, seed=SEED, names=names)
    bot, rng, seen, found = make_bot("heuristic", game=name), random.Random(SEED), set(), {}
    while True:
        new = _kinds(game) - seen
        if new:
            seen |= new
            found["+".join(sorted(new))] = saving.save(game)
        if game.is_over:
            return found
        if game.state.outcome is not None:
            game.next_round()
            continue
        state = game.state
        legal = game.legal_actions
        game.play(legal[0] if len(legal) == 1 else bot.choose(state.view(state.to_move), legal, rng))


@pytest.fixture(scope="module", params=["en", "ru"])
def server(request):
    port = _free_port()
    with serve(voila_command(ROOT / "notebooks" / "classroom", port), port,
               ARTIFACTS / f"voila-screens-{request.param}.log", voila_environment(request.param)) as server:
        server.lang = request.param
        yield server


def _load(page, text: str) -> None:
    """Paste a saved game into the Save and load view, load it, and come back to the table, which shows it."""
    table = Table(_rules(page.game), seed=SEED, layout="classroom", lang=page.lang)
    table.save_panel.load(text)
    page.locator(".zl-views button", has_text=_say("ui.save.title", page)).click()
    page.locator(".zl-save-paste textarea").fill(text)
    page.locator(".zl-save-load").click()
    page.locator(".zl-views button", has_text=_say("ui.table.play", page)).first.click()
    expect(page.locator(".zl-play-view")).to_be_visible()
    expect(page.locator(".zl-status .widget-html-content > div").first).to_have_text(table._status_text())


def _say(key: str, page) -> str:
    return words.say(key, page.lang)


def _check(page, name: str, phase: str, lang: str, problems: list[str]) -> None:
    spec = games.spec(name)
    title = words.pick(spec.title, lang)
    for width, height in SCREENS:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(250)  # the play view settles to the new screen
        where = f"{name}, {lang}, {phase}, {width}×{height}"
        audit = page.evaluate(_AUDIT, height >= 1000)
        before = len(problems)
        if not (audit["scroll"][0] <= width and audit["scroll"][1] <= height and audit["scroll"][2] <= 1):
            problems.append(f"{where}: the page scrolls {audit['scroll']}")
        for key, what in (("missing", "not in view"), ("controls", "off the screen"), ("small", "under 20 px"),
                          ("faint", "under 4.5:1")):
            if audit[key]:
                problems.append(f"{where}: {what}: {audit[key]}")
        if len(problems) > before:
            page.screenshot(path=str(ARTIFACTS / f"screens_{name}_{lang}_{phase.replace('+', '_')}_{width}.png"))
        head = page.locator(".zl-room-head h1").inner_text()
        assert title in head, (where, head)
        shown = page.locator(".zl-room-head p").inner_text()
        assert words.say(spec.table.intro, lang) in shown, (where, shown)
        if lang == "ru":
            text = page.locator("#rendered_cells").evaluate(
                "(e) => { const c = e.cloneNode(true); c.querySelectorAll('select').forEach((s) => s.remove());"
                " document.body.appendChild(c); const t = c.innerText; c.remove(); return t; }")
            assert latin_words(text) == [], (where, latin_words(text))
    if phase in ("round end", "game end"):
        _check_sheet(page, name, phase, lang, problems)
    if phase == "start":
        for view in ("ui.table.rules", "ui.save.title"):
            _check_view(page, words.say(view, lang), f"{name}, {lang}", problems)


def _check_view(page, title: str, where: str, problems: list[str]) -> None:
    """A panel's view (the rules, save and load) at both sizes: as wide as the screen at most, its words 20 px and
    4.5:1 on the projector."""
    page.locator(".zl-views button", has_text=title).click()
    expect(page.locator(".zl-panel-view")).to_be_visible()
    for width, height in SCREENS:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(250)
        audit = page.evaluate(_AUDIT, height >= 1000)
        if audit["scroll"][0] > width:
            problems.append(f"{where}, {title}, {width}×{height}: the page is {audit['scroll'][0]} px wide")
        for key, what in (("small", "under 20 px"), ("faint", "under 4.5:1")):
            if audit[key]:
                problems.append(f"{where}, {title}, {width}×{height}: {what}: {audit[key]}")
    page.locator(".zl-views button", has_text=page.play_title).first.click()
    expect(page.locator(".zl-play-view")).to_be_visible()


def _check_sheet(page, name: str, phase: str, lang: str, problems: list[str]) -> None:
    """The score sheet's view shows every player's column, whole, at both sizes."""
    page.locator(".zl-views button", has_text=words.say("ui.table.score_sheet", lang)).click()
    for width, height in SCREENS:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(300)
        view = page.locator(".zl-view-score-sheet")
        expect(view).to_be_visible()
        where = f"{name}, {lang}, {phase} score sheet, {width}×{height}"
        audit = page.evaluate(_AUDIT, height >= 1000)
        for key, what in (("missing", "not in view"), ("small", "under 20 px"), ("faint", "under 4.5:1")):
            if audit[key] and not (key == "missing" and audit[key] == [".zl-status"]):
                problems.append(f"{where}: {what}: {audit[key]}")
        cut = view.evaluate("(v) => [...v.querySelectorAll('th, td')].filter((c) => { const r = c.getBoundingClientRect();"
                            " return r.width > 0 && (r.right > innerWidth + 1 || r.left < -1); }).length")
        if cut:
            problems.append(f"{where}: {cut} cells beside the screen")
        shown = " ".join(view.inner_text().split())
        missing = [seat_name for seat_name in page.names if " ".join(seat_name.split()) not in shown]
        if missing:
            problems.append(f"{where}: no column for {missing}")
        if cut or missing:
            page.screenshot(path=str(ARTIFACTS / f"screens_{name}_{lang}_{phase.replace(' ', '_')}_sheet_{width}.png"))
    page.locator(".zl-views button", has_text=words.say("ui.table.play", lang)).first.click()


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_the_play_room_fits_both_screens_in_every_phase(server, browser, name):
    context = browser.new_context(viewport={"width": SCREENS[0][0], "height": SCREENS[0][1]})
    context.set_default_timeout(PAGE_TIMEOUT)
    context.add_init_script(_LOADING_TEXTS)
    page = context.new_page()
    page.lang, page.game = server.lang, name
    page.play_title = words.say("ui.table.play", server.lang)
    page.names = Table(_rules(name), seed=SEED, layout="classroom", lang=server.lang).controller.names
    try:
        page.goto(server.page_url("play_room.ipynb", seed=SEED, game=name))
        expect(page.locator(".zl-status")).to_be_visible()
        page.wait_for_timeout(800)
        room = words.say("room.title", server.lang, game=words.pick(games.spec(name).title, server.lang))
        assert page.title() == room  # the browser tab names the game, in the page's language
        loading = page.evaluate("window.__loading")
        assert loading and all(latin_words(text) == [] for text in loading) if server.lang == "ru" else loading, loading
        problems: list[str] = []
        _check(page, name, "start", server.lang, problems)
        for phase, text in phases(name, server.lang).items():
            _load(page, text)
            _check(page, name, phase, server.lang, problems)
        assert problems == [], "\n".join(problems)
    finally:
        page.goto("about:blank")
        context.close()


if __name__ == "__main__":  # the phases each game reaches, for a reader
    for game in TABLE_GAMES:
        print(game, list(phases(game)))

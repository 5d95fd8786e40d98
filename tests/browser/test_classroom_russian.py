"""The classroom apps in Russian (``ZHORA_LANG=ru ./run-classroom``), as a class sees them on a projector and on
a laptop: every visible word Russian (rule ids aside), no code, no traceback, and the play room on one screen."""

from __future__ import annotations

import pytest

from conftest import ARTIFACTS, ROOT, _free_port, expect, serve, voila_command, voila_environment
from tests.russian_text import latin_words

SCREENS = [(1920, 1080), (1366, 768)]
READY = {"play_room": ".zl-hand [data-card]", "scenario_lab": ".zl-scenario"}


@pytest.fixture(scope="module")
def russian_server():
    port = _free_port()
    with serve(voila_command(ROOT / "notebooks" / "classroom", port), port, ARTIFACTS / "voila-ru.log",
               voila_environment("ru")) as server:
        yield server


@pytest.mark.parametrize("width, height", SCREENS)
@pytest.mark.parametrize("app", sorted(READY))
def test_the_classroom_apps_in_russian_show_no_latin_word_and_no_code(russian_server, browser, app, width, height):
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    try:
        page.goto(russian_server.page_url(f"{app}.ipynb", seed=118))
        expect(page.locator(READY[app]).first).to_be_visible()
        page.wait_for_timeout(500)  # the last widgets settle
        text = page.inner_text("body")
        assert latin_words(text) == [], f"Latin words on the Russian {app}"
        for code in ("Rules(", "position(", "Traceback", "import "):
            assert code not in text, f"{code!r} on the {app} page"
        if app == "play_room":
            assert page.evaluate("document.documentElement.scrollHeight") <= height
            assert "Ваш ход" in text and page.locator(".zl-hand [data-card='8♦']").count() == 1
        page.screenshot(path=str(ARTIFACTS / f"{app}_ru_{width}x{height}.png"))
    finally:
        page.goto("about:blank")
        context.close()

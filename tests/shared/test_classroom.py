"""Classroom mode without a browser: ./run-classroom's checks, the classroom apps in Russian, the project's
Voila configuration, and ./run-course's JupyterLab settings.

(tests/browser/ opens the apps in Chromium, test_classroom_load.py for a whole class; nbval runs them in English.)
"""

from __future__ import annotations

import importlib
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from types import SimpleNamespace

import nbformat
import pytest
from nbclient import NotebookClient
from traitlets.config.loader import PyFileConfigLoader

ROOT = Path(__file__).resolve().parents[2]
CLASSROOM = ROOT / "notebooks" / "classroom"
CONFIG = ROOT / "share" / "jupyter" / "config"


def test_the_classroom_apps_speak_russian_with_zhora_lang_ru(monkeypatch):
    """Both apps, run in one kernel that inherits ZHORA_LANG=ru (as Voila's kernels inherit ./run-classroom's)."""
    monkeypatch.setenv("ZHORA_LANG", "ru")
    cells = []
    for name in ("play_room.ipynb", "scenario_lab.ipynb"):
        cells += [c for c in nbformat.read(CLASSROOM / name, as_version=4).cells if c.cell_type == "code"]
    cells.append(nbformat.v4.new_code_cell(
        "assert table.lang == lab.lang == 'ru'\n"
        "assert [c['label'] for c in table.hand.cards] == ['8♦', '9♦', 'В♥', 'Т♥']\n"
        "assert table.controller.names[0] == 'Место 0 (вы)'\n"
        "assert lab.parts['build'].description == 'Построить'"))
    notebook = nbformat.v4.new_notebook(cells=cells)
    NotebookClient(notebook, timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": str(CLASSROOM)}}).execute()


@pytest.mark.parametrize("args, env, message", [
    (["--bogus"], {}, "unknown option '--bogus'"),
    (["--port", "eighty"], {}, "the port must be a number"),
    (["--shared-deal"], {}, "--shared-deal needs a seed"),
    (["--shared-deal", "seven"], {}, "the shared deal must be a seed (a whole number), not 'seven'"),
    (["--shared-deal=-1"], {}, "the shared deal must be a seed"),
    (["--shared-deal", "1" * 13], {}, "below 10^12"),
    ([], {"ZHORA_LANG": "fr"}, "ZHORA_LANG must be en or ru"),
    (["--game"], {}, "--game needs a game's name"),
    (["--game", "chess"], {}, "--game 'chess' is not a game of the project; the play room has: zhora, joe, "),
    (["--game", "joe"], {"ZHORA_LANG": "fr"}, "ZHORA_LANG must be en or ru"),  # joe passed the game check
    # with ZHORA_LANG=ru, the messages are Russian
    (["--bogus"], {"ZHORA_LANG": "ru"}, "неизвестный параметр «--bogus»"),
    (["--port", "eighty"], {"ZHORA_LANG": "ru"}, "порт должен быть числом, а не «eighty»"),
    (["--game", "chess"], {"ZHORA_LANG": "ru"}, "--game «chess» не игра проекта; в игровой комнате есть: zhora"),
])
def test_run_classroom_refuses_bad_options_before_doing_anything(args, env, message):
    result = subprocess.run([str(ROOT / "run-classroom"), *args], env={**os.environ, **env}, cwd=ROOT,
                            capture_output=True, text=True, timeout=30)
    assert result.returncode == 2 and message in result.stderr, result.stderr


def test_run_classroom_help_names_its_options():
    result = subprocess.run([str(ROOT / "run-classroom"), "--help"], cwd=ROOT, capture_output=True, text=True,
                            timeout=30)
    assert result.returncode == 0
    for word in ("--lan", "--host", "--port", "--lessons", "--shared-deal", "--game joe", "?seed=N", "&game=prsi",
                 "ZHORA_LANG=ru"):
        assert word in result.stdout


def classroom_module(name: str):
    """The classroom app's module ``name`` (notebooks/classroom/ on the path while a test module uses it)."""
    sys.path.insert(0, str(CLASSROOM))
    try:
        yield importlib.import_module(name)
    finally:
        sys.path.remove(str(CLASSROOM))


# --- the page's deal (notebooks/classroom/page_deal.py) ------------------------------------------------------

@pytest.fixture(scope="module")
def page_deal_module():
    yield from classroom_module("page_deal")


VOILA = {"SERVER_SOFTWARE": "voila/0.5.13"}


@pytest.mark.parametrize("environ, seed, shared, refused", [
    ({}, 118, False, ""),  # JupyterLab, nbval: the demo deal
    ({**VOILA, "QUERY_STRING": "seed=4242"}, 4242, False, ""),  # a replay link
    ({**VOILA, "QUERY_STRING": "seed=4242", "ZHORA_SHARED_DEAL": "7"}, 7, True, ""),  # the teacher's deal wins
    ({**VOILA, "QUERY_STRING": "seed=" + "9" * 13}, None, False, "9" * 13),  # 10^12 and over: refused
    ({**VOILA, "QUERY_STRING": "seed=-3"}, None, False, "-3"),
    ({**VOILA, "QUERY_STRING": "seed=" + "x" * 500}, None, False, "x" * 20),  # quoted short
])
def test_a_page_plays_the_deal_its_address_or_the_teacher_asks_for(page_deal_module, environ, seed, shared,
                                                                    refused):
    deal = page_deal_module.page_deal(environ)
    assert (deal.shared, deal.refused) == (shared, refused)
    assert deal.seed == seed if seed is not None else 0 <= deal.seed < page_deal_module.SEED_LIMIT


def test_each_page_under_voila_gets_a_new_deal(page_deal_module):
    seeds = {page_deal_module.page_deal(VOILA).seed for _ in range(20)}
    assert len(seeds) == 20


@pytest.mark.parametrize("deal", [(118, False, ""), (7, True, ""), (5, False, "<девять>")])
def test_the_deal_note_is_russian_in_russian_mode_and_escapes_the_address(page_deal_module, deal):
    from tests.russian_text import latin_words, visible_text
    note = page_deal_module.deal_note(page_deal_module.Deal(*deal), "ru")
    assert not latin_words(visible_text(note)) and "<девять>" not in note and f'data-seed="{deal[0]}"' in note


@pytest.mark.parametrize("environ, game, refused", [
    ({}, "zhora", ""),  # JupyterLab, nbval
    ({"ZHORA_GAME": "thirteen"}, "thirteen", ""),  # ./run-classroom --game thirteen
    ({**VOILA, "ZHORA_GAME": "joe"}, "joe", ""),
    ({**VOILA, "ZHORA_GAME": "joe", "QUERY_STRING": "game=prsi&seed=3"}, "prsi", ""),  # a replay link wins
    ({**VOILA, "QUERY_STRING": "game=" + "x" * 50}, "zhora", "x" * 20),  # refused, quoted short
    ({**VOILA, "QUERY_STRING": "game=banker"}, "banker", ""),  # the Joker family has play tables too
])
def test_a_page_starts_on_the_game_its_address_or_run_classroom_names(page_deal_module, environ, game, refused):
    assert page_deal_module.page_game(environ) == (game, refused)


def test_the_room_offers_every_game_with_a_play_table(page_deal_module):
    from zhora_core import games

    assert page_deal_module.TABLE_GAMES == tuple(n for n in games.names() if games.spec(n).table is not None)
    assert page_deal_module.TABLE_GAMES == games.names()  # every game of the registry has its play table


@pytest.fixture(scope="module")
def game_room_module(page_deal_module):
    yield from classroom_module("game_room")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_chooser_starts_a_classroom_table_of_each_game_on_the_pages_deal(page_deal_module, game_room_module,
                                                                            lang):
    from tests.russian_text import latin_words, visible_text
    from zhora_core import games

    deal = page_deal_module.Deal(4242, False, "")
    room = game_room_module.PlayRoom(deal, page_deal_module.PageGame("zhora", ""), lang, delay=0)
    names = page_deal_module.TABLE_GAMES
    assert [value for _, value in room.chooser.options] == list(names)
    assert [label for label, _ in room.chooser.options] == [games.spec(n).title[lang == "ru"] for n in names]
    for name in names[1:] + names[:1]:
        before = room.table
        room.chooser.value = name
        table = room.table
        assert table is not before and room.children[-1] is table
        assert type(table.controller.rules).game == name and table.controller.seed == 4242
        assert table.layout_name == "classroom" and table.lang == lang
        players = game_room_module.PLAYERS.get(name, games.spec(name).Rules().players)
        assert table.controller.rules.players == players
        query = "seed=4242" if name == "zhora" else f"game={name}&amp;seed=4242"
        assert f'href="?{query}"' in room._title.value
    if lang == "ru":
        assert room.chooser.description == "Игра"
        assert latin_words(" ".join(label for label, _ in room.chooser.options)) == []
        assert latin_words(visible_text(room._title.value)) == []


def test_an_address_asking_for_a_missing_game_is_told_once(page_deal_module, game_room_module):
    room = game_room_module.PlayRoom(page_deal_module.Deal(5, False, ""), page_deal_module.PageGame("zhora", "chess"),
                                     delay=0)
    assert "the game “chess”, which the play room does not have: here is Zhora" in room._title.value
    room.chooser.value = "joe"
    assert "chess" not in room._title.value


def test_the_rooms_bots_take_half_a_second_a_step_unless_told_otherwise(page_deal_module, game_room_module):
    import inspect

    assert inspect.signature(game_room_module.PlayRoom).parameters["delay"].default == game_room_module.DELAY == 0.5
    room = game_room_module.PlayRoom(page_deal_module.Deal(5, False, ""), page_deal_module.PageGame("zhora", ""),
                                     delay=0)
    assert room.table.controller.delay == 0
    room.chooser.value = "prsi"
    assert room.table.controller.delay == 0


# --- the scenario lab's page (notebooks/classroom/lab_page.py) ----------------------------------------------

@pytest.fixture(scope="module")
def lab_page_module(page_deal_module):
    yield from classroom_module("lab_page")


LAB_TITLE = {"en": "{} · the scenario lab", "ru": "{} · конструктор позиций"}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_lab_builds_a_page_of_every_game_whose_builder_and_title_are_that_games(page_deal_module,
                                                                                    lab_page_module, lang):
    from tests.russian_text import latin_words, visible_text
    from zhora_core import games

    for name in page_deal_module.TABLE_GAMES:
        page = lab_page_module.LabPage(page_deal_module.PageGame(name, ""), lang)
        builder, title = page.builder, games.spec(name).title[lang == "ru"]
        assert builder.game == name and builder.lang == lang and builder.size == "large" and not builder.show_code
        assert page.chooser.value == name and page.children[-1] is builder and builder.state is None
        assert f"<h1>{LAB_TITLE[lang].format(title)}</h1>" in page.heading.value
        assert f'data-game="{name}"' in page.heading.value
        shown = visible_text(page.heading.value + page.intro.value)
        assert "top card" not in shown and "верхн" not in shown  # the help fits any game
        if lang == "ru":
            assert latin_words(shown) == [] and page.chooser.description == "Игра"
            assert latin_words(" ".join(label for label, _ in page.chooser.options)) == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_labs_chooser_puts_a_builder_of_the_chosen_game_in_place(page_deal_module, lab_page_module, lang):
    from zhora_core import games

    page = lab_page_module.LabPage(page_deal_module.PageGame("zhora", ""), lang)
    names = page_deal_module.TABLE_GAMES
    assert [value for _, value in page.chooser.options] == list(names)
    assert [label for label, _ in page.chooser.options] == [games.spec(n).title[lang == "ru"] for n in names]
    for name in names[1:] + names[:1]:
        before = page.builder
        page.chooser.value = name
        assert page.builder is not before and page.children[-1] is page.builder
        assert page.builder.game == name and page.builder.lang == lang and page.builder.size == "large"
        assert f"<h1>{LAB_TITLE[lang].format(games.spec(name).title[lang == 'ru'])}</h1>" in page.heading.value


@pytest.mark.parametrize("lang, refusal", [
    ("en", "the address asked for the game “&lt;chess&gt;”, which the scenario lab does not have: here is Zhora"),
    ("ru", "адрес просил игру «&lt;chess&gt;», которой в конструкторе позиций нет: вот Жора"),
])
def test_a_lab_address_asking_for_a_missing_game_is_told_once_and_gets_the_default(page_deal_module,
                                                                                   lab_page_module, lang, refusal):
    game = page_deal_module.page_game({**VOILA, "QUERY_STRING": "game=<chess>"})
    page = lab_page_module.LabPage(game, lang)
    assert page.builder.game == page.chooser.value == "zhora"
    assert refusal in page.heading.value and "<chess>" not in page.heading.value
    page.chooser.value = "joker"
    assert "chess" not in page.heading.value and page.builder.game == "joker"


def test_the_lab_notebook_starts_on_the_game_run_classroom_names(monkeypatch):
    """ZHORA_GAME (./run-classroom --game) as Voila's kernels inherit it: the notebook's checks say the page's
    builder is that game's."""
    monkeypatch.setenv("ZHORA_GAME", "banker")
    notebook = nbformat.read(CLASSROOM / "scenario_lab.ipynb", as_version=4)
    notebook.cells.append(nbformat.v4.new_code_cell("assert GAME.name == lab.game == 'banker'"))
    NotebookClient(notebook, timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": str(CLASSROOM)}}).execute()


# --- the project's Voila configuration (share/jupyter/config/voila.py) -------------------------------------------

def _voila_config():
    return PyFileConfigLoader("voila.py", path=str(CONFIG)).load_config()


@pytest.mark.parametrize("root, notebook, plotly", [
    (CLASSROOM, "play_room.ipynb", False),  # ./run-classroom
    (ROOT / "notebooks", "classroom/scenario_lab.ipynb", False),  # ./run-classroom --lessons
    (ROOT / "notebooks", "10_scoring_outcomes.ipynb", True),  # a lesson keeps every bundle
])
def test_a_classroom_app_loads_only_the_widget_bundles(root, notebook, plotly):
    names = ["@jupyter-widgets/jupyterlab-manager", "@voila-dashboards/widgets-manager8", "anywidget",
             "jupyterlab-plotly", "jupyterlab_pygments"]
    page_config = {"federated_extensions": [{"name": name, "load": f"{name}/remoteEntry.js"} for name in names]}
    hook = _voila_config().VoilaConfiguration.page_config_hook
    settings = {"contents_manager": SimpleNamespace(root_dir=str(root))}
    loaded = [e["name"] for e in hook(page_config, base_url="/", settings=settings, log=None,
                                      voila_configuration=None, notebook_path=notebook)["federated_extensions"]]
    assert ("jupyterlab-plotly" in loaded) is plotly
    assert plotly or loaded == names[:3]


def test_a_page_sets_the_xsrf_cookie_its_shutdown_beacon_sends_back():
    read = []  # tornado's xsrf_token property sets the cookie when it is read
    handler = type("Handler", (), {"xsrf_token": property(lambda self: read.append(1) or b"2|token")})()
    assert _voila_config().VoilaConfiguration.prelaunch_hook(handler, notebook=None, cwd=".") is None
    assert read == [1]


# --- ./run-course: JupyterLab without the news popup ---------------------------------------------------------

def _fake_venv(path: Path, *tools: str) -> Path:
    """This Python's venv seen through ``path``, with a fresh install stamp: setup-env.sh installs nothing."""
    (path / "bin").mkdir(parents=True)
    for tool in ("python", *tools):
        (path / "bin" / tool).symlink_to(Path(sys.executable).parent / tool)
    (path / ".installed").touch()
    return path


def test_run_course_starts_jupyterlab_without_the_jupyter_news_popup(tmp_path):
    """The popup asks "get notified about Jupyter news?" while the notification setting fetchNews is "none"
    (JupyterLab's default); ./run-course's settings say "false" (never fetch, never ask)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    token = "zhora-test"
    env = dict(os.environ, ZHORA_VENV=str(_fake_venv(tmp_path / "venv", "jupyter", "jupyter-lab", "jupyter-trust")),
               HOME=str(tmp_path), JUPYTER_DATA_DIR=str(tmp_path / "data"), JUPYTER_RUNTIME_DIR=str(tmp_path / "rt"),
               JUPYTERLAB_SETTINGS_DIR=str(tmp_path / "settings"), JUPYTERLAB_WORKSPACES_DIR=str(tmp_path / "ws"))
    process = subprocess.Popen([str(ROOT / "run-course"), "--no-browser", f"--port={port}", "--ServerApp.ip=127.0.0.1",
                                f"--IdentityProvider.token={token}", "--ServerApp.port_retries=0"],
                               cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                               start_new_session=True)
    url = f"http://127.0.0.1:{port}/lab/api/settings/@jupyterlab/apputils-extension:notification?token={token}"
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                with urllib.request.urlopen(url, timeout=5) as response:
                    defaults = json.load(response)["schema"]["properties"]
                break
            except (urllib.error.URLError, ConnectionError):
                assert process.poll() is None, process.stderr.read()
                assert time.monotonic() < deadline, "JupyterLab did not answer within 90 s"
                time.sleep(0.5)
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(30)
    # The project's overrides become the defaults JupyterLab's front end reads (the user has set nothing).
    assert defaults["fetchNews"]["default"] == "false" and defaults["checkForUpdates"]["default"] is False

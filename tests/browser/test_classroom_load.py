"""A whole class at once: ./run-classroom serves the play room to 40 clients that open it together.

Loopback only, bounded in count and time, and it stops by itself. A few clients are real Chromium pages; the
others are light clients that do what Voila's page does over the network -- fetch the page, open the kernel's
websocket, ask for the widgets and their state -- and close the page the way its shutdown beacon does. Every page
must carry its game (its own deal, the table alive in its kernel) and every closed page must free its kernel.

Also here: what a page that lost its output shows (Voila's timeouts made short on purpose), the bundles an app
loads, and the beacon's XSRF token. ZHORA_LOAD_CLIENTS=N (at most 100) measures another class size; the times
go to test-artifacts/browser/classroom_load.txt.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import statistics
import sys
import threading
import time
import uuid
from contextlib import contextmanager
from http.cookies import SimpleCookie
from pathlib import Path

import pytest
from tornado.httpclient import AsyncHTTPClient, HTTPRequest
from tornado.websocket import websocket_connect

from conftest import ARTIFACTS, ROOT, _free_port, expect, serve, voila_command, voila_environment
from tests.russian_text import latin_words

CLIENTS = min(int(os.environ.get("ZHORA_LOAD_CLIENTS", "40")), 100)
BROWSER_PAGES = 4  # of CLIENTS: a Chromium context is heavy on a 2-core machine shared with other work
PAGE_GOAL = 60  # seconds for every page of the class to carry its game, on a laptop doing nothing else
PAGE_LIMIT = 300  # seconds a client waits at most
FREED_LIMIT = 20  # seconds for every closed page's kernel to be gone
PLAY_ROOM = "play_room.ipynb"
DOWNLOAD_BUDGET = 6_000_000  # bytes a play-room page downloads (10.3 MB with the plotly bundle)
APPS = ROOT / "tests" / "browser" / "apps"

_OUTPUT = re.compile(r'<script type="application/vnd.voila.cell-output\+json">\s*(.*?)\s*</script>', re.S)
_KERNEL = re.compile(r'"kernelId":\s*"([0-9a-f-]+)"')
_SEED = re.compile(r'data-seed="(\d+)"')


def parse_page(html: str) -> dict:
    """What a served app page carries: its kernel, its deal's seed, its widgets (the models of its outputs)."""
    outputs = [json.loads(text) for text in _OUTPUT.findall(html)]
    kernel = _KERNEL.search(html)
    seeds = [int(seed) for o in outputs for seed in _SEED.findall(o.get("data", {}).get("text/html", ""))]
    return {"kernel": kernel and kernel.group(1), "seed": seeds[0] if seeds else None,
            "widgets": [o["data"]["application/vnd.jupyter.widget-view+json"]["model_id"] for o in outputs
                        if "application/vnd.jupyter.widget-view+json" in o.get("data", {})]}


# --- the classroom server and its clients --------------------------------------------------------------------

@contextmanager
def run_classroom(venv: Path, log: str, *options: str):
    """./run-classroom itself on a free loopback port. Its venv ``venv`` is this Python's, seen through a
    directory whose install stamp is fresh, so tools/setup-env.sh never reinstalls the shared venv."""
    (venv / "bin").mkdir()
    for tool in ("python", "voila"):
        (venv / "bin" / tool).symlink_to(Path(sys.executable).parent / tool)
    (venv / ".installed").touch()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    port = _free_port()
    env = dict(voila_environment("en"), ZHORA_VENV=str(venv), ZHORA_PORT=str(port))
    with serve([str(ROOT / "run-classroom"), *options], port, ARTIFACTS / log, env) as server:
        yield server


@pytest.fixture(scope="module")
def classroom(tmp_path_factory):
    with run_classroom(tmp_path_factory.mktemp("venv"), "classroom-voila.log") as server:
        yield server


def _message(msg_type: str, content: dict, session: str) -> str:
    header = {"msg_id": uuid.uuid4().hex, "msg_type": msg_type, "session": session, "username": "",
              "date": "", "version": "5.3"}
    return json.dumps({"header": header, "parent_header": {}, "metadata": {}, "content": content,
                       "channel": "shell", "buffers": []})


async def _reply(ws, parent: str, msg_type: str) -> dict:
    """The next message of ``msg_type`` that answers the message ``parent``."""
    while True:
        text = await ws.read_message()
        if text is None:
            raise ConnectionError("the kernel's websocket closed")
        if isinstance(text, bytes):  # a message with binary buffers: not one we asked for
            continue
        message = json.loads(text)
        if message["msg_type"] == msg_type and message["parent_header"].get("msg_id") == parent:
            return message


async def light_client(base: str, path: str) -> dict:
    """Open ``path`` as Voila's page does, then close it as its beacon does. Returns what the page got."""
    start = time.monotonic()
    response = await AsyncHTTPClient().fetch(HTTPRequest(f"{base}/voila/render/{path}",
                                                         request_timeout=PAGE_LIMIT + 30), raise_error=False)
    page = parse_page(response.body.decode("utf-8", "replace") if response.body else "")
    page.update(status=response.code, served=time.monotonic() - start, table=False, freed=None)
    if not (page["kernel"] and page["widgets"]):
        return page
    session = uuid.uuid4().hex
    ws = await websocket_connect(f"{base.replace('http', 'ws', 1)}/api/kernels/{page['kernel']}/channels"
                                 f"?session_id={session}")
    async def state(model: str) -> dict:
        ask = _message("comm_msg", {"comm_id": model, "data": {"method": "request_state"}}, session)
        await ws.write_message(ask)
        return (await _reply(ws, json.loads(ask)["header"]["msg_id"], "comm_msg"))["content"]["data"]["state"]

    try:  # the widget manager: which widgets does the kernel hold, then the state of the displayed one
        ask = _message("comm_info_request", {"target_name": "jupyter.widget"}, session)
        await ws.write_message(ask)
        comms = (await _reply(ws, json.loads(ask)["header"]["msg_id"], "comm_info_reply"))["content"]["comms"]
        model = page["widgets"][0]
        if model in comms:
            shown = await state(model)
            if "zl-room" in shown.get("_dom_classes", ()):  # the play room: its header, then its table
                shown = await state(shown["children"][-1].removeprefix("IPY_MODEL_"))
            page["table"] = "zl-table" in shown.get("_dom_classes", ())
    finally:
        ws.close()
    page["ready"] = time.monotonic() - start
    xsrf = SimpleCookie(", ".join(response.headers.get_list("Set-Cookie"))).get("_xsrf")
    beacon = await AsyncHTTPClient().fetch(HTTPRequest(
        f"{base}/voila/api/shutdown/{page['kernel']}", method="POST", body=f"_xsrf={xsrf.value if xsrf else ''}",
        headers={"Cookie": f"_xsrf={xsrf.value}" if xsrf else ""}), raise_error=False)
    page["freed"] = beacon.code == 204
    return page


def run_light_clients(base: str, path: str, count: int) -> tuple[threading.Thread, list[dict]]:
    """Start ``count`` light clients at once in a thread of their own; join the thread, then read their results."""
    results: list[dict] = []

    async def all_clients():
        AsyncHTTPClient.configure(None, max_clients=count)
        results.extend(await asyncio.gather(*(light_client(base, path) for _ in range(count))))

    thread = threading.Thread(target=asyncio.run, args=(all_clients(),), daemon=True)
    thread.start()
    return thread, results


def _wait_for_no_kernels(server, limit: float) -> float | None:
    """Seconds until the server runs no kernel, or None if some are still running after ``limit``."""
    start = time.monotonic()
    while time.monotonic() - start < limit:
        if server.kernel_count() == 0:
            return time.monotonic() - start
        time.sleep(0.5)
    return None


# --- the load test --------------------------------------------------------------------------------------------

@pytest.mark.timeout(PAGE_LIMIT * 3)
def test_a_class_of_40_opening_the_play_room_together_each_get_their_own_game(classroom, browser):
    # The goal holds on a machine doing nothing else; on a busy one (CI, other work), the class may take as long
    # as its pages would one after another (one page alone, timed now; half as long again for the noise of a
    # shared machine), but no longer.
    thread, results = run_light_clients(classroom.url, PLAY_ROOM, 1)  # a thread: Playwright holds this one's loop
    thread.join(PAGE_LIMIT)
    alone = results[0]
    assert alone["table"], alone
    limit = min(max(PAGE_GOAL, 1.5 * CLIENTS * alone["ready"]), PAGE_LIMIT)
    cpu = classroom.cpu_seconds()
    start = time.monotonic()
    thread, light = run_light_clients(classroom.url, PLAY_ROOM, CLIENTS - BROWSER_PAGES)
    pages, page_errors = [], []
    for _ in range(BROWSER_PAGES):
        context = browser.new_context(viewport={"width": 1366, "height": 768}, locale="en-US")
        page = context.new_page()
        bundles: list[str] = []
        page.on("request", lambda request, bundles=bundles: bundles.append(request.url))
        page.on("pageerror", lambda error: page_errors.append(str(error)))
        page.goto(classroom.page_url(PLAY_ROOM), wait_until="commit", timeout=PAGE_LIMIT * 1000)
        pages.append((context, page, bundles))
    browser_seeds, browser_times = [], []
    try:
        for _, page, bundles in pages:
            expect(page.locator(".zl-table").first).to_be_visible(timeout=PAGE_LIMIT * 1000)
            browser_times.append(time.monotonic() - start)
            browser_seeds.append(int(page.locator(".zl-deal").get_attribute("data-seed")))
            assert page.locator(".zl-lost").count() == 0
            assert not [url for url in bundles if "jupyterlab-plotly" in url], "the play room loaded plotly"
    finally:
        for context, page, _ in pages:
            page.goto("about:blank")  # the beacon
            context.close()
    thread.join(PAGE_LIMIT + 60)
    freed_after = _wait_for_no_kernels(classroom, FREED_LIMIT)
    cpu = (classroom.cpu_seconds() - cpu) / CLIENTS

    times = sorted([p.get("ready", float("inf")) for p in light] + browser_times)
    load = os.getloadavg()[0]
    report = (f"{CLIENTS} clients ({BROWSER_PAGES} in Chromium) at once: every page ready within "
              f"{max(times):.1f} s (median {statistics.median(times):.1f} s; limit {limit:.0f} s, one page alone "
              f"{alone['ready']:.1f} s, load average {load:.1f}); the server's processor time {cpu:.2f} s a page; "
              f"kernels all freed "
              f"{'after %.1f s' % freed_after if freed_after is not None else 'NOT within %d s' % FREED_LIMIT}")
    (ARTIFACTS / "classroom_load.txt").write_text(
        report + "\n" + "\n".join(json.dumps(p) for p in light) + "\n", encoding="utf-8")
    print(report)
    missing = [p for p in light if not p["table"]]
    assert not thread.is_alive() and len(light) == CLIENTS - BROWSER_PAGES
    assert not page_errors, f"script errors on the page: {page_errors}"
    assert not missing, f"{len(missing)} of {CLIENTS} pages without their game: {missing[:3]}\n{report}"
    assert max(times) <= limit, report
    seeds = [p["seed"] for p in light] + browser_seeds
    assert None not in seeds and len(set(seeds)) == CLIENTS, f"the pages' deals are not all different: {seeds}"
    assert all(p["freed"] for p in light), "a shutdown beacon was refused"
    assert freed_after is not None, report


def test_the_shared_deal_switch_gives_every_page_the_same_deal(tmp_path):
    """./run-classroom --shared-deal 118: two pages, one deal (the switch reaches the kernels)."""
    with run_classroom(tmp_path, "shared-deal-voila.log", "--shared-deal", "118") as server:
        seeds = [parse_page(server.render(PLAY_ROOM))["seed"], parse_page(server.render(PLAY_ROOM))["seed"]]
        replay = parse_page(server.render(PLAY_ROOM, seed=7))["seed"]
    assert seeds == [118, 118] and replay == 118  # the teacher's deal wins over an address's


def test_a_page_asks_for_a_deal_by_its_address(voila_server):
    """?seed=N replays deal N (the link on the page); without it each page gets a new deal."""
    path = "notebooks/classroom/play_room.ipynb"
    assert parse_page(voila_server.render(path, seed=4242))["seed"] == 4242
    fresh = {parse_page(voila_server.render(path))["seed"] for _ in range(2)}
    assert len(fresh) == 2 and 118 not in fresh


# --- closing a page, the bundles ----------------------------------------------------------------------------

def test_a_closed_page_frees_its_kernel_at_once_with_xsrf_protection_on(voila_server, browser):
    path = "notebooks/classroom/play_room.ipynb"
    before = voila_server.kernel_count()
    context = browser.new_context()
    page = context.new_page()
    finished = []
    page.on("requestfinished", lambda request: finished.append(request))
    try:
        page.goto(voila_server.page_url(path))
        expect(page.locator(".zl-table").first).to_be_visible()
        page.wait_for_load_state("networkidle")
        assert voila_server.kernel_count() == before + 1
        sizes = {request.url: request.sizes()["responseBodySize"] for request in finished}
        assert not [url for url in sizes if "jupyterlab-plotly" in url or "jupyterlab_pygments" in url]
        total = sum(sizes.values())
        (ARTIFACTS / "play_room_downloads.txt").write_text(
            f"{len(sizes)} files, {total / 1e6:.1f} MB\n" + "\n".join(f"{n:>9} {url}" for url, n in sizes.items()))
        assert total < DOWNLOAD_BUDGET, f"the play room downloads {total / 1e6:.1f} MB"
        page.goto("about:blank")  # beforeunload: the shutdown beacon, with the page's _xsrf cookie
        deadline = time.monotonic() + 10
        while voila_server.kernel_count() > before and time.monotonic() < deadline:
            time.sleep(0.25)
        assert voila_server.kernel_count() == before
    finally:
        context.close()
    # The protection is on: a shutdown without the token is refused.
    html = voila_server.render(path)  # shuts its own kernel down with the token
    kernel = parse_page(html)["kernel"]
    assert voila_server.shut_down(kernel, "") in (403,)


# --- a page that lost its output -------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def impatient_servers():
    """Voila over tests/browser/apps with the project's configuration but a 3-second cell timeout, so that
    late_once.ipynb (slow on its first page) loses its output the way a page under a rush does; in English and
    in Russian."""
    servers = {}
    with serve(voila_command(APPS, (en := _free_port()), "--VoilaExecutor.timeout=3"), en,
               ARTIFACTS / "impatient-en.log", voila_environment("en")) as servers["en"], \
         serve(voila_command(APPS, (ru := _free_port()), "--VoilaExecutor.timeout=3"), ru,
               ARTIFACTS / "impatient-ru.log", voila_environment("ru")) as servers["ru"]:
        yield servers


def test_a_page_that_lost_its_output_says_so_and_its_reload_brings_the_game(impatient_servers, browser,
                                                                             tmp_path):
    marker = tmp_path / "first-page-done"
    context = browser.new_context()
    page = context.new_page()
    try:
        page.goto(impatient_servers["en"].page_url("late_once.ipynb", marker=marker))
        lost = page.locator(".zl-lost")
        expect(lost).to_be_visible()
        assert "did not load completely" in lost.inner_text() and "Traceback" not in page.content()
        assert "timed out" not in page.inner_text("body")  # not Voila's instructions for a maintainer
        page.get_by_role("button", name="Reload the page").click()
        expect(page.locator(".zl-on-time")).to_be_visible()
        assert page.locator(".zl-lost").count() == 0
    finally:
        page.goto("about:blank")
        context.close()


def test_a_page_whose_kernel_never_answers_says_so_instead_of_loading_forever(browser, tmp_path):
    """Voila gives up on a kernel that does not answer (here after 3 s) but leaves its page loading, sending a
    heartbeat now and then; past the template's limit (here 4 s) the page says so under the spinner."""
    kernel = tmp_path / "share" / "kernels" / "zl-silent"
    kernel.mkdir(parents=True)
    (kernel / "kernel.json").write_text(json.dumps({
        "argv": [sys.executable, "-c", "import time; time.sleep(300)", "{connection_file}"],
        "display_name": "A kernel that never answers", "language": "python"}))
    env = voila_environment("en")
    env["JUPYTER_PATH"] = os.pathsep.join([str(tmp_path / "share"), env["JUPYTER_PATH"]])
    port = _free_port()
    options = ["--VoilaExecutor.startup_timeout=3", "--VoilaConfiguration.http_keep_alive_timeout=1",
               "--VoilaConfiguration.resources={'zhora_lang': 'en', 'zhora_loading_limit': 4}"]
    with serve(voila_command(APPS, port, *options), port, ARTIFACTS / "silent-kernel.log", env) as server:
        context = browser.new_context()
        page = context.new_page()
        try:
            page.goto(server.page_url("silent_kernel.ipynb"), wait_until="commit")
            lost = page.locator("#loading .zl-lost")
            expect(lost).to_be_visible()
            expect(lost.get_by_role("button", name="Reload the page")).to_be_visible()
        finally:
            page.goto("about:blank")
            context.close()


def test_the_lost_output_message_is_in_russian_in_russian_mode(impatient_servers, tmp_path):
    html = impatient_servers["ru"].render("late_once.ipynb", marker=tmp_path / "first-page-done")
    message = re.search(r'<div class="zl-lost".*?</div>', html, re.S)
    assert message, "no message on a page that lost its output"
    text = re.sub(r"<[^>]+>", " ", message.group(0))
    assert "Обновить страницу" in text and not latin_words(text), text

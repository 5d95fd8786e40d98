"""Real-browser tests: Voila serves the notebooks, Playwright drives Debian's Chromium.

* One Voila server for the session, on a free loopback port, in directory mode over the checkout, so the
  classroom apps (notebooks/classroom/), the lessons (notebooks/) and the small test apps (tests/browser/apps/,
  which nbval does not collect: see ``collect_ignore_glob``) can all be opened. It uses the project's Voila
  template (share/jupyter/voila/templates/zhora: no CDN stylesheets) and configuration
  (share/jupyter/config/voila.py, XSRF protection on), as ./run-classroom does; ``serve`` starts others.
* One Chromium for the session: Debian's package, through Playwright's ``executable_path`` (never
  ``playwright install``). ./run-tests installs it when it is missing and it runs as root; otherwise these tests
  skip, saying why -- or fail, when ZHORA_REQUIRE_BROWSER=1 (as .ci/run sets).
* A fresh browser context and page per test, so a fresh kernel. At the end of each test the page is saved as
  ``test-artifacts/browser/<test>.png``, its console errors and requests to other hosts are checked, and it goes
  to about:blank so that its shutdown beacon frees its kernel.
* ``VoilaPage.timed_click`` measures click-to-update times in the browser; the session writes them to
  ``test-artifacts/browser/click_times.txt`` and prints the median in pytest's summary.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import time
import urllib.error
import urllib.request
from contextlib import contextmanager
from dataclasses import dataclass
from http.cookies import SimpleCookie
from pathlib import Path
from urllib.parse import urlencode, urlsplit

import pytest

try:
    from playwright.sync_api import expect, sync_playwright
except ImportError:  # the "test" extra installs playwright; without it these tests skip
    expect = sync_playwright = None

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "browser"

# The test apps are notebooks for Voila, not for nbval (whose --nbval in addopts collects *.ipynb).
collect_ignore_glob = ["apps/*"]

CHROME_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
VOILA_START_TIMEOUT = 90  # seconds
PAGE_TIMEOUT = 120_000  # ms: a first render can take 15 s on 2 CPUs, and a minute when the machine is loaded
CELL_ERRORS = ".jp-RenderedText[data-mime-type='application/vnd.jupyter.stderr']"
# Console errors that are not ours: jupyterlab-plotly caching a PNG in Voila's read-only model.
BENIGN_CONSOLE = re.compile(r"setData is not a function")

CLICK_TIMES: list[tuple[str, float]] = []  # (what, milliseconds), for the session summary


def _unavailable(reason: str):
    """Skip the browser tests, or fail them when ZHORA_REQUIRE_BROWSER=1 (CI must run them)."""
    if os.environ.get("ZHORA_REQUIRE_BROWSER") == "1":
        pytest.fail(f"{reason} -- and ZHORA_REQUIRE_BROWSER=1 says the browser tests must run", pytrace=False)
    pytest.skip(reason)


def find_chromium() -> str | None:
    """$ZHORA_CHROMIUM, else `chromium` on PATH (Debian's package)."""
    named = os.environ.get("ZHORA_CHROMIUM")
    if named:
        return named if os.access(named, os.X_OK) else None
    return shutil.which("chromium")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# --- the Voila server ---------------------------------------------------------------------------------------

@dataclass
class VoilaServer:
    url: str
    process: subprocess.Popen
    log: Path

    def page_url(self, path: str, **query: object) -> str:
        """The URL of a notebook (a path from the checkout); ``query`` goes to the kernel as QUERY_STRING."""
        return f"{self.url}/voila/render/{path}" + (f"?{urlencode(query)}" if query else "")

    def render(self, path: str, timeout: float = 120, **query: object) -> str:
        """The page of a notebook as Voila serves it (every cell run in a new kernel), then shut that kernel
        down as the page's beacon does. No browser: Voila puts the outputs, tracebacks included, in the HTML."""
        with urllib.request.urlopen(self.page_url(path, **query), timeout=timeout) as response:
            html = response.read().decode("utf-8")
            xsrf = SimpleCookie(", ".join(response.headers.get_all("Set-Cookie") or [])).get("_xsrf")
        kernel = re.search(r'"kernelId":\s*"([0-9a-f-]+)"', html)
        if kernel and xsrf:
            self.shut_down(kernel.group(1), xsrf.value)
        return html

    def shut_down(self, kernel_id: str, xsrf: str) -> int:
        """What a page's shutdown beacon does when it closes: POST the ``_xsrf`` cookie's value back with it.
        Returns the HTTP status (204: the kernel is shut down)."""
        request = urllib.request.Request(
            f"{self.url}/voila/api/shutdown/{kernel_id}", method="POST", data=urlencode({"_xsrf": xsrf}).encode(),
            headers={"Cookie": f"_xsrf={xsrf}", "Content-Type": "application/x-www-form-urlencoded"})
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return response.status
        except urllib.error.HTTPError as error:
            return error.code

    def cpu_seconds(self) -> float:
        """The processor time Voila has used so far, with that of its kernels that have ended (Linux)."""
        fields = Path(f"/proc/{self.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return sum(map(int, fields[11:15])) / os.sysconf("SC_CLK_TCK")  # utime stime cutime cstime

    def kernel_count(self) -> int:
        """The kernels Voila runs now: its child processes (read from /proc: Linux)."""
        count = 0
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rsplit(")", 1)[1].split()
            except OSError:  # the process ended meanwhile
                continue
            count += fields[1] == str(self.process.pid)  # fields: state, ppid, ...
        return count

    def log_tail(self, lines: int = 30) -> str:
        return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])


def _stop(process: subprocess.Popen) -> None:
    """SIGTERM to Voila's process group (Voila shuts its kernels down), SIGKILL after 15 s."""
    for sig, wait in ((signal.SIGTERM, 15), (signal.SIGKILL, 5)):
        if process.poll() is not None:
            return
        try:
            os.killpg(process.pid, sig)
        except ProcessLookupError:
            return
        try:
            process.wait(wait)
        except subprocess.TimeoutExpired:
            continue


def voila_environment(lang: str = "en", **extra: str) -> dict[str, str]:
    """The environment ./run-classroom gives Voila: the project's template (JUPYTER_PATH) and configuration
    (JUPYTER_CONFIG_PATH: share/jupyter/config/voila.py), the apps' language."""
    def prepend(path: Path, variable: str) -> str:
        return os.pathsep.join(filter(None, [str(path), os.environ.get(variable)]))
    return dict(os.environ, ZHORA_LANG=lang, JUPYTER_PATH=prepend(ROOT / "share" / "jupyter", "JUPYTER_PATH"),
                JUPYTER_CONFIG_PATH=prepend(ROOT / "share" / "jupyter" / "config", "JUPYTER_CONFIG_PATH"), **extra)


def wait_until_serving(server: VoilaServer, timeout: float = VOILA_START_TIMEOUT) -> None:
    """Poll a static file (GET / would start a kernel) until the server answers; fail if it exits or stays mute."""
    deadline = time.monotonic() + timeout
    while True:
        if server.process.poll() is not None:
            pytest.fail(f"voila exited with code {server.process.returncode}:\n{server.log_tail()}", pytrace=False)
        try:
            with urllib.request.urlopen(f"{server.url}/voila/static/voila.js", timeout=2) as response:
                if response.status == 200:
                    return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            pass
        if time.monotonic() > deadline:
            pytest.fail(f"voila did not answer within {timeout} s:\n{server.log_tail()}", pytrace=False)
        time.sleep(0.25)


@contextmanager
def serve(command: list[str], port: int, log: Path, env: dict[str, str], cwd: Path = ROOT):
    """Run a Voila ``command`` listening on ``port`` (its own process group), yield it once it serves, stop it."""
    with open(log, "w") as out:
        process = subprocess.Popen(command, cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT,
                                   stdin=subprocess.DEVNULL, start_new_session=True)
    server = VoilaServer(f"http://127.0.0.1:{port}", process, log)
    try:
        wait_until_serving(server)
        yield server
    finally:
        _stop(process)


def voila_command(root: Path, port: int, *options: str) -> list[str]:
    """Voila as ./run-classroom starts it, on a loopback ``port``, serving ``root``."""
    return [sys.executable, "-m", "voila", "--no-browser", f"--port={port}", "--Voila.port_retries=0",
            "--Voila.ip=127.0.0.1", f"--Voila.root_dir={root}", "--template=zhora", *options]


@pytest.fixture(scope="session")
def voila_server() -> VoilaServer:
    """The checkout, served with the project's Voila configuration (XSRF protection on: a closed page frees its
    kernel with the shutdown beacon) and tracebacks shown, so that a failing cell is reported."""
    if sync_playwright is None:
        _unavailable("playwright is not installed (pip install -e '.[test]' installs it)")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    port = _free_port()
    with serve(voila_command(ROOT, port, "--show_tracebacks=True"), port, ARTIFACTS / "voila.log",
               voila_environment("en")) as server:  # the classroom apps in English whatever the caller's setting
        yield server


# --- the browser --------------------------------------------------------------------------------------------

@pytest.fixture(scope="session")
def browser():
    if sync_playwright is None:
        _unavailable("playwright is not installed (pip install -e '.[test]' installs it)")
    chromium = find_chromium()
    if chromium is None:
        _unavailable("Chromium is not installed: apt-get install chromium (./run-tests does it when run as root), "
                     "or set ZHORA_CHROMIUM=/path/to/chromium")
    expect.set_options(timeout=PAGE_TIMEOUT)
    playwright = sync_playwright().start()
    try:
        try:
            browser = playwright.chromium.launch(executable_path=chromium, args=CHROME_ARGS)
        except Exception as error:  # noqa: BLE001 - report any launch failure the same way
            _unavailable(f"Chromium at {chromium} does not start under Playwright: {error}")
        yield browser
        browser.close()
    finally:
        playwright.stop()


class VoilaPage:
    """One browser page on the Voila server, with the checks and helpers the tests share."""

    def __init__(self, page, server: VoilaServer) -> None:
        self.page = page
        self.server = server
        self.console_errors: list[str] = []
        self.foreign_requests: list[str] = []
        self.load_seconds: float | None = None
        page.on("console", lambda m: self.console_errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda error: self.console_errors.append(f"page error: {error}"))
        page.on("request", self._on_request)

    def _on_request(self, request) -> None:
        host = urlsplit(request.url).hostname
        if host not in (None, "127.0.0.1") and not request.url.startswith(("data:", "blob:")):
            self.foreign_requests.append(request.url)

    def open(self, path: str, ready: str, **query: object) -> None:
        """Open a notebook as an app and wait for ``ready`` (a CSS selector) to show; no cell may fail."""
        start = time.monotonic()
        self.page.goto(self.server.page_url(path, **query))
        ready_or_error = self.page.locator(f"{ready}, {CELL_ERRORS}").first
        expect(ready_or_error).to_be_visible()
        self.load_seconds = time.monotonic() - start
        self.assert_no_cell_errors()
        expect(self.page.locator(ready).first).to_be_visible()

    def cell_errors(self) -> list[str]:
        """The text of the failed cells' tracebacks (and anything else written to stderr) on the page."""
        return self.page.locator(CELL_ERRORS).all_inner_texts()

    def assert_no_cell_errors(self) -> None:
        errors = self.cell_errors()
        assert not errors, "a cell failed under Voila:\n" + "\n".join(errors)
        assert self.page.get_by_text("Error displaying widget").count() == 0

    def timed_click(self, locator, changed: str, what: str = "") -> float:
        """Click ``locator`` and return the milliseconds from the click event until the page satisfies
        ``changed`` (a JavaScript expression), measured in the page; the time is kept for the summary."""
        self.page.evaluate(_ARM_CLICK_TIMER, changed)
        locator.click()
        elapsed = self.page.evaluate(_AWAIT_CLICK_TIMER, PAGE_TIMEOUT)
        CLICK_TIMES.append((what or changed, elapsed))
        return elapsed

    def texts(self, selector: str) -> list[str]:
        return [t.strip() for t in self.page.locator(selector).all_inner_texts()]

    def screenshot(self, path: Path) -> None:
        """The whole app (Voila scrolls inside #rendered_cells, so the viewport is made as tall as it)."""
        page = self.page
        height = page.evaluate("() => { const c = document.querySelector('#rendered_cells');"
                               " return c ? c.scrollHeight : document.documentElement.scrollHeight; }")
        width = page.viewport_size["width"]
        page.set_viewport_size({"width": width, "height": max(600, min(int(height) + 20, 6000))})
        page.screenshot(path=str(path), full_page=True)


_ARM_CLICK_TIMER = """(changed) => {
  const test = new Function(`return (${changed});`);
  window.__zlClickTime = new Promise((resolve) => {
    let start = null;
    const check = () => {
      if (start !== null && test()) { observer.disconnect(); resolve(performance.now() - start); }
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
    document.addEventListener('click', () => { start = performance.now(); check(); }, {capture: true, once: true});
  });
}"""
_AWAIT_CLICK_TIMER = """(timeout) => Promise.race([
  window.__zlClickTime,
  new Promise((_, reject) => setTimeout(() => reject(new Error(`no update ${timeout} ms after the click`)), timeout)),
])"""


def _artifact_name(nodeid: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", nodeid.split("::", 1)[-1]).strip("_")[:120]


@pytest.fixture
def voila_page(request, browser, voila_server):
    """A fresh page (a fresh context, so a fresh kernel per app opened)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US")
    context.set_default_timeout(PAGE_TIMEOUT)
    app = VoilaPage(context.new_page(), voila_server)
    try:
        yield app
        if app.page.url.startswith(voila_server.url):
            console = [e for e in app.console_errors if not BENIGN_CONSOLE.search(e)]
            assert not console, f"errors in the browser console: {console}"
            assert not app.foreign_requests, f"the page asked the internet for {app.foreign_requests}"
    finally:
        try:
            if app.page.url.startswith(voila_server.url):
                app.screenshot(ARTIFACTS / f"{_artifact_name(request.node.nodeid)}.png")
            app.page.goto("about:blank")  # beforeunload: the page's beacon shuts its kernel down
        finally:
            context.close()


# --- the session summary: click-to-update times -------------------------------------------------------------

def _click_summary() -> list[str]:
    """Write the click times to ``ARTIFACTS``; the summary's lines (none without a click)."""
    if not CLICK_TIMES:
        return []
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    times = [ms for _, ms in CLICK_TIMES]
    median = statistics.median(times)
    lines = [f"{ms:8.1f} ms  {what}" for what, ms in CLICK_TIMES]
    summary = (f"browser click-to-update: median {median:.0f} ms over {len(times)} clicks "
               f"(min {min(times):.0f}, max {max(times):.0f}; goal <= 300 ms)")
    (ARTIFACTS / "click_times.txt").write_text("\n".join(lines + ["", summary]) + "\n", encoding="utf-8")
    (ARTIFACTS / "click_times.json").write_text(json.dumps(
        {"median_ms": median, "clicks": [{"what": w, "ms": ms} for w, ms in CLICK_TIMES]}, indent=1),
        encoding="utf-8")
    return [summary, f"times: {ARTIFACTS / 'click_times.txt'}; screenshots: {ARTIFACTS}/*.png"]


def pytest_sessionfinish(session):
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None and CLICK_TIMES:  # an xdist worker: tests/conftest.py's controller prints them
        workeroutput.setdefault("summaries", {})["browser tests"] = _click_summary()


def pytest_terminal_summary(terminalreporter):
    if hasattr(terminalreporter.config, "workerinput"):
        return  # a worker's summary goes to the controller (pytest_sessionfinish above)
    lines = _click_summary()
    if lines:
        terminalreporter.write_sep("-", "browser tests")
        for line in lines:
            terminalreporter.write_line(line)

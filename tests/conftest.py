"""How ./run-tests spreads the tests over two pytest-xdist workers (``-n 2 --dist loadfile``).

Each file goes to one worker whole, so that a notebook's cells run in order in one kernel (nbval) and a module's
fixtures are built once. The browser tests (tests/browser/) are one unit: they run one after another on one
worker, beside one Voila server and one Chromium, while the other worker runs the rest. ``-n 0`` runs everything
in this process.

A worker's session summary lines (the browser tests' click-to-update times) are printed by the controller.
"""

from __future__ import annotations

import pytest

BROWSER = "tests/browser/"

# Not a module for --doctest-modules to import: it would import as "conftest", the name tests/browser/conftest.py
# holds in sys.modules (its tests import from it), and pytest would refuse the mismatch.
collect_ignore = ["conftest.py"]

#: Lines the workers handed over for the session summary, by section title.
WORKER_SUMMARIES: dict[str, list[str]] = {}


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class FilesAndTheBrowserTogether(LoadFileScheduling):
        """A unit of work per file, and one for all the browser tests."""

        def _split_scope(self, nodeid: str) -> str:
            return BROWSER if nodeid.startswith(BROWSER) else super()._split_scope(nodeid)

    return FilesAndTheBrowserTogether(config, log)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    for title, lines in getattr(node, "workeroutput", {}).get("summaries", {}).items():
        WORKER_SUMMARIES.setdefault(title, []).extend(lines)


def pytest_terminal_summary(terminalreporter):
    for title, lines in WORKER_SUMMARIES.items():
        if lines:
            terminalreporter.write_sep("-", title)
            for line in lines:
                terminalreporter.write_line(line)

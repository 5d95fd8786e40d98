"""Work that takes a moment (an analysis, a review) run on a thread, so that the widget it belongs to stays usable.

``Job(work, done=..., failed=...)`` calls ``work()`` on a daemon thread, then ``done(result)``, or
``failed(error)`` if it raised; ``background=False`` does all that at once, in the caller's thread. ``wait()``
returns when the work is over (a script, a test). ``WorkPanel`` is a panel that runs its work so, with a banner
saying what it is doing or what went wrong.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from .common import show_alert

__all__ = ["Job", "WorkPanel"]


class Job:
    """One piece of work and what follows it; see the module's text."""

    def __init__(self, work: Callable[[], Any], *, done: Callable[[Any], None],
                 failed: Callable[[BaseException], None], background: bool = True) -> None:
        self._work, self._done, self._failed = work, done, failed
        self._thread = threading.Thread(target=self._run, daemon=True) if background else None
        if self._thread is None:
            self._run()
        else:
            self._thread.start()

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def wait(self, timeout: float | None = None) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self) -> None:
        try:
            result = self._work()
        except Exception as error:  # shown in words by ``failed``: a widget never dies silently
            self._failed(error)
            return
        self._done(result)


class WorkPanel(w.VBox):
    """A panel whose work runs as a ``Job`` (``job``): ``message`` is what its banner says (what it is doing, or
    what went wrong, in words), ``wait()`` returns when the work is over; ``background=False`` works in the
    caller's thread."""

    def __init__(self, *, background: bool = True) -> None:
        super().__init__()
        self._background = background
        self.job: Job | None = None
        self.message = ""
        self._banner = w.HTML()

    @property
    def busy(self) -> bool:
        return self.job is not None and self.job.running

    def wait(self) -> None:
        """Return when the work running (if any) is over."""
        if self.job is not None:
            self.job.wait()

    def _start(self, work: Callable[[], Any], done: Callable[[Any], None]) -> None:
        self.job = Job(work, done=done, failed=self._failed, background=self._background)

    def _failed(self, error: BaseException) -> None:
        """Say in the banner that the work failed, and why (each panel words it its own way)."""
        raise NotImplementedError

    def _say(self, message: str, kind: str = "error") -> None:
        self.message = message
        show_alert(self._banner, message, kind)

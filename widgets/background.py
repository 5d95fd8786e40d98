"""Work that takes a moment (an analysis, a review) run on a thread, so that the widget it belongs to stays usable.

``Job(work, done=..., failed=...)`` calls ``work()`` on a daemon thread, then ``done(result)``, or
``failed(error)`` if it raised; ``background=False`` does all that at once, in the caller's thread. ``wait()``
returns when the work is over (a script, a test).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

__all__ = ["Job"]


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

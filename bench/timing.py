"""The benchmarks' clock: the median of several timed runs of one call."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def median_ms(call: Callable[[], object], repeats: int) -> float:
    """The median wall-clock time of ``repeats`` runs of ``call()``, in milliseconds."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000

"""Benchmark: the kernel-side cost of a click on the play table (engine step, bots' answers, re-render).

    python bench/widgets.py [--clicks 200]

Each sample clicks a legal card (or Draw) for the human seat of a seeded 3-player table, with the bots
answering at once (no display delay), and times the call; the median is the figure to watch (goal ≤ 50 ms).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from widgets import Table  # noqa: E402
from zhora_core.zhora import Draw, Pass, Play, Rules, SwapStarter  # noqa: E402


def click_once(table: Table) -> float:
    """Time one click of the human's first playable card (else Draw, else Pass)."""
    legal = table.controller.legal
    card = next((a.card for a in legal if type(a) in (Play, SwapStarter)), None)
    start = time.perf_counter()
    if card is not None:
        table.hand.click(card)
    elif any(type(a) is Draw for a in legal):
        table.click("draw")
    elif any(type(a) is Pass for a in legal):
        table.click("pass")
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=200)
    args = parser.parse_args(argv)
    times, seed = [], 0
    with contextlib.redirect_stdout(io.StringIO()):  # ipywidgets' Output capture writes control codes here
        table = Table(Rules(players=3), seed=seed)
        while len(times) < args.clicks:
            if table.state.outcome is not None or not table.controller.is_human_turn:
                seed += 1
                table = Table(Rules(players=3), seed=seed)
                continue
            times.append(click_once(table))
    ms = sorted(t * 1000 for t in times)
    print(f"{len(ms)} clicks: median {statistics.median(ms):.1f} ms, 90th percentile {ms[int(len(ms) * 0.9)]:.1f} ms,"
          f" max {ms[-1]:.1f} ms (goal: median ≤ 50 ms)")


if __name__ == "__main__":
    main()

"""Benchmark and published figures: ``compare_games`` over every game at its usual player counts, writing the frame
that lesson 20 loads.

    python bench/compare.py [--games 1000] [--skill-games N] [--seed 0] [--workers N] [--out PATH] [--profile]

Plays ``--games`` whole games of every game at each of its ``usual_players`` counts with heuristic bots (and half
as many for CardStock's Order, and ``--skill-games`` single rounds with the search bot), then writes the frame as
CSV with ``#`` comment lines in front: the seed, the sample sizes, the date, the wall-clock and CPU time, the
machine's cores and its load before and after (read it with ``pandas.read_csv(path, comment="#")``). The CPU
time is this process's and its finished workers' (``os.times``). ``--profile`` runs it in this process under
cProfile instead and prints the 25 costliest functions (nothing is written).
"""

from __future__ import annotations

import argparse
import cProfile
import os
import platform
import pstats
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from zhora_core import games as registry  # noqa: E402
from zhora_core.comparison import compare_games  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "notebooks" / "data" / "compare_games.csv"

#: The search bot's rounds per game and count in the published figures: a round of Thirteen takes it about a
#: second of CPU, of two-player Joker-52 half a second, so 20 rounds of every table cost about 40 s of the run's
#: 290 s.
SKILL_GAMES = 20


def run(games: int, skill_games: int, seed: int, workers: int | None) -> tuple:
    """The frame and what the run cost: wall seconds, CPU seconds, load averages before and after."""
    load = os.getloadavg()
    start, cpu = time.perf_counter(), os.times()
    frame = compare_games(registry.names(), games=games, skill_games=skill_games, seed=seed, workers=workers)
    wall = time.perf_counter() - start
    end = os.times()
    used = (end.user - cpu.user) + (end.system - cpu.system) + (end.children_user - cpu.children_user) + (
        end.children_system - cpu.children_system)
    return frame, wall, used, load, os.getloadavg()


def header(games: int, skill_games: int, seed: int, wall: float, cpu: float, before, after) -> list[str]:
    """The comment lines in front of the CSV."""
    loads = " ".join(f"{x:.2f}" for x in before), " ".join(f"{x:.2f}" for x in after)
    return [f"# compare_games over {', '.join(registry.names())} at their usual player counts (bench/compare.py)",
            f"# seed={seed} games={games} skill_games={skill_games} bots=heuristic",
            f"# date={datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC",
            f"# wall_seconds={wall:.1f} cpu_seconds={cpu:.1f} cores={os.cpu_count()} "
            f"python={platform.python_version()}",
            f"# load_before={loads[0]} load_after={loads[1]} (1, 5 and 15 minute load averages)"]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--skill-games", type=int, default=SKILL_GAMES)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=None, help="processes (default: one per core)")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--profile", action="store_true", help="profile in this process instead; write nothing")
    args = parser.parse_args(argv)
    if args.profile:
        profile = cProfile.Profile()
        profile.runcall(compare_games, registry.names(), games=args.games, skill_games=args.skill_games,
                        seed=args.seed, workers=1)
        pstats.Stats(profile).sort_stats("cumulative").print_stats(25)
        return
    frame, wall, cpu, before, after = run(args.games, args.skill_games, args.seed, args.workers)
    lines = header(args.games, args.skill_games, args.seed, wall, cpu, before, after)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("\n".join(lines) + "\n" + frame.to_csv(index=False), encoding="utf-8")
    print("\n".join(lines))
    print(f"{len(frame)} rows written to {args.out}")


if __name__ == "__main__":
    main()

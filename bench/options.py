"""Benchmark: every game's rule options ranked by their effect on length, fairness and skill, written to the CSV
that lesson 21 (``notebooks/21_which_rule_matters.ipynb``) loads and checks.

    python bench/options.py [--scale 1.0] [--workers 2] [--only zhora,prsi] [--out notebooks/data/option_effects.csv]

Every game of the registry (``zhora_core.games.names()``) is ranked at its default rules (its usual number of players; a reading made for another number, at that
number too) by ``zhora_core.lab.rank_options`` on the same seeds: length (``turns``) and fairness
(``first_mover_won``) with heuristic bots in every seat, skill (``bot_margin``, ``bot_won``) with one heuristic bot
in seat 0 among random ones. The sample of each game
(``ROUNDS``, times ``--scale``) is sized to its speed, so that the whole run takes minutes (about 8 on this
2-core machine under a load of 9). Every row of the CSV carries the seed, the sample, the bots, the date, the
machine's load average when the game started and the game's run time in seconds.
"""

from __future__ import annotations

import argparse
import datetime
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from zhora_core import games as registry  # noqa: E402
from zhora_core.lab import rank_options  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "notebooks" / "data" / "option_effects.csv"
SEED = 2026
#: Rounds per game and per bot line-up where a game's speed calls for its own (Thirteen's rounds are long; the Joker
#: games' short); any other game of the registry plays ``DEFAULT_ROUNDS``.
ROUNDS = {"zhora": 1500, "joe": 2000, "thirteen": 200, "prsi": 2500, "joker": 2000, "joker52": 3000,
          "banker": 3000}
DEFAULT_ROUNDS = 1000
#: The measures of each run: heuristic bots everywhere for length and fairness, one among random bots for skill.
RUNS = (("heuristic", ("turns", "first_mover_won")), ("random", ("bot_margin", "bot_won")))


def rank_game(name: str, rounds: int, *, seed: int = SEED, workers: int = 1):
    """Every option of game ``name`` at its default rules, ranked on each measure of ``RUNS``, one frame; a reading
    that needs another number of players (Joe's challenge, for two) is ranked at that number too, in rows of its
    own (the ``players`` column)."""
    import pandas as pd

    spec = registry.spec(name)
    rules = spec.Rules()
    tables = [(rules, None)] + [(spec.Rules(players=option.requires["players"]), [option.name])
                                for option in spec.options
                                if option.requires.get("players", rules.players) != rules.players]
    parts = []
    for base, options in tables:
        for others, metrics in RUNS:
            bots = ("heuristic",) + (others,) * (base.players - 1)
            frame = rank_options(base, metric=metrics, rounds=rounds, seed=seed, bots=bots, workers=workers,
                                 options=options)
            parts.append(frame.assign(bots=" ".join(bots), players=base.players))
    return pd.concat(parts, ignore_index=True).assign(sample=rounds)


def rounds_for(name: str, scale: float = 1.0) -> int:
    """The sample of game ``name``: its rounds per rules and bot line-up, times ``scale`` (at least 10)."""
    return max(10, round(ROUNDS.get(name, DEFAULT_ROUNDS) * scale))


def chosen_games(only: str) -> list[str]:
    """The games named in ``--only`` (comma-separated), every game of the registry when none is; an unknown name is
    refused with the registry's names."""
    names = [n for n in only.split(",") if n] or list(registry.names())
    unknown = [n for n in names if n not in registry.names()]
    if unknown:
        raise SystemExit(f"--only: unknown game(s) {', '.join(unknown)}; the games are {', '.join(registry.names())}")
    return names


def main(argv: list[str] | None = None) -> None:
    import pandas as pd

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every game's sample by this")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--only", default="", help="comma-separated game names (default: every game)")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    names = chosen_games(args.only)
    date = datetime.date.today().isoformat()
    frames = []
    start = time.perf_counter()
    for name in names:
        load = os.getloadavg()[0]
        began = time.perf_counter()
        frame = rank_game(name, rounds_for(name, args.scale), seed=args.seed, workers=args.workers)
        seconds = time.perf_counter() - began
        frames.append(frame.assign(date=date, load=round(load, 2), seconds=round(seconds, 1)))
        print(f"{name}: {len(frame)} effects from {frame['sample'].iloc[0]} rounds per rules, {seconds:.0f} s "
              f"(load {load:.1f})", flush=True)
    table = pd.concat(frames, ignore_index=True)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    table.to_csv(args.out, index=False, float_format="%.6g")
    print(f"wrote {len(table)} rows to {args.out} in {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()

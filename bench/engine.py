"""Benchmark: every game's engine in decisions per second, beside OpenSpiel's crazy_eights and oh_hell and
RLCard's uno when they are installed (the ``bench`` extra).

    python bench/engine.py [--decisions 20000] [--repeat 25] [--games 10000] [--workers N] [--only zhora,joe]

A decision is one ``legal_actions`` + seeded random choice + ``apply``, as the peers are driven. Time is the CPU
time of this process (``time.process_time``), not wall-clock time, which on a shared machine counts other people's
work. The runs are short and many: in each of ``--repeat`` rounds every engine plays one run (seeded with the
round's number) and its peer plays one right after it, with the same seed, so that the two meet the same load.
An engine's speed is its median run, and its ratio to the peer the median of the ratios of those pairs, with
their interquartile range: a burst of other people's work slows a pair, not the verdict. The shedding games are
compared with crazy_eights, the trick-taking games with oh_hell. The whole games spread over processes are timed
by the clock on the wall, as their CPU time is spent in the workers.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import peers  # noqa: E402
from zhora_core import games as registry  # noqa: E402
from zhora_core.simulate import simulate  # noqa: E402
from zhora_core.zhora import Rules  # noqa: E402

#: How each game is benchmarked: its rules' options and the keywords of its ``new_round``, and the peer it is
#: compared with (the issue's settings: 4-player shedding rounds; a whole Georgian Joker deal of 9 cards each).
SETTINGS = {
    "zhora": ({"players": 4}, {}, "crazy_eights"),
    "joe": ({"players": 4}, {}, "crazy_eights"),
    "thirteen": ({}, {}, "crazy_eights"),
    "prsi": ({"players": 4}, {}, "crazy_eights"),
    "joker": ({"players": 4}, {"cards": 9}, "oh_hell"),
    "joker52": ({"players": 4}, {"cards": 8}, "oh_hell"),
    "banker": ({"players": 4}, {}, None),
}


def random_rounds(name: str, *, decisions: int = 200_000, seed: int = 0) -> dict:
    """Seeded random play of whole rounds of the game ``name`` until ``decisions`` decisions have been made."""
    spec = registry.spec(name)
    options, round_options, _ = SETTINGS.get(name, ({}, {}, None))
    rules = spec.Rules(**options)
    new_round, legal_actions, apply = spec.new_round, spec.legal_actions, spec.apply
    rng = random.Random(seed)

    def run(target: int) -> tuple[int, int]:
        done = rounds = 0
        round_seed = seed
        while done < target:
            state = new_round(rules, dealer=round_seed % rules.players, seed=round_seed, **round_options)
            round_seed += 1
            rounds += 1
            while state.outcome is None and done < target:
                state = apply(state, rng.choice(legal_actions(state)))  # as the peers: rng.choice(legal)
                done += 1
        return done, rounds

    run(peers._warmup(decisions))
    start = time.process_time()
    done, rounds = run(decisions)
    seconds = time.process_time() - start
    result = peers._result(f"{spec.title[0]} ({rules.players} players, random play)", done, seconds, rounds)
    result["rounds_per_s"] = rounds / seconds
    result["decisions_per_round"] = done / rounds
    return result


def zhora_games(*, games: int, workers: int | None, players: int = 4, seed: int = 0) -> dict:
    """Whole games to ЖОРА between heuristic bots, spread over ``workers`` processes."""
    start = time.perf_counter()
    sim = simulate(Rules(players=players), games=games, seed=seed, workers=workers)
    seconds = time.perf_counter() - start
    rounds = sum(record.rounds for record in sim.records)
    return {"games": games, "seconds": seconds, "rounds": rounds, "games_per_s": games / seconds,
            "workers": workers or os.cpu_count()}


def paired_runs(repeat: int, engines: dict, peers_of: dict, peer_measures: dict) -> tuple[dict, dict]:
    """``repeat`` rounds: each engine's run (``engines[name](seed=round)``) followed by its peer's
    (``peer_measures[peers_of[name]](seed=round)``), then the peers no engine named. Returns every run's result by
    name (an empty list for a peer that is not installed) and, by engine, the ratio of the decisions per second of
    each of its runs to those of the peer's run after it."""
    runs: dict = {name: [] for name in (*engines, *peer_measures)}
    ratios: dict = {name: [] for name in engines}
    unpaired = [peer for peer in peer_measures if peer not in peers_of.values()]
    for seed in range(repeat):
        for name, measure in engines.items():
            ours = measure(seed=seed)
            runs[name].append(ours)
            peer = peers_of.get(name)
            theirs = peer_measures[peer](seed=seed) if peer in peer_measures else None
            if theirs is not None:
                runs[peer].append(theirs)
                ratios[name].append(ours["decisions_per_s"] / theirs["decisions_per_s"])
        for peer in unpaired:
            result = peer_measures[peer](seed=seed)
            if result is not None:
                runs[peer].append(result)
    return runs, {name: values for name, values in ratios.items() if values}


def _quartiles(values: list[float]) -> tuple[float, float, float]:
    """The lower quartile, the median and the upper quartile."""
    if len(values) == 1:
        return values[0], values[0], values[0]
    low, median, high = statistics.quantiles(values, n=4, method="inclusive")
    return low, median, high


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=20_000, help="decisions a run")
    parser.add_argument("--repeat", type=int, default=25, help="runs of each engine, each followed by its peer's")
    parser.add_argument("--games", type=int, default=10_000, help="whole games with heuristic bots (0: skip)")
    parser.add_argument("--workers", type=int, default=None, help="processes for the games (default: all cores)")
    parser.add_argument("--only", default="", help="comma-separated game names (default: every built game)")
    args = parser.parse_args(argv)
    names = [n for n in args.only.split(",") if n] or list(registry.names())
    decisions = args.decisions
    peer_measures = {"crazy_eights": partial(peers.openspiel_crazy_eights, decisions=decisions),
                     "oh_hell": partial(peers.openspiel_oh_hell, decisions=decisions),
                     "uno": partial(peers.rlcard_uno, decisions=max(5_000, decisions // 4))}
    engines = {name: partial(random_rounds, name=name, decisions=decisions) for name in names}
    peers_of = {name: SETTINGS[name][2] for name in names if SETTINGS.get(name, (None, None, None))[2]}
    runs, ratios = paired_runs(args.repeat, engines, peers_of, peer_measures)
    print(f"CPU time per decision: the median of {args.repeat} runs of {decisions:,} decisions; vs peer: the median "
          f"(and interquartile range) of the ratios of each run to the peer's run right after it")
    print(f"{'engine':66} {'decisions/s':>12} {'CPU µs/dec.':>12} {'rounds/s':>9} {'vs peer':>20}")
    for name in names:
        result = runs[name]
        vs = ""
        if name in ratios:
            low, median, high = _quartiles(ratios[name])
            vs = f"{median:.2f}x ({low:.2f}-{high:.2f})"
        rate = statistics.median(r["decisions_per_s"] for r in result)
        rounds = statistics.median(r["rounds_per_s"] for r in result)
        print(f"{result[0]['name']:66} {rate:12,.0f} {1e6 / rate:12.2f} {rounds:9,.0f} {vs:>20}")
    for peer in peer_measures:
        if runs[peer]:
            rate = statistics.median(r["decisions_per_s"] for r in runs[peer])
            print(f"{runs[peer][0]['name']:66} {rate:12,.0f} {1e6 / rate:12.2f}")
    if not any(runs[peer] for peer in peer_measures):
        print("(install the 'bench' extra, open-spiel and rlcard, to compare with the peers)")
    if "zhora" not in names:
        return
    if args.games:
        g = zhora_games(games=args.games, workers=args.workers)
        print(f"\n{g['games']:,} games to ЖОРА, 4 heuristic bots, {g['workers']} workers: {g['seconds']:.1f} s "
              f"({g['games_per_s']:,.0f} games/s, {g['rounds'] / g['games']:.1f} rounds a game; goal ≤ 60 s)")


if __name__ == "__main__":
    main()

"""Benchmark: every game's engine in decisions per second, beside OpenSpiel's crazy_eights and oh_hell and
RLCard's uno when they are installed (the ``bench`` extra).

    python bench/engine.py [--decisions 200000] [--repeat 3] [--games 10000] [--workers N] [--only zhora,joe]

A decision is one ``legal_actions`` + seeded random choice + ``apply``, as the peers are driven. Time is the CPU
time of this process (``time.process_time``), not wall-clock time, which on a shared machine counts other people's
work. The engines take turns, one run each in each of ``--repeat`` rounds, each run followed by one of the peer it
is compared with, so that the two meet the same load; each reports its best run (the least disturbed). The
shedding games are compared with crazy_eights, the trick-taking games with oh_hell. The whole games spread over
processes are timed by the clock on the wall, as their CPU time is spent in the workers.
"""

from __future__ import annotations

import argparse
import os
import random
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


def best_of_turns(repeat: int, measures: list[tuple[str, object]]) -> dict:
    """Run the ``(name, measure)`` pairs in their order, ``repeat`` rounds, and keep each name's best run (None if
    its engine is not installed). A name may come more than once a round: a peer is run right after each engine
    compared with it, so that the two meet the same load, and its best is taken over all of its runs."""
    runs: dict = {name: [] for name, _ in measures}
    for _ in range(repeat):
        for name, measure in measures:
            runs[name].append(measure())
    return {name: None if results[0] is None else max(results, key=lambda r: r["decisions_per_s"])
            for name, results in runs.items()}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=200_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--games", type=int, default=10_000, help="whole games with heuristic bots (0: skip)")
    parser.add_argument("--workers", type=int, default=None, help="processes for the games (default: all cores)")
    parser.add_argument("--only", default="", help="comma-separated game names (default: every built game)")
    args = parser.parse_args(argv)
    names = [n for n in args.only.split(",") if n] or list(registry.names())
    decisions = args.decisions
    peer_measures = {"crazy_eights": partial(peers.openspiel_crazy_eights, decisions=decisions),
                     "oh_hell": partial(peers.openspiel_oh_hell, decisions=decisions),
                     "uno": partial(peers.rlcard_uno, decisions=max(10_000, decisions // 4))}
    order: list = []
    for name in names:
        order.append((name, partial(random_rounds, name=name, decisions=decisions)))
        peer = SETTINGS.get(name, (None, None, None))[2]
        if peer is not None:
            order.append((peer, peer_measures[peer]))
    order += [(peer, measure) for peer, measure in peer_measures.items() if peer not in {name for name, _ in order}]
    best = best_of_turns(args.repeat, order)
    ours = {name: best[name] for name in names}
    theirs = {name: best[name] for name in peer_measures}
    print(f"CPU time per decision, best of {args.repeat} runs of {decisions:,} decisions (each peer run after each "
          f"engine compared with it)")
    print(f"{'engine':66} {'decisions/s':>12} {'CPU µs/dec.':>12} {'rounds/s':>9} {'vs peer':>8}")
    for name, result in ours.items():
        peer = theirs.get(SETTINGS.get(name, (None, None, None))[2])
        ratio = f"{result['decisions_per_s'] / peer['decisions_per_s']:.2f}x" if peer else ""
        print(f"{result['name']:66} {result['decisions_per_s']:12,.0f} {result['us_per_decision']:12.2f} "
              f"{result['rounds_per_s']:9,.0f} {ratio:>8}")
    for result in theirs.values():
        if result is not None:
            print(f"{result['name']:66} {result['decisions_per_s']:12,.0f} {result['us_per_decision']:12.2f}")
    if all(result is None for result in theirs.values()):
        print("(install the 'bench' extra, open-spiel and rlcard, to compare with the peers)")
    if "zhora" not in names:
        return
    if args.games:
        g = zhora_games(games=args.games, workers=args.workers)
        print(f"\n{g['games']:,} games to ЖОРА, 4 heuristic bots, {g['workers']} workers: {g['seconds']:.1f} s "
              f"({g['games_per_s']:,.0f} games/s, {g['rounds'] / g['games']:.1f} rounds a game; goal ≤ 60 s)")


if __name__ == "__main__":
    main()

"""Benchmark: Zhora engine decisions per second, beside OpenSpiel crazy_eights and RLCard uno when installed.

    python bench/engine.py [--decisions 200000] [--repeat 3] [--games 10000] [--workers N]

A decision is one ``legal_actions`` + seeded random choice + ``apply``, as the peers are driven. The figure
reported for each engine is the best of ``--repeat`` runs (the least disturbed by other work on the machine).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import peers  # noqa: E402
from zhora_core.simulate import simulate  # noqa: E402
from zhora_core.zhora import Rules, apply, legal_actions, new_round  # noqa: E402


def zhora_random_rounds(*, decisions: int = 200_000, seed: int = 0, players: int = 4) -> dict:
    """Seeded random play of whole Zhora rounds until ``decisions`` decisions have been made."""
    rules = Rules(players=players)
    rng = random.Random(seed)

    def run(target: int) -> tuple[int, int]:
        done = rounds = 0
        round_seed = seed
        while done < target:
            state = new_round(rules, dealer=round_seed % players, seed=round_seed)
            round_seed += 1
            rounds += 1
            while state.outcome is None and done < target:
                legal = legal_actions(state)
                state = apply(state, legal[rng.randrange(len(legal))])
                done += 1
        return done, rounds

    run(peers._warmup(decisions))
    start = time.perf_counter()
    done, rounds = run(decisions)
    seconds = time.perf_counter() - start
    result = peers._result(f"Zhora ({players} players, random play)", done, seconds, rounds)
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


def best_of(repeat: int, measure, **kwargs) -> dict | None:
    runs = [measure(**kwargs) for _ in range(repeat)]
    return None if runs[0] is None else max(runs, key=lambda r: r["decisions_per_s"])


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=200_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--games", type=int, default=10_000, help="whole games with heuristic bots (0: skip)")
    parser.add_argument("--workers", type=int, default=None, help="processes for the games (default: all cores)")
    args = parser.parse_args(argv)
    zhora = best_of(args.repeat, zhora_random_rounds, decisions=args.decisions)
    openspiel = best_of(args.repeat, peers.openspiel_crazy_eights, decisions=args.decisions)
    rlcard = best_of(args.repeat, peers.rlcard_uno, decisions=max(10_000, args.decisions // 4))
    print(f"{'engine':50} {'decisions/s':>12} {'µs/decision':>12}")
    for result in (zhora, openspiel, rlcard):
        if result is not None:
            print(f"{result['name']:50} {result['decisions_per_s']:12,.0f} {result['us_per_decision']:12.2f}")
    print(f"\nZhora: {zhora['rounds_per_s']:,.0f} rounds/s, {zhora['decisions_per_round']:.1f} decisions per round")
    for peer in (openspiel, rlcard):
        if peer is None:
            continue
        ratio = zhora["decisions_per_s"] / peer["decisions_per_s"]
        print(f"Zhora / {peer['name'].split(' (')[0]}: {ratio:.2f}x")
    if openspiel is None and rlcard is None:
        print("(install the 'bench' extra, open-spiel and rlcard, to compare with the peers)")
    if args.games:
        g = zhora_games(games=args.games, workers=args.workers)
        print(f"\n{g['games']:,} games to ЖОРА, 4 heuristic bots, {g['workers']} workers: {g['seconds']:.1f} s "
              f"({g['games_per_s']:,.0f} games/s, {g['rounds'] / g['games']:.1f} rounds a game; goal ≤ 60 s)")


if __name__ == "__main__":
    main()

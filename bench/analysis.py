"""Benchmark: the analysis of a position, the open-hands search, and the review of a round.

    python bench/analysis.py [--positions 5] [--endings 20] [--reviews 3]

- **The panel**: for each game, ``--positions`` positions met in rounds the heuristic bots play (at the seat's
  first decision and at a later one), each analysed under both models at the default precision (what the analysis
  panel does on a click): the seconds it took, the worlds played and how precise it was.
- **Rollouts**: the bots model with no time limit over 200 worlds of one position a game: worlds per second (every
  action played in each) and decisions per second of the playouts.
- **Joker endings**: ``--endings`` Georgian Joker deals of 5 cards each, at the first lead, solved with every card
  visible (``zhora_core.maxn.Solver``): the median and the longest time.
- **Review**: ``--reviews`` two-player rounds of Zhora, seat 0 playing at random against the heuristic bot, seat
  0's decisions reviewed with the defaults (``zhora_core.review``): decisions and seconds.
The goals (issue 21): a panel within 1 s, a Joker ending within 1 s, a Zhora round's review within 15 s.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from zhora_core import games  # noqa: E402
from zhora_core.analysis import MODELS, analyse  # noqa: E402
from zhora_core.bots import make_bot  # noqa: E402
from zhora_core.maxn import Solver  # noqa: E402
from zhora_core.review import review  # noqa: E402


def rounds(name: str, seed: int, *, players: int | None = None, first: str = "heuristic"):
    """A round of ``name`` played from a fresh deal (Joker's of 5 cards each) by the heuristic bots, seat 0 by the
    bot ``first``: its states and actions."""
    spec = games.spec(name)
    rules = spec.Rules() if players is None else spec.Rules(players=players)
    state = spec.new_round(rules, seed=seed, **({"cards": 5} if spec.schedule else {}))
    bots = [make_bot(first if seat == 0 else "heuristic", game=spec) for seat in range(rules.players)]
    rng = random.Random(seed)
    states, actions = [state], []
    while state.outcome is None:
        legal = spec.legal_actions(state)
        action = legal[0] if len(legal) == 1 else bots[state.to_move].choose(state.view(state.to_move), legal, rng)
        state = spec.apply(state, action)
        states.append(state)
        actions.append(action)
    return states, actions


def decisions(name: str, states) -> list:
    spec = games.spec(name)
    return [s for s in states[:-1] if len(spec.legal_actions(s)) > 1]


def panel(name: str, positions: int) -> dict:
    """The panel's seconds (both models) over positions of ``name``: the median and the longest, and the share
    of exact values."""
    times, exact, worlds = [], 0, []
    for seed in range(positions):
        states, _ = rounds(name, seed)
        choices = decisions(name, states)
        for state in (choices[0], choices[len(choices) // 2]):
            start = time.perf_counter()
            found = [analyse(state, state.to_move, model=model) for model in MODELS]
            times.append(time.perf_counter() - start)
            exact += sum(a.exact for a in found)
            worlds.append(found[0].worlds)
    return {"median": statistics.median(times), "max": max(times), "exact": exact / (2 * len(times)),
            "worlds": statistics.median(worlds)}


def rollouts(name: str) -> dict:
    """Worlds per second and playout decisions per second of the bots model, no time limit, 200 worlds."""
    spec = games.spec(name)
    states, _ = rounds(name, 0)
    state = decisions(name, states)[0]
    start = time.perf_counter()
    result = analyse(state, state.to_move, worlds=200, time_limit=600)
    seconds = time.perf_counter() - start
    bot = make_bot("heuristic", game=spec)
    length = statistics.mean(_length(spec, spec.apply(state, a), bot) for a in spec.legal_actions(state))
    plays = result.worlds * len(result.rows)
    return {"worlds_s": result.worlds / seconds, "decisions_s": plays * length / seconds}


def _length(spec, state, bot) -> int:
    """How many actions the heuristic bots take from ``state`` to the end of its round."""
    rng, n = random.Random(0), 0
    while state.outcome is None:
        legal = spec.legal_actions(state)
        state = spec.apply(state, legal[0] if len(legal) == 1 else bot.choose(state.view(state.to_move), legal, rng))
        n += 1
    return n


def endings(count: int) -> dict:
    """Seconds to solve Georgian Joker deals of 5 cards each at the first lead, every card visible."""
    spec, times = games.spec("joker"), []
    for seed in range(count):
        state = spec.new_round(spec.Rules(), seed=seed, cards=5)
        bot, rng = make_bot("heuristic", game=spec), random.Random(seed)
        while getattr(state.phase, "name", "") != "PLAY":
            legal = spec.legal_actions(state)
            state = spec.apply(state, legal[0] if len(legal) == 1 else bot.choose(state.view(state.to_move), legal,
                                                                                  rng))
        start = time.perf_counter()
        assert Solver(spec).solve(state).solved
        times.append(time.perf_counter() - start)
    return {"median": statistics.median(times), "max": max(times)}


def reviews(count: int) -> dict:
    """Seconds to review seat 0's decisions in two-player rounds of Zhora, seat 0 playing at random (long rounds,
    about thirty decisions)."""
    times, counts = [], []
    for seed in range(count):
        states, actions = rounds("zhora", seed, players=2, first="random")
        start = time.perf_counter()
        result = review(states, actions, 0)
        times.append(time.perf_counter() - start)
        counts.append(len(result.decisions))
    return {"median": statistics.median(times), "max": max(times), "decisions": statistics.median(counts)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=5)
    parser.add_argument("--endings", type=int, default=20)
    parser.add_argument("--reviews", type=int, default=3)
    args = parser.parse_args(argv)
    print("| game | panel, median | panel, longest | exact values | worlds (bots) | worlds/s | decisions/s |")
    print("|---|---|---|---|---|---|---|")
    for name in games.names():
        p, r = panel(name, args.positions), rollouts(name)
        print(f"| {name} | {p['median']:.2f} s | {p['max']:.2f} s | {p['exact']:.0%} | {p['worlds']:.0f} | "
              f"{r['worlds_s']:,.0f} | {r['decisions_s']:,.0f} |")
    e = endings(args.endings)
    print(f"\nJoker, 5 cards each, solved open-handed: median {e['median']:.2f} s, longest {e['max']:.2f} s")
    v = reviews(args.reviews)
    print(f"Zhora round review (seat 0, {v['decisions']:.0f} decisions): median {v['median']:.1f} s, "
          f"longest {v['max']:.1f} s")


if __name__ == "__main__":
    main()

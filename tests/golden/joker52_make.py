"""Joker-52 golden transcripts: seeded deals narrated with the rules on top, one file per case.

Each file records the deal's actions on its ``actions:`` line; the test replays exactly those actions, so the
files change only when the engine's rules or words do, never when the bot plays differently.

    python tests/golden/joker52_make.py            # rewrite the narration from the recorded actions
    python tests/golden/joker52_make.py --record   # play every case afresh with the heuristic bot
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from zhora_core.joker52 import (Action, HeuristicBot, Rules, State, apply, legal_actions, new_round,  # noqa: E402
                                parse_action)

CASES = {
    "joker52_3p_seed7": (Rules(), 7, 0, 3),
    "joker52_4p_no_refill_seed11": (Rules(players=4, refill=False), 11, 2, 6),
}
ACTIONS = "actions: "
"""The line that records a case's actions, separated by commas (no action text holds one)."""


def path(name: str) -> Path:
    return HERE / f"{name}.txt"


def start(name: str) -> State:
    rules, seed, dealer, cards = CASES[name]
    return new_round(rules, dealer=dealer, seed=seed, cards=cards)


def recorded(name: str) -> list[Action]:
    """The actions on the ``actions:`` line of the case's file."""
    for line in path(name).read_text(encoding="utf-8").splitlines():
        if line.startswith(ACTIONS):
            return [parse_action(text) for text in line[len(ACTIONS):].split(", ")]
    raise ValueError(f"{name}.txt has no {ACTIONS!r} line")


def bot_actions(name: str) -> list[Action]:
    """The actions the heuristic bot plays in the case's deal, seeded by the case's seed."""
    state, bot, rng, actions = start(name), HeuristicBot(), random.Random(CASES[name][1]), []
    while state.outcome is None:
        action = bot.choose(state.view(state.to_move), legal_actions(state), rng)
        actions.append(action)
        state = apply(state, action)
    return actions


def render(name: str, actions: list[Action]) -> str:
    """The golden file of a case: a header, the actions, the deal, and each action with its events."""
    rules, seed, dealer, cards = CASES[name]
    state = start(name)
    lines = [f"# {name}: Joker-52, {rules.describe()}, seed={seed} dealer={dealer} cards={cards}; the actions "
             f"replayed as recorded", ACTIONS + ", ".join(map(str, actions))]
    lines += [f"hand {seat}: {' '.join(map(str, hand))}" for seat, hand in enumerate(state.hands)]
    lines += [f"  {event}" for event in state.events]
    for action in actions:
        lines.append(f"seat {state.to_move}: {action}")
        state = apply(state, action)
        lines += [f"  {event}" for event in state.events]
    outcome = state.outcome
    lines.append(f"bids {list(outcome.bids)}, taken {list(outcome.taken)}, points {list(outcome.points)}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    fresh = "--record" in sys.argv[1:]
    for case in CASES:
        actions = bot_actions(case) if fresh or not path(case).exists() else recorded(case)
        path(case).write_text(render(case, actions), encoding="utf-8")
        print("wrote", case)

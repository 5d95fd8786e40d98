"""The banker game's golden transcripts: seeded banks, narrated, with the rules printed on top.

The actions are part of the file: the test replays them, so a change of the bot never rewrites a golden.

    python tests/golden/make_banker.py    # rewrite the .txt files from their recorded actions (new cases: a
                                          # seeded random choice among the legal actions picks them once)
"""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from zhora_core.banker import Rules, apply, legal_actions, new_round  # noqa: E402
from zhora_core.banker.transcript import transcript  # noqa: E402

CASES = {
    "banker_4p_match_seed2": (Rules(players=4), 2, 0),
    "banker_3p_ceiling5_miss_seed0": (Rules(players=3, ceiling=5), 0, 2),
    "banker_2p_double_seed75": (Rules(players=2), 75, 1),
}
_ACTION_LINE = re.compile(r"^\d+\. seat \d+: (.+)$", re.M)


def recorded_actions(name: str) -> list[str]:
    """The actions written in a golden file."""
    return _ACTION_LINE.findall((HERE / f"{name}.txt").read_text(encoding="utf-8"))


def chosen_actions(name: str) -> list[str]:
    """A seeded random choice among the legal actions, from the case's bank to its end."""
    rules, seed, dealer = CASES[name]
    state, rng, actions = new_round(rules, dealer=dealer, seed=seed), random.Random(seed), []
    while state.outcome is None:
        action = rng.choice(legal_actions(state))
        actions.append(str(action))
        state = apply(state, action)
    return actions


def render(name: str, actions: list[str]) -> str:
    rules, seed, dealer = CASES[name]
    start = new_round(rules, dealer=dealer, seed=seed)
    return f"# {name}: seed={seed} dealer={dealer}\n{transcript(start, actions, shown=14)}\n"


if __name__ == "__main__":
    for case in CASES:
        path = HERE / f"{case}.txt"
        path.write_text(render(case, recorded_actions(case) if path.exists() else chosen_actions(case)),
                        encoding="utf-8")
        print("wrote", path.name)

"""Joe's golden transcripts: seeded rounds, narrated, with the rules printed on top.

The actions are part of the file: the test replays them, so a change of the bot never rewrites a golden.

    python tests/golden/make_joe.py    # rewrite the .txt files from their recorded actions (new cases: the
                                       # heuristic bot chooses them once)
"""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from zhora_core.joe import HeuristicBot, Rules, apply, legal_actions, new_round  # noqa: E402
from zhora_core.joe.transcript import transcript  # noqa: E402

CASES = {
    "joe_3p_seed7": (Rules(players=3), 7, 0),
    "joe_4p_queens_seed7": (Rules(players=4), 7, 3),
    "joe_2p_countdown_same_suit_seed25": (Rules(players=2, countdown=True, ace_beats_faces="same_suit"), 25, 1),
}
_ACTION_LINE = re.compile(r"^\d+\. seat \d+: (.+)$", re.M)


def recorded_actions(name: str) -> list[str]:
    """The actions written in a golden file."""
    return _ACTION_LINE.findall((HERE / f"{name}.txt").read_text(encoding="utf-8"))


def bot_actions(name: str) -> list[str]:
    """The actions of heuristic bots playing the case's round from its seed."""
    rules, seed, dealer = CASES[name]
    state, bot, rng, actions = new_round(rules, dealer=dealer, seed=seed), HeuristicBot(), random.Random(seed), []
    while state.outcome is None:
        action = bot.choose(state.view(state.to_move), legal_actions(state), rng)
        actions.append(str(action))
        state = apply(state, action)
    return actions


def render(name: str, actions: list[str]) -> str:
    rules, seed, dealer = CASES[name]
    start = new_round(rules, dealer=dealer, seed=seed)
    return f"# {name}: seed={seed} dealer={dealer}\n{transcript(start, actions)}\n"


if __name__ == "__main__":
    for case in CASES:
        path = HERE / f"{case}.txt"
        path.write_text(render(case, recorded_actions(case) if path.exists() else bot_actions(case)), encoding="utf-8")
        print("wrote", path.name)

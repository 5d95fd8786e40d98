"""Prší's golden transcripts: seeded rounds recorded as rules, seed, dealer and actions, then narrated.

    python tests/golden/prsi_make.py          # re-narrate every file from its recorded actions
    python tests/golden/prsi_make.py --new    # let the heuristic bot choose the actions afresh (new files)

The heuristic bot chose each round's actions once; the files keep them, so a change of the bot never rewrites a
golden file, and the test replays the recorded actions through the engine.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from zhora_core.prsi import HeuristicBot, Rules, apply, legal_actions, new_round, parse_action  # noqa: E402
from zhora_core.prsi.transcript import transcript  # noqa: E402

CASES = {
    "prsi_4p_seed4": (Rules(players=4), 4, 0),
    "prsi_3p_points_shuffle_seed29": (Rules(players=3, hand_size=5, scoring="points", restock="shuffle",
                                            stack_aces=False), 29, 2),
}


def path(name: str) -> Path:
    return HERE / f"{name}.txt"


def bot_actions(rules: Rules, seed: int, dealer: int) -> list[str]:
    """The actions the heuristic bots choose in the seeded round."""
    state = new_round(rules, dealer=dealer, seed=seed)
    bot, rng, actions = HeuristicBot(), random.Random(seed), []
    while state.outcome is None:
        action = bot.choose(state.view(state.to_move), legal_actions(state), rng)
        actions.append(str(action))
        state = apply(state, action)
    return actions


def read(name: str) -> tuple[Rules, int, int, list[str], str]:
    """The rules, seed, dealer and actions recorded in a golden file, and its narration."""
    head, _, narration = path(name).read_text(encoding="utf-8").partition("\n---\n")
    fields = dict(line.split(": ", 1) for line in head.splitlines()[1:])
    rules = Rules.from_dict(json.loads(fields["rules"]))
    return rules, int(fields["seed"]), int(fields["dealer"]), fields["actions"].split(" | "), narration


def render(name: str, rules: Rules, seed: int, dealer: int, actions: list[str]) -> str:
    """A golden file's text: the record, then the narrated round."""
    start = new_round(rules, dealer=dealer, seed=seed)
    narration = transcript(start, [parse_action(a) for a in actions])
    return (f"# {name}: heuristic bots chose these actions once; the test replays them\n"
            f"rules: {json.dumps(rules.changed(), ensure_ascii=False)}\nseed: {seed}\ndealer: {dealer}\n"
            f"actions: {' | '.join(actions)}\n---\n{narration}\n")


if __name__ == "__main__":
    for case, (rules, seed, dealer) in CASES.items():
        if "--new" in sys.argv or not path(case).exists():
            actions = bot_actions(rules, seed, dealer)
        else:
            rules, seed, dealer, actions, _ = read(case)
        path(case).write_text(render(case, rules, seed, dealer, actions), encoding="utf-8")
        print("wrote", case)

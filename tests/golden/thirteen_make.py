"""Thirteen's golden transcripts: seeded rounds, their actions chosen once by the heuristic bot, then replayed.

The files hold the rules, the seed, the dealer and every action with its narrated events; the test replays the
recorded actions (``replay``), so a change of the bot never rewrites a golden file, only a change of the rules or
of their words does.

    python tests/golden/thirteen_make.py     # write the .txt files anew (then review the diff)
"""

from __future__ import annotations

import ast
import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from zhora_core.thirteen import HeuristicBot, Rules, apply, legal_actions, new_round  # noqa: E402
from zhora_core.thirteen.transcript import transcript  # noqa: E402

CASES = {
    "thirteen_seed84": (Rules(), 84, 0),
    "thirteen_same_suit_draw_seed238": (Rules(run_same_suit=True, may_draw_when_able=True), 238, 1),
}
_HEADER = re.compile(r"^# (\S+): seed=(\d+) dealer=(\d)")
_ACTION = re.compile(r"^\d+\. seat \d: (.+)$")


def render(rules: Rules, seed: int, dealer: int, actions, name: str) -> str:
    start = new_round(rules, dealer=dealer, seed=seed)
    return f"# {name}: seed={seed} dealer={dealer}\n{transcript(start, actions)}\n"


def play(name: str) -> str:
    """The case's round played by two heuristic bots, as a golden file's text."""
    rules, seed, dealer = CASES[name]
    state, bot, rng, actions = new_round(rules, dealer=dealer, seed=seed), HeuristicBot(), random.Random(seed), []
    while state.outcome is None:
        action = bot.choose(state.view(state.to_move), legal_actions(state), rng)
        actions.append(action)
        state = apply(state, action)
    return render(rules, seed, dealer, actions, name)


def replay(text: str) -> str:
    """A golden file's text rebuilt from its header, its rules and its recorded actions alone."""
    lines = text.splitlines()
    name, seed, dealer = _HEADER.match(lines[0]).groups()
    rules = Rules.from_dict(ast.literal_eval(lines[1].removeprefix("rules: ")))
    actions = [m.group(1) for m in map(_ACTION.match, lines) if m]
    return render(rules, int(seed), int(dealer), actions, name)


if __name__ == "__main__":
    for case in CASES:
        (HERE / f"{case}.txt").write_text(play(case), encoding="utf-8")
        print("wrote", case)

"""Golden transcripts: seeded rounds narrated with the rules printed on top, one file per case.

Each file records the round's actions on its ``actions:`` line; the test replays exactly those actions, so the
files change only when the engine's rules or words do, never when a bot plays differently.

    python tests/golden/make.py            # rewrite the narration from the recorded actions (after a change of
                                           # the engine's words), and record a new case with the heuristic bot
    python tests/golden/make.py --record   # play every case afresh with the heuristic bot (new actions)
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from zhora_core.bots import HeuristicBot  # noqa: E402
from zhora_core.zhora import Action, Rules, State, apply, legal_actions, new_round, parse_action  # noqa: E402
from zhora_core.zhora.transcript import transcript  # noqa: E402

CASES = {
    "round_3p_seed7": (Rules(players=3), 7, 0),
    "round_4p_skip_drawn_seed11": (Rules(players=4, turn_stays="skip", after_draw="drawn"), 11, 2),
}
ACTIONS = "actions: "
"""The line that records a case's actions, separated by commas (no action text holds one)."""


def start(name: str) -> State:
    rules, seed, dealer = CASES[name]
    return new_round(rules, dealer=dealer, seed=seed)


def recorded(name: str) -> list[Action]:
    """The actions on the ``actions:`` line of the case's file."""
    for line in (HERE / f"{name}.txt").read_text(encoding="utf-8").splitlines():
        if line.startswith(ACTIONS):
            return [parse_action(text) for text in line[len(ACTIONS):].split(", ")]
    raise ValueError(f"{name}.txt has no {ACTIONS!r} line")


def bot_actions(name: str) -> list[Action]:
    """The actions the heuristic bot plays in the case's round, seeded by the case's seed."""
    state, bot, rng, actions = start(name), HeuristicBot(), random.Random(CASES[name][1]), []
    while state.outcome is None:
        action = bot.choose(state.view(state.to_move), legal_actions(state), rng)
        actions.append(action)
        state = apply(state, action)
    return actions


def render(name: str, actions: list[Action]) -> str:
    """The golden file of a case: a header, the actions, and the transcript of playing them from the deal."""
    rules, seed, dealer = CASES[name]
    header = f"# {name}: seed={seed} dealer={dealer}, {rules.players} players, the actions replayed as recorded"
    return f"{header}\n{ACTIONS}{', '.join(map(str, actions))}\n{transcript(start(name), actions)}\n"


if __name__ == "__main__":
    fresh = "--record" in sys.argv[1:]
    for case in CASES:
        path = HERE / f"{case}.txt"
        path.write_text(render(case, bot_actions(case) if fresh or not path.exists() else recorded(case)),
                        encoding="utf-8")
        print("wrote", case)

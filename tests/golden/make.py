"""Golden transcripts: seeded rounds played by the heuristic bot, narrated with the rules printed on top.

    python tests/golden/make.py     # rewrite the .txt files after a deliberate change of the engine's words
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from zhora_core.bots import HeuristicBot  # noqa: E402
from zhora_core.zhora import Rules, apply, legal_actions, new_round  # noqa: E402
from zhora_core.zhora.transcript import transcript  # noqa: E402

CASES = {
    "round_3p_seed7": (Rules(players=3), 7, 0),
    "round_4p_skip_drawn_seed11": (Rules(players=4, turn_stays="skip", after_draw="drawn"), 11, 2),
}


def render(name: str) -> str:
    rules, seed, dealer = CASES[name]
    start = state = new_round(rules, dealer=dealer, seed=seed)
    bot, rng, actions = HeuristicBot(), random.Random(seed), []
    while state.outcome is None:
        action = bot.choose(state.view(state.to_move), legal_actions(state), rng)
        actions.append(action)
        state = apply(state, action)
    return f"# {name}: seed={seed} dealer={dealer}, {rules.players} heuristic bots\n{transcript(start, actions)}\n"


if __name__ == "__main__":
    for case in CASES:
        (HERE / f"{case}.txt").write_text(render(case), encoding="utf-8")
        print("wrote", case)

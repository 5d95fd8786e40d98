"""Per-round measures of a finished Zhora round, for simulations and the lab (``GAME.record``).

>>> from zhora_core.zhora import position, apply
>>> record(apply(position(hands=["J♣ J♦", "9♠ Q♥ A♦", "J♥"], top="7♥"), "J♣ J♦"))["finish"]
'J♣ J♦'
"""

from __future__ import annotations

from typing import Any

from ..errors import RulesError
from .state import State

__all__ = ["record"]


def record(state: State) -> dict[str, Any]:
    """How the round ended (``Outcome.ending``) and who won, the card(s) it ended with, and its counts: turns,
    draws, restocks, and whether it was a stalemate."""
    outcome = state.outcome
    if outcome is None:
        raise RulesError("record() needs a finished round; this one is still running")
    return {"ending": outcome.ending, "winner": outcome.winner, "finish": " ".join(map(str, outcome.finish)),
            "turns": state.turns, "draws": state.draws, "restocks": state.restocks,
            "stalemate": outcome.is_stalemate}

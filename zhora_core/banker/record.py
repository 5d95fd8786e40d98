"""Per-bank measures of a finished bank, for the lab.

>>> from zhora_core.banker import position, apply
>>> record(apply(position(stakes=[0, 2, 3], deck="BJ"), "turn"))["ending"]
'double'
"""

from __future__ import annotations

from ..errors import RulesError
from .state import State

__all__ = ["record"]


def record(state: State) -> dict:
    """How the bank ended (one of ``state.ENDINGS``), its length in actions, and the banker game's own measures:
    the cards turned, the call that matched (0 = joker … 13 = two; None on a miss), the stakes in all, and the
    banker's gain (+) or loss (−)."""
    outcome = state.outcome
    if outcome is None:
        raise RulesError("record() needs a finished bank; this one is still running")
    return {"ending": outcome.ending, "winner": outcome.winner, "turns": state.turns, "turned": outcome.turned,
            "call": outcome.call, "staked": sum(state.stakes), "banker_gain": outcome.points[state.dealer]}

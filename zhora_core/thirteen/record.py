"""The lab's measures of one finished round of Thirteen.

>>> from zhora_core.thirteen import position, apply
>>> record(apply(position(hands=["Q♥", "5♦ 6♦"], top="K♣"), "Q♥"))["ending"]
'out'
"""

from __future__ import annotations

from typing import Any

from ..errors import RulesError
from .state import State

__all__ = ["record", "ENDINGS"]

#: Every value of ``record(state)["ending"]``.
ENDINGS = ("out", "stalemate")


def record(state: State) -> dict[str, Any]:
    """Per-round measures: how it ended, the actions, the single draws, the restocks, the jokers played and
    left unanswered (each a take of up to 13 cards), the turns of two cards or more and the longest turn, and
    the most cards left in a hand."""
    outcome = state.outcome
    if outcome is None:
        raise RulesError("record needs a finished round")
    return {"ending": outcome.ending, "turns": state.turns, "draws": state.draws, "restocks": state.restocks,
            "jokers": state.jokers, "takes": state.takes, "runs": state.runs, "longest_run": state.longest,
            "cards_left": max(outcome.points)}

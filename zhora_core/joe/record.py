"""Per-round measures of a finished round of Joe, for the lab.

>>> from zhora_core.joe import position, apply
>>> record(apply(position(hands=["K♥", "2♠ 3♠"], top="5♣"), "K♥"))["ending"]
'beat'
"""

from __future__ import annotations

from ..errors import RulesError
from .state import State

__all__ = ["record"]


def record(state: State) -> dict:
    """How the round ended (one of ``state.ENDINGS``), its length, and Joe's own counts: draws, draws for
    equal values, restocks, pairs of queens, countdown cards, and the cards left in the losers' hands (the
    project's measure, not a rule)."""
    outcome = state.outcome
    if outcome is None:
        raise RulesError("record() needs a finished round; this one is still running")
    return {"ending": outcome.ending, "winner": outcome.winner, "turns": state.turns, "draws": state.draws,
            "equal_draws": state.equal_draws, "restocks": state.restocks, "queens": state.queens,
            "countdowns": state.countdowns, "cards_left": sum(outcome.points)}

"""Per-round measures of a finished round, for the lab: how it ended, how long it took, and Prší's own counts.

>>> from zhora_core.prsi import position, apply
>>> record(apply(position(hands=["7♥", "8♠ 9♠"], top="9♥"), "7♥"))["ending"]
'seven'
"""

from __future__ import annotations

from typing import Any

from ..errors import RulesError
from .state import State

__all__ = ["record"]


def record(state: State) -> dict[str, Any]:
    """``ending`` (one of the spec's endings), ``turns``, ``draws`` (chosen one-card draws), ``penalty_cards``
    (cards drawn for sevens), ``stands``, ``stacked`` (sevens and aces played on a pending one), ``restocks``."""
    if state.outcome is None:
        raise RulesError("record(state) needs a finished round")
    return {"ending": state.outcome.ending, "turns": state.turns, "draws": state.draws,
            "penalty_cards": state.penalty_cards, "stands": state.stands, "stacked": state.stacked,
            "restocks": state.restocks}

"""Per-deal measures of a finished Joker-52 deal, for the lab."""

from __future__ import annotations

from typing import Any

from ..errors import RulesError
from .state import State

__all__ = ["record", "ENDINGS"]

ENDINGS = ("played_out",)
"""A Joker-52 deal always ends with its last trick."""


def record(state: State) -> dict[str, Any]:
    """The deal's ending, actions, cards each and tricks, how many bids were made, the total bid against the
    tricks (over or under-bid), the joker leads penalised, and whether it was played without trumps."""
    outcome = state.outcome
    if outcome is None:
        raise RulesError("record() needs a finished deal")
    return {"ending": outcome.termination.value, "turns": state.turns, "cards": state.cards_each,
            "tricks": state.tricks,
            "bids_made": sum(outcome.made), "bid_total": sum(outcome.bids),
            "joker_penalties": sum(outcome.penalties), "no_trump": state.trump is None}

"""Per-deal measures of a finished deal, for the lab: how the bids ended, how long it took, and Joker's own counts.

>>> from zhora_core.joker import position, apply
>>> s = position(hands=["A♥", "K♥"], trump="♣", bids=[1, 1], dealer=1)
>>> r = record(apply(apply(s, "A♥"), "K♥"))
>>> r["ending"], r["made"], r["khishti"]
('overbid', 1, 1)
"""

from __future__ import annotations

from typing import Any

from ..errors import RulesError
from .state import State

__all__ = ["record"]


def record(state: State) -> dict[str, Any]:
    """``ending`` (one of the spec's endings), ``turns``, ``cards`` (cards each), ``trump`` (a suit symbol or
    ``"none"``), ``bids`` (their sum), ``made`` (seats that took exactly their bid), ``khishti``, ``jokers``
    (jokers played high or low, not as sixes), ``joker_tricks`` (tricks such a joker took)."""
    if state.outcome is None:
        raise RulesError("record(state) needs a finished deal")
    outcome = state.outcome
    jokers = joker_tricks = 0
    for trick in state.history:
        for entry in trick.cards:
            if entry.mode in ("high", "low"):
                jokers += 1
                if entry.seat == trick.winner:
                    joker_tricks += 1
    return {"ending": outcome.ending, "turns": state.turns, "cards": state.cards_each,
            "trump": "none" if state.trump is None else str(state.trump), "bids": sum(outcome.bids),
            "made": sum(outcome.made), "khishti": sum(outcome.khishti), "jokers": jokers,
            "joker_tricks": joker_tricks}

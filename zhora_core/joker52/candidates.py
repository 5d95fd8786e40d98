"""Every action a seat could try in a Joker-52 position, legal or not: what a hand greys out and why, and what
the conformance tests ask ``explain`` about."""

from __future__ import annotations

from .actions import MAX_BID, Action, Bid, Play, PlayJoker
from .state import State

__all__ = ["candidates"]


def candidates(state: State, seat: int) -> tuple[Action, ...]:
    """Every bid from 0 to the deal's tricks and one more (while a bid can be written), and each card of
    ``seat``'s hand as a play (a joker high and low)."""
    out: list[Action] = [Bid(n) for n in range(min(state.tricks + 2, MAX_BID + 1))]
    for card in state.hands[seat]:
        out += (PlayJoker(card, True), PlayJoker(card, False)) if card.is_joker else (Play(card),)
    return tuple(out)

"""Every action a seat could try in a Zhora position, legal or not: what the hand greys out and why, and what
the conformance tests ask ``explain`` about."""

from __future__ import annotations

from ..cards import Suit
from .actions import DRAW, PASS, Action, Play, PlayJack, PlayJacks, SwapStarter
from .state import Phase, State

__all__ = ["candidates"]


def candidates(state: State, seat: int) -> tuple[Action, ...]:
    """Each card of ``seat``'s hand as a play (a jack ordering each suit) or, while the dealer swaps the starter
    jack, as a swap; the jack finish when the hand holds a jack; draw and pass."""
    hand = state.hands[seat]
    out: list[Action] = []
    for card in hand:
        if state.phase is Phase.SWAP:
            out.append(SwapStarter(card))
        elif card.is_jack:
            out += [PlayJack(card, suit) for suit in Suit]
        else:
            out.append(Play(card))
    jacks = tuple(card for card in hand if card.is_jack)
    if jacks and state.phase is not Phase.SWAP:
        out.append(PlayJacks(jacks))
    return (*out, DRAW, PASS)

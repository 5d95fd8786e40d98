"""The state of a Zhora round: an immutable value with one explicit phase.

A state is never changed; ``apply`` returns the next one, so undo is keeping the previous state.
"""

from __future__ import annotations

import enum
from functools import partial

from typing import Any, NamedTuple

from .. import checks
from ..cards import Card, Rank, Suit
from ..positions import position_text
from ..protocol import Termination
from .rules import Rules

__all__ = ["Phase", "Termination", "Outcome", "State", "SeatView", "check_seat", "position_keywords", "COUNTERS"]


class Phase(enum.Enum):
    """What the player to move is asked to do."""

    SWAP = "swap"
    """The dealer must put a card in place of the starter jack (Z-STARTER-JACK)."""
    TURN = "turn"
    """Play a card or draw (Z-MATCH, Z-DRAW)."""
    AFTER_DRAW = "after_draw"
    """Drawn this turn: play as Z-AFTER-DRAW allows, or pass (Z-PASS)."""
    OVER = "over"
    """The round has ended (Z-OUT, Z-JACKS-OUT, Z-STALL)."""


class Outcome(NamedTuple):
    """The end of a round: the winner, the card(s) he finished with, and the points of every seat."""

    termination: Termination
    winner: int | None
    finish: tuple[Card, ...]
    points: tuple[int, ...]

    @property
    def is_stalemate(self) -> bool:
        return self.termination is Termination.STALEMATE

    @property
    def headline(self) -> str:
        """How the round ended, as a finished state's repr says it."""
        return f"round over ({self.ending}; points {', '.join(map(str, self.points))})"

    @property
    def jacks(self) -> int:
        """How many jacks the winner went out with (Z-JACKS-OUT, Z-MULTIPLIER): 0 after any other finish or a
        stalemate."""
        return len(self.finish) if self.finish and self.finish[-1].is_jack else 0

    @property
    def ending(self) -> str:
        """``'stalemate'``, ``'plain'``, ``'queen'``, ``'queen of spades'`` or ``'jacks x2'`` (the count)."""
        if self.is_stalemate:
            return "stalemate"
        last = self.finish[-1]
        if last.is_jack:
            return f"jacks x{self.jacks}"
        if last.rank is Rank.QUEEN:
            return "queen of spades" if last.suit is Suit.SPADES else "queen"
        return "plain"


class SeatView(NamedTuple):
    """What one seat may see: its own hand, the table, and only the sizes of the other hands and the deck."""

    seat: int
    rules: Rules
    phase: Phase
    to_move: int | None
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    top: Card
    pile: tuple[Card, ...]
    deck_size: int
    ordered: Suit | None
    drawn: Card | None


class State(NamedTuple):
    """One moment of a round. Build one with ``new_round`` or ``position``; step with ``apply``.

    ``hands`` are kept sorted (rank, then suit); ``pile`` lists the cards under ``top``, earliest played first;
    ``deck`` lists the cards still to draw, the next one first. ``events`` are those of the step that made
    this state, each citing its rule id.
    """

    rules: Rules
    phase: Phase
    to_move: int | None
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    top: Card
    pile: tuple[Card, ...]
    deck: tuple[Card, ...]
    ordered: Suit | None
    drawn: Card | None
    """The card drawn this turn (AFTER_DRAW phase); None after a dry draw (Z-DRY)."""
    seed: int
    """Seeds the shuffles of a ``restock="shuffle"`` round."""
    turns: int
    """Actions taken so far this round (Z-STALL)."""
    draws: int
    """Chosen draws so far (penalty draws not counted)."""
    restocks: int
    dry_passes: int
    """Passes in a row with nothing to draw (Z-STALL)."""
    outcome: Outcome | None
    events: tuple = ()

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def waiting(self) -> tuple[int, ...]:
        """Seats with an empty hand in a running round (Z-WAIT)."""
        if self.outcome is not None:
            return ()
        return tuple(seat for seat, hand in enumerate(self.hands) if not hand)

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see (its own hand, the public table, the other hands' sizes)."""
        check_seat(seat, self.players, "seat")
        return SeatView(seat, self.rules, self.phase, self.to_move, self.dealer, self.hands[seat],
                        tuple(map(len, self.hands)), self.top, self.pile, len(self.deck), self.ordered,
                        self.drawn if seat == self.to_move else None)

    def card_count(self) -> int:
        """All cards in hands, deck and pile (36 in a dealt round)."""
        return sum(map(len, self.hands)) + len(self.deck) + len(self.pile) + 1

    def cards(self) -> tuple[Card, ...]:
        """Every card of the round, each once: the hands in seat order, the deck, the pile and the top card."""
        return (*(card for hand in self.hands for card in hand), *self.deck, *self.pile, self.top)

    def __repr__(self) -> str:
        return position_text(self)

    def _repr_html_(self) -> str:
        from ..render import state_html

        return state_html(self)


check_seat = partial(checks.seat, rule="Z-PLAYERS")
"""``check_seat(value, players, name)``: ``value`` if it is a seat of the round; else PositionError naming it
(``checks.seat``)."""


def position_keywords(state: State) -> dict[str, Any]:
    """The keywords of ``position(...)`` that rebuild a running round, its counters last (``positions``)."""
    keywords: dict[str, Any] = {"hands": [" ".join(map(str, h)) for h in state.hands], "top": str(state.top)}
    if state.deck:
        keywords["deck"] = " ".join(map(str, state.deck))
    if state.pile:
        keywords["pile"] = " ".join(map(str, state.pile))
    if state.to_move is not None:
        keywords["to_move"] = state.to_move
    if state.ordered is not None:
        keywords["ordered"] = str(state.ordered)
    if state.to_move is not None and state.dealer != (state.to_move - 1) % state.players:
        keywords["dealer"] = state.dealer
    if state.phase in (Phase.AFTER_DRAW, Phase.SWAP):
        keywords["phase"] = state.phase.value
    if state.drawn is not None:
        keywords["drawn"] = str(state.drawn)
    return keywords | {"seed": state.seed, "turns": state.turns, "draws": state.draws, "restocks": state.restocks,
                       "dry_passes": state.dry_passes}


#: The keywords of ``position_keywords`` that count the round so far (and its seed).
COUNTERS = ("seed", "turns", "draws", "restocks", "dry_passes")

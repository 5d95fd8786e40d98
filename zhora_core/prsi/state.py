"""The state of a round of Prší: an immutable value whose phase says what the player to move is asked to do.

A pending penalty (sevens) or stand (aces) is part of the state, with its count; a state is never changed,
``apply`` returns the next one.
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

__all__ = ["Phase", "Stall", "Outcome", "ENDINGS", "SeatView", "State", "position_keywords", "COUNTERS", "check_seat", "STATE_FIELDS"]


class Phase(enum.Enum):
    """What the player to move is asked to do."""

    PLAY = "play"
    """Play a card that fits, or draw one (P-MATCH, P-QUEEN, P-DRAW)."""
    PENALTY = "penalty"
    """Sevens are pending: answer with a 7, or draw the penalty (P-SEVEN)."""
    STAND = "stand"
    """An ace is pending: answer with an ace, or stand (P-ACE)."""
    OVER = "over"
    """The round has ended (P-WIN, P-STALL)."""


class Stall(enum.Enum):
    """Why a round ended as a stalemate (P-STALL)."""

    TURNS = "max_turns"
    """It reached ``max_turns`` actions."""
    DRY = "dry"
    """Every player in a row drew and got nothing."""


class Outcome(NamedTuple):
    """How a round ended: who won, with which last card, and the points of every seat (lower is better).

    Under ``scoring="win"`` the points are the cards left in each hand: the project's measure of how badly a seat
    lost, not a rule of the game. Under ``scoring="points"`` they are the hands' values (P-WIN). A stalemate
    scores nothing.
    """

    termination: Termination
    winner: int | None
    points: tuple[int, ...]
    finish: Card | None
    """The winner's last card; None after a stalemate."""
    stall: Stall | None
    """Why the round stalled; None when somebody won."""

    @property
    def is_stalemate(self) -> bool:
        return self.termination is Termination.STALEMATE

    @property
    def ending(self) -> str:
        """One of ``ENDINGS``: the kind of the winner's last card (``"plain"``, ``"queen"``, ``"seven"``,
        ``"ace"``), or ``"stalemate"``."""
        if self.finish is None:
            return "stalemate"
        return _FINISH_KIND.get(self.finish.rank, "plain")

    @property
    def headline(self) -> str:
        """How the round ended, as a finished state's repr says it."""
        return f"round over ({self.ending}; points {', '.join(map(str, self.points))})"


_FINISH_KIND = {Rank.QUEEN: "queen", Rank.SEVEN: "seven", Rank.ACE: "ace"}
ENDINGS = ("plain", "queen", "seven", "ace", "stalemate")


class SeatView(NamedTuple):
    """What one seat may see: its own hand, the face-up pile, and only the sizes of the other hands and the stock."""

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
    named: Suit | None
    penalty: int
    stand: int


class State(NamedTuple):
    """One moment of a round. Build one with ``new_round`` or ``position``; step with ``apply``.

    ``hands`` are kept sorted (rank, then suit); ``pile`` lists the cards under ``top``, earliest played first;
    ``deck`` is the stock, the next card to draw first. ``events`` are those of the step that made this state.
    """

    rules: Rules
    phase: Phase
    to_move: int | None
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    top: Card
    pile: tuple[Card, ...]
    deck: tuple[Card, ...]
    named: Suit | None
    """The suit a queen on top named (P-QUEEN); None otherwise, a starter queen included (P-STARTER)."""
    penalty: int
    """Cards the player to move must draw unless he answers with a 7 (P-SEVEN); 0 when none is pending."""
    stand: int
    """Aces played in the pending chain (P-ACE); 0 when none is pending."""
    seed: int
    """Seeds the shuffles of a ``restock="shuffle"`` round."""
    turns: int
    """Actions taken so far this round (P-STALL)."""
    draws: int
    """Chosen one-card draws so far (P-DRAW)."""
    penalty_cards: int
    """Cards drawn as penalties so far (P-SEVEN)."""
    stands: int
    """Stands so far (P-ACE)."""
    stacked: int
    """Sevens and aces played to answer a pending one (P-SEVEN, P-ACE)."""
    restocks: int
    dry: int
    """Draws in a row that gave nothing (P-STALL)."""
    outcome: Outcome | None
    events: tuple = ()

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    @property
    def players(self) -> int:
        return len(self.hands)

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see (its own hand, the table, the other hands' sizes)."""
        check_seat(seat, len(self.hands), "seat")
        return SeatView(seat, self.rules, self.phase, self.to_move, self.dealer, self.hands[seat],
                        tuple(map(len, self.hands)), self.top, self.pile, len(self.deck), self.named, self.penalty,
                        self.stand)

    def cards(self) -> tuple[Card, ...]:
        """Every card of the round, each once: the hands in seat order, the stock, the pile and the top card."""
        return (*(card for hand in self.hands for card in hand), *self.deck, *self.pile, self.top)

    def __repr__(self) -> str:
        return position_text(self)


STATE_FIELDS = State._fields


check_seat = partial(checks.seat, rule="P-DECK", round_word="round")
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
        if state.dealer != (state.to_move - 1) % len(state.hands):
            keywords["dealer"] = state.dealer
    else:
        keywords["dealer"] = state.dealer
    if state.named is not None:
        keywords["named"] = str(state.named)
    if state.penalty:
        keywords["penalty"] = state.penalty
    if state.stand:
        keywords["stand"] = state.stand
    return keywords | {name: getattr(state, name) for name in COUNTERS}


#: The keywords of ``position_keywords`` that count the round so far (and its seed).
COUNTERS = ("seed", "turns", "draws", "restocks", "dry", "penalty_cards", "stands", "stacked")

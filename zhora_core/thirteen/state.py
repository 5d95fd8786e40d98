"""The state of a round of Thirteen: an immutable value with one explicit phase.

A state is never changed; ``apply`` returns the next one, so undo is keeping the previous state. Its repr is
the ``position(...)`` call that rebuilds its table.
"""

from __future__ import annotations

import enum
from typing import Any, NamedTuple

from .. import checks
from ..cards import Card
from ..positions import position_text
from ..protocol import Termination
from .rules import Rules

__all__ = ["Phase", "Termination", "Outcome", "SeatView", "State", "position_keywords", "COUNTERS"]


class Phase(enum.Enum):
    """What the player to move is asked to do."""

    TURN = "turn"
    """Play a card one rank from the centre card, or a joker on a king of its colour, or draw (T-STEP, T-DRAW)."""
    RUN = "run"
    """Cards played this turn: play one more, one rank from the last (T-RUN), or end the run."""
    ANSWER = "answer"
    """A joker lies on a king: answer with the king's queen or ace, or take 13 cards (T-AFTER-JOKER)."""
    OVER = "over"
    """The round has ended (T-WIN)."""


class Outcome(NamedTuple):
    """The end of a round: the winner, the last card and the run it closed, and per seat the cards left in
    hand (the project's measure of how badly a seat lost, not a rule of the game)."""

    termination: Termination
    winner: int | None
    points: tuple[int, ...]
    last: Card | None
    """The card the winner went out with (None after a stalemate)."""
    run: int
    """How many cards the winner played in his last turn (0 after a stalemate)."""

    @property
    def is_stalemate(self) -> bool:
        return self.termination is Termination.STALEMATE

    @property
    def ending(self) -> str:
        """``'out'`` or ``'stalemate'`` (one of ``GAME.endings``)."""
        return "stalemate" if self.termination is Termination.STALEMATE else "out"

    @property
    def headline(self) -> str:
        """How the round ended, as a finished state's repr says it."""
        return (f"round over ({self.ending}, {'no winner' if self.winner is None else f'seat {self.winner} wins'}; "
                f"cards left {', '.join(map(str, self.points))})")


class SeatView(NamedTuple):
    """What one seat may see: its own hand, the centre pile (face up), the sizes of the other hand and of the
    reserve, never their cards."""

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
    run: int

    @property
    def centre(self) -> Card:
        """The card to play on: the top card, or the king under a joker."""
        return self.pile[-1] if self.top.suit is None else self.top


class State(NamedTuple):
    """One moment of a round. Build one with ``new_round`` or ``position``; step with ``apply``.

    ``hands`` are kept sorted (rank, then suit, jokers last); ``top`` is the centre card and ``pile`` the cards
    under it, earliest first (under a joker, ``pile[-1]`` is its king); ``deck`` is the reserve, the next card
    to draw first. ``events`` are those of the step that made this state, each citing its rule id.
    """

    rules: Rules
    phase: Phase
    to_move: int | None
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    top: Card
    pile: tuple[Card, ...]
    deck: tuple[Card, ...]
    run: int
    """Cards played so far this turn (T-RUN); 0 outside a run."""
    seed: int
    """Seeds the shuffles of the restocks (T-RESTOCK)."""
    turns: int
    """Actions taken so far this round (every play, end, draw and pass counts one)."""
    draws: int
    """Single cards drawn (T-DRAW)."""
    restocks: int
    jokers: int
    """Jokers played (T-JOKER)."""
    takes: int
    """Jokers left unanswered, each costing its victim up to 13 cards (T-AFTER-JOKER)."""
    longest: int
    """The longest turn so far, in cards played."""
    runs: int
    """Turns finished with two cards played or more (T-RUN)."""
    outcome: Outcome | None
    events: tuple = ()

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def centre(self) -> Card:
        """The card to play on: the top card, or the king under a joker."""
        return self.pile[-1] if self.top.suit is None else self.top

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see: its own hand, the centre pile, the other hand's and the reserve's sizes;
        PositionError for a seat that is not one."""
        checks.seat(seat, len(self.hands), "seat", "T-TABLE")
        return SeatView(seat, self.rules, self.phase, self.to_move, self.dealer, self.hands[seat],
                        tuple(map(len, self.hands)), self.top, self.pile, len(self.deck), self.run)

    def cards(self) -> tuple[Card, ...]:
        """Every card of the round, each once: the hands in seat order, the reserve, the pile and the top card."""
        return (*(card for hand in self.hands for card in hand), *self.deck, *self.pile, self.top)

    def __repr__(self) -> str:
        return position_text(self)


def position_keywords(state: State) -> dict[str, Any]:
    """The keywords of ``position(...)`` that rebuild a running round, its counters last (``positions``)."""
    keywords: dict[str, Any] = {"hands": [" ".join(map(str, h)) for h in state.hands], "top": str(state.top)}
    if state.deck:
        keywords["deck"] = " ".join(map(str, state.deck))
    if state.pile:
        keywords["pile"] = " ".join(map(str, state.pile))
    if state.to_move is not None:
        keywords["to_move"] = state.to_move
        if state.dealer != 1 - state.to_move:
            keywords["dealer"] = state.dealer
    else:
        keywords["dealer"] = state.dealer
    if state.phase is Phase.RUN or state.phase is Phase.ANSWER:
        keywords["phase"] = state.phase.value
    if state.run > 1:
        keywords["run"] = state.run
    return keywords | {name: getattr(state, name) for name in COUNTERS}


#: The keywords of ``position_keywords`` that count the round so far (and its seed).
COUNTERS = ("seed", "turns", "draws", "restocks", "jokers", "takes", "longest", "runs")

"""The state of a bank: an immutable value with one explicit phase.

A state is never changed; ``apply`` returns the next one, so undo is keeping the previous state. Nobody holds
cards in the banker game: ``hands`` is empty for every seat, and the table is the cards turned so far.
"""

from __future__ import annotations

import enum
from typing import Any, NamedTuple

from ..cards import Card
from ..errors import PositionError, excerpt
from ..positions import position_text
from ..protocol import Termination
from .rules import Rules

__all__ = ["Phase", "Termination", "Outcome", "View", "State", "ENDINGS", "position_keywords"]


class Phase(enum.Enum):
    """What the seat to move is asked to do."""

    STAKE = "stake"
    """A player stakes 1 to the ceiling, in turn from the banker's left (JB-STAKE)."""
    TURN = "turn"
    """The banker turns the next card and calls (JB-CALL)."""
    OVER = "over"
    """The bank is settled (JB-MATCH, JB-DOUBLE, JB-MISS)."""


#: How a bank can end (``Outcome.ending``): a match, a match on the first card (the double), or no match.
ENDINGS = ("match", "double", "no_match")


class Outcome(NamedTuple):
    """The settlement of a bank. ``points`` is what each seat won (+) or lost (−) in this bank; ``winner`` is
    the banker after a match, None after a miss (then every player wins his stake). ``match`` is the card that
    matched (None on a miss), ``call`` its call number (0 = joker … 13 = two), ``turned`` the cards turned."""

    termination: Termination
    winner: int | None
    points: tuple[int, ...]
    match: Card | None
    call: int | None
    turned: int
    ending: str

    @property
    def double(self) -> bool:
        return self.ending == "double"

    @property
    def headline(self) -> str:
        """How the round ended, as a finished state's repr says it."""
        return (f"bank over ({self.ending} after {self.turned} cards; "
                f"{', '.join(f'{p:+d}' for p in self.points)})")


class View(NamedTuple):
    """What one seat may see: everything but the order of the cards not yet turned (``deck_size`` of them)."""

    seat: int
    rules: Rules
    phase: Phase
    to_move: int | None
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stakes: tuple[int, ...]
    turned: tuple[Card, ...]
    deck_size: int

    @property
    def banker(self) -> int:
        return self.dealer

    @property
    def next_call(self) -> int | None:
        """The number of the call the next card is turned with, None once the bank is over."""
        return None if self.phase is Phase.OVER else len(self.turned)


class State(NamedTuple):
    """One moment of a bank. Build one with ``new_round`` or ``position``; step with ``apply``.

    ``dealer`` is the banker. ``stakes`` holds each player's stake (0 for the banker and for a player who has
    not staked yet); ``turned`` the cards turned so far, the first first; ``deck`` the cards still face down,
    the next to turn first. ``events`` are those of the step that made this state, each citing its rule id.
    """

    rules: Rules
    phase: Phase
    to_move: int | None
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    stakes: tuple[int, ...]
    deck: tuple[Card, ...]
    turned: tuple[Card, ...]
    seed: int
    turns: int
    """Actions taken so far this bank (stakes and turns)."""
    outcome: Outcome | None
    events: tuple = ()

    @property
    def banker(self) -> int:
        return self.dealer

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def next_call(self) -> int | None:
        """The number of the call the next card is turned with (0 = joker … 13 = two), None once over."""
        return None if self.outcome is not None else len(self.turned)

    def view(self, seat: int) -> View:
        """What ``seat`` may see: the stakes, the turned cards and how many cards are still face down."""
        if type(seat) is not int or not 0 <= seat < len(self.hands):
            raise PositionError(f"seat {excerpt(seat, 20)} is not a seat of this {len(self.hands)}-player bank "
                                "(JB-DECK)", rule="JB-DECK")
        return View(seat, self.rules, self.phase, self.to_move, self.dealer, (), (0,) * len(self.hands),
                    self.stakes, self.turned, len(self.deck))

    def cards(self) -> tuple[Card, ...]:
        """Every card of the bank, each once: the turned cards, then the face-down deck."""
        return self.turned + self.deck

    def __repr__(self) -> str:
        return position_text(self)


def position_keywords(state: State) -> dict[str, Any]:
    """The keywords of ``position(...)`` that rebuild a running bank, its seed last (``positions``)."""
    keywords: dict[str, Any] = {"stakes": list(state.stakes)}
    if state.turned:
        keywords["turned"] = " ".join(map(str, state.turned))
    return keywords | {"deck": " ".join(map(str, state.deck)), "dealer": state.dealer, "seed": state.seed,
                       "turns": state.turns}


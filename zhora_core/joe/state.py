"""The state of a round of Joe: an immutable value with one explicit phase.

A state is never changed; ``apply`` returns the next one, so undo is keeping the previous state.
"""

from __future__ import annotations

import enum
from typing import Any, NamedTuple

from ..cards import Card
from ..errors import PositionError
from ..positions import position_text
from ..protocol import Termination
from .rules import Rules

__all__ = ["Phase", "Termination", "Outcome", "View", "State", "ENDINGS", "position_keywords", "COUNTERS"]


class Phase(enum.Enum):
    """What the player to move is asked to do."""

    TURN = "turn"
    """Beat the top card, play two queens, or draw (JQ-BEAT, JQ-QUEENS, JQ-DRAW)."""
    JOE = "joe"
    """Two queens lie on top: play a jack (Joe) or draw (JQ-JOE)."""
    ON_QUEENS = "on_queens"
    """The turn came back to the queens' player: any one card on them, or draw (JQ-JOE)."""
    COUNTDOWN = "countdown"
    """The same player must follow with a card of lower value than the top (JQ-COUNTDOWN)."""
    OVER = "over"
    """The round has ended (JQ-WIN, JQ-STALL)."""


#: How a round can end: the kind of the winner's last play, or a stalemate (``Outcome.ending``).
ENDINGS = ("beat", "queens", "jack", "on_queens", "countdown", "stalemate")


class Outcome(NamedTuple):
    """The end of a round. ``points`` is the project's measure, not a rule of Joe: the cards left in each hand
    (the winner 0). ``finish`` holds the card(s) the winner went out with; ``ending`` is one of ``ENDINGS``."""

    termination: Termination
    winner: int | None
    points: tuple[int, ...]
    finish: tuple[Card, ...]
    ending: str

    @property
    def is_stalemate(self) -> bool:
        return self.termination is Termination.STALEMATE

    @property
    def headline(self) -> str:
        """How the round ended, as a finished state's repr says it."""
        return f"round over ({self.ending}; cards left {', '.join(map(str, self.points))})"


class View(NamedTuple):
    """What one seat may see: its own hand, the table, the sizes of the hands and the reserve, and ``shown``:
    per seat, the cards everyone knows that seat holds (the cards shown at the deal, JQ-DEAL and JQ-FIRST; every
    hand under ``open_hands``, JQ-OPEN)."""

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
    queens_by: int | None
    shown: tuple[tuple[Card, ...], ...]


class State(NamedTuple):
    """One moment of a round. Build one with ``new_round`` or ``position``; step with ``apply``.

    ``hands`` are kept sorted (value, the ace first, then suit); ``pile`` lists the cards under ``top``,
    earliest first; ``deck`` is the reserve, the next card to draw first. ``events`` are those of the step that
    made this state, each citing its rule id.
    """

    rules: Rules
    phase: Phase
    to_move: int | None
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    top: Card
    pile: tuple[Card, ...]
    deck: tuple[Card, ...]
    queens_by: int | None
    """The seat that played the two queens (phases JOE and ON_QUEENS), else None."""
    shown: tuple[tuple[Card, ...], ...]
    """Per seat, the cards shown at the deal that are still in that hand (public knowledge)."""
    seed: int
    turns: int
    """Actions taken so far this round (JQ-STALL)."""
    draws: int
    """Chosen draws so far (JQ-DRAW)."""
    equal_draws: int
    """Draws for playing a card of equal value (JQ-BEAT rule 4)."""
    restocks: int
    queens: int
    """Pairs of queens played (JQ-QUEENS)."""
    countdowns: int
    """Cards played to follow down (JQ-COUNTDOWN)."""
    outcome: Outcome | None
    events: tuple = ()

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    @property
    def players(self) -> int:
        return len(self.hands)

    def view(self, seat: int) -> View:
        """What ``seat`` may see: its own hand, the public table, the other hands' sizes and shown cards."""
        if type(seat) is not int or not 0 <= seat < len(self.hands):
            raise PositionError(f"seat {seat!r} is not a seat of this {len(self.hands)}-player round (JQ-PLAYERS)",
                                rule="JQ-PLAYERS")
        return View(seat, self.rules, self.phase, self.to_move, self.dealer, self.hands[seat],
                    tuple(map(len, self.hands)), self.top, self.pile, len(self.deck), self.queens_by,
                    self.hands if self.rules.open_hands else self.shown)

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
        if state.dealer != (state.to_move - 1) % state.players:
            keywords["dealer"] = state.dealer
    if state.phase not in (Phase.TURN, Phase.OVER):
        keywords["phase"] = state.phase.value
    if state.queens_by is not None:
        keywords["queens_by"] = state.queens_by
    if any(state.shown):
        keywords["shown"] = [" ".join(map(str, s)) for s in state.shown]
    return keywords | {name: getattr(state, name) for name in COUNTERS}


#: The keywords of ``position_keywords`` that count the round so far (and its seed).
COUNTERS = ("seed", "turns", "draws", "equal_draws", "restocks", "queens", "countdowns")

"""The state of a Joker-52 deal: an immutable value with one explicit phase, and what one seat may see of it.

A state is never changed; ``apply`` returns the next one, so undo is keeping the previous state.
"""

from __future__ import annotations

import enum
from functools import partial
from typing import NamedTuple

from .. import checks
from ..cards import Card, Suit
from ..positions import position_text
from ..protocol import Termination
from .rules import Rules

__all__ = ["Phase", "Termination", "Outcome", "TrickCard", "Trick", "State", "SeatView", "check_seat", "position_keywords",
           "COUNTERS"]


class Phase(enum.Enum):
    """What the player to move is asked to do."""

    BID = "bid"
    """Bid a number of tricks (J52-BID)."""
    PLAY = "play"
    """Play a card to the trick (J52-LEAD, J52-FOLLOW, J52-JOKER)."""
    OVER = "over"
    """Every trick has been played (J52-SCORE)."""


class TrickCard(NamedTuple):
    """One card played to a trick: who played it, the card, and a joker's declaration (None for other cards)."""

    seat: int
    card: Card
    high: bool | None


class Trick(NamedTuple):
    """A finished trick: who led, the cards in the order played, and who took it."""

    leader: int
    cards: tuple[TrickCard, ...]
    winner: int


class Outcome(NamedTuple):
    """The end of a deal: its score per seat (J52-SCORE less J52-JOKER-PENALTY), the best-scoring seat (None on a
    tie), and how it went: bids, tricks taken, which bids were made, and the joker leads penalised per seat."""

    termination: Termination
    winner: int | None
    points: tuple[int, ...]
    bids: tuple[int, ...]
    taken: tuple[int, ...]
    made: tuple[bool, ...]
    penalties: tuple[int, ...]

    @property
    def headline(self) -> str:
        """How the deal ended, as a finished state's repr says it."""
        return f"deal over (points {', '.join(map(str, self.points))})"


class SeatView(NamedTuple):
    """What one seat may see: its own hand, the table, the turned card, and only the sizes of the other hands and
    the stock. ``voids`` are the suits each seat has shown it lacks since the last draw (public)."""

    seat: int
    rules: Rules
    phase: Phase
    to_move: int | None
    dealer: int
    cards_each: int
    tricks: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    turned: Card
    trump: Suit | None
    bids: tuple[int | None, ...]
    taken: tuple[int, ...]
    trick: tuple[TrickCard, ...]
    leader: int
    led: Suit | None
    pile: tuple[Card, ...]
    last_trick: Trick | None
    voids: tuple[tuple[Suit, ...], ...]
    penalties: tuple[int, ...]
    drawn_trump: int | None
    outcome: Outcome | None


class State(NamedTuple):
    """One moment of a deal. Build one with ``new_round`` or ``position``; step with ``apply``.

    ``hands`` are kept sorted (rank, then suit). ``stock`` lists the cards to draw, the next one first; while
    the turned card ``turned`` lies under the stock it is the stock's last card (J52-TRUMP), and ``drawn_trump``
    is the seat that drew it, once drawn. ``tricks`` is the number of tricks of the deal (J52-REFILL), ``trick``
    the cards of the trick being played, led by ``leader``, whose led suit is ``led`` (None until a card other
    than a joker is played, J52-JOKER). ``pile`` holds the cards of finished tricks, in the order played.
    ``events`` are those of the step that made this state, each citing its rule id.
    """

    rules: Rules
    phase: Phase
    to_move: int | None
    dealer: int
    cards_each: int
    """Cards each in this deal (J52-DEALS)."""
    tricks: int
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    turned: Card
    trump: Suit | None
    bids: tuple[int | None, ...]
    taken: tuple[int, ...]
    trick: tuple[TrickCard, ...]
    leader: int
    led: Suit | None
    pile: tuple[Card, ...]
    last_trick: Trick | None
    voids: tuple[tuple[Suit, ...], ...]
    """The suits each seat has shown it lacks (by not following) since the last draw, in the order shown."""
    penalties: tuple[int, ...]
    """Joker leads penalised so far, per seat (J52-JOKER-PENALTY)."""
    drawn_trump: int | None
    seed: int
    turns: int
    """Actions taken so far this deal."""
    outcome: Outcome | None
    events: tuple = ()

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def tricks_played(self) -> int:
        return sum(self.taken)

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see (its own hand, the public table, the other hands' and the stock's sizes)."""
        check_seat(seat, self.players, "seat")
        return SeatView(seat, self.rules, self.phase, self.to_move, self.dealer, self.cards_each, self.tricks,
                        self.hands[seat], tuple(map(len, self.hands)), len(self.stock), self.turned, self.trump,
                        self.bids, self.taken, self.trick, self.leader, self.led, self.pile, self.last_trick,
                        self.voids, self.penalties, self.drawn_trump, self.outcome)

    def cards_in_play(self) -> tuple[Card, ...]:
        """The cards of the trick being played, in order."""
        return tuple(played.card for played in self.trick)

    def cards(self) -> tuple[Card, ...]:
        """Every card of the deal, each once: the hands in seat order, the stock (the turned card last while it
        lies there), the trick being played and the pile."""
        return (*(card for hand in self.hands for card in hand), *self.stock, *self.cards_in_play(), *self.pile)

    def __repr__(self) -> str:
        return position_text(self)


check_seat = partial(checks.seat, rule="J52-DECK", round_word="deal")
"""``check_seat(value, players, name)``: ``value`` if it is a seat of the deal; else PositionError naming it
(``checks.seat``)."""


def trick_text(trick: tuple[TrickCard, ...]) -> str:
    """A trick as ``position(trick=...)`` reads it: ``'RJ high, 7♠'``."""
    return ", ".join(str(p.card) if p.high is None else f"{p.card} {'high' if p.high else 'low'}" for p in trick)


def position_keywords(state: State) -> dict:
    """The keywords of ``position(...)`` (``rules`` aside) that rebuild a running deal, its seed and count of
    actions too, as plain text, numbers and lists: what the repr shows and a position file holds."""
    def cards(cs) -> str:
        return " ".join(map(str, cs))

    stock = state.stock[:-1] if state.drawn_trump is None and state.stock else state.stock
    keywords: dict = {"hands": [cards(h) for h in state.hands], "trump": str(state.turned)}
    if stock:
        keywords["deck"] = cards(stock)
    if state.drawn_trump is not None:
        keywords["trump_drawn_by"] = state.drawn_trump
    if state.pile:
        keywords["pile"] = cards(state.pile)
    if any(b is not None for b in state.bids):
        keywords["bids"] = list(state.bids)
    if any(state.taken):
        keywords["taken"] = list(state.taken)
    if state.trick:
        keywords["trick"] = trick_text(state.trick)
    if state.trick or any(state.taken):
        keywords["leader"] = state.leader
    keywords["dealer"] = state.dealer
    if any(state.penalties):
        keywords["penalties"] = list(state.penalties)
    keywords["cards"] = state.cards_each
    keywords["seed"], keywords["turns"] = state.seed, state.turns
    if any(state.voids):
        keywords["voids"] = ["".join(map(str, v)) for v in state.voids]
    if state.last_trick is not None:
        keywords["last_trick"] = [state.last_trick.leader, trick_text(state.last_trick.cards)]
    return keywords


COUNTERS = ("seed", "turns", "voids", "last_trick")
"""The keywords a save file keeps and the repr leaves out: the seed, the count of actions, the voids shown since the
last draw and the last finished trick."""

"""The state of a deal of Georgian Joker: an immutable value whose phase says what the player to move is asked.

The table part: the trump suit (or None), the turned card, the bids and tricks taken per seat, the current trick
(each card with its seat and its joker declaration), who led it, and the finished tricks. A state is never
changed; ``apply`` returns the next one.
"""

from __future__ import annotations

import enum
from typing import NamedTuple

from ..cards import Card, Suit
from ..errors import PositionError, excerpt
from ..positions import position_text
from ..protocol import Termination
from .rules import Rules

__all__ = ["Phase", "TrickCard", "Trick", "Outcome", "ENDINGS", "SeatView", "State", "position_keywords",
           "STATE_FIELDS", "COUNTERS"]


class Phase(enum.Enum):
    """What the player to move is asked to do."""

    TRUMP = "trump"
    """A full deal: the player left of the dealer names trumps after seeing his first three cards (JK-TRUMP)."""
    BID = "bid"
    """Bid a number of tricks (JK-BID)."""
    PLAY = "play"
    """Play a card to the trick (JK-LEAD, JK-FOLLOW)."""
    OVER = "over"
    """Every trick has been played (JK-SCORE)."""


class TrickCard(NamedTuple):
    """A card in a trick: who played it, and for a joker its declaration (``"high"``, ``"low"``, ``"six"``) and
    the suit a leading joker called; ``mode`` and ``suit`` are None for a plain card."""

    seat: int
    card: Card
    mode: str | None = None
    suit: Suit | None = None

    def __str__(self) -> str:
        if self.mode is None:
            return str(self.card)
        return f"{self.card} {self.mode}" + ("" if self.suit is None else f" {self.suit}")


class Trick(NamedTuple):
    """A finished trick: its cards in the order played (the leader's first) and the seat that took it."""

    cards: tuple[TrickCard, ...]
    winner: int

    @property
    def leader(self) -> int:
        return self.cards[0].seat


class Outcome(NamedTuple):
    """How a deal ended: every trick played (``Termination.PLAYED_OUT``), each seat's score for the deal
    (JK-SCORE or JK-MINUS), the best-scoring seat (None on a tie), and the bids, tricks and khishti flags."""

    termination: Termination
    winner: int | None
    points: tuple[int, ...]
    bids: tuple[int, ...]
    taken: tuple[int, ...]
    khishti: tuple[bool, ...]
    """Whether each seat bid at least one trick and took none (JK-SCORE's −200; never under ``scoring="minus"``)."""

    @property
    def made(self) -> tuple[bool, ...]:
        """Whether each seat took exactly its bid."""
        return tuple(b == t for b, t in zip(self.bids, self.taken))

    @property
    def ending(self) -> str:
        """One of ``ENDINGS``: whether the bids added up to fewer tricks than were dealt (``"underbid"``, a trick
        is pushed on somebody: the source's «пихаловка») or more (``"overbid"``, «отнималовка»); the hook
        (JK-BID) rules out equality."""
        return "underbid" if sum(self.bids) < sum(self.taken) else "overbid"

    @property
    def headline(self) -> str:
        """How the deal ended, as a finished state's repr says it."""
        return f"deal over ({self.ending}; points {', '.join(map(str, self.points))})"


ENDINGS = ("underbid", "overbid")


class SeatView(NamedTuple):
    """What one seat may see: its own hand, the table (trump, bids, tricks, the current and the finished tricks,
    the voids shown), and only the sizes of the other hands and of the undealt cards."""

    seat: int
    rules: Rules
    phase: Phase
    to_move: int | None
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    cards_each: int
    trump: Suit | None
    turned: Card | None
    bids: tuple[int | None, ...]
    taken: tuple[int, ...]
    trick: tuple[TrickCard, ...]
    history: tuple[Trick, ...]
    voids: tuple[frozenset, ...]
    stock_size: int

    def __repr__(self) -> str:
        # each seat's voids in the order ♠ ♣ ♥ ♦: a frozenset prints in the order of its members' hashes, which
        # for suits differs from one process to the next
        shown = {name: getattr(self, name) for name in self._fields}
        shown["voids"] = tuple(_Sorted(v) for v in self.voids)
        return "SeatView(" + ", ".join(f"{name}={value!r}" for name, value in shown.items()) + ")"


class _Sorted(frozenset):
    """A set of suits whose repr lists them in suit order."""

    def __repr__(self) -> str:
        return "frozenset(" + ("{" + ", ".join(repr(s) for s in Suit if s in self) + "}" if self else "") + ")"


class State(NamedTuple):
    """One moment of a deal. Build one with ``new_round`` or ``position``; step with ``apply``.

    ``hands`` are kept sorted (rank, then suit). ``stock`` holds the cards not dealt, the next first: in a full
    deal's trump phase, the rest of the deal; otherwise the cards under the turned one, never shown.
    """

    rules: Rules
    phase: Phase
    to_move: int | None
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    cards_each: int
    trump: Suit | None
    """The trump suit; None for no trumps (and while it is still to be named)."""
    turned: Card | None
    """The card turned for trumps after the deal (JK-TRUMP); None in a full deal."""
    stock: tuple[Card, ...]
    bids: tuple[int | None, ...]
    taken: tuple[int, ...]
    trick: tuple[TrickCard, ...]
    leader: int
    """Who leads (or led) the current trick (JK-LEAD)."""
    history: tuple[Trick, ...]
    voids: tuple[frozenset, ...]
    """The suits each seat has shown it lacks this deal, by not following or not trumping (JK-FACE)."""
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
    def tricks(self) -> int:
        """The deal's number of tricks: one per card each (JK-PULKAS)."""
        return self.cards_each

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see (its own hand, the table, the other hands' sizes); PositionError for a seat that
        is not one."""
        if type(seat) is not int or not 0 <= seat < len(self.hands):
            raise PositionError(f"seat={excerpt(seat, 20)} is not a seat of this deal (JK-PLAYERS)", rule="JK-PLAYERS")
        return SeatView(seat, self.rules, self.phase, self.to_move, self.dealer, self.hands[seat],
                        tuple(map(len, self.hands)), self.cards_each, self.trump, self.turned, self.bids, self.taken,
                        self.trick, self.history, self.voids, len(self.stock))

    def cards(self) -> tuple[Card, ...]:
        """Every card of the deal, each once: the hands, the current trick, the finished tricks, the turned card
        and the undealt stock."""
        return (*(c for hand in self.hands for c in hand), *(t.card for t in self.trick),
                *(t.card for trick in self.history for t in trick.cards),
                *(() if self.turned is None else (self.turned,)), *self.stock)

    def __repr__(self) -> str:
        return position_text(self)


STATE_FIELDS = State._fields


def position_keywords(state: State) -> dict:
    """The keywords of ``position(...)`` (``rules`` aside) that rebuild a running deal (its seed too), as plain text,
    numbers and lists: what the repr shows and a position file holds."""
    def cards(cs) -> str:
        return " ".join(map(str, cs))

    keywords: dict = {"hands": [cards(h) for h in state.hands]}
    if state.phase is Phase.TRUMP:
        keywords["phase"] = "trump"
    else:
        keywords["trump"] = "none" if state.trump is None else str(state.trump)
    if state.turned is not None:
        keywords["top"] = str(state.turned)
    if state.stock:
        keywords["deck"] = cards(state.stock)
    if state.phase is not Phase.TRUMP:
        keywords["bids"] = list(state.bids)
    if any(state.taken):
        keywords["taken"] = list(state.taken)
    if state.trick:
        keywords["trick"] = [str(t) for t in state.trick]
    if any(state.voids):
        keywords["voids"] = ["".join(sorted(map(str, v))) for v in state.voids]
    keywords["dealer"] = state.dealer
    if any(state.taken) or state.trick:
        keywords["leader"] = state.leader
    keywords["cards"] = state.cards_each
    keywords["seed"], keywords["turns"] = state.seed, state.turns
    if state.history:
        keywords["history"] = [[str(t) for t in trick.cards] for trick in state.history]
    return keywords


COUNTERS = ("seed", "turns", "history")
"""The keywords a save file keeps and the repr leaves out: the seed, the count of actions, the finished tricks."""

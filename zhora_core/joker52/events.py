"""What happened in a step: small immutable records, each citing the rule id that made it happen. Their words come
from the phrasebook only when asked for (``text(lang, names=...)``), so creating them costs little.

>>> Played(1, parse_card("RJ"), True, "J52-JOKER").text("ru")
'место 1 кладёт КДж старшим'
>>> str(TrickTaken(2, parse_card("A♠"), "J52-FOLLOW"))
'seat 2 takes the trick with A♠ (J52-FOLLOW)'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from ..cards import Card, Suit, parse_card  # noqa: F401  (parse_card: the doctest)
from ..words import Seat, say
from . import phrases  # noqa: F401  (registers the phrases said here)

__all__ = ["Dealt", "TrumpTurned", "BidMade", "Played", "JokerPenalty", "TrickTaken", "Refilled", "TrumpDrawn",
           "TurnTo", "DealOver", "Event"]

Names = Sequence[Any] | None


def _say(key: str, lang: str, names: Names, **values: Any) -> str:
    return say(f"joker52.event.{key}", lang, names=names, **values)


class Dealt(NamedTuple):
    dealer: int
    cards: int
    rule: str = "J52-DEALS"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return _say("dealt", lang, names, seat=Seat(self.dealer), n=self.cards)


class TrumpTurned(NamedTuple):
    card: Card
    trump: Suit | None
    rule: str = "J52-TRUMP"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        if self.trump is None:
            return _say("no_trump", lang, names, card=self.card)
        return _say("trump", lang, names, card=self.card, suit=self.trump)


class BidMade(NamedTuple):
    seat: int
    tricks: int
    rule: str = "J52-BID"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return _say("bid", lang, names, seat=Seat(self.seat), n=self.tricks)


class Played(NamedTuple):
    seat: int
    card: Card
    high: bool | None
    rule: str

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        key = "led" if self.rule == "J52-LEAD" else "played"
        if self.high is not None:
            key = "joker_high" if self.high else "joker_low"
        return _say(key, lang, names, seat=Seat(self.seat), card=self.card)


class JokerPenalty(NamedTuple):
    seat: int
    rule: str = "J52-JOKER-PENALTY"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return _say("penalty", lang, names, seat=Seat(self.seat))


class TrickTaken(NamedTuple):
    seat: int
    card: Card
    rule: str

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return _say("took", lang, names, seat=Seat(self.seat), card=self.card)


class Refilled(NamedTuple):
    first: int
    left: int
    rule: str = "J52-REFILL"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return _say("refill", lang, names, seat=Seat(self.first), n=self.left)


class TrumpDrawn(NamedTuple):
    seat: int
    card: Card
    rule: str = "J52-REFILL"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return _say("drew_trump", lang, names, seat=Seat(self.seat), card=self.card)


class TurnTo(NamedTuple):
    seat: int
    rule: str

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return _say("to_bid" if self.rule == "J52-BID" else "to_lead", lang, names, seat=Seat(self.seat))


class DealOver(NamedTuple):
    points: tuple[int, ...]
    rule: str = "J52-SCORE"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return _say("deal_over", lang, names, points=", ".join(map(str, self.points)))


def _str(event) -> str:
    """``str(event)``: the English sentence and the rule id."""
    return f"{event.text()} ({event.rule})"


for _kind in (Dealt, TrumpTurned, BidMade, Played, JokerPenalty, TrickTaken, Refilled, TrumpDrawn, TurnTo, DealOver):
    _kind.__str__ = _str

Event = Dealt | TrumpTurned | BidMade | Played | JokerPenalty | TrickTaken | Refilled | TrumpDrawn | TurnTo | DealOver

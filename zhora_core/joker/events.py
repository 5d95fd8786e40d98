"""What happened in a step: small immutable records, each citing the rule id that made it happen.

An event is built with its data only; ``text(lang, names=...)`` words it from the phrasebook when asked, naming
a seat ``names[seat]`` when names are given (``words.YOU`` for the reader: "you").

>>> Played(1, Card.parse("7♥"), "JK-FOLLOW").text("ru", names=["Анна", "Борис"])
'Борис кладёт 7♥'
>>> str(TrickTaken(2, 3, "JK-TWO-JOKERS"))
'seat 2 takes the trick (3 taken) (JK-TWO-JOKERS)'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .. import words
from ..cards import Card, Suit
from . import phrases  # noqa: F401  (registers the sentences)

__all__ = ["Dealt", "TrumpTurned", "TrumpToName", "TrumpNamed", "RestDealt", "HookBarred", "BidMade", "Played",
           "JokerPlayed", "TrickTaken", "DealScored", "EVENT_TYPES", "Event"]

Names = Sequence[str] | None


_SEATS = tuple(words.Seat(n) for n in range(4))


class Dealt(NamedTuple):
    dealer: int
    cards_each: int
    rule: str = "JK-PULKAS"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("joker.ev.dealt", lang, names=names, who=_SEATS[self.dealer], n=self.cards_each)


class TrumpTurned(NamedTuple):
    """The card turned after the deal; a joker means no trumps."""

    card: Card
    trump: Suit | None
    rule: str = "JK-TRUMP"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        if self.trump is None:
            return words.say("joker.ev.turned_joker", lang, names=names, card=self.card)
        return words.say("joker.ev.turned", lang, names=names, card=self.card, suit=self.trump)


class TrumpToName(NamedTuple):
    seat: int
    rule: str = "JK-TRUMP"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("joker.ev.to_name", lang, names=names, who=_SEATS[self.seat])


class TrumpNamed(NamedTuple):
    seat: int
    trump: Suit | None
    rule: str = "JK-TRUMP"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        if self.trump is None:
            return words.say("joker.ev.named_none", lang, names=names, who=_SEATS[self.seat])
        return words.say("joker.ev.named", lang, names=names, who=_SEATS[self.seat], suit=self.trump)


class RestDealt(NamedTuple):
    cards_each: int
    rule: str = "JK-TRUMP"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("joker.ev.rest", lang, names=names, n=self.cards_each)


class HookBarred(NamedTuple):
    """The dealer, last to bid, may not bid ``tricks``: the bids would add up to the ``total`` tricks."""

    seat: int
    tricks: int
    total: int
    rule: str = "JK-BID"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("joker.ev.hook", lang, names=names, who=_SEATS[self.seat], n=self.tricks,
                         total=self.total)


class BidMade(NamedTuple):
    seat: int
    tricks: int
    rule: str = "JK-BID"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        key = "joker.ev.pass" if self.tricks == 0 else "joker.ev.bid"
        return words.say(key, lang, names=names, who=_SEATS[self.seat], n=self.tricks)


class Played(NamedTuple):
    """A plain card played: led (JK-LEAD) or followed (JK-FOLLOW, JK-JOKER-LEAD after a joker's call)."""

    seat: int
    card: Card
    rule: str
    lead: bool = False

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        key = "joker.ev.lead" if self.lead else "joker.ev.played"
        return words.say(key, lang, names=names, who=_SEATS[self.seat], card=self.card)


class JokerPlayed(NamedTuple):
    """A joker played high or low (naming ``suit`` when it leads), or as its plain six."""

    seat: int
    card: Card
    mode: str
    suit: Suit | None
    rule: str

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        who = _SEATS[self.seat]
        if self.mode == "six":
            return words.say("joker.ev.six", lang, names=names, who=who, card=self.card)
        if self.suit is None:
            return words.say(f"joker.ev.joker_{self.mode}", lang, names=names, who=who, card=self.card)
        return words.say(f"joker.ev.joker_{self.mode}_lead", lang, names=names, who=who, card=self.card,
                         suit=self.suit)


class TrickTaken(NamedTuple):
    """``seat`` takes the trick, its ``taken``-th; ``rule`` says what decided it (a trump or the led suit
    JK-FOLLOW, a high joker JK-JOKER-FOLLOW or JK-JOKER-LEAD, the later of two JK-TWO-JOKERS, a trump over a
    high lead JK-HIGH-TRUMPED)."""

    seat: int
    taken: int
    rule: str

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("joker.ev.taken", lang, names=names, who=_SEATS[self.seat], n=self.taken)


class DealScored(NamedTuple):
    seat: int
    bid: int
    taken: int
    points: int
    khishti: bool
    rule: str = "JK-SCORE"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        key = "joker.ev.khishti" if self.khishti else "joker.ev.made" if self.bid == self.taken else "joker.ev.missed"
        return words.say(key, lang, names=names, who=_SEATS[self.seat], bid=self.bid, taken=self.taken,
                         points=self.points)


EVENT_TYPES = (Dealt, TrumpTurned, TrumpToName, TrumpNamed, RestDealt, HookBarred, BidMade, Played, JokerPlayed,
               TrickTaken, DealScored)
Event = (Dealt | TrumpTurned | TrumpToName | TrumpNamed | RestDealt | HookBarred | BidMade | Played | JokerPlayed
         | TrickTaken | DealScored)


def _str(self) -> str:
    return f"{self.text('en')} ({self.rule})"


for _cls in EVENT_TYPES:
    _cls.__str__ = _str

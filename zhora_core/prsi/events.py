"""What happened in a step: small immutable records, each citing the rule id that made it happen.

An event is built with its data only; ``text(lang, names=...)`` words it from the phrasebook when asked, naming
a seat ``names[seat]`` when names are given (``words.YOU`` for the reader: "you play …").

>>> Played(1, Card.parse("7♥"), "P-MATCH").text("ru", names=["Анна", "Борис"])
'Борис кладёт 7♥'
>>> str(PenaltyTaken(2, 4, 0))
'seat 2 draws 4 cards for the sevens (P-SEVEN)'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .. import words
from ..words import Seat
from ..cards import Card, Suit
from . import phrases  # noqa: F401  (registers the sentences)
from .state import Stall

__all__ = ["Dealt", "StarterTurned", "StarterActs", "StarterQueen", "TurnTo", "Played", "SuitNamed",
           "PenaltyPending", "StandPending", "Drew", "PenaltyTaken", "Stood", "Restocked", "Won", "Stalemate",
           "Event", "EVENT_TYPES"]

Names = Sequence[str] | None




class Dealt(NamedTuple):
    dealer: int
    cards_each: int
    rule: str = "P-DEAL"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("prsi.ev.dealt", lang, names=names, seat=Seat(self.dealer), n=self.cards_each)


class StarterTurned(NamedTuple):
    card: Card
    rule: str = "P-DEAL"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("prsi.ev.starter", lang, card=self.card)


class StarterActs(NamedTuple):
    """A starter 7 or ace acts on the first player (``starter_effects``)."""

    card: Card
    seat: int
    rule: str = "P-STARTER"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("prsi.ev.starter_acts", lang, card=self.card, names=names, seat=Seat(self.seat))


class StarterQueen(NamedTuple):
    card: Card
    rule: str = "P-STARTER"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("prsi.ev.starter_queen", lang, card=self.card, suit=self.card.suit)


class TurnTo(NamedTuple):
    """Who moves first after the deal: "seat 1 to move"; with names "Boris moves next", "you move next", as
    Zhora's log says it."""

    seat: int
    rule: str

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        key = "prsi.ev.turn" if names is None else "prsi.ev.turn_next"
        return words.say(key, lang, names=names, seat=Seat(self.seat))


class Played(NamedTuple):
    seat: int
    card: Card
    rule: str

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("prsi.ev.played", lang, names=names, seat=Seat(self.seat), card=self.card)


class SuitNamed(NamedTuple):
    seat: int
    suit: Suit
    rule: str = "P-QUEEN"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("prsi.ev.named", lang, names=names, seat=Seat(self.seat), suit=self.suit)


class PenaltyPending(NamedTuple):
    """``seat`` faces ``cards`` penalty cards; ``may_answer`` under ``stack_sevens``."""

    seat: int
    cards: int
    may_answer: bool
    rule: str = "P-SEVEN"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        key = "prsi.ev.penalty_answer" if self.may_answer else "prsi.ev.penalty"
        return words.say(key, lang, names=names, seat=Seat(self.seat), n=self.cards)


class StandPending(NamedTuple):
    """``seat`` must stand after ``aces`` aces; ``may_answer`` under ``stack_aces``."""

    seat: int
    aces: int
    may_answer: bool
    rule: str = "P-ACE"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        key = "prsi.ev.stand_answer" if self.may_answer else "prsi.ev.stand"
        return words.say(key, lang, names=names, seat=Seat(self.seat))


class Drew(NamedTuple):
    """A one-card draw; ``card`` is None when there was nothing to draw. The text never names the card."""

    seat: int
    card: Card | None
    rule: str = "P-DRAW"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        key = "prsi.ev.dry" if self.card is None else "prsi.ev.drew"
        return words.say(key, lang, names=names, seat=Seat(self.seat))


class PenaltyTaken(NamedTuple):
    """The sevens' penalty: ``cards`` drawn, ``short`` more that there was nothing left to draw."""

    seat: int
    cards: int
    short: int
    rule: str = "P-SEVEN"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        key = "prsi.ev.penalty_short" if self.short else "prsi.ev.penalty_taken"
        return words.say(key, lang, names=names, seat=Seat(self.seat), n=self.cards, short=self.short)


class Stood(NamedTuple):
    seat: int
    rule: str = "P-ACE"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("prsi.ev.stood", lang, names=names, seat=Seat(self.seat))


class Restocked(NamedTuple):
    cards: int
    shuffled: bool
    rule: str = "P-RESTOCK"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        key = "prsi.ev.restock_shuffle" if self.shuffled else "prsi.ev.restock_turn"
        return words.say(key, lang, n=self.cards)


class Won(NamedTuple):
    seat: int
    card: Card
    rule: str = "P-WIN"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("prsi.ev.won", lang, names=names, seat=Seat(self.seat))


class Stalemate(NamedTuple):
    stall: Stall
    turns: int
    rule: str = "P-STALL"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        key = "prsi.ev.stall_turns" if self.stall is Stall.TURNS else "prsi.ev.stall_dry"
        return words.say(key, lang, n=self.turns)


EVENT_TYPES = (Dealt, StarterTurned, StarterActs, StarterQueen, TurnTo, Played, SuitNamed, PenaltyPending,
               StandPending, Drew, PenaltyTaken, Stood, Restocked, Won, Stalemate)
Event = (Dealt | StarterTurned | StarterActs | StarterQueen | TurnTo | Played | SuitNamed | PenaltyPending
         | StandPending | Drew | PenaltyTaken | Stood | Restocked | Won | Stalemate)


def _str(self) -> str:
    return f"{self.text('en')} ({self.rule})"


for _cls in EVENT_TYPES:
    _cls.__str__ = _str

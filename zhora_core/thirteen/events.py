"""What happened in a step: small immutable records, each citing the rule id that made it happen.

Events are created bare (seats, cards, counts) and worded only when asked: ``event.text("ru")``, or
``event.text(names=["Ann", "Bob"])`` to name the seats (``words.YOU`` for the reader).

>>> from zhora_core.cards import Card
>>> from zhora_core.words import YOU
>>> Played(0, Card.parse("Q♥"), "T-STEP").text(names=["Ann", "Bob"]), str(TookCards(1, 13))
('Ann plays Q♥', 'seat 1 takes 13 cards from the reserve (T-AFTER-JOKER)')
>>> TookCards(1, 2).text("ru", names=["Анна", YOU]), Drew(0, Card.parse("5♠")).text("ru", names=[YOU, "Бот"])
('вы берёте из резерва 2 карты', 'вы берёте карту из резерва')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .. import words
from ..cards import Card
from . import phrases  # noqa: F401  (registers the sentences)

__all__ = ["Dealt", "CentreTurned", "JokerReturned", "TurnTo", "Played", "RunEnded", "Drew", "TookCards",
           "Passed", "Restocked", "Won", "Stalemate", "Event", "EVENT_TYPES"]

_say = words.say
Seat = words.Seat


class Dealt(NamedTuple):
    dealer: int
    cards_each: int
    rule: str = "T-DEAL"

    def text(self, lang: str = "en", *, names: Sequence[str] | None = None) -> str:
        return _say("thirteen.dealt", lang, names=names, seat=Seat(self.dealer), n=self.cards_each)


class CentreTurned(NamedTuple):
    card: Card
    rule: str = "T-DEAL"

    def text(self, lang: str = "en", *, names: Sequence[str] | None = None) -> str:
        return _say("thirteen.centre", lang, card=self.card)


class JokerReturned(NamedTuple):
    """A joker turned up as the centre card goes back into the reserve at a random place."""

    card: Card
    rule: str = "T-DEAL"

    def text(self, lang: str = "en", *, names: Sequence[str] | None = None) -> str:
        return _say("thirteen.joker_back", lang, card=self.card)


class TurnTo(NamedTuple):
    seat: int
    rule: str

    def text(self, lang: str = "en", *, names: Sequence[str] | None = None) -> str:
        return _say("thirteen.turn_to", lang, names=names, seat=Seat(self.seat))


class Played(NamedTuple):
    seat: int
    card: Card
    rule: str

    def text(self, lang: str = "en", *, names: Sequence[str] | None = None) -> str:
        return _say("thirteen.played", lang, names=names, seat=Seat(self.seat), card=self.card)


class RunEnded(NamedTuple):
    """The turn's cards are played: by ``"end"``, or because no card of the hand continues the run."""

    seat: int
    cards: int
    rule: str = "T-RUN"

    def text(self, lang: str = "en", *, names: Sequence[str] | None = None) -> str:
        return _say("thirteen.run_ended", lang, names=names, seat=Seat(self.seat), n=self.cards)


class Drew(NamedTuple):
    seat: int
    card: Card
    rule: str = "T-DRAW"

    def text(self, lang: str = "en", *, names: Sequence[str] | None = None) -> str:
        return _say("thirteen.drew", lang, names=names, seat=Seat(self.seat))


class TookCards(NamedTuple):
    """The player who could not answer a joker takes up to 13 cards (as many as the reserve holds)."""

    seat: int
    count: int
    rule: str = "T-AFTER-JOKER"

    def text(self, lang: str = "en", *, names: Sequence[str] | None = None) -> str:
        return _say("thirteen.took", lang, names=names, seat=Seat(self.seat), n=self.count)


class Passed(NamedTuple):
    seat: int
    rule: str = "T-RESTOCK"

    def text(self, lang: str = "en", *, names: Sequence[str] | None = None) -> str:
        return _say("thirteen.passed", lang, names=names, seat=Seat(self.seat))


class Restocked(NamedTuple):
    cards: int
    rule: str = "T-RESTOCK"

    def text(self, lang: str = "en", *, names: Sequence[str] | None = None) -> str:
        return _say("thirteen.restocked", lang, n=self.cards)


class Won(NamedTuple):
    winner: int
    cards_left: tuple[int, ...]
    rule: str = "T-WIN"

    def text(self, lang: str = "en", *, names: Sequence[str] | None = None) -> str:
        return _say("thirteen.won", lang, names=names, seat=Seat(self.winner),
                    left=", ".join(map(str, self.cards_left)))


class Stalemate(NamedTuple):
    turns: int
    rule: str = "T-WIN"

    def text(self, lang: str = "en", *, names: Sequence[str] | None = None) -> str:
        return _say("thirteen.stalemate", lang, n=self.turns)


EVENT_TYPES = (Dealt, CentreTurned, JokerReturned, TurnTo, Played, RunEnded, Drew, TookCards, Passed, Restocked,
               Won, Stalemate)
Event = (Dealt | CentreTurned | JokerReturned | TurnTo | Played | RunEnded | Drew | TookCards | Passed | Restocked
         | Won | Stalemate)


def _str(self) -> str:
    return f"{self.text('en')} ({self.rule})"


for _cls in EVENT_TYPES:
    _cls.__str__ = _str

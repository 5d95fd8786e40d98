"""What happened in a step: small immutable records, each citing the rule id that made it happen.

An event holds data only; its words come from the phrasebook when asked for: ``str(event)`` in English with the
rule id, ``event.text("ru")`` in Russian. Given the seats' ``names`` (a name, or ``words.YOU`` for the reader),
an event words each seat by its name and reads as narration rather than a transcript:

>>> from zhora_core.words import YOU
>>> TurnTo(2, "Z-ACE").text(), TurnTo(2, "Z-ACE").text("ru", names=["Анна", "Бот 1", "Бот 2"])
('seat 2 to move', 'ход остаётся у игрока Бот 2')
>>> PenaltyDraw(0, (), 2, "Z-SEVEN").text("ru", names=[YOU, "Бот 1"])
'вы берёте 0 карт штрафа, а ещё 2 карт взять неоткуда: колода пуста'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from ..cards import Card, Suit
from ..words import Seat, say
from . import phrases  # noqa: F401  (registers the phrases said here)

__all__ = [
    "Dealt", "StarterTurned", "Swapped", "Played", "SuitOrdered", "PlayedJacks", "Drew", "PenaltyDraw",
    "Passed", "Skipped", "TurnTo", "Restocked", "Waiting", "RoundOver", "Stalemate", "Event",
]

Names = Sequence[Any] | None
_TURN_STAYS = frozenset({"Z-SEVEN", "Z-KING-HEARTS", "Z-ACE"})


def _say(key: str, lang: str, names: Names, **values: Any) -> str:
    return say(f"zhora.event.{key}", lang, names=names, **values)


class Dealt(NamedTuple):
    dealer: int
    cards_each: int
    rule: str = "Z-DEAL"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return _say("dealt", lang, names, seat=Seat(self.dealer), n=self.cards_each)


class StarterTurned(NamedTuple):
    card: Card
    rule: str = "Z-STARTER"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return _say("starter", lang, names, card=self.card)


class Swapped(NamedTuple):
    seat: int
    jack: Card
    card: Card
    rule: str = "Z-STARTER-JACK"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return _say("swapped", lang, names, seat=Seat(self.seat), jack=self.jack, card=self.card)


class Played(NamedTuple):
    seat: int
    card: Card
    rule: str

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return _say("played", lang, names, seat=Seat(self.seat), card=self.card)


class SuitOrdered(NamedTuple):
    seat: int
    suit: Suit
    rule: str = "Z-JACK"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return _say("ordered", lang, names, seat=Seat(self.seat), suit=self.suit)


class PlayedJacks(NamedTuple):
    seat: int
    cards: tuple[Card, ...]
    rule: str = "Z-JACKS-OUT"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return _say("jacks_out", lang, names, seat=Seat(self.seat), cards=self.cards)


class Drew(NamedTuple):
    """A chosen draw; ``card`` is None when there was nothing to draw (Z-DRY)."""

    seat: int
    card: Card | None
    rule: str

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return _say("drew" if self.card is not None else "drew_nothing", lang, names, seat=Seat(self.seat))


class PenaltyDraw(NamedTuple):
    """A forced draw after a 7 or K♥; ``short`` counts the cards the deck could not give (Z-DRY)."""

    seat: int
    cards: tuple[Card, ...]
    short: int
    rule: str

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return _say("penalty_short" if self.short else "penalty", lang, names, seat=Seat(self.seat),
                    n=len(self.cards), short=self.short)


class Passed(NamedTuple):
    seat: int
    rule: str = "Z-PASS"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return _say("passed", lang, names, seat=Seat(self.seat))


class Skipped(NamedTuple):
    seat: int
    rule: str

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return _say("skipped", lang, names, seat=Seat(self.seat))


class TurnTo(NamedTuple):
    """Who moves next; with names it says "the turn stays with ..." after a 7, K♥ or ace."""

    seat: int
    rule: str

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        key = "turn" if names is None else "turn_stays" if self.rule in _TURN_STAYS else "turn_next"
        return _say(key, lang, names, seat=Seat(self.seat))


class Restocked(NamedTuple):
    cards: int
    shuffled: bool
    rule: str = "Z-RESTOCK"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return _say("restocked_shuffled" if self.shuffled else "restocked", lang, names, n=self.cards)


class Waiting(NamedTuple):
    seat: int
    rule: str = "Z-WAIT"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return _say("waiting", lang, names, seat=Seat(self.seat))


class RoundOver(NamedTuple):
    winner: int
    finish: tuple[Card, ...]
    points: tuple[int, ...]
    rule: str

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        points = ", ".join(map(str, self.points))
        return _say("round_over", lang, names, seat=Seat(self.winner), cards=self.finish, n=len(self.finish),
                    points=points)


class Stalemate(NamedTuple):
    """The round ends with nobody scoring: ``limit`` is the ``max_turns`` it reached, or None when every player
    in a row passed with nothing to draw."""

    limit: int | None
    rule: str = "Z-STALL"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        if self.limit is None:
            return _say("stalemate_dry", lang, names)
        return _say("stalemate_turns", lang, names, n=self.limit)


Event = (Dealt | StarterTurned | Swapped | Played | SuitOrdered | PlayedJacks | Drew | PenaltyDraw | Passed
         | Skipped | TurnTo | Restocked | Waiting | RoundOver | Stalemate)


def _str(self) -> str:
    return f"{self.text('en')} ({self.rule})"


for _cls in Event.__args__:
    _cls.__str__ = _str

"""What happened in a step: small immutable records, each citing the rule id that made it happen.

Events hold data only; ``event.text(lang, names=...)`` words them from the phrasebook when asked, and ``str``
gives the English sentence with the rule id.

>>> from zhora_core.cards import Card
>>> e = Turned(0, Card.parse("K♥"), 2, "JB-MATCH")
>>> e.text(), e.text("ru", names=["Аня", "Борис"])
('seat 0 calls king and turns K♥: it matches', 'Аня называет «король» и открывает К♥ — совпадение')
>>> str(Staked(1, 5))
'seat 1 stakes 5 (JB-STAKE)'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .. import words
from ..cards import Card
from ..words import Seat
from .calls import call_name

__all__ = ["Opened", "Staked", "Turned", "Won", "Lost", "DrewForBank", "TiedForBank", "BankerFound", "Event"]

Names = Sequence[str] | None


class Opened(NamedTuple):
    """A bank begins: the banker shuffles, the players are asked for their stakes (JB-STAKE)."""

    banker: int
    ceiling: int
    rule: str = "JB-STAKE"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("banker.opened", lang, names=names, banker=Seat(self.banker), ceiling=self.ceiling)


class Staked(NamedTuple):
    seat: int
    amount: int
    rule: str = "JB-STAKE"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("banker.staked", lang, names=names, seat=Seat(self.seat), amount=self.amount)


class Turned(NamedTuple):
    """The banker turns ``card`` with the call number ``call``; ``rule`` is JB-CALL, or JB-MATCH for a match."""

    banker: int
    card: Card
    call: int
    rule: str = "JB-CALL"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        key = "banker.matched" if self.rule == "JB-MATCH" else "banker.turned"
        return words.say(key, lang, names=names, banker=Seat(self.banker), call=call_name(self.call, lang),
                         card=self.card)


class Won(NamedTuple):
    """The banker takes every stake, ``total`` in all; doubled after a first joker (JB-DOUBLE)."""

    banker: int
    total: int
    rule: str = "JB-MATCH"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        key = "banker.doubled" if self.rule == "JB-DOUBLE" else "banker.won"
        return words.say(key, lang, names=names, banker=Seat(self.banker), total=self.total)


class Lost(NamedTuple):
    """No card matched: the banker pays every stake, ``total`` in all; the bank passes to ``next`` (JB-MISS)."""

    banker: int
    total: int
    next: int
    rule: str = "JB-MISS"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("banker.lost", lang, names=names, banker=Seat(self.banker), total=self.total,
                         next=Seat(self.next))


class DrewForBank(NamedTuple):
    """A card drawn to find the first banker (JB-BANKER)."""

    seat: int
    card: Card
    rule: str = "JB-BANKER"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("banker.drew_for_bank", lang, names=names, seat=Seat(self.seat), card=self.card)


class TiedForBank(NamedTuple):
    players: int
    rule: str = "JB-BANKER"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("banker.tied_for_bank", lang, n=self.players)


class BankerFound(NamedTuple):
    seat: int
    rule: str = "JB-BANKER"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("banker.banker_found", lang, names=names, seat=Seat(self.seat))


Event = Opened | Staked | Turned | Won | Lost | DrewForBank | TiedForBank | BankerFound


def _str(self) -> str:
    return f"{self.text('en')} ({self.rule})"


for _cls in Event.__args__:
    _cls.__str__ = _str

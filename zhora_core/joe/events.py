"""What happened in a step: small immutable records, each citing the rule id that made it happen.

Events hold data only; ``event.text(lang, names=...)`` words them from the phrasebook when asked, and ``str``
gives the English sentence with the rule id.

>>> from zhora_core.cards import Card
>>> e = Played(2, Card.parse("Q♠"), "JQ-BEAT")
>>> e.text(), e.text("ru", names=["Аня", "Борис", "Вера"]), str(e)
('seat 2 plays Q♠', 'Вера кладёт Д♠', 'seat 2 plays Q♠ (JQ-BEAT)')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .. import words
from ..cards import Card
from .phrases import seat_name
from .strength import value_name

__all__ = ["Dealt", "Shown", "FirstPlayer", "StarterTurned", "ToMove", "Played", "PlayedQueens", "Drew", "EqualDraw",
           "Restocked", "QueensBack", "MustFollow", "Won", "Stalemate", "Event"]

Names = Sequence[str] | None


def _cards(cards: tuple[Card, ...], lang: str) -> str:
    return " ".join(c.label(lang) for c in cards)


class Dealt(NamedTuple):
    """The deal: ``sizes`` is the number of cards each seat got (JQ-DEAL, or JQ-CHALLENGE's 1 and 5)."""

    dealer: int
    sizes: tuple[int, ...]
    rule: str = "JQ-DEAL"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        dealer = seat_name(self.dealer, lang, names)
        if self.rule == "JQ-CHALLENGE":
            other = (self.dealer + 1) % len(self.sizes)
            return words.say("joe.dealt_challenge", lang, dealer=dealer, other=seat_name(other, lang, names))
        return words.say("joe.dealt", lang, dealer=dealer, n=self.sizes[0])


class Shown(NamedTuple):
    """A card shown at the deal: the face-up card (JQ-DEAL) or a tied player's next card (JQ-FIRST)."""

    seat: int
    card: Card
    rule: str

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        key = "joe.face_up" if self.rule == "JQ-DEAL" else "joe.tie_shown"
        return words.say(key, lang, seat=seat_name(self.seat, lang, names), card=self.card)


class FirstPlayer(NamedTuple):
    """Who moves first and why: ``how`` is ``'highest'``, ``'nearest'`` (still tied) or ``'challenge'``."""

    seat: int
    how: str
    rule: str = "JQ-FIRST"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say(f"joe.first_{self.how}", lang, seat=seat_name(self.seat, lang, names))


class StarterTurned(NamedTuple):
    card: Card
    rule: str = "JQ-STARTER"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("joe.starter", lang, card=self.card)


class ToMove(NamedTuple):
    """Who is to move in a game set up with ``position(...)``, which has no deal to say it: his turn (JQ-FIRST),
    or a jack or a draw after two queens (JQ-JOE). The play table's first line of such a game."""

    seat: int
    rule: str = "JQ-FIRST"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        key = "joe.to_move_joe" if self.rule == "JQ-JOE" else "joe.to_move"
        return words.say(key, lang, seat=seat_name(self.seat, lang, names))


class Played(NamedTuple):
    """One card played: on the top card (JQ-BEAT), on the queens (JQ-JOE), or to follow down (JQ-COUNTDOWN)."""

    seat: int
    card: Card
    rule: str

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("joe.played", lang, seat=seat_name(self.seat, lang, names), card=self.card)


class PlayedQueens(NamedTuple):
    seat: int
    cards: tuple[Card, ...]
    rule: str = "JQ-QUEENS"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("joe.played_queens", lang, seat=seat_name(self.seat, lang, names),
                         cards=_cards(self.cards, lang))


class Drew(NamedTuple):
    """A chosen draw (JQ-DRAW, or JQ-JOE after two queens); ``card`` is None when there was nothing to draw."""

    seat: int
    card: Card | None
    rule: str = "JQ-DRAW"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        key = "joe.drew" if self.card is not None else "joe.drew_nothing"
        return words.say(key, lang, seat=seat_name(self.seat, lang, names))


class EqualDraw(NamedTuple):
    """The draw after playing a card of equal value (JQ-BEAT rule 4)."""

    seat: int
    card: Card
    rule: str = "JQ-BEAT"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("joe.equal_draw", lang, seat=seat_name(self.seat, lang, names))


class Restocked(NamedTuple):
    cards: int
    rule: str = "JQ-RESTOCK"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("joe.restocked", lang, n=self.cards)


class QueensBack(NamedTuple):
    """Nobody played a jack: the queens' player may put any one card on them (JQ-JOE)."""

    seat: int
    rule: str = "JQ-JOE"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("joe.queens_back", lang, seat=seat_name(self.seat, lang, names))


class MustFollow(NamedTuple):
    """The same player must follow with a card lower than ``value`` (JQ-COUNTDOWN)."""

    seat: int
    value: int
    rule: str = "JQ-COUNTDOWN"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("joe.must_follow", lang, seat=seat_name(self.seat, lang, names),
                         value=value_name(self.value, lang))


class Won(NamedTuple):
    seat: int
    rule: str = "JQ-WIN"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("joe.won", lang, seat=seat_name(self.seat, lang, names))


class Stalemate(NamedTuple):
    turns: int
    rule: str = "JQ-STALL"

    def text(self, lang: str = "en", *, names: Names = None) -> str:
        return words.say("joe.stalemate", lang, turns=self.turns)


Event = (Dealt | Shown | FirstPlayer | StarterTurned | ToMove | Played | PlayedQueens | Drew | EqualDraw | Restocked
         | QueensBack | MustFollow | Won | Stalemate)


def _str(self) -> str:
    return f"{self.text('en')} ({self.rule})"


for _cls in Event.__args__:
    _cls.__str__ = _str

"""Joker-52's actions: a bid, a plain card, a joker declared high or low. One object per action (interned), so
``is`` and ``==`` agree, and ``parse_action`` reads back what ``str`` writes.

>>> parse_action("bid 2"), parse_action("7♠"), parse_action("RJ high"), parse_action("чдж младший")
(Bid(bid 2), Play(7♠), PlayJoker(RJ high), PlayJoker(BJ low))
>>> parse_action("заказ 0") is Bid(0), parse_action("Д♥") is Play(parse_card("Q♥"))
(True, True)
"""

from __future__ import annotations

import re
from typing import Union

from ..cards import DECK_54, Card, parse_card
from ..errors import NotationError, excerpt

__all__ = ["Bid", "Play", "PlayJoker", "Action", "parse_action", "ACTION_TYPES", "MAX_BID"]

MAX_BID = 27
"""The most tricks any deal can have (two players, 54 cards, J52-REFILL)."""


class Bid:
    """Bid a number of tricks (J52-BID)."""

    __slots__ = ("tricks",)
    _interned: dict[int, Bid] = {}
    tricks: int

    def __new__(cls, tricks: int) -> Bid:
        found = cls._interned.get(tricks) if type(tricks) is int else None
        if found is None:
            if type(tricks) is not int or not 0 <= tricks <= MAX_BID:
                raise NotationError(f"a bid is a whole number of tricks from 0 to {MAX_BID}, got {excerpt(tricks)} "
                                    f"(J52-BID)", rule="J52-BID")
            found = object.__new__(cls)
            object.__setattr__(found, "tricks", tricks)
            cls._interned[tricks] = found
        return found

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("actions are immutable")

    def __reduce__(self):
        return (Bid, (self.tricks,))

    def __str__(self) -> str:
        return f"bid {self.tricks}"

    def __repr__(self) -> str:
        return f"Bid({self})"


class Play:
    """Play a card that is not a joker (J52-FOLLOW)."""

    __slots__ = ("card",)
    _interned: dict[Card, Play] = {}
    card: Card

    def __new__(cls, card: Card) -> Play:
        found = cls._interned.get(card) if isinstance(card, Card) else None
        if found is None:
            if not isinstance(card, Card):
                raise NotationError(f"Play takes a card, got {excerpt(card)}")
            raise NotationError(f"{card} is a joker: declare it, '{card} high' or '{card} low' (J52-JOKER)",
                                rule="J52-JOKER")
        return found

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("actions are immutable")

    def __reduce__(self):
        return (Play, (self.card,))

    def __str__(self) -> str:
        return str(self.card)

    def __repr__(self) -> str:
        return f"Play({self})"


class PlayJoker:
    """Play a joker declared high (it beats every card) or low (the lowest card) (J52-JOKER)."""

    __slots__ = ("card", "high")
    _interned: dict[tuple[Card, bool], PlayJoker] = {}
    card: Card
    high: bool

    def __new__(cls, card: Card, high: bool) -> PlayJoker:
        found = cls._interned.get((card, high)) if isinstance(card, Card) and type(high) is bool else None
        if found is None:
            if not isinstance(card, Card) or type(high) is not bool:
                raise NotationError(f"PlayJoker takes a joker and high=True or False, got {excerpt(card)}, "
                                    f"{excerpt(high)} (J52-JOKER)", rule="J52-JOKER")
            raise NotationError(f"{card} is not a joker: only a joker is declared high or low (J52-JOKER)",
                                rule="J52-JOKER")
        return found

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("actions are immutable")

    def __reduce__(self):
        return (PlayJoker, (self.card, self.high))

    def __str__(self) -> str:
        return f"{self.card} {'high' if self.high else 'low'}"

    def __repr__(self) -> str:
        return f"PlayJoker({self})"


def _intern() -> None:
    for card in DECK_54:
        if card.is_joker:
            for high in (True, False):
                joker = object.__new__(PlayJoker)
                object.__setattr__(joker, "card", card)
                object.__setattr__(joker, "high", high)
                PlayJoker._interned[card, high] = joker
        else:
            play = object.__new__(Play)
            object.__setattr__(play, "card", card)
            Play._interned[card] = play


_intern()

Action = Union[Bid, Play, PlayJoker]
ACTION_TYPES = (Bid, Play, PlayJoker)

_BID_RE = re.compile(r"^(?:bid|заказ|заявка)\s*:?\s*(\S+)$", re.IGNORECASE)
_HIGH = {"high": True, "старший": True, "старшим": True, "low": False, "младший": False, "младшим": False}


def parse_action(text: str | Action) -> Action:
    """Read an action: ``'bid 2'``, ``'7♠'``, ``'RJ high'``, ``'BJ low'`` (Russian: ``'заказ 2'``, ``'Д♥'``,
    ``'КДж старший'``, ``'ЧДж младший'``).

    Raises NotationError for text that is no action, a joker without "high" or "low", or a declaration on a
    card that is not a joker (both J52-JOKER).
    """
    if isinstance(text, ACTION_TYPES):
        return text
    if not isinstance(text, str):
        raise NotationError(f"an action is written like 'bid 2', '7♠' or 'RJ high', got {excerpt(text)}")
    words = text.strip()
    bid = _BID_RE.match(words)
    if bid:
        number = bid.group(1)
        if not (number.isascii() and number.isdigit()) or len(number) > 3:
            raise NotationError(f"{excerpt(text)}: a bid is a whole number of tricks, like 'bid 2' (J52-BID)",
                                rule="J52-BID")
        return Bid(int(number))
    parts = words.split()
    if not parts:
        raise NotationError("an empty action: write 'bid 2', a card like '7♠', or 'RJ high'")
    if len(parts) > 2 or (len(parts) == 2 and parts[1].lower() not in _HIGH):
        raise NotationError(f"{excerpt(text)} is not an action: write 'bid 2', a card like '7♠', or a joker with "
                            f"'high' or 'low'")
    card = parse_card(parts[0])
    if len(parts) == 2:
        return PlayJoker(card, _HIGH[parts[1].lower()])
    return Play(card)

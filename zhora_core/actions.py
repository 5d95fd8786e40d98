"""What the games' actions share: one object per value (``Interned``), and the checks of an action's fields, made
when it is built, so that an action of the wrong shape (``Bid(True)``, ``Play(1.0)``) is refused in words at once
and never reaches a state or a save file.

>>> from zhora_core.cards import parse_card
>>> class Take(Interned):
...     __slots__ = ("card",)
...     _made = {}
...     _fields = (card,)
>>> Take(parse_card("7♠")) is Take(parse_card("7♠"))
True
>>> Take(1.0)
Traceback (most recent call last):
...
zhora_core.errors.NotationError: Take takes a card, got 1.0
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cards import Card, Suit
from .errors import NotationError, excerpt

__all__ = ["Interned", "card", "suit", "suit_or_none", "flag", "count", "word", "checked"]


def card(value: Any, what: str) -> Card:
    """``value`` if it is a card; else NotationError saying what ``what`` (the action) takes."""
    if not isinstance(value, Card):
        raise NotationError(f"{what} takes a card, got {excerpt(value, 24)}")
    return value


def suit(value: Any, what: str) -> Suit:
    """``value`` if it is a suit; else NotationError."""
    if not isinstance(value, Suit):
        raise NotationError(f"{what} takes a suit, got {excerpt(value, 24)}")
    return value


def suit_or_none(value: Any, what: str) -> Suit | None:
    """``value`` if it is a suit or None; else NotationError."""
    return None if value is None else suit(value, what)


def flag(value: Any, what: str) -> bool:
    """``value`` if it is True or False; else NotationError."""
    if type(value) is not bool:
        raise NotationError(f"{what} takes True or False, got {excerpt(value, 24)}")
    return value


def count(low: int, high: int, rule: str) -> Callable[[Any, str], int]:
    """The check of a whole number from ``low`` to ``high`` (a bid, a stake): ``bool`` and ``float`` refused."""
    def check(value: Any, what: str) -> int:
        if type(value) is not int or not low <= value <= high:
            raise NotationError(f"{what} takes a whole number from {low} to {high}, got {excerpt(value, 24)} "
                                f"({rule})", rule=rule)
        return value

    return check


def word(choices: tuple[str, ...]) -> Callable[[Any, str], str]:
    """The check of one of a few words (a joker's declaration)."""
    def check(value: Any, what: str) -> str:
        if type(value) is not str or value not in choices:
            raise NotationError(f"{what} takes one of {', '.join(choices)}, got {excerpt(value, 24)}")
        return value

    return check


def checked(action: Any) -> None:
    """Check the fields of a frozen dataclass action against its class's ``_fields`` (its ``__post_init__``)."""
    kind = type(action)
    for name, check in zip(kind.__dataclass_fields__, kind._fields):
        check(getattr(action, name), kind.__name__)


class Interned:
    """One object per value: calling the class again with the same value gives back the same object, so ``==``
    and ``hash`` are those of identity (fast, C-level), as for cards; the value cannot be changed. A subclass
    names its fields in ``__slots__``, keeps its objects in its own ``_made`` and checks each field of a new value
    with ``_fields`` (one check per slot, as ``card``, ``suit``, ``count(...)``; none for a class whose
    ``__new__`` checks its value itself)."""

    __slots__ = ()
    _made: dict
    _fields: tuple = ()

    def __new__(cls, *value: Any):
        if cls._fields:  # checked before the look-up: True and 1.0 are equal to 1, and would find Stake(1)
            value = tuple(check(field, cls.__name__) for check, field in zip(cls._fields, value))
        try:
            return cls._made[value]
        except KeyError:
            pass
        made = object.__new__(cls)
        for name, field in zip(cls.__slots__, value):
            object.__setattr__(made, name, field)
        cls._made[value] = made
        return made

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __reduce__(self):
        return type(self), tuple(getattr(self, name) for name in self.__slots__)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

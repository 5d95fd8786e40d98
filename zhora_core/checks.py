"""The checks every game makes of what a person gives it: a seat, a seed, the cards of a position (written in card
notation, each a card of the game's deck, none twice). Each refuses bad input with an error naming what was wrong
and the rule id that forbids it; a game binds its own rule id and words once (``functools.partial``).

>>> seat(3, 4, "to_move", "Z-PLAYERS")
3
>>> seat(True, 4, "dealer", "Z-PLAYERS")
Traceback (most recent call last):
...
zhora_core.errors.PositionError: dealer=True is not a seat of a 4-player round: seats are whole numbers 0 to 3 (Z-PLAYERS)
>>> unique(parse_cards("9♠ 7♥ 9♠"), "Z-DECK")
Traceback (most recent call last):
...
zhora_core.errors.PositionError: duplicate card 9♠: every card of the deck exists once (Z-DECK)
"""

from __future__ import annotations

import random
from collections.abc import Collection, Iterable, Sequence
from numbers import Integral
from typing import Any

from .cards import Card, parse_cards
from .errors import PositionError, RulesError, ZhoraError, excerpt

__all__ = ["SEEDS", "seat", "seed", "NAME_LENGTH", "names", "fresh_seed", "whole", "deck_cards", "unique", "counts", "foreign_state"]

SEEDS = 2**64
"""A seed is a whole number from 0 to 2**64 - 1, in every game."""


def seat(value: Any, players: int, name: str, rule: str, *, round_word: str = "round") -> int:
    """``value`` if it is a seat of ``players`` (a whole number from 0 to ``players`` - 1); else PositionError
    naming it. ``"1"``, ``True`` and ``1.0`` are not seats: a seat is an ``int``, never a text, a flag or a
    float."""
    if type(value) is not int or not 0 <= value < players:
        raise PositionError(f"{name}={excerpt(value, 20)} is not a seat of a {players}-player {round_word}: seats "
                            f"are whole numbers 0 to {players - 1} ({rule})", rule=rule)
    return value


NAME_LENGTH = 40
"""The longest name a seat may have."""


def names(value: Any, players: int, rule: str) -> tuple[str, ...]:
    """The seats' names: ``players`` different, non-blank texts of at most NAME_LENGTH characters each
    (``Seat 0``, ``Seat 1``… for None); else RulesError naming the first that is wrong."""
    if value is None:
        return tuple(f"Seat {i}" for i in range(players))
    if isinstance(value, str) or not isinstance(value, Sequence):
        raise RulesError(f"names must be a list of {players} texts, got {excerpt(value)} ({rule})", rule=rule)
    for seat, name in enumerate(value):
        if not isinstance(name, str) or not name.strip() or len(name) > NAME_LENGTH:
            raise RulesError(f"the name of seat {seat} must be a non-blank text of at most {NAME_LENGTH} "
                             f"characters, got {excerpt(name)} ({rule})", rule=rule)
    if len(value) != players or len(set(value)) != players:
        raise RulesError(f"{players} different names are needed for {players} players, got "
                         f"{excerpt(list(value), 80)} ({rule})", rule=rule)
    return tuple(value)


def seed(value: Any, error: type[ZhoraError] = RulesError) -> int:
    """``value`` if it is a seed, a whole number from 0 to 2**64 - 1; else ``error`` naming it (a text, a float,
    a flag, a negative or too large number)."""
    if type(value) is not int or not 0 <= value < SEEDS:
        raise error(f"a seed is a whole number from 0 to 2**64-1, got {excerpt(value, 24)}")
    return value


def whole(value: Any, name: str, low: int = 0, high: int | None = None) -> int:
    """``value`` as an ``int`` if it is a whole number (a numpy one too) from ``low`` to ``high`` (no bound when
    None); else RulesError naming ``name`` (a text, a float, a flag, a number out of range).

    >>> whole(True, "games", 1, 50_000)
    Traceback (most recent call last):
    ...
    zhora_core.errors.RulesError: games= is a whole number from 1 to 50,000, got True
    """
    if not isinstance(value, Integral) or isinstance(value, bool) or value < low or high is not None and value > high:
        span = f"from {low:,} to {high:,}" if high is not None else f"≥ {low:,}"
        raise RulesError(f"{name}= is a whole number {span}, got {excerpt(value, 24)}")
    return int(value)


def fresh_seed() -> int:
    """A seed for a round dealt without one."""
    return random.SystemRandom().randrange(2**32)


def deck_cards(cards: str | Iterable[Card], where: str, *, deck: Collection[Card], deck_words: str,
               rule: str) -> tuple[Card, ...]:
    """The cards of ``cards`` (card notation or cards), each a card of ``deck``; else PositionError naming the card,
    ``where`` it was given, the deck in words (``deck_words``: "Zhora's 36-card deck (6 to A)") and ``rule``."""
    parsed = parse_cards(cards)
    outside = [card for card in parsed if card not in deck]
    if outside:
        raise PositionError(f"{outside[0]} in {where} is not in {deck_words} ({rule})", rule=rule)
    return parsed


def unique(cards: Collection[Card], rule: str, size: int | None = None) -> None:
    """PositionError for more cards than the deck's ``size``, else naming the first card given twice (``rule``: the
    game's deck)."""
    if size is not None and len(cards) > size:
        raise PositionError(f"{len(cards)} cards, but the deck holds only {size} ({rule})", rule=rule)
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise PositionError(f"duplicate card {card}: every card of the deck exists once ({rule})", rule=rule)
        seen.add(card)


def counts(turns: int, rule: str, **named: Any) -> None:
    """Counts of what happened in a round so far, each a whole number from 0 to ``turns`` (an action adds at most
    one to each); else a PositionError naming the count.

    >>> counts(5, "T-DRAW", draws=2, restocks=6)
    Traceback (most recent call last):
    ...
    zhora_core.errors.PositionError: restocks=6 must be a whole number from 0 to turns=5: each action adds at most one (T-DRAW)
    """
    for name, value in named.items():
        if type(value) is not int or not 0 <= value <= turns:
            raise PositionError(f"{name}={excerpt(value, 24)} must be a whole number from 0 to turns={turns}: each "
                                f"action adds at most one ({rule})", rule=rule)


def foreign_state(value: Any, game: str) -> None:
    """PositionError for a value given where a state of ``game`` belongs (a game's functions call it when the type
    of their ``state`` is not their own ``State``): a state of another game, named as such, or anything else."""
    other = getattr(getattr(value, "rules", None), "game", None)
    shown = f"a state of {other!r}" if isinstance(other, str) else f"{excerpt(value, 30)} ({type(value).__name__})"
    raise PositionError(f"{shown} is not a state of {game!r}: give one of its new_round or position")


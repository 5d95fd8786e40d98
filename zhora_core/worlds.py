"""The worlds that fit what one seat knows: every full state its view could be, counted, listed or sampled.

A game says what its seats cannot see as places to deal the unseen cards into (``GameSpec.hidden(view)``, a
``protocol.Hidden``): the other hands, whose order does not matter, and a deck, whose order does. With ``U``
unseen cards the worlds number ``U! / ∏ size!`` over the places whose order does not matter. A world the view
rules out (a card of a suit its holder has shown it lacks) is skipped when listing and redrawn when sampling, so
both give every fitting world the same weight.

A view alone does not say which cards a built position left out: seat 0 below sees 3 of the 36 cards, and from
its view any 5 of the other 33 could be the two hands and the deck (whose order counts). Read with the position's
cards (``within``), the left-out cards are out of play for everyone, as cards played before would be.

>>> from zhora_core.zhora import position
>>> state = position(hands=["7♥ 8♠", "9♣ 10♣", "J♦"], top="6♥", deck="K♠ A♠")
>>> hidden = view_hidden(state.view(0))
>>> hidden.places, count(hidden)
((2, 1, 2, 28), 14240160)
>>> small = within(hidden, in_play(state))
>>> small.places, count(small), len(list(every(small)))
((2, 1, 2, 0), 60, 60)
>>> sample(small, random.Random(0)).view(0) == state.view(0)
True
"""

from __future__ import annotations

import itertools
import math
import random
import zlib
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from .cards import Card
from .errors import RulesError
from .games import spec as game_spec
from .protocol import Hidden

__all__ = ["view_hidden", "in_play", "within", "count", "every", "world_seed", "sample", "TRIES"]

TRIES = 1000
"""How many shuffles ``sample`` tries before it says no world fits the view."""


def view_hidden(view: Any) -> Hidden:
    """What the view's seat cannot see, by its game's ``hidden``."""
    spec = game_spec(view.rules)
    if spec.hidden is None:
        raise RulesError(f"the game {spec.name!r} cannot say what a seat does not see")
    return spec.hidden(view)


def in_play(state: Any) -> frozenset:
    """Every card of a full state: in the hands, the deck, the pile, on the table (its rules, events and outcome
    aside)."""
    found: set = set()
    stack = [value for name, value in zip(state._fields, state) if name not in ("rules", "events", "outcome")]
    while stack:
        value = stack.pop()
        if isinstance(value, Card):
            found.add(value)
        elif isinstance(value, (tuple, list, frozenset)):
            stack.extend(value)
    return frozenset(found)


def within(hidden: Hidden, cards: frozenset) -> Hidden:
    """The worlds of ``hidden`` whose unseen cards are all among ``cards`` (a position's ``in_play``): the last
    place, the cards out of play, loses those not among them."""
    kept = tuple(card for card in hidden.cards if card in cards)
    out = hidden.places[-1] - (len(hidden.cards) - len(kept))
    if out < 0:
        raise RulesError(f"the hidden places need {sum(hidden.places[:-1])} unseen cards, but only {len(kept)} of "
                         "the position's cards are unseen")
    return replace(hidden, cards=kept, places=(*hidden.places[:-1], out))


def count(hidden: Hidden) -> int:
    """How many deals of the unseen cards into the places there are (some may be ruled out by the view)."""
    total = math.factorial(len(hidden.cards))
    for size, ordered in zip(hidden.places, hidden.ordered):
        if not ordered:
            total //= math.factorial(size)
    return total


def every(hidden: Hidden, seed: int = 0) -> Iterator[Any]:
    """Every world that fits, each once, in a fixed order; each world's later chance is seeded by ``world_seed``."""
    for groups in _deals(tuple(hidden.cards), hidden.places, hidden.ordered):
        world = hidden.build(groups, world_seed(hidden, groups, seed))
        if world is not None:
            yield world


def world_seed(hidden: Hidden, groups, seed: int = 0) -> int:
    """The seed of a listed world's later chance: a function of its deal (each hand's cards in any order) and
    ``seed``, so that the same world gets the same seed however it was found."""
    text = "|".join(" ".join(map(str, group) if ordered else sorted(map(str, group)))
                    for group, ordered in zip(groups, hidden.ordered))
    return zlib.crc32(f"{seed}/{text}".encode())


def sample(hidden: Hidden, rng: random.Random) -> Any:
    """One world drawn at random, every fitting world equally likely (a shuffle, redrawn while the view rules it
    out); a world's later chance is seeded by ``rng`` too."""
    cards = list(hidden.cards)
    for _ in range(TRIES):
        rng.shuffle(cards)
        groups, start = [], 0
        for size in hidden.places:
            groups.append(cards[start:start + size])
            start += size
        world = hidden.build(groups, rng.getrandbits(32))
        if world is not None:
            return world
    raise RulesError(f"no deal of the {len(cards)} unseen cards fits the view in {TRIES} tries: "
                     "the voids shown leave no room for them")


def _deals(cards: tuple, places: tuple[int, ...], ordered: tuple[bool, ...]) -> Iterator[list]:
    """Every way to deal ``cards`` into the places: combinations where order does not matter, else permutations."""
    if not places:
        yield []
        return
    size, rest_places, rest_ordered = places[0], places[1:], ordered[1:]
    picks = itertools.permutations(range(len(cards)), size) if ordered[0] else itertools.combinations(
        range(len(cards)), size)
    for pick in picks:
        chosen = set(pick)
        rest = tuple(card for i, card in enumerate(cards) if i not in chosen)
        group = [cards[i] for i in pick]
        for groups in _deals(rest, rest_places, rest_ordered):
            yield [group, *groups]

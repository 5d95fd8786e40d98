"""The deals of a whole game (JK-PULKAS): four pulkas, the cards each rising, full, falling, full; or, under
``schedule="nines"``, four pulkas of four full deals.

>>> schedule(Rules())
(1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9, 9, 8, 7, 6, 5, 4, 3, 2, 1, 9, 9, 9, 9)
>>> [len(p) for p in pulkas(Rules(players=3))], pulkas(Rules(players=2))[1]
([11, 4, 11, 4], (18, 18, 18, 18))
>>> schedule(Rules(schedule="nines")) == (9,) * 16
True
"""

from __future__ import annotations

from ..errors import RulesError
from .rules import Rules

__all__ = ["schedule", "pulkas", "pulka_of"]


def pulkas(rules: Rules = Rules()) -> tuple[tuple[int, ...], ...]:
    """The cards each of every deal, pulka by pulka: 1 … m−1, four of m, m−1 … 1, four of m, where m is the full
    deal (9 cards with 4 players, 12 with 3, 18 with 2); four of m in every pulka under ``schedule="nines"``."""
    if not isinstance(rules, Rules):
        raise RulesError(f"rules must be a joker Rules(...), got {type(rules).__name__}")
    full = rules.full
    if rules.schedule == "nines":
        return ((full,) * 4,) * 4
    rising = tuple(range(1, full))
    return rising, (full,) * 4, rising[::-1], (full,) * 4


def schedule(rules: Rules = Rules()) -> tuple[int, ...]:
    """Cards each, deal by deal, for the whole game (24 deals with 4 players, 30 with 3, 42 with 2; 16 under
    ``schedule="nines"``)."""
    return tuple(n for pulka in pulkas(rules) for n in pulka)


def pulka_of(rules: Rules, deal: int) -> int:
    """The pulka (0 to 3) of the deal numbered ``deal`` (from 0) in the schedule."""
    for index, pulka in enumerate(pulkas(rules)):
        if deal < len(pulka):
            return index
        deal -= len(pulka)
    raise RulesError(f"the game has only {len(schedule(rules))} deals (JK-PULKAS)", rule="JK-PULKAS")

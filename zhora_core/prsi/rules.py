"""Prší's rule options: the project's default reading, and the named switch for each other reading.

>>> Rules().changed()
{}
>>> Rules(players=3, stack_sevens=False).changed()
{'players': 3, 'stack_sevens': False}
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar

from ..errors import RulesError, excerpt

__all__ = ["Rules", "RULE_IDS", "OPTION_RULE", "OPTION_CHOICES", "MAX_TURNS_BOUNDS"]

#: Every rule id of Prší's table in ``shared/rules/relatives.md``, in the order of that table.
RULE_IDS = ("P-DECK", "P-DEAL", "P-MATCH", "P-QUEEN", "P-SEVEN", "P-ACE", "P-DRAW", "P-STARTER", "P-RESTOCK",
            "P-WIN", "P-STALL")

#: The rule id each option belongs to.
OPTION_RULE = {
    "players": "P-DECK",
    "hand_size": "P-DEAL",
    "stack_sevens": "P-SEVEN",
    "stack_aces": "P-ACE",
    "starter_effects": "P-STARTER",
    "restock": "P-RESTOCK",
    "scoring": "P-WIN",
    "max_turns": "P-STALL",
}

#: The allowed values of the options that take one of a few.
OPTION_CHOICES = {
    "players": (2, 3, 4, 5),
    "hand_size": (4, 5),
    "stack_sevens": (True, False),
    "stack_aces": (True, False),
    "starter_effects": (True, False),
    "restock": ("turn", "shuffle"),
    "scoring": ("win", "points"),
}

MAX_TURNS_BOUNDS = (10, 100_000)


@dataclass(frozen=True, slots=True, kw_only=True)
class Rules:
    """The options of a round of Prší; the defaults are the project's reading (``shared/rules/relatives.md``).

    Raises RulesError, naming the option, the allowed values and the rule id, for a value out of range.
    """

    game: ClassVar[str] = "prsi"
    players: int = 4
    """P-DECK: 2 to 5 players."""
    hand_size: int = 4
    """P-DEAL: 4 or 5 cards each."""
    stack_sevens: bool = True
    """P-SEVEN: a pending 7 may be answered with another 7 (+2 cards each)."""
    stack_aces: bool = True
    """P-ACE: a pending ace may be answered with another ace, passing the stand on."""
    starter_effects: bool = True
    """P-STARTER: a starter 7 or ace acts on the first player as if the dealer had played it."""
    restock: str = "turn"
    """P-RESTOCK: the pile under the top becomes the stock turned over ("turn") or shuffled ("shuffle")."""
    scoring: str = "win"
    """P-WIN: a round is only won ("win"), or the others score the cards they hold ("points")."""
    max_turns: int = 500
    """P-STALL: a round that reaches this many actions ends as a stalemate."""

    def __post_init__(self) -> None:
        for name, allowed in OPTION_CHOICES.items():
            value = getattr(self, name)
            if type(value) is not type(allowed[0]) or value not in allowed:
                _refuse(name, value, "one of " + ", ".join(map(repr, allowed)))
        low, high = MAX_TURNS_BOUNDS
        if type(self.max_turns) is not int or not low <= self.max_turns <= high:
            _refuse("max_turns", self.max_turns, f"a whole number from {low} to {high}")

    def changed(self) -> dict[str, Any]:
        """The options that differ from the default reading, in declaration order."""
        default = Rules()
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)
                if getattr(self, f.name) != getattr(default, f.name)}

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed: ``rules.replace(stack_aces=False)``."""
        unknown = sorted(set(changes) - set(OPTION_RULE))
        if unknown:
            raise RulesError(f"unknown rule option(s) {', '.join(unknown)}; known: {', '.join(OPTION_RULE)}")
        return dataclasses.replace(self, **changes)

    def describe(self) -> str:
        """The ``Rules(...)`` call with the options that differ from the default reading (players always)."""
        changed = {"players": self.players, **self.changed()}
        return "Rules(" + ", ".join(f"{k}={v!r}" for k, v in changed.items()) + ")"

    @classmethod
    def from_dict(cls, options: Any) -> Rules:
        """Rules from a mapping such as ``rules.changed()``; unknown names are refused."""
        if not isinstance(options, dict):
            raise RulesError(f"rule options must be a mapping, got {type(options).__name__}")
        return cls().replace(**options)


def _refuse(name: str, value: object, allowed: str) -> None:
    rule = OPTION_RULE[name]
    raise RulesError(f"rule option {name}={excerpt(value)} is out of range ({rule}): it must be {allowed}", rule=rule)

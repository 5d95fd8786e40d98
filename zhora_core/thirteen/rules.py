"""Thirteen's rule options: the project's default reading, and the named switch for each other reading.

>>> Rules().changed()
{}
>>> Rules(run_same_suit=True).changed()
{'run_same_suit': True}
>>> Rules(players=3)
Traceback (most recent call last):
...
zhora_core.errors.RulesError: rule option players=3 is out of range (T-TABLE): it must be one of 2
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar

from ..errors import RulesError

__all__ = ["Rules", "RULE_IDS", "OPTION_RULE", "OPTION_CHOICES", "MAX_TURNS_BOUNDS"]

#: Every rule id of Thirteen's table in ``shared/rules/relatives.md``, in the order of that file.
RULE_IDS = ("T-TABLE", "T-DEAL", "T-STEP", "T-RUN", "T-JOKER", "T-AFTER-JOKER", "T-DRAW", "T-RESTOCK", "T-WIN")

#: The rule id each option belongs to. ``max_turns`` is the project's guard against an endless round (the
#: rules file has no stall rule): it is filed under T-WIN, the rule that ends a round.
OPTION_RULE = {
    "players": "T-TABLE",
    "run_same_suit": "T-RUN",
    "may_draw_when_able": "T-DRAW",
    "max_turns": "T-WIN",
}

#: The allowed values of the options that take one of a few.
OPTION_CHOICES = {
    "players": (2,),
    "run_same_suit": (False, True),
    "may_draw_when_able": (False, True),
}

MAX_TURNS_BOUNDS = (20, 100_000)


@dataclass(frozen=True, slots=True, kw_only=True)
class Rules:
    """The options of a round of Thirteen; the defaults are the project's reading (``shared/rules/relatives.md``).

    Raises RulesError, naming the option, the allowed values and the rule id, for a value out of range.
    """

    game: ClassVar[str] = "thirteen"
    players: int = 2
    """T-TABLE: Thirteen is a game for two."""
    run_same_suit: bool = False
    """T-RUN: every card of a run after the first must have the suit of the card before it."""
    may_draw_when_able: bool = False
    """T-DRAW: a player who could play may draw instead."""
    max_turns: int = 5000
    """T-WIN: a round that reaches this many actions without a winner ends as a stalemate (the project's guard)."""

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
        """A copy with some options changed: ``rules.replace(run_same_suit=True)``."""
        unknown = sorted(set(changes) - set(OPTION_RULE))
        if unknown:
            raise RulesError(f"unknown rule option(s) {', '.join(unknown)}; known: {', '.join(OPTION_RULE)}")
        return dataclasses.replace(self, **changes)

    def describe(self) -> str:
        """The ``Rules(...)`` call with the options that differ from the default reading."""
        return "Rules(" + ", ".join(f"{k}={v!r}" for k, v in self.changed().items()) + ")"

    @classmethod
    def from_dict(cls, options: Any) -> Rules:
        """Rules from a mapping such as ``rules.changed()``; unknown names are refused."""
        if not isinstance(options, dict):
            raise RulesError(f"rule options must be a mapping, got {type(options).__name__}")
        unknown = sorted(set(options) - set(OPTION_RULE))
        if unknown:
            raise RulesError(f"unknown rule option(s) {', '.join(unknown)}; known: {', '.join(OPTION_RULE)}")
        return cls(**options)


def _refuse(name: str, value: object, allowed: str) -> None:
    rule = OPTION_RULE[name]
    shown = repr(value) if len(repr(value)) <= 30 else repr(value)[:30] + "…"
    raise RulesError(f"rule option {name}={shown} is out of range ({rule}): it must be {allowed}", rule=rule)

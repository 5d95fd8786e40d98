"""The options of the Joker banker game: the project's default reading, and the named switch for each other.

>>> Rules().changed()
{}
>>> Rules(players=3, ceiling=5).changed()
{'players': 3, 'ceiling': 5}
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar

from ..errors import RulesError

__all__ = ["Rules", "RULE_IDS", "OPTION_RULE", "PLAYERS_BOUNDS", "CEILING_BOUNDS"]

#: Every rule id of the banker's table in ``shared/rules/relatives.md``, in the order of that table.
RULE_IDS = ("JB-DECK", "JB-BANKER", "JB-STAKE", "JB-CALL", "JB-MATCH", "JB-DOUBLE", "JB-MISS", "JB-ODDS")

#: The rule id each option belongs to.
OPTION_RULE = {"players": "JB-DECK", "ceiling": "JB-STAKE"}

#: "Any number of players": the engine takes 2 to 20 (the project's limit, so that a table fits on a screen).
PLAYERS_BOUNDS = (2, 20)
#: The agreed ceiling of a stake: 1 to 1000 (the source's example is 10).
CEILING_BOUNDS = (1, 1000)


@dataclass(frozen=True, slots=True, kw_only=True)
class Rules:
    """The options of a banker game; the defaults are the project's reading (``shared/rules/relatives.md``).

    Raises RulesError, naming the option, the allowed values and the rule id, for a value out of range.
    """

    game: ClassVar[str] = "banker"
    players: int = 4
    """JB-DECK: any number of players, 2 or more (the engine: 2 to 20); one of them holds the bank."""
    ceiling: int = 10
    """JB-STAKE: every player but the banker stakes a whole amount from 1 to this ceiling before a bank."""

    def __post_init__(self) -> None:
        for name, (low, high) in (("players", PLAYERS_BOUNDS), ("ceiling", CEILING_BOUNDS)):
            value = getattr(self, name)
            if type(value) is not int or not low <= value <= high:
                rule = OPTION_RULE[name]
                text = repr(value)
                text = text if len(text) <= 30 else text[:30] + "…"
                raise RulesError(f"rule option {name}={text} is out of range ({rule}): it must be a whole number "
                                 f"from {low} to {high}", rule=rule)

    def changed(self) -> dict[str, Any]:
        """The options that differ from the default reading, in declaration order."""
        default = Rules()
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)
                if getattr(self, f.name) != getattr(default, f.name)}

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed: ``rules.replace(ceiling=5)``."""
        unknown = sorted(set(changes) - set(OPTION_RULE))
        if unknown:
            raise RulesError(f"unknown rule option(s) {', '.join(unknown)}; known: {', '.join(OPTION_RULE)}")
        return dataclasses.replace(self, **changes)

    def describe(self) -> str:
        """The ``Rules(...)`` call with the non-default options (and always the number of players)."""
        options = {"players": self.players, **self.changed()}
        return "Rules(" + ", ".join(f"{k}={v!r}" for k, v in options.items()) + ")"

    @classmethod
    def from_dict(cls, options: Any) -> Rules:
        """Rules from a mapping such as ``rules.changed()``; unknown names are refused."""
        if not isinstance(options, dict):
            raise RulesError(f"rule options must be a mapping, got {type(options).__name__}")
        return cls().replace(**options)

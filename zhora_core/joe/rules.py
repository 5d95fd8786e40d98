"""The options of Joe in Queens Squared: the project's default reading, and the named switch for each other.

>>> Rules().changed()
{}
>>> Rules(players=2, challenge=True).changed()
{'players': 2, 'challenge': True}
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar

from ..errors import RulesError

__all__ = ["Rules", "RULE_IDS", "OPTION_RULE", "OPTION_CHOICES"]

#: Every rule id of Joe's table in ``shared/rules/relatives.md``, in the order of that table.
RULE_IDS = (
    "JQ-PLAYERS", "JQ-DEAL", "JQ-FIRST", "JQ-STARTER", "JQ-BEAT", "JQ-STALL", "JQ-DRAW", "JQ-RESTOCK",
    "JQ-QUEENS", "JQ-JOE", "JQ-WIN", "JQ-OPEN", "JQ-CHALLENGE", "JQ-COUNTDOWN",
)

#: The rule id each option belongs to.
OPTION_RULE = {
    "players": "JQ-PLAYERS",
    "ace_beats_faces": "JQ-BEAT",
    "open_hands": "JQ-OPEN",
    "challenge": "JQ-CHALLENGE",
    "countdown": "JQ-COUNTDOWN",
    "max_turns": "JQ-STALL",
}

#: The allowed values of the options that take one of a few.
OPTION_CHOICES = {
    "players": tuple(range(2, 11)),
    "ace_beats_faces": ("any_suit", "same_suit"),
    "open_hands": (False, True),
    "challenge": (False, True),
    "countdown": (False, True),
}

MAX_TURNS_BOUNDS = (10, 100_000)


@dataclass(frozen=True, slots=True, kw_only=True)
class Rules:
    """The options of a game of Joe; the defaults are the project's reading (``shared/rules/relatives.md``).

    Raises RulesError, naming the option, the allowed values and the rule id, for a value out of range.
    """

    game: ClassVar[str] = "joe"
    players: int = 4
    """JQ-PLAYERS: 2 to 10 players."""
    ace_beats_faces: str = "any_suit"
    """JQ-BEAT rule 3: an ace beats J, Q and K of any suit ("any_suit") or of its own suit only ("same_suit")."""
    open_hands: bool = False
    """JQ-OPEN: every hand is played face up."""
    challenge: bool = False
    """JQ-CHALLENGE: two players, one gets 1 card and the other 5; the 5-card player starts."""
    countdown: bool = False
    """JQ-COUNTDOWN: after discarding one card, the same player must follow with a lower card if he has one."""
    max_turns: int = 1000
    """JQ-STALL: a round that reaches this many actions ends without a winner."""

    def __post_init__(self) -> None:
        for name, allowed in OPTION_CHOICES.items():
            value = getattr(self, name)
            if type(value) is not type(allowed[0]) or value not in allowed:
                shown = "a whole number from 2 to 10" if name == "players" else "one of " + ", ".join(map(repr, allowed))
                _refuse(name, value, shown)
        low, high = MAX_TURNS_BOUNDS
        if type(self.max_turns) is not int or not low <= self.max_turns <= high:
            _refuse("max_turns", self.max_turns, f"a whole number from {low} to {high}")
        if self.challenge and self.players != 2:
            raise RulesError(f"challenge=True is a variant for 2 players, not {self.players} (JQ-CHALLENGE)",
                             rule="JQ-CHALLENGE")

    def changed(self) -> dict[str, Any]:
        """The options that differ from the default reading, in declaration order."""
        default = Rules()
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)
                if getattr(self, f.name) != getattr(default, f.name)}

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed: ``rules.replace(countdown=True)``."""
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


def _refuse(name: str, value: object, allowed: str) -> None:
    rule = OPTION_RULE[name]
    text = repr(value)
    text = text if len(text) <= 30 else text[:30] + "…"
    raise RulesError(f"rule option {name}={text} is out of range ({rule}): it must be {allowed}", rule=rule)

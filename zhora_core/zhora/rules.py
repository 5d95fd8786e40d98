"""Zhora's rule options: the project's default reading, and the named switch for each other reading.

>>> Rules().changed()
{}
>>> Rules(players=3, after_draw="drawn").changed()
{'players': 3, 'after_draw': 'drawn'}
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..errors import RulesError, excerpt

__all__ = ["Rules", "OPTION_RULE", "OPTION_CHOICES", "RULE_IDS"]

#: Every rule id of ``shared/rules/zhora.md``, in the order of that file.
RULE_IDS = (
    "Z-PLAYERS", "Z-DECK", "Z-DEALER", "Z-DEAL", "Z-STARTER", "Z-STARTER-JACK", "Z-STARTER-EFFECT", "Z-FIRST",
    "Z-TURN", "Z-MATCH", "Z-JACK", "Z-ORDER", "Z-DRAW", "Z-MUST-DRAW", "Z-AFTER-DRAW", "Z-PASS",
    "Z-SIX", "Z-SEVEN", "Z-EIGHT", "Z-KING-HEARTS", "Z-ACE", "Z-PLAIN",
    "Z-RESTOCK", "Z-DRY", "Z-STALL", "Z-OUT", "Z-WAIT", "Z-JACKS-OUT",
    "Z-POINTS", "Z-JACK-POINTS", "Z-MULTIPLIER", "Z-QUEEN",
    "Z-TOTAL", "Z-LETTER", "Z-BURN", "Z-KEEP", "Z-END",
)

#: The rule id each option belongs to.
OPTION_RULE = {
    "players": "Z-PLAYERS",
    "starter_jack_swap": "Z-STARTER-JACK",
    "starter_effects": "Z-STARTER-EFFECT",
    "after_draw": "Z-AFTER-DRAW",
    "turn_stays": "Z-ACE",
    "restock": "Z-RESTOCK",
    "max_turns": "Z-STALL",
    "nine_points": "Z-POINTS",
    "jack_multipliers": "Z-MULTIPLIER",
}

#: The allowed values of the options that take one of a few words.
OPTION_CHOICES = {
    "players": (2, 3, 4),
    "after_draw": ("any", "drawn", "none"),
    "turn_stays": ("same_player", "skip"),
    "restock": ("turn", "shuffle"),
}


@dataclass(frozen=True, slots=True, kw_only=True)
class Rules:
    """The options of a Zhora game; the defaults are the project's reading (see ``shared/rules/zhora.md``).

    Raises RulesError, naming the option, the allowed values and the rule id, for a value out of range.
    """

    game: ClassVar[str] = "zhora"
    players: int = 4
    """Z-PLAYERS: 2, 3 or 4 players."""
    starter_jack_swap: bool = True
    """Z-STARTER-JACK: the dealer takes a starter jack and puts a non-jack in its place."""
    starter_effects: bool = False
    """Z-STARTER-EFFECT: the starter acts as if the dealer had played it."""
    after_draw: str = "any"
    """Z-AFTER-DRAW: after a draw, play any playable card ("any"), only the drawn card ("drawn"), or nothing ("none")."""
    turn_stays: str = "same_player"
    """Z-SEVEN, Z-KING-HEARTS, Z-ACE: "the turn stays" is the same player again, or "skip" the next player."""
    restock: str = "turn"
    """Z-RESTOCK: the pile becomes the deck turned over ("turn") or shuffled ("shuffle")."""
    max_turns: int = 500
    """Z-STALL: a round that reaches this many actions ends as a stalemate."""
    nine_points: int = 0
    """Z-POINTS: what a 9 left in hand scores."""
    jack_multipliers: tuple[int, int, int, int] = field(default=(2, 4, 6, 8))
    """Z-MULTIPLIER: the losers' multiplier when the winner ends with 1, 2, 3 or 4 jacks."""

    def __post_init__(self) -> None:
        for name, allowed in OPTION_CHOICES.items():
            value = getattr(self, name)
            if type(value) is not type(allowed[0]) or value not in allowed:
                _refuse(name, value, "one of " + ", ".join(map(repr, allowed)))
        for name in ("starter_jack_swap", "starter_effects"):
            if not isinstance(getattr(self, name), bool):
                _refuse(name, getattr(self, name), "True or False")
        if not _is_int(self.max_turns) or not 10 <= self.max_turns <= 100_000:
            _refuse("max_turns", self.max_turns, "a whole number from 10 to 100000")
        if not _is_int(self.nine_points) or not 0 <= self.nine_points <= 20:
            _refuse("nine_points", self.nine_points, "a whole number from 0 to 20")
        multipliers = self.jack_multipliers
        if isinstance(multipliers, list):
            multipliers = tuple(multipliers)
            object.__setattr__(self, "jack_multipliers", multipliers)
        if (not isinstance(multipliers, tuple) or len(multipliers) != 4
                or not all(_is_int(m) and 1 <= m <= 100 for m in multipliers)):
            _refuse("jack_multipliers", self.jack_multipliers, "four whole numbers from 1 to 100, for 1-4 jacks")

    def changed(self) -> dict[str, Any]:
        """The options that differ from the default reading, in declaration order."""
        default = Rules()
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)
                if getattr(self, f.name) != getattr(default, f.name)}

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed: ``rules.replace(after_draw="drawn")``."""
        _check_names(changes)
        return dataclasses.replace(self, **changes)

    def describe(self) -> str:
        """One line naming the non-default options, or saying the defaults are in force."""
        changed = self.changed()
        if not changed:
            return f"Rules(players={self.players}) (default reading)"
        return "Rules(" + ", ".join(f"{k}={v!r}" for k, v in changed.items()) + ")"

    @classmethod
    def from_dict(cls, options: dict[str, Any]) -> Rules:
        """Rules from a mapping such as ``rules.changed()``; unknown names are refused."""
        if not isinstance(options, dict):
            raise RulesError(f"rule options must be a mapping, got {excerpt(options)}")
        _check_names(options)
        return cls(**options)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_names(options: dict) -> None:
    unknown = sorted(map(str, set(options) - set(OPTION_RULE)))
    if unknown:
        raise RulesError(f"unknown rule option(s) {excerpt(', '.join(unknown))}; known: {', '.join(OPTION_RULE)}")


def _refuse(name: str, value: object, allowed: str) -> None:
    rule = OPTION_RULE[name]
    raise RulesError(f"rule option {name}={excerpt(value)} is out of range ({rule}): it must be {allowed}", rule=rule)

"""Georgian Joker's rule options: the project's default reading, and the named switch for each other reading.

>>> Rules().changed()
{}
>>> Rules(players=3, scoring="minus").changed()
{'players': 3, 'scoring': 'minus'}
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar

from ..errors import RulesError, excerpt

__all__ = ["Rules", "RULE_IDS", "OPTION_RULE", "OPTION_CHOICES"]

#: Every rule id of Georgian Joker's table in ``shared/rules/relatives.md``, in the order of that table.
RULE_IDS = ("JK-DECK", "JK-PLAYERS", "JK-PULKAS", "JK-FIRST-DEALER", "JK-TRUMP", "JK-BID", "JK-LEAD", "JK-FOLLOW",
            "JK-JOKER-LEAD", "JK-JOKER-FOLLOW", "JK-TWO-JOKERS", "JK-HIGH-TRUMPED", "JK-STRICT", "JK-FACE",
            "JK-SCORE", "JK-PREMIUM", "JK-MINUS", "JK-WIN")

#: The rule id each option belongs to.
OPTION_RULE = {
    "players": "JK-PLAYERS",
    "void_after_high_joker": "JK-JOKER-LEAD",
    "high_lead_trumpable": "JK-HIGH-TRUMPED",
    "strict_joker": "JK-STRICT",
    "joker_as_six": "JK-FACE",
    "scoring": "JK-MINUS",
    "premium_victims": "JK-PREMIUM",
}

#: The allowed values of every option.
OPTION_CHOICES = {
    "players": (4, 3, 2),
    "void_after_high_joker": ("trump", "any"),
    "high_lead_trumpable": (False, True),
    "strict_joker": (False, True),
    "joker_as_six": (False, True),
    "scoring": ("standard", "minus"),
    "premium_victims": ("all", "next"),
}


@dataclass(frozen=True, slots=True, kw_only=True)
class Rules:
    """The options of a game of Georgian Joker; the defaults are the project's reading (``relatives.md``).

    Raises RulesError, naming the option, the allowed values and the rule id, for a value out of range.
    """

    game: ClassVar[str] = "joker"
    players: int = 4
    """JK-PLAYERS: 4 players, or 3 or 2."""
    void_after_high_joker: str = "trump"
    """JK-JOKER-LEAD: after a joker led "high", a player without the called suit must trump ("trump") or may
    throw any card ("any")."""
    high_lead_trumpable: bool = False
    """JK-HIGH-TRUMPED: whether a trump beats a joker led "high" in a plain suit."""
    strict_joker: bool = False
    """JK-STRICT: a joker may be led only from a hand of jokers alone."""
    joker_as_six: bool = False
    """JK-FACE: a joker may be played as the plain six it is."""
    scoring: str = "standard"
    """JK-SCORE ("standard") or the "minus joker" of JK-MINUS ("minus")."""
    premium_victims: str = "all"
    """JK-PREMIUM: who loses when one player earns the premium, every other player ("all") or the next ("next")."""

    def __post_init__(self) -> None:
        for name, allowed in OPTION_CHOICES.items():
            value = getattr(self, name)
            if type(value) is not type(allowed[0]) or value not in allowed:
                rule = OPTION_RULE[name]
                raise RulesError(f"rule option {name}={excerpt(value, 30)} is out of range ({rule}): it must be "
                                 f"one of {', '.join(map(repr, allowed))}", rule=rule)

    @property
    def full(self) -> int:
        """The cards each of a full deal, which uses the whole deck: 9, 12 or 18 (JK-PULKAS)."""
        return 36 // self.players

    def changed(self) -> dict[str, Any]:
        """The options that differ from the default reading, in declaration order."""
        default = Rules()
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)
                if getattr(self, f.name) != getattr(default, f.name)}

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed: ``rules.replace(strict_joker=True)``."""
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

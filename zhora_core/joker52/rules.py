"""Joker-52's rule options: the project's default reading, and the named switch for the other one.

>>> Rules().changed()
{}
>>> Rules(players=4, refill=False).changed()
{'players': 4, 'refill': False}
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar

from ..errors import RulesError, excerpt

__all__ = ["Rules", "RULE_IDS", "OPTION_RULE", "PLAYERS", "DECK_SIZE", "schedule", "tricks_in_deal", "max_cards"]

#: Every rule id of Joker-52 in ``shared/rules/relatives.md``, in the order of that file.
RULE_IDS = (
    "J52-DECK", "J52-DEALS", "J52-TRUMP", "J52-REFILL", "J52-BID", "J52-LEAD", "J52-FOLLOW", "J52-JOKER",
    "J52-SCORE", "J52-JOKER-PENALTY", "J52-WIN",
)

#: The rule id each option belongs to.
OPTION_RULE = {"players": "J52-DECK", "refill": "J52-REFILL"}

PLAYERS = (2, 3, 4, 5, 6)
"""J52-DECK: 2 to 6 players."""
DECK_SIZE = 54
"""J52-DECK: 52 cards and two jokers."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Rules:
    """The options of a Joker-52 party; the defaults are the project's reading (``shared/rules/relatives.md``).

    Raises RulesError, naming the option, the allowed values and the rule id, for a value out of range.
    """

    game: ClassVar[str] = "joker52"
    players: int = 3
    """J52-DECK: 2 to 6 players (the source describes 3)."""
    refill: bool = True
    """J52-REFILL: after each trick every player draws one card while the stock holds one for each."""

    def __post_init__(self) -> None:
        if type(self.players) is not int or self.players not in PLAYERS:
            _refuse("players", self.players, "one of 2, 3, 4, 5, 6")
        if not isinstance(self.refill, bool):
            _refuse("refill", self.refill, "True or False")

    def changed(self) -> dict[str, Any]:
        """The options that differ from the default reading, in declaration order."""
        default = Rules()
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)
                if getattr(self, f.name) != getattr(default, f.name)}

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed: ``rules.replace(refill=False)``."""
        _check_names(changes)
        return dataclasses.replace(self, **changes)

    def describe(self) -> str:
        """The ``Rules(...)`` call naming the non-default options (always the players)."""
        changed = {"players": self.players, **self.changed()}
        return "Rules(" + ", ".join(f"{k}={v!r}" for k, v in changed.items()) + ")"

    @classmethod
    def from_dict(cls, options: dict[str, Any]) -> Rules:
        """Rules from a mapping such as ``rules.changed()``; unknown names are refused."""
        if not isinstance(options, dict):
            raise RulesError(f"rule options must be a mapping, got {excerpt(options)}")
        _check_names(options)
        return cls(**options)


def _check_names(options: dict) -> None:
    unknown = sorted(map(str, set(options) - set(OPTION_RULE)))
    if unknown:
        raise RulesError(f"unknown rule option(s) {excerpt(', '.join(unknown))}; known: {', '.join(OPTION_RULE)}")


def _refuse(name: str, value: object, allowed: str) -> None:
    rule = OPTION_RULE[name]
    raise RulesError(f"rule option {name}={excerpt(value)} is out of range ({rule}): it must be {allowed}", rule=rule)


def schedule(rules: Rules = Rules()) -> tuple[int, ...]:
    """Cards each, deal by deal, for a whole party (J52-DEALS): 2, 3 … 8, then 7 … 2.

    >>> schedule()
    (2, 3, 4, 5, 6, 7, 8, 7, 6, 5, 4, 3, 2)
    """
    if not isinstance(rules, Rules):
        raise RulesError(f"rules must be a Joker-52 Rules(...), got {excerpt(rules)}")
    return (*range(2, 9), *range(7, 1, -1))


def max_cards(players: int) -> int:
    """The most cards each a deal can give ``players`` and still turn a trump card (J52-TRUMP)."""
    return (DECK_SIZE - 1) // players


def tricks_in_deal(cards: int, rules: Rules = Rules()) -> int:
    """The number of tricks of a deal of ``cards`` each (J52-REFILL): with the refill, the cards in hand plus one
    trick per full round of draws from the stock (the turned card included); without it, the cards in hand.

    >>> tricks_in_deal(2), tricks_in_deal(8), tricks_in_deal(8, Rules(players=4))
    (18, 18, 13)
    >>> tricks_in_deal(5, Rules(refill=False))
    5
    """
    if not rules.refill:
        return cards
    return cards + (DECK_SIZE - rules.players * cards) // rules.players

"""The options of the Joker banker game: the project's default reading, and the named switch for each other.

>>> Rules().changed()
{}
>>> Rules(players=3, ceiling=5).changed()
{'players': 3, 'ceiling': 5}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..options import GameRules, option

__all__ = ["Rules", "RULE_IDS", "OPTION_RULE", "PLAYERS_BOUNDS", "CEILING_BOUNDS"]

#: Every rule id of the banker's table in ``shared/rules/relatives.md``, in the order of that table.
RULE_IDS = ("JB-DECK", "JB-BANKER", "JB-STAKE", "JB-CALL", "JB-MATCH", "JB-DOUBLE", "JB-MISS", "JB-ODDS")


@dataclass(frozen=True, slots=True, kw_only=True)
class Rules(GameRules):
    """The options of a banker game; the defaults are the project's reading (``shared/rules/relatives.md``).

    Raises RulesError, naming the option, the allowed values and the rule id, for a value out of range.
    """

    game: ClassVar[str] = "banker"
    players: int = option(4, rules=("JB-DECK",), label=("Players", "Игроки"),
                          help=("number of players, the banker included", "число игроков вместе с банкомётом"),
                          bounds=(2, 20))
    """JB-DECK: any number of players, 2 or more (the engine: 2 to 20, the project's limit, so that a table fits on
    a screen); one of them holds the bank."""
    ceiling: int = option(10, rules=("JB-STAKE",), label=("Stake ceiling", "Потолок ставки"),
                          help=("the highest stake allowed", "наибольшая ставка"), bounds=(1, 1000))
    """JB-STAKE: every player but the banker stakes a whole amount from 1 to this ceiling (1 to 1000; the source's
    example is 10) before a bank."""


#: The rule id each option is filed under.
OPTION_RULE = {o.name: o.rule for o in Rules.options()}
#: The number of players the engine takes (JB-DECK).
PLAYERS_BOUNDS = Rules.option("players").bounds
#: The agreed ceiling of a stake (JB-STAKE).
CEILING_BOUNDS = Rules.option("ceiling").bounds

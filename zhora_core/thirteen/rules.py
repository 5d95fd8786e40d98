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

from dataclasses import dataclass
from typing import ClassVar

from ..options import GameRules, option

__all__ = ["Rules", "RULE_IDS", "OPTION_RULE"]

#: Every rule id of Thirteen's table in ``shared/rules/relatives.md``, in the order of that file.
RULE_IDS = ("T-TABLE", "T-DEAL", "T-STEP", "T-RUN", "T-JOKER", "T-AFTER-JOKER", "T-DRAW", "T-RESTOCK", "T-WIN")

_YES_NO = {False: ("no", "нет"), True: ("yes", "да")}


@dataclass(frozen=True, slots=True, kw_only=True)
class Rules(GameRules):
    """The options of a round of Thirteen; the defaults are the project's reading (``shared/rules/relatives.md``).

    Raises RulesError, naming the option, the allowed values and the rule id, for a value out of range.
    """

    game: ClassVar[str] = "thirteen"
    players: int = option(2, rules=("T-TABLE",), label=("Players", "Игроки"),
                          help=("two players only", "только два игрока"), choices=(2,))
    """T-TABLE: Thirteen is a game for two."""
    run_same_suit: bool = option(False, rules=("T-RUN",), label=("A run keeps to one suit", "Серия в одной масти"),
                                 help=("every card of a run in one suit", "все карты хода одной масти"),
                                 choice_labels=_YES_NO)
    """T-RUN: every card of a run after the first must have the suit of the card before it."""
    may_draw_when_able: bool = option(False, rules=("T-DRAW",),
                                      label=("May draw when able to play", "Можно брать, имея ход"),
                                      help=("a player may draw although he could play",
                                            "можно брать карту, даже если есть ход"), choice_labels=_YES_NO)
    """T-DRAW: a player who could play may draw instead."""
    max_turns: int = option(5000, rules=("T-WIN",), label=("Turn limit", "Предел ходов"),
                            help=("a round this long ends without a winner",
                                  "раунд такой длины кончается без победителя"), bounds=(20, 100_000))
    """T-WIN: a round that reaches this many actions without a winner ends as a stalemate (the project's guard
    against an endless round: the rules file has no stall rule, so it is filed under T-WIN, the rule that ends a
    round)."""


#: The rule id each option is filed under.
OPTION_RULE = {o.name: o.rule for o in Rules.options()}

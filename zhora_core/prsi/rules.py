"""Prší's rule options: the project's default reading, and the named switch for each other reading.

>>> Rules().changed()
{}
>>> Rules(players=3, stack_sevens=False).changed()
{'players': 3, 'stack_sevens': False}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..options import GameRules, option

__all__ = ["Rules", "RULE_IDS", "OPTION_RULE"]

#: Every rule id of Prší's table in ``shared/rules/relatives.md``, in the order of that table.
RULE_IDS = ("P-DECK", "P-DEAL", "P-MATCH", "P-QUEEN", "P-SEVEN", "P-ACE", "P-DRAW", "P-STARTER", "P-RESTOCK",
            "P-WIN", "P-STALL")

_ON_OFF = {True: ("on", "да"), False: ("off", "нет")}


@dataclass(frozen=True, slots=True, kw_only=True)
class Rules(GameRules):
    """The options of a round of Prší; the defaults are the project's reading (``shared/rules/relatives.md``).

    Raises RulesError, naming the option, the allowed values and the rule id, for a value out of range.
    """

    game: ClassVar[str] = "prsi"
    players: int = option(4, rules=("P-DECK",), label=("Players", "Игроки"), help=("number of players", "число игроков"),
                          choices=(2, 3, 4, 5))
    """P-DECK: 2 to 5 players."""
    hand_size: int = option(4, rules=("P-DEAL",), label=("Cards each", "Карт каждому"),
                            help=("cards dealt to each player", "сколько карт сдают каждому"), choices=(4, 5))
    """P-DEAL: 4 or 5 cards each."""
    stack_sevens: bool = option(True, rules=("P-SEVEN",), label=("Sevens stack", "Семёрки складываются"),
                                help=("answer a 7 with a 7 of your own (+2 cards each)",
                                      "ответить на семёрку своей (+2 карты каждая)"),
                                choices=(True, False), choice_labels=_ON_OFF)
    """P-SEVEN: a pending 7 may be answered with another 7 (+2 cards each)."""
    stack_aces: bool = option(True, rules=("P-ACE",), label=("Aces stack", "Тузы складываются"),
                              help=("answer an ace with an ace of your own", "ответить на туза своим тузом"),
                              choices=(True, False), choice_labels=_ON_OFF)
    """P-ACE: a pending ace may be answered with another ace, passing the stand on."""
    starter_effects: bool = option(True, rules=("P-STARTER",), label=("The starter acts", "Открытая карта действует"),
                                   help=("a starter 7 or ace acts as if the dealer had played it",
                                         "открытая семёрка или туз действуют, как если бы их сыграл сдающий"),
                                   choices=(True, False), choice_labels=_ON_OFF)
    """P-STARTER: a starter 7 or ace acts on the first player as if the dealer had played it."""
    restock: str = option("turn", rules=("P-RESTOCK",), label=("New stock", "Новая колода"),
                          help=("the pile becomes the stock turned over, or shuffled",
                                "отбой становится колодой перевёрнутым или перетасованным"),
                          choices=("turn", "shuffle"),
                          choice_labels={"turn": ("turned over", "перевернуть"),
                                         "shuffle": ("shuffled", "перетасовать")})
    """P-RESTOCK: the pile under the top becomes the stock turned over ("turn") or shuffled ("shuffle")."""
    scoring: str = option("win", rules=("P-WIN",), label=("Scoring", "Счёт"),
                          help=("only wins count, or the others score the cards they hold",
                                "считают только победы или очки карт, оставшихся на руках"),
                          choices=("win", "points"),
                          choice_labels={"win": ("by wins", "по победам"), "points": ("by points", "по очкам")})
    """P-WIN: a round is only won ("win"), or the others score the cards they hold ("points")."""
    max_turns: int = option(500, rules=("P-STALL",), label=("Turn limit", "Предел ходов"),
                            help=("a round this long ends as a stalemate", "раунд такой длины кончается ничьей"),
                            bounds=(10, 100_000))
    """P-STALL: a round that reaches this many actions ends as a stalemate."""


#: The rule id each option is filed under.
OPTION_RULE = {o.name: o.rule for o in Rules.options()}

"""Zhora's rule options: the project's default reading, and the named switch for each other reading.

>>> Rules().changed()
{}
>>> Rules(players=3, after_draw="drawn").changed()
{'players': 3, 'after_draw': 'drawn'}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..options import GameRules, option

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

_ON_OFF = {True: ("on", "да"), False: ("off", "нет")}


def _multipliers(value: Any) -> tuple[int, ...] | None:
    """Four whole numbers from 1 to 100 (a list is kept as a tuple), or None."""
    value = tuple(value) if isinstance(value, list) else value
    if isinstance(value, tuple) and len(value) == 4 and all(
            type(m) is int and 1 <= m <= 100 for m in value):
        return value
    return None


@dataclass(frozen=True, slots=True, kw_only=True)
class Rules(GameRules):
    """The options of a Zhora game; the defaults are the project's reading (see ``shared/rules/zhora.md``).

    Raises RulesError, naming the option, the allowed values and the rule id, for a value out of range.
    """

    game: ClassVar[str] = "zhora"
    players: int = option(
        4, rules=("Z-PLAYERS",), label=("Players", "Игроки"), help=("number of players", "число игроков"),
        choices=(2, 3, 4), choice_labels={n: (f"{n} players", f"{n} игрока") for n in (2, 3, 4)})
    """Z-PLAYERS: 2, 3 or 4 players."""
    starter_jack_swap: bool = option(
        True, rules=("Z-STARTER-JACK",), label=("Swap a starter jack", "Менять открытого валета"),
        help=("the dealer swaps a starter jack for a card of his hand", "сдающий меняет открытого валета на свою карту"),
        choices=(True, False), choice_labels={True: ("the dealer swaps it", "сдающий меняет"),
                                              False: ("it stays", "валет остаётся")})
    """Z-STARTER-JACK: the dealer takes a starter jack and puts a non-jack in its place."""
    starter_effects: bool = option(
        False, rules=("Z-STARTER-EFFECT",), label=("The starter acts", "Открытая карта действует"),
        help=("the starter acts as if the dealer had played it",
              "открытая карта действует, как если бы её сыграл сдающий"),
        choices=(True, False), choice_labels={True: ("it acts", "действует"), False: ("it does not act", "не действует")})
    """Z-STARTER-EFFECT: the starter acts as if the dealer had played it."""
    after_draw: str = option(
        "any", rules=("Z-AFTER-DRAW",), label=("After a draw, play", "После взятия можно сыграть"),
        help=("after a draw: any playable card, only the drawn card, or the turn ends",
              "после взятия: любая подходящая карта, только взятая, или ход кончается"),
        choices=("any", "drawn", "none"),
        choice_labels={"any": ("any playable card", "любую подходящую карту"),
                       "drawn": ("only the drawn card", "только взятую карту"),
                       "none": ("nothing: the turn ends", "ничего: ход кончается")})
    """Z-AFTER-DRAW: after a draw, play any playable card ("any"), only the drawn card ("drawn"), or nothing ("none")."""
    turn_stays: str = option(
        "same_player", rules=("Z-ACE", "Z-SEVEN", "Z-KING-HEARTS"),
        label=("When the turn stays", "Когда ход остаётся"),
        help=("'the turn stays': the same player again, or the next player is skipped",
              "«ход остаётся»: снова тот же игрок, или следующий пропускает ход"),
        choices=("same_player", "skip"),
        choice_labels={"same_player": ("the same player moves again", "тот же игрок ходит снова"),
                       "skip": ("the next player is skipped", "следующий игрок пропускает ход")})
    """Z-SEVEN, Z-KING-HEARTS, Z-ACE: "the turn stays" is the same player again, or "skip" the next player."""
    restock: str = option(
        "turn", rules=("Z-RESTOCK",), label=("An empty deck is refilled", "Пустую колоду заменяет"),
        help=("the pile becomes the deck turned over, or shuffled",
              "отбой становится колодой перевёрнутым или перетасованным"),
        choices=("turn", "shuffle"),
        choice_labels={"turn": ("by turning the pile over", "перевёрнутый отбой"),
                       "shuffle": ("by shuffling the pile", "перетасованный отбой")})
    """Z-RESTOCK: the pile becomes the deck turned over ("turn") or shuffled ("shuffle")."""
    max_turns: int = option(
        500, rules=("Z-STALL",), label=("Stalemate after (actions)", "Ничья после (действий)"),
        help=("a round this long ends as a stalemate", "раунд такой длины кончается ничьей"), bounds=(10, 100_000))
    """Z-STALL: a round that reaches this many actions ends as a stalemate."""
    nine_points: int = option(
        0, rules=("Z-POINTS",), label=("Points for a 9", "Очки за девятку"),
        help=("what a 9 left in hand scores", "сколько очков стоит девятка"), bounds=(0, 20))
    """Z-POINTS: what a 9 left in hand scores."""
    jack_multipliers: tuple[int, int, int, int] = option(
        (2, 4, 6, 8), rules=("Z-MULTIPLIER",), label=("Jack multipliers", "Множители за валетов"),
        help=("multipliers for going out with 1, 2, 3, 4 jacks", "множители за выход 1, 2, 3, 4 валетами"),
        choices=((2, 4, 6, 8), (2, 4, 8, 16)),
        choice_labels={(2, 4, 6, 8): ("×2 ×4 ×6 ×8", "×2 ×4 ×6 ×8"), (2, 4, 8, 16): ("×2 ×4 ×8 ×16", "×2 ×4 ×8 ×16")},
        read=_multipliers, allowed="four whole numbers from 1 to 100, for 1-4 jacks")
    """Z-MULTIPLIER: the losers' multiplier when the winner ends with 1, 2, 3 or 4 jacks."""


#: The rule id each option is filed under.
OPTION_RULE = {o.name: o.rule for o in Rules.options()}

#: The allowed values of the options that take one of a few words (and of ``players``).
OPTION_CHOICES = {o.name: o.choices for o in Rules.options() if o.name in ("players", "after_draw", "turn_stays",
                                                                            "restock")}

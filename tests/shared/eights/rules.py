"""Eights, a toy shedding game written only to test that a game outside ``zhora_core`` joins every shared part:
its rule ids and options."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from zhora_core.options import GameRules, option

RULE_IDS = ("E-DEAL", "E-MATCH", "E-EIGHT", "E-DRAW", "E-WIN", "E-STALL")

_YES_NO = {False: ("no", "нет"), True: ("yes", "да")}


@dataclass(frozen=True, slots=True, kw_only=True)
class Rules(GameRules):
    """The options of a round of Eights."""

    game: ClassVar[str] = "eights"
    players: int = option(3, rules=("E-DEAL",), label=("Players", "Игроки"), help=("number of players", "число игроков"),
                          choices=(2, 3, 4))
    hand_size: int = option(5, rules=("E-DEAL",), label=("Cards each", "Карт каждому"),
                            help=("cards dealt to each player", "сколько карт сдают каждому"), choices=(5, 7))
    eights_on_eights: bool = option(True, rules=("E-EIGHT",), label=("Eight on an eight", "Восьмёрка на восьмёрку"),
                                    help=("an eight may follow an eight", "восьмёрку можно класть на восьмёрку"),
                                    choice_labels=_YES_NO)
    max_turns: int = option(300, rules=("E-STALL",), label=("Turn limit", "Предел ходов"),
                            help=("a round this long ends without a winner", "раунд такой длины кончается ничьей"),
                            bounds=(20, 5000))

"""The options of Joe in Queens Squared: the project's default reading, and the named switch for each other.

>>> Rules().changed()
{}
>>> Rules(players=2, challenge=True).changed()
{'players': 2, 'challenge': True}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..errors import RulesError
from ..options import GameRules, option

__all__ = ["Rules", "RULE_IDS", "OPTION_RULE"]

#: Every rule id of Joe's table in ``shared/rules/relatives.md``, in the order of that table.
RULE_IDS = (
    "JQ-PLAYERS", "JQ-DEAL", "JQ-FIRST", "JQ-STARTER", "JQ-BEAT", "JQ-STALL", "JQ-DRAW", "JQ-RESTOCK",
    "JQ-QUEENS", "JQ-JOE", "JQ-WIN", "JQ-OPEN", "JQ-CHALLENGE", "JQ-COUNTDOWN",
)

_YES_NO = {False: ("no", "нет"), True: ("yes", "да")}


@dataclass(frozen=True, slots=True, kw_only=True)
class Rules(GameRules):
    """The options of a game of Joe; the defaults are the project's reading (``shared/rules/relatives.md``).

    Raises RulesError, naming the option, the allowed values and the rule id, for a value out of range.
    """

    game: ClassVar[str] = "joe"
    players: int = option(4, rules=("JQ-PLAYERS",), label=("Players", "Игроки"),
                          help=("number of players", "число игроков"), bounds=(2, 10))
    """JQ-PLAYERS: 2 to 10 players."""
    ace_beats_faces: str = option(
        "any_suit", rules=("JQ-BEAT",), label=("An ace beats J, Q, K", "Туз бьёт В, Д, К"),
        help=("an ace beats a face card of any suit, or of its own suit only",
              "туз бьёт картинку любой масти или только своей"),
        choices=("any_suit", "same_suit"),
        choice_labels={"any_suit": ("of any suit", "любой масти"), "same_suit": ("of its own suit", "своей масти")})
    """JQ-BEAT rule 3: an ace beats J, Q and K of any suit ("any_suit") or of its own suit only ("same_suit")."""
    open_hands: bool = option(False, rules=("JQ-OPEN",), label=("Open hands", "Открытые карты"),
                              help=("play with every hand face up", "играть в открытую"), choice_labels=_YES_NO)
    """JQ-OPEN: every hand is played face up."""
    challenge: bool = option(False, rules=("JQ-CHALLENGE",), label=("Challenge (1 card against 5)",
                                                                     "Вызов (1 карта против 5)"),
                             help=("two players: one card against five", "двое: одна карта против пяти"),
                             choice_labels=_YES_NO, requires={"players": 2})
    """JQ-CHALLENGE: two players, one gets 1 card and the other 5; the 5-card player starts."""
    countdown: bool = option(False, rules=("JQ-COUNTDOWN",), label=("Countdown", "Обратный отсчёт"),
                             help=("after a discard, a lower card must follow",
                                   "после хода нужно положить младшую карту"), choice_labels=_YES_NO)
    """JQ-COUNTDOWN: after discarding one card, the same player must follow with a lower card if he has one."""
    max_turns: int = option(1000, rules=("JQ-STALL",), label=("Turn limit", "Предел ходов"),
                            help=("a round this long ends without a winner",
                                  "раунд такой длины кончается без победителя"), bounds=(10, 100_000))
    """JQ-STALL: a round that reaches this many actions ends without a winner."""

    def check(self) -> None:
        if self.challenge and self.players != 2:
            raise RulesError(f"challenge=True is a variant for 2 players, not {self.players} (JQ-CHALLENGE)",
                             rule="JQ-CHALLENGE")


#: The rule id each option is filed under.
OPTION_RULE = {o.name: o.rule for o in Rules.options()}

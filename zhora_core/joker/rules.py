"""Georgian Joker's rule options: the project's default reading, and the named switch for each other reading.

>>> Rules().changed()
{}
>>> Rules(players=3, scoring="minus").changed()
{'players': 3, 'scoring': 'minus'}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..options import GameRules, option

__all__ = ["Rules", "RULE_IDS", "OPTION_RULE"]

#: Every rule id of Georgian Joker's table in ``shared/rules/relatives.md``, in the order of that table.
RULE_IDS = ("JK-DECK", "JK-PLAYERS", "JK-PULKAS", "JK-FIRST-DEALER", "JK-TRUMP", "JK-BID", "JK-LEAD", "JK-FOLLOW",
            "JK-JOKER-LEAD", "JK-JOKER-FOLLOW", "JK-TWO-JOKERS", "JK-HIGH-TRUMPED", "JK-STRICT", "JK-FACE",
            "JK-SCORE", "JK-PREMIUM", "JK-MINUS", "JK-WIN")

_ON_OFF = {True: ("on", "да"), False: ("off", "нет")}


@dataclass(frozen=True, slots=True, kw_only=True)
class Rules(GameRules):
    """The options of a game of Georgian Joker; the defaults are the project's reading (``relatives.md``).

    Raises RulesError, naming the option, the allowed values and the rule id, for a value out of range.
    """

    game: ClassVar[str] = "joker"
    players: int = option(4, rules=("JK-PLAYERS",), label=("Players", "Игроки"),
                          help=("number of players (the deals grow with fewer)",
                                "число игроков (при меньшем числе сдач больше)"), choices=(4, 3, 2))
    """JK-PLAYERS: 4 players, or 3 or 2."""
    void_after_high_joker: str = option(
        "trump", rules=("JK-JOKER-LEAD",), label=("Void after a high joker", "Нет масти после джокера по старшим"),
        help=("after a high joker lead, a player without the suit must trump, or may throw anything",
              "после старшего джокера без нужной масти обязательно козырять или можно сбросить любую карту"),
        choices=("trump", "any"), choice_labels={"trump": ("must trump", "бить козырем"),
                                                 "any": ("any card", "любая карта")})
    """JK-JOKER-LEAD: after a joker led "high", a player without the called suit must trump ("trump") or may
    throw any card ("any")."""
    high_lead_trumpable: bool = option(
        False, rules=("JK-HIGH-TRUMPED",), label=("A trump beats a high joker lead", "Козырь бьёт джокера по старшим"),
        help=("a trump may beat a joker led high in a plain suit",
              "козырь может побить старшего джокера с хода в простой масти"), choice_labels=_ON_OFF)
    """JK-HIGH-TRUMPED: whether a trump beats a joker led "high" in a plain suit."""
    strict_joker: bool = option(
        False, rules=("JK-STRICT",), label=("Strict joker", "Строгий джокер"),
        help=("lead a joker only from a hand of jokers", "ходить джокером, только если остались одни джокеры"),
        choice_labels=_ON_OFF)
    """JK-STRICT: a joker may be led only from a hand of jokers alone."""
    joker_as_six: bool = option(
        False, rules=("JK-FACE",), label=("A joker may be a six", "Джокер может быть шестёркой"),
        help=("a joker may be played as the plain six it is", "джокера можно сыграть как простую шестёрку"),
        choice_labels=_ON_OFF)
    """JK-FACE: a joker may be played as the plain six it is."""
    scoring: str = option(
        "standard", rules=("JK-MINUS", "JK-SCORE"), label=("Scoring", "Подсчёт очков"),
        help=("the standard table, or “minus” scoring", "обычный счёт или счёт «минус»"),
        choices=("standard", "minus"), choice_labels={"standard": ("standard", "обычный"),
                                                      "minus": ("minus joker", "минусовой джокер")})
    """JK-SCORE ("standard") or the "minus joker" of JK-MINUS ("minus")."""
    premium_victims: str = option(
        "all", rules=("JK-PREMIUM",), label=("Who loses to a premium", "Кто теряет при премии"),
        help=("the premium costs every other player, or only the next one",
              "премия отнимается у всех остальных или только у следующего игрока"),
        choices=("all", "next"), choice_labels={"all": ("every other player", "все остальные"),
                                                "next": ("the next player", "следующий игрок")})
    """JK-PREMIUM: who loses when one player earns the premium, every other player ("all") or the next ("next")."""

    @property
    def full(self) -> int:
        """The cards each of a full deal, which uses the whole deck: 9, 12 or 18 (JK-PULKAS)."""
        return 36 // self.players


#: The rule id each option is filed under.
OPTION_RULE = {o.name: o.rule for o in Rules.options()}

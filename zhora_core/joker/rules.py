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

    schedule: str = option(
        "classic", rules=("JK-PULKAS",), label=("Schedule of deals", "Расписание сдач"),
        help=("four pulkas rising, full, falling, full; or four pulkas of four full deals each",
              "четыре пульки: по возрастанию, полные, по убыванию, полные; или четыре пульки по четыре полные сдачи"),
        choices=("classic", "nines"), choice_labels={"classic": ("classic pulkas", "классические пульки"),
                                                     "nines": ("full deals only", "только полные сдачи")})
    """JK-PULKAS: the four pulkas 1 … m−1, four of m, m−1 … 1, four of m ("classic"), or four pulkas of four full
    deals of m each ("nines": 16 deals of 9 with 4 players), m the cards each of a full deal."""
    khishti: int = option(
        -200, rules=("JK-SCORE",), label=("Khishti", "Хишти"),
        help=("the score of a bid of one or more with no trick taken (not under “minus” scoring)",
              "очки за заказ от одной взятки без единой взятки (при счёте «минус» не действует)"),
        choices=(-200, -500), choice_labels={-200: ("−200", "−200"), -500: ("−500", "−500")})
    """JK-SCORE: the score of khishti, a bid of one or more with no trick taken: −200 or −500. Under
    ``scoring="minus"`` there is no khishti (JK-MINUS scores a short bid instead), whatever this option says."""
    premium_gain: str = option(
        "pulka", rules=("JK-PREMIUM",), label=("What a premium adds", "Что добавляет премия"),
        help=("the best deal score of the whole pulka, or the best of its deals before the last",
              "лучший результат сдачи за всю пульку или лучший из сдач до последней"),
        choices=("pulka", "earlier"), choice_labels={"pulka": ("best of the pulka", "лучшая сдача пульки"),
                                                     "earlier": ("best before the last deal",
                                                                 "лучшая сдача до последней")})
    """JK-PREMIUM: the premium earner adds his best deal score of the whole pulka ("pulka"), or the best of the
    pulka's deals before its last one ("earlier", the source's last description: added to the last deal's score).
    What the others lose (``premium_victims``) is their best of the whole pulka either way."""
    low_lead: str = option(
        "any", rules=("JK-JOKER-LEAD",), label=("After a low joker lead, play", "После джокера по младшим класть"),
        help=("after a joker led low, any card of the called suit, or the lowest one held",
              "после джокера по младшим любую карту названной масти или самую младшую из имеющихся"),
        choices=("any", "lowest"), choice_labels={"any": ("any card of the suit", "любую карту масти"),
                                                  "lowest": ("the lowest of the suit", "самую младшую карту масти")})
    """JK-JOKER-LEAD: after a joker led "low", a player holding the called suit plays any card of it ("any") or
    must play his lowest ("lowest", as "high" demands the highest); a void player follows JK-FOLLOW either way."""

    @property
    def full(self) -> int:
        """The cards each of a full deal, which uses the whole deck: 9, 12 or 18 (JK-PULKAS)."""
        return 36 // self.players


#: The rule id each option is filed under.
OPTION_RULE = {o.name: o.rule for o in Rules.options()}

"""Joker-52's rule options: the project's default reading, and the named switch for the other one.

>>> Rules().changed()
{}
>>> Rules(players=4, refill=False).changed()
{'players': 4, 'refill': False}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..errors import RulesError, excerpt
from ..options import GameRules, option

__all__ = ["Rules", "RULE_IDS", "OPTION_RULE", "DECK_SIZE", "schedule", "tricks_in_deal", "max_cards"]

#: Every rule id of Joker-52 in ``shared/rules/relatives.md``, in the order of that file.
RULE_IDS = (
    "J52-DECK", "J52-DEALS", "J52-TRUMP", "J52-REFILL", "J52-BID", "J52-LEAD", "J52-FOLLOW", "J52-JOKER",
    "J52-SCORE", "J52-JOKER-PENALTY", "J52-WIN",
)

DECK_SIZE = 54
"""J52-DECK: 52 cards and two jokers."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Rules(GameRules):
    """The options of a Joker-52 party; the defaults are the project's reading (``shared/rules/relatives.md``).

    Raises RulesError, naming the option, the allowed values and the rule id, for a value out of range.
    """

    game: ClassVar[str] = "joker52"
    players: int = option(3, rules=("J52-DECK",), label=("Players", "Игроки"), help=("number of players", "число игроков"),
                          choices=(2, 3, 4, 5, 6))
    """J52-DECK: 2 to 6 players (the source describes 3)."""
    refill: bool = option(True, rules=("J52-REFILL", "J52-BID"), label=("Draw after each trick", "Добор после взятки"),
                          help=("draw a card each after every trick, or play the hand out",
                                "добирать по карте после взятки или нет"),
                          choices=(True, False), choice_labels={True: ("on", "да"), False: ("off", "нет")})
    """J52-REFILL: after each trick every player draws one card while the stock holds one for each."""


#: The rule id each option is filed under.
OPTION_RULE = {o.name: o.rule for o in Rules.options()}


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

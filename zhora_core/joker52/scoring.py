"""Joker-52's score of one deal (J52-SCORE) and the joker-lead penalty (J52-JOKER-PENALTY).

>>> deal_points(2, 2, 5), deal_points(0, 0, 5), deal_points(3, 1, 5), deal_points(1, 4, 5)
(20, 5, -20, 4)
"""

from __future__ import annotations

from ..errors import RulesError, excerpt
from .rules import Rules, max_cards, tricks_in_deal

__all__ = ["deal_points", "points", "JOKER_PENALTY"]

JOKER_PENALTY = 10
"""J52-JOKER-PENALTY: what a joker led to an empty table costs, unless it was its player's last card."""


def points(bid: int, taken: int) -> int:
    """J52-SCORE, unchecked: bid made, 10 a trick (a bid of 0 made, 5); under, −10 a missing trick; over, 1 a trick
    taken."""
    if taken == bid:
        return 10 * bid if bid else 5
    if taken < bid:
        return -10 * (bid - taken)
    return taken


def deal_points(bid: int, taken: int, cards: int, rules: Rules = Rules()) -> int:
    """The score of a seat that bid ``bid`` tricks and took ``taken`` in a deal of ``cards`` each (J52-SCORE).

    Raises RulesError for a deal size the rules cannot deal (J52-DEALS), or a bid or a count of tricks that is not
    a whole number from 0 to the deal's number of tricks (J52-BID, J52-REFILL).
    """
    if not isinstance(rules, Rules):
        raise RulesError(f"rules must be a Joker-52 Rules(...), got {excerpt(rules)}")
    top = max_cards(rules.players)
    if type(cards) is not int or not 1 <= cards <= top:
        raise RulesError(f"cards={excerpt(cards)}: a deal gives 1 to {top} cards each to {rules.players} players "
                         f"(J52-DEALS)", rule="J52-DEALS")
    tricks = tricks_in_deal(cards, rules)
    for name, value, rule in (("bid", bid, "J52-BID"), ("taken", taken, "J52-REFILL")):
        if type(value) is not int or not 0 <= value <= tricks:
            raise RulesError(f"{name}={excerpt(value)}: a deal of {cards} each has {tricks} tricks, so it must be "
                             f"a whole number from 0 to {tricks} ({rule})", rule=rule)
    return points(bid, taken)

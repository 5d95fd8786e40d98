"""Georgian Joker's scores: a deal's points for one seat (JK-SCORE, JK-MINUS) and the premium at the end of a
pulka (JK-PREMIUM).

>>> deal_points(0, 0, 5), deal_points(2, 2, 5), deal_points(9, 9, 9), deal_points(3, 0, 5), deal_points(3, 2, 5)
(50, 150, 900, -200, 20)
>>> deal_points(4, 2, 9, rules=Rules(scoring="minus")), deal_points(4, 4, 9, rules=Rules(scoring="minus"))
(-200, 400)
>>> premium([(1, (0, 1, 0, 1), (0, 1, 0, 0)), (2, (1, 0, 1, 0), (0, 1, 1, 0))])
(-50, -100, 100, -50)
>>> deal_points(3, 0, 5, rules=Rules(khishti=-500)), deal_points(3, 0, 5, rules=Rules(khishti=-500, scoring="minus"))
(-500, -300)
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import RulesError, excerpt
from .rules import Rules

__all__ = ["deal_points", "points", "deal_scores", "premium"]


def deal_points(bid: int, taken: int, cards: int, *, rules: Rules = Rules()) -> int:
    """One seat's score for a deal of ``cards`` cards each, having bid ``bid`` tricks and taken ``taken``.

    Standard (JK-SCORE): a pass made 50; k tricks made 50(k+1); all ``cards`` tricks bid and made 100 per trick;
    a bid of one or more and no trick taken ``rules.khishti`` (−200, or −500); any other miss 10 per trick taken.
    Minus (JK-MINUS, no khishti whatever ``rules.khishti``): k ≥ 1 made 100·k; short by m tricks −100·m; a pass
    made 50; over the bid 10 per trick.
    """
    for name, value in (("bid", bid), ("taken", taken), ("cards", cards)):
        if type(value) is not int or value < 0 or (name == "cards" and value < 1):
            raise RulesError(f"{name}={excerpt(value, 20)} must be a whole number of tricks (JK-SCORE)",
                             rule="JK-SCORE")
    if bid > cards or taken > cards:
        raise RulesError(f"bid {bid} and taken {taken} cannot exceed the {cards} cards each (JK-SCORE)",
                         rule="JK-SCORE")
    if not isinstance(rules, Rules):
        raise RulesError(f"rules must be a joker Rules(...), got {type(rules).__name__}")
    return points(bid, taken, cards, rules.scoring == "minus", rules.khishti)


def points(bid: int, taken: int, cards: int, minus: bool = False, khishti: int = -200) -> int:
    """``deal_points`` without checking its arguments (the engine scores every deal with it): ``minus`` is
    ``rules.scoring == "minus"``, ``khishti`` is ``rules.khishti``."""
    if minus:
        if taken == bid:
            return 50 if bid == 0 else 100 * bid
        if taken < bid:
            return -100 * (bid - taken)
        return 10 * taken
    if taken == bid:
        if bid == 0:
            return 50
        return 100 * bid if bid == cards else 50 * (bid + 1)
    if taken == 0:
        return khishti
    return 10 * taken


def deal_scores(bids: Sequence[int], taken: Sequence[int], cards: int, *, rules: Rules = Rules()) -> tuple[int, ...]:
    """Every seat's ``deal_points``."""
    return tuple(deal_points(b, t, cards, rules=rules) for b, t in zip(bids, taken))


def premium(deals: Sequence[tuple[int, Sequence[int], Sequence[int]]], *, rules: Rules = Rules()) -> tuple[int, ...]:
    """What each seat gains or loses at the end of a pulka whose deals were ``(cards, bids, taken)`` (JK-PREMIUM).

    A seat that made every bid of the pulka gains its best deal score of the pulka (``premium_gain="pulka"``) or
    of its deals before the last (``"earlier"``; nothing for a pulka of one deal); if it is the only one, each
    other seat (``premium_victims="all"``) or only the next seat clockwise (``"next"``) loses its own best deal
    score of the whole pulka (nothing if none scored above 0). Several premium winners gain theirs and nobody loses.
    """
    if not isinstance(rules, Rules):
        raise RulesError(f"rules must be a joker Rules(...), got {type(rules).__name__}")
    if isinstance(deals, (str, bytes)) or not isinstance(deals, Sequence) or not deals:
        raise RulesError("deals must list the pulka's deals as (cards, bids, taken) (JK-PREMIUM)", rule="JK-PREMIUM")
    seats = None
    scores: list[list[int]] = []
    made: list[bool] = []
    for deal in deals:
        if not isinstance(deal, (tuple, list)) or len(deal) != 3:
            raise RulesError(f"a deal is (cards, bids, taken), got {excerpt(deal, 30)} (JK-PREMIUM)",
                             rule="JK-PREMIUM")
        cards, bids, taken = deal
        if seats is None:
            seats = len(bids)
            scores = [[] for _ in range(seats)]
            made = [True] * seats
        if len(bids) != seats or len(taken) != seats:
            raise RulesError(f"every deal needs a bid and a count of tricks per seat ({seats}) (JK-PREMIUM)",
                             rule="JK-PREMIUM")
        for seat, (b, t) in enumerate(zip(bids, taken)):
            scores[seat].append(deal_points(b, t, cards, rules=rules))
            made[seat] = made[seat] and b == t
    best = [max(s) for s in scores]
    winners = [seat for seat in range(seats) if made[seat]]
    result = [0] * seats
    for seat in winners:
        result[seat] = max(scores[seat][:-1], default=0) if rules.premium_gain == "earlier" else best[seat]
    if len(winners) == 1:
        (winner,) = winners
        victims = [(winner + 1) % seats] if rules.premium_victims == "next" else \
            [seat for seat in range(seats) if seat != winner]
        for seat in victims:
            result[seat] -= max(best[seat], 0)
    return tuple(result)

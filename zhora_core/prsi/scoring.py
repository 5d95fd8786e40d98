"""What a round is worth: the value of the cards left in hand (``scoring="points"``), or, by default, only the
win, with the cards left in hand as the project's measure of how badly each other seat lost.

>>> from zhora_core.cards import parse_cards
>>> hand_points(parse_cards("7♠ J♥ Q♦ K♣ A♠ 10♥"))
37
>>> score_round((parse_cards("9♠ A♥"), (), parse_cards("J♣")), 1, Rules(players=3, scoring="points"))
(20, 0, 2)
>>> score_round((parse_cards("9♠ A♥"), (), parse_cards("J♣")), 1, Rules(players=3))
(2, 0, 1)
"""

from __future__ import annotations

from collections.abc import Iterable

from ..cards import DECK_32, Card, Rank
from .rules import Rules

__all__ = ["CARD_POINTS", "card_points", "hand_points", "score_round"]

_VALUE = {Rank.SEVEN: 7, Rank.EIGHT: 8, Rank.NINE: 9, Rank.TEN: 10, Rank.JACK: 2, Rank.QUEEN: 3, Rank.KING: 4,
          Rank.ACE: 11}
#: P-WIN under ``scoring="points"``: 7 8 9 10 at face value, J 2, Q 3, K 4, A 11.
CARD_POINTS = {card: _VALUE[card.rank] for card in DECK_32}


def card_points(card: Card) -> int:
    """What ``card`` scores left in a loser's hand under ``scoring="points"`` (P-WIN)."""
    return CARD_POINTS[card]


def hand_points(hand: Iterable[Card]) -> int:
    """The value of a hand under ``scoring="points"`` (P-WIN)."""
    return sum(map(CARD_POINTS.__getitem__, hand))


def score_round(hands: tuple[tuple[Card, ...], ...], winner: int, rules: Rules) -> tuple[int, ...]:
    """Each seat's points for a round that ``winner`` won: the winner 0, each other seat the value of his hand
    (``scoring="points"``) or the number of cards in it (``"win"``, the project's measure)."""
    if rules.scoring == "points":
        return tuple(0 if seat == winner else hand_points(hand) for seat, hand in enumerate(hands))
    return tuple(0 if seat == winner else len(hand) for seat, hand in enumerate(hands))

"""Joe's card values and the four beating rules (JQ-PLAYERS, JQ-BEAT), as a function and as tables.

The ace is lowest (1), then 2 … 10, J (11), Q (12), K (13). A card beats the top card if it is higher in
another suit, lower in the same suit, an ace on a face card, or of the same value (equal strength).

>>> from zhora_core.cards import Card
>>> [beat(Card.parse(c), Card.parse("10♠"), "any_suit") for c in ("J♥", "4♠", "9♥", "10♦", "A♥")]
['higher', 'lower_same_suit', None, 'equal', None]
>>> beat(Card.parse("A♥"), Card.parse("K♠"), "any_suit"), beat(Card.parse("A♥"), Card.parse("K♠"), "same_suit")
('ace_on_face', None)
"""

from __future__ import annotations

from ..cards import DECK_52, Card, Rank, Suit

__all__ = ["VALUE", "ORDER", "FACES", "beat", "BEATERS", "value_name"]

#: Each card's value: A 1, 2 … 10, J 11, Q 12, K 13 (JQ-PLAYERS).
VALUE = {card: 1 if card.rank is Rank.ACE else int(card.rank) for card in DECK_52}
#: The sort key of a hand: by value (the ace first), then suit ♠ ♣ ♥ ♦.
ORDER = {card: VALUE[card] * 4 + list(Suit).index(card.suit) for card in DECK_52}
FACES = frozenset((Rank.JACK, Rank.QUEEN, Rank.KING))


def beat(card: Card, top: Card, ace_beats_faces: str) -> str | None:
    """Which part of JQ-BEAT lets ``card`` go on ``top``: ``'higher'`` (another suit, higher value),
    ``'lower_same_suit'``, ``'ace_on_face'`` or ``'equal'`` (same value: its player then draws one); None if
    it does not beat ``top``."""
    mine, theirs = VALUE[card], VALUE[top]
    if mine == theirs:
        return "equal"
    if card.suit is top.suit:
        return "lower_same_suit" if mine < theirs else None
    if mine > theirs:
        return "higher"
    if card.rank is Rank.ACE and top.rank in FACES and ace_beats_faces == "any_suit":
        return "ace_on_face"
    return None


#: For each reading of ``ace_beats_faces`` and each top card, the cards that beat it (JQ-BEAT, tabulated).
BEATERS = {reading: {top: frozenset(c for c in DECK_52 if c is not top and beat(c, top, reading))
                     for top in DECK_52}
           for reading in ("any_suit", "same_suit")}


def value_name(value: int, lang: str = "en") -> str:
    """A value as a rank symbol: ``value_name(1) == 'A'``, ``value_name(12, 'ru') == 'Д'``."""
    return (Rank.ACE if value == 1 else Rank(value)).symbol(lang)

"""The banker's fourteen calls, in order (JB-CALL), and which cards match them (JB-MATCH).

>>> from zhora_core.cards import Card, RED_JOKER
>>> len(CALLS), matches(RED_JOKER, 0), matches(Card.parse("K♥"), 2), call_name(2, "ru")
(14, True, True, 'король')
"""

from __future__ import annotations

from .. import words
from ..cards import DECK_54, Card, Rank

__all__ = ["CALLS", "COUNTS", "matches", "call_name", "MATCHING"]

#: The calls in the order the banker says them: joker (None), ace, king, queen, jack, 10, 9 … 2.
CALLS: tuple[Rank | None, ...] = (None, *sorted(Rank, reverse=True))

#: For each call, the cards of the 54-card deck that match it (JB-DECK, JB-MATCH).
MATCHING: tuple[frozenset[Card], ...] = tuple(frozenset(c for c in DECK_54 if c.rank is call) for call in CALLS)

#: How many cards match each call: 2 jokers, then 4 of each rank.
COUNTS: tuple[int, ...] = tuple(map(len, MATCHING))


def matches(card: Card, call: int) -> bool:
    """Whether ``card`` matches the call number ``call`` (0 = joker, 1 = ace, … 13 = two)."""
    return card.rank is CALLS[call]


def call_name(call: int, lang: str = "en") -> str:
    """The call as the banker says it: ``'joker'``, ``'ace'``, … ``'2'`` (Russian: ``'джокер'``, ``'туз'`` …)."""
    rank = CALLS[call]
    if rank is None:
        return words.say("cards.joker.word", lang)
    return rank.name_in(lang)

"""Joe's actions: one small frozen value per kind, with a text form that ``parse_action`` reads back.

>>> parse_action("7♠"), parse_action("Q♥ Q♠"), parse_action("draw"), parse_action("Д♠ Д♥")
(Play(7♠), PlayQueens(Q♠ Q♥), Draw(), PlayQueens(Q♠ Q♥))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from ..cards import DECK_52, Card, Rank, parse_cards
from ..errors import NotationError

__all__ = ["Play", "PlayQueens", "Draw", "Action", "parse_action", "DRAW", "PLAY", "QUEEN_PAIRS"]


@dataclass(frozen=True, slots=True)
class Play:
    """Play one card on the pile (JQ-BEAT; a jack on the queens, JQ-JOE; a lower card, JQ-COUNTDOWN)."""

    card: Card

    def __str__(self) -> str:
        return str(self.card)

    def __repr__(self) -> str:
        return f"Play({self})"


@dataclass(frozen=True, slots=True)
class PlayQueens:
    """Play two queens at once, whatever the top card (JQ-QUEENS). The same two in any order are one action."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        cards = tuple(self.cards)
        if all(isinstance(c, Card) for c in cards):
            cards = tuple(sorted(cards))
        object.__setattr__(self, "cards", cards)

    def __str__(self) -> str:
        return " ".join(map(str, self.cards))

    def __repr__(self) -> str:
        return f"PlayQueens({self})"


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw one card from the reserve; the turn passes (JQ-DRAW)."""

    def __str__(self) -> str:
        return "draw"

    def __repr__(self) -> str:
        return "Draw()"


Action = Union[Play, PlayQueens, Draw]
ACTION_TYPES = (Play, PlayQueens, Draw)

DRAW = Draw()
#: One interned ``Play`` per card, so the engine compares actions by identity on its fast path.
PLAY = {card: Play(card) for card in DECK_52}
_QUEENS = tuple(card for card in DECK_52 if card.rank is Rank.QUEEN)
#: One interned ``PlayQueens`` per pair of queens.
QUEEN_PAIRS = {frozenset((a, b)): PlayQueens((a, b)) for i, a in enumerate(_QUEENS) for b in _QUEENS[i + 1:]}
_DRAW_WORDS = {"draw", "взять", "беру", "тяну"}


def parse_action(text: str | Action) -> Action:
    """Read an action: a card ``'7♠'`` (or ``'7s'``, ``'Д♠'``), two queens ``'Q♠ Q♥'``, or ``'draw'``.

    Raises NotationError for text that is no action, or several cards that are not two queens (JQ-QUEENS).
    """
    if isinstance(text, ACTION_TYPES):
        return text
    if not isinstance(text, str):
        raise NotationError(f"an action is written like '7♠', 'Q♠ Q♥' or 'draw', got {_excerpt(text)}")
    words = text.strip()
    if words.lower() in _DRAW_WORDS:
        return DRAW
    cards = parse_cards(words)
    jokers = [c for c in cards if c.is_joker]
    if jokers:
        raise NotationError(f"{_excerpt(text)}: Joe is played without jokers, 52 cards (JQ-PLAYERS)",
                            rule="JQ-PLAYERS")
    if len(cards) == 1:
        return PLAY[cards[0]]
    if len(cards) == 2 and all(c.rank is Rank.QUEEN for c in cards) and cards[0] is not cards[1]:
        return QUEEN_PAIRS[frozenset(cards)]
    if not cards:
        raise NotationError("an empty action: write a card like '7♠', two queens like 'Q♠ Q♥', or 'draw'")
    raise NotationError(f"{_excerpt(text)}: only two different queens are played together, like 'Q♠ Q♥' "
                        "(JQ-QUEENS)", rule="JQ-QUEENS")


def _excerpt(value: object, limit: int = 30) -> str:
    """``repr(value)``, cut short so that an error never echoes a long input."""
    text = repr(value)
    return text if len(text) <= limit else f"{text[:limit]}…"

"""Prší's actions: one small frozen value per kind, with a text form that ``parse_action`` reads back.

>>> parse_action("7♠"), parse_action("Q♠>♥"), parse_action("Д♠>♥"), parse_action("draw"), parse_action("stand")
(Play(7♠), PlayQueen(Q♠>♥), PlayQueen(Q♠>♥), Draw(), Stand())

``parse_action`` returns one shared object per action, so the engine can recognise its own actions by identity.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Union

from .. import words
from ..actions import card, checked, suit
from ..cards import DECK_32, Card, Rank, Suit, parse_card, parse_suit
from ..errors import NotationError, excerpt

__all__ = ["Play", "PlayQueen", "Draw", "Stand", "Action", "ACTION_TYPES", "DRAW", "STAND", "parse_action",
           "play", "play_queen"]


@dataclass(frozen=True, slots=True)
class Play:
    """Play one card that is not a queen (P-MATCH, or an answer under P-SEVEN / P-ACE)."""

    _fields = (card,)
    card: Card

    def __post_init__(self) -> None:
        checked(self)

    def __str__(self) -> str:
        return str(self.card)

    def __repr__(self) -> str:
        return f"Play({self})"

    def label(self, lang: str = "en") -> str:
        """The action as written in ``lang``: ``'Д♠'`` for the queen of spades in Russian."""
        return self.card.label(lang)


@dataclass(frozen=True, slots=True)
class PlayQueen:
    """Play a queen and name the suit the next card must follow (P-QUEEN)."""

    _fields = (card, suit,)
    card: Card
    suit: Suit

    def __post_init__(self) -> None:
        checked(self)

    def __str__(self) -> str:
        return f"{self.card}>{self.suit}"

    def __repr__(self) -> str:
        return f"PlayQueen({self})"

    def label(self, lang: str = "en") -> str:
        return f"{self.card.label(lang)}>{self.suit}"


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw one card (P-DRAW), or take the pending penalty of sevens (P-SEVEN)."""

    def __str__(self) -> str:
        return "draw"

    def __repr__(self) -> str:
        return "Draw()"

    def label(self, lang: str = "en") -> str:
        return words.say("prsi.action.draw", lang)


@dataclass(frozen=True, slots=True)
class Stand:
    """Accept a pending ace: miss the turn, neither drawing nor playing (P-ACE)."""

    def __str__(self) -> str:
        return "stand"

    def __repr__(self) -> str:
        return "Stand()"

    def label(self, lang: str = "en") -> str:
        return words.say("prsi.action.stand", lang)


Action = Union[Play, PlayQueen, Draw, Stand]
ACTION_TYPES = (Play, PlayQueen, Draw, Stand)

DRAW = Draw()
STAND = Stand()
_PLAYS = {card: Play(card) for card in DECK_32}
_QUEENS = {(card, suit): PlayQueen(card, suit) for card in DECK_32 if card.rank is Rank.QUEEN for suit in Suit}
_WORDS = {"draw": DRAW, "взять": DRAW, "беру": DRAW, "stand": STAND, "стою": STAND, "стоять": STAND}
_NAMED_RE = re.compile(r"^(\S+?)\s*(?:>|→|->)\s*(\S+)$")


def play(card: Card) -> Play:
    """The shared ``Play`` of ``card``."""
    found = _PLAYS.get(card)
    return found if found is not None else Play(card)


def play_queen(card: Card, suit: Suit) -> PlayQueen:
    """The shared ``PlayQueen`` of ``card`` naming ``suit``."""
    found = _QUEENS.get((card, suit))
    return found if found is not None else PlayQueen(card, suit)


def parse_action(text: str | Action) -> Action:
    """Read an action: ``'7♠'``, ``'Q♠>♥'`` (a queen naming hearts), ``'draw'``, ``'stand'``; Russian card letters
    (``'Д♠>♥'``) and words (``'беру'``, ``'стою'``) too.

    Raises NotationError quoting the text for one that is no action, a queen without a named suit, or a named
    suit after a card that is not a queen (both P-QUEEN).
    """
    if isinstance(text, ACTION_TYPES):
        return text
    if not isinstance(text, str):
        raise NotationError(f"an action is written like '7♠', 'Q♠>♥', 'draw' or 'stand', got {excerpt(text)}")
    words = text.strip()
    found = _WORDS.get(words.lower())
    if found is not None:
        return found
    if not words:
        raise NotationError("an empty action: write a card like '7♠', a queen like 'Q♠>♥', 'draw' or 'stand'")
    named = _NAMED_RE.match(words)
    if named:
        card, suit = parse_card(named.group(1)), parse_suit(named.group(2))
        if card.rank is not Rank.QUEEN:
            raise NotationError(f"{excerpt(text)}: only a queen names a suit; play {card} without '>' (P-QUEEN)",
                                rule="P-QUEEN")
        return play_queen(card, suit)
    card = parse_card(words)
    if card not in _PLAYS:
        raise NotationError(f"{excerpt(text)}: {card} is not in Prší's 32-card deck, 7 to A (P-DECK)", rule="P-DECK")
    if card.rank is Rank.QUEEN:
        raise NotationError(f"{excerpt(text)}: a queen must name a suit, e.g. '{card}>♥' (P-QUEEN)", rule="P-QUEEN")
    return play(card)

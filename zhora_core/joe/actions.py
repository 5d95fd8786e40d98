"""Joe's actions: one small immutable value per kind, with a text form that ``parse_action`` reads back.

There is one object per action (``Play(c) is Play(c)``), as there is one per card, so that comparing actions is
comparing identities: fast, and ``==`` still means "the same action".

>>> parse_action("7♠"), parse_action("Q♥ Q♠"), parse_action("draw"), parse_action("Д♠ Д♥")
(Play(7♠), PlayQueens(Q♠ Q♥), Draw(), PlayQueens(Q♠ Q♥))
>>> Play(parse_action("7♠").card) is parse_action("7s")
True
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Union

from .. import words
from ..actions import Interned, card
from ..cards import DECK_52, Card, Rank, parse_cards
from ..errors import NotationError, excerpt

__all__ = ["Play", "PlayQueens", "Draw", "Action", "parse_action", "DRAW", "PLAY", "QUEEN_PAIRS"]


class Play(Interned):
    """Play one card on the pile (JQ-BEAT; a jack on the queens, JQ-JOE; a lower card, JQ-COUNTDOWN)."""

    __slots__ = ("card",)
    _made: dict = {}
    _fields = (card,)
    card: Card

    def __new__(cls, card: Card) -> Play:
        return super().__new__(cls, card)

    def __str__(self) -> str:
        return str(self.card)

    def __repr__(self) -> str:
        return f"Play({self})"

    def label(self, lang: str = "en") -> str:
        """The action as a reader of ``lang`` writes it: ``'Д♠'`` in Russian."""
        return self.card.label(lang)


class PlayQueens(Interned):
    """Play two queens at once, whatever the top card (JQ-QUEENS). The same two in any order are one action."""

    __slots__ = ("cards",)
    _made: dict = {}
    cards: tuple[Card, ...]

    def __new__(cls, cards) -> PlayQueens:
        if isinstance(cards, (str, Card)) or not isinstance(cards, Iterable):
            raise NotationError(f"PlayQueens takes two queens as a sequence of cards, got {excerpt(cards, 24)} "
                                "(JQ-QUEENS)", rule="JQ-QUEENS")
        return super().__new__(cls, tuple(sorted(card(c, cls.__name__) for c in cards)))

    def __str__(self) -> str:
        return " ".join(map(str, self.cards))

    def __repr__(self) -> str:
        return f"PlayQueens({self})"

    def label(self, lang: str = "en") -> str:
        return " ".join(c.label(lang) for c in self.cards)


class Draw(Interned):
    """Draw one card from the reserve; the turn passes (JQ-DRAW)."""

    __slots__ = ()
    _made: dict = {}

    def __new__(cls) -> Draw:
        return super().__new__(cls)

    def __str__(self) -> str:
        return "draw"

    def __repr__(self) -> str:
        return "Draw()"

    def label(self, lang: str = "en") -> str:
        return words.say("joe.action.draw", lang)


Action = Union[Play, PlayQueens, Draw]
ACTION_TYPES = (Play, PlayQueens, Draw)

DRAW = Draw()
#: The ``Play`` of each card.
PLAY = {card: Play(card) for card in DECK_52}
_QUEENS = tuple(card for card in DECK_52 if card.rank is Rank.QUEEN)
#: The ``PlayQueens`` of each pair of queens, by the set of the two.
QUEEN_PAIRS = {frozenset((a, b)): PlayQueens((a, b)) for i, a in enumerate(_QUEENS) for b in _QUEENS[i + 1:]}
_DRAW_WORDS = {"draw", "взять", "беру", "тяну"}


def parse_action(text: str | Action) -> Action:
    """Read an action: a card ``'7♠'`` (or ``'7s'``, ``'Д♠'``), two queens ``'Q♠ Q♥'``, or ``'draw'``.

    Raises NotationError for text that is no action, a joker, or several cards that are not two queens
    (JQ-QUEENS).
    """
    if isinstance(text, ACTION_TYPES):
        return text
    if not isinstance(text, str):
        raise NotationError(f"an action is written like '7♠', 'Q♠ Q♥' or 'draw', got {_excerpt(text)}")
    words = text.strip()
    if words.lower() in _DRAW_WORDS:
        return DRAW
    cards = parse_cards(words)
    if any(c.is_joker for c in cards):
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

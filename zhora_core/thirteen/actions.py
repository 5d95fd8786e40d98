"""Thirteen's actions: play a card (a joker too), end a run, draw; each reads back from its text.

>>> parse_action("7♠"), parse_action("RJ"), parse_action("Д♥"), parse_action("end"), parse_action("draw")
(Play(7♠), Play(RJ), Play(Q♥), EndRun(), Draw())
>>> str(parse_action("чдж"))
'BJ'
>>> parse_action("Play(7♠)")
Traceback (most recent call last):
...
zhora_core.errors.NotationError: unknown action 'Play(7♠)': write a card like '7♠' or 'RJ', or 'end' or 'draw'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from ..actions import card, checked
from ..cards import DECK_54, Card, parse_card
from ..errors import NotationError

__all__ = ["Play", "EndRun", "Draw", "Action", "ACTION_TYPES", "PLAY", "END", "DRAW", "parse_action"]


@dataclass(frozen=True, slots=True)
class Play:
    """Play one card on the centre: the first of a turn (T-STEP), the next of a run (T-RUN), a joker on a king
    (T-JOKER), or the answer to a joker (T-AFTER-JOKER)."""

    _fields = (card,)
    card: Card

    def __post_init__(self) -> None:
        checked(self)

    def __str__(self) -> str:
        return str(self.card)

    def __repr__(self) -> str:
        return f"Play({self})"


@dataclass(frozen=True, slots=True)
class EndRun:
    """Stop playing cards this turn (T-RUN)."""

    def __str__(self) -> str:
        return "end"

    def __repr__(self) -> str:
        return "EndRun()"


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw a card (T-DRAW), take 13 after an unanswered joker (T-AFTER-JOKER), or pass when nothing is left to
    draw (T-RESTOCK)."""

    def __str__(self) -> str:
        return "draw"

    def __repr__(self) -> str:
        return "Draw()"


Action = Union[Play, EndRun, Draw]
ACTION_TYPES = (Play, EndRun, Draw)

#: One action object per card, so the engine can compare actions by identity.
PLAY = {card: Play(card) for card in DECK_54}
END = EndRun()
DRAW = Draw()

_WORDS = {"end": END, "конец": END, "стоп": END, "draw": DRAW, "взять": DRAW, "беру": DRAW}


def parse_action(text: str | Action) -> Action:
    """Read an action: ``'7♠'``, ``'RJ'``, ``'BJ'`` (or ``'КДж'``, ``'ЧДж'``), ``'end'``, ``'draw'``.

    Raises NotationError, quoting a short excerpt, for anything else.
    """
    kind = type(text)
    if kind is str:
        word = _WORDS.get(text.strip().lower())
        if word is not None:
            return word
        try:
            return PLAY[parse_card(text)]
        except NotationError:
            raise NotationError(f"unknown action {_excerpt(text)}: write a card like '7♠' or 'RJ', "
                                "or 'end' or 'draw'") from None
    if kind is Play:
        if not isinstance(text.card, Card):
            raise NotationError(f"Play needs a card, got {_excerpt(text.card)}")
        return PLAY[text.card]
    if kind is EndRun:
        return END
    if kind is Draw:
        return DRAW
    raise NotationError(f"an action is written like '7♠', 'RJ', 'end' or 'draw', got {_excerpt(text)}")


def _excerpt(value: object, limit: int = 30) -> str:
    text = repr(value)
    return text if len(text) <= limit else f"{text[:limit]}… ({len(text)} characters)"

"""Zhora's actions: one small immutable value per kind, with a text form that ``parse_action`` reads back.

There is one object per action (``Play(c) is Play(c)``), as there is one per card, so comparing actions is comparing
identities: fast, and ``==`` still means "the same action".

>>> parse_action("7♠"), parse_action("J♣>♥"), parse_action("J♣ J♦")
(Play(7♠), PlayJack(J♣>♥), PlayJacks(J♣ J♦))
>>> parse_action("draw"), parse_action("pass"), parse_action("swap 9♠")
(Draw(), Pass(), SwapStarter(swap 9♠))
>>> parse_action("J♦ J♣") is parse_action("J♣ J♦") is PlayJacks(parse_action("J♣ J♦").cards)
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Union

from ..actions import Interned, card, suit
from ..cards import Card, Suit, parse_card, parse_cards, parse_suit
from ..errors import NotationError, excerpt

__all__ = ["Play", "PlayJack", "PlayJacks", "Draw", "Pass", "SwapStarter", "Action", "parse_action"]


class Play(Interned):
    """Play one non-jack card on the pile (Z-MATCH, Z-ORDER)."""

    __slots__ = __match_args__ = ("card",)
    _made: dict = {}
    _fields = (card,)
    card: Card

    def __new__(cls, card: Card) -> Play:
        return super().__new__(cls, card)

    def __str__(self) -> str:
        return str(self.card)

    def __repr__(self) -> str:
        return f"Play({self})"


class PlayJack(Interned):
    """Play a jack and name the suit that must follow (Z-JACK)."""

    __slots__ = __match_args__ = ("card", "order")
    _made: dict = {}
    _fields = (card, suit)
    card: Card
    order: Suit

    def __new__(cls, card: Card, order: Suit) -> PlayJack:
        return super().__new__(cls, card, order)

    def __str__(self) -> str:
        return f"{self.card}>{self.order}"

    def __repr__(self) -> str:
        return f"PlayJack({self})"


class PlayJacks(Interned):
    """Play a hand of two or more jacks at once, ending the round (Z-JACKS-OUT). The same jacks in any order are
    the same action."""

    __slots__ = __match_args__ = ("cards",)
    _made: dict = {}
    cards: tuple[Card, ...]

    def __new__(cls, cards: Iterable[Card]) -> PlayJacks:
        if isinstance(cards, (str, Card)) or not isinstance(cards, Iterable):
            raise NotationError(f"PlayJacks takes the jacks as a sequence of cards, got {excerpt(cards)} "
                                f"(Z-JACKS-OUT)", rule="Z-JACKS-OUT")
        cards = tuple(sorted(card(c, cls.__name__) for c in cards))
        if len(cards) > len(Suit):  # more cards than there are jacks: never legal, and not worth keeping
            made = object.__new__(cls)
            object.__setattr__(made, "cards", cards)
            return made
        return super().__new__(cls, cards)

    def __eq__(self, other: object) -> bool:
        return self is other or (type(other) is PlayJacks and self.cards == other.cards)

    def __hash__(self) -> int:
        return hash(self.cards)

    def __str__(self) -> str:
        return " ".join(map(str, self.cards))

    def __repr__(self) -> str:
        return f"PlayJacks({self})"


class Draw(Interned):
    """Draw one card from the deck (Z-DRAW, Z-MUST-DRAW)."""

    __slots__ = __match_args__ = ()
    _made: dict = {}

    def __new__(cls) -> Draw:
        return super().__new__(cls)

    def __str__(self) -> str:
        return "draw"

    def __repr__(self) -> str:
        return "Draw()"


class Pass(Interned):
    """End the turn after drawing (Z-PASS)."""

    __slots__ = __match_args__ = ()
    _made: dict = {}

    def __new__(cls) -> Pass:
        return super().__new__(cls)

    def __str__(self) -> str:
        return "pass"

    def __repr__(self) -> str:
        return "Pass()"


class SwapStarter(Interned):
    """The dealer takes the starter jack and puts this card in its place (Z-STARTER-JACK)."""

    __slots__ = __match_args__ = ("card",)
    _made: dict = {}
    _fields = (card,)
    card: Card

    def __new__(cls, card: Card) -> SwapStarter:
        return super().__new__(cls, card)

    def __str__(self) -> str:
        return f"swap {self.card}"

    def __repr__(self) -> str:
        return f"SwapStarter({self})"


Action = Union[Play, PlayJack, PlayJacks, Draw, Pass, SwapStarter]
ACTION_TYPES = (Play, PlayJack, PlayJacks, Draw, Pass, SwapStarter)

_DRAW_WORDS = {"draw", "взять", "беру"}
_PASS_WORDS = {"pass", "пас"}
_JACK_ORDER_RE = re.compile(r"^(\S+)\s*(?:>|→|->)\s*(\S+)$")


def parse_action(text: str | Action) -> Action:
    """Read an action: ``'7♠'``, ``'J♣>♥'``, ``'J♣ J♦'``, ``'draw'``, ``'pass'``, ``'swap 9♠'``.

    Raises NotationError for text that is no action, a jack without an ordered suit, or an order on a non-jack
    (both Z-JACK).
    """
    if isinstance(text, ACTION_TYPES):
        return text
    if not isinstance(text, str):
        raise NotationError(f"an action is written like '7♠', 'J♣>♥', 'draw' or 'pass', got {excerpt(text)}")
    words = text.strip()
    lower = words.lower()
    if lower in _DRAW_WORDS:
        return DRAW
    if lower in _PASS_WORDS:
        return PASS
    if lower.startswith(("swap ", "swap:")):
        return SwapStarter(parse_card(words[5:]))
    ordered = _JACK_ORDER_RE.match(words)
    if ordered:
        card, suit = parse_card(ordered.group(1)), parse_suit(ordered.group(2))
        if not card.is_jack:
            raise NotationError(f"{excerpt(text)}: only a jack orders a suit; play {card} without '>' (Z-JACK)", rule="Z-JACK")
        return PlayJack(card, suit)
    cards = parse_cards(words)
    if len(cards) == 1:
        if cards[0].is_jack:
            raise NotationError(f"{excerpt(text)}: a jack must name a suit, e.g. '{cards[0]}>♥' (Z-JACK)", rule="Z-JACK")
        return Play(cards[0])
    if len(cards) > 1:
        return PlayJacks(cards)
    raise NotationError("an empty action: write a card like '7♠', or 'draw' or 'pass'")


DRAW = Draw()
PASS = Pass()

"""Zhora's actions: one small frozen value per kind, with a text form that ``parse_action`` reads back.

>>> parse_action("7♠"), parse_action("J♣>♥"), parse_action("J♣ J♦")
(Play(7♠), PlayJack(J♣>♥), PlayJacks(J♣ J♦))
>>> parse_action("draw"), parse_action("pass"), parse_action("swap 9♠")
(Draw(), Pass(), SwapStarter(swap 9♠))
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Union

from ..cards import Card, Suit, parse_card, parse_cards, parse_suit
from ..errors import NotationError, excerpt

__all__ = ["Play", "PlayJack", "PlayJacks", "Draw", "Pass", "SwapStarter", "Action", "parse_action"]


@dataclass(frozen=True, slots=True)
class Play:
    """Play one non-jack card on the pile (Z-MATCH, Z-ORDER)."""

    card: Card

    def __str__(self) -> str:
        return str(self.card)

    def __repr__(self) -> str:
        return f"Play({self})"


@dataclass(frozen=True, slots=True)
class PlayJack:
    """Play a jack and name the suit that must follow (Z-JACK)."""

    card: Card
    order: Suit

    def __str__(self) -> str:
        return f"{self.card}>{self.order}"

    def __repr__(self) -> str:
        return f"PlayJack({self})"


@dataclass(frozen=True, slots=True)
class PlayJacks:
    """Play a hand of two or more jacks at once, ending the round (Z-JACKS-OUT)."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        if isinstance(self.cards, (str, Card)) or not isinstance(self.cards, Iterable):
            raise NotationError(f"PlayJacks takes the jacks as a sequence of cards, got {excerpt(self.cards)} "
                                f"(Z-JACKS-OUT)", rule="Z-JACKS-OUT")
        cards = tuple(self.cards)
        if all(isinstance(c, Card) for c in cards):
            cards = tuple(sorted(cards))  # the same jacks in any order are the same action
        object.__setattr__(self, "cards", cards)

    def __str__(self) -> str:
        return " ".join(map(str, self.cards))

    def __repr__(self) -> str:
        return f"PlayJacks({self})"


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw one card from the deck (Z-DRAW, Z-MUST-DRAW)."""

    def __str__(self) -> str:
        return "draw"

    def __repr__(self) -> str:
        return "Draw()"


@dataclass(frozen=True, slots=True)
class Pass:
    """End the turn after drawing (Z-PASS)."""

    def __str__(self) -> str:
        return "pass"

    def __repr__(self) -> str:
        return "Pass()"


@dataclass(frozen=True, slots=True)
class SwapStarter:
    """The dealer takes the starter jack and puts this card in its place (Z-STARTER-JACK)."""

    card: Card

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

"""Georgian Joker's actions: one small frozen value per kind, with a text form that ``parse_action`` reads back.

>>> [parse_action(t) for t in ("bid 3", "пас", "trump ♥", "без козыря", "7♠", "6♠ high ♥", "6♣ младший", "6♠ six")]
[Bid(3), Bid(0), NameTrump(♥), NameTrump(None), Play(7♠), PlayJoker(6♠ high ♥), PlayJoker(6♣ low), PlayJoker(6♠ six)]

A joker (6♠ or 6♣) is always played with a declaration: led, ``high`` or ``low`` and a suit; followed, ``high`` or
``low``; or, under ``joker_as_six``, ``six`` (the plain card). ``parse_action`` returns one shared object per
action, so the engine recognises its own actions by identity.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Union

from .. import words
from ..actions import card, checked, count, suit_or_none, word
from ..cards import DECK_36, Card, Rank, Suit, parse_card, parse_suit
from ..errors import NotationError, excerpt

__all__ = ["Bid", "NameTrump", "Play", "PlayJoker", "Action", "ACTION_TYPES", "JOKERS", "MODES", "bid",
           "name_trump", "play", "play_joker", "parse_action"]

#: The two jokers of the 36-card deck (JK-DECK).
JOKERS = frozenset(card for card in DECK_36 if card.rank is Rank.SIX and card.suit in (Suit.SPADES, Suit.CLUBS))
#: How a joker may be declared: the strongest card, the weakest, or the plain six it is (JK-FACE).
MODES = ("high", "low", "six")


@dataclass(frozen=True, slots=True)
class Bid:
    """Bid to take ``tricks`` tricks, 0 (a pass) up to the cards each (JK-BID)."""

    _fields = (count(0, 99, "JK-BID"),)
    tricks: int

    def __post_init__(self) -> None:
        checked(self)

    def __str__(self) -> str:
        return f"bid {self.tricks}"

    def __repr__(self) -> str:
        return f"Bid({self.tricks})"

    def label(self, lang: str = "en") -> str:
        return words.say("joker.action.bid", lang, n=self.tricks)


@dataclass(frozen=True, slots=True)
class NameTrump:
    """Name the trump suit, or no trumps (``suit=None``), in a full deal (JK-TRUMP)."""

    _fields = (suit_or_none,)
    suit: Suit | None

    def __post_init__(self) -> None:
        checked(self)

    def __str__(self) -> str:
        return "no trump" if self.suit is None else f"trump {self.suit}"

    def __repr__(self) -> str:
        return f"NameTrump({self.suit})"

    def label(self, lang: str = "en") -> str:
        if self.suit is None:
            return words.say("joker.action.no_trump", lang)
        return words.say("joker.action.trump", lang, suit=self.suit)


@dataclass(frozen=True, slots=True)
class Play:
    """Play a card that is not a joker (JK-LEAD, JK-FOLLOW)."""

    _fields = (card,)
    card: Card

    def __post_init__(self) -> None:
        checked(self)

    def __str__(self) -> str:
        return str(self.card)

    def __repr__(self) -> str:
        return f"Play({self})"

    def label(self, lang: str = "en") -> str:
        return self.card.label(lang)


@dataclass(frozen=True, slots=True)
class PlayJoker:
    """Play a joker declared ``high``, ``low`` or ``six``; a joker led high or low names ``suit``
    (JK-JOKER-LEAD, JK-JOKER-FOLLOW, JK-FACE)."""

    _fields = (card, word(MODES), suit_or_none,)
    card: Card
    mode: str
    suit: Suit | None = None

    def __post_init__(self) -> None:
        checked(self)

    def __str__(self) -> str:
        return f"{self.card} {self.mode}" + ("" if self.suit is None else f" {self.suit}")

    def __repr__(self) -> str:
        return f"PlayJoker({self})"

    def label(self, lang: str = "en") -> str:
        mode = words.say(f"joker.mode.{self.mode}", lang)
        return words.say("joker.action.joker", lang, card=self.card, mode=mode) + ("" if self.suit is None
                                                                                  else f" {self.suit}")


Action = Union[Bid, NameTrump, Play, PlayJoker]
ACTION_TYPES = (Bid, NameTrump, Play, PlayJoker)

_BIDS = {n: Bid(n) for n in range(19)}
_TRUMPS = {suit: NameTrump(suit) for suit in (*Suit, None)}
_PLAYS = {card: Play(card) for card in DECK_36 if card not in JOKERS}
_JOKER_PLAYS = {(card, mode, suit): PlayJoker(card, mode, suit) for card in JOKERS for mode in MODES
                for suit in (None, *Suit) if mode != "six" or suit is None}


def bid(tricks: int) -> Bid:
    """The shared ``Bid`` of ``tricks``."""
    found = _BIDS.get(tricks) if type(tricks) is int else None
    return found if found is not None else Bid(tricks)


def name_trump(suit: Suit | None) -> NameTrump:
    """The shared ``NameTrump`` of ``suit`` (None: no trumps)."""
    return _TRUMPS[suit]


def play(card: Card) -> Play:
    """The shared ``Play`` of ``card``."""
    found = _PLAYS.get(card)
    return found if found is not None else Play(card)


def play_joker(card: Card, mode: str, suit: Suit | None = None) -> PlayJoker:
    """The shared ``PlayJoker`` of ``card`` declared ``mode`` (naming ``suit`` when led high or low)."""
    found = _JOKER_PLAYS.get((card, mode, suit))
    return found if found is not None else PlayJoker(card, mode, suit)


_MODE_WORDS = {"high": "high", "старший": "high", "старшая": "high", "старшим": "high", "берущий": "high",
               "low": "low", "младший": "low", "младшая": "low", "младшим": "low", "неберущий": "low",
               "six": "six", "шестёрка": "six", "шестерка": "six", "шестёркой": "six", "шестеркой": "six"}
_NO_TRUMP = {"no trump", "no trumps", "notrump", "без козыря", "без козырей", "бескозырка"}
_BID_RE = re.compile(r"^(?:bid|заказ|заказываю)\s+(\S+)$")
_TRUMP_RE = re.compile(r"^(?:trump|trumps|козырь|козыри)\s+(\S+)$")
_HINT = "'bid 3', 'trump ♥', 'no trump', '7♠', '6♠ high ♥', '6♣ low' or '6♠ six'"


def parse_action(text: str | Action) -> Action:
    """Read an action: ``'bid 3'`` (``'pass'`` is bid 0), ``'trump ♥'``, ``'no trump'``, a card ``'7♠'``, a joker
    ``'6♠ high ♥'`` / ``'6♠ low ♥'`` (led), ``'6♣ high'`` / ``'6♣ low'`` (followed), ``'6♠ six'`` (its face).
    Russian works too: ``'заказ 3'``, ``'пас'``, ``'козырь ♥'``, ``'без козыря'``, ``'6♠ старший ♥'``,
    ``'6♠ младший ♥'``, ``'6♣ шестёрка'``, and the card letters В Д К Т.

    Raises NotationError quoting a short excerpt for text that is no action, a card outside the 36-card deck
    (JK-DECK), a joker without a declaration (JK-JOKER-LEAD) or a declaration after a card that is no joker.
    """
    if isinstance(text, ACTION_TYPES):
        return text
    if not isinstance(text, str):
        raise NotationError(f"an action is written like {_HINT}, got {excerpt(text)}")
    words = " ".join(text.strip().lower().split())
    if not words:
        raise NotationError(f"an empty action: write {_HINT}")
    if words in ("pass", "пас"):
        return _BIDS[0]
    if words in _NO_TRUMP:
        return _TRUMPS[None]
    found = _BID_RE.match(words)
    if found:
        number = found.group(1)
        if not (number.isascii() and number.isdigit()) or len(number) > 2:
            raise NotationError(f"{excerpt(text)}: a bid is a number of tricks from 0, like 'bid 3' (JK-BID)",
                                rule="JK-BID")
        return bid(int(number))
    found = _TRUMP_RE.match(words)
    if found:
        return _TRUMPS[parse_suit(found.group(1))]
    card_text, *rest = words.split(" ")
    card = parse_card(card_text)
    if card.rank is None or card.rank < Rank.SIX:
        raise NotationError(f"{excerpt(text)}: {card} is not in the 36-card deck, 6 to A (JK-DECK)", rule="JK-DECK")
    if card not in JOKERS:
        if rest:
            raise NotationError(f"{excerpt(text)}: only a joker (6♠ or 6♣) is declared high, low or six; play {card} "
                                "alone (JK-JOKER-LEAD)", rule="JK-JOKER-LEAD")
        return _PLAYS[card]
    if not rest:
        raise NotationError(f"{excerpt(text)}: {card} is a joker and needs a declaration, like '{card} high ♥', "
                            f"'{card} low' or '{card} six' (JK-JOKER-LEAD)", rule="JK-JOKER-LEAD")
    mode = _MODE_WORDS.get(rest[0])
    if mode is None or len(rest) > 2 or (mode == "six" and len(rest) > 1):
        raise NotationError(f"{excerpt(text)}: a joker is declared 'high' or 'low' (a lead adds a suit, like "
                            f"'{card} high ♥'), or 'six' (JK-JOKER-LEAD)", rule="JK-JOKER-LEAD")
    suit = parse_suit(rest[1]) if len(rest) == 2 else None
    return _JOKER_PLAYS[card, mode, suit]

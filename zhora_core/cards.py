"""Cards, suits, ranks and card notation shared by Zhora and its relatives.

>>> parse_cards("9♠ Q♥ A♦ 10♣")
(Card.parse('9♠'), Card.parse('Q♥'), Card.parse('A♦'), Card.parse('10♣'))
>>> [str(c) for c in parse_cards("9s qh ad 10c")]
['9♠', 'Q♥', 'A♦', '10♣']
>>> [str(c) for c in parse_cards("В♣ Д♠ К♥ Т♦")]
['J♣', 'Q♠', 'K♥', 'A♦']
>>> [str(c) for c in parse_cards("RJ bj")], len(DECK_32), len(DECK_54)
(['RJ', 'BJ'], 32, 54)

The decks are sets of cards and nothing more: what a card is worth, how strong it is, whether the ace is low or
ranks are circular, belongs to each game.

The cards' words in each language (the ranks' letters, the names of ranks, suits, colours and jokers) are phrases
``cards.*`` of the phrasebook (``zhora_core/words.toml``). ``words`` imports nothing of this module, so the
phrasebook is complete before a card is made; ``str(card)`` is the English notation.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable
from functools import cache

from . import words
from .errors import NotationError, excerpt

__all__ = ["Suit", "Rank", "Colour", "Card", "parse_card", "parse_cards", "parse_suit", "deck",
           "RED_JOKER", "BLACK_JOKER", "DECK_32", "DECK_36", "DECK_52", "DECK_54"]


class Suit(enum.Enum):
    """The four suits, in the order ♠ ♣ ♥ ♦."""

    SPADES = "♠"
    CLUBS = "♣"
    HEARTS = "♥"
    DIAMONDS = "♦"

    def __str__(self) -> str:
        return self.value

    @property
    def is_red(self) -> bool:
        return self is Suit.HEARTS or self is Suit.DIAMONDS

    def name_in(self, lang: str = "en") -> str:
        """The suit's plural name: ``'hearts'``, or in Russian ``'черви'``."""
        return _word("cards.suit", self, lang)


class Colour(enum.Enum):
    """A card's colour: hearts and diamonds are red, spades and clubs black; each joker is one of the two."""

    RED = "red"
    BLACK = "black"

    def name_in(self, lang: str = "en") -> str:
        return _word("cards.colour", self, lang)


class Rank(enum.IntEnum):
    """Ranks 2..A; Zhora's 36-card deck uses 6..A. A joker has no rank (``card.rank is None``)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    def __str__(self) -> str:
        return _word("cards.rank", self, "en")

    def symbol(self, lang: str = "en") -> str:
        """``'Q'`` in English, ``'Д'`` in Russian (В Д К Т for J Q K A)."""
        return _word("cards.rank", self, lang)

    def name_in(self, lang: str = "en") -> str:
        return _word("cards.rank_name", self, lang)


@cache
def _word(prefix: str, member: enum.Enum, lang: str) -> str:
    """The phrase ``<prefix>.<member's name>`` (``cards.rank.queen``) in ``lang``, looked up once."""
    return words.say(f"{prefix}.{member.name.lower()}", lang)


@words.writer(Suit)
def _write_suit(suit: Suit, lang: str) -> str:
    """A suit in a phrase is its symbol, in every language (``{suit:name}`` spells it out)."""
    return suit.value


@words.writer(Colour)
def _write_colour(colour: Colour, lang: str) -> str:
    return colour.name_in(lang)


class Card:
    """An immutable playing card. There is one object per card, so ``is`` and ``==`` agree.

    >>> Card(Rank.QUEEN, Suit.SPADES)
    Card.parse('Q♠')
    >>> str(Card.parse("10h")), Card.parse("10h").name_in("en"), Card.parse("A♥").name_in("ru")
    ('10♥', '10 of hearts', 'туз червей')

    A joker has neither rank nor suit, only a colour: ``Card.joker(Colour.RED)`` is ``RED_JOKER``, written ``RJ``.
    """

    __slots__ = ("rank", "suit", "colour", "order")
    _interned: dict[tuple[Rank | None, Suit | Colour], Card] = {}

    rank: Rank | None
    """None for a joker."""
    suit: Suit | None
    """None for a joker."""
    colour: Colour
    order: int
    """Sort key: rank first, then suit (the jokers last, red then black)."""

    def __new__(cls, rank: Rank, suit: Suit) -> Card:
        try:
            return cls._interned[rank, suit]
        except (KeyError, TypeError):
            if not isinstance(rank, Rank) or not isinstance(suit, Suit):
                raise NotationError(f"a card needs a Rank and a Suit, got {excerpt(rank)} and {excerpt(suit)} "
                                    "(a joker is Card.joker('red') or Card.joker('black'))") from None
            colour = Colour.RED if suit.is_red else Colour.BLACK
            return cls._make(rank, suit, colour, rank * 4 + list(Suit).index(suit))

    @classmethod
    def _make(cls, rank: Rank | None, suit: Suit | None, colour: Colour, order: int) -> Card:
        card = super().__new__(cls)
        for name, value in (("rank", rank), ("suit", suit), ("colour", colour), ("order", order)):
            object.__setattr__(card, name, value)
        cls._interned[rank, suit if suit is not None else colour] = card
        return card

    @classmethod
    def joker(cls, colour: Colour | str) -> Card:
        """The red or the black joker: ``Card.joker("red")``."""
        try:
            colour = Colour(colour)
        except ValueError:
            raise NotationError(f"a joker is red or black, got {excerpt(colour)}") from None
        found = cls._interned.get((None, colour))
        if found is None:
            found = cls._make(None, None, colour, (Rank.ACE + 1) * 4 + (colour is Colour.BLACK))
        return found

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self):
        if self.suit is None:
            return (Card.joker, (self.colour,))
        return (Card, (self.rank, self.suit))

    # Equality and hashing are those of object identity (there is one object per card): fast, C-level.

    def __lt__(self, other: Card) -> bool:
        """Cards sort by rank, then suit (♠ ♣ ♥ ♦)."""
        return self.order < other.order

    def __le__(self, other: Card) -> bool:
        return self is other or self < other

    def __gt__(self, other: Card) -> bool:
        return other < self

    def __ge__(self, other: Card) -> bool:
        return self is other or other < self

    def __str__(self) -> str:
        return self.label("en")

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def label(self, lang: str = "en") -> str:
        """Short label in a language: ``'Q♠'`` or ``'Д♠'``; ``'RJ'`` or ``'КДж'`` for the red joker."""
        return _label(self, lang)

    def name_in(self, lang: str = "en") -> str:
        """Spoken name, for screen readers: ``'queen of spades'``, ``'дама пик'``, ``'red joker'``."""
        return _name(self, lang)

    @property
    def is_jack(self) -> bool:
        return self.rank is Rank.JACK

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read one card: ``'Q♠'``, ``'qs'``, ``'10c'``, ``'Д♠'``; raises NotationError."""
        return parse_card(text)

    def _repr_html_(self) -> str:
        from .render import card_html

        return card_html(self)


@cache
def _label(card: Card, lang: str) -> str:
    if card.suit is None:
        return _word("cards.joker", card.colour, lang)
    return card.rank.symbol(lang) + card.suit.value


@cache
def _name(card: Card, lang: str) -> str:
    if card.suit is None:
        return words.say("cards.joker.name", lang, colour=card.colour)
    return words.say("cards.name", lang, rank=card.rank.name_in(lang), suit=_word("cards.suit_of", card.suit, lang))


#: A rank as written in any language: 2 to 10, J Q K A, В Д К Т.
_RANK_WORDS = {rank.symbol(lang): rank for lang in words.LANGS for rank in Rank}
_SUIT_WORDS = {"♠": Suit.SPADES, "♣": Suit.CLUBS, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS,
               "♤": Suit.SPADES, "♧": Suit.CLUBS, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS,
               "S": Suit.SPADES, "C": Suit.CLUBS, "H": Suit.HEARTS, "D": Suit.DIAMONDS}
_CARD_RE = re.compile(r"^(10|[2-9]|[A-ZА-Я])(.)$")
_SPLIT_RE = re.compile(r"[\s,;]+")


def parse_suit(text: str | Suit) -> Suit:
    """Read a suit: ``'♥'``, ``'h'``, ``'hearts'``; raises NotationError."""
    if isinstance(text, Suit):
        return text
    if not isinstance(text, str):
        raise NotationError(f"a suit is written like '♥' or 'h', got {excerpt(text)}")
    word = text.strip().upper()
    suit = _SUIT_WORDS.get(word) or {s.name: s for s in Suit}.get(word)
    if suit is None:
        raise NotationError(f"unknown suit {excerpt(text)}: write one of ♠ ♣ ♥ ♦ (or s c h d)")
    return suit


def parse_card(text: str | Card) -> Card:
    """Read one card; a Latin 'T' is refused as ambiguous (ten in poker, ace in transliteration)."""
    if isinstance(text, Card):
        return text
    if not isinstance(text, str):
        raise NotationError(f"a card is written like 'Q♠' or 'qs', got {excerpt(text)}")
    joker = _JOKER_WORDS.get(text.strip().upper())
    if joker is not None:
        return joker
    match = _CARD_RE.match(text.strip().upper())
    if match is None:
        raise NotationError(f"unknown card {excerpt(text)}: write rank then suit, like '10♥', 'Q♠' or 'qs'")
    rank_text, suit_text = match.groups()
    if rank_text == "T":
        raise NotationError(f"ambiguous card {excerpt(text)}: a Latin 'T' is ten in poker notation but ace in "
                            f"transliteration; write '10{suit_text}' or 'A{suit_text}'")
    rank = _RANK_WORDS.get(rank_text)
    suit = _SUIT_WORDS.get(suit_text)
    if rank is None or suit is None:
        raise NotationError(f"unknown card {excerpt(text)}: ranks are 2-10 J Q K A (or В Д К Т), suits ♠ ♣ ♥ ♦ (or s c h d)")
    return Card(rank, suit)


def parse_cards(text: str | Iterable[str | Card]) -> tuple[Card, ...]:
    """Read cards separated by spaces or commas; an iterable of cards or card texts works too."""
    if isinstance(text, str):
        tokens = [t for t in _SPLIT_RE.split(text.strip()) if t]
    elif isinstance(text, Iterable):
        tokens = list(text)
    else:
        raise NotationError(f"cards are written like '9♠ Q♥ A♦', got {excerpt(text)}")
    return tuple(parse_card(t) for t in tokens)


def deck(low: Rank = Rank.SIX, *, jokers: bool = False) -> tuple[Card, ...]:
    """A fresh deck from ``low`` to ace in each suit, ♠ first, in rank order; then the red and black jokers."""
    cards = tuple(Card(r, s) for s in Suit for r in Rank if r >= low)
    return cards + (RED_JOKER, BLACK_JOKER) if jokers else cards


RED_JOKER = Card.joker(Colour.RED)
BLACK_JOKER = Card.joker(Colour.BLACK)
_JOKER_WORDS = {word.upper(): joker for joker in (RED_JOKER, BLACK_JOKER) for lang in words.LANGS
                for word in (joker.label(lang), joker.name_in(lang))}
DECK_32 = deck(Rank.SEVEN)
DECK_36 = deck(Rank.SIX)
DECK_52 = deck(Rank.TWO)
DECK_54 = deck(Rank.TWO, jokers=True)

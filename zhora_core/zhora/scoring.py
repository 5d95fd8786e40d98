"""Scoring a round (Z-POINTS … Z-QUEEN) and keeping the running totals and letters Ж О Р А (Z-TOTAL … Z-END).

The worked example of the rules file: Anna goes out with two jacks (×4); Boris holds 9♠ Q♥ A♦, Vera J♥.

>>> from zhora_core.cards import parse_cards
>>> score_round([(), parse_cards("9♠ Q♥ A♦"), parse_cards("J♥")], winner=0, finish=parse_cards("J♣ J♦"))
(0, 56, 80)
>>> tally(95, "Ж", 10), tally(90, "Ж", 10), tally(-20, "ЖО", 0)
((0, 'ЖО'), (0, 'Ж'), (-20, 'ЖО'))
>>> ranking([(-20, "ЖО"), (99, "Ж")])
[1, 0]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from .. import words
from ..cards import Card, Rank, Suit, parse_cards
from ..errors import NotationError, PositionError, RulesError, excerpt
from . import phrases  # noqa: F401  (registers the score lines' words)
from .rules import Rules

__all__ = ["LETTERS", "card_points", "hand_points", "score_round", "score_lines", "tally", "ranking", "ScoreLine"]

LETTERS = "ЖОРА"
_DEFAULT = Rules()
_BASE_POINTS = {Rank.SIX: 6, Rank.SEVEN: 7, Rank.EIGHT: 8, Rank.TEN: 10, Rank.QUEEN: 3, Rank.KING: 4,
                Rank.ACE: 11, Rank.JACK: 2}


def card_points(card: Card, *, rules: Rules = _DEFAULT) -> int:
    """A card's points in a mixed hand (Z-POINTS; a jack 2, Z-JACK-POINTS; a 9 ``rules.nine_points``)."""
    if card.rank is Rank.NINE:
        return rules.nine_points
    try:
        return _BASE_POINTS[card.rank]
    except KeyError:
        raise NotationError(f"{card} is not a card of Zhora's 36-card deck (Z-DECK)", rule="Z-DECK") from None


def hand_points(cards: Iterable[Card] | str, *, rules: Rules = _DEFAULT) -> int:
    """The points a hand scores before any multiplier: a hand of jacks only scores 20 a jack (Z-JACK-POINTS).

    >>> hand_points("9♠ Q♥ A♦"), hand_points("J♥ J♠"), hand_points("J♥ 6♠")
    (14, 40, 8)
    """
    cards = _cards(cards)
    _check_unique(cards)
    return _hand_points(cards, rules)


def _hand_points(cards: tuple[Card, ...], rules: Rules) -> int:
    if cards and all(c.rank is Rank.JACK for c in cards):
        return 20 * len(cards)
    return sum(card_points(c, rules=rules) for c in cards)


def _multiplier(finish: Sequence[Card], rules: Rules) -> int:
    jacks = sum(1 for c in finish if c.rank is Rank.JACK)
    return rules.jack_multipliers[jacks - 1] if jacks else 1


def _winner_points(finish: Sequence[Card]) -> int:
    last = finish[-1]
    if last.rank is Rank.QUEEN:
        return -20 if last.suit is Suit.SPADES else -10
    return 0


def score_round(hands: Sequence[Iterable[Card] | str], winner: int, finish: Iterable[Card] | str, *,
                rules: Rules = _DEFAULT) -> tuple[int, ...]:
    """Points per seat for a finished round: each loser's hand (×the jack multiplier, Z-MULTIPLIER), and
    −20 / −10 for a winner who went out on Q♠ / another queen (Z-QUEEN)."""
    if isinstance(hands, str) or not isinstance(hands, Sequence):
        raise NotationError(f"hands must be a list with one hand per seat, got {excerpt(hands)}")
    hands = [_cards(h) for h in hands]
    finish = _cards(finish)
    if isinstance(winner, bool) or not isinstance(winner, int) or not 0 <= winner < len(hands):
        raise RulesError(f"winner {excerpt(winner)} is not a seat of a {len(hands)}-player round (Z-PLAYERS)",
                         rule="Z-PLAYERS")
    if not finish:
        raise NotationError("the winner must have finished with at least one card (Z-OUT)", rule="Z-OUT")
    if len(finish) > 1 and not all(c.rank is Rank.JACK for c in finish):
        raise NotationError("only jacks go out together (Z-JACKS-OUT)", rule="Z-JACKS-OUT")
    if hands[winner]:
        raise PositionError(f"the winner (seat {winner}) still holds {' '.join(map(str, hands[winner][:8]))}: "
                            f"a player goes out with an empty hand (Z-OUT)", rule="Z-OUT")
    _check_unique([c for hand in hands for c in hand] + list(finish))
    return round_points(hands, winner, finish, rules)


def round_points(hands: Sequence[tuple[Card, ...]], winner: int, finish: tuple[Card, ...],
                 rules: Rules) -> tuple[int, ...]:
    """``score_round`` without its checks of the input, for the engine's own finished rounds (cards as tuples of
    cards, each once, the winner's hand empty)."""
    factor = _multiplier(finish, rules)
    return tuple(_winner_points(finish) if seat == winner else _hand_points(hand, rules) * factor
                 for seat, hand in enumerate(hands))


def _cards(cards: Iterable[Card] | str) -> tuple[Card, ...]:
    """Cards from text or from an iterable of cards (or card texts); NotationError for anything else."""
    if isinstance(cards, Card):
        return (cards,)
    return parse_cards(cards)


def _check_unique(cards: Sequence[Card]) -> None:
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise PositionError(f"duplicate card {card}: every card of the deck exists once (Z-DECK)", rule="Z-DECK")
        seen.add(card)


class ScoreLine(NamedTuple):
    """One step of a round's scoring, for showing the sum step by step."""

    seat: int
    rule: str
    text: str
    points: int


def score_lines(hands: Sequence[Iterable[Card] | str], winner: int, finish: Iterable[Card] | str, *,
                rules: Rules = _DEFAULT, lang: str = "en") -> list[ScoreLine]:
    """The scoring of a round as lines citing their rule ids, worded in ``lang``; the last line of each seat
    holds its points.

    >>> [line.text for line in score_lines(["", "A♦ 9♠"], 0, "J♣", lang="ru")]
    ['выход картой В♣', 'Т♦=11 + 9♠=0 = 11', '× 2 за выход 1 валетом']
    """
    points = score_round(hands, winner, finish, rules=rules)
    hands = [_cards(h) for h in hands]
    finish = _cards(finish)
    factor = _multiplier(finish, rules)

    def say(key: str, **values) -> str:
        return words.say(f"zhora.score.{key}", lang, **values)

    lines = []
    for seat, hand in enumerate(hands):
        hand = tuple(hand)
        if seat == winner:
            rule = ("Z-QUEEN" if finish[-1].rank is Rank.QUEEN else "Z-JACKS-OUT" if len(finish) > 1
                    else "Z-OUT")
            lines.append(ScoreLine(seat, rule, say("out", cards=finish, n=len(finish)), points[seat]))
            continue
        total = hand_points(hand, rules=rules)
        if hand and all(c.rank is Rank.JACK for c in hand):
            text, rule = say("jacks_only", cards=hand, total=total), "Z-JACK-POINTS"
        else:
            parts = " + ".join(say("card", card=c, points=card_points(c, rules=rules)) for c in hand)
            text, rule = say("sum", parts=parts or say("no_cards"), total=total), "Z-POINTS"
        if factor > 1:
            lines.append(ScoreLine(seat, rule, text, total))
            text, rule = say("multiplier", factor=factor, n=len(finish)), "Z-MULTIPLIER"
        lines.append(ScoreLine(seat, rule, text, points[seat]))
    return lines


def tally(total: int, letters: str | int, points: int) -> tuple[int, str | int]:
    """Add a round's points to a running total (Z-TOTAL): above 100 earns the next letter and resets to 0
    (Z-LETTER, one letter a round at most), exactly 100 burns to 0 (Z-BURN), letters are kept (Z-KEEP).

    ``letters`` is the string earned so far (``'ЖО'``) or a count; the answer has the same form.
    """
    for name, value in (("total", total), ("points", points)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise NotationError(f"{name} must be a whole number, got {excerpt(value)} (Z-TOTAL)", rule="Z-TOTAL")
    count = _letter_count(letters)
    total += points
    if total > 100 and count < 4:
        count, total = count + 1, 0
    elif total == 100:
        total = 0
    return total, (count if isinstance(letters, int) else LETTERS[:count])


def ranking(standings: Sequence[tuple[int, str | int]]) -> list[int]:
    """Seats best first: fewer letters, then lower total (Z-END); ties keep seat order."""
    if isinstance(standings, str) or not isinstance(standings, Sequence):
        raise NotationError(f"standings are a list of (total, letters) per seat, got {excerpt(standings)} (Z-END)",
                            rule="Z-END")
    keys = []
    for seat, standing in enumerate(standings):
        if (not isinstance(standing, Sequence) or isinstance(standing, str) or len(standing) != 2
                or isinstance(standing[0], bool) or not isinstance(standing[0], int)):
            raise NotationError(f"seat {seat}'s standing must be (total, letters), like (35, 'ЖО'), got "
                                f"{excerpt(standing)} (Z-END)", rule="Z-END")
        keys.append((_letter_count(standing[1]), standing[0], seat))
    return [seat for _, _, seat in sorted(keys)]


def _letter_count(letters: object) -> int:
    """How many letters: ``letters`` is the word earned so far (``'ЖО'``) or a count from 0 to 4 (Z-LETTER)."""
    if isinstance(letters, str):
        if letters != LETTERS[:len(letters)]:
            raise NotationError(f"letters are earned in the order Ж О Р А; got {excerpt(letters)} (Z-LETTER)",
                                rule="Z-LETTER")
        return len(letters)
    if isinstance(letters, bool) or not isinstance(letters, int) or not 0 <= letters <= 4:
        raise NotationError(f"a player has 0 to 4 letters, got {excerpt(letters)} (Z-LETTER)", rule="Z-LETTER")
    return letters

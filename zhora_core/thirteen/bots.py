"""Thirteen's own bot, and the dealing of unseen cards that a generic search bot needs.

The heuristic bot sheds as many cards as it can this turn: it plays the first card of the longest run its hand
holds from the centre card (a joker, which ends a run, counts extra for the 13 cards it may cost the other
player), and never draws or ends a run while it has a card to play.

>>> from zhora_core.thirteen import position, legal_actions
>>> s = position(hands=["2♠ 3♦ 4♣ 9♥", "Q♠"], top="A♥")
>>> HeuristicBot().advise(s.view(0), legal_actions(s))
Advice(action=Play(2♠), reason='2♠ opens the longest run this hand can play from here (3 cards)', rule='T-RUN')
"""

from __future__ import annotations

import random
from types import MappingProxyType

from .. import words, worlds
from ..protocol import Advice, Hidden
from ..cards import DECK_54, Card, Colour, Rank
from .actions import Action, EndRun, Play
from .state import Phase, SeatView, State

__all__ = ["Advice", "HeuristicBot", "determinize", "hidden", "longest_run"]

#: What a joker that ends a run is worth to the bot beyond the card itself: the other player may take 13.
JOKER_BONUS = 3
_KING = Rank.KING
#: How many positions the search of runs remembers before it stops looking further.
MEMO_LIMIT = 5000


def longest_run(top: Card, hand: tuple[Card, ...], same_suit: bool = False) -> tuple[int, int]:
    """The best run ``hand`` can play on ``top``, as ``(value, cards)``: a joker on its king ends the run and
    is worth ``1 + JOKER_BONUS``, every other card 1.

    >>> from zhora_core.cards import parse_cards
    >>> top, *hand = parse_cards("J♦ Q♣ Q♥ K♥ RJ 10♠")
    >>> longest_run(top, tuple(hand)), longest_run(top, tuple(hand), same_suit=True)
    ((6, 3), (0, 0))
    """
    jokers = {card.colour for card in hand if card.suit is None}
    if same_suit:
        return _straight(top, hand, jokers)
    counts = [0] * 15  # by rank 2..A (index 2..14); index 13 holds the black kings, index 0 the red ones
    for card in hand:
        if card.suit is not None:
            counts[0 if card.rank is _KING and card.colour is Colour.RED else card.rank] += 1
    memo: dict = {}
    start = 0 if top.rank is _KING and top.colour is Colour.RED else int(top.rank)
    return _walk(start, counts, jokers, memo)


def _walk(at: int, counts: list[int], jokers: set, memo: dict) -> tuple[int, int]:
    """Best run from the rank slot ``at`` (0 = a red king, 13 = a black king) with ``counts`` left in hand;
    once ``MEMO_LIMIT`` positions are known, unseen ones count as the end of the run (a big hand stays quick)."""
    key = (at, *counts)
    found = memo.get(key)
    if found is not None:
        return found
    if len(memo) >= MEMO_LIMIT:
        return (0, 0)
    best = (0, 0)
    if (at == 0 and Colour.RED in jokers) or (at == 13 and Colour.BLACK in jokers):
        best = (1 + JOKER_BONUS, 1)
    rank = 13 if at == 0 else at
    for step in (rank + 1 if rank < 14 else 2, rank - 1 if rank > 2 else 14):
        for slot in ((0, 13) if step == 13 else (step,)):
            if counts[slot]:
                counts[slot] -= 1
                value, cards = _walk(slot, counts, jokers, memo)
                counts[slot] += 1
                if value + 1 > best[0]:
                    best = (value + 1, cards + 1)
    memo[key] = best
    return best


def _straight(top: Card, hand: tuple[Card, ...], jokers: set) -> tuple[int, int]:
    """With ``run_same_suit`` a run is a straight line up or down its suit (each card exists once)."""
    held = set(hand)
    best = (0, 0)
    for step in (1, -1):
        card, value, cards = top, 0, 0
        while True:
            if card.rank is _KING and card.colour in jokers and value + 1 + JOKER_BONUS > best[0]:
                best = (value + 1 + JOKER_BONUS, cards + 1)
            rank = (card.rank - 2 + step) % 13 + 2
            card = Card(Rank(rank), top.suit)
            if card not in held or card is top:
                break
            value, cards = value + 1, cards + 1
            if value > best[0]:
                best = (value, cards)
    return best


class HeuristicBot:
    """Plays the first card of its longest run; draws only when it must; takes the cards when it cannot
    answer a joker."""

    name = "heuristic"
    game = "thirteen"

    def choose(self, view: SeatView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        return legal[0] if len(legal) == 1 else self._decide(view, legal)[0]

    def advise(self, view: SeatView, legal: tuple[Action, ...], lang: str = "en") -> Advice:
        """The action this bot would take here, why (in ``lang``), and the rule id behind it."""
        action, rule, key, params = self._decide(view, legal)
        key = "thirteen.bot." + key
        return Advice(action, words.say(key, lang, **params), rule, key, MappingProxyType(params))

    def _decide(self, view: SeatView, legal: tuple[Action, ...]) -> tuple[Action, str, str, dict]:
        plays = [a for a in legal if type(a) is Play]
        if not plays:
            action = legal[0]
            if type(action) is EndRun:
                return action, "T-RUN", "end", {}
            if view.phase is Phase.ANSWER:
                return action, "T-AFTER-JOKER", "take", {}
            return action, "T-DRAW", "draw", {}
        if len(view.hand) == 1:
            return plays[0], "T-WIN", "last", {"card": plays[0].card}
        same_suit = view.rules.run_same_suit
        hand = view.hand
        best, choice = (-1, 0), plays[0]
        for action in plays:
            card = action.card
            if card.suit is None:
                value = (1 + JOKER_BONUS, 1)
            else:
                value, cards = longest_run(card, tuple(c for c in hand if c is not card), same_suit)
                value = (value + 1, cards + 1)
            if value[0] > best[0]:
                best, choice = value, action
        card = choice.card
        if card.suit is None:
            return choice, "T-JOKER", "joker", {"card": card}
        if view.phase is Phase.ANSWER:
            return choice, "T-AFTER-JOKER", "run", {"card": card, "n": best[1]}
        return choice, "T-RUN" if best[1] > 1 or view.phase is Phase.RUN else "T-STEP", "run", \
            {"card": card, "n": best[1]}

    def __repr__(self) -> str:
        return "HeuristicBot()"


def hidden(view: SeatView) -> Hidden:
    """What ``view``'s seat cannot see: the other hand (at its size), the reserve (in order) and the cards out of
    play; every restock is shuffled (T-RESTOCK)."""
    seen = set(view.hand) | set(view.pile) | {view.top}
    unseen = tuple(card for card in DECK_54 if card not in seen)
    other = 1 - view.seat
    size = view.hand_sizes[other]

    def build(groups, seed: int) -> State:
        hands = [view.hand, view.hand]
        hands[other] = tuple(sorted(groups[0]))
        return State(view.rules, view.phase, view.to_move, view.dealer, tuple(hands), view.top, view.pile,
                     tuple(groups[1]), view.run, seed, 0, 0, 0, 0, 0, 0, 0, None, ())

    return Hidden(cards=unseen, places=(size, view.deck_size, len(unseen) - size - view.deck_size),
                  ordered=(False, True, False), build=build, reshuffles=True)


def determinize(view: SeatView, rng: random.Random) -> State:
    """A full state that fits ``view``, drawn at random from its ``hidden`` worlds."""
    return worlds.sample(hidden(view), rng)
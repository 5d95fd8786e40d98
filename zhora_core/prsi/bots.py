"""Prší's heuristic bot, and ``determinize`` for the generic search bot: both see one seat's view only.

>>> from zhora_core.prsi import position, legal_actions
>>> s = position(hands=["7♥ 9♥ Q♣ K♠", "8♠ 9♠"], top="9♣")
>>> HeuristicBot().advise(s.view(0), legal_actions(s))
Advice(action=Play(9♥), reason='9♥ keeps the most cards of one suit in hand', rule='P-MATCH')
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from .. import words, worlds
from ..protocol import Advice, Hidden
from ..cards import DECK_32, Rank, Suit
from . import phrases  # noqa: F401  (registers the sentences)
from .actions import Action, Draw, Play, PlayQueen, play_queen
from .state import Phase, SeatView, State

__all__ = ["Advice", "HeuristicBot", "determinize", "hidden"]


class HeuristicBot:
    """Plays to go out: answers a pending 7 or ace when it can (the penalty or the stand moves on), plays its last
    card, else the card that keeps the most cards of one suit in hand, eager for sevens and aces; a queen only
    when nothing else fits, naming the suit it holds most of; draws when nothing fits."""

    name = "heuristic"
    game = "prsi"

    def choose(self, view: SeatView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        return self._decide(view, legal)[0]

    def advise(self, view: SeatView, legal: tuple[Action, ...]) -> Advice:
        """The action this bot would take here, why, and under which rule."""
        action, key, rule, params = self._decide(view, legal)
        return Advice(action, words.say("prsi.bot." + key, "en", **params), rule, "prsi.bot." + key, params)

    def _decide(self, view: SeatView, legal: tuple[Action, ...]) -> tuple[Action, str, str, dict[str, Any]]:
        """The chosen action, the phrase saying why, its rule id and the phrase's values."""
        plays = [a for a in legal if type(a) is Play]
        queens = [a for a in legal if type(a) is PlayQueen]
        if view.phase is Phase.PENALTY:
            if plays:
                return plays[0], "answer_seven", "P-SEVEN", {"card": plays[0].card}
            return legal[-1], "take_penalty", "P-SEVEN", {"n": view.penalty}
        if view.phase is Phase.STAND:
            if plays:
                return plays[0], "answer_ace", "P-ACE", {"card": plays[0].card}
            return legal[-1], "stand", "P-ACE", {}
        hand = view.hand
        if len(hand) == 1 and (plays or queens):
            action = plays[0] if plays else queens[0]
            return action, "last", "P-WIN", {"card": action.card}
        if plays:
            suits = Counter(card.suit for card in hand)
            best = max(plays, key=lambda a: (suits[a.card.suit] + _EAGER.get(a.card.rank, 0), a.card.order))
            card = best.card
            key, rule = _KIND.get(card.rank, ("plain", "P-MATCH"))
            return best, key, rule, {"card": card}
        if queens:
            card = queens[0].card
            others = Counter(c.suit for c in hand if c.rank is not Rank.QUEEN)
            suit = max(Suit, key=lambda s: (others[s], -list(Suit).index(s)))
            return play_queen(card, suit), "queen", "P-QUEEN", {"card": card, "suit": suit}
        draw = next(a for a in legal if type(a) is Draw)
        return draw, "draw", "P-DRAW", {}

    def __repr__(self) -> str:
        return "HeuristicBot()"


_EAGER = {Rank.SEVEN: 3, Rank.ACE: 2}
_KIND = {Rank.SEVEN: ("seven", "P-SEVEN"), Rank.ACE: ("ace", "P-ACE")}


def hidden(view: SeatView) -> Hidden:
    """What ``view``'s seat cannot see: the other hands (at their sizes), the stock (in order) and any card a built
    position left out. The seat's own hand, the pile, the top card and what is pending are as seen."""
    seen = {*view.hand, *view.pile, view.top}
    unseen = tuple(card for card in DECK_32 if card not in seen)
    others = [seat for seat in range(len(view.hand_sizes)) if seat != view.seat]
    places = (*(view.hand_sizes[seat] for seat in others), view.deck_size)

    def build(groups, seed: int) -> State:
        hands = [tuple(view.hand)] * len(view.hand_sizes)
        for seat, group in zip(others, groups):
            hands[seat] = tuple(sorted(group))
        return State(view.rules, view.phase, view.to_move, view.dealer, tuple(hands), view.top, tuple(view.pile),
                     tuple(groups[len(others)]), view.named, view.penalty, view.stand, seed, 0, 0, 0, 0, 0, 0, 0,
                     None, ())

    return Hidden(cards=unseen, places=(*places, len(unseen) - sum(places)),
                  ordered=(*(False for _ in others), True, False), build=build,
                  reshuffles=view.rules.restock == "shuffle")


def determinize(view: SeatView, rng: random.Random) -> State:
    """A full state that fits ``view``, drawn at random from its ``hidden`` worlds."""
    return worlds.sample(hidden(view), rng)
"""Georgian Joker's heuristic bot, and ``determinize`` for the generic search bot: both see one seat's view only.

>>> from zhora_core.joker import position, legal_actions
>>> s = position(hands=["A♥ A♣ 7♦", "K♥ 9♣ 8♦", "Q♥ 10♣ 9♦"], trump="♥")
>>> HeuristicBot().advise(s.view(0), legal_actions(s))
Advice(action=Bid(2), reason='bids 2: counts 2 likely tricks (trumps, aces, jokers)', rule='JK-BID')
"""

from __future__ import annotations

import random
from typing import Any

from .. import words
from ..protocol import Advice, Hidden, Search
from ..cards import DECK_36, Card, Rank, Suit
from . import phrases  # noqa: F401  (registers the sentences)
from .actions import JOKERS, Action, Play, PlayJoker
from .engine import trick_winner
from .state import Phase, SeatView, State, TrickCard

__all__ = ["Advice", "HeuristicBot", "determinize", "hidden", "SEARCH"]


#: How likely a card is to take a trick, by rank: in the trump suit, and in a plain suit.
_TRUMP_WORTH = {Rank.ACE: 1.0, Rank.KING: 0.9, Rank.QUEEN: 0.7, Rank.JACK: 0.5, Rank.TEN: 0.4}
_PLAIN_WORTH = {Rank.ACE: 0.85, Rank.KING: 0.45, Rank.QUEEN: 0.15}


class HeuristicBot:
    """Names the suit it holds most of (and strongest) as trumps; bids the tricks it counts (trumps, aces, kings,
    jokers), clear of the hook; then plays to take exactly its bid: the cheapest card that takes the trick while
    it needs tricks, the dearest card that loses once it has them; once its bid is lost, it takes tricks from
    players who still need them and pushes tricks on players who have their bid."""

    name = "heuristic"
    game = "joker"

    def choose(self, view: SeatView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        return self._decide(view, legal)[0]

    def advise(self, view: SeatView, legal: tuple[Action, ...]) -> Advice:
        """The action this bot would take here, why, and under which rule."""
        action, key, rule, params = self._decide(view, legal)
        if "seat" in params:
            params["seat"] = words.Seat(params["seat"])
        return Advice(action, words.say("joker.bot." + key, "en", **params), rule, "joker.bot." + key, params)

    def _decide(self, view: SeatView, legal: tuple[Action, ...]) -> tuple[Action, str, str, dict[str, Any]]:
        if view.phase is Phase.TRUMP:
            return self._trump(view, legal)
        if view.phase is Phase.BID:
            return self._bid(view, legal)
        return self._play(view, legal)

    @staticmethod
    def _trump(view: SeatView, legal) -> tuple:
        plain = [c for c in view.hand if c not in JOKERS]
        best, score = None, 0.0
        for suit in Suit:
            of = [c for c in plain if c.suit is suit]
            value = len(of) + sum(0.3 for c in of if c.rank >= Rank.QUEEN)
            if value > score:
                best, score = suit, value
        if best is None or score < 1.3:
            return next(a for a in legal if a.suit is None), "no_trump", "JK-TRUMP", {}
        return next(a for a in legal if a.suit is best), "name_trump", "JK-TRUMP", {"suit": best}

    @staticmethod
    def _bid(view: SeatView, legal) -> tuple:
        trump = view.trump
        estimate = 0.0
        for card in view.hand:
            if card in JOKERS:
                estimate += 1.0
            elif card.suit is trump:
                estimate += _TRUMP_WORTH.get(card.rank, 0.25)
            else:
                estimate += _PLAIN_WORTH.get(card.rank, 0.0)
        estimate *= min(1.0, 4 / len(view.hand_sizes) * 0.25 + 0.75)
        wanted = round(estimate)
        choice = min(legal, key=lambda a: (abs(a.tricks - estimate), a.tricks))
        if choice.tricks != min(wanted, view.cards_each):
            return choice, "bid_hook", "JK-BID", {"n": choice.tricks, "count": min(wanted, view.cards_each)}
        return choice, "bid", "JK-BID", {"n": choice.tricks}

    def _play(self, view: SeatView, legal) -> tuple:
        seat = view.seat
        bid, taken = view.bids[seat], view.taken[seat]
        left = len(view.hand)
        need = bid - taken
        trick = view.trick
        players = len(view.hand_sizes)
        lost = need < 0 or need > left
        if not trick:
            return self._lead(view, legal, need, lost)
        rules, trump = view.rules, view.trump
        wins, loses = [], []
        for action in legal:
            entry = _entry(seat, action)
            who, _ = trick_winner(trick + (entry,), trump, rules)
            (wins if who == seat else loses).append(action)
        current, _ = trick_winner(trick, trump, rules)
        last = len(trick) == players - 1
        if not lost and need > 0:
            if wins:
                plain = [a for a in wins if type(a) is Play or a.mode == "six"]
                pick = max(plain, key=_strength) if plain and not last else min(wins, key=_cost)
                return pick, "win", _rule(pick), {"card": pick.card, "n": need}
            pick = min(legal, key=_cost)
            return pick, "cheap", _rule(pick), {"card": pick.card}
        if not lost:
            if loses:
                pick = max(loses, key=_cost)
                return pick, "duck", _rule(pick), {"card": pick.card}
            pick = min(legal, key=_cost)
            return pick, "cheap", _rule(pick), {"card": pick.card}
        if view.bids[current] > view.taken[current] and wins:
            pick = min(wins, key=_cost)
            return pick, "spoil", _rule(pick), {"card": pick.card, "seat": current}
        pick = min(loses or legal, key=_cost)
        if view.bids[current] == view.taken[current] and loses:
            return pick, "push", _rule(pick), {"card": pick.card}
        return pick, "cheap", _rule(pick), {"card": pick.card}

    @staticmethod
    def _lead(view: SeatView, legal, need: int, lost: bool) -> tuple:
        if need > 0 and not lost:
            trump = view.trump
            highs = [a for a in legal if type(a) is PlayJoker and a.mode == "high"]
            aces = [a for a in legal if type(a) is Play and a.card.rank is Rank.ACE]
            if aces:
                pick = max(aces, key=lambda a: a.card.suit is trump)
            elif highs and need >= len(view.hand) - 1:
                pick = next((a for a in highs if a.suit is trump), highs[0])
            else:
                pick = max(legal, key=_strength)
            return pick, "win", _rule(pick), {"card": pick.card, "n": need}
        pick = min(legal, key=_cost)
        return pick, "cheap", _rule(pick), {"card": pick.card}

    def __repr__(self) -> str:
        return "HeuristicBot()"


def _entry(seat: int, action) -> TrickCard:
    if type(action) is Play:
        return TrickCard(seat, action.card)
    return TrickCard(seat, action.card, action.mode, action.suit)


def _cost(action) -> int:
    """How dear a card is to spend: jokers dearest (a low joker a little less), then by rank."""
    if type(action) is PlayJoker:
        return 100 if action.mode == "high" else 90 if action.mode == "low" else 6
    return int(action.card.rank)


def _strength(action) -> int:
    if type(action) is PlayJoker:
        return 100 if action.mode == "high" else 0
    return int(action.card.rank)


def _rule(action) -> str:
    if type(action) is PlayJoker:
        return "JK-FACE" if action.mode == "six" else "JK-JOKER-FOLLOW"
    return "JK-FOLLOW"


def determinize(view: SeatView, rng: random.Random) -> State:
    """A full state that fits ``view``: the unseen cards dealt at random to the other hands (at their sizes,
    never a suit a seat has shown it lacks) and to the undealt stock. The seat's own hand and the table are as
    seen."""
    seen = {*view.hand, *(t.card for t in view.trick), *(t.card for tr in view.history for t in tr.cards)}
    if view.turned is not None:
        seen.add(view.turned)
    unseen = [c for c in DECK_36 if c not in seen]
    others = [s for s in range(len(view.hand_sizes)) if s != view.seat]
    for _ in range(50):
        rng.shuffle(unseen)
        hands = _deal_respecting(unseen, view, others)
        if hands is not None:
            break
    else:
        hands, start = {}, 0
        for s in others:
            hands[s] = unseen[start:start + view.hand_sizes[s]]
            start += view.hand_sizes[s]
        hands["stock"] = unseen[start:]
    full = tuple(tuple(view.hand) if s == view.seat else tuple(sorted(hands[s])) for s in range(len(view.hand_sizes)))
    return State(view.rules, view.phase, view.to_move, view.dealer, full, view.cards_each, view.trump, view.turned,
                 tuple(hands["stock"]), view.bids, view.taken, view.trick, _leader(view), view.history, view.voids,
                 rng.getrandbits(32), 0, None, ())


def hidden(view: SeatView) -> Hidden:
    """What ``view``'s seat cannot see: the other hands (at their sizes; none holds a suit its seat has shown it
    lacks, a joker aside) and the undealt stock, whose order matters only while the rest of the deal is still to
    come (it goes round the table after the trump is named)."""
    seen = {*view.hand, *(t.card for t in view.trick), *(t.card for tr in view.history for t in tr.cards)}
    if view.turned is not None:
        seen.add(view.turned)
    unseen = tuple(c for c in DECK_36 if c not in seen)
    others = [s for s in range(len(view.hand_sizes)) if s != view.seat]
    places = (*(view.hand_sizes[s] for s in others), view.stock_size)

    def build(groups, seed: int) -> State | None:
        hands = [tuple(view.hand)] * len(view.hand_sizes)
        for seat, group in zip(others, groups):
            if any(card not in JOKERS and card.suit in view.voids[seat] for card in group):
                return None
            hands[seat] = tuple(sorted(group))
        return State(view.rules, view.phase, view.to_move, view.dealer, tuple(hands), view.cards_each, view.trump,
                     view.turned, tuple(groups[len(others)]), view.bids, view.taken, view.trick, _leader(view),
                     view.history, view.voids, seed, 0, None, ())

    return Hidden(cards=unseen, places=(*places, len(unseen) - sum(places)),
                  ordered=(*(False for _ in others), view.phase is Phase.TRUMP, False), build=build)


def _deal_respecting(cards: list[Card], view: SeatView, others: list[int]) -> dict | None:
    room = {s: view.hand_sizes[s] for s in others}
    room["stock"] = view.stock_size
    hands: dict = {s: [] for s in room}
    for card in cards:
        places = [s for s in room if room[s] and (s == "stock" or card in JOKERS or card.suit not in view.voids[s])]
        if not places:
            return None
        place = max(places, key=lambda s: room[s])
        hands[place].append(card)
        room[place] -= 1
    return hands


def _leader(view: SeatView) -> int:
    if view.trick:
        return view.trick[0].seat
    if view.history:
        return view.history[-1].winner
    return (view.dealer + 1) % len(view.hand_sizes)


def _search_key(state: State) -> tuple:
    """A position as the open-hands search remembers it: without its finished tricks, which only tell how the
    cards left the hands."""
    return (state.phase.value, state.to_move, state.hands, state.trump, state.bids, state.taken, state.trick,
            state.leader)


def _search_moves(state: State, legal: tuple) -> tuple:
    """The legal actions less each card with the mover's next higher card of its suit still in play also legal:
    with no card between them left in a hand or on the table, the two win and lose the same tricks."""
    if state.phase is not Phase.PLAY:
        return legal
    playable = {a.card for a in legal if type(a) is Play}
    if len(playable) < 2:
        return legal
    in_play = {c for hand in state.hands for c in hand}.union(t.card for t in state.trick)
    drop = set()
    for card in playable:
        for higher in _ABOVE.get(card, ()):
            if higher in in_play:
                if higher in playable:
                    drop.add(card)
                break
    return tuple(a for a in legal if not (type(a) is Play and a.card in drop)) if drop else legal


_ABOVE = {card: tuple(sorted((c for c in DECK_36 if c.suit is card.suit and c.order > card.order and c not in JOKERS),
                             key=lambda c: c.order))
          for card in DECK_36 if card not in JOKERS}
"""Each card's higher cards of its suit, the next first (the jokers aside)."""


SEARCH = Search(key=_search_key, moves=_search_moves)
"""Joker's hooks for the open-hands search (``zhora_core.maxn``)."""

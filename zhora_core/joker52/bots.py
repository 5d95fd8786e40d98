"""Joker-52's heuristic bot, and ``determinize`` for a generic search bot.

The bot bids the tricks its hand looks likely to take (jokers, trumps, aces, and its share of the tricks the
refill brings), then plays to make its bid exactly: it takes tricks while it needs them, ducks once its bid is
made, and once its bid is lost it spoils: it takes a trick from a seat that needs it, or leaves one to a seat
whose bid is made.

>>> from zhora_core.joker52 import position, legal_actions
>>> s = position(hands=["7♠ A♥", "K♠ 2♠", "9♦ RJ"], trump="5♥", bids=[1, 0, 0], dealer=0)
>>> advice = HeuristicBot().advise(s.view(0), legal_actions(s))
>>> advice.action, advice.rule
(Play(A♥), 'J52-FOLLOW')
>>> advice.text("ru")
'заход с Т♥, самой сильной карты: для заказа нужно ещё 1 взятка (J52-FOLLOW)'
"""

from __future__ import annotations

import random
from typing import Any

from .. import words
from ..protocol import Advice, Hidden, Search
from ..cards import DECK_54, Card, Rank
from .actions import Action, Bid, Play, PlayJoker
from .engine import trick_winner
from .state import Phase, SeatView, State, TrickCard

__all__ = ["HeuristicBot", "determinize", "hidden", "SEARCH"]

_TRUMP_VALUE = {Rank.ACE: 0.95, Rank.KING: 0.8, Rank.QUEEN: 0.65, Rank.JACK: 0.5, Rank.TEN: 0.4}


_Choice = tuple[Action, str, str, dict]
"""An action, the rule id it rests on, and the phrase (``joker52.advice.<key>``) and its params saying why."""


def _advice(action: Action, rule: str, key: str, /, **params: Any) -> _Choice:
    return action, rule, key, params


def estimate(view: SeatView) -> float:
    """The tricks ``view``'s hand looks likely to take: a joker about 0.9, a trump by its rank, a side ace 0.7 and
    king 0.35, plus an even share of the tricks the refill still brings (J52-REFILL)."""
    trump, total = view.trump, 0.0
    for card in view.hand:
        if card.suit is None:
            total += 0.9
        elif card.suit is trump:
            total += _TRUMP_VALUE.get(card.rank, 0.3)
        elif card.rank is Rank.ACE:
            total += 0.7
        elif card.rank is Rank.KING:
            total += 0.35
    return total + (view.tricks - len(view.hand)) / len(view.hand_sizes)


def _strength(played: TrickCard, trump, led) -> int:
    """How strong a card is in a trick: a high joker above all, a low one below all (J52-JOKER), trumps above the
    led suit, a card of another suit worth nothing (J52-FOLLOW)."""
    if played.high is not None:
        return 100 if played.high else -1
    suit = played.card.suit
    return played.card.rank + 40 if suit is trump else played.card.rank + 20 if suit is led else played.card.rank


class HeuristicBot:
    """Bids from its hand and plays to make that bid exactly; spoils the others' bids once its own is lost."""

    name = "heuristic"
    game = "joker52"

    def choose(self, view: SeatView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        return self._decide(view, legal)[0]

    def advise(self, view: SeatView, legal: tuple[Action, ...]) -> Advice:
        """The action this bot would take here, and why (with the rule id the reason rests on)."""
        action, rule, key, params = self._decide(view, legal)
        params["rule"] = rule
        key = f"joker52.advice.{key}"
        return Advice(action, words.say(key, "en", **params), rule, key, params)

    def _decide(self, view: SeatView, legal: tuple[Action, ...]) -> _Choice:
        if len(legal) == 1:
            action = legal[0]
            rule = "J52-BID" if type(action) is Bid else "J52-JOKER" if type(action) is PlayJoker else "J52-FOLLOW"
            return _advice(action, rule, "only", action=action)
        if view.phase is Phase.BID:
            return self._bid(view, legal)
        return self._play(view, legal)

    @staticmethod
    def _bid(view: SeatView, legal: tuple[Action, ...]) -> _Choice:
        guess = estimate(view)
        wanted = min(view.tricks, max(0, int(guess + 0.5)))
        allowed = [a.tricks for a in legal]
        n = min(allowed, key=lambda k: (abs(k - wanted), k))
        if n != wanted:
            return _advice(Bid(n), "J52-BID", "bid_hook", n=n, forbidden=wanted)
        return _advice(Bid(n), "J52-BID", "bid", n=n, estimate=round(guess, 1))

    def _play(self, view: SeatView, legal: tuple[Action, ...]) -> _Choice:
        seat, trump, trick = view.seat, view.trump, view.trick
        need = view.bids[seat] - view.taken[seat]
        left = view.tricks - sum(view.taken)
        led = view.led
        options = []
        for action in legal:
            played = TrickCard(seat, action.card, action.high if type(action) is PlayJoker else None)
            suit = led if led is not None or played.high is not None else played.card.suit
            wins = trick_winner(trick + (played,), trump, suit) is played if trick else False
            options.append((action, _strength(played, trump, suit), wins))
        plain = [o for o in options if type(o[0]) is Play] or options

        def rule(action: Action) -> str:
            return "J52-JOKER" if type(action) is PlayJoker else "J52-FOLLOW"

        if not trick:
            if 0 < need <= left:
                action = max(plain, key=lambda o: o[1])[0]
                return _advice(action, rule(action), "lead_strong", card=action.card, need=need)
            action = min(plain, key=lambda o: o[1])[0]
            return _advice(action, "J52-SCORE", "lead_low", card=action.card)
        winners = [o for o in options if o[2]]
        losers = [o for o in options if not o[2]]
        if 0 < need <= left:
            if winners:
                action = min(winners, key=lambda o: (type(o[0]) is PlayJoker, o[1]))[0]
                return _advice(action, rule(action), "win", card=action.card, need=need)
            return self._cheap(losers or options, rule)
        if need == 0:
            if losers:
                action = max(losers, key=lambda o: (type(o[0]) is Play, o[1]))[0]
                return _advice(action, "J52-SCORE", "duck", card=action.card)
            return self._cheap(options, rule)
        holder = trick_winner(trick, trump, led)
        if holder is None:  # only a low joker so far: nobody holds the trick to spoil
            return self._cheap(options, rule)
        current = holder.seat
        if view.bids[current] - view.taken[current] > 0 and winners:
            action = min(winners, key=lambda o: (type(o[0]) is PlayJoker, o[1]))[0]
            return _advice(action, "J52-SCORE", "spoil_take", card=action.card, seat=words.Seat(current))
        if losers:
            action = max(losers, key=lambda o: (type(o[0]) is Play, o[1]))[0]
            return _advice(action, "J52-SCORE", "spoil_give", card=action.card, seat=words.Seat(current))
        return self._cheap(options, rule)

    @staticmethod
    def _cheap(options, rule) -> _Choice:
        action = min(options, key=lambda o: (type(o[0]) is PlayJoker, o[1]))[0]
        return _advice(action, rule(action), "cheap", card=action.card)

    def __repr__(self) -> str:
        return "HeuristicBot()"


def determinize(view: SeatView, rng: random.Random) -> State:
    """A full state that fits ``view``: the unseen cards dealt at random to the other hands (at their sizes, each
    avoiding the suits its seat has shown it lacks since the last draw, where the cards allow) and to the stock.
    The turned card stays under the stock, or goes to the seat that drew it."""
    seen = {*view.hand, *view.pile, *(played.card for played in view.trick)}
    turned = view.turned
    unseen = [card for card in DECK_54 if card not in seen and card is not turned]
    rng.shuffle(unseen)
    sizes = list(view.hand_sizes)
    hands: list[list[Card]] = [[] for _ in sizes]
    holder = view.drawn_trump if view.drawn_trump is not None and turned not in seen else None
    if holder is not None:
        hands[holder].append(turned)
    in_stock = view.drawn_trump is None and view.stock_size > 0
    others = [s for s in range(len(sizes)) if s != view.seat]
    wants = {s: sizes[s] - len(hands[s]) for s in others}
    dealt = _deal_unseen(unseen, wants, view.voids, rng)
    for seat in others:
        hands[seat] += dealt[seat]
    hands[view.seat] = list(view.hand)
    rest = dealt[None]
    stock = rest[:view.stock_size - in_stock] + ([turned] if in_stock else [])
    return State(view.rules, view.phase, view.to_move, view.dealer, view.cards_each, view.tricks,
                 tuple(tuple(sorted(h)) for h in hands), tuple(stock), turned, view.trump, view.bids, view.taken,
                 view.trick, view.leader, view.led, view.pile, view.last_trick, view.voids, view.penalties,
                 view.drawn_trump, rng.getrandbits(32), 0, view.outcome, ())


def hidden(view: SeatView) -> Hidden:
    """What ``view``'s seat cannot see: the other hands (at their sizes; none holds a suit its seat has shown it
    lacks since its last draw) and the stock (in order). The turned card stays under the stock, or in the hand
    of the seat that drew it."""
    seen = {*view.hand, *view.pile, *(played.card for played in view.trick)}
    turned = view.turned
    unseen = tuple(card for card in DECK_54 if card not in seen and card is not turned)
    holder = view.drawn_trump if view.drawn_trump is not None and turned not in seen else None
    in_stock = view.drawn_trump is None and view.stock_size > 0
    others = [s for s in range(len(view.hand_sizes)) if s != view.seat]
    places = (*(view.hand_sizes[s] - (s == holder) for s in others), view.stock_size - in_stock)

    def build(groups, seed: int) -> State | None:
        hands = [tuple(view.hand)] * len(view.hand_sizes)
        for seat, group in zip(others, groups):
            if any(card.suit in view.voids[seat] for card in group):
                return None
            hands[seat] = tuple(sorted((*group, turned) if seat == holder else group))
        stock = (*groups[len(others)], *((turned,) if in_stock else ()))
        return State(view.rules, view.phase, view.to_move, view.dealer, view.cards_each, view.tricks, tuple(hands),
                     stock, turned, view.trump, view.bids, view.taken, view.trick, view.leader, view.led, view.pile,
                     view.last_trick, view.voids, view.penalties, view.drawn_trump, seed, 0, view.outcome, ())

    return Hidden(cards=unseen, places=(*places, len(unseen) - sum(places)),
                  ordered=(*(False for _ in others), True, False), build=build)


def _deal_unseen(unseen: list[Card], wants: dict[int, int], voids, rng: random.Random, tries: int = 20) -> dict:
    """``unseen`` (shuffled) dealt to the seats, ``wants[seat]`` cards each, the rest under None; each seat
    avoiding the suits of its ``voids``. Greedy deals can paint themselves into a corner, so a deal that breaks a
    void is tried again, reshuffled, up to ``tries`` times; then the last one stands."""
    order = sorted(wants, key=lambda s: -len(voids[s]))
    for attempt in range(tries):
        pool, dealt, clean = list(unseen), {}, True
        for seat in order:
            want, void = wants[seat], voids[seat]
            picked = [card for card in pool if card.suit not in void][:want] if void else pool[:want]
            if len(picked) < want:
                clean = False
                chosen = set(picked)
                picked += [card for card in pool if card not in chosen][:want - len(picked)]
            chosen = set(picked)
            pool = [card for card in pool if card not in chosen]
            dealt[seat] = picked
        dealt[None] = pool
        if clean:
            break
        rng.shuffle(unseen)
    return dealt


def _search_key(state: State) -> tuple:
    """A position as the open-hands search remembers it: without the played cards and the last trick, which only
    tell how the cards left the hands."""
    return (state.phase.value, state.to_move, state.hands, state.stock, state.trump, state.bids, state.taken,
            state.trick, state.leader, state.led, state.voids, state.penalties, state.drawn_trump)


SEARCH = Search(key=_search_key)
"""Joker-52's hooks for the open-hands search (``zhora_core.maxn``)."""

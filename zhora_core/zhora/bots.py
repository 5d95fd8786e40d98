"""Zhora's own bots: the heuristic bot with its reasons, ``determinize`` for search, and the search's Zhora
hooks (which actions are worth searching, what an unfinished playout is worth, under which rule a choice is
played). The shared bots (``zhora_core.bots``) reach them through ``GAME``.

>>> from zhora_core.zhora import position, legal_actions
>>> s = position(hands=["Q♥ A♥ 9♣", "6♠ 7♠"], top="10♥")
>>> advice = HeuristicBot().advise(s.view(0), legal_actions(s))
>>> advice
Advice(action=Play(A♥), reason='A♥ sheds 11 points and keeps the turn (Z-ACE)', rule='Z-ACE')
>>> advice.text("ru")
'Т♥ сбрасывает 11 очков, и ход остаётся за вами (Z-ACE)'
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from .. import words, worlds
from ..cards import DECK_36, Card, Rank, Suit
from ..protocol import Advice, Hidden, Search
from . import phrases  # noqa: F401  (registers the advice's words)
from .actions import Action, Draw, Pass, Play, PlayJack, PlayJacks, SwapStarter
from .engine import turn_after
from .scoring import card_points, hand_points
from .state import SeatView, State

__all__ = ["HeuristicBot", "Advice", "determinize", "hidden", "ends_round", "SEARCH"]


def _advice(action: Action, rule: str, key: str, /, **params: Any) -> Advice:
    """Advice saying the phrase ``zhora.advice.<key>`` (``zhora/words.toml``), which may cite ``{rule}``."""
    params["rule"] = rule
    key = f"zhora.advice.{key}"
    return Advice(action, words.say(key, "en", **params), rule, key, params)


class HeuristicBot:
    """Plays to shed points: dumps aces and tens first, keeps jacks for a finish, saves a queen to go out on,
    uses the cards that keep the turn (7, K♥, A) to shed two cards in a row; draws rather than waste a jack."""

    name = "heuristic"
    game = "zhora"

    def choose(self, view: SeatView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        return self._decide(view, legal)[0]

    def advise(self, view: SeatView, legal: tuple[Action, ...]) -> Advice:
        """The action this bot would take here, and why."""
        action, why = self._decide(view, legal)
        if why == "only":
            return self._only(action, view)
        if why == "jacks out":
            factor = view.rules.jack_multipliers[len(action.cards) - 1]
            return _advice(action, "Z-JACKS-OUT", "jacks_out", n=len(action.cards), factor=factor)
        if why == "play":
            return self._why(action, view)
        if why == "swap":
            return _advice(action, "Z-STARTER-JACK", "swap", card=action.card)
        if why == "last":
            return _advice(action, "Z-OUT", "last", card=action.card)
        if why == "keep jack":
            return _advice(action, "Z-DRAW", "keep_jack")
        if why == "draw":
            return _advice(action, "Z-MUST-DRAW", "draw")
        if why == "shed jack":
            return _advice(action, "Z-JACK", "shed_jack", card=action.card, suit=action.order)
        return _advice(action, "Z-PASS", "pass")

    def _decide(self, view: SeatView, legal: tuple[Action, ...]) -> tuple[Action, str]:
        """The chosen action and a word saying which part of the strategy chose it."""
        if len(legal) == 1:
            return legal[0], "only"
        plays, jacks, swaps, draw = [], [], [], None
        for action in legal:
            kind = type(action)
            if kind is Play:
                plays.append(action)
            elif kind is PlayJack:
                jacks.append(action)
            elif kind is PlayJacks:
                return action, "jacks out"
            elif kind is SwapStarter:
                swaps.append(action)
            elif kind is Draw:
                draw = action
        rules = view.rules
        if swaps:
            return max(swaps, key=lambda a: (card_points(a.card, rules=rules), a.card.order)), "swap"
        hand = view.hand
        if len(hand) == 1:
            for action in plays + jacks:
                if ends_round(action.card, rules):
                    return (self._with_order(action, view) if type(action) is PlayJack else action), "last"
        if plays:
            several = len(hand) > 1
            keen = _keenness(rules)[several]
            return max(plays, key=lambda a: keen[a.card]), "play"
        if draw is not None:
            return draw, "keep jack" if jacks else "draw"
        if jacks and len(hand) >= 5:
            return self._with_order(jacks[0], view), "shed jack"
        return next(a for a in legal if type(a) is Pass), "pass"

    @staticmethod
    def _only(action: Action, view: SeatView) -> Advice:
        if isinstance(action, Draw):
            if not view.hand:
                return _advice(action, "Z-WAIT", "wait")
            return _advice(action, "Z-MUST-DRAW", "must_draw")
        if isinstance(action, Pass):
            return _advice(action, "Z-PASS", "only_pass")
        if isinstance(action, SwapStarter):
            return _advice(action, "Z-STARTER-JACK", "only_swap", card=action.card)
        return _advice(action, _rule_of(action, view), "only", action=action)

    @staticmethod
    def _why(action: Play, view: SeatView) -> Advice:
        card = action.card
        if card.rank is Rank.ACE:
            return _advice(action, "Z-ACE", "ace", card=card, points=card_points(card, rules=view.rules))
        if card.rank is Rank.SEVEN:
            return _advice(action, "Z-SEVEN", "seven", card=card)
        if card.rank is Rank.KING and card.suit is Suit.HEARTS:
            return _advice(action, "Z-KING-HEARTS", "king_hearts", card=card)
        if card.rank is Rank.QUEEN:
            return _advice(action, "Z-QUEEN", "queen", card=card)
        return _advice(action, "Z-POINTS", "points", card=card)

    @staticmethod
    def _with_order(action: PlayJack, view: SeatView) -> PlayJack:
        """The same jack, ordering the suit this hand holds the most points in."""
        weight: Counter[Suit] = Counter()
        for card in view.hand:
            if not card.is_jack:
                weight[card.suit] += 1 + card_points(card, rules=view.rules)
        suit = max(Suit, key=lambda s: (weight[s], -list(Suit).index(s)))
        return PlayJack(action.card, suit)

    def __repr__(self) -> str:
        return "HeuristicBot()"


_KEENNESS: dict[int, tuple] = {}


def _keenness(rules) -> tuple[dict[Card, float], dict[Card, float]]:
    """``_value`` of every card, as sort keys (ties broken by card order), holding one card and holding more;
    computed once per rules object."""
    cached = _KEENNESS.get(id(rules))
    if cached is None or cached[0] is not rules:
        if len(_KEENNESS) > 64:
            _KEENNESS.clear()
        tables = tuple({card: _value(card, rules, several) * 64 + card.order for card in DECK_36}
                       for several in (False, True))
        cached = _KEENNESS[id(rules)] = (rules, tables)
    return cached[1]


def _value(card: Card, rules, several: bool) -> float:
    """How keen the heuristic bot is to play ``card``: its points, more for cards that keep the turn (when it
    holds another card to follow) or make the next player draw, less for a queen worth keeping to go out on."""
    value = float(card_points(card, rules=rules))
    penalty = card.rank is Rank.SEVEN or (card.rank is Rank.KING and card.suit is Suit.HEARTS)
    if (penalty or card.rank is Rank.ACE) and rules.turn_stays == "same_player" and several:
        value += 6
    if penalty:
        value += 4
    if card.rank is Rank.QUEEN and several:
        value -= 15 if card.suit is Suit.SPADES else 10
    return value


def ends_round(card: Card, rules) -> bool:
    """Whether playing ``card`` as one's last card ends the round: only if the turn then passes to the very next
    player (Z-OUT) — so not on 6, 7, K♥ or A, nor on 8 with 3 or 4 players."""
    return turn_after(card, 0, rules)[0] == 1


def hidden(view: SeatView) -> Hidden:
    """What ``view``'s seat cannot see: the other hands (at their sizes), the deck (in order) and any card a built
    position left out. Its own hand, the pile, the top card and the ordered suit are as seen."""
    seen = {*view.hand, *view.pile, view.top}
    unseen = tuple(card for card in DECK_36 if card not in seen)
    others = [seat for seat in range(len(view.hand_sizes)) if seat != view.seat]
    places = (*(view.hand_sizes[seat] for seat in others), view.deck_size)

    def build(groups, seed: int) -> State:
        hands = [view.hand] * len(view.hand_sizes)
        for seat, group in zip(others, groups):
            hands[seat] = tuple(sorted(group))
        return State(view.rules, view.phase, view.to_move, view.dealer, tuple(hands), view.top, view.pile,
                     tuple(groups[len(others)]), view.ordered, view.drawn, seed, 0, 0, 0, 0, None, ())

    return Hidden(cards=unseen, places=(*places, len(unseen) - sum(places)),
                  ordered=(*(False for _ in others), True, False), build=build,
                  reshuffles=view.rules.restock == "shuffle")


def determinize(view: SeatView, rng: random.Random) -> State:
    """A full state that fits ``view``, drawn at random from its ``hidden`` worlds."""
    return worlds.sample(hidden(view), rng)


def _rule_of(action: Action, view: SeatView) -> str:
    """The rule under which ``action`` is played here."""
    kind = type(action)
    if kind is Play:
        return "Z-ORDER" if view.ordered is not None else "Z-MATCH"
    return {PlayJack: "Z-JACK", PlayJacks: "Z-JACKS-OUT", Draw: "Z-DRAW", Pass: "Z-PASS",
            SwapStarter: "Z-STARTER-JACK"}[kind]


def _search_candidates(view: SeatView, legal: tuple[Action, ...], default: Action) -> list[Action]:
    """The heuristic's choice first, then the other actions worth searching: every card play (a jack with
    the heuristic's suit), a pass, and the draw only when no card can be played. The playouts assume its
    later turns are played heuristically, which rarely draw with a card to play; searching the draw too
    would put off shedding turn after turn. Going out with every jack (Z-JACKS-OUT) is never searched."""
    if type(default) is PlayJacks:
        return [default]
    jacks = {a.card: HeuristicBot._with_order(a, view) for a in legal if type(a) is PlayJack}
    plays = [a for a in legal if type(a) is Play] + list(jacks.values())
    others = [a for a in legal if type(a) is Pass or (type(a) is Draw and not plays)]
    return [default] + [a for a in plays + others if a != default]


def _search_value(state: State) -> list[int]:
    """Each seat's points if an unfinished playout stopped now: the points in its hand."""
    return [hand_points(h, rules=state.rules) for h in state.hands]


def _search_advice(best: Action, default: Action, gain: float, n: int, view: SeatView, world: State) -> Advice:
    return _advice(best, _rule_of(best, view), "search", action=best, default=default, gain=gain, n=n)


SEARCH = Search(candidates=_search_candidates, value=_search_value, advice=_search_advice)
"""The hooks of Zhora's search (``zhora_core.bots.SearchBot``)."""

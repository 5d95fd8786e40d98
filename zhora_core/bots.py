"""Bots for Zhora behind one small protocol: given a seat's view and the legal actions, choose one.

A bot sees only its own seat's view (``State.view``), never the deck order or the other hands. Chance is the
caller's: the driver passes a seeded ``random.Random``, so the same seed gives the same game.

>>> import random
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
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from . import words
from .cards import DECK_36, Card, Rank, Suit
from .errors import RulesError
from .zhora import phrases  # noqa: F401  (registers the advice's words)
from .zhora.actions import Action, Draw, Pass, Play, PlayJack, PlayJacks, SwapStarter
from .zhora.engine import apply, legal_actions, turn_after
from .zhora.scoring import card_points, hand_points
from .zhora.state import SeatView, State

__all__ = ["Bot", "RandomBot", "HeuristicBot", "SearchBot", "Advice", "determinize", "make_bot", "BOT_KINDS"]


@runtime_checkable
class Bot(Protocol):
    """Anything with a ``name`` and a ``choose(view, legal, rng)`` that returns one of ``legal``."""

    name: str

    def choose(self, view: SeatView, legal: tuple[Action, ...], rng: random.Random) -> Action: ...


@dataclass(frozen=True)
class Advice:
    """A bot's choice, the reason for it in one English sentence, and the rule id the reason rests on (for hints);
    ``text(lang)`` gives the same reason in any language of the phrasebook."""

    action: Action
    reason: str
    rule: str
    key: str = field(default="", repr=False, compare=False)
    """The phrase of ``reason`` in the phrasebook; ``params`` fills it."""
    params: Mapping[str, Any] = field(default_factory=dict, repr=False, compare=False)

    def text(self, lang: str = "en") -> str:
        """The reason in ``lang``."""
        return words.say(self.key, lang, **self.params) if self.key else self.reason


def _advice(action: Action, rule: str, key: str, /, **params: Any) -> Advice:
    """Advice saying the phrase ``zhora.advice.<key>`` (``zhora.phrases.ADVICE``), which may cite ``{rule}``."""
    params["rule"] = rule
    key = f"zhora.advice.{key}"
    return Advice(action, words.say(key, "en", **params), rule, key, params)


def _rule_of(action: Action, view: SeatView) -> str:
    """The rule under which ``action`` is played here."""
    kind = type(action)
    if kind is Play:
        return "Z-ORDER" if view.ordered is not None else "Z-MATCH"
    return {PlayJack: "Z-JACK", PlayJacks: "Z-JACKS-OUT", Draw: "Z-DRAW", Pass: "Z-PASS",
            SwapStarter: "Z-STARTER-JACK"}[kind]


class RandomBot:
    """Chooses uniformly among the legal actions."""

    name = "random"

    def choose(self, view: SeatView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        return legal[rng.randrange(len(legal))]

    def __repr__(self) -> str:
        return "RandomBot()"


class HeuristicBot:
    """Plays to shed points: dumps aces and tens first, keeps jacks for a finish, saves a queen to go out on,
    uses the cards that keep the turn (7, K♥, A) to shed two cards in a row; draws rather than waste a jack."""

    name = "heuristic"

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


class SearchBot:
    """Determinized Monte Carlo search over its own view: deal the unseen cards at random in ways that fit what
    it sees, play each candidate action out with heuristic players, and compare the results (the others' points
    minus its own). ``rollouts`` worlds per decision, each played ``horizon`` actions at most; every candidate is
    tried in the same worlds. It keeps the heuristic's choice unless another action does better by more than
    ``confidence`` standard errors of the paired difference. Seeded by the driver's ``rng``."""

    name = "search"

    def __init__(self, rollouts: int = 16, horizon: int = 80, confidence: float = 1.0) -> None:
        if not (isinstance(rollouts, int) and rollouts >= 2 and isinstance(horizon, int) and horizon >= 1):
            raise RulesError(f"rollouts (≥ 2) and horizon (≥ 1) must be whole numbers, got {rollouts!r}, {horizon!r}")
        self.rollouts, self.horizon, self.confidence = rollouts, horizon, confidence
        self._policy = HeuristicBot()

    def choose(self, view: SeatView, legal: tuple[Action, ...], rng: random.Random) -> Action:
        return self._search(view, legal, rng)[0]

    def advise(self, view: SeatView, legal: tuple[Action, ...], rng: random.Random | None = None) -> Advice:
        """The action this bot would take here, and why: the heuristic's reason when the search keeps its choice,
        else how much better the playouts found another action. Seeded by ``rng`` (default ``Random(0)``)."""
        best, default, gain = self._search(view, legal, random.Random(0) if rng is None else rng)
        if best == default:
            return self._policy.advise(view, legal)
        return _advice(best, _rule_of(best, view), "search", action=best, default=default, gain=gain,
                       n=self.rollouts)

    def _search(self, view: SeatView, legal: tuple[Action, ...], rng: random.Random) -> tuple[Action, Action, float]:
        """The chosen action, the heuristic's choice, and the mean gain in points of the first over the second."""
        if len(legal) == 1:
            return legal[0], legal[0], 0.0
        for action in legal:
            if type(action) is PlayJacks:
                return action, action, 0.0
        default = self._policy.choose(view, legal, rng)
        candidates = self._candidates(view, legal, default)
        if len(candidates) == 1:
            return default, default, 0.0
        values = [[] for _ in candidates]
        for _ in range(self.rollouts):
            world = determinize(view, rng)
            for i, action in enumerate(candidates):
                values[i].append(self._playout(apply(world, action), view.seat, rng))
        best, best_gain = default, 0.0
        for action, outcome in zip(candidates[1:], values[1:]):
            gains = [a - b for a, b in zip(outcome, values[0])]
            mean = sum(gains) / len(gains)
            spread = (sum((g - mean) ** 2 for g in gains) / max(1, len(gains) - 1)) ** 0.5
            if mean > best_gain and mean > self.confidence * spread / len(gains) ** 0.5:
                best, best_gain = action, mean
        return best, default, best_gain

    @staticmethod
    def _candidates(view: SeatView, legal: tuple[Action, ...], default: Action) -> list[Action]:
        """The heuristic's choice first, then the other actions worth searching: every card play (a jack with
        the heuristic's suit), a pass, and the draw only when no card can be played. The playouts assume its
        later turns are played heuristically, which rarely draw with a card to play; searching the draw too
        would put off shedding turn after turn."""
        jacks = {a.card: HeuristicBot._with_order(a, view) for a in legal if type(a) is PlayJack}
        plays = [a for a in legal if type(a) is Play] + list(jacks.values())
        others = [a for a in legal if type(a) is Pass or (type(a) is Draw and not plays)]
        return [default] + [a for a in plays + others if a != default]

    def _playout(self, state: State, seat: int, rng: random.Random) -> float:
        policy = self._policy
        for _ in range(self.horizon):
            if state.outcome is not None:
                points = state.outcome.points
                return (sum(points) - points[seat]) / (len(points) - 1) - points[seat]
            legal = legal_actions(state)
            mover = state.to_move
            state = apply(state, legal[0] if len(legal) == 1 else policy.choose(state.view(mover), legal, rng))
        hands = [hand_points(h, rules=state.rules) for h in state.hands]
        return (sum(hands) - hands[seat]) / (len(hands) - 1) - hands[seat]

    def __repr__(self) -> str:
        return f"SearchBot(rollouts={self.rollouts}, horizon={self.horizon}, confidence={self.confidence})"


def determinize(view: SeatView, rng: random.Random) -> State:
    """A full state that fits ``view``: the unseen cards shuffled into the other hands (at their sizes) and the
    deck. The seat's own hand, the pile, the top card and the ordered suit are as seen."""
    seen = set(view.hand) | set(view.pile) | {view.top}
    unseen = [card for card in DECK_36 if card not in seen]
    rng.shuffle(unseen)
    hands, start = [], 0
    for seat, size in enumerate(view.hand_sizes):
        if seat == view.seat:
            hands.append(view.hand)
        else:
            hands.append(tuple(sorted(unseen[start:start + size])))
            start += size
    return State(view.rules, view.phase, view.to_move, view.dealer, tuple(hands), view.top, view.pile,
                 tuple(unseen[start:]), view.ordered, view.drawn, rng.getrandbits(32), 0, 0, 0, 0, None, ())


BOT_KINDS = {"random": RandomBot, "heuristic": HeuristicBot, "search": SearchBot}


def make_bot(kind: str | Bot) -> Bot:
    """A bot from its name (``'random'``, ``'heuristic'``), or the bot itself."""
    if isinstance(kind, str):
        try:
            return BOT_KINDS[kind]()
        except KeyError:
            raise RulesError(f"unknown bot {kind!r}: choose one of {', '.join(BOT_KINDS)}") from None
    if not isinstance(kind, Bot):
        raise RulesError(f"a bot needs a name and a choose(view, legal, rng) method, got {kind!r}")
    return kind

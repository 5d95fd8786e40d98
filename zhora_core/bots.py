"""Bots for Zhora behind one small protocol: given a seat's view and the legal actions, choose one.

A bot sees only its own seat's view (``State.view``), never the deck order or the other hands. Chance is the
caller's: the driver passes a seeded ``random.Random``, so the same seed gives the same game.

>>> import random
>>> from zhora_core.zhora import position, legal_actions
>>> s = position(hands=["Q♥ A♥ 9♣", "6♠ 7♠"], top="10♥")
>>> HeuristicBot().advise(s.view(0), legal_actions(s))
Advice(action=Play(A♥), reason='A♥ sheds 11 points and keeps the turn (Z-ACE)')
"""

from __future__ import annotations

import random
from collections import Counter
from typing import NamedTuple, Protocol, runtime_checkable

from .cards import Card, Rank, Suit
from .errors import RulesError
from .zhora.actions import Action, Draw, Pass, Play, PlayJack, PlayJacks, SwapStarter
from .zhora.engine import turn_after
from .zhora.scoring import card_points
from .zhora.state import SeatView

__all__ = ["Bot", "RandomBot", "HeuristicBot", "Advice", "make_bot", "BOT_KINDS"]


@runtime_checkable
class Bot(Protocol):
    """Anything with a ``name`` and a ``choose(view, legal, rng)`` that returns one of ``legal``."""

    name: str

    def choose(self, view: SeatView, legal: tuple[Action, ...], rng: random.Random) -> Action: ...


class Advice(NamedTuple):
    """A bot's choice and the reason for it, in one sentence (for hints)."""

    action: Action
    reason: str


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
        return self.advise(view, legal).action

    def advise(self, view: SeatView, legal: tuple[Action, ...]) -> Advice:
        """The action this bot would take here, and why."""
        if len(legal) == 1:
            return Advice(legal[0], self._only(legal[0], view))
        for action in legal:
            if isinstance(action, PlayJacks):
                factor = view.rules.jack_multipliers[len(action.cards) - 1]
                return Advice(action, f"go out with {len(action.cards)} jacks: the others' points ×{factor} "
                                      f"(Z-JACKS-OUT, Z-MULTIPLIER)")
        swaps = [a for a in legal if isinstance(a, SwapStarter)]
        if swaps:
            best = max(swaps, key=lambda a: (card_points(a.card, rules=view.rules), a.card))
            return Advice(best, f"put {best.card} in place of the starter jack: it is the costliest card to keep")
        plays = [a for a in legal if isinstance(a, Play)]
        jacks = [a for a in legal if isinstance(a, PlayJack)]
        hand = view.hand
        if len(hand) == 1:
            for action in plays + jacks:
                if ends_round(action.card, view.rules):
                    return Advice(self._with_order(action, view) if isinstance(action, PlayJack) else action,
                                  f"{action.card} is the last card and ends the round (Z-OUT)")
        if plays:
            best = max(plays, key=lambda a: (self._value(a.card, view), a.card))
            return Advice(best, self._why(best.card, view))
        if any(isinstance(a, Draw) for a in legal):
            why = "keep the jack for a finish and draw instead (Z-DRAW)" if jacks else "nothing to play (Z-MUST-DRAW)"
            return Advice(next(a for a in legal if isinstance(a, Draw)), why)
        if jacks and len(hand) >= 5:
            jack = self._with_order(jacks[0], view)
            return Advice(jack, f"too many cards to wait: play {jack.card} and order {jack.order}")
        return Advice(next(a for a in legal if isinstance(a, Pass)),
                      "nothing worth playing after the draw: pass and keep the jacks (Z-PASS)")

    @staticmethod
    def _only(action: Action, view: SeatView) -> str:
        if isinstance(action, Draw):
            if not view.hand:
                return "no cards left but the round goes on: draw (Z-WAIT)"
            return "no playable card, so you must draw (Z-MUST-DRAW)"
        if isinstance(action, Pass):
            return "nothing playable after the draw: pass (Z-PASS)"
        if isinstance(action, SwapStarter):
            return f"{action.card} is the only card that may replace the starter jack (Z-STARTER-JACK)"
        return f"{action} is the only legal action"

    @staticmethod
    def _value(card: Card, view: SeatView) -> float:
        rules = view.rules
        value = float(card_points(card, rules=rules))
        keeps_turn = card.rank in (Rank.SEVEN, Rank.ACE) or (card.rank is Rank.KING and card.suit is Suit.HEARTS)
        if keeps_turn and rules.turn_stays == "same_player" and len(view.hand) > 1:
            value += 6
        if card.rank is Rank.SEVEN or (card.rank is Rank.KING and card.suit is Suit.HEARTS):
            value += 4
        if card.rank is Rank.QUEEN and len(view.hand) > 1:
            value -= 15 if card.suit is Suit.SPADES else 10
        return value

    @staticmethod
    def _why(card: Card, view: SeatView) -> str:
        points = card_points(card, rules=view.rules)
        if card.rank is Rank.ACE:
            return f"{card} sheds {points} points and keeps the turn (Z-ACE)"
        if card.rank is Rank.SEVEN:
            return f"{card} makes the next player draw 2 (Z-SEVEN)"
        if card.rank is Rank.KING and card.suit is Suit.HEARTS:
            return f"{card} makes the next player draw 4 (Z-KING-HEARTS)"
        if card.rank is Rank.QUEEN:
            return f"{card} is the only sensible play left; a queen is best kept to go out on (Z-QUEEN)"
        return f"{card} sheds the most points among the playable cards (Z-POINTS)"

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


def ends_round(card: Card, rules) -> bool:
    """Whether playing ``card`` as one's last card ends the round: only if the turn then passes to the very next
    player (Z-OUT) — so not on 6, 7, K♥ or A, nor on 8 with 3 or 4 players."""
    return turn_after(card, 0, rules)[0] == 1


BOT_KINDS = {"random": RandomBot, "heuristic": HeuristicBot}


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

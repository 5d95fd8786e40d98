"""Joe's own bot, and how a search bot imagines the cards it cannot see.

A bot sees only its seat's view (``State.view``). ``HeuristicBot.advise`` says what it would do and why, with
the rule id as data; ``determinize`` deals the unseen cards at random in a way that fits a view.

>>> from zhora_core.joe import position, legal_actions
>>> s = position(hands=["3♠ 9♥ Q♣ Q♦", "A♠ 6♦"], top="10♠", deck="8♣ 2♦")
>>> HeuristicBot().advise(s.view(0), legal_actions(s))
Advice(action=PlayQueens(Q♣ Q♦), reason='play the two queens: two cards go, and the others need a jack', rule='JQ-QUEENS')
"""

from __future__ import annotations

import random

from .. import words, worlds
from ..protocol import Advice, Hidden
from ..cards import DECK_52
from .actions import Action, Draw, Play, PlayQueens
from .state import Phase, State, View
from .strength import BEATERS, ORDER, VALUE

__all__ = ["HeuristicBot", "Advice", "determinize", "hidden", "PLAYABILITY"]

#: For each reading of ``ace_beats_faces``, on how many of the other 51 cards each card may be played: a low
#: number means a card that is hard to get rid of.
PLAYABILITY = {reading: {card: sum(card in table[top] for top in DECK_52) for card in DECK_52}
               for reading, table in BEATERS.items()}


class HeuristicBot:
    """Goes out when it can, plays two queens at once, ends the queens with a jack, follows down from the highest
    lower card, and otherwise sheds the card that would be hardest to get rid of later; draws when no card is
    worth playing (a card of equal value only if it is hard to shed, since it costs a draw)."""

    name = "heuristic"
    game = "joe"

    def choose(self, view: View, legal: tuple[Action, ...], rng: random.Random) -> Action:
        return self._decide(view, legal)[0]

    def advise(self, view: View, legal: tuple[Action, ...]) -> Advice:
        """The action this bot would take here, why, and the rule id it rests on."""
        action, key, rule = self._decide(view, legal)
        params = {"action": action} if key == "advice_only" else {"card": getattr(action, "card", None)}
        key = "joe." + key
        return Advice(action, words.say(key, "en", **params), rule, key, params)

    def _decide(self, view: View, legal: tuple[Action, ...]) -> tuple[Action, str, str]:
        """The chosen action, the key of the reason, and the rule id."""
        phase = view.phase
        if len(legal) == 1:
            only = legal[0]
            rule = {Phase.JOE: "JQ-JOE", Phase.ON_QUEENS: "JQ-JOE", Phase.COUNTDOWN: "JQ-COUNTDOWN"}.get(
                phase, "JQ-DRAW" if type(only) is Draw else "JQ-BEAT")
            return only, "advice_only", rule
        plays = [a for a in legal if type(a) is Play]
        hand = view.hand
        rule_of_play = {Phase.TURN: "JQ-BEAT", Phase.JOE: "JQ-JOE", Phase.ON_QUEENS: "JQ-JOE",
                        Phase.COUNTDOWN: "JQ-COUNTDOWN"}[phase]
        if len(hand) == 1 and plays and (phase is not Phase.TURN or VALUE[hand[0]] != VALUE[view.top]):
            return plays[0], "advice_last", "JQ-WIN"
        pairs = [a for a in legal if type(a) is PlayQueens]
        if pairs:
            return pairs[0], "advice_queens", "JQ-QUEENS"
        if phase is Phase.JOE:
            return (plays[0], "advice_jack", "JQ-JOE") if plays else (legal[-1], "advice_draw", "JQ-JOE")
        if phase is Phase.COUNTDOWN:
            return max(plays, key=lambda a: (VALUE[a.card], -a.card.order)), "advice_follow", "JQ-COUNTDOWN"
        ease = PLAYABILITY[view.rules.ace_beats_faces]
        if phase is Phase.TURN:
            top_value = VALUE[view.top]
            plain = [a for a in plays if VALUE[a.card] != top_value]
            if not plain:
                hard = [a for a in plays if ease[a.card] < 26]
                if not hard:
                    return legal[-1], "advice_draw", "JQ-DRAW"
                plain = hard
            plays = plain
        countdown = view.rules.countdown

        def keenness(action: Play) -> tuple:
            card = action.card
            below = len({VALUE[c] for c in hand if VALUE[c] < VALUE[card]}) if countdown else 0
            return (below, -ease[card], VALUE[card], -card.order)

        return max(plays, key=keenness), "advice_beat", rule_of_play

    def __repr__(self) -> str:
        return "HeuristicBot()"


def hidden(view: View) -> Hidden:
    """What ``view``'s seat cannot see: the rest of each other hand beyond the cards it is known to hold
    (``view.shown``), the reserve (in order; after a restock its order is not remembered) and any card a built
    position left out."""
    n = len(view.hand_sizes)
    known = [view.hand if seat == view.seat else tuple(view.shown[seat]) for seat in range(n)]
    seen = set(view.pile) | {view.top} | {c for cards in known for c in cards}
    unseen = tuple(card for card in DECK_52 if card not in seen)
    extra = tuple(size - len(known[seat]) for seat, size in enumerate(view.hand_sizes))
    shown = ((),) * n if view.rules.open_hands else tuple(tuple(s) for s in view.shown)

    def build(groups, seed: int) -> State:
        hands = tuple(tuple(sorted((*known[seat], *groups[seat]), key=ORDER.__getitem__)) for seat in range(n))
        return State(view.rules, view.phase, view.to_move, view.dealer, hands, view.top, view.pile,
                     tuple(groups[n]), view.queens_by, shown, seed, 0, 0, 0, 0, 0, 0, None, ())

    return Hidden(cards=unseen, places=(*extra, view.deck_size, len(unseen) - sum(extra) - view.deck_size),
                  ordered=(*(False,) * n, True, False), build=build)


def determinize(view: View, rng: random.Random) -> State:
    """A full state that fits ``view``, drawn at random from its ``hidden`` worlds."""
    return worlds.sample(hidden(view), rng)
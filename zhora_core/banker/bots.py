"""The banker game's own bot, and how a search bot imagines the cards it cannot see.

The banker wins about 64 banks in 100 (JB-ODDS), so a player's stake loses on average: the bot stakes the
least the rules allow, and as banker it turns, its one action.

>>> from zhora_core.banker import new_round, legal_actions
>>> s = new_round(Rules(players=3), seed=1)
>>> HeuristicBot().advise(s.view(s.to_move), legal_actions(s))
Advice(action=Stake(1), reason='the banker wins about 64 banks in 100 (JB-ODDS): stake the least, 1', rule='JB-ODDS')
"""

from __future__ import annotations

import random

from .. import words, worlds
from ..protocol import Advice, Hidden
from ..cards import DECK_54
from .actions import Action, Stake
from .rules import Rules
from .state import State, View

__all__ = ["HeuristicBot", "Advice", "determinize", "hidden"]


class HeuristicBot:
    """Stakes the least legal amount (the odds favour the banker, JB-ODDS); as banker, turns the next card."""

    name = "heuristic"
    game = "banker"

    def choose(self, view: View, legal: tuple[Action, ...], rng: random.Random) -> Action:
        return self._decide(legal)[0]

    def advise(self, view: View, legal: tuple[Action, ...]) -> Advice:
        """The action this bot would take here, why, and the rule id it rests on."""
        action, key, rule = self._decide(legal)
        params = {"amount": action.amount} if type(action) is Stake else {}
        key = "banker." + key
        return Advice(action, words.say(key, "en", **params), rule, key, params)

    @staticmethod
    def _decide(legal: tuple[Action, ...]) -> tuple[Action, str, str]:
        stakes = [a for a in legal if type(a) is Stake]
        if stakes:
            return min(stakes, key=lambda a: a.amount), "advice_stake", "JB-ODDS"
        return legal[0], "advice_turn", "JB-CALL"

    def __repr__(self) -> str:
        return "HeuristicBot()"


def hidden(view: View) -> Hidden:
    """What every seat cannot see: the order of the face-down cards (and any card a built bank left out)."""
    seen = set(view.turned)
    unseen = tuple(card for card in DECK_54 if card not in seen)
    n = len(view.hand_sizes)

    def build(groups, seed: int) -> State:
        return State(view.rules, view.phase, view.to_move, view.dealer, ((),) * n, tuple(view.stakes),
                     tuple(groups[0]), tuple(view.turned), seed, 0, None, ())

    return Hidden(cards=unseen, places=(view.deck_size, len(unseen) - view.deck_size), ordered=(True, False),
                  build=build)


def determinize(view: View, rng: random.Random) -> State:
    """A full state that fits ``view``: the turned cards as seen, the face-down cards in a random order."""
    return worlds.sample(hidden(view), rng)
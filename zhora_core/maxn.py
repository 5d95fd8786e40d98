"""Open-hands search: the best play of one full state when every card is visible, for any game (max^n).

Each seat, when it moves, takes the action best for itself: the most points of the round, or the fewest in a game
where lower is better (``GameSpec.lower_is_better``); a tie goes to the earlier of the legal actions. Positions met
again by another order of moves are looked up in a transposition table keyed by ``Search.key`` (the state without
its events when a game gives none). A search with a ``depth`` stops that many choices ahead (a forced move does not
count) and plays each position there out with a bot; it says whether it reached the end of the round everywhere
(``solved``), and then its value is the exact open-hands value of the state.

>>> from zhora_core.joker import position
>>> state = position(hands=["A♠ 7♥", "K♠ 8♥", "Q♠ 9♥", "J♠ 10♥"], trump="♥", bids=[1, 0, 0, 0], leader=0)
>>> value = Solver(state).solve(state)
>>> value.solved, value.points, value.winner
(True, (100, 50, 50, 10), 0)
"""

from __future__ import annotations

import random
import time
from typing import Any, NamedTuple

from .bots import make_bot
from .errors import RulesError
from .games import spec as game_spec
from .protocol import GameSpec

__all__ = ["PLIES", "Value", "Solver", "OutOfTime", "playout"]


PLIES = 200
"""The longest line of moves searched: a position further on is played out by the bot (and not solved)."""


class Value(NamedTuple):
    """What a state is worth: each seat's points of the round, who wins it (None for nobody), and whether it was
    searched to the end everywhere (else a bot played on from the search's horizon)."""

    points: tuple
    winner: int | None
    solved: bool


class OutOfTime(Exception):
    """A search passed its deadline (``Solver(..., deadline=)``)."""


class Solver:
    """The open-hands search of one game (the game of ``rules_or_state``, or its spec), keeping its transposition table and the
    bot's playouts between calls. ``bot`` plays on from the search's horizon (the game's heuristic bot by default);
    ``table=False`` searches without the transposition table; past ``deadline`` (a ``time.perf_counter`` value) a
    search raises ``OutOfTime``. ``nodes`` counts the positions searched."""

    def __init__(self, rules_or_state: Any, *, bot: Any = "heuristic", table: bool = True,
                 deadline: float | None = None) -> None:
        spec = rules_or_state if isinstance(rules_or_state, GameSpec) else game_spec(rules_or_state)
        self._legal, self._apply = spec.legal_actions, spec.apply
        self._key = spec.search.key or _without_events
        self._moves = spec.search.moves
        self._sign = -1 if spec.lower_is_better else 1
        self._bot = make_bot(bot, game=spec)
        self._table: dict | None = {} if table else None
        self._playouts: dict = {}
        self.deadline = deadline
        self.nodes = 0

    def solve(self, state: Any, depth: int | None = None) -> Value:
        """The value of ``state``: searched to the end (``depth=None``) or ``depth`` choices ahead."""
        if state.outcome is not None:
            return _final(state)
        return self._search(state, depth)

    def _search(self, state: Any, depth: int | None, ply: int = 0) -> Value:
        outcome = state.outcome
        if outcome is not None:
            return Value(tuple(outcome.points), outcome.winner, True)
        if ply == PLIES:
            return self._playout(state)
        self.nodes += 1
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise OutOfTime
        table = self._table
        key = self._key(state) if table is not None else None
        if table is not None and key in table:
            return table[key]
        legal = self._legal(state)
        if len(legal) > 1 and self._moves is not None:
            legal = self._moves(state, legal)
        if len(legal) == 1:
            found = self._search(self._apply(state, legal[0]), depth, ply + 1)
        elif depth == 0:
            return self._playout(state)
        else:
            deeper = None if depth is None else depth - 1
            mover, sign, found = state.to_move, self._sign, None
            solved = True
            for action in legal:
                value = self._search(self._apply(state, action), deeper, ply + 1)
                solved = solved and value.solved
                if found is None or sign * value.points[mover] > sign * found.points[mover]:
                    found = value
            found = found._replace(solved=solved)
        if table is not None and found.solved:
            table[key] = found
        return found

    def _playout(self, state: Any) -> Value:
        """The round played out by the bot from ``state`` (remembered: the same state plays out the same; keyed by
        the whole state, since a bot may read what the search's key leaves out, such as the tricks played)."""
        key = _without_events(state)
        known = self._playouts.get(key)
        if known is None:
            known = self._playouts[key] = playout(state, self._bot, self._legal, self._apply,
                                                  random.Random(0))._replace(solved=False)
        return known


def playout(state: Any, bot: Any, legal_actions: Any, apply: Any, rng: random.Random,
            limit: int = 100_000) -> Value:
    """The round played to its end from ``state``, every seat by ``bot``; a round that does not end within
    ``limit`` moves is refused (RulesError), never cut short silently."""
    for _ in range(limit):
        outcome = state.outcome
        if outcome is not None:
            return Value(tuple(outcome.points), outcome.winner, True)
        legal = legal_actions(state)
        state = apply(state, legal[0] if len(legal) == 1 else bot.choose(state.view(state.to_move), legal, rng))
    raise RulesError(f"a playout did not end in {limit} moves")


def _final(state: Any) -> Value:
    return Value(tuple(state.outcome.points), state.outcome.winner, True)


def _without_events(state: Any) -> tuple:
    """The state as a tuple without its rules (the same in one search) and its events (the last field)."""
    return state[1:-1]

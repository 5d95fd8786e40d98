"""A whole game to ЖОРА: rounds dealt in turn, running totals and letters, and the final ranking.

``Game`` is the mutable convenience wrapper for notebooks and widgets, in python-chess style
(``game.play("9♥")``, ``game.undo()``, ``game.legal_actions``); each step goes through the pure engine.

>>> game = Game(Rules(players=3), seed=1)
>>> game.dealer, game.state.to_move, len(game.state.hands[0])
(0, 1, 4)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple

from ..errors import RulesError, excerpt
from .actions import Action, parse_action
from .deal import check_seed, new_round
from .engine import apply, legal_actions
from .rules import Rules
from .scoring import LETTERS, ranking, tally
from .state import Outcome, State

__all__ = ["Game", "RoundRecord", "NAME_LENGTH"]

NAME_LENGTH = 40
"""The longest player name, in characters."""


class RoundRecord(NamedTuple):
    """One finished round: who dealt, its seed, every action, how it ended, and the standings after it."""

    number: int
    dealer: int
    seed: int
    actions: tuple[Action, ...]
    outcome: Outcome
    totals: tuple[int, ...]
    letters: tuple[str, ...]
    turns: int
    draws: int
    restocks: int


class Game:
    """A game of Zhora to ЖОРА. The first dealer is drawn by lot from ``seed`` (Z-DEALER); each later round is
    dealt by the last round's winner, or by the same dealer again after a stalemate (Z-STALL).

    Rounds do not start by themselves: after a round ends, call ``next_round()`` (so a view can show the score).
    """

    def __init__(self, rules: Rules = Rules(), *, seed: int = 0, names: Sequence[str] | None = None,
                 first_dealer: int | None = None) -> None:
        if not isinstance(rules, Rules):
            raise RulesError(f"rules must be a Rules(...), got {excerpt(rules)}")
        n = rules.players
        self.rules = rules
        self.seed = check_seed(seed)
        self.names = _names(names, n)
        self._rng = random.Random(seed)
        lot = self._rng.randrange(n)
        self.first_dealer = lot if first_dealer is None else first_dealer
        if (isinstance(self.first_dealer, bool) or not isinstance(self.first_dealer, int)
                or not 0 <= self.first_dealer < n):
            raise RulesError(f"first_dealer {excerpt(first_dealer)} is not a seat of a {n}-player game (Z-DEALER)",
                             rule="Z-DEALER")
        self.rounds: list[RoundRecord] = []
        self.totals: list[int] = [0] * n
        self.letters: list[str] = [""] * n
        self.start_position: State | None = None
        """The position the first round started from, for a game begun with ``from_position``."""
        self._start_round(self.first_dealer)

    @classmethod
    def from_position(cls, state: State, *, seed: int = 0, names: Sequence[str] | None = None) -> Game:
        """A game whose first round goes on from ``state`` (a scenario); later rounds are dealt as usual."""
        if not isinstance(state, State) or state.outcome is not None:
            raise RulesError("a game can start from a running round's state only")
        game = cls(state.rules, seed=seed, names=names, first_dealer=state.dealer)
        game.start_position = state
        game._round_seed = state.seed
        game._states = [state]
        return game

    # --- the current round ---------------------------------------------------------------------------------

    @property
    def state(self) -> State:
        """The current round's state."""
        return self._states[-1]

    @property
    def states(self) -> tuple[State, ...]:
        """The current round's states, from its start to now."""
        return tuple(self._states)

    @property
    def dealer(self) -> int:
        return self.state.dealer

    @property
    def actions(self) -> tuple[Action, ...]:
        """The actions of the current round so far."""
        return tuple(self._actions)

    @property
    def legal_actions(self) -> tuple[Action, ...]:
        return legal_actions(self.state)

    def play(self, action: Action | str) -> State:
        """Apply an action of the player to move; at the end of a round, score it (Z-TOTAL … Z-END).

        Raises IllegalActionError (state unchanged) for an action the rules forbid.
        """
        if type(action) is str:
            action = parse_action(action)
        state = apply(self._states[-1], action)
        self._states.append(state)
        self._actions.append(action)
        if state.outcome is not None:
            self._score(state)
        return state

    def undo(self) -> State:
        """Take back the last action of the current round (a scored round is first un-scored)."""
        if not self._actions:
            raise RulesError("nothing to undo in this round")
        if self.state.outcome is not None:
            self.rounds.pop()
            self._restore_standings()
        self._states.pop()
        self._actions.pop()
        return self.state

    def next_round(self) -> State:
        """Deal the next round: by the winner of the last one, or the same dealer after a stalemate (Z-DEALER)."""
        if self.state.outcome is None:
            raise RulesError("the current round is still running")
        if self.is_over:
            raise RulesError("the game is over: somebody has ЖОРА (Z-END)", rule="Z-END")
        outcome = self.state.outcome
        self._start_round(self.dealer if outcome.winner is None else outcome.winner)
        return self.state

    # --- the game ------------------------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        """True once someone has all four letters ЖОРА (Z-END)."""
        return any(len(word) == len(LETTERS) for word in self.letters)

    @property
    def standings(self) -> list[tuple[int, str]]:
        """``(total, letters)`` per seat."""
        return list(zip(self.totals, self.letters))

    def ranking(self) -> list[int]:
        """Seats best first: fewer letters, then lower total (Z-END)."""
        return ranking(self.standings)

    def score_sheet(self) -> list[dict]:
        """One row per finished round: who dealt and who won (None after a stalemate), how it ended, and per
        player the points scored, the total and letters after it, and whether the total burned at exactly 100
        (Z-BURN)."""
        rows = []
        before = (0,) * self.rules.players
        for record in self.rounds:
            winner = record.outcome.winner
            row = {"round": record.number, "dealer": self.names[record.dealer],
                   "winner": None if winner is None else self.names[winner], "ending": record.outcome.ending}
            for seat, name in enumerate(self.names):
                points = record.outcome.points[seat]
                row[f"{name} points"] = points
                row[f"{name} total"] = record.totals[seat]
                row[f"{name} letters"] = record.letters[seat]
                row[f"{name} burned"] = before[seat] + points == 100  # Z-BURN: exactly 100 resets to 0
            before = record.totals
            rows.append(row)
        return rows

    def __repr__(self) -> str:
        standing = ", ".join(f"{name}: {total} {word or '-'}" for name, (total, word) in
                             zip(self.names, self.standings))
        played = len(self.rounds)
        where = f"over after round {played}" if self.is_over else f"round {played + 1}"
        return f"<Game seed={self.seed} {where} ({standing})>"

    # --- internals -----------------------------------------------------------------------------------------

    def _start_round(self, dealer: int) -> None:
        self._round_seed = self._rng.getrandbits(32)
        self._states = [new_round(self.rules, dealer=dealer, seed=self._round_seed)]
        self._actions: list[Action] = []

    def _score(self, state: State) -> None:
        for seat, points in enumerate(state.outcome.points):
            self.totals[seat], self.letters[seat] = tally(self.totals[seat], self.letters[seat], points)
        self.rounds.append(RoundRecord(len(self.rounds) + 1, state.dealer, self._round_seed, tuple(self._actions),
                                       state.outcome, tuple(self.totals), tuple(self.letters), state.turns,
                                       state.draws, state.restocks))

    def _restore_standings(self) -> None:
        last = self.rounds[-1] if self.rounds else None
        n = self.rules.players
        self.totals = list(last.totals) if last else [0] * n
        self.letters = list(last.letters) if last else [""] * n


def _names(names: Sequence[str] | None, players: int) -> tuple[str, ...]:
    """The players' names: ``players`` different, non-blank texts of at most NAME_LENGTH characters each
    (``Seat 0``, ``Seat 1``… by default)."""
    if names is None:
        return tuple(f"Seat {i}" for i in range(players))
    if isinstance(names, str) or not isinstance(names, Sequence):
        raise RulesError(f"names must be a list of {players} texts, got {excerpt(names)} (Z-PLAYERS)",
                         rule="Z-PLAYERS")
    for seat, name in enumerate(names):
        if not isinstance(name, str) or not name.strip() or len(name) > NAME_LENGTH:
            raise RulesError(f"the name of seat {seat} must be a non-blank text of at most {NAME_LENGTH} "
                             f"characters, got {excerpt(name)} (Z-PLAYERS)", rule="Z-PLAYERS")
    if len(names) != players or len(set(names)) != players:
        raise RulesError(f"{players} different names are needed for {players} players, got "
                         f"{excerpt(list(names), 80)} (Z-PLAYERS)", rule="Z-PLAYERS")
    return tuple(names)

"""A whole game of Prší: rounds dealt in turn, won rounds or points totalled, until one seat reaches the target.

``Game`` is the mutable wrapper for notebooks and widgets (``game.play("9♥")``, ``game.undo()``); each step goes
through the pure engine. By wins (``scoring="win"``) the first seat to win ``target`` rounds (default 3) wins the
game; by points (``"points"``) the game ends when a total reaches ``target`` (default 100) and the lowest total
wins. The targets and the dealer passing to the left are the project's readings: the rules table gives none.

>>> game = Game(Rules(players=3), seed=1)
>>> game.dealer, game.state.to_move, game.target
(0, 1, 3)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple

from ..errors import RulesError
from ..match import Engine, Match
from .actions import Action, parse_action
from .deal import new_round
from .engine import apply, legal_actions
from .rules import Rules
from .state import Outcome, State

__all__ = ["Game", "RoundRecord", "TARGETS"]

#: The default target of a game, by ``scoring``: won rounds, or the points total that ends it.
TARGETS = {"win": 3, "points": 100}


class RoundRecord(NamedTuple):
    """One finished round: who dealt, its seed, every action, how it ended, and the standings after it."""

    number: int
    dealer: int
    seed: int
    actions: tuple[Action, ...]
    outcome: Outcome
    wins: tuple[int, ...]
    totals: tuple[int, ...]


class Game(Match):
    """A game of Prší. The first dealer is drawn by lot from ``seed``; the deal then passes to the left after every
    round, a stalemate included. Rounds do not start by themselves: call ``next_round()`` after one ends."""

    engine = Engine(Rules, State, new_round, legal_actions, apply, parse_action)
    setting_keywords = ("target",)

    def __init__(self, rules: Rules = Rules(), *, seed: int = 0, names: Sequence[str] | None = None,
                 target: int | None = None, first_dealer: int | None = None) -> None:
        n = self._take_table(rules, seed, names, rules_name="prsi Rules", rule="P-DECK")
        self.target = TARGETS[rules.scoring] if target is None else target
        if type(self.target) is not int or self.target < 1:
            raise RulesError(f"target={target!r} must be a whole number ≥ 1 (P-WIN)", rule="P-WIN")
        self._rng = random.Random(seed)
        lot = self._rng.randrange(n)
        first = lot if first_dealer is None else first_dealer
        if type(first) is not int or not 0 <= first < n:
            raise RulesError(f"first_dealer={first_dealer!r} is not a seat of a {n}-player game (P-DEAL)",
                             rule="P-DEAL")
        self.first_dealer = first
        self._begin(first)

    # --- the game ------------------------------------------------------------------------------------------

    @property
    def wins(self) -> tuple[int, ...]:
        """Rounds won, per seat."""
        return self.rounds[-1].wins if self.rounds else (0,) * self.rules.players

    @property
    def totals(self) -> tuple[int, ...]:
        """The rounds' points summed, per seat: hand values under ``scoring="points"``, cards left under ``"win"``
        (the project's measure, which only breaks ties there)."""
        return self.rounds[-1].totals if self.rounds else (0,) * self.rules.players

    @property
    def is_over(self) -> bool:
        """Whether a seat has won ``target`` rounds (by wins) or a total has reached ``target`` (by points)."""
        if self.rules.scoring == "win":
            return max(self.wins) >= self.target
        return max(self.totals) >= self.target

    @property
    def standings(self) -> list[tuple[int, int]]:
        """``(wins, total)`` per seat."""
        return list(zip(self.wins, self.totals))

    def ranking(self) -> list[int]:
        """Seats best first: by wins, more wins then fewer points; by points, fewer points then more wins; then
        seat order."""
        wins, totals = self.wins, self.totals
        if self.rules.scoring == "win":
            return sorted(range(self.rules.players), key=lambda s: (-wins[s], totals[s], s))
        return sorted(range(self.rules.players), key=lambda s: (totals[s], -wins[s], s))

    def standing(self, seat: int) -> tuple[int, ...]:
        """``seat``'s row in the final ranking: its wins and its total."""
        return (self.wins[seat], self.totals[seat])

    def settings(self) -> dict:
        return {"target": self.target}

    @property
    def winner(self) -> int | None:
        """The seat that won the game, once it is over."""
        return self.ranking()[0] if self.is_over else None

    def score_sheet(self) -> list[dict]:
        """One row per finished round: dealer, round winner (None after a stalemate), ending, and per player the
        round's points, the wins and the total after it."""
        rows = []
        for record in self.rounds:
            row = self._sheet_row(record)
            for seat, name in enumerate(self.names):
                row[f"{name} points"] = record.outcome.points[seat]
                row[f"{name} wins"] = record.wins[seat]
                row[f"{name} total"] = record.totals[seat]
            rows.append(row)
        return rows

    def __repr__(self) -> str:
        standing = ", ".join(f"{name}: {w} won, {t} points" for name, (w, t) in zip(self.names, self.standings))
        where = f"over after round {len(self.rounds)}" if self.is_over else f"round {len(self.rounds) + 1}"
        return f"<Game seed={self.seed} {where} ({standing})>"

    # --- internals -----------------------------------------------------------------------------------------

    def _over(self) -> RulesError:
        return RulesError("the game is over (P-WIN)", rule="P-WIN")

    def _check_play(self) -> None:
        if self.is_over:
            raise self._over()

    def _record(self, state: State) -> RoundRecord:
        outcome = state.outcome
        wins = list(self.wins)
        if outcome.winner is not None:
            wins[outcome.winner] += 1
        totals = tuple(t + p for t, p in zip(self.totals, outcome.points))
        return RoundRecord(len(self.rounds) + 1, state.dealer, self._round_seed, tuple(self._actions), outcome,
                           tuple(wins), totals)

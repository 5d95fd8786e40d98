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
from ..match import Engine, Match
from ..protocol import PerSeat
from .. import checks
from ..checks import NAME_LENGTH, seed as check_seed
from .actions import Action, parse_action
from .deal import new_round
from .engine import apply, legal_actions
from .rules import Rules
from .scoring import LETTERS, ranking, tally
from .state import Outcome, State

__all__ = ["Game", "RoundRecord", "NAME_LENGTH"]

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


class Game(Match):
    """A game of Zhora to ЖОРА. The first dealer is drawn by lot from ``seed`` (Z-DEALER); each later round is
    dealt by the last round's winner, or by the same dealer again after a stalemate (Z-STALL).

    Rounds do not start by themselves: after a round ends, call ``next_round()`` (so a view can show the score).
    """

    engine = Engine(Rules, State, new_round, legal_actions, apply, parse_action)

    def __init__(self, rules: Rules = Rules(), *, seed: int = 0, names: Sequence[str] | None = None,
                 first_dealer: int | None = None) -> None:
        if not isinstance(rules, Rules):
            raise RulesError(f"rules must be a Rules(...), got {excerpt(rules)}")
        n = rules.players
        self.rules = rules
        self.seed = check_seed(seed)
        self.names = checks.names(names, n, "Z-PLAYERS")
        self._rng = random.Random(seed)
        lot = self._rng.randrange(n)
        self.first_dealer = lot if first_dealer is None else first_dealer
        if (isinstance(self.first_dealer, bool) or not isinstance(self.first_dealer, int)
                or not 0 <= self.first_dealer < n):
            raise RulesError(f"first_dealer {excerpt(first_dealer)} is not a seat of a {n}-player game (Z-DEALER)",
                             rule="Z-DEALER")
        self.totals: list[int] = [0] * n
        self.letters: list[str] = [""] * n
        self._begin(self.first_dealer)

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

    def standing(self, seat: int) -> tuple[str, str]:
        """``seat``'s letters and total, as the final ranking shows them."""
        return " ".join(self.letters[seat]), str(self.totals[seat])

    def has_lost(self, seat: int) -> bool:
        """Whether ``seat`` spells ЖОРА (Z-END)."""
        return len(self.letters[seat]) == len(LETTERS)

    def checks(self) -> dict:
        """A save file's replay is checked against the totals and the letters."""
        return {"totals": list(self.totals), "letters": list(self.letters)}

    def score_sheet(self) -> list[dict]:
        """One row per finished round: who dealt and who won (None after a stalemate), how it ended, and per
        player the points scored, the total and letters after it, and whether the total burned at exactly 100
        (Z-BURN)."""
        rows = []
        before = (0,) * self.rules.players
        for record in self.rounds:
            row = self._sheet_row(record)
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

    def measures(self) -> dict:
        """Zhora's own measures of a whole game: the rounds without a winner (Z-STALL), the ``losers`` who spell
        ЖОРА (Z-END), every seat's ``letters`` and the ``first_dealer`` (Z-DEALER)."""
        return {"stalemates": sum(record.outcome.is_stalemate for record in self.rounds),
                "losers": tuple(seat for seat, word in enumerate(self.letters) if len(word) == len(LETTERS)),
                "letters": PerSeat(self.letters), "first_dealer": self.first_dealer}

    @staticmethod
    def round_columns(record) -> list[dict]:
        """Every seat's total and letters after each round of a simulated game, replayed from its points with
        ``tally`` (Z-TOTAL … Z-KEEP): ``totals_0`` …, ``letters_0`` …"""
        totals, letters = [0] * record.players, [""] * record.players
        rows = []
        for points in record.round_points:
            for seat in range(record.players):
                totals[seat], letters[seat] = tally(totals[seat], letters[seat], points[seat])
            rows.append({f"totals_{i}": t for i, t in enumerate(totals)}
                        | {f"letters_{i}": w for i, w in enumerate(letters)})
        return rows

    # --- internals -----------------------------------------------------------------------------------------

    def _next_dealer(self) -> int:
        """The winner of the last round, or the same dealer after a stalemate (Z-DEALER)."""
        winner = self.state.outcome.winner
        return self.dealer if winner is None else winner

    def _over(self) -> RulesError:
        return RulesError("the game is over: somebody has ЖОРА (Z-END)", rule="Z-END")

    def _record(self, state: State) -> RoundRecord:
        """Score the round into the totals and letters (Z-TOTAL … Z-END) and record it."""
        for seat, points in enumerate(state.outcome.points):
            self.totals[seat], self.letters[seat] = tally(self.totals[seat], self.letters[seat], points)
        return RoundRecord(len(self.rounds) + 1, state.dealer, self._round_seed, tuple(self._actions), state.outcome,
                           tuple(self.totals), tuple(self.letters), state.turns, state.draws, state.restocks)

    def _strike(self) -> None:
        """Un-score the last round: the totals and letters go back to the round before's."""
        self.rounds.pop()
        last = self.rounds[-1] if self.rounds else None
        n = self.rules.players
        self.totals = list(last.totals) if last else [0] * n
        self.letters = list(last.letters) if last else [""] * n

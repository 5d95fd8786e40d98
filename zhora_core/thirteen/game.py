"""A whole game of Thirteen: deals in turn, the wins and the cards left counted.

The source plays one deal per game, the first dealer drawn by lot and the deal passing in turn after that
(T-DEAL). ``Game(rules, rounds=n)`` strings ``n`` deals together: the most wins takes the match, then the fewer
cards left over all deals (the project's measure, not a rule).

>>> game = Game(Rules(), seed=3)
>>> game.dealer, game.state.to_move, [len(h) for h in game.state.hands]
(0, 1, [13, 13])
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .. import checks
from ..errors import RulesError
from ..match import Engine, Match, RoundRecord
from .actions import parse_action
from .deal import new_round
from .engine import apply, legal_actions
from .rules import Rules
from .state import State

__all__ = ["Game", "RoundRecord"]


class Game(Match):
    """Deals of Thirteen in turn (``rounds`` of them, one by default, as in the source).

    Deals do not start by themselves: after one ends, call ``next_round()`` (so a view can show the result).
    """

    engine = Engine(Rules, State, new_round, legal_actions, apply, parse_action)
    round_word, start_word = "deal", "round"
    setting_keywords = ("rounds",)

    def __init__(self, rules: Rules = Rules(), *, seed: int = 0, names: Sequence[str] | None = None,
                 first_dealer: int | None = None, rounds: int = 1) -> None:
        if not isinstance(rules, Rules):
            raise RulesError(f"rules must be a thirteen Rules(...), got {type(rules).__name__}")
        checks.seed(seed)
        if type(rounds) is not int or rounds < 1:
            raise RulesError(f"rounds must be a whole number of deals, at least 1, got {rounds!r}")
        self.rules, self.seed, self.rounds_to_play = rules, seed, rounds
        self.names = checks.names(names, 2, "T-TABLE")
        self._rng = random.Random(seed)
        lot = self._rng.randrange(2)
        self.first_dealer = lot if first_dealer is None else first_dealer
        if type(self.first_dealer) is not int or not 0 <= self.first_dealer < 2:
            raise RulesError(f"first_dealer {first_dealer!r} is not a seat: the seats are 0 and 1 (T-TABLE)",
                             rule="T-TABLE")
        self._begin(self.first_dealer)

    # --- the game ------------------------------------------------------------------------------------------

    @property
    def wins(self) -> tuple[int, int]:
        """Deals won by each seat (T-WIN)."""
        won = [0, 0]
        for record in self.rounds:
            if record.outcome.winner is not None:
                won[record.outcome.winner] += 1
        return tuple(won)

    @property
    def totals(self) -> tuple[int, int]:
        """Cards left in hand at the end of each deal, summed per seat (the project's measure)."""
        return tuple(sum(record.outcome.points[seat] for record in self.rounds) for seat in range(2))

    @property
    def standings(self) -> list[tuple[int, int]]:
        """``(wins, cards left)`` per seat."""
        return list(zip(self.wins, self.totals))

    def ranking(self) -> list[int]:
        """Seats best first: more wins, then fewer cards left; a tie keeps seat order."""
        return sorted(range(2), key=lambda seat: (-self.wins[seat], self.totals[seat]))

    def standing(self, seat: int) -> tuple[int, ...]:
        """``seat``'s row in the final ranking: its wins and the cards it was left with."""
        return (self.wins[seat], self.totals[seat])

    def settings(self) -> dict:
        return {"rounds": self.rounds_to_play}

    @property
    def is_over(self) -> bool:
        return len(self.rounds) >= self.rounds_to_play

    @property
    def winner(self) -> int | None:
        """The seat that won the game once it is over (None while it runs, or on a full tie)."""
        if not self.is_over:
            return None
        first, second = self.ranking()
        return None if self.standings[first] == self.standings[second] else first

    def score_sheet(self) -> list[dict]:
        """One row per finished deal: who dealt and who won, how it ended, the cards left per seat."""
        rows = []
        for record in self.rounds:
            row = self._sheet_row(record)
            for seat, name in enumerate(self.names):
                row[f"{name} cards left"] = record.outcome.points[seat]
            rows.append(row)
        return rows

    def _over(self) -> RulesError:
        return RulesError(f"the game is over: all {self.rounds_to_play} deals are played")

    def _next_dealer(self) -> int:
        """The other player deals (T-DEAL)."""
        return 1 - self.dealer

    def __repr__(self) -> str:
        standing = ", ".join(f"{name}: {wins} won, {left} left" for name, (wins, left) in
                             zip(self.names, self.standings))
        where = "over" if self.is_over else f"deal {len(self.rounds) + 1} of {self.rounds_to_play}"
        return f"<Game seed={self.seed} {where} ({standing})>"

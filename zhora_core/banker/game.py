"""A session of the banker game: bank after bank, with each seat's balance.

The first banker is found by drawing cards (JB-BANKER); he banks again after a match (JB-MATCH), and the bank
passes to the left after a miss (JB-MISS). The source names no end: by default the session ends when the bank
has gone round the table once (every seat has held it and lost it), or after ``banks`` banks if given.
``Game`` is the mutable convenience wrapper for notebooks and widgets (``game.play("stake 5")``,
``game.undo()``, ``game.legal_actions``); each step goes through the pure engine.

>>> game = Game(Rules(players=3), seed=2)
>>> game.banker, game.state.phase.value, game.balances
(2, 'stake', (0, 0, 0))
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple

from ..errors import RulesError, excerpt
from ..match import Engine, Match
from .actions import Action, parse_action
from .deal import draw_banker, new_round
from .engine import apply, legal_actions
from .rules import Rules
from .state import Outcome, State

__all__ = ["Game", "BankRecord"]


class BankRecord(NamedTuple):
    """One finished bank of the session: its banker, its seed, every action, and how it was settled."""

    number: int
    banker: int
    seed: int
    actions: tuple[Action, ...]
    outcome: Outcome


class Game(Match):
    """A session of banks. The first banker is drawn by JB-BANKER from ``seed`` unless ``first_banker`` is given;
    the session ends after ``banks`` banks, or by default once the bank has passed all round the table."""

    engine = Engine(Rules, State, new_round, legal_actions, apply, parse_action)
    round_word, match_word, first_keyword = "bank", "session", "first_banker"
    setting_keywords = ("banks",)

    def __init__(self, rules: Rules = Rules(), *, seed: int = 0, names: Sequence[str] | None = None,
                 first_banker: int | None = None, banks: int | None = None) -> None:
        n = self._take_table(rules, seed, names, rules_name="banker.Rules", rule="JB-DECK")
        if banks is not None and (type(banks) is not int or not 1 <= banks <= 100_000):
            raise RulesError(f"banks={excerpt(banks, 20)}: a session is 1 to 100000 banks, or None for once round "
                             "the table")
        self.banks = banks
        self._rng = random.Random(seed)
        drawn, self.draw_events = draw_banker(n, self._rng.getrandbits(32))
        if first_banker is None:
            first_banker = drawn
        elif type(first_banker) is not int or not 0 <= first_banker < n:
            raise RulesError(f"first_banker {excerpt(first_banker, 20)} is not a seat of a {n}-player game "
                             "(JB-BANKER)", rule="JB-BANKER")
        else:
            self.draw_events = ()
        self.first_banker = first_banker
        self.first_dealer = first_banker
        self._begin(first_banker)

    # --- the current bank ----------------------------------------------------------------------------------

    @property
    def banker(self) -> int:
        """The current bank's banker."""
        return self.state.dealer

    def _record(self, state: State) -> BankRecord:
        return BankRecord(len(self.rounds) + 1, state.dealer, self._round_seed, tuple(self._actions), state.outcome)

    def _next_dealer(self) -> int:
        """The same banker after a match (JB-MATCH), the seat on his left after a miss (JB-MISS)."""
        if self.state.outcome.winner is not None:
            return self.banker
        return (self.banker + 1) % self.rules.players

    # --- the session ---------------------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        """After ``banks`` banks; by default once the bank has been lost by every seat in turn, so that it
        comes back to the first banker."""
        if self.banks is not None:
            return len(self.rounds) >= self.banks
        return sum(r.outcome.winner is None for r in self.rounds) >= self.rules.players

    @property
    def balances(self) -> tuple[int, ...]:
        """What each seat has won (+) or lost (−) over the settled banks; they add up to 0."""
        return tuple(sum(r.outcome.points[seat] for r in self.rounds) for seat in range(self.rules.players))

    @property
    def totals(self) -> tuple[int, ...]:
        """The balances, under the name every game's match gives its running totals."""
        return self.balances

    @property
    def standings(self) -> list[tuple[int, int]]:
        """``(balance, banks held)`` per seat."""
        held = [sum(r.banker == seat for r in self.rounds) for seat in range(self.rules.players)]
        return list(zip(self.balances, held))

    def ranking(self) -> list[int]:
        """Seats best first: the higher balance; equal seats in seat order."""
        balances = self.balances
        return sorted(range(self.rules.players), key=lambda seat: (-balances[seat], seat))

    def standing(self, seat: int) -> tuple[int, ...]:
        """``seat``'s row in the final ranking: its balance."""
        return (self.balances[seat],)

    def settings(self) -> dict:
        return {"banks": self.banks}

    @property
    def winner(self) -> int | None:
        """The session's winner once it is over: the highest balance; None while it runs or if the best two are
        level."""
        if not self.is_over:
            return None
        first, second = self.ranking()[:2]
        return None if self.balances[first] == self.balances[second] else first

    def score_sheet(self) -> list[dict]:
        """One row per settled bank: the banker, how it ended, the cards turned, each seat's gain or loss."""
        rows = []
        for record in self.rounds:
            row = {"bank": record.number, "banker": self.names[record.banker], "ending": record.outcome.ending,
                   "turned": record.outcome.turned}
            row.update({name: record.outcome.points[seat] for seat, name in enumerate(self.names)})
            rows.append(row)
        return rows

    def __repr__(self) -> str:
        standing = ", ".join(f"{name}: {b:+d}" for name, b in zip(self.names, self.balances))
        where = "over" if self.is_over else f"bank {len(self.rounds) + (self.state.outcome is None)}"
        return f"<banker.Game seed={self.seed} {where} ({standing})>"

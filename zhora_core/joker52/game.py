"""A whole party of Joker-52: 13 deals of 2 … 8 … 2 cards each, the deal passing clockwise, running totals, and
the winners (J52-DEALS, J52-WIN).

``Game`` is the mutable convenience wrapper for notebooks and widgets (``game.play("bid 2")``, ``game.undo()``,
``game.legal_actions``); each step goes through the pure engine.

>>> game = Game(Rules(), seed=1)
>>> game.schedule[:3], game.state.cards_each, game.state.to_move == (game.dealer + 1) % 3
((2, 3, 4), 2, True)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple

from ..errors import RulesError, excerpt
from ..match import Engine, Match, schedule_place
from .actions import Action, parse_action
from .. import checks
from ..checks import seed as check_seed
from .deal import new_round
from .engine import apply, legal_actions
from .rules import Rules, schedule
from .state import Outcome, State

__all__ = ["Game", "DealRecord"]


class DealRecord(NamedTuple):
    """One finished deal: its number (from 1), dealer, cards each, seed, every action, the outcome, the totals
    after it."""

    number: int
    dealer: int
    cards: int
    seed: int
    actions: tuple[Action, ...]
    outcome: Outcome
    totals: tuple[int, ...]


class Game(Match):
    """A party of Joker-52. The first dealer is drawn by lot from ``seed`` (J52-DEALS); each deal's seed comes
    from the same seed, so a party replays. Deals do not start by themselves: after a deal ends, call
    ``next_round()`` (so a view can show the score)."""

    engine = Engine(Rules, State, new_round, legal_actions, apply, parse_action)
    round_word, match_word = "deal", "party"
    undo_finished = False
    """A finished deal's score stands."""

    def __init__(self, rules: Rules = Rules(), *, seed: int = 0, names: Sequence[str] | None = None,
                 first_dealer: int | None = None) -> None:
        if not isinstance(rules, Rules):
            raise RulesError(f"rules must be a Joker-52 Rules(...), got {excerpt(rules)}")
        n = rules.players
        self.rules = rules
        self.seed = check_seed(seed)
        self.names = checks.names([f"Player {seat + 1}" for seat in range(n)] if names is None else names, n,
                                  "J52-DECK")
        self._rng = random.Random(seed)
        lot = self._rng.randrange(n)
        if first_dealer is not None and (isinstance(first_dealer, bool) or not isinstance(first_dealer, int)
                                         or not 0 <= first_dealer < n):
            raise RulesError(f"first_dealer {excerpt(first_dealer)} is not a seat of a {n}-player game "
                             f"(J52-DEALS)", rule="J52-DEALS")
        self.first_dealer = lot if first_dealer is None else first_dealer
        self.schedule = schedule(rules)
        self.totals: list[int] = [0] * n
        self._begin(self.first_dealer)

    @property
    def deals(self) -> list[DealRecord]:
        """The finished deals: ``rounds``, by the game's own name."""
        return self.rounds

    @property
    def number(self) -> int:
        """The number of the deal being played (or just finished) in the schedule, from 1."""
        return self.round_number

    def _check_play(self) -> None:
        if self._states[-1].outcome is not None:
            raise RulesError("the deal is over: call next_round() (J52-DEALS)", rule="J52-DEALS")

    def _still_running(self) -> RulesError:
        return RulesError("the deal is still being played (J52-DEALS)", rule="J52-DEALS")

    def _over(self) -> RulesError:
        return RulesError(f"the party is over: all {len(self.schedule)} deals are played (J52-WIN)", rule="J52-WIN")

    def _draw_seed(self) -> int:
        return self._rng.randrange(2**32)

    def _new_round(self, dealer: int, seed: int) -> State:
        """The next deal of the schedule (J52-DEALS)."""
        return new_round(self.rules, dealer=dealer, seed=seed,
                         cards=self.schedule[self.first_number - 1 + len(self.rounds)])

    def _place(self, state: State) -> int:
        """The first deal of the schedule with the position's cards each (J52-DEALS)."""
        return schedule_place(self.schedule, state.cards_each, "J52-DEALS")

    def _record(self, state: State) -> DealRecord:
        """The deal's record; its points go on the totals at once."""
        self.totals = [t + p for t, p in zip(self.totals, state.outcome.points)]
        return DealRecord(self.first_number + len(self.rounds), state.dealer, state.cards_each, self._round_seed,
                          tuple(self._actions), state.outcome, tuple(self.totals))

    @property
    def is_over(self) -> bool:
        """Whether all 13 deals have been played (J52-WIN)."""
        return self.first_number - 1 + len(self.deals) == len(self.schedule)

    def standings(self) -> list[tuple[int, int]]:
        """``(seat, total)`` from the highest total down; equal totals in seat order."""
        return sorted(enumerate(self.totals), key=lambda item: (-item[1], item[0]))

    def ranking(self) -> list[int]:
        """Seats best first: the highest total, then seat order."""
        return [seat for seat, _ in self.standings()]

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the highest total once the party is over (several share the win); () while it runs,
        and () for a draw, when every total is equal (J52-WIN)."""
        if not self.is_over or len(set(self.totals)) == 1:
            return ()
        top = max(self.totals)
        return tuple(seat for seat, total in enumerate(self.totals) if total == top)

    @property
    def winner(self) -> int | None:
        """The one seat with the highest total, or None (the party running, a shared win, a draw)."""
        winners = self.winners
        return winners[0] if len(winners) == 1 else None

    @property
    def is_draw(self) -> bool:
        """The party is over and every total is equal (J52-WIN)."""
        return self.is_over and len(set(self.totals)) == 1

    def score_sheet(self) -> list[dict]:
        """The paper sheet's numbers, one row per finished deal (``sheet.sheet_rows``): deal, cards, tricks,
        dealer, and per player the bid, the tricks taken, the points, the joker penalties and the running total."""
        from .sheet import sheet_rows

        return sheet_rows(self)

    def __repr__(self) -> str:
        return f"<Joker-52 party, deal {self.number} of {len(self.schedule)}, totals {self.totals}>"

"""A whole game of Georgian Joker: every deal of the schedule (JK-PULKAS), the dealer passing clockwise from the
first dealer found by the ace (JK-FIRST-DEALER), a premium at the end of each pulka (JK-PREMIUM), and the highest
total wins (JK-WIN).

``Game`` is the mutable wrapper for notebooks and widgets (``game.play("bid 1")``, ``game.undo()``); each step goes
through the pure engine; ``zhora_core.simulate.simulate`` plays deals or whole games between bots.

>>> game = Game(Rules(), seed=3)
>>> game.first_dealer, game.state.cards_each, len(game.schedule)
(0, 1, 24)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple

from ..errors import RulesError
from ..match import Engine, Match, schedule_place
from .actions import Action, parse_action
from .deal import first_dealer as find_first_dealer, new_round
from .engine import apply, legal_actions
from .rules import Rules
from .schedule import pulkas, schedule
from .scoring import premium
from .state import Outcome, State

__all__ = ["Game", "DealRecord"]


class DealRecord(NamedTuple):
    """One finished deal: its number (from 1), pulka (1 to 4), dealer, cards each, seed, every action, how it
    ended, and the running totals after it (a pulka's premium included after its last deal)."""

    number: int
    pulka: int
    dealer: int
    cards: int
    seed: int
    actions: tuple[Action, ...]
    outcome: Outcome
    premium: tuple[int, ...] | None
    """What each seat gained or lost by the premium, on a pulka's last deal; None on the others."""
    totals: tuple[int, ...]


class Game(Match):
    """A game of Georgian Joker over the whole schedule. Deals do not start by themselves: call ``next_round()``
    after one ends."""

    engine = Engine(Rules, State, new_round, legal_actions, apply, parse_action)
    round_word = "deal"

    def __init__(self, rules: Rules = Rules(), *, seed: int = 0, names: Sequence[str] | None = None,
                 first_dealer: int | None = None) -> None:
        p = self._take_table(rules, seed, names, rules_name="joker Rules", rule="JK-PLAYERS")
        self.schedule = schedule(rules)
        self._pulka_of = tuple(k + 1 for k, pulka in enumerate(pulkas(rules)) for _ in pulka)
        if first_dealer is None:
            first_dealer, self.ace_cards = find_first_dealer(p, seed=seed)
        elif type(first_dealer) is not int or not 0 <= first_dealer < p:
            raise RulesError(f"first_dealer={first_dealer!r} is not a seat of a {p}-player game (JK-FIRST-DEALER)",
                             rule="JK-FIRST-DEALER")
        else:
            self.ace_cards = ()
        self.first_dealer = first_dealer
        self._rng = random.Random(seed)
        self._begin(first_dealer)

    # --- the current deal ----------------------------------------------------------------------------------

    @property
    def deal_number(self) -> int:
        """The current deal's number in the schedule, from 1 (the last one's once it is finished)."""
        return self.round_number

    @property
    def pulka(self) -> int:
        """The current deal's pulka, 1 to 4."""
        return self._pulka_of[min(self.deal_number, len(self.schedule)) - 1]

    # --- the game ------------------------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        """Whether every deal of the schedule has been played (JK-WIN)."""
        return self.first_number - 1 + len(self.deals) == len(self.schedule)

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's total: its deal scores and the premiums of the finished pulkas."""
        return self.deals[-1].totals if self.deals else (0,) * self.rules.players

    @property
    def deals(self) -> list[DealRecord]:
        """The finished deals: ``rounds``, by the game's own name."""
        return self.rounds

    @property
    def premiums(self) -> list[tuple[int, ...]]:
        """The premium of every finished pulka, per seat (JK-PREMIUM)."""
        return [d.premium for d in self.deals if d.premium is not None]

    @property
    def standings(self) -> list[tuple[str, int]]:
        return list(zip(self.names, self.totals))

    def ranking(self) -> list[int]:
        """Seats best first: the highest total, then seat order."""
        totals = self.totals
        return sorted(range(self.rules.players), key=lambda s: (-totals[s], s))

    @property
    def winner(self) -> int | None:
        """The seat with the highest total once the game is over; None before, or on a tie at the top."""
        if not self.is_over:
            return None
        best = max(self.totals)
        return self.totals.index(best) if self.totals.count(best) == 1 else None

    def score_sheet(self) -> list[dict]:
        """The paper sheet's numbers, one row per finished deal (``sheet.sheet_rows``): pulka, deal, cards,
        dealer, and per player the bid, the tricks, the deal's points, khishti, the premium on a pulka's last row,
        and the running total."""
        from .sheet import sheet_rows

        return sheet_rows(self)

    def __repr__(self) -> str:
        standing = ", ".join(f"{name}: {total}" for name, total in self.standings)
        where = "over" if self.is_over else f"deal {self.deal_number} of {len(self.schedule)}"
        return f"<Game seed={self.seed} {where} ({standing})>"

    # --- internals -----------------------------------------------------------------------------------------

    def _check_play(self) -> None:
        if self.is_over:
            raise self._over()

    def _over(self) -> RulesError:
        return RulesError("the game is over (JK-WIN)", rule="JK-WIN")

    def _new_round(self, dealer: int, seed: int) -> State:
        """The next deal of the schedule, dealt clockwise from the first dealer (JK-PULKAS)."""
        return new_round(self.rules, dealer=dealer, seed=seed,
                         cards=self.schedule[self.first_number - 1 + len(self.rounds)])

    def _place(self, state: State) -> int:
        """The first deal of the schedule with the position's cards each (JK-PULKAS)."""
        return schedule_place(self.schedule, state.cards_each, "JK-PULKAS")

    def _record(self, state: State) -> DealRecord:
        """The deal's record, with the premium and its totals after a pulka's last deal (JK-PREMIUM)."""
        number = self.first_number + len(self.deals)
        pulka = self._pulka_of[number - 1]
        totals = tuple(t + p for t, p in zip(self.totals, state.outcome.points))
        bonus = None
        if number == len(self.schedule) or self._pulka_of[number] != pulka:
            pulka_deals = [(d.cards, d.outcome.bids, d.outcome.taken) for d in self.deals if d.pulka == pulka]
            pulka_deals.append((state.cards_each, state.outcome.bids, state.outcome.taken))
            bonus = premium(pulka_deals, rules=self.rules)
            totals = tuple(t + b for t, b in zip(totals, bonus))
        return DealRecord(number, pulka, state.dealer, state.cards_each, self._round_seed, tuple(self._actions),
                          state.outcome, bonus, totals)


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


class Game:
    """A game of Georgian Joker over the whole schedule. Deals do not start by themselves: call ``next_round()``
    after one ends."""

    def __init__(self, rules: Rules = Rules(), *, seed: int = 0, names: Sequence[str] | None = None,
                 first_dealer: int | None = None) -> None:
        if not isinstance(rules, Rules):
            raise RulesError(f"rules must be a joker Rules(...), got {type(rules).__name__}")
        if type(seed) is not int or seed < 0:
            raise RulesError(f"a seed is a whole number, got {type(seed).__name__}")
        p = rules.players
        self.rules, self.seed = rules, seed
        self.names = tuple(names) if names is not None else tuple(f"Seat {i}" for i in range(p))
        if len(self.names) != p or len(set(self.names)) != p:
            raise RulesError(f"{p} different names are needed for {p} players (JK-PLAYERS)", rule="JK-PLAYERS")
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
        self.deals: list[DealRecord] = []
        self._start_deal()

    @classmethod
    def from_position(cls, state: State, *, seed: int = 0, names: Sequence[str] | None = None) -> Game:
        """A game whose first deal goes on from ``state`` (a lesson's or a scenario's position, whatever its cards
        each), dealt by its dealer; the later deals follow the schedule from the second, the deal passing
        clockwise."""
        if not isinstance(state, State) or state.outcome is not None:
            raise RulesError("a game can start from a running deal's state only")
        game = cls(state.rules, seed=seed, names=names, first_dealer=state.dealer)
        game._deal_seed = state.seed
        game._states = [state]
        return game

    # --- the current deal ----------------------------------------------------------------------------------

    @property
    def state(self) -> State:
        return self._states[-1]

    @property
    def states(self) -> tuple[State, ...]:
        return tuple(self._states)

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(self._actions)

    @property
    def legal_actions(self) -> tuple[Action, ...]:
        return legal_actions(self.state)

    @property
    def dealer(self) -> int:
        return self.state.dealer

    @property
    def deal_number(self) -> int:
        """The current deal's number, from 1."""
        return len(self.deals) + (self.state.outcome is None)

    @property
    def pulka(self) -> int:
        """The current deal's pulka, 1 to 4."""
        return self._pulka_of[min(self.deal_number, len(self.schedule)) - 1]

    def play(self, action: Action | str) -> State:
        """Apply an action of the player to move; a finished deal is recorded (with the premium after a pulka's
        last deal). Raises IllegalActionError (state unchanged) for an action the rules forbid."""
        if self.is_over:
            raise RulesError("the game is over (JK-WIN)", rule="JK-WIN")
        action = parse_action(action)
        state = apply(self._states[-1], action)
        self._states.append(state)
        self._actions.append(action)
        if state.outcome is not None:
            self._record(state)
        return state

    def undo(self) -> State:
        """Take back the last action of the current deal (a recorded deal is first struck off)."""
        if not self._actions:
            raise RulesError("nothing to undo in this deal")
        if self.state.outcome is not None:
            self.deals.pop()
        self._states.pop()
        self._actions.pop()
        return self.state

    def next_round(self) -> State:
        """Deal the next deal of the schedule; the deal passes clockwise."""
        if self.state.outcome is None:
            raise RulesError("the current deal is still running")
        if self.is_over:
            raise RulesError("the game is over (JK-WIN)", rule="JK-WIN")
        self._start_deal()
        return self.state

    # --- the game ------------------------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        """Whether every deal of the schedule has been played (JK-WIN)."""
        return len(self.deals) == len(self.schedule)

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's total: its deal scores and the premiums of the finished pulkas."""
        return self.deals[-1].totals if self.deals else (0,) * self.rules.players

    @property
    def rounds(self) -> list[DealRecord]:
        """The finished deals (``GameSpec.match``'s name for them): ``deals``."""
        return self.deals

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

    def _start_deal(self) -> None:
        number = len(self.deals)
        dealer = (self.first_dealer + number) % self.rules.players
        self._deal_seed = self._rng.getrandbits(32)
        self._states = [new_round(self.rules, dealer=dealer, seed=self._deal_seed, cards=self.schedule[number])]
        self._actions: list[Action] = []

    def _record(self, state: State) -> None:
        number = len(self.deals) + 1
        pulka = self._pulka_of[number - 1]
        totals = tuple(t + p for t, p in zip(self.totals, state.outcome.points))
        bonus = None
        if number == len(self.schedule) or self._pulka_of[number] != pulka:
            pulka_deals = [(d.cards, d.outcome.bids, d.outcome.taken) for d in self.deals if d.pulka == pulka]
            pulka_deals.append((state.cards_each, state.outcome.bids, state.outcome.taken))
            bonus = premium(pulka_deals, rules=self.rules)
            totals = tuple(t + b for t, b in zip(totals, bonus))
        self.deals.append(DealRecord(number, pulka, state.dealer, state.cards_each, self._deal_seed,
                                     tuple(self._actions), state.outcome, bonus, totals))


"""A session of games of Joe: each game is one round to the first empty hand, and the deal passes clockwise.

The source has no scores and no end to a session: the project plays as many games as there are players (each
deals once) unless told otherwise, and ranks the seats by games won, then by the cards left in their hands
(the project's measure, not a rule). ``Game`` is the mutable convenience wrapper for notebooks and widgets
(``game.play("7♠")``, ``game.undo()``, ``game.legal_actions``); each step goes through the pure engine.

>>> game = Game(Rules(players=3), seed=1)
>>> game.dealer, len(game.state.hands[0]), game.games
(0, 5, 3)
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..errors import RulesError
from ..match import Engine, Match, RoundRecord
from .actions import parse_action
from .deal import new_round
from .engine import apply, legal_actions
from .rules import Rules
from .state import State

__all__ = ["Game", "RoundRecord"]


class Game(Match):
    """A session of ``games`` games of Joe (default: one per player). The first dealer is drawn by lot from
    ``seed`` unless given; the deal passes to the left after every game, a game without a winner included
    (JQ-DEAL). Games do not start by themselves: after one ends, call ``next_round()``."""

    engine = Engine(Rules, State, new_round, legal_actions, apply, parse_action)
    round_word, match_word = "game", "session"
    setting_keywords = ("games",)

    def __init__(self, rules: Rules = Rules(), *, seed: int = 0, names: Sequence[str] | None = None,
                 first_dealer: int | None = None, games: int | None = None) -> None:
        n = self._take_table(rules, seed, names, rules_name="joe.Rules", rule="JQ-PLAYERS")
        self.games = n if games is None else games
        if type(self.games) is not int or not 1 <= self.games <= 1000:
            raise RulesError(f"games={games!r}: a session is 1 to 1000 games")
        self._rng = random.Random(seed)
        lot = self._rng.randrange(n)
        self.first_dealer = lot if first_dealer is None else first_dealer
        if type(self.first_dealer) is not int or not 0 <= self.first_dealer < n:
            raise RulesError(f"first_dealer {first_dealer!r} is not a seat of a {n}-player game (JQ-DEAL)",
                             rule="JQ-DEAL")
        self._begin(self.first_dealer)

    # --- the session ---------------------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return len(self.rounds) >= self.games

    @property
    def wins(self) -> tuple[int, ...]:
        """Games won per seat."""
        return tuple(sum(r.outcome.winner == seat for r in self.rounds) for seat in range(self.rules.players))

    @property
    def totals(self) -> tuple[int, ...]:
        """Cards left in hand at the end of each game, summed per seat (the project's measure, not a rule)."""
        return tuple(sum(r.outcome.points[seat] for r in self.rounds) for seat in range(self.rules.players))

    @property
    def standings(self) -> list[tuple[int, int]]:
        """``(wins, cards left)`` per seat."""
        return list(zip(self.wins, self.totals))

    def ranking(self) -> list[int]:
        """Seats best first: more wins, then fewer cards left; equal seats in seat order."""
        return sorted(range(self.rules.players), key=lambda seat: (-self.wins[seat], self.totals[seat], seat))

    def standing(self, seat: int) -> tuple[int, ...]:
        """``seat``'s row in the final ranking: its wins and the cards it was left with."""
        return (self.wins[seat], self.totals[seat])

    def settings(self) -> dict:
        return {"games": self.games}

    @property
    def winner(self) -> int | None:
        """The session's winner once it is over: the first of ``ranking``; None while it runs, if nobody won a
        game, or if the best two are level."""
        if not self.is_over:
            return None
        first, second = self.ranking()[:2]
        if self.wins[first] == 0 or self.standings[first] == self.standings[second]:
            return None
        return first

    def score_sheet(self) -> list[dict]:
        """One row per finished game: who dealt, who won (None without a winner), how it ended, the cards left."""
        rows = []
        for record in self.rounds:
            row = self._sheet_row(record)
            row.update({f"{name} cards left": record.outcome.points[seat] for seat, name in enumerate(self.names)})
            rows.append(row)
        return rows

    def _over(self) -> RulesError:
        return RulesError(f"the session is over: all {self.games} games are played")

    def __repr__(self) -> str:
        standing = ", ".join(f"{name}: {w} won" for name, w in zip(self.names, self.wins))
        where = "over" if self.is_over else f"game {len(self.rounds) + (self.state.outcome is None)}"
        return f"<joe.Game seed={self.seed} {where} of {self.games} ({standing})>"

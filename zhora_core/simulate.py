"""Play many rounds or whole games of Zhora with given bots and rules, from one seed; tidy records out.

Every round records its own seed and dealer, so any single round can be replayed with ``new_round``.

>>> sim = simulate(Rules(players=3), bots=["heuristic", "random", "random"], rounds=20, seed=1)
>>> len(sim.records), sim.records[0].players
(20, 3)
>>> sim == simulate(Rules(players=3), bots=["heuristic", "random", "random"], rounds=20, seed=1)
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import asdict, dataclass

from .bots import Bot, make_bot
from .errors import RulesError
from .zhora.deal import new_round
from .zhora.engine import apply, legal_actions
from .zhora.game import Game
from .zhora.rules import Rules
from .zhora.state import State

__all__ = ["RoundRecord", "GameRecord", "Simulation", "play_round", "play_game", "simulate"]


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """One simulated round."""

    seed: int
    dealer: int
    players: int
    rules: str
    winner: int | None
    ending: str
    finish: str
    turns: int
    draws: int
    restocks: int
    stalemate: bool
    points: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One simulated game to ЖОРА."""

    seed: int
    players: int
    rules: str
    rounds: int
    stalemates: int
    winner: int
    losers: tuple[int, ...]
    ranking: tuple[int, ...]
    totals: tuple[int, ...]
    letters: tuple[str, ...]
    turns: int


@dataclass(frozen=True)
class Simulation:
    """The records of a simulation, and how it was set up."""

    rules: Rules
    bots: tuple[str, ...]
    seed: int
    records: tuple[RoundRecord, ...] | tuple[GameRecord, ...]

    def to_frame(self):
        """A pandas DataFrame, one row per round or game; per-seat tuples become columns ``points_0`` …"""
        import pandas as pd

        rows = []
        for record in self.records:
            row = asdict(record)
            for name in ("points", "totals", "letters"):
                if name in row:
                    row.update({f"{name}_{seat}": v for seat, v in enumerate(row.pop(name))})
            for name in ("losers", "ranking"):
                if name in row:
                    row[name] = " ".join(map(str, row[name]))
            rows.append(row)
        return pd.DataFrame(rows)


def _bots(rules: Rules, bots: Sequence[str | Bot] | None) -> tuple[Bot, ...]:
    chosen = tuple(make_bot(b) for b in (bots if bots is not None else ["heuristic"] * rules.players))
    if len(chosen) != rules.players:
        raise RulesError(f"{len(chosen)} bots for {rules.players} players (Z-PLAYERS)", rule="Z-PLAYERS")
    return chosen


def play_round(state: State, bots: Sequence[Bot], rng: random.Random) -> State:
    """Let the bots play ``state`` to the end of its round; each bot sees only its own view."""
    while state.outcome is None:
        seat = state.to_move
        legal = legal_actions(state)
        action = legal[0] if len(legal) == 1 else bots[seat].choose(state.view(seat), legal, rng)
        state = apply(state, action)
    return state


def play_game(game: Game, bots: Sequence[Bot], rng: random.Random) -> Game:
    """Let the bots play ``game`` until someone has ЖОРА (Z-END)."""
    while True:
        state = game.state
        while state.outcome is None:
            seat = state.to_move
            legal = legal_actions(state)
            state = game.play(legal[0] if len(legal) == 1 else bots[seat].choose(state.view(seat), legal, rng))
        if game.is_over:
            return game
        game.next_round()


def simulate(rules: Rules = Rules(), *, bots: Sequence[str | Bot] | None = None, rounds: int | None = None,
             games: int | None = None, seed: int = 0) -> Simulation:
    """Simulate ``rounds`` single rounds or ``games`` whole games (exactly one of the two) from ``seed``.

    Round ``k`` (or game ``k``) gets its own seed drawn from ``seed``, recorded so it can be replayed; the bots'
    choices use a ``random.Random`` seeded with that same number.
    """
    if (rounds is None) == (games is None):
        raise RulesError("give exactly one of rounds= or games=")
    count = rounds if rounds is not None else games
    if isinstance(count, bool) or not isinstance(count, int) or count < 0:
        raise RulesError(f"the number of rounds or games must be a whole number ≥ 0, got {count!r}")
    players = _bots(rules, bots)
    master = random.Random(seed)
    seeds = [master.getrandbits(32) for _ in range(count)]
    changed = ", ".join(f"{k}={v}" for k, v in rules.changed().items() if k != "players")
    if rounds is not None:
        records = tuple(_round_record(rules, players, s, s % rules.players, changed) for s in seeds)
    else:
        records = tuple(_game_record(rules, players, s, changed) for s in seeds)
    return Simulation(rules, tuple(b.name for b in players), seed, records)


def _round_record(rules: Rules, bots: Sequence[Bot], seed: int, dealer: int, changed: str) -> RoundRecord:
    state = play_round(new_round(rules, dealer=dealer, seed=seed), bots, random.Random(seed))
    outcome = state.outcome
    return RoundRecord(seed, dealer, rules.players, changed, outcome.winner, outcome.ending,
                       " ".join(map(str, outcome.finish)), state.turns, state.draws, state.restocks,
                       outcome.is_stalemate, outcome.points)


def _game_record(rules: Rules, bots: Sequence[Bot], seed: int, changed: str) -> GameRecord:
    game = play_game(Game(rules, seed=seed), bots, random.Random(seed))
    order = game.ranking()
    losers = tuple(seat for seat, word in enumerate(game.letters) if len(word) == 4)
    return GameRecord(seed, rules.players, changed, len(game.rounds),
                      sum(r.outcome.is_stalemate for r in game.rounds), order[0], losers, tuple(order),
                      tuple(game.totals), tuple(game.letters), sum(r.turns for r in game.rounds))

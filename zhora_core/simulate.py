"""Play many rounds or whole games of Zhora with given bots and rules, from one seed; tidy records out.

Every round records its own seed and dealer, so any single round can be replayed with ``new_round``.

>>> sim = simulate(Rules(players=3), bots=["heuristic", "random", "random"], rounds=20, seed=1)
>>> len(sim.records), sim.records[0].players
(20, 3)
>>> sim == simulate(Rules(players=3), bots=["heuristic", "random", "random"], rounds=20, seed=1)
True
"""

from __future__ import annotations

import os
import random
from collections.abc import Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import asdict, dataclass
from functools import partial

from .bots import Bot, make_bot
from .errors import RulesError, excerpt
from .zhora.deal import check_seed, new_round
from .zhora.engine import apply, legal_actions
from .zhora.game import Game
from .zhora.rules import Rules
from .zhora.scoring import tally
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
    first_dealer: int
    """Drawn by lot from the game's seed (Z-DEALER); ``round_dealers`` follows the winners from it."""
    round_dealers: tuple[int, ...]
    round_points: tuple[tuple[int, ...], ...]
    """Points per seat in each round, in order (with ``round_winners`` and ``round_endings``)."""
    round_winners: tuple[int | None, ...]
    round_endings: tuple[str, ...]


@dataclass(frozen=True)
class Simulation:
    """The records of a simulation, and how it was set up."""

    rules: Rules
    kind: str
    """``"rounds"`` or ``"games"``: what each record is."""
    bots: tuple[str, ...]
    seed: int
    records: tuple[RoundRecord, ...] | tuple[GameRecord, ...]
    complete: bool = True
    """False when the run was interrupted: ``records`` then holds the part that finished, in order."""

    def to_frame(self):
        """A pandas DataFrame, one row per round or game; per-seat tuples become columns ``points_0`` …"""
        import pandas as pd

        rows = []
        for record in self.records:
            row = {k: v for k, v in asdict(record).items() if not k.startswith("round_")}
            for name in ("points", "totals", "letters"):
                if name in row:
                    row.update({f"{name}_{seat}": v for seat, v in enumerate(row.pop(name))})
            for name in ("losers", "ranking"):
                if name in row:
                    row[name] = " ".join(map(str, row[name]))
            rows.append(row)
        return pd.DataFrame(rows)


    def rounds_frame(self):
        """For a simulation of games: one row per round of every game, with the standings after it."""
        import pandas as pd

        rows = []
        for game in self.records:
            totals, letters = [0] * game.players, [""] * game.players
            for number, (points, winner, ending) in enumerate(
                    zip(game.round_points, game.round_winners, game.round_endings), start=1):
                for seat in range(game.players):
                    totals[seat], letters[seat] = tally(totals[seat], letters[seat], points[seat])
                row = {"game_seed": game.seed, "round": number, "winner": winner, "ending": ending}
                row |= {f"points_{i}": p for i, p in enumerate(points)}
                row |= {f"totals_{i}": t for i, t in enumerate(totals)}
                row |= {f"letters_{i}": w for i, w in enumerate(letters)}
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
             games: int | None = None, seed: int = 0, workers: int | None = None, executor: Executor | None = None,
             progress: bool = False, chunk: int | None = None) -> Simulation:
    """Simulate ``rounds`` single rounds or ``games`` whole games (exactly one of the two) from ``seed``.

    Round ``k`` (or game ``k``) gets its own seed drawn from ``seed``, recorded so it can be replayed; the bots'
    choices use a ``random.Random`` seeded with that same number. So the records are the same whatever the
    number of ``workers`` (processes; ``None`` means one per core) or the ``executor`` (any
    ``concurrent.futures.Executor``, e.g. a Dask client's ``get_executor()``, used instead of ``workers``). ``progress=True``
    shows a progress bar; an interrupt (Ctrl-C, the notebook's stop button) returns what has finished, with
    ``complete=False``.
    """
    if (rounds is None) == (games is None):
        raise RulesError("give exactly one of rounds= or games=")
    count = rounds if rounds is not None else games
    if isinstance(count, bool) or not isinstance(count, int) or count < 0:
        raise RulesError(f"the number of rounds or games must be a whole number ≥ 0, got {excerpt(count)}")
    if workers is not None and (isinstance(workers, bool) or not isinstance(workers, int) or workers < 1):
        raise RulesError(f"workers must be a whole number ≥ 1 or None (one per core), got {excerpt(workers)}")
    check_seed(seed)
    players = _bots(rules, bots)
    master = random.Random(seed)
    seeds = [master.getrandbits(32) for _ in range(count)]
    kind = "rounds" if rounds is not None else "games"
    workers = workers or os.cpu_count() or 1
    size = chunk or max(10, min(200, -(-count // (workers * 4))))
    chunks = [seeds[i:i + size] for i in range(0, count, size)]
    job = partial(_play_chunk, rules, players, kind)
    records: list = []
    complete = True
    bar = _progress_bar(count, kind) if progress else None
    own_pool = executor is None and workers > 1 and len(chunks) > 1 and count >= _PARALLEL_FROM[kind]
    pool = ProcessPoolExecutor(workers) if own_pool else executor
    try:
        results = map(job, chunks) if pool is None else pool.map(job, chunks)
        for done in results:
            records.extend(done)
            if bar is not None:
                bar.update(len(done))
    except KeyboardInterrupt:
        complete = False
    finally:
        if bar is not None:
            bar.close()
        if own_pool:
            pool.shutdown(wait=complete, cancel_futures=True)
    return Simulation(rules, kind, tuple(b.name for b in players), seed, tuple(records), complete)


_PARALLEL_FROM = {"rounds": 200, "games": 10}
"""Smaller runs are played in this process: starting worker processes would take longer than the run."""


def _play_chunk(rules: Rules, bots: Sequence[Bot], kind: str, seeds: Sequence[int]) -> list:
    changed = ", ".join(f"{k}={v}" for k, v in rules.changed().items() if k != "players")
    if kind == "rounds":
        return [_round_record(rules, bots, s, s % rules.players, changed) for s in seeds]
    return [_game_record(rules, bots, s, changed) for s in seeds]


def _progress_bar(total: int, kind: str):
    try:
        from tqdm.auto import tqdm
    except ImportError:  # tqdm is optional for the engine
        return None
    return tqdm(total=total, unit=kind[:-1], desc=f"simulating {kind}")


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
    rounds = game.rounds
    return GameRecord(seed, rules.players, changed, len(rounds), sum(r.outcome.is_stalemate for r in rounds),
                      order[0], losers, tuple(order), tuple(game.totals), tuple(game.letters),
                      sum(r.turns for r in rounds), game.first_dealer, tuple(r.dealer for r in rounds),
                      tuple(r.outcome.points for r in rounds),
                      tuple(r.outcome.winner for r in rounds), tuple(r.outcome.ending for r in rounds))

"""Play many rounds or whole games of any registered game with given bots and rules, from one seed; tidy records
out. The rules object says which game (``zhora_core.games``).

Every round records its own seed and dealer, so any single round can be replayed with the game's ``new_round``.

>>> from zhora_core.zhora import Rules
>>> sim = simulate(Rules(players=3), bots=["heuristic", "random", "random"], rounds=20, seed=1)
>>> len(sim.records), sim.records[0].players, sim.records[0].game
(20, 3, 'zhora')
>>> sim == simulate(Rules(players=3), bots=["heuristic", "random", "random"], rounds=20, seed=1)
True
>>> from zhora_core import joe
>>> simulate(joe.Rules(), rounds=2, seed=1).to_frame().columns[:8].tolist()
['seed', 'dealer', 'players', 'rules', 'winner', 'ending', 'turns', 'draws']
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass, fields
from functools import partial
from typing import Any, NamedTuple

from .bots import Bot, make_bot
from .errors import BotError, RulesError, excerpt
from .games import DEFAULT
from .games import spec as game_spec
from .protocol import GameSpec, PerSeat
from .checks import seed as check_seed
from .checks import whole

__all__ = ["RoundRecord", "GameRecord", "Simulation", "PlayCounts", "PerSeat", "LIMITS", "WORKERS", "play_round",
           "play_game", "simulate", "check_size", "check_workers", "places", "round_places"]


class _Extra:
    """Reads a record's game-specific measures (``extra``) as attributes: ``record.turns``, ``record.letters``."""

    __slots__ = ()

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_") or name == "extra":
            raise AttributeError(name)
        for key, value in self.extra:
            if key == name:
                return value
        raise AttributeError(f"{type(self).__name__} of {self.game!r} has no {name!r}")


@dataclass(frozen=True, slots=True)
class RoundRecord(_Extra):
    """One simulated round of any game: what every game has, then the game's own measures (``extra``, from
    its ``record(state)``: Zhora's ``finish``, ``turns``, ``draws``, ``restocks``, ``stalemate``), which read as
    attributes and become ``to_frame`` columns in their order."""

    seed: int
    dealer: int
    players: int
    rules: str
    winner: int | None
    ending: str
    points: tuple[int, ...]
    extra: tuple[tuple[str, Any], ...] = ()
    game: str = DEFAULT
    first: int | None = None
    """The seat to move when the round was dealt (who opens: the seat after the dealer, or Joe's by the
    face-up cards)."""
    decisions: int = 0
    """How many times a seat was to move (``PlayCounts``)."""
    seat_turns: int = 0
    """How many turns the round had: runs of decisions by one seat (a turn that stays with its player, or a run
    of plays, is one turn; the game's own ``turns`` counts actions)."""
    choices: int = 0
    """How many of those decisions offered more than one legal action."""
    legal_actions: int = 0
    """The legal actions offered, summed over the decisions (divided by ``decisions``: the branching factor)."""
    convergence: float | None = None
    """The least-squares slope of the legal actions against the decision's place in the round (0 the first,
    1 the last): negative when the choices narrow as the round goes on; None with fewer than two decisions."""


@dataclass(frozen=True, slots=True)
class GameRecord(_Extra):
    """One simulated whole game (Zhora's to ЖОРА, a match of another game), with each round's points, winner,
    ending and places (0 the best, equal points sharing a place: the game says whether fewer points are better),
    and the seats' ranking after every round; Zhora's ``stalemates``, ``losers``, ``letters`` and
    ``first_dealer`` are in ``extra``."""

    seed: int
    players: int
    rules: str
    rounds: int
    winner: int | None
    ranking: tuple[int, ...]
    totals: tuple[int, ...]
    turns: int
    round_dealers: tuple[int, ...]
    round_points: tuple[tuple[int, ...], ...]
    round_winners: tuple[int | None, ...]
    round_endings: tuple[str, ...]
    round_places: tuple[tuple[int, ...], ...]
    round_rankings: tuple[tuple[int, ...], ...]
    """The seats best first after each round, by the game's own standings."""
    extra: tuple[tuple[str, Any], ...] = ()
    game: str = DEFAULT
    round_firsts: tuple[int, ...] = ()
    """The seat to move when each round was dealt."""
    decisions: int = 0
    """The decisions of the whole game (``PlayCounts``, summed over its rounds)."""
    seat_turns: int = 0
    choices: int = 0
    legal_actions: int = 0
    round_convergence: tuple[float | None, ...] = ()
    """Each round's ``convergence`` (see ``RoundRecord``)."""


def places(points: Sequence[float], lower_is_better: bool) -> tuple[int, ...]:
    """Each seat's place by its points, 0 the best; equal points share a place.

    >>> places((0, 12, 5, 12), lower_is_better=True), places((3, -1, 3), lower_is_better=False)
    ((0, 2, 1, 2), (0, 2, 0))
    """
    sign = 1 if lower_is_better else -1
    return tuple(sum(sign * other < sign * mine for other in points) for mine in points)


def round_places(record: RoundRecord) -> tuple[int, ...]:
    """Each seat's place in one simulated round by its points, 0 the best, in its game's direction
    (``GameSpec.lower_is_better``)."""
    return places(record.points, game_spec(record.game).lower_is_better)


@dataclass(frozen=True)
class Simulation:
    """The records of a simulation, and how it was set up."""

    rules: Any
    """The rules simulated (they say which game)."""
    kind: str
    """``"rounds"`` or ``"games"``: what each record is."""
    bots: tuple[str, ...]
    seed: int
    records: tuple[RoundRecord, ...] | tuple[GameRecord, ...]
    complete: bool = True
    """False when the run was interrupted: ``records`` then holds the part that finished, in order."""

    def to_frame(self):
        """A pandas DataFrame, one row per round or game: the points, the totals and a game's measures of one value
        per seat (``PerSeat``) become columns ``points_0`` …, after the others; other tuples (the ranking, Zhora's
        losers) are written out, their items separated by spaces."""
        import pandas as pd

        rows = []
        for record in self.records:
            row = {}
            for f in fields(record):
                if f.name == "extra":
                    row.update(record.extra)
                elif f.name not in ("game", "first") and not f.name.startswith("round_"):
                    row[f.name] = getattr(record, f.name)
            per_seat = [name for name, value in row.items() if isinstance(value, PerSeat)]
            for name in ("points", "totals", *per_seat):
                if name in row:
                    row.update({f"{name}_{seat}": v for seat, v in enumerate(row.pop(name))})
            rows.append({name: " ".join(map(str, value)) if isinstance(value, tuple) else value
                         for name, value in row.items()})
        return pd.DataFrame(rows)


    def rounds_frame(self):
        """For a simulation of games: one row per round of every game, with the standings after it in the game's
        own columns (its match's ``round_columns``: Zhora's totals and letters; another game's places in the round
        and the leader after it)."""
        import pandas as pd

        rows = []
        for game in self.records:
            own = game_spec(game.game).match.round_columns(game)
            for number, (points, winner, ending, columns) in enumerate(
                    zip(game.round_points, game.round_winners, game.round_endings, own), start=1):
                row = {"game_seed": game.seed, "round": number, "winner": winner, "ending": ending}
                row |= {f"points_{i}": p for i, p in enumerate(points)}
                rows.append(row | columns)
        return pd.DataFrame(rows)


def _bots(spec: GameSpec, rules: Any, bots: Sequence[str | Bot] | None) -> tuple[Bot, ...]:
    """The bots of a simulation, one per seat, each a bot of this game (a bot that says it plays another game,
    by its ``game``, is refused before the first round)."""
    if bots is not None and (isinstance(bots, (str, bytes)) or not isinstance(bots, Sequence)):
        raise RulesError(f"bots= is a list of one bot per seat, got {excerpt(bots, 24)}")
    chosen = tuple(make_bot(b, game=spec) for b in (bots if bots is not None else ["heuristic"] * rules.players))
    if len(chosen) != rules.players:
        rule = spec.players_rule
        raise RulesError(f"{len(chosen)} bots for {rules.players} players ({rule})", rule=rule)
    for seat, bot in enumerate(chosen):
        other = getattr(bot, "game", spec.name)
        if other != spec.name:
            raise RulesError(f"the {bot.name!r} bot at seat {seat} plays {excerpt(other, 20)}, not {spec.name!r}: "
                             f"make it with make_bot({bot.name!r}, game={spec.name!r})")
    return chosen


class PlayCounts(NamedTuple):
    """What any game's round asks of its players: the ``decisions`` (a seat to move), the ``seat_turns`` (runs
    of decisions by one seat), the ``choices`` (decisions with more than one legal action), the
    ``legal_actions`` summed over the decisions, and their ``convergence`` (the least-squares slope of the legal
    actions against the decision's place in the round, 0 the first and 1 the last; None with fewer than two
    decisions)."""

    decisions: int
    seat_turns: int
    choices: int
    legal_actions: int
    convergence: float | None

    @classmethod
    def of(cls, decisions: int, turns: int, choices: int, legal: int, moment: int) -> PlayCounts:
        """From the running sums of a round: ``legal`` = Σ kᵢ and ``moment`` = Σ i·kᵢ over its decisions
        i = 0, 1, … with kᵢ legal actions."""
        if decisions < 2:
            return cls(decisions, turns, choices, legal, None)
        d = decisions
        # the slope of k against i is (Σ i·k - mean(i)·Σ k) / Σ (i - mean(i))²; against i / (d - 1), times d - 1
        slope = (moment - (d - 1) / 2 * legal) / (d * (d * d - 1) / 12)
        return cls(d, turns, choices, legal, slope * (d - 1))


def _play_out(state: Any, step: Callable[[Any, Any], Any], legal_actions: Callable, bots: Sequence[Bot],
              rng: random.Random, counts: list | None) -> Any:
    """Let the bots play ``state`` to the end of its round, ``step(state, action)`` making each move; ``counts``,
    a list, gets the round's ``PlayCounts`` appended."""
    decisions = turns = choices = total = moment = 0
    last = None
    while state.outcome is None:
        seat = state.to_move
        if seat != last:
            turns += 1
            last = seat
        legal = legal_actions(state)
        k = len(legal)
        total += k
        moment += decisions * k
        decisions += 1
        if k == 1:
            state = step(state, legal[0])
            continue
        choices += 1
        action = None
        try:
            action = bots[seat].choose(state.view(seat), legal, rng)
            state = step(state, action)
        except Exception as error:  # StopIteration too: it must not end a simulation's loop quietly
            raise _failed(bots[seat], seat, state, legal, action, error) from error
    if counts is not None:
        counts.append(PlayCounts.of(decisions, turns, choices, total, moment))
    return state


def _failed(bot: Bot, seat: int, state: Any, legal: tuple, action: Any, error: Exception) -> BotError:
    """The error of a bot that raised, or chose what the rules refuse, in the round of ``state``."""
    shown = ", ".join(map(str, legal[:3])) + (", …" if len(legal) > 3 else "")
    what = "raised" if action is None else f"chose {excerpt(action, 30)}, refused"
    reason = str(error)
    reason = reason if len(reason) <= 80 else reason[:80] + "…"
    return BotError(f"the {getattr(bot, 'name', type(bot).__name__)!r} bot at seat {seat} {what} in the round of "
                    f"seed {state.seed}, asked to choose among {len(legal)} actions ({shown}): "
                    f"{type(error).__name__}: {reason}")


def play_round(state: Any, bots: Sequence[Bot], rng: random.Random, *, counts: list | None = None) -> Any:
    """Let the bots play ``state`` (of any game) to the end of its round; each bot sees only its own view.
    ``counts``, a list, gets the round's ``PlayCounts`` appended."""
    spec = game_spec(state)
    return _play_out(state, spec.apply, spec.legal_actions, bots, rng, counts)


def play_game(game: Any, bots: Sequence[Bot], rng: random.Random, *, on_round=None, on_deal=None,
              counts: list | None = None) -> Any:
    """Let the bots play ``game`` (a game's ``match``: Zhora's to ЖОРА, another game's match) to its end;
    ``on_deal(game, state)`` is told of every round as dealt, ``on_round(game, state)`` of every finished one,
    and ``counts``, a list, gets each round's ``PlayCounts`` appended."""
    legal_actions = game_spec(game.rules).legal_actions

    def step(state: Any, action: Any) -> Any:
        return game.play(action)

    while True:
        state = game.state
        if on_deal is not None:
            on_deal(game, state)
        state = _play_out(state, step, legal_actions, bots, rng, counts)
        if on_round is not None:
            on_round(game, state)
        if game.is_over:
            return game
        game.next_round()


def simulate(rules: Any = None, *, bots: Sequence[str | Bot] | None = None, rounds: int | None = None,
             games: int | None = None, seed: int = 0, workers: int | None = None, executor: Executor | None = None,
             progress: bool = False, chunk: int | None = None,
             on_done: Callable[[int], Any] | None = None) -> Simulation:
    """Simulate ``rounds`` single rounds or ``games`` whole games (exactly one of the two) of the game whose
    ``rules`` these are (None: the default game's default rules, ``games.DEFAULT``), from ``seed``.

    Round ``k`` (or game ``k``) gets its own seed drawn from ``seed``, recorded so it can be replayed; the bots'
    choices use a ``random.Random`` seeded with that same number. A game whose rounds differ in size (its spec's
    ``schedule``, Joker's pulkas) deals round ``k`` as the ``k``-th of its whole game's schedule, game after game
    (its ``cards`` measure says how many cards each, for the replay). So the records are the same whatever the
    number of ``workers`` (processes; ``None`` means one per core) or the ``executor`` (any
    ``concurrent.futures.Executor``, e.g. a Dask client's ``get_executor()``, used instead of ``workers``). ``progress=True``
    shows a progress bar, and ``on_done(k)`` (e.g. a bar shared by several simulations) is told of every ``k``
    records finished; an interrupt (Ctrl-C, the notebook's stop button) returns what has finished, with
    ``complete=False``.
    """
    kind, count = check_size(rounds, games)
    check_workers(workers)
    if chunk is not None and (type(chunk) is not int or chunk < 1):
        raise RulesError(f"chunk= is a whole number of {kind} ≥ 1, or None, got {excerpt(chunk, 24)}")
    if executor is not None and not callable(getattr(executor, "map", None)):
        raise RulesError(f"executor= is a concurrent.futures.Executor, or None, got {excerpt(executor, 24)}")
    if on_done is not None and not callable(on_done):
        raise RulesError(f"on_done= is a function of the records done, or None, got {excerpt(on_done, 24)}")
    check_seed(seed)
    if rules is None:
        rules = game_spec(DEFAULT).Rules()
    spec = game_spec(rules)
    if games is not None and spec.match is None:
        raise RulesError(f"the game {spec.name!r} has no whole game to simulate: use rounds=")
    players = _bots(spec, rules, bots)
    master = random.Random(seed)
    numbered = tuple(enumerate(master.getrandbits(32) for _ in range(count)))
    workers = workers or os.cpu_count() or 1
    size = chunk or max(10, min(200, -(-count // (workers * 4))))
    chunks = [numbered[i:i + size] for i in range(0, count, size)]
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
            if on_done is not None:
                on_done(len(done))
    except KeyboardInterrupt:
        complete = False
    finally:
        if bar is not None:
            bar.close()
        if own_pool:
            pool.shutdown(wait=complete, cancel_futures=True)
    return Simulation(rules, kind, tuple(b.name for b in players), seed, tuple(records), complete)


LIMITS = {"rounds": 500_000, "games": 50_000}
"""The most rounds, or whole games, one simulation plays (its records are kept in memory: split a larger run)."""
WORKERS = 256
"""The most worker processes a simulation starts."""


def check_size(rounds: Any, games: Any) -> tuple[str, int]:
    """``("rounds", rounds)`` or ``("games", games)``, whichever is given (exactly one), a whole number within
    ``LIMITS``; else RulesError. Every entry point that simulates checks its counts here, before any work."""
    if (rounds is None) == (games is None):
        raise RulesError("give exactly one of rounds= or games=")
    kind = "rounds" if rounds is not None else "games"
    return kind, whole(rounds if games is None else games, kind, 0, LIMITS[kind])


def check_workers(workers: Any) -> None:
    """RulesError unless ``workers`` is None (one per core) or a whole number from 1 to ``WORKERS``."""
    if workers is not None:
        whole(workers, "workers", 1, WORKERS)

_PARALLEL_FROM = {"rounds": 200, "games": 10}
"""Smaller runs are played in this process: starting worker processes would take longer than the run."""


def _play_chunk(rules: Any, bots: Sequence[Bot], kind: str, seeds: Sequence[tuple[int, int]]) -> list:
    """The records of the numbered seeds ``(k, seed)`` of one chunk."""
    spec = game_spec(rules)
    changed = ", ".join(f"{k}={v}" for k, v in rules.changed().items() if k != "players")
    if kind == "games":
        return [_game_record(spec, rules, bots, s, changed) for _, s in seeds]
    schedule = tuple(spec.schedule(rules)) if spec.schedule is not None else ()
    return [_round_record(spec, rules, bots, s, s % rules.players, changed,
                          {"cards": schedule[k % len(schedule)]} if schedule else {}) for k, s in seeds]


def _progress_bar(total: int, kind: str):
    try:
        from tqdm.auto import tqdm
    except ImportError:  # tqdm is optional for the engine
        return None
    return tqdm(total=total, unit=kind[:-1], desc=f"simulating {kind}")


def _measures(spec: GameSpec, state: Any) -> tuple[str, tuple[tuple[str, Any], ...]]:
    """A finished round's ending and the game's own measures of it (``record(state)``, less the ending and the
    winner, which every record has)."""
    measures = dict(spec.record(state))
    ending = measures.pop("ending")
    measures.pop("winner", None)
    return ending, tuple(measures.items())


def _round_record(spec: GameSpec, rules: Any, bots: Sequence[Bot], seed: int, dealer: int, changed: str,
                  size: dict) -> RoundRecord:
    start = spec.new_round(rules, dealer=dealer, seed=seed, **size)
    counts: list[PlayCounts] = []
    state = play_round(start, bots, random.Random(seed), counts=counts)
    outcome = state.outcome
    ending, extra = _measures(spec, state)
    return RoundRecord(seed, dealer, rules.players, changed, outcome.winner, ending, tuple(outcome.points), extra,
                       spec.name, start.to_move, *counts[0])


def _game_record(spec: GameSpec, rules: Any, bots: Sequence[Bot], seed: int, changed: str) -> GameRecord:
    states, rankings, firsts, counts = [], [], [], []

    def on_deal(game, state):
        firsts.append(state.to_move)

    def on_round(game, state):
        states.append(state)
        rankings.append(tuple(game.ranking()))

    game = play_game(spec.match(rules, seed=seed), bots, random.Random(seed), on_round=on_round,
                     on_deal=on_deal, counts=counts)
    lower = spec.lower_is_better
    ending_and_extras = [_measures(spec, state) for state in states]
    points = tuple(tuple(state.outcome.points) for state in states)
    extra = tuple(game.measures().items())
    return GameRecord(seed, rules.players, changed, len(states), rankings[-1][0], rankings[-1], tuple(game.totals),
                      sum(dict(e)["turns"] for _, e in ending_and_extras), tuple(state.dealer for state in states),
                      points, tuple(state.outcome.winner for state in states),
                      tuple(ending for ending, _ in ending_and_extras), tuple(places(p, lower) for p in points),
                      tuple(rankings), extra, spec.name, tuple(firsts), sum(c.decisions for c in counts),
                      sum(c.seat_turns for c in counts), sum(c.choices for c in counts),
                      sum(c.legal_actions for c in counts), tuple(c.convergence for c in counts))

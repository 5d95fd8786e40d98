"""One measuring stick for every game: ``compare_games`` puts games through the same measurements and returns one
tidy frame, a row per game × player count × measure, each with an estimate and a 95% interval.

Every measure is taken from simulations of whole games (``zhora_core.simulate``), the same names for every game:

- ``decisions_per_round``: the times a seat was to move in a round (``GameRecord.decisions`` / ``rounds``);
- ``turns_per_round``: the turns in a round, a turn being a run of decisions by one seat (``seat_turns``: a
  turn that stays with its player, Zhora's 7, K♥ and ace, or Thirteen's run of plays, is one turn);
- ``rounds_per_game``, ``decisions_per_game``: the length of a whole game;
- ``stalemate_share``: the share of rounds that ended in a stalemate (0 for a game that cannot stall);
- ``branching``: the mean legal actions per decision (the branching factor);
- ``convergence``: the mean over rounds of the least-squares slope of the legal actions against the decision's
  place in the round (0 the first, 1 the last): below 0 when the choices narrow as a round goes on (after
  C. Browne's convergence criterion, PhD thesis, QUT, 2008);
- ``seat_win_rate`` (``detail`` ``seat 0`` …): each seat's share of the whole games it won, to be read
  against the fair share 1/n (the rates of a count's seats sum to 1);
- ``fairness``: CardStock's Fairness of the first mover (``lab.fairness``, ``zhora_core.lab_cardstock``);
- ``order``: CardStock's Order (``lab.order``): one heuristic bot among random ones, in every seat in turn, over
  half as many whole games as the other measures;
- ``search_vs_heuristic``: the share of the decided rounds won by one search bot (``SEARCH``) among heuristic
  ones, in every seat in turn (read against 1/n), on the smaller sample of ``skill_games`` single rounds because
  search is slow (a whole game of Joker is 24 to 42 deals, and a deal of Thirteen takes the search bot about
  a second);
- ``lead_changes``: the times the leader changed between rounds of a whole game (``lab.count_lead_changes``;
  Ludii's LeadChange, after Browne);
- ``winner_lowest_place``: CardStock's Security read as the eventual winner's lowest place during the game
  (0 = he always led, n - 1 = he was last at some point), by the standings after each round;
- ``drama``: CardStock's Drama (``lab.winner_drama``);
- ``ending_share`` (``detail`` the ending): the share of rounds that ended each way the game's ``endings``
  list (Zhora's finishes, Joker's over- and underbids, Prší's stacked sevens …); the shares sum to 1.

CardStock's heuristics: C. Bell and M. Goadrich, "Automated Playtesting with RECYCLEd CardStock", Game & Puzzle
Design, 2016, and M. Goadrich's blog "The Shape of Card Games". The intervals: Wilson for a share
(``stalemate_share``, ``seat_win_rate``, ``search_vs_heuristic``, ``ending_share``; ``fairness`` and ``order``
map the Wilson interval of their win rate), the normal approximation for a mean (over games for a per-game
measure and ``convergence`` over rounds) and for a ratio of sums over games (``decisions_per_round``,
``turns_per_round``, ``branching``: the delta method, the games being independent). ``n`` counts what the
interval is over: games, rounds (the shares of rounds, ``convergence``), decided games (``fairness``) or decided
rounds (``search_vs_heuristic``).

>>> frame = compare_games(["thirteen"], games=4, skill_games=0, workers=1)
>>> frame.columns.tolist()
['game', 'title', 'players', 'measure', 'detail', 'estimate', 'low', 'high', 'n', 'source']
>>> frame.loc[frame["measure"] == "rounds_per_game", ["game", "players", "n"]].to_dict("records")
[{'game': 'thirteen', 'players': 2, 'n': 4}]
"""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from . import games as registry
from .checks import seed as check_seed
from .checks import whole
from .errors import RulesError, ZhoraError, excerpt
from .bots import SearchBot
from .lab_cardstock import fairness, order
from .lab_games import count_lead_changes, winner_drama
from .protocol import GameSpec
from .simulate import LIMITS, Simulation, check_workers, simulate
from .stats import mean_ci, ratio_ci, share

__all__ = ["COLUMNS", "MEASURES", "MEASURE_SOURCES", "SEARCH", "usual_players", "compare_games"]

#: The columns of ``compare_games``'s frame, in order.
COLUMNS = ("game", "title", "players", "measure", "detail", "estimate", "low", "high", "n", "source")

#: The measures, in the order of the frame's rows.
MEASURES = ("decisions_per_round", "turns_per_round", "rounds_per_game", "decisions_per_game", "stalemate_share",
            "branching", "convergence", "seat_win_rate", "fairness", "order", "search_vs_heuristic",
            "lead_changes", "winner_lowest_place", "drama", "ending_share")

_CARDSTOCK = "Bell & Goadrich 2016; Goadrich, The Shape of Card Games"

#: Where each measure's definition comes from (the frame's ``source``).
MEASURE_SOURCES = {
    "decisions_per_round": "Zhora Lab play counts (a seat to move)",
    "turns_per_round": "Zhora Lab play counts (a run of one seat's decisions)",
    "rounds_per_game": "Zhora Lab",
    "decisions_per_game": "Zhora Lab play counts (a seat to move)",
    "stalemate_share": "the game's stalemate rule",
    "branching": "branching factor (Browne 2008)",
    "convergence": "convergence (Browne 2008): slope of legal actions over the round",
    "seat_win_rate": "win rate by seat against 1/n",
    "fairness": f"Fairness ({_CARDSTOCK})",
    "order": f"Order ({_CARDSTOCK}): heuristic among random bots",
    "search_vs_heuristic": "search bot among heuristic bots, seats rotated",
    "lead_changes": "LeadChange (Ludii, after Browne 2008)",
    "winner_lowest_place": f"Security ({_CARDSTOCK}): winner's lowest place",
    "drama": f"Drama ({_CARDSTOCK})",
    "ending_share": "the game's own endings",
}

#: The search bot of ``search_vs_heuristic`` (``bots.SearchBot``): 8 sampled deals of 24 actions per decision, a
#: sixth of ``make_bot("search")``'s budget (16 of 80), so that every game's sample stays affordable.
SEARCH = {"rollouts": 8, "horizon": 24}

_DRIVERS = 4
"""How many simulations are handed to a pool at once (so that its workers never wait for one to finish)."""


def usual_players(game: Any) -> tuple[int, ...]:
    """The player counts a game (a name or a Rules object) is usually compared at: every count its ``players``
    option allows (its choices, or its bounds) up to the game's default count (Zhora 2-4, Joe 2-4, Thirteen 2,
    Prší 2-4, Joker 2-4, Joker-52 2-3, the banker 2-4).

    >>> usual_players("zhora"), usual_players("joker52")
    ((2, 3, 4), (2, 3))
    """
    spec = _spec(game)
    default = spec.Rules().players
    option = next((o for o in spec.options if o.name == "players"), None)
    if option is None:
        return (default,)
    if option.choices:
        allowed = sorted(option.choices)
    else:
        low, high = option.bounds
        allowed = range(low, high + 1)
    return tuple(n for n in allowed if n <= default)


@dataclass(frozen=True)
class _Target:
    """One game at one player count: its spec, its rules and the frame's ``game`` label."""

    spec: GameSpec
    rules: Any
    label: str


def _spec(game: Any) -> GameSpec:
    if isinstance(game, str):
        if game not in registry.MODULES:
            raise RulesError(f"unknown game {excerpt(game)}: the games are {', '.join(registry.names())}")
        try:
            return registry.spec(game)
        except ZhoraError as error:
            raise RulesError(str(error)) from None
    try:
        spec = registry.spec(game)
    except ZhoraError:
        raise RulesError(f"compare_games takes game names or Rules objects, got {excerpt(game)}") from None
    if not isinstance(game, spec.Rules):
        raise RulesError(f"compare_games takes game names or Rules objects, got {excerpt(game)}")
    return spec


def _counts(players) -> tuple[int, ...] | None:
    if players is None:
        return None
    try:
        counts = (players,) if isinstance(players, int) else tuple(players)
    except TypeError:
        counts = ()
    if not counts or any(isinstance(n, bool) or not isinstance(n, int) for n in counts):
        raise RulesError(f"players must be a whole number or a sequence of them, got {excerpt(players)}")
    return tuple(dict.fromkeys(counts))


def _players_rule(spec: GameSpec) -> str:
    return next((o.rules[0] for o in spec.options if o.name == "players"), spec.rule_ids[0])


def _targets(games_or_rules, players) -> list[_Target]:
    if isinstance(games_or_rules, str) or _is_rules(games_or_rules):
        items = [games_or_rules]
    else:
        try:
            items = list(games_or_rules)
        except TypeError:
            raise RulesError(f"compare_games takes game names or Rules objects, got {excerpt(games_or_rules)}"
                             ) from None
    if not items:
        raise RulesError("compare_games needs at least one game name or Rules object")
    counts = _counts(players)
    targets: list[_Target] = []
    allowed: set[int] = set()
    for item in items:
        spec = _spec(item)
        base = spec.Rules() if isinstance(item, str) else item
        changed = ", ".join(f"{k}={v!r}" for k, v in base.changed().items() if k != "players")
        label = f"{spec.name} ({changed})" if changed else spec.name
        for n in counts if counts is not None else usual_players(spec.name):
            try:
                rules = base if base.players == n else base.replace(players=n)
            except RulesError as error:
                if isinstance(item, str):
                    continue
                raise RulesError(f"{spec.title[0]} cannot be played by {n} players here: {error}",
                                 rule=error.rule or _players_rule(spec)) from None
            allowed.add(n)
            targets.append(_Target(spec, rules, label))
    refused = [n for n in counts or () if n not in allowed]
    if refused:
        raise RulesError(f"no game given can be played by {', '.join(map(str, refused))} players")
    return targets


def _is_rules(obj: Any) -> bool:
    """Whether ``obj`` is a registered game's ``Rules`` object."""
    try:
        return isinstance(obj, registry.spec(obj).Rules)
    except ZhoraError:
        return False


@dataclass(frozen=True)
class _Job:
    """One simulation: whose target, for which measure, with which bots, how many whole games (or rounds)."""

    target: int
    kind: str
    """``"main"``, ``"order"`` (whole games) or ``"search"`` (rounds)."""
    rules: Any
    bots: tuple
    count: int
    chunk: int | None = None


def _jobs(targets: Sequence[_Target], games: int, skill_games: int, bots) -> list[_Job]:
    jobs = []
    for k, target in enumerate(targets):
        n = target.rules.players
        jobs.append(_Job(k, "main", target.rules, (bots,) * n, games))
        for seat in range(n):
            jobs.append(_Job(k, "order", target.rules, tuple("heuristic" if s == seat else "random" for s in range(n)),
                             -(-games // (2 * n))))
        if skill_games and target.spec.determinize is not None:
            search = SearchBot(**SEARCH, game=target.spec)
            for seat in range(n):
                jobs.append(_Job(k, "search", target.rules,
                                 tuple(search if s == seat else "heuristic" for s in range(n)),
                                 -(-skill_games // n), chunk=2))
    return jobs


def _run(jobs: Sequence[_Job], seed: int, workers: int | None, executor: Executor | None,
         progress: bool) -> list[Simulation]:
    """Every job's simulation, through ``simulate``; with a pool (``executor`` or ``workers`` > 1 processes),
    several simulations are handed to it at once."""
    bar = _bar(sum(job.count for job in jobs)) if progress else None
    lock = threading.Lock()

    def done(k: int) -> None:
        with lock:
            bar.update(k)

    workers = workers or os.cpu_count() or 1
    own = executor is None and workers > 1
    pool = ProcessPoolExecutor(workers) if own else executor

    def one(job: _Job) -> Simulation:
        count = {"rounds" if job.kind == "search" else "games": job.count}
        sim = simulate(job.rules, bots=job.bots, seed=seed, workers=workers, executor=pool, chunk=job.chunk,
                       on_done=done if bar is not None else None, **count)
        if not sim.complete:
            raise KeyboardInterrupt
        return sim

    try:
        if pool is None:
            return [one(job) for job in jobs]
        with ThreadPoolExecutor(_DRIVERS) as drivers:
            return list(drivers.map(one, jobs))
    finally:
        if own:
            pool.shutdown(cancel_futures=True)
        if bar is not None:
            bar.close()


def _bar(total: int):
    try:
        from tqdm.auto import tqdm
    except ImportError:  # tqdm is optional for the engine
        return None
    return tqdm(total=total, desc="comparing games")


def _mean(values: Sequence[float | None]) -> tuple[float, float, float, int]:
    """The mean with a 95% normal-approximation interval, and n (``stats.mean_ci``; None left out)."""
    n, mean, _, low, high = mean_ci(values)
    return mean, low, high, n


def _measure_rows(target: _Target, main: Simulation, order_sims: Sequence[Simulation],
                  search_sims: Sequence[Simulation]) -> list[dict]:
    spec, n = target.spec, target.rules.players
    records = main.records
    rounds = [r.rounds for r in records]
    endings = [e for r in records for e in r.round_endings]
    unknown = sorted(set(endings) - set(spec.endings))
    if unknown:
        raise RulesError(f"the game {spec.name!r} reported endings it does not list: {', '.join(unknown)}")
    dramas = [winner_drama(r) for r in records]
    rows: list[tuple[str, str, tuple]] = [
        ("decisions_per_round", "", ratio_ci([r.decisions for r in records], rounds)),
        ("turns_per_round", "", ratio_ci([r.seat_turns for r in records], rounds)),
        ("rounds_per_game", "", _mean(rounds)),
        ("decisions_per_game", "", _mean([r.decisions for r in records])),
        ("stalemate_share", "", share(endings.count("stalemate"), len(endings))),
        ("branching", "", ratio_ci([r.legal_actions for r in records], [r.decisions for r in records])),
        ("convergence", "", _mean([c for r in records for c in r.round_convergence])),
    ]
    winners = [r.ranking[0] for r in records]
    rows += [("seat_win_rate", f"seat {seat}", share(winners.count(seat), len(winners))) for seat in range(n)]
    rows.append(("fairness", "", _heuristic(fairness(main))))
    rows.append(("order", "", _heuristic(order(*order_sims, bot="heuristic"))))
    decided = [(r.winner, sim.bots.index("search")) for sim in search_sims for r in sim.records
               if r.winner is not None]
    rows.append(("search_vs_heuristic", "", share(sum(w == s for w, s in decided), len(decided))))
    rows += [
        ("lead_changes", "", _mean([count_lead_changes(r) for r in records])),
        ("winner_lowest_place", "", _mean([worst - 1 for _, worst in dramas])),
        ("drama", "", _mean([value for value, _ in dramas])),
    ]
    rows += [("ending_share", ending, share(endings.count(ending), len(endings))) for ending in spec.endings]
    return [{"game": target.label, "title": spec.title[0], "players": n, "measure": measure, "detail": detail,
             "estimate": float(estimate), "low": float(low), "high": float(high), "n": int(count),
             "source": MEASURE_SOURCES[measure]} for measure, detail, (estimate, low, high, count) in rows]


def _heuristic(frame) -> tuple[float, float, float, int]:
    row = frame.iloc[0]
    return row["value"], row["low"], row["high"], row["n"]


def compare_games(games_or_rules, *, players=None, games: int = 200, seed: int = 0, bots=None,
                  skill_games: int | None = None, workers: int | None = None, executor: Executor | None = None,
                  progress: bool = False):
    """Every game of ``games_or_rules`` (game names such as ``"zhora"``, ``Rules`` objects, or a mix) measured
    the same way (the measures of this module's docstring), as a pandas frame with the columns ``COLUMNS``: one
    row per game × player count × measure (per seat for ``seat_win_rate``, per ending for ``ending_share``).

    ``players``: a count or a sequence of counts, each game played at every one of them it allows (a count a
    game does not allow is skipped for a name and refused, with the game's rule id, for a Rules object); None:
    each game's ``usual_players``. A Rules object keeps its other options (its ``game`` label names them).
    ``games`` whole games per game and count with ``bots`` in every seat (a bot's name, default
    ``"heuristic"``); half as many for ``order``, and ``skill_games`` single rounds (default ``games // 10``, at
    least one per seat; 0 leaves ``search_vs_heuristic`` out, NaN) for the slow search bot; both counts within
    ``simulate.LIMITS``, checked before any work. Every simulation starts from
    ``seed`` through ``simulate``, so the frame is the same for any ``workers`` (processes; None: one per core)
    or ``executor`` (any ``concurrent.futures.Executor``). ``progress=True`` shows one bar over all the games.
    """
    import pandas as pd

    games = whole(games, "games", 1, LIMITS["games"])
    skill_games = games // 10 if skill_games is None else whole(skill_games, "skill_games", 0, LIMITS["rounds"])
    check_workers(workers)
    check_seed(seed)
    bots = "heuristic" if bots is None else bots
    targets = _targets(games_or_rules, players)
    jobs = _jobs(targets, games, skill_games, bots)
    sims = _run(jobs, seed, workers, executor, progress)
    rows = []
    for k, target in enumerate(targets):
        mine = [(job.kind, sim) for job, sim in zip(jobs, sims) if job.target == k]
        main = next(sim for kind, sim in mine if kind == "main")
        rows += _measure_rows(target, main, [sim for kind, sim in mine if kind == "order"],
                              [sim for kind, sim in mine if kind == "search"])
    return pd.DataFrame(rows, columns=list(COLUMNS))

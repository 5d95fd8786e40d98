"""The value of every legal action of a position, for the seat to move, with only what that seat knows.

``analyse(state, seat)`` deals the cards the seat cannot see in every way that fits its view
(``zhora_core.worlds``) and plays each legal action on in each of those worlds:

- ``model="bots"``: everyone plays on like a bot (the game's heuristic bot unless told otherwise);
- ``model="open"``: everyone plays on with every card visible, as well as search can find
  (``zhora_core.maxn``): what the move is worth *if you could see everything*, an optimistic value, since in a
  real game you cannot play differently in worlds you cannot tell apart.

Every action is played in the same worlds with the same seeds, so their differences are measured far more tightly
than their values. The worlds are all listed when few fit the view (``worlds`` at most) and played in a random
order: when every one is played within ``time_limit`` seconds the value is **exact**. Otherwise the worlds are
drawn at random, sampling stops when the best action's lead over every other is significant, or at the time
limit, and the value is **sampled**, with its 95 % interval (Student's t over the worlds played: it covers
less often than stated when a few rare worlds carry very large results, more often otherwise). The state is never
changed.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from . import words
from .bots import make_bot
from .checks import seat as check_seat
from .errors import RulesError, excerpt
from .games import spec as game_spec
from .maxn import OutOfTime, Solver, playout
from .stats import wilson
from .worlds import count, every, in_play, sample, view_hidden, within

__all__ = ["MODELS", "ENUMERATE", "TIME_LIMIT", "Row", "Analysis", "analyse", "evaluate", "t95"]

MODELS = ("bots", "open")
"""The evaluators: everyone plays on like a bot, or with every card visible."""

ENUMERATE = 10_000
"""The default most worlds an analysis plays: when no more fit the view, every one is listed."""

TIME_LIMIT = 0.45
"""The default seconds an analysis may take (an analysis panel shows both models well within a second)."""

CHECK_EVERY = 8
"""How many worlds are played between two looks at whether the best action's lead is significant."""

MIN_WORLDS = 32
"""The fewest worlds played before a lead may be called significant (a handful of worlds can agree by chance)."""

OPEN = 8
"""The open-hands search gives each world at most 1/OPEN of the time limit, so that a position too
big to solve is still searched in several worlds."""


@dataclass(frozen=True)
class Row:
    """One action's expected result for the analysed seat: its points of the round (in the game's unit) and its
    chance of winning the round, each with a 95 % interval, and what it gives up against the best action (``cost``,
    in points, 0 for the best) with the interval of that paired difference. An exact row's intervals are its
    value."""

    action: Any
    points: float
    points_low: float
    points_high: float
    win: float
    win_low: float
    win_high: float
    cost: float
    cost_low: float
    cost_high: float


@dataclass(frozen=True)
class Analysis:
    """An analysis of one position for one seat: a row per legal action, the best first."""

    game: str
    seat: int
    model: str
    bot: str
    rows: tuple[Row, ...]
    worlds: int
    """How many worlds were played."""
    fitting: int | None
    """How many worlds fit the view, when they were listed (None when there were too many to list)."""
    exact: bool
    solved: bool
    """Whether every open-hands search reached the round's end (always true for the bots model)."""
    depth: int | None
    """The fewest choices the open-hands search looked ahead before a bot played on (None: to the end)."""
    stopped: str
    """Why the sampling stopped: ``"every world"``, ``"significant"`` (the best leads every other action),
    ``"time"`` or ``"worlds"`` (the most worlds asked for)."""
    seconds: float
    lower_is_better: bool

    @property
    def best(self) -> Row:
        return self.rows[0]

    def row(self, action: Any) -> Row:
        """The row of ``action``."""
        for row in self.rows:
            if row.action == action:
                return row
        raise RulesError(f"{excerpt(action, 30)} is not one of the actions analysed")

    def label(self, lang: str = "en") -> str:
        """What the values assume, in words: the evaluator, and whether exact or sampled."""
        key = f"analysis.bot.{self.bot}"
        bot = words.say(key, lang) if words.has(key) else self.bot
        model = words.say(f"analysis.model.{self.model}", lang, bot=bot)
        return f"{model} · {self.precision(lang)}"

    def precision(self, lang: str = "en") -> str:
        """How precise the values are, in words."""
        if self.exact:
            return words.say("analysis.exact", lang, n=self.worlds)
        half = max(((r.points_high - r.points_low) / 2 for r in self.rows), default=0.0)
        key = "analysis.sampled" if self.fitting is None else \
            "analysis.later_chance" if self.worlds == self.fitting else "analysis.sampled_of"
        text = words.say(key, lang, n=self.worlds, fitting=self.fitting or 0, half=round(half, 1))
        if not self.solved:
            text += words.say("analysis.depth", lang, n=self.depth or 0)
        return text

    def to_frame(self):
        """The rows as a pandas DataFrame, one per action, with the model and the precision in every row."""
        import pandas as pd

        return pd.DataFrame([{"action": str(r.action), **{k: getattr(r, k) for k in (
            "points", "points_low", "points_high", "win", "win_low", "win_high", "cost", "cost_low", "cost_high")},
            "worlds": self.worlds, "exact": self.exact, "model": self.model} for r in self.rows])

    def __str__(self) -> str:
        lines = [self.label()]
        for r in self.rows:
            interval = "" if self.exact else f" [{r.points_low:.1f}, {r.points_high:.1f}]"
            lines.append(f"  {str(r.action):<16} {r.points:8.2f}{interval}  win {r.win:.0%}  cost {r.cost:.2f}")
        return "\n".join(lines)


def analyse(state: Any, seat: int, *, model: str = "bots", bot: Any = "heuristic", worlds: int = ENUMERATE,
            seed: int = 0, time_limit: float = TIME_LIMIT, depth: int | None = None) -> Analysis:
    """Every legal action of ``seat`` (the seat to move) valued with only what it knows; see the module's text.
    ``depth`` caps the open-hands search's look-ahead (None: as deep as ``time_limit`` allows)."""
    spec, view = _checked(state, seat)
    if view.to_move != seat:
        raise RulesError(f"it is seat {view.to_move}'s turn, not seat {seat}'s: analyse the seat to move, or "
                         "evaluate(state, seat) for the position's value to this seat")
    hidden = _hidden(state, view)
    legal = spec.legal_actions(state if hasattr(state, "hands") else sample(hidden, random.Random(seed)))
    return _run(spec, view, hidden, tuple(legal), model, bot, _cap(worlds), seed, time_limit, depth)


def evaluate(state: Any, seat: int, *, model: str = "bots", bot: Any = "heuristic", worlds: int = ENUMERATE,
             seed: int = 0, time_limit: float = TIME_LIMIT, depth: int | None = None) -> Analysis:
    """The position's value to ``seat``, whoever is to move, as one row whose action is None."""
    spec, view = _checked(state, seat)
    return _run(spec, view, _hidden(state, view), (None,), model, bot, _cap(worlds), seed, time_limit, depth)


def _hidden(state: Any, view: Any):
    """What the seat cannot see; of a full state, with the cards a built position left out known to be out."""
    hidden = view_hidden(view)
    return within(hidden, in_play(state)) if hasattr(state, "hands") else hidden


def _cap(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 2:
        raise RulesError(f"worlds= is a whole number of at least 2, got {excerpt(value, 20)}")
    return value


def _checked(state: Any, seat: Any) -> tuple:
    """The game's spec and ``seat``'s view of ``state``, or RulesError saying what is wrong."""
    try:
        spec = game_spec(state)
    except RulesError:
        raise RulesError(f"analyse takes a position of a game, got {excerpt(state, 40)}") from None
    if getattr(state, "outcome", None) is not None:
        raise RulesError("the round is over: there is nothing left to analyse")
    if hasattr(state, "hands"):
        check_seat(seat, len(state.hands), "seat", rule=spec.turn_rule)
        return spec, state.view(seat)
    if getattr(state, "seat", seat) != seat:
        raise RulesError(f"this is seat {state.seat}'s view: it does not show what seat {seat} holds")
    return spec, state


def _run(spec, view, hidden, actions: tuple, model: str, bot: Any, cap: int, seed: int, time_limit: float,
         depth: int | None) -> Analysis:
    if model not in MODELS:
        raise RulesError(f"unknown model {excerpt(model, 20)}: choose one of {', '.join(MODELS)}")
    if not isinstance(time_limit, (int, float)) or not 0 < time_limit <= 3600:
        raise RulesError(f"time_limit= is a number of seconds above 0, got {excerpt(time_limit, 20)}")
    bot = make_bot(bot, game=spec)
    start = time.perf_counter()
    deadline = start + time_limit
    fitting, stream = _worlds(hidden, cap, seed)
    apply = spec.apply
    sign = -1 if spec.lower_is_better else 1
    points: list[list[float]] = [[] for _ in actions]
    wins: list[list[bool]] = [[] for _ in actions]
    solved, depths, stopped = True, [], "worlds"
    for n, world in enumerate(stream):
        if n == cap:
            break
        starts = [world if a is None else apply(world, a) for a in actions]
        if model == "bots":
            values = [playout(s, bot, spec.legal_actions, apply, random.Random(f"{seed}/{n}")) for s in starts]
        else:
            values, reached = _open_values(spec, starts, bot, min(deadline, time.perf_counter() + time_limit / OPEN),
                                           depth)
            depths.append(reached)
            solved = solved and all(v.solved for v in values)
        for i, value in enumerate(values):
            points[i].append(value.points[view.seat])
            wins[i].append(value.winner == view.seat)
        done = n + 1
        if fitting is not None and done == fitting:
            stopped = "every world"
            break
        if time.perf_counter() > deadline and done >= 2:  # one world gives no interval
            stopped = "time"
            break
        if fitting is None and done % CHECK_EVERY == 0 and _significant(points, sign):
            stopped = "significant"
            break
    # the worlds are the only chance when the round never shuffles again and the bot never draws at random
    only_chance = not hidden.reshuffles and (model == "open" or getattr(bot, "deterministic", True))
    exact = stopped == "every world" and only_chance and solved
    rows = _rows(actions, points, wins, sign, exact, fitting if only_chance else None)
    return Analysis(game=spec.name, seat=view.seat, model=model, bot=getattr(bot, "name", type(bot).__name__),
                    rows=rows, worlds=len(points[0]), fitting=fitting, exact=exact, solved=solved,
                    depth=min((d for d in depths if d is not None), default=None) if not solved else None,
                    stopped=stopped, seconds=time.perf_counter() - start, lower_is_better=spec.lower_is_better)


def _worlds(hidden, cap: int, seed: int):
    """How many worlds fit (None when too many to list) and the worlds to play, in a random order."""
    if count(hidden) <= cap:
        listed = list(every(hidden, seed))
        random.Random(seed).shuffle(listed)
        if not listed:
            raise RulesError("no deal of the unseen cards fits the view: the voids shown leave no room for them")
        return len(listed), iter(listed)
    rng = random.Random(seed)
    return None, (sample(hidden, rng) for _ in iter(int, 1))


def _open_values(spec, starts: list, bot: Any, deadline: float, depth: int | None):
    """Each start's open-hands value, searched ever deeper until solved, ``depth`` or the deadline; and the depth
    reached (None when solved)."""
    solver = Solver(spec, bot=bot)
    found = [solver.solve(s, 0) for s in starts]
    reached = 0
    while not all(v.solved for v in found) and (depth is None or reached < depth):
        solver.deadline = deadline
        try:
            deeper = [solver.solve(s, reached + 1) for s in starts]
        except OutOfTime:
            break
        found, reached = deeper, reached + 1
    return found, (None if all(v.solved for v in found) else reached)


def _significant(points: list[list[float]], sign: int) -> bool:
    """Whether the best action (by mean) leads every other one with a paired 95 % interval above 0."""
    n = len(points[0])
    if len(points) < 2 or n < MIN_WORLDS:
        return False
    best = max(range(len(points)), key=lambda i: sign * math.fsum(points[i]))
    for i, other in enumerate(points):
        if i != best:
            _, low, _ = _interval([sign * (b - o) for b, o in zip(points[best], other)], None, n)
            if not low > 0:
                return False
    return True


def _rows(actions: tuple, points: list, wins: list, sign: int, exact: bool, population: int | None) -> tuple:
    """A row per action, the best first; ``population``: the number of worlds the played ones were drawn from
    without replacement, when they are the only chance."""
    n = len(points[0])
    best = max(range(len(actions)), key=lambda i: sign * math.fsum(points[i]))
    rows = []
    for i, action in enumerate(actions):
        mean, low, high = _interval(points[i], population, n, exact)
        cost, cost_low, cost_high = _interval([sign * (b - o) for b, o in zip(points[best], points[i])],
                                              population, n, exact)
        hits = sum(wins[i])
        win_low, win_high = (hits / n, hits / n) if exact else wilson(hits, n)
        rows.append(Row(action, mean, low, high, hits / n, win_low, win_high, cost, cost_low, cost_high))
    rows.sort(key=lambda r: (r.cost, -sign * r.points))
    return tuple(rows)


def _interval(values: Sequence[float], population: int | None, n: int, exact: bool = False) -> tuple:
    """The mean and its 95 % interval (Student's t; a sample without replacement from ``population`` worlds is
    narrowed by the finite-population correction). An exact mean is its own interval."""
    mean = math.fsum(values) / n
    if exact:
        return mean, mean, mean
    if n < 2:
        return mean, -math.inf, math.inf
    sd = math.sqrt(math.fsum((v - mean) ** 2 for v in values) / (n - 1))
    half = t95(n - 1) * sd / math.sqrt(n)
    if population is not None and population > 1:
        half *= math.sqrt(max(0, population - n) / (population - 1))
    return mean, mean - half, mean + half


_T95 = (12.706, 4.303, 3.182, 2.776)


def t95(df: int) -> float:
    """Student's t quantile of a two-sided 95 % interval with ``df`` degrees of freedom (a table to 4, then the
    Cornish–Fisher expansion, within 0.2 % of the exact value)."""
    if df <= len(_T95):
        return _T95[df - 1]
    z = 1.959963984540054
    return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2) + \
        (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / (384 * df ** 3)

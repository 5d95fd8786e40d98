"""Rules against rules, for every game, on common seeds (the same deals): ``compare`` two simulations,
``compare_rules`` two rules, ``option_effect`` / ``option_effects`` of setting rule options, and ``rank_options``,
every rule option of a game ranked by the size of its effect (``RANK_METRICS``). Each effect is the mean paired
difference (variant - base) of a per-round or per-game measure with a 95% interval (``stats.paired``).

>>> from zhora_core.joe import Rules
>>> table = compare_rules(Rules(players=3), Rules(players=3), rounds=10, seed=1)
>>> set(table["difference"]), table.attrs["game"]
({0.0}, 'joe')
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from .checks import seed as check_seed
from .errors import RulesError, excerpt
from .games import DEFAULT
from .games import spec as game_spec
from .lab_common import is_games, lab_of, need, pandas, same_game, tagged
from .lab_games import game_table
from .lab_rounds import round_table
from .options import Option
from .simulate import check_size, check_workers, simulate
from .stats import paired

__all__ = ["compare", "compare_rules", "option_effect", "option_effects", "RANK_METRICS", "option_readings",
           "rank_options"]

_GAME_METRICS = ("rounds", "stalemates", "lead_changes", "drama", "first_mover_won")
_ROUND_METRICS = ("points_per_loser", "winner_points", "turns", "stalemate", "first_mover_won")


def _default_metrics(rules, games: bool) -> tuple[str, ...]:
    """The measures ``compare`` shows when none are named: every game's, a game scored in a total and letters
    adding ``spread`` to a whole game's, and a game's own list of a round's (``LabSpec.metrics``); a game that
    cannot stall leaves out the stalemates of a round."""
    spec, lab = game_spec(rules), lab_of(rules)
    if games:
        lettered = bool(spec.letters) and lab.tally is not None
        return _GAME_METRICS[:4] + ("spread",) * lettered + _GAME_METRICS[4:]
    if lab.metrics:
        return lab.metrics
    stalemate = "stalemate" in spec.endings
    return tuple(m for m in _ROUND_METRICS if m != "stalemate" or stalemate)


def _base(base: Any) -> Any:
    """``base``, or the default game's default rules."""
    return game_spec(DEFAULT).Rules() if base is None else base


def _unit_table(sim):
    """What the A/B comparisons read: ``game_table`` or ``round_table``, with the skill of the bot in seat 0
    (``_seat0_columns``)."""
    return (game_table(sim) if is_games(sim) else round_table(sim)).assign(**_seat0_columns(sim))


def _seat0_columns(sim) -> dict[str, list[float]]:
    """Per round: ``bot_margin``, how many points the bot in seat 0 did better than the mean of the other seats
    (``bot_margin``'s per-round margin: their mean minus his points where fewer are better, his minus theirs
    where more are), and ``bot_won``, whether he won the round (NaN without a winner). Per game: ``bot_won``,
    whether the game ranked him first."""
    if is_games(sim):
        return {"bot_won": [float(r.ranking[0] == 0) for r in sim.records]}
    sign = 1 if game_spec(sim.rules).lower_is_better else -1
    return {"bot_margin": [sign * (math.fsum(r.points[1:]) / (len(r.points) - 1) - r.points[0])
                           for r in sim.records],
            "bot_won": [math.nan if r.winner is None else float(r.winner == 0) for r in sim.records]}


def _metric(metric: Any, name: str = "metric") -> str | Callable:
    """``metric`` if it is a metric's name or a function of a table; else RulesError."""
    if not isinstance(metric, str) and not callable(metric):
        raise RulesError(f"{name}= is a column of round_table / game_table or a function of that table, or a list "
                         f"of them, got {excerpt(metric, 30)}")
    return metric


def _metrics(metrics: Any, name: str) -> list:
    """One metric or several (a list or tuple), as a list of checked metrics."""
    if isinstance(metrics, str) or callable(metrics):
        return [metrics]
    if not isinstance(metrics, (list, tuple)):
        _metric(metrics, name)
    return [_metric(m, name) for m in metrics]


def _check_run(rounds: Any, games: Any, seed: Any, workers: Any) -> None:
    """The counts (``simulate.LIMITS``), seed and workers of the simulations to run, checked before the first."""
    check_size(rounds, games)
    check_seed(seed)
    check_workers(workers)


def _metric_values(table, metric: str | Callable):
    if callable(metric):
        return [float(v) for v in metric(table)]
    if metric not in table.columns:
        raise RulesError(f"unknown metric {metric!r}: use a column of round_table / game_table "
                         f"({', '.join(map(str, table.columns))}) or a function of that table")
    return table[metric].astype(float).tolist()


def _paired(table_a, table_b, metric) -> dict:
    return paired(_metric_values(table_a, metric), _metric_values(table_b, metric))


def _simulate(rules: Any, *, rounds, games, seed, bots, workers, executor, progress):
    return simulate(rules, bots=bots, rounds=rounds, games=games, seed=seed, workers=workers, executor=executor,
                    progress=progress)


def _metric_name(metric) -> str:
    return metric if isinstance(metric, str) else getattr(metric, "__name__", "metric")


def compare(sim_a, sim_b, *, metrics: Sequence | None = None):
    """Two simulations of one game on the same deals (the same seed and size) side by side: per metric of
    ``round_table`` (rounds; default: the game's own list, ``LabSpec.metrics``, else points per loser, winner
    points, turns, first mover won, and stalemate where the game can end so) or ``game_table`` (games; default:
    rounds, stalemates, lead changes, drama, the spread of a game scored in letters, first mover won), the means
    under ``a`` (``base``) and ``b`` (``variant``) and their paired ``difference`` with a 95% interval (normal
    approximation, over the rounds or games where both have a value)."""
    pd = pandas()
    need(sim_a, "compare()")
    need(sim_b, "compare()")
    same_game((sim_a, sim_b), "compare")
    if [getattr(r, "seed") for r in sim_a.records] != [getattr(r, "seed") for r in sim_b.records]:
        raise RulesError("compare() pairs rounds or games by seed: simulate both with the same seed and size")
    table_a, table_b = _unit_table(sim_a), _unit_table(sim_b)
    chosen = _metrics(metrics, "metrics") if metrics is not None else _default_metrics(sim_a.rules, is_games(sim_a))
    rows = [{"metric": _metric_name(m)} | _paired(table_a, table_b, m) for m in chosen]
    frame = pd.DataFrame(rows, columns=["metric", "n", "base", "variant", "difference", "sd", "low", "high"])
    return tagged(frame, game_spec(sim_a.rules).name)


def compare_rules(base: Any, variant: Any, *, rounds: int | None = None, games: int | None = None,
                  seed: int = 0, bots=None, metrics: Sequence | None = None, workers: int | None = 1,
                  executor=None, progress: bool = False):
    """Rules ``variant`` against ``base`` on common seeds (the same deals): simulates both (``rounds=`` or
    ``games=``) and returns ``compare`` of the two — per metric, both means and the paired difference with a
    95% interval. Both must be rules of one game."""
    _check_run(rounds, games, seed, workers)
    if game_spec(base).name != game_spec(variant).name:
        raise RulesError(f"compare_rules() compares rules of one game, got {game_spec(base).name!r} and "
                         f"{game_spec(variant).name!r}")
    options = dict(rounds=rounds, games=games, seed=seed, bots=bots, workers=workers, executor=executor,
                   progress=progress)
    sim_a = _simulate(base, **options)
    sim_b = sim_a if variant == base else _simulate(variant, **options)
    if metrics is None and not sim_a.records:
        metrics = _default_metrics(base, games is not None)
    return compare(sim_a, sim_b, metrics=metrics)


def _option_rule(base: Any) -> dict[str, str]:
    """Each rule option of ``base``'s game and the rule id it is filed under."""
    return {option.name: option.rules[0] for option in game_spec(base).options}


def _variant(base: Any, option: str, value) -> Any:
    known = _option_rule(base)
    if not isinstance(option, str) or option not in known:
        raise RulesError(f"unknown rule option {excerpt(option, 30)} of {game_spec(base).name!r}; known: {', '.join(known)}")
    return base.replace(**{option: value})


_EFFECT_COLUMNS = ["option", "value", "label", "rule", "metric", "kind", "seed", "default", "n", "base", "variant",
                   "difference", "sd", "low", "high"]


def _effects(base: Any, variants: Sequence[tuple[str, Any, Any]], metrics: Sequence, *, rounds, games, seed,
             bots, workers, executor) -> list[dict]:
    """One row per variant ``(option, value, rules)`` and metric (metric by metric, variants in order): the
    paired effect against ``base``, every rules simulated once on the same seeds (``base`` itself never twice)."""
    settings = dict(rounds=rounds, games=games, seed=seed, bots=bots, workers=workers, executor=executor,
                    progress=False)
    table_a = _unit_table(_simulate(base, **settings))
    for metric in metrics:
        if not callable(metric):
            _metric_values(table_a.iloc[:0], metric)
    tables = [table_a if rules == base else _unit_table(_simulate(rules, **settings)) for _, _, rules in variants]
    kind = "games" if games is not None else "rounds"
    rule = _option_rule(base)
    return [{"option": option, "value": value, "label": f"{option}={value!r}", "rule": rule[option],
             "metric": _metric_name(metric), "kind": kind, "seed": seed, "default": getattr(base, option)}
            | _paired(table_a, table_b, metric)
            for metric in metrics for (option, value, _), table_b in zip(variants, tables)]


def option_effect(option: str, value, *, metric: str | Callable = "points_per_loser", rounds: int | None = None,
                  games: int | None = None, seed: int = 0, base: Any = None, bots=None,
                  workers: int | None = 1, executor=None):
    """The effect of setting one rule option of ``base``'s game (the default game's ``Rules()`` when None) to
    ``value``, measured against ``base`` on common seeds: the mean paired difference (variant - base) of a per-round (``rounds=``) or per-game (``games=``) metric with a
    95% interval (normal approximation), as a one-row frame. A value equal to ``base``'s gives exactly 0.

    >>> effect = option_effect("nine_points", 0, rounds=20, seed=1)
    >>> effect[["label", "rule", "difference", "low", "high"]].to_dict("records")
    [{'label': 'nine_points=0', 'rule': 'Z-POINTS', 'difference': 0.0, 'low': 0.0, 'high': 0.0}]
    """
    return option_effects([(option, value)], metric=metric, rounds=rounds, games=games, seed=seed, base=base,
                          bots=bots, workers=workers, executor=executor)


def _pairs(options: Any) -> list[tuple[str, Any]]:
    """The ``(option, value)`` pairs of a mapping or a list of pairs; else RulesError."""
    if isinstance(options, Mapping):
        return list(options.items())
    pairs = list(options) if isinstance(options, (list, tuple)) else [options]
    for pair in pairs:
        if not isinstance(pair, (list, tuple)) or len(pair) != 2 or not isinstance(pair[0], str):
            raise RulesError(f"options are {{option: value}} or (option, value) pairs, like [('restock', "
                             f"'shuffle')], got {excerpt(pair, 30)}")
    return [tuple(pair) for pair in pairs]


def option_effects(options: Mapping[str, Any] | Iterable[tuple[str, Any]], *,
                   metric: str | Callable = "points_per_loser", rounds: int | None = None, games: int | None = None,
                   seed: int = 0, base: Any = None, bots=None, workers: int | None = 1, executor=None):
    """``option_effect`` for several options at once — a mapping ``{option: value}`` or ``(option, value)``
    pairs (to try two values of one option) — simulating ``base`` once: one row per option, in order. Any game's
    rules serve as ``base``; ``metric`` is a column of ``round_table`` / ``game_table``, the skill of the bot in
    seat 0 (``bot_margin``, ``bot_won``, see ``RANK_METRICS``) or a function of that table."""
    pd = pandas()
    _check_run(rounds, games, seed, workers)
    metric = _metric(metric)
    base = _base(base)
    pairs = _pairs(options)
    variants = [(option, value, _variant(base, option, value)) for option, value in pairs]
    rows = _effects(base, variants, [metric], rounds=rounds, games=games, seed=seed, bots=bots, workers=workers,
                    executor=executor)
    return tagged(pd.DataFrame(rows, columns=_EFFECT_COLUMNS), game_spec(base).name)


# --- ranking a game's options ------------------------------------------------------------------------------------

#: The measures ``rank_options`` is made for, each a paired per-round or per-game measure (any other column of
#: ``round_table`` / ``game_table`` serves too).
RANK_METRICS = {
    "turns": "length: the actions (plays, draws, passes) of a round, or of a whole game with games=",
    "first_mover_won": "fairness: 1 when the seat that moved first won the round (the game), 0 when another "
                       "did; its mean is the first mover's win rate (rounds without a winner left out)",
    "bot_margin": "skill: the points per round by which the bot in seat 0 did better than the mean of the "
                  "others (bot_margin's per-round margin); rounds only, with bots=('heuristic', 'random', ...)",
    "bot_won": "skill: 1 when the bot in seat 0 won the round (the game), 0 when another did; with bots=",
}


def option_readings(option, value) -> tuple:
    """The other readings ``rank_options`` tries for a rule ``option`` (an ``options.Option``) set to ``value``
    (``Option.readings``):
    every other of its ``choices``; for a whole number at one end of its ``bounds`` the other end, for one
    inside them half and twice the value (kept inside the bounds).

    >>> from zhora_core.games import spec
    >>> options = {o.name: o for o in spec("zhora").options}
    >>> option_readings(options["after_draw"], "any"), option_readings(options["nine_points"], 0)
    (('drawn', 'none'), (20,))
    >>> option_readings(options["max_turns"], 500)
    (250, 1000)
    """
    if not isinstance(option, Option):
        raise RulesError(f"option_readings() takes a rule option (an options.Option of a game's spec.options), got "
                         f"{excerpt(option, 30)}")
    return option.readings(value)


def _ranked_readings(base: Any, options) -> list[tuple[str, Any]]:
    """``(option, value)`` for each reading to rank: ``options`` None (every rule option but ``players``), option
    names (their ``option_readings``) or a mapping of names to a value or a list of values."""
    spec = game_spec(base)
    known = {o.name: o for o in spec.options}
    if options is None:
        options = [name for name in known if name != "players"]
    if not isinstance(options, (Mapping, list, tuple)):
        raise RulesError(f"options= is None, a list of option names or a mapping of names to values, got "
                         f"{excerpt(options, 30)}")
    pairs = []
    for name in options:
        if not isinstance(name, str) or name not in known:
            raise RulesError(f"unknown rule option {excerpt(name, 30)} of {spec.name!r}; known: {', '.join(known)}")
        if name == "players":
            raise RulesError(f"players ({known[name].rules[0]}) is the table, not a rule option to rank: "
                             f"rank the options of rules for that many players")
        if isinstance(options, Mapping):
            values = options[name] if isinstance(options[name], list) else [options[name]]
        else:
            values = option_readings(known[name], getattr(base, name))
        pairs += [(name, value) for value in values]
    return pairs


def _with_requirements(base: Any, option: str, value) -> tuple[Any | None, str]:
    """The rules to measure for one reading and a note: the reading with the other options it ``requires``
    (``Option.requires``) when ``base`` does not meet them, or None (skipped) when it requires another number of
    players, which would change the table rather than a rule."""
    spec = game_spec(base)
    known = {o.name: o for o in spec.options}
    unmet = {} if value == getattr(spec.Rules(), option) else {
        name: need for name, need in known[option].requires.items() if getattr(base, name) != need}
    note = ", ".join(f"{name}={need!r}" for name, need in unmet.items())
    if "players" in unmet:
        return None, f"needs {note} ({known['players'].rules[0]})"
    return base.replace(**unmet, **{option: value}), f"with {note}" if note else ""


def rank_options(base: Any, *, metric: str | Callable | Sequence = "turns", rounds: int | None = None,
                 games: int | None = None, seed: int = 0, options=None, bots=None, workers: int | None = 1,
                 executor=None):
    """Every rule option of ``base``'s game set to each of its other readings (``option_readings``), measured
    against ``base`` on common seeds, ranked by the size of the effect — a tornado chart's frame
    (``widgets.lab_charts.tornado_figure``).

    ``metric`` is one measure or several (each simulation is then shared): one of ``RANK_METRICS`` — ``turns``
    (length), ``first_mover_won`` (fairness), ``bot_margin`` or ``bot_won`` (skill; the bot in seat 0 of
    ``bots``) — or any metric of ``option_effects``. ``options``: None for every rule option but ``players``
    (the table, not a rule), option names, or a mapping of names to a value or a list of values. A reading that
    ``requires`` other options (``Option.requires``) that ``base`` does not meet is measured with them set too
    (``note`` says "with ..."), unless it requires another number of players: then its row is kept with no
    measurement (``n`` 0, NaN effect; ``note`` says what it needs).

    One row per metric and reading, metric by metric, ordered by ``size`` (|difference|) from the largest, ties
    (and unmeasured readings, last) by option and ``label``: ``game``, ``metric``, ``option``, ``value``,
    ``label``, ``rule`` (the id the option is filed under), ``default`` (``base``'s reading), ``n``, the means
    under ``base`` and ``variant``, their paired ``difference`` with ``sd`` and 95% ``low`` / ``high``, ``size``,
    ``note``, ``kind`` (rounds or games) and ``seed``.

    >>> from zhora_core.zhora import Rules
    >>> ranked = rank_options(Rules(players=2), options=["restock", "jack_multipliers"], rounds=20, seed=1)
    >>> ranked[["label", "rule", "difference"]].round(2).to_dict("records")[-1]
    {'label': 'jack_multipliers=(2, 4, 8, 16)', 'rule': 'Z-MULTIPLIER', 'difference': 0.0}
    """
    pd = pandas()
    _check_run(rounds, games, seed, workers)
    metrics = _metrics(metric, "metric")
    if not metrics:
        raise RulesError("rank_options() needs a metric (e.g. one of " + ", ".join(RANK_METRICS) + ")")
    if bots is None and {"bot_margin", "bot_won"} & {m for m in metrics if isinstance(m, str)}:
        raise RulesError("bot_margin and bot_won measure the bot in seat 0 against the others: give "
                         "bots=('heuristic', 'random', ...)")
    if games is not None and "bot_margin" in metrics:
        raise RulesError("bot_margin is a measure of a round: use rounds= (or bot_won with games=)")
    name = game_spec(base).name
    variants, skipped, notes = [], [], {}
    for option, value in _ranked_readings(base, options):
        rules, notes[option, repr(value)] = _with_requirements(base, option, value)
        (skipped if rules is None else variants).append((option, value, rules))
    rows = _effects(base, variants, metrics, rounds=rounds, games=games, seed=seed, bots=bots, workers=workers,
                    executor=executor)
    rule = _option_rule(base)
    rows += [{"option": option, "value": value, "label": f"{option}={value!r}", "rule": rule[option],
              "metric": _metric_name(m), "kind": "games" if games is not None else "rounds", "seed": seed,
              "default": getattr(base, option), "n": 0} | dict.fromkeys(_EFFECT_COLUMNS[9:], math.nan)
             for m in metrics for option, value, _ in skipped]
    frame = pd.DataFrame(rows, columns=_EFFECT_COLUMNS)
    frame.insert(0, "game", name)
    frame["size"] = frame["difference"].abs()
    frame["note"] = [notes[option, repr(value)] for option, value in zip(frame["option"], frame["value"])]
    order = {_metric_name(m): k for k, m in enumerate(metrics)}
    frame = frame.assign(_metric=frame["metric"].map(order), _missing=frame["size"].isna())
    frame = frame.sort_values(["_metric", "_missing", "size", "option", "label"],
                              ascending=[True, True, False, True, True], kind="stable")
    columns = ["game", "metric", "option", "value", "label", "rule", "default", "n", "base", "variant",
               "difference", "sd", "low", "high", "size", "note", "kind", "seed"]
    return tagged(frame[columns].reset_index(drop=True), name)

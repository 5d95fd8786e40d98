"""The lab's tables of rounds, for every game: one row per round (``round_table``), its measures summarised
(``round_summary``), how rounds end (``endings``), the points by ending (``points_by_ending``) and the multipliers
of the losers' points in practice (``multipliers``).

A round's columns are those every game has, then the game's own (``LabSpec.round_columns``: a multiplier, the
jacks of a finish ...), then, for a simulation of rounds, the measures of its ``record`` (turns, draws ...).

>>> from zhora_core.simulate import simulate
>>> from zhora_core.prsi import Rules
>>> table = endings(simulate(Rules(players=3), rounds=40, seed=1, workers=1))
>>> int(table["rounds"].sum()), table.attrs["game"]
(40, 'prsi')
"""

from __future__ import annotations

import math

from .errors import RulesError
from .lab_common import is_games, lab_of, need, opener, pandas, round_row, spec_of, tagged
from .stats import mean_ci, wilson

__all__ = ["round_table", "round_summary", "endings", "points_by_ending", "multipliers"]

_COLUMNS = ["dealer", "first", "winner", "winner_offset", "ending", "stalemate", "winner_points", "points_per_loser",
            "first_mover_won"]


def _averaged(records) -> tuple[list[str], set[str]]:
    """The game's own measures that can be averaged over these round records (every value a count, a number
    or a yes/no, or None where the round has none), and which of them are yes/no."""
    values: dict[str, list] = {}
    for record in records:
        for key, value in record.extra:
            values.setdefault(key, []).append(value)
    numeric = [key for key, seen in values.items() if key != "stalemate"
               and all(v is None or isinstance(v, (int, float)) for v in seen) and any(v is not None for v in seen)]
    return numeric, {key for key in numeric if all(v is None or isinstance(v, bool) for v in values[key])}


def round_table(sim):
    """One row per round of any game: ``dealer``, the seat that moved ``first`` (the game's opener: the seat the
    deal put to move, or the rule's, ``LabSpec.opener``), the ``winner`` (the game's own; None when it names none)
    and his ``winner_offset`` from the dealer, the ``ending`` (one of the game's ``GameSpec.endings``),
    ``stalemate`` (the round ended without a winner by the game's stalemate rule), the winner's points, the mean
    points of the other seats (``points_per_loser``, NaN without a winner; for a game where more is better, the
    points they gained), and ``first_mover_won``; then the game's own columns (``LabSpec.round_columns``: in
    Zhora the ``jacks`` of the finish, the ``multiplier`` applied, ``base_per_loser`` and ``jack_finish``). A
    simulation of rounds adds every measure of the game's ``record`` (``turns`` ...); one of games gives each round
    of each game (``game``, ``round``), its dealer as the game dealt it."""
    need(sim, "round_table()")
    pd = pandas()
    own, rule = lab_of(sim).round_columns, lab_of(sim).opener
    rows = []
    if is_games(sim):
        for number, game in enumerate(sim.records):
            dealt = game.round_firsts or (None,) * game.rounds
            for k, (points, winner, ending, dealer, first) in enumerate(zip(
                    game.round_points, game.round_winners, game.round_endings, game.round_dealers, dealt), start=1):
                opened = opener(rule, dealer, game.players, first)
                rows.append({"game": number, "game_seed": game.seed, "round": k, "ending": ending,
                             "stalemate": ending == "stalemate"}
                            | round_row(points, winner, dealer, game.players, opened))
        columns = ["game", "game_seed", "round"]
        extras: list[str] = []
    else:
        for r in sim.records:
            opened = opener(rule, r.dealer, r.players, r.first)
            rows.append({"seed": r.seed, "ending": r.ending, "stalemate": r.ending == "stalemate"}
                        | round_row(r.points, r.winner, r.dealer, r.players, opened) | dict(r.extra))
        columns = ["seed"]
        extras = [key for key, _ in sim.records[0].extra] if sim.records else []
        extras = [key for key in extras if key not in ("ending", "stalemate")]
    added: list[str] = []
    if own is not None:
        for row in rows:
            mine = own(sim.rules, row["ending"], row["winner"], row["points_per_loser"])
            added = added or list(mine)
            row.update(mine)
    frame = pd.DataFrame(rows, columns=columns + _COLUMNS + added + [e for e in extras if e not in added])
    if len(frame):
        frame = frame.astype({"winner_offset": "Int64", "winner": "Int64", "first": "Int64"})
    return tagged(frame, spec_of(sim).name)


def round_summary(sim):
    """One row per measure of a round — the game's own numeric measures of a simulation of rounds (every number
    or yes/no of its ``record``: Zhora's ``turns``, ``draws``, ``restocks``), ``stalemate`` (the stalemate share,
    for a game that can end so), ``points_per_loser`` and ``winner_points`` (rounds with a winner) — with its
    ``n``, ``mean``, ``sd``, ``median`` and a 95% interval (``low``, ``high``): normal approximation for the means,
    Wilson for a share (a yes/no measure)."""
    need(sim, "round_summary()")
    pd = pandas()
    table = round_table(sim)
    measures, shares = _averaged(sim.records) if not is_games(sim) else ([], set())
    shares |= {"stalemate"}
    if "stalemate" in spec_of(sim).endings:
        measures.append("stalemate")
    measures += ["points_per_loser", "winner_points"]
    rows = []
    for measure in measures:
        values = table[measure].astype(float).tolist() if len(table) else []
        n, mean, sd, low, high = mean_ci(values)
        if measure in shares:
            low, high = wilson(int(sum(values)), n)
        clean = [v for v in values if v == v]
        median = float(pd.Series(clean).median()) if clean else math.nan
        rows.append({"measure": measure, "n": n, "mean": mean, "sd": sd, "median": median, "low": low,
                     "high": high})
    return tagged(pd.DataFrame(rows), spec_of(sim).name)


def endings(sim):
    """How rounds ended: one row per ending of the game (its ``GameSpec.endings``, which its ``record`` reports:
    in Zhora a plain card, a queen, Q♠, 1-4 jacks, a stalemate), with its number of ``rounds``, its ``share`` (the
    shares sum to 1) and a 95% Wilson interval. Endings that never happened are listed with 0; the game's own
    columns of an ending (``LabSpec.ending_columns``: Zhora's ``jacks``) follow the ending."""
    need(sim, "endings()")
    pd = pandas()
    spec = spec_of(sim)
    own = lab_of(sim).ending_columns
    table = round_table(sim)
    counts = table["ending"].value_counts().to_dict() if len(table) else {}
    total = len(table)
    unknown = sorted(set(counts) - set(spec.endings))
    if unknown:
        raise RulesError(f"the game {spec.name!r} reported endings it does not list: {', '.join(unknown)}")
    rows = []
    for ending in spec.endings:
        count = int(counts.get(ending, 0))
        low, high = wilson(count, total)
        rows.append({"ending": ending} | (dict(own(ending)) if own else {})
                    | {"rounds": count, "share": count / total if total else math.nan, "low": low, "high": high})
    added = list(own(spec.endings[0])) if own and spec.endings else []
    return tagged(pd.DataFrame(rows, columns=["ending"] + added + ["rounds", "share", "low", "high"]), spec.name)


def _mean(column) -> float | int:
    """The mean of a column, kept a whole number when every value is the same whole number."""
    if column.dtype.kind in "iu" and column.nunique() == 1:
        return int(column.iloc[0])
    return float(column.mean())


def points_by_ending(sim):
    """Round points by how the round ended: per ending that happened with a winner, the game's own columns of
    the ending (Zhora's ``jacks``), the number of ``rounds``, the mean ``points_per_loser`` with its sd and 95%
    interval and the mean ``winner_points``, then the mean of the game's round columns it names
    (``LabSpec.by_ending``: Zhora's ``multiplier`` and ``base_per_loser``, Z-MULTIPLIER)."""
    need(sim, "points_by_ending()")
    pd = pandas()
    spec, lab = spec_of(sim), lab_of(sim)
    table = round_table(sim)
    decided = table[table["winner"].notna()] if len(table) else table
    rows = []
    for ending in spec.endings:
        part = decided[decided["ending"] == ending] if len(decided) else decided
        if not len(part):
            continue
        n, mean, sd, low, high = mean_ci(part["points_per_loser"].tolist())
        rows.append({"ending": ending} | (dict(lab.ending_columns(ending)) if lab.ending_columns else {})
                    | {"rounds": n, "points_per_loser": mean, "sd": sd, "low": low, "high": high,
                       "winner_points": float(part["winner_points"].mean())}
                    | {column: _mean(part[column]) for column in lab.by_ending})
    own = list(lab.ending_columns(spec.endings[0])) if lab.ending_columns and spec.endings else []
    columns = (["ending"] + own + ["rounds", "points_per_loser", "sd", "low", "high", "winner_points"]
               + list(lab.by_ending))
    return tagged(pd.DataFrame(rows, columns=columns), spec.name)


def multipliers(sim):
    """The multipliers of the losers' points in practice: per value of the game's ``LabSpec.multiplier_key`` (the
    finish that sets the multiplier: in Zhora the ``jacks`` the winner ended with, 0 for a plain card or a queen,
    Z-MULTIPLIER) among the rounds with a winner, the ``rounds``, the rule's ``multiplier``, the mean
    ``points_per_loser`` with a 95% interval, the mean ``base_per_loser`` before multiplying, and the ``ratio`` of
    points per loser to that of the rounds multiplied by 1 — the multiplier a loser actually feels. A game that
    multiplies nothing has one row, keyed by its ``multiplier`` 1."""
    need(sim, "multipliers()")
    pd = pandas()
    lab = lab_of(sim)
    table = round_table(sim)
    decided = table[table["winner"].notna()] if len(table) else table
    if "multiplier" not in decided.columns:
        decided = decided.assign(multiplier=1, base_per_loser=decided["points_per_loser"])
    key = lab.multiplier_key or "multiplier"
    rows = []
    for value in sorted(set(decided[key])):
        part = decided[decided[key] == value]
        n, mean, _, low, high = mean_ci(part["points_per_loser"].tolist())
        rows.append({key: value, "rounds": n, "multiplier": int(part["multiplier"].iloc[0]),
                     "points_per_loser": mean, "low": low, "high": high,
                     "base_per_loser": float(part["base_per_loser"].mean())})
    columns = [key, "rounds", "multiplier", "points_per_loser", "low", "high", "base_per_loser"]
    frame = pd.DataFrame(rows, columns=list(dict.fromkeys(columns)))
    plain = frame.loc[frame["multiplier"] == 1, "points_per_loser"]
    frame["ratio"] = frame["points_per_loser"] / float(plain.iloc[0]) if len(plain) else math.nan
    return tagged(frame, spec_of(sim).name)

"""The rules-exploration lab: what simulations of any registered game measure, as tidy pandas frames.

Every function takes a ``Simulation`` (``zhora_core.simulate.simulate``) or its records and returns a pandas
DataFrame; none draws or displays anything, and none changes its input. pandas is imported inside the functions,
so importing this module does not import it.

The game comes from the simulation's rules (``zhora_core.games``); what a seat's points mean (fewer is better in
Zhora, Joe, Thirteen and Prší; more in the Joker family and the banker game) and how seats rank over a whole game
come from the game, never from here. A round's winner is the game's own (``Outcome.winner``: None after a
stalemate, or when nobody is alone in front); a whole game's is the seat its ranking puts first. Zhora's own
measures (``jack_multipliers``, ``letter_rounds``, ``letter_race``, ``spread``) refuse another game.

- per round (a simulation of ``rounds=``): ``round_table``, ``round_summary``, ``endings``, ``points_by_ending``,
  ``jack_multipliers`` (the tables also accept a simulation of games, round by round);
- per game (a simulation of ``games=``): ``game_table``, ``game_summary``, ``game_lengths``, ``letter_rounds``,
  ``letter_race``, ``final_ranking``, and for one record ``standings``, ``leaders``, ``count_lead_changes``,
  ``winner_drama``;
- fairness: ``wilson``, ``seat_fairness``, ``dealer_fairness``;
- the variant-analysis heuristics of the CardStock project (C. Bell and M. Goadrich, "Automated Playtesting
  with RECYCLEd CardStock", Game & Puzzle Design, 2016), after the definitions in Goadrich's blog "The Shape of
  Card Games": ``fairness``, ``order``, ``drama``, ``lead_change``, and our own ``spread``; ``heuristics`` puts
  them in one frame;
- bots: ``bot_margin`` (points per round, better by the game's direction, paired over common seeds);
- rule options: ``compare``, ``compare_rules``, ``option_effect``, ``option_effects`` (A/B on common seeds,
  paired), and ``rank_options``, every option of a game ranked by the size of its effect (``RANK_METRICS``).

>>> from zhora_core.simulate import simulate
>>> from zhora_core.zhora import Rules
>>> sim = simulate(Rules(players=3), rounds=60, seed=1, workers=1)
>>> table = endings(sim)
>>> int(table["rounds"].sum()), round(float(table["share"].sum()), 9)
(60, 1.0)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from .comparison import compare_games
from .errors import RulesError
from .games import DEFAULT
from .games import spec as game_spec
from .simulate import round_places, simulate
from .zhora.rules import Rules
from .zhora.scoring import LETTERS, ranking, tally

__all__ = [
    "ENDINGS", "Z95", "SOURCES",
    "round_table", "round_summary", "endings", "points_by_ending", "jack_multipliers",
    "standings", "leaders", "count_lead_changes", "winner_drama",
    "game_table", "game_summary", "game_lengths", "letter_rounds", "letter_race", "final_ranking",
    "wilson", "seat_fairness", "dealer_fairness",
    "fairness", "order", "drama", "spread", "lead_change", "heuristics",
    "bot_margin", "compare", "compare_rules", "option_effect", "option_effects",
    "RANK_METRICS", "option_readings", "rank_options", "compare_games",
]

#: How a round of Zhora can end, in the order the lab reports them (``Outcome.ending``); another game's are
#: its ``GameSpec.endings``.
ENDINGS = ("plain", "queen", "queen of spades", "jacks x1", "jacks x2", "jacks x3", "jacks x4", "stalemate")

#: The normal quantile of a two-sided 95% interval.
Z95 = 1.959963984540054

#: Where the published heuristics come from (cited by ``heuristics()``).
SOURCES = {
    "fairness": "after CardStock's Fairness (M. Goadrich, 'Heuristics Overview', The Shape of Card Games, 2018)",
    "order": "after CardStock's Order (M. Goadrich, 'Order Heuristic', The Shape of Card Games, 2019)",
    "drama": "after CardStock's Drama (M. Goadrich, 'Heuristics Overview', The Shape of Card Games, 2018); "
             "standings rank instead of an AI's win estimate",
    "lead_change": "after the lead-change criterion of C. Browne's PhD thesis (QUT, 2008), "
                   "from which CardStock's heuristics are adapted",
    "spread": "Zhora Lab's own score spread (not CardStock's Spread, which needs an AI's move estimates)",
}

_ROUND_METRICS = ("points_per_loser", "winner_points", "turns", "draws", "restocks", "stalemate",
                  "jack_finish", "first_mover_won")
_GAME_METRICS = ("rounds", "stalemates", "lead_changes", "drama", "spread", "first_mover_won")
_ANY_ROUND_METRICS = ("points_per_loser", "winner_points", "turns", "stalemate", "first_mover_won")
_ANY_GAME_METRICS = ("rounds", "stalemates", "lead_changes", "drama", "first_mover_won")


# --- helpers ---------------------------------------------------------------------------------------------------

def _pd():
    import pandas as pd

    return pd


def _is_games(sim) -> bool:
    return sim.kind == "games"


def _game(obj) -> str:
    """The game of a record or of a simulation (by its rules); a record-like input without one is the default
    game's (Zhora's)."""
    if hasattr(obj, "records"):
        return game_spec(obj.rules).name
    return getattr(obj, "game", DEFAULT)


def _is_zhora(obj) -> bool:
    """Whether the game is scored in totals and letters (``GameSpec.letters``), as Zhora is: the lab's Zhora
    measures serve it."""
    return bool(game_spec(_game(obj)).letters)


def _zhora_only(sim, what: str, rule: str) -> None:
    if not _is_zhora(sim):
        name = _game(sim)
        raise RulesError(f"{what} is a measure of Zhora ({rule}); this is a simulation of {name!r} "
                         f"({game_spec(name).title[0]})", rule=rule)


def _endings(sim) -> tuple[str, ...]:
    """The endings the lab reports for the simulation's game, in its order."""
    return ENDINGS if _is_zhora(sim) else tuple(game_spec(sim.rules).endings)


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


def _round_row(points, winner, dealer, players, first) -> dict:
    """What every game's round has: its winner and his seat counted from the dealer, the winner's points and
    the mean points of the others, and whether the seat that moved first won."""
    losers = [p for seat, p in enumerate(points) if seat != winner]
    decided = winner is not None
    return {"dealer": dealer, "first": first, "winner": winner,
            "winner_offset": (winner - dealer) % players if decided else None,
            "winner_points": points[winner] if decided else math.nan,
            "points_per_loser": math.fsum(losers) / len(losers) if decided else math.nan,
            "first_mover_won": float(winner == first) if decided else math.nan}


def _same_game(sims, what: str) -> None:
    names = sorted({_game(sim) for sim in sims})
    if len(names) > 1:
        raise RulesError(f"{what}() compares simulations of one game, got {', '.join(names)}")


def _need(sim, kind: str, what: str) -> None:
    if sim.records and _is_games(sim) != (kind == "games"):
        other = "rounds" if kind == "games" else "games"
        raise RulesError(f"{what} needs a simulation of {kind} (simulate(..., {kind}=N)), got one of {other}")


def _mean_ci(values: Sequence[float]) -> tuple[int, float, float, float, float]:
    """``n, mean, sd, low, high``: the mean with a 95% normal-approximation interval (NaN when empty)."""
    values = [float(v) for v in values if v == v]  # drop NaN
    n = len(values)
    if n == 0:
        return 0, math.nan, math.nan, math.nan, math.nan
    mean = math.fsum(values) / n
    sd = math.sqrt(math.fsum((v - mean) ** 2 for v in values) / (n - 1)) if n > 1 else 0.0
    half = Z95 * sd / math.sqrt(n)
    return n, mean, sd, mean - half, mean + half


def _jacks(ending: str) -> int:
    return int(ending.rsplit("x", 1)[1]) if ending.startswith("jacks") else 0


def _role(offset: int) -> str:
    return "dealer" if offset == 0 else f"{offset}{({1: 'st', 2: 'nd', 3: 'rd'}).get(offset, 'th')} to move"


def _first_dealer(record) -> int:
    """The first dealer of a simulated game (Zhora's drawn by lot from its seed, Z-DEALER)."""
    return record.first_dealer if _is_zhora(record) else record.round_dealers[0]


def _opener(record, dealer: int, players: int, first: int | None) -> int:
    """Who moved first: in Zhora the seat left of the dealer (Z-FIRST, before any starter effect), in another
    game the seat to move when the round was dealt."""
    return (dealer + 1) % players if _is_zhora(record) or first is None else first


def _key(standing: tuple[int, str]) -> tuple[int, int]:
    total, letters = standing
    return len(letters), total


def _winners(sim) -> list[tuple[int | None, int, int, int]]:
    """``(winner, dealer, players, first)`` per round (a round simulation: ``None`` when the game names no
    winner) or per game (the seat ranked first, the first dealer, who moved first in the first round)."""
    if _is_games(sim):
        return [(r.ranking[0], _first_dealer(r), r.players,
                 _opener(r, _first_dealer(r), r.players, (r.round_firsts or (None,))[0])) for r in sim.records]
    return [(r.winner, r.dealer, r.players, _opener(r, r.dealer, r.players, r.first)) for r in sim.records]


# --- per round -------------------------------------------------------------------------------------------------

def round_table(sim):
    """One row per round of any game: ``dealer``, the seat that moved ``first`` (the one dealt to move; Zhora's
    table leaves it out), the ``winner`` (the game's own; None when it names none) and his ``winner_offset``
    from the dealer, the ``ending`` (one of the game's ``GameSpec.endings``), ``stalemate`` (the round ended
    without a winner by the game's stalemate rule), the winner's points, the mean points of the other seats
    (``points_per_loser``, NaN without a winner; for a game where more is better, the points they gained), and
    ``first_mover_won``. A simulation of rounds adds every measure of the game's ``record`` (``turns`` ...); one
    of games gives each round of each game (``game``, ``round``), its dealer as the game dealt it.

    Zhora's table has no ``first`` column (its first mover is left of the dealer, Z-FIRST) and adds the jacks
    of the finish, the ``multiplier`` applied, ``base_per_loser`` and ``jack_finish``."""
    if _is_zhora(sim):
        return _zhora_round_table(sim)
    pd = _pd()
    rows = []
    if _is_games(sim):
        for number, game in enumerate(sim.records):
            firsts = game.round_firsts or (None,) * game.rounds
            for k, (points, winner, ending, dealer, first) in enumerate(zip(
                    game.round_points, game.round_winners, game.round_endings, game.round_dealers, firsts),
                    start=1):
                rows.append({"game": number, "game_seed": game.seed, "round": k, "ending": ending,
                             "stalemate": ending == "stalemate"}
                            | _round_row(points, winner, dealer, game.players, first))
        columns = ["game", "game_seed", "round"]
        extras: list[str] = []
    else:
        for r in sim.records:
            rows.append({"seed": r.seed, "ending": r.ending, "stalemate": r.ending == "stalemate"}
                        | _round_row(r.points, r.winner, r.dealer, r.players, r.first) | dict(r.extra))
        columns = ["seed"]
        extras = [key for key, _ in sim.records[0].extra] if sim.records else []
        extras = [key for key in extras if key not in ("ending", "stalemate")]
    columns += ["dealer", "first", "winner", "winner_offset", "ending", "stalemate", "winner_points",
                "points_per_loser", "first_mover_won"] + extras
    frame = pd.DataFrame(rows, columns=columns)
    return frame.astype({"winner_offset": "Int64", "winner": "Int64", "first": "Int64"}) if len(frame) else frame


def _zhora_round_table(sim):
    """Zhora's rounds: how it ended (``ending``, ``jacks``, the ``multiplier`` applied), the winner and his
    seat counted from the dealer (``winner_offset``: 1 moved first, Z-FIRST), the winner's points (Z-QUEEN), the
    mean points of the losers (``points_per_loser``, NaN after a stalemate) and that before the multiplier
    (``base_per_loser``, Z-MULTIPLIER). A simulation of rounds adds ``turns``, ``draws`` and ``restocks``; one
    of games gives each round of each game (``game``, ``round``), its dealer followed from the first (Z-DEALER).
    """
    pd = _pd()
    multipliers = sim.rules.jack_multipliers
    rows = []

    def row(points, winner, ending, dealer, players):
        jacks = _jacks(ending)
        multiplier = multipliers[jacks - 1] if jacks else 1
        losers = [p for seat, p in enumerate(points) if seat != winner]
        per_loser = math.fsum(losers) / len(losers) if winner is not None else math.nan
        offset = (winner - dealer) % players if winner is not None else None
        return {"dealer": dealer, "winner": winner, "winner_offset": offset, "ending": ending, "jacks": jacks,
                "multiplier": multiplier, "stalemate": winner is None,
                "winner_points": points[winner] if winner is not None else math.nan,
                "points_per_loser": per_loser, "base_per_loser": per_loser / multiplier,
                "jack_finish": float(jacks > 0) if winner is not None else math.nan,
                "first_mover_won": float(offset == 1) if winner is not None else math.nan}

    if _is_games(sim):
        for number, game in enumerate(sim.records):
            dealer = _first_dealer(game)
            for k, (points, winner, ending) in enumerate(
                    zip(game.round_points, game.round_winners, game.round_endings), start=1):
                rows.append({"game": number, "game_seed": game.seed, "round": k}
                            | row(points, winner, ending, dealer, game.players))
                dealer = dealer if winner is None else winner
        columns = ["game", "game_seed", "round"]
    else:
        for r in sim.records:
            rows.append({"seed": r.seed} | row(r.points, r.winner, r.ending, r.dealer, r.players)
                        | {"turns": r.turns, "draws": r.draws, "restocks": r.restocks})
        columns = ["seed"]
    columns += ["dealer", "winner", "winner_offset", "ending", "jacks", "multiplier", "stalemate", "winner_points",
                "points_per_loser", "base_per_loser", "jack_finish", "first_mover_won"]
    if not _is_games(sim):
        columns += ["turns", "draws", "restocks"]
    frame = pd.DataFrame(rows, columns=columns)
    return frame.astype({"winner_offset": "Int64", "winner": "Int64"}) if len(frame) else frame


def round_summary(sim):
    """One row per measure of a round — the game's own numeric measures of a simulation of rounds (Zhora's
    ``turns``, ``draws``, ``restocks``; another game's every number or yes/no of its ``record``), ``stalemate``
    (the stalemate share, Zhora's Z-STALL; for another game only when it can end so), ``points_per_loser`` and
    ``winner_points`` (rounds with a winner) — with its ``n``, ``mean``, ``sd``, ``median`` and a 95% interval
    (``low``, ``high``): normal approximation for the means, Wilson for a share (a yes/no measure)."""
    pd = _pd()
    table = round_table(sim)
    if _is_zhora(sim):
        measures = ["turns", "draws", "restocks"] if not _is_games(sim) else []
        shares = {"stalemate"}
    else:
        measures, shares = _averaged(sim.records) if not _is_games(sim) else ([], set())
        shares |= {"stalemate"}
    if _is_zhora(sim) or "stalemate" in _endings(sim):
        measures.append("stalemate")
    measures += ["points_per_loser", "winner_points"]
    rows = []
    for measure in measures:
        values = table[measure].astype(float).tolist() if len(table) else []
        n, mean, sd, low, high = _mean_ci(values)
        if measure in shares:
            low, high = wilson(int(sum(values)), n)
        clean = [v for v in values if v == v]
        median = float(pd.Series(clean).median()) if clean else math.nan
        rows.append({"measure": measure, "n": n, "mean": mean, "sd": sd, "median": median, "low": low,
                     "high": high})
    return pd.DataFrame(rows)


def endings(sim):
    """How rounds ended: one row per ending of the game (Zhora's ``ENDINGS``: a plain card, a queen, Q♠, 1-4
    jacks, a stalemate, Z-OUT, Z-QUEEN, Z-JACKS-OUT, Z-STALL; another game's ``GameSpec.endings``, which its
    ``record`` reports), with its number of ``rounds``, its ``share`` (the shares sum to 1) and a 95% Wilson
    interval. Endings that never happened are listed with 0; Zhora's table adds the ``jacks`` of each."""
    pd = _pd()
    table = round_table(sim)
    counts = table["ending"].value_counts().to_dict() if len(table) else {}
    total = len(table)
    known = _endings(sim)
    unknown = sorted(set(counts) - set(known))
    if unknown:
        raise RulesError(f"the game {_game(sim)!r} reported endings it does not list: {', '.join(unknown)}")
    rows = []
    for ending in known:
        count = int(counts.get(ending, 0))
        low, high = wilson(count, total)
        jacks = {"jacks": _jacks(ending)} if _is_zhora(sim) else {}
        rows.append({"ending": ending} | jacks | {"rounds": count, "share": count / total if total else math.nan,
                                                  "low": low, "high": high})
    return pd.DataFrame(rows, columns=["ending"] + ["jacks"] * _is_zhora(sim) + ["rounds", "share", "low", "high"])


def points_by_ending(sim):
    """Round points by how the round ended: per ending that happened with a winner, the number of ``rounds``,
    the mean ``points_per_loser`` with its sd and 95% interval and the mean ``winner_points``. Zhora's
    (Z-POINTS, Z-MULTIPLIER, Z-QUEEN) adds each finish's ``jacks``, ``multiplier`` and ``base_per_loser``."""
    pd = _pd()
    table = round_table(sim)
    if not _is_zhora(sim):
        decided = table[table["winner"].notna()] if len(table) else table
        rows = []
        for ending in _endings(sim):
            part = decided[decided["ending"] == ending] if len(decided) else decided
            if not len(part):
                continue
            n, mean, sd, low, high = _mean_ci(part["points_per_loser"].tolist())
            rows.append({"ending": ending, "rounds": n, "points_per_loser": mean, "sd": sd, "low": low,
                         "high": high, "winner_points": float(part["winner_points"].mean())})
        return pd.DataFrame(rows, columns=["ending", "rounds", "points_per_loser", "sd", "low", "high",
                                           "winner_points"])
    rows = []
    for ending in ENDINGS[:-1]:
        part = table[table["ending"] == ending] if len(table) else table
        if not len(part):
            continue
        n, mean, sd, low, high = _mean_ci(part["points_per_loser"].tolist())
        rows.append({"ending": ending, "jacks": _jacks(ending), "rounds": n,
                     "multiplier": int(part["multiplier"].iloc[0]), "points_per_loser": mean, "sd": sd,
                     "low": low, "high": high, "base_per_loser": float(part["base_per_loser"].mean()),
                     "winner_points": float(part["winner_points"].mean())})
    return pd.DataFrame(rows, columns=["ending", "jacks", "rounds", "multiplier", "points_per_loser", "sd", "low",
                                       "high", "base_per_loser", "winner_points"])


def jack_multipliers(sim):
    """The jack multipliers in practice (Z-MULTIPLIER, Z-JACKS-OUT): per number of ``jacks`` the winner ended
    with (0 = a plain card or a queen), the ``rounds``, the nominal ``multiplier``, the mean ``points_per_loser``
    with a 95% interval, the mean ``base_per_loser`` before multiplying, and the ``ratio`` of points per loser to
    that after a finish without jacks — the multiplier a loser actually feels. Zhora's only."""
    _zhora_only(sim, "jack_multipliers", "Z-MULTIPLIER")
    pd = _pd()
    table = round_table(sim)
    decided = table[~table["stalemate"]] if len(table) else table
    multipliers = (1, *sim.rules.jack_multipliers)
    rows = []
    for jacks in range(5):
        part = decided[decided["jacks"] == jacks] if len(decided) else decided
        if not len(part):
            continue
        n, mean, sd, low, high = _mean_ci(part["points_per_loser"].tolist())
        rows.append({"jacks": jacks, "rounds": n, "multiplier": multipliers[jacks], "points_per_loser": mean,
                     "low": low, "high": high, "base_per_loser": float(part["base_per_loser"].mean())})
    frame = pd.DataFrame(rows, columns=["jacks", "rounds", "multiplier", "points_per_loser", "low", "high",
                                        "base_per_loser"])
    plain = frame.loc[frame["jacks"] == 0, "points_per_loser"]
    frame["ratio"] = frame["points_per_loser"] / float(plain.iloc[0]) if len(plain) else math.nan
    return frame


# --- one game --------------------------------------------------------------------------------------------------

def standings(record) -> list[list]:
    """Every seat's standing after each round of a game record: in Zhora its ``(total, letters)``, replayed
    with ``tally`` (Z-TOTAL … Z-KEEP) from anything with ``players`` and ``round_points``; in another game its
    running total of round points (which ends at the record's ``totals``)."""
    if not _is_zhora(record):
        totals = [0] * record.players
        after = []
        for points in record.round_points:
            totals = [total + p for total, p in zip(totals, points)]
            after.append(totals)
        return after
    current = [(0, "")] * record.players
    after = []
    for points in record.round_points:
        current = [tally(total, letters, p) for (total, letters), p in zip(current, points)]
        after.append(current)
    return after


def leaders(record) -> list[int]:
    """The leader after each round. In Zhora, the seat ``ranking`` puts first (fewer letters, then lower total,
    Z-END), a tie for the lead keeping the previous leader, so only overtaking changes the lead; in another
    game, the first of the game's own ranking after that round (``round_rankings``: the game breaks ties)."""
    if not _is_zhora(record):
        return [order[0] for order in record.round_rankings]
    result: list[int] = []
    for standing in standings(record):
        best = _key(standing[ranking(standing)[0]])
        if result and _key(standing[result[-1]]) == best:
            result.append(result[-1])
        else:
            result.append(ranking(standing)[0])
    return result


def count_lead_changes(record) -> int:
    """How many times the leader (``leaders``) changed from one round to the next over a game."""
    order = leaders(record)
    return sum(a != b for a, b in zip(order, order[1:]))


def _places(standing: Sequence[tuple[int, str]]) -> list[int]:
    """Competition places (1 = leading; tied seats share a place)."""
    keys = [_key(s) for s in standing]
    return [1 + sum(other < key for other in keys) for key in keys]


def winner_drama(record) -> tuple[float, int]:
    """The game's drama after CardStock's definition, and the eventual winner's worst place.

    The winner is the seat ranked first at the end. After each round his standing gives an estimate
    ``est = (n - place) / (n - 1)`` (1 leading, 0 last; in Zhora ties share the better place, in another game
    the place is his in the game's ranking after that round). With the threshold
    ``t = (1 + (n - 2) / (n - 1)) / 2`` (0.5 for two players), drama is the mean of ``sqrt(t - est)`` over the
    rounds where ``est < t``, and 0 when the winner was never below it.
    """
    n = record.players
    if _is_zhora(record):
        after = standings(record)
        if not after:
            return 0.0, 1
        winner = ranking(after[-1])[0]
        places = [_places(standing)[winner] for standing in after]
    else:
        if not record.round_rankings:
            return 0.0, 1
        winner = record.ranking[0]
        places = [1 + order.index(winner) for order in record.round_rankings]
    threshold = (1 + (n - 2) / (n - 1)) / 2
    dips = [math.sqrt(threshold - (n - p) / (n - 1)) for p in places if (n - p) / (n - 1) < threshold]
    return (math.fsum(dips) / len(dips) if dips else 0.0), max(places)


# --- per game --------------------------------------------------------------------------------------------------

def game_table(sim):
    """One row per game: ``rounds`` and ``stalemates`` played, ``turns``, the ``first_dealer`` and the seat
    that moved first, the ``winner`` (the seat the game ranks first) and his seat counted from the first dealer,
    ``first_mover_won``, ``lead_changes``, the winner's ``worst_place`` and the game's ``drama``
    (``winner_drama``). Zhora's (first dealer by lot, Z-DEALER; ranked by Z-END) adds the winner's letters, the
    number of losers (ЖОРА), the ``letter_gap`` between first and last and ``spread`` (= gap / 4); another
    game's adds the winner's total (``winner_total``) and the ``total_gap`` between the first and the last
    seat of its ranking."""
    pd = _pd()
    _need(sim, "games", "game_table")
    if not _is_zhora(sim):
        rows = []
        for number, game in enumerate(sim.records):
            dealer, n = _first_dealer(game), game.players
            first = _opener(game, dealer, n, (game.round_firsts or (None,))[0])
            winner, last = game.ranking[0], game.ranking[-1]
            drama_value, worst = winner_drama(game)
            rows.append({"game": number, "seed": game.seed, "players": n, "rounds": game.rounds,
                         "stalemates": sum(e == "stalemate" for e in game.round_endings), "turns": game.turns,
                         "first_dealer": dealer, "first_mover": first, "winner": winner,
                         "winner_offset": (winner - dealer) % n, "first_mover_won": float(winner == first),
                         "winner_total": game.totals[winner],
                         "total_gap": abs(game.totals[winner] - game.totals[last]),
                         "lead_changes": count_lead_changes(game), "worst_place": worst, "drama": drama_value})
        return pd.DataFrame(rows, columns=["game", "seed", "players", "rounds", "stalemates", "turns",
                                           "first_dealer", "first_mover", "winner", "winner_offset",
                                           "first_mover_won", "winner_total", "total_gap", "lead_changes",
                                           "worst_place", "drama"])
    rows = []
    for number, game in enumerate(sim.records):
        dealer = _first_dealer(game)
        n = game.players
        winner, last = game.ranking[0], game.ranking[-1]
        gap = len(game.letters[last]) - len(game.letters[winner])
        drama_value, worst = winner_drama(game)
        rows.append({"game": number, "seed": game.seed, "players": n, "rounds": game.rounds,
                     "stalemates": game.stalemates, "turns": game.turns, "first_dealer": dealer,
                     "first_mover": (dealer + 1) % n, "winner": winner, "winner_offset": (winner - dealer) % n,
                     "first_mover_won": float((winner - dealer) % n == 1),
                     "winner_letters": len(game.letters[winner]), "losers": len(game.losers), "letter_gap": gap,
                     "spread": gap / len(LETTERS), "lead_changes": count_lead_changes(game),
                     "worst_place": worst, "drama": drama_value})
    return pd.DataFrame(rows, columns=["game", "seed", "players", "rounds", "stalemates", "turns", "first_dealer",
                                       "first_mover", "winner", "winner_offset", "first_mover_won",
                                       "winner_letters", "losers", "letter_gap", "spread", "lead_changes",
                                       "worst_place", "drama"])


def game_summary(sim):
    """One row per measure of a game — ``rounds``, ``stalemates``, ``lead_changes``, ``drama`` and Zhora's
    ``spread`` and ``winner_letters`` or another game's ``turns`` and ``total_gap`` — with ``n``, ``mean``,
    ``sd``, ``median`` and a 95% normal-approximation interval."""
    pd = _pd()
    table = game_table(sim)
    rows = []
    own = ("spread", "winner_letters") if _is_zhora(sim) else ("turns", "total_gap")
    for measure in ("rounds", "stalemates", "lead_changes", "drama") + own:
        n, mean, sd, low, high = _mean_ci(table[measure].tolist())
        rows.append({"measure": measure, "n": n, "mean": mean, "sd": sd,
                     "median": float(table[measure].median()) if n else math.nan, "low": low, "high": high})
    return pd.DataFrame(rows)


def game_lengths(sim):
    """The distribution of game length: per number of ``rounds`` a game lasted, the number of ``games`` and
    their ``share``."""
    pd = _pd()
    table = game_table(sim)
    counts = table["rounds"].value_counts().sort_index()
    return pd.DataFrame({"rounds": counts.index.astype(int), "games": counts.values.astype(int),
                         "share": counts.values / max(1, len(table))})


def letter_rounds(sim):
    """The letter race (Z-LETTER): one row per letter earned — ``game``, ``seat``, ``letter`` (Ж О Р А) and the
    ``round`` in which that seat earned it. Zhora's only."""
    _zhora_only(sim, "letter_rounds", "Z-LETTER")
    pd = _pd()
    _need(sim, "games", "letter_rounds")
    rows = []
    for number, game in enumerate(sim.records):
        before = [""] * game.players
        for k, standing in enumerate(standings(game), start=1):
            for seat, (_, letters) in enumerate(standing):
                if letters != before[seat]:
                    rows.append({"game": number, "game_seed": game.seed, "seat": seat, "letter": letters[-1],
                                 "round": k})
            before = [letters for _, letters in standing]
    return pd.DataFrame(rows, columns=["game", "game_seed", "seat", "letter", "round"])


def letter_race(sim):
    """Rounds to each letter, summarised by letter: how many seat-games ``earned`` it and what ``share`` of all
    seats that is, the mean and median ``round`` it was earned in, and the mean round the ``first`` player of
    each game earned it (``first_round``). Zhora's only."""
    _zhora_only(sim, "letter_race", "Z-LETTER")
    pd = _pd()
    table = letter_rounds(sim)
    seats = sum(r.players for r in sim.records)
    rows = []
    for letter in LETTERS:
        part = table[table["letter"] == letter]
        first = part.groupby("game")["round"].min()
        rows.append({"letter": letter, "earned": len(part), "share": len(part) / seats if seats else math.nan,
                     "round_mean": float(part["round"].mean()) if len(part) else math.nan,
                     "round_median": float(part["round"].median()) if len(part) else math.nan,
                     "first_round": float(first.mean()) if len(first) else math.nan})
    return pd.DataFrame(rows)


def final_ranking(sim):
    """The final ranking by seat (the game's own; Zhora's Z-END): for each ``seat`` and ``place`` (1 = first),
    the number of ``games`` and their ``share`` of that seat's games."""
    pd = _pd()
    _need(sim, "games", "final_ranking")
    counts: dict[tuple[int, int], int] = {}
    for game in sim.records:
        for place, seat in enumerate(game.ranking, start=1):
            counts[seat, place] = counts.get((seat, place), 0) + 1
    n = sim.rules.players
    games = len(sim.records)
    rows = [{"seat": seat, "place": place, "games": counts.get((seat, place), 0),
             "share": counts.get((seat, place), 0) / games if games else math.nan}
            for seat in range(n) for place in range(1, n + 1)]
    return pd.DataFrame(rows)


# --- fairness --------------------------------------------------------------------------------------------------

def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``successes / n`` (95% by default); ``(nan, nan)`` for n = 0.

    >>> [round(x, 3) for x in wilson(0, 100)], [round(x, 3) for x in wilson(50, 100)]
    ([0.0, 0.037], [0.404, 0.596])
    """
    if n <= 0:
        return math.nan, math.nan
    if not 0 <= successes <= n:
        raise ValueError(f"successes must lie between 0 and n={n}, got {successes}")
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == n else min(1.0, centre + half)
    return low, high


def _win_rows(groups: dict[Any, list[int]], fair: float, label: str, extra: Callable[[Any], dict]):
    pd = _pd()
    rows = []
    for key, (wins, n) in groups.items():
        low, high = wilson(wins, n)
        rows.append({label: key} | extra(key) | {"n": n, "wins": wins, "win_rate": wins / n if n else math.nan,
                                                   "low": low, "high": high, "fair": fair,
                                                   "gap": (wins / n - fair) if n else math.nan})
    return pd.DataFrame(rows)


def _wins_by(sim, position) -> dict[int, list[int]]:
    """``[wins, decided]`` for each position 0…n-1 at the table, ``position(winner, dealer, players)`` naming the
    winner's; rounds without a winner are left out."""
    groups = {k: [0, 0] for k in range(sim.rules.players)}
    for winner, dealer, players, _ in _winners(sim):
        if winner is None:
            continue
        for k in range(players):
            groups[k][1] += 1
        groups[position(winner, dealer, players)][0] += 1
    return groups


def seat_fairness(sim):
    """Win rate by seat with a 95% Wilson interval, against the fair share 1/n (``gap``). The winner of a game
    is the seat ranked first (Zhora's Z-END); of a round, the game's winner (in Zhora the player who went out;
    rounds without a winner are left out, so ``n`` counts decided rounds). With the same bot in every seat, any
    gap is chance or an error in the engine."""
    n = sim.rules.players
    groups = _wins_by(sim, lambda winner, dealer, players: winner)
    return _win_rows(groups, 1 / n, "seat", lambda seat: {"bot": sim.bots[seat]})


def dealer_fairness(sim):
    """Win rate by seat counted from the dealer (``offset`` 0 = the dealer, 1 = the first to move, Z-FIRST …),
    with a 95% Wilson interval and the ``gap`` to 1/n. For games, the offset is from the first dealer (Zhora's
    drawn by lot, Z-DEALER, its later rounds dealt by the last winner). In Joe the face-up cards, not the
    dealer, choose who opens."""
    n = sim.rules.players
    groups = _wins_by(sim, lambda winner, dealer, players: (winner - dealer) % players)
    return _win_rows(groups, 1 / n, "offset", lambda offset: {"role": _role(offset)})


# --- the published variant-analysis heuristics -------------------------------------------------------------------

def _heuristic_row(metric: str, value: float, low: float, high: float, n: int, **extra) -> dict:
    return {"metric": metric, "value": value, "low": low, "high": high, "n": n} | extra | {
        "source": SOURCES[metric]}


def _fairness_score(rate: float, n: int) -> float:
    fair = 1 / n
    return rate * n if rate <= fair else (n - n * rate) / (n - 1)


def fairness(sim):
    """Fairness after CardStock's definition (Goadrich 2018): with ``wp`` the first mover's win rate and ``n``
    players, ``fairness = wp * n`` if ``wp <= 1/n``, else ``(n - n * wp) / (n - 1)``; 1 is perfectly fair, 0
    means the first mover always (or never) wins. The first mover is, in Zhora, the seat left of the (first)
    dealer (Z-FIRST); in another game the seat to move when the (first) round was dealt. The interval maps the
    Wilson interval of ``wp``; rounds without a winner are left out. CardStock measures it with random players;
    this measures it for the bots of ``sim``. ``worst_gap`` is the largest |win rate - 1/n| over all offsets
    from the dealer."""
    pd = _pd()
    table = dealer_fairness(sim)
    n = sim.rules.players
    decided = [(winner, first) for winner, _, _, first in _winners(sim) if winner is not None]
    wins = sum(winner == first for winner, first in decided)
    rate = wins / len(decided) if decided else math.nan
    if rate != rate:
        return pd.DataFrame([_heuristic_row("fairness", math.nan, math.nan, math.nan, 0)])
    low, high = wilson(wins, len(decided))
    ends = [_fairness_score(low, n), _fairness_score(high, n)]
    top = 1.0 if low <= 1 / n <= high else max(ends)
    return pd.DataFrame([_heuristic_row("fairness", _fairness_score(rate, n), min(ends), top, len(decided),
                                        first_mover_win_rate=rate, worst_gap=float(table["gap"].abs().max()))])


def order(*sims, bot: str):
    """Order after CardStock's definition (Goadrich 2019), the share of the game under a player's control:
    ``order = (wp - 1/n) / (1 - 1/n)``, where ``wp`` is the win rate of the one seat played by ``bot`` at tables
    of weaker bots (CardStock: one AI among random players). 0: ``bot`` wins no more than its fair share (luck
    rules); 1: it always wins; below 0, it does worse. Pools every simulation given (e.g. the same deals with
    ``bot`` in each seat); the interval maps the Wilson interval of ``wp``. Winners as in ``seat_fairness``."""
    pd = _pd()
    if not sims:
        raise RulesError("order() needs at least one simulation")
    players = {s.rules.players for s in sims}
    if len(players) != 1:
        raise RulesError(f"order() pools tables of one size, got {sorted(players)} players")
    _same_game(sims, "order")
    n = players.pop()
    wins = total = 0
    opponents: set[str] = set()
    for sim in sims:
        seats = [seat for seat, name in enumerate(sim.bots) if name == bot]
        if len(seats) != 1:
            raise RulesError(f"order() needs exactly one seat played by {bot!r}, got bots {sim.bots}")
        opponents |= {name for name in sim.bots if name != bot}
        for winner, _, _, _ in _winners(sim):
            if winner is not None:
                total += 1
                wins += winner == seats[0]
    rate = wins / total if total else math.nan
    low, high = wilson(wins, total)
    fair = 1 / n

    def scale(p):
        return (p - fair) / (1 - fair)

    return pd.DataFrame([_heuristic_row("order", scale(rate), scale(low), scale(high), total, bot=bot,
                                        opponents=" ".join(sorted(opponents)), wins=wins, win_rate=rate,
                                        win_low=low, win_high=high, fair=fair)])


def drama(sim):
    """Drama after CardStock's definition (Goadrich 2018): the mean over games of ``winner_drama`` — how far
    below the leading places the eventual winner fell, averaged over the rounds he spent there, 0 for a game he
    led throughout. Also ``behind_share``: the share of games whose winner was ever below the threshold."""
    pd = _pd()
    table = game_table(sim)
    n, mean, _, low, high = _mean_ci(table["drama"].tolist())
    behind = float((table["drama"] > 0).mean()) if n else math.nan
    return pd.DataFrame([_heuristic_row("drama", mean, low, high, n, behind_share=behind)])


def spread(sim):
    """Score spread: the mean over games of (letters of the last-ranked seat - letters of the first) / 4,
    from 0 (the winner too was one letter from ЖОРА) to 1 (he ended with no letter). Our measure, named after
    CardStock's but not the same: CardStock's Spread needs an AI's estimates of every move. Zhora's only."""
    _zhora_only(sim, "spread", "Z-LETTER")
    pd = _pd()
    table = game_table(sim)
    n, mean, _, low, high = _mean_ci(table["spread"].tolist())
    return pd.DataFrame([_heuristic_row("spread", mean, low, high, n,
                                        letter_gap=float(table["letter_gap"].mean()) if n else math.nan)])


def lead_change(sim):
    """Lead change, after Browne's criterion: the mean number of times per game the leader (``leaders``: first
    by ``ranking``, ties keeping the lead) changes between consecutive rounds, with a 95% interval; ``per_round``
    divides each game's changes by its rounds - 1."""
    pd = _pd()
    table = game_table(sim)
    n, mean, _, low, high = _mean_ci(table["lead_changes"].tolist())
    rates = [c / (r - 1) for c, r in zip(table["lead_changes"], table["rounds"]) if r > 1]
    per_round = math.fsum(rates) / len(rates) if rates else math.nan
    return pd.DataFrame([_heuristic_row("lead_change", mean, low, high, n, per_round=per_round)])


def heuristics(sim, *, order_sims: Sequence = (), bot: str | None = None):
    """The variant-analysis heuristics of a simulation of games in one frame — ``fairness``, ``lead_change``,
    ``drama``, Zhora's ``spread``, and ``order`` of ``bot`` when ``order_sims`` (mixed-bot tables) are given —
    one row each: ``metric``, ``value``, 95% ``low`` / ``high``, ``n`` and the ``source`` of the definition."""
    pd = _pd()
    parts = [fairness(sim), lead_change(sim), drama(sim)] + ([spread(sim)] if _is_zhora(sim) else [])
    if order_sims:
        if bot is None:
            raise RulesError("heuristics(order_sims=...) needs bot= (the stronger bot's name)")
        parts.append(order(*order_sims, bot=bot))
    columns = ["metric", "value", "low", "high", "n", "source"]
    return pd.concat([part[columns] for part in parts], ignore_index=True)


# --- bots --------------------------------------------------------------------------------------------------------

def bot_margin(*sims, bot: str):
    """How many points per round ``bot`` does better than the others: per round, the mean points of the other
    seats minus ``bot``'s own where fewer points are better (Zhora sheds penalty points; Joe, Thirteen and Prší
    count cards left), ``bot``'s minus theirs where more are better (0 when all are equal). Rounds with the same
    seed in several simulations (the same deal with the seats swapped) are averaged first, so the 95% interval
    (normal approximation) is over deals: ``margin``, ``low``, ``high``, ``deals``; also the mean ``points`` per
    round of ``bot`` and of the others (``opponent_points``), ``bot``'s mean ``place`` in a round (0 the best,
    ``simulate.round_places``) and its round ``win_rate`` with a Wilson interval."""
    pd = _pd()
    _same_game(sims, "bot_margin")
    sign = 1 if not sims or game_spec(sims[0].rules).lower_is_better else -1
    placed: list[int] = []
    by_seed: dict[int, list[float]] = {}
    own: list[float] = []
    theirs: list[float] = []
    wins = decided = 0
    opponents: set[str] = set()
    for sim in sims:
        _need(sim, "rounds", "bot_margin")
        seats = [seat for seat, name in enumerate(sim.bots) if name == bot]
        if len(seats) != 1:
            raise RulesError(f"bot_margin() needs exactly one seat played by {bot!r}, got bots {sim.bots}")
        seat = seats[0]
        opponents |= {name for name in sim.bots if name != bot}
        for r in sim.records:
            others = [p for s, p in enumerate(r.points) if s != seat]
            by_seed.setdefault(r.seed, []).append(sign * (math.fsum(others) / len(others) - r.points[seat]))
            placed.append(round_places(r)[seat])
            own.append(r.points[seat])
            theirs.append(math.fsum(others) / len(others))
            if r.winner is not None:
                decided += 1
                wins += r.winner == seat
    deals, margin, sd, low, high = _mean_ci([math.fsum(v) / len(v) for v in by_seed.values()])
    win_low, win_high = wilson(wins, decided)
    return pd.DataFrame([{"bot": bot, "opponents": " ".join(sorted(opponents)), "deals": deals,
                          "rounds": len(own), "points": math.fsum(own) / len(own) if own else math.nan,
                          "opponent_points": math.fsum(theirs) / len(theirs) if theirs else math.nan,
                          "margin": margin, "sd": sd, "low": low, "high": high,
                          "place": math.fsum(placed) / len(placed) if placed else math.nan,
                          "win_rate": wins / decided if decided else math.nan, "win_low": win_low,
                          "win_high": win_high}])


# --- rule options: paired A/B on common seeds --------------------------------------------------------------------

def _default_metrics(rules, games: bool) -> tuple[str, ...]:
    if game_spec(rules).letters:
        return _GAME_METRICS if games else _ROUND_METRICS
    if games:
        return _ANY_GAME_METRICS
    stalemate = "stalemate" in game_spec(rules).endings
    return tuple(m for m in _ANY_ROUND_METRICS if m != "stalemate" or stalemate)


def _unit_table(sim):
    """What the A/B comparisons read: ``game_table`` or ``round_table``, with the skill of the bot in seat 0
    (``_seat0_columns``)."""
    return (game_table(sim) if _is_games(sim) else round_table(sim)).assign(**_seat0_columns(sim))


def _seat0_columns(sim) -> dict[str, list[float]]:
    """Per round: ``bot_margin``, how many points the bot in seat 0 did better than the mean of the other seats
    (``bot_margin``'s per-round margin: their mean minus his points where fewer are better, his minus theirs
    where more are), and ``bot_won``, whether he won the round (NaN without a winner). Per game: ``bot_won``,
    whether the game ranked him first."""
    if _is_games(sim):
        return {"bot_won": [float(r.ranking[0] == 0) for r in sim.records]}
    sign = 1 if game_spec(sim.rules).lower_is_better else -1
    return {"bot_margin": [sign * (math.fsum(r.points[1:]) / (len(r.points) - 1) - r.points[0])
                           for r in sim.records],
            "bot_won": [math.nan if r.winner is None else float(r.winner == 0) for r in sim.records]}


def _metric_values(table, metric: str | Callable):
    if callable(metric):
        return [float(v) for v in metric(table)]
    if metric not in table.columns:
        raise RulesError(f"unknown metric {metric!r}: use a column of round_table / game_table "
                         f"({', '.join(map(str, table.columns))}) or a function of that table")
    return table[metric].astype(float).tolist()


def _paired(table_a, table_b, metric) -> dict:
    a, b = _metric_values(table_a, metric), _metric_values(table_b, metric)
    pairs = [(x, y) for x, y in zip(a, b) if x == x and y == y]
    n, difference, sd, low, high = _mean_ci([y - x for x, y in pairs])
    return {"n": n, "base": math.fsum(x for x, _ in pairs) / n if n else math.nan,
            "variant": math.fsum(y for _, y in pairs) / n if n else math.nan,
            "difference": difference, "sd": sd, "low": low, "high": high}


def _simulate(rules: Any, *, rounds, games, seed, bots, workers, executor, progress):
    return simulate(rules, bots=bots, rounds=rounds, games=games, seed=seed, workers=workers, executor=executor,
                    progress=progress)


def _metric_name(metric) -> str:
    return metric if isinstance(metric, str) else getattr(metric, "__name__", "metric")


def compare(sim_a, sim_b, *, metrics: Sequence | None = None):
    """Two simulations of one game on the same deals (the same seed and size) side by side: per metric of
    ``round_table`` (rounds; default for Zhora: points per loser, winner points, turns, draws, restocks,
    stalemate, jack finish, first mover won; for another game: points per loser, winner points, turns, first
    mover won, and stalemate where it can end so) or ``game_table`` (games; default: rounds, stalemates, lead
    changes, drama, Zhora's spread, first mover won), the means under ``a`` (``base``) and ``b``
    (``variant``) and their paired ``difference`` with a 95% interval (normal approximation, over the rounds or
    games where both have a value)."""
    pd = _pd()
    _same_game((sim_a, sim_b), "compare")
    if [getattr(r, "seed") for r in sim_a.records] != [getattr(r, "seed") for r in sim_b.records]:
        raise RulesError("compare() pairs rounds or games by seed: simulate both with the same seed and size")
    table_a, table_b = _unit_table(sim_a), _unit_table(sim_b)
    chosen = metrics if metrics is not None else _default_metrics(sim_a.rules, _is_games(sim_a))
    rows = [{"metric": _metric_name(m)} | _paired(table_a, table_b, m) for m in chosen]
    return pd.DataFrame(rows, columns=["metric", "n", "base", "variant", "difference", "sd", "low", "high"])


def compare_rules(base: Any, variant: Any, *, rounds: int | None = None, games: int | None = None,
                  seed: int = 0, bots=None, metrics: Sequence | None = None, workers: int | None = 1,
                  executor=None, progress: bool = False):
    """Rules ``variant`` against ``base`` on common seeds (the same deals): simulates both (``rounds=`` or
    ``games=``) and returns ``compare`` of the two — per metric, both means and the paired difference with a
    95% interval. Both must be rules of one game."""
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
    if option not in known:
        raise RulesError(f"unknown rule option {option!r} of {game_spec(base).name!r}; known: {', '.join(known)}")
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
                  games: int | None = None, seed: int = 0, base: Any = Rules(), bots=None,
                  workers: int | None = 1, executor=None):
    """The effect of setting one rule option of ``base``'s game (Zhora's ``Rules()`` by default) to ``value``,
    measured against ``base`` on common seeds: the
    mean paired difference (variant - base) of a per-round (``rounds=``) or per-game (``games=``) metric with a
    95% interval (normal approximation), as a one-row frame. A value equal to ``base``'s gives exactly 0.

    >>> effect = option_effect("nine_points", 0, rounds=20, seed=1)
    >>> effect[["label", "rule", "difference", "low", "high"]].to_dict("records")
    [{'label': 'nine_points=0', 'rule': 'Z-POINTS', 'difference': 0.0, 'low': 0.0, 'high': 0.0}]
    """
    return option_effects([(option, value)], metric=metric, rounds=rounds, games=games, seed=seed, base=base,
                          bots=bots, workers=workers, executor=executor)


def option_effects(options: Mapping[str, Any] | Iterable[tuple[str, Any]], *,
                   metric: str | Callable = "points_per_loser", rounds: int | None = None, games: int | None = None,
                   seed: int = 0, base: Any = Rules(), bots=None, workers: int | None = 1, executor=None):
    """``option_effect`` for several options at once — a mapping ``{option: value}`` or ``(option, value)``
    pairs (to try two values of one option) — simulating ``base`` once: one row per option, in order. Any game's
    rules serve as ``base``; ``metric`` is a column of ``round_table`` / ``game_table``, the skill of the bot in
    seat 0 (``bot_margin``, ``bot_won``, see ``RANK_METRICS``) or a function of that table."""
    pd = _pd()
    pairs = list(options.items()) if isinstance(options, Mapping) else [tuple(p) for p in options]
    variants = [(option, value, _variant(base, option, value)) for option, value in pairs]
    rows = _effects(base, variants, [metric], rounds=rounds, games=games, seed=seed, bots=bots, workers=workers,
                    executor=executor)
    return pd.DataFrame(rows, columns=_EFFECT_COLUMNS)


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
    return option.readings(value)


def _ranked_readings(base: Any, options) -> list[tuple[str, Any]]:
    """``(option, value)`` for each reading to rank: ``options`` None (every rule option but ``players``), option
    names (their ``option_readings``) or a mapping of names to a value or a list of values."""
    spec = game_spec(base)
    known = {o.name: o for o in spec.options}
    if options is None:
        options = [name for name in known if name != "players"]
    pairs = []
    for name in options:
        if name not in known:
            raise RulesError(f"unknown rule option {name!r} of {spec.name!r}; known: {', '.join(known)}")
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
    pd = _pd()
    metrics = [metric] if isinstance(metric, str) or callable(metric) else list(metric)
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
    return frame[columns].reset_index(drop=True)

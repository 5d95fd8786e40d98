"""The lab's measures of whole games, for every game: for one game record its ``standings``, ``leaders``,
``count_lead_changes`` and ``winner_drama``; for a simulation of games ``game_table`` (one row per game),
``game_summary``, ``game_lengths`` and ``final_ranking``; for a game whose players spell a word letter by letter
(``GameSpec.letters``) the letter race, ``letter_rounds`` and ``letter_race``.

A game's standings after each round are its running totals and its own ranking (``GameRecord.round_rankings``);
for a game scored in a total and letters, each seat's ``(total, letters)`` replayed with the game's ``tally``
(``LabSpec.tally``), seats ranked by fewer letters, then the better total.

>>> from types import SimpleNamespace
>>> leaders(SimpleNamespace(game="prsi", players=2, round_points=[(0, 3), (4, 0)], round_rankings=[(0, 1), (1, 0)]))
[0, 1]
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from .lab_common import (a_record, first_dealer, lab_of, letters_only, need, opener, pandas, spec_of, tagged)
from .stats import mean_ci

__all__ = ["standings", "leaders", "count_lead_changes", "winner_drama", "game_table", "game_summary",
           "game_lengths", "letter_rounds", "letter_race", "final_ranking"]


def _lettered(obj) -> bool:
    """Whether the game's standings are a total and letters the lab can replay (``GameSpec.letters`` and
    ``LabSpec.tally``)."""
    return bool(spec_of(obj).letters) and lab_of(obj).tally is not None


def _key(standing: tuple[int, Any], lower_is_better: bool) -> tuple[int, int]:
    """The order of a standing in total and letters, the best first: fewer letters, then the better total."""
    total, letters = standing
    return len(letters), total if lower_is_better else -total


def _ranked(standing: Sequence[tuple[int, Any]], lower_is_better: bool) -> list[int]:
    """Seats best first by their total and letters; equal standings keep seat order."""
    return sorted(range(len(standing)), key=lambda seat: (_key(standing[seat], lower_is_better), seat))


def _places(standing: Sequence[tuple[int, Any]], lower_is_better: bool) -> list[int]:
    """Competition places (1 = leading; tied seats share a place)."""
    keys = [_key(s, lower_is_better) for s in standing]
    return [1 + sum(other < key for other in keys) for key in keys]


def standings(record) -> list[list]:
    """Every seat's standing after each round of a game record: its running total of round points (which ends
    at the record's ``totals``); in a game scored in a total and letters, its ``(total, letters)``, replayed with
    the game's ``tally`` (Zhora's Z-TOTAL … Z-KEEP) from anything with ``players`` and ``round_points``."""
    a_record(record, "standings()")
    if _lettered(record):
        tally = lab_of(record).tally
        current = [(0, "")] * record.players
        after = []
        for points in record.round_points:
            current = [tally(total, letters, p) for (total, letters), p in zip(current, points)]
            after.append(current)
        return after
    totals = [0] * record.players
    after = []
    for points in record.round_points:
        totals = [total + p for total, p in zip(totals, points)]
        after.append(totals)
    return after


def leaders(record) -> list[int]:
    """The leader after each round: the first of the game's own ranking after that round (``round_rankings``:
    the game breaks ties). In a game scored in a total and letters, the seat with the fewest letters and the best
    total, a tie for the lead keeping the previous leader, so only overtaking changes the lead."""
    a_record(record, "leaders()")
    if not _lettered(record):
        a_record(record, "leaders()", "round_rankings")
        return [order[0] for order in record.round_rankings]
    lower = spec_of(record).lower_is_better
    result: list[int] = []
    for standing in standings(record):
        first = _ranked(standing, lower)[0]
        if result and _key(standing[result[-1]], lower) == _key(standing[first], lower):
            result.append(result[-1])
        else:
            result.append(first)
    return result


def count_lead_changes(record) -> int:
    """How many times the leader (``leaders``) changed from one round to the next over a game."""
    a_record(record, "count_lead_changes()")
    order = leaders(record)
    return sum(a != b for a, b in zip(order, order[1:]))


def winner_drama(record) -> tuple[float, int]:
    """The game's drama after CardStock's definition, and the eventual winner's worst place.

    The winner is the seat ranked first at the end. After each round his standing gives an estimate
    ``est = (n - place) / (n - 1)`` (1 leading, 0 last; the place is his in the game's ranking after that round,
    and in a game scored in a total and letters tied seats share the better place). With the threshold
    ``t = (1 + (n - 2) / (n - 1)) / 2`` (0.5 for two players), drama is the mean of ``sqrt(t - est)`` over the
    rounds where ``est < t``, and 0 when the winner was never below it.
    """
    a_record(record, "winner_drama()")
    n = record.players
    if _lettered(record):
        lower = spec_of(record).lower_is_better
        after = standings(record)
        if not after:
            return 0.0, 1
        winner = _ranked(after[-1], lower)[0]
        places = [_places(standing, lower)[winner] for standing in after]
    else:
        a_record(record, "winner_drama()", "round_rankings", "ranking")
        if not record.round_rankings:
            return 0.0, 1
        winner = record.ranking[0]
        places = [1 + order.index(winner) for order in record.round_rankings]
    threshold = (1 + (n - 2) / (n - 1)) / 2
    dips = [math.sqrt(threshold - (n - p) / (n - 1)) for p in places if (n - p) / (n - 1) < threshold]
    return (math.fsum(dips) / len(dips) if dips else 0.0), max(places)


_HEAD = ["game", "seed", "players", "rounds", "stalemates", "turns", "first_dealer", "first_mover", "winner",
         "winner_offset", "first_mover_won"]
_TAIL = ["lead_changes", "worst_place", "drama"]


def game_table(sim):
    """One row per game: ``rounds`` and ``stalemates`` played, ``turns``, the ``first_dealer`` and the seat
    that moved first (``first_mover``), the ``winner`` (the seat the game ranks first) and his seat counted from
    the first dealer, ``first_mover_won``, ``lead_changes``, the winner's ``worst_place`` and the game's ``drama``
    (``winner_drama``). A game scored in a total and letters adds the winner's letters (``winner_letters``), the
    number of ``losers`` (who spell the whole word), the ``letter_gap`` between first and last and ``spread`` (the
    gap over the word's length); another game the winner's total (``winner_total``) and the ``total_gap`` between
    the first and the last seat of its ranking."""
    pd = pandas()
    need(sim, "game_table()", "games")
    spec, rule = spec_of(sim), lab_of(sim).opener
    lettered = _lettered(sim)
    word = len(spec.letters)
    rows = []
    for number, game in enumerate(sim.records):
        dealer, n = first_dealer(game), game.players
        first = opener(rule, dealer, n, (game.round_firsts or (None,))[0])
        winner, last = game.ranking[0], game.ranking[-1]
        drama_value, worst = winner_drama(game)
        row = {"game": number, "seed": game.seed, "players": n, "rounds": game.rounds,
               "stalemates": sum(e == "stalemate" for e in game.round_endings), "turns": game.turns,
               "first_dealer": dealer, "first_mover": first, "winner": winner,
               "winner_offset": (winner - dealer) % n, "first_mover_won": float(winner == first)}
        if lettered:
            final = [letters for _, letters in (standings(game) or [[(0, "")] * n])[-1]]
            gap = len(final[last]) - len(final[winner])
            row |= {"winner_letters": len(final[winner]), "losers": sum(len(w) == word for w in final),
                    "letter_gap": gap, "spread": gap / word}
        else:
            row |= {"winner_total": game.totals[winner], "total_gap": abs(game.totals[winner] - game.totals[last])}
        rows.append(row | {"lead_changes": count_lead_changes(game), "worst_place": worst, "drama": drama_value})
    own = ["winner_letters", "losers", "letter_gap", "spread"] if lettered else ["winner_total", "total_gap"]
    return tagged(pd.DataFrame(rows, columns=_HEAD + own + _TAIL), spec.name)


def game_summary(sim):
    """One row per measure of a game — ``rounds``, ``stalemates``, ``lead_changes``, ``drama`` and, for a game
    scored in a total and letters, ``spread`` and ``winner_letters``, for another ``turns`` and ``total_gap`` —
    with ``n``, ``mean``, ``sd``, ``median`` and a 95% normal-approximation interval."""
    need(sim, "game_summary()", "games")
    pd = pandas()
    table = game_table(sim)
    rows = []
    own = ("spread", "winner_letters") if _lettered(sim) else ("turns", "total_gap")
    for measure in ("rounds", "stalemates", "lead_changes", "drama") + own:
        n, mean, sd, low, high = mean_ci(table[measure].tolist())
        rows.append({"measure": measure, "n": n, "mean": mean, "sd": sd,
                     "median": float(table[measure].median()) if n else math.nan, "low": low, "high": high})
    return tagged(pd.DataFrame(rows), spec_of(sim).name)


def game_lengths(sim):
    """The distribution of game length: per number of ``rounds`` a game lasted, the number of ``games`` and
    their ``share``."""
    need(sim, "game_lengths()", "games")
    pd = pandas()
    table = game_table(sim)
    counts = table["rounds"].value_counts().sort_index()
    return tagged(pd.DataFrame({"rounds": counts.index.astype(int), "games": counts.values.astype(int),
                                "share": counts.values / max(1, len(table))}), spec_of(sim).name)


def letter_rounds(sim):
    """The letter race (Zhora's Z-LETTER): one row per letter earned — ``game``, ``seat``, ``letter`` and the
    ``round`` in which that seat earned it. For a game whose players spell a word letter by letter
    (``GameSpec.letters``, Zhora's ЖОРА) only."""
    need(sim, "letter_rounds()", "games")
    spec = letters_only(sim, "letter_rounds")
    pd = pandas()
    rows = []
    for number, game in enumerate(sim.records):
        before = [""] * game.players
        for k, standing in enumerate(standings(game), start=1):
            for seat, (_, letters) in enumerate(standing):
                if letters != before[seat]:
                    rows.append({"game": number, "game_seed": game.seed, "seat": seat, "letter": letters[-1],
                                 "round": k})
            before = [letters for _, letters in standing]
    return tagged(pd.DataFrame(rows, columns=["game", "game_seed", "seat", "letter", "round"]), spec.name)


def letter_race(sim):
    """Rounds to each letter, summarised by letter: how many seat-games ``earned`` it and what ``share`` of all
    seats that is, the mean and median ``round`` it was earned in, and the mean round the ``first`` player of
    each game earned it (``first_round``). For a game whose players spell a word letter by letter only."""
    need(sim, "letter_race()", "games")
    spec = letters_only(sim, "letter_race")
    pd = pandas()
    table = letter_rounds(sim)
    seats = sum(r.players for r in sim.records)
    rows = []
    for letter in spec.letters:
        part = table[table["letter"] == letter]
        first = part.groupby("game")["round"].min()
        rows.append({"letter": letter, "earned": len(part), "share": len(part) / seats if seats else math.nan,
                     "round_mean": float(part["round"].mean()) if len(part) else math.nan,
                     "round_median": float(part["round"].median()) if len(part) else math.nan,
                     "first_round": float(first.mean()) if len(first) else math.nan})
    return tagged(pd.DataFrame(rows), spec.name)


def final_ranking(sim):
    """The final ranking by seat (the game's own): for each ``seat`` and ``place`` (1 = first), the number of
    ``games`` and their ``share`` of that seat's games."""
    pd = pandas()
    need(sim, "final_ranking()", "games")
    counts: dict[tuple[int, int], int] = {}
    for game in sim.records:
        for place, seat in enumerate(game.ranking, start=1):
            counts[seat, place] = counts.get((seat, place), 0) + 1
    n = sim.rules.players
    games = len(sim.records)
    rows = [{"seat": seat, "place": place, "games": counts.get((seat, place), 0),
             "share": counts.get((seat, place), 0) / games if games else math.nan}
            for seat in range(n) for place in range(1, n + 1)]
    return tagged(pd.DataFrame(rows), spec_of(sim).name)

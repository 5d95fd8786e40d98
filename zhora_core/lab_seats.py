"""Who wins, for every game: by seat (``seat_fairness``), by seat counted from the dealer (``dealer_fairness``),
each win rate with a 95% Wilson interval against the fair share, and by bot (``bot_margin``: the points per round
by which one bot does better than the others, paired over common seeds).

>>> from zhora_core.simulate import simulate
>>> from zhora_core.joe import Rules
>>> table = seat_fairness(simulate(Rules(players=3), rounds=30, seed=2, workers=1))
>>> list(table["seat"]), float(table["fair"].iloc[0]) == 1 / 3
([0, 1, 2], True)
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from .errors import RulesError
from .lab_common import need, pandas, same_game, spec_of, tagged, winners
from .simulate import round_places
from .stats import mean_ci, wilson

__all__ = ["seat_fairness", "dealer_fairness", "bot_margin"]


def _role(offset: int) -> str:
    return "dealer" if offset == 0 else f"{offset}{({1: 'st', 2: 'nd', 3: 'rd'}).get(offset, 'th')} to move"


def _win_rows(groups: dict[Any, list[int]], fair: float, label: str, extra: Callable[[Any], dict]):
    pd = pandas()
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
    for winner, dealer, players, _ in winners(sim):
        if winner is None:
            continue
        for k in range(players):
            groups[k][1] += 1
        groups[position(winner, dealer, players)][0] += 1
    return groups


def seat_fairness(sim):
    """Win rate by seat with a 95% Wilson interval, against the fair share 1/n (``gap``). The winner of a game
    is the seat its game ranks first; of a round, the game's winner (rounds without a winner are left out, so
    ``n`` counts decided rounds). With the same bot in every seat, any gap is chance or an error in the engine."""
    need(sim, "seat_fairness()")
    n = sim.rules.players
    groups = _wins_by(sim, lambda winner, dealer, players: winner)
    return tagged(_win_rows(groups, 1 / n, "seat", lambda seat: {"bot": sim.bots[seat]}), spec_of(sim).name)


def dealer_fairness(sim):
    """Win rate by seat counted from the dealer (``offset`` 0 = the dealer, 1 = the next seat …), with a 95%
    Wilson interval and the ``gap`` to 1/n. For games, the offset is from the first dealer. In a game where
    something else than the deal chooses who opens (Joe's face-up cards), the offset still counts from the
    dealer."""
    need(sim, "dealer_fairness()")
    n = sim.rules.players
    groups = _wins_by(sim, lambda winner, dealer, players: (winner - dealer) % players)
    return tagged(_win_rows(groups, 1 / n, "offset", lambda offset: {"role": _role(offset)}), spec_of(sim).name)


def bot_margin(*sims, bot: str):
    """How many points per round ``bot`` does better than the others: per round, the mean points of the other
    seats minus ``bot``'s own where fewer points are better (penalty points, or the cards left in hand), ``bot``'s
    minus theirs where more are better (0 when all are equal). Rounds with the same seed in several simulations
    (the same deal with the seats swapped) are averaged first, so the 95% interval (normal approximation) is over
    deals: ``margin``, ``low``, ``high``, ``deals``; also the mean ``points`` per round of ``bot`` and of the
    others (``opponent_points``), ``bot``'s mean ``place`` in a round (0 the best, ``simulate.round_places``) and
    its round ``win_rate`` with a Wilson interval."""
    pd = pandas()
    for sim in sims:
        need(sim, "bot_margin()", "rounds")
    same_game(sims, "bot_margin")
    sign = 1 if not sims or spec_of(sims[0]).lower_is_better else -1
    placed: list[int] = []
    by_seed: dict[int, list[float]] = {}
    own: list[float] = []
    theirs: list[float] = []
    wins = decided = 0
    opponents: set[str] = set()
    for sim in sims:
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
    deals, margin, sd, low, high = mean_ci([math.fsum(v) / len(v) for v in by_seed.values()])
    win_low, win_high = wilson(wins, decided)
    frame = pd.DataFrame([{"bot": bot, "opponents": " ".join(sorted(opponents)), "deals": deals,
                           "rounds": len(own), "points": math.fsum(own) / len(own) if own else math.nan,
                           "opponent_points": math.fsum(theirs) / len(theirs) if theirs else math.nan,
                           "margin": margin, "sd": sd, "low": low, "high": high,
                           "place": math.fsum(placed) / len(placed) if placed else math.nan,
                           "win_rate": wins / decided if decided else math.nan, "win_low": win_low,
                           "win_high": win_high}])
    return tagged(frame, spec_of(sims[0]).name) if sims else frame

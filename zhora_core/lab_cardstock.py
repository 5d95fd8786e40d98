"""The variant-analysis heuristics of the CardStock project (C. Bell and M. Goadrich, "Automated Playtesting with
RECYCLEd CardStock", Game & Puzzle Design, 2016), after the definitions in Goadrich's blog "The Shape of Card
Games", for every game: ``fairness``, ``order``, ``drama``, ``lead_change``, and our own ``spread`` for a game
scored in a total and letters; ``heuristics`` puts them in one frame. Each is a one-row frame: ``metric``,
``value``, a 95% ``low`` / ``high``, ``n`` and the ``source`` of the definition.

>>> from zhora_core.simulate import simulate
>>> from zhora_core.thirteen import Rules
>>> list(heuristics(simulate(Rules(), games=2, seed=1, workers=1))["metric"])
['fairness', 'lead_change', 'drama']
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from .errors import RulesError, excerpt
from .lab_common import lab_of, letters_only, need, pandas, same_game, spec_of, tagged, winners
from .lab_games import game_table
from .lab_seats import dealer_fairness
from .stats import mean_ci, wilson

__all__ = ["SOURCES", "fairness", "order", "drama", "spread", "lead_change", "heuristics"]

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


def _row(metric: str, value: float, low: float, high: float, n: int, **extra) -> dict:
    return {"metric": metric, "value": value, "low": low, "high": high, "n": n} | extra | {
        "source": SOURCES[metric]}


def _frame(row: dict, game: str):
    return tagged(pandas().DataFrame([row]), game)


def _fairness_score(rate: float, n: int) -> float:
    fair = 1 / n
    return rate * n if rate <= fair else (n - n * rate) / (n - 1)


def fairness(sim):
    """Fairness after CardStock's definition (Goadrich 2018): with ``wp`` the first mover's win rate and ``n``
    players, ``fairness = wp * n`` if ``wp <= 1/n``, else ``(n - n * wp) / (n - 1)``; 1 is perfectly fair, 0
    means the first mover always (or never) wins. The first mover is the seat to move when the (first) round was
    dealt, or the game's own opener (``LabSpec.opener``: in Zhora the seat left of the dealer, Z-FIRST). The
    interval maps the Wilson interval of ``wp``; rounds without a winner are left out. CardStock measures it with
    random players; this measures it for the bots of ``sim``. ``worst_gap`` is the largest |win rate - 1/n| over
    all offsets from the dealer."""
    need(sim, "fairness()")
    name = spec_of(sim).name
    table = dealer_fairness(sim)
    n = sim.rules.players
    decided = [(winner, first) for winner, _, _, first in winners(sim) if winner is not None]
    wins = sum(winner == first for winner, first in decided)
    rate = wins / len(decided) if decided else math.nan
    if rate != rate:
        return _frame(_row("fairness", math.nan, math.nan, math.nan, 0), name)
    low, high = wilson(wins, len(decided))
    ends = [_fairness_score(low, n), _fairness_score(high, n)]
    top = 1.0 if low <= 1 / n <= high else max(ends)
    return _frame(_row("fairness", _fairness_score(rate, n), min(ends), top, len(decided),
                       first_mover_win_rate=rate, worst_gap=float(table["gap"].abs().max())), name)


def order(*sims, bot: str):
    """Order after CardStock's definition (Goadrich 2019), the share of the game under a player's control:
    ``order = (wp - 1/n) / (1 - 1/n)``, where ``wp`` is the win rate of the one seat played by ``bot`` at tables
    of weaker bots (CardStock: one AI among random players). 0: ``bot`` wins no more than its fair share (luck
    rules); 1: it always wins; below 0, it does worse. Pools every simulation given (e.g. the same deals with
    ``bot`` in each seat); the interval maps the Wilson interval of ``wp``. Winners as in ``seat_fairness``."""
    if not sims:
        raise RulesError("order() needs at least one simulation")
    for sim in sims:
        need(sim, "order()")
    players = {s.rules.players for s in sims}
    if len(players) != 1:
        raise RulesError(f"order() pools tables of one size, got {sorted(players)} players")
    same_game(sims, "order")
    n = players.pop()
    wins = total = 0
    opponents: set[str] = set()
    for sim in sims:
        seats = [seat for seat, name in enumerate(sim.bots) if name == bot]
        if len(seats) != 1:
            raise RulesError(f"order() needs exactly one seat played by {bot!r}, got bots {sim.bots}")
        opponents |= {name for name in sim.bots if name != bot}
        for winner, _, _, _ in winners(sim):
            if winner is not None:
                total += 1
                wins += winner == seats[0]
    rate = wins / total if total else math.nan
    low, high = wilson(wins, total)
    fair = 1 / n

    def scale(p):
        return (p - fair) / (1 - fair)

    return _frame(_row("order", scale(rate), scale(low), scale(high), total, bot=bot,
                       opponents=" ".join(sorted(opponents)), wins=wins, win_rate=rate, win_low=low,
                       win_high=high, fair=fair), spec_of(sims[0]).name)


def drama(sim):
    """Drama after CardStock's definition (Goadrich 2018): the mean over games of ``winner_drama`` — how far
    below the leading places the eventual winner fell, averaged over the rounds he spent there, 0 for a game he
    led throughout. Also ``behind_share``: the share of games whose winner was ever below the threshold."""
    need(sim, "drama()")
    table = game_table(sim)
    n, mean, _, low, high = mean_ci(table["drama"].tolist())
    behind = float((table["drama"] > 0).mean()) if n else math.nan
    return _frame(_row("drama", mean, low, high, n, behind_share=behind), spec_of(sim).name)


def spread(sim):
    """Score spread, for a game scored in a total and letters (``GameSpec.letters``): the mean over games of
    (letters of the last-ranked seat - letters of the first) / the word's length, from 0 (the winner too was one
    letter from the whole word) to 1 (he ended with no letter). Our measure, named after CardStock's but not the
    same: CardStock's Spread needs an AI's estimates of every move."""
    need(sim, "spread()")
    spec = letters_only(sim, "spread")
    table = game_table(sim)
    n, mean, _, low, high = mean_ci(table["spread"].tolist())
    return _frame(_row("spread", mean, low, high, n,
                       letter_gap=float(table["letter_gap"].mean()) if n else math.nan), spec.name)


def lead_change(sim):
    """Lead change, after Browne's criterion: the mean number of times per game the leader (``leaders``: first
    by the game's ranking) changes between consecutive rounds, with a 95% interval; ``per_round`` divides each
    game's changes by its rounds - 1."""
    need(sim, "lead_change()")
    table = game_table(sim)
    n, mean, _, low, high = mean_ci(table["lead_changes"].tolist())
    rates = [c / (r - 1) for c, r in zip(table["lead_changes"], table["rounds"]) if r > 1]
    per_round = math.fsum(rates) / len(rates) if rates else math.nan
    return _frame(_row("lead_change", mean, low, high, n, per_round=per_round), spec_of(sim).name)


def heuristics(sim, *, order_sims: Sequence = (), bot: str | None = None):
    """The variant-analysis heuristics of a simulation of games in one frame — ``fairness``, ``lead_change``,
    ``drama``, ``spread`` for a game scored in a total and letters, and ``order`` of ``bot`` when ``order_sims``
    (mixed-bot tables) are given — one row each: ``metric``, ``value``, 95% ``low`` / ``high``, ``n`` and the
    ``source`` of the definition."""
    need(sim, "heuristics()")
    if not isinstance(order_sims, (list, tuple)):
        raise RulesError(f"heuristics(order_sims=...) is a list of simulations, got {excerpt(order_sims, 30)}")
    pd = pandas()
    spec = spec_of(sim)
    lettered = bool(spec.letters) and lab_of(sim).tally is not None
    parts = [fairness(sim), lead_change(sim), drama(sim)] + ([spread(sim)] if lettered else [])
    if order_sims:
        if bot is None:
            raise RulesError("heuristics(order_sims=...) needs bot= (the stronger bot's name)")
        parts.append(order(*order_sims, bot=bot))
    columns = ["metric", "value", "low", "high", "n", "source"]
    return tagged(pd.concat([part[columns] for part in parts], ignore_index=True), spec.name)

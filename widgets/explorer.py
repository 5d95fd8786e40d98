"""The rules explorer: for any registered game, choose rule options and a sample size, press Run, and see how the
chosen rules compare with the default reading on the same deals — how long rounds last and how many points the
seats end with (paired differences), how rounds end, and whether any seat wins more than its share.

Everything comes from the game's spec (``zhora_core.games``): the options (``RuleSwitches``), the endings and their
names (``endings``, ``ending_labels``), which way points rank seats (``lower_is_better``); the rounds are
``zhora_core.simulate`` records, so the measures here assume nothing about a game but what every record holds.
The constructor builds the widget and shows nothing; ``run()`` does what the button does (for notebooks and tests).

>>> explorer = RulesExplorer(sample=20, seed=3)
>>> table = explorer.run()
>>> table.loc[table["metric"] == "turns", ["n", "difference"]].to_dict("records"), explorer.banner
([{'n': 20, 'difference': 0.0}], '')
>>> simulated, same = explorer.status.split(". ")
>>> simulated
'20 rounds from seed 3, heuristic bots: your rules (4 players) against the default reading (4 players)'
>>> same
'Your rules are the default reading: every difference is 0.'
>>> RulesExplorer(game="prsi", sample=10).run()["metric"].tolist()
['turns', 'best_points', 'other_points']
"""

from __future__ import annotations

import html
import math
from types import MappingProxyType
from typing import Any

import ipywidgets as w

from zhora_core import games, words
from zhora_core.errors import RulesError
from zhora_core.simulate import Simulation, simulate
from zhora_core.stats import mean_ci, wilson

from . import common
from . import phrases  # noqa: F401  (registers the widgets' words, widgets/words.toml)
from .common import SimulationPanel, error_text, plain_text, show_alert
from .rule_switches import RuleSwitches, rules_in_words

__all__ = ["RulesExplorer", "METRICS", "paired", "endings_share", "seat_wins"]

#: The paired measures of a round, in their order, what each is in English and Russian (the phrases
#: ``ui.explorer.metric.*`` of ``widgets/words.toml``); every game's records have them.
METRICS = {key.rsplit(".", 1)[1]: words.texts(key) for key in words.keys("ui.explorer.metric")}


def _measures(record, lower_is_better: bool) -> dict[str, float]:
    """A round's ``METRICS``: its turns, the best seat's points (fewest where fewer are better) and the mean of
    the others'."""
    points = sorted(record.points, reverse=not lower_is_better)
    return {"turns": float(record.turns), "best_points": float(points[0]),
            "other_points": math.fsum(points[1:]) / (len(points) - 1)}


def _paired_rounds(sim_a: Simulation, sim_b: Simulation) -> None:
    if sim_a.kind != "rounds" or sim_b.kind != "rounds":
        raise RulesError("the explorer compares simulations of rounds (simulate(..., rounds=N))")
    if [r.seed for r in sim_a.records] != [r.seed for r in sim_b.records]:
        raise RulesError("the explorer pairs rounds by seed: simulate both with the same seed and size")


def paired(sim_a: Simulation, sim_b: Simulation):
    """Per measure of ``METRICS``: its mean under ``a`` (``base``) and ``b`` (``variant``), and the paired
    ``difference`` over the same deals with ``sd`` and a 95% interval (``low``, ``high``)."""
    import pandas as pd

    _paired_rounds(sim_a, sim_b)
    better = games.spec(sim_a.rules).lower_is_better
    a = [_measures(r, better) for r in sim_a.records]
    b = [_measures(r, better) for r in sim_b.records]
    rows = []
    for metric in METRICS:
        n, difference, sd, low, high = mean_ci([y[metric] - x[metric] for x, y in zip(a, b)])
        rows.append({"metric": metric, "n": n,
                     "base": math.fsum(x[metric] for x in a) / n if n else math.nan,
                     "variant": math.fsum(y[metric] for y in b) / n if n else math.nan,
                     "difference": difference, "sd": sd, "low": low, "high": high})
    return pd.DataFrame(rows, columns=["metric", "n", "base", "variant", "difference", "sd", "low", "high"])


def endings_share(sim: Simulation):
    """One row per ending of the game (``GameSpec.endings``, then any other a record names): its number of
    ``rounds``, its ``share`` and a 95% Wilson interval; the shares sum to 1."""
    import pandas as pd

    spec = games.spec(sim.rules)
    seen = [r.ending for r in sim.records]
    order = list(spec.endings) + [e for e in dict.fromkeys(seen) if e not in spec.endings]
    n = len(seen)
    rows = []
    for ending in order:
        count = seen.count(ending)
        low, high = wilson(count, n)
        rows.append({"ending": ending, "rounds": count, "share": count / n if n else math.nan, "low": low,
                     "high": high})
    return pd.DataFrame(rows, columns=["ending", "rounds", "share", "low", "high"])


def seat_wins(sim: Simulation):
    """Per seat: its ``wins`` of the ``n`` rounds that named a winner, the ``win_rate`` with a 95% Wilson interval,
    and the ``fair`` share 1/players (with the same bot in every seat, a gap is chance or an advantage of the
    seat)."""
    import pandas as pd

    players = sim.rules.players
    winners = [r.winner for r in sim.records if r.winner is not None]
    rows = []
    for seat in range(players):
        wins, n = winners.count(seat), len(winners)
        low, high = wilson(wins, n)
        rows.append({"seat": seat, "wins": wins, "n": n, "win_rate": wins / n if n else math.nan, "low": low,
                     "high": high, "fair": 1 / players})
    return pd.DataFrame(rows, columns=["seat", "wins", "n", "win_rate", "low", "high", "fair"])


class RulesExplorer(SimulationPanel, w.VBox):
    """Rule switches of ``game`` (None: the default game), a sample size (rounds, applied on release) and a Run
    button. Run simulates ``sample`` rounds of heuristic bots from ``seed`` under the default reading (for the same
    number of players) and under the chosen rules — the same deals — and shows ``paired`` of the two as a table,
    ``endings_share`` of both as a table and a chart, and ``seat_wins`` of both. Errors are shown in the widget's
    banner."""

    def __init__(self, *, game: str | None = None, lang: str = "en", sample: int = 200, seed: int = 0,
                 show_code: bool = True) -> None:
        super().__init__()
        self.lang = words.check_lang(lang)
        self.seed = common.seed(seed, lang)
        if game is not None and game not in games.names():
            raise common.refusal("game", lang, "game", game, games=", ".join(games.names()))
        sample = common.whole(sample, "sample", 10, 5000, lang)
        self._spec = games.spec(games.DEFAULT if game is None else game)
        self.add_class("zl-rules-explorer")
        self.switches = RuleSwitches(self._spec.Rules(), lang=lang, show_code=common.flag(show_code, "show_code", lang))
        self._sample = w.IntSlider(value=sample, min=10, max=5000, step=10, continuous_update=False,
                                   description=self._say("sample"))
        self._run = w.Button(description=self._say("run"), icon="play", button_style="primary")
        self._banner = w.HTML()
        self._banner_text = ""
        self._status = w.HTML()
        self._table = w.HTML()
        self._endings = w.HTML()
        self._fairness = w.HTML()
        self.output = w.Output()
        self.table = None
        """The last comparison (``paired``), or None before the first run."""
        self.endings = None
        """The last endings of both (``endings_share``, with a ``reading`` column), or None."""
        self.fairness = None
        """The last wins by seat of both (``seat_wins``, with a ``reading`` column), or None."""
        self.figure = None
        """The last chart of the endings, or None before the first run."""
        self._run.on_click(self._on_run)
        title = self._say("title", game=words.pick(self._spec.title, lang))
        self.children = [w.HTML(f"<b>{html.escape(title)}</b>"), self.switches,
                         w.HBox([self._sample, self._run]), self._banner, self._status, self._table,
                         self._endings, self._fairness, self.output]
        show_alert(self._banner, "")

    # --- public ------------------------------------------------------------------------------------------------

    @property
    def game(self) -> str:
        return self._spec.name

    @property
    def parts(self) -> MappingProxyType:
        """The named parts, for tests and notebooks."""
        return MappingProxyType({"switches": self.switches, "sample": self._sample, "run": self._run,
                                 "banner": self._banner, "status": self._status, "table": self._table,
                                 "endings": self._endings, "fairness": self._fairness, "output": self.output})

    @property
    def text(self) -> str:
        """The status line and the tables as plain text."""
        parts = (self._status, self._table, self._endings, self._fairness)
        return " ".join(p for p in (plain_text(part.value) for part in parts) if p)

    def run(self):
        """Simulate and show the comparison; returns the table (None if it failed, with the error shown)."""
        self._on_run(self._run)
        return self.table

    # --- internals ---------------------------------------------------------------------------------------------

    def _on_run(self, _button: Any) -> None:
        self._show_error("")
        self._run.disabled = True
        self._status.value = html.escape(self._say("running"))
        try:
            chosen = self.switches.rules
            base = self._spec.Rules(players=chosen.players)
            kwargs = dict(rounds=self._sample.value, seed=self.seed, workers=1)
            sim_a = simulate(base, **kwargs)
            sim_b = sim_a if chosen == base else simulate(chosen, **kwargs)
            self.table = paired(sim_a, sim_b)
            self.endings = self._both(endings_share, sim_a, sim_b)
            self.fairness = self._both(seat_wins, sim_a, sim_b)
            self.figure = self._endings_figure()
        except Exception as error:  # shown in the widget, never raised into the notebook
            self.table = self.endings = self.fairness = self.figure = None
            for part in (self._status, self._table, self._endings, self._fairness):
                part.value = ""
            self._show_error(f"{self._say('failed')}: {error_text(error, self.lang)}")
            return
        finally:
            self._run.disabled = False
        n = self._sample.value
        status = self._say("status", n=n, seed=self.seed, chosen=rules_in_words(chosen, self.lang),
                           base=rules_in_words(base, self.lang))
        if chosen == base:
            status += " " + self._say("same")
        self._status.value = html.escape(status)
        self._table.value = self._table_html(self.table)
        self._endings.value = self._shares_html(self.endings, "ending", "share", "endings_title")
        self._fairness.value = self._shares_html(self.fairness, "seat", "win_rate", "fairness_title")
        self._show_figure()

    @staticmethod
    def _both(measure, sim_a: Simulation, sim_b: Simulation):
        """``measure`` of both simulations in one frame, its ``reading`` column "base" or "variant"."""
        import pandas as pd

        return pd.concat([measure(sim_a).assign(reading="base"), measure(sim_b).assign(reading="variant")],
                         ignore_index=True)

    @staticmethod
    def _number(value: float, sign: str = "") -> str:
        return f"{value:{sign}.2f}".replace("-", "−") if value == value else "—"

    def _table_html(self, table) -> str:
        """One row per measure: both means and the paired difference with its interval, all to two decimals; the
        number of rounds as a whole number."""
        number = self._number
        rows = "".join(
            f"<tr><td style='text-align:left'>{html.escape(self._say(f'metric.{r.metric}'))}</td>"
            f"<td>{number(r.base)}</td><td>{number(r.variant)}</td>"
            f"<td>{number(r.difference, '+')} ({number(r.low, '+')} … {number(r.high, '+')})</td>"
            f"<td>{int(r.n)}</td></tr>"
            for r in table.itertuples())
        head = "".join(f"<th>{html.escape(self._say(key))}</th>"
                       for key in ("measure", "defaults", "chosen", "difference", "n"))
        return (f"<table class='zl-explorer-table' style='font-variant-numeric:tabular-nums;text-align:right'>"
                f"<tr>{head}</tr>{rows}</table>")

    def _say(self, key: str, **values: Any) -> str:
        """The explorer's phrase ``ui.explorer.<key>`` in its language."""
        return words.say(f"ui.explorer.{key}", self.lang, **values)

    def _name(self, key: str, value: Any) -> str:
        if key == "seat":
            return self._say("seat_n", seat=value)
        labelled = self._spec.ending_labels.get(value)
        return words.pick(labelled, self.lang) if labelled else value

    def _shares_html(self, frame, key: str, share: str, title: str) -> str:
        """A share per ending or seat under both readings, each with its interval (and a seat's fair share)."""
        number = self._number
        base, variant = (frame[frame["reading"] == reading] for reading in ("base", "variant"))
        rows = "".join(
            f"<tr><td style='text-align:left'>{html.escape(self._name(key, getattr(a, key)))}</td>"
            + "".join(f"<td>{number(getattr(r, share))} ({number(r.low)} … {number(r.high)})</td>" for r in (a, b))
            + (f"<td>{number(a.fair)}</td>" if key == "seat" else "") + "</tr>"
            for a, b in zip(base.itertuples(), variant.itertuples()))
        head = "".join(f"<th>{html.escape(self._say(k))}</th>" for k in
                       ((key, "defaults", "chosen", "fair") if key == "seat" else (key, "defaults", "chosen")))
        return (f"<b>{html.escape(self._say(title))}</b> <small>({html.escape(self._say('share'))})</small>"
                f"<table class='zl-explorer-{key}s' style='font-variant-numeric:tabular-nums;text-align:right'>"
                f"<tr>{head}</tr>{rows}</table>")

    def _endings_figure(self):
        """A bar chart of the endings' shares under both readings, with their 95% intervals."""
        import plotly.graph_objects as go

        fig = go.Figure()
        for reading, name, colour in (("base", self._say("defaults"), "#90a4ae"),
                                      ("variant", self._say("chosen"), "#c62828")):
            rows = self.endings[self.endings["reading"] == reading]
            share = rows["share"]
            fig.add_trace(go.Bar(x=[self._name("ending", e) for e in rows["ending"]], y=share.tolist(), name=name,
                                 marker_color=colour,
                                 error_y=dict(type="data", symmetric=False, array=(rows["high"] - share).tolist(),
                                              arrayminus=(share - rows["low"]).tolist())))
        fig.update_layout(title=self._say("endings_title"), barmode="group", yaxis_title=self._say("share"),
                          xaxis_title=self._say("ending"), height=380, margin=dict(l=50, r=20, t=50, b=50))
        return fig

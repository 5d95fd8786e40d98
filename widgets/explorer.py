"""The rules explorer: choose rule options and a sample size, press Run, and see how the chosen rules compare with
the default reading on the same deals — a table of paired differences and a chart of how rounds end.

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
"""

from __future__ import annotations

import html
from types import MappingProxyType
from typing import Any

import ipywidgets as w

from zhora_core import lab
from zhora_core.errors import ZhoraError
from zhora_core.simulate import simulate
from zhora_core.words import plural
from zhora_core.zhora import Rules

from .common import error_text, labels, plain_text, show_alert
from .lab_charts import METRIC_WORDS, endings_chart
from .rule_switches import RuleSwitches, rules_in_words

__all__ = ["RulesExplorer"]

_LABELS = {
    "en": {"title": "Rules explorer: your rules against the default reading, on the same deals",
           "sample": "Rounds", "run": "Run", "defaults": "default reading", "chosen": "your rules",
           "rounds": ("round", "rounds"),
           "status": "{n} {rounds} from seed {seed}, heuristic bots: your rules ({chosen}) against the default "
                     "reading ({base}).",
           "same": "Your rules are the default reading: every difference is 0.",
           "metric": "measure", "difference": "difference (95% interval)", "n": "rounds", "running": "simulating…",
           "failed": "Could not run"},
    "ru": {"title": "Исследователь правил: ваши правила против правил по умолчанию, на тех же раздачах",
           "sample": "Раундов", "run": "Запуск", "defaults": "по умолчанию", "chosen": "ваши правила",
           "rounds": ("раунд", "раунда", "раундов"),
           "status": "{n} {rounds} от зерна {seed}, эвристические боты: ваши правила ({chosen}) против правил "
                     "по умолчанию ({base}).",
           "same": "Ваши правила и есть правила по умолчанию: все разницы равны 0.",
           "metric": "мера", "difference": "разница (95% интервал)", "n": "раундов", "running": "идёт моделирование…",
           "failed": "Не удалось"},
}



class RulesExplorer(w.VBox):
    """Rule switches, a sample size (rounds, applied on release) and a Run button. Run simulates ``sample``
    rounds of heuristic bots from ``seed`` under the default reading (for the same number of players) and
    under the chosen rules — the same deals — and shows ``lab.compare`` of the two as a table and
    ``lab.endings`` of both as a chart. Errors are shown in the widget's banner."""

    def __init__(self, *, lang: str = "en", sample: int = 200, seed: int = 0, show_code: bool = True) -> None:
        super().__init__()
        self._words = labels(_LABELS, lang)
        self.lang, self.seed = lang, seed
        self.add_class("zl-rules-explorer")
        self.switches = RuleSwitches(lang=lang, show_code=show_code)
        self._sample = w.IntSlider(value=sample, min=10, max=5000, step=10, continuous_update=False,
                                   description=self._words["sample"])
        self._run = w.Button(description=self._words["run"], icon="play", button_style="primary")
        self._banner = w.HTML()
        self._banner_text = ""
        self._status = w.HTML()
        self._table = w.HTML()
        self.output = w.Output()
        self.table = None
        """The last comparison (``lab.compare``), or None before the first run."""
        self.figure = None
        """The last chart (``endings_chart``), or None before the first run."""
        self._run.on_click(self._on_run)
        self.children = [w.HTML(f"<b>{html.escape(self._words['title'])}</b>"), self.switches,
                         w.HBox([self._sample, self._run]), self._banner, self._status, self._table, self.output]
        show_alert(self._banner, "")

    # --- public ------------------------------------------------------------------------------------------------

    @property
    def parts(self) -> MappingProxyType:
        """The named parts, for tests and notebooks."""
        return MappingProxyType({"switches": self.switches, "sample": self._sample, "run": self._run,
                                 "banner": self._banner, "status": self._status, "table": self._table,
                                 "output": self.output})

    @property
    def sample(self) -> int:
        return self._sample.value

    @property
    def banner(self) -> str:
        """The error shown, or ''."""
        return self._banner_text

    @property
    def status(self) -> str:
        """The line saying what was simulated, as shown."""
        return plain_text(self._status.value)

    @property
    def text(self) -> str:
        """The status line and the table as plain text."""
        return " ".join(p for p in (plain_text(self._status.value), plain_text(self._table.value)) if p)

    def run(self):
        """Simulate and show the comparison; returns the table (None if it failed, with the error shown)."""
        self._on_run(self._run)
        return self.table

    # --- internals ---------------------------------------------------------------------------------------------

    def _on_run(self, _button: Any) -> None:
        self._show_error("")
        self._run.disabled = True
        self._status.value = html.escape(self._words["running"])
        try:
            chosen = self.switches.rules
            base = Rules(players=chosen.players)
            kwargs = dict(rounds=self._sample.value, seed=self.seed, workers=1)
            sim_a = simulate(base, **kwargs)
            sim_b = sim_a if chosen == base else simulate(chosen, **kwargs)
            self.table = lab.compare(sim_a, sim_b)
            self.figure = endings_chart({self._words["defaults"]: lab.endings(sim_a),
                                         self._words["chosen"]: lab.endings(sim_b)}, lang=self.lang)
        except Exception as error:  # shown in the widget, never raised into the notebook
            self.table = self.figure = None
            self._status.value = self._table.value = ""
            text = error_text(error, self.lang) if isinstance(error, ZhoraError) else str(error)
            self._show_error(f"{self._words['failed']}: {text}")
            return
        finally:
            self._run.disabled = False
        n = self._sample.value
        status = self._words["status"].format(n=n, rounds=plural(n, self._words["rounds"], self.lang), seed=self.seed,
                                              chosen=rules_in_words(chosen, self.lang),
                                              base=rules_in_words(base, self.lang))
        if chosen == base:
            status += " " + self._words["same"]
        self._status.value = html.escape(status)
        self._table.value = self._table_html(self.table)
        self._show_figure()

    def _table_html(self, table) -> str:
        """One row per measure: both means and the paired difference with its interval, all to two decimals; the
        number of rounds as a whole number."""
        words, index = self._words, ("en", "ru").index(self.lang)

        def number(value: float, sign: str = "") -> str:
            return f"{value:{sign}.2f}".replace("-", "−")

        rows = "".join(
            f"<tr><td style='text-align:left'>{html.escape(METRIC_WORDS.get(r.metric, (r.metric,) * 2)[index])}</td>"
            f"<td>{number(r.base)}</td><td>{number(r.variant)}</td>"
            f"<td>{number(r.difference, '+')} ({number(r.low, '+')} … {number(r.high, '+')})</td>"
            f"<td>{int(r.n)}</td></tr>"
            for r in table.itertuples())
        head = "".join(f"<th>{html.escape(words[key])}</th>"
                       for key in ("metric", "defaults", "chosen", "difference", "n"))
        return (f"<table class='zl-explorer-table' style='font-variant-numeric:tabular-nums;text-align:right'>"
                f"<tr>{head}</tr>{rows}</table>")

    def _show_figure(self) -> None:
        from IPython import get_ipython
        from IPython.display import display

        if get_ipython() is None:  # no kernel (a test): nothing could show it; ``figure`` holds it
            return
        self.output.clear_output(wait=True)
        with self.output:
            display(self.figure)

    def _show_error(self, message: str) -> None:
        self._banner_text = message
        show_alert(self._banner, message)

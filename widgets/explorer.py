"""The rules explorer: choose rule options and a sample size, press Run, and see how the chosen rules compare with
the default reading on the same deals — a table of paired differences and a chart of how rounds end.

The constructor builds the widget and shows nothing; ``run()`` does what the button does (for notebooks and tests).

>>> explorer = RulesExplorer(sample=20, seed=3)
>>> table = explorer.run()
>>> table.loc[table["metric"] == "turns", ["n", "difference"]].values.tolist(), explorer.banner
([[20.0, 0.0]], '')
"""

from __future__ import annotations

import html
from types import MappingProxyType
from typing import Any

import ipywidgets as w

from zhora_core import lab
from zhora_core.simulate import simulate
from zhora_core.zhora import Rules

from .common import labels, plain_text, show_alert
from .lab_charts import endings_chart
from .rule_switches import RuleSwitches

__all__ = ["RulesExplorer"]

_LABELS = {
    "en": {"title": "Rules explorer: the chosen rules against the default reading, on the same deals",
           "sample": "Rounds", "run": "Run", "defaults": "default reading", "chosen": "chosen rules",
           "status": "{n} rounds from seed {seed}, heuristic bots: {chosen} against {base}",
           "same": "The chosen rules are the default reading: every difference is 0.",
           "metric": "measure", "difference": "difference (95% interval)", "running": "simulating…",
           "failed": "Could not run"},
    "ru": {"title": "Исследователь правил: выбранные правила против правил по умолчанию, на тех же раздачах",
           "sample": "Раундов", "run": "Запуск", "defaults": "по умолчанию", "chosen": "выбранные",
           "status": "{n} раундов от зерна {seed}, эвристические боты: {chosen} против {base}",
           "same": "Выбраны правила по умолчанию: все разницы равны 0.",
           "metric": "мера", "difference": "разница (95% интервал)", "running": "идёт моделирование…",
           "failed": "Не удалось"},
}


class RulesExplorer(w.VBox):
    """Rule switches, a sample size (rounds, applied on release) and a Run button. Run simulates ``sample``
    rounds of heuristic bots from ``seed`` under the default reading (for the same number of players) and
    under the chosen rules — the same deals — and shows ``lab.compare`` of the two as a table and
    ``lab.endings`` of both as a chart. Errors are shown in the widget's banner."""

    def __init__(self, *, lang: str = "en", sample: int = 200, seed: int = 0) -> None:
        super().__init__()
        self._words = labels(_LABELS, lang)
        self.lang, self.seed = lang, seed
        self.add_class("zl-rules-explorer")
        self.switches = RuleSwitches(lang=lang)
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
            self._show_error(f"{self._words['failed']}: {error}")
            return
        finally:
            self._run.disabled = False
        status = self._words["status"].format(n=self._sample.value, seed=self.seed, chosen=chosen.describe(),
                                              base=base.describe())
        if chosen == base:
            status += " " + self._words["same"]
        self._status.value = html.escape(status)
        self._table.value = self._table_html(self.table)
        self._show_figure()

    def _table_html(self, table) -> str:
        words = self._words
        rows = "".join(
            f"<tr><td><code>{html.escape(r.metric)}</code></td><td>{r.base:.3g}</td><td>{r.variant:.3g}</td>"
            f"<td>{r.difference:+.3g} ({r.low:+.3g} … {r.high:+.3g})</td><td>{r.n}</td></tr>"
            for r in table.itertuples())
        head = (f"<tr><th>{words['metric']}</th><th>{words['defaults']}</th><th>{words['chosen']}</th>"
                f"<th>{words['difference']}</th><th>n</th></tr>")
        return f"<table class='zl-explorer-table'>{head}{rows}</table>"

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

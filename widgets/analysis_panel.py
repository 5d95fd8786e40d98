"""The analysis panel: each legal action of the seat to move, valued under both evaluators of
``zhora_core.analysis`` (everyone plays on like the heuristic bot; open hands), each labelled exact or sampled.

``AnalysisPanel(state)`` shows a position of any game; ``analyse()`` (the button) values it on a thread, with a
progress bar, in about a second; ``set_state(state)`` shows another position and clears the values. The words are
the phrases ``ui.analysis.*`` of ``widgets/words.toml``; an error is shown in words, never as a traceback.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from zhora_core import words
from zhora_core.analysis import MODELS, TIME_LIMIT, Analysis, analyse

from . import phrases  # noqa: F401  (registers the widgets' words, widgets/words.toml)
from .background import WorkPanel
from .common import error_words, guarded, plain_text, points_text

__all__ = ["AnalysisPanel", "value_text"]


def _say(key: str, lang: str, **values) -> str:
    return words.say(f"ui.analysis.{key}", lang, **values)


def value_text(points: float, low: float, high: float, exact: bool) -> str:
    """A value with its interval, e.g. "5.4" (exact) or "5.4 ± 1.2"."""
    if exact or low == high:
        return points_text(points)
    return f"{points_text(points)} ± {points_text((high - low) / 2)}"


class AnalysisPanel(WorkPanel):
    """Each legal action's value for the seat to move of ``state``, under both evaluators; see the module's text.
    ``label(action)`` words an action (default ``str``), ``names`` the seats; ``background=False`` analyses in the
    caller's thread. ``results`` holds the last analyses by model, ``message`` what the banner says."""

    def __init__(self, state: Any = None, *, lang: str = "en", label: Callable[[Any], str] = str,
                 names: Any = None, time_limit: float = TIME_LIMIT, background: bool = True) -> None:
        super().__init__(background=background)
        self.lang = words.check_lang(lang)
        self._label, self._names, self._time_limit = label, names, time_limit
        self.results: dict[str, Analysis] = {}
        self._title = w.HTML()
        self._button = w.Button(description=_say("analyse", lang), icon="search")
        self._button.on_click(guarded(None, lambda _b: self.analyse(), self._failed))
        self._progress = w.FloatProgress(min=0, max=len(MODELS), layout=w.Layout(width="12em", visibility="hidden"))
        self._table = w.HTML()
        self.add_class("zl-analysis-panel")
        self._button.add_class("zl-analysis-run")
        self.children = [self._title, w.HBox([self._button, self._progress], layout=w.Layout(align_items="center")),
                         self._banner, self._table]
        self.set_state(state)

    @property
    def state(self) -> Any:
        return self._state

    def set_state(self, state: Any, *, names: Any = None) -> None:
        """Show ``state`` (None: nothing yet) and clear the values."""
        self._state, self.results = state, {}
        if names is not None:
            self._names = names
        playing = state is not None and state.outcome is None
        self._button.disabled = not playing
        if playing:
            seat = state.to_move
            name = self._names[seat] if self._names else words.say("words.seat", self.lang, n=seat)
            self._title.value = f"<b>{html.escape(_say('title', self.lang, name=name))}</b>"
        else:
            self._title.value = f"<b>{html.escape(_say('over' if state is not None else 'none', self.lang))}</b>"
        self._say("")
        self._table.value = ""

    def analyse(self) -> None:
        """Value every legal action under both models, on a thread unless ``background=False``."""
        state = self._state
        if state is None or state.outcome is not None or self.busy:
            return
        self._button.disabled = True
        self._progress.value, self._progress.layout.visibility = 0, "visible"
        self._say(_say("working", self.lang), "info")

        def work() -> dict[str, Analysis]:
            found = {}
            for model in MODELS:
                found[model] = analyse(state, state.to_move, model=model, time_limit=self._time_limit)
                self._progress.value += 1
            return found

        self._start(work, lambda found: self._show(state, found))

    @property
    def table_text(self) -> str:
        """The values as shown, as plain text (for a reader, a test)."""
        return plain_text(self._table.value)

    def _show(self, state: Any, found: dict[str, Analysis]) -> None:
        if state is not self._state:
            return
        self.results = found
        self._progress.layout.visibility = "hidden"
        self._button.disabled = False
        self._say("")
        self._table.value = self._html(found)

    def _failed(self, error: BaseException) -> None:
        self._progress.layout.visibility = "hidden"
        self._button.disabled = self._state is None or self._state.outcome is not None
        self._say(_say("failed", self.lang, why=error_words(error)), "error")


    def _html(self, found: dict[str, Analysis]) -> str:
        lang, first = self.lang, found[MODELS[0]]
        unit = _say("fewer" if first.lower_is_better else "points", lang)
        head = "".join(f"<th colspan='2' style='padding:2px 10px'>{html.escape(a.label(lang))}</th>"
                       for a in found.values())
        sub = "".join(f"<th style='padding:2px 10px'>{html.escape(unit)}</th>"
                      f"<th style='padding:2px 10px'>{html.escape(_say('win', lang))}</th>" for _ in found)
        rows = []
        for row in first.rows:
            cells = []
            for analysis in found.values():
                r = analysis.row(row.action)
                text = html.escape(value_text(r.points, r.points_low, r.points_high, analysis.exact))
                if r.cost == 0:
                    text = f"<b>{text}</b> ✓"
                cells.append(f"<td style='padding:2px 10px;text-align:right'>{text}</td>"
                             f"<td style='padding:2px 10px;text-align:right'>{r.win:.0%}</td>")
            rows.append(f"<tr><td style='padding:2px 10px'>{html.escape(self._label(row.action))}</td>"
                        f"{''.join(cells)}</tr>")
        return (f"<table class='zl-analysis-table' style='border-collapse:collapse'><thead><tr>"
                f"<th rowspan='2' style='padding:2px 10px;text-align:left'>{html.escape(_say('action', lang))}</th>"
                f"{head}</tr><tr>{sub}</tr></thead><tbody>{''.join(rows)}</tbody></table>")


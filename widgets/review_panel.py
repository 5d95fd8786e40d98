"""The review of a finished round (``zhora_core.review``) for one seat: the summary (skill, luck, result), the chart
of the expected points along the round, and the marked moves; a click on one shows that position and the better
action. The review runs on a thread with a progress bar, so the table it belongs to stays usable. The words are
the phrases ``ui.review.*`` of ``widgets/words.toml``; an error is shown in words, never as a traceback.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as w

from zhora_core import words
from zhora_core.analysis import TIME_LIMIT
from zhora_core.review import Review, review

from . import phrases  # noqa: F401  (registers the widgets' words, widgets/words.toml)
from .background import WorkPanel
from .common import error_words, guarded, plain_text, points_text

__all__ = ["ReviewPanel"]


def _say(key: str, lang: str, **values) -> str:
    return words.say(f"ui.review.{key}", lang, **values)


class ReviewPanel(WorkPanel):
    """A round's review for one seat; see the module's text. ``label(action)`` words an action, ``board(state)``
    draws a position as the seat saw it (HTML); ``background=False`` reviews in the caller's thread. ``result``
    holds the last review, ``message`` what the banner says, ``figure`` the chart."""

    def __init__(self, *, lang: str = "en", label: Callable[[Any], str] = str,
                 board: Callable[[Any], str] | None = None, time_limit: float = TIME_LIMIT,
                 background: bool = True) -> None:
        super().__init__(background=background)
        self.lang = words.check_lang(lang)
        self._label, self._board, self._time_limit = label, board, time_limit
        self.result: Review | None = None
        self.figure = None
        self._states: tuple = ()
        self._progress = w.IntProgress(min=0, max=1, layout=w.Layout(width="16em", visibility="hidden"))
        self._summary = w.HTML()
        self._chart = w.Output()
        self._marks = w.VBox()
        self._position = w.HTML()
        self.add_class("zl-review-panel")
        self.children = [self._progress, self._banner, self._summary, self._chart, self._marks, self._position]

    def start(self, states: Sequence[Any], actions: Sequence[Any], seat: int | None) -> None:
        """Review ``seat``'s decisions of the finished round ``states`` / ``actions`` (a match's)."""
        if self.busy:
            return
        self._clear()
        if seat is None:
            return self._say(_say("no_seat", self.lang))
        if not states or states[-1].outcome is None:
            return self._say(_say("not_over", self.lang))
        self._states = tuple(states)
        self._progress.value, self._progress.max, self._progress.layout.visibility = 0, 1, "visible"
        self._say(_say("preparing", self.lang), "info")

        def told(done: int, total: int) -> None:
            self._progress.max, self._progress.value = total, done
            self._say(_say("working", self.lang, done=min(done + 1, total), total=total), "info")

        def work() -> Review:
            return review(states, actions, seat, time_limit=self._time_limit, progress=told)

        self._start(work, self._show)

    @property
    def summary_text(self) -> str:
        return plain_text(self._summary.value)

    @property
    def position_text(self) -> str:
        return plain_text(self._position.value)

    @property
    def mark_buttons(self) -> list[w.Button]:
        return [child for child in self._marks.children if isinstance(child, w.Button)]

    def show_decision(self, index: int) -> None:
        """Show the position of the ``index``-th marked decision, and the better action."""
        decision = self.result.marked[index]
        state = self._states[decision.turn]
        board = self._board(state) if self._board is not None else ""
        text = _say("better", self.lang, action=self._label(decision.action), best=self._label(decision.best),
                    after=points_text(decision.after), before=points_text(decision.before))
        self._position.value = f"<div>{board}</div><p class='zl-review-better'>{html.escape(text)}</p>"

    def _clear(self) -> None:
        self.result, self.figure, self._states = None, None, ()
        self._summary.value = self._position.value = ""
        self._marks.children = []
        self._chart.outputs = ()
        self._say("")

    def _show(self, result: Review) -> None:
        self.result = result
        self._progress.layout.visibility = "hidden"
        self._say("")
        summary = result.summary(self.lang) if result.decisions else _say("nothing", self.lang)
        self._summary.value = f"<p class='zl-review-summary'><b>{html.escape(summary)}</b></p>"
        if not result.decisions:
            return
        from .review_chart import review_chart

        self.figure = review_chart(result, lang=self.lang)
        self._show_figure()
        if not result.marked:
            self._marks.children = [w.HTML(html.escape(_say("clean", self.lang)))]
            return
        buttons = []
        for index, decision in enumerate(result.marked):
            text = _say("move", self.lang, turn=decision.turn + 1, action=self._label(decision.action),
                        mark=words.say(f"review.mark.{decision.mark}", self.lang), cost=points_text(decision.cost))
            button = w.Button(description=text, layout=w.Layout(width="auto"), tooltip=text)
            button.add_class(f"zl-review-{decision.mark}")
            button.on_click(guarded(None, lambda _b, index=index: self.show_decision(index), self._failed))
            buttons.append(button)
        self._marks.children = [w.HTML(html.escape(_say("marked", self.lang))), *buttons]

    def _show_figure(self) -> None:
        """The chart as plotly's own output, whatever renderer the page set; set directly on the Output (from the
        review's thread, ``display`` would not reach it)."""
        import plotly.io as pio

        bundle = pio.renderers["plotly_mimetype"].to_mimebundle(self.figure.to_dict())
        self._chart.outputs = ({"output_type": "display_data", "metadata": {},
                                "data": {**bundle, "text/plain": self.figure.layout.title.text or ""}},)

    def _failed(self, error: BaseException) -> None:
        self._progress.layout.visibility = "hidden"
        self._say(_say("failed", self.lang, why=error_words(error)))


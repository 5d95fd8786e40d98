"""Every game on one measuring stick: ``comparison_figure`` draws a frame of ``zhora_core.lab.compare_games`` (one
panel per measure, each game at each number of players a point with its 95% interval, published reference values
as marks on the same axes), and ``GameComparer`` lets a person pick games, player counts and a sample size, run the
comparison with a progress bar, and see the chart and a table.

The constructor builds the widget and shows nothing; ``run()`` does what the button does (for notebooks and tests)
and returns the frame.

>>> import pandas as pd
>>> frame = pd.DataFrame({"game": ["zhora", "prsi"], "title": ["Zhora", "Prší"], "players": [4, 4],
...                       "measure": ["fairness"] * 2, "detail": ["", ""], "estimate": [0.9, 0.8],
...                       "low": [0.8, 0.7], "high": [1.0, 0.9], "n": [200, 200], "source": ["", ""]})
>>> fig = comparison_figure(frame, lang="ru")
>>> [(t.name, list(t.x)) for t in fig.data]
[('4 игрока', ['Жора', 'Прши'])]
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable, Iterable, Sequence
from types import MappingProxyType
from typing import Any

import ipywidgets as w
import plotly.graph_objects as go

from zhora_core import games as registry
from zhora_core import references as refs
from zhora_core import words
from zhora_core.errors import RulesError

from . import common
from . import phrases  # noqa: F401  (registers the widgets' words, widgets/words.toml)
from .common import SimulationPanel, error_text, plain_text, show_alert

__all__ = ["MEASURE_WORDS", "comparison_figure", "player_counts", "GameComparer"]

#: Every measure of ``compare_games``, in its order, in words (English, Russian): the phrases
#: ``ui.comparer.measure.*`` of ``widgets/words.toml``.
MEASURE_WORDS = {key.rsplit(".", 1)[1]: words.texts(key) for key in words.keys("ui.comparer.measure")}

#: The measures with one row per detail (a seat, an ending): left out of a chart unless asked for.
_DETAILED = ("seat_win_rate", "ending_share")

#: A colour per number of players, and the reference marks' colour.
_COLOURS = {2: "#263238", 3: "#c62828", 4: "#1565c0", 5: "#2b8a3e", 6: "#6a1b9a"}
_REFERENCE_COLOUR = "#ef6c00"


#: The numbers of players the comparer offers.
_COUNTS = tuple(range(2, 7))


def _listed(value: Any, fits: Callable[[Any], bool], name: str, lang: str, **values: Any) -> tuple:
    """``value`` as a tuple if it is a list (not a text) of items that each ``fits``; else the ``refusal``
    ``ui.bad.<name>``."""
    items = tuple(value) if isinstance(value, Iterable) and not isinstance(value, (str, bytes)) else None
    if items is None or not all(fits(item) for item in items):
        raise common.refusal(name, lang, name, value, **values)
    return items


def _box() -> w.Layout:
    """A checkbox as wide as its label, set off from the next one."""
    return w.Layout(width="auto", margin="0 18px 0 0")


_LAYOUT = dict(font=dict(family="Helvetica, Arial, sans-serif", size=12, color="#263238"), paper_bgcolor="white",
               plot_bgcolor="#fafafa", hovermode="closest", scattermode="group",
               margin=dict(l=50, r=20, t=80, b=40))


def _say(key: str, lang: str, **values: Any) -> str:
    """The comparer's phrase ``ui.comparer.<key>`` in ``lang``."""
    return words.say(f"ui.comparer.{key}", lang, **values)


def _measure_words(measure: str, lang: str) -> str:
    """A measure of ``compare_games`` in words (``MEASURE_WORDS``), else its name."""
    key = f"ui.comparer.measure.{measure}"
    return words.say(key, lang) if words.has(key) else measure


def player_counts(game: str) -> tuple[int, ...]:
    """The numbers of players ``game`` allows (its ``players`` option's choices or bounds), smallest first."""
    option = next(o for o in registry.spec(game).options if o.name == "players")
    if option.choices:
        return tuple(sorted(option.choices))
    low, high = option.bounds
    return tuple(range(low, high + 1))


def _detail_words(game: str, measure: str, detail: Any, lang: str) -> str:
    """A row's detail in ``lang``: a seat's number, an ending's name from the game's ``ending_labels``."""
    if not isinstance(detail, str) or not detail:
        return ""
    if measure == "seat_win_rate" and detail.startswith("seat "):
        return _say("seat", lang, seat=detail.split()[1])
    labelled = registry.spec(game).ending_labels.get(detail)
    return words.pick(labelled, lang) if labelled else detail


def _label(game: str, measure: str, detail: Any, lang: str) -> str:
    name = words.pick(registry.spec(game).title, lang)
    detail = _detail_words(game, measure, detail, lang)
    return f"{name} · {detail}" if detail else name


def _measures(frame, measures: Iterable[str] | None) -> list[str]:
    present = list(dict.fromkeys(frame["measure"]))
    if measures is None:
        return [m for m in MEASURE_WORDS if m in present and m not in _DETAILED] + \
            [m for m in present if m not in MEASURE_WORDS]
    measures = list(measures)
    missing = [m for m in measures if m not in present]
    if missing:
        raise RulesError(f"the frame has no measure {missing[0]!r}; it has {', '.join(present)}")
    return measures


def _references(references, measures: Sequence[str]):
    if references is None:
        return None
    needed = {"reference", "measure", "value"}
    if not needed <= set(references.columns):
        raise RulesError(f"references need the columns {', '.join(sorted(needed))}, got "
                         f"{', '.join(map(str, references.columns))}")
    return references[references["measure"].isin(measures)]


def comparison_figure(frame, *, measures: Iterable[str] | None = None, lang: str = "en", references=None) -> go.Figure:
    """One panel per measure of ``frame`` (a ``compare_games`` frame; ``measures`` chooses which and their order,
    by default every measure with one row per game and player count): each game is a point per number of players
    (one trace per number, in every panel), its 95% interval as error bars; a measure with details (a seat, an
    ending) shows a point per detail. ``references`` (a frame with ``reference``, ``measure``, ``value``, such as
    ``zhora_core.references.cardstock()``) adds each reference's value as an open diamond in its measure's panel.
    Rows without an estimate are left out. In Russian (``lang="ru"``) every word is Russian."""
    from plotly.subplots import make_subplots

    words.check_lang(lang)
    reference = _say("reference", lang)
    chosen = _measures(frame, measures)
    marks = _references(references, chosen)
    cols = 1 if len(chosen) == 1 else 2
    rows = math.ceil(len(chosen) / cols)
    titles = [_measure_words(m, lang) for m in chosen]
    fig = make_subplots(rows=rows, cols=cols, subplot_titles=titles, vertical_spacing=min(0.18, 0.5 / rows),
                        horizontal_spacing=0.08)
    shown: set[str] = set()
    for k, measure in enumerate(chosen):
        row, col = divmod(k, cols)
        part = frame[(frame["measure"] == measure) & frame["estimate"].notna()]
        for players in sorted(part["players"].unique()):
            rows_p = part[part["players"] == players]
            low = rows_p["low"].fillna(rows_p["estimate"])
            high = rows_p["high"].fillna(rows_p["estimate"])
            name = _say("players", lang, n=int(players))
            fig.add_trace(go.Scatter(
                x=[_label(g, measure, d, lang) for g, d in zip(rows_p["game"], rows_p["detail"])],
                y=rows_p["estimate"].tolist(), mode="markers", name=name, legendgroup=name,
                showlegend=name not in shown, marker=dict(size=9, color=_COLOURS.get(int(players), "#90a4ae")),
                error_y=dict(type="data", symmetric=False, array=(high - rows_p["estimate"]).tolist(),
                             arrayminus=(rows_p["estimate"] - low).tolist()),
                customdata=rows_p["n"].tolist(), hovertemplate="%{x}: %{y:.3g} (n=%{customdata})"),
                row=row + 1, col=col + 1)
            shown.add(name)
        if marks is not None and len(marks[marks["measure"] == measure]):
            mine = marks[marks["measure"] == measure]
            fig.add_trace(go.Scatter(
                x=[refs.title(r, lang) if r in refs.TITLES else r for r in mine["reference"]],
                y=mine["value"].tolist(), mode="markers", name=reference, legendgroup="reference",
                showlegend=reference not in shown,
                marker=dict(size=12, symbol="diamond-open", color=_REFERENCE_COLOUR, line=dict(width=2)),
                hovertemplate="%{x}: %{y:.2f}"), row=row + 1, col=col + 1)
            shown.add(reference)
    height = 90 + 280 * rows
    fig.update_layout(height=height, legend=dict(orientation="h", x=0, yanchor="bottom", y=1 + 32 / (height - 120)),
                      **_LAYOUT)
    fig.update_xaxes(type="category", gridcolor="#e6e6e6", automargin=True)
    fig.update_yaxes(gridcolor="#e6e6e6", zeroline=False, automargin=True)
    return fig


def _number(value: float) -> str:
    if value != value:
        return "—"
    digits = 0 if abs(value) >= 100 else 1 if abs(value) >= 10 else 2
    return f"{value:.{digits}f}".replace("-", "−")


class GameComparer(SimulationPanel, w.VBox):
    """A checkbox per registered game (``games``: the ticked ones, all by default), a checkbox per number of
    players from 2 to 6 (``players``: the ticked ones; none means each game at its ``usual_players``), a sample
    size (whole games per game and number of players), whether to pit the search bot against heuristic ones
    (``search``: on a tenth of the sample, at least a game per seat; off, ``search_vs_heuristic`` is left out) and
    a Run button. Run calls ``compare_games`` for each ticked game in turn from ``seed`` (a game that allows none
    of the ticked numbers is left out and named), advancing a progress bar, then shows ``comparison_figure`` of the
    result and a table. Errors are shown in the banner."""

    def __init__(self, games: Iterable[str] | None = None, players: Iterable[int] | None = None, sample: int = 100,
                 seed: int = 0, lang: str = "en", search: bool = False) -> None:
        super().__init__()
        self.lang = words.check_lang(lang)
        self.seed = common.seed(seed, lang)
        say = self._say
        names = registry.names()
        ticked = names if games is None else _listed(games, lambda name: name in names, "games", lang,
                                                     games=", ".join(names))
        counts = () if players is None else _listed(players, lambda n: type(n) is int and n in _COUNTS, "players",
                                                    lang, low=_COUNTS[0], high=_COUNTS[-1])
        sample = common.whole(sample, "sample", 2, 2000, lang)
        search = common.flag(search, "search", lang)
        self.add_class("zl-game-comparer")
        self._games = {name: w.Checkbox(value=name in ticked, description=self._title(name),
                                        indent=False, layout=_box())
                       for name in names}
        self._players = {n: w.Checkbox(value=n in counts, description=str(n), indent=False, layout=_box())
                         for n in _COUNTS}
        self._sample = w.IntSlider(value=sample, min=2, max=2000, continuous_update=False,
                                   description=say("sample"), style={"description_width": "initial"})
        self._search = w.Checkbox(value=search, description=say("search"), indent=False,
                                  layout=w.Layout(width="auto"))
        self._run = w.Button(description=say("run"), icon="play", button_style="primary")
        self._run.add_class("zl-comparer-run")
        self._progress = w.IntProgress(value=0, min=0, max=1, layout=w.Layout(width="40%", display="none"))
        self._step = w.HTML()
        self._banner = w.HTML()
        self._banner_text = ""
        self._status = w.HTML()
        self._status.add_class("zl-comparer-status")
        self._table = w.HTML()
        self.output = w.Output()
        self.table = None
        """The last comparison (a ``compare_games`` frame of every ticked game), or None."""
        self.figure = None
        """The last chart (``comparison_figure``), or None."""
        self._run.on_click(self._on_run)
        self.children = [
            w.HTML(f"<b>{html.escape(say('title'))}</b>"),
            w.HBox([w.Label(say("pick"))] + list(self._games.values()), layout=w.Layout(flex_flow="row wrap")),
            w.HBox([w.Label(say("counts"))] + list(self._players.values()) + [w.Label(say("usual"))],
                   layout=w.Layout(flex_flow="row wrap")),
            w.HBox([self._sample, self._search, self._run]), w.HBox([self._progress, self._step]), self._banner,
            self._status, self.output, self._table]
        show_alert(self._banner, "")

    # --- public ------------------------------------------------------------------------------------------------

    @property
    def parts(self) -> MappingProxyType:
        """The named parts, for tests and notebooks (``game-<name>``, ``players-<n>`` are the checkboxes)."""
        parts = {f"game-{name}": box for name, box in self._games.items()}
        parts |= {f"players-{n}": box for n, box in self._players.items()}
        return MappingProxyType(parts | {"sample": self._sample, "search": self._search, "run": self._run,
                                         "progress": self._progress,
                                         "step": self._step, "banner": self._banner, "status": self._status,
                                         "table": self._table, "output": self.output})

    @property
    def games(self) -> tuple[str, ...]:
        """The ticked games, in the registry's order."""
        return tuple(name for name, box in self._games.items() if box.value)

    @property
    def players(self) -> tuple[int, ...]:
        """The ticked numbers of players (empty: each game's usual numbers)."""
        return tuple(n for n, box in self._players.items() if box.value)

    @property
    def text(self) -> str:
        """Everything the widget shows in words: its labels, the status line and the table, as plain text."""
        labels_ = [self._say(k) for k in ("title", "pick", "counts", "usual")] + [
            box.description for box in self._games.values()] + [self._sample.description, self._search.description,
                                                                self._run.description]
        shown = [plain_text(part.value) for part in (self._step, self._banner, self._status, self._table)]
        return " ".join(p for p in labels_ + shown if p)

    def run(self):
        """Run the comparison and show it; returns the frame (None if it failed, with the error shown)."""
        self._on_run(self._run)
        return self.table

    # --- internals ---------------------------------------------------------------------------------------------

    def _plan(self) -> tuple[list[tuple[str, tuple[int, ...]]], list[str]]:
        """Per ticked game the ticked numbers it allows (none ticked: its ``usual_players``), and the games left
        out."""
        from zhora_core.comparison import usual_players

        plan, left_out = [], []
        for game in self.games:
            counts = tuple(n for n in self.players if n in player_counts(game)) if self.players else \
                usual_players(game)
            if counts:
                plan.append((game, counts))
            else:
                left_out.append(game)
        return plan, left_out

    def _say(self, key: str, **values: Any) -> str:
        """The comparer's phrase ``ui.comparer.<key>`` in the widget's language."""
        return _say(key, self.lang, **values)

    def _title(self, game: str) -> str:
        return words.pick(registry.spec(game).title, self.lang)

    def _counts_words(self, counts: Sequence[int], joiner: str = "and") -> str:
        """``2, 3 and 4 players`` (``joiner`` "and" or "or"), in the widget's language."""
        numbers = ", ".join(map(str, counts[:-1])) + (f" {self._say(joiner)} " if len(counts) > 1 else "")
        return numbers + self._say("players", n=counts[-1])

    def _on_run(self, _button: Any) -> None:
        from zhora_core.comparison import compare_games

        import pandas as pd

        say = self._say
        self._show_error("")
        self.table = self.figure = None
        for part in (self._status, self._table, self._step):
            part.value = ""
        plan, left_out = self._plan()
        if not self.games:
            return self._show_error(f"{say('failed')}: {say('no_game')}")
        if not plan:
            counts = self._counts_words(self.players, "or")
            return self._show_error(f"{say('failed')}: {say('none_fits', counts=counts)}")
        self._run.disabled = True
        self._progress.max, self._progress.value = len(plan), 0
        self._progress.layout.display = None
        try:
            frames = []
            for k, (game, counts) in enumerate(plan):
                self._step.value = html.escape(say("running", game=self._title(game), what=self._counts_words(counts),
                                                   k=k + 1, n=len(plan)))
                frames.append(compare_games([game], players=list(counts), games=self._sample.value,
                                            skill_games=max(1, self._sample.value // 10) if self._search.value else 0,
                                            seed=self.seed, workers=1))
                self._progress.value = k + 1
            table = pd.concat(frames, ignore_index=True)
            figure = comparison_figure(table, lang=self.lang)
        except Exception as error:  # shown in the widget, never raised into the notebook
            self._step.value = ""
            return self._show_error(f"{say('failed')}: {error_text(error, self.lang)}")
        finally:
            self._run.disabled = False
            self._progress.layout.display = "none"
        self.table, self.figure = table, figure
        self._step.value = ""
        n = self._sample.value
        status = say("status", n=n, seed=self.seed)
        if left_out:
            status += " " + say("skipped", counts=self._counts_words(self.players, "or"),
                                games=", ".join(self._title(g) for g in left_out))
        self._status.value = html.escape(status)
        self._table.value = self._table_html(table)
        self._show_figure()

    def _table_html(self, table) -> str:
        """A row per game and number of players, a column per measure of the chart: the estimate and its 95%
        interval."""
        measures = _measures(table, None)
        head = "".join(f"<th>{html.escape(t)}</th>" for t in
                       [self._say("game"), self._say("counts")] + [_measure_words(m, self.lang) for m in measures])
        body = []
        for (game, players), rows in table.groupby(["game", "players"], sort=False):
            cells = []
            for measure in measures:
                row = rows[rows["measure"] == measure]
                cells.append("—" if row.empty else
                             f"{_number(row['estimate'].iloc[0])} ({_number(row['low'].iloc[0])} … "
                             f"{_number(row['high'].iloc[0])})")
            body.append(f"<tr><td style='text-align:left'>{html.escape(self._title(game))}"
                        f"</td><td>{int(players)}</td>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
        return (f"<small>{html.escape(self._say('estimate'))}</small>"
                f"<div style='overflow-x:auto'><table class='zl-comparer-table' "
                f"style='font-variant-numeric:tabular-nums;text-align:right'><tr>{head}</tr>{''.join(body)}"
                f"</table></div>")

"""Plotly charts of the rules-exploration lab (``zhora_core.lab``), for every game. Each function takes one of the
lab's frames and returns a ``plotly.graph_objects.Figure`` (never shows it), so tests can read ``fig.data`` and
notebooks display it.

The words a chart shows of a game (its endings, its own columns, its letters) come from the game's spec
(``GameSpec.ending_labels``, ``GameSpec.letters``, ``LabSpec.words``), found by the frame's game
(``frame.attrs["game"]``, which the lab sets, or its ``game`` column); ``game=`` names it for a frame that does not
say. Where a frame names no game, the values are shown as written. The charts' own words are the phrases
``ui.lab_charts.*`` of ``widgets/words.toml``.

>>> from zhora_core import lab
>>> from zhora_core.simulate import simulate
>>> from zhora_core.zhora import Rules
>>> sim = simulate(Rules(players=3), rounds=40, seed=1, workers=1)
>>> fig = fairness_chart(lab.dealer_fairness(sim))
>>> [trace.type for trace in fig.data], list(fig.data[0].x)
(['bar'], ['dealer', '1st to move', '2nd to move'])
"""

from __future__ import annotations

import math
from collections.abc import Mapping

import plotly.graph_objects as go

from zhora_core import games, words
from zhora_core.errors import RulesError
from zhora_core.games import spec as game_spec
from zhora_core.lab_common import frame_game
from zhora_core.lab_spec import NO_LAB
from zhora_core.protocol import GameSpec

from . import phrases  # noqa: F401  (registers the widgets' words, widgets/words.toml)

__all__ = ["METRIC_WORDS", "points_by_finish_chart", "multiplier_chart", "letter_race_chart", "game_length_chart",
           "fairness_chart", "effect_chart", "endings_chart", "tornado_figure"]

_RED, _BLACK, _GREY, _BLUE = "#c62828", "#263238", "#90a4ae", "#1565c0"
#: A small template of our own: the figures stay light in a saved notebook (plotly's default one adds ~10 KB each).
_TEMPLATE = go.layout.Template(layout=dict(
    font=dict(family="Helvetica, Arial, sans-serif", size=13, color=_BLACK), paper_bgcolor="white",
    plot_bgcolor="#fafafa", colorway=[_BLACK, _RED, _BLUE, _GREY], hovermode="closest",
    xaxis=dict(gridcolor="#e6e6e6", linecolor="#b0bec5", zeroline=False, automargin=True),
    yaxis=dict(gridcolor="#e6e6e6", linecolor="#b0bec5", zeroline=False, automargin=True)))
_LAYOUT = dict(height=380, margin=dict(l=50, r=20, t=50, b=50), template=_TEMPLATE)

#: The measures every game's ``lab.round_table`` / ``lab.compare`` may have, in words (English, Russian): the
#: phrases ``ui.lab_charts.metric.*`` of ``widgets/words.toml``; a game's own (``LabSpec.words``) come from its spec.
METRIC_WORDS = {key.rsplit(".", 1)[1]: words.texts(key) for key in words.keys("ui.lab_charts.metric")}


def _say(key: str, lang: str, **values) -> str:
    """The charts' phrase ``ui.lab_charts.<key>`` in ``lang``."""
    return words.say(f"ui.lab_charts.{key}", lang, **values)


def _game(frame, game: str | None) -> GameSpec | None:
    """The spec of the frame's game (``game``, its tag or its ``game`` column), or None when it names none the
    registry knows."""
    name = frame_game(frame, game)
    return game_spec(name) if name in games.MODULES else None


def _own_words(spec: GameSpec | None, column: str, value, lang: str) -> str | None:
    """A game's own words for one of its columns (``LabSpec.words``), or None."""
    lab = (spec.lab if spec is not None else None) or NO_LAB
    return lab.words(column, value, lang) if lab.words is not None else None


def _ending_words(spec: GameSpec | None, ending: str, lang: str) -> str:
    """An ending in the game's words (``GameSpec.ending_labels``), else as written."""
    labelled = spec.ending_labels.get(ending) if spec is not None else None
    return words.pick(labelled, lang) if labelled else str(ending)


#: The phrases ``ui.lab_charts.role.*`` of the first seats counted from the dealer; any further one is the nth.
_ROLES = ("dealer", "first", "second", "third")


def _role_words(offset: int, lang: str) -> str:
    """A seat counted from the dealer (``lab.dealer_fairness``'s ``offset``) in words: the dealer, the 1st, 2nd,
    3rd to move, then the nth."""
    return _say(f"role.{_ROLES[offset] if offset < len(_ROLES) else 'nth'}", lang, n=offset)


def _box(values, name: str, colour: str, *, horizontal: bool = False, **extra) -> go.Box:
    """A box from precomputed statistics (quartiles, Tukey fences at 1.5 IQR clipped to the data, the mean), so
    the figure stays small however many rounds it summarises."""
    import statistics

    data = sorted(float(v) for v in values)
    q1, median, q3 = (statistics.quantiles(data, n=4, method="inclusive") if len(data) > 1 else data * 3)
    low = min(v for v in data if v >= q1 - 1.5 * (q3 - q1))
    high = max(v for v in data if v <= q3 + 1.5 * (q3 - q1))
    stats = dict(q1=[q1], median=[median], q3=[q3], lowerfence=[low], upperfence=[high],
                 mean=[statistics.fmean(data)])
    position = {"y": [name]} if horizontal else {"x": [name]}
    return go.Box(name=name, marker_color=colour, boxmean=True, orientation="h" if horizontal else "v",
                  **position, **stats, **extra)


def _error(frame, value: str = "win_rate") -> dict:
    return dict(type="data", symmetric=False, array=(frame["high"] - frame[value]).tolist(),
                arrayminus=(frame[value] - frame["low"]).tolist())


def points_by_finish_chart(rounds, *, game: str | None = None, lang: str = "en") -> go.Figure:
    """Box plots of the points per loser (``lab.round_table`` of any game) for each way a round with a winner
    ended, in the game's order of its endings (in Zhora a plain card, a queen, Z-QUEEN, 1-4 jacks, Z-MULTIPLIER),
    each named in the game's words (``GameSpec.ending_labels``); a finish whose points were multiplied (a
    ``multiplier`` above 1) in red. One trace per ending that happened, its statistics precomputed (``median``,
    ``q1``, ``q3``, ``mean``, the fences; ``customdata`` holds the ending)."""
    words.check_lang(lang)
    spec = _game(rounds, game)
    decided = rounds[rounds["winner"].notna()]
    order = list(spec.endings) if spec is not None else list(dict.fromkeys(decided["ending"]))
    fig = go.Figure()
    for ending in order:
        part = decided[decided["ending"] == ending]
        if len(part):
            multiplied = "multiplier" in part.columns and bool((part["multiplier"] > 1).any())
            fig.add_trace(_box(part["points_per_loser"], _ending_words(spec, ending, lang),
                               _RED if multiplied else _BLACK, customdata=[ending],
                               hovertext=[_say("rounds_n", lang, n=len(part))]))
    fig.update_layout(title=_say("by_finish", lang), yaxis_title=_say("points_per_loser", lang),
                      xaxis_title=_say("finish", lang), showlegend=False, **_LAYOUT)
    return fig


def multiplier_chart(multipliers, *, game: str | None = None, lang: str = "en") -> go.Figure:
    """The multipliers in practice (``lab.multipliers`` of any game; Zhora's ``jack_multipliers``): bars of how
    many times more a loser pays after each finish than after one not multiplied (``ratio``), next to the rule's
    multiplier. The bars are named by the frame's first column in the game's words (``LabSpec.words``: Zhora's
    ``no jack``, ``2 × J``), or by the multiplier (``×1``) for a game that groups rounds by it alone."""
    words.check_lang(lang)
    spec = _game(multipliers, game)
    key = multipliers.columns[0]
    x = [(f"×{value}" if key == "multiplier" else _own_words(spec, key, value, lang) or f"{key} {value}")
         for value in multipliers[key]]
    ratio = multipliers["ratio"].tolist()
    fig = go.Figure([
        go.Bar(x=x, y=ratio, name=_say("in_practice", lang), marker_color=_RED,
               text=[f"×{r:.1f}" for r in ratio], textposition="outside"),
        go.Scatter(x=x, y=multipliers["multiplier"].tolist(), name=_say("nominal", lang), mode="markers",
                   marker=dict(symbol="line-ew-open", size=40, color=_BLACK, line=dict(width=3))),
    ])
    axis = _say("multiplier", lang) if key == "multiplier" else _own_words(spec, key, None, lang) or key
    fig.update_layout(title=_say("multipliers", lang), xaxis_title=axis, yaxis_title=_say("times_plain", lang),
                      **_LAYOUT)
    return fig


def letter_race_chart(letters, *, game: str | None = None, lang: str = "en") -> go.Figure:
    """The letter race (``lab.letter_rounds`` of a game whose players spell a word letter by letter, Zhora's
    ЖОРА): for each letter earned, in the order of the game's word (``GameSpec.letters``), a horizontal box of the
    round it was earned in (Z-LETTER), statistics precomputed. One trace per letter that anyone earned."""
    words.check_lang(lang)
    spec = _game(letters, game)
    word = spec.letters if spec is not None and spec.letters else "".join(dict.fromkeys(letters["letter"]))
    fig = go.Figure()
    for k, letter in enumerate(word):
        part = letters[letters["letter"] == letter]
        if len(part):
            fig.add_trace(_box(part["round"], letter, (_GREY, _BLUE, _BLACK, _RED)[k % 4], horizontal=True))
    fig.update_layout(title=_say("letter_race", lang), xaxis_title=_say("round", lang),
                      yaxis_title=_say("letter", lang), yaxis=dict(autorange="reversed"), showlegend=False, **_LAYOUT)
    return fig


def game_length_chart(lengths, *, lang: str = "en") -> go.Figure:
    """The distribution of game length (``lab.game_lengths``): games per number of rounds, as bars."""
    words.check_lang(lang)
    fig = go.Figure(go.Bar(x=lengths["rounds"].tolist(), y=lengths["games"].tolist(), marker_color=_BLACK))
    fig.update_layout(title=_say("game_length", lang), xaxis_title=_say("rounds", lang),
                      yaxis_title=_say("games", lang), bargap=0.1, **_LAYOUT)
    return fig


def fairness_chart(rates, *, by: str | None = None, lang: str = "en") -> go.Figure:
    """Win rates with 95% error bars (``low`` / ``high``) and a dashed line at the fair share: a frame of
    ``lab.seat_fairness``, ``lab.dealer_fairness`` or anything with ``win_rate``, ``low``, ``high``, ``fair``.
    The bars are labelled by the column ``by`` (default: ``role``, else ``seat``)."""
    words.check_lang(lang)
    by = by or ("role" if "role" in rates.columns else "seat")
    if by == "seat":
        x = [_say("seat", lang, seat=v) for v in rates["seat"]]
    elif by == "role" and "offset" in rates.columns:
        x = [_role_words(int(offset), lang) for offset in rates["offset"]]
    else:
        x = [str(v) for v in rates[by]]
    fig = go.Figure(go.Bar(x=x, y=rates["win_rate"].tolist(), error_y=_error(rates), marker_color=_BLACK,
                           name=_say("win_rate", lang)))
    fair = sorted(set(rates["fair"].round(12)))
    for share in fair:
        fig.add_hline(y=share, line_dash="dash", line_color=_RED, annotation_text=f"{_say('fair', lang)} {share:.2f}")
    fig.update_layout(title=_say("fairness", lang), yaxis_title=_say("win_rate", lang), yaxis_range=[0, 1], **_LAYOUT)
    return fig


def effect_chart(effects, *, lang: str = "en") -> go.Figure:
    """Differences with 95% error bars around a line at 0: a frame of ``lab.option_effects`` (one point per
    ``label``, e.g. ``nine_points=20``) or of ``lab.compare_rules`` (one per ``metric``)."""
    words.check_lang(lang)
    y = (effects["label"] if "label" in effects.columns else effects["metric"]).tolist()
    fig = go.Figure(go.Scatter(x=effects["difference"].tolist(), y=y, mode="markers",
                               marker=dict(size=11, color=_RED), error_x=_error(effects, "difference")))
    fig.add_vline(x=0, line_color=_GREY)
    title = _say("effect", lang)
    if "metric" in effects.columns and "label" in effects.columns and effects["metric"].nunique() == 1:
        title += f": {_metric_words(effects['metric'].iloc[0], _game(effects, None), 'rounds', lang)}"
    fig.update_layout(title=title, xaxis_title=_say("difference", lang), yaxis=dict(autorange="reversed"),
                      height=max(260, 60 + 45 * len(y)), margin=dict(l=170, r=20, t=50, b=50), template=_TEMPLATE)
    return fig


def endings_chart(tables: Mapping[str, object], *, game: str | None = None, lang: str = "en") -> go.Figure:
    """How rounds end, side by side: ``{name: lab.endings(sim)}`` (of any game) → one bar trace per name, with the
    share of each ending, named in its game's words (``GameSpec.ending_labels``), and its 95% Wilson interval."""
    words.check_lang(lang)
    fig = go.Figure()
    for (name, table), colour in zip(tables.items(), (_GREY, _RED, _BLUE, _BLACK)):
        spec = _game(table, game)
        fig.add_trace(go.Bar(x=[_ending_words(spec, e, lang) for e in table["ending"]], y=table["share"].tolist(),
                             name=name, marker_color=colour, error_y=_error(table, "share")))
    fig.update_layout(title=_say("endings", lang), barmode="group", yaxis_title=_say("share", lang),
                      xaxis_title=_say("ending", lang), **_LAYOUT)
    return fig


def _metric_words(metric: str, spec: GameSpec | None, kind: str, lang: str) -> str:
    """A measure in words: a whole game's (``kind`` "games") where they differ from a round's, the words every
    game's measures share (``METRIC_WORDS``), the game's own (``LabSpec.words``), else its name."""
    tables = ("game_metric", "metric") if kind == "games" else ("metric",)
    shared = next((key for key in (f"ui.lab_charts.{table}.{metric}" for table in tables) if words.has(key)), None)
    return words.say(shared, lang) if shared else _own_words(spec, metric, None, lang) or metric


def _reading_words(option, value, lang: str) -> str:
    """What a person reads for the reading ``value`` (the ``value`` column of ``lab.rank_options``) of a rule
    ``option``: its words and the value's (``Option.choice_labels``, else the value as written). A frame read
    back from a CSV file holds each value as its text: that text is matched with the choice written the same
    way."""
    chosen = next((choice for choice in option.choices if str(choice) == str(value)), value)
    return f"{option.label_in(lang)}: {option.value_in(chosen, lang) if chosen in option.choice_labels else value}"


def tornado_figure(frame, *, metric: str | None = None, lang: str = "en") -> go.Figure:
    """A tornado chart of a frame of ``lab.rank_options`` (or that frame read back from a CSV file): one
    horizontal bar per reading of a rule option, from 0 to its effect (variant − base), the 95% interval as
    error bars, the largest effect on top; each bar labelled with the option's words (``Option.label`` and the
    value's ``choice_labels``) and the rule id it is filed under. A reading that could not be measured (it
    needs another number of players) is listed with no bar, its label saying what it needs. The frame must hold one game
    and one metric (choose it with ``metric=``). ``customdata`` holds each bar's ``label`` and rule id."""
    words.check_lang(lang)
    if metric is not None:
        frame = frame[frame["metric"] == metric]
    for column in ("game", "metric"):
        values = sorted(set(frame[column]))
        if len(values) != 1:
            raise RulesError(f"a tornado chart shows one {column}: the frame holds "
                             f"{', '.join(map(str, values)) or 'none'}" + ("; choose one with metric="
                                                                          if column == "metric" else ""))
    spec = game_spec(frame["game"].iloc[0])
    options = {o.name: o for o in spec.options}
    frame = frame.assign(_missing=frame["difference"].isna(), _size=frame["difference"].abs())
    frame = frame.sort_values(["_missing", "_size", "option", "label"], ascending=[True, False, True, True],
                              kind="stable")
    metric = frame["metric"].iloc[0]
    kind = frame["kind"].iloc[0]
    difference = [0.0 if math.isnan(d) else float(d) for d in frame["difference"]]
    measured = ~frame["_missing"]
    y, text = [], []
    for option, value, rule, n, ok in zip(frame["option"], frame["value"], frame["rule"], frame["n"], measured):
        y.append(f"{_reading_words(options[option], value, lang)} ({rule})")
        if ok:
            text.append(_say(f"{kind}_n", lang, n=int(n)))
        else:
            needs = ", ".join(f"{options[name].label_in(lang)}: {value}"
                              for name, value in options[option].requires.items())
            text.append(_say("not_measured", lang, needs=needs))
            y[-1] += f"<br><i>{text[-1]}</i>"
    fig = go.Figure(go.Bar(
        x=difference, y=y, orientation="h", base=0,
        marker_color=[_RED if d > 0 else _BLUE for d in difference],
        error_x=dict(type="data", symmetric=False, visible=True,
                     array=[0.0 if not ok else float(h - d) for h, d, ok in zip(frame["high"], difference, measured)],
                     arrayminus=[0.0 if not ok else float(d - lo) for lo, d, ok in zip(frame["low"], difference,
                                                                                        measured)]),
        hovertext=text, customdata=list(zip(frame["label"], frame["rule"]))))
    fig.add_vline(x=0, line_color=_GREY)
    title = _say("tornado", lang, game=words.pick(spec.title, lang), metric=_metric_words(metric, spec, kind, lang))
    fig.update_layout(title=title, xaxis_title=_say("variant_minus_base", lang), yaxis=dict(autorange="reversed"),
                      showlegend=False, height=max(260, 90 + 34 * len(y)), margin=dict(l=20, r=20, t=60, b=50),
                      template=_TEMPLATE)
    return fig

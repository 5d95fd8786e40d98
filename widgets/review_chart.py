"""The chart of a reviewed round (``zhora_core.review``): the seat's expected points along the round, from before the
deal to the result, each marked decision a coloured dot. Returns a ``plotly.graph_objects.Figure`` (never shows
it); the words are the phrases ``ui.review.chart.*`` and ``review.mark.*``."""

from __future__ import annotations

import plotly.graph_objects as go

from zhora_core import words
from zhora_core.review import Review

from . import phrases  # noqa: F401  (registers the widgets' words, widgets/words.toml)
from .lab_charts import _LAYOUT

__all__ = ["review_chart", "MARK_COLOURS"]

MARK_COLOURS = {"inaccuracy": "#f9a825", "mistake": "#ef6c00", "blunder": "#c62828"}


def review_chart(review: Review, *, lang: str = "en") -> go.Figure:
    """The expected points of ``review``'s seat along the round, its marked decisions coloured by mark."""
    say = lambda key: words.say(f"ui.review.chart.{key}", lang)  # noqa: E731
    turns, points = zip(*review.line)
    fig = go.Figure(go.Scatter(x=turns, y=points, mode="lines", name=say("line"), line=dict(color="#263238"),
                               hovertemplate="%{y:.1f}<extra></extra>"))
    fig.add_trace(go.Scatter(x=[turns[0], turns[-1]], y=[points[0], points[-1]], mode="markers+text",
                             text=[say("prior"), say("result")], textposition="top center", name="",
                             marker=dict(color="#263238", size=9), showlegend=False, hoverinfo="skip"))
    for mark, colour in MARK_COLOURS.items():
        marked = [d for d in review.decisions if d.mark == mark]
        if marked:
            fig.add_trace(go.Scatter(
                x=[d.turn + 1 for d in marked], y=[d.after for d in marked], mode="markers",
                name=words.say(f"review.mark.{mark}", lang), marker=dict(color=colour, size=12),
                customdata=[[str(d.action), d.cost] for d in marked],
                hovertemplate="%{customdata[0]}: %{customdata[1]:.1f}<extra></extra>"))
    fig.update_layout(**_LAYOUT, title=say("title"), xaxis_title=say("x"),
                      yaxis_title=say("y_fewer" if review.lower_is_better else "y"),
                      legend=dict(orientation="h", y=-0.25))
    return fig

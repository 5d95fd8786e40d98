"""Plotly charts of Zhora's scoring. Each function returns a ``plotly.graph_objects.Figure`` (never shows it),
so tests can read ``fig.data`` and notebooks display it."""

from __future__ import annotations

import plotly.graph_objects as go

from zhora_core.cards import DECK_36, Suit
from zhora_core.render import BURN_MARK
from zhora_core.zhora import Game, Rules, card_points

__all__ = ["card_points_chart", "game_totals_chart"]

_RED, _BLACK = "#c62828", "#263238"


def card_points_chart(rules: Rules = Rules(), *, lang: str = "en") -> go.Figure:
    """What each rank scores left in a loser's hand (Z-POINTS, Z-JACK-POINTS); a lone jack scores 2."""
    spades = sorted(c for c in DECK_36 if c.suit is Suit.SPADES)
    labels = [c.rank.symbol(lang) for c in spades]
    points = [card_points(c, rules=rules) for c in spades]
    fig = go.Figure(go.Bar(x=labels, y=points, text=points, textposition="outside", marker_color=_BLACK))
    fig.update_layout(title="Points of a card left in hand" if lang == "en" else "Очки карты на руках",
                      yaxis_title="points" if lang == "en" else "очки", height=360,
                      margin=dict(l=40, r=20, t=50, b=40))
    return fig


def game_totals_chart(game: Game, *, lang: str = "en") -> go.Figure:
    """Each player's running total round by round, with a marker where a letter of ЖОРА was earned (Z-LETTER)
    and ``100→0`` where a total of exactly 100 burned (Z-BURN): text every font has, no emoji."""
    fig = go.Figure()
    rounds = list(range(len(game.rounds) + 1))
    for seat, name in enumerate(game.names):
        totals = [0] + [r.totals[seat] for r in game.rounds]
        letters = [""] + [r.letters[seat] for r in game.rounds]
        points = [0] + [r.outcome.points[seat] for r in game.rounds]
        marks = ["" if not k else letters[k][-1] if letters[k] != letters[k - 1]
                 else BURN_MARK if totals[k - 1] + points[k] == 100 else "" for k in rounds]
        fig.add_trace(go.Scatter(x=rounds, y=totals, mode="lines+markers+text", name=name, text=marks,
                                 textposition="top center", textfont=dict(size=16)))
    fig.add_hline(y=100, line_dash="dot", annotation_text="100")
    fig.update_layout(title="Running totals and letters" if lang == "en" else "Суммы очков и буквы",
                      xaxis_title="round" if lang == "en" else "раунд", yaxis_title="total" if lang == "en"
                      else "сумма", height=400, margin=dict(l=40, r=20, t=50, b=40))
    return fig

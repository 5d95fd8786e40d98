"""Plotly charts of a game's scoring, for every game. Each function returns a ``plotly.graph_objects.Figure``
(never shows it), so tests can read ``fig.data`` and notebooks display it.

What a game scores comes from the game (``zhora_core.games``): what a card left in hand is worth
(``LabSpec.card_points``), the totals its rules act on (``LabSpec.marks``) and whether its players spell a word
letter by letter (``GameSpec.letters``). The charts' words are the phrases ``ui.charts.*`` of ``widgets/words.toml``.
"""

from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

from zhora_core import games, words
from zhora_core.cards import Suit
from zhora_core.errors import RulesError, excerpt
from zhora_core.lab_spec import NO_LAB

from . import phrases  # noqa: F401  (registers the widgets' words, widgets/words.toml)

__all__ = ["card_points_chart", "game_totals_chart"]

_RED, _BLACK = "#c62828", "#263238"


def _say(key: str, lang: str) -> str:
    """The charts' phrase ``ui.charts.<key>`` in ``lang``."""
    return words.say(f"ui.charts.{key}", lang)


def _card_points(spec, rules: Any):
    """What a card left in a losing hand scores in the game: its own ``LabSpec.card_points``, else the project's
    measure of a loss (a card a point where fewer points are better, nothing where more are)."""
    own = (spec.lab or NO_LAB).card_points
    if own is not None:
        return lambda card: own(card, rules)
    return lambda card: 1 if spec.lower_is_better else 0


def card_points_chart(rules: Any = None, *, lang: str = "en") -> go.Figure:
    """What each rank scores left in a loser's hand under ``rules`` (any game's; None: the default game's
    default rules): in Zhora Z-POINTS and Z-JACK-POINTS, a lone jack scoring 2. One bar per card of a suit of the
    game's pack (spades where it has them), then its jokers."""
    words.check_lang(lang)
    spec = games.spec(games.DEFAULT if rules is None else rules)
    rules = spec.Rules() if rules is None else rules
    suits = [c.suit for c in spec.deck if c.suit is not None]
    suit = Suit.SPADES if Suit.SPADES in suits else (suits[0] if suits else None)
    cards = sorted(c for c in spec.deck if c.suit is suit and suit is not None)
    cards += [c for c in spec.deck if c.suit is None]
    labels = [c.rank.symbol(lang) if c.suit is not None else c.label(lang) for c in cards]
    points = [_card_points(spec, rules)(c) for c in cards]
    fig = go.Figure(go.Bar(x=labels, y=points, text=points, textposition="outside", marker_color=_BLACK))
    fig.update_layout(title=_say("card_points", lang), yaxis_title=_say("points", lang), height=360,
                      margin=dict(l=40, r=20, t=50, b=40))
    return fig


def game_totals_chart(game: Any, *, lang: str = "en") -> go.Figure:
    """Each player's running total round by round of a whole game of any game (its ``match``): the totals its
    rounds record, else the sum of their points. A marker names the letter a seat earned in a round (Zhora's
    Z-LETTER) and ``a→b`` a total the rules changed otherwise than by the round's points (Zhora's exact 100
    burning to 0, ``100→0``, Z-BURN): text every font has, no emoji. A dotted line marks each total the game's
    rules act on (``LabSpec.marks``: Zhora's 100)."""
    words.check_lang(lang)
    if not hasattr(game, "rounds") or not hasattr(game, "names"):
        raise RulesError(f"game_totals_chart needs a whole game (a game's match), got {excerpt(game, 40)}")
    spec = games.spec(game.rules)
    lettered = bool(spec.letters)
    fig = go.Figure()
    rounds = list(range(len(game.rounds) + 1))
    for seat, name in enumerate(game.names):
        points = [0] + [r.outcome.points[seat] for r in game.rounds]
        totals = [0]
        for record, gained in zip(game.rounds, points[1:]):
            recorded = getattr(record, "totals", None)
            totals.append(recorded[seat] if recorded is not None else totals[-1] + gained)
        letters = [""] + [getattr(r, "letters", ("",) * len(game.names))[seat] for r in game.rounds]
        marks = [""]
        for k in rounds[1:]:
            if lettered and letters[k] != letters[k - 1]:
                marks.append(letters[k][-1])
            elif totals[k] != totals[k - 1] + points[k]:
                marks.append(f"{totals[k - 1] + points[k]}→{totals[k]}")
            else:
                marks.append("")
        fig.add_trace(go.Scatter(x=rounds, y=totals, mode="lines+markers+text", name=name, text=marks,
                                 textposition="top center", textfont=dict(size=16)))
    for mark in (spec.lab or NO_LAB).marks:
        fig.add_hline(y=mark, line_dash="dot", annotation_text=str(mark))
    fig.update_layout(title=_say("totals_letters" if lettered else "totals", lang), xaxis_title=_say("round", lang),
                      yaxis_title=_say("total", lang), height=400, margin=dict(l=40, r=20, t=50, b=40))
    return fig

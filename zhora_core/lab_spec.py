"""What a game tells the lab about itself beyond what every game has: ``LabSpec``, a game's ``GameSpec.lab``.

The lab (``zhora_core.lab``) and its charts (``widgets.lab_charts``, ``widgets.charts``) measure every game the
same way from what every round and whole game records. A game whose rounds have more to measure (a multiplier of
the losers' points, a finish worth columns of its own), whose first mover is not the seat the deal puts to move,
or whose standings are a total and letters (``GameSpec.letters``), says so here; every field may be left out, and
a game without a ``LabSpec`` is measured by what it shares with the others.

>>> spec = LabSpec(opener=lambda dealer, players: (dealer + 1) % players)
>>> spec.opener(3, 4), LabSpec().metrics
(0, ())
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["LabSpec", "NO_LAB"]


@dataclass(frozen=True, kw_only=True)
class LabSpec:
    """A game's own parts of the lab's measures (``GameSpec.lab``)."""

    opener: Callable[[int, int], int] | None = None
    """``opener(dealer, players)``: the seat the fairness measures count as moving first, for a game where that is
    the rule's seat rather than the one the deal puts to move (a starter card that moves the turn does not change
    who opened); None: the seat to move when the round was dealt."""
    tally: Callable[[int, Any, int], tuple[int, Any]] | None = None
    """``tally(total, letters, points)``: a seat's total and letters after a round's points, for a game whose
    standings are a total and letters (``GameSpec.letters``): the lab replays each seat's standing with it and
    ranks seats by fewer letters, then the better total."""
    round_columns: Callable[[Any, str, int | None, float], Mapping[str, Any]] | None = None
    """``round_columns(rules, ending, winner, points_per_loser)``: the game's own columns of a round of
    ``round_table`` (after the columns every game has). By name, ``multiplier`` is the factor the losers' points
    were multiplied by and ``base_per_loser`` their points before it (``lab.multipliers`` reads both)."""
    ending_columns: Callable[[str], Mapping[str, Any]] | None = None
    """``ending_columns(ending)``: the game's own columns of an ending, in ``lab.endings`` and
    ``lab.points_by_ending`` (after the ending)."""
    by_ending: tuple[str, ...] = ()
    """The columns of ``round_columns`` that ``lab.points_by_ending`` gives the mean of, per ending."""
    multiplier_key: str = ""
    """The column of ``round_columns`` (or of ``ending_columns``) that ``lab.multipliers`` groups the rounds by
    (the finish that sets the multiplier); empty: the rounds are grouped by their ``multiplier`` alone."""
    metrics: tuple[str, ...] = ()
    """The measures of a round that ``lab.compare`` shows when none are named, in order; empty: the ones every
    game has."""
    words: Callable[[str, Any, str], str | None] | None = None
    """``words(column, value, lang)``: one of the game's own columns in words for the charts (``value`` None: the
    column's name, as a measure; else that value of it), or None where the game has no words for it."""
    card_points: Callable[[Any, Any], int] | None = None
    """``card_points(card, rules)``: what a card left in a losing hand scores (``widgets.charts``); None: one
    point a card where fewer points are better (the project's measure of a loss), none where more are."""
    marks: tuple[int, ...] = ()
    """The totals a chart of the running totals draws a line at (where the game's rules act on a total)."""


NO_LAB = LabSpec()
"""The lab's parts of a game that has none of its own."""

"""Zhora's own measures for the lab (``GAME.lab``, a ``zhora_core.lab_spec.LabSpec``): the jacks of each ending
and the multiplier they set (Z-JACKS-OUT, Z-MULTIPLIER), the first mover left of the dealer (Z-FIRST), the totals
and letters (Z-TOTAL … Z-KEEP), the measures ``lab.compare`` shows of a round, the words of its own columns for
the charts, and ``jack_multipliers``, the multipliers in practice.

>>> ENDING_JACKS["jacks x3"], round_columns(Rules(), "jacks x2", 1, 40.0)
(3, {'jacks': 2, 'multiplier': 4, 'base_per_loser': 10.0, 'jack_finish': 1.0})
>>> words("jacks", 0, "en"), words("jacks", 2, "ru")
('no jack', '2 × В')
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from ..cards import Card, Rank
from ..errors import RulesError
from ..games import spec as game_spec
from ..lab_spec import LabSpec
from ..words import check_lang
from .rules import Rules
from .scoring import card_points, tally

__all__ = ["ENDING_JACKS", "round_columns", "ending_columns", "words", "jack_multipliers", "LAB"]

ENDING_JACKS: Mapping[str, int] = {"plain": 0, "queen": 0, "queen of spades": 0, "jacks x1": 1, "jacks x2": 2,
                                   "jacks x3": 3, "jacks x4": 4, "stalemate": 0}
"""How many jacks the winner went out with, for every ``Outcome.ending`` (its ``jacks``; 0 for any other finish
and a stalemate): the endings' jacks as data, which nothing reads back from their names."""

_WORDS = {
    "jacks": ("jacks in the finish", "валетов в концовке"),
    "jack_finish": ("share of jack finishes", "доля выходов валетами"),
}
_NO_JACK = ("no jack", "без валета")

#: What ``lab.compare`` shows of a round when no measures are named.
METRICS = ("points_per_loser", "winner_points", "turns", "draws", "restocks", "stalemate", "jack_finish",
           "first_mover_won")


def round_columns(rules: Rules, ending: str, winner: int | None, points_per_loser: float) -> dict[str, Any]:
    """Zhora's columns of a round of ``lab.round_table``: the ``jacks`` the winner went out with, the
    ``multiplier`` the losers' points were multiplied by (Z-MULTIPLIER), their points before it
    (``base_per_loser``) and whether the round was won with jacks (``jack_finish``, NaN after a stalemate)."""
    jacks = ENDING_JACKS[ending]
    multiplier = rules.jack_multipliers[jacks - 1] if jacks else 1
    return {"jacks": jacks, "multiplier": multiplier, "base_per_loser": points_per_loser / multiplier,
            "jack_finish": float(jacks > 0) if winner is not None else math.nan}


def ending_columns(ending: str) -> dict[str, int]:
    """Zhora's column of an ending in ``lab.endings``: its ``jacks``."""
    return {"jacks": ENDING_JACKS[ending]}


def words(column: str, value: Any, lang: str) -> str | None:
    """Zhora's own columns in words: ``jacks`` (a value: ``'no jack'``, ``'2 × J'``) and ``jack_finish``."""
    index = ("en", "ru").index(check_lang(lang))
    if column == "jacks" and value is not None:
        return _NO_JACK[index] if value == 0 else f"{value} × {Rank.JACK.symbol(lang)}"
    return _WORDS[column][index] if column in _WORDS and value is None else None


def opener(dealer: int, players: int) -> int:
    """Who moves first: the seat left of the dealer (Z-FIRST), whatever a starter card then does."""
    return (dealer + 1) % players


def points_of(card: Card, rules: Rules) -> int:
    """What ``card`` scores left in a loser's hand (Z-POINTS, Z-JACK-POINTS)."""
    return card_points(card, rules=rules)


def jack_multipliers(sim):
    """The jack multipliers in practice (Z-MULTIPLIER, Z-JACKS-OUT): ``lab.multipliers`` of a simulation of
    Zhora — per number of ``jacks`` the winner ended with (0 = a plain card or a queen), the ``rounds``, the
    nominal ``multiplier``, the mean ``points_per_loser`` with a 95% interval, the mean ``base_per_loser`` before
    multiplying, and the ``ratio`` of points per loser to that after a finish without jacks — the multiplier a
    loser actually feels. Zhora's only."""
    from ..lab_rounds import multipliers

    name = game_spec(sim.rules).name
    if name != GAME_NAME:
        raise RulesError(f"jack_multipliers is a measure of Zhora (Z-MULTIPLIER); this is a simulation of {name!r} "
                         f"({game_spec(name).title[0]})", rule="Z-MULTIPLIER")
    return multipliers(sim)


GAME_NAME = Rules.game

LAB = LabSpec(opener=opener, tally=tally, round_columns=round_columns, ending_columns=ending_columns,
              by_ending=("multiplier", "base_per_loser"), multiplier_key="jacks", metrics=METRICS, words=words,
              card_points=points_of, marks=(100,))
"""Zhora's parts of the lab's measures and charts."""

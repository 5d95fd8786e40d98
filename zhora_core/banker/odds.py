"""The banker's chances, exactly and by sampling (JB-ODDS): Montmort's problem of coincidences with ranks.

The banker loses a bank when none of the 14 cards he turns matches its call. By inclusion–exclusion over the
calls, with ``c`` the number of cards matching each call (2 jokers, then 4 of each rank) and ``e_k`` their
elementary symmetric sums, P(no match) = Σₖ (−1)ᵏ eₖ / (54·53·…·(54−k+1)).

>>> odds = exact_odds()
>>> odds.miss
Fraction(44188895470803668, 123566628628414125)
>>> odds.double, round(float(odds.win), 4)
(Fraction(1, 27), 0.6424)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from fractions import Fraction
from typing import NamedTuple

from ..cards import Card
from ..errors import RulesError
from .calls import COUNTS
from .actions import TURN
from .deal import new_round
from .engine import apply
from .rules import Rules
from .state import Phase, State

__all__ = ["Odds", "exact_odds", "chance_outcomes", "sample"]


class Odds(NamedTuple):
    """The chances of one bank: the banker ``win``s (a match, the double included), the ``double`` (a joker
    first), a ``miss``; ``banker_gain`` is his expected gain for each unit a player stakes."""

    win: Fraction
    double: Fraction
    miss: Fraction

    @property
    def banker_gain(self) -> Fraction:
        """A match wins each stake, the double once more, a miss pays each stake: win + double − miss."""
        return self.win + self.double - self.miss


def exact_odds(counts: Sequence[int] = COUNTS, deck: int | None = None) -> Odds:
    """The exact chances of a bank as fractions (JB-ODDS). ``counts`` are the numbers of cards matching each
    call in order (default: 2 jokers, then 4 of each of the 13 ranks), ``deck`` the number of cards shuffled
    (default: their sum, 54). Other counts give the classical problems: ``[1] * 13`` with ``deck=13`` is
    Montmort's treize with one suit."""
    counts = tuple(counts)
    deck = sum(counts) if deck is None else deck
    if not counts or any(type(c) is not int or c < 0 for c in counts) or type(deck) is not int \
            or deck < max(sum(counts), len(counts)):
        raise RulesError(f"counts are whole numbers of cards per call, within a deck of at least as many cards "
                         f"as calls and matching cards (JB-ODDS); got {counts[:16]!r}, deck={deck!r}",
                         rule="JB-ODDS")
    symmetric = [1]  # e_0 … e_k of the counts, built one count at a time
    for count in counts:
        symmetric = [a + count * b for a, b in zip(symmetric + [0], [0] + symmetric)]
    miss, falling = Fraction(0), 1
    for k, e_k in enumerate(symmetric):
        if k:
            falling *= deck - k + 1
        miss += (-1) ** k * Fraction(e_k, falling)
    return Odds(1 - miss, Fraction(counts[0], deck), miss)


def chance_outcomes(state: State) -> tuple[tuple[Card, Fraction], ...]:
    """The chance node of the next turn, OpenSpiel style: each face-down card with its probability (all alike,
    since the order is hidden), in card order; empty unless the banker is to turn (JB-CALL)."""
    if state.phase is not Phase.TURN:
        return ()
    p = Fraction(1, len(state.deck))
    return tuple((card, p) for card in sorted(state.deck))


def sample(banks: int, *, seed: int) -> Counter:
    """How ``banks`` seeded shuffles end, counted by ending (``'match'``, ``'double'``, ``'no_match'``): the
    engine's own turns, for checking ``exact_odds`` by simulation."""
    rules, rng, endings = Rules(players=2), random.Random(seed), Counter()
    for _ in range(banks):
        state = new_round(rules, seed=rng.getrandbits(32), stakes=(0, 1))
        while state.outcome is None:
            state = apply(state, TURN)
        endings[state.outcome.ending] += 1
    return endings

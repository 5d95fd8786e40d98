"""The interval statistics of the project, written once: the Wilson interval of a share, the mean with a
normal-approximation interval, the paired difference of two samples and a ratio of sums by the delta method, all
95% by default. The lab (``zhora_core.lab``), ``zhora_core.comparison`` and the widgets read them from here.

Pure Python: no pandas, nothing drawn. Bad arguments are refused in words (RulesError): counts are whole numbers,
samples lists of numbers.

>>> [round(x, 3) for x in wilson(1, 10)]
[0.018, 0.404]
>>> [round(x, 3) for x in mean_ci([1, 2, 3, 4])]
[4, 2.5, 1.291, 1.235, 3.765]
>>> share(3, 4)[:1], ratio_ci([2, 4], [1, 1]).ratio
((0.75,), 3.0)
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from numbers import Real
from typing import Any, NamedTuple

from .checks import whole
from .errors import RulesError, excerpt

__all__ = ["Z95", "MeanCI", "RatioCI", "Share", "wilson", "share", "mean_ci", "paired", "ratio_ci"]

#: The normal quantile of a two-sided 95% interval.
Z95 = 1.959963984540054


class MeanCI(NamedTuple):
    """A mean with its 95% normal-approximation interval, over ``n`` values (NaN when there are none)."""

    n: int
    mean: float
    sd: float
    """The sample standard deviation (0 for one value)."""
    low: float
    high: float


class RatioCI(NamedTuple):
    """A ratio of sums with its 95% interval by the delta method, over ``n`` units."""

    ratio: float
    low: float
    high: float
    n: int


class Share(NamedTuple):
    """A share ``hits / n`` with its 95% Wilson interval (NaN when ``n`` is 0)."""

    share: float
    low: float
    high: float
    n: int


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``successes / n`` (95% by default); ``(nan, nan)`` for n = 0.

    >>> [round(x, 3) for x in wilson(0, 100)], [round(x, 3) for x in wilson(50, 100)]
    ([0.0, 0.037], [0.404, 0.596])
    """
    n = whole(n, "n")
    successes = whole(successes, "successes", 0, max(n, 0))
    if not isinstance(z, Real) or isinstance(z, bool) or not 0 < z < math.inf:
        raise RulesError(f"z= is a positive number (a normal quantile, e.g. Z95), got {excerpt(z, 24)}")
    if n == 0:
        return math.nan, math.nan
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == n else min(1.0, centre + half)
    return low, high


def share(hits: int, n: int) -> Share:
    """The share ``hits / n`` and its Wilson interval."""
    low, high = wilson(hits, n)
    return Share(hits / n if n else math.nan, low, high, n)


def _numbers(values: Any, name: str, missing: bool = False) -> list:
    """``values`` as a list, each a number (or None, when ``missing``); else RulesError naming ``name``."""
    if isinstance(values, (str, bytes)) or not isinstance(values, Iterable):
        raise RulesError(f"{name} is a list of numbers, got {excerpt(values, 30)}")
    values = list(values)
    for value in values:
        if not isinstance(value, Real) and not (missing and value is None):
            raise RulesError(f"{name} is a list of numbers{' (None for none)' if missing else ''}, got "
                             f"{excerpt(value, 24)} in it")
    return values


def mean_ci(values: Sequence[float | None]) -> MeanCI:
    """The mean of ``values`` with a 95% normal-approximation interval; values that are None or NaN (a round
    without a winner, a measure a round does not have) are left out."""
    kept = [float(v) for v in _numbers(values, "values", missing=True) if v is not None and v == v]
    n = len(kept)
    if n == 0:
        return MeanCI(0, math.nan, math.nan, math.nan, math.nan)
    mean = math.fsum(kept) / n
    sd = math.sqrt(math.fsum((v - mean) ** 2 for v in kept) / (n - 1)) if n > 1 else 0.0
    half = Z95 * sd / math.sqrt(n)
    return MeanCI(n, mean, sd, mean - half, mean + half)


def paired(a: Sequence[float], b: Sequence[float]) -> dict[str, float]:
    """Two samples of the same units (rounds or games on the same seeds) compared: over the units where both have a
    value, ``n``, the mean of each (``base`` for ``a``, ``variant`` for ``b``) and their mean paired
    ``difference`` (b - a) with its ``sd`` and 95% interval (``low``, ``high``).

    >>> paired([1, 2, 3], [2, 2, float("nan")])["difference"]
    0.5
    """
    pairs = [(x, y) for x, y in zip(_numbers(a, "a"), _numbers(b, "b")) if x == x and y == y]
    n, difference, sd, low, high = mean_ci([y - x for x, y in pairs])
    return {"n": n, "base": math.fsum(x for x, _ in pairs) / n if n else math.nan,
            "variant": math.fsum(y for _, y in pairs) / n if n else math.nan,
            "difference": difference, "sd": sd, "low": low, "high": high}


def ratio_ci(tops: Sequence[float], bottoms: Sequence[float]) -> RatioCI:
    """Σ top / Σ bottom over independent units (games), with a 95% interval by the delta method."""
    tops, bottoms = _numbers(tops, "tops"), _numbers(bottoms, "bottoms")
    if len(tops) != len(bottoms):
        raise RulesError(f"tops and bottoms are of the same units: {len(tops)} tops, {len(bottoms)} bottoms")
    n = len(tops)
    total = math.fsum(bottoms)
    if n == 0 or total == 0:
        return RatioCI(math.nan, math.nan, math.nan, n)
    ratio = math.fsum(tops) / total
    residuals = [t - ratio * b for t, b in zip(tops, bottoms)]
    se = math.sqrt(math.fsum(r * r for r in residuals) / (n * (n - 1))) / (total / n) if n > 1 else 0.0
    return RatioCI(ratio, ratio - Z95 * se, ratio + Z95 * se, n)

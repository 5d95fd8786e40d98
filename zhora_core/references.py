"""Published values to hold the lab's measures against: the CardStock heuristics of Hearts, LAMA and Ninety-Eight.

CardStock (C. Bell and M. Goadrich, "Automated Playtesting with RECYCLEd CardStock", Game & Puzzle Design, 2016)
simulates card games written in its RECYCLE language; M. Goadrich's blog "The Shape of Card Games" publishes its
heuristics, each on a 0-1 scale, for the games it analysed. The numbers here are the blog's summary table
(``SUMMARY_URL``; the file behind it at ``SUMMARY_FILE``), which the author updated after recalibrating his AI's
rank estimates (post "Rank Calibration", 2019-06-03); a game's own post may show an older value (below).

How each maps onto ``compare_games``' measures of the same name:

- ``order``: (the AI's win rate - 1/n) / (1 - 1/n), one CardStock AI among random players (lab: one heuristic
  bot among random ones);
- ``fairness``: the first player's win rate against 1/n with random players, on CardStock's scale (lab: the same
  formula, for the lab's bots);
- ``drama``: how far below the drama threshold the eventual winner's own win estimate fell; the lab measures the
  same from the standings between rounds, so the two are alike in spirit, not in their inputs.

CardStock's Convergence, 1 - (slope / 2 + 0.5) of a regression of a player's number of choices on the move, is
on another scale than the lab's (the slope itself, over a round's length from 0 to 1): only its side of 0.5
(narrowing above, widening below) compares with the sign of the lab's slope, so it is kept apart, in
``CONVERGENCE``, and not drawn. CardStock's Spread and Security need an AI's estimate of every move, which the lab
does not make: they are not listed (the lab's ``winner_lowest_place`` is its own reading of Security, not
CardStock's number). The values are for four players (the posts' Order and summary figures are four-player
games); LAMA's are for a single round, not a game to 40 points. The Bell & Goadrich paper itself was not at hand:
no number here is taken from it.

>>> table = cardstock()
>>> sorted(table["reference"].unique())
['hearts', 'lama', 'ninety-eight']
>>> float(table.query("reference == 'ninety-eight' and measure == 'order'")["value"].iloc[0])
0.91
>>> title("lama", "ru")
'ЛАМА'
"""

from __future__ import annotations

from dataclasses import dataclass

from . import words

__all__ = ["SUMMARY_URL", "SUMMARY_FILE", "Reference", "CARDSTOCK", "CONVERGENCE", "TITLES", "title", "cardstock"]

#: The blog's summary page of every game's heuristics.
SUMMARY_URL = "https://mgoadric.github.io/cardstock/leads/"
#: The same page's source, at the commit read for these numbers.
SUMMARY_FILE = "https://github.com/mgoadric/cardstock/blob/605d8ca53a29a4ee2ac331cef74d6548d27b5af9/leads.md"

_BLOB = "https://github.com/mgoadric/cardstock/blob"
#: Each game's heuristics post (the blog's source file, at the commit read).
_POSTS = {
    "hearts": f"{_BLOB}/b000ec60d84f242d77470155cf4b03d6c287c13e/_posts/2019-04-09-hearts-heuristics.md",
    "lama": f"{_BLOB}/db40a0eecc7566bcc4aef8b378825c4ba2aaf793/_posts/2019-06-14-lama-heuristics-one.md",
    "ninety-eight": f"{_BLOB}/0bd13859642bf202076c544663904a59c97a84ad/_posts/2019-02-06-ninetyeight-heuristics.md",
}

#: The reference games' names, in English and Russian.
TITLES = {"hearts": ("Hearts", "Черви"), "lama": ("LAMA", "ЛАМА"), "ninety-eight": ("Ninety-Eight", "Девяносто восемь")}


@dataclass(frozen=True)
class Reference:
    """One published value: a game's heuristic ``measure`` (``compare_games``' name for it) at ``players``."""

    reference: str
    measure: str
    value: float
    players: int
    source: str
    note: str = ""


def _summary(reference: str, note: str = "", **values: float) -> tuple[Reference, ...]:
    return tuple(Reference(reference, measure, value, 4, SUMMARY_URL, note) for measure, value in values.items())


#: Every reference value, from the summary table (the game's post is named where its figure differs).
CARDSTOCK: tuple[Reference, ...] = (
    _summary("hearts", f"the post {_POSTS['hearts']} gives Fairness 0.86", order=0.52, fairness=0.94,
             drama=0.46)
    + _summary("lama", f"one round; the post {_POSTS['lama']} gives Fairness 0.96", order=0.48, fairness=0.84,
               drama=0.49)
    + _summary("ninety-eight", f"the post {_POSTS['ninety-eight']} agrees (it has no Order)", order=0.91, fairness=0.98,
               drama=0.39)
)

#: CardStock's Convergence of each (same table; 0.5 means as many choices at the end as at the start).
CONVERGENCE = {"hearts": 0.54, "lama": 0.58, "ninety-eight": 0.50}


def title(reference: str, lang: str = "en") -> str:
    """A reference game's name in ``lang`` ("en" or "ru")."""
    return words.pick(TITLES[reference], lang)


def cardstock():
    """``CARDSTOCK`` as a pandas frame: ``reference, measure, value, players, source, note``, one row each."""
    import pandas as pd

    return pd.DataFrame([vars(r) for r in CARDSTOCK],
                        columns=["reference", "measure", "value", "players", "source", "note"])

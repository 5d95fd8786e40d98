"""The rules-exploration lab: what simulations of any registered game measure, as tidy pandas frames.

Every function takes a ``Simulation`` (``zhora_core.simulate.simulate``) or its records and returns a pandas
DataFrame; none draws or displays anything, and none changes its input. pandas is imported inside the functions,
so importing the lab does not import it. Each frame names its game in ``frame.attrs["game"]``.

The game comes from the simulation's rules (``zhora_core.games``); what a seat's points mean (fewer is better in
Zhora, Joe, Thirteen and Prší; more in the Joker family and the banker game) and how seats rank over a whole game
come from the game, never from here, and so do a game's own measures (``GameSpec.lab``, a ``LabSpec``: Zhora's jack
multipliers, its first mover left of the dealer, its totals and letters). A round's winner is the game's own
(``Outcome.winner``: None after a stalemate, or when nobody is alone in front); a whole game's is the seat its
ranking puts first.

This module gathers the lab's public names from the modules that hold them, one concern each:

- ``zhora_core.stats``: the interval statistics (``wilson``, ``Z95``, means and paired differences);
- ``zhora_core.lab_rounds``, per round (a simulation of ``rounds=``; the tables also accept one of games, round by
  round): ``round_table``, ``round_summary``, ``endings``, ``points_by_ending``, ``multipliers``;
- ``zhora_core.lab_games``, per game (a simulation of ``games=``): ``game_table``, ``game_summary``,
  ``game_lengths``, ``final_ranking``, the letter race of a game scored in letters (``letter_rounds``,
  ``letter_race``), and for one record ``standings``, ``leaders``, ``count_lead_changes``, ``winner_drama``;
- ``zhora_core.lab_seats``, who wins: ``seat_fairness``, ``dealer_fairness``, ``bot_margin``;
- ``zhora_core.lab_cardstock``, the variant-analysis heuristics of the CardStock project (C. Bell and M.
  Goadrich, "Automated Playtesting with RECYCLEd CardStock", Game & Puzzle Design, 2016): ``fairness``,
  ``order``, ``drama``, ``lead_change``, our own ``spread``, all in one frame by ``heuristics``;
- ``zhora_core.lab_options``, rules against rules on common seeds: ``compare``, ``compare_rules``,
  ``option_effect``, ``option_effects`` and ``rank_options`` (``RANK_METRICS``, ``option_readings``);
- ``zhora_core.comparison``: ``compare_games``, every game on one measuring stick.

A game's own measures live in its package (Zhora's ``jack_multipliers`` in ``zhora_core.zhora.lab``).

>>> from zhora_core.simulate import simulate
>>> from zhora_core.zhora import Rules
>>> sim = simulate(Rules(players=3), rounds=60, seed=1, workers=1)
>>> table = endings(sim)
>>> int(table["rounds"].sum()), round(float(table["share"].sum()), 9)
(60, 1.0)
"""

from __future__ import annotations

from .comparison import compare_games
from .lab_cardstock import SOURCES, drama, fairness, heuristics, lead_change, order, spread
from .lab_games import (count_lead_changes, final_ranking, game_lengths, game_summary, game_table, leaders,
                        letter_race, letter_rounds, standings, winner_drama)
from .lab_options import (RANK_METRICS, compare, compare_rules, option_effect, option_effects, option_readings,
                          rank_options)
from .lab_rounds import endings, multipliers, points_by_ending, round_summary, round_table
from .lab_seats import bot_margin, dealer_fairness, seat_fairness
from .stats import Z95, wilson

__all__ = [
    "Z95", "SOURCES",
    "round_table", "round_summary", "endings", "points_by_ending", "multipliers",
    "standings", "leaders", "count_lead_changes", "winner_drama",
    "game_table", "game_summary", "game_lengths", "letter_rounds", "letter_race", "final_ranking",
    "wilson", "seat_fairness", "dealer_fairness",
    "fairness", "order", "drama", "spread", "lead_change", "heuristics",
    "bot_margin", "compare", "compare_rules", "option_effect", "option_effects",
    "RANK_METRICS", "option_readings", "rank_options", "compare_games",
]

"""Checks moved out of lessons 17 (Joker-52) and 18 (the Joker banker game): the rule switches those lessons show,
a seeded simulation the banker lesson's sliders start from, and the banker sessions behind its chart and score sheet.
The lessons themselves assert only the rules they teach.
"""

from __future__ import annotations

import random

from zhora_core import banker, joker52
from zhora_core.bots import make_bot
from zhora_core.simulate import play_game
from zhora_core.stats import wilson
from widgets import RuleSwitches


def banker_session(players: int, seed: int = 3) -> banker.Game:
    """A whole banker session of seeded random bots, as lesson 18 plays it."""
    names = [f"P{seat + 1}" for seat in range(players)]
    bots = [make_bot("random", game="banker")] * players
    return play_game(banker.Game(banker.Rules(players=players), seed=seed, names=names), bots, random.Random(seed))


def test_joker52_switches_set_the_refill_and_the_players():
    switches = RuleSwitches(joker52.Rules())
    switches.controls["refill"].value = False
    assert switches.rules == joker52.Rules(refill=False) and joker52.tricks_in_deal(5, switches.rules) == 5
    switches.controls["players"].value = 4
    assert switches.rules == joker52.Rules(players=4, refill=False)
    switches.reset()
    assert switches.rules == joker52.Rules() and joker52.tricks_in_deal(5, switches.rules) == 18


def test_banker_ceiling_switch_sets_the_stakes_the_first_player_may_place():
    switches = RuleSwitches(banker.Rules())
    switches.controls["ceiling"].value = 4
    bank = banker.new_round(switches.rules, dealer=0, seed=3)
    assert bank.to_move == 1 and [str(a) for a in banker.legal_actions(bank)] == [f"stake {n}" for n in range(1, 5)]
    switches.controls["ceiling"].value = 10
    assert switches.rules == banker.Rules()


def test_banker_seeded_sample_of_5000_banks_holds_the_exact_odds_in_its_interval():
    counts = banker.sample(5000, seed=18)
    low, high = wilson(counts["match"] + counts["double"], 5000)
    assert sum(counts.values()) == 5000 and low <= banker.exact_odds().win <= high


def test_banker_session_balances_are_the_running_sums_of_its_banks():
    session = banker_session(4)
    running = [0] * 4
    for bank in session.rounds:
        running = [total + points for total, points in zip(running, bank.outcome.points)]
    assert tuple(running) == session.balances and sum(session.balances) == 0


def test_banker_session_of_three_ends_when_the_bank_has_gone_round():
    three = banker_session(3)
    assert three.is_over and sum(bank.outcome.ending == "no_match" for bank in three.rounds) == 3
    assert sum(three.balances) == 0

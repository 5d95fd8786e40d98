"""Checks of the Georgian Joker table, rule switches, score sheet and points chart that lessons 16 (the deal, the
jokers) and 16-scoring once made themselves (the lessons keep one table to play and the rules' facts)."""

from __future__ import annotations

import random

import pytest

from zhora_core.errors import RulesError
from zhora_core.joker import Game, HeuristicBot, Rules, deal_points, legal_actions, new_round, schedule
from zhora_core.simulate import play_game
from zhora_core.joker.table import TABLE
from widgets.rule_switches import RuleSwitches
from widgets.score_sheet import ScoreSheet


def test_the_headline_names_the_pulka_and_deal_and_the_score_rows_follow_the_deal_points():
    game = Game(Rules(), seed=16)
    assert TABLE.headline(game, "en") == "Pulka 1 of 4 · deal 1 of 24 · 1 card each"
    while game.state.outcome is None:
        game.play(legal_actions(game.state)[0])
    outcome = game.state.outcome
    rows = TABLE.score_rows(game.state, "en")
    assert [row.points for row in rows] == [deal_points(b, t, 1) for b, t in zip(outcome.bids, outcome.taken)]
    assert all(row.rule == "JK-SCORE" for row in rows) and sum(outcome.bids) != 1
    game.next_round()
    assert TABLE.headline(game, "en") == "Pulka 1 of 4 · deal 2 of 24 · 2 cards each"
    assert TABLE.headline(Game(Rules(schedule="nines"), seed=16), "en") == "Pulka 1 of 4 · deal 1 of 16 · 9 cards each"


def test_a_full_deal_begun_from_a_position_is_placed_at_the_first_deal_of_nine():
    placed = Game.from_position(new_round(Rules(), dealer=3, seed=7, cards=9))
    assert (placed.deal_number, placed.pulka, len(placed.schedule)) == (9, 2, 24)
    assert TABLE.headline(placed, "en").startswith("Pulka 2 of 4 · deal 9 of 24")


def test_the_rule_switches_set_the_players_and_the_play_and_scoring_options():
    switches = RuleSwitches(Rules())
    switches.controls["players"].value = 3
    assert switches.rules == Rules(players=3) and len(schedule(switches.rules)) == 30
    switches.controls["players"].value = 4
    for name, value in (("void_after_high_joker", "any"), ("high_lead_trumpable", True), ("scoring", "minus"),
                        ("premium_victims", "next")):
        switches.controls[name].value = value
    assert switches.rules == Rules(void_after_high_joker="any", high_lead_trumpable=True, scoring="minus",
                                   premium_victims="next")
    switches.reset()
    assert switches.rules == Rules()


def test_the_score_sheet_of_a_whole_game_lists_every_deal_of_the_schedule():
    game = play_game(Game(Rules(), seed=19, names=["Anna", "Boris", "Vera", "Gleb"]), [HeuristicBot()] * 4,
                     random.Random(19))
    frame = ScoreSheet(game).frame
    assert len(frame) == 24 and list(frame["cards"]) == list(schedule(game.rules))
    assert (frame["Boris bid"] == frame["Boris taken"])[frame["pulka"] == 1].all()  # every bid of pulka 1 made
    assert list(frame["Boris total"])[-1] == 2230 and frame["Vera khishti"].sum() > 0


def test_the_points_for_a_bid_made_double_for_all_the_cards_and_refuse_a_bid_above_them():
    grid = {(cards, bid): deal_points(bid, bid, cards) for cards in range(1, 10) for bid in range(cards + 1)}
    assert grid[9, 9] == 900 and grid[9, 8] == 450 and grid[2, 2] == 200 and grid[5, 0] == 50
    assert all(grid[cards, cards] == 100 * cards for cards in range(1, 10))
    assert all(grid[cards, bid] == 50 * (bid + 1) for cards, bid in grid if bid < cards)
    with pytest.raises(RulesError) as refused:
        deal_points(2, 2, 1)
    assert refused.value.rule == "JK-SCORE"

"""The rules-exploration lab (zhora_core.lab): each measure on small seeded runs, and on hand-made games whose
answer is worked out by hand."""

import math
import random
from types import SimpleNamespace

import pytest

from zhora_core import games, lab
from zhora_core.bots import HeuristicBot
from zhora_core.errors import RulesError
from zhora_core.simulate import play_game, simulate
from zhora_core.lab_cardstock import _fairness_score
from zhora_core.zhora import Game, Rules
from zhora_core.zhora.lab import jack_multipliers

ENDINGS = games.spec("zhora").endings


@pytest.fixture(scope="module")
def rounds4():
    return simulate(Rules(players=4), rounds=300, seed=5, workers=1)


@pytest.fixture(scope="module")
def games3():
    return simulate(Rules(players=3), games=12, seed=7, workers=1)


def game(players, *round_points):
    """A GameRecord-like input: only what the per-game measures read."""
    return SimpleNamespace(players=players, round_points=[tuple(p) for p in round_points])


# --- per round ---------------------------------------------------------------------------------------------------

def test_endings_list_every_ending_and_the_shares_sum_to_one(rounds4):
    table = lab.endings(rounds4)
    assert list(table["ending"]) == list(ENDINGS)
    assert table["rounds"].sum() == len(rounds4.records)
    assert table["share"].sum() == pytest.approx(1.0)
    assert ((table["low"] <= table["share"]) & (table["share"] <= table["high"])).all()
    counted = {e: sum(r.ending == e for r in rounds4.records) for e in ENDINGS}
    assert dict(zip(table["ending"], table["rounds"])) == counted


def test_round_table_points_per_loser_and_multiplier(rounds4):
    table = lab.round_table(rounds4)
    assert len(table) == len(rounds4.records)
    for record, row in zip(rounds4.records[:40], table.itertuples()):
        losers = [p for seat, p in enumerate(record.points) if seat != record.winner]
        assert row.points_per_loser == pytest.approx(sum(losers) / 3)
        assert row.winner_points == record.points[record.winner]
        jacks = int(record.ending[-1]) if record.ending.startswith("jacks") else 0
        assert row.jacks == jacks and row.multiplier == (1, 2, 4, 6, 8)[jacks]
        assert row.base_per_loser * row.multiplier == pytest.approx(row.points_per_loser)
        assert row.winner_offset == (record.winner - record.dealer) % 4


def test_points_by_ending_queens_score_minus_ten_and_minus_twenty(rounds4):
    table = lab.points_by_ending(rounds4).set_index("ending")
    assert table.loc["queen", "winner_points"] == -10 and table.loc["queen of spades", "winner_points"] == -20
    assert table.loc["plain", "winner_points"] == 0
    assert table["rounds"].sum() == sum(not r.stalemate for r in rounds4.records)
    assert (table["low"] <= table["points_per_loser"]).all()


def test_jack_multipliers_in_practice(rounds4):
    table = jack_multipliers(rounds4).set_index("jacks")
    assert table.loc[0, "ratio"] == 1 and table.loc[0, "multiplier"] == 1
    assert list(table["multiplier"]) == [1, 2, 4, 6, 8][:len(table)]
    # a loser's hand before multiplying is about the same size whatever the finish, so the ratio is near ×k
    assert 1.5 < table.loc[1, "ratio"] < 2.5 and 3 < table.loc[2, "ratio"] < 5
    doubled = simulate(Rules(players=4, jack_multipliers=(3, 4, 6, 8)), rounds=300, seed=5, workers=1)
    assert jack_multipliers(doubled).set_index("jacks").loc[1, "multiplier"] == 3


def test_round_summary_intervals(rounds4):
    summary = lab.round_summary(rounds4).set_index("measure")
    assert list(summary.index) == ["turns", "draws", "restocks", "stalemate", "points_per_loser", "winner_points"]
    assert ((summary["low"] <= summary["mean"]) & (summary["mean"] <= summary["high"])).all()
    assert summary.loc["turns", "mean"] == pytest.approx(sum(r.turns for r in rounds4.records) / 300)
    assert 0 <= summary.loc["stalemate", "low"] <= summary.loc["stalemate", "high"] <= 1


def test_random_bots_stall_and_heuristic_bots_do_not():
    random_sim = simulate(Rules(players=4), bots=["random"] * 4, rounds=120, seed=1, workers=1)
    share = lab.round_summary(random_sim).set_index("measure").loc["stalemate"]
    assert 0.05 < share["mean"] < 0.5  # Z-STALL: random play cycles through the unshuffled restock
    assert lab.endings(random_sim).set_index("ending").loc["stalemate", "rounds"] == round(share["mean"] * 120)
    assert lab.round_table(random_sim).query("stalemate")["points_per_loser"].isna().all()
    heuristic_sim = simulate(Rules(players=4), rounds=120, seed=1, workers=1)
    assert lab.endings(heuristic_sim).set_index("ending").loc["stalemate", "rounds"] == 0


# --- one game, by hand -------------------------------------------------------------------------------------------

def test_leaders_and_lead_changes_by_hand():
    # totals after each round: (0, 30) (50, 30) (50, 50) (60, 50) (0 Ж, 50)
    record = game(2, (0, 30), (50, 0), (0, 20), (10, 0), (60, 0))
    assert lab.leaders(record) == [0, 1, 1, 1, 1]  # a tie keeps the lead; over 100 gives Ж, and Ж ranks below
    assert lab.count_lead_changes(record) == 1
    assert lab.standings(record)[-1] == [(0, "Ж"), (50, "")]
    swing = game(3, (0, 10, 20), (30, 0, 0), (0, 40, 0), (0, 0, 60))
    # totals: (0,10,20) (30,10,20) (30,50,20) (30,50,80): leaders 0, 1, 2, 0
    assert lab.leaders(swing) == [0, 1, 2, 0] and lab.count_lead_changes(swing) == 3
    assert lab.count_lead_changes(game(2)) == 0


def test_winner_drama_by_hand():
    # two players: seat 0 trails after round 1 (place 2: est 0 < 0.5), then leads; drama = sqrt(0.5)
    assert lab.winner_drama(game(2, (30, 0), (0, 50), (0, 40))) == pytest.approx((math.sqrt(0.5), 2))
    # three players, threshold 0.75: the winner (seat 2) is 3rd (est 0), then 2nd (est 0.5), then 1st
    drama, worst = lab.winner_drama(game(3, (0, 5, 30), (40, 0, 0), (0, 40, 0)))
    assert worst == 3 and drama == pytest.approx((math.sqrt(0.75) + math.sqrt(0.25)) / 2)
    assert lab.winner_drama(game(3, (0, 5, 9), (0, 5, 9))) == (0.0, 1)  # led throughout: no drama


# --- per game ----------------------------------------------------------------------------------------------------

def test_game_table_agrees_with_the_records(games3):
    table = lab.game_table(games3)
    assert list(table["rounds"]) == [g.rounds for g in games3.records]
    assert list(table["winner"]) == [g.ranking[0] for g in games3.records]
    assert (table["letter_gap"] == 4 - table["winner_letters"]).all()  # the last-ranked seat has ЖОРА
    assert table["spread"].between(0, 1).all() and (table["lead_changes"] <= table["rounds"] - 1).all()
    assert table["drama"].between(0, 1).all() and table["worst_place"].between(1, 3).all()
    for g, row in zip(games3.records, table.itertuples()):
        assert row.lead_changes == lab.count_lead_changes(g)
        assert lab.standings(g)[-1] == list(zip(g.totals, g.letters))


def test_dealers_of_a_simulated_game_follow_the_winners(games3):
    record = games3.records[0]
    replay = play_game(Game(Rules(players=3), seed=record.seed), [HeuristicBot()] * 3, random.Random(record.seed))
    rounds = lab.round_table(games3).query("game == 0")
    assert list(rounds["dealer"]) == [r.dealer for r in replay.rounds]
    assert lab.game_table(games3)["first_dealer"].iloc[0] == replay.first_dealer


def test_letter_race(games3):
    letters = lab.letter_rounds(games3)
    for (number, seat), part in letters.groupby(["game", "seat"]):
        assert "".join(part["letter"]) == "ЖОРА"[:len(part)]
        assert part["round"].is_monotonic_increasing and part["round"].is_unique
        assert "".join(part["letter"]) == games3.records[number].letters[seat]
    last = letters[letters["letter"] == "А"]
    assert all(row.round == games3.records[row.game].rounds for row in last.itertuples())  # Z-END
    race = lab.letter_race(games3).set_index("letter")
    assert race.loc["Ж", "earned"] == sum(bool(w) for g in games3.records for w in g.letters)
    assert race.loc["А", "earned"] == sum(len(g.losers) for g in games3.records)
    assert race["round_mean"].is_monotonic_increasing


def test_game_lengths_and_final_ranking(games3):
    lengths = lab.game_lengths(games3)
    assert lengths["games"].sum() == 12 and lengths["share"].sum() == pytest.approx(1)
    assert dict(zip(lengths["rounds"], lengths["games"])) == {
        n: sum(g.rounds == n for g in games3.records) for n in set(g.rounds for g in games3.records)}
    ranking = lab.final_ranking(games3)
    assert ranking.groupby("seat")["share"].sum().tolist() == pytest.approx([1, 1, 1])
    assert ranking.groupby("seat")["games"].sum().tolist() == [12, 12, 12]
    assert ranking.groupby("place")["games"].sum().tolist() == [12, 12, 12]


def test_game_measures_refuse_a_simulation_of_rounds(rounds4):
    with pytest.raises(RulesError, match="simulation of games"):
        lab.game_table(rounds4)
    with pytest.raises(RulesError, match="simulation of rounds"):
        lab.bot_margin(simulate(Rules(players=2), games=1, seed=1, workers=1), bot="heuristic")


# --- fairness ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("wins, n", [(0, 10), (1, 10), (5, 10), (10, 10), (37, 120), (1, 1), (299, 300)])
def test_wilson_interval_contains_the_rate_within_zero_and_one(wins, n):
    low, high = lab.wilson(wins, n)
    assert 0 <= low <= wins / n <= high <= 1
    assert low < high


def test_wilson_known_values_and_edges():
    assert lab.wilson(50, 100) == pytest.approx((0.4038, 0.5962), abs=1e-4)
    assert lab.wilson(1, 10) == pytest.approx((0.0179, 0.4042), abs=1e-4)  # not centred on 0.1
    assert lab.wilson(0, 100)[0] == 0 and lab.wilson(100, 100)[1] == 1
    assert all(math.isnan(x) for x in lab.wilson(0, 0))
    with pytest.raises(ValueError):
        lab.wilson(11, 10)


def test_seat_and_dealer_fairness(rounds4, games3):
    for sim, units in ((rounds4, 300), (games3, 12)):
        for table in (lab.seat_fairness(sim), lab.dealer_fairness(sim)):
            assert table["wins"].sum() == units and (table["n"] == units).all()
            assert ((table["low"] <= table["win_rate"]) & (table["win_rate"] <= table["high"])).all()
            assert (table["fair"] == 1 / sim.rules.players).all()
    by_seat = lab.seat_fairness(games3).set_index("seat")["wins"]
    assert by_seat.tolist() == [sum(g.ranking[0] == seat for g in games3.records) for seat in range(3)]
    dealer = lab.dealer_fairness(rounds4)
    assert list(dealer["role"]) == ["dealer", "1st to move", "2nd to move", "3rd to move"]
    firsts = sum((r.winner - r.dealer) % 4 == 1 for r in rounds4.records)
    assert dealer.set_index("offset").loc[1, "wins"] == firsts


def test_fairness_follows_cardstocks_formula(rounds4):
    row = lab.fairness(rounds4).iloc[0]
    rate = row["first_mover_win_rate"]
    expected = rate * 4 if rate <= 0.25 else (4 - 4 * rate) / 3
    assert row["value"] == pytest.approx(expected) and row["low"] <= row["value"] <= row["high"] <= 1
    assert "CardStock" in row["source"]
    assert [_fairness_score(p, 4) for p in (0, 0.25, 1)] == [0, 1, 0]


def test_order_of_a_heuristic_bot_among_random_bots():
    sims = [simulate(Rules(players=2), bots=bots, rounds=60, seed=3, workers=1)
            for bots in (["heuristic", "random"], ["random", "heuristic"])]
    row = lab.order(*sims, bot="heuristic").iloc[0]
    assert row["n"] == sum(r.winner is not None for s in sims for r in s.records)
    assert row["value"] == pytest.approx((row["win_rate"] - 0.5) / 0.5)
    assert 0.5 < row["value"] <= 1 and row["low"] > 0.3 and row["opponents"] == "random"
    with pytest.raises(RulesError, match="exactly one seat"):
        lab.order(simulate(Rules(players=2), rounds=2, seed=1, workers=1), bot="heuristic")


def test_heuristics_frame(games3):
    table = lab.heuristics(games3)
    assert list(table["metric"]) == ["fairness", "lead_change", "drama", "spread"]
    assert table.set_index("metric").loc["lead_change", "value"] == pytest.approx(
        lab.game_table(games3)["lead_changes"].mean())
    assert all(table["source"].str.len() > 20)


def test_bot_margin_pairs_the_two_seatings():
    sims = [simulate(Rules(players=2), bots=bots, rounds=40, seed=2, workers=1)
            for bots in (["heuristic", "random"], ["random", "heuristic"])]
    row = lab.bot_margin(*sims, bot="heuristic").iloc[0]
    assert row["deals"] == 40 and row["rounds"] == 80
    assert row["low"] > 0 and row["low"] <= row["margin"] <= row["high"]
    by_hand = []
    for a, b in zip(*(s.records for s in sims)):
        assert a.seed == b.seed
        by_hand.append(((a.points[1] - a.points[0]) + (b.points[0] - b.points[1])) / 2)
    assert row["margin"] == pytest.approx(sum(by_hand) / 40)
    assert row["margin"] == pytest.approx(row["opponent_points"] - row["points"])  # both seatings, every deal


# --- rule options ------------------------------------------------------------------------------------------------

def test_a_no_op_option_has_exactly_zero_effect():
    for kwargs in (dict(rounds=30, metric="points_per_loser"), dict(games=2, metric="rounds")):
        row = lab.option_effect("after_draw", "any", seed=4, base=Rules(players=3), **kwargs).iloc[0]
        assert (row["difference"], row["low"], row["high"], row["sd"]) == (0, 0, 0, 0)
        assert row["base"] == row["variant"] and row["rule"] == "Z-AFTER-DRAW"


def test_nine_points_raise_the_points_per_loser():
    row = lab.option_effect("nine_points", 20, rounds=150, seed=1, base=Rules(players=3)).iloc[0]
    assert row["difference"] > 0 and row["low"] > 0 and row["variant"] > row["base"]
    assert row["label"] == "nine_points=20" and row["rule"] == "Z-POINTS" and row["default"] == 0


def test_doubling_multipliers_raise_jack_finishes_only():
    def jack_points(table):
        return table["points_per_loser"].where(table["jacks"] >= 2)

    row = lab.option_effect("jack_multipliers", (2, 4, 8, 16), rounds=300, seed=2, metric="points_per_loser").iloc[0]
    assert row["difference"] >= 0
    same = lab.option_effect("jack_multipliers", (2, 4, 6, 8), rounds=50, seed=2, metric=jack_points).iloc[0]
    assert same["metric"] == "jack_points" and same["difference"] == 0


def test_option_effects_runs_each_option_in_order():
    table = lab.option_effects([("after_draw", "drawn"), ("after_draw", "none"), ("nine_points", 0)],
                               rounds=40, seed=6, base=Rules(players=3), metric="turns")
    assert list(table["label"]) == ["after_draw='drawn'", "after_draw='none'", "nine_points=0"]
    assert len(set(table["base"])) == 1 and table["difference"].iloc[2] == 0
    assert ((table["low"] <= table["difference"]) & (table["difference"] <= table["high"])).all()


def test_bad_options_and_metrics_are_refused():
    with pytest.raises(RulesError, match="unknown rule option"):
        lab.option_effect("nines", 3, rounds=5)
    with pytest.raises(RulesError, match="nine_points"):
        lab.option_effect("nine_points", 99, rounds=5)
    with pytest.raises(RulesError, match="unknown metric"):
        lab.option_effect("nine_points", 5, rounds=5, metric="fun")


def test_compare_rules_pairs_the_same_deals():
    same = lab.compare_rules(Rules(players=2), Rules(players=2), rounds=20, seed=1)
    assert (same["difference"] == 0).all() and (same["n"] <= 20).all()
    skip = lab.compare_rules(Rules(players=3), Rules(players=3, turn_stays="skip"), games=2, seed=1)
    assert list(skip["metric"]) == ["rounds", "stalemates", "lead_changes", "drama", "spread", "first_mover_won"]
    with pytest.raises(RulesError, match="same seed"):
        lab.compare(simulate(rounds=3, seed=1, workers=1), simulate(rounds=3, seed=2, workers=1))


def test_the_jacks_of_each_ending_are_the_outcomes_own():
    """ENDING_JACKS, Zhora's jacks of each ending as data (nothing parses 'jacks x2'), agrees with Outcome.jacks."""
    from zhora_core.zhora import new_round
    from zhora_core.zhora.lab import ENDING_JACKS
    from zhora_core.simulate import play_round

    assert tuple(ENDING_JACKS) == ENDINGS
    seen = set()
    for seed in range(150):
        outcome = play_round(new_round(Rules(players=2), seed=seed), [HeuristicBot()] * 2, random.Random(seed)).outcome
        assert ENDING_JACKS[outcome.ending] == outcome.jacks
        seen.add(outcome.jacks)
    assert {0, 1, 2} <= seen

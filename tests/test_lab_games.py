"""The lab's measures on every registered game: each on a small seeded simulation, checked against a count
made here from the raw records (not through the lab), and the game's direction of points respected."""

import math
from collections import Counter

import pandas as pd
import pytest

from zhora_core import games, lab
from zhora_core.errors import RulesError
from zhora_core.simulate import places, round_places, simulate
from zhora_core.zhora.lab import jack_multipliers

NAMES = games.names()
WITH_MATCH = [name for name in NAMES if games.spec(name).match is not None]


def _endings(name):
    return games.spec(name).endings


def _first(name, record):
    """Who moved first, by the game's rule: Zhora's Z-FIRST (left of the dealer), else the deal's mover."""
    return (record.dealer + 1) % record.players if name == "zhora" else record.first


@pytest.fixture(scope="module", params=NAMES)
def rounds(request):
    spec = games.spec(request.param)
    return request.param, simulate(spec.Rules(), bots=["random"] * spec.Rules().players, rounds=40, seed=11,
                                   workers=1)


@pytest.fixture(scope="module", params=WITH_MATCH)
def whole(request):
    spec = games.spec(request.param)
    return request.param, simulate(spec.Rules(), bots=["random"] * spec.Rules().players, games=5, seed=12,
                                   workers=1)


# --- per round ---------------------------------------------------------------------------------------------------

def test_round_table_has_every_round_its_winner_and_the_others_points(rounds):
    name, sim = rounds
    table = lab.round_table(sim)
    assert len(table) == len(sim.records) == 40
    for record, row in zip(sim.records, table.to_dict("records")):
        assert row["seed"] == record.seed and row["dealer"] == record.dealer and row["ending"] == record.ending
        if record.winner is None:
            assert pd.isna(row["winner"])
            assert math.isnan(row["points_per_loser"]) and math.isnan(row["first_mover_won"])
            continue
        others = [p for seat, p in enumerate(record.points) if seat != record.winner]
        assert row["winner"] == record.winner
        assert row["winner_offset"] == (record.winner - record.dealer) % record.players
        assert row["winner_points"] == record.points[record.winner]
        assert row["points_per_loser"] == pytest.approx(sum(others) / len(others))
        assert row["first_mover_won"] == float(record.winner == _first(name, record))
        assert row["first"] == _first(name, record)
        for key, value in record.extra:
            assert pd.isna(row[key]) if value is None else row[key] == value


def test_the_first_mover_is_the_seat_the_deal_puts_to_move(rounds):
    name, sim = rounds
    spec = games.spec(name)
    for record in sim.records[:10]:
        assert record.first == spec.new_round(sim.rules, dealer=record.dealer, seed=record.seed).to_move


def test_endings_count_every_ending_of_the_game(rounds):
    name, sim = rounds
    table = lab.endings(sim)
    assert tuple(table["ending"]) == tuple(_endings(name))
    counted = Counter(record.ending for record in sim.records)
    assert set(counted) <= set(_endings(name))
    assert dict(zip(table["ending"], table["rounds"])) == {e: counted.get(e, 0) for e in _endings(name)}
    assert table["share"].sum() == pytest.approx(1.0)
    assert ((table["low"] <= table["share"] + 1e-12) & (table["share"] <= table["high"] + 1e-12)).all()


def test_round_summary_means_are_the_records_means(rounds):
    name, sim = rounds
    summary = lab.round_summary(sim).set_index("measure")
    assert summary.loc["turns", "mean"] == pytest.approx(sum(r.turns for r in sim.records) / len(sim.records))
    decided = [r for r in sim.records if r.winner is not None]
    assert summary.loc["winner_points", "n"] == len(decided)
    if decided:
        assert summary.loc["winner_points", "mean"] == pytest.approx(
            sum(r.points[r.winner] for r in decided) / len(decided))
    if "stalemate" in _endings(name):
        stalled = sum(r.ending == "stalemate" for r in sim.records)
        assert summary.loc["stalemate", "mean"] == pytest.approx(stalled / len(sim.records))
    else:
        assert "stalemate" not in summary.index
    for measure, value in sim.records[0].extra:
        if isinstance(value, (int, float)) and measure != "stalemate":
            values = [dict(r.extra)[measure] for r in sim.records if dict(r.extra)[measure] is not None]
            assert summary.loc[measure, "mean"] == pytest.approx(sum(values) / len(values))
    assert ((summary["low"] <= summary["mean"] + 1e-9) | summary["mean"].isna()).all()


def test_points_by_ending_counts_the_rounds_with_a_winner(rounds):
    name, sim = rounds
    table = lab.points_by_ending(sim)
    counted = Counter(r.ending for r in sim.records if r.winner is not None)
    assert dict(zip(table["ending"], table["rounds"])) == dict(counted)


def test_seat_and_dealer_fairness_count_the_winners(rounds):
    name, sim = rounds
    n = sim.rules.players
    decided = [r for r in sim.records if r.winner is not None]
    seats = lab.seat_fairness(sim)
    assert list(seats["wins"]) == [sum(r.winner == seat for r in decided) for seat in range(n)]
    assert (seats["n"] == len(decided)).all() and (seats["fair"] == 1 / n).all()
    offsets = lab.dealer_fairness(sim)
    assert list(offsets["wins"]) == [sum((r.winner - r.dealer) % n == k for r in decided) for k in range(n)]
    fair = lab.fairness(sim).iloc[0]
    if decided:
        rate = sum(r.winner == _first(name, r) for r in decided) / len(decided)
        assert fair["first_mover_win_rate"] == pytest.approx(rate) and fair["n"] == len(decided)
        assert fair["value"] == pytest.approx(rate * n if rate <= 1 / n else (n - n * rate) / (n - 1))


def test_bot_margin_counts_points_in_the_games_direction(rounds):
    name, sim = rounds
    spec = games.spec(name)
    n = sim.rules.players
    mixed = simulate(sim.rules, bots=["heuristic"] + ["random"] * (n - 1), rounds=20, seed=11, workers=1)
    row = lab.bot_margin(mixed, bot="heuristic").iloc[0]
    sign = 1 if spec.lower_is_better else -1
    margins = [sign * (sum(r.points[1:]) / (n - 1) - r.points[0]) for r in mixed.records]
    assert row["margin"] == pytest.approx(sum(margins) / len(margins))
    assert row["points"] == pytest.approx(sum(r.points[0] for r in mixed.records) / 20)
    assert row["place"] == pytest.approx(sum(places(r.points, spec.lower_is_better)[0] for r in mixed.records) / 20)
    assert row["win_rate"] == pytest.approx(sum(r.winner == 0 for r in mixed.records)
                                            / max(1, sum(r.winner is not None for r in mixed.records))) or \
        all(r.winner is None for r in mixed.records)


def test_round_places_follow_the_games_direction(rounds):
    name, sim = rounds
    lower = games.spec(name).lower_is_better
    for record in sim.records[:10]:
        best = min(record.points) if lower else max(record.points)
        assert [seat for seat, p in enumerate(round_places(record)) if p == 0] == [
            seat for seat, p in enumerate(record.points) if p == best]


def test_compare_pairs_the_same_deals_and_option_effects_name_the_games_rule(rounds):
    name, sim = rounds
    spec = games.spec(name)
    same = lab.compare(sim, sim)
    assert (same["difference"] == 0).all() and "turns" in set(same["metric"])
    option = next(o for o in spec.options if o.name not in ("players", "max_turns"))
    default = getattr(sim.rules, option.name)
    value = next((c for c in option.choices if c != default), None)
    if value is None:
        value = default + 1
    effect = lab.option_effects([(option.name, default), (option.name, value)], metric="turns", rounds=8, seed=3,
                                base=sim.rules)
    assert list(effect["rule"]) == [option.rules[0]] * 2 and effect.iloc[0]["difference"] == 0
    variant = simulate(sim.rules.replace(**{option.name: value}), rounds=8, seed=3, workers=1)
    base = simulate(sim.rules, rounds=8, seed=3, workers=1)
    expected = sum(v.turns - b.turns for v, b in zip(variant.records, base.records)) / 8
    assert effect.iloc[1]["difference"] == pytest.approx(expected)
    with pytest.raises(RulesError, match="unknown rule option"):
        lab.option_effect("no_such_option", 1, rounds=2, base=sim.rules)


def test_compare_rules_refuses_two_games():
    other = games.spec(NAMES[1]).Rules()
    with pytest.raises(RulesError, match="one game"):
        lab.compare_rules(games.spec("zhora").Rules(), other, rounds=2)


@pytest.mark.parametrize("name", [n for n in NAMES if n != "zhora"])
def test_zhoras_own_measures_refuse_another_game_by_name(name):
    spec = games.spec(name)
    sim = simulate(spec.Rules(), bots=["random"] * spec.Rules().players, rounds=2, seed=1, workers=1)
    with pytest.raises(RulesError, match=rf"Zhora \(Z-MULTIPLIER\).*{name!r}"):
        jack_multipliers(sim)
    if spec.match is not None:
        sim = simulate(spec.Rules(), bots=["random"] * spec.Rules().players, games=1, seed=1, workers=1)
        for measure in (lab.letter_rounds, lab.letter_race, lab.spread):
            with pytest.raises(RulesError, match=rf"spell a word letter by letter.*{spec.title[0]} \({name!r}\)"):
                measure(sim)


# --- whole games -------------------------------------------------------------------------------------------------

def _drama(record):
    """CardStock's drama, from the winner's place in the game's ranking after each round."""
    n, winner = record.players, record.ranking[0]
    threshold = (1 + (n - 2) / (n - 1)) / 2
    estimates = [(n - 1 - ranking.index(winner)) / (n - 1) for ranking in record.round_rankings]
    dips = [math.sqrt(threshold - e) for e in estimates if e < threshold]
    return sum(dips) / len(dips) if dips else 0.0


def test_game_table_and_the_one_game_measures(whole):
    name, sim = whole
    table = lab.game_table(sim)
    assert len(table) == 5
    for record, row in zip(sim.records, table.to_dict("records")):
        assert row["rounds"] == len(record.round_points) and row["winner"] == record.ranking[0]
        assert row["turns"] == record.turns
        assert row["stalemates"] == sum(e == "stalemate" for e in record.round_endings)
        dealer = record.round_dealers[0]
        assert row["first_dealer"] == dealer and row["winner_offset"] == (record.ranking[0] - dealer) % record.players
        first = (dealer + 1) % record.players if name == "zhora" else record.round_firsts[0]
        assert row["first_mover"] == first and row["first_mover_won"] == float(record.ranking[0] == first)
        assert lab.leaders(record)[-1] == record.ranking[0]
        if name != "zhora":
            leaders = [ranking[0] for ranking in record.round_rankings]
            assert row["lead_changes"] == sum(a != b for a, b in zip(leaders, leaders[1:]))
            assert row["worst_place"] == max(1 + r.index(record.ranking[0]) for r in record.round_rankings)
            assert row["drama"] == pytest.approx(_drama(record))
            assert lab.standings(record)[-1] == list(record.totals)
            assert row["total_gap"] == abs(record.totals[record.ranking[0]] - record.totals[record.ranking[-1]])


def test_game_summary_lengths_ranking_and_heuristics(whole):
    name, sim = whole
    summary = lab.game_summary(sim).set_index("measure")
    assert summary.loc["rounds", "mean"] == pytest.approx(sum(r.rounds for r in sim.records) / 5)
    lengths = lab.game_lengths(sim)
    assert dict(zip(lengths["rounds"], lengths["games"])) == dict(Counter(r.rounds for r in sim.records))
    ranking = lab.final_ranking(sim)
    n = sim.rules.players
    for seat in range(n):
        for place in range(1, n + 1):
            counted = sum(r.ranking[place - 1] == seat for r in sim.records)
            assert ranking[(ranking.seat == seat) & (ranking.place == place)]["games"].item() == counted
    wins = lab.seat_fairness(sim)
    assert list(wins["wins"]) == [sum(r.ranking[0] == seat for r in sim.records) for seat in range(n)]
    metrics = list(lab.heuristics(sim)["metric"])
    assert metrics == (["fairness", "lead_change", "drama"] + ["spread"] * (name == "zhora"))
    assert lab.drama(sim).iloc[0]["value"] == pytest.approx(float(lab.game_table(sim)["drama"].mean()))
    assert (lab.compare(sim, sim)["difference"] == 0).all()


def test_the_round_table_of_a_simulation_of_games_follows_each_round(whole):
    name, sim = whole
    table = lab.round_table(sim)
    assert len(table) == sum(r.rounds for r in sim.records)
    flat = [(w, e) for r in sim.records for w, e in zip(r.round_winners, r.round_endings)]
    assert [e for _, e in flat] == list(table["ending"])
    assert [w for w, _ in flat] == [None if pd.isna(w) else w for w in table["winner"]]

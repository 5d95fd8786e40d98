"""Checks that lessons 12, 20 and 21 once made in their own cells: the published runs they read
(notebooks/data/option_effects.csv, notebooks/data/compare_games.csv) are whole and consistent, and the win-rate
chart labels its bars by any column and draws the fair share."""

from pathlib import Path

import pandas as pd
import pytest

from zhora_core import games
from zhora_core.comparison import MEASURES
from zhora_core.lab import option_readings
from widgets.lab_charts import fairness_chart

DATA = Path(__file__).resolve().parents[2] / "notebooks" / "data"
METRICS = ("turns", "first_mover_won", "bot_margin", "bot_won")


@pytest.fixture(scope="module")
def effects():
    return pd.read_csv(DATA / "option_effects.csv", keep_default_na=False, na_values=[""])


@pytest.fixture(scope="module")
def compared():
    return pd.read_csv(DATA / "compare_games.csv", comment="#")


def _usual(effects):
    return effects["players"] == effects["game"].map(lambda name: games.spec(name).Rules().players)


def test_the_option_run_has_one_seed_a_date_and_every_game(effects):
    samples = effects.groupby("game", sort=False)["sample"].first()
    assert effects["seed"].nunique() == 1 and effects["date"].str.fullmatch(r"\d{4}-\d\d-\d\d").all()
    assert (effects["seconds"] > 0).all()
    assert list(samples.index) == list(games.names()) and (samples >= 200).all()


@pytest.mark.parametrize("name", games.names())
def test_the_option_run_has_every_other_reading_of_every_option_on_every_measure(effects, name):
    spec, rules = games.spec(name), games.spec(name).Rules()
    expected = sorted(f"{o.name}={v!r}" for o in spec.options if o.name != "players"
                      for v in option_readings(o, getattr(rules, o.name)))
    at_table = effects[_usual(effects) & (effects["game"] == name)]
    for metric in METRICS:
        assert sorted(at_table.loc[at_table["metric"] == metric, "label"]) == expected, metric


def test_only_joes_challenge_is_measured_apart_at_two_players_and_unmeasured_at_four(effects):
    two = effects[~_usual(effects)]
    assert set(two["game"]) == {"joe"} and (two["players"] == 2).all() and (two["label"] == "challenge=True").all()
    assert sorted(two["metric"]) == sorted(METRICS) and (two["n"] > 0).all()
    assert effects.loc[effects["n"] == 0, "label"].unique().tolist() == ["challenge=True"]


def test_every_option_estimate_lies_in_its_interval_over_at_most_its_sample(effects):
    measured = effects[effects["n"] > 0]
    assert ((measured["low"] <= measured["difference"]) & (measured["difference"] <= measured["high"])).all()
    assert (measured["n"] <= measured["sample"]).all()
    whole = measured[measured["metric"].isin(["turns", "bot_margin"])]
    assert (whole["n"] == whole["sample"]).all()   # every round has a length and a margin


def test_the_game_run_has_every_measure_at_every_table_and_each_estimate_in_its_interval(compared):
    assert all(set(rows["measure"]) == set(MEASURES) for _, rows in compared.groupby(["game", "players"]))
    known = compared.dropna(subset=["estimate"])
    assert ((known["low"] <= known["estimate"] + 1e-9) & (known["estimate"] <= known["high"] + 1e-9)).all()


def test_a_one_round_game_is_thirteen_alone_and_its_between_round_measures_are_all_zero(compared):
    lengths = compared[compared["measure"] == "rounds_per_game"]
    one_round = set(lengths.loc[lengths["high"] == 1, "game"])
    assert one_round == {"thirteen"}
    between = compared[(compared["game"] == "thirteen")
                       & compared["measure"].isin(["lead_changes", "winner_lowest_place", "drama"])]
    assert len(between) == 3 and (between["estimate"] == 0).all()   # nothing to measure, not a finding


def test_the_win_rate_chart_labels_bars_by_any_column_and_marks_the_fair_share():
    rates = pd.DataFrame({"matchup": ["a v b", "c v d"], "win_rate": [0.9, 0.56], "low": [0.86, 0.46],
                          "high": [0.93, 0.65], "fair": [0.5, 0.5]})
    fig = fairness_chart(rates, by="matchup")
    assert list(fig.data[0].x) == ["a v b", "c v d"] and fig.layout.shapes[0].y0 == 0.5
    assert list(fig.data[0].y) == [0.9, 0.56]


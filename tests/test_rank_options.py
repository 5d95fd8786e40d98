"""Ranking a game's rule options by their effect (zhora_core.lab.rank_options) and its tornado chart
(widgets.lab_charts.tornado_figure), on small samples."""

import math

import pandas as pd
import pytest

from zhora_core import games, lab
from zhora_core.errors import RulesError
from zhora_core.simulate import simulate
from widgets.lab_charts import tornado_figure

from russian_text import latin_words

NAMES = games.names()


def _rules(name):
    return games.spec(name).Rules()


@pytest.fixture(scope="module")
def ranked():
    return {name: lab.rank_options(_rules(name), metric=["turns", "first_mover_won"], rounds=6, seed=4)
            for name in NAMES}


@pytest.mark.parametrize("name", NAMES)
def test_every_option_of_every_game_is_ranked_in_each_of_its_other_readings(ranked, name):
    frame = ranked[name]
    spec, rules = games.spec(name), _rules(name)
    expected = sorted(f"{o.name}={v!r}" for o in spec.options if o.name != "players"
                      for v in lab.option_readings(o, getattr(rules, o.name)))
    for metric in ("turns", "first_mover_won"):
        part = frame[frame["metric"] == metric]
        assert sorted(part["label"]) == expected
        assert set(part["rule"]) == {o.rules[0] for o in spec.options if o.name != "players"}
    assert (frame["game"] == name).all() and "players" not in set(frame["option"])


@pytest.mark.parametrize("name", NAMES)
def test_the_order_is_by_size_ties_by_name_metric_by_metric(ranked, name):
    frame = ranked[name]
    assert list(dict.fromkeys(frame["metric"])) == ["turns", "first_mover_won"]
    for _, part in frame.groupby("metric", sort=False):
        measured = part[part["size"].notna()]
        keys = [(-s, o, label) for s, o, label in zip(measured["size"], measured["option"], measured["label"])]
        assert keys == sorted(keys)
        assert part["size"].notna().tolist() == sorted(part["size"].notna(), reverse=True)
        assert (measured["size"] == measured["difference"].abs()).all()
        assert ((measured["low"] <= measured["difference"]) & (measured["difference"] <= measured["high"])).all()


def test_the_effects_are_paired_differences_on_the_same_deals():
    rules = _rules("prsi")
    frame = lab.rank_options(rules, options=["stack_sevens"], rounds=12, seed=2)
    base = simulate(rules, rounds=12, seed=2, workers=1)
    variant = simulate(rules.replace(stack_sevens=False), rounds=12, seed=2, workers=1)
    row = frame.iloc[0]
    assert (row["label"], row["rule"], row["n"]) == ("stack_sevens=False", "P-SEVEN", 12)
    expected = sum(v.turns - b.turns for v, b in zip(variant.records, base.records)) / 12
    assert row["difference"] == pytest.approx(expected) and row["variant"] - row["base"] == pytest.approx(expected)


def test_a_no_op_reading_gives_exactly_zero():
    frame = lab.rank_options(_rules("zhora"), options={"nine_points": 0, "restock": "turn"}, rounds=10, seed=1,
                             metric=["turns", "first_mover_won"])
    assert (frame["difference"] == 0).all() and (frame["low"] == 0).all() and (frame["high"] == 0).all()


def test_several_values_of_one_option_and_number_readings():
    options = {o.name: o for o in games.spec("zhora").options}
    assert lab.option_readings(options["nine_points"], 0) == (20,)
    assert lab.option_readings(options["nine_points"], 20) == (0,)
    assert lab.option_readings(options["max_turns"], 500) == (250, 1000)
    assert lab.option_readings(options["after_draw"], "drawn") == ("any", "none")
    frame = lab.rank_options(_rules("zhora"), options={"nine_points": [5, 10]}, rounds=5, seed=1,
                             metric="points_per_loser")
    assert sorted(frame["label"]) == ["nine_points=10", "nine_points=5"] and (frame["rule"] == "Z-POINTS").all()


def test_a_reading_for_another_number_of_players_is_listed_unmeasured():
    four = lab.rank_options(_rules("joe"), options=["challenge"], rounds=4, seed=1)
    row = four.iloc[0]
    assert row["n"] == 0 and math.isnan(row["difference"]) and row["note"] == "needs players=2 (JQ-PLAYERS)"
    two = lab.rank_options(_rules("joe").replace(players=2), options=["challenge"], rounds=4, seed=1)
    assert two.iloc[0]["n"] == 4 and two.iloc[0]["note"] == "" and not math.isnan(two.iloc[0]["difference"])


@pytest.mark.parametrize("name", ["zhora", "joker"])
def test_the_skill_metric_is_the_seat_0_bots_margin(name):
    rules = _rules(name)
    bots = ("heuristic",) + ("random",) * (rules.players - 1)
    frame = lab.rank_options(rules, metric="bot_margin", options=[games.spec(name).options[1].name], rounds=8,
                             seed=3, bots=bots)
    sim = simulate(rules, rounds=8, seed=3, bots=bots, workers=1)
    margin = lab.bot_margin(sim, bot="heuristic")
    assert frame.iloc[0]["base"] == pytest.approx(margin.iloc[0]["margin"])


def test_errors_name_what_is_wrong():
    rules = _rules("zhora")
    with pytest.raises(RulesError, match="unknown rule option 'no_such'"):
        lab.rank_options(rules, options=["no_such"], rounds=2)
    with pytest.raises(RulesError, match="players .Z-PLAYERS. is the table"):
        lab.rank_options(rules, options=["players"], rounds=2)
    with pytest.raises(RulesError, match="unknown metric 'length'"):
        lab.rank_options(rules, metric="length", options=["restock"], rounds=2)
    with pytest.raises(RulesError, match="bots="):
        lab.rank_options(rules, metric="bot_margin", options=["restock"], rounds=2)
    with pytest.raises(RulesError, match="rounds="):
        lab.rank_options(rules, metric="bot_margin", options=["restock"], games=2, bots=["heuristic", "random"] * 2)
    with pytest.raises(RulesError, match="needs a metric"):
        lab.rank_options(rules, metric=[], rounds=2)


def test_whole_games_rank_too():
    frame = lab.rank_options(_rules("joker52"), metric=["turns", "bot_won"], games=2, seed=1,
                             bots=["heuristic", "random", "random"])
    assert set(frame["kind"]) == {"games"} and (frame["n"] == 2).all() and list(frame["label"]) == ["refill=False"] * 2


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_tornado_figure_bars_from_zero_with_the_interval(ranked, lang):
    frame = ranked["zhora"]
    fig = tornado_figure(frame, metric="turns", lang=lang)
    bar = fig.data[0]
    part = frame[frame["metric"] == "turns"]
    assert bar.type == "bar" and bar.orientation == "h" and bar.base == 0
    assert [label for label, _ in bar.customdata] == list(part["label"])
    assert list(bar.x) == pytest.approx(part["difference"].tolist())
    assert [x + e for x, e in zip(bar.x, bar.error_x.array)] == pytest.approx(part["high"].tolist())
    assert [x - e for x, e in zip(bar.x, bar.error_x.arrayminus)] == pytest.approx(part["low"].tolist())
    assert fig.layout.yaxis.autorange == "reversed"
    first = part.iloc[0]
    assert bar.y[0].endswith(f"({first['rule']})")
    skip = next(y for y in bar.y if "(Z-ACE)" in y)
    if lang == "en":
        assert skip == "When the turn stays: the next player is skipped (Z-ACE)"
    else:
        assert skip == "Когда ход остаётся: следующий игрок пропускает ход (Z-ACE)"
        visible = " ".join([fig.layout.title.text, fig.layout.xaxis.title.text, *bar.y, *bar.hovertext])
        assert latin_words(visible) == []


def test_the_tornado_figure_reads_the_csv_form_and_lists_unmeasured_readings(tmp_path):
    frame = lab.rank_options(_rules("joe"), rounds=4, seed=1)
    frame.to_csv(tmp_path / "effects.csv", index=False)
    fig = tornado_figure(pd.read_csv(tmp_path / "effects.csv"), lang="ru")
    bar = fig.data[0]
    assert bar.y[-1] == "Вызов (1 карта против 5): да (JQ-CHALLENGE)<br><i>не измерено: нужно «Игроки: 2»</i>"
    assert bar.hovertext[-1] == "не измерено: нужно «Игроки: 2»" and bar.x[-1] == 0
    assert "Открытые карты: да (JQ-OPEN)" in bar.y


def test_the_tornado_figure_refuses_a_frame_of_several_metrics_or_games(ranked):
    with pytest.raises(RulesError, match="choose one with metric="):
        tornado_figure(ranked["prsi"])
    with pytest.raises(RulesError, match="one game"):
        tornado_figure(pd.concat([ranked["prsi"], ranked["joe"]]), metric="turns")
    with pytest.raises(ValueError, match="lang"):
        tornado_figure(ranked["prsi"], metric="turns", lang="de")


def test_the_tornado_figure_reads_each_readings_value_not_its_label(ranked):
    """The bars are worded from the ``value`` column (data), never by parsing the ``option=value`` label back."""
    frame = ranked["zhora"][ranked["zhora"]["metric"] == "turns"]
    relabelled = frame.assign(label=[f"reading {k}" for k in range(len(frame))])
    assert list(tornado_figure(relabelled).data[0].y) == list(tornado_figure(frame).data[0].y)

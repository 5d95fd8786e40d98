"""The lab's plotly charts (widgets.lab_charts), read through ``fig.data``, and the rules explorer widget driven
headless (widgets.explorer)."""

import re

import plotly.graph_objects as go
import pytest

from zhora_core import games, lab
from zhora_core.simulate import simulate
from zhora_core.zhora import Rules
from zhora_core.zhora.lab import jack_multipliers
from widgets.explorer import RulesExplorer
from widgets.lab_charts import (effect_chart, endings_chart, fairness_chart, game_length_chart, letter_race_chart,
                                multiplier_chart, points_by_finish_chart)

from russian_text import figure_words, latin_words

ENDINGS = games.spec("zhora").endings


@pytest.fixture(scope="module")
def rounds3():
    return simulate(Rules(players=3), rounds=200, seed=11, workers=1)


@pytest.fixture(scope="module")
def games2():
    return simulate(Rules(players=2), games=8, seed=3, workers=1)


def test_points_by_finish_one_box_per_ending_that_happened(rounds3):
    table = lab.round_table(rounds3)
    fig = points_by_finish_chart(table)
    assert isinstance(fig, go.Figure) and all(t.type == "box" for t in fig.data)
    happened = [e for e in ENDINGS[:-1] if (table["ending"] == e).any()]
    assert [t.customdata[0] for t in fig.data] == happened
    plain = next(t for t in fig.data if t.customdata[0] == "plain")
    points = table.loc[table["ending"] == "plain", "points_per_loser"]
    assert plain.median[0] == pytest.approx(points.median()) and plain.mean[0] == pytest.approx(points.mean())
    assert plain.q1[0] <= plain.median[0] <= plain.q3[0] and points.min() <= plain.lowerfence[0] <= plain.q1[0]
    assert sum(int(t.hovertext[0].split()[0]) for t in fig.data) == (~table["stalemate"]).sum()
    assert points_by_finish_chart(table, lang="ru").data[0].name == "простая карта"


def test_multiplier_chart_bars_are_the_ratios_and_markers_the_rule(rounds3):
    table = jack_multipliers(rounds3)
    fig = multiplier_chart(table)
    bars, rule = fig.data
    assert bars.type == "bar" and list(bars.y) == pytest.approx(table["ratio"].tolist())
    assert list(rule.y) == [1, 2, 4, 6, 8][:len(table)] and bars.y[0] == 1
    assert bars.text[1] == f"×{table['ratio'].iloc[1]:.1f}"


def test_letter_race_chart_one_box_per_letter(games2):
    letters = lab.letter_rounds(games2)
    fig = letter_race_chart(letters)
    assert [t.name for t in fig.data] == [x for x in "ЖОРА" if (letters["letter"] == x).any()]
    rounds = letters.loc[letters["letter"] == "Ж", "round"]
    assert fig.data[0].median[0] == rounds.median() and fig.data[0].mean[0] == pytest.approx(rounds.mean())
    assert fig.data[0].orientation == "h" and fig.data[0].upperfence[0] <= rounds.max()


def test_game_length_chart(games2):
    lengths = lab.game_lengths(games2)
    fig = game_length_chart(lengths)
    assert sum(fig.data[0].y) == 8 and list(fig.data[0].x) == lengths["rounds"].tolist()


def test_fairness_chart_error_bars_reach_the_wilson_interval(rounds3):
    table = lab.dealer_fairness(rounds3)
    fig = fairness_chart(table)
    bar = fig.data[0]
    assert list(bar.x) == ["dealer", "1st to move", "2nd to move"]
    assert [y + e for y, e in zip(bar.y, bar.error_y.array)] == pytest.approx(table["high"].tolist())
    assert [y - e for y, e in zip(bar.y, bar.error_y.arrayminus)] == pytest.approx(table["low"].tolist())
    assert fig.layout.shapes[0].y0 == pytest.approx(1 / 3)
    assert list(fairness_chart(lab.seat_fairness(rounds3)).data[0].x) == ["seat 0", "seat 1", "seat 2"]


def test_fairness_chart_in_russian_names_seats_and_roles_in_russian(rounds3):
    assert list(fairness_chart(lab.dealer_fairness(rounds3), lang="ru").data[0].x) == [
        "сдающий", "ходит 1-м", "ходит 2-м"]
    assert list(fairness_chart(lab.seat_fairness(rounds3), lang="ru").data[0].x) == ["место 0", "место 1", "место 2"]


def test_a_box_counts_its_rounds_in_the_languages_word_forms():
    """A box's hover text counts its rounds: one round in English (it used to say "1 rounds"), and the Russian
    "раундов: N" whatever N is; the roles after the third to move are the nth."""
    table = lab.round_table(simulate(Rules(players=4), rounds=1, seed=2, workers=1))
    assert [t.hovertext for t in points_by_finish_chart(table).data] == [("1 round",)]
    assert [t.hovertext for t in points_by_finish_chart(table, lang="ru").data] == [("раундов: 1",)]
    rates = lab.dealer_fairness(simulate(games.spec("joe").Rules(players=6), rounds=12, seed=1, workers=1))
    assert list(fairness_chart(rates).data[0].x) == ["dealer", "1st to move", "2nd to move", "3rd to move",
                                                     "4th to move", "5th to move"]


def test_effect_chart_points_and_intervals():
    effects = lab.option_effects({"nine_points": 20, "after_draw": "any"}, rounds=40, seed=1,
                                 base=Rules(players=3))
    fig = effect_chart(effects)
    point = fig.data[0]
    assert list(point.y) == ["nine_points=20", "after_draw='any'"]
    assert list(point.x) == pytest.approx(effects["difference"].tolist()) and point.x[1] == 0
    assert point.error_x.array[0] == pytest.approx(effects["high"].iloc[0] - effects["difference"].iloc[0])
    assert fig.layout.title.text.endswith(": points per loser")
    compared = lab.compare_rules(Rules(players=2), Rules(players=2, nine_points=9), rounds=20, seed=1)
    assert list(effect_chart(compared).data[0].y) == compared["metric"].tolist()


def test_endings_chart_groups_the_simulations(rounds3):
    other = simulate(Rules(players=3, turn_stays="skip"), rounds=200, seed=11, workers=1)
    fig = endings_chart({"default": lab.endings(rounds3), "skip": lab.endings(other)})
    assert [t.name for t in fig.data] == ["default", "skip"] and fig.layout.barmode == "group"
    assert sum(fig.data[1].y) == pytest.approx(1) and len(fig.data[0].x) == len(ENDINGS)


def test_charts_refuse_an_unknown_language(rounds3):
    with pytest.raises(ValueError, match="lang"):
        game_length_chart(lab.game_lengths(simulate(Rules(players=2), games=1, seed=1, workers=1)), lang="de")


# --- the explorer ------------------------------------------------------------------------------------------------

def test_explorer_constructs_without_running():
    explorer = RulesExplorer(sample=30, seed=2)
    assert explorer.table is None and explorer.figure is None and explorer.text == ""
    slider = explorer.parts["sample"]
    assert slider.value == 30 and slider.continuous_update is False
    assert explorer.switches.rules == Rules()


def test_explorer_run_button_compares_the_chosen_rules_with_the_defaults():
    explorer = RulesExplorer(sample=20, seed=5)
    explorer.switches.controls["players"].value = 3
    explorer.switches.controls["nine_points"].value = 20
    explorer.parts["run"].click()
    table = explorer.table.set_index("metric")
    assert explorer.banner == "" and table.loc["turns", "n"] == 20
    base, variant = (simulate(rules, rounds=20, seed=5, workers=1) for rules in (Rules(players=3),
                                                                            Rules(players=3, nine_points=20)))
    expected = lab.compare(base, variant).set_index("metric")
    assert table.loc["turns", "difference"] == pytest.approx(expected.loc["turns", "difference"])
    for metric, zhora_metric in (("best_points", "winner_points"), ("other_points", "points_per_loser")):
        # the winner is the round's best seat (0 or less: Z-QUEEN), the others are the losers
        assert table.loc[metric, "difference"] == pytest.approx(expected.loc[zhora_metric, "difference"])
    assert "points for a 9: 20" in explorer.text and "mean points of the other seats" in explorer.text
    assert [t.name for t in explorer.figure.data] == ["default reading", "your rules"]


def test_explorer_numbers_integers_as_integers_one_precision_and_no_code():
    """Item 11: whole numbers as whole numbers, one precision for the rest; the base is "the default reading" of
    the chosen number of players, in words (not ``Rules(players=4)``)."""
    explorer = RulesExplorer(sample=20, seed=5)
    explorer.switches.controls["players"].value = 3
    explorer.switches.controls["turn_stays"].value = "skip"
    explorer.run()
    assert explorer.status == ("20 rounds from seed 5, heuristic bots: your rules (3 players; when the turn stays: "
                               "the next player is skipped) against the default reading (3 players).")
    assert "Rules(" not in explorer.text and "_" not in explorer.text
    cells = re.findall(r"<td>([^<]*)</td>", explorer.parts["table"].value)
    numbers = [n for cell in cells for n in re.findall(r"[−+]?\d+(?:\.\d+)?", cell)]
    assert numbers and all(re.fullmatch(r"[−+]?\d+\.\d\d", n) or n == "20" for n in numbers), numbers
    assert cells.count("20") == len(explorer.table)  # n, one per measure, as a whole number
    assert explorer.table["n"].dtype.kind == "i"


def test_explorer_in_russian_shows_no_latin_word_and_real_plurals():
    explorer = RulesExplorer(sample=21, seed=1, lang="ru", show_code=False)
    explorer.switches.controls["nine_points"].value = 9
    explorer.run()
    assert explorer.status.startswith("21 раунд от зерна 1") and "очки за девятку: 9" in explorer.status
    assert latin_words(explorer.text + " " + explorer.switches.text) == []


def test_explorer_defaults_give_zero_differences_and_russian_words():
    explorer = RulesExplorer(sample=10, seed=1, lang="ru")
    table = explorer.run()
    assert (table["difference"].fillna(0) == 0).all()
    assert "по умолчанию" in explorer.text and explorer.parts["run"].description == "Запуск"


def test_explorer_shows_errors_in_its_banner(monkeypatch):
    explorer = RulesExplorer(sample=10)

    def broken(*args, **kwargs):
        raise RuntimeError("the simulation broke")

    monkeypatch.setattr("widgets.explorer.simulate", broken)
    assert explorer.run() is None
    assert "the simulation broke" in explorer.banner and explorer.parts["run"].disabled is False


def test_every_lab_chart_in_russian_shows_no_latin_word(rounds3):
    games = simulate(Rules(players=3), games=4, seed=2, workers=1)
    effects = lab.option_effects({"nine_points": 9}, rounds=20, seed=1, base=Rules(players=3))
    figures = [points_by_finish_chart(lab.round_table(rounds3), lang="ru"),
               multiplier_chart(jack_multipliers(rounds3), lang="ru"),
               letter_race_chart(lab.letter_rounds(games), lang="ru"),
               game_length_chart(lab.game_lengths(games), lang="ru"),
               fairness_chart(lab.dealer_fairness(rounds3), lang="ru"),
               fairness_chart(lab.seat_fairness(rounds3), lang="ru"),
               endings_chart({"по умолчанию": lab.endings(rounds3)}, lang="ru")]
    for fig in figures:
        assert latin_words(figure_words(fig)) == [], fig.layout.title.text
    assert latin_words(effect_chart(effects, lang="ru").layout.title.text) == []

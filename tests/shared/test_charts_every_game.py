"""Every chart of ``widgets.lab_charts`` and ``widgets.charts`` built for every registered game, from a quick
simulation each: the names a chart shows are the game's own (its endings' labels, its letters), never another
game's, and the Russian charts show no Latin word."""

import random

import pandas as pd
import plotly.graph_objects as go
import pytest

from zhora_core import games, lab
from zhora_core.bots import make_bot
from zhora_core.errors import RulesError
from zhora_core.simulate import play_game, simulate
from widgets.charts import card_points_chart, game_totals_chart
from widgets.lab_charts import (effect_chart, endings_chart, fairness_chart, game_length_chart, letter_race_chart,
                                multiplier_chart, points_by_finish_chart, tornado_figure)

from russian_text import figure_words, latin_words

NAMES = games.names()


@pytest.fixture(scope="module", params=NAMES)
def game(request):
    """A game's name, a simulation of rounds and one of whole games (random bots: short, and every ending likely)."""
    spec = games.spec(request.param)
    rules = spec.Rules()
    bots = ["random"] * rules.players
    return (request.param, simulate(rules, bots=bots, rounds=30, seed=7, workers=1),
            simulate(rules, bots=bots, games=2, seed=8, workers=1))


def _lab_charts(name, rounds, whole, lang):
    """Every chart of ``widgets.lab_charts`` of the game, in ``lang``."""
    spec = games.spec(name)
    option = next(o for o in spec.options if o.name != "players" and not o.requires)
    value = option.readings(getattr(rounds.rules, option.name))[0]
    effects = lab.option_effects({option.name: value}, metric="turns", rounds=6, seed=2, base=rounds.rules)
    ranked = lab.rank_options(rounds.rules, options=[option.name], rounds=4, seed=3)
    if spec.letters:
        letters = lab.letter_rounds(whole)
    else:
        with pytest.raises(RulesError, match="letter by letter"):
            lab.letter_rounds(whole)
        letters = pd.DataFrame(columns=["game", "game_seed", "seat", "letter", "round"])
    return {
        "points_by_finish": points_by_finish_chart(lab.round_table(rounds), lang=lang),
        "multiplier": multiplier_chart(lab.multipliers(rounds), lang=lang),
        "letter_race": letter_race_chart(letters, game=name, lang=lang),
        "game_length": game_length_chart(lab.game_lengths(whole), lang=lang),
        "seat_fairness": fairness_chart(lab.seat_fairness(rounds), lang=lang),
        "dealer_fairness": fairness_chart(lab.dealer_fairness(whole), lang=lang),
        "effect": effect_chart(effects, lang=lang),
        "endings": endings_chart({"раунды": lab.endings(rounds), "партии": lab.endings(whole)}, lang=lang),
        "tornado": tornado_figure(ranked, metric="turns", lang=lang),
    }


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_lab_chart_builds_in_the_games_own_words(game, lang):
    name, rounds, whole = game
    spec = games.spec(name)
    k = ("en", "ru").index(lang)
    charts = _lab_charts(name, rounds, whole, lang)
    assert all(isinstance(fig, go.Figure) for fig in charts.values())
    labels = {ending: spec.ending_labels[ending][k] for ending in spec.endings}
    boxes = charts["points_by_finish"].data
    decided = [e for e in spec.endings if any(r.ending == e and r.winner is not None for r in rounds.records)]
    assert [t.customdata[0] for t in boxes] == decided and [t.name for t in boxes] == [labels[e] for e in decided]
    for trace in charts["endings"].data:
        assert list(trace.x) == [labels[e] for e in spec.endings]
    assert sum(charts["endings"].data[0].y) == pytest.approx(1)
    bars = charts["multiplier"].data[0]
    assert bars.y[0] == pytest.approx(1) and len(bars.x) == len(lab.multipliers(rounds))
    assert [t.name for t in charts["letter_race"].data] == [x for x in spec.letters if x in set(
        lab.letter_rounds(whole)["letter"])] if spec.letters else not charts["letter_race"].data
    assert sum(charts["game_length"].data[0].y) == 2
    assert len(charts["seat_fairness"].data[0].x) == rounds.rules.players
    assert charts["tornado"].layout.title.text.startswith(spec.title[k])
    if lang == "ru":  # the effect chart's points are the options as code (``nine_points=20``): its title only
        for chart, fig in charts.items():
            shown = fig.layout.title.text if chart == "effect" else figure_words(fig)
            assert latin_words(shown) == [], (name, chart)


def test_the_score_charts_build_for_every_game(game):
    name, rounds, _ = game
    spec = games.spec(name)
    fig = card_points_chart(rounds.rules)
    assert len(fig.data[0].x) == len(fig.data[0].y) > 0
    if spec.lab is None:  # the project's measure: a card a point where fewer points are better
        assert set(fig.data[0].y) == {1 if spec.lower_is_better else 0}
    match = play_game(spec.match(rounds.rules, seed=3), [make_bot("random", game=spec)] * rounds.rules.players,
                      random.Random(3))
    totals = game_totals_chart(match)
    assert [t.name for t in totals.data] == list(match.names)
    assert [t.y[-1] for t in totals.data] == list(match.totals)
    assert [len(t.x) for t in totals.data] == [len(match.rounds) + 1] * rounds.rules.players
    ru = game_totals_chart(match, lang="ru")
    assert latin_words(" ".join([ru.layout.title.text, ru.layout.xaxis.title.text, ru.layout.yaxis.title.text])) == []

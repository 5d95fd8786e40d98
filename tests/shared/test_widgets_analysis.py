"""The analysis panel of the scenario builder, the analysis beside the table's hint, and the review of a round at
the play table, for every game, in English and Russian."""

from __future__ import annotations

import pytest

from widgets import ScenarioBuilder, Table
from widgets.analysis_panel import AnalysisPanel
from widgets.review_chart import MARK_COLOURS, review_chart
from widgets.review_panel import ReviewPanel
from zhora_core import games
from zhora_core.analysis import MODELS

from tests.russian_text import latin_words
from tests.shared.test_analysis import GAMES, SMALL


def built(name: str, lang: str = "en") -> ScenarioBuilder:
    builder = ScenarioBuilder(game=name, lang=lang)
    builder.set_position(**SMALL[name])
    assert builder.state is not None
    builder.analysis_panel._background = False
    return builder


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_builder_values_every_legal_action_under_both_models(name, lang):
    builder = built(name, lang)
    panel = builder.analysis_panel
    panel.analyse()
    assert panel.message == "" and set(panel.results) == set(MODELS)
    text = panel.table_text
    legal = games.spec(name).legal_actions(builder.state)
    assert all(len(panel.results[m].rows) == len(legal) for m in MODELS)
    for model in MODELS:
        assert panel.results[model].label(lang) in text
    for action in legal:
        assert builder._view.label(action) in text
    assert text.count("✓") >= len(MODELS)
    if lang == "ru":
        assert latin_words(text) == [], text


def test_a_new_position_clears_the_values_and_a_finished_round_cannot_be_analysed():
    builder = built("joker")
    builder.analysis_panel.analyse()
    assert builder.analysis_panel.results
    spec = games.spec("joker")
    builder.apply_action(str(spec.legal_actions(builder.state)[0]))
    assert builder.analysis_panel.results == {} and builder.analysis_panel.table_text == ""
    panel = AnalysisPanel(None, lang="ru", background=False)
    panel.analyse()
    assert panel.results == {} and "постройте позицию" in panel._title.value


def test_an_analysis_that_fails_says_so_in_words():
    panel = AnalysisPanel(games.spec("zhora").position(**SMALL["zhora"]), background=False, time_limit=-1)
    panel.analyse()
    assert panel.message.startswith("The analysis failed: ") and "time_limit=" in panel.message
    assert not panel._button.disabled


def test_the_analysis_runs_in_the_background_and_reports_when_done():
    panel = AnalysisPanel(games.spec("joker").position(**SMALL["joker"]))
    panel.analyse()
    panel.wait()
    assert set(panel.results) == set(MODELS) and panel.message == ""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_hint_shows_the_best_action_with_its_value_beside_the_heuristics_reason(lang):
    spec = games.spec("joker")
    table = Table.from_state(spec.position(**SMALL["joker"]), lang=lang)
    table.click("hint")
    analysis = table.controller.analysis
    best = table.controller.action_text(analysis.best.action)
    assert analysis.exact and best in table.banner and analysis.precision(lang) in table.banner
    assert ("Analysis: " if lang == "en" else "Анализ: ") in table.banner
    if lang == "ru":
        assert latin_words(table.banner) == [], table.banner


def finished_table(name: str, lang: str, seed: int = 2) -> Table:
    table = Table(games.spec(name).Rules(), seed=seed, lang=lang)
    controller = table.controller
    while controller.state.outcome is None:
        controller.play(controller.legal[-1])
    table.review_panel._background, table.review_panel._time_limit = False, 0.1
    return table


@pytest.mark.parametrize("name", GAMES)
def test_the_review_at_the_end_of_a_round_lists_the_marked_moves_and_shows_each(name):
    table = finished_table(name, "en")
    assert not table._buttons["review"].disabled
    table.click("review")
    panel = table.review_panel
    assert table.open_panel == "review" and panel.message == ""
    result = panel.result
    assert result is not None and result.seat == table.controller.human
    assert panel.summary_text == (result.summary() if result.decisions else
                                  "You had no choice to make in this round.")
    assert len(panel.mark_buttons) == len(result.marked)
    for index, button in enumerate(panel.mark_buttons[:2]):
        button.click()
        decision = result.marked[index]
        assert f"{table.controller.action_text(decision.best)} was better" in panel.position_text


def test_a_russian_review_speaks_russian():
    table = finished_table("zhora", "ru")
    table.click("review")
    panel = table.review_panel
    assert panel.result.marked, panel.summary_text
    panel.mark_buttons[0].click()
    shown = " ".join([panel.summary_text, panel.position_text, *(b.description for b in panel.mark_buttons)])
    assert latin_words(shown) == [], shown
    fig = panel.figure
    words = [fig.layout.title.text, fig.layout.xaxis.title.text, fig.layout.yaxis.title.text,
             *(t.name or "" for t in fig.data), *(x for t in fig.data for x in (t.text or ()))]
    assert latin_words(" ".join(words)) == [], words


def test_the_review_button_waits_for_the_end_of_the_round():
    table = Table(seed=1)
    assert table._buttons["review"].disabled
    panel = ReviewPanel(background=False)
    panel.start(table.controller.game.states, table.controller.game.actions, 0)
    assert panel.result is None and "Finish the round first" in panel.message
    panel.start((), (), None)
    assert "no human seat" in panel.message


def test_the_review_chart_follows_the_expected_points_and_colours_the_marks():
    table = finished_table("zhora", "en")
    table.click("review")
    result = table.review_panel.result
    fig = review_chart(result)
    assert list(zip(fig.data[0].x, fig.data[0].y)) == list(result.line)
    for trace in fig.data[2:]:
        mark = next(m for m in MARK_COLOURS if trace.marker.color == MARK_COLOURS[m])
        assert list(trace.y) == [d.after for d in result.decisions if d.mark == mark]

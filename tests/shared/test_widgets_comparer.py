"""The comparison chart (widgets.comparer.comparison_figure) read through ``fig.data``, the CardStock reference
values (zhora_core.references), and the GameComparer widget driven from code."""

import math

import pandas as pd
import pytest

from russian_text import latin_words, visible_text
from widgets import GameComparer
from widgets.comparer import MEASURE_WORDS, comparison_figure, player_counts
from zhora_core import games, references
from zhora_core.errors import RulesError

COLUMNS = ["game", "title", "players", "measure", "detail", "estimate", "low", "high", "n", "source"]


def _row(game, players, measure, estimate, half=0.1, detail="", n=50):
    return [game, games.spec(game).title[0], players, measure, detail, estimate, estimate - half, estimate + half, n,
            "hand-made"]


@pytest.fixture
def frame():
    """A small frame of the contract's shape, made by hand: two games, two player counts, three measures."""
    rows = [_row("zhora", 2, "fairness", 0.9), _row("zhora", 3, "fairness", 0.8),
            _row("prsi", 2, "fairness", 0.7), _row("prsi", 3, "fairness", 0.95, half=0.04),
            _row("zhora", 2, "rounds_per_game", 12.0, half=1.5), _row("zhora", 3, "rounds_per_game", 9.0),
            _row("prsi", 2, "rounds_per_game", 5.0), _row("prsi", 3, "rounds_per_game", 6.5),
            _row("zhora", 2, "order", math.nan), _row("prsi", 2, "order", 0.3),
            _row("zhora", 2, "seat_win_rate", 0.55, detail="seat 0"),
            _row("zhora", 2, "seat_win_rate", 0.45, detail="seat 1"),
            _row("prsi", 2, "ending_share", 0.6, detail="plain"), _row("prsi", 2, "ending_share", 0.4, detail="ace")]
    return pd.DataFrame(rows, columns=COLUMNS)


def _panel(fig, k):
    """The traces of the k-th panel (counted from 0)."""
    axis = "x" if k == 0 else f"x{k + 1}"
    return [t for t in fig.data if t.xaxis == axis]


# --- the chart ---------------------------------------------------------------------------------------------------

def test_one_panel_per_measure_and_one_trace_per_player_count(frame):
    fig = comparison_figure(frame)
    titles = [a.text for a in fig.layout.annotations]
    assert titles == [MEASURE_WORDS[m][0] for m in ("rounds_per_game", "fairness", "order")]
    rounds = _panel(fig, 0)
    assert [t.name for t in rounds] == ["2 players", "3 players"]
    assert list(rounds[0].x) == ["Zhora", "Prší"] and list(rounds[0].y) == [12.0, 5.0]
    assert list(rounds[0].error_y.array) == pytest.approx([1.5, 0.1])
    assert list(rounds[0].error_y.arrayminus) == pytest.approx([1.5, 0.1])
    assert [t.showlegend for t in fig.data if t.name == "2 players"] == [True, False, False]


def test_a_row_without_an_estimate_is_left_out(frame):
    order = _panel(comparison_figure(frame), 2)
    assert [(t.name, list(t.x), list(t.y)) for t in order] == [("2 players", ["Prší"], [0.3])]


def test_measures_with_details_are_shown_only_when_asked_for(frame):
    fig = comparison_figure(frame, measures=["seat_win_rate", "ending_share"])
    assert list(fig.data[0].x) == ["Zhora · seat 0", "Zhora · seat 1"]
    assert list(fig.data[1].x) == ["Prší · plain card", "Prší · ace"]
    with pytest.raises(RulesError, match="no measure 'branching'"):
        comparison_figure(frame, measures=["fairness", "branching"])


def test_reference_marks_are_drawn_in_their_measures_panel(frame):
    fig = comparison_figure(frame, references=references.cardstock())
    marks = [t for t in fig.data if t.legendgroup == "reference"]
    assert len(marks) == 2  # fairness and order: drama is not in this frame
    fairness = next(t for t in marks if t.xaxis == "x2")
    assert list(fairness.x) == ["Hearts", "LAMA", "Ninety-Eight"] and list(fairness.y) == [0.94, 0.84, 0.98]
    assert fairness.marker.symbol == "diamond-open" and [t.showlegend for t in marks] == [True, False]
    assert fairness.name == "CardStock (Goadrich)"
    with pytest.raises(RulesError, match="references need the columns"):
        comparison_figure(frame, references=pd.DataFrame({"game": ["hearts"]}))


def test_the_chart_in_russian_has_no_latin_word(frame):
    fig = comparison_figure(frame, measures=["rounds_per_game", "fairness", "seat_win_rate", "ending_share"],
                            lang="ru", references=references.cardstock())
    words = [a.text for a in fig.layout.annotations] + [t.name for t in fig.data]
    words += [x for t in fig.data for x in t.x]
    assert latin_words(" ".join(words)) == []
    assert {t.name for t in fig.data} == {"2 игрока", "3 игрока", "эталоны Гоудрича"}
    assert "Жора · место 0" in words and "Прши · туз" in words


# --- the references ----------------------------------------------------------------------------------------------

def test_every_reference_value_is_on_the_heuristics_scale_and_cites_its_source():
    table = references.cardstock()
    assert set(table["measure"]) == {"order", "fairness", "drama"}
    assert set(table["reference"]) == set(references.TITLES) == set(references.CONVERGENCE)
    assert table["value"].between(0, 1).all() and (table["players"] == 4).all()
    assert (table["source"] == references.SUMMARY_URL).all() and table["note"].str.contains("github.com").all()
    assert len(table) == len(table.drop_duplicates(["reference", "measure"])) == 9


# --- the widget --------------------------------------------------------------------------------------------------

def test_player_counts_of_every_game():
    assert player_counts("zhora") == (2, 3, 4) and player_counts("thirteen") == (2,)
    assert player_counts("joker") == (2, 3, 4) and player_counts("joe")[:3] == (2, 3, 4)


def test_the_widget_ticks_what_it_is_given_and_refuses_unknown_games():
    comparer = GameComparer(games=["zhora", "prsi"], players=[2, 3], sample=10)
    assert comparer.games == ("zhora", "prsi") and comparer.players == (2, 3) and comparer.sample == 10
    assert GameComparer().games == games.names() and GameComparer().players == ()
    with pytest.raises(RulesError, match=r"games=\['hearts'\] is not a list of games: give some of zhora, "):
        GameComparer(games=["hearts"])
    with pytest.raises(RulesError, match=r"players=\[7\] is not a list of numbers of players: .* from 2 to 6"):
        GameComparer(players=[7])


def test_run_returns_the_frame_of_compare_games_for_the_ticked_games():
    comparer = GameComparer(games=["thirteen", "prsi"], players=[2, 3], sample=6, seed=5)
    frame = comparer.run()
    assert comparer.banner == "", comparer.banner
    assert frame is comparer.table and comparer.figure is not None
    assert sorted(set(zip(frame["game"], frame["players"]))) == [("prsi", 2), ("prsi", 3), ("thirteen", 2)]
    from zhora_core.lab import compare_games

    direct = compare_games(["thirteen", "prsi"], players=[2, 3], games=6, skill_games=0, seed=5, workers=1)
    key = ["game", "players", "measure", "detail"]
    mine, theirs = (f.sort_values(key).reset_index(drop=True) for f in (frame, direct))
    pd.testing.assert_frame_equal(mine, theirs)
    assert frame.loc[frame["measure"] == "search_vs_heuristic", "estimate"].isna().all()
    assert comparer.parts["progress"].value == comparer.parts["progress"].max == 2
    assert comparer.status.startswith("6 whole games of each game at each number of players, from seed 5.")
    table = visible_text(comparer.parts["table"].value)
    rounds = frame.query("game == 'prsi' and players == 3 and measure == 'rounds_per_game'")["estimate"].iloc[0]
    assert "Prší 3" in table and f"{rounds:.2f}" in table


def test_a_game_that_allows_none_of_the_ticked_counts_is_left_out_and_named():
    comparer = GameComparer(games=["thirteen", "zhora"], players=[3], sample=4)
    frame = comparer.run()
    assert set(frame["game"]) == {"zhora"}
    assert "Left out, not played by 3 players: Thirteen." in comparer.status
    comparer.parts["game-zhora"].value = False
    assert comparer.run() is None and comparer.figure is None
    assert comparer.banner == "Could not run: no ticked game is played by 3 players"
    comparer.parts["game-thirteen"].value = False
    assert comparer.run() is None and comparer.banner == "Could not run: tick at least one game"


def test_the_search_bot_plays_when_ticked():
    comparer = GameComparer(games=["prsi"], players=[2], sample=4, seed=3, search=True)
    frame = comparer.run().set_index("measure")
    assert comparer.parts["search"].value and 0 <= frame.loc["search_vs_heuristic", "estimate"] <= 1
    assert frame.loc["search_vs_heuristic", "n"] == 2  # at least one game with the search bot in each seat


def test_with_no_count_ticked_each_game_runs_at_its_usual_numbers():
    from zhora_core.comparison import usual_players

    comparer = GameComparer(games=["thirteen", "joker52"], sample=3, seed=1)
    frame = comparer.run()
    assert comparer.banner == "", comparer.banner
    assert sorted(set(zip(frame["game"], frame["players"]))) == sorted(
        (game, n) for game in ("thirteen", "joker52") for n in usual_players(game))


def test_an_engine_error_is_shown_in_words():
    comparer = GameComparer(games=["zhora"], players=[2], sample=4)
    comparer.seed = -1
    assert comparer.run() is None
    assert comparer.banner.startswith("Could not run: ") and "seed" in comparer.banner
    assert "Traceback" not in comparer.banner and comparer.table is None


def test_the_widget_in_russian_shows_no_latin_word():
    comparer = GameComparer(games=["zhora", "joker"], players=[3], sample=4, seed=2, lang="ru")
    comparer.run()
    assert comparer.banner == "" and comparer.status.startswith("4 партии каждой игры")
    assert latin_words(comparer.text) == [], comparer.text
    fig_words = [a.text for a in comparer.figure.layout.annotations] + [t.name for t in comparer.figure.data]
    assert latin_words(" ".join(fig_words)) == []
    comparer.parts["game-zhora"].value = comparer.parts["game-joker"].value = False
    comparer.run()
    assert comparer.banner == "Не удалось: отметьте хотя бы одну игру"

"""The scoring calculator, the charts, and what lesson 01 says to a learner."""

import json
import random
from pathlib import Path

from zhora_core.bots import HeuristicBot
from zhora_core.render import BURN_MARK
from zhora_core.simulate import play_game
from zhora_core.zhora import Game, Rules
from widgets import ScoreCalculator
from widgets.charts import card_points_chart, game_totals_chart

from russian_text import latin_words


def test_calculator_starts_on_the_worked_example():
    calculator = ScoreCalculator()
    assert calculator.points == (0, 56, 80)
    assert "Z-MULTIPLIER" in calculator._result.value


def test_calculator_recomputes_and_shows_errors():
    calculator = ScoreCalculator()
    calculator.set(finish="Q♠", hands=["A♦", "6♣ 7♣"])
    assert calculator.points == (-20, 11, 13)
    calculator.set(hands=["11♥"])
    assert calculator.points is None and "unknown card &#x27;11♥&#x27;" in calculator._result.value


def test_calculator_in_russian_says_its_errors_in_russian():
    calculator = ScoreCalculator(lang="ru")
    calculator.set(hands=["11♥"])
    assert calculator.points is None and "запись не прочитана" in calculator._result.value
    assert "unknown" not in calculator._result.value
    calculator.set(hands=["9♠ Q♥ A♦", "J♥"])
    assert calculator.points == (0, 56, 80) and "за выход" in calculator._result.value


def test_calculator_follows_the_rules_options():
    assert ScoreCalculator(hands=("9♠", "J♥"), finish="J♣", rules=Rules(nine_points=9,
                                                                         jack_multipliers=(3, 4, 6, 8))).points \
        == (0, 27, 60)


def test_card_points_chart_reads_the_rules():
    fig = card_points_chart()
    assert list(fig.data[0].x) == ["6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    assert list(fig.data[0].y) == [6, 7, 8, 0, 10, 2, 3, 4, 11]
    assert card_points_chart(Rules(nine_points=9), lang="ru").data[0].y[3] == 9
    assert card_points_chart(lang="ru").data[0].x[-1] == "Т"


def test_game_totals_chart_follows_the_game():
    game = play_game(Game(Rules(players=3), seed=1), [HeuristicBot()] * 3, random.Random(1))
    fig = game_totals_chart(game)
    assert len(fig.data) == 3
    assert [trace.y[-1] for trace in fig.data] == game.totals
    assert "".join(fig.data[0].text).replace(BURN_MARK, "") == game.letters[0]


def test_charts_in_russian_show_no_latin_word():
    game = play_game(Game(Rules(players=3), seed=1, names=["Анна", "Борис", "Вера"]), [HeuristicBot()] * 3,
                     random.Random(1))
    for fig in (card_points_chart(lang="ru"), game_totals_chart(game, lang="ru")):
        layout = fig.layout
        words = [layout.title.text, layout.xaxis.title.text, layout.yaxis.title.text]
        words += [t.name or "" for t in fig.data] + [str(x) for t in fig.data for x in t.x]
        assert latin_words(" ".join(w for w in words if w)) == [], words


def test_game_totals_chart_marks_a_burn():
    game = play_game(Game(Rules(players=3), seed=498), [HeuristicBot()] * 3, random.Random(498))
    burns = [(seat, k + 1) for k, row in enumerate(game.score_sheet()) for seat, name in enumerate(game.names)
             if row[f"{name} burned"]]
    assert burns
    fig = game_totals_chart(game)
    assert all(fig.data[seat].text[k] == BURN_MARK == "100→0" for seat, k in burns)
    # Item 9: text every system font has (no emoji: Debian's Chromium has no emoji font)
    assert not [c for trace in fig.data for mark in trace.text for c in mark if ord(c) >= 0x1F000]


LESSON_01 = Path(__file__).resolve().parents[2] / "notebooks" / "01_deck_deal_starter.ipynb"


def test_lesson_01_speaks_to_the_learner_and_its_stacked_deck_skips_no_card():
    """Item 12: no note to maintainers (about the notebook's file size); the spades are all nine, J♠ included."""
    cells = json.loads(LESSON_01.read_text(encoding="utf-8"))["cells"]
    prose = " ".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    assert "saved notebook" not in prose and "file size" not in prose and "plain text" not in prose
    code = " ".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    assert 'stacked = "6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠ 6♥ 7♥ 8♥ 9♥"' in code and "the nine spades" in prose

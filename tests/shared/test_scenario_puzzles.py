"""The puzzles in the scenario lab (widgets.scenario.PuzzlePicker, the classroom lab's chooser): a chosen puzzle's
position is built in the lab, its question shown without its answer, in English and Russian, for every game."""

import pytest

from tests.russian_text import latin_words, visible_text
from widgets.scenario import PuzzlePicker, ScenarioBuilder
from zhora_core import games, puzzles


@pytest.mark.parametrize("game", games.names())
def test_every_puzzle_of_a_game_builds_its_position_in_the_lab(game):
    picker = PuzzlePicker(ScenarioBuilder(game=game))
    assert len(picker.chooser.options) == len(puzzles.bank(game)) + 1
    for number, puzzle in enumerate(puzzles.bank(game)):
        picker.chooser.value = number
        assert repr(picker.builder.state) == repr(puzzle.position), picker.builder.banner
        assert puzzle.question() in visible_text(picker.question.value)
        assert puzzle.explanation() not in visible_text(picker.question.value)
    picker.choose(-1)
    assert picker.question.value == "" and picker.puzzle is None


def test_a_choice_question_lists_its_choices_and_russian_reads_russian():
    bank = puzzles.bank("prsi")
    number = next(n for n, p in enumerate(bank) if p.reply == "choice")
    picker = PuzzlePicker(ScenarioBuilder(game="prsi", lang="ru"))
    picker.choose(number)
    shown = visible_text(picker.question.value)
    assert all(choice.text("ru") in shown for choice in bank[number].choices)
    assert not latin_words(shown) and not latin_words(" ".join(label for label, _ in picker.chooser.options))


def test_a_picker_needs_a_scenario_builder():
    with pytest.raises(TypeError, match="ScenarioBuilder"):
        PuzzlePicker("zhora")

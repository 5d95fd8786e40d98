"""Facts (``puzzles.fact``) in a lesson's exercises: each is its own answer in the lesson's progress, and a set
that mixes facts with positions takes the players' names."""

from __future__ import annotations

from widgets import Exercises, Progress
from zhora_core import puzzles
from zhora_core.zhora import position, tally


def _facts():
    burn = puzzles.fact("zhora", ("96 and 4?", "96 и 4?"), tally(96, "", 4)[0], "Z-BURN", ("burns", "сгорает"))
    letter = puzzles.fact("zhora", ("95 and 10?", "95 и 10?"), len(tally(95, "", 10)[1]), "Z-LETTER",
                          ("a letter", "буква"))
    return burn, letter


def test_each_fact_answered_counts_once_in_the_progress():
    progress = Progress()
    exercises = Exercises(_facts(), progress=progress)
    for exercise in exercises.exercises:
        exercise.commit(exercise.puzzle.answer)
    assert exercises.right == 2
    assert progress.answered == progress.right == 2


def test_a_set_of_facts_and_positions_takes_the_players_names():
    state = position(["Q♥", "K♠ 8♣", "A♦"], top="9♥")
    exercises = Exercises([*_facts(), puzzles.points(state, "Q♥", 0)], names=("Anna", "Boris", "Vera"))
    assert "Anna" in exercises.exercises[-1].puzzle.question(names=("Anna", "Boris", "Vera"))

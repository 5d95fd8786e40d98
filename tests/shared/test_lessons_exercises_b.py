"""Lessons 05-07 check the learner as lessons 01-04 do (one progress, a recall of three, a try-it that is an
exercise, four to eight questions of their own, the summary last, at most 45 minutes), and the quiz after lesson
07 asks 15 to 25 questions, easy to hard, in one set that shares the quiz's progress and ends with the summary."""

import pytest

import tests.shared.test_lessons_exercises_a as lessons_a

LESSONS = ["05_ending_a_round", "06_scoring_a_round", "07_totals_letters_zhora"]
QUIZ = "07_whole_game_quiz"


@pytest.mark.parametrize("name", LESSONS)
def test_a_lesson_shares_one_progress_among_all_its_exercises(name):
    lessons_a.test_a_lesson_shares_one_progress_among_all_its_exercises(name)


@pytest.mark.parametrize("name", LESSONS)
def test_a_lesson_recalls_three_earlier_questions_and_ends_with_its_own(name):
    lessons_a.test_a_lesson_recalls_three_earlier_questions_and_ends_with_its_own(name)


@pytest.mark.parametrize("name", LESSONS)
def test_a_lesson_takes_at_most_45_minutes(name):
    lessons_a.test_a_lesson_takes_at_most_45_minutes(name)


def test_the_quiz_asks_15_to_25_questions_in_one_set_and_ends_with_the_summary():
    lessons_a.test_a_lesson_shares_one_progress_among_all_its_exercises(QUIZ)
    code = [c.source for c in lessons_a._cells(QUIZ) if c.cell_type == "code"]
    assert 15 <= sum(len(lessons_a.ASKED.findall(source)) for source in code) <= 25
    assert sum(source.count("Exercises(") for source in code) == 1
    assert "progress.summary()" in code[-1]

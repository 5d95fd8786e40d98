"""The exercises of the Joker lessons (16 to 18, each in its parts) and the family quiz: every lesson opens with a
recall of three questions from earlier lessons, shares one progress with all its exercises and shows its summary
last, before "What we covered"; no exercise's answer is printed in the saved notebook; and the engines' data the
quiz reads its answers from asks no question two games would answer."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from tests.russian_text import latin_words
from zhora_core import family, games, puzzles, words

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
LESSONS = ("16_joker_georgian", "16_joker_georgian_jokers", "16_joker_georgian_scoring", "17_joker52",
           "17_joker52_play", "18_joker_banker", "18_joker_banker_odds")
QUIZ = "18_quiz_which_game"
ASKED = re.compile(r"\b(Exercises|ask)\(")


def _code(name: str) -> list[str]:
    notebook = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    return [c.source for c in notebook.cells if c.cell_type == "code"]


def _before_covered(name: str) -> str:
    """The last code cell before the "What we covered" heading."""
    notebook = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    end = next(i for i, c in enumerate(notebook.cells) if c.cell_type == "markdown" and "## What we covered" in c.source)
    return [c.source for c in notebook.cells[:end] if c.cell_type == "code"][-1]


@pytest.mark.parametrize("name", LESSONS + (QUIZ,))
def test_a_lesson_shares_one_progress_with_every_exercise_and_shows_its_summary_last(name):
    code = _code(name)
    asking = [source for source in code if ASKED.search(source)]
    assert sum(source.count("progress = Progress()") for source in code) == 1
    assert asking and all(source.count("progress=progress") == len(ASKED.findall(source)) for source in asking)
    assert _before_covered(name) == "print(progress.summary())"


@pytest.mark.parametrize("name", LESSONS)
def test_a_lesson_opens_with_a_recall_of_three_questions_from_earlier_lessons(name):
    code = _code(name)
    first = next(i for i, source in enumerate(code) if ASKED.search(source))
    recall = code[first]
    assert 'title="Recall"' in recall and "puzzles.bank(" in recall
    assert first <= 2  # right after the imports


@pytest.mark.parametrize("name", LESSONS + (QUIZ,))
def test_the_saved_lesson_shows_no_exercise_only_the_line_to_run_it(name):
    notebook = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    for cell in notebook.cells:
        if cell.cell_type == "code" and ASKED.search(cell.source):
            *before, last = cell.outputs
            assert last["data"]["text/plain"] == "▶ Run this cell to answer the questions.", (name, cell.source[:80])
            assert all(output["output_type"] == "stream" for output in before)  # printed lines, no widget


def test_each_card_effect_and_title_the_quiz_offers_is_one_games_own():
    effects = [(e.cards, e.text) for name in games.names() for e in games.spec(name).glossary.effects]
    titles = [games.spec(name).title for name in games.names()]
    assert len(set(effects)) == len(effects) and len(set(titles)) == len(titles)
    assert all(not latin_words(title[1]) for title in titles if title[0] != "Prší")  # each title in Russian too


def test_a_trait_of_one_engine_alone_is_carried_by_a_rule_id_of_that_game():
    engines = [row for row in family.family_rows() if row.engine]
    alone = {trait: [row for row in engines if trait in row.traits] for trait in family.TRAITS}
    alone = {trait: rows[0] for trait, rows in alone.items() if len(rows) == 1}
    assert {trait: row.key for trait, row in alone.items()} == {
        "turn_stays": "zhora", "stacking": "prsi", "finish_bonus": "zhora", "letters": "zhora", "stakes": "banker"}
    assert all(row.traits[trait] in games.spec(row.key).rule_ids for trait, row in alone.items())


def test_a_which_game_question_is_answered_by_the_number_of_its_game_and_explained_in_both_languages():
    names, choices = games.names(), [games.spec(name).title for name in games.names()]
    rule = family.relative("prsi").traits["stacking"]
    quiz = puzzles.fact("prsi", ("Which game? a penalty passed on", "Какая игра? штраф переводят"),
                        names.index("prsi"), rule, tuple(games.spec("prsi").glossary.rule_title(rule, lang)
                                                         for lang in words.LANGS), reply="choice", choices=choices)
    assert quiz.check(names.index("prsi")).correct and not quiz.check(names.index("zhora")).correct
    assert quiz.answer_text("ru") == "Прши" and quiz.check(0).text().startswith("No: the answer is Prší.")

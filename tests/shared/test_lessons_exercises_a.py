"""Lessons 01-04 check the learner: one Progress per lesson shared by every exercise, a recall of three questions
from earlier lessons (none in lesson 01), a try-it that is an exercise, four to eight end-of-lesson questions, the
progress summary last before "What we covered", and at most 45 minutes by the teacher's measure (prose at 120
words a minute, half a minute a code cell, two minutes an exercise)."""

import re
from pathlib import Path

import nbformat
import pytest

from zhora_core.puzzles import KINDS

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
LESSONS = ["01_deck_deal_starter", "02_matching_jacks_orders", "03_drawing_passing_restock",
           "04_action_cards_turn_order"]
ASKED = re.compile(rf"\bpuzzles\.(?:{'|'.join([*KINDS, 'fact'])})\(|\bask\(")


def _cells(name):
    return nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4).cells


def _code_after(cells, heading):
    """The first code cell after the markdown cell that starts with ``heading``."""
    start = next(i for i, c in enumerate(cells) if c.cell_type == "markdown" and c.source.startswith(heading))
    return next(c.source for c in cells[start:] if c.cell_type == "code")


def minutes(cells) -> float:
    prose = sum(len(c.source.split()) for c in cells if c.cell_type == "markdown")
    code = [c.source for c in cells if c.cell_type == "code"]
    return prose / 120 + 0.5 * len(code) + 2 * sum(len(ASKED.findall(source)) for source in code)


@pytest.mark.parametrize("name", LESSONS)
def test_a_lesson_shares_one_progress_among_all_its_exercises(name):
    code = [c.source for c in _cells(name) if c.cell_type == "code"]
    assert sum(source.count("progress = Progress()") for source in code) == 1
    calls = [source for source in code if "Exercises(" in source or "ask(" in source]
    assert calls and all(source.count("progress=progress") >= 1 for source in calls)


@pytest.mark.parametrize("name", LESSONS)
def test_a_lesson_recalls_three_earlier_questions_and_ends_with_its_own(name):
    cells = _cells(name)
    headings = [c.source.split("\n")[0] for c in cells if c.cell_type == "markdown" and c.source.startswith("## ")]
    if name.startswith("01"):
        assert "## Recall" not in headings
    else:
        assert headings[:2] == ["## The rules in this lesson", "## Recall"]
        assert len(ASKED.findall(_code_after(cells, "## Recall"))) == 3
    assert 4 <= len(ASKED.findall(_code_after(cells, "## Check yourself"))) <= 8
    assert ASKED.search(_code_after(cells, "## Try it yourself"))
    last = [c for c in cells[:[c.source.startswith("## What we covered") for c in cells].index(True)]
            if c.cell_type == "code"][-1]
    assert last.source == "progress.summary()"


@pytest.mark.parametrize("name", LESSONS)
def test_a_lesson_takes_at_most_45_minutes(name):
    assert minutes(_cells(name)) <= 45

"""Lessons 13 (Joe), 14 (Thirteen) and 15 (Prší), in their parts, check the learner: each part opens with a recall
of earlier lessons, then a worked, faded and independent exercise, and ends with its own exercises whose rules it
asserts; one Progress counts every answer and its summary is the last code cell before "What we covered"; no answer
is saved; and each part takes at most 45 minutes by the teacher's guide's measure, every exercise counted."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
PARTS = ["13_joe_in_queens_squared", "13_joe_queens_and_variants", "14_thirteen", "14_thirteen_jokers", "15_prsi",
         "15_prsi_aces_and_winning"]
#: A puzzle built in a cell: a builder of zhora_core.puzzles, or a puzzle picked from a bank (``q for q in``).
BUILT = re.compile(r"puzzles\.(?:is_legal|legal_set|next_seat|trick_winner|round_ends|after|points|winner|fact)\("
                   r"|\bq for q in\b")
WORDS_A_MINUTE, CELL_MINUTES, EXERCISE_MINUTES, MOST_MINUTES = 120, 0.5, 2, 45


def _cells(name: str) -> list[tuple[str, str]]:
    cells = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))["cells"]
    return [(cell["cell_type"], "".join(cell["source"])) for cell in cells]


def _outputs(name: str) -> list[list[dict]]:
    cells = json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))["cells"]
    return [cell.get("outputs", []) for cell in cells if cell["cell_type"] == "code"]


def exercises_asked(source: str) -> int:
    """The exercises a code cell asks: each puzzle of its Exercises, and each ask(...)."""
    return source.count("ask(") + (len(BUILT.findall(source)) if "Exercises(" in source else 0)


def minutes(cells: list[tuple[str, str]]) -> float:
    """The teacher's guide's measure: prose words / 120, half a minute a code cell, two minutes an exercise."""
    prose = sum(len(source.split()) for kind, source in cells if kind == "markdown")
    code = [source for kind, source in cells if kind == "code"]
    return prose / WORDS_A_MINUTE + CELL_MINUTES * len(code) + EXERCISE_MINUTES * sum(map(exercises_asked, code))


def test_the_measure_counts_each_puzzle_of_a_set_and_each_ask():
    cell = 'Exercises([puzzles.is_legal(s, "9♠"), puzzles.legal_set(s), next(q for q in bank if q.rule == "Z-ACE")])'
    assert exercises_asked(cell) == 3 and exercises_asked('ask("is_legal", s, "9♠")') == 1
    assert exercises_asked('print(puzzles.is_legal(s, "9♠"))') == 0
    assert minutes([("markdown", "word " * 240), ("code", cell), ("code", "x = 1")]) == 2 + 1 + 6


@pytest.mark.parametrize("name", PARTS)
def test_each_part_takes_at_most_45_minutes(name):
    assert minutes(_cells(name)) <= MOST_MINUTES


@pytest.mark.parametrize("name", PARTS)
def test_each_part_recalls_earlier_lessons_then_practises_then_checks_in_one_progress(name):
    cells = _cells(name)
    code = [source for kind, source in cells if kind == "code"]
    sets = [source for source in code if "Exercises(" in source]
    assert [re.search(r'title="([^"]+)"', source).group(1) for source in sets] == ["Recall", "Your turn",
                                                                                  "Check yourself"]
    assert code.index(sets[0]) <= 2 and [exercises_asked(source) for source in sets[:2]] == [3, 2]
    assert 4 <= exercises_asked(sets[2]) <= 8 and re.search(r"assert \{\w\.rule for \w in questions\}", sets[2])
    assert all("progress=progress" in source for source in sets)
    assert sum(source.count("Progress()") for source in code) == 1
    covered = next(i for i, (kind, source) in enumerate(cells) if source.startswith("## What we covered"))
    assert [source for kind, source in cells[:covered] if kind == "code"][-1] == "progress.summary()"
    recall = next(i for i, (kind, source) in enumerate(cells) if 'title="Recall"' in source)
    first_rule = next(i for i, (kind, source) in enumerate(cells) if re.match(r"##+ .*`[A-Z]+-[A-Z-]+`", source))
    assert recall < first_rule


@pytest.mark.parametrize("name", PARTS)
def test_no_answer_is_saved_only_the_line_to_run_each_set(name):
    outputs = _outputs(name)
    code = [source for kind, source in _cells(name) if kind == "code"]
    for source, saved in zip(code, outputs):
        if "Exercises(" in source:
            assert [o["metadata"].get("zhora_lab_placeholder") for o in saved if "data" in o] == ["exercises"]
    saved_text = json.dumps(outputs, ensure_ascii=False)
    assert "Right:" not in saved_text and "No: the answer is" not in saved_text

"""The classroom puzzle board (widgets/puzzle_board.py): one puzzle at a time, the answer on the page only once
asked for, Previous and Next, the level filter and the game chooser; errors said in words."""

from __future__ import annotations

import pytest

from tests.russian_text import latin_words, visible_text
from widgets.puzzle_board import PuzzleBoard
from zhora_core import puzzles
from zhora_core.errors import ZhoraError


def _shown(board: PuzzleBoard) -> str:
    """The words the board shows (its HTML parts and buttons; not the chooser's options)."""
    parts = [board.heading, board.count, board.question, board.choices, board.answer, board.position]
    return " ".join([visible_text(part.value) for part in parts]
                    + [b.description for b in (board.previous, board.show, board.next)]
                    + [board.chooser.description, board.level.description, board.level.label])


def test_the_answer_is_on_the_page_only_after_the_button():
    board = PuzzleBoard("zhora")
    puzzle = puzzles.bank("zhora")[0]
    assert board.puzzle is puzzle and board.count.value == "1 of 30 · easy"
    assert puzzle.question() in board.question.value and board.answer.value == "" and not board.revealed
    assert board.previous.disabled and not board.next.disabled
    board.show.click()
    assert board.revealed and board.show.description == "Hide the answer"
    shown = visible_text(board.answer.value)
    assert puzzle.answer_text() in shown and puzzle.explanation() in shown and puzzle.rule in shown
    board.show.click()
    assert board.answer.value == "" and not board.revealed and board.show.description == "Show the answer"


def test_next_and_previous_walk_the_bank_and_hide_the_answer():
    board = PuzzleBoard("joe")
    bank = puzzles.bank("joe")
    board.reveal()
    board.next.click()
    assert board.index == 1 and board.puzzle is bank[1] and board.answer.value == ""
    assert board.count.value == f"2 of 24 · {bank[1].level}" and not board.previous.disabled
    board.previous.click()
    assert board.puzzle is bank[0] and board.previous.disabled
    board.go(99)
    assert board.puzzle is bank[-1] and board.next.disabled and board.count.value == "24 of 24 · hard"
    board.next.click()
    assert board.puzzle is bank[-1]


def test_the_level_filter_keeps_one_level_and_all_levels_bring_the_bank_back():
    board = PuzzleBoard("prsi")
    board.next.click()
    board.level.value = "medium"
    medium = [p for p in puzzles.bank("prsi") if p.level == "medium"]
    assert board.puzzles == tuple(medium) and board.index == 0 and 0 < len(medium) < 24
    assert board.count.value == f"1 of {len(medium)} · medium"
    board.go(len(medium) - 1)
    assert board.next.disabled
    board.level.value = ""
    assert len(board.puzzles) == 24 and board.index == 0


def test_a_puzzle_with_choices_lists_them():
    board = PuzzleBoard("zhora")
    board.go(next(i for i, p in enumerate(board.puzzles) if p.kind == "legal_set"))
    assert board.choices.value.count("<li>") == len(board.puzzle.choices) > 2
    board.go(0)
    assert board.puzzle.kind == "is_legal" and board.choices.value == ""


def test_the_chooser_changes_the_game_and_keeps_the_filter():
    board = PuzzleBoard("zhora")
    board.level.value = "hard"
    board.chooser.value = "joker"
    assert board.game == "joker" and board.puzzle is next(p for p in puzzles.bank("joker") if p.level == "hard")
    assert "Joker · puzzles" in board.heading.value and board._tab.text == "Joker · puzzles"
    assert 'role="img"' in board.position.value


def test_the_board_in_russian_shows_russian_words_only():
    board = PuzzleBoard("joker52", "ru", refused="chess")
    assert "«chess»" in board.heading.value
    board.heading.value = board.heading.value.replace("«chess»", "«»")  # the address's own word aside
    for index in (0, 12, 23):
        board.go(index)
        board.reveal()
        assert latin_words(_shown(board)) == [], index
    assert board.count.value == "24 из 24 · трудная" and board.show.description == "Скрыть ответ"
    board.chooser.value = "banker"
    assert "«chess»" not in board.heading.value  # the address is answered once


def test_a_bank_that_cannot_be_made_is_said_in_words(monkeypatch):
    def broken(game):
        raise ZhoraError(f"{game}: only 3 puzzles in the rounds of seeds 1 to 199")

    monkeypatch.setattr(puzzles, "bank", broken)
    board = PuzzleBoard("thirteen")
    assert "The puzzles of Thirteen could not be made: thirteen: only 3 puzzles" in board.heading.value
    assert board.puzzle is None and board.show.disabled and board.next.disabled and board.previous.disabled
    assert board.question.value == board.position.value == "" and "Traceback" not in _shown(board)
    board.reveal()
    assert board.answer.value == ""


def test_an_unknown_game_is_refused():
    with pytest.raises(ZhoraError, match="poker"):
        PuzzleBoard("poker")

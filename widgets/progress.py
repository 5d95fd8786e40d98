"""What a learner got right in a lesson's exercises (``widgets.exercises``): kept in the kernel, shared by the
lesson's ``Exercises``, saved to a small JSON file the learner owns and loaded back.

>>> from zhora_core.puzzles import bank
>>> progress = Progress()
>>> progress.record(bank("zhora")[0], True)
>>> progress.summary()
'1 of 1 exercise right'
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

from zhora_core import words
from zhora_core.errors import RulesError, SaveFileError, excerpt
from zhora_core.puzzles import KINDS, Puzzle

from . import phrases  # noqa: F401  (registers the widgets' words, widgets/words.toml)

__all__ = ["Progress", "FORMAT", "VERSION", "MAX_SIZE"]

FORMAT = "zhora-lab-progress"
VERSION = 1
MAX_SIZE = 1_000_000  # bytes: a lesson's answers take a few kilobytes
_FIELDS = {"id": str, "game": str, "kind": str, "rule": str, "correct": bool}


def puzzle_id(puzzle: Puzzle) -> str:
    """A puzzle's name in a progress file: its game, its kind and a digest of what it asks about."""
    asked = json.dumps([puzzle.game, puzzle.kind, repr(puzzle.position), str(puzzle.action), puzzle.seat,
                        puzzle.question()])
    return f"{puzzle.game}/{puzzle.kind}/{hashlib.sha256(asked.encode('utf-8')).hexdigest()[:16]}"


class Progress:
    """The answers of a lesson: per puzzle, whether the learner's last committed reply was right (answering the
    same puzzle again, say in a re-run cell, replaces the earlier answer)."""

    def __init__(self) -> None:
        self._answers: dict[str, dict[str, Any]] = {}

    def record(self, puzzle: Puzzle, correct: bool) -> None:
        """Note the learner's answer to ``puzzle``: right or not."""
        key = puzzle_id(puzzle)
        self._answers.pop(key, None)  # the newest answer last
        self._answers[key] = {"id": key, "game": puzzle.game, "kind": puzzle.kind, "rule": puzzle.rule,
                              "correct": bool(correct)}

    def result(self, puzzle: Puzzle) -> bool | None:
        """Whether ``puzzle`` was answered right (None: not answered)."""
        answer = self._answers.get(puzzle_id(puzzle))
        return None if answer is None else answer["correct"]

    @property
    def answers(self) -> list[dict[str, Any]]:
        """Every answer, oldest first: id, game, kind, rule, correct."""
        return [dict(answer) for answer in self._answers.values()]

    @property
    def answered(self) -> int:
        return len(self._answers)

    @property
    def right(self) -> int:
        return sum(answer["correct"] for answer in self._answers.values())

    def missed_rules(self) -> list[str]:
        """The rule ids of the answers that were wrong, each once, in the order they were answered."""
        return list(dict.fromkeys(a["rule"] for a in self._answers.values() if not a["correct"]))

    def summary(self, lang: str = "en") -> str:
        """How many were right, and the rules of the wrong answers, worth going over again."""
        if not self._answers:
            return words.say("ui.exercises.summary_none", lang)
        said = words.say("ui.exercises.summary", lang, right=self.right, n=self.answered)
        missed = self.missed_rules()
        return f"{said}; {words.say('ui.exercises.go_over', lang, rules=', '.join(missed))}" if missed else said

    def __repr__(self) -> str:
        return f"<Progress: {self.right} of {self.answered} right>"

    # --- the file ------------------------------------------------------------------------------------------------

    def save(self, path: str | os.PathLike, *, lang: str = "en") -> Path:
        """Write the answers to the JSON file ``path`` (replacing an earlier progress file there, at once: a
        failed write leaves the old one whole). A file at ``path`` that is not a progress file is not
        overwritten: SaveFileError saying so."""
        path = _path(path, lang)
        if path.exists():
            try:
                Progress.load(path, lang=lang)
            except SaveFileError as error:
                raise SaveFileError(words.say("ui.exercises.file.other", lang, path=str(path),
                                              why=getattr(error, "why", str(error)))) from None
        text = json.dumps({"format": FORMAT, "version": VERSION, "answers": self.answers}, ensure_ascii=False,
                          indent=1)
        part = path.with_name(path.name + ".part")
        part.write_text(text + "\n", encoding="utf-8")
        os.replace(part, path)
        return path

    @classmethod
    def load(cls, path: str | os.PathLike, *, lang: str = "en") -> Progress:
        """The answers saved in ``path``; SaveFileError, saying what is wrong, for a missing or broken file (which
        is left as it is)."""
        path = _path(path, lang)
        if not path.is_file():
            raise SaveFileError(words.say("ui.exercises.file.missing", lang, path=str(path)))
        try:
            if path.stat().st_size > MAX_SIZE:
                raise _Broken("why.size", limit=MAX_SIZE // 1000)
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
                raise _Broken("why.json") from None
            progress = cls()
            progress._answers = {answer["id"]: answer for answer in _answers(data)}
            return progress
        except _Broken as broken:
            why = words.say(f"ui.exercises.{broken.key}", lang, **broken.values)
            error = SaveFileError(words.say("ui.exercises.file.broken", lang, path=str(path), why=why))
            error.why = why
            raise error from None


def _path(path: Any, lang: str) -> Path:
    if not isinstance(path, (str, os.PathLike)) or not str(path):
        raise RulesError(words.say("ui.exercises.bad.path", lang, value=excerpt(path, 30)))
    return Path(path)


class _Broken(Exception):
    """What is wrong with a progress file: a phrase and its values."""

    def __init__(self, key: str, **values: Any) -> None:
        super().__init__(key)
        self.key, self.values = key, values


def _answers(data: Any) -> list[dict[str, Any]]:
    """The answers of a progress file's data, each checked."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _Broken("why.kind")
    if data.get("version") != VERSION:
        raise _Broken("why.version", version=excerpt(data.get("version"), 20), known=VERSION)
    answers = data.get("answers")
    if not isinstance(answers, list):
        raise _Broken("why.kind")
    for number, answer in enumerate(answers, 1):
        if not (isinstance(answer, dict) and set(answer) == set(_FIELDS)
                and all(type(answer[key]) is kind for key, kind in _FIELDS.items()) and answer["kind"] in KINDS):
            raise _Broken("why.answer", n=number)
    return [{key: answer[key] for key in _FIELDS} for answer in answers]

"""The puzzles of a game in the scenario lab: a chooser of ``zhora_core.puzzles.bank(game)`` that builds the
chosen puzzle's position in a ``ScenarioBuilder`` and asks its question above it, so that the lab's legal actions,
its Explain box and its steps check the answer. The answer itself is not shown: the puzzle app and the teacher's
key have it.

>>> from widgets.scenario import ScenarioBuilder
>>> picker = PuzzlePicker(ScenarioBuilder(game="joe"))
>>> len(picker.chooser.options), picker.puzzle is None
(25, True)
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from zhora_core import games, puzzles, words

from .builder import ScenarioBuilder

__all__ = ["PuzzlePicker"]

#: The chooser and the question beside a projector-size builder (size="large"): its words' size.
_LARGE_STYLE = ("<style>.zl-scenario-puzzles-large { --jp-widgets-font-size: 20px; --jp-widgets-inline-height: 40px;"
                " font-size: 20px; }</style>")


class PuzzlePicker(w.VBox):
    """A chooser of the builder's game's puzzles (none chosen at first) and the chosen one's question, their words
    as big as the builder's."""

    def __init__(self, builder: ScenarioBuilder) -> None:
        super().__init__()
        if not isinstance(builder, ScenarioBuilder):
            raise TypeError(f"a PuzzlePicker works on a ScenarioBuilder, got {type(builder).__name__}")
        self.builder, lang = builder, builder.lang
        self._bank = puzzles.bank(builder.game)
        levels = {level: words.say(f"puzzles.level.{level}", lang) for level in puzzles.LEVELS}
        self.chooser = w.Dropdown(
            options=[(words.say("ui.scenario.puzzle_none", lang), -1)] + [
                (f"{n + 1} · {levels[p.level]} · {p.question(lang)}", n) for n, p in enumerate(self._bank)],
            value=-1, description=words.say("ui.scenario.puzzle", lang), layout=w.Layout(width="min(100%, 60em)"),
            style={"description_width": "initial"})
        self._style = _LARGE_STYLE if builder.size == "large" else ""
        self.question = w.HTML(self._style)
        self.add_class("zl-scenario-puzzles")
        self.add_class(f"zl-scenario-puzzles-{builder.size}")
        self.children = [self.chooser, self.question]
        self.chooser.observe(lambda change: self.choose(change["new"]), "value")

    @property
    def puzzle(self) -> puzzles.Puzzle | None:
        """The puzzle chosen, or None."""
        return self._bank[self.chooser.value] if self.chooser.value >= 0 else None

    def choose(self, number: int) -> None:
        """Build puzzle ``number`` (from 0; -1 for none) in the builder and ask its question."""
        self.chooser.value = number
        puzzle, lang = self.puzzle, self.builder.lang
        if puzzle is None:
            self.question.value = self._style
            return
        spec = games.spec(puzzle.game)
        keywords = {k: v for k, v in spec.position_keywords(puzzle.position).items() if k not in spec.counters}
        self.builder.set_position(**keywords)
        head = words.say("ui.scenario.puzzle_head", lang, n=number + 1, count=len(self._bank),
                         level=words.say(f"puzzles.level.{puzzle.level}", lang))
        choices = "".join(f"<li>{html.escape(_choice_text(choice, lang))}</li>" for choice in puzzle.choices)
        self.question.value = (f"{self._style}<b>{html.escape(head)}</b> {html.escape(puzzle.question(lang))}"
                               + (f"<ol start='0'>{choices}</ol>" if choices and puzzle.reply == "choice" else "")
                               + f"<div>{html.escape(words.say('ui.scenario.puzzle_check', lang))}</div>")


def _choice_text(choice: Any, lang: str) -> str:
    return choice.text(lang) if hasattr(choice, "text") else words.write(choice, lang)

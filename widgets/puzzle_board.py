"""The classroom puzzle board: one puzzle of a game's bank (``zhora_core.puzzles.bank``) at a time, large for a
projector. The position as the mover sees it, the question and its choices; **Show the answer** puts the answer,
the engine's explanation and the rule on the page (they are not there before); Previous and Next, the puzzle's
number and level, a game chooser and a level filter. A bank that cannot be made is said in words.

>>> board = PuzzleBoard("zhora")
>>> board.count.value, board.answer.value
('1 of 30 · easy', '')
>>> board.show.click(); "Rule" in board.answer.value
True
>>> board.level.value = "hard"; board.count.value
'1 of 10 · hard'
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from zhora_core import games, puzzles
from zhora_core.errors import ZhoraError
from zhora_core.puzzle_key import choice_texts, level_word, position_html
from zhora_core.words import check_lang, pick, say

from .common import error_text
from .page_title import PageTitle

__all__ = ["PuzzleBoard", "CARDS"]

#: The card height of the board's positions, in pixels (the page's style zooms them to the screen).
CARDS = 84

# The board's own style: under Voila (a projector), words of 20 px and more, the position beside the question,
# and the position zoomed so that the page fits the screen's height (1366×768 and 1920×1080).
_STYLE = """<style>
body[data-voila] .zl-puzzles { --jp-widgets-font-size: 22px; --jp-widgets-inline-height: 42px;
  --jp-widgets-inline-label-width: 6em; font-size: 22px; }
body[data-voila] .zl-puzzles .widget-button { width: max-content; padding: 0 1em; font-weight: 600; }
body[data-voila] .zl-pz-controls .widget-dropdown { width: 16em; }
.zl-pz-body { align-items: flex-start; gap: 16px; }
.zl-pz-controls { gap: 24px; }
.zl-pz-position { flex: 0 1 auto; min-width: 0; }
.zl-pz-side { flex: 1 1 30em; min-width: 18em; }
.zl-pz-side .widget-html, .zl-pz-side .widget-html-content { max-width: 100%; min-width: 0; line-height: 1.3; }
.zl-pz-buttons { align-items: center; flex-wrap: wrap; }
.zl-pz-count { color: #333; margin-left: 12px; }
.zl-pz-question { font-size: 1.3em; font-weight: 700; line-height: 1.3; }
.zl-pz-choices ol { margin: 4px 0; padding-left: 1.8em; }
.zl-pz-choices ol.zl-pz-short { columns: 3; padding-left: 2.2em; }
.zl-pz-answer dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 8px 0 0;
  box-sizing: border-box; padding: 8px 12px; background: #fff7d6; border: 2px solid #e0c060; border-radius: 8px; color: #222; }
.zl-pz-answer dt { font-weight: 700; }
.zl-pz-answer dd { margin: 0; }
.zl-pz-error { color: #8a1111; font-weight: 600; }
body[data-voila] .zl-pz-position { zoom: 0.85; }
body[data-voila] .zl-pz-side { font-size: 19px; }
@media (min-height: 1000px) {
  body[data-voila] .zl-pz-position { zoom: 1.45; }
  body[data-voila] .zl-pz-position .zl-pill, body[data-voila] .zl-pz-position .zl-trick b,
  body[data-voila] .zl-pz-position .zl-trick-card span { font-size: 1em !important; }
  body[data-voila] .zl-pz-choices ol.zl-pz-short { columns: 4; }
  body[data-voila] .zl-pz-side { font-size: 24px; }
}
</style>"""


class PuzzleBoard(w.VBox):
    """The puzzles of ``game`` in ``lang``, one at a time; ``refused`` is a game an address asked for and the board
    does not have (said once, above the puzzles). ``puzzles`` are the puzzles the level filter keeps, ``index``
    the one shown, ``revealed`` whether its answer is on the page."""

    def __init__(self, game: str = games.DEFAULT, lang: str = "en", *, refused: str = "") -> None:
        super().__init__()
        self.add_class("zl-puzzles")
        self.lang = check_lang(lang)
        game = games.spec(game).name  # an unknown game is refused, naming the games there are
        self.puzzles: tuple[puzzles.Puzzle, ...] = ()
        self.index, self.revealed, self._bank, self._refused = 0, False, (), refused
        self.chooser = w.Dropdown(options=[(pick(games.spec(name).title, lang), name) for name in games.names()],
                                  value=game, description=say("ui.puzzles.game", lang))
        self.chooser.add_class("zl-game-chooser")
        self.level = w.Dropdown(options=[(say("ui.puzzles.levels", lang), "")]
                                + [(level_word(level, lang), level) for level in puzzles.LEVELS],
                                value="", description=say("ui.puzzles.filter", lang))
        self.level.add_class("zl-pz-level")
        self.heading, self._tab = w.HTML(), PageTitle()
        self.count, self.question, self.choices, self.answer = w.HTML(), w.HTML(), w.HTML(), w.HTML()
        self.position = w.HTML()
        self.show, self.previous, self.next = (w.Button(description=say(f"ui.puzzles.{key}", lang))
                                               for key in ("show", "previous", "next"))
        for widget, name in ((self.count, "count"), (self.question, "question"), (self.choices, "choices"),
                             (self.answer, "answer"), (self.position, "position"), (self.show, "show"),
                             (self.previous, "previous"), (self.next, "next")):
            widget.add_class(f"zl-pz-{name}")
        self.show.on_click(lambda _: self.hide() if self.revealed else self.reveal())
        self.previous.on_click(lambda _: self.go(self.index - 1))
        self.next.on_click(lambda _: self.go(self.index + 1))
        controls = w.HBox([self.chooser, self.level])
        controls.add_class("zl-pz-controls")
        head = w.VBox([w.HBox([self.heading, controls]), self._tab])
        head.add_class("zl-room-head")
        buttons = w.HBox([self.previous, self.show, self.next, self.count])
        buttons.add_class("zl-pz-buttons")
        side = w.VBox([buttons, self.question, self.choices, self.answer])
        side.add_class("zl-pz-side")
        body = w.HBox([self.position, side])
        body.add_class("zl-pz-body")
        self.children = [w.HTML(_STYLE), head, body]
        self._start(game)
        self.chooser.observe(lambda change: self._start(change["new"]), "value")
        self.level.observe(lambda change: self._filter(change["new"]), "value")

    @property
    def game(self) -> str:
        return self.chooser.value

    @property
    def puzzle(self) -> puzzles.Puzzle | None:
        """The puzzle shown (None when the game's puzzles could not be made)."""
        return self.puzzles[self.index] if self.puzzles else None

    def _start(self, game: str) -> None:
        """Show the first puzzle of ``game`` that the level filter keeps."""
        title = pick(games.spec(game).title, self.lang)
        self._tab.text = say("ui.puzzles.title", self.lang, game=title)
        note = (say("ui.puzzles.no_game", self.lang, asked=self._refused, title=title) if self._refused else "")
        self._refused = ""  # said once, for the game the page opened on
        try:
            self._bank, problem = puzzles.bank(game), ""
        except ZhoraError as error:
            self._bank, problem = (), say("ui.puzzles.broken", self.lang, game=title, why=error_text(error, self.lang))
        notes = "".join(f"<div class='{kind}'>{html.escape(text)}</div>"
                        for kind, text in (("zl-pz-note", note), ("zl-pz-error", problem)) if text)
        self.heading.value = f"<h1>{html.escape(self._tab.text)}</h1>{notes}"
        self._filter(self.level.value)

    def _filter(self, level: str) -> None:
        self.puzzles = tuple(p for p in self._bank if level in ("", p.level))
        self.go(0)

    def go(self, index: int) -> None:
        """Show puzzle ``index`` of ``puzzles`` (kept within them), its answer hidden."""
        self.index = max(0, min(index, len(self.puzzles) - 1))
        self.revealed = False
        puzzle, lang = self.puzzle, self.lang
        self.previous.disabled = puzzle is None or self.index == 0
        self.next.disabled = puzzle is None or self.index == len(self.puzzles) - 1
        self.show.disabled = puzzle is None
        self.show.description = say("ui.puzzles.show", lang)
        self.answer.value = ""
        if puzzle is None:
            self.count.value = self.question.value = self.choices.value = self.position.value = ""
            return
        self.count.value = say("ui.puzzles.count", lang, n=self.index + 1, total=len(self.puzzles),
                               level=level_word(puzzle.level, lang))
        self.position.value = position_html(puzzle, lang, CARDS)
        self.question.value = html.escape(puzzle.question(lang))
        listed = "".join(f"<li>{html.escape(text)}</li>" for text in choice_texts(puzzle, lang))
        short = " class='zl-pz-short'" if puzzle.kind == "legal_set" else ""
        self.choices.value = f"<ol{short}>{listed}</ol>" if listed else ""

    def reveal(self) -> None:
        """Put the answer, the engine's explanation and the rule on the page."""
        puzzle = self.puzzle
        if puzzle is None:
            return
        rows: list[tuple[str, Any]] = [("answer", f"<b>{html.escape(puzzle.answer_text(self.lang))}</b>"),
                                       ("why", html.escape(puzzle.explanation(self.lang))), ("rule", puzzle.rule)]
        self.answer.value = "<dl>" + "".join(f"<dt>{html.escape(say(f'puzzle_key.{key}', self.lang))}</dt>"
                                             f"<dd>{value}</dd>" for key, value in rows) + "</dl>"
        self.revealed = True
        self.show.description = say("ui.puzzles.hide", self.lang)

    def hide(self) -> None:
        """Take the answer off the page again."""
        self.go(self.index)

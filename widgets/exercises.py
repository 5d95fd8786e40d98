"""Exercises that check the learner: predict, then reveal. An ``Exercise`` shows a position of any game, a question
about it (a puzzle of ``zhora_core.puzzles``) and the input its kind needs; the answer, the engine's explanation and
the rule are sent to the page only once the learner commits, and the inputs lock. ``Exercises`` is a lesson's set,
easy to hard, with a progress line; ``ask`` builds one exercise from a position.

>>> from zhora_core.zhora import position
>>> exercise = ask("next_seat", position(hands=["7♥ 9♠", "K♣ 10♦"], top="9♥", deck="6♦ 8♦"), "7♥")
>>> exercise.feedback is None
True
>>> exercise.commit(1).text()
'No: the answer is seat 0. Seat 0 plays 7♥; seat 1 must take 2 cards; seat 0 to move — Z-SEVEN'
>>> exercise.correct
False
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import ipywidgets as w

from zhora_core import games, puzzles as puzzles_module, words
from zhora_core.errors import RulesError, ZhoraError, excerpt
from zhora_core.puzzles import KINDS, LEVELS, Feedback, Puzzle
from zhora_core.render import table_html

from . import phrases  # noqa: F401  (registers the widgets' words, widgets/words.toml)
from .common import error_text, guarded, rule_title, show_alert, whole_rule_ids
from .progress import Progress

__all__ = ["Exercise", "Exercises", "ask"]

#: Per verdict: background, accent, icon (the words say it too: "Right:" / "No: …").
_LOOKS = {True: ("#e6f4ea", "#2b8a3e", "✓"), False: ("#fde8e8", "#c0392b", "✗")}
#: The questions about the round's end, whose answers count on every hand: their board shows every hand.
_EVERY_HAND = {"points", "winner"}
_CHECK = "#0b5cc4"  # the Check button: white words on it at 5.9:1
_STYLE = """<style>
.zl-exercise { border: 1px solid #c9c9c9; border-radius: 6px; padding: 6px 10px; margin: 6px 0; }
.zl-exercise .zl-exercise-choice { height: auto; min-height: var(--jp-widgets-inline-height, 28px);
  white-space: normal; text-align: left; line-height: 1.3; padding: 4px 8px; }
.zl-exercise .zl-chosen { outline: 3px solid #0b5cc4; outline-offset: 1px; font-weight: bold; }
.zl-exercise .zl-exercise-choice.zl-chosen { outline-offset: -3px; }  /* inside: the choices touch */
.zl-exercise-feedback { border-left: 6px solid; padding: 6px 10px; color: #1b1b1b; }
.zl-exercise { --jp-widgets-disabled-opacity: 1; }  /* locked inputs stay readable: greyed, not faded */
.zl-exercise .jupyter-button:disabled, .zl-exercise input:disabled { cursor: default; background-color: #f4f4f4;
  color: #3b3b3b; }
.zl-exercise .jupyter-button.mod-active:disabled { background-color: #c8c8c8; color: #1b1b1b; }
.zl-exercise .zl-exercise-check:disabled { background-color: #4a5d78 !important; }
.zl-exercise input::placeholder { color: #6b6b6b; opacity: 1; }
</style>"""


def _tick(change: dict) -> None:
    """A chosen toggle shows a tick, not only its pressed colour."""
    change["owner"].icon = "check" if change["new"] else ""


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


class Exercise(w.VBox):
    """One puzzle to answer: the position (the mover's view; every hand for a question about the round's end, whose
    answer counts them), the question and the input of its ``reply`` (Yes / No; a button per seat, worded by
    ``names``; a button per choice; a toggle per action and Check; a number box and Check). Committing a reply (a
    click, or ``commit``) locks the inputs and shows "Right: …" or "No: the answer is …", the engine's explanation
    and the rule; a reply the puzzle refuses is said in words and the exercise stays open. ``progress`` (a
    ``Progress``) records it."""

    def __init__(self, puzzle: Puzzle, *, lang: str = "en", names: Sequence[Any] | None = None,
                 progress: Progress | None = None) -> None:
        super().__init__()
        self.lang = lang = words.check_lang(lang)
        if not isinstance(puzzle, Puzzle):
            raise _refusal("puzzle", lang, "puzzle", puzzle)
        if progress is not None and not isinstance(progress, Progress):
            raise _refusal("progress", lang, "progress", progress)
        self.puzzle, self.progress = puzzle, progress
        # a fact about no one position has no seats to name
        self.names = None if puzzle.position is None else _checked_names(names, puzzle.position.rules.players, lang)
        self._feedback: Feedback | None = None
        self._banner_text = ""
        self._listeners: list[Callable[[Exercise], None]] = []
        self.add_class("zl-exercise")
        self._question = w.HTML()
        self._number = ""
        self._show_question()
        self._board = w.HTML(self._board_html())
        self._board.add_class("zl-exercise-board")
        self._chosen: dict[Any, w.Button] = {}
        self._inputs: list[w.DOMWidget] = []
        inputs = self._make_inputs()
        self._banner = w.HTML(layout=w.Layout(display="none"))
        self._result = w.HTML(layout=w.Layout(display="none"))
        self._result.add_class("zl-exercise-result")
        self.children = [self._question, self._board, inputs, self._banner, self._result]

    # --- what the learner sees -------------------------------------------------------------------------------

    @property
    def feedback(self) -> Feedback | None:
        """The feedback on the committed reply; None before."""
        return self._feedback

    @property
    def correct(self) -> bool | None:
        """Whether the committed reply was right; None before."""
        return None if self._feedback is None else self._feedback.correct

    @property
    def banner(self) -> str:
        """Why the last reply was not checked, or ''."""
        return self._banner_text

    def on_commit(self, callback: Callable[[Exercise], None]) -> None:
        """Call ``callback(exercise)`` once the learner commits."""
        self._listeners.append(callback)

    def commit(self, reply: Any) -> Feedback | None:
        """Answer as the inputs do: True / False, a seat, a choice's number, action texts, a number. Returns the
        feedback, or None (the reason shown) for a reply the puzzle refuses. Once answered, the answer stays."""
        if self._feedback is not None:
            return self._feedback
        try:
            feedback = self.puzzle.check(reply)
        except ZhoraError as error:
            self._refuse(error_text(error, self.lang))
            return None
        self._feedback = feedback
        for widget in self._inputs:
            widget.disabled = True
        chosen = self._chosen.get(feedback.reply)
        if chosen is not None:
            chosen.add_class("zl-chosen")
        self._show("")
        self._result.value = self._result_html(feedback)
        self._result.layout.display = None
        if self.progress is not None:
            self.progress.record(self.puzzle, feedback.correct)
        for callback in self._listeners:
            callback(self)
        return feedback

    def _numbered(self, number: int) -> None:
        self._number = f"{number}. "
        self._show_question()

    def _show_question(self) -> None:
        question = self.puzzle.question(self.lang, names=self.names)
        self._question.value = (f"{_STYLE}<div class='zl-exercise-question' style='font-size:1.1em'>"
                                f"<b>{html.escape(self._number + question)}</b></div>")

    def _labels(self) -> list[str]:
        return [words.say("puzzles.seat", self.lang, names=self.names, seat=words.Seat(seat))
                for seat in range(len(self.puzzle.position.hands))]

    def _board_html(self) -> str:
        state = self.puzzle.position
        if state is None:  # a fact about no one position (a running total)
            return ""
        seat = None if self.puzzle.kind in _EVERY_HAND else state.to_move
        table = games.spec(state).table
        draw = table_html if table is None else table.board
        return draw(state, lang=self.lang, seat=seat, names=self._labels())

    def _result_html(self, feedback: Feedback) -> str:
        background, accent, icon = _LOOKS[feedback.correct]
        lang, names, puzzle = self.lang, self.names, self.puzzle
        reply = puzzle.answer_text(lang, names=names, answer=feedback.reply)
        lines = [f"<b>{icon} {html.escape(feedback.text(lang, names=names))}</b>",
                 html.escape(words.say("ui.exercises.your_reply", lang, reply=reply))]
        title = rule_title(puzzle.rule, lang)
        if title is not None:
            lines.append(html.escape(words.say("ui.exercises.rule", lang, rule=puzzle.rule, title=title)))
        kind = "zl-right" if feedback.correct else "zl-wrong"
        return (f"<div role='status' class='zl-exercise-feedback {kind}' style='border-left-color:{accent};"
                f"background:{background}'>{'<br>'.join(whole_rule_ids(line) for line in lines)}</div>")

    # --- the inputs of each kind ---------------------------------------------------------------------------------

    def _make_inputs(self) -> w.Box:
        """The input of the puzzle's way of being answered (``Puzzle.reply``)."""
        puzzle, lang = self.puzzle, self.lang
        if puzzle.reply == "yes_no":
            return w.HBox([self._reply_button(words.say(f"ui.exercises.{key}", lang), value)
                           for key, value in (("yes", True), ("no", False))])
        if puzzle.reply == "seat":
            return w.HBox([self._reply_button(_capital(label), seat) for seat, label in enumerate(self._labels())],
                          layout=w.Layout(flex_flow="row wrap"))
        if puzzle.reply == "choice":
            buttons = [self._reply_button(choice.text(lang, names=self.names), number)
                       for number, choice in enumerate(puzzle.choices)]
            for button in buttons:
                button.add_class("zl-exercise-choice")
                button.layout.width = "100%"
            return w.VBox(buttons)
        if puzzle.reply == "actions":
            toggles = [w.ToggleButton(description=words.write(action, lang), value=False,
                                      layout=w.Layout(width="auto", min_width="3em"))
                       for action in puzzle.choices]
            for toggle in toggles:
                toggle.observe(_tick, names="value")
            self._inputs += toggles

            def send() -> list[str]:
                return [str(action) for action, toggle in zip(puzzle.choices, toggles) if toggle.value]
            return w.HBox([*toggles, self._check_button(send)], layout=w.Layout(flex_flow="row wrap"))
        box = w.Text(placeholder=words.say("ui.exercises.number", lang),
                     layout=w.Layout(width="22em", max_width="100%"))
        box.add_class("zl-exercise-number")
        self._inputs.append(box)
        return w.HBox([box, self._check_button(lambda: self._whole(box.value))])

    def _reply_button(self, text: str, reply: Any) -> w.Button:
        button = w.Button(description=text, tooltip=text, layout=w.Layout(width="auto"))
        button.add_class("zl-exercise-reply")
        button.on_click(guarded(None, lambda _: self.commit(reply), self._show_error))
        self._inputs.append(button)
        self._chosen[reply] = button
        return button

    def _check_button(self, reply: Callable[[], Any]) -> w.Button:
        button = w.Button(description=words.say("ui.exercises.check", self.lang))
        button.style.button_color, button.style.text_color = _CHECK, "#ffffff"
        button.add_class("zl-exercise-check")

        def check(_) -> None:
            value = reply()
            if value is not None:
                self.commit(value)

        button.on_click(guarded(None, check, self._show_error))
        self._inputs.append(button)
        return button

    def _whole(self, text: str) -> int | None:
        """The number typed, or None (the reason shown)."""
        text = text.strip().replace("−", "-")
        if not text:
            self._refuse(words.say("ui.exercises.bad.empty", self.lang))
            return None
        try:
            return int(text)
        except ValueError:
            self._refuse(words.say("ui.exercises.bad.whole", self.lang, text=text[:30]))
            return None

    def _refuse(self, why: str) -> None:
        """Say why a reply was not checked (the exercise stays open)."""
        self._show(words.say("ui.exercises.bad.reply", self.lang, why=why))

    def _show_error(self, error: Exception) -> None:
        self._show(error_text(error, self.lang))

    def _show(self, message: str) -> None:
        self._banner_text = message
        show_alert(self._banner, message)


class Exercises(w.VBox):
    """A lesson's exercises, easy to hard, one under another, under a ``title`` and a progress line ("2 of 5 right
    so far") that follows each answer; every answer is recorded in ``progress`` (a ``Progress``, shared by the
    lesson's sets; a new one by default)."""

    def __init__(self, puzzles: Iterable[Puzzle], *, title: str | None = None, lang: str = "en",
                 names: Sequence[Any] | None = None, progress: Progress | None = None) -> None:
        super().__init__()
        self.lang = lang = words.check_lang(lang)
        if isinstance(puzzles, (str, bytes, Puzzle)) or not isinstance(puzzles, Iterable):
            raise _refusal("puzzles", lang, "puzzles", puzzles)
        given = list(puzzles)
        if not given or not all(isinstance(p, Puzzle) for p in given):
            raise _refusal("puzzles", lang, "puzzles", given)
        if title is not None and not isinstance(title, str):
            raise _refusal("title", lang, "title", title)
        if progress is not None and not isinstance(progress, Progress):
            raise _refusal("progress", lang, "progress", progress)
        self.progress = Progress() if progress is None else progress
        ordered = sorted(given, key=lambda p: LEVELS.index(p.level))
        self.exercises = tuple(Exercise(p, lang=lang, names=names, progress=self.progress) for p in ordered)
        self._line = w.HTML()
        self._line.add_class("zl-exercises-progress")
        for number, exercise in enumerate(self.exercises, 1):
            exercise._numbered(number)
            exercise.on_commit(lambda _: self._show_progress())
        self._show_progress()
        head = [w.HTML(f"<h3>{html.escape(title)}</h3>")] if title else []
        self.add_class("zl-exercises")
        self.children = [*head, self._line, *self.exercises]

    @property
    def right(self) -> int:
        return sum(exercise.correct is True for exercise in self.exercises)

    @property
    def answered(self) -> int:
        return sum(exercise.feedback is not None for exercise in self.exercises)

    def __repr__(self) -> str:
        """How many questions the set asks (what a saved lesson keeps of it: ``tools/execute_notebooks.py``)."""
        return f"Exercises({len(self.exercises)} questions)"

    @property
    def progress_line(self) -> str:
        """The progress line as shown."""
        n, right, left = len(self.exercises), self.right, len(self.exercises) - self.answered
        if left == 0:
            return words.say("ui.exercises.done", self.lang, right=right, n=n)
        return words.say("ui.exercises.so_far", self.lang, right=right, n=n, left=left)

    def _show_progress(self) -> None:
        self._line.value = f"<div role='status' style='font-weight:bold'>{html.escape(self.progress_line)}</div>"


def ask(kind: str, state: Any, *args: Any, lang: str = "en", names: Sequence[Any] | None = None,
        progress: Progress | None = None) -> Exercise:
    """An exercise of a puzzle built now: ``ask("next_seat", state, "7♥")`` asks
    ``zhora_core.puzzles.next_seat(state, "7♥")`` (kinds: ``KINDS``; the builder's errors say what does not fit)."""
    if not isinstance(kind, str) or kind not in KINDS:
        raise _refusal("kind", words.check_lang(lang), "kind", kind, kinds=", ".join(KINDS))
    return Exercise(getattr(puzzles_module, kind)(state, *args), lang=lang, names=names, progress=progress)


def _refusal(key: str, lang: str, name: str, value: Any, **values: Any) -> RulesError:
    """The RulesError refusing the argument ``name=value``: the phrase ``ui.exercises.bad.<key>`` in ``lang``."""
    return RulesError(words.say(f"ui.exercises.bad.{key}", lang, name=name, value=excerpt(value, 30), **values))


def _checked_names(names: Sequence[Any] | None, players: int, lang: str) -> tuple[Any, ...] | None:
    """``names`` as a tuple, one per seat (a text, or ``words.YOU``), or None; else a refusal."""
    if names is None:
        return None
    if isinstance(names, (str, bytes)) or not isinstance(names, Sequence) or len(names) != players \
            or not all(isinstance(name, str) or name is words.YOU for name in names):
        raise _refusal("names", lang, "names", names, n=players)
    return tuple(names)

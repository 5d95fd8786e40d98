"""A round-scoring calculator: type the hands left and how the winner went out; see each step of the sum.

It serves a game whose module scores a round from the hands left, with ``score_round`` and ``score_lines`` (the
default game's, Zhora's: Z-POINTS … Z-QUEEN); without ``rules`` it is the default game's default reading.

>>> calculator = ScoreCalculator(lang="ru")
>>> calculator.points, calculator.children[1].value
((0, 56, 80), '<i>Оставшиеся карты (у каждого проигравшего)</i>')
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import ipywidgets as w

from zhora_core import games, words
from zhora_core.errors import RulesError

from . import phrases  # noqa: F401  (registers the widgets' words, widgets/words.toml)
from .common import alert_html, error_text, refusal

__all__ = ["ScoreCalculator"]


class ScoreCalculator(w.VBox):
    """Score a round: the winner is seat 0; each other seat's hand is typed as cards."""

    def __init__(self, *, hands=("9♠ Q♥ A♦", "J♥"), finish: str = "J♣ J♦", rules: Any = None,
                 lang: str = "en") -> None:
        super().__init__()
        self.add_class("zl-calculator")
        self.lang = words.check_lang(lang)
        self._check(finish, hands)
        if rules is None:
            rules = games.spec(games.DEFAULT).Rules()
        game = games.module(games.spec(rules).name)
        self._score_round = getattr(game, "score_round", None)
        self._score_lines = getattr(game, "score_lines", None)
        if self._score_round is None or self._score_lines is None:
            raise RulesError(f"ScoreCalculator needs a game that scores a round from the hands left (score_round, "
                            f"score_lines); {games.spec(rules).name} does not")
        self.rules = rules
        style = {"description_width": "initial"}
        self._finish = w.Text(value=finish, description=words.say("ui.calculator.finish", lang), style=style,
                              continuous_update=False)
        self._hands = [w.Text(value=h, description=words.say("ui.calculator.seat", lang, n=i + 1), style=style,
                              continuous_update=False) for i, h in enumerate(hands)]
        self._result = w.HTML()
        self._result.add_class("zl-calculator-result")
        for text in (self._finish, *self._hands):
            text.observe(lambda change: self.update(), names="value")
        self.children = [self._finish, w.HTML(f"<i>{words.say('ui.calculator.hands', lang)}</i>"), *self._hands,
                         self._result]
        self.points: tuple[int, ...] | None = None
        self.update()

    def set(self, *, finish: str | None = None, hands=None) -> None:
        """Fill the inputs (as a user would type them); RulesError in words for a value that is not text."""
        self._check("" if finish is None else finish, () if hands is None else hands)
        if finish is not None:
            self._finish.value = finish
        for text, value in zip(self._hands, hands or ()):
            text.value = value

    def _check(self, finish: Any, hands: Any) -> None:
        """RulesError unless ``finish`` is a text and ``hands`` a list of texts."""
        if not isinstance(finish, str):
            raise refusal("text", self.lang, "finish", finish)
        if isinstance(hands, str) or not isinstance(hands, Sequence) or not all(isinstance(h, str) for h in hands):
            raise refusal("texts", self.lang, "hands", hands)

    def update(self) -> None:
        hands = [""] + [t.value for t in self._hands]
        try:
            self.points = self._score_round(hands, 0, self._finish.value, rules=self.rules)
            lines = self._score_lines(hands, 0, self._finish.value, rules=self.rules, lang=self.lang)
        except Exception as error:  # shown in the widget, never raised into the notebook
            self._show_error(error)
            return
        rows = "".join(f"<tr><td>{line.seat}</td><td>{html.escape(line.text)}</td><td><b>{line.points}</b></td>"
                       f"<td>{line.rule}</td></tr>" for line in lines)
        self._result.value = f"<table>{rows}</table>"

    def _show_error(self, error: Exception) -> None:
        self.points = None
        self._result.value = alert_html(error_text(error, self.lang))

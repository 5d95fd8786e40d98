"""A round-scoring calculator: type the hands left and how the winner went out; see each step of the sum."""

from __future__ import annotations

import html

import ipywidgets as w

from zhora_core.errors import ZhoraError
from zhora_core.zhora import Rules, score_lines, score_round

from .common import alert_html, error_text

__all__ = ["ScoreCalculator"]

_LABELS = {
    "en": {"hands": "Hands left (one per loser)", "finish": "Winner went out with", "players": "Players",
           "points": "Points", "seat": "Seat"},
    "ru": {"hands": "Оставшиеся карты (у каждого проигравшего)", "finish": "Победитель вышел картами",
           "players": "Игроков", "points": "Очки", "seat": "Место"},
}


class ScoreCalculator(w.VBox):
    """Score a round (Z-POINTS … Z-QUEEN): the winner is seat 0; each other seat's hand is typed as cards."""

    def __init__(self, *, hands=("9♠ Q♥ A♦", "J♥"), finish: str = "J♣ J♦", rules: Rules = Rules(),
                 lang: str = "en") -> None:
        super().__init__()
        self.add_class("zl-calculator")
        self.rules, self.lang = rules, lang
        words = _LABELS[lang]
        style = {"description_width": "initial"}
        self._finish = w.Text(value=finish, description=words["finish"], style=style, continuous_update=False)
        self._hands = [w.Text(value=h, description=f"{words['seat']} {i + 1}", style=style,
                              continuous_update=False) for i, h in enumerate(hands)]
        self._result = w.HTML()
        self._result.add_class("zl-calculator-result")
        for text in (self._finish, *self._hands):
            text.observe(lambda change: self.update(), names="value")
        self.children = [self._finish, w.HTML(f"<i>{words['hands']}</i>"), *self._hands, self._result]
        self.points: tuple[int, ...] | None = None
        self.update()

    def set(self, *, finish: str | None = None, hands=None) -> None:
        """Fill the inputs (as a user would type them)."""
        if finish is not None:
            self._finish.value = finish
        for text, value in zip(self._hands, hands or ()):
            text.value = value

    def update(self) -> None:
        hands = [""] + [t.value for t in self._hands]
        try:
            self.points = score_round(hands, 0, self._finish.value, rules=self.rules)
            lines = score_lines(hands, 0, self._finish.value, rules=self.rules, lang=self.lang)
        except ZhoraError as error:
            self.points = None
            self._result.value = alert_html(error_text(error, self.lang))
            return
        rows = "".join(f"<tr><td>{line.seat}</td><td>{html.escape(line.text)}</td><td><b>{line.points}</b></td>"
                       f"<td>{line.rule}</td></tr>" for line in lines)
        self._result.value = f"<table>{rows}</table>"


"""The scenario lab page's header: its title and how to use the lab, naming the builder's own buttons (their
words are the builder's phrases, ``ui.scenario.*``), in the page's language.

>>> "<h1>Zhora: the scenario lab</h1>" in lab_heading("en"), "<b>Построить</b>" in lab_heading("ru")
(True, True)
"""

from __future__ import annotations

import html

import widgets.scenario  # noqa: F401  (the builder's words, ui.scenario.*)
from zhora_core.words import add, say

__all__ = ["lab_heading"]

add({
    "lab.title": ("Zhora: the scenario lab", "Жора: конструктор позиций"),
    "lab.intro": ("Type the hands and the top card, or click the cards on the grid, and press {build}: the lab lists "
                  "every legal action with the rule that allows it. Pick one and press {apply}; {back} takes it "
                  "back; {save} gives the position as a file to share; {open} plays it on.",
                  "Введите руки и верхнюю карту или нажмите на карты в сетке, затем нажмите {build}: появятся все "
                  "разрешённые ходы и правило каждого. Выберите ход и нажмите {apply}; {back} отменяет его; "
                  "{save} даёт позицию файлом; {open} продолжает игру."),
})


def lab_heading(lang: str = "en") -> str:
    """The page's title and its line of help, as HTML (the buttons' names in bold)."""
    buttons = {key: f"<b>{html.escape(say(f'ui.scenario.{key}', lang))}</b>"
               for key in ("build", "apply", "back", "save", "open")}
    return (f"<h1>{html.escape(say('lab.title', lang))}</h1>"
            f"<p style='font-size:20px;max-width:60em'>{say('lab.intro', lang, **buttons)}</p>")

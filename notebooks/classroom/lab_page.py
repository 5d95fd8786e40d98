"""The scenario lab's page: a header (a title naming the game, how to use the lab, a chooser of the games) above a
projector-size ``ScenarioBuilder`` of the chosen game. Choosing another game puts a builder of that game in its
place. The lab offers the play room's games (``page_deal.TABLE_GAMES``): a position it builds plays on at their
table ("Open in table"). The help names the builder's own buttons (their words are the builder's phrases,
``ui.scenario.*``), in the page's language.

>>> page = LabPage(PageGame("prsi", ""))
>>> page.builder.game, page.chooser.value, "<h1>Prší · the scenario lab</h1>" in page.heading.value
('prsi', 'prsi', True)
>>> page.chooser.value = "joker"
>>> page.builder.game, page.children[-1] is page.builder, 'data-game="joker"' in page.heading.value
('joker', True, True)
>>> "<b>Построить</b>" in lab_intro("ru"), "top card" in lab_intro("en")
(True, False)
"""

from __future__ import annotations

import html

import ipywidgets as w

import game_room  # noqa: F401  (the chooser's word, room.game, as the play room says it)
from page_deal import DEFAULT_GAME, TABLE_GAMES, PageGame
from widgets import ScenarioBuilder
from widgets.scenario import PuzzlePicker
from widgets.page_title import PageTitle
from zhora_core import games
from zhora_core.words import add, check_lang, pick, say

__all__ = ["LabPage", "lab_heading", "lab_intro"]

_NOTE_STYLE = "font-size: 14px; opacity: 0.75"  # as the play room's deal note

add({
    "lab.title": ("{game} · the scenario lab", "{game} · конструктор позиций"),
    "lab.intro": ("Fill in the position below, or click the cards on the grid, and press {build}: the lab lists "
                  "every legal action with the rule that allows it. Pick one and press {apply}; {back} takes it "
                  "back; {save} gives the position as a file to share; {open} plays it on.",
                  "Заполните позицию ниже или нажмите на карты в сетке, затем нажмите {build}: появятся все "
                  "разрешённые ходы и правило каждого. Выберите ход и нажмите {apply}; {back} отменяет его; "
                  "{save} даёт позицию файлом; {open} продолжает игру."),
    "lab.no_game": ("the address asked for the game “{asked}”, which the scenario lab does not have: here is {title}",
                    "адрес просил игру «{asked}», которой в конструкторе позиций нет: вот {title}"),
})


def lab_heading(game: PageGame | str = DEFAULT_GAME, lang: str = "en") -> str:
    """The page's title naming ``game``, what the address asked for and the lab does not have (``game.refused``),
    and the game as a hidden mark for scripts (``zl-page-game``), as HTML.

    >>> lab_heading("joker", "ru").split("</h1>")[0]
    '<h1>Джокер · конструктор позиций'
    >>> "“chess”, which the scenario lab does not have: here is Zhora" in lab_heading(PageGame("zhora", "chess"))
    True
    """
    game = game if isinstance(game, PageGame) else PageGame(game, "")
    title = pick(games.spec(game.name).title, lang)
    note = (f"<div class='zl-lab-note' style='{_NOTE_STYLE}'>"
            f"{html.escape(say('lab.no_game', lang, asked=game.refused, title=title))}</div>" if game.refused else "")
    mark = f'<span class="zl-page-game" data-game="{html.escape(game.name)}" hidden></span>'
    return f"<h1>{html.escape(say('lab.title', lang, game=title))}</h1>{note}{mark}"


def lab_intro(lang: str = "en") -> str:
    """How to use the lab, any game's, as HTML (the builder's buttons named in bold)."""
    buttons = {key: f"<b>{html.escape(say(f'ui.scenario.{key}', lang))}</b>"
               for key in ("build", "apply", "back", "save", "open")}
    return f"<p style='font-size:20px;max-width:60em'>{say('lab.intro', lang, **buttons)}</p>"


class LabPage(w.VBox):
    """The header, a chooser of the game's puzzles and a builder of ``game`` (its ``refused``, a game the address
    asked for, said once), in ``lang``; ``builder`` is the builder shown, ``puzzles`` the puzzle chooser, ``chooser``
    the game chooser, ``heading`` the title and ``intro`` the help."""

    def __init__(self, game: PageGame | str = DEFAULT_GAME, lang: str = "en") -> None:
        super().__init__()
        self.add_class("zl-lab")
        game = game if isinstance(game, PageGame) else PageGame(game, "")
        self.lang = lang = check_lang(lang)
        self.chooser = w.Dropdown(options=[(pick(games.spec(name).title, lang), name) for name in TABLE_GAMES],
                                  value=game.name, description=say("room.game", lang))
        self.chooser.add_class("zl-game-chooser")
        self.heading, self.intro, self._tab = w.HTML(), w.HTML(lab_intro(lang)), PageTitle()
        self._head = w.VBox([w.HBox([self.heading, self.chooser]), self.intro, self._tab])
        self._head.add_class("zl-room-head")  # the play room's header, as projector.css sets it
        self.builder: ScenarioBuilder | None = None
        self.puzzles: PuzzlePicker | None = None
        self._start(game)
        self.chooser.observe(lambda change: self._start(PageGame(change["new"], "")), "value")

    def _start(self, game: PageGame) -> None:
        self.heading.value = lab_heading(game, self.lang)
        self._tab.text = say("lab.title", self.lang, game=pick(games.spec(game.name).title, self.lang))
        self.builder = ScenarioBuilder(game=game.name, lang=self.lang, size="large", show_code=False)
        self.puzzles = PuzzlePicker(self.builder)
        self.children = [self._head, self.puzzles, self.builder]

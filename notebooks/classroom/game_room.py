"""The play room's page: its header (title, the deal, a chooser of the games that have a play table) above a
classroom ``Table`` of the chosen game. Choosing another game starts a new table of it on the page's deal.

The room keeps its game in the browser (``widgets.browser_store``), under the game and the page's deal
(``page_deal.deal_key``), after every move; when a page shows it, it goes on with the game the browser kept, so
a reloaded page shows the same game at the same moment. A kept game that does not load leaves the page's deal,
with a one-line note saying why.

>>> room = PlayRoom(Deal(118, False, ""), PageGame("zhora", ""), delay=0)  # bots answer at once, here
>>> room.table.controller.rules.players, room.chooser.value
(3, 'zhora')
>>> room.chooser.value = "prsi"
>>> type(room.table.controller.rules).game, room.table.controller.seed
('prsi', 118)
"""

from __future__ import annotations

import html

import ipywidgets as w

from page_deal import TABLE_GAMES, Deal, PageGame, deal_note
from widgets import Table
from widgets.browser_store import BrowserStore
from widgets.page_title import PageTitle
from widgets.common import error_text
from zhora_core import games, saving
from zhora_core.errors import ZhoraError
from zhora_core.words import add, check_lang, pick, say

__all__ = ["PlayRoom", "PLAYERS", "DELAY"]

#: The room's table sizes where they differ from the game's default reading: Zhora's demo deal is for three.
PLAYERS = {"zhora": 3}
#: The seconds between two bots' steps at the room's table.
DELAY = 0.5

add({
    "room.game": ("Game", "Игра"),
    "room.title": ("{game} · the play room", "{game} · игровая комната"),
    "room.intro": ("The log names the rule of every move.", "В журнале у каждого хода — его правило."),
    "room.restored": ("This browser kept your game on this page: here it is again, where you left it.",
                      "Этот браузер сохранил вашу игру на этой странице: вот она снова, там, где вы остановились."),
    "room.not_kept": ("This browser cannot keep your game (its storage is off or full): the Save and load panel "
                      "keeps it in a file.",
                      "Этот браузер не может сохранить вашу игру (его хранилище выключено или заполнено): сохраните её "
                      "в файл на панели «Сохранить и загрузить»."),
    "room.not_restored": ("The game this browser kept could not be restored ({why}): here is the page's deal.",
                          "Игру, сохранённую этим браузером, восстановить не удалось ({why}): вот раздача страницы."),
})


class PlayRoom(w.VBox):
    """The header and the table of the game ``game`` on ``deal``, in ``lang``; ``table`` is the table shown. The bots
    answer one step each ``delay`` seconds (``DELAY``, so that a class sees each move; tests pass 0). The browser
    keeps the game under ``deal_key`` (by default the deal's seed); ``note`` says whether a kept game came back."""

    def __init__(self, deal: Deal, game: PageGame, lang: str = "en", *, delay: float = DELAY,
                 deal_key: str | None = None) -> None:
        super().__init__()
        self.add_class("zl-room")
        self.deal, self.lang, self._refused, self.delay = deal, check_lang(lang), game.refused, delay
        self.deal_key = str(deal.seed) if deal_key is None else deal_key
        self.store = BrowserStore(self._restore, self._not_kept)
        self._kept = False  # the browser has told what it keeps under the store's key: moves may be kept
        self.note = ""
        self.chooser = w.Dropdown(options=[(pick(games.spec(name).title, lang), name) for name in TABLE_GAMES],
                                  value=game.name, description=say("room.game", lang))
        self.chooser.add_class("zl-game-chooser")
        self._title = w.HTML()
        self._intro = w.HTML()
        self._tab = PageTitle()
        head = w.VBox([w.HBox([self._title, self.chooser]), self._intro, self._tab])
        head.add_class("zl-room-head")
        self._head = head
        self.table: Table | None = None
        self._start(game.name)
        self.chooser.observe(lambda change: self._start(change["new"]), "value")

    def _start(self, name: str) -> None:
        spec = games.spec(name)
        players = PLAYERS.get(name)
        rules = spec.Rules(players=players) if players else spec.Rules()
        self.table = Table(rules, seed=self.deal.seed, layout="classroom", show_rules=True, delay=self.delay,
                           lang=self.lang)
        refused, self._refused = self._refused, ""  # an address's unknown game is said once, at the start
        self._game, self.note, self._kept = PageGame(name, refused), "", False
        self._show_title(self.deal)
        intro = f"{say(spec.table.intro, self.lang)} {say('room.intro', self.lang)}"
        self._intro.value = f"<p>{html.escape(intro)}</p>"
        self.table.controller.observe(self._keep, names="state")
        self.children = [self._head, self.store, self.table]
        self.store.key = f"zhora-lab.play-room.{name}.{self.deal_key}"

    def _show_title(self, deal: Deal) -> None:
        note = f"<div class='zl-restore-note'>{html.escape(self.note)}</div>" if self.note else ""
        title = say("room.title", self.lang, game=pick(games.spec(self._game.name).title, self.lang))
        self._tab.text = title
        self._title.value = f"<h1>{html.escape(title)}</h1>{deal_note(deal, self.lang, self._game)}{note}"

    def _keep(self, change=None) -> None:
        """Keep the table's game in the browser (once the browser has told what it kept)."""
        if self._kept and (change is None or change.owner is self.table.controller):
            self.store.value = saving.save(self.table.controller.game)

    def _not_kept(self, _reason: str) -> None:
        """Say that the browser could not keep the game (its storage off or full), once."""
        note = say("room.not_kept", self.lang)
        if self.note != note:
            self.note = note
            self._show_title(self.deal._replace(seed=self.table.controller.seed, refused=""))

    def _restore(self, stored: str | None) -> None:
        """Go on with the game the browser kept for this page, if any and it loads; then keep every move."""
        if stored is not None and not self._kept:
            try:
                self.table.save_panel.load(stored)
            except ZhoraError as error:
                self.note = say("room.not_restored", self.lang, why=error_text(error, self.lang))
                self._show_title(self.deal)
            else:
                self.note = say("room.restored", self.lang)
                self._show_title(self.deal._replace(seed=self.table.controller.seed, refused=""))
        self._kept = True
        self._keep()

"""The play room's page: its header (title, the deal, a chooser of the games that have a play table) above a
classroom ``Table`` of the chosen game. Choosing another game starts a new table of it on the page's deal.

>>> room = PlayRoom(Deal(118, False, ""), PageGame("zhora", ""), delay=0)  # bots answer at once, here
>>> room.table.controller.rules.players, room.chooser.value
(3, 'zhora')
>>> room.chooser.value = "prsi"
>>> type(room.table.controller.rules).game, room.table.controller.seed
('prsi', 118)
"""

from __future__ import annotations

import ipywidgets as w

from page_deal import TABLE_GAMES, Deal, PageGame, deal_note
from widgets import Table
from zhora_core import games
from zhora_core.words import add, check_lang, pick, say

__all__ = ["PlayRoom", "PLAYERS", "DELAY"]

#: The room's table sizes where they differ from the game's default reading: Zhora's demo deal is for three.
PLAYERS = {"zhora": 3}
#: The seconds between two bots' steps at the room's table.
DELAY = 0.5

add({
    "room.game": ("Game", "Игра"),
    "room.title": ("Zhora · the play room", "Жора · игровая комната"),
    "room.intro": ("Click a highlighted card to play it; a jack asks for a suit. The log names the rule of every "
                   "move; the Rules panel changes the rules for the next game (New game).",
                   "Нажмите на подсвеченную карту, чтобы сыграть её; валет спросит масть. В журнале у каждого хода — "
                   "его правило; панель «Правила» меняет правила следующей игры («Новая игра»)."),
})


class PlayRoom(w.VBox):
    """The header and the table of the game ``game`` on ``deal``, in ``lang``; ``table`` is the table shown. The bots
    answer one step each ``delay`` seconds (``DELAY``, so that a class sees each move; tests pass 0)."""

    def __init__(self, deal: Deal, game: PageGame, lang: str = "en", *, delay: float = DELAY) -> None:
        super().__init__()
        self.add_class("zl-room")
        self.deal, self.lang, self._refused, self.delay = deal, check_lang(lang), game.refused, delay
        self.chooser = w.Dropdown(options=[(pick(games.spec(name).title, lang), name) for name in TABLE_GAMES],
                                  value=game.name, description=say("room.game", lang))
        self.chooser.add_class("zl-game-chooser")
        self._title = w.HTML()
        self._intro = w.HTML(f"<p>{say('room.intro', lang)}</p>")
        head = w.VBox([w.HBox([self._title, self.chooser]), self._intro])
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
        self._title.value = (f"<h1>{say('room.title', self.lang)}</h1>"
                             f"{deal_note(self.deal, self.lang, PageGame(name, refused))}")
        self.children = [self._head, self.table]

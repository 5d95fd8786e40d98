"""The play table's Save and load panel: a download link that holds the whole game (``zhora_core.saving.save``,
refreshed after every move while the panel is open) and a box to paste a saved game's text into and load it.

A file of another game, or one that holds a position rather than a whole game, is refused in words (open a table
of that game, or the scenario builder): the table keeps its game, its buttons and its rule switches, so a file
never changes the game under a student's hands. A bad file is refused with the ``SaveFileError``'s words; the
table stays as it was.
"""

from __future__ import annotations

import html
from collections.abc import Callable

import ipywidgets as w

from zhora_core import games, saving, words
from zhora_core.errors import SaveFileError, ZhoraError

from . import phrases  # noqa: F401  (registers the widgets' words, widgets/words.toml)
from .common import alert_html, data_uri, error_text
from .controller import TableController

__all__ = ["SavePanel"]


class SavePanel(w.VBox):
    """Save the ``controller``'s whole game to a file, or load one pasted into the box (``load_text``);
    ``on_load(message)`` is called after a game is loaded, with what the panel said of it ("" when ``load`` loaded
    it silently)."""

    def __init__(self, controller: TableController, *, lang: str = "en",
                 on_load: Callable[[str], None] | None = None) -> None:
        super().__init__()
        self.add_class("zl-save-panel")
        self.controller, self.lang, self._on_load = controller, words.check_lang(lang), on_load
        self._link = w.HTML()
        self._link.add_class("zl-save-link")
        self.paste = w.Textarea(placeholder=words.say("ui.save.paste", lang),
                                layout=w.Layout(width="auto", max_width="40em", height="6em"))
        self.paste.add_class("zl-save-paste")
        self._load = w.Button(description=words.say("ui.save.load", lang), icon="upload")
        self._load.add_class("zl-save-load")
        self._load.on_click(lambda _: self.load_text(self.paste.value))
        self._message = w.HTML()
        self._message.add_class("zl-save-message")
        self.message = ""
        self.children = [self._link, self.paste, self._load, self._message]
        self.shown = False
        """Whether the panel is open: only then is the link rebuilt after every move (a whole game saved and
        encoded per move is work nobody sees while the panel is closed)."""
        controller.observe(lambda change: self._refresh() if self.shown else None, names="state")
        self._refresh()

    def show(self, shown: bool) -> None:
        """The panel opened (its link brought up to date, and kept so after every move) or closed."""
        self.shown = shown
        if shown:
            self._refresh()

    @property
    def text(self) -> str:
        """The save file the link offers now: ``save(controller.game)``."""
        return saving.save(self.controller.game)

    @property
    def file_name(self) -> str:
        return f"zhora-lab-{games.spec(self.controller.rules).name}.json"

    def load_text(self, text: str) -> bool:
        """Load a saved whole game of the table's game and go on with it; False (said in words, the table
        unchanged) for an empty box, a bad file, another game or a position."""
        if not text.strip():
            self._say(words.say("ui.save.empty", self.lang), "error")
            return False
        try:
            self.controller.load_game(saving.load(text))
        except SaveFileError as error:  # the file's fault, said by the engine in English: in the reader's words
            self._say(words.say("ui.save.refused", self.lang, why=error_text(error, self.lang)), "error")
            return False
        except ZhoraError as error:  # the table's own refusal (another game, a position), already in its language
            self._say(words.say("ui.save.refused", self.lang, why=str(error)), "error")
            return False
        self._say(words.say("ui.save.loaded", self.lang, **self._counts()), "info")
        self._loaded(self.message)
        return True

    def load(self, text: str) -> None:
        """Load a saved whole game of the table's game and go on with it, saying nothing; raises ZhoraError in
        words (the table unchanged) for a bad file, another game or a position."""
        self.controller.load_game(saving.load(text))
        self._loaded("")

    def _loaded(self, message: str) -> None:
        if self._on_load is not None:
            self._on_load(message)

    def _counts(self) -> dict[str, object]:
        """The game's rounds so far (the running one too), in the game's word for a round, and its moves."""
        game = self.controller.game
        running = game.state.outcome is None
        moves = sum(len(record.actions) for record in game.rounds) + (len(game.actions) if running else 0)
        rounds = self.controller.round_phrase("count", n=len(game.rounds) + running)
        return {"rounds": rounds, "moves": moves}

    def _refresh(self) -> None:
        label = html.escape(words.say("ui.save.download", self.lang))
        holds = html.escape(words.say("ui.save.holds", self.lang, **self._counts()))
        self._link.value = (f"<a class='zl-save-download' download='{self.file_name}' "
                            f"href='{data_uri(self.text, 'application/json')}'>⬇ {label}</a> "
                            f"<span class='zl-save-holds' style='color:#666'>{holds}</span>")

    def _say(self, text: str, kind: str) -> None:
        self.message = text
        self._message.value = alert_html(text, kind) if text else ""

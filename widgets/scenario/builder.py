"""The scenario builder itself: the form (``form``), the grid of cards (``grid``) and the pictures (``view``) put
together, with the buttons that build a position, step through actions and back, explain an action, save and
load the scenario and open it in the play table."""

from __future__ import annotations

import html
import inspect
import json
from functools import partial
from types import MappingProxyType
from typing import Any

import ipywidgets as w

from zhora_core import games, saving, words
from zhora_core.cards import Card, parse_card
from zhora_core.errors import PositionError, RulesError, ZhoraError, excerpt
from zhora_core.protocol import Verdict
from zhora_core.render import SIZES

from ..analysis_panel import AnalysisPanel
from ..common import data_uri, error_text, flag, guarded, plain_text, show_alert
from .form import CARD_KINDS, ScenarioForm, is_seat
from .grid import CardGrid, card_key
from .phrases import say
from .view import ScenarioView

__all__ = ["ScenarioBuilder"]

_LARGE_STYLE = """<style>
.zl-scenario-large { --jp-widgets-font-size: 20px; --jp-widgets-inline-height: 40px; font-size: 20px; }
.zl-scenario-large .zl-scenario-card { font-size: 22px; }
</style>"""


class ScenarioBuilder(w.VBox):
    """Type a position of ``game`` (a name of ``zhora_core.games``; by default the game of ``rules``, else the
    default game), build it, step through legal actions, explain any action, save and load it.

    The public methods do what the buttons do and report engine errors in the banner (they return None then,
    never raise a ZhoraError): ``build()``, ``apply_action(text)``, ``explain_action(text)``, ``back()``,
    ``set_position(**fields)``, ``save_text()``, ``load_text(text)``, ``open_table()``, ``click_card(card)``.
    """

    def __init__(self, *, game: str | None = None, lang: str = "en", rules: Any = None, show_code: bool = True,
                 size: str = "normal") -> None:
        super().__init__()
        self._lang = lang = words.check_lang(lang)
        if game is None:
            game = games.DEFAULT if rules is None else games.spec(rules).name
        if not isinstance(game, str):
            raise RulesError(f"game must be a game's name ({', '.join(games.names())}), got {excerpt(game, 30)}")
        self._spec = spec = games.spec(game)
        if rules is not None and not isinstance(rules, spec.Rules):
            raise RulesError(f"rules must be a {spec.name} Rules(...) or None, got {excerpt(rules, 40)} (pass game= "
                             "for another game)")
        if not isinstance(size, str) or size not in SIZES:
            raise RulesError(f"size must be one of {', '.join(map(repr, SIZES))}, got {excerpt(size, 30)}")
        self._show_code, self._size = flag(show_code, "show_code", lang), size
        self._rules = rules if rules is not None else spec.Rules()
        self._view = ScenarioView(spec, lang, size, self._show_code)
        self._resumes = callable(getattr(spec.match, "from_position", None))
        """Whether the play table can go on from a built position (the game's match starts from one)."""
        self._start = None
        self._states: list[Any] = []
        self._actions: list[Any] = []

        self._out = w.Output()
        self._banner = w.HTML()
        self._banner_text = ""
        # --- the form: the number of players, then one input per field (per seat: one per seat)
        self._form = form = ScenarioForm(spec, self._rules.players, lang)
        self._players = form.players
        self._build = w.Button(description=say("build", lang), button_style="primary", icon="check")
        # --- the grid of the game's pack: a click puts a card in the chosen place (or takes it out)
        self._grid = CardGrid(spec, form, lang)
        # --- the position, its actions, and the explain box
        self._position = w.HTML()
        self._legal = w.HTML()
        self._choice = w.Dropdown(options=[], layout=w.Layout(width="14em"))
        self._apply = w.Button(description=say("apply", lang), icon="play")
        self._back = w.Button(description=say("back", lang), icon="step-backward")
        self._ask = w.Text(description=say("explain_box", lang), style=form.style(), layout=form.width(16))
        self._explain = w.Button(description=say("explain", lang), icon="question")
        self._verdict = w.HTML()
        self._events = w.HTML()
        self._scoring = w.HTML()
        self.analysis_panel = AnalysisPanel(lang=lang, label=self._view.label)
        """Each legal action's value under both evaluators, for the seat to move (``widgets.analysis_panel``)."""
        # --- saving, loading, the play table
        self._save = w.Button(description=say("save", lang), icon="save")
        self._load = w.Button(description=say("load", lang), icon="folder-open")
        self._upload = w.FileUpload(accept=".json,application/json", multiple=False, description=say("upload", lang))
        self._link = w.HTML()
        self._json = w.Textarea(placeholder=say("json", lang), layout=w.Layout(width="48em", height="8em"))
        self._open = w.Button(description=say("open", lang), icon="table", layout=w.Layout(width="auto"))
        self._table_box = w.Box()

        for name, part in self._named_parts().items():
            part.add_class(f"zl-scenario-{name}")
        self._banner.add_class("zl-banner")
        self.add_class("zl-scenario")
        self.add_class(f"zl-scenario-{size}")
        style = _LARGE_STYLE if size == "large" else ""
        title = say("title", lang, game=words.pick(spec.title, lang))
        self.children = [
            w.HTML(f"{style}<b>{html.escape(title)}</b>"),
            self._players, *(box for boxes in form.inputs.values() for box in boxes),
            self._grid, self._build, self._banner, self._position, self._legal,
            w.HBox([self._choice, self._apply, self._back]), w.HBox([self._ask, self._explain]), self._verdict,
            self._events, self._scoring, self.analysis_panel,
            w.HBox([self._save, self._load, self._upload, self._link], layout=w.Layout(align_items="center")),
            self._json, self._open, self._table_box, self._out,
        ]

        self._show_seats(self._rules.players)
        self._say(None)
        self._show()
        guard = partial(guarded, self._out, on_error=self._say)
        for field in spec.fields:
            for box in form.inputs[field.name] if field.kind in CARD_KINDS else ():
                box.observe(lambda _change: self._grid.show(), names="value")
        self._grid.target.observe(lambda _change: self._grid.show(), names="value")
        for card, button in self._grid.cards.items():
            button.on_click(guard(partial(lambda card, _b: self.click_card(card), card)))
        self._players.observe(guard(lambda change: self._show_seats(change.new)), names="value")
        self._build.on_click(guard(lambda _b: self.build()))
        self._apply.on_click(guard(lambda _b: self._apply_chosen()))
        self._back.on_click(guard(lambda _b: self.back()))
        self._explain.on_click(guard(lambda _b: self.explain_action(self._ask.value)))
        self._save.on_click(guard(lambda _b: self.save_text()))
        self._load.on_click(guard(lambda _b: self.load_text(self._json.value)))
        self._upload.observe(guard(self._on_upload), names="value")
        self._open.on_click(guard(lambda _b: self.open_table()))

    # --- public ------------------------------------------------------------------------------------------------

    @property
    def game(self) -> str:
        """The name of the game the builder is for."""
        return self._spec.name

    @property
    def lang(self) -> str:
        return self._lang

    @property
    def size(self) -> str:
        """The size of the board's cards, the seat labels and the result ("large" for a projector)."""
        return self._size

    @property
    def show_code(self) -> bool:
        """Whether the position is also shown as its ``position(...)`` code (JupyterLab lessons, not the apps)."""
        return self._show_code

    @property
    def state(self):
        """The current state (after the actions applied so far), or None before a position is built."""
        return self._states[-1] if self._states else None

    @property
    def start(self):
        """The position as built (or loaded), before any action."""
        return self._start

    @property
    def actions(self) -> tuple:
        """The actions applied from ``start`` to ``state``."""
        return tuple(self._actions)

    @property
    def rules(self):
        """The rules a built position uses (the players control sets ``players``)."""
        return self._rules.replace(players=self._players.value)

    @property
    def banner(self) -> str:
        """The message shown in the banner ('' when there is none)."""
        return self._banner_text

    @property
    def table(self) -> w.Widget | None:
        """The play table opened with "Open in table", or None."""
        return self._table_box.children[0] if self._table_box.children else None

    @property
    def form(self) -> ScenarioForm:
        """The form's inputs, their reading (``form.values()``) and filling."""
        return self._form

    @property
    def text(self) -> str:
        """What the widget shows about the position, as plain text: banner, position, legal actions with their
        verdicts, the explained action, the events of the last step and the scoring."""
        parts = [self._banner.value, self._position.value, self._legal.value, self._verdict.value,
                 self._events.value, self._scoring.value]
        return " ".join(p for p in (plain_text(x) for x in parts) if p)

    @property
    def parts(self) -> MappingProxyType:
        """The widget's named parts (for tests and notebooks); each has the CSS class ``zl-scenario-<name>``."""
        return MappingProxyType(self._named_parts())

    def build(self):
        """Build the position typed in the form (validated by the game's ``position``); errors go to the banner,
        and a refused form leaves nothing shown as built."""
        state = self._attempt(lambda: self._spec.position(**self._form.values(), rules=self.rules))
        self._start, self._states, self._actions = (None, [], []) if state is None else (state, [state], [])
        self._table_box.children = ()
        self._verdict.value = ""
        self._show()
        if state is not None:
            message = (say("built_over", self._lang) if state.to_move is None or state.outcome is not None
                       else say("built", self._lang, seat=state.to_move))
            self._say(message, error=False)
        return state

    def set_position(self, *args: Any, **fields: Any):
        """Fill the form (what the game's ``position`` takes, cards as text or cards; the inputs not given are
        emptied) and build. A value of a kind its input cannot show (``top=42``, a phase that is not one) is named
        in the banner, the builder unchanged. What the form cannot hold (a number of seats the rules do not allow,
        a seat out of range, a keyword it has no input for) goes to the game's ``position`` as it is, so the
        banner shows the engine's own refusal."""
        try:
            fields = dict(inspect.signature(self._spec.position).bind_partial(*args, **fields).arguments)
        except TypeError as error:
            self._say(PositionError(f"set_position: {error}"))
            return None
        by_name = {field.name: field for field in self._spec.fields}
        unfit = next((name for name, value in fields.items()
                      if name in by_name and not self._form.holds(by_name[name], value)), None)
        if unfit is not None:
            field = by_name[unfit]
            what = say(f"bad.{'per_seat' if field.per_seat else field.kind}", self._lang,
                       choices=", ".join(map(repr, field.choices)))
            self._say(say("bad.value", self._lang, field=unfit, value=excerpt(fields[unfit], 30), what=what))
            return None
        per_seat = [len(fields[f.name]) for f in self._spec.fields if f.per_seat and isinstance(
            fields.get(f.name), (list, tuple))]
        players = per_seat[0] if per_seat else self._players.value
        fits = (players in self._spec.player_counts and set(fields) <= set(by_name)
                and all(isinstance(fields[f.name], (list, tuple)) and len(fields[f.name]) == players
                        for f in self._spec.fields if f.per_seat and fields.get(f.name) is not None)
                and all(value is None or is_seat(value, players) for name, value in fields.items()
                        if by_name.get(name) is not None and by_name[name].kind == "seat"))
        if not fits:
            state = self._attempt(lambda: self._game_position(fields))
            return None if state is None else self._adopt(state, [], "built_over")
        self._players.value = players
        if self._attempt(lambda: self._form.fill(fields, clear=True)) is None:
            return None
        return self.build()

    def apply_action(self, text: Any):
        """Play an action (in the game's notation: ``'J♣ J♦'``, ``'Q♠>♥'``, ``'draw'``…) in the current state."""
        state = self.state
        if state is None:
            self._say(say("no_position", self._lang))
            return None
        new = self._attempt(lambda: self._spec.apply(state, text))
        if new is None:
            return None
        self._states.append(new)
        self._actions.append(self._spec.parse_action(text))
        self._verdict.value = ""
        self._show()
        self._say(say("applied", self._lang, action=self._view.label(self._actions[-1])), error=False)
        return new

    def explain_action(self, text: Any) -> Verdict | None:
        """The engine's verdict on an action in the current state, legal or not, shown with its rule id."""
        if self.state is None:
            self._say(say("no_position", self._lang))
            return None
        if isinstance(text, str) and not text.strip():
            self._say(say("no_text", self._lang))
            return None
        state = self.state
        verdict = self._attempt(lambda: self._spec.explain(state, self._spec.parse_action(text)))
        if verdict is None:
            self._verdict.value = ""
            return None
        self._verdict.value = self._view.explained(self._spec.parse_action(text), verdict)
        self._say(None)
        return verdict

    def back(self):
        """Take back the last action applied."""
        if not self._actions:
            self._say(say("nothing_to_undo", self._lang))
            return None
        self._states.pop()
        action = self._actions.pop()
        self._verdict.value = ""
        self._show()
        self._say(say("undone", self._lang, action=self._view.label(action)), error=False)
        return self.state

    def save_text(self) -> str | None:
        """The JSON of ``zhora_core.saving.save(start, actions=...)``, also put in the text area and offered as a
        download."""
        if self._start is None:
            self._say(say("no_position", self._lang))
            return None
        text = self._attempt(lambda: saving.save(self._start, actions=self._actions))
        if text is None:
            return None
        self._json.value = text
        self._link.value = (f"<a download='{self._spec.name}-scenario.json' "
                            f"href='{data_uri(text, 'application/json')}' "
                            f"target='_blank'>⬇ {html.escape(say('download', self._lang))}</a>")
        self._say(say("saved", self._lang, n=len(self._actions)), error=False)
        return text

    def load_text(self, text: str):
        """Load a saved scenario of the builder's game (``load`` replays and checks it); the form shows its start
        position."""
        self._json.value = text if isinstance(text, str) else ""
        loaded = self._attempt(lambda: saving.load(text))
        if loaded is None:
            return None
        spec = games.spec(loaded)
        if not hasattr(loaded, "view"):
            self._say(say("game_file", self._lang))
            return None
        if spec.name != self._spec.name:
            self._say(say("other_game", self._lang, other=words.pick(spec.title, self._lang),
                          game=words.pick(self._spec.title, self._lang)))
            return None
        # ``load`` gives the state after the actions; the start is the same file with no actions.
        data = json.loads(text)
        start = self._attempt(lambda: saving.load(json.dumps({**data, "actions": []})))
        if start is None:  # pragma: no cover - the full file loaded, so its start does too
            return None
        return self._adopt(start, [spec.parse_action(a) for a in data["actions"]], "loaded")

    def open_table(self) -> w.Widget | None:
        """Open the current state in the play table (``widgets.table.Table.from_state``), below the builder."""
        if self.state is None:
            self._say(say("no_position", self._lang))
            return None
        if not self._resumes:
            self._say(say("no_resume", self._lang, game=words.pick(self._spec.title, self._lang)))
            return None
        try:
            from ..table import Table
        except ImportError as error:
            self._say(say("no_table", self._lang, error=error))
            return None
        table = self._attempt(lambda: Table.from_state(self.state, lang=self._lang, size=self._size))
        if table is not None:
            self._table_box.children = (table,)
        return table

    def click_card(self, card: Card | str) -> None:
        """What a click on the grid does: put ``card`` in the chosen place (``parts["target"]``), taking it out of
        any other; a card already there is taken out. A one-card place (the top card) takes the new card instead.
        Never raises: what is not a card of the game's pack is named in the banner."""
        found = self._attempt(lambda: parse_card(card))
        if found is None:
            return
        if found not in self._spec.deck:
            self._say(say("bad.not_in_pack", self._lang, card=found.label(self._lang),
                          game=words.pick(self._spec.title, self._lang)))
            return
        self._grid.click(found)

    # --- internals ---------------------------------------------------------------------------------------------

    def _adopt(self, start: Any, actions: list, message: str):
        """Make ``start`` (and ``actions`` played from it) the builder's position, the form showing ``start``."""
        states = [start]
        for action in actions:
            states.append(self._spec.apply(states[-1], action))
        fields = self._attempt(lambda: saving.position_fields(self._spec, start))
        if fields is not None:
            self._players.value = start.rules.players
            self._form.fill(fields, clear=True)
        self._rules = start.rules
        self._start, self._states, self._actions = start, states, actions
        self._table_box.children = ()
        self._verdict.value = ""
        self._show()
        self._say(say(message, self._lang, n=len(actions)), error=False)
        return self.state

    def _game_position(self, fields: dict[str, Any]):
        """The game's ``position(**fields)``; a keyword it requires and ``fields`` lack is a PositionError."""
        try:
            inspect.signature(self._spec.position).bind(**fields)
        except TypeError as error:
            raise PositionError(f"set_position: {error}") from None
        return self._spec.position(**fields)

    def _attempt(self, call):
        """``call()``, or None with the ZhoraError shown in the banner."""
        try:
            return call()
        except ZhoraError as error:
            self._say(error)
            return None

    def _apply_chosen(self) -> None:
        if self._choice.value is None:
            self._say(say("no_action", self._lang))
            return
        self.apply_action(self._choice.value)

    def _on_upload(self, change: Any) -> None:
        files = change.new
        if not files:
            return
        content = bytes(files[0]["content"])
        self._upload.value = ()  # so the same file can be chosen again
        try:
            text = content.decode("utf-8-sig")
        except UnicodeDecodeError:
            self._say(say("not_text", self._lang))
            return
        self.load_text(text)

    def _named_parts(self) -> dict[str, w.Widget]:
        parts = self._form.parts()
        parts.update({"build": self._build, "banner": self._banner, "position": self._position,
                      "legal": self._legal, "actions": self._choice, "apply": self._apply, "back": self._back,
                      "ask": self._ask, "explain": self._explain, "verdict": self._verdict, "events": self._events,
                      "scoring": self._scoring, "save": self._save, "load": self._load, "upload": self._upload,
                      "download": self._link, "json": self._json, "open": self._open,
                      "table-box": self._table_box, "output": self._out, "grid": self._grid,
                      "target": self._grid.target})
        parts.update({f"card-{card_key(card)}": button for card, button in self._grid.cards.items()})
        return parts

    def _show_seats(self, n: int) -> None:
        self._form.show_seats(n)
        self._grid.show_places(n)

    def _say(self, message: str | Exception | None, *, error: bool = True) -> None:
        """Show a message in the banner (an engine error with its rule, any other error in words), or hide the
        banner."""
        text = "" if message is None else error_text(message, self._lang) if isinstance(message, Exception) \
            else message
        if isinstance(message, ZhoraError):
            rule = getattr(message, "rule", None)
            title = self._view.title(rule)
            text = say("refused", self._lang, error=error_text(message, self._lang))
            # The English error is the engine's sentence: the rule's title follows it; the Russian names it already.
            text += words.pick((f" — {rule}: {title}" if title else "", ""), self._lang)
        self._banner_text = text
        show_alert(self._banner, text, "error" if error else "info")

    def _show(self) -> None:
        """Redraw the position, its legal actions, the last step's events and the scoring."""
        state, view = self.state, self._view
        if self.analysis_panel.state is not state:
            self.analysis_panel.set_state(state)
        if state is None:
            for part in (self._position, self._legal, self._events, self._scoring, self._verdict):
                part.value = ""
            self._choice.options = []
            for button in (self._apply, self._back, self._save, self._open, self._explain):
                button.disabled = True
            return
        self._position.value = view.position(state)
        legal = list(self._spec.legal_actions(state)) if state.outcome is None else []
        self._legal.value = view.legal(state, legal)
        self._choice.options = [(view.label(a), str(a)) for a in legal]
        self._choice.value = str(legal[0]) if legal else None
        self._apply.disabled = not legal
        self._explain.disabled = state.outcome is not None
        self._back.disabled = not self._actions
        self._save.disabled = False
        self._open.disabled = not self._resumes
        self._events.value = view.events(state)
        self._scoring.value = view.scoring(state)

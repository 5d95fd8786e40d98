"""The scenario builder: type any mid-round position of any registered game (or click its cards on a grid of the
game's pack), see its legal actions with the engine's verdicts, ask why any action is or is not allowed, step
through actions (and back), and save or load the scenario as JSON.

Everything comes from the game's spec (``zhora_core.games``): the form has one input per ``GameSpec.fields``
entry, the grid shows ``GameSpec.deck``, ``position`` validates what is typed, ``legal_actions`` and
``explain`` say what may be played and why, ``apply`` steps, the game's table part (``GameSpec.table``) draws
the board, words the actions and scores a finished round; ``zhora_core.saving`` keeps the scenario.

The worked example of the rules (Anna goes out with J♣ J♦, ×4):

>>> from zhora_core.zhora import Rules
>>> builder = ScenarioBuilder(rules=Rules(players=3))
>>> builder.set_position(hands=["J♣ J♦", "9♠ Q♥ A♦", "J♥"], top="7♥").to_move
0
>>> builder.apply_action("J♣ J♦").outcome.points
(0, 56, 80)
>>> from zhora_core import prsi
>>> builder = ScenarioBuilder(game="prsi", rules=prsi.Rules(players=2))
>>> builder.set_position(hands=["7♥ Q♠", "8♥"], top="7♠", penalty=2).to_move
0
>>> print(builder.explain_action("Q♠>♥"))
illegal (P-QUEEN): a queen cannot answer the pending 7♠
"""

from __future__ import annotations

import html
import inspect
import json
from functools import partial
from types import MappingProxyType
from typing import Any

import ipywidgets as w

from zhora_core import games, saving
from zhora_core.cards import Card, Colour, Suit, parse_card, parse_cards, parse_suit
from zhora_core.errors import NotationError, PositionError, ZhoraError
from zhora_core.protocol import Field, Termination, Verdict
from zhora_core.render import SIZES, hand_html
from zhora_core.table import TablePart
from .common import data_uri, error_text, labels, plain_text, show_alert, guarded

__all__ = ["ScenarioBuilder"]

_LABELS = {
    "en": {
        "title": "Scenario builder: {game}",
        "seat_field": "{label}, seat {seat}",
        "none": "none",
        "auto": "as the rules say",
        "seat": "Seat {seat}",
        "build": "Build",
        "apply": "Apply",
        "back": "Back",
        "explain": "Explain",
        "explain_box": "Explain this action",
        "allowed": "allowed",
        "refused_action": "not allowed",
        "save": "Save",
        "load": "Load",
        "upload": "Upload .json",
        "open": "Open in table",
        "download": "Download JSON",
        "json": "Saved scenario (JSON)",
        "target": "Clicked cards go to",
        "grid_hint": "Click a card to put it in the chosen place; click it there again to take it out.",
        "position": "Position",
        "legal": "Legal actions",
        "events": "What happened",
        "scoring": "Scoring",
        "points": "Points",
        "dealer": "dealer",
        "to_move": "to move",
        "no_legal": "none: the round is over",
        "built": "Position built: seat {seat} to move.",
        "built_over": "Position built.",
        "applied": "Played {action}.",
        "undone": "Took back {action}.",
        "nothing_to_undo": "Nothing to take back: this is the position you built.",
        "no_position": "Build a position first.",
        "no_action": "Choose an action first.",
        "no_text": "Type an action to explain first.",
        "no_table": "The play table is not available yet ({error}).",
        "no_resume": "The play table cannot go on from a position of {game} yet: play the position here.",
        "not_number": "{field}: {text!r} is not a whole number",
        "stalemate": "Stalemate: nobody wins this round.",
        "game_file": "This file holds a whole game, not a position: load it with zhora_core.saving.load() in a cell.",
        "other_game": "This file holds a position of {other}, not of {game}: open it in a builder of {other}.",
        "not_text": "The uploaded file is not UTF-8 text.",
        "saved": "Saved the position and {n} action(s).",
        "loaded": "Loaded the position and replayed {n} action(s).",
        "refused": "Not allowed",
    },
    "ru": {
        "title": "Конструктор позиций: {game}",
        "seat_field": "{label}, место {seat}",
        "none": "нет",
        "auto": "по правилам",
        "seat": "Место {seat}",
        "build": "Построить",
        "apply": "Сыграть",
        "back": "Назад",
        "explain": "Объяснить",
        "explain_box": "Объяснить ход",
        "allowed": "можно",
        "refused_action": "нельзя",
        "save": "Сохранить",
        "load": "Загрузить",
        "upload": "Загрузить файл",
        "open": "Открыть за столом",
        "download": "Скачать файл",
        "json": "Сохранённая позиция (текст файла)",
        "target": "Нажатые карты идут в",
        "grid_hint": "Нажмите на карту, чтобы положить её в выбранное место; нажмите снова, чтобы убрать.",
        "position": "Позиция",
        "legal": "Разрешённые ходы",
        "events": "Что произошло",
        "scoring": "Подсчёт очков",
        "points": "Очки",
        "dealer": "сдаёт",
        "to_move": "ходит",
        "no_legal": "нет: раунд окончен",
        "built": "Позиция построена: ходит место {seat}.",
        "built_over": "Позиция построена.",
        "applied": "Сыграно: {action}.",
        "undone": "Отменено: {action}.",
        "nothing_to_undo": "Отменять нечего: это построенная позиция.",
        "no_position": "Сначала постройте позицию.",
        "no_action": "Сначала выберите ход.",
        "no_text": "Сначала введите ход, который нужно объяснить.",
        "no_table": "Игровой стол пока недоступен ({error}).",
        "no_resume": "Игровой стол пока не продолжает позиции игры «{game}»: сыграйте позицию здесь.",
        "not_number": "{field}: «{text}» — не целое число",
        "stalemate": "Ничья: в этом раунде никто не выиграл.",
        "game_file": "В файле целая игра, а не позиция: откройте её в уроке, а не здесь.",
        "other_game": "В файле позиция другой игры ({other}), а не игры «{game}»: откройте её в конструкторе той игры.",
        "not_text": "Загруженный файл не читается как текст.",
        "saved": "Сохранены позиция и ходов: {n}.",
        "loaded": "Позиция загружена, повторено ходов: {n}.",
        "refused": "Нельзя",
    },
}

#: The width of the form's labels: enough for the longest (about 0.62em a character), 14em to 24em.
_LABEL_EM = (14, 24, 0.62)
#: Text sizes of the position, the legal actions and the result, per card size ("large" is for a projector).
_TEXT = {"small": "13px", "normal": "15px", "large": "26px"}
_LARGE_STYLE = """<style>
.zl-scenario-large { --jp-widgets-font-size: 20px; --jp-widgets-inline-height: 40px; font-size: 20px; }
.zl-scenario-large .zl-scenario-card { font-size: 22px; }
</style>"""
_SUIT_KEYS = {"♠": "s", "♣": "c", "♥": "h", "♦": "d"}
_GRID_TARGET = "#ffd43b"  # a card in the place that clicks go to
_GRID_USED = "#dbe4ff"  # a card placed elsewhere
_CARD_KINDS = ("cards", "card")
#: The default of a keyword ``position`` requires.
_EMPTY = inspect.Parameter.empty


def _card_key(card: Card) -> str:
    """An ASCII name for a card, for CSS classes: ``10h``, ``Js``, ``RJ`` (a joker)."""
    if card.suit is None:
        return str(card)
    return str(card)[:-1] + _SUIT_KEYS[card.suit.value]


def _part_name(field: Field, seat: int | None = None) -> str:
    """The name of a field's input: ``top``, ``to-move``; per seat the singular and the seat, ``hand-0``."""
    name = field.name.replace("_", "-")
    if seat is None:
        return name
    return f"{name[:-1] if name.endswith('s') else name}-{seat}"


def _tokens(text: str) -> list[tuple[str, Card | None]]:
    """The words of a form field, each with the card it names (None for a word that is not a card)."""
    found = []
    for word in text.replace(",", " ").split():
        try:
            found.append((word, parse_card(word)))
        except NotationError:
            found.append((word, None))
    return found


def _cards_text(cards: Any) -> str:
    """Cards as the text a player would type: a string stays as it is, cards are joined by spaces."""
    if cards is None:
        return ""
    if isinstance(cards, (str, Card)):
        return str(cards)
    return " ".join(map(str, cards))


def _is_seat(value: Any, players: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players


class ScenarioBuilder(w.VBox):
    """Type a position of ``game`` (a name of ``zhora_core.games``), build it, step through legal actions,
    explain any action, save and load it.

    The public methods do what the buttons do and report engine errors in the banner (they return None then,
    never raise a ZhoraError): ``build()``, ``apply_action(text)``, ``explain_action(text)``, ``back()``,
    ``set_position(**fields)``, ``save_text()``, ``load_text(text)``, ``open_table()``, ``click_card(card)``.
    """

    def __init__(self, *, game: str = "zhora", lang: str = "en", rules: Any = None, show_code: bool = True,
                 size: str = "normal") -> None:
        super().__init__()
        self._words = words = labels(_LABELS, lang)
        self._lang = lang
        self._index = ("en", "ru").index(lang)
        self._spec = spec = games.spec(game)
        if rules is not None and not isinstance(rules, spec.Rules):
            raise TypeError(f"rules must be a {spec.name} Rules(...) or None, got {rules!r} (pass game= for another game)")
        if size not in SIZES:
            raise ValueError(f"size must be one of {', '.join(map(repr, SIZES))}, got {size!r}")
        self._show_code, self._size = bool(show_code), size
        self._rules = rules if rules is not None else spec.Rules()
        self._part: TablePart = spec.table or TablePart(spec.parse_action)
        self._resumes = callable(getattr(spec.match, "from_position", None))
        """Whether the play table can go on from a built position (the game's match starts from one)."""
        self._defaults = {name: p.default for name, p in inspect.signature(spec.position).parameters.items()}
        longest = max(len(words["seat_field"].format(label=f.label[self._index], seat=9) if f.per_seat
                          else f.label[self._index]) for f in spec.fields)
        low, high, per_char = _LABEL_EM
        self._label_em = min(high, max(low, round(longest * per_char)))
        self._start = None
        self._states: list[Any] = []
        self._actions: list[Any] = []

        self._out = w.Output()
        self._banner = w.HTML()
        self._banner_text = ""
        # --- the form: the number of players, then one input per field (per seat: one per seat)
        self._players = self._players_control()
        seats = self._seat_range()
        self._inputs: dict[str, list[w.ValueWidget]] = {
            field.name: [self._input(field, seat) for seat in range(seats[-1])] if field.per_seat
            else [self._input(field)] for field in spec.fields}
        self._build = w.Button(description=words["build"], button_style="primary", icon="check")
        # --- the grid of the game's pack: a click puts a card in the chosen place (or takes it out)
        self._target = w.ToggleButtons(description=words["target"], style={**self._style(), "button_width": "auto"})
        self._cards = {card: self._grid_button(card) for card in spec.deck}
        suits = [suit for suit in Suit if any(c.suit is suit for c in spec.deck)]
        rows = [w.HBox([self._cards[c] for c in spec.deck if c.suit is suit]) for suit in suits]
        if any(c.suit is None for c in spec.deck):
            rows.append(w.HBox([self._cards[c] for c in spec.deck if c.suit is None]))
        self._grid = w.VBox([w.HTML(f"<small>{html.escape(words['grid_hint'])}</small>"), self._target, *rows])
        # --- the position, its actions, and the explain box
        self._position = w.HTML()
        self._legal = w.HTML()
        self._choice = w.Dropdown(options=[], layout=w.Layout(width="14em"))
        self._apply = w.Button(description=words["apply"], icon="play")
        self._back = w.Button(description=words["back"], icon="step-backward")
        self._ask = w.Text(description=words["explain_box"], style=self._style(), layout=self._width(16))
        self._explain = w.Button(description=words["explain"], icon="question")
        self._verdict = w.HTML()
        self._events = w.HTML()
        self._scoring = w.HTML()
        # --- saving, loading, the play table
        self._save = w.Button(description=words["save"], icon="save")
        self._load = w.Button(description=words["load"], icon="folder-open")
        self._upload = w.FileUpload(accept=".json,application/json", multiple=False, description=words["upload"])
        self._link = w.HTML()
        self._json = w.Textarea(placeholder=words["json"], layout=w.Layout(width="48em", height="8em"))
        self._open = w.Button(description=words["open"], icon="table", layout=w.Layout(width="auto"))
        self._table_box = w.Box()

        for name, part in self._named_parts().items():
            part.add_class(f"zl-scenario-{name}")
        self._banner.add_class("zl-banner")
        self.add_class("zl-scenario")
        self.add_class(f"zl-scenario-{size}")
        style = _LARGE_STYLE if size == "large" else ""
        title = words["title"].format(game=spec.title[self._index])
        self.children = [
            w.HTML(f"{style}<b>{html.escape(title)}</b>"),
            self._players, *(box for boxes in self._inputs.values() for box in boxes),
            self._grid, self._build, self._banner, self._position, self._legal,
            w.HBox([self._choice, self._apply, self._back]), w.HBox([self._ask, self._explain]), self._verdict,
            self._events, self._scoring,
            w.HBox([self._save, self._load, self._upload, self._link], layout=w.Layout(align_items="center")),
            self._json, self._open, self._table_box, self._out,
        ]

        self._show_seats(self._rules.players)
        self._say(None)
        self._show()
        guard = partial(guarded, self._out, on_error=self._say)
        for field in self._spec.fields:
            for box in self._inputs[field.name] if field.kind in _CARD_KINDS else ():
                box.observe(lambda _change: self._show_grid(), names="value")
        self._target.observe(lambda _change: self._show_grid(), names="value")
        for card, button in self._cards.items():
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
        state = self._attempt(lambda: self._spec.position(**self._form_values(), rules=self.rules))
        self._start, self._states, self._actions = (None, [], []) if state is None else (state, [state], [])
        self._table_box.children = ()
        self._verdict.value = ""
        self._show()
        if state is not None:
            message = (self._words["built_over"] if state.to_move is None or state.outcome is not None
                       else self._words["built"].format(seat=state.to_move))
            self._say(message, error=False)
        return state

    def set_position(self, *args: Any, **fields: Any):
        """Fill the form (what the game's ``position`` takes, cards as text or cards; the inputs not given are
        emptied) and build. What the form cannot hold (a number of seats the rules do not allow, a seat out of
        range, a keyword it has no input for) goes to the game's ``position`` as it is, so the banner shows the
        engine's own refusal."""
        try:
            fields = dict(inspect.signature(self._spec.position).bind_partial(*args, **fields).arguments)
        except TypeError as error:
            self._say(PositionError(f"set_position: {error}"))
            return None
        by_name = {field.name: field for field in self._spec.fields}
        per_seat = [len(fields[f.name]) for f in self._spec.fields if f.per_seat and isinstance(
            fields.get(f.name), (list, tuple))]
        players = per_seat[0] if per_seat else self._players.value
        fits = (players in self._seat_range() and set(fields) <= set(by_name)
                and all(isinstance(fields[f.name], (list, tuple)) and len(fields[f.name]) == players
                        for f in self._spec.fields if f.per_seat and fields.get(f.name) is not None)
                and all(value is None or _is_seat(value, players) for name, value in fields.items()
                        if by_name.get(name) is not None and by_name[name].kind == "seat"))
        if not fits:
            state = self._attempt(lambda: self._spec.position(**fields))
            return None if state is None else self._adopt(state, [], "built_over")
        self._players.value = players
        if self._attempt(lambda: self._fill(fields, clear=True)) is None:
            return None
        return self.build()

    def apply_action(self, text: Any):
        """Play an action (in the game's notation: ``'J♣ J♦'``, ``'Q♠>♥'``, ``'draw'``…) in the current state."""
        state = self.state
        if state is None:
            self._say(self._words["no_position"])
            return None
        new = self._attempt(lambda: self._spec.apply(state, text))
        if new is None:
            return None
        self._states.append(new)
        self._actions.append(self._spec.parse_action(text))
        self._verdict.value = ""
        self._show()
        self._say(self._words["applied"].format(action=self._label(self._actions[-1])), error=False)
        return new

    def explain_action(self, text: Any) -> Verdict | None:
        """The engine's verdict on an action in the current state, legal or not, shown with its rule id."""
        if self.state is None:
            self._say(self._words["no_position"])
            return None
        if isinstance(text, str) and not text.strip():
            self._say(self._words["no_text"])
            return None
        state = self.state
        verdict = self._attempt(lambda: self._spec.explain(state, self._spec.parse_action(text)))
        if verdict is None:
            self._verdict.value = ""
            return None
        word = self._words["allowed" if verdict.legal else "refused_action"]
        self._verdict.value = self._sized(
            f"<b>{html.escape(self._label(self._spec.parse_action(text)))}</b>: {html.escape(word)} — "
            f"{self._rule_html(verdict.rule)}: {html.escape(verdict.text(self._lang))}")
        self._say(None)
        return verdict

    def back(self):
        """Take back the last action applied."""
        if not self._actions:
            self._say(self._words["nothing_to_undo"])
            return None
        self._states.pop()
        action = self._actions.pop()
        self._verdict.value = ""
        self._show()
        self._say(self._words["undone"].format(action=self._label(action)), error=False)
        return self.state

    def save_text(self) -> str | None:
        """The JSON of ``zhora_core.saving.save(start, actions=...)``, also put in the text area and offered as a
        download."""
        if self._start is None:
            self._say(self._words["no_position"])
            return None
        text = self._attempt(lambda: saving.save(self._start, actions=self._actions))
        if text is None:
            return None
        self._json.value = text
        self._link.value = (f"<a download='{self._spec.name}-scenario.json' "
                            f"href='{data_uri(text, 'application/json')}' "
                            f"target='_blank'>⬇ {html.escape(self._words['download'])}</a>")
        self._say(self._words["saved"].format(n=len(self._actions)), error=False)
        return text

    def load_text(self, text: str):
        """Load a saved scenario of the builder's game (``load`` replays and checks it); the form shows its start
        position."""
        self._json.value = text
        loaded = self._attempt(lambda: saving.load(text))
        if loaded is None:
            return None
        spec = games.spec(loaded)
        if not hasattr(loaded, "view"):
            self._say(self._words["game_file"])
            return None
        if spec.name != self._spec.name:
            self._say(self._words["other_game"].format(other=spec.title[self._index],
                                                       game=self._spec.title[self._index]))
            return None
        # ``load`` gives the state after the actions; the start is the same file with no actions.
        data = json.loads(text)
        start = self._attempt(lambda: saving.load(json.dumps({**data, "actions": []})))
        if start is None:  # pragma: no cover - the full file loaded, so its start does too
            return None
        return self._adopt(start, [spec.parse_action(a) for a in data["actions"]], "loaded")

    def _adopt(self, start: Any, actions: list, message: str):
        """Make ``start`` (and ``actions`` played from it) the builder's position, the form showing ``start``."""
        states = [start]
        for action in actions:
            states.append(self._spec.apply(states[-1], action))
        fields = self._attempt(lambda: saving.position_fields(self._spec, start))
        if fields is not None:
            self._players.value = start.rules.players
            self._fill(fields, clear=True)
        self._rules = start.rules
        self._start, self._states, self._actions = start, states, actions
        self._table_box.children = ()
        self._verdict.value = ""
        self._show()
        self._say(self._words[message].format(n=len(actions)), error=False)
        return self.state

    def open_table(self) -> w.Widget | None:
        """Open the current state in the play table (``widgets.table.Table.from_state``), below the builder."""
        if self.state is None:
            self._say(self._words["no_position"])
            return None
        if not self._resumes:
            self._say(self._words["no_resume"].format(game=self._spec.title[self._index]))
            return None
        try:
            from .table import Table
        except ImportError as error:
            self._say(self._words["no_table"].format(error=error))
            return None
        table = self._attempt(lambda: Table.from_state(self.state, lang=self._lang, size=self._size))
        if table is not None:
            self._table_box.children = (table,)
        return table

    def click_card(self, card: Card | str) -> None:
        """What a click on the grid does: put ``card`` in the chosen place (``parts["target"]``), taking it out of
        any other; a card already there is taken out. A one-card place (the top card) takes the new card instead."""
        card = parse_card(card)
        fields = self._card_fields()
        target = self._target.value
        single = self._single_card_places()
        here = [c for _, c in _tokens(fields[target].value)]
        for name, box in fields.items():
            kept = [word for word, c in _tokens(box.value) if c is not card]
            if name == target and card not in here:
                kept = [card.label(self._lang)] if name in single else [*kept, card.label(self._lang)]
            box.value = " ".join(kept)

    # --- the form ----------------------------------------------------------------------------------------------

    def _seat_range(self) -> tuple[int, ...]:
        """The numbers of players the game's ``players`` option allows, fewest first."""
        option = next(o for o in self._spec.options if o.name == "players")
        if option.choices:
            return tuple(sorted(option.choices))
        low, high = option.bounds
        return tuple(range(low, high + 1))

    def _players_control(self) -> w.ValueWidget:
        option = next(o for o in self._spec.options if o.name == "players")
        label = option.label[self._index]
        seats = self._seat_range()
        if len(seats) <= 10:
            return w.ToggleButtons(options=[(str(n), n) for n in seats], value=self._rules.players,
                                   description=label, style={**self._style(), "button_width": "3em"})
        return w.BoundedIntText(value=self._rules.players, min=seats[0], max=seats[-1], description=label,
                                style=self._style(), layout=self._width(8))

    def _input(self, field: Field, seat: int | None = None) -> w.ValueWidget:
        """The input of one field (of one seat's entry of a per-seat field)."""
        words, label = self._words, field.label[self._index]
        description = label if seat is None else words["seat_field"].format(label=label, seat=seat)
        default = self._defaults.get(field.name, _EMPTY)
        if field.kind == "suit":
            return w.Dropdown(options=[(words["none"], "")] + [(str(s), str(s)) for s in Suit], value="",
                              description=description, style=self._style(), layout=self._width(8))
        if field.kind == "seat":
            return w.Dropdown(description=description, style=self._style(), layout=self._width(10))
        if field.kind == "choice":
            options = [(field.choice_labels.get(c, (c, c))[self._index], c) for c in field.choices]
            return w.Dropdown(options=options, value=field.choices[0] if field.choices else None,
                              description=description, style=self._style(), layout=self._width(14))
        placeholder = ""
        if (field.kind == "card" or field.kind == "cards" and field.per_seat) and self._spec.deck:
            deck = self._spec.deck
            sample = (deck[-1],) if field.kind == "card" else (deck[len(deck) // 3], deck[len(deck) // 2], deck[-1])
            placeholder = " ".join(card.label(self._lang) for card in sample)
        elif field.kind == "int" and seat is None and isinstance(default, int):
            placeholder = str(default)
        return w.Text(description=description, placeholder=placeholder, style=self._style(),
                      layout=self._width(8 if field.kind in ("card", "int") else 22))

    def _style(self) -> dict[str, str]:
        return {"description_width": f"{self._label_em}em"}

    def _width(self, box_em: int) -> w.Layout:
        """The layout of an input ``box_em`` wide after the labels' column."""
        return w.Layout(width=f"{self._label_em + box_em}em")

    def _form_values(self) -> dict[str, Any]:
        """The keywords of ``position`` the form says; an input left empty leaves its keyword to the game's
        default (a required one is passed empty, for the engine to refuse). Raises PositionError for a number
        that is not one."""
        n, values = self._players.value, {}
        for field in self._spec.fields:
            boxes = self._inputs[field.name][:n] if field.per_seat else self._inputs[field.name]
            raw = [self._read(field, box.value, seat if field.per_seat else None) for seat, box in enumerate(boxes)]
            value = raw if field.per_seat else raw[0]
            empty = all(v is None or v == "" for v in raw) if field.per_seat else value is None or value == ""
            if empty and self._defaults.get(field.name, _EMPTY) is not _EMPTY:
                continue
            if field.kind in _CARD_KINDS and field.per_seat:
                value = ["" if v is None else v for v in value]
            values[field.name] = value
        return values

    def _read(self, field: Field, value: Any, seat: int | None) -> Any:
        """One input's value as ``position`` takes it (None: left empty)."""
        if field.kind == "int":
            text = str(value).strip()
            if not text:
                return None
            try:
                return int(text.replace("−", "-"))
            except ValueError:
                name = field.label[self._index] if seat is None else self._words["seat_field"].format(
                    label=field.label[self._index], seat=seat)
                raise PositionError(self._words["not_number"].format(field=name, text=text[:20])) from None
        if field.kind == "actions":
            return [part.strip() for part in str(value).split(",") if part.strip()] or None
        if field.kind in ("suit", "seat"):
            return None if value in ("", None) else value
        return value

    def _fill(self, values: dict[str, Any], *, clear: bool = False) -> bool:
        """Put keyword values (``set_position``'s, or a save file's position fields) into the form's inputs;
        with ``clear``, an input without a value goes back to empty. Raises NotationError for a suit that is not
        one (the picker could not show it)."""
        for field in self._spec.fields:
            if field.name not in values and not clear:
                continue
            value = values.get(field.name)
            boxes = self._inputs[field.name]
            entries = list(value) if field.per_seat and value is not None else [value] * len(boxes)
            for seat, box in enumerate(boxes):
                box.value = self._shown(field, entries[seat] if seat < len(entries) else None)
        return True

    def _shown(self, field: Field, value: Any) -> Any:
        """A value as its input holds it."""
        if field.kind in ("seat",):
            return value if value is not None else ("" if "" in [v for _, v in self._seat_options(field)]
                                                    else self._default_seat(field))
        if field.kind == "suit":  # "none" (Joker's no trumps) shows as the picker's "none"
            return "" if value in (None, "none") else str(parse_suit(value))
        if field.kind == "choice":
            return field.choices[0] if value is None else getattr(value, "value", value)
        if value is None:
            return ""
        if field.kind in _CARD_KINDS:
            try:  # in the reader's letters; a text that is not cards stays as typed, for Build to refuse
                return " ".join(card.label(self._lang) for card in parse_cards(_cards_text(value)))
            except NotationError:
                return _cards_text(value)
        if field.kind == "actions":
            return ", ".join(map(str, value)) if isinstance(value, (list, tuple)) else str(value)
        return str(value)

    def _default_seat(self, field: Field) -> int:
        default = self._defaults.get(field.name, 0)
        return default if isinstance(default, int) else 0

    def _seat_options(self, field: Field) -> list[tuple[str, int | str]]:
        """A seat input's choices: every seat, and "as the rules say" where ``position`` works it out itself."""
        seats = [(self._words["seat"].format(seat=seat), seat) for seat in range(self._players.value)]
        # "" for the rules' own choice: a Dropdown shows no label at all for the value None
        return ([(self._words["auto"], "")] + seats) if self._defaults.get(field.name) is None else seats

    def _card_fields(self) -> dict[str, w.Text]:
        """The inputs a grid click can fill, by the target's value (the seats in play only)."""
        n, found = self._players.value, {}
        for field in self._spec.fields:
            if field.kind not in _CARD_KINDS:
                continue
            boxes = self._inputs[field.name]
            for seat, box in enumerate(boxes[:n] if field.per_seat else boxes):
                found[_part_name(field, seat if field.per_seat else None)] = box
        return found

    def _single_card_places(self) -> set[str]:
        return {_part_name(f, None) for f in self._spec.fields if f.kind == "card" and not f.per_seat}

    # --- callbacks ---------------------------------------------------------------------------------------------

    def _grid_button(self, card: Card) -> w.Button:
        ink = "#c8102e" if card.colour is Colour.RED else "#111"
        button = w.Button(description=card.label(self._lang), layout=w.Layout(width="3.6em", padding="0"),
                          style={"text_color": ink, "font_weight": "bold"})
        button.add_class("zl-scenario-card")
        button.add_class(f"zl-card-{_card_key(card)}")
        return button

    def _label(self, action: Any) -> str:
        """An action as a reader of ``lang`` sees it; in English, its notation (what ``apply_action`` reads)."""
        return str(action) if self._lang == "en" else self._part.action_text(action, self._lang)

    def _attempt(self, call):
        """``call()``, or None with the ZhoraError shown in the banner."""
        try:
            return call()
        except ZhoraError as error:
            self._say(error)
            return None

    def _apply_chosen(self) -> None:
        if self._choice.value is None:
            self._say(self._words["no_action"])
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
            self._say(self._words["not_text"])
            return
        self.load_text(text)

    # --- showing -----------------------------------------------------------------------------------------------

    def _named_parts(self) -> dict[str, w.Widget]:
        parts: dict[str, w.Widget] = {"players": self._players}
        for field in self._spec.fields:
            boxes = self._inputs[field.name]
            if field.per_seat:
                parts.update({_part_name(field, seat): box for seat, box in enumerate(boxes)})
            else:
                parts[_part_name(field)] = boxes[0]
        parts.update({"build": self._build, "banner": self._banner, "position": self._position,
                      "legal": self._legal, "actions": self._choice, "apply": self._apply, "back": self._back,
                      "ask": self._ask, "explain": self._explain, "verdict": self._verdict, "events": self._events,
                      "scoring": self._scoring, "save": self._save, "load": self._load, "upload": self._upload,
                      "download": self._link, "json": self._json, "open": self._open,
                      "table-box": self._table_box, "output": self._out, "grid": self._grid,
                      "target": self._target})
        parts.update({f"card-{_card_key(card)}": button for card, button in self._cards.items()})
        return parts

    def _show_seats(self, n: int) -> None:
        for field in self._spec.fields:
            boxes = self._inputs[field.name]
            if field.per_seat:
                for seat, box in enumerate(boxes):
                    box.layout.display = None if seat < n else "none"
            elif field.kind == "seat":
                box, current = boxes[0], boxes[0].value
                options = self._seat_options(field)
                box.options = options
                values = [v for _, v in options]
                box.value = current if current in values else ("" if "" in values else self._default_seat(field))
        target, words = self._target.value, self._words
        first = next((f.name for f in self._spec.fields if f.per_seat and f.kind in _CARD_KINDS), None)
        options = []
        for field in self._spec.fields:
            if field.kind not in _CARD_KINDS:
                continue
            label = field.label[self._index].split(" (")[0].split(",")[0]
            if field.per_seat:
                options += [(words["seat"].format(seat=seat) if field.name == first
                             else words["seat_field"].format(label=label, seat=seat), _part_name(field, seat))
                            for seat in range(n)]
            else:
                options.append((label, _part_name(field)))
        self._target.options = options
        values = [v for _, v in options]
        self._target.value = target if target in values else (values[0] if values else None)
        self._show_grid()

    def _show_grid(self) -> None:
        """Colour each card of the grid: in the place clicks go to, placed elsewhere (its place as tooltip), free."""
        places: dict[Card, str] = {}
        names = dict((v, k) for k, v in self._target.options)
        for name, box in self._card_fields().items():
            for _, card in _tokens(box.value):
                if card is not None:
                    places.setdefault(card, name)
        for card, button in self._cards.items():
            place = places.get(card)
            colour = None if place is None else _GRID_TARGET if place == self._target.value else _GRID_USED
            if button.style.button_color != colour:
                button.style.button_color = colour
            tip = names.get(place, "") if place else ""
            if button.tooltip != tip:
                button.tooltip = tip

    def _say(self, message: str | ZhoraError | None, *, error: bool = True) -> None:
        """Show a message in the banner (an engine error with its rule), or hide the banner."""
        text = "" if message is None else str(message)
        rule = getattr(message, "rule", None)
        if isinstance(message, ZhoraError):
            text = f"{self._words['refused']}: {error_text(message, self._lang)}"
            title = self._title(rule)
            if title and self._lang == "en":  # the Russian text names the rule already
                text += f" — {rule}: {title}"
        self._banner_text = text
        show_alert(self._banner, text, "error" if error else "info")

    def _title(self, rule: str | None) -> str | None:
        """A rule's short title in the reader's language, if the game gives titles."""
        glossary = self._spec.glossary
        if not rule or glossary is None or rule not in self._spec.rule_ids:
            return None
        return glossary.rule_title(rule, self._lang)

    def _show(self) -> None:
        """Redraw the position, its legal actions, the last step's events and the scoring."""
        state, words = self.state, self._words
        if state is None:
            for part in (self._position, self._legal, self._events, self._scoring, self._verdict):
                part.value = ""
            self._choice.options = []
            for button in (self._apply, self._back, self._save, self._open, self._explain):
                button.disabled = True
            return
        self._position.value = f"<b>{html.escape(words['position'])}</b>{self._position_html(state)}"
        legal = list(self._spec.legal_actions(state)) if state.outcome is None else []
        if legal:
            items = "".join(self._verdict_html(state, action) for action in legal)
            self._legal.value = self._sized(
                f"<b>{html.escape(words['legal'])}</b><ol style='padding-left:2.4em'>{items}</ol>")
        else:
            self._legal.value = self._sized(f"<b>{html.escape(words['legal'])}</b>: {html.escape(words['no_legal'])}")
        self._choice.options = [(self._label(a), str(a)) for a in legal]
        self._choice.value = str(legal[0]) if legal else None
        self._apply.disabled = not legal
        self._explain.disabled = state.outcome is not None
        self._back.disabled = not self._actions
        self._save.disabled = False
        self._open.disabled = not self._resumes
        if state.events:
            lines = "".join(f"<li>{html.escape(e.text(self._lang))} <small>({e.rule})</small></li>"
                            for e in state.events)
            self._events.value = self._sized(f"<b>{html.escape(words['events'])}</b><ul>{lines}</ul>")
        else:
            self._events.value = ""
        self._scoring.value = self._sized(self._scoring_html(state))

    def _sized(self, markup: str) -> str:
        """``markup`` at the builder's text size (big on a projector)."""
        return f"<div style='font-size:{_TEXT[self._size]};line-height:1.35'>{markup}</div>" if markup else ""

    def _rule_html(self, rule: str) -> str:
        """A rule id, with its title as tooltip (and, in Russian, after it) where the game gives titles."""
        title = self._title(rule)
        if title is None:
            return f"<b style='white-space:nowrap'>{html.escape(rule)}</b>"
        meaning = f" ({html.escape(title)})" if self._lang == "ru" else ""
        return f"<b title='{html.escape(title, quote=True)}' style='white-space:nowrap'>{rule}</b>{meaning}"

    def _verdict_html(self, state: Any, action: Any) -> str:
        verdict = self._spec.explain(state, action)
        return (f"<li><code style='font-size:1.1em'>{html.escape(self._label(action))}</code> — "
                f"{self._rule_html(verdict.rule)}: {html.escape(verdict.text(self._lang))}</li>")

    def _scoring_html(self, state: Any) -> str:
        """A finished round's result: the game's score lines (its table part), then every seat's points."""
        outcome, words = state.outcome, self._words
        if outcome is None:
            return ""
        head = f"<b>{html.escape(words['scoring'])}</b>"
        has_part = self._spec.table is not None
        if outcome.termination is Termination.STALEMATE:
            text = self._part.stalemate_text(state, self._lang) if has_part else words["stalemate"]
            return f"{head}: {html.escape(text)}"
        seat_word = words["seat"]
        items = ""
        if has_part:
            items = "".join(
                f"<li>{html.escape(seat_word.format(seat=line.seat))}: {html.escape(line.text)} → "
                f"<b>{line.points}</b> <small>({line.rule}"
                f"{': ' + html.escape(self._title(line.rule)) if self._title(line.rule) else ''})</small></li>"
                for line in self._part.score_rows(state, self._lang))
        total = " · ".join(f"{html.escape(seat_word.format(seat=seat))}: <b>{points}</b>"
                           for seat, points in enumerate(outcome.points))
        return f"{head}<ul>{items}</ul>{html.escape(words['points'])}: {total}"

    def _position_html(self, state: Any) -> str:
        """The board (the game's table picture with every hand face up; for a game without one, its fields) and, in JupyterLab, the paste-back ``position(...)`` text."""
        if self._spec.table is not None:
            board = self._part.board(state, lang=self._lang, size=self._size)
        else:
            board = self._fields_html(state)
        code = (f"<pre style='white-space:pre-wrap;margin:2px 0'>{html.escape(str(state))}</pre>"
                if self._show_code else "")
        return f"<div class='zl-scenario-render'>{board}</div>{code}"

    def _fields_html(self, state: Any) -> str:
        """The position as its fields say it, for a game without a table picture: per seat its cards face up
        (``zhora_core.render.hand_html``) and numbers, the dealer and the seat to move marked; then the other
        fields (the cards on the table, a suit, a number)."""
        words, rows, rest = self._words, [], []
        values = {f.name: getattr(state, f.name, None) for f in self._spec.fields}
        for seat in range(len(state.hands)):
            marks = [words["dealer"]] if getattr(state, "dealer", None) == seat else []
            if state.to_move == seat and state.outcome is None:
                marks.append("▶ " + words["to_move"])
            badge = f" <small>({html.escape(', '.join(marks))})</small>" if marks else ""
            body = []
            for field in self._spec.fields:
                value = values[field.name]
                if not field.per_seat or not isinstance(value, tuple) or seat >= len(value):
                    continue
                body.append(self._value_html(field, value[seat]))
            rows.append(f"<div style='border:1px solid #c3c7cc;border-radius:8px;padding:4px 8px'>"
                        f"<b>{html.escape(words['seat'].format(seat=seat))}</b>{badge}{''.join(body)}</div>")
        for field in self._spec.fields:
            value = values[field.name]
            if not field.per_seat and field.kind != "seat" and value not in (None, ()):
                rest.append(self._value_html(field, value))
        return (f"<div style='display:flex;flex-wrap:wrap;gap:8px'>{''.join(rows)}</div>"
                f"<div style='display:flex;flex-wrap:wrap;gap:12px'>{''.join(rest)}</div>")

    def _value_html(self, field: Field, value: Any) -> str:
        """One field's value (the state's attribute of that name) under its label: cards drawn, anything else
        as text."""
        label = f"<small>{html.escape(field.label[self._index])}</small>"
        cards = (value,) if isinstance(value, Card) else value
        if isinstance(cards, tuple) and all(isinstance(card, Card) for card in cards):
            return f"<div>{label}{hand_html(cards, size=self._size, lang=self._lang)}</div>"
        if isinstance(value, (tuple, list)):
            value = ", ".join(map(str, value))
        if value is None:
            value = "—"
        if field.kind == "choice":
            value = field.choice_labels.get(getattr(value, "value", value), (value, value))[self._index]
        return f"<div>{label}: <b>{html.escape(str(value))}</b></div>"

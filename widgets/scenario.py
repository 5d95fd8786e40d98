"""The scenario builder: type any mid-round position (or click its cards on a 36-card grid), see its legal actions
with the engine's verdicts, step through actions (and back), and save or load the scenario as JSON.

Everything goes through the engine: ``position`` validates what is typed, ``legal_actions`` and ``explain`` say
what may be played and why, ``apply`` steps, ``score_lines`` scores, ``save`` / ``load`` keep the scenario.

The worked example of the rules (Anna goes out with J♣ J♦, ×4):

>>> builder = ScenarioBuilder(rules=Rules(players=3))
>>> builder.set_position(hands=["J♣ J♦", "9♠ Q♥ A♦", "J♥"], top="7♥").to_move
0
>>> builder.apply_action("J♣ J♦").outcome.points
(0, 56, 80)
"""

from __future__ import annotations

import html
import json
from collections.abc import Iterable, Sequence
from functools import partial
from types import MappingProxyType
from typing import Any

import ipywidgets as w

from zhora_core.cards import DECK_36, Card, Suit, parse_card, parse_suit
from zhora_core.errors import NotationError, ZhoraError
from zhora_core.render import SIZES
from zhora_core.zhora import (Action, Draw, Game, Pass, PlayJack, PlayJacks, State, SwapStarter, apply, explain,
                              legal_actions, load, parse_action, position, save, score_lines)
from zhora_core.zhora.glossary import rule_title
from zhora_core.zhora.rules import OPTION_CHOICES, RULE_IDS, Rules

from .common import data_uri, error_text, guarded, labels, plain_text, show_alert

__all__ = ["ScenarioBuilder"]

_LABELS = {
    "en": {
        "title": "Scenario builder",
        "players": "Players",
        "hand": "Hand of seat {seat}",
        "top": "Top card",
        "ordered": "Ordered suit",
        "none": "none",
        "deck": "Deck (next card first)",
        "pile": "Pile (earliest first)",
        "to_move": "To move",
        "seat": "Seat {seat}",
        "build": "Build",
        "apply": "Apply",
        "back": "Back",
        "save": "Save",
        "load": "Load",
        "upload": "Upload .json",
        "open": "Open in table",
        "download": "Download JSON",
        "json": "Saved scenario (JSON)",
        "target": "Clicked cards go to",
        "seat_short": "Seat {seat}",
        "grid_hint": "Click a card to put it in the chosen place; click it there again to take it out.",
        "position": "Position",
        "legal": "Legal actions",
        "events": "What happened",
        "scoring": "Scoring",
        "points": "Points",
        "no_legal": "none: the round is over",
        "built": "Position built: seat {seat} to move.",
        "applied": "Played {action}.",
        "undone": "Took back {action}.",
        "nothing_to_undo": "Nothing to take back: this is the position you built.",
        "no_position": "Build a position first.",
        "no_action": "Choose an action first.",
        "no_table": "The play table is not available yet ({error}).",
        "stalemate": "Stalemate: nobody scores (Z-STALL).",
        "game_file": "This file holds a whole game, not a position: load it with zhora_core.zhora.load() in a cell.",
        "not_text": "The uploaded file is not UTF-8 text.",
        "saved": "Saved the position and {n} action(s).",
        "loaded": "Loaded the position and replayed {n} action(s).",
        "refused": "Not allowed",
        "draw": "draw",
        "pass": "pass",
    },
    "ru": {
        "title": "Конструктор позиций",
        "players": "Игроки",
        "hand": "Рука места {seat}",
        "top": "Верхняя карта",
        "ordered": "Заказанная масть",
        "none": "нет",
        "deck": "Колода (первой — следующая карта)",
        "pile": "Отбой (первой — самая ранняя)",
        "to_move": "Ходит",
        "seat": "Место {seat}",
        "build": "Построить",
        "apply": "Сыграть",
        "back": "Назад",
        "save": "Сохранить",
        "load": "Загрузить",
        "upload": "Загрузить файл",
        "open": "Открыть за столом",
        "download": "Скачать файл",
        "json": "Сохранённая позиция (текст файла)",
        "target": "Нажатые карты идут в",
        "seat_short": "Место {seat}",
        "grid_hint": "Нажмите на карту, чтобы положить её в выбранное место; нажмите снова, чтобы убрать.",
        "position": "Позиция",
        "legal": "Разрешённые ходы",
        "events": "Что произошло",
        "scoring": "Подсчёт очков",
        "points": "Очки",
        "no_legal": "нет: раунд окончен",
        "built": "Позиция построена: ходит место {seat}.",
        "applied": "Сыграно: {action}.",
        "undone": "Отменено: {action}.",
        "nothing_to_undo": "Отменять нечего: это построенная позиция.",
        "no_position": "Сначала постройте позицию.",
        "no_action": "Сначала выберите ход.",
        "no_table": "Игровой стол пока недоступен ({error}).",
        "stalemate": "Ничья: очков никто не получает (Z-STALL).",
        "game_file": "В файле целая игра, а не позиция: откройте её в уроке, а не здесь.",
        "not_text": "Загруженный файл не читается как текст.",
        "saved": "Сохранены позиция и ходов: {n}.",
        "loaded": "Позиция загружена, повторено ходов: {n}.",
        "refused": "Нельзя",
        "draw": "взять карту",
        "pass": "пас",
    },
}

_MAX_HANDS = max(OPTION_CHOICES["players"])
_WIDE = {"description_width": "14em"}
#: Text sizes of the position, the legal actions and the result, per card size ("large" is for a projector).
_TEXT = {"small": "13px", "normal": "15px", "large": "26px"}
_LARGE_STYLE = """<style>
.zl-scenario-large { --jp-widgets-font-size: 20px; --jp-widgets-inline-height: 40px; font-size: 20px; }
.zl-scenario-large .zl-scenario-card { font-size: 22px; }
</style>"""
_NINE_S, _QUEEN_H, _ACE_D = (parse_card(c) for c in ("9♠", "Q♥", "A♦"))  # the example hand of the form
_SUIT_KEYS = {"♠": "s", "♣": "c", "♥": "h", "♦": "d"}
_GRID_TARGET = "#ffd43b"  # a card in the place that clicks go to
_GRID_USED = "#dbe4ff"  # a card placed elsewhere


def _card_key(card: Card) -> str:
    """An ASCII name for a card, for CSS classes: ``10h``, ``Js``."""
    return str(card)[:-1] + _SUIT_KEYS[card.suit.value]


def _action_label(action: Action, lang: str, words: dict) -> str:
    """An action as a reader of ``lang`` sees it; in English, its notation (what ``apply_action`` reads)."""
    if lang == "en":
        return str(action)
    if isinstance(action, Draw):
        return words["draw"]
    if isinstance(action, Pass):
        return words["pass"]
    if isinstance(action, PlayJack):
        return f"{action.card.label(lang)}, заказ {action.order}"
    if isinstance(action, PlayJacks):
        return " ".join(card.label(lang) for card in action.cards)
    if isinstance(action, SwapStarter):
        return f"положить {action.card.label(lang)} вместо валета"
    return action.card.label(lang)


def _tokens(text: str) -> list[tuple[str, Card | None]]:
    """The words of a form field, each with the card it names (None for a word that is not a card)."""
    found = []
    for word in text.replace(",", " ").split():
        try:
            found.append((word, parse_card(word)))
        except NotationError:
            found.append((word, None))
    return found


def _cards_text(cards: str | Card | Iterable[Card | str] | None) -> str:
    """Cards as the text a player would type: a string stays as it is, cards are joined by spaces."""
    if cards is None:
        return ""
    if isinstance(cards, (str, Card)):
        return str(cards)
    return " ".join(map(str, cards))


class ScenarioBuilder(w.VBox):
    """Type a position, build it, step through legal actions, save and load it.

    The public methods do what the buttons do and report engine errors in the banner (they return None then,
    never raise a ZhoraError): ``build()``, ``apply_action(text)``, ``back()``, ``set_position(...)``,
    ``save_text()``, ``load_text(text)``, ``open_table()``.
    """

    def __init__(self, *, lang: str = "en", rules: Rules | None = None, show_code: bool = True,
                 size: str = "normal") -> None:
        super().__init__()
        self._words = words = labels(_LABELS, lang)
        self._lang = lang
        if rules is not None and not isinstance(rules, Rules):
            raise TypeError(f"rules must be a Rules(...) or None, got {rules!r}")
        if size not in SIZES:
            raise ValueError(f"size must be one of {', '.join(map(repr, SIZES))}, got {size!r}")
        self._show_code, self._size = bool(show_code), size
        self._rules = rules if rules is not None else Rules()
        self._start: State | None = None
        self._states: list[State] = []
        self._actions: list[Action] = []

        self._out = w.Output()
        self._banner = w.HTML()
        self._banner_text = ""
        # --- the form
        self._players = w.ToggleButtons(options=[(str(n), n) for n in OPTION_CHOICES["players"]],
                                        value=self._rules.players, description=words["players"],
                                        style={**_WIDE, "button_width": "3em"})
        example = " ".join(card.label(lang) for card in (_NINE_S, _QUEEN_H, _ACE_D))
        self._hands = [w.Text(description=words["hand"].format(seat=seat), placeholder=example,
                              style=_WIDE, layout=w.Layout(width="36em")) for seat in range(_MAX_HANDS)]
        self._top = w.Text(description=words["top"], placeholder="7♥", style=_WIDE, layout=w.Layout(width="22em"))
        # "" for no suit: a Dropdown shows no label at all for the value None
        self._ordered = w.Dropdown(options=[(words["none"], "")] + [(str(s), str(s)) for s in Suit],
                                   value="", description=words["ordered"], style=_WIDE,
                                   layout=w.Layout(width="22em"))
        self._deck = w.Text(description=words["deck"], placeholder="8♣ 10♦", style=_WIDE,
                            layout=w.Layout(width="36em"))
        self._pile = w.Text(description=words["pile"], style=_WIDE, layout=w.Layout(width="36em"))
        self._to_move = w.Dropdown(description=words["to_move"], style=_WIDE, layout=w.Layout(width="22em"))
        self._build = w.Button(description=words["build"], button_style="primary", icon="check")
        # --- the 36-card grid: a click puts a card in the chosen place (or takes it out)
        self._target = w.ToggleButtons(description=words["target"], style={**_WIDE, "button_width": "auto"})
        self._cards = {card: self._grid_button(card) for card in DECK_36}
        rows = [w.HBox([self._cards[c] for c in DECK_36 if c.suit is suit]) for suit in Suit]
        self._grid = w.VBox([w.HTML(f"<small>{html.escape(words['grid_hint'])}</small>"), self._target, *rows])
        # --- the position and its actions
        self._position = w.HTML()
        self._legal = w.HTML()
        self._choice = w.Dropdown(options=[], layout=w.Layout(width="14em"))
        self._apply = w.Button(description=words["apply"], icon="play")
        self._back = w.Button(description=words["back"], icon="step-backward")
        self._events = w.HTML()
        self._scoring = w.HTML()
        # --- saving, loading, the play table
        self._save = w.Button(description=words["save"], icon="save")
        self._load = w.Button(description=words["load"], icon="folder-open")
        self._upload = w.FileUpload(accept=".json,application/json", multiple=False, description=words["upload"])
        self._link = w.HTML()
        self._json = w.Textarea(placeholder=words["json"], layout=w.Layout(width="48em", height="8em"))
        self._open = w.Button(description=words["open"], icon="table")
        self._table_box = w.Box()

        for name, part in self._named_parts().items():
            part.add_class(f"zl-scenario-{name}")
        self._banner.add_class("zl-banner")
        self.add_class("zl-scenario")
        self.add_class(f"zl-scenario-{size}")
        style = _LARGE_STYLE if size == "large" else ""
        self.children = [
            w.HTML(f"{style}<b>{html.escape(words['title'])}</b>"),
            self._players, *self._hands, self._top, self._ordered, self._deck, self._pile, self._to_move,
            self._grid, self._build, self._banner, self._position, self._legal,
            w.HBox([self._choice, self._apply, self._back]), self._events, self._scoring,
            w.HBox([self._save, self._load, self._upload, self._link], layout=w.Layout(align_items="center")),
            self._json, self._open, self._table_box, self._out,
        ]

        self._show_seats(self._rules.players)
        self._say(None)
        self._show()
        self._show_grid()
        guard = partial(guarded, self._out, on_error=self._say)
        for field in self._fields().values():
            field.observe(lambda _change: self._show_grid(), names="value")
        self._target.observe(lambda _change: self._show_grid(), names="value")
        for card, button in self._cards.items():
            button.on_click(guard(partial(lambda card, _b: self.click_card(card), card)))
        self._players.observe(guard(lambda change: self._show_seats(change.new)), names="value")
        self._build.on_click(guard(lambda _b: self.build()))
        self._apply.on_click(guard(lambda _b: self._apply_chosen()))
        self._back.on_click(guard(lambda _b: self.back()))
        self._save.on_click(guard(lambda _b: self.save_text()))
        self._load.on_click(guard(lambda _b: self.load_text(self._json.value)))
        self._upload.observe(guard(self._on_upload), names="value")
        self._open.on_click(guard(lambda _b: self.open_table()))

    # --- public ------------------------------------------------------------------------------------------------

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
    def state(self) -> State | None:
        """The current state (after the actions applied so far), or None before a position is built."""
        return self._states[-1] if self._states else None

    @property
    def start(self) -> State | None:
        """The position as built (or loaded), before any action."""
        return self._start

    @property
    def actions(self) -> tuple[Action, ...]:
        """The actions applied from ``start`` to ``state``."""
        return tuple(self._actions)

    @property
    def rules(self) -> Rules:
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
        verdicts, the events of the last step and the scoring."""
        parts = [self._banner.value, self._position.value, self._legal.value, self._events.value,
                 self._scoring.value]
        return " ".join(p for p in (plain_text(x) for x in parts) if p)

    @property
    def parts(self) -> MappingProxyType:
        """The widget's named parts (for tests and notebooks); each has the CSS class ``zl-scenario-<name>``."""
        return MappingProxyType(self._named_parts())

    def build(self) -> State | None:
        """Build the position typed in the form (validated by ``position``); errors go to the banner."""
        n = self._players.value
        state = self._attempt(lambda: position(
            hands=[self._hands[seat].value for seat in range(n)], top=self._top.value, deck=self._deck.value,
            pile=self._pile.value, to_move=self._to_move.value, ordered=self._ordered.value or None, rules=self.rules))
        if state is None:  # what was built before is not what the form says now: show nothing as built
            self._start, self._states, self._actions = None, [], []
            self._table_box.children = ()
            self._show()
            return None
        self._start, self._states, self._actions = state, [state], []
        self._table_box.children = ()
        self._show()
        self._say(self._words["built"].format(seat=state.to_move), error=False)
        return state

    def set_position(self, hands: Sequence[str | Iterable[Card]], top: str | Card = "", *,
                     deck: str | Iterable[Card] = "", pile: str | Iterable[Card] = "", to_move: int = 0,
                     ordered: str | Suit | None = None) -> State | None:
        """Fill the form (2-4 hands, cards as text) and build."""
        hands = [_cards_text(h) for h in hands]
        seat_ok = isinstance(to_move, int) and not isinstance(to_move, bool) and 0 <= to_move < len(hands)
        if not 2 <= len(hands) <= _MAX_HANDS or not seat_ok:
            # The form cannot hold this; let the engine say what is wrong with it.
            return self._attempt(lambda: position(hands=hands, top=_cards_text(top), deck=_cards_text(deck),
                                                  pile=_cards_text(pile), to_move=to_move, ordered=ordered))
        suit = self._attempt(lambda: None if ordered is None else parse_suit(ordered))
        if ordered is not None and suit is None:
            return None
        self._players.value = len(hands)
        for seat, box in enumerate(self._hands):
            box.value = hands[seat] if seat < len(hands) else ""
        self._top.value, self._deck.value, self._pile.value = _cards_text(top), _cards_text(deck), _cards_text(pile)
        self._to_move.value = to_move
        self._ordered.value = "" if suit is None else str(suit)
        return self.build()

    def apply_action(self, text: str | Action) -> State | None:
        """Play an action (``'J♣ J♦'``, ``'7♥'``, ``'J♠>♥'``, ``'draw'``…) in the current state."""
        state = self.state
        if state is None:
            self._say(self._words["no_position"])
            return None
        new = self._attempt(lambda: apply(state, text))
        if new is None:
            return None
        self._states.append(new)
        self._actions.append(parse_action(text))
        self._show()
        self._say(self._words["applied"].format(action=self._label(self._actions[-1])), error=False)
        return new

    def back(self) -> State | None:
        """Take back the last action applied."""
        if not self._actions:
            self._say(self._words["nothing_to_undo"])
            return None
        self._states.pop()
        action = self._actions.pop()
        self._show()
        self._say(self._words["undone"].format(action=self._label(action)), error=False)
        return self.state

    def save_text(self) -> str | None:
        """The JSON of ``save(start, actions=...)``, also put in the text area and offered as a download."""
        if self._start is None:
            self._say(self._words["no_position"])
            return None
        text = self._attempt(lambda: save(self._start, actions=self._actions))
        if text is None:
            return None
        self._json.value = text
        self._link.value = (f"<a download='zhora-scenario.json' href='{data_uri(text, 'application/json')}' "
                            f"target='_blank'>⬇ {html.escape(self._words['download'])}</a>")
        self._say(self._words["saved"].format(n=len(self._actions)), error=False)
        return text

    def load_text(self, text: str) -> State | None:
        """Load a saved scenario (``load`` replays and checks it); the form shows its start position."""
        self._json.value = text
        loaded = self._attempt(lambda: load(text))
        if loaded is None:
            return None
        if isinstance(loaded, Game):
            self._say(self._words["game_file"])
            return None
        # ``load`` gives the state after the actions; the start is the same file with no actions.
        data = json.loads(text)
        actions = [parse_action(a) for a in data["actions"]]
        start = self._attempt(lambda: load(json.dumps({**data, "actions": []})))
        if start is None:  # pragma: no cover - the full file loaded, so its start does too
            return None
        states = [start]
        for action in actions:
            states.append(apply(states[-1], action))
        self._fill_form(start)
        self._rules = start.rules
        self._start, self._states, self._actions = start, states, actions
        self._table_box.children = ()
        self._show()
        self._say(self._words["loaded"].format(n=len(actions)), error=False)
        return self.state

    def open_table(self) -> w.Widget | None:
        """Open the current state in the play table (``widgets.table.Table.from_state``), below the builder."""
        if self.state is None:
            self._say(self._words["no_position"])
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
        any other; a card already there is taken out. The top card is one card, so a new one replaces it."""
        card = parse_card(card)
        fields = self._fields()
        target = self._target.value
        here = [c for _, c in _tokens(fields[target].value)]
        for name, field in fields.items():
            kept = [word for word, c in _tokens(field.value) if c is not card]
            if name == target and card not in here:
                kept = [card.label(self._lang)] if name == "top" else [*kept, card.label(self._lang)]
            field.value = " ".join(kept)

    # --- callbacks ---------------------------------------------------------------------------------------------

    def _grid_button(self, card: Card) -> w.Button:
        ink = "#c8102e" if card.suit.is_red else "#111"
        button = w.Button(description=card.label(self._lang), layout=w.Layout(width="3.6em", padding="0"),
                          style={"text_color": ink, "font_weight": "bold"})
        button.add_class("zl-scenario-card")
        button.add_class(f"zl-card-{_card_key(card)}")
        return button

    def _label(self, action: Action) -> str:
        return _action_label(action, self._lang, self._words)

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
        parts = {"players": self._players, "top": self._top, "ordered": self._ordered, "deck": self._deck,
                 "pile": self._pile, "to-move": self._to_move, "build": self._build, "banner": self._banner,
                 "position": self._position, "legal": self._legal, "actions": self._choice, "apply": self._apply,
                 "back": self._back, "events": self._events, "scoring": self._scoring, "save": self._save,
                 "load": self._load, "upload": self._upload, "download": self._link, "json": self._json,
                 "open": self._open, "table-box": self._table_box, "output": self._out, "grid": self._grid,
                 "target": self._target}
        parts.update({f"hand-{seat}": box for seat, box in enumerate(self._hands)})
        parts.update({f"card-{_card_key(card)}": button for card, button in self._cards.items()})
        return parts

    def _show_seats(self, n: int) -> None:
        for seat, box in enumerate(self._hands):
            box.layout.display = None if seat < n else "none"
        current = self._to_move.value
        self._to_move.options = [(self._words["seat"].format(seat=seat), seat) for seat in range(n)]
        self._to_move.value = current if current is not None and current < n else 0
        target = self._target.value
        words = self._words
        self._target.options = ([(words["seat_short"].format(seat=seat), f"hand-{seat}") for seat in range(n)]
                                + [(words["top"], "top"), (words["deck"].split(" (")[0], "deck"),
                                   (words["pile"].split(" (")[0], "pile")])
        self._target.value = target if target in [v for _, v in self._target.options] else "hand-0"
        self._show_grid()

    def _fields(self) -> dict[str, w.Text]:
        """The form fields a grid click can fill, by the target's value."""
        fields = {f"hand-{seat}": box for seat, box in enumerate(self._hands[:self._players.value])}
        return {**fields, "top": self._top, "deck": self._deck, "pile": self._pile}

    def _show_grid(self) -> None:
        """Colour each card of the grid: in the place clicks go to, placed elsewhere (its place as tooltip), free."""
        places: dict[Card, str] = {}
        labels = dict((v, k) for k, v in self._target.options)
        for name, field in self._fields().items():
            for _, card in _tokens(field.value):
                if card is not None:
                    places.setdefault(card, name)
        for card, button in self._cards.items():
            place = places.get(card)
            colour = None if place is None else _GRID_TARGET if place == self._target.value else _GRID_USED
            if button.style.button_color != colour:
                button.style.button_color = colour
            tip = labels.get(place, "") if place else ""
            if button.tooltip != tip:
                button.tooltip = tip

    def _fill_form(self, state: State) -> None:
        self._players.value = state.players
        def text(cards) -> str:
            return " ".join(card.label(self._lang) for card in cards)

        for seat, box in enumerate(self._hands):
            box.value = text(state.hands[seat]) if seat < state.players else ""
        self._top.value, self._deck.value, self._pile.value = (state.top.label(self._lang), text(state.deck),
                                                               text(state.pile))
        if state.to_move is not None:
            self._to_move.value = state.to_move
        self._ordered.value = "" if state.ordered is None else str(state.ordered)

    def _say(self, message: str | ZhoraError | None, *, error: bool = True) -> None:
        """Show a message in the banner (an engine error with its rule), or hide the banner."""
        text = "" if message is None else str(message)
        rule = getattr(message, "rule", None)
        if isinstance(message, ZhoraError):
            text = f"{self._words['refused']}: {error_text(message, self._lang)}"
            if rule and rule in RULE_IDS and self._lang == "en":  # the Russian text names the rule already
                text += f" — {rule}: {rule_title(rule, self._lang)}"
        self._banner_text = text
        show_alert(self._banner, text, "error" if error else "info")

    def _show(self) -> None:
        """Redraw the position, its legal actions, the last step's events and the scoring."""
        state, words = self.state, self._words
        if state is None:
            for part in (self._position, self._legal, self._events, self._scoring):
                part.value = ""
            self._choice.options = []
            for button in (self._apply, self._back, self._save, self._open):
                button.disabled = True
            return
        self._position.value = (f"<b>{html.escape(words['position'])}</b>"
                                f"{_position_html(state, self._lang, self._size, self._show_code)}")
        legal = legal_actions(state)
        if legal:
            items = "".join(self._verdict_html(state, action) for action in legal)
            self._legal.value = self._sized(
                f"<b>{html.escape(words['legal'])}</b><ol style='padding-left:2.4em'>{items}</ol>")
        else:
            self._legal.value = self._sized(f"<b>{html.escape(words['legal'])}</b>: {html.escape(words['no_legal'])}")
        self._choice.options = [(self._label(a), str(a)) for a in legal]
        self._choice.value = str(legal[0]) if legal else None
        self._apply.disabled = not legal
        self._back.disabled = not self._actions
        self._save.disabled = self._open.disabled = False
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

    def _verdict_html(self, state: State, action: Action) -> str:
        verdict = explain(state, action)
        title = html.escape(rule_title(verdict.rule, self._lang), quote=True)
        meaning = f" ({html.escape(rule_title(verdict.rule, 'ru'))})" if self._lang == "ru" else ""
        return (f"<li><code style='font-size:1.1em'>{html.escape(self._label(action))}</code> — "
                f"<b title='{title}' style='white-space:nowrap'>{verdict.rule}</b>{meaning}: "
                f"{html.escape(verdict.text(self._lang))}</li>")

    def _scoring_html(self, state: State) -> str:
        outcome, words = state.outcome, self._words
        if outcome is None:
            return ""
        head = f"<b>{html.escape(words['scoring'])}</b>"
        if outcome.is_stalemate:
            return f"{head}: {html.escape(words['stalemate'])}"
        seat_word = words["seat"]
        lines = score_lines(state.hands, outcome.winner, outcome.finish, rules=state.rules, lang=self._lang)
        items = "".join(f"<li>{html.escape(seat_word.format(seat=line.seat))}: {html.escape(line.text)} → "
                        f"<b>{line.points}</b> <small>({line.rule}: "
                        f"{html.escape(rule_title(line.rule, self._lang))})</small></li>" for line in lines)
        total = " · ".join(f"{html.escape(seat_word.format(seat=seat))}: <b>{points}</b>"
                           for seat, points in enumerate(outcome.points))
        return f"{head}<ul>{items}</ul>{html.escape(words['points'])}: {total}"


def _position_html(state: State, lang: str, size: str, show_code: bool) -> str:
    """The board (``zhora_core.render.table_html``, every hand face up) and, in JupyterLab, the paste-back
    ``position(...)`` text."""
    from zhora_core.render import table_html

    code = f"<pre style='white-space:pre-wrap;margin:2px 0'>{html.escape(str(state))}</pre>" if show_code else ""
    return f"<div class='zl-scenario-render'>{table_html(state, lang=lang, size=size)}</div>{code}"

"""The scenario builder: type any mid-round position, see its legal actions with the engine's verdicts, step
through actions (and back), and save or load the scenario as JSON.

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

from zhora_core.cards import Card, Suit, parse_suit
from zhora_core.errors import ZhoraError
from zhora_core.zhora import (Action, Game, State, apply, explain, legal_actions, load, parse_action, position,
                              save, score_lines)
from zhora_core.zhora.glossary import rule_title
from zhora_core.zhora.rules import OPTION_CHOICES, RULE_IDS, Rules

from .common import data_uri, guarded, labels, plain_text, show_alert

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
        "upload": "Файл .json",
        "open": "Открыть за столом",
        "download": "Скачать JSON",
        "json": "Сохранённая позиция (JSON)",
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
        "game_file": "В файле целая игра, а не позиция: загрузите её в ячейке через zhora_core.zhora.load().",
        "not_text": "Загруженный файл — не текст UTF-8.",
        "saved": "Сохранены позиция и ходов: {n}.",
        "loaded": "Позиция загружена, повторено ходов: {n}.",
        "refused": "Нельзя",
    },
}

_MAX_HANDS = max(OPTION_CHOICES["players"])
_WIDE = {"description_width": "14em"}


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

    def __init__(self, *, lang: str = "en", rules: Rules | None = None) -> None:
        super().__init__()
        self._words = words = labels(_LABELS, lang)
        self._lang = lang
        if rules is not None and not isinstance(rules, Rules):
            raise TypeError(f"rules must be a Rules(...) or None, got {rules!r}")
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
        self._hands = [w.Text(description=words["hand"].format(seat=seat), placeholder="9♠ Q♥ A♦",
                              style=_WIDE, layout=w.Layout(width="36em")) for seat in range(_MAX_HANDS)]
        self._top = w.Text(description=words["top"], placeholder="7♥", style=_WIDE, layout=w.Layout(width="22em"))
        self._ordered = w.Dropdown(options=[(words["none"], None)] + [(str(s), str(s)) for s in Suit],
                                   value=None, description=words["ordered"], style=_WIDE,
                                   layout=w.Layout(width="22em"))
        self._deck = w.Text(description=words["deck"], placeholder="8♣ 10♦", style=_WIDE,
                            layout=w.Layout(width="36em"))
        self._pile = w.Text(description=words["pile"], style=_WIDE, layout=w.Layout(width="36em"))
        self._to_move = w.Dropdown(description=words["to_move"], style=_WIDE, layout=w.Layout(width="22em"))
        self._build = w.Button(description=words["build"], button_style="primary", icon="check")
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
        self.children = [
            w.HTML(f"<b>{html.escape(words['title'])}</b>"),
            self._players, *self._hands, self._top, self._ordered, self._deck, self._pile, self._to_move,
            self._build, self._banner, self._position, self._legal,
            w.HBox([self._choice, self._apply, self._back]), self._events, self._scoring,
            w.HBox([self._save, self._load, self._upload, self._link], layout=w.Layout(align_items="center")),
            self._json, self._open, self._table_box, self._out,
        ]

        self._show_seats(self._rules.players)
        self._say(None)
        self._show()
        guard = partial(guarded, self._out, on_error=self._say)
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
            pile=self._pile.value, to_move=self._to_move.value, ordered=self._ordered.value, rules=self.rules))
        if state is None:
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
        self._ordered.value = None if suit is None else str(suit)
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
        self._say(self._words["applied"].format(action=self._actions[-1]), error=False)
        return new

    def back(self) -> State | None:
        """Take back the last action applied."""
        if not self._actions:
            self._say(self._words["nothing_to_undo"])
            return None
        self._states.pop()
        action = self._actions.pop()
        self._show()
        self._say(self._words["undone"].format(action=action), error=False)
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
        table = self._attempt(lambda: Table.from_state(self.state, lang=self._lang))
        if table is not None:
            self._table_box.children = (table,)
        return table

    # --- callbacks ---------------------------------------------------------------------------------------------

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
                 "open": self._open, "table-box": self._table_box, "output": self._out}
        parts.update({f"hand-{seat}": box for seat, box in enumerate(self._hands)})
        return parts

    def _show_seats(self, n: int) -> None:
        for seat, box in enumerate(self._hands):
            box.layout.display = None if seat < n else "none"
        current = self._to_move.value
        self._to_move.options = [(self._words["seat"].format(seat=seat), seat) for seat in range(n)]
        self._to_move.value = current if current is not None and current < n else 0

    def _fill_form(self, state: State) -> None:
        self._players.value = state.players
        for seat, box in enumerate(self._hands):
            box.value = _cards_text(state.hands[seat]) if seat < state.players else ""
        self._top.value, self._deck.value, self._pile.value = (str(state.top), _cards_text(state.deck),
                                                               _cards_text(state.pile))
        if state.to_move is not None:
            self._to_move.value = state.to_move
        self._ordered.value = None if state.ordered is None else str(state.ordered)

    def _say(self, message: str | ZhoraError | None, *, error: bool = True) -> None:
        """Show a message in the banner (an engine error with its rule), or hide the banner."""
        text = "" if message is None else str(message)
        rule = getattr(message, "rule", None)
        if isinstance(message, ZhoraError):
            text = f"{self._words['refused']}: {text}"
            if rule and rule in RULE_IDS:
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
        self._position.value = f"<b>{html.escape(words['position'])}</b>{_position_html(state, self._lang)}"
        legal = legal_actions(state)
        if legal:
            items = "".join(self._verdict_html(state, action) for action in legal)
            self._legal.value = f"<b>{html.escape(words['legal'])}</b><ol>{items}</ol>"
        else:
            self._legal.value = f"<b>{html.escape(words['legal'])}</b>: {html.escape(words['no_legal'])}"
        self._choice.options = [str(a) for a in legal]
        self._choice.value = str(legal[0]) if legal else None
        self._apply.disabled = not legal
        self._back.disabled = not self._actions
        self._save.disabled = self._open.disabled = False
        if state.events:
            lines = "".join(f"<li>{html.escape(e.text(self._lang))} <small>({e.rule})</small></li>"
                            for e in state.events)
            self._events.value = f"<b>{html.escape(words['events'])}</b><ul>{lines}</ul>"
        else:
            self._events.value = ""
        self._scoring.value = self._scoring_html(state)

    def _verdict_html(self, state: State, action: Action) -> str:
        verdict = explain(state, action)
        title = html.escape(rule_title(verdict.rule, self._lang), quote=True)
        meaning = f" ({html.escape(rule_title(verdict.rule, 'ru'))})" if self._lang == "ru" else ""
        return (f"<li><code style='font-size:1.1em'>{html.escape(str(action))}</code> — <b title='{title}'>{verdict.rule}</b>{meaning}: "
                f"{html.escape(verdict.text(self._lang))}</li>")

    def _scoring_html(self, state: State) -> str:
        outcome, words = state.outcome, self._words
        if outcome is None:
            return ""
        head = f"<b>{html.escape(words['scoring'])}</b>"
        if outcome.is_stalemate:
            return f"{head}: {html.escape(words['stalemate'])}"
        seat_word = words["seat"]
        lines = score_lines(state.hands, outcome.winner, outcome.finish, rules=state.rules)
        items = "".join(f"<li>{html.escape(seat_word.format(seat=line.seat))}: {html.escape(line.text)} → "
                        f"<b>{line.points}</b> <small>({line.rule}: "
                        f"{html.escape(rule_title(line.rule, self._lang))})</small></li>" for line in lines)
        total = " · ".join(f"{html.escape(seat_word.format(seat=seat))}: <b>{points}</b>"
                           for seat, points in enumerate(outcome.points))
        return f"{head}<ul>{items}</ul>{html.escape(words['points'])}: {total}"


def _position_html(state: State, lang: str) -> str:
    """The table drawn by ``zhora_core.render.table_html`` when it exists, and the paste-back position text."""
    text = f"<pre style='white-space:pre-wrap;margin:2px 0'>{html.escape(str(state))}</pre>"
    try:
        from zhora_core.render import table_html
    except ImportError:
        return text
    return f"<div class='zl-scenario-render'>{table_html(state, lang=lang)}</div>{text}"

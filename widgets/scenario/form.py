"""The scenario builder's form: the number of players, then one input per keyword of the game's ``position``
(``GameSpec.fields``; a per-seat keyword has one input per seat), read into ``position``'s keywords and filled
back from them."""

from __future__ import annotations

import inspect
from typing import Any

import ipywidgets as w

from zhora_core import words
from zhora_core.cards import Card, Suit, parse_card, parse_cards, parse_suit
from zhora_core.errors import NotationError, PositionError
from zhora_core.protocol import Field, GameSpec

from .phrases import say

__all__ = ["ScenarioForm", "CARD_KINDS", "part_name", "tokens", "is_seat"]

#: The kinds of field a click on the grid of cards can fill.
CARD_KINDS = ("cards", "card")
#: The width of the form's labels: enough for the longest (about 0.62em a character), 14em to 24em.
_LABEL_EM = (14, 24, 0.62)
#: The default of a keyword ``position`` requires.
_EMPTY = inspect.Parameter.empty


def part_name(field: Field, seat: int | None = None) -> str:
    """The name of a field's input: ``top``, ``to-move``; per seat the singular and the seat, ``hand-0``."""
    name = field.name.replace("_", "-")
    if seat is None:
        return name
    return f"{name[:-1] if name.endswith('s') else name}-{seat}"


def tokens(text: str) -> list[tuple[str, Card | None]]:
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


def is_seat(value: Any, players: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players


class ScenarioForm:
    """The inputs of a position of one game, in one language: ``players`` (the number of players) and ``inputs``
    (per field of ``GameSpec.fields``, its input, or one per seat of the most players the game allows)."""

    def __init__(self, spec: GameSpec, players: int, lang: str) -> None:
        self.spec, self.lang = spec, lang
        self.defaults = {name: p.default for name, p in inspect.signature(spec.position).parameters.items()}
        longest = max(len(self._description(f, 9 if f.per_seat else None)) for f in spec.fields)
        low, high, per_char = _LABEL_EM
        self.label_em = min(high, max(low, round(longest * per_char)))
        self.players = self._players_control(players)
        seats = spec.player_counts
        self.inputs: dict[str, list[w.ValueWidget]] = {
            field.name: [self._input(field, seat) for seat in range(seats[-1])] if field.per_seat
            else [self._input(field)] for field in spec.fields}

    # --- reading and filling ---------------------------------------------------------------------------------

    def values(self) -> dict[str, Any]:
        """The keywords of ``position`` the form says; an input left empty leaves its keyword to the game's
        default (a required one is passed empty, for the engine to refuse). Raises PositionError for a number
        that is not one."""
        n, values = self.players.value, {}
        for field in self.spec.fields:
            boxes = self.inputs[field.name][:n] if field.per_seat else self.inputs[field.name]
            raw = [self._read(field, box.value, seat if field.per_seat else None) for seat, box in enumerate(boxes)]
            value = raw if field.per_seat else raw[0]
            empty = all(v is None or v == "" for v in raw) if field.per_seat else value is None or value == ""
            if empty and self.defaults.get(field.name, _EMPTY) is not _EMPTY:
                continue
            if field.kind in CARD_KINDS and field.per_seat:
                value = ["" if v is None else v for v in value]
            values[field.name] = value
        return values

    def fill(self, values: dict[str, Any], *, clear: bool = False) -> bool:
        """Put keyword values (``set_position``'s, or a save file's position fields) into the inputs; with
        ``clear``, an input without a value goes back to empty. Raises NotationError for a suit that is not one
        (the picker could not show it)."""
        for field in self.spec.fields:
            if field.name not in values and not clear:
                continue
            value = values.get(field.name)
            boxes = self.inputs[field.name]
            entries = list(value) if field.per_seat and value is not None else [value] * len(boxes)
            for seat, box in enumerate(boxes):
                box.value = self._shown(field, entries[seat] if seat < len(entries) else None)
        return True

    def holds(self, field: Field, value: Any) -> bool:
        """Whether ``field``'s input can show ``value`` (one entry per seat of a per-seat field): cards as text or
        cards, a suit, one of a choice's values, a whole number, actions as text; a seat is checked by
        ``is_seat``."""
        if field.per_seat and value is not None:
            return isinstance(value, (list, tuple)) and all(self._holds_one(field, v) for v in value)
        return self._holds_one(field, value)

    @staticmethod
    def _holds_one(field: Field, value: Any) -> bool:
        if value is None or field.kind == "seat":
            return True
        if field.kind in CARD_KINDS:
            return isinstance(value, (str, Card)) or (field.kind == "cards" and isinstance(value, (list, tuple))
                                                       and all(isinstance(v, (str, Card)) for v in value))
        if field.kind == "suit":
            return value == "none" or isinstance(value, (str, Suit))
        if field.kind == "choice":
            return getattr(value, "value", value) in field.choices
        if field.kind == "int":
            return type(value) is int
        if field.kind == "actions":
            return isinstance(value, str) or isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value)
        return True

    def show_seats(self, n: int) -> None:
        """Show the inputs of ``n`` seats and offer ``n`` seats in the seat pickers."""
        for field in self.spec.fields:
            boxes = self.inputs[field.name]
            if field.per_seat:
                for seat, box in enumerate(boxes):
                    box.layout.display = None if seat < n else "none"
            elif field.kind == "seat":
                box, current = boxes[0], boxes[0].value
                options = self._seat_options(field)
                box.options = options
                values = [v for _, v in options]
                box.value = current if current in values else ("" if "" in values else self._default_seat(field))

    def card_fields(self) -> dict[str, w.Text]:
        """The inputs a grid click can fill, by the name of their place (the seats in play only)."""
        n, found = self.players.value, {}
        for field in self.spec.fields:
            if field.kind not in CARD_KINDS:
                continue
            boxes = self.inputs[field.name]
            for seat, box in enumerate(boxes[:n] if field.per_seat else boxes):
                found[part_name(field, seat if field.per_seat else None)] = box
        return found

    def single_card_places(self) -> set[str]:
        """The places that hold one card (the top card): a click there replaces it."""
        return {part_name(f, None) for f in self.spec.fields if f.kind == "card" and not f.per_seat}

    def parts(self) -> dict[str, w.Widget]:
        """The form's inputs by part name: ``players``, then ``top``, ``hand-0`` ..."""
        parts: dict[str, w.Widget] = {"players": self.players}
        for field in self.spec.fields:
            boxes = self.inputs[field.name]
            if field.per_seat:
                parts.update({part_name(field, seat): box for seat, box in enumerate(boxes)})
            else:
                parts[part_name(field)] = boxes[0]
        return parts

    def style(self) -> dict[str, str]:
        """The style of an input whose label sits in the form's column of labels."""
        return {"description_width": f"{self.label_em}em"}

    def width(self, box_em: int) -> w.Layout:
        """The layout of an input ``box_em`` wide after the labels' column."""
        return w.Layout(width=f"{self.label_em + box_em}em")

    # --- the inputs --------------------------------------------------------------------------------------------

    def _description(self, field: Field, seat: int | None) -> str:
        label = words.pick(field.label, self.lang)
        return label if seat is None else say("seat_field", self.lang, label=label, seat=seat)

    def _players_control(self, players: int) -> w.ValueWidget:
        option = next(o for o in self.spec.options if o.name == "players")
        label = option.label_in(self.lang)
        seats = self.spec.player_counts
        if len(seats) <= 10:
            return w.ToggleButtons(options=[(str(n), n) for n in seats], value=players, description=label,
                                   style={**self.style(), "button_width": "3em"})
        return w.BoundedIntText(value=players, min=seats[0], max=seats[-1], description=label, style=self.style(),
                                layout=self.width(8))

    def _input(self, field: Field, seat: int | None = None) -> w.ValueWidget:
        """The input of one field (of one seat's entry of a per-seat field)."""
        description = self._description(field, seat)
        default = self.defaults.get(field.name, _EMPTY)
        if field.kind == "suit":
            return w.Dropdown(options=[(say("none", self.lang), "")] + [(str(s), str(s)) for s in Suit], value="",
                              description=description, style=self.style(), layout=self.width(8))
        if field.kind == "seat":
            return w.Dropdown(description=description, style=self.style(), layout=self.width(10))
        if field.kind == "choice":
            options = [(words.pick(field.choice_labels.get(c, (c, c)), self.lang), c) for c in field.choices]
            return w.Dropdown(options=options, value=field.choices[0] if field.choices else None,
                              description=description, style=self.style(), layout=self.width(14))
        placeholder = ""
        if (field.kind == "card" or field.kind == "cards" and field.per_seat) and self.spec.deck:
            deck = self.spec.deck
            sample = (deck[-1],) if field.kind == "card" else (deck[len(deck) // 3], deck[len(deck) // 2], deck[-1])
            placeholder = " ".join(card.label(self.lang) for card in sample)
        elif field.kind == "int" and seat is None and isinstance(default, int):
            placeholder = str(default)
        return w.Text(description=description, placeholder=placeholder, style=self.style(),
                      layout=self.width(8 if field.kind in ("card", "int") else 22))

    def _read(self, field: Field, value: Any, seat: int | None) -> Any:
        """One input's value as ``position`` takes it (None: left empty)."""
        if field.kind == "int":
            text = str(value).strip()
            if not text:
                return None
            try:
                return int(text.replace("−", "-"))
            except ValueError:
                raise PositionError(say("not_number", self.lang, field=self._description(field, seat),
                                        text=text[:20])) from None
        if field.kind == "actions":
            return [part.strip() for part in str(value).split(",") if part.strip()] or None
        if field.kind in ("suit", "seat"):
            return None if value in ("", None) else value
        return value

    def _shown(self, field: Field, value: Any) -> Any:
        """A value as its input holds it."""
        if field.kind == "seat":
            return value if value is not None else ("" if "" in [v for _, v in self._seat_options(field)]
                                                    else self._default_seat(field))
        if field.kind == "suit":  # "none" (Joker's no trumps) shows as the picker's "none"
            return "" if value in (None, "none") else str(parse_suit(value))
        if field.kind == "choice":
            return field.choices[0] if value is None else getattr(value, "value", value)
        if value is None:
            return ""
        if field.kind in CARD_KINDS:
            try:  # in the reader's letters; a text that is not cards stays as typed, for Build to refuse
                return " ".join(card.label(self.lang) for card in parse_cards(_cards_text(value)))
            except NotationError:
                return _cards_text(value)
        if field.kind == "actions":
            return ", ".join(map(str, value)) if isinstance(value, (list, tuple)) else str(value)
        return str(value)

    def _default_seat(self, field: Field) -> int:
        default = self.defaults.get(field.name, 0)
        return default if isinstance(default, int) else 0

    def _seat_options(self, field: Field) -> list[tuple[str, int | str]]:
        """A seat input's choices: every seat, and "as the rules say" where ``position`` works it out itself."""
        seats = [(say("seat", self.lang, seat=seat), seat) for seat in range(self.players.value)]
        # "" for the rules' own choice: a Dropdown shows no label at all for the value None
        return ([(say("auto", self.lang), "")] + seats) if self.defaults.get(field.name) is None else seats

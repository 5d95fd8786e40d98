"""The scenario builder's grid of the game's pack (``GameSpec.deck``): a click puts a card in the place chosen
above the grid (a hand, the top card, the deck ...), taking it out of any other; a card already there is taken
out. Each card is coloured by where it lies: in the chosen place, elsewhere (its place as tooltip), or free."""

from __future__ import annotations

import html

import ipywidgets as w

from zhora_core import words
from zhora_core.cards import Card, Colour, Suit, parse_card
from zhora_core.protocol import GameSpec

from .form import CARD_KINDS, ScenarioForm, part_name, tokens
from .phrases import say

__all__ = ["CardGrid", "card_key"]

_SUIT_KEYS = {"♠": "s", "♣": "c", "♥": "h", "♦": "d"}
_GRID_TARGET = "#ffe588"  # a card in the place that clicks go to
_GRID_USED = "#dbe4ff"  # a card placed elsewhere


def card_key(card: Card) -> str:
    """An ASCII name for a card, for CSS classes: ``10h``, ``Js``, ``RJ`` (a joker)."""
    if card.suit is None:
        return str(card)
    return str(card)[:-1] + _SUIT_KEYS[card.suit.value]


class CardGrid(w.VBox):
    """A hint, the chooser of the place clicks go to (``target``), and a row of card buttons per suit (``cards``;
    the jokers in a row of their own) over ``form``'s card inputs."""

    def __init__(self, spec: GameSpec, form: ScenarioForm, lang: str) -> None:
        super().__init__()
        self.spec, self.form, self.lang = spec, form, lang
        self.target = w.ToggleButtons(description=say("target", lang),
                                      style={**form.style(), "button_width": "auto"})
        self.cards = {card: self._button(card) for card in spec.deck}
        suits = [suit for suit in Suit if any(c.suit is suit for c in spec.deck)]
        rows = [w.HBox([self.cards[c] for c in spec.deck if c.suit is suit]) for suit in suits]
        if any(c.suit is None for c in spec.deck):
            rows.append(w.HBox([self.cards[c] for c in spec.deck if c.suit is None]))
        self.children = [w.HTML(f"<small>{html.escape(say('grid_hint', lang))}</small>"), self.target, *rows]

    def show_places(self, n: int) -> None:
        """Offer the card places of ``n`` seats as targets (the first per-seat field's by the seat alone), keeping
        the chosen one if it is still there."""
        target, fields = self.target.value, self.spec.fields
        first = next((f.name for f in fields if f.per_seat and f.kind in CARD_KINDS), None)
        options = []
        for field in fields:
            if field.kind not in CARD_KINDS:
                continue
            label = field.short_in(self.lang)
            if field.per_seat:
                options += [(say("seat", self.lang, seat=seat) if field.name == first
                             else say("seat_field", self.lang, label=label, seat=seat), part_name(field, seat))
                            for seat in range(n)]
            else:
                options.append((label, part_name(field)))
        self.target.options = options
        values = [v for _, v in options]
        self.target.value = target if target in values else (values[0] if values else None)
        self.show()

    def show(self) -> None:
        """Colour each card: in the place clicks go to, placed elsewhere (its place as tooltip), free."""
        places: dict[Card, str] = {}
        names = dict((v, k) for k, v in self.target.options)
        for name, box in self.form.card_fields().items():
            for _, card in tokens(box.value):
                if card is not None:
                    places.setdefault(card, name)
        for card, button in self.cards.items():
            place = places.get(card)
            colour = None if place is None else _GRID_TARGET if place == self.target.value else _GRID_USED
            if button.style.button_color != colour:
                button.style.button_color = colour
            tip = names.get(place, "") if place else ""
            if button.tooltip != tip:
                button.tooltip = tip

    def click(self, card: Card | str) -> None:
        """Put ``card`` in the chosen place, taking it out of any other; a card already there is taken out. A
        one-card place (the top card) takes the new card instead."""
        card = parse_card(card)
        fields = self.form.card_fields()
        target = self.target.value
        single = self.form.single_card_places()
        here = [c for _, c in tokens(fields[target].value)]
        for name, box in fields.items():
            kept = [word for word, c in tokens(box.value) if c is not card]
            if name == target and card not in here:
                kept = [card.label(self.lang)] if name in single else [*kept, card.label(self.lang)]
            box.value = " ".join(kept)

    def _button(self, card: Card) -> w.Button:
        ink = "#c8102e" if card.colour is Colour.RED else "#111"
        button = w.Button(description=card.label(self.lang), layout=w.Layout(width="3.6em", padding="0"),
                          style={"text_color": ink, "font_weight": "bold"})
        button.add_class("zl-scenario-card")
        button.add_class(f"zl-card-{card_key(card)}")
        return button

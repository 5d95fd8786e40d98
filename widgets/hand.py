"""A clickable hand: one button per card, legal cards highlighted, the engine's reason on hover, and a suit
picker for jacks."""

from __future__ import annotations

import ipywidgets as w

from zhora_core.cards import Card, Suit, parse_card, parse_suit

from .controller import TableController
from .i18n import words

__all__ = ["Hand"]

_SIZES = {"small": (44, 60, "16px"), "normal": (58, 80, "20px"), "large": (110, 150, "40px")}
_SUIT_COLOURS = {Suit.SPADES: "#111111", Suit.CLUBS: "#111111", Suit.HEARTS: "#c62828", Suit.DIAMONDS: "#c62828"}
_FOUR_COLOURS = {Suit.SPADES: "#111111", Suit.CLUBS: "#1b7a1b", Suit.HEARTS: "#c62828", Suit.DIAMONDS: "#1f4fbf"}


class Hand(w.VBox):
    """The human seat's hand as buttons. Clicking a legal card plays it; an illegal one shows the refusal
    (with its rule id) in the controller's message; a jack opens the suit picker first."""

    def __init__(self, controller: TableController, *, size: str = "normal", four_colour: bool = False) -> None:
        super().__init__()
        self.add_class("zl-hand")
        self.controller = controller
        self.size = size
        self.four_colour = four_colour
        self.pending_jack: Card | None = None
        self._cards = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self._cards.add_class("zl-hand-cards")
        self._picker_label = w.HTML()
        self._picker = w.HBox([self._picker_label], layout=w.Layout(display="none", align_items="center"))
        self._picker.add_class("zl-suit-picker")
        self.children = [self._cards, self._picker]
        controller.observe(lambda change: self.refresh(), names="state")
        self.refresh()

    @property
    def buttons(self) -> dict[Card, w.Button]:
        """The card buttons, by card."""
        return dict(self._buttons)

    def click(self, card: Card | str) -> None:
        """Click a card of the hand (as a user would)."""
        self._buttons[parse_card(card)].click()

    def choose_suit(self, suit: Suit | str) -> None:
        """Click a suit in the open suit picker."""
        suit = parse_suit(suit)
        for button in self._picker.children[1:]:
            if getattr(button, "suit", None) is suit:
                button.click()
                return
        raise ValueError("the suit picker is not open")

    def refresh(self) -> None:
        controller = self.controller
        lang = controller.lang
        width, height, font = _SIZES[self.size]
        colours = _FOUR_COLOURS if self.four_colour else _SUIT_COLOURS
        reasons = controller.reasons()
        self._buttons: dict[Card, w.Button] = {}
        for card, (legal, reason) in reasons.items():
            button = w.Button(description=card.label(lang), tooltip=f"{card.name_in(lang)} — {reason}",
                              layout=w.Layout(width=f"{width}px", height=f"{height}px", margin="3px",
                                              border=f"{3 if legal else 1}px solid {'#2e7d32' if legal else '#9e9e9e'}"))
            button.style.button_color = "#fffdf2" if legal else "#eeeeee"
            button.style.text_color = colours[card.suit]
            button.style.font_size = font
            button.style.font_weight = "bold"
            button.add_class("zl-card")
            button.add_class(f"zl-card-{_slug(card)}")
            button.add_class("zl-legal" if legal else "zl-illegal")
            button.card, button.legal = card, legal
            button.on_click(self._on_card)
            self._buttons[card] = button
        self._cards.children = tuple(self._buttons.values())
        if self.pending_jack is not None and self.pending_jack not in self._buttons:
            self._close_picker()

    def _on_card(self, button: w.Button) -> None:
        card = button.card
        action = self.controller.card_action(card)
        if card.is_jack and button.legal and not action.startswith("swap"):
            self._open_picker(card)
            return
        self._close_picker()
        self.controller.play(action)

    def _open_picker(self, jack: Card) -> None:
        lang = self.controller.lang
        self.pending_jack = jack
        self._picker_label.value = f"<b>{words('choose_suit', lang, card=jack.label(lang))}</b>"
        width, height, font = _SIZES[self.size]
        buttons = []
        for suit in Suit:
            button = w.Button(description=str(suit), tooltip=suit.name_in(lang),
                              layout=w.Layout(width=f"{width}px", height=f"{int(height * 0.7)}px", margin="3px"))
            button.style.text_color = (_FOUR_COLOURS if self.four_colour else _SUIT_COLOURS)[suit]
            button.style.font_size = font
            button.add_class("zl-suit")
            button.suit = suit
            button.on_click(self._on_suit)
            buttons.append(button)
        cancel = w.Button(description=words("cancel", lang))
        cancel.on_click(lambda _: self._close_picker())
        self._picker.children = (self._picker_label, *buttons, cancel)
        self._picker.layout.display = "flex"

    def _on_suit(self, button: w.Button) -> None:
        jack = self.pending_jack
        self._close_picker()
        if jack is not None:
            self.controller.play(self.controller.card_action(jack, button.suit))

    def _close_picker(self) -> None:
        self.pending_jack = None
        self._picker.layout.display = "none"


def _slug(card: Card) -> str:
    """An ASCII name for a card's CSS class: ``9d``, ``10h``, ``js``."""
    return f"{str(card)[:-1].lower()}{card.suit.name[0].lower()}"

"""A clickable hand: the card pictures are the buttons, legal cards highlighted, a line saying why the grey ones
are grey, a picker when a card can do several things (a jack's suit), and keys: 1–9 and 0 the first ten cards,
←/→ (Home/End) then Enter any card, D / P / U the table's draw, pass and undo, taken only while the table has
the focus (a click anywhere in it gives it the focus; under Voila, the bare page's keys are its too)."""

from __future__ import annotations

import html
from collections.abc import Callable

import anywidget
import ipywidgets as w
import traitlets

from zhora_core import words
from zhora_core.cards import Card, Suit, parse_card, parse_suit
from zhora_core.render import GREY_FACE, GREY_INK, card_html, pixel_height

from . import phrases  # noqa: F401  (registers the widgets' words, widgets/words.toml)
from .common import error_text, flag, guarded, refusal
from .controller import CardChoice, TableController

__all__ = ["Hand", "CardRow"]

_TWO_COLOURS = {Suit.SPADES: "#111111", Suit.CLUBS: "#111111", Suit.HEARTS: "#c8102e", Suit.DIAMONDS: "#c8102e"}
_FOUR_COLOURS = {Suit.SPADES: "#111111", Suit.CLUBS: "#0a7a2f", Suit.HEARTS: "#c8102e", Suit.DIAMONDS: "#0b5cc4"}


_ESM = r"""
const GAP = 6;
const KEYS = { KeyD: "draw", KeyP: "pass", KeyU: "undo", Escape: "cancel" };
const RUSSIAN = { "в": "draw", "п": "pass", "о": "undo" };
const MOVES = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity };
function render({ model, el }) {
  el.classList.add("zl-hand-cards");
  let root = null;  // the table (or the hand alone): it takes the focus, and the keys while the focus is inside
  const bind = () => {  // once on the page: only then is the table's root known
    const table = el.isConnected ? el.closest(".zl-table") || el : root;
    if (table === root) return;
    if (root) root.removeEventListener("keydown", onKey);
    root = table;
    // JupyterLab: keys pressed inside the table are not notebook commands (Lumino stops at this attribute).
    root.setAttribute("data-lm-suppress-shortcuts", "true");
    if (model.get("shortcuts") && !root.hasAttribute("tabindex")) root.tabIndex = 0;  // a click in it focuses it
    root.addEventListener("keydown", onKey);
  };
  const fit = () => {  // overlap the cards when the row is too narrow, keeping every corner index in view
    bind();
    const cards = [...el.children];
    if (cards.length < 2) return;
    const width = cards[0].offsetWidth, room = el.clientWidth;
    const need = cards.length * width + (cards.length - 1) * GAP;
    const overlap = need > room ? Math.min((need - room) / (cards.length - 1) + 1, width * 0.6) : 0;
    cards.forEach((card, i) => { card.style.marginLeft = i ? `${GAP - overlap}px` : "0"; });
  };
  const draw = () => {
    const focused = [...el.children].indexOf(document.activeElement);
    el.replaceChildren(...model.get("cards").map((c) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = `zl-card ${c.legal ? "zl-legal" : "zl-illegal"}`;
      button.dataset.card = c.card;
      button.dataset.label = c.label;
      button.title = c.reason;
      button.setAttribute("aria-label", `${c.name}: ${c.reason}`);
      button.innerHTML = c.html;
      button.addEventListener("click", () => model.send({ click: c.card }));
      return button;
    }));
    fit();
    const keep = focused < 0 ? null : el.children[Math.min(focused, el.children.length - 1)] || root;
    if (keep) keep.focus({ preventScroll: true });  // the played card's place keeps the focus, and the keys
  };
  const move = (step, from) => {  // ←/→ the next card, Home/End the first/last; from outside the hand, the ends
    const cards = [...el.children];
    if (!cards.length) return;
    const at = cards.indexOf(from);
    const to = at < 0 && Math.abs(step) === 1 ? (step < 0 ? cards.length - 1 : 0)
      : Math.max(0, Math.min(cards.length - 1, at + step));
    cards[to].focus();
  };
  const onKey = (event) => {
    if (!model.get("shortcuts") || event.ctrlKey || event.altKey || event.metaKey) return;
    if (event.target.closest && event.target.closest("input, textarea, select, [contenteditable]")) return;
    const digit = /^(?:Digit|Numpad)([0-9])$/.exec(event.code);
    const key = digit ? digit[1] : KEYS[event.code] || RUSSIAN[event.key.toLowerCase()];
    if (!key && !(event.code in MOVES)) return;
    event.preventDefault();
    event.stopPropagation();
    if (!key) move(MOVES[event.code], event.target);
    else if (!event.repeat) model.send({ key });
  };
  // Voila: one table per page and nothing else to type into, so keys on the bare page are the table's too.
  const onPage = (event) => {
    if ((event.target === document.body || event.target === document.documentElement)
        && document.querySelectorAll(".zl-keys").length === 1) onKey(event);
  };
  const voila = document.body.hasAttribute("data-voila");
  const observer = new ResizeObserver(fit);
  observer.observe(el);
  if (model.get("shortcuts")) el.classList.add("zl-keys");
  if (voila) document.addEventListener("keydown", onPage);
  model.on("change:cards", draw);
  draw();
  return () => {
    if (root) root.removeEventListener("keydown", onKey);
    if (voila) document.removeEventListener("keydown", onPage);
    observer.disconnect();
  };
}
export default { render };
"""

_CSS = f"""
.zl-table:focus {{ outline: none; }}
.zl-table:focus-visible {{ outline: 2px solid #0b5cc4; outline-offset: 2px; }}
.zl-hand-cards {{ display: flex; flex-wrap: wrap; justify-content: center; align-items: flex-end; row-gap: 6px;
  padding: 4px 0; }}
.zl-hand-cards .zl-card {{ all: unset; box-sizing: border-box; cursor: pointer; flex: none; border-radius: 8px;
  line-height: 0; position: relative; }}
.zl-hand-cards .zl-card.zl-illegal {{ cursor: not-allowed; }}
.zl-hand-cards .zl-card.zl-illegal > span {{ background: {GREY_FACE} !important; color: {GREY_INK} !important;
  border-style: dashed !important; }}
.zl-hand-cards .zl-card:hover, .zl-hand-cards .zl-card:focus-visible {{ z-index: 1; }}
.zl-hand-cards .zl-card:focus-visible {{ outline: 3px solid #0b5cc4; outline-offset: 2px; }}
.zl-hand-cards .zl-card.zl-legal:hover {{ transform: translateY(-6px); }}
"""


def _nowrap(text: str) -> str:
    """Text (a rule id) that never breaks at its hyphens."""
    return f"<span style='white-space:nowrap'>{text}</span>"


class CardRow(anywidget.AnyWidget):
    """The front end of the hand: one ``<button data-card="10♥">`` per card, drawn as the card picture; it sends
    ``{"click": card}`` and, with ``shortcuts``, the keyboard's ``{"key": k}``, k one of "0"…"9", "draw", "pass",
    "undo", "cancel" (←/→ move the focus along the cards, and Enter clicks the focused one, in the browser)."""

    _esm = _ESM
    _css = _CSS
    cards = traitlets.List(traitlets.Dict()).tag(sync=True)
    shortcuts = traitlets.Bool(True).tag(sync=True)


class Hand(w.VBox):
    """The human seat's hand. A card with one legal action plays it; one with several (a jack and its suit)
    opens a picker of those actions; a grey card shows the refusal (with its rule id) in the controller's
    message. ``on_key`` receives the keys the hand does not use itself ("draw", "pass", "undo")."""

    def __init__(self, controller: TableController, *, size: str | int = "normal", four_colour: bool = False,
                 keys: bool = True, on_key: Callable[[str], None] | None = None) -> None:
        super().__init__()
        if not isinstance(controller, TableController):
            raise refusal("controller", "en", "controller", controller)
        lang = controller.lang
        if on_key is not None and not callable(on_key):
            raise refusal("function", lang, "on_key", on_key)
        self.add_class("zl-hand")
        self.controller = controller
        self.size = size
        self._height = pixel_height(size)
        self.four_colour = flag(four_colour, "four_colour", lang)
        self.on_key = on_key
        self.pending: Card | None = None
        self._choices: dict[Card, CardChoice] = {}
        self._row = CardRow(shortcuts=flag(keys, "keys", lang))
        self._row.on_msg(guarded(None, self._on_msg, self._show_error))
        self._why = w.HTML()
        self._why.add_class("zl-why")
        self._picker_label = w.HTML()
        self._picker = w.HBox([self._picker_label], layout=w.Layout(display="none", align_items="center",
                                                                    flex_flow="row wrap"))
        self._picker.add_class("zl-suit-picker")
        self.children = [self._row, self._picker, self._why]
        controller.observe(lambda change: self.refresh(), names="state")
        self.refresh()

    @property
    def pending_jack(self) -> Card | None:
        """The card whose picker is open, or None."""
        return self.pending

    @property
    def choices(self) -> dict[Card, CardChoice]:
        """What each card of the hand can do now, by card, in hand order."""
        return dict(self._choices)

    @property
    def cards(self) -> list[dict]:
        """What the front end draws: per card its notation, label, legality, reason and picture."""
        return list(self._row.cards)

    @property
    def why(self) -> str:
        """The line under the hand: why the grey cards are grey, or that you must draw."""
        return self._why.value

    def click(self, card: Card | str) -> None:
        """Click a card of the hand (as a user would)."""
        card = parse_card(card)
        if card not in self._choices:
            raise ValueError(f"{card} is not in the hand")
        choice = self._choices[card]
        if len(choice.actions) > 1:
            self._open_picker(card, choice.actions)
            return
        self._close_picker()
        self.controller.play(choice.actions[0] if choice.actions else choice.attempt)

    def choose(self, label: str) -> None:
        """Click the picker's button with this label."""
        for button in self._picker.children[1:-1]:
            if button.description == label:
                button.click()
                return
        raise ValueError("the picker is not open" if self.pending is None else f"no choice {label!r} in the picker")

    def choose_suit(self, suit: Suit | str) -> None:
        """Click a suit in the open suit picker."""
        self.choose(str(parse_suit(suit)))

    def press(self, key: str) -> None:
        """A key, as the keyboard sends it: a digit "1"–"9" or "0" (the n-th card, "0" the tenth; or the n-th
        choice of an open picker), "cancel", or one the table handles ("draw", "pass", "undo")."""
        if len(key) == 1 and "0" <= key <= "9":
            n = (int(key) or 10) - 1
            if self.pending is not None:
                options = self._picker.children[1:-1]
                if n < len(options):
                    options[n].click()
            elif n < len(self._choices):
                self.click(list(self._choices)[n])
        elif key == "cancel":
            self._close_picker()
        elif self.on_key is not None:
            self.on_key(key)

    def refresh(self) -> None:
        controller, lang = self.controller, self.controller.lang
        height = self._height
        self._choices = controller.choices()
        self._row.cards = [{"card": str(card), "label": card.label(lang), "name": card.name_in(lang),
                            "legal": choice.legal, "reason": f"{choice.rule}: {choice.reason}",
                            "html": card_html(card, size=height, lang=lang, four_colour=self.four_colour,
                                              highlight=choice.legal)}
                           for card, choice in self._choices.items()]
        self._why.value = self._why_html()
        pending = self._choices.get(self.pending)
        if self.pending is not None and (pending is None or not pending.legal):
            self._close_picker()

    def _why_html(self) -> str:
        controller, lang = self.controller, self.controller.lang
        if not controller.is_human_turn:
            return ""
        forced = controller.forced()
        if forced is not None:
            return f"<div class='zl-must'><b>{html.escape(forced[1])}</b></div>"
        prompt = controller.prompt()
        if prompt:
            return f"<div class='zl-prompt'><b>{html.escape(prompt)}</b></div>"
        grey: dict[tuple[str, str], list[Card]] = {}  # by rule and reason: cards whose reasons differ only in
        reasons: dict[tuple[str, str], str] = {}      # naming themselves share a line
        for card, choice in self._choices.items():
            if not choice.legal:
                reason = controller.rule_title(choice.rule) or choice.reason
                key = (choice.rule, reason.replace(card.label(lang), "\x00"))
                grey.setdefault(key, []).append(card)
                reasons.setdefault(key, reason)
        lines = []
        for (rule, masked), cards in grey.items():
            reason, labels = reasons[rule, masked], [card.label(lang) for card in cards]
            if labels[0] not in reason:  # the rule's title, or a reason that holds for each card as it is
                line = words.say("ui.hand.grey", lang, cards=" ".join(labels), reason=reason, rule="\x00")
            elif len(labels) == 1:
                line = words.say("ui.hand.grey_one", lang, reason=reason, rule="\x00")
            else:  # the first card's reason, and the cards it holds for as well
                line = words.say("ui.hand.grey_alike", lang, reason=reason, rule="\x00", cards=" ".join(labels[1:]))
            lines.append(html.escape(line).replace("(\x00)", _nowrap(f"({rule})")))
        return "".join(f"<div class='zl-grey'>{line}</div>" for line in lines)

    def _on_msg(self, _widget, content, _buffers) -> None:
        if "click" in content:
            self.click(content["click"])
        elif "key" in content:
            self.press(str(content["key"]))

    def _show_error(self, error: Exception) -> None:
        """An error of a click or a key, in words in the controller's message (the table's banner)."""
        self.controller.say(error_text(error, self.controller.lang), "error")

    def _open_picker(self, card: Card, actions: tuple) -> None:
        controller = self.controller
        controller.message = ""  # an old refusal is not about this choice
        self.pending = card
        self._picker_label.value = f"<b>{controller.choice_prompt(card)}</b>"
        height = self._height
        buttons = []
        for action in actions:
            label = controller.choice_label(action)
            button = w.Button(description=label, tooltip=controller.action_text(action),
                              layout=w.Layout(width=f"{max(56, round(height * .6))}px",
                                              height=f"{max(40, round(height * .4))}px", margin="3px"))
            suit = controller.part.choice_suit(action)
            if suit is not None:
                button.style.text_color = (_FOUR_COLOURS if self.four_colour else _TWO_COLOURS)[suit]
            button.style.font_size = f"{max(18, round(height * .2))}px"
            button.add_class("zl-suit")
            button.on_click(guarded(None, lambda _, action=action: self._on_choice(action), self._show_error))
            buttons.append(button)
        cancel = w.Button(description=words.say("ui.hand.cancel", controller.lang))
        cancel.add_class("zl-cancel")
        cancel.on_click(guarded(None, lambda _: self._close_picker(), self._show_error))
        self._picker.children = (self._picker_label, *buttons, cancel)
        self._picker.layout.display = "flex"

    def _on_choice(self, action) -> None:
        self._close_picker()
        self.controller.play(action)

    def _close_picker(self) -> None:
        self.pending = None
        self._picker.layout.display = "none"

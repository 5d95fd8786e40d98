"""The play table: a round or a whole game of any registered game against bots, one visible step at a time."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import ipywidgets as w

from zhora_core import words
from zhora_core.bots import Bot
from zhora_core.errors import RulesError, ZhoraError, excerpt
from zhora_core.render import GREY_FACE, GREY_INK
from zhora_core.table import Button

from . import phrases  # noqa: F401  (registers the widgets' words, widgets/words.toml)
from .common import alert_html, error_text, flag, guarded, whole_rule_ids
from .controller import TableController
from .hand import _FOUR_COLOURS, _TWO_COLOURS, Hand
from .review_panel import ReviewPanel
from .save_panel import SavePanel

__all__ = ["Table"]

LAYOUTS = ("normal", "classroom")
_CLASSROOM_CARDS = 150  # px: the hand and the pile on a projector, with room for the rest on a 1366×768 screen
_CLASSROOM_OTHERS = 63  # px: the bots' face-down cards (their boxes' words at 20 px)
_MUST = "#a85400"  # the one action you must take: a dark orange, white words on it at 5.3:1
#: The phrase of each panel's title (and, in the classroom layout, of its view).
_PANEL_TITLES = {"play": "ui.table.play", "score_sheet": "ui.table.score_sheet", "rules": "ui.table.rules",
                 "save": "ui.save.title", "review": "ui.table.review"}


class Table(w.VBox):
    """Play a game against bots (``Table(joe.Rules(players=3))``; Zhora by default): the seats around the table,
    your hand (click a card, or press its number: 1–9, 0 for the tenth, ←/→ and Enter), the game's own buttons
    (Zhora's Draw / Pass / all jacks, Thirteen's End run, Prší's Stand, a Joker bid panel or trump chooser, the
    banker's stakes ...) and Undo / Hint / Next round (in the game's word: Next deal, Next bank ...) / New game
    (D, P, U), a log that names the rule of every event, the round's scoring, where the whole
    game stands (the game's headline), the score sheet, (with ``show_rules=True``) rule switches for the next
    game and Save and load (``widgets.save_panel``); ``open_panel="score_sheet"``, ``"rules"`` or ``"save"``
    opens one.

    ``layout="classroom"`` fits one projector screen: a row of views (the table, then each panel, which takes the
    table's place at full width); the table, your hand, the round's scoring and the buttons on the left; the
    status, messages and the last moves (the log scrolls in its own box) on the right; no code.
    """

    def __init__(self, rules: Any = None, *, seed: int = 0, bots: Sequence[str | Bot] | None = None,
                 human: int | None = 0, lang: str = "en", size: str | int = "normal",
                 names: Sequence[str] | None = None, delay: float = 0.0, show_rules: bool = False,
                 four_colour: bool = False, start=None, open_panel: str | None = None,
                 layout: str = "normal") -> None:
        super().__init__()
        words.check_lang(lang)
        if layout not in LAYOUTS:
            raise RulesError(f"layout must be one of {LAYOUTS}, got {excerpt(layout, 30)}")
        self.add_class("zl-table")
        show_rules = flag(show_rules, "show_rules", lang)
        self.lang, self.size, self.layout_name = lang, size, layout
        self.four_colour = flag(four_colour, "four_colour", lang)
        classroom = layout == "classroom"
        card_size = _CLASSROOM_CARDS if classroom else size
        self._out = w.Output()
        self._status = w.HTML()
        self._status.add_class("zl-status")
        self._board = w.HTML()
        self._board.add_class("zl-board")
        self._banner = w.HTML()
        self._banner.add_class("zl-banner")
        self._scoring = w.HTML()
        self._scoring.add_class("zl-scoring")
        self._log = w.HTML()
        self._log.add_class("zl-log")
        self.controller = TableController(rules, seed=seed, bots=bots, human=human, lang=lang, names=names,
                                          start=start, delay=delay)
        self.hand = Hand(self.controller, size=card_size, four_colour=four_colour, on_key=self._on_key)
        part = self.controller.part
        self._action_keys = part.buttons
        self._panel = w.HBox(layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self._panel.add_class("zl-panel")
        self._buttons: dict[str, w.Button] = {}
        fixed = [self._button(key, handler, text) for key, handler, text in [
            ("undo", self.controller.undo, None), ("hint", self.controller.hint, None), ("review", self.review, None),
            ("next_round", self.controller.next_round, self.controller.round_phrase("next")),
            ("new_game", self._new_game, None)]]
        self._switches = None
        self._sheet = None
        self._sheet_rounds = 0
        self._sheet_game = None
        self._sheet_box = w.VBox()
        extras = [self._sheet_box]
        if show_rules:
            from .rule_switches import RuleSwitches

            self._switches = RuleSwitches(self.controller.rules, lang=lang, show_code=not classroom)
            extras.append(self._switches)
        self.save_panel = SavePanel(self.controller, lang=lang, on_load=self._loaded)
        controller, human = self.controller, self.controller.human
        self.review_panel = ReviewPanel(lang=lang, label=lambda action: controller.action_text(action),
                                        board=lambda state: controller.part.board(
                                            state, seat=human, lang=lang, size="small", names=list(controller.names)))
        panels = self._panels = ("score_sheet", "rules")[:len(extras)] + ("save", "review")
        extras += [self.save_panel, self.review_panel]
        if open_panel is not None and open_panel not in panels:
            raise RulesError(f"open_panel must be one of {panels}, got {excerpt(open_panel, 30)}")
        keys_text = words.say(part.keys_help, lang)
        keys = w.HTML(f"<span style='color:#666;font-size:.85em'>{html.escape(keys_text)}</span>")
        keys.add_class("zl-keys-help")
        buttons = w.HBox([self._panel, *fixed, keys], layout=w.Layout(flex_flow="row wrap", align_items="center"))
        buttons.add_class("zl-buttons")
        log_title = w.HTML(f"<b>{words.say('ui.table.log', lang)}</b>")
        self._card_size, self._others_size = card_size, _CLASSROOM_OTHERS if classroom else None
        titles = {key: words.say(_PANEL_TITLES[key], lang) for key in panels}
        if classroom:
            self._layout_classroom(extras, panels, titles, buttons, log_title, open_panel)
        else:
            self._views = None
            self._extras = w.Accordion(children=extras, titles=tuple(titles[key] for key in panels),
                                       selected_index=None if open_panel is None else panels.index(open_panel))
            self._extras.observe(lambda change: self.save_panel.show(self.open_panel == "save"),
                                 names="selected_index")
            self.children = [self._status, self._board, self.hand, buttons, self._banner, self._scoring,
                             log_title, self._log, self._extras, self._out]
        self.save_panel.show(open_panel == "save")
        self.controller.observe(lambda change: self._render(), names=["state", "message", "log"])
        self.controller.on_step = self._render
        self._render()

    def _layout_classroom(self, extras, panels, titles, buttons, log_title, open_panel) -> None:
        """One screen: a row of views (play, then the panels), then the chosen view at the table's full width.
        The play view has the board, your hand (and beside it the round's scoring, once over) and the buttons on
        the left, the status, messages and the log on the right; ``ScreenFit`` scales it to the window's height (under Voila)."""
        from .screen_fit import ScreenFit

        self.add_class("zl-classroom")
        self.hand.layout.flex, self.hand.layout.min_width = "1 1 auto", "50%"
        self._scoring.layout.flex = "0 1 auto"
        hand_and_scoring = w.HBox([self.hand, self._scoring], layout=w.Layout(
            flex_flow="row wrap", align_items="flex-start", justify_content="center"))
        left = w.VBox([self._board, hand_and_scoring, buttons], layout=w.Layout(flex="1 1 auto", min_width="0"))
        left.add_class("zl-play")
        right = w.VBox([self._status, self._banner, log_title, self._log],
                       layout=w.Layout(flex="0 0 32%", min_width="0", margin="0 0 0 16px"))
        right.add_class("zl-side")
        play = w.HBox([left, right], layout=w.Layout(align_items="flex-start"))
        play.add_class("zl-play-view")
        views = {"play": play}
        for key, panel in zip(panels, extras):
            view = w.VBox([panel, *self._view_buttons(key)], layout=w.Layout(width="100%"))
            view.add_class("zl-panel-view")
            view.add_class(f"zl-view-{key.replace('_', '-')}")
            views[key] = view
        self._views = w.ToggleButtons(options=[(words.say(_PANEL_TITLES["play"], self.lang), "play")]
                                      + [(titles[key], key) for key in panels],
                                      value=open_panel or "play", style={"button_width": "auto"})
        self._views.add_class("zl-views")
        body = w.Box([views[self._views.value]], layout=w.Layout(width="100%"))

        def show(change) -> None:
            body.children = [views[change["new"]]]
            self.save_panel.show(change["new"] == "save")

        self._views.observe(show, names="value")
        self.children = [self._views, body, ScreenFit(), self._out]

    def _view_buttons(self, view: str) -> list[w.Button]:
        """The rules' view ends with New game, which starts it and brings the table back into view."""
        if view != "rules":
            return []
        button = w.Button(description=words.say("ui.table.new_game", self.lang))
        button.add_class("zl-new-game")

        def start() -> None:
            if self._new_game():
                self._views.value = "play"

        button.on_click(guarded(self._out, lambda _: start(), self._show_error))
        return [button]

    @classmethod
    def from_state(cls, state, *, lang: str = "en", rules=None, **options) -> Table:
        """A table that goes on from a position (e.g. from the scenario builder), the human at the seat to move."""
        options.setdefault("human", state.to_move)
        return cls(state.rules if rules is None else rules, lang=lang, start=state, **options)

    @property
    def state(self):
        return self.controller.state

    @property
    def rule_switches(self):
        """The rule switches (``show_rules=True``), or None."""
        return self._switches

    @property
    def score_sheet(self):
        """The score sheet of the game's scored rounds, or None before the first."""
        return self._sheet

    @property
    def open_panel(self) -> str | None:
        """The open panel: ``"score_sheet"``, ``"rules"``, ``"save"`` or None (in the classroom layout, the view
        that takes the table's place; None: the play view). Set it to open one (None closes it)."""
        if self._views is not None:
            return None if self._views.value == "play" else self._views.value
        index = self._extras.selected_index
        return None if index is None else self._panels[index]

    @open_panel.setter
    def open_panel(self, panel: str | None) -> None:
        if panel is not None and panel not in self._panels:
            raise RulesError(f"open_panel must be one of {self._panels}, got {excerpt(panel, 30)}")
        if self._views is not None:
            self._views.value = "play" if panel is None else panel
        else:
            self._extras.selected_index = None if panel is None else self._panels.index(panel)

    @property
    def banner(self) -> str:
        """The text of the banner (a refusal with its rule id, or a hint)."""
        return self.controller.message

    @property
    def log_lines(self) -> list[str]:
        """The log, one line per turn, in reading order."""
        return list(self.controller.log)

    def review(self) -> None:
        """Review your decisions of the round just finished: the review panel opens and works in the background."""
        self.open_panel = "review"
        game = self.controller.game
        self.review_panel.start(game.states, game.actions, self.controller.human)

    def click(self, key: str) -> None:
        """Click one of the table's buttons: the game's shown now (Zhora's draw, pass, jacks; Thirteen's end; a
        Joker bid "bid 2" ...), undo, hint, review, next_round, new_game."""
        if key not in self._buttons or (key not in self._FIXED and self._buttons[key] not in self._panel.children):
            raise ValueError(f"no button {key!r} on the table now")
        self._buttons[key].click()

    def press(self, key: str) -> None:
        """Press a key as the keyboard sends it: "1"–"9" or "0" (the n-th card, "0" the tenth), "draw" (D), "pass"
        (P), "undo" (U), "cancel" (Esc: the picker)."""
        self.hand.press(key)

    # --- rendering -------------------------------------------------------------------------------------------

    def _render(self) -> None:
        controller, lang, state = self.controller, self.lang, self.controller.state
        human = controller.human
        self._board.value = controller.part.board(state, seat=human, lang=lang, size=self._card_size,
                                                  names=list(controller.names), four_colour=self.four_colour,
                                                  own_cards=human is None, reveal=state.outcome is not None,
                                                  others_size=self._others_size, fan=self.layout_name == "classroom")
        headline = controller.headline()
        self._status.value = (f"<div style='font-size:1.3em;font-weight:bold'>{html.escape(self._status_text())}</div>"
                              + (f"<div class='zl-headline'>{html.escape(headline)}</div>" if headline else ""))
        human_turn = controller.is_human_turn
        forced = controller.forced()
        shown = controller.panel()
        panel = tuple(self._game_button(data) for data, _ in shown)
        if self._panel.children != panel:
            self._panel.children = panel
        for data, action in shown:
            button = self._buttons[data.key]
            if data.hidden_when_off:
                button.layout.display = "" if action is not None else "none"
                continue
            off = action is None
            refusable = off and human_turn and data.refusable
            button.disabled = off and not refusable
            (button.add_class if refusable else button.remove_class)("zl-off")
            must = forced is not None and forced[0] == action
            button.style.button_color = GREY_FACE if refusable else _MUST if must else None
            suit = data.suit
            colours = _FOUR_COLOURS if self.four_colour else _TWO_COLOURS
            button.style.text_color = (GREY_INK if refusable else "#ffffff" if must
                                       else colours[suit] if suit is not None else None)
            button.button_style = "warning" if must else ""
            (button.add_class if must else button.remove_class)("zl-must")
        self._buttons["next_round"].disabled = state.outcome is None or controller.game.is_over
        self._buttons["hint"].disabled = not human_turn
        self._buttons["review"].disabled = state.outcome is None or human is None
        self._banner.value = alert_html(controller.message, controller.message_kind) if controller.message else ""
        self._log.value = self._log_html()
        self._scoring.value = self._scoring_html()
        self._scoring.layout.display = "" if self._scoring.value else "none"
        game = controller.game
        if len(game.rounds) != self._sheet_rounds or (self._sheet is not None and self._sheet.game is not game) \
                or (self._sheet_game is not game and not controller.part.score_sheet_widget):
            self._sheet_game = game
            self._refresh_sheet()

    def _log_html(self) -> str:
        """The log in reading order, one line per turn (yours in bold), in a box that shows the newest line: a
        column-reverse scroller keeps its view at the bottom as lines come in."""
        controller = self.controller
        lines = []
        for actor, line in zip(controller.log_actors, controller.log):
            kind = "zl-log-round" if actor is None else "zl-log-you" if actor == controller.human else "zl-log-bot"
            lines.append(f"<div class='zl-log-turn {kind}'>{whole_rule_ids(html.escape(line))}</div>")
        height = "100%" if self.layout_name == "classroom" else "16em"
        return (f"<div class='zl-log-box' style='max-height:{height};overflow-y:auto;display:flex;"
                f"flex-direction:column-reverse'><div>{''.join(lines)}</div></div>")

    def _status_text(self) -> str:
        controller, lang, state = self.controller, self.lang, self.controller.state
        if controller.game.is_over:
            return controller.part.game_over(controller.game, controller.names, lang)
        if state.outcome is not None:
            return controller.round_phrase("over")
        if controller.is_human_turn:
            return words.say("ui.table.your_turn", lang)
        return words.say("ui.table.to_move", lang, name=controller.names[state.to_move])

    def _scoring_html(self) -> str:
        controller, lang = self.controller, self.lang
        outcome = controller.state.outcome
        if outcome is None:
            return ""
        if controller.is_stalemate:
            return f"<p>{html.escape(controller.part.stalemate_text(controller.state, lang))}</p>"
        lines = controller.score_lines()
        note = f" ({words.say('table.measure', lang)})"  # the default measure's note: said once, under the rows
        measured = bool(lines) and all(line.text.endswith(note) for line in lines)
        rows = "".join(f"<tr><td>{html.escape(controller.names[line.seat])}</td>"
                       f"<td>{html.escape(line.text[:-len(note)] if measured else line.text)}</td>"
                       f"<td style='text-align:right'><b>{line.points}</b></td>"
                       f"<td style='white-space:nowrap'>{line.rule}</td></tr>"
                       for line in lines)
        caption = f"<div class='zl-score-note'>{html.escape(note.strip(' ()'))}</div>" if measured else ""
        return f"<b>{words.say('ui.table.scoring', lang)}</b><table>{rows}</table>{caption}"

    def _refresh_sheet(self) -> None:
        """The score sheet follows the game's scored rounds (an undone last round leaves it too)."""
        from .score_sheet import ScoreSheet

        controller = self.controller
        game = controller.game
        self._sheet_rounds = len(game.rounds)
        if not controller.part.score_sheet_widget:
            self._sheet = None
            self._sheet_box.children = [w.HTML(controller.part.sheet_html(game, controller.names, self.lang))] \
                if game.rounds else []
        elif not game.rounds:
            self._sheet = None
            self._sheet_box.children = []
        elif self._sheet is None or self._sheet.game is not game:
            self._sheet = ScoreSheet(game, lang=self.lang, titled=False)  # its panel names it
            self._sheet_box.children = [self._sheet]
        else:
            self._sheet.refresh()

    # --- callbacks -------------------------------------------------------------------------------------------

    _FIXED = ("undo", "hint", "review", "next_round", "new_game")

    def _game_button(self, data: Button) -> w.Button:
        """The widget of the game's button ``data`` (made the first time the game shows it)."""
        key, part = data.key, self.controller.part
        if key not in self._buttons:
            button = self._button(key, lambda: self.controller.press_button(key), part.button_label(data, self.lang))
            button.add_class("zl-action")
            if key not in part.buttons:  # a button of the moment (a bid): as wide as its words
                button.tooltip = "" if data.action is None else part.action_text(data.action, self.lang)
                button.layout.width = "auto"
                button.layout.min_width = "2.8em"
        return self._buttons[key]

    def _button(self, key: str, handler, text: str | None = None) -> w.Button:
        button = w.Button(description=words.say(f"ui.table.{key}", self.lang) if text is None else text)
        button.add_class(f"zl-{key.replace('_', '-').replace(' ', '-')}")
        self._buttons[key] = button

        button.on_click(guarded(self._out, lambda _: handler(), self._show_error))
        return button

    def _show_error(self, error: Exception) -> None:
        """An error of a click in the banner: a setting or an action the engine refused and why, or what went
        wrong."""
        told = error_text(error, self.lang)
        self.controller.say(words.say("ui.table.refused_because", self.lang, why=told)
                            if isinstance(error, ZhoraError) else told)

    def _on_key(self, key: str) -> None:
        if key in self._action_keys:
            self.controller.press_button(key)
        elif key == "undo":
            self.controller.undo()

    def _loaded(self, message: str) -> None:
        """A loaded game's rules are the rule switches' too; in the classroom layout the table comes back into
        view, saying what was loaded in its banner."""
        if self._switches is not None:
            self._switches.rules = self.controller.rules
        if self._views is not None and message:
            self._views.value = "play"
            self.controller.say(message, "info")

    def _new_game(self) -> bool:
        """A new game with the rule switches' rules; False (the switches say why) if the rules were refused."""
        rules = self._switches.rules if self._switches is not None else None
        started = self.controller.new_game(rules)
        if not started and self._switches is not None:
            self._switches.refuse(self.controller.refusal, keep=self.controller.rules)
        return started

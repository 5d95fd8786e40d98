"""Rule switches: one control per option of a game's ``Rules``, each with its human label, the rule ids it
governs and one line of help, built from the game's option metadata (``GameSpec.options``), for every game.

Each option says its words itself (``Option.label_in``, ``help_in``, ``value_in``), and a game may give a title per
rule id through its ``GameSpec.glossary`` (``rule_title``); an option that ``requires`` other options' values is
switched off until they hold (Joe's ``challenge``: 2 players).

The widget's ``rules`` is a traitlets trait, so a notebook (or the play table) can observe it with
``switches.observe(handler, names="rules")``; setting ``switches.rules = Rules(...)`` moves the controls.
``show_code=True`` (JupyterLab lessons) adds each option's name as a small code hint and the ``Rules(...)`` call;
the classroom apps pass ``show_code=False``.

>>> from zhora_core.zhora import Rules
>>> switches = RuleSwitches(Rules(after_draw="drawn"))
>>> switches.controls["after_draw"].value, switches.rules.changed()
('drawn', {'after_draw': 'drawn'})
>>> line, code = switches.summary.split(" · ")
>>> line
'Changed from the default reading: After a draw, play: only the drawn card (Z-AFTER-DRAW)'
>>> code
"in code: Rules(after_draw='drawn')"
>>> rules_in_words(Rules(players=3, nine_points=9), "ru")
'3 игрока; очки за девятку: 9'
>>> from zhora_core.joe import Rules as JoeRules
>>> RuleSwitches(JoeRules()).controls["challenge"].disabled, RuleSwitches(JoeRules(players=2)).controls["challenge"].disabled
(True, False)
"""

from __future__ import annotations

import html
from types import MappingProxyType
from typing import Any

import ipywidgets as w
import traitlets

from zhora_core import games, words
from zhora_core.errors import RulesError, ZhoraError, excerpt
from zhora_core.games import spec
from zhora_core.protocol import Option

from . import phrases  # noqa: F401  (registers the widgets' words, widgets/words.toml)
from .common import error_text, flag, guarded, plain_text, show_alert

__all__ = ["RuleSwitches", "option_label", "value_label", "rules_in_words"]

_NOWRAP = "white-space:nowrap"


def option_label(option: Option, lang: str = "en") -> str:
    """What a person reads for an option: ``'After a draw, play'``, ``'После взятия можно сыграть'``."""
    return option.label_in(lang)


def value_label(option: Option, value: Any, lang: str = "en") -> str:
    """A value of an option in words: its choice label, else the number (``×2 ×4 ×6 ×8`` for multipliers)."""
    return option.value_in(value, lang)


def rules_in_words(rules: Any, lang: str = "en") -> str:
    """The number of players, then every option that differs from the default reading, in words."""
    options = {option.name: option for option in spec(rules).options}
    parts = [words.say("ui.switches.players", lang, n=rules.players)]
    parts += [f"{option_label(options[name], lang).lower()}: {value_label(options[name], value, lang)}"
              for name, value in rules.changed().items() if name != "players"]
    return "; ".join(parts)


def _spec_of_rules(rules: Any):
    try:
        game = None if isinstance(rules, str) else spec(rules)
    except ZhoraError:
        game = None
    if game is None or type(rules) is not game.Rules:
        raise RulesError(f"RuleSwitches needs a game's Rules(...), got {excerpt(rules, 40)}")
    return game


class RuleSwitches(w.VBox):
    """One control per option of a game's ``Rules``; ``rules`` (observable) is always a valid rules object of
    that game.

    Every control carries the option's label, the rule ids it governs, one line of help and its default.
    Switching a control builds new rules; a combination the engine refuses shows the ``RulesError`` in the
    banner and puts the controls back on the last valid rules. ``refuse(error, keep)`` does the same for a
    refusal found elsewhere (a game that cannot start with the chosen rules).
    """

    rules = traitlets.Any(help="The rules the controls describe; observe it with names='rules'.")

    def __init__(self, rules: Any = None, *, lang: str = "en", show_code: bool = True) -> None:
        super().__init__()
        self._lang = words.check_lang(lang)
        if rules is None:  # the default game's default reading
            rules = games.spec(games.DEFAULT).Rules()
        game = _spec_of_rules(rules)
        self._Rules = type(rules)
        self._default = game.Rules()
        self._rule_title = game.glossary.rule_title if game.glossary else None
        self._show_code = flag(show_code, "show_code", self._lang)
        self._options = {option.name: option for option in game.options}
        self._syncing = False
        self._out = w.Output()
        self._out.add_class("zl-rule-switches-output")
        self._banner = w.HTML()
        self._banner.add_class("zl-banner")
        self._banner.add_class("zl-rule-switches-banner")
        self._banner_text = ""
        self._controls: dict[str, w.ValueWidget] = {}
        self._names: dict[str, w.HTML] = {}
        self._helps: dict[str, w.HTML] = {}
        rows = []
        for name, option in self._options.items():
            control = self._make_control(option, getattr(rules, name))
            control.add_class(f"zl-rule-{name.replace('_', '-')}")
            label = w.HTML(layout=w.Layout(width="17em", flex="none"))
            label.add_class("zl-rule-switches-label")
            help_line = w.HTML(self._help_html(option, rules), layout=w.Layout(flex="1 1 12em"))
            row = w.HBox([label, control, help_line], layout=w.Layout(align_items="center", flex_flow="row wrap"))
            row.add_class("zl-rule-switches-row")
            self._controls[name] = control
            self._names[name] = label
            self._helps[name] = help_line
            rows.append(row)
        self._reset = w.Button(description=words.say("ui.switches.reset", lang), icon="undo",
                               layout=w.Layout(width="auto"))
        self._reset.add_class("zl-rule-switches-reset")
        self._summary = w.HTML()
        self._summary.add_class("zl-rule-switches-summary")
        self._title = w.HTML(f"<b>{html.escape(words.say('ui.switches.title', lang))}</b>")
        self.children = [self._title, *rows, w.HBox([self._reset]), self._summary, self._banner, self._out]
        self.add_class("zl-rule-switches")

        self.rules = rules
        self._show_rules(rules)
        self._show_error(None)
        self.observe(self._on_rules, names="rules")
        for control in self._controls.values():
            control.observe(guarded(self._out, self._on_control, self._show_error), names="value")
        self._reset.on_click(guarded(self._out, self._on_reset, self._show_error))

    @traitlets.validate("rules")
    def _check_rules(self, proposal: Any) -> Any:
        if type(proposal.value) is not self._Rules:
            raise traitlets.TraitError(f"these switches describe {self._Rules.__module__}.Rules, "
                                       f"not {type(proposal.value).__name__}")
        return proposal.value

    # --- public ------------------------------------------------------------------------------------------------

    @property
    def lang(self) -> str:
        return self._lang

    @property
    def show_code(self) -> bool:
        """Whether option names and the ``Rules(...)`` call are shown (JupyterLab), or only words (the apps)."""
        return self._show_code

    @property
    def controls(self) -> MappingProxyType:
        """The control of each option, by option name (read-only mapping)."""
        return MappingProxyType(self._controls)

    @property
    def parts(self) -> MappingProxyType:
        """The widget's named parts, for tests and notebooks: the controls, ``reset`` and ``banner``."""
        return MappingProxyType({**self._controls, "reset": self._reset, "summary": self._summary,
                                 "banner": self._banner, "output": self._out})

    @property
    def banner(self) -> str:
        """The message shown in the banner ('' when there is none)."""
        return self._banner_text

    @property
    def summary(self) -> str:
        """The line saying what differs from the default reading, as shown."""
        return plain_text(self._summary.value)

    @property
    def text(self) -> str:
        """All the words the widget shows (labels, choices, help, summary, banner), as plain text."""
        parts = [plain_text(self._title.value)]
        for option, control in self._controls.items():
            parts.append(plain_text(self._names[option].value))
            parts.extend(label for label, _ in getattr(control, "options", ()))
            parts.append(plain_text(self._helps[option].value))
        parts += [self._reset.description, self.summary, self.banner]
        return " ".join(p for p in parts if p)

    def reset(self) -> Any:
        """Put every option back to the default reading."""
        self._show_error(None)
        self._set_controls(self._default)
        self.rules = self._default
        return self.rules

    def refuse(self, error: ZhoraError, keep: Any) -> None:
        """Say in the banner that ``error`` refused the chosen rules and ``keep`` stays in force; the controls
        and the summary go back to ``keep`` (the play table calls this when a new game cannot start)."""
        self.rules = keep
        self._set_controls(keep)
        self._show_rules(keep)
        self._show_error(error)

    # --- building ----------------------------------------------------------------------------------------------

    def _choice_text(self, option: Option, value: Any, default: Any) -> str:
        text = str(value) if option.name == "players" else value_label(option, value, self._lang)
        return words.say("ui.switches.choice_default", self._lang, choice=text) if value == default else text

    def _make_control(self, option: Option, value: Any) -> w.ValueWidget:
        default = getattr(self._default, option.name)
        if isinstance(default, bool):
            return w.Checkbox(value=value, indent=False, layout=w.Layout(width="2em", flex="none"))
        if option.bounds is not None:
            low, high = option.bounds
            return w.BoundedIntText(value=value, min=low, max=high, step=1, continuous_update=False,
                                    layout=w.Layout(width="8em", flex="none"))
        if option.name == "players" and option.choices:
            options = [(self._choice_text(option, n, default), n) for n in option.choices]
            return w.ToggleButtons(options=options, value=value, style={"button_width": "auto"})
        choices = list(option.choices or option.choice_labels)
        if value not in choices:  # a reading set in code: offer it too, so the control shows the truth
            choices.append(value)
        options = [(self._choice_text(option, v, default), v) for v in choices]
        return w.Dropdown(options=options, value=value, layout=self._dropdown_layout(options))

    @staticmethod
    def _dropdown_layout(options) -> w.Layout:
        """Wide enough for the longest choice (about 0.62 em a letter, plus the arrow), so no text is cut."""
        longest = max(len(label) for label, _ in options)
        return w.Layout(width=f"{round(longest * 0.62 + 3, 1)}em", flex="none")

    def _default_text(self, option: Option) -> str:
        return value_label(option, getattr(self._default, option.name), self._lang)

    def _unmet(self, option: Option, rules: Any) -> dict[str, Any]:
        """The required values of other options that ``rules`` does not have."""
        return {name: value for name, value in option.requires.items() if getattr(rules, name) != value}

    def _help_html(self, option: Option, rules: Any) -> str:
        help_text = option.help_in(self._lang)
        needs = "; ".join(f"{option_label(self._options[name], self._lang).lower()}: "
                          f"{value_label(self._options[name], value, self._lang)}"
                          for name, value in self._unmet(option, rules).items())
        needs = f" <i>({html.escape(words.say('ui.switches.needs', self._lang, what=needs))})</i>" if needs else ""
        default = words.say("ui.switches.default_is", self._lang, value=self._default_text(option))
        return (f"{html.escape(help_text)}{' ' if help_text else ''}"
                f"<span style='opacity:0.7;{_NOWRAP}'>({html.escape(default)})</span>{needs}")

    def _name_html(self, option: Option, rules: Any) -> str:
        changed = getattr(rules, option.name) != getattr(self._default, option.name)
        marker = "● " if changed else ""
        ids = " ".join(f"<small{self._title_attr(rule)} style='{_NOWRAP};opacity:.75'>{rule}</small>"
                       for rule in option.rules)
        code = (f" <code style='font-size:.75em;opacity:.6;{_NOWRAP}'>{option.name}</code>"
                if self._show_code else "")
        return f"<b>{marker}{html.escape(option_label(option, self._lang))}</b>{code}<br>{ids}"

    def _title_attr(self, rule: str) -> str:
        if self._rule_title is None:
            return ""
        return f" title='{html.escape(self._rule_title(rule, self._lang), quote=True)}'"

    # --- callbacks ---------------------------------------------------------------------------------------------

    def _on_control(self, change: Any) -> None:
        if self._syncing:
            return
        values = {option: control.value for option, control in self._controls.items()}
        try:
            rules = self._Rules(**values)
        except RulesError:
            self._set_controls(self.rules)
            raise
        self._show_error(None)
        self.rules = rules

    def _on_reset(self, _button: Any) -> None:
        self.reset()

    def _on_rules(self, change: Any) -> None:
        self._set_controls(change.new)
        self._show_rules(change.new)

    # --- showing -----------------------------------------------------------------------------------------------

    def _set_controls(self, rules: Any) -> None:
        self._syncing = True
        try:
            for name, control in self._controls.items():
                value = getattr(rules, name)
                option = self._options[name]
                if isinstance(control, w.Dropdown) and value not in [v for _, v in control.options]:
                    control.options = [*control.options, (self._choice_text(option, value, None), value)]
                    control.layout.width = self._dropdown_layout(control.options).width
                control.value = value
        finally:
            self._syncing = False

    def _show_names(self, rules: Any) -> None:
        for name, label in self._names.items():
            option = self._options[name]
            label.value = self._name_html(option, rules)
            if option.requires:
                self._helps[name].value = self._help_html(option, rules)
                self._controls[name].disabled = bool(self._unmet(option, rules)) and (
                    getattr(rules, name) == getattr(self._default, name))

    def _show_rules(self, rules: Any) -> None:
        self._show_names(rules)
        changed = rules.changed()
        if changed:
            last = len(changed) - 1
            items = " ".join(
                f"{html.escape(option_label(self._options[k], self._lang))}: "
                f"{html.escape(value_label(self._options[k], v, self._lang))} "
                f"<span style='{_NOWRAP}'>({self._options[k].rules[0]}){';' if i < last else ''}</span>"
                for i, (k, v) in enumerate(changed.items()))
            line = f"<b>{html.escape(words.say('ui.switches.changed', self._lang))}:</b> {items}"
        else:
            line = f"<b>{html.escape(words.say('ui.switches.default_reading', self._lang))}</b>"
        if self._show_code:
            code = "Rules(" + ", ".join(f"{k}={v!r}" for k, v in changed.items()) + ")"
            line += (f" &nbsp;·&nbsp; {html.escape(words.say('ui.switches.in_code', self._lang))}: "
                     f"<code>{html.escape(code)}</code>")
        self._summary.value = line

    def _show_error(self, error: Exception | None) -> None:
        self._banner_text = "" if error is None else words.say(
            "ui.switches.refused", self._lang, error=error_text(error, self._lang),
            rules=rules_in_words(self.rules, self._lang))
        show_alert(self._banner, self._banner_text)

"""Rule switches: one control per option of ``Rules``, each labelled with its rule id and one line of help.

The widget's ``rules`` is a traitlets trait, so a notebook (or the play table) can observe it with
``switches.observe(handler, names="rules")``; setting ``switches.rules = Rules(...)`` moves the controls.

>>> switches = RuleSwitches(Rules(after_draw="drawn"))
>>> switches.controls["after_draw"].value, switches.rules.changed()
('drawn', {'after_draw': 'drawn'})
>>> switches.summary
"Changed from the default reading: after_draw='drawn' (Z-AFTER-DRAW) · in code: Rules(after_draw='drawn')"
"""

from __future__ import annotations

import html
from types import MappingProxyType
from typing import Any

import ipywidgets as w
import traitlets

from zhora_core.errors import RulesError, ZhoraError
from zhora_core.zhora.glossary import option_help, rule_title
from zhora_core.zhora.rules import OPTION_CHOICES, OPTION_RULE, Rules

from .common import guarded, labels, plain_text, show_alert

__all__ = ["RuleSwitches"]

_LABELS = {
    "en": {
        "title": "Rule options",
        "reset": "Reset to defaults",
        "default": "default",
        "default_reading": "default reading",
        "changed": "Changed from the default reading",
        "in_code": "in code",
        "on": "on",
        "off": "off",
        "kept": "the last valid rules are kept",
        "refused": "Not allowed",
    },
    "ru": {
        "title": "Варианты правил",
        "reset": "Сбросить к умолчаниям",
        "default": "по умолчанию",
        "default_reading": "правила по умолчанию",
        "changed": "Отличия от правил по умолчанию",
        "in_code": "в коде",
        "on": "да",
        "off": "нет",
        "kept": "остаются последние верные правила",
        "refused": "Нельзя",
    },
}

#: What each word choice means, shown next to the value itself (the value is what code writes).
_CHOICE_WORDS = {
    "en": {"any": "any playable card", "drawn": "only the drawn card", "none": "the turn ends",
           "same_player": "the same player again", "skip": "the next player is skipped",
           "turn": "turned over", "shuffle": "shuffled"},
    "ru": {"any": "любая подходящая", "drawn": "только взятая", "none": "ход кончается",
           "same_player": "снова тот же игрок", "skip": "следующий пропускает",
           "turn": "перевернуть", "shuffle": "перетасовать"},
}

#: The two common readings of Z-MULTIPLIER.
MULTIPLIER_CHOICES = ((2, 4, 6, 8), (2, 4, 8, 16))

_INT_BOUNDS = {"max_turns": (10, 100_000), "nine_points": (0, 20)}
_DEFAULT = Rules()


def _multipliers_text(value: tuple[int, ...]) -> str:
    return " ".join(f"×{m}" for m in value)


class RuleSwitches(w.VBox):
    """One control per option of ``Rules``; ``rules`` (observable) is always a valid ``Rules``.

    Every control carries the option's name, its rule id, one line of help and its default. Switching a control
    builds new rules; a combination the engine refuses shows the ``RulesError`` in the banner and keeps the last
    valid rules. Setting ``switches.rules = Rules(...)`` moves the controls.
    """

    rules = traitlets.Instance(Rules, help="The rules the controls describe; observe it with names='rules'.")

    def __init__(self, rules: Rules = Rules(), *, lang: str = "en") -> None:
        super().__init__()
        self._words = labels(_LABELS, lang)
        self._lang = lang
        if not isinstance(rules, Rules):
            raise TypeError(f"RuleSwitches needs a Rules(...), got {rules!r}")
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
        for option in OPTION_RULE:
            control = self._make_control(option, getattr(rules, option))
            control.add_class(f"zl-rule-{option.replace('_', '-')}")
            name = w.HTML(layout=w.Layout(width="15em"))
            help_line = w.HTML(self._help_html(option))
            row = w.HBox([name, control, help_line], layout=w.Layout(align_items="center"))
            row.add_class("zl-rule-switches-row")
            self._controls[option] = control
            self._names[option] = name
            self._helps[option] = help_line
            rows.append(row)
        self._reset = w.Button(description=self._words["reset"], icon="undo")
        self._reset.add_class("zl-rule-switches-reset")
        self._summary = w.HTML()
        self._summary.add_class("zl-rule-switches-summary")
        self._title = w.HTML(f"<b>{html.escape(self._words['title'])}</b>")
        self.children = [self._title, *rows, w.HBox([self._reset]), self._summary, self._banner, self._out]
        self.add_class("zl-rule-switches")

        self.rules = rules
        self._show_rules(rules)
        self._show_error(None)
        self.observe(self._on_rules, names="rules")
        for control in self._controls.values():
            control.observe(guarded(self._out, self._on_control, self._show_error), names="value")
        self._reset.on_click(guarded(self._out, self._on_reset, self._show_error))

    # --- public ------------------------------------------------------------------------------------------------

    @property
    def lang(self) -> str:
        return self._lang

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

    def reset(self) -> Rules:
        """Put every option back to the default reading."""
        self._show_error(None)
        self._set_controls(_DEFAULT)
        self.rules = _DEFAULT
        return self.rules

    # --- building ----------------------------------------------------------------------------------------------

    def _make_control(self, option: str, value: Any) -> w.ValueWidget:
        default = getattr(_DEFAULT, option)
        mark = f" ({self._words['default']})"
        if option == "players":
            options = [(f"{n}{mark if n == default else ''}", n) for n in OPTION_CHOICES[option]]
            return w.ToggleButtons(options=options, value=value, style={"button_width": "auto"})
        if option in OPTION_CHOICES:
            words = _CHOICE_WORDS[self._lang]
            options = [(f"{v} — {words[v]}{mark if v == default else ''}", v) for v in OPTION_CHOICES[option]]
            return w.Dropdown(options=options, value=value, layout=w.Layout(width="20em"))
        if isinstance(default, bool):
            return w.Checkbox(value=value, indent=False, layout=w.Layout(width="3em"))
        if option in _INT_BOUNDS:
            low, high = _INT_BOUNDS[option]
            return w.BoundedIntText(value=value, min=low, max=high, step=1, continuous_update=False,
                                    layout=w.Layout(width="8em"))
        if option == "jack_multipliers":
            choices = list(MULTIPLIER_CHOICES)
            if value not in choices:  # a reading set in code: offer it too, so the control shows the truth
                choices.append(value)
            options = [(f"{_multipliers_text(v)}{mark if v == default else ''}", v) for v in choices]
            return w.Dropdown(options=options, value=value, layout=w.Layout(width="12em"))
        raise AssertionError(f"no control for the option {option!r}")  # pragma: no cover - a new option

    def _default_text(self, option: str) -> str:
        default = getattr(_DEFAULT, option)
        if isinstance(default, bool):
            return self._words["on"] if default else self._words["off"]
        if option == "jack_multipliers":
            return _multipliers_text(default)
        return str(default)

    def _help_html(self, option: str) -> str:
        return (f"{html.escape(option_help(option, self._lang))} "
                f"<span style='opacity:0.7'>({html.escape(self._words['default'])}: "
                f"{html.escape(self._default_text(option))})</span>")

    def _name_html(self, option: str, rules: Rules) -> str:
        rule = OPTION_RULE[option]
        changed = getattr(rules, option) != getattr(_DEFAULT, option)
        marker = "● " if changed else ""
        return (f"<span title='{html.escape(rule_title(rule, self._lang), quote=True)}'>{marker}"
                f"<code>{option}</code> <small>{rule}</small></span>")

    # --- callbacks ---------------------------------------------------------------------------------------------

    def _on_control(self, change: Any) -> None:
        if self._syncing:
            return
        values = {option: control.value for option, control in self._controls.items()}
        try:
            rules = Rules(**values)
        except RulesError:
            self._show_names(self.rules)
            raise
        self._show_error(None)
        self.rules = rules

    def _on_reset(self, _button: Any) -> None:
        self.reset()

    def _on_rules(self, change: Any) -> None:
        self._set_controls(change.new)
        self._show_rules(change.new)

    # --- showing -----------------------------------------------------------------------------------------------

    def _set_controls(self, rules: Rules) -> None:
        self._syncing = True
        try:
            for option, control in self._controls.items():
                value = getattr(rules, option)
                if option == "jack_multipliers" and value not in [v for _, v in control.options]:
                    control.options = [*control.options, (_multipliers_text(value), value)]
                control.value = value
        finally:
            self._syncing = False

    def _show_names(self, rules: Rules) -> None:
        for option, name in self._names.items():
            name.value = self._name_html(option, rules)

    def _show_rules(self, rules: Rules) -> None:
        self._show_names(rules)
        changed = rules.changed()
        code = "Rules(" + ", ".join(f"{k}={v!r}" for k, v in changed.items()) + ")"
        if changed:
            items = "; ".join(f"<code>{k}={html.escape(repr(v))}</code> ({OPTION_RULE[k]})"
                              for k, v in changed.items())
            line = f"<b>{html.escape(self._words['changed'])}:</b> {items}"
        else:
            line = f"<b>{html.escape(self._words['default_reading'].capitalize())}</b>"
        self._summary.value = f"{line} &nbsp;·&nbsp; {html.escape(self._words['in_code'])}: <code>{html.escape(code)}</code>"

    def _show_error(self, error: ZhoraError | None) -> None:
        self._banner_text = "" if error is None else (
            f"{self._words['refused']}: {error} — {self._words['kept']}: {self.rules.describe()}")
        show_alert(self._banner, self._banner_text)

"""A game's rule options, declared once: each field of its ``Rules`` is an ``option(default, ...)`` that says the
rule ids it governs, what a person reads (English and Russian), the values it takes and the other reading, and
``GameRules``, the base of every game's ``Rules``, derives the rest from them: the checks of ``__init__``,
``from_dict``, ``changed()``, ``replace()``, ``describe()`` and ``Rules.options()``, which the game's
``GameSpec.options``, the rule switches, the handouts and the lab's option readings read.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True, slots=True, kw_only=True)
... class Rules(GameRules):
...     game = "doc"
...     players: int = option(4, rules=("D-PLAYERS",), label=("Players", "Игроки"), choices=(2, 3, 4))
...     lenient: bool = option(False, rules=("D-EASY",), label=("Lenient", "Мягко"),
...                            choice_labels={True: ("yes", "да"), False: ("no", "нет")})
>>> Rules(lenient=True).changed(), Rules(players=3).describe()
({'lenient': True}, 'Rules(players=3)')
>>> Rules(players=5)
Traceback (most recent call last):
...
zhora_core.errors.RulesError: rule option players=5 is out of range (D-PLAYERS): it must be one of 2, 3, 4
>>> [o.value_in(True, "ru") for o in Rules.options() if o.name == "lenient"]
['да']
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from . import words
from .errors import RulesError, excerpt

__all__ = ["Option", "option", "GameRules"]


@dataclass(frozen=True, kw_only=True)
class Option:
    """One rule option of a game's ``Rules``: drives the rule switches, the lab's option effects and the docs."""

    name: str = ""
    """The keyword of ``Rules`` (filled in from the field)."""
    rules: tuple[str, ...]
    """The rule ids the option governs (the first is the one it is filed under)."""
    label: tuple[str, str]
    """What a person reads, in English and Russian."""
    help: tuple[str, str] = ("", "")
    """One line saying what the option switches, in English and Russian."""
    choices: tuple = ()
    """The allowed values, for an option that takes one of a few; empty for a number. A ``bool`` option takes
    ``(False, True)`` when left empty."""
    choice_labels: Mapping[Any, tuple[str, str]] = field(default_factory=dict)
    """What a person reads for each of ``choices``."""
    bounds: tuple[int, int] | None = None
    """The inclusive range of a whole-number option."""
    requires: Mapping[str, Any] = field(default_factory=dict)
    """Other options' values that a non-default value of this option needs (Joe's ``challenge``: 2 players)."""
    default: Any = None
    """The project's reading (filled in from the field)."""
    read: Callable[[Any], Any] | None = None
    """For an option of a shape of its own (Zhora's multipliers): the value as kept, or None when refused
    (``allowed`` says what it takes); its ``choices`` are then only what the switches offer."""
    allowed: str = ""
    """What the option takes, in words, for its error (derived from ``choices`` or ``bounds`` when empty)."""

    @property
    def rule(self) -> str:
        """The rule id the option is filed under."""
        return self.rules[0]

    def label_in(self, lang: str = "en") -> str:
        """What a person reads for the option: ``'After a draw, play'``, ``'После взятия можно сыграть'``."""
        return words.pick(self.label, lang)

    def help_in(self, lang: str = "en") -> str:
        """The line saying what the option switches."""
        return words.pick(self.help, lang)

    def value_in(self, value: Any, lang: str = "en") -> str:
        """A value of the option in words: its choice label, else the multipliers (``×2 ×4 ×6 ×8``) or the
        number."""
        if value in self.choice_labels:
            return words.pick(self.choice_labels[value], lang)
        if isinstance(value, tuple):
            return " ".join(f"×{m}" for m in value)
        return str(value)

    def readings(self, value: Any) -> tuple:
        """The other readings of the option set to ``value``: every other of its ``choices``; for a whole number
        at one end of its ``bounds`` the other end, for one inside them half and twice the value (kept inside
        the bounds)."""
        if self.choices:
            return tuple(choice for choice in self.choices if choice != value)
        low, high = self.bounds
        if value in (low, high):
            return (high if value == low else low,)
        return tuple(sorted({max(low, value // 2), min(high, value * 2)} - {value}))

    def check(self, value: Any) -> Any:
        """``value`` as the rules keep it; RulesError naming the option, its rule id and what it takes."""
        if self.read is not None:
            kept = self.read(value)
        elif self.bounds is not None:
            low, high = self.bounds
            kept = value if type(value) is int and low <= value <= high else None
        else:
            kept = value if type(value) is type(self.choices[0]) and value in self.choices else None
        if kept is None:
            raise RulesError(f"rule option {self.name}={excerpt(value, 30)} is out of range ({self.rule}): it must "
                             f"be {self.allowed or self._allowed()}", rule=self.rule)
        return kept

    def _allowed(self) -> str:
        if self.bounds is not None:
            return f"a whole number from {self.bounds[0]} to {self.bounds[1]}"
        if set(self.choices) == {False, True} and all(type(c) is bool for c in self.choices):
            return "True or False"
        return "one of " + ", ".join(map(repr, self.choices))


def option(default: Any, **declaration: Any) -> Any:
    """A field of a game's ``Rules`` that is a rule option: its project ``default`` and the rest of its ``Option``
    (``rules``, ``label``, ``help``, ``choices`` ...)."""
    return field(default=default, metadata={"option": declaration})


_OPTIONS: dict[type, tuple[Option, ...]] = {}


class GameRules:
    """The base of every game's ``Rules``, a frozen dataclass whose fields are ``option(...)``s; the defaults are
    the project's reading. A game adds its cross-option checks in ``check()``.

    Raises RulesError, naming the option, the allowed values and the rule id, for a value out of range.
    """

    __slots__ = ()
    game: ClassVar[str]

    @classmethod
    def options(cls) -> tuple[Option, ...]:
        """Every option, in declaration order, with its name and default filled in."""
        if cls not in _OPTIONS:
            found = []
            for f in dataclasses.fields(cls):
                declaration = dict(f.metadata["option"])
                if type(f.default) is bool and not declaration.get("choices"):
                    declaration["choices"] = (False, True)
                found.append(Option(name=f.name, default=f.default, **declaration))
            _OPTIONS[cls] = tuple(found)
        return _OPTIONS[cls]

    @classmethod
    def option(cls, name: str) -> Option:
        """The option ``name``; RulesError for an unknown one."""
        for found in cls.options():
            if found.name == name:
                return found
        raise RulesError(f"unknown rule option {name!r}; known: {', '.join(o.name for o in cls.options())}")

    def __post_init__(self) -> None:
        for declared in self.options():
            value = getattr(self, declared.name)
            kept = declared.check(value)
            if kept is not value:
                object.__setattr__(self, declared.name, kept)
        self.check()

    def check(self) -> None:
        """The game's checks of several options together (a variant for two players only ...); none by
        default."""

    def changed(self) -> dict[str, Any]:
        """The options that differ from the default reading, in declaration order."""
        return {o.name: getattr(self, o.name) for o in self.options() if getattr(self, o.name) != o.default}

    def replace(self, **changes: Any):
        """A copy with some options changed: ``rules.replace(players=3)``; unknown names are refused."""
        self._known(changes)
        return dataclasses.replace(self, **changes)

    def describe(self) -> str:
        """The ``Rules(...)`` call with the number of players (for a game played by more than one number) and the
        options that differ from the default reading."""
        shown = self.changed()
        players = next((o for o in self.options() if o.name == "players"), None)
        if players is not None and (players.bounds is not None or len(players.choices) > 1):
            shown = {"players": getattr(self, "players")} | shown
        return "Rules(" + ", ".join(f"{name}={value!r}" for name, value in shown.items()) + ")"

    @classmethod
    def from_dict(cls, options: Any):
        """Rules from a mapping such as ``rules.changed()``; unknown names are refused."""
        if not isinstance(options, dict):
            raise RulesError(f"rule options must be a mapping, got {type(options).__name__}")
        cls._known(options)
        return cls(**options)

    @classmethod
    def _known(cls, options: Mapping) -> None:
        known = [o.name for o in cls.options()]
        unknown = sorted(map(str, set(options) - set(known)))
        if unknown:
            raise RulesError(f"unknown rule option(s) {excerpt(', '.join(unknown))}; known: {', '.join(known)}")

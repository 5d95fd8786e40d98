"""One phrasebook for every game and widget: keyed templates in English and Russian, with real plural forms.

Each module adds its phrases once, as ``{key: (english, russian)}``; ``say`` fills a template in one language.
A placeholder with word forms after a colon picks the plural form of its number: English gives two forms
(one, many), Russian three (1 карта, 2 карты, 5 карт). A card, a rank, a suit, or a tuple of them in a
placeholder is written in the language (В Д К Т in Russian); ``{card:name}`` spells it out. Other values are
written by the writer a module registered for their type (``writer``), so a game's actions read in Russian too.

>>> add({"doc.take": ("{name} takes {n} {n:card|cards}", "{name} берёт {n} {n:карту|карты|карт}")})
>>> say("doc.take", "en", name="Bot 2", n=1), say("doc.take", "ru", name="Бот 2", n=5)
('Bot 2 takes 1 card', 'Бот 2 берёт 5 карт')
>>> [plural(n, ("карта", "карты", "карт"), "ru") for n in (1, 2, 5, 11, 21, 22, 112)]
['карта', 'карты', 'карт', 'карт', 'карта', 'карты', 'карт']

A seat in a phrase is a ``Seat``: "seat 2" unless ``say`` is given the seats' ``names``, where ``YOU`` marks the
person reading. ``{seat:plays|play}`` picks the verb that agrees with it (a third person, or "you");
``{seat:gen}`` is its genitive (English possessive), ``{seat:dat}`` its dative:

>>> add({"doc.play": ("{seat} {seat:plays|play} 7♥; it is {seat:gen} turn",
...                   "{seat} {seat:кладёт|кладёте} 7♥; ход остаётся у {seat:gen}")})
>>> say("doc.play", "en", seat=Seat(2)), say("doc.play", "en", names=["Anna", YOU], seat=Seat(1))
("seat 2 plays 7♥; it is seat 2's turn", 'you play 7♥; it is your turn')
>>> say("doc.play", "ru", names=["Анна", YOU], seat=Seat(0)), say("doc.play", "ru", seat=Seat(2))
('Анна кладёт 7♥; ход остаётся у игрока Анна', 'место 2 кладёт 7♥; ход остаётся у места 2')

The phrases are data: each package keeps its own in ``words.toml`` beside its modules (the shared code's in
``zhora_core/words.toml``), a table per key prefix and each phrase a list of its texts in the order of ``LANGS``;
``load(package)`` registers them (nested tables give dotted keys), ``keys(prefix)`` lists them:

>>> keys("words.you")
('words.you.gen', 'words.you.dat')
>>> texts("words.you")
('you', 'вы')
"""

from __future__ import annotations

import string
import tomllib
from collections.abc import Callable, Mapping, Sequence
from importlib import resources
from typing import Any

from .errors import LanguageError, excerpt

__all__ = ["LANGS", "YOU", "Seat", "add", "load", "read", "texts_of", "keys", "texts", "say", "pick", "plural",
           "check_lang", "has", "write", "writer"]

LANGS = ("en", "ru")
_PHRASES: dict[str, tuple[str, ...]] = {}
_WRITERS: dict[type, Callable[[Any, str], str]] = {}
_LOADED: dict[str, tuple[str, ...]] = {}


class _You:
    """The marker for the person reading, in a list of seat names."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "YOU"


YOU = _You()
"""Put this in ``names`` for the reader's own seat: phrases then say "you" ("вы") with the verb agreeing."""


class Seat:
    """A seat as a value of a phrase, so that ``say`` can word it by the seat's name; equal to its number."""

    __slots__ = ("number",)

    def __init__(self, number: Any) -> None:
        self.number = number

    def __eq__(self, other: object) -> bool:
        return self.number == (other.number if isinstance(other, Seat) else other)

    def __hash__(self) -> int:
        return hash(self.number)

    def __repr__(self) -> str:
        return f"Seat({self.number!r})"


def check_lang(lang: str) -> str:
    """``lang`` itself if the phrasebook speaks it; LanguageError (a ValueError) naming the languages otherwise.
    The one check of a language, wherever one is given."""
    if not isinstance(lang, str) or lang not in LANGS:
        raise LanguageError(f"lang must be one of {', '.join(map(repr, LANGS))}, got {excerpt(lang, 20)}")
    return lang


def pick(texts: Sequence[str], lang: str = "en") -> str:
    """The text of ``lang`` among ``texts``, one per language of ``LANGS`` (``("Players", "Игроки")``)."""
    return texts[LANGS.index(check_lang(lang))]


def add(phrases: Mapping[str, Sequence[str]]) -> None:
    """Add ``{key: (english, russian)}``; a key already there with other words is an error (keys are global)."""
    for key, texts in phrases.items():
        texts = tuple(texts)
        if len(texts) != len(LANGS):
            raise ValueError(f"phrase {key!r} needs {len(LANGS)} texts ({', '.join(LANGS)}), got {len(texts)}")
        if _PHRASES.get(key, texts) != texts:
            raise ValueError(f"phrase {key!r} is already in the phrasebook with other words")
        _PHRASES[key] = texts


def read(package: str, name: str = "words.toml") -> dict[str, Any]:
    """The TOML file ``name`` kept in the package ``package`` (``"zhora_core.joe"``), parsed; ValueError naming
    the file when it is missing or not TOML."""
    where = f"{package.replace('.', '/')}/{name}"
    try:
        text = resources.files(package).joinpath(name).read_text(encoding="utf-8")
    except (FileNotFoundError, ModuleNotFoundError, TypeError):  # no such file, package, or not a package
        raise ValueError(f"{where} is missing") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ValueError(f"{where} is not TOML: {error}") from None


def texts_of(value: Any, where: str) -> tuple[str, ...]:
    """``value`` (a list read from a phrase file) as a phrase's texts, one per language of ``LANGS``; ValueError
    naming ``where`` otherwise."""
    if not isinstance(value, list) or len(value) != len(LANGS) or not all(isinstance(t, str) for t in value):
        raise ValueError(f"{where} needs a list of {len(LANGS)} texts ({', '.join(LANGS)}), got {excerpt(value, 60)}")
    return tuple(value)


def load(package: str) -> tuple[str, ...]:
    """Add the phrases of ``<package>/words.toml`` (``load("zhora_core.joe")``) and return their keys: a value
    ``dealt = ["english", "russian"]`` under the table ``[joe.ev]`` is the phrase ``joe.ev.dealt`` (a quoted key
    ``"seat.gen"`` under ``[words]`` is ``words.seat.gen``). Loading a package again adds nothing."""
    if package not in _LOADED:
        found: dict[str, tuple[str, ...]] = {}
        _flatten(read(package), "", found, f"{package.replace('.', '/')}/words.toml")
        add(found)
        _LOADED[package] = tuple(found)
    return _LOADED[package]


def _flatten(table: Mapping[str, Any], prefix: str, found: dict[str, tuple[str, ...]], where: str) -> None:
    for name, value in table.items():
        key = prefix + name
        if isinstance(value, dict):
            _flatten(value, key + ".", found, where)
            continue
        if key in found:
            raise ValueError(f"{where}: the phrase {key!r} is there twice")
        found[key] = texts_of(value, f"{where}: the phrase {key!r}")


def keys(prefix: str) -> tuple[str, ...]:
    """The keys under ``prefix`` (``keys("zhora.reason")``: ``'zhora.reason.over'``, ...) in the order they were
    added (a phrase file's order)."""
    start = prefix + "."
    return tuple(key for key in _PHRASES if key.startswith(start))


def texts(key: str) -> tuple[str, ...]:
    """The template of the phrase ``key`` in every language of ``LANGS``; KeyError for a key the phrasebook lacks."""
    try:
        return _PHRASES[key]
    except KeyError:
        raise KeyError(f"the phrasebook has no phrase {key!r}") from None


def has(key: str) -> bool:
    """Whether the phrasebook holds ``key``."""
    return key in _PHRASES


def say(key: str, lang: str = "en", /, *, names: Sequence[Any] | None = None, **values: Any) -> str:
    """The phrase ``key`` in ``lang`` with its placeholders filled in; ``names`` words each ``Seat`` value by
    the seat's name (a string, or ``YOU``). KeyError for a key the phrasebook lacks."""
    check_lang(lang)
    formatter = _FORMATTERS[lang] if names is None else _Formatter(lang, tuple(names))
    return formatter.vformat(pick(texts(key), lang), (), values)


def _plural_en(n: int, forms: Sequence[str]) -> str:
    return forms[0] if n == 1 else forms[1]


def _plural_ru(n: int, forms: Sequence[str]) -> str:
    if n % 10 == 1 and n % 100 != 11:
        return forms[0]
    return forms[1] if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else forms[2]


#: How each language of ``LANGS`` picks a word's form by its number, in the order of ``LANGS``.
_PLURALS = (_plural_en, _plural_ru)


def plural(n: int, forms: Sequence[str], lang: str = "en") -> str:
    """The form of a word that goes with the number ``n``: (one, many) in English, (1, 2-4, 5+) in Russian."""
    return pick(_PLURALS, lang)(abs(int(n)), forms)


def writer(*types: type) -> Callable[[Callable[[Any, str], str]], Callable[[Any, str], str]]:
    """Register ``function(value, lang)`` as the way values of ``types`` are written in phrases (a decorator)."""
    def register(function: Callable[[Any, str], str]) -> Callable[[Any, str], str]:
        for kind in types:
            _WRITERS[kind] = function
        return function

    return register


def write(value: Any, lang: str = "en") -> str:
    """A value as a phrase writes it: a card as ``Д♠`` in Russian, a tuple as its items, an action by its writer."""
    return _FORMATTERS[check_lang(lang)].format_field(value, "")


class _Formatter(string.Formatter):
    """``str.format`` that writes values in its language, reads ``{n:form|forms}`` as a plural, and words seats."""

    def __init__(self, lang: str, names: tuple[Any, ...] | None = None) -> None:
        self.lang = lang
        self.names = names

    def format_field(self, value: Any, spec: str) -> str:
        if isinstance(value, Seat):
            return self._seat(value, spec)
        if "|" in spec:
            return plural(value, spec.split("|"), self.lang)
        if spec == "name" and hasattr(value, "name_in"):
            return value.name_in(self.lang)
        if spec:
            text = super().format_field(value, spec)
            return text.replace(".", say("words.decimal", self.lang)) if isinstance(value, float) else text
        kind = type(value)
        if kind in _WRITERS:
            return _WRITERS[kind](value, self.lang)
        if hasattr(value, "label"):
            return value.label(self.lang)
        if hasattr(value, "symbol"):
            return value.symbol(self.lang)
        if isinstance(value, (tuple, list)):
            return " ".join(self.format_field(item, "") for item in value)
        return super().format_field(value, spec)

    def _seat(self, seat: Seat, spec: str) -> str:
        name, number = None, seat.number
        if self.names is not None and type(number) is int:
            if not 0 <= number < len(self.names):
                raise ValueError(f"no name for seat {number}: names has {len(self.names)} entries")
            name = self.names[number]
        if "|" in spec:
            forms = spec.split("|")
            if len(forms) != 2:
                raise ValueError(f"a seat agrees in two forms (a third person, 'you'), got {spec!r}")
            return forms[name is YOU]
        if spec not in ("", "gen", "dat"):
            raise ValueError(f"a seat is written plain, 'gen' or 'dat', got {spec!r}")
        case = f".{spec}" if spec else ""
        if name is None:
            return say(f"words.seat{case}", self.lang, n=number)
        if name is YOU:
            return say(f"words.you{case}", self.lang)
        return say(f"words.named{case}", self.lang, name=name) if spec else str(name)


_FORMATTERS = {lang: _Formatter(lang) for lang in LANGS}

load(__package__)  # the shared code's phrases (zhora_core/words.toml): seats, cards, the table, the transcript ...

"""One phrasebook for every game and widget: keyed templates in English and Russian, with real plural forms.

Each module adds its phrases once, as ``{key: (english, russian)}``; ``say`` fills a template in one language.
A placeholder with word forms after a colon picks the plural form of its number: English gives two forms
(one, many), Russian three (1 карта, 2 карты, 5 карт). A card or a suit in a placeholder is written in the
language (В Д К Т in Russian); ``{card:name}`` spells it out.

>>> add({"doc.take": ("{name} takes {n} {n:card|cards}", "{name} берёт {n} {n:карту|карты|карт}")})
>>> say("doc.take", "en", name="Bot 2", n=1), say("doc.take", "ru", name="Бот 2", n=5)
('Bot 2 takes 1 card', 'Бот 2 берёт 5 карт')
>>> [plural(n, ("карта", "карты", "карт"), "ru") for n in (1, 2, 5, 11, 21, 22, 112)]
['карта', 'карты', 'карт', 'карт', 'карта', 'карты', 'карт']
"""

from __future__ import annotations

import string
from collections.abc import Mapping, Sequence
from typing import Any

__all__ = ["LANGS", "add", "say", "plural", "check_lang", "has"]

LANGS = ("en", "ru")
_PHRASES: dict[str, tuple[str, ...]] = {}


def check_lang(lang: str) -> str:
    """``lang`` itself if the phrasebook speaks it; ValueError naming the languages otherwise."""
    if lang not in LANGS:
        raise ValueError(f"lang must be one of {', '.join(map(repr, LANGS))}, got {lang!r}")
    return lang


def add(phrases: Mapping[str, Sequence[str]]) -> None:
    """Add ``{key: (english, russian)}``; a key already there with other words is an error (keys are global)."""
    for key, texts in phrases.items():
        texts = tuple(texts)
        if len(texts) != len(LANGS):
            raise ValueError(f"phrase {key!r} needs {len(LANGS)} texts ({', '.join(LANGS)}), got {len(texts)}")
        if _PHRASES.get(key, texts) != texts:
            raise ValueError(f"phrase {key!r} is already in the phrasebook with other words")
        _PHRASES[key] = texts


def has(key: str) -> bool:
    """Whether the phrasebook holds ``key``."""
    return key in _PHRASES


def say(key: str, lang: str = "en", /, **values: Any) -> str:
    """The phrase ``key`` in ``lang`` with its placeholders filled in."""
    template = _PHRASES[key][LANGS.index(check_lang(lang))]
    return _FORMATTERS[lang].format(template, **values)


def plural(n: int, forms: Sequence[str], lang: str = "en") -> str:
    """The form of a word that goes with the number ``n``: (one, many) in English, (1, 2-4, 5+) in Russian."""
    n = abs(int(n))
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return forms[0]
        return forms[1] if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else forms[2]
    return forms[0] if n == 1 else forms[1]


class _Formatter(string.Formatter):
    """``str.format`` that writes cards and suits in its language and reads ``{n:form|forms}`` as a plural."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: Any, spec: str) -> str:
        if "|" in spec:
            return plural(value, spec.split("|"), self.lang)
        if spec == "name" and hasattr(value, "name_in"):
            return value.name_in(self.lang)
        if hasattr(value, "label") and not spec:
            return value.label(self.lang)
        return super().format_field(value, spec)


_FORMATTERS = {lang: _Formatter(lang) for lang in LANGS}

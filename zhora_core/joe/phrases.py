"""Every sentence of Joe in English and Russian, in the shared phrasebook (``zhora_core.words``): the data is
``zhora_core/joe/words.toml``, registered on import.

Keys start with ``"joe."``. Seats are filled in by name (``"seat 2"``, ``"место 2"`` or a player's name);
Russian sentences keep to present-tense verbs and colons, so that they fit any name.

>>> from zhora_core import words
>>> words.say("joe.restocked", "ru", n=5)
'резерв пуст: 5 карт из-под верхней карты сброса становятся резервом, без тасовки'
"""

from __future__ import annotations

from .. import words

__all__ = ["seat_name"]

words.load(__package__)  # the engine's sentences: zhora_core/joe/words.toml


def seat_name(seat: int, lang: str, names) -> str:
    """``names[seat]`` when names are given, else ``'seat 2'`` (``'место 2'``)."""
    if names is not None:
        return names[seat]
    return words.say("joe.seat", lang, n=seat)

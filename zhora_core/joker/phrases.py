"""Every sentence Georgian Joker says, in English and Russian, registered in the phrasebook at import from
``zhora_core/joker/words.toml``; the declarations' words as values (``MODE_WORDS``).

Keys start with ``"joker."``: ``joker.ev.*`` narrate events, ``joker.why.*`` are the engine's verdicts,
``joker.bot.*`` the heuristic bot's advice.

>>> from zhora_core import words
>>> words.say("joker.ev.taken", "ru", who=words.Seat(0), names=["Анна"], n=2)
'Анна берёт взятку (всего 2 взятки)'
"""

from __future__ import annotations

from .. import words

words.load(__package__)  # the engine's sentences: zhora_core/joker/words.toml


class Word:
    """A word of the phrasebook as a value: a template writes it in its own language (``{mode}``)."""

    __slots__ = ("key",)

    def __init__(self, key: str) -> None:
        self.key = key

    def label(self, lang: str = "en") -> str:
        return words.say(self.key, lang)

    def __repr__(self) -> str:
        return repr(words.say(self.key, "en"))


#: A joker's declaration as a word of either language.
MODE_WORDS = {"high": Word("joker.mode.high"), "low": Word("joker.mode.low")}

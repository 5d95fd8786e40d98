"""Every sentence of the banker game in English and Russian, in the shared phrasebook (``zhora_core.words``): the
data is ``zhora_core/banker/words.toml``, registered on import.

Keys start with ``"banker."``. Seats are ``words.Seat`` values, worded by name when names are given.

>>> from zhora_core import words
>>> words.say("banker.won", "ru", banker=words.Seat(0), total=21)
'место 0: совпадение, банкомёт забирает все ставки, всего 21'
"""

from __future__ import annotations

from .. import words

words.load(__package__)  # the engine's sentences: zhora_core/banker/words.toml

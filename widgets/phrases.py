"""The widgets' words: every phrase a widget shows is data, kept in ``widgets/words.toml`` (a table per key prefix,
each phrase ``[English, Russian]``, as the engine's ``zhora_core/words.toml``) and registered in the shared
phrasebook (``zhora_core.words``) when this module is first imported. Every widget module imports it, so a widget
module imported alone finds its words.

>>> from zhora_core import words
>>> words.say("ui.table.to_move", "ru", name="Анна")
'Ходит Анна'
"""

from __future__ import annotations

from zhora_core import words

__all__: list[str] = []

words.load(__package__)  # every widget's phrases: widgets/words.toml

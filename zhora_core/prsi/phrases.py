"""Every sentence Prší says, in English and Russian, registered in the phrasebook (``zhora_core.words``) at import
from ``zhora_core/prsi/words.toml`` (the rule lines ``prsi.rule.*`` from ``glossary.toml``).

Keys start with ``"prsi."``: ``prsi.ev.*`` narrate events, ``prsi.why.*`` are the engine's verdicts, ``prsi.bot.*``
the heuristic bot's advice.

>>> from zhora_core import words
>>> words.say("prsi.ev.penalty_taken", "ru", names=["Анна", words.YOU], seat=words.Seat(0), n=4)
'Анна берёт 4 карты за семёрки'
>>> words.say("prsi.ev.stood", "en", names=["Anna", words.YOU], seat=words.Seat(1))
'you stand and miss the turn'
"""

from __future__ import annotations

from .. import words

words.load(__package__)  # the engine's sentences: zhora_core/prsi/words.toml


"""Every sentence of Joker-52 in English and Russian: events, verdict reasons, bot advice, how its actions are
written. Registered in the phrasebook (``zhora_core.words``) on import from ``zhora_core/joker52/words.toml``;
keys start with ``joker52.``.

>>> from zhora_core.words import YOU, Seat, say
>>> say("joker52.event.bid", "ru", names=["Анна", YOU, "Бот"], seat=Seat(1), n=2)
'вы заказываете 2 взятки'
"""

from __future__ import annotations

from .. import words
from .actions import Bid, Play, PlayJoker

__all__: list[str] = []

words.load(__package__)  # the engine's sentences: zhora_core/joker52/words.toml


@words.writer(Bid, Play, PlayJoker)
def _write_action(action, lang: str) -> str:
    """An action as a phrase writes it: ``заказ 2``, ``Д♥``, ``КДж старший``."""
    if type(action) is Bid:
        return words.say("joker52.action.bid", lang, n=action.tricks)
    if type(action) is Play:
        return action.card.label(lang)
    return words.say(f"joker52.action.{'high' if action.high else 'low'}", lang, card=action.card)

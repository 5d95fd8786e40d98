"""Every sentence of Zhora's engine in English and Russian: events, verdict reasons, score lines, bot advice, how
its actions are written, the play table's words. They are data, in ``zhora_core/zhora/words.toml`` (the rule
lines in ``glossary.toml``), registered in the phrasebook (``zhora_core.words``) on import; here is how the
actions are written.

A seat is a ``words.Seat`` placeholder, so one template serves "seat 1", a seat's name, and "you":

>>> from zhora_core.words import YOU, Seat, say
>>> say("zhora.event.skipped", "en", seat=Seat(1)), say("zhora.event.skipped", "ru", names=["Анна", YOU], seat=Seat(1))
('seat 1 is skipped', 'вы пропускаете ход')
"""

from __future__ import annotations

from .. import words
from .actions import Draw, Pass, Play, PlayJack, PlayJacks, SwapStarter

__all__: list[str] = []

words.load(__package__)  # the engine's sentences: zhora_core/zhora/words.toml


@words.writer(Play, PlayJack, PlayJacks, Draw, Pass, SwapStarter)
def _write_action(action, lang: str) -> str:
    """An action as its notation reads in ``lang``: ``'В♣>♥'``, ``'взять'``; in English exactly ``str(action)``."""
    kind = type(action)
    if kind is Play:
        return action.card.label(lang)
    if kind is PlayJack:
        return f"{action.card.label(lang)}>{action.order.value}"
    if kind is PlayJacks:
        return " ".join(card.label(lang) for card in action.cards)
    if kind is SwapStarter:
        return words.say("zhora.action.swap", lang, card=action.card)
    return words.say("zhora.action.draw" if kind is Draw else "zhora.action.pass", lang)

"""The sentences of ``explain``'s verdicts (the phrases ``zhora.reason.*`` of ``words.toml``), said by key in
English or Russian.

>>> from zhora_core.cards import Card
>>> reason("no_match", "ru", card=Card.parse("9♣"), suit=Card.parse("7♥").suit, rank=Card.parse("7♥").rank,
...        top=Card.parse("7♥"))
'у 9♣ ни масть (♥), ни достоинство (7) не совпадают с верхней картой 7♥'
"""

from __future__ import annotations

from ..words import say
from . import phrases  # noqa: F401  (registers the game's phrases)

__all__ = ["reason"]


def reason(key: str, lang: str = "en", **params: object) -> str:
    """The sentence ``key`` in ``lang``, its cards, suits and ranks written for that language."""
    return say(f"zhora.reason.{key}", lang, **params)

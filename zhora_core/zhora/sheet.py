"""How Zhora's score sheet reads (``GameSpec.sheet``, laid out by ``widgets.ScoreSheet``): per player
the points, the running total and the letters Ж О Р А; a total that burned at exactly 100 marked (Z-BURN), the
letter earned in a round marked (Z-LETTER), and the final ranking by letters, then total (Z-END).

>>> ending_text("jacks x3", "ru"), ending_text("queen of spades", "en")
('3 валета', 'queen of spades')
"""

from __future__ import annotations

import html

from ..match import ROUND_LEAD
from ..protocol import Column, Sheet
from ..render import burn_html
from ..words import check_lang, plural
from .glossary import rule_title
from .lab import ENDING_JACKS

__all__ = ["SHEET", "ending_text"]

_ENDINGS = {"plain": ("plain card", "простая карта"), "queen": ("queen", "дама"),
            "queen of spades": ("queen of spades", "дама пик"), "stalemate": ("stalemate", "ничья")}
_JACKS = {"en": ("{n} jack", "{n} jacks"), "ru": ("{n} валет", "{n} валета", "{n} валетов")}
_BURN_NOTE = ("100→0 marks a total of exactly 100 that burned to 0", "100→0 — сумма ровно 100 сгорела до 0")


def _index(lang: str) -> int:
    return ("en", "ru").index(check_lang(lang))


def ending_text(ending: str, lang: str = "en") -> str:
    """How a round ended, in words: ``'plain card'``, ``'2 jacks'``, ``'дама пик'`` (a jack finish by its
    ``ENDING_JACKS``)."""
    n = ENDING_JACKS.get(ending, 0)
    if n:
        return plural(n, _JACKS[check_lang(lang)], lang).format(n=n)
    return _ENDINGS[ending][_index(lang)] if ending in _ENDINGS else ending


def _cell(key: str, row: dict, before: dict | None, name: str, lang: str) -> tuple[str, str] | None:
    """A burned total shows the burn mark (Z-BURN); the letters earned this round are marked new (Z-LETTER)."""
    if key == "total" and row[f"{name} burned"]:
        return burn_html(lang), "alert"
    if key == "letters":
        letters, earlier = row[f"{name} letters"], before[f"{name} letters"] if before else ""
        return html.escape(" ".join(letters)), "new" if len(letters) > len(earlier) else ""
    return None


def _note(rows: list[dict], names: tuple[str, ...], lang: str) -> str:
    if not any(row[f"{name} burned"] for row in rows for name in names):
        return ""
    return f"{html.escape(_BURN_NOTE[_index(lang)])} (Z-BURN: {html.escape(rule_title('Z-BURN', lang))})"


SHEET = Sheet(
    number=Column("round", ("round", "раунд")),
    lead=ROUND_LEAD,
    columns=(Column("points", ("points", "очки")), Column("total", ("total", "сумма")),
             Column("letters", ("letters", "буквы"))),
    data=(Column("burned", ("burned", "сгорело")),),
    standing=(("letters", "буквы"), ("total", "сумма")),
    cell=_cell,
    note=_note,
)
"""Zhora's sheet: the keys of ``Game.score_sheet()`` and their headers, and the game's own marks."""

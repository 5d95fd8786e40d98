"""Every sentence Thirteen says, in English and Russian (``zhora_core/thirteen/words.toml``, registered in the
phrasebook, ``zhora_core.words``, on import), and how its actions are written.

A seat is a ``words.Seat`` placeholder, so one template serves "seat 1", a seat's name, and "you":

>>> from zhora_core.words import YOU, Seat, say
>>> say("thirteen.took", "ru", seat=Seat(1), n=13), say("thirteen.took", "en", names=["Ann", YOU], seat=Seat(1), n=1)
('место 1 берёт из резерва 13 карт', 'you take 1 card from the reserve')
"""

from __future__ import annotations

from .. import words
from .actions import Draw, EndRun, Play

__all__: list[str] = []

words.load(__package__)  # the engine's sentences: zhora_core/thirteen/words.toml


@words.writer(Play, EndRun, Draw)
def _write_action(action, lang: str) -> str:
    """An action as a phrase writes it: its card (``Д♥``, ``КДж``), or "end" / "draw" in the language."""
    if type(action) is Play:
        return action.card.label(lang)
    return words.say("thirteen.action.end" if type(action) is EndRun else "thirteen.action.draw", lang)

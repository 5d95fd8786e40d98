"""A round told step by step in words, each event with its rule id (OpenSpiel-style playthroughs).

>>> from zhora_core.thirteen import position
>>> print(transcript(position(hands=["Q♥ J♣", "5♦"], top="K♣"), ["Q♥", "J♣"]))
rules: {}
start: position(hands=['J♣ Q♥', '5♦'], top='K♣', to_move=0)
1. seat 0: Q♥
   seat 0 plays Q♥ (T-STEP)
2. seat 0: J♣
   seat 0 plays J♣ (T-RUN)
   seat 0 has no cards left and wins; cards left in hand: 0, 1 (T-WIN)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .actions import Action
from .engine import apply
from .state import State

__all__ = ["transcript"]


def transcript(start: State, actions: Iterable[Action | str], *, lang: str = "en",
               names: Sequence[str] | None = None) -> str:
    """The options that differ from the default reading, the starting position, then every action with the
    events it caused."""
    lines = [f"rules: {start.rules.changed()!r}", f"start: {start!r}"]
    lines += [f"   {event.text(lang, names=names)} ({event.rule})" for event in start.events]
    state = start
    for number, action in enumerate(actions, start=1):
        seat = state.to_move
        state = apply(state, action)
        who = names[seat] if names is not None else f"seat {seat}"
        lines.append(f"{number}. {who}: {action}")
        lines += [f"   {event.text(lang, names=names)} ({event.rule})" for event in state.events]
    return "\n".join(lines)

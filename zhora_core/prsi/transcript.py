"""A round told step by step in words, each event with its rule id (OpenSpiel-style playthroughs).

>>> from zhora_core.prsi import position
>>> print(transcript(position(hands=["7♠ 9♥", "8♠ 9♠"], top="9♣"), ["9♥", "9♠", "7♠"]))
rules: players=2 hand_size=4 stack_sevens=True stack_aces=True starter_effects=True restock='turn'
       scoring='win' max_turns=500
start: position(hands=['7♠ 9♥', '8♠ 9♠'], top='9♣', to_move=0, rules=Rules(players=2))
1. seat 0: 9♥
   seat 0 plays 9♥ (P-MATCH)
2. seat 1: 9♠
   seat 1 plays 9♠ (P-MATCH)
3. seat 0: 7♠
   seat 0 plays 7♠ (P-MATCH)
   seat 0 plays the last card and wins: Prší! (P-WIN)
points: seat 0: 0, seat 1: 1
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence

from .. import words
from ..words import Seat
from .actions import Action, parse_action
from .engine import apply
from ..positions import position_text
from .state import State

__all__ = ["transcript"]


def transcript(start: State, actions: Iterable[Action | str], *, lang: str = "en",
               names: Sequence[str] | None = None) -> str:
    """The rules in force, the starting position, then every action with the events it caused, and the points
    if the round ended."""
    words.check_lang(lang)
    rules = start.rules
    options = " ".join(f"{f.name}={getattr(rules, f.name)!r}" for f in dataclasses.fields(rules))
    lines = [f"rules: {options}", f"start: {position_text(start)}"]
    lines += [f"   {event.text(lang, names=names)} ({event.rule})" for event in start.events]
    state = start
    for number, action in enumerate(actions, start=1):
        action = parse_action(action)
        seat = state.to_move
        state = apply(state, action)
        lines.append(words.say("prsi.tr.step", lang, names=names, number=number, seat=Seat(seat), action=action))
        lines += [f"   {event.text(lang, names=names)} ({event.rule})" for event in state.events]
    if state.outcome is not None:
        lines.append("points: " + ", ".join(words.say("prsi.tr.points", lang, names=names, seat=Seat(s), n=p)
                                            for s, p in enumerate(state.outcome.points)))
    return "\n".join(lines)

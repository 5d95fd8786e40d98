"""A round of Joe told step by step in words, each event with its rule id (OpenSpiel-style playthroughs).

>>> from zhora_core.joe import position
>>> print(transcript(position(hands=["K♥ 3♣", "A♠"], top="5♣", deck="9♦"), ["K♥", "A♠"]))
rules: players=2 ace_beats_faces='any_suit' open_hands=False challenge=False countdown=False max_turns=1000
start: position(hands=['3♣ K♥', 'A♠'], top='5♣', deck='9♦', to_move=0, rules=Rules(players=2))
1. seat 0: K♥
   seat 0 plays K♥ (JQ-BEAT)
2. seat 1: A♠
   seat 1 plays A♠ (JQ-BEAT)
   seat 1 has no cards left and wins (JQ-WIN)
outcome: seat 1 wins (beat); cards left 1, 0
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from .actions import Action
from .engine import apply
from ..positions import position_text
from .state import State

__all__ = ["transcript"]


def transcript(start: State, actions: Iterable[Action | str], *, lang: str = "en") -> str:
    """The rules in force, the starting position and its events, then every action with the events it caused,
    and how the round ended if it did."""
    rules = start.rules
    options = " ".join(f"{f.name}={getattr(rules, f.name)!r}" for f in dataclasses.fields(rules))
    lines = [f"rules: {options}", f"start: {position_text(start)}"]
    lines += [f"   {event.text(lang)} ({event.rule})" for event in start.events]
    state = start
    for number, action in enumerate(actions, start=1):
        seat = state.to_move
        state = apply(state, action)
        lines.append(f"{number}. seat {seat}: {action}")
        lines += [f"   {event.text(lang)} ({event.rule})" for event in state.events]
    outcome = state.outcome
    if outcome is not None:
        left = ", ".join(map(str, outcome.points))
        who = "nobody wins" if outcome.winner is None else f"seat {outcome.winner} wins"
        lines.append(f"outcome: {who} ({outcome.ending}); cards left {left}")
    return "\n".join(lines)

"""A bank told step by step in words, each event with its rule id (OpenSpiel-style playthroughs).

>>> from zhora_core.banker import position
>>> print(transcript(position(stakes=[0, 4], deck="7♦ A♣"), ["turn", "turn"]))
rules: players=2 ceiling=10
start: position(stakes=[0, 4], deck='7♦ A♣ …52 more', dealer=0, rules=Rules(players=2))
1. seat 0: turn
   seat 0 calls joker and turns 7♦ (JB-CALL)
2. seat 0: turn
   seat 0 calls ace and turns A♣: it matches (JB-MATCH)
   seat 0: a match, the banker takes every stake, 4 in all (JB-MATCH)
outcome: match after 2 cards; +4, -4
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from .actions import Action
from .engine import apply
from ..positions import position_text
from .state import State

__all__ = ["transcript"]


def transcript(start: State, actions: Iterable[Action | str], *, lang: str = "en", shown: int = 2) -> str:
    """The rules in force, the starting bank (the first ``shown`` face-down cards) and its events, then every
    action with the events it caused, and how the bank was settled if it was."""
    rules = start.rules
    options = " ".join(f"{f.name}={getattr(rules, f.name)!r}" for f in dataclasses.fields(rules))
    text = position_text(start)
    deck = " ".join(map(str, start.deck))
    short = " ".join(map(str, start.deck[:shown])) + f" …{len(start.deck) - shown} more"
    lines = [f"rules: {options}", f"start: {text.replace(deck, short, 1)}"]
    lines += [f"   {event.text(lang)} ({event.rule})" for event in start.events]
    state = start
    for number, action in enumerate(actions, start=1):
        seat = state.to_move
        state = apply(state, action)
        lines.append(f"{number}. seat {seat}: {action}")
        lines += [f"   {event.text(lang)} ({event.rule})" for event in state.events]
    outcome = state.outcome
    if outcome is not None:
        points = ", ".join(f"{p:+d}" for p in outcome.points)
        cards = "card" if outcome.turned == 1 else "cards"
        lines.append(f"outcome: {outcome.ending.replace('_', ' ')} after {outcome.turned} {cards}; {points}")
    return "\n".join(lines)

"""A deal told step by step in words, each event with its rule id (OpenSpiel-style playthroughs).

>>> from zhora_core.joker import position
>>> print(transcript(position(hands=["A♥", "K♥"], trump="♣", bids=[1, None], dealer=1), ["bid 1", "A♥", "K♥"]))
rules: players=2 void_after_high_joker='trump' high_lead_trumpable=False strict_joker=False joker_as_six=False scoring='standard' premium_victims='all'
start: position(hands=['A♥', 'K♥'], trump='♣', bids=[1, None], dealer=1, cards=1, rules=Rules(players=2))
   the dealer, seat 1, may not bid 0: the bids would add up to the 1 trick (the hook) (JK-BID)
1. seat 1: bid 1
   seat 1 bids 1 (JK-BID)
2. seat 0: A♥
   seat 0 leads A♥ (JK-LEAD)
3. seat 1: K♥
   seat 1 plays K♥ (JK-FOLLOW)
   seat 0 takes the trick (1 taken) (JK-FOLLOW)
   seat 0: bid 1, took 1: 100 points (JK-SCORE)
   seat 1: bid 1 and no trick: khishti, -200 points (JK-SCORE)
points: seat 0: 100, seat 1: -200
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence

from .. import words
from .actions import Action, parse_action
from .engine import apply
from ..positions import position_text
from .state import State

__all__ = ["transcript"]


def transcript(start: State, actions: Iterable[Action | str], *, lang: str = "en",
               names: Sequence[str] | None = None) -> str:
    """The rules in force, the starting position, then every action with the events it caused, and the points
    if the deal ended."""
    words.check_lang(lang)
    rules = start.rules
    options = " ".join(f"{f.name}={getattr(rules, f.name)!r}" for f in dataclasses.fields(rules))
    lines = [f"rules: {options}", f"start: {position_text(start)}"]
    lines += [f"   {event.text(lang, names=names)} ({event.rule})" for event in start.events]
    state = start

    def who(seat: int) -> str:
        return names[seat] if names is not None else words.say("words.seat", lang, n=seat)

    for number, action in enumerate(actions, start=1):
        action = parse_action(action)
        seat = state.to_move
        state = apply(state, action)
        lines.append(f"{number}. {who(seat)}: {action.label(lang)}")
        lines += [f"   {event.text(lang, names=names)} ({event.rule})" for event in state.events]
    if state.outcome is not None:
        lines.append("points: " + ", ".join(f"{who(s)}: {p}" for s, p in enumerate(state.outcome.points)))
    return "\n".join(lines)

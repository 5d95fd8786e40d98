"""A round told step by step in words, each event with its rule id (OpenSpiel-style playthroughs).

>>> from zhora_core.zhora import position
>>> print(transcript(position(hands=["J♣ J♦", "9♠ Q♥ A♦", "J♥"], top="7♥"), ["J♣ J♦"]))
rules: players=3 starter_jack_swap=True starter_effects=False after_draw='any' turn_stays='same_player' restock='turn' max_turns=500 nine_points=0 jack_multipliers=(2, 4, 6, 8)
start: position(hands=['J♣ J♦', '9♠ Q♥ A♦', 'J♥'], top='7♥', to_move=0, rules=Rules(players=3))
1. seat 0: J♣ J♦
   seat 0 goes out with the jacks J♣ J♦ (Z-JACKS-OUT)
   round over: seat 0 wins with J♣ J♦; points 0, 56, 80 (Z-JACKS-OUT)
scoring:
   seat 0: went out with J♣ J♦ → 0 (Z-JACKS-OUT)
   seat 1: 9♠=0 + Q♥=3 + A♦=11 = 14 → 14 (Z-POINTS)
   seat 1: × 4 for going out with 2 jack(s) → 56 (Z-MULTIPLIER)
   seat 2: J♥: jacks only, 20 each = 20 → 20 (Z-JACK-POINTS)
   seat 2: × 4 for going out with 2 jack(s) → 80 (Z-MULTIPLIER)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from ..words import Seat, check_lang, say
from . import phrases  # noqa: F401  (registers the transcript's words)
from .actions import Action, parse_action
from .engine import apply
from .scoring import score_lines
from ..positions import position_text
from .state import State

__all__ = ["transcript"]


def transcript(start: State, actions: Iterable[Action | str], *, lang: str = "en") -> str:
    """The rules in force, the starting position, then every action with the events it caused, and the
    scoring if the round ended; in ``lang`` (the rules and the position stay code)."""
    check_lang(lang)
    rules = start.rules
    options = " ".join(f"{f.name}={getattr(rules, f.name)!r}" for f in dataclasses.fields(rules))
    lines = [_say("rules", lang, options=options), _say("start", lang, position=position_text(start))]
    lines += [f"   {event.text(lang)} ({event.rule})" for event in start.events]
    state = start
    for number, action in enumerate(actions, start=1):
        seat = state.to_move
        state = apply(state, action)
        lines.append(_say("move", lang, number=number, seat=Seat(seat), action=parse_action(action)))
        lines += [f"   {event.text(lang)} ({event.rule})" for event in state.events]
    outcome = state.outcome
    if outcome is not None and not outcome.is_stalemate:
        lines.append(_say("scoring", lang))
        lines += [_say("line", lang, seat=Seat(line.seat), text=line.text, points=line.points, rule=line.rule)
                  for line in score_lines(state.hands, outcome.winner, outcome.finish, rules=rules, lang=lang)]
    return "\n".join(lines)


def _say(key: str, lang: str, **values) -> str:
    return say(f"zhora.transcript.{key}", lang, **values)


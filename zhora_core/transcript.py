"""A round of any registered game told step by step in words, each event with its rule id.

``transcript(start, actions, lang=...)`` finds the game from the state (``zhora_core.games``) and tells the round
the same way for every game: the rules in force (every option), the starting position (the ``position(...)`` call
that rebuilds it), every action with the events it caused, and, once the round is over, its scoring seat by seat
(the game's ``TablePart.score_rows``; a stalemate's sentence), in ``lang``; ``names`` words the seats by their
names.

>>> from zhora_core import joe
>>> print(transcript(joe.position(hands=["K♥ 3♣", "A♠"], top="5♣", deck="9♦"), ["K♥", "A♠"]))
rules: players=2 ace_beats_faces='any_suit' open_hands=False challenge=False countdown=False max_turns=1000
start: position(hands=['3♣ K♥', 'A♠'], top='5♣', deck='9♦', to_move=0, rules=Rules(players=2))
1. seat 0: K♥
   seat 0 plays K♥ (JQ-BEAT)
2. seat 1: A♠
   seat 1 plays A♠ (JQ-BEAT)
   seat 1 has no cards left and wins (JQ-WIN)
scoring:
   seat 0: 1 card left in hand (the project's measure, not a rule) → 1 (JQ-WIN)
   seat 1: 0 cards left in hand (the project's measure, not a rule) → 0 (JQ-WIN)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from . import words
from .games import spec as game_spec
from .positions import position_text
from .protocol import Termination

__all__ = ["transcript"]

words.add({
    "transcript.rules": ("rules: {options}", "правила: {options}"),
    "transcript.start": ("start: {position}", "начало: {position}"),
    "transcript.step": ("{number}. {seat}: {action}", "{number}. {seat}: {action}"),
    "transcript.scoring": ("scoring:", "подсчёт очков:"),
    "transcript.line": ("   {seat}: {text} → {points} ({rule})", "   {seat}: {text} → {points} ({rule})"),
})


def transcript(start: Any, actions: Iterable[Any], *, lang: str = "en", names: Sequence[Any] | None = None) -> str:
    """``start`` (any game's state) and then ``actions`` (actions or their notation), in words, in ``lang``.

    An illegal action raises the game's ``IllegalActionError`` (``start`` is never changed)."""
    words.check_lang(lang)
    spec = game_spec(start)
    rules = start.rules
    options = " ".join(f"{option.name}={getattr(rules, option.name)!r}" for option in spec.options)
    lines = [words.say("transcript.rules", lang, options=options),
             words.say("transcript.start", lang, position=position_text(start))]
    lines += _events(start, lang, names)
    state = start
    for number, action in enumerate(actions, start=1):
        action = spec.parse_action(action) if isinstance(action, str) else action
        seat = state.to_move
        state = spec.apply(state, action)
        lines.append(words.say("transcript.step", lang, names=names, number=number, seat=words.Seat(seat),
                               action=action))
        lines += _events(state, lang, names)
    if state.outcome is not None and spec.table is not None:
        lines.append(words.say("transcript.scoring", lang))
        if state.outcome.termination is Termination.STALEMATE:
            lines.append(f"   {spec.table.stalemate_text(state, lang)}")
        else:
            lines += [words.say("transcript.line", lang, names=names, seat=words.Seat(row.seat), text=row.text,
                                points=row.points, rule=row.rule) for row in spec.table.score_rows(state, lang)]
    return "\n".join(lines)


def _events(state: Any, lang: str, names: Sequence[Any] | None) -> list[str]:
    return [f"   {event.text(lang, names=names)} ({event.rule})" for event in state.events]

"""A round of any registered game told step by step in words, each event with its rule id.

``transcript(start, actions, lang=...)`` finds the game from the state (``zhora_core.games``) and tells it the
game's own way (its ``GameSpec.transcript``: the rules in force, the starting position, then every action with
the events it caused, and the outcome). A game without one of its own gets the shared telling: the options that
differ from the default reading, who is to move, every action with its events, and each seat's points at the
end, in ``lang``.

>>> from zhora_core import joe
>>> start = joe.position(hands=["K♥ 3♣", "A♠"], top="5♣", deck="9♦")
>>> transcript(start, ["K♥", "A♠"]) == joe.transcript(start, ["K♥", "A♠"])
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from . import words
from .games import spec as game_spec

__all__ = ["transcript", "own_transcript"]

words.add({
    "transcript.game": ("game: {title}", "игра: {title}"),
    "transcript.rules": ("rules: {options}", "правила: {options}"),
    "transcript.rest": ("{options}; the rest by default", "{options}; остальное по умолчанию"),
    "transcript.start": ("start: {seat} to move", "начало: ходит {seat}"),
    "transcript.step": ("{number}. {seat}: {action}", "{number}. {seat}: {action}"),
    "transcript.winner": ("outcome: {seat} wins; points {points}", "итог: {seat} {seat:выигрывает|выигрываете}; "
                          "очки {points}"),
    "transcript.no_winner": ("outcome: no winner; points {points}", "итог: без победителя; очки {points}"),
})


def own_transcript(game: Any) -> Callable[..., str] | None:
    """The game's own ``transcript(start, actions, *, lang=...)`` (its ``GameSpec.transcript``), or None when it
    has none."""
    return game_spec(game).transcript


def transcript(start: Any, actions: Iterable[Any], *, lang: str = "en") -> str:
    """``start`` (any game's state) and then ``actions`` (actions or their notation), in words, in ``lang``.

    An illegal action raises the game's ``IllegalActionError`` (``start`` is never changed)."""
    words.check_lang(lang)
    spec = game_spec(start)
    if spec.transcript is not None:
        return spec.transcript(start, actions, lang=lang)
    return _shared(spec, start, actions, lang)


def _shared(spec, start: Any, actions: Iterable[Any], lang: str) -> str:
    options = {"players": start.rules.players} | start.rules.changed()
    written = words.say("transcript.rest", lang, options="; ".join(
        _option(spec, name, value, lang) for name, value in options.items()))
    lines = [words.say("transcript.game", lang, title=spec.title[lang == "ru"]),
             words.say("transcript.rules", lang, options=written)]
    if start.to_move is not None:
        lines.append(words.say("transcript.start", lang, seat=words.Seat(start.to_move)))
    lines += _events(start, lang)
    state = start
    for number, action in enumerate(actions, start=1):
        seat = state.to_move
        state = spec.apply(state, action)
        shown = spec.parse_action(action) if isinstance(action, str) else action
        lines.append(words.say("transcript.step", lang, number=number, seat=words.Seat(seat),
                               action=words.write(shown, lang)))
        lines += _events(state, lang)
    outcome = state.outcome
    if outcome is not None:
        points = ", ".join(map(str, outcome.points))
        lines.append(words.say("transcript.no_winner", lang, points=points) if outcome.winner is None else
                     words.say("transcript.winner", lang, seat=words.Seat(outcome.winner), points=points))
    return "\n".join(lines)


def _option(spec, name: str, value: Any, lang: str) -> str:
    """An option and its value as a reader sees them, by the option's labels in ``lang``."""
    option = spec.Rules.option(name)
    return f"{option.label_in(lang)}: {option.value_in(value, lang)}"


def _events(state: Any, lang: str) -> list[str]:
    return [f"   {event.text(lang)} ({event.rule})" for event in state.events]

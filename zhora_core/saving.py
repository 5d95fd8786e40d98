"""Saving and loading a position or a whole game of any registered game as JSON: the game's name, its rules,
and the actions, validated by replaying them.

Never pickle: a save file is plain text a teacher can read, share and (carefully) edit. Loading replays every
action through the game's engine, so a file that does not follow the rules is refused with the reason. A file
says its game (``"game"``, version 2); a file of version 1 has none and is Zhora's.

>>> from zhora_core.joe import position
>>> s = position(hands=["7♠", "9♠ 2♥"], top="8♠")
>>> text = save(s, actions=["7♠"])
>>> load(text).outcome.winner, '"game": "joe"' in text
(0, True)
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from .errors import SaveFileError, ZhoraError, excerpt
from .games import DEFAULT, module, names
from .games import spec as game_spec
from .positions import position_fields, position_from
from .protocol import GameSpec

__all__ = ["save", "load", "FORMAT", "VERSION", "MAX_SIZE", "MAX_DEPTH", "MAX_ACTIONS", "MAX_CARDS", "MAX_TEXT",
           "field", "action_lists",
           "position_fields", "position_from"]

FORMAT = "zhora-lab"
VERSION = 2
MAX_SIZE = 5_000_000
"""The longest save file ``load`` reads: 5,000,000 characters (or bytes), far more than any game needs."""
MAX_DEPTH = 8
"""The deepest nesting of lists and objects ``load`` reads; a save file needs 3."""
MAX_ACTIONS = 100_000
"""The most actions a save file holds (a position's, or all the rounds of a whole game together), and the longest
list; a whole game of Zhora between random bots takes under 10,000."""
MAX_CARDS = 54
"""The longest list of a position, and the most keys of any object: no game's deck has more cards."""
MAX_TEXT = 1_000
"""The longest text of a save file: a hand, deck or pile of 54 cards written out, with room to spare."""


def save(obj: Any, *, actions: Iterable[Any] = ()) -> str:
    """JSON text for a whole game (the game's ``match``), or for a running position (a state) and optional
    actions played from it."""
    try:
        spec = game_spec(obj)
    except ZhoraError:
        raise SaveFileError(f"only a Game or a State can be saved, not {type(obj).__name__}") from None
    head = {"format": FORMAT, "version": VERSION, "game": spec.name}
    if spec.match is not None and isinstance(obj, spec.match):
        if actions:
            raise SaveFileError("a game's actions are its own; pass no actions= with a Game")
        data = head | {"kind": "game", "rules": obj.rules.changed()} | obj.save_data()
    elif hasattr(obj, "view") and hasattr(obj, "outcome"):
        if obj.outcome is not None:
            raise SaveFileError("a finished round is not a position: save the position it started from with "
                                "its actions, or the Game")
        data = head | {"kind": "position", "rules": obj.rules.changed()} | _start(spec, obj)
        data["actions"] = _replayed(spec, obj, actions)
    else:
        raise SaveFileError(f"only a Game or a State can be saved, not {type(obj).__name__}")
    _check_sizes(data)
    return json.dumps(data, ensure_ascii=False, indent=1)


def load(text: str | bytes | bytearray) -> Any:
    """A whole game or a state from ``save``'s JSON. Raises SaveFileError naming what is wrong.

    A file longer than MAX_SIZE (5,000,000 characters or bytes), nested deeper than MAX_DEPTH (8) lists and
    objects, or over the caps of ``_check_sizes`` (MAX_ACTIONS, MAX_CARDS, MAX_TEXT), is refused before any card
    of it is read.
    """
    if not isinstance(text, (str, bytes, bytearray)):
        raise SaveFileError(f"not a save file: expected JSON text, got {type(text).__name__}")
    if len(text) > MAX_SIZE:
        raise SaveFileError(f"not a save file: {len(text):,} characters, more than the {MAX_SIZE:,} a save file "
                            f"may have")
    deep = SaveFileError(f"not a save file: lists and objects are nested more than {MAX_DEPTH} deep")
    try:
        data = json.loads(text)
    except RecursionError:  # nested deeper than the JSON parser goes
        raise deep from None
    except ValueError as error:
        raise SaveFileError(f"not a save file: the text is not JSON ({excerpt(str(error), 120)})") from None
    if isinstance(data, dict):
        _check_sizes(data)
    if _too_deep(data):
        raise deep
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFileError(f"not a save file: expected an object with \"format\": \"{FORMAT}\"")
    spec = _game_of(data)
    kind = data.get("kind")
    try:
        rules = spec.Rules.from_dict(field(data, "rules", dict))
        if kind == "game":
            if spec.match is None:
                raise SaveFileError(f"the game {spec.name!r} has no whole game to load")
            return spec.match.load_data(data, rules)
        if kind == "position":
            if "position" not in data and "seed" in data:
                start = spec.new_round(rules, dealer=field(data, "dealer", int), seed=field(data, "seed", int))
            else:
                start = position_from(spec, field(data, "position", dict), rules)
            return _replay(spec, start, data)
    except SaveFileError:
        raise
    except ZhoraError as error:
        raise SaveFileError(f"the save file does not replay: {error}", rule=error.rule) from None
    raise SaveFileError(f"unknown kind {excerpt(kind)}: a save file holds a \"game\" or a \"position\"")


def _game_of(data: dict) -> GameSpec:
    """The game a file is of: its ``"game"`` (version 2), or Zhora (version 1, which has none)."""
    version = data.get("version")
    if version == 1:
        if data.get("game", DEFAULT) != DEFAULT:
            raise SaveFileError(f"a save file of version 1 is Zhora's, but this one names the game "
                                f"{excerpt(data.get('game'))}: write version {VERSION}")
        return game_spec(DEFAULT)
    if version != VERSION:
        raise SaveFileError(f"save file version {excerpt(version)} is not supported (this is version {VERSION}, "
                            f"and version 1 is read as Zhora)")
    name = data.get("game")
    if not isinstance(name, str) or name not in names():
        raise SaveFileError(f"unknown game {excerpt(name)}: the games are {', '.join(names())}")
    return module(name).GAME


def _check_sizes(data: dict) -> None:
    """SaveFileError naming the field, for more than MAX_ACTIONS actions in all, a list longer than MAX_ACTIONS (than
    MAX_CARDS in a position), an object of more than MAX_CARDS keys or a text longer than MAX_TEXT: checked by
    length alone, before any card is read."""
    actions, rounds = data.get("actions"), data.get("rounds")
    total = len(actions) if isinstance(actions, list) else 0
    if isinstance(rounds, list) and len(rounds) <= MAX_ACTIONS:  # a longer list is refused below
        total += sum(len(r) for r in rounds if isinstance(r, list))
    if total > MAX_ACTIONS:
        raise SaveFileError(f"the save file holds {total:,} actions, more than the {MAX_ACTIONS:,} a save file may "
                            f"have")
    stack: list[tuple[Any, tuple]] = [(data, ())]
    while stack:
        value, path = stack.pop()
        if isinstance(value, str):
            if len(value) > MAX_TEXT:
                raise SaveFileError(f"{_where(path)} in the save file is a text of {len(value):,} characters, more "
                                    f"than the {MAX_TEXT:,} of 54 cards written out")
            continue
        if not isinstance(value, (list, dict)):
            continue
        cap = MAX_CARDS if isinstance(value, dict) or path[:1] in (("position",), ("start",)) else MAX_ACTIONS
        if len(value) > cap:
            kind = "an object of" if isinstance(value, dict) else "a list of"
            raise SaveFileError(f"{_where(path)} in the save file is {kind} {len(value):,} entries, more than "
                                f"the {cap:,} a save file may have there")
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for key, child in items:
            if isinstance(key, str) and len(key) > MAX_TEXT:
                raise SaveFileError(f"{_where(path)} in the save file has a key of {len(key):,} characters")
            stack.append((child, (*path, key)))


def _where(path: tuple) -> str:
    """A field's place in a save file, as ``position.hands[0]`` (each key cut short)."""
    text = "".join(f"[{key}]" if isinstance(key, int) else f".{key[:20]}" for key in path).lstrip(".")
    return repr(text or "the file")


def _too_deep(data: Any) -> bool:
    """Whether ``data`` nests lists and objects more than MAX_DEPTH deep (walked without recursion)."""
    level = [data]
    for _ in range(MAX_DEPTH):
        level = [child for value in level if isinstance(value, (list, dict))
                 for child in (value.values() if isinstance(value, dict) else value)]
        if not level:
            return False
    return any(isinstance(value, (list, dict)) for value in level)


def _replayed(spec: GameSpec, state: Any, actions: Iterable[Any]) -> list[str]:
    """The actions' texts, each checked by playing it from ``state``: a file ``load`` would refuse is never
    written."""
    apply, parse_action = spec.apply, spec.parse_action
    texts = []
    for step, action in enumerate(actions, start=1):
        try:
            state = apply(state, action)
        except ZhoraError as error:
            raise SaveFileError(f"action {step} ({excerpt(str(action))}) cannot be saved: {error}",
                                rule=error.rule) from None
        texts.append(str(parse_action(action)))
    return texts


def field(data: dict, name: str, kind: type | tuple[type, ...]) -> Any:
    """``data[name]``, checked to be of ``kind``; else SaveFileError naming it."""
    if name not in data:
        raise SaveFileError(f"the save file has no {name!r}")
    value = data[name]
    if not isinstance(value, kind) or isinstance(value, bool) and kind is int:
        raise SaveFileError(f"{name!r} in the save file has the wrong type ({type(value).__name__})")
    return value


def action_lists(value: Any, name: str) -> list[list[str]]:
    """``value`` checked to be a list of lists of action texts."""
    if not isinstance(value, list) or not all(isinstance(r, list) and all(isinstance(a, str) for a in r)
                                              for r in value):
        raise SaveFileError(f"{name!r} must be a list of lists of action texts")
    return value


def _start(spec: GameSpec, state: Any) -> dict[str, Any]:
    """How a file gives the state its actions start from: the keywords of ``position(...)``."""
    return {"position": position_fields(spec, state)}


def _replay(spec: GameSpec, state: Any, data: dict) -> Any:
    apply = spec.apply
    for step, text in enumerate(action_lists([field(data, "actions", list)], "actions")[0], start=1):
        try:
            state = apply(state, text)
        except ZhoraError as error:
            raise SaveFileError(f"action {step} ({excerpt(text)}) does not replay: {error}", rule=error.rule) from None
    return state

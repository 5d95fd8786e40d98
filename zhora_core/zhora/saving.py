"""Saving and loading a game or a position as JSON: rules, seed and actions, validated by replaying them.

Never pickle: a save file is plain text a teacher can read, share and (carefully) edit. Loading replays every
action through the engine, so a file that does not follow the rules is refused with the reason.

>>> from zhora_core.zhora import position
>>> s = position(hands=["J♣ J♦", "9♠ Q♥ A♦", "J♥"], top="7♥")
>>> load(save(s, actions=["J♣ J♦"])).outcome.points
(0, 56, 80)
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from ..errors import SaveFileError, ZhoraError, excerpt
from .actions import Action, parse_action
from .deal import position
from .engine import apply
from .game import Game
from .rules import Rules
from .state import Phase, State

__all__ = ["save", "load", "FORMAT", "VERSION", "MAX_SIZE", "MAX_DEPTH"]

FORMAT = "zhora-lab"
VERSION = 1
MAX_SIZE = 5_000_000
"""The longest save file ``load`` reads: 5,000,000 characters (or bytes), far more than any game needs."""
MAX_DEPTH = 8
"""The deepest nesting of lists and objects ``load`` reads; a save file needs 3."""


def save(obj: Game | State, *, actions: Iterable[Action | str] = ()) -> str:
    """JSON text for a ``Game``, or for a running position (a ``State``) and optional actions played from it."""
    if isinstance(obj, Game):
        if actions:
            raise SaveFileError("a game's actions are its own; pass no actions= with a Game")
        data = {"format": FORMAT, "version": VERSION, "kind": "game", "rules": obj.rules.changed(),
                "seed": obj.seed, "names": list(obj.names), "first_dealer": obj.first_dealer,
                "rounds": _game_rounds(obj),
                "totals": list(obj.totals), "letters": list(obj.letters)}
        if obj.start_position is not None:
            data["start"] = _position_fields(obj.start_position)
    elif isinstance(obj, State):
        if obj.outcome is not None:
            raise SaveFileError("a finished round is not a position: save the position it started from with "
                                "its actions, or the Game")
        data = {"format": FORMAT, "version": VERSION, "kind": "position", "rules": obj.rules.changed(),
                "position": _position_fields(obj), "actions": _replayed(obj, actions)}
    else:
        raise SaveFileError(f"only a Game or a State can be saved, not {type(obj).__name__}")
    return json.dumps(data, ensure_ascii=False, indent=1)


def load(text: str | bytes | bytearray) -> Game | State:
    """A ``Game`` or a ``State`` from ``save``'s JSON. Raises SaveFileError naming what is wrong.

    A file longer than MAX_SIZE (5,000,000 characters or bytes), or nested deeper than MAX_DEPTH (8) lists and
    objects, is refused before it is replayed.
    """
    if not isinstance(text, (str, bytes, bytearray)):
        raise SaveFileError(f"not a save file: expected JSON text, got {type(text).__name__}")
    if len(text) > MAX_SIZE:
        raise SaveFileError(f"not a save file: {len(text):,} characters, more than the {MAX_SIZE:,} a save file "
                            f"may have")
    try:
        data = json.loads(text)
        too_deep = _too_deep(data)
    except RecursionError:  # nested deeper than the JSON parser goes
        too_deep = True
    except ValueError as error:
        raise SaveFileError(f"not a save file: the text is not JSON ({excerpt(str(error), 120)})") from None
    if too_deep:
        raise SaveFileError(f"not a save file: lists and objects are nested more than {MAX_DEPTH} deep")
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFileError(f"not a save file: expected an object with \"format\": \"{FORMAT}\"")
    if data.get("version") != VERSION:
        raise SaveFileError(f"save file version {excerpt(data.get('version'))} is not supported (this is version "
                            f"{VERSION})")
    kind = data.get("kind")
    try:
        rules = Rules.from_dict(_field(data, "rules", dict))
        if kind == "game":
            return _load_game(data, rules)
        if kind == "position":
            return _load_position(data, rules)
    except SaveFileError:
        raise
    except ZhoraError as error:
        raise SaveFileError(f"the save file does not replay: {error}", rule=error.rule) from None
    raise SaveFileError(f"unknown kind {excerpt(kind)}: a save file holds a \"game\" or a \"position\"")


def _too_deep(data: Any) -> bool:
    """Whether ``data`` nests lists and objects more than MAX_DEPTH deep (walked without recursion)."""
    level = [data]
    for _ in range(MAX_DEPTH):
        level = [child for value in level if isinstance(value, (list, dict))
                 for child in (value.values() if isinstance(value, dict) else value)]
        if not level:
            return False
    return any(isinstance(value, (list, dict)) for value in level)


def _replayed(state: State, actions: Iterable[Action | str]) -> list[str]:
    """The actions' texts, each checked by playing it from ``state``: a file ``load`` would refuse is never
    written."""
    texts = []
    for step, action in enumerate(actions, start=1):
        try:
            state = apply(state, action)
        except ZhoraError as error:
            raise SaveFileError(f"action {step} ({excerpt(str(action))}) cannot be saved: {error}",
                                rule=error.rule) from None
        texts.append(str(parse_action(action)))
    return texts


def _field(data: dict, name: str, kind: type | tuple[type, ...]) -> Any:
    if name not in data:
        raise SaveFileError(f"the save file has no {name!r}")
    value = data[name]
    if not isinstance(value, kind) or isinstance(value, bool) and kind is int:
        raise SaveFileError(f"{name!r} in the save file has the wrong type ({type(value).__name__})")
    return value


def _action_lists(value: Any, name: str) -> list[list[str]]:
    if not isinstance(value, list) or not all(isinstance(r, list) and all(isinstance(a, str) for a in r)
                                              for r in value):
        raise SaveFileError(f"{name!r} must be a list of lists of action texts")
    return value


def _load_game(data: dict, rules: Rules) -> Game:
    names = _field(data, "names", list)
    first_dealer = _field(data, "first_dealer", int)
    seed = _field(data, "seed", int)
    if "start" in data:
        game = Game.from_position(_position_from(_field(data, "start", dict), rules), seed=seed, names=names)
    else:
        game = Game(rules, seed=seed, names=names, first_dealer=first_dealer)
    rounds = _action_lists(_field(data, "rounds", list), "rounds")
    for number, actions in enumerate(rounds, start=1):
        if number > 1:
            game.next_round()
        for step, text in enumerate(actions, start=1):
            try:
                game.play(text)
            except ZhoraError as error:
                raise SaveFileError(f"round {number}, action {step} ({excerpt(text)}) does not replay: {error}",
                                    rule=error.rule) from None
    if _field(data, "totals", list) != game.totals or _field(data, "letters", list) != game.letters:
        raise SaveFileError("the totals or letters in the file differ from those the replay gives: "
                            "the file was changed by hand")
    return game


def _load_position(data: dict, rules: Rules) -> State:
    state = _position_from(_field(data, "position", dict), rules)
    for step, text in enumerate(_action_lists([_field(data, "actions", list)], "actions")[0], start=1):
        try:
            state = apply(state, text)
        except ZhoraError as error:
            raise SaveFileError(f"action {step} ({excerpt(text)}) does not replay: {error}", rule=error.rule) from None
    return state


_POSITION_FIELDS = ("hands", "top", "deck", "pile", "to_move", "ordered", "dealer", "phase", "drawn", "seed", "turns",
                    "draws", "restocks", "dry_passes")


def _position_from(fields: dict, rules: Rules) -> State:
    unknown = sorted(set(fields) - set(_POSITION_FIELDS))
    if unknown:
        raise SaveFileError(f"unknown position field(s): {excerpt(', '.join(unknown))}")
    missing = [name for name in ("hands", "top") if name not in fields]
    if missing:
        raise SaveFileError(f"the position is incomplete: it has no {' and no '.join(map(repr, missing))}")
    return position(rules=rules, **fields)


def _game_rounds(game: Game) -> list[list[str]]:
    """The actions of every round; the running round's last (a new round with none is an empty list)."""
    rounds = [[str(a) for a in record.actions] for record in game.rounds]
    if game.state.outcome is None:
        rounds.append([str(a) for a in game.actions])
    return rounds


def _position_fields(state: State) -> dict[str, Any]:
    def cards(cs: Iterable) -> str:
        return " ".join(map(str, cs))

    fields: dict[str, Any] = {"hands": [cards(h) for h in state.hands], "top": str(state.top),
                              "deck": cards(state.deck), "pile": cards(state.pile), "to_move": state.to_move,
                              "dealer": state.dealer, "phase": state.phase.value, "seed": state.seed,
                              "turns": state.turns, "draws": state.draws, "restocks": state.restocks,
                              "dry_passes": state.dry_passes}
    if state.ordered is not None:
        fields["ordered"] = str(state.ordered)
    if state.drawn is not None:
        fields["drawn"] = str(state.drawn)
    if state.phase is Phase.TURN:
        del fields["phase"]
    return fields

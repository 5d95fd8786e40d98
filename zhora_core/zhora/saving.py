"""Zhora's save files: the shared ``zhora_core.saving`` (with every check of its hostile-input work), and the
parts of a whole Zhora game (its rounds, totals and letters, the position it may have started from).

>>> from zhora_core.zhora import position
>>> s = position(hands=["J♣ J♦", "9♠ Q♥ A♦", "J♥"], top="7♥")
>>> load(save(s, actions=["J♣ J♦"])).outcome.points
(0, 56, 80)
"""

from __future__ import annotations

from typing import Any

from ..errors import SaveFileError, ZhoraError, excerpt
from ..saving import FORMAT, MAX_DEPTH, MAX_SIZE, VERSION, action_lists, field, load, position_fields, position_from, save
from .game import Game
from .rules import Rules

__all__ = ["save", "load", "FORMAT", "VERSION", "MAX_SIZE", "MAX_DEPTH", "save_match", "load_match"]


def _spec():
    from . import GAME  # the package's spec, built after this module
    return GAME


def save_match(game: Game) -> dict[str, Any]:
    """The parts of a save file that hold a whole Zhora game."""
    data = {"seed": game.seed, "names": list(game.names), "first_dealer": game.first_dealer,
            "rounds": _game_rounds(game), "totals": list(game.totals), "letters": list(game.letters)}
    if game.start_position is not None:
        data["start"] = position_fields(_spec(), game.start_position)
    return data


def load_match(data: dict, rules: Rules) -> Game:
    """The whole Zhora game a save file holds, replayed round by round and checked against its totals."""
    names = field(data, "names", list)
    first_dealer = field(data, "first_dealer", int)
    seed = field(data, "seed", int)
    if "start" in data:
        game = Game.from_position(position_from(_spec(), field(data, "start", dict), rules), seed=seed, names=names)
    else:
        game = Game(rules, seed=seed, names=names, first_dealer=first_dealer)
    rounds = action_lists(field(data, "rounds", list), "rounds")
    for number, actions in enumerate(rounds, start=1):
        if number > 1:
            game.next_round()
        for step, text in enumerate(actions, start=1):
            try:
                game.play(text)
            except ZhoraError as error:
                raise SaveFileError(f"round {number}, action {step} ({excerpt(text)}) does not replay: {error}",
                                    rule=error.rule) from None
    if field(data, "totals", list) != game.totals or field(data, "letters", list) != game.letters:
        raise SaveFileError("the totals or letters in the file differ from those the replay gives: "
                            "the file was changed by hand")
    return game


def _game_rounds(game: Game) -> list[list[str]]:
    """The actions of every round; the running round's last (a new round with none is an empty list)."""
    rounds = [[str(a) for a in record.actions] for record in game.rounds]
    if game.state.outcome is None:
        rounds.append([str(a) for a in game.actions])
    return rounds

"""What the lab's modules share: which game a simulation or a record is of, its ``GameSpec`` and ``LabSpec``, the
checks of a simulation's kind, who won each round or game and who moved first, and the frames' game tag.

Every lab frame carries the name of its game in ``frame.attrs["game"]`` (pandas' place for a frame's metadata,
kept through selections, ``round`` and ``set_index``), so a chart can find the game's own words without being
told; ``frame_game`` reads it back.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from .errors import RulesError, excerpt
from .games import DEFAULT
from .games import spec as game_spec
from .lab_spec import NO_LAB, LabSpec
from .protocol import GameSpec
from .simulate import Simulation

__all__ = ["pandas", "game_of", "spec_of", "lab_of", "is_games", "need", "a_record", "same_game", "opener", "first_dealer",
           "winners", "round_row", "tagged", "frame_game", "letters_only"]


def pandas():
    """pandas, imported when a frame is made (importing the lab does not import it)."""
    import pandas as pd

    return pd


def game_of(obj: Any) -> str:
    """The game of a simulation (by its rules) or of a record; a record-like input without one (a hand-made
    ``SimpleNamespace(players=..., round_points=...)``) is the default game's."""
    if hasattr(obj, "records"):
        return game_spec(obj.rules).name
    return getattr(obj, "game", None) or DEFAULT


def spec_of(obj: Any) -> GameSpec:
    """The ``GameSpec`` of a simulation, a record or a game name."""
    return game_spec(obj if isinstance(obj, str) else game_of(obj))


def lab_of(obj: Any) -> LabSpec:
    """The game's own parts of the lab (``GameSpec.lab``), or none."""
    return getattr(spec_of(obj), "lab", None) or NO_LAB


def is_games(sim) -> bool:
    return sim.kind == "games"


def need(sim, what: str, kind: str | None = None) -> None:
    """RulesError naming ``what`` (the function) unless ``sim`` is a ``Simulation``, of ``kind`` (``"rounds"`` or
    ``"games"``) when given and ``sim`` has records."""
    if not isinstance(sim, Simulation):
        raise RulesError(f"{what} takes a simulation (zhora_core.simulate.simulate), got {excerpt(sim, 30)}")
    if kind is not None and sim.records and is_games(sim) != (kind == "games"):
        other = "rounds" if kind == "games" else "games"
        raise RulesError(f"{what} needs a simulation of {kind} (simulate(..., {kind}=N)), got one of {other}")


def a_record(record, what: str, *fields: str) -> None:
    """RulesError naming ``what`` unless ``record`` is a record of a whole game: a ``GameRecord``, or anything with
    its ``players`` (2 or more) and the lists ``round_points`` and ``fields``."""
    lists = all(isinstance(getattr(record, name, None), (list, tuple)) for name in ("round_points", *fields))
    players = getattr(record, "players", None)
    if not lists or type(players) is not int or players < 2:
        raise RulesError(f"{what} takes a record of a whole game (a GameRecord: simulate(..., games=N).records[k]), "
                         f"got {excerpt(record, 30)}")


def same_game(sims, what: str) -> None:
    names = sorted({game_of(sim) for sim in sims})
    if len(names) > 1:
        raise RulesError(f"{what}() compares simulations of one game, got {', '.join(names)}")


def letters_only(obj, what: str) -> GameSpec:
    """The game's spec, for a measure of a game whose standings are a total and letters (``GameSpec.letters``);
    RulesError naming the game for any other."""
    spec = spec_of(obj)
    if not spec.letters or lab_of(obj).tally is None:
        raise RulesError(f"{what} is a measure of a game whose players spell a word letter by letter "
                         f"(GameSpec.letters); {spec.title[0]} ({spec.name!r}) has none")
    return spec


def opener(rule: Callable[[int, int], int] | None, dealer: int, players: int, first: int | None) -> int:
    """Who moved first: by the game's own ``rule`` (``LabSpec.opener``: the rule's seat, whatever a starter card
    did), else the seat to move when the round was dealt (``first``), else, for a record that does not say, the
    seat after the dealer."""
    if rule is not None:
        return rule(dealer, players)
    return first if first is not None else (dealer + 1) % players


def first_dealer(record) -> int:
    """The first dealer of a simulated game: who dealt its first round."""
    return record.round_dealers[0]


def winners(sim) -> list[tuple[int | None, int, int, int]]:
    """``(winner, dealer, players, first)`` per round (a round simulation: ``None`` when the game names no
    winner) or per game (the seat ranked first, the first dealer, who moved first in the first round)."""
    rule = lab_of(sim).opener
    if is_games(sim):
        return [(r.ranking[0], first_dealer(r), r.players,
                 opener(rule, first_dealer(r), r.players, (r.round_firsts or (None,))[0])) for r in sim.records]
    return [(r.winner, r.dealer, r.players, opener(rule, r.dealer, r.players, r.first)) for r in sim.records]


def round_row(points, winner, dealer, players, first) -> dict:
    """What every game's round has: its winner and his seat counted from the dealer, the winner's points and
    the mean points of the others, and whether the seat that moved first won."""
    losers = [p for seat, p in enumerate(points) if seat != winner]
    decided = winner is not None
    return {"dealer": dealer, "first": first, "winner": winner,
            "winner_offset": (winner - dealer) % players if decided else None,
            "winner_points": points[winner] if decided else math.nan,
            "points_per_loser": math.fsum(losers) / len(losers) if decided else math.nan,
            "first_mover_won": float(winner == first) if decided else math.nan}


def tagged(frame, game: str):
    """``frame`` with its game's name in ``frame.attrs["game"]``."""
    frame.attrs["game"] = game
    return frame


def frame_game(frame, game: str | None = None) -> str | None:
    """The game of a lab frame: ``game`` when given, else its tag (``tagged``), else its ``game`` column when that
    holds one name (a frame read back from a CSV file); None when the frame does not say."""
    if game is not None:
        return game
    tag = getattr(frame, "attrs", {}).get("game")
    if tag is not None:
        return tag
    if "game" in getattr(frame, "columns", ()) and frame["game"].nunique() == 1:
        name = frame["game"].iloc[0]
        return name if isinstance(name, str) else None  # a frame's "game" may be a game's number
    return None

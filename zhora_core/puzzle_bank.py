"""Each game's bank of puzzles (``zhora_core.puzzles``): found in rounds dealt from seeds 1, 2, … to two, three and
four players in turn and played by the game's heuristic bots, a few of each kind, easy to hard; the same every
time.

>>> len(bank("zhora")), len(bank("banker")), bank("joe")[0].level
(30, 24, 'easy')
"""

from __future__ import annotations

import functools
import random
from typing import Any

from .errors import ZhoraError
from .games import spec as game_spec
from .puzzles import (KINDS, LEVELS, Puzzle, _effect, _plain_next, _tried, after, is_legal, legal_set, next_seat,
                      points, round_ends, trick_winner, winner)

__all__ = ["SIZES", "bank"]

#: How many puzzles ``bank(game)`` holds: 30 for Zhora, 24 for every other game.
SIZES = {"zhora": 30}
_SIZE = 24
_SEEDS = 200
_LOOKS = 40  # the steps of a round looked at for one puzzle
_ENOUGH = 40  # after so many rounds, a kind not yet found is taken to be rare in the game


def _played(spec: Any, seed: int) -> list[tuple[Any, Any]]:
    """Every (state, action) of a round dealt from ``seed`` (to two, three or four players in turn, where the game
    allows it) and played by the game's heuristic bots (none if the round does not finish)."""
    bot, rng = spec.heuristic(), random.Random(seed)
    counts = spec.player_counts[:3]  # two, three and four players in turn (where the game allows them)
    rules = spec.Rules(**({"players": counts[seed % len(counts)]} if len(counts) > 1 else {}))
    sizes = spec.schedule(rules) if spec.schedule else ()
    state = spec.new_round(rules, seed=seed, **({"cards": sizes[seed % len(sizes)]} if sizes else {}))
    steps = []
    while state.outcome is None and len(steps) < 2000:
        legal = spec.legal_actions(state)
        action = bot.choose(state.view(state.to_move), legal, rng)
        steps.append((state, action))
        state = spec.apply(state, action)
    return steps if state.outcome is not None else []


def _found(spec: Any, kind: str, steps: list, rng: random.Random, want: bool) -> Puzzle | None:
    """A telling puzzle of ``kind`` asked of one of a played round's steps (the last for ``points``; the last few
    for ``round_ends``), or None. ``want`` asks for the rarer answer."""
    forced = len(steps)  # the first step of the forced moves that end the round, if two or more
    while forced and len(spec.legal_actions(steps[forced - 1][0])) == 1:
        forced -= 1
    forced = forced if len(steps) - forced >= 2 else None
    end = spec.apply(*steps[-1])
    if kind == "winner":
        return winner(steps[forced][0]) if forced is not None and end.outcome.winner is not None else None
    if kind == "points":
        if spec.table is None or not spec.table.scored(end):
            return None
        scores = end.outcome.points
        seat = max(range(len(scores)), key=lambda s: (abs(scores[s]), -s)) if want else rng.randrange(len(scores))
        return points(steps[forced][0], None, seat) if want and forced is not None else points(*steps[-1], seat)
    order = list(range(len(steps)))
    rng.shuffle(order)
    order = order[:_LOOKS]
    if kind == "round_ends":
        order = [len(steps) - 1] if want else [i for i in order if len(steps) - 6 <= i < len(steps) - 1]
    for wanted in (want, not want):
        for i in order:
            puzzle = _ask(spec, kind, *steps[i], rng, wanted)
            if puzzle is not None:
                return puzzle
    return None


def _ask(spec: Any, kind: str, state: Any, action: Any, rng: random.Random, want: bool) -> Puzzle | None:
    """A telling puzzle of ``kind`` at this step, or None: ``want`` asks for the rarer answer (an illegal action,
    a turn that does not pass to the next seat)."""
    legal = spec.legal_actions(state)
    if kind == "is_legal":
        tried = [a for a in _tried(spec, state) if a not in legal] if want else list(legal)
        tried = [a for a in tried if spec.explain(state, a).rule != spec.turn_rule]
        return is_legal(state, rng.choice(tried)) if tried else None
    if kind == "legal_set":
        tried = _tried(spec, state)
        return legal_set(state) if 3 <= len(tried) <= 16 and 0 < len(legal) < len(tried) else None
    after_state = spec.apply(state, action)
    if kind == "round_ends":
        return round_ends(state, action)
    if after_state.outcome is not None:
        return None
    if kind == "next_seat":
        return next_seat(state, action) if want != _plain_next(state, after_state) else None
    if kind == "trick_winner":
        ends = spec.tricks and len(state.trick) == state.rules.players - 1 and not after_state.trick
        return trick_winner(state, action) if ends and want != (after_state.to_move == state.leader) else None
    if want and not _effect(spec, state, action).events:
        return None
    try:
        return after(state, action)
    except ZhoraError:
        return None


def _new(puzzle: Puzzle, have: list[Puzzle], strict: bool) -> bool:
    """Whether ``puzzle`` adds to ``have``: a new position and question and, while ``strict``, a rule and an answer
    not yet given together (so that a bank is not the same lesson over and over)."""
    def said(p: Puzzle) -> tuple:
        return (p.rule, p.answer_text()) if strict else (repr(p.position), p.question(), p.answer_text())
    return said(puzzle) not in map(said, have) and (repr(puzzle.position), puzzle.question()) not in {
        (repr(p.position), p.question()) for p in have}


@functools.cache
def bank(game: str) -> tuple[Puzzle, ...]:
    """The game's puzzles, easy to hard: 30 for Zhora, 24 for every other game, each kind in turn (a kind the game
    rarely offers leaves its place to the others), found in rounds dealt from seeds 1, 2, … to two, three and four
    players in turn and played by the game's heuristic bots. The same every time."""
    spec = game_spec(game)
    size = SIZES.get(spec.name, _SIZE)
    found: dict[str, list[Puzzle]] = {kind: [] for kind in KINDS}
    for seed in range(1, _SEEDS):
        steps = _played(spec, seed)
        for kind, have in found.items():
            puzzle = _found(spec, kind, steps, random.Random(seed), len(have) % 2 == 0) if steps else None
            if puzzle is not None and len(have) < size and _new(puzzle, have, strict=seed < _ENOUGH):
                have.append(puzzle)
        chosen = [p for n in range(size) for have in found.values() if n < len(have) for p in [have[n]]][:size]
        quota = size // len(KINDS)
        if len(chosen) == size and (seed >= _ENOUGH or sum(min(len(h), quota) for h in found.values()) >= size - quota):
            break
    if len(chosen) < size:
        raise ZhoraError(f"{spec.name}: only {len(chosen)} puzzles in the rounds of seeds 1 to {_SEEDS - 1}")
    return tuple(sorted(chosen, key=lambda p: (LEVELS.index(p.level), list(KINDS).index(p.kind))))

"""Bots for every game behind one small protocol: given a seat's view and the legal actions, choose one.

A bot sees only its own seat's view (``State.view``), never the deck order or the other hands. Chance is the
caller's: the driver passes a seeded ``random.Random``, so the same seed gives the same game. ``RandomBot`` and
``SearchBot`` serve every registered game; the heuristic bot is each game's own (``GameSpec.heuristic``), and
``make_bot(kind, game=...)`` gives either. ``HeuristicBot`` and ``determinize`` here are the default game's
(``games.DEFAULT``), found when first asked for.

>>> import random
>>> from zhora_core.joe import Rules, new_round, legal_actions
>>> state = new_round(Rules(), seed=4)
>>> bot = make_bot("heuristic", game=state.rules)
>>> type(bot).__module__, bot.choose(state.view(state.to_move), legal_actions(state), random.Random(0)) in legal_actions(state)
('zhora_core.joe.bots', True)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import partial
from typing import Any, Protocol, runtime_checkable

from . import words
from .errors import RulesError
from .games import DEFAULT
from .games import spec as game_spec
from .protocol import Advice, GameSpec

__all__ = ["Bot", "RandomBot", "HeuristicBot", "SearchBot", "Advice", "determinize", "make_bot", "BOT_KINDS"]

# The search bot's words: the phrase ``bots.search`` of ``zhora_core/words.toml``.


@runtime_checkable
class Bot(Protocol):
    """Anything with a ``name`` and a ``choose(view, legal, rng)`` that returns one of ``legal``."""

    name: str

    def choose(self, view: Any, legal: tuple, rng: random.Random) -> Any: ...


class RandomBot:
    """Chooses uniformly among the legal actions (of any game)."""

    name = "random"
    deterministic = False
    """It draws from the driver's ``rng``: the same position does not always get the same action."""

    def choose(self, view: Any, legal: tuple, rng: random.Random) -> Any:
        return legal[rng.randrange(len(legal))]

    def __repr__(self) -> str:
        return "RandomBot()"


class SearchBot:
    """Determinized Monte Carlo search over its own view, for any game with a ``determinize``: deal the unseen
    cards at random in ways that fit what it sees, play each candidate action out with the game's heuristic
    players, and compare the results (its points against the others' mean, by the game's ``lower_is_better``).
    ``rollouts`` worlds per decision, each played ``horizon`` actions at most; every candidate is tried in the
    same worlds. It keeps the heuristic's choice unless another action does better by more than ``confidence``
    standard errors of the paired difference. Seeded by the driver's ``rng``. ``game`` is a game's name, rules
    or spec (Zhora when left out)."""

    name = "search"
    deterministic = False

    def __init__(self, rollouts: int = 16, horizon: int = 80, confidence: float = 1.0, *, game: Any = DEFAULT) -> None:
        if not (isinstance(rollouts, int) and rollouts >= 2 and isinstance(horizon, int) and horizon >= 1):
            raise RulesError(f"rollouts (≥ 2) and horizon (≥ 1) must be whole numbers, got {rollouts!r}, {horizon!r}")
        spec = _spec(game)
        if spec.determinize is None or spec.heuristic is None:
            raise RulesError(f"the game {spec.name!r} has no determinize or heuristic bot to search with")
        self.rollouts, self.horizon, self.confidence = rollouts, horizon, confidence
        self.game = spec.name
        self._policy = spec.heuristic()
        self._determinize, self._apply, self._legal = spec.determinize, spec.apply, spec.legal_actions
        self._sign = 1 if spec.lower_is_better else -1
        self._candidates = spec.search.candidates or _every_candidate
        self._value = spec.search.value or (_cards_left if spec.lower_is_better else None)
        self._advice = spec.search.advice or partial(_explained_advice, spec.explain)

    def choose(self, view: Any, legal: tuple, rng: random.Random) -> Any:
        return self._search(view, legal, rng)[0]

    def advise(self, view: Any, legal: tuple, rng: random.Random | None = None) -> Any:
        """The action this bot would take here, and why: the heuristic's reason when the search keeps its choice,
        else how much better the playouts found another action. Seeded by ``rng`` (default ``Random(0)``)."""
        rng = random.Random(0) if rng is None else rng
        best, default, gain = self._search(view, legal, rng)
        if best == default:
            return self._policy.advise(view, legal)
        return self._advice(best, default, gain, self.rollouts, view, self._determinize(view, rng))

    def _search(self, view: Any, legal: tuple, rng: random.Random) -> tuple[Any, Any, float]:
        """The chosen action, the heuristic's choice, and the mean gain in points of the first over the second."""
        if len(legal) == 1:
            return legal[0], legal[0], 0.0
        default = self._policy.choose(view, legal, rng)
        candidates = self._candidates(view, legal, default)
        if len(candidates) == 1:
            return default, default, 0.0
        apply, determinize = self._apply, self._determinize
        values = [[] for _ in candidates]
        for _ in range(self.rollouts):
            world = determinize(view, rng)
            for i, action in enumerate(candidates):
                values[i].append(self._playout(apply(world, action), view.seat, rng))
        best, best_gain = default, 0.0
        for action, outcome in zip(candidates[1:], values[1:]):
            gains = [a - b for a, b in zip(outcome, values[0])]
            mean = sum(gains) / len(gains)
            spread = (sum((g - mean) ** 2 for g in gains) / max(1, len(gains) - 1)) ** 0.5
            if mean > best_gain and mean > self.confidence * spread / len(gains) ** 0.5:
                best, best_gain = action, mean
        return best, default, best_gain

    def _playout(self, state: Any, seat: int, rng: random.Random) -> float:
        """How well ``seat`` did in one playout: the others' mean points less its own (the other way round when
        higher is better)."""
        policy, apply, legal_actions = self._policy, self._apply, self._legal
        for _ in range(self.horizon):
            if state.outcome is not None:
                return self._sign * _margin(state.outcome.points, seat)
            legal = legal_actions(state)
            mover = state.to_move
            state = apply(state, legal[0] if len(legal) == 1 else policy.choose(state.view(mover), legal, rng))
        if self._value is None:
            return 0.0
        return self._sign * _margin(self._value(state), seat)

    def __repr__(self) -> str:
        game = "" if self.game == DEFAULT else f", game={self.game!r}"
        return f"SearchBot(rollouts={self.rollouts}, horizon={self.horizon}, confidence={self.confidence}{game})"


def _margin(points: Sequence[float], seat: int) -> float:
    """The other seats' mean points less ``seat``'s."""
    return (sum(points) - points[seat]) / (len(points) - 1) - points[seat]


def _cards_left(state: Any) -> list[int]:
    """The cards left in each hand: the project's measure of how badly a seat lost, not a rule of any game."""
    return [len(hand) for hand in state.hands]


def _every_candidate(view: Any, legal: tuple, default: Any) -> list:
    """Every legal action, the heuristic's ``default`` first."""
    return [default] + [a for a in legal if a != default]


def _explained_advice(explain, best: Any, default: Any, gain: float, n: int, view: Any, world: Any) -> Advice:
    """The shared sentence, citing the rule ``explain`` gives for ``best`` in ``world``."""
    return _advice(best, explain(world, best).rule, default, gain, n)


def _advice(best: Any, rule: str, default: Any, gain: float, n: int) -> Advice:
    params = {"action": best, "default": default, "gain": gain, "n": n, "rule": rule}
    return Advice(best, words.say("bots.search", "en", **params), rule, "bots.search", params)


def _spec(game: Any) -> GameSpec:
    return game if isinstance(game, GameSpec) else game_spec(game)


BOT_KINDS = ("random", "heuristic", "search")
"""The kinds of bot ``make_bot`` builds (``heuristic`` is each game's own)."""


def make_bot(kind: str | Bot, game: Any = DEFAULT) -> Bot:
    """A bot from its name (``'random'``, ``'heuristic'``, ``'search'``) for ``game`` (a game's name, rules,
    state or spec; Zhora when left out), or the bot itself."""
    if isinstance(kind, str):
        if kind not in BOT_KINDS:
            raise RulesError(f"unknown bot {kind!r}: choose one of {', '.join(BOT_KINDS)}")
        if kind == "random":
            return RandomBot()
        spec = _spec(game)
        if kind == "search":
            return SearchBot(game=spec)
        if spec.heuristic is None:
            raise RulesError(f"the game {spec.name!r} has no heuristic bot")
        return spec.heuristic()
    if not isinstance(kind, Bot):
        raise RulesError(f"a bot needs a name and a choose(view, legal, rng) method, got {kind!r}")
    return kind


def __getattr__(name: str) -> Any:
    """``HeuristicBot`` and ``determinize``: the default game's (``games.DEFAULT``), as this module gave them before
    every game had its own."""
    if name in ("HeuristicBot", "determinize"):
        spec = game_spec(DEFAULT)
        return spec.heuristic if name == "HeuristicBot" else spec.determinize
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

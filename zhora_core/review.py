"""The review of one seat's round: which of its decisions cost points and how much, and how much luck it had.

``review(states, actions, seat)`` analyses (``zhora_core.analysis``) every decision the seat made with a choice,
judged with what the seat could see then, never with cards shown later. Each decision's **cost** is what the
action played gives up against the best one; a cost surely above zero (its 95 % interval above 0) is marked by
its size against the spread of a round's result (``spread``, the standard deviation over freshly dealt rounds):

========== ====================  ==================================================================
mark       cost at least         the same as lichess's drop of winning chances (5 / 10 / 15 points
inaccuracy 0.1 × spread          of 100), for a result whose spread is that of a coin toss's 50 ± 50
mistake    0.2 × spread
blunder    0.3 × spread
========== ====================  ==================================================================

The seat's expected result is followed along the round, as in GNU Backgammon's luck analysis: before the deal
(the mean over freshly dealt rounds, ``prior``), then before and after each of its decisions. What its own choices
changed is **skill** (minus the costs); everything else is **luck**: the cards it saw by chance (the deal, each card
it drew or saw turned up: the expected result after it minus before it) and the others' play. Together they make the
result's distance from the prior: ``result − prior = skill + luck``, counted so that plus is good for the seat
(fewer points where lower is better).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from . import words
from .analysis import ENUMERATE, TIME_LIMIT, analyse, evaluate
from .bots import make_bot
from .checks import seat as check_seat
from .errors import RulesError, ZhoraError, excerpt
from .games import spec as game_spec
from .simulate import play_round
from .worlds import view_hidden

__all__ = ["MARKS", "DEALS", "Decision", "Review", "review"]

MARKS = (("blunder", 0.3), ("mistake", 0.2), ("inaccuracy", 0.1))
"""Each mark and the least cost that earns it, in units of the spread of a round's result."""

DEALS = 200
"""How many freshly dealt rounds give the prior and the spread."""


@dataclass(frozen=True)
class Decision:
    """One decision of the reviewed seat: the position's index in the round, the action played and the best one,
    the seat's expected points before (playing best) and after (the action played), the cost with its 95 %
    interval (0 for the best action), and the mark (None when the cost is not surely above the least mark)."""

    turn: int
    action: Any
    best: Any
    before: float
    after: float
    cost: float
    cost_low: float
    cost_high: float
    mark: str | None
    exact: bool


@dataclass(frozen=True)
class Review:
    """A reviewed round of one seat; see the module's text. ``line`` is the seat's expected points along the
    round, as ``(turn, points)`` pairs: the prior, then at the deal, before and after each decision, after each card
    seen by chance, and the result."""

    game: str
    seat: int
    model: str
    decisions: tuple[Decision, ...]
    prior: float
    spread: float
    result: float
    lower_is_better: bool
    line: tuple[tuple[int, float], ...]
    cards: tuple[tuple[int, float], ...]
    """The luck of each card the seat saw by chance, as ``(turn, change)`` in its expected points: the deal
    (turn 0), each card it drew and each card turned up."""

    @property
    def sign(self) -> int:
        return -1 if self.lower_is_better else 1

    @property
    def skill(self) -> float:
        """What the seat's own choices changed: minus the sum of the costs."""
        return -math.fsum(d.cost for d in self.decisions)

    @property
    def gain(self) -> float:
        """The result against the prior, plus being good for the seat."""
        return self.sign * (self.result - self.prior)

    @property
    def luck(self) -> float:
        """Everything but the seat's choices: the gain less the skill."""
        return self.gain - self.skill

    @property
    def card_luck(self) -> float:
        """The part of the luck from the cards: the deal, the cards drawn and turned (plus is good)."""
        return self.sign * math.fsum(change for _, change in self.cards)

    @property
    def marked(self) -> tuple[Decision, ...]:
        return tuple(d for d in self.decisions if d.mark is not None)

    def summary(self, lang: str = "en") -> str:
        """One line, e.g. "skill −12 points, luck +30, result +18 (expected 25.0, scored 7)"."""
        marks = ", ".join(words.say(f"review.count.{name}", lang, n=n) for name, _ in MARKS
                          if (n := sum(d.mark == name for d in self.decisions)))
        text = words.say("review.summary", lang, skill=_signed(self.skill), luck=_signed(self.luck),
                         cards=_signed(self.card_luck), others=_signed(self.luck - self.card_luck),
                         gain=_signed(self.gain), prior=f"{self.prior:.1f}", result=_number(self.result))
        return f"{text}; {marks}" if marks else text

    def to_frame(self):
        """The decisions as a pandas DataFrame, one row each."""
        import pandas as pd

        return pd.DataFrame([{"turn": d.turn, "action": str(d.action), "best": str(d.best), "before": d.before,
                              "after": d.after, "cost": d.cost, "cost_low": d.cost_low, "cost_high": d.cost_high,
                              "mark": d.mark, "exact": d.exact} for d in self.decisions])

    def __str__(self) -> str:
        lines = [self.summary()]
        for d in self.marked:
            lines.append(f"  turn {d.turn}: {d.action} ({d.mark}, costs {d.cost:.1f}); better {d.best}")
        return "\n".join(lines)


def review(states: Sequence[Any], actions: Sequence[Any], seat: int, *, model: str = "bots",
           bot: Any = "heuristic", seed: int = 0, time_limit: float = TIME_LIMIT, worlds: int = ENUMERATE,
           deals: int = DEALS,
           progress: Callable[[int, int], None] | None = None) -> Review:
    """Review ``seat``'s decisions in one finished round: ``states`` from the deal to the end, ``actions`` the one
    taken in each but the last (a match's ``states`` and ``actions``). Each decision is analysed with ``model``,
    ``bot``, ``seed``, ``time_limit`` and ``worlds`` (``analyse``); ``deals`` rounds give the prior;
    ``progress(done, total)`` is told after each decision."""
    spec, states, actions = _checked(states, actions, seat)
    if not isinstance(deals, int) or isinstance(deals, bool) or deals < 2:
        raise RulesError(f"deals= is a whole number of at least 2, got {excerpt(deals, 20)}")
    prior, spread = _prior(spec, states[0], seat, bot, seed, deals)
    turns = [i for i, s in enumerate(states[:-1]) if s.to_move == seat and len(spec.legal_actions(s)) > 1]
    options = dict(model=model, bot=bot, seed=seed, time_limit=time_limit, worlds=worlds)
    decisions, known = [], {}
    """``known[i]``: the seat's expected points at ``states[i]`` (before its choice there, if it has one)."""
    for done, i in enumerate(turns, 1):
        analysis = analyse(states[i], seat, **options)
        played = analysis.row(actions[i])
        decisions.append(Decision(i, actions[i], analysis.best.action, analysis.best.points, played.points,
                                  played.cost, played.cost_low, played.cost_high, _mark(played, spread),
                                  analysis.exact))
        known[i] = analysis.best.points
        if progress is not None:
            progress(done, len(turns))
    result = states[-1].outcome.points[seat]
    known[len(states) - 1] = result
    after = {d.turn: d.after for d in decisions}
    for turn, value in after.items():  # the state the seat's action led to is worth what the action was
        known.setdefault(turn + 1, value)

    def expected(i: int) -> float:
        if i not in known:
            known[i] = evaluate(states[i], seat, **options).best.points
        return known[i]

    cards = [(0, expected(0) - prior)]
    for j in _chances(spec, states, seat):
        before = after[j] if j in after else expected(j)
        cards.append((j + 1, expected(j + 1) - before))
    line = [(0, prior)]
    for i in sorted(set(known) | {d.turn + 1 for d in decisions}):
        if i in known:
            line.append((i, known[i]))
        if i in after:
            line.append((i + 1, after[i]))
    return Review(spec.name, seat, model, tuple(decisions), prior, spread, result, spec.lower_is_better,
                  tuple(line), tuple(cards))


def _chances(spec, states: tuple, seat: int) -> list[int]:
    """The steps ``j`` (from ``states[j]`` to ``states[j + 1]``) that show the seat a card by chance: its own action
    (a draw) or a forced one (a turned card), after which it sees fewer unseen cards."""
    unseen = [len(view_hidden(s.view(seat)).cards) for s in states]
    return [j for j in range(len(states) - 1) if unseen[j + 1] < unseen[j]
            and (states[j].to_move == seat or len(spec.legal_actions(states[j])) == 1)]


def _mark(row, spread: float) -> str | None:
    """The mark a cost earns against the spread, if the cost is surely above 0 (its interval's low end is)."""
    if not row.cost_low > 0 or spread <= 0:
        return None
    return next((name for name, share in MARKS if row.cost >= share * spread), None)


def _prior(spec, start: Any, seat: int, bot: Any, seed: int, deals: int) -> tuple[float, float]:
    """The seat's mean and standard deviation of points over ``deals`` rounds dealt like ``start`` (same rules,
    dealer and size), the bots playing every seat."""
    size = {"cards": start.cards_each} if spec.schedule is not None else {}
    players = [make_bot(bot, game=spec) for _ in start.hands]
    points, seeds = [], random.Random(f"review/{seed}")
    for k in range(deals):
        dealt = spec.new_round(start.rules, dealer=start.dealer, seed=seeds.getrandbits(32), **size)
        points.append(play_round(dealt, players, random.Random(k)).outcome.points[seat])
    mean = math.fsum(points) / deals
    return mean, math.sqrt(math.fsum((p - mean) ** 2 for p in points) / (deals - 1))


def _checked(states: Any, actions: Any, seat: Any) -> tuple:
    """The game's spec, the states and the actions as tuples, or RulesError saying what is wrong."""
    if not isinstance(states, Sequence) or isinstance(states, str) or not states:
        raise RulesError(f"review takes the round's states from the deal to the end, got {excerpt(states, 40)}")
    try:
        spec = game_spec(states[0])
    except RulesError:
        raise RulesError(f"review takes positions of a game, got {excerpt(states[0], 40)}") from None
    states, actions = tuple(states), tuple(actions)
    if len(actions) != len(states) - 1:
        raise RulesError(f"{len(states)} states need {len(states) - 1} actions between them, got {len(actions)}")
    check_seat(seat, len(states[0].hands), "seat", rule=spec.turn_rule)
    if states[-1].outcome is None:
        raise RulesError("the round is not over yet: review a finished round")
    for i, (state, action) in enumerate(zip(states, actions)):
        try:
            follows = spec.apply(state, action) == states[i + 1]
        except ZhoraError:
            follows = False
        if not follows:
            raise RulesError(f"action {i} ({excerpt(action, 20)}) does not lead to the next state: the states and "
                             "actions are not one round")
    return spec, states, actions


def _signed(value: float) -> str:
    return f"{round(value, 1) + 0.0:+.1f}".replace("-", "−")


def _number(value: float) -> str:
    return f"{value:g}".replace("-", "−")

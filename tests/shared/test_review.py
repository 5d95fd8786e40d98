"""The review of a seat's round (``zhora_core.review``): costs and marks agree with the analysis of each decision,
a seat that always plays the best action has no cost, skill and luck add up to the result, for every game."""

from __future__ import annotations

import random

import pytest

from zhora_core import games
from zhora_core.analysis import analyse
from zhora_core.bots import make_bot
from zhora_core.errors import PositionError, RulesError
from zhora_core.review import MARKS, review

from tests.shared.test_analysis import GAMES

BLUNDER = 3
"""A deal of Zhora whose first seat's worst first action is surely a blunder."""
FAST = dict(time_limit=60, worlds=12, deals=20)
"""Analyses that stop at a number of worlds, never at the clock, so a review is the same on any machine."""


def play(state, seat: int, choose):
    """The round from ``state`` to its end: ``choose(state)`` picks ``seat``'s actions (None: the bot's), the
    heuristic bot the others'."""
    spec = games.spec(state)
    bot, rng = make_bot("heuristic", game=spec), random.Random(0)
    states, actions = [state], []
    while state.outcome is None:
        legal = spec.legal_actions(state)
        if len(legal) == 1:
            action = legal[0]
        elif state.to_move == seat and (action := choose(state)) is not None:
            pass
        else:
            action = bot.choose(state.view(state.to_move), legal, rng)
        state = spec.apply(state, action)
        states.append(state)
        actions.append(action)
    return states, actions


def dealt(name: str, seed: int = 1):
    """A round of ``name`` freshly dealt (Joker's of 3 cards each), and the first seat with a choice in it."""
    spec = games.spec(name)
    state = spec.new_round(spec.Rules(), seed=seed, **({"cards": 3} if spec.schedule else {}))
    probe = state
    while len(spec.legal_actions(probe)) == 1:
        probe = spec.apply(probe, spec.legal_actions(probe)[0])
    return spec, state, probe.to_move


def analysed(state, seat):
    return analyse(state, seat, time_limit=FAST["time_limit"], worlds=FAST["worlds"])


def worst_first(seat):
    """The worst action at the seat's first decision, then the bot's."""
    chosen = []

    def choose(state):
        if chosen:
            return None
        chosen.append(analysed(state, seat).rows[-1].action)
        return chosen[0]
    return choose


@pytest.mark.parametrize("name", GAMES)
def test_a_seat_that_plays_the_best_action_gives_nothing_away(name):
    spec, state, seat = dealt(name)
    states, actions = play(state, seat, lambda s: analysed(s, seat).best.action)
    result = review(states, actions, seat, **FAST)
    assert result.decisions and all(d.cost == 0 and d.mark is None for d in result.decisions)
    assert result.skill == 0 and result.luck == pytest.approx(result.gain)


@pytest.mark.parametrize("name", GAMES)
def test_the_worst_actions_cost_what_their_analyses_say(name):
    spec, state, seat = dealt(name)
    states, actions = play(state, seat, worst_first(seat))
    result = review(states, actions, seat, **FAST)
    assert [d.turn for d in result.decisions] == [i for i, s in enumerate(states[:-1])
                                                  if s.to_move == seat and len(spec.legal_actions(s)) > 1]
    for decision in result.decisions:
        analysis = analysed(states[decision.turn], seat)
        row = analysis.row(decision.action)
        assert decision.action == actions[decision.turn] and decision.best == analysis.best.action
        assert (decision.before, decision.after, decision.cost) == (analysis.best.points, row.points, row.cost)
        share = dict(MARKS).get(decision.mark, 0)
        assert decision.mark is None or row.cost >= share * result.spread > 0 < row.cost_low
    assert result.skill == pytest.approx(-sum(d.cost for d in result.decisions))
    assert result.skill + result.luck == pytest.approx(result.gain)
    assert result.line[0] == (0, result.prior) and result.line[-1] == (len(states) - 1, result.result)


def test_a_blunder_in_zhora_is_marked_and_named_in_both_languages():
    spec, state, seat = dealt("zhora", BLUNDER)
    states, actions = play(state, seat, worst_first(seat))
    result = review(states, actions, seat, **FAST)
    assert result.marked, result
    assert result.marked[0].mark in str(result)
    assert "skill −" in result.summary() and "мастерство −" in result.summary("ru")
    assert list(result.to_frame().columns[:3]) == ["turn", "action", "best"]


def test_progress_is_told_after_each_decision():
    spec, state, _ = dealt("joker")
    states, actions = play(state, 0, lambda s: spec.legal_actions(s)[0])
    told = []
    result = review(states, actions, 0, progress=lambda done, total: told.append((done, total)), **FAST)
    n = len(result.decisions)
    assert told == [(k, n) for k in range(1, n + 1)]


def test_the_same_round_reviews_the_same():
    spec, state, _ = dealt("prsi")
    states, actions = play(state, 0, lambda s: spec.legal_actions(s)[-1])
    assert review(states, actions, 0, **FAST) == review(states, actions, 0, **FAST)


def test_bad_rounds_are_refused_in_words():
    spec, state, _ = dealt("zhora")
    states, actions = play(state, 0, lambda s: spec.legal_actions(s)[0])
    with pytest.raises(RulesError, match="need .* actions"):
        review(states, actions[:-1], 0)
    with pytest.raises(RulesError, match="not over yet"):
        review(states[:-1], actions[:-1], 0)
    with pytest.raises(RulesError, match="does not lead to the next state"):
        review(states, actions[::-1], 0)
    with pytest.raises(PositionError, match="seat=7"):
        review(states, actions, 7)
    with pytest.raises(RulesError, match="states from the deal"):
        review("J♠", [], 0)
    with pytest.raises(RulesError, match="deals="):
        review(states, actions, 0, deals=1)


def test_a_bankers_last_staker_owes_all_his_luck_to_the_cards_turned():
    spec = games.spec("banker")
    state = spec.position(stakes=[0, 3, 0])
    seat = state.to_move
    states, actions = play(state, seat, lambda s: spec.legal_actions(s)[0])
    result = review(states, actions, seat, **FAST)
    # its stake is the first step; every step after it turns a card
    assert len(states) > 3 and [turn for turn, _ in result.cards] == [0, *range(2, len(states))]
    assert result.luck == pytest.approx(result.card_luck)
    assert "the cards" in result.summary() and "карты" in result.summary("ru")


def test_the_cards_luck_of_a_zhora_round_is_counted_at_each_card_the_seat_drew():
    spec, state, seat = dealt("zhora", BLUNDER)
    states, actions = play(state, seat, worst_first(seat))
    result = review(states, actions, seat, **FAST)
    drew = [i for i in range(1, len(states)) if states[i - 1].to_move == seat
            and len(states[i].hands[seat]) > len(states[i - 1].hands[seat])]
    assert [turn for turn, _ in result.cards] == [0, *drew]
    points = dict(result.line)
    assert all(turn in points for turn, _ in result.cards)

"""Every game's whole game is a ``zhora_core.match.Match``: the shared history, play, undo, next_round and
from_position behave alike across the registry, and what a simulation records of a match comes from the match."""

from __future__ import annotations

import random

import pytest

from zhora_core import games
from zhora_core.errors import IllegalActionError, RulesError
from zhora_core.match import Match
from zhora_core.simulate import simulate

GAMES = games.names()


def play_out_round(game, rng: random.Random):
    """Play the current round to its end with random legal actions, half of them given as text."""
    while game.state.outcome is None:
        action = rng.choice(game.legal_actions)
        game.play(str(action) if rng.random() < 0.5 else action)
    return game.state


@pytest.mark.parametrize("name", GAMES)
def test_every_match_is_a_match_with_the_game_s_engine(name):
    spec = games.spec(name)
    assert issubclass(spec.match, Match)
    assert spec.match.engine.apply is spec.apply and spec.match.engine.rules is spec.Rules


@pytest.mark.parametrize("name", GAMES)
def test_play_and_undo_walk_the_history_and_an_illegal_action_changes_nothing(name):
    spec = games.spec(name)
    game = spec.match(spec.Rules(), seed=3)
    start = game.state
    first = game.legal_actions[0]
    after = game.play(first)
    assert game.states == (start, after) and game.actions == (first,)
    illegal = next((a for a in spec.candidates(after, after.to_move) if a not in game.legal_actions), None) \
        if spec.candidates is not None and after.outcome is None else None
    if illegal is not None:
        with pytest.raises(IllegalActionError):
            game.play(illegal)
        assert game.states == (start, after) and game.actions == (first,)
    assert game.undo() is start and game.states == (start,) and game.actions == ()
    with pytest.raises(RulesError, match=f"nothing to undo in this {spec.match.round_word}"):
        game.undo()


@pytest.mark.parametrize("name", GAMES)
def test_a_finished_round_goes_on_the_record_and_the_next_is_dealt_only_when_asked(name):
    spec = games.spec(name)
    game = spec.match(spec.Rules(), seed=5)
    with pytest.raises(RulesError):
        game.next_round()
    end = play_out_round(game, random.Random(5))
    assert len(game.rounds) == 1 and game.rounds[0].outcome == end.outcome
    assert game.rounds[0].actions == game.actions and game.state is end
    if game.undo_finished:
        game.undo()
        assert game.rounds == [] and game.state.outcome is None
        play_out_round(game, random.Random(6))
        assert len(game.rounds) == 1
    else:
        with pytest.raises(RulesError):
            game.undo()
    if not game.is_over:
        dealt = game.next_round()
        assert dealt.outcome is None and game.states == (dealt,) and game.actions == ()


@pytest.mark.parametrize("name", GAMES)
def test_from_position_goes_on_from_a_running_round_and_refuses_a_finished_one(name):
    spec = games.spec(name)
    game = spec.match(spec.Rules(), seed=7)
    running = game.play(game.legal_actions[0])
    if running.outcome is not None:
        pytest.skip("the first action ended the round")
    resumed = spec.match.from_position(running, seed=7)
    assert resumed.state is running and resumed.start_position is running and resumed.dealer == running.dealer
    assert resumed.rounds == [] and resumed.actions == ()
    end = play_out_round(game, random.Random(7))
    with pytest.raises(RulesError, match="state only"):
        spec.match.from_position(end)
    with pytest.raises(RulesError, match="state only"):
        spec.match.from_position(None)


@pytest.mark.parametrize("name", GAMES)
def test_a_simulated_game_records_the_match_s_own_measures_and_round_columns(name):
    spec = games.spec(name)
    sim = simulate(spec.Rules(), games=1, seed=2, workers=1)
    record = sim.records[0]
    frame = sim.rounds_frame()
    columns = spec.match.round_columns(record)
    assert len(columns) == record.rounds == len(frame)
    assert set(columns[0]) <= set(frame.columns)
    if spec.letters:
        assert {"stalemates", "losers", "letters", "first_dealer"} <= {key for key, _ in record.extra}
        assert tuple(columns[-1][f"letters_{seat}"] for seat in range(record.players)) == record.letters
    else:
        assert record.extra == ()
        assert frame["leader"].tolist() == [ranking[0] for ranking in record.round_rankings]


def test_only_zhora_is_scored_in_letters():
    assert {name: games.spec(name).letters for name in GAMES if games.spec(name).letters} == {"zhora": "ЖОРА"}

"""A whole game to ЖОРА (Game): dealers, totals, letters, the end, undo and save files."""

import random

import pytest

from zhora_core.bots import HeuristicBot, RandomBot
from zhora_core.errors import IllegalActionError, RulesError
from zhora_core.simulate import play_game
from zhora_core.zhora import LETTERS, Game, Rules, load, save


def finished_game(seed=5, players=3):
    return play_game(Game(Rules(players=players), seed=seed), [HeuristicBot()] * players, random.Random(seed))


def test_z_dealer_first_by_lot_then_last_winner_or_same_after_stalemate():
    game = finished_game()
    assert game.rounds[0].dealer == game.first_dealer
    for before, after in zip(game.rounds, game.rounds[1:]):
        winner = before.outcome.winner
        assert after.dealer == (before.dealer if winner is None else winner)
    assert {Game(Rules(players=4), seed=s).first_dealer for s in range(40)} == {0, 1, 2, 3}


def test_z_total_and_z_letter_follow_tally_round_by_round():
    game = finished_game()
    totals, letters = [0, 0, 0], ["", "", ""]
    for record in game.rounds:
        for seat, points in enumerate(record.outcome.points):
            total = totals[seat] + points
            if total > 100:
                totals[seat], letters[seat] = 0, letters[seat] + LETTERS[len(letters[seat])]
            else:
                totals[seat] = 0 if total == 100 else total
        assert (list(record.totals), list(record.letters)) == (totals, letters)


def test_z_end_game_ends_when_someone_has_zhora_and_ranks_the_rest():
    game = finished_game()
    assert game.is_over and any(word == "ЖОРА" for word in game.letters)
    assert sum(word == "ЖОРА" for word in game.rounds[-2].letters) == 0
    ranking = game.ranking()
    keys = [(len(game.letters[s]), game.totals[s]) for s in ranking]
    assert keys == sorted(keys)
    with pytest.raises(RulesError, match="Z-END"):
        game.next_round()


def test_z_keep_letters_are_never_taken_back_during_a_game():
    game = finished_game(seed=11, players=4)
    for before, after in zip(game.rounds, game.rounds[1:]):
        for seat in range(4):
            assert after.letters[seat].startswith(before.letters[seat])


def test_a_round_must_end_before_the_next_is_dealt():
    game = Game(Rules(players=2), seed=1)
    with pytest.raises(RulesError, match="still running"):
        game.next_round()


def test_undo_takes_back_actions_and_a_scored_round():
    game = Game(Rules(players=2), seed=2)
    start = game.state
    game.play(game.legal_actions[-1])
    assert game.undo() == start and game.actions == ()
    with pytest.raises(RulesError, match="nothing to undo"):
        game.undo()
    rng = random.Random(0)
    while game.state.outcome is None:
        game.play(rng.choice(game.legal_actions))
    assert len(game.rounds) == 1
    game.undo()
    assert game.rounds == [] and game.totals == [0, 0] and game.state.outcome is None


def test_an_illegal_action_leaves_the_game_untouched():
    game = Game(Rules(players=2), seed=2)
    state, actions = game.state, game.actions
    with pytest.raises(IllegalActionError):
        game.play("pass")
    assert game.state is state and game.actions == actions


@pytest.mark.parametrize("seed", [1, 8])
def test_save_and_load_a_game_round_trips_exactly(seed):
    game = finished_game(seed=seed, players=2)
    loaded = load(save(game))
    assert loaded.rounds == game.rounds and loaded.state == game.state
    assert (loaded.totals, loaded.letters, loaded.names) == (game.totals, game.letters, game.names)


def test_save_and_load_a_game_in_the_middle_of_a_round():
    game = Game(Rules(players=3, after_draw="drawn"), seed=4, names=["Anna", "Boris", "Vera"])
    rng = random.Random(4)
    for _ in range(25):
        if game.state.outcome is not None:
            game.next_round()
        game.play(rng.choice(game.legal_actions))
    loaded = load(save(game))
    assert loaded.state == game.state and loaded.actions == game.actions and loaded.names == game.names


def test_score_sheet_has_a_row_per_round():
    game = finished_game(players=2)
    sheet = game.score_sheet()
    assert len(sheet) == len(game.rounds)
    assert sheet[-1]["Seat 0 total"] == game.totals[0] and sheet[-1]["Seat 1 letters"] == game.letters[1]


def test_same_seed_same_game():
    a, b = finished_game(seed=21), finished_game(seed=21)
    assert a.rounds == b.rounds
    c = play_game(Game(Rules(players=3), seed=21), [RandomBot()] * 3, random.Random(1))
    assert c.rounds != a.rounds


def test_a_game_can_start_from_a_scenario_and_save_it():
    from zhora_core.zhora import position

    start = position(hands=["J♣ J♦", "9♠ Q♥ A♦", "J♥"], top="7♥", dealer=2)
    game = Game.from_position(start, seed=3, names=["Anna", "Boris", "Vera"])
    game.play("J♣ J♦")
    assert game.totals == [0, 56, 80] and game.rounds[0].dealer == 2
    game.next_round()
    assert game.dealer == 0  # Anna won, so Anna deals (Z-DEALER)
    game.play(game.legal_actions[0])
    loaded = load(save(game))
    assert loaded.start_position == start and loaded.state == game.state and loaded.totals == game.totals

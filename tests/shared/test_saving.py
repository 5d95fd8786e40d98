"""Save files for every game: the ``"game"`` field (version 2), version 1 read as Zhora, and the hostile-input
checks of Zhora's save files applied to every game."""

import json
import random

import pytest

from zhora_core import games, joe, prsi, thirteen
from zhora_core.bots import make_bot
from zhora_core.errors import SaveFileError
from zhora_core.saving import MAX_DEPTH, load, save
from zhora_core.simulate import play_game
from zhora_core.zhora import Game, Rules, position


def joe_file(**changes):
    state = joe.position(hands=["7♠ 3♦", "9♠ 2♥"], top="8♠", deck="5♣ 6♣")
    data = json.loads(save(state, actions=["7♠"]))
    data.update(changes)
    return data


def test_a_file_names_its_game_and_loads_as_that_game():
    data = joe_file()
    assert (data["version"], data["game"], data["kind"]) == (2, "joe", "position")
    assert games.spec(load(json.dumps(data))).name == "joe"
    state = prsi.position(hands=["Q♠ 7♥", "8♥ 9♥"], top="7♠", deck="10♣ J♣")
    assert load(save(state, actions=["Q♠>♥"])).named is not None


def test_a_version_1_file_has_no_game_and_is_zhoras():
    start = position(hands=["J♣ J♦", "9♠ Q♥ A♦", "J♥"], top="7♥")
    data = json.loads(save(start, actions=["J♣ J♦"]))
    assert data.pop("game") == "zhora"
    data["version"] = 1
    assert load(json.dumps(data)).outcome.points == (0, 56, 80)
    game = Game(Rules(players=2), seed=3)
    game.play(game.legal_actions[0])
    old = dict(json.loads(save(game)), version=1)
    del old["game"]
    assert load(json.dumps(old)).totals == game.totals


@pytest.mark.parametrize("changes, message", [
    (dict(game="chess"), "unknown game 'chess'"),
    (dict(game=None), "unknown game None"),
    (dict(version=1), "version 1 is Zhora's, but this one names the game 'joe'"),
    (dict(version=3), "version 3 is not supported"),
    (dict(kind="deck"), "unknown kind 'deck'"),
    (dict(actions=["Q♠ Q♥"]), r"action 1 \('Q♠ Q♥'\) does not replay.*JQ-"),
    (dict(position={"hands": ["7♠"], "top": "8♠", "colour": "red"}), "unknown position field.*colour"),
    (dict(position={"top": "8♠"}), "incomplete: it has no 'hands'"),
    (dict(position={"hands": ["7♠ 7♠", "9♠"], "top": "8♠"}), "does not replay.*7♠"),
    (dict(rules={"players": 9}), "does not replay.*players"),
])
def test_a_tampered_file_of_another_game_is_refused_with_the_reason(changes, message):
    with pytest.raises(SaveFileError, match=message):
        load(json.dumps(joe_file(**changes)))


def test_the_size_and_nesting_caps_hold_for_every_game():
    deep = joe_file(position={"hands": [[[[[[[[["7♠"]]]]]]]]], "top": "8♠"})
    with pytest.raises(SaveFileError, match=f"nested more than {MAX_DEPTH} deep"):
        load(json.dumps(deep))
    with pytest.raises(SaveFileError, match="5,000,000"):
        load(json.dumps(joe_file(actions=["x" * 5_000_001])))


def test_save_refuses_what_load_would_refuse_for_every_game():
    state = thirteen.new_round(thirteen.Rules(), seed=2)
    with pytest.raises(SaveFileError, match=r"action 1 \('jump'\) cannot be saved"):
        save(state, actions=["jump"])
    with pytest.raises(SaveFileError, match="only a Game or a State can be saved, not dict"):
        save({"hands": []})
    with pytest.raises(SaveFileError, match="a game's actions are its own"):
        save(joe.Game(joe.Rules(), seed=1), actions=["draw"])


@pytest.mark.parametrize("name", games.names())
def test_a_whole_game_of_every_game_loads_back_to_the_same_game(name):
    """Finished and running whole games (the seed, names, settings and every round's actions) replay to the same
    game: the same rounds, totals and ranking, the running round's state, and the same file again."""
    spec = games.spec(name)
    finished = spec.match(spec.Rules(), seed=11)
    play_game(finished, [make_bot("heuristic", game=spec)] * finished.rules.players, random.Random(1))
    running = spec.match(spec.Rules(), seed=5, names=[f"P{k}" for k in range(spec.Rules().players)])
    for _ in range(7):
        running.play(spec.legal_actions(running.state)[0])
    for game in (finished, running):
        text = save(game)
        loaded = load(text)
        assert type(loaded) is type(game) and loaded.names == game.names
        assert [r.actions for r in loaded.rounds] == [r.actions for r in game.rounds]
        assert list(loaded.totals) == list(game.totals) and loaded.ranking() == game.ranking()
        assert repr(loaded.state) == repr(game.state) and save(loaded) == text


def test_a_whole_game_file_changed_by_hand_is_refused():
    game = joe.Game(joe.Rules(players=2), seed=3, games=2)
    data = json.loads(save(game))
    assert data["settings"] == {"games": 2}
    for change, wrong in (({"totals": [5, 5]}, "the totals in the file differ"),
                          ({"settings": {"games": 2, "speed": 9}}, "unknown setting"),
                          ({"settings": {"games": 0}}, "a session is 1 to 1000 games"),
                          ({"rounds": [["K♠"]]}, r"game 1, action 1 \('K♠'\) does not replay")):
        with pytest.raises(SaveFileError, match=wrong):
            load(json.dumps(data | change))


def test_a_file_of_a_dealt_round_by_its_seed_and_dealer_still_loads():
    from zhora_core import joker

    state = joker.new_round(joker.Rules(), seed=4, dealer=1)
    legal = joker.legal_actions(state)
    data = json.loads(save(state, actions=[legal[0]]))
    assert data["position"]["seed"] == 4 and data["position"]["trump"] in ("none", "♠", "♣", "♥", "♦")
    del data["position"]
    data.update(seed=4, dealer=1)
    assert load(json.dumps(data)) == joker.apply(state, legal[0])
    with pytest.raises(SaveFileError, match="does not replay"):
        load(json.dumps(dict(data, dealer=9)))
    with pytest.raises(SaveFileError, match="'seed'.*wrong type"):
        load(json.dumps(dict(data, seed="x")))


DEALS = {"joker": ({}, {"cards": 5}, {"cards": 9}), "joker52": ({}, {"cards": 6})}
"""Deals beyond each game's first: Joker's 5-card deal and full deal (trumps named, JK-TRUMP), Joker-52's 6."""


def same_state(loaded, state, where):
    """Every field of the two states equal but the last step's events (which no file keeps)."""
    assert type(loaded) is type(state), where
    for name in state._fields:
        if name != "events":
            assert getattr(loaded, name) == getattr(state, name), (where, name)


@pytest.mark.parametrize("name", games.names())
def test_a_saved_round_of_every_game_goes_on_as_the_round_it_was_at_every_moment(name):
    """For seeded random playouts, every moment of a round saved and loaded is the same state (hidden counters,
    past tricks and voids included) and goes on the same: the same legal actions, and after the same action the
    same next state, to the same outcome."""
    spec = games.spec(name)
    seen = set()
    for deal in DEALS.get(name, ({},)):
        for seed in range(4):
            pick = random.Random(seed)
            state = spec.new_round(spec.Rules(), seed=seed, dealer=seed % 2, **deal)
            loaded = state
            for step in range(1000):
                where = (name, deal, seed, step)
                data = json.loads(save(state))
                assert "position" in data, f"{name}: saved by seed, not as a position"
                loaded = load(json.dumps(data))
                same_state(loaded, state, where)
                legal = spec.legal_actions(state)
                assert spec.legal_actions(loaded) == legal, where
                seen.add(state.phase.value)
                if getattr(state, "trick", ()):
                    seen.add("mid-trick")
                if name == "joker" and state.trump is None and state.phase.value == "play":
                    seen.add("no trumps")
                action = pick.choice(list(legal))
                state, loaded = spec.apply(state, action), spec.apply(loaded, action)
                same_state(loaded, state, where)
                if state.outcome is not None:
                    break
            assert loaded.outcome == state.outcome, (name, deal, seed)
            seen.add("over" if state.outcome is not None else "running")
    assert "over" in seen, f"{name}: no playout reached the end of its round"
    if name == "joker":
        assert seen >= {"trump", "bid", "play", "mid-trick", "no trumps"}
    if name == "joker52":
        assert seen >= {"bid", "play", "mid-trick"}


@pytest.mark.parametrize("name", games.names())
def test_a_saved_whole_game_of_every_game_goes_on_as_the_game_it_was_at_every_moment(name):
    """A whole game, saved and loaded after every action (between rounds too), is the same game and goes on the
    same: the rounds, the totals, the current state, its legal actions, and after the same action the same state.
    The heuristic bots play, so that rounds end within the test's 400 steps."""
    spec = games.spec(name)
    rng = random.Random(3)
    game = spec.match(spec.Rules(), seed=3)
    bot = make_bot("heuristic", game=spec)
    for step in range(400):
        where = (name, step)
        loaded = load(save(game))
        assert [r.actions for r in loaded.rounds] == [r.actions for r in game.rounds], where
        assert list(loaded.totals) == list(game.totals) and loaded.is_over == game.is_over, where
        same_state(loaded.state, game.state, where)
        if game.is_over:
            break
        if game.state.outcome is not None:
            game.next_round()
            loaded.next_round()
        else:
            legal = game.legal_actions
            assert loaded.legal_actions == legal, where
            seat = game.state.to_move
            action = bot.choose(game.state.view(seat), legal, rng)
            game.play(action)
            loaded.play(action)
        same_state(loaded.state, game.state, where)
        assert list(loaded.totals) == list(game.totals), where
    assert len(game.rounds) >= 1, f"{name}: no round finished"


def joker_file(**position):
    from zhora_core import joker

    state = joker.position(hands=["K♣", "", "6♥", "J♠"], trump="none", bids=[1, 0, 0, 1], trick=["A♥"],
                           dealer=0, leader=1)
    data = json.loads(save(state))
    data["position"].update(position)
    return json.dumps(data)


def test_a_joker_position_without_trumps_and_with_a_trick_is_saved_and_loaded():
    from zhora_core import joker

    data = json.loads(joker_file())
    assert (data["position"]["trump"], data["position"]["trick"]) == ("none", ["A♥"])
    state = load(joker_file())
    assert state.trump is None and [str(t) for t in state.trick] == ["A♥"] and state.to_move == 2
    assert load(joker_file(hands=["K♣", "", "", "J♠"], trick=["A♥", "6♥"])).to_move == 3
    assert joker.legal_actions(load(joker_file()))


@pytest.mark.parametrize("position, message", [
    (dict(trick="A♥"), "'trick' must be a list of action texts"),
    (dict(trick=[5]), "'trick' must be a list of action texts"),
    (dict(trick=["ZZ"]), "trick: unknown card"),
    (dict(trick=["bid 2"]), "in trick= is not a card played"),
    (dict(trump="purple"), "trump='purple' must be a suit or 'none'"),
    (dict(trump=7), "trump=7 must be a suit or 'none'"),
])
def test_a_bad_joker_trick_or_trump_is_refused_naming_the_field(position, message):
    with pytest.raises(SaveFileError, match=message):
        load(joker_file(**position))


@pytest.mark.parametrize("position, message", [
    (dict(trump="♠"), "trump: unknown card '♠'"),
    (dict(trump=None), "trump: unknown card"),
    (dict(trick="ZZ"), "trick: unknown card"),
])
def test_a_bad_joker52_trump_or_trick_is_refused_naming_the_field(position, message):
    from zhora_core import joker52

    state = joker52.position(hands=["8♣", "2♣ J♠", "2♥ J♥"], trump="10♠", bids=[0, 1, 0], trick="9♣", leader=0)
    data = json.loads(save(state))
    assert (data["position"]["trump"], data["position"]["trick"]) == ("10♠", "9♣")
    data["position"].update(position)
    with pytest.raises(SaveFileError, match=message):
        load(json.dumps(data))

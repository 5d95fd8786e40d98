"""Save files for every game: the ``"game"`` field (version 2), version 1 read as Zhora, and the hostile-input
checks of Zhora's save files applied to every game."""

import json

import pytest

from zhora_core import games, joe, prsi, thirteen
from zhora_core.errors import SaveFileError
from zhora_core.saving import MAX_DEPTH, load, save
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
    with pytest.raises(SaveFileError, match="whole game of 'joe' cannot be saved yet"):
        save(joe.Game(joe.Rules(), seed=1))


def test_a_dealt_round_that_position_cannot_describe_is_saved_by_its_seed_and_dealer():
    from zhora_core import joker

    state = joker.new_round(joker.Rules(), seed=4, dealer=1)
    legal = joker.legal_actions(state)
    data = json.loads(save(state, actions=[legal[0]]))
    assert (data["game"], data["seed"], data["dealer"]) == ("joker", 4, 1) and "position" not in data
    assert load(json.dumps(data)) == joker.apply(state, legal[0])
    with pytest.raises(SaveFileError, match="does not replay"):
        load(json.dumps(dict(data, dealer=9)))
    with pytest.raises(SaveFileError, match="'seed'.*wrong type"):
        load(json.dumps(dict(data, seed="x")))

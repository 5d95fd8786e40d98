"""The registry of games: the seven built-in games, and games registered at run time."""

import pytest

from zhora_core import games
from zhora_core.errors import ZhoraError


def test_the_seven_games_are_registered_in_order():
    assert games.names() == ("zhora", "joe", "thirteen", "prsi", "joker", "joker52", "banker")
    assert all(games.spec(name).name == name for name in games.names())


def test_registering_the_same_game_twice_changes_nothing():
    games.register("zhora", "zhora_core.zhora")
    assert games.names().count("zhora") == 1


@pytest.mark.parametrize("name, path, wrong", [
    ("Zhora!", "x.y", "lower-case letters"),
    ("", "x.y", "lower-case letters"),
    ("toy", "not a path", "dotted module path"),
    ("zhora", "zhora_core.joe", "registered already"),
])
def test_a_bad_registration_is_refused_in_words(name, path, wrong):
    with pytest.raises(ZhoraError, match=wrong):
        games.register(name, path)
    assert games.MODULES["zhora"] == "zhora_core.zhora"


def test_a_registered_module_must_hold_the_game_of_its_name():
    games.register("cards_only", "zhora_core.cards")
    try:
        assert "cards_only" in games.names()
        with pytest.raises(ZhoraError, match="has no GAME"):
            games.spec("cards_only")
    finally:
        games.unregister("cards_only")
    assert "cards_only" not in games.names()


def test_a_game_whose_module_is_missing_is_listed_nowhere_and_refused_in_words():
    games.register("ghost", "no_such_package.ghost")
    try:
        assert "ghost" not in games.names()
        with pytest.raises(ZhoraError, match="not built yet"):
            games.spec("ghost")
    finally:
        games.unregister("ghost")
    with pytest.raises(ZhoraError, match="unknown game 'ghost'"):
        games.unregister("ghost")

"""Every game refuses bad input in words, its state untouched: each class of hostile input, tried on every
registered game (a ``ZhoraError``, a ``ValueError``, with a message under 300 characters)."""

import importlib
import inspect

import pytest

from zhora_core import games
from zhora_core.cards import Suit, parse_card
from zhora_core.errors import NotationError, PositionError, RulesError, ZhoraError

NAMES = games.names()
PAIRS = [(a, b) for a in NAMES for b in NAMES if a != b]


def _state(name):
    spec = games.spec(name)
    return spec.new_round(spec.Rules(), seed=1)


def _refused(error_type, call):
    with pytest.raises(error_type) as caught:
        call()
    assert len(str(caught.value)) < 300, str(caught.value)
    return str(caught.value)


@pytest.mark.parametrize("game, other", PAIRS)
def test_a_state_of_another_game_is_refused_naming_both(game, other):
    spec, foreign = games.spec(game), _state(other)
    action = str(spec.legal_actions(_state(game))[0])
    for call in (lambda: spec.legal_actions(foreign), lambda: spec.explain(foreign, action),
                 lambda: spec.apply(foreign, action), lambda: spec.candidates(foreign, 0)):
        message = _refused(PositionError, call)
        assert f"a state of {other!r}" in message and f"not a state of {game!r}" in message


@pytest.mark.parametrize("game", NAMES)
@pytest.mark.parametrize("value", [None, 42, "position", (), {}])
def test_no_state_at_all_is_refused(game, value):
    spec = games.spec(game)
    for call in (lambda: spec.legal_actions(value), lambda: spec.explain(value, "draw"),
                 lambda: spec.apply(value, "draw")):
        assert f"is not a state of {game!r}" in _refused(PositionError, call)


@pytest.mark.parametrize("game, other", PAIRS)
def test_an_action_of_another_game_is_refused(game, other):
    spec, state = games.spec(game), _state(game)
    foreign = games.spec(other).legal_actions(_state(other))[0]
    _refused(ZhoraError, lambda: spec.apply(state, foreign))
    assert state == _state(game)


@pytest.mark.parametrize("game", NAMES)
@pytest.mark.parametrize("digits", ["³", "²", "١", "１", "١٠", "٣"])
def test_digits_that_are_not_ascii_are_no_number(game, digits):
    """A bid or a stake is written in ASCII digits: superscripts, Arabic-Indic and full-width digits are refused."""
    spec = games.spec(game)
    for word in ("bid", "stake", "ставка"):
        _refused(NotationError, lambda: spec.parse_action(f"{word} {digits}"))


def _action_classes(name):
    module = importlib.import_module(f"zhora_core.{name}.actions")
    for cls in vars(module).values():
        if inspect.isclass(cls) and cls.__module__ == module.__name__ and not cls.__name__.startswith("_"):
            required = [p for p in inspect.signature(cls).parameters.values() if p.default is p.empty]
            if required:
                yield cls, len(required)


@pytest.mark.parametrize("game", NAMES)
@pytest.mark.parametrize("value", [1.0, True, "x", -1, 10**9, ("a",), parse_card("7♠").rank])
def test_action_fields_of_the_wrong_type_are_refused_when_the_action_is_made(game, value):
    for cls, n in _action_classes(game):
        if value is True or n > 1 or cls.__name__ not in ("NameTrump",):
            _refused(NotationError, lambda: cls(*[value] * n))


def test_a_bid_of_true_never_reaches_a_state_or_a_save_file():
    from zhora_core import joker

    with pytest.raises(NotationError, match="JK-BID"):
        joker.Bid(True)
    with pytest.raises(NotationError, match="JK-BID"):
        joker.Bid(1.0)


@pytest.mark.parametrize("game", NAMES)
@pytest.mark.parametrize("options", [{1: 1}, {"players": 2, None: 3}, [("players", 2)], "players=2", None])
def test_rules_from_a_bad_mapping_are_refused_in_words(game, options):
    _refused(RulesError, lambda: games.spec(game).Rules.from_dict(options))


@pytest.mark.parametrize("game", NAMES)
@pytest.mark.parametrize("seed", [-1, 2**64, 10**30, True, 1.5, "1", None])
def test_one_seed_rule_for_every_game_and_whole_game(game, seed):
    spec = games.spec(game)
    if seed is not None:
        assert "a seed is a whole number from 0 to 2**64-1" in _refused(RulesError, lambda: spec.new_round(
            spec.Rules(), seed=seed))
    _refused(RulesError, lambda: spec.match(spec.Rules(), seed=seed))


def test_suits_are_no_cards():
    from zhora_core.prsi import PlayQueen

    with pytest.raises(NotationError, match="takes a suit"):
        PlayQueen(parse_card("Q♠"), "♥")
    assert PlayQueen(parse_card("Q♠"), Suit.HEARTS).suit is Suit.HEARTS


class _Raising:
    name = "raising"

    def choose(self, view, legal, rng):
        raise StopIteration  # must not end the simulation's loop quietly


class _Refused:
    name = "refused"

    def choose(self, view, legal, rng):
        return "not an action"


@pytest.mark.parametrize("game", NAMES)
@pytest.mark.parametrize("bot", [_Raising, _Refused])
def test_a_bot_that_fails_is_named_with_its_seat_and_round(game, bot):
    from zhora_core.errors import BotError
    from zhora_core.simulate import simulate

    spec = games.spec(game)
    rules = spec.Rules()
    bots = [bot()] + ["heuristic"] * (rules.players - 1)
    message = _refused(BotError, lambda: simulate(rules, bots=bots, rounds=3, seed=2, workers=1))
    assert f"the {bot.name!r} bot at seat 0" in message and "in the round of seed" in message


@pytest.mark.parametrize("game, other", PAIRS)
def test_a_bot_of_another_game_is_refused_before_the_first_round(game, other):
    from zhora_core.bots import make_bot
    from zhora_core.simulate import simulate

    spec = games.spec(game)
    rules = spec.Rules()
    bots = [make_bot("heuristic", game=other)] + ["heuristic"] * (rules.players - 1)
    message = _refused(RulesError, lambda: simulate(rules, bots=bots, rounds=1, workers=1))
    assert f"plays {other!r}, not {game!r}" in message


@pytest.mark.parametrize("keywords, words", [
    ({"rounds": 500_001}, "rounds= is a whole number from 0 to 500,000"),
    ({"games": 10**9}, "games= is a whole number from 0 to 50,000"),
    ({"rounds": -1}, "rounds= is a whole number"),
    ({"rounds": 2.0}, "rounds= is a whole number"),
    ({"rounds": True}, "rounds= is a whole number"),
    ({"rounds": 1, "workers": 0}, "workers= is a whole number from 1 to 256"),
    ({"rounds": 1, "workers": 10**6}, "workers= is a whole number from 1 to 256"),
    ({"rounds": 1, "chunk": 0}, "chunk= is a whole number of rounds"),
    ({"rounds": 1, "executor": "pool"}, "executor= is a concurrent.futures.Executor"),
    ({"rounds": 1, "on_done": 3}, "on_done= is a function"),
    ({"rounds": 1, "bots": "heuristic"}, "bots= is a list of one bot per seat"),
])
def test_simulation_arguments_out_of_range_are_refused_in_words(keywords, words):
    from zhora_core.simulate import simulate

    assert words in _refused(RulesError, lambda: simulate(**keywords))


def test_an_impossible_joker_position_is_refused():
    from zhora_core.joker import position

    holding = _refused(PositionError, lambda: position(hands=["6♠ A♥", "K♥ 7♣", "Q♥ 8♣"], trump="♣", bids=[1, 0, 0],
                                                       dealer=2, voids=["♥", "", ""]))
    assert "seat 0 holds A♥" in holding and "JK-FOLLOW" in holding
    assert "during the bidding" in _refused(PositionError, lambda: position(hands=["6♠ A♥", "K♥ 7♣", "Q♥ 8♣"],
                                                                            voids=["", "♠", ""]))
    # a joker is no card of its suit: a seat void in spades may hold the black six
    assert position(hands=["6♠ A♥", "K♥ 7♣", "Q♥ 8♣"], trump="♣", bids=[1, 0, 0], dealer=2,
                    voids=["♠", "", ""]).voids[0] == {Suit.SPADES}


JOKER_DEAL = dict(hands=["J♠ A♣", "10♠", "J♣ Q♠"], trump="♠", top="K♠", bids=[1, 0, 1], trick=["Q♣"], dealer=2,
                  cards=3, rules=None, history=[["7♥", "10♥", "6♣ low"]])
"""A three-player Joker deal after one trick (seat 1 took it with 10♥ over 7♥ and a low joker), reached by play."""
JOKER52_DEAL = dict(hands=["7♥ 9♠", "5♥ Q♣ K♠", "5♠ 8♦"], trump="4♥", pile="9♣ 4♠ 10♣", bids=[1, 0, 1],
                    taken=[0, 0, 1], trick="8♣, J♥", leader=2, dealer=0, cards=3, voids=["♣", "", ""],
                    last_trick=[0, "9♣, 4♠, 10♣"])
"""A Joker-52 deal (the stock left out) mid-trick, seat 0 having shown it lacks clubs, after a trick seat 2 took."""


@pytest.mark.parametrize("game, changes, words", [
    ("joker", {"history": [["7♥", "10♥"]]}, "history's trick 1 has 2 cards, not one per seat (3)"),
    ("joker", {"history": [["7♥", "10♠", "6♣ low"]], "hands": ["J♠ A♣", "10♥", "J♣ Q♠"]},
     "history's 10♠ by seat 1 is illegal"),
    ("joker", {"taken": [1, 0, 0]}, "taken=[1, 0, 0], but the tricks in history make taken=(0, 1, 0)"),
    ("joker", {"leader": 0}, "leader=0, but the tricks in history make leader=1"),
    ("joker", {"voids": ["♦", "", ""]}, "voids=['♦', '', ''], but the tricks in history make voids=['', '', '']"),
    ("joker", {"history": "7♥ 10♥ 6♣"}, "history must be a list of finished tricks"),
    ("joker", {"history": [["7♥", "10♥", "Q♣"]]}, "duplicate card Q♣"),
    ("joker52", {"voids": ["♥", "", ""]}, "seat 0 holds 7♥ but voids= says it has shown it lacks ♥"),
    ("joker52", {"voids": ["♣♣", "", ""]}, "seat 0 shows a suit twice"),
    ("joker52", {"last_trick": [0, "9♣, 10♣, 4♠"]}, "is not the end of the pile"),
    ("joker52", {"last_trick": [1, "9♣, 4♠, 10♣"]}, "is taken by seat 0: it must be a trick taken, and its winner "
                                                    "leads the trick now"),
    ("joker52", {"last_trick": "9♣"}, "last_trick is its leader and its cards"),
    ("thirteen", {"phase": "run", "pile": "5♠", "run": 3}, "it holds at least 3, not 1 (T-RUN)"),
    ("thirteen", {"phase": "run", "pile": "3♥ 5♠", "run": 2}, "5♠ needs a card one rank from it under it"),
])
def test_an_impossible_position_is_refused_naming_the_part(game, changes, words):
    spec = games.spec(game)
    base = {"joker": JOKER_DEAL, "joker52": JOKER52_DEAL,
            "thirteen": dict(hands=["7♠ 8♠", "9♥ 2♣"], top="6♠", pile="4♠ 5♠", phase="run", run=2)}[game]
    assert spec.position(**base) is not None
    assert words in _refused(PositionError, lambda: spec.position(**(base | changes)))


def test_the_past_of_a_joker_deal_is_rebuilt_from_its_tricks():
    from zhora_core.joker import position

    state = position(**JOKER_DEAL)
    assert state.taken == (0, 1, 0) and state.leader == 1 and state.turns == 0
    assert [str(t) for t in state.history[0].cards] == ["7♥", "10♥", "6♣ low"] and state.history[0].winner == 1


HOSTILE = [None, 42, -1, 1.5, True, "zz", "", [], [None], ["zz"], [[1]], {"a": 1}, 10**30, ["7♠", 42], [["7♥", 42]]]
"""Values of the wrong type or shape for any keyword of a position."""


@pytest.mark.parametrize("game", NAMES)
def test_every_position_keyword_refuses_a_value_of_the_wrong_type_in_words(game):
    """Each keyword that rebuilds a reachable state (counters and past tricks included), given a hostile value,
    is refused with a ZhoraError, never a TypeError or IndexError from inside."""
    import random

    spec, pick = games.spec(game), random.Random(1)
    state, moments = spec.new_round(spec.Rules(), seed=1), []
    for step in range(60):
        if state.outcome is not None:
            break
        if step % 12 == 0:
            moments.append(state)
        state = spec.apply(state, pick.choice(list(spec.legal_actions(state))))
    for moment in moments:
        keywords = spec.position_keywords(moment)
        for name in keywords:
            for value in HOSTILE:
                try:
                    spec.position(rules=moment.rules, **(keywords | {name: value}))
                except ZhoraError as error:
                    assert len(str(error)) < 300, str(error)


@pytest.mark.parametrize("game", NAMES)
@pytest.mark.parametrize("seat", [None, -1, 99, "0", 1.0, True])
def test_a_view_for_a_seat_that_is_not_one_is_refused(game, seat):
    _refused(PositionError, lambda: _state(game).view(seat))


@pytest.mark.parametrize("game", NAMES)
@pytest.mark.parametrize("names", ["ab", [[]], [None, "B"], ["", "B"], ["x" * 41, "B"], ["A", "A"], 42])
def test_a_whole_game_refuses_names_that_are_not_different_texts(game, names):
    spec = games.spec(game)
    rules = spec.Rules()
    if isinstance(names, list) and len(names) == 2:
        names = names + [f"P{k}" for k in range(rules.players - 2)]
    assert "name" in _refused(RulesError, lambda: spec.match(rules, seed=1, names=names))


def _paths(data, path=()):
    """Every place in a save file's JSON (the first three entries of each list)."""
    items = data.items() if isinstance(data, dict) else enumerate(data[:3]) if isinstance(data, list) else ()
    for key, value in items:
        yield (*path, key)
        yield from _paths(value, (*path, key))


@pytest.mark.parametrize("game", NAMES)
def test_a_save_file_with_any_field_of_the_wrong_type_is_refused_in_words(game):
    """A whole game after some moves and its current state, saved, each place of the file replaced by a value of
    the wrong type or shape: load refuses it with a ZhoraError (a SaveFileError or the game's own), never a
    TypeError from inside."""
    import json
    import random

    from zhora_core.bots import make_bot
    from zhora_core.saving import load, save

    spec, rng = games.spec(game), random.Random(1)
    match, bot = spec.match(spec.Rules(), seed=2), make_bot("heuristic", game=spec)
    for _ in range(30):
        if match.state.outcome is None:
            match.play(bot.choose(match.state.view(match.state.to_move), match.legal_actions, rng))
        elif not match.is_over:
            match.next_round()
    for saved in (match, match.state):
        data = json.loads(save(saved))
        for path in list(_paths(data)):
            for value in HOSTILE:
                changed = json.loads(json.dumps(data))
                place = changed
                for key in path[:-1]:
                    place = place[key]
                place[path[-1]] = value
                try:
                    load(json.dumps(changed))
                except ZhoraError as error:
                    assert len(str(error)) < 300, str(error)

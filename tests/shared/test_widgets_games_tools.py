"""The rule switches, score sheet and scenario builder for every registered game, built from its spec."""

from __future__ import annotations

import pytest

from zhora_core.errors import RulesError
from zhora_core.games import names, spec
from widgets.rule_switches import RuleSwitches, option_label, rules_in_words

from russian_text import latin_words

GAMES = names()
SHEETS = tuple(name for name in GAMES if spec(name).sheet is not None)


@pytest.mark.parametrize("game", GAMES)
def test_rule_switches_one_labelled_control_per_option_of_every_game(game):
    options = spec(game).options
    switches = RuleSwitches(spec(game).Rules())
    assert list(switches.controls) == [option.name for option in options]
    for option in options:
        assert option_label(option) in switches.text and option.rules[0] in switches.text
    assert switches.summary.startswith("Default reading")


@pytest.mark.parametrize("game", GAMES)
def test_rule_switches_build_each_games_rules_and_reset(game):
    Rules = spec(game).Rules
    switches = RuleSwitches(Rules())
    seen = []
    switches.observe(lambda change: seen.append(change.new), names="rules")
    option = next(o for o in spec(game).options if o.name != "players" and not o.requires)
    control = switches.controls[option.name]
    other = (not control.value if isinstance(control.value, bool)
             else control.value + 1 if option.bounds else
             next(v for _, v in control.options if v != control.value))
    control.value = other
    assert type(switches.rules) is Rules and getattr(switches.rules, option.name) == other
    assert switches.rules.changed() == {option.name: other} and seen == [switches.rules]
    assert option.rules[0] in switches.summary
    assert switches.reset() == Rules() and control.value == getattr(Rules(), option.name)


@pytest.mark.parametrize("game", GAMES)
def test_rule_switches_of_every_game_speak_russian(game):
    switches = RuleSwitches(spec(game).Rules(), lang="ru", show_code=False)
    assert latin_words(switches.text) == []
    assert latin_words(rules_in_words(spec(game).Rules(), "ru")) == []


def test_rule_switches_refuse_another_games_rules():
    from zhora_core.joe import Rules as JoeRules
    from zhora_core.zhora import Rules

    switches = RuleSwitches(Rules())
    with pytest.raises(Exception, match="Rules"):
        switches.rules = JoeRules()
    assert type(switches.rules) is Rules
    with pytest.raises(RulesError, match="Rules"):
        RuleSwitches("joe")


def test_rule_switches_jq_challenge_requires_two_players():
    from zhora_core.joe import Rules

    switches = RuleSwitches(Rules())
    challenge = switches.controls["challenge"]
    assert challenge.disabled and "needs players: 2" in switches.text
    switches.controls["players"].value = 2
    assert not challenge.disabled and "needs" not in switches.text
    challenge.value = True
    assert switches.rules == Rules(players=2, challenge=True)
    switches.controls["players"].value = 3  # refused by the engine: JQ-CHALLENGE
    assert "JQ-CHALLENGE" in switches.banner and switches.rules == Rules(players=2, challenge=True)
    assert switches.controls["players"].value == 2
    with pytest.raises(RulesError, match="JQ-CHALLENGE"):
        Rules(players=3, challenge=True)


def test_rule_switches_players_in_words_with_real_plurals():
    from zhora_core.joe import Rules

    assert rules_in_words(Rules(players=5), "ru") == "5 игроков"
    assert rules_in_words(Rules(players=2), "ru") == "2 игрока"
    assert rules_in_words(Rules(players=2, countdown=True), "en") == "2 players; countdown: yes"


def _played(game_name, rounds=3, seed=3):
    """A whole game of ``game_name`` with random legal actions, ``rounds`` rounds or until it is over."""
    import random

    from zhora_core.games import module

    Game = module(game_name).Game
    names = ["Аня", "Боря", "Вера", "Гоша"][:spec(game_name).Rules().players]
    game = Game(spec(game_name).Rules(), seed=seed, names=names)
    rng = random.Random(seed)
    for number in range(rounds):
        while game.state.outcome is None:
            game.play(rng.choice(list(game.legal_actions)))
        if game.is_over or number == rounds - 1:
            break
        game.next_round()
    return game


def test_every_game_of_the_course_has_a_score_sheet():
    assert set(SHEETS) == set(GAMES)


@pytest.mark.parametrize("game_name", SHEETS)
def test_score_sheet_of_every_game_has_its_rows_and_its_ranking(game_name):
    from widgets.score_sheet import ScoreSheet

    game = _played(game_name)
    sheet = ScoreSheet(game)
    rows = game.score_sheet()
    assert len(sheet.frame) == len(rows) == len(game.rounds) > 0
    frame = sheet.frame.astype(object)
    assert frame.where(frame.notna(), None).to_dict("records") == rows
    assert sheet.to_csv().count("\n") == len(rows) + 1
    assert f"download='{game_name}-score-sheet.csv'" in sheet.download_link
    rule = spec(game_name).win_rule
    assert rule in spec(game_name).rule_ids
    if game.is_over:
        ranking_text = sheet.text.split("Final ranking", 1)[1]
        order = [ranking_text.index(str(game.names[seat])) for seat in game.ranking()]
        assert order == sorted(order) and rule in ranking_text
    else:
        assert "the game goes on" in sheet.text


@pytest.mark.parametrize("game_name", SHEETS)
def test_score_sheet_of_every_game_speaks_russian(game_name):
    from widgets.score_sheet import ScoreSheet

    sheet = ScoreSheet(_played(game_name), lang="ru")
    assert latin_words(sheet.text) == [] and latin_words(sheet.to_csv().splitlines()[0]) == []


def test_score_sheet_of_a_game_begun_from_a_position_counts_its_rounds_from_there():
    from widgets.score_sheet import ScoreSheet
    from zhora_core.joker import Game, new_round, Rules

    game = Game.from_position(new_round(Rules(), dealer=3, seed=7, cards=9))  # deal 9 of the schedule
    while game.state.outcome is None:
        game.play(game.legal_actions[0])
    sheet = ScoreSheet(game)
    assert list(sheet.frame["deal"]) == [9] and "After round 9 — the game goes on." in sheet.text


def test_score_sheet_ranks_joe_by_wins_then_cards_left():
    from widgets.score_sheet import ScoreSheet
    from zhora_core.joe import Game, Rules

    game = Game(Rules(players=2), seed=5, names=["Ann", "Bob"], games=1)
    while game.state.outcome is None:
        game.play(game.legal_actions[0])
    sheet = ScoreSheet(game)
    winner = game.names[game.ranking()[0]]
    assert game.is_over and "Final ranking (JQ-WIN: the first to empty his hand wins)" in sheet.text
    assert sheet.text.split("Final ranking", 1)[1].index(winner) < sheet.text.split("Final ranking", 1)[1].index(
        game.names[game.ranking()[1]])
    assert list(sheet.frame.columns) == ["round", "dealer", "winner", "ending", "Ann cards left", "Bob cards left"]


def test_score_sheet_marks_nothing_of_zhora_in_another_game():
    from widgets.score_sheet import ScoreSheet

    sheet = ScoreSheet(_played("prsi"))
    assert "100→0" not in sheet.html and "Z-" not in sheet.text and "#ffd8a8" not in sheet.html

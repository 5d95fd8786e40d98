"""The rule switches, score sheet and scenario builder for every registered game, built from its spec."""

from __future__ import annotations

import pytest

from zhora_core.errors import RulesError
from zhora_core.games import names, spec
from widgets.rule_switches import RuleSwitches, option_label, rules_in_words

from russian_text import latin_words

GAMES = names()


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
    with pytest.raises(TypeError, match="Rules"):
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

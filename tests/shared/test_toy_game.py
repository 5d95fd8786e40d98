"""Adding a game is one package and one registry line: Eights, a toy game written only for this test outside
``zhora_core`` (``tests/shared/eights``), is registered at run time and goes through every shared part — the
simulations, the lab's tables, ``compare_games``, ``option_effects``, save files, the transcript, the handouts,
the family table, and the widgets (``Table``, ``ScenarioBuilder``, ``RuleSwitches``, ``ScoreSheet``) — with no
edit outside its package."""

import random

import pytest

from zhora_core import games
from zhora_core.errors import IllegalActionError

NAME, MODULE = "eights", "tests.shared.eights"


@pytest.fixture(scope="module")
def spec():
    games.register(NAME, MODULE)
    yield games.spec(NAME)
    games.unregister(NAME)


def test_the_registry_lists_the_game_and_finds_it_from_its_rules(spec):
    assert NAME in games.names() and games.spec(spec.Rules()) is spec
    assert spec.player_counts == (2, 3, 4) and spec.players_rule == "E-DEAL"


def test_its_rounds_play_to_the_end_by_the_protocol(spec):
    for seed in range(20):
        state, rng = spec.new_round(spec.Rules(players=2 + seed % 3), dealer=seed % 2, seed=seed), random.Random(seed)
        while state.outcome is None:
            legal = spec.legal_actions(state)
            assert legal and all(spec.explain(state, action).legal for action in legal)
            state = spec.apply(state, rng.choice(legal))
        assert sum(map(len, state.hands)) + len(state.deck) + len(state.pile) + 1 == 32
    refused = spec.position(hands=["7♠ 9♥", "8♦"], top="10♣")
    with pytest.raises(IllegalActionError, match="E-MATCH"):
        spec.apply(refused, "9♥")


def test_simulations_and_the_lab(spec):
    from zhora_core import lab
    from zhora_core.simulate import simulate

    rounds = simulate(spec.Rules(), rounds=30, seed=1, workers=1)
    assert len(rounds.records) == 30 and set(rounds.to_frame()["ending"]) <= set(spec.endings)
    table = lab.round_table(rounds)
    assert len(table) == 30 and {"turns", "draws"} <= set(table.columns)
    assert int(lab.endings(rounds)["rounds"].sum()) == 30
    assert len(lab.round_summary(rounds)) and len(lab.seat_fairness(rounds)) == 3
    whole = simulate(spec.Rules(), games=6, seed=2, workers=1)
    assert len(lab.game_table(whole)) == 6 and len(whole.rounds_frame()) == 18
    assert set(lab.heuristics(whole)["metric"]) >= {"fairness", "lead_change", "drama"}
    effect = lab.option_effects({"hand_size": 7}, rounds=20, seed=3, base=spec.Rules(), metric="turns")
    assert effect["rule"].tolist() == ["E-DEAL"] and effect["n"].tolist() == [20]
    ranked = lab.rank_options(spec.Rules(), rounds=12, seed=4)
    assert set(ranked["option"]) == {"hand_size", "eights_on_eights", "max_turns"}


def test_compare_games(spec):
    from zhora_core.comparison import compare_games

    frame = compare_games([NAME], games=4, skill_games=2, workers=1)
    assert set(frame["game"]) == {NAME} and "rounds_per_game" in set(frame["measure"])


def test_save_files_of_a_position_and_of_a_whole_game(spec):
    from zhora_core.bots import make_bot
    from zhora_core.saving import load, save
    from zhora_core.simulate import play_game

    state = spec.new_round(spec.Rules(), seed=5)
    state = spec.apply(state, spec.legal_actions(state)[0])
    assert repr(load(save(state))) == repr(state)
    game = spec.match(spec.Rules(players=2), seed=6)
    play_game(game, [make_bot("heuristic", game=spec)] * 2, random.Random(6))
    loaded = load(save(game))
    assert loaded.totals == game.totals and loaded.ranking() == game.ranking() and save(loaded) == save(game)


def test_the_transcript_the_handouts_and_the_family_table(spec):
    from zhora_core import family
    from zhora_core.handouts import handout_html
    from zhora_core.transcript import transcript

    start = spec.position(hands=["8♠", "9♥ K♦"], top="7♥")
    told = transcript(start, ["8♠>♦"], lang="ru")
    assert "место 0 без карт и выигрывает (E-WIN)" in told and "подсчёт очков:" in told
    for lang in ("en", "ru"):
        page = handout_html(NAME, lang)
        assert all(rule in page for rule in spec.rule_ids) and "<script" not in page
    rows = {row.key: row for row in family.family_rows()}
    assert rows[NAME].players == (2, 4) and rows[NAME].goal_rule == "E-WIN" and rows[NAME].engine
    assert "Eights" in family.family_table("en").to_string() and "Восьмёрки" in family.family_table("ru").to_string()


def test_the_widgets(spec):
    from widgets import RuleSwitches, ScenarioBuilder, ScoreSheet, Table

    switches = RuleSwitches(spec.Rules(), lang="ru")
    switches.controls["hand_size"].value = 7
    assert switches.rules == spec.Rules(hand_size=7) and "Карт каждому" in switches.text
    table = Table(spec.Rules(players=2), seed=3)
    for _ in range(400):
        if table.controller.state.outcome is not None:
            break
        table.controller.play(spec.legal_actions(table.controller.state)[0]) if table.controller.is_human_turn \
            else table.controller.step_bot()
    assert table.controller.state.outcome is not None and table.controller.score_lines()
    sheet = ScoreSheet(spec.match(spec.Rules(), seed=1))
    assert list(sheet.frame.columns[:4]) == ["round", "dealer", "winner", "ending"]
    builder = ScenarioBuilder(game=NAME)
    builder.parts["players"].value = 2
    for name, value in {"hand-0": "8♠ 9♥", "hand-1": "7♣ K♦", "top": "9♣", "deck": "A♠"}.items():
        builder.parts[name].value = value
    builder.parts["build"].click()
    assert builder.state == spec.position(hands=["8♠ 9♥", "7♣ K♦"], top="9♣", deck="A♠")
    builder.apply_action("8♠>♦")
    assert builder.state.named is not None and "E-EIGHT" in builder.text

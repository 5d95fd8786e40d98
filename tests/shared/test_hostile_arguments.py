"""The lab, the comparison, the handouts, the save files and the classroom refuse bad arguments in words: each
class of hostile argument, tried on every public function that takes one (a ``ZhoraError``, with a message under
300 characters)."""

import json
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from zhora_core import cards, comparison, handouts, lab, lab_options, saving, stats
from zhora_core.errors import RulesError, SaveFileError
from zhora_core.games import spec
from zhora_core.joe import Rules, position
from zhora_core.saving import MAX_ACTIONS, MAX_CARDS, MAX_TEXT
from zhora_core.simulate import LIMITS, WORKERS, simulate

WRONG = [None, "abc", 1.5, -3, 10**12, True, ("a", "b")]

SIMULATION_FUNCTIONS = ["round_table", "round_summary", "endings", "points_by_ending", "multipliers", "game_table",
                        "game_summary", "game_lengths", "letter_rounds", "letter_race", "final_ranking",
                        "seat_fairness", "dealer_fairness", "fairness", "drama", "spread", "lead_change",
                        "heuristics"]
RECORD_FUNCTIONS = ["standings", "leaders", "count_lead_changes", "winner_drama"]


def _refused(error_type, call):
    with pytest.raises(error_type) as caught:
        call()
    assert len(str(caught.value)) < 300, str(caught.value)
    return str(caught.value)


@pytest.fixture(scope="module")
def sims():
    return SimpleNamespace(rounds=simulate(Rules(players=3), rounds=4, seed=1, workers=1),
                           games=simulate(Rules(players=3), games=2, seed=1, workers=1))


def test_every_public_function_of_the_lab_is_probed():
    probed = set(SIMULATION_FUNCTIONS) | set(RECORD_FUNCTIONS) | {
        "order", "bot_margin", "compare", "compare_rules", "option_effect", "option_effects", "option_readings",
        "rank_options", "compare_games", "wilson"}
    assert {name for name in lab.__all__ if callable(getattr(lab, name))} == probed


@pytest.mark.parametrize("value", WRONG)
def test_lab_functions_refuse_arguments_of_the_wrong_type(value, sims):
    for name in SIMULATION_FUNCTIONS:
        message = _refused(RulesError, lambda: getattr(lab, name)(value))
        assert message.startswith(f"{name}() takes a simulation"), message
    for name in RECORD_FUNCTIONS:
        assert f"{name}() takes a record of a whole game" in _refused(RulesError, lambda: getattr(lab, name)(value))
    assert "order() takes a simulation" in _refused(RulesError, lambda: lab.order(value, bot="random"))
    assert "bot_margin() takes a simulation" in _refused(RulesError, lambda: lab.bot_margin(value, bot="random"))
    assert "compare() takes a simulation" in _refused(RulesError, lambda: lab.compare(sims.rounds, value))
    assert "option_readings() takes a rule option" in _refused(RulesError, lambda: lab.option_readings(value, 1))
    if not isinstance(value, tuple):
        assert "order_sims=...) is a list of simulations" in _refused(
            RulesError, lambda: lab.heuristics(sims.games, order_sims=value, bot="random"))
        assert "(option, value) pairs" in _refused(RulesError, lambda: lab.option_effects(value, rounds=1))
    if not isinstance(value, (tuple, str, type(None))):  # None: the default metrics, options; a text: a metric
        assert "metrics= is a column of round_table" in _refused(
            RulesError, lambda: lab.compare(sims.rounds, sims.rounds, metrics=value))
        assert "metric= is a column of round_table" in _refused(
            RulesError, lambda: lab.option_effect("open_hands", True, metric=value, rounds=1, base=Rules()))
        assert "options= is None, a list of option names" in _refused(
            RulesError, lambda: lab.rank_options(Rules(), options=value, rounds=1))
    assert "a record of a whole game" in _refused(RulesError, lambda: lab.standings(sims.games))


@pytest.mark.parametrize("value", WRONG)
def test_the_statistics_refuse_arguments_of_the_wrong_type(value):
    if value != -3:  # a whole number, refused below as out of range
        assert "successes= is a whole number" in _refused(RulesError, lambda: stats.wilson(value, 5))
    if value != 10**12:  # a count of rounds like any other
        assert "n= is a whole number" in _refused(RulesError, lambda: stats.share(1, value))
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:
        assert "z= is a positive number" in _refused(RulesError, lambda: stats.wilson(1, 5, z=value))
    assert "is a list of numbers" in _refused(RulesError, lambda: stats.mean_ci(value))
    if value is not None and not isinstance(value, (int, float)):
        for call in (lambda: stats.mean_ci([1, value]), lambda: stats.paired([value], [1]),
                     lambda: stats.ratio_ci([1], [value])):
            assert "is a list of numbers" in _refused(RulesError, call)
    assert "successes= is a whole number from 0 to 5, got -3" in _refused(RulesError, lambda: stats.wilson(-3, 5))
    assert "2 tops, 1 bottoms" in _refused(RulesError, lambda: stats.ratio_ci([1, 2], [1]))


@pytest.mark.parametrize("value", WRONG)
def test_the_comparison_and_the_handouts_refuse_arguments_of_the_wrong_type(value, tmp_path):
    if not isinstance(value, int) or isinstance(value, bool):  # None: each game's usual players
        if value is not None:
            assert "players must be a whole number or a sequence of them" in _refused(
                RulesError, lambda: comparison.compare_games(["banker"], players=value))
    else:
        assert "no game given can be played by" in _refused(
            RulesError, lambda: comparison.compare_games(["banker"], players=value))
    assert "compare_games takes game names or Rules objects" in _refused(
        RulesError, lambda: comparison.usual_players(value)) or isinstance(value, str)
    if not isinstance(value, str):  # a text is a folder's name
        assert "the handouts' directory is a path" in _refused(RulesError, lambda: handouts.write_handouts(value))
    if not isinstance(value, tuple):  # a tuple of names: refused as unknown games and languages
        assert "games and langs are lists of names" in _refused(
            RulesError, lambda: handouts.write_handouts(tmp_path, ["joe"], value))
    if not isinstance(value, (tuple, type(None))):  # games=None: every game
        assert "games and langs are lists of names" in _refused(
            RulesError, lambda: handouts.write_handouts(tmp_path, value))
    if not isinstance(value, str):
        assert "a game is named by a string" in _refused(RulesError, lambda: handouts.handout_html(value))
    assert not list(tmp_path.iterdir())


def _no_simulation(*args, **kwargs):
    raise AssertionError("work was started")


@pytest.mark.parametrize("keywords, words", [
    ({"rounds": LIMITS["rounds"] + 1}, f"rounds= is a whole number from 0 to {LIMITS['rounds']:,}"),
    ({"games": LIMITS["games"] + 1}, f"games= is a whole number from 0 to {LIMITS['games']:,}"),
    ({"rounds": 10**12}, f"rounds= is a whole number from 0 to {LIMITS['rounds']:,}"),
    ({"rounds": 1, "workers": 10**12}, f"workers= is a whole number from 1 to {WORKERS}"),
    ({"rounds": 1, "seed": -1}, "a seed is a whole number from 0 to 2**64-1"),
])
def test_counts_over_the_limits_are_refused_at_once(keywords, words, monkeypatch):
    """Refused before the first simulation: ``simulate`` is never called."""
    monkeypatch.setattr(lab_options, "simulate", _no_simulation)
    monkeypatch.setattr(comparison, "simulate", _no_simulation)
    for call in (lambda: lab.option_effects({"open_hands": True}, base=Rules(), **keywords),
                 lambda: lab.option_effect("open_hands", True, base=Rules(), **keywords),
                 lambda: lab.rank_options(Rules(), **keywords),
                 lambda: lab.compare_rules(Rules(), Rules(players=3), **keywords)):
        assert words in _refused(RulesError, call)
    games = {"games": keywords.get("games", 1)} | {k: v for k, v in keywords.items() if k not in ("rounds", "games")}
    if "rounds" in keywords and len(keywords) == 1:
        games = {"games": 1, "skill_games": keywords["rounds"]}
        words = words.replace("rounds=", "skill_games=")
    words = words.replace("from 0 to", "from 1 to") if "games" in keywords else words
    assert words in _refused(RulesError, lambda: comparison.compare_games(["banker"], **games))


def test_a_huge_count_of_whole_games_to_compare_is_refused_at_once(monkeypatch):
    monkeypatch.setattr(comparison, "simulate", _no_simulation)
    message = _refused(RulesError, lambda: comparison.compare_games(["banker"], games=10**12))
    assert message == f"games= is a whole number from 1 to {LIMITS['games']:,}, got 1000000000000"


def test_an_unknown_rule_option_is_named_in_a_short_excerpt():
    message = _refused(RulesError, lambda: lab.option_effect("x" * 10_000, 1, rounds=1, base=spec("zhora").Rules()))
    assert "unknown rule option 'xxxx" in message and "(10002 characters)" in message


def test_the_handouts_cli_reports_an_unwritable_folder_in_one_line(tmp_path, capsys):
    for folder in (tmp_path / ("x" * 300), tmp_path / "a file" / "inside"):
        (tmp_path / "a file").write_text("")
        assert handouts.main([str(folder), "--games", "joe", "--langs", "en"]) == 2
        err = capsys.readouterr().err
        assert err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err, err
        assert "cannot write the handouts into" in err and len(err) < 300


@pytest.fixture(scope="module")
def page_deal_module():
    folder = str(Path(__file__).parents[2] / "notebooks" / "classroom")
    sys.path.insert(0, folder)
    try:
        import page_deal
        yield page_deal
    finally:
        sys.path.remove(folder)


@pytest.mark.parametrize("digits", [4_301, 5_000, 100_000])
def test_a_classroom_seed_of_thousands_of_digits_gets_the_default_deal(page_deal_module, digits):
    voila = {"SERVER_SOFTWARE": "voila/0.5.13"}
    deal = page_deal_module.page_deal({**voila, "QUERY_STRING": "seed=" + "7" * digits})
    assert deal.refused == "7" * 20 and not deal.shared and 0 <= deal.seed < page_deal_module.SEED_LIMIT
    assert "is not a seed" in page_deal_module.deal_note(deal)
    shared = page_deal_module.page_deal({**voila, "ZHORA_SHARED_DEAL": "7" * digits, "QUERY_STRING": "seed=5"})
    assert shared == page_deal_module.Deal(5, False, "")


@pytest.mark.parametrize("change, words", [
    (lambda d: d["position"]["hands"].__setitem__(0, "7♠ " * 1_600_000),
     f"'position.hands[0]' in the save file is a text of 4,800,000 characters, more than the {MAX_TEXT:,}"),
    (lambda d: d.__setitem__("actions", ["draw"] * (MAX_ACTIONS + 1)),
     f"the save file holds {MAX_ACTIONS + 1:,} actions, more than the {MAX_ACTIONS:,}"),
    (lambda d: d["position"].__setitem__("deck", ["7♠"] * (MAX_CARDS + 1)),
     f"'position.deck' in the save file is a list of {MAX_CARDS + 1} entries, more than the {MAX_CARDS}"),
])
def test_a_huge_save_file_is_refused_before_its_cards_are_read(change, words, monkeypatch):
    """Refused by the lengths alone: no card of it is parsed."""
    data = json.loads(saving.save(position(hands=["7♠", "9♠ 2♥"], top="8♠")))
    change(data)
    text = json.dumps(data, ensure_ascii=False)
    monkeypatch.setattr(cards, "parse_card", _no_simulation)
    assert words in _refused(SaveFileError, lambda: saving.load(text))

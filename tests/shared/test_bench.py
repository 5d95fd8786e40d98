"""The benchmarks (bench/): the pairing of runs (bench/engine.py), each engine's run set against its peer's run
right after; the games they measure come from the registry, and their per-game settings name registered games."""

import pytest

from bench import engine, options
from bench.engine import _quartiles, paired_runs
from zhora_core import games


def _measure(name, calls, rates):
    def run(*, seed):
        calls.append((name, seed))
        rate = rates[name][seed]
        return None if rate is None else {"name": name, "decisions_per_s": rate}
    return run


def test_each_engine_run_is_followed_by_its_peer_and_ratios_pair_them():
    calls = []
    rates = {"ours": [200, 100, 300], "peer": [100, 100, 100], "other": [5, 5, 5]}
    engines = {"ours": _measure("ours", calls, rates)}
    peer_measures = {"peer": _measure("peer", calls, rates), "other": _measure("other", calls, rates)}
    runs, ratios = paired_runs(3, engines, {"ours": "peer"}, peer_measures)
    assert calls == [("ours", 0), ("peer", 0), ("other", 0), ("ours", 1), ("peer", 1), ("other", 1),
                     ("ours", 2), ("peer", 2), ("other", 2)]
    assert ratios == {"ours": [2.0, 1.0, 3.0]}
    assert [r["decisions_per_s"] for r in runs["other"]] == [5, 5, 5]
    assert _quartiles(ratios["ours"]) == (1.5, 2.0, 2.5)


def test_a_missing_peer_gives_no_ratio():
    calls = []
    rates = {"ours": [200], "peer": [None]}
    runs, ratios = paired_runs(1, {"ours": _measure("ours", calls, rates)}, {"ours": "peer"},
                               {"peer": _measure("peer", calls, rates)})
    assert ratios == {} and runs["peer"] == [] and len(runs["ours"]) == 1
    assert _quartiles([1.25]) == (1.25, 1.25, 1.25)


def test_the_benchmarks_measure_the_registrys_games_and_their_settings_name_only_those():
    names = games.names()
    assert set(engine.SETTINGS) <= set(names) and set(options.ROUNDS) <= set(names)
    assert options.chosen_games("") == list(names) and options.chosen_games("prsi,zhora") == ["prsi", "zhora"]
    assert all(options.rounds_for(name) >= 10 for name in names)
    assert options.rounds_for("thirteen", 0.5) == 100 and options.rounds_for("no such game") == options.DEFAULT_ROUNDS
    with pytest.raises(SystemExit, match="unknown game.*chess; the games are zhora, joe"):
        options.chosen_games("zhora,chess")


def test_the_save_bench_measures_a_whole_game_that_loads_back():
    from bench import saving

    row = saving.measure("joe", repeats=1)
    assert row["rounds"] >= 1 and row["actions"] > 0 and row["kB"] > 0
    assert all(row[key] >= 0 for key in ("save_ms", "load_ms", "state_save_ms", "state_load_ms"))


def test_the_puzzle_bench_measures_a_whole_bank_and_its_checks():
    from bench import puzzles

    row = puzzles.measure("joe", repeats=1)
    assert row["puzzles"] == 24 and row["bank_ms"] > 0 and row["check_ms"] > 0

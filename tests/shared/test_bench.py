"""The benchmark's pairing of runs (bench/engine.py): each engine's run is set against its peer's run right after."""

from bench.engine import _quartiles, paired_runs


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

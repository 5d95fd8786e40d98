"""The README's promise: ``simulate(..., executor=client.get_executor())`` runs on a Dask cluster and gives the
records of a single-process run (each round and game is seeded on its own, wherever it is played)."""

import pytest

from zhora_core.simulate import simulate
from zhora_core.zhora import Rules

distributed = pytest.importorskip("distributed", reason="distributed is not installed (pip install -e '.[dask]')")


@pytest.fixture(scope="module")
def client():
    """A local cluster of two worker processes on the loopback interface, without a dashboard."""
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as dask_client:
        yield dask_client


@pytest.mark.timeout(180)
@pytest.mark.parametrize("rules, bots, kind, count", [
    (Rules(players=3), ["heuristic", "random", "random"], "rounds", 40),
    (Rules(players=2, turn_stays="skip", restock="shuffle"), ["heuristic", "random"], "games", 4),
])
def test_a_dask_cluster_gives_the_records_of_one_process(client, rules, bots, kind, count):
    assert len(client.scheduler_info()["workers"]) == 2
    alone = simulate(rules, bots=bots, seed=5, workers=1, **{kind: count})
    spread = simulate(rules, bots=bots, seed=5, executor=client.get_executor(), chunk=5, **{kind: count})
    assert spread.complete and len(spread.records) == count
    assert spread == alone
    assert spread.records == alone.records and spread.bots == alone.bots

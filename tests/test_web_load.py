"""A bounded load test on the loopback: 20 clients ask 200 odds questions at once while a run is
going. Every answer is the one the question gets alone, none is lost, and the run's counts are
those of the same run without the load. (`simpoker bench --serve` measures the latencies, with
exact preflop questions and a longer run.)"""
import pytest

pytest.importorskip("fastapi", reason="the web extra is not installed: pip install -e '.[web]'")

from sim.web.load import heads_up_flops, percentile, serving, under_load  # noqa: E402
from sim.web.service import Service  # noqa: E402


def test_two_hundred_questions_from_twenty_clients_during_a_run(tmp_path):
    service = Service(results=tmp_path / "results")
    with serving(service) as url:
        figures = under_load(url, service, heads_up_flops(200), clients=20,
                             run={"game": "yanqui-baseball", "trials": 3 * 10**6, "seed": 11})
    assert figures["answered"] == 200 and figures["wrong"] == []
    assert figures["run_counts_identical"] and figures["run_trials"] == 3 * 10**6
    assert figures["run_going_throughout"], "the questions were not asked during the run"
    assert figures["load_p50_ms"] <= figures["load_p95_ms"]


def test_percentile_by_nearest_rank():
    values = list(range(1, 101))
    assert percentile(values, 50) == 50 and percentile(values, 95) == 95
    assert percentile([3.0], 95) == 3.0 and percentile([], 50) is None

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


def test_ctrl_c_stops_the_server_and_keeps_a_running_job_as_a_partial_result(tmp_path):
    """The real command in its own process: SIGINT while a run is going."""
    import json
    import signal
    import subprocess
    import sys
    import time

    import httpx

    from sim.web.load import free_port

    port = free_port()
    out = tmp_path / "results"
    server = subprocess.Popen([sys.executable, "-m", "sim.cli", "serve", "--port", str(port),
                               "--out", str(out)], stderr=subprocess.PIPE, text=True)
    try:
        lines = []
        while not any(line.startswith("ready:") for line in lines):
            line = server.stderr.readline()
            assert line, f"the server ended before it was ready: {''.join(lines)}"
            lines.append(line)
        assert any(line.startswith("odds kernels loaded in") for line in lines)
        base = f"http://127.0.0.1:{port}"
        job = httpx.post(f"{base}/api/runs", json={"game": "seven-card-stud", "trials": "1e9"}).json()
        while httpx.get(f"{base}/api/jobs/{job['id']}").json()["done"] == 0:
            time.sleep(0.02)
        server.send_signal(signal.SIGINT)
        rest = server.stderr.read()
        assert server.wait(timeout=60) == 0
    finally:
        if server.poll() is None:
            server.kill()
    assert "stopped: seven-card-stud ended partial after" in rest and "simpoker run --resume" in rest
    (folder,) = list(out.glob("seven-card-stud/*"))
    assert json.loads((folder / "summary.json").read_text())["complete"] is False
    assert (folder / "checkpoint.json").exists()

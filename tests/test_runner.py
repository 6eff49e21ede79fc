"""The runner's promises: determinism, interruption and resume, --until-ci, files, statistics."""
import json
import os
import signal
import subprocess
import sys
import time

import numpy as np
import pandas as pd
import pytest
from scipy import stats as sps

import sim
from sim.engine.runner import BLOCK_SIZE, parse_trials
from sim.report.stats import wilson

TRIALS = 5 * BLOCK_SIZE + 123  # a partial last block on purpose


def _counts(**kw):
    return sim.run("yanqui-baseball", trials=TRIALS, write=False, **kw).counts


def test_same_seed_same_counts_and_thread_count_does_not_matter():
    one = _counts(seed=7, threads=1)
    two = _counts(seed=7, threads=2)
    again = _counts(seed=7, threads=2)
    assert np.array_equal(one, two)
    assert np.array_equal(two, again)
    assert not np.array_equal(one, _counts(seed=8, threads=2))


def test_interrupted_then_resumed_equals_uninterrupted(tmp_path):
    full = sim.run("yanqui-baseball", trials=TRIALS, seed=5, out=str(tmp_path), plots=False)
    part = sim.run("yanqui-baseball", trials=TRIALS, seed=5, out=str(tmp_path), plots=False,
                   threads=1, _stop_after_chunks=1)
    assert not part.complete and 0 < part.trials < TRIALS
    summary = json.load(open(os.path.join(part.run_dir, "summary.json")))
    assert summary["complete"] is False
    assert os.path.exists(os.path.join(part.run_dir, "checkpoint.json"))
    done = sim.run(None, resume=part.run_dir, plots=False, threads=2)
    assert done.complete and done.trials == TRIALS
    assert np.array_equal(done.counts, full.counts)
    assert not os.path.exists(os.path.join(part.run_dir, "checkpoint.json"))
    assert json.load(open(os.path.join(part.run_dir, "summary.json")))["complete"] is True


def test_ctrl_c_writes_partial_result_and_resume_completes(tmp_path):
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    cmd = [sys.executable, "-m", "sim.cli", "run", "yanqui-baseball", "--trials", "6e6",
           "--threads", "1", "--out", str(tmp_path), "--no-plots", "--json"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
    root = tmp_path / "yanqui-baseball"
    deadline = time.time() + 120
    while not (root.exists() and any(root.iterdir())) and time.time() < deadline:
        time.sleep(0.05)
    time.sleep(1.0)
    proc.send_signal(signal.SIGINT)
    stdout, stderr = proc.communicate(timeout=120)
    assert "Traceback" not in stderr
    run_dir = next(root.iterdir())
    if proc.returncode == 0:
        pytest.skip("the run finished before the interrupt arrived")
    assert proc.returncode == 130, stderr
    partial = json.loads(stdout)
    assert partial["complete"] is False and 0 < partial["trials"] < 6_000_000
    assert "--resume" in stderr
    resumed = subprocess.run([sys.executable, "-m", "sim.cli", "run", "--resume", str(run_dir), "--json",
                              "--no-plots"], capture_output=True, text=True, env=env, timeout=300)
    assert resumed.returncode == 0, resumed.stderr
    after = json.loads(resumed.stdout)
    assert after["complete"] is True and after["trials"] == 6_000_000
    straight = sim.run("yanqui-baseball", trials=6_000_000, seed=1, write=False)
    assert after["tables"]["winner_category"] == straight.json_tables["winner_category"]


def test_until_ci_stops_when_every_interval_is_narrow_enough():
    res = sim.run("yanqui-baseball", until_ci=0.02, write=False, players=4)
    assert res.complete
    worst = max((e["ci"][1] - e["ci"][0]) / 2 for t in res.json_tables.values() for e in t.values() if "count" in e)
    assert worst <= 0.02
    assert res.meta["trials"] == res.trials and res.trials % BLOCK_SIZE == 0


def test_run_folder_contents_and_contract(tmp_path):
    res = sim.run("yanqui-baseball", trials=40_000, seed=2, out=str(tmp_path))
    files = sorted(os.listdir(res.run_dir))
    assert files == ["counts.json", "report.md", "summary.json", "tables", "tables.parquet", "volatility.png",
                     "wild_rank.png", "winner_category.png"]
    doc = json.load(open(os.path.join(res.run_dir, "summary.json")))
    for key in ("variant", "spec", "players", "trials", "seed", "complete", "options", "policies",
                "elapsed_s", "deals_per_s", "version", "run_dir", "tables"):
        assert key in doc
    for name in ("winner_category", "hand_category", "seat_win", "tie", "wild_rank", "volatility", "events"):
        assert name in doc["tables"]
    for table in doc["tables"].values():
        for entry in table.values():
            assert ("count" in entry and "p" in entry) or "mean" in entry
            assert len(entry["ci"]) == 2 and entry["ci"][0] <= entry["ci"][1]
    assert set(doc["tables"]["wild_rank"]) == {"none", "3", "5", "7", "9"}
    assert abs(sum(e["p"] for e in doc["tables"]["winner_category"].values()) - 1) < 1e-9
    assert abs(sum(e["p"] for e in doc["tables"]["seat_win"].values()) - 1) < 1e-9
    df = pd.read_parquet(os.path.join(res.run_dir, "tables.parquet"))
    assert {"table", "key", "count", "p", "ci_low", "ci_high", "variant", "seed", "trials"} <= set(df.columns)
    # a second run never overwrites the first
    again = sim.run("yanqui-baseball", trials=40_000, seed=2, out=str(tmp_path), plots=False)
    assert again.run_dir != res.run_dir


def test_wilson_matches_scipy():
    counts = np.array([0, 1, 5, 50, 99, 100])
    p, lo, hi = wilson(counts, 100)
    for c, a, b in zip(counts, lo, hi):
        ci = sps.binomtest(int(c), 100).proportion_ci(confidence_level=0.95, method="wilson")
        assert a == pytest.approx(ci.low, abs=1e-9) and b == pytest.approx(ci.high, abs=1e-9)


@pytest.mark.parametrize("text,value", [("1e7", 10**7), ("10000000", 10**7), ("10_000_000", 10**7),
                                        ("2.0e3", 2000), (5, 5)])
def test_trials_parse(text, value):
    assert parse_trials(text) == value


@pytest.mark.parametrize("text", ["0", "-5", "1.5", "abc", "1e", "", "_1"])
def test_trials_reject(text):
    with pytest.raises(sim.UserError):
        parse_trials(text)


def test_memory_is_flat_in_trials():
    """Counts are streamed per chunk: the result holds the same small array at any trial count."""
    small = sim.run("yanqui-baseball", trials=BLOCK_SIZE, write=False)
    large = sim.run("yanqui-baseball", trials=40 * BLOCK_SIZE, write=False)
    assert small.counts.shape == large.counts.shape and small.counts.nbytes < 16384


def test_a_compile_is_announced_and_then_timed():
    """The first run on a machine says it is compiling, and afterwards how long that took; a run
    that compiles nothing says neither."""
    from numba import njit

    from sim.engine.compiling import watch_compiles

    @njit
    def plus_one(x):  # not cached: compiled in every process
        return x + 1

    said = []
    with watch_compiles(said.append, "demo") as watch:
        plus_one(1)
    assert len(said) == 2 and said[0].startswith("compiling the Numba kernels for demo")
    assert said[1] == f"demo: compiled in {watch.seconds:.0f} s, kept in the cache for later runs"
    said.clear()
    with watch_compiles(said.append, "demo"):
        plus_one(2)
    assert said == []

"""The Dask engine (sim/engine/dask_engine.py) on a LocalCluster of two worker processes: counts
identical to the local engine for games of three families, for run and compare, through a worker
killed mid-run, and through Ctrl-C and --resume; its mistakes are one-line errors."""
import os
import signal

import numpy as np
import pytest

pytest.importorskip("distributed")

import sim  # noqa: E402
from sim.engine import dask_engine  # noqa: E402
from sim.errors import UserError  # noqa: E402

from tests.test_cli import run_cli  # noqa: E402

GAMES = (("seven-card-stud", 5), ("five-card-draw", 4), ("texas-holdem", 6))
TRIALS = 1_200_000   # more than one chunk of the two-worker engine (64 blocks of 16,384 deals)


@pytest.fixture(scope="module")
def engine():
    with dask_engine.DaskEngine(workers=2) as e:
        yield e


def _local(spec, players, trials=TRIALS, seed=23):
    return sim.run(spec, players=players, trials=trials, seed=seed, write=False)


@pytest.mark.parametrize("spec,players", GAMES)
def test_counts_equal_the_local_engine(engine, spec, players):
    local = _local(spec, players)
    remote = sim.run(spec, players=players, trials=TRIALS, seed=23, write=False, executor=engine)
    assert remote.complete and remote.trials == local.trials
    assert np.array_equal(remote.counts, local.counts)


def test_a_players_game_file_extending_another_runs_on_the_workers_as_locally(engine, tmp_path):
    """The workers build the plan from the file's text, with what it extends written in."""
    (tmp_path / "base.toml").write_text('extends = "follow-the-queen"\nid = "queen-fours"\n'
                                        '[extra_card]\nranks = ["4"]\n', encoding="utf-8")
    (tmp_path / "house.toml").write_text('extends = "base.toml"\nid = "queen-fours-sixes"\n'
                                         '[extra_card]\nranks = ["4", "6"]\n', encoding="utf-8")
    spec = str(tmp_path / "house.toml")
    local = sim.run(spec, players=5, trials=200_000, seed=3, write=False)
    remote = sim.run(spec, players=5, trials=200_000, seed=3, write=False, executor=engine)
    assert np.array_equal(remote.counts, local.counts)


def test_compare_and_a_policy_sweep_on_the_dask_engine_equal_the_local_ones():
    """compare over three families, on one LocalCluster of its own, and a draw policy sweep."""
    from sim.studies.draw_sweep import policy_sweep

    specs = [spec for spec, _ in GAMES]
    local = sim.compare(specs, metric="winner_category", players=5, trials=300_000, seed=4)
    remote = sim.compare(specs, metric="winner_category", players=5, trials=300_000, seed=4,
                         engine="dask")
    for spec in specs:
        assert np.array_equal(local.results[spec].counts, remote.results[spec].counts)
    a = policy_sweep("five-card-draw", 4, seed=6, trials=100_000)
    b = policy_sweep("five-card-draw", 4, seed=6, trials=100_000, engine="dask")
    assert a.equals(b)


def test_a_worker_killed_mid_run_changes_nothing(engine):
    """One worker process is killed as soon as the second chunk's tasks are out: its tasks run
    again on the other worker (or the restarted one) and the counts are the local engine's."""
    pids = sorted(engine._client.run(os.getpid).values())
    submitted = []

    def kill_once(futures):
        submitted.append(len(futures))
        if len(submitted) == 2:
            os.kill(pids[0], signal.SIGKILL)

    engine._after_submit = kill_once
    try:
        remote = sim.run("seven-card-stud", players=5, trials=2 * TRIALS, seed=31, write=False,
                         executor=engine)
    finally:
        engine._after_submit = None
    assert len(submitted) >= 2 and pids[0] not in engine._client.run(os.getpid).values()
    assert np.array_equal(remote.counts, _local("seven-card-stud", 5, 2 * TRIALS, 31).counts)


def test_ctrl_c_and_resume_give_the_uninterrupted_counts(engine, tmp_path):
    part = sim.run("texas-holdem", players=6, trials=2 * TRIALS, seed=8, out=str(tmp_path),
                   plots=False, executor=engine, _stop_after_chunks=1)
    assert not part.complete and 0 < part.trials < 2 * TRIALS
    done = sim.run(None, resume=part.run_dir, executor=engine)
    assert done.complete
    assert np.array_equal(done.counts, _local("texas-holdem", 6, 2 * TRIALS, 8).counts)


def test_another_version_on_a_worker_is_refused(engine, monkeypatch):
    monkeypatch.setattr(dask_engine, "__version__", "0.0.0-other")
    with pytest.raises(UserError, match="runs simpoker .* this is 0.0.0-other"):
        engine._check_workers()


def test_without_dask_the_engine_says_how_to_install_it(monkeypatch):
    import sys

    monkeypatch.setitem(sys.modules, "distributed", None)
    with pytest.raises(UserError, match=r"pip install 'simpoker\[dask\]'"):
        dask_engine.DaskEngine()


def test_cli_errors_are_one_line_with_exit_2(monkeypatch, capsys):
    monkeypatch.setattr(dask_engine, "CONNECT_TIMEOUT_S", 2)
    for args, text in (
            (["run", "seven-card-stud", "-n", "1e4", "--engine", "dask", "--scheduler",
              "tcp://127.0.0.1:9"], "cannot reach the Dask scheduler"),
            (["run", "seven-card-stud", "-n", "1e4", "--scheduler", "tcp://127.0.0.1:9"],
             "--scheduler is for --engine dask"),
            (["run", "seven-card-stud", "-n", "1e4", "--engine", "spark"], "unknown engine")):
        code, out, err = run_cli(capsys, *args)
        assert code == 2, (args, out, err)
        assert text in err and len(err.strip().splitlines()) == 1, err

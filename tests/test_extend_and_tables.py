"""A finished run extended to more deals (issue 34, 15), and the CSV tables of every run folder
(issue 34, 16)."""
import csv
import json
import math
import os

import numpy as np
import pytest

import sim
from sim.engine.runner import BLOCK_SIZE
from tests.cli_calls import run_cli, one_error_line

GAME = "yanqui-baseball"
SHORT = 5 * BLOCK_SIZE + 123  # a last block cut short: extending must count it again in full
LONG = 9 * BLOCK_SIZE + 77


@pytest.fixture(scope="module")
def finished(tmp_path_factory):
    out = tmp_path_factory.mktemp("runs")
    return sim.run(GAME, trials=SHORT, seed=5, out=str(out), plots=False, threads=1)


def test_an_extended_run_has_the_counts_of_a_fresh_run_and_a_folder_of_its_own(finished):
    before = open(os.path.join(finished.run_dir, "summary.json")).read()
    lines = []
    longer = sim.run(None, resume=finished.run_dir, trials=LONG, threads=2, log=lines.append)
    fresh = sim.run(GAME, trials=LONG, seed=5, write=False, threads=1)
    assert longer.complete and longer.trials == LONG
    assert np.array_equal(longer.counts, fresh.counts)
    assert longer.json_tables == fresh.json_tables
    # a new folder beside the old one, which is left as it was
    assert longer.run_dir != finished.run_dir
    assert os.path.dirname(longer.run_dir) == os.path.dirname(finished.run_dir)
    assert open(os.path.join(finished.run_dir, "summary.json")).read() == before
    doc = json.load(open(os.path.join(longer.run_dir, "summary.json")))
    assert doc["trials"] == LONG and doc["complete"] is True
    assert doc["extends"] == {"run_dir": finished.run_dir, "trials": SHORT}
    assert f"to {LONG:,} deals" in lines[0] and f"from {SHORT:,} deals" in lines[0]
    # an extension extends again, from a whole number of blocks this time
    again = sim.run(None, resume=longer.run_dir, trials=12 * BLOCK_SIZE, threads=1)
    assert np.array_equal(again.counts, sim.run(GAME, trials=12 * BLOCK_SIZE, seed=5, write=False).counts)


def test_a_folder_without_its_counts_is_dealt_again_with_the_same_result(finished, tmp_path):
    import shutil

    old = str(tmp_path / "old")
    shutil.copytree(finished.run_dir, old)
    os.remove(os.path.join(old, "counts.json"))  # as written before runs kept their counts
    lines = []
    longer = sim.run(None, resume=old, trials=LONG, threads=2, log=lines.append)
    assert "dealing all of them again" in lines[0]
    assert np.array_equal(longer.counts, sim.run(GAME, trials=LONG, seed=5, write=False).counts)


def test_an_interrupted_run_resumes_to_a_new_target(tmp_path):
    part = sim.run(GAME, trials=6 * BLOCK_SIZE, seed=3, out=str(tmp_path), plots=False, threads=1,
                   _stop_after_chunks=1)
    assert not part.complete
    done = sim.run(None, resume=part.run_dir, trials=LONG, threads=1)
    assert done.run_dir == part.run_dir and done.trials == LONG
    assert np.array_equal(done.counts, sim.run(GAME, trials=LONG, seed=3, write=False).counts)


def test_extension_mistakes_are_one_line(capsys, finished):
    code, _, err = run_cli(capsys, "run", "--resume", finished.run_dir, "--trials", str(SHORT - 1))
    assert code == 2
    assert one_error_line(err) == (f"error: --trials {SHORT - 1:,} is fewer than the {SHORT:,} "
                                   f"deals {finished.run_dir} already has")
    code, _, err = run_cli(capsys, "run", "--resume", finished.run_dir, "--trials", str(SHORT))
    assert code == 2 and "give more --trials to extend it" in one_error_line(err)
    code, _, err = run_cli(capsys, "run", "--resume", finished.run_dir)
    assert code == 2 and "give --trials N to extend it" in one_error_line(err)


def test_extension_through_the_command_line(capsys, finished):
    code, out, err = run_cli(capsys, "run", "--resume", finished.run_dir, "--trials", str(LONG),
                             "--threads", "1", "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["trials"] == LONG and doc["extends"]["run_dir"] == finished.run_dir
    assert doc["tables"] == sim.run(GAME, trials=LONG, seed=5, write=False).json_tables


# 16. tables/*.csv ---------------------------------------------------------------------------------

def _read_csv(path):
    with open(path, newline="") as f:
        return list(csv.reader(f))


def _same(cell, value):
    if value is None or isinstance(value, float) and math.isnan(value):
        return cell == ""
    if isinstance(value, bool):
        return cell == str(value).lower()
    return float(cell) == value


@pytest.mark.parametrize("complete", [True, False])
def test_every_table_is_a_csv_file_that_agrees_with_the_summary(tmp_path, complete):
    res = sim.run(GAME, trials=3 * BLOCK_SIZE, seed=2, out=str(tmp_path), plots=False, threads=1,
                  _stop_after_chunks=None if complete else 0)
    doc = json.load(open(os.path.join(res.run_dir, "summary.json")))
    folder = os.path.join(res.run_dir, "tables")
    assert sorted(os.listdir(folder)) == sorted(f"{name}.csv" for name in doc["tables"])
    for name, table in doc["tables"].items():
        rows = _read_csv(os.path.join(folder, f"{name}.csv"))
        header = rows[0]
        assert header[:6] == ["key", "count", "p", "mean", "ci_low", "ci_high"]
        assert [r[0] for r in rows[1:]] == list(table)
        for row, (key, entry) in zip(rows[1:], table.items()):
            cells = dict(zip(header, row))
            for col, field in (("count", "count"), ("p", "p"), ("mean", "mean")):
                assert _same(cells[col], entry.get(field)), (name, key, col)
            assert _same(cells["ci_low"], entry["ci"][0]) and _same(cells["ci_high"], entry["ci"][1])
            for extra in header[6:]:
                assert _same(cells[extra], entry.get(extra)), (name, key, extra)

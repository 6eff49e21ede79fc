"""The bugs a newcomer's first hour found (issue 13), each pinned by a test that failed before."""
import json
import os
import signal
import stat
import subprocess
import sys
import time

import numpy as np
import pytest

import sim
from sim.engine.runner import BLOCK_SIZE, MAX_TRIALS, add_counts, parse_trials
from tests.cli_calls import run_cli, one_error_line

ENV = dict(os.environ, PYTHONUNBUFFERED="1")


# 1. trials past what the runner counts exactly ---------------------------------------------------

@pytest.mark.parametrize("text", ["1e19", "1e20", "1e99", "9.3e18", str(MAX_TRIALS + 1)])
def test_too_many_trials_is_one_line_exit_2(capsys, tmp_path, text):
    code, out, err = run_cli(capsys, "run", "yanqui-baseball", "--trials", text, "--out", str(tmp_path))
    assert code == 2 and out == ""
    assert "too many trials" in one_error_line(err)
    assert not any(tmp_path.iterdir())


def test_trials_with_a_fraction_and_exponent_are_whole_numbers():
    assert parse_trials("2.5e6") == 2_500_000
    assert parse_trials("9.3e10") == 93_000_000_000
    assert parse_trials(MAX_TRIALS) == MAX_TRIALS
    with pytest.raises(sim.UserError, match="whole number"):
        parse_trials("2.55e1")


def test_no_counter_can_wrap_past_int64():
    counts = np.array([np.iinfo(np.int64).max - 5, 0], dtype=np.int64)
    with pytest.raises(OverflowError):
        add_counts(counts, np.array([[3, 1], [3, 1]], dtype=np.int64))
    assert list(add_counts(counts, np.array([[2, 1], [3, 1]], dtype=np.int64))) == [np.iinfo(np.int64).max, 2]


# 2. a run that fails leaves no folder ----------------------------------------------------------

@pytest.mark.parametrize("args", [["--threads", "99"], ["--trials", "1e19"], ["--opt", "nope=1"],
                                  ["--players", "9"], ["--until-ci", "0.9"]])
def test_a_failed_run_leaves_no_folder(capsys, tmp_path, args):
    code, _, err = run_cli(capsys, "run", "yanqui-baseball", "--out", str(tmp_path), *args)
    assert code == 2, err
    assert list(tmp_path.iterdir()) == []


# 3 and 4. Ctrl-C stops compare and hands ---------------------------------------------------------

def _interrupt_after(cmd, needle, timeout=300):
    """Start ``cmd``, send SIGINT once ``needle`` shows on stderr, return (code, stdout, stderr)."""
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV, text=True)
    seen = []
    deadline = time.time() + timeout
    while time.time() < deadline:
        line = proc.stderr.readline()
        if not line:
            break
        seen.append(line)
        if needle in line:
            proc.send_signal(signal.SIGINT)
            break
    stdout, rest = proc.communicate(timeout=timeout)
    return proc.returncode, stdout, "".join(seen) + rest


def test_ctrl_c_stops_the_whole_comparison_and_writes_what_it_has(tmp_path):
    code, out, err = _interrupt_after(
        [sys.executable, "-m", "sim.cli", "compare", "yanqui-baseball", "baseball", "--trials", "1e10",
         "--players", "4", "--threads", "1", "--out", str(tmp_path)], "deals, about")
    assert code == 130, err
    assert "Traceback" not in err
    assert "partial" in out and "partial" in err
    assert "baseball" not in out.replace("yanqui-baseball", "")  # the second game never ran
    [folder] = (tmp_path / "compare").iterdir()  # the partial game written, marked
    md = (folder / "compare-volatility.md").read_text()
    assert "not run: baseball" in md and "yanqui-baseball (partial: " in md


def test_ctrl_c_stops_hands_sampling_with_a_partial_table(tmp_path):
    code, out, err = _interrupt_after(
        [sys.executable, "-m", "sim.cli", "hands", "--cards", "7", "--trials", "1e11", "--threads", "1",
         "--json"], "hands, about")
    assert code == 130, err
    doc = json.loads(out)
    assert doc["complete"] is False and doc["target"] == 10**11
    assert 0 < doc["trials"] < 10**11
    assert sum(e["count"] for e in doc["tables"]["hand_category"].values()) == doc["trials"]


# 5. files follow the umask -----------------------------------------------------------------------

@pytest.mark.parametrize("umask,mode", [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_files_follow_the_umask(tmp_path, umask, mode):
    old = os.umask(umask)
    try:
        res = sim.run("yanqui-baseball", trials=BLOCK_SIZE, out=str(tmp_path), plots=False)
    finally:
        os.umask(old)
    for folder, _, names in os.walk(res.run_dir):  # tables/ holds the CSV files
        for name in names:
            assert stat.S_IMODE(os.stat(os.path.join(folder, name)).st_mode) == mode, name


# 6. README names that must exist after `import sim` ----------------------------------------------

def test_readme_api_names_exist_after_import_sim():
    code = "import sim; sim.studies.countdown.sensitivity; sim.compare; sim.hand_distribution; sim.HandRule; sim.ranks"
    subprocess.run([sys.executable, "-c", code], check=True)


# 7. --until-ci: probabilities only, and which entry decided ----------------------------------------

def test_until_ci_names_the_entry_that_decided_the_stop():
    res = sim.run("yanqui-baseball", until_ci=0.02, write=False, players=4)
    by = res.meta["stopped_by"]
    entry = res.json_tables[by["table"]][by["key"]]
    assert "p" in entry and by["half_width"] <= 0.02
    assert by["half_width"] == pytest.approx((entry["ci"][1] - entry["ci"][0]) / 2)
    widest = max((e["ci"][1] - e["ci"][0]) / 2 for t in res.json_tables.values() for e in t.values() if "p" in e)
    assert by["half_width"] == pytest.approx(widest)
    assert res.to_dict()["stopped_by"] == by


# 8. a joker named in --wild ----------------------------------------------------------------------

@pytest.mark.parametrize("args", [["--wild", "Xa"], ["--wild", "Xb", "--jokers", "1"], ["--wild", "2,Xa"]])
def test_hands_refuses_a_joker_in_wild(capsys, args):
    code, out, err = run_cli(capsys, "hands", "--cards", "5", *args)
    assert code == 2 and out == ""
    assert "--jokers" in one_error_line(err)


# rough edges --------------------------------------------------------------------------------------

def test_bare_command_prints_help_and_version():
    bare = subprocess.run([sys.executable, "-m", "sim.cli"], capture_output=True, text=True, env=ENV)
    assert bare.returncode == 0 and "Usage:" in bare.stdout and "Commands" in bare.stdout
    assert bare.stderr == ""
    short = subprocess.run([sys.executable, "-m", "sim.cli", "run", "-h"], capture_output=True, text=True)
    assert short.returncode == 0 and "--until-ci" in short.stdout
    assert "<list" not in short.stdout and "KEY=VALUE" in short.stdout
    version = subprocess.run([sys.executable, "-m", "sim.cli", "--version"], capture_output=True, text=True)
    assert version.stdout.strip() == f"simpoker {sim.__version__}"


def test_game_ids_are_case_insensitive(capsys):
    code, out, _ = run_cli(capsys, "show", "Yanqui-Baseball")
    assert code == 0 and "yanqui-baseball" in out


def test_show_names_sources_in_words(capsys):
    for variant in sim.all_variants():
        code, out, _ = run_cli(capsys, "show", variant.id)
        assert code == 0 and ".txt" not in out, variant.id


def test_piped_output_is_not_wrapped(tmp_path):
    p = subprocess.run([sys.executable, "-m", "sim.cli", "show", "yanqui-baseball"], capture_output=True,
                       text=True, env=dict(ENV, COLUMNS="40"))
    assert p.returncode == 0
    options = [ln for ln in p.stdout.splitlines() if ln.startswith("  buy_fours")]
    assert len(options) == 1 and len(options[0]) > 40


def test_interrupted_run_says_partial_and_records_the_target(capsys, tmp_path):
    part = sim.run("yanqui-baseball", trials=6 * BLOCK_SIZE, seed=3, out=str(tmp_path), plots=False,
                   threads=1, _stop_after_chunks=1)
    doc = json.load(open(os.path.join(part.run_dir, "summary.json")))
    assert doc["complete"] is False and doc["trials_target"] == 6 * BLOCK_SIZE
    assert doc["trials"] == part.trials < 6 * BLOCK_SIZE
    lines = []
    done = sim.run(None, resume=part.run_dir, log=lines.append)
    assert done.complete
    assert "of 98,304 deals" in lines[0] and "block" not in lines[0]
    assert not any(name.endswith(".png") for name in os.listdir(part.run_dir))  # kept --no-plots


def test_compare_keeps_order_json_and_readable_print(capsys, tmp_path):
    specs = ["yanqui-baseball(buy_fours=false)", "follow-the-queen", "yanqui-baseball"]
    code, out, err = run_cli(capsys, "compare", *specs, "--metric", "wild_rank", "--trials", "2e4",
                             "--players", "4", "--out", str(tmp_path), "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert [g["spec"] for g in doc["games"]] == specs and doc["complete"] is True
    md = open(os.path.join(doc["folder"], "compare-wild_rank.md")).read()
    assert "players: 4" in md and "seed: 1" in md and "20,000" in md
    c = sim.compare(specs, metric="wild_rank", trials=20_000, players=4)
    assert list(c.wide().columns) == specs
    assert "%" in c.wide().iloc[0, 0]
    assert "array" not in repr(c) and len(repr(c)) < 400


def test_show_long_prints_the_shipped_long_form(capsys):
    import tomllib
    from pathlib import Path

    code, out, _ = run_cli(capsys, "show", "hot-tuna", "--long")
    assert code == 0 and out.startswith("# Hot Tuna") and "Zevon" in out
    code, out, _ = run_cli(capsys, "show", "hot-tuna")
    assert "docs/" not in out and "show hot-tuna --long" in out
    pyproject = tomllib.loads((Path(__file__).resolve().parent.parent / "pyproject.toml").read_text())
    assert "rules/*.md" in pyproject["tool"]["setuptools"]["package-data"]["sim"]  # installed too

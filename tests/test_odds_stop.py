"""Ctrl-C in `simpoker odds`, in real processes: in every family, enumerated or sampled, a long
count says how long it will take, and a SIGINT once it is under way ends it within 2 s with exit
code 130 and the answer so far, marked partial, its counts adding up. Also `run --until-ci`'s
estimate. Two Numba threads; each game's kernels are compiled once per worktree (the disk cache)."""
import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ESTIMATE = "Ctrl-C stops"


def interrupt(*args, wait_for=ESTIMATE, limit_s=90):
    """(exit code, stdout, stderr, seconds from the SIGINT to the exit) of ``python -m sim.cli
    ARGS`` sent a SIGINT once a stderr line holds ``wait_for``."""
    env = dict(os.environ, NUMBA_NUM_THREADS="2", PYTHONUNBUFFERED="1")
    proc = subprocess.Popen([sys.executable, "-m", "sim.cli", *args], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    watchdog = threading.Timer(limit_s, proc.kill)
    watchdog.start()
    seen = []
    out = []
    reader = threading.Thread(target=lambda: out.append(proc.stdout.read()))
    reader.start()  # a full stdout pipe must not hold the child up
    try:
        for line in proc.stderr:
            seen.append(line)
            if wait_for in line:
                break
        else:
            pytest.fail(f"no line with {wait_for!r} before the exit: {''.join(seen)}")
        sent = time.monotonic()
        proc.send_signal(signal.SIGINT)
        rest = proc.stderr.read()
        code = proc.wait()
        elapsed = time.monotonic() - sent
        reader.join()
    finally:
        watchdog.cancel()
        if proc.poll() is None:
            proc.kill()
    return code, out[0], "".join(seen) + rest, elapsed


def assert_partial(answer):
    """A partial answer whose counts add up over the completions it counted."""
    n = answer["trials"]
    assert answer["complete"] is False and 0 < n < answer["planned"]
    tables = answer["tables"]
    assert abs(sum(e["count"] for e in tables["equity"].values()) - n) < 1e-6 * n
    assert sum(e["count"] for e in tables["hand_category"].values()) == n
    assert sum(e["count"] for e in tables["win"].values()) <= n
    for seat, e in tables["win"].items():
        assert e["count"] + tables["tie"][seat]["count"] <= n
    for table in tables.values():
        for e in table.values():
            assert e["p"] == pytest.approx(e["count"] / n)


CASES = {
    "board sampled": ["omaha", "--hand", "AsKsQdJd", "--players", "5", "--board", "2s9dTh",
                      "-n", "1e9"],
    "board exact": ["omaha", "--hand", "AsKsQdJd", "--board", "2s9dTh4c", "--players", "2"],
    "board ranges": ["texas-holdem", "--hand", "AsKs", "--range", "QQ+,AKs", "--players", "4",
                     "-n", "1e9"],
    "board through its kernel": ["pineapple", "--hand", "AsKdQh", "--board", "Th7c2d",
                                 "--players", "3", "-n", "1e9"],
    "stud sampled": ["seven-card-stud", "--hand", "8sAd/JsJd2h9h", "--hand", "5c8d/7sTd6cTs",
                     "-n", "1e9"],
    # 491,400 orders of the four cards to come, some seconds (a game whose orders are not
    # grouped: its side pot goes to a spade, so every suit matters)
    "stud exact": ["high-chicago", "--hand", "8sAd/JsJd2h9h", "--hand", "5c8d/7sTd6cTs",
                   "--hand", "3c3d/4s4h5s6s", "--hand", "KcKd/QcQdJcJh"],
    "draw sampled": ["five-card-draw", "--hand", "9s9h2c5d7h", "--players", "3", "-n", "1e9"],
}


def in_process(args, trials):
    """The answer of the command line ``args`` with ``trials`` completions, in this process."""
    from sim import odds

    kwargs = {"hands": [], "ranges": []}
    names = {"--hand": "hands", "--range": "ranges", "--board": "board", "--players": "players",
             "-n": "trials"}
    for flag, value in zip(args[1::2], args[2::2]):
        if isinstance(kwargs.get(names[flag]), list):
            kwargs[names[flag]].append(value)
        else:
            kwargs[names[flag]] = int(value) if flag == "--players" else value
    kwargs["trials"] = trials
    return odds(args[0], **kwargs)


@pytest.mark.parametrize("case", list(CASES))
def test_ctrl_c_stops_odds_with_the_answer_so_far(case):
    code, out, err, elapsed = interrupt("odds", *CASES[case], "--json")
    assert code == 130, err
    assert elapsed < 2, f"{elapsed:.2f} s from the SIGINT to the exit"
    assert "Traceback" not in err
    answer = json.loads(out)
    assert answer["exact"] == (case.endswith("exact"))
    assert_partial(answer)
    if not answer["exact"]:  # whole seeded blocks: the sample --trials of that size gives
        whole = in_process(CASES[case], answer["trials"])
        assert whole["complete"] and whole["tables"] == answer["tables"]


def test_ctrl_c_prints_the_partial_table():
    code, out, err, elapsed = interrupt("odds", *CASES["stud sampled"])
    assert code == 130 and elapsed < 2, err
    assert "partial (Ctrl-C): " in out and " of 1,000,000,000 completions sampled" in out
    assert "seats" in out and "the hero's final hand" in out


def test_until_ci_odds_says_how_long_and_stops():
    code, out, err, elapsed = interrupt("odds", "omaha", "--hand", "AsKsQdJd", "--players", "5",
                                        "--board", "2s9dTh", "--until-ci", "1e-4", "--json")
    assert code == 130 and elapsed < 2, err
    assert "until every interval is at most ±0.0001" in err
    answer = json.loads(out)
    assert answer["complete"] is False and answer["planned"] is None
    assert answer["trials"] % (1 << 14) == 0  # whole blocks: a smaller fixed sample


def test_run_until_ci_says_how_long(tmp_path):
    code, out, err, elapsed = interrupt("run", "texas-holdem", "--until-ci", "2e-4", "--threads",
                                        "1", "--out", str(tmp_path), "--no-plots",
                                        wait_for="more, about")
    assert code == 130, err
    assert "the widest interval ±" in err and "against ±0.0002: about" in err

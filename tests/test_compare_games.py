"""`simpoker compare` (issue 34, 15): one game at two sizes or option sets, score games by their own
tables, and a Ctrl-C that keeps the games finished."""
import json
import os
import signal
import subprocess
import sys
import time

import pytest

import sim
from sim.studies.compare import compare, compare_to_folder
from tests.cli_calls import run_cli

ENV = dict(os.environ, PYTHONUNBUFFERED="1")


def test_a_spec_names_its_own_players():
    from sim.studies.compare import split_players

    assert split_players("yanqui-baseball(players=5)") == ("yanqui-baseball", "5")
    assert split_players("five-card-draw(wild=3,9, players=4)") == ("five-card-draw(wild=3,9)", "4")
    assert split_players("five-card-draw(wild=2)") == ("five-card-draw(wild=2)", None)
    with pytest.raises(sim.UserError):
        split_players("yanqui-baseball(players=5,players=6)")


def test_one_game_at_two_sizes_and_with_two_option_sets_gives_a_column_each(tmp_path):
    specs = ["five-card-draw(players=4)", "five-card-draw(wild=2, players=4)", "five-card-draw(players=5)"]
    c, folder = compare_to_folder(specs, out=str(tmp_path), metric="winner_category", trials=20_000,
                                  seed=3, threads=1)
    labels = ["five-card-draw(players=4)", "five-card-draw(wild=2,players=4)", "five-card-draw(players=5)"]
    assert list(c.wide().columns) == labels
    for label, spec, players in zip(labels, ["five-card-draw", "five-card-draw(wild=2)", "five-card-draw"],
                                    [4, 4, 5]):
        solo = sim.run(spec, players=players, trials=20_000, seed=3, write=False)
        assert c.results[label].json_tables == solo.json_tables
    doc = json.load(open(os.path.join(folder, "compare-winner_category.json")))
    assert [(g["spec"], g["players"]) for g in doc["games"]] == [
        ("five-card-draw", 4), ("five-card-draw(wild=2)", 4), ("five-card-draw", 5)]
    assert "each game's own" in c.heading()
    # the same sizes everywhere: plain labels; the same game twice: refused before it runs
    same = compare(["five-card-draw(players=4)", "five-card-draw(wild=2)"], metric="winner_category",
                   trials=1000, players=4)
    assert list(same.results) == ["five-card-draw", "five-card-draw(wild=2)"]
    with pytest.raises(sim.UserError, match="given twice"):
        compare(["five-card-draw(players=4)", "FIVE-CARD-DRAW"], players=4, trials=10**9)


def test_score_games_compare_by_their_own_tables(capsys, tmp_path):
    code, out, err = run_cli(capsys, "compare", "727", "333", "--trials", "2e4", "--threads", "1",
                             "--out", str(tmp_path), "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["metric"] == "seat_win" and [g["spec"] for g in doc["games"]] == ["727", "333"]
    assert all(len(g["table"]) == 6 for g in doc["games"])
    c = compare(["727", "333"], metric="high_winning_total", trials=20_000, threads=1)
    assert "27" in c.wide().index and all(c.wide()[col].str.contains("%").any() for col in c.wide())
    events = compare(["in-between", "screw-your-neighbor"], metric="events", trials=5_000, threads=1)
    assert "game_length" in events.wide().index
    code, out, err = run_cli(capsys, "compare", "727", "333", "--metric", "volatility", "--trials", "1e9",
                             "--out", str(tmp_path))
    assert code == 2 and out == ""
    assert err.strip() == ("error: 727, 333 do not report volatility; every game here reports "
                           "declare, events, high_winning_total, low_winning_total, seat_win, tie")


def test_ctrl_c_keeps_the_games_finished_in_a_folder(tmp_path):
    """SIGINT as the second game starts: the first is written complete, the second partial or not
    run, the third not run; exit code 130."""
    cmd = [sys.executable, "-m", "sim.cli", "compare", "yanqui-baseball", "five-card-draw", "seven-card-stud",
           "--players", "4", "--trials", "3e5", "--threads", "1", "--out", str(tmp_path), "--json"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV, text=True)
    seen = []
    deadline = time.time() + 300
    while time.time() < deadline:
        line = proc.stderr.readline()
        if not line:
            break
        seen.append(line)
        if "game 2 of 3" in line:
            proc.send_signal(signal.SIGINT)
            break
    stdout, rest = proc.communicate(timeout=300)
    err = "".join(seen) + rest
    assert proc.returncode == 130, err
    assert "Traceback" not in err and "written: " in err
    doc = json.loads(stdout)
    assert doc["complete"] is False and "seven-card-stud" in doc["not_run"]
    first = doc["games"][0]
    assert (first["spec"], first["complete"], first["trials"]) == ("yanqui-baseball", True, 300_000)
    if len(doc["games"]) == 2:
        assert doc["games"][1]["complete"] is False and 0 < doc["games"][1]["trials"] < 300_000
    else:
        assert doc["not_run"] == ["five-card-draw", "seven-card-stud"]
    folder = doc["folder"]
    assert sorted(os.listdir(folder)) == [f"compare-volatility.{ext}" for ext in ("json", "md", "parquet", "png")]
    assert json.load(open(os.path.join(folder, "compare-volatility.json")))["games"] == doc["games"]
    assert "Partial: Ctrl-C stopped the comparison; not run: " in open(
        os.path.join(folder, "compare-volatility.md")).read()

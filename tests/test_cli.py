"""The command line: bad input is one line on stderr with exit code 2; good input works."""
import json
import subprocess
import sys

import pytest

from tests.cli_calls import run_cli


BAD = [
    (["run", "yanqui-basebal"], "did you mean yanqui-baseball"),
    (["run", "no-such-game"], "unknown variant"),
    (["run", "yanqui-baseball", "--opt", "colour=red"], "unknown option"),
    (["run", "yanqui-baseball(buy_fours=maybe)"], "invalid value"),
    (["run", "yanqui-baseball", "--opt", "buy_fours"], "key=value"),
    (["run", "yanqui-baseball", "--policy", "buy=sometimes"], "unknown policy"),
    (["run", "yanqui-baseball", "--players", "8"], "2 to 7 players"),
    (["run", "yanqui-baseball", "--players", "1"], "2 to 7 players"),
    (["run", "yanqui-baseball", "--players", "abc"], "error"),
    (["run", "yanqui-baseball", "--trials", "0"], "trials"),
    (["run", "yanqui-baseball", "--trials", "-5"], "trials"),
    (["run", "yanqui-baseball", "--trials", "1.5"], "trials"),
    (["run", "yanqui-baseball", "--trials", "abc"], "trials"),
    (["run", "yanqui-baseball", "--trials", "10", "--until-ci", "0.01"], "not both"),
    (["run", "yanqui-baseball", "--threads", "99"], "threads"),
    (["show", "nope"], "unknown variant"),
    (["hands", "--cards", "5", "--wild", "Zz"], "unknown wild spec"),
    (["hands", "--cards", "5", "--wild", "11"], "unknown wild spec"),
    (["hands", "--cards", "5", "--wild", "Js,Jh,Js"], "duplicate"),
    (["hands", "--cards", "5", "--wild", "3,9,3"], "duplicate"),
    (["hands", "--cards", "5", "--wild", "Zz,Js"], "unknown wild spec"),
    (["hands", "--cards", "60"], "outside"),
    (["hands", "--cards", "0"], "outside"),
    (["hands", "--cards", "3", "--best", "5"], "more than"),
    (["hands", "--cards", "5", "--best", "6"], "best must be"),
    (["hands", "--cards", "5", "--deck", "pinochle"], "unknown deck"),
    (["hands", "--cards", "5", "--low", "a7"], "unknown low"),
    (["hands", "--cards", "5", "--bug", "--bug-ace"], "not both"),
    (["hands", "--cards", "5", "--jokers", "3"], "jokers"),
    (["hands", "--cards", "5", "--deck", "spanish", "--wild", "2"], "spanish"),
    (["hands", "--cards", "5", "--trials", "0"], "trials"),
    (["hands", "--cards", "5", "--exact", "--trials", "100"], "not both"),
    (["run", "--resume", "/nonexistent/run"], "no checkpoint"),
    (["frobnicate"], "No such command"),
]


@pytest.mark.parametrize("args,needle", BAD, ids=[" ".join(a) for a, _ in BAD])
def test_bad_input_is_one_line_exit_2(capsys, args, needle):
    code, out, err = run_cli(capsys, *args)
    assert code == 2
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert len(lines) == 1, err
    assert lines[0].startswith("error:")
    assert needle.lower() in lines[0].lower()
    assert "Traceback" not in err and out == ""


def test_bad_input_in_a_real_process_has_no_traceback():
    for args in (["run", "yanqui-baseball", "--trials", "1.5"], ["hands", "--cards", "5", "--wild", "Js,Js,Zq"]):
        p = subprocess.run([sys.executable, "-m", "sim.cli", *args], capture_output=True, text=True)
        assert p.returncode == 2
        assert "Traceback" not in p.stderr and p.stderr.count("\n") == 1


def test_list_and_show(capsys):
    code, out, _ = run_cli(capsys, "list", "--json")
    assert code == 0
    ids = [v["id"] for v in json.loads(out)]
    assert "yanqui-baseball" in ids
    code, out, _ = run_cli(capsys, "show", "yanqui-baseball")
    assert code == 0
    for needle in ("buy_fours", "queen_of_hearts", "always", "never", "Options", "Decisions", "source"):
        assert needle in out


def test_hands_json_exact(capsys):
    code, out, _ = run_cli(capsys, "hands", "--cards", "5", "--exact", "--json")
    assert code == 0
    doc = json.loads(out)
    assert doc["exact"] is True and doc["trials"] == 2_598_960
    assert doc["tables"]["hand_category"]["full-house"]["count"] == 3744


def test_hands_sampled_with_wilds_and_jokers(capsys):
    code, out, _ = run_cli(capsys, "hands", "--cards", "7", "--wild", "3,9", "--jokers", "2",
                           "--trials", "20000", "--seed", "4", "--json")
    assert code == 0
    doc = json.loads(out)
    assert doc["exact"] is False and doc["trials"] == 20000
    table = doc["tables"]["hand_category"]
    assert sum(e["count"] for e in table.values()) == 20000
    assert table["five-of-a-kind"]["count"] > 0
    assert all(e["ci"][0] <= e["p"] <= e["ci"][1] for e in table.values())


def test_hands_wild_cards_and_low(capsys):
    code, out, _ = run_cli(capsys, "hands", "--cards", "5", "--wild", "Js,Jh", "--exact", "--json")
    assert code == 0 and json.loads(out)["tables"]["hand_category"]["five-of-a-kind"]["count"] > 0
    code, out, _ = run_cli(capsys, "hands", "--cards", "5", "--low", "a6", "--exact", "--json")
    table = json.loads(out)["tables"]["hand_category"]
    assert code == 0 and table["5-low"]["count"] == 0 and table["6-low"]["count"] == 4 * (4 ** 5 - 4)


def test_run_json_contract(capsys, tmp_path):
    code, out, err = run_cli(capsys, "run", "yanqui-baseball(buy_fours=false)", "--players", "5",
                             "--trials", "2e4", "--seed", "9", "--json", "--out", str(tmp_path), "--no-plots")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["spec"] == "yanqui-baseball(buy_fours=false)" and doc["players"] == 5
    assert doc["trials"] == 20000 and doc["complete"] is True and doc["seed"] == 9
    assert doc["tables"]["events"]["extra_cards"]["mean"] == 0
    assert doc["run_dir"].startswith(str(tmp_path))


def test_show_keeps_the_rules_lines_and_folds_only_long_ones(capsys):
    """`show` prints each game's rule lines as written and folds only lines past 100 characters
    (a policy's long sentence), for every game."""
    import sim

    for v in sim.all_variants():
        code, out, _ = run_cli(capsys, "show", v.id)
        assert code == 0
        printed = out.splitlines()
        assert all(len(line) <= 100 for line in printed), v.id
        for line in v.rules.splitlines():
            if len(line) <= 100:
                assert line in printed, (v.id, line)

"""What a player meets first (issue 34): bad --out, options given twice, numbers, game names and
aliases, and the words of labels and errors. Each error is one exact line on stderr, exit 2;
everything here is refused before a kernel runs, so the file needs no compiled game."""
import os
from types import SimpleNamespace

import pytest

from sim.errors import UserError
from tests.cli_calls import run_cli


def no_work(monkeypatch):
    """Any simulation or odds computation started fails the test: the checks come first."""
    import sim.studies.odds_answer
    import sim.engine.runner

    def started(*a, **k):
        raise AssertionError("work started before the input was checked")

    monkeypatch.setattr(sim.engine.runner, "load_numba_target", started)
    monkeypatch.setattr(sim.engine.runner, "_execute", started)
    monkeypatch.setattr(sim.studies.odds_answer, "odds", started)


# --- point 3: a bad --out, one line before any work ---------------------------------------------

def _bad_outs(tmp_path):
    a_file = tmp_path / "a-file"
    a_file.write_text("x")
    return [(str(a_file), f"--out {a_file} is not a folder"),
            ("/dev/null", "--out /dev/null is not a folder"),
            (str(a_file / "sub"), f"--out {a_file / 'sub'}: cannot make the folder, as {a_file} is not a folder")]


COMMANDS = {
    "run": ["run", "seven-card-stud", "--trials", "1e3"],
    "compare": ["compare", "seven-card-stud", "baseball", "--trials", "1e3"],
    "odds": ["odds", "texas-holdem", "--hand", "AsAd", "--hand", "KsKd"],
}


@pytest.mark.parametrize("command", list(COMMANDS))
def test_bad_out_is_refused_in_one_line_before_any_work(capsys, monkeypatch, tmp_path, command):
    no_work(monkeypatch)
    for out, message in _bad_outs(tmp_path):
        code, _, err = run_cli(capsys, *COMMANDS[command], "--out", out)
        assert (code, err) == (2, f"error: {message}\n")


def test_a_good_out_that_does_not_exist_yet_is_not_made_by_the_check(tmp_path):
    from sim.io import check_out_dir

    check_out_dir(str(tmp_path / "new" / "deeper"))
    assert not os.path.exists(tmp_path / "new")


# --- point 4: conflicting options are refused -----------------------------------------------------

CONFLICTS = [
    (["run", "five-card-draw(wild=2,wild=3)"],
     "option wild is given twice in 'five-card-draw(wild=2,wild=3)' (wild=2 and wild=3): give it once"),
    (["run", "five-card-draw(wild=2)", "--opt", "wild=3"],
     "option wild is set in the spec (wild=2) and again with --opt (wild=3): give it once"),
    (["run", "five-card-draw(wild=2)", "--opt", "wild=2"],
     "option wild is set in the spec (wild=2) and again with --opt (wild=2): give it once"),
    (["run", "five-card-draw", "--opt", "wild=2", "--opt", "wild=3"],
     "option wild is given twice (wild=2 and wild=3): give it once"),
    (["run", "baseball", "--policy", "extra=take", "--policy", "extra=take"],
     "policy extra is given twice (extra=take and extra=take): give it once"),
    (["compare", "five-card-draw(wild=2,wild=3)", "baseball"],
     "option wild is given twice in 'five-card-draw(wild=2,wild=3)' (wild=2 and wild=3): give it once"),
    (["odds", "five-card-draw(wild=2)", "--opt", "wild=3", "--hand", "AsAdKsKd2c"],
     "option wild is set in the spec (wild=2) and again with --opt (wild=3): give it once"),
    (["compare", "seven-up", "7-up"], "seven-up is given twice"),
    (["odds", "texas-holdem", "--hand", "AsAd", "--exact", "--sample"], "give --exact or --sample, not both"),
    (["odds", "texas-holdem", "--hand", "AsAd", "--sample", "--exact"], "give --exact or --sample, not both"),
]


@pytest.mark.parametrize("args,message", CONFLICTS, ids=[" ".join(a) for a, _ in CONFLICTS])
def test_an_option_given_twice_is_refused_naming_the_key(capsys, monkeypatch, args, message):
    import sim.engine.runner

    monkeypatch.setattr(sim.engine.runner, "load_numba_target", lambda: (_ for _ in ()).throw(AssertionError))
    code, _, err = run_cli(capsys, *args)
    assert (code, err) == (2, f"error: {message}\n")


@pytest.mark.parametrize("flags,exact", [(["--exact"], True), (["--sample"], False), ([], None)])
def test_exact_and_sample_alone_still_choose(capsys, monkeypatch, flags, exact):
    import sim.studies.odds_answer

    seen = {}

    def odds(*a, **k):
        seen.update(k)
        raise UserError("stop here")

    monkeypatch.setattr(sim.studies.odds_answer, "odds", odds)
    code, _, err = run_cli(capsys, "odds", "texas-holdem", "--hand", "AsAd", *flags)
    assert (code, err, seen["exact"]) == (2, "error: stop here\n", exact)


# --- point 12: labels and the words of errors -----------------------------------------------------

def test_wild_ranks_and_cards_are_named_in_words():
    from sim.spec.evaluation import HandRule, parse_wild
    from sim.studies.hands import rule_text

    def text(wild):
        ranks, cards = parse_wild(wild)
        return rule_text(HandRule(wild_ranks=ranks, wild_cards=cards), 5)

    assert text("T") == "5-card hands; tens wild; standard deck"
    assert text("Ts") == "5-card hands; the ten of spades wild; standard deck"
    assert text("2,Kh") == "5-card hands; deuces and the king of hearts wild; standard deck"
    assert text("3,9,A") == "5-card hands; threes, nines and aces wild; standard deck"


def _result(variant, options, table):
    return SimpleNamespace(meta={"variant": variant, "options": options, "players": 5, "seed": 1},
                           json_tables={"wild_rank": table}, trials=100, complete=True)


def test_compare_says_what_wild_rank_none_means_in_each_game():
    from sim.studies.compare import Comparison

    entry = {"count": 10, "p": 0.1, "ci": [0.05, 0.15]}
    c = Comparison("wild_rank", {
        "seven-up": _result("seven-up", {"jokers": False}, {"none": entry, "2": entry}),
        "hot-tuna": _result("hot-tuna", {}, {"none": entry, "2": entry}),
        "follow-the-queen": _result("follow-the-queen", {"queens_wild": False}, {"none": entry}),
        "follow-the-queen(queens_wild=true)": _result("follow-the-queen", {"queens_wild": True},
                                                      {"none": entry}),
    })
    assert list(c.wide().index) == ["none (only 7s wild)", "2", "none (only queens wild)",
                                    "none (nothing wild)"]
    long = c.table()  # the data keeps the games' own keys beside the labels
    seven_up = long[long["spec"] == "seven-up"]
    assert list(seven_up["key"]) == ["none", "2"]
    assert list(seven_up["label"]) == ["none (only 7s wild)", "2"]


def test_what_wild_rank_none_means_is_declared_by_the_game():
    from sim.spec.game_spec import get_variant

    assert get_variant("seven-up").wild_none_label() == "only 7s wild"
    assert get_variant("hot-tuna").wild_none_label() == "only queens wild"
    assert get_variant("follow-the-queen").wild_none_label({"queens_wild": True}) == "only queens wild"
    assert get_variant("follow-the-queen").wild_none_label() == "nothing wild"


def test_counts_of_one_are_singular(capsys):
    from sim.report.words import plural

    assert [plural(n, "up card") for n in (0, 1, 2, 1000)] == ["0 up cards", "1 up card",
                                                              "2 up cards", "1,000 up cards"]
    code, _, err = run_cli(capsys, "hands", "--cards", "1", "--best", "2")
    assert (code, err) == (2, "error: --best 2 is more than the 1 card dealt\n")


STUD_SITUATIONS = [
    (["--hand", "AsKs/Qc", "--hand", "/4d7d"], "hand 1 shows 2 up cards; at this street every seat shows 1"),
    (["--hand", "AsKs/QcJd", "--hand", "/4d"], "hand 1 shows 1 up card; at this street every seat shows 2"),
    (["--hand", "AsKs/4d", "--hand", "/Qc"],
     "hand 0 shows 4d face up, which buys an extra down card at once in baseball: give it with the "
     "down cards (3 down cards at this street, not 2)"),
    (["--hand", "AsKs/4d4c", "--hand", "/QcJh"],
     "hand 0 shows 4d 4c face up, which buy 2 extra down cards at once in baseball: give them with "
     "the down cards (4 down cards at this street, not 2)"),
    (["--hand", "AsKs/Qc", "--hand", "Jh2h/4d"],
     "hand 1 shows 4d face up, which buys an extra down card at once in baseball: give it with the "
     "down cards (3 down cards at this street, not 2)"),
]


@pytest.mark.parametrize("hands,message", STUD_SITUATIONS, ids=[m[:40] for _, m in STUD_SITUATIONS])
def test_baseball_situations_say_what_is_missing(capsys, hands, message):
    code, _, err = run_cli(capsys, "odds", "baseball", *hands, "--trials", "1e3")
    assert (code, err) == (2, f"error: {message}\n")


UNTIL_CI = "--until-ci must be in (0, 0.5]: the 95% interval's half-width to reach, such as 0.002, not "


@pytest.mark.parametrize("args", [["run", "seven-card-stud"],
                                  ["odds", "texas-holdem", "--hand", "AsAd", "--players", "3"]])
@pytest.mark.parametrize("value", ["0", "0.6", "-1"])
def test_until_ci_says_what_it_takes(capsys, monkeypatch, args, value):
    import sim.engine.runner

    monkeypatch.setattr(sim.engine.runner, "load_numba_target", lambda: (_ for _ in ()).throw(AssertionError))
    code, _, err = run_cli(capsys, *args, "--until-ci", value)
    assert (code, err) == (2, f"error: {UNTIL_CI}{float(value):g}\n")


def test_a_bool_option_says_true_or_false(capsys):
    code, _, err = run_cli(capsys, "run", "yanqui-baseball(buy_fours=maybe)")
    assert (code, err) == (2, "error: invalid value 'maybe' for option buy_fours: expected true or false\n")


WHOLE = [(["run", "seven-card-stud"], "--players", "2.5"), (["run", "seven-card-stud"], "--seed", "x"),
         (["run", "seven-card-stud"], "--threads", "1.0"), (["compare", "a", "b"], "--players", "2.5"),
         (["odds", "texas-holdem"], "--players", "two"), (["bench"], "--repeats", "2.5"),
         (["hands"], "--cards", "2.5"), (["hands"], "--best", "5x"), (["hands"], "--jokers", "1e0")]


@pytest.mark.parametrize("args,option,value", WHOLE, ids=[f"{a[0]} {o} {v}" for a, o, v in WHOLE])
def test_whole_number_options_say_so_in_plain_words(capsys, monkeypatch, args, option, value):
    no_work(monkeypatch)  # pydantic takes "1.0" for 1: without the check a run would start
    code, _, err = run_cli(capsys, *args, option, value)
    assert (code, err) == (2, f"error: {option} must be a whole number, not {value!r}\n")


def test_show_takes_a_spec_and_suggests_like_run(capsys):
    code, _, err = run_cli(capsys, "show", "yanqui-basebal(buy_fours=false)")
    assert code == 2
    assert err.startswith("error: unknown variant 'yanqui-basebal'; did you mean yanqui-baseball")
    _, _, run_err = run_cli(capsys, "run", "yanqui-basebal(buy_fours=false)")
    assert run_err == err


@pytest.mark.parametrize("name,variant_id", [
    ("Follow the Queen", "follow-the-queen"), ("SEVEN-UP", "seven-up"), ("seven up", "seven-up"),
    ("seven_up", "seven-up"), ("Texas Hold'em", "texas-holdem"), ("7-up", "seven-up"),
    ("holdem", "texas-holdem"), ("hold-em", "texas-holdem"), ("texas-hold-em", "texas-holdem"),
    ("7-card-stud", "seven-card-stud"), ("5-card-draw", "five-card-draw"),
    ("Jacks or Better, Trips to Win", "jacks-or-better-trips-to-win"),
])
def test_games_are_found_by_other_names(name, variant_id):
    from sim.spec.game_spec import get_variant, parse_spec

    assert get_variant(name).id == variant_id
    assert parse_spec(f"{name}(players_note=1)")[0].id == variant_id


def test_run_takes_a_display_name_with_spaces(capsys, monkeypatch):
    import sim.engine.runner

    monkeypatch.setattr(sim.engine.runner, "load_numba_target", lambda: (_ for _ in ()).throw(UserError("checked")))
    code, _, err = run_cli(capsys, "run", "Follow the Queen(queens_wild=true)", "--trials", "1e3")
    assert (code, err) == (2, "error: checked\n")


def test_aliases_are_unique_and_shown(capsys):
    from sim.spec.game_spec import all_variants, get_variant, normal_name

    owner = {}
    for v in all_variants():
        for name in {normal_name(a) for a in v.aliases} | {v.id, normal_name(v.name)}:
            assert owner.setdefault(name, v.id) == v.id, f"{name} names {owner[name]} and {v.id}"
            assert get_variant(name) is v
    code, out, _ = run_cli(capsys, "show", "7-up")
    assert out.splitlines()[:2] == ["Seven-Up (seven-up)", "other names: 7-up, 7up"]


# --- point 13: bench --quick is short and says what it has measured as it goes -------------------

def test_bench_quick_measures_the_main_job_alone_and_notes_each_row_as_it_goes(monkeypatch):
    import sim.bench as bench
    import sim.studies.hands

    events = []

    def rows(name):
        events.append(("measured", name))
        return [{"name": name, "threads": 1, "unit": "deals/s", "value": 2.5e6}]

    monkeypatch.setattr(bench, "bench_eval", lambda rule, label, *a: rows(label))
    monkeypatch.setattr(bench, "random_hands", lambda n, k: None)
    monkeypatch.setattr(sim.studies.hands, "hand_distribution", lambda *a, **k: None)
    monkeypatch.setattr(bench, "bench_odds", lambda repeats: rows("odds"))
    monkeypatch.setattr(bench, "bench_variant", lambda spec, *a, **k: rows(spec))
    monkeypatch.setattr(bench, "bench_floor", lambda *a: rows("floor"))
    monkeypatch.setattr(bench, "bench_startup", lambda *a: rows("startup"))
    out = bench.run_bench(repeats=1, quick=True, log=lambda line: events.append(("log", line)))
    measured = [name for what, name in events if what == "measured"]
    assert measured == ["7-card eval, no wild cards", "7-card eval, deuces wild", "odds",
                        bench.game_with_role("main-job"), "floor"]
    kinds = [what for what, _ in events]
    assert all(kinds[i + 1] == "log" for i, k in enumerate(kinds) if k == "measured")  # as it comes
    assert kinds.count("log") == len(out)
    assert events[1] == ("log", "7-card eval, no wild cards, 1 thread: 2.50 M deals/s")
    assert len(out) == 6  # the five above and hands --cards 7 --exact


def test_bench_quick_help_says_what_it_measures(capsys):
    code, out, _ = run_cli(capsys, "bench", "--help")
    text = " ".join(out.split())
    assert code == 0 and "under a minute" in text and "yanqui-baseball (2**19 deals)" in text

"""What a run shows a player (issue 34): exact figures without intervals, estimates over nothing,
means kept within what they can take, lows reported as lows, score games' headlines and their
trial unit, rows that say nothing left out, notes in words, sweep charts in percent.

Most checks decode a game's tables from chosen counts (no kernel); a few run small games."""
import json
import re

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402
import pytest  # noqa: E402
from matplotlib.ticker import PercentFormatter  # noqa: E402

import sim  # noqa: E402
from sim.cli import _print_run  # noqa: E402
from sim.report import markdown as sim_report  # noqa: E402
from sim.report.markdown import UNKNOWN_NOTE, markdown_report, measured_text, table_markdown, table_note  # noqa: E402
from sim.report.result import RunResult  # noqa: E402
from sim.engine.runner import resolve  # noqa: E402
from sim.report.stats import mean_ci, proportion_table  # noqa: E402
from sim.report.tables import histogram_mean, shares_table  # noqa: E402
from sim.spec.game_spec import all_variants, get_variant  # noqa: E402

SCORE_GAMES = ("727", "333", "screw-your-neighbor", "in-between", "red-black", "auction",
               "extra-point-poker", "russian-poker")


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")


def decoded(spec, counts=None, trials=1000):
    """A RunResult of a game's tables decoded from ``counts`` (zeros by default): no kernel."""
    variant, opts, pol, players = resolve(spec)
    plan = variant.plan(opts, pol, players)
    if counts is None:
        counts = np.zeros(plan.n_counters, dtype=np.int64)
    with np.errstate(all="ignore"):
        tables = plan.decode(counts, trials)
    meta = {"variant": variant.id, "spec": spec, "players": players, "trials_done": trials,
            "options": opts, "policies": pol, "seed": 1, "version": "test"}
    return RunResult(meta=meta, counts=counts, json_tables=tables, complete=True, elapsed_s=1.0,
                     plan_info=dict(plan.describe), game=variant, layout=plan.layout)


def printed(result, capsys):
    _print_run(result)
    return capsys.readouterr().out


def section(report, name):
    m = re.search(rf"^### {re.escape(name)}\n(.*?)(?=^### |^## |\Z)", report, re.S | re.M)
    assert m, name
    return m.group(1)


# 5. exact figures have intervals of no width ------------------------------------------------------

def test_exact_hand_table_has_no_interval():
    res = sim.hand_distribution(5, exact=True)
    table = res.to_dict()["tables"]["hand_category"]
    for e in table.values():
        assert e["ci"] == [e["p"], e["p"]] and e["exact"] is True
    df = res.dataframe()
    assert (df["ci_low"] == df["p"]).all() and (df["ci_high"] == df["p"]).all()
    sampled = sim.hand_distribution(5, trials=1 << 16)
    assert all(e["ci"][0] < e["p"] < e["ci"][1] for e in sampled.table().values() if 0 < e["count"])


# 6. nothing counted; means within what they can take ---------------------------------------------

def test_share_over_nothing_reads_nothing_to_count():
    table = proportion_table([0], 0, ["x"])
    assert table == {"x": {"count": 0, "p": None, "ci": [None, None]}}
    assert json.loads(json.dumps(table, allow_nan=False))["x"]["p"] is None
    assert "| x | 0 | nothing to count |" in table_markdown("t", table)
    assert mean_ci(0, 0, 0) == (None, (None, None))
    assert "| m |  | nothing to count |" in table_markdown("t", {"m": histogram_mean([0, 0], 0)})


def test_bend_good_without_bends_is_nothing_to_count(capsys):
    res = decoded("extra-point-poker(bend_the_post=true)")
    assert res.json_tables["events"]["bend_good"] == {"count": 0, "p": None, "ci": [None, None]}
    assert "  bend_good: nothing to count\n" in printed(res, capsys)
    assert "| bend_good | 0 | nothing to count |" in markdown_report(res)


@pytest.mark.parametrize("vid", [v.id for v in all_variants()])
def test_no_share_reports_an_interval_from_no_cases(vid):
    """Zero counts over 1000 trials: a share of no cases has no interval (it was [0, 100%] or
    [0, 79%]), and every table is valid JSON (no NaN, no infinity)."""
    res = decoded(vid)
    json.dumps(res.json_tables, allow_nan=False)
    for name, table in res.json_tables.items():
        for key, e in table.items():
            if e.get("p") is not None and e["count"] == 0 and not e.get("exact"):
                assert e["ci"][1] < 0.01, (name, key, e)


def test_means_stay_within_what_the_quantity_can_take():
    lone = histogram_mean([1, 0, 1], 2)  # the values 0 and 2, once each
    assert lone["mean"] == 1.0 and lone["ci"] == [0.0, 2.0]
    one = histogram_mean([0, 0, 0, 1, 0], 1)  # a single value: no interval of no width
    assert one == {"mean": 3.0, "ci": [0.0, 4.0]}
    assert mean_ci(2, 4, 2, bounds=(0, None))[1][0] == 0.0  # 0 and 2 again, no bucket bounds
    res = sim.run("yanqui-baseball", trials=1, seed=3, write=False)
    for name, table in res.json_tables.items():
        for key, e in table.items():
            if "mean" in e and e["mean"] is not None and name != "volatility":
                assert e["ci"][0] >= 0, (name, key, e)


# 8. lows are reported as lows ------------------------------------------------------------------------

def test_lowball_prints_the_winning_low(capsys):
    res = sim.run("five-card-draw(lowball=true)", trials=4000, seed=1, write=False)
    out = printed(res, capsys)
    assert "low_top" in out and "winner_category" not in out
    assert "pair+ (a pair or worse)" in out


def test_lowball_draw_policy_section_compares_lows(tmp_path):
    from sim.studies.draw_sweep import report_section

    res = sim.run("five-card-draw(lowball=true)", trials=4000, seed=1, write=False)
    text = report_section(res, str(tmp_path))
    assert "P(winning low) with every player under each draw policy: 4,000 deals each" in text
    assert "| winning low | standard | pat |" in text
    assert re.search(r"^\| 7-low \| \d+\.\d{3}% \| \d+\.\d{3}% \|$", text, re.M)
    assert "high-card" not in text and "one-pair" not in text


@pytest.mark.parametrize("spec", ["honky-tonk", "texas-holdem(high_low=true)", "omaha(high_low=true)",
                                  "five-card-draw(high_low=true)"])
def test_split_low_games_print_their_low_table(spec, capsys):
    out = printed(decoded(spec), capsys)
    assert "winner_category" in out and "low_top" in out


# 9. score games: their headline, and a game called a game ----------------------------------------

HEADLINES = {
    "727": ("seat_win", "high_winning_total", "low_winning_total"),
    "333": ("seat_win", "high_winning_total", "low_winning_total"),
    "screw-your-neighbor": ("seat_win", "lives_lost"),
    "in-between": ("seat_win", "seat_result", "between"),
    "red-black": ("seat_win", "red_winning_total", "black_winning_total"),
    "auction": ("winner_category", "seat_win", "net"),
    "extra-point-poker": ("winner_category", "seat_win"),
    "russian-poker": ("winner_category", "seat_win"),
}


@pytest.mark.parametrize("spec, low", [("hot-tuna", "low_winner"), ("colored-poker", "low_winning_total")])
def test_other_low_games_print_their_low_table(spec, low, capsys):
    assert re.search(rf"^{low}$", printed(decoded(spec), capsys), re.M)


@pytest.mark.parametrize("vid", [v.id for v in all_variants()])
def test_every_game_prints_a_headline_table(vid):
    res = decoded(vid)
    assert any(name in res.json_tables for name in res.game.headline_tables(res.meta["options"]))


@pytest.mark.parametrize("vid", SCORE_GAMES)
def test_score_games_print_their_headline(vid, capsys):
    assert get_variant(vid).headline_tables() == HEADLINES[vid]
    out = printed(decoded(vid), capsys)
    for name in HEADLINES[vid]:
        assert re.search(rf"^{name}$", out, re.M), (name, out)


@pytest.mark.parametrize("vid", ["screw-your-neighbor", "in-between"])
def test_a_whole_game_is_called_a_game(vid, capsys):
    res = decoded(vid)
    assert get_variant(vid).trial_unit == "game"
    out = printed(res, capsys)
    assert f"{vid}: 6 players, 1,000 games, seed 1 — 1.00 s (1,000 games/s)" in out
    report = markdown_report(res)
    assert report.startswith(f"# {vid}: 6 players, 1,000 games\n")
    assert "- elapsed: 1.00 s (1,000 games/s)" in report
    assert "deals" not in report.split("### ")[0]
    assert res._title("x") == f"{vid}, 6 players, 1,000 games: x"
    assert get_variant("727").trial_unit == "deal"


# 10. rows that say nothing; words -----------------------------------------------------------------

def test_omitted_rows_are_summed_up():
    assert sim_report.omitted_text([str(k) for k in (0, *range(15, 30))]) == "16 rows with no count left out: 0, 15-29."
    keys = ["0", "0.5", "1.5", "2.5", "3.5", "4.5"]
    assert sim_report.omitted_text(keys) == "6 rows with no count left out: 0, 0.5, 1.5, 2.5 and 2 more."
    halves = [f"{h / 2:g}" for h in range(20)]  # 727's totals: a run of the table's keys
    assert sim_report.omitted_text(["0", "0.5", "1", "1.5", "7", "9.5"], order=halves) == (
        "6 rows with no count left out: 0-1.5, 7, 9.5.")
    assert sim_report.omitted_text(["-3", "-2", "-1", "0", "5"]) == "5 rows with no count left out: -3 to 0, 5."
    assert sim_report.omitted_text(["five-of-a-kind"]) == "1 row with no count left out: five-of-a-kind."
    assert sim_report.omitted_text(["pair", "1", "2", "3", "all"]) == "5 rows with no count left out: pair, 1-3, all."


def test_volatility_on_every_deal_reads_every_deal():
    assert measured_text({"volatility_every": 1}) == "volatility measured on every deal"
    assert measured_text({"volatility_every": 32}) == "volatility measured on every 32nd deal"


def test_no_money_words_without_money():
    report = markdown_report(decoded("seven-card-stud"))
    assert "dollars" not in report
    assert table_note("seven-card-stud", "events", {"x": {"count": 0, "p": 0.0, "ci": [0, 0]}}) == (
        "The game's own questions: a share with its count (of deals, unless the name says "
        "otherwise), or a mean (per deal, or per hand for what a hand holds).")
    yanqui = decoded("yanqui-baseball")
    assert table_note(yanqui.game, "events", yanqui.json_tables["events"]).endswith(
        " Money is in dollars.")


def test_notes_name_only_the_keys_a_table_has():
    split = {"split": {"count": 0, "p": 0.0, "ci": [0.0, 0.0]}}
    assert table_note("texas-holdem", "tie", split) == (
        "How often a pot, or one half of a split pot, is split among tied winners.")
    holdem = decoded("texas-holdem")
    assert table_note("texas-holdem", "volatility", holdem.json_tables["volatility"]).startswith(
        "`full:k`: P(the player leading after dealing round k, on all the cards he holds, wins at "
        "the showdown); `lead_changes`: mean changes of leader per deal.")


@pytest.mark.parametrize("vid", [v.id for v in all_variants()])
def test_every_table_says_what_it_counts(vid):
    res = decoded(vid)
    for name in res.json_tables:
        assert table_note(vid, name) != UNKNOWN_NOTE.format(variant=vid), name


def test_pots_are_whole_counts(capsys):
    table = shares_table([10, 5, 0], 3, 5)
    assert table["0"]["count"] == 2 and isinstance(table["0"]["count"], int)
    assert shares_table([7], 3, 2)["0"]["count"] == 3.5
    res = decoded("screw-your-neighbor")
    res.json_tables["seat_win"] = shares_table([5 * 600, 5 * 400], 1000, 5)
    out = printed(res, capsys)
    assert re.search(r"│ 0 +│ +600 │", out) and "600.0" not in out


def test_rows_the_rules_rule_out_are_left_out(capsys):
    heart = decoded("have-a-heart")
    assert heart.json_tables["events"]["shared_card"]["exact"]  # the JSON keeps the key
    assert "shared_card" not in printed(heart, capsys)
    assert "shared_card" not in section(markdown_report(heart), "events")
    # five of a kind where nothing is wild
    stud = decoded("seven-card-stud")
    assert "five-of-a-kind" not in printed(stud, capsys)
    assert "five-of-a-kind" not in markdown_report(stud)
    assert "five-of-a-kind" not in markdown_report(decoded("texas-holdem"))
    assert sim_report.impossible_rows(stud) == {"five-of-a-kind"}
    assert sim_report.impossible_rows(decoded("yanqui-baseball")) == set()  # wild cards
    # a qualifier only to open: an opened pot always has a winner
    assert "no_winner" not in decoded("five-card-draw(qualifier=jacks)").json_tables["events"]
    assert "no_winner" in decoded("jacks-or-better-trips-to-win").json_tables["events"]
    # nothing is bent without bend_the_post
    kick = decoded("extra-point-poker")
    assert "bend" not in printed(kick, capsys)
    assert "| bend |" not in markdown_report(kick)
    # a category that cannot get better, or worse, in the trade
    trash = markdown_report(decoded("pass-the-trash"))
    assert "straight-flush" not in section(trash, "improved") and "one-pair" in section(trash, "improved")
    assert "high-card" not in section(trash, "worsened") and "one-pair" in section(trash, "worsened")
    # no rank between posts that pair or touch
    game = decoded("in-between")
    counts = np.zeros(len(game.counts), dtype=np.int64)
    for name, value in (("spread_turns", 10), ("spread_between", 5), ("turns", 140), ("outcome", 5)):
        at, n = game.layout[name]
        counts[at:at + n] = value
    at, _ = game.layout["spread_between"]
    counts[at:at + 2] = 0  # a pair, a spread of 0
    between = section(markdown_report(decoded("in-between", counts)), "between")
    assert "| pair |" not in between and "| 0 |" not in between and "| 1 |" in between


def test_hand_tables_leave_out_what_the_rule_rules_out():
    plain = sim.hand_distribution(5, exact=True).table()
    assert "five-of-a-kind" not in plain and "straight" in plain
    wild = sim.hand_distribution(5, sim.HandRule(wild_ranks=frozenset({0})), trials=1 << 16).table()
    assert "five-of-a-kind" in wild
    low = sim.hand_distribution(5, sim.HandRule(low="a5"), exact=True).table()
    assert not {"straight", "flush", "straight-flush", "five-of-a-kind"} & set(low)
    assert "one-pair" in low


# 11. sweep charts in percent -------------------------------------------------------------------------

def test_sweep_charts_are_in_percent():
    from sim.studies.option_sweep import Sweep, plot_sweep

    sweep = Sweep(name="s", option="o", values=(1, 2), measure=None, measure_label="P(seat 0 wins)",
                  option_label="o", text="")
    share = pd.DataFrame({"value": [1, 2], "estimate": [0.2, 0.3], "ci_low": [0.1, 0.2],
                          "ci_high": [0.3, 0.4], "share": [True, True]})
    ax = plot_sweep(share, sweep, "t")
    assert isinstance(ax.yaxis.get_major_formatter(), PercentFormatter)
    mean = share.assign(share=False, estimate=[4.0, 5.0], ci_low=[3.0, 4.0], ci_high=[5.0, 6.0])
    assert not isinstance(plot_sweep(mean, sweep, "t").yaxis.get_major_formatter(), PercentFormatter)

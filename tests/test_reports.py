"""Run folders, charts and report.md (issue 13, reports and charts): every run folder has the charts
the README lists for its game; charts label probabilities in percent, give game, players and deals,
name their x axes, draw the "showing" lines dashed in the legend too and keep the legend off the
data; report.md reads as text; quantities the rules fix are exact, not estimates."""
import re
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402
import pytest  # noqa: E402
from matplotlib.ticker import PercentFormatter  # noqa: E402

import sim  # noqa: E402
from sim.studies.countdown import plot_sensitivity  # noqa: E402
from sim.report.plots import volatility_curves  # noqa: E402
from sim.report.result import RunResult  # noqa: E402
from sim.engine.runner import resolve  # noqa: E402
from sim.report.stats import proportion_table, wilson  # noqa: E402
from sim.spec.game_spec import all_variants, game_with_role  # noqa: E402

TRIALS = 20_000
README = Path(__file__).resolve().parents[1] / "README.md"
# the games run once for the whole module (a run folder each, charts included)
GAMES = ("yanqui-baseball", "seven-up", "colored-poker", "hot-tuna", "blind-baseball", "have-a-heart")


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    out = tmp_path_factory.mktemp("runs")
    return {g: sim.run(g, trials=TRIALS, seed=1, out=str(out), plots=True) for g in GAMES}


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")


def _report(res):
    return (Path(res.run_dir) / "report.md").read_text()


def _section(report, name):
    """The lines of one table's section of report.md."""
    m = re.search(rf"^### {re.escape(name)}\n(.*?)(?=^### |\Z)", report, re.S | re.M)
    assert m, name
    return m.group(1)


def readme_charts():
    """{game: set of chart files} from the README's run-folder chart table."""
    text = README.read_text()
    start = text.index("| games | charts in the run folder |")
    charts = {}
    for line in text[start:].splitlines()[2:]:
        if not line.startswith("|"):
            break
        games, files = line.strip("|").split("|")
        for g in re.findall(r"`([^`]+)`", games):
            charts[g] = set(re.findall(r"`([^`]+\.png)`", files))
    return charts


def decoded(vid):
    """A RunResult of the game's tables decoded from zero counts: which tables it has, no kernel."""
    variant, opts, pol, players = resolve(vid)
    plan = variant.plan(opts, pol, players)
    with np.errstate(all="ignore"):
        tables = plan.decode(np.zeros(plan.n_counters, dtype=np.int64), 1000)
    meta = {"variant": vid, "spec": vid, "players": players, "trials_done": 1000, "options": opts}
    return RunResult(meta=meta, counts=None, json_tables=tables, complete=True, elapsed_s=0.0)


def _legend_handles(legend):
    return getattr(legend, "legend_handles", None) or legend.legendHandles


def _assert_legend_off_the_data(ax):
    fig = ax.figure
    fig.canvas.draw()
    legend = ax.get_legend()
    assert legend is not None
    box = legend.get_window_extent(fig.canvas.get_renderer())
    assert not box.overlaps(ax.get_window_extent(fig.canvas.get_renderer())), "the legend covers the plot"


# statistics -----------------------------------------------------------------------------------

@pytest.mark.parametrize("n", [1, 3, 7, 100, 625, 20_000, 140_000])
def test_wilson_bounds_are_exact_at_zero_and_all(n):
    _, lo, hi = wilson(0, n)
    assert lo == 0.0 and 0 < hi < 1  # not 5.6e-17
    _, lo, hi = wilson(n, n)
    assert hi == 1.0 and 0 < lo < 1  # not 0.9999999999999999
    table = proportion_table([0, n], n, ["none", "all"])
    assert table["none"]["ci"][0] == 0.0 and table["all"]["ci"][1] == 1.0
    p, lo, hi = wilson(np.array([0, 1, n - 1, n]), n)
    assert np.all(lo <= p) and np.all(p <= hi)


# which charts -----------------------------------------------------------------------------------

def test_readme_says_which_games_have_which_charts():
    listed = readme_charts()
    for v in all_variants():
        assert v.id in listed, f"README's chart table does not list {v.id}"
        assert {f"{c}.png" for c in decoded(v.id).chart_names()} == listed[v.id], v.id
    assert set(listed) <= {v.id for v in all_variants()}


@pytest.mark.parametrize("vid", GAMES)
def test_run_folder_holds_the_charts_the_readme_lists(runs, vid):
    res = runs[vid]
    pngs = {p.name for p in Path(res.run_dir).glob("*.png")}
    assert pngs == readme_charts()[vid]
    report = _report(res)
    for png in pngs:
        assert f"![{png}]({png})" in report


def test_colored_poker_and_hot_tuna_charts(runs):
    def pngs(vid):
        return {p.name for p in Path(runs[vid].run_dir).glob("*.png")}

    assert pngs("colored-poker") == {"declare.png", "winning_totals.png"}
    assert {"zevon.png", "declare.png"} <= pngs("hot-tuna")
    assert "volatility" not in runs["hot-tuna"].json_tables  # so no volatility chart, as the README says
    ax = runs["hot-tuna"].plot_zevon()
    heights = [b.get_height() for b in ax.patches]
    zevon = runs["hot-tuna"].json_tables["zevon"]
    assert heights == pytest.approx([e["p"] for e in zevon.values()])


# how charts look ------------------------------------------------------------------------------------

def _every_chart(runs):
    """(name, Axes) of every chart of the module's runs, each probability axis included."""
    for vid in GAMES:
        res = runs[vid]
        for png in sorted(Path(res.run_dir).glob("*.png")):
            ax = getattr(res, f"plot_{png.stem}")()
            for each in ax.figure.axes:
                yield f"{vid}/{png.stem}", res, each


def test_probability_axes_are_in_percent(runs):
    seen = 0
    for name, _, ax in _every_chart(runs):
        assert isinstance(ax.yaxis.get_major_formatter(), PercentFormatter), name
        seen += 1
    assert seen >= 9
    df = pd.DataFrame([{"cutoff": c, "wild_rank": w, "p": 0.5, "ci_low": 0.4, "ci_high": 0.6, "players": 5,
                        "trials": 1000} for c in (0.0, 0.3) for w in ("uncontested", "2")])
    assert isinstance(plot_sensitivity(df).yaxis.get_major_formatter(), PercentFormatter)


def test_titles_give_game_players_and_deals(runs):
    for name, res, ax in _every_chart(runs):
        title = ax.figure._suptitle.get_text() if ax.figure._suptitle is not None else ax.get_title()
        m = res.meta
        assert m["spec"] in title and f"{m['players']} players" in title and f"{TRIALS:,} deals" in title, (name, title)
    df = pd.DataFrame([{"cutoff": c, "wild_rank": "2", "p": 0.5, "ci_low": 0.4, "ci_high": 0.6, "players": 5,
                        "trials": 1000} for c in (0.0, 0.3)])
    title = plot_sensitivity(df).get_title()
    assert "Countdown" in title and "5 players" in title and "1,000 deals" in title


def test_the_cutoff_sweep_is_titled_by_the_game_it_sweeps():
    """The study finds its game by role: a title names the game given, else the role's game."""
    df = pd.DataFrame([{"cutoff": c, "wild_rank": "2", "p": 0.5, "ci_low": 0.4, "ci_high": 0.6, "players": 5,
                        "trials": 1000} for c in (0.0, 0.3)])
    assert plot_sensitivity(df, name="House Countdown").get_title().startswith("House Countdown, 5 players")
    role_game = sim.get_variant(game_with_role("fold-cutoff-study")).name
    assert plot_sensitivity(df).get_title().startswith(f"{role_game}, 5 players")


def test_bar_charts_name_their_x_axis(runs):
    for name, _, ax in _every_chart(runs):
        assert ax.get_xlabel().strip(), name


def test_volatility_legend_draws_showing_dashed_and_covers_no_data(runs):
    res = runs["seven-up"]
    vol = res.json_tables["volatility"]
    for ax in (res.plot_volatility(), volatility_curves({"a": vol, "b": vol, "c": vol})):
        legend = ax.get_legend()
        styles = {t.get_text(): h.get_linestyle() for t, h in zip(legend.get_texts(), _legend_handles(legend))}
        showing = [s for text, s in styles.items() if "showing" in text]
        full = [s for text, s in styles.items() if "showing" not in text]
        assert showing and all(s == "--" for s in showing), styles
        assert full and all(s == "-" for s in full), styles
        # the plotted lines have the same styles
        plotted = {line.get_linestyle() for line in ax.get_lines()} - {"None"}  # "None": the caps
        assert plotted == {"-", "--"}
        _assert_legend_off_the_data(ax)
    df = pd.DataFrame([{"cutoff": c, "wild_rank": w, "p": 0.5, "ci_low": 0.4, "ci_high": 0.6, "players": 5,
                        "trials": 1000} for c in (0.0, 0.3) for w in ("uncontested", "2", "3")])
    _assert_legend_off_the_data(plot_sensitivity(df))


def test_seven_up_none_is_only_sevens_wild(runs):
    res = runs["seven-up"]
    ticks = [t.get_text() for t in res.plot_wild_rank().get_xticklabels()]
    assert ticks[0] == "only 7s wild" and "none" not in ticks
    assert "| none (only 7s wild) |" in _section(_report(res), "wild_rank")
    hot = [t.get_text() for t in runs["hot-tuna"].plot_wild_rank().get_xticklabels()]
    assert hot[0] == "only queens wild"
    yanqui = [t.get_text() for t in runs["yanqui-baseball"].plot_wild_rank().get_xticklabels()]
    assert yanqui[0] == "nothing wild" and yanqui[1:] == ["3", "5", "7", "9"]  # zero bars stay


# report.md ---------------------------------------------------------------------------------------

def test_report_has_rules_line_readable_settings_and_table_notes(runs):
    res = runs["yanqui-baseball"]
    report = _report(res)
    v = sim.get_variant("yanqui-baseball")
    assert v.summary in report.split("### ")[0]
    assert "- options: buy_fours=true, queen_of_hearts=false (the defaults)" in report
    assert "- policies: buy=always (the default)" in report
    assert "volatility measured on every 32nd deal" in report
    assert "{'" not in report and "'}" not in report  # no Python dict reprs
    for name in res.json_tables:
        first = _section(report, name).strip().splitlines()[0]
        assert not first.startswith("|") and len(first) > 20, (name, first)  # a sentence, then the table
    hot = _report(runs["hot-tuna"])
    assert "- policies: pass=feed, roll=smart, fold=dead, buy=draw, declare=threshold (the defaults)" in hot


def test_report_leaves_out_zero_rows_of_long_tables(runs):
    report = _report(runs["yanqui-baseball"])
    changes = _section(report, "wild_changes")
    table = runs["yanqui-baseball"].json_tables["wild_changes"]
    zero = [key for key, e in table.items() if e["count"] == 0]
    assert len(table) > 20 and zero
    assert not re.search(r"^\| \d+ \| 0 \|", changes, re.M)
    assert re.search(r"^\d+ rows with no count left out: ", changes, re.M)
    assert len(re.findall(r"^\| \d+ \|", changes, re.M)) == len(table) - len(zero)
    # a short table, and the events, keep their zero rows
    assert "| none (nothing wild) | 0 |" in _section(report, "wild_rank")
    assert "| nothing_wild | 0 |" in _section(report, "events")


def test_report_gives_money_in_dollars(runs):
    yanqui = runs["yanqui-baseball"]
    cost = yanqui.json_tables["events"]["extra_card_cost"]["mean"]  # dollars: 25 cents a card
    assert f"| extra_card_cost (in dollars) |  | mean ${cost:.4f} [" in _report(yanqui)
    hot = runs["hot-tuna"]
    pot = hot.json_tables["events"]["pot_cents"]["mean"]
    assert 100 < pot < 1000  # cents
    assert f"| pot_cents (in dollars) |  | mean ${pot / 100:.4f} [" in _report(hot)


# quantities the rules fix ------------------------------------------------------------------------------

def test_blind_baseball_knockouts_and_ties_are_exact(runs):
    res = runs["blind-baseball"]
    n = res.meta["players"]
    out = res.json_tables["events"]["knocked_out"]
    assert out["exact"] is True and out["p"] == (n - 1) / n and out["ci"] == [out["p"], out["p"]]
    assert out["count"] == TRIALS * (n - 1)  # the counts agree with the rule
    split = res.json_tables["tie"]["split"]
    assert split == {"count": 0, "p": 0.0, "ci": [0.0, 0.0], "exact": True}
    events = _section(_report(res), "events")
    assert f"| knocked_out | {TRIALS * (n - 1):,} | exactly {100 * (n - 1) / n:.3f}% (fixed by the rules) |" in events


def test_have_a_heart_hand_size_is_exact_and_fixed_tables_are_left_out(runs):
    res = runs["have-a-heart"]
    assert res.json_tables["events"]["hand_size"] == {"mean": 7.0, "ci": [7.0, 7.0], "exact": True}
    sizes = res.json_tables["hand_size"]
    assert sum(int(s) * e["count"] for s, e in sizes.items()) == 7 * TRIALS * res.meta["players"]
    assert "| hand_size |  | exactly 7 (fixed by the rules) |" in _section(_report(res), "events")
    # nothing is wild and the deck never runs short: no tables of zeros
    for name in ("wild_held", "wild_changes"):
        assert name not in res.json_tables and name not in res.json_tables["events"]
    never = {"count": 0, "p": 0.0, "ci": [0.0, 0.0], "exact": True}  # the deck never runs short
    assert res.json_tables["events"]["shared_card"] == never
    assert "shared_card" not in res.layout  # its runner keeps no such counter
    assert runs["seven-up"].json_tables["events"]["shared_card"] == never
    # bought cards can run the deck short: an estimate
    assert not runs["yanqui-baseball"].json_tables["events"]["shared_card"].get("exact")


def test_cli_prints_exact_values(runs, capsys):
    from sim.cli import _print_run

    _print_run(runs["blind-baseball"])
    _print_run(runs["have-a-heart"])
    out = capsys.readouterr().out
    assert "knocked_out: exactly 85.714% (fixed by the rules)" in out
    assert "hand_size: exactly 7 (fixed by the rules)" in out


def test_parquet_keeps_exact_values(runs):
    df = pd.read_parquet(Path(runs["blind-baseball"].run_dir) / "tables.parquet")
    row = df[(df["table"] == "events") & (df["key"] == "knocked_out")].iloc[0]
    assert row["ci_low"] == row["ci_high"] == row["p"]

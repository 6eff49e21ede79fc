"""What `simpoker odds` shows: an exact answer's intervals have no width in any table and its
chart no error bars; a split pot's halves and scoops in the console table, its shared pots named
for what they count; the chart's seats' equities against a fair share, in percent."""
import pytest
from matplotlib.ticker import PercentFormatter

from sim import odds
from sim.report.odds_chart import ABOVE, BELOW, odds_figure

from tests.test_cli import run_cli

HIGH_LOW = ("texas-holdem(high_low=true)", ["As2s", "QdQc"], "3s7dKh")
DIAMONDS = ("count-your-diamonds", ["AdAh/KdQd7c2d", "2c3c/9sTsJs8h"], None)


@pytest.mark.parametrize("spec,hands,board", [
    HIGH_LOW, DIAMONDS,
    ("texas-holdem", ["AhKh"], "QhJh2c9d"),           # the board kernel, an unknown seat
    ("omaha(high_low=true)", ["As2s3dKd", "QdQcJhJs"], "4s7dKh8c"),
])
def test_an_exact_answer_has_intervals_of_no_width_in_every_table(spec, hands, board):
    a = odds(spec, hands, board=board, players=2)
    assert a["exact"] and a["complete"]
    if spec != "texas-holdem":
        assert {"scoop"} < set(a["tables"]) and any(k.startswith("equity_") for k in a["tables"])
    for name, table in a["tables"].items():
        for key, e in table.items():
            assert e["ci"] == [e["p"], e["p"]], (name, key)


def _error_bars(ax):
    return [c.errorbar for c in ax.containers if getattr(c, "errorbar", None) is not None]


def test_the_chart_of_an_exact_answer_has_no_error_bars_a_sampled_one_has():
    exact = odds(*HIGH_LOW[:2], board=HIGH_LOW[2])
    fig = odds_figure(exact)
    assert all(not _error_bars(ax) for ax in fig.axes)
    sampled = odds(*HIGH_LOW[:2], board=HIGH_LOW[2], trials=4096)
    fig = odds_figure(sampled)
    assert all(_error_bars(ax) for ax in fig.axes)


def test_the_chart_shows_each_seats_equity_against_a_fair_share_in_percent():
    a = odds("texas-holdem", ["AhKh"], board="QhJh2c", players=3, trials=1 << 15, seed=2)
    fig = odds_figure(a)
    seats, hero = fig.axes
    bars = seats.patches
    assert len(bars) == 3
    assert [b.get_height() for b in bars] == pytest.approx([a["tables"]["equity"][s]["p"]
                                                            for s in "012"])
    fair = [line for line in seats.lines if line.get_linestyle() == "--"]
    assert len(fair) == 1 and fair[0].get_ydata()[0] == pytest.approx(1 / 3)
    # the flush draw and two overcards hold more than a third; each unknown seat less
    colors = [tuple(b.get_facecolor()) for b in bars]
    from matplotlib.colors import to_rgba

    assert colors == [to_rgba(ABOVE), to_rgba(BELOW), to_rgba(BELOW)]
    assert [t.get_text() for t in seats.get_xticklabels()] == [
        "seat 0\nAh Kh", "seat 1\nunknown", "seat 2\nunknown"]
    for ax in (seats, hero):
        assert isinstance(ax.yaxis.get_major_formatter(), PercentFormatter)
    assert len(hero.patches) == sum(1 for e in a["tables"]["hand_category"].values() if e["count"])


def test_a_split_pot_prints_each_half_and_the_scoops(capsys):
    code, out, err = run_cli(capsys, "odds", HIGH_LOW[0], "--hand", "As2s", "--hand", "QdQc",
                             "--board", "3s7dKh")
    assert code == 0, err
    header = next(line for line in out.splitlines() if "seat" in line and "hand" in line)
    assert header.split("┃")[1:-1] == [
        " seat ", " hand  ", "  equity ", " whole pot ", "  shared ", " equity_high ",
        " equity_low ", "  scoop "]
    row = next(line for line in out.splitlines() if "As 2s" in line)
    assert row.split("│")[3:] == [" 43.384% ", "   18.586% ", " 49.596% ", "     13.889% ",
                                 "    29.495% ", " 9.394% ", ""]


def test_a_stud_split_pot_names_its_halves(capsys):
    code, out, err = run_cli(capsys, "odds", DIAMONDS[0], "--hand", DIAMONDS[1][0], "--hand",
                             DIAMONDS[1][1])
    assert code == 0, err
    header = next(line for line in out.splitlines() if "seat" in line and "hand" in line)
    assert [c.strip() for c in header.split("┃")[1:-1]] == [
        "seat", "hand", "equity", "whole pot", "shared", "equity_hand", "equity_side", "scoop"]


def test_one_pot_keeps_its_win_and_tie_columns(capsys):
    code, out, err = run_cli(capsys, "odds", "texas-holdem", "--hand", "AdAc", "--hand", "KsKh",
                             "--board", "2c7d9h")
    assert code == 0, err
    header = next(line for line in out.splitlines() if "seat" in line and "hand" in line)
    assert [c.strip() for c in header.split("┃")[1:-1]] == ["seat", "hand", "equity", "win", "tie"]

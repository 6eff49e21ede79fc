"""`simpoker compare`: same seed and players for every game, a table and a chart."""
import os

import pytest

import sim
from sim.studies.compare import compare, compare_to_folder


def test_compare_writes_table_and_chart(tmp_path):
    c, folder = compare_to_folder(["yanqui-baseball", "yanqui-baseball(buy_fours=false)"],
                                  out=str(tmp_path), metric="volatility", trials=30_000, seed=2)
    files = sorted(os.listdir(folder))
    assert files == ["compare-volatility.json", "compare-volatility.md", "compare-volatility.parquet",
                     "compare-volatility.png"]
    wide = c.wide()
    assert list(wide.columns) == ["yanqui-baseball", "yanqui-baseball(buy_fours=false)"]
    assert "lead_changes" in wide.index and "full:1" in wide.index
    solo = sim.run("yanqui-baseball", trials=30_000, seed=2, write=False)
    assert c.results["yanqui-baseball"].json_tables == solo.json_tables


def test_compare_other_metrics_and_errors():
    c = compare(["yanqui-baseball", "yanqui-baseball(buy_fours=false)"], metric="wild_rank",
                trials=20_000, players=4)
    assert set(c.table()["players"]) == {4}
    with pytest.raises(sim.UserError):
        compare(["yanqui-baseball"], trials=100)
    with pytest.raises(sim.UserError):
        compare(["yanqui-baseball", "yanqui-baseball"], metric="nonsense", trials=100)


def test_a_value_over_no_case_reads_nothing_to_count_and_draws_no_bar():
    """A share or mean over no case is null in a run's tables (a conditional table whose
    condition never came up): the comparison's cells say so, and its chart leaves the bar out."""
    from types import SimpleNamespace

    import matplotlib

    matplotlib.use("Agg")
    from sim.studies.compare import Comparison

    def result(entries):
        return SimpleNamespace(json_tables={"events": entries}, trials=10, complete=True,
                               meta={"variant": "extra-point-poker", "options": {}, "players": 4,
                                     "seed": 1})

    nothing = {"p": None, "count": 0, "ci": [None, None]}
    some = {"p": 0.25, "count": 1, "ci": [0.05, 0.7]}
    c = Comparison(metric="events", results={"a": result({"bend_good": nothing}),
                                             "b": result({"bend_good": some})})
    wide = c.wide()
    assert wide.loc["bend_good", "a"] == "nothing to count"
    assert wide.loc["bend_good", "b"].startswith("25.00%")
    ax = c.plot()
    heights = [bar.get_height() for bar in ax.patches]
    assert 0.25 in heights and any(h != h for h in heights)

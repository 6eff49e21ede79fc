"""`simpoker compare`: same seed and players for every game, a table and a chart."""
import os

import pytest

import sim
from sim.compare import compare, compare_to_folder


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

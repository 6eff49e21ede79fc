"""One test over every registered variant (OpenSpiel style): it runs, reports and behaves."""
import numpy as np
import pytest

import sim
from sim.variants import all_variants, parse_spec

VARIANTS = [v.id for v in all_variants()]
CONTRACT_TABLES = ("seat_win", "tie", "events")
POINT_GAMES = {"colored-poker"}  # scored by points, not poker hands: no hand categories


@pytest.mark.parametrize("vid", VARIANTS)
def test_variant_declares_itself(vid):
    v = sim.get_variant(vid)
    assert v.rules.strip() and v.summary and v.source and v.family
    lo, hi = v.players
    assert 2 <= lo <= v.default_players <= hi
    for o in v.options:
        assert o.parse(str(o.default).lower() if isinstance(o.default, bool) else str(o.default)) == o.default
        assert o.name in v.rules or o.help
    for d in v.decisions:
        assert d.default in d.policies and d.name in v.rules


@pytest.mark.parametrize("vid", VARIANTS)
def test_variant_runs_reports_and_is_deterministic(vid):
    v = sim.get_variant(vid)
    for players in sorted({v.players[0], v.default_players, v.players[1]}):
        a = sim.run(vid, players=players, trials=20_000, seed=3, threads=1, write=False)
        b = sim.run(vid, players=players, trials=20_000, seed=3, threads=2, write=False)
        assert np.array_equal(a.counts, b.counts)
        assert a.complete and a.trials == 20_000
        tables = a.json_tables
        for name in CONTRACT_TABLES + (() if vid in POINT_GAMES else ("winner_category", "hand_category")):
            assert name in tables, name
        if "volatility" in v.metrics:
            assert any(key.startswith("full:") for key in tables["volatility"])
        for name, table in tables.items():  # every entry carries its interval (parquet, reports)
            assert all("ci" in e for e in table.values()), name
        house = tables["events"].get("house_share", {"p": 0.0})["p"]  # a house hand's pots carry over
        assert abs(sum(e["p"] for e in tables["seat_win"].values()) + house - 1) < 1e-9
        assert len(a.json_tables["seat_win"]) == players
    c = sim.run(vid, trials=20_000, seed=4, write=False)
    assert not np.array_equal(a.counts, c.counts)


@pytest.mark.parametrize("vid", VARIANTS)
def test_variant_rejects_bad_options_and_players(vid):
    v = sim.get_variant(vid)
    with pytest.raises(sim.UserError):
        sim.run(f"{vid}(no_such_option=1)", trials=10, write=False)
    with pytest.raises(sim.UserError):
        sim.run(vid, players=v.players[1] + 1, trials=10, write=False)
    with pytest.raises(sim.UserError):
        sim.run(vid, players=v.players[0] - 1, trials=10, write=False)
    for o in v.options:
        if o.kind is bool:
            with pytest.raises(sim.UserError):
                sim.run(f"{vid}({o.name}=perhaps)", trials=10, write=False)
    for option in v.options:
        value = (not option.default) if option.kind is bool else option.default
        spec = f"{vid}({option.name}={str(value).lower()})"
        variant, given = parse_spec(spec)
        assert variant.spec_string(variant.resolve_options(given)) == (spec if value != option.default else vid)


@pytest.mark.parametrize("vid", VARIANTS)
def test_variant_writes_its_run_folder(vid, tmp_path):
    """The run folder (parquet, charts, report) is written for every game, whatever its tables."""
    res = sim.run(vid, trials=20_000, seed=5, out=str(tmp_path))
    (run_dir,) = (tmp_path / vid).iterdir()
    expected = {"summary.json", "tables.parquet", "report.md"}
    if "volatility" in res.json_tables:
        expected.add("volatility.png")
    assert expected <= {p.name for p in run_dir.iterdir()}

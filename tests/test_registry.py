"""One test over every registered variant (OpenSpiel style): it runs, reports and behaves."""
import zlib

import numpy as np
import pytest

import sim
from sim.spec.game_spec import all_variants, parse_spec

VARIANTS = [v.id for v in all_variants()]
CONTRACT_TABLES = ("seat_win", "tie", "events")
HAND_TABLES = ("winner_category", "hand_category")  # games scored by poker hands (scored="hands")


def unwon_share(v, tables):
    """The share of pots no seat takes: the house hand's (its pots carry over), or a game's
    ``pot_carries`` (an elimination game's last players all out together)."""
    if v.house_hand:
        return tables["events"]["house_share"]["p"]
    return tables["events"].get("pot_carries", {"p": 0.0})["p"]


def check_capabilities(v, tables):
    """What a variant declares about itself (scored, split_pot, house_hand, wild) shows in its tables."""
    for name in HAND_TABLES:  # points games rank no poker hands
        assert (name in tables) == (v.scored == "hands"), (name, v.scored)
    assert ("scoop" in tables["tie"]) == v.split_pot  # a split pot reports how often one player scoops
    assert ("house_share" in tables["events"]) == v.house_hand
    assert ("wild_rank" in tables or "wild_held" in tables) == (v.wild != "none"), v.wild
    if v.wild == "moving":  # one table-wide wild rank, set by the deal: its distribution
        assert "wild_rank" in tables


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
        for name in CONTRACT_TABLES:
            assert name in tables, name
        check_capabilities(v, tables)
        if "volatility" in v.metrics:
            assert any(key.startswith("full:") for key in tables["volatility"])
        for name, table in tables.items():  # every entry carries its interval (parquet, reports)
            assert all("ci" in e for e in table.values()), name
        house = unwon_share(v, tables)
        assert abs(sum(e["p"] for e in tables["seat_win"].values()) + house - 1) < 1e-9
        assert len(a.json_tables["seat_win"]) == players
        if v.scored == "hands" and vid not in SEVERAL_HANDS:
            check_first_seat(v, a.counts, a.trials)
    c = sim.run(vid, trials=20_000, seed=4, write=False)
    assert not np.array_equal(a.counts, c.counts)


SEVERAL_HANDS = {"hot-tuna", "russian-poker"}  # three hands a seat: no single final hand


def check_first_seat(v, counts, trials):
    """Seat 0's final hands (what odds reports as the hero's) are among every seat's: one a deal
    that shows down (every deal, but where seat 0 folds or a draw game's deal is void). A game
    that names its own final hands (razz: the hero's low) is only counted."""
    from kernels.core.categories import N_CATEGORIES
    from kernels.core.layout import O_FIRST_CAT, O_HAND

    first = counts[O_FIRST_CAT:O_FIRST_CAT + N_CATEGORIES]
    if v.odds_cards().categories is None:
        assert (first <= counts[O_HAND:O_HAND + N_CATEGORIES]).all()
    assert 0 < first.sum() <= trials
    if v.family in ("stud", "community") and "fold" not in [d.name for d in v.decisions]:
        assert first.sum() == trials


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


def _names(tables):
    """Every name a run reports: its table names and the entry keys of its tables."""
    return set(tables) | {key for table in tables.values() for key in table}


def _switched(option):
    """A value other than the default that turns an option on: a bool's other value, another
    choice, an int one higher; None for free text (wild ranks, schedules)."""
    if option.kind is bool:
        return str(not option.default).lower()
    if option.choices:
        return next(str(c) for c in option.choices if c != option.default)
    if option.kind is int and (option.high is None or option.default + 1 <= option.high):
        return str(option.default + 1)
    return None


@pytest.mark.parametrize("vid", VARIANTS)
def test_declared_metrics_are_reported(vid):
    """Each name in a variant's ``metrics`` is a table or an entry key of a table in its output, with
    the default options or, for a metric an option turns on (baseball's pot_matches with winter,
    yanqui's queen_of_hearts_transfer with queen_of_hearts, five-card draw's deals_per_pot with a
    qualifier), with that option switched."""
    v = sim.get_variant(vid)
    seed = zlib.crc32(vid.encode())  # stable across processes, unlike hash()
    reported = _names(sim.run(vid, trials=5_000, seed=seed, threads=1, write=False).json_tables)
    missing = [m for m in v.metrics if m not in reported]
    for o in (o for o in v.options if _switched(o) is not None and missing):
        spec = f"{vid}({o.name}={_switched(o)})"
        variant, given = parse_spec(spec)
        players = variant.default_players_for(variant.resolve_options(given))
        tables = sim.run(spec, players=players, trials=5_000, seed=seed, threads=1, write=False).json_tables
        missing = [m for m in missing if m not in _names(tables)]
    assert not missing, f"{vid} declares metrics its runs never report: {missing}"


def test_capability_fields_are_checked():
    v = sim.get_variant("seven-card-stud")
    fields = dict(id="x", name="x", family="stud", source="x", players=(2, 7), default_players=7,
                  summary="x", rules="x")
    for bad in ({"scored": "chips"}, {"wild": "sometimes"}, {"split_pot": "yes"}, {"house_hand": 1},
                {"metrics": ["volatility"]}):
        with pytest.raises(ValueError):
            type(v)(**fields, **bad)
    assert type(v)(**fields).scored == "hands"


def _settings(v):
    """(options, policies) pairs that switch one option or one policy from the defaults."""
    out = [({o.name: _switched(o)}, {}) for o in v.options if _switched(o) is not None]
    out += [({}, {d.name: name}) for d in v.decisions for name in d.policies if name != d.default]
    return out


@pytest.mark.parametrize("vid", VARIANTS)
def test_every_option_and_policy_runs_and_honours_the_contract(vid):
    """Each option switched alone and each policy alone: the run completes with the contract's
    tables, every entry with its interval, and the pot shared out in full."""
    v = sim.get_variant(vid)
    for options, policies in _settings(v):
        spec = f"{vid}({','.join(f'{k}={x}' for k, x in options.items())})" if options else vid
        variant, given = parse_spec(spec)
        players = variant.default_players_for(variant.resolve_options(given))
        res = sim.run(spec, players=players, trials=3_000, seed=5, write=False, policies=policies)
        tables = res.json_tables
        for name in CONTRACT_TABLES:
            assert name in tables, (spec, policies, name)
        for name, table in tables.items():
            assert all("ci" in e or "mean" in e for e in table.values()), (spec, policies, name)
        house = unwon_share(v, tables)
        assert abs(sum(e["p"] for e in tables["seat_win"].values()) + house - 1) < 1e-9, (spec, policies)

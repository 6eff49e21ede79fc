"""333 (kernels/games/three_three_three.py) against its twin (tests/reference/three_three_three.py,
written from the rules without the kernel): deal by deal on replayed card orders under every
policy and option at three table sizes, and every table at two sizes."""
from collections import Counter

import numpy as np
import pytest

import sim
from kernels.games import three_three_three_layout as k3
from kernels.core.cards import make_deck
from sim.spec.cards import format_card

from tests.reference import three_three_three as twin
from tests.stud_replay import assert_agree, chi2_p, make_plan, prop_p, stable_seed

SETTINGS = [({}, "standard"), ({}, "high"), ({}, "low"), ({"first_out_takes_all": True}, "standard")]


def spec(options):
    return "333(first_out_takes_all=true)" if options else "333"


def check_deal(r, c, players):
    assert list(c["seat_win"][:players]) == [round(s * k3.SHARE_UNITS) for s in r["shares"]]
    assert c["reveals"][len(r["reveals"])] == 1
    assert c["passed_over"][0] == r["passed_over"]
    out = r["out"]
    assert c["went_out"][0] == int(bool(out))
    if out:
        assert c["outs"][len(out)] == 1
        return
    declares = Counter(r["declares"])
    assert list(c["declares"]) == [declares["high"], declares["low"]]
    if r["high_winners"]:
        assert c["high_total"][r["high_totals"][r["high_winners"][0]]] == 1
        assert c["split_high"][0] == int(len(r["high_winners"]) > 1)
    else:
        assert c["high_total"].sum() == 0
    if r["low_winners"]:
        assert c["low_total"][r["low_totals"][r["low_winners"][0]]] == 1
        assert c["split_low"][0] == int(len(r["low_winners"]) > 1)
    else:
        assert c["low_total"].sum() == 0


@pytest.mark.parametrize("options,policy", SETTINGS)
def test_deal_by_deal(options, policy):
    """Every count of 200 replayed deals equals the twin's, at 2, 6 and 10 seats."""
    rng = np.random.default_rng(stable_seed("333", spec(options), policy))
    for players in (2, 6, 10):
        orders = np.array([rng.permutation(make_deck()) for _ in range(200)], dtype=np.int8)
        plan = make_plan(spec(options), players, {"declare": policy})
        for order, row in zip(orders, plan.replay(orders)):
            text = [format_card(x) for x in order]
            r = twin.play(text, players, policy=policy,
                          first_out_takes_all=options.get("first_out_takes_all", False))
            try:
                check_deal(r, plan.named(row), players)
            except AssertionError as e:
                raise AssertionError(f"{players} players, deck {' '.join(text)}: {e}") from None


@pytest.mark.parametrize("players,options,policy", [
    (3, {}, "standard"), (8, {}, "standard"), (4, {"first_out_takes_all": True}, "high"),
    (9, {"first_out_takes_all": True}, "high"),
    pytest.param(10, {}, "low", marks=pytest.mark.slow)])
def test_every_table_agrees_with_the_twin(players, options, policy):
    ref_deals = 4000
    r = twin.simulate(players, ref_deals, stable_seed("333-tables", players) % 10_000,
                      policy=policy, first_out_takes_all=options.get("first_out_takes_all", False))
    res = sim.run(spec(options), players=players, trials=200_000, seed=103, write=False,
                  policies={"declare": policy})
    c = {name: res.counter(name) for name in res.layout}
    n = res.trials
    totals = range(k3.MAX_TOTAL + 1)
    checks = {
        "went_out": prop_p(r["went_out"], ref_deals, c["went_out"][0], n),
        "outs": chi2_p([r["outs"].get(k, 0) for k in range(1, players + 1)], c["outs"][1:players + 1]),
        "reveals": chi2_p([r["reveals"].get(k, 0) for k in range(1, 6)], c["reveals"][1:]),
        "declares": chi2_p([r["declares_high"], r["declares_low"]], c["declares"], 2.0),
        "high_total": chi2_p([r["high_total"].get(t, 0) for t in totals], c["high_total"]),
        "low_total": chi2_p([r["low_total"].get(t, 0) for t in totals], c["low_total"]),
        "split_high": prop_p(r["split_high"], ref_deals, c["split_high"][0], n),
        "split_low": prop_p(r["split_low"], ref_deals, c["split_low"][0], n),
    }
    for seat in range(players):
        checks[f"seat_win:{seat}"] = prop_p(r["shares"][seat], ref_deals,
                                            c["seat_win"][seat] / k3.SHARE_UNITS, n)
    assert_agree(checks)


def test_bad_options_policies_and_seats_are_refused():
    with pytest.raises(sim.UserError):
        sim.run("333(first_out_takes_all=sometimes)", trials=100, write=False)
    with pytest.raises(sim.UserError):
        sim.run("333", trials=100, write=False, policies={"declare": "both"})
    with pytest.raises(sim.UserError):
        sim.run("333", players=11, trials=100, write=False)

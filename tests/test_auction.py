"""Auction (kernels/games/auction.py) against its twin (tests/reference/auction.py, written from the
rules without the kernel): deal by deal on replayed card orders under every policy at three
table sizes, and every table at two sizes."""
from collections import Counter

import pytest

import sim
from kernels.games import auction_layout as ka
from kernels.core.categories import CATEGORY_NAMES

from tests.reference import auction as twin
from tests.stud_replay import assert_agree, chi2_p, prop_p, replay_against_twin, stable_seed

SETTINGS = [{}, {"bid": "flat"}, {"bid": "high"}, {"pick": "highest"},
            {"bid": "high", "pick": "highest"}]


def twin_args(policies):
    return dict(bid=policies.get("bid", "standard"), pick=policies.get("pick", "standard"))


def check_deal(r, c, players):
    assert list(c["seat_win"][:players]) == [round(float(s) * ka.SHARE_UNITS) for s in r["shares"]]
    bids = Counter(b for rnd in r["rounds"] for b in rnd["bids"])
    assert list(c["bids"]) == [bids[b] for b in range(ka.MAX_BID + 1)], "bids"
    assert list(c["spent"][:players]) == r["spent"], "spent"
    assert list(c["won"][:players]) == [int((r["net"][p] + ka.ANTE + r["spent"][p]) * ka.NET_SCALE)
                                        for p in range(players)], "won"
    assert list(c["net_sq"][:players]) == [int((r["net"][p] * ka.NET_SCALE) ** 2)
                                           for p in range(players)], "net"
    first = Counter(rnd["order"][0] for rnd in r["rounds"])
    assert list(c["first_pick"][:players]) == [first[p] for p in range(players)], "first pick"
    picker = r["rounds"][0]["order"][0]
    assert c["first_picker_share"][0] == round(float(r["shares"][picker]) * ka.SHARE_UNITS)
    assert c["winner_category"][CATEGORY_NAMES.index(r["category"])] == 1, "category"
    assert c["tie"][0] == int(len(r["winners"]) > 1)


@pytest.mark.parametrize("policies", SETTINGS)
def test_deal_by_deal(policies):
    """Every count of 150 replayed deals equals the twin's, at 2, 5 and 7 seats."""
    replay_against_twin("auction", policies, (2, 5, 7), 150,
                        lambda deck, players: twin.play(deck, players, **twin_args(policies)),
                        check_deal)


@pytest.mark.parametrize("players,policies", [
    (3, {}), (6, {}), (4, {"bid": "flat", "pick": "highest"}),
    pytest.param(7, {"bid": "high"}, marks=pytest.mark.slow)])
def test_every_table_agrees_with_the_twin(players, policies):
    ref_deals = 1500
    r = twin.simulate(players, ref_deals, stable_seed("auction-tables", players) % 10_000,
                      **twin_args(policies))
    res = sim.run("auction", players=players, trials=200_000, seed=121, write=False,
                  policies=policies)
    c = {name: res.counter(name) for name in res.layout}
    n = res.trials
    checks = {
        "bids": chi2_p([r["bids"][b] for b in range(ka.MAX_BID + 1)], c["bids"]),
        "win_category": chi2_p([r["win_category"][x] for x in twin.CATEGORIES],
                               c["winner_category"][[CATEGORY_NAMES.index(x) for x in twin.CATEGORIES]]),
        "ties": prop_p(r["ties"], ref_deals, c["tie"][0], n),
        "first_pick": chi2_p(r["first_pick"], c["first_pick"][:players]),
        "first_picker": prop_p(float(r["first_picker_wins"]), ref_deals,
                               c["first_picker_share"][0] / ka.SHARE_UNITS, n),
    }
    for seat in range(players):
        checks[f"seat_win:{seat}"] = prop_p(float(r["shares"][seat]), ref_deals,
                                            c["seat_win"][seat] / ka.SHARE_UNITS, n)
    assert_agree(checks)

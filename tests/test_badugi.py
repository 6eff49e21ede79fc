"""Badugi: its kernel (kernels/games/badugi.py) against its twin (tests/reference/badugi.py,
written from the rules without the kernel, its draws through the generic draw reference's stock):
every count deal by deal on replayed card orders for every policy at three table sizes, and
every table at two."""
import numpy as np
import pytest

import sim
from kernels.core.cards import make_deck
from kernels.drivers import draw_layout as kd
from sim.spec.cards import format_card
from tests.reference import badugi as twin
from tests.stud_replay import assert_agree, capped, chi2_p, make_plan, prop_p, stable_seed

GAME = "badugi"
POLICIES = ("standard", "pat-nine", "pat")


@pytest.mark.parametrize("policy", POLICIES)
def test_deal_by_deal(policy):
    """Every count of 100 replayed deals equals the twin's, at 2, 5 and 8 seats."""
    rng = np.random.default_rng(stable_seed("badugi", policy))
    for players in (2, 5, 8):
        orders = np.array([rng.permutation(make_deck()) for _ in range(100)], dtype=np.int8)
        plan = make_plan(GAME, players, {"draw": policy})
        for order, row in zip(orders, plan.replay(orders)):
            text = [format_card(c) for c in order]
            r = twin.play(text, players, policy)
            c = plan.named(row)
            where = f"{policy}, {players} players, deck {' '.join(text)}"
            best = max(r["values"])
            assert int(np.flatnonzero(c["winner_category"])[0]) + 1 == best[0], where
            assert sorted(i + 1 for i in np.flatnonzero(c["hand_category"])
                          for _ in range(int(c["hand_category"][i]))) == sorted(r["sizes"]), where
            assert list(c["seat_win"][:players]) == [int(s * kd.SHARE_UNITS) for s in r["shares"]], where
            assert int(c["tie"][0]) == (len(r["winners"]) > 1), where
            assert int(np.flatnonzero(c["low_top"])[0]) == r["top"], where
            drawn = [0] * 8
            for rnd in r["drawn"]:
                for k in rnd:
                    drawn[k] += 1
            assert list(c["drawn"]) == drawn, where
            assert int(c["reshuffled"][0]) == r["reshuffled"], where
            assert int(c["leader_full_wins"][0]) == (r["lead"] in r["winners"]), where
            assert int(c["lead_changes"][1]) == (r["winners"][0] != r["lead"]), where


@pytest.mark.parametrize("players,policy", [(3, "standard"), (7, "pat-nine")])
def test_every_table_agrees_with_the_twin(players, policy):
    ref_deals = 2000
    r = twin.simulate(players, ref_deals, stable_seed("badugi-tables", players) % 10_000, policy)
    res = sim.run(GAME, players=players, trials=100_000, seed=47, write=False,
                  policies={"draw": policy})
    c = {name: res.counter(name) for name in res.layout}
    n = res.trials
    checks = {
        "winner_size": chi2_p([r["winner_size"].get(k, 0) for k in (1, 2, 3, 4)],
                              c["winner_category"][:4]),
        "hand_size": chi2_p([r["hand_size"].get(k, 0) for k in (1, 2, 3, 4)],
                            c["hand_category"][:4], 2.0),
        "top": chi2_p([r["top"].get(k, 0) for k in range(14)], c["low_top"]),
        "drawn": chi2_p(capped(r["drawn"], 8), c["drawn"], 2.0),
        "tie": prop_p(r["ties"], ref_deals, c["tie"][0], n),
        "lead_won": prop_p(r["lead_won"], ref_deals, c["leader_full_wins"][0], n),
    }
    for seat in range(players):
        checks[f"seat_win:{seat}"] = prop_p(r["seat_shares"][seat], ref_deals,
                                            c["seat_win"][seat] / kd.SHARE_UNITS, n)
    assert_agree(checks)


def test_advise_refuses_badugi_in_one_line():
    from sim.errors import UserError

    with pytest.raises(UserError, match="does not cover the draw of badugi"):
        sim.advise(GAME, ["As2d3c4c"], players=3)

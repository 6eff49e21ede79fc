"""Psycho: its kernel (kernels/games/psycho.py) against its twin (tests/reference/psycho.py, written
from the rules without the kernel), deal by deal on replayed card orders for every draw limit and
policy, and on every table at two table sizes."""
import random
from collections import Counter

import numpy as np
import pytest

import sim
from kernels.drivers import draw_layout as kd
from kernels.core.cards import make_deck
from sim.spec.cards import format_card
from sim.spec.evaluation import CATEGORY_NAMES
from tests.reference import psycho as ref
from tests.stud_replay import assert_agree, capped, chi2_p, make_plan, prop_p, stable_seed
from tests.test_draw import POLICIES


def spec(max_draw):
    return f"psycho(max_draw={max_draw})"


def check_deal(r, c, players):
    cats = lambda counts: sorted(CATEGORY_NAMES[i] for i, n in enumerate(counts) for _ in range(n))  # noqa: E731
    assert cats(c["winner_category"]) == [r["hands"][r["winners"][0]]]
    assert cats(c["hand_category"]) == sorted(r["hands"])
    assert cats(c["before_category"]) == sorted(r["before"])
    improved = Counter(b for b, up in zip(r["before"], r["improved"]) if up)
    assert list(c["improved"]) == [improved.get(x, 0) for x in CATEGORY_NAMES]
    assert list(c["seat_win"][:players]) == [round(s * kd.SHARE_UNITS) for s in r["shares"]]
    assert c["tie"][0] == (len(r["winners"]) > 1)
    assert list(c["drawn"]) == capped(Counter(r["drawn"]), 8)
    assert list(c["leader_full_wins"][:4]) == [int(x) for x in r["leader_won"]]
    assert list(c["leader_showing_wins"][:2]) == [int(x) for x in r["show_won"]]
    changes = sum(a != b for a, b in zip(r["leader_full"], r["leader_full"][1:]))
    assert c["lead_changes"][changes] == 1
    assert c["show_lead_changes"][int(r["leader_show"][0] != r["leader_show"][1])] == 1


@pytest.mark.parametrize("show", ["hide", "best"])
@pytest.mark.parametrize("policy", list(POLICIES))
@pytest.mark.parametrize("max_draw", [0, 2, 3])
def test_deal_by_deal(max_draw, policy, show):
    """Every count of 25 replayed deals equals the twin's at 2 and 6 seats (a deal that reshuffles
    agrees on the flag: the two shuffle the discards with different generators)."""
    rng = np.random.default_rng(stable_seed("psycho", max_draw, policy, show))
    for players in (2, 6):
        orders = np.array([rng.permutation(make_deck()) for _ in range(25)], dtype=np.int8)
        plan = make_plan(spec(max_draw), players, {"draw": policy, "show": show})
        for order, row in zip(orders, plan.replay(orders)):
            text = [format_card(x) for x in order]
            r = ref.play(text, players, POLICIES[policy], show, max_draw, rng=random.Random(1))
            c = plan.named(row)
            where = f"max_draw={max_draw} {policy} {show}, {players} players, deck {' '.join(text)}"
            if r["reshuffled"]:
                assert c["reshuffled"][0] == 1, where
                continue
            try:
                check_deal(r, c, players)
            except AssertionError as e:
                raise AssertionError(f"{where}: {e}") from None


@pytest.mark.parametrize("players,max_draw", [(3, 2), (7, 3)])
def test_every_table_agrees_with_the_twin(players, max_draw):
    ref_deals = 1500
    r = ref.simulate(players, ref_deals, stable_seed("psycho-tables", players) % 10_000, "draw", "hide", max_draw)
    res = sim.run(spec(max_draw), players=players, trials=60_000, seed=21, write=False)
    c = {name: res.counter(name) for name in res.layout}
    n = res.trials
    cats = list(CATEGORY_NAMES)
    checks = {
        "winner_category": chi2_p([r["winner_category"].get(x, 0) for x in cats], c["winner_category"]),
        "hand_category": chi2_p([r["hand_category"].get(x, 0) for x in cats], c["hand_category"], 2.0),
        "before": chi2_p([r["before"].get(x, 0) for x in cats], c["before_category"], 2.0),
        "drawn": chi2_p(capped(r["drawn"], 8), c["drawn"], 2.0),
        "tie": prop_p(r["ties"], ref_deals, c["tie"][0], n),
        "reshuffled": prop_p(r["reshuffled"], ref_deals, c["reshuffled"][0], n),
    }
    for k in range(3):
        checks[f"full:{k + 1}"] = prop_p(r["leader_won"][k], ref_deals, c["leader_full_wins"][k], n)
    for k in range(2):
        checks[f"showing:{k + 1}"] = prop_p(r["show_won"][k], ref_deals, c["leader_showing_wins"][k], n)
    for seat in range(players):
        checks[f"seat_win:{seat}"] = prop_p(r["seat_shares"][seat], ref_deals,
                                            c["seat_win"][seat] / kd.SHARE_UNITS, n)
    assert_agree(checks)


def test_a_bad_draw_limit_is_refused():
    with pytest.raises(sim.UserError):
        sim.run("psycho(max_draw=4)", players=3, trials=100, write=False)
    with pytest.raises(sim.UserError):
        sim.run("psycho", players=3, trials=100, write=False, policies={"show": "random"})

"""Yanqui Baseball: the stud kernel against the plain-Python reference in tests/reference/.

Two checks of different kinds:
- deal by deal: the kernel replays exactly the card order the reference plays, and every count
  of the deal must match (categories, shares, wild rank and changes, extras, queen-of-hearts
  payments, the leaders of every round);
- statistically: a seeded kernel run and a seeded reference run of different deals agree on
  every table, which also covers the shuffling and block machinery.
"""
import numpy as np
import pytest
from scipy import stats

import sim
from kernels.drivers import stud as k
from kernels.core.cards import make_deck
from sim.spec.cards import format_card
from sim.engine.plan import named_counts
from tests.reference import yanqui as ref
from tests.stud_replay import (assert_agree, capped, chi2_p, common_table_checks, compare_deal,
                               prop_p)


def test_yanqui_rule_array_matches_the_variant():
    """The replay helper runs the registered variant's own rule array and tables."""
    v = sim.get_variant("yanqui-baseball")
    plan = v.plan(v.defaults(), v.resolve_policies({}), 7)
    rules = plan.inputs["rules"]
    assert rules[k.R_WILD_MODE] == k.W_LAST_SHOWN
    assert rules[k.R_WILD_SET] == (1 << 1) | (1 << 3) | (1 << 5) | (1 << 7)  # 3, 5, 7, 9
    assert rules[k.R_EXTRA_RANKS] == 1 << 2 and rules[k.R_EXTRA_POLICY] == 1  # 4s buy a card


def _compare_deal(codes, players, buy_fours):
    spec = "yanqui-baseball" if buy_fours else "yanqui-baseball(buy_fours=false)"
    r, c = compare_deal(spec, players, codes,
                        lambda deck: ref.play_deal(deck, players=players, buy_fours=buy_fours),
                        extras=True)
    where = f"{spec}, {players} players, deck {' '.join(format_card(x) for x in codes)}"
    assert int(np.flatnonzero(c["extra_per_deal"])[0]) == sum(r["extras"]), where
    assert c["qh_face_up"][0] == (r["qh_holder"] is not None), where
    assert int(np.flatnonzero(c["qh_payments"])[0]) == r["qh_payments"], where


@pytest.mark.parametrize("players,buy_fours,n_deals", [(7, True, 700), (4, True, 300), (2, True, 200), (7, False, 200)])
def test_deal_by_deal_agreement(players, buy_fours, n_deals):
    rng = np.random.default_rng(1000 + players + 10 * buy_fours)
    deck = make_deck()
    for _ in range(n_deals):
        _compare_deal(rng.permutation(deck), players, buy_fours)


def test_deal_by_deal_shared_card():
    """Seven players, all four 4s shown and bought: the last card goes to the middle."""
    rng = np.random.default_rng(5)
    deck = list(make_deck())
    found = 0
    for _ in range(4000):
        order = rng.permutation(deck)
        # place the four 4s among seat up cards of the first four up streets
        codes = list(order)
        fours = [c for c in codes if c >> 2 == 2]
        rest = [c for c in codes if c >> 2 != 2]
        slots = sorted(rng.choice(np.arange(14, 14 + 28), size=4, replace=False))
        # dealing inserts extras after each 4, so build the order by walking the deal
        out, fi, ri, up_index = [], 0, 0, 0
        for street in range(7):
            for seat in range(7):
                if 2 <= street <= 5:
                    pos = 14 + up_index
                    up_index += 1
                    if fi < 4 and pos == slots[fi]:
                        out.append(fours[fi])
                        fi += 1
                        out.append(rest[ri]); ri += 1  # the bought card
                        continue
                if street == 6 and len(out) > 52 - 7:
                    break
                out.append(rest[ri]); ri += 1
        out += rest[ri:]
        if len(out) == 52 and fi == 4:
            _compare_deal(np.array(out, dtype=np.int8), 7, True)
            found += 1
        if found >= 30:
            break
    assert found >= 30


@pytest.mark.parametrize("players,ref_deals", [(7, 1500), (3, 1000)])
def test_statistical_agreement_with_reference(players, ref_deals):
    """Every table: kernel (seeded run) vs reference (its own RNG). Seats within a deal share the
    wild rank, so seat-pooled tables get a design-effect allowance of 2 on the chi-square."""
    r = ref.simulate(ref_deals, players=players, seed=11)
    res = sim.run("yanqui-baseball(queen_of_hearts=true)", players=players, trials=200_000, seed=3,
                  write=False)
    n = res.trials
    c = named_counts(res.counts, res.layout)
    checks = common_table_checks(r, c, n, ref_deals, players)
    checks["wild_rank"] = chi2_p([r["wild_rank"].get(x, 0) for x in ("none", "3", "5", "7", "9")],
                                 c["wild_rank"][[0, 2, 4, 6, 8]])
    checks["wild_changes"] = chi2_p(capped(r["wild_changes"], 32), c["wild_changes"])
    checks["extra_cards"] = chi2_p([r["extra_cards"].get(i, 0) for i in range(5)], c["extra_cards"], 2.0)
    checks["qh_face_up"] = prop_p(r["qh_face_up"], ref_deals, c["qh_face_up"][0], n)
    # mean queen-of-hearts payments per deal: z test with the kernel's variance for both samples
    h = c["qh_payments"].astype(float)
    kk = np.arange(len(h))
    mean = (kk * h).sum() / n
    var = (kk * kk * h).sum() / n - mean ** 2
    z = (r["qh_payments"] / ref_deals - mean) / np.sqrt(var / ref_deals + var / n)
    checks["qh_payments"] = float(2 * stats.norm.sf(abs(z)))
    assert_agree(checks)

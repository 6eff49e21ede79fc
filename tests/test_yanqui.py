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
from kernels import stud as k
from kernels.cards import make_deck
from sim.cards import format_card
from sim.evaluation import CATEGORY_NAMES
from tests.reference import yanqui as ref
from tests.stud_replay import compare_deal


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


def _capped(counter, size):
    """Histogram of a Counter of ints with the last bucket holding size-1 and above."""
    out = [0] * size
    for value, n in counter.items():
        out[min(int(value), size - 1)] += n
    return out


def _chi2_p(a, b, deflate=1.0):
    """Two-sample chi-square homogeneity p-value. Cells whose expected count in either sample is
    under 5 are pooled into one cell (and that cell into the smallest other while still under 5),
    so a rare category seen once in the small sample cannot dominate the statistic."""
    a = np.asarray(a, dtype=float)
    b = np.asarray(b, dtype=float)
    total = a + b
    keep = total > 0
    a, b, total = a[keep], b[keep], total[keep]
    share = total / total.sum()
    small = np.minimum(share * a.sum(), share * b.sum()) < 5
    if small.any():
        a = np.append(a[~small], a[small].sum())
        b = np.append(b[~small], b[small].sum())
        share = (a + b) / (a + b).sum()
        while len(a) > 2 and min(share[-1] * a.sum(), share[-1] * b.sum()) < 5:
            j = int(np.argmin(share[:-1]))
            a[-1] += a[j]
            b[-1] += b[j]
            a, b = np.delete(a, j), np.delete(b, j)
            share = (a + b) / (a + b).sum()
    if len(a) < 2:
        return 1.0
    chi2, _, dof, _ = stats.chi2_contingency(np.vstack([a, b]), correction=False)
    return float(stats.chi2.sf(chi2 / deflate, dof))


def _prop_p(x1, n1, x2, n2):
    p = (x1 + x2) / (n1 + n2)
    se = np.sqrt(p * (1 - p) * (1 / n1 + 1 / n2))
    if se == 0:
        return 1.0
    return float(2 * stats.norm.sf(abs(x1 / n1 - x2 / n2) / se))


@pytest.mark.parametrize("players,ref_deals", [(7, 2500), (3, 1500)])
def test_statistical_agreement_with_reference(players, ref_deals):
    """Every table: kernel (seeded run) vs reference (its own RNG). Seats within a deal share the
    wild rank, so seat-pooled tables get a design-effect allowance of 2 on the chi-square."""
    r = ref.simulate(ref_deals, players=players, seed=11)
    res = sim.run("yanqui-baseball(queen_of_hearts=true)", players=players, trials=200_000, seed=3,
                  write=False)
    n = res.trials
    c = {name: res.counts[a:a + m] for name, (a, m) in k.OFFSETS.items()}
    cats = list(CATEGORY_NAMES)
    alpha = 1e-4
    checks = {
        "winner_category": _chi2_p([r["winner_category"].get(x, 0) for x in cats], c["winner_category"]),
        "hand_category": _chi2_p([r["hand_category"].get(x, 0) for x in cats], c["hand_category"], 2.0),
        "wild_rank": _chi2_p([r["wild_rank"].get(x, 0) for x in ("none", "3", "5", "7", "9")],
                             c["wild_rank"][[0, 2, 4, 6, 8]]),
        "wild_changes": _chi2_p(_capped(r["wild_changes"], 32), c["wild_changes"]),
        "wild_held": _chi2_p(_capped(r["wild_held"], 16), c["wild_held"], 2.0),
        "extra_cards": _chi2_p([r["extra_cards"].get(i, 0) for i in range(5)], c["extra_cards"], 2.0),
        "tie": _prop_p(r["tie"], ref_deals, c["tie"][0], n),
        "qh_face_up": _prop_p(r["qh_face_up"], ref_deals, c["qh_face_up"][0], n),
        "shared_card": _prop_p(r["shared_card"], ref_deals, c["shared_card"][0], n),
    }
    for seat in range(players):
        checks[f"seat_win:{seat}"] = _prop_p(r["seat_win"][seat], ref_deals, c["seat_win"][seat] / k.SHARE_UNITS, n)
    vol_n = c["vol_deals"][0]
    for i in range(5):
        checks[f"full:{i + 1}"] = _prop_p(r["leader_wins_full"][i], ref_deals, c["leader_full_wins"][i], vol_n)
        checks[f"showing:{i + 1}"] = _prop_p(r["leader_wins_showing"][i], ref_deals, c["leader_showing_wins"][i], vol_n)
    checks["lead_changes"] = _chi2_p(_capped(r["lead_changes"], 8), c["lead_changes"])
    # mean queen-of-hearts payments per deal: z test with the kernel's variance for both samples
    h = c["qh_payments"].astype(float)
    kk = np.arange(len(h))
    mean = (kk * h).sum() / n
    var = (kk * kk * h).sum() / n - mean ** 2
    z = (r["qh_payments"] / ref_deals - mean) / np.sqrt(var / ref_deals + var / n)
    checks["qh_payments"] = float(2 * stats.norm.sf(abs(z)))
    bad = {name: p for name, p in checks.items() if p < alpha}
    assert not bad, f"tables disagree with the reference: {bad}"

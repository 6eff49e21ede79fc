"""The draw features of five-card-draw (qualifier, roll_your_own, high_low, lowball) against their
twin (tests/reference/draw_features.py, written from the rules without the kernels): every count
deal by deal on replayed card orders, every table at two table sizes."""
import random
from collections import Counter

import numpy as np
import pytest

import sim
from kernels.drivers import draw_layout as kd
from kernels.core.cards import make_deck
from sim.spec.cards import format_card
from sim.spec.evaluation import CATEGORY_NAMES
from sim.games.draw_own import LOW_TOPS
from tests.reference import draw_features as ref
from tests.stud_replay import assert_agree, capped, chi2_p, make_plan, prop_p, stable_seed
from tests.test_draw import POLICIES, assert_tables_agree
from tests.test_draw import check_deal as check_high_deal
from tests.test_draw_honky import check_deal as check_split_deal

TOP_INDEX = {t: 5 + i for i, t in enumerate(LOW_TOPS)} | {"pair+": 0}

# (spec, the twin's keyword options, the twin's wild text, policies run)
MODES = {
    "qualifier": ("five-card-draw(qualifier=jacks)", {"qualifier": "J"}, "", ("standard", "kicker")),
    "qualifier-wild": ("five-card-draw(qualifier=kings,wild=2)", {"qualifier": "K"}, "2", ("standard",)),
    "acey-qualifier": ("acey-deucey(qualifier=queens)", {"qualifier": "Q"}, "A2", ("standard",)),
    "roll": ("five-card-draw(roll_your_own=true)", {"roll_your_own": True}, "", ("standard", "pat")),
    "roll-wild": ("five-card-draw(roll_your_own=true,wild=A)", {"roll_your_own": True}, "A", ("standard",)),
    "high_low": ("five-card-draw(high_low=true)", {"high_low": True}, "", ("standard", "pat")),
    "high_low-wild": ("five-card-draw(high_low=true,wild=2)", {"high_low": True}, "2", ("standard",)),
    "lowball": ("five-card-draw(lowball=true)", {"lowball": True}, "", ("standard", "pat")),
    "lowball-wild": ("five-card-draw(lowball=true,wild=K)", {"lowball": True}, "K", ("standard",)),
}


def names(hist):
    return sorted(CATEGORY_NAMES[i] for i, n in enumerate(hist) for _ in range(n))


def check_lowball_deal(r, c, players):
    assert CATEGORY_NAMES[int(np.flatnonzero(c["winner_category"])[0])] == r["low_category"][r["winners"][0]]
    assert names(c["hand_category"]) == sorted(r["low_category"])
    assert names(c["before_category"]) == sorted(r["before_low"])
    assert list(c["seat_win"][:players]) == [round(s * kd.SHARE_UNITS) for s in r["shares"]]
    assert c["tie"][0] == (len(r["winners"]) > 1)
    assert int(np.flatnonzero(c["low_top"])[0]) == TOP_INDEX[r["low_top"]]
    assert list(c["drawn"]) == capped(Counter(r["drawn"]), 8)
    assert list(c["wild_held"]) == capped(Counter(r["wild_held"]), 16)
    assert c["leader_full_wins"][0] == r["leader_won"]
    assert list(c["lead_changes"][:2]) == [1 - r["lead_changes"], r["lead_changes"]]


def check(mode, r, c, players):
    if mode.startswith("lowball"):
        check_lowball_deal(r, c, players)
    elif mode.startswith("high_low"):
        check_split_deal(r, c, players)
    else:
        assert c["void"][0] == 0
        check_high_deal(r, c, players)
        if mode.startswith("roll"):
            assert {r_ + 2: int(n) for r_, n in enumerate(c["wild_rank"][1:14]) if n} == dict(Counter(r["picked"]))


@pytest.mark.parametrize("mode,policy", [(m, p) for m, v in MODES.items() for p in v[3]])
def test_deal_by_deal(mode, policy):
    """Every count of 50 replayed deals equals the twin's, at 2, 5 and 7 seats (deals that
    reshuffle agree on the flag; void deals count only as void)."""
    spec, opts, wild, _ = MODES[mode]
    rng = np.random.default_rng(stable_seed("features", mode, policy))
    for players in (2, 5, 7):
        orders = np.array([rng.permutation(make_deck()) for _ in range(50)], dtype=np.int8)
        plan = make_plan(spec, players, {"draw": policy})
        for order, row in zip(orders, plan.replay(orders)):
            text = [format_card(x) for x in order]
            r = ref.play(text, players, POLICIES[policy], wild, rng=random.Random(1), **opts)
            c = plan.named(row)
            where = f"{spec} {policy}, {players} players, deck {' '.join(text)}"
            if r["void"]:
                assert c["void"][0] == 1 and c["winner_category"].sum() == 0, where
                continue
            if r["reshuffled"]:
                assert c["reshuffled"][0] == 1, where
                continue
            try:
                check(mode, r, c, players)
            except AssertionError as e:
                raise AssertionError(f"{where}: {e}") from None


@pytest.mark.parametrize("mode,players", [("qualifier", 3), ("qualifier-wild", 6), ("acey-qualifier", 2),
                                          ("roll", 3),
                                          ("roll-wild", 6), ("high_low", 3), ("high_low-wild", 6),
                                          ("lowball", 6), ("lowball-wild", 3)])
def test_every_table_agrees_with_the_twin(mode, players):
    spec, opts, wild, _ = MODES[mode]
    ref_deals = 1000 if mode == "roll-wild" else 1500  # the twin rolls each wild hand: slowest
    r = ref.simulate(players, ref_deals, stable_seed("features-tables", mode, players) % 10_000,
                     "draw", wild, **opts)
    res = sim.run(spec, players=players, trials=100_000, seed=47, write=False)
    c = {name: res.counter(name) for name in res.layout}
    n = res.trials
    decided = ref_deals - r.get("void", 0)
    if "qualifier" in mode or mode.startswith("roll"):
        r_void = r.get("void", 0)
        assert_agree({"void": prop_p(r_void, ref_deals, c["void"][0], n)})
        assert_tables_agree(r, res, players, decided)
        if mode.startswith("roll"):
            assert_agree({"picked": chi2_p([r["picked"].get(x, 0) for x in range(2, 15)],
                                           c["wild_rank"][1:14], 2.0)})
        return
    cats = list(CATEGORY_NAMES)
    tops = [r["low_top"].get(t, 0) for t in LOW_TOPS + ("pair+",)]
    checks = {
        "winner_category": chi2_p([r["winner_category"].get(x, 0) for x in cats], c["winner_category"]),
        "hand_category": chi2_p([r["hand_category"].get(x, 0) for x in cats], c["hand_category"], 2.0),
        "before": chi2_p([r["before"].get(x, 0) for x in cats], c["before_category"], 2.0),
        "drawn": chi2_p(capped(r["drawn"], 8), c["drawn"], 2.0),
        "low_top": chi2_p(tops, list(c["low_top"][5:14]) + [c["low_top"][0]]),
        "tie": prop_p(r["ties"], ref_deals, c["tie"][0], n),
        "leader_won": prop_p(r["leader_won"], ref_deals, c["leader_full_wins"][0], n),
    }
    if wild:
        checks["wild_held"] = chi2_p(capped(r["wild_held"], 16), c["wild_held"], 2.0)
    if mode.startswith("high_low"):
        checks["scoop"] = prop_p(r["scoops"], ref_deals, c["scoop"][0], n)
        checks["low_tie"] = prop_p(r["low_ties"], ref_deals, c["low_tie"][0], n)
        checks["went_low"] = prop_p(r["went_low"], ref_deals * players, c["went_low"][0], n * players)
    for seat in range(players):
        checks[f"seat_win:{seat}"] = prop_p(r["seat_shares"][seat], ref_deals,
                                            c["seat_win"][seat] / kd.SHARE_UNITS, n)
    assert_agree(checks)

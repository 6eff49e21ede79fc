"""Honky Tonk: its runner (kernels/games/honky_tonk.py) against its twin (tests/reference/honky_tonk.py,
written from the rules without the kernel): each step of the draw policy on a built hand, every
count deal by deal on replayed card orders, and every table at two table sizes."""
import random
from collections import Counter

import numpy as np
import pytest

import sim
from kernels.drivers import draw_layout as kd
from kernels.core.cards import make_deck
from sim.spec.cards import format_card, parse_cards
from sim.spec.evaluation import CATEGORY_NAMES
from sim.games.draw_own import LOW_TOPS
from tests.reference import honky_tonk as ref
from tests.stud_replay import assert_agree, capped, chi2_p, make_plan, prop_p, stable_seed

GAME = "honky-tonk"
POLICIES = ("standard", "high", "pat")
TOP_INDEX = {t: 5 + i for i, t in enumerate(LOW_TOPS)} | {"pair+": 0}


def check_deal(r, c, players):
    names = lambda hist: sorted(CATEGORY_NAMES[i] for i, n in enumerate(hist) for _ in range(n))  # noqa: E731
    high = r["high_winners"]
    assert CATEGORY_NAMES[int(np.flatnonzero(c["winner_category"])[0])] == r["hands"][high[0]]
    assert names(c["hand_category"]) == sorted(r["hands"])
    assert names(c["before_category"]) == sorted(r["before"])
    improved = Counter(b for b, up in zip(r["before"], r["improved"]) if up)
    assert list(c["improved"]) == [improved.get(x, 0) for x in CATEGORY_NAMES]
    assert list(c["seat_win"][:players]) == [round(s * kd.SHARE_UNITS) for s in r["shares"]]
    assert c["tie"][0] == (len(high) > 1) and c["low_tie"][0] == (len(r["low_winners"]) > 1)
    assert c["scoop"][0] == r["scoop"]
    assert int(np.flatnonzero(c["low_top"])[0]) == TOP_INDEX[r["low_top"]]
    assert c["went_low"][0] == sum(r["went_low"])
    assert list(c["drawn"]) == capped(Counter(r["drawn"]), 8)
    assert list(c["wild_held"]) == capped(Counter(r["wild_held"]), 16)
    assert c["reshuffled"][0] == r["reshuffled"]
    assert c["leader_full_wins"][0] == r["leader_won"]
    assert list(c["lead_changes"][:2]) == [1 - r["lead_changes"], r["lead_changes"]]


def seat0_order(hand, players=2):
    cards = parse_cards(hand)
    rest = [c for c in make_deck() if c not in cards]
    order = []
    for i in range(5):
        order += [cards[i]] + rest[i * (players - 1):(i + 1) * (players - 1)]
    return np.array(order + rest[5 * (players - 1):], dtype=np.int8)


@pytest.mark.parametrize("hand,policy,drawn,low", [
    ("3c 8d 9h Th Js", "standard", 0, False),   # a straight with a wild 3 stands pat
    ("Kc Ad 2h 5s Qd", "standard", 1, True),    # four low cards (a king among them) draw to the low
    ("Kc Ad 2h 2s 9d", "standard", 3, False),   # a repeated low rank counts once: three, so high
    ("Ac 2d 4h 6s 7d", "standard", 0, True),    # five low cards keep all five
    ("Kc Ad 2h 5s Qd", "high", 4, False),       # the high policy draws for high: the ace alone
    ("7c 7d Qh 9s 4s", "pat", 0, False),        # pat never draws
])
def test_each_step_of_the_policy_on_a_built_hand(hand, policy, drawn, low):
    order = seat0_order(hand)
    plan = make_plan(GAME, 2, {"draw": policy})
    c = plan.named(plan.replay(order[None, :])[0])
    r = ref.play([format_card(x) for x in order], 2, policy, rng=random.Random(1))
    assert r["drawn"][0] == drawn and r["went_low"][0] == low
    check_deal(r, c, 2)


@pytest.mark.parametrize("policy", POLICIES)
def test_deal_by_deal(policy):
    """Every count of 60 replayed deals equals the twin's, at 2, 5 and 7 seats (deals that
    reshuffle agree on the flag: the two shuffle the discards with different generators)."""
    rng = np.random.default_rng(stable_seed("honky", policy))
    for players in (2, 5, 7):
        orders = np.array([rng.permutation(make_deck()) for _ in range(60)], dtype=np.int8)
        plan = make_plan(GAME, players, {"draw": policy})
        for order, row in zip(orders, plan.replay(orders)):
            text = [format_card(x) for x in order]
            r = ref.play(text, players, policy, rng=random.Random(1))
            c = plan.named(row)
            where = f"{policy}, {players} players, deck {' '.join(text)}"
            if r["reshuffled"]:
                assert c["reshuffled"][0] == 1, where
                continue
            try:
                check_deal(r, c, players)
            except AssertionError as e:
                raise AssertionError(f"{where}: {e}") from None


@pytest.mark.parametrize("players,policy", [(3, "standard"), (6, "high")])
def test_every_table_agrees_with_the_twin(players, policy):
    ref_deals = 2500
    r = ref.simulate(players, ref_deals, stable_seed("honky-tables", players) % 10_000, policy)
    res = sim.run(GAME, players=players, trials=100_000, seed=43, write=False, policies={"draw": policy})
    c = {name: res.counter(name) for name in res.layout}
    n = res.trials
    cats = list(CATEGORY_NAMES)
    tops = [r["low_top"].get(t, 0) for t in LOW_TOPS + ("pair+",)]
    checks = {
        "winner_category": chi2_p([r["winner_category"].get(x, 0) for x in cats], c["winner_category"]),
        "hand_category": chi2_p([r["hand_category"].get(x, 0) for x in cats], c["hand_category"], 2.0),
        "before": chi2_p([r["before"].get(x, 0) for x in cats], c["before_category"], 2.0),
        "improved": chi2_p([r["improved"].get(x, 0) for x in cats], c["improved"], 2.0),
        "drawn": chi2_p(capped(r["drawn"], 8), c["drawn"], 2.0),
        "wild_held": chi2_p(capped(r["wild_held"], 16), c["wild_held"], 2.0),
        "low_top": chi2_p(tops, list(c["low_top"][5:14]) + [c["low_top"][0]]),
        "tie": prop_p(r["ties"], ref_deals, c["tie"][0], n),
        "low_tie": prop_p(r["low_ties"], ref_deals, c["low_tie"][0], n),
        "scoop": prop_p(r["scoops"], ref_deals, c["scoop"][0], n),
        "went_low": prop_p(r["went_low"], ref_deals * players, c["went_low"][0], n * players),
        "leader_won": prop_p(r["leader_won"], ref_deals, c["leader_full_wins"][0], n),
    }
    for seat in range(players):
        checks[f"seat_win:{seat}"] = prop_p(r["seat_shares"][seat], ref_deals,
                                            c["seat_win"][seat] / kd.SHARE_UNITS, n)
    assert_agree(checks)

"""Omaha (kernels/games/omaha.py): its rank and flush tables against the twin (tests/reference/omaha.py,
written from the rules without the kernel), deal by deal on replayed card orders, high and
high-low, at three table sizes; every table against the twin at two sizes; and the final hands
against the exact Omaha table derived in tests/exact_board_tables.py."""
import numpy as np
import pytest

import sim
from kernels.drivers import community_layout as kc
from kernels.core.cards import make_deck
from sim.spec.cards import format_card
from sim.spec.evaluation import CATEGORY_NAMES

from tests.reference import omaha
from tests.stud_replay import assert_agree, capped, chi2_p, make_plan, prop_p, stable_seed
from tests.test_exact_board_tables import OMAHA


def check_deal(r, c, players, high_low):
    names = sorted(CATEGORY_NAMES[i] for i, n in enumerate(c["hand_category"]) for _ in range(n))
    assert names == sorted(r["hands"])
    assert CATEGORY_NAMES[int(np.flatnonzero(c["winner_category"])[0])] == r["winner_category"]
    assert list(c["seat_win"][:players]) == [round(s * kc.SHARE_UNITS) for s in r["shares"]]
    assert c["tie"][0] == (len(r["winners"]) > 1)
    assert list(c["leader_full_wins"][:3]) == [int(x) for x in r["leader_won"]]
    assert int(np.flatnonzero(c["lead_changes"])[0]) == r["lead_changes"]
    if high_low:
        top = int(np.flatnonzero(c["low_top"])[0])
        assert top == (0 if r["low_top"] is None else int(r["low_top"]))
        assert c["scoop"][0] == r["scoop"]
        assert c["low_tie"][0] == r["low_tie"]


@pytest.mark.parametrize("high_low", [False, True])
def test_deal_by_deal(high_low):
    """Every count of 100 replayed deals equals the twin's, at 2, 6 and 10 seats."""
    rng = np.random.default_rng(stable_seed("omaha", high_low))
    for players in (2, 6, 10):
        orders = np.array([rng.permutation(make_deck()) for _ in range(100)], dtype=np.int8)
        plan = make_plan("omaha(high_low=true)" if high_low else "omaha", players)
        for order, row in zip(orders, plan.replay(orders)):
            text = [format_card(x) for x in order]
            r = omaha.play(text, players, high_low=high_low)
            try:
                check_deal(r, plan.named(row), players, high_low)
            except AssertionError as e:
                raise AssertionError(f"{players} players, deck {' '.join(text)}: {e}") from None


SLOW = pytest.mark.slow  # the twin's sixty choices a seat: the full tables take a minute there


@pytest.mark.parametrize("players,high_low", [
    (3, False), (5, False), (2, True), (4, True),
    pytest.param(9, False, marks=SLOW), pytest.param(8, True, marks=SLOW)])
def test_every_table_agrees_with_the_twin(players, high_low):
    ref_deals = 1500 if players >= 8 else 600  # the largest tables, under -m slow, the most
    r = omaha.simulate(players, ref_deals, stable_seed("omaha-tables", players) % 10_000,
                       high_low=high_low)
    spec = "omaha(high_low=true)" if high_low else "omaha"
    res = sim.run(spec, players=players, trials=200_000, seed=67, write=False)
    c = {name: res.counter(name) for name in res.layout}
    n = res.trials
    vol_n = c["vol_deals"][0]
    cats = list(CATEGORY_NAMES)
    checks = {
        "winner_category": chi2_p([r["winner_category"].get(x, 0) for x in cats], c["winner_category"]),
        "hand_category": chi2_p([r["hand_category"].get(x, 0) for x in cats], c["hand_category"], 2.0),
        "lead_changes": chi2_p(capped(r["lead_changes"], 8), c["lead_changes"]),
        "tie": prop_p(r["ties"], ref_deals, c["tie"][0], n),
    }
    for t in range(3):
        checks[f"full:{t + 1}"] = prop_p(r["leader_won"][t], ref_deals, c["leader_full_wins"][t], vol_n)
    for seat in range(players):
        checks[f"seat_win:{seat}"] = prop_p(r["seat_shares"][seat], ref_deals,
                                            c["seat_win"][seat] / kc.SHARE_UNITS, n)
    if high_low:
        checks["no_low"] = prop_p(r["no_low"], ref_deals, c["low_top"][0], n)
        checks["scoop"] = prop_p(r["scoops"], ref_deals, c["scoop"][0], n)
        checks["low_top"] = chi2_p([r["low_top"].get(str(k), 0) for k in range(5, 9)],
                                   c["low_top"][5:9])
    assert_agree(checks)


def test_final_hands_match_the_exact_omaha_table():
    """Two seats: each seat's nine cards are a random hole hand and board, so hand_category
    matches the exact table of 463,563,500,400 deals (the seats share the board: the intervals
    are widened)."""
    total = sum(OMAHA.values())
    res = sim.run("omaha", players=2, trials=400_000, seed=7, write=False)
    table = res.json_tables["hand_category"]
    for name, count in OMAHA.items():
        lo, hi = table[name]["ci"]
        width = hi - lo
        assert lo - width <= count / total <= hi + width, (name, count / total, table[name])

"""Double-board hold'em: its kernel (kernels/games/double_board.py) against its twin
(tests/reference/double_board.py, written from the rules without the kernel): every count deal
by deal on replayed card orders at three table sizes, and every table at two."""
import numpy as np
import pytest

import sim
from kernels.core.cards import make_deck
from kernels.drivers import community_layout as kc
from sim.spec.cards import format_card
from sim.spec.evaluation import CATEGORY_NAMES
from tests.reference import double_board as twin
from tests.stud_replay import assert_agree, chi2_p, make_plan, prop_p, stable_seed

GAME = "double-board-holdem"


def test_deal_by_deal():
    """Every count of 150 replayed deals equals the twin's, at 2, 6 and 10 seats."""
    rng = np.random.default_rng(stable_seed("double-board"))
    for players in (2, 6, 10):
        orders = np.array([rng.permutation(make_deck()) for _ in range(150)], dtype=np.int8)
        plan = make_plan(GAME, players)
        for order, row in zip(orders, plan.replay(orders)):
            text = [format_card(c) for c in order]
            r = twin.play(text, players)
            c = plan.named(row)
            where = f"{players} players, deck {' '.join(text)}"
            winners = sorted(CATEGORY_NAMES[i] for i in np.flatnonzero(c["winner_category"])
                             for _ in range(int(c["winner_category"][i])))
            assert winners == sorted(r["categories"][w[0]][side]
                                     for side, w in enumerate(r["winners"])), where
            hands = sorted(CATEGORY_NAMES[i] for i in np.flatnonzero(c["hand_category"])
                           for _ in range(int(c["hand_category"][i])))
            assert hands == sorted(name for pair in r["categories"] for name in pair), where
            assert list(c["seat_win"][:players]) == [int(s * kc.SHARE_UNITS) for s in r["shares"]], where
            assert list(c["seat_win_second"][:players]) == \
                [int(s * kc.SHARE_UNITS) for s in r["second"]], where
            assert int(c["tie"][0]) == any(len(w) > 1 for w in r["winners"]), where
            assert int(c["scoop"][0]) == r["scoop"], where


@pytest.mark.parametrize("players", [3, 8])
def test_every_table_agrees_with_the_twin(players):
    ref_deals = 3000
    r = twin.simulate(players, ref_deals, stable_seed("double-board-tables", players) % 10_000)
    res = sim.run(GAME, players=players, trials=200_000, seed=43, write=False)
    c = {name: res.counter(name) for name in res.layout}
    n = res.trials
    cats = list(CATEGORY_NAMES)
    checks = {
        "winner_category": chi2_p([r["winner_category"].get(x, 0) for x in cats],
                                  c["winner_category"]),
        "hand_category": chi2_p([r["hand_category"].get(x, 0) for x in cats], c["hand_category"], 2.0),
        "tie": prop_p(r["ties"], ref_deals, c["tie"][0], n),
        "scoop": prop_p(r["scoops"], ref_deals, c["scoop"][0], n),
    }
    for seat in range(players):
        checks[f"seat_win:{seat}"] = prop_p(r["seat_shares"][seat], ref_deals,
                                            c["seat_win"][seat] / kc.SHARE_UNITS, n)
    assert_agree(checks)


def test_odds_before_the_flops_agree_with_the_twin():
    """AsAd v KsKd, sampled by `odds` and by the twin dealing the two boards: the same share."""
    import random

    from sim.errors import UserError

    a = sim.odds(GAME, ["AsAd", "KsKd"], trials=40_000, seed=5)
    rng = random.Random(7)
    rest = [c for c in twin.DECK if c not in ("As", "Ad", "Ks", "Kd")]
    n, share = 4000, 0.0
    for _ in range(n):
        rng.shuffle(rest)
        share += float(twin.play(["As", "Ks", "Ad", "Kd"] + rest, 2)["shares"][0])
    assert prop_p(share, n, a["tables"]["equity"]["0"]["p"] * 40_000, 40_000) > 1e-3
    with pytest.raises(UserError, match="two boards"):
        sim.odds(GAME, ["AsAd", "KsKd"], board="2c3c4c")

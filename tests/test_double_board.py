"""Double-board hold'em and Omaha: their kernels (kernels/games/double_board.py) against their
twins (tests/reference/double_board.py and double_board_omaha.py, written from the rules without
the kernels): every count deal by deal on replayed card orders at three table sizes, and every
table at two."""
import numpy as np
import pytest

import sim
from kernels.core.cards import make_deck
from kernels.drivers import community_layout as kc
from sim.spec.cards import format_card
from sim.spec.evaluation import CATEGORY_NAMES
from tests.reference import double_board, double_board_omaha
from tests.stud_replay import assert_agree, chi2_p, make_plan, prop_p, stable_seed

GAME = "double-board-holdem"
TWINS = {GAME: double_board, "double-board-omaha": double_board_omaha}
twin = double_board


@pytest.mark.parametrize("game", TWINS)
def test_deal_by_deal(game):
    """Every count of 150 replayed deals equals the twin's, at 2, 6 and 10 seats."""
    twin = TWINS[game]
    rng = np.random.default_rng(stable_seed("double-board", game))
    for players in (2, 6, 10):
        orders = np.array([rng.permutation(make_deck()) for _ in range(150)], dtype=np.int8)
        plan = make_plan(game, players)
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


@pytest.mark.parametrize("game", TWINS)
@pytest.mark.parametrize("players", [3, 8])
def test_every_table_agrees_with_the_twin(game, players):
    ref_deals = 3000 if game == GAME else 1500
    twin = TWINS[game]
    r = twin.simulate(players, ref_deals, stable_seed("double-board-tables", game, players) % 10_000)
    res = sim.run(game, players=players, trials=200_000, seed=43, write=False)
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


@pytest.mark.parametrize("game, hands", [(GAME, ("AsAd", "KsKd")),
                                         ("double-board-omaha", ("AsAdKsKd", "QhJhTh9h"))])
def test_odds_before_the_flops_agree_with_the_twin(game, hands):
    """Two hands before the flops, sampled by `odds` and by the twin dealing the two boards:
    the same share."""
    import random

    from sim.errors import UserError

    twin = TWINS[game]
    a = sim.odds(game, list(hands), trials=40_000, seed=5)
    cards = [[h[i:i + 2] for i in range(0, len(h), 2)] for h in hands]
    dealt = [c for pass_ in zip(*cards) for c in pass_]  # a card a seat a pass
    rng = random.Random(7)
    rest = [c for c in twin.DECK if c not in dealt]
    n, share = (4000, 0.0) if game == GAME else (1500, 0.0)
    for _ in range(n):
        rng.shuffle(rest)
        share += float(twin.play(dealt + rest, 2)["shares"][0])
    assert prop_p(share, n, a["tables"]["equity"]["0"]["p"] * 40_000, 40_000) > 1e-3
    with pytest.raises(UserError, match="two boards"):
        sim.odds(game, list(hands), board="2c3c4c")

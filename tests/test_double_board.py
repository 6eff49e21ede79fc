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
    with pytest.raises(UserError, match="sampled before the flops"):
        sim.odds(game, list(hands), exact=True)


@pytest.mark.parametrize("game, hands, boards", [
    (GAME, ("AsAd", "KsKd"), ("2c7h9dJs", "3c8hTdQc")),
    (GAME, ("9h8h", "AcKd"), ("7h6c2hQs", "Th2d3s4h")),
    ("double-board-omaha", ("AsAdKsKd", "QhJhTh9h"), ("2c7h9dJs", "3c8hTdQc")),
])
def test_odds_on_the_turns_equal_the_twins_count(game, hands, boards):
    """Both turns given: every pair of rivers (board A's from the cards left, then board B's),
    counted by the twin, equals `odds`'s exact answer share for share."""
    from fractions import Fraction

    twin = TWINS[game]
    cards = [[h[i:i + 2] for i in range(0, len(h), 2)] for h in hands]
    a, b = ([s[i:i + 2] for i in range(0, 8, 2)] for s in boards)
    dealt = [c for pass_ in zip(*cards) for c in pass_]  # a card a seat a pass
    rest = [c for c in twin.DECK if c not in dealt + a + b]
    shares, scoops, n = [Fraction(0)] * 2, [0, 0], 0
    for river_a in rest:
        for river_b in rest:
            if river_b == river_a:
                continue
            others = [c for c in rest if c not in (river_a, river_b)]
            order = dealt + a[:3] + b[:3] + [a[3], b[3], river_a, river_b] + others
            r = twin.play(order, 2)
            shares = [s + x for s, x in zip(shares, r["shares"])]
            if r["scoop"]:
                scoops[r["winners"][0][0]] += 1
            n += 1
    answer = sim.odds(game, list(hands), board=f"{boards[0]}/{boards[1]}", exact=True)
    assert answer["exact"] and answer["trials"] == n == len(rest) * (len(rest) - 1)
    for seat in range(2):
        assert answer["tables"]["equity"][str(seat)]["count"] == pytest.approx(float(shares[seat]))
        assert answer["tables"]["scoop"][str(seat)]["count"] == scoops[seat]


@pytest.mark.parametrize("board, says", [("2c7h9d/3c8h", "as many on each"),
                                         ("2c7h9d3c8hTd", "FIRST/SECOND"),
                                         ("2c7h/3c8h", "3, 4 or 5 cards each")])
def test_two_boards_are_given_in_one_line(board, says):
    from sim.errors import UserError

    with pytest.raises(UserError, match=says):
        sim.odds(GAME, ["AsAd", "KsKd"], board=board)

"""Short-deck hold'em: its kernel (kernels/games/short_deck.py) against its twin
(tests/reference/short_deck.py, written from the rules without the kernel): every count deal by
deal on replayed 36-card orders, every table at two table sizes, both orders (the option
trips_beat_straight), and `odds` on a flop against a plain enumeration by the twin."""
from fractions import Fraction
from itertools import combinations

import numpy as np
import pytest

import sim
from kernels.drivers import community_layout as kc
from kernels.eval.hand_rules import SHORT_DECK_CATEGORIES, SHORT_DECK_CATEGORIES_TRIPS
from sim.spec.cards import format_card, parse_card
from tests.reference import short_deck as twin
from tests.stud_replay import assert_agree, chi2_p, make_plan, prop_p, stable_seed

DECK = np.array([c for c in range(52) if c >> 2 >= 4], dtype=np.int8)


def hyphened(name):
    """The twin's category names as the kernel's tables write them."""
    return name.replace(" ", "-")


def spec(trips):
    return "short-deck(trips_beat_straight=true)" if trips else "short-deck"


@pytest.mark.parametrize("trips", [False, True])
def test_deal_by_deal(trips):
    """Every count of 150 replayed deals equals the twin's, at 2, 6 and 10 seats."""
    names = SHORT_DECK_CATEGORIES_TRIPS if trips else SHORT_DECK_CATEGORIES
    rng = np.random.default_rng(stable_seed("short-deck", trips))
    for players in (2, 6, 10):
        orders = np.array([rng.permutation(DECK) for _ in range(150)], dtype=np.int8)
        plan = make_plan(spec(trips), players)
        for order, row in zip(orders, plan.replay(orders)):
            text = [format_card(c) for c in order]
            r = twin.play(text, players, trips_beat_straight=trips)
            c = plan.named(row)
            where = f"{players} players, deck {' '.join(text)}"
            assert [names[i] for i in np.flatnonzero(c["winner_category"])] == \
                [hyphened(r["categories"][r["winners"][0]])], where
            got = [names[i] for i in range(len(names)) for _ in range(int(c["hand_category"][i]))]
            assert sorted(got) == sorted(hyphened(x) for x in r["categories"]), where
            assert list(c["seat_win"][:players]) == [int(s * kc.SHARE_UNITS) for s in r["shares"]], where
            assert int(c["tie"][0]) == (len(r["winners"]) > 1), where
            best = r["winners"]
            assert list(c["leader_full_wins"][:3]) == [int(lead in best) for lead in r["leaders"]], where
            changes = sum(1 for a, b in zip(r["leaders"], r["leaders"][1:] + [best[0]]) if a != b)
            assert int(np.flatnonzero(c["lead_changes"])[0]) == changes, where


@pytest.mark.parametrize("players,trips", [(3, False), (8, True)])
def test_every_table_agrees_with_the_twin(players, trips):
    names = SHORT_DECK_CATEGORIES_TRIPS if trips else SHORT_DECK_CATEGORIES
    ref_deals = 3000
    r = twin.simulate(players, ref_deals, stable_seed("short-deck-tables", players) % 10_000,
                      trips_beat_straight=trips)
    for table in ("winner_category", "hand_category"):
        r[table] = {hyphened(k): v for k, v in r[table].items()}
    res = sim.run(spec(trips), players=players, trials=200_000, seed=41, write=False)
    c = {name: res.counter(name) for name in res.layout}
    n = res.trials
    k = len(names)
    checks = {
        "winner_category": chi2_p([r["winner_category"].get(x, 0) for x in names],
                                  c["winner_category"][:k]),
        "hand_category": chi2_p([r["hand_category"].get(x, 0) for x in names],
                                c["hand_category"][:k], 2.0),
        "tie": prop_p(r["ties"], ref_deals, c["tie"][0], n),
    }
    for t, won in enumerate(r["leader_won"]):
        checks[f"full:{t + 1}"] = prop_p(won, ref_deals, c["leader_full_wins"][t],
                                         int(c["vol_deals"][0]))
    for seat in range(players):
        checks[f"seat_win:{seat}"] = prop_p(r["seat_shares"][seat], ref_deals,
                                            c["seat_win"][seat] / kc.SHARE_UNITS, n)
    assert_agree(checks)
    assert list(res.json_tables["winner_category"]) == list(names)


@pytest.mark.parametrize("hands, board", [
    (["AsKs", "6c6d"], "7c8c9d"),
    (["AhAd", "KsQs", "9h8h"], "Ts6h7h"),
])
def test_odds_on_a_flop_equal_the_twins_enumeration(hands, board):
    holes = [[h[:2], h[2:]] for h in hands]
    flop = [board[i:i + 2] for i in range(0, 6, 2)]
    known = {c for h in holes for c in h} | set(flop)
    unseen = [c for c in twin.SHORT_DECK if c not in known]
    shares = [Fraction(0)] * len(holes)
    n = 0
    for rest in combinations(unseen, 2):
        values = [twin.hand_value(h + flop + list(rest)) for h in holes]
        top = [p for p, v in enumerate(values) if v == max(values)]
        for p in top:
            shares[p] += Fraction(1, len(top))
        n += 1
    a = sim.odds("short-deck", hands, board=board)
    assert a["exact"] and a["trials"] == n
    for p, s in enumerate(shares):
        assert abs(a["tables"]["equity"][str(p)]["p"] - float(s / n)) < 1e-12, p


def test_a_card_outside_the_short_deck_is_one_clear_error():
    from sim.errors import UserError

    with pytest.raises(UserError, match="not in short-deck's 36-card deck"):
        sim.odds("short-deck", ["As2s", "6c6d"])
    assert parse_card("6c") in DECK and parse_card("5c") not in DECK

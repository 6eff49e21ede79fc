"""Tests of the Jacks or Better, Trips to Win reference twin (tests/reference/jacks_or_better.py).

Openers hand by hand, hand-built deals for each way a deal can end (no
opener, no winner, a winner, a split), the totals of simulate(), and a
statistical check of the opener rate against exact counts.
"""

import math
import random
from math import comb

import pytest

try:
    from tests.reference import five_card_draw as fcd
    from tests.reference import jacks_or_better as job
    from tests.reference.evaluator import full_deck
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import five_card_draw as fcd
    from reference import jacks_or_better as job
    from reference.evaluator import full_deck


def opens(text):
    return job.can_open(text.split())


def stack(dealt):
    """``dealt`` on top, then every other card in the fixed deck order."""
    assert len(set(dealt)) == len(dealt)
    return list(dealt) + [c for c in full_deck() if c not in dealt]


def interleave(*seats):
    """Dealing order of per-seat hands: pass 1 round the table, pass 2, ..."""
    return [hand[i] for i in range(5) for hand in seats]


# Seven hands that cannot open: all high card, no straight, no flush.
NO_OPENERS = [
    ["2c", "4d", "6h", "8s", "Tc"],
    ["3c", "5d", "7h", "9s", "Jc"],
    ["2d", "4h", "6s", "8c", "Qd"],
    ["3d", "5h", "7s", "9c", "Kd"],
    ["2h", "4s", "6c", "8d", "Th"],
    ["3h", "5s", "7c", "9d", "Jh"],
    ["2s", "4c", "6d", "8h", "Qs"],
]


# ---------------------------------------------------------------------------
# Openers
# ---------------------------------------------------------------------------


def test_pairs_of_jacks_or_better_open():
    assert opens("Jc Jd 9h 5s 2c")
    assert opens("Qc Qd 9h 5s 2c")
    assert opens("Kc Kd 9h 5s 2c")
    assert opens("Ac Ad 9h 5s 2c")


def test_pairs_below_jacks_do_not_open():
    assert not opens("Tc Td 9h 5s 2c")
    assert not opens("10c 10d Ah Ks Qc")  # tens with big kickers still do not
    assert not opens("2c 2d Ah Ks Qc")


def test_hands_above_one_pair_open():
    assert opens("2c 2d 3h 3s 9c")  # two pair of low ranks
    assert opens("2c 2d 2h 7s 9c")  # trips of twos
    assert opens("9h 8d 7s 6c 5c")  # straight
    assert opens("Ah 2d 3s 4c 5c")  # the wheel
    assert opens("2h 7h 9h Th 4h")  # flush
    assert opens("3c 3d 3h 2s 2c")  # full house
    assert opens("3c 3d 3h 3s 2c")  # four of a kind
    assert opens("5h 6h 7h 8h 9h")  # straight flush


def test_no_pair_does_not_open():
    assert not opens("Ac Kd Qh Js 9c")  # ace high
    assert not opens("Ac Kh Qh Jh 9h")  # four-flush
    assert not opens("9c Td Jh Qs 3c")  # four-straight


def test_can_open_checks_its_hand():
    with pytest.raises(ValueError):
        opens("Jc Jd 9h 5s")
    with pytest.raises(ValueError):
        opens("Jc Jc 9h 5s 2c")
    with pytest.raises(ValueError):
        opens("Jc Zd 9h 5s 2c")


# ---------------------------------------------------------------------------
# Hand-built deals
# ---------------------------------------------------------------------------


def test_no_opener_is_void_with_no_draw():
    deck = stack(interleave(*NO_OPENERS[:2]))
    rng = random.Random(7)
    state = rng.getstate()
    deal = job.play(deck, 2, rng=rng)
    assert deal == {
        "opened": False,
        "decided": False,
        "openers": [],
        "before": ["high-card", "high-card"],
    }
    assert rng.getstate() == state  # nothing was drawn or reshuffled

    # Seven seats would run the stock out in a draw; a void deal has no draw,
    # so it needs no rng.
    deal = job.play(stack(interleave(*NO_OPENERS)), 7)
    assert deal["opened"] is False and deal["decided"] is False
    assert "drawn" not in deal and "winners" not in deal


def test_low_pairs_do_not_open_the_deal():
    deck = stack(interleave(["Tc", "Td", "9h", "5s", "2c"], ["8h", "8d", "Ks", "4c", "3d"]))
    deal = job.play(deck, 2)
    assert deal["opened"] is False
    assert deal["before"] == ["one-pair", "one-pair"]


def test_openers_lists_every_seat_that_can_open():
    deck = stack(
        interleave(
            ["Tc", "Td", "9h", "5s", "2c"],  # tens: cannot open
            ["Kc", "Kd", "8h", "6s", "4d"],  # kings
            ["2d", "2h", "3c", "3s", "Jd"],  # two pair
        )
    )
    deal = job.play(deck, 3)
    assert deal["opened"] is True
    assert deal["openers"] == [1, 2]
    assert deal["before"] == ["one-pair", "one-pair", "two-pair"]


def test_opened_deal_with_two_pair_best_has_no_winner():
    seat0 = ["Jc", "Jd", "9h", "5s", "2c"]  # jacks open; keeps the jacks, draws 3
    seat1 = ["Kh", "Qd", "8s", "6c", "3d"]  # no pair; keeps K Q, draws 3
    stock_top = ["4h", "4d", "8c", "7c", "5d", "2h"]
    deck = stack(interleave(seat0, seat1) + stock_top)
    deal = job.play(deck, 2)
    assert deal["opened"] is True and deal["openers"] == [0]
    assert deal["drawn"] == [3, 3]
    assert deal["seats"] == [["Jc", "Jd", "4h", "4d", "8c"], ["Kh", "Qd", "7c", "5d", "2h"]]
    assert deal["hands"] == ["two-pair", "high-card"]
    assert deal["winners"] == [0]  # the best hand, but too weak to take the pot
    assert deal["decided"] is False
    # Everything else is five-card draw's answer for the same deck.
    plain = fcd.play(deck, 2)
    assert {k: deal[k] for k in plain} == plain


def test_opened_deal_won_by_trips():
    seat0 = ["Qc", "Qd", "8h", "5s", "2c"]  # queens open
    seat1 = ["Kh", "9d", "7s", "4c", "3d"]  # no pair
    seat2 = ["Tc", "Td", "6h", "4s", "2d"]  # tens: cannot open
    draws0, draws1, draws2 = ["Qh", "7c", "3c"], ["9c", "6d", "5d"], ["Jc", "8c", "2s"]
    deck = stack(interleave(seat0, seat1, seat2) + draws0 + draws1 + draws2)
    deal = job.play(deck, 3)
    assert deal["opened"] is True and deal["openers"] == [0]
    assert deal["hands"] == ["three-of-a-kind", "one-pair", "one-pair"]
    assert deal["winners"] == [0] and deal["shares"] == [1.0, 0.0, 0.0]
    assert deal["decided"] is True
    assert deal["improved"] == [True, True, False]


def test_trips_win_even_for_a_seat_that_could_not_open():
    seat0 = ["Qc", "Qd", "8h", "5s", "2c"]  # queens open, make two pair
    seat1 = ["Kh", "9d", "7s", "4c", "3d"]  # no pair, stays no pair
    seat2 = ["Tc", "Td", "6h", "4s", "2d"]  # tens cannot open, make trips
    draws0, draws1, draws2 = ["7c", "7d", "3c"], ["Jc", "6d", "5d"], ["Th", "8c", "2s"]
    deck = stack(interleave(seat0, seat1, seat2) + draws0 + draws1 + draws2)
    deal = job.play(deck, 3)
    assert deal["openers"] == [0]
    assert deal["hands"] == ["two-pair", "high-card", "three-of-a-kind"]
    assert deal["winners"] == [2] and deal["decided"] is True
    assert deal["leader_before"] == 0 and deal["leader_won"] is False


def test_equal_best_hands_split_the_pot():
    # Seats 0 and 2 hold the same straight; seat 1 a lower one.  All stand pat.
    deck = stack(
        interleave(
            ["9h", "8d", "7s", "6c", "5c"],
            ["8h", "7d", "6s", "5d", "4c"],
            ["9c", "8s", "7c", "6d", "5h"],
        )
    )
    deal = job.play(deck, 3)
    assert deal["openers"] == [0, 1, 2]
    assert deal["drawn"] == [0, 0, 0]
    assert deal["winners"] == [0, 2] and deal["shares"] == [0.5, 0.0, 0.5]
    assert deal["decided"] is True


def test_policy_is_passed_to_the_draw():
    seat0 = ["Jc", "Jd", "9h", "5s", "2c"]
    seat1 = ["Kh", "Qd", "8s", "6c", "3d"]
    deck = stack(interleave(seat0, seat1))
    deal = job.play(deck, 2, policy="pat")
    assert deal["drawn"] == [0, 0]
    assert deal["hands"] == ["one-pair", "high-card"] and deal["decided"] is False


def test_bad_arguments():
    with pytest.raises(ValueError):
        job.play(full_deck(), 2, policy="greedy")
    with pytest.raises(ValueError):
        job.play(full_deck(), 1)
    with pytest.raises(ValueError):
        job.play(full_deck(), 8)
    with pytest.raises(ValueError):
        job.play(full_deck()[:9], 2)  # too short
    with pytest.raises(ValueError):
        job.play(["Ac"] + full_deck(), 2)  # a card twice
    with pytest.raises(ValueError):
        job.play(["Zz"] + full_deck(), 2)
    with pytest.raises(ValueError):
        job.play(["Xa"] + full_deck(), 2)  # no jokers
    with pytest.raises(ValueError):
        job.play(full_deck(), 2, rng="seed")
    with pytest.raises(ValueError):
        job.simulate(2, -1, seed=1)
    with pytest.raises(ValueError):
        job.simulate(8, 10, seed=1)
    with pytest.raises(ValueError):
        job.simulate(2, 10, seed=1, policy="greedy")


# ---------------------------------------------------------------------------
# simulate()
# ---------------------------------------------------------------------------


def test_simulate_totals_count_decided_deals_only():
    players, deals = 5, 400
    totals = job.simulate(players, deals, seed=3)
    assert totals["deals"] == deals
    assert totals["no_opener"] + totals["no_winner"] + totals["decided"] == deals
    assert totals["no_opener"] > 0 and totals["no_winner"] > 0 and totals["decided"] > 0
    decided = totals["decided"]
    assert sum(totals["winner_category"].values()) == decided
    assert set(totals["winner_category"]) <= job.TRIPS_OR_BETTER
    for key in ("hand_category", "drawn", "before", "wild_held"):
        assert sum(totals[key].values()) == players * decided, key
    assert totals["wild_held"] == {0: players * decided}
    assert math.isclose(sum(totals["seat_shares"]), decided)
    assert 0 <= totals["ties"] <= decided and 0 <= totals["leader_won"] <= decided


def test_simulate_replays_deal_by_deal():
    # The same run redone by hand: one Random(seed) shuffles each deck and
    # makes any reshuffle; void deals leave the rng alone.
    players, deals, seed = 7, 60, 21
    totals = job.simulate(players, deals, seed=seed, policy="kicker")
    rng = random.Random(seed)
    expected = {"no_opener": 0, "no_winner": 0, "decided": 0, "reshuffled": 0, "leader_won": 0}
    winner_category = {}
    for _ in range(deals):
        deck = full_deck()
        rng.shuffle(deck)
        deal = job.play(deck, players, policy="kicker", rng=rng)
        if not deal["opened"]:
            expected["no_opener"] += 1
        elif not deal["decided"]:
            expected["no_winner"] += 1
        else:
            expected["decided"] += 1
            expected["reshuffled"] += deal["reshuffled"]
            expected["leader_won"] += deal["leader_won"]
            best = deal["hands"][deal["winners"][0]]
            winner_category[best] = winner_category.get(best, 0) + 1
    assert {k: totals[k] for k in expected} == expected
    assert totals["winner_category"] == winner_category


def test_opener_rate_matches_exact_counts():
    # Hands that cannot open, counted from the rules: high card (five ranks
    # that are not a straight, suits that are not a flush) and one pair of
    # twos through tens (pair rank, its two suits, three other ranks, suits).
    high_card = (comb(13, 5) - 10) * (4**5 - 4)
    low_pair = 9 * comb(4, 2) * comb(12, 3) * 4**3
    assert high_card == 1_302_540 and low_pair == 1_098_240 * 9 // 13
    q = (high_card + low_pair) / comb(52, 5)  # one hand cannot open: 0.79373

    # Each seat's hand alone is a uniform five-card hand, so each seat opens
    # with probability exactly 1 - q.
    rng = random.Random(99)
    seats = opened = 0
    for _ in range(6000):
        deck = full_deck()
        rng.shuffle(deck)
        for seat in range(2):
            seats += 1
            opened += job.can_open(deck[seat:10:2])
    se = math.sqrt(q * (1 - q) / seats)
    assert abs(opened / seats - (1 - q)) < 4 * se, (opened / seats, 1 - q)

    # Two hands from one deck: close to q**2 (0.630), not exactly.
    deals = 3000
    totals = job.simulate(2, deals, seed=8)
    p_no_opener = totals["no_opener"] / deals
    assert 0.55 < p_no_opener < 0.75
    assert abs(p_no_opener - q**2) < 0.04, (p_no_opener, q**2)

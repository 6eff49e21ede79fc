"""Tests of the Six Back to Five reference twin (tests/reference/six_back_to_five.py).

The dropped card (step 1) by hand-built six-card hands and against the best
five of six; hand-built deals for the deal order, the draw (k thrown, k - 1
drawn), the "pat" and "kicker" policies and the reshuffle at seven seats; and
simulate()'s totals.
"""

import math
import random

import pytest

try:
    from tests.reference import six_back_to_five as sbf
    from tests.reference.evaluator import CATEGORY_INDEX, fast_high, full_deck
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import six_back_to_five as sbf
    from reference.evaluator import CATEGORY_INDEX, fast_high, full_deck


def drop(text):
    return sbf.drop_card(text.split())


def stack(dealt):
    """``dealt`` on top, then every other card in the fixed deck order."""
    assert len(set(dealt)) == len(dealt)
    return list(dealt) + [c for c in full_deck() if c not in dealt]


def interleave(*seats):
    """Dealing order of per-seat six-card hands: pass 1 round the table, pass 2, ..."""
    return [hand[i] for i in range(6) for hand in seats]


def value(cards):
    category, tiebreak, _ = fast_high(cards)
    return (CATEGORY_INDEX[category], tuple(tiebreak))


# ---------------------------------------------------------------------------
# Step 1: the dropped card
# ---------------------------------------------------------------------------


def test_drop_keeps_a_made_hand():
    assert drop("9h 8d 7s 6c 5c Kd") == "Kd"  # straight: the king goes, not the five
    assert drop("Tc 9h 8d 7s 6c 5c") == "5c"  # six in a row: keep the ten-high straight
    assert drop("2h 7h 9h Jh Kh Ac") == "Ac"  # flush: the ace goes
    assert drop("2h 5h 7h 9h Jh Kh") == "2h"  # six hearts: keep the best five
    assert drop("Kc Kd Ks 4h 4d Ac") == "Ac"  # full house: the ace goes
    assert drop("Qc Qd Qs Qh 4d 9c") == "4d"  # four of a kind keeps the higher kicker


def test_drop_with_a_pair_and_four_singles_drops_the_lowest_single():
    assert drop("7c 7d Ah 9s 2c Kd") == "2c"
    assert drop("3c Kd 7c 7d Ah 9s") == "3c"
    assert drop("2c 2d Ah Ks 9h 5c") == "5c"  # the pair of twos stays, the five goes


def test_drop_ties_go_to_the_card_dealt_earliest():
    # Either nine leaves the same nine-high straight: the first one dealt goes.
    assert drop("9h 8d 7s 6c 5c 9d") == "9h"
    assert drop("9d 8d 7s 6c 5c 9h") == "9d"
    # Three pairs: either three leaves K-K-7-7-3, so the earlier three goes.
    assert drop("Kc Kd 7h 7s 3c 3d") == "3c"
    assert drop("3d Kc Kd 7h 7s 3c") == "3d"
    # Kings full of fours either way a four goes (K-K-K-4-4 beats 4-4-4-K-K).
    assert drop("Kc Kd Ks 4h 4d 4c") == "4h"


def test_drop_leaves_the_best_five_of_six():
    rng = random.Random(7)
    deck = full_deck()
    for _ in range(1500):
        six = rng.sample(deck, 6)
        dropped = sbf.drop_card(six)
        assert dropped in six
        five = [card for card in six if card != dropped]
        assert value(five) == value(six)  # fast_high of six plays its best five


def test_drop_card_checks_its_hand():
    assert sbf.drop_card(["10h", "9h", "8d", "7s", "6c", "2c"]) == "2c"
    with pytest.raises(ValueError):
        drop("9h 8d 7s 6c 5c")  # five cards
    with pytest.raises(ValueError):
        drop("9h 8d 7s 6c 5c 9h")  # a card twice
    with pytest.raises(ValueError):
        drop("9h 8d 7s 6c 5c Xa")  # a joker


# ---------------------------------------------------------------------------
# Hand-built deals
# ---------------------------------------------------------------------------

SEAT0 = ["Kc", "9d", "7h", "4s", "2c", "Kd"]  # pair: drops 2c, draws 3
SEAT1 = ["9h", "8d", "7s", "6c", "5c", "Ad"]  # straight: drops Ad, draws 0
SEAT2 = ["Qh", "Qs", "3d", "3c", "Jd", "8h"]  # two pair: drops 8h, draws 1
STOCK_TOP = ["Qc", "Qd", "Ks", "3h"]


def test_play_deals_six_and_each_seat_throws_one_more_than_it_draws():
    deck = stack(interleave(SEAT0, SEAT1, SEAT2) + STOCK_TOP)
    deal = sbf.play(deck, 3)
    assert deal["dropped"] == ["2c", "Ad", "8h"]
    assert deal["drawn"] == [3, 0, 1]
    assert deal["thrown"] == [4, 1, 2]
    assert deal["thrown"] == [j + 1 for j in deal["drawn"]]
    assert deal["seats"] == [
        ["Kc", "Kd", "Qc", "Qd", "Ks"],
        ["9h", "8d", "7s", "6c", "5c"],
        ["Qh", "Qs", "3d", "3c", "3h"],
    ]
    assert all(len(hand) == 5 for hand in deal["seats"])
    assert deal["before"] == ["one-pair", "straight", "two-pair"]
    assert deal["hands"] == ["full-house", "straight", "full-house"]
    assert deal["improved"] == [True, False, True]
    assert deal["winners"] == [0] and deal["shares"] == [1.0, 0.0, 0.0]
    assert deal["leader_before"] == 1
    assert deal["leader_won"] is False
    assert deal["lead_changes"] == 1
    assert deal["reshuffled"] is False
    assert deal["wild_held"] == [0, 0, 0]


def test_pat_only_drops_one_card():
    deck = stack(interleave(SEAT0, SEAT1, SEAT2) + STOCK_TOP)
    deal = sbf.play(deck, 3, policy="pat")
    assert deal["dropped"] == ["2c", "Ad", "8h"]
    assert deal["drawn"] == [0, 0, 0]
    assert deal["thrown"] == [1, 1, 1]
    assert deal["seats"] == [
        ["Kc", "9d", "7h", "4s", "Kd"],
        ["9h", "8d", "7s", "6c", "5c"],
        ["Qh", "Qs", "3d", "3c", "Jd"],
    ]
    assert deal["hands"] == deal["before"] == ["one-pair", "straight", "two-pair"]
    assert deal["improved"] == [False, False, False]
    assert deal["winners"] == [1] and deal["leader_before"] == 1 and deal["leader_won"] is True
    assert deal["lead_changes"] == 0

    # Seven seats never touch the stock, so no rng is needed.
    deck = full_deck()
    random.Random(3).shuffle(deck)
    deal = sbf.play(deck, 7, policy="pat")
    assert deal["reshuffled"] is False
    assert deal["drawn"] == [0] * 7 and deal["thrown"] == [1] * 7
    for seat in range(7):
        six = deck[seat:42:7]  # the seat's six cards in dealing order
        assert deal["seats"][seat] == [card for card in six if card != deal["dropped"][seat]]


def test_kicker_keeps_an_ace_with_the_pair():
    seat0 = ["7c", "7d", "Ah", "9s", "2c", "4d"]  # drops 2c, then 7-7-A-9-4
    seat1 = ["Kh", "Qs", "Jd", "8c", "5h", "3s"]  # drops 3s, then keeps K Q
    deck = stack(interleave(seat0, seat1))
    assert sbf.play(deck, 2)["drawn"] == [3, 3]
    deal = sbf.play(deck, 2, policy="kicker")
    assert deal["dropped"] == ["2c", "3s"]
    assert deal["drawn"] == [2, 3] and deal["thrown"] == [3, 4]
    stock = deck[12:]
    assert deal["seats"] == [["7c", "7d", "Ah"] + stock[:2], ["Kh", "Qs"] + stock[2:5]]


def test_reshuffle_at_seven_players():
    hands = [
        ["2c", "4d", "6h", "8s", "Tc", "Kc"],
        ["3c", "5d", "7h", "9s", "Jc", "Kh"],
        ["2d", "4h", "6s", "8c", "Qd", "Ks"],
        ["3d", "5h", "7s", "9c", "Kd", "Qc"],
        ["2h", "4s", "6c", "8d", "Th", "Qh"],
        ["3h", "5s", "7c", "9d", "Jh", "Td"],
        ["2s", "4c", "6d", "8h", "Qs", "Jd"],
    ]
    deck = stack(interleave(*hands))
    stock = deck[42:]
    assert len(stock) == 10

    deal = sbf.play(deck, 7, rng=random.Random(2024))
    # Every seat drops its deuce or trey, keeps its two highest and draws three.
    assert deal["dropped"] == [hand[0] for hand in hands]
    assert deal["drawn"] == [3] * 7 and deal["thrown"] == [4] * 7
    assert deal["reshuffled"] is True

    # Seats 0..2 take 9 cards; seat 3 takes the last one, then the pile of
    # 16 thrown cards (seats 0..3, each dropped card before its discards) is
    # shuffled and seat 3 takes two more; seats 4..6 take the next nine.
    pile = ["2c", "4d", "6h", "8s", "3c", "5d", "7h", "9s", "2d", "4h", "6s", "8c", "3d", "5h", "7s", "9c"]
    random.Random(2024).shuffle(pile)
    kept = [sorted(hand[1:], key=lambda c: "23456789TJQKA".index(c[0]))[-2:] for hand in hands]
    kept = [[c for c in hand if c in top] for hand, top in zip(hands, kept)]  # dealing order
    expected = [kept[s] + stock[3 * s : 3 * s + 3] for s in range(3)]
    expected.append(kept[3] + stock[9:10] + pile[0:2])
    expected += [kept[s] + pile[3 * s - 10 : 3 * s - 7] for s in range(4, 7)]
    assert deal["seats"] == expected
    final = [card for hand in deal["seats"] for card in hand]
    assert len(final) == 35 and len(set(final)) == 35

    with pytest.raises(ValueError):
        sbf.play(deck, 7)  # a reshuffle without rng


def test_ties_split_the_pot():
    # Seats 0 and 2 make the same nine-high straight; seat 1 a lower one.
    deck = stack(
        interleave(
            ["9h", "8d", "7s", "6c", "5c", "2d"],
            ["8h", "7d", "6s", "5d", "4c", "2h"],
            ["9c", "8s", "7c", "6d", "5h", "2s"],
        )
    )
    deal = sbf.play(deck, 3)
    assert deal["dropped"] == ["2d", "2h", "2s"]
    assert deal["winners"] == [0, 2] and deal["shares"] == [0.5, 0.0, 0.5]
    assert deal["leader_before"] == 0 and deal["leader_won"] is True and deal["lead_changes"] == 0


def test_bad_arguments():
    with pytest.raises(ValueError):
        sbf.play(full_deck(), 1)
    with pytest.raises(ValueError):
        sbf.play(full_deck(), 8)
    with pytest.raises(ValueError):
        sbf.play(full_deck(), True)
    with pytest.raises(ValueError):
        sbf.play(full_deck(), 2, policy="greedy")
    with pytest.raises(ValueError):
        sbf.play(full_deck()[:11], 2)  # too short for two seats of six
    with pytest.raises(ValueError):
        sbf.play(["Ac"] + full_deck(), 2)  # a card twice
    with pytest.raises(ValueError):
        sbf.play(["Zz"] + full_deck(), 2)
    with pytest.raises(ValueError):
        sbf.play(full_deck(), 2, rng=42)
    with pytest.raises(ValueError):
        sbf.simulate(2, -1, seed=1)
    with pytest.raises(ValueError):
        sbf.simulate(9, 1, seed=1)
    with pytest.raises(ValueError):
        sbf.simulate(2, 1, seed=1, policy="stand")


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def test_simulate_totals_add_up():
    deals = 300
    totals = sbf.simulate(7, deals, seed=5)
    assert totals["deals"] == deals
    assert math.isclose(sum(totals["seat_shares"]), deals)
    assert sum(totals["winner_category"].values()) == deals
    for key in ("hand_category", "drawn", "before", "wild_held"):
        assert sum(totals[key].values()) == 7 * deals, key
    assert totals["wild_held"] == {0: 7 * deals}
    assert set(totals["drawn"]) <= {0, 1, 2, 3, 4}
    assert 0 < totals["reshuffled"] <= deals  # ten cards of stock for seven seats
    assert 0 <= totals["ties"] <= deals and 0 <= totals["leader_won"] <= deals
    for category, n in totals["improved"].items():
        assert n <= totals["before"][category]
    assert sbf.simulate(7, deals, seed=5) == totals  # the seed fixes the run


def test_simulate_replays_play():
    rng = random.Random(9)
    deck = full_deck()
    rng.shuffle(deck)
    deal = sbf.play(deck, 5, rng=rng)
    totals = sbf.simulate(5, 1, seed=9)
    assert totals["seat_shares"] == deal["shares"]
    assert totals["drawn"] == {j: deal["drawn"].count(j) for j in set(deal["drawn"])}
    assert totals["hand_category"] == {c: deal["hands"].count(c) for c in set(deal["hands"])}


def test_simulate_pat_never_draws():
    deals = 400
    totals = sbf.simulate(2, deals, seed=11, policy="pat")
    assert totals["drawn"] == {0: 2 * deals}
    assert not totals["improved"]
    assert totals["before"] == totals["hand_category"]
    assert totals["reshuffled"] == 0
    assert math.isclose(sum(totals["seat_shares"]), deals)

"""Tests of the five-card draw reference twin (tests/reference/five_card_draw.py).

One test per step of the "draw" policy, the other two policies, hand-built
deals for the deal order, the draw order and the reshuffle, and a statistical
check of simulate() against the known five-card hand frequencies.
"""

import math
import random

import pytest

try:
    from tests.reference import five_card_draw as fcd
    from tests.reference.evaluator import full_deck
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import five_card_draw as fcd
    from reference.evaluator import full_deck


def discards(text, wild="", policy="draw"):
    return fcd.choose_discards(text.split(), wild=wild, policy=policy)


def stack(dealt):
    """``dealt`` on top, then every other card in the fixed deck order."""
    assert len(set(dealt)) == len(dealt)
    return list(dealt) + [c for c in full_deck() if c not in dealt]


def interleave(*seats):
    """Dealing order of per-seat hands: pass 1 round the table, pass 2, ..."""
    return [hand[i] for i in range(5) for hand in seats]


# ---------------------------------------------------------------------------
# The "draw" policy, step by step
# ---------------------------------------------------------------------------


def test_step1_straight_or_better_stands_pat():
    assert discards("9h 8d 7s 6c 5c") == []  # straight
    assert discards("2h 7h 9h Jh Kh") == []  # flush
    assert discards("Kc Kd Ks 4h 4d") == []  # full house
    assert discards("Kc Kd Ks Kh 4d") == []  # four of a kind
    assert discards("2c 9h 8d 7s 5c", wild="2") == []  # the wild 2 fills a straight
    assert discards("2c 2d Kh Ks Kd", wild="2") == []  # five of a kind


def test_step2_natural_trips_keep_the_three():
    assert discards("7c 7d 7h Ks 3c") == ["Ks", "3c"]


def test_step2_trips_with_wild_cards():
    # W W 9 5 2 keeps W W 9 (the highest rank among equally many naturals).
    assert discards("Ah As 9c 5d 2h", wild="A") == ["5d", "2h"]
    # W 7 7 K 3 keeps W 7 7.
    assert discards("2c 7h 7d Ks 3c", wild="2") == ["Ks", "3c"]


def test_step3_two_pair_discards_the_fifth():
    assert discards("Jc Jd 4h 4s 9c") == ["9c"]


def test_step4_natural_pair_keeps_the_pair():
    assert discards("7c 7d Ah 9s 2c") == ["Ah", "9s", "2c"]


def test_step4_one_wild_keeps_wild_and_highest_natural():
    assert discards("2c 9h 7d Ks 3c", wild="2") == ["9h", "7d", "3c"]


def test_step5a_four_flush():
    assert discards("2h 7h 9h Jh Kc") == ["Kc"]


def test_step5b_open_four_straight():
    assert discards("9c Td Jh Qs 3c") == ["3c"]
    assert discards("Tc Jd Qh Ks 3c") == ["3c"]  # T-J-Q-K counts
    assert discards("2c 3d 4h 5s 9c") == ["9c"]  # 2-3-4-5 counts (an ace or a six)
    assert discards("9c Td Jh Qs Ac") == ["Ac"]  # the four-straight beats keeping the ace


def test_step5b_ace_ended_runs_do_not_count():
    # A-2-3-4 and J-Q-K-A complete at one end only: keep just the ace.
    assert discards("Ac 2d 3h 4s 9c") == ["2d", "3h", "4s", "9c"]
    assert discards("Jc Qd Kh As 3c") == ["Jc", "Qd", "Kh", "3c"]


def test_step5c_ace_alone():
    assert discards("Ac 9d 7h 4s 2c") == ["9d", "7h", "4s", "2c"]


def test_step5d_two_highest():
    assert discards("Kc 9d 7h 4s 2c") == ["7h", "4s", "2c"]


def test_step5_flush_draw_comes_before_straight_draw():
    # Four hearts and the open run 5-6-7-8: the flush draw keeps the hearts.
    assert discards("5h 6h 7h 8c Kh") == ["8c"]
    # A four-flush holding an ace keeps the four-flush, not the ace alone.
    assert discards("Ah 6h 9h Jh 3c") == ["3c"]


# ---------------------------------------------------------------------------
# The other policies
# ---------------------------------------------------------------------------


def test_pat_never_draws():
    for hand in ("Kc 9d 7h 4s 2c", "7c 7d Ah 9s 2c", "Ac 2d 3h 4s 9c", "2h 7h 9h Jh Kc"):
        assert discards(hand, policy="pat") == []
    assert discards("2c 9h 7d Ks 3c", wild="2", policy="pat") == []


def test_kicker_keeps_an_ace_with_a_pair():
    assert discards("7c 7d Ah 9s 2c", policy="kicker") == ["9s", "2c"]
    # Without an ace it is the plain draw.
    assert discards("7c 7d Kh 9s 2c", policy="kicker") == ["Kh", "9s", "2c"]


def test_kicker_pair_of_aces_keeps_no_kicker():
    assert discards("Ac Ad Kh 9s 2c", policy="kicker") == ["Kh", "9s", "2c"]


def test_bad_arguments():
    with pytest.raises(ValueError):
        discards("Kc 9d 7h 4s 2c", policy="greedy")
    with pytest.raises(ValueError):
        discards("Kc 9d 7h 4s 2c", wild="1")
    with pytest.raises(ValueError):
        discards("Kc 9d 7h 4s")
    with pytest.raises(ValueError):
        fcd.play(full_deck(), 1)
    with pytest.raises(ValueError):
        fcd.play(full_deck(), 8)
    with pytest.raises(ValueError):
        fcd.play(full_deck()[:9], 2)  # too short
    with pytest.raises(ValueError):
        fcd.play(["Ac"] + full_deck(), 2)  # a card twice
    with pytest.raises(ValueError):
        fcd.play(["Zz"] + full_deck(), 2)


# ---------------------------------------------------------------------------
# Hand-built deals
# ---------------------------------------------------------------------------


def test_play_deals_round_robin_and_draws_in_seat_order():
    seat0 = ["Ac", "9d", "7h", "4s", "2c"]  # ace alone: draws 4
    seat1 = ["9h", "8d", "7s", "6c", "5c"]  # straight: pat
    seat2 = ["Kc", "Kd", "Ks", "Qh", "3d"]  # trips: draws 2
    stock_top = ["Ad", "As", "Ah", "Jc", "Qc", "Kh"]
    deck = stack(interleave(seat0, seat1, seat2) + stock_top)
    deal = fcd.play(deck, 3)
    assert deal["drawn"] == [4, 0, 2]
    assert deal["seats"] == [
        ["Ac", "Ad", "As", "Ah", "Jc"],
        seat1,
        ["Kc", "Kd", "Ks", "Qc", "Kh"],
    ]
    assert deal["before"] == ["high-card", "straight", "three-of-a-kind"]
    assert deal["hands"] == ["four-of-a-kind", "straight", "four-of-a-kind"]
    assert deal["improved"] == [True, False, True]
    assert deal["winners"] == [0] and deal["shares"] == [1.0, 0.0, 0.0]
    assert deal["leader_before"] == 1
    assert deal["leader_won"] is False
    assert deal["lead_changes"] == 1
    assert deal["reshuffled"] is False
    assert deal["wild_held"] == [0, 0, 0]

    # The same deck with kings wild: seat 2's three kings and a queen are
    # four queens, so it stands pat; seat 0 still draws its four aces.
    wild = fcd.play(deck, 3, wild="K")
    assert wild["before"] == ["high-card", "straight", "four-of-a-kind"]
    assert wild["drawn"] == [4, 0, 0]
    assert wild["seats"][2] == seat2
    assert wild["wild_held"] == [0, 0, 3]
    assert wild["hands"] == ["four-of-a-kind", "straight", "four-of-a-kind"]
    assert wild["winners"] == [0]
    assert wild["leader_before"] == 2 and wild["lead_changes"] == 1


def test_reshuffle_at_seven_players():
    hands = [
        ["2c", "4d", "6h", "8s", "Tc"],
        ["3c", "5d", "7h", "9s", "Jc"],
        ["2d", "4h", "6s", "8c", "Qd"],
        ["3d", "5h", "7s", "9c", "Kd"],
        ["2h", "4s", "6c", "8d", "Th"],
        ["3h", "5s", "7c", "9d", "Jh"],
        ["2s", "4c", "6d", "8h", "Qs"],
    ]
    deck = stack(interleave(*hands))
    stock = deck[35:]
    assert len(stock) == 17
    # Every seat keeps its two highest cards and draws three.
    all_discards = [fcd.choose_discards(hand) for hand in hands]
    assert all(len(d) == 3 for d in all_discards)

    deal = fcd.play(deck, 7, rng=random.Random(2024))
    assert deal["reshuffled"] is True
    assert deal["drawn"] == [3] * 7

    # Seats 0..4 take 15 cards; seat 5 takes the last 2, then the pile of
    # 18 discards (its own included) is shuffled and it takes one more;
    # seat 6 takes the next three.
    pile = [card for d in all_discards[:6] for card in d]
    random.Random(2024).shuffle(pile)
    kept = [[c for c in hand if c not in d] for hand, d in zip(hands, all_discards)]
    expected = [kept[s] + stock[3 * s : 3 * s + 3] for s in range(5)]
    expected.append(kept[5] + stock[15:17] + pile[:1])
    expected.append(kept[6] + pile[1:4])
    assert deal["seats"] == expected
    final = [card for hand in deal["seats"] for card in hand]
    assert len(set(final)) == 35

    with pytest.raises(ValueError):
        fcd.play(deck, 7)  # a reshuffle without rng


def test_shares_sum_to_one_and_ties_split():
    # Seats 0 and 2 hold the same straight; seat 1 a lower one.  All stand pat.
    deck = stack(
        interleave(
            ["9h", "8d", "7s", "6c", "5c"],
            ["8h", "7d", "6s", "5d", "4c"],
            ["9c", "8s", "7c", "6d", "5h"],
        )
    )
    deal = fcd.play(deck, 3)
    assert deal["winners"] == [0, 2]
    assert deal["shares"] == [0.5, 0.0, 0.5]
    assert deal["leader_before"] == 0 and deal["leader_won"] is True
    assert deal["lead_changes"] == 0

    totals = fcd.simulate(4, 300, seed=5)
    assert math.isclose(sum(totals["seat_shares"]), 300)
    assert sum(totals["winner_category"].values()) == 300
    assert sum(totals["hand_category"].values()) == 1200
    assert sum(totals["drawn"].values()) == 1200
    assert 0 <= totals["ties"] <= 300


def test_simulate_pat_matches_five_card_frequencies():
    deals = 20000
    totals = fcd.simulate(2, deals, seed=11, policy="pat")
    assert totals["deals"] == deals
    assert totals["drawn"] == {0: 2 * deals}
    assert not totals["improved"]
    assert totals["before"] == totals["hand_category"]
    assert totals["reshuffled"] == 0
    n = 2 * deals
    for category, p in (("one-pair", 0.422569), ("high-card", 0.501177), ("two-pair", 0.047539)):
        observed = totals["hand_category"][category] / n
        se = math.sqrt(p * (1 - p) / n)
        assert abs(observed - p) < 4 * se, (category, observed, p)
    assert math.isclose(sum(totals["seat_shares"]), deals)

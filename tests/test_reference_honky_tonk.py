"""Tests of the Honky Tonk reference twin (tests/reference/honky_tonk.py).

Each step of the draw policies on built hands, the two halves of the showdown
(3s wild for high, kings wild for low) on hand-built deals, shares with ties
on either half, a scoop, the low_top texts, the reshuffle at seven seats, and
simulate()'s totals.
"""

import math
import random

import pytest

try:
    from tests.reference import honky_tonk as ht
    from tests.reference.evaluator import full_deck
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import honky_tonk as ht
    from reference.evaluator import full_deck


def discards(text, policy="standard"):
    return ht.choose_discards_ht(text.split(), policy)


def stack(dealt):
    """``dealt`` on top, then every other card in the fixed deck order."""
    assert len(set(dealt)) == len(dealt)
    return list(dealt) + [c for c in full_deck() if c not in dealt]


def interleave(*seats):
    """Dealing order of per-seat five-card hands: pass 1 round the table, pass 2, ..."""
    return [hand.split()[i] for i in range(5) for hand in seats]


def low(text):
    return ht.low_value(text.split())


def top(text):
    return ht.low_top(ht.low_value(text.split()))


# ---------------------------------------------------------------------------
# The evaluators as the game uses them
# ---------------------------------------------------------------------------


def test_threes_are_wild_for_high_only():
    assert ht.high_category("3c 9h 8d 7s 5c".split()) == "straight"  # the 3 is a six
    assert ht.high_category("3c 3d 3h 3s Ac".split()) == "five-of-a-kind"
    assert ht.high_value("3c 3d 3h 3s Ac".split()) > ht.high_value("Ah Kh Qh Jh Th".split())
    assert ht.high_category("Kc Kd Ks Kh 2c".split()) == "four-of-a-kind"  # kings are not wild for high
    # In the low half a 3 is just a 3: 9-8-7-5-3.
    assert low("3c 9h 8d 7s 5c") == low("3d 9h 8d 7s 5c")
    assert top("3c 9h 8d 7s 5c") == "9"


def test_kings_are_wild_for_low():
    # K-A-2-3-4 makes the best low, a five (the king is the five).
    assert low("Kc Ah 2d 3s 4c") == low("5c Ah 2d 3s 4c")
    assert top("Kc Ah 2d 3s 4c") == "5"
    # Four kings and a deuce: the kings become A, 3, 4, 5.
    assert top("Kc Kd Ks Kh 2c") == "5"
    # A king cannot undo a natural pair: K-A-A-2-3 is still paired.
    assert top("Kc Ac Ad 2s 3s") == "pair+"
    assert top("Kc Qd Js Th 9c") == "Q"  # the king is an ace
    # Straights and flushes do not count against a low.
    assert top("Ah 2h 3h 4h 5h") == "5"
    assert top("6c 5d 4h 3s 2c") == "6"
    assert top("Qc Qd Jc Jd 9s") == "pair+"
    # One pair beats two pair for low; no pair beats any pair.
    assert low("Qc Qd Jc Td 9s") < low("Tc Td 8s 8h 7c")
    assert low("Kc Qd Js Th 9c") < low("Ac Ad 2s 3h 4c")


def test_low_top_texts():
    assert ht.low_top((0, (5, 4, 3, 2, 1))) == "5"
    assert ht.low_top((0, (10, 4, 3, 2, 1))) == "T"
    assert ht.low_top((0, (13, 12, 11, 10, 9))) == "K"
    assert ht.low_top((1, (2, 2, 5, 4, 1))) == "pair+"
    assert ht.low_top((6, (1, 1, 1, 1, 1))) == "pair+"
    assert top("Jc 9d 7h 4s 2c") == "J"
    assert top("8c 6d 4h Ks 2c") == "8"  # the king is an ace or a three: 8-6-4-x-2


# ---------------------------------------------------------------------------
# The draw policies
# ---------------------------------------------------------------------------


def test_step1_stands_pat_on_a_straight_or_better():
    assert discards("3c 9h 8d 7s 5c") == []  # a straight with a wild 3
    assert discards("Kc Kd Ks 3h 2c") == []  # four kings (a 3 wild); never counted as low
    assert discards("2h 5h 8h Jh Qh") == []  # a flush
    assert discards("3c 9h 8d 7s 5c", "high") == []


def test_step2_counts_kings_and_one_card_per_low_rank():
    assert ht.low_cards("Kc Ah 2d 2s 9c".split()) == ["Kc", "Ah", "2d"]
    assert ht.low_cards("Kc Kd 2s 2h 9c".split()) == ["Kc", "Kd", "2s"]
    assert ht.low_cards("Ah 2d 4s 6c 8h".split()) == ["Ah", "2d", "4s", "6c", "8h"]
    assert ht.low_cards("9c Th Jd Qs Kc".split()) == ["Kc"]
    # Duplicates count once, so three low cards: draw for high (the pair of deuces).
    assert discards("Kc Ah 2d 2s 9c") == ["Kc", "Ah", "9c"]
    # Four low cards: keep them (the first deuce), throw the rest.
    assert discards("Kc Ad 2s 2h 4c") == ["2h"]
    assert discards("2s Kc Ad 2h 4c") == ["2h"]
    assert discards("Kc Ah 2d 3s 9c") == ["9c"]
    assert discards("Kc Kd 2s 3h Qc") == ["Qc"]  # trips kings for high, but four low cards
    assert discards("Ah 2d 4s 6c 8h") == []  # five low cards: stands
    assert discards("8c 7d 9h Qs 4c") == ["8c", "7d", "4c"]  # three low cards: high draw keeps Q 9


def test_step3_draws_for_high_with_threes_wild():
    # Trips with a wild 3: keep the 3s and the natural pair.
    assert discards("3c 3d Ah 9s Qc") == ["9s", "Qc"]
    # One wild 3, no natural pair: keep the 3 and the highest natural card.
    assert discards("3c Jh 9d 6s Tc") == ["9d", "6s", "Tc"]
    assert discards("3c Jh 9d 6s Tc") == ht.choose_discards("3c Jh 9d 6s Tc".split(), "3", "draw")
    assert discards("Qc Jd 9s 7h Th") == ["7h"]  # open-ended 9-T-J-Q
    assert discards("Ac Kd 9h 7c Jd") == ["Kd", "9h", "7c", "Jd"]  # an ace alone (only 2 low cards)
    assert discards("Jc Jd 6h Td 2c") == ["6h", "Td", "2c"]


def test_high_policy_never_goes_low():
    assert discards("Kc Ah 2d 3s 9c", "high") == ["Kc", "2d", "9c"]  # pair of aces with the 3
    assert discards("Ah 2d 4s 6c 8h", "high") == ["2d", "4s", "6c", "8h"]  # the ace alone
    assert discards("Kc Kd 2s 3h Qc", "high") == ["2s", "Qc"]  # trips kings
    for hand in ("Kc Ah 2d 3s 9c", "Jc Jd 6h Td 2c", "Ac Kd 9h 7c Jd", "3c 3d Ah 9s Qc"):
        assert discards(hand, "high") == ht.choose_discards(hand.split(), "3", "draw")


def test_pat_policy_never_draws():
    for hand in ("Kc Ah 2d 3s 9c", "Jc Jd 6h Td 2c", "9c 7d 5h 4s 2c"):
        assert discards(hand, "pat") == []


def test_choose_discards_checks_its_arguments():
    assert ht.choose_discards_ht(["Kc", "Ah", "2d", "3s", "10c"]) == ["Tc"]
    with pytest.raises(ValueError):
        discards("Kc Ah 2d 3s")  # four cards
    with pytest.raises(ValueError):
        discards("Kc Ah 2d 3s 3s")  # a card twice
    with pytest.raises(ValueError):
        discards("Kc Ah 2d 3s Xa")  # a joker
    with pytest.raises(ValueError):
        discards("Kc Ah 2d 3s 9c", "draw")  # not a Honky Tonk policy


# ---------------------------------------------------------------------------
# Hand-built deals
# ---------------------------------------------------------------------------


def test_high_and_low_go_to_different_seats():
    seat0 = "9h 8d 7s 3c 5c"  # straight with the 3: pat
    seat1 = "Kc Ah 2d 4s Qh"  # four low cards: throws the queen
    seat2 = "Jc Jd 6h Td 2c"  # a pair: draws three
    deck = stack(interleave(seat0, seat1, seat2) + ["3d", "Js", "6c", "6d"])
    deal = ht.play(deck, 3)
    assert deal["drawn"] == [0, 1, 3]
    assert deal["went_low"] == [False, True, False]
    assert deal["seats"] == [
        "9h 8d 7s 3c 5c".split(),
        "Kc Ah 2d 4s 3d".split(),  # K-A-2-3-4: a five low (the 3 is natural here)
        "Jc Jd Js 6c 6d".split(),
    ]
    assert deal["before"] == ["straight", "high-card", "one-pair"]
    assert deal["hands"] == ["straight", "one-pair", "full-house"]
    assert deal["improved"] == [False, True, True]
    assert deal["wild_held"] == [1, 1, 0]
    assert deal["high_winners"] == [2]
    assert deal["low_winners"] == [1]
    assert deal["low_top"] == "5"
    assert deal["shares"] == [0.0, 0.5, 0.5]
    assert deal["scoop"] is False
    assert deal["leader_before"] == 0
    assert deal["leader_won"] is False and deal["lead_changes"] == 1
    assert deal["reshuffled"] is False

    # "high": seat 1 keeps only its ace and draws four.
    deal = ht.play(deck, 3, policy="high")
    assert deal["drawn"] == [0, 4, 3]
    assert deal["went_low"] == [False, False, False]
    assert deal["seats"][1] == ["Ah", "3d", "Js", "6c", "6d"]
    # "pat": everybody keeps the dealt cards.
    deal = ht.play(deck, 3, policy="pat")
    assert deal["drawn"] == [0, 0, 0]
    assert deal["seats"] == [s.split() for s in (seat0, seat1, seat2)]
    assert deal["hands"] == deal["before"]
    assert deal["high_winners"] == [0] and deal["low_winners"] == [0]  # 9-low beats K(=A)-Q
    assert deal["scoop"] is True and deal["shares"] == [1.0, 0.0, 0.0]


def test_scoop_with_wild_kings_in_the_low():
    seat0 = "Kc Ah 2d 3s 4h"  # five low cards: stands; pair of aces for high (the 3), a five low
    seat1 = "Qc Jd 9s 7h 5d"  # no pair: keeps Q J, draws three
    deck = stack(interleave(seat0, seat1) + ["8c", "6s", "2h"])
    deal = ht.play(deck, 2)
    assert deal["went_low"] == [True, False]
    assert deal["drawn"] == [0, 3]
    assert deal["seats"][1] == ["Qc", "Jd", "8c", "6s", "2h"]
    assert deal["hands"] == ["one-pair", "high-card"]
    assert deal["high_winners"] == [0] and deal["low_winners"] == [0]
    assert deal["scoop"] is True
    assert deal["shares"] == [1.0, 0.0]
    assert deal["low_top"] == "5"
    assert deal["leader_before"] == 0 and deal["leader_won"] is True and deal["lead_changes"] == 0


def test_tie_on_the_high_half():
    seat0 = "9h 8d 7s 6c 5c"  # nine-high straight
    seat1 = "9c 8s 7c 6d 5h"  # the same straight
    seat2 = "Kd Ah 2c 3d Tc"  # four low cards: throws the ten
    deck = stack(interleave(seat0, seat1, seat2) + ["4c"])
    deal = ht.play(deck, 3)
    assert deal["drawn"] == [0, 0, 1]
    assert deal["seats"][2] == ["Kd", "Ah", "2c", "3d", "4c"]
    assert deal["high_winners"] == [0, 1]
    assert deal["low_winners"] == [2] and deal["low_top"] == "5"
    assert deal["shares"] == [0.25, 0.25, 0.5]
    assert deal["scoop"] is False
    assert deal["leader_before"] == 0 and deal["leader_won"] is True and deal["lead_changes"] == 0


def test_tie_on_the_low_half():
    seat0 = "Kh Ah 2s 4d 6c"  # five low cards; the king is a three: 6-4-3-2-A
    seat1 = "As 2h 3c 4h 6d"  # five low cards, natural 6-4-3-2-A; pair of aces for high
    seat2 = "Qs Qd Jc 8h 9d"  # pair of queens: draws three
    deck = stack(interleave(seat0, seat1, seat2) + ["Qc", "Td", "5s"])
    deal = ht.play(deck, 3)
    assert deal["went_low"] == [True, True, False]
    assert deal["drawn"] == [0, 0, 3]
    assert deal["hands"] == ["high-card", "one-pair", "three-of-a-kind"]
    assert deal["high_winners"] == [2]
    assert deal["low_winners"] == [0, 1]
    assert deal["low_top"] == "6"
    assert deal["shares"] == [0.25, 0.25, 0.5]
    assert deal["leader_before"] == 1 and deal["leader_won"] is False and deal["lead_changes"] == 1
    assert math.isclose(sum(deal["shares"]), 1.0)


def test_everyone_paired_still_wins_the_low():
    seat0 = "Qc Qd Jc Jd 9s"  # two pair
    seat1 = "Tc Td 8s 8h 7c"  # two pair, lower
    seat2 = "9c 9d 9h 5h 2c"  # trips: the best high, the worst low here
    deck = stack(interleave(seat0, seat1, seat2))
    deal = ht.play(deck, 3, policy="pat")
    assert deal["high_winners"] == [2]
    assert deal["low_winners"] == [1]  # T-T-8-8-7 is the lowest pairing
    assert deal["low_top"] == "pair+"
    assert deal["shares"] == [0.0, 0.5, 0.5]


def test_reshuffle_at_seven_seats():
    hands = [
        "2c 2d 4h 9c Jd",
        "4c 4d 5h 9d Jh",
        "5c 5d 6h 9h Js",
        "6c 6d 7h 9s Jc",
        "7c 7d 8h Tc Qc",
        "8c 8d 2h Td Qd",
        "Ac Ad 2s Th Qh",
    ]
    deck = stack(interleave(*hands))
    stock = deck[35:]
    assert len(stock) == 17
    deal = ht.play(deck, 7, rng=random.Random(77))
    assert deal["went_low"] == [False] * 7
    assert deal["drawn"] == [3] * 7  # every seat keeps its pair
    assert deal["reshuffled"] is True
    # Seats 0..4 take 15 cards; seat 5 takes the last two, then the 18 discards of
    # seats 0..5 are shuffled and it takes one more; seat 6 takes the next three.
    pile = [card for hand in hands[:6] for card in hand.split()[2:]]
    random.Random(77).shuffle(pile)
    kept = [hand.split()[:2] for hand in hands]
    expected = [kept[s] + stock[3 * s : 3 * s + 3] for s in range(5)]
    expected.append(kept[5] + stock[15:17] + pile[:1])
    expected.append(kept[6] + pile[1:4])
    assert deal["seats"] == expected
    final = [card for hand in deal["seats"] for card in hand]
    assert len(set(final)) == 35
    with pytest.raises(ValueError):
        ht.play(deck, 7)  # a reshuffle needs rng


def test_bad_arguments():
    with pytest.raises(ValueError):
        ht.play(full_deck(), 1)
    with pytest.raises(ValueError):
        ht.play(full_deck(), 8)
    with pytest.raises(ValueError):
        ht.play(full_deck(), True)
    with pytest.raises(ValueError):
        ht.play(full_deck(), 2, policy="draw")
    with pytest.raises(ValueError):
        ht.play(full_deck()[:9], 2)
    with pytest.raises(ValueError):
        ht.play(["Ac"] + full_deck(), 2)
    with pytest.raises(ValueError):
        ht.play(["Xa"] + full_deck(), 2)
    with pytest.raises(ValueError):
        ht.play(full_deck(), 2, rng=3)
    with pytest.raises(ValueError):
        ht.simulate(1, 1, seed=1)
    with pytest.raises(ValueError):
        ht.simulate(2, -1, seed=1)
    with pytest.raises(ValueError):
        ht.simulate(2, 1, seed=1, policy="kicker")


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def test_simulate_totals_add_up():
    deals = 200
    totals = ht.simulate(7, deals, seed=5)
    assert totals["deals"] == deals
    assert math.isclose(sum(totals["seat_shares"]), deals)
    assert sum(totals["winner_category"].values()) == deals
    assert sum(totals["low_top"].values()) == deals
    for key in ("hand_category", "before", "drawn", "wild_held"):
        assert sum(totals[key].values()) == 7 * deals, key
    assert set(totals["drawn"]) <= {0, 1, 2, 3, 4}
    assert set(totals["wild_held"]) <= {0, 1, 2, 3, 4}
    assert set(totals["low_top"]) <= {"5", "6", "7", "8", "9", "T", "J", "Q", "K", "pair+"}
    assert 0 < totals["went_low"] < 7 * deals
    assert 0 < totals["reshuffled"] <= deals
    for key in ("ties", "low_ties", "scoops", "leader_won", "lead_changes"):
        assert 0 <= totals[key] <= deals, key
    assert totals["leader_won"] + totals["lead_changes"] >= deals  # a lost lead is always a lead change
    for category, n in totals["improved"].items():
        assert n <= totals["before"][category]
    assert ht.simulate(7, deals, seed=5) == totals  # the seed fixes the run


def test_simulate_replays_play():
    rng = random.Random(9)
    deck = full_deck()
    rng.shuffle(deck)
    deal = ht.play(deck, 5, rng=rng)
    totals = ht.simulate(5, 1, seed=9)
    assert totals["seat_shares"] == deal["shares"]
    assert totals["low_top"] == {deal["low_top"]: 1}
    assert totals["scoops"] == deal["scoop"]
    assert totals["went_low"] == sum(deal["went_low"])
    assert totals["drawn"] == {j: deal["drawn"].count(j) for j in set(deal["drawn"])}


def test_simulate_other_policies():
    deals = 150
    totals = ht.simulate(3, deals, seed=11, policy="pat")
    assert totals["drawn"] == {0: 3 * deals}
    assert totals["before"] == totals["hand_category"] and not totals["improved"]
    assert totals["went_low"] == 0 and totals["reshuffled"] == 0
    totals = ht.simulate(3, deals, seed=11, policy="high")
    assert totals["went_low"] == 0
    assert math.isclose(sum(totals["seat_shares"]), deals)

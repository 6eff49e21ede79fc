"""Tests of the Pass the Trash reference twin (tests/reference/pass_the_trash.py).

The pass policies on built hands, the schedule text, hand-built deals for the
passing direction, distance and the order of received cards, the leaders and
lead changes, ties, and the totals of simulate().
"""

import math
import random
from itertools import combinations

import pytest

try:
    from tests.reference import pass_the_trash as ptt
    from tests.reference.evaluator import CATEGORY_INDEX, fast_high, full_deck
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import pass_the_trash as ptt
    from reference.evaluator import CATEGORY_INDEX, fast_high, full_deck


def cards(text):
    return text.split()


def stack(dealt):
    """``dealt`` on top, then every other card in the fixed deck order."""
    assert len(set(dealt)) == len(dealt)
    return list(dealt) + [c for c in full_deck() if c not in dealt]


def interleave(*seats):
    """Dealing order of per-seat seven-card hands: pass 1 round the table, pass 2, ..."""
    return [hand[i] for i in range(7) for hand in seats]


def value(hand):
    category, tiebreak, _ = fast_high(hand)
    return (CATEGORY_INDEX[category], tuple(tiebreak))


# ---------------------------------------------------------------------------
# The pass policies
# ---------------------------------------------------------------------------


def test_standard_keeps_trips_and_passes_low_singletons():
    hand = cards("Qc 9s Qd 5d Qh 3c 2h")
    assert ptt.choose_passes(hand, 3) == cards("5d 3c 2h")  # keeps Q Q Q 9
    assert ptt.choose_passes(hand, 2) == cards("3c 2h")  # keeps Q Q Q 9 5
    # k=1: giving the 3 or the 2 leaves the same best five (Q Q Q 9 5); the 3 comes first.
    assert ptt.choose_passes(hand, 1) == ["3c"]
    assert ptt.choose_passes(hand, 4) == cards("9s 5d 3c 2h")
    assert ptt.choose_passes(hand, 6) == cards("Qc 9s Qd 5d 3c 2h")  # one queen is as good as another


def test_standard_keeps_pairs_even_over_an_ace():
    hand = cards("Kc 7d Kh 7s 4c 3d Ad")
    # Four kept cards: K K 7 7 (two pair) beats K K A 7, so the ace goes.
    assert ptt.choose_passes(hand, 3) == cards("4c 3d Ad")
    # Five kept cards: K K 7 7 A.
    assert ptt.choose_passes(hand, 2) == cards("4c 3d")
    # Six kept cards make the same best five whichever small card goes: the first, 4c.
    assert ptt.choose_passes(hand, 1) == ["4c"]
    assert ptt.choose_passes(hand, 2, "lowest") == cards("4c 3d")
    assert ptt.choose_passes(hand, 3, "lowest") == cards("7d 4c 3d")


def test_standard_keeps_a_flush():
    six = cards("Ah Kh 9h 7h 4h 2h As")  # six hearts and the ace of spades
    # Giving 2h or As leaves the flush A K 9 7 4; 2h stands first.
    assert ptt.choose_passes(six, 1) == ["2h"]
    kept = [c for c in six if c != "2h"]
    assert fast_high(kept)[0] == "flush"
    # Five hearts and two pair: one card to give, and the flush stays (an ace goes!).
    five = cards("Ah Kh 9h 7h 4h As Ks")
    assert ptt.choose_passes(five, 1) == ["As"]
    assert ptt.choose_passes(five, 1, "lowest") == ["4h"]  # breaks the flush
    # Two cards to give: the five hearts are all that is left worth keeping.
    assert ptt.choose_passes(five, 2) == cards("As Ks")


def test_standard_takes_the_first_of_equal_choices():
    hand = cards("Ac Kd 9h 7s 5c 3d 2h")  # no pair, no draw
    for k in range(1, 7):
        chosen = ptt.choose_passes(hand, k)
        # Brute force: the first position set (lexicographic) with the strictly best kept value.
        best, best_value = None, None
        for positions in combinations(range(7), k):
            v = value([hand[i] for i in range(7) if i not in positions])
            if best is None or v > best_value:
                best, best_value = positions, v
        assert chosen == [hand[i] for i in best]
    assert ptt.choose_passes(hand, 2) == cards("3d 2h")
    # Equal best choices: the lexicographically first position set wins.
    quads = cards("8c 8d 8h 8s 4c 4d 4h")
    assert ptt.choose_passes(quads, 2) == cards("4c 4d")  # any two fours leave 8 8 8 8 4
    assert ptt.choose_passes(quads, 1) == ["4c"]  # any one four leaves 8 8 8 8 4 4
    # Three kept cards: 8 8 8 in four ways; giving 8c and the fours comes first.
    assert ptt.choose_passes(quads, 4) == cards("8c 4c 4d 4h")
    assert ptt.choose_passes(quads, 3) == cards("4c 4d 4h")


def test_lowest_passes_the_lowest_earliest_first():
    hand = cards("Ac 2d 9h 2s 5c 2c Kd")
    assert ptt.choose_passes(hand, 1, "lowest") == ["2d"]
    assert ptt.choose_passes(hand, 2, "lowest") == cards("2d 2s")
    assert ptt.choose_passes(hand, 3, "lowest") == cards("2d 2s 2c")
    assert ptt.choose_passes(hand, 4, "lowest") == cards("2d 2s 5c 2c")
    assert ptt.choose_passes(hand, 6, "lowest") == cards("2d 9h 2s 5c 2c Kd")  # the ace stays
    # The ace is high, and the standard policy would keep the trips.
    assert ptt.choose_passes(hand, 3) == cards("9h 5c Kd")


def test_hand_value_cache_agrees_with_fast_high():
    rng = random.Random(11)
    deck = full_deck()
    for _ in range(3000):
        n = rng.randint(1, 7)
        hand = rng.sample(deck, n)
        assert ptt.hand_value(hand) == value(hand)


# ---------------------------------------------------------------------------
# The schedule
# ---------------------------------------------------------------------------


def test_parse_passes():
    assert ptt.parse_passes("1L,2L,3L", 4) == [(1, 1), (2, 1), (3, 1)]
    assert ptt.parse_passes("3L,2L2,1L3", 4) == [(3, 1), (2, 2), (1, 3)]
    assert ptt.parse_passes("1R", 5) == [(1, 4)]
    assert ptt.parse_passes("2R2,6L4", 5) == [(2, 3), (6, 4)]
    assert ptt.parse_passes("1L", 2) == ptt.parse_passes("1R", 2) == [(1, 1)]
    assert ptt.parse_passes("1R6", 7) == [(1, 1)]
    assert ptt.parse_passes(" 1L , 2R ", 3) == [(1, 1), (2, 2)]
    assert ptt.parse_passes(",".join(["1L"] * 7), 3) == [(1, 1)] * 7


@pytest.mark.parametrize(
    "text, players",
    [
        ("", 4),
        ("1L,", 4),
        ("1L,,2L", 4),
        ("0L", 4),
        ("7L", 4),
        ("10L", 4),
        ("1X", 4),
        ("1l", 4),
        ("L1", 4),
        ("1", 4),
        ("1 L", 4),
        ("1L0", 4),
        ("1L4", 4),  # 4 seats away at 4 seats is oneself
        ("1R4", 4),
        ("1L2", 2),
        ("1L-1", 4),
        ("1.5L", 4),
        (",".join(["1L"] * 8), 4),
        (None, 4),
        (["1L"], 4),
        ("1L", 1),
        ("1L", 8),
    ],
)
def test_parse_passes_errors(text, players):
    with pytest.raises(ValueError):
        ptt.parse_passes(text, players)


def test_bad_arguments():
    deck = full_deck()
    for bad in (1, 8, True, "3"):
        with pytest.raises(ValueError):
            ptt.play(deck, bad)
        with pytest.raises(ValueError):
            ptt.simulate(bad, 1, seed=1)
    with pytest.raises(ValueError):
        ptt.play(deck, 3, policy="highest")
    with pytest.raises(ValueError):
        ptt.play(deck, 3, passes="1L,4X")
    with pytest.raises(ValueError):
        ptt.play(deck, 3, passes="1L3")
    with pytest.raises(ValueError):
        ptt.play(deck[:20], 3)  # 21 cards needed
    with pytest.raises(ValueError):
        ptt.play(["Ac"] + deck, 2)  # a card twice
    with pytest.raises(ValueError):
        ptt.play(["Zz"] + deck, 2)
    with pytest.raises(ValueError):
        ptt.play(["Xa"] + deck, 2)
    with pytest.raises(ValueError):
        ptt.simulate(3, 1, seed=1, policy="highest")
    with pytest.raises(ValueError):
        ptt.simulate(3, 1, seed=1, passes="1L,2L,3L,1L,1L,1L,1L,1L")
    with pytest.raises(ValueError):
        ptt.simulate(3, -1, seed=1)
    with pytest.raises(ValueError):
        ptt.choose_passes(cards("Ac Kd 9h 7s 5c 3d"), 1)  # six cards
    with pytest.raises(ValueError):
        ptt.choose_passes(cards("Ac Kd 9h 7s 5c 3d 2h"), 7)
    with pytest.raises(ValueError):
        ptt.choose_passes(cards("Ac Kd 9h 7s 5c 3d 2h"), 0)
    with pytest.raises(ValueError):
        ptt.choose_passes(cards("Ac Kd 9h 7s 5c 3d 2h"), 1, "worst")


# ---------------------------------------------------------------------------
# Hand-built deals
# ---------------------------------------------------------------------------

HANDS3 = [
    cards("Kc 9d 2s Qh 3c Jd Ah"),  # lowest two: 2s 3c
    cards("4h Td Tc 5s 8c 7d 6c"),  # lowest two: 4h 5s
    cards("Ks 7h 6d 8s 9c 2d 3h"),  # lowest two: 2d 3h
]


def test_deal_order_and_left_pass():
    deck = stack(interleave(*HANDS3))
    deal = ptt.play(deck, 3, policy="lowest", passes="2L")
    assert deal["dealt"] == HANDS3
    assert deal["passed"] == [[cards("2s 3c"), cards("4h 5s"), cards("2d 3h")]]
    # Left: seat s gives to s + 1.  Kept cards in order, then the giver's cards in its order.
    assert deal["seats"] == [
        cards("Kc 9d Qh Jd Ah 2d 3h"),
        cards("Td Tc 8c 7d 6c 2s 3c"),
        cards("Ks 7h 6d 8s 9c 4h 5s"),
    ]


def test_right_pass_and_received_order_is_the_givers_hand_order():
    hands = [
        cards("3s Kc 9d Qh 2c Jd Ah"),  # lowest: 2c then 3s, given in hand order 3s 2c
        cards("Td 5s Tc 4h 8c 7d 6c"),  # given 5s 4h
        cards("Ks 7h 6d 8s 9c 3h 2d"),  # given 3h 2d
    ]
    deck = stack(interleave(*hands))
    deal = ptt.play(deck, 3, policy="lowest", passes="2R")
    assert deal["passed"] == [[cards("3s 2c"), cards("5s 4h"), cards("3h 2d")]]
    # Right: seat s gives to s - 1, so seat s receives from s + 1.
    assert deal["seats"] == [
        cards("Kc 9d Qh Jd Ah 5s 4h"),
        cards("Td Tc 8c 7d 6c 3h 2d"),
        cards("Ks 7h 6d 8s 9c 3s 2c"),
    ]
    # At three seats "2L2" is "2R".
    assert ptt.play(deck, 3, policy="lowest", passes="2L2")["seats"] == deal["seats"]


def test_distance_and_successive_passes():
    hands = [
        cards("Ac Ad Kc Kd Qc Qd 2c"),
        cards("Ah As Kh Ks Qh Qs 3c"),
        cards("Jc Jd Tc Td 9c 9d 4c"),
        cards("Jh Js Th Ts 9h 9s 5c"),
    ]
    deck = stack(interleave(*hands))
    # One card two seats to the left: seat s gives its low club to s + 2.
    deal = ptt.play(deck, 4, policy="lowest", passes="1L2")
    assert deal["passed"] == [[["2c"], ["3c"], ["4c"], ["5c"]]]
    assert [hand[-1] for hand in deal["seats"]] == cards("4c 5c 2c 3c")
    assert [hand[:6] for hand in deal["seats"]] == [hand[:6] for hand in hands]
    # Three seats to the left is one to the right.
    right = ptt.play(deck, 4, policy="lowest", passes="1L3")
    assert [hand[-1] for hand in right["seats"]] == cards("3c 4c 5c 2c")
    assert right["seats"] == ptt.play(deck, 4, policy="lowest", passes="1R")["seats"]
    # Two passes: the second works on the hands the first left.
    two = ptt.play(deck, 4, policy="lowest", passes="1L,1L")
    # After the first pass seat 0 holds ... 5c (from seat 3); it gives 5c on to seat 1.
    assert two["passed"] == [[["2c"], ["3c"], ["4c"], ["5c"]], [["5c"], ["2c"], ["3c"], ["4c"]]]
    assert [hand[-1] for hand in two["seats"]] == cards("4c 5c 2c 3c")
    assert len(two["leaders"]) == 3 and len(two["leader_won"]) == 3


def test_leaders_and_lead_changes():
    seat0 = cards("Ac Ad Jc 9d 7s 8h 6s")  # aces; gives the 6s
    seat1 = cards("Kh Ks Qc Td 8c 6d 2c")  # kings; gives the 2c
    deck = stack(interleave(seat0, seat1))
    deal = ptt.play(deck, 2, policy="lowest", passes="1L,1L")
    assert deal["passed"] == [[["6s"], ["2c"]], [["2c"], ["6d"]]]
    assert deal["seats"] == [cards("Ac Ad Jc 9d 7s 8h 6d"), cards("Kh Ks Qc Td 8c 6s 2c")]
    # After the deal aces lead; the 6s gives seat 1 kings and sixes; the 6d goes back.
    assert deal["leaders"] == [0, 1, 0]
    assert deal["lead_changes"] == 2
    assert deal["before"] == ["one-pair", "one-pair"]
    assert deal["hands"] == ["one-pair", "one-pair"]
    assert deal["improved"] == [False, False] and deal["worsened"] == [False, False]
    assert deal["winners"] == [0] and deal["shares"] == [1.0, 0.0]
    assert deal["leader_won"] == [True, False, True]

    once = ptt.play(deck, 2, policy="lowest", passes="1L")
    assert once["leaders"] == [0, 1] and once["lead_changes"] == 1
    assert once["hands"] == ["one-pair", "two-pair"]
    assert once["improved"] == [False, True]
    assert once["winners"] == [1] and once["leader_won"] == [False, True]


def test_improved_and_worsened():
    seat0 = cards("9c 9d 9h 5s 5d Ah Kh")  # full house; "lowest" gives 5s 5d
    seat1 = cards("Tc 8d 6h 4c 3s 2h 7s")  # nothing (no 5 for a straight); gives 3s 2h
    deck = stack(interleave(seat0, seat1))
    deal = ptt.play(deck, 2, policy="lowest", passes="2L")
    assert deal["passed"] == [[cards("5s 5d"), cards("3s 2h")]]
    assert deal["seats"] == [cards("9c 9d 9h Ah Kh 3s 2h"), cards("Tc 8d 6h 4c 7s 5s 5d")]
    assert deal["before"] == ["full-house", "high-card"]
    assert deal["hands"] == ["three-of-a-kind", "straight"]
    assert deal["worsened"] == [True, False]
    assert deal["improved"] == [False, True]
    assert deal["leaders"] == [0, 1] and deal["winners"] == [1]
    # The standard policy keeps the full house (and gives away A K).
    standard = ptt.play(deck, 2, passes="2L")
    assert standard["passed"][0][0] == cards("Ah Kh")
    assert standard["hands"][0] == "full-house"


def test_tie_splits_the_pot():
    seats = [
        cards("Ah Kd Qs Jc Tc 3d 2h"),  # broadway; gives the 2h
        cards("As Kc Qh Jd Th 4c 2c"),  # broadway; gives the 2c
        cards("9s 9c 8h 8d 7c 7d 5h"),  # two pair; gives the 5h
    ]
    deck = stack(interleave(*seats))
    deal = ptt.play(deck, 3, policy="lowest", passes="1L")
    assert deal["hands"] == ["straight", "straight", "two-pair"]
    assert deal["winners"] == [0, 1]
    assert deal["shares"] == [0.5, 0.5, 0.0]
    assert deal["leaders"] == [0, 0]  # the lowest of the equal best seats
    assert deal["leader_won"] == [True, True]
    assert deal["lead_changes"] == 0


def test_default_schedule_keeps_seven_cards_and_all_cards():
    deck = full_deck()
    random.Random(4).shuffle(deck)
    for policy in ptt.POLICIES:
        deal = ptt.play(deck, 6, policy=policy)
        assert [len(p[0]) for p in deal["passed"]] == [1, 2, 3]
        assert all(len(hand) == 7 for hand in deal["seats"])
        dealt = sorted(c for hand in deal["dealt"] for c in hand)
        assert sorted(c for hand in deal["seats"] for c in hand) == dealt == sorted(deck[:42])
        assert len(deal["leaders"]) == 4 and deal["leader_won"][-1] is True
        for seat, hand in enumerate(deal["seats"]):
            assert deal["hands"][seat] == fast_high(hand)[0]
        best = max(value(hand) for hand in deal["seats"])
        assert deal["winners"] == [s for s in range(6) if value(deal["seats"][s]) == best]


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def test_simulate_totals_add_up():
    deals, players = 200, 5
    totals = ptt.simulate(players, deals, seed=5)
    assert totals["deals"] == deals
    assert math.isclose(sum(totals["seat_shares"]), deals)
    assert sum(totals["winner_category"].values()) == deals
    assert sum(totals["hand_category"].values()) == players * deals
    assert sum(totals["before"].values()) == players * deals
    assert sum(totals["lead_changes"].values()) == deals
    assert set(totals["lead_changes"]) <= {0, 1, 2, 3}
    assert len(totals["leader_won"]) == 4 and totals["leader_won"][3] == deals
    assert all(0 <= n <= deals for n in totals["leader_won"])
    assert 0 <= totals["ties"] <= deals
    for category, n in totals["improved"].items():
        assert n <= totals["before"][category]
    assert sum(totals["improved"].values()) + totals["worsened"] <= players * deals
    assert totals == ptt.simulate(players, deals, seed=5)  # deterministic

    other = ptt.simulate(3, 50, seed=2, policy="lowest", passes="3L,2L2,1R")
    assert len(other["leader_won"]) == 4 and other["leader_won"][3] == 50
    assert math.isclose(sum(other["seat_shares"]), 50)
    empty = ptt.simulate(2, 0, seed=1)
    assert empty["deals"] == 0 and empty["seat_shares"] == [0.0, 0.0]

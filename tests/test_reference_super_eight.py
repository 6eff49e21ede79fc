"""Tests of the Super Eight reference twin (tests/reference/super_eight.py).

Hand-built deals for the deal order (three passes, then the board), a board
that plays, hands using one, two and all three hole cards, the street leaders
(the three-card leader rule included) and lead changes, ties and shares, a
brute-force cross-check on shuffled decks, and the totals of simulate().
"""

import math
import random
from itertools import combinations

import pytest

try:
    from tests.reference import super_eight as s8
    from tests.reference.evaluator import CATEGORY_INDEX, fast_high, full_deck
    from tests.reference.five_card_draw import shuffled_decks
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import super_eight as s8
    from reference.evaluator import CATEGORY_INDEX, fast_high, full_deck
    from reference.five_card_draw import shuffled_decks


def cards(text):
    return text.split()


def build(holes, board):
    """A deck dealing ``holes`` (one text of three cards per seat) and then ``board``,
    followed by every other card in the fixed deck order."""
    hands = [cards(hole) for hole in holes]
    assert all(len(hand) == 3 for hand in hands)
    dealt = [hand[i] for i in range(3) for hand in hands] + cards(board)
    assert len(set(dealt)) == len(dealt)
    return dealt + [c for c in full_deck() if c not in dealt]


def value(hand):
    category, tiebreak, _ = fast_high(list(hand))
    return (CATEGORY_INDEX[category], tuple(tiebreak))


def best_five(hand):
    return max(value(five) for five in combinations(hand, 5))


# ---------------------------------------------------------------------------
# The deal
# ---------------------------------------------------------------------------


def test_deal_order_three_passes_then_the_board_without_burns():
    deck = full_deck()
    random.Random(3).shuffle(deck)
    deal = s8.play(deck, 4)
    assert deal["hole"] == [[deck[s], deck[4 + s], deck[8 + s]] for s in range(4)]
    assert deal["board"] == deck[12:17]
    ten = s8.play(deck, 10)
    assert ten["hole"][0] == [deck[0], deck[10], deck[20]]
    assert ten["hole"][9] == [deck[9], deck[19], deck[29]]
    assert ten["board"] == deck[30:35]
    # A deck just long enough is enough.
    assert s8.play(deck[:35], 10)["board"] == deck[30:35]
    assert s8.play(deck[:11], 2)["board"] == deck[6:11]


def test_bad_arguments():
    deck = full_deck()
    for bad in (1, 11, 0, -2, True, "3", 2.0, None):
        with pytest.raises(ValueError):
            s8.play(deck, bad)
        with pytest.raises(ValueError):
            s8.simulate(bad, 1, seed=1)
    with pytest.raises(ValueError):
        s8.play(deck[:34], 10)  # 35 cards needed
    with pytest.raises(ValueError):
        s8.play(deck[:10], 2)  # 11 cards needed
    with pytest.raises(ValueError):
        s8.play(["Ac"] + deck, 2)  # a card twice
    with pytest.raises(ValueError):
        s8.play(["Zz"] + deck, 2)
    with pytest.raises(ValueError):
        s8.play(["Xa"] + deck, 2)
    with pytest.raises(ValueError):
        s8.simulate(3, -1, seed=1)


# ---------------------------------------------------------------------------
# The showdown and the hole cards used
# ---------------------------------------------------------------------------


def test_royal_flush_on_the_board_plays_for_everyone():
    deck = build(["2c 3d 4s", "9s 9d 9c", "Ac 5s 6d"], "Ah Kh Qh Jh Th")
    deal = s8.play(deck, 3)
    assert deal["hole"] == [cards("2c 3d 4s"), cards("9s 9d 9c"), cards("Ac 5s 6d")]
    assert deal["board"] == cards("Ah Kh Qh Jh Th")
    assert deal["hands"] == ["straight-flush"] * 3
    assert deal["winner_category"] == "straight-flush"
    assert deal["winners"] == [0, 1, 2]
    assert deal["shares"] == [1 / 3] * 3
    assert deal["board_plays"] is True
    assert deal["hole_used"] == 0
    # Trip nines lead after the deal and after A K Q; after the jack too; the lowest winner is seat 0.
    assert deal["leaders"] == [1, 1, 1]
    assert deal["leader_won"] == [True, True, True]
    assert deal["lead_changes"] == 1


def test_flush_with_all_three_hole_cards():
    # Two hearts on the board; seat 0 holds three more, and the river brings the second.
    deck = build(["Ah 9h 4h", "Kc Kd 2s"], "Qh 3c 8d Js 7h")
    deal = s8.play(deck, 2)
    assert deal["hands"] == ["flush", "one-pair"]
    assert deal["winners"] == [0] and deal["shares"] == [1.0, 0.0]
    assert deal["winner_category"] == "flush"
    assert deal["board_plays"] is False
    assert deal["hole_used"] == 3
    # The kings lead until the river.
    assert deal["leaders"] == [1, 1, 1]
    assert deal["leader_won"] == [False, False, False]
    assert deal["lead_changes"] == 1


def test_two_pair_with_all_three_hole_cards():
    # 9 9 4 4 K: the nines both come from the hole and so does one four.
    deck = build(["9c 9d 4s", "Ac Qd 3h"], "4h Kd 2c 7s Jh")
    deal = s8.play(deck, 2)
    assert deal["hands"] == ["two-pair", "high-card"]
    assert deal["winners"] == [0]
    assert deal["hole_used"] == 3 and deal["board_plays"] is False


def test_straight_with_one_hole_card():
    # Seat 0's nine completes 5-6-7-8-9 on the turn; seat 1's kings make trips on the river.
    deck = build(["9d 2c 2d", "Kd Ks 3h"], "5c 6d 7h 8s Kc")
    deal = s8.play(deck, 2)
    assert deal["hands"] == ["straight", "three-of-a-kind"]
    assert deal["winners"] == [0]
    assert deal["winner_category"] == "straight"
    assert deal["board_plays"] is False
    assert deal["hole_used"] == 1
    assert deal["leaders"] == [1, 1, 0]
    assert deal["leader_won"] == [False, False, True]
    assert deal["lead_changes"] == 1  # 1 -> 1 -> 0 -> 0


def test_kicker_from_one_hole_card():
    # The board's two pair plays with the best kicker: seat 0's ace beats seat 1's queen.
    deck = build(["Ac 3d 4c", "Qc 3h 5s"], "Ks Kd 7c 7d 2h")
    deal = s8.play(deck, 2)
    assert deal["hands"] == ["two-pair", "two-pair"]
    assert deal["winners"] == [0]
    assert deal["board_plays"] is False and deal["hole_used"] == 1


def test_full_house_with_three_hole_cards_and_lead_changes_three_times():
    # Kings lead after the deal; A A 4 4 after the flop; seat 2's straight after the turn;
    # the river ace fills seat 1 up: A A A 4 4 takes its ace and both its fours.
    deck = build(["Kc Kd 2s", "Ac 4d 4h", "9h Th 5c"], "Ad 7s 8c 6d As")
    deal = s8.play(deck, 3)
    assert deal["hands"] == ["two-pair", "full-house", "straight"]
    assert deal["leaders"] == [0, 1, 2]
    assert deal["winners"] == [1]
    assert deal["leader_won"] == [False, True, False]
    assert deal["lead_changes"] == 3  # 0 -> 1 -> 2 -> 1
    assert deal["hole_used"] == 3 and deal["board_plays"] is False


def test_ties_share_the_pot():
    # Seats 0 and 1 make the same jack-high straight; seat 3 a nine-high one; seat 2 trip aces.
    deck = build(["Th Jd 3c", "Tc Js 4d", "Ad Ah As", "6c 5d 3h"], "2c 7d 8s 9h Kc")
    deal = s8.play(deck, 4)
    assert deal["hands"] == ["straight", "straight", "three-of-a-kind", "straight"]
    assert deal["winners"] == [0, 1]
    assert deal["shares"] == [0.5, 0.5, 0.0, 0.0]
    assert deal["winner_category"] == "straight"
    assert deal["board_plays"] is False and deal["hole_used"] == 2
    # Trip aces lead after the deal and the flop; the turn's nine gives seats 0 and 1 the
    # equal best straights, and the lower of them leads.
    assert deal["leaders"] == [2, 2, 0]
    assert deal["leader_won"] == [False, False, True]
    assert deal["lead_changes"] == 1  # 2 -> 2 -> 0 -> 0


def test_three_way_split_on_the_board():
    deck = build(["2c 3c 4d", "2d 3d 5h", "2h 3h 4s"], "Ks Kd 7c 7d Ah")
    deal = s8.play(deck, 3)
    assert deal["hands"] == ["two-pair"] * 3
    assert deal["winners"] == [0, 1, 2] and deal["board_plays"] is True and deal["hole_used"] == 0
    assert math.isclose(sum(deal["shares"]), 1.0)


# ---------------------------------------------------------------------------
# Leaders
# ---------------------------------------------------------------------------


def test_three_card_leader_rule():
    board = "7d 8d 9d 5h 4h"

    def deal_leader(*holes):
        return s8.play(build(list(holes), board), len(holes))["leaders"][0]

    # Trips beat a pair; a pair beats no pair, however high.
    assert deal_leader("2c 2s 2h", "Ac Ad Kc") == 0
    assert deal_leader("Ac Kc Qc", "3d 3s 4s") == 1
    # The higher pair, then the kicker.
    assert deal_leader("5c 5d As", "6h 6s 2c") == 1
    assert deal_leader("Qc Qd 7s", "Qh Qs 9c") == 1
    # No pair: ranks highest first, down to the third card.
    assert deal_leader("Ac Kd 3s", "Ah Kh 4c") == 1
    # Suits and runs count for nothing with three cards.
    assert deal_leader("Qh Jh Th", "Kc 3d 2s") == 1
    assert deal_leader("Ac Kd Qs", "Ah Kh Qh") == 0
    # Equal values: the lowest seat.
    assert deal_leader("Jc Td 6s", "Ac Kd Qs", "Ah Kh Qh") == 1


def test_flop_leader_uses_best_five_of_six():
    # After the flop seat 1 has two pair (Q Q 8 8) with two of its hole cards and the board;
    # seat 0's pair of aces in the hole is only one pair.
    deck = build(["Ac As 3c", "Qc 8h 2d"], "Qd 8s Jc 5d 6h")
    deal = s8.play(deck, 2)
    assert deal["leaders"] == [0, 1, 1]
    assert deal["winners"] == [1]
    assert deal["lead_changes"] == 1


# ---------------------------------------------------------------------------
# Cross-check on shuffled decks
# ---------------------------------------------------------------------------


def test_random_deals_against_brute_force():
    rng = random.Random(23)
    for n in range(60):
        players = 2 + n % 9
        deck = full_deck()
        rng.shuffle(deck)
        deal = s8.play(deck, players)
        holes, board = deal["hole"], deal["board"]
        assert all(len(hole) == 3 for hole in holes) and len(board) == 5
        values = [best_five(hole + board) for hole in holes]
        best = max(values)
        assert deal["winners"] == [s for s in range(players) if values[s] == best]
        assert deal["hands"] == [fast_high(hole + board)[0] for hole in holes]
        assert deal["winner_category"] == deal["hands"][deal["winners"][0]]
        for street, known in enumerate((0, 3, 4)):
            street_values = [value(hole) if known == 0 else best_five(hole + board[:known]) for hole in holes]
            assert deal["leaders"][street] == street_values.index(max(street_values))
        # Hole cards needed: the fewest hole cards in a best five of the lowest winner's eight.
        first = deal["winners"][0]
        fewest = min(
            sum(card in holes[first] for card in five)
            for five in combinations(holes[first] + board, 5)
            if value(five) == best
        )
        assert deal["hole_used"] == fewest
        assert deal["board_plays"] == (fewest == 0) == (value(board) == best)
        sequence = deal["leaders"] + [first]
        assert deal["lead_changes"] == sum(a != b for a, b in zip(sequence, sequence[1:]))


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def test_simulate_totals_add_up():
    for players, deals in ((6, 150), (2, 120), (10, 50)):
        totals = s8.simulate(players, deals, seed=5)
        assert totals["deals"] == deals
        assert math.isclose(sum(totals["seat_shares"]), deals)
        assert len(totals["seat_shares"]) == players
        assert sum(totals["winner_category"].values()) == deals
        assert sum(totals["hand_category"].values()) == players * deals
        assert sum(totals["lead_changes"].values()) == deals
        assert set(totals["lead_changes"]) <= {0, 1, 2, 3}
        assert sum(totals["hole_used"].values()) == deals
        assert set(totals["hole_used"]) <= {0, 1, 2, 3}
        assert totals["hole_used"][0] == totals["board_plays"] <= totals["ties"] <= deals
        assert len(totals["leader_won"]) == 3
        assert all(0 <= n <= deals for n in totals["leader_won"])
        assert totals == s8.simulate(players, deals, seed=5)  # deterministic

    # The totals are the sums of play() over the same decks.
    totals = s8.simulate(4, 40, seed=9)
    expected = s8.new_totals(4, 40)
    winners_shares = [0.0] * 4
    for deck, _rng in shuffled_decks(9, 40):
        deal = s8.play(deck, 4)
        s8.add_deal(expected, deal, 4)
        for seat in deal["winners"]:
            winners_shares[seat] += 1 / len(deal["winners"])
    assert totals == expected
    assert all(math.isclose(a, b) for a, b in zip(totals["seat_shares"], winners_shares))

    empty = s8.simulate(2, 0, seed=1)
    assert empty["deals"] == 0 and empty["seat_shares"] == [0.0, 0.0]
    assert empty["hole_used"] == {} and empty["board_plays"] == 0

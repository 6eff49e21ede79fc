"""Tests of the Tahoe reference twin (tests/reference/tahoe.py).

Hand-built deals for the deal order (three passes, then the board), the
at-most-two-hole-cards rule (no flush from three suited hole cards and two on
the board, no straight needing three hole cards, no trips from three of a
kind in the hole), a board that plays, hands needing none, one or two hole
cards, the street leaders and lead changes, ties and shares, a brute-force
cross-check on shuffled decks, and the totals of simulate().
"""

import math
import random
from itertools import combinations

import pytest

try:
    from tests.reference import tahoe
    from tests.reference.evaluator import CATEGORY_INDEX, fast_high, full_deck
    from tests.reference.five_card_draw import shuffled_decks
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import tahoe
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


# ---------------------------------------------------------------------------
# The deal
# ---------------------------------------------------------------------------


def test_deal_order_three_passes_then_the_board_without_burns():
    deck = full_deck()
    random.Random(3).shuffle(deck)
    deal = tahoe.play(deck, 4)
    assert deal["hole"] == [[deck[s], deck[4 + s], deck[8 + s]] for s in range(4)]
    assert deal["board"] == deck[12:17]
    ten = tahoe.play(deck, 10)
    assert ten["hole"][9] == [deck[9], deck[19], deck[29]]
    assert ten["board"] == deck[30:35]
    # A deck just long enough is enough.
    assert tahoe.play(deck[:35], 10)["board"] == deck[30:35]
    assert tahoe.play(deck[:11], 2)["board"] == deck[6:11]


def test_bad_arguments():
    deck = full_deck()
    for bad in (1, 11, 0, -2, True, "3", 2.0, None):
        with pytest.raises(ValueError):
            tahoe.play(deck, bad)
        with pytest.raises(ValueError):
            tahoe.simulate(bad, 1, seed=1)
    with pytest.raises(ValueError):
        tahoe.play(deck[:34], 10)  # 35 cards needed
    with pytest.raises(ValueError):
        tahoe.play(deck[:10], 2)  # 11 cards needed
    with pytest.raises(ValueError):
        tahoe.play(["Ac"] + deck, 2)  # a card twice
    with pytest.raises(ValueError):
        tahoe.play(["Zz"] + deck, 2)
    with pytest.raises(ValueError):
        tahoe.play(["Xa"] + deck, 2)
    with pytest.raises(ValueError):
        tahoe.simulate(3, -1, seed=1)


# ---------------------------------------------------------------------------
# At most two hole cards
# ---------------------------------------------------------------------------


def test_three_suited_hole_cards_and_two_on_the_board_make_no_flush():
    holes = ["Ah Kh Qh", "8c 8d 4s"]
    board = "2h 3h 9c Td 7s"
    assert fast_high(cards(holes[0]) + cards(board))[0] == "flush"  # with all eight cards it would be
    deal = tahoe.play(build(holes, board), 2)
    assert deal["hands"] == ["high-card", "one-pair"]
    assert deal["winners"] == [1] and deal["shares"] == [0.0, 1.0]
    assert deal["winner_category"] == "one-pair"
    assert deal["hole_used"] == 2  # the board and one eight make only ... T 9 8 7 3

    # A third heart on the board makes the flush, with two hole hearts: A K 9 3 2.
    deal = tahoe.play(build(holes, "2h 3h 9h Td 7s"), 2)
    assert deal["hands"] == ["flush", "one-pair"]
    assert deal["winners"] == [0] and deal["hole_used"] == 2
    assert tahoe.seat_value(cards(holes[0]), cards("2h 3h 9h Td 7s")) == value(cards("Ah Kh 9h 3h 2h"))


def test_a_straight_needing_three_hole_cards_does_not_count():
    # 9 T J in the hole and Q K on the board: no straight, only K Q J T 4 high.
    deal = tahoe.play(build(["9c Td Jh", "6c 6d 8s"], "Qs Kd 2c 3h 4d"), 2)
    assert deal["hands"] == ["high-card", "one-pair"]
    assert deal["winners"] == [1]
    assert tahoe.seat_value(cards("9c Td Jh"), cards("Qs Kd 2c 3h 4d")) == value(cards("Kd Qs Jh Td 4d"))
    # With a 9 on the board two hole cards (T J) are enough.
    deal = tahoe.play(build(["9c Td Jh", "6c 6d 8s"], "Qs Kd 9s 3h 4d"), 2)
    assert deal["hands"] == ["straight", "one-pair"]
    assert deal["winners"] == [0] and deal["winner_category"] == "straight"
    assert deal["board_plays"] is False and deal["hole_used"] == 2


def test_three_of_a_kind_in_the_hole_is_only_a_pair():
    deal = tahoe.play(build(["9c 9d 9h", "Tc Td 2s"], "As Kd 7c 4d 3h"), 2)
    assert deal["hands"] == ["one-pair", "one-pair"]
    assert deal["winners"] == [1]  # tens beat nines
    assert deal["leaders"] == [1, 1, 1]  # after the deal too: no trips from two cards
    assert deal["lead_changes"] == 0 and deal["leader_won"] == [True, True, True]


# ---------------------------------------------------------------------------
# Board plays and hole cards used
# ---------------------------------------------------------------------------


def test_royal_flush_on_the_board_plays_for_everyone():
    deal = tahoe.play(build(["2c 3d 4s", "9s 9d 5c", "Ac 4c 6d"], "Ah Kh Qh Jh Th"), 3)
    assert deal["hole"] == [cards("2c 3d 4s"), cards("9s 9d 5c"), cards("Ac 4c 6d")]
    assert deal["board"] == cards("Ah Kh Qh Jh Th")
    assert deal["hands"] == ["straight-flush"] * 3
    assert deal["winner_category"] == "straight-flush"
    assert deal["winners"] == [0, 1, 2]
    assert deal["shares"] == [1 / 3] * 3
    assert deal["board_plays"] is True and deal["hole_used"] == 0
    # Nines lead after the deal; the flop's ace gives seat 2 aces, still best after the turn;
    # the lowest winner is seat 0.
    assert deal["leaders"] == [1, 2, 2]
    assert deal["leader_won"] == [True, True, True]
    assert deal["lead_changes"] == 2


def test_board_two_pair_plays_and_splits():
    deal = tahoe.play(build(["2c 3c 4d", "5h 6s 8d", "9c Tc Jc"], "Ks Kd 7c 7d Ah"), 3)
    assert deal["hands"] == ["two-pair"] * 3
    assert deal["winners"] == [0, 1, 2] and deal["board_plays"] is True and deal["hole_used"] == 0
    assert math.isclose(sum(deal["shares"]), 1.0)


def test_flush_with_one_hole_card():
    deal = tahoe.play(build(["Qh 3c Jc", "Kc Ks 8d"], "Ah 9h 5h 2h Kd"), 2)
    assert deal["hands"] == ["flush", "three-of-a-kind"]
    assert deal["winners"] == [0] and deal["shares"] == [1.0, 0.0]
    assert deal["winner_category"] == "flush"
    assert deal["board_plays"] is False and deal["hole_used"] == 1


def test_kicker_from_one_hole_card():
    # The board's two pair plays with the best kicker: seat 0's ace beats seat 1's queen.
    deal = tahoe.play(build(["Ac 3d 4s", "Qc 3h 5s"], "Ks Kd 7c 7d 2h"), 2)
    assert deal["hands"] == ["two-pair", "two-pair"]
    assert deal["winners"] == [0]
    assert deal["board_plays"] is False and deal["hole_used"] == 1


def test_pocket_pair_needs_two_hole_cards():
    # K K Q Q A beats the board's K K 7 7 A; one queen alone only makes K K 7 7 A.
    deal = tahoe.play(build(["2c 3c 4d", "Qc Qd 2s", "5h 6s 8d"], "Ks Kd 7c 7d Ah"), 3)
    assert deal["winners"] == [1]
    assert deal["hands"] == ["two-pair"] * 3
    assert deal["board_plays"] is False and deal["hole_used"] == 2


# ---------------------------------------------------------------------------
# Leaders, ties and shares
# ---------------------------------------------------------------------------


def test_leaders_and_lead_changes():
    # Sevens lead A K after the deal; the flop A 5 2 gives seat 0 aces and deuces (Ac 2d);
    # the seven on the turn gives seat 1 trips, which hold up.
    deal = tahoe.play(build(["Ac Kc 2d", "7s 7d 3c"], "Ad 5h 2s 7h Qd"), 2)
    assert deal["leaders"] == [1, 0, 1]
    assert deal["hands"] == ["two-pair", "three-of-a-kind"]
    assert deal["winners"] == [1]
    assert deal["leader_won"] == [True, False, True]
    assert deal["lead_changes"] == 2  # 1 -> 0 -> 1 -> 1
    assert deal["hole_used"] == 2


def test_deal_leader_uses_the_best_two_of_three():
    board = "3h 8d 9s Th 4s"
    # A pair of deuces beats A K Q.
    assert tahoe.play(build(["Ac Kd Qs", "Ah 2c 2d"], board), 2)["leaders"][0] == 1
    # A K 2 and A K Q are both A K: the third card does not count, the lowest seat leads.
    assert tahoe.play(build(["Ad Kh 2c", "Ac Kd Qs"], board), 2)["leaders"][0] == 0
    # Higher pair beats lower pair, whichever two of three make it.
    assert tahoe.play(build(["5c Ac 5d", "Kc 6h 6s"], board), 2)["leaders"][0] == 1


def test_ties_share_the_pot():
    # Seats 0 and 1 make the same jack-high straight, seat 3 a nine-high one; three aces in
    # seat 2's hole are only a pair.
    deal = tahoe.play(build(["Th Jd 3s", "Tc Js 4h", "Ad Ah As", "6c 5d 3d"], "2c 7d 8s 9h Kc"), 4)
    assert deal["hands"] == ["straight", "straight", "one-pair", "straight"]
    assert deal["winners"] == [0, 1]
    assert deal["shares"] == [0.5, 0.5, 0.0, 0.0]
    assert deal["winner_category"] == "straight"
    assert deal["board_plays"] is False and deal["hole_used"] == 2
    # Aces lead after the deal and the flop; the nine on the turn gives seats 0 and 1 the best
    # straight, and the lower of them leads.
    assert deal["leaders"] == [2, 2, 0]
    assert deal["leader_won"] == [False, False, True]
    assert deal["lead_changes"] == 1  # 2 -> 2 -> 0 -> 0


# ---------------------------------------------------------------------------
# Cross-check on shuffled decks
# ---------------------------------------------------------------------------


def _legal_hands(hole, board):
    """Every hand a seat may show: min(5, cards known) cards with at most two from the hole."""
    pool = list(hole) + list(board)
    size = min(5, 2 + len(board))
    return [five for five in combinations(pool, size) if sum(card in hole for card in five) <= 2]


def test_random_deals_against_brute_force():
    rng = random.Random(17)
    for n in range(40):
        players = 2 + n % 9
        deck = full_deck()
        rng.shuffle(deck)
        deal = tahoe.play(deck, players)
        holes, board = deal["hole"], deal["board"]
        values = [max(value(h) for h in _legal_hands(hole, board)) for hole in holes]
        best = max(values)
        assert deal["winners"] == [s for s in range(players) if values[s] == best]
        assert [CATEGORY_INDEX[c] for c in deal["hands"]] == [v[0] for v in values]
        assert deal["winner_category"] == deal["hands"][deal["winners"][0]]
        for street, known in enumerate((0, 3, 4)):
            street_values = [max(value(h) for h in _legal_hands(hole, board[:known])) for hole in holes]
            assert deal["leaders"][street] == street_values.index(max(street_values))
        first = deal["winners"][0]
        fewest = min(
            sum(card in holes[first] for card in five)
            for five in _legal_hands(holes[first], board)
            if value(five) == best
        )
        assert deal["hole_used"] == fewest
        assert deal["board_plays"] == (fewest == 0) == (value(board) == best)


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def test_simulate_totals_add_up():
    for players, deals in ((6, 120), (2, 100), (10, 40)):
        totals = tahoe.simulate(players, deals, seed=5)
        assert totals["deals"] == deals
        assert math.isclose(sum(totals["seat_shares"]), deals)
        assert len(totals["seat_shares"]) == players
        assert sum(totals["winner_category"].values()) == deals
        assert sum(totals["hand_category"].values()) == players * deals
        assert sum(totals["lead_changes"].values()) == deals
        assert set(totals["lead_changes"]) <= {0, 1, 2, 3}
        assert sum(totals["hole_used"].values()) == deals
        assert set(totals["hole_used"]) <= {0, 1, 2}
        assert totals["hole_used"][0] == totals["board_plays"] <= totals["ties"] <= deals
        assert len(totals["leader_won"]) == 3
        assert all(0 <= n <= deals for n in totals["leader_won"])
        assert totals == tahoe.simulate(players, deals, seed=5)  # deterministic

    # The totals are the sums of play() over the same decks.
    totals = tahoe.simulate(4, 30, seed=9)
    expected = tahoe.new_totals(4, 30)
    shares = [0.0] * 4
    for deck, _rng in shuffled_decks(9, 30):
        deal = tahoe.play(deck, 4)
        tahoe.add_deal(expected, deal, 4)
        for seat in deal["winners"]:
            shares[seat] += 1 / len(deal["winners"])
    assert totals == expected
    assert all(math.isclose(a, b) for a, b in zip(totals["seat_shares"], shares))

    empty = tahoe.simulate(2, 0, seed=1)
    assert empty["deals"] == 0 and empty["seat_shares"] == [0.0, 0.0]
    assert empty["hole_used"] == {} and empty["board_plays"] == 0

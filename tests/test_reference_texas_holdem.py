"""Tests of the Texas Hold'em reference twin (tests/reference/texas_holdem.py).

Hand-built deals for the deal order, a board that plays, hands using one and
both hole cards, the street leaders and lead changes (the two-card leader rule
included), ties and shares, a brute-force cross-check on shuffled decks, and
the totals of simulate().
"""

import math
import random
from itertools import combinations

import pytest

try:
    from tests.reference import texas_holdem as th
    from tests.reference.evaluator import CATEGORY_INDEX, fast_high, full_deck
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import texas_holdem as th
    from reference.evaluator import CATEGORY_INDEX, fast_high, full_deck


def cards(text):
    return text.split()


def build(holes, board):
    """A deck dealing ``holes`` (one text of two cards per seat) and then ``board``,
    followed by every other card in the fixed deck order."""
    hands = [cards(hole) for hole in holes]
    dealt = [hand[i] for i in range(2) for hand in hands] + cards(board)
    assert len(set(dealt)) == len(dealt)
    return dealt + [c for c in full_deck() if c not in dealt]


def value(hand):
    category, tiebreak, _ = fast_high(hand)
    return (CATEGORY_INDEX[category], tuple(tiebreak))


# ---------------------------------------------------------------------------
# The deal
# ---------------------------------------------------------------------------


def test_deal_order_two_passes_then_the_board_without_burns():
    deck = full_deck()
    random.Random(3).shuffle(deck)
    deal = th.play(deck, 4)
    assert deal["hole"] == [[deck[0], deck[4]], [deck[1], deck[5]], [deck[2], deck[6]], [deck[3], deck[7]]]
    assert deal["board"] == deck[8:13]
    ten = th.play(deck, 10)
    assert ten["hole"][9] == [deck[9], deck[19]]
    assert ten["board"] == deck[20:25]
    # A deck just long enough is enough.
    assert th.play(deck[:25], 10)["board"] == deck[20:25]


def test_bad_arguments():
    deck = full_deck()
    for bad in (1, 11, 0, -2, True, "3", 2.0, None):
        with pytest.raises(ValueError):
            th.play(deck, bad)
        with pytest.raises(ValueError):
            th.simulate(bad, 1, seed=1)
    with pytest.raises(ValueError):
        th.play(deck[:24], 10)  # 25 cards needed
    with pytest.raises(ValueError):
        th.play(deck[:8], 2)  # 9 cards needed
    with pytest.raises(ValueError):
        th.play(["Ac"] + deck, 2)  # a card twice
    with pytest.raises(ValueError):
        th.play(["Zz"] + deck, 2)
    with pytest.raises(ValueError):
        th.play(["Xa"] + deck, 2)
    with pytest.raises(ValueError):
        th.simulate(3, -1, seed=1)


# ---------------------------------------------------------------------------
# The showdown and the hole cards used
# ---------------------------------------------------------------------------


def test_royal_flush_on_the_board_plays_for_everyone():
    deck = build(["2c 3d", "9s 9d", "Ac 4s"], "Ah Kh Qh Jh Th")
    deal = th.play(deck, 3)
    assert deal["hole"] == [cards("2c 3d"), cards("9s 9d"), cards("Ac 4s")]
    assert deal["board"] == cards("Ah Kh Qh Jh Th")
    assert deal["hands"] == ["straight-flush"] * 3
    assert deal["winner_category"] == "straight-flush"
    assert deal["winners"] == [0, 1, 2]
    assert deal["shares"] == [1 / 3] * 3
    assert deal["board_plays"] is True
    assert deal["hole_used"] == 0
    # Nines lead after the deal; the flop A K Q gives seat 2 aces, still ahead after the turn;
    # the lowest winner is seat 0.
    assert deal["leaders"] == [1, 2, 2]
    assert deal["leader_won"] == [True, True, True]
    assert deal["lead_changes"] == 2


def test_board_plays_with_a_split_of_two_pair():
    deck = build(["2c 3c", "4d 5h", "6s 8d"], "Ks Kd 7c 7d Ah")
    deal = th.play(deck, 3)
    assert deal["hands"] == ["two-pair"] * 3
    assert deal["winners"] == [0, 1, 2] and deal["board_plays"] is True and deal["hole_used"] == 0
    assert math.isclose(sum(deal["shares"]), 1.0)


def test_flush_with_one_hole_card():
    deck = build(["Qh 3c", "Kc Ks"], "Ah 9h 5h 2h Kd")
    deal = th.play(deck, 2)
    assert deal["hands"] == ["flush", "three-of-a-kind"]
    assert deal["winners"] == [0] and deal["shares"] == [1.0, 0.0]
    assert deal["winner_category"] == "flush"
    assert deal["board_plays"] is False
    assert deal["hole_used"] == 1


def test_kicker_from_one_hole_card():
    # The board's two pair plays with the best kicker: seat 0's ace beats seat 1's queen.
    deck = build(["Ac 3d", "Qc 3h"], "Ks Kd 7c 7d 2h")
    deal = th.play(deck, 2)
    assert deal["hands"] == ["two-pair", "two-pair"]
    assert deal["winners"] == [0]
    assert deal["board_plays"] is False and deal["hole_used"] == 1
    assert deal["winner_category"] == "two-pair"


def test_straight_with_both_hole_cards():
    deck = build(["Kd Ks", "9h Th"], "6c 7d 8s Kh 2c")
    deal = th.play(deck, 2)
    assert deal["hands"] == ["three-of-a-kind", "straight"]
    assert deal["winners"] == [1]
    assert deal["winner_category"] == "straight"
    assert deal["board_plays"] is False
    assert deal["hole_used"] == 2


def test_pocket_pair_needs_both_cards():
    # K K Q Q A beats the board's K K 7 7 A; one queen alone only makes K K 7 7 A.
    deck = build(["2c 3c", "Qc Qd", "4d 5h"], "Ks Kd 7c 7d Ah")
    deal = th.play(deck, 3)
    assert deal["winners"] == [1]
    assert deal["hands"] == ["two-pair"] * 3
    assert deal["board_plays"] is False and deal["hole_used"] == 2


def test_ties_share_the_pot():
    # Seats 0 and 1 make the same jack-high straight; seat 3 a nine-high one.
    deck = build(["Th Jd", "Tc Js", "Ad Ah", "6c 5d"], "2c 7d 8s 9h Kc")
    deal = th.play(deck, 4)
    assert deal["hands"] == ["straight", "straight", "one-pair", "straight"]
    assert deal["winners"] == [0, 1]
    assert deal["shares"] == [0.5, 0.5, 0.0, 0.0]
    assert deal["winner_category"] == "straight"
    assert deal["board_plays"] is False and deal["hole_used"] == 2
    # Aces lead after the deal and the flop; the nine on the turn gives seats 0, 1 and 3
    # straights, seats 0 and 1 the equal best ones, and the lowest of them leads.
    assert deal["leaders"] == [2, 2, 0]
    assert deal["leader_won"] == [False, False, True]
    assert deal["lead_changes"] == 1  # 2 -> 2 -> 0 -> 0


# ---------------------------------------------------------------------------
# Leaders
# ---------------------------------------------------------------------------


def test_lead_changes_on_the_flop_and_the_turn():
    # A pair of sevens leads ace-king after the deal; the ace on the flop puts seat 0 ahead;
    # the seven on the turn gives seat 1 trips, which hold up.
    deck = build(["Ac Kc", "7s 7d"], "Ad 5h 2s 7h Qd")
    deal = th.play(deck, 2)
    assert deal["leaders"] == [1, 0, 1]
    assert deal["winners"] == [1]
    assert deal["hands"] == ["one-pair", "three-of-a-kind"]
    assert deal["leader_won"] == [True, False, True]
    assert deal["lead_changes"] == 2  # 1 -> 0 -> 1 -> 1
    assert deal["hole_used"] == 2

    # The same deal with a king on the river: two pair (A A K K) is still below trips.
    river_king = th.play(build(["Ac Kc", "7s 7d"], "Ad 5h 2s 7h Kd"), 2)
    assert river_king["winners"] == [1] and river_king["lead_changes"] == 2
    # An ace on the river: trips aces ... but sevens full beat them.
    river_ace = th.play(build(["Ac Kc", "7s 7d"], "Ad 5h 2s 7h As"), 2)
    assert river_ace["hands"] == ["three-of-a-kind", "full-house"]
    assert river_ace["winners"] == [1]


def test_lead_change_on_the_river_counts_against_the_turn_leader():
    # Seat 0 leads throughout on aces; the river gives seat 1 a flush.
    deck = build(["Ac Ad", "Kh Qh"], "2h 7h 9c 3s 5h")
    deal = th.play(deck, 2)
    assert deal["leaders"] == [0, 0, 0]
    assert deal["winners"] == [1] and deal["hands"] == ["one-pair", "flush"]
    assert deal["leader_won"] == [False, False, False]
    assert deal["lead_changes"] == 1
    assert deal["hole_used"] == 2


def test_two_card_leader_rule():
    board = "3c 8d 9s Th Js"
    # Any pair beats ace-king after the deal.
    assert th.play(build(["Ac Kc", "2d 2h"], board), 2)["leaders"][0] == 1
    # No pair: the higher top card, then the second card.
    assert th.play(build(["Kc Qc", "Ad 4h"], board), 2)["leaders"][0] == 1
    assert th.play(build(["Ac Qd", "Ad Kh"], board), 2)["leaders"][0] == 1
    # Higher pair beats lower pair.
    assert th.play(build(["5c 5d", "6h 6s", "Ac Ks"], board), 3)["leaders"][0] == 1
    # Equal two-card values: the lowest seat.
    assert th.play(build(["Qc 7s", "Ac Kd", "Kh As"], board), 3)["leaders"][0] == 1
    assert th.play(build(["5c 5d", "5h 5s"], board), 2)["leaders"][0] == 0
    # Suits do not matter with two cards: suited A K is no better than offsuit A K.
    assert th.play(build(["Ac Kd", "Ah Kh"], board), 2)["leaders"][0] == 0


# ---------------------------------------------------------------------------
# Cross-check on shuffled decks
# ---------------------------------------------------------------------------


def _brute_best(seven):
    return max(value(list(five)) for five in combinations(seven, 5))


def test_random_deals_against_brute_force():
    rng = random.Random(17)
    for n in range(60):
        players = 2 + n % 9
        deck = full_deck()
        rng.shuffle(deck)
        deal = th.play(deck, players)
        holes, board = deal["hole"], deal["board"]
        values = [_brute_best(hole + board) for hole in holes]
        best = max(values)
        assert deal["winners"] == [s for s in range(players) if values[s] == best]
        assert deal["hands"] == [fast_high(hole + board)[0] for hole in holes]
        assert deal["winner_category"] == deal["hands"][deal["winners"][0]]
        # Leaders by brute force on the cards known at each street.
        for street, known in enumerate((0, 3, 4)):
            street_values = [value(hole + board[:known]) if known == 0 else
                             max(value(list(c)) for c in combinations(hole + board[:known], 5))
                             for hole in holes]
            top = max(street_values)
            assert deal["leaders"][street] == street_values.index(top)
        # Hole cards needed: the fewest hole cards in a best five of the lowest winner's seven.
        first = deal["winners"][0]
        fewest = min(
            sum(card in holes[first] for card in five)
            for five in combinations(holes[first] + board, 5)
            if value(list(five)) == best
        )
        assert deal["hole_used"] == fewest
        assert deal["board_plays"] == (fewest == 0) == (value(board) == best)


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def test_simulate_totals_add_up():
    for players, deals in ((6, 200), (2, 150), (10, 60)):
        totals = th.simulate(players, deals, seed=5)
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
        assert totals == th.simulate(players, deals, seed=5)  # deterministic

    # The totals are the sums of play() over the same decks.
    try:
        from tests.reference.five_card_draw import shuffled_decks
    except ImportError:
        from reference.five_card_draw import shuffled_decks
    totals = th.simulate(4, 40, seed=9)
    expected = th.new_totals(4, 40)
    for deck, _rng in shuffled_decks(9, 40):
        th.add_deal(expected, th.play(deck, 4), 4)
    assert totals == expected
    winners_shares = [0.0] * 4
    for deck, _rng in shuffled_decks(9, 40):
        deal = th.play(deck, 4)
        for seat in deal["winners"]:
            winners_shares[seat] += 1 / len(deal["winners"])
    assert all(math.isclose(a, b) for a, b in zip(totals["seat_shares"], winners_shares))

    empty = th.simulate(2, 0, seed=1)
    assert empty["deals"] == 0 and empty["seat_shares"] == [0.0, 0.0]
    assert empty["hole_used"] == {} and empty["board_plays"] == 0

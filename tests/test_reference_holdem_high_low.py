"""Tests of the Hold'em high-low (eight or better) reference twin
(tests/reference/holdem_high_low.py).

Hand-built deals for a split pot, no qualifying low, a counterfeited low, a
shared low half (quartering), the low_top texts, scoops, a cross-check of the
low half against a direct rank-set rule on shuffled decks, and the totals of
simulate().
"""

import math
import random

import pytest

try:
    from tests.reference import holdem_high_low as hl
    from tests.reference import texas_holdem as th
    from tests.reference.evaluator import card_rank, full_deck
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import holdem_high_low as hl
    from reference import texas_holdem as th
    from reference.evaluator import card_rank, full_deck


def cards(text):
    return text.split()


def build(holes, board):
    """A deck dealing ``holes`` (one text of two cards per seat) and then ``board``,
    followed by every other card in the fixed deck order."""
    hands = [cards(hole) for hole in holes]
    dealt = [hand[i] for i in range(2) for hand in hands] + cards(board)
    assert len(set(dealt)) == len(dealt)
    return dealt + [c for c in full_deck() if c not in dealt]


def play(holes, board):
    return hl.play(build(holes, board), len(holes))


# ---------------------------------------------------------------------------
# Hand-built deals
# ---------------------------------------------------------------------------


def test_split_pot_nut_low_and_high_to_different_seats():
    # Three low cards on the board; A-2 makes 7-4-3-2-A, Kc-Qc makes trip kings.
    deal = play(["As 2h", "Kc Qc", "9c 9d"], "3c 4d 7h Kd Ks")
    assert deal["winners"] == [1]
    assert deal["winner_category"] == "three-of-a-kind"
    assert deal["low_winners"] == [0]
    assert deal["qualifies"] == [True, False, False]
    assert deal["no_low"] is False
    assert deal["low_top"] == "7"
    assert deal["shares"] == [0.5, 0.5, 0.0]
    assert deal["scoop"] is False
    assert deal["low_tie"] is False
    # The Hold'em keys are still there and about the high hand.
    for key in ("hole", "board", "hands", "leaders", "leader_won", "lead_changes", "board_plays", "hole_used"):
        assert key in deal
    assert deal["hole_used"] == 2  # the king and the queen kicker


def test_no_qualifying_low_high_takes_all():
    # Only 2 and 8 on the board are low; 3-4 gives four low ranks, not five.
    deal = play(["Ah Ad", "3h 4h"], "Kc Qd 9h 8s 2c")
    assert deal["winners"] == [0]
    assert deal["low_winners"] == []
    assert deal["no_low"] is True
    assert deal["low_top"] is None
    assert deal["qualifies"] == [False, False]
    assert deal["shares"] == [1.0, 0.0]
    assert deal["scoop"] is True
    assert deal["low_tie"] is False


def test_no_low_and_tied_high_is_no_scoop():
    deal = play(["Ah Kd", "As Kc"], "Qc Jd 9h Ts 3c")  # both make the ace-high straight
    assert deal["winners"] == [0, 1]
    assert deal["no_low"] is True
    assert deal["shares"] == [0.5, 0.5]
    assert deal["scoop"] is False


def test_counterfeited_low():
    # Seat 0's ace pairs the board ace: A-2-3-6 is only four low ranks, so no low.
    # Seat 1's 4-8 with A-3-6 on board makes 8-6-4-3-A and takes the low half.
    deal = play(["Ah 2h", "4s 8d"], "Ad 3c 6h Kc Qs")
    assert deal["qualifies"] == [False, True]
    assert deal["lows"][0] == (0, (12, 6, 3, 2, 1))  # Q-6-3-2-A: no pair, but queen high
    assert deal["winners"] == [0]  # pair of aces
    assert deal["low_winners"] == [1]
    assert deal["low_top"] == "8"
    assert deal["shares"] == [0.5, 0.5]
    assert deal["scoop"] is False


def test_counterfeit_turns_a_better_low_into_a_worse_one():
    # Seat 0 holds A-2 but the board's 2 pairs its deuce: its best low is 7-5-3-2-A.
    # Seat 1's 4-6 makes 6-5-4-3-2 and wins the low.
    deal = play(["Ac 2h", "4s 6d"], "2d 3c 5h 7s Ks")
    assert deal["lows"][0] == (0, (7, 5, 3, 2, 1))
    assert deal["lows"][1] == (0, (6, 5, 4, 3, 2))
    assert deal["low_winners"] == [1]
    assert deal["low_top"] == "6"
    # Seat 1 also has the straight 3-4-5-6-7: it scoops.
    assert deal["winners"] == [1]
    assert deal["winner_category"] == "straight"
    assert deal["scoop"] is True
    assert deal["shares"] == [0.0, 1.0]


def test_quartering_tie_on_the_low_half():
    # Seats 0 and 1 both make 7-4-3-2-A (seat 1 with the board's ace); seat 0 also
    # has the best high (a pair of aces): three quarters to seat 0, a quarter to seat 1.
    deal = play(["Ac 4c", "Kh 4h", "Qc Qd"], "2c 3d 7h Ad 8s")
    assert deal["winners"] == [0]
    assert deal["low_winners"] == [0, 1]
    assert deal["low_tie"] is True
    assert deal["low_top"] == "7"
    assert deal["shares"] == [0.75, 0.25, 0.0]
    assert deal["scoop"] is False
    assert math.isclose(sum(deal["shares"]), 1.0)


def test_quartering_with_a_third_seat_taking_high():
    deal = play(["Ac 4c", "Ah 4h", "Qc Qd"], "2c 3d 7h Kd Ks")
    assert deal["winners"] == [2]  # kings and queens
    assert deal["low_winners"] == [0, 1]
    assert deal["shares"] == [0.25, 0.25, 0.5]
    assert deal["low_tie"] is True
    assert deal["scoop"] is False


def test_board_plays_for_both_halves():
    # The board is a wheel: every seat has at least the 5-high straight and the 5 low.
    deal = play(["Kc Qd", "Jh Th", "9s 9c"], "Ac 2d 3h 4s 5c")
    assert deal["board_plays"] is True
    assert deal["winners"] == [0, 1, 2]
    assert deal["low_winners"] == [0, 1, 2]
    assert deal["low_top"] == "5"
    assert all(math.isclose(share, 1 / 3) for share in deal["shares"])
    assert deal["low_tie"] is True
    assert deal["scoop"] is False


@pytest.mark.parametrize("low, top", [("5h", "5"), ("6h", "6"), ("7h", "7"), ("8h", "8"), ("9h", None)])
def test_low_top_texts(low, top):
    # Seat 1's kings full always take the high; seat 0's A-x with 2-3-4 makes the low up to 8.
    deal = play([f"As {low}", "Kc 4c"], "2c 3d 4h Kd Ks")
    assert deal["winners"] == [1]
    assert deal["winner_category"] == "full-house"
    assert deal["low_top"] == top
    if top is None:
        assert deal["no_low"] is True
        assert deal["low_winners"] == []
        assert deal["shares"] == [0.0, 1.0]
        assert deal["scoop"] is True
    else:
        assert deal["low_winners"] == [0]
        assert deal["shares"] == [0.5, 0.5]
        assert deal["scoop"] is False


def test_scoop_with_both_halves():
    # A-2 on 3-4-5: the wheel is both the best high (five-high straight) and the nut low.
    deal = play(["As 2s", "Kc Qc", "Jd Jh"], "3c 4d 5h Kd 9s")
    assert deal["winners"] == [0]
    assert deal["winner_category"] == "straight"
    assert deal["low_winners"] == [0]
    assert deal["low_top"] == "5"
    assert deal["scoop"] is True
    assert deal["shares"] == [1.0, 0.0, 0.0]


def test_high_keys_match_the_holdem_twin():
    deck = full_deck()
    random.Random(11).shuffle(deck)
    for players in (2, 6, 10):
        ours, theirs = hl.play(deck, players), th.play(deck, players)
        for key in theirs:
            if key != "shares":
                assert ours[key] == theirs[key]


def test_bad_arguments():
    deck = full_deck()
    for players in (1, 11, True, "4"):
        with pytest.raises(ValueError):
            hl.play(deck, players)
    with pytest.raises(ValueError):
        hl.play(deck[:8], 2)
    with pytest.raises(ValueError):
        hl.simulate(1, 5, 0)


# ---------------------------------------------------------------------------
# Cross-check of the low half with a direct rule
# ---------------------------------------------------------------------------


def direct_low(seven):
    """Eight-or-better low by the rank set: the five smallest distinct ranks
    (ace 1) if there are five at most 8, highest first; else None."""
    ranks = sorted({1 if card_rank(c) == 14 else card_rank(c) for c in seven})
    small = [r for r in ranks if r <= 8]
    return tuple(sorted(small[:5], reverse=True)) if len(small) >= 5 else None


def test_low_half_against_the_rank_set_rule():
    rng = random.Random(5)
    for trial in range(150):
        deck = full_deck()
        rng.shuffle(deck)
        players = 2 + trial % 9
        deal = hl.play(deck, players)
        lows = [direct_low(hole + deal["board"]) for hole in deal["hole"]]
        assert deal["qualifies"] == [low is not None for low in lows]
        present = [low for low in lows if low is not None]
        if present:
            best = min(present)
            assert deal["low_winners"] == [s for s in range(players) if lows[s] == best]
            assert deal["low_top"] == str(best[0])
        else:
            assert deal["low_winners"] == [] and deal["low_top"] is None
        assert math.isclose(sum(deal["shares"]), 1.0)
        high = deal["winners"]
        for seat in range(players):
            expected = (0.5 if present else 1.0) / len(high) * (seat in high)
            if present and seat in deal["low_winners"]:
                expected += 0.5 / len(deal["low_winners"])
            assert math.isclose(deal["shares"][seat], expected)


# ---------------------------------------------------------------------------
# simulate
# ---------------------------------------------------------------------------


def test_simulate_totals_add_up():
    players, deals = 6, 200
    totals = hl.simulate(players, deals, seed=7)
    plain = th.simulate(players, deals, seed=7)
    assert totals["deals"] == deals
    assert math.isclose(sum(totals["seat_shares"]), deals)
    assert totals["no_low"] + sum(totals["low_top"].values()) == deals
    assert set(totals["low_top"]) <= {"5", "6", "7", "8"}
    assert 0 < totals["no_low"] < deals
    assert totals["low_ties"] <= deals - totals["no_low"]
    assert 0 < totals["scoops"] <= deals
    # The high-hand totals are the Hold'em twin's (same shuffles).
    for key in ("winner_category", "hand_category", "ties", "leader_won", "lead_changes", "board_plays", "hole_used"):
        assert totals[key] == plain[key]
    # Replaying the same decks gives the same counts.
    again = hl.new_totals(players, deals)
    for deck, _rng in th.shuffled_decks(7, deals):
        hl.add_deal(again, hl.play(deck, players), players)
    assert again == totals
    assert hl.simulate(players, deals, seed=7) == totals

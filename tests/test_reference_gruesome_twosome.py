"""Tests of the Gruesome Twosome reference twin (tests/reference/gruesome_twosome.py).

The draw policies one hand at a time; hand-built deals for the deal order,
each policy's draws, the hand ranking, ties and shares, the winning hand's
text, the leaders and lead changes, and the starters (the Testa discard
hands); the checks on bad input; and simulate()'s totals.
"""

import math
import random
from collections import Counter

import pytest

try:
    from tests.reference import gruesome_twosome as gt
    from tests.reference.evaluator import full_deck
    from tests.reference.five_card_draw import shuffled_decks
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import gruesome_twosome as gt
    from reference.evaluator import full_deck
    from reference.five_card_draw import shuffled_decks


def build(seats, stock=()):
    """A deck dealing ``seats`` (text "As Kd" per seat), then ``stock`` on top
    of the stock, then every other card in the fixed deck order."""
    hands = [text.split() for text in seats]
    top = [hand[i] for i in range(2) for hand in hands] + list(stock)
    assert len(set(top)) == len(top)
    return top + [card for card in full_deck() if card not in top]


def discard(text, policy="standard"):
    return gt.choose_discard(text.split(), policy)


def value(text):
    return gt.hand_value(text.split())


# ---------------------------------------------------------------------------
# Policies, hand values, discard hands
# ---------------------------------------------------------------------------


def test_standard_keeps_a_pair_and_throws_the_lower_card():
    assert discard("7c 7d") is None
    assert discard("Ac As") is None
    assert discard("Ks 4d") == "4d"
    assert discard("4d Ks") == "4d"
    assert discard("2c 3c") == "2c"
    assert discard("As Kd") == "Kd"  # the standard policy breaks up ace-king


def test_ace_king_also_keeps_ace_king():
    assert discard("As Kd", "ace-king") is None
    assert discard("Kd As", "ace-king") is None
    assert discard("As Qd", "ace-king") == "Qd"
    assert discard("Kh Qd", "ace-king") == "Qd"
    assert discard("9h 9d", "ace-king") is None


def test_pat_never_throws():
    for text in ("2c 7d", "As Kd", "5h 5s", "3c 2d"):
        assert discard(text, "pat") is None


def test_hand_ranking():
    assert value("2c 2d") == (1, 2)
    assert value("Kd As") == (0, 14, 13)
    assert value("2c 2d") > value("As Kd")  # any pair beats any no-pair hand
    assert value("3c 3d") > value("2h 2s")
    assert value("Ac Ad") > value("Kc Kd")
    assert value("As Kd") > value("Ah Qd")
    assert value("Kc Qd") > value("Kh Jd")
    assert value("Ac 2d") > value("Kh Qd")  # the higher card first
    assert value("Kc Qd") == value("Qh Ks")  # suits and order never matter
    assert value("7c 6c") == value("7d 6h")  # no flushes (and no straights)
    assert gt.category("9c 9h".split()) == "one-pair"
    assert gt.category("9c Th".split()) == "high-card"


def test_hand_text():
    assert gt.hand_text(value("Ac Ad")) == "AA"
    assert gt.hand_text(value("Tc Td")) == "TT"
    assert gt.hand_text(value("2c 2d")) == "22"
    assert gt.hand_text(value("As Kd")) == "A high"
    assert gt.hand_text(value("9s Jd")) == "J high"
    assert gt.hand_text(value("3s 2d")) == "3 high"


def test_discard_hand_values():
    dv = lambda text: gt.discard_value(text.split())  # noqa: E731
    assert dv("") == gt.NO_DISCARDS
    assert dv("") < dv("2c")  # having discarded anything beats nothing
    assert dv("Kd") == (0, 13, 0)
    assert dv("Kd") < dv("Kc 2d")  # one card is below any two with the same top
    assert dv("Kd") > dv("Qc Jd")  # ... and above any two with a lower top
    assert dv("3d 7c") == (0, 7, 3)
    assert dv("3d 7c 3s") == (1, 3)  # two discards of a rank make a pair
    assert dv("3d 7c 3s") > dv("Ad Kc Qs")
    assert dv("Ad Kc Qs") == (0, 14, 13)  # the two highest of three
    assert dv("5c 5d 5h") == (1, 5)


# ---------------------------------------------------------------------------
# Hand-built deals
# ---------------------------------------------------------------------------


def test_deal_order_and_pat():
    deck = ["As", "Kd", "2c", "3c", "9h", "9s"]
    deal = gt.play(deck, 2, policy="pat")
    assert deal["dealt"] == [["As", "2c"], ["Kd", "3c"]]
    assert deal["seats"] == deal["dealt"]
    assert deal["drawn"] == [0, 0]
    assert deal["discarded"] == [[], []]
    assert deal["winners"] == [0] and deal["winning_hand"] == "A high"
    # Card spellings are normalized.
    deal = gt.play(["as", "KD", "10c", "3C"], 2, policy="pat")
    assert deal["dealt"] == [["As", "Tc"], ["Kd", "3c"]]


def test_standard_draws_three_times():
    # Seat 0 holds a pair and stands pat; seat 1 throws its lower card each time.
    deck = build(["7c 7d", "Ks 4d"], stock=["9c", "2h", "Qs"])
    deal = gt.play(deck, 2)
    assert deal["dealt"] == [["7c", "7d"], ["Ks", "4d"]]
    # Draw 1: Ks 4d -> throw 4d, take 9c.  Draw 2: Ks 9c -> throw 9c, take 2h.
    # Draw 3: Ks 2h -> throw 2h, take Qs.  The kept card comes first.
    assert deal["seats"] == [["7c", "7d"], ["Ks", "Qs"]]
    assert deal["discarded"] == [[], ["4d", "9c", "2h"]]
    assert deal["drawn"] == [0, 3]
    assert deal["winners"] == [0] and deal["winning_hand"] == "77"
    assert deal["shares"] == [1.0, 0.0]


def test_a_drawn_pair_stands_pat_from_then_on():
    deck = build(["Ks 8c", "4d 2s"], stock=["Kd", "4h", "Ac"])
    deal = gt.play(deck, 2)
    # Draw 1: seat 0 throws 8c and takes Kd (a pair); seat 1 throws 2s, takes 4h (a pair).
    # Draws 2 and 3: both stand pat, so Ac is never taken.
    assert deal["seats"] == [["Ks", "Kd"], ["4d", "4h"]]
    assert deal["drawn"] == [1, 1]
    assert deal["before"] == ["high-card", "high-card"]
    assert deal["hands"] == ["one-pair", "one-pair"]
    assert deal["improved"] == [True, True]
    assert deal["winning_hand"] == "KK"


def test_ace_king_stands_pat_where_standard_draws():
    deck = build(["As Kd", "9c 5h"], stock=["Ah", "Qc", "Jc", "Tc", "8d", "7d"])
    pat = gt.play(deck, 2, policy="ace-king")
    assert pat["seats"][0] == ["As", "Kd"] and pat["drawn"][0] == 0
    # Seat 1: 9c 5h -> 9c Ah -> Ah Qc -> Ah Jc.
    assert pat["seats"][1] == ["Ah", "Jc"] and pat["drawn"][1] == 3
    assert pat["winners"] == [0] and pat["winning_hand"] == "A high"

    std = gt.play(deck, 2)
    # Seat 0: As Kd -> As Ah (draw 1: throws Kd, takes Ah), then pat.
    # Seat 1: 9c 5h -> 9c Qc -> Qc Jc -> Qc Tc.
    assert std["seats"] == [["As", "Ah"], ["Qc", "Tc"]]
    assert std["drawn"] == [1, 3]
    assert std["winning_hand"] == "AA"


def test_pair_of_twos_beats_ace_king_at_showdown():
    deal = gt.play(build(["As Kd", "2c 2d", "Ah Qd"]), 3, policy="pat")
    assert deal["winners"] == [1] and deal["winning_hand"] == "22"
    assert deal["hands"] == ["high-card", "one-pair", "high-card"]
    assert deal["leaders"] == [1, 1, 1] and deal["lead_changes"] == 0


def test_second_card_breaks_ties_between_no_pair_hands():
    deal = gt.play(build(["Kc Jd", "Kd Qh", "Ks 9c"]), 3, policy="pat")
    assert deal["winners"] == [1] and deal["winning_hand"] == "K high"
    deal = gt.play(build(["Ac Kd", "As Qh"]), 2, policy="pat")
    assert deal["winners"] == [0]


def test_ties_share_the_pot():
    deal = gt.play(build(["Ks 7d", "Qc Qd", "Kh 7c", "Qh Qs"]), 4, policy="pat")
    assert deal["winners"] == [1, 3]
    assert deal["shares"] == [0.0, 0.5, 0.0, 0.5]
    assert deal["winning_hand"] == "QQ"
    assert deal["leaders"] == [1, 1, 1]  # the lowest seat of the best hands
    assert deal["leader_won"] == [True, True, True]
    deal = gt.play(build(["Ks 7d", "Kh 7c", "Kc 7h"]), 3, policy="pat")
    assert deal["winners"] == [0, 1, 2]
    assert all(math.isclose(share, 1 / 3) for share in deal["shares"])
    assert deal["winning_hand"] == "K high"


def test_leaders_lead_changes_and_starters():
    deck = build(["5c 3d", "9h 2s", "Qc 4h"], stock=["5d", "Ah", "2c", "Ac", "Qd"])
    deal = gt.play(deck, 3)
    # Deal: Q-4 leads.  Draw 1: seat 0 pairs fives, seat 1 holds 9-A, seat 2 Q-2.
    # Draw 2: seat 1 makes aces, seat 2 queens.  Draw 3: everyone stands pat.
    assert deal["seats"] == [["5c", "5d"], ["Ah", "Ac"], ["Qc", "Qd"]]
    assert deal["discarded"] == [["3d"], ["2s", "9h"], ["4h", "2c"]]
    assert deal["drawn"] == [1, 2, 2]
    assert deal["winners"] == [1] and deal["winning_hand"] == "AA"
    assert deal["leaders"] == [2, 0, 1]
    assert deal["leader_won"] == [False, False, True]
    assert deal["lead_changes"] == 2  # 2 -> 0 -> 1 -> 1
    # Discards after draw 1: 3, 2, 4 -> seat 2.  After draws 2 and 3: 3; 9-2; 4-2 -> seat 1.
    assert deal["starters"] == [2, 1, 1]
    assert deal["starter_won"] == [False, True, True]
    assert deal["before"] == ["high-card"] * 3
    assert deal["improved"] == [True] * 3


def test_lead_change_at_the_last_draw():
    deck = build(["Ac 9d", "Kc 2h"], stock=["3s", "8c", "4d", "7h", "9h", "Kd"])
    deal = gt.play(deck, 2)
    # Seat 0: A-9 -> A-3 -> A-4 -> A-9 (9h).  Seat 1: K-2 -> K-8 -> K-7 -> K-K.
    assert deal["seats"] == [["Ac", "9h"], ["Kc", "Kd"]]
    assert deal["leaders"] == [0, 0, 0]
    assert deal["winners"] == [1]
    assert deal["lead_changes"] == 1
    assert deal["leader_won"] == [False, False, False]


def test_starters_when_nobody_discards():
    deal = gt.play(build(["7c 2d", "Ah Kd", "3c 4c"]), 3, policy="pat")
    assert deal["starters"] == [0, 0, 0]
    assert deal["winners"] == [1] and deal["starter_won"] == [False, False, False]
    deal = gt.play(build(["Ah Kd", "7c 2d", "3c 4c"]), 3, policy="pat")
    assert deal["starters"] == [0, 0, 0] and deal["starter_won"] == [True, True, True]
    # Every seat holds a pair, so nobody discards under "standard" either.
    deal = gt.play(build(["7c 7d", "Ah Ad", "3c 3d"]), 3)
    assert deal["starters"] == [0, 0, 0]
    # Only seat 2 discards: any discard beats none.
    deal = gt.play(build(["7c 7d", "Ah Ad", "3c 2d"], stock=["Th", "9h", "8h"]), 3)
    assert deal["discarded"] == [[], [], ["2d", "3c", "9h"]]
    assert deal["starters"] == [2, 2, 2]


def test_starter_from_a_pair_in_the_discards():
    deck = build(["7c 3d", "Ac Kd"], stock=["8h", "2h", "3s", "Jd", "9c", "Ts"])
    deal = gt.play(deck, 2)
    # Seat 0: 7-3 -> 7-8 (throws 3d) -> 8-3 (throws 7c) -> 8-9 (throws 3s).
    # Seat 1: A-K -> A-2 (throws Kd) -> A-J (throws 2h) -> A-T (throws Jd).
    assert deal["seats"] == [["8h", "9c"], ["Ac", "Ts"]]
    assert deal["discarded"] == [["3d", "7c", "3s"], ["Kd", "2h", "Jd"]]
    # Discard hands: 3 vs K; 7-3 vs K-2; then a pair of threes beats K-J.
    assert deal["starters"] == [1, 1, 0]
    assert deal["winners"] == [1] and deal["winning_hand"] == "A high"
    assert deal["starter_won"] == [True, True, False]


def test_ten_seats_never_run_out():
    for deck, _ in shuffled_decks(3, 20):
        deal = gt.play(deck, 10)
        assert sum(deal["drawn"]) <= 30


# ---------------------------------------------------------------------------
# Bad input
# ---------------------------------------------------------------------------


def test_bad_input():
    deck = full_deck()
    for players in (1, 11, 0, True, "2", 2.0):
        with pytest.raises(ValueError):
            gt.play(deck, players)
    with pytest.raises(ValueError):
        gt.play(deck, 2, policy="draw")
    with pytest.raises(ValueError):
        gt.play(["As", "Kd", "Zz", "3c"], 2)
    with pytest.raises(ValueError):
        gt.play(["As", "Kd", "As", "3c"], 2)  # a duplicate
    with pytest.raises(ValueError):
        gt.play(["As", "Kd", "Xa", "3c"], 2)  # a joker
    with pytest.raises(ValueError):
        gt.play(["As", "Kd", "2c"], 2)  # too few to deal
    with pytest.raises(ValueError):
        gt.play(["As", "Kd", "2c", "3c"], 2)  # the stock is empty when seat 0 draws
    assert gt.play(["As", "Kd", "2c", "3c"], 2, policy="pat")["winners"] == [0]
    with pytest.raises(ValueError):
        gt.simulate(1, 1, seed=1)
    with pytest.raises(ValueError):
        gt.simulate(2, 1, seed=1, policy="stand")
    with pytest.raises(ValueError):
        gt.simulate(2, -1, seed=1)
    with pytest.raises(ValueError):
        gt.choose_discard(["As", "Kd", "Qh"])


# ---------------------------------------------------------------------------
# Random deals and simulate()
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("policy", gt.POLICIES)
def test_random_deals_are_consistent(policy):
    rng = random.Random(17)
    for _ in range(300):
        players = rng.randint(2, 10)
        deck = full_deck()
        rng.shuffle(deck)
        deal = gt.play(deck, players, policy=policy)
        held = [card for hand in deal["seats"] for card in hand]
        thrown = [card for cards in deal["discarded"] for card in cards]
        assert len(set(held + thrown)) == len(held + thrown)
        stock = deck[2 * players:]
        assert sorted(held + thrown) == sorted(deck[: 2 * players] + stock[: sum(deal["drawn"])])
        assert deal["drawn"] == [len(cards) for cards in deal["discarded"]]
        values = [gt.hand_value(hand) for hand in deal["seats"]]
        assert deal["winners"] == [s for s in range(players) if values[s] == max(values)]
        assert math.isclose(sum(deal["shares"]), 1.0)
        for seat in range(players):
            if policy == "pat":
                assert deal["drawn"][seat] == 0
            elif deal["hands"][seat] == "high-card":
                # A seat left without a pair drew every time, unless it holds A-K under "ace-king".
                ace_king = sorted(gt.hand_value(deal["seats"][seat])[1:]) == [13, 14]
                assert deal["drawn"][seat] == 3 or (policy == "ace-king" and ace_king)


def test_simulate_totals_add_up():
    deals, players = 300, 5
    totals = gt.simulate(players, deals, seed=5)
    assert totals["deals"] == deals
    assert math.isclose(sum(totals["seat_shares"]), deals)
    for key in ("winner_category", "winning_hand", "lead_changes"):
        assert sum(totals[key].values()) == deals, key
    for key in ("hand_category", "before", "drawn"):
        assert sum(totals[key].values()) == players * deals, key
    assert set(totals["drawn"]) <= {0, 1, 2, 3}
    assert set(totals["lead_changes"]) <= {0, 1, 2, 3}
    assert set(totals["improved"]) <= {"high-card"}  # a pair never draws
    assert totals["improved"]["high-card"] <= totals["before"]["high-card"]
    assert 0 <= totals["ties"] <= deals
    assert all(0 <= n <= deals for n in totals["leader_won"] + totals["starter_won"])
    pairs = sum(n for text, n in totals["winning_hand"].items() if " " not in text)
    assert pairs == totals["winner_category"]["one-pair"]
    assert gt.simulate(players, deals, seed=5) == totals  # the seed fixes the run


def test_simulate_replays_play():
    expected = gt.new_totals(4, 50)
    for deck, _ in shuffled_decks(8, 50):
        gt.add_deal(expected, gt.play(deck, 4, policy="ace-king"), 4)
    assert gt.simulate(4, 50, seed=8, policy="ace-king") == expected
    rng = random.Random(9)
    deck = full_deck()
    rng.shuffle(deck)
    deal = gt.play(deck, 3)
    totals = gt.simulate(3, 1, seed=9)
    assert totals["seat_shares"] == deal["shares"]
    assert totals["drawn"] == Counter(deal["drawn"])
    assert totals["winning_hand"] == {deal["winning_hand"]: 1}


def test_simulate_pat():
    deals = 400
    totals = gt.simulate(3, deals, seed=11, policy="pat")
    assert totals["drawn"] == {0: 3 * deals}
    assert not totals["improved"]
    assert totals["before"] == totals["hand_category"]
    assert totals["lead_changes"] == {0: deals}  # the leader never moves
    assert totals["leader_won"] == [deals] * 3
    # Nobody discards, so seat 0 starts every round.
    wins_for_seat_0 = sum(1 for deck, _ in shuffled_decks(11, deals) if 0 in gt.play(deck, 3, policy="pat")["winners"])
    assert totals["starter_won"] == [wins_for_seat_0] * 3

"""Tests of the Cincinnati Liz reference twin (tests/reference/cincinnati_liz.py).

Hand-built deals for the deal order and the row, the wild rank under both
options (the lowest row rank with the ace high; the third row card), wild
cards in the hole cards, five of a kind over a straight flush, the best five
of ten cards, the leaders (nothing wild before the wild rank is settled),
wild_held counting the row's wild cards for every seat, ties and shares, a
cross-check on shuffled decks against a best-five-of-ten enumeration, and the
totals of simulate().
"""

import math
import random
from functools import lru_cache
from itertools import combinations

import pytest

try:
    from tests.reference import cincinnati_liz as cl
    from tests.reference.evaluator import CATEGORY_INDEX, fast_high, full_deck
    from tests.reference.five_card_draw import shuffled_decks
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import cincinnati_liz as cl
    from reference.evaluator import CATEGORY_INDEX, fast_high, full_deck
    from reference.five_card_draw import shuffled_decks

RANK_ORDER = "23456789TJQKA"  # the two lowest, the ace highest


def cards(text):
    return text.split()


def build(holes, row):
    """A deck dealing ``holes`` (one text of five cards per seat, in the order
    each seat gets them), then the row ``row`` (five cards, position 1 first),
    followed by every other card in the fixed deck order."""
    hands = [cards(hole) for hole in holes]
    assert all(len(hand) == 5 for hand in hands)
    dealt = [hand[i] for i in range(5) for hand in hands] + cards(row)
    assert len(set(dealt)) == len(dealt)
    return dealt + [c for c in full_deck() if c not in dealt]


@lru_cache(maxsize=None)
def _five_value(five, wild):
    category, tiebreak, _ = fast_high(list(five), wild=wild)
    return (CATEGORY_INDEX[category], tuple(tiebreak))


def best_five(hand, wild=frozenset()):
    """Best value over every five-card subset (all the cards when fewer than five)."""
    wild = frozenset(wild)
    if len(hand) <= 5:
        return _five_value(tuple(sorted(hand)), wild)
    return max(_five_value(tuple(sorted(five)), wild) for five in combinations(hand, 5))


def rank_set(rank):
    return frozenset(rank + suit for suit in "cdhs")


# ---------------------------------------------------------------------------
# The deal
# ---------------------------------------------------------------------------


def test_deal_order_five_passes_then_the_row_without_burns():
    deck = full_deck()
    random.Random(3).shuffle(deck)
    deal = cl.play(deck, 3)
    assert deal["hole"] == [[deck[s], deck[3 + s], deck[6 + s], deck[9 + s], deck[12 + s]] for s in range(3)]
    assert deal["row"] == deck[15:20]
    nine = cl.play(deck, 9)
    assert nine["hole"][0] == [deck[0], deck[9], deck[18], deck[27], deck[36]]
    assert nine["hole"][8] == [deck[8], deck[17], deck[26], deck[35], deck[44]]
    assert nine["row"] == deck[45:50]
    # A deck just long enough is enough.
    assert cl.play(deck[:50], 9)["row"] == nine["row"]
    assert cl.play(deck[:15], 2)["row"] == deck[10:15]
    # A hand-built deck comes out as built.
    deal = cl.play(build(["As Kd 2c 3c 4c", "Ah Kh 2d 3d 4d"], "9s 8s 7s 6s 5c"), 2)
    assert deal["hole"] == [cards("As Kd 2c 3c 4c"), cards("Ah Kh 2d 3d 4d")]
    assert deal["row"] == cards("9s 8s 7s 6s 5c")


def test_bad_arguments():
    deck = full_deck()
    for bad in (1, 10, 0, -2, True, "3", 2.0, None):
        with pytest.raises(ValueError):
            cl.play(deck, bad)
        with pytest.raises(ValueError):
            cl.simulate(bad, 1, seed=1)
    for bad in ("high", "", "Lowest", "third", None, 3, ["lowest"]):
        with pytest.raises(ValueError):
            cl.play(deck, 2, wild=bad)
        with pytest.raises(ValueError):
            cl.simulate(2, 1, seed=1, wild=bad)
    with pytest.raises(ValueError):
        cl.play(deck[:49], 9)  # 50 cards needed
    with pytest.raises(ValueError):
        cl.play(deck[:14], 2)  # 15 cards needed
    with pytest.raises(ValueError):
        cl.play(["Ac"] + deck, 2)  # a card twice
    with pytest.raises(ValueError):
        cl.play(["Zz"] + deck, 2)
    with pytest.raises(ValueError):
        cl.play(["Xa"] + deck, 2)
    with pytest.raises(ValueError):
        cl.simulate(3, -1, seed=1)


# ---------------------------------------------------------------------------
# The wild rank
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "row, lowest, middle",
    [
        ("Kd 2c 9h Ah 5s", "2", "9"),
        ("As 3d 7h 9c Jc", "3", "7"),  # the ace is high, never the lowest
        ("Ac Ad Ah Kc As", "K", "A"),  # four aces and a king: the king is the lowest
        ("5c 7d 5h 9s Tc", "5", "5"),
        ("Qs Jd Th Kc Ad", "T", "T"),
        ("Tc Js Qh 9d Kh", "9", "Q"),  # the lowest in position 4
    ],
)
def test_wild_rank_lowest_and_middle(row, lowest, middle):
    deck = build(["4c 4d 4h 4s 3c", "2d 2h 2s 3h 3s"], row)  # low hole cards never name the rank
    assert cl.play(deck, 2)["wild_rank"] == lowest
    assert cl.play(deck, 2, wild="lowest")["wild_rank"] == lowest
    assert cl.play(deck, 2, wild="middle")["wild_rank"] == middle
    assert cl.wild_rank_of(cards(row), "lowest") == lowest
    assert cl.wild_rank_of(cards(row), "middle") == middle


def test_wild_cards_in_the_hole_cards():
    # Lowest row card 4s: fours are wild, and seat 0 holds two more (4c 4d).  The twos and
    # threes in seat 1's hole are lower but do not count: the rank is the row's lowest.
    deck = build(["4c 4d Ah 2c 7s", "Tc Th 8h 2d 3c"], "9c Jd Qh Kd 4s")
    deal = cl.play(deck, 2)
    assert deal["wild_rank"] == "4"
    # Seat 0: three wilds with Jd Kd make the royal flush in diamonds (no natural pair, so no
    # five of a kind).  Seat 1: one wild, A-K-Q-J-T.
    assert deal["hands"] == ["straight-flush", "straight"]
    assert deal["wild_held"] == [3, 1]
    assert deal["winners"] == [0] and deal["shares"] == [1.0, 0.0]
    assert deal["winner_category"] == "straight-flush"
    # Were only the row's four wild, seat 0 would merely tie seat 1 with an ace-high straight.
    assert best_five(cards("4c 4d Ah 2c 7s 9c Jd Qh Kd 4s"), {"4s"}) == (CATEGORY_INDEX["straight"], (14,))

    # Middle option: 7h in position 3 makes seat 0's 7c 7d wild as well.
    deck = build(["7c 7d 9h 4s 3c", "Qd Qh 5c 6d 9c"], "Ac 8d 7h 2s Kc")
    deal = cl.play(deck, 2, wild="middle")
    assert deal["wild_rank"] == "7"
    # Seat 0: Ac Kc and three wilds, a royal flush in clubs.  Seat 1: one wild, flush A-K-Q-9-5
    # in clubs (better than its trips queens or its 9-high straight).
    assert deal["hands"] == ["straight-flush", "flush"]
    assert deal["wild_held"] == [3, 1]
    assert deal["winners"] == [0]


def test_five_of_a_kind_beats_a_natural_royal_flush():
    # Lowest row card 3c: threes wild.  Seat 0 has the natural royal flush in hearts; seat 1
    # has four natural fives (5s on the row) and two wilds (3d, 3c): five fives.
    deck = build(["Qh Kh Ah 2s 6c", "5d 5c 5h 3d 4s"], "9h Th Jh 3c 5s")
    deal = cl.play(deck, 2)
    assert deal["wild_rank"] == "3"
    assert deal["hands"] == ["straight-flush", "five-of-a-kind"]
    assert deal["winners"] == [1] and deal["shares"] == [0.0, 1.0]
    assert deal["winner_category"] == "five-of-a-kind"
    assert deal["wild_held"] == [1, 2]
    # Leaders: seat 1's trips fives lead the hole cards and after 9h; seat 0 has a heart flush
    # after Th and the royal flush from Jh on (3c is not wild yet).
    assert deal["leaders"] == [1, 1, 0, 0, 0]
    assert deal["leader_won"] == [True, True, False, False, False]
    assert deal["lead_changes"] == 2  # 1 1 0 0 0 -> 1


def test_best_five_of_ten_cards():
    # Lowest 2c: twos wild.  Seat 0 plays Ad Jd Td from the hole with Kd Qd from the row (a
    # natural royal flush: three hole cards and two row cards).  Seat 1 plays Ks Kh, Kd on the
    # row and the wild 2c: four kings.
    deck = build(["Ad Jd Td 3s 4h", "Ks Kh 9c 5c 6d"], "2c Kd Qd 7s 8h")
    deal = cl.play(deck, 2)
    assert deal["hands"] == ["straight-flush", "four-of-a-kind"]
    assert deal["winners"] == [0]
    assert deal["wild_held"] == [1, 1]

    # A hand made of four row cards and one hole card: row 9s Ts Js Qs (and the wild 5c) with
    # seat 0's 8s is a straight flush; the wild 5c makes it king high.  Seat 1's Ks and the
    # wild make the royal flush, using the row's four spades, one hole card and a row wild.
    deck = build(["8s 2d 3h 6c 7d", "Ks 2c 3d 6h 7h"], "9s Ts Js Qs 5c")
    deal = cl.play(deck, 2)
    assert deal["wild_rank"] == "5"
    assert deal["hands"] == ["straight-flush", "straight-flush"]
    assert deal["winners"] == [1]
    assert cl.hand_value(deal["hole"][0] + deal["row"], rank_set("5")) == (CATEGORY_INDEX["straight-flush"], (13,))
    assert cl.hand_value(deal["hole"][1] + deal["row"], rank_set("5")) == (CATEGORY_INDEX["straight-flush"], (14,))


# ---------------------------------------------------------------------------
# Leaders
# ---------------------------------------------------------------------------


def test_leaders_with_the_lowest_option_nothing_wild_before_the_fifth_card():
    # Twos are wild at the end (2s, position 4, is the lowest), but not while the row is turned.
    deck = build(["5c 5d 3h 4s 2d", "7c 7d 7h Ah 6s"], "5h Kd Qc 2s 9c")
    deal = cl.play(deck, 2)
    # Deal: trips sevens beat a pair of fives.  After 5h: trips fives, still behind (with seat
    # 0's 2d wild it would be four fives).  After 2s: fives full of twos, natural, leads.
    assert deal["leaders"] == [1, 1, 1, 1, 0]
    # Showdown: seat 0 five fives (2d, 2s wild); seat 1 four sevens.
    assert deal["hands"] == ["five-of-a-kind", "four-of-a-kind"]
    assert deal["winners"] == [0]
    assert deal["wild_held"] == [2, 1]
    assert deal["leader_won"] == [False, False, False, False, True]
    assert deal["lead_changes"] == 1

    # The lowest rank so far is not wild either: after 9h is turned seat 0's 9c 9d 9h would
    # make a straight flush with 6h 7h 8h if nines were wild.  Nothing is wild, so seat 1's
    # kings full lead throughout; at the end (2s wild) seat 0 has the 10-high straight flush.
    deck = build(["9c 9d 8h 7h 6h", "Kc Kd Ks 3c 3d"], "9h Ac Qd 4s 2s")
    deal = cl.play(deck, 2)
    assert deal["leaders"] == [1, 1, 1, 1, 1]
    assert deal["hands"] == ["straight-flush", "four-of-a-kind"]
    assert deal["winners"] == [0]
    assert deal["leader_won"] == [False] * 5
    assert deal["lead_changes"] == 1


def test_leaders_with_the_middle_option_wild_from_the_third_card():
    # Row Kh 3s 8h Jc 4d: eights wild under "middle" (once 8h is face up), threes under "lowest".
    deck = build(["8c 8d Tc 6s 2h", "Ac Ad As 5h 7c"], "Kh 3s 8h Jc 4d")
    middle = cl.play(deck, 2, wild="middle")
    assert middle["wild_rank"] == "8"
    # Nothing wild after the deal, Kh or 3s: trips aces beat seat 0's eights (were 8c 8d wild
    # already, seat 0 would have a straight 2-3-4-5-6 after 3s).  After 8h: three wilds, a
    # straight flush 2-6 in spades beats four aces; after Jc, the royal flush in clubs.
    assert middle["leaders"] == [1, 1, 1, 0, 0]
    assert middle["hands"] == ["straight-flush", "four-of-a-kind"]
    assert middle["winners"] == [0]
    assert middle["wild_held"] == [3, 1]
    assert middle["leader_won"] == [False, False, False, True, True]
    assert middle["lead_changes"] == 1

    # The same deck under "lowest": threes wild only at the showdown.  The eights are natural
    # trips throughout; at the end each seat adds the wild 3s: four aces beat four eights.
    lowest = cl.play(deck, 2)
    assert lowest["wild_rank"] == "3"
    assert lowest["leaders"] == [1, 1, 1, 1, 1]
    assert lowest["hands"] == ["four-of-a-kind", "four-of-a-kind"]
    assert lowest["winners"] == [1]
    assert lowest["wild_held"] == [1, 1]
    assert lowest["leader_won"] == [True] * 5
    assert lowest["lead_changes"] == 0


# ---------------------------------------------------------------------------
# wild_held
# ---------------------------------------------------------------------------


def test_wild_held_counts_the_row_wild_cards_for_every_seat():
    # Two twos on the row, the lowest rank: every seat counts them; seat 0 holds a third.
    deck = build(["2h 5c 6d 8s Tc", "3c 4d 7h 9s Jc", "Ac Ad Qc Qh 3s"], "2c 2d 9h Js Kd")
    deal = cl.play(deck, 3)
    assert deal["wild_rank"] == "2"
    assert deal["wild_held"] == [3, 2, 2]
    # Middle option on a row with three nines, seat 1 holding the fourth.
    deck = build(["2h 5c 6d 8s Tc", "9c 4d 7h 3s Jc", "Ac Ad Qc Qh 3h"], "5s 9d 9h Qs 9s")
    deal = cl.play(deck, 3, wild="middle")
    assert deal["wild_rank"] == "9"
    assert deal["wild_held"] == [3, 4, 3]
    # Four nines wild for seat 1: five of a kind with the queens? No natural pair: its best is
    # five jacks (Jc and four wilds).  Seat 2: queens (Qc Qh Qs) and three wilds: five queens.
    assert deal["hands"][1:] == ["five-of-a-kind", "five-of-a-kind"]
    assert deal["winners"] == [2]


# ---------------------------------------------------------------------------
# Ties and shares
# ---------------------------------------------------------------------------


def test_everyone_plays_the_row_flush_and_shares():
    # Lowest 3h: the wild three of hearts is an ace, and the row is a flush A-K-J-9-7 that no
    # seat improves.
    deck = build(["2c 4d 6s 8c Tc", "2d 4c 6c 8d Td", "Qc Qd 5s 6d 8s"], "3h 7h 9h Jh Kh")
    deal = cl.play(deck, 3)
    assert deal["hands"] == ["flush"] * 3
    assert deal["winners"] == [0, 1, 2]
    assert deal["shares"] == [1 / 3] * 3
    assert deal["winner_category"] == "flush"
    assert deal["leader_won"] == [True] * 5


def test_two_of_three_tie():
    # Lowest 4c.  Seats 0 and 2 hold A-K for the ace-high straight; seat 1 only reaches king
    # high with the wild four.
    deck = build(["Ac Kd 2s 3h 5d", "9c 6s 7s 2c 3d", "Ad Ks 6c 7c 3s"], "4c 8d Th Js Qc")
    deal = cl.play(deck, 3)
    assert deal["hands"] == ["straight"] * 3
    assert deal["winners"] == [0, 2]
    assert deal["shares"] == [0.5, 0.0, 0.5]
    assert deal["winner_category"] == "straight"
    # The last element of the leader sequence is the lowest winner, seat 0.
    sequence = deal["leaders"] + [0]
    assert deal["lead_changes"] == sum(a != b for a, b in zip(sequence, sequence[1:]))


def test_five_of_a_kind_shared():
    # Lowest 2c: Ac As on the row; each seat adds an ace and a two: five aces apiece.
    deck = build(["Ah 2d 5c 6d 7s", "Ad 2h 8c Js Qh"], "2c As Ac 9d Th")
    deal = cl.play(deck, 2)
    assert deal["hands"] == ["five-of-a-kind", "five-of-a-kind"]
    assert deal["winners"] == [0, 1]
    assert deal["shares"] == [0.5, 0.5]
    assert deal["wild_held"] == [2, 2]
    # Leaders, nothing wild: seat 1's better kickers (A-Q-J; twos and aces up with a queen)
    # lead until Ac gives both seats aces full of twos, where the tie goes to seat 0.  The
    # sequence ends with the lowest winner, seat 0: one change.
    assert deal["leaders"] == [1, 1, 1, 0, 0]
    assert deal["leader_won"] == [True] * 5
    assert deal["lead_changes"] == 1


# ---------------------------------------------------------------------------
# Cross-check on shuffled decks
# ---------------------------------------------------------------------------


def test_random_deals_against_enumeration():
    rng = random.Random(23)
    for n in range(50):
        players = 2 + n % 8
        option = ("lowest", "middle")[n % 2]
        deck = full_deck()
        rng.shuffle(deck)
        deal = cl.play(deck, players, wild=option)
        holes, row = deal["hole"], deal["row"]
        assert holes == [[deck[s + players * i] for i in range(5)] for s in range(players)]
        assert row == deck[5 * players : 5 * players + 5]
        if option == "lowest":
            rank = RANK_ORDER[min(RANK_ORDER.index(c[0]) for c in row)]
        else:
            rank = row[2][0]
        assert deal["wild_rank"] == rank
        wild = rank_set(rank)
        values = [best_five(hole + row, wild) for hole in holes]
        best = max(values)
        assert deal["winners"] == [s for s in range(players) if values[s] == best]
        assert math.isclose(sum(deal["shares"]), 1.0)
        assert [CATEGORY_INDEX[c] for c in deal["hands"]] == [v[0] for v in values]
        assert deal["winner_category"] == deal["hands"][deal["winners"][0]]
        assert deal["wild_held"] == [sum(c[0] == rank for c in hole + row) for hole in holes]
        # Leaders: 0..4 row cards face up; wild only under "middle" from the third card.
        for turned in range(5):
            known = wild if option == "middle" and turned >= 3 else frozenset()
            stage = [best_five(hole + row[:turned], known) for hole in holes]
            assert deal["leaders"][turned] == stage.index(max(stage))
        sequence = deal["leaders"] + [deal["winners"][0]]
        assert deal["lead_changes"] == sum(a != b for a, b in zip(sequence, sequence[1:]))
        assert deal["leader_won"] == [leader in deal["winners"] for leader in deal["leaders"]]


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("option", ["lowest", "middle"])
def test_simulate_totals_add_up(option):
    for players, deals in ((6, 60), (2, 60), (9, 30)):
        totals = cl.simulate(players, deals, seed=5, wild=option)
        assert totals["deals"] == deals
        assert math.isclose(sum(totals["seat_shares"]), deals)
        assert len(totals["seat_shares"]) == players
        assert sum(totals["winner_category"].values()) == deals
        assert sum(totals["hand_category"].values()) == players * deals
        assert sum(totals["wild_held"].values()) == players * deals
        assert set(totals["wild_held"]) <= {1, 2, 3, 4}  # the card naming the rank is on the row
        assert sum(totals["wild_rank"].values()) == deals
        assert set(totals["wild_rank"]) <= set(RANK_ORDER)
        assert sum(totals["lead_changes"].values()) == deals
        assert set(totals["lead_changes"]) <= {0, 1, 2, 3, 4, 5}
        assert 0 <= totals["ties"] <= deals
        assert len(totals["leader_won"]) == 5
        assert all(0 <= n <= deals for n in totals["leader_won"])
        assert totals == cl.simulate(players, deals, seed=5, wild=option)  # deterministic

    # The totals are the sums of play() over the same decks.
    totals = cl.simulate(4, 40, seed=9, wild=option)
    expected = cl.new_totals(4, 40)
    for deck, _rng in shuffled_decks(9, 40):
        deal = cl.play(deck, 4, wild=option)
        cl.add_deal(expected, deal, 4)
        if option == "middle":
            assert deal["wild_rank"] == deck[4 * 5 + 2][0]
    assert totals == expected
    assert set(expected) == {
        "deals", "winner_category", "hand_category", "ties", "wild_rank",
        "wild_held", "leader_won", "lead_changes", "seat_shares",
    }

    empty = cl.simulate(2, 0, seed=1, wild=option)
    assert empty["deals"] == 0 and empty["seat_shares"] == [0.0, 0.0]
    assert empty["wild_rank"] == {} and empty["leader_won"] == [0] * 5


def test_simulate_default_is_lowest():
    assert cl.simulate(3, 20, seed=4) == cl.simulate(3, 20, seed=4, wild="lowest")
    lowest = cl.simulate(3, 200, seed=4)
    middle = cl.simulate(3, 200, seed=4, wild="middle")
    # The lowest of five cards is rarely a high rank; the third card is any rank.
    assert lowest["wild_rank"]["2"] > middle["wild_rank"]["2"]
    assert middle["wild_rank"]["A"] > 0 and lowest["wild_rank"]["A"] == 0

"""Tests of the Auction reference twin (tests/reference/auction.py) on hand-built decks.

Every expected value below was worked out by hand from the rules (the module docstring of the
twin); the comments show the working.
"""

import random
from collections import Counter
from fractions import Fraction

import pytest

from tests.reference import auction as au
from tests.reference.auction import (ANTE, CATEGORIES, DECK, MAX_BID, MIN_BID, hand_value, play,
                                     simulate)

HALF = Fraction(1, 2)


def _deck(players, downs, offers=(), lasts=None):
    """A 52-card deck for ``players`` seats: ``downs[s]`` is seat s's two down cards, ``offers[r]``
    round r's offer (P cards) and ``lasts[s]`` seat s's last down card.  Places left open are
    filled, like the rest of the deck, with the unused cards in DECK order."""
    p = players
    top = [None] * (7 * p)
    for seat, (first, second) in enumerate(downs):
        top[seat], top[p + seat] = first, second
    for r, offer in enumerate(offers):
        assert len(offer) == p
        for k, card in enumerate(offer):
            top[2 * p + r * p + k] = card
    for seat, card in enumerate(lasts or ()):
        top[6 * p + seat] = card
    placed = [card for card in top if card is not None]
    assert len(set(placed)) == len(placed)
    rest = iter(card for card in DECK if card not in placed)
    top = [card if card is not None else next(rest) for card in top]
    return top + list(rest)


# Deal A, three seats (worked through round by round in test_deal_a_standard).
A_DOWNS = [("As", "Ad"), ("Kc", "7d"), ("2c", "9h")]
A_OFFERS = [("Ah", "Kd", "3s"), ("Kh", "9d", "4c"), ("5d", "7c", "7h"), ("6s", "Qs", "8d")]
A_LASTS = ["2d", "3c", "4h"]
DECK_A = _deck(3, A_DOWNS, A_OFFERS, A_LASTS)

A_BIDS = [[5, 3, 1], [1, 5, 3], [1, 5, 1], [1, 1, 1]]
A_ORDERS = [[0, 1, 2], [1, 2, 0], [1, 0, 2], [0, 1, 2]]
A_PICKS = [["Ah", "Kd", "3s"], ["4c", "Kh", "9d"], ["7h", "7c", "5d"], ["Qs", "8d", "6s"]]

# Deal B, two seats: both make the ace-high straight and split.
B_DOWNS = [("Ac", "Kc"), ("Ad", "Kd")]
B_OFFERS = [("Qh", "Qs"), ("Jh", "Js"), ("Th", "Ts"), ("2c", "3d")]
B_LASTS = ["6d", "6h"]
DECK_B = _deck(2, B_DOWNS, B_OFFERS, B_LASTS)


# ---------------------------------------------------------------------------
# Hand values
# ---------------------------------------------------------------------------


def _v(text):
    return hand_value(text.split())


def test_constants_and_categories():
    assert (ANTE, MIN_BID, MAX_BID) == (1, 1, 5)
    assert CATEGORIES == ("high-card", "one-pair", "two-pair", "three-of-a-kind", "straight",
                          "flush", "full-house", "four-of-a-kind", "straight-flush")
    assert len(DECK) == 52 and len(set(DECK)) == 52


@pytest.mark.parametrize(
    "cards, category",
    [
        ("As", "high-card"),
        ("As Ad", "one-pair"),
        ("Ac Kc Qc Jc", "high-card"),  # four cards: no straight, no flush
        ("5c 5d 9h 9s", "two-pair"),
        ("5c 5d 5h", "three-of-a-kind"),
        ("5c 5d 5h 5s", "four-of-a-kind"),
        ("Ac 2d 3h 4s 5c", "straight"),
        ("2c 7c 9c Jc Kc", "flush"),
        ("Kc Kd Kh 7c 7d", "full-house"),
        ("Ac Kc Qc Jc Tc 9c", "straight-flush"),
        ("As Ad Ah Kc Kd Kh 2s", "full-house"),  # two trips: aces full of kings
        ("2c 3s 4c 5d 6s 9h 9d", "straight"),
        ("Ah Kh Qh Jh 9h Ts", "flush"),  # A-K-Q-J-T straight too, flush is higher
    ],
)
def test_categories(cards, category):
    assert CATEGORIES[_v(cards)[0]] == category
    assert au.category_name(cards.split()) == category


@pytest.mark.parametrize(
    "higher, lower",
    [
        ("Jc Jd 9h", "Jc Jd"),  # a missing card ranks below every card
        ("Jc Jd 9h 8s 2c", "Jc Jd 9h 8s"),
        ("Jc Jd 2h", "Jc Jd"),
        ("Ac 3d", "Ac"),
        ("Ac Kd", "Ac Qd 9h"),  # the king decides before the missing card does
        ("2c 2d", "Ac Kd Qh Js 9c"),  # category first
        ("2c 3d 4h 5s 6c", "Ac 2d 3h 4s 5c"),  # the wheel is five-high
        ("Ac 2d 3h 4s 5c", "Ac Ad Ah Ks Qc"),
        ("Ac Ad 2h 2s 3c", "Kc Kd Qh Qs Ac"),  # the top pair first
        ("Kc Kd 7h 7s Ac", "Kc Kd 7h 7s Qc"),
        ("4c 4d 4h 2s 2c", "3c 3d 3h As Ac"),  # trips before the pair
        ("Ac Kc 2c 3c 4c", "Kd Qd Jd Td 8d"),  # flushes card by card
        ("9c 9d 9h 9s 2c", "8c 8d 8h 8s Ac"),
        ("As Ad 7h 6s 2c", "Ac Ah 7d 6c"),
        ("Ah Kh Qh Jh Th", "9s 9d 9c 9h Ad"),
    ],
)
def test_value_order(higher, lower):
    assert _v(higher) > _v(lower)


def test_equal_values_and_best_five():
    assert _v("Ac Kd Qh Js Tc") == _v("As Kc Qd Jh Th")  # suits never break ties
    assert _v("Jc Jd 9h 8s 2c") == _v("Js Jh 9c 8d 2d")
    # Best five of seven: the 3 and 2 do not count.
    assert _v("Ac Ad Kh Ks Qc 3d 2h") == _v("Ah As Kc Kd Qs")
    assert _v("2c 3s 4c 5d 6s 9h 9d") == (4, (6,))
    assert _v("Ac 2d 3h 4s 5c Kd") == (4, (5,))
    assert _v("Jc Jd 9h") == (1, (11, 9))


# ---------------------------------------------------------------------------
# Bids, orders, picks
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "held, offer, gain, standard, high",
    [
        ("As Ad", "Ah Kd 3s", 2, 5, 5),  # pair -> trips
        ("Kc 7d", "Ah Kd 3s", 1, 3, 5),  # high card -> pair
        ("2c 9h", "Ah Kd 3s", 0, 1, 1),
        ("Kc 7d Kd Kh", "5d 7c 7h", 3, 5, 5),  # trips -> full house: 1 + 6 = 7, capped at 5
        ("Ac Kc Qh Jh", "Th Ts", 4, 5, 5),  # high card -> straight: 9, capped at 5
        ("Ac Kc Qh Jh Th", "2c 3d", 0, 1, 1),
        ("2c 9h 3s 4c 5d", "6s Qs 8d", 4, 5, 5),  # straight among six cards
        ("5c 5d 9h 9s", "9c 2d", 4, 5, 5),  # two pair -> full house
    ],
)
def test_bids(held, offer, gain, standard, high):
    held, offer = held.split(), offer.split()
    assert au.gain(held, offer) == gain
    assert au.bid_for(held, offer) == standard
    assert au.bid_for(held, offer, "standard") == standard
    assert au.bid_for(held, offer, "high") == high
    assert au.bid_for(held, offer, "flat") == MIN_BID


def test_pick_order():
    assert au.pick_order([5, 3, 1]) == [0, 1, 2]
    assert au.pick_order([1, 5, 1]) == [1, 0, 2]
    assert au.pick_order([1, 1, 1, 1]) == [0, 1, 2, 3]
    assert au.pick_order([3, 5, 3, 5, 1]) == [1, 3, 0, 2, 4]


def test_choose_card():
    # Standard: best value; equal values the higher rank, then the earlier position.
    assert au.choose_card(["5c", "5d"], ["Ks", "5h"]) == "5h"
    assert au.choose_card(["5c", "5d"], ["Ks", "5h"], "highest") == "Ks"
    assert au.choose_card(["Kc", "Kd", "Kh", "7d", "7c"], ["6s", "8d"]) == "8d"  # same full house
    assert au.choose_card(["As", "Ad", "Ah", "4c"], ["7c", "7h"]) == "7c"
    assert au.choose_card(["As", "Ad", "Ah", "4c"], ["7h", "7c"]) == "7h"
    assert au.choose_card(["2c"], ["Qd", "Qs"], "highest") == "Qd"
    assert au.choose_card(["2c"], ["3d", "Qs", "Qd"], "highest") == "Qs"
    assert au.choose_card(["2c", "9h"], ["Kd", "Ah", "3s"]) == "Ah"  # A-9-2 beats K-9-2


# ---------------------------------------------------------------------------
# Whole deals
# ---------------------------------------------------------------------------


def test_deck_builder_places_cards():
    assert DECK_A[:6] == ["As", "Kc", "2c", "Ad", "7d", "9h"]
    assert DECK_A[6:18] == [card for offer in A_OFFERS for card in offer]
    assert DECK_A[18:21] == A_LASTS
    assert sorted(DECK_A) == sorted(DECK)


def test_deal_a_standard():
    # Round 0, offer Ah Kd 3s.  Seat 0 (As Ad: pair) gets trips from Ah: gain 2, bid 5.  Seat 1
    # (Kc 7d) pairs with Kd: gain 1, bid 3.  Seat 2 (2c 9h) pairs nothing: bid 1.  Order 0, 1, 2;
    # seat 0 takes Ah, seat 1 Kd, seat 2 the 3s left.
    # Round 1, offer Kh 9d 4c.  Seat 0 (trips) gains nothing: 1.  Seat 1 (K K 7) trips: gain 2, 5.
    # Seat 2 (9 3 2) pairs the 9d: gain 1, 3.  Order 1, 2, 0: Kh, 9d, and 4c for seat 0.
    # Round 2, offer 5d 7c 7h.  Seat 1 (K K K 7) makes a full house with a 7: gain 3, 1 + 6
    # capped at 5.  Seats 0 and 2 gain nothing: 1 each, seat 0 first.  Seat 1 takes 7c (7c and
    # 7h make the same full house, equal rank, earlier position); seat 0 (A A A 4) takes 7h over
    # 5d; seat 2 gets 5d.
    # Round 3, offer 6s Qs 8d.  Nobody's category can rise: all bid 1, order 0, 1, 2.  Seat 0
    # takes Qs (A A A Q 7); seat 1's full house is K K K 7 7 with 6s or 8d alike, so the higher
    # rank, 8d; seat 2 gets 6s.
    # Last cards 2d, 3c, 4h: seat 0 trip aces, seat 1 kings full of sevens, seat 2 a six-high
    # straight (2 3 4 5 6).  Seat 1 wins with the full house.
    deal = play(DECK_A, 3)
    assert [rnd["offer"] for rnd in deal["rounds"]] == [list(offer) for offer in A_OFFERS]
    assert [rnd["bids"] for rnd in deal["rounds"]] == A_BIDS
    assert [rnd["order"] for rnd in deal["rounds"]] == A_ORDERS
    assert [rnd["picks"] for rnd in deal["rounds"]] == A_PICKS
    assert deal["hands"] == [
        ["As", "Ad", "Ah", "4c", "7h", "Qs", "2d"],
        ["Kc", "7d", "Kd", "Kh", "7c", "8d", "3c"],
        ["2c", "9h", "3s", "9d", "5d", "6s", "4h"],
    ]
    assert [au.category_name(hand) for hand in deal["hands"]] == [
        "three-of-a-kind", "full-house", "straight"]
    assert deal["winners"] == [1]
    assert deal["category"] == "full-house"
    assert deal["shares"] == [0, 1, 0]
    assert deal["spent"] == [8, 14, 6]  # 5+1+1+1, 3+5+5+1, 1+3+1+1
    assert deal["pot"] == 3 + 28
    assert deal["net"] == [-9, 31 - 1 - 14, -7]
    assert all(isinstance(x, Fraction) for x in deal["net"] + deal["shares"])


def test_deal_a_flat_bids_change_the_winner():
    # Everyone bids 1, so seats always pick 0, 1, 2.
    # Round 0 as before: Ah, Kd, 3s.
    # Round 1, Kh 9d 4c: seat 0 (A A A) takes Kh; seat 1 (K K 7) 9d over 4c; seat 2 gets 4c.
    # Round 2, 5d 7c 7h: seat 0 (A A A K) 7c (earlier of the equal sevens); seat 1 (K K 9 7)
    # takes 7h for two pair; seat 2 gets 5d.
    # Round 3, 6s Qs 8d: seat 0 Qs; seat 1 (K K 7 7 9) 8d over 6s (same value, higher rank);
    # seat 2 gets 6s: 2 3 4 5 6, a straight.  Seat 2 wins.
    deal = play(DECK_A, 3, bid="flat")
    assert [rnd["bids"] for rnd in deal["rounds"]] == [[1, 1, 1]] * 4
    assert [rnd["order"] for rnd in deal["rounds"]] == [[0, 1, 2]] * 4
    assert [rnd["picks"] for rnd in deal["rounds"]] == [
        ["Ah", "Kd", "3s"], ["Kh", "9d", "4c"], ["7c", "7h", "5d"], ["Qs", "8d", "6s"]]
    assert [au.category_name(hand) for hand in deal["hands"]] == [
        "three-of-a-kind", "two-pair", "straight"]
    assert deal["winners"] == [2] and deal["category"] == "straight"
    assert deal["spent"] == [4, 4, 4] and deal["pot"] == 15
    assert deal["net"] == [-5, -5, 10]


def test_deal_a_high_bids():
    # Gains per round: [2, 1, 0], [0, 2, 1], [0, 3, 0], [0, 0, 0]; "high" bids 5 on any gain.
    # The orders come out the same as the standard ones, so do the picks and the winner.
    deal = play(DECK_A, 3, bid="high")
    assert [rnd["bids"] for rnd in deal["rounds"]] == [
        [5, 5, 1], [1, 5, 5], [1, 5, 1], [1, 1, 1]]
    assert [rnd["order"] for rnd in deal["rounds"]] == A_ORDERS
    assert [rnd["picks"] for rnd in deal["rounds"]] == A_PICKS
    assert deal["winners"] == [1]
    assert deal["spent"] == [8, 16, 8] and deal["pot"] == 35
    assert deal["net"] == [-9, 18, -9]


def test_highest_pick_policy():
    # Seat 0 holds 5c 5d, seat 1 2c 8h; offer Ks 5h.  Seat 0 bids 5 (pair -> trips), seat 1 bids
    # 1, so seat 0 picks first: the standard rule takes 5h, the highest rule the Ks.
    deck = _deck(2, [("5c", "5d"), ("2c", "8h")], [("Ks", "5h")])
    standard = play(deck, 2)
    highest = play(deck, 2, pick="highest")
    assert standard["rounds"][0]["bids"] == highest["rounds"][0]["bids"] == [5, 1]
    assert standard["rounds"][0]["picks"] == ["5h", "Ks"]
    assert highest["rounds"][0]["picks"] == ["Ks", "5h"]
    # Seat 1 then holds 2c 8h 5h: the bids of round 1 depend on what was bought.
    assert highest["hands"][1][:3] == ["2c", "8h", "5h"]


def test_deal_b_split_pot():
    # Rounds 0 and 1: nobody can pair (gain 0), bids 1 and 1, seat 0 first, taking the equal-value
    # queen / jack at the earlier position (hearts).  Round 2: A K Q J plus a ten is a straight,
    # gain 4, bids 5 and 5, seat 0 first again.  Round 3: the straights stay straights, bids 1;
    # seat 0 takes 3d over 2c (same value, higher rank).  Both hold the ace-high straight.
    deal = play(DECK_B, 2)
    assert [rnd["bids"] for rnd in deal["rounds"]] == [[1, 1], [1, 1], [5, 5], [1, 1]]
    assert [rnd["order"] for rnd in deal["rounds"]] == [[0, 1]] * 4
    assert [rnd["picks"] for rnd in deal["rounds"]] == [
        ["Qh", "Qs"], ["Jh", "Js"], ["Th", "Ts"], ["3d", "2c"]]
    assert deal["winners"] == [0, 1] and deal["category"] == "straight"
    assert deal["shares"] == [HALF, HALF]
    assert deal["spent"] == [8, 8] and deal["pot"] == 18
    assert deal["net"] == [0, 0]


def test_seven_seats_use_the_fixed_places():
    deck = random.Random(3).sample(DECK, 52)
    deal = play(deck, 7)
    for seat in range(7):
        hand = deal["hands"][seat]
        assert hand[0] == deck[seat] and hand[1] == deck[7 + seat] and hand[6] == deck[42 + seat]
        assert hand[2:6] == [rnd["picks"][seat] for rnd in deal["rounds"]]
    for r, rnd in enumerate(deal["rounds"]):
        assert rnd["offer"] == deck[14 + 7 * r: 21 + 7 * r]
        assert sorted(rnd["picks"]) == sorted(rnd["offer"])
        assert rnd["order"] == au.pick_order(rnd["bids"])
    assert sum(deal["shares"]) == 1 and sum(deal["net"]) == 0
    assert deal["pot"] == 7 + sum(deal["spent"])


# ---------------------------------------------------------------------------
# Mutations: a deliberately wrong rule changes an asserted answer
# ---------------------------------------------------------------------------


def test_mutation_ties_in_bids_to_the_higher_seat(monkeypatch):
    # Round 2 of deal A has seats 0 and 2 bidding 1 each.  If the higher seat went first, seat 2
    # (9 9 3 2) would take 7h and seat 0 be left the 5d.
    monkeypatch.setattr(au, "pick_order",
                        lambda bids: sorted(range(len(bids)), key=lambda s: (-bids[s], -s)))
    picks = [rnd["picks"] for rnd in play(DECK_A, 3)["rounds"]]
    assert picks[2] == ["5d", "7c", "7h"]
    assert picks != A_PICKS


def test_mutation_equal_values_to_the_earlier_position(monkeypatch):
    # Round 3 of deal A: seat 1's 6s and 8d make the same full house.  Breaking the tie by offer
    # position instead of rank would give seat 1 the 6s and seat 2 the 8d.
    def wrong(held, available, pick="standard"):
        return max(available, key=lambda card: (hand_value(list(held) + [card]),
                                                -available.index(card)))

    monkeypatch.setattr(au, "choose_card", wrong)
    picks = [rnd["picks"] for rnd in play(DECK_A, 3)["rounds"]]
    assert picks[3] == ["Qs", "6s", "8d"]
    assert picks != A_PICKS


def test_mutation_uncapped_bid(monkeypatch):
    # Seat 1's gain of 3 in round 2 would bid 7 without the cap at MAX_BID.
    monkeypatch.setattr(au, "MAX_BID", 99)
    bids = [rnd["bids"] for rnd in play(DECK_A, 3)["rounds"]]
    assert bids[2] == [1, 7, 1]
    assert bids != A_BIDS


def test_mutation_missing_card_ranked_high(monkeypatch):
    # If a missing card counted above every card, J J would beat J J 9.
    real = au._value_of_all

    def wrong(cards):
        category, ranks = real(cards)
        return category, ranks + (15,) * (5 - len(ranks))

    assert _v("Jc Jd 9h") > _v("Jc Jd")
    monkeypatch.setattr(au, "_value_of_all", wrong)
    assert not _v("Jc Jd 9h") > _v("Jc Jd")


# ---------------------------------------------------------------------------
# Input checks
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("players", [0, 1, 8, True, 2.0, "3", None])
def test_bad_players(players):
    with pytest.raises(ValueError):
        play(DECK_A, players)
    with pytest.raises(ValueError):
        simulate(players, 1, 0)


@pytest.mark.parametrize("kwargs", [{"bid": "bogus"}, {"bid": None}, {"pick": "lowest"},
                                    {"pick": 1}, {"bid": "Standard"}])
def test_bad_policies(kwargs):
    with pytest.raises(ValueError):
        play(DECK_A, 3, **kwargs)
    with pytest.raises(ValueError):
        simulate(3, 1, 0, **kwargs)


@pytest.mark.parametrize("deals", [-1, 1.5, True, "2", None])
def test_bad_deals(deals):
    with pytest.raises(ValueError):
        simulate(3, deals, 0)


@pytest.mark.parametrize(
    "deck",
    [
        list(DECK)[:51],
        list(DECK) + ["2c"],
        list(DECK)[:51] + ["2c"],
        list(DECK)[:51] + ["as"],
        list(DECK)[:51] + ["1s"],
        "".join(DECK),
    ],
)
def test_bad_decks(deck):
    with pytest.raises(ValueError):
        play(deck, 3)


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def test_simulate_matches_play_deal_by_deal():
    players, deals, seed = 4, 40, 11
    totals = simulate(players, deals, seed)
    rng = random.Random(seed)
    shares = [Fraction(0)] * players
    net = [Fraction(0)] * players
    spent = [0] * players
    bids = Counter()
    first = [0] * players
    cats = Counter()
    ties = 0
    fpw = Fraction(0)
    for _ in range(deals):
        deal = play(rng.sample(DECK, 52), players)
        for s in range(players):
            shares[s] += deal["shares"][s]
            net[s] += deal["net"][s]
            spent[s] += deal["spent"][s]
        for rnd in deal["rounds"]:
            bids.update(rnd["bids"])
            first[rnd["order"][0]] += 1
        cats[deal["category"]] += 1
        ties += len(deal["winners"]) > 1
        fpw += deal["shares"][deal["rounds"][0]["order"][0]]
    assert totals == {"deals": deals, "shares": shares, "bids": bids, "spent": spent, "net": net,
                      "first_pick": first, "win_category": cats, "ties": ties,
                      "first_picker_wins": fpw}


@pytest.mark.parametrize("players, bid, pick", [(2, "standard", "standard"),
                                                (5, "high", "highest"),
                                                (7, "flat", "standard")])
def test_simulate_totals_are_consistent(players, bid, pick):
    deals = 30
    totals = simulate(players, deals, 5, bid=bid, pick=pick)
    assert totals == simulate(players, deals, 5, bid=bid, pick=pick)  # stable
    assert sum(totals["shares"]) == deals
    assert sum(totals["net"]) == 0
    assert sum(totals["bids"].values()) == 4 * players * deals
    assert set(totals["bids"]) <= set(range(MIN_BID, MAX_BID + 1))
    assert sum(amount * n for amount, n in totals["bids"].items()) == sum(totals["spent"])
    assert sum(totals["first_pick"]) == 4 * deals
    assert sum(totals["win_category"].values()) == deals
    assert set(totals["win_category"]) <= set(CATEGORIES)
    assert 0 <= totals["ties"] <= deals
    assert 0 <= totals["first_picker_wins"] <= deals
    if bid == "flat":
        assert totals["bids"] == Counter({MIN_BID: 4 * players * deals})
        assert totals["spent"] == [4 * deals] * players
        assert totals["first_pick"] == [4 * deals] + [0] * (players - 1)
    if bid == "high":
        assert set(totals["bids"]) <= {MIN_BID, MAX_BID}


def test_simulate_zero_deals_and_seeds():
    empty = simulate(3, 0, 1)
    assert empty["deals"] == 0 and empty["shares"] == [0, 0, 0] and empty["ties"] == 0
    assert simulate(3, 10, 1) != simulate(3, 10, 2)

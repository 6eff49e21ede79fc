"""Tests of the Kings and Little Ones (draw) reference twin
(tests/reference/kings_and_little_ones_draw.py).

The little rank and wild cards of hand-built hands; the draw policy using the
little wild cards; hand-built deals for the little rank changing in the draw,
the "pat" policy, wild_held, shared pots and the reshuffle at seven seats;
and simulate()'s totals.
"""

import math
import random

import pytest

try:
    from tests.reference import kings_and_little_ones_draw as klo
    from tests.reference.evaluator import CATEGORY_INDEX, fast_high, full_deck
    from tests.reference.five_card_draw import choose_discards
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import kings_and_little_ones_draw as klo
    from reference.evaluator import CATEGORY_INDEX, fast_high, full_deck
    from reference.five_card_draw import choose_discards

RANK_VALUE = {rank: value for value, rank in enumerate("23456789TJQKA", start=2)}


def cards(text):
    return text.split()


def stack(dealt):
    """``dealt`` on top, then every other card in the fixed deck order."""
    assert len(set(dealt)) == len(dealt)
    return list(dealt) + [c for c in full_deck() if c not in dealt]


def interleave(*seats):
    """Dealing order of per-seat five-card hands: pass 1 round the table, pass 2, ..."""
    return [hand[i] for i in range(5) for hand in seats]


def category(hand, wild):
    """Category of ``hand`` with the given wild cards (texts), by the evaluator directly."""
    return fast_high(hand, wild=frozenset(wild))[0]


def own_wild(hand):
    """Kings and the cards of the hand's lowest rank, worked out independently of the twin."""
    low = min(RANK_VALUE[c[0]] for c in hand)
    return {c for c in full_deck() if c[0] == "K" or RANK_VALUE[c[0]] == low}


# ---------------------------------------------------------------------------
# The little rank and the wild cards
# ---------------------------------------------------------------------------


def test_little_rank_aces_high_kings_counted():
    assert klo.little_rank(cards("2c Ah Kd 7s 9h")) == 2
    assert klo.little_rank(cards("Ah 5d 9c Js Qh")) == 5  # the ace is high, not low
    assert klo.little_rank(cards("Ac Kd Qh Js Th")) == 10
    assert klo.little_rank(cards("Kc Kd Ah Ad As")) == 13  # kings count: the little rank is K
    assert klo.little_rank(cards("10c Kd Qh Js Ah")) == 10  # "10" is read as a ten

    assert klo.wild_ranks(cards("2c Ah Kd 7s 9h")) == "K2"
    assert klo.wild_ranks(cards("Ac Kd Qh Js Th")) == "KT"
    assert klo.wild_ranks(cards("Kc Kd Ah Ad As")) == "K"  # the little rank adds nothing

    assert klo.wild_cards(cards("3c 3d 9h Js Ah")) == {"Kc", "Kd", "Kh", "Ks", "3c", "3d", "3h", "3s"}
    assert klo.wild_cards(cards("Kc Kd Ah Ad As")) == {"Kc", "Kd", "Kh", "Ks"}

    with pytest.raises(ValueError):
        klo.little_rank(cards("2c Ah Kd 7s"))  # four cards
    with pytest.raises(ValueError):
        klo.little_rank(cards("2c Ah Kd 7s 2c"))  # a card twice
    with pytest.raises(ValueError):
        klo.little_rank(cards("2c Ah Kd 7s Xa"))  # a joker


def test_the_policy_uses_the_little_wild_cards():
    # The three is wild: with the nines it makes trips, so it is kept with them.
    assert choose_discards(cards("3c 9d 9h Js Ad"), klo.wild_ranks(cards("3c 9d 9h Js Ad"))) == ["Js", "Ad"]
    # Kings alone wild: a natural pair of nines, the three goes with the rest.
    assert choose_discards(cards("3c 9d 9h Js Ad"), "K") == ["3c", "Js", "Ad"]
    # Two little twos make trips of queens: keep both twos and the queen.
    assert choose_discards(cards("2c 2d 7h Js Qc"), "K2") == ["7h", "Js"]
    # ... but with an eight instead of the seven they fill 8-9-T-J-Q: stand pat.
    assert choose_discards(cards("2c 2d 8h Js Qc"), "K2") == []
    # One wild card, four different naturals: keep the wild card and the highest.
    assert choose_discards(cards("3d 6h 8c Td Qs"), "K3") == ["6h", "8c", "Td"]
    # Kings and two little fours make four jacks: stand pat.
    assert choose_discards(cards("Kh 4d 4h 9s Jd"), "K4") == []


# ---------------------------------------------------------------------------
# Hand-built deals
# ---------------------------------------------------------------------------

SEAT0 = cards("5c 9d 9h Js Ad")  # fives wild: trips of nines, keeps 5c 9d 9h, draws 2
SEAT1 = cards("2c Ac As 7d Jh")  # twos wild: trips of aces, keeps 2c Ac As, draws 2
SEAT2 = cards("3d 6h 8c Td Qs")  # threes wild: a pair of queens, keeps 3d Qs, draws 3
STOCK_TOP = cards("4h 5d 6c 8s 2h 7h 9c")


def test_the_little_rank_changes_in_the_draw():
    deck = stack(interleave(SEAT0, SEAT1, SEAT2) + STOCK_TOP)
    deal = klo.play(deck, 3)
    assert deal["drawn"] == [2, 2, 3]
    assert deal["seats"] == [
        cards("5c 9d 9h 4h 5d"),
        cards("2c Ac As 6c 8s"),
        cards("3d Qs 2h 7h 9c"),
    ]
    # Seat 0 drew a four: the fours are now wild and the fives are natural, so
    # 9-9-5-5 and a wild four make a full house (with the fives still wild it
    # would have been four nines).  Seat 2 drew a deuce: the three is natural.
    assert deal["little_rank"] == [4, 2, 2]
    assert category(deal["seats"][0], own_wild(SEAT0)) == "four-of-a-kind"
    assert deal["before"] == ["three-of-a-kind", "three-of-a-kind", "one-pair"]
    assert deal["hands"] == ["full-house", "three-of-a-kind", "one-pair"]
    assert deal["hands"] == [category(hand, own_wild(hand)) for hand in deal["seats"]]
    assert deal["improved"] == [True, False, False]
    assert deal["wild_held"] == [1, 1, 1]  # 4h; 2c; 2h (the 3d no longer counts)
    assert deal["winners"] == [0] and deal["shares"] == [1.0, 0.0, 0.0]
    assert deal["leader_before"] == 1  # trips of aces led before the draw
    assert deal["leader_won"] is False
    assert deal["lead_changes"] == 1
    assert deal["reshuffled"] is False


def test_pat_keeps_the_dealt_hands_and_little_ranks():
    deck = stack(interleave(SEAT0, SEAT1, SEAT2) + STOCK_TOP)
    deal = klo.play(deck, 3, policy="pat")
    assert deal["drawn"] == [0, 0, 0]
    assert deal["seats"] == [SEAT0, SEAT1, SEAT2]
    assert deal["little_rank"] == [5, 2, 3]
    assert deal["hands"] == deal["before"] == ["three-of-a-kind", "three-of-a-kind", "one-pair"]
    assert deal["improved"] == [False, False, False]
    assert deal["wild_held"] == [1, 1, 1]
    assert deal["winners"] == [1] and deal["leader_before"] == 1
    assert deal["leader_won"] is True and deal["lead_changes"] == 0

    # Seven seats never touch the stock, so no rng is needed.
    deck = full_deck()
    random.Random(3).shuffle(deck)
    deal = klo.play(deck, 7, policy="pat")
    assert deal["reshuffled"] is False and deal["drawn"] == [0] * 7
    for seat in range(7):
        hand = deck[seat:35:7]  # the seat's five cards in dealing order
        assert deal["seats"][seat] == hand
        assert deal["little_rank"][seat] == min(RANK_VALUE[c[0]] for c in hand)
        assert deal["hands"][seat] == deal["before"][seat] == category(hand, own_wild(hand))


def test_wild_held_and_shared_pots():
    hands = [
        cards("Kc Ks 2c 2d Ah"),  # two kings and two little twos: five aces
        cards("Ac Ad As 3c 3d"),  # three aces and two little threes: five aces
        cards("Kh 4d 4h 9s Jd"),  # a king and two little fours: four jacks
        cards("Kd Qh Jh Th 5s"),  # a king and a little five: a royal straight flush
    ]
    deal = klo.play(stack(interleave(*hands)), 4)
    assert deal["drawn"] == [0, 0, 0, 0]  # all stand pat
    assert deal["seats"] == hands
    assert deal["little_rank"] == [2, 3, 4, 5]
    assert deal["wild_held"] == [4, 2, 3, 2]
    assert deal["hands"] == ["five-of-a-kind", "five-of-a-kind", "four-of-a-kind", "straight-flush"]
    assert deal["winners"] == [0, 1] and deal["shares"] == [0.5, 0.5, 0.0, 0.0]
    assert deal["leader_before"] == 0 and deal["leader_won"] is True and deal["lead_changes"] == 0

    # Little rank K: only the kings are wild, and they count once.
    hands = [cards("Kc Kd Ah Ad As"), cards("2c 5d 8h Jc Qd")]
    deal = klo.play(stack(interleave(*hands)), 2)
    assert deal["little_rank"][0] == 13 and deal["wild_held"][0] == 2
    assert deal["hands"][0] == "five-of-a-kind" and deal["drawn"][0] == 0


def test_kicker_plays_like_draw():
    # Every hand holds a wild card, so no hand is a natural pair for the kicker rule.
    deck = stack(interleave(SEAT0, SEAT1, SEAT2) + STOCK_TOP)
    assert klo.play(deck, 3, policy="kicker") == klo.play(deck, 3)


def test_reshuffle_at_seven_players():
    hands = [
        cards("2c 5d 8h Jc Ad"),
        cards("2d 5h 8s Jd Ah"),
        cards("2h 5s 8c Jh As"),
        cards("2s 5c 8d Js Ac"),
        cards("3c 6d 9h Qs Tc"),
        cards("3d 6h 9s Qc Td"),
        cards("3h 6s 9c Qd Th"),
    ]
    deck = stack(interleave(*hands))
    stock = deck[35:]
    assert len(stock) == 17

    deal = klo.play(deck, 7, rng=random.Random(2024))
    # One little wild card and four different naturals each: a pair, so every
    # seat keeps its little card and its highest card and draws three.
    assert deal["before"] == ["one-pair"] * 7
    assert deal["drawn"] == [3] * 7
    assert deal["reshuffled"] is True

    # Seats 0..4 take 15 cards; seat 5 takes the last two, then the pile of
    # 18 cards thrown by seats 0..5 is shuffled and seat 5 takes one more;
    # seat 6 takes the next three.
    kept = [[hand[0], hand[4] if hand[4][0] == "A" else hand[3]] for hand in hands]
    thrown = [[c for c in hand if c not in keep] for hand, keep in zip(hands, kept)]
    pile = [c for seat in range(6) for c in thrown[seat]]
    random.Random(2024).shuffle(pile)
    expected = [kept[s] + stock[3 * s : 3 * s + 3] for s in range(5)]
    expected.append(kept[5] + stock[15:17] + pile[0:1])
    expected.append(kept[6] + pile[1:4])
    assert deal["seats"] == expected
    final = [card for hand in deal["seats"] for card in hand]
    assert len(final) == 35 and len(set(final)) == 35

    assert deal["little_rank"] == [min(RANK_VALUE[c[0]] for c in hand) for hand in expected]
    assert deal["hands"] == [category(hand, own_wild(hand)) for hand in expected]
    assert deal["wild_held"] == [len(set(hand) & own_wild(hand)) for hand in expected]

    with pytest.raises(ValueError):
        klo.play(deck, 7)  # a reshuffle without rng


def test_bad_arguments():
    with pytest.raises(ValueError):
        klo.play(full_deck(), 1)
    with pytest.raises(ValueError):
        klo.play(full_deck(), 8)
    with pytest.raises(ValueError):
        klo.play(full_deck(), True)
    with pytest.raises(ValueError):
        klo.play(full_deck(), 2, policy="greedy")
    with pytest.raises(ValueError):
        klo.play(full_deck()[:9], 2)  # too short for two seats of five
    with pytest.raises(ValueError):
        klo.play(["Ac"] + full_deck(), 2)  # a card twice
    with pytest.raises(ValueError):
        klo.play(["Zz"] + full_deck(), 2)
    with pytest.raises(ValueError):
        klo.play(["Xa"] + full_deck(), 2)  # a joker
    with pytest.raises(ValueError):
        klo.play(full_deck(), 2, rng=42)
    with pytest.raises(ValueError):
        klo.simulate(2, -1, seed=1)
    with pytest.raises(ValueError):
        klo.simulate(9, 1, seed=1)
    with pytest.raises(ValueError):
        klo.simulate(2, 1, seed=1, policy="stand")


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def test_simulate_totals_add_up():
    deals = 300
    totals = klo.simulate(7, deals, seed=5)
    assert totals["deals"] == deals
    assert math.isclose(sum(totals["seat_shares"]), deals)
    assert sum(totals["winner_category"].values()) == deals
    for key in ("hand_category", "drawn", "before", "wild_held", "little_rank"):
        assert sum(totals[key].values()) == 7 * deals, key
    assert set(totals["little_rank"]) <= set(range(2, 14))  # five aces cannot be dealt
    assert min(totals["wild_held"]) >= 1  # the little rank is always in the hand
    assert "high-card" not in totals["before"] and "high-card" not in totals["hand_category"]
    assert set(totals["drawn"]) <= {0, 1, 2, 3}
    assert 0 < totals["reshuffled"] <= deals  # 17 cards of stock for seven seats
    assert 0 <= totals["ties"] <= deals and 0 <= totals["leader_won"] <= deals
    for cat, n in totals["improved"].items():
        assert n <= totals["before"][cat]
    assert klo.simulate(7, deals, seed=5) == totals  # the seed fixes the run
    assert klo.simulate(7, deals, seed=5, policy="kicker") == totals


def test_simulate_replays_play():
    rng = random.Random(9)
    deck = full_deck()
    rng.shuffle(deck)
    deal = klo.play(deck, 5, rng=rng)
    totals = klo.simulate(5, 1, seed=9)
    assert totals["seat_shares"] == deal["shares"]
    assert totals["little_rank"] == {r: deal["little_rank"].count(r) for r in set(deal["little_rank"])}
    assert totals["wild_held"] == {n: deal["wild_held"].count(n) for n in set(deal["wild_held"])}
    assert totals["hand_category"] == {c: deal["hands"].count(c) for c in set(deal["hands"])}


def test_simulate_pat_never_draws():
    deals = 300
    totals = klo.simulate(2, deals, seed=11, policy="pat")
    assert totals["drawn"] == {0: 2 * deals}
    assert not totals["improved"]
    assert totals["before"] == totals["hand_category"]
    assert totals["reshuffled"] == 0
    assert math.isclose(sum(totals["seat_shares"]), deals)
    assert sum(totals["little_rank"].values()) == 2 * deals
    assert CATEGORY_INDEX[totals["winner_category"].most_common(1)[0][0]] >= CATEGORY_INDEX["one-pair"]

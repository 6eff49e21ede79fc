"""Tests of the Italian Poker reference twin (tests/reference/italian_poker.py).

The exchange policies on built hands (two-card flush, one-card take of the
marked card, pat when nothing helps, the first of equal options, "one" and
"pat"), hand-built deals for the marker moving and the middle being refilled,
the leaders and lead changes, ties, the deck checks, and the totals of
simulate().
"""

import math
import random
from collections import Counter

import pytest

try:
    from tests.reference import italian_poker as ip
    from tests.reference.evaluator import CATEGORY_INDEX, fast_high, full_deck
    from tests.reference.five_card_draw import shuffled_decks
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import italian_poker as ip
    from reference.evaluator import CATEGORY_INDEX, fast_high, full_deck
    from reference.five_card_draw import shuffled_decks


def cards(text):
    return text.split()


def stack(dealt, turned=()):
    """``dealt`` (in dealing order), then ``turned`` (the stock top), then every other card
    in the fixed deck order."""
    top = list(dealt) + list(turned)
    assert len(set(top)) == len(top)
    return top + [c for c in full_deck() if c not in top]


def interleave(*seats):
    """Dealing order of per-seat five-card hands: pass 1 round the table, pass 2, ..."""
    return [hand[i] for i in range(5) for hand in seats]


def value(hand):
    category, tiebreak, _ = fast_high(hand)
    return (CATEGORY_INDEX[category], tuple(tiebreak))


def result(hand, middle, given):
    """Five cards after giving positions ``given``: kept in order, then the taken, marked first."""
    return [hand[i] for i in range(5) if i not in given] + list(middle[: len(given)])


def all_options():
    """Every option, in the order the rules list them, written out by hand."""
    return [
        (),
        (0,), (1,), (2,), (3,), (4,),
        (0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4),
    ]


# ---------------------------------------------------------------------------
# The exchange policies
# ---------------------------------------------------------------------------


def test_options_order():
    assert ip.OPTIONS == all_options()


def test_two_card_exchange_makes_a_flush():
    hand = cards("Ah Kh 9h 2c 3d")
    middle = cards("5h 7h")
    assert ip.choose_exchange(hand, middle) == (3, 4)
    assert fast_high(result(hand, middle, (3, 4)))[0] == "flush"
    # Only one card may go under "one": the 2c for the 5h (A K 9 5 3 beats A K 9 5 2).
    assert ip.choose_exchange(hand, middle, "one") == (3,)
    assert ip.choose_exchange(hand, middle, "pat") == ()


def test_one_card_exchange_takes_the_marked_card():
    hand = cards("Ks Kd 7c 4h 2s")
    # Marked Kh makes trips; taking both (giving 4h 2s) leaves K K K 7 3, worse than K K K 7 4.
    assert ip.choose_exchange(hand, cards("Kh 3d")) == (4,)
    # The same two cards the other way round: the unmarked Kh is reachable only with the 3d.
    assert ip.choose_exchange(hand, cards("3d Kh")) == (3, 4)  # K K 7 3 K beats K K 7 4 3
    # Under "one" only the marked 3d can be had: it still beats the 2s as a kicker.
    assert ip.choose_exchange(hand, cards("3d Kh"), "one") == (4,)


def test_pat_when_nothing_helps():
    assert ip.choose_exchange(cards("Ac Kd Qh Js 9c"), cards("2c 3c")) == ()
    assert ip.choose_exchange(cards("9s Ts Jc Qh Kc"), cards("2h 4s")) == ()  # a straight stays
    assert ip.choose_exchange(cards("9s Ts Jc Qh Kc"), cards("2h 4s"), "one") == ()


def test_first_among_equal_options():
    # Pat before a one-card exchange of equal value: 8 8 8 8 4 either way.
    assert ip.choose_exchange(cards("8c 8d 8h 8s 4c"), cards("4d 2c")) == ()
    # Two one-card exchanges of equal value (either eight goes for the 9): the earlier position.
    assert ip.choose_exchange(cards("5c 6d 7h 8s 8c"), cards("9d 2s")) == (3,)
    # A one-card and a two-card exchange of equal value (5-9 straight): the one-card one.
    hand, middle = cards("5c 6d 7h 8s Kc"), cards("9d 8c")
    assert value(result(hand, middle, (4,))) == value(result(hand, middle, (3, 4)))
    assert ip.choose_exchange(hand, middle) == (4,)
    # Two-card exchanges of equal value: the 6c and any one deuce go for K K -> kings full of deuces.
    hand, middle = cards("Kc 2d 2h 2s 6c"), cards("Kd Kh")
    assert value(result(hand, middle, (1, 4))) == value(result(hand, middle, (3, 4)))
    assert fast_high(result(hand, middle, (1, 4)))[0] == "full-house"
    assert ip.choose_exchange(hand, middle) == (1, 4)
    assert ip.choose_exchange(hand, middle, "one") == (4,)  # deuces full of kings


def test_policies_match_brute_force():
    rng = random.Random(7)
    deck = full_deck()
    for _ in range(400):
        seven = rng.sample(deck, 7)
        hand, middle = seven[:5], seven[5:]
        for policy, allowed in (("standard", (0, 1, 2)), ("one", (0, 1)), ("pat", (0,))):
            options = [o for o in all_options() if len(o) in allowed]
            values = [value(result(hand, middle, o)) for o in options]
            expected = options[values.index(max(values))]
            assert ip.choose_exchange(hand, middle, policy) == expected
        assert len(ip.choose_exchange(hand, middle, "one")) <= 1
        assert ip.choose_exchange(hand, middle, "pat") == ()


def test_hand_value_cache_agrees_with_fast_high():
    rng = random.Random(11)
    deck = full_deck()
    for _ in range(3000):
        hand = rng.sample(deck, 5)
        assert ip.hand_value(hand) == value(hand)
    for flush in (cards("2h 5h 9h Jh Kh"), cards("9c Tc Jc Qc Kc"), cards("Ad 2d 3d 4d 5d")):
        assert ip.hand_value(flush) == value(flush)


# ---------------------------------------------------------------------------
# Hand-built deals
# ---------------------------------------------------------------------------

SEATS3 = [
    cards("Ks Kd 7c 4h 2s"),  # kings; takes the marked Kh for the 2s
    cards("3c 3h Qs 8d 5c"),  # threes; takes 3d and the new Qd for a full house
    cards("9s Ts Jc Qh Kc"),  # a straight; stands pat
]
MIDDLE3 = cards("Kh 3d")  # Kh turned first: marked
REFILLS3 = cards("Qd 2h 4s 6h")


def deck3():
    return stack(interleave(*SEATS3), MIDDLE3 + REFILLS3)


def test_marker_moves_and_next_seat_sees_the_refreshed_middle():
    deal = ip.play(deck3(), 3)
    assert deal["dealt"] == SEATS3
    assert deal["seen"][0] == cards("Kh 3d")
    # Seat 0 takes the marked Kh; the 3d gets the marker and the Qd is turned as unmarked.
    assert deal["choice"][0] == 1 and deal["given"][0] == ["2s"]
    assert deal["seats"][0] == cards("Ks Kd 7c 4h Kh")
    assert deal["seen"][1] == cards("3d Qd")
    # Seat 1 takes both, the marked 3d first; two new cards are turned, the first marked.
    assert deal["choice"][1] == 2 and deal["given"][1] == cards("8d 5c")
    assert deal["seats"][1] == cards("3c 3h Qs 3d Qd")
    assert deal["seen"][2] == cards("2h 4s")
    # Seat 2 stands pat on its straight.
    assert deal["choice"][2] == 0 and deal["given"][2] == []
    assert deal["seats"][2] == SEATS3[2]
    assert deal["choice"] == [1, 2, 0]
    assert deal["middle"] == cards("2h 4s")
    assert deal["stock_used"] == 2 + 1 + 2


def test_one_policy_deal_marker_moves_twice():
    deal = ip.play(deck3(), 3, policy="one")
    assert deal["choice"] == [1, 1, 0]
    assert deal["seen"] == [cards("Kh 3d"), cards("3d Qd"), cards("Qd 2h")]
    assert deal["given"] == [["2s"], ["5c"], []]  # seat 1 keeps Q 8 with its three threes
    assert deal["seats"][1] == cards("3c 3h Qs 8d 3d")
    assert deal["middle"] == cards("Qd 2h")
    assert deal["stock_used"] == 4
    assert deal["hands"] == ["three-of-a-kind", "three-of-a-kind", "straight"]
    assert deal["winners"] == [2] and deal["leader_before"] == 2
    assert deal["leader_won"] is True and deal["lead_changes"] == 0


def test_pat_policy_deal():
    deal = ip.play(deck3(), 3, policy="pat")
    assert deal["choice"] == [0, 0, 0]
    assert deal["seats"] == deal["dealt"] == SEATS3
    assert deal["seen"] == [MIDDLE3] * 3 and deal["middle"] == MIDDLE3
    assert deal["stock_used"] == 2
    assert deal["improved"] == [False, False, False]
    assert deal["hands"] == deal["before"]


def test_categories_leaders_and_lead_change():
    deal = ip.play(deck3(), 3)
    assert deal["before"] == ["one-pair", "one-pair", "straight"]
    assert deal["hands"] == ["three-of-a-kind", "full-house", "straight"]
    assert deal["improved"] == [True, True, False]
    assert deal["leader_before"] == 2
    assert deal["winners"] == [1] and deal["shares"] == [0.0, 1.0, 0.0]
    assert deal["leader_won"] is False
    assert deal["lead_changes"] == 1


def test_leader_is_the_lowest_of_equal_dealt_hands():
    seats = [
        cards("Ah Kd Qs Jc 2c"),  # A K Q J 2
        cards("As Kc Qh Jd 2d"),  # the same value
        cards("7c 7d 5h 4s 3c"),  # sevens
    ]
    deal = ip.play(stack(interleave(*seats), cards("9s 8h")), 3, policy="pat")
    assert deal["before"] == ["high-card", "high-card", "one-pair"]
    assert deal["leader_before"] == 2 and deal["winners"] == [2]
    seats[2] = cards("Ac Kh Qd Js 2h")
    deal = ip.play(stack(interleave(*seats), cards("9s 8h")), 3, policy="pat")
    assert deal["winners"] == [0, 1, 2] and deal["leader_before"] == 0
    assert deal["leader_won"] is True and deal["lead_changes"] == 0


def test_tie_splits_the_pot():
    seats = [
        cards("Ah Kd Qs Jc 2h"),  # takes the marked Tc for the 2h: broadway
        cards("As Kc Qh Jd Th"),  # broadway already
        cards("9s 9c 8h 8d 3c"),  # two pair
    ]
    deal = ip.play(stack(interleave(*seats), cards("Tc 4d 5s 6s 7s")), 3)
    assert deal["choice"][0] == 1 and deal["seats"][0] == cards("Ah Kd Qs Jc Tc")
    assert deal["seen"][1] == cards("4d 5s") and deal["choice"][1] == 0
    assert deal["hands"][:2] == ["straight", "straight"]
    assert deal["winners"] == [0, 1]
    assert deal["shares"] == [0.5, 0.5, 0.0]
    assert deal["leader_before"] == 1  # broadway beats A K Q J 2 before the exchange
    assert deal["leader_won"] is True
    assert deal["lead_changes"] == 1  # the lowest winner is seat 0


def test_random_deals_keep_every_card():
    rng = random.Random(4)
    for players in range(2, 8):
        for policy in ip.POLICIES:
            deck = full_deck()
            rng.shuffle(deck)
            deal = ip.play(deck, players, policy=policy)
            assert all(len(hand) == 5 for hand in deal["seats"])
            used = 5 * players + deal["stock_used"]
            assert deal["stock_used"] == 2 + sum(deal["choice"])
            pool = sorted(c for hand in deal["seats"] for c in hand)
            pool += [c for given in deal["given"] for c in given] + deal["middle"]
            assert sorted(pool) == sorted(deck[:used])
            for seat in range(players):
                given = deal["given"][seat]
                kept = [c for c in deal["dealt"][seat] if c not in given]
                assert deal["seats"][seat] == kept + deal["seen"][seat][: len(given)]
                assert deal["hands"][seat] == fast_high(deal["seats"][seat])[0]
                if policy == "one":
                    assert deal["choice"][seat] <= 1
                if policy == "pat":
                    assert deal["choice"][seat] == 0
            best = max(value(hand) for hand in deal["seats"])
            assert deal["winners"] == [s for s in range(players) if value(deal["seats"][s]) == best]


def test_seven_seats_fit_in_51_cards():
    assert ip.cards_needed(7) == 51 and ip.cards_needed(2) == 16
    deck = full_deck()
    random.Random(9).shuffle(deck)
    for policy in ip.POLICIES:
        ip.play(deck[:51], 7, policy=policy)
    with pytest.raises(ValueError):
        ip.play(deck[:50], 7)
    with pytest.raises(ValueError):
        ip.play(deck[:15], 2)


# ---------------------------------------------------------------------------
# Bad arguments
# ---------------------------------------------------------------------------


def test_bad_arguments():
    deck = full_deck()
    for bad in (1, 8, 0, True, "3", 3.0):
        with pytest.raises(ValueError):
            ip.play(deck, bad)
        with pytest.raises(ValueError):
            ip.simulate(bad, 1, seed=1)
    for bad in ("draw", "two", "", None):
        with pytest.raises(ValueError):
            ip.play(deck, 3, policy=bad)
        with pytest.raises(ValueError):
            ip.simulate(3, 1, seed=1, policy=bad)
        with pytest.raises(ValueError):
            ip.choose_exchange(cards("Ac Kd 9h 7s 5c"), cards("2c 3c"), bad)
    with pytest.raises(ValueError):
        ip.play(["Ac"] + deck, 2)  # a card twice
    with pytest.raises(ValueError):
        ip.play(["Zz"] + deck, 2)
    with pytest.raises(ValueError):
        ip.play(["Xa"] + deck, 2)
    with pytest.raises(ValueError):
        ip.simulate(3, -1, seed=1)
    with pytest.raises(ValueError):
        ip.choose_exchange(cards("Ac Kd 9h 7s"), cards("2c 3c"))  # four cards
    with pytest.raises(ValueError):
        ip.choose_exchange(cards("Ac Kd 9h 7s 5c"), cards("2c"))
    with pytest.raises(ValueError):
        ip.choose_exchange(cards("Ac Kd 9h 7s 5c"), cards("2c 3c 4c"))
    with pytest.raises(ValueError):
        ip.choose_exchange(cards("Ac Kd 9h 7s 5c"), cards("Ac 3c"))  # in hand and middle
    with pytest.raises(ValueError):
        ip.choose_exchange(cards("Ac Ac 9h 7s 5c"), cards("2c 3c"))


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def test_simulate_totals_add_up():
    deals, players = 300, 6
    totals = ip.simulate(players, deals, seed=5)
    assert totals["deals"] == deals
    assert math.isclose(sum(totals["seat_shares"]), deals)
    assert sum(totals["winner_category"].values()) == deals
    assert sum(totals["hand_category"].values()) == players * deals
    assert sum(totals["before"].values()) == players * deals
    assert sum(totals["choice"].values()) == players * deals
    assert set(totals["choice"]) <= {0, 1, 2}
    for category, n in totals["improved"].items():
        assert n <= totals["before"][category]
    assert 0 <= totals["ties"] <= deals
    assert 0 <= totals["leader_won"] <= deals
    assert 0 <= totals["lead_changes"] <= deals
    assert totals["leader_won"] + totals["lead_changes"] >= deals  # a lost leader means a change
    assert totals == ip.simulate(players, deals, seed=5)  # deterministic

    # The same deals one by one.
    choice = Counter()
    for deck, _rng in shuffled_decks(5, deals):
        choice.update(ip.play(deck, players)["choice"])
    assert choice == totals["choice"]


def test_simulate_pat_and_one():
    pat = ip.simulate(4, 100, seed=3, policy="pat")
    assert pat["choice"] == {0: 400}
    assert sum(pat["improved"].values()) == 0
    assert pat["hand_category"] == pat["before"]
    assert pat["leader_won"] == 100 and pat["lead_changes"] == 0
    one = ip.simulate(4, 100, seed=3, policy="one")
    assert set(one["choice"]) <= {0, 1}
    assert one["before"] == pat["before"]  # the same decks
    empty = ip.simulate(2, 0, seed=1)
    assert empty["deals"] == 0 and empty["seat_shares"] == [0.0, 0.0]

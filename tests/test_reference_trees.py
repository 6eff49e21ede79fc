"""Tests of the Trees reference twin (tests/reference/trees.py).

The trash each policy names, the pairing of seats by equal trash counts (the
larger counts first, in seat order, an odd seat out, seats with nothing to
trade never trading, never the same two seats twice), the swap order, deals
of several rounds, the kicker and pat policies, ties and leaders, and the
totals of simulate().
"""

import math
import random
from collections import Counter

import pytest

try:
    from tests.reference import five_card_draw as fcd
    from tests.reference import trees
    from tests.reference.evaluator import CATEGORY_INDEX, fast_high, full_deck
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import five_card_draw as fcd
    from reference import trees
    from reference.evaluator import CATEGORY_INDEX, fast_high, full_deck


def cards(text):
    return text.split()


def stack(dealt):
    """``dealt`` on top, then every other card in the fixed deck order."""
    assert len(set(dealt)) == len(dealt)
    return list(dealt) + [c for c in full_deck() if c not in dealt]


def interleave(*seats):
    """Dealing order of per-seat five-card hands: pass 1 round the table, pass 2, ..."""
    return [hand[i] for i in range(5) for hand in seats]


def deal_of(*texts):
    return stack(interleave(*[cards(t) for t in texts]))


def value(hand):
    category, tiebreak, _ = fast_high(hand)
    return (CATEGORY_INDEX[category], tuple(tiebreak))


# ---------------------------------------------------------------------------
# Trash and pairing
# ---------------------------------------------------------------------------


def test_trash_is_five_card_draws_discards():
    assert trees.trash(cards("Ah Jd 8c 6h 3d")) == cards("Jd 8c 6h 3d")  # an ace alone: four
    assert trees.trash(cards("Kc Kd 9h 5s 2c")) == cards("9h 5s 2c")  # a pair: three
    assert trees.trash(cards("Kh Tc 7s 4h 2h")) == cards("7s 4h 2h")  # the two highest kept
    assert trees.trash(cards("7c 7d 7h Ks 2c")) == cards("Ks 2c")  # trips: two
    assert trees.trash(cards("Jh Js 5d 5h 9c")) == ["9c"]  # two pair: one
    assert trees.trash(cards("9s 8h 7c 6d 5c")) == []  # a straight stands pat
    # The kicker policy keeps an ace beside a lower pair; "pat" never offers anything.
    assert trees.trash(cards("Kc Kd Ah 5s 2c")) == cards("Ah 5s 2c")
    assert trees.trash(cards("Kc Kd Ah 5s 2c"), "kicker") == cards("5s 2c")
    assert trees.trash(cards("Kc Kd Ah 5s 2c"), "pat") == []
    rng = random.Random(3)
    deck = full_deck()
    for _ in range(300):
        hand = rng.sample(deck, 5)
        assert trees.trash(hand) == fcd.choose_discards(hand, "", "draw")
        assert trees.trash(hand, "kicker") == fcd.choose_discards(hand, "", "kicker")
        assert trees.trash(hand, "pat") == []


def test_pair_seats_in_seat_order_larger_counts_first():
    never = [set() for _ in range(7)]
    # k=4: seats 1, 4; k=3: seats 0, 2, 5 (5 is the odd one out); k=1: seat 3 alone; k=0: seat 6.
    assert trees.pair_seats([3, 4, 3, 1, 4, 3, 0], never) == [(1, 4), (0, 2)]
    assert trees.pair_seats([2, 2, 2, 2], [set() for _ in range(4)]) == [(0, 1), (2, 3)]
    assert trees.pair_seats([1, 2, 1, 2, 1], [set() for _ in range(5)]) == [(1, 3), (0, 2)]
    assert trees.pair_seats([0, 0, 0], [set() for _ in range(3)]) == []  # nothing to trade
    assert trees.pair_seats([3, 0, 3], [set() for _ in range(3)]) == [(0, 2)]


def test_pair_seats_skips_former_partners():
    # 0 and 1 have traded: 0 takes 2, then 1 takes 3.
    history = [{1}, {0}, set(), set()]
    assert trees.pair_seats([2, 2, 2, 2], history) == [(0, 2), (1, 3)]
    # 0 has traded with everyone: it sits out, 1 and 2 pair.
    history = [{1, 2}, {0}, {0}]
    assert trees.pair_seats([1, 1, 1], history) == [(1, 2)]
    # Every pair has traded: nobody trades.
    history = [{1, 2}, {0, 2}, {0, 1}]
    assert trees.pair_seats([3, 3, 3], history) == []
    # Former partners may still pair with others, even with equal counts elsewhere.
    history = [{1}, {0}, set(), set(), set()]
    assert trees.pair_seats([4, 4, 4, 1, 1], history) == [(0, 2), (3, 4)]


# ---------------------------------------------------------------------------
# Hand-built deals
# ---------------------------------------------------------------------------


def test_swap_puts_received_cards_after_kept_ones_and_never_twice_ends_it():
    deck = deal_of("Kc 9h Kd 5s 2c", "4d Qh 3s Qc 8d")
    deal = trees.play(deck, 2)
    assert deal["dealt"] == [cards("Kc 9h Kd 5s 2c"), cards("4d Qh 3s Qc 8d")]
    # Kept cards in order, then the partner's trash in its hand order.
    assert deal["seats"] == [cards("Kc Kd 4d 3s 8d"), cards("Qh Qc 9h 5s 2c")]
    assert deal["pairs"] == [[(0, 1)]]
    assert deal["trades"] == 1 and deal["rounds"] == 1
    assert deal["traded"] == [3, 3]
    # Both seats would still trade three cards, but not with each other again.
    assert [len(trees.trash(hand)) for hand in deal["seats"]] == [3, 3]
    assert deal["hands"] == deal["before"] == ["one-pair", "one-pair"]
    assert deal["improved"] == [False, False]
    assert deal["winners"] == [0] and deal["shares"] == [1.0, 0.0]


def test_pairing_by_counts_odd_seat_out_and_pat_seat_in_a_full_deal():
    hands = [
        "Kc Kd 9h 5s 2c",  # k=3 (a pair)
        "Ah Jd 8c 6h 3d",  # k=4 (an ace)
        "Qh Qs 7d 4c 3s",  # k=3
        "Jh Js 5d 5h 9c",  # k=1 (two pair), alone: never trades
        "As Td 8d 6s 2d",  # k=4
        "Kh Tc 7s 4h 2h",  # k=3, the odd seat out in round 1
        "9s 8h 7c 6d 5c",  # k=0 (a straight): never trades
    ]
    deal = trees.play(deal_of(*hands), 7)
    # Round 1: fours first (1-4), then threes (0-2; 5 left over).
    # Round 2: 1-4 and 0-2 have traded; 0 takes 5, 2 is left over.
    # Round 3: 0 has traded with 2 and 5; 2 takes 5.  Round 4: nothing left.
    assert deal["pairs"] == [[(1, 4), (0, 2)], [(0, 5)], [(2, 5)]]
    assert deal["trades"] == 4 and deal["rounds"] == 3
    assert deal["traded"] == [6, 4, 6, 0, 4, 6, 0]
    assert deal["seats"] == [
        cards("Kc Kd 7s 4h 2h"),  # 9h 5s 2c -> 7d 4c 3s (from 2) -> 7s 4h 2h (from 5)
        cards("Ah Td 8d 6s 2d"),
        cards("Qh Qs 7d 4c 3s"),  # 9h 5s 2c (from 0), then 7d 4c 3s back (from 5)
        cards("Jh Js 5d 5h 9c"),
        cards("As Jd 8c 6h 3d"),
        cards("Kh Tc 9h 5s 2c"),  # 7d 4c 3s (from 0) -> 9h 5s 2c (from 2)
        cards("9s 8h 7c 6d 5c"),
    ]
    assert deal["winners"] == [6] and deal["leader_before"] == 6
    assert deal["leader_won"] is True and deal["lead_changes"] == 0
    every_pair = [pair for pairs in deal["pairs"] for pair in pairs]
    assert len(set(every_pair)) == len(every_pair)


def test_several_rounds_until_every_pair_has_traded():
    deal = trees.play(deal_of("Ac Ad 9h 5s 2c", "Kc Kd 8h 4s 3c", "Qc Qd 7h 6s Jc"), 3)
    assert deal["pairs"] == [[(0, 1)], [(0, 2)], [(1, 2)]]
    assert deal["trades"] == 3 and deal["rounds"] == 3
    assert deal["traded"] == [6, 6, 6]
    assert deal["seats"] == [
        cards("Ac Ad 7h 6s Jc"),
        cards("Kc Kd 8h 4s 3c"),
        cards("Qc Qd 9h 5s 2c"),
    ]
    assert deal["winners"] == [0]


def test_kicker_policy():
    deck = deal_of("Kc Kd Ah 5s 2c", "Qc Qd 9h 4s 3c")
    # Standard: both offer three cards and swap.
    standard = trees.play(deck, 2)
    assert standard["pairs"] == [[(0, 1)]]
    assert standard["seats"] == [cards("Kc Kd 9h 4s 3c"), cards("Qc Qd Ah 5s 2c")]
    # Kicker: seat 0 keeps its ace and offers two, seat 1 three: nobody matches.
    kicker = trees.play(deck, 2, policy="kicker")
    assert kicker["pairs"] == [] and kicker["trades"] == 0 and kicker["rounds"] == 0
    assert kicker["seats"] == kicker["dealt"] and kicker["traded"] == [0, 0]

    deck = deal_of("Kc Kd Ah 5s 2c", "Qc Qd 9h 4s 3c", "Jc Jd As 6s 2d")
    kicker = trees.play(deck, 3, policy="kicker")
    # Seats 0 and 2 offer two cards each; seat 1 (three cards) has nobody.
    assert kicker["pairs"] == [[(0, 2)]]
    assert kicker["seats"] == [cards("Kc Kd Ah 6s 2d"), cards("Qc Qd 9h 4s 3c"), cards("Jc Jd As 5s 2c")]
    assert kicker["traded"] == [2, 0, 2]
    standard = trees.play(deck, 3)
    assert standard["pairs"] == [[(0, 1)], [(0, 2)], [(1, 2)]]
    assert standard["traded"] == [6, 6, 6]


def test_pat_policy_never_trades():
    deck = full_deck()
    random.Random(8).shuffle(deck)
    deal = trees.play(deck, 10, policy="pat")
    assert deal["pairs"] == [] and deal["trades"] == 0 and deal["rounds"] == 0
    assert deal["traded"] == [0] * 10
    assert deal["seats"] == deal["dealt"]
    assert deal["hands"] == deal["before"] and not any(deal["improved"])
    assert deal["lead_changes"] == 0 and deal["leader_won"] is True


def test_tie_shares_the_pot_and_the_leader_is_the_lowest_best_seat():
    deck = deal_of("Ah Kd Qs Jc Tc", "As Kc Qh Jd Th", "2c 2d 7h 8s 3c")
    deal = trees.play(deck, 3)
    assert deal["trades"] == 0  # two straights stand pat; the pair of twos is alone
    assert deal["hands"] == ["straight", "straight", "one-pair"]
    assert deal["winners"] == [0, 1]
    assert deal["shares"] == [0.5, 0.5, 0.0]
    assert deal["leader_before"] == 0 and deal["leader_won"] is True
    assert deal["lead_changes"] == 0


def test_a_trade_changes_the_lead():
    # Seat 0 (aces) throws away the Kh, which gives seat 1 (kings) trips.
    deal = trees.play(deal_of("Ac Ad Kh 5s 2c", "Kc Kd 9c 7d 3h"), 2)
    assert deal["seats"] == [cards("Ac Ad 9c 7d 3h"), cards("Kc Kd Kh 5s 2c")]
    assert deal["before"] == ["one-pair", "one-pair"]
    assert deal["hands"] == ["one-pair", "three-of-a-kind"]
    assert deal["improved"] == [False, True]
    assert deal["leader_before"] == 0
    assert deal["winners"] == [1] and deal["shares"] == [0.0, 1.0]
    assert deal["leader_won"] is False and deal["lead_changes"] == 1


def test_random_deals_keep_the_cards_and_obey_the_rules():
    rng = random.Random(12)
    for players in (2, 5, 10):
        for policy in trees.POLICIES:
            deck = full_deck()
            rng.shuffle(deck)
            deal = trees.play(deck, players, policy=policy)
            assert deal["dealt"] == fcd.deal_passes(deck, players, 5)[0]
            assert all(len(hand) == 5 for hand in deal["seats"])
            assert sorted(c for h in deal["seats"] for c in h) == sorted(deck[: 5 * players])
            every_pair = [pair for pairs in deal["pairs"] for pair in pairs]
            assert len(set(every_pair)) == len(every_pair) <= players * (players - 1) // 2
            assert all(a < b for a, b in every_pair)
            for pairs in deal["pairs"]:
                seats = [s for pair in pairs for s in pair]
                assert pairs and len(set(seats)) == len(seats)  # at most one trade a round
            assert deal["trades"] == len(every_pair) and deal["rounds"] == len(deal["pairs"])
            for seat, hand in enumerate(deal["seats"]):
                assert deal["hands"][seat] == fast_high(hand)[0]
            best = max(value(hand) for hand in deal["seats"])
            assert deal["winners"] == [s for s in range(players) if value(deal["seats"][s]) == best]
            assert math.isclose(sum(deal["shares"]), 1.0)


def test_bad_arguments():
    deck = full_deck()
    for bad in (1, 11, 0, True, "3", 2.0):
        with pytest.raises(ValueError):
            trees.play(deck, bad)
        with pytest.raises(ValueError):
            trees.simulate(bad, 1, seed=1)
    for bad in ("draw", "", None, "Standard"):
        with pytest.raises(ValueError):
            trees.play(deck, 3, policy=bad)
        with pytest.raises(ValueError):
            trees.simulate(3, 1, seed=1, policy=bad)
    trees.play(deck[:50], 10)  # exactly enough
    with pytest.raises(ValueError):
        trees.play(deck[:49], 10)
    with pytest.raises(ValueError):
        trees.play(deck[:9], 2)
    with pytest.raises(ValueError):
        trees.play(["Ac"] + deck, 2)  # a card twice
    with pytest.raises(ValueError):
        trees.play(["Zz"] + deck, 2)
    with pytest.raises(ValueError):
        trees.play(["Xa"] + deck, 2)
    with pytest.raises(ValueError):
        trees.play(" ".join(deck), 2)
    with pytest.raises(ValueError):
        trees.simulate(3, -1, seed=1)
    with pytest.raises(ValueError):
        trees.trash(cards("Ac Kd 9h 7s"))  # four cards


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def test_simulate_totals_add_up():
    deals, players = 150, 6
    totals = trees.simulate(players, deals, seed=5)
    assert totals["deals"] == deals
    assert math.isclose(sum(totals["seat_shares"]), deals)
    assert sum(totals["winner_category"].values()) == deals
    assert sum(totals["hand_category"].values()) == players * deals
    assert sum(totals["before"].values()) == players * deals
    assert sum(totals["traded"].values()) == players * deals
    assert sum(totals["trades"].values()) == deals
    assert sum(totals["rounds"].values()) == deals
    assert max(totals["trades"]) <= players * (players - 1) // 2
    assert set(totals["traded"]) <= set(range(0, 4 * (players - 1) + 1))
    assert totals["trades"][0] == totals["rounds"][0]  # no trade, no trading round
    for category, n in totals["improved"].items():
        assert n <= totals["before"][category]
    assert 0 <= totals["ties"] <= deals
    assert 0 <= totals["leader_won"] <= deals and 0 <= totals["lead_changes"] <= deals
    assert totals["leader_won"] + totals["lead_changes"] >= deals  # no change means the leader won
    assert totals == trees.simulate(players, deals, seed=5)  # deterministic

    # The same totals, added up from play() on the same decks.
    trades, traded, shares = Counter(), Counter(), [0.0] * players
    for deck, _rng in fcd.shuffled_decks(5, deals):
        deal = trees.play(deck, players)
        trades[deal["trades"]] += 1
        traded.update(deal["traded"])
        shares = [a + b for a, b in zip(shares, deal["shares"])]
    assert trades == totals["trades"] and traded == totals["traded"]
    assert all(math.isclose(a, b) for a, b in zip(shares, totals["seat_shares"]))


def test_simulate_pat_and_kicker_and_empty():
    pat = trees.simulate(4, 60, seed=2, policy="pat")
    assert pat["trades"] == Counter({0: 60}) and pat["rounds"] == Counter({0: 60})
    assert pat["traded"] == Counter({0: 240})
    assert pat["hand_category"] == pat["before"] and not pat["improved"]
    assert pat["lead_changes"] == 0 and pat["leader_won"] == 60
    kicker = trees.simulate(10, 40, seed=3, policy="kicker")
    assert math.isclose(sum(kicker["seat_shares"]), 40)
    assert sum(kicker["traded"].values()) == 400
    empty = trees.simulate(2, 0, seed=1)
    assert empty["deals"] == 0 and empty["seat_shares"] == [0.0, 0.0]
    assert not empty["trades"] and empty["leader_won"] == 0

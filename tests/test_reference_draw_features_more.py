"""Tests of the second draw-options reference twin (tests/reference/draw_features_more.py).

On hand-built hands and deals: New York and Canadian categories and the draw policy on four-card
hands (a pair broken up for a four-flush or a run), the 32-card Spanish deck (its straights, the
six-seat limit, the reshuffle at six seats), roll 'em's greedy order for both policies and the
showing leaders of a built deal, the legs bookkeeping on small hand-worked runs, the bug (its
decks, hands valued with it both ways, each step of its draw policy, built deals holding it), the
refused arguments, and simulate()'s totals adding up.
"""

import random
from collections import Counter

import pytest

try:
    from tests.reference import draw_features_more as dm
    from tests.reference import five_card_draw as fcd
    from tests.reference.evaluator import full_deck
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import draw_features_more as dm
    from reference import five_card_draw as fcd
    from reference.evaluator import full_deck


def deck_of(hands, stock="", spanish=False, bug=False):
    """Deal order of the per-seat five-card ``hands`` (texts), then ``stock`` (the first cards
    drawn), then every other card of the deck in its fixed order (the deck with the bug, Xa,
    when ``bug``)."""
    seats = [hand.split() for hand in hands]
    dealt = [seats[s][i] for i in range(5) for s in range(len(seats))] + stock.split()
    assert len(set(dealt)) == len(dealt)
    whole = full_deck(jokers=1 if bug else 0, deck="spanish" if spanish else "standard")
    assert set(dealt) <= set(whole)
    return dealt + [card for card in whole if card not in dealt]


class NoShuffle:
    """An rng that must not be used."""

    def shuffle(self, cards):
        raise AssertionError("rng used")


def discards(hand, policy="draw", four_card=None, spanish=False, bug=None):
    return dm.choose_discards(hand.split(), policy, four_card, spanish, bug)


# ---------------------------------------------------------------------------
# New York and Canadian
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "hand, plain, new_york, canadian",
    [
        ("5c 6d 7h 8s Kc", "high-card", "four-straight", "four-straight"),
        ("Ac 2d 3h 4s 9c", "high-card", "four-straight", "four-straight"),  # A-2-3-4 counts
        ("Jc Qd Kh As 3c", "high-card", "four-straight", "four-straight"),  # J-Q-K-A counts
        ("5c 6d 7h 9s Kc", "high-card", "high-card", "high-card"),  # a gap is no run
        ("2h 7h 9h Jh Kc", "high-card", "high-card", "four-flush"),
        ("2h 7h 9h Jh 2c", "one-pair", "one-pair", "four-flush"),  # four-flush beats a pair
        ("5c 6d 7h 8s 8c", "one-pair", "four-straight", "four-straight"),
        ("5h 6h 7h 8s Kh", "high-card", "four-straight", "four-flush"),  # the higher one
        ("5c 5d 7h 7s 8c", "two-pair", "two-pair", "two-pair"),
        ("5c 6c 7c 8c 9c", "straight-flush", "straight-flush", "straight-flush"),
    ],
)
def test_four_card_categories(hand, plain, new_york, canadian):
    cards = hand.split()
    assert dm.category(cards) == plain
    assert dm.category(cards, "new_york") == new_york
    assert dm.category(cards, "canadian") == canadian


def test_four_card_category_order():
    pair = dm.hand_value("Ac Ad Kh Qs 9c".split(), "canadian")[1]
    four_straight = dm.hand_value("2c 3d 4h 5s 9c".split(), "canadian")[1]
    four_flush = dm.hand_value("2h 4h 6h 8h Ts".split(), "canadian")[1]
    two_pair = dm.hand_value("2c 2d 3h 3s 4c".split(), "canadian")[1]
    assert pair < four_straight < four_flush < two_pair
    # New York: the four-straight sits between one pair and two pair.
    ny = [dm.hand_value(h.split(), "new_york")[1] for h in ("Ac Ad Kh Qs 9c", "2c 3d 4h 5s 9c", "2c 2d 3h 3s 4c")]
    assert ny == sorted(ny)


def test_four_flush_keeps_four():
    hand = "2h 7h 9h Jh Kc"
    for four_card in (None, "new_york", "canadian"):
        assert discards(hand, four_card=four_card) == ["Kc"]


def test_pair_with_four_flush():
    hand = "2h 7h 9h Jh 2c"
    assert discards(hand) == ["7h", "9h", "Jh"]  # plain: keep the pair
    assert discards(hand, four_card="new_york") == ["7h", "9h", "Jh"]
    assert discards(hand, four_card="canadian") == ["2c"]  # category four-flush: keep the suit
    assert discards(hand, "kicker", "canadian") == ["2c"]


def test_four_straight_draws():
    # Open-ended: keep the run (the same as the plain policy).
    assert discards("5c 6d 7h 8s Kc", four_card="new_york") == ["Kc"]
    # A pair inside an open run: the run is kept once, the first card of the pair in hand order.
    assert discards("8c 6d 7h 8s 5c", four_card="new_york") == ["8s"]
    assert discards("8c 6d 7h 8s 5c") == ["6d", "7h", "5c"]  # plain: one pair
    # A-2-3-4 and J-Q-K-A are not open: an ace alone, even from a pair of aces.
    assert discards("Ac 2d 3h 4s 9c", four_card="new_york") == ["2d", "3h", "4s", "9c"]
    assert discards("Ac 2d 3h 4s As", four_card="new_york") == ["2d", "3h", "4s", "As"]
    assert discards("Ac 2d 3h 4s As") == ["2d", "3h", "4s"]  # plain: a pair of aces
    assert discards("Jc Qd Kh Ad As", four_card="canadian") == ["Jc", "Qd", "Kh", "As"]
    # Four-flush checked before the open run.
    assert discards("5h 6h 7h 8s Kh", four_card="new_york") == ["8s"]


def test_four_card_other_categories():
    assert discards("Qc Qd 3h 9s 4c", four_card="new_york") == ["3h", "9s", "4c"]
    assert discards("Qc Qd 3h As 4c", "kicker", "canadian") == ["3h", "4c"]
    assert discards("Qc Qd 3h 3s 4c", four_card="canadian") == ["4c"]
    assert discards("Qc Qd Qh 3s 4c", four_card="new_york") == ["3s", "4c"]
    assert discards("9c Td Jh Qs Kc", four_card="canadian") == []
    assert discards("9c 5d 4h 2s Kc", four_card="canadian") == ["5d", "4h", "2s"]  # the two highest
    assert discards("9c 5d 4h 2s Kc", "pat", "canadian") == []


def test_new_york_deal_changes_the_winner():
    # Seat 0's open four-straight draws one and misses (still a four-straight), seat 1's queens
    # draw three and miss: New York gives seat 0 the pot, the plain game seat 1.
    deck = deck_of(["5c 6d 7h 8s Kc", "Qc Qd 3h 9s 4c"], stock="2d Jh Th 2c")
    ny = dm.play(deck, 2, four_card="new_york", rng=NoShuffle())
    assert ny["before"] == ["four-straight", "one-pair"]
    assert ny["seats"] == [["5c", "6d", "7h", "8s", "2d"], ["Qc", "Qd", "Jh", "Th", "2c"]]
    assert ny["hands"] == ["four-straight", "one-pair"]
    assert ny["drawn"] == [1, 3]
    assert ny["winners"] == [0] and ny["shares"] == [1.0, 0.0]
    assert ny["leader_before"] == 0 and ny["leader_won"] and ny["lead_changes"] == 0
    assert ny["improved"] == [False, False] and ny["wild_held"] == [0, 0]
    assert "showing_leaders" not in ny
    plain = dm.play(deck, 2, rng=NoShuffle())
    assert plain["before"] == ["high-card", "one-pair"] and plain["hands"] == ["high-card", "one-pair"]
    assert plain["winners"] == [1] and plain["leader_before"] == 1
    # Without options the twin is the five-card twin.
    assert plain == fcd.play(deck, 2)


def test_canadian_pair_breaks_for_the_flush_and_fills():
    deck = deck_of(["2h 7h 9h Jh 2c", "Ac Kd 5s 6c 8d"], stock="Qh 3s 4s Td 2d")
    deal = dm.play(deck, 2, four_card="canadian")
    assert deal["before"] == ["four-flush", "high-card"]
    assert deal["seats"][0] == ["2h", "7h", "9h", "Jh", "Qh"]
    assert deal["hands"][0] == "flush" and deal["improved"][0]
    assert deal["seats"][1] == ["Ac", "3s", "4s", "Td", "2d"]  # keeps the ace, draws four
    assert deal["winners"] == [0]


# ---------------------------------------------------------------------------
# The Spanish deck
# ---------------------------------------------------------------------------


def test_spanish_deck_categories_and_draws():
    assert dm.category("Ac 7d 8h 9s Tc".split(), spanish=True) == "straight"  # A-7-8-9-T
    assert dm.category("Ac 7d 8h 9s Tc".split()) == "high-card"
    assert dm.category("Ac 7d 8h 9s Qc".split(), "new_york", True) == "four-straight"  # A-7-8-9
    assert discards("Ac 7d 8h 9s Qc", four_card="new_york", spanish=True) == ["7d", "8h", "9s", "Qc"]
    assert discards("7c 8d 9h Ts Kc", spanish=True) == ["Kc"]  # 7-8-9-T is open-ended
    assert discards("Kc Qd 9h 8s 7c", spanish=True) == ["9h", "8s", "7c"]
    with pytest.raises(ValueError):
        dm.choose_discards("2c 8d 9h Ts Kc".split(), spanish=True)


def test_spanish_deal():
    hands = ["Kc Qd 9h 8s 7c", "Ac Ad As Ah 7d"]
    deck = deck_of(hands, stock="Kh Ks Jc", spanish=True)
    assert len(deck) == 32
    deal = dm.play(deck, 2, spanish=True, rng=NoShuffle())
    assert deal["before"] == ["high-card", "four-of-a-kind"]
    assert deal["seats"][0] == ["Kc", "Qd", "Kh", "Ks", "Jc"]
    assert deal["hands"] == ["three-of-a-kind", "four-of-a-kind"]
    assert deal["drawn"] == [3, 0] and deal["winners"] == [1]


def test_spanish_six_seat_limit_and_deck():
    deck = full_deck(deck="spanish")
    random.Random(3).shuffle(deck)
    deal = dm.play(deck, 6, spanish=True, rng=random.Random(4))
    assert all(card in set(deck) for seat in deal["seats"] for card in seat)
    with pytest.raises(ValueError):
        dm.play(deck, 7, spanish=True, rng=random.Random(4))
    with pytest.raises(ValueError):
        dm.simulate(7, 1, 0, spanish=True)
    with pytest.raises(ValueError):  # a 52-card deck
        dm.play(full_deck(), 2, spanish=True)
    with pytest.raises(ValueError):  # not all 32 cards
        dm.play(deck[:30], 2, spanish=True)
    dm.simulate(7, 1, 0)  # seven seats are fine with 52 cards


def test_spanish_reshuffle_at_six_seats():
    # Seats 1..5 stand pat; seat 0 draws three from a stock of two: it takes both, then its own
    # three discards (in hand order) are shuffled with the rng and it takes the top one.
    hands = [
        "Kc Qd 9h 8s 7c",  # keeps K Q, throws 9h 8s 7c
        "Ah Ad As Ac 7d",
        "Kh Kd Ks Jc Jd",
        "Qh Qs Qc Tc Td",
        "7s 8d 9d Ts Jh",
        "7h 8c 9c Th Js",
    ]
    deck = deck_of(hands, spanish=True)
    assert deck[30:] == ["8h", "9s"]
    for seed in range(6):
        pile = ["9h", "8s", "7c"]
        random.Random(seed).shuffle(pile)
        deal = dm.play(deck, 6, spanish=True, rng=random.Random(seed))
        assert deal["reshuffled"] is True
        assert deal["seats"][0] == ["Kc", "Qd", "8h", "9s", pile[0]]
        assert deal["drawn"] == [3, 0, 0, 0, 0, 0]
        assert deal["hands"][1:] == ["four-of-a-kind", "full-house", "full-house", "straight", "straight"]
        assert deal["winners"] == [1]
    with pytest.raises(ValueError):
        dm.play(deck, 6, spanish=True)  # the reshuffle needs an rng


# ---------------------------------------------------------------------------
# Roll 'em
# ---------------------------------------------------------------------------


def test_roll_order_best():
    order, values = dm.roll_order("Kc 2d Kh 5s 2c".split(), "best")
    # K (first king), the pair, the 5 kicker over the 2, then a 2 (first in hand order).
    assert order == ["Kc", "Kh", "5s", "2d", "2c"]
    assert [v[0] for v in values] == [0, 1, 1, 1]
    assert values[3] == (1, (13, 13, 5, 2))


def test_roll_order_worst():
    order, values = dm.roll_order("Kc 2d Kh 5s 2c".split(), "worst")
    # 2 (the first one), 5, a king (high card beats pairing the 2), then pairing the 2 beats KK.
    assert order == ["2d", "5s", "Kc", "2c", "Kh"]
    assert values == [(0, (2,)), (0, (5, 2)), (0, (13, 5, 2)), (1, (2, 2, 13, 5))]


def test_roll_order_greedy_not_best_overall():
    # A-A-3-3 could be up after round four, but greedy takes A, pairs it, takes the K kicker over
    # a 3 in round three, and so shows A-A-K-3 (3d, first in hand order) in round four.
    order, values = dm.roll_order("Ac 3d As Kh 3c".split(), "best")
    assert order == ["Ac", "As", "Kh", "3d", "3c"]
    assert values[2] == (1, (14, 14, 13))
    assert values[3] == (1, (14, 14, 13, 3))


@pytest.mark.parametrize(
    "roll_em, leaders, won",
    [
        ("best", [0, 1, 1, 1], [False, True, True, True]),
        ("worst", [1, 0, 0, 0], [True, False, False, False]),
    ],
)
def test_roll_em_leaders(roll_em, leaders, won):
    # Pat hands: seat 0 nines with an ace, seat 1 kings (the winner).
    # best:  seat 0 A | A9 | 99A | 99A5     seat 1 K | KK | KK6 | KK64
    # worst: seat 0 2 | 52 | 952 | A952     seat 1 3 | 43 | 643 | K643
    deck = deck_of(["Ac 2d 9h 5s 9c", "Kc Kd 3h 4s 6c"])
    deal = dm.play(deck, 2, policy="pat", roll_em=roll_em)
    assert deal["winners"] == [1]
    assert deal["showing_leaders"] == leaders
    assert deal["showing_won"] == won
    plain = dm.play(deck, 2, policy="pat")
    assert {k: v for k, v in deal.items() if not k.startswith("showing")} == plain


def test_roll_em_tie_goes_to_the_lowest_seat_and_uses_drawn_order():
    # Both seats show the same ranks; seat 0 leads every round on ties.  Seat 1's pair of
    # fours draws three: its kept cards come first in hand order, then the cards drawn.
    deck = deck_of(["Ac Kd 9h 5s 3c", "Ad Kc 9s 5h 3d"])
    deal = dm.play(deck, 2, policy="pat", roll_em="best")
    assert deal["winners"] == [0, 1]
    assert deal["showing_leaders"] == [0, 0, 0, 0] and deal["showing_won"] == [True] * 4
    deck = deck_of(["9c Td Jh Qs Kc", "4d 8c 9s 4h 2d"], stock="Ks Kh 7c")
    deal = dm.play(deck, 2, roll_em="best")
    assert deal["seats"][1] == ["4d", "4h", "Ks", "Kh", "7c"]
    assert deal["hands"] == ["straight", "two-pair"] and deal["winners"] == [0]
    # Seat 1 shows Ks first (drawn before Kh), then Kh, then 7 over 4 as kicker, then 4d.
    order, values = dm.roll_order(deal["seats"][1], "best")
    assert order == ["Ks", "Kh", "7c", "4d", "4h"]
    # Seat 0 shows K | KQ | KQJ | KQJT: it leads round one on the tie of kings (lowest seat).
    assert deal["showing_leaders"] == [0, 1, 1, 1]
    assert deal["showing_won"] == [True, False, False, False]


# ---------------------------------------------------------------------------
# Legs
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "winners, legs, pots, held",
    [
        ([[0], [1], [0], [1], [1]], 2, [(3, [0]), (2, [1])], {}),
        ([[0, 1], [0, 1]], 2, [(2, [0, 1])], {}),  # a shared pot
        ([[0], [1, 2], [1]], 2, [(3, [1])], {}),  # the other legs die with the pot
        ([[0], [1, 2], [0, 2], [3]], 2, [(3, [0, 2])], {3: 1}),
        ([[0], [0], [1], [0], [2]], 3, [(4, [0])], {2: 1}),  # the last pot is unfinished
        ([[0, 1], [0, 1], [0, 1]], 3, [(3, [0, 1])], {}),
        ([[2]], 3, [], {2: 1}),
        ([], 2, [], {}),
    ],
)
def test_legs_pots(winners, legs, pots, held):
    assert dm.legs_pots(winners, legs) == (pots, held)


@pytest.mark.parametrize("legs", [0, 1, 4, True, "2", None])
def test_legs_bad(legs):
    with pytest.raises(ValueError):
        dm.legs_pots([[0]], legs)
    if legs is not None:
        with pytest.raises(ValueError):
            dm.simulate(2, 1, 0, legs=legs)


@pytest.mark.parametrize("legs", [2, 3])
def test_simulate_legs(legs):
    players, deals, seed = 3, 40, 11
    totals = dm.simulate(players, deals, seed, legs=legs)
    winners = [dm.play(deck, players, rng=rng)["winners"] for deck, rng in dm.shuffled_decks(seed, deals)]
    pots, _ = dm.legs_pots(winners, legs)
    assert totals["pots"] == len(pots) > 0
    assert totals["pot_deals"] == Counter(n for n, _ in pots)
    assert sum(n * c for n, c in totals["pot_deals"].items()) <= deals
    assert min(totals["pot_deals"]) >= legs and max(totals["pot_deals"]) <= players * (legs - 1) + 1
    # The deal totals are those of the same run without legs.
    plain = dm.simulate(players, deals, seed)
    assert {k: v for k, v in totals.items() if k not in ("pots", "pot_deals")} == plain


# ---------------------------------------------------------------------------
# The bug
# ---------------------------------------------------------------------------


def test_bug_decks():
    assert len(dm.game_deck(bug="bug")) == 53 and dm.game_deck(bug="ace")[-1] == "Xa"
    assert sorted(dm.game_deck(bug="bug")) == sorted(full_deck(jokers=1))
    assert len(dm.game_deck(spanish=True, bug="bug")) == 33
    assert sorted(dm.game_deck(True, "ace")) == sorted(full_deck(deck="spanish") + ["Xa"])
    assert len(dm.game_deck()) == 52 and len(dm.game_deck(spanish=True)) == 32
    for spanish, size in ((False, 53), (True, 33)):
        for deck, _ in dm.shuffled_decks(1, 3, spanish=spanish, bug="bug"):
            assert len(deck) == size and "Xa" in deck
            assert sorted(deck) == sorted(dm.game_deck(spanish, "bug"))
    # The same seed without the bug gives the five-card twin's decks.
    assert [d for d, _ in dm.shuffled_decks(1, 3)] == [d for d, _ in fcd.shuffled_decks(1, 3)]


def test_bug_deck_checks():
    with_bug = deck_of(["Ac Kd 9h 5s 3c", "Ad Kc 9s 5h 3d"], bug=True)
    assert len(with_bug) == 53
    dm.play(with_bug, 2, bug="bug")
    with pytest.raises(ValueError):  # the joker without the option
        dm.play(with_bug, 2)
    with pytest.raises(ValueError):  # no joker with the option
        dm.play(deck_of(["Ac Kd 9h 5s 3c", "Ad Kc 9s 5h 3d"]), 2, bug="bug")
    with pytest.raises(ValueError):  # the other joker is no bug
        dm.play([card if card != "Xa" else "Xb" for card in with_bug], 2, bug="bug")
    with pytest.raises(ValueError):  # a short deck
        dm.play(with_bug[:40], 2, bug="bug")
    spanish = deck_of(["Ac Kd 9h 8s 7c", "Ad Kc 9s 8h 7d"], spanish=True, bug=True)
    assert len(spanish) == 33
    dm.play(spanish, 6, spanish=True, bug="ace", rng=random.Random(0))
    with pytest.raises(ValueError):
        dm.play(spanish, 2, bug="ace")  # 33 cards is not the standard deck
    with pytest.raises(ValueError):
        dm.play(with_bug, 2, spanish=True, bug="ace")
    with pytest.raises(ValueError):
        dm.choose_discards("Xa 7d 9h 3s Kc".split())  # a joker without the option
    with pytest.raises(ValueError):
        dm.choose_discards("Xb 7d 9h 3s Kc".split(), bug="bug")
    with pytest.raises(ValueError):
        dm.choose_discards("Xa 2d 9h 8s Kc".split(), spanish=True, bug="bug")


@pytest.mark.parametrize(
    "hand, bug, ace, spanish",
    [
        ("5c 6d Xa 8s 9c", "straight", "straight", False),  # the bug is the 8
        ("Xa Td Jh Qs Kc", "straight", "straight", False),  # ... or the ace on top
        ("2h 7h Xa Jh Kh", "flush", "flush", False),
        ("5h 6h Xa 8h 9h", "straight-flush", "straight-flush", False),
        ("Ac Xa 7d 9h 3s", "high-card", "one-pair", False),  # "ace": a pair of aces
        ("Kc Xa 7d 9h 3s", "high-card", "high-card", False),  # dead, or an ace kicker
        ("Qc Qd Xa 3h 3s", "two-pair", "two-pair", False),
        ("Ac Ad Xa 3h 3s", "two-pair", "full-house", False),
        ("Ac Ad As Xa 3h", "three-of-a-kind", "four-of-a-kind", False),
        ("Kc Kd Ks Kh Xa", "four-of-a-kind", "four-of-a-kind", False),  # no five of a kind
        ("Xa 7d 8h 9s Ac", "high-card", "one-pair", False),
        ("Xa 7d 8h 9s Ac", "straight", "straight", True),  # A-7-8-9-T in the Spanish deck
        ("Xa 8d 9h Ts Qc", "straight", "straight", True),
    ],
)
def test_bug_categories(hand, bug, ace, spanish):
    cards = hand.split()
    assert dm.category(cards, spanish=spanish, bug="bug") == bug
    assert dm.category(cards, spanish=spanish, bug="ace") == ace


def test_bug_values():
    # A bug completing a straight counts as the card it needs: 5-9 and 9-K.
    assert dm.hand_value("5c 6d Xa 8s 9c".split(), bug="bug")[1] == (6, (9,))
    assert dm.hand_value("9c Td Xa Qs Kc".split(), bug="bug")[1] == (6, (13,))
    # In a flush it is the ace of the suit (even beside an ace: copies allowed).
    assert dm.hand_value("2h 7h Xa Jh Kh".split(), bug="bug")[1] == (7, (14, 13, 11, 7, 2))
    assert dm.hand_value("Ah 7h Xa Jh Kh".split(), bug="bug")[1] == (7, (14, 14, 13, 11, 7))
    # Dead, the hand is the other four cards; as an ace, a pair of aces or an ace kicker.
    dead = dm.hand_value("Kc Xa 7d 9h 3s".split(), bug="bug")
    assert dead == dm.hand_value("Kc 7d 9h 3s".split())
    assert dm.hand_value("Kc Xa 7d 9h 3s".split(), bug="ace") == ("high-card", (0, (14, 13, 9, 7, 3)))
    assert dm.hand_value("Ac Xa 7d 9h 3s".split(), bug="ace") == ("one-pair", (1, (14, 14, 9, 7, 3)))
    assert dm.hand_value("Ac Xa 7d 9h 3s".split(), bug="bug") == ("high-card", (0, (14, 9, 7, 3)))
    # No four-card category from the bug: 5-6-7 and the bug is no four-straight.
    assert dm.category("Xa 5c 6d 7h Kc".split(), "new_york", bug="ace") == "high-card"
    assert dm.category("Xa 5c 6d 7h 8c".split(), "new_york", bug="bug") == "straight"
    # Hands without the bug are valued as without the option.
    for hand in ("5c 6d 7h 8s Kc", "2h 7h 9h Jh 2c", "Ac Ad Kh Qs 9c"):
        for four_card in (None, "canadian"):
            plain = dm.hand_value(hand.split(), four_card)
            assert dm.hand_value(hand.split(), four_card, bug="bug") == plain
            assert dm.hand_value(hand.split(), four_card, bug="ace") == plain


@pytest.mark.parametrize("bug", ["bug", "ace"])
@pytest.mark.parametrize(
    "hand, thrown",
    [
        # 1. Straight or better: pat.
        ("5c 6d Xa 8s 9c", ""),
        ("2h 7h Xa Jh Kh", ""),
        ("Kc Kd Ks Kh Xa", ""),
        # 2a. Three of a rank: those three and the bug.
        ("Qc Xa Qd 3h Qs", "3h"),
        # 2b. Two pairs: all four and the bug.
        ("Qc Qd Xa 3h 3s", ""),
        # 2c. One pair: the pair and the bug (ace kicker or not, suits or not).
        ("Qc Xa Qd 3h 9s", "3h 9s"),
        ("Ac Xa Ad 3h 9s", "3h 9s"),
        ("2h Xa 7h Jh 2c", "7h Jh"),
        # 2d. Three of a suit: those three and the bug.
        ("2h Xa 7h Jh Kc", "Kc"),
        ("5c Xa 6c Ad 9c", "Ad"),
        ("Ks Xa Qs 2d 9s", "2d"),
        # 2e. An ace: the ace and the bug.
        ("Kc Xa 7d Ah 3s", "Kc 7d 3s"),
        # 2f. The highest natural and the bug (5-6-7 with the bug is no draw kept).
        ("Kc Xa 7d Qh 3s", "7d Qh 3s"),
        ("4c Xa 7d 9h Js", "4c 7d 9h"),
        ("Xa 5c 6d 7h Kc", "5c 6d 7h"),
    ],
)
def test_bug_policy(hand, thrown, bug):
    assert discards(hand, bug=bug) == thrown.split()
    assert discards(hand, "kicker", bug=bug) == thrown.split()  # "kicker" draws alike
    assert discards(hand, "pat", bug=bug) == []
    assert discards(hand, four_card="new_york", bug=bug) == thrown.split()


def test_bug_policy_depends_on_the_bug_rule():
    # Three aces: with "ace" the bug makes four aces (pat), with "bug" they draw one.
    assert discards("Ac Ad As Xa 3h", bug="ace") == []
    assert discards("Ac Ad As Xa 3h", bug="bug") == ["3h"]
    # Aces up: aces full with "ace", two pair (kept, no draw) with "bug".
    assert discards("Ac Ad Xa 3h 3s", bug="ace") == discards("Ac Ad Xa 3h 3s", bug="bug") == []
    # The Spanish deck's low straight A-7-8-9 and the bug stands pat; in the 52-card deck it is
    # an ace and the bug (step 2e).
    assert discards("Xa 7d 8h 9s Ac", spanish=True, bug="bug") == []
    assert discards("Xa 7d 8h 9s Ac", bug="bug") == ["7d", "8h", "9s"]
    assert discards("Xa 7d 8h Ts Kc", spanish=True, bug="ace") == ["7d", "8h", "Ts"]


def test_bug_option_hands_without_the_bug():
    # A hand without the bug follows the twin's policy (four-card rules included).
    for hand, four_card in (("2h 7h 9h Jh Kc", None), ("Ac 2d 3h 4s 9c", None),
                            ("Ac 2d 3h 4s As", "new_york"), ("8c 6d 7h 8s 5c", "canadian"),
                            ("Qc Qd 3h As 4c", None)):
        for policy in ("draw", "kicker", "pat"):
            expect = discards(hand, policy, four_card)
            assert discards(hand, policy, four_card, bug="bug") == expect
            assert discards(hand, policy, four_card, bug="ace") == expect


@pytest.mark.parametrize("bug, hands, winners", [("bug", ["high-card", "one-pair"], [1]),
                                                  ("ace", ["one-pair", "one-pair"], [0])])
def test_bug_deal_seat_draws_the_bug(bug, hands, winners):
    # Seat 0 keeps its ace and draws four, the bug among them; seat 1's queens draw three.
    deck = deck_of(["Ac Kd 7h 5s 2c", "Qc Qd 9h 4s 3c"], stock="Xa 8d 6c Jh Td 8s 3h", bug=True)
    deal = dm.play(deck, 2, bug=bug, rng=NoShuffle())
    assert deal["before"] == ["high-card", "one-pair"]
    assert deal["drawn"] == [4, 3]
    assert deal["seats"] == [["Ac", "Xa", "8d", "6c", "Jh"], ["Qc", "Qd", "Td", "8s", "3h"]]
    assert deal["hands"] == hands and deal["winners"] == winners
    assert deal["wild_held"] == [1, 0]
    assert deal["improved"] == [bug == "ace", False]
    assert "showing_leaders" not in deal


def test_bug_deal_bug_dealt_fills_a_flush():
    # Seat 0 is dealt the bug and three hearts (step 2d), throws the club and draws a heart:
    # a flush, the bug the ace of hearts.  Seat 1's kings draw three and miss.
    deck = deck_of(["Xa 5h 9h Jh 2c", "Kc Kd 7s 4d 3c"], stock="Th 8c 9d 2s", bug=True)
    for bug in ("bug", "ace"):
        deal = dm.play(deck, 2, bug=bug)
        assert deal["drawn"] == [1, 3]
        assert deal["seats"][0] == ["Xa", "5h", "9h", "Jh", "Th"]
        assert deal["before"] == ["high-card", "one-pair"]
        assert deal["hands"] == ["flush", "one-pair"] and deal["improved"] == [True, False]
        assert deal["winners"] == [0] and deal["wild_held"] == [1, 0]
        assert dm.hand_value(deal["seats"][0], bug=bug)[1] == (7, (14, 11, 10, 9, 5))
    # Spanish deck, six seats: the stock is three cards, the bug the last (a seat never throws
    # the bug, so it never goes into a reshuffle); seat 0's two highest draw all three.
    hands = [
        "Kc Qd 9h 8s 7c",  # throws 9h 8s 7c, draws three from a stock of three
        "Ah Ad As Ac 7d",
        "Kh Kd Ks Jc Jd",
        "Qh Qs Qc Tc Td",
        "7s 8d 9d Ts Jh",
        "7h 8c 9c Th Js",
    ]
    deck = deck_of(hands, spanish=True, bug=True)
    assert deck[30:] == ["8h", "9s", "Xa"]
    deal = dm.play(deck, 6, spanish=True, bug="bug", rng=NoShuffle())
    assert deal["seats"][0] == ["Kc", "Qd", "8h", "9s", "Xa"] and deal["reshuffled"] is False
    assert deal["hands"][0] == "high-card" and deal["wild_held"] == [1, 0, 0, 0, 0, 0]
    deal = dm.play(deck, 6, spanish=True, bug="ace", rng=NoShuffle())
    assert deal["hands"][0] == "high-card" and dm.hand_value(deal["seats"][0], spanish=True, bug="ace")[1] == (
        0, (14, 13, 12, 9, 8))


@pytest.mark.parametrize(
    "options",
    [
        {"bug": "joker"},
        {"bug": "Ace"},
        {"bug": True},
        {"bug": 1},
        {"bug": "bug", "roll_em": "best"},
        {"bug": "ace", "roll_em": "worst"},
        {"bug": "bug", "wild": "A"},
        {"bug": "ace", "qualifier": "J"},
        {"bug": "bug", "lowball": True, "policy": "pat"},
    ],
)
def test_bug_bad_arguments(options):
    deck = deck_of(["Ac Kd 9h 5s 3c", "Ad Kc 9s 5h 3d"], bug=True)
    with pytest.raises(ValueError):
        dm.play(deck, 2, **options)
    with pytest.raises(ValueError):
        dm.simulate(2, 1, 0, **options)


@pytest.mark.parametrize(
    "players, options",
    [
        (4, {"bug": "bug"}),
        (3, {"bug": "ace", "policy": "kicker", "four_card": "new_york"}),
        (5, {"bug": "ace", "spanish": True, "legs": 2}),
        (6, {"bug": "bug", "spanish": True, "four_card": "canadian", "legs": 3}),
        (7, {"bug": "ace", "policy": "pat"}),
    ],
)
def test_bug_simulate_totals_add_up(players, options):
    deals, seed = 50, 7
    totals = dm.simulate(players, deals, seed, **options)
    assert totals["deals"] == deals
    assert sum(totals["winner_category"].values()) == deals
    for key in ("hand_category", "before", "drawn", "wild_held"):
        assert sum(totals[key].values()) == deals * players
    # One bug: at most one seat holds it at the end of a deal.
    assert set(totals["wild_held"]) <= {0, 1}
    assert totals["wild_held"][1] == totals["bug_held"]
    assert 0 < totals["bug_held"] <= deals
    assert sum(totals["seat_shares"]) == pytest.approx(deals)
    assert sum(totals["improved"].values()) <= deals * players
    assert max(totals["drawn"]) <= 4
    if options.get("policy") == "pat":
        assert totals["drawn"] == Counter({0: deals * players})
        assert totals["bug_held"] == sum(  # the bug dealt to someone
            "Xa" in deck[: 5 * players] for deck, _ in dm.shuffled_decks(seed, deals, bug="ace"))
    assert "showing_won" not in totals
    if "legs" in options:
        assert sum(totals["pot_deals"].values()) == totals["pots"]
        plain = dm.simulate(players, deals, seed, **{k: v for k, v in options.items() if k != "legs"})
        assert {k: v for k, v in totals.items() if k not in ("pots", "pot_deals")} == plain
    else:
        assert "pots" not in totals
    if options.get("spanish"):
        assert players < 6 or totals["reshuffled"] > 0
    assert totals == dm.simulate(players, deals, seed, **options)  # one seed, one run


def test_bug_simulate_matches_play_over_the_same_decks():
    players, deals, seed = 5, 20, 3
    options = {"bug": "ace", "four_card": "canadian", "spanish": True}
    totals = dm.simulate(players, deals, seed, **options)
    expect = fcd.new_totals(players, deals)
    held = 0
    for deck, rng in dm.shuffled_decks(seed, deals, spanish=True, bug="ace"):
        assert len(deck) == 33
        deal = dm.play(deck, players, rng=rng, **options)
        fcd.add_deal(expect, deal, players)
        held += sum(deal["wild_held"])
        final_bug = [("Xa" in seat) * 1 for seat in deal["seats"]]
        assert deal["wild_held"] == final_bug
    expect["bug_held"] = held
    assert totals == expect


# ---------------------------------------------------------------------------
# Arguments and simulate
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "options",
    [
        {"four_card": "texas"},
        {"four_card": "new york"},
        {"spanish": 1},
        {"roll_em": "middle"},
        {"roll_em": True},
        {"policy": "stand"},
        {"wild": "A"},
        {"qualifier": "J"},
        {"roll_your_own": True},
        {"high_low": True},
        {"lowball": True, "policy": "pat"},
        {"four_card": "canadian", "qualifier": "Q"},
    ],
)
def test_bad_arguments(options):
    deck = deck_of(["Ac Kd 9h 5s 3c", "Ad Kc 9s 5h 3d"])
    with pytest.raises(ValueError):
        dm.play(deck, 2, **options)
    with pytest.raises(ValueError):
        dm.simulate(2, 1, 0, **options)


def test_other_arguments():
    deck = deck_of(["Ac Kd 9h 5s 3c", "Ad Kc 9s 5h 3d"])
    with pytest.raises(TypeError):
        dm.play(deck, 2, colour="red")
    with pytest.raises(ValueError):
        dm.play(deck, 8)
    with pytest.raises(ValueError):
        dm.simulate(2, -1, 0)
    # The other twin's options left off, and "new-york" spelled the evaluator's way, are accepted.
    off = dm.play(deck, 2, wild="", qualifier=None, roll_your_own=False, high_low=False, lowball=False)
    assert off == dm.play(deck, 2)
    assert dm.play(deck, 2, four_card="new-york") == dm.play(deck, 2, four_card="new_york")


@pytest.mark.parametrize(
    "players, options",
    [
        (4, {}),
        (3, {"four_card": "new_york", "policy": "kicker"}),
        (5, {"four_card": "canadian", "roll_em": "best", "legs": 2}),
        (6, {"spanish": True, "roll_em": "worst"}),
        (4, {"spanish": True, "four_card": "canadian", "legs": 3}),
    ],
)
def test_simulate_totals_add_up(players, options):
    deals = 60
    totals = dm.simulate(players, deals, 5, **options)
    assert totals["deals"] == deals
    assert sum(totals["winner_category"].values()) == deals
    for key in ("hand_category", "before", "drawn", "wild_held"):
        assert sum(totals[key].values()) == deals * players
    assert totals["wild_held"] == Counter({0: deals * players})
    assert sum(totals["seat_shares"]) == pytest.approx(deals)
    assert 0 <= totals["ties"] <= deals and 0 <= totals["leader_won"] <= deals
    assert sum(totals["improved"].values()) <= deals * players
    assert max(totals["drawn"]) <= 4
    if "roll_em" in options:
        assert len(totals["showing_won"]) == 4 and all(0 <= n <= deals for n in totals["showing_won"])
    else:
        assert "showing_won" not in totals
    if "legs" in options:
        assert sum(n * c for n, c in totals["pot_deals"].items()) <= deals
        assert sum(totals["pot_deals"].values()) == totals["pots"]
    else:
        assert "pots" not in totals
    if options.get("four_card") is None:
        assert not {"four-straight", "four-flush"} & set(totals["hand_category"])
    if options.get("four_card") == "canadian":
        assert totals["before"]["four-flush"] > 0
    if options.get("spanish"):
        assert players < 6 or totals["reshuffled"] > 0
    assert totals == dm.simulate(players, deals, 5, **options)  # one seed, one run


def test_simulate_matches_play_over_the_same_decks():
    players, deals, seed = 6, 15, 2
    options = {"spanish": True, "four_card": "new_york", "roll_em": "best"}
    totals = dm.simulate(players, deals, seed, **options)
    expect = fcd.new_totals(players, deals)
    showing = [0] * 4
    for deck, rng in dm.shuffled_decks(seed, deals, spanish=True):
        assert sorted(deck) == sorted(full_deck(deck="spanish"))
        deal = dm.play(deck, players, rng=rng, **options)
        fcd.add_deal(expect, deal, players)
        showing = [a + b for a, b in zip(showing, deal["showing_won"])]
    expect["showing_won"] = showing
    assert totals == expect

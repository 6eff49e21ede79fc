"""Tests of the Psycho reference twin (tests/reference/psycho.py).

The draw limit, the show policies, hand-built deals for the order of the
sixth and seventh cards, the showdown, the leader lists and the reshuffle,
and the totals of simulate().
"""

import math
import random

import pytest

try:
    from tests.reference import psycho
    from tests.reference.evaluator import full_deck
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import psycho
    from reference.evaluator import full_deck


def cards(text):
    return text.split()


def stack(dealt):
    """``dealt`` on top, then every other card in the fixed deck order."""
    assert len(set(dealt)) == len(dealt)
    return list(dealt) + [c for c in full_deck() if c not in dealt]


def interleave(*seats):
    """Dealing order of per-seat hands: pass 1 round the table, pass 2, ..."""
    return [hand[i] for i in range(5) for hand in seats]


# ---------------------------------------------------------------------------
# Decisions
# ---------------------------------------------------------------------------


def test_draw_limit_keeps_the_highest_named_cards():
    hand = cards("Ac 9d 7h 4s 2c")  # the plain draw keeps the ace, names four
    assert psycho.limited_discards(hand, "draw", 3) == ["7h", "4s", "2c"]
    assert psycho.limited_discards(hand, "draw", 2) == ["4s", "2c"]
    assert psycho.limited_discards(hand, "draw", 1) == ["2c"]
    assert psycho.limited_discards(hand, "draw", 0) == []
    # Within the limit nothing changes; named cards stay in hand order.
    assert psycho.limited_discards(cards("Jc Jd 4h 4s 9c"), "draw", 1) == ["9c"]
    assert psycho.limited_discards(cards("2c 9h Kd 7s 3c"), "draw", 3) == ["2c", "7s", "3c"]
    assert psycho.limited_discards(cards("2c 9h Kd 7s 3c"), "draw", 2) == ["2c", "3c"]
    assert psycho.limited_discards(cards("7c 7d Ah 9s 2c"), "kicker", 2) == ["9s", "2c"]
    assert psycho.limited_discards(cards("7c 7d Ah 9s 2c"), "kicker", 1) == ["2c"]
    assert psycho.limited_discards(hand, "pat", 3) == []


def test_choose_shown_hides_or_shows_a_pair():
    hand = cards("Kc 4d Kh 9s 2c")
    assert psycho.choose_shown(hand, "hide") == ["4d", "9s", "2c"]
    assert psycho.choose_shown(hand, "best") == ["Kc", "Kh", "9s"]
    # Trips: "hide" shows at most one of them, the first one on equal values.
    trips = cards("Qc Qd Jh Qh 9d")
    assert psycho.choose_shown(trips, "hide") == ["Qc", "Jh", "9d"]
    assert psycho.choose_shown(trips, "best") == ["Qc", "Qd", "Qh"]
    # Equal values: the earliest position triple wins.
    assert psycho.choose_shown(cards("5c 5d 5h 5s 2c"), "best") == ["5c", "5d", "5h"]
    assert psycho.choose_shown(cards("5c 5d 5h 5s 2c"), "hide") == ["5c", "5d", "2c"]


def test_bad_arguments():
    with pytest.raises(ValueError):
        psycho.limited_discards(cards("Ac 9d 7h 4s 2c"), "greedy", 2)
    with pytest.raises(ValueError):
        psycho.limited_discards(cards("Ac 9d 7h 4s 2c"), "draw", 4)
    with pytest.raises(ValueError):
        psycho.limited_discards(cards("Ac 9d 7h 4s 2c"), "draw", -1)
    with pytest.raises(ValueError):
        psycho.choose_shown(cards("Ac 9d 7h 4s 2c"), "worst")
    with pytest.raises(ValueError):
        psycho.choose_shown(cards("Ac 9d 7h 4s"), "hide")
    deck = full_deck()
    for bad in (1, 8, True, "3"):
        with pytest.raises(ValueError):
            psycho.play(deck, bad)
    with pytest.raises(ValueError):
        psycho.play(deck, 2, policy="greedy")
    with pytest.raises(ValueError):
        psycho.play(deck, 2, show="worst")
    with pytest.raises(ValueError):
        psycho.play(deck, 2, max_draw=4)
    with pytest.raises(ValueError):
        psycho.play(deck[:13], 2)  # too short for seven cards each
    with pytest.raises(ValueError):
        psycho.play(["Ac"] + deck, 2)  # a card twice
    with pytest.raises(ValueError):
        psycho.play(["Zz"] + deck, 2)
    with pytest.raises(ValueError):
        psycho.play(deck + ["Xa"], 2)
    with pytest.raises(ValueError):
        psycho.simulate(2, -1, seed=1)
    with pytest.raises(ValueError):
        psycho.simulate(2, 1, seed=1, max_draw=5)


# ---------------------------------------------------------------------------
# Hand-built deals
# ---------------------------------------------------------------------------


def test_ace_alone_draws_only_max_draw_then_sixth_and_seventh():
    seat0 = cards("Ac 9d 7h 4s 2c")  # ace alone: names four, draws two
    seat1 = cards("9h 8d 7s 6c 5c")  # straight: pat
    deck = stack(interleave(seat0, seat1) + cards("Ad As Kh Qh Jc Qc"))
    deal = psycho.play(deck, 2)
    assert deal["drawn"] == [2, 0]
    assert deal["seats"] == [
        cards("Ac 9d 7h Ad As Kh Jc"),
        seat1 + cards("Qh Qc"),
    ]
    assert deal["before"] == ["high-card", "straight"]
    assert deal["after_draw"] == ["three-of-a-kind", "straight"]
    assert deal["hands"] == ["three-of-a-kind", "straight"]
    assert deal["improved"] == [True, False]
    assert deal["winners"] == [1] and deal["shares"] == [0.0, 1.0]
    assert deal["shown"] == [cards("Ac 9d 7h"), cards("7s 6c 5c")]
    assert deal["leader_full"] == [1, 1, 1, 1]
    assert deal["leader_show"] == [0, 0]  # A-9-7 beats 7-6-5; then A-K-9-7 beats Q-7-6-5
    assert deal["leader_won"] == [True, True, True, True]
    assert deal["show_won"] == [False, False]
    assert deal["reshuffled"] is False
    assert deal["wild_held"] == [0, 0]

    # max_draw=3: three cards drawn, the 9 kept back.
    deal3 = psycho.play(deck, 2, max_draw=3)
    assert deal3["drawn"] == [3, 0]
    assert deal3["seats"] == [cards("Ac 9d Ad As Kh Qh Qc"), seat1 + cards("Jc 2d")]  # 2d: next in deck order

    # max_draw=0: nobody draws; the stock goes straight to the sixth and seventh.
    deal0 = psycho.play(deck, 2, max_draw=0)
    assert deal0["drawn"] == [0, 0]
    assert deal0["after_draw"] == deal0["before"]
    assert deal0["seats"] == [seat0 + cards("Ad Kh"), seat1 + cards("As Qh")]


def test_sixth_up_then_seventh_down_in_seat_order():
    hands = [cards("9h 8d 7s 6c 5c"), cards("2h 7h 8h Jh Kh"), cards("Kc Kd Ks 4h 4d")]
    stock = cards("Ac Ad Ah As Qc Qd")
    deck = stack(interleave(*hands) + stock)
    deal = psycho.play(deck, 3, policy="pat", show="best")
    assert deal["drawn"] == [0, 0, 0]
    assert deal["seats"] == [hands[s] + [stock[s], stock[3 + s]] for s in range(3)]
    assert deal["shown"] == [cards("9h 8d 7s"), cards("8h Jh Kh"), cards("Kc Kd Ks")]
    # Face up after the sixth: 9-8-7 + A, 8-J-K + A, K-K-K + A.
    assert deal["leader_show"] == [2, 2]
    assert deal["hands"] == ["straight", "flush", "full-house"]
    assert deal["winners"] == [2]


def test_best_five_of_seven_at_the_showdown():
    seat0 = cards("2h 5h 9h Jh Ks")  # four hearts; the sixth card completes the flush
    seat1 = cards("Ac Ad Qs Qc 3d")  # aces up, pat under "pat"
    deck = stack(interleave(seat0, seat1) + cards("Kh 4c Kd 7s"))
    deal = psycho.play(deck, 2, policy="pat")
    assert deal["seats"] == [seat0 + cards("Kh Kd"), seat1 + cards("4c 7s")]
    # Seat 0 holds trips (K K K) and a flush: the flush plays.
    assert deal["hands"] == ["flush", "two-pair"]
    assert deal["improved"] == [True, False]
    assert deal["winners"] == [0]
    assert deal["leader_full"] == [1, 1, 0, 0]
    assert deal["leader_won"] == [False, False, True, True]


def test_leader_lists_change_hands():
    seat0 = cards("Kc Kd 8h 5s 2c")  # kings: names three, throws 5 and 2
    seat1 = cards("Qc Qd Jh 6s 3c")  # queens: throws 6 and 3
    stock = cards("4d 7c Qh 9d Kh 2d 3s Qs")
    deck = stack(interleave(seat0, seat1) + stock)
    deal = psycho.play(deck, 2)
    assert deal["drawn"] == [2, 2]
    assert deal["seats"] == [cards("Kc Kd 8h 4d 7c Kh 3s"), cards("Qc Qd Jh Qh 9d 2d Qs")]
    assert deal["after_draw"] == ["one-pair", "three-of-a-kind"]
    assert deal["hands"] == ["three-of-a-kind", "four-of-a-kind"]
    assert deal["leader_full"] == [0, 1, 0, 1]  # deal, draw, sixth (K trips), seventh (Q quads)
    assert deal["winners"] == [1]
    assert deal["leader_won"] == [False, True, False, True]
    # Hidden: 8-7-4 and Q-J-9 (the first queen); then K-8-7-4 beats Q-J-9-2.
    assert deal["shown"] == [cards("8h 4d 7c"), cards("Qc Jh 9d")]
    assert deal["leader_show"] == [1, 0]
    assert deal["show_won"] == [True, False]

    best = psycho.play(deck, 2, show="best")
    assert best["shown"] == [cards("Kc Kd 8h"), cards("Qc Qd Qh")]
    assert best["leader_show"] == [1, 0]  # Q Q Q beats K K 8; then K K K 8 beats Q Q Q 2
    assert best["seats"] == deal["seats"]


def test_tie_splits_the_pot():
    seat0 = cards("9h 8d 7s 6c 5c")
    seat1 = cards("9c 8s 7c 6d 5h")
    deck = stack(interleave(seat0, seat1) + cards("2d 3h 2s 3c"))
    deal = psycho.play(deck, 2, policy="pat")
    assert deal["winners"] == [0, 1]
    assert deal["shares"] == [0.5, 0.5]
    assert deal["leader_full"] == [0, 0, 0, 0]
    assert deal["leader_won"] == [True] * 4


HANDS7 = [
    cards("2c 4d 6h 8s Tc"),
    cards("3c 5d 7h 9s Jc"),
    cards("2d 4h 6s 8c Qd"),
    cards("3d 5h 7s 9c Kd"),
    cards("2h 4s 6c 8d Th"),
    cards("3h 5s 7c 9d Jh"),
    cards("2s 4c 6d 8h Qs"),
]


def test_reshuffle_during_the_draw_at_seven_players():
    deck = stack(interleave(*HANDS7))
    stock = deck[35:]
    throws = [psycho.limited_discards(hand, "draw", 3) for hand in HANDS7]
    assert all(len(t) == 3 for t in throws)
    deal = psycho.play(deck, 7, max_draw=3, rng=random.Random(2024))
    assert deal["reshuffled"] is True
    # Seats 0..4 take 15 cards, seat 5 the last 2, then the 18 discards so far
    # are shuffled; seat 5 takes one, seat 6 three, then 7 sixth and 7 seventh cards.
    pile = [card for t in throws[:6] for card in t]
    random.Random(2024).shuffle(pile)
    kept = [[c for c in hand if c not in t] for hand, t in zip(HANDS7, throws)]
    drawn = [stock[3 * s : 3 * s + 3] for s in range(5)] + [stock[15:17] + pile[:1], pile[1:4]]
    expected = [kept[s] + drawn[s] + [pile[4 + s], pile[11 + s]] for s in range(7)]
    assert deal["seats"] == expected
    assert len({c for hand in deal["seats"] for c in hand}) == 49
    with pytest.raises(ValueError):
        psycho.play(deck, 7, max_draw=3)  # a reshuffle without rng


def test_reshuffle_for_the_sixth_card():
    deck = stack(interleave(*HANDS7))
    stock = deck[35:]
    throws = [psycho.limited_discards(hand, "draw", 2) for hand in HANDS7]
    assert throws[0] == ["2c", "4d"]  # 6h kept back, the highest named card
    deal = psycho.play(deck, 7, rng=random.Random(7))
    assert deal["drawn"] == [2] * 7 and deal["reshuffled"] is True
    pile = [card for t in throws for card in t]
    random.Random(7).shuffle(pile)
    kept = [[c for c in hand if c not in t] for hand, t in zip(HANDS7, throws)]
    sixth = stock[14:17] + pile[:4]
    expected = [kept[s] + stock[2 * s : 2 * s + 2] + [sixth[s], pile[4 + s]] for s in range(7)]
    assert deal["seats"] == expected


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def test_simulate_totals_add_up():
    deals, players = 300, 4
    totals = psycho.simulate(players, deals, seed=5)
    assert totals["deals"] == deals
    assert math.isclose(sum(totals["seat_shares"]), deals)
    assert sum(totals["winner_category"].values()) == deals
    assert sum(totals["hand_category"].values()) == players * deals
    assert sum(totals["before"].values()) == players * deals
    assert sum(totals["drawn"].values()) == players * deals
    assert set(totals["drawn"]) <= {0, 1, 2}
    assert totals["wild_held"] == {0: players * deals}
    assert totals["leader_won"][3] == deals  # the final leader always wins
    assert all(0 <= n <= deals for n in totals["leader_won"] + totals["show_won"])
    assert 0 <= totals["ties"] <= deals
    for category, n in totals["improved"].items():
        assert n <= totals["before"][category]
    assert totals["reshuffled"] == 0  # four seats never run the stock dry
    assert totals == psycho.simulate(players, deals, seed=5)  # deterministic

    none = psycho.simulate(3, 100, seed=9, max_draw=0, show="best")
    assert none["drawn"] == {0: 300}
    seven = psycho.simulate(7, 100, seed=3, max_draw=3, policy="kicker")
    assert seven["reshuffled"] > 0
    assert math.isclose(sum(seven["seat_shares"]), 100)

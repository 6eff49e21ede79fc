"""Tests of the Screw Your Neighbor reference twin (tests/reference/screw_your_neighbor.py) on
hand-built card streams."""

import math
import random
from collections import Counter

import pytest

from tests.reference import screw_your_neighbor as syn
from tests.reference.screw_your_neighbor import (
    DECK,
    LIVES,
    MAX_ROUNDS,
    play,
    shuffled_stream,
    simulate,
)


def _perm(*head):
    """A 52-card ordering: the cards ``head`` on top, then the rest of the deck in DECK order."""
    assert len(set(head)) == len(head)
    return list(head) + [card for card in DECK if card not in head]


def _exact(*heads):
    """A stream of exactly one ordering per head: the game must end inside it."""
    return [_perm(*head) for head in heads]


def _stream(*heads, seed=0):
    """The orderings ``heads`` first, then shuffled orderings enough for any game."""
    rng = random.Random(seed)
    return _exact(*heads) + [rng.sample(DECK, 52) for _ in range(MAX_ROUNDS)]


def _first(head, players, **options):
    """The first round played from ``head`` (later rounds come from shuffled orderings)."""
    return play(_stream(head), players, **options)["rounds"][0]


# ---------------------------------------------------------------------------
# Card values
# ---------------------------------------------------------------------------


def test_rule_constants():
    assert LIVES == 3 and MAX_ROUNDS == 200
    assert syn.THRESHOLDS == {"standard": (syn.STANDARD_BASE, 6), "cautious": (8, 6),
                              "never": (None, None), "eager": (6, 8)}
    assert syn.STANDARD_BASE == {2: 6, 3: 6, 4: 7, 5: 7, 6: 8, 7: 8, 8: 9, 9: 9, 10: 9}


def test_card_values():
    assert [syn.card_value(rank + "s") for rank in "A23456789TJQK"] == list(range(1, 14))
    assert syn.is_king("Kd") and not syn.is_king("Ad")


# ---------------------------------------------------------------------------
# The base game: kings at the deal, swaps, the dealer's cut, the showdown
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "head, losers",
    [
        (("Kc", "9d", "Qh"), [2]),  # seat 0 safe behind a king; 9 and Q would otherwise trade
        (("9c", "Td", "Ks"), [1]),  # the dealer's king: nobody trades, the ten loses
        (("Qc", "Kd", "Jh"), [0]),
        (("Kc", "9d", "9h"), [1, 2]),  # a tie under a king
        (("Kc", "Kd", "Ah"), [2]),  # the only non-king card loses, even an ace
    ],
)
def test_king_at_the_deal_stops_all_trading(head, losers):
    rnd = _first(head + ("2s",), 3)
    assert rnd["order"] == [0, 1, 2] and rnd["dealer"] == 2
    assert rnd["dealt"] == {0: head[0], 1: head[1], 2: head[2]}
    assert rnd["king_round"]
    assert rnd["swaps"] == 0 and rnd["blocked"] == 0 and not rnd["cut"]
    assert rnd["final"] == rnd["dealt"]
    assert rnd["losers"] == losers


def test_a_swapped_card_travels_on_to_the_dealer_who_cuts_it():
    # Seat 0's nine goes to seat 1, who now holds it and passes it to the dealer, who cuts a three.
    rnd = _first(("9c", "2d", "5h", "3s"), 3)
    assert not rnd["king_round"]
    assert rnd["swaps"] == 2 and rnd["cut"]
    assert rnd["final"] == {0: "2d", 1: "5h", 2: "3s"}
    assert rnd["losers"] == [1]


def test_the_neighbour_must_take_the_swap():
    # Only seat 0 trades (hero_swap under "never"): seat 1 had the safest card and must take the nine.
    rnd = _first(("9c", "2d", "5h", "3s"), 3, policy="never", hero_swap=8)
    assert rnd["swaps"] == 1 and not rnd["cut"]
    assert rnd["final"] == {0: "2d", 1: "9c", 2: "5h"}
    assert rnd["losers"] == [1]


def test_the_dealer_can_be_the_neighbour():
    rnd = _first(("Jc", "2d", "4h"), 2)
    assert rnd["order"] == [0, 1]
    assert rnd["swaps"] == 1 and rnd["cut"]
    assert rnd["final"] == {0: "2d", 1: "4h"}
    assert rnd["losers"] == [1]


def test_the_card_after_the_deal_is_the_dealers_new_card_whatever_the_table_size():
    # Ten seats: the deal takes 10 cards, the cut takes the 11th.
    head = ("2c", "2d", "2h", "2s", "3c", "3d", "3h", "3s", "4c", "Td", "5c")
    rnd = _first(head, 10)
    assert rnd["order"] == list(range(10)) and rnd["dealer"] == 9
    assert rnd["swaps"] == 0 and rnd["cut"]
    assert rnd["final"][9] == "5c"
    assert rnd["losers"] == [9]


@pytest.mark.parametrize(
    "head, cut, dealer_card, losers",
    [
        (("3c", "Jd", "Ks"), True, "Ks", [0]),  # the cut brings a king: the dealer is safe
        (("3c", "Jd", "Qs"), True, "Qs", [1]),  # the cut makes it worse
        (("3c", "Jd", "2s"), True, "2s", [0]),
        (("5c", "9d", "5s"), True, "5s", [0, 1]),  # the cut makes a tie
        (("3c", "5d", "Ks"), False, "5d", [1]),  # two players in: a five is kept
        (("3c", "6d", "As"), True, "As", [0]),  # ... and a six is cut
    ],
)
def test_the_dealers_cut(head, cut, dealer_card, losers):
    rnd = _first(head, 2)
    assert rnd["swaps"] == 0
    assert not rnd["king_round"]
    assert rnd["cut"] == cut
    assert rnd["final"] == {0: head[0], 1: dealer_card}
    assert rnd["losers"] == losers


@pytest.mark.parametrize(
    "head, losers",
    [
        (("5c", "5d", "3h", "5s"), [0, 1, 3]),
        (("7c", "7d", "7h", "7s"), [0, 1, 2, 3]),
        (("2c", "6d", "3h", "6s"), [1, 3]),
    ],
)
def test_ties_lose_together(head, losers):
    rnd = _first(head, 4, policy="never")
    assert rnd["final"] == rnd["dealt"]
    assert rnd["losers"] == losers


# ---------------------------------------------------------------------------
# Lives, the deal, the end of the game
# ---------------------------------------------------------------------------


def test_elimination_and_dead_seats_skipped():
    stream = _exact(
        ("Qc", "2c", "3c"),  # dealer 2, order 0 1 2: seat 0 loses
        ("2c", "3c", "Qc"),  # dealer 0, order 1 2 0: seat 0 loses
        ("2c", "3c", "Qc"),  # dealer 1, order 2 0 1: seat 1 loses
        ("Qc", "2c", "3c"),  # dealer 2, order 0 1 2: seat 0 loses its last life
        ("2c", "Qc"),  # dealer 1 (seat 0, on the dealer's left, is out), order 2 1: seat 1 loses
        ("Qc", "2c"),  # dealer 2, order 1 2: seat 1 loses its last life
    )
    game = play(stream, 3, policy="never")
    rounds = game["rounds"]
    assert [r["dealer"] for r in rounds] == [2, 0, 1, 2, 1, 2]
    assert [r["order"] for r in rounds] == [[0, 1, 2], [1, 2, 0], [2, 0, 1], [0, 1, 2], [2, 1], [1, 2]]
    assert [r["losers"] for r in rounds] == [[0], [0], [1], [0], [1], [1]]
    assert rounds[4]["dealt"] == {2: "2c", 1: "Qc"}
    assert game["winner"] == 2 and not game["carried"] and not game["capped"]
    assert game["lives"] == [0, 0, 3]
    assert game["n_rounds"] == 6


def test_a_dead_seat_is_no_neighbour():
    # Seat 1 dies in three king rounds; then seat 0 (hero, swaps anything) swaps with seat 2.
    stream = _stream(
        ("Kc", "Qd", "2h"),  # dealer 2, order 0 1 2
        ("Qd", "2h", "Kc"),  # dealer 0, order 1 2 0
        ("2h", "Kc", "Qd"),  # dealer 1, order 2 0 1
        ("5c", "3d", "4h"),  # dealer 2, order 0 2
    )
    game = play(stream, 3, policy="never", hero_swap=1)
    rounds = game["rounds"]
    assert [r["losers"] for r in rounds[:3]] == [[1], [1], [1]]
    assert all(r["king_round"] for r in rounds[:3])
    rnd = rounds[3]
    assert rnd["dealer"] == 2 and rnd["order"] == [0, 2]
    assert rnd["swaps"] == 1 and not rnd["cut"]
    assert rnd["final"] == {0: "3d", 2: "5c"}
    assert rnd["losers"] == [2]


def test_the_deal_passes_over_a_dead_dealer_and_his_dead_left_hand_seat():
    stream = _exact(
        ("Qc", "2c", "3c", "Qd"),  # dealer 3, order 0 1 2 3: seats 0 and 3 lose
        ("2c", "3c", "Qc", "Qd"),  # dealer 0, order 1 2 3 0: seats 3 and 0 lose
        ("2c", "3c", "4c", "Qc"),  # dealer 1, order 2 3 0 1: seat 1 loses
        ("2c", "3c", "Qc", "4c"),  # dealer 2, order 3 0 1 2: seat 1 loses
        ("Qc", "2c", "3c", "Qd"),  # dealer 3, order 0 1 2 3: seats 0 and 3 (the dealer) die
        ("2c", "Qc"),  # dealer 1, order 2 1: seat 1 dies
    )
    game = play(stream, 4, policy="never")
    rounds = game["rounds"]
    assert [r["dealer"] for r in rounds] == [3, 0, 1, 2, 3, 1]
    assert rounds[3]["order"] == [3, 0, 1, 2]
    assert rounds[5]["order"] == [2, 1]
    assert [r["losers"] for r in rounds] == [[0, 3], [0, 3], [1], [1], [0, 3], [1]]
    assert game["winner"] == 2 and game["lives"] == [0, 0, 3, 0] and game["n_rounds"] == 6


def test_a_living_dealer_passes_the_deal_to_his_left_each_round():
    game = play(shuffled_stream(random.Random(4)), 5, policy="never")
    lives = [LIVES] * 5
    dealer = 4
    for rnd in game["rounds"]:
        assert rnd["dealer"] == dealer
        living = [seat for seat in range(5) if lives[seat] > 0]
        assert sorted(rnd["order"]) == living
        start = rnd["order"][0]
        assert [(start + i) % 5 for i in range(5) if lives[(start + i) % 5] > 0] == rnd["order"]
        for seat in rnd["losers"]:
            lives[seat] -= 1
        dealer = next(s for s in [(dealer + i) % 5 for i in range(1, 6)] if lives[s] > 0)
    assert lives == game["lives"]


def test_the_pot_carries_when_the_last_players_die_together():
    game = play(_exact(("5c", "5d"), ("5h", "5s"), ("9c", "9d")), 2, policy="never")
    assert [r["losers"] for r in game["rounds"]] == [[0, 1]] * 3
    assert game["lives"] == [0, 0] and game["n_rounds"] == 3
    assert game["winner"] is None and game["carried"] and not game["capped"]

    # Three seats: seat 2 dies first; seats 0 and 1 then lose their last lives together.
    stream = _exact(
        ("5c", "5d", "Qh"),  # dealer 2, order 0 1 2: seat 2 loses
        ("5c", "Qh", "5d"),  # dealer 0, order 1 2 0: seat 2 loses
        ("Qh", "5c", "5d"),  # dealer 1, order 2 0 1: seat 2 dies
        ("9c", "9d"),  # dealer 0 (skipping dead 2), order 1 0: both lose
        ("9c", "9d"),
        ("9c", "9d"),
    )
    game = play(stream, 3, policy="never")
    assert [r["dealer"] for r in game["rounds"]] == [2, 0, 1, 0, 1, 0]
    assert game["rounds"][3]["order"] == [1, 0]
    assert game["lives"] == [0, 0, 0] and game["n_rounds"] == 6
    assert game["winner"] is None and game["carried"] and not game["capped"]


def test_the_game_ends_when_one_seat_is_left():
    # Seat 1 loses three times; stream[3] is never asked for.
    game = play(_exact(("2c", "9d"), ("9c", "2d"), ("2h", "9h")) + ["not a deck"], 2, policy="never")
    assert game["winner"] == 0 and game["lives"] == [3, 0] and game["n_rounds"] == 3
    assert not game["carried"] and not game["capped"]


def test_every_card_a_king_base_game_is_capped():
    stream = [_perm("Kc", "Kd", "Kh", "Ks")] * MAX_ROUNDS  # exactly MAX_ROUNDS orderings suffice
    game = play(stream, 4)
    assert game["n_rounds"] == MAX_ROUNDS
    assert all(r["king_round"] and r["losers"] == [] and not r["cut"] for r in game["rounds"])
    assert game["lives"] == [LIVES] * 4
    assert game["capped"] and game["carried"] and game["winner"] is None
    with pytest.raises(ValueError):
        play(stream[:-1], 4)


def test_every_card_a_king_chase_the_ace_all_lose():
    game = play(_exact(*[("Kc", "Kd", "Kh", "Ks")] * 3), 4, chase_the_ace=True)
    for rnd in game["rounds"]:
        assert not rnd["king_round"]
        assert rnd["swaps"] == 0 and rnd["blocked"] == 0 and not rnd["cut"]
        assert rnd["losers"] == [0, 1, 2, 3]
    assert game["lives"] == [0] * 4 and game["carried"] and not game["capped"] and game["n_rounds"] == 3


def test_two_kings_every_round_is_capped():
    # Two seats always dealt kings never lose a life; the 200th round is the last.
    game = play(_exact(*[("Kc", "Kd")] * MAX_ROUNDS), 2, policy="eager")
    assert game["n_rounds"] == MAX_ROUNDS and game["capped"] and game["carried"]
    assert [r["dealer"] for r in game["rounds"][:4]] == [1, 0, 1, 0]


# ---------------------------------------------------------------------------
# Chase the ace
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "head, losers",
    [
        (("Ac", "2d"), [0]),
        (("2c", "Ad"), [1]),
        (("Kc", "Qd"), [1]),  # kings count 13
        (("Ac", "Kd"), [0]),
        (("Kc", "Kd"), [0, 1]),
        (("4c", "4d"), [0, 1]),
    ],
)
def test_chase_low_card_loses(head, losers):
    rnd = _first(head, 2, policy="never", chase_the_ace=True)
    assert not rnd["king_round"] and rnd["final"] == rnd["dealt"]
    assert rnd["losers"] == losers


def test_chase_a_dealt_king_does_not_stop_trading():
    rnd = _first(("Kc", "2d", "9h", "7s"), 3, chase_the_ace=True)
    assert not rnd["king_round"]
    assert rnd["swaps"] == 1 and rnd["blocked"] == 0 and rnd["cut"]
    assert rnd["final"] == {0: "Kc", 1: "9h", 2: "7s"}
    assert rnd["losers"] == [2]


def test_chase_a_swap_blocked_by_a_king():
    rnd = _first(("3c", "Kd", "8h", "2s"), 3, chase_the_ace=True)
    assert rnd["swaps"] == 0 and rnd["blocked"] == 1 and not rnd["cut"]
    assert rnd["final"] == rnd["dealt"]
    assert rnd["losers"] == [0]


def test_chase_a_swap_blocked_by_the_dealers_king():
    rnd = _first(("4c", "Kd", "Ah"), 2, chase_the_ace=True)
    assert rnd["swaps"] == 0 and rnd["blocked"] == 1 and not rnd["cut"]
    assert rnd["final"] == {0: "4c", 1: "Kd"}
    assert rnd["losers"] == [0]


def test_chase_blocks_and_swaps_in_one_round():
    # Seat 0 (2) swaps with seat 1 (9); seat 1 now holds the 2 and is blocked by seat 2's king;
    # seat 2 keeps its king; the dealer (3) replaces it with a jack.
    rnd = _first(("2c", "9d", "Kh", "3s", "Jc"), 4, chase_the_ace=True)
    assert rnd["swaps"] == 1 and rnd["blocked"] == 1 and rnd["cut"]
    assert rnd["final"] == {0: "9d", 1: "2c", 2: "Kh", 3: "Jc"}
    assert rnd["losers"] == [1]


@pytest.mark.parametrize(
    "head, cut, dealer_card, losers",
    [
        (("9c", "4d", "Ks"), True, "Ks", [0]),  # the dealer replaces his four with a king
        (("9c", "4d", "As"), True, "As", [1]),  # ... or with an ace
        (("9c", "6d", "9s"), True, "9s", [0, 1]),
        (("9c", "7d", "As"), False, "7d", [1]),  # a seven is kept
        (("9c", "Kd", "As"), False, "Kd", [0]),  # a king is kept
    ],
)
def test_chase_the_dealer_replaces_his_card(head, cut, dealer_card, losers):
    rnd = _first(head, 2, chase_the_ace=True)
    assert rnd["swaps"] == 0 and rnd["blocked"] == 0
    assert rnd["cut"] == cut
    assert rnd["final"] == {0: head[0], 1: dealer_card}
    assert rnd["losers"] == losers


# ---------------------------------------------------------------------------
# Policies and hero_swap
# ---------------------------------------------------------------------------


_DECISIONS = [
    # (policy, chase_the_ace, card, trades), two players in
    ("standard", False, "6c", True),
    ("standard", False, "5c", False),
    ("standard", False, "Qc", True),
    ("standard", False, "Ac", False),
    ("cautious", False, "8c", True),
    ("cautious", False, "7c", False),
    ("cautious", True, "6c", True),
    ("cautious", True, "7c", False),
    ("eager", False, "6c", True),
    ("eager", False, "5c", False),
    ("never", False, "Qc", False),
    ("standard", True, "6c", True),
    ("standard", True, "7c", False),
    ("standard", True, "Ac", True),
    ("eager", True, "8c", True),
    ("eager", True, "9c", False),
    ("never", True, "Ac", False),
]


@pytest.mark.parametrize("policy, chase, card, trades", _DECISIONS)
def test_policy_thresholds_for_a_swap(policy, chase, card, trades):
    safe = ("Qd", "Jh") if chase else ("2d", "3h")
    rnd = _first((card,) + safe, 2, policy=policy, chase_the_ace=chase)
    assert rnd["swaps"] == int(trades)
    assert rnd["final"][0] == (safe[0] if trades else card)


@pytest.mark.parametrize("policy, chase, card, trades", _DECISIONS)
def test_policy_thresholds_for_the_dealer(policy, chase, card, trades):
    safe = ("Qd", "Jh") if chase else ("2d", "3h")
    rnd = _first((safe[0], card, safe[1]), 2, policy=policy, chase_the_ace=chase)
    assert rnd["swaps"] == 0
    assert rnd["cut"] == trades
    assert rnd["final"][1] == (safe[1] if trades else card)


def test_policies_differ_on_one_deal():
    head = ("7c", "6d", "2h", "3s")
    assert _first(head, 3, policy="never")["final"] == {0: "7c", 1: "6d", 2: "2h"}
    assert _first(head, 3, policy="cautious")["final"] == {0: "7c", 1: "6d", 2: "2h"}
    # Eager, and standard with three in: 7 goes to seat 1, who passes it on to the dealer, who
    # cuts a three.
    for policy in ("eager", "standard"):
        rnd = _first(head, 3, policy=policy)
        assert rnd["final"] == {0: "6d", 1: "2h", 2: "3s"} and rnd["swaps"] == 2 and rnd["cut"]
        assert rnd["losers"] == [0]


@pytest.mark.parametrize("players, card, trades", [
    (2, "6c", True), (3, "6c", True), (3, "5c", False), (4, "7c", True), (5, "6c", False),
    (6, "8c", True), (7, "7c", False), (8, "9c", True), (10, "8c", False), (10, "9c", True)])
def test_standard_mark_rises_with_the_players_in(players, card, trades):
    safe = ("2d", "3h", "4s", "2c", "3d", "4h", "2s", "3c", "4d", "Ac")
    rnd = _first((card,) + safe[:players], players)
    assert (rnd["swaps"] > 0) == trades  # a swapped card goes on round the table


def test_hero_swap_only_changes_seat_0():
    head = ("5c", "2d", "6h", "3s")
    plain = _first(head, 3, policy="cautious")
    assert plain["swaps"] == 0 and plain["losers"] == [2]
    hero = _first(head, 3, policy="cautious", hero_swap=5)
    assert hero["swaps"] == 1 and not hero["cut"]
    assert hero["final"] == {0: "2d", 1: "5c", 2: "6h"}
    # Seat 1 holds a 5 with T = 8: it keeps, though seat 0 would swap it.
    rnd = _first(("2c", "5d", "6h", "3s"), 3, policy="cautious", hero_swap=5)
    assert rnd["swaps"] == 0 and rnd["final"] == rnd["dealt"]


def test_hero_swap_as_dealer():
    # Round 1 of a two-seat game is dealt by seat 0: with hero_swap=12 it cuts a queen.
    head0 = ("Qc", "2d")  # round 0: seat 0 swaps its queen to the dealer, who keeps it
    head1 = ("6c", "Qd", "2h")  # round 1: dealer 0
    game = play(_stream(head0, head1), 2, policy="never", hero_swap=12)
    r0, r1 = game["rounds"][:2]
    assert r0["swaps"] == 1 and not r0["cut"] and r0["losers"] == [1]
    assert r1["dealer"] == 0 and r1["order"] == [1, 0]
    assert r1["cut"] and r1["final"] == {1: "6c", 0: "2h"} and r1["losers"] == [1]
    plain = play(_stream(head0, head1), 2, policy="never")["rounds"][1]
    assert not plain["cut"] and plain["losers"] == [0]
    # hero_swap=12 does not swap a jack.
    assert _first(("Jc", "2d"), 2, policy="never", hero_swap=12)["swaps"] == 0


def test_hero_swap_in_chase_the_ace():
    assert _first(("3c", "9d"), 2, policy="never", chase_the_ace=True, hero_swap=2)["swaps"] == 0
    assert _first(("2c", "9d"), 2, policy="never", chase_the_ace=True, hero_swap=2)["swaps"] == 1
    assert _first(("7c", "9d"), 2, chase_the_ace=True, hero_swap=7)["swaps"] == 1
    assert _first(("7c", "9d"), 2, chase_the_ace=True)["swaps"] == 0
    # A king is never offered, even with hero_swap=12.
    rnd = _first(("Kc", "9d"), 2, chase_the_ace=True, hero_swap=12)
    assert rnd["swaps"] == 0 and rnd["blocked"] == 0


# ---------------------------------------------------------------------------
# The stream and the checks
# ---------------------------------------------------------------------------


def test_round_k_uses_stream_k_only():
    stream = [random.Random(k).sample(DECK, 52) for k in range(MAX_ROUNDS)]
    for players, chase in ((3, False), (6, True), (10, False)):
        game = play(stream, players, policy="eager", chase_the_ace=chase)
        for k, rnd in enumerate(game["rounds"]):
            n = len(rnd["order"])
            assert list(rnd["dealt"]) == rnd["order"]
            assert [rnd["dealt"][seat] for seat in rnd["order"]] == stream[k][:n]
            kept = Counter(rnd["dealt"].values())
            if rnd["cut"]:
                kept[rnd["final"][rnd["dealer"]]] += 1
                assert rnd["final"][rnd["dealer"]] == stream[k][n]
            assert sum(kept.values()) == n + rnd["cut"]
            final = Counter(rnd["final"].values())
            assert not final - kept  # every final card was dealt or cut to


def test_stream_running_out_is_an_error():
    with pytest.raises(ValueError):
        play(_exact(("5c", "5d"), ("5h", "5s")), 2, policy="never")
    with pytest.raises(ValueError):
        play([], 2)


def test_shuffled_stream_is_lazy_and_stable():
    rng = random.Random(9)
    stream = shuffled_stream(rng)
    third = stream[2]
    check = random.Random(9)
    first = [check.sample(DECK, 52) for _ in range(3)]
    assert third == first[2]
    assert [stream[k] for k in range(3)] == first
    assert stream[1] is stream[1]
    assert rng.random() == check.random()
    with pytest.raises(IndexError):
        stream[-1]


@pytest.mark.parametrize("players", [1, 11, 0, True, 2.0, "3", None])
def test_players_refused(players):
    with pytest.raises(ValueError):
        play([list(DECK)], players)


def test_policy_names_refused():
    with pytest.raises(ValueError, match="standard, cautious, never, eager"):
        play([list(DECK)], 2, policy="timid")
    with pytest.raises(ValueError):
        simulate(2, 1, 0, policy="always")


@pytest.mark.parametrize("hero_swap", [-1, 13, True, 1.5, "3", None])
def test_hero_swap_refused(hero_swap):
    with pytest.raises(ValueError):
        play([list(DECK)], 2, hero_swap=hero_swap)
    with pytest.raises(ValueError):
        simulate(2, 1, 0, hero_swap=hero_swap)


@pytest.mark.parametrize(
    "perm",
    [
        list(DECK)[:51],
        list(DECK) + ["2c"],
        list(DECK)[:51] + ["2c"],
        list(DECK)[:51] + ["1s"],
        list(DECK)[:51] + ["as"],
    ],
)
def test_bad_permutations_refused(perm):
    with pytest.raises(ValueError):
        play([perm], 2)
    with pytest.raises(ValueError):  # a bad ordering met in round 1
        play([_perm("2c", "3c"), perm], 2)


# ---------------------------------------------------------------------------
# Many games
# ---------------------------------------------------------------------------


def _check_totals(totals, players, games, chase):
    assert totals["games"] == games
    assert len(totals["wins"]) == players and len(totals["lives_lost"]) == players
    assert sum(totals["wins"]) + totals["carried"] == games
    assert 0 <= totals["capped"] <= totals["carried"]
    assert sum(totals["rounds"].values()) == games
    assert all(1 <= n <= MAX_ROUNDS for n in totals["rounds"])
    assert all(0 <= lost <= LIVES * games for lost in totals["lives_lost"])
    # A winner keeps >= 1 life; every other seat of a finished game loses all LIVES.
    finished = games - totals["capped"]
    assert sum(totals["lives_lost"]) <= LIVES * players * games
    assert sum(totals["lives_lost"]) >= LIVES * (players - 1) * finished
    if chase:
        assert totals["king_rounds"] == 0
    else:
        assert totals["blocked"] == 0


@pytest.mark.parametrize(
    "players, options",
    [
        (4, {}),
        (3, {"policy": "eager"}),
        (5, {"policy": "never"}),
        (4, {"chase_the_ace": True}),
        (6, {"chase_the_ace": True, "policy": "eager"}),
        (2, {"hero_swap": 10}),
    ],
)
def test_simulate_totals_add_up(players, options):
    totals = simulate(players, 60, seed=1, **options)
    chase = options.get("chase_the_ace", False)
    _check_totals(totals, players, 60, chase)
    if options.get("policy") == "never":
        assert totals["swaps"] == totals["cuts"] == totals["blocked"] == 0
    else:
        assert totals["swaps"] > 0 and totals["cuts"] > 0
    if chase:
        assert totals["blocked"] > 0
    else:
        assert totals["king_rounds"] > 0
    assert totals == simulate(players, 60, seed=1, **options)
    assert totals != simulate(players, 60, seed=2, **options)


def test_simulate_is_play_over_one_rng():
    rng = random.Random(6)
    games = [play(shuffled_stream(rng), 5, policy="eager", hero_swap=9) for _ in range(40)]
    totals = simulate(5, 40, seed=6, policy="eager", hero_swap=9)
    assert totals["rounds"] == Counter(g["n_rounds"] for g in games)
    assert totals["wins"] == [sum(g["winner"] == s for g in games) for s in range(5)]
    assert totals["carried"] == sum(g["carried"] for g in games)
    assert totals["capped"] == sum(g["capped"] for g in games)
    assert totals["swaps"] == sum(r["swaps"] for g in games for r in g["rounds"])
    assert totals["cuts"] == sum(r["cut"] for g in games for r in g["rounds"])
    assert totals["king_rounds"] == sum(r["king_round"] for g in games for r in g["rounds"])
    assert totals["lives_lost"] == [LIVES * 40 - sum(g["lives"][s] for g in games) for s in range(5)]
    assert simulate(5, 0, seed=6)["rounds"] == Counter()


def test_round_invariants_on_random_games():
    rng = random.Random(8)
    for players in (2, 5, 10):
        for chase in (False, True):
            for policy in ("standard", "eager", "never"):
                game = play(shuffled_stream(rng), players, policy=policy, chase_the_ace=chase)
                lives = [LIVES] * players
                for rnd in game["rounds"]:
                    assert rnd["order"][-1] == rnd["dealer"]
                    assert set(rnd["order"]) == {s for s in range(players) if lives[s] > 0}
                    dealt = list(rnd["dealt"].values())
                    assert rnd["king_round"] == (not chase and any(c[0] == "K" for c in dealt))
                    if rnd["king_round"] or policy == "never":
                        assert rnd["final"] == rnd["dealt"] and rnd["swaps"] == 0 and not rnd["cut"]
                    if not chase:
                        assert rnd["blocked"] == 0
                    assert rnd["swaps"] + rnd["blocked"] <= len(rnd["order"]) - 1
                    values = {s: syn.card_value(c) for s, c in rnd["final"].items()}
                    if chase:
                        low = min(values.values())
                        assert rnd["losers"] == sorted(s for s, v in values.items() if v == low)
                    else:
                        open_values = [v for v in values.values() if v != 13]
                        high = max(open_values, default=None)
                        assert rnd["losers"] == sorted(s for s, v in values.items() if v != 13 and v == high)
                    for seat in rnd["losers"]:
                        lives[seat] -= 1
                assert lives == game["lives"]
                living = [s for s in range(players) if lives[s] > 0]
                if game["capped"]:
                    assert game["n_rounds"] == MAX_ROUNDS and len(living) >= 2
                elif game["winner"] is None:
                    assert living == []
                else:
                    assert living == [game["winner"]]


def test_king_round_rate_under_never():
    # Two seats: a king round when either of two cards is a king, 1 - (48/52)(47/51).
    totals = simulate(2, 400, seed=3, policy="never")
    rounds = sum(n * count for n, count in totals["rounds"].items())
    q = 1 - (48 / 52) * (47 / 51)
    rate = totals["king_rounds"] / rounds
    assert abs(rate - q) <= 4 * math.sqrt(q * (1 - q) / rounds), (rate, q, rounds)

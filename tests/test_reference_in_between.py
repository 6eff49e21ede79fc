"""Tests of the In Between reference twin (tests/reference/in_between.py) on hand-built card streams."""

import math
import random

import pytest

from tests.reference import in_between
from tests.reference.in_between import (
    ANTE,
    DECK,
    MAX_TURNS,
    MIN_BET,
    play,
    shuffled_stream,
    simulate,
)


def _perm(*head):
    """A 52-card ordering: the cards ``head`` on top, then the rest of the deck in DECK order."""
    assert len(set(head)) == len(head)
    return list(head) + [card for card in DECK if card not in head]


def _turns(*triples):
    """A one-ordering stream whose first turns are ``triples`` (first post, second post, third)."""
    return [_perm(*[card for triple in triples for card in triple])]


def _one(triple, players=2, **options):
    """The single turn played from ``triple``."""
    game = play(_turns(triple), players, max_turns=1, **options)
    assert game["length"] == 1
    return game["turns"][0]


# ---------------------------------------------------------------------------
# Ace calls
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "posts, options, values, spread",
    [
        # First post an ace: called before the second post.
        (("As", "9c"), {}, [1, 9], 7),
        (("As", "9c"), {"ace": "high"}, [14, 9], 4),
        (("As", "9c"), {"fixed_aces": True}, [1, 9], 7),
        (("As", "9c"), {"ace": "high", "fixed_aces": True}, [1, 9], 7),
        # Second post an ace: the call leaving more ranks between.
        (("7c", "Ad"), {}, [7, 14], 6),
        (("7c", "Ad"), {"ace": "high"}, [7, 14], 6),
        (("8c", "Ad"), {}, [8, 1], 6),
        (("8c", "Ad"), {"ace": "high"}, [8, 1], 6),
        (("2c", "Ad"), {}, [2, 14], 11),
        (("Kc", "Ad"), {}, [13, 1], 11),
        (("As", "Ad"), {}, [1, 14], 12),
        (("As", "Ad"), {"ace": "high"}, [14, 1], 12),
        # Fixed aces: first low, second high, whatever leaves more between.
        (("Kc", "Ad"), {"fixed_aces": True}, [13, 14], 0),
        (("8c", "Ad"), {"fixed_aces": True}, [8, 14], 5),
        (("As", "Ad"), {"fixed_aces": True, "ace": "high"}, [1, 14], 12),
        # No ace: plain values, pairs.
        (("5c", "Jd"), {}, [5, 11], 5),
        (("Kc", "2d"), {}, [13, 2], 10),
        (("6c", "7d"), {}, [6, 7], 0),
        (("9c", "9d"), {}, [9, 9], "pair"),
    ],
)
def test_post_values_and_spread(posts, options, values, spread):
    turn = _one(posts + ("3h",), **options)
    assert turn["posts"] == list(posts)
    assert turn["values"] == values
    assert turn["spread"] == spread


# ---------------------------------------------------------------------------
# Bet policies (two seats: pot 20, first-round limit 10)
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "bet, double, posts, expected",
    [
        ("standard", False, ("2c", "Tc"), 10),  # spread 7
        ("standard", False, ("2c", "9c"), 1),  # spread 6
        ("standard", False, ("As", "Ad"), 10),  # spread 12
        ("standard", True, ("2c", "Tc"), 1),  # spread 7 with post_pays_double
        ("standard", True, ("2c", "Jc"), 10),  # spread 8 with post_pays_double
        ("standard", False, ("9c", "9d"), 1),  # pair
        ("minimum", False, ("As", "Ad"), 1),
        ("minimum", False, ("2c", "Kc"), 1),
        ("minimum", True, ("2c", "Kc"), 1),
        ("bold", False, ("2c", "9c"), 10),  # spread 6
        ("bold", True, ("2c", "9c"), 10),  # post_pays_double leaves bold alone
        ("bold", False, ("2c", "8c"), 1),  # spread 5
        ("bold", False, ("Qc", "Qd"), 1),  # pair
    ],
)
def test_bet_policies(bet, double, posts, expected):
    turn = _one(posts + ("5h",), bet=bet, post_pays_double=double)
    assert turn["limit"] == 10
    assert turn["bet"] == expected


def test_first_round_half_pot_then_whole_pot_and_the_end_at_zero():
    # Three seats, pot 30; every turn spread 7 and between.
    stream = _turns(("2c", "Tc", "5c"), ("2d", "Td", "5d"), ("2h", "Th", "5h"), ("2s", "Ts", "5s"))
    game = play(stream, 3)
    turns = game["turns"]
    assert [t["seat"] for t in turns] == [0, 1, 2, 0]
    assert [t["limit"] for t in turns] == [15, 7, 4, 4]  # 30//2, 15//2, 8//2, then the whole pot
    assert [t["bet"] for t in turns] == [15, 7, 4, 4]
    assert [t["outcome"] for t in turns] == ["between"] * 4
    assert [t["net"] for t in turns] == [15, 7, 4, 4]
    assert [t["pot"] for t in turns] == [15, 8, 4, 0]
    assert game["length"] == 4 and game["finished"] and game["pot"] == 0
    assert game["seat_net"] == [19, 7, 4]
    assert game["reshuffles"] == 0


def test_pot_limit_after_the_first_round_grows_with_the_pot():
    # Two seats, pot 20: an outside (bet 10), a post (bet 30 // 2 = 15), then the whole pot 45.
    stream = _turns(("2c", "Tc", "Kd"), ("3c", "Jc", "Jd"), ("2d", "Qd", "7h"))
    game = play(stream, 2)
    turns = game["turns"]
    assert [t["limit"] for t in turns] == [10, 15, 45]
    assert [t["bet"] for t in turns] == [10, 15, 45]
    assert [t["outcome"] for t in turns] == ["outside", "post", "between"]
    assert [t["net"] for t in turns] == [-10, -15, 45]
    assert [t["pot"] for t in turns] == [30, 45, 0]
    assert game["finished"] and game["length"] == 3
    assert game["seat_net"] == [35, -15]


def test_minimum_bet_floor_drains_the_pot_in_the_first_round():
    # Ten seats, pot 100, every turn spread 7 and between: the half-pot limit shrinks to 0,
    # the floor makes it 1 chip, and the pot reaches 0 on turn 7, inside the first round.
    triples = []
    for suit in "cdhs":
        triples += [("2" + suit, "T" + suit, "5" + suit), ("3" + suit, "J" + suit, "6" + suit)]
    game = play(_turns(*triples), 10)
    turns = game["turns"]
    assert [t["limit"] for t in turns] == [50, 25, 12, 6, 3, 2, 1, 1]
    assert [t["pot"] for t in turns] == [50, 25, 13, 7, 4, 2, 1, 0]
    assert game["finished"] and game["length"] == 8
    assert game["seat_net"] == [50, 25, 12, 6, 3, 2, 1, 1, 0, 0]


def test_minimum_bet_when_the_spread_does_not_qualify_and_the_limit_is_zero():
    # Ten seats: drain the pot to 1 as above, then a spread-2 turn bets the floor and loses.
    triples = []
    for suit in "cdh":
        triples += [("2" + suit, "T" + suit, "5" + suit), ("3" + suit, "J" + suit, "6" + suit)]
    triples += [("2s", "Ts", "5s"), ("7c", "Qs", "Kc")]
    game = play(_turns(*triples), 10, max_turns=8)
    last = game["turns"][-1]
    assert last["spread"] == 4 and last["limit"] == 1 and last["bet"] == MIN_BET
    assert last["outcome"] == "outside" and last["net"] == -1 and last["pot"] == 2
    assert not game["finished"] and game["pot"] == 2


# ---------------------------------------------------------------------------
# Settling the third card
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "triple, options, outcome, net",
    [
        (("2c", "Jc", "7d"), {}, "between", 10),
        (("2c", "Jc", "Jd"), {}, "post", -10),
        (("2c", "Jc", "2d"), {}, "post", -10),
        (("2c", "Jc", "Qd"), {}, "outside", -10),
        (("2c", "Jc", "Jd"), {"post_pays_double": True}, "post", -20),
        (("2c", "Jc", "2d"), {"post_pays_double": True}, "post", -20),
        (("2c", "Jc", "Qd"), {"post_pays_double": True}, "outside", -10),
        (("2c", "Jc", "7d"), {"post_pays_double": True}, "between", 10),
        # A third ace: post when a post is an ace (however called), else outside.
        (("As", "Kc", "Ad"), {}, "post", -10),
        (("As", "Kc", "Ad"), {"ace": "high"}, "post", -1),  # values 14, 13: spread 0
        (("As", "Kc", "Ad"), {"post_pays_double": True}, "post", -20),
        (("5c", "Ah", "Ad"), {}, "post", -10),  # 5 then ace: called high, spread 8, bet 10
        (("As", "Ah", "Ad"), {}, "post", -10),
        (("2c", "Kc", "Ad"), {}, "outside", -10),
        (("2c", "Kc", "Ad"), {"post_pays_double": True}, "outside", -10),
        # An ace post never lets a non-ace third card be a post.
        (("As", "Kc", "2d"), {}, "between", 10),
        (("As", "Ah", "Kd"), {}, "between", 10),
        (("As", "Ah", "2d"), {}, "between", 10),
        (("As", "9c", "Kd"), {"ace": "high"}, "between", 1),
        (("As", "9c", "2d"), {"ace": "high"}, "outside", -1),
        # A pair.
        (("9c", "9d", "9h"), {}, "post", -1),
        (("9c", "9d", "9h"), {"post_pays_double": True}, "post", -2),
        (("9c", "9d", "8h"), {}, "outside", -1),
        (("9c", "9d", "Th"), {"bet": "bold"}, "outside", -1),
    ],
)
def test_outcomes(triple, options, outcome, net):
    turn = _one(triple, **options)
    assert turn["third"] == triple[2]
    assert turn["outcome"] == outcome
    assert turn["net"] == net
    assert turn["pot"] == 2 * ANTE - net


# ---------------------------------------------------------------------------
# Turns, reshuffles, the end of the game
# ---------------------------------------------------------------------------


def test_seats_rotate_and_seat_net_adds_up():
    stream = [random.Random(3).sample(DECK, 52)]
    game = play(stream, 3, bet="minimum", max_turns=7)
    assert [t["seat"] for t in game["turns"]] == [0, 1, 2, 0, 1, 2, 0]
    for seat in range(3):
        assert game["seat_net"][seat] == sum(t["net"] for t in game["turns"] if t["seat"] == seat)
    assert game["pot"] == 3 * ANTE - sum(game["seat_net"])
    assert game["pot"] == game["turns"][-1]["pot"]


def test_cards_come_off_the_top_of_the_stock_in_order():
    deck = random.Random(11).sample(DECK, 52)
    game = play([deck], 4, bet="minimum", max_turns=17)
    drawn = [card for t in game["turns"] for card in t["posts"] + [t["third"]]]
    assert drawn == deck[:51]
    assert game["reshuffles"] == 0


def test_reshuffle_in_the_middle_of_a_turn():
    # 17 turns use 51 cards; turn 17's first post is the last card ("As"), and its second post
    # needs a reshuffle.  The buried 51 cards come back in stream[1]'s order, without "As".
    stream = [list(DECK), list(reversed(DECK)), list(DECK)]
    game = play(stream, 2, bet="minimum", max_turns=40)
    turns = game["turns"]
    assert turns[16]["posts"] + [turns[16]["third"]] == ["Ac", "Ad", "Ah"]
    assert turns[17]["posts"] == ["As", "Ah"]
    assert turns[17]["values"] == [1, 14]
    assert turns[17]["third"] == "Ad"
    assert turns[17]["outcome"] == "post"
    assert turns[18]["posts"] == ["Ac", "Ks"] and turns[18]["third"] == "Kh"
    after = [card for t in turns[17:34] for card in t["posts"] + [t["third"]]][1:] + turns[34]["posts"][:1]
    assert after == [card for card in reversed(DECK) if card != "As"]
    # The second reshuffle, again at turn 34's second post: "2c" is on the table.
    assert turns[34]["posts"] == ["2c", "2d"] and turns[34]["third"] == "2h"
    assert game["reshuffles"] == 2
    assert game["length"] == 40


def test_reshuffle_order_follows_the_next_permutation_not_the_buried_order():
    # Same first ordering, two different second orderings: the turns after the reshuffle differ.
    shuffled = random.Random(5).sample(DECK, 52)
    a = play([list(DECK), shuffled], 2, bet="minimum", max_turns=20)
    expected = [card for card in shuffled if card != "As"]
    drawn = [card for t in a["turns"][17:] for card in t["posts"] + [t["third"]]][1:]
    assert drawn == expected[: len(drawn)]


def test_stream_running_out_is_an_error():
    assert play([list(DECK)], 2, bet="minimum", max_turns=17)["length"] == 17
    with pytest.raises(ValueError):
        play([list(DECK)], 2, bet="minimum", max_turns=18)
    with pytest.raises(ValueError):
        play([], 2)


def test_max_turns_cap_leaves_the_pot_unwon():
    game = play(_turns(("2c", "3c", "9d"), ("4c", "5c", "9h")), 2, max_turns=2)
    assert game["length"] == 2 and not game["finished"]
    assert [t["net"] for t in game["turns"]] == [-1, -1]
    assert game["pot"] == 22
    long = play(shuffled_stream(random.Random(2)), 2, bet="minimum")
    assert long["length"] == MAX_TURNS and not long["finished"] and long["pot"] > 0
    # Reshuffles at draws 53, 104, 155, ...: the first ordering gives 52 cards, each later one 51.
    assert long["reshuffles"] == 1 + (3 * MAX_TURNS - 53) // 51


def test_shuffled_stream_is_lazy_and_stable():
    rng = random.Random(9)
    stream = shuffled_stream(rng)
    third = stream[2]  # draws orderings 0, 1 and 2, in that order
    check = random.Random(9)
    first = [check.sample(DECK, 52) for _ in range(3)]
    assert third == first[2]
    assert [stream[k] for k in range(3)] == first
    assert stream[1] is stream[1]
    assert rng.random() == check.random()  # nothing drawn past what was asked for


# ---------------------------------------------------------------------------
# Checks
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("players", [1, 11, 0, True, 2.0, "3", None])
def test_players_refused(players):
    with pytest.raises(ValueError):
        play([list(DECK)], players)


def test_policy_names_refused():
    with pytest.raises(ValueError, match="standard, minimum, bold"):
        play([list(DECK)], 2, bet="max")
    with pytest.raises(ValueError, match="standard, high"):
        play([list(DECK)], 2, ace="low")
    with pytest.raises(ValueError):
        simulate(2, 1, 0, bet="timid")


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
    with pytest.raises(ValueError):  # a bad ordering met at a reshuffle
        play([list(DECK), perm], 2, bet="minimum", max_turns=20)


# ---------------------------------------------------------------------------
# Many games
# ---------------------------------------------------------------------------


def _check_totals(totals, players, games):
    turns = totals["turns"]
    assert totals["games"] == games
    assert sum(totals["spread_turns"].values()) == turns
    assert set(totals["spread_turns"]) <= {"pair", *range(13)}
    assert sum(totals["outcome"].values()) == turns
    assert set(totals["outcome"]) <= {"between", "post", "outside"}
    assert sum(totals["spread_between"].values()) == totals["outcome"]["between"]
    assert totals["spread_between"]["pair"] == 0
    for spread, n in totals["spread_between"].items():
        assert n <= totals["spread_turns"][spread]
    assert sum(totals["length"].values()) == games
    assert sum(length * n for length, n in totals["length"].items()) == turns
    assert len(totals["seat_net"]) == players
    assert sum(totals["seat_net"]) == totals["net"]
    assert totals["net_sq"] >= abs(totals["net"])
    assert 0 <= totals["unfinished"] <= games


def test_simulate_totals_add_up():
    totals = simulate(4, 200, seed=1)
    _check_totals(totals, 4, 200)
    assert totals["unfinished"] == 0  # the standard policy drains the pot
    # Every finished game hands the whole pot out: the players net the antes.
    assert totals["net"] == 200 * 4 * ANTE
    assert totals["reshuffles"] > 0
    assert totals == simulate(4, 200, seed=1)
    assert totals != simulate(4, 200, seed=2)


@pytest.mark.parametrize(
    "options",
    [
        {"bet": "bold"},
        {"bet": "standard", "post_pays_double": True},
        {"ace": "high"},
        {"fixed_aces": True},
        {"bet": "minimum", "max_turns": 50},
    ],
)
def test_simulate_totals_add_up_under_options(options):
    totals = simulate(3, 100, seed=4, **options)
    _check_totals(totals, 3, 100)
    if options.get("bet") == "minimum":
        assert totals["unfinished"] == 100 and totals["length"] == {50: 100}


def test_simulate_is_play_over_one_rng():
    rng = random.Random(6)
    games = [play(shuffled_stream(rng), 5, bet="bold") for _ in range(30)]
    totals = simulate(5, 30, seed=6, bet="bold")
    assert totals["turns"] == sum(g["length"] for g in games)
    assert totals["reshuffles"] == sum(g["reshuffles"] for g in games)
    assert totals["seat_net"] == [sum(g["seat_net"][s] for g in games) for s in range(5)]
    assert totals["net_sq"] == sum(t["net"] ** 2 for g in games for t in g["turns"])
    for game in games:
        assert game["pot"] == 5 * ANTE - sum(game["seat_net"])
        assert game["finished"] == (game["pot"] == 0)


def test_turn_invariants_on_random_games():
    rng = random.Random(8)
    for players in (2, 6, 10):
        for bet in ("standard", "bold", "minimum"):
            game = play(shuffled_stream(rng), players, bet=bet, max_turns=200)
            pot = ANTE * players
            for t, turn in enumerate(game["turns"]):
                assert turn["seat"] == t % players
                limit = max(pot // 2 if t < players else pot, MIN_BET)
                assert turn["limit"] == limit
                assert MIN_BET <= turn["bet"] <= limit <= pot
                pot -= turn["net"]
                assert turn["pot"] == pot >= 0
            assert game["pot"] == pot


def test_between_rate_by_spread_is_near_four_s_over_fifty():
    totals = simulate(3, 60, seed=12, bet="minimum")  # 30,000 turns, no game ends early
    assert totals["turns"] == 60 * MAX_TURNS
    for spread in range(13):
        n = totals["spread_turns"][spread]
        assert n > 0
        q = 4 * spread / 50
        rate = totals["spread_between"][spread] / n
        assert abs(rate - q) <= 4 * math.sqrt(q * (1 - q) / n) + 0.01, (spread, rate, q, n)
    # A pair is never between, and two non-ace posts of one rank come up (48/52)(3/51) of the time.
    assert totals["spread_between"]["pair"] == 0
    pair_rate = totals["spread_turns"]["pair"] / totals["turns"]
    assert abs(pair_rate - (48 / 52) * (3 / 51)) < 0.006


def test_the_table_limit_and_bet_from():
    """The limit never passes MAX_BET, whatever the pot; bet_from replaces the policy's threshold
    (a pair still bets the minimum)."""
    assert in_between.bet_limit(5000, first_round=False) == in_between.MAX_BET
    assert in_between.bet_limit(5000, first_round=True) == in_between.MAX_BET
    assert in_between.bet_limit(1500, first_round=True) == 750
    assert in_between.choose_bet("minimum", 4, 300, False, bet_from=4) == 300
    assert in_between.choose_bet("standard", 3, 300, False, bet_from=4) == in_between.MIN_BET
    assert in_between.choose_bet("standard", "pair", 300, False, bet_from=1) == in_between.MIN_BET

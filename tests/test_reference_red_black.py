"""Tests of the Red-Black reference twin (tests/reference/red_black.py) on hand-built decks.

Every expected value below was worked out by hand from the rules (the module docstring of the
twin); the comments show the working.
"""

import random
from collections import Counter
from fractions import Fraction

import pytest

from tests.reference import red_black as rb
from tests.reference.red_black import DECK, play, simulate

HALF = Fraction(1, 2)
QUARTER = Fraction(1, 4)
R, B = "red", "black"


def _deck(hands):
    """A 52-card deck dealing ``hands`` (seven cards a seat, in deal order); the rest of the deck
    follows in DECK order."""
    players = len(hands)
    top = [None] * (7 * players)
    for seat, hand in enumerate(hands):
        assert len(hand) == 7
        for k, card in enumerate(hand):
            top[k * players + seat] = card  # pass k round the table, seat after seat
    assert None not in top and len(set(top)) == len(top)
    return top + [card for card in DECK if card not in top]


def _in_deck_order(cards):
    return sorted(cards, key=DECK.index)


# ---------------------------------------------------------------------------
# Cards, totals, aims, give-away orders
# ---------------------------------------------------------------------------


def test_deck_order_and_colours():
    assert DECK[:5] == ("2c", "2d", "2h", "2s", "3c") and DECK[-1] == "As" and len(set(DECK)) == 52
    assert [rb.colour_of(c) for c in ("2c", "2d", "2h", "2s")] == [B, R, R, B]


@pytest.mark.parametrize(
    "cards, red, black",
    [
        ([], 0, 0),
        (["Ah"], 11, -1),
        (["As"], -1, 11),
        (["Kh", "Qd", "5s"], 15, -15),
        (["Ah", "Ac"], 10, 10),
        (["Ah", "Kh", "Ac", "2s", "9d"], 27, -7),  # red 11+10+9-(1+2); black 11+2-(1+10+9)
        (["As", "Kc", "Qs", "Jc", "7c"], -38, 48),
        (["Ad", "Kd", "Qd", "Jh", "8h"], 49, -39),
        (["Th", "Jd", "Qh", "Kd", "9c"], 31, -31),
    ],
)
def test_totals_count_aces_eleven_for_and_one_against(cards, red, black):
    assert rb.total(cards, R) == red
    assert rb.total(cards, B) == black


@pytest.mark.parametrize(
    "cards, colour",
    [
        (["Ah", "Ac"], R),  # 10 and 10: red
        (["5h", "5c"], R),
        (["5h", "6c"], B),
        (["6h", "5c"], R),
        (["Ah", "6c", "5d", "3c", "2s"], R),  # 5 and 5
        (["Kh", "5d", "3h", "9c", "4s", "3s", "2c"], R),  # 0 and 0
        (["Kh", "5d", "3h", "9c", "4s", "3s", "3c"], B),
    ],
)
def test_aim_and_standard_declare_tie_to_red(cards, colour):
    assert rb.aim(cards) == colour
    assert rb.declare_colour("standard", cards) == colour
    assert rb.declare_colour("red", cards) == R
    assert rb.declare_colour("black", cards) == B


@pytest.mark.parametrize(
    "cards, order",
    [
        # Aim red (38): blacks high first, then reds low first with the ace as 11 last;
        # the red tens go Jd, Qh, Kd in deck order.
        (["Ah", "Kd", "Qh", "Jd", "9h", "Ks", "2c"], ["Ks", "2c", "9h", "Jd", "Qh", "Kd", "Ah"]),
        # Aim red (45): the black ace counts 1, so it goes after the 3 of clubs.
        (["Ac", "3c", "Kh", "Qd", "Jh", "Th", "9d"], ["3c", "Ac", "9d", "Th", "Jh", "Qd", "Kh"]),
        # Aim black (black 33-20 = 13, red 20-23 = -3): red kings Kd before Kh, then blacks low
        # first: 5c before 5s, the spade ace (11) last.
        (["Kd", "Kh", "5c", "5s", "As", "Qc", "2s"], ["Kd", "Kh", "2s", "5c", "5s", "Qc", "As"]),
        # Totals 0 and 0: the aim is red, so the blacks go first.
        (["Kh", "5d", "3h", "9c", "4s", "3s", "2c"], ["9c", "4s", "3s", "2c", "3h", "5d", "Kh"]),
        # All one colour: lowest first, the ace last.
        (["As", "Ks", "Qc", "Jc", "7c", "5s", "2c"], ["2c", "5s", "7c", "Jc", "Qc", "Ks", "As"]),
    ],
)
def test_standard_give_order(cards, order):
    assert rb.give_order(cards, "standard") == order
    for k in range(8):
        assert rb.give_away(cards, k, "standard") == order[:k]
    # The order of the hand makes no difference.
    assert rb.give_order(list(reversed(cards)), "standard") == order


def test_lowest_give_order_ignores_colour_and_counts_aces_one():
    cards = ["Ah", "2s", "2d", "Kc", "5h", "Tc", "Th"]
    assert rb.give_order(cards, "lowest") == ["Ah", "2d", "2s", "5h", "Tc", "Th", "Kc"]
    assert rb.give_away(cards, 3, "lowest") == ["Ah", "2d", "2s"]
    assert rb.give_away(["As", "Ad", "Qs"], 2, "lowest") == ["Ad", "As"]


def test_half_winners():
    assert rb.half_winners({}) == []
    assert rb.half_winners({0: 10, 2: 30, 1: -5}) == [2]
    assert rb.half_winners({3: 30, 0: 30, 1: 29}) == [0, 3]
    assert rb.half_winners({1: -40, 2: -40}) == [1, 2]


# ---------------------------------------------------------------------------
# The deal
# ---------------------------------------------------------------------------


def test_deal_goes_round_the_table_seven_times():
    game = play(list(DECK), 2)
    assert game["dealt"] == [["2c", "2h", "3c", "3h", "4c", "4h", "5c"],
                             ["2d", "2s", "3d", "3s", "4d", "4s", "5d"]]
    game = play(list(DECK), 7)
    assert game["dealt"][0] == ["2c", "3s", "5h", "7d", "9c", "Ts", "Qh"]  # cards 0, 7, ..., 42
    assert game["dealt"][6] == ["3h", "5d", "7c", "8s", "Th", "Qd", "Ac"]  # cards 6, 13, ..., 48
    deck = random.Random(4).sample(DECK, 52)
    for players in (3, 5):
        dealt = play(deck, players)["dealt"]
        assert dealt == [[deck[k * players + s] for k in range(7)] for s in range(players)]


# ---------------------------------------------------------------------------
# Three seats, standard policy, traced by hand
# ---------------------------------------------------------------------------

THREE = [
    ["As", "Ks", "Qc", "Jc", "Kh", "Td", "2d"],  # black 41-22 = 19: aim black
    ["Ac", "Kc", "Qs", "9s", "8h", "6d", "3h"],  # black 40-17 = 23: aim black
    ["Ad", "Kd", "Qd", "Jh", "7c", "5s", "2c"],  # red 41-14 = 27: aim red
]


def test_three_seats_pass_by_pass():
    game = play(_deck(THREE), 3)
    assert game["dealt"] == THREE
    # Pass 1, three to the left.  Seat 0 gives its reds high first (Td before Kh: deck order); seat 1
    # its reds from the hand it was dealt, not Td/Kh arriving from seat 0 at the same moment.
    # Afterwards: 0 = As Ks Qc Jc 7c 5s 2c, 1 = Ac Kc Qs 9s Td Kh 2d, 2 = Ad Kd Qd Jh 8h 6d 3h.
    assert game["passes"][0] == [["Td", "Kh", "2d"], ["8h", "6d", "3h"], ["7c", "5s", "2c"]]
    # Pass 2, two to the right.  Seat 0 is all black: lowest first.  Seat 1 (black 18) gives its
    # red tens.  Seat 2 is all red: lowest first.
    # Afterwards: 0 = As Ks Qc Jc 7c Td Kh, 1 = Ac Kc Qs 9s 2d 3h 6d, 2 = Ad Kd Qd Jh 8h 2c 5s.
    assert game["passes"][1] == [["2c", "5s"], ["Td", "Kh"], ["3h", "6d"]]
    # Pass 3, one to the left.
    # Afterwards: 0 = As Ks Qc Jc 7c Kh 5s, 1 = Ac Kc Qs 9s 2d 3h Td, 2 = Ad Kd Qd Jh 8h 2c 6d.
    assert game["passes"][2] == [["Td"], ["6d"], ["5s"]]
    assert game["discards"] == [["Kh", "5s"], ["Td", "3h"], ["2c", "6d"]]
    assert game["final"] == [["7c", "Jc", "Qc", "Ks", "As"],
                             ["2d", "9s", "Qs", "Kc", "Ac"],
                             ["8h", "Jh", "Qd", "Kd", "Ad"]]
    assert game["aims"] == [[B, B, R]] * 4
    assert game["red_totals"] == [-38, -28, 49]
    assert game["black_totals"] == [48, 38, -39]
    assert game["declares"] == [B, B, R]
    assert game["red_winners"] == [2] and game["black_winners"] == [0]
    assert game["shares"] == [HALF, 0, HALF]


def test_three_seats_declaring_one_colour_gives_it_the_whole_pot():
    red = play(_deck(THREE), 3, declare="red")
    assert red["declares"] == [R, R, R]
    assert red["red_winners"] == [2] and red["black_winners"] == []
    assert red["shares"] == [0, 0, 1]
    black = play(_deck(THREE), 3, declare="black")
    assert black["declares"] == [B, B, B]
    assert black["black_winners"] == [0] and black["red_winners"] == []
    assert black["shares"] == [1, 0, 0]
    # The declare policy changes nothing before the declare.
    base = play(_deck(THREE), 3)
    for game in (red, black):
        for key in ("dealt", "aims", "passes", "discards", "final", "red_totals", "black_totals"):
            assert game[key] == base[key]


# ---------------------------------------------------------------------------
# Two seats: both neighbours are the other seat
# ---------------------------------------------------------------------------

TWO = [
    ["Kh", "5d", "3h", "9c", "4s", "3s", "2c"],  # red 18-18 = 0 = black: aim red
    ["As", "Qs", "Jc", "8c", "7s", "Ad", "6h"],  # black 46-7 = 39: aim black
]


def test_two_seats_standard():
    game = play(_deck(TWO), 2)
    # Pass 1: seat 0's tied aim is red, so it gives blacks; seat 1 gives 6h, then Ad (1), then 7s.
    # Afterwards: 0 = Kh 5d 3h 2c 6h Ad 7s (red 26), 1 = As Qs Jc 8c 9c 4s 3s (all black).
    # Pass 2: 0 = Kh 5d 3h 6h Ad 3s 4s, 1 = As Qs Jc 8c 9c 7s 2c.
    # Pass 3: 0 = Kh 5d 3h 6h Ad 3s 2c, 1 = As Qs Jc 8c 9c 7s 4s.
    assert game["aims"][0] == [R, B]
    assert game["passes"] == [
        [["9c", "4s", "3s"], ["6h", "Ad", "7s"]],
        [["7s", "2c"], ["3s", "4s"]],
        [["4s"], ["2c"]],
    ]
    assert game["discards"] == [["3s", "2c"], ["4s", "7s"]]
    assert game["final"] == [["3h", "5d", "6h", "Kh", "Ad"], ["8c", "9c", "Jc", "Qs", "As"]]
    assert game["red_totals"] == [35, -38] and game["black_totals"] == [-25, 48]
    assert game["declares"] == [R, B]
    assert game["red_winners"] == [0] and game["black_winners"] == [1]
    assert game["shares"] == [HALF, HALF]


def test_equal_values_go_lower_card_first_in_a_game():
    game = play(_deck([["Th", "Td", "Jh", "Qd", "Kh", "Ah", "9d"],    # all red
                       ["Kc", "Qc", "Jc", "Tc", "9c", "8c", "Ks"]]), 2)  # all black
    # Pass 1: each seat gives its three lowest, Td before Th.
    # Afterwards: 0 = Jh Qd Kh Ah 8c 9c Tc (red 41-27 = 14), 1 = Kc Qc Jc Ks 9d Td Th (black 40-29).
    # Pass 2: seat 1 gives its red tens Td then Th.
    # Afterwards: 0 = Jh Qd Kh Ah 8c Td Th, 1 = Kc Qc Jc Ks 9d Tc 9c.
    # Pass 3: 0 = Jh Qd Kh Ah Td Th 9d, 1 = Kc Qc Jc Ks Tc 9c 8c.
    assert game["passes"] == [
        [["9d", "Td", "Th"], ["8c", "9c", "Tc"]],
        [["Tc", "9c"], ["Td", "Th"]],
        [["8c"], ["9d"]],
    ]
    assert game["discards"] == [["9d", "Td"], ["8c", "9c"]]
    assert game["final"] == [["Th", "Jh", "Qd", "Kh", "Ah"], ["Tc", "Jc", "Qc", "Kc", "Ks"]]
    assert game["red_totals"] == [51, -50] and game["black_totals"] == [-41, 50]
    assert game["shares"] == [HALF, HALF]


def test_two_seats_declare_policies():
    red = play(_deck(TWO), 2, declare="red")
    assert red["declares"] == [R, R] and red["red_winners"] == [0] and red["black_winners"] == []
    assert red["shares"] == [1, 0]
    black = play(_deck(TWO), 2, declare="black")
    assert black["declares"] == [B, B] and black["black_winners"] == [1] and black["red_winners"] == []
    assert black["shares"] == [0, 1]


def test_two_seats_lowest():
    game = play(_deck(TWO), 2, policy="lowest")
    # Pass 1: 0 gives 2c, 3h, 3s (3h before 3s); 1 gives Ad, As (aces 1, Ad first), 6h.
    # Afterwards: 0 = Kh 5d 9c 4s Ad As 6h, 1 = Qs Jc 8c 7s 2c 3h 3s.
    # Pass 2: 0 = Kh 5d 9c 4s 6h 2c 3h, 1 = Qs Jc 8c 7s 3s Ad As.
    # Pass 3: 0 = Kh 5d 9c 4s 6h 3h Ad, 1 = Qs Jc 8c 7s 3s As 2c.
    assert game["passes"] == [
        [["2c", "3h", "3s"], ["Ad", "As", "6h"]],
        [["Ad", "As"], ["2c", "3h"]],
        [["2c"], ["Ad"]],
    ]
    assert game["discards"] == [["Ad", "3h"], ["As", "2c"]]
    assert game["final"] == [["4s", "5d", "6h", "9c", "Kh"], ["3s", "7s", "8c", "Jc", "Qs"]]
    assert game["red_totals"] == [8, -38] and game["black_totals"] == [-8, 38]
    assert game["declares"] == [R, B]
    assert game["shares"] == [HALF, HALF]


# Under "lowest" seat 0 ends with 6d 6h 8h Tc Ts: 20 - 20 = 0 for each colour.
TIED = [
    ["6d", "6h", "8h", "Tc", "2c", "3c", "4c"],  # red 20-19 = 1: aim red
    ["Ts", "2s", "3s", "Jc", "Qc", "Kc", "Kd"],  # black 45-10 = 35: aim black
]


def test_a_tied_final_hand_declares_red():
    game = play(_deck(TIED), 2, policy="lowest")
    # Pass 1: 0 gives 2c 3c 4c, 1 gives 2s 3s and Ts (the first ten in deck order).
    # Afterwards: 0 = 6d 6h 8h Tc 2s 3s Ts, 1 = Jc Qc Kc Kd 2c 3c 4c.
    # Pass 2: 0 = 6d 6h 8h Tc Ts 2c 3c, 1 = Jc Qc Kc Kd 4c 2s 3s.
    # Pass 3: 0 = 6d 6h 8h Tc Ts 3c 2s, 1 = Jc Qc Kc Kd 4c 3s 2c.
    assert game["passes"] == [
        [["2c", "3c", "4c"], ["2s", "3s", "Ts"]],
        [["2s", "3s"], ["2c", "3c"]],
        [["2c"], ["2s"]],
    ]
    assert game["discards"] == [["2s", "3c"], ["2c", "3s"]]
    assert game["final"] == [["6d", "6h", "8h", "Tc", "Ts"], ["4c", "Jc", "Qc", "Kc", "Kd"]]
    assert game["red_totals"] == [0, -24] and game["black_totals"] == [0, 24]
    assert game["declares"] == [R, B]
    assert game["red_winners"] == [0] and game["black_winners"] == [1]
    assert game["shares"] == [HALF, HALF]


# Under "lowest" seat 0 (dealt red-aimed on a 0-0 tie) passes its low hearts and ends black.
FLIP = [
    ["2h", "3h", "4h", "5h", "6h", "Kc", "Qs"],
    ["2c", "3c", "4c", "7s", "8s", "9s", "Tc"],
]


def test_nobody_declaring_red_and_aim_kept():
    game = play(_deck(FLIP), 2, policy="lowest")
    # Pass 1: 0 = 5h 6h Kc Qs 2c 3c 4c, 1 = 7s 8s 9s Tc 2h 3h 4h.
    # Pass 2: 0 = 5h 6h Kc Qs 4c 2h 3h, 1 = 7s 8s 9s Tc 4h 2c 3c.
    # Pass 3: 0 = 5h 6h Kc Qs 4c 3h 2c, 1 = 7s 8s 9s Tc 4h 3c 2h.
    assert game["passes"] == [
        [["2h", "3h", "4h"], ["2c", "3c", "4c"]],
        [["2c", "3c"], ["2h", "3h"]],
        [["2h"], ["2c"]],
    ]
    assert game["discards"] == [["2c", "3h"], ["2h", "3c"]]
    assert game["final"] == [["4c", "5h", "6h", "Qs", "Kc"], ["4h", "7s", "8s", "9s", "Tc"]]
    assert game["aims"][0] == [R, B]
    assert game["black_totals"] == [13, 30] and game["red_totals"] == [-13, -30]
    assert game["declares"] == [B, B]
    assert game["red_winners"] == [] and game["black_winners"] == [1]
    assert game["shares"] == [0, 1]
    totals = rb.new_totals(2, 1)
    rb.add_deal(totals, game)
    assert totals["aim_kept"] == Counter({False: 1, True: 1})
    assert totals["nobody_red"] == 1 and totals["nobody_black"] == 0
    assert totals["black_total"] == Counter({30: 1}) and totals["red_total"] == Counter()
    assert totals["declares_red"] == 0 and totals["declares_black"] == 2
    assert totals["shares"] == [0, 1]


# ---------------------------------------------------------------------------
# Four seats: ties share a half
# ---------------------------------------------------------------------------

# Seats 0 and 2 (and 1 and 3) hold the same values in the same colours, and stay so through the
# passes, so their totals tie.
FOUR = [
    ["Ah", "Kd", "Qh", "9d", "5c", "3s", "2c"],
    ["As", "Kc", "Qs", "9c", "5d", "3h", "2d"],
    ["Ad", "Kh", "Qd", "9h", "5s", "3c", "2s"],
    ["Ac", "Ks", "Qc", "9s", "5h", "3d", "2h"],
]


def test_four_seats_ties_share_a_half():
    game = play(_deck(FOUR), 4)
    # Pass 1 (left): every seat gives its three off-colour cards.  0 = Ah Kd Qh 9d 5h 3d 2h, ...
    # Pass 2 (right): every seat is one colour and gives its two lowest.  0 = ... 5h 2c 3s.
    # Pass 3 (left): every seat gives its off-colour three.  0 = Ah Kd Qh 9d 5h 2c 3d.
    assert game["passes"] == [
        [["5c", "3s", "2c"], ["5d", "3h", "2d"], ["5s", "3c", "2s"], ["5h", "3d", "2h"]],
        [["2h", "3d"], ["2c", "3s"], ["2d", "3h"], ["2s", "3c"]],
        [["3s"], ["3h"], ["3c"], ["3d"]],
    ]
    assert game["discards"] == [["2c", "3d"], ["2d", "3s"], ["2s", "3h"], ["2h", "3c"]]
    assert game["final"] == [["5h", "9d", "Qh", "Kd", "Ah"], ["5c", "9c", "Qs", "Kc", "As"],
                             ["5d", "9h", "Qd", "Kh", "Ad"], ["5s", "9s", "Qc", "Ks", "Ac"]]
    assert game["red_totals"] == [45, -35, 45, -35]
    assert game["black_totals"] == [-35, 45, -35, 45]
    assert game["declares"] == [R, B, R, B]
    assert game["red_winners"] == [0, 2] and game["black_winners"] == [1, 3]
    assert game["shares"] == [QUARTER] * 4
    red = play(_deck(FOUR), 4, declare="red")
    assert red["red_winners"] == [0, 2] and red["black_winners"] == []
    assert red["shares"] == [HALF, 0, HALF, 0]
    black = play(_deck(FOUR), 4, declare="black")
    assert black["black_winners"] == [1, 3] and black["shares"] == [0, HALF, 0, HALF]
    totals = rb.new_totals(4, 1)
    rb.add_deal(totals, game)
    assert totals["split_red"] == 1 and totals["split_black"] == 1
    assert totals["red_total"] == Counter({45: 1}) and totals["black_total"] == Counter({45: 1})
    assert totals["aim_kept"] == Counter({True: 4})


# ---------------------------------------------------------------------------
# Checks
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("players", [1, 8, 0, True, 2.0, "3", None])
def test_players_refused(players):
    with pytest.raises(ValueError):
        play(list(DECK), players)
    with pytest.raises(ValueError):
        simulate(players, 1, 0)


def test_policy_names_refused():
    with pytest.raises(ValueError, match="standard, lowest"):
        play(list(DECK), 2, policy="highest")
    with pytest.raises(ValueError, match="standard, red, black"):
        play(list(DECK), 2, declare="RED")
    with pytest.raises(ValueError):
        play(list(DECK), 2, policy="red")
    with pytest.raises(ValueError):
        simulate(2, 1, 0, policy=None)
    with pytest.raises(ValueError):
        simulate(2, 1, 0, declare="lowest")


@pytest.mark.parametrize("deals", [-1, 1.5, True, "3"])
def test_deals_refused(deals):
    with pytest.raises(ValueError):
        simulate(2, deals, 0)


@pytest.mark.parametrize(
    "deck",
    [
        list(DECK)[:51],
        list(DECK) + ["2c"],
        list(DECK)[:51] + ["2c"],
        list(DECK)[:51] + ["1s"],
        list(DECK)[:51] + ["as"],
        list(DECK)[:51] + [None],
        "".join(DECK),
    ],
)
def test_bad_decks_refused(deck):
    with pytest.raises(ValueError):
        play(deck, 2)


# ---------------------------------------------------------------------------
# Random decks and many deals
# ---------------------------------------------------------------------------


def _check_deal(deck, players, policy, declare, game):
    assert game["dealt"] == [[deck[k * players + s] for k in range(7)] for s in range(players)]
    hands = [set(hand) for hand in game["dealt"]]
    for (count, step), given in zip([(3, 1), (2, -1), (1, 1)], game["passes"]):
        assert all(len(g) == count and set(g) <= hands[s] for s, g in enumerate(given))
        hands = [(hands[s] - set(given[s])) | set(given[(s - step) % players]) for s in range(players)]
    for s in range(players):
        assert len(game["discards"][s]) == 2 and set(game["discards"][s]) <= hands[s]
        assert set(game["final"][s]) == hands[s] - set(game["discards"][s])
        assert game["final"][s] == _in_deck_order(game["final"][s])
    if declare == "standard":
        assert game["declares"] == [R if r >= b else B
                                    for r, b in zip(game["red_totals"], game["black_totals"])]
    else:
        assert game["declares"] == [declare] * players
    for colour, totals in ((R, game["red_totals"]), (B, game["black_totals"])):
        declarers = [s for s in range(players) if game["declares"][s] == colour]
        best = max((totals[s] for s in declarers), default=None)
        assert game[colour + "_winners"] == [s for s in declarers if totals[s] == best]
    assert sum(game["shares"]) == 1 and all(share >= 0 for share in game["shares"])
    winners = set(game["red_winners"]) | set(game["black_winners"])
    assert {s for s in range(players) if game["shares"][s]} == winners


@pytest.mark.parametrize("policy", ["standard", "lowest"])
@pytest.mark.parametrize("declare", ["standard", "red", "black"])
def test_deal_invariants_on_random_decks(policy, declare):
    rng = random.Random(17)
    for players in (2, 4, 7):
        for _ in range(15):
            deck = rng.sample(DECK, 52)
            _check_deal(deck, players, policy, declare, play(deck, players, policy, declare))


def _check_totals(totals, players, deals):
    assert totals["deals"] == deals
    assert len(totals["shares"]) == players and sum(totals["shares"]) == deals
    assert totals["declares_red"] + totals["declares_black"] == players * deals
    assert sum(totals["red_total"].values()) + totals["nobody_red"] == deals
    assert sum(totals["black_total"].values()) + totals["nobody_black"] == deals
    assert totals["nobody_red"] + totals["nobody_black"] <= deals  # someone always declares
    assert totals["split_red"] <= sum(totals["red_total"].values())
    assert totals["split_black"] <= sum(totals["black_total"].values())
    assert sum(totals["aim_kept"].values()) == players * deals
    assert set(totals["aim_kept"]) <= {True, False}


def test_simulate_totals_add_up():
    totals = simulate(4, 300, seed=1)
    _check_totals(totals, 4, 300)
    assert totals["declares_red"] > 0 and totals["declares_black"] > 0
    assert totals["split_red"] > 0 or totals["split_black"] > 0
    assert totals["aim_kept"][True] > totals["aim_kept"][False] > 0
    assert totals == simulate(4, 300, seed=1)
    assert totals != simulate(4, 300, seed=2)
    assert simulate(3, 0, seed=1)["shares"] == [0, 0, 0]


@pytest.mark.parametrize(
    "players, options",
    [
        (2, {}),
        (7, {}),
        (5, {"policy": "lowest"}),
        (3, {"declare": "red"}),
        (6, {"declare": "black", "policy": "lowest"}),
    ],
)
def test_simulate_totals_add_up_under_options(players, options):
    totals = simulate(players, 100, seed=3, **options)
    _check_totals(totals, players, 100)
    if "declare" in options:
        # aim_kept compares with the standard colour of the final five, whatever the declare policy.
        standard = simulate(players, 100, seed=3, policy=options.get("policy", "standard"))
        assert totals["aim_kept"] == standard["aim_kept"] and totals["aim_kept"][False] > 0
        assert totals["declares_red" if options["declare"] == "red" else "declares_black"] == players * 100
    if options.get("declare") == "red":
        assert totals["declares_black"] == 0 and totals["nobody_black"] == 100
        assert not totals["black_total"] and totals["split_black"] == 0
    if options.get("declare") == "black":
        assert totals["declares_red"] == 0 and totals["nobody_red"] == 100
        assert not totals["red_total"] and totals["split_red"] == 0


def test_simulate_is_play_over_one_rng():
    rng = random.Random(5)
    games = [play(rng.sample(DECK, 52), 5, policy="lowest") for _ in range(200)]
    totals = simulate(5, 200, seed=5, policy="lowest")
    assert totals["shares"] == [sum(g["shares"][s] for g in games) for s in range(5)]
    assert totals["declares_red"] == sum(g["declares"].count(R) for g in games)
    assert totals["red_total"] == Counter(g["red_totals"][g["red_winners"][0]] for g in games if g["red_winners"])
    assert totals["black_total"] == Counter(g["black_totals"][g["black_winners"][0]]
                                            for g in games if g["black_winners"])
    assert totals["split_red"] == sum(len(g["red_winners"]) >= 2 for g in games)
    assert totals["split_black"] == sum(len(g["black_winners"]) >= 2 for g in games)
    assert totals["nobody_red"] == sum(R not in g["declares"] for g in games)
    assert totals["nobody_black"] == sum(B not in g["declares"] for g in games)
    kept = Counter()
    for g in games:
        for s in range(5):
            final = R if g["red_totals"][s] >= g["black_totals"][s] else B
            kept[final == g["aims"][0][s]] += 1
    assert totals["aim_kept"] == kept and kept[False] > 0

"""Tests of the 727 reference twin (tests/reference/seven_two_seven.py) on hand-built decks.

Every total the twin reports is in half-points (a jack 1, a seven 14, 27 points 54)."""

import random
from collections import Counter
from fractions import Fraction

import pytest

from tests.reference import seven_two_seven as sts
from tests.reference.seven_two_seven import DECK, Rules, play, simulate

HALF = Fraction(1, 2)
QUARTER = Fraction(1, 4)
PLAIN = Rules()


def _deck(hands, stock=()):
    """A 52-card deck dealing ``hands`` (two cards a seat, or three for chilcoots) with ``stock`` on
    top of the stock; the rest of the deck follows in DECK order."""
    players = len(hands)
    passes = len(hands[0])
    assert all(len(hand) == passes for hand in hands)
    top = [None] * (passes * players)
    for seat, hand in enumerate(hands):
        for k, card in enumerate(hand):
            top[k * players + seat] = card  # pass k, seat after seat
    head = top + list(stock)
    assert None not in head and len(set(head)) == len(head)
    return head + [card for card in DECK if card not in head]


def _offers(game):
    """The log without the round numbers: (seat, action, card) in order."""
    return [(seat, action, card) for _, seat, action, card in game["log"]]


# ---------------------------------------------------------------------------
# Card values and totals
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "card, plain, tens_rule, black, red",
    [
        ("2c", 4, 4, 4, 0),
        ("9d", 18, 18, 0, 18),
        ("Tc", 20, 1, 20, 0),
        ("Th", 20, 1, 0, 20),
        ("Js", 1, 1, 1, 0),
        ("Qd", 1, 1, 0, 1),
        ("Kh", 1, 1, 0, 1),
        ("As", 2, 2, 2, 0),
        ("Ad", 2, 2, 0, 2),
    ],
)
def test_card_values_in_half_points(card, plain, tens_rule, black, red):
    assert sts.card_value(card, PLAIN) == plain
    assert sts.card_value(card, Rules(two_two_two=True)) == tens_rule
    assert sts.card_value(card, Rules(three_three_three=True)) == tens_rule
    assert sts.card_value(card, Rules(color="black")) == black
    assert sts.card_value(card, Rules(color="red")) == red
    # The tens rule and the color rule together.
    both = Rules(two_two_two=True, color="black")
    assert sts.card_value(card, both) == (min(tens_rule, black) if black else 0)


def test_hand_totals_count_each_ace_one_or_eleven():
    assert sts.hand_totals(["Kc", "Qd"], PLAIN) == [2]
    assert sts.hand_totals(["As", "9d"], PLAIN) == [20, 40]
    assert sts.hand_totals(["As", "Ad", "9c"], PLAIN) == [22, 42, 62]
    assert sts.hand_totals(["As", "Ad", "Ac"], PLAIN) == [6, 26, 46, 66]
    assert sts.hand_totals([], PLAIN) == [0]
    assert sts.hard_total(["As", "Ad", "9c", "Jh"], PLAIN) == 23


def test_an_off_color_ace_is_zero_and_not_an_ace():
    assert sts.hand_totals(["Ad", "5c"], Rules(color="black")) == [10]
    assert sts.hand_totals(["Ad", "5c"], Rules(color="red")) == [2, 22]
    assert sts.hand_totals(["Ad", "Ac"], Rules(color="black")) == [2, 22]
    assert sts.hand_totals(["Ad", "Ac", "Ah"], Rules(color="red")) == [4, 24, 44]
    assert sts.hand_totals(["Td", "Th", "Kc"], Rules(color="black")) == [1]


@pytest.mark.parametrize(
    "options, low, high",
    [
        ({}, 14, 54),
        ({"targets": "7/27"}, 14, 54),
        ({"targets": "7.5/27.5"}, 15, 55),
        ({"targets": "8/28"}, 16, 56),
        ({"two_two_two": True}, 4, 44),
        ({"three_three_three": True}, 6, 66),
        ({"two_two_two": True, "targets": "7/27"}, 4, 44),
    ],
)
def test_targets(options, low, high):
    rules = Rules(**options)
    assert (rules.low, rules.high) == (low, high)
    assert rules.target("low") == low and rules.target("high") == high


def test_closest_prefers_the_lower_of_two_equally_close():
    assert sts.closest([44, 64], 54) == 44
    assert sts.closest([64, 44], 54) == 44
    assert sts.closest([4, 24], 14) == 4
    assert sts.closest([10, 30], 14) == 10  # 5 and 15 are both 2 from 7
    assert sts.closest([3, 23], 14) == 23  # 1.5 is 5.5 from 7, 11.5 only 4.5
    assert sts.closest([22, 42, 62], 54) == 62


# ---------------------------------------------------------------------------
# The take policy, the discard and the locks
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "cards, policy, options, expected",
    [
        # 1. hard total <= L: decline (stand to play low), aces counted 1.
        (["2c", "5d"], "standard", {}, "decline"),  # 7 <= 7
        (["Ac", "6d"], "bold", {}, "decline"),  # hard 7 though 17 with the ace
        (["2c", "6d"], "standard", {}, "take"),  # 8 > 7
        (["2c", "5d", "Jh"], "standard", {}, "take"),  # 7.5 > 7
        (["2c", "5d", "Jh"], "standard", {"targets": "7.5/27.5"}, "decline"),  # 7.5 <= 7.5
        (["2c", "6d"], "standard", {"targets": "8/28"}, "decline"),
        (["Tc", "Td", "Th"], "standard", {"two_two_two": True}, "decline"),  # 1.5 <= 2
        (["Ac", "Ad", "Kh"], "standard", {"three_three_three": True}, "decline"),  # 2.5 <= 3
        (["5c", "5d"], "standard", {"color": "black"}, "decline"),  # 5 <= 7
        # 2. high total below S: take.
        (["Tc", "9d"], "standard", {}, "take"),  # 19 < 23
        (["Ac", "7d"], "standard", {}, "take"),  # 8 hard, high 18
        (["Tc", "9d", "3h", "Jh"], "standard", {}, "take"),  # 22.5 < 23
        (["Tc", "9d", "4h"], "bold", {}, "take"),  # 23 < 25
        (["Tc", "9d", "4h", "Jc"], "standard", {"targets": "8/28"}, "take"),  # 23.5 < 24
        (["Tc", "9d", "4h", "Jc"], "standard", {"targets": "7.5/27.5"}, "decline"),  # not < 23.5
        # 3. otherwise decline.
        (["Tc", "9d", "4h"], "standard", {}, "decline"),  # 23, not below 23
        (["Tc", "9d", "6h"], "bold", {}, "decline"),  # 25
        (["Ac", "Td"], "cautious", {}, "decline"),  # high 21, S = 21
        (["Ac", "Td"], "standard", {}, "take"),
        (["Tc", "9d", "2h"], "cautious", {}, "decline"),  # 21
        (["Tc", "9d", "Jh"], "cautious", {}, "take"),  # 19.5 < 21
        (["Ac", "9d", "3h"], "standard", {}, "decline"),  # hard 13 but high 23
        (["Ac", "Td", "Th"], "standard", {}, "decline"),  # hard 21 but high 31 (4 from 27, 21 is 6)
        (["Ac", "Td", "9h"], "standard", {}, "decline"),  # hard 20 but high 30 (3 from 27; 20 is 7)
        (["Ac", "Tc", "9h"], "standard", {"color": "black"}, "take"),  # 9h is 0: 11 or 21, high 21
        (["Ac", "Td", "9h"], "standard", {"color": "black"}, "decline"),  # only the ace: 1
        (["9c", "9d"], "standard", {"two_two_two": True}, "decline"),  # 18, S = 18
        (["9c", "8d"], "standard", {"two_two_two": True}, "take"),
        (["9c", "9d", "Th"], "standard", {"three_three_three": True}, "take"),  # 18.5 < 29
    ],
)
def test_take_policy_branches(cards, policy, options, expected):
    rules = Rules(**options)
    assert sts.take_decision(cards, 1, policy, 0, rules) == expected
    assert sts.take_decision(cards, 0, policy, 0, rules) == expected


@pytest.mark.parametrize(
    "cards, policy, options, hero_low, expected",
    [
        (["Kc", "Qd"], "home", {}, 0, "take"),            # 1 < 5: a home player takes
        (["Kc", "Qd"], "standard", {}, 0, "decline"),     # the plain policies stand on 7 or less
        (["Ac", "3d"], "home", {}, 0, "take"),            # hard 4 (14 with the ace) < 5
        (["2c", "3d"], "home", {}, 0, "decline"),         # 5: stands low
        (["2c", "3d", "Jh"], "home_timid", {}, 0, "decline"),  # 5.5
        (["2c", "3d"], "home", {"targets": "8/28"}, 0, "take"),  # 5 < 6
        (["Tc", "Td", "Jh"], "home", {"two_two_two": True}, 0, "take"),  # 1.5 < 2: cannot win
        (["Tc", "Td", "Jh", "Qh"], "home", {"two_two_two": True}, 0, "decline"),  # 2
        (["Tc", "9d", "6h"], "home", {}, 0, "take"),      # 25 < 26
        (["Tc", "9d", "7h"], "home", {}, 0, "decline"),   # 26
        (["2c", "3d"], "home", {}, 12, "take"),           # seat 0's own mark: 6
        (["Kc", "Qd"], "standard", {}, 4, "take"),        # ... under any policy
    ],
)
def test_home_policies_take_low_under_their_mark(cards, policy, options, hero_low, expected):
    rules = Rules(**options)
    assert sts.take_decision(cards, 0, policy, 0, rules, hero_low) == expected
    if not hero_low:
        assert sts.take_decision(cards, 1, policy, 0, rules) == expected


def test_stand_marks_and_hero_stand():
    assert sts.stand_mark(1, "standard", 0, PLAIN) == 46
    assert sts.stand_mark(1, "cautious", 0, PLAIN) == 42
    assert sts.stand_mark(1, "bold", 0, PLAIN) == 50
    assert sts.stand_mark(1, "standard", 0, Rules(targets="8/28")) == 48
    assert sts.stand_mark(1, "standard", 0, Rules(two_two_two=True)) == 36
    assert sts.stand_mark(0, "standard", 40, PLAIN) == 40  # hero_stand 20 for seat 0 only
    assert sts.stand_mark(1, "standard", 40, PLAIN) == 46
    assert sts.stand_mark(0, "bold", 41, PLAIN) == 41
    # Tc Td: 20.  Seat 0 with hero_stand 20 stands, seat 1 takes; with 20.5 seat 0 takes.
    assert sts.take_decision(["Tc", "Td"], 0, "standard", 40, PLAIN) == "decline"
    assert sts.take_decision(["Tc", "Td"], 1, "standard", 40, PLAIN) == "take"
    assert sts.take_decision(["Tc", "Td"], 0, "cautious", 41, PLAIN) == "take"
    # hero_stand does not override branch 1.
    assert sts.take_decision(["2c", "5d"], 0, "standard", 80, PLAIN) == "decline"


def test_discard_chooses_the_highest_value_first_of_equals():
    assert sts.discard_index(["Ac", "9d", "9h"], PLAIN) == 1  # the ace counts 1
    assert sts.discard_index(["Tc", "9d", "Th"], PLAIN) == 0
    assert sts.discard_index(["9d", "Tc", "Th"], PLAIN) == 1
    assert sts.discard_index(["Kc", "Ad", "Qh"], PLAIN) == 1  # 1 beats a half
    assert sts.discard_index(["Jc", "Qd"], PLAIN) == 0
    assert sts.discard_index(["Td", "9c"], Rules(color="black")) == 1  # the red ten is 0
    assert sts.discard_index(["Tc", "9d"], Rules(two_two_two=True)) == 1  # the ten is a half


def test_wants_discard_only_with_options_over_h_and_once():
    rules = Rules(with_options=True)
    assert sts.wants_discard(["Tc", "9d", "9h"], False, rules)  # 28 > 27
    assert not sts.wants_discard(["Tc", "9d", "8h"], False, rules)  # 27
    assert not sts.wants_discard(["Tc", "9d", "9h"], True, rules)  # already discarded
    assert not sts.wants_discard(["Tc", "9d", "9h"], False, PLAIN)
    assert not sts.wants_discard(["Tc", "9d", "9h"], False, Rules(moores=True))
    assert sts.wants_discard(["9c", "9d", "5h"], False, Rules(with_options=True, two_two_two=True))
    assert not sts.wants_discard(["Ac", "Ad", "Ah", "Td"], False, rules)  # hard 13, aces count 1


@pytest.mark.parametrize(
    "actions, in_a_row, in_total",
    [
        (["decline"] * 2, False, False),
        (["decline"] * 3, True, True),
        (["take", "decline", "decline", "decline"], True, True),
        (["decline", "decline", "take", "decline"], False, True),
        (["decline", "take", "decline", "take", "decline"], False, True),
        (["decline", "decline", "discard", "decline", "decline"], False, True),
        (["decline", "discard", "decline", "decline", "decline"], True, True),
        (["take", "discard", "take", "decline"], False, False),
    ],
)
def test_lock_rules(actions, in_a_row, in_total):
    assert sts.is_locked(actions, False) == in_a_row
    assert sts.is_locked(actions, True) == in_total


def test_which_rules_lock_in_total():
    assert not PLAIN.locks_in_total
    assert Rules(with_options=True).locks_in_total
    assert Rules(moores=True).locks_in_total
    assert not Rules(price_is_right=True, chilcoots=True, strict_price_is_right=True).locks_in_total


def test_offer_order():
    assert sts.offer_order(0, 4, PLAIN) == [0, 1, 2, 3]
    assert sts.offer_order(3, 4, PLAIN) == [0, 1, 2, 3]
    chil = Rules(chilcoots=True)
    assert sts.offer_order(0, 4, chil) == [0, 1, 2, 3]
    assert sts.offer_order(1, 4, chil) == [1, 2, 3, 0]
    assert sts.offer_order(3, 4, chil) == [3, 0, 1, 2]
    assert sts.offer_order(5, 4, chil) == [1, 2, 3, 0]


# ---------------------------------------------------------------------------
# Declares and the showdown helpers
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "cards, expected",
    [
        (["2c", "5d"], "low"),  # 7: 0 from 7
        (["Tc", "9d", "8h"], "high"),  # 27
        (["Tc", "7d"], "low"),  # 17: 10 and 10, a tie goes low
        (["Tc", "8d"], "high"),  # 18: 11 and 9
        (["Tc", "6d"], "low"),  # 16: 9 and 11
        (["Ac", "6d"], "low"),  # 7 or 17
        (["Ac", "Ad", "5h"], "low"),  # 7 / 17 / 27: 0 and 0
        (["Ac", "8d", "8h"], "high"),  # 17 or 27
        (["Ac", "Kd"], "low"),  # low 11.5 (4.5 from 7), high 11.5 (15.5 from 27)
        (["Tc", "9d", "9h", "5s"], "high"),  # 33: 26 from 7, 6 from 27
    ],
)
def test_declare_policies(cards, expected):
    assert sts.declare_side(cards, "standard", PLAIN) == expected
    assert sts.declare_side(cards, "high", PLAIN) == "high"
    assert sts.declare_side(cards, "low", PLAIN) == "low"


def test_declare_uses_the_rules_targets():
    # 17.5: 10 from 7.5 and 10 from 27.5 -> low; under 7/27 10.5 and 9.5 -> high.
    assert sts.declare_side(["Tc", "7d", "Jh"], "standard", Rules(targets="7.5/27.5")) == "low"
    assert sts.declare_side(["Tc", "7d", "Jh"], "standard", PLAIN) == "high"
    # 222: 12 is 10 from 2 and 10 from 22 -> low; 12.5 -> high.
    assert sts.declare_side(["9c", "3d"], "standard", Rules(two_two_two=True)) == "low"
    assert sts.declare_side(["9c", "3d", "Td"], "standard", Rules(two_two_two=True)) == "high"


@pytest.mark.parametrize(
    "cards, options, high, low",
    [
        # 20 or 30: plain high 30 (3 from 27); price is right 20 (under 27).
        (["Ac", "9d", "8h", "2s"], {}, 60, 40),
        (["Ac", "9d", "8h", "2s"], {"price_is_right": True}, 40, 40),
        (["Ac", "9d", "8h", "2s"], {"moores": True}, 40, 40),
        (["Ac", "9d", "8h", "2s"], {"strict_price_is_right": True}, 40, None),
        # 22 or 32: 5 from 27 either way, the lower.
        (["Ac", "9d", "8h", "4s"], {}, 44, 44),
        # 1.5 or 11.5: plain low 11.5 (4.5 from 7); price is right 1.5.
        (["Ac", "Kd"], {}, 23, 23),
        (["Ac", "Kd"], {"price_is_right": True}, 23, 3),
        (["Ac", "Kd"], {"strict_price_is_right": True}, 23, 3),
        # 2 or 12: 5 from 7 either way, the lower.
        (["Ac", "Kd", "Qh"], {}, 24, 4),
        # 28, over 27: strict can win neither side.
        (["Tc", "9d", "9h"], {}, 56, 56),
        (["Tc", "9d", "9h"], {"price_is_right": True}, 56, 56),
        (["Tc", "9d", "9h"], {"strict_price_is_right": True}, None, None),
        # strict and an ace: 17 or 27 for high; for low 17 is over 7.
        (["Ac", "8d", "8h"], {"strict_price_is_right": True}, 54, None),
        # 222 window [2, 22]: 1.5 is under it, so the ace is 11 even for low.
        (["Ac", "Kd"], {"two_two_two": True}, 23, 23),
        (["Ac", "Ad"], {"two_two_two": True}, 44, 4),
        (["Tc", "Td"], {"two_two_two": True}, None, None),  # 1 point
        (["9c", "9d", "5h"], {"two_two_two": True}, None, None),  # 23
        (["Ac", "9d", "9h", "3s"], {"two_two_two": True}, 44, 44),  # 22 or 32
        (["Ac", "Ad", "Ah"], {"three_three_three": True}, 66, 6),
        (["Ac", "Ad"], {"three_three_three": True}, 44, 24),  # 2 is under 3
        (["Ac", "9d", "9h", "5s", "Th"], {"three_three_three": True}, 49, 49),  # 24.5; 34.5 over
    ],
)
def test_best_total_chooses_the_aces_per_side(cards, options, high, low):
    rules = Rules(**options)
    assert sts.best_total(cards, "high", rules) == high
    assert sts.best_total(cards, "low", rules) == low


def test_side_winners_plain_and_price_is_right():
    pir = Rules(price_is_right=True)
    # 25 and 29: 2 from 27 each, the lower wins (either order of the rules).
    assert sts.side_winners({0: (50, 3), 1: (58, 3)}, "high", PLAIN) == [0]
    assert sts.side_winners({0: (58, 3), 1: (50, 3)}, "high", PLAIN) == [1]
    assert sts.side_winners({0: (58, 3), 1: (50, 3)}, "high", pir) == [1]
    # 28 (1 over) beats 25 plainly; under price is right 25 wins.
    assert sts.side_winners({0: (56, 3), 1: (50, 3)}, "high", PLAIN) == [0]
    assert sts.side_winners({0: (56, 3), 1: (50, 3)}, "high", pir) == [1]
    # 28 and 29 both over: the lower.  20 and 26 both under: the higher.
    assert sts.side_winners({0: (58, 3), 1: (56, 3)}, "high", pir) == [1]
    assert sts.side_winners({0: (40, 3), 1: (52, 3)}, "high", pir) == [1]
    # Low: 5 and 8; 8 is nearer 7, but 5 is under.
    assert sts.side_winners({0: (10, 2), 1: (16, 2)}, "low", PLAIN) == [1]
    assert sts.side_winners({0: (10, 2), 1: (16, 2)}, "low", pir) == [0]
    assert sts.side_winners({0: (10, 2), 1: (16, 2)}, "low", Rules(moores=True)) == [0]
    # 5 and 9: 2 from 7 each, the lower.
    assert sts.side_winners({0: (18, 2), 1: (10, 2)}, "low", PLAIN) == [1]
    assert sts.side_winners({}, "low", PLAIN) == []


def test_side_winners_equal_totals_and_the_most_cards():
    entries = {0: (40, 3), 1: (40, 4), 2: (30, 5), 3: (40, 4)}
    assert sts.side_winners(entries, "high", PLAIN) == [0, 1, 3]
    assert sts.side_winners(entries, "high", Rules(with_options=True)) == [1, 3]
    assert sts.side_winners({0: (40, 3), 1: (40, 3)}, "high", Rules(with_options=True)) == [0, 1]
    # The card count only breaks exact ties: 25 with 5 cards loses to 26 with 2.
    assert sts.side_winners({0: (50, 5), 1: (52, 2)}, "high", Rules(with_options=True)) == [1]


# ---------------------------------------------------------------------------
# The deal and the offering
# ---------------------------------------------------------------------------


def test_deal_goes_round_the_table_two_or_three_times():
    game = play(list(DECK), 3)
    assert game["hands"] == [["2c", "2s"], ["2d", "3c"], ["2h", "3d"]]
    assert game["dealt_hard"] == [8, 10, 10]
    deck = random.Random(4).sample(DECK, 52)
    assert play(deck, 5)["dealt_hard"] == [sts.hard_total([deck[s], deck[5 + s]], PLAIN) for s in range(5)]
    game = play(deck, 5, chilcoots=True)
    assert [cards[:3] for cards in game["hands"]] == [[deck[s], deck[5 + s], deck[10 + s]] for s in range(5)]
    # The stock starts after the deal: the first card taken is deck[15].
    first_take = next(entry for entry in game["log"] if entry[2] == "take")
    assert first_take[3] == deck[15]


# Seat 0 stands low on 5; seat 1 takes to 24; seat 2 takes to 23.
OFFER_HANDS = [["2c", "3d"], ["Tc", "9d"], ["8c", "7h"]]
OFFER_DECK = _deck(OFFER_HANDS, ["5c", "4s", "2d", "2h", "9s"])


def test_offer_rounds_declines_and_the_three_in_a_row_lock():
    game = play(OFFER_DECK, 3)
    assert _offers(game) == [
        (0, "decline", None), (1, "take", "5c"), (2, "take", "4s"),  # round 0
        (0, "decline", None), (1, "decline", None), (2, "take", "2d"),  # round 1
        (0, "decline", None), (1, "decline", None), (2, "take", "2h"),  # round 2: seat 0 locks
        (1, "decline", None), (2, "decline", None),  # round 3: seat 1 locks; no take, the end
    ]
    assert [entry[0] for entry in game["log"]] == [0] * 3 + [1] * 3 + [2] * 3 + [3] * 2
    assert game["rounds"] == 4
    assert game["locked"] == [True, True, False]
    assert game["taken"] == [[], ["5c"], ["4s", "2d", "2h"]]
    assert game["hands"] == [["2c", "3d"], ["Tc", "9d", "5c"], ["8c", "7h", "4s", "2d", "2h"]]
    assert game["dealt_hard"] == [10, 38, 30]
    assert game["hard"] == [10, 48, 46]
    assert game["discarded"] == [None, None, None]
    assert game["stock_ran_out"] is False
    assert game["declares"] == ["low", "high", "high"]
    assert game["side_totals"] == [10, 48, 46]
    assert game["eligible_high"] == [False, True, True]
    assert game["eligible_low"] == [True, False, False]
    assert game["high_winners"] == [1] and game["low_winners"] == [0]  # 24 beats 23
    assert game["shares"] == [HALF, HALF, 0]
    assert game["carried"] is False


def test_moores_locks_the_same_seats_here_and_ranks_by_price():
    # Declines are for good here (a seat's cards do not change), so both lock rules agree.
    game = play(OFFER_DECK, 3, moores=True)
    assert game["locked"] == [True, True, False] and game["rounds"] == 4
    assert game["high_winners"] == [1]  # 24 and 23 both under 27: the higher


def test_the_offering_ends_after_a_round_with_no_take():
    # Round 0: seat 1 takes 5c to 24.  Round 1: nobody takes.
    game = play(_deck([["2c", "3d"], ["Tc", "9d"]], ["5c"]), 2)
    assert game["rounds"] == 2
    assert game["locked"] == [False, False]
    assert _offers(game) == [(0, "decline", None), (1, "take", "5c"), (0, "decline", None),
                             (1, "decline", None)]
    # Nobody takes at all: one round.
    game = play(_deck([["2c", "3d"], ["2d", "4h"]], ["5c"]), 2)
    assert game["rounds"] == 1 and game["taken"] == [[], []]
    assert game["low_winners"] == [1] and game["high_winners"] == [] and game["shares"] == [0, 1]


def test_chilcoots_deals_three_and_rotates_the_lead():
    hands = [["Tc", "2d", "3h"], ["9c", "2s", "4d"], ["8c", "3c", "4h"]]  # 15 each
    deck = _deck(hands, ["4c", "5d", "5h", "5s", "6c", "6d"])
    game = play(deck, 3, chilcoots=True)
    assert _offers(game) == [
        (0, "take", "4c"), (1, "take", "5d"), (2, "take", "5h"),  # round 0 from seat 0
        (1, "take", "5s"), (2, "take", "6c"), (0, "take", "6d"),  # round 1 from seat 1
        (2, "decline", None), (0, "decline", None), (1, "decline", None),  # round 2 from seat 2
    ]
    assert game["rounds"] == 3
    assert game["hard"] == [50, 50, 52]
    assert game["declares"] == ["high"] * 3
    # Nobody declared low: the high winner takes the whole pot.
    assert game["high_winners"] == [2] and game["low_winners"] == []
    assert game["shares"] == [0, 0, 1]
    # Without chilcoots the deal differs (two cards a seat) and every round starts at seat 0.
    plain = play(deck, 3)
    assert [cards[:2] for cards in plain["hands"]] == [["Tc", "2d"], ["9c", "2s"], ["8c", "3c"]]
    assert plain["rounds"] >= 2
    for r in range(plain["rounds"]):
        seats = [seat for rnd, seat, _, _ in plain["log"] if rnd == r]
        assert seats == sorted(seats)


# Ten seats playing black: every red card is worth 0, so nobody stops taking.
RUN_OUT_HANDS = [["Tc", "As"], ["9c", "3c"], ["8c", "4c"], ["7c", "5c"], ["6c", "2c"],
                 ["Ts", "Ac"], ["9s", "3s"], ["8s", "4s"], ["7s", "5s"], ["6s", "2s"]]
RED = [card for card in DECK if not sts.is_black(card)]
RUN_OUT_DECK = _deck(RUN_OUT_HANDS, RED + ["Jc", "Qc", "Kc", "Js", "Qs", "Ks"])


def test_the_offering_stops_at_once_when_the_stock_runs_out():
    game = play(RUN_OUT_DECK, 10, color="black")
    # 32 cards of stock: three full rounds (30), then seats 0 and 1 take the last two and seat 2
    # finds the stock empty: nothing more happens.
    assert game["stock_ran_out"] is True
    assert game["rounds"] == 4
    assert [len(cards) for cards in game["taken"]] == [4, 4] + [3] * 8
    assert game["log"][-2:] == [(3, 0, "take", "Qs"), (3, 1, "take", "Ks")]
    assert len(game["log"]) == 32 and all(entry[2] == "take" for entry in game["log"])
    assert game["taken"][6][-1] == "Jc" and game["taken"][9][-1] == "Js"
    assert game["locked"] == [False] * 10
    # Seat 4 (6c 2c and three reds: 8) is nearest 7; everybody declares low.
    assert game["hard"] == [23, 25, 24, 24, 16, 22, 25, 25, 25, 17]
    assert game["declares"] == ["low"] * 10
    assert game["low_winners"] == [4] and game["shares"][4] == 1
    # Without the color rule the same deck ends long before the stock does.
    assert play(RUN_OUT_DECK, 10)["stock_ran_out"] is False


def test_stock_running_out_under_chilcoots_stops_mid_round():
    # 30 dealt (3 a seat, black ones worth something), 22 red cards of stock worth 0.  Seat 1
    # (2.5) stands low; the other nine take every card offered.
    hands = [["Tc", "2c", "Jc"], ["2s", "Js", "3h"], ["9c", "3c", "Qc"], ["9s", "3s", "Qs"],
             ["8c", "Kc", "2d"], ["8s", "Ks", "2h"], ["7c", "5c", "3d"], ["7s", "5s", "Ts"],
             ["6c", "4c", "Ac"], ["6s", "4s", "As"]]
    stock = [card for card in RED if card not in ("2d", "2h", "3d", "3h")]
    assert len(stock) == 22
    deck = _deck(hands, stock)
    rules = Rules(color="black", chilcoots=True)
    assert [sts.take_decision(cards, 1, "standard", 0, rules) for cards in hands] == \
        ["take", "decline"] + ["take"] * 8
    game = play(deck, 10, color="black", chilcoots=True)
    # Round 0: seats 0..9; round 1: seats 1..9, 0; round 2 from seat 2: seats 2..5 take the last
    # four, seat 6 finds the stock empty, and seats 7, 8, 9, 0 and 1 are not offered: seat 1 has
    # declined only twice.
    assert game["stock_ran_out"] is True and game["rounds"] == 3
    assert [(r, seat) for r, seat, _, _ in game["log"][-5:]] == [(1, 0), (2, 2), (2, 3), (2, 4), (2, 5)]
    seat1 = [(r, action) for r, seat, action, _ in game["log"] if seat == 1]
    assert seat1 == [(0, "decline"), (1, "decline")]
    assert [len(cards) for cards in game["taken"]] == [2, 0, 3, 3, 3, 3, 2, 2, 2, 2]
    assert game["locked"] == [False] * 10


def test_stock_emptied_by_the_last_wanted_card_has_not_run_out():
    # Black, chilcoots, hero_stand 40: seat 0 (19) takes one card a round, the 22nd and last
    # bringing it to 40; every other seat stands at once (low on 7 or less, or high on 23 or 24).
    hands = [["Tc", "9c", "2d"], ["8c", "8s", "7c"], ["7s", "6c", "Ac"], ["6s", "Jc", "3d"],
             ["5c", "Js", "Qc"], ["5s", "Qs", "Kc"], ["4c", "3c", "4d"], ["4s", "3s", "5d"],
             ["2s", "As", "Ks"], ["6d", "7d", "8d"]]
    reds = [card for card in RED if card not in ("2d", "3d", "4d", "5d", "6d", "7d", "8d")]
    stock = reds[:10] + ["9s"] + reds[10:] + ["Ts", "2c"]
    assert len(stock) == 22
    game = play(_deck(hands, stock), 10, hero_stand=40, color="black", chilcoots=True)
    assert game["taken"][0] == stock and game["hard"][0] == 80
    assert game["taken"][1:] == [[]] * 9
    assert game["rounds"] == 23  # 22 rounds with a take, then one without
    assert game["stock_ran_out"] is False
    assert game["locked"] == [False] + [True] * 9
    assert game["declares"] == ["high"] * 3 + ["low"] * 7
    assert game["high_winners"] == [2] and game["low_winners"] == [6, 7]
    assert game["shares"] == [0, 0, HALF, 0, 0, 0, QUARTER, QUARTER, 0, 0]


def test_with_options_discard():
    # Seat 0: 19, takes Th to 29 (over 27), then discards its first ten (Tc) and takes on.
    hands = [["Tc", "9d"], ["8c", "7h"]]
    deck = _deck(hands, ["Th", "2h", "3s", "4c", "5h", "6s"])
    game = play(deck, 2, with_options=True)
    assert _offers(game) == [
        (0, "take", "Th"), (1, "take", "2h"),
        (0, "discard", "Tc"), (1, "take", "3s"),
        (0, "take", "4c"), (1, "take", "5h"),
        (0, "decline", None), (1, "decline", None),
    ]
    assert game["discarded"] == ["Tc", None]
    assert game["hands"] == [["9d", "Th", "4c"], ["8c", "7h", "2h", "3s", "5h"]]
    assert game["taken"] == [["Th", "4c"], ["2h", "3s", "5h"]]
    assert game["hard"] == [46, 50] and game["rounds"] == 4
    assert game["high_winners"] == [1] and game["shares"] == [0, 1]
    # Plain rules: no discard, seat 0 stays on 29 and declines three times.
    plain = play(deck, 2)
    assert plain["discarded"] == [None, None]
    assert plain["hands"][0] == ["Tc", "9d", "Th"]
    assert plain["locked"] == [True, False]


def test_a_discard_is_not_a_take_and_happens_once():
    # Seat 1 stands on 5 from the start; seat 0 goes over, discards in round 1 (nobody takes):
    # the offering ends there.
    hands = [["Tc", "9d"], ["2c", "3d"]]
    game = play(_deck(hands, ["Th", "9h"]), 2, with_options=True)
    assert _offers(game) == [(0, "take", "Th"), (1, "decline", None),
                             (0, "discard", "Tc"), (1, "decline", None)]
    assert game["rounds"] == 2 and game["hands"][0] == ["9d", "Th"]
    # Over again after its discard, a seat follows the take policy (it declines).
    hands = [["Tc", "9d"], ["8c", "7h"]]
    deck = _deck(hands, ["Th", "2h", "3s", "9h", "2s", "Jc", "Qc", "5d"])
    game = play(deck, 2, with_options=True)
    assert game["discarded"] == ["Tc", None]
    assert game["hands"][0] == ["9d", "Th", "9h"]  # 28, over, but no second discard
    seat0 = [action for seat, action, _ in _offers(game) if seat == 0]
    assert seat0 == ["take", "discard", "take", "decline", "decline", "decline"]
    assert game["locked"] == [True, False] and game["rounds"] == 6
    assert game["hands"][1] == ["8c", "7h", "2h", "3s", "2s", "Jc", "Qc"]  # 23 in 7 cards


def test_hero_stand_changes_seat_0_only():
    hands = [["Tc", "Td"], ["Ts", "Th"]]
    deck = _deck(hands, ["7c", "7d", "9c"])
    game = play(deck, 2, hero_stand=20)
    assert _offers(game)[:2] == [(0, "decline", None), (1, "take", "7c")]
    assert game["hard"] == [40, 54]
    assert game["high_winners"] == [1] and game["shares"] == [0, 1]
    game = play(deck, 2)
    assert game["hard"] == [54, 54] and game["shares"] == [HALF, HALF]  # equal totals split
    game = play(deck, 2, hero_stand=20.5)
    assert game["taken"][0] == ["7c"]
    game = play(deck, 2, hero_stand=Fraction(35, 2))  # 17.5: seat 0 stands on 20 as well
    assert game["taken"][0] == [] and game["taken"][1] == ["7c"]


def test_declare_policy_in_play():
    # Seat 0 stands low (5), seat 1 takes to 24.
    deck = _deck([["2c", "3d"], ["Tc", "9d"]], ["5c"])
    assert play(deck, 2)["declares"] == ["low", "high"]
    high = play(deck, 2, declare="high")
    assert high["declares"] == ["high", "high"] and high["shares"] == [0, 1]
    low = play(deck, 2, declare="low")
    assert low["declares"] == ["low", "low"] and low["shares"] == [1, 0]  # 5 is nearer 7


# ---------------------------------------------------------------------------
# The showdown in play
# ---------------------------------------------------------------------------

# Chilcoots hands that all stand at once: seat 0 18 or 28 (A 9 8), seat 1 24, seat 2 5.5 (low).
RANK_HANDS = [["Ac", "9d", "8h"], ["Tc", "9s", "5d"], ["2c", "3d", "Kh"]]
RANK_DECK = _deck(RANK_HANDS)


@pytest.mark.parametrize(
    "options, side_totals, shares",
    [
        ({}, [56, 48, 11], [HALF, 0, HALF]),  # 28 (1 over) beats 24
        ({"with_options": True}, [56, 48, 11], [HALF, 0, HALF]),
        ({"price_is_right": True}, [36, 48, 11], [0, HALF, HALF]),  # the ace as 1: 18 < 24
        ({"moores": True}, [36, 48, 11], [0, HALF, HALF]),
        ({"strict_price_is_right": True}, [36, 48, 11], [0, HALF, HALF]),
    ],
)
def test_ace_choice_and_ranking_rules(options, side_totals, shares):
    game = play(RANK_DECK, 3, chilcoots=True, **options)
    assert game["rounds"] == 1 and game["taken"] == [[], [], []]
    assert game["declares"] == ["high", "high", "low"]
    assert game["side_totals"] == side_totals
    assert game["eligible_high"] == [True, True, False]
    assert game["eligible_low"] == [False, False, True]
    assert game["low_winners"] == [2]
    assert game["shares"] == shares


# Seat 0 stands on 28, seat 1 on 28 too, seat 2 low on 5.5.
BUST_DECK = _deck([["Tc", "9d", "9h"], ["Td", "9c", "9s"], ["2c", "3d", "Kh"]])


def test_equal_totals_split_and_strict_gives_the_pot_to_the_other_side():
    plain = play(BUST_DECK, 3, chilcoots=True)
    assert plain["high_winners"] == [0, 1] and plain["low_winners"] == [2]
    assert plain["shares"] == [QUARTER, QUARTER, HALF]
    strict = play(BUST_DECK, 3, chilcoots=True, strict_price_is_right=True)
    assert strict["eligible_high"] == [False, False, False]
    assert strict["side_totals"] == [None, None, 11]
    assert strict["high_winners"] == [] and strict["low_winners"] == [2]
    assert strict["shares"] == [0, 0, 1]
    assert strict["carried"] is False


def test_strict_a_busted_seat_cannot_win_low_and_nobody_eligible_carries():
    # Everybody low: without strict the busted seats split the pot (seat 2 is not in this deal).
    deck = _deck([["Tc", "9d", "9h"], ["Td", "9c", "9s"]])
    low = play(deck, 2, chilcoots=True, declare="low")
    assert low["low_winners"] == [0, 1] and low["shares"] == [HALF, HALF]
    strict = play(deck, 2, chilcoots=True, declare="low", strict_price_is_right=True)
    assert strict["eligible_low"] == [False, False] and strict["side_totals"] == [None, None]
    assert strict["carried"] is True and strict["shares"] == [0, 0]
    assert strict["high_winners"] == [] and strict["low_winners"] == []
    # The same declaring high: nobody eligible either.
    high = play(deck, 2, chilcoots=True, strict_price_is_right=True)
    assert high["declares"] == ["high", "high"] and high["carried"] is True
    # Price is right: equal totals over the target still split.
    tied = play(deck, 2, chilcoots=True, declare="low", price_is_right=True)
    assert tied["shares"] == [HALF, HALF]


def test_equally_near_totals_go_to_the_lower():
    # 25 and 29 (both 2 from 27): 25 wins the high half; seat 2 low.
    deck = _deck([["Tc", "9d", "6h"], ["Ts", "9c", "Th"], ["2c", "3d", "Kh"]])
    game = play(deck, 3, chilcoots=True)
    assert game["side_totals"] == [50, 58, 11]
    assert game["high_winners"] == [0] and game["shares"] == [HALF, 0, HALF]
    # Seat 1 with 29 on the other side of 25 in the seat order changes nothing.
    deck = _deck([["Ts", "9c", "Th"], ["Tc", "9d", "6h"], ["2c", "3d", "Kh"]])
    assert play(deck, 3, chilcoots=True)["high_winners"] == [1]


def test_with_options_most_cards_breaks_a_tie():
    # Seat 0: 19 + 5 = 24 in three cards; seat 1: 17 + 3 + 4 = 24 in four.
    deck = _deck([["Tc", "9d"], ["9c", "8d"]], ["5h", "3h", "4s"])
    plain = play(deck, 2)
    assert plain["hands"] == [["Tc", "9d", "5h"], ["9c", "8d", "3h", "4s"]]
    assert plain["rounds"] == 3
    assert plain["high_winners"] == [0, 1] and plain["shares"] == [HALF, HALF]
    options = play(deck, 2, with_options=True)
    assert options["hands"] == plain["hands"]
    assert options["high_winners"] == [1] and options["shares"] == [0, 1]


def test_two_two_two_window_and_tens():
    # 222: targets 2 and 22, tens a half.  Seat 0 stands on 23 (S = 18), seat 1 on 20, seat 2 on
    # three tens (1.5, hard <= 2).
    deck = _deck([["9c", "9d", "5h"], ["9s", "8d", "3h"], ["Tc", "Td", "Th"]])
    game = play(deck, 3, chilcoots=True, two_two_two=True)
    assert game["rounds"] == 1
    assert game["dealt_hard"] == [46, 40, 3]
    assert game["declares"] == ["high", "high", "low"]
    assert game["eligible_high"] == [False, True, False]  # 23 is over 22
    assert game["eligible_low"] == [False, False, False]  # 1.5 is under 2
    assert game["side_totals"] == [None, 40, None]
    assert game["high_winners"] == [1] and game["low_winners"] == []
    assert game["shares"] == [0, 1, 0]


def test_two_two_two_ace_as_eleven_for_low():
    # Seat 0: A K, 1.5 or 11.5: declares low (1.5 is half a point from 2), plays 11.5.
    deck = _deck([["Ac", "Kd"], ["9c", "9d"]])
    game = play(deck, 2, two_two_two=True)
    assert game["rounds"] == 1
    assert game["declares"] == ["low", "high"]
    assert game["side_totals"] == [23, 36]
    assert game["shares"] == [HALF, HALF]


@pytest.mark.parametrize("last, seat1_total, shares", [("5c", 65, [HALF, HALF]), ("6c", None, [1, 0])])
def test_three_three_three(last, seat1_total, shares):
    # 333: targets 3 and 33, S = 29.  Seat 0: A A (2, 12 or 22) stands low and plays 12 (2 is under
    # 3).  Seat 1: T 9 (9.5) takes 9 9 and a five to 32.5, or a six to 33.5 (over: not eligible).
    deck = _deck([["Ac", "Ad"], ["Tc", "9d"]], ["9h", "9s", last])
    game = play(deck, 2, three_three_three=True)
    assert game["dealt_hard"] == [4, 19]
    assert game["taken"] == [[], ["9h", "9s", last]]
    assert game["locked"] == [True, False] and game["rounds"] == 4
    assert game["declares"] == ["low", "high"]
    assert game["side_totals"] == [24, seat1_total]
    assert game["shares"] == shares


def test_targets_in_play():
    # 2 6: 8 takes under 7/27, stands low under 8/28.
    deck = _deck([["2c", "6d"], ["Tc", "9d"]], ["Kh", "5c", "4h"])
    assert play(deck, 2)["taken"][0][0] == "Kh"
    game = play(deck, 2, targets="8/28")
    assert game["taken"] == [[], ["Kh", "5c"]]  # 19 -> 19.5 -> 24.5, S = 24
    assert game["locked"] == [True, False] and game["rounds"] == 3
    assert game["low_winners"] == [0] and game["high_winners"] == [1]


def test_color_in_play():
    # Red: seat 0's black cards are 0, it stands low; seat 1 (red 9 9, 18) takes the red five.
    deck = _deck([["Tc", "Ks"], ["9d", "9h"]], ["2c", "5d", "3s"])
    game = play(deck, 2, color="red")
    assert game["dealt_hard"] == [0, 36]
    assert game["taken"] == [[], ["2c", "5d"]]
    assert game["hard"] == [0, 46]
    assert game["declares"] == ["low", "high"] and game["shares"] == [HALF, HALF]
    # Black: the red ace is 0 and never 11, so Ad T 6 is 16 (not 26) and takes on to 23.
    deck = _deck([["Ad", "Tc"], ["2c", "3s"]], ["6c", "7s", "8c"])
    game = play(deck, 2, color="black")
    assert game["taken"] == [["6c", "7s"], []]
    assert game["hard"] == [46, 10] and game["side_totals"] == [46, 10]


def test_take_policies_in_play():
    # Seat 0 stands low; seat 1 (19) takes until its stand mark: 23, 21 or 25.
    deck = _deck([["2c", "3d"], ["Tc", "9d"]], ["2h", "2s", "Jc", "Qc", "3c", "4c"])
    assert play(deck, 2)["taken"][1] == ["2h", "2s"]  # 23
    assert play(deck, 2, policy="cautious")["taken"][1] == ["2h"]  # 21
    assert play(deck, 2, policy="bold")["taken"][1] == ["2h", "2s", "Jc", "Qc", "3c"]  # 23.5, 24, 27
    # 7.5/27.5: S = 23.5, so 23 takes on; 8/28: S = 24.
    assert play(deck, 2, targets="7.5/27.5")["taken"][1] == ["2h", "2s", "Jc"]
    assert play(deck, 2, targets="8/28")["taken"][1] == ["2h", "2s", "Jc", "Qc"]


def test_take_policy_uses_the_closest_total_and_the_hard_total_in_play():
    # A 9 takes 2 (12 or 22: 22 is below 23), then T: 22 or 32, both 5 from 27, so 22 counts and
    # it takes again, 5: 27.  Seat 1 (A K, hard 1.5) stands low although 11.5 is nearer 7.
    deck = _deck([["Ac", "9d"], ["Ad", "Kd"]], ["2h", "Tc", "5c", "6c"])
    game = play(deck, 2)
    assert _offers(game) == [(0, "take", "2h"), (1, "decline", None), (0, "take", "Tc"),
                             (1, "decline", None), (0, "take", "5c"), (1, "decline", None),
                             (0, "decline", None)]
    assert game["rounds"] == 4 and game["locked"] == [False, True]
    assert game["hard"] == [54, 3]
    assert game["declares"] == ["high", "low"]
    assert game["side_totals"] == [54, 23]  # A K plays 11.5 for low (4.5 from 7; 1.5 is 5.5)
    assert game["shares"] == [HALF, HALF]
    pir = play(deck, 2, price_is_right=True)
    assert pir["side_totals"] == [54, 3]


def test_hero_stand_holds_seat_0_on_an_exact_declare_tie():
    # hero_stand 17: seat 0 stands on T 7, 10 from 7 and 10 from 27: it declares low.
    deck = _deck([["Tc", "7d"], ["9c", "9d"]], ["5h", "4c"])
    game = play(deck, 2, hero_stand=17)
    assert game["taken"] == [[], ["5h"]]
    assert game["declares"] == ["low", "high"] and game["shares"] == [HALF, HALF]


def test_hero_stand_low_declarer_strict_and_off_color_ace():
    # hero_stand 9: seat 0 stands on Ad 9c under black (the red ace is 0, not an ace): 9, low.
    deck = _deck([["Ad", "9c"], ["Tc", "8s"]], ["5s", "6c"])
    game = play(deck, 2, hero_stand=9, color="black")
    assert game["hard"] == [18, 46] and game["declares"] == ["low", "high"]
    assert game["side_totals"] == [18, 46] and game["shares"] == [HALF, HALF]
    # Strict: 9 is over 7, so seat 0 cannot win low and seat 1 takes the whole pot.
    strict = play(deck, 2, hero_stand=9, color="black", strict_price_is_right=True)
    assert strict["eligible_low"] == [False, False] and strict["side_totals"] == [None, 46]
    assert strict["shares"] == [0, 1]


def test_price_is_right_exactly_on_the_target():
    # 27 against 26: 27 is not over.
    deck = _deck([["Tc", "9d", "8h"], ["Ts", "9c", "7h"], ["2c", "3d", "Kh"]])
    for options in ({}, {"price_is_right": True}, {"strict_price_is_right": True}, {"moores": True}):
        game = play(deck, 3, chilcoots=True, **options)
        assert game["side_totals"] == [54, 52, 11]
        assert game["high_winners"] == [0] and game["shares"] == [HALF, 0, HALF]


def test_two_aces_count_eleven_and_one():
    # Declaring high, A A 4 (6, 16 or 26) plays 26, both aces 11, and beats 24.
    deck = _deck([["Ac", "Ad", "4h"], ["Tc", "9s", "5d"]])
    game = play(deck, 2, chilcoots=True, declare="high")
    assert game["side_totals"] == [52, 48] and game["shares"] == [1, 0]


def test_with_options_discard_counts_an_ace_as_one_and_not_at_exactly_h():
    # hero_stand 40 keeps seat 0 taking: T 9, A (20 or 30), 8 (28 hard): it discards the ten.
    deck = _deck([["Tc", "9d"], ["8c", "7h"]], ["Ac", "2h", "8h", "3s", "2s", "Jc", "Qc", "Kc"])
    game = play(deck, 2, hero_stand=40, with_options=True)
    assert game["discarded"][0] == "Tc"
    assert _offers(game)[:6] == [(0, "take", "Ac"), (1, "take", "2h"), (0, "take", "8h"),
                                 (1, "take", "3s"), (0, "discard", "Tc"), (1, "take", "2s")]
    # 27 exactly is not over: no discard.
    game = play(_deck([["Tc", "9d"], ["2c", "3d"]], ["8h"]), 2, with_options=True)
    assert game["hard"][0] == 54 and game["discarded"] == [None, None]


# ---------------------------------------------------------------------------
# Checks
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("players", [1, 11, 0, True, 2.0, "3", None])
def test_players_refused(players):
    with pytest.raises(ValueError):
        play(list(DECK), players)
    with pytest.raises(ValueError):
        simulate(players, 1, 0)


def test_policy_names_refused():
    with pytest.raises(ValueError, match="standard, cautious, bold, home"):
        play(list(DECK), 2, policy="random")
    with pytest.raises(ValueError, match="standard, high, low"):
        play(list(DECK), 2, declare="cautious")
    with pytest.raises(ValueError):
        simulate(2, 1, 0, policy="Standard")
    with pytest.raises(ValueError):
        simulate(2, 1, 0, declare="HIGH")


@pytest.mark.parametrize("hero_stand", [-1, 0.5, 0.25, 40.5, 41, 17.3, True, "20", None])
def test_hero_stand_refused(hero_stand):
    with pytest.raises(ValueError):
        play(list(DECK), 2, hero_stand=hero_stand)
    with pytest.raises(ValueError):
        simulate(2, 1, 0, hero_stand=hero_stand)


@pytest.mark.parametrize("hero_stand", [0, 1, 1.5, 23, 40, Fraction(81, 2) - 1])
def test_hero_stand_accepted(hero_stand):
    play(list(DECK), 2, hero_stand=hero_stand)


@pytest.mark.parametrize(
    "options",
    [
        {"targets": "7/28"},
        {"targets": 7},
        {"color": "blue"},
        {"color": None},
        {"two_two_two": True, "three_three_three": True},
        {"two_two_two": True, "targets": "8/28"},
        {"three_three_three": True, "targets": "7.5/27.5"},
        {"chilcoot": True},
        {"moores": 1},
        {"with_options": "yes"},
    ],
)
def test_options_refused(options):
    with pytest.raises(ValueError):
        play(list(DECK), 2, **options)
    with pytest.raises(ValueError):
        simulate(2, 1, 0, **options)


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


def test_a_tuple_deck_is_fine_and_ten_seats_play():
    game = play(DECK, 10, chilcoots=True)
    assert len(game["hands"]) == 10 and sum(game["shares"]) in (0, 1)
    assert sts.points(55) == Fraction(55, 2)


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def _check_deal(deck, players, game, rules):
    passes = 3 if rules.rotating_lead else 2
    dealt = [[deck[k * players + s] for k in range(passes)] for s in range(players)]
    stock = deck[passes * players:]
    taken_in_order = [card for _, _, action, card in game["log"] if action == "take"]
    assert taken_in_order == stock[: len(taken_in_order)]
    for s in range(players):
        expected = [c for c in dealt[s] + game["taken"][s] if c != game["discarded"][s]]
        assert game["hands"][s] == expected
        assert game["dealt_hard"][s] == sts.hard_total(dealt[s], rules)
        assert game["hard"][s] == sts.hard_total(game["hands"][s], rules)
        assert game["locked"][s] == (sum(1 for _, seat, a, _ in game["log"]
                                         if seat == s and a == "decline") >= 3)
    rounds = game["rounds"]
    assert all(entry[0] < rounds for entry in game["log"])
    if game["stock_ran_out"]:
        assert len(taken_in_order) == len(stock)
    else:  # the last round had no take
        assert not [entry for entry in game["log"] if entry[0] == rounds - 1 and entry[2] == "take"]
    if not rules.with_options:
        assert game["discarded"] == [None] * players
    shares = game["shares"]
    assert all(share >= 0 for share in shares)
    if game["carried"]:
        assert sum(shares) == 0 and not game["high_winners"] and not game["low_winners"]
    else:
        assert sum(shares) == 1
    for side in ("high", "low"):
        for s in game[f"{side}_winners"]:
            assert game["declares"][s] == side and game[f"eligible_{side}"][s]
        for s in range(players):
            assert game[f"eligible_{side}"][s] == (game["declares"][s] == side
                                                   and game["side_totals"][s] is not None)


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"chilcoots": True, "with_options": True},
        {"moores": True, "color": "black"},
        {"strict_price_is_right": True, "targets": "8/28"},
        {"two_two_two": True, "with_options": True},
        {"three_three_three": True, "color": "red", "chilcoots": True},
    ],
)
def test_deal_invariants_on_random_decks(options):
    rules = Rules(**options)
    rng = random.Random(17)
    for players in (2, 5, 10):
        for _ in range(15):
            deck = rng.sample(DECK, 52)
            _check_deal(deck, players, play(deck, players, **options), rules)


def _check_totals(totals, players, deals, rules):
    assert totals["deals"] == deals
    assert len(totals["shares"]) == players
    assert sum(totals["shares"]) == deals - totals["carried"]
    assert totals["declares_high"] + totals["declares_low"] == players * deals
    assert sum(totals["taken"].values()) == players * deals
    assert sum(totals["rounds"].values()) == deals and min(totals["rounds"]) >= 1
    assert sum(totals["dealt_hard"].values()) == players * deals
    assert sum(totals["high_total"].values()) <= deals and sum(totals["low_total"].values()) <= deals
    assert sum(totals["high_total"].values()) + sum(totals["low_total"].values()) >= deals - totals["carried"]
    assert 0 <= totals["locked"] <= players * deals and 0 <= totals["busted"] <= players * deals
    assert 0 <= totals["discards"] <= players * deals and 0 <= totals["stock_ran_out"] <= deals
    if rules.window:
        assert all(rules.low <= t <= rules.high for t in totals["high_total"] + totals["low_total"])
    if rules.strict:
        assert all(t <= rules.high for t in totals["high_total"])
        assert all(t <= rules.low for t in totals["low_total"])


def test_simulate_totals_add_up():
    totals = simulate(4, 300, seed=1)
    _check_totals(totals, 4, 300, PLAIN)
    assert totals["declares_high"] > 0 and totals["declares_low"] > 0
    assert totals["locked"] > 0 and totals["busted"] > 0
    assert totals["carried"] == 0 and totals["discards"] == 0
    assert totals == simulate(4, 300, seed=1)
    assert totals != simulate(4, 300, seed=2)


@pytest.mark.parametrize(
    "players, options",
    [
        (2, {"policy": "bold", "with_options": True}),
        (10, {"chilcoots": True, "color": "black"}),
        (6, {"declare": "high", "strict_price_is_right": True}),
        (6, {"declare": "low", "moores": True}),
        (5, {"two_two_two": True, "hero_stand": 15}),
        (5, {"three_three_three": True, "policy": "cautious", "price_is_right": True}),
    ],
)
def test_simulate_totals_add_up_under_options(players, options):
    totals = simulate(players, 120, seed=3, **options)
    rules = Rules(**{k: v for k, v in options.items() if k not in ("policy", "declare", "hero_stand")})
    _check_totals(totals, players, 120, rules)
    if options.get("declare") == "high":
        assert totals["declares_low"] == 0 and not totals["low_total"]
    if options.get("declare") == "low":
        assert totals["declares_high"] == 0 and not totals["high_total"]
    if options.get("with_options"):
        assert totals["discards"] > 0
    if options.get("color") == "black":
        assert totals["stock_ran_out"] > 0


def test_simulate_is_play_over_one_rng():
    options = {"with_options": True, "two_two_two": True}
    rng = random.Random(5)
    games = [play(rng.sample(DECK, 52), 2, policy="bold", hero_stand=15, **options) for _ in range(200)]
    totals = simulate(2, 200, seed=5, policy="bold", hero_stand=15, **options)
    assert totals != simulate(2, 200, seed=5, policy="bold", **options)
    high = Rules(**options).high
    assert totals["carried"] > 0 and totals["discards"] > 0 and totals["locked"] > 0
    assert totals["shares"] == [sum(g["shares"][s] for g in games) for s in range(2)]
    assert totals["carried"] == sum(g["carried"] for g in games)
    assert totals["locked"] == sum(sum(g["locked"]) for g in games)
    assert totals["busted"] == sum(1 for g in games for h in g["hard"] if h > high)
    assert totals["declares_high"] == sum(g["declares"].count("high") for g in games)
    assert totals["declares_low"] == sum(g["declares"].count("low") for g in games)
    assert totals["taken"] == Counter(len(t) for g in games for t in g["taken"])
    assert totals["rounds"] == Counter(g["rounds"] for g in games)
    assert totals["high_total"] == Counter(g["side_totals"][g["high_winners"][0]]
                                           for g in games if g["high_winners"])
    assert totals["low_total"] == Counter(g["side_totals"][g["low_winners"][0]]
                                          for g in games if g["low_winners"])
    assert totals["dealt_hard"] == Counter(h for g in games for h in g["dealt_hard"])
    assert totals["discards"] == sum(1 for g in games for c in g["discarded"] if c is not None)
    assert totals["stock_ran_out"] == sum(g["stock_ran_out"] for g in games)

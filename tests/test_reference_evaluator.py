"""Checks of the reference evaluators in tests/reference/evaluator.py.

Two kinds of test: hand-written hands whose value is known from the rules,
and random hands where the two independent high evaluators (brute force and
category logic) must agree exactly.
"""

import os
import random

import pytest

try:
    from tests.reference import evaluator as ev
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import evaluator as ev

JOKERS = {"Xa", "Xb"}
BOTH = pytest.mark.parametrize("evaluate", [ev.brute_high, ev.fast_high], ids=["brute", "fast"])


def key(result, natural_beats_wild=False):
    return ev.compare_key(*result, natural_beats_wild=natural_beats_wild)


# ---------------------------------------------------------------------------
# Card text
# ---------------------------------------------------------------------------


def test_card_text():
    assert ev.normalize_card("10h") == "Th"
    assert ev.card_rank("10h") == 10
    assert ev.card_rank("Ac") == 14
    assert ev.card_suit("Kd") == "d"
    assert ev.card_rank("Xb") is None
    assert len(set(ev.full_deck())) == 52
    with pytest.raises(ValueError):
        ev.normalize_card("1h")


def test_bad_input_is_refused():
    with pytest.raises(ValueError):
        ev.brute_high(["Ah", "Ah", "2c", "3d", "4s"])
    with pytest.raises(ValueError):  # a joker needs a role
        ev.brute_high(["Ah", "Xa", "2c", "3d", "4s"])


# ---------------------------------------------------------------------------
# Known high hands
# ---------------------------------------------------------------------------


@BOTH
def test_wheel_is_five_high_straight(evaluate):
    assert evaluate(["Ah", "2c", "3d", "4s", "5h"]) == ("straight", (5,), True)
    # Seven cards: the wheel beats the pair of kings that is also there.
    assert evaluate(["Ah", "2c", "3d", "4s", "5h", "Kc", "Kd"]) == ("straight", (5,), True)
    # No wraparound: Q K A 2 3 is just ace high.
    assert evaluate(["Qh", "Kc", "Ad", "2s", "3h"])[0] == "high-card"


@BOTH
def test_double_ace_flush_with_a_wild(evaluate):
    hand = ["Ah", "9h", "7h", "4h", "Xa", "2c", "Kd"]
    assert evaluate(hand, wild={"Xa"}) == ("flush", (14, 14, 9, 7, 4), False)


@BOTH
def test_five_of_a_kind(evaluate):
    assert evaluate(["Kh", "Kd", "Kc", "Xa", "Xb"], wild=JOKERS) == ("five-of-a-kind", (13,), False)
    # Three wild sevens with two natural kings: five kings, not sevens.
    sevens = {"7c", "7d", "7h", "7s"}
    assert evaluate(["Ks", "Kh", "7c", "7d", "7h", "2c", "3d"], wild=sevens) == (
        "five-of-a-kind",
        (13,),
        False,
    )


@BOTH
def test_natural_flag(evaluate):
    # The wild card can do no better than the natural straight already does.
    hand = ["9c", "Td", "Jh", "Qs", "Kc", "Xa", "2d"]
    assert evaluate(hand, wild={"Xa"}) == ("straight", (14,), False)
    # Here the wild card cannot improve the natural ace-high straight.
    hand = ["Tc", "Jd", "Qh", "Ks", "Ac", "Xa"]
    assert evaluate(hand, wild={"Xa"}) == ("straight", (14,), True)
    # The wild card as a second ace beats the natural flush.
    hand = ["Ah", "Kh", "9h", "7h", "4h", "Xa"]
    assert evaluate(hand, wild={"Xa"}) == ("flush", (14, 14, 13, 9, 7), False)
    hand = ["Ah", "Kh", "Qh", "Jh", "Th", "Xa"]
    assert evaluate(hand, wild={"Xa"}) == ("straight-flush", (14,), True)


def test_natural_beats_wild_only_when_asked():
    natural = ev.brute_high(["Ah", "Kh", "Qh", "Jh", "Th"])
    wild = ev.brute_high(["Ac", "Kc", "Qc", "Jc", "Xa"], wild={"Xa"})
    assert natural[:2] == wild[:2] and natural[2] and not wild[2]
    assert key(natural) == key(wild)
    assert key(natural, True) > key(wild, True)


@BOTH
def test_short_hands(evaluate):
    assert evaluate(["Kh", "Kd", "7c"]) == ("one-pair", (13, 13, 7), True)
    # A short hand loses to a longer one with the same pattern.
    assert key(evaluate(["Kh", "Kd", "7c"])) < key(evaluate(["Ks", "Kc", "7d", "2h"]))
    assert evaluate(["Ah", "Kh", "Qh", "Jh", "Th"], k=4) == ("high-card", (14, 13, 12, 11), True)
    assert evaluate(["9h", "9d", "9c", "Xa"], wild={"Xa"}) == ("four-of-a-kind", (9, 9, 9, 9), False)
    assert evaluate(["9h", "9d", "4c", "4s", "2d"], k=4) == ("two-pair", (9, 9, 4, 4), True)


@BOTH
def test_straights_off(evaluate):
    assert evaluate(["Ah", "Kh", "Qh", "Jh", "Th"], straights=False) == (
        "high-card",
        (14, 13, 12, 11, 10),
        True,
    )


def test_bug_completes_a_flush_or_straight():
    assert ev.brute_high(["Ah", "9h", "7h", "4h", "Xa"], bug="Xa") == ("flush", (14, 14, 9, 7, 4), False)
    assert ev.brute_high(["9c", "Td", "Jh", "Qs", "Xa"], bug="Xa") == ("straight", (13,), False)
    assert ev.fast_high(["9c", "Td", "Jh", "Qs", "Xa"], bug="Xa") == ("straight", (13,), False)


def test_bug_is_dead_otherwise():
    # Five cards, nothing for the bug to complete: the other four are a short hand.
    assert ev.brute_high(["Kh", "Kd", "9c", "5s", "Xa"], bug="Xa") == ("one-pair", (13, 13, 9, 5), False)
    # It may not pair the kings either.
    assert ev.brute_high(["Kh", "Qd", "9c", "5s", "Xa"], bug="Xa") == ("high-card", (13, 12, 9, 5), False)


def test_bug_as_ace():
    hand = ["Ad", "9c", "7s", "4h", "Xa"]
    assert ev.brute_high(hand, bug="Xa", bug_ace=True) == ("one-pair", (14, 14, 9, 7, 4), False)
    assert ev.brute_high(hand, bug="Xa") == ("high-card", (14, 9, 7, 4), False)
    hand = ["Kh", "Kd", "9c", "5s", "Xa"]
    assert ev.brute_high(hand, bug="Xa", bug_ace=True) == ("one-pair", (13, 13, 14, 9, 5), False)


def test_new_york_four_straight():
    rules = {"four_card": "new-york"}
    four_straight = ev.brute_high(["5h", "6d", "7c", "8s", "Kh"], **rules)
    pair = ev.brute_high(["Ah", "Ad", "7d", "4s", "2h"], **rules)
    two_pair = ev.brute_high(["3h", "3d", "2c", "2s", "4h"], **rules)
    assert four_straight == ("four-straight", (8, 13), True)
    assert pair[0] == "one-pair" and two_pair[0] == "two-pair"
    assert key(pair) < key(four_straight) < key(two_pair)
    # Ace low and ace high four-runs both count.
    assert ev.brute_high(["Ah", "2d", "3c", "4s", "9h"], **rules) == ("four-straight", (4, 9), True)
    assert ev.brute_high(["Jh", "Qd", "Kc", "As", "3h"], **rules) == ("four-straight", (14, 3), True)
    # Without the rule it is just king high.
    assert ev.brute_high(["5h", "6d", "7c", "8s", "Kh"])[0] == "high-card"
    assert ev.fast_high(["5h", "6d", "7c", "8s", "Kh"], **rules) == four_straight


def test_canadian_four_flush():
    rules = {"four_card": "canadian"}
    four_flush = ev.brute_high(["2h", "6h", "9h", "Kh", "Jc"], **rules)
    four_straight = ev.brute_high(["5h", "6d", "7c", "8s", "Kh"], **rules)
    two_pair = ev.brute_high(["3h", "3d", "2c", "2s", "4h"], **rules)
    assert four_flush == ("four-flush", (13, 9, 6, 2, 11), True)
    assert four_straight[0] == "four-straight"
    assert key(four_straight) < key(four_flush) < key(two_pair)
    # A hand that is both counts as the four-flush.
    assert ev.brute_high(["5h", "6h", "7h", "8s", "Kh"], **rules) == ("four-flush", (13, 7, 6, 5, 8), True)
    # New York rules do not know four-flushes.
    assert ev.brute_high(["2h", "6h", "9h", "Kh", "Jc"], four_card="new-york")[0] == "high-card"


# ---------------------------------------------------------------------------
# Known low hands
# ---------------------------------------------------------------------------


def test_ace_to_five_wheel_is_best():
    a6 = ev.LOW_A6_CATEGORIES
    a5_best = ev.brute_low(["Ac", "2d", "3h", "4s", "5c", "Kd", "Kh"], kind="a5")
    assert a5_best == (0, (5, 4, 3, 2, 1))
    # Same five cards suited: flushes do not count in ace-to-five.
    assert ev.brute_low(["Ac", "2c", "3c", "4c", "5c"], kind="a5") == a5_best
    assert ev.brute_low(["Ac", "2c", "3c", "4c", "5c"], kind="a6")[0] == a6.index("straight-flush")


def test_ace_to_six():
    a6 = ev.LOW_A6_CATEGORIES
    assert ev.brute_low(["Ac", "2d", "3h", "4s", "5c"], kind="a6") == (a6.index("straight"), (5,))
    best = ev.brute_low(["Ac", "2d", "3h", "4s", "5c", "6d", "Kh"], kind="a6")
    assert best == (0, (6, 4, 3, 2, 1))
    # T J Q K A is no straight with the ace low.
    assert ev.brute_low(["Tc", "Jd", "Qh", "Ks", "Ac"], kind="a6") == (0, (13, 12, 11, 10, 1))


def test_low_with_wilds():
    assert ev.brute_low(["Xa", "Kc", "2d", "3h", "4s"], kind="a5", wild={"Xa"}) == (0, (13, 4, 3, 2, 1))
    assert ev.brute_low(["Xa", "Xb", "Kc", "Kd", "Qh"], kind="a6", wild=JOKERS) == (1, (13, 13, 12, 2, 1))
    # Five wild cards still avoid the straight and the flush.
    hand = ["Xa", "Xb", "7c", "7d", "7h"]
    assert ev.brute_low(hand, kind="a6", wild={"Xa", "Xb", "7c", "7d", "7h"}) == (0, (6, 4, 3, 2, 1))


# ---------------------------------------------------------------------------
# Random agreement between the two high evaluators
# ---------------------------------------------------------------------------


def random_hand(rng, deck, sizes=(5, 6, 7), max_wild=3):
    """A random hand, its wild set and a k; some wilds are jokers."""
    n = rng.choice(sizes)
    n_wild = min(rng.randint(0, max_wild), n)
    n_jokers = rng.randint(0, min(2, n_wild))
    cards = rng.sample(deck, n - n_jokers)
    jokers = ["Xa", "Xb"][:n_jokers]
    wild = set(jokers) | set(rng.sample(cards, n_wild - n_jokers))
    hand = cards + jokers
    rng.shuffle(hand)
    return hand, wild


@pytest.mark.lean
def test_fast_matches_brute_random():
    rng = random.Random(20240611)
    deck = ev.full_deck()
    for _ in range(1000):
        hand, wild = random_hand(rng, deck)
        assert ev.fast_high(hand, wild=wild) == ev.brute_high(hand, wild=wild), (hand, wild)


@pytest.mark.lean
def test_fast_matches_brute_flush_rich_and_short():
    """Few suits and ranks make flushes, straights and big pairs common."""
    rng = random.Random(7)
    for _ in range(800):
        suits = rng.sample(ev.SUITS, rng.randint(1, 3))
        ranks = rng.sample(ev.RANKS, rng.randint(5, 9))
        deck = [r + s for r in ranks for s in suits]
        hand, wild = random_hand(rng, deck, sizes=range(1, min(8, len(deck)) + 1))
        k = rng.choice([5, 5, 5, 4, 3, 2])
        straights = rng.random() < 0.8
        rules = {"wild": wild, "k": k, "straights": straights}
        assert ev.fast_high(hand, **rules) == ev.brute_high(hand, **rules), (hand, rules)


@pytest.mark.slow
@pytest.mark.skipif(
    not os.environ.get("REFERENCE_SLOW"),
    reason="set REFERENCE_SLOW=1 to run (about a minute)",
)
def test_fast_matches_brute_random_long():
    rng = random.Random(99)
    deck = ev.full_deck()
    for _ in range(10000):
        hand, wild = random_hand(rng, deck, sizes=range(1, 10), max_wild=4)
        k = rng.choice([5, 5, 5, 4, 3, 2])
        rules = {"wild": wild, "k": k, "straights": rng.random() < 0.9}
        assert ev.fast_high(hand, **rules) == ev.brute_high(hand, **rules), (hand, rules)

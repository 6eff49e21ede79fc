"""Exact hand-distribution tables against counts known from combinatorics.

``hand_distribution(n, exact=True)`` enumerates every n-card hand through the
kernels.  The high-hand tables are the textbook ones; the ace-to-five low
tables (and the stripped deck's high table) are computed here, independently of
the kernels, from rank-count vectors.  The sampled mode is checked against the
exact seven-card table and for reproducibility.
"""

import math
from itertools import combinations

import pytest
from scipy.stats import chisquare

from sim.spec.evaluation import HandRule
from sim.studies.hands import hand_distribution

FIVE_CARD = {
    "straight-flush": 40,
    "four-of-a-kind": 624,
    "full-house": 3744,
    "flush": 5108,
    "straight": 10200,
    "three-of-a-kind": 54912,
    "two-pair": 123552,
    "one-pair": 1098240,
    "high-card": 1302540,
    "five-of-a-kind": 0,
}

SEVEN_CARD = {
    "straight-flush": 41584,
    "four-of-a-kind": 224848,
    "full-house": 3473184,
    "flush": 4047644,
    "straight": 6180020,
    "three-of-a-kind": 6461620,
    "two-pair": 31433400,
    "one-pair": 58627800,
    "high-card": 23294460,
    "five-of-a-kind": 0,
}


def test_tables_add_up():
    assert sum(FIVE_CARD.values()) == math.comb(52, 5)
    assert sum(SEVEN_CARD.values()) == math.comb(52, 7)


def test_five_card_exact():
    res = hand_distribution(5, exact=True)
    assert res.exact and res.trials == math.comb(52, 5)
    assert res.counts == FIVE_CARD


def test_seven_card_exact():
    res = hand_distribution(7, exact=True)
    assert res.exact and res.trials == math.comb(52, 7)
    assert res.counts == SEVEN_CARD


# ---------------------------------------------------------------------------
# Counts from rank-count vectors
# ---------------------------------------------------------------------------


def rank_multisets(n_ranks, n_cards, most=4):
    """Every vector of ``n_ranks`` counts (each 0..most) summing to ``n_cards``."""

    def rec(i, left):
        if i == n_ranks:
            if left == 0:
                yield ()
            return
        for c in range(min(most, left) + 1):
            for rest in rec(i + 1, left - c):
                yield (c,) + rest

    return rec(0, n_cards)


def weight(counts):
    """Hands with these rank counts: each rank's cards are a choice of suits."""
    return math.prod(math.comb(4, c) for c in counts)


LOW_NAMES = {v: f"{'56789TJQK'[v - 5]}-low" for v in range(5, 14)}


def best_a5_low(held):
    """Best ace-to-five low category of a hand given as {ace-low rank value: count}.

    Five different ranks make a no-pair low named by its fifth-lowest rank.
    With fewer, the hand must repeat ranks: four ranks give one pair; three
    give two pair when two of them are held twice, else trips; two give a full
    house when one is held three times and another twice, else four of a kind.
    """
    ranks = sorted(held)
    if len(ranks) >= 5:
        return LOW_NAMES[ranks[4]]
    multiples = sorted((held[r] for r in ranks), reverse=True)
    if len(ranks) == 4:
        return "one-pair"
    if len(ranks) == 3:
        return "two-pair" if multiples[1] >= 2 else "three-of-a-kind"
    if len(ranks) == 2:
        return "full-house" if multiples[0] >= 3 and multiples[1] >= 2 else "four-of-a-kind"
    raise AssertionError("a low hand needs two ranks at least")


def expected_a5(n_cards, deck_values):
    """Ace-to-five category counts over every ``n_cards`` hand of a deck of 4 suits x ``deck_values``."""
    counts = {}
    for vector in rank_multisets(len(deck_values), n_cards):
        held = {v: c for v, c in zip(deck_values, vector) if c}
        name = best_a5_low(held)
        counts[name] = counts.get(name, 0) + weight(vector)
    return counts


STANDARD_LOW_VALUES = tuple(range(1, 14))          # ace = 1 .. king = 13
SPANISH_LOW_VALUES = (1,) + tuple(range(7, 14))    # no 2..6


@pytest.mark.parametrize(
    "n_cards,deck",
    [(5, "standard"), (7, "standard"), (5, "spanish"), (7, "spanish")],
)
def test_a5_low_exact(n_cards, deck):
    values = STANDARD_LOW_VALUES if deck == "standard" else SPANISH_LOW_VALUES
    want = expected_a5(n_cards, values)
    assert sum(want.values()) == math.comb(4 * len(values), n_cards)
    res = hand_distribution(n_cards, HandRule(low="a5", deck=deck), exact=True)
    got = {k: v for k, v in res.counts.items() if v}
    assert got == want


def test_a5_low_textbook_counts():
    """Spot values of the five-card ace-to-five table that are easy to count by hand."""
    want = expected_a5(5, STANDARD_LOW_VALUES)
    assert want["5-low"] == 4**5          # A-2-3-4-5 in any suits
    assert want["6-low"] == 5 * 4**5      # a 6 and four of A..5
    assert want["one-pair"] == 1098240    # pairing is the same as in high poker
    assert want["four-of-a-kind"] == 624


def test_spanish_high_exact():
    """The stripped deck (no 2..6), counted by hand: five straights, A-7-8-9-T the lowest."""
    straights = 5 * (4**5 - 4)
    plain = math.comb(8, 5) - 5  # rank sets with no straight
    want = {
        "straight-flush": 5 * 4,
        "four-of-a-kind": 8 * 28,
        "full-house": 8 * 4 * 7 * 6,
        "flush": 4 * plain,
        "straight": straights,
        "three-of-a-kind": 8 * 4 * math.comb(7, 2) * 16,
        "two-pair": math.comb(8, 2) * 36 * 6 * 4,
        "one-pair": 8 * 6 * math.comb(7, 3) * 64,
        "high-card": plain * (4**5 - 4),
        "five-of-a-kind": 0,
    }
    assert sum(want.values()) == math.comb(32, 5)
    res = hand_distribution(5, HandRule(deck="spanish"), exact=True)
    assert res.counts == want


_STRUCTURES = {
    (1, 1, 1, 1, 1): None,
    (2, 1, 1, 1): "one-pair",
    (2, 2, 1): "two-pair",
    (3, 1, 1): "three-of-a-kind",
    (3, 2): "full-house",
    (4, 1): "four-of-a-kind",
}
_ORDER = list(_STRUCTURES)


def brute_a5_category(held):
    """The same category by trying every five of the cards (the ace-low values)."""
    cards = [v for v, c in held.items() for _ in range(c)]
    best = None
    for five in combinations(cards, 5):
        shape = tuple(sorted((five.count(v) for v in set(five)), reverse=True))
        key = (_ORDER.index(shape), sorted(five, reverse=True))
        best = key if best is None or key < best else best
    name = _STRUCTURES[_ORDER[best[0]]]
    return name or LOW_NAMES[best[1][0]]


def test_best_a5_low_rule():
    assert best_a5_low({1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 13: 2}) == "5-low"
    assert best_a5_low({1: 2, 2: 1, 3: 1, 13: 1}) == "one-pair"
    assert best_a5_low({1: 3, 2: 2, 3: 2}) == "two-pair"
    assert best_a5_low({1: 3, 2: 1, 3: 1}) == "three-of-a-kind"
    assert best_a5_low({1: 4, 2: 3}) == "full-house"
    assert best_a5_low({1: 4, 2: 1}) == "four-of-a-kind"
    # The shortcut agrees with trying every five cards, on every 5- to 7-card
    # multiset of a few ranks (the ranks' values do not change the structure).
    values = (1, 5, 7, 9, 10, 11, 13)
    for n_cards in (5, 6, 7):
        for vector in rank_multisets(len(values), n_cards):
            held = {v: c for v, c in zip(values, vector) if c}
            assert best_a5_low(held) == brute_a5_category(held), held


# ---------------------------------------------------------------------------
# Sampling
# ---------------------------------------------------------------------------


def test_sampled_seven_cards_match_exact_table():
    trials = 200_000
    res = hand_distribution(7, trials=trials, seed=3)
    assert not res.exact and res.trials == trials and res.seed == 3
    assert sum(res.counts.values()) == trials
    names = [k for k, v in SEVEN_CARD.items() if v]
    assert res.counts["five-of-a-kind"] == 0
    total = math.comb(52, 7)
    observed = [res.counts[k] for k in names]
    expected = [trials * SEVEN_CARD[k] / total for k in names]
    p = chisquare(observed, expected).pvalue
    assert p > 1e-4, (p, dict(zip(names, observed)))


def test_sampling_is_reproducible():
    first = hand_distribution(7, trials=200_000, seed=3).counts
    again = hand_distribution(7, trials=200_000, seed=3).counts
    other = hand_distribution(7, trials=200_000, seed=4).counts
    assert first == again
    assert first != other

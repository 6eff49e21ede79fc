"""The mixed games' hand rules (kernels/eval/hand_rules.py, and ace-to-five low for razz): every
hand of each deck counted against the combinatorial counts, and the order of random pairs of
hands against pokerkit's, an evaluator written independently of this one."""
from math import comb

import numpy as np
import pokerkit
import pytest
from numba import njit

from kernels.core.categories import CAT_SHIFT
from kernels.core.tables import TABLES
from kernels.eval.hand_rules import (BADUGI_SIZES, D27_CATEGORIES, SHORT_DECK_CATEGORIES,
                                     SHORT_DECK_CATEGORIES_TRIPS, deuce_seven_category,
                                     eval_badugi, eval_deuce_seven, eval_short_deck)
from kernels.eval.low import eval_low_cards, LOW_A5
from sim.spec.cards import format_card

SHORT_DECK = np.array([c for c in range(52) if c >> 2 >= 4], np.int64)  # six to ace
PAIRS = 100_000
SEED = 20261206


@njit(cache=True)
def _count_all(deck, k, rule, tb):
    """Category (badugi: size) counts over every k-card hand of ``deck``: rule 0 deuce-to-seven,
    1 short deck, 2 short deck with trips over straights, 3 badugi."""
    counts = np.zeros(16, np.int64)
    n = deck.shape[0]
    idx = np.arange(k)
    hand = np.empty(k, np.int64)
    while True:
        for j in range(k):
            hand[j] = deck[idx[j]]
        if rule == 0:
            counts[deuce_seven_category(eval_deuce_seven(hand, k, tb))] += 1
        elif rule == 3:
            counts[(eval_badugi(hand, k) >> 20) - 1] += 1
        else:
            counts[eval_short_deck(hand, k, rule == 2, tb) >> CAT_SHIFT] += 1
        j = k - 1
        while j >= 0 and idx[j] == n - k + j:
            j -= 1
        if j < 0:
            break
        idx[j] += 1
        for t in range(j + 1, k):
            idx[t] = idx[t - 1] + 1
    return counts


@njit(cache=True)
def _values(hands, rule, tb):
    """The value of each row of ``hands`` under a rule (as _count_all, 4: ace-to-five low)."""
    out = np.empty(hands.shape[0], np.int64)
    for i in range(hands.shape[0]):
        h = hands[i]
        k = h.shape[0]
        if rule == 0:
            out[i] = eval_deuce_seven(h, k, tb)
        elif rule == 3:
            out[i] = eval_badugi(h, k)
        elif rule == 4:
            out[i] = eval_low_cards(h, k, np.uint64(0), LOW_A5, np.int64(0), tb)
        else:
            out[i] = eval_short_deck(h, k, rule == 2, tb)
    return out


def _short_deck_counts():
    """Five-card counts of the 36-card deck (nine ranks, four suits), by category."""
    ranks, suits = 9, 4
    straights = 6  # A-6-7-8-9 up to T-J-Q-K-A
    straight_flush = straights * suits
    flush = comb(ranks, 5) * suits - straight_flush
    straight = straights * suits ** 5 - straight_flush
    return {
        "straight-flush": straight_flush,
        "four-of-a-kind": ranks * (ranks - 1) * suits,
        "full-house": ranks * comb(4, 3) * (ranks - 1) * comb(4, 2),
        "flush": flush,
        "straight": straight,
        "three-of-a-kind": ranks * comb(4, 3) * comb(ranks - 1, 2) * suits ** 2,
        "two-pair": comb(ranks, 2) * comb(4, 2) ** 2 * (ranks - 2) * suits,
        "one-pair": ranks * comb(4, 2) * comb(ranks - 1, 3) * suits ** 3,
        "high-card": (comb(ranks, 5) - straights) * (suits ** 5 - suits),
    }


def _deuce_seven_counts():
    """Five-card counts of the 52-card deck as deuce-to-seven reads them: the usual high counts,
    with A-2-3-4-5 no straight (ten straights become nine, the wheel an ace-high hand)."""
    straights = 9
    no_run = comb(13, 5) - straights
    return {
        "straight-flush": straights * 4,
        "four-of-a-kind": 13 * 12 * 4,
        "full-house": 13 * 4 * 12 * 6,
        "flush": no_run * 4,
        "straight": straights * (4 ** 5 - 4),
        "three-of-a-kind": 13 * 4 * comb(12, 2) * 16,
        "two-pair": comb(13, 2) * 36 * 11 * 4,
        "one-pair": 13 * 6 * comb(12, 3) * 64,
        "high-card": no_run * (4 ** 5 - 4),
    }


def _badugi_counts():
    """Four-card counts by the size of the best badugi, from a plain count over the hands'
    rank and suit patterns (which cards clash), every hand of C(52, 4) once."""
    from itertools import combinations

    counts = dict.fromkeys(BADUGI_SIZES, 0)
    cards = [(r, s) for r in range(13) for s in range(4)]
    for hand in combinations(cards, 4):
        size = 0
        for k in range(4, 0, -1):
            if any(len({r for r, _ in sub}) == k and len({s for _, s in sub}) == k
                   for sub in combinations(hand, k)):
                size = k
                break
        counts[BADUGI_SIZES[size - 1]] += 1
    return counts


def test_short_deck_counts_every_hand_of_the_36_card_deck():
    counts = _count_all(SHORT_DECK, 5, 1, TABLES)
    got = {name: int(counts[i]) for i, name in enumerate(SHORT_DECK_CATEGORIES)}
    assert got == _short_deck_counts()
    assert sum(got.values()) == comb(36, 5)
    trips = _count_all(SHORT_DECK, 5, 2, TABLES)
    assert {name: int(trips[i]) for i, name in enumerate(SHORT_DECK_CATEGORIES_TRIPS)} == got


def test_deuce_seven_counts_every_five_card_hand():
    counts = _count_all(np.arange(52, dtype=np.int64), 5, 0, TABLES)
    got = {name: int(counts[i]) for i, name in enumerate(D27_CATEGORIES)}
    assert got == _deuce_seven_counts()
    assert sum(got.values()) == comb(52, 5)


def test_badugi_counts_every_four_card_hand():
    counts = _count_all(np.arange(52, dtype=np.int64), 4, 3, TABLES)
    got = {name: int(counts[i]) for i, name in enumerate(BADUGI_SIZES)}
    assert got == _badugi_counts()
    assert got["four-cards"] == comb(13, 4) * 24  # four ranks, each suit once


def _random_hands(deck, k, n, seed):
    rng = np.random.default_rng(seed)
    return np.stack([rng.choice(deck, k, replace=False) for _ in range(n)]).astype(np.int64)


def _pokerkit_order(kind, hands):
    """Each pair's order as pokerkit's hand class ``kind`` says: 1, 0 or -1."""
    out = []
    for a, b in zip(hands[0::2], hands[1::2]):
        ha = kind.from_game("".join(format_card(c) for c in a))
        hb = kind.from_game("".join(format_card(c) for c in b))
        out.append((ha > hb) - (ha < hb))
    return np.array(out)


@pytest.mark.parametrize("rule, kind, deck, k, pairs", [
    (0, "StandardLowHand", np.arange(52), 5, PAIRS),
    (1, "ShortDeckHoldemHand", SHORT_DECK, 5, PAIRS),
    (1, "ShortDeckHoldemHand", SHORT_DECK, 7, PAIRS // 20),
    (3, "BadugiHand", np.arange(52), 4, PAIRS),
    (4, "RegularLowHand", np.arange(52), 5, PAIRS),
    (4, "RegularLowHand", np.arange(52), 7, PAIRS // 20),
], ids=["deuce-to-seven", "short-deck", "short-deck-7", "badugi", "ace-to-five",
        "ace-to-five-7"])
def test_hand_order_equals_pokerkits(rule, kind, deck, k, pairs):
    hands = _random_hands(np.asarray(deck, np.int64), k, 2 * pairs, SEED + rule + k)
    values = _values(hands, rule, TABLES)
    ours = np.sign(values[0::2] - values[1::2])
    theirs = _pokerkit_order(getattr(pokerkit, kind), hands)
    wrong = np.flatnonzero(ours != theirs)
    assert wrong.size == 0, (
        f"{wrong.size} of {pairs} pairs ordered differently, the first: "
        f"{[format_card(c) for c in hands[2 * wrong[0]]]} v {[format_card(c) for c in hands[2 * wrong[0] + 1]]}")
    assert (ours != 0).mean() > 0.9  # the pairs do test the order, not only ties


def test_known_hands_in_each_order():
    from sim.spec.cards import parse_cards

    def v(rule, text):
        cards = parse_cards(" ".join(text[i:i + 2] for i in range(0, len(text), 2)))
        return int(_values(np.array([cards], np.int64), rule, TABLES)[0])

    assert v(0, "7s5d4c3h2s") > v(0, "7s6d4c3h2s") > v(0, "8s5d4c3h2c")
    assert v(0, "As5d4c3h2s") < v(0, "Ks5d4c3h2s")  # the ace is high: no wheel, and it is an ace
    assert v(0, "8s7d6c5h4s") < v(0, "AsKdQc8h2s")  # a straight counts against
    assert v(3, "As2d3c4h") > v(3, "As2d3c5h") > v(3, "KsQdJcTs")
    assert v(3, "KsQdJcTh") > v(3, "As2d3c4c")  # four cards beat three
    assert v(1, "6h7h8h9hJh") > v(1, "AsAdAcKsKd")  # a flush beats a full house
    assert v(1, "As6d7c8h9s") > v(1, "KsKdKcQsJd")  # A-6-7-8-9 is a straight ...
    assert v(2, "As6d7c8h9s") < v(2, "6s6d6c8hKd")  # ... and trips beat it by the option

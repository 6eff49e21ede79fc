"""Hand-distribution kernels behind ``simpoker hands``: exact enumeration and sampling.

A rule is a small int64 array (see the RULE_* indices) so one compiled kernel serves every
evaluation mode. Counts come back per category; the caller names them.
"""
import numpy as np
from numba import njit, prange

from .evaluate import (
    BUG_NONE, CAT_SHIFT, F_CANADIAN, N_CATEGORIES, eval7_fast, eval7_fast_row, eval_cards,
    hash_lookup,
)
from ..core.bits import next_combination
from .low import A6_TOP, LOW_A5, eval_low_cards
from ..core.rng import new_stream, partial_shuffle

RULE_K = 0            # cards in a hand (2, 3, 4 or 5)
RULE_FLAGS = 1        # evaluate.F_* switches
RULE_DECK = 2         # straight layout: 0 standard, 1 stripped
RULE_BUG_CARD = 3     # code of the bug joker, or -1
RULE_BUG_MODE = 4     # evaluate.BUG_*
RULE_NATURAL = 5      # 1: natural beats wild on an exact tie
RULE_LOW = 6          # -1 for high hands, else low.LOW_A5 / LOW_A6
RULE_FAST = 7         # 1 when the table hot path applies (standard five-card rules, no bug)
RULE_SIZE = 8

# Low categories: no-pair hands by their top card, then made hands (worst last).
LOW_TOPS = "56789TJQK"
LOW_CATEGORY_NAMES = tuple(f"{r}-low" for r in LOW_TOPS) + (
    "one-pair", "two-pair", "three-of-a-kind", "straight", "flush", "full-house",
    "four-of-a-kind", "straight-flush", "five-of-a-kind",
)
N_LOW_CATEGORIES = len(LOW_CATEGORY_NAMES)
# high category index -> low category index for made ace-to-six hands
_A6_MADE = np.array([-1, 9, -1, -1, 10, 11, 12, 13, 14, 15, 16, 17], dtype=np.int64)
_A5_MADE = np.array([-1, 9, 10, 11, 14, 15], dtype=np.int64)


@njit(cache=True, inline="always")
def evaluate_hand(cards, n, wild_mask, rule, CT, OFFSETS, NONFLUSH, FLUSH, TB):
    if rule[RULE_LOW] >= 0:
        return eval_low_cards(cards, n, wild_mask, rule[RULE_LOW], rule[RULE_DECK], TB)
    if rule[RULE_FAST] == 1 and n <= 7:
        return eval7_fast(cards, n, CT, OFFSETS, NONFLUSH, FLUSH)
    return eval_cards(cards, n, wild_mask, rule[RULE_BUG_CARD], rule[RULE_BUG_MODE], rule[RULE_K],
                      rule[RULE_FLAGS], rule[RULE_DECK], rule[RULE_NATURAL] == 1, TB)


@njit(cache=True, inline="always")
def category_index(value, low_kind):
    """The table row of a value: the high category, or the low category (see LOW_CATEGORY_NAMES)."""
    if low_kind < 0:
        return value >> CAT_SHIFT
    if low_kind == LOW_A5:
        shape = 6 - (value >> 20)
        if shape == 0:
            return ((0xFFFFF - (value & 0xFFFFF)) >> 16) - 5
        return _A5_MADE[shape]
    high = A6_TOP - value
    cat = high >> CAT_SHIFT
    if cat == 0:
        return ((high >> 17) & 15) - 1 - 5
    return _A6_MADE[cat]


def n_categories(low_kind):
    return N_CATEGORIES if low_kind < 0 else N_LOW_CATEGORIES


@njit(cache=True, parallel=True)
def enumerate_exact(deck, n_cards, wild_mask, rule, n_cat, CT, OFFSETS, NONFLUSH, FLUSH, TB):
    """Counts per category over every n_cards-subset of ``deck``; parallel over the first card.

    On the table path the hash key, suit counts and suit bits are kept as prefix sums along the
    combination, so the next hand usually costs one card's update and one lookup.
    """
    size = deck.shape[0]
    n_first = size - n_cards + 1
    counts = np.zeros((n_first, n_cat), dtype=np.int64)
    fast = rule[RULE_FAST] == 1 and n_cards <= 7
    for first in prange(n_first):
        idx = np.empty(n_cards, dtype=np.int64)
        cards = np.empty(n_cards, dtype=np.int8)
        pkey = np.zeros(n_cards + 1, dtype=np.int64)
        psuit = np.zeros(n_cards + 1, dtype=np.int64)
        pbits = np.zeros(n_cards + 1, dtype=np.int64)
        idx[0] = first
        for j in range(1, n_cards):
            idx[j] = first + j
        changed = 0  # first position whose card changed since the last hand
        while True:
            for j in range(changed, n_cards):
                c = deck[idx[j]]
                cards[j] = c
                pkey[j + 1] = pkey[j] + CT[0, c]
                psuit[j + 1] = psuit[j] + CT[1, c]
                pbits[j + 1] = pbits[j] | CT[2, c]
            if fast:
                v = hash_lookup(pkey[n_cards], psuit[n_cards], pbits[n_cards], OFFSETS, NONFLUSH, FLUSH)
            else:
                v = evaluate_hand(cards, n_cards, wild_mask, rule, CT, OFFSETS, NONFLUSH, FLUSH, TB)
            counts[first, category_index(v, rule[RULE_LOW])] += 1
            changed = next_combination(idx, n_cards, size)
            if changed < 1:  # the first card is this loop's own
                break
    return counts.sum(axis=0)


# Ways to deal m cards of one rank from 4 suits, or from 3 (every suit but the flush suit).
_CHOOSE4 = np.array([1, 4, 6, 4, 1], dtype=np.int64)
_CHOOSE3 = np.array([1, 3, 3, 1], dtype=np.int64)
MAX_BY_RANKS = 9  # past nine cards two suits can hold five each


@njit(cache=True, inline="always")
def _first_counts(x, start, cap, total):
    """Fill x[start:] with the lexicographically largest counts (each 0..cap) summing to total;
    False when they cannot."""
    for r in range(start, x.shape[0]):
        v = min(cap, total)
        x[r] = v
        total -= v
    return total == 0


@njit(cache=True, inline="always")
def _next_counts(x, cap):
    """Step x to the next count vector (same sum, each 0..cap) in decreasing lexicographic order;
    False after the last."""
    size = x.shape[0]
    after = np.int64(0)  # sum of x[i + 1:]
    for i in range(size - 2, -1, -1):
        after += x[i + 1]
        if x[i] > 0 and after + 1 <= cap * (size - 1 - i):
            x[i] -= 1
            _first_counts(x, i + 1, cap, after + 1)
            return True
    return False


@njit(cache=True, inline="always")
def _deal_round_robin(x, ranks, cards):
    """Cards with rank counts x, suits dealt round robin in rank order: a rank's (at most four)
    cards get different suits and no suit gets more than three of up to twelve cards."""
    j = np.int64(0)
    for r in range(x.shape[0]):
        for _ in range(x[r]):
            cards[j] = 4 * ranks[r] + (j & 3)
            j += 1


@njit(cache=True)
def enumerate_exact_by_ranks(ranks, n_cards, wild_mask, rule, n_cat, CT, OFFSETS, NONFLUSH,
                             FLUSH, TB):
    """``enumerate_exact`` for natural hands (nothing wild, no bug, no four-flush) of at most nine
    cards from a deck of every suit of ``ranks``, by rank multisets instead of hands.

    A hand whose suits hold at most four cards each scores as any other such hand of the same
    ranks, so each rank multiset is evaluated once, weighted by its prod C(4, m) hands. The hands
    with five or more cards in one suit (only one suit can, up to nine cards) are then counted
    apart: suit 0 holding a set of k >= 5 ranks, the other n - k cards a multiset of the other
    three suits (at most four cards: they cannot hold five of a suit, so only their ranks count),
    prod C(3, o) hands times four suits. Each such class moves its hands from its ranks'
    category to the category of its real hand.
    """
    size = ranks.shape[0]
    low = rule[RULE_LOW]
    counts = np.zeros(n_cat, dtype=np.int64)
    cards = np.zeros(n_cards, dtype=np.int8)
    m = np.zeros(size, dtype=np.int64)
    more = _first_counts(m, np.int64(0), np.int64(4), n_cards)
    while more:
        weight = np.int64(1)
        for r in range(size):
            weight *= _CHOOSE4[m[r]]
        _deal_round_robin(m, ranks, cards)
        v = evaluate_hand(cards, n_cards, wild_mask, rule, CT, OFFSETS, NONFLUSH, FLUSH, TB)
        counts[category_index(v, low)] += weight
        more = _next_counts(m, np.int64(4))
    suited = np.zeros(size, dtype=np.int64)
    others = np.zeros(size, dtype=np.int64)
    for k in range(5, n_cards + 1):
        more_suited = _first_counts(suited, np.int64(0), np.int64(1), np.int64(k))
        while more_suited:
            more = _first_counts(others, np.int64(0), np.int64(3), n_cards - k)
            while more:
                weight = np.int64(4)
                j = np.int64(0)
                for r in range(size):
                    weight *= _CHOOSE3[others[r]]
                    if suited[r]:
                        cards[j] = 4 * ranks[r]
                        j += 1
                    for t in range(others[r]):
                        cards[j] = 4 * ranks[r] + 1 + t
                        j += 1
                v = evaluate_hand(cards, n_cards, wild_mask, rule, CT, OFFSETS, NONFLUSH, FLUSH, TB)
                counts[category_index(v, low)] += weight
                for r in range(size):
                    m[r] = suited[r] + others[r]
                _deal_round_robin(m, ranks, cards)
                v = evaluate_hand(cards, n_cards, wild_mask, rule, CT, OFFSETS, NONFLUSH, FLUSH, TB)
                counts[category_index(v, low)] -= weight
                more = _next_counts(others, np.int64(3))
            more_suited = _next_counts(suited, np.int64(1))
    return counts


def ranks_if_by_ranks(deck, n_cards, wild_mask, rule):
    """The ranks in play (int64 array) when ``enumerate_exact_by_ranks`` applies, else None:
    nothing wild, no bug, no four-flush (Canadian) rule, at most nine cards, and a deck of every
    suit of each of its ranks once (no jokers)."""
    if (int(wild_mask) != 0 or rule[RULE_BUG_CARD] >= 0 or rule[RULE_BUG_MODE] != BUG_NONE
            or rule[RULE_FLAGS] & F_CANADIAN or not 1 <= n_cards <= MAX_BY_RANKS):
        return None
    codes = np.sort(np.asarray(deck, dtype=np.int64))
    ranks = np.unique(codes >> 2)
    if codes.shape[0] != 4 * ranks.shape[0] or not np.array_equal(
            codes, (4 * ranks[:, None] + np.arange(4)).ravel()):
        return None
    return ranks


def count_exact(deck, n_cards, wild_mask, rule, n_cat, CT, OFFSETS, NONFLUSH, FLUSH, TB):
    """Counts per category over every n_cards-subset of ``deck``: by rank multisets where that
    applies (see ``ranks_if_by_ranks``), else hand by hand with ``enumerate_exact``."""
    ranks = ranks_if_by_ranks(deck, n_cards, wild_mask, rule)
    if ranks is None:
        return enumerate_exact(deck, n_cards, wild_mask, rule, n_cat, CT, OFFSETS, NONFLUSH, FLUSH,
                               TB)
    return enumerate_exact_by_ranks(ranks, np.int64(n_cards), wild_mask, rule, n_cat, CT, OFFSETS,
                                    NONFLUSH, FLUSH, TB)


@njit(cache=True, parallel=True)
def sample_blocks(deck, n_cards, block_keys, block_size, n_trials, wild_mask, rule, n_cat,
                  CT, OFFSETS, NONFLUSH, FLUSH, TB):
    """Counts per category over ``n_trials`` random hands; block b uses stream key b."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, n_cat), dtype=np.int64)
    for b in prange(n_blocks):
        state = new_stream(block_keys[b])
        d = deck.copy()
        cards = np.empty(n_cards, dtype=np.int8)
        todo = min(block_size, n_trials - b * block_size)
        for _ in range(todo):
            partial_shuffle(d, n_cards, state)
            for j in range(n_cards):
                cards[j] = d[j]
            v = evaluate_hand(cards, n_cards, wild_mask, rule, CT, OFFSETS, NONFLUSH, FLUSH, TB)
            counts[b, category_index(v, rule[RULE_LOW])] += 1
    return counts.sum(axis=0)


@njit(cache=True)
def evaluate_many(hands, n, wild_mask, rule, CT, OFFSETS, NONFLUSH, FLUSH, TB):
    """Values of many hands (rows of ``hands``, first ``n[i]`` cards): for tests and the API."""
    out = np.empty(hands.shape[0], dtype=np.int64)
    for i in range(hands.shape[0]):
        out[i] = evaluate_hand(hands[i], n[i], wild_mask, rule, CT, OFFSETS, NONFLUSH, FLUSH, TB)
    return out


@njit(cache=True)
def _sum_fast(hands, lo, hi, n_cards, CT, OFFSETS, NONFLUSH, FLUSH):
    # Loop over a view from 0: with range(lo, hi) the compiler cannot prove the row index is
    # non-negative, keeps Python's wraparound test on every access, and runs slower (docs/performance.md).
    sub = hands[lo:hi]
    s = np.int64(0)
    if n_cards == 7:
        for i in range(sub.shape[0]):
            s += eval7_fast_row(sub, i, 7, CT, OFFSETS, NONFLUSH, FLUSH)  # literal 7: unrolled
    else:
        for i in range(sub.shape[0]):
            s += eval7_fast_row(sub, i, n_cards, CT, OFFSETS, NONFLUSH, FLUSH)
    return s


@njit(cache=True)
def _sum_general(hands, lo, hi, n_cards, wild_mask, rule, CT, OFFSETS, NONFLUSH, FLUSH, TB):
    s = np.int64(0)
    for i in range(lo, hi):
        s += evaluate_hand(hands[i], n_cards, wild_mask, rule, CT, OFFSETS, NONFLUSH, FLUSH, TB)
    return s


@njit(cache=True, parallel=True)
def bench_evaluate(hands, n_cards, wild_mask, rule, CT, OFFSETS, NONFLUSH, FLUSH, TB):
    """Evaluate every row in parallel chunks, returning a checksum so nothing is optimised away.

    The table path is called directly when the rule allows it, as the game kernels do.
    """
    n = hands.shape[0]
    chunk = 8192
    n_chunks = (n + chunk - 1) // chunk
    sums = np.zeros(n_chunks, dtype=np.int64)
    fast = rule[RULE_FAST] == 1 and n_cards <= 7
    for j in prange(n_chunks):
        lo = j * chunk
        hi = min(n, lo + chunk)
        if fast:
            sums[j] = _sum_fast(hands, lo, hi, n_cards, CT, OFFSETS, NONFLUSH, FLUSH)
        else:
            sums[j] = _sum_general(hands, lo, hi, n_cards, wild_mask, rule, CT, OFFSETS, NONFLUSH,
                                   FLUSH, TB)
    return sums.sum()

"""The hand rules of the mixed games beyond high and ace-to-five or ace-to-six low: deuce-to-seven
low, badugi and the short deck's order. Natural cards only: none of these games plays wild cards.

Values are integers where larger is better, so every pot stays "the maximum wins".

Deuce-to-seven: the best low is the worst high hand with the ace only high, so A-2-3-4-5 is no
straight (7-5-4-3-2 is the nuts); the value is the high value's complement, and its category
field is the complement of the high category (``deuce_seven_category`` reads it back).

Badugi: of four cards, the largest set of different ranks and different suits plays, then the
lowest such set, compared from its highest card down, the ace low: ``(size << 20) | (0xFFFFF -
ranks)`` with the ranks packed highest first (ace 1 .. king 13) from bit 16 down.

The short deck: 36 cards, six to ace. A-6-7-8-9 is the lowest straight, a flush beats a full
house, and with ``trips_beat_straight`` three of a kind beats a straight. The value's category
field is the position in ``SHORT_DECK_CATEGORIES`` (or ``SHORT_DECK_CATEGORIES_TRIPS``), not in
CATEGORY_NAMES; its tiebreak is the high evaluator's.
"""
import numpy as np
from numba import njit

from ..core.bits import bit_count, next_combination
from ..core.categories import (CAT_FLUSH, CAT_FULL_HOUSE, CAT_HIGH_CARD, CAT_ONE_PAIR, CAT_QUADS,
                               CAT_SHIFT, CAT_STRAIGHT, CAT_STRAIGHT_FLUSH, CAT_TRIPS, CAT_TWO_PAIR)
from ..core.tables import DECK_LAYOUT_ACE_LOW, DECK_LAYOUT_SHORT, ROW_POP, ROW_TOP
from .evaluate import ALL_RANKS, F_NO_STRAIGHTS, eval_masks

D27_TOP = np.int64(1) << 25  # above every high value (five of a kind is never natural here)
D27_CATEGORIES = ("high-card", "one-pair", "two-pair", "three-of-a-kind", "straight", "flush",
                  "full-house", "four-of-a-kind", "straight-flush")
SHORT_DECK_CATEGORIES = ("high-card", "one-pair", "two-pair", "three-of-a-kind", "straight",
                         "full-house", "flush", "four-of-a-kind", "straight-flush")
SHORT_DECK_CATEGORIES_TRIPS = ("high-card", "one-pair", "two-pair", "straight", "three-of-a-kind",
                               "full-house", "flush", "four-of-a-kind", "straight-flush")
BADUGI_SIZES = ("one-card", "two-cards", "three-cards", "four-cards")

# The high evaluator's categories (kernels/core/categories.py) at their place in each order;
# -1: a category the rule never makes
_D27_PLACE = np.full(12, -1, np.int64)
_SD_PLACE = np.full(12, -1, np.int64)
_SD_TRIPS_PLACE = np.full(12, -1, np.int64)
for _i, _cat in enumerate((CAT_HIGH_CARD, CAT_ONE_PAIR, CAT_TWO_PAIR, CAT_TRIPS, CAT_STRAIGHT,
                           CAT_FLUSH, CAT_FULL_HOUSE, CAT_QUADS, CAT_STRAIGHT_FLUSH)):
    _D27_PLACE[_cat] = _i
for _i, _cat in enumerate((CAT_HIGH_CARD, CAT_ONE_PAIR, CAT_TWO_PAIR, CAT_TRIPS, CAT_STRAIGHT,
                           CAT_FULL_HOUSE, CAT_FLUSH, CAT_QUADS, CAT_STRAIGHT_FLUSH)):
    _SD_PLACE[_cat] = _i
for _i, _cat in enumerate((CAT_HIGH_CARD, CAT_ONE_PAIR, CAT_TWO_PAIR, CAT_STRAIGHT, CAT_TRIPS,
                           CAT_FULL_HOUSE, CAT_FLUSH, CAT_QUADS, CAT_STRAIGHT_FLUSH)):
    _SD_TRIPS_PLACE[_cat] = _i
_TIEBREAK = (np.int64(1) << CAT_SHIFT) - 1


@njit(cache=True, inline="always")
def _masks(cards, idx, k):
    """Rank-count masks and suit masks of ``cards[idx[:k]]`` (``idx`` None: ``cards[:k]``)."""
    m1 = m2 = m3 = m4 = sbits = np.int64(0)
    for j in range(k):
        c = cards[j] if idx is None else cards[idx[j]]
        bit = np.int64(1) << (c >> 2)
        m4 |= m3 & bit
        m3 |= m2 & bit
        m2 |= m1 & bit
        m1 |= bit
        sbits |= bit << (16 * (c & 3))
    return m1, m2, m3, m4, sbits


@njit(cache=True)
def eval_deuce_seven(cards, n, TB):
    """Best deuce-to-seven low of five of ``cards[:n]`` (n >= 5)."""
    if n == 5:  # a draw game's hand: no choice, and nothing allocated
        m1, m2, m3, m4, sbits = _masks(cards, None, 5)
        return D27_TOP - eval_masks(m1, m2, m3, m4, sbits, np.int64(0), np.int64(5), np.int64(0),
                                    np.int64(DECK_LAYOUT_ACE_LOW), TB)
    idx = np.arange(5)
    best = np.int64(-1)
    while True:
        m1, m2, m3, m4, sbits = _masks(cards, idx, 5)
        high = eval_masks(m1, m2, m3, m4, sbits, np.int64(0), np.int64(5), np.int64(0),
                          np.int64(DECK_LAYOUT_ACE_LOW), TB)
        v = D27_TOP - high
        if v > best:
            best = v
        if next_combination(idx, np.int64(5), n) < 0:
            break
    return best


@njit(cache=True, inline="always")
def deuce_seven_category(value):
    """The D27_CATEGORIES index of a deuce-to-seven value (its hand as a high hand)."""
    return _D27_PLACE[(D27_TOP - value) >> CAT_SHIFT]


@njit(cache=True)
def best_badugi(cards, n):
    """(badugi value, positions as bits) of ``cards[:n]`` (1 <= n <= 8): its best set of
    different ranks and suits, tried size by size from the largest (the first size with a set
    ends the search: no smaller set beats it); of equal sets, the first by the positions' bits
    counted up."""
    best = np.int64(0)
    best_mask = 0
    for size in range(n, 0, -1):
        for subset in range(1, 1 << n):
            if bit_count(np.int64(subset)) != size:
                continue
            ranks = 0
            suits = 0
            ok = True
            for i in range(n):
                if (subset >> i) & 1:
                    c = cards[i]
                    r = ((c >> 2) + 1) % 13  # ace at 0
                    if (ranks >> r) & 1 or (suits >> (c & 3)) & 1:
                        ok = False
                        break
                    ranks |= 1 << r
                    suits |= 1 << (c & 3)
            if not ok:
                continue
            code = np.int64(0)
            shift = 16
            for r in range(12, -1, -1):
                if (ranks >> r) & 1:
                    code |= np.int64(r + 1) << shift
                    shift -= 4
            v = (np.int64(size) << 20) | (0xFFFFF - code)
            if v > best:
                best = v
                best_mask = subset
        if best > 0:
            break
    return best, best_mask


@njit(cache=True)
def eval_badugi(cards, n):
    """Badugi value of ``cards[:n]`` (1 <= n <= 8)."""
    return best_badugi(cards, n)[0]


@njit(cache=True)
def eval_short_deck(cards, n, trips_beat_straight, TB):
    """Best short-deck hand of five of ``cards[:n]`` (n >= 5): the high evaluator on the 36-card
    deck's straights, then the two places where the order differs from the usual one."""
    m1, m2, m3, m4, sbits = _masks(cards, None, n)
    v = eval_masks(m1, m2, m3, m4, sbits, np.int64(0), np.int64(5), np.int64(0),
                   np.int64(DECK_LAYOUT_SHORT), TB)
    cat = v >> CAT_SHIFT
    if cat == CAT_FULL_HOUSE:
        # a flush beats it; quads and a flush never meet in nine cards or fewer of one deck
        best_flush = np.int64(-1)
        for s in range(4):
            sm = (sbits >> (16 * s)) & ALL_RANKS
            if TB[ROW_POP, sm] >= 5:
                tb = np.int64(TB[ROW_TOP + 5, sm])
                if tb > best_flush:
                    best_flush = tb
        if best_flush >= 0:
            v = (np.int64(CAT_FLUSH) << CAT_SHIFT) | (best_flush << 1)
            cat = CAT_FLUSH
    if trips_beat_straight:
        if cat == CAT_STRAIGHT and m3 != 0:  # no flush here, or it would have been the best
            v = eval_masks(m1, m2, m3, m4, np.int64(0), np.int64(0), np.int64(5),
                           np.int64(F_NO_STRAIGHTS), np.int64(DECK_LAYOUT_SHORT), TB)
            cat = v >> CAT_SHIFT
        return (_SD_TRIPS_PLACE[cat] << CAT_SHIFT) | (v & _TIEBREAK)
    return (_SD_PLACE[cat] << CAT_SHIFT) | (v & _TIEBREAK)

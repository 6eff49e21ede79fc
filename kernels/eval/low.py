"""Low-hand evaluation: ace-to-five and ace-to-six, natural or with wild cards.

Values are integers where larger is the better low, so every pot is "the maximum wins".

Ace-to-five: the ace is the lowest card, straights and flushes do not count; the hand with the
fewest matched ranks wins, then the lowest top card, and so on down.
Ace-to-six: the ace is only low, and straights and flushes count against the hand, so the best low
is the worst high hand with the ace ranked below the deuce (A-2-3-4-6 best).
"""
import numpy as np
from numba import njit

from ..core.bits import next_combination
from .evaluate import ALL_RANKS, eval_masks
from ..core.tables import DECK_LAYOUT_ACE_LOW

LOW_A5 = 0
LOW_A6 = 1
# A-5 shapes, best first: no pair, one pair, two pair, trips, full house, four of a kind.
A5_SHAPES = ("no-pair", "one-pair", "two-pair", "three-of-a-kind", "full-house", "four-of-a-kind")
A6_TOP = 1 << 26
A5_NO_PAIR = 6  # eval_low_a5's shape field (value >> 20) of a low of five different ranks


@njit(cache=True, inline="always")
def _ace_low(m):
    """Move the ace from bit 12 to bit 0, shifting the deuce..king up one."""
    return ((m << 1) | (m >> 12)) & ALL_RANKS


@njit(cache=True, inline="always")
def _lowest(m, k):
    """The k lowest set bits of m."""
    out = 0
    for _ in range(k):
        if m == 0:
            break
        b = m & -m
        out |= b
        m ^= b
    return out


@njit(cache=True, inline="always")
def _pack_desc(m, shift):
    """Pack the ranks of mask m (ace-low bit b is rank b + 1), highest first, from bit ``shift``."""
    code = 0
    for b in range(12, -1, -1):
        if (m >> b) & 1:
            code |= (b + 1) << shift
            shift -= 4
    return code


@njit(cache=True, inline="always")
def _low_bit(m):
    return m & -m


# Ranks in play, ace-low bit order (ace at bit 0): all, or the stripped deck's A and 7..K.
DECK_LOW_RANKS = np.array([ALL_RANKS, 0b1111111000001], dtype=np.int64)


@njit(cache=True)
def eval_low_a5(m1, m2, m3, m4, w, deck):
    """Best ace-to-five low of five cards from naturals (rank masks) and w wild cards."""
    l1 = _ace_low(m1)
    distinct = l1
    # wild cards become the lowest ranks of the deck not yet held
    allowed = DECK_LOW_RANKS[deck]
    for _ in range(w):
        distinct |= _low_bit(allowed & ~distinct)
    n_distinct = 0
    t = distinct
    while t:
        t &= t - 1
        n_distinct += 1
    if n_distinct >= 5:
        return (6 << 20) | (0xFFFFF - _pack_desc(_lowest(distinct, 5), 16))
    need = 5 - n_distinct  # extra cards that must repeat a natural rank
    l2 = _ace_low(m2)
    l3 = _ace_low(m3)
    l4 = _ace_low(m4)
    if need == 1:
        p = _low_bit(l2)
        shape = 1
        code = _pack_desc(p, 16) | _pack_desc(distinct & ~p, 12)
    elif need == 2:
        p_lo = _low_bit(l2)
        p_hi = _low_bit(l2 & ~p_lo)
        if p_hi != 0:
            shape = 2
            code = _pack_desc(p_hi, 16) | _pack_desc(p_lo, 12) | _pack_desc(distinct & ~p_lo & ~p_hi, 8)
        else:
            t3 = _low_bit(l3)
            shape = 3
            code = _pack_desc(t3, 16) | _pack_desc(distinct & ~t3, 12)
    else:
        t3 = _low_bit(l3)
        p = _low_bit(l2 & ~t3)
        if t3 != 0 and p != 0:
            shape = 4
            code = _pack_desc(t3, 16) | _pack_desc(p, 12)
        else:
            q = _low_bit(l4)
            shape = 5
            code = _pack_desc(q, 16) | _pack_desc(distinct & ~q, 12)
    return ((6 - shape) << 20) | (0xFFFFF - code)


@njit(cache=True, inline="always")
def a5_top_card(value):
    """The first card of an eval_low_a5 value's ranks, highest first (ace 1): a low of five
    different ranks by its top card; with a pair or worse, the rank matched most."""
    return (0xFFFFF - (value & 0xFFFFF)) >> 16


@njit(cache=True, inline="always")
def a5_winning_top(value):
    """A winning low as the split pots count it (the low_top counters): its top card when it is
    five different ranks, 0 when it holds a pair or worse."""
    return a5_top_card(value) if value >> 20 == A5_NO_PAIR else 0


@njit(cache=True, inline="always")
def eight_or_better(value):
    """Whether an eval_low_a5 value qualifies for an eight-or-better low: five different ranks,
    the highest 8 or lower."""
    return value >> 20 == A5_NO_PAIR and a5_top_card(value) <= 8


@njit(cache=True)
def _a6_five(ranks, suits, n_nat, wild_ranks, n_wild, deck, TB):
    """Ace-to-six value of one five-card choice; ranks are ace-low bit indices (ace = 0)."""
    m1 = m2 = m3 = m4 = np.int64(0)
    for i in range(n_nat):
        bit = np.int64(1) << ranks[i]
        m4 |= m3 & bit
        m3 |= m2 & bit
        m2 |= m1 & bit
        m1 |= bit
    for i in range(n_wild):
        bit = np.int64(1) << wild_ranks[i]
        m4 |= m3 & bit
        m3 |= m2 & bit
        m2 |= m1 & bit
        m1 |= bit
    flush = n_wild == 0
    for i in range(1, n_nat):
        if suits[i] != suits[0]:
            flush = False
    sbits = m1 if flush else np.int64(0)
    return A6_TOP - eval_masks(m1, m2, m3, m4, sbits, np.int64(0), np.int64(5), np.int64(0),
                               DECK_LAYOUT_ACE_LOW + deck, TB)


@njit(cache=True)
def eval_low_a6(cards, n, wild_mask, deck, TB):
    """Best ace-to-six low of five of ``cards[:n]``: every five-card choice, and for wild cards
    every set of ranks among the lowest few not held (a wild takes an off suit, so no flush)."""
    best = np.int64(-1)
    idx = np.arange(5)
    ranks = np.empty(5, np.int64)
    suits = np.empty(5, np.int64)
    wild_ranks = np.empty(5, np.int64)
    cand = np.empty(13, np.int64)
    pick = np.empty(5, np.int64)
    while True:
        n_nat = np.int64(0)
        n_wild = np.int64(0)
        held = 0
        for j in range(5):
            c = cards[idx[j]]
            if (wild_mask >> np.uint64(c)) & np.uint64(1):
                n_wild += 1
            else:
                r = ((c >> 2) + 1) % 13
                ranks[n_nat] = r
                suits[n_nat] = c & 3
                held |= 1 << r
                n_nat += 1
        if n_wild == 0:
            v = _a6_five(ranks, suits, n_nat, wild_ranks, np.int64(0), deck, TB)
            if v > best:
                best = v
        else:
            # the lowest n_wild + 3 missing ranks always contain the best choice: more than
            # three skips are never needed to dodge a straight
            n_cand = 0
            allowed = DECK_LOW_RANKS[deck]
            for r in range(13):
                if (allowed >> r) & 1 and not (held >> r) & 1 and n_cand < n_wild + 3:
                    cand[n_cand] = r
                    n_cand += 1
            for j in range(n_wild):
                pick[j] = j
            while True:
                for j in range(n_wild):
                    wild_ranks[j] = cand[pick[j]]
                v = _a6_five(ranks, suits, n_nat, wild_ranks, n_wild, deck, TB)
                if v > best:
                    best = v
                if next_combination(pick, n_wild, n_cand) < 0:
                    break
        if next_combination(idx, np.int64(5), n) < 0:
            break
    return best


@njit(cache=True)
def eval_low_cards(cards, n, wild_mask, kind, deck, TB):
    """Best low of five from ``cards[:n]`` (n >= 5) under ``kind`` (LOW_A5 or LOW_A6)."""
    if kind == LOW_A6:
        return eval_low_a6(cards, n, wild_mask, deck, TB)
    m1 = m2 = m3 = m4 = np.int64(0)
    w = np.int64(0)
    for i in range(n):
        c = cards[i]
        if (wild_mask >> np.uint64(c)) & np.uint64(1):
            w += 1
        else:
            bit = np.int64(1) << (c >> 2)
            m4 |= m3 & bit
            m3 |= m2 & bit
            m2 |= m1 & bit
            m1 |= bit
    return eval_low_a5(m1, m2, m3, m4, w, deck)

"""Every hold of a draw hand, counted exactly: for each set of cards kept (bit i: card i), the
final hand's category over every draw of the others from the stock, as `advise` ranks the holds
of a player alone at the draw.

All the holds together evaluate each hand of the deck once (the kept cards with a draw is one
hand of five), C(52, 5) hands for a five-card hand and a full stock.
"""
import numpy as np
from numba import njit, prange

from ..core.bits import next_combination
from .hands import RULE_LOW, category_index, evaluate_hand


@njit(cache=True, parallel=True)
def hold_counts(hand, stock, wild_mask, rule, n_cat, CT, OFFSETS, NONFLUSH, FLUSH, TB):
    """counts[hold, category] over every draw from ``stock`` of the cards ``hold`` throws."""
    n_hand = hand.shape[0]
    size = stock.shape[0]
    counts = np.zeros((1 << n_hand, n_cat), dtype=np.int64)
    for hold in prange(1 << n_hand):
        cards = np.empty(n_hand, dtype=np.int8)
        k = 0
        for i in range(n_hand):
            if (hold >> i) & 1:
                cards[k] = hand[i]
                k += 1
        d = n_hand - k
        idx = np.empty(max(d, 1), dtype=np.int64)
        for j in range(d):
            idx[j] = j
        while True:
            for j in range(d):
                cards[k + j] = stock[idx[j]]
            v = evaluate_hand(cards, n_hand, wild_mask, rule, CT, OFFSETS, NONFLUSH, FLUSH, TB)
            counts[hold, category_index(v, rule[RULE_LOW])] += 1
            if d == 0 or next_combination(idx, d, size) < 0:
                break
    return counts

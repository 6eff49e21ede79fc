"""What every runner's block loop starts with: the block's stream and deals, and each deal's
card order (a replayed one in the tests, else a fresh shuffle); and, for games that draw, the
stock: cards taken past the order's end come from the discards, reshuffled.

Inlined where they call nothing that is not inlined too (no reference counts in the loops);
``stock_card``, which runs only once the order is spent, is called.
"""
import numpy as np
from numba import njit

from .rng import below, partial_shuffle


@njit(cache=True, inline="always")
def block_state(block_keys, b):
    """Block b's stream: a one-element state array keyed by the block's key."""
    state = np.empty(1, dtype=np.uint64)
    state[0] = block_keys[b]
    return state


@njit(cache=True, inline="always")
def block_span(b, first_deal, block_size, n_trials):
    """(index of block b's first deal in the run, deals in the block)."""
    start = first_deal + b * block_size
    return start, min(block_size, n_trials - start)


@njit(cache=True, inline="always")
def next_order(d, orders, at, n_shuffle, state):
    """Put deal ``at``'s card order in ``d``: the replayed order when there are any (tests), else
    a fresh shuffle of the first ``n_shuffle`` positions from the block's stream."""
    if orders.shape[0] > 0:
        for j in range(d.shape[0]):
            d[j] = orders[at, j]
    else:
        partial_shuffle(d, n_shuffle, state)


@njit(cache=True, inline="always")
def reshuffle(stock, discards, n_disc, state):
    """A new stock from the discards so far, shuffled with the deal's own stream."""
    for i in range(n_disc):
        stock[i] = discards[i]
    for i in range(n_disc - 1, 0, -1):
        j = below(state, i + 1)
        t = stock[i]
        stock[i] = stock[j]
        stock[j] = t


# A deal's stock cursor, a small int64 array: the next card of the reshuffled stock and its size,
# the discards waiting, and whether the deal reshuffled. The next card of the order stays a local
# of the runner's loop: a card from the order is the common case, and it takes no helper.
CUR_STOCK_POS = 0
CUR_STOCK_N = 1
CUR_DISCARDS = 2
CUR_RESHUFFLED = 3
CUR_SIZE = 4


@njit(cache=True, inline="always")
def start_stock(cur):
    """A deal's cursor: no stock past the order yet, nothing discarded."""
    cur[CUR_STOCK_POS] = 0
    cur[CUR_STOCK_N] = 0
    cur[CUR_DISCARDS] = 0
    cur[CUR_RESHUFFLED] = 0


@njit(cache=True, inline="always")
def discard(discards, cur, c):
    """Card c onto the discards."""
    discards[cur[CUR_DISCARDS]] = c
    cur[CUR_DISCARDS] += 1


@njit(cache=True)
def stock_card(stock, discards, cur, state):
    """The next card once the order is spent: from the stock, which is the discards so far,
    reshuffled with the deal's own stream each time it runs out. Called, not inlined: it is rare.
    English Stud and Open and Shut keep their stock in locals instead: moved onto these helpers
    they ran at half speed (docs/performance.md)."""
    if cur[CUR_STOCK_POS] >= cur[CUR_STOCK_N]:
        n = cur[CUR_DISCARDS]
        reshuffle(stock, discards, n, state)
        cur[CUR_STOCK_N] = n
        cur[CUR_STOCK_POS] = 0
        cur[CUR_DISCARDS] = 0
        cur[CUR_RESHUFFLED] = 1
    cur[CUR_STOCK_POS] += 1
    return stock[cur[CUR_STOCK_POS] - 1]

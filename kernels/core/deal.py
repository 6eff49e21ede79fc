"""What every runner's block loop starts with: the block's stream and deals, and each deal's
card order (a replayed one in the tests, else a fresh shuffle); and, for games that draw, the
stock: when the cards run short, the discards so far, reshuffled, go behind them.

Inlined where they call nothing that is not inlined too (no reference counts in the loops);
``restock``, which runs only once the order is nearly spent, is called.
"""
import numpy as np
from numba import njit

from .rng import SWAP_BATCH, apply_swaps, below, draw_swaps, new_stream, partial_shuffle


@njit(cache=True, inline="always")
def block_state(block_keys, b):
    """Block b's stream, keyed by the block's key."""
    return new_stream(block_keys[b])


@njit(cache=True, inline="always")
def block_span(b, block_size, first_deal, n_trials):
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
def swap_room(n_shuffle):
    """Room for SWAP_BATCH deals' swap positions (``next_order_batched``), and the cursor that
    says it is spent."""
    swaps = np.empty((SWAP_BATCH, 2 * ((n_shuffle + 1) >> 1)), dtype=np.uint8)
    return swaps, SWAP_BATCH


@njit(cache=True, inline="always")
def next_order_batched(d, orders, at, n_shuffle, state, swaps, cursor):
    """``next_order``, the same orders from the same stream, with the swap positions drawn
    SWAP_BATCH deals at a time into ``swaps`` (``swap_room``); ``cursor`` is the row of this
    deal's positions. Returns the next deal's cursor."""
    row, n_swaps, cursor = next_swaps(d, orders, at, n_shuffle, state, swaps, cursor)
    apply_swaps(d, n_swaps, swaps, row)
    return cursor


@njit(cache=True, inline="always")
def next_swaps(d, orders, at, n_shuffle, state, swaps, cursor):
    """``next_order_batched`` with the swaps left to the caller: (row of ``swaps``, swaps to
    apply, the next deal's cursor), ``apply_swaps(d, n_swaps, swaps, row)`` making deal ``at``'s
    order; a replayed order is put in ``d`` with no swaps to apply. For a kernel that applies
    them in a called function, away from its large loop's spilled registers."""
    if orders.shape[0] > 0:
        for j in range(d.shape[0]):
            d[j] = orders[at, j]
        return cursor, 0, cursor
    if cursor == swaps.shape[0]:
        draw_swaps(state, swaps, n_shuffle, d.shape[0])
        cursor = 0
    return cursor, n_shuffle, cursor + 1


@njit(cache=True, inline="always")
def deck_with_room(deck):
    """A block's cards for a game that draws: two decks' room, the first holding the deck's order
    (``cards[:len(deck)]``, which ``next_order`` shuffles), the second for ``restock``. Every card
    behind the order was discarded first, and no deal discards more than a deck."""
    cards = np.empty(2 * deck.shape[0], dtype=deck.dtype)
    for i in range(deck.shape[0]):
        cards[i] = deck[i]
    return cards


@njit(cache=True)
def restock(cards, end, discards, n_disc, state):
    """When a deal's cards run short: the discards so far, shuffled with the deal's own stream, go
    behind the cards' ``end``, so the cards left are taken first and then these. Returns (the new
    end, no discards waiting). Called, not inlined: it is rare, and the loop that calls it keeps
    its position and end in locals, with no reference counts."""
    for i in range(n_disc):
        cards[end + i] = discards[i]
    for i in range(n_disc - 1, 0, -1):
        j = below(state, i + 1)
        t = cards[end + i]
        cards[end + i] = cards[end + j]
        cards[end + j] = t
    return end + n_disc, n_disc - n_disc


@njit(cache=True)
def restock_in_order(stock, perm, orders, game, k, buried, state):
    """The buried cards (a bit per card code) as the new stock, in the order they lie in the
    trial's k-th fresh permutation (row ``game`` of a replayed stream: its k-th 52 cards, or a
    fresh shuffle); returns its size. Called out of line: reshuffles are rare."""
    if orders.shape[0] > 0:
        if 52 * (k + 1) > orders.shape[1]:
            raise ValueError("the replayed stream has no permutation left for a reshuffle")
        for j in range(52):
            perm[j] = orders[game, 52 * k + j]
    else:
        partial_shuffle(perm, 52, state)
    n = 0
    for j in range(52):
        c = perm[j]
        if (buried >> np.uint64(c)) & np.uint64(1):
            stock[n] = c
            n += 1
    rest = n  # the other cards behind: the stock stays a permutation for the next game's shuffle
    for j in range(52):
        c = perm[j]
        if not (buried >> np.uint64(c)) & np.uint64(1):
            stock[rest] = c
            rest += 1
    return n

"""The per-deal floor of a seven-card stud game: a shuffle and one table read a seat, nothing else.

A yardstick for ``simpoker bench``, not a game: it shuffles as the stud kernels do (the same
stream, the same cards), gives each seat seven consecutive cards, scores each hand with one read
of the seven-card table (no flushes, no wild cards) and counts the best hand's category, so that
the compiler cannot drop the work. The main job's distance to it is what its rules cost.
"""
import numpy as np
from numba import njit

from ..eval.hash_tables import CODE_SHIFT
from ..core.deal import next_order_batched, swap_room
from ..core.rng import new_stream
from ..core.serial_compiler import CopyPropagatingCompiler
from ..drivers.stud_lean import seven_value
from ..drivers.stud_layout import MAX_HAND

CARDS_A_SEAT = 7


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_floor_blocks(deck, n_players, block_keys, block_size, first_deal, n_trials, CARD_KEY, SIZED):
    """Counts of the best hand's category per block (rows of 16), block i from deal first_deal +
    i*block_size; serial, compiled and spread over threads as the lean kernel. ``SIZED``: the
    sized tables (kernels.eval.hash_tables.load_sized_tables)."""
    ADJUST, ROWS, CODES, _, _ = SIZED
    no_orders = np.empty((0, deck.shape[0]), dtype=np.uint8)
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, 16), dtype=np.int64)
    n_shuffle = min(deck.shape[0], n_players * CARDS_A_SEAT + MAX_HAND)
    for b in range(n_blocks):
        state = new_stream(block_keys[b])
        d = deck.astype(np.uint8)
        swaps, cursor = swap_room(n_shuffle)
        todo = max(0, min(block_size, n_trials - first_deal - b * block_size))
        for deal_no in range(todo):
            cursor = next_order_batched(d, no_orders, deal_no, n_shuffle, state, swaps, cursor)
            best = np.int64(-1)
            for p in range(n_players):
                k = np.int64(0)
                for i in range(CARDS_A_SEAT):
                    k += CARD_KEY[d[p + i * n_players]]
                v = seven_value(k, ADJUST, ROWS, CODES)
                if v > best:
                    best = v
            counts[b, best >> CODE_SHIFT] += 1
    return counts

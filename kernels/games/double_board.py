"""Double-board hold'em on the community driver's counters: two hole cards a seat and two boards
of five, half the pot to the best hand on each. Its own kernel because the community driver
deals one board; each hand here is one read of the card tables on summed entries, a board's
sum taken once a deal.

The two boards come off the deck flop A, flop B, turn A, turn B, river A, river B. The counts:
``winner_category`` two a deal (each board's best hand), ``hand_category`` two a seat (its hand
on each board), ``first_seat_category`` seat 0's hand on board A, ``seat_win`` the shares, ``seat_win_second`` board B's half of them, ``tie`` a
deal with either half shared, ``scoop`` one seat alone best on both boards.
"""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.categories import CAT_SHIFT
from ..core.deal import block_span, block_state, next_order
from ..core.layout import O_FIRST_CAT, O_HAND, O_SEAT, O_SECOND, O_TIE, O_WINNER, SHARE_UNITS
from ..drivers.community_layout import BOARD, N_COUNTERS, O_SCOOP, OFFSETS  # noqa: F401
from ..eval.showdown import value_of_parts

HOLE = 2
HALF = SHARE_UNITS // 2
# a board's cards among the ten after the hole cards: flop A, flop B, turn A, turn B, river A, B
BOARD_AT = ((0, 1, 2, 6, 8), (3, 4, 5, 7, 9))


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_double_board_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials,
                            orders, CTW, OFFS, NONFLUSH, FLUSH):
    """Counts of double-board hold'em, one row per block (rows from ``orders`` when given:
    replays). The hole cards go round the table a card a pass, then the two boards."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    n_shuffle = min(deck.shape[0], n_players * HOLE + 2 * BOARD)
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        d = deck.copy()
        values = np.zeros((2, n_players), dtype=np.int64)
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, n_shuffle, state)
            at = n_players * HOLE
            lone = -2  # the one seat best alone on every board so far (-1: none)
            split = False
            for side in range(2):
                bk = np.int64(0)
                bs = np.int64(0)
                bb = np.int64(0)
                for i in range(BOARD):
                    u = np.uint8(d[at + BOARD_AT[side][i]])
                    bk += CTW[0, 0, u]
                    bs += CTW[0, 1, u]
                    bb |= CTW[0, 2, u]
                best = np.int64(-1)
                for p in range(n_players):
                    u0 = np.uint8(d[p])
                    u1 = np.uint8(d[n_players + p])
                    v = value_of_parts(bk + CTW[0, 0, u0] + CTW[0, 0, u1],
                                       bs + CTW[0, 1, u0] + CTW[0, 1, u1],
                                       bb | CTW[0, 2, u0] | CTW[0, 2, u1], OFFS, NONFLUSH, FLUSH)
                    values[side, p] = v
                    best = max(best, v)
                    row[O_HAND + (v >> CAT_SHIFT)] += 1
                    if p == 0 and side == 0:  # seat 0's hand on the first board
                        row[O_FIRST_CAT + (v >> CAT_SHIFT)] += 1
                n_win = 0
                first = -1
                for p in range(n_players):
                    if values[side, p] == best:
                        n_win += 1
                        if first < 0:
                            first = p
                for p in range(n_players):
                    if values[side, p] == best:
                        row[O_SEAT + p] += HALF // n_win
                        if side == 1:
                            row[O_SECOND + p] += HALF // n_win
                row[O_WINNER + (best >> CAT_SHIFT)] += 1
                split = split or n_win > 1
                if n_win > 1:
                    lone = -1
                elif lone == -2:
                    lone = first
                elif lone != first:
                    lone = -1
            row[O_TIE] += np.int64(split)
            row[O_SCOOP] += np.int64(lone >= 0)
    return counts

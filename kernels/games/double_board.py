"""Double-board hold'em and Omaha on the community driver's counters: two (or, Omaha, four)
hole cards a seat and two boards of five, half the pot to the best hand on each. Their own
kernels because the community driver deals one board. A hold'em hand is one read of the card
tables on summed entries, a board's sum taken once a deal; an Omaha hand reads Omaha's rank
table (kernels/games/omaha.py) once a pair of hole cards, and its flush table for suited pairs.

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
from ..drivers.community_layout import BOARD, MAX_HOLE, N_COUNTERS, O_SCOOP, OFFSETS  # noqa: F401
from ..eval.showdown import value_of_parts
from ..eval.omaha_index import board_row, pair_column

HOLE = 2
HALF = SHARE_UNITS // 2
# a board's cards among the ten after the hole cards: flop A, flop B, turn A, turn B, river A, B
BOARD_AT = ((0, 1, 2, 6, 8), (3, 4, 5, 7, 9))


@njit(cache=True)
def settle_board(row, values, side, n_players, lone):
    """One board's hands ``values[side]`` counted (each seat's category, seat 0's on the first
    board) and its half of the pot: shares, winner's category, board B's shares apart. Returns
    (the seat best alone on every board so far, -1 for none: ``lone`` before, -2 on the first
    board; whether this half is shared)."""
    best = np.int64(-1)
    for p in range(n_players):
        v = values[side, p]
        row[O_HAND + (v >> CAT_SHIFT)] += 1
        if p == 0 and side == 0:  # seat 0's hand on the first board
            row[O_FIRST_CAT + (v >> CAT_SHIFT)] += 1
        best = max(best, v)
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
    if n_win > 1:
        return np.int64(-1), True
    if lone == -2 or lone == first:
        return np.int64(first), False
    return np.int64(-1), False


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
            lone = np.int64(-2)  # the one seat best alone on every board so far (-1: none)
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
                for p in range(n_players):
                    u0 = np.uint8(d[p])
                    u1 = np.uint8(d[n_players + p])
                    v = value_of_parts(bk + CTW[0, 0, u0] + CTW[0, 0, u1],
                                       bs + CTW[0, 1, u0] + CTW[0, 1, u1],
                                       bb | CTW[0, 2, u0] | CTW[0, 2, u1], OFFS, NONFLUSH, FLUSH)
                    values[side, p] = v
                lone, shared = settle_board(row, values, side, n_players, lone)
                split = split or shared
            row[O_TIE] += np.int64(split)
            row[O_SCOOP] += np.int64(lone >= 0)
    return counts


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_double_board_omaha_blocks(deck, n_players, rules, block_keys, block_size, first_deal,
                                  n_trials, orders, FLUSH, RANKS, HOLE):
    """Counts of double-board Omaha, one row per block (rows from ``orders`` when given:
    replays). The hole cards go round the table a card a pass (``HOLE``: a tuple as long as
    a seat's hole cards, for known loop lengths), then the two boards as in hold'em."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    n_hole = len(HOLE)
    n_shuffle = min(deck.shape[0], n_players * n_hole + 2 * BOARD)
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        d = deck.copy()
        values = np.zeros((2, n_players), dtype=np.int64)
        hr = np.zeros(MAX_HOLE, dtype=np.int64)
        triples = np.zeros(10, dtype=np.int64)
        board = np.zeros(BOARD, dtype=np.int64)
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, n_shuffle, state)
            at = n_players * n_hole
            lone = np.int64(-2)
            split = False
            for side in range(2):
                for i in range(BOARD):
                    board[i] = np.int64(d[at + BOARD_AT[side][i]])
                rank_row = board_row(board[0] >> 2, board[1] >> 2, board[2] >> 2, board[3] >> 2,
                                     board[4] >> 2)
                # the one suit with three of this board's cards, if any, and its triples' ranks
                suit = np.int64(-1)
                for s in range(4):
                    n_s = 0
                    for i in range(BOARD):
                        n_s += board[i] & 3 == s
                    if n_s >= 3:
                        suit = s
                n_triples = 0
                if suit >= 0:
                    for i in range(BOARD):
                        if board[i] & 3 != suit:
                            continue
                        for j in range(i + 1, BOARD):
                            if board[j] & 3 != suit:
                                continue
                            for k in range(j + 1, BOARD):
                                if board[k] & 3 == suit:
                                    triples[n_triples] = ((np.int64(1) << (board[i] >> 2))
                                                          | (np.int64(1) << (board[j] >> 2))
                                                          | (np.int64(1) << (board[k] >> 2)))
                                    n_triples += 1
                for p in range(n_players):
                    for i in range(n_hole):
                        hr[i] = np.int64(d[i * n_players + p]) >> 2
                    v = np.int64(0)
                    for i in range(n_hole - 1):
                        for j in range(i + 1, n_hole):
                            v = max(v, np.int64(RANKS[rank_row, pair_column(hr[i], hr[j])]))
                    if n_triples > 0:
                        for i in range(n_hole - 1):
                            ci = np.int64(d[i * n_players + p])
                            if ci & 3 != suit:
                                continue
                            for j in range(i + 1, n_hole):
                                cj = np.int64(d[j * n_players + p])
                                if cj & 3 != suit:
                                    continue
                                pm = (np.int64(1) << (ci >> 2)) | (np.int64(1) << (cj >> 2))
                                for t in range(n_triples):
                                    v = max(v, np.int64(FLUSH[0, pm | triples[t]]))
                    values[side, p] = v
                lone, shared = settle_board(row, values, side, n_players, lone)
                split = split or shared
            row[O_TIE] += np.int64(split)
            row[O_SCOOP] += np.int64(lone >= 0)
    return counts

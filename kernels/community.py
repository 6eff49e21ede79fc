"""The community driver: hole cards a seat and a five-card board dealt in streets (flop, turn,
river), best five of hole and board. The board is shared, so its card-table entries are summed
once a street and each seat adds its hole cards' (kernels/stud_play_common.value_of_parts): a
seat's hand at a street is one table read."""
import numpy as np
from numba import njit

from .community_layout import (BOARD, N_COUNTERS, OFFSETS, O_BOARD_PLAYS, O_HOLE_USED,  # noqa: F401
                               R_HOLE, R_VOL_EVERY, STREETS)
from .deal import block_span, block_state, next_order
from .layout import MAX_ROUNDS, O_LEAD_CHANGES, O_LEAD_FULL, O_VOL_DEALS
from .stud_play_common import first_best, record_showdown, value_of_parts


@njit(cache=True, nogil=True, error_model="numpy")
def run_community_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials,
                         orders, CTW, OFFS, NONFLUSH, FLUSH):
    """Counts of a community game, one row per block (rows from ``orders`` when given: replays).
    The hole cards go round the table a card a pass, then the board follows in the deck's order
    (no burn cards: they change no probability)."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    n_hole = rules[R_HOLE]
    vol_every = rules[R_VOL_EVERY]
    n_shuffle = min(deck.shape[0], n_players * n_hole + BOARD)
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        d = deck.copy()
        value = np.zeros(n_players, dtype=np.int64)
        hk = np.zeros(n_players, dtype=np.int64)   # each seat's hole cards' summed entries
        hs = np.zeros(n_players, dtype=np.int64)
        hb = np.zeros(n_players, dtype=np.int64)
        street = np.zeros((MAX_ROUNDS, n_players), dtype=np.int64)
        leaders = np.zeros(STREETS + 1, dtype=np.int64)
        held = np.zeros(n_players, dtype=np.int64)
        live = np.ones(n_players, dtype=np.bool_)
        start, todo = block_span(b, first_deal, block_size, n_trials)
        row = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, n_shuffle, state)
            at = n_players * n_hole
            key = np.int64(0)
            sc = np.int64(0)
            sb = np.int64(0)
            for i in range(BOARD):
                u = np.uint8(d[at + i])
                key += CTW[0, 0, u]
                sc += CTW[0, 1, u]
                sb |= CTW[0, 2, u]
            for p in range(n_players):
                k = np.int64(0)
                s = np.int64(0)
                m = np.int64(0)
                for i in range(n_hole):
                    u = np.uint8(d[i * n_players + p])
                    k += CTW[0, 0, u]
                    s += CTW[0, 1, u]
                    m |= CTW[0, 2, u]
                hk[p] = k
                hs[p] = s
                hb[p] = m
                value[p] = value_of_parts(key + k, sc + s, sb | m, OFFS, NONFLUSH, FLUSH)
            best = record_showdown(value, live, n_players, row, held)
            board = value_of_parts(key, sc, sb, OFFS, NONFLUSH, FLUSH)
            row[O_BOARD_PLAYS] += np.int64(board == best)
            w = first_best(value, n_players)
            used = 2
            if board == best:
                used = 0
            else:
                for i in range(n_hole):
                    u = np.uint8(d[i * n_players + w])
                    if value_of_parts(key + CTW[0, 0, u], sc + CTW[0, 1, u], sb | CTW[0, 2, u],
                                      OFFS, NONFLUSH, FLUSH) == best:
                        used = 1
            row[O_HOLE_USED + used] += 1
            if (start + deal_no) % vol_every != 0:
                continue
            # volatility: the leader on the hole cards alone, after the flop and after the turn
            for t in range(STREETS):
                n_board = 0 if t == 0 else 2 + t
                k0 = np.int64(0)
                s0 = np.int64(0)
                b0 = np.int64(0)
                for i in range(n_board):
                    u = np.uint8(d[at + i])
                    k0 += CTW[0, 0, u]
                    s0 += CTW[0, 1, u]
                    b0 |= CTW[0, 2, u]
                lead = 0
                for p in range(n_players):
                    street[t, p] = value_of_parts(k0 + hk[p], s0 + hs[p], b0 | hb[p], OFFS,
                                                  NONFLUSH, FLUSH)
                    if street[t, p] > street[t, lead]:
                        lead = p
                leaders[t] = lead
            leaders[STREETS] = w
            row[O_VOL_DEALS] += 1
            changes = 0
            for t in range(STREETS):
                row[O_LEAD_FULL + t] += np.int64(value[leaders[t]] == best)
                changes += np.int64(leaders[t + 1] != leaders[t])
            row[O_LEAD_CHANGES + changes] += 1
    return counts

"""Omaha on the community driver's counters: four to six hole cards a seat, a five-card
board, a hand of exactly two hole cards and three board cards, high or split high-low eight or
better.

Sixty two-plus-three choices a seat (a hundred with five hole cards, 150 with six) would be as
many table reads. Ranks and flushes are taken
apart instead. Without a flush, the best hand depends only on the board's five ranks and the two
hole ranks used: one table holds, for each board rank multiset (a row of 91 entries, one per
pair of hole ranks), the best five with that pair, so a seat is six reads within one small row
the whole table shares in a deal (one read a pair of hole cards). A flush needs three board cards of one suit, so at most one
suit makes flushes in a deal; a seat with two of its cards in that suit reads the flush table
for its suited pairs and the board's suited triples. The low hand likewise: a table over the
seat's low ranks and the board's low ranks gives the best two-plus-three low.

The community driver's hand rule HAND_EXACT counts the same hands, every counter alike, reading
the card tables for each choice: Omaha, and every community game file whose hand is exactly two
hole and three board cards of natural cards (sim/games/community.py), take this kernel for its
speed (docs/performance.md, the community family).
"""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..drivers.community import split_pot
from ..drivers.community_layout import (BOARD, MAX_HOLE, N_COUNTERS, OFFSETS, R_HIGH_LOW,  # noqa: F401
                               R_VOL_EVERY, STREETS)
from ..core.deal import block_span, block_state, next_order
from ..eval.hash_tables import CARD_KEY
from ..eval.low import eval_low_a5
from ..eval.evaluate import table_value
from ..eval.omaha_index import board_row, pair_column
from ..eval.showdown import count_street_leaders, record_showdown, value_of_parts

N_BOARD_RANKS = 6188  # multisets of five ranks out of 13: C(17, 5), undealable ones included
N_PAIRS = 91          # pairs of hole ranks, a pair of one rank included
NO_LOW = -1


@njit(cache=True)
def build_rank_table(OFFS, NONFLUSH):
    """table[board row, pair column]: the best five, flushes aside, of two hole ranks and three
    of the board's five; 0 where the seven ranks hold one rank five times (never dealt)."""
    table = np.zeros((N_BOARD_RANKS, N_PAIRS), dtype=np.int32)
    ranks = np.zeros(5, dtype=np.int64)
    for a in range(13):
        for b in range(a, 13):
            for c in range(b, 13):
                for d in range(c, 13):
                    for e in range(d, 13):
                        ranks[0] = a
                        ranks[1] = b
                        ranks[2] = c
                        ranks[3] = d
                        ranks[4] = e
                        row = board_row(a, b, c, d, e)
                        for hi in range(13):
                            for lo in range(hi + 1):
                                n = np.int64(hi == lo)
                                for i in range(5):
                                    n += np.int64(ranks[i] == hi)
                                n2 = np.int64(0)
                                for i in range(5):
                                    n2 += np.int64(ranks[i] == lo)
                                if n + 1 > 4 or (lo != hi and n2 + 1 > 4):
                                    continue
                                best = np.int64(0)
                                for i in range(5):
                                    for j in range(i + 1, 5):
                                        for k in range(j + 1, 5):
                                            key = (CARD_KEY[hi] + CARD_KEY[lo] + CARD_KEY[ranks[i]]
                                                   + CARD_KEY[ranks[j]] + CARD_KEY[ranks[k]])
                                            best = max(best, table_value(key, OFFS, NONFLUSH))
                                table[row, pair_column(hi, lo)] = best
    return table


@njit(cache=True)
def build_low_table():
    """table[hole low ranks, board low ranks] (eight bits each, ace first): the best
    ace-to-five low of five different ranks 8 or lower from exactly two of the hole's and three
    of the board's, as eval_low_a5 values (higher is better); NO_LOW without one."""
    table = np.full((256, 256), NO_LOW, dtype=np.int32)
    for hole in range(256):
        for board in range(256):
            best = np.int64(NO_LOW)
            for i in range(8):
                for j in range(i + 1, 8):
                    if (hole >> i) & 1 == 0 or (hole >> j) & 1 == 0:
                        continue
                    rest = board & ~((1 << i) | (1 << j))
                    for x in range(8):
                        for y in range(x + 1, 8):
                            for z in range(y + 1, 8):
                                if (rest >> x) & 1 and (rest >> y) & 1 and (rest >> z) & 1:
                                    low = (1 << i) | (1 << j) | (1 << x) | (1 << y) | (1 << z)
                                    # low bit 0 is the ace (rank code 12), bit k the rank k + 1
                                    m = (low & 1) << 12 | (low >> 1)
                                    v = eval_low_a5(np.int64(m), np.int64(0), np.int64(0),
                                                    np.int64(0), np.int64(0), np.int64(0))
                                    best = max(best, v)
            table[hole, board] = best
    return table


@njit(cache=True, inline="always")
def _low_bit(card):
    """A card's bit among the low ranks (ace bit 0, 2 to 8 bits 1 to 7), 0 for 9 and up."""
    r = card >> 2
    if r == 12:
        return np.int64(1)
    if r <= 6:
        return np.int64(1) << (r + 1)
    return np.int64(0)


def hole_slots(n_hole):
    """run_omaha_blocks's ``HOLE`` argument for ``n_hole`` hole cards a seat."""
    return tuple(range(n_hole))


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_omaha_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials, orders,
                     CTW, OFFS, NONFLUSH, FLUSH, RANKS, LOWS, HOLE):
    """Counts of Omaha, one row per block (rows from ``orders`` when given: replays). The
    hole cards go round the table a card a pass, then the board follows (no burn cards).
    ``HOLE``: a tuple as long as a seat's hole cards (``hole_slots``), so that each hole count
    compiles with its loops' lengths known, as unrolled as Omaha's four were by hand. Volatility
    deals also score each seat after the deal (its best two hole cards), the flop and the turn,
    by the same two-plus-three rule, through the card tables."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    vol_every = rules[R_VOL_EVERY]
    high_low = rules[R_HIGH_LOW] != 0
    n_hole = len(HOLE)
    n_shuffle = min(deck.shape[0], n_players * n_hole + BOARD)
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        d = deck.copy()
        value = np.zeros(n_players, dtype=np.int64)
        lows = np.zeros(n_players, dtype=np.int64)
        triples = np.zeros(10, dtype=np.int64)
        hk = np.zeros(MAX_HOLE, dtype=np.int64)
        hs = np.zeros(MAX_HOLE, dtype=np.int64)
        hb = np.zeros(MAX_HOLE, dtype=np.int64)
        hr = np.zeros(MAX_HOLE, dtype=np.int64)  # a seat's hole ranks
        bk = np.zeros(4, dtype=np.int64)   # the flop and turn cards' table entries
        bs = np.zeros(4, dtype=np.int64)
        bb = np.zeros(4, dtype=np.int64)
        leaders = np.zeros(STREETS + 1, dtype=np.int64)
        held = np.zeros(n_players, dtype=np.int64)
        live = np.ones(n_players, dtype=np.bool_)
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, n_shuffle, state)
            at = n_players * n_hole
            c0 = np.int64(d[at])
            c1 = np.int64(d[at + 1])
            c2 = np.int64(d[at + 2])
            c3 = np.int64(d[at + 3])
            c4 = np.int64(d[at + 4])
            rank_row = board_row(c0 >> 2, c1 >> 2, c2 >> 2, c3 >> 2, c4 >> 2)
            # the one suit with three board cards, if any, and its triples' rank masks
            suit = np.int64(-1)
            for s in range(4):
                n_s = (np.int64(c0 & 3 == s) + np.int64(c1 & 3 == s) + np.int64(c2 & 3 == s)
                       + np.int64(c3 & 3 == s) + np.int64(c4 & 3 == s))
                if n_s >= 3:
                    suit = s
            n_triples = 0
            if suit >= 0:
                for i in range(BOARD):
                    ci = np.int64(d[at + i])
                    if ci & 3 != suit:
                        continue
                    for j in range(i + 1, BOARD):
                        cj = np.int64(d[at + j])
                        if cj & 3 != suit:
                            continue
                        for k in range(j + 1, BOARD):
                            ck = np.int64(d[at + k])
                            if ck & 3 == suit:
                                triples[n_triples] = ((np.int64(1) << (ci >> 2))
                                                      | (np.int64(1) << (cj >> 2))
                                                      | (np.int64(1) << (ck >> 2)))
                                n_triples += 1
            board_low = _low_bit(c0) | _low_bit(c1) | _low_bit(c2) | _low_bit(c3) | _low_bit(c4)
            for p in range(n_players):
                for i in range(n_hole):
                    hr[i] = np.int64(d[i * n_players + p]) >> 2
                v = np.int64(0)
                for i in range(n_hole - 1):
                    ri = hr[i]
                    for j in range(i + 1, n_hole):
                        v = max(v, np.int64(RANKS[rank_row, pair_column(ri, hr[j])]))
                if n_triples > 0:
                    for i in range(n_hole):
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
                value[p] = v
                if high_low:
                    hole_low = np.int64(0)
                    for i in range(n_hole):
                        hole_low |= _low_bit(np.int64(d[i * n_players + p]))
                    lows[p] = LOWS[hole_low, board_low]
            if high_low:
                best = split_pot(row, value, lows, n_players)
            else:
                best = record_showdown(value, live, n_players, row, held)
            if (start + deal_no) % vol_every != 0:
                continue
            for i in range(4):  # the flop and turn cards' table entries
                u = np.uint8(d[at + i])
                bk[i] = CTW[0, 0, u]
                bs[i] = CTW[0, 1, u]
                bb[i] = CTW[0, 2, u]
            for t in range(STREETS):  # after the deal, the flop, the turn
                lead = 0
                top = np.int64(-1)
                for p in range(n_players):
                    for i in range(n_hole):
                        u = np.uint8(d[i * n_players + p])
                        hk[i] = CTW[0, 0, u]
                        hs[i] = CTW[0, 1, u]
                        hb[i] = CTW[0, 2, u]
                    v = np.int64(-1)
                    for i in range(n_hole):
                        for j in range(i + 1, n_hole):
                            k = hk[i] + hk[j]
                            s = hs[i] + hs[j]
                            m = hb[i] | hb[j]
                            if t == 0:  # the two hole cards alone
                                v = max(v, value_of_parts(k, s, m, OFFS, NONFLUSH, FLUSH))
                                continue
                            k += bk[0] + bk[1] + bk[2]
                            s += bs[0] + bs[1] + bs[2]
                            m |= bb[0] | bb[1] | bb[2]
                            if t == 1:  # the flop's three
                                v = max(v, value_of_parts(k, s, m, OFFS, NONFLUSH, FLUSH))
                                continue
                            k += bk[3]
                            s += bs[3]
                            m |= bb[3]
                            for x in range(4):  # three of the turn's four: one left out
                                v = max(v, value_of_parts(k - bk[x], s - bs[x], m & ~bb[x], OFFS,
                                                          NONFLUSH, FLUSH))
                    if v > top:
                        top = v
                        lead = p
                leaders[t] = lead
            count_street_leaders(row, value, best, leaders, np.int64(STREETS), n_players)
    return counts

"""Odds in the board games from a known situation: every completion of the board (and of one
unknown seat's hole cards) enumerated, or completions sampled in seeded blocks.

A seat's hand follows its game's hand rule: the best five of its hole cards and the board
(Hold'em, Super Eight), at most two hole cards (Tahoe), or exactly two hole cards and three board
cards (Omaha). Hands are valued by the hot path's table reads on summed card-table entries.

Counts a row: per seat, pots won alone, pots shared, and pot shares (SHARE_UNITS a pot); the hero's
(seat 0) final hand category; the completions counted.
"""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.bits import next_combination
from ..core.categories import CAT_SHIFT, N_CATEGORIES
from .evaluate import hash_lookup
from ..core.layout import MAX_SEATS, SHARE_UNITS, layout_offsets
from ..core.rng import below, new_stream, partial_shuffle

HAND_ANY = 0            # best five of hole and board
HAND_AT_MOST_TWO = 1    # at most two hole cards (the best of each pair with the board)
HAND_EXACTLY_TWO = 2    # exactly two hole cards and three board cards

BOARD = 5
MAX_HOLE = 6  # Omaha with six hole cards
# not a runner's layout (no core): the counts of one situation
OFFSETS, N_COUNTS = layout_offsets((
    ("win", MAX_SEATS),            # pots won alone, by seat
    ("tie", MAX_SEATS),            # pots shared, by seat
    ("units", MAX_SEATS),          # pot shares, SHARE_UNITS a pot, by seat
    ("second", MAX_SEATS),         # of units, shares of a split pot's second half (low, side)
    ("scoop", MAX_SEATS),          # both halves of a split pot won alone, by seat
    ("hero_category", N_CATEGORIES),  # the hero's final hand
    ("trials", 1),                 # completions counted
))
O_WIN = OFFSETS["win"][0]
O_TIE = OFFSETS["tie"][0]
O_UNITS = OFFSETS["units"][0]
O_SECOND = OFFSETS["second"][0]
O_SCOOP = OFFSETS["scoop"][0]
O_HERO_CAT = OFFSETS["hero_category"][0]
O_TRIALS = OFFSETS["trials"][0]


@njit(cache=True, inline="always")
def _read(key, sc, sb, OFFS, NONFLUSH, FLUSH):
    return hash_lookup(key, sc, sb, OFFS, NONFLUSH, FLUSH)


@njit(cache=True)
def _seat_value(rule, holes, p, n_hole, board, bk, bs, bb, CT, OFFS, NONFLUSH, FLUSH):
    """The value of seat p's hand: ``holes[p, :n_hole]`` with the five ``board`` cards (whose
    summed card-table entries are bk, bs, bb)."""
    best = np.int64(-1)
    if rule == HAND_ANY and n_hole <= 2:
        k, s, b = bk, bs, bb
        for i in range(n_hole):
            k += CT[0, holes[p, i]]
            s += CT[1, holes[p, i]]
            b |= CT[2, holes[p, i]]
        return _read(k, s, b, OFFS, NONFLUSH, FLUSH)
    if rule == HAND_ANY:  # eight cards or more: the best seven (a five within them)
        for skip in range(n_hole):
            k, s, b = bk, bs, bb
            for i in range(n_hole):
                if i != skip:
                    k += CT[0, holes[p, i]]
                    s += CT[1, holes[p, i]]
                    b |= CT[2, holes[p, i]]
            best = max(best, _read(k, s, b, OFFS, NONFLUSH, FLUSH))
        if n_hole == 3:  # dropping a board card instead (a seven of three hole, four board)
            for skip in range(BOARD):
                k = bk - CT[0, board[skip]]
                s = bs - CT[1, board[skip]]
                b = np.int64(0)
                for i in range(BOARD):
                    if i != skip:
                        b |= CT[2, board[i]]
                for i in range(n_hole):
                    k += CT[0, holes[p, i]]
                    s += CT[1, holes[p, i]]
                    b |= CT[2, holes[p, i]]
                best = max(best, _read(k, s, b, OFFS, NONFLUSH, FLUSH))
        return best
    for i in range(n_hole):
        for j in range(i + 1, n_hole):
            hk = CT[0, holes[p, i]] + CT[0, holes[p, j]]
            hs = CT[1, holes[p, i]] + CT[1, holes[p, j]]
            hb = CT[2, holes[p, i]] | CT[2, holes[p, j]]
            if rule == HAND_AT_MOST_TWO:
                best = max(best, _read(bk + hk, bs + hs, bb | hb, OFFS, NONFLUSH, FLUSH))
                continue
            for a in range(BOARD):
                for c in range(a + 1, BOARD):
                    for e in range(c + 1, BOARD):
                        k = hk + CT[0, board[a]] + CT[0, board[c]] + CT[0, board[e]]
                        s = hs + CT[1, board[a]] + CT[1, board[c]] + CT[1, board[e]]
                        b = hb | CT[2, board[a]] | CT[2, board[c]] | CT[2, board[e]]
                        best = max(best, _read(k, s, b, OFFS, NONFLUSH, FLUSH))
    return best


@njit(cache=True, inline="always")
def _tally(row, value, n_seats, best):
    """Count a completion: the best hand's seats (alone or sharing), the hero's category."""
    n_win = 0
    for p in range(n_seats):
        n_win += np.int64(value[p] == best)
    for p in range(n_seats):
        if value[p] == best:
            row[(O_WIN if n_win == 1 else O_TIE) + p] += 1
            row[O_UNITS + p] += SHARE_UNITS // n_win
    row[O_HERO_CAT + (value[0] >> CAT_SHIFT)] += 1
    row[O_TRIALS] += 1


@njit(cache=True)
def summed_entries(cards, n, CT):
    """The card table's entries of ``cards[:n]`` summed: rank keys and suit counts added, suit
    bits joined."""
    k = np.int64(0)
    s = np.int64(0)
    b = np.int64(0)
    for i in range(n):
        k += CT[0, cards[i]]
        s += CT[1, cards[i]]
        b |= CT[2, cards[i]]
    return k, s, b


@njit(cache=True)
def _showdown(row, rule, holes, n_seats, n_hole, board, value, CT, OFFS, NONFLUSH, FLUSH):
    bk, bs, bb = summed_entries(board, BOARD, CT)
    best = np.int64(-1)
    for p in range(n_seats):
        value[p] = _seat_value(rule, holes, p, n_hole, board, bk, bs, bb, CT, OFFS, NONFLUSH,
                               FLUSH)
        best = max(best, value[p])
    _tally(row, value, n_seats, best)


@njit(cache=True)
def _exact_seven(holes, n_seats, n_hole, board, n_board, rest, CT, OFFS, NONFLUSH, FLUSH):
    """odds_exact for best-five-of-seven hands with every seat known, written flat: each board
    is its summed entries, each seat one table read (no call a board)."""
    row = np.zeros(N_COUNTS, dtype=np.int64)
    value = np.zeros(n_seats, dtype=np.int64)
    hk = np.zeros(n_seats, dtype=np.int64)
    hs = np.zeros(n_seats, dtype=np.int64)
    hb = np.zeros(n_seats, dtype=np.int64)
    for p in range(n_seats):
        hk[p], hs[p], hb[p] = summed_entries(holes[p], n_hole, CT)
    k0, s0, b0 = summed_entries(board, n_board, CT)
    need = BOARD - n_board
    n_rest = rest.shape[0]
    bi = np.arange(max(need, 1), dtype=np.int64)
    while True:
        bk, bs, bb = k0, s0, b0
        for t in range(need):
            c = rest[bi[t]]
            bk += CT[0, c]
            bs += CT[1, c]
            bb |= CT[2, c]
        best = np.int64(-1)
        for p in range(n_seats):
            v = hash_lookup(bk + hk[p], bs + hs[p], bb | hb[p], OFFS, NONFLUSH, FLUSH)
            value[p] = v
            best = max(best, v)
        # _tally written out: inlined with its arrays it costs reference counts on every board
        # (docs/performance.md, odds)
        n_win = 0
        for p in range(n_seats):
            n_win += np.int64(value[p] == best)
        for p in range(n_seats):
            if value[p] == best:
                row[(O_WIN if n_win == 1 else O_TIE) + p] += 1
                row[O_UNITS + p] += SHARE_UNITS // n_win
        row[O_HERO_CAT + (value[0] >> CAT_SHIFT)] += 1
        row[O_TRIALS] += 1
        if need == 0 or next_combination(bi, need, n_rest) < 0:
            break
    return row


@njit(cache=True)
def odds_exact(rule, holes, n_seats, n_hole, unknown_seat, board, n_board, rest, CT, OFFS,
               NONFLUSH, FLUSH):
    """Counts over every completion: the board's missing cards from ``rest`` and, when
    ``unknown_seat`` >= 0, that seat's hole cards from what is left."""
    if rule == HAND_ANY and n_hole <= 2 and unknown_seat < 0:
        return _exact_seven(holes, n_seats, n_hole, board, n_board, rest, CT, OFFS, NONFLUSH,
                            FLUSH)
    bi = np.arange(max(BOARD - n_board, 1), dtype=np.int64)
    return odds_exact_boards(rule, holes, n_seats, n_hole, unknown_seat, board, n_board, rest,
                             bi, -1, CT, OFFS, NONFLUSH, FLUSH)


@njit(cache=True)
def odds_exact_boards(rule, holes, n_seats, n_hole, unknown_seat, board, n_board, rest, bi,
                      max_boards, CT, OFFS, NONFLUSH, FLUSH):
    """odds_exact's counts from the board completion ``bi`` (indices into ``rest``, the first
    ``np.arange``) on, for at most ``max_boards`` boards (every one when negative): ``bi`` is
    left at the next board, ``bi[0] = -1`` once none is left. The caller enumerates in chunks
    of boards (Ctrl-C is heard between them) with the counts of one call."""
    row = np.zeros(N_COUNTS, dtype=np.int64)
    value = np.zeros(n_seats, dtype=np.int64)
    b = board.copy()
    need = BOARD - n_board
    n_rest = rest.shape[0]
    left = np.zeros(n_rest, dtype=np.int64)
    n_boards = 0
    hi = np.arange(MAX_HOLE, dtype=np.int64)
    while True:
        for t in range(need):
            b[n_board + t] = rest[bi[t]]
        if unknown_seat < 0:
            _showdown(row, rule, holes, n_seats, n_hole, b, value, CT, OFFS, NONFLUSH, FLUSH)
        else:
            n_left = 0
            for i in range(n_rest):
                taken = False
                for t in range(need):
                    taken = taken or bi[t] == i
                if not taken:
                    left[n_left] = rest[i]
                    n_left += 1
            for t in range(n_hole):
                hi[t] = t
            while True:
                for t in range(n_hole):
                    holes[unknown_seat, t] = left[hi[t]]
                _showdown(row, rule, holes, n_seats, n_hole, b, value, CT, OFFS, NONFLUSH, FLUSH)
                if next_combination(hi, n_hole, n_left) < 0:
                    break
        if need == 0 or next_combination(bi, need, n_rest) < 0:
            bi[0] = -1
            break
        n_boards += 1
        if n_boards == max_boards:
            break
    return row


@njit(cache=True, nogil=True, pipeline_class=CopyPropagatingCompiler)
def odds_sample_blocks(rule, holes, n_seats, n_hole, known, board, n_board, rest, keys,
                       block_size, first_trial, n_trials, COMBOS, N_COMBOS, CT, OFFS, NONFLUSH,
                       FLUSH):
    """Counts of sampled completions, one row per block (each block its own stream). A seat with
    ``known[p] == 0`` gets hole cards drawn from ``rest``; one with ``known[p] < 0`` a hand of
    its range, the first ``N_COMBOS[r]`` rows of ``COMBOS[r]`` (``n_hole`` card codes a row, r =
    ``-known[p] - 1``), all range seats
    drawn together and drawn again when two share a card; then the board's missing cards."""
    rows = np.zeros((keys.shape[0], N_COUNTS), dtype=np.int64)
    need = BOARD - n_board
    n_ranged = 0
    for p in range(n_seats):
        n_ranged += np.int64(known[p] < 0)
    for blk in range(keys.shape[0]):
        state = new_stream(keys[blk])
        deck = rest.copy()
        h = holes.copy()
        b = board.copy()
        value = np.zeros(n_seats, dtype=np.int64)
        start = first_trial + blk * block_size
        todo = min(block_size, n_trials - start)
        n_draw = need
        for p in range(n_seats):
            if known[p] == 0:
                n_draw += n_hole
        for _ in range(todo):
            taken = np.uint64(0)
            while n_ranged > 0:
                taken = np.uint64(0)
                clash = False
                for p in range(n_seats):
                    if known[p] < 0:
                        r = -known[p] - 1
                        i = below(state, N_COMBOS[r])
                        for t in range(n_hole):
                            c = COMBOS[r, i, t]
                            bit = np.uint64(1) << np.uint64(c)
                            clash = clash or (taken & bit) != 0
                            taken |= bit
                            h[p, t] = c
                if not clash:
                    break
            # the other cards from the deck, passing over those the ranges took
            partial_shuffle(deck, min(n_draw + n_hole * n_ranged, deck.shape[0]), state)
            at = 0
            for p in range(n_seats):
                if known[p] == 0:
                    for t in range(n_hole):
                        while (taken >> np.uint64(deck[at])) & np.uint64(1):
                            at += 1
                        h[p, t] = deck[at]
                        at += 1
            for t in range(need):
                while (taken >> np.uint64(deck[at])) & np.uint64(1):
                    at += 1
                b[n_board + t] = deck[at]
                at += 1
            _showdown(rows[blk], rule, h, n_seats, n_hole, b, value, CT, OFFS, NONFLUSH, FLUSH)
    return rows

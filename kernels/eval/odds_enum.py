"""Exact board enumeration with every seat known, boards grouped by what decides the hands: each
group is valued once and counted with its number of boards.

A board's hands, flushes aside, depend on its ranks alone, so the missing board cards are dealt
as multisets of ranks, each counted with its number of card choices (the product over its ranks
of C(cards of the rank left, cards of it taken)). A flush needs three board cards of its suit
(two hole cards and three in Omaha; in Hold'em five of seven, at most two in the hand), and five
board cards hold three of at most one suit: so for each suit that can still make a flush, the
boards holding enough of it are dealt again, its cards one by one and the other cards by rank,
and where a flush changes some seat's hand, that group's count by ranks is taken away and its
true count added. The walks carry the board's summed rank key level by level, so a seat's hand
is one table read on its hole cards' entry plus the board's (Omaha: the board's row in the rank
table, then one read a pair of hole cards). The counts equal those of the plain walk over every
board (tests/test_odds_enum.py).
"""
import numpy as np
from numba import njit

from ..core.categories import CAT_SHIFT, N_CATEGORIES
from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.layout import SHARE_UNITS
from ..core.tables import HASH_MASK, HASH_SHIFT
from .omaha_index import board_row, pair_column
from .odds_board import (BOARD, N_COUNTS, O_HERO_CAT, O_TIE, O_TRIALS, O_UNITS, O_WIN,  # noqa: F401
                         OFFSETS, summed_entries)


def _compiled(omaha):
    """The count compiled for one hand rule, Omaha's (``omaha``) or Hold'em's: the flag is a
    constant of each, so the other rule's code is not in the inner loop (a runtime flag cost a
    flop 1.5 of its 5 µs). Numba caches each apart (a closure's constants are part of its cache
    key)."""

    @njit(cache=True)
    def count(holes, n_seats, n_hole, board, n_board, rest, CT, OFFS, VALUES, FLUSH, ROWS, RANKS,
              PAIRS, SUITED):
        """The walk by ranks, then one for each suit that can still make a flush (Hold'em: some
        seat's cards of it and the board's reach five; Omaha: a seat holds two and the board can
        reach three).

        A walk deals the missing board cards as multisets of entries (``avail[e]`` cards each,
        ``keys[e]`` a card's rank key, ``bits[e]`` its rank bit in the suit walked), each counted
        once with its number of card choices, onto the board's summed rank key. By ranks a board
        is valued by its ranks alone. For a suit, the entries below ``n_first`` are its cards,
        the rest the ranks of the other suits' cards; boards of at least ``min_first`` cards of
        it are valued with its flushes, and where a flush changes some seat's hand the group's
        count by ranks is taken away and its count with the flush added.

        Hold'em's hand: ``hk[p]`` the seat's hole cards' summed rank key, ``hm`` and ``hc`` its
        ranks and count of the suit; natural cards' values ``VALUES`` at the key's slot. Omaha's
        (exactly two hole cards and three of the board): the board's row (``ROWS`` at its key's
        slot) in the rank table ``RANKS`` at each pair of the seat's hole ranks (``PAIRS[p]``, -1
        past its last), and for a flush the seat's suited pairs (``SUITED[p, suit]``: their rank
        masks, 0 past the last) with the board's triples of it.

        The walks are loops over levels, a board card a level, not a recursion (a recursive
        function cannot be cached): a level tries entries from the one above it on, so a
        multiset is dealt once. Every walk runs in this one function, the leaves' count written
        out in it: a call a walk, or a helper a leaf, taking arrays, pays their reference counts
        (docs/performance.md)."""
        row = np.zeros(N_COUNTS, dtype=np.int64)
        # one allocation for the rest: each seat's values (with flushes, by ranks alone), hole
        # entries and suit counts, the walk's levels, its entries, the cards left by code and
        # by rank
        work = np.zeros(7 * n_seats + 7 * (BOARD + 1) + 3 * 26 + 52 + 13, dtype=np.int64)
        vals = work[:2 * n_seats].reshape(2, n_seats)
        hk = work[2 * n_seats:3 * n_seats]
        hs = work[3 * n_seats:4 * n_seats]
        hb = work[4 * n_seats:5 * n_seats]
        hm = work[5 * n_seats:6 * n_seats]
        hc = work[6 * n_seats:7 * n_seats]
        at = 7 * n_seats
        cand = work[at:at + BOARD + 1]  # the entry a level tries next
        entry = work[at + 6:at + 12]  # the entry a level took
        mult = work[at + 12:at + 18]  # its cards taken at this level and above
        wst = work[at + 18:at + 24]  # before each level: the weight, the key, the suit's
        kst = work[at + 24:at + 30]  # ranks and their count
        mst = work[at + 30:at + 36]
        fst = work[at + 36:at + 42]
        at += 7 * (BOARD + 1)
        keys = work[at:at + 26]  # at most 13 cards of a suit, then the 13 ranks
        bits = work[at + 26:at + 52]
        avail = work[at + 52:at + 78]
        have = work[at + 78:at + 130]
        left = work[at + 130:at + 143]
        for p in range(n_seats):
            hk[p], hs[p], hb[p] = summed_entries(holes[p], n_hole, CT)
        k0, bs, bb = summed_entries(board, n_board, CT)
        need = BOARD - n_board
        for c in rest:
            have[c] = 1
            left[c >> 2] += 1
        last = max(need - 1, 0)  # the level of the last card, dealt in a loop of its own
        for suit in range(-1, 4):  # -1: by ranks
            flushes = suit >= 0
            n_entries = 13
            n_first = 0
            min_first = 0
            f0 = 0
            m0 = 0
            if not flushes:
                for r in range(13):
                    keys[r] = CT[0, 4 * r]
                    avail[r] = left[r]
            else:
                top = 0
                for p in range(n_seats):
                    hm[p] = (hb[p] >> (16 * suit)) & 0x1FFF
                    hc[p] = (hs[p] >> (8 * suit)) & 0xFF
                    if not omaha:
                        top = max(top, hc[p])
                    elif SUITED[p, suit, 0] != 0:
                        top = 2
                f0 = (bs >> (8 * suit)) & 0xFF
                m0 = (bb >> (16 * suit)) & 0x1FFF
                min_first = 3 - f0 if omaha else max(5 - f0 - top, 3 - f0)
                for r in range(13):
                    if have[4 * r + suit]:
                        keys[n_first] = CT[0, 4 * r + suit]
                        bits[n_first] = np.int64(1) << r
                        avail[n_first] = 1
                        n_first += 1
                if (omaha and top < 2) or min_first > min(need, n_first):
                    continue  # no flush of the suit on any board
                min_first = max(min_first, 0)
                for r in range(13):
                    keys[n_first + r] = CT[0, 4 * r]
                    bits[n_first + r] = 0
                    avail[n_first + r] = left[r] - have[4 * r + suit]
                n_entries = n_first + 13
            cand[0] = 0
            wst[0] = 1
            kst[0] = k0
            mst[0] = m0
            fst[0] = 0
            lvl = 0
            while lvl >= 0:
                if lvl < last:
                    c = cand[lvl]
                    if c >= n_entries or fst[lvl] + need - lvl < min_first or (
                            c >= n_first and fst[lvl] < min_first):  # the level is done
                        lvl -= 1
                        if lvl >= 0:
                            cand[lvl] += 1
                        continue
                    m = mult[lvl - 1] if lvl > 0 and entry[lvl - 1] == c else 0
                    if m >= avail[c]:
                        cand[lvl] += 1
                        continue
                    entry[lvl] = c
                    mult[lvl] = m + 1
                    # C(a, m + 1) = C(a, m) (a - m) / (m + 1), exact in integers
                    wst[lvl + 1] = wst[lvl] * (avail[c] - m) // (m + 1)
                    kst[lvl + 1] = kst[lvl] + keys[c]
                    mst[lvl + 1] = mst[lvl] | bits[c]
                    fst[lvl + 1] = fst[lvl] + (c < n_first)
                    lvl += 1
                    cand[lvl] = c
                    continue
                lo = cand[lvl]
                hi = n_entries
                if fst[lvl] < min_first:  # only the suit's cards still count
                    hi = n_first if fst[lvl] + 1 >= min_first else lo
                if need == 0:  # the board is whole: itself, once
                    lo = -1
                    hi = 0
                prev = entry[lvl - 1] if lvl > 0 else -1
                for c in range(lo, hi):
                    w = wst[lvl]
                    k = kst[lvl]
                    mm = mst[lvl]
                    f = fst[lvl]
                    if c >= 0:
                        m = mult[lvl - 1] if c == prev else 0
                        if m >= avail[c]:
                            continue
                        w = w * (avail[c] - m) // (m + 1)
                        k += keys[c]
                        mm |= bits[c]
                        f += c < n_first
                    changed = False
                    if omaha:
                        brow = ROWS[OFFS[k >> HASH_SHIFT] + (k & HASH_MASK)]
                        for p in range(n_seats):
                            v = np.int64(0)
                            for t in range(PAIRS.shape[1]):
                                if PAIRS[p, t] < 0:
                                    break
                                v = max(v, np.int64(RANKS[brow, PAIRS[p, t]]))
                            vals[1, p] = v
                            if flushes and f0 + f >= 3 and SUITED[p, suit, 0] != 0:
                                b1 = mm
                                while b1:  # each triple of the board's cards of the suit
                                    x = b1 & -b1
                                    b1 ^= x
                                    b2 = b1
                                    while b2:
                                        y = b2 & -b2
                                        b2 ^= y
                                        b3 = b2
                                        while b3:
                                            z = b3 & -b3
                                            b3 ^= z
                                            for t in range(SUITED.shape[2]):
                                                if SUITED[p, suit, t] == 0:
                                                    break
                                                fv = np.int64(
                                                    FLUSH[0, SUITED[p, suit, t] | x | y | z])
                                                if fv > v:
                                                    v = fv
                                                    changed = True
                            vals[0, p] = v
                    else:
                        for p in range(n_seats):
                            key = k + hk[p]  # natural cards: no wild count above the rank key
                            v = np.int64(VALUES[OFFS[key >> HASH_SHIFT] + (key & HASH_MASK)])
                            vals[1, p] = v
                            if flushes and hc[p] + f0 + f >= 5:
                                fv = np.int64(FLUSH[0, mm | hm[p]])
                                if fv > v:
                                    v = fv
                                    changed = True
                            vals[0, p] = v
                    if flushes and not changed:
                        continue
                    # the group's count: with flushes (row 0, or by ranks where none are
                    # looked for), then by ranks taken away (row 1) where a flush changed a hand
                    for r in range(2 if flushes else 1):
                        times = -w if r else w
                        best = np.int64(-1)
                        first = 0
                        n_win = 0
                        for p in range(n_seats):
                            v = vals[r, p]
                            if v > best:
                                best = v
                                first = p
                                n_win = 1
                            elif v == best:
                                n_win += 1
                        row[O_HERO_CAT + (vals[r, 0] >> CAT_SHIFT)] += times
                        if n_win == 1:  # its pot shares are its wins', added at the end
                            row[O_WIN + first] += times
                            continue
                        for p in range(first, n_seats):
                            if vals[r, p] == best:
                                row[O_TIE + p] += times
                                row[O_UNITS + p] += SHARE_UNITS // n_win * times
                lvl -= 1
                if lvl >= 0:
                    cand[lvl] += 1
        _finish(row, n_seats)
        return row

    return count


_count_seven = _compiled(False)
_count_omaha = _compiled(True)
# Omaha's tables, unread in Hold'em's walk: constants, so no call allocates them
_NO_ROWS = np.zeros(1, dtype=np.int32)
_NO_RANKS = np.zeros((1, 1), dtype=np.int32)
_NO_PAIRS = np.zeros((1, 1), dtype=np.int64)
_NO_SUITED = np.zeros((1, 4, 1), dtype=np.int64)


@njit(cache=True)
def exact_seven_grouped(holes, n_seats, n_hole, board, n_board, rest, CT, OFFS, VALUES, FLUSH):
    """Counts (kernels/odds_board's row) over every completion of the board from ``rest``, every
    seat's ``holes[p, :n_hole]`` known (at most two: best five of seven), boards grouped.
    ``VALUES``: natural_values of the non-flush table."""
    return _count_seven(holes, n_seats, n_hole, board, n_board, rest, CT, OFFS, VALUES, FLUSH,
                        _NO_ROWS, _NO_RANKS, _NO_PAIRS, _NO_SUITED)


@njit(cache=True)
def exact_omaha_grouped(holes, n_seats, n_hole, board, n_board, rest, CT, OFFS, VALUES, FLUSH,
                        RANKS, ROWS):
    """exact_seven_grouped for Omaha's hand (exactly two of ``n_hole`` hole cards and three of
    the board): ``RANKS`` Omaha's rank table (kernels/games/omaha.py), ``ROWS`` omaha_rows."""
    n_pairs = n_hole * (n_hole - 1) // 2
    pairs = np.full((n_seats, n_pairs), -1, dtype=np.int64)
    suited = np.zeros((n_seats, 4, n_pairs), dtype=np.int64)
    for p in range(n_seats):
        t = 0
        held = np.zeros(4, dtype=np.int64)
        for i in range(n_hole):
            ci = holes[p, i]
            for j in range(i + 1, n_hole):
                cj = holes[p, j]
                pairs[p, t] = pair_column(ci >> 2, cj >> 2)
                t += 1
                if ci & 3 == cj & 3:
                    su = ci & 3
                    one = np.int64(1)
                    suited[p, su, held[su]] = (one << (ci >> 2)) | (one << (cj >> 2))
                    held[su] += 1
    return _count_omaha(holes, n_seats, n_hole, board, n_board, rest, CT, OFFS, VALUES, FLUSH,
                        ROWS, RANKS, pairs, suited)


@njit(cache=True)
def _finish(row, n_seats):
    """The pots won whole added to the pot shares, and every board counted."""
    for p in range(n_seats):
        row[O_UNITS + p] += SHARE_UNITS * row[O_WIN + p]
    for c in range(N_CATEGORIES):
        row[O_TRIALS] += row[O_HERO_CAT + c]


_VALUES = {}


def natural_values(NONFLUSH):
    """The non-flush table's values of natural cards read in one step (its slots' classes), for
    exact_seven_grouped: one table read a hand fewer. Made once a table."""
    key = id(NONFLUSH[0])
    if key not in _VALUES:
        _VALUES[key] = (NONFLUSH, np.ascontiguousarray(NONFLUSH[1][NONFLUSH[0][0]]))
    return _VALUES[key][1]


_ROWS = {}


def omaha_rows(OFFS, n_slots):
    """Each five-card board's rank row in Omaha's rank table, at its key's slot of the hash
    tables (``n_slots`` slots): exact_omaha_grouped reads a board's row from its summed key.
    Made once a table."""
    key = (id(OFFS), n_slots)
    if key not in _ROWS:
        from itertools import combinations_with_replacement

        from .hash_tables import CARD_KEY

        rows = np.zeros(n_slots, dtype=np.int32)
        for ranks in combinations_with_replacement(range(13), 5):
            if max(ranks.count(r) for r in ranks) > 4:
                continue
            k = int(sum(CARD_KEY[r] for r in ranks))
            rows[OFFS[k >> HASH_SHIFT] + (k & HASH_MASK)] = board_row.py_func(*ranks)
        _ROWS[key] = (OFFS, rows)
    return _ROWS[key][1]


@njit(cache=True, nogil=True, pipeline_class=CopyPropagatingCompiler)
def heads_up_preflop(pairs, CT, OFFS, VALUES, FLUSH):
    """exact_seven_grouped's row of each heads-up matchup before the flop, ``pairs[i]`` four
    card codes (seat 0's two, then seat 1's), every board of the other 48 cards. Free of the
    GIL: threads share a list of matchups."""
    out = np.zeros((pairs.shape[0], N_COUNTS), dtype=np.int64)
    holes = np.zeros((2, 2), dtype=np.int64)
    board = np.zeros(BOARD, dtype=np.int64)
    rest = np.zeros(48, dtype=np.int64)
    for i in range(pairs.shape[0]):
        holes[0, 0] = pairs[i, 0]
        holes[0, 1] = pairs[i, 1]
        holes[1, 0] = pairs[i, 2]
        holes[1, 1] = pairs[i, 3]
        n = 0
        for c in range(52):
            if c != pairs[i, 0] and c != pairs[i, 1] and c != pairs[i, 2] and c != pairs[i, 3]:
                rest[n] = c
                n += 1
        out[i] = exact_seven_grouped(holes, 2, 2, board, 0, rest, CT, OFFS, VALUES, FLUSH)
    return out

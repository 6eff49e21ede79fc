"""Exact board enumeration for best-five-of-seven hands with every seat known, boards grouped by
the cards that are interchangeable: each group of boards that give every seat the same hand is
valued once and counted with its size.

Two cards of one rank are interchangeable on a board when neither suit can still make a flush for
anyone: a suit needs five cards in one seat's hand, so with ``left`` board cards to come a suit
whose best count in a seat (hole and board) is below ``5 - left`` is spent. The walk deals the
missing board cards in descending card order, so a rank's cards are neighbours; at each card it
takes the rank's spent-suit cards together, one to as many as are still to come, with the number
of ways of choosing them as the weight, and the live suits one by one. On the last card with no
suit alive, a rank's cards are all one. Each seat's hand is one read of the card tables on its
hole cards' entries plus the board's, carried down the walk; a flush is looked for only where a
suit is alive. The counts equal those of the plain walk over every board (tests/test_odds_enum.py).
"""
import numpy as np
from numba import njit

from ..core.categories import CAT_SHIFT, N_CATEGORIES
from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.layout import SHARE_UNITS
from ..core.tables import HASH_MASK, HASH_SHIFT
from .evaluate import flush_or
from .omaha_index import board_row, pair_column
from .odds_board import (BOARD, N_COUNTS, O_HERO_CAT, O_TIE, O_TRIALS, O_UNITS, O_WIN,  # noqa: F401
                         OFFSETS)

# C(n, k) for the n <= 4 spent-suit cards of a rank, k of them taken
CHOOSE = np.array([[1, 0, 0, 0, 0], [1, 1, 0, 0, 0], [1, 2, 1, 0, 0], [1, 3, 3, 1, 0],
                   [1, 4, 6, 4, 1]], dtype=np.int64)


MAX_LEVELS = BOARD  # a frame a board card at most


@njit(cache=True)
def _walk(deck, n_deck, left, bk, bs, bb, suit_top, hk, hs, hb, n_seats, value, row, CT, OFFS,
          VALUES, FLUSH, omaha, ROWS, RANKS, PAIRS, SUITED):
    """Deal ``left`` (one or more) board cards from ``deck[:n_deck]`` onto the board's summed
    entries (bk, bs, bb), each board group counted its size times into ``row``.
    ``suit_top[s]``: the most cards of suit s in one seat's hand, spent suits' cards left out
    (in Omaha, the board's cards of the suit and two, where a seat holds two of it).

    A hand is the best five of seven (Hold'em: each seat's hole cards' entries ``hk``, ``hs``,
    ``hb`` added to the board's), or with ``omaha`` exactly two hole cards and three of the
    board: the board's rank row (``ROWS`` at its key's slot) read in Omaha's rank table
    (``RANKS``) at each pair of a seat's hole ranks (``PAIRS[p]``, -1 past its last), and for a
    flush each seat's suited pairs (``SUITED[p, s]``: their rank masks, 0 past the last) with
    the board's triples of the suit.

    Written as a loop over a stack of frames, one a board card still to choose (a recursive
    function cannot be cached, and a call a board group would cost reference counts on every
    array passed); a frame whose choice leaves one card deals it in a loop of its own, and the
    one place that values a board serves both the last card and a board made whole. A frame
    reorders its rank's cards within the deck past its position (the spent suits first), which
    the frames below, past them already, do not see."""
    at = np.zeros(MAX_LEVELS, dtype=np.int64)       # the frame's position in the deck
    need = np.zeros(MAX_LEVELS, dtype=np.int64)     # cards the frame has to deal
    base = np.zeros((MAX_LEVELS, 3), dtype=np.int64)  # the board's entries at the frame's start
    sums = np.zeros((MAX_LEVELS, 3), dtype=np.int64)  # with the cards taken at its position
    weight = np.ones(MAX_LEVELS, dtype=np.int64)
    n_same = np.zeros(MAX_LEVELS, dtype=np.int64)   # cards of the position taken together
    taken = np.zeros(MAX_LEVELS, dtype=np.int64)    # of them, taken so far (0: a new position)
    bumped = np.full(MAX_LEVELS, -1, dtype=np.int64)  # the live suit the position counted
    need[0] = left
    base[0, 0] = bk
    base[0, 1] = bs
    base[0, 2] = bb
    f = 0
    while f >= 0:
        if taken[f] == 0:  # a new position: its card, with its rank's spent-suit cards
            i = at[f]
            if i >= n_deck:
                f -= 1
                continue
            c = deck[i]
            s = c & 3
            n = 1
            if suit_top[s] + need[f] < 5:
                r = c >> 2
                j = i + 1
                while j < n_deck and deck[j] >> 2 == r:
                    if suit_top[deck[j] & 3] + need[f] < 5:
                        x = deck[i + n]
                        deck[i + n] = deck[j]
                        deck[j] = x
                        n += 1
                    j += 1
            else:
                suit_top[s] += 1
                bumped[f] = s
            n_same[f] = n
            sums[f, 0] = base[f, 0]
            sums[f, 1] = base[f, 1]
            sums[f, 2] = base[f, 2]
        if taken[f] == min(n_same[f], need[f]):  # the position done: the next one
            if bumped[f] >= 0:
                suit_top[bumped[f]] -= 1
                bumped[f] = -1
            at[f] += n_same[f]
            taken[f] = 0
            continue
        d = deck[at[f] + taken[f]]
        taken[f] += 1
        sums[f, 0] += CT[0, d]
        sums[f, 1] += CT[1, d]
        sums[f, 2] |= CT[2, d]
        w = weight[f] * CHOOSE[n_same[f], taken[f]]
        rest = need[f] - taken[f]
        if rest >= 2:  # a frame for the cards left
            g = f + 1
            at[g] = at[f] + n_same[f]
            need[g] = rest
            base[g, 0] = sums[f, 0]
            base[g, 1] = sums[f, 1]
            base[g, 2] = sums[f, 2]
            weight[g] = w
            taken[g] = 0
            f = g
            continue
        made = False  # a flush already made in some seat, whatever comes
        for t in range(4):
            made = made or suit_top[t] >= 5
        # rest 1: each last card, a rank's spent-suit cards as one; rest 0: the board itself
        q = at[f] + n_same[f] if rest == 1 else -1
        last_rank = -1
        k0 = sums[f, 0]
        cs0 = sums[f, 1]
        cb0 = sums[f, 2]
        spent_bits = 0  # bit s: suit s can make no flush on the last card
        for t in range(4):
            spent_bits |= np.int64(suit_top[t] < 4) << t
        while True:
            times = 1
            k = k0
            cs = cs0
            cb = cb0
            flushes = made
            if rest == 1:
                if q >= n_deck:
                    break
                e = deck[q]
                q += 1
                if (spent_bits >> (e & 3)) & 1:
                    if e >> 2 == last_rank:
                        continue
                    last_rank = e >> 2
                    u = q
                    n_live = 0
                    while u < n_deck and deck[u] >> 2 == last_rank:
                        spent = (spent_bits >> (deck[u] & 3)) & 1
                        times += spent
                        n_live += 1 - spent
                        u += 1
                    if n_live == 0:  # the rank's other cards are all in this one
                        q = u
                else:  # a live suit: this card may make a flush
                    flushes = True
                k += CT[0, e]
                cs += CT[1, e]
                cb |= CT[2, e]
            elif q == -2:
                break
            else:
                q = -2
            best = np.int64(-1)
            first = 0  # the first seat with the best hand, and how many have it
            n_win = 0
            brow = 0
            if omaha:
                brow = ROWS[OFFS[k >> HASH_SHIFT] + (k & HASH_MASK)]
            for p in range(n_seats):
                if omaha:
                    v = np.int64(0)
                    for t in range(PAIRS.shape[1]):
                        if PAIRS[p, t] < 0:
                            break
                        v = max(v, np.int64(RANKS[brow, PAIRS[p, t]]))
                    if flushes:
                        for su in range(4):
                            bm = (cb >> (16 * su)) & 0x1FFF
                            if SUITED[p, su, 0] == 0 or bm & (bm - 1) & ((bm & (bm - 1)) - 1) == 0:
                                continue  # no suited pair, or under three board cards
                            for x in range(13):
                                if not (bm >> x) & 1:
                                    continue
                                for y in range(x + 1, 13):
                                    if not (bm >> y) & 1:
                                        continue
                                    for z in range(y + 1, 13):
                                        if not (bm >> z) & 1:
                                            continue
                                        tm = (1 << x) | (1 << y) | (1 << z)
                                        for t in range(SUITED.shape[2]):
                                            if SUITED[p, su, t] == 0:
                                                break
                                            v = max(v, np.int64(FLUSH[0, SUITED[p, su, t] | tm]))
                else:
                    key = k + hk[p]  # natural cards: no wild count above the rank key
                    v = np.int64(VALUES[OFFS[key >> HASH_SHIFT] + (key & HASH_MASK)])
                    if flushes:
                        v = flush_or(v, 0, cs + hs[p], cb | hb[p], FLUSH)
                value[p] = v
                if v > best:
                    best = v
                    first = p
                    n_win = 1
                elif v == best:
                    n_win += 1
            times *= w
            row[O_HERO_CAT + (value[0] >> CAT_SHIFT)] += times
            if n_win == 1:  # its pot shares are its wins', added at the end
                row[O_WIN + first] += times
                continue
            for p in range(first, n_seats):
                if value[p] == best:
                    row[O_TIE + p] += times
                    row[O_UNITS + p] += SHARE_UNITS // n_win * times


_VALUES = {}


def natural_values(NONFLUSH):
    """The non-flush table's values of natural cards read in one step (its slots' classes), for
    exact_seven_grouped: one table read a hand fewer. Made once a table."""
    key = id(NONFLUSH[0])
    if key not in _VALUES:
        _VALUES[key] = (NONFLUSH, np.ascontiguousarray(NONFLUSH[1][NONFLUSH[0][0]]))
    return _VALUES[key][1]


@njit(cache=True)
def exact_seven_grouped(holes, n_seats, n_hole, board, n_board, rest, CT, OFFS, VALUES, FLUSH):
    """Counts (kernels/odds_board's row) over every completion of the board from ``rest``, every
    seat's ``holes[p, :n_hole]`` known (at most two: best five of seven), boards grouped.
    ``VALUES``: natural_values of the non-flush table."""
    row = np.zeros(N_COUNTS, dtype=np.int64)
    value = np.zeros(n_seats, dtype=np.int64)
    hk = np.zeros(n_seats, dtype=np.int64)
    hs = np.zeros(n_seats, dtype=np.int64)
    hb = np.zeros(n_seats, dtype=np.int64)
    suit_top = np.zeros(4, dtype=np.int64)
    board_suits = np.zeros(4, dtype=np.int64)
    for i in range(n_board):
        board_suits[board[i] & 3] += 1
    for p in range(n_seats):
        mine = np.zeros(4, dtype=np.int64)
        for i in range(n_hole):
            hk[p] += CT[0, holes[p, i]]
            hs[p] += CT[1, holes[p, i]]
            hb[p] |= CT[2, holes[p, i]]
            mine[holes[p, i] & 3] += 1
        for s in range(4):
            suit_top[s] = max(suit_top[s], mine[s] + board_suits[s])
    deck, left, bk, bs, bb = _walk_start(board, n_board, rest, CT, suit_top)
    no_rows = np.zeros(1, dtype=np.int32)
    _walk(deck, deck.shape[0], left, bk, bs, bb, suit_top,
          hk, hs, hb, n_seats, value, row, CT, OFFS, VALUES, FLUSH, False, no_rows,
          np.zeros((1, 1), dtype=np.int32), np.zeros((1, 1), dtype=np.int64),
          np.zeros((1, 1, 1), dtype=np.int64))
    _finish(row, n_seats)
    return row


@njit(cache=True)
def _walk_start(board, n_board, rest, CT, suit_top):
    """(deck, cards to deal, the board's summed entries) a walk starts from: the cards left in
    descending order (a rank's cards side by side). A whole board is dealt as a board of four
    and a deck of its last card, that card's suit live (``suit_top`` raised): a walk of one
    frame counts it."""
    bk = np.int64(0)
    bs = np.int64(0)
    bb = np.int64(0)
    for i in range(n_board):
        bk += CT[0, board[i]]
        bs += CT[1, board[i]]
        bb |= CT[2, board[i]]
    if n_board < BOARD:
        return np.sort(rest)[::-1].copy(), BOARD - n_board, bk, bs, bb
    last = board[BOARD - 1]
    suit_top[:] = 9  # no suit spent: the card is itself
    return (board[BOARD - 1:BOARD].copy(), 1, bk - CT[0, last], bs - CT[1, last],
            bb & ~CT[2, last])


@njit(cache=True)
def _finish(row, n_seats):
    """The pots won whole added to the pot shares, and every board counted."""
    for p in range(n_seats):
        row[O_UNITS + p] += SHARE_UNITS * row[O_WIN + p]
    for c in range(N_CATEGORIES):
        row[O_TRIALS] += row[O_HERO_CAT + c]


@njit(cache=True)
def exact_omaha_grouped(holes, n_seats, n_hole, board, n_board, rest, CT, OFFS, VALUES, FLUSH,
                        RANKS, ROWS):
    """exact_seven_grouped for Omaha's hand (exactly two of ``n_hole`` hole cards and three of
    the board): ``RANKS`` Omaha's rank table (kernels/games/omaha.py), ``ROWS`` omaha_rows."""
    row = np.zeros(N_COUNTS, dtype=np.int64)
    value = np.zeros(n_seats, dtype=np.int64)
    n_pairs = n_hole * (n_hole - 1) // 2
    pairs = np.full((n_seats, n_pairs), -1, dtype=np.int64)
    suited = np.zeros((n_seats, 4, n_pairs), dtype=np.int64)
    two = np.zeros(4, dtype=np.bool_)  # a seat holds two of the suit
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
                    suited[p, su, held[su]] = (np.int64(1) << (ci >> 2)) | (np.int64(1) << (cj >> 2))
                    held[su] += 1
                    two[su] = True
    suit_top = np.zeros(4, dtype=np.int64)
    for su in range(4):
        n = 0
        for i in range(n_board):
            n += np.int64(board[i] & 3 == su)
        suit_top[su] = n + 2 if two[su] else -BOARD * 2  # no seat holds two: never a flush
    deck, left, bk, bs, bb = _walk_start(board, n_board, rest, CT, suit_top)
    hk = np.zeros(n_seats, dtype=np.int64)
    _walk(deck, deck.shape[0], left, bk, bs, bb, suit_top,
          hk, hk, hk, n_seats, value, row, CT, OFFS, VALUES, FLUSH, True, ROWS, RANKS, pairs,
          suited)
    _finish(row, n_seats)
    return row


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

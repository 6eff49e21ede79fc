"""The showdown the drivers and the games score with: a hand's value from its summed card-table
entries (``score_row``, ``value_of_parts``; ``best_big`` past seven cards), the showdown's steps
(``best_live``, ``pay_best``, ``count_hands``, ``count_winner``) and ``record_showdown`` that
counts a whole high pot, the leaders each round for the volatility counts, and bit arithmetic on
packed rank counts. Where a kernel keeps its showdown inline, docs/performance.md ("The shared
showdown") gives the measured reason.

Each runner keeps its deal loop flat and calls nothing from inside an inlined helper, not even on
a branch that never runs: Numba reference-counts every array an inlined helper takes each time the
helper runs when the helper holds a call (or is too large for its reference-count pruning): an
atomic increment and decrement an array, on every call, which an inlined deal function of thirty
arrays paid on every deal (docs/performance.md has the measured costs). So the deal bodies
sit in the runners, hands past seven cards are scored by a called function from the loop itself
(``if n <= 7: score_row else: best_big``), and the runners use NumPy's error model, whose integer
division cannot raise (a raise path also blocks the pruning).

Decisions read packed rank counts (four bits a rank) where they can instead of the tables: a
table read is three dependent loads from tables larger than the core's cache, and a decision that
waits on one stalls the deal. English Stud's discard, Have a Heart's hands past seven cards and
the choice of seat to take from are bit arithmetic on those counts (``_spare_rank``,
``rank_value``), each checked on every input in tests/test_stud_play_bits.py.
"""
import numpy as np
from numba import njit

from .evaluate import (CAT_FULL_HOUSE, CAT_HIGH_CARD, CAT_ONE_PAIR, CAT_QUADS, CAT_SHIFT,
                       CAT_STRAIGHT, CAT_TRIPS, CAT_TWO_PAIR, pack_value, eval_cards, flush_or, table_value)
from ..core.bits import top_bit
from ..core.layout import (O_FIRST_CAT, O_HAND, O_LEAD_CHANGES, O_LEAD_FULL, O_SEAT, O_TIE,
                           O_VOL_DEALS, O_WILD_HELD, O_WINNER, SHARE_UNITS)

ACE = 12


@njit(cache=True, inline="always")
def value_of_parts(key, suit_counts, sbits, OFFS, NONFLUSH, FLUSH):
    """Best-five value of at most seven cards from their summed card-table entries."""
    return flush_or(table_value(key, OFFS, NONFLUSH), min(key >> 27, 7), suit_counts, sbits, FLUSH)


@njit(cache=True, inline="always")
def score_row(H, p, n, wi, CTW, OFFS, NONFLUSH, FLUSH):
    """Best five of H[p, :n], at most seven cards, with the wild cards of wild index ``wi``.

    Rows are passed as (array, index), never as views: a view made in a hot loop costs two
    atomic reference counts, more than the table reads themselves."""
    key = np.int64(0)
    sc = np.int64(0)
    sb = np.int64(0)
    for i in range(n):
        c = np.uint8(H[p, i])
        key += CTW[wi, 0, c]
        sc += CTW[wi, 1, c]
        sb |= CTW[wi, 2, c]
    return value_of_parts(key, sc, sb, OFFS, NONFLUSH, FLUSH)


@njit(cache=True, inline="always")
def row_parts(H, p, n, wi, CTW):
    """The summed card-table entries of H[p, :n] (rank key, suit counts, suit bits) at wild index
    ``wi``, as ``score_row`` sums them (which keeps its own loop: the stud kernels' hot path): a
    hand less a card, or plus one, is these parts less or plus the card's entries."""
    key = np.int64(0)
    sc = np.int64(0)
    sb = np.int64(0)
    for i in range(n):
        c = np.uint8(H[p, i])
        key += CTW[wi, 0, c]
        sc += CTW[wi, 1, c]
        sb |= CTW[wi, 2, c]
    return key, sc, sb


@njit(cache=True, inline="always")
def first_best(values, n):
    """The first of ``values[:n]`` with the highest value (the leader, by seat order)."""
    at = 0
    for p in range(1, n):
        if values[p] > values[at]:
            at = p
    return at


@njit(cache=True)
def best_big(H, p, n, wild_mask, TB, scratch):
    """eval_cards on H[p, :n], for hands past seven cards. Called, not inlined, and only from the
    loop itself (``if n <= 7: score_row else: best_big``): inside an inlined helper the call would
    cost reference counts on every pass (see the module note). Without wild cards, jokers or five
    of a suit the ranks alone decide, read from their counts."""
    held_counts = np.int64(0)
    suit_counts = np.int64(0)
    for i in range(n):
        c = H[p, i]
        scratch[i] = c
        held_counts += np.int64(1) << (4 * (c >> 2))
        suit_counts += np.int64(1) << (8 * (c & 3))
    if wild_mask == 0 and held_counts >> 52 == 0 and not is_flush(suit_counts):  # no jokers
        return rank_value(held_counts)
    return eval_cards(scratch, n, wild_mask, np.int64(-1), np.int64(0), np.int64(5), np.int64(0),
                      np.int64(0), np.bool_(False), TB)


# The showdown in small steps, for the runners that count a showdown their own way: each takes
# its arrays first (values, live, n_players, out) and holds no call, so inlined into a
# copy-propagated runner it costs no reference counts. ``live`` marks the seats still in (an
# array of ones where nobody folds).
NO_SECOND = -1  # pay_best's ``second`` where only the seat counters are paid


@njit(cache=True, inline="always")
def best_live(values, live, n_players):
    """The best value among the live seats, and how many live seats hold it."""
    best = np.int64(-1)
    for p in range(n_players):
        if live[p] and values[p] > best:
            best = values[p]
    n_win = 0
    for p in range(n_players):
        if live[p] and values[p] == best:
            n_win += 1
    return best, n_win


@njit(cache=True, inline="always")
def pay_best(values, live, n_players, out, best, n_win, units, second):
    """``units`` of pot shared equally by the ``n_win`` live seats holding ``best``, into their seat
    counters and, unless ``second`` is NO_SECOND, into the counters from ``second`` too."""
    for p in range(n_players):
        if live[p] and values[p] == best:
            out[O_SEAT + p] += units // n_win
            if second != NO_SECOND:
                out[second + p] += units // n_win


@njit(cache=True, inline="always")
def count_hands(values, live, n_players, out):
    """Each live seat's hand category, and the first seat's again in its own counters."""
    for p in range(n_players):
        if live[p]:
            out[O_HAND + (values[p] >> CAT_SHIFT)] += 1
            if p == 0:
                out[O_FIRST_CAT + (values[p] >> CAT_SHIFT)] += 1


@njit(cache=True, inline="always")
def count_winner(out, category, n_win):
    """The winning hand's category (an index into the winner counters), and whether it was shared."""
    out[O_WINNER + category] += 1
    out[O_TIE] += np.int64(n_win > 1)


@njit(cache=True, inline="always")
def record_showdown(values, live, n_players, out, wild_held):
    """Winner, hand and seat counts of a showdown among the live seats; returns the best value.
    After best_live, one pass over the seats: composed of the other steps (a loop each) the
    drivers' games ran slower (docs/performance.md, the shared showdown)."""
    best, n_win = best_live(values, live, n_players)
    for p in range(n_players):
        if live[p]:
            out[O_HAND + (values[p] >> CAT_SHIFT)] += 1
            if p == 0:
                out[O_FIRST_CAT + (values[p] >> CAT_SHIFT)] += 1
            out[O_WILD_HELD + min(wild_held[p], 15)] += 1
            if values[p] == best:
                out[O_SEAT + p] += SHARE_UNITS // n_win
    out[O_WINNER + (best >> CAT_SHIFT)] += 1
    if n_win > 1:
        out[O_TIE] += 1
    return best


@njit(cache=True, inline="always")
def _natural_value(H, p, n, CTW, WM, OFFS, NONFLUSH, FLUSH, TB, scratch):
    """Best five of ``H[p, :n]``, nothing wild: the card tables up to seven cards, else the
    general evaluator."""
    if n <= 7:
        return score_row(H, p, n, 0, CTW, OFFS, NONFLUSH, FLUSH)
    return best_big(H, p, n, WM[0], TB, scratch)


@njit(cache=True)
def record_leaders(hand, n_hand, up, n_up, live, n_players, CTW, WM, OFFS, NONFLUSH, FLUSH, TB,
                   scratch, lead_full, lead_show, r):
    """Round r's leaders into ``lead_full[r]`` and ``lead_show[r]``: the best full hand and the
    best hand showing among the live seats, nothing wild, ties to the lowest seat. Called, not
    inlined: only the measured deals need it."""
    bf = np.int64(-1)
    bs = np.int64(-1)
    lf = 0
    ls = 0
    for p in range(n_players):
        if not live[p]:
            continue
        v = _natural_value(hand, p, n_hand[p], CTW, WM, OFFS, NONFLUSH, FLUSH, TB, scratch)
        if v > bf:
            bf = v
            lf = p
        v = _natural_value(up, p, n_up[p], CTW, WM, OFFS, NONFLUSH, FLUSH, TB, scratch)
        if v > bs:
            bs = v
            ls = p
    lead_full[r] = lf
    lead_show[r] = ls



ONE_EACH = 0x1111111111111  # the low bit of each rank's four
WHEEL_COUNTS = (1 << (4 * ACE)) | 0x1111  # A-2-3-4-5 once each, as packed rank counts


@njit(cache=True, inline="always")
def present_ranks(packed):
    """The ranks with a nonzero count in packed rank counts (four bits a rank), as the low bit of
    each rank's four: the masks here stay in that layout, which needs no gathering of bits."""
    return (packed | (packed >> 1) | (packed >> 2)) & ONE_EACH


@njit(cache=True, inline="always")
def top_straight(held_counts):
    """The ranks of the highest five in a row, as four-bit masks in packed rank-count layout (each
    rank's count, four bits a rank), or 0 without a straight."""
    present = present_ranks(held_counts)
    run = present & (present >> 4) & (present >> 8) & (present >> 12) & (present >> 16)
    if run != 0:
        return np.int64(0xFFFFF) << top_bit(run)
    if (present & WHEEL_COUNTS) == WHEEL_COUNTS:
        return np.int64(WHEEL_COUNTS * 15)
    return np.int64(0)


@njit(cache=True, inline="always")
def is_flush(suit_counts):
    """Whether five cards share a suit; ``suit_counts``: each suit's count, a byte a suit."""
    return ((suit_counts + 0x7B7B7B7B) & 0x80808080) != 0


@njit(cache=True, inline="always")
def fill_up(hand, face, n_hand, up, n_up, n_players):
    for p in range(n_players):
        n = 0
        for i in range(n_hand[p]):
            if face[p, i] == 1:
                up[p, n] = hand[p, i]
                n += 1
        n_up[p] = n


ONE = np.int64(1)


@njit(cache=True, inline="always")
def _rank_digit(bit):
    """The rank value (2..14) of a rank's bit in ``present_ranks``'s layout, as the evaluator packs it."""
    return np.int64((bit >> 2) + 2)


@njit(cache=True, inline="always")
def _top_values(ranks, k):
    """The top k rank values (2..14) of a mask in ``present_ranks``'s layout, as nibbles from bit 16
    down, the evaluator's tie-break layout."""
    out = np.int64(0)
    for i in range(k):
        if ranks == 0:
            break
        b = top_bit(ranks)
        ranks ^= np.int64(1) << b
        out |= _rank_digit(b) << (16 - 4 * i)
    return out


@njit(cache=True)
def rank_value(held_counts):
    """The best-five value (evaluate's layout) of five or more cards with no five of a suit and
    nothing wild, from their packed rank counts alone: any hand size, no table. The tables stop at
    seven cards. A plain call: it takes no array, so calling it costs no reference counts, and
    one compiled copy keeps the runners' compile time down."""
    m1 = present_ranks(held_counts)
    m2 = ((held_counts >> 1) | (held_counts >> 2)) & ONE_EACH
    m3 = ((held_counts & (held_counts >> 1)) | (held_counts >> 2)) & ONE_EACH
    m4 = (held_counts >> 2) & ONE_EACH
    if m4 != 0:
        q = top_bit(m4)
        return pack_value(CAT_QUADS, (_rank_digit(q) << 16) | (_top_values(m1 & ~(ONE << q), 1) >> 4))
    if m3 != 0:
        t = top_bit(m3)
        rest = m2 & ~(ONE << t)
        if rest != 0:
            return pack_value(CAT_FULL_HOUSE, (_rank_digit(t) << 16) | (_top_values(rest, 1) >> 4))
    straight = top_straight(held_counts)
    if straight != 0:
        high = 5 if straight == WHEEL_COUNTS * 15 else _rank_digit(top_bit(straight))
        return pack_value(CAT_STRAIGHT, high << 16)
    if m3 != 0:
        t = top_bit(m3)
        return pack_value(CAT_TRIPS, (_rank_digit(t) << 16) | (_top_values(m1 & ~(ONE << t), 2) >> 4))
    if m2 != 0:
        p1 = top_bit(m2)
        rest = m2 & ~(ONE << p1)
        if rest != 0:
            p2 = top_bit(rest)
            kicker = _top_values(m1 & ~(ONE << p1) & ~(ONE << p2), 1) >> 8
            return pack_value(CAT_TWO_PAIR, (_rank_digit(p1) << 16) | (_rank_digit(p2) << 12) | kicker)
        return pack_value(CAT_ONE_PAIR, (_rank_digit(p1) << 16) | (_top_values(m1 & ~(ONE << p1), 3) >> 4))
    return pack_value(CAT_HIGH_CARD, _top_values(m1, 5))


@njit(cache=True)
def count_street_leaders(row, value, best, leaders, n_streets, n_players):
    """A measured deal's volatility counters from the leader after each street
    (``leaders[:n_streets]``): whether each one won, and how often the lead changed hands, the
    showdown's first winner last (written into ``leaders[n_streets]``). Called, not inlined: only
    the measured deals need it."""
    leaders[n_streets] = first_best(value, n_players)
    row[O_VOL_DEALS] += 1
    changes = 0
    for t in range(n_streets):
        row[O_LEAD_FULL + t] += np.int64(value[leaders[t]] == best)
        changes += np.int64(leaders[t + 1] != leaders[t])
    row[O_LEAD_CHANGES + changes] += 1

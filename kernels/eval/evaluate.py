"""High-hand and low-hand evaluation on rank-count bitmasks.

A hand is summarised by ``m1..m4`` (13-bit masks of ranks held at least once, twice, three and four
times, natural cards only), ``sbits`` (four 13-bit suit masks at bit offsets 0, 16, 32, 48), and
``w``, the number of fully wild cards. A wild card may become any card, a copy of one already held
included: so five of a kind exists and a flush may hold two aces.

Values are integers, larger is better:
``(category << 21) | (tiebreak << 1) | natural``, where the tiebreak packs up to five rank values
(2..14, 0 = no card) as nibbles from bit 16 down, and ``natural`` is only set by callers that play
"natural beats wild on an exact tie". Short hands (fewer than five cards) simply have fewer
nibbles, so they lose to longer hands of the same pattern.

``eval_masks`` is the general evaluator (any hand size, any wild count, all rule switches).
``eval7_fast`` is the hot path: table lookups for the common case.

Jitted callers pass these evaluators typed values (``np.int64(0)``, never a bare ``0``) and start
their counters as ``np.int64(0)``: Numba compiles a called function again for every literal
argument value, and for a counter's literal first value while it infers the loop
(docs/performance.md has what that cost).
"""
import numpy as np
from numba import njit

from ..core.categories import *  # noqa: F403  CAT_*, CATEGORY_NAMES: globals the kernels compile in
from ..core.tables import HASH_MASK, HASH_SHIFT, ROW_FOUR_RUN, ROW_HB, ROW_POP, ROW_STRAIGHT, ROW_TOP

# Rule switches for eval_masks.
F_NO_STRAIGHTS = 1       # no straights, flushes or straight flushes
F_NEW_YORK = 2           # four-card straight ranks between one pair and two pair
F_CANADIAN = 4           # New York plus the four-flush above the four-straight
F_ONLY_STRAIGHT_FLUSH = 8  # only straights, flushes and straight flushes count (the bug's use)

ALL_RANKS = 0x1FFF
ACE_VALUE = 14


@njit(cache=True, inline="always")
def _at_least(j, m1, m2, m3, m4):
    """Mask of ranks reachable j times: held j times naturally (j <= 0: any rank)."""
    if j <= 0:
        return ALL_RANKS
    if j == 1:
        return m1
    if j == 2:
        return m2
    if j == 3:
        return m3
    if j == 4:
        return m4
    return 0


@njit(cache=True, inline="always")
def _count(r, m1, m2, m3, m4):
    return ((m1 >> r) & 1) + ((m2 >> r) & 1) + ((m3 >> r) & 1) + ((m4 >> r) & 1)


@njit(cache=True, inline="always")
def pack_value(cat, tb):
    return (np.int64(cat) << CAT_SHIFT) | (np.int64(tb) << 1)


@njit(cache=True)
def eval_masks(m1, m2, m3, m4, sbits, w, K, flags, deck, TB):
    """Best high hand of K cards (K <= hand size) from the naturals and ``w`` wild cards."""
    straights = K == 5 and (flags & 1) == 0
    only_sf = (flags & F_ONLY_STRAIGHT_FLUSH) != 0
    wf = w if w < 5 else 5
    if K == 1:
        if w > 0:
            return pack_value(CAT_HIGH_CARD, ACE_VALUE << 16)
        return pack_value(CAT_HIGH_CARD, TB[ROW_HB, m1] << 16)
    if K == 5 and not only_sf:
        m = _at_least(5 - w, m1, m2, m3, m4)
        if m != 0:
            return pack_value(CAT_FIVE_KIND, TB[ROW_HB, m] << 16)
    best_flush = np.int64(-1)
    if straights:
        best_sf = 0
        for s in range(4):
            sm = (sbits >> (16 * s)) & ALL_RANKS
            if TB[ROW_POP, sm] + w >= 5:
                h = TB[ROW_STRAIGHT + 6 * deck + wf, sm]
                if h > best_sf:
                    best_sf = h
                # w aces first (a wild may copy an ace already held), then the top naturals
                tb = TB[ROW_TOP + 5 - wf, sm] >> (4 * wf)
                for i in range(wf):
                    tb |= ACE_VALUE << (16 - 4 * i)
                if tb > best_flush:
                    best_flush = tb
        if best_sf > 0:
            return pack_value(CAT_STRAIGHT_FLUSH, best_sf << 16)
    if not only_sf and K >= 4:
        m = _at_least(4 - w, m1, m2, m3, m4)
        if m != 0:
            q = TB[ROW_HB, m]
            tb = q << 16
            if K == 5:
                left = w - max(0, 4 - _count(q - 2, m1, m2, m3, m4))
                if left > 0:
                    tb |= ACE_VALUE << 12
                else:
                    tb |= TB[ROW_HB, m1 & ~(1 << (q - 2))] << 12
            return pack_value(CAT_QUADS, tb)
    if not only_sf and K == 5:
        if w == 0 and m3 != 0:
            t = TB[ROW_HB, m3]
            rest = m2 & ~(1 << (t - 2))
            if rest != 0:
                return pack_value(CAT_FULL_HOUSE, (t << 16) | (TB[ROW_HB, rest] << 12))
        elif w == 1 and TB[ROW_POP, m2] >= 2:
            t = TB[ROW_HB, m2]
            p = TB[ROW_HB, m2 & ~(1 << (t - 2))]
            return pack_value(CAT_FULL_HOUSE, (t << 16) | (p << 12))
    if best_flush >= 0:
        return pack_value(CAT_FLUSH, best_flush)
    if straights:
        h = TB[ROW_STRAIGHT + 6 * deck + wf, m1]
        if h > 0:
            return pack_value(CAT_STRAIGHT, h << 16)
    if only_sf:
        return np.int64(0)
    if K >= 3:
        m = _at_least(3 - w, m1, m2, m3, m4)
        if m != 0:
            t = TB[ROW_HB, m]
            rest = m1 & ~(1 << (t - 2))
            return pack_value(CAT_TRIPS, (t << 16) | (TB[ROW_TOP + K - 3, rest] >> 4))
    if K >= 4 and w == 0 and TB[ROW_POP, m2] >= 2:
        p1 = TB[ROW_HB, m2]
        p2 = TB[ROW_HB, m2 & ~(1 << (p1 - 2))]
        tb = (p1 << 16) | (p2 << 12)
        if K == 5:
            tb |= TB[ROW_HB, m1 & ~(1 << (p1 - 2)) & ~(1 << (p2 - 2))] << 8
        return pack_value(CAT_TWO_PAIR, tb)
    if K == 5 and (flags & (F_NEW_YORK | F_CANADIAN)) != 0 and (flags & F_NO_STRAIGHTS) == 0:
        if (flags & F_CANADIAN) != 0:
            best4 = np.int64(-1)
            for s in range(4):
                sm = (sbits >> (16 * s)) & ALL_RANKS
                if TB[ROW_POP, sm] + w >= 4:
                    others = 0
                    for o in range(4):
                        if o != s:
                            others |= (sbits >> (16 * o)) & ALL_RANKS
                    tb = TB[ROW_TOP + 4 - wf, sm] >> (4 * wf)
                    for i in range(wf):
                        tb |= ACE_VALUE << (16 - 4 * i)
                    tb |= TB[ROW_HB, others]
                    if tb > best4:
                        best4 = tb
            if best4 >= 0:
                return pack_value(CAT_FOUR_FLUSH, best4)
        code = TB[ROW_FOUR_RUN + 6 * deck + wf, m1]
        if code > 0:
            run = code & ALL_RANKS
            kicker = TB[ROW_HB, (m1 & ~run) | (m2 & run)]
            return pack_value(CAT_FOUR_STRAIGHT, ((code >> 13) << 16) | (kicker << 12))
    m = _at_least(2 - w, m1, m2, m3, m4)
    if m != 0:
        p = TB[ROW_HB, m]
        rest = m1 & ~(1 << (p - 2))
        return pack_value(CAT_ONE_PAIR, (p << 16) | (TB[ROW_TOP + K - 2, rest] >> 4))
    return pack_value(CAT_HIGH_CARD, TB[ROW_TOP + K, m1])


@njit(cache=True, inline="always")
def add_card(r, s, m1, m2, m3, m4, sbits):
    """Fold one natural card (rank index r, suit s) into the masks."""
    bit = np.int64(1) << r
    m4 |= m3 & bit
    m3 |= m2 & bit
    m2 |= m1 & bit
    m1 |= bit
    sbits |= bit << (16 * s)
    return m1, m2, m3, m4, sbits


# Bug modes for eval_cards.
BUG_NONE = 0
BUG_STRAIGHT_FLUSH = 1  # the bug only completes straights and flushes
BUG_ACE = 2             # ... and otherwise counts as an ace


@njit(cache=True)
def eval_cards(cards, n, wild_mask, bug_card, bug_mode, k, flags, deck, natural_tiebreak, TB):
    """Best high hand of min(k, n) cards from ``cards[:n]``.

    ``wild_mask`` has a bit per fully wild card code; ``bug_card`` is the restricted joker's code
    (or -1). With ``natural_tiebreak`` the lowest value bit marks a hand whose best value needs no
    wild card, so it beats the same hand made with one.
    """
    m1 = m2 = m3 = m4 = sbits = np.int64(0)
    w = np.int64(0)
    has_bug = False
    for i in range(n):
        c = cards[i]
        if c == bug_card and bug_mode != BUG_NONE:
            has_bug = True
        elif (wild_mask >> np.uint64(c)) & np.uint64(1):
            w += 1
        else:
            m1, m2, m3, m4, sbits = add_card(c >> 2, c & 3, m1, m2, m3, m4, sbits)
    n_nat = n - w - (1 if has_bug else 0)
    K = min(k, n)
    if has_bug:
        # dead bug: the naturals alone, a shorter hand when they are fewer than K
        best = eval_masks(m1, m2, m3, m4, sbits, w, min(K, n - 1), flags, deck, TB)
        alt = eval_masks(m1, m2, m3, m4, sbits, w + 1, K, flags | F_ONLY_STRAIGHT_FLUSH, deck, TB)
        if alt > best:
            best = alt
        if bug_mode == BUG_ACE:
            if (m4 >> 12) & 1 and K == 5:
                # the masks stop at four of a kind: a fifth ace is five aces
                alt = pack_value(CAT_FIVE_KIND, ACE_VALUE << 16)
            else:
                a1, a2, a3, a4, ab = add_card(12, 0, m1, m2, m3, m4, np.int64(0))
                alt = eval_masks(a1, a2, a3, a4, sbits, w, K, flags, deck, TB)
            if alt > best:
                best = alt
    else:
        best = eval_masks(m1, m2, m3, m4, sbits, w, K, flags, deck, TB)
    if natural_tiebreak and n_nat >= K:
        if w == 0 and not has_bug:
            best |= 1
        elif eval_masks(m1, m2, m3, m4, sbits, np.int64(0), K, flags, deck, TB) == best:
            best |= 1
    return best



WILD_UNIT = np.int64(1) << 27  # the hot path counts wild cards above the largest rank key
KEY_MASK = WILD_UNIT - 1


@njit(cache=True, inline="always")
def eval7_fast(cards, n, CT, OFFSETS, NONFLUSH, FLUSH):
    """Best five of ``cards[:n]`` (n <= 7) under standard rules, by table lookups.

    ``NONFLUSH`` is (class table, class values): a uint16 class per slot keeps the table small
    enough for the caches, and a short array maps classes to values.
    ``CT`` (see ``hash_tables.card_table``) holds per card code its rank key (or one wild unit),
    its suit-count byte and its suit bit, so wildness costs no branch. Suit counts sit in four
    bytes: adding 123 + w to each sets a byte's top bit exactly when that suit plus the wild
    cards reaches five, so one test finds every flush candidate.
    """
    key = np.int64(0)
    suit_counts = np.int64(0)
    sbits = np.int64(0)
    for i in range(n):
        c = np.uint8(cards[i])  # unsigned: no negative-index test on the table reads
        key += CT[0, c]
        suit_counts += CT[1, c]
        sbits |= CT[2, c]
    return hash_lookup(key, suit_counts, sbits, OFFSETS, NONFLUSH, FLUSH)


@njit(cache=True, inline="always")
def eval7_fast_row(H, row, n, CT, OFFSETS, NONFLUSH, FLUSH):
    """eval7_fast on ``H[row, :n]`` without taking a row view (a view in a hot parallel loop
    costs reference counting on every hand)."""
    key = np.int64(0)
    suit_counts = np.int64(0)
    sbits = np.int64(0)
    for i in range(n):
        c = np.uint8(H[row, i])  # unsigned: no negative-index test on the table reads
        key += CT[0, c]
        suit_counts += CT[1, c]
        sbits |= CT[2, c]
    return hash_lookup(key, suit_counts, sbits, OFFSETS, NONFLUSH, FLUSH)


@njit(cache=True, inline="always")
def hash_lookup(key, suit_counts, sbits, OFFSETS, NONFLUSH, FLUSH):
    """The value of a hand from its summed card-table entries (see eval7_fast)."""
    w = key >> 27
    key &= KEY_MASK
    v = np.int64(NONFLUSH[1][NONFLUSH[0][w, OFFSETS[key >> HASH_SHIFT] + (key & HASH_MASK)]])
    return flush_or(v, w, suit_counts, sbits, FLUSH)


@njit(cache=True, inline="always")
def flush_or(v, w, suit_counts, sbits, FLUSH):
    """The better of value v and the best flush of any suit with five cards, w of them wild
    (``suit_counts``: each suit's count, a byte a suit; ``sbits``: each suit's ranks, 16 bits a
    suit)."""
    flags = (suit_counts + (123 + w) * 0x01010101) & 0x80808080
    if flags != 0:
        for s in range(4):
            if (flags >> (8 * s + 7)) & 1:
                f = np.int64(FLUSH[w, (sbits >> (16 * s)) & 0x1FFF])
                if f > v:
                    v = f
    return v


@njit(cache=True, inline="always")
def table_value(key, OFFS, NONFLUSH):
    """The best non-flush five of at most seven cards with hash key ``key`` (wild cards counted
    from bit 27): the perfect-hash slot, then its value class. Calls nothing, so the kernels
    inline it at no reference-count cost."""
    return table_read(key, OFFS, NONFLUSH[0], NONFLUSH[1])


@njit(cache=True, inline="always")
def table_read(key, OFFS, SLOTS, CLASSES):
    """``table_value`` with the non-flush table's two arrays apart (``NONFLUSH``'s slots and
    classes): a kernel that unpacks them once, outside its parallel loop, reads them with no
    reference counts, where an array taken from a tuple inside the loop costs two atomic
    operations on its count a read, and the threads contend for that count."""
    w = key >> 27
    k = key & KEY_MASK
    return np.int64(CLASSES[SLOTS[w, OFFS[k >> HASH_SHIFT] + (k & HASH_MASK)]])

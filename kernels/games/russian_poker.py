"""Russian Poker (and Polish): thirteen cards a seat set into a 3-card bottom, a 5-card middle
and a 5-card top that must not weaken upward; the three positions win 1/4, 1/2 and 1/4 of the pot.

The search: every 5- and 3-card subset of a seat's thirteen is looked up once (masks of the
seat's cards index the results); then each top's 56 splits of the other eight into a middle and
a bottom are scanned, skipping a top whose score could not reach the best found even with the
best bottom there is and a middle as strong as the top (the middle can be no stronger). The
greedy arrangement, legal in Russian, seeds the best.
"""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.deal import block_span, block_state, next_order
from ..core.layout import O_SEAT, O_TIE
from .russian_poker_layout import (ALL_CARDS, ARRANGE_GREEDY, HAND, K3, K5, N_CAT,  # noqa: F401
                                   N_COUNTERS, OFFSETS, O_FOULS, O_PART_TIE, O_SCOOP, O_SEAT_CAT,
                                   O_TOPS_SCANNED, O_WIN_CAT, PART_UNITS, R_ARRANGE, R_POLISH)
from ..core.tables import HASH_MASK, HASH_SHIFT

FLUSH_TEST = np.int64(123 * 0x01010101)   # a suit byte reaching 5 sets its top bit
Q_BITS = np.int64(32)                      # a packed entry: goodness << 32 | q (q < 2**23)
Q_MASK = (np.int64(1) << Q_BITS) - 1


@njit(cache=True)
def _subsets(cards, polish, CT, OFFS, SLOTS, GQ, GQF, P5, P3):
    """Every 5-subset's and 3-subset's packed entry (goodness << 32 | q) into P5 and P3, indexed
    by the subset's 13-bit mask. Returns the largest q of a 3-subset."""
    q3_max = np.int64(0)
    for a in range(HAND):
        ka = CT[0, cards[a]]
        sa = CT[1, cards[a]]
        ba = CT[2, cards[a]]
        for b in range(a + 1, HAND):
            kb = ka + CT[0, cards[b]]
            sb = sa + CT[1, cards[b]]
            bb = ba | CT[2, cards[b]]
            for c in range(b + 1, HAND):
                kc = kb + CT[0, cards[c]]
                sc = sb + CT[1, cards[c]]
                bc = bb | CT[2, cards[c]]
                m3 = (1 << a) | (1 << b) | (1 << c)
                e3 = GQ[SLOTS[OFFS[kc >> HASH_SHIFT] + (kc & HASH_MASK)]]
                P3[m3] = e3
                q3_max = max(q3_max, e3 & Q_MASK)
                for d in range(c + 1, HAND):
                    kd = kc + CT[0, cards[d]]
                    sd = sc + CT[1, cards[d]]
                    bd = bc | CT[2, cards[d]]
                    for e in range(d + 1, HAND):
                        k = kd + CT[0, cards[e]]
                        m5 = m3 | (1 << d) | (1 << e)
                        flags = (sd + CT[1, cards[e]] + FLUSH_TEST) & 0x80808080
                        if flags != 0 and polish == 0:
                            P5[m5] = GQF[_flush_ranks(flags, bd | CT[2, cards[e]])]
                        else:
                            P5[m5] = GQ[SLOTS[OFFS[k >> HASH_SHIFT] + (k & HASH_MASK)]]
    return q3_max


@njit(cache=True, inline="always")
def _flush_ranks(flags, bits):
    """The rank mask of the suit whose count reached five."""
    s = 0
    while (flags >> (8 * s + 7)) & 1 == 0:
        s += 1
    return (bits >> (16 * s)) & 0x1FFF


@njit(cache=True)
def _category(cards, mask, polish, CT, OFFS, SLOTS, CAT, CATF):
    """The category index of the hand made of the seat's cards in ``mask``."""
    k = np.int64(0)
    sc = np.int64(0)
    bits = np.int64(0)
    n = 0
    for i in range(HAND):
        if (mask >> i) & 1:
            k += CT[0, cards[i]]
            sc += CT[1, cards[i]]
            bits |= CT[2, cards[i]]
            n += 1
    flags = (sc + FLUSH_TEST) & 0x80808080
    if n == 5 and flags != 0 and polish == 0:
        return CATF[_flush_ranks(flags, bits)]
    return CAT[SLOTS[OFFS[k >> HASH_SHIFT] + (k & HASH_MASK)]]


@njit(cache=True)
def _arrange(arrange, q3_max, P5, P3, SUB5, SPLITS, out):
    """The seat's arrangement: out = (bottom, middle, top masks, fouled, tops scanned).
    SPLITS[i] lists the 56 bottoms (3-subsets) of the eight cards outside top SUB5[i]."""
    n_tops = SUB5.shape[0]
    n_splits = SPLITS.shape[1]
    # greedy: the strongest top, and of equal tops the one leaving the strongest middle
    g_top = P5[SUB5[0]] >> Q_BITS
    for i in range(1, n_tops):
        g_top = max(g_top, P5[SUB5[i]] >> Q_BITS)
    best_i = -1
    best_b = np.int64(0)
    best_gm = np.int64(0)
    for i in range(n_tops):
        t = SUB5[i]
        if P5[t] >> Q_BITS != g_top:
            continue
        rem = ALL_CARDS ^ t
        for j in range(n_splits):
            b = np.int64(SPLITS[i, j])
            gm = P5[rem ^ b] >> Q_BITS
            if best_i < 0 or gm > best_gm:
                best_i = i
                best_b = b
                best_gm = gm
    t = SUB5[best_i]
    out[0] = best_b
    out[1] = ALL_CARDS ^ t ^ best_b
    out[2] = t
    legal = P3[best_b] >> Q_BITS <= best_gm
    out[3] = 0 if legal else 1
    out[4] = 0
    if arrange == ARRANGE_GREEDY:
        return
    best = np.int64(-1)
    best_gt = np.int64(0)
    if legal:
        best = (P3[best_b] & Q_MASK) * K3 + (2 * (P5[out[1]] & Q_MASK) + (P5[t] & Q_MASK)) * K5
        best_gt = g_top
    scanned = 0
    # strong tops first (those at least as strong as the greedy middle): the best found rises
    # early, and the bound then skips more of the rest
    q_split = P5[out[1]] & Q_MASK
    for sweep in range(2):
        for i in range(n_tops):
            t = SUB5[i]
            qt = P5[t] & Q_MASK
            if (qt >= q_split) != (sweep == 0):
                continue
            # the middle can be no stronger than the top, the bottom than the best three
            if q3_max * K3 + 3 * qt * K5 < best:
                continue
            scanned += 1
            gt = P5[t] >> Q_BITS
            rem = ALL_CARDS ^ t
            # branch-free first (vectorised gathers): the best legal score of the top's splits
            top_best = np.int64(-1)
            for j in range(n_splits):
                b = np.int64(SPLITS[i, j])
                em = P5[rem ^ b]
                eb = P3[b]
                gm = em >> Q_BITS
                score = (eb & Q_MASK) * K3 + (2 * (em & Q_MASK) + qt) * K5
                legal = (gm <= gt) & ((eb >> Q_BITS) <= gm)
                top_best = max(top_best, score if legal else np.int64(-1))
            if top_best < best:
                continue
            for j in range(n_splits):
                b = np.int64(SPLITS[i, j])
                em = P5[rem ^ b]
                eb = P3[b]
                gm = em >> Q_BITS
                if gm > gt or (eb >> Q_BITS) > gm:
                    continue
                score = (eb & Q_MASK) * K3 + (2 * (em & Q_MASK) + qt) * K5
                if score > best or (score == best and (gm > best_gm or (gm == best_gm and gt > best_gt))):
                    best = score
                    best_gm = gm
                    best_gt = gt
                    out[0] = b
                    out[1] = rem ^ b
                    out[2] = t
    out[3] = 0 if best >= 0 else 1
    out[4] = scanned


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_russian_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials,
                       orders, CT, OFFS, SLOTS, GQ, CAT, GQF, CATF, SUB5, SPLITS):
    """Counts of Russian Poker, one row per block (rows from ``orders`` when given: replays)."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    polish = rules[R_POLISH]
    arrange = rules[R_ARRANGE]
    for blk in range(n_blocks):
        state = block_state(block_keys, blk)
        d = deck.copy()
        cards = np.zeros(HAND, dtype=np.int64)
        P5 = np.zeros(ALL_CARDS + 1, dtype=np.int64)
        P3 = np.zeros(ALL_CARDS + 1, dtype=np.int64)
        out = np.zeros(5, dtype=np.int64)
        good = np.zeros((3, n_players), dtype=np.int64)
        cat = np.zeros((3, n_players), dtype=np.int64)
        fouled = np.zeros(n_players, dtype=np.int64)
        won = np.zeros(n_players, dtype=np.int64)
        start, todo = block_span(blk, block_size, first_deal, n_trials)
        row = counts[blk]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, n_players * HAND, state)
            n_fouled = 0
            for p in range(n_players):
                for i in range(HAND):
                    cards[i] = d[i * n_players + p]
                q3_max = _subsets(cards, polish, CT, OFFS, SLOTS, GQ, GQF, P5, P3)
                _arrange(arrange, q3_max, P5, P3, SUB5, SPLITS, out)
                good[0, p] = P3[out[0]] >> Q_BITS
                good[1, p] = P5[out[1]] >> Q_BITS
                good[2, p] = P5[out[2]] >> Q_BITS
                for k in range(3):
                    cat[k, p] = _category(cards, out[k], polish, CT, OFFS, SLOTS, CAT, CATF)
                fouled[p] = out[3]
                n_fouled += out[3]
                row[O_TOPS_SCANNED] += out[4]
                row[O_TOPS_SCANNED + 1] += out[4] * out[4]
            row[O_FOULS] += n_fouled
            shared = False
            for p in range(n_players):
                won[p] = 0
            for k in range(3):
                best = np.int64(-(1 << 62))
                for p in range(n_players):
                    row[O_SEAT_CAT + k * N_CAT + cat[k, p]] += 1
                    if (fouled[p] == 0 or n_fouled == n_players) and good[k, p] > best:
                        best = good[k, p]
                n_win = 0
                w = 0
                for p in range(n_players):
                    if (fouled[p] == 0 or n_fouled == n_players) and good[k, p] == best:
                        n_win += 1
                        w = p
                for p in range(n_players):
                    if (fouled[p] == 0 or n_fouled == n_players) and good[k, p] == best:
                        row[O_SEAT + p] += PART_UNITS[k] // n_win
                        won[p] += 1 if n_win == 1 else 0
                row[O_WIN_CAT + k * N_CAT + cat[k, w]] += 1
                if n_win > 1:
                    row[O_PART_TIE + k] += 1
                    shared = True
            row[O_TIE] += np.int64(shared)
            for p in range(n_players):
                if won[p] == 3:
                    row[O_SCOOP] += 1
    return counts


@njit(cache=True)
def own_hands(cards, polish, arrange, CT, OFFS, SLOTS, GQ, CAT, GQF, CATF, SUB5, SPLITS):
    """A seat's own options, for weighing them one by one: every 5- and 3-subset's packed entry
    (goodness << 32 | q) by 13-bit mask of ``cards``, and the policy's arrangement (bottom,
    middle, top masks, fouled, tops scanned), found as a deal finds it."""
    P5 = np.zeros(ALL_CARDS + 1, dtype=np.int64)
    P3 = np.zeros(ALL_CARDS + 1, dtype=np.int64)
    out = np.zeros(5, dtype=np.int64)
    q3_max = _subsets(cards, polish, CT, OFFS, SLOTS, GQ, GQF, P5, P3)
    _arrange(arrange, q3_max, P5, P3, SUB5, SPLITS, out)
    return P5, P3, out


@njit(cache=True)
def hand_categories(cards, masks, polish, CT, OFFS, SLOTS, GQ, CAT, GQF, CATF, SUB5, SPLITS):
    """The category index of each hand made of the seat's cards in ``masks``."""
    cats = np.zeros(masks.shape[0], dtype=np.int64)
    for i in range(masks.shape[0]):
        cats[i] = _category(cards, masks[i], polish, CT, OFFS, SLOTS, CAT, CATF)
    return cats


@njit(cache=True)
def seats_set(orders, n_players, first_seat, polish, arrange, CT, OFFS, SLOTS, GQ, CAT, GQF, CATF,
              SUB5, SPLITS):
    """The hands the seats from ``first_seat`` on set by the policy on each card order, as a deal
    sets them: (goodness [order, seat, position], fouled [order, seat]), seats counted from
    ``first_seat``."""
    n = orders.shape[0]
    n_seats = n_players - first_seat
    good = np.zeros((n, n_seats, 3), dtype=np.int64)
    fouled = np.zeros((n, n_seats), dtype=np.int64)
    cards = np.zeros(HAND, dtype=np.int64)
    P5 = np.zeros(ALL_CARDS + 1, dtype=np.int64)
    P3 = np.zeros(ALL_CARDS + 1, dtype=np.int64)
    out = np.zeros(5, dtype=np.int64)
    for t in range(n):
        for s in range(n_seats):
            for i in range(HAND):
                cards[i] = orders[t, i * n_players + first_seat + s]
            q3_max = _subsets(cards, polish, CT, OFFS, SLOTS, GQ, GQF, P5, P3)
            _arrange(arrange, q3_max, P5, P3, SUB5, SPLITS, out)
            good[t, s, 0] = P3[out[0]] >> Q_BITS
            good[t, s, 1] = P5[out[1]] >> Q_BITS
            good[t, s, 2] = P5[out[2]] >> Q_BITS
            fouled[t, s] = out[3]
    return good, fouled

"""Pass the Trash's runner: seven cards a seat, a schedule of simultaneous passes, best five of
seven. Each seat picks the cards it passes by a policy (kernels/games/pass_layout.py); the standard one
values every set of cards it could keep, from the seven cards' summed table entries less the
passed cards' (so each candidate costs a few subtractions and one table read)."""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.bits import next_combination
from ..core.categories import CAT_SHIFT
from ..core.deal import block_span, block_state, next_order
from ..core.layout import O_LEAD_CHANGES, O_LEAD_FULL, O_VOL_DEALS
from .pass_layout import (HAND, MAX_PASSES, N_COUNTERS, OFFSETS, O_BEFORE, O_IMPROVED,  # noqa: F401
                          O_WORSENED, PASS_LOWEST, R_HERO_PASS, R_N_PASSES, R_PASS_CARDS,
                          R_PASS_OFFSET, R_PASS_POLICY)
from ..eval.showdown import first_best, record_showdown, score_row, value_of_parts


@njit(cache=True, inline="always")
def _best_keep(hand, p, k, idx, ek, es, eb, CTW, OFFS, NONFLUSH, FLUSH):
    """The positions (bits) of the k cards seat p passes under the standard policy: those whose
    loss leaves the best hand of the 7 - k kept (of equal hands, the first set of positions in
    lexical order). Passes of one to three cards walk nested loops that carry the partial
    sums, larger ones the general combination walk. Calls nothing that is not inlined."""
    key = np.int64(0)
    sc = np.int64(0)
    sb = np.int64(0)
    for i in range(HAND):
        u = np.uint8(hand[p, i])
        ek[i] = CTW[0, 0, u]
        es[i] = CTW[0, 1, u]
        eb[i] = CTW[0, 2, u]
        key += ek[i]
        sc += es[i]
        sb |= eb[i]
    best = np.int64(-1)
    best_mask = 0
    if k == 1:
        for a in range(HAND):
            v = value_of_parts(key - ek[a], sc - es[a], sb & ~eb[a], OFFS, NONFLUSH, FLUSH)
            if v > best:
                best = v
                best_mask = 1 << a
        return best_mask
    if k == 2:
        for a in range(HAND - 1):
            ka = key - ek[a]
            sa = sc - es[a]
            ba = sb & ~eb[a]
            for b in range(a + 1, HAND):
                v = value_of_parts(ka - ek[b], sa - es[b], ba & ~eb[b], OFFS, NONFLUSH, FLUSH)
                if v > best:
                    best = v
                    best_mask = (1 << a) | (1 << b)
        return best_mask
    if k == 3:
        for a in range(HAND - 2):
            ka = key - ek[a]
            sa = sc - es[a]
            ba = sb & ~eb[a]
            for b in range(a + 1, HAND - 1):
                kb = ka - ek[b]
                sb2 = sa - es[b]
                bb = ba & ~eb[b]
                for c in range(b + 1, HAND):
                    v = value_of_parts(kb - ek[c], sb2 - es[c], bb & ~eb[c], OFFS, NONFLUSH,
                                       FLUSH)
                    if v > best:
                        best = v
                        best_mask = (1 << a) | (1 << b) | (1 << c)
        return best_mask
    for j in range(k):
        idx[j] = j
    while True:
        kk = key
        ks = sc
        kb = sb
        mask = 0
        for j in range(k):
            kk -= ek[idx[j]]
            ks -= es[idx[j]]
            kb &= ~eb[idx[j]]
            mask |= 1 << idx[j]
        v = value_of_parts(kk, ks, kb, OFFS, NONFLUSH, FLUSH)
        if v > best:
            best = v
            best_mask = mask
        if next_combination(idx, k, HAND) < 0:
            return best_mask


@njit(cache=True, inline="always")
def _lowest(hand, p, k):
    """The positions (bits) of seat p's k lowest cards, the earliest of equal ranks first."""
    mask = 0
    for _ in range(k):
        at = -1
        for i in range(HAND):
            if not (mask >> i) & 1 and (at < 0 or hand[p, i] >> 2 < hand[p, at] >> 2):
                at = i
        mask |= 1 << at
    return mask


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_pass_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials, orders,
                    CTW, OFFS, NONFLUSH, FLUSH):
    """Counts of Pass the Trash, one row per block (rows from ``orders`` when given: replays)."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    n_shuffle = n_players * HAND
    n_passes = rules[R_N_PASSES]
    policy = rules[R_PASS_POLICY]
    hero_pass = rules[R_HERO_PASS]
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        d = deck.copy()
        hand = np.empty((n_players, HAND), dtype=np.int8)
        given = np.empty((n_players, HAND), dtype=np.int8)   # the cards each seat passes
        value = np.zeros(n_players, dtype=np.int64)
        before = np.zeros(n_players, dtype=np.int64)
        leaders = np.zeros(MAX_PASSES + 1, dtype=np.int64)
        idx = np.zeros(HAND, dtype=np.int64)
        ek = np.zeros(HAND, dtype=np.int64)  # a seat's cards' table entries
        es = np.zeros(HAND, dtype=np.int64)
        eb = np.zeros(HAND, dtype=np.int64)
        held = np.zeros(n_players, dtype=np.int64)
        live = np.ones(n_players, dtype=np.bool_)
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, n_shuffle, state)
            for p in range(n_players):
                for i in range(HAND):
                    hand[p, i] = d[i * n_players + p]
                value[p] = score_row(hand, p, HAND, 0, CTW, OFFS, NONFLUSH, FLUSH)
                before[p] = value[p]
            leaders[0] = first_best(value, n_players)
            for t in range(n_passes):
                k = rules[R_PASS_CARDS + t]
                offset = rules[R_PASS_OFFSET + t]
                for p in range(n_players):  # everyone chooses, then all pass at once
                    if hero_pass > 0 and t == 0 and p == 0:
                        mask = hero_pass - 1
                    elif policy == PASS_LOWEST:
                        mask = _lowest(hand, p, k)
                    else:
                        mask = _best_keep(hand, p, k, idx, ek, es, eb, CTW, OFFS, NONFLUSH, FLUSH)
                    n_kept = 0
                    n_given = 0
                    for i in range(HAND):
                        if (mask >> i) & 1:
                            given[p, n_given] = hand[p, i]
                            n_given += 1
                        else:
                            hand[p, n_kept] = hand[p, i]
                            n_kept += 1
                for p in range(n_players):
                    q = (p + offset) % n_players
                    for j in range(k):
                        hand[q, HAND - k + j] = given[p, j]
                for p in range(n_players):
                    value[p] = score_row(hand, p, HAND, 0, CTW, OFFS, NONFLUSH, FLUSH)
                leaders[t + 1] = first_best(value, n_players)
            best = record_showdown(value, live, n_players, row, held)
            for p in range(n_players):
                cat = before[p] >> CAT_SHIFT
                row[O_BEFORE + cat] += 1
                if value[p] >> CAT_SHIFT > cat:
                    row[O_IMPROVED + cat] += 1
                elif value[p] >> CAT_SHIFT < cat:
                    row[O_WORSENED + cat] += 1
            row[O_VOL_DEALS] += 1
            changes = 0
            for t in range(n_passes + 1):
                row[O_LEAD_FULL + t] += np.int64(value[leaders[t]] == best)
                if t > 0:
                    changes += np.int64(leaders[t] != leaders[t - 1])
            row[O_LEAD_CHANGES + changes] += 1
    return counts

"""Share Your Hole: five-card stud (two down, three up); each seat then shares one hole card with
everyone, and plays its four own cards with up to two shared ones.

The block runner. The pieces it shares with the other stud games where players act, and the
note on how their runners are written, are in kernels/eval/showdown.py.
"""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.deal import block_span, block_state, next_order
from ..eval.evaluate import KEY_MASK
from ..core.layout import runner_layout
from ..drivers.stud import R_POLICY, R_VOL_EVERY, count_volatility
from ..drivers.stud_layout import HERO_YES, R_HERO_CHOICE
from ..core.tables import HASH_MASK, HASH_SHIFT
from ..eval.showdown import record_leaders, record_showdown, value_of_parts
from ..drivers.stud import stud_scratch


LAYOUT, OFFSETS, N_COUNTERS = runner_layout((
    ("middle_used", 3),            # middle cards the winning hand needs
    ("middle_changes_winner", 1),  # the middle cards change who wins
))
O_MIDDLE_USED = OFFSETS["middle_used"][0]
O_MIDDLE_CHANGES = OFFSETS["middle_changes_winner"][0]


@njit(cache=True, inline="always")
def _parts(H, p, n, CTW):
    """Summed no-wild card-table entries of H[p, :n]: (key, suit counts, suit bits)."""
    key = np.int64(0)
    sc = np.int64(0)
    sb = np.int64(0)
    for i in range(n):
        c = np.uint8(H[p, i])
        key += CTW[0, 0, c]
        sc += CTW[0, 1, c]
        sb |= CTW[0, 2, c]
    return key, sc, sb


@njit(cache=True, inline="always")
def _best_with_middle(key, sc, sb, middle, n_mid, CTW, OFFS, NONFLUSH, FLUSH, singles):
    """Best value of a hand's parts plus at most two middle cards (two always do at least as
    well as fewer when there are two). ``singles``: one middle card at most."""
    best = np.int64(-1)
    for i in range(n_mid):
        ui = np.uint8(middle[i])
        ki = key + CTW[0, 0, ui]
        si = sc + CTW[0, 1, ui]
        bi = sb | CTW[0, 2, ui]
        if singles:
            v = value_of_parts(ki, si, bi, OFFS, NONFLUSH, FLUSH)
            if v > best:
                best = v
            continue
        for j in range(i + 1, n_mid):
            uj = np.uint8(middle[j])
            v = value_of_parts(ki + CTW[0, 0, uj], si + CTW[0, 1, uj], bi | CTW[0, 2, uj], OFFS,
                               NONFLUSH, FLUSH)
            if v > best:
                best = v
    return best


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_share_blocks(deck, n_players, rules, block_keys, block_size, first_deal,
                     n_trials, orders, script, CTW, WM, OFFS, NONFLUSH, FLUSH, TB):
    """Five-card stud (two down, three up); each seat then shares one hole card with everyone,
    and plays its four own cards with up to two shared ones."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    n_shuffle = min(deck.shape[0], n_players * script.shape[0])
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        d = deck.copy()
        (hand, up, face, n_hand, n_up, values, work, live, held, lead_full, lead_show, scratch,
         discards) = stud_scratch(n_players)
        middle = np.zeros(n_players, dtype=np.int8)
        pair_parts = np.zeros((3, n_players * (n_players - 1) // 2), dtype=np.int64)
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, n_shuffle, state)
            measure = rules[R_VOL_EVERY] > 0 and deal_no % rules[R_VOL_EVERY] == 0
            pos = 0
            for p in range(n_players):
                live[p] = True
                held[p] = 0
            n_rounds = 0
            n_up_cards = 0  # every seat gets a card a street: the counts are the same for all
            for s in range(script.shape[0]):
                face_up = script[s] == 1
                for p in range(n_players):
                    c = d[pos]
                    pos += 1
                    hand[p, s] = c
                    if face_up:
                        up[p, n_up_cards] = c
                if face_up:
                    n_up_cards += 1
                if measure and s >= 2:
                    for p in range(n_players):
                        n_hand[p] = s + 1
                        n_up[p] = n_up_cards
                    record_leaders(hand, n_hand, up, n_up, live, n_players, CTW, WM, OFFS, NONFLUSH, FLUSH,
                                   TB, scratch, lead_full, lead_show, n_rounds)
                    n_rounds += 1
            share_high = rules[R_POLICY] == 1
            hero = rules[R_HERO_CHOICE]  # `advise`: seat 0 shares its first hole card (HERO_YES)
            for p in range(n_players):
                h0 = hand[p, 0]
                h1 = hand[p, 1]
                if p == 0 and hero > 0:
                    give_first = hero == HERO_YES
                elif share_high:
                    give_first = (h0 >> 2) >= (h1 >> 2)
                else:
                    k, c_, b_ = _parts(up, p, n_up_cards, CTW)
                    u0 = np.uint8(h0)
                    u1 = np.uint8(h1)
                    v0 = value_of_parts(k + CTW[0, 0, u0], c_ + CTW[0, 1, u0], b_ | CTW[0, 2, u0], OFFS,
                                        NONFLUSH, FLUSH)
                    v1 = value_of_parts(k + CTW[0, 0, u1], c_ + CTW[0, 1, u1], b_ | CTW[0, 2, u1], OFFS,
                                        NONFLUSH, FLUSH)
                    # keep the better four; equal: keep the higher card; equal again: keep the first
                    keep_first = v0 > v1 or (v0 == v1 and (h0 >> 2) >= (h1 >> 2))
                    give_first = not keep_first
                if give_first:
                    middle[p] = h0
                    hand[p, 0] = h1
                else:
                    middle[p] = h1
                for i in range(3):
                    hand[p, 1 + i] = up[p, i]
            # every pair of middle cards, summed once for all the seats
            n_pairs = 0
            for i in range(n_players):
                ui = np.uint8(middle[i])
                for j in range(i + 1, n_players):
                    uj = np.uint8(middle[j])
                    pair_parts[0, n_pairs] = CTW[0, 0, ui] + CTW[0, 0, uj]
                    pair_parts[1, n_pairs] = CTW[0, 1, ui] + CTW[0, 1, uj]
                    pair_parts[2, n_pairs] = CTW[0, 2, ui] | CTW[0, 2, uj]
                    n_pairs += 1
            for p in range(n_players):
                k, c_, b_ = _parts(hand, p, 4, CTW)
                # The best of the pairs without flushes first: the tables' rank classes are
                # numbered in value order, so the highest class is the best, one value read at the
                # end. Flushes need three of a suit among the four own cards (few seats have them).
                top_class = 0
                for i in range(n_pairs):
                    rank_key = (k + pair_parts[0, i]) & KEY_MASK
                    top_class = max(top_class, NONFLUSH[0][0, OFFS[rank_key >> HASH_SHIFT]
                                                           + (rank_key & HASH_MASK)])
                v = np.int64(NONFLUSH[1][top_class])
                if ((c_ + 0x7D7D7D7D) & 0x80808080) != 0:
                    for i in range(n_pairs):
                        v = max(v, value_of_parts(k + pair_parts[0, i], c_ + pair_parts[1, i],
                                                  b_ | pair_parts[2, i], OFFS, NONFLUSH, FLUSH))
                values[p] = v
                work[p] = value_of_parts(k, c_, b_, OFFS, NONFLUSH, FLUSH)  # own four cards alone
            if measure:
                bf = np.int64(-1)
                bs = np.int64(-1)
                lf = 0
                ls = 0
                for p in range(n_players):
                    if values[p] > bf:
                        bf = values[p]
                        lf = p
                    k, c_, b_ = _parts(up, p, n_up_cards, CTW)
                    v = _best_with_middle(k, c_, b_, middle, n_players, CTW, OFFS, NONFLUSH, FLUSH, False)
                    if v > bs:
                        bs = v
                        ls = p
                lead_full[n_rounds] = lf
                lead_show[n_rounds] = ls
                n_rounds += 1
            best = record_showdown(values, live, n_players, row, held)
            first = 0
            for p in range(n_players - 1, -1, -1):
                if values[p] == best:
                    first = p
            k, c_, b_ = _parts(hand, first, 4, CTW)
            one = _best_with_middle(k, c_, b_, middle, n_players, CTW, OFFS, NONFLUSH, FLUSH, True)
            row[O_MIDDLE_USED + (1 if one == best else 2)] += 1
            own_best = np.int64(-1)
            for p in range(n_players):
                own_best = max(own_best, work[p])
            for p in range(n_players):
                if (work[p] == own_best) != (values[p] == best):
                    row[O_MIDDLE_CHANGES] += 1
                    break
            if measure:
                count_volatility(values, live, best, lead_full, lead_show, n_rounds, row)
    return counts

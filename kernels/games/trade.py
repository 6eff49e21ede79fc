"""The trading games' runners: Italian Poker (one exchange with two face-up middle cards),
Whiskey Poker (a kitty, then exchanges with the middle until a knock) and Trees (players swap
their trash pairwise). Five-card high hands, nothing wild.

Every choice values the hands it could make from the summed card-table entries of the five cards
held, less the cards given and plus the cards taken, so a candidate exchange costs a few
additions and one table read (kernels/eval/showdown.value_of_parts).
"""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.categories import CAT_HIGH_CARD, CAT_SHIFT
from ..core.deal import block_span, block_state, next_order
from ..drivers.draw import draw_keep_mask
from ..core.layout import O_LEAD_CHANGES, O_LEAD_FULL, O_VOL_DEALS
from ..eval.showdown import first_best, record_showdown, row_parts, score_row, value_of_parts
from .trade_layout import (EXCHANGE_PAT, EXCHANGE_STANDARD, HAND, MAX_LAPS, N_COUNTERS,  # noqa: F401
                           ITALIAN_PAIR, ITALIAN_PAT, KNOCK_AT_LEVEL, OFFSETS, O_BEFORE,
                           O_CHOICE, O_EXCHANGED, O_IMPROVED, O_KITTY, O_ROUNDS, O_TRADES,
                           HERO_SWAP, PLAY_ALL, PLAY_KNOCK, PLAY_PASS, PLAY_SWAP, R_HERO_EXCHANGE,
                           R_HERO_KEEP, R_HERO_KITTY, R_HERO_KNOCK_MIN, R_HERO_PLAY,
                           R_KNOCK_MIN, R_KNOCK_RULE, R_SWAP_POLICY, R_TRADE_POLICY,
                           SWAP_STANDARD)


@njit(cache=True, inline="always")
def _finish(row, value, before, lead, n_players, live, held):
    """The showdown's counts, the categories before and after, and whether the leader on the
    cards dealt won."""
    best = record_showdown(value, live, n_players, row, held)
    for p in range(n_players):
        cat = before[p] >> CAT_SHIFT
        row[O_BEFORE + cat] += 1
        if value[p] >> CAT_SHIFT > cat:
            row[O_IMPROVED + cat] += 1
    row[O_VOL_DEALS] += 1
    row[O_LEAD_FULL + 1] += 1
    if value[lead] == best:
        row[O_LEAD_FULL] += 1
    first = first_best(value, n_players)
    row[O_LEAD_CHANGES + (1 if first != lead else 0)] += 1


@njit(cache=True, inline="always")
def _deal_fives(d, hand, value, before, n_players, stride, CTW, OFFS, NONFLUSH, FLUSH):
    """Five cards a seat, one a pass round ``stride`` places (the players, and a kitty after them
    in Whiskey Poker); values of the cards dealt. Returns the first seat with the best."""
    for p in range(n_players):
        for i in range(HAND):
            hand[p, i] = d[i * stride + p]
        value[p] = score_row(hand, p, HAND, 0, CTW, OFFS, NONFLUSH, FLUSH)
        before[p] = value[p]
    return first_best(value, n_players)


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_italian_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials,
                       orders, CTW, OFFS, NONFLUSH, FLUSH):
    """Counts of Italian Poker, one row per block (rows from ``orders`` when given: replays)."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    n_shuffle = min(deck.shape[0], n_players * (HAND + 2) + 2)
    policy = rules[R_TRADE_POLICY]
    hero = rules[R_HERO_EXCHANGE]
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        d = deck.copy()
        hand = np.empty((n_players, HAND), dtype=np.int8)
        value = np.zeros(n_players, dtype=np.int64)
        before = np.zeros(n_players, dtype=np.int64)
        held = np.zeros(n_players, dtype=np.int64)
        live = np.ones(n_players, dtype=np.bool_)
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, n_shuffle, state)
            lead = _deal_fives(d, hand, value, before, n_players, n_players, CTW, OFFS, NONFLUSH, FLUSH)
            pos = HAND * n_players
            marked = np.uint8(d[pos])
            other = np.uint8(d[pos + 1])
            pos += 2
            for p in range(n_players):
                best = value[p]
                gi = -1
                gj = -1
                forced = p == 0 and hero > 0
                if forced:
                    if hero - 1 < ITALIAN_PAT:
                        gi = hero - 1
                    elif hero - 1 >= ITALIAN_PAIR:
                        gi = (hero - 1 - ITALIAN_PAIR) // HAND
                        gj = (hero - 1 - ITALIAN_PAIR) % HAND
                elif policy != EXCHANGE_PAT:
                    key, sc, sb = row_parts(hand, p, HAND, 0, CTW)
                    for i in range(HAND):  # one card: the marked one
                        u = np.uint8(hand[p, i])
                        v = value_of_parts(key - CTW[0, 0, u] + CTW[0, 0, marked],
                                           sc - CTW[0, 1, u] + CTW[0, 1, marked],
                                           (sb & ~CTW[0, 2, u]) | CTW[0, 2, marked], OFFS, NONFLUSH, FLUSH)
                        if v > best:
                            best = v
                            gi = i
                    if policy == EXCHANGE_STANDARD:  # two cards: both middle cards
                        key2 = key + CTW[0, 0, marked] + CTW[0, 0, other]
                        sc2 = sc + CTW[0, 1, marked] + CTW[0, 1, other]
                        sb2 = sb | CTW[0, 2, marked] | CTW[0, 2, other]
                        for i in range(HAND):
                            u = np.uint8(hand[p, i])
                            for j in range(i + 1, HAND):
                                w = np.uint8(hand[p, j])
                                v = value_of_parts(key2 - CTW[0, 0, u] - CTW[0, 0, w],
                                                   sc2 - CTW[0, 1, u] - CTW[0, 1, w],
                                                   sb2 & ~(CTW[0, 2, u] | CTW[0, 2, w]),
                                                   OFFS, NONFLUSH, FLUSH)
                                if v > best:
                                    best = v
                                    gi = i
                                    gj = j
                n_taken = 0 if gi < 0 else (1 if gj < 0 else 2)
                row[O_CHOICE + n_taken] += 1
                if n_taken > 0:
                    k = 0
                    for i in range(HAND):
                        if i != gi and i != gj:
                            hand[p, k] = hand[p, i]
                            k += 1
                    hand[p, k] = np.int8(marked)
                    if n_taken == 1:
                        marked = other
                        other = np.uint8(d[pos])
                        pos += 1
                    else:
                        hand[p, k + 1] = np.int8(other)
                        marked = np.uint8(d[pos])
                        other = np.uint8(d[pos + 1])
                        pos += 2
                    value[p] = score_row(hand, p, HAND, 0, CTW, OFFS, NONFLUSH, FLUSH) if forced else best
            _finish(row, value, before, lead, n_players, live, held)
    return counts


@njit(cache=True, inline="always")
def _best_exchange(hand, p, middle, CTW, OFFS, NONFLUSH, FLUSH):
    """(value, hand position, middle position) of seat p's best exchange with the middle: the 25
    one-for-one swaps (hand position outer, middle position inner), then the whole swap (positions
    -1, -1); the first of equal values."""
    key, sc, sb = row_parts(hand, p, HAND, 0, CTW)
    best = np.int64(-1)
    bi = -1
    bj = -1
    for i in range(HAND):
        u = np.uint8(hand[p, i])
        k1 = key - CTW[0, 0, u]
        s1 = sc - CTW[0, 1, u]
        b1 = sb & ~CTW[0, 2, u]
        for j in range(HAND):
            m = np.uint8(middle[j])
            v = value_of_parts(k1 + CTW[0, 0, m], s1 + CTW[0, 1, m], b1 | CTW[0, 2, m],
                               OFFS, NONFLUSH, FLUSH)
            if v > best:
                best = v
                bi = i
                bj = j
    key = np.int64(0)
    sc = np.int64(0)
    sb = np.int64(0)
    for j in range(HAND):
        m = np.uint8(middle[j])
        key += CTW[0, 0, m]
        sc += CTW[0, 1, m]
        sb |= CTW[0, 2, m]
    v = value_of_parts(key, sc, sb, OFFS, NONFLUSH, FLUSH)
    if v > best:
        best = v
        bi = -1
        bj = -1
    return best, bi, bj


@njit(cache=True, inline="always")
def _exchange(hand, p, middle, bi, bj):
    """Make an exchange of ``_best_exchange``; returns the cards taken."""
    if bi >= 0:
        t = hand[p, bi]
        hand[p, bi] = middle[bj]
        middle[bj] = t
        return 1
    for i in range(HAND):
        t = hand[p, i]
        hand[p, i] = middle[i]
        middle[i] = t
    return HAND


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_whiskey_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials,
                       orders, CTW, OFFS, NONFLUSH, FLUSH):
    """Counts of Whiskey Poker, one row per block (rows from ``orders`` when given: replays)."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    n_shuffle = min(deck.shape[0], (n_players + 1) * HAND)
    knock_min = rules[R_KNOCK_MIN]
    hero_knock_min = rules[R_HERO_KNOCK_MIN]
    knock_first = rules[R_KNOCK_RULE] == KNOCK_AT_LEVEL
    swap_policy = rules[R_SWAP_POLICY]
    hero_kitty = rules[R_HERO_KITTY]
    hero_play = rules[R_HERO_PLAY] - 1  # seat 0's first turn forced, or -1
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        d = deck.copy()
        hand = np.empty((n_players, HAND), dtype=np.int8)
        middle = np.empty(HAND, dtype=np.int8)
        value = np.zeros(n_players, dtype=np.int64)
        before = np.zeros(n_players, dtype=np.int64)
        taken = np.zeros(n_players, dtype=np.int64)
        turns = np.zeros(n_players, dtype=np.int64)
        passed = np.zeros(n_players, dtype=np.bool_)
        held = np.zeros(n_players, dtype=np.int64)
        live = np.ones(n_players, dtype=np.bool_)
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, n_shuffle, state)
            lead = _deal_fives(d, hand, value, before, n_players, n_players + 1, CTW, OFFS,
                               NONFLUSH, FLUSH)
            for i in range(HAND):
                middle[i] = d[i * (n_players + 1) + n_players]
            for p in range(n_players):
                taken[p] = 0
                turns[p] = 0
                passed[p] = False
            taker = -1
            if swap_policy == SWAP_STANDARD or hero_kitty > 0:
                for p in range(n_players):
                    if (hero_kitty == HERO_SWAP if p == 0 and hero_kitty > 0 else
                            swap_policy == SWAP_STANDARD and value[p] >> CAT_SHIFT == CAT_HIGH_CARD):
                        taker = p
                        for i in range(HAND):
                            t = hand[p, i]
                            hand[p, i] = middle[i]
                            middle[i] = t
                        value[p] = score_row(hand, p, HAND, 0, CTW, OFFS, NONFLUSH, FLUSH)
                        break
            row[O_KITTY + 1 + taker] += 1
            p = (taker + 1) % n_players
            knocker = -1
            lap = 0
            while True:
                if knocker == p:
                    break  # everyone else has had his last turn
                if knocker < 0 and turns[p] == MAX_LAPS:
                    break  # the house limit
                turns[p] += 1
                if p == 0 and turns[0] == 1 and hero_play >= 0:
                    if hero_play == PLAY_PASS:
                        passed[0] = True
                    elif hero_play == PLAY_KNOCK:
                        knocker = 0
                        lap = 1
                    else:
                        bi = -1 if hero_play == PLAY_ALL else (hero_play - PLAY_SWAP) // HAND
                        bj = -1 if hero_play == PLAY_ALL else (hero_play - PLAY_SWAP) % HAND
                        taken[0] += _exchange(hand, 0, middle, bi, bj)
                        value[0] = score_row(hand, 0, HAND, 0, CTW, OFFS, NONFLUSH, FLUSH)
                    p = 1 % n_players
                    continue
                level = hero_knock_min if p == 0 and hero_knock_min > 0 else knock_min
                if knock_first and knocker < 0 and value[p] >= level:
                    knocker = p  # he knocks rather than exchange
                    lap = turns[p]
                    p = (p + 1) % n_players
                    continue
                best, bi, bj = _best_exchange(hand, p, middle, CTW, OFFS, NONFLUSH, FLUSH)
                if best > value[p]:
                    taken[p] += _exchange(hand, p, middle, bi, bj)
                    value[p] = best
                    passed[p] = False
                elif knocker < 0 and value[p] >= level:
                    knocker = p
                    lap = turns[p]
                elif knocker < 0 and passed[p]:  # no passing twice in a row
                    taken[p] += _exchange(hand, p, middle, bi, bj)
                    value[p] = best
                    passed[p] = False
                else:
                    passed[p] = True
                p = (p + 1) % n_players
            row[O_ROUNDS + lap] += 1
            for q in range(n_players):
                row[O_EXCHANGED + min(taken[q], 31)] += 1
            _finish(row, value, before, lead, n_players, live, held)
    return counts


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_trees_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials,
                     orders, CTW, OFFS, NONFLUSH, FLUSH):
    """Counts of Trees, one row per block (rows from ``orders`` when given: replays)."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    n_shuffle = min(deck.shape[0], n_players * HAND)
    policy = rules[R_TRADE_POLICY]
    hero_keep = rules[R_HERO_KEEP]
    no_wild = np.uint64(0)
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        d = deck.copy()
        hand = np.empty((n_players, HAND), dtype=np.int8)
        trash = np.empty((n_players, HAND), dtype=np.int8)
        value = np.zeros(n_players, dtype=np.int64)
        before = np.zeros(n_players, dtype=np.int64)
        keep = np.zeros(n_players, dtype=np.int64)
        n_trash = np.zeros(n_players, dtype=np.int64)
        paired = np.zeros(n_players, dtype=np.bool_)
        traded_with = np.zeros(n_players, dtype=np.int64)   # bit t: traded with seat t
        taken = np.zeros(n_players, dtype=np.int64)
        held = np.zeros(n_players, dtype=np.int64)
        live = np.ones(n_players, dtype=np.bool_)
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, n_shuffle, state)
            lead = _deal_fives(d, hand, value, before, n_players, n_players, CTW, OFFS, NONFLUSH, FLUSH)
            for p in range(n_players):
                traded_with[p] = 0
                taken[p] = 0
            n_trades = 0
            n_rounds = 0
            while True:
                for p in range(n_players):
                    if p == 0 and n_rounds == 0 and hero_keep > 0:
                        keep[p] = hero_keep - 1
                    else:
                        keep[p] = draw_keep_mask(hand, p, value[p] >> CAT_SHIFT, no_wild, policy)
                    n = 0
                    for i in range(HAND):
                        if not (keep[p] >> i) & 1:
                            trash[p, n] = hand[p, i]
                            n += 1
                    n_trash[p] = n
                    paired[p] = False
                traded = False
                for k in range(HAND - 1, 0, -1):
                    for s in range(n_players):
                        if n_trash[s] != k or paired[s]:
                            continue
                        for t in range(s + 1, n_players):
                            if n_trash[t] != k or paired[t] or (traded_with[s] >> t) & 1:
                                continue
                            for q in (s, t):
                                giver = t if q == s else s
                                n = 0
                                for i in range(HAND):
                                    if (keep[q] >> i) & 1:
                                        hand[q, n] = hand[q, i]
                                        n += 1
                                for i in range(k):
                                    hand[q, n + i] = trash[giver, i]
                                taken[q] += k
                                value[q] = score_row(hand, q, HAND, 0, CTW, OFFS, NONFLUSH, FLUSH)
                            paired[s] = True
                            paired[t] = True
                            traded_with[s] |= 1 << t
                            traded_with[t] |= 1 << s
                            n_trades += 1
                            traded = True
                            break
                if not traded:
                    break
                n_rounds += 1
            row[O_TRADES + n_trades] += 1
            row[O_ROUNDS + min(n_rounds, 15)] += 1
            for q in range(n_players):
                row[O_EXCHANGED + min(taken[q], 31)] += 1
            _finish(row, value, before, lead, n_players, live, held)
    return counts

"""Have a Heart: seven-card stud; a heart dealt face up lets its owner take any other seat's up
card.

The block runner. The pieces it shares with the other stud games where players act, and the
note on how their runners are written, are in kernels/eval/showdown.py.
"""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.deal import block_span, block_state, next_order
from ..eval.evaluate import KEY_MASK
from ..core.bits import top_bit
from ..core.layout import runner_layout
from ..drivers.stud import (MAX_HAND, R_HERO_AT, R_HERO_CHOICE, R_POLICY, R_VOL_EVERY,
                             count_volatility)
from ..core.tables import HASH_MASK, HASH_SHIFT
from ..eval.showdown import (ACE, ONE_EACH, is_flush, present_ranks, rank_value, best_big,
                               record_leaders, record_showdown, value_of_parts)
from ..drivers.stud import stud_scratch

ONE_EACH_LOW_ACE = (ONE_EACH << 4) | 1   # ranks shifted up one nibble, an ace also at nibble 0


LAYOUT, OFFSETS, N_COUNTERS = runner_layout((
    ("hand_size", MAX_HAND + 1),  # every seat's final number of cards
    ("takes", 32),               # cards taken per deal
))
O_HAND_SIZE = OFFSETS["hand_size"][0]
O_TAKES = OFFSETS["takes"][0]


@njit(cache=True, inline="always")
def _straight_fills(present):
    """The ranks (in ``present_ranks``'s layout) that complete five in a row with four of ``present``.
    Shifted up one nibble with the ace copied below the deuce, five in a row starting at nibble i
    lack exactly member k where the other four are present and k is not."""
    ext = (present << 4) | ((present >> (4 * ACE)) & 1)
    a0 = ext
    a1 = ext >> 4
    a2 = ext >> 8
    a3 = ext >> 12
    a4 = ext >> 16
    fills = ((~a0 & a1 & a2 & a3 & a4)
             | ((a0 & ~a1 & a2 & a3 & a4) << 4)
             | ((a0 & a1 & ~a2 & a3 & a4) << 8)
             | ((a0 & a1 & a2 & ~a3 & a4) << 12)
             | ((a0 & a1 & a2 & a3 & ~a4) << 16)) & ONE_EACH_LOW_ACE
    return ((fills >> 4) | ((fills & 1) << (4 * ACE))) & ~present


@njit(cache=True, inline="always")
def _join_rows(down, n_down, up, n_up, hand, p):
    """Seat p's whole hand into hand[p]: its down cards, then its up cards."""
    for i in range(n_down[p]):
        hand[p, i] = down[p, i]
    for i in range(n_up[p]):
        hand[p, n_down[p] + i] = up[p, i]


@njit(cache=True, inline="always")
def _add_card(sums, hand_ranks, n_hand, p, c, CTW):
    """Card c into seat p's hand size, card-table sums and rank counts."""
    n_hand[p] += 1
    u = np.uint8(c)
    sums[0, p] += CTW[0, 0, u]
    sums[1, p] += CTW[0, 1, u]
    sums[2, p] |= CTW[0, 2, u]
    hand_ranks[p] += np.int64(1) << (4 * (c >> 2))


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_heart_blocks(deck, n_players, rules, block_keys, block_size, first_deal,
                     n_trials, orders, script, CTW, WM, OFFS, NONFLUSH, FLUSH, TB):
    """Seven-card stud; a heart dealt face up lets its owner take any other seat's up card."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    n_shuffle = min(deck.shape[0], n_players * script.shape[0])
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        d = deck.copy()
        (hand, up, face, n_hand, n_up, values, work, live, held, lead_full, lead_show, scratch,
         discards) = stud_scratch(n_players)
        up_ranks = np.zeros(n_players, dtype=np.int64)    # per seat, the count of each rank, four
        hand_ranks = np.zeros(n_players, dtype=np.int64)  # bits a rank: of its up cards, of all
        up_suits = np.zeros(n_players, dtype=np.int64)    # per seat, its up cards as suit bits
        sums = np.zeros((3, n_players), dtype=np.int64)   # running card-table sums per seat
        # Only up cards move, so a seat's down cards and up cards are kept apart: a take shifts one
        # short row, and whole hands are joined only where a row is read (measured deals, flushes
        # past seven cards).
        down = np.zeros((n_players, 4), dtype=np.int8)
        n_down = np.zeros(n_players, dtype=np.int64)
        # `advise`: seat 0's take at script index hero_s forced, or -1: the card hero_card from
        # whichever other seat shows it (nothing where none does), -1 taking nothing
        hero_s = rules[R_HERO_AT] - 1 if rules[R_HERO_CHOICE] > 0 else -1
        hero_card = rules[R_HERO_CHOICE] - 2
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, n_shuffle, state)
            measure = rules[R_VOL_EVERY] > 0 and deal_no % rules[R_VOL_EVERY] == 0
            pos = 0
            for p in range(n_players):
                n_hand[p] = 0
                n_up[p] = 0
                n_down[p] = 0
                live[p] = True
                held[p] = 0
                up_ranks[p] = 0
                hand_ranks[p] = 0
                up_suits[p] = 0
                sums[0, p] = 0
                sums[1, p] = 0
                sums[2, p] = 0
            all_up_ranks = np.int64(0)  # every seat's up cards: taking moves them, never adds
            all_up_suits = np.int64(0)
            taking = rules[R_POLICY] == 0
            takes = 0
            n_rounds = 0
            for s in range(script.shape[0]):
                # a down street in its own short loop, away from the take code
                for p in range(n_players if script[s] != 1 else 0):
                    c = d[pos]
                    pos += 1
                    _add_card(sums, hand_ranks, n_hand, p, c, CTW)
                    down[p, n_down[p]] = c
                    n_down[p] += 1
                for p in range(n_players if script[s] == 1 else 0):
                    c = d[pos]
                    pos += 1
                    _add_card(sums, hand_ranks, n_hand, p, c, CTW)
                    u = np.uint8(c)
                    up[p, n_up[p]] = c
                    n_up[p] += 1
                    up_ranks[p] += np.int64(1) << (4 * (c >> 2))
                    all_up_ranks += np.int64(1) << (4 * (c >> 2))
                    up_suits[p] |= CTW[0, 2, u]
                    all_up_suits |= CTW[0, 2, u]
                    if c & 3 != 2 or not (taking or p == 0 and s == hero_s):
                        continue
                    n = n_hand[p]
                    key = sums[0, p]
                    sc = sums[1, p]
                    sb = sums[2, p]
                    bv = np.int64(-1)
                    brank = -1
                    bq = -1
                    bj = -1
                    # Without its suits, a hand's value depends on the taken rank alone; a rank that
                    # pairs nothing and fills no straight only adds a kicker, where the highest
                    # shown does best. So the ranks worth a look are few.
                    shown = present_ranks(all_up_ranks - up_ranks[p])
                    own = present_ranks(hand_ranks[p])
                    pairing = shown & own
                    fills = shown & _straight_fills(own)
                    kickers = shown & ~own & ~fills
                    useful = pairing | fills
                    if kickers:
                        useful |= np.int64(1) << top_bit(kickers)
                    while useful:
                        r = top_bit(useful) >> 2
                        useful ^= np.int64(1) << (4 * r)
                        if n < 7:  # the rank class: numbered in value order, one read less
                            rank_key = (key + CTW[0, 0, np.uint8(4 * r)]) & KEY_MASK
                            v = np.int64(NONFLUSH[0][0, OFFS[rank_key >> HASH_SHIFT]
                                                     + (rank_key & HASH_MASK)])
                        else:  # eight cards and more: past the tables
                            v = rank_value(hand_ranks[p] + (np.int64(1) << (4 * r)))
                        if v > bv:  # ranks come high to low: an equal value keeps the higher
                            bv = v
                            brank = r
                    fours = (sc + 0x7C7C7C7C) & 0x80808080  # the suits held four times or more
                    if fours != 0 and brank >= 0:
                        # A card's value is now the larger of its rank's (above) and the best
                        # flush with it. Cards that make no better flush than the one held rank as
                        # above, unless that flush beats them all: then every card is worth it and
                        # the highest rank shown does best. A card that makes a better flush beats
                        # them only if its flush beats the best so far: a flush value never equals a
                        # value of the other categories. Those cards are few: the other seats' up
                        # cards of the suits held four times, read from suit bits.
                        v = np.int64(NONFLUSH[1][bv]) if n < 7 else bv
                        made = np.int64(-1)  # the flush already held, if any
                        fives = (sc + 0x7B7B7B7B) & 0x80808080
                        for su in range(4):
                            if (fives >> (8 * su + 7)) & 1:
                                made = max(made, np.int64(FLUSH[0, (sb >> (16 * su)) & 0x1FFF]))
                        if v > made:
                            bv = v
                        else:  # every card keeps the flush held: the highest rank shown does best
                            bv = made
                            brank = top_bit(shown) >> 2
                        others = all_up_suits & ~up_suits[p]
                        bcard = -1
                        for su in range(4):
                            if (fours >> (8 * su + 7)) & 1:
                                in_suit = (sb >> (16 * su)) & 0x1FFF
                                offered = (others >> (16 * su)) & 0x1FFF
                                while offered:
                                    r = top_bit(offered)
                                    offered ^= np.int64(1) << r
                                    f = np.int64(FLUSH[0, in_suit | (np.int64(1) << r)])
                                    if f > bv or (f == bv and r > brank):
                                        bv = f
                                        brank = r
                                        bcard = 4 * r + su
                        if bcard >= 0:  # one card of a single deck: one seat shows it
                            card_bit = np.int64(1) << (16 * (bcard & 3) + (bcard >> 2))
                            for q in range(n_players):
                                if up_suits[q] & card_bit:
                                    bq = q
                            for j in range(n_up[bq]):
                                if up[bq, j] == bcard:
                                    bj = j
                    if brank >= 0 and bq < 0:
                        # its first card, seat by seat to the left: a mask of the other seats
                        # showing the rank, then the lowest seat above p, else the lowest
                        # (branch-free: the seat is as good as random to the predictor)
                        seats = np.int64(0)
                        for q in range(n_players):
                            nib = (up_ranks[q] >> (4 * brank)) & 15
                            seats |= ((nib | (nib >> 1) | (nib >> 2)) & 1) << q
                        seats &= ~(np.int64(1) << p)
                        after = seats & (np.int64(-2) << p)
                        if after != 0:
                            seats = after
                        bq = top_bit(seats & -seats)
                        for j in range(n_up[bq]):
                            if up[bq, j] >> 2 == brank:
                                bj = j
                                break
                    if p == 0 and s == hero_s:  # the policy's choice overridden
                        bq = -1
                        for q in range(1, n_players):
                            for j in range(n_up[q]):
                                if up[q, j] == hero_card:
                                    bq = q
                                    bj = j
                    if bq < 0:
                        continue
                    t = up[bq, bj]
                    for j in range(bj, n_up[bq] - 1):
                        up[bq, j] = up[bq, j + 1]
                    n_up[bq] -= 1
                    n_hand[bq] -= 1
                    n_hand[p] += 1
                    up[p, n_up[p]] = t
                    n_up[p] += 1
                    takes += 1
                    bit = np.int64(1) << (4 * (t >> 2))
                    up_ranks[bq] -= bit
                    up_ranks[p] += bit
                    hand_ranks[bq] -= bit
                    hand_ranks[p] += bit
                    u = np.uint8(t)
                    sums[0, bq] -= CTW[0, 0, u]
                    sums[1, bq] -= CTW[0, 1, u]
                    sums[2, bq] &= ~CTW[0, 2, u]
                    up_suits[bq] &= ~CTW[0, 2, u]
                    up_suits[p] |= CTW[0, 2, u]
                    sums[0, p] += CTW[0, 0, u]
                    sums[1, p] += CTW[0, 1, u]
                    sums[2, p] |= CTW[0, 2, u]
                if measure and s >= 2:
                    for p in range(n_players):
                        _join_rows(down, n_down, up, n_up, hand, p)
                    record_leaders(hand, n_hand, up, n_up, live, n_players, CTW, WM, OFFS, NONFLUSH, FLUSH,
                                   TB, scratch, lead_full, lead_show, n_rounds)
                    n_rounds += 1
            for p in range(n_players):
                n = n_hand[p]
                if n <= 7:
                    values[p] = value_of_parts(sums[0, p], sums[1, p], sums[2, p], OFFS, NONFLUSH, FLUSH)
                elif not is_flush(sums[1, p]):
                    values[p] = rank_value(hand_ranks[p])
                else:
                    _join_rows(down, n_down, up, n_up, hand, p)
                    values[p] = best_big(hand, p, n, WM[0], TB, scratch)
                row[O_HAND_SIZE + n_hand[p]] += 1
            best = record_showdown(values, live, n_players, row, held)
            row[O_TAKES + min(takes, 31)] += 1
            if measure:
                count_volatility(values, live, best, lead_full, lead_show, n_rounds, row)
    return counts

"""English Stud: seven-card stud with a one-card draw after the fifth, sixth and seventh streets.
The discard is bit arithmetic on packed rank counts (``_spare_rank``, ``_flush_ranks``).

The block runner. The pieces it shares with the other stud games where players act, and the
note on how their runners are written, are in kernels/eval/showdown.py.
"""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.bits import low_rank, top_bit
from ..core.deal import block_span, block_state, deck_with_room, next_order, restock
from ..core.layout import DRAW_SLICES, runner_layout
from ..drivers.stud import R_POLICY, R_VOL_EVERY, count_volatility
from ..drivers.stud_layout import R_HERO_AT, R_HERO_CHOICE
from ..eval.showdown import (ACE, ONE_EACH, fill_up, is_flush, top_straight, record_leaders,
                               record_showdown, value_of_parts)
from ..drivers.stud import stud_scratch

WHEEL = (1 << ACE) | 0xF                  # A-2-3-4-5 as a 13-bit rank mask
BYTE_ONES = 0x01010101010101    # seven bytes of rank positions; the zero-byte test needs no
BYTE_HIGHS = 0x80808080808080   # eighth, and int64 keeps Numba's arithmetic integer
NO_RANKS = 0x7F7F7F7F7F7F7F     # an empty position's byte: matches no rank


LAYOUT, OFFSETS, N_COUNTERS = runner_layout(DRAW_SLICES)
O_DRAWN = OFFSETS["drawn"][0]
O_RESHUFFLED = OFFSETS["reshuffled"][0]


@njit(cache=True, inline="always")
def _flush_ranks(suit_ranks):
    """The ranks of the best five of one suit's cards (a 13-bit rank mask of five or more): its
    highest straight, else its five highest ranks."""
    run = suit_ranks & (suit_ranks >> 1) & (suit_ranks >> 2) & (suit_ranks >> 3) & (suit_ranks >> 4)
    if run != 0:
        return np.int64(0x1F) << top_bit(run)
    if (suit_ranks & WHEEL) == WHEEL:
        return np.int64(WHEEL)
    used = np.int64(0)
    for _ in range(5):
        used |= np.int64(1) << top_bit(suit_ranks & ~used)
    return used


@njit(cache=True, inline="always")
def _spare_rank(held_counts):
    """The lowest rank of six or seven cards held more often than their best five use it (a card
    of it can go without changing the value), when no five of them share a suit. From the packed
    counts alone: no table read, whose wait would sit on the decision's path.

    Six or seven cards with five ranks in a row make no full house or four of a kind, so their
    best five are the highest run: any rank outside it, or held twice in it, is spare. Otherwise
    the best five are rank groups: the highest four or three of a kind; with three of a kind the
    highest pair, without it the two highest pairs; then kickers, one card of each rank left from
    the top down. Those groups are used in full, and six or seven cards always leave a card of
    the lowest rank outside them unused, so that rank is the answer."""
    straight = top_straight(held_counts)
    if straight != 0:
        return low_rank((held_counts & ~straight) | ((held_counts & straight) - (ONE_EACH & straight)))
    b0 = held_counts & ONE_EACH
    b1 = (held_counts >> 1) & ONE_EACH
    b2 = (held_counts >> 2) & ONE_EACH   # the ranks held four times
    rest = held_counts
    pairs = b1 & ~b0                     # the ranks held twice
    n_pairs = 2
    if b2 != 0:
        rest &= ~(np.int64(15) << top_bit(b2))
        n_pairs = 0
    elif b0 & b1 != 0:                   # the ranks held three times
        rest &= ~(np.int64(15) << top_bit(b0 & b1))
        n_pairs = 1
    for _ in range(n_pairs):
        if pairs != 0:
            top = top_bit(pairs)
            pairs ^= np.int64(1) << top
            rest &= ~(np.int64(15) << top)
    return low_rank(rest)


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_english_blocks(deck, n_players, rules, block_keys, block_size, first_deal,
                       n_trials, orders, script, CTW, WM, OFFS, NONFLUSH, FLUSH, TB):
    """Seven-card stud with a one-card draw after the fifth, sixth and seventh streets."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        cards = deck_with_room(deck)
        d = cards[:deck.shape[0]]
        (hand, up, face, n_hand, n_up, values, work, live, held, lead_full, lead_show, scratch,
         discards) = stud_scratch(n_players)
        drawn = np.zeros(n_players, dtype=np.int64)
        sums = np.zeros((5, n_players), dtype=np.int64)  # running card-table sums per seat
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, d.shape[0], state)
            measure = rules[R_VOL_EVERY] > 0 and deal_no % rules[R_VOL_EVERY] == 0
            pos = 0
            end = d.shape[0]
            n_disc = 0
            for p in range(n_players):
                n_hand[p] = 0
                live[p] = True
                held[p] = 0
                drawn[p] = 0
                sums[0, p] = 0  # running sums of each seat's card-table entries
                sums[1, p] = 0
                sums[2, p] = 0
                sums[3, p] = 0  # each rank's count, four bits a rank
                sums[4, p] = NO_RANKS  # the rank at each hand position, a byte a position
            drawing = rules[R_POLICY] == 0
            # `advise`: seat 0's draw at street hero_at forced: 1 stand pat, 2 + i replace card i
            hero_at = rules[R_HERO_AT] - 1 if rules[R_HERO_CHOICE] > 0 else -1
            n_rounds = 0
            for s in range(script.shape[0]):
                if end - pos < n_players:
                    end, n_disc = restock(cards, end, discards, n_disc, state)
                for p in range(n_players):
                    c = cards[pos]
                    pos += 1
                    hand[p, n_hand[p]] = c
                    face[p, n_hand[p]] = script[s]
                    n_hand[p] += 1
                    u = np.uint8(c)
                    sums[0, p] += CTW[0, 0, u]
                    sums[1, p] += CTW[0, 1, u]
                    sums[2, p] |= CTW[0, 2, u]
                    sums[3, p] += np.int64(1) << (4 * (c >> 2))
                    sums[4, p] ^= np.int64((c >> 2) ^ 0x7F) << (8 * n_hand[p] - 8)
                if s >= 4 and (drawing or hero_at == s):
                    # each seat's discard from its packed rank counts (no table read to wait on)
                    for p in range(n_players):
                        n = n_hand[p]
                        held_counts = sums[3, p]
                        sc = sums[1, p]
                        at = -1
                        r = 0
                        if p == 0 and hero_at == s:
                            if rules[R_HERO_CHOICE] == 1:
                                continue
                            at = rules[R_HERO_CHOICE] - 2
                        elif not drawing:
                            continue
                        elif n == 5:
                            # five cards stand pat on a straight or better: a straight, a flush,
                            # a full house (no rank held once) or four of a kind. Below that the
                            # best four keep every group and drop the lowest single card, since
                            # four cards make no straight or flush.
                            singles = held_counts & ~(held_counts >> 1) & ~(held_counts >> 2) & ONE_EACH
                            if (singles == 0 or held_counts & (ONE_EACH << 2) != 0 or is_flush(sc)
                                    or top_straight(held_counts) != 0):
                                continue
                            r = low_rank(singles)
                        elif is_flush(sc):
                            # six or seven cards: some card is outside the best five, so the least
                            # useful card keeps the value; the first such card by (rank, position)
                            # is the one. Seven cards with a flush make no full house or four of a
                            # kind, so the best five are the flush suit's; a card outside them can
                            # share its rank with one of them, so the position skips that card.
                            flush_suit = top_bit((sc + 0x7B7B7B7B) & 0x80808080) >> 3
                            used = _flush_ranks((sums[2, p] >> (16 * flush_suit)) & 0x1FFF)
                            spare = held_counts
                            for i in range(13):
                                spare -= ((used >> i) & 1) << (4 * i)
                            r = low_rank(spare)
                            for i in range(n):
                                c = hand[p, i]
                                if at < 0 and c >> 2 == r and (c & 3 != flush_suit or not (used >> r) & 1):
                                    at = i
                        else:
                            r = _spare_rank(held_counts)  # the first card of the lowest spare rank
                        if at < 0:  # the first position of rank r: the lowest zero byte of ranks ^ r
                            x = sums[4, p] ^ (r * BYTE_ONES)
                            zeros = (x - BYTE_ONES) & ~x & BYTE_HIGHS
                            at = top_bit(zeros & -zeros) >> 3
                        discards[n_disc] = hand[p, at]
                        n_disc += 1
                        if pos == end:
                            end, n_disc = restock(cards, end, discards, n_disc, state)
                        c = cards[pos]
                        pos += 1
                        old = np.uint8(hand[p, at])
                        u = np.uint8(c)
                        sums[0, p] += CTW[0, 0, u] - CTW[0, 0, old]
                        sums[1, p] += CTW[0, 1, u] - CTW[0, 1, old]
                        sums[2, p] = (sums[2, p] & ~CTW[0, 2, old]) | CTW[0, 2, u]
                        sums[3, p] += (np.int64(1) << (4 * (c >> 2))) - (np.int64(1) << (4 * (old >> 2)))
                        hand[p, at] = c
                        sums[4, p] ^= np.int64((c >> 2) ^ (old >> 2)) << (8 * at)
                        drawn[p] += 1
                if measure and s >= 2:
                    fill_up(hand, face, n_hand, up, n_up, n_players)
                    record_leaders(hand, n_hand, up, n_up, live, n_players, CTW, WM, OFFS, NONFLUSH, FLUSH,
                                   TB, scratch, lead_full, lead_show, n_rounds)
                    n_rounds += 1
            for p in range(n_players):
                values[p] = value_of_parts(sums[0, p], sums[1, p], sums[2, p], OFFS, NONFLUSH, FLUSH)
                row[O_DRAWN + min(drawn[p], 7)] += 1
            best = record_showdown(values, live, n_players, row, held)
            row[O_RESHUFFLED] += np.int64(end > d.shape[0])
            if measure:
                count_volatility(values, live, best, lead_full, lead_show, n_rounds, row)
    return counts

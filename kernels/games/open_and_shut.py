"""Open and Shut: one down and four up, then a draw of up to three (four keeping an ace) dealt
face down; deuces face down are wild.

The block runner. The pieces it shares with the other stud games where players act, and the
note on how their runners are written, are in kernels/eval/showdown.py.
"""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..eval.evaluate import CAT_SHIFT, WILD_UNIT
from ..core.bits import top_rank
from ..core.deal import block_span, block_state, deck_with_room, next_order, restock
from ..core.layout import DRAW_SLICES, runner_layout
from ..drivers.stud import R_POLICY, R_VOL_EVERY, count_volatility
from ..drivers.stud_layout import R_HERO_CHOICE
from ..eval.showdown import (ACE, ONE_EACH, fill_up, record_showdown, score_row,
                               value_of_parts)
from ..drivers.stud import stud_scratch

STRAIGHT = 6        # category index: straight and above need all five cards
DEUCE = 0


LAYOUT, OFFSETS, N_COUNTERS = runner_layout(DRAW_SLICES)
O_DRAWN = OFFSETS["drawn"][0]
O_RESHUFFLED = OFFSETS["reshuffled"][0]


@njit(cache=True, inline="always")
def _hole_deuce_parts(hand, face, p, n, CTW):
    """Parts of a hand whose face-down deuces are wild: (key, suit counts, suit bits, wilds)."""
    key = np.int64(0)
    sc = np.int64(0)
    sb = np.int64(0)
    w = 0
    for i in range(n):
        c = hand[p, i]
        if face[p, i] == 0 and c >> 2 == DEUCE:
            key += WILD_UNIT
            w += 1
        else:
            u = np.uint8(c)
            key += CTW[0, 0, u]
            sc += CTW[0, 1, u]
            sb |= CTW[0, 2, u]
    return key, sc, sb, w


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_open_shut_blocks(deck, n_players, rules, block_keys, block_size, first_deal,
                         n_trials, orders, script, CTW, WM, OFFS, NONFLUSH, FLUSH, TB):
    """One down and four up, then a draw of up to three (four keeping an ace) dealt face down;
    deuces face down are wild."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        cards = deck_with_room(deck)
        d = cards[:deck.shape[0]]
        (hand, up, face, n_hand, n_up, values, work, live, held, lead_full, lead_show, scratch,
         discards) = stud_scratch(n_players)
        drawn = np.zeros(n_players, dtype=np.int64)
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
                drawn[p] = 0
            drawing = rules[R_POLICY] == 0
            hero = rules[R_HERO_CHOICE]  # `advise`: 1 + the mask of seat 0's cards kept
            n_rounds = 0
            n_streets = script.shape[0]
            for s in range(n_streets + 1):
                if s < n_streets:
                    if end - pos < n_players:
                        end, n_disc = restock(cards, end, discards, n_disc, state)
                    for p in range(n_players):
                        hand[p, n_hand[p]] = cards[pos]
                        face[p, n_hand[p]] = script[s]
                        n_hand[p] += 1
                        pos += 1
                elif drawing or hero > 0:
                    # every seat's value first: the table reads overlap, while a draw only
                    # changes its own seat's hand
                    for p in range(n_players):
                        key, sc, sb, w = _hole_deuce_parts(hand, face, p, n_hand[p], CTW)
                        work[p] = value_of_parts(key, sc, sb, OFFS, NONFLUSH, FLUSH)
                    for p in range(n_players):
                        n = n_hand[p]
                        cat = work[p] >> CAT_SHIFT
                        forced = p == 0 and hero > 0
                        if not forced and (cat >= STRAIGHT or not drawing):
                            continue
                        ranks_held = np.int64(0)  # each natural rank's count, four bits a rank
                        for i in range(n):
                            if not (face[p, i] == 0 and hand[p, i] >> 2 == DEUCE):
                                ranks_held += np.int64(1) << (4 * (hand[p, i] >> 2))
                        once = (ranks_held | (ranks_held >> 1) | (ranks_held >> 2)) & ONE_EACH
                        twice = ((ranks_held >> 1) | (ranks_held >> 2)) & ONE_EACH
                        thrice = ((ranks_held & (ranks_held >> 1)) | (ranks_held >> 2)) & ONE_EACH
                        # the largest group, the highest rank on a tie; wild cards are always kept
                        top_r = top_rank(thrice if thrice else (twice if twice else once))
                        if cat == 4:  # two pair
                            keep_mask = 0
                            while twice:
                                r = top_rank(twice)
                                keep_mask |= 1 << r
                                twice ^= np.int64(1) << (4 * r)
                        elif cat >= 1:  # one pair or three of a kind, wild cards included
                            keep_mask = 1 << top_r
                        elif (once >> (4 * ACE)) & 1:
                            keep_mask = 1 << ACE
                        else:
                            second = top_rank(once ^ (np.int64(1) << (4 * top_r)))
                            keep_mask = (1 << top_r) | (1 << second)
                        k = 0
                        for i in range(n):
                            c = hand[p, i]
                            wild = face[p, i] == 0 and c >> 2 == DEUCE
                            if ((hero - 1) >> i) & 1 if forced else wild or (keep_mask >> (c >> 2)) & 1:
                                hand[p, k] = c
                                face[p, k] = face[p, i]
                                k += 1
                            else:
                                discards[n_disc] = c
                                n_disc += 1
                        drawn[p] = n - k
                        if end - pos < n - k:
                            end, n_disc = restock(cards, end, discards, n_disc, state)
                        for i in range(k, n):
                            hand[p, i] = cards[pos]
                            face[p, i] = 0
                            pos += 1
                if measure and s >= 1:
                    fill_up(hand, face, n_hand, up, n_up, n_players)
                    bf = np.int64(-1)
                    bs = np.int64(-1)
                    lf = 0
                    ls = 0
                    for p in range(n_players):
                        key, sc, sb, w = _hole_deuce_parts(hand, face, p, n_hand[p], CTW)
                        v = value_of_parts(key, sc, sb, OFFS, NONFLUSH, FLUSH)
                        if v > bf:
                            bf = v
                            lf = p
                        v = score_row(up, p, n_up[p], 0, CTW, OFFS, NONFLUSH, FLUSH)
                        if v > bs:
                            bs = v
                            ls = p
                    lead_full[n_rounds] = lf
                    lead_show[n_rounds] = ls
                    n_rounds += 1
            for p in range(n_players):
                key, sc, sb, w = _hole_deuce_parts(hand, face, p, n_hand[p], CTW)
                values[p] = value_of_parts(key, sc, sb, OFFS, NONFLUSH, FLUSH)
                held[p] = w
                row[O_DRAWN + min(drawn[p], 7)] += 1
            best = record_showdown(values, live, n_players, row, held)
            row[O_RESHUFFLED] += np.int64(end > d.shape[0])
            if measure:
                count_volatility(values, live, best, lead_full, lead_show, n_rounds, row)
    return counts

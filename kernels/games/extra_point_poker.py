"""Extra Point Poker: seven-card stud whose up cards must be kicked between two goal posts.

Two decks: the deal deck gives each player two down cards, a football in each of four rounds and
a last down card, at fixed places; the post deck gives two posts a kick (and one more for a bent
post). A football strictly between its posts is the kicker's up card, else it is dead. Used posts
are reshuffled into a new post deck when it runs out, in the order of a fresh permutation (the
trial's next one when a stream is replayed). Showdown: best five, or all of a shorter hand.
"""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.categories import CAT_SHIFT
from ..core.deal import block_span, block_state, next_order, restock_in_order
from ..eval.evaluate import eval7_fast
from .extra_point_poker_layout import (ACE_HIGH, ACE_LOW, BEND_ALWAYS, BEND_NEVER,  # noqa: F401
                                       GOOD, MAX_HAND, N_COUNTERS, OFFSETS, O_ACE_CALLS, O_BENDS,
                                       O_FINAL, O_FIRST, O_GOOD_BY_ROUND, O_RESHUFFLES, O_SIZES,
                                       O_WINNER_SIZES, POST, R_ACE_POLICY, R_BEND_POLICY,
                                       R_BEND_THE_POST, R_HERO_ACE, ROUNDS, SHARE_UNITS, WIDE)
from ..eval.showdown import NO_SECOND, best_live, count_hands, count_winner, pay_best
from ..core.rng import partial_shuffle

ACE = 12


@njit(cache=True, inline="always")
def _judge(fr, lo, hi, any_ace_post):
    """GOOD, POST or WIDE for a football of rank index fr between posts worth lo <= hi."""
    if fr == ACE:
        return POST if any_ace_post else WIDE
    v = fr + 2
    if lo < v < hi:
        return GOOD
    if v == lo or v == hi:
        return POST
    return WIDE


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_extra_point_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials,
                           orders, CT, OFFS, NONFLUSH, FLUSH):
    """Counts of Extra Point Poker, one row per block (``orders``: replayed streams, a row a
    deal, 52 cards a permutation: the deal deck, the post deck, then each reshuffle's order)."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    bend_on = rules[R_BEND_THE_POST] != 0
    ace_policy = rules[R_ACE_POLICY]
    bend_policy = rules[R_BEND_POLICY]
    hero_ace = rules[R_HERO_ACE]
    P = n_players
    for blk in range(n_blocks):
        state = block_state(block_keys, blk)
        d = deck.copy()
        posts = deck.copy()
        perm = deck.copy()
        hand = np.zeros((P, MAX_HAND), dtype=np.int64)
        n = np.zeros(P, dtype=np.int64)
        held_ranks = np.zeros(P, dtype=np.int64)
        value = np.zeros(P, dtype=np.int64)
        live = np.ones(P, dtype=np.bool_)  # nobody folds
        start, todo = block_span(blk, block_size, first_deal, n_trials)
        row = counts[blk]
        for deal_no in range(todo):
            deal = start + deal_no
            next_order(d, orders, deal, 7 * P, state)
            if orders.shape[0] > 0:
                for j in range(52):
                    posts[j] = orders[deal, 52 + j]
            else:
                partial_shuffle(posts, 52, state)
            n_posts = 52
            at = 0
            used = np.uint64(0)
            n_resh = 0
            for p in range(P):
                hand[p, 0] = d[p]
                hand[p, 1] = d[P + p]
                n[p] = 2
                held_ranks[p] = (np.int64(1) << (d[p] >> 2)) | (np.int64(1) << (d[P + p] >> 2))
            for r in range(ROUNDS):
                for p in range(P):
                    kick = np.uint64(0)     # the kick's posts, used once it is over
                    lr = np.int64(0)
                    rr = np.int64(0)
                    for k in range(2):
                        if at == n_posts:
                            n_resh += 1
                            n_posts = restock_in_order(posts, perm, orders, deal, 1 + n_resh,
                                                       used, state)
                            used = np.uint64(0)
                            at = 0
                        c = np.int64(posts[at])
                        at += 1
                        kick |= np.uint64(1) << np.uint64(c)
                        if k == 0:
                            lr = c >> 2
                        else:
                            rr = c >> 2
                    lv = lr + 2
                    rv = rr + 2
                    if lr == ACE and rr == ACE:
                        lv = 1
                        rv = 14
                    elif lr == ACE or rr == ACE:
                        other = rv if lr == ACE else lv
                        if ace_policy == ACE_HIGH:
                            call = 14
                        elif ace_policy == ACE_LOW:
                            call = 1
                        else:
                            call = 1 if other >= 8 else 14
                        if hero_ace != 0 and r == 0 and p == 0:
                            call = 14 if hero_ace == ACE_HIGH else 1
                        row[O_ACE_CALLS + (0 if call == 14 else 1)] += 1
                        if lr == ACE:
                            lv = call
                        else:
                            rv = call
                    f = np.int64(d[2 * P + r * P + p])
                    fr = f >> 2
                    out = _judge(fr, min(lv, rv), max(lv, rv), lr == ACE or rr == ACE)
                    row[O_FIRST + out] += 1
                    if out == POST and bend_on and bend_policy != BEND_NEVER:
                        if fr == ACE:
                            hit_left = lr == ACE
                            both = lr == ACE and rr == ACE
                        else:
                            hit_left = lv == fr + 2
                            both = lv == rv
                        wants = bend_policy == BEND_ALWAYS or (held_ranks[p] >> fr) & 1 == 1
                        if wants and not both:
                            if at == n_posts:
                                n_resh += 1
                                n_posts = restock_in_order(posts, perm, orders, deal, 1 + n_resh,
                                                           used, state)
                                used = np.uint64(0)
                                at = 0
                            c = np.int64(posts[at])
                            at += 1
                            kick |= np.uint64(1) << np.uint64(c)
                            nv = (c >> 2) + 2
                            keep = rv if hit_left else lv
                            if c >> 2 == ACE:   # called to make the kick good when one call does
                                nv = 14
                                if fr != ACE and min(keep, 1) < fr + 2 < max(keep, 1):
                                    nv = 1
                            lo = min(keep, nv)
                            hi = max(keep, nv)
                            out = GOOD if fr != ACE and lo < fr + 2 < hi else POST
                            row[O_BENDS] += 1
                            row[O_BENDS + 1] += np.int64(out == GOOD)
                    row[O_FINAL + out] += 1
                    if out == GOOD:
                        hand[p, n[p]] = f
                        n[p] += 1
                        held_ranks[p] |= np.int64(1) << fr
                        row[O_GOOD_BY_ROUND + r] += 1
                    used |= kick
            for p in range(P):
                hand[p, n[p]] = d[6 * P + p]
                n[p] += 1
            row[O_RESHUFFLES] += n_resh
            for p in range(P):
                value[p] = eval7_fast(hand[p], n[p], CT, OFFS, NONFLUSH, FLUSH)
                row[O_SIZES + n[p]] += 1
            best, n_win = best_live(value, live, P)
            count_hands(value, live, P, row)
            pay_best(value, live, P, row, best, n_win, SHARE_UNITS, NO_SECOND)
            for p in range(P):
                if value[p] == best:
                    row[O_WINNER_SIZES + n[p]] += 1
            count_winner(row, best >> CAT_SHIFT, n_win)
    return counts

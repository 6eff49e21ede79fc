"""Auction: seven-card stud whose four up cards are bought. Each round turns up one card a player;
everyone bids at once, and in order of the bids (equal bids: nearest the dealer's left first) each
takes one of the cards still on offer. The bids go into the pot; best five of seven wins it.
"""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from .auction_layout import (ANTE, BID_FLAT, BID_HIGH, MAX_BID, MIN_BID, N_COUNTERS, OFFSETS,  # noqa: F401
                             NET_SCALE, O_BIDS, O_FIRST_PICK, O_FIRST_PICKER_SHARE, O_NET_SQ,
                             O_SPENT, O_SPENT_SQ, O_WON, PICK_HIGHEST, R_BID_POLICY,
                             R_HERO_BID, R_HERO_PICK, R_PICK_POLICY, ROUNDS, SHARE_UNITS)
from ..core.categories import CAT_SHIFT
from ..core.deal import block_span, block_state, next_order
from ..eval.evaluate import eval7_fast, hash_lookup
from ..eval.showdown import NO_SECOND, best_live, count_hands, count_winner, pay_best

# the category index a bid counts in: four-card hands do not exist here, so nine steps
NINE = np.array([0, 1, -1, -1, 2, 3, 4, 5, 6, 7, 8, 9], dtype=np.int64)


@njit(cache=True, inline="always")
def _better(v, c, best_v, best_c):
    """Whether a card c making value v beats the best so far: equal values, the higher rank
    (the earlier position is kept by scanning in order)."""
    return v > best_v or (v == best_v and c >> 2 > best_c >> 2)


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_auction_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials,
                       orders, CT, OFFS, NONFLUSH, FLUSH):
    """Counts of Auction, one row per block (rows from ``orders`` when given: replays)."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    bid_policy = rules[R_BID_POLICY]
    pick_policy = rules[R_PICK_POLICY]
    hero_bid = rules[R_HERO_BID]    # `advise`: seat 0's first bid and pick forced
    hero_pick = rules[R_HERO_PICK]
    P = n_players
    for blk in range(n_blocks):
        state = block_state(block_keys, blk)
        d = deck.copy()
        hands = np.zeros((P, 8), dtype=np.int64)
        hand = np.zeros(8, dtype=np.int64)
        offer = np.zeros(P, dtype=np.int64)
        taken = np.zeros(P, dtype=np.bool_)
        bid = np.zeros(P, dtype=np.int64)
        order = np.zeros(P, dtype=np.int64)
        spent = np.zeros(P, dtype=np.int64)
        value = np.zeros(P, dtype=np.int64)
        live = np.ones(P, dtype=np.bool_)  # nobody folds
        # each seat's held cards as summed card-table entries, and their value with each
        # offered card (fixed within a round: a seat's cards change only when it picks)
        key = np.zeros(P, dtype=np.int64)
        suits = np.zeros(P, dtype=np.int64)
        sbits = np.zeros(P, dtype=np.int64)
        with_card = np.zeros((P, P), dtype=np.int64)
        start, todo = block_span(blk, block_size, first_deal, n_trials)
        row = counts[blk]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, 7 * P, state)
            for p in range(P):
                hands[p, 0] = d[p]
                hands[p, 1] = d[P + p]
                spent[p] = 0
                key[p] = CT[0, d[p]] + CT[0, d[P + p]]
                suits[p] = CT[1, d[p]] + CT[1, d[P + p]]
                sbits[p] = CT[2, d[p]] | CT[2, d[P + p]]
            first_picker = 0
            for r in range(ROUNDS):
                n = 2 + r
                for i in range(P):
                    offer[i] = d[2 * P + r * P + i]
                    taken[i] = False
                for p in range(P):
                    held = hash_lookup(key[p], suits[p], sbits[p], OFFS, NONFLUSH, FLUSH)
                    top = np.int64(-1)
                    top_c = 0
                    for i in range(P):
                        c = offer[i]
                        v = hash_lookup(key[p] + CT[0, c], suits[p] + CT[1, c], sbits[p] | CT[2, c],
                                        OFFS, NONFLUSH, FLUSH)
                        with_card[p, i] = v
                        if _better(v, c, top, top_c):
                            top = v
                            top_c = c
                    gain = NINE[top >> CAT_SHIFT] - NINE[held >> CAT_SHIFT]
                    if bid_policy == BID_FLAT:
                        bid[p] = MIN_BID
                    elif bid_policy == BID_HIGH:
                        bid[p] = MAX_BID if gain >= 1 else MIN_BID
                    else:
                        bid[p] = min(MAX_BID, MIN_BID + 2 * gain)
                    if hero_bid != 0 and r == 0 and p == 0:
                        bid[p] = hero_bid
                    spent[p] += bid[p]
                    row[O_BIDS + bid[p]] += 1
                # pick order: higher bids first, equal bids the lower seat first
                k = 0
                for b in range(MAX_BID, MIN_BID - 1, -1):
                    for p in range(P):
                        if bid[p] == b:
                            order[k] = p
                            k += 1
                row[O_FIRST_PICK + order[0]] += 1
                if r == 0:
                    first_picker = order[0]
                for k in range(P):
                    p = order[k]
                    pick = -1
                    for i in range(P):
                        if taken[i]:
                            continue
                        if pick_policy == PICK_HIGHEST:
                            if pick < 0 or offer[i] >> 2 > offer[pick] >> 2:
                                pick = i
                        elif pick < 0 or _better(with_card[p, i], offer[i], with_card[p, pick],
                                                 offer[pick]):
                            pick = i
                    if hero_pick != 0 and r == 0 and p == 0 and not taken[hero_pick - 1]:
                        pick = hero_pick - 1
                    taken[pick] = True
                    c = offer[pick]
                    hands[p, n] = c
                    key[p] += CT[0, c]
                    suits[p] += CT[1, c]
                    sbits[p] |= CT[2, c]
            for p in range(P):
                hands[p, 6] = d[6 * P + p]
                for j in range(7):
                    hand[j] = hands[p, j]
                value[p] = eval7_fast(hand, 7, CT, OFFS, NONFLUSH, FLUSH)
            best, n_win = best_live(value, live, P)
            count_hands(value, live, P, row)
            pot = P * ANTE
            for p in range(P):
                pot += spent[p]
            for p in range(P):
                won = pot * NET_SCALE // n_win if value[p] == best else 0
                net = won - (ANTE + spent[p]) * NET_SCALE
                row[O_WON + p] += won
                row[O_NET_SQ + p] += net * net
                row[O_SPENT + p] += spent[p]
                row[O_SPENT_SQ + p] += spent[p] * spent[p]
            pay_best(value, live, P, row, best, n_win, SHARE_UNITS, NO_SECOND)
            if value[first_picker] == best:
                row[O_FIRST_PICKER_SHARE] += SHARE_UNITS // n_win
            count_winner(row, best >> CAT_SHIFT, n_win)
    return counts

"""Psycho: five-card draw with a draw limit set before the deal, then stud: each seat turns three
of its five cards up, and is dealt a sixth card face up and a seventh face down; best five of
seven. On the draw driver's rules and counters (kernels/drivers/draw_layout.py) and its keep policy; a
kernel of its own, so that five-card draw's stays as small as it is."""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.categories import CAT_SHIFT
from ..core.deal import block_span, block_state, deck_with_room, next_order, restock
from ..drivers.draw import draw_keep_mask
from ..drivers.draw_layout import (HAND, N_COUNTERS, O_BEFORE, O_DRAWN, O_IMPROVED, O_RESHUFFLED,
                                   R_DRAW_POLICY, R_HERO_HOLD, R_MAX_DRAW, R_SHOW_POLICY,
                                   SHOW_HIDE)
from ..drivers.draw_layout import OFFSETS  # noqa: F401  the layout it counts in (tests/test_layouts.py)
from ..core.layout import O_LEAD_CHANGES, O_LEAD_FULL, O_LEAD_SHOW, O_SHOW_CHANGES, O_VOL_DEALS
from ..eval.showdown import record_showdown, score_row

CARDS = HAND + 2    # five, a sixth face up, a seventh face down
SHOWN = 3
FULL_ROUNDS = 4     # leaders: after the deal, the draw, the sixth card, the seventh
SHOW_ROUNDS = 2     # leaders showing: after turning three up, after the sixth card


@njit(cache=True, inline="always")
def _limit(hand, p, keep, max_draw):
    """``keep`` with the highest-ranked thrown cards (the first on equal rank) kept again until
    at most ``max_draw`` are thrown. Calls nothing."""
    thrown = 0
    for i in range(HAND):
        thrown += 1 - ((keep >> i) & 1)
    while thrown > max_draw:
        at = -1
        for i in range(HAND):
            if not (keep >> i) & 1 and (at < 0 or hand[p, i] >> 2 > hand[p, at] >> 2):
                at = i
        keep |= 1 << at
        thrown -= 1
    return keep


@njit(cache=True, inline="always")
def _argmax(values, n_players):
    """The seat with the largest value, the lowest on a tie."""
    at = 0
    for p in range(1, n_players):
        if values[p] > values[at]:
            at = p
    return at


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_psycho_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials, orders,
                      CTW, WM, OFFS, NONFLUSH, FLUSH):
    """Counts of Psycho, one row per block (rows from ``orders`` when given: replays)."""
    n_blocks = block_keys.shape[0]
    n_deck = deck.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    max_draw = rules[R_MAX_DRAW]
    n_shuffle = min(n_deck, n_players * (CARDS + max_draw))
    policy = rules[R_DRAW_POLICY]
    hide = rules[R_SHOW_POLICY] == SHOW_HIDE
    hero_hold = rules[R_HERO_HOLD]
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        cards = deck_with_room(deck)
        d = cards[:n_deck]
        hand = np.empty((n_players, CARDS), dtype=np.int8)
        up = np.empty((n_players, SHOWN + 1), dtype=np.int8)
        work = np.empty(HAND, dtype=np.int8)
        values = np.zeros(n_players, dtype=np.int64)
        before = np.zeros(n_players, dtype=np.int64)
        held = np.zeros(n_players, dtype=np.int64)
        live = np.ones(n_players, dtype=np.bool_)
        discards = np.empty(n_deck, dtype=np.int8)
        lead_full = np.zeros(FULL_ROUNDS, dtype=np.int64)
        lead_show = np.zeros(SHOW_ROUNDS, dtype=np.int64)
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, n_shuffle, state)
            for p in range(n_players):
                for i in range(HAND):
                    hand[p, i] = d[i * n_players + p]
                before[p] = score_row(hand, p, HAND, 0, CTW, OFFS, NONFLUSH, FLUSH)
            lead_full[0] = _argmax(before, n_players)
            pos = HAND * n_players
            end = n_deck
            n_disc = 0
            for p in range(n_players):
                keep = draw_keep_mask(hand, p, before[p] >> CAT_SHIFT, np.uint64(0), policy)
                keep = _limit(hand, p, keep, max_draw)
                if p == 0 and hero_hold > 0:  # `advise`: seat 0's hold forced
                    keep = hero_hold - 1
                # the kept cards in their order, then the new ones in the order dealt
                k = 0
                for i in range(HAND):
                    if (keep >> i) & 1:
                        work[k] = hand[p, i]
                        k += 1
                    else:
                        discards[n_disc] = hand[p, i]
                        n_disc += 1
                row[O_DRAWN + HAND - k] += 1
                if end - pos < HAND - k:
                    end, n_disc = restock(cards, end, discards, n_disc, state)
                for i in range(k, HAND):
                    work[i] = cards[pos]
                    pos += 1
                for i in range(HAND):
                    hand[p, i] = work[i]
            for p in range(n_players):
                values[p] = score_row(hand, p, HAND, 0, CTW, OFFS, NONFLUSH, FLUSH)
            lead_full[1] = _argmax(values, n_players)
            # three cards up: the weakest (or strongest) three, the first such in hand order
            for p in range(n_players):
                pick = np.int64(-1)
                best3 = np.int64(0)
                for i in range(HAND):
                    for j in range(i + 1, HAND):
                        for m in range(j + 1, HAND):
                            up[p, 0] = hand[p, i]
                            up[p, 1] = hand[p, j]
                            up[p, 2] = hand[p, m]
                            v = score_row(up, p, SHOWN, 0, CTW, OFFS, NONFLUSH, FLUSH)
                            if pick < 0 or (v < best3 if hide else v > best3):
                                best3 = v
                                pick = (i << 8) | (j << 4) | m
                up[p, 0] = hand[p, pick >> 8]
                up[p, 1] = hand[p, (pick >> 4) & 15]
                up[p, 2] = hand[p, pick & 15]
                values[p] = best3
            lead_show[0] = _argmax(values, n_players)
            # the sixth card face up, the seventh face down, each round in seat order
            for s in range(2):
                if end - pos < n_players:
                    end, n_disc = restock(cards, end, discards, n_disc, state)
                for p in range(n_players):
                    hand[p, HAND + s] = cards[pos]
                    pos += 1
                if s == 0:
                    for p in range(n_players):
                        up[p, SHOWN] = hand[p, HAND]
                        values[p] = score_row(hand, p, HAND + 1, 0, CTW, OFFS, NONFLUSH, FLUSH)
                    lead_full[2] = _argmax(values, n_players)
                    for p in range(n_players):
                        values[p] = score_row(up, p, SHOWN + 1, 0, CTW, OFFS, NONFLUSH, FLUSH)
                    lead_show[1] = _argmax(values, n_players)
            for p in range(n_players):
                values[p] = score_row(hand, p, CARDS, 0, CTW, OFFS, NONFLUSH, FLUSH)
                cat = before[p] >> CAT_SHIFT
                row[O_BEFORE + cat] += 1
                if values[p] >> CAT_SHIFT > cat:
                    row[O_IMPROVED + cat] += 1
            lead_full[3] = _argmax(values, n_players)
            best = record_showdown(values, live, n_players, row, held)
            row[O_RESHUFFLED] += np.int64(end > n_deck)
            row[O_VOL_DEALS] += 1
            changes = 0
            for r in range(FULL_ROUNDS):
                if values[lead_full[r]] == best:
                    row[O_LEAD_FULL + r] += 1
                if r > 0 and lead_full[r] != lead_full[r - 1]:
                    changes += 1
            row[O_LEAD_CHANGES + changes] += 1
            for r in range(SHOW_ROUNDS):
                if values[lead_show[r]] == best:
                    row[O_LEAD_SHOW + r] += 1
            row[O_SHOW_CHANGES + (1 if lead_show[1] != lead_show[0] else 0)] += 1
    return counts

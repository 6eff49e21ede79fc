"""Gruesome Twosome's runner: two cards a seat, three draws of at most one card, pair or high
card. Its hands are scored by rank alone (no straights or flushes), so it needs no card tables.

A value is (category << CAT_SHIFT) | rest, as the shared showdown reads it: a pair's rest is its
rank; no pair's is 16 * higher rank + lower rank. A seat's discards, shown under the testa option,
make a hand too (the best two of them): the seat whose discards are best opens the betting after
each draw, and the volatility table's showing rows say how often that seat wins.
"""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.categories import CAT_HIGH_CARD, CAT_ONE_PAIR, CAT_SHIFT
from ..core.deal import block_span, block_state, next_order
from ..core.layout import O_LEAD_CHANGES, O_LEAD_FULL, O_LEAD_SHOW, O_VOL_DEALS
from ..eval.showdown import first_best, record_showdown
from .twosome_layout import (DRAWS, HAND, N_COUNTERS, N_RANKS, OFFSETS, O_BEFORE, O_DRAWN,  # noqa: F401
                             O_IMPROVED, O_WINNING_HAND, R_DRAW_POLICY, R_HERO_DRAW, TWO_ACE_KING,
                             TWO_PAT)

ACE = 12
KING = 11


@njit(cache=True, inline="always")
def _value(a, b):
    """The value of two cards of ranks a and b (0: deuce .. 12: ace)."""
    if a == b:
        return (np.int64(CAT_ONE_PAIR) << CAT_SHIFT) | a
    return (np.int64(CAT_HIGH_CARD) << CAT_SHIFT) | (16 * max(a, b) + min(a, b))


@njit(cache=True, inline="always")
def _discard_value(thrown, p, n):
    """The best hand of seat p's ``n`` discards (ranks in ``thrown[p]``): a pair, the higher of
    two ranks, else the two highest; one card ranks under every two with its higher card; none
    under all."""
    if n == 0:
        return np.int64(-1)
    if n == 1:
        return 16 * np.int64(thrown[p, 0])
    pair = np.int64(-1)
    hi = np.int64(-1)
    lo = np.int64(-1)
    for i in range(n):
        r = np.int64(thrown[p, i])
        for j in range(i):
            if thrown[p, j] == r:
                pair = max(pair, r)
        if r > hi:
            lo = hi
            hi = r
        elif r > lo:
            lo = r
    if pair >= 0:
        return 256 + pair
    return 16 * hi + lo + 1


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_twosome_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials, orders):
    """Counts of Gruesome Twosome, one row per block (rows from ``orders`` when given: replays).
    At most ten seats take 5 cards each, so the stock never runs out."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    n_shuffle = min(deck.shape[0], n_players * (HAND + DRAWS))
    policy = rules[R_DRAW_POLICY]
    hero = rules[R_HERO_DRAW]
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        d = deck.copy()
        ranks = np.empty((n_players, HAND), dtype=np.int64)
        value = np.zeros(n_players, dtype=np.int64)
        before = np.zeros(n_players, dtype=np.int64)
        drawn = np.zeros(n_players, dtype=np.int64)
        thrown = np.zeros((n_players, DRAWS), dtype=np.int64)   # ranks thrown away, in order
        shown = np.zeros(n_players, dtype=np.int64)             # the value of a seat's discards
        leaders = np.zeros(DRAWS + 1, dtype=np.int64)
        starters = np.zeros(DRAWS, dtype=np.int64)   # who opens the betting after each draw
        held = np.zeros(n_players, dtype=np.int64)
        live = np.ones(n_players, dtype=np.bool_)
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, n_shuffle, state)
            for p in range(n_players):
                ranks[p, 0] = np.int64(d[p]) >> 2
                ranks[p, 1] = np.int64(d[n_players + p]) >> 2
                value[p] = _value(ranks[p, 0], ranks[p, 1])
                before[p] = value[p]
                drawn[p] = 0
            leaders[0] = first_best(value, n_players)
            pos = HAND * n_players
            for k in range(DRAWS):
                for p in range(n_players):
                    a = ranks[p, 0]
                    c = ranks[p, 1]
                    if p == 0 and k == 0 and hero > 0:
                        if hero == 1:
                            continue
                        keep = c if hero == 2 else a
                        throw = a if hero == 2 else c
                    else:
                        if (a == c or policy == TWO_PAT
                                or (policy == TWO_ACE_KING and max(a, c) == ACE and min(a, c) == KING)):
                            continue
                        keep = max(a, c)
                        throw = min(a, c)
                    thrown[p, drawn[p]] = throw
                    drawn[p] += 1
                    ranks[p, 0] = keep
                    ranks[p, 1] = np.int64(d[pos]) >> 2
                    pos += 1
                    value[p] = _value(ranks[p, 0], ranks[p, 1])
                if k + 1 < DRAWS:
                    leaders[k + 1] = first_best(value, n_players)
                for p in range(n_players):
                    shown[p] = _discard_value(thrown, p, drawn[p])
                starters[k] = first_best(shown, n_players)
            best = record_showdown(value, live, n_players, row, held)
            leaders[DRAWS] = first_best(value, n_players)
            for p in range(n_players):
                row[O_DRAWN + drawn[p]] += 1
                cat = before[p] >> CAT_SHIFT
                row[O_BEFORE + cat] += 1
                if value[p] >> CAT_SHIFT > cat:
                    row[O_IMPROVED + cat] += 1
            rest = best & 0xFF
            row[O_WINNING_HAND + (N_RANKS + rest if best >> CAT_SHIFT == CAT_ONE_PAIR else rest >> 4)] += 1
            row[O_VOL_DEALS] += 1
            changes = 0
            for k in range(DRAWS):
                row[O_LEAD_FULL + k] += np.int64(value[leaders[k]] == best)
                row[O_LEAD_SHOW + k] += np.int64(value[starters[k]] == best)
                changes += np.int64(leaders[k + 1] != leaders[k])
            row[O_LEAD_CHANGES + changes] += 1
    return counts

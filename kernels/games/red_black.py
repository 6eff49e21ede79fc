"""Red-Black: seven cards a seat, three simultaneous passes (3 left, 2 right, 1 left), two
discards, and a pot split between the best red total and the best black total of five cards
(a colour's cards count for it, aces 11, the other colour's against it, aces 1)."""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.deal import block_span, block_state, next_order
from ..core.layout import O_SEAT, O_TIE
from .red_black_layout import (DEALT, DECLARE_BLACK, DECLARE_RED, DISCARDS,  # noqa: F401
                               N_COUNTERS, OFFSETS, O_AIM_KEPT, O_BLACK_TOTAL, O_DECLARES,
                               O_NOBODY, O_RED_TOTAL, O_SCOOP, O_SPLIT, PASS_LOWEST,
                               R_DECLARE_POLICY, R_HERO_PASS, R_PASS_POLICY, SHARE_UNITS,
                               TOTAL_OFFSET)

ACE = 12
MAX_HAND = 10       # seven, and room while a pass is in flight


@njit(cache=True, inline="always")
def _for(c):
    """A card's value when it counts for its colour (an ace 11)."""
    r = c >> 2
    return 11 if r == ACE else min(r + 2, 10)


@njit(cache=True, inline="always")
def _against(c):
    """A card's value when it counts against a colour (an ace 1)."""
    r = c >> 2
    return 1 if r == ACE else min(r + 2, 10)


@njit(cache=True, inline="always")
def _is_red(c):
    s = c & 3
    return s == 1 or s == 2


@njit(cache=True)
def _red_minus_black(hand, p, n):
    """(red total, black total) of a seat's first n cards."""
    red = 0
    black = 0
    for i in range(n):
        c = hand[p, i]
        if _is_red(c):
            red += _for(c)
            black -= _against(c)
        else:
            black += _for(c)
            red -= _against(c)
    return red, black


@njit(cache=True)
def _give_away(hand, n, p, k, policy, out):
    """Choose seat p's k cards to give away into out[p, :k] (in the order chosen) and remove
    them from its hand; returns its new count. Out of line: a few times a deal a seat."""
    red, black = _red_minus_black(hand, p, n[p])
    aim_red = red >= black
    for j in range(k):
        best = -1
        best_key = np.int64(1) << 40
        for i in range(n[p]):
            c = hand[p, i]
            if policy == PASS_LOWEST:
                key = _against(c) * 100 + c
            elif _is_red(c) != aim_red:  # the other colour, the highest first
                key = (10 - _against(c)) * 100 + c
            else:                         # the aim colour, the lowest first
                key = 10000 + _for(c) * 100 + c
            if key < best_key:
                best_key = key
                best = i
        out[p, j] = hand[p, best]
        hand[p, best] = hand[p, n[p] - 1]
        n[p] -= 1
    return n[p]


@njit(cache=True)
def _award(row, side, totals, declared, n_players, units, o_total):
    """``units`` to the seats declaring ``side`` with the highest total (equal: shared);
    returns the winner, -1 when shared. Out of line: once a deal."""
    best = np.int64(-1000)
    for p in range(n_players):
        if declared[p] == side and totals[p] > best:
            best = totals[p]
    n = 0
    w = -1
    for p in range(n_players):
        if declared[p] == side and totals[p] == best:
            n += 1
            w = p
    for p in range(n_players):
        if declared[p] == side and totals[p] == best:
            row[O_SEAT + p] += units // n
    row[o_total + best + TOTAL_OFFSET] += 1
    row[O_SPLIT + side] += np.int64(n > 1)
    return np.int64(w if n == 1 else -1)


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_red_black_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials,
                         orders, PASS_CARDS, PASS_DIRECTION):
    """Counts of Red-Black, one row per block (rows from ``orders`` when given: replays)."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    policy = rules[R_PASS_POLICY]
    declare = rules[R_DECLARE_POLICY]
    hero_pass = rules[R_HERO_PASS]
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        d = deck.copy()
        hand = np.zeros((n_players, MAX_HAND), dtype=np.int64)
        n = np.zeros(n_players, dtype=np.int64)
        out = np.zeros((n_players, 3), dtype=np.int64)
        aim = np.zeros(n_players, dtype=np.int64)       # 0 red, 1 black
        totals = np.zeros((2, n_players), dtype=np.int64)
        declared = np.zeros(n_players, dtype=np.int64)
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, n_players * DEALT, state)
            for p in range(n_players):
                n[p] = DEALT
                for i in range(DEALT):
                    hand[p, i] = d[i * n_players + p]
                red, black = _red_minus_black(hand, p, DEALT)
                aim[p] = 0 if red >= black else 1
            for step in range(PASS_CARDS.shape[0]):
                k = PASS_CARDS[step]
                for p in range(n_players):
                    if p == 0 and step == 0 and hero_pass > 0:
                        j = 0
                        kept = 0
                        for i in range(DEALT):
                            if (hero_pass - 1) >> i & 1:
                                out[0, j] = hand[0, i]
                                j += 1
                            else:
                                hand[0, kept] = hand[0, i]
                                kept += 1
                        n[0] = kept
                    else:
                        _give_away(hand, n, p, k, policy, out)
                for p in range(n_players):
                    q = (p + PASS_DIRECTION[step]) % n_players
                    for j in range(k):
                        hand[q, n[q]] = out[p, j]
                        n[q] += 1
            n_red = 0
            for p in range(n_players):
                _give_away(hand, n, p, DISCARDS, policy, out)
                red, black = _red_minus_black(hand, p, n[p])
                totals[0, p] = red
                totals[1, p] = black
                if declare == DECLARE_RED:
                    declared[p] = 0
                elif declare == DECLARE_BLACK:
                    declared[p] = 1
                else:
                    declared[p] = 0 if red >= black else 1
                n_red += np.int64(declared[p] == 0)
                row[O_AIM_KEPT + np.int64(aim[p] == (0 if red >= black else 1))] += 1
            row[O_DECLARES] += n_red
            row[O_DECLARES + 1] += n_players - n_red
            sides = np.int64(n_red > 0) + np.int64(n_red < n_players)
            units = SHARE_UNITS // sides
            w_red = np.int64(-1)
            w_black = np.int64(-1)
            if n_red > 0:
                w_red = _award(row, 0, totals[0], declared, n_players, units, O_RED_TOTAL)
            else:
                row[O_NOBODY] += 1
            if n_red < n_players:
                w_black = _award(row, 1, totals[1], declared, n_players, units, O_BLACK_TOTAL)
            else:
                row[O_NOBODY + 1] += 1
            shared = (n_red > 0 and w_red < 0) or (n_red < n_players and w_black < 0)
            row[O_TIE] += np.int64(shared)
            row[O_SCOOP] += np.int64(sides == 1 and not shared)
    return counts

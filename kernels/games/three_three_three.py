"""333: three cards a seat, five reveals of new ranks that make every holder of the rank discard
it, then a high-low showdown on blackjack totals (closest to 33, closest to 3); a seat that
discards its last card takes the pot at once. A seat's hand is kept as packed rank counts (four
bits a rank), so a reveal clears one nibble a seat."""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.deal import block_span, block_state, next_order
from ..core.layout import O_SEAT, O_TIE
from .three_three_three_layout import (DECLARE_HIGH, DECLARE_LOW, HAND,  # noqa: F401
                                       HIGH_TARGET, LOW_TARGET, N_COUNTERS, OFFSETS,
                                       O_DECLARES, O_HIGH_TOTAL, O_LOW_TOTAL, O_OUTS,
                                       O_PASSED_OVER, O_REVEALS, O_SCOOP, O_SPLIT_HIGH, O_SPLIT_LOW,
                                       O_WENT_OUT, R_DECLARE_POLICY, R_FIRST_OUT, REVEALS,
                                       SHARE_UNITS)

ACE = 12


@njit(cache=True, inline="always")
def _closest(base, aces, target):
    """Of the totals ``base + 10 k`` (k aces counted 11), the one closest to ``target``; of two
    equally close, the lower."""
    best = base
    for k in range(1, aces + 1):
        t = base + 10 * k
        if abs(t - target) < abs(best - target):
            best = t
    return best


@njit(cache=True)
def _award(row, side, totals, declared, n_players, target, units, o_total, o_split):
    """Give ``units`` to the seats declaring ``side`` with the total closest to ``target`` (of
    different totals equally close, the lower; equal totals share); returns the winner, -1 when
    the half is shared. Out of line: once a deal."""
    best = np.int64(-1)
    for p in range(n_players):
        if declared[p] == side:
            t = totals[p]
            if best < 0 or abs(t - target) < abs(best - target) or (
                    abs(t - target) == abs(best - target) and t < best):
                best = t
    n = 0
    for p in range(n_players):
        n += np.int64(declared[p] == side and totals[p] == best)
    for p in range(n_players):
        if declared[p] == side and totals[p] == best:
            row[O_SEAT + p] += units // n
    row[o_total + best] += 1
    row[o_split] += np.int64(n > 1)
    if n > 1:
        return np.int64(-1)
    for p in range(n_players):
        if declared[p] == side and totals[p] == best:
            return np.int64(p)
    return np.int64(-1)


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_333_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials, orders):
    """Counts of 333, one row per block (rows from ``orders`` when given: replays)."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    first_out = rules[R_FIRST_OUT] != 0
    policy = rules[R_DECLARE_POLICY]
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        d = deck.copy()
        packed = np.zeros(n_players, dtype=np.int64)    # four bits a rank: the seat's cards
        highs = np.zeros(n_players, dtype=np.int64)
        lows = np.zeros(n_players, dtype=np.int64)
        declared = np.zeros(n_players, dtype=np.int64)  # 0 high, 1 low
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, d.shape[0], state)
            for p in range(n_players):
                packed[p] = 0
                for i in range(HAND):
                    packed[p] += np.int64(1) << (4 * (np.int64(d[i * n_players + p]) >> 2))
            shown = 0
            n_reveals = 0
            n_out = 0
            pos = HAND * n_players
            while n_reveals < REVEALS and n_out == 0:
                r = np.int64(d[pos]) >> 2
                pos += 1
                if (shown >> r) & 1:
                    row[O_PASSED_OVER] += 1
                    continue
                shown |= 1 << r
                n_reveals += 1
                for p in range(n_players):
                    packed[p] &= ~(np.int64(15) << (4 * r))
                    n_out += np.int64(packed[p] == 0)
            row[O_REVEALS + n_reveals] += 1
            if n_out > 0:
                row[O_WENT_OUT] += 1
                row[O_OUTS + n_out] += 1
                taken = False
                for p in range(n_players):
                    if packed[p] == 0 and not taken:
                        row[O_SEAT + p] += SHARE_UNITS if first_out else SHARE_UNITS // n_out
                        taken = first_out
                row[O_TIE] += np.int64(n_out > 1 and not first_out)
                row[O_SCOOP] += np.int64(n_out == 1 or first_out)
                continue
            n_high = 0
            for p in range(n_players):
                base = 0
                aces = 0
                for r in range(13):
                    k = (packed[p] >> (4 * r)) & 15
                    if r == ACE:
                        aces = k
                        base += k
                    else:
                        base += k * min(r + 2, 10)
                highs[p] = _closest(base, aces, HIGH_TARGET)
                lows[p] = _closest(base, aces, LOW_TARGET)
                if policy == DECLARE_HIGH:
                    declared[p] = 0
                elif policy == DECLARE_LOW:
                    declared[p] = 1
                else:
                    declared[p] = 0 if abs(highs[p] - HIGH_TARGET) < abs(lows[p] - LOW_TARGET) else 1
                n_high += np.int64(declared[p] == 0)
            row[O_DECLARES] += n_high
            row[O_DECLARES + 1] += n_players - n_high
            both = 0 < n_high < n_players
            units = SHARE_UNITS // 2 if both else SHARE_UNITS
            w_high = np.int64(-2)  # -2: no declarer; -1: shared
            w_low = np.int64(-2)
            if n_high > 0:
                w_high = _award(row, 0, highs, declared, n_players, HIGH_TARGET, units,
                                O_HIGH_TOTAL, O_SPLIT_HIGH)
            if n_high < n_players:
                w_low = _award(row, 1, lows, declared, n_players, LOW_TARGET, units,
                               O_LOW_TOTAL, O_SPLIT_LOW)
            row[O_TIE] += np.int64(w_high == -1 or w_low == -1)
            if both:
                row[O_SCOOP] += np.int64(w_high >= 0 and w_high == w_low)
            else:
                row[O_SCOOP] += np.int64(max(w_high, w_low) >= 0)
    return counts

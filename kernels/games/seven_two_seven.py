"""727 and its house rules: two cards a seat (three in Chilcoot's), rounds of offers of one more
card until a round where nobody takes, declares, and a high-low showdown on point totals (jacks,
queens and kings half a point) closest to 7 and to 27, or the variant's targets and ranking.

Amounts are half-points. A seat is its cards, its hard total (aces 1) and its aces: its totals
are the hard total plus ten points an ace counted 11, so every choice of aces is a short loop.
"""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.deal import block_span, block_state, next_order
from ..core.layout import O_SEAT, O_TIE
from .seven_two_seven_layout import (DECLARE_HIGH, DECLARE_LOW, DECLINES_TO_LOCK,  # noqa: F401
                                     HALF, MAX_HAND, N_COUNTERS, OFFSETS, O_BUSTED, O_CARRIED,
                                     O_DEALT_HARD, O_DECLARES, O_DISCARDS, O_HIGH_TOTAL,
                                     O_LOCKED, O_LOW_TOTAL, O_ROUNDS, O_SCOOP, O_STOCK_RAN_OUT,
                                     O_TAKEN, R_CHILCOOTS, R_DECLARE_POLICY, R_DISCARD, R_HIGH,
                                     R_HERO_LOW_STAND_AT, R_HERO_STAND_AT, R_LOCK_TOTAL, R_LOW,
                                     R_LOW_STAND_AT, R_MOST_CARDS, R_RANKING, R_STAND_AT,
                                     RANK_PLAIN, RANK_PRICE, RANK_STRICT, SHARE_UNITS,
                                     TOTAL_BUCKETS)

ACE_EXTRA = 10 * HALF   # an ace counted 11 rather than 1


@njit(cache=True, inline="always")
def _closest(hard, aces, target):
    """The total closest to ``target`` (equally close: the lower)."""
    best = hard
    for k in range(1, aces + 1):
        t = hard + ACE_EXTRA * k
        if abs(t - target) < abs(best - target):
            best = t
    return best


@njit(cache=True, inline="always")
def _side_key(hard, aces, target, low, high, ranking):
    """(key, total) of a seat's best total for one side under the ranking, the key lower for a
    better hand; key -1 when no total of it may win that side."""
    best_key = np.int64(-1)
    best_t = np.int64(-1)
    for k in range(aces + 1):
        t = hard + ACE_EXTRA * k
        if ranking == RANK_PLAIN:
            key = abs(t - target) * 256 + t
        elif ranking == RANK_PRICE:
            key = target - t if t <= target else 4096 + t - target
        elif ranking == RANK_STRICT:
            if t > target:
                continue
            key = target - t
        else:  # the window: only totals from the low to the high target
            if t < low or t > high:
                continue
            key = abs(t - target) * 256 + t
        if best_key < 0 or key < best_key:
            best_key = key
            best_t = t
    return best_key, best_t


@njit(cache=True)
def _showdown(row, hard, aces, n_cards, declared, n_players, low, high, ranking, most_cards,
              keys, totals, winners):
    """Each side's half to its best eligible declarers (the whole pot to one side when the
    other has none; nobody: the pot carries); ``winners``: scratch, a count a side. Out of line:
    once a deal."""
    for side in range(2):  # 0 high, 1 low
        winners[side] = 0
        target = high if side == 0 else low
        best = np.int64(-1)
        for p in range(n_players):
            keys[side, p] = -1
            if declared[p] != side:
                continue
            key, t = _side_key(hard[p], aces[p], target, low, high, ranking)
            if key >= 0 and most_cards:
                key = key * 32 + (31 - n_cards[p])
            keys[side, p] = key
            totals[side, p] = t
            if key >= 0 and (best < 0 or key < best):
                best = key
        for p in range(n_players):
            if keys[side, p] >= 0 and keys[side, p] == best:
                winners[side] += 1
            elif keys[side, p] != best:
                keys[side, p] = -1
        if winners[side] > 0:
            for p in range(n_players):
                if keys[side, p] >= 0:
                    o = O_HIGH_TOTAL if side == 0 else O_LOW_TOTAL
                    row[o + min(totals[side, p], TOTAL_BUCKETS - 1)] += 1
                    break
    sides = np.int64(winners[0] > 0) + np.int64(winners[1] > 0)
    if sides == 0:
        row[O_CARRIED] += 1
        return
    for side in range(2):
        if winners[side] == 0:
            continue
        units = SHARE_UNITS // sides // winners[side]
        for p in range(n_players):
            if keys[side, p] >= 0:
                row[O_SEAT + p] += units
    row[O_TIE] += np.int64(winners[0] > 1 or winners[1] > 1)
    row[O_SCOOP] += np.int64(sides == 1 and (winners[0] == 1 or winners[1] == 1))


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_727_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials, orders,
                   VALUE, ACE):
    """Counts of 727, one row per block (rows from ``orders`` when given: replays). ``VALUE``:
    each card code's half-points (aces 1 point; 0 for a card the colour rule leaves out),
    ``ACE``: 1 for an ace that counts."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    low = rules[R_LOW]
    high = rules[R_HIGH]
    ranking = rules[R_RANKING]
    most_cards = rules[R_MOST_CARDS] != 0
    lock_total = rules[R_LOCK_TOTAL] != 0
    may_discard = rules[R_DISCARD] != 0
    chilcoots = rules[R_CHILCOOTS] != 0
    stand_at = rules[R_STAND_AT]
    hero_stand = rules[R_HERO_STAND_AT]
    low_stand_at = rules[R_LOW_STAND_AT]
    hero_low_stand = rules[R_HERO_LOW_STAND_AT]
    policy = rules[R_DECLARE_POLICY]
    dealt = 3 if chilcoots else 2
    n_cards_deck = deck.shape[0]
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        d = deck.copy()
        # MAX_HAND is the whole deck: under a colour rule a seat taking low can take every card
        # of the other colour (worth 0) and more
        hand = np.zeros((n_players, MAX_HAND), dtype=np.int64)
        n_cards = np.zeros(n_players, dtype=np.int64)
        hard = np.zeros(n_players, dtype=np.int64)
        aces = np.zeros(n_players, dtype=np.int64)
        declines = np.zeros(n_players, dtype=np.int64)
        locked = np.zeros(n_players, dtype=np.bool_)
        discarded = np.zeros(n_players, dtype=np.bool_)
        taken = np.zeros(n_players, dtype=np.int64)
        declared = np.zeros(n_players, dtype=np.int64)
        keys = np.zeros((2, n_players), dtype=np.int64)
        totals = np.zeros((2, n_players), dtype=np.int64)
        winners = np.zeros(2, dtype=np.int64)
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, n_cards_deck, state)
            for p in range(n_players):
                n_cards[p] = dealt
                hard[p] = 0
                aces[p] = 0
                for i in range(dealt):
                    c = np.int64(d[i * n_players + p])
                    hand[p, i] = c
                    hard[p] += VALUE[c]
                    aces[p] += ACE[c]
                row[O_DEALT_HARD + hard[p]] += 1
                declines[p] = 0
                locked[p] = False
                discarded[p] = False
                taken[p] = 0
            pos = dealt * n_players
            r = 0
            out = False
            while True:
                took = False
                lead = r % n_players if chilcoots else 0
                for j in range(n_players):
                    p = (lead + j) % n_players
                    if locked[p]:
                        continue
                    if (may_discard and not discarded[p] and hard[p] > high and n_cards[p] >= 2):
                        top = 0
                        for i in range(1, n_cards[p]):
                            if VALUE[hand[p, i]] > VALUE[hand[p, top]]:
                                top = i
                        c = hand[p, top]
                        hard[p] -= VALUE[c]
                        aces[p] -= ACE[c]
                        for i in range(top, n_cards[p] - 1):
                            hand[p, i] = hand[p, i + 1]
                        n_cards[p] -= 1
                        discarded[p] = True
                        row[O_DISCARDS] += 1
                        continue
                    stand = hero_stand if p == 0 and hero_stand > 0 else stand_at
                    low_stand = hero_low_stand if p == 0 and hero_low_stand > 0 else low_stand_at
                    if (hard[p] < low_stand
                            or hard[p] > low and _closest(hard[p], aces[p], high) < stand):
                        if pos >= n_cards_deck:
                            out = True
                            break
                        c = np.int64(d[pos])
                        pos += 1
                        hand[p, n_cards[p]] = c
                        n_cards[p] += 1
                        hard[p] += VALUE[c]
                        aces[p] += ACE[c]
                        taken[p] += 1
                        took = True
                        if not lock_total:
                            declines[p] = 0
                    else:
                        declines[p] += 1
                        locked[p] = declines[p] >= DECLINES_TO_LOCK
                r += 1
                if out or not took:
                    break
            row[O_ROUNDS + min(r, 63)] += 1
            row[O_STOCK_RAN_OUT] += np.int64(out)
            n_high = 0
            for p in range(n_players):
                row[O_LOCKED] += np.int64(locked[p])
                row[O_BUSTED] += np.int64(hard[p] > high)
                row[O_TAKEN + min(taken[p], 31)] += 1
                if policy == DECLARE_HIGH:
                    declared[p] = 0
                elif policy == DECLARE_LOW:
                    declared[p] = 1
                else:
                    lo = _closest(hard[p], aces[p], low)
                    hi = _closest(hard[p], aces[p], high)
                    declared[p] = 0 if abs(lo - low) > abs(hi - high) else 1
                n_high += np.int64(declared[p] == 0)
            row[O_DECLARES] += n_high
            row[O_DECLARES + 1] += n_players - n_high
            _showdown(row, hard, aces, n_cards, declared, n_players, low, high, ranking,
                      most_cards, keys, totals, winners)
    return counts

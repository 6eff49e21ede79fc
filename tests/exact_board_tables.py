"""Exact final-hand tables of the community games, derived by counting, not dealing.

Omaha's final hand is the best of sixty two-plus-three choices out of nine cards; its space,
C(52,4) hole hands times C(48,5) boards, is 4.6e11 deals: too many to deal out. The count splits
into ranks and suits instead:

* Every (hole ranks, board ranks) pair of multisets, each rank at most four times in all, is
  visited once (about eleven million for Omaha). Its rank-only category R (no flushes) comes
  from the ranks alone, and the deals it stands for number
  prod_r C(4, h_r) * C(4 - h_r, b_r), the ways to give the cards suits.
* A flush needs three board cards of one suit, so at most one suit can make one (for any five
  of seven cards: five of one suit, the same). The deals with a spade flush are counted by a
  small dynamic programme over the ranks present (per rank: its hole card is the spade, its
  board card is, or neither, each with its own number of suit choices), times four suits.
* A straight flush is a window of five ranks all spade, two of them in the hole (Omaha) or any
  (Hold'em). Its deals are counted by inclusion and exclusion over the windows that the ranks
  allow.
* Then: straight flush wins outright; four of a kind and full house beat a flush; a flush beats
  the rest.

Written here from the rules, sharing no code with kernels/. tests/test_exact_board_tables.py
checks the method where the answer is known (the 2,598,960 five-card hands, and Hold'em's
133,784,560 seven-card hands) and pins Omaha's table, which tests/test_omaha.py holds the
kernel and its twin to.
"""
from itertools import combinations, combinations_with_replacement
from math import comb

import numpy as np
from numba import njit

CATEGORIES = ("high-card", "one-pair", "two-pair", "three-of-a-kind", "straight", "flush",
              "full-house", "four-of-a-kind", "straight-flush")
HIGH, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH = range(9)
RULE_ANY = 0        # best five of every hole and board card (Hold'em)
RULE_TWO_THREE = 1  # exactly two hole cards and three board cards (Omaha)

# the ten straights as rank windows (2 is 0, ace 12; the wheel uses the ace low)
WINDOWS = np.array([[12, 0, 1, 2, 3]] + [[lo + i for i in range(5)] for lo in range(9)],
                   dtype=np.int64)


def multisets(size):
    """Every multiset of ``size`` ranks (at most four of each) as a count vector over 13 ranks."""
    out = []
    for combo in combinations_with_replacement(range(13), size):
        counts = np.bincount(np.array(combo, dtype=np.int64), minlength=13)
        if counts.max() <= 4:
            out.append(counts)
    return np.array(out, dtype=np.int64).reshape(-1, 13)


def _rank_category_table():
    """cat[a, b, c, d, e]: the category of five ranks, flushes aside, in any order."""
    cat = np.zeros((13,) * 5, dtype=np.int8)
    for ranks in np.ndindex(*cat.shape):
        counts = sorted(np.bincount(ranks, minlength=13), reverse=True)
        distinct = sorted(set(ranks))
        if counts[0] == 5:
            value = QUADS  # cannot arise (four of a rank); never read
        elif counts[0] == 4:
            value = QUADS
        elif counts[0] == 3:
            value = FULL_HOUSE if counts[1] == 2 else TRIPS
        elif counts[0] == 2:
            value = TWO_PAIR if counts[1] == 2 else PAIR
        elif distinct[4] - distinct[0] == 4 or distinct == [0, 1, 2, 3, 12]:
            value = STRAIGHT
        else:
            value = HIGH
        cat[ranks] = value
    return cat


def _picks(counts_rows, k):
    """Per multiset, every distinct way to pick ``k`` of its ranks, padded with -1 rows."""
    most = comb(5, k)
    out = np.full((len(counts_rows), most, k), -1, dtype=np.int64)
    for i, counts in enumerate(counts_rows):
        items = [r for r in range(13) for _ in range(counts[r])]
        seen = sorted({tuple(sorted(items[j] for j in idx))
                       for idx in combinations(range(len(items)), k)})
        out[i, :len(seen)] = seen
    return out


@njit(cache=True)
def _rank_only(h, b, rule, pairs, triples, cat):
    """The best category of the ranks alone (no flush) under ``rule``."""
    if rule == RULE_TWO_THREE:
        best = 0
        for i in range(pairs.shape[0]):
            if pairs[i, 0] < 0:
                break
            for j in range(triples.shape[0]):
                if triples[j, 0] < 0:
                    break
                c = cat[pairs[i, 0], pairs[i, 1], triples[j, 0], triples[j, 1], triples[j, 2]]
                if c > best:
                    best = c
        return best
    n4 = 0
    n3 = 0
    n2 = 0
    for r in range(13):
        c = h[r] + b[r]
        n4 += c >= 4
        n3 += c == 3
        n2 += c == 2
    if n4 > 0:
        return QUADS
    if n3 >= 2 or (n3 == 1 and n2 >= 1):
        return FULL_HOUSE
    for w in range(10):
        full = True
        for i in range(5):
            r = WINDOWS[w, i]
            if h[r] + b[r] == 0:
                full = False
        if full:
            return STRAIGHT
    if n3 == 1:
        return TRIPS
    if n2 >= 2:
        return TWO_PAIR
    if n2 == 1:
        return PAIR
    return HIGH


@njit(cache=True)
def _spade_weights(hr, br, ways):
    """(neither, hole spade, board spade): the suit choices of one rank's cards with the spade
    nowhere, in the hole, on the board."""
    none = ways[3, hr] * ways[3 - hr, br] if hr <= 3 and br <= 3 - hr else 0
    hole = ways[3, hr - 1] * ways[4 - hr, br] if hr >= 1 else 0
    board = ways[3, hr] * ways[3 - hr, br - 1] if br >= 1 and hr <= 3 else 0
    return none, hole, board


@njit(cache=True)
def _flush_deals(h, b, rule, ways):
    """Suit choices in which spades make a flush (two hole and three board spades, or five of
    seven)."""
    # state (hole spades, board spades), capped at what a flush needs
    cap_h = 2 if rule == RULE_TWO_THREE else 5
    cap_b = 3 if rule == RULE_TWO_THREE else 5
    dp = np.zeros((cap_h + 1, cap_b + 1), dtype=np.int64)
    dp[0, 0] = 1
    for r in range(13):
        if h[r] + b[r] == 0:
            continue
        wn, wh, wb = _spade_weights(h[r], b[r], ways)
        new = np.zeros_like(dp)
        for i in range(cap_h + 1):
            for j in range(cap_b + 1):
                x = dp[i, j]
                if x == 0:
                    continue
                new[i, j] += x * wn
                new[min(i + 1, cap_h), j] += x * wh
                new[i, min(j + 1, cap_b)] += x * wb
        dp = new
    total = 0
    for i in range(cap_h + 1):
        for j in range(cap_b + 1):
            if (rule == RULE_TWO_THREE and i == 2 and j == 3) or (rule == RULE_ANY and i + j >= 5):
                total += dp[i, j]
    return total


@njit(cache=True)
def _straight_flush_deals(h, b, rule, ways):
    """Suit choices in which spades make a straight flush, by inclusion and exclusion over the
    windows the ranks allow (a window's event: each of its ranks has its spade in the hole or on
    the board, exactly two in the hole for Omaha)."""
    feasible = np.zeros(10, dtype=np.int64)
    n_feasible = 0
    for w in range(10):
        n_h = 0
        n_b = 0
        ok = True
        for i in range(5):
            r = WINDOWS[w, i]
            if h[r] + b[r] == 0:
                ok = False
            n_h += h[r] >= 1
            n_b += b[r] >= 1
        if ok and (rule == RULE_ANY or (n_h >= 2 and n_b >= 3)):
            feasible[n_feasible] = w
            n_feasible += 1
    if n_feasible == 0:
        return 0
    total = np.zeros(13, dtype=np.int64)  # every suit choice of a rank
    wn = np.zeros(13, dtype=np.int64)
    wh = np.zeros(13, dtype=np.int64)
    wb = np.zeros(13, dtype=np.int64)
    for r in range(13):
        wn[r], wh[r], wb[r] = _spade_weights(h[r], b[r], ways)
        total[r] = wn[r] + wh[r] + wb[r]
    result = 0
    for subset in range(1, 1 << n_feasible):
        in_union = np.zeros(13, dtype=np.bool_)
        n_sets = 0
        for k in range(n_feasible):
            if (subset >> k) & 1:
                n_sets += 1
                for i in range(5):
                    in_union[WINDOWS[feasible[k], i]] = True
        union = np.zeros(13, dtype=np.int64)
        n_union = 0
        outside = 1
        for r in range(13):
            if in_union[r]:
                union[n_union] = r
                n_union += 1
            elif h[r] + b[r] > 0:
                outside *= total[r]
        inside = 0
        # each rank of the union is a hole spade (bit set) or a board spade
        for mask in range(1 << n_union):
            weight = 1
            for i in range(n_union):
                weight *= wh[union[i]] if (mask >> i) & 1 else wb[union[i]]
            if weight == 0:
                continue
            if rule == RULE_TWO_THREE:
                ok = True
                for k in range(n_feasible):
                    if (subset >> k) & 1:
                        n_h = 0
                        for i in range(n_union):
                            if (mask >> i) & 1:
                                for j in range(5):
                                    n_h += WINDOWS[feasible[k], j] == union[i]
                        if n_h != 2:
                            ok = False
                if not ok:
                    continue
            inside += weight
        sign = 1 if n_sets % 2 == 1 else -1
        result += sign * inside * outside
    return result


@njit(cache=True)
def _count(holes, boards, rule, pairs, triples, cat, ways, out):
    for a in range(holes.shape[0]):
        h = holes[a]
        for c in range(boards.shape[0]):
            b = boards[c]
            deals = 1
            for r in range(13):
                if h[r] + b[r] > 4:
                    deals = 0
                    break
                deals *= ways[4, h[r]] * ways[4 - h[r], b[r]]
            if deals == 0:
                continue
            rank_cat = _rank_only(h, b, rule, pairs[a], triples[c], cat)
            sf = 4 * _straight_flush_deals(h, b, rule, ways)
            out[STRAIGHT_FLUSH] += sf
            if rank_cat >= FULL_HOUSE:
                out[rank_cat] += deals - sf
            else:
                fl = 4 * _flush_deals(h, b, rule, ways)
                out[rank_cat] += deals - fl
                out[FLUSH] += fl - sf


def final_hand_table(n_hole, n_board, rule):
    """{category: deals} over every hole hand and board: each deal counted once, by the hand its
    owner makes under ``rule``."""
    holes = multisets(n_hole)
    boards = multisets(n_board)
    pairs = _picks(holes, 2) if rule == RULE_TWO_THREE else np.zeros((len(holes), 1, 2), np.int64)
    triples = _picks(boards, 3) if rule == RULE_TWO_THREE else np.zeros((len(boards), 1, 3),
                                                                       np.int64)
    ways = np.array([[comb(n, k) for k in range(6)] for n in range(6)], dtype=np.int64)
    out = np.zeros(9, dtype=np.int64)
    _count(holes, boards, np.int64(rule), pairs, triples, _rank_category_table(), ways, out)
    return dict(zip(CATEGORIES, (int(x) for x in out)))

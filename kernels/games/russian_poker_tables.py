"""Russian Poker's tables: each 3- and 5-card hand's goodness, category and search weight q.

A hand is looked up like the hot path's (kernels/eval/hash_tables.py): its rank key names a slot, the
slot a class, and per class these tables give the hand's goodness (larger is better: the high
value for Russian, the negated ace-to-five low for Polish), its category index (russian_poker_layout
.CATEGORIES) and q = 2 * (hands of its size it beats) + (hands of its size it ties), counted over
all C(52, k) hands. A 5-card flush is looked up by its rank mask instead (Russian only: a low ignores
suits). Built once per process in well under a second.
"""
from functools import lru_cache
from math import comb

import numpy as np

from ..core.categories import CAT_SHIFT, CATEGORY_NAMES
from ..eval.evaluate import F_NO_STRAIGHTS, eval_masks
from ..eval.hash_tables import CARD_KEY, load_hash_tables
from .russian_poker_layout import CATEGORIES
from ..core.tables import HASH_MASK, HASH_SHIFT, TABLES

_TO_NINE = {CATEGORY_NAMES.index(name): i for i, name in enumerate(CATEGORIES)}


def _multisets(size):
    """Every multiset of ``size`` ranks (at most four of each), as count vectors."""
    out = []

    def rec(r, left, counts):
        if r == 13:
            if left == 0:
                out.append(list(counts))
            return
        for c in range(min(4, left) + 1):
            rec(r + 1, left - c, counts + [c])

    rec(0, size, [])
    return np.array(out, dtype=np.int64)


def _masks(counts):
    m = [np.int64(0)] * 4
    for r, c in enumerate(counts):
        for j in range(c):
            m[j] |= np.int64(1) << r
    return m


def _ace_low(m):
    """Ace from bit 12 to bit 0, two..king one bit up: ranks valued ace-low."""
    return np.int64(((int(m) << 1) | (int(m) >> 12)) & 0x1FFF)


def _category(value):
    return _TO_NINE[int(value) >> CAT_SHIFT]


def _q(goodness, weight):
    """q per entry: twice the weight of the lower goodness plus the weight of the equal one."""
    order = np.argsort(goodness, kind="stable")
    g, w = goodness[order], weight[order]
    uniq, first = np.unique(g, return_index=True)
    per = np.add.reduceat(w, first)
    below = np.concatenate(([0], np.cumsum(per)[:-1]))
    at = np.searchsorted(uniq, goodness)
    return 2 * below[at] + per[at]


@lru_cache(maxsize=2)
def russian_tables(polish):
    """(slot offsets, slot classes, GQ and CAT by class, GQF and CATF by flush rank mask), where a
    GQ entry packs goodness << 32 | q (q < 2**23; a goodness may be negative)."""
    offsets, (slot_class, class_value), flush = load_hash_tables()
    n_class = len(class_value)
    G = np.zeros(n_class, dtype=np.int64)
    Q = np.zeros(n_class, dtype=np.int64)
    CAT = np.zeros(n_class, dtype=np.int64)
    GF = np.zeros(8192, dtype=np.int64)
    QF = np.zeros(8192, dtype=np.int64)
    CATF = np.zeros(8192, dtype=np.int64)
    for size in (3, 5):
        counts = _multisets(size)
        keys = counts @ CARD_KEY
        cls = slot_class[0, offsets[keys >> HASH_SHIFT] + (keys & HASH_MASK)].astype(np.int64)
        weight = np.array([np.prod([comb(4, int(c)) for c in row]) for row in counts], dtype=np.int64)
        goodness = np.zeros(len(counts), dtype=np.int64)
        for i, row in enumerate(counts):
            if polish:
                m1, m2, m3, m4 = (_ace_low(m) for m in _masks(row))
                low = eval_masks(m1, m2, m3, m4, np.int64(0), np.int64(0), np.int64(size),
                                 np.int64(F_NO_STRAIGHTS), np.int64(0), TABLES)
                goodness[i] = -low
                CAT[cls[i]] = _category(low)
            else:
                goodness[i] = class_value[cls[i]]
                CAT[cls[i]] = _category(class_value[cls[i]])
        if size == 5 and not polish:
            distinct = (counts <= 1).all(axis=1)
            weight = weight - 4 * distinct          # four of each five-rank set are flushes
            fmasks = np.array([m for m in range(8192) if bin(m).count("1") == 5], dtype=np.int64)
            fvalues = flush[0, fmasks].astype(np.int64)
            allg = np.concatenate((goodness, fvalues))
            allq = _q(allg, np.concatenate((weight, np.full(len(fmasks), 4, dtype=np.int64))))
            q, qf = allq[:len(counts)], allq[len(counts):]
            GF[fmasks] = fvalues
            QF[fmasks] = qf
            CATF[fmasks] = [_category(v) for v in fvalues]
        else:
            q = _q(goodness, weight)
        G[cls] = goodness
        Q[cls] = q
    gq = (G << 32) | Q
    gqf = (GF << 32) | QF
    return offsets.astype(np.int64), slot_class[0].copy(), gq, CAT, gqf, CATF


@lru_cache(maxsize=1)
def subset_tables():
    """(SUB5, SPLITS): the 1,287 5-subsets of a seat's thirteen cards as masks, and for each the 56
    3-subsets of the other eight (a top's bottoms; the middle is what is left)."""
    from itertools import combinations

    sub5 = [sum(1 << i for i in c) for c in combinations(range(13), 5)]
    splits = []
    for t in sub5:
        rest = [i for i in range(13) if not (t >> i) & 1]
        splits.append([sum(1 << i for i in c) for c in combinations(rest, 3)])
    return np.array(sub5, dtype=np.int64), np.array(splits, dtype=np.int16)

"""Completions replayed through a game's kernel, grouped where cards are interchangeable: each
group is replayed once, by one card order of it, and counted with its number of completions
(odds_replay.count_orders takes batches of orders with their weights).

Two groupings, each exact for the games that meet its condition:

- **By ranks, every suit alike** (``rank_orders``): in a game where no hand looks at suits (an
  ace-to-five low, nothing wild), two orders that deal the same ranks to the same places have the
  same outcome. A sequence of ranks is dealt once, each rank's first cards left in order, and
  weighted by its number of card orders: for each rank, the falling product of its cards left.
- **A draw by ranks, flushes apart** (``draw_groups``): the hero alone draws k cards to the ones
  he keeps, nothing wild. Unless the k cards are all of one suit, his hand cannot be a flush, and
  its value depends on its ranks alone; so each multiset of k ranks is drawn once by cards of at
  least two suits, weighted by its choices of cards less those of one suit, and every draw of
  one suit is drawn on its own.
"""
from itertools import combinations
from math import comb, factorial

import numpy as np

BATCH = 8192


def _rank_cards(rest):
    """Each rank's cards left, in the order given."""
    by_rank = [[] for _ in range(13)]
    for i, c in enumerate(rest):
        by_rank[int(c) >> 2].append(i)
    return by_rank


def rank_order_count(rest, most):
    """The number of sequences of ``most`` ranks the cards left can deal: rank_orders' replays."""
    counts = [len(x) for x in _rank_cards(rest)]
    # exponential generating function: most! [x^most] prod_r sum_{m <= count_r} x^m / m!
    poly = [1.0] + [0.0] * most
    for n in counts:
        new = [0.0] * (most + 1)
        for i, a in enumerate(poly):
            if a:
                for m in range(min(n, most - i) + 1):
                    new[i + m] += a / factorial(m)
        poly = new
    return round(poly[most] * factorial(most))


def rank_orders(rest, most):
    """Batches (orders, weights) of every sequence of ``most`` ranks dealt from the cards left
    (rows of card codes: the sequence's cards, then every other card in a fixed order), each
    weighted by the ordered choices of cards it stands for."""
    rest = np.asarray(rest, dtype=np.int8)
    by_rank = _rank_cards(rest)
    taken = [0] * 13
    head = []

    def sequences(weight):
        if len(head) == most:
            yield head, weight
            return
        for r in range(13):
            left = len(by_rank[r]) - taken[r]
            if left:
                head.append(by_rank[r][taken[r]])
                taken[r] += 1
                yield from sequences(weight * left)
                taken[r] -= 1
                head.pop()

    return _batches(sequences(1), rest)


def _batches(groups, rest):
    """(orders, weights) in batches of BATCH: each group's cards of ``rest`` (given by their
    positions in it) first, then the others in order."""
    rows, weights = [], []
    everything = range(len(rest))
    for head, weight in groups:
        used = set(head)
        rows.append(list(head) + [i for i in everything if i not in used])
        weights.append(weight)
        if len(rows) == BATCH:
            yield rest[np.array(rows)], np.array(weights, dtype=np.int64)
            rows, weights = [], []
    if rows:
        yield rest[np.array(rows)], np.array(weights, dtype=np.int64)


def draw_groups(rest, k):
    """Batches (orders, weights) of every draw of ``k`` cards from the cards left, grouped: each
    multiset of ranks once, by cards of two suits or more, weighted by its choices of cards
    less those of one suit (none where none is left), then each draw of one suit alone."""
    rest = np.asarray(rest, dtype=np.int8)
    by_rank = _rank_cards(rest)
    by_suit = [[i for i, c in enumerate(rest) if int(c) & 3 == s] for s in range(4)]
    at = {int(c): i for i, c in enumerate(rest)}

    def multisets(r, left, counts):
        if left == 0:
            yield counts
            return
        if r == 13:
            return
        for m in range(min(left, len(by_rank[r])), -1, -1):
            counts[r] = m
            yield from multisets(r + 1, left - m, counts)
        counts[r] = 0

    def groups():
        for counts in multisets(0, k, [0] * 13):
            ranks = [r for r in range(13) if counts[r]]
            weight = 1
            for r in ranks:
                weight *= comb(len(by_rank[r]), counts[r])
            single = [s for s in range(4) if k > 0 and all(counts[r] == 1 for r in ranks)
                      and all(4 * r + s in at for r in ranks)]
            weight -= len(single)
            if weight > 0:
                yield _mixed(counts, ranks, by_rank, rest), weight
        for s in range(4 if k else 0):
            for draw in combinations(by_suit[s], k):
                yield list(draw), 1

    return _batches(groups(), rest)


def _mixed(counts, ranks, by_rank, rest):
    """Positions of cards with ``counts`` of each rank, not all of one suit (a rank taken twice
    is two suits already; else the last rank's card moved to another suit)."""
    head = [i for r in ranks for i in by_rank[r][:counts[r]]]
    suits = {int(rest[i]) & 3 for i in head}
    if len(suits) == 1:
        for r in reversed(ranks):
            other = [i for i in by_rank[r] if int(rest[i]) & 3 not in suits]
            if other:
                head[head.index(by_rank[r][0])] = other[0]
                break
    return head

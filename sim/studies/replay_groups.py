"""Completions replayed through a game's kernel, grouped where cards are interchangeable: each
group is replayed once, by one card order of it, and counted with its number of completions
(odds_replay.count_orders takes batches of orders with their weights).

The groupings, each exact for the games that meet its condition:

- **Orders of interchangeable cards** (``grouped_orders``): where two orders that deal cards of
  one group to the same places have the same outcome, a sequence of groups is dealt once, each
  group's first cards in order, weighted by its number of card orders (for each group, the
  falling product of its cards). In a game where no hand looks at suits (an ace-to-five low,
  nothing wild) a rank's cards are one group (``rank_groups``); where suits matter only by a
  flush of five, a rank's cards of the suits no seat can still bring to five are one group and
  every other card a group of its own (``spent_groups``).
- **A draw by ranks, flushes apart** (``draw_groups``): the hero alone draws k cards to the ones
  he keeps, where suits matter by a flush of five alone (nothing wild, no joker). Unless the k
  cards are all of one suit, his hand cannot be a flush, and its value depends on its ranks
  alone; so each multiset of k ranks is drawn once by cards of at least two suits, weighted by
  its choices of cards less those of one suit, and every draw of one suit is drawn on its own.
"""
from itertools import combinations
from math import comb

import numpy as np

BATCH = 8192


def _rank_cards(rest):
    """Each rank's cards left (their positions in ``rest``), in the order given."""
    by_rank = [[] for _ in range(13)]
    for i, c in enumerate(rest):
        by_rank[int(c) >> 2].append(i)
    return by_rank


def rank_groups(rest):
    """The cards left as interchangeable groups where no hand looks at suits: a group a rank
    (every suit spent)."""
    return spent_groups(rest, (0, 1, 2, 3))


def spent_groups(rest, spent):
    """The cards left as interchangeable groups where suits matter only by a flush and the suits
    in ``spent`` can make none: each rank's cards of those suits one group, every other card a
    group of its own."""
    groups = []
    for cards in _rank_cards(rest):
        alike = [i for i in cards if int(rest[i]) & 3 in spent]
        groups += [alike] if alike else []
        groups += [[i] for i in cards if int(rest[i]) & 3 not in spent]
    return groups


def order_count(groups, most):
    """The number of sequences of ``most`` cards dealt from ``groups`` with a group's cards alike:
    grouped_orders' replays."""
    ways = [1] + [0] * most  # ways[i]: sequences of i cards from the groups so far
    for group in groups:
        ways = [sum(ways[i - m] * comb(i, m) for m in range(min(len(group), i) + 1))
                for i in range(most + 1)]
    return ways[most]


def grouped_orders(rest, most, groups):
    """Batches (orders, weights) of every sequence of ``most`` cards dealt from the cards left
    with a group's cards alike (rows of card codes: the sequence's cards, a group's first ones
    first, then every other card in a fixed order), each weighted by the ordered choices of cards
    it stands for: for each group, the falling product of its cards."""
    rest = np.asarray(rest, dtype=np.int8)
    taken = [0] * len(groups)
    head = []

    def sequences(weight):
        if len(head) == most:
            yield head, weight
            return
        for g, group in enumerate(groups):
            left = len(group) - taken[g]
            if left:
                head.append(group[taken[g]])
                taken[g] += 1
                yield from sequences(weight * left)
                taken[g] -= 1
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

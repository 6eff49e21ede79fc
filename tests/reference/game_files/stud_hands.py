"""Hand values and side scores for the stud driver of game files (plain Python).

Written from the stud driver's documentation ("Hand values", "The showdown and
the pot"), not from the project's code.  High hands are scored with
:func:`tests.reference.evaluator.fast_high`; this module only decides which
cards are live and which are wild, and adds what the evaluator does not know:
the ace-to-five low of a high-low pot, and the diamonds and basketball side
scores.

Cards are card texts (``"Ah"``, ``"Xa"``).  Ranks are *indices* here, as the
documentation numbers them: 0..12 for 2..A, and 13 for a joker (a joker sits
above the ace wherever ranks are compared).  A "wild set" is a set of such
indices: a card is wild when its index is in the set, so a joker is wild
exactly when 13 (the moving index "the jokers") is in it, and dead otherwise.
"""

from collections import Counter

from .. import evaluator
from ..evaluator import CATEGORY_INDEX, JOKERS, card_rank, card_suit, fast_high

#: The rank index of a joker: above the ace.
JOKER_RANK = 13
#: The value of no live card at all: below every hand, equal for every seat.
NO_HAND = (0, ())
#: The evaluator takes hands of up to this many cards.
_EVALUATOR_MOST = 12


def rank_index(card):
    """0..12 for 2..A, 13 for a joker."""
    return JOKER_RANK if card in JOKERS else card_rank(card) - 2


def suit_index(card):
    """0..3 for c, d, h, s.  A joker takes ``code & 3`` of its code 52 or 53: Xa 0, Xb 1."""
    if card in JOKERS:
        return JOKERS.index(card)
    return "cdhs".index(card_suit(card))


class HighValues:
    """High-hand values ``(category index, tiebreak)``, with a cache.

    ``three_card``: the best three cards, no straights or flushes; otherwise
    the best five.  Equal values tie; a bigger value is a better hand.  The
    evaluator's tiebreak lists every chosen rank grouped by count (a pair of
    queens with kickers is ``(12, 12, 9, 5, 3)``); it orders hands exactly as
    the documentation's ``(t1..t5)`` with 0 for a missing card, because a
    shorter hand's tiebreak is a prefix and loses to a longer one.
    """

    def __init__(self, three_card):
        self.k = 3 if three_card else 5
        self.straights = not three_card
        self.cache = {}

    def __call__(self, cards, wild):
        # A dead joker is left out entirely: not a card of any rank, not a blank.
        live = tuple(sorted(c for c in cards if c not in JOKERS or JOKER_RANK in wild))
        key = (live, frozenset(wild))
        if key not in self.cache:
            self.cache[key] = self._score(live, wild)
        return self.cache[key]

    def _score(self, live, wild):
        if not live:
            return NO_HAND
        wild_cards = frozenset(c for c in live if rank_index(c) in wild)
        if len(live) <= _EVALUATOR_MOST:
            category, tiebreak, _ = fast_high(list(live), wild=wild_cards, k=self.k, straights=self.straights)
            return (CATEGORY_INDEX[category], tuple(tiebreak))
        # Hands of 13 to 17 cards (bought cards): the public entry point stops at 12 cards, so
        # call the rank-count core it uses directly (the value depends only on the naturals and
        # the number of wild cards, not on the hand's length).
        naturals = [(card_rank(c), card_suit(c)) for c in live if c not in wild_cards]
        size = min(self.k, len(live))
        category, tiebreak = evaluator._fast_value(naturals, len(wild_cards), size, self.straights)
        return (category, tuple(tiebreak))


def wild_count(cards, wild):
    """How many of ``cards`` are wild (dead jokers are not)."""
    return sum(1 for c in cards if rank_index(c) in wild)


# ---------------------------------------------------------------------------
# The ace-to-five low of a high-low pot
# ---------------------------------------------------------------------------

# Shapes, best first: a smaller key is a better low.
NO_PAIR, ONE_PAIR, TWO_PAIR, TRIPS, FULL_HOUSE, QUADS = range(6)


def low_value(cards):
    """``(shape, values)`` of the ace-to-five low of all ``cards``; smaller is better.

    Ace 1 .. king 13; straights and flushes do not count.  The shape comes from
    the number of different values held (and which are paired), as for five
    cards or more.  A hand under five cards can lack the value its shape names
    (four different values in four cards have no "lowest paired value"): that
    value is missing, and a missing value counts as 0, as does every value
    after the last listed.
    """
    counts = Counter(1 if v == 12 else v + 2 for v in map(rank_index, cards))
    held = sorted(counts)

    def lowest(times, but=None):
        """The lowest value held at least ``times`` times (not ``but``); 0 when none is."""
        return next((v for v in held if counts[v] >= times and v != but), 0)

    def others(*named):
        return sorted((v for v in held if v not in named), reverse=True)

    paired = [v for v in held if counts[v] >= 2]
    if len(held) >= 5:
        shape, values = NO_PAIR, sorted(held[:5], reverse=True)
    elif len(held) == 4:
        pair = lowest(2)
        shape, values = ONE_PAIR, [pair] + others(pair)
    elif len(held) == 3 and len(paired) >= 2:
        low, high = paired[:2]
        shape, values = TWO_PAIR, [high, low] + others(low, high)
    elif len(held) == 3:
        trips = lowest(3)
        shape, values = TRIPS, [trips] + others(trips)
    else:
        trips = lowest(3)
        pair = lowest(2, but=trips) if trips else 0
        if trips and pair:
            shape, values = FULL_HOUSE, [trips, pair]
        else:
            quads = lowest(4)
            shape, values = QUADS, [quads] + others(quads)
    return (shape, tuple(values) + (0,) * (5 - len(values)))


def low_qualifies(low, qualifier):
    """Whether a low plays: ``eight`` needs five different values, 8 or lower."""
    if qualifier == "none":
        return True
    shape, values = low
    return shape == NO_PAIR and values[0] <= 8


# ---------------------------------------------------------------------------
# Side scores
# ---------------------------------------------------------------------------


def diamond_points(cards):
    """Rank + 2 (2..10, J 11, Q 12, K 13, A 14) summed over the diamonds."""
    return sum(rank_index(c) + 2 for c in cards if suit_index(c) == 1)


def basketball_points(card):
    """Ace 1, 2..10 their face value; J, Q, K and jokers nothing."""
    rank = rank_index(card)
    if rank == 12:
        return 1
    if rank <= 8:
        return rank + 2
    return 0


def basketball(ups, downs):
    """The basketball half: (regulation scores, winners, periods played, draw?).

    ``ups``/``downs``: each seat's face-up and hidden cards.  Regulation is the
    up cards plus the best hidden card (the earliest among equals), turned;
    each overtime period turns the tied seats' next best hidden card.
    """
    # Each seat's hidden cards' points, best first; a stable sort keeps the earliest of equals first.
    unturned = [sorted((basketball_points(c) for c in down), reverse=True) for down in downs]
    scores = []
    for p, up in enumerate(ups):
        turned = unturned[p].pop(0) if unturned[p] else 0
        scores.append(sum(basketball_points(c) for c in up) + turned)
    regulation = list(scores)
    top = max(scores)
    tied = [p for p in range(len(scores)) if scores[p] == top]
    periods = 0
    while len(tied) > 1 and periods < 2:
        periods += 1
        for p in tied:
            scores[p] += unturned[p].pop(0) if unturned[p] else 0
        top = max(scores[p] for p in tied)
        tied = [p for p in tied if scores[p] == top]
    return regulation, tied, periods, len(tied) > 1

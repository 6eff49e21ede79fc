"""Reference ("twin") for SHORT-DECK HOLD'EM, in slow, plain Python.

This module is written from the rules alone and shares no code with the fast
kernels.  It favours being easy to check by reading over being quick.

The rules
---------

* The deck has 36 cards: the ranks 6, 7, 8, 9, T, J, Q, K, A in each of the
  four suits c, d, h, s.  A card is written as its rank character followed by
  its suit character, e.g. ``"As"``, ``"Td"``, ``"6c"`` (``T`` is the ten).
* The cards come off a fixed order, top card first.  Every player receives two
  hole cards, one at a time going round the table from seat 0.  With ``P``
  players, seat ``p`` holds ``order[p]`` and ``order[P + p]``.  The next five
  cards, ``order[2P : 2P + 5]``, form the board: the first three are the flop,
  the fourth the turn, the fifth the river.  Nothing is burned and nobody ever
  folds, so every seat goes to showdown.
* A player's hand is the best five-card poker hand that can be picked from the
  seven cards available (the two hole cards plus the five board cards), using
  any mix of them.
* With fewer low cards in the deck, flushes are rarer than full houses, so the
  categories rank (worst to best) high card, one pair, two pair, three of a
  kind, straight, full house, FLUSH, four of a kind, straight flush: a flush
  beats a full house.  Under the option ``trips_beat_straight=True`` three of a
  kind also climbs above the straight: high card, one pair, two pair,
  straight, three of a kind, full house, flush, four of a kind, straight flush.
* A straight is five ranks in a row among 6..A.  The ace may also play low,
  below the six, in A-6-7-8-9; that is the lowest straight and counts as nine
  high.  No other wrap-around is allowed (e.g. K-A-6-7-8 is not a straight).
  T-J-Q-K-A is the highest straight.
* Two hands of the same category are compared in the ordinary poker way, on
  the ranks forming the category and then the kickers, highest first:
  one pair by the pair then three kickers; two pair by the higher pair, the
  lower pair, then the kicker; three of a kind by the trips then two kickers;
  a full house by the trips then the pair; four of a kind by the quads then
  the kicker; flush and high card by all five ranks in descending order;
  straights and straight flushes by their top card (A-6-7-8-9 is nine high).
  Suits never break ties; hands with equal values tie and split the pot.
* Who "leads" at a point of the deal is judged on what the seat can see then:
  after the deal, from the two hole cards only (a pair beats any two
  different cards, the higher pair beats the lower, and unpaired holdings
  compare by the higher card then the lower); after the flop, the best hand
  from the 2 hole + 3 flop cards; after the turn, the best hand from the
  2 hole + 4 board cards.  Ties for the lead go to the lowest seat number.
"""

import random
from collections import Counter
from fractions import Fraction
from itertools import combinations

__all__ = [
    "RANKS",
    "SUITS",
    "SHORT_DECK",
    "CATEGORIES",
    "CATEGORIES_TRIPS",
    "rank_value",
    "five_card_name_and_tiebreak",
    "hand_value",
    "category_name",
    "partial_value",
    "play",
    "simulate",
]

RANKS = "6789TJQKA"
SUITS = "cdhs"

# Rank characters to numbers: 6..9 as themselves, T=10, J=11, Q=12, K=13, A=14.
RANK_VALUE = {
    "6": 6,
    "7": 7,
    "8": 8,
    "9": 9,
    "T": 10,
    "J": 11,
    "Q": 12,
    "K": 13,
    "A": 14,
}

SHORT_DECK = [rank + suit for rank in RANKS for suit in SUITS]

CATEGORIES = (
    "high card",
    "one pair",
    "two pair",
    "three of a kind",
    "straight",
    "full house",
    "flush",
    "four of a kind",
    "straight flush",
)

CATEGORIES_TRIPS = (
    "high card",
    "one pair",
    "two pair",
    "straight",
    "three of a kind",
    "full house",
    "flush",
    "four of a kind",
    "straight flush",
)


def _categories(trips_beat_straight):
    return CATEGORIES_TRIPS if trips_beat_straight else CATEGORIES


def rank_value(card):
    """The numeric rank (6..14) of a card text such as ``"Td"``."""
    if len(card) != 2 or card[0] not in RANK_VALUE or card[1] not in SUITS:
        raise ValueError("not a short-deck card: %r" % (card,))
    return RANK_VALUE[card[0]]


def _suit(card):
    rank_value(card)  # validates the card text
    return card[1]


def _check_distinct(cards):
    for card in cards:
        rank_value(card)
    if len(set(cards)) != len(cards):
        raise ValueError("duplicate cards: %r" % (list(cards),))


def _straight_top(ranks):
    """Top card of the straight formed by five ranks, or None if none.

    ``ranks`` is a list of five rank numbers.  A-6-7-8-9 is a straight with
    top card 9; otherwise the five ranks must be distinct and consecutive.
    """
    distinct = sorted(set(ranks))
    if len(distinct) != 5:
        return None
    if distinct == [6, 7, 8, 9, 14]:
        return 9
    if distinct[4] - distinct[0] == 4:
        return distinct[4]
    return None


def five_card_name_and_tiebreak(cards):
    """Category name and tiebreak tuple of exactly five distinct cards."""
    if len(cards) != 5:
        raise ValueError("need exactly five cards, got %d" % len(cards))
    _check_distinct(cards)

    ranks = [rank_value(card) for card in cards]
    suits = [_suit(card) for card in cards]
    is_flush = len(set(suits)) == 1
    straight_top = _straight_top(ranks)

    counts = Counter(ranks)
    # Ranks grouped by how many times they occur, each group highest first.
    quads = sorted([r for r, n in counts.items() if n == 4], reverse=True)
    trips = sorted([r for r, n in counts.items() if n == 3], reverse=True)
    pairs = sorted([r for r, n in counts.items() if n == 2], reverse=True)
    singles = sorted([r for r, n in counts.items() if n == 1], reverse=True)

    if straight_top is not None and is_flush:
        return "straight flush", (straight_top,)
    if quads:
        return "four of a kind", (quads[0], singles[0])
    if is_flush:
        return "flush", tuple(sorted(ranks, reverse=True))
    if trips and pairs:
        return "full house", (trips[0], pairs[0])
    if straight_top is not None:
        return "straight", (straight_top,)
    if trips:
        return "three of a kind", (trips[0], singles[0], singles[1])
    if len(pairs) == 2:
        return "two pair", (pairs[0], pairs[1], singles[0])
    if len(pairs) == 1:
        return "one pair", (pairs[0], singles[0], singles[1], singles[2])
    return "high card", tuple(sorted(ranks, reverse=True))


def hand_value(cards, trips_beat_straight=False):
    """Value of the best five-card hand among 5 to 7 cards.

    Returns ``(category_index, tiebreak_tuple)``; larger is better under
    Python's tuple ordering.  ``category_index`` indexes :data:`CATEGORIES`,
    or :data:`CATEGORIES_TRIPS` when ``trips_beat_straight`` is true.  Every
    five-card combination is tried.
    """
    cards = list(cards)
    if not 5 <= len(cards) <= 7:
        raise ValueError("need 5 to 7 cards, got %d" % len(cards))
    _check_distinct(cards)
    order = _categories(trips_beat_straight)
    best = None
    for five in combinations(cards, 5):
        name, tiebreak = five_card_name_and_tiebreak(list(five))
        value = (order.index(name), tiebreak)
        if best is None or value > best:
            best = value
    return best


def category_name(value, trips_beat_straight=False):
    """Category name of a :func:`hand_value` result."""
    return _categories(trips_beat_straight)[value[0]]


def partial_value(cards):
    """Strength of two hole cards alone; larger is better.

    A pair is ``(1, rank, rank)``; two different ranks are
    ``(0, higher, lower)``.  So any pair beats any unpaired holding, pairs
    compare by rank, and unpaired holdings by the higher card then the lower.
    """
    cards = list(cards)
    if len(cards) != 2:
        raise ValueError("need exactly two cards, got %d" % len(cards))
    _check_distinct(cards)
    high, low = sorted((rank_value(card) for card in cards), reverse=True)
    if high == low:
        return (1, high, low)
    return (0, high, low)


def _first_best_seat(values):
    """Seat with the largest value; ties go to the lowest seat."""
    best_seat = 0
    for seat in range(1, len(values)):
        if values[seat] > values[best_seat]:
            best_seat = seat
    return best_seat


def play(order, players, trips_beat_straight=False):
    """Play one deal of short-deck hold'em from a card order (top first).

    Returns a dict with "values", "categories", "winners", "shares" (Fractions)
    and "leaders" (seat leading after the deal, the flop and the turn).
    """
    order = list(order)
    if players < 1:
        raise ValueError("need at least one player")
    needed = 2 * players + 5
    if len(order) < needed:
        raise ValueError("need %d cards, got %d" % (needed, len(order)))
    _check_distinct(order[:needed])

    holes = [[order[p], order[players + p]] for p in range(players)]
    board = order[2 * players: 2 * players + 5]
    flop = board[:3]
    turn_board = board[:4]

    values = [hand_value(holes[p] + board, trips_beat_straight) for p in range(players)]
    categories = [category_name(v, trips_beat_straight) for v in values]
    best = max(values)
    winners = [p for p in range(players) if values[p] == best]
    shares = [
        Fraction(1, len(winners)) if p in winners else Fraction(0)
        for p in range(players)
    ]

    after_deal = [partial_value(holes[p]) for p in range(players)]
    after_flop = [hand_value(holes[p] + flop, trips_beat_straight) for p in range(players)]
    after_turn = [hand_value(holes[p] + turn_board, trips_beat_straight) for p in range(players)]
    leaders = [
        _first_best_seat(after_deal),
        _first_best_seat(after_flop),
        _first_best_seat(after_turn),
    ]

    return {
        "values": values,
        "categories": categories,
        "winners": winners,
        "shares": shares,
        "leaders": leaders,
    }


def simulate(players, deals, seed, trips_beat_straight=False):
    """Play ``deals`` random deals and aggregate the results.

    Each deal shuffles a fresh copy of :data:`SHORT_DECK` with one
    ``random.Random(seed)`` generator and calls :func:`play`.
    """
    rng = random.Random(seed)
    names = _categories(trips_beat_straight)
    winner_category = {name: 0 for name in names}
    hand_category = {name: 0 for name in names}
    ties = 0
    seat_shares = [0.0] * players
    leader_won = [0, 0, 0]

    for _ in range(deals):
        deck = list(SHORT_DECK)
        rng.shuffle(deck)
        result = play(deck, players, trips_beat_straight)
        winners = result["winners"]
        winner_category[result["categories"][winners[0]]] += 1
        for name in result["categories"]:
            hand_category[name] += 1
        if len(winners) > 1:
            ties += 1
        for seat in range(players):
            seat_shares[seat] += float(result["shares"][seat])
        for stage in range(3):
            if result["leaders"][stage] in winners:
                leader_won[stage] += 1

    return {
        "winner_category": winner_category,
        "hand_category": hand_category,
        "ties": ties,
        "seat_shares": seat_shares,
        "leader_won": leader_won,
    }


EXPECTED_FIVE_CARD_COUNTS = {
    "straight flush": 24,
    "four of a kind": 288,
    "flush": 480,
    "full house": 1728,
    "straight": 6120,
    "three of a kind": 16128,
    "two pair": 36288,
    "one pair": 193536,
    "high card": 122400,
}


if __name__ == "__main__":
    counts = Counter()
    for five in combinations(SHORT_DECK, 5):
        counts[category_name(hand_value(list(five)))] += 1
    total = 0
    for name in reversed(CATEGORIES):
        expected = EXPECTED_FIVE_CARD_COUNTS[name]
        mark = "ok" if counts[name] == expected else "MISMATCH (expected %d)" % expected
        print("%-16s %7d  %s" % (name, counts[name], mark))
        total += counts[name]
    print("%-16s %7d" % ("total", total))
    assert total == 376992
    assert dict(counts) == EXPECTED_FIVE_CARD_COUNTS
    print("all five-card category counts match")

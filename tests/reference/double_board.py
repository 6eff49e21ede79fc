"""Reference ("twin") for DOUBLE-BOARD HOLD'EM, in slow, plain Python.

This module is written from the rules alone and shares no code with the fast
kernels.  It is meant to be checked by reading, not to be quick: every hand is
valued by trying every five-card combination.

The rules
---------

* One ordinary 52-card deck: the thirteen ranks 2, 3, 4, 5, 6, 7, 8, 9, T, J,
  Q, K, A in each of the four suits c, d, h, s.  A card is written as its rank
  character then its suit character, e.g. ``"As"``, ``"Td"``, ``"2c"``.
* The cards come off a fixed order, top card first.  There are ``P`` players
  (2 to 10), in seats 0 .. P-1.  Each gets two hole cards, one card at a time
  going round the table from seat 0, so seat ``p`` holds ``order[p]`` and
  ``order[P + p]``.
* Then two separate five-card boards, A and B, are dealt from the next ten
  cards, alternating street by street: A's flop (three cards), B's flop
  (three cards), A's turn, B's turn, A's river, B's river.  With ``k = 2P``:

      board A = order[k : k+3] + [order[k+6], order[k+8]]
      board B = order[k+3 : k+6] + [order[k+7], order[k+9]]

* Nothing is burned, there are no wild cards, and nobody folds: every seat
  goes to showdown on both boards.
* On each board, a player's hand is the best five-card poker hand that can be
  made from his two hole cards together with that board's five cards, using
  any five of those seven.  The two boards are valued independently.
* Categories, worst to best: high card, one pair, two pair, three of a kind,
  straight, flush, full house, four of a kind, straight flush.  A straight is
  five consecutive ranks; the ace is high (T-J-Q-K-A is the top straight) but
  may also play low in A-2-3-4-5, the lowest straight, which counts as five
  high.  Nothing wraps round (Q-K-A-2-3 is not a straight).
* Hands of one category compare in the usual way, on the ranks making the
  category first, then the kickers, highest first: one pair by the pair then
  three kickers; two pair by the higher pair, the lower pair, then the kicker;
  three of a kind by the trips then two kickers; full house by the trips then
  the pair; four of a kind by the quads then the kicker; flush and high card by
  all five ranks from the top down; straight and straight flush by the top
  card.  Suits never break ties; equal hands tie.
* The pot is split in two halves.  One half goes to the best hand on board A,
  shared equally among all seats tied for best there; the other half goes to
  the best hand on board B in the same way.  A player who, alone, has the best
  hand on board A and, alone, the best hand on board B "scoops" the pot.
"""

import random
import sys
from collections import Counter
from fractions import Fraction
from itertools import combinations

__all__ = [
    "RANKS",
    "SUITS",
    "DECK",
    "CATEGORIES",
    "rank_value",
    "five_card_value",
    "hand_value",
    "category_name",
    "boards",
    "play",
    "simulate",
]

RANKS = "23456789TJQKA"
SUITS = "cdhs"

# Rank characters to numbers: 2..9 as themselves, T=10, J=11, Q=12, K=13, A=14.
RANK_VALUE = {rank: index + 2 for index, rank in enumerate(RANKS)}

DECK = [rank + suit for rank in RANKS for suit in SUITS]

CATEGORIES = (
    "high-card",
    "one-pair",
    "two-pair",
    "three-of-a-kind",
    "straight",
    "flush",
    "full-house",
    "four-of-a-kind",
    "straight-flush",
)


def _as_cards(cards):
    """A list of card texts.

    Accepts a list/tuple of card texts, or for convenience one string of card
    texts run together (spaces allowed), e.g. ``"AsKsQsJsTs"``.
    """
    if isinstance(cards, str):
        text = cards.replace(" ", "")
        if len(text) % 2:
            raise ValueError("odd-length card string: %r" % (cards,))
        return [text[i:i + 2] for i in range(0, len(text), 2)]
    return list(cards)


def rank_value(card):
    """The numeric rank (2..14) of a card text such as ``"Td"``."""
    if (
        not isinstance(card, str)
        or len(card) != 2
        or card[0] not in RANK_VALUE
        or card[1] not in SUITS
    ):
        raise ValueError("not a card: %r" % (card,))
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
    """Top card of the straight made by five ranks, or None if they make none.

    The five ranks must be distinct and consecutive; A-2-3-4-5 also counts,
    with top card 5.
    """
    distinct = sorted(set(ranks))
    if len(distinct) != 5:
        return None
    if distinct == [2, 3, 4, 5, 14]:
        return 5
    if distinct[4] - distinct[0] == 4:
        return distinct[4]
    return None


def five_card_value(cards):
    """``(category_index, tiebreak_tuple)`` of exactly five distinct cards."""
    cards = _as_cards(cards)
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
    all_desc = tuple(sorted(ranks, reverse=True))

    if straight_top is not None and is_flush:
        name, tiebreak = "straight-flush", (straight_top,)
    elif quads:
        name, tiebreak = "four-of-a-kind", (quads[0], singles[0])
    elif trips and pairs:
        name, tiebreak = "full-house", (trips[0], pairs[0])
    elif is_flush:
        name, tiebreak = "flush", all_desc
    elif straight_top is not None:
        name, tiebreak = "straight", (straight_top,)
    elif trips:
        name, tiebreak = "three-of-a-kind", (trips[0], singles[0], singles[1])
    elif len(pairs) == 2:
        name, tiebreak = "two-pair", (pairs[0], pairs[1], singles[0])
    elif len(pairs) == 1:
        name, tiebreak = "one-pair", (pairs[0], singles[0], singles[1], singles[2])
    else:
        name, tiebreak = "high-card", all_desc
    return (CATEGORIES.index(name), tiebreak)


def hand_value(cards):
    """Value of the best five-card hand among 5 to 7 cards.

    Returns ``(category_index, tiebreak_tuple)``; larger is better under
    Python's tuple ordering, and ``category_index`` indexes
    :data:`CATEGORIES`.  Every five-card combination is tried.
    """
    cards = _as_cards(cards)
    if not 5 <= len(cards) <= 7:
        raise ValueError("need 5 to 7 cards, got %d" % len(cards))
    _check_distinct(cards)
    best = None
    for five in combinations(cards, 5):
        value = five_card_value(list(five))
        if best is None or value > best:
            best = value
    return best


def category_name(value):
    """Category name of a :func:`hand_value` result."""
    return CATEGORIES[value[0]]


def _check_players(players):
    if not isinstance(players, int) or not 2 <= players <= 10:
        raise ValueError("players must be 2 to 10, got %r" % (players,))


def boards(order, players):
    """``(board A, board B)``, each a list of five card texts."""
    _check_players(players)
    order = list(order)
    k = 2 * players
    if len(order) < k + 10:
        raise ValueError("need %d cards, got %d" % (k + 10, len(order)))
    board_a = order[k:k + 3] + [order[k + 6], order[k + 8]]
    board_b = order[k + 3:k + 6] + [order[k + 7], order[k + 9]]
    return board_a, board_b


def _best_seats(values):
    """Sorted list of the seats whose value equals the largest value."""
    best = max(values)
    return [seat for seat in range(len(values)) if values[seat] == best]


def play(order, players):
    """Play one deal of double-board hold'em from a card order (top first).

    Returns a dict with:

    * ``"values"``: per seat, ``(value on A, value on B)``;
    * ``"categories"``: per seat, ``(category on A, category on B)``;
    * ``"winners"``: ``(seats best on A, seats best on B)``, sorted lists;
    * ``"shares"``: per seat, the Fraction of the whole pot won;
    * ``"second"``: per seat, the Fraction of the pot won on board B alone;
    * ``"scoop"``: True when a single seat alone wins both boards.
    """
    _check_players(players)
    order = list(order)
    needed = 2 * players + 10
    if len(order) < needed:
        raise ValueError("need %d cards, got %d" % (needed, len(order)))
    _check_distinct(order[:needed])

    holes = [[order[p], order[players + p]] for p in range(players)]
    board_a, board_b = boards(order, players)

    values_a = [hand_value(holes[p] + board_a) for p in range(players)]
    values_b = [hand_value(holes[p] + board_b) for p in range(players)]
    return settle(values_a, values_b)


def settle(values_a, values_b):
    """The deal's result (``play``'s dict) from every seat's value on board A and on board B."""
    players = len(values_a)
    winners_a = _best_seats(values_a)
    winners_b = _best_seats(values_b)

    half = Fraction(1, 2)
    first = [Fraction(0)] * players
    second = [Fraction(0)] * players
    for seat in winners_a:
        first[seat] = half / len(winners_a)
    for seat in winners_b:
        second[seat] = half / len(winners_b)
    shares = [first[p] + second[p] for p in range(players)]

    scoop = len(winners_a) == 1 and len(winners_b) == 1 and winners_a == winners_b

    return {
        "values": [(values_a[p], values_b[p]) for p in range(players)],
        "categories": [
            (category_name(values_a[p]), category_name(values_b[p]))
            for p in range(players)
        ],
        "winners": (winners_a, winners_b),
        "shares": shares,
        "second": second,
        "scoop": scoop,
    }


def simulate(players, deals, seed):
    """Play ``deals`` random deals and add up the results.

    One ``random.Random(seed)`` generator shuffles a fresh copy of
    :data:`DECK` for each deal, which is then played with :func:`play`.
    """
    _check_players(players)
    return tally(play, players, deals, seed)


def tally(play_one, players, deals, seed):
    """``simulate`` for any ``play_one(order, players)`` returning ``play``'s dict."""
    rng = random.Random(seed)
    winner_category = {name: 0 for name in CATEGORIES}
    hand_category = {name: 0 for name in CATEGORIES}
    ties = 0
    scoops = 0
    seat_shares = [0.0] * players

    for _ in range(deals):
        deck = list(DECK)
        rng.shuffle(deck)
        result = play_one(deck, players)
        winners_a, winners_b = result["winners"]
        # All winners of a board hold equal values, so any one names the category.
        winner_category[result["categories"][winners_a[0]][0]] += 1
        winner_category[result["categories"][winners_b[0]][1]] += 1
        for name_a, name_b in result["categories"]:
            hand_category[name_a] += 1
            hand_category[name_b] += 1
        if len(winners_a) > 1 or len(winners_b) > 1:
            ties += 1
        if result["scoop"]:
            scoops += 1
        for seat in range(players):
            seat_shares[seat] += float(result["shares"][seat])

    return {
        "winner_category": winner_category,
        "hand_category": hand_category,
        "ties": ties,
        "scoops": scoops,
        "seat_shares": seat_shares,
    }


# Number of five-card hands of each category in a 52-card deck (C(52,5) in all).
EXPECTED_FIVE_CARD_COUNTS = {
    "straight-flush": 40,
    "four-of-a-kind": 624,
    "full-house": 3744,
    "flush": 5108,
    "straight": 10200,
    "three-of-a-kind": 54912,
    "two-pair": 123552,
    "one-pair": 1098240,
    "high-card": 1302540,
}


def _self_check(full=False):
    hv = hand_value
    F = Fraction

    # --- single hands -----------------------------------------------------
    assert hv("AsKsQsJsTs") == (8, (14,))
    assert hv("9h9d9c9s2d") == (7, (9, 2))
    assert hv("AsKsQsJsTs") > hv("9h9d9c9s2d")
    assert hv("5d4c3h2sAs") == (4, (5,))
    assert hv("6d5c4h3s2s") == (4, (6,))
    assert hv("5d4c3h2sAs") < hv("6d5c4h3s2s")
    assert hv("AdKcQhJsTs") == (4, (14,))
    assert hv("As2s3s4s5s") == (8, (5,))           # steel wheel
    assert hv("As2s3s4s5s") < hv("2h3h4h5h6h")
    assert hv("QsKsAs2s3s") == (5, (14, 13, 12, 3, 2))  # flush, no wrap straight
    assert hv("QsKdAc2d3c") == (0, (14, 13, 12, 3, 2))  # no wrap-around straight
    # two pair: higher pair, then lower pair, then kicker
    assert hv("KhKdQcQs9h") == (2, (13, 12, 9))
    assert hv("KhKdQcQs9h") > hv("KsKcQhQd8c")
    assert hv("KhKdQcQs9h") == hv("KsKcQhQd9c")     # suits do not matter
    assert hv("KhKd5c5sAh") < hv("KsKcQhQd2c")
    assert hv("AhAd2c2s3h") > hv("KsKcQhQdJc")
    # one pair and high card kickers
    assert hv("8h8dAc7s4h") > hv("8s8cKhQdJc")
    assert hv("8h8dAc7s4h") > hv("8s8cAh7d3c")
    assert hv("AhJd9c7s5h") > hv("AsJc9h7d4c")
    # full house vs flush vs straight, trips kickers, quads kicker
    assert hv("2h2d2c3s3h") > hv("AhKhQh9h7h") > hv("9s8c7d6h5s")
    assert hv("7h7d7cAs2h") > hv("7s7c7hKsQh")
    assert hv("4h4d4c4sAh") > hv("4h4d4c4sKh")
    assert hv("3h3d3cAsAh") < hv("4h4d4c2s2h")
    # best five out of six and seven
    assert hv("Ah2c3d4s5h6c") == (4, (6,))
    assert hv("AhAdAcKhKdKc2s") == (6, (14, 13))
    assert hv("AhKhQhJh9h8h2c") == (5, (14, 13, 12, 11, 9))
    assert hv("7s7h7d7c2s2h2d") == (7, (7, 2))
    assert hv("9s9hTcJdQhKsAc") == (4, (14,))
    assert hv("2c3c4c5c6c7c8c") == (8, (8,))
    assert category_name(hv("AsKsQsJsTs")) == "straight-flush"
    print("hand_value spot checks: ok")

    # --- play: deal 1, two players, boards split between seats ------------
    order = ["As", "Kd", "Ah", "Kc",             # seat0 As Ah, seat1 Kd Kc
             "2c", "7d", "9h",                   # A flop
             "Ks", "8c", "4d",                   # B flop
             "Js", "5h",                         # A turn, B turn
             "3c", "Qs"]                         # A river, B river
    a, b = boards(order, 2)
    assert a == ["2c", "7d", "9h", "Js", "3c"]
    assert b == ["Ks", "8c", "4d", "5h", "Qs"]
    r = play(order, 2)
    assert r["values"] == [((1, (14, 11, 9, 7)), (1, (14, 13, 12, 8))),
                           ((1, (13, 11, 9, 7)), (3, (13, 12, 8)))]
    assert r["categories"] == [("one-pair", "one-pair"),
                               ("one-pair", "three-of-a-kind")]
    assert r["winners"] == ([0], [1])
    assert r["shares"] == [F(1, 2), F(1, 2)]
    assert r["second"] == [F(0), F(1, 2)]
    assert r["scoop"] is False

    # --- deal 2, three players, three-way split on A ----------------------
    order = ["2c", "2d", "Qh", "3d", "3c", "Qd",  # seat0 2c3d, seat1 2d3c, seat2 QhQd
             "Ts", "Jh", "Qs",                     # A flop
             "7c", "8d", "2h",                     # B flop
             "Kc", "4c",                           # A turn, B turn
             "As", "9s"]                           # A river, B river
    a, b = boards(order, 3)
    assert a == ["Ts", "Jh", "Qs", "Kc", "As"]
    assert b == ["7c", "8d", "2h", "4c", "9s"]
    r = play(order, 3)
    # Board A is broadway for everyone (seat2's trip queens lose to it).
    assert [v[0] for v in r["values"]] == [(4, (14,))] * 3
    assert [v[1] for v in r["values"]] == [(1, (2, 9, 8, 7)), (1, (2, 9, 8, 7)),
                                           (1, (12, 9, 8, 7))]
    assert r["categories"] == [("straight", "one-pair")] * 3
    assert r["winners"] == ([0, 1, 2], [2])
    assert r["shares"] == [F(1, 6), F(1, 6), F(2, 3)]
    assert r["second"] == [F(0), F(0), F(1, 2)]
    assert r["scoop"] is False

    # --- deal 3, seat 0 scoops --------------------------------------------
    order = ["Ah", "2c", "Kh", "7d",             # seat0 AhKh, seat1 2c7d
             "Qh", "Jh", "Th",                   # A flop
             "As", "Kd", "5s",                   # B flop
             "3c", "8c",                         # A turn, B turn
             "4d", "9c"]                         # A river, B river
    r = play(order, 2)
    assert r["values"] == [((8, (14,)), (2, (14, 13, 9))),
                           ((0, (12, 11, 10, 7, 4)), (0, (14, 13, 9, 8, 7)))]
    assert r["categories"] == [("straight-flush", "two-pair"),
                               ("high-card", "high-card")]
    assert r["winners"] == ([0], [0])
    assert r["shares"] == [F(1), F(0)]
    assert r["second"] == [F(1, 2), F(0)]
    assert r["scoop"] is True

    # --- deal 4, both seats identical on both boards: split, no scoop -----
    order = ["Ac", "Ad", "Kc", "Kd",             # seat0 AcKc, seat1 AdKd
             "2h", "7s", "9h",                   # A flop
             "3h", "8s", "Ts",                   # B flop
             "Jh", "4s",                         # A turn, B turn
             "5c", "6d"]                         # A river, B river
    r = play(order, 2)
    assert r["winners"] == ([0, 1], [0, 1])
    assert r["shares"] == [F(1, 2), F(1, 2)]
    assert r["second"] == [F(1, 4), F(1, 4)]
    assert r["scoop"] is False
    print("play hand-worked deals: ok")

    # --- simulate: bookkeeping must add up --------------------------------
    for players, deals in ((2, 300), (6, 100), (10, 30)):
        s = simulate(players, deals, seed=12345)
        assert sum(s["winner_category"].values()) == 2 * deals
        assert sum(s["hand_category"].values()) == 2 * players * deals
        assert abs(sum(s["seat_shares"]) - deals) < 1e-9
        assert 0 <= s["scoops"] <= deals and 0 <= s["ties"] <= deals
        assert simulate(players, deals, seed=12345) == s   # reproducible
    s = simulate(2, 300, seed=12345)
    print("simulate(2, 300, 12345):", s)

    # --- optional: every five-card hand of the deck -----------------------
    if full:
        counts = Counter()
        for five in combinations(DECK, 5):
            counts[CATEGORIES[five_card_value(list(five))[0]]] += 1
        for name in reversed(CATEGORIES):
            print("%-16s %8d (expected %8d)" % (
                name, counts[name], EXPECTED_FIVE_CARD_COUNTS[name]))
        assert dict(counts) == EXPECTED_FIVE_CARD_COUNTS
        print("all five-card category counts match")

    print("all self-checks passed")


if __name__ == "__main__":
    # Pass --full to also count the category of all 2,598,960 five-card hands.
    _self_check(full="--full" in sys.argv[1:])

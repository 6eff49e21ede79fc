"""Reference ("twin") for DOUBLE-BOARD OMAHA, in slow, plain Python.

This module is written from the rules alone and shares no code with the fast
kernels.  It is meant to be checked by reading: every hand is valued by trying
every one of the sixty two-from-the-hand, three-from-the-board choices.  The
five-card ranking itself is the hold'em twin's (``double_board.py``); here it
is only cached by what it depends on (the five ranks, and whether the five
cards share one suit), and the self-check compares the two.

The rules
---------

* One ordinary 52-card deck: the thirteen ranks 2, 3, 4, 5, 6, 7, 8, 9, T, J,
  Q, K, A in each of the four suits c, d, h, s.  A card is written as its rank
  character then its suit character, e.g. ``"As"``, ``"Td"``, ``"2c"``.
* The cards come off a fixed order, top card first.  There are ``P`` players
  (2 to 10), in seats 0 .. P-1.  Each gets four hole cards, dealt one card at a
  time round the table from seat 0, four times round, so seat ``p`` holds
  ``order[p]``, ``order[P + p]``, ``order[2P + p]`` and ``order[3P + p]``.
* Then two separate five-card boards, A and B, are dealt from the next ten
  cards, alternating street by street: A's flop (three cards), B's flop
  (three cards), A's turn, B's turn, A's river, B's river.  With ``k = 4P``:

      board A = order[k : k+3] + [order[k+6], order[k+8]]
      board B = order[k+3 : k+6] + [order[k+7], order[k+9]]

* Nothing is burned, there are no wild cards, and nobody folds: every seat
  goes to showdown on both boards.
* The Omaha rule: on each board, a player's hand is the best five-card poker
  hand made of exactly two of his four hole cards and exactly three of that
  board's five cards -- never one or three or four from the hand.  All
  C(4,2) * C(5,3) = 6 * 10 = 60 such choices are tried.  So four hearts in the
  hand and two on the board make no flush (only two hearts may come from the
  hand), and a board holding four of a kind gives nobody four of a kind (at
  most three board cards play, and the fourth card of the rank is on the board
  too).  The two boards are valued independently.
* Categories, worst to best: high card, one pair, two pair, three of a kind,
  straight, flush, full house, four of a kind, straight flush.  A straight is
  five consecutive ranks; the ace is high (T-J-Q-K-A) or low in A-2-3-4-5
  only, the lowest straight (five high).  Nothing wraps round.  Hands of one
  category compare on the ranks making the category first, then the kickers,
  highest first, the usual way; suits never break ties; equal hands tie.
* The pot is split in two halves.  One half goes to the best hand on board A,
  shared equally among all seats tied for best there; the other half goes to
  the best hand on board B in the same way.  A player who, alone, has the best
  hand on board A and, alone, the best hand on board B "scoops" the pot.
"""

import random
import sys
from fractions import Fraction
from itertools import combinations

from tests.reference.double_board import (
    CATEGORIES,
    DECK,
    RANKS,
    SUITS,
    category_name,
    five_card_value,
    rank_value,
    settle,
    tally,
)

__all__ = [
    "RANKS",
    "SUITS",
    "DECK",
    "CATEGORIES",
    "rank_value",
    "five_card_value",
    "omaha_value",
    "category_name",
    "holes",
    "boards",
    "play",
    "simulate",
]

HOLE_CARDS = 4
MIN_PLAYERS = 2
MAX_PLAYERS = 10


def _as_cards(cards):
    """A list of card texts (a list/tuple, or one string like ``"AsKsQs"``)."""
    if isinstance(cards, str):
        text = cards.replace(" ", "")
        if len(text) % 2:
            raise ValueError("odd-length card string: %r" % (cards,))
        return [text[i:i + 2] for i in range(0, len(text), 2)]
    return list(cards)


def _check_distinct(cards):
    for card in cards:
        rank_value(card)  # validates the card text (rank and suit)
    if len(set(cards)) != len(cards):
        raise ValueError("duplicate cards: %r" % (list(cards),))


# ---------------------------------------------------------------------------
# Five-card value, cached on what it depends on.
#
# A five-card hand's value depends only on its five ranks and on whether all
# five cards share one suit.  So it is looked up by (sorted ranks, flush?) and
# computed, the first time, by the hold'em twin's five_card_value on a
# stand-in hand with those ranks: all in one suit for a flush, otherwise the
# suits c, d, h, s, c in turn (five cards with two suits in them, never one
# card twice, since equal ranks get different suits).
# ---------------------------------------------------------------------------

_VALUE_CACHE = {}


def _stand_in(ranks, is_flush):
    """Five card texts with these ranks, all one suit exactly when is_flush."""
    if is_flush:
        return [RANKS[r - 2] + "s" for r in ranks]
    return [RANKS[r - 2] + "cdhsc"[i] for i, r in enumerate(ranks)]


def _value_of(ranks, is_flush):
    """Value of five cards with these (sorted) ranks, flush or not."""
    key = (ranks, is_flush)
    value = _VALUE_CACHE.get(key)
    if value is None:
        value = five_card_value(_stand_in(ranks, is_flush))
        _VALUE_CACHE[key] = value
    return value


def omaha_value(hole, board):
    """Value of the best Omaha hand: exactly two of ``hole``, three of ``board``.

    ``hole`` is four cards and ``board`` five.  Returns
    ``(category_index, tiebreak_tuple)`` like :func:`five_card_value`; larger
    is better under Python's tuple ordering.  All 60 choices are tried.
    """
    hole = _as_cards(hole)
    board = _as_cards(board)
    if len(hole) != HOLE_CARDS:
        raise ValueError("need four hole cards, got %d" % len(hole))
    if len(board) != 5:
        raise ValueError("need a five-card board, got %d" % len(board))
    _check_distinct(hole + board)

    best = None
    for two in combinations(hole, 2):
        for three in combinations(board, 3):
            five = two + three
            ranks = tuple(sorted(rank_value(card) for card in five))
            is_flush = len(set(card[1] for card in five)) == 1
            value = _value_of(ranks, is_flush)
            if best is None or value > best:
                best = value
    return best


# ---------------------------------------------------------------------------
# The deal.
# ---------------------------------------------------------------------------

def _check_players(players):
    if not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError("players must be %d to %d, got %r"
                         % (MIN_PLAYERS, MAX_PLAYERS, players))


def _needed(players):
    return HOLE_CARDS * players + 10


def holes(order, players):
    """Per seat, its four hole cards in the order dealt."""
    _check_players(players)
    order = list(order)
    if len(order) < HOLE_CARDS * players:
        raise ValueError("need %d cards, got %d" % (HOLE_CARDS * players, len(order)))
    return [[order[lap * players + p] for lap in range(HOLE_CARDS)]
            for p in range(players)]


def boards(order, players):
    """``(board A, board B)``, each a list of five card texts."""
    _check_players(players)
    order = list(order)
    k = HOLE_CARDS * players
    if len(order) < k + 10:
        raise ValueError("need %d cards, got %d" % (k + 10, len(order)))
    board_a = order[k:k + 3] + [order[k + 6], order[k + 8]]
    board_b = order[k + 3:k + 6] + [order[k + 7], order[k + 9]]
    return board_a, board_b


def play(order, players):
    """Play one deal of double-board Omaha from a card order (top first).

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
    needed = _needed(players)
    if len(order) < needed:
        raise ValueError("need %d cards, got %d" % (needed, len(order)))
    _check_distinct(order[:needed])

    hands = holes(order, players)
    board_a, board_b = boards(order, players)

    values_a = [omaha_value(hands[p], board_a) for p in range(players)]
    values_b = [omaha_value(hands[p], board_b) for p in range(players)]
    return settle(values_a, values_b)


def simulate(players, deals, seed):
    """Play ``deals`` random deals and add up the results, as the hold'em twin's ``simulate``
    does (one ``random.Random(seed)`` shuffling a fresh deck a deal)."""
    _check_players(players)
    return tally(play, players, deals, seed)


# ---------------------------------------------------------------------------
# Self-check.
# ---------------------------------------------------------------------------

def _omaha_value_uncached(hole, board):
    """The same as omaha_value, calling five_card_value on the real cards."""
    hole, board = _as_cards(hole), _as_cards(board)
    return max(five_card_value(list(two) + list(three))
               for two in combinations(hole, 2)
               for three in combinations(board, 3))


def _self_check(full=False):
    ov = omaha_value
    F = Fraction

    # --- the Omaha rule, single hands --------------------------------------
    # Four spades in the hand, two on the board: no flush, and nothing pairs.
    assert ov("AsKsQsJs", "2s3s7d8h9c") == (0, (14, 13, 9, 8, 7))
    # Two spades in the hand, three on the board: a flush.
    assert ov("AsKs2d3d", "Qs7s4s9hTc") == (5, (14, 13, 12, 7, 4))
    # One spade in the hand, four on the board: no flush.
    assert ov("As2d3c4h", "KsQsJs9s8d")[0] != 5
    # Four of a kind on the board: nobody has quads.  A pocket pair makes a
    # full house (three nines + the pair); otherwise the hand plays trips.
    assert ov("AsAhKdKc", "9s9h9d9c2c") == (6, (9, 14))
    assert ov("AsKhQdJc", "9s9h9d9c2c") == (3, (9, 14, 13))
    # The fourth nine in the hand with trips on the board: quads.
    assert ov("9cAs2d3h", "9s9h9dKcQc") == (7, (9, 14))
    # AAKK on an unpaired board: only two hand cards play, so one pair (aces).
    assert ov("AsAhKdKc", "2c5d7h9sJc") == (1, (14, 11, 9, 7))
    # AAKK with a king on the board: trip kings, kickers from the board only.
    assert ov("AsAhKdKc", "Kh5d7h9sJc") == (3, (13, 11, 9))
    # A straight on the board is no straight without two hand cards in it.
    assert ov("2c2d3h3s", "5s6d7h8c9s") == (1, (3, 9, 8, 7))
    assert ov("9cKdKhKs", "5s6d7h8cAs") == (1, (13, 14, 8, 7))
    # ... but 3-4 from the hand with 5-6-7 makes the seven-high straight.
    assert ov("Tc2d3h4s", "5s6d7h8c9s") == (4, (7,))
    # The wheel, A-2 from the hand.
    assert ov("As2dKcKh", "3s4h5c9dJs") == (4, (5,))
    # A royal flush with exactly two from the hand.
    assert ov("AhKh2c3d", "QhJhTh4s5s") == (8, (14,))
    # A pocket pair and one more from a paired board: full house.
    assert ov("7c7dAsKs", "7h2c2d9sJh") == (6, (7, 2))
    # One ace in the hand on A-A-5-5: hold'em would give aces full, Omaha
    # only trip aces (the 5-5 would make four board cards).
    assert ov("Ac2hKdQs", "AsAd5c5h9c") == (3, (14, 13, 9))
    # Every spot check agrees with the uncached search on the real cards.
    for hole, board in (("AsKsQsJs", "2s3s7d8h9c"), ("AsAhKdKc", "9s9h9d9c2c"),
                        ("Tc2d3h4s", "5s6d7h8c9s"), ("Ac2hKdQs", "AsAd5c5h9c"),
                        ("9cKdKhKs", "5s6d7h8cAs"), ("AsAhKdKc", "Kh5d7h9sJc")):
        assert ov(hole, board) == _omaha_value_uncached(hole, board)
    assert category_name(ov("AhKh2c3d", "QhJhTh4s5s")) == "straight-flush"
    print("omaha_value spot checks: ok")

    # --- cached values equal the hold'em twin's on the real cards ----------
    rng = random.Random(2024)
    for _ in range(3000):
        deck = list(DECK)
        rng.shuffle(deck)
        hole, board = deck[:4], deck[4:9]
        assert ov(hole, board) == _omaha_value_uncached(hole, board), (hole, board)
    print("omaha_value == uncached five_card_value over 3000 random hands: ok")

    # --- play: the deal, two players, boards split between seats -----------
    order = ["Ac", "Kc", "Ad", "Kd",             # laps 1, 2: seat0 Ac Ad, seat1 Kc Kd
             "2s", "3s", "7h", "8h",             # laps 3, 4: seat0 2s 7h, seat1 3s 8h
             "2c", "7d", "9h",                   # A flop
             "Ks", "8c", "4d",                   # B flop
             "Js", "5h",                         # A turn, B turn
             "3c", "Qs"]                         # A river, B river
    assert holes(order, 2) == [["Ac", "Ad", "2s", "7h"], ["Kc", "Kd", "3s", "8h"]]
    a, b = boards(order, 2)
    assert a == ["2c", "7d", "9h", "Js", "3c"]
    assert b == ["Ks", "8c", "4d", "5h", "Qs"]
    r = play(order, 2)
    # Board A: seat0's 7h 2s with 7d 2c J is two pair, beating A-A-J-9-7;
    # seat1's best is K-K-J-9-7.  Board B: seat1's Kc Kd with Ks Q 8 is trip
    # kings; seat0 has A-A-K-Q-8.
    assert r["values"] == [((2, (7, 2, 11)), (1, (14, 13, 12, 8))),
                           ((1, (13, 11, 9, 7)), (3, (13, 12, 8)))]
    assert r["categories"] == [("two-pair", "one-pair"),
                               ("one-pair", "three-of-a-kind")]
    assert r["winners"] == ([0], [1])
    assert r["shares"] == [F(1, 2), F(1, 2)]
    assert r["second"] == [F(0), F(1, 2)]
    assert r["scoop"] is False

    # --- three players: a three-way split on A -----------------------------
    # Every seat holds J-T, which with the board's Q-K-A is broadway on A (no
    # flush or pair beats it there).  On B only seat 2 has a straight,
    # Th 8c + 9d 7c 6d, ten high.
    holes3 = [["Jc", "Tc", "4h", "5h"],
              ["Jd", "Td", "4s", "6s"],
              ["Jh", "Th", "8c", "8d"]]
    board_a3 = ["Qs", "Kc", "Ad", "2h", "3c"]
    board_b3 = ["7c", "9d", "9h", "5c", "6d"]
    order = [holes3[p][lap] for lap in range(4) for p in range(3)]
    order += board_a3[:3] + board_b3[:3]
    order += [board_a3[3], board_b3[3], board_a3[4], board_b3[4]]
    assert holes(order, 3) == holes3
    assert boards(order, 3) == (board_a3, board_b3)
    r = play(order, 3)
    assert [v[0] for v in r["values"]] == [(4, (14,))] * 3
    assert r["values"][2][1] == (4, (10,))
    for p in range(3):
        assert r["values"][p] == (_omaha_value_uncached(holes3[p], board_a3),
                                  _omaha_value_uncached(holes3[p], board_b3))
    assert r["categories"][2] == ("straight", "straight")
    assert r["winners"] == ([0, 1, 2], [2])
    assert r["shares"] == [F(1, 6), F(1, 6), F(2, 3)]
    assert r["second"] == [F(0), F(0), F(1, 2)]
    assert r["scoop"] is False

    # --- seat 0 scoops -----------------------------------------------------
    holes2 = [["Ah", "Kh", "As", "2c"], ["7d", "7c", "3d", "4c"]]
    board_a2 = ["Qh", "Jh", "Th", "9d", "8s"]
    board_b2 = ["Ad", "Kd", "5s", "6h", "Jc"]
    order = [holes2[p][lap] for lap in range(4) for p in range(2)]
    order += board_a2[:3] + board_b2[:3]
    order += [board_a2[3], board_b2[3], board_a2[4], board_b2[4]]
    r = play(order, 2)
    # A: AhKh + QhJhTh, a royal flush.  B: As Ah + Ad K J, trip aces; seat1
    # has only a pair of sevens (3-4 and 4-7 find no straight on A K 5 6 J).
    assert r["values"][0] == ((8, (14,)), (3, (14, 13, 11)))
    assert r["values"][1] == (_omaha_value_uncached(holes2[1], board_a2),
                              _omaha_value_uncached(holes2[1], board_b2))
    assert r["categories"][0] == ("straight-flush", "three-of-a-kind")
    assert r["winners"] == ([0], [0])
    assert r["shares"] == [F(1), F(0)]
    assert r["second"] == [F(1, 2), F(0)]
    assert r["scoop"] is True

    # --- both seats hold the same ranks: split both boards, no scoop -------
    # (clubs against diamonds, and neither board has three of either suit)
    holes2 = [["Ac", "Kc", "2c", "3c"], ["Ad", "Kd", "2d", "3d"]]
    board_a2 = ["9h", "7s", "5h", "Jh", "4s"]
    board_b2 = ["Th", "8s", "6h", "Qs", "Jd"]
    order = [holes2[p][lap] for lap in range(4) for p in range(2)]
    order += board_a2[:3] + board_b2[:3]
    order += [board_a2[3], board_b2[3], board_a2[4], board_b2[4]]
    r = play(order, 2)
    assert r["values"][0] == r["values"][1]
    assert r["winners"] == ([0, 1], [0, 1])
    assert r["shares"] == [F(1, 2), F(1, 2)]
    assert r["second"] == [F(1, 4), F(1, 4)]
    assert r["scoop"] is False
    print("play hand-worked deals: ok")

    # --- bad input is refused ----------------------------------------------
    for bad in (1, 11):
        try:
            play(list(DECK), bad)
        except ValueError:
            pass
        else:
            raise AssertionError("players=%d accepted" % bad)
    try:
        play(list(DECK[:4 * 3 + 9]), 3)
    except ValueError:
        pass
    else:
        raise AssertionError("short order accepted")
    play(list(DECK), 10)   # 50 cards: fits
    print("input checks: ok")

    # --- simulate: bookkeeping must add up ---------------------------------
    for players, deals in ((2, 300), (6, 100), (8, 50)):
        s = simulate(players, deals, seed=12345)
        assert sum(s["winner_category"].values()) == 2 * deals
        assert sum(s["hand_category"].values()) == 2 * players * deals
        assert abs(sum(s["seat_shares"]) - deals) < 1e-9
        assert 0 <= s["scoops"] <= deals and 0 <= s["ties"] <= deals
        assert simulate(players, deals, seed=12345) == s   # reproducible
    s = simulate(2, 300, seed=12345)
    print("simulate(2, 300, 12345):", s)

    # --- optional: the cache against every five-card hand of the deck ------
    if full:
        checked = 0
        for five in combinations(DECK, 5):
            ranks = tuple(sorted(rank_value(card) for card in five))
            is_flush = len(set(card[1] for card in five)) == 1
            assert _value_of(ranks, is_flush) == five_card_value(list(five)), five
            checked += 1
        print("cached value == five_card_value for all %d five-card hands" % checked)

    print("all self-checks passed")


if __name__ == "__main__":
    # Pass --full to also check the cached value on all 2,598,960 five-card hands.
    _self_check(full="--full" in sys.argv[1:])

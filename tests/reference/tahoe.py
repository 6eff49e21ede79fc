"""Reference simulator for Tahoe without betting (plain, slow Python).

A "reference twin": built from the rules of the game, with no code taken from
the project's kernels.  Every hand value comes from
:func:`tests.reference.evaluator.fast_high` (through the Hold'em twin's
:func:`~tests.reference.texas_holdem.hand_value`); the card checks, the
shuffled decks and the leader rule are those of
:mod:`tests.reference.five_card_draw`, and the totals are kept exactly as the
Hold'em twin keeps them.

The game, as played here
------------------------
* Tahoe is Hold'em where each seat is dealt three hole cards but may play at
  most two of them.  Two to ten seats (0..P-1), one 52-card deck, no wild
  cards.  The deck is a list of card texts, top card first, all different, no
  jokers, and at least ``3 * P + 5`` long (what gets dealt).
* The hole cards go out in three passes round the table, one card to each
  seat per pass, seat 0 first: seat ``s`` holds deck cards ``s``, ``P + s``
  and ``2 * P + s``.
* The board follows straight on, no burn cards: flop (three cards), turn (one),
  river (one), shared by every seat.
* A seat's hand, with some board cards known, is the best five cards it can
  form from those board cards and no more than two of its own three.  Trying
  each of its three two-card subsets with the whole known board, and keeping
  the best, is enough: a hand using one hole card or none is contained in one
  of those tries.  So three hearts in the hole and two on the board are not a
  flush.
* Showdown: the best final hand wins, equal best hands share the pot equally.
  There is no betting and nobody folds.

What is recorded
----------------
* ``leaders``: at each street the leader is the lowest seat holding the best
  hand of the cards known by then, under the same at-most-two rule: after the
  deal, the best of its three two-card subsets alone (a pair beats two
  different cards, then the ranks, highest first); after the flop, two hole
  cards with the three flop cards; after the turn, two hole cards with four
  board cards (best five of six).
* ``leader_won``: for each of those three leaders, whether it is one of the
  final winners.
* ``lead_changes``: the number of times the seat changes along (leader after
  the deal, after the flop, after the turn, lowest final winner): 0..3.
* ``board_plays``: the best final hand is worth just what the five board cards
  make by themselves.  Any seat may play the board, so then all seats split.
* ``hole_used``: the number of hole cards the lowest winner needs: 0 when the
  board alone already makes the best value; else 1 when the board with one of
  its hole cards (best five of the six) makes it; else 2.
"""

from itertools import combinations

from .evaluator import CATEGORIES
from .five_card_draw import _cards, _leader, shuffled_decks
from .texas_holdem import STREETS, add_deal, hand_value, new_totals

__all__ = ["play", "simulate", "seat_value", "new_totals", "add_deal", "STREETS"]

MIN_PLAYERS = 2
MAX_PLAYERS = 10
HOLE_SIZE = 3
MAX_HOLE_USED = 2
BOARD_SIZE = 5
FLOP = 3
TURN = 4  # board cards known after the turn


# ---------------------------------------------------------------------------
# Checks and small helpers
# ---------------------------------------------------------------------------


def _check_players(players):
    if isinstance(players, bool) or not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Tahoe is played by {MIN_PLAYERS}..{MAX_PLAYERS} seats; got {players!r}")


def seat_value(hole, board):
    """Best ``hand_value`` of ``board`` plus at most two cards of ``hole``.

    The best over every two-card subset of ``hole`` of the value of that pair
    with all of ``board`` (five best cards, or all of them if fewer); the
    subsets with fewer hole cards lie inside these, so need no separate try.
    """
    return max(hand_value(list(pair) + list(board)) for pair in combinations(hole, MAX_HOLE_USED))


def _holes_and_board(deck, players):
    """(each seat's three hole cards, the five board cards) from ``deck``, after the checks."""
    _check_players(players)
    cards = _cards(deck, "the deck")  # ValueError for a non-card, a joker or a repeated card
    needed = HOLE_SIZE * players + BOARD_SIZE
    if len(cards) < needed:
        raise ValueError(f"{players} seats need at least {needed} cards; the deck has {len(cards)}")
    holes = [[] for _ in range(players)]
    position = 0
    for _ in range(HOLE_SIZE):  # three passes round the table, seat 0 first in each
        for seat in range(players):
            holes[seat].append(cards[position])
            position += 1
    board = cards[position : position + BOARD_SIZE]  # flop, turn, river; no burn cards
    return holes, board


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def play(deck, players):
    """Play one deal from ``deck`` (card texts, top first) and describe it.

    Keys: "hole" (each seat's three cards, in the order dealt), "board" (flop,
    turn, river), "hands" (each seat's final category), "winners", "shares",
    "winner_category", "leaders" (after the deal, the flop and the turn),
    "leader_won", "lead_changes", "board_plays", "hole_used"; see the module
    docstring.
    """
    holes, board = _holes_and_board(deck, players)

    # The leader at each street, on the cards known by then.
    leaders = []
    for known in (0, FLOP, TURN):
        leaders.append(_leader([seat_value(hole, board[:known]) for hole in holes]))

    # The showdown.
    values = [seat_value(hole, board) for hole in holes]
    best = max(values)
    winners = [seat for seat in range(players) if values[seat] == best]
    shares = [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)]
    first = winners[0]

    # How many hole cards the lowest winner needs.
    board_value = hand_value(board)
    assert board_value <= best  # any seat may play the board
    board_plays = board_value == best
    if board_plays:
        hole_used = 0
        assert winners == list(range(players))
    elif any(hand_value(board + [card]) == best for card in holes[first]):
        hole_used = 1
    else:
        hole_used = 2

    sequence = leaders + [first]
    return {
        "hole": [list(hole) for hole in holes],
        "board": list(board),
        "hands": [CATEGORIES[value[0]] for value in values],
        "winners": winners,
        "shares": shares,
        "winner_category": CATEGORIES[best[0]],
        "leaders": leaders,
        "leader_won": [leader in winners for leader in leaders],
        "lead_changes": sum(1 for i in range(1, len(sequence)) if sequence[i] != sequence[i - 1]),
        "board_plays": board_plays,
        "hole_used": hole_used,
    }


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def simulate(players, deals, seed):
    """Totals over ``deals`` deals, each from a fresh shuffle of the 52 cards
    (:func:`tests.reference.five_card_draw.shuffled_decks` with ``seed``); the
    keys are those of :func:`tests.reference.texas_holdem.new_totals`."""
    _check_players(players)
    totals = new_totals(players, deals)
    for deck, _rng in shuffled_decks(seed, deals):  # refuses a bad ``deals``
        add_deal(totals, play(deck, players), players)
    return totals

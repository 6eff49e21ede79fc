"""Reference simulator for Super Eight without betting (plain, slow Python).

A "reference twin" for Super Eight, written from the rules alone and sharing
no code with the project's kernels.  Super Eight is Hold'em with a third hole
card, where a seat may play any number of its hole cards.  Hands are scored
with :func:`tests.reference.evaluator.fast_high` (through the Hold'em twin's
``hand_value``); decks, the card checks and the leader rule come from
:mod:`tests.reference.five_card_draw`, and the running totals are kept the way
the Hold'em twin keeps them.

Rules as this twin plays them
-----------------------------
* Seats 0..P-1 with P from 2 to 10; a single 52-card deck, no jokers, no wild
  cards.  The deck is a list of card texts, top card first, all different, and
  at least ``3 * P + 5`` long (anything past that is never dealt).
* Hole cards: three rounds of dealing, each giving one card to every seat, seat
  0 first.  Seat ``s`` thus holds deck cards ``s``, ``P + s`` and ``2P + s``.
* The board is the next five cards, nothing burnt: three for the flop, one for
  the turn, one for the river.  Every seat shares it.
* Showdown: a seat's hand is the best five cards among its eight (three hole
  cards and five board cards, any mix: none, one, two or all three of its own
  cards).  The best hand wins; equal best hands split the pot in equal parts.
  No betting, no folding.

What each deal reports
----------------------
* ``leaders``: at each street, the lowest seat holding the best hand of the
  cards it knows by then.  After the deal: the three hole cards on their own
  (three of a kind over a pair over no pair, ranks deciding within each, as
  ``fast_high`` rates three cards -- suits and runs count for nothing); after
  the flop: hole cards plus flop (best five of six); after the turn: hole cards
  plus four board cards (best five of seven).
* ``leader_won``: one bool per street leader, true when it is a final winner.
* ``lead_changes``: the number of places where the seat differs from the one
  before it in (deal leader, flop leader, turn leader, lowest final winner);
  0 to 3.
* ``board_plays``: the five board cards by themselves are worth the best final
  hand.  As every seat may play the board, every seat then shares the pot.
* ``hole_used``: the fewest hole cards the lowest winner needs to reach the
  best value: 0 when the board alone does; else 1 when the board plus one of
  its hole cards does (best five of six); else 2 when the board plus some two of
  its hole cards does (best five of seven); else 3.
"""

from itertools import combinations

from .evaluator import CATEGORIES
from .five_card_draw import _cards, _leader, shuffled_decks
from .texas_holdem import add_deal, hand_value, new_totals

__all__ = ["play", "simulate", "new_totals", "add_deal", "hand_value"]

MIN_PLAYERS = 2
MAX_PLAYERS = 10
HOLE_SIZE = 3
BOARD_SIZE = 5
FLOP = 3
TURN = 4  # board cards known after the turn
STREETS = ("deal", "flop", "turn")


# ---------------------------------------------------------------------------
# Checks and the deal
# ---------------------------------------------------------------------------


def _check_players(players):
    if isinstance(players, bool) or not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Super Eight is played by {MIN_PLAYERS}..{MAX_PLAYERS} seats; got {players!r}")


def _holes_and_board(deck, players):
    """(each seat's three hole cards, the five board cards) from ``deck``, after the checks."""
    _check_players(players)
    cards = _cards(deck, "the deck")  # ValueError for a non-card, a joker or a repeated card
    needed = HOLE_SIZE * players + BOARD_SIZE
    if len(cards) < needed:
        raise ValueError(f"{players} seats need at least {needed} cards; the deck has {len(cards)}")
    holes = [[] for _ in range(players)]
    position = 0
    for _ in range(HOLE_SIZE):  # three passes, one card to each seat per pass, seat 0 first
        for seat in range(players):
            holes[seat].append(cards[position])
            position += 1
    board = cards[position : position + BOARD_SIZE]  # flop, turn, river; nothing burnt
    return holes, board


def _hole_cards_needed(hole, board, best):
    """Fewest hole cards from ``hole`` that, with the whole board, reach ``best``."""
    for count in range(HOLE_SIZE + 1):
        for chosen in combinations(hole, count):
            if hand_value(list(board) + list(chosen)) == best:
                return count
    raise AssertionError("the full eight cards must reach the seat's own value")


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def play(deck, players):
    """Play one deal from ``deck`` (card texts, top first) and describe it.

    Keys: "hole" (each seat's three cards, in the order dealt), "board" (the
    five board cards: flop, turn, river), "hands" (each seat's final
    category), "winners", "shares", "winner_category", "leaders" (after the
    deal, the flop and the turn), "leader_won", "lead_changes", "board_plays",
    "hole_used"; the module docstring says what each means.
    """
    holes, board = _holes_and_board(deck, players)

    leaders = []
    for known in (0, FLOP, TURN):
        values = [hand_value(hole + board[:known]) for hole in holes]
        leaders.append(_leader(values))

    values = [hand_value(hole + board) for hole in holes]
    best = max(values)
    winners = [seat for seat in range(players) if values[seat] == best]
    shares = [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)]
    first = winners[0]

    board_value = hand_value(board)
    assert board_value <= best  # the board is open to every seat
    board_plays = board_value == best
    hole_used = _hole_cards_needed(holes[first], board, best)
    assert (hole_used == 0) == board_plays
    if board_plays:
        assert winners == list(range(players))

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
    (:func:`tests.reference.five_card_draw.shuffled_decks` with ``seed``).

    Keys as :func:`tests.reference.texas_holdem.new_totals`: "deals",
    "winner_category", "hand_category", "ties", "leader_won" (three counts),
    "lead_changes" (Counter), "board_plays", "hole_used" (Counter over 0..3),
    "seat_shares".
    """
    _check_players(players)
    totals = new_totals(players, deals)
    for deck, _rng in shuffled_decks(seed, deals):  # refuses a bad ``deals``
        add_deal(totals, play(deck, players), players)
    return totals

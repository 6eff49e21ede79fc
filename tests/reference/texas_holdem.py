"""Reference simulator for Texas Hold'em without betting (plain, slow Python).

A "reference twin": written from the rules alone, sharing no code with the
project's kernels.  Hands are scored with
:func:`tests.reference.evaluator.fast_high`; decks and the card checks come
from :mod:`tests.reference.five_card_draw`.

The game, as played here
------------------------
* Two to ten seats (0..P-1), one 52-card deck, nothing wild.  The deck is a
  list of card texts, top card first; it must hold at least ``2 * P + 5``
  cards (what is dealt), all different, no jokers.
* The hole cards: two passes round the table, one card to each seat per pass,
  seat 0 first.  So seat ``s`` gets deck cards ``s`` and ``P + s``.
* The board comes straight off the deck after that, with no burn cards: the
  flop is the next three cards, the turn the one after, the river the one
  after that.  The board is shared by every seat.
* The showdown: each seat plays the best five of its seven cards (two hole
  cards and five board cards; it may use both, one or none of its own).  The
  best hand takes the pot and equal best hands split it equally.  Nobody folds
  and there is no betting.

What is recorded
----------------
* ``leaders``: the leader at a street is the lowest seat whose cards known by
  then make the best hand.  After the deal that is the two hole cards alone
  (a pair beats no pair, then the ranks decide, highest first: ``fast_high``
  on two cards); after the flop the two hole cards and three board cards
  (five cards); after the turn the two and four (best five of six).
* ``leader_won``: for each of the three leaders, whether it is among the final
  winners.
* ``lead_changes``: how many times the seat changes along the sequence
  (leader after the deal, after the flop, after the turn, lowest final
  winner): 0..3.
* ``board_plays``: the best final hand is worth exactly what the five board
  cards make alone (a winner needs no hole card).  Every seat can play the
  board, so then every seat shares the pot.
* ``hole_used``: how many hole cards the lowest winner needs: 0 if the board
  alone reaches the best value; otherwise 1 if the board and one of its hole
  cards (best five of those six) reach it; otherwise 2.
"""

from collections import Counter

from .evaluator import CATEGORIES, CATEGORY_INDEX, fast_high
from .five_card_draw import _cards, _leader, shuffled_decks

MIN_PLAYERS = 2
MAX_PLAYERS = 10
HOLE_SIZE = 2
BOARD_SIZE = 5
FLOP = 3
TURN = 4  # board cards known after the turn
STREETS = ("deal", "flop", "turn")


# ---------------------------------------------------------------------------
# Checks and small helpers
# ---------------------------------------------------------------------------


def _check_players(players):
    if isinstance(players, bool) or not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Texas Hold'em is played by {MIN_PLAYERS}..{MAX_PLAYERS} seats; got {players!r}")


def hand_value(cards):
    """``(category index, tiebreak)`` of the best hand of ``cards`` (best five, or all if fewer)."""
    category, tiebreak, _ = fast_high(list(cards))
    return (CATEGORY_INDEX[category], tuple(tiebreak))


def _holes_and_board(deck, players):
    """(each seat's two hole cards, the five board cards) from ``deck``, after the checks."""
    _check_players(players)
    cards = _cards(deck, "the deck")  # ValueError for a non-card, a joker or a repeated card
    needed = HOLE_SIZE * players + BOARD_SIZE
    if len(cards) < needed:
        raise ValueError(f"{players} seats need at least {needed} cards; the deck has {len(cards)}")
    holes = [[] for _ in range(players)]
    position = 0
    for _ in range(HOLE_SIZE):  # two passes round the table, seat 0 first in each
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

    Keys: "hole" (each seat's two cards, in the order dealt), "board" (the five
    board cards: flop, turn, river), "hands" (each seat's final category),
    "winners", "shares", "winner_category", "leaders" (after the deal, the
    flop and the turn), "leader_won", "lead_changes", "board_plays",
    "hole_used"; see the module docstring.
    """
    holes, board = _holes_and_board(deck, players)

    # The leader at each street, on the cards known by then.
    leaders = []
    for known in (0, FLOP, TURN):
        values = [hand_value(hole + board[:known]) for hole in holes]
        leaders.append(_leader(values))

    # The showdown.
    values = [hand_value(hole + board) for hole in holes]
    best = max(values)
    winners = [seat for seat in range(players) if values[seat] == best]
    shares = [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)]
    first = winners[0]

    # How many hole cards the lowest winner needs.
    board_value = hand_value(board)
    assert board_value <= best  # every seat may play the board
    board_plays = board_value == best
    if board_plays:
        hole_used = 0
    elif any(hand_value(board + [card]) == best for card in holes[first]):
        hole_used = 1
    else:
        hole_used = 2
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


def new_totals(players, deals):
    """Empty totals of ``simulate`` (its keys), for ``deals`` deals at ``players`` seats."""
    return {
        "deals": deals,
        "winner_category": Counter(),
        "hand_category": Counter(),
        "ties": 0,
        "leader_won": [0] * len(STREETS),
        "lead_changes": Counter(),
        "board_plays": 0,
        "hole_used": Counter(),
        "seat_shares": [0.0] * players,
    }


def add_deal(totals, deal, players):
    """Add one ``play`` result to ``totals`` (see ``new_totals``)."""
    totals["winner_category"][deal["winner_category"]] += 1
    for seat in range(players):
        totals["hand_category"][deal["hands"][seat]] += 1
        totals["seat_shares"][seat] += deal["shares"][seat]
    totals["ties"] += len(deal["winners"]) > 1
    for i, won in enumerate(deal["leader_won"]):
        totals["leader_won"][i] += won
    totals["lead_changes"][deal["lead_changes"]] += 1
    totals["board_plays"] += deal["board_plays"]
    totals["hole_used"][deal["hole_used"]] += 1


def simulate(players, deals, seed):
    """Totals over ``deals`` deals, each from a fresh shuffle of the 52 cards
    (:func:`tests.reference.five_card_draw.shuffled_decks` with ``seed``)."""
    _check_players(players)
    totals = new_totals(players, deals)
    for deck, _rng in shuffled_decks(seed, deals):  # refuses a bad ``deals``
        add_deal(totals, play(deck, players), players)
    return totals

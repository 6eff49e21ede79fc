"""Reference simulator for Omaha (high, and high-low eight or better) without betting.

A "reference twin": written from the rules alone, sharing no code with the
project's kernels, and slow on purpose so that it can be checked by reading
it.  Every five-card hand is scored on its own with
:func:`tests.reference.evaluator.fast_high` (high) or
:func:`tests.reference.evaluator.brute_low` with ``kind="a5"`` (low), and the
seat's hand is the best of every legal five-card choice; decks and the card
checks come from :mod:`tests.reference.five_card_draw`.

The game, as played here
------------------------
* Two to ten seats (0..P-1), one 52-card deck, nothing wild.  The deck is a
  list of card texts, top card first; it must hold at least ``4 * P + 5``
  cards (what is dealt), all different, no jokers.
* The hole cards: four passes round the table, one card to each seat per
  pass, seat 0 first in every pass.  Seat ``s`` gets deck cards ``s``,
  ``P + s``, ``2P + s`` and ``3P + s``, in that order.
* The board comes straight off the deck after that, with no burn cards: the
  flop is the next three cards, the turn the one after, the river the one
  after that.  Every seat shares the board.
* The Omaha rule: a seat's hand is always EXACTLY two of its four hole cards
  with EXACTLY three of the five board cards.  No other five cards count, so
  a four-flush on the board with one suited hole card is no flush, and three
  suited hole cards help no more than two.  The seat plays the best of the
  ``6 * 10 = 60`` such hands.  The best hand takes the pot and equal best
  hands split it equally.  No betting, nobody folds.
* High-low (``high_low=True``), eight or better: the pot is split in two
  halves.  The high half goes to the best high hand (as above).  The low half
  goes to the best ace-to-five low (the ace is low, straights and flushes do
  not count) among the seats that qualify.  A seat's low obeys the same rule,
  exactly two hole cards with exactly three board cards (the best of the 60
  choices), but it may use other hole cards than its high hand.  It qualifies
  when that best low holds five different ranks, all 8 or lower (ace 1).  If
  no seat qualifies the high hand(s) take the whole pot.  Each half is shared
  equally among the seats tied for it: a seat gets ``0.5 / #high winners``
  (if a high winner) plus ``0.5 / #low winners`` (if a low winner) when a
  low exists, and otherwise ``1 / #high winners``.

What is recorded
----------------
* ``hole``, ``board``: the cards dealt (hole cards in dealing order).
* ``hands``: each seat's final high category; ``winners`` the seats with the
  best high hand, lowest first; ``winner_category`` the category they hold;
  ``shares`` each seat's part of the pot (the split shares in high-low).
* ``leaders``: the leader at a street is the lowest seat whose cards known by
  then make the best hand, with the Omaha rule applied to what is known.
  After the deal: the best two of its four hole cards (``fast_high`` on two
  cards: a pair beats two different cards, then the ranks decide, highest
  first; suits do not matter).  After the flop: two hole cards with the three
  flop cards (the best of 6).  After the turn: two hole cards with three of
  the four board cards (the best of ``6 * 4``).  These are about the high
  hand, in high-low too.
* ``leader_won``: for each of the three leaders, whether it is among the
  final (high) winners.
* ``lead_changes``: how many times the seat changes along the sequence
  (leader after the deal, after the flop, after the turn, lowest final high
  winner): 0..3.
* High-low only: ``lows`` (each seat's best a5 low key under the Omaha rule;
  lower is better), ``qualifies`` (per seat, eight or better),
  ``low_winners`` (the seats with the best qualifying low, empty without
  one), ``no_low`` (no seat qualifies), ``low_top`` (the winning low's
  highest rank as a text ``"5"`` .. ``"8"``, or ``None``), ``scoop`` (one
  seat is the only high winner and also the only low winner, or the only
  high winner when there is no low) and ``low_tie`` (two or more low
  winners).
"""

from collections import Counter
from functools import lru_cache
from itertools import combinations

from .evaluator import CATEGORIES, CATEGORY_INDEX, LOW_A5_STRUCTURES, brute_low, fast_high
from .five_card_draw import _cards, _leader, shuffled_decks

MIN_PLAYERS = 2
MAX_PLAYERS = 10
HOLE_SIZE = 4
BOARD_SIZE = 5
FLOP = 3
TURN = 4  # board cards known after the turn
HOLE_USED = 2  # exactly two hole cards in every hand
BOARD_USED = 3  # exactly three board cards in every hand
LOW_LIMIT = 8  # eight or better: the highest card a qualifying low may hold
STREETS = ("deal", "flop", "turn")
_NO_PAIR = LOW_A5_STRUCTURES.index("no-pair")


# ---------------------------------------------------------------------------
# Checks and small helpers
# ---------------------------------------------------------------------------


def _check_players(players):
    if isinstance(players, bool) or not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Omaha is played by {MIN_PLAYERS}..{MAX_PLAYERS} seats; got {players!r}")


def _check_high_low(high_low):
    if not isinstance(high_low, bool):
        raise ValueError(f"high_low must be True or False; got {high_low!r}")


def hand_value(cards):
    """``(category index, tiebreak)`` of exactly the cards given (five, or two for the deal)."""
    category, tiebreak, _ = fast_high(list(cards))
    return (CATEGORY_INDEX[category], tuple(tiebreak))


def omaha_choices(hole, board):
    """Every legal Omaha hand: two of ``hole`` with three of ``board`` (five-card lists)."""
    return [
        list(pair) + list(triple)
        for pair in combinations(hole, HOLE_USED)
        for triple in combinations(board, BOARD_USED)
    ]


# The value of five cards does not depend on their order, so each set of five is scored once
# (the streets and the showdown of one deal look at many of the same five-card sets).
@lru_cache(maxsize=1 << 16)
def _high_of(five):
    return hand_value(five)


@lru_cache(maxsize=1 << 16)
def _low_of(five):
    return brute_low(list(five), kind="a5")


def omaha_high(hole, board):
    """Best high value of exactly two of ``hole`` with exactly three of ``board``."""
    return max(_high_of(tuple(sorted(five))) for five in omaha_choices(hole, board))


def omaha_low(hole, board):
    """Best (lowest) ace-to-five low key of exactly two of ``hole`` with exactly three of ``board``."""
    return min(_low_of(tuple(sorted(five))) for five in omaha_choices(hole, board))


def qualifies(low):
    """Whether an a5 low key is eight or better: no pair and its top card at most 8."""
    structure, ranks = low
    return structure == _NO_PAIR and ranks[0] <= LOW_LIMIT


def _holes_and_board(deck, players):
    """(each seat's four hole cards, the five board cards) from ``deck``, after the checks."""
    _check_players(players)
    cards = _cards(deck, "the deck")  # ValueError for a non-card, a joker or a repeated card
    needed = HOLE_SIZE * players + BOARD_SIZE
    if len(cards) < needed:
        raise ValueError(f"{players} seats need at least {needed} cards; the deck has {len(cards)}")
    holes = [[] for _ in range(players)]
    position = 0
    for _ in range(HOLE_SIZE):  # four passes round the table, seat 0 first in each
        for seat in range(players):
            holes[seat].append(cards[position])
            position += 1
    board = cards[position : position + BOARD_SIZE]  # flop, turn, river; no burn cards
    return holes, board


def _street_value(hole, known_board):
    """High value of a seat on the cards known at a street (see "leaders")."""
    if not known_board:
        return max(hand_value(pair) for pair in combinations(hole, HOLE_USED))
    return omaha_high(hole, known_board)


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def play(deck, players, high_low=False):
    """Play one deal from ``deck`` (card texts, top first) and describe it.

    Keys: "hole", "board", "hands", "winners", "shares", "winner_category",
    "leaders", "leader_won", "lead_changes"; with ``high_low`` also "lows",
    "qualifies", "low_winners", "no_low", "low_top", "scoop", "low_tie".  See
    the module docstring.
    """
    _check_high_low(high_low)
    holes, board = _holes_and_board(deck, players)

    # The leader at each street, on the cards known by then.
    leaders = []
    for known in (0, FLOP, TURN):
        values = [_street_value(hole, board[:known]) for hole in holes]
        leaders.append(_leader(values))

    # The high showdown.
    values = [omaha_high(hole, board) for hole in holes]
    best = max(values)
    winners = [seat for seat in range(players) if values[seat] == best]
    shares = [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)]

    sequence = leaders + [winners[0]]
    deal = {
        "hole": [list(hole) for hole in holes],
        "board": list(board),
        "hands": [CATEGORIES[value[0]] for value in values],
        "winners": winners,
        "shares": shares,
        "winner_category": CATEGORIES[best[0]],
        "leaders": leaders,
        "leader_won": [leader in winners for leader in leaders],
        "lead_changes": sum(1 for i in range(1, len(sequence)) if sequence[i] != sequence[i - 1]),
    }
    if not high_low:
        return deal

    # The low half.
    lows = [omaha_low(hole, board) for hole in holes]
    qualified = [qualifies(low) for low in lows]
    if any(qualified):
        best_low = min(low for low, ok in zip(lows, qualified) if ok)
        low_winners = [seat for seat in range(players) if qualified[seat] and lows[seat] == best_low]
        low_top = str(best_low[1][0])
        shares = [
            (0.5 / len(winners) if seat in winners else 0.0)
            + (0.5 / len(low_winners) if seat in low_winners else 0.0)
            for seat in range(players)
        ]
    else:
        low_winners = []
        low_top = None  # the high shares above stand: the high hand(s) take the whole pot

    deal.update(
        {
            "shares": shares,
            "lows": lows,
            "qualifies": qualified,
            "low_winners": low_winners,
            "no_low": not low_winners,
            "low_top": low_top,
            "scoop": len(winners) == 1 and (not low_winners or low_winners == winners),
            "low_tie": len(low_winners) > 1,
        }
    )
    return deal


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def new_totals(players, deals, high_low=False):
    """Empty totals of ``simulate`` (its keys), for ``deals`` deals at ``players`` seats."""
    totals = {
        "deals": deals,
        "winner_category": Counter(),
        "hand_category": Counter(),
        "ties": 0,
        "leader_won": [0] * len(STREETS),
        "lead_changes": Counter(),
        "seat_shares": [0.0] * players,
    }
    if high_low:
        totals.update({"no_low": 0, "low_top": Counter(), "scoops": 0, "low_ties": 0})
    return totals


def add_deal(totals, deal, players):
    """Add one ``play`` result to ``totals`` (see ``new_totals``); the high-low counts
    are added when ``totals`` has them."""
    totals["winner_category"][deal["winner_category"]] += 1
    for seat in range(players):
        totals["hand_category"][deal["hands"][seat]] += 1
        totals["seat_shares"][seat] += deal["shares"][seat]
    totals["ties"] += len(deal["winners"]) > 1  # the high half (or the whole pot) is shared
    for i, won in enumerate(deal["leader_won"]):
        totals["leader_won"][i] += won
    totals["lead_changes"][deal["lead_changes"]] += 1
    if "no_low" in totals:
        totals["no_low"] += deal["no_low"]
        if deal["low_top"] is not None:
            totals["low_top"][deal["low_top"]] += 1
        totals["scoops"] += deal["scoop"]
        totals["low_ties"] += deal["low_tie"]


def simulate(players, deals, seed, high_low=False):
    """Totals over ``deals`` deals, each from a fresh shuffle of the 52 cards
    (:func:`tests.reference.five_card_draw.shuffled_decks` with ``seed``)."""
    _check_players(players)
    _check_high_low(high_low)
    totals = new_totals(players, deals, high_low)
    for deck, _rng in shuffled_decks(seed, deals):  # refuses a bad ``deals``
        add_deal(totals, play(deck, players, high_low), players)
    return totals

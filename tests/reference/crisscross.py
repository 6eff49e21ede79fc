"""Reference simulator for Crisscross without betting (plain, slow Python).

A "reference twin": written from the rules alone, sharing no code with the
project's kernels.  Hands are scored with
:func:`tests.reference.evaluator.fast_high`; decks and the card checks come
from :mod:`tests.reference.five_card_draw`.

The game, as played here
------------------------
* Two to ten seats (0..P-1), one 52-card deck without jokers, given as a list
  of card texts, top card first.  It must hold at least ``4 * P + 5`` cards
  (what is dealt), all different.
* The hole cards: four passes round the table, one card to each seat per
  pass, seat 0 first.  Seat ``s`` gets deck cards ``s``, ``P + s``,
  ``2P + s`` and ``3P + s``.
* The cross: the next five cards, with no burn cards, laid out as::

              top
        left  center  right
             bottom

  and turned face up one at a time in the order top, right, bottom, left,
  center, so the center card comes last.  The deck order is that order too.
* The lines: the vertical line is top, center, bottom; the horizontal line is
  left, center, right.  Both share the center card.
* Wild cards: every card with the center card's rank is wild, wherever it
  lies (in any seat's hole cards or on the cross, the center card itself
  included).  A wild card stands for any card, copies included, so five of a
  kind exists and beats a straight flush.
* The showdown: a seat's hand is its four hole cards and the three cards of
  one line, and it plays the best five of those seven.  It picks the line
  giving the better hand; when both lines give equal hands it is said to use
  the vertical one.  The best hand takes the pot and equal best hands split it
  equally.  Nobody folds and there is no betting.

What is recorded
----------------
* ``line``: per seat, ``"vertical"`` or ``"horizontal"``, the line its final
  hand uses (vertical on a tie between the lines).
* ``wild_held``: per seat, how many of its seven cards (hole cards plus the
  three of its line, the center card counted) have the wild rank.
* ``wild_rank``: the center card's rank character.
* ``leaders``: the lowest seat with the best hand at three moments, judged on
  the cards face up by then and with nothing wild yet (the center card, which
  names the wild rank, is still face down):

  1. after the deal: the four hole cards alone;
  2. after top and right are turned: the better of hole + top and
     hole + right (a line is not complete yet; each turned card can only be
     part of its own line);
  3. after top, right, bottom and left are turned: the better of
     hole + top + bottom (the vertical line so far) and hole + left + right
     (the horizontal line so far), best five of six.

* ``leader_won``: for each of the three leaders, whether it is among the final
  winners.
* ``lead_changes``: how many times the seat changes along the sequence
  (three leaders, then the lowest final winner): 0..3.
"""

from collections import Counter
from functools import lru_cache

from .evaluator import CATEGORIES, CATEGORY_INDEX, SUITS, card_rank, fast_high
from .five_card_draw import _cards, _leader, shuffled_decks

MIN_PLAYERS = 2
MAX_PLAYERS = 10
HOLE_SIZE = 4
CROSS_ORDER = ("top", "right", "bottom", "left", "center")  # the order the cards are turned
LINES = {
    "vertical": ("top", "center", "bottom"),
    "horizontal": ("left", "center", "right"),
}
STAGES = ("deal", "two", "four")
_RANK_CHARS = "23456789TJQKA"


# ---------------------------------------------------------------------------
# Checks and small helpers
# ---------------------------------------------------------------------------


def _check_players(players):
    if isinstance(players, bool) or not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Crisscross is played by {MIN_PLAYERS}..{MAX_PLAYERS} seats; got {players!r}")


@lru_cache(maxsize=200_000)
def _cached_value(cards, wild):
    category, tiebreak, _ = fast_high(list(cards), wild=wild)
    return (CATEGORY_INDEX[category], tuple(tiebreak))


def hand_value(cards, wild=frozenset()):
    """``(category index, tiebreak)`` of the best five of ``cards`` (all of them if fewer),
    the cards in ``wild`` being wild.  Memoised: the order of ``cards`` does not matter."""
    return _cached_value(tuple(sorted(cards)), frozenset(wild))


def rank_char(card):
    """The rank character of a card text ("T" for a ten)."""
    return _RANK_CHARS[card_rank(card) - 2]


def wild_cards_of(rank):
    """The four cards of the rank character ``rank``."""
    return frozenset(rank + suit for suit in SUITS)


def _holes_and_cross(deck, players):
    """(each seat's four hole cards, the cross as a dict), after the checks."""
    _check_players(players)
    cards = _cards(deck, "the deck")  # ValueError for a non-card, a joker or a repeated card
    needed = HOLE_SIZE * players + len(CROSS_ORDER)
    if len(cards) < needed:
        raise ValueError(f"{players} seats need at least {needed} cards; the deck has {len(cards)}")
    holes = [[] for _ in range(players)]
    position = 0
    for _ in range(HOLE_SIZE):  # four passes round the table, seat 0 first in each
        for seat in range(players):
            holes[seat].append(cards[position])
            position += 1
    cross = {}
    for place in CROSS_ORDER:  # no burn cards
        cross[place] = cards[position]
        position += 1
    return holes, cross


def line_cards(cross, line):
    """The three cards of ``line`` ("vertical" or "horizontal")."""
    return [cross[place] for place in LINES[line]]


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def play(deck, players):
    """Play one deal from ``deck`` (card texts, top first) and describe it.

    Keys: "hole" (each seat's four cards, in the order dealt), "cross" (a dict
    top/right/bottom/left/center), "hands" (each seat's final category),
    "winners", "shares", "winner_category", "line", "wild_held", "wild_rank",
    "leaders", "leader_won", "lead_changes"; see the module docstring.
    """
    holes, cross = _holes_and_cross(deck, players)
    top, right, bottom, left = cross["top"], cross["right"], cross["bottom"], cross["left"]

    # Leaders, on the cards face up by then, nothing wild yet.
    deal_values = [hand_value(hole) for hole in holes]
    two_values = [max(hand_value(hole + [top]), hand_value(hole + [right])) for hole in holes]
    four_values = [max(hand_value(hole + [top, bottom]), hand_value(hole + [left, right])) for hole in holes]
    leaders = [_leader(deal_values), _leader(two_values), _leader(four_values)]

    # The showdown: the center's rank is wild everywhere.
    wild_rank = rank_char(cross["center"])
    wild = wild_cards_of(wild_rank)
    values, lines, wild_held = [], [], []
    for hole in holes:
        vertical = hand_value(hole + line_cards(cross, "vertical"), wild)
        horizontal = hand_value(hole + line_cards(cross, "horizontal"), wild)
        line = "horizontal" if horizontal > vertical else "vertical"  # vertical on a tie
        values.append(max(vertical, horizontal))
        lines.append(line)
        wild_held.append(sum(1 for card in hole + line_cards(cross, line) if card in wild))
    best = max(values)
    winners = [seat for seat in range(players) if values[seat] == best]
    shares = [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)]

    sequence = leaders + [winners[0]]
    return {
        "hole": [list(hole) for hole in holes],
        "cross": dict(cross),
        "hands": [CATEGORIES[value[0]] for value in values],
        "winners": winners,
        "shares": shares,
        "winner_category": CATEGORIES[best[0]],
        "line": lines,
        "wild_held": wild_held,
        "wild_rank": wild_rank,
        "leaders": leaders,
        "leader_won": [leader in winners for leader in leaders],
        "lead_changes": sum(1 for i in range(1, len(sequence)) if sequence[i] != sequence[i - 1]),
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
        "wild_held": Counter(),
        "winner_line": Counter(),
        "line": Counter(),
        "wild_rank": Counter(),
        "leader_won": [0] * len(STAGES),
        "lead_changes": Counter(),
        "seat_shares": [0.0] * players,
    }


def add_deal(totals, deal, players):
    """Add one ``play`` result to ``totals`` (see ``new_totals``)."""
    totals["winner_category"][deal["winner_category"]] += 1
    for seat in range(players):
        totals["hand_category"][deal["hands"][seat]] += 1
        totals["wild_held"][deal["wild_held"][seat]] += 1
        totals["line"][deal["line"][seat]] += 1
        totals["seat_shares"][seat] += deal["shares"][seat]
    totals["ties"] += len(deal["winners"]) > 1
    totals["winner_line"][deal["line"][deal["winners"][0]]] += 1
    totals["wild_rank"][deal["wild_rank"]] += 1
    for i, won in enumerate(deal["leader_won"]):
        totals["leader_won"][i] += won
    totals["lead_changes"][deal["lead_changes"]] += 1


def simulate(players, deals, seed):
    """Totals over ``deals`` deals, each from a fresh shuffle of the 52 cards
    (:func:`tests.reference.five_card_draw.shuffled_decks` with ``seed``)."""
    _check_players(players)
    totals = new_totals(players, deals)
    for deck, _rng in shuffled_decks(seed, deals):  # refuses a bad ``deals``
        add_deal(totals, play(deck, players), players)
    return totals

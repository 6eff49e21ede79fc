"""Reference simulator for Cincinnati Liz without betting (plain, slow Python).

A "reference twin": written from the rules alone, sharing no code with the
project's kernels.  Hands are scored with
:func:`tests.reference.evaluator.fast_high`; decks and the card checks come
from :mod:`tests.reference.five_card_draw`.

The game, as played here
------------------------
* Two to nine seats (0..P-1), one 52-card deck without jokers, given as a
  list of card texts, top card first.  It must hold at least ``5 * P + 5``
  cards (what is dealt), all different.
* The hole cards: five passes round the table, one card to each seat per
  pass, seat 0 first.  Seat ``s`` gets deck cards ``s``, ``P + s``,
  ``2P + s``, ``3P + s`` and ``4P + s``.
* The row: the next five cards, with no burn cards, laid in a row at
  positions 1..5 in deck order, and turned face up one at a time from
  position 1 to position 5.  The row is shared by every seat.
* The wild rank, chosen by the option ``wild``:

  - ``"lowest"`` (the default): the lowest rank among the five row cards,
    the two being the lowest rank and the ace the highest;
  - ``"middle"``: the rank of the third row card (position 3).

  Every card of the wild rank is wild wherever it lies (in any seat's hole
  cards or in the row, the card naming the rank included).  A wild card
  stands for any card, copies included, so five of a kind exists and beats a
  straight flush.
* The showdown: a seat's hand is its five hole cards and the five row cards,
  and it plays the best five of those ten.  The best hand takes the pot and
  equal best hands split it equally.  Nobody folds and there is no betting.

What is recorded
----------------
* ``wild_rank``: the wild rank's character (``"2"``..``"9"``, ``"T"``,
  ``"J"``, ``"Q"``, ``"K"``, ``"A"``).
* ``wild_held``: per seat, how many of its ten cards (five hole cards and the
  five row cards) have the wild rank; a wild card in the row counts for every
  seat.
* ``leaders``: the lowest seat with the best hand at five moments, judged on
  the cards face up by then (the best five of them, all of them if fewer):

  1. after the deal: the five hole cards alone;
  2. to 5. after 1, 2, 3 and 4 row cards are turned: the hole cards and the
     turned row cards.

  What is wild at those moments: with ``"lowest"``, nothing (the lowest rank
  of the row is not settled before the fifth card is turned); with
  ``"middle"``, nothing at moments 1 to 3, and the third row card's rank at
  moments 4 and 5 (once the third card is face up).
* ``leader_won``: for each of the five leaders, whether it is among the final
  winners.
* ``lead_changes``: how many times the seat changes along the sequence
  (five leaders, then the lowest final winner): 0..5.
"""

from collections import Counter
from functools import lru_cache

from .evaluator import CATEGORIES, CATEGORY_INDEX, SUITS, card_rank, fast_high
from .five_card_draw import _cards, _leader, shuffled_decks

MIN_PLAYERS = 2
MAX_PLAYERS = 9
HOLE_SIZE = 5
ROW_SIZE = 5
MIDDLE = 2  # index of row position 3
WILD_OPTIONS = ("lowest", "middle")
STAGES = ("deal", "one", "two", "three", "four")  # row cards face up at each leader moment
_RANK_CHARS = "23456789TJQKA"


# ---------------------------------------------------------------------------
# Checks and small helpers
# ---------------------------------------------------------------------------


def _check_players(players):
    if isinstance(players, bool) or not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Cincinnati Liz is played by {MIN_PLAYERS}..{MAX_PLAYERS} seats; got {players!r}")


def _check_wild(wild):
    if not isinstance(wild, str) or wild not in WILD_OPTIONS:
        raise ValueError(f"unknown wild option {wild!r}: choose from {', '.join(WILD_OPTIONS)}")


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


def wild_rank_of(row, wild="lowest"):
    """The wild rank character named by the five row cards under the option ``wild``."""
    _check_wild(wild)
    if wild == "lowest":
        lowest = min(row, key=card_rank)  # the ace is 14: it is never below another rank
        return rank_char(lowest)
    return rank_char(row[MIDDLE])


def _holes_and_row(deck, players):
    """(each seat's five hole cards, the five row cards), after the checks."""
    _check_players(players)
    cards = _cards(deck, "the deck")  # ValueError for a non-card, a joker or a repeated card
    needed = HOLE_SIZE * players + ROW_SIZE
    if len(cards) < needed:
        raise ValueError(f"{players} seats need at least {needed} cards; the deck has {len(cards)}")
    holes = [[] for _ in range(players)]
    position = 0
    for _ in range(HOLE_SIZE):  # five passes round the table, seat 0 first in each
        for seat in range(players):
            holes[seat].append(cards[position])
            position += 1
    row = cards[position : position + ROW_SIZE]  # no burn cards; positions 1..5 in deck order
    return holes, row


def _wild_while_turning(row, wild, turned):
    """The wild cards known once ``turned`` row cards (0..4) are face up."""
    if wild == "middle" and turned > MIDDLE:
        return wild_cards_of(rank_char(row[MIDDLE]))
    return frozenset()  # "lowest" is settled only by the fifth card


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def play(deck, players, wild="lowest"):
    """Play one deal from ``deck`` (card texts, top first) and describe it.

    Keys: "hole" (each seat's five cards, in the order dealt), "row" (the five
    row cards, position 1 first), "wild_rank", "hands" (each seat's final
    category), "winners", "shares", "winner_category", "wild_held", "leaders",
    "leader_won", "lead_changes"; see the module docstring.
    """
    _check_wild(wild)
    holes, row = _holes_and_row(deck, players)

    # Leaders at the five moments: 0, 1, 2, 3, 4 row cards face up.
    leaders = []
    for turned in range(len(STAGES)):
        known_wild = _wild_while_turning(row, wild, turned)
        values = [hand_value(hole + row[:turned], known_wild) for hole in holes]
        leaders.append(_leader(values))

    # The showdown: best five of ten, the wild rank wild everywhere.
    wild_rank = wild_rank_of(row, wild)
    wild_cards = wild_cards_of(wild_rank)
    values, wild_held = [], []
    for hole in holes:
        ten = hole + row
        values.append(hand_value(ten, wild_cards))
        wild_held.append(sum(1 for card in ten if card in wild_cards))
    best = max(values)
    winners = [seat for seat in range(players) if values[seat] == best]
    shares = [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)]

    sequence = leaders + [winners[0]]
    return {
        "hole": [list(hole) for hole in holes],
        "row": list(row),
        "wild_rank": wild_rank,
        "hands": [CATEGORIES[value[0]] for value in values],
        "winners": winners,
        "shares": shares,
        "winner_category": CATEGORIES[best[0]],
        "wild_held": wild_held,
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
        "wild_rank": Counter(),
        "wild_held": Counter(),
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
        totals["seat_shares"][seat] += deal["shares"][seat]
    totals["ties"] += len(deal["winners"]) > 1
    totals["wild_rank"][deal["wild_rank"]] += 1
    for i, won in enumerate(deal["leader_won"]):
        totals["leader_won"][i] += won
    totals["lead_changes"][deal["lead_changes"]] += 1


def simulate(players, deals, seed, wild="lowest"):
    """Totals over ``deals`` deals, each from a fresh shuffle of the 52 cards
    (:func:`tests.reference.five_card_draw.shuffled_decks` with ``seed``)."""
    _check_players(players)
    _check_wild(wild)
    totals = new_totals(players, deals)
    for deck, _rng in shuffled_decks(seed, deals):  # refuses a bad ``deals``
        add_deal(totals, play(deck, players, wild), players)
    return totals

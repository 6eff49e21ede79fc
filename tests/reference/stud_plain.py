"""Reference simulator for plain seven-card stud (52 cards, nothing wild).

The baseline game the wild stud games are measured against.  Like
:mod:`tests.reference.stud_wild` this is plain, slow Python: one deal at a
time from an explicit deck, every hand scored with
:func:`tests.reference.evaluator.fast_high`.  It shares no code with the
project's kernels.

* ``play_seven_card_stud(deck, players=7)`` plays one deal from ``deck`` (a
  list of distinct cards, top card first) and returns a dict describing it;
* ``simulate_seven_card_stud(deals, players=7, seed=0)`` plays ``deals``
  deals, each from a fresh shuffle of :func:`full_deck` made with one
  ``random.Random(seed)`` for the whole run, and returns counts.

Rules, in the conventions of :mod:`tests.reference.stud_wild`:

* Seats ``0..P-1``, 2 to 7 of them (each seat needs 7 cards; 8 seats would
  need 56).  Every pass goes round the table in seat order: two down cards,
  four up streets, then one final down card.  If fewer cards remain than
  there are seats when the final down cards are due, one card is turned face
  up in the middle instead and belongs to every seat's hand (with a full
  deck and at most 7 seats this never happens).  A hand-built deck that runs
  out before then is refused with ``ValueError``.
* Nothing is wild.  Each seat plays its best five of its cards; hands compare
  by ``(CATEGORY_INDEX[category], tiebreak)``; the best hand wins and equal
  best hands split the pot.  Nobody folds.
* Volatility: after each of the five dealing rounds from the first up street
  on (four up streets, then the final round) the leader is the seat with the
  best hand, ties going to the lowest seat, once on all the seat's cards
  ("full") and once on its face-up cards only ("showing", which takes in the
  shared card in round 5).  ``lead_changes`` counts the rounds 2..5 whose
  full leader differs from the round before.

For use with the same comparison helpers as the wild games, a deal also
reports ``wild_held`` (always 0 per seat) and ``wild_changes`` (always 0),
and the totals have ``wild_held`` (every seat counted at 0).
"""

import random
from collections import Counter

from .evaluator import CATEGORY_INDEX, fast_high, full_deck, normalize_card

__all__ = ["MAX_PLAYERS", "play_seven_card_stud", "simulate_seven_card_stud"]

MAX_PLAYERS = 52 // 7  # 7


def _check_players(players):
    if not isinstance(players, int) or not 2 <= players <= MAX_PLAYERS:
        raise ValueError(
            f"seven-card-stud is played by 2..{MAX_PLAYERS} seats "
            f"(each seat needs 7 cards from 52); got {players!r}"
        )


def _value(cards):
    """Comparable value of a hand: (category index, tiebreak)."""
    category, tiebreak, _ = fast_high(cards)
    return (CATEGORY_INDEX[category], tiebreak)


def _leader(hands):
    """Seat with the best hand; among equal hands the lowest seat index."""
    values = [_value(cards) for cards in hands]
    return max(range(len(values)), key=lambda seat: (values[seat], -seat))


def play_seven_card_stud(deck, players=7):
    """Play one deal of plain seven-card stud from ``deck`` (top card first)."""
    _check_players(players)
    cards = [normalize_card(c) for c in deck]
    if len(set(cards)) != len(cards):
        raise ValueError("the deck holds a card twice")
    if any(c.startswith("X") for c in cards):
        raise ValueError("this game is played without jokers")
    it = iter(cards)

    def draw(what):
        card = next(it, None)
        if card is None:
            raise ValueError(f"the deck ran out before {what} could be dealt")
        return card

    seats = [[] for _ in range(players)]  # (card, "down" or "up") per seat
    shared = None
    full_leaders = []
    showing_leaders = []

    def snapshot():
        extra = [shared] if shared is not None else []
        full_leaders.append(_leader([[c for c, _ in s] + extra for s in seats]))
        showing_leaders.append(_leader([[c for c, how in s if how == "up"] + extra for s in seats]))

    for _ in range(2):
        for seat in range(players):
            seats[seat].append((draw("the down cards"), "down"))
    for _ in range(4):
        for seat in range(players):
            seats[seat].append((draw("the up cards"), "up"))
        snapshot()
    if len(cards) - 6 * players < players:  # cards left after six passes
        shared = draw("the shared middle card")
    else:
        for seat in range(players):
            seats[seat].append((draw("the final down cards"), "down"))
    snapshot()

    extra = [shared] if shared is not None else []
    finals = [[c for c, _ in s] + extra for s in seats]
    hands = [fast_high(final) for final in finals]
    values = [(CATEGORY_INDEX[h[0]], h[1]) for h in hands]
    best = max(values)
    winners = [seat for seat in range(players) if values[seat] == best]
    shares = [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)]
    return {
        "seats": seats,
        "shared": shared,
        "hands": hands,
        "winners": winners,
        "shares": shares,
        "wild_held": [0] * players,
        "wild_changes": 0,
        "full_leaders": full_leaders,
        "showing_leaders": showing_leaders,
        "full_leader_won": [leader in winners for leader in full_leaders],
        "showing_leader_won": [leader in winners for leader in showing_leaders],
        "lead_changes": sum(1 for r in range(1, 5) if full_leaders[r] != full_leaders[r - 1]),
    }


def simulate_seven_card_stud(deals, players=7, seed=0):
    """Play ``deals`` shuffled deals; return the counts.

    Keys as in :func:`tests.reference.stud_wild.simulate_follow_the_queen`
    less the wild-rank ones: ``deals``, ``winner_category`` and
    ``hand_category`` (Counters of category names; the latter counts every
    seat of every deal), ``seat_win`` (pot shares per seat), ``tie`` (deals
    with a split pot), ``wild_held`` (always all at 0),
    ``leader_wins_full`` / ``leader_wins_showing`` (per round, deals whose
    leader was among the winners), ``lead_changes`` (Counter) and
    ``shared_card`` (deals that needed the shared middle card).
    """
    _check_players(players)
    rng = random.Random(seed)
    totals = {
        "deals": deals,
        "winner_category": Counter(),
        "hand_category": Counter(),
        "seat_win": {seat: 0.0 for seat in range(players)},
        "tie": 0,
        "wild_held": Counter(),
        "leader_wins_full": [0] * 5,
        "leader_wins_showing": [0] * 5,
        "lead_changes": Counter(),
        "shared_card": 0,
    }
    for _ in range(deals):
        deck = full_deck()
        rng.shuffle(deck)
        deal = play_seven_card_stud(deck, players)
        winners = deal["winners"]
        totals["winner_category"][deal["hands"][winners[0]][0]] += 1
        for seat in range(players):
            totals["hand_category"][deal["hands"][seat][0]] += 1
            totals["seat_win"][seat] += deal["shares"][seat]
            totals["wild_held"][0] += 1
        if len(winners) > 1:
            totals["tie"] += 1
        for r in range(5):
            totals["leader_wins_full"][r] += deal["full_leader_won"][r]
            totals["leader_wins_showing"][r] += deal["showing_leader_won"][r]
        totals["lead_changes"][deal["lead_changes"]] += 1
        if deal["shared"] is not None:
            totals["shared_card"] += 1
    return totals

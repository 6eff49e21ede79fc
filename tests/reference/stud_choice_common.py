"""What the five games of :mod:`tests.reference.stud_choice` share: hand values,
the showdown, option checks, the stock, the volatility record and the simulate
driver.  Plain, slow Python; it shares no code with the project's kernels.
"""

import random
from collections import Counter

from .evaluator import CATEGORY_INDEX, JOKERS, fast_high, full_deck, normalize_card

UP = "up"
DOWN = "down"

#: The value of "no cards at all": below every real hand.
NOTHING = (-1, ())
STRAIGHT = CATEGORY_INDEX["straight"]


# ---------------------------------------------------------------------------
# Small shared helpers
# ---------------------------------------------------------------------------


def _value(hand):
    """Comparable value of a ``fast_high`` result (as ``stud_wild._value``)."""
    return (CATEGORY_INDEX[hand[0]], hand[1])


def _score(cards, wild=frozenset()):
    """Value of the best hand in ``cards``; ``NOTHING`` for no cards."""
    if not cards:
        return NOTHING
    return _value(fast_high(cards, wild=frozenset(wild)))


def _leader(values):
    """Seat with the best value; among equal values the lowest seat."""
    return max(range(len(values)), key=lambda seat: (values[seat], -seat))


def _showdown(hands):
    """``(winners, shares)`` from the per-seat ``fast_high`` results."""
    values = [_value(hand) for hand in hands]
    best = max(values)
    winners = [seat for seat, value in enumerate(values) if value == best]
    shares = [1.0 / len(winners) if seat in winners else 0.0 for seat in range(len(hands))]
    return winners, shares


def _check_players(game, players, low, high):
    if isinstance(players, bool) or not isinstance(players, int) or not low <= players <= high:
        raise ValueError(f"{game} is played by {low}..{high} seats; got {players!r}")


def _check_choice(name, value, choices):
    if value not in choices:
        raise ValueError(f"unknown {name} {value!r}: choose from {', '.join(map(repr, choices))}")


def _check_rng(rng):
    if rng is not None and not callable(getattr(rng, "shuffle", None)):
        raise ValueError("rng must be a random.Random (something with a shuffle method) or None")


class _Stock:
    """The undealt cards, plus the discard pile of the draw games.

    Cards are dealt from the front of ``cards``.  ``discard`` puts a card on
    the pile (kept in the order discarded).  When a card is needed and the
    stock is empty, the whole pile (every card discarded and not yet
    reshuffled) is shuffled in place with ``rng.shuffle`` and becomes the new
    stock, dealt from its front.  Without discards, or without ``rng``, an
    empty stock raises ``ValueError``.
    """

    def __init__(self, deck, rng=None):
        cards = [normalize_card(c) for c in deck]
        if len(set(cards)) != len(cards):
            raise ValueError("the deck holds a card twice")
        if any(c in JOKERS for c in cards):
            raise ValueError("these games are played without jokers")
        self.cards = cards
        self.pile = []
        self.rng = rng
        self.reshuffles = 0

    def discard(self, card):
        self.pile.append(card)

    def draw(self, what):
        if not self.cards:
            if not self.pile:
                raise ValueError(f"the deck ran out before {what} could be dealt")
            if self.rng is None:
                raise ValueError(f"the stock ran out before {what}: reshuffling the discards needs rng")
            new_stock = self.pile
            self.pile = []
            self.rng.shuffle(new_stock)
            self.cards = new_stock
            self.reshuffles += 1
        return self.cards.pop(0)


class _Volatility:
    """Leaders after each round, and the result keys derived from them."""

    def __init__(self):
        self.full = []
        self.showing = []

    def record(self, full_values, showing_values):
        self.full.append(_leader(full_values))
        self.showing.append(_leader(showing_values))

    def result(self, winners):
        return {
            "full_leaders": list(self.full),
            "showing_leaders": list(self.showing),
            "full_leader_won": [leader in winners for leader in self.full],
            "showing_leader_won": [leader in winners for leader in self.showing],
            "lead_changes": _changes(self.full),
        }


def _changes(leaders):
    """Rounds 2.. whose leader differs from the round before."""
    return sum(1 for r in range(1, len(leaders)) if leaders[r] != leaders[r - 1])


def _cards(seat):
    """The cards of a seat held as ``(card, face)`` pairs."""
    return [card for card, _ in seat]


def _up(seat):
    """The face-up cards of a seat held as ``(card, face)`` pairs, in order."""
    return [card for card, face in seat if face == UP]


def _simulate(deals, players, seed, rounds, play, own, add_own):
    """Shared driver for the ``simulate_`` functions.

    ``play(deck, rng)`` plays one deal; it gets the run's one ``Random`` so
    that the draw games can use it for reshuffles too.  ``own`` holds the
    game's own totals at zero; after the common counting of each deal,
    ``add_own(totals, deal)`` adds the game's own counts.
    """
    if isinstance(deals, bool) or not isinstance(deals, int) or deals < 0:
        raise ValueError(f"deals must be a whole number >= 0; got {deals!r}")
    rng = random.Random(seed)
    totals = {
        "deals": deals,
        "winner_category": Counter(),
        "hand_category": Counter(),
        "seat_win": {seat: 0.0 for seat in range(players)},
        "tie": 0,
        "leader_wins_full": [0] * rounds,
        "leader_wins_showing": [0] * rounds,
        "lead_changes": Counter(),
    }
    totals.update(own)
    for _ in range(deals):
        deck = full_deck()
        rng.shuffle(deck)
        deal = play(deck, rng)
        winners = deal["winners"]
        # All winners hold equal hands, so any one gives the winning category.
        totals["winner_category"][deal["hands"][winners[0]][0]] += 1
        for seat in range(players):
            totals["hand_category"][deal["hands"][seat][0]] += 1
            totals["seat_win"][seat] += deal["shares"][seat]
        if len(winners) > 1:
            totals["tie"] += 1
        for r in range(rounds):
            totals["leader_wins_full"][r] += deal["full_leader_won"][r]
            totals["leader_wins_showing"][r] += deal["showing_leader_won"][r]
        totals["lead_changes"][deal["lead_changes"]] += 1
        add_own(totals, deal)
    return totals

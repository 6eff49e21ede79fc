"""What the six games of :mod:`tests.reference.stud_more` share: the seat limits,
the table being dealt, hand values, pot splits, the volatility keys and the
simulate driver.  Plain, slow Python; it shares no code with the project's
kernels.
"""

import random
from collections import Counter

from .evaluator import (CATEGORY_INDEX, JOKERS, RANKS, card_rank, fast_high, full_deck,
                        normalize_card)

SEVEN_STUD = ("down", "down", "up", "up", "up", "up", "down")


def rank_key(rank):
    """Output key of a rank value (``None`` -> ``'none'``, 10 -> ``'T'``)."""
    return "none" if rank is None else RANKS[rank - 2]


# ---------------------------------------------------------------------------
# Shared helpers
# ---------------------------------------------------------------------------


#: Most seats per game, with the reason (the deck must always reach the end).
SEAT_LIMITS = {
    "countdown": (7, "each seat may need 7 cards, so 52 cards seat at most 7"),
    "kings-and-little-ones": (7, "each seat needs 7 cards, so 52 cards seat at most 7"),
    "three-card-extra": (10, "30 regular cards and up to 12 extras fit in 52 cards"),
    "trump-is-wild": (7, "seats and house need 6 cards each, so 52 cards seat at most 7"),
    "count-your-diamonds": (7, "each seat needs 7 cards, so 52 cards seat at most 7"),
    "half-court-basketball": (8, "each seat needs 6 cards, so 52 cards seat at most 8"),
}


def _check_players(game, players):
    top, reason = SEAT_LIMITS[game]
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= top:
        raise ValueError(f"{game} is played by 2..{top} seats ({reason}); got {players!r}")


def _check_deals(deals):
    if isinstance(deals, bool) or not isinstance(deals, int) or deals < 0:
        raise ValueError(f"deals must be a whole number >= 0, got {deals!r}")


class _Table:
    """The deck being dealt, every seat's cards and the shared middle card.

    ``seats[seat]`` lists ``(card, how)`` in the order received, ``how`` being
    ``"down"``, ``"up"`` or ``"extra"`` (an extra face-down card).
    """

    def __init__(self, deck, seats):
        cards = [normalize_card(c) for c in deck]
        if len(set(cards)) != len(cards):
            raise ValueError("the deck holds a card twice")
        if any(c in JOKERS for c in cards):
            raise ValueError("this game is played without jokers")
        self.deck = cards
        self.position = 0
        self.seats = [[] for _ in range(seats)]
        self.shared = None

    def remaining(self):
        return len(self.deck) - self.position

    def draw(self, what):
        if self.position >= len(self.deck):
            raise ValueError(f"the deck ran out before {what} could be dealt")
        card = self.deck[self.position]
        self.position += 1
        return card

    def deal(self, seat, how):
        """Deal the next card to ``seat`` (face up for ``how == "up"``)."""
        card = self.draw(f"a {how} card for seat {seat}")
        self.seats[seat].append((card, how))
        return card

    def cards(self, seat):
        """Everything the seat plays with: its own cards plus the shared card."""
        own = [c for c, _ in self.seats[seat]]
        return own + ([self.shared] if self.shared is not None else [])

    def showing(self, seat):
        """The seat's face-up cards plus the shared card (which is face up)."""
        own = [c for c, how in self.seats[seat] if how == "up"]
        return own + ([self.shared] if self.shared is not None else [])

    def own_up(self, seat):
        return [c for c, how in self.seats[seat] if how == "up"]

    def own_down(self, seat):
        """The seat's face-down cards (extras included), in the order received."""
        return [c for c, how in self.seats[seat] if how != "up"]


def _hand(cards, wild_ranks=(), k=5, straights=True):
    """``fast_high`` of ``cards`` with every card of ``wild_ranks`` wild."""
    wild = frozenset(c for c in cards if card_rank(c) in wild_ranks)
    return fast_high(cards, wild=wild, k=k, straights=straights)


def _value(hand):
    """Comparable value of a hand, exactly as stud_wild compares them."""
    return (CATEGORY_INDEX[hand[0]], hand[1])


def _best_seats(hands):
    """Sorted seats holding the best hand; ``hands`` maps seat -> hand."""
    best = max(_value(h) for h in hands.values())
    return sorted(seat for seat, h in hands.items() if _value(h) == best)


def _leader(hands):
    """Seat with the best hand, ties to the lowest seat (``hands``: seat -> hand)."""
    return max(hands, key=lambda seat: (_value(hands[seat]), -seat))


def _split(winners, seats, amount=1.0):
    """Per-seat shares of ``amount`` split equally among ``winners``."""
    return [amount / len(winners) if seat in winners else 0.0 for seat in range(seats)]


def _volatility(full_leaders, showing_leaders, winners):
    """The volatility keys of a play_ result."""
    return {
        "full_leaders": list(full_leaders),
        "showing_leaders": list(showing_leaders),
        "full_leader_won": [leader in winners for leader in full_leaders],
        "showing_leader_won": [leader in winners for leader in showing_leaders],
        "lead_changes": sum(
            1 for r in range(1, len(full_leaders)) if full_leaders[r] != full_leaders[r - 1]
        ),
    }


def _simulate(deals, seed, play, seats, rounds, hand_seats, own_totals, add_own):
    """Shared driver.

    ``seats`` is how many entries ``shares`` has (``seat_win`` keys),
    ``hand_seats`` how many leading entries of ``hands`` count in
    ``hand_category`` (``None`` entries, folded seats, are skipped),
    ``own_totals`` the game's own keys with their starting values and
    ``add_own(totals, deal)`` adds one deal to them.
    """
    _check_deals(deals)
    rng = random.Random(seed)
    totals = {
        "deals": deals,
        "winner_category": Counter(),
        "hand_category": Counter(),
        "seat_win": {seat: 0.0 for seat in range(seats)},
        "tie": 0,
        "leader_wins_full": [0] * rounds,
        "leader_wins_showing": [0] * rounds,
        "lead_changes": Counter(),
    }
    totals.update(own_totals)
    for _ in range(deals):
        deck = full_deck()
        rng.shuffle(deck)
        deal = play(deck)
        winners = deal["winners"]
        # All winners hold equal hands, so any one gives the winning category.
        totals["winner_category"][deal["hands"][winners[0]][0]] += 1
        for hand in deal["hands"][:hand_seats]:
            if hand is not None:
                totals["hand_category"][hand[0]] += 1
        for seat in range(seats):
            totals["seat_win"][seat] += deal["shares"][seat]
        if len(winners) > 1:
            totals["tie"] += 1
        for r in range(rounds):
            totals["leader_wins_full"][r] += deal["full_leader_won"][r]
            totals["leader_wins_showing"][r] += deal["showing_leader_won"][r]
        totals["lead_changes"][deal["lead_changes"]] += 1
        add_own(totals, deal)
    return totals

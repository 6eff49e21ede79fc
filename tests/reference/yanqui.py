"""Reference simulator for Yanqui Baseball (seven-card stud with moving wilds).

Deliberately plain and slow: one deal at a time, hands scored with
:func:`tests.reference.evaluator.fast_high`, which the tests check against the
brute-force evaluator.

The rules as the project settled them:

* Seats ``0..P-1`` (P = 2..7), seat 0 sits left of the dealer, and every
  round is dealt in seat order.  Each seat gets two down cards (two passes),
  then four up streets, then a final down card.
* Nothing is wild at the start.  Whenever a 3, 5, 7 or 9 is dealt face up,
  its rank becomes the wild rank, replacing any earlier one.  The rank that
  stands at showdown makes all its cards wild, up or down.  A change is
  counted only when the wild rank takes a new value.
* With ``buy_fours`` (the policy is "always buy") a 4 dealt face up to a seat
  brings that seat an extra down card straight away, before the next card of
  the street.  Down cards never set wilds or buy extras.
* If, when the final down cards are due, fewer cards remain than there are
  seats, one card is turned face up in the middle instead.  It belongs to
  every seat's hand, and being face up it can set the wild rank (a 4 there
  buys nothing).
* Showdown: best five of each seat's cards; the best hand wins and equal
  best hands split the pot.  Wild cards do not lose ties to natural hands.
* Queen of hearts (always measured here): when the Qh is face up in a
  seat's hand at showdown, every face-up 5 of another seat pays her holder.

Decisions on points the rules leave open:

* The shared middle card belongs to no seat: a shared Qh has no holder and a
  shared 5 pays nobody.  It does count in ``wild_held`` for every seat,
  because it is in every seat's hand.
* "Showing" hands are the up cards (extra cards are down cards), plus the
  shared card in round 5.
"""

import random
from collections import Counter

from .evaluator import CATEGORY_INDEX, card_rank, fast_high, full_deck, normalize_card

__all__ = ["WILD_CANDIDATES", "play_deal", "simulate"]

#: Ranks that become the wild rank when dealt face up.
WILD_CANDIDATES = frozenset((3, 5, 7, 9))

QUEEN_OF_HEARTS = "Qh"


def _value(cards, wild_rank):
    """Comparable value of a seat's best hand from ``cards`` (short hands allowed)."""
    if not cards:
        return (-1, ())
    wild = frozenset(c for c in cards if card_rank(c) == wild_rank)
    category, tiebreak, _ = fast_high(cards, wild=wild)
    return (CATEGORY_INDEX[category], tiebreak)


def _leader(hands, wild_rank):
    """Seat with the best hand; among equal hands the lowest seat index."""
    values = [_value(cards, wild_rank) for cards in hands]
    return max(range(len(values)), key=lambda seat: (values[seat], -seat))


def play_deal(deck, players=7, buy_fours=True):
    """Play one deal from an explicit deck (a list of cards, top card first).

    Returns a dict describing the deal:

    ``seats``
        per seat, its cards in the order received as ``(card, how)`` with
        ``how`` one of ``"down"``, ``"up"``, ``"extra"`` (extra down card).
    ``shared``
        the face-up middle card, or ``None``.
    ``wild_rank`` (int or ``None``), ``wild_changes`` (int)
    ``extras``
        extra cards per seat.
    ``hands``
        per seat, ``(category, tiebreak, natural)`` at showdown.
    ``winners``, ``shares``
        the winning seats and each seat's share of the pot.
    ``wild_held``
        wild cards in each seat's final hand (shared card included).
    ``full_leaders``, ``showing_leaders``
        leader seat after each of the five dealing rounds.
    ``full_leader_won``, ``showing_leader_won``
        per round, whether that leader is among the winners.
    ``lead_changes``
        rounds 2..5 whose full leader differs from the round before.
    ``qh_holder`` (seat or ``None``), ``qh_payments`` (int)
    """
    if not 2 <= players <= 7:
        raise ValueError("Yanqui Baseball is played by 2..7 seats")
    cards = [normalize_card(c) for c in deck]
    if len(set(cards)) != len(cards):
        raise ValueError("the deck holds a card twice")
    position = 0
    seats = [[] for _ in range(players)]
    state = {"wild": None, "changes": 0}
    shared = None

    def draw():
        nonlocal position
        if position >= len(cards):
            return None
        card = cards[position]
        position += 1
        return card

    def draw_required():
        card = draw()
        if card is None:
            raise ValueError("the deck ran out before the regular cards were dealt")
        return card

    def turned_up(card):
        rank = card_rank(card)
        if rank in WILD_CANDIDATES:
            if state["wild"] != rank:
                state["changes"] += 1
            state["wild"] = rank

    def snapshot():
        """Full-hand and showing leaders with the cards dealt so far."""
        extra = [shared] if shared is not None else []
        full = [[c for c, _ in seat] + extra for seat in seats]
        showing = [[c for c, how in seat if how == "up"] + extra for seat in seats]
        return _leader(full, state["wild"]), _leader(showing, state["wild"])

    for _ in range(2):
        for seat in range(players):
            seats[seat].append((draw_required(), "down"))

    full_leaders = []
    showing_leaders = []
    for _ in range(4):
        for seat in range(players):
            card = draw_required()
            seats[seat].append((card, "up"))
            turned_up(card)
            if buy_fours and card_rank(card) == 4:
                extra = draw()
                if extra is not None:  # an empty deck simply sells nothing
                    seats[seat].append((extra, "extra"))
        full, showing = snapshot()
        full_leaders.append(full)
        showing_leaders.append(showing)

    if len(cards) - position < players:
        shared = draw()
        if shared is not None:
            turned_up(shared)
    else:
        for seat in range(players):
            seats[seat].append((draw_required(), "down"))

    full, showing = snapshot()
    full_leaders.append(full)
    showing_leaders.append(showing)

    wild_rank = state["wild"]
    extra_shared = [shared] if shared is not None else []
    finals = [[c for c, _ in seat] + extra_shared for seat in seats]
    hands = []
    values = []
    for final in finals:
        wild = frozenset(c for c in final if card_rank(c) == wild_rank)
        hand = fast_high(final, wild=wild)
        hands.append(hand)
        values.append((CATEGORY_INDEX[hand[0]], hand[1]))
    best = max(values)
    winners = [seat for seat in range(players) if values[seat] == best]
    shares = [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)]
    wild_held = [sum(1 for c in final if card_rank(c) == wild_rank) for final in finals]

    qh_holder = next(
        (seat for seat in range(players) if (QUEEN_OF_HEARTS, "up") in seats[seat]),
        None,
    )
    qh_payments = 0
    if qh_holder is not None:
        for seat in range(players):
            if seat != qh_holder:
                qh_payments += sum(1 for c, how in seats[seat] if how == "up" and card_rank(c) == 5)

    lead_changes = sum(1 for r in range(1, 5) if full_leaders[r] != full_leaders[r - 1])
    return {
        "seats": seats,
        "shared": shared,
        "wild_rank": wild_rank,
        "wild_changes": state["changes"],
        "extras": [sum(1 for _, how in seat if how == "extra") for seat in seats],
        "hands": hands,
        "winners": winners,
        "shares": shares,
        "wild_held": wild_held,
        "full_leaders": full_leaders,
        "showing_leaders": showing_leaders,
        "full_leader_won": [leader in winners for leader in full_leaders],
        "showing_leader_won": [leader in winners for leader in showing_leaders],
        "lead_changes": lead_changes,
        "qh_holder": qh_holder,
        "qh_payments": qh_payments,
    }


def simulate(deals, players=7, seed=0, buy_fours=True):
    """Play ``deals`` deals, each from a freshly shuffled 52-card deck.

    The deck starts in :func:`full_deck` order and is shuffled with one
    ``random.Random(seed)`` for the whole run.  Returns a dict of counts:

    ``deals``; ``winner_category`` (one per deal) and ``hand_category`` (every
    seat) Counters of category names; ``seat_win`` (seat -> pot shares won, a
    pot split m ways gives each winner 1/m); ``tie`` (deals with a split pot);
    ``wild_rank`` (Counter of ``'none'``, ``'3'``, ``'5'``, ``'7'``, ``'9'``);
    ``wild_held`` (wild cards per final seat hand); ``wild_changes`` (per
    deal); ``extra_cards`` (per seat); ``qh_payments`` (total) and
    ``qh_face_up`` (deals with the Qh face up at a seat);
    ``leader_wins_full`` / ``leader_wins_showing`` (per round 1..5, deals whose
    leader was among the winners); ``lead_changes`` (Counter per deal);
    ``shared_card`` (deals that needed the middle card).
    """
    rng = random.Random(seed)
    totals = {
        "deals": deals,
        "winner_category": Counter(),
        "hand_category": Counter(),
        "seat_win": {seat: 0.0 for seat in range(players)},
        "tie": 0,
        "wild_rank": Counter(),
        "wild_held": Counter(),
        "wild_changes": Counter(),
        "extra_cards": Counter(),
        "qh_payments": 0,
        "qh_face_up": 0,
        "leader_wins_full": [0] * 5,
        "leader_wins_showing": [0] * 5,
        "lead_changes": Counter(),
        "shared_card": 0,
    }
    for _ in range(deals):
        deck = full_deck()
        rng.shuffle(deck)
        deal = play_deal(deck, players, buy_fours)
        winners = deal["winners"]
        # All winners hold equal hands, so any one gives the winning category.
        totals["winner_category"][deal["hands"][winners[0]][0]] += 1
        for seat in range(players):
            totals["hand_category"][deal["hands"][seat][0]] += 1
            totals["seat_win"][seat] += deal["shares"][seat]
            totals["wild_held"][deal["wild_held"][seat]] += 1
            totals["extra_cards"][deal["extras"][seat]] += 1
        if len(winners) > 1:
            totals["tie"] += 1
        wild = deal["wild_rank"]
        totals["wild_rank"]["none" if wild is None else str(wild)] += 1
        totals["wild_changes"][deal["wild_changes"]] += 1
        totals["qh_payments"] += deal["qh_payments"]
        if deal["qh_holder"] is not None:
            totals["qh_face_up"] += 1
        for r in range(5):
            totals["leader_wins_full"][r] += deal["full_leader_won"][r]
            totals["leader_wins_showing"][r] += deal["showing_leader_won"][r]
        totals["lead_changes"][deal["lead_changes"]] += 1
        if deal["shared"] is not None:
            totals["shared_card"] += 1
    return totals

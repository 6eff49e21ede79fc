"""Reference simulator for Auction (plain, slow Python).

A "reference twin": written from the rules alone, sharing no code with the
project's kernels.  Every step is spelled out so that it can be checked by
reading; speed does not matter.

The game, as played here
------------------------
Auction is seven-card stud in which the four up cards are not dealt but
bought: each round a row of cards is turned up and the seats bid for the right
to choose first.

* Cards are texts such as ``"As"``, ``"Td"``, ``"7c"``: a rank from
  ``23456789TJQKA`` (ace high) and a suit from ``cdhs``.  Two to seven seats,
  numbered 0..P-1; seat 0 sits at the dealer's left and seat P-1 is the
  dealer.  A deal uses one shuffled 52-card deck (a list of texts, top first).
* Every seat antes ``ANTE`` = 1 chip.
* Which deck card goes where is fixed in advance:
    - seat ``s``'s two down cards are deck cards ``s`` and ``P + s``;
    - auction round ``r`` (0..3) turns up the *offer*, deck cards
      ``2P + rP + 0 .. 2P + rP + P-1`` in that order (offer positions 0..P-1);
    - seat ``s``'s last down card is deck card ``6P + s``.
  So 7P cards are used and the rest of the deck is never seen.
* Hand value of any set of cards (used for the seats' decisions and for the
  showdown alike): with five or more cards, the best five of them, ordinary
  high poker (ace high; A-2-3-4-5 is the five-high straight, "the wheel");
  with fewer than five, all of them, and then there is no straight or flush.
  Values compare by category first (high-card < one-pair < two-pair <
  three-of-a-kind < straight < flush < full-house < four-of-a-kind <
  straight-flush, category index 0..8), then by the ranks in order of
  importance: the grouped ranks first (bigger group first, higher rank first
  within the same size), then the loose cards highest first; a straight (or
  straight flush) counts only its top card, the wheel's being the five.  A card
  that is not there ranks below every card, so J-J-9 beats J-J and
  J-J-9-8-2 beats J-J-9-8.
* Each of the four auction rounds:
    1. The offer is turned up and every seat bids at once, looking only at its
       *held* cards (its two down cards and the up cards it has bought so far,
       2 + r of them) and the whole offer.  The seat's *gain* is the category
       index of value(held + its best offered card) minus the category index
       of value(held); the best offered card is the one the standard pick rule
       below would choose from the whole offer.  Bid policies:
         - ``"standard"``: ``min(MAX_BID, MIN_BID + 2 * gain)``;
         - ``"flat"``: always ``MIN_BID``;
         - ``"high"``: ``MAX_BID`` when the gain is at least 1, else ``MIN_BID``.
       (``MIN_BID`` = 1, ``MAX_BID`` = 5.)  Every bid is paid into the pot,
       whatever the seat ends up with.
    2. Pick order: the higher bid first; equal bids, the lower seat number
       first (the seat nearer the dealer's left).
    3. In that order each seat takes one card still on offer.  Pick policies:
         - ``"standard"``: the card whose addition to its held cards makes the
           best hand value; equal values, the higher-ranked card, then the
           earlier offer position;
         - ``"highest"``: the highest-ranked card; equal ranks, the earlier
           offer position.
       The taken card joins the seat's held cards face up.  With P seats and
       P offered cards the last seat in the order gets the last card.
* After the fourth round every seat gets its last down card and holds seven.
  Showdown: the best hand value (best five of the seven) takes the pot; equal
  best values share it equally.  The pot is ``P * ANTE`` plus every bid of the
  deal.  A seat's *share* is the fraction of the pot it takes (a
  ``Fraction``; the shares sum to 1) and its *net* is
  ``share * pot - ANTE - (its bids)``, also a ``Fraction``; the nets sum to 0.

A seat's seven cards ("hands") are listed as: down card, down card, the cards
bought in rounds 0..3, last down card.
"""

import random
from collections import Counter
from fractions import Fraction
from itertools import combinations

from .deck_checks import (DECK, RANKS, SUITS, check_choice, check_count, check_deck,  # noqa: F401
                          check_seats)

CATEGORIES = ("high-card", "one-pair", "two-pair", "three-of-a-kind", "straight", "flush",
              "full-house", "four-of-a-kind", "straight-flush")

ANTE = 1
MIN_BID = 1
MAX_BID = 5

MIN_PLAYERS = 2
MAX_PLAYERS = 7
ROUNDS = 4
BID_POLICIES = ("standard", "flat", "high")
PICK_POLICIES = ("standard", "highest")

WHEEL = frozenset((14, 2, 3, 4, 5))


# ---------------------------------------------------------------------------
# Checks
# ---------------------------------------------------------------------------


def _check_players(players):
    check_seats("Auction", players, MIN_PLAYERS, MAX_PLAYERS)


def _check_policies(bid, pick):
    check_choice("bid policy", bid, BID_POLICIES)
    check_choice("pick policy", pick, PICK_POLICIES)


# ---------------------------------------------------------------------------
# Hand values
# ---------------------------------------------------------------------------


def rank_of(card):
    """Rank value of a card, two = 2 ... ace = 14."""
    return RANKS.index(card[0]) + 2


def _value_of_all(cards):
    """Value of exactly these cards (at most five), all of them counting.

    Returns ``(category index, ranks in order of importance)``; straights and flushes only when
    there are five cards."""
    assert len(cards) <= 5
    ranks = [rank_of(card) for card in cards]
    counts = Counter(ranks)
    # Grouped ranks first (bigger group first), then higher rank first; loose cards follow,
    # highest first, since they are groups of one.
    groups = sorted(counts.items(), key=lambda item: (-item[1], -item[0]))
    order = tuple(rank for rank, _ in groups)
    shape = [size for _, size in groups] + [0, 0]

    flush = straight = False
    top = None
    if len(cards) == 5:
        flush = len({card[1] for card in cards}) == 1
        if len(counts) == 5:
            if max(ranks) - min(ranks) == 4:
                straight, top = True, max(ranks)
            elif set(ranks) == WHEEL:
                straight, top = True, 5

    if straight and flush:
        return (8, (top,))
    if shape[0] == 4:
        return (7, order)
    if shape[0] == 3 and shape[1] == 2:
        return (6, order)
    if flush:
        return (5, order)
    if straight:
        return (4, (top,))
    if shape[0] == 3:
        return (3, order)
    if shape[0] == 2 and shape[1] == 2:
        return (2, order)
    if shape[0] == 2:
        return (1, order)
    return (0, order)


def hand_value(cards):
    """Value of a set of cards: the best five when there are five or more, else all of them.

    Values compare as Python tuples: category index, then the ranks in order of importance; a
    shorter rank tuple that is a prefix of a longer one is lower (a missing card ranks below
    every card)."""
    cards = list(cards)
    if len(cards) <= 5:
        return _value_of_all(cards)
    return max(_value_of_all(list(five)) for five in combinations(cards, 5))


def category_of(cards):
    """Category index (0..8) of the hand value of ``cards``."""
    return hand_value(cards)[0]


def category_name(cards):
    return CATEGORIES[category_of(cards)]


# ---------------------------------------------------------------------------
# Bids, pick order and picks
# ---------------------------------------------------------------------------


def choose_card(held, available, pick="standard"):
    """The card a seat holding ``held`` takes from ``available`` (the cards still on offer, in
    offer order) under ``pick``."""
    assert available
    best_key = None
    best = None
    for position, card in enumerate(available):
        if pick == "highest":
            key = (rank_of(card), -position)
        else:
            key = (hand_value(list(held) + [card]), rank_of(card), -position)
        if best_key is None or key > best_key:
            best_key, best = key, card
    return best


def gain(held, offer):
    """Category index of value(held + best offered card) less that of value(held)."""
    best = choose_card(held, offer, "standard")
    return category_of(list(held) + [best]) - category_of(held)


def bid_for(held, offer, bid="standard"):
    """The seat's bid under ``bid``."""
    if bid == "flat":
        return MIN_BID
    up = gain(held, offer)
    if bid == "high":
        return MAX_BID if up >= 1 else MIN_BID
    return min(MAX_BID, MIN_BID + 2 * up)


def pick_order(bids):
    """Seats in pick order: higher bid first, equal bids lower seat first."""
    return sorted(range(len(bids)), key=lambda seat: (-bids[seat], seat))


def auction_round(held, offer, bid="standard", pick="standard"):
    """One round on the seats' ``held`` cards and the ``offer``; returns (bids, order, picks)."""
    players = len(held)
    bids = [bid_for(held[seat], offer, bid) for seat in range(players)]  # all at once
    order = pick_order(bids)
    available = list(offer)
    picks = [None] * players
    for seat in order:
        card = choose_card(held[seat], available, pick)
        available.remove(card)
        picks[seat] = card
    assert not available
    return bids, order, picks


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def play(deck, players, bid="standard", pick="standard"):
    """Play one deal from ``deck`` (52 card texts, top first).  Returns a dict with "rounds"
    (four dicts of "offer", "bids", "order", "picks"), "hands", "winners", "category", "shares",
    "spent", "pot" and "net" (see the module docstring)."""
    _check_players(players)
    _check_policies(bid, pick)
    deck = check_deck(deck)
    p = players

    held = [[deck[seat], deck[p + seat]] for seat in range(p)]
    rounds = []
    for r in range(ROUNDS):
        start = 2 * p + r * p
        offer = deck[start:start + p]
        bids, order, picks = auction_round([list(h) for h in held], offer, bid, pick)
        for seat in range(p):
            held[seat].append(picks[seat])
        rounds.append({"offer": list(offer), "bids": bids, "order": order, "picks": picks})

    hands = [held[seat] + [deck[6 * p + seat]] for seat in range(p)]
    assert all(len(hand) == 7 for hand in hands)
    assert len({card for hand in hands for card in hand}) == 7 * p

    values = [hand_value(hand) for hand in hands]
    best = max(values)
    winners = sorted(seat for seat in range(p) if values[seat] == best)
    shares = [Fraction(1, len(winners)) if seat in winners else Fraction(0) for seat in range(p)]
    spent = [sum(rnd["bids"][seat] for rnd in rounds) for seat in range(p)]
    pot = p * ANTE + sum(spent)
    net = [shares[seat] * pot - ANTE - spent[seat] for seat in range(p)]
    assert sum(shares) == 1 and sum(net) == 0

    return {
        "rounds": rounds,
        "hands": hands,
        "winners": winners,
        "category": CATEGORIES[best[0]],
        "shares": shares,
        "spent": spent,
        "pot": pot,
        "net": net,
    }


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def new_totals(players, deals):
    """Empty totals of ``simulate`` (its keys)."""
    return {
        "deals": deals,
        "shares": [Fraction(0)] * players,
        "bids": Counter(),
        "spent": [0] * players,
        "net": [Fraction(0)] * players,
        "first_pick": [0] * players,
        "win_category": Counter(),
        "ties": 0,
        "first_picker_wins": Fraction(0),
    }


def add_deal(totals, deal):
    """Add one ``play`` result to ``totals`` (see ``new_totals``)."""
    for seat, share in enumerate(deal["shares"]):
        totals["shares"][seat] += share
        totals["spent"][seat] += deal["spent"][seat]
        totals["net"][seat] += deal["net"][seat]
    for rnd in deal["rounds"]:
        totals["bids"].update(rnd["bids"])
        totals["first_pick"][rnd["order"][0]] += 1
    totals["win_category"][deal["category"]] += 1
    totals["ties"] += len(deal["winners"]) >= 2
    totals["first_picker_wins"] += deal["shares"][deal["rounds"][0]["order"][0]]


def simulate(players, deals, seed, bid="standard", pick="standard"):
    """Totals over ``deals`` deals; one ``random.Random(seed)`` gives each deal
    ``rng.sample(DECK, 52)``."""
    _check_players(players)
    check_count("deals", deals, 0)
    _check_policies(bid, pick)
    rng = random.Random(seed)
    totals = new_totals(players, deals)
    for _ in range(deals):
        add_deal(totals, play(rng.sample(DECK, 52), players, bid=bid, pick=pick))
    return totals

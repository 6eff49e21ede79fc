"""Reference simulator for 333 (plain, slow Python).

A "reference twin": written from the rules alone, sharing no code with the
project's kernels.  It keeps every step in plain sight rather than fast.

The game, as played here
------------------------
* Cards are texts such as ``"As"``, ``"Td"``, ``"7c"``: a rank character from
  ``23456789TJQKA`` and a suit from ``cdhs``.  Cards have blackjack values:
  two to ten their pips, a jack, queen or king 10, an ace 1 or 11 (each ace
  chosen on its own, at the showdown, to suit the side).
* Two to ten seats, numbered 0..P-1.  Seat 0 is on the dealer's left, and
  "in order from the dealer's left" means 0, 1, ..., P-1.  A deal uses one
  shuffled 52-card deck (a list of card texts, top card first).
* The deal: three passes round the table, one card a seat a pass, seat 0
  first, so seat ``s`` gets deck cards ``s``, ``P + s`` and ``2P + s``.  The
  rest of the deck (from position ``3P`` on) is *the stream*.
* Five reveals, one after another.  A reveal takes the next card of the
  stream whose rank has not been revealed before in this deal; cards of a
  rank already revealed are passed over (they leave play and change nothing).
  When a card is revealed, every seat holding cards of its rank discards all
  of them, all seats at the same moment.
* Going out: if after a reveal's discards one or more seats hold no cards,
  the deal ends at once.  Those seats ("out") split the whole pot equally;
  with ``first_out_takes_all`` only the first of them in order from the
  dealer's left takes it all.  No more reveals happen and nobody declares.
* Otherwise, after the fifth reveal, the showdown.  Every seat declares
  "high" or "low" (all at once) by the declare policy:

  - ``"standard"``: low when the low total's distance to 3 is smaller than
    the high total's distance to 33, high when it is larger, low on a tie;
  - ``"high"``: always high;
  - ``"low"``: always low.

  A hand's *totals* are the sums of its cards' values with each ace 1 or 11.
  Its *high total* is the total closest to 33 (of two equally close, the
  lower); its *low total* the total closest to 3 (of two equally close, the
  lower).  Without aces both are the plain sum.
* The high half of the pot goes to the high declarer(s) whose high total is
  closest to 33; of different totals equally close, the lower wins; equal
  totals split the half equally.  The low half likewise among the low
  declarers, closest to 3.  When nobody declares high, the low winners take
  the whole pot, and the other way round.
* A seat's pot share is a ``Fraction``; the shares of a deal sum to 1.
"""

import random
from collections import Counter
from fractions import Fraction

from .deck_checks import (DECK, RANKS, SUITS, check_choice, check_count, check_deck,  # noqa: F401
                          check_seats)


MIN_PLAYERS = 2
MAX_PLAYERS = 10
CARDS_DEALT = 3
REVEALS = 5
HIGH_TARGET = 33
LOW_TARGET = 3
POLICIES = ("standard", "high", "low")


# ---------------------------------------------------------------------------
# Checks and small helpers
# ---------------------------------------------------------------------------


def _check_players(players):
    check_seats("333", players, MIN_PLAYERS, MAX_PLAYERS)


def _check_policy(policy):
    check_choice("declare policy", policy, POLICIES)


def _check_deals(deals):
    check_count("deals", deals, 0)


_check_deck = check_deck


def rank_of(card):
    return card[0]


def is_ace(card):
    return rank_of(card) == "A"


def card_value(card):
    """Blackjack value of a card other than an ace: 2..10."""
    assert not is_ace(card)
    rank = rank_of(card)
    if rank in "TJQK":
        return 10
    return int(rank)


def hand_totals(cards):
    """Every total the hand can make, each ace 1 or 11, sorted and without repeats."""
    totals = {0}
    for card in cards:
        choices = (1, 11) if is_ace(card) else (card_value(card),)
        totals = {t + c for t in totals for c in choices}
    return sorted(totals)


def closest(values, target):
    """The value closest to ``target``; of two equally close, the lower."""
    return min(values, key=lambda v: (abs(v - target), v))


def high_total(cards):
    return closest(hand_totals(cards), HIGH_TARGET) if cards else None


def low_total(cards):
    return closest(hand_totals(cards), LOW_TARGET) if cards else None


def declare(policy, high, low):
    """"high" or "low" for a hand with high total ``high`` and low total ``low``."""
    if policy == "high":
        return "high"
    if policy == "low":
        return "low"
    low_gap = abs(low - LOW_TARGET)
    high_gap = abs(high - HIGH_TARGET)
    if low_gap < high_gap:
        return "low"
    if low_gap > high_gap:
        return "high"
    return "low"


def side_winners(totals, target):
    """Seats (sorted) winning a side: ``totals`` maps each declarer to its total.  The total closest
    to ``target`` wins (of two equally close, the lower); every seat with that total shares."""
    if not totals:
        return []
    best = closest(list(totals.values()), target)
    return sorted(seat for seat, total in totals.items() if total == best)


def deal_hands(deck, players):
    """Seat ``s`` gets deck cards ``s``, ``P + s``, ``2P + s``; the stream is the rest of the deck."""
    hands = [[] for _ in range(players)]
    position = 0
    for _ in range(CARDS_DEALT):
        for seat in range(players):
            hands[seat].append(deck[position])
            position += 1
    return hands, deck[position:]


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def play(deck, players, policy="standard", first_out_takes_all=False):
    """Play one deal from ``deck`` (52 card texts, top first).  Returns a dict: "hands", "reveals",
    "passed_over", "out", "declares", "final", "high_totals", "low_totals", "shares",
    "high_winners", "low_winners" (see the module docstring)."""
    _check_players(players)
    _check_policy(policy)
    deck = _check_deck(deck)
    first_out_takes_all = bool(first_out_takes_all)

    hands, stream = deal_hands(deck, players)
    held = [list(hand) for hand in hands]

    reveals = []
    revealed_ranks = set()
    passed_over = 0
    out = []
    position = 0
    while len(reveals) < REVEALS:
        # The next stream card of a rank not yet revealed; the others are passed over.
        while rank_of(stream[position]) in revealed_ranks:
            passed_over += 1
            position += 1
        card = stream[position]
        position += 1
        reveals.append(card)
        revealed_ranks.add(rank_of(card))
        # Every seat discards all its cards of that rank, all at once.
        for seat in range(players):
            held[seat] = [c for c in held[seat] if rank_of(c) != rank_of(card)]
        out = [seat for seat in range(players) if not held[seat]]
        if out:
            break

    high_totals = [high_total(cards) for cards in held]
    low_totals = [low_total(cards) for cards in held]
    shares = [Fraction(0)] * players
    declares = None
    high_winners = []
    low_winners = []

    if out:
        takers = out[:1] if first_out_takes_all else out
        for seat in takers:
            shares[seat] = Fraction(1, len(takers))
    else:
        declares = [declare(policy, high_totals[s], low_totals[s]) for s in range(players)]
        high_winners = side_winners({s: high_totals[s] for s in range(players) if declares[s] == "high"},
                                    HIGH_TARGET)
        low_winners = side_winners({s: low_totals[s] for s in range(players) if declares[s] == "low"},
                                   LOW_TARGET)
        assert high_winners or low_winners
        sides = [side for side in (high_winners, low_winners) if side]
        part = Fraction(1, len(sides))  # a half each, or everything to the only side declared
        for side in sides:
            for seat in side:
                shares[seat] += part / len(side)

    assert sum(shares) == 1
    return {
        "hands": hands,
        "reveals": reveals,
        "passed_over": passed_over,
        "out": out,
        "declares": declares,
        "final": held,
        "high_totals": high_totals,
        "low_totals": low_totals,
        "shares": shares,
        "high_winners": high_winners,
        "low_winners": low_winners,
    }


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def new_totals(players, deals):
    """Empty totals of ``simulate`` (its keys)."""
    return {
        "deals": deals,
        "shares": [Fraction(0)] * players,
        "went_out": 0,
        "outs": Counter(),
        "reveals": Counter(),
        "declares_high": 0,
        "declares_low": 0,
        "high_total": Counter(),
        "low_total": Counter(),
        "passed_over": 0,
        "split_high": 0,
        "split_low": 0,
    }


def add_deal(totals, deal):
    """Add one ``play`` result to ``totals`` (see ``new_totals``)."""
    for seat, share in enumerate(deal["shares"]):
        totals["shares"][seat] += share
    totals["reveals"][len(deal["reveals"])] += 1
    totals["passed_over"] += deal["passed_over"]
    if deal["out"]:
        totals["went_out"] += 1
        totals["outs"][len(deal["out"])] += 1
        return
    totals["declares_high"] += deal["declares"].count("high")
    totals["declares_low"] += deal["declares"].count("low")
    if deal["high_winners"]:
        totals["high_total"][deal["high_totals"][deal["high_winners"][0]]] += 1
    if deal["low_winners"]:
        totals["low_total"][deal["low_totals"][deal["low_winners"][0]]] += 1
    totals["split_high"] += len(deal["high_winners"]) >= 2
    totals["split_low"] += len(deal["low_winners"]) >= 2


def simulate(players, deals, seed, policy="standard", first_out_takes_all=False):
    """Totals over ``deals`` deals; one ``random.Random(seed)`` gives each deal ``rng.sample(DECK, 52)``."""
    _check_players(players)
    _check_deals(deals)
    _check_policy(policy)
    rng = random.Random(seed)
    totals = new_totals(players, deals)
    for _ in range(deals):
        deal = play(rng.sample(DECK, 52), players, policy=policy, first_out_takes_all=first_out_takes_all)
        add_deal(totals, deal)
    return totals

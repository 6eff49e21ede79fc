"""Reference simulator for Red-Black (plain, slow Python).

A "reference twin": written from the rules alone, sharing no code with the
project's kernels.  It keeps every step in plain sight rather than fast.

The game, as played here
------------------------
* Cards are texts such as ``"As"``, ``"Td"``, ``"7c"``: a rank character from
  ``23456789TJQKA`` and a suit from ``cdhs``.  Clubs and spades are black,
  diamonds and hearts red.  *Deck order*: by rank, two lowest and ace highest,
  then by suit c, d, h, s (``2c < 2d < 2h < 2s < 3c < ... < As``).
* Values: two to ten their pips, a jack, queen or king 10, an ace 11 when it
  counts *for* the colour being totalled and 1 when it counts *against* it.
  A hand's total for colour X is the sum of its X cards' values (aces 11)
  minus the sum of its other cards' values (aces 1).
* Two to seven seats, numbered 0..P-1.  Seat ``s``'s left neighbour is seat
  ``s + 1`` (mod P), its right neighbour seat ``s - 1`` (mod P); with two
  seats both are the other seat.  A deal uses one shuffled 52-card deck (a
  list of card texts, top card first).
* The deal: seven passes round the table, one card a seat a pass, seat 0
  first, so seat ``s`` gets deck cards ``s, P + s, ..., 6P + s``.
* Three passes: first three cards go left, next two go right, last one goes
  left again.  Each pass is simultaneous: every seat chooses from the hand it
  holds before the pass, then all chosen cards move at once.
* The discard: every seat throws away 2 cards (out of play), keeping 5.  (The
  face-down stack and the four turned-up cards of the betting rounds change
  nothing without betting; all five cards count.)
* The declare: every seat says red or black, all at once.  The red half of
  the pot goes to the red declarer(s) with the highest red total, the black
  half to the black declarer(s) with the highest black total; equal totals
  share the half equally.  When nobody declares a colour, the other colour's
  winners take the whole pot.  A seat's share is a ``Fraction``; the shares of
  a deal sum to 1.

Choosing k cards to give away (each pass and the discard; on the current hand):

* policy ``"standard"``: the seat's *aim* is the colour with the higher total
  for its current hand (red when equal).  It gives away first its cards not of
  the aim colour, highest value first (an ace counting 1), then its cards of
  the aim colour, lowest value first (an ace counting 11); cards of equal value
  in the same group go lower-in-deck-order first.  It takes the first k.
* policy ``"lowest"``: its k lowest-valued cards whatever their colour (an ace
  counting 1); equal values lower-in-deck-order first.

Declare policies: ``"standard"`` the colour with the higher total for the
final five (red when equal); ``"red"`` always red; ``"black"`` always black.

Hand order: ``"dealt"`` keeps the order of the deal; every hand after that
(and ``"final"``) is kept in deck order.
"""

import random
from collections import Counter
from fractions import Fraction

from .deck_checks import (DECK, RANKS, SUITS, check_choice, check_count, check_deck,  # noqa: F401
                          check_seats)

DECK_INDEX = {card: index for index, card in enumerate(DECK)}

RED = "red"
BLACK = "black"
COLOURS = (RED, BLACK)

MIN_PLAYERS = 2
MAX_PLAYERS = 7
CARDS_DEALT = 7
# (cards, step) for each pass: step +1 is to the left (seat s to seat s + 1), -1 to the right.
PASSES = ((3, +1), (2, -1), (1, +1))
DISCARD = 2
POLICIES = ("standard", "lowest")
DECLARES = ("standard", "red", "black")


# ---------------------------------------------------------------------------
# Checks
# ---------------------------------------------------------------------------


def _check_players(players):
    check_seats("Red-Black", players, MIN_PLAYERS, MAX_PLAYERS)


def _check_policy(policy):
    check_choice("pass policy", policy, POLICIES)


def _check_declare(declare):
    check_choice("declare policy", declare, DECLARES)


def _check_deals(deals):
    check_count("deals", deals, 0)


_check_deck = check_deck


# ---------------------------------------------------------------------------
# Cards, values and totals
# ---------------------------------------------------------------------------


def colour_of(card):
    return RED if card[1] in "dh" else BLACK


def other(colour):
    return BLACK if colour == RED else RED


def card_value(card, ace):
    """Value of a card; an ace is worth ``ace`` (11 for its colour, 1 against it)."""
    rank = card[0]
    if rank == "A":
        return ace
    if rank in "TJQK":
        return 10
    return int(rank)


def total(cards, colour):
    """The hand's total for ``colour``: its ``colour`` cards (aces 11) less its other cards (aces 1)."""
    plus = sum(card_value(card, 11) for card in cards if colour_of(card) == colour)
    minus = sum(card_value(card, 1) for card in cards if colour_of(card) != colour)
    return plus - minus


def better_colour(cards):
    """The colour with the higher total for ``cards``; red when the totals are equal."""
    return RED if total(cards, RED) >= total(cards, BLACK) else BLACK


def aim(cards):
    """A seat's aim while passing: the colour its current hand totals higher for (red on a tie)."""
    return better_colour(cards)


def in_deck_order(cards):
    return sorted(cards, key=lambda card: DECK_INDEX[card])


# ---------------------------------------------------------------------------
# Giving cards away and declaring
# ---------------------------------------------------------------------------


def give_order(cards, policy):
    """Every card of the hand, most willingly given away first, under ``policy``."""
    if policy == "lowest":
        return sorted(cards, key=lambda card: (card_value(card, 1), DECK_INDEX[card]))
    goal = aim(cards)
    off = [card for card in cards if colour_of(card) != goal]
    on = [card for card in cards if colour_of(card) == goal]
    off.sort(key=lambda card: (-card_value(card, 1), DECK_INDEX[card]))  # highest first, ace 1
    on.sort(key=lambda card: (card_value(card, 11), DECK_INDEX[card]))  # lowest first, ace 11
    return off + on


def give_away(cards, count, policy):
    """The ``count`` cards the seat gives away (or discards), in the order chosen."""
    assert 0 <= count <= len(cards)
    return give_order(cards, policy)[:count]


def declare_colour(declare, cards):
    if declare == RED:
        return RED
    if declare == BLACK:
        return BLACK
    return better_colour(cards)


def half_winners(totals):
    """Seats (sorted) taking a half: ``totals`` maps each declarer of the colour to its total for
    that colour; the highest total wins and every seat with it shares."""
    if not totals:
        return []
    best = max(totals.values())
    return sorted(seat for seat, value in totals.items() if value == best)


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def deal_hands(deck, players):
    """Seat ``s`` gets deck cards ``s, P + s, ..., 6P + s`` (seven passes round the table)."""
    hands = [[] for _ in range(players)]
    position = 0
    for _ in range(CARDS_DEALT):
        for seat in range(players):
            hands[seat].append(deck[position])
            position += 1
    return hands


def pass_cards(hands, count, step, policy):
    """One simultaneous pass: every seat chooses ``count`` cards from the hand it holds now, then
    all of them move to seat ``s + step`` at once.  Returns (new hands in deck order, the given)."""
    players = len(hands)
    given = [give_away(hands[seat], count, policy) for seat in range(players)]  # all choose first
    new_hands = []
    for seat in range(players):
        kept = [card for card in hands[seat] if card not in given[seat]]
        received = given[(seat - step) % players]  # from the seat whose target is this one
        new_hands.append(in_deck_order(kept + received))
    return new_hands, given


def play(deck, players, policy="standard", declare="standard"):
    """Play one deal from ``deck`` (52 card texts, top first).  Returns a dict: "dealt", "aims",
    "passes", "discards", "final", "red_totals", "black_totals", "declares", "red_winners",
    "black_winners", "shares" (see the module docstring).  "aims" holds, for each pass and then the
    discard, every seat's aim (under the standard rule) on the hand it held before that step."""
    _check_players(players)
    _check_policy(policy)
    _check_declare(declare)
    deck = _check_deck(deck)

    dealt = deal_hands(deck, players)
    hands = [in_deck_order(hand) for hand in dealt]

    aims = []
    passes = []
    for count, step in PASSES:
        aims.append([aim(hand) for hand in hands])
        hands, given = pass_cards(hands, count, step, policy)
        passes.append(given)
        assert all(len(hand) == CARDS_DEALT for hand in hands)

    aims.append([aim(hand) for hand in hands])
    discards = [give_away(hand, DISCARD, policy) for hand in hands]
    final = [in_deck_order([card for card in hands[seat] if card not in discards[seat]])
             for seat in range(players)]
    assert all(len(hand) == CARDS_DEALT - DISCARD for hand in final)

    red_totals = [total(hand, RED) for hand in final]
    black_totals = [total(hand, BLACK) for hand in final]
    declares = [declare_colour(declare, hand) for hand in final]
    red_winners = half_winners({s: red_totals[s] for s in range(players) if declares[s] == RED})
    black_winners = half_winners({s: black_totals[s] for s in range(players) if declares[s] == BLACK})

    shares = [Fraction(0)] * players
    halves = [side for side in (red_winners, black_winners) if side]
    assert halves
    part = Fraction(1, len(halves))  # a half each, or the whole pot to the only colour declared
    for side in halves:
        for seat in side:
            shares[seat] += part / len(side)
    assert sum(shares) == 1

    return {
        "dealt": dealt,
        "aims": aims,
        "passes": passes,
        "discards": discards,
        "final": final,
        "red_totals": red_totals,
        "black_totals": black_totals,
        "declares": declares,
        "red_winners": red_winners,
        "black_winners": black_winners,
        "shares": shares,
    }


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def new_totals(players, deals):
    """Empty totals of ``simulate`` (its keys)."""
    return {
        "deals": deals,
        "shares": [Fraction(0)] * players,
        "declares_red": 0,
        "declares_black": 0,
        "red_total": Counter(),
        "black_total": Counter(),
        "split_red": 0,
        "split_black": 0,
        "nobody_red": 0,
        "nobody_black": 0,
        "aim_kept": Counter(),
    }


def add_deal(totals, deal):
    """Add one ``play`` result to ``totals`` (see ``new_totals``)."""
    for seat, share in enumerate(deal["shares"]):
        totals["shares"][seat] += share
    totals["declares_red"] += deal["declares"].count(RED)
    totals["declares_black"] += deal["declares"].count(BLACK)
    if deal["red_winners"]:
        totals["red_total"][deal["red_totals"][deal["red_winners"][0]]] += 1
    else:
        totals["nobody_red"] += 1
    if deal["black_winners"]:
        totals["black_total"][deal["black_totals"][deal["black_winners"][0]]] += 1
    else:
        totals["nobody_black"] += 1
    totals["split_red"] += len(deal["red_winners"]) >= 2
    totals["split_black"] += len(deal["black_winners"]) >= 2
    # Whether each seat's final colour (standard rule) is its aim on the hand it was dealt.
    for seat, hand in enumerate(deal["final"]):
        totals["aim_kept"][better_colour(hand) == aim(deal["dealt"][seat])] += 1


def simulate(players, deals, seed, policy="standard", declare="standard"):
    """Totals over ``deals`` deals; one ``random.Random(seed)`` gives each deal ``rng.sample(DECK, 52)``."""
    _check_players(players)
    _check_deals(deals)
    _check_policy(policy)
    _check_declare(declare)
    rng = random.Random(seed)
    totals = new_totals(players, deals)
    for _ in range(deals):
        deal = play(rng.sample(DECK, 52), players, policy=policy, declare=declare)
        add_deal(totals, deal)
    return totals

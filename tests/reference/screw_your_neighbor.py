"""Reference simulator for Screw Your Neighbor (plain, slow Python).

A "reference twin": written from the rules alone, sharing no code with the
project's kernels.  It keeps every step in plain sight rather than fast.

The game, as played here
------------------------
* Two to ten seats, numbered 0..P-1.  Every seat starts with ``LIVES`` = 3
  lives.  The *left* of seat s is seat s+1 (mod P).  A seat with 0 lives is
  out, and is skipped in everything below.
* Cards are texts such as ``"As"``, ``"Td"``, ``"7c"``: a rank character from
  ``23456789TJQKA`` and a suit from ``cdhs``.  A card's value: ace 1, two to
  ten their pips, jack 11, queen 12, king 13.
* The first dealer is seat P-1.  After each round the deal passes to the next
  living seat to the left of the dealer (when the dealer has just lost his
  last life, still the next living seat to his left).
* *Round order*: the living seats, starting from the one to the dealer's left
  and going left, the dealer last.  The *neighbour* of a living seat is the
  next seat after it in round order (the living seat on its left).
* The cards come from a *stream*: a sequence of orderings of the 52 cards,
  top card first.  Round k (from 0, counting every round of the game) uses
  ``stream[k]`` alone: its first n cards are dealt, one to each of the n
  living seats in round order (the dealer gets the n-th).  A new card for the
  dealer (below) is the next card of the same ordering (position n).  A
  stream with no ordering for a round is an error (``ValueError``); each
  ordering is checked (the 52 cards, once each) when its round starts.

Base game (``chase_the_ace=False``): the highest card loses.

* If any living seat is dealt a king, nobody trades: straight to the
  showdown (a *king round*).
* Otherwise each seat in round order but the dealer, in turn, keeps or swaps:
  a swap exchanges its current card with its neighbour's current card (the
  neighbour must accept; the dealer is the neighbour of the seat before
  him).  Then the dealer keeps or *cuts*: his card leaves play and he takes
  the next card of the ordering, which may be a king.
* Showdown: among the living seats holding a card other than a king, those
  holding the highest value lose one life each (a tie: all of them).  When
  every living seat holds a king, nobody loses a life.

Chase the ace (``chase_the_ace=True``): the lowest card loses.

* No king is shown at the deal: every round has trading.
* Each seat in round order but the dealer keeps or tries to swap with its
  neighbour.  When the neighbour holds a king the swap is *blocked*: both
  keep their cards.  Otherwise the cards are exchanged.  Then the dealer
  keeps or replaces his card with the next card of the ordering (it may be
  a king).
* Showdown: the living seats holding the lowest value lose one life each
  (a tie: all of them).  Kings count 13.

Decisions (the same rule for a swap and for the dealer's cut/replace): a seat
trades when its current card, at the moment it decides, is *dangerous*: in
the base game its value is >= T, in chase the ace its value is <= T.  A king
is never traded by its holder.  T by policy, the same for every seat:

* ``"standard"``: base T by the number n of living seats in the round: 6
  for n = 2 or 3, 7 for 4 or 5, 8 for 6 or 7, 9 for 8 to 10; chase T = 6;
* ``"cautious"``: base T = 8, chase T = 6;
* ``"never"``: never trades;
* ``"eager"``: base T = 6, chase T = 8.

With ``hero_swap`` = h (1..12; 0 is off) seat 0 uses T = h in place of the
policy's (whatever the policy, ``"never"`` included); every other seat keeps
the policy's T.

End of the game: after a showdown, when exactly one seat has lives left it
wins; when none has (the last living seats all lost their last life in the
same round) nobody wins and the pot carries over.  The game also stops after
``MAX_ROUNDS`` = 200 rounds: it is then *capped*, nobody wins and the pot
carries over.
"""

import random
from collections import Counter

from .deck_checks import (DECK, RANKS, SUITS, check_choice, check_count,  # noqa: F401
                          check_seats, permutation, shuffled_stream)


MIN_PLAYERS = 2
MAX_PLAYERS = 10
LIVES = 3
MAX_ROUNDS = 200
POLICIES = ("standard", "cautious", "never", "eager")
# Policy -> (base game T, chase the ace T); None: never trades; a dict: T by living seats.
STANDARD_BASE = {2: 6, 3: 6, 4: 7, 5: 7, 6: 8, 7: 8, 8: 9, 9: 9, 10: 9}
THRESHOLDS = {
    "standard": (STANDARD_BASE, 6),
    "cautious": (8, 6),
    "never": (None, None),
    "eager": (6, 8),
}
MAX_HERO_SWAP = 12
KING = 13


# ---------------------------------------------------------------------------
# Checks and small helpers
# ---------------------------------------------------------------------------


def _check_players(players):
    check_seats("Screw Your Neighbor", players, MIN_PLAYERS, MAX_PLAYERS)


def _check_policy(policy):
    check_choice("policy", policy, POLICIES)


def _check_hero_swap(hero_swap):
    if isinstance(hero_swap, bool) or not isinstance(hero_swap, int) or not 0 <= hero_swap <= MAX_HERO_SWAP:
        raise ValueError(f"hero_swap must be a whole number 0..{MAX_HERO_SWAP}; got {hero_swap!r}")


def _check_games(games):
    check_count("games", games, 0)


def _permutation(stream, k):
    return permutation(stream, k, f"round {k}")


def card_value(card):
    """Ace 1, two..ten 2..10, jack 11, queen 12, king 13."""
    rank = card[0]
    if rank == "A":
        return 1
    return RANKS.index(rank) + 2


def is_king(card):
    return card[0] == "K"


def next_living(lives, seat):
    """The first living seat to the left of ``seat`` (``seat`` itself last); None when all are out."""
    players = len(lives)
    for step in range(1, players + 1):
        other = (seat + step) % players
        if lives[other] > 0:
            return other
    return None


def round_order(lives, dealer):
    """The living seats from the dealer's left going left, the dealer last."""
    players = len(lives)
    order = [(dealer + step) % players for step in range(1, players + 1)]
    order = [seat for seat in order if lives[seat] > 0]
    assert order[-1] == dealer
    return order


def threshold(policy, chase_the_ace, seat, hero_swap, living):
    """T of ``seat`` with ``living`` seats in the round (None: never trades)."""
    if hero_swap and seat == 0:
        return hero_swap
    base, chase = THRESHOLDS[policy]
    if chase_the_ace:
        return chase
    return base[living] if isinstance(base, dict) else base


def is_dangerous(card, t, chase_the_ace):
    """Whether a seat with threshold ``t`` trades ``card`` away (never a king)."""
    if t is None or is_king(card):
        return False
    value = card_value(card)
    if chase_the_ace:
        return value <= t
    return value >= t


def showdown_losers(final, chase_the_ace):
    """Sorted seats losing a life, given ``final`` (seat -> card)."""
    if chase_the_ace:
        low = min(card_value(card) for card in final.values())
        return sorted(seat for seat, card in final.items() if card_value(card) == low)
    open_cards = {seat: card_value(card) for seat, card in final.items() if not is_king(card)}
    if not open_cards:
        return []
    high = max(open_cards.values())
    return sorted(seat for seat, value in open_cards.items() if value == high)


# ---------------------------------------------------------------------------
# One round, one game
# ---------------------------------------------------------------------------


def play_round(cards, lives, dealer, policy, chase_the_ace, hero_swap):
    """One round from the ordering ``cards``; returns the round's record (lives untouched)."""
    order = round_order(lives, dealer)
    n = len(order)
    hand = {}
    for position, seat in enumerate(order):
        hand[seat] = cards[position]
    dealt = dict(hand)

    king_round = (not chase_the_ace) and any(is_king(card) for card in hand.values())
    swaps = 0
    blocked = 0
    cut = False
    if not king_round:
        for position, seat in enumerate(order[:-1]):
            t = threshold(policy, chase_the_ace, seat, hero_swap, n)
            if not is_dangerous(hand[seat], t, chase_the_ace):
                continue
            neighbour = order[position + 1]
            if chase_the_ace and is_king(hand[neighbour]):
                blocked += 1
                continue
            hand[seat], hand[neighbour] = hand[neighbour], hand[seat]
            swaps += 1
        t = threshold(policy, chase_the_ace, dealer, hero_swap, n)
        if is_dangerous(hand[dealer], t, chase_the_ace):
            hand[dealer] = cards[n]
            cut = True

    final = dict(hand)
    return {
        "dealer": dealer,
        "order": order,
        "dealt": dealt,
        "king_round": king_round,
        "swaps": swaps,
        "blocked": blocked,
        "cut": cut,
        "final": final,
        "losers": showdown_losers(final, chase_the_ace),
    }


def play(stream, players, policy="standard", chase_the_ace=False, hero_swap=0):
    """Play one game from ``stream`` (a sequence of 52-card orderings, one per round, or a
    ``shuffled_stream``).

    Returns a dict: "rounds" (per round: "dealer", "order", "dealt", "king_round", "swaps",
    "blocked", "cut", "final", "losers"), "winner" (a seat or None), "carried" (nobody won,
    capped games included), "capped", "lives" (final, per seat) and "n_rounds".
    """
    _check_players(players)
    _check_policy(policy)
    _check_hero_swap(hero_swap)
    chase_the_ace = bool(chase_the_ace)

    lives = [LIVES] * players
    dealer = players - 1
    rounds = []
    winner = None
    ended = False
    for k in range(MAX_ROUNDS):
        cards = _permutation(stream, k)
        record = play_round(cards, lives, dealer, policy, chase_the_ace, hero_swap)
        for seat in record["losers"]:
            assert lives[seat] > 0
            lives[seat] -= 1
        rounds.append(record)

        living = [seat for seat in range(players) if lives[seat] > 0]
        if len(living) == 1:
            winner = living[0]
            ended = True
            break
        if not living:
            ended = True
            break
        dealer = next_living(lives, dealer)

    capped = not ended
    return {
        "rounds": rounds,
        "winner": winner,
        "carried": winner is None,
        "capped": capped,
        "lives": lives,
        "n_rounds": len(rounds),
    }


# ---------------------------------------------------------------------------
# Many games
# ---------------------------------------------------------------------------


def new_totals(players, games):
    """Empty totals of ``simulate`` (its keys)."""
    return {
        "games": games,
        "wins": [0] * players,
        "carried": 0,
        "capped": 0,
        "rounds": Counter(),
        "king_rounds": 0,
        "swaps": 0,
        "blocked": 0,
        "cuts": 0,
        "lives_lost": [0] * players,
    }


def add_game(totals, game):
    """Add one ``play`` result to ``totals`` (see ``new_totals``)."""
    if game["winner"] is not None:
        totals["wins"][game["winner"]] += 1
    totals["carried"] += game["carried"]
    totals["capped"] += game["capped"]
    totals["rounds"][game["n_rounds"]] += 1
    for record in game["rounds"]:
        totals["king_rounds"] += record["king_round"]
        totals["swaps"] += record["swaps"]
        totals["blocked"] += record["blocked"]
        totals["cuts"] += record["cut"]
        for seat in record["losers"]:
            totals["lives_lost"][seat] += 1


def simulate(players, games, seed, policy="standard", chase_the_ace=False, hero_swap=0):
    """Totals over ``games`` games.  One ``random.Random(seed)`` feeds every game a fresh
    ``shuffled_stream``, game after game, each drawing its orderings only as it needs them."""
    _check_players(players)
    _check_games(games)
    _check_policy(policy)
    _check_hero_swap(hero_swap)
    rng = random.Random(seed)
    totals = new_totals(players, games)
    for _ in range(games):
        game = play(shuffled_stream(rng), players, policy=policy, chase_the_ace=chase_the_ace,
                    hero_swap=hero_swap)
        add_game(totals, game)
    return totals

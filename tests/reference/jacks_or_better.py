"""Reference simulator for "Jacks or Better, Trips to Win" (plain, slow Python).

A "reference twin": written from the rules alone, sharing no code with the
project's kernels.  The deal itself is five-card draw exactly as
:func:`tests.reference.five_card_draw.play` plays it, with no wild cards.

The game, as played here
------------------------
* Two to seven seats, five cards each, dealt one at a time round the table
  from the given card order (top card first), seat 0 first.
* Openers: the deal goes on only if at least one seat's five dealt cards are
  "jacks or better": one pair of jacks, queens, kings or aces, or any hand
  above one pair (two pair of any ranks, trips, straight, flush, full house,
  quads, straight flush).  If nobody can open, the deal is void ("no
  opener"): no draw and no showdown happen, and no card is taken from the
  stock (so ``rng`` is never used).
* Trips to win: an opened deal is played out as five-card draw (one draw
  each in seat order with the named policy, nobody folds).  The best final
  hand takes the pot only if it is three of a kind or better; otherwise the
  deal is void ("no winner").  When it is trips or better, winners and
  equal-hand splits are exactly those of five-card draw.
* A void deal is redealt in the real game; here every deal is independent,
  so ``simulate`` counts void deals of each kind and aggregates the usual
  five-card-draw totals over the decided deals only.  The expected number of
  deals per pot is ``deals / decided``.
"""

from collections import Counter

from . import five_card_draw as fcd
from .evaluator import card_rank, fast_high

HAND_SIZE = 5
JACK = 11

#: Categories above one pair (this game has no wild cards, so no five of a kind).
ABOVE_ONE_PAIR = frozenset(
    (
        "two-pair",
        "three-of-a-kind",
        "straight",
        "flush",
        "full-house",
        "four-of-a-kind",
        "straight-flush",
    )
)
#: Categories good enough to take the pot: three of a kind or better.
TRIPS_OR_BETTER = frozenset(
    (
        "three-of-a-kind",
        "straight",
        "flush",
        "full-house",
        "four-of-a-kind",
        "straight-flush",
    )
)


# ---------------------------------------------------------------------------
# Openers
# ---------------------------------------------------------------------------


def _category(cards):
    """Category name of five natural cards."""
    return fast_high(cards)[0]


def can_open(cards):
    """True if the five cards ``cards`` are a pair of jacks or better."""
    hand = fcd._cards(cards, "the hand")  # canonical texts; ValueError on bad cards
    if len(hand) != HAND_SIZE:
        raise ValueError(f"a hand has {HAND_SIZE} cards; got {len(hand)}")
    category = _category(hand)
    if category in ABOVE_ONE_PAIR:
        return True
    if category == "one-pair":
        counts = Counter(card_rank(card) for card in hand)
        pair_rank = next(rank for rank, n in counts.items() if n == 2)
        return pair_rank >= JACK
    return False  # high card


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def play(deck, players, policy="draw", rng=None):
    """Play one deal from ``deck`` (card texts, top first) and describe it.

    Always: ``opened`` (someone could open), ``decided`` (opened and the best
    final hand is trips or better), ``openers`` (the seats that could open,
    ascending) and ``before`` (each seat's category before the draw).
    When opened: also every key :func:`five_card_draw.play` returns.
    """
    cards = fcd.checked_deck(deck, players, policy, rng, HAND_SIZE)
    hands, _ = fcd.deal_passes(cards, players, HAND_SIZE)
    before = [_category(hand) for hand in hands]
    openers = [seat for seat in range(players) if can_open(hands[seat])]
    if not openers:
        return {"opened": False, "decided": False, "openers": [], "before": before}

    deal = fcd.play(cards, players, policy=policy, wild="", rng=rng)
    assert deal["before"] == before  # the same five cards were dealt
    best_category = deal["hands"][deal["winners"][0]]  # every winner holds an equal hand
    result = dict(deal)
    result["opened"] = True
    result["decided"] = best_category in TRIPS_OR_BETTER
    result["openers"] = openers
    return result


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def simulate(players, n_deals, seed, policy="draw"):
    """Totals over ``n_deals`` independent deals, each from a fresh shuffle.

    One ``random.Random(seed)`` drives the whole run, as in
    :func:`five_card_draw.simulate`: it shuffles each deal's 52 cards
    (``full_deck()`` then ``rng.shuffle``) and makes any reshuffle of the
    discards during an opened deal's draw.

    ``deals``, ``no_opener``, ``no_winner`` and ``decided`` count deals
    (``no_opener + no_winner + decided == deals``).  Every other key is a
    :func:`five_card_draw.simulate` total with the same meaning, counted over
    the decided deals only.
    """
    fcd._check_players(players)
    fcd._check_policy(policy)
    # the five-card totals, over the decided deals only
    totals = dict(fcd.new_totals(players, n_deals), no_opener=0, no_winner=0, decided=0)
    for deck, rng in fcd.shuffled_decks(seed, n_deals):
        deal = play(deck, players, policy=policy, rng=rng)
        if not deal["opened"]:
            totals["no_opener"] += 1
            continue
        if not deal["decided"]:
            totals["no_winner"] += 1
            continue
        totals["decided"] += 1
        fcd.add_deal(totals, deal, players)
    return totals

"""Reference simulator for "Honky Tonk" (plain, slow Python).

It is a "reference twin": written from the rules alone, sharing no code with
the project's kernels.  Deal, draw and stock are those of the five-card draw
twin (:mod:`tests.reference.five_card_draw`); high hands are scored with
:func:`tests.reference.evaluator.fast_high` and low hands with
:func:`tests.reference.evaluator.brute_low`.

The game, as played here
------------------------
Honky Tonk is five-card draw played high-low: half the pot for the best high
hand, half for the best low hand, and each half has its own wild rank.

* Two to seven seats (0..P-1) and one 52-card deck without jokers, given as a
  list of card texts, top card first.
* The deal: five passes round the table, one card to each seat per pass, seat
  0 first.  The rest of the deck is the stock.
* The draw: one round, seat 0 first.  A seat throws the cards its policy
  names onto the discard pile and takes as many from the top of the stock.
  Its hand is then the cards it kept, in their order, followed by the new
  cards in the order taken.  When the stock runs dry the seat takes what is
  left, the discard pile (everything thrown so far and not yet reshuffled,
  the seat's own discards included, in the order thrown) is shuffled with
  ``rng.shuffle`` into a fresh stock, and the seat takes the rest from it.
  This is exactly the five-card draw twin's :class:`Stock`.
* The showdown splits the pot into two halves:

  - High half: the best poker hand where every 3 is wild (a 3 may be any
    card, copies included, so five of a kind exists and tops a straight
    flush): ``fast_high(cards, wild=<the four 3s>)``.
  - Low half: the best ace-to-five low where every king is wild: aces are
    low, straights and flushes are ignored, only pairing hurts, and a king
    becomes whatever card makes the lowest hand:
    ``brute_low(cards, kind="a5", wild=<the four kings>)`` (a smaller key is
    a better low).  There is no qualifier: some seat always wins the low,
    even with a pair or worse.

  Seats tied on a half share that half equally, and one seat may take both
  halves (a scoop).  A seat's share of the pot is
  ``0.5 / (number of high winners)`` if it is a high winner plus
  ``0.5 / (number of low winners)`` if it is a low winner.  Nobody folds and
  there is no betting.

Draw policies (see :func:`choose_discards_ht`)
----------------------------------------------
``"standard"`` (the default), judged on the five dealt cards:

1. a high hand (3s wild) of a straight or better stands pat;
2. otherwise the seat counts its low cards: each king, and for each distinct
   rank among ace, 2, 3, 4, 5, 6, 7, 8 in the hand, the first card of that
   rank (in hand order).  With four or more low cards, the seat keeps exactly
   those cards and throws away the rest (so it draws one card, or none);
3. otherwise it draws for high: it throws away what the five-card twin's
   ``choose_discards(hand, "3", "draw")`` names (3s wild).

``"high"`` skips step 2 (steps 1 and 3 are the five-card twin's "draw"
policy with 3s wild).  ``"pat"`` never draws.

What ``play`` reports per deal
------------------------------
High categories (3s wild) before and after the draw, cards drawn, 3s held,
the winners of each half, the shares, whether a seat scooped, ``low_top`` (the
winning low written as its highest card's rank, kings counted as the cards
they stand for, or ``"pair+"`` when the best low holds a pair or worse), which
seats went low (step 2), and the volatility figures: ``leader_before`` is the
lowest seat holding the best dealt high hand, ``leader_won`` says whether it
won the high half, ``lead_changes`` is 1 when the lowest high winner is
another seat.
"""

from collections import Counter

from .evaluator import CATEGORY_INDEX, SUITS, brute_low, card_rank
from . import five_card_draw
from .five_card_draw import _cards, _category, _check_players, _leader, _value, choose_discards

POLICIES = ("standard", "high", "pat")
HAND_SIZE = 5
THREES = frozenset("3" + suit for suit in SUITS)  # wild in the high half
KINGS = frozenset("K" + suit for suit in SUITS)  # wild in the low half
#: Natural ranks that count as low cards in step 2 (ace as 14 in card_rank).
LOW_RANKS = frozenset((14, 2, 3, 4, 5, 6, 7, 8))
#: Rank text of a low hand's top card (ace low, 1).
LOW_RANK_TEXT = {1: "A", 2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9",
                 10: "T", 11: "J", 12: "Q", 13: "K"}


# ---------------------------------------------------------------------------
# Checks and small helpers
# ---------------------------------------------------------------------------


def _check_policy(policy):
    if policy not in POLICIES:
        raise ValueError(f"unknown policy {policy!r}: choose from {', '.join(POLICIES)}")


def _hand(cards):
    hand = _cards(cards, "the hand")
    if len(hand) != HAND_SIZE:
        raise ValueError(f"a hand has {HAND_SIZE} cards; got {len(hand)}")
    return hand


def high_value(cards):
    """Comparable high value (bigger is better), every 3 wild."""
    return _value(cards, THREES)


def high_category(cards):
    return _category(cards, THREES)


def low_value(cards):
    """Ace-to-five low key (smaller is better), every king wild."""
    return brute_low(cards, kind="a5", wild=KINGS)


def low_top(key):
    """Text of a low key: its top card's rank if it has no pair, else "pair+"."""
    structure, ranks = key
    if structure != 0:
        return "pair+"
    return LOW_RANK_TEXT[max(ranks)]


def low_cards(hand):
    """Step 2's low cards of ``hand``, in hand order: every king, and the first card of each
    distinct rank among A, 2..8."""
    seen = set()
    keep = []
    for card in hand:
        rank = card_rank(card)
        if card in KINGS:
            keep.append(card)
        elif rank in LOW_RANKS and rank not in seen:
            seen.add(rank)
            keep.append(card)
    return keep


# ---------------------------------------------------------------------------
# The draw policies
# ---------------------------------------------------------------------------


def _decide(hand, policy):
    """(discards, went_low) for a checked five-card ``hand``."""
    if policy == "pat":
        return [], False
    # 1. A straight or better (3s wild) stands pat.
    if CATEGORY_INDEX[high_category(hand)] >= CATEGORY_INDEX["straight"]:
        return [], False
    # 2. Four or more low cards: keep exactly those.
    if policy == "standard":
        keep = low_cards(hand)
        if len(keep) >= 4:
            return [card for card in hand if card not in keep], True
    # 3. Draw for high, 3s wild.
    return choose_discards(hand, "3", "draw"), False


def choose_discards_ht(hand, policy="standard"):
    """The cards (texts, in hand order) that ``policy`` throws away from the five-card ``hand``."""
    _check_policy(policy)
    return _decide(_hand(hand), policy)[0]


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def _checked_deck(deck, players, policy, rng):
    _check_players(players)
    _check_policy(policy)
    if rng is not None and not callable(getattr(rng, "shuffle", None)):
        raise ValueError("rng must be a random.Random (something with a shuffle method) or None")
    cards = _cards(deck, "the deck")
    if len(cards) < HAND_SIZE * players:
        raise ValueError(f"{players} seats need at least {HAND_SIZE * players} cards; the deck has {len(cards)}")
    return cards


def play(deck, players, policy="standard", rng=None):
    """Play one deal from ``deck`` (card texts, top first) and describe it.

    Keys: "hands", "before", "improved", "drawn", "wild_held", "reshuffled",
    "high_winners", "low_winners", "shares", "scoop", "low_top", "went_low",
    "leader_before", "leader_won", "lead_changes", "seats" (each seat's final
    five cards: the kept cards in dealt order, then the drawn cards in the
    order taken) and "low_keys" (each seat's final brute_low key).
    """
    cards = _checked_deck(deck, players, policy, rng)
    hands, rest = five_card_draw.deal_passes(cards, players, HAND_SIZE)
    stock = five_card_draw.Stock(rest)

    before_values = [high_value(hand) for hand in hands]
    before = [high_category(hand) for hand in hands]

    # The draw, in seat order.
    drawn = []
    went_low = []
    for seat in range(players):
        discards, low = _decide(hands[seat], policy)
        hands[seat] = [card for card in hands[seat] if card not in discards]
        stock.throw(discards)
        hands[seat] += [stock.take(rng) for _ in discards]
        drawn.append(len(discards))
        went_low.append(low)

    # The showdown: high half (3s wild), low half (kings wild).
    highs = [high_value(hand) for hand in hands]
    best_high = max(highs)
    high_winners = [seat for seat in range(players) if highs[seat] == best_high]
    lows = [low_value(hand) for hand in hands]
    best_low = min(lows)
    low_winners = [seat for seat in range(players) if lows[seat] == best_low]
    shares = [
        (0.5 / len(high_winners) if seat in high_winners else 0.0)
        + (0.5 / len(low_winners) if seat in low_winners else 0.0)
        for seat in range(players)
    ]
    final = [high_category(hand) for hand in hands]
    leader_before = _leader(before_values)
    return {
        "hands": final,
        "before": before,
        "improved": [CATEGORY_INDEX[final[s]] > CATEGORY_INDEX[before[s]] for s in range(players)],
        "drawn": drawn,
        "wild_held": [sum(1 for card in hand if card in THREES) for hand in hands],
        "reshuffled": stock.reshuffled,
        "high_winners": high_winners,
        "low_winners": low_winners,
        "shares": shares,
        "scoop": len(high_winners) == 1 and low_winners == high_winners,
        "low_top": low_top(best_low),
        "went_low": went_low,
        "leader_before": leader_before,
        "leader_won": leader_before in high_winners,
        "lead_changes": 1 if high_winners[0] != leader_before else 0,
        "seats": [list(hand) for hand in hands],
        "low_keys": lows,
    }


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def new_totals(players, deals):
    """Empty totals of ``simulate`` (its keys)."""
    return {
        "deals": deals,
        "winner_category": Counter(),
        "hand_category": Counter(),
        "before": Counter(),
        "improved": Counter(),
        "drawn": Counter(),
        "wild_held": Counter(),
        "reshuffled": 0,
        "ties": 0,
        "low_ties": 0,
        "scoops": 0,
        "low_top": Counter(),
        "went_low": 0,
        "leader_won": 0,
        "lead_changes": 0,
        "seat_shares": [0.0] * players,
    }


def add_deal(totals, deal, players):
    """Add one ``play`` result to ``totals``."""
    # The high winners hold equal hands, so the first gives the category.
    totals["winner_category"][deal["hands"][deal["high_winners"][0]]] += 1
    for seat in range(players):
        totals["hand_category"][deal["hands"][seat]] += 1
        totals["before"][deal["before"][seat]] += 1
        if deal["improved"][seat]:
            totals["improved"][deal["before"][seat]] += 1
        totals["drawn"][deal["drawn"][seat]] += 1
        totals["wild_held"][deal["wild_held"][seat]] += 1
        totals["went_low"] += deal["went_low"][seat]
        totals["seat_shares"][seat] += deal["shares"][seat]
    totals["reshuffled"] += deal["reshuffled"]
    totals["ties"] += len(deal["high_winners"]) > 1
    totals["low_ties"] += len(deal["low_winners"]) > 1
    totals["scoops"] += deal["scoop"]
    totals["low_top"][deal["low_top"]] += 1
    totals["leader_won"] += deal["leader_won"]
    totals["lead_changes"] += deal["lead_changes"]


def simulate(players, deals, seed, policy="standard"):
    """Totals over ``deals`` deals, each from a fresh shuffle of the 52 cards.

    One ``random.Random(seed)`` (through ``five_card_draw.shuffled_decks``)
    shuffles each deal's deck and makes any reshuffle of the discards.
    """
    _check_players(players)
    _check_policy(policy)
    totals = new_totals(players, deals)
    for deck, rng in five_card_draw.shuffled_decks(seed, deals):
        add_deal(totals, play(deck, players, policy=policy, rng=rng), players)
    return totals

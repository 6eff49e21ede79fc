"""Reference simulator for Extra Point Poker (plain, slow Python).

A "reference twin": written from the rules alone, sharing no code with the
project's kernels, so that the tests can check the fast kernel deal by deal.
Every step is spelled out rather than made quick.

The game, as played here
------------------------
* Two to seven seats, numbered 0..P-1; seat 0 goes first in every round.
* Cards are texts such as ``"As"``, ``"Td"``, ``"7c"``: a rank from
  ``23456789TJQKA`` and a suit from ``cdhs``.  Two to ten are worth their
  pips, J 11, Q 12, K 13.  An ace used as a post is worth 1 or 14 (called as
  below); at the showdown an ace is high (and low only in A-2-3-4-5).
* The cards come from a *stream*, a sequence of 52-card orderings (top card
  first).  ``stream[0]`` is the *deal deck* and ``stream[1]`` the *post deck*;
  they are two separate full decks.
* The deal deck is used at fixed places: seat s gets deal-deck cards ``s``
  and ``P + s`` face down; its football in kicking round r (0..3) is card
  ``2P + r*P + s``; its last down card is card ``6P + s``.  7P cards in all.
* Posts come off the top of the post deck.  When a kick is over, all its
  posts (a bent post and the post dealt onto it included) go to a *used*
  pile.  When a post must be dealt and the post deck is empty, the used pile
  becomes the post deck, its cards in the order they have in the next unused
  ordering of the stream (``stream[2]`` the first time, then ``stream[3]``,
  ...), and the used pile is emptied.  Posts on the table for the kick in
  progress are not in the used pile, so they are not reshuffled.  A stream
  with no ordering left then is a ``ValueError``.
* Four kicking rounds; in each, seats 0..P-1 kick once each.  A kick:

  1. Deal the left post, then the right post.
  2. Aces among the posts.  Two aces: one is 1, the other 14.  Exactly one
     ace: the kicker calls it before the football, by the ace policy --
     ``"standard"``: the call leaving more values strictly between the posts,
     that is 1 when the other post is worth 8 or more, else 14; ``"high"``:
     always 14; ``"low"``: always 1.  (Only these policy calls are counted in
     ``ace_calls``.)
  3. The football is the kicker's deal-deck card of this round.  An ace
     football is never between the posts: ``"post"`` if either post is an ace,
     else ``"wide"``.  Any other football worth v against post values lo <= hi:
     ``"good"`` if lo < v < hi, ``"post"`` if v is lo or hi, else ``"wide"``
     (posts of equal value have nothing between them).
  4. With the option ``bend_the_post``, after a ``"post"`` the kicker may bend
     the post it hit, paying 4 antes.  Bend policy ``"standard"``: bend when
     the football's rank is the rank of a card the kicker already holds (down
     cards and footballs kept so far); ``"always"``; ``"never"``.  There is no
     bend when the football matches both posts (two equal posts under a
     non-ace football, or two ace posts under an ace football), and at most one
     bend a kick.  The post hit is the one of the football's value, or the
     ace post under an ace football.  A new post is dealt onto it from the
     post deck (reshuffling first if that deck is empty).  A new ace post is
     called 1 or 14, whichever makes the football good if either does, else
     14; an ace that is the other post keeps its earlier call.  The football
     is judged again by the same rules; after a bend it is either good or not
     (a second ``"post"`` is just not good, reported as ``"post"``).
  5. A good football joins the kicker's hand face up; any other football is
     dead.

* After the four rounds each seat gets its last down card, so a hand holds 3
  (two down cards, no footballs, last card) to 7 cards.
* Showdown, high hand wins.  A hand of 5 or more cards plays its best five as
  in ordinary poker (A-2-3-4-5 is the five-high straight).  A hand of 3 or 4
  cards plays all its cards, and has no straights or flushes: it is high-card,
  one-pair, two-pair (4 cards), three-of-a-kind or four-of-a-kind (4 cards).
  Hands compare by category, then by their ranks in order of importance: the
  grouped ranks first (bigger groups first, higher first), then the rest
  highest first; a straight by its top card (the wheel by 5).  A card that a
  short hand lacks counts lower than any card: J J 9 8 2 beats J J 9 8, and
  K K K beats A A 9 8 2 (category first).  The best hand takes the pot; equal
  best hands split it equally (``Fraction`` shares summing to 1).
"""

import random
from collections import Counter, deque
from fractions import Fraction
from itertools import combinations

from .deck_checks import (DECK, RANKS, SUITS, check_choice, check_count,  # noqa: F401
                          check_seats, permutation, shuffled_stream)


MIN_PLAYERS = 2
MAX_PLAYERS = 7
ROUNDS = 4
BEND_ANTES = 4
ACE_LOW = 1
ACE_HIGH = 14
ACE_POLICIES = ("standard", "high", "low")
BEND_POLICIES = ("standard", "always", "never")
OUTCOMES = ("good", "post", "wide")
CATEGORIES = ("high-card", "one-pair", "two-pair", "three-of-a-kind", "straight", "flush",
              "full-house", "four-of-a-kind", "straight-flush")
CATEGORY_INDEX = {name: i for i, name in enumerate(CATEGORIES)}


# ---------------------------------------------------------------------------
# Checks and card helpers
# ---------------------------------------------------------------------------


def _check_options(players, ace, bend):
    check_seats("Extra Point Poker", players, MIN_PLAYERS, MAX_PLAYERS)
    check_choice("ace policy", ace, ACE_POLICIES)
    check_choice("bend policy", bend, BEND_POLICIES)


def is_ace(card):
    return card[0] == "A"


def rank_value(card):
    """Showdown value 2..14 (ace 14)."""
    return RANKS.index(card[0]) + 2


def card_value(card):
    """Value 2..13 of a card other than an ace."""
    assert not is_ace(card)
    return rank_value(card)


# ---------------------------------------------------------------------------
# One kick
# ---------------------------------------------------------------------------


def policy_ace_call(other_value, ace):
    """Value (1 or 14) the ace policy ``ace`` calls for a lone ace post; ``other_value`` 2..13."""
    if ace == "high":
        return ACE_HIGH
    if ace == "low":
        return ACE_LOW
    # "standard": more values strictly between.  Low leaves 2..v-1 (v-2 values), high leaves
    # v+1..13 (13-v values); v-2 > 13-v exactly when v >= 8.
    return ACE_LOW if other_value >= 8 else ACE_HIGH


def post_values(posts, ace):
    """The values of the two posts, and the policy call made ("low"/"high") or None."""
    left, right = posts
    if is_ace(left) and is_ace(right):
        return [ACE_LOW, ACE_HIGH], None
    if is_ace(left):
        call = policy_ace_call(card_value(right), ace)
        return [call, card_value(right)], "low" if call == ACE_LOW else "high"
    if is_ace(right):
        call = policy_ace_call(card_value(left), ace)
        return [card_value(left), call], "low" if call == ACE_LOW else "high"
    return [card_value(left), card_value(right)], None


def judge(football, posts, values):
    """``"good"``, ``"post"`` or ``"wide"`` for ``football`` against the posts."""
    if is_ace(football):
        return "post" if is_ace(posts[0]) or is_ace(posts[1]) else "wide"
    v = card_value(football)
    lo, hi = min(values), max(values)
    if lo < v < hi:
        return "good"
    if v == lo or v == hi:
        return "post"
    return "wide"


def hit_post(football, posts, values):
    """Index (0 left, 1 right) of the post a "post" football hit, or None when it matches both."""
    if is_ace(football):
        hits = [i for i in (0, 1) if is_ace(posts[i])]
    else:
        hits = [i for i in (0, 1) if values[i] == card_value(football)]
    assert hits, "the football hit no post"
    return hits[0] if len(hits) == 1 else None


def wants_bend(bend, football, held):
    """Whether the bend policy ``bend`` bends, the kicker holding ``held``."""
    if bend == "always":
        return True
    if bend == "never":
        return False
    return any(card[0] == football[0] for card in held)


def bend_ace_call(football, other_value):
    """Value of a new ace post: the call that makes ``football`` good when one does, else 14."""
    if not is_ace(football):
        v = card_value(football)
        for call in (ACE_LOW, ACE_HIGH):
            if min(call, other_value) < v < max(call, other_value):
                return call
    return ACE_HIGH


class _PostDeck:
    """The post deck and the used pile, reshuffling from the stream when the deck runs out."""

    def __init__(self, stream):
        self.stream = stream
        self.deck = deque(permutation(stream, 1, "the post deck"))
        self.used = []
        self.reshuffles = 0

    def deal(self):
        if not self.deck:
            k = 2 + self.reshuffles
            order = permutation(self.stream, k, "a reshuffle of the used posts")
            used = set(self.used)
            assert used and len(used) == len(self.used), "the used pile must hold distinct cards"
            self.deck = deque(card for card in order if card in used)
            self.used = []
            self.reshuffles += 1
        return self.deck.popleft()

    def discard(self, cards):
        self.used.extend(cards)


# ---------------------------------------------------------------------------
# Showdown
# ---------------------------------------------------------------------------


def _straight_top(values):
    """Top card of a five-card straight of distinct ``values`` (the wheel: 5), or None."""
    distinct = sorted(set(values))
    if len(distinct) != 5:
        return None
    if distinct == [2, 3, 4, 5, 14]:
        return 5
    if distinct[4] - distinct[0] == 4:
        return distinct[4]
    return None


def _grouped_ranks(values):
    """The values in order of importance: bigger groups first, higher first within a size."""
    counts = Counter(values)
    order = sorted(counts, key=lambda v: (counts[v], v), reverse=True)
    return tuple(v for v in order for _ in range(counts[v]))


def _all_cards_value(cards, straights_and_flushes):
    """(category index, ranks) of exactly these cards."""
    values = [rank_value(card) for card in cards]
    ranks = _grouped_ranks(values)
    shape = sorted(Counter(values).values(), reverse=True)
    if straights_and_flushes:
        assert len(cards) == 5
        top = _straight_top(values)
        flush = len({card[1] for card in cards}) == 1
        if top is not None and flush:
            return CATEGORY_INDEX["straight-flush"], (top,)
        if top is not None:
            return CATEGORY_INDEX["straight"], (top,)
        if flush:
            return CATEGORY_INDEX["flush"], ranks
    if shape[0] == 4:
        name = "four-of-a-kind"
    elif shape[0] == 3 and len(shape) > 1 and shape[1] >= 2:
        name = "full-house"
    elif shape[0] == 3:
        name = "three-of-a-kind"
    elif shape[0] == 2 and len(shape) > 1 and shape[1] == 2:
        name = "two-pair"
    elif shape[0] == 2:
        name = "one-pair"
    else:
        name = "high-card"
    return CATEGORY_INDEX[name], ranks


def hand_value(cards):
    """A comparable value of a 3..7-card hand: (category index, ranks in order of importance).

    Tuples compare item by item and a shorter tuple that is a prefix of a longer one is lower,
    which is exactly "a missing card counts lower than any card"."""
    cards = list(cards)
    assert 3 <= len(cards) <= 7 and len(set(cards)) == len(cards)
    if len(cards) < 5:
        return _all_cards_value(cards, straights_and_flushes=False)
    return max(_all_cards_value(five, straights_and_flushes=True) for five in combinations(cards, 5))


def category_of(cards):
    return CATEGORIES[hand_value(cards)[0]]


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def play(stream, players, bend_the_post=False, ace="standard", bend="standard"):
    """Play one deal from ``stream`` (a sequence of 52-card orderings, or a ``shuffled_stream``).

    Returns a dict: "kicks" (in order; each "seat", "round", "posts" as first dealt,
    "football", "first", "bent", "final"), "ace_calls", "hands", "sizes", "winners",
    "category", "shares", "reshuffles", "bends", "bends_good", "bend_antes".
    """
    _check_options(players, ace, bend)
    bend_the_post = bool(bend_the_post)

    deal = permutation(stream, 0, "the deal deck")
    posts_deck = _PostDeck(stream)
    P = players
    hands = [[deal[s], deal[P + s]] for s in range(P)]
    kicks = []
    ace_calls = Counter(high=0, low=0)
    bends = 0
    bends_good = 0

    for r in range(ROUNDS):
        for s in range(P):
            left = posts_deck.deal()
            right = posts_deck.deal()
            posts = [left, right]
            values, call = post_values(posts, ace)
            if call is not None:
                ace_calls[call] += 1
            football = deal[2 * P + r * P + s]
            first = judge(football, posts, values)
            final = first
            bent = False
            on_table = [left, right]
            if bend_the_post and first == "post":
                hit = hit_post(football, posts, values)
                if hit is not None and wants_bend(bend, football, hands[s]):
                    bent = True
                    bends += 1
                    new = posts_deck.deal()
                    on_table.append(new)
                    other = 1 - hit
                    new_posts = list(posts)
                    new_values = list(values)
                    new_posts[hit] = new
                    if is_ace(new):
                        new_values[hit] = bend_ace_call(football, values[other])
                    else:
                        new_values[hit] = card_value(new)
                    final = "good" if judge(football, new_posts, new_values) == "good" else "post"
                    if final == "good":
                        bends_good += 1
            if final == "good":
                hands[s].append(football)
            posts_deck.discard(on_table)
            kicks.append({
                "seat": s,
                "round": r,
                "posts": (left, right),
                "football": football,
                "first": first,
                "bent": bent,
                "final": final,
            })

    for s in range(P):
        hands[s].append(deal[6 * P + s])

    values = [hand_value(hand) for hand in hands]
    best = max(values)
    winners = sorted(s for s in range(P) if values[s] == best)
    shares = [Fraction(1, len(winners)) if s in winners else Fraction(0) for s in range(P)]
    assert sum(shares) == 1

    return {
        "kicks": kicks,
        "ace_calls": ace_calls,
        "hands": hands,
        "sizes": [len(hand) for hand in hands],
        "winners": winners,
        "category": CATEGORIES[best[0]],
        "shares": shares,
        "reshuffles": posts_deck.reshuffles,
        "bends": bends,
        "bends_good": bends_good,
        "bend_antes": BEND_ANTES * bends,
    }


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def new_totals(players, deals):
    """Empty totals of ``simulate`` (its keys)."""
    return {
        "deals": deals,
        "shares": [Fraction(0)] * players,
        "first": Counter(),
        "final": Counter(),
        "good_by_round": [0] * ROUNDS,
        "bends": 0,
        "bends_good": 0,
        "sizes": Counter(),
        "winner_sizes": Counter(),
        "win_category": Counter(),
        "ties": 0,
        "reshuffles": 0,
        "ace_calls": Counter(high=0, low=0),
    }


def add_deal(totals, game):
    """Add one ``play`` result to ``totals`` (see ``new_totals``)."""
    totals["shares"] = [a + b for a, b in zip(totals["shares"], game["shares"])]
    for kick in game["kicks"]:
        totals["first"][kick["first"]] += 1
        totals["final"][kick["final"]] += 1
        if kick["final"] == "good":
            totals["good_by_round"][kick["round"]] += 1
    totals["bends"] += game["bends"]
    totals["bends_good"] += game["bends_good"]
    for size in game["sizes"]:
        totals["sizes"][size] += 1
    for seat in game["winners"]:
        totals["winner_sizes"][game["sizes"][seat]] += 1
    totals["win_category"][game["category"]] += 1
    totals["ties"] += len(game["winners"]) > 1
    totals["reshuffles"] += game["reshuffles"]
    for call, n in game["ace_calls"].items():
        totals["ace_calls"][call] += n


def simulate(players, deals, seed, bend_the_post=False, ace="standard", bend="standard"):
    """Totals over ``deals`` deals.  One ``random.Random(seed)`` feeds every deal a fresh
    ``shuffled_stream``, deal after deal, each drawing its orderings only as it needs them."""
    _check_options(players, ace, bend)
    check_count("deals", deals, 0)
    rng = random.Random(seed)
    totals = new_totals(players, deals)
    for _ in range(deals):
        game = play(shuffled_stream(rng), players, bend_the_post=bend_the_post, ace=ace, bend=bend)
        add_deal(totals, game)
    return totals

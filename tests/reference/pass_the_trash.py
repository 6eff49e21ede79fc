"""Reference simulator for Pass the Trash (plain, slow Python).

A "reference twin": written from the rules alone, sharing no code with the
project's kernels.  Hands are scored with
:func:`tests.reference.evaluator.fast_high`; decks, the deal and the card
checks come from :mod:`tests.reference.five_card_draw`.

The game, as played here
------------------------
* Two to seven seats (0..P-1), one 52-card deck, nothing wild.  The deck is a
  list of card texts, top card first; it must hold at least seven cards a seat.
* The deal: seven passes round the table, one card to each seat per pass,
  seat 0 first.  A hand is a list of cards kept in order.
* The passes follow a schedule, one pass after another.  In a pass of ``k``
  cards with offset ``o`` every seat first picks ``k`` of its seven cards (by
  the policy, looking only at its own hand), then all seats hand their cards
  over at once: seat ``s`` gives to seat ``(s + o) % P``.  Afterwards a seat
  holds the cards it kept, in their old order, followed by the ``k`` cards it
  was given, in the order they had in the giver's hand.  Everybody still holds
  seven cards.
* Schedule text: items separated by commas, each ``<k><L|R>[<d>]``: ``k``
  cards (1..6) go ``d`` seats (1..P-1, default 1) to the left (offset ``+d``)
  or to the right (offset ``-d``).  One to seven items.  The usual schedule is
  ``"1L,2L,3L"``: one card, then two, then three, each to the next seat on the
  left.  Spaces around an item are ignored; anything else that does not fit
  (lower case letters, a zero, a distance of P or more, ...) is refused.
* The showdown: each seat's best five of its seven cards, straights and
  flushes counting; the best hand takes the pot and equal best hands split it.
  Nobody folds and there is no betting.

Pass policies (see :func:`choose_passes`)
-----------------------------------------
``"standard"``: give away the ``k`` cards that leave the strongest hand of the
``7 - k`` cards kept, those cards scored as a hand of their own size (best five
of six; five cards as they are; four or fewer make only high card, pairs, two
pair, trips and quads).  The candidate position sets are tried in the order of
``itertools.combinations(range(7), k)`` and the first one with the strictly
best kept value is chosen.

``"lowest"``: give away the ``k`` lowest cards (ace high), the earlier hand
position first among equal ranks.

What is recorded
----------------
The leader at a point (after the deal, then after each pass) is the lowest
seat whose seven cards make the best five-card hand at that point.
``leader_won`` says, point by point, whether that leader is among the final
winners (after the last pass it always is); ``lead_changes`` counts the passes
after which the leader differs from the leader just before that pass.
"""

import re
from collections import Counter
from itertools import combinations

from .evaluator import CATEGORIES, CATEGORY_INDEX, card_rank, card_suit, fast_high
from .five_card_draw import _cards, _check_players, _leader, deal_passes, shuffled_decks

POLICIES = ("standard", "lowest")
DEFAULT_PASSES = "1L,2L,3L"
MIN_PLAYERS = 2
MAX_PLAYERS = 7
HAND_SIZE = 7
MAX_PASSES = 7
MAX_PASS_CARDS = 6

_ITEM = re.compile(r"([1-9][0-9]*)([LR])([0-9]+)?")


# ---------------------------------------------------------------------------
# Checks and small helpers
# ---------------------------------------------------------------------------


def _check_policy(policy):
    if policy not in POLICIES:
        raise ValueError(f"unknown pass policy {policy!r}: choose from {', '.join(POLICIES)}")


def parse_passes(text, players):
    """The schedule ``text`` as a list of ``(k, offset % players)``; ValueError if it is bad."""
    _check_players(players)
    if not isinstance(text, str):
        raise ValueError(f"a pass schedule is text such as {DEFAULT_PASSES!r}; got {text!r}")
    items = text.split(",")
    if len(items) > MAX_PASSES:
        raise ValueError(f"at most {MAX_PASSES} passes; {text!r} has {len(items)}")
    schedule = []
    for item in items:
        match = _ITEM.fullmatch(item.strip())
        if match is None:
            raise ValueError(f"bad pass {item!r} in {text!r}: write <cards><L|R>[<distance>], e.g. 2L or 1R2")
        k = int(match.group(1))
        if not 1 <= k <= MAX_PASS_CARDS:
            raise ValueError(f"a pass moves 1..{MAX_PASS_CARDS} cards; {item!r} asks for {k}")
        distance = 1 if match.group(3) is None else int(match.group(3))
        if not 1 <= distance <= players - 1:
            raise ValueError(f"at {players} seats a pass goes 1..{players - 1} seats away; {item!r} asks for {distance}")
        offset = distance if match.group(2) == "L" else -distance
        offset %= players
        assert offset != 0
        schedule.append((k, offset))
    return schedule


# Hand values.  The value of a hand of at most seven cards depends only on its
# ranks and, for a flush or straight flush, on the ranks of a suit holding five
# or more of its cards (seven cards hold at most one such suit).  The cache is
# keyed by exactly that, so a hit returns what fast_high would.
_VALUES = {}
_CACHE_LIMIT = 1 << 20


def _shape(cards):
    ranks = tuple(sorted(card_rank(card) for card in cards))
    suits = Counter(card_suit(card) for card in cards)
    flush = tuple(
        tuple(sorted(card_rank(card) for card in cards if card_suit(card) == suit))
        for suit in sorted(suits) if suits[suit] >= 5
    )
    return ranks, flush


def hand_value(cards):
    """``(category index, tiebreak)`` of the best hand of ``cards`` (best five, or all if fewer)."""
    key = _shape(cards)
    value = _VALUES.get(key)
    if value is None:
        category, tiebreak, _ = fast_high(list(cards))
        value = (CATEGORY_INDEX[category], tuple(tiebreak))
        if len(_VALUES) >= _CACHE_LIMIT:
            _VALUES.clear()
        _VALUES[key] = value
    return value


def _category(cards):
    return CATEGORIES[hand_value(cards)[0]]


# ---------------------------------------------------------------------------
# The pass policies
# ---------------------------------------------------------------------------


def _pass_positions(hand, k, policy):
    """The sorted hand positions of the ``k`` cards ``policy`` gives away."""
    if policy == "lowest":
        by_rank = sorted(range(len(hand)), key=lambda i: (card_rank(hand[i]), i))
        return sorted(by_rank[:k])
    best, best_value = None, None
    for positions in combinations(range(len(hand)), k):  # lexicographic order
        kept = [hand[i] for i in range(len(hand)) if i not in positions]
        value = hand_value(kept)
        if best is None or value > best_value:  # strictly better: the first of equals stays
            best, best_value = positions, value
    return list(best)


def choose_passes(hand, k, policy="standard"):
    """The ``k`` cards (in hand order) that ``policy`` gives away from the seven of ``hand``."""
    _check_policy(policy)
    cards = _cards(hand, "the hand")
    if len(cards) != HAND_SIZE:
        raise ValueError(f"a hand has {HAND_SIZE} cards; got {len(cards)}")
    if isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= MAX_PASS_CARDS:
        raise ValueError(f"a pass moves 1..{MAX_PASS_CARDS} cards; got {k!r}")
    return [cards[i] for i in _pass_positions(cards, k, policy)]


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def play(deck, players, policy="standard", passes=DEFAULT_PASSES):
    """Play one deal from ``deck`` (card texts, top first) and describe it.

    "dealt" and "seats" hold each seat's seven cards after the deal and after
    the last pass; "passed" holds, pass by pass, the cards each seat gave away
    (in its hand order).  See the module docstring for the other keys.
    """
    _check_players(players)
    _check_policy(policy)
    schedule = parse_passes(passes, players)
    cards = _cards(deck, "the deck")
    if len(cards) < HAND_SIZE * players:
        raise ValueError(f"{players} seats need at least {HAND_SIZE * players} cards; the deck has {len(cards)}")

    hands, _ = deal_passes(cards, players, HAND_SIZE)  # seven passes, seat 0 first in each
    dealt = [list(hand) for hand in hands]
    values = [hand_value(hand) for hand in hands]
    leaders = [_leader(values)]
    passed = []

    for k, offset in schedule:
        # Everybody chooses first, then all the cards move at once.
        given = []
        kept = []
        for hand in hands:
            positions = _pass_positions(hand, k, policy)
            given.append([hand[i] for i in positions])
            kept.append([hand[i] for i in range(HAND_SIZE) if i not in positions])
        new_hands = [None] * players
        for seat in range(players):
            giver = (seat - offset) % players  # seat ``giver`` hands its cards to ``seat``
            new_hands[seat] = kept[seat] + given[giver]
        hands = new_hands
        passed.append(given)
        values = [hand_value(hand) for hand in hands]
        leaders.append(_leader(values))

    # The showdown.
    best = max(values)
    winners = [seat for seat in range(players) if values[seat] == best]
    shares = [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)]
    before = [_category(hand) for hand in dealt]
    final = [CATEGORIES[value[0]] for value in values]
    return {
        "dealt": dealt,
        "seats": [list(hand) for hand in hands],
        "before": before,
        "hands": final,
        "improved": [CATEGORY_INDEX[final[s]] > CATEGORY_INDEX[before[s]] for s in range(players)],
        "worsened": [CATEGORY_INDEX[final[s]] < CATEGORY_INDEX[before[s]] for s in range(players)],
        "winners": winners,
        "shares": shares,
        "leaders": leaders,
        "leader_won": [leader in winners for leader in leaders],
        "lead_changes": sum(1 for i in range(1, len(leaders)) if leaders[i] != leaders[i - 1]),
        "passed": passed,
    }


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def simulate(players, deals, seed, policy="standard", passes=DEFAULT_PASSES):
    """Totals over ``deals`` deals, each from a fresh shuffle of the 52 cards
    (:func:`tests.reference.five_card_draw.shuffled_decks` with ``seed``)."""
    _check_players(players)
    _check_policy(policy)
    schedule = parse_passes(passes, players)
    totals = {
        "deals": deals,
        "winner_category": Counter(),
        "hand_category": Counter(),
        "before": Counter(),
        "improved": Counter(),
        "worsened": 0,
        "ties": 0,
        "leader_won": [0] * (len(schedule) + 1),
        "lead_changes": Counter(),
        "seat_shares": [0.0] * players,
    }
    for deck, _rng in shuffled_decks(seed, deals):
        deal = play(deck, players, policy=policy, passes=passes)
        # Every winner holds an equal hand, so the first gives the category.
        totals["winner_category"][deal["hands"][deal["winners"][0]]] += 1
        for seat in range(players):
            totals["hand_category"][deal["hands"][seat]] += 1
            totals["before"][deal["before"][seat]] += 1
            if deal["improved"][seat]:
                totals["improved"][deal["before"][seat]] += 1
            totals["worsened"] += deal["worsened"][seat]
            totals["seat_shares"][seat] += deal["shares"][seat]
        totals["ties"] += len(deal["winners"]) > 1
        for i, won in enumerate(deal["leader_won"]):
            totals["leader_won"][i] += won
        totals["lead_changes"][deal["lead_changes"]] += 1
    return totals

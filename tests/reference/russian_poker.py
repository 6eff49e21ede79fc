"""Reference simulator for Russian Poker, and Polish Poker as the option ``polish`` (plain Python).

A "reference twin": written from the rules alone, sharing no code with the
project's kernels.  It keeps every step in plain sight; the only speed-ups are
counting hands by rank multisets (for the tables) and scanning all 72,072
arrangements of a seat with numpy over index arrays (still exhaustive).

The game, as played here
------------------------
* Cards are texts such as ``"As"``, ``"Td"``, ``"7c"``: a rank character from
  ``23456789TJQKA`` and a suit from ``cdhs``.  Two to four seats, numbered
  0..P-1.  A deal uses one shuffled 52-card deck (a list of card texts, top
  card first).  The cards go out one at a time round the table, seat 0 first,
  13 passes: seat ``s`` gets deck cards ``s, P + s, 2P + s, ..., 12P + s``.
  The cards from ``13P`` on are not used.
* Every seat splits its 13 cards into BOTTOM (3 cards), MIDDLE (5 cards) and
  TOP (5 cards).
* Goodness of a hand, Russian (``polish=False``): high poker.  Five cards rank
  by category, low to high: high-card, one-pair, two-pair, three-of-a-kind,
  straight, flush, full-house, four-of-a-kind, straight-flush.  The ace is
  high, but A-2-3-4-5 is also a straight (five high); K-A-2-3-4 is not.
  Three cards know only high-card, one-pair and three-of-a-kind: three cards
  never make a straight or a flush.  Two hands, of either size, compare by
  category first, then by their ranks in order of importance: the grouped
  ranks first (the quads; the trips then the pair of a full house; the higher
  then the lower of two pairs; the pair; the trips), then the other cards from
  the highest down; a straight by its top card (the wheel by its five).  Where
  one hand has run out of cards to compare (a 3-card hand against a 5-card
  one) the missing card is lower than any card, so "J J A" < "J J A 3 2".
  Suits never separate two hands; equal hands are equal whatever their size.
* Goodness of a hand, Polish (``polish=True``): ace-to-five low.  Suits,
  straights and flushes mean nothing and the ace is the lowest card (worth 1,
  below the two).  A hand's *badness* compares by its pattern first -- no pair
  ("high-card") < "one-pair" < "two-pair" < "three-of-a-kind" < "full-house" <
  "four-of-a-kind" -- then by the ranks in order of importance as for high
  hands (grouped ranks first, then the rest from the highest down), with the
  ace worth 1 and a missing card lower still than the ace.  Less bad is
  better: goodness is badness reversed.  So the best low of all is any
  3-card A-2-3, and A-2-3-4-5 is the best 5-card low.
* An arrangement is legal when goodness(BOTTOM) <= goodness(MIDDLE) <=
  goodness(TOP), equality allowed.  A seat whose arrangement is not legal
  *fouls* and wins nothing.
* The pot has three parts: BOTTOM 1/4, MIDDLE 1/2, TOP 1/4.  Each part goes to
  the seat(s) with the best goodness in that position among the seats that did
  not foul, shared equally by equal best hands.  When every seat fouled, the
  part goes by goodness among all the seats as they set their cards.  The
  shares (``Fraction``) of a deal sum to 1.  A seat that alone wins all three
  parts *scoops*.

Setting the cards (``arrange``)
-------------------------------
* ``q3(h)`` and ``q5(h)``: twice the number of hands of ``h``'s size (out of
  the C(52,3) = 22,100 or C(52,5) = 2,598,960 dealt from a full deck) whose
  goodness is below ``h``'s, plus the number whose goodness equals ``h``'s
  (``h``'s own kind included), always by the game's goodness.  The SCORE of an
  arrangement is ``q3(BOTTOM) * 2598960 + 2 * q5(MIDDLE) * 22100 +
  q5(TOP) * 22100`` (the share of same-size random hands each hand beats, ties
  counted half, weighted 1/4, 1/2, 1/4, scaled to a whole number).
* ``"search"`` (the default): of every way to choose 3 bottom cards and then 5
  middle cards (286 * 252 = 72,072 arrangements) take the legal one with the
  highest SCORE; on equal SCORE the better MIDDLE, then the better TOP.  When
  no arrangement is legal the seat sets its cards as ``"greedy"`` and fouls.
* ``"greedy"``: TOP is the best 5 of the 13 cards, MIDDLE the best 5 of the 8
  left, BOTTOM the last 3; of several equally good tops, the one whose 8 left
  give the best MIDDLE (a flush's suit can decide it); a seat fouls when that
  is not legal.
* Which cards are taken among alternatives of equal goodness is not part of
  the rules; only goodness-based results (categories, winners, shares, fouls,
  scores) are meant to be compared.
"""

import random
from collections import Counter
from fractions import Fraction
from itertools import combinations
from math import comb

import numpy as np

from .deck_checks import (DECK, RANKS, SUITS, check_choice, check_count, check_deck,  # noqa: F401
                          check_seats)

GAME = "Russian Poker"
MIN_PLAYERS = 2
MAX_PLAYERS = 4
CARDS_DEALT = 13

CATEGORIES = ("high-card", "one-pair", "two-pair", "three-of-a-kind", "straight", "flush",
              "full-house", "four-of-a-kind", "straight-flush")
# Polish (low) patterns, from the least bad to the worst.
PATTERNS = ("high-card", "one-pair", "two-pair", "three-of-a-kind", "full-house",
            "four-of-a-kind")
POSITIONS = ("bottom", "middle", "top")
SIZES = {"bottom": 3, "middle": 5, "top": 5}
PARTS = {"bottom": Fraction(1, 4), "middle": Fraction(1, 2), "top": Fraction(1, 4)}
ARRANGES = ("search", "greedy")

HANDS3 = comb(52, 3)  # 22,100
HANDS5 = comb(52, 5)  # 2,598,960
# SCORE = q3(bottom) * W[0] + q5(middle) * W[1] + q5(top) * W[2]
WEIGHTS = (HANDS5, 2 * HANDS3, HANDS3)

# The value compared where a hand has no card left (3 cards against 5): below every card.
MISSING = 0
KEY_LENGTH = 5  # every rank list is padded with MISSING to this length

# (sorted counts of the ranks) -> name, for both games; straights and flushes are found apart.
_SHAPES = {
    (1, 1, 1, 1, 1): "high-card", (1, 1, 1): "high-card",
    (2, 1, 1, 1): "one-pair", (2, 1): "one-pair",
    (2, 2, 1): "two-pair",
    (3, 1, 1): "three-of-a-kind", (3,): "three-of-a-kind",
    (3, 2): "full-house",
    (4, 1): "four-of-a-kind",
}


# ---------------------------------------------------------------------------
# Checks
# ---------------------------------------------------------------------------


def _check_polish(polish):
    if not isinstance(polish, bool):
        raise ValueError(f"polish must be True or False; got {polish!r}")


def _check_hand(cards):
    """The hand as a list, after checking it holds 3 or 5 different cards."""
    if isinstance(cards, (str, bytes)):
        raise ValueError("a hand must be a sequence of card texts, not one string")
    cards = list(cards)
    for card in cards:
        if not isinstance(card, str) or card not in DECK:
            raise ValueError(f"not a card: {card!r}")
    if len(cards) not in (3, 5) or len(set(cards)) != len(cards):
        raise ValueError(f"a hand holds 3 or 5 different cards; got {cards!r}")
    return cards


def _check_seat_cards(cards):
    cards = list(cards)
    for card in cards:
        if not isinstance(card, str) or card not in DECK:
            raise ValueError(f"not a card: {card!r}")
    if len(cards) != CARDS_DEALT or len(set(cards)) != CARDS_DEALT:
        raise ValueError(f"a seat holds {CARDS_DEALT} different cards; got {cards!r}")
    return cards


# ---------------------------------------------------------------------------
# Hand goodness
# ---------------------------------------------------------------------------


def _rank_value(rank_index, polish):
    """Rank index 0..12 (two..ace) -> the value compared: 2..14, but the ace is 1 in Polish."""
    if polish and rank_index == 12:
        return 1
    return rank_index + 2


def _evaluate_ranks(rank_indices, flush, polish):
    """(category name, goodness key) of a hand given by its rank indices and whether it is a
    5-card flush.  Keys of either size and either category compare with ``<``."""
    values = [_rank_value(r, polish) for r in rank_indices]
    counts = Counter(values)
    # Grouped ranks first (bigger group first, then higher value), then the singles high to low.
    order = sorted(counts, key=lambda v: (-counts[v], -v))
    shape = tuple(sorted(counts.values(), reverse=True))
    name = _SHAPES[shape]
    if polish:
        padded = order + [MISSING] * (KEY_LENGTH - len(order))
        badness = (PATTERNS.index(name), tuple(padded))
        goodness = (-badness[0], tuple(-v for v in badness[1]))
        return name, goodness
    if len(values) == 5 and shape == (1, 1, 1, 1, 1):
        top = None
        if max(values) - min(values) == 4:
            top = max(values)
        elif sorted(values) == [2, 3, 4, 5, 14]:
            top = 5  # the wheel
        if top is not None:
            name = "straight-flush" if flush else "straight"
            order = [top]
        elif flush:
            name = "flush"
    padded = order + [MISSING] * (KEY_LENGTH - len(order))
    return name, (CATEGORIES.index(name), tuple(padded))


def evaluate(cards, polish=False):
    """(category name, goodness key) of a 3- or 5-card hand; a bigger key is a better hand."""
    cards = _check_hand(cards)
    _check_polish(polish)
    ranks = [RANKS.index(card[0]) for card in cards]
    flush = len(cards) == 5 and len({card[1] for card in cards}) == 1
    return _evaluate_ranks(ranks, flush, polish)


def goodness(cards, polish=False):
    """The goodness key of a 3- or 5-card hand (compare keys with ``<``, ``==``)."""
    return evaluate(cards, polish)[1]


def category(cards, polish=False):
    """The category name of a 3- or 5-card hand."""
    return evaluate(cards, polish)[0]


# ---------------------------------------------------------------------------
# Tables: every hand of 3 or 5 cards, counted by rank multiset and suit pattern
# ---------------------------------------------------------------------------

_TABLES = {}


def _build_tables(polish):
    """For one game: per size, the (multiset, flush) -> (name, key, q, level) lookup, the number
    of hands per category, and the number of hands per goodness key."""
    per_size = {}
    all_keys = set()
    for size in (3, 5):
        weight_of_key = Counter()
        entries = {}  # (sorted rank indices, flush) -> (name, key)
        for multiset in _multisets(size):
            counts = Counter(multiset)
            if max(counts.values()) > 4:
                continue
            if len(counts) == size:  # all ranks different: suit patterns 4**size
                if size == 5:
                    plain, flushes = 4 ** 5 - 4, 4
                    entries[(multiset, False)] = _evaluate_ranks(multiset, False, polish)
                    entries[(multiset, True)] = _evaluate_ranks(multiset, True, polish)
                    weight_of_key[entries[(multiset, False)]] += plain
                    weight_of_key[entries[(multiset, True)]] += flushes
                    continue
                ways = 4 ** size
            else:  # a repeated rank: never a flush
                ways = 1
                for count in counts.values():
                    ways *= comb(4, count)
            entries[(multiset, False)] = _evaluate_ranks(multiset, False, polish)
            weight_of_key[entries[(multiset, False)]] += ways
        total = sum(weight_of_key.values())
        assert total == comb(52, size), (size, total)
        # q(key) = 2 * (hands below) + (hands equal)
        by_key = Counter()
        names = {}
        for (name, key), ways in weight_of_key.items():
            by_key[key] += ways
            names[key] = name
        q_of_key = {}
        below = 0
        for key in sorted(by_key):
            q_of_key[key] = 2 * below + by_key[key]
            below += by_key[key]
        per_category = Counter()
        for key, ways in by_key.items():
            per_category[names[key]] += ways
        per_size[size] = {"entries": entries, "q": q_of_key, "hands_per_key": by_key,
                          "per_category": per_category}
        all_keys.update(by_key)
    level_of_key = {key: level for level, key in enumerate(sorted(all_keys))}
    for size in (3, 5):
        table = per_size[size]
        table["lookup"] = {
            index: (name, key, table["q"][key], level_of_key[key])
            for index, (name, key) in table["entries"].items()
        }
    return per_size


def _multisets(size):
    """Every sorted multiset of ``size`` rank indices (counts above 4 are dropped by the caller)."""
    def grow(start, left):
        if left == 0:
            yield ()
            return
        for r in range(start, 13):
            for rest in grow(r, left - 1):
                yield (r,) + rest
    return grow(0, size)


def tables(polish=False):
    """The (cached) tables of one game, built on first use."""
    _check_polish(polish)
    if polish not in _TABLES:
        _TABLES[polish] = _build_tables(polish)
    return _TABLES[polish]


def category_counts(size, polish=False):
    """Number of ``size``-card hands (3 or 5) in each category, over the whole deck."""
    if size not in (3, 5):
        raise ValueError(f"size must be 3 or 5; got {size!r}")
    return dict(tables(polish)[size]["per_category"])


def _table_key(ranks, suits, polish):
    """The tables' key of a 3- or 5-card hand given its cards' rank indices and suits."""
    return tuple(sorted(ranks)), len(ranks) == 5 and len(set(suits)) == 1 and not polish


def _lookup(cards, polish):
    """(name, key, q, level) of a checked 3- or 5-card hand."""
    key = _table_key([RANKS.index(card[0]) for card in cards], [card[1] for card in cards], polish)
    return tables(polish)[len(cards)]["lookup"][key]


def q3(cards, polish=False):
    """2 * (3-card hands worse than ``cards``) + (3-card hands as good, its own kind included)."""
    cards = _check_hand(cards)
    if len(cards) != 3:
        raise ValueError("q3 takes a 3-card hand")
    _check_polish(polish)
    return _lookup(cards, polish)[2]


def q5(cards, polish=False):
    """2 * (5-card hands worse than ``cards``) + (5-card hands as good, its own kind included)."""
    cards = _check_hand(cards)
    if len(cards) != 5:
        raise ValueError("q5 takes a 5-card hand")
    _check_polish(polish)
    return _lookup(cards, polish)[2]


def score(bottom, middle, top, polish=False):
    """The SCORE of an arrangement."""
    return (q3(bottom, polish) * WEIGHTS[0] + q5(middle, polish) * WEIGHTS[1]
            + q5(top, polish) * WEIGHTS[2])


def is_legal(bottom, middle, top, polish=False):
    """goodness(bottom) <= goodness(middle) <= goodness(top)."""
    return goodness(bottom, polish) <= goodness(middle, polish) <= goodness(top, polish)


# ---------------------------------------------------------------------------
# Setting a seat's 13 cards
# ---------------------------------------------------------------------------

COMBOS3 = tuple(combinations(range(CARDS_DEALT), 3))  # 286 position triples
COMBOS5 = tuple(combinations(range(CARDS_DEALT), 5))  # 1,287 position quintuples
_ARRANGEMENTS = {}


def arrangement_indices():
    """Three int arrays (bottom into COMBOS3, middle and top into COMBOS5) listing all 72,072
    arrangements: every bottom triple, then every middle quintuple of the 10 cards left."""
    if not _ARRANGEMENTS:
        index5 = {combo: i for i, combo in enumerate(COMBOS5)}
        bottoms, middles, tops = [], [], []
        for b, bottom in enumerate(COMBOS3):
            rest = [p for p in range(CARDS_DEALT) if p not in bottom]
            for middle in combinations(rest, 5):
                top = tuple(p for p in rest if p not in middle)
                bottoms.append(b)
                middles.append(index5[middle])
                tops.append(index5[top])
        _ARRANGEMENTS["b"] = np.array(bottoms, dtype=np.int64)
        _ARRANGEMENTS["m"] = np.array(middles, dtype=np.int64)
        _ARRANGEMENTS["t"] = np.array(tops, dtype=np.int64)
        assert len(bottoms) == comb(13, 3) * comb(10, 5) == 72072
    return _ARRANGEMENTS["b"], _ARRANGEMENTS["m"], _ARRANGEMENTS["t"]


def _greedy(cards, polish):
    """(bottom, middle, top) card lists set the greedy way."""
    def level(hand):
        return _lookup(hand, polish)[3]

    def best_five(pool):
        return list(max(combinations(pool, 5), key=level))
    best_top = level(best_five(cards))
    options = []
    for top in combinations(cards, 5):
        if level(top) == best_top:   # equal tops: the one that leaves the strongest middle
            left = [card for card in cards if card not in top]
            middle = best_five(left)
            options.append((level(middle), list(top), middle, left))
    _, top, middle, left = max(options, key=lambda option: option[0])
    bottom = [card for card in left if card not in middle]
    return bottom, middle, top


def _search(cards, polish):
    """(bottom, middle, top) of the best legal arrangement, or None when none is legal."""
    b_idx, m_idx, t_idx = arrangement_indices()
    # the 1,573 sub-hands of one seat looked up as _lookup does, each card's rank and suit read
    # once rather than once a sub-hand
    lookup = tables(polish)
    ranks = [RANKS.index(card[0]) for card in cards]
    suits = [card[1] for card in cards]

    def looked_up(size, combos):
        return [lookup[size]["lookup"][_table_key([ranks[p] for p in combo],
                                                  [suits[p] for p in combo], polish)]
                for combo in combos]
    info3, info5 = looked_up(3, COMBOS3), looked_up(5, COMBOS5)
    q3s = np.array([info[2] for info in info3], dtype=np.int64)
    lev3 = np.array([info[3] for info in info3], dtype=np.int64)
    q5s = np.array([info[2] for info in info5], dtype=np.int64)
    lev5 = np.array([info[3] for info in info5], dtype=np.int64)
    lev_b, lev_m, lev_t = lev3[b_idx], lev5[m_idx], lev5[t_idx]
    legal = np.flatnonzero((lev_b <= lev_m) & (lev_m <= lev_t))
    if legal.size == 0:
        return None
    scores = (q3s[b_idx[legal]] * WEIGHTS[0] + q5s[m_idx[legal]] * WEIGHTS[1]
              + q5s[t_idx[legal]] * WEIGHTS[2])
    # Largest score, then better middle, then better top (lexsort: last key is the primary one).
    order = np.lexsort((lev_t[legal], lev_m[legal], scores))
    best = int(legal[order[-1]])
    bottom = [cards[p] for p in COMBOS3[b_idx[best]]]
    middle = [cards[p] for p in COMBOS5[m_idx[best]]]
    top = [cards[p] for p in COMBOS5[t_idx[best]]]
    return bottom, middle, top


def search_plain(cards, polish=False):
    """The search written as a plain double loop (slow: for cross-checking ``_search``).

    Returns (SCORE, goodness(middle), goodness(top)) of the best legal arrangement, or None."""
    cards = _check_seat_cards(cards)
    _check_polish(polish)
    best = None
    for bottom in combinations(cards, 3):
        rest = [card for card in cards if card not in bottom]
        _, key_b, q_b, _ = _lookup(bottom, polish)
        for middle in combinations(rest, 5):
            top = [card for card in rest if card not in middle]
            _, key_m, q_m, _ = _lookup(middle, polish)
            _, key_t, q_t, _ = _lookup(top, polish)
            if not key_b <= key_m <= key_t:
                continue
            candidate = (q_b * WEIGHTS[0] + q_m * WEIGHTS[1] + q_t * WEIGHTS[2], key_m, key_t)
            if best is None or candidate > best:
                best = candidate
    return best


def arrange_seat(cards, polish=False, arrange="search"):
    """Set one seat's 13 cards: {"bottom", "middle", "top", "fouled", "score"}."""
    cards = _check_seat_cards(cards)
    _check_polish(polish)
    check_choice("arrange policy", arrange, ARRANGES)
    chosen = _search(cards, polish) if arrange == "search" else _greedy(cards, polish)
    no_legal = chosen is None  # (then no greedy setting is legal either)
    if no_legal:
        chosen = _greedy(cards, polish)
    bottom, middle, top = chosen
    fouled = no_legal or not is_legal(bottom, middle, top, polish)
    return {"bottom": bottom, "middle": middle, "top": top, "fouled": fouled,
            "score": score(bottom, middle, top, polish)}


# ---------------------------------------------------------------------------
# A deal
# ---------------------------------------------------------------------------


def _check_players(players):
    check_seats(GAME, players, MIN_PLAYERS, MAX_PLAYERS)


def deal_cards(deck, players):
    """Seat s gets deck cards s, P + s, ..., 12P + s."""
    return [[deck[k * players + s] for k in range(CARDS_DEALT)] for s in range(players)]


def play(deck, players, polish=False, arrange="search"):
    """One deal from ``deck`` (52 card texts, top first)."""
    deck = check_deck(deck)
    _check_players(players)
    _check_polish(polish)
    check_choice("arrange policy", arrange, ARRANGES)
    seats = [arrange_seat(cards, polish, arrange) for cards in deal_cards(deck, players)]
    fouled = [seat["fouled"] for seat in seats]
    contenders = [s for s in range(players) if not fouled[s]] or list(range(players))
    winners, win_category = {}, {}
    shares = [Fraction(0)] * players
    for position in POSITIONS:
        keys = {s: goodness(seats[s][position], polish) for s in contenders}
        best = max(keys.values())
        winners[position] = sorted(s for s in contenders if keys[s] == best)
        win_category[position] = category(seats[winners[position][0]][position], polish)
        for s in winners[position]:
            shares[s] += PARTS[position] / len(winners[position])
    assert sum(shares) == 1
    scoop = None
    if all(winners[position] == winners["bottom"] for position in POSITIONS) \
            and len(winners["bottom"]) == 1:
        scoop = winners["bottom"][0]
    return {
        "hands": [{position: list(seat[position]) for position in POSITIONS} for seat in seats],
        "categories": [tuple(category(seat[position], polish) for position in POSITIONS)
                       for seat in seats],
        "fouled": fouled,
        "winners": winners,
        "win_category": win_category,
        "shares": shares,
        "scoop": scoop,
        "score": [seat["score"] for seat in seats],
    }


def simulate(players, deals, seed, polish=False, arrange="search"):
    """Totals over ``deals`` deals; one ``random.Random(seed)`` gives each deal
    ``rng.sample(DECK, 52)``."""
    _check_players(players)
    check_count("deals", deals, 0)
    _check_polish(polish)
    check_choice("arrange policy", arrange, ARRANGES)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be a whole number; got {seed!r}")
    rng = random.Random(seed)
    totals = {
        "deals": deals,
        "shares": [Fraction(0)] * players,
        "win_category": {position: Counter() for position in POSITIONS},
        "seat_category": {position: Counter() for position in POSITIONS},
        "fouls": 0,
        "ties": {position: 0 for position in POSITIONS},
        "scoops": 0,
    }
    for _ in range(deals):
        deal = play(rng.sample(DECK, 52), players, polish=polish, arrange=arrange)
        for s in range(players):
            totals["shares"][s] += deal["shares"][s]
        for p, position in enumerate(POSITIONS):
            totals["win_category"][position][deal["win_category"][position]] += 1
            for names in deal["categories"]:
                totals["seat_category"][position][names[p]] += 1
            if len(deal["winners"][position]) > 1:
                totals["ties"][position] += 1
        totals["fouls"] += sum(deal["fouled"])
        totals["scoops"] += deal["scoop"] is not None
    return totals

"""Cards and hand values of the Hot Tuna reference
(:mod:`tests.reference.hot_tuna`, whose notes give the rules): card codes, the
high hand (fast and brute force), the low hand and the showing value.  Plain,
slow Python; it shares no code with the project's kernels.
"""

from collections import Counter
from functools import lru_cache
from itertools import combinations, combinations_with_replacement

QUEEN = 10
RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "cdhs"

# Category indices shared by the high hand, the low hand and the showing value.
HIGH_CARD, ONE_PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH, FIVE_KIND = range(10)


# ---------------------------------------------------------------------------
# Cards
# ---------------------------------------------------------------------------


def card(text):
    """Code of a card written like ``"Qs"``, ``"Th"`` or ``"10h"``."""
    text = text.strip()
    if text[:2] == "10":
        text = "T" + text[2:]
    if len(text) != 2:
        raise ValueError("bad card %r" % text)
    rank = RANK_CHARS.index(text[0].upper())
    suit = SUIT_CHARS.index(text[1].lower())
    return 4 * rank + suit


def card_text(code):
    return RANK_CHARS[code // 4] + SUIT_CHARS[code % 4]


def two_decks():
    """The 104 cards: every code 0..51 twice."""
    return list(range(52)) * 2


def rank_of(code):
    return code // 4


def suit_of(code):
    return code % 4


def value_of(code):
    """Rank value for the high hand: 2..14, ace 14."""
    return code // 4 + 2


def low_value_of(code):
    """Rank value for the low hand: ace 1, deuce 2, ..., king 13."""
    rank = code // 4
    return 1 if rank == 12 else rank + 2


def is_wild(code, wild_rank):
    rank = code // 4
    return rank == QUEEN or (wild_rank is not None and rank == wild_rank)


# ---------------------------------------------------------------------------
# Five natural cards
# ---------------------------------------------------------------------------


def _rate_five(values, suits, ace_can_be_low):
    """(category, tiebreak) of five natural cards given as rank values and suits.

    ``ace_can_be_low``: the high hand, where the ace (14) also makes
    A-2-3-4-5.  The low hand passes the ace as 1 and False here.
    """
    counts = Counter(values)
    groups = sorted(counts.items(), key=lambda item: (-item[1], -item[0]))
    shape = [n for _, n in groups]
    by_group = tuple(v for v, _ in groups)
    desc = tuple(sorted(values, reverse=True))
    flush = len(set(suits)) == 1
    straight_top = None
    distinct = sorted(counts)
    if len(distinct) == 5:
        if distinct[4] - distinct[0] == 4:
            straight_top = distinct[4]
        elif ace_can_be_low and distinct == [2, 3, 4, 5, 14]:
            straight_top = 5
    # Tested from the best category down, so the first match is the value.
    if shape == [5]:
        return (FIVE_KIND, by_group)
    if straight_top is not None and flush:
        return (STRAIGHT_FLUSH, (straight_top,))
    if shape == [4, 1]:
        return (QUADS, by_group)
    if shape == [3, 2]:
        return (FULL_HOUSE, by_group)
    if flush:
        return (FLUSH, desc)
    if straight_top is not None:
        return (STRAIGHT, (straight_top,))
    if shape == [3, 1, 1]:
        return (TRIPS, by_group)
    if shape == [2, 2, 1]:
        return (TWO_PAIR, by_group)
    if shape == [2, 1, 1, 1]:
        return (ONE_PAIR, by_group)
    return (HIGH_CARD, desc)


def _check_size(cards):
    if len(cards) not in (5, 6):
        raise ValueError("a hand is valued on 5 or 6 cards, got %d" % len(cards))


# ---------------------------------------------------------------------------
# The high hand: brute force
# ---------------------------------------------------------------------------


def _brute_free_five(five, wild_rank):
    """Best value of five cards with their wild cards free.

    A five-card value depends on the suits only through "all five share one
    suit", and that can only raise it (``_rate_five`` tests categories from
    the best down, and being a flush only adds matches).  So every wild card
    takes one suit: the suit the natural cards share, if they share one (any
    suit if there are none; if they do not share one no flush is possible
    and the suit does not matter).  With one suit for all of them the wild
    cards are interchangeable, so only the multiset of their ranks matters:
    every multiset of ranks 2..14 is tried (duplicates of held cards
    included).  For the same reason the answer depends only on the natural
    rank values, whether the natural cards share a suit, and the number of
    wild cards, which is what ``_brute_free_key`` is cached on.
    """
    naturals = [c for c in five if not is_wild(c, wild_rank)]
    nat_values = tuple(sorted(value_of(c) for c in naturals))
    one_suit = len({suit_of(c) for c in naturals}) <= 1
    return _brute_free_key(nat_values, one_suit, 5 - len(naturals))


@lru_cache(maxsize=None)
def _brute_free_key(nat_values, one_suit, n_wild):
    # Suit 0 for everything when a flush is possible, else natural suits that differ.
    nat_suits = [0] * len(nat_values) if one_suit else [0, 1] + [0] * (len(nat_values) - 2)
    best = None
    for extra in combinations_with_replacement(range(2, 15), n_wild):
        value = _rate_five(list(nat_values) + list(extra), nat_suits + [0] * n_wild, True)
        if best is None or value > best:
            best = value
    return best


def brute_high_value(cards, wild_rank):
    """``high_value`` by enumeration of five-card subsets and substitutions."""
    _check_size(cards)
    natural = max(
        _rate_five([value_of(c) for c in five], [suit_of(c) for c in five], True)
        for five in combinations(cards, 5)
    )
    free = max(_brute_free_five(five, wild_rank) for five in combinations(cards, 5))
    return (free[0], free[1], free == natural)


# ---------------------------------------------------------------------------
# The high hand: rank counts
# ---------------------------------------------------------------------------

_DOWN = range(14, 1, -1)  # rank values, best first


def _straight_top(present, n_wild):
    """Highest straight top makeable from the rank values ``present`` plus wilds."""
    for top in range(14, 4, -1):
        window = [14 if v == 1 else v for v in range(top - 4, top + 1)]
        missing = sum(1 for v in window if v not in present)
        if missing <= n_wild:
            return top
    return None


def _best_high(naturals, n_wild):
    """(category, tiebreak) of the best five of ``naturals`` + ``n_wild`` free wilds.

    ``naturals`` are (value, suit) pairs; there are 5 or 6 cards in all.
    Categories are tried from the best down; inside a category the
    tiebreak is maximised group by group (it is compared left to right).
    Wild cards left over after the groups are used as aces for kickers.
    """
    cnt = Counter(v for v, _ in naturals)
    values = [v for v, _ in naturals]

    def others(*exclude):
        return sorted((v for v in values if v not in exclude), reverse=True)

    for r in _DOWN:
        if cnt[r] + n_wild >= 5:
            return (FIVE_KIND, (r,))

    best = None
    for s in range(4):
        top = _straight_top({v for v, su in naturals if su == s}, n_wild)
        if top is not None and (best is None or top > best):
            best = top
    if best is not None:
        return (STRAIGHT_FLUSH, (best,))

    for r in _DOWN:
        need = max(0, 4 - cnt[r])
        if need <= n_wild:
            kickers = [14] * (n_wild - need) + others(r)
            return (QUADS, (r, kickers[0]))

    for a in _DOWN:
        for b in _DOWN:
            if b != a and max(0, 3 - cnt[a]) + max(0, 2 - cnt[b]) <= n_wild:
                return (FULL_HOUSE, (a, b))

    best = None
    for s in range(4):
        suited = sorted((v for v, su in naturals if su == s), reverse=True)
        k = min(n_wild, 5)
        if len(suited) + k >= 5:
            candidate = tuple([14] * k + suited[: 5 - k])
            if best is None or candidate > best:
                best = candidate
    if best is not None:
        return (FLUSH, best)

    top = _straight_top(set(values), n_wild)
    if top is not None:
        return (STRAIGHT, (top,))

    for a in _DOWN:
        need = max(0, 3 - cnt[a])
        if need <= n_wild:
            kickers = [14] * (n_wild - need) + others(a)
            return (TRIPS, (a,) + tuple(kickers[:2]))

    for a in _DOWN:
        for b in _DOWN:
            if b < a and max(0, 2 - cnt[a]) + max(0, 2 - cnt[b]) <= n_wild:
                need = max(0, 2 - cnt[a]) + max(0, 2 - cnt[b])
                kickers = [14] * (n_wild - need) + others(a, b)
                return (TWO_PAIR, (a, b, kickers[0]))

    for a in _DOWN:
        need = max(0, 2 - cnt[a])
        if need <= n_wild:
            kickers = [14] * (n_wild - need) + others(a)
            return (ONE_PAIR, (a,) + tuple(kickers[:3]))

    return (HIGH_CARD, tuple(sorted(values, reverse=True)[:5]))


def high_value(cards, wild_rank):
    """(category, tiebreak, natural) of the best high hand in 5 or 6 cards.

    Queens and cards of ``wild_rank`` (None: queens only) are wild.
    ``natural`` is True when the value with every card played as itself is
    the same as the value with the wild cards free.
    """
    _check_size(cards)
    naturals = [(value_of(c), suit_of(c)) for c in cards if not is_wild(c, wild_rank)]
    free = _best_high(naturals, len(cards) - len(naturals))
    as_themselves = _best_high([(value_of(c), suit_of(c)) for c in cards], 0)
    return (free[0], free[1], free == as_themselves)


# ---------------------------------------------------------------------------
# The low hand and the showing value
# ---------------------------------------------------------------------------


def low_value(cards):
    """Natural ace-to-six low of 5 or 6 cards: (category, *tiebreak), smaller is better.

    The ace is 1 only; straights (A-2-3-4-5 included) and flushes count
    against the hand.  The best (smallest) five-card subset counts.
    """
    _check_size(cards)
    best = None
    for five in combinations(cards, 5):
        category, tiebreak = _rate_five([low_value_of(c) for c in five], [suit_of(c) for c in five], False)
        value = (category,) + tiebreak
        if best is None or value < best:
            best = value
    return best


def showing_value(cards, wild_rank):
    """Kinds-only value of 1..5 cards, a tuple where bigger is better.

    ``(category, group rank(s)..., natural kickers high to low...)`` with the
    category index of the high hand: 0 high card, 1 pair, 2 two pair, 3 three
    of a kind, 7 four of a kind, 9 five of a kind.  With w wild cards the
    group is the natural rank held most often (highest on a tie; an ace when
    every card is wild) and its size is that count plus w.  Two pair only
    with no wild card and a largest count of 2 held by two ranks.  Kickers
    are the natural cards outside the group(s).
    """
    if not 1 <= len(cards) <= 5:
        raise ValueError("showing value needs 1..5 cards")
    n_wild = sum(1 for c in cards if is_wild(c, wild_rank))
    naturals = [value_of(c) for c in cards if not is_wild(c, wild_rank)]
    cnt = Counter(naturals)
    size_category = {1: HIGH_CARD, 2: ONE_PAIR, 3: TRIPS, 4: QUADS, 5: FIVE_KIND}
    if not naturals:
        return (size_category[n_wild], 14)
    top_count = max(cnt.values())
    tops = sorted((v for v in cnt if cnt[v] == top_count), reverse=True)
    if n_wild == 0 and top_count == 2 and len(tops) >= 2:
        high, low = tops[0], tops[1]
        kickers = sorted((v for v in naturals if v not in (high, low)), reverse=True)
        return (TWO_PAIR, high, low) + tuple(kickers)
    group = tops[0]
    kickers = sorted((v for v in naturals if v != group), reverse=True)
    return (size_category[top_count + n_wild], group) + tuple(kickers)

"""Reference poker hand evaluators (plain Python, standard library only).

Three evaluators live here:

* :func:`brute_high` -- high hands by exhaustive enumeration.  Every subset of
  the hand is tried and every wild card / bug is tried as every substitute.
  It is slow on purpose: it should be possible to check it by reading it.
* :func:`fast_high` -- the same answers computed directly from rank counts,
  fast enough to drive the reference simulations.  It is checked against
  :func:`brute_high` by the tests.
* :func:`brute_low` -- ace-to-five and ace-to-six low hands, by enumeration.

Cards are strings: a rank from ``23456789TJQKA`` (``10`` is accepted for ten)
followed by a suit from ``cdhs``; the jokers are ``Xa`` and ``Xb``.  Rank
values run 2..14 with the ace as 14 (the low evaluators count the ace as 1).

Every evaluator takes ``deck="standard"`` (52 cards) or ``deck="spanish"`` (the
32-card stripped deck without 2..6).  The deck decides what a wild card may
stand for (only a card of that deck) and where the ace-low straight sits: in
the stripped deck it is A-7-8-9-T, ten high, instead of the wheel A-2-3-4-5.
Everything else, the category order included (a flush still loses to a full
house), is the same for both decks.

A high hand value is ``(category, tiebreak, natural)``; see :func:`brute_high`
for the exact meaning and :func:`compare_key` for ordering values.
"""

from collections import Counter
from itertools import combinations, combinations_with_replacement

__all__ = [
    "RANKS",
    "SUITS",
    "DECKS",
    "DECK_RANKS",
    "JOKERS",
    "CATEGORIES",
    "CATEGORY_INDEX",
    "LOW_A5_STRUCTURES",
    "LOW_A6_CATEGORIES",
    "normalize_card",
    "card_rank",
    "card_suit",
    "full_deck",
    "compare_key",
    "brute_high",
    "fast_high",
    "brute_low",
]

RANKS = "23456789TJQKA"
SUITS = "cdhs"
JOKERS = ("Xa", "Xb")

#: Rank values (ace 14) each deck holds, lowest first.
DECK_RANKS = {
    "standard": tuple(range(2, 15)),
    "spanish": tuple(range(7, 15)),  # the stripped deck: no 2, 3, 4, 5 or 6
}
DECKS = tuple(DECK_RANKS)

#: High-hand categories, worst first.  ``four-straight`` and ``four-flush``
#: only ever appear when the matching ``four_card`` option is on; keeping them
#: in one global list lets every category compare through one index.
CATEGORIES = (
    "high-card",
    "one-pair",
    "four-straight",
    "four-flush",
    "two-pair",
    "three-of-a-kind",
    "straight",
    "flush",
    "full-house",
    "four-of-a-kind",
    "straight-flush",
    "five-of-a-kind",
)
CATEGORY_INDEX = {name: i for i, name in enumerate(CATEGORIES)}

_HIGH = CATEGORY_INDEX["high-card"]
_PAIR = CATEGORY_INDEX["one-pair"]
_FOUR_STRAIGHT = CATEGORY_INDEX["four-straight"]
_FOUR_FLUSH = CATEGORY_INDEX["four-flush"]
_TWO_PAIR = CATEGORY_INDEX["two-pair"]
_TRIPS = CATEGORY_INDEX["three-of-a-kind"]
_STRAIGHT = CATEGORY_INDEX["straight"]
_FLUSH = CATEGORY_INDEX["flush"]
_FULL_HOUSE = CATEGORY_INDEX["full-house"]
_QUADS = CATEGORY_INDEX["four-of-a-kind"]
_STRAIGHT_FLUSH = CATEGORY_INDEX["straight-flush"]
_FIVE = CATEGORY_INDEX["five-of-a-kind"]

#: Categories the bug may complete without the ace option.
_BUG_CATEGORIES = frozenset((_STRAIGHT, _FLUSH, _STRAIGHT_FLUSH))

#: Ace-to-five low structures, best (lowest) first.
LOW_A5_STRUCTURES = (
    "no-pair",
    "one-pair",
    "two-pair",
    "three-of-a-kind",
    "full-house",
    "four-of-a-kind",
    "five-of-a-kind",
)
#: Ace-to-six low categories, best (lowest) first (the high-hand order without
#: the four-card categories).
LOW_A6_CATEGORIES = (
    "high-card",
    "one-pair",
    "two-pair",
    "three-of-a-kind",
    "straight",
    "flush",
    "full-house",
    "four-of-a-kind",
    "straight-flush",
    "five-of-a-kind",
)

# ---------------------------------------------------------------------------
# Card text
# ---------------------------------------------------------------------------


def _build_spellings():
    """Map every accepted spelling of a card to its canonical string."""
    table = {}
    for value, rank in enumerate(RANKS, start=2):
        spellings = {rank, rank.lower()}
        if rank == "T":
            spellings.add("10")
        for suit in SUITS:
            canonical = rank + suit
            for spelled in spellings:
                table[spelled + suit] = canonical
                table[spelled + suit.upper()] = canonical
    for joker in JOKERS:
        for spelled in (joker, joker.lower(), joker.upper(), joker[0] + joker[1].upper()):
            table[spelled] = joker
    return table


_SPELLINGS = _build_spellings()
# (rank, suit) of each canonical card; jokers have neither.
_PARSED = {}
for _value, _rank in enumerate(RANKS, start=2):
    for _suit in SUITS:
        _PARSED[_rank + _suit] = (_value, _suit)
for _joker in JOKERS:
    _PARSED[_joker] = (None, None)


def normalize_card(text):
    """Return the canonical spelling of a card (``"10h"`` -> ``"Th"``).

    Raises ``ValueError`` for anything that is not a card.
    """
    try:
        return _SPELLINGS[text.strip()]
    except (KeyError, AttributeError):
        raise ValueError(f"not a card: {text!r}") from None


def card_rank(card):
    """Rank value 2..14 of a card (``None`` for a joker)."""
    return _PARSED[normalize_card(card)][0]


def card_suit(card):
    """Suit letter of a card (``None`` for a joker)."""
    return _PARSED[normalize_card(card)][1]


def full_deck(jokers=0, deck="standard"):
    """The deck's cards in a fixed order (rank-major, lowest first), plus jokers.

    ``deck="standard"`` gives the 52 cards (2c first), ``"spanish"`` the 32
    cards from the sevens up (7c first).
    """
    ranks = _deck_ranks(deck)
    cards = [rank + suit for rank in RANKS if RANKS.index(rank) + 2 in ranks for suit in SUITS]
    return cards + list(JOKERS[:jokers])


def _deck_ranks(deck):
    """Rank values of ``deck``; refuses an unknown deck name."""
    try:
        return DECK_RANKS[deck]
    except (KeyError, TypeError):
        raise ValueError(f"unknown deck {deck!r}: choose from {', '.join(DECKS)}") from None


def _prepare(cards, wild, bug, deck="standard"):
    """Normalise the inputs shared by the evaluators and check them."""
    ranks = _deck_ranks(deck)
    hand = [normalize_card(c) for c in cards]
    if len(set(hand)) != len(hand):
        raise ValueError(f"duplicate cards in hand: {cards!r}")
    wild_set = frozenset(normalize_card(c) for c in wild) if wild else frozenset()
    bug_card = normalize_card(bug) if bug is not None else None
    if bug_card is not None and bug_card in wild_set:
        raise ValueError("the bug cannot also be fully wild")
    for card in hand:
        if card in JOKERS:
            # A joker has no rank of its own, so it must be given a role.
            if card not in wild_set and card != bug_card:
                raise ValueError(f"joker {card} is neither wild nor the bug")
        elif _PARSED[card][0] not in ranks:
            raise ValueError(f"{card} is not in the {deck} deck")
    return hand, wild_set, bug_card


def compare_key(category, tiebreak, natural, natural_beats_wild=False):
    """Sort key for a high-hand value: a bigger key is a better hand.

    ``natural`` only matters when ``natural_beats_wild`` is set, and then only
    to break an exact tie in favour of the hand that needs no wild card.
    """
    bonus = 1 if (natural_beats_wild and natural) else 0
    return (CATEGORY_INDEX[category], tuple(tiebreak), bonus)


# ---------------------------------------------------------------------------
# Shared small helpers
# ---------------------------------------------------------------------------


def _grouped(ranks):
    """Ranks sorted by (how many times the rank occurs, rank), both descending."""
    return tuple(sorted(ranks, key=lambda r: (-ranks.count(r), -r)))


def _runs(length, ace_low_value):
    """Every run of ``length`` consecutive ranks as (high, frozenset(ranks)).

    Listed best first.  ``ace_low_value`` is the value the ace takes at the
    bottom of a run (14 for high hands, where A-2-3-4-5 uses the 14 card).
    """
    runs = []
    for high in range(14, length, -1):
        runs.append((high, frozenset(range(high - length + 1, high + 1))))
    # The run with the ace at the bottom, e.g. A2345 (high 5) or A234 (high 4).
    runs.append((length, frozenset([ace_low_value, *range(2, length + 1)])))
    return runs


_FIVE_RUNS = _runs(5, 14)
_FOUR_RUNS = _runs(4, 14)


def _deck_runs(length, ranks):
    """Like :func:`_runs` for a deck holding the rank values ``ranks`` (ace 14 on top).

    Runs are ``length`` consecutive ranks of the deck, best first, then the run
    with the ace at the bottom under the deck's lowest ranks: A-2-3-4-5 (high 5)
    in the standard deck, A-7-8-9-T (high 10) in the stripped one.
    """
    runs = []
    for top in range(len(ranks) - 1, length - 2, -1):
        runs.append((ranks[top], frozenset(ranks[top - length + 1 : top + 1])))
    bottom = ranks[: length - 1]
    runs.append((bottom[-1], frozenset([14, *bottom])))
    return runs


#: (five-card runs, four-card runs) of each deck, best first.
_DECK_RUNS = {name: (_deck_runs(5, r), _deck_runs(4, r)) for name, r in DECK_RANKS.items()}
assert _DECK_RUNS["standard"] == (_FIVE_RUNS, _FOUR_RUNS)

# ---------------------------------------------------------------------------
# brute_high
# ---------------------------------------------------------------------------


def _rank_pattern(ranks):
    """Category index of a hand judged on its rank counts alone (0..5 cards)."""
    shape = sorted(Counter(ranks).values(), reverse=True) + [0, 0]
    if shape[0] == 5:
        return _FIVE
    if shape[0] == 4:
        return _QUADS
    if shape[0] == 3 and shape[1] == 2:
        return _FULL_HOUSE
    if shape[0] == 3:
        return _TRIPS
    if shape[0] == 2 and shape[1] == 2:
        return _TWO_PAIR
    if shape[0] == 2:
        return _PAIR
    return _HIGH


def _evaluate_concrete(cards, straights, four_card, deck="standard"):
    """Value ``(category index, tiebreak)`` of fixed cards (no wilds left).

    ``cards`` is a list of ``(rank, suit)`` pairs and may hold the same card
    twice (a wild card copying a real one).  Fewer than five cards make a
    short hand, where only the rank pattern counts.
    """
    ranks = [r for r, _ in cards]
    five_runs, four_runs = _DECK_RUNS[deck]
    pattern = _rank_pattern(ranks)
    if pattern == _FIVE:
        return (_FIVE, (ranks[0],))  # nothing beats it, and its rank says it all
    candidates = [(pattern, _grouped(ranks))]
    if len(cards) == 5 and straights:
        distinct = frozenset(ranks)
        straight_high = next((h for h, run in five_runs if run == distinct), None)
        is_flush = len({s for _, s in cards}) == 1
        if straight_high is not None and is_flush:
            candidates.append((_STRAIGHT_FLUSH, (straight_high,)))
        elif straight_high is not None:
            candidates.append((_STRAIGHT, (straight_high,)))
        elif is_flush:
            candidates.append((_FLUSH, _grouped(ranks)))
        if four_card is not None:
            # Leave out each card in turn and look at the other four.
            for left_out in range(5):
                rest = cards[:left_out] + cards[left_out + 1 :]
                fifth = cards[left_out][0]
                rest_ranks = frozenset(r for r, _ in rest)
                for high, run in four_runs:
                    if run == rest_ranks:
                        candidates.append((_FOUR_STRAIGHT, (high, fifth)))
                if four_card == "canadian" and len({s for _, s in rest}) == 1:
                    suited = tuple(sorted((r for r, _ in rest), reverse=True))
                    candidates.append((_FOUR_FLUSH, suited + (fifth,)))
    return max(candidates)


def _substitutes(naturals, slots, straights, four_card, deck="standard"):
    """Cards a wild card (or the bug) needs to be tried as, for one subset.

    Ranks all matter (every rank of the deck, and only those).  Suits matter only through flush-type patterns, and
    putting more cards into one suit never makes a hand worse (it can only
    add flushes), so trying fewer suits loses nothing:

    * no flush pattern possible at all (short hand, or straights off):
      one suit is enough;
    * no four-flush rule: a flush needs all five cards in one suit, so if the
      natural cards already use two suits no suit choice matters, and if they
      use one suit, putting every substitute in that suit is at least as good;
    * Canadian four-flush: the suits of the natural cards plus one suit none of
      them has (all absent suits are alike, and sharing one absent suit is at
      least as good as spreading over several).
    """
    present = sorted({s for _, s in naturals})
    if slots < 5 or not straights:
        suits = ["s"]
    elif four_card != "canadian":
        suits = present if len(present) == 1 else ["s"]
    else:
        absent = [s for s in SUITS if s not in present]
        suits = present + absent[:1]
    return [(rank, suit) for rank in DECK_RANKS[deck] for suit in suits]


def _best_for_subset(naturals, n_wild, has_bug, bug_ace, straights, four_card, deck="standard"):
    """Best value of one chosen subset, trying every allowed substitution."""
    slots = len(naturals) + n_wild + (1 if has_bug else 0)
    subs = _substitutes(naturals, slots, straights, four_card, deck)
    best = None
    # Wild cards are all alike, so only the multiset of what they stand for
    # matters: combinations_with_replacement covers it exactly once.
    for chosen in combinations_with_replacement(subs, n_wild):
        base = list(naturals) + list(chosen)
        options = []
        if has_bug:
            # The bug may always be a dead card: judge the rest as a short hand.
            options.append(_evaluate_concrete(base, straights, four_card, deck))
            for sub in subs:
                value = _evaluate_concrete(base + [sub], straights, four_card, deck)
                if value[0] in _BUG_CATEGORIES or (bug_ace and sub[0] == 14):
                    options.append(value)
        else:
            options.append(_evaluate_concrete(base, straights, four_card, deck))
        value = max(options)
        if best is None or value > best:
            best = value
    return best


def brute_high(
    cards,
    *,
    wild=frozenset(),
    bug=None,
    bug_ace=False,
    k=5,
    straights=True,
    four_card=None,
    deck="standard",
):
    """Best high hand of ``min(k, len(cards))`` cards, by brute force.

    Parameters
    ----------
    cards:
        1..12 distinct card strings.
    wild:
        Card strings that are fully wild (a wild joker must be listed too).
        A wild card may stand for any card of the deck, even one already in
        the hand, so five of a kind and double-ace flushes exist.
    bug:
        The restricted joker (usually ``"Xa"``) or ``None``.  It may stand
        for any card (copies allowed) when the five-card result is a
        straight, flush or straight flush; with ``bug_ace`` also for an ace
        of any suit in any hand.  Otherwise it is dead and the hand is the
        remaining cards as a short hand.
    k:
        Hand size, 2..5.  Hands of fewer than five cards are short hands:
        only pairs, two pair, trips and quads count.
    straights:
        ``False`` removes straights, flushes, straight flushes and the
        four-card categories.
    four_card:
        ``None``, ``"new-york"`` (adds four-straight between one pair and two
        pair) or ``"canadian"`` (also adds four-flush, above four-straight).
    deck:
        ``"standard"`` or ``"spanish"`` (no 2..6: wild cards and the bug
        stand only for 7..A, the ace-low straight is A-7-8-9-T with high 10,
        and the ace-low four-straight A-7-8-9 has high 9).  The hand may only
        hold cards of the deck (and jokers).

    Returns
    -------
    ``(category, tiebreak, natural)``: ``category`` is a name from
    :data:`CATEGORIES`; ``tiebreak`` is a tuple of ints -- ``(high,)`` for
    straights and straight flushes (the wheel is 5 high), ``(rank,)`` for
    five of a kind, ``(run high, fifth rank)`` for a four-straight,
    ``(four suited ranks descending..., fifth rank)`` for a four-flush, and
    otherwise all chosen ranks sorted by (count, rank) descending.
    ``natural`` is True when some optimal choice of cards holds neither a
    wild card nor the bug.
    """
    if not 2 <= k <= 5:
        raise ValueError(f"k must be 2..5, got {k}")
    if four_card not in (None, "new-york", "canadian"):
        raise ValueError(f"unknown four_card option: {four_card!r}")
    hand, wild_set, bug_card = _prepare(cards, wild, bug, deck)
    if not 1 <= len(hand) <= 12:
        raise ValueError("a hand has 1..12 cards")
    size = min(k, len(hand))
    best = None
    natural = False
    seen = set()
    for subset in combinations(hand, size):
        naturals = tuple(sorted(_PARSED[c] for c in subset if c not in wild_set and c != bug_card))
        n_wild = sum(1 for c in subset if c in wild_set)
        has_bug = bug_card in subset
        # Subsets that differ only in which wild cards they hold are the same.
        key = (naturals, n_wild, has_bug)
        if key in seen:
            continue
        seen.add(key)
        value = _best_for_subset(naturals, n_wild, has_bug, bug_ace, straights, four_card, deck)
        is_natural = n_wild == 0 and not has_bug
        if best is None or value > best:
            best, natural = value, is_natural
        elif value == best and is_natural:
            natural = True
    return CATEGORIES[best[0]], best[1], natural


# ---------------------------------------------------------------------------
# fast_high
# ---------------------------------------------------------------------------


def _best_groups(counts, wilds, sizes, ranks=DECK_RANKS["standard"]):
    """Best ranks for groups of the given sizes, or ``None`` if impossible.

    ``counts[r]`` is how many natural cards of rank ``r`` there are; a group
    of size ``s`` at rank ``r`` uses ``max(0, s - counts[r])`` wild cards;
    only the deck's ``ranks`` are tried.
    Groups are filled in the order of ``sizes`` with distinct ranks; equal
    sizes take descending ranks (so two pair is listed high pair first).
    The search goes from high ranks down and stops at the first complete
    answer, which is therefore the lexicographically largest.

    Returns ``(ranks, wilds_used)``.
    """
    chosen = []
    if wilds == 0:
        # Without wild cards the first group's choice never blocks a later one (a lower rank
        # taking the first group would leave the higher rank for a later, no larger group), so
        # the search never backtracks: each group takes the highest free rank that fills it.
        for size in sizes:
            rank = next((r for r in range(14, 1, -1) if counts[r] >= size and r not in chosen), None)
            if rank is None:
                return None
            chosen.append(rank)
        return chosen, 0

    def search(index, wilds_left):
        if index == len(sizes):
            return wilds_left
        size = sizes[index]
        top = 14
        if index and sizes[index - 1] == size:
            top = chosen[-1] - 1
        for rank in range(top, 1, -1):
            if rank not in ranks or rank in chosen:
                continue
            need = size - counts[rank] if counts[rank] < size else 0
            if need <= wilds_left:
                chosen.append(rank)
                left = search(index + 1, wilds_left - need)
                if left is not None:
                    return left
                chosen.pop()
        return None

    left = search(0, wilds)
    if left is None:
        return None
    return list(chosen), wilds - left


def _pattern_value(counts, wilds, sizes, size, ranks=DECK_RANKS["standard"]):
    """Tiebreak for the best hand made of ``sizes`` groups plus kickers.

    Kickers are the highest natural cards not used by the groups; a wild card
    left over would be an ace.  (For the category where this is called, a
    left-over wild would have made a better category, so in practice kickers
    are natural cards of ranks not used by the groups.)
    """
    found = _best_groups(counts, wilds, sizes, ranks)
    if found is None:
        return None
    ranks, used = found
    hand = []
    left = list(counts)
    for rank, group_size in zip(ranks, sizes):
        hand += [rank] * group_size
        left[rank] -= min(left[rank], group_size)
    kickers = [14] * (wilds - used)
    for rank in range(14, 1, -1):
        kickers += [rank] * left[rank]
    hand += kickers[: size - len(hand)]
    return _grouped(hand)


def _fast_value(naturals, wilds, size, straights, deck="standard"):
    """Best ``(category index, tiebreak)`` of ``size`` cards, category by category.

    Categories are tried best first, so the first one that can be made is the
    answer; inside a category the best ranks are picked directly.
    """
    counts = [0] * 15
    by_suit = {}
    for rank, suit in naturals:
        counts[rank] += 1
        by_suit.setdefault(suit, set()).add(rank)
    five_cards = size == 5
    flushes = five_cards and straights
    deck_ranks = DECK_RANKS[deck]
    five_runs = _DECK_RUNS[deck][0]

    most = max(counts)

    def pattern(category, sizes):
        if sum(sizes) > size or (sizes and most + wilds < sizes[0]):
            return None  # too few cards, or no rank can fill the largest group
        tiebreak = _pattern_value(counts, wilds, sizes, size, deck_ranks)
        return None if tiebreak is None else (category, tiebreak)

    result = pattern(_FIVE, (5,))
    if result:
        return (_FIVE, result[1][:1])  # five of a kind is told apart by its rank alone
    if flushes:
        # Straight flush: in each suit, the highest run whose missing cards
        # the wild cards can fill.  (A suit with no natural card would need
        # five wild cards, which already made five of a kind.)
        best_high = 0
        for suit_ranks in by_suit.values():
            if len(suit_ranks) + wilds < 5:
                continue  # too few of the suit for any straight flush
            for high, run in five_runs:
                if len(run - suit_ranks) <= wilds:
                    best_high = max(best_high, high)
                    break
        if best_high:
            return (_STRAIGHT_FLUSH, (best_high,))
    result = pattern(_QUADS, (4,)) or pattern(_FULL_HOUSE, (3, 2))
    if result:
        return result
    if flushes:
        # Flush: every wild card becomes an ace of the suit (copies allowed),
        # which beats any other use inside the flush category; the rest are
        # the suit's highest natural cards.
        best_flush = None
        for suit_ranks in by_suit.values():
            if len(suit_ranks) + wilds >= 5:
                ranks = [14] * wilds + sorted(suit_ranks, reverse=True)[: 5 - wilds]
                tiebreak = _grouped(ranks)
                if best_flush is None or tiebreak > best_flush:
                    best_flush = tiebreak
        if best_flush:
            return (_FLUSH, best_flush)
        present = {r for r in range(2, 15) if counts[r]}
        for high, run in five_runs:
            if len(run - present) <= wilds:
                return (_STRAIGHT, (high,))
    return (
        pattern(_TRIPS, (3,))
        or pattern(_TWO_PAIR, (2, 2))
        or pattern(_PAIR, (2,))
        or pattern(_HIGH, ())
    )


def fast_high(
    cards,
    *,
    wild=frozenset(),
    bug=None,
    bug_ace=False,
    k=5,
    straights=True,
    four_card=None,
    deck="standard",
):
    """Same arguments and result as :func:`brute_high`, computed directly.

    The category logic works on rank counts.  Hands with the bug in them, or
    with a four-card rule, are handed to :func:`brute_high` (they are rare in
    the simulations and their rules are the fiddliest).

    ``natural`` is found by evaluating the natural cards alone: some optimal
    choice avoids every wild card exactly when the natural cards alone (if
    there are enough of them) reach the same value.
    """
    hand, wild_set, bug_card = _prepare(cards, wild, bug, deck)
    if four_card is not None or (bug_card is not None and bug_card in hand):
        return brute_high(
            hand,
            wild=wild_set,
            bug=bug_card,
            bug_ace=bug_ace,
            k=k,
            straights=straights,
            four_card=four_card,
            deck=deck,
        )
    if not 2 <= k <= 5:
        raise ValueError(f"k must be 2..5, got {k}")
    if not 1 <= len(hand) <= 12:
        raise ValueError("a hand has 1..12 cards")
    naturals = [_PARSED[c] for c in hand if c not in wild_set]
    wilds = len(hand) - len(naturals)
    size = min(k, len(hand))
    best = _fast_value(naturals, wilds, size, straights, deck)
    if wilds == 0:
        natural = True
    elif len(naturals) >= size:
        natural = _fast_value(naturals, 0, size, straights, deck) == best
    else:
        natural = False
    return CATEGORIES[best[0]], best[1], natural


# ---------------------------------------------------------------------------
# brute_low
# ---------------------------------------------------------------------------

_LOW_RUNS = [frozenset(range(high - 4, high + 1)) for high in range(13, 4, -1)]
#: Ace-to-six straights per deck (ace 1, never high).  In the stripped deck the
#: ace sits just under the seven, so A-7-8-9-T is its lowest straight.
_DECK_LOW_RUNS = {
    "standard": _LOW_RUNS,
    "spanish": [run for _, run in _deck_runs(5, (1, *range(7, 14)))[:-1]],
}
assert frozenset([1, 7, 8, 9, 10]) in _DECK_LOW_RUNS["spanish"]


def _low_value(cards, kind, deck="standard"):
    """Low key of five fixed ``(rank, suit)`` cards with the ace already 1."""
    ranks = [r for r, _ in cards]
    grouped = _grouped(ranks)
    pattern = _rank_pattern(ranks)
    if kind == "a5":
        # Only pairing counts; map the high-hand pattern to the a5 structure.
        structure = {
            _HIGH: "no-pair",
            _PAIR: "one-pair",
            _TWO_PAIR: "two-pair",
            _TRIPS: "three-of-a-kind",
            _FULL_HOUSE: "full-house",
            _QUADS: "four-of-a-kind",
            _FIVE: "five-of-a-kind",
        }[pattern]
        return (LOW_A5_STRUCTURES.index(structure), grouped)
    # a6: the hand is whatever high-hand category it makes (ace low only).
    candidates = [(LOW_A6_CATEGORIES.index(CATEGORIES[pattern]), grouped)]
    is_straight = frozenset(ranks) in _DECK_LOW_RUNS[deck]
    is_flush = len({s for _, s in cards}) == 1
    if is_straight:
        name = "straight-flush" if is_flush else "straight"
        candidates.append((LOW_A6_CATEGORIES.index(name), (max(ranks),)))
    elif is_flush:
        candidates.append((LOW_A6_CATEGORIES.index("flush"), grouped))
    return max(candidates)


def brute_low(cards, *, kind="a5", wild=frozenset(), deck="standard"):
    """Best low hand of five cards out of ``cards`` (5 or more), by brute force.

    A lower key is a better low.  The ace counts 1.  Wild cards may stand
    for any card of the deck, copies included.  With ``deck="spanish"`` (no
    2..6) a wild card is at best a 7 or an ace, and in ace-to-six the ace
    low straight is A-7-8-9-T (the straights are runs of the stripped deck).

    * ``kind="a5"`` (ace-to-five): straights and flushes do not count.  Key
      ``(structure index, ranks)``: the index into
      :data:`LOW_A5_STRUCTURES` and the five ranks sorted by (count, rank)
      descending.
    * ``kind="a6"`` (ace-to-six): straights (A2345 up to 9TJQK; the ace is
      never high) and flushes count against the hand.  Key
      ``(category index, tiebreak)`` with the index into
      :data:`LOW_A6_CATEGORIES`; the tiebreak is ``(high,)`` for straights and
      otherwise the ranks sorted by (count, rank) descending.
    """
    if kind not in ("a5", "a6"):
        raise ValueError(f"unknown low kind: {kind!r}")
    hand, wild_set, _ = _prepare(cards, wild, None, deck)
    low_ranks = [1 if r == 14 else r for r in DECK_RANKS[deck]]
    if len(hand) < 5:
        raise ValueError("a low hand needs at least five cards")

    def ace_low(card):
        rank, suit = _PARSED[card]
        return (1 if rank == 14 else rank, suit)

    best = None
    seen = set()
    for subset in combinations(hand, 5):
        naturals = tuple(sorted(ace_low(c) for c in subset if c not in wild_set))
        n_wild = 5 - len(naturals)
        if (naturals, n_wild) in seen:
            continue
        seen.add((naturals, n_wild))
        if kind == "a5":
            suits = ["s"]  # suits never matter in ace-to-five
        else:
            # Suits matter only through "all five cards share a suit".  If the
            # natural cards already use two suits that cannot happen, so one
            # suit will do; otherwise two suits (theirs, if any, and another)
            # let the substitutes either complete a flush or break it.
            present = sorted({s for _, s in naturals})
            if len(present) >= 2:
                suits = present[:1]
            else:
                suits = present + [s for s in SUITS if s not in present][: 2 - len(present)]
        subs = [(rank, suit) for rank in sorted(low_ranks) for suit in suits]
        # Wild cards are alike: each multiset of substitutes once.
        for chosen in combinations_with_replacement(subs, n_wild):
            value = _low_value(list(naturals) + list(chosen), kind, deck)
            if best is None or value < best:
                best = value
    return best

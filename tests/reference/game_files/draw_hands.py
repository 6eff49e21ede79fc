"""Hand values and draw policies of the draw driver (plain Python).

Written from the draw driver's game-file documentation (hand values,
each seat's wild cards, the draw policies, ace-to-five lows), not from
the project's code.  High hands are scored with
:func:`tests.reference.evaluator.fast_high`; the ace-to-five low of this
driver is simple enough to be written out here.

A card is its text (``"Ah"``, the bug ``"Xa"``).  A high value is a pair
``(category index, tiebreak tuple)``; bigger is better, and a short hand
(fewer than five cards) loses to a longer one with the same start, which is
how tuples compare.  A low value is ``(shape, ranks)``; smaller is better.
"""

from functools import lru_cache

from ..evaluator import CATEGORY_INDEX, RANKS, SUITS, card_rank, card_suit, fast_high

BUG = "Xa"
ACE = 14
STRAIGHT = CATEGORY_INDEX["straight"]
ONE_PAIR = CATEGORY_INDEX["one-pair"]
TWO_PAIR = CATEGORY_INDEX["two-pair"]
TRIPS = CATEGORY_INDEX["three-of-a-kind"]

# The high-hand category counters' index of each ace-to-five low shape.
LOW_SHAPE_CATEGORY = (0, 1, 4, 5, 8, 9)  # no pair, pair, two pair, trips, full house, quads


def rank(card):
    """Rank value 2..14; the bug ranks above the ace (used only to order cards)."""
    return 15 if card == BUG else card_rank(card)


def suit_index(card):
    return SUITS.index(card_suit(card))


# ---------------------------------------------------------------------------
# High values
# ---------------------------------------------------------------------------


class Rules:
    """How the high pot's hands are valued.

    ``plain`` (no four-card hands, the 52-card deck, no bug) values five
    cards with the given wild ranks; the "general" rules (New York,
    Canadian, the Spanish deck, the bug) have nothing wild but the bug.
    """

    def __init__(self, four_card=None, deck="standard", bug="none"):
        self.four_card = four_card
        self.deck = deck
        self.bug = bug
        self.plain = four_card is None and deck == "standard" and bug == "none"

    def value(self, cards, wild_ranks=frozenset()):
        """The value of five (or fewer) cards with every card of ``wild_ranks`` wild."""
        key = tuple(sorted(cards))
        if self.plain:
            return plain_value(key, frozenset(wild_ranks))
        return _general_value(key, self.four_card, self.deck, self.bug)


@lru_cache(maxsize=200_000)
def plain_value(cards, wild_ranks=frozenset()):
    """Five (or fewer) cards of the 52-card deck, ``wild_ranks`` wild."""
    wild = frozenset(c for c in cards if card_rank(c) in wild_ranks)
    category, tiebreak, _ = fast_high(list(cards), wild=wild)
    return (CATEGORY_INDEX[category], tuple(tiebreak))


def value_with_wild_cards(cards, wild_cards):
    """Plain rules, the given cards (not ranks) wild: the drawn-wild rule."""
    category, tiebreak, _ = fast_high(list(cards), wild=frozenset(wild_cards))
    return (CATEGORY_INDEX[category], tuple(tiebreak))


@lru_cache(maxsize=200_000)
def _general_value(cards, four_card, deck, bug):
    # The evaluator's bug is dead, or any card when that makes a straight or a
    # flush, or (bug_ace) an ace of any suit.  The documentation's bug-ace has
    # no suit; the two differ only in four-flushes, and the Canadian four-flush
    # is never played with the bug, so this is the documented value.
    has_bug = BUG in cards
    category, tiebreak, _ = fast_high(
        list(cards),
        bug=BUG if has_bug else None,
        bug_ace=bug == "ace",
        four_card=four_card,
        deck=deck,
    )
    return (CATEGORY_INDEX[category], tuple(tiebreak))


def opener_bar(pair_rank):
    """The least value that opens: a pair of ``pair_rank`` with 4, 3, 2 beside it."""
    r = RANKS[pair_rank - 2]
    return plain_value(tuple(sorted([r + "s", r + "h", "4c", "3d", "2s"])))


def lowest_held(cards):
    """The lowest rank among the cards (an always-wild card counts at its own rank)."""
    return min(card_rank(c) for c in cards)


def own_choice(cards, always):
    """The rank 2..A that, made wild beside ``always``, gives the best value; the lowest of equals."""
    best_rank, best = None, None
    for r in range(2, 15):
        value = plain_value(tuple(sorted(cards)), frozenset(always | {r}))
        if best is None or value > best:  # strictly better: the lowest rank stays
            best_rank, best = r, value
    return best_rank


def short_value(cards):
    """Up to four cards as a short hand: plain rules, nothing wild (the roll-up)."""
    return plain_value(tuple(sorted(cards)))


# ---------------------------------------------------------------------------
# Ace-to-five lows
# ---------------------------------------------------------------------------


def low_value(cards, wild_ranks):
    """Ace-to-five low: (shape 0..5, ranks by count then rank, both descending); lower is better.

    The ace is 1, straights and flushes do not count; each wild card takes the
    lowest rank the natural cards do not hold, from the ace up.
    """
    naturals = [1 if card_rank(c) == ACE else card_rank(c) for c in cards if card_rank(c) not in wild_ranks]
    ranks = list(naturals)
    fill = 1
    for _ in range(len(cards) - len(naturals)):
        while fill in ranks:
            fill += 1
        ranks.append(fill)
    counts = sorted((ranks.count(r) for r in set(ranks)), reverse=True)
    if counts[0] == 4:
        shape = 5
    elif counts[0] == 3:
        shape = 4 if counts[1] == 2 else 3
    elif counts[0] == 2:
        shape = 2 if counts[1] == 2 else 1
    else:
        shape = 0
    ordered = tuple(sorted(ranks, key=lambda r: (-ranks.count(r), -r)))
    return (shape, ordered)


def low_category(low):
    return LOW_SHAPE_CATEGORY[low[0]]


def low_top(low):
    """The low_top counter's index: the top card (1 ace .. 13 king) of a low with no pair, else 0."""
    return low[1][0] if low[0] == 0 else 0


# ---------------------------------------------------------------------------
# The draw policies (keep sets are sets of positions 0..4)
# ---------------------------------------------------------------------------


def standard_keep(hand, category, wild_cards, kicker=False):
    """The standard (or kicker) keep of a high hand without the bug.

    ``category``: the index of the hand's value before the draw; ``wild_cards``:
    the positions wild before the draw.  Straights and better stand pat
    (the caller handles that and ``pat``).
    """
    everything = set(range(len(hand)))
    if category >= STRAIGHT:
        return everything
    natural = [i for i in everything if i not in wild_cards]
    counts = {}
    for i in natural:
        counts[card_rank(hand[i])] = counts.get(card_rank(hand[i]), 0) + 1
    if category in (TRIPS, TWO_PAIR) or (category == ONE_PAIR and not wild_cards):
        most = max(counts.values())
        trips_rank = max(r for r, n in counts.items() if n == most)
        keep = set(wild_cards)
        for i in natural:
            r = card_rank(hand[i])
            if category == TRIPS and r == trips_rank:
                keep.add(i)
            elif category != TRIPS and counts[r] == 2:
                keep.add(i)
            elif kicker and category == ONE_PAIR and r == ACE and counts[r] == 1:
                keep.add(i)
        return keep
    if category == ONE_PAIR:  # one wild card and no natural pair
        highest = max(natural, key=lambda i: card_rank(hand[i]))
        return set(wild_cards) | {highest}
    # High card or a four-card category: no wild card here.
    by_suit = {}
    for i in natural:
        by_suit.setdefault(card_suit(hand[i]), []).append(i)
    four_suited = [cards for cards in by_suit.values() if len(cards) == 4]
    if four_suited:
        return set(four_suited[0])
    first_of_rank = {}
    for i in sorted(natural):
        first_of_rank.setdefault(card_rank(hand[i]), i)
    for low in range(2, 11):  # 2-3-4-5 up to T-J-Q-K; A-2-3-4 and J-Q-K-A are not open
        run = range(low, low + 4)
        if all(r in first_of_rank for r in run):
            return {first_of_rank[r] for r in run}
    if ACE in first_of_rank:
        return {first_of_rank[ACE]}
    top_two = sorted(everything, key=lambda i: (card_rank(hand[i]), suit_index(hand[i])), reverse=True)[:2]
    return set(top_two)


def bug_keep(hand, category):
    """The keep of a seat holding the bug (standard and kicker alike)."""
    everything = set(range(len(hand)))
    if category >= STRAIGHT:
        return everything
    natural = [i for i in sorted(everything) if hand[i] != BUG]
    keep = {hand.index(BUG)}
    ranks = [card_rank(hand[i]) for i in natural]
    paired = [i for i in natural if ranks.count(card_rank(hand[i])) >= 2]
    if paired:
        return keep | set(paired)
    for suit in SUITS:
        suited = [i for i in natural if card_suit(hand[i]) == suit]
        if len(suited) >= 3:
            return keep | set(suited)
    top = max(natural, key=lambda i: (card_rank(hand[i]), -i))  # the first of equal ranks
    return keep | {top}


def low_cards(hand, low_wild):
    """Positions of the low cards: every low-wild card and the first of each other rank A..8."""
    chosen, taken = set(), set()
    for i, card in enumerate(hand):
        r = card_rank(card)
        if r in low_wild:
            chosen.add(i)
        elif (r == ACE or r <= 8) and r not in taken:
            taken.add(r)
            chosen.add(i)
    return chosen


def high_low_keep(hand, policy, category, high_wild, low_wild):
    """A high-low pot's keep: (positions kept, whether the seat went low)."""
    everything = set(range(len(hand)))
    if policy == "pat" or category >= STRAIGHT:
        return everything, False
    high_wild_cards = {i for i, c in enumerate(hand) if card_rank(c) in high_wild}
    if policy == "standard":
        lows = low_cards(hand, low_wild)
        if len(lows) >= 4:
            return lows, True
    return standard_keep(hand, category, high_wild_cards), False


def _low_order(hand, i):
    r = card_rank(hand[i])
    return (1 if r == ACE else r, i)


def lowball_keep(hand, policy, wild):
    """Lowball's keep: the low cards, then the lowest others until the draw fits its limit."""
    everything = set(range(len(hand)))
    if policy == "pat":
        return everything
    keep = low_cards(hand, wild)
    while True:
        limit = 4 if any(card_rank(hand[i]) == ACE for i in keep) else 3
        if len(hand) - len(keep) <= limit:
            return keep
        keep.add(min((i for i in everything if i not in keep), key=lambda i: _low_order(hand, i)))


# ---------------------------------------------------------------------------
# Deuce-to-seven lowball
# ---------------------------------------------------------------------------

def deuce_seven_high(cards):
    """``(category index, ranks)`` of five cards read as a high hand with the ace only high:
    A-2-3-4-5 is no straight. Deuce-to-seven's best low is the smallest of these."""
    values = sorted((rank(c) for c in cards), reverse=True)
    counts = {v: values.count(v) for v in values}
    by_count = sorted(counts, key=lambda v: (counts[v], v), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    flush = len({suit_index(c) for c in cards}) == 1
    straight = len(counts) == 5 and values[0] - values[4] == 4
    if straight and flush:
        category = "straight-flush"
    elif shape == [4, 1]:
        category = "four-of-a-kind"
    elif shape == [3, 2]:
        category = "full-house"
    elif flush:
        category = "flush"
    elif straight:
        category = "straight"
    elif shape == [3, 1, 1]:
        category = "three-of-a-kind"
    elif shape == [2, 2, 1]:
        category = "two-pair"
    elif shape == [2, 1, 1, 1]:
        category = "one-pair"
    else:
        category = "high-card"
    return CATEGORY_INDEX[category], tuple(by_count)


def deuce_seven_top(low):
    """The low_top index of a winning deuce-to-seven low: its top card (the ace at 1) when it
    is a plain high-card hand, else 0."""
    category, ranks = low
    if category != CATEGORY_INDEX["high-card"]:
        return 0
    return 1 if ranks[0] == ACE else ranks[0]


def deuce_seven_keep(hand, policy):
    """The draw: keep the first card of each rank 2 to 8 (an ace is high: thrown); five such
    cards that make a straight or a flush throw the highest."""
    if policy == "pat":
        return set(range(len(hand)))
    keep, seen = set(), set()
    for i, card in enumerate(hand):
        if rank(card) <= 8 and rank(card) not in seen:
            seen.add(rank(card))
            keep.add(i)
    if len(keep) == 5:
        category = deuce_seven_high(hand)[0]
        if category in (CATEGORY_INDEX["straight"], CATEGORY_INDEX["flush"],
                        CATEGORY_INDEX["straight-flush"]):
            keep.discard(max(keep, key=lambda i: rank(hand[i])))
    return keep


def plain_nine(low, deuce):
    """Whether a low is a plain nine-low or better: no pair (deuce-to-seven: a high-card hand,
    no straight or flush), its top card 9 or lower."""
    if deuce:
        category, ranks = low
        return category == CATEGORY_INDEX["high-card"] and ranks[0] <= 9
    return low[0] == 0 and low[1][0] <= 9

"""Seven-card stud high-low, eight or better, in plain Python: one deal at a time from a card
order, for checking the stud driver's split pot deal by deal.

The rules: seven cards each, dealt street by street round the table (two down, four up, one
down; no extra cards, so seat p's card of street s is card s * players + p). Half the pot goes
to the best high hand (best five of seven, tests/reference/evaluator.py), half to the best
ace-to-five low: five different ranks, ace low, 8 or lower, straights and flushes ignored; lows
compare from their highest card down, lower wins. Without a qualifying low the high takes the
whole pot. Each half is split among its equal hands; one seat taking the whole pot is a scoop.

With no qualifier (``qualifier="none"``) every hand has a low, pairs and all: the best five of
seven as an ace-to-five low hand (tests/reference/evaluator.py's brute_low: fewest matched ranks,
then the ranks compared as a high hand's, lower wins), and the low half is always paid.
"""
from .evaluator import CATEGORY_INDEX, brute_low, fast_high

LOW_RANK = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8}
STREETS = 7


def best_low(cards):
    """The best eight-or-better low of ``cards`` as its ranks from the highest down (ace 1), or
    None: the five lowest different ranks, when there are five of 8 or lower."""
    ranks = sorted({LOW_RANK[c[0]] for c in cards if c[0] in LOW_RANK})
    return tuple(sorted(ranks[:5], reverse=True)) if len(ranks) >= 5 else None


def any_low(cards):
    """The best ace-to-five low of ``cards``, pairs allowed, as brute_low's key (lower better)."""
    return brute_low(cards, kind="a5")


def low_top(low, qualifier):
    """A winning low's top card as the report counts it: 0 for no low, or (no qualifier) a low
    holding a pair or worse."""
    if low is None:
        return 0
    if qualifier == "eight":
        return low[0]
    structure, ranks = low
    return ranks[0] if structure == 0 else 0


def play(cards, players, units, qualifier="eight"):
    """Each seat's share of the pot in ``units`` (as whole numbers: a half is units // 2, split
    equally with the remainder dropped), the winning low's top card (0: none, or a pair or worse)
    and the scoop."""
    hands = [[cards[s * players + p] for s in range(STREETS)] for p in range(players)]
    highs = []
    for hand in hands:
        category, tiebreak, _ = fast_high(hand)
        highs.append((CATEGORY_INDEX[category], tuple(tiebreak)))
    lows = [best_low(hand) if qualifier == "eight" else any_low(hand) for hand in hands]
    top_high = max(highs)
    high_winners = [p for p in range(players) if highs[p] == top_high]
    qualified = [low for low in lows if low is not None]
    low_winners = [p for p in range(players) if qualified and lows[p] == min(qualified)]
    shares = [0] * players
    high_half = units // 2 if low_winners else units
    for p in high_winners:
        shares[p] += high_half // len(high_winners)
    for p in low_winners:
        shares[p] += units // 2 // len(low_winners)
    scoop = len(high_winners) == 1 and (not low_winners or low_winners == high_winners)
    winning_low = min(qualified) if qualified else None
    return {"shares": shares, "low_top": low_top(winning_low, qualifier), "scoop": scoop,
            "low_tie": len(low_winners) > 1}

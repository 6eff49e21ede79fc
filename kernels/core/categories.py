"""Hand categories: their indices, names and place in a hand value (kernels/eval/evaluate.py).

Plain Python, no Numba: the game declarations and reports need the names without loading the
evaluator, and each constant is defined here only. kernels/eval/evaluate.py takes every upper-case name
with ``from .categories import *`` (Numba compiles module globals in as constants).
"""

CAT_HIGH_CARD = 0
CAT_ONE_PAIR = 1
CAT_FOUR_STRAIGHT = 2
CAT_FOUR_FLUSH = 3
CAT_TWO_PAIR = 4
CAT_TRIPS = 5
CAT_STRAIGHT = 6
CAT_FLUSH = 7
CAT_FULL_HOUSE = 8
CAT_QUADS = 9
CAT_STRAIGHT_FLUSH = 10
CAT_FIVE_KIND = 11
N_CATEGORIES = 12
CATEGORY_NAMES = (
    "high-card", "one-pair", "four-straight", "four-flush", "two-pair", "three-of-a-kind",
    "straight", "flush", "full-house", "four-of-a-kind", "straight-flush", "five-of-a-kind",
)
CAT_SHIFT = 21     # a hand value is (category << CAT_SHIFT) | ...: see kernels/eval/evaluate.py

# the categories a game reports by default: standard poker has no four-card hands
STANDARD_CATEGORIES = tuple(c for c in CATEGORY_NAMES if c not in ("four-straight", "four-flush"))

# what ``from .categories import *`` brings: the constants (upper-case names), no helpers
__all__ = [_n for _n in dict(globals()) if _n.isupper()]

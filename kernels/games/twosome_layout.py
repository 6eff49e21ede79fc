"""Gruesome Twosome's constants (kernels/games/twosome.py): rule slots, policies, counter layout.

Plain Python, no Numba, so that the game declares itself without loading its kernel.
"""
from ..core.categories import N_CATEGORIES
from ..core.layout import DRAW_SLICES, MAX_SEATS, SHARE_UNITS, rule_slots, runner_layout  # noqa: F401

HAND = 2            # cards a seat holds
DRAWS = 3           # draws of at most one card each
N_RANKS = 13

RULE_SLOTS, R_SIZE = rule_slots((
    ("draw_policy", 1),   # TWO_* below
    ("draw_params", 3),   # [0] `advise`: seat 0's first draw forced: 1 stand pat, 2 throw its
                          # first card, 3 its second; 0 its policy
))
R_DRAW_POLICY = RULE_SLOTS["draw_policy"]
R_HERO_DRAW = RULE_SLOTS["draw_params"]

# draw policies, in the order the game declares them
TWO_STANDARD = 0    # a pair stands pat; otherwise the lower card is thrown
TWO_PAT = 1         # never draw
TWO_ACE_KING = 2    # as the standard, and ace-king stands pat too

LAYOUT, OFFSETS, N_COUNTERS = runner_layout(DRAW_SLICES, (
    ("before_category", N_CATEGORIES),  # every seat's category on its two cards dealt
    ("improved", N_CATEGORIES),         # ... of the seats whose category rose in the draws
    ("winning_hand", 2 * N_RANKS),      # no pair by the higher rank (2..A), then pairs 22..AA
))
O_DRAWN = OFFSETS["drawn"][0]
O_BEFORE = OFFSETS["before_category"][0]
O_IMPROVED = OFFSETS["improved"][0]
O_WINNING_HAND = OFFSETS["winning_hand"][0]

# what ``from .twosome_layout import *`` brings: the constants (upper-case names), no helpers
__all__ = [_n for _n in dict(globals()) if _n.isupper()]

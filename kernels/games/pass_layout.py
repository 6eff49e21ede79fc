"""Pass the Trash's constants (kernels/games/pass_trash.py): rule slots, policies, counter layout.

Plain Python, no Numba, so that the game declares itself without loading its kernel.
"""
from ..core.categories import N_CATEGORIES
from ..core.layout import MAX_ROUNDS, MAX_SEATS, SHARE_UNITS, rule_slots, runner_layout  # noqa: F401

HAND = 7                    # cards a seat holds, before and after each pass
MAX_PASSES = MAX_ROUNDS - 1  # volatility is measured after the deal and after every pass
MAX_PASS_CARDS = 6

RULE_SLOTS, R_SIZE = rule_slots((
    ("n_passes", 1),
    ("pass_cards", MAX_PASSES),    # cards each seat passes in pass t
    ("pass_offset", MAX_PASSES),   # ... to the seat that many places on its left (mod seats)
), (
    ("pass_policy", 1),            # PASS_* below
    ("pass_params", 3),            # [0]: seat 0's first pass forced (advise): 1 + the mask of
                                   # its hand positions to pass; 0 the policy's
))
R_N_PASSES = RULE_SLOTS["n_passes"]
R_PASS_CARDS = RULE_SLOTS["pass_cards"]
R_PASS_OFFSET = RULE_SLOTS["pass_offset"]
R_PASS_POLICY = RULE_SLOTS["pass_policy"]
R_HERO_PASS = RULE_SLOTS["pass_params"]

# pass policies, in the order the game declares them
PASS_STANDARD = 0   # pass the cards whose loss leaves the best hand of the rest
PASS_LOWEST = 1     # pass the lowest cards

LAYOUT, OFFSETS, N_COUNTERS = runner_layout((
    ("before_category", N_CATEGORIES),  # every seat's category on its seven cards dealt
    ("improved", N_CATEGORIES),         # ... of the seats whose category rose in the passes
    ("worsened", N_CATEGORIES),         # ... of the seats whose category fell
))
O_BEFORE = OFFSETS["before_category"][0]
O_IMPROVED = OFFSETS["improved"][0]
O_WORSENED = OFFSETS["worsened"][0]

# what ``from .pass_layout import *`` brings: the constants (upper-case names), no helpers
__all__ = [_n for _n in dict(globals()) if _n.isupper()]

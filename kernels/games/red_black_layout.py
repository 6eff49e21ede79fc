"""Red-Black's constants (kernels/games/red_black.py): rule slots, policies, counter layout.

Plain Python, no Numba, so that the game declares itself without loading its kernel.
"""
from ..core.layout import MAX_SEATS, SHARE_UNITS, rule_slots, runner_layout  # noqa: F401

DEALT = 7
PASSES = ((3, 1), (2, -1), (1, 1))  # (cards, direction: +1 to the left, -1 to the right)
DISCARDS = 2
TOTAL_OFFSET = 64   # a colour total runs from -50 to 52: counted at total + 64

RULE_SLOTS, R_SIZE = rule_slots((), (
    ("pass_policy", 1),     # PASS_* below (the passes and the discard)
    ("declare_policy", 1),  # DECLARE_* below
    ("hero_pass", 1),       # `advise`: 1 + the mask of the dealt cards seat 0 passes first; 0 none
))
R_PASS_POLICY = RULE_SLOTS["pass_policy"]
R_DECLARE_POLICY = RULE_SLOTS["declare_policy"]
R_HERO_PASS = RULE_SLOTS["hero_pass"]

PASS_STANDARD = 0   # away from the colour the hand leans to: other colour's highest, own lowest
PASS_LOWEST = 1     # the lowest cards whatever their colour

DECLARE_BETTER = 0  # the colour with the higher total (red when equal)
DECLARE_RED = 1
DECLARE_BLACK = 2

LAYOUT, OFFSETS, N_COUNTERS = runner_layout((
    ("scoop", 1),
    ("declares", 2),        # red, black
    ("red_total", 128),     # the winning red total + TOTAL_OFFSET (deals with a red winner)
    ("black_total", 128),
    ("split", 2),           # red half, black half shared
    ("nobody", 2),          # nobody declared red, black
    ("aim_kept", 2),        # seats whose final colour is (1) or is not (0) the one they leaned to dealt
))
O_SCOOP = OFFSETS["scoop"][0]
O_DECLARES = OFFSETS["declares"][0]
O_RED_TOTAL = OFFSETS["red_total"][0]
O_BLACK_TOTAL = OFFSETS["black_total"][0]
O_SPLIT = OFFSETS["split"][0]
O_NOBODY = OFFSETS["nobody"][0]
O_AIM_KEPT = OFFSETS["aim_kept"][0]

# what ``from .red_black_layout import *`` brings: the constants (upper-case names)
__all__ = [_n for _n in dict(globals()) if _n.isupper()]

"""Russian Poker's constants (kernels/games/russian_poker.py): rule slots, policies, counter layout.

Plain Python, no Numba, so that the game declares itself without loading its kernel.
"""
from ..core.layout import MAX_SEATS, SHARE_UNITS, rule_slots, runner_layout  # noqa: F401

HAND = 13                          # cards a seat
SIZES = (3, 5, 5)                  # bottom, middle, top
POSITIONS = ("bottom", "middle", "top")
PART_UNITS = (SHARE_UNITS // 4, SHARE_UNITS // 2, SHARE_UNITS // 4)
ALL_CARDS = (1 << HAND) - 1        # a seat's subsets are 13-bit masks of its cards

# The nine categories a hand can reach here (no wild cards, no four-card hands), in order.
CATEGORIES = ("high-card", "one-pair", "two-pair", "three-of-a-kind", "straight", "flush",
              "full-house", "four-of-a-kind", "straight-flush")
N_CAT = len(CATEGORIES)

# The search's score: q3(bottom) * K3 + (2 q5(middle) + q5(top)) * K5, where qk counts the k-card
# hands a hand beats twice and those it ties once: the shares 1/4, 1/2, 1/4 of the pot, each
# weighted by the share of random hands of its size it beats, on one integer scale.
N3 = 22_100                        # C(52, 3)
N5 = 2_598_960                     # C(52, 5)
K3 = N5
K5 = N3

RULE_SLOTS, R_SIZE = rule_slots((), (
    ("polish", 1),      # 1: ace-to-five lows, the top the best low
    ("arrange", 1),     # ARRANGE_* below
))
R_POLISH = RULE_SLOTS["polish"]
R_ARRANGE = RULE_SLOTS["arrange"]

ARRANGE_SEARCH = 0      # the legal arrangement of the highest score
ARRANGE_GREEDY = 1      # the best five on top, the best five left in the middle, the rest below

LAYOUT, OFFSETS, N_COUNTERS = runner_layout((
    ("scoop", 1),
    ("win_category", 3 * N_CAT),   # position * N_CAT + the winning hand's category
    ("seat_category", 3 * N_CAT),  # position * N_CAT + every seat's hand's category
    ("fouls", 1),                  # seats with no legal arrangement (or a greedy one that is not)
    ("part_tie", 3),               # deals whose position's part is shared
    ("tops_scanned", 2),           # per seat, tops whose 56 splits the search scanned: sum, sum of squares
))
O_SCOOP = OFFSETS["scoop"][0]
O_WIN_CAT = OFFSETS["win_category"][0]
O_SEAT_CAT = OFFSETS["seat_category"][0]
O_FOULS = OFFSETS["fouls"][0]
O_PART_TIE = OFFSETS["part_tie"][0]
O_TOPS_SCANNED = OFFSETS["tops_scanned"][0]

# what ``from .russian_poker_layout import *`` brings: the constants (upper-case names)
__all__ = [_n for _n in dict(globals()) if _n.isupper()]

"""333's constants (kernels/games/three_three_three.py): rule slots, policies, counter layout.

Plain Python, no Numba, so that the game declares itself without loading its kernel.
"""
from ..core.layout import MAX_SEATS, SHARE_UNITS, rule_slots, runner_layout  # noqa: F401

HAND = 3            # cards a seat is dealt
REVEALS = 5         # board cards revealed, each of a rank not revealed before
HIGH_TARGET = 33
LOW_TARGET = 3
MAX_TOTAL = 33      # three aces counted 11

RULE_SLOTS, R_SIZE = rule_slots((
    ("first_out_takes_all", 1),  # 1: of seats going out together, the first from the dealer's left
), (
    ("declare_policy", 1),       # DECLARE_* below
))
R_FIRST_OUT = RULE_SLOTS["first_out_takes_all"]
R_DECLARE_POLICY = RULE_SLOTS["declare_policy"]

# declare policies, in the order the game declares them
DECLARE_NEARER = 0  # the side whose target the hand is nearer (low on a tie)
DECLARE_HIGH = 1
DECLARE_LOW = 2

LAYOUT, OFFSETS, N_COUNTERS = runner_layout((
    ("went_out", 1),            # deals ended by a seat discarding its last card
    ("outs", MAX_SEATS + 1),    # ... by how many seats went out together
    ("reveals", REVEALS + 1),   # deals by reveals made
    ("declares", 2),            # showdown declares: high, low
    ("high_total", MAX_TOTAL + 1),  # the winning high total (showdown deals with a high winner)
    ("low_total", MAX_TOTAL + 1),
    ("split_high", 1),          # the high half shared by equal totals
    ("split_low", 1),
    ("passed_over", 1),         # stream cards passed over: their rank had been revealed
    ("scoop", 1),               # one seat took the whole pot
))
O_WENT_OUT = OFFSETS["went_out"][0]
O_OUTS = OFFSETS["outs"][0]
O_REVEALS = OFFSETS["reveals"][0]
O_DECLARES = OFFSETS["declares"][0]
O_HIGH_TOTAL = OFFSETS["high_total"][0]
O_LOW_TOTAL = OFFSETS["low_total"][0]
O_SPLIT_HIGH = OFFSETS["split_high"][0]
O_SPLIT_LOW = OFFSETS["split_low"][0]
O_PASSED_OVER = OFFSETS["passed_over"][0]
O_SCOOP = OFFSETS["scoop"][0]

# what ``from .three_three_three_layout import *`` brings: the constants (upper-case names)
__all__ = [_n for _n in dict(globals()) if _n.isupper()]

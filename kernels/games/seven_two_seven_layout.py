"""727's constants (kernels/games/seven_two_seven.py): rule slots, ranking rules, counter layout.

Plain Python, no Numba, so that the game declares itself without loading its kernel. Amounts are
in half-points (every value doubled): jacks, queens and kings are worth half a point.
"""
from ..core.layout import MAX_SEATS, SHARE_UNITS, rule_slots, runner_layout  # noqa: F401

HALF = 2            # half-points a point
MAX_HAND = 52       # cards a seat can hold: under a colour rule half the deck counts 0
DECLINES_TO_LOCK = 3
TOTAL_BUCKETS = 128  # half-point totals counted, the last bucket holding any higher

RULE_SLOTS, R_SIZE = rule_slots((
    ("low_target", 1),      # half-points
    ("high_target", 1),
    ("ranking", 1),         # RANK_* below
    ("most_cards", 1),      # 1: equal totals ranked by cards held, more better (with_options)
    ("lock_total", 1),      # 1: three declines in all lock a seat (with_options, moores); 0: in a row
    ("discard", 1),         # 1: a seat may discard once instead of taking (with_options)
    ("chilcoots", 1),       # 1: three cards dealt, the offers' lead moving a seat a round
), (
    ("stand_at", 1),        # half-points: a seat aiming high stands once its high total reaches this
    ("hero_stand_at", 1),   # ... seat 0's own, 0: the others'
    ("low_stand_at", 1),    # half-points: a seat under this hard total takes a card
    ("hero_low_stand_at", 1),  # ... seat 0's own, 0: the others'
    ("declare_policy", 1),  # DECLARE_* below
))
R_LOW = RULE_SLOTS["low_target"]
R_HIGH = RULE_SLOTS["high_target"]
R_RANKING = RULE_SLOTS["ranking"]
R_MOST_CARDS = RULE_SLOTS["most_cards"]
R_LOCK_TOTAL = RULE_SLOTS["lock_total"]
R_DISCARD = RULE_SLOTS["discard"]
R_CHILCOOTS = RULE_SLOTS["chilcoots"]
R_STAND_AT = RULE_SLOTS["stand_at"]
R_HERO_STAND_AT = RULE_SLOTS["hero_stand_at"]
R_LOW_STAND_AT = RULE_SLOTS["low_stand_at"]
R_HERO_LOW_STAND_AT = RULE_SLOTS["hero_low_stand_at"]
R_DECLARE_POLICY = RULE_SLOTS["declare_policy"]

RANK_PLAIN = 0      # closest to the target, equally close the lower
RANK_PRICE = 1      # at or under the target beats over it (price_is_right, moores)
RANK_STRICT = 2     # over the target cannot win (strict_price_is_right)
RANK_WINDOW = 3     # only totals from the low to the high target count (222, 333 style)

DECLARE_NEARER = 0
DECLARE_HIGH = 1
DECLARE_LOW = 2

LAYOUT, OFFSETS, N_COUNTERS = runner_layout((
    ("carried", 1),         # deals nobody could win: the pot carries over
    ("scoop", 1),           # one seat took the whole pot
    ("locked", 1),          # seats locked at the end of the offers
    ("busted", 1),          # seats whose hard total passed the high target
    ("declares", 2),        # high, low
    ("taken", 32),          # seats by cards taken
    ("rounds", 64),         # deals by offer rounds
    ("high_total", TOTAL_BUCKETS),  # the winning high total, half-points
    ("low_total", TOTAL_BUCKETS),
    ("dealt_hard", 64),     # seats by the hard total of their dealt cards, half-points
    ("discards", 1),
    ("stock_ran_out", 1),
))
O_CARRIED = OFFSETS["carried"][0]
O_SCOOP = OFFSETS["scoop"][0]
O_LOCKED = OFFSETS["locked"][0]
O_BUSTED = OFFSETS["busted"][0]
O_DECLARES = OFFSETS["declares"][0]
O_TAKEN = OFFSETS["taken"][0]
O_ROUNDS = OFFSETS["rounds"][0]
O_HIGH_TOTAL = OFFSETS["high_total"][0]
O_LOW_TOTAL = OFFSETS["low_total"][0]
O_DEALT_HARD = OFFSETS["dealt_hard"][0]
O_DISCARDS = OFFSETS["discards"][0]
O_STOCK_RAN_OUT = OFFSETS["stock_ran_out"][0]

# what ``from .seven_two_seven_layout import *`` brings: the constants (upper-case names)
__all__ = [_n for _n in dict(globals()) if _n.isupper()]

"""In Between's constants (kernels/games/in_between.py): chips, rule slots, policies, counter layout.

Plain Python, no Numba, so that the game declares itself without loading its kernel.
"""
from ..core.layout import MAX_SEATS, SHARE_UNITS, rule_slots, runner_layout  # noqa: F401

ANTE = 10           # chips each player puts in the pot at the start
MIN_BET = 1         # chips: every turn bets at least this
MAX_BET = 1000      # chips: a table limit, so that a pot doubled by lost bets stays finite
MAX_TURNS = 500     # a game still going after this many turns ends, its pot unwon
N_SPREADS = 14      # a pair of posts, then 0 to 12 ranks strictly between them

RULE_SLOTS, R_SIZE = rule_slots((
    ("post_pays_double", 1),  # 1: a third card equal to a post costs twice the bet
    ("fixed_aces", 1),        # 1: a first-post ace is low, a second-post ace high
    ("max_turns", 1),
), (
    ("bet_from", 1),          # the spread from which a turn bets the limit (else the minimum)
    ("ace_policy", 1),        # ACE_* below
))
R_POST_PAYS_DOUBLE = RULE_SLOTS["post_pays_double"]
R_FIXED_ACES = RULE_SLOTS["fixed_aces"]
R_MAX_TURNS = RULE_SLOTS["max_turns"]
R_BET_FROM = RULE_SLOTS["bet_from"]
R_ACE_POLICY = RULE_SLOTS["ace_policy"]

NEVER_BET = 99      # a bet_from no spread reaches: always the minimum

# ace calls for a first-post ace (a second-post ace is called for the wider spread)
ACE_LOW = 0
ACE_HIGH = 1

OUT_BETWEEN = 0
OUT_POST = 1
OUT_OUTSIDE = 2

LAYOUT, OFFSETS, N_COUNTERS = runner_layout((
    ("finished", 1),          # games whose pot was emptied
    ("turns", 1),
    ("spread_turns", N_SPREADS),    # turns by spread: a pair, then 0..12
    ("spread_between", N_SPREADS),  # ... whose third card fell strictly between
    ("outcome", 3),           # between, post, outside
    ("won", 1),               # chips the bettors won from the pot, over every turn
    ("lost", 1),              # chips they paid into it (counters stay positive: the runner
                              # refuses a negative sum as an overflow)
    ("net_sq", 1),            # each turn's net squared, summed: the interval of the mean
    ("chips_bet", 1),
    ("length", MAX_TURNS + 1),  # games by turns played
    ("seat_up", MAX_SEATS),     # chips each seat won over its game, antes not counted, over
    ("seat_down", MAX_SEATS),   # ... the games it came out ahead, and lost, over the others
    ("seat_net_sq", MAX_SEATS),
    ("reshuffles", 1),
))
O_FINISHED = OFFSETS["finished"][0]
O_TURNS = OFFSETS["turns"][0]
O_SPREAD_TURNS = OFFSETS["spread_turns"][0]
O_SPREAD_BETWEEN = OFFSETS["spread_between"][0]
O_OUTCOME = OFFSETS["outcome"][0]
O_WON = OFFSETS["won"][0]
O_LOST = OFFSETS["lost"][0]
O_NET_SQ = OFFSETS["net_sq"][0]
O_CHIPS_BET = OFFSETS["chips_bet"][0]
O_LENGTH = OFFSETS["length"][0]
O_SEAT_UP = OFFSETS["seat_up"][0]
O_SEAT_DOWN = OFFSETS["seat_down"][0]
O_SEAT_NET_SQ = OFFSETS["seat_net_sq"][0]
O_RESHUFFLES = OFFSETS["reshuffles"][0]

# what ``from .in_between_layout import *`` brings: the constants (upper-case names), no helpers
__all__ = [_n for _n in dict(globals()) if _n.isupper()]

"""Screw Your Neighbor's constants (kernels/games/screw_your_neighbor.py): rule slots, counter layout.

Plain Python, no Numba, so that the game declares itself without loading its kernel.
"""
from ..core.layout import MAX_SEATS, SHARE_UNITS, rule_slots, runner_layout  # noqa: F401

LIVES = 3
MAX_ROUNDS = 200    # a game still going after this many rounds ends, nobody winning (never seen)
KING = 13           # card values: ace 1, 2..10, jack 11, queen 12, king 13

RULE_SLOTS, R_SIZE = rule_slots((
    ("chase_the_ace", 1),   # 1: the low card loses, kings block swaps, no kings shown at the deal
    ("max_rounds", 1),
), (
    ("swap_from", MAX_SEATS + 1),  # a seat swaps (the dealer cuts) a card this dangerous or
                            # worse: a value at least this (the base game), at most this (chase
                            # the ace); slot n (2..10) for n players still in the round
    ("hero_swap_from", 1),  # seat 0's own threshold, 0: the others'
    ("hero_first", 1),      # seat 0's choice in the game's first round: HERO_* below (advise)
))
R_CHASE = RULE_SLOTS["chase_the_ace"]
R_MAX_ROUNDS = RULE_SLOTS["max_rounds"]
R_SWAP_FROM = RULE_SLOTS["swap_from"]
R_HERO_SWAP_FROM = RULE_SLOTS["hero_swap_from"]
R_HERO_FIRST = RULE_SLOTS["hero_first"]

HERO_POLICY, HERO_KEEP, HERO_SWAP = 0, 1, 2

LAYOUT, OFFSETS, N_COUNTERS = runner_layout((
    ("carried", 1),         # games nobody won: the last seats lost their last lives together
    ("capped", 1),          # ... or MAX_ROUNDS passed
    ("rounds", MAX_ROUNDS + 1),   # games by rounds played
    ("king_rounds", 1),     # base game: rounds with a king dealt (no trading)
    ("swaps", MAX_SEATS),   # rounds by swaps made in them (0 to 9)
    ("blocked", MAX_SEATS), # chase the ace: rounds by swaps a king refused
    ("cuts", 1),            # the dealer took a new card
    ("lives_lost", MAX_SEATS * (LIVES + 1)),  # games by lives a seat lost: seat p's 0..3 at 4p
))
O_CARRIED = OFFSETS["carried"][0]
O_CAPPED = OFFSETS["capped"][0]
O_ROUNDS = OFFSETS["rounds"][0]
O_KING_ROUNDS = OFFSETS["king_rounds"][0]
O_SWAPS = OFFSETS["swaps"][0]
O_BLOCKED = OFFSETS["blocked"][0]
O_CUTS = OFFSETS["cuts"][0]
O_LIVES_LOST = OFFSETS["lives_lost"][0]

# what ``from .screw_your_neighbor_layout import *`` brings: the constants (upper-case names)
__all__ = [_n for _n in dict(globals()) if _n.isupper()]

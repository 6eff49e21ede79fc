"""Extra Point Poker's constants (kernels/games/extra_point_poker.py): rule slots, policies, counters.

Plain Python, no Numba, so that the game declares itself without loading its kernel.
"""
from ..core.layout import MAX_SEATS, SHARE_UNITS, rule_slots, runner_layout  # noqa: F401

ROUNDS = 4              # kicking rounds, one kick a player each
BEND_ANTES = 4          # what bending a post costs, in antes
MAX_HAND = 7            # two down, four footballs, one down
OUTCOMES = ("good", "post", "wide")
GOOD, POST, WIDE = 0, 1, 2

RULE_SLOTS, R_SIZE = rule_slots((
    ("bend_the_post", 1),   # 1: a football that hits a post may be tried again over a new post
), (
    ("ace_policy", 1),      # ACE_* below
    ("bend_policy", 1),     # BEND_* below
    ("hero_ace", 1),        # seat 0's call of a lone ace post at its first kick (advise):
                            # ACE_HIGH or ACE_LOW, 0 the ace policy's
))
R_BEND_THE_POST = RULE_SLOTS["bend_the_post"]
R_ACE_POLICY = RULE_SLOTS["ace_policy"]
R_BEND_POLICY = RULE_SLOTS["bend_policy"]
R_HERO_ACE = RULE_SLOTS["hero_ace"]

ACE_WIDER = 0           # the call that leaves more ranks between the posts
ACE_HIGH = 1
ACE_LOW = 2

BEND_PAIRS = 0          # bend when the football pairs a card already held
BEND_ALWAYS = 1
BEND_NEVER = 2

LAYOUT, OFFSETS, N_COUNTERS = runner_layout((
    ("first", 3),            # kicks by the football's first judgment: good, post, wide
    ("final", 3),            # ... and after any bend (a failed bend stays "post")
    ("good_by_round", ROUNDS),
    ("bends", 2),            # bends made, bends after which the football was good
    ("sizes", MAX_HAND + 1),  # every seat's final hand size
    ("winner_sizes", MAX_HAND + 1),  # each winner's hand size
    ("reshuffles", 1),       # the used posts became the post deck
    ("ace_calls", 2),        # one ace among the posts, called high, low
))
O_FIRST = OFFSETS["first"][0]
O_FINAL = OFFSETS["final"][0]
O_GOOD_BY_ROUND = OFFSETS["good_by_round"][0]
O_BENDS = OFFSETS["bends"][0]
O_SIZES = OFFSETS["sizes"][0]
O_WINNER_SIZES = OFFSETS["winner_sizes"][0]
O_RESHUFFLES = OFFSETS["reshuffles"][0]
O_ACE_CALLS = OFFSETS["ace_calls"][0]

# what ``from .extra_point_poker_layout import *`` brings: the constants (upper-case names)
__all__ = [_n for _n in dict(globals()) if _n.isupper()]

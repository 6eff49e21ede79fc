"""The stud driver's constants: rule-array slots, deal codes, wild modes, sizes, counter layout.

Plain Python, no Numba: the game declarations in sim/games/ import this module when they register
(``simpoker list`` and ``show`` must not load Numba), and each constant is defined here only.
kernels/drivers/stud.py takes every upper-case name with ``from .stud_layout import *``: Numba compiles a
kernel's module globals in as constants, so the kernels need these as globals of their own module,
and a constant added here reaches them without an import list to keep in step. The other stud
kernels import what they use from kernels/drivers/stud.py, as before.
"""
from ..core.layout import (MAX_ROUNDS, MAX_SEATS, O_FIRST_CAT, O_HAND, O_LEAD_CHANGES, O_LEAD_FULL,  # noqa: F401
                     O_LEAD_SHOW, O_SEAT, O_SECOND, O_SHOW_CHANGES, O_TIE, O_VOL_DEALS, O_WILD_CHANGES,
                     O_WILD_HELD, O_WILD_RANK, O_WINNER, SHARE_UNITS, rule_slots, runner_layout)

# The rule array: named slots in order (kernels/core/layout.py rule_slots), so no two share a place.
# The stud driver's slots come first; the runners that deal stud streets with a game's own kernel
# (kernels/games/stud_play.py, kernels/games/stud_score.py) keep theirs after them.
RULE_SLOTS, R_SIZE = rule_slots((
    ("wild_mode", 1),      # W_* below
    ("wild_set", 1),       # rank mask: ranks that set (W_LAST_SHOWN) or trigger (W_FOLLOW) the wild rank
    ("extra_ranks", 1),    # rank mask: an up card of these ranks earns an extra down card
    ("extra_policy", 1),   # 0 never take it, 1 always
    ("vol_every", 1),      # volatility is measured on every deal whose index in its block divides by this
    ("first_round", 1),    # index of the first street after which the leaders are measured
    ("queen_pays", 1),     # 1: count queen-of-hearts payments (face-up fives pay a face-up Qh)
    ("eval_k", 1),         # 0: best five through the hash tables; k > 0: best k, no straights or flushes
    ("side", 1),           # SIDE_*: what the other half of a split pot goes to
    ("house", 1),          # 1: the last seat is the house hand (it plays, but is no player)
    ("flip", 1),           # FLIP street policy: 0 turn up the lower card, 1 the higher
    ("count_up", 1),       # rank mask: face-up cards of these ranks are counted per deal (costs)
    ("policy", 1),         # the game's main decision policy (games with their own deal, 0 = default)
    ("high_low", 1),       # LOW_*: the pot split with an ace-to-five low, and its qualifier (0: not split)
), (
    ("twist", 1),          # Colored Poker (kernels/games/stud_score.py): 1 = the twist is played
    ("innings", 1),        # Blind Baseball (kernels/games/stud_score.py): cards dealt to each seat
    ("thresholds", MAX_ROUNDS),  # Countdown: the least hand value that stays in, per betting round
    ("hero_at", 1),        # advise: 1 + the street (script index) of seat 0's forced choice; 0 none
    #                        (1 + the number of streets: the showdown, a basketball flip)
    ("hero_choice", 1),    # ... the choice: HERO_YES (take the card, stay in), HERO_NO, or
                           # HERO_ALWAYS (yes there and at every later street); 0 the policy's;
                           # a game's own codes where its kernel says (a card: 1 + its code)
))
R_WILD_MODE = RULE_SLOTS["wild_mode"]
R_WILD_SET = RULE_SLOTS["wild_set"]
R_EXTRA_RANKS = RULE_SLOTS["extra_ranks"]
R_EXTRA_POLICY = RULE_SLOTS["extra_policy"]
R_VOL_EVERY = RULE_SLOTS["vol_every"]
R_FIRST_ROUND = RULE_SLOTS["first_round"]
R_QUEEN_PAYS = RULE_SLOTS["queen_pays"]
R_EVAL_K = RULE_SLOTS["eval_k"]
R_SIDE = RULE_SLOTS["side"]
R_HOUSE = RULE_SLOTS["house"]
R_FLIP = RULE_SLOTS["flip"]
R_COUNT_UP = RULE_SLOTS["count_up"]
R_POLICY = RULE_SLOTS["policy"]
R_HIGH_LOW = RULE_SLOTS["high_low"]
R_TWIST = RULE_SLOTS["twist"]
R_INNINGS = RULE_SLOTS["innings"]
R_THRESHOLDS = RULE_SLOTS["thresholds"]
R_HERO_AT = RULE_SLOTS["hero_at"]
R_HERO_CHOICE = RULE_SLOTS["hero_choice"]
HERO_YES = 1
HERO_NO = 2
HERO_ALWAYS = 3

# How the moving wild rank follows the face-up cards. Ranks that are always wild are not a mode:
# they are folded into the wild tables (CTW, WM) the plan passes in.
W_NONE = 0          # no moving wild rank
W_LAST_SHOWN = 1    # the last rank of R_WILD_SET dealt face up is wild (Yanqui Baseball)
W_FOLLOW = 2        # the up card right after an R_WILD_SET card (a queen) is wild (Follow the Queen)
W_SEQUENCE = 3      # a face-up 2 starts it; a face-up r + 1 moves it up from r (Sequence)
W_PAIR_NEXT = 4     # when a seat pairs its own up cards, the next up card is wild (Dirty Schultz)
W_MIDDLE = 5        # a face-up R_WILD_SET card (a 7) calls a middle card whose rank is wild (Seven-Up)
W_LOW_DOWN = 6      # each seat's lowest face-down rank is wild in its own hand (Kings and Little Ones)
W_HOUSE = 7         # the rank of the house's last card is wild at showdown (Trump is Wild)
JOKER_WILD = 14     # wild index meaning "the jokers" (a joker in the Seven-Up middle)

SIDE_NONE = 0
SIDE_DIAMONDS = 1   # half the pot to the most diamond points (Count Your Diamonds)
SIDE_BASKETBALL = 2  # half the pot to the best basketball score (Half-Court Basketball)
SIDE_HIGH_SPADE = 3  # half the pot to the highest spade face down (High Chicago); none: all to the high
SIDE_LOW_SPADE = 4   # ... to the lowest spade face down, the ace high (Low Chicago)
# A high-low split: half the pot to the best high hand, half to the best ace-to-five low of all a
# seat's cards (kernels/low.eval_low_a5). Not a side mode: it counts as the community and draw
# drivers' splits do (low_top, low_tie, scoop).
LOW_NONE = 0        # no split: the high takes the pot
LOW_EIGHT = 1       # eight or better: five different ranks 8 or lower; without one the high takes all
LOW_ANY = 2         # no qualifier: every hand has a low, pairs and all
LOW_ONLY = 3        # no high half: the whole pot to the best ace-to-five low, pairs and all (razz)
OVERTIMES = 2

DOWN = 0
UP = 1
FLIP = 2            # a down card to each seat, who then turns up one of his two hidden cards

MAX_HAND = 16
QUEEN_OF_HEARTS = 4 * 10 + 2
FIVE_RANK = 3

# The stud driver's counters (kernels/drivers/stud.py and kernels/drivers/stud_lean.py): the core, then its own
# slices. The runners with a deal of their own declare theirs in their modules.
LAYOUT, OFFSETS, N_COUNTERS = runner_layout((
    ("extra_cards", 5),      # per seat
    ("extra_per_deal", 8),   # extra cards bought in the whole deal (7 = seven or more)
    ("qh_face_up", 1),
    ("qh_payments", 8),      # payments per deal (7 = seven or more)
    ("shared_card", 1),
    ("middle_cards", 8),     # Seven-Up middle cards per deal
    ("house_category", 12),  # the house hand (Trump is Wild)
    ("side_tie", 1),         # the side half is split
    ("scoop", 1),            # one seat wins both halves alone (a side pot or a high-low split)
    ("side_points", 128),    # every seat's side score (diamond points, basketball score)
    ("side_win_points", 128),  # the side half's winning score
    ("low_top", 14),         # high-low: the winning low's top card (ace 1 .. king 13); 0: no
    #                          qualifying low, or (no qualifier) the winning low holds a pair
    ("low_tie", 1),          # high-low: the low half was shared
    ("overtime", OVERTIMES + 1),  # basketball overtime periods played
    ("draw", 1),             # basketball still tied after the overtimes: a high-card draw
    ("counted_up", 8),       # face-up cards of the R_COUNT_UP ranks per deal
))
O_EXTRA = OFFSETS["extra_cards"][0]
O_QH_UP = OFFSETS["qh_face_up"][0]
O_QH_PAY = OFFSETS["qh_payments"][0]
O_EXTRA_DEAL = OFFSETS["extra_per_deal"][0]
O_SHARED = OFFSETS["shared_card"][0]
O_MIDDLE = OFFSETS["middle_cards"][0]
O_HOUSE_CAT = OFFSETS["house_category"][0]
O_SIDE_TIE = OFFSETS["side_tie"][0]
O_SCOOP = OFFSETS["scoop"][0]
O_SIDE_POINTS = OFFSETS["side_points"][0]
O_SIDE_WIN = OFFSETS["side_win_points"][0]
O_LOW_TOP = OFFSETS["low_top"][0]
O_LOW_TIE = OFFSETS["low_tie"][0]
O_OVERTIME = OFFSETS["overtime"][0]
O_DRAW = OFFSETS["draw"][0]
O_COUNTED_UP = OFFSETS["counted_up"][0]


# what ``from .stud_layout import *`` brings: the constants (upper-case names), no helpers
__all__ = [_n for _n in dict(globals()) if _n.isupper()]

"""The draw driver's constants (kernels/drivers/draw.py): rule-array slots, policies, counter layout.

Plain Python, no Numba, so that the draw games declare themselves without loading it (as
kernels/drivers/stud_layout.py for the stud games).
"""
from ..core.categories import N_CATEGORIES
from ..core.layout import DRAW_SLICES, MAX_SEATS, SHARE_UNITS, rule_slots, runner_layout  # noqa: F401

HAND = 5            # cards a seat holds
N_DECK = 52

# The rule array. Each decision has its own policy slot and room for its parameters after the
# game's settings, so a game with several decisions (draw, then trade or open) adds slots here.
RULE_SLOTS, R_SIZE = rule_slots((
    ("dealt", 1),         # cards dealt each: HAND, or HAND + 1 (each seat first drops the card
                          # whose loss leaves the best five, the lowest and earliest on a tie)
    ("ace_draw", 1),      # cards a seat may draw when it keeps an ace (the most it may draw)
    ("open_min", 1),      # the least value of five dealt cards that opens (0: any deal is played)
    ("win_min", 1),       # the least value that may take the pot (0: the best hand always does)
    ("drawn_wild", 1),    # a card table's wild index (1 + rank) for drawn cards: a rank wild only
                          # when drawn, face up (0: drawn cards count as dealt ones)
    ("max_draw", 1),      # Psycho (kernels/games/psycho.py): the most cards a seat may draw
    ("low_only", 1),      # Honky Tonk's runner: LOWBALL_* below (the low takes the whole pot)
    ("general", 1),       # 1: hands valued by the general evaluator (evaluate.eval_cards), for the
                          # rules the card tables do not hold: four-card hands, the Spanish deck
    ("eval_flags", 1),    # ... its rule flags (evaluate.F_*)
    ("deck_kind", 1),     # ... its deck (cards.DECK_*)
    ("bug_mode", 1),      # ... the bug, the deck's joker (evaluate.BUG_*; 0: no bug)
    ("legs", 1),          # deals a player must win to take the pot (0: every deal is a pot)
    ("roll", 1),          # roll 'em: the order each player turns his cards up, ROLL_* below
    ("own_wild", 1),      # a rank each seat makes wild in its own hand besides the fixed ones
                          # (wild index 1 + rank), found again after the draw: OWN_* below
    ("draws", 1),         # the low runner's draw rounds (0: one; 3: triple draw, lowball only)
), (
    ("draw_policy", 1),   # DRAW_* below
    ("draw_params", 3),   # the draw decision's parameters: the first, seat 0's hold forced
                          # (1 + its bits; 0: the policy decides), for `advise`
), (
    ("show_policy", 1),   # Psycho: which three cards to turn up, SHOW_* below
))
R_DEALT = RULE_SLOTS["dealt"]
R_ACE_DRAW = RULE_SLOTS["ace_draw"]
R_DRAW_POLICY = RULE_SLOTS["draw_policy"]
R_HERO_HOLD = RULE_SLOTS["draw_params"]
R_OPEN_MIN = RULE_SLOTS["open_min"]
R_WIN_MIN = RULE_SLOTS["win_min"]
R_DRAWN_WILD = RULE_SLOTS["drawn_wild"]
R_MAX_DRAW = RULE_SLOTS["max_draw"]
R_OWN_WILD = RULE_SLOTS["own_wild"]
R_DRAWS = RULE_SLOTS["draws"]

# which rank a seat makes wild in its own hand
OWN_NONE = 0
OWN_LOWEST = 1      # its lowest rank, aces high (Kings and Little Ones)
OWN_BEST = 2        # the rank that makes its best hand, the lowest of equals (roll your own)
R_SHOW_POLICY = RULE_SLOTS["show_policy"]
R_LOW_ONLY = RULE_SLOTS["low_only"]
LOWBALL_NONE = 0        # a high-low split
LOWBALL_A5 = 1          # lowball, ace-to-five
LOWBALL_D27 = 2         # lowball, deuce-to-seven (kernels/eval/hand_rules.py; nothing wild)
R_GENERAL = RULE_SLOTS["general"]
R_EVAL_FLAGS = RULE_SLOTS["eval_flags"]
R_DECK_KIND = RULE_SLOTS["deck_kind"]
R_BUG_MODE = RULE_SLOTS["bug_mode"]
R_LEGS = RULE_SLOTS["legs"]
R_ROLL = RULE_SLOTS["roll"]

# roll 'em: which card each player turns up next
ROLL_NONE = 0
ROLL_BEST = 1       # the one that shows the best hand of his cards up
ROLL_WORST = 2      # the one that shows the weakest

# draw policies, in the order the game declares them
DRAW_STANDARD = 0   # keep the made part of the hand, draw to four-flushes and open straights
DRAW_PAT = 1        # never draw
DRAW_KICKER = 2     # as the standard, and an ace kicker kept with a lower pair
DRAW_HONKY = 3      # high-low: four low cards (the low's wild cards, and A to 8 once a rank)
                    # draw to the low, else as the standard
DRAW_LOWBALL = 4    # lowball: keep the low cards, and the lowest others to stay within the limit
DRAW_LOW_PAT9 = 5   # lowball: stand pat on a plain nine-low or better, else as DRAW_LOWBALL

# show policies (Psycho), in the order the game declares them
SHOW_HIDE = 0       # the three cards that show the weakest hand
SHOW_BEST = 1       # the three that show the strongest

LAYOUT, OFFSETS, N_COUNTERS = runner_layout(DRAW_SLICES, (
    ("before_category", N_CATEGORIES),  # every seat's category on the five cards dealt
    ("improved", N_CATEGORIES),         # ... of the seats whose category rose in the draw
    ("void", 2),                        # deals nobody could open; opened deals nobody could win
    ("pot_deals", 16),                  # legs: the deals each pot took (within a block of deals)
))
O_DRAWN = OFFSETS["drawn"][0]
O_RESHUFFLED = OFFSETS["reshuffled"][0]
O_BEFORE = OFFSETS["before_category"][0]
O_IMPROVED = OFFSETS["improved"][0]
O_VOID = OFFSETS["void"][0]
O_POT_DEALS = OFFSETS["pot_deals"][0]

# Honky Tonk's runner (kernels/games/honky_tonk.py): a high-low split, so its own counters after the core
HONKY_LAYOUT, HONKY_OFFSETS, HONKY_N_COUNTERS = runner_layout(DRAW_SLICES, (
    ("before_category", N_CATEGORIES),  # the high category of the five cards dealt
    ("improved", N_CATEGORIES),         # ... of the seats whose high category rose in the draw
    ("low_top", 14),                    # the winning low's top card (ace 1 .. king 13), 0: a pair
    ("low_tie", 1),                     # the low half was shared
    ("scoop", 1),                       # one player took both halves alone
    ("went_low", 1),                    # seats that drew to the low
))

# what ``from .draw_layout import *`` brings: the constants (upper-case names), no helpers
__all__ = [_n for _n in dict(globals()) if _n.isupper()]

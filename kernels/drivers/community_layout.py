"""The community driver's constants (kernels/drivers/community.py): rule slots and counter layout.

Plain Python, no Numba, so that the community games declare themselves without loading it.
"""
from ..core.layout import MAX_SEATS, SHARE_UNITS, rule_slots, runner_layout  # noqa: F401

BOARD = 5           # flop 3, turn 1, river 1
STREETS = 3         # the leader is measured after the deal, the flop and the turn

MAX_HOLE = 6  # Omaha with six hole cards

RULE_SLOTS, R_SIZE = rule_slots((
    ("hole", 1),          # hole cards a seat is dealt
    ("hand_rule", 1),     # how hole and board make a hand: HAND_* below
    ("vol_every", 1),     # volatility measured on every n-th deal of a block
    ("discard_at", 1),    # the point (STREETS' index: 0 the deal, 1 the flop) at which each seat
                          # keeps two hole cards and throws the rest away; -1: no discard
    ("high_low", 1),      # 1: the pot is split with the best ace-to-five low, eight or better
    ("wild_rule", 1),     # Cincinnati Liz: which row card names the wild rank (WILD_* below)
    ("trips_over_straight", 1),  # short-deck hold'em: 1 when three of a kind beats a straight
), (
    ("keep_policy", 1),   # which two it keeps: KEEP_* below
    ("wild_cards", 1),    # a card mask: the cards wild in every hand (their ranks are wild)
), (
    ("exact_hole", 1),    # HAND_EXACT: the hole cards a hand uses, exactly (Omaha: 2)
    ("exact_board", 1),   # ... and the board cards (Omaha: 3; fewer while fewer are out)
))
R_HOLE = RULE_SLOTS["hole"]
R_HAND_RULE = RULE_SLOTS["hand_rule"]
R_VOL_EVERY = RULE_SLOTS["vol_every"]
R_DISCARD_AT = RULE_SLOTS["discard_at"]
R_KEEP_POLICY = RULE_SLOTS["keep_policy"]
R_HIGH_LOW = RULE_SLOTS["high_low"]
R_WILD_RULE = RULE_SLOTS["wild_rule"]
R_TRIPS_OVER_STRAIGHT = RULE_SLOTS["trips_over_straight"]
R_WILD_CARDS = RULE_SLOTS["wild_cards"]
R_EXACT_HOLE = RULE_SLOTS["exact_hole"]
R_EXACT_BOARD = RULE_SLOTS["exact_board"]

KEEP_STANDARD = 0   # the two that make the best hand with the board so far
KEEP_HIGH = 1       # the two highest

HAND_ANY = 0        # the best five of every hole card and the board (Hold'em)
HAND_AT_MOST_TWO = 1  # ... using at most two hole cards (Tahoe; the discard games before it)
HAND_EXACT = 2      # exactly R_EXACT_HOLE hole cards and R_EXACT_BOARD board cards (Omaha)

LAYOUT, OFFSETS, N_COUNTERS = runner_layout((
    ("board_plays", 1),   # the five board cards alone make the best hand
    ("hole_used", 4),     # hole cards the first winner needs: 0 to 3
    ("regret", 1),        # discard games: seats that lost but would have won with other cards kept
    ("low_top", 9),       # high_low: the winning low's top card (5 to 8; 0: no qualifying low)
    ("low_tie", 1),       # ... the low half was shared
    ("scoop", 1),         # ... one player took the whole pot
    ("line", 2),          # Crisscross: the seats playing the vertical line, the horizontal
    ("winner_line", 2),   # ... the first winner's line
))
O_BOARD_PLAYS = OFFSETS["board_plays"][0]
O_HOLE_USED = OFFSETS["hole_used"][0]
O_REGRET = OFFSETS["regret"][0]
O_LOW_TOP = OFFSETS["low_top"][0]
O_LOW_TIE = OFFSETS["low_tie"][0]
O_SCOOP = OFFSETS["scoop"][0]
O_LINE = OFFSETS["line"][0]
O_WINNER_LINE = OFFSETS["winner_line"][0]
CROSS_HOLE = 4      # Crisscross: hole cards a seat
HOLE_OMAHA = 4      # Omaha: hole cards a seat
LIZ_HOLE = 5        # Cincinnati Liz: hole cards a seat
LIZ_MOMENTS = 5     # ... its leaders: after the deal and after each of the first four row cards

WILD_LOWEST = 0     # Cincinnati Liz: the row's lowest rank is wild (deuce low, ace high)
WILD_MIDDLE = 1     # ... the third row card's rank

# what ``from .community_layout import *`` brings: the constants (upper-case names), no helpers
__all__ = [_n for _n in dict(globals()) if _n.isupper()]

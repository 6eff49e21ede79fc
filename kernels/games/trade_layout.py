"""The trading games' constants (kernels/games/trade.py: Italian Poker, Whiskey Poker, Trees): rule
slots, policies, counter layout.

Plain Python, no Numba, so that the games declare themselves without loading their kernels.
"""
from ..core.categories import N_CATEGORIES
from ..core.layout import MAX_SEATS, SHARE_UNITS, rule_slots, runner_layout  # noqa: F401

HAND = 5
MAX_PAIRS = MAX_SEATS * (MAX_SEATS - 1) // 2
MAX_LAPS = 10       # Whiskey Poker: with no knock after this many turns each, the play ends

RULE_SLOTS, R_SIZE = rule_slots((
    ("knock_min", 1),     # Whiskey: the least hand value a player knocks on
), (
    ("trade_policy", 1),  # Italian: EXCHANGE_*; Trees: a five-card draw policy (DRAW_* of
                          # draw_layout); Whiskey: unused (the knock level is its policy)
    ("swap_policy", 1),   # Whiskey: SWAP_* below
    ("knock_rule", 1),    # Whiskey: KNOCK_* below, when a player at the knock level knocks
    ("hero_knock_min", 1),  # Whiskey: seat 0's own knock level (0: knock_min)
    ("trade_params", 2),  # seat 0's first choice forced (advise), 0 the policy's. [0] Italian:
                          # 1 + ITALIAN_PAT, 1 + i (give card i for the marked card), or 1 +
                          # ITALIAN_PAIR + 5i + j (cards i < j for both middle cards); Trees:
                          # 1 + the mask of the cards it keeps in the first round; Whiskey: 1 +
                          # its first turn's PLAY_* below. [1] Whiskey: HERO_SWAP or HERO_KEEP,
                          # the kitty
))
R_KNOCK_MIN = RULE_SLOTS["knock_min"]
R_TRADE_POLICY = RULE_SLOTS["trade_policy"]
R_SWAP_POLICY = RULE_SLOTS["swap_policy"]
R_KNOCK_RULE = RULE_SLOTS["knock_rule"]
R_HERO_KNOCK_MIN = RULE_SLOTS["hero_knock_min"]
R_HERO_EXCHANGE = RULE_SLOTS["trade_params"]
R_HERO_KEEP = RULE_SLOTS["trade_params"]          # Trees
R_HERO_KITTY = RULE_SLOTS["trade_params"] + 1     # Whiskey
HERO_SWAP = 1
HERO_KEEP = 2
R_HERO_PLAY = RULE_SLOTS["trade_params"]          # Whiskey
PLAY_PASS = 0       # a forced first turn: pass, knock, swap hand card i for middle card j
PLAY_KNOCK = 1      # (PLAY_SWAP + 5 i + j), or swap the whole hand (PLAY_ALL)
PLAY_SWAP = 2
PLAY_ALL = 27
ITALIAN_PAT = 5      # a forced exchange's codes (R_HERO_EXCHANGE less 1): 0..4 one card,
ITALIAN_PAIR = 6     # ITALIAN_PAIR + 5 i + j two cards, ITALIAN_PAT none

# Italian Poker's exchange policies, in the order the game declares them
EXCHANGE_STANDARD = 0   # the best of standing pat, one card and two
EXCHANGE_ONE = 1        # the best of standing pat and one card
EXCHANGE_PAT = 2        # never exchange

# Whiskey Poker's kitty policies
SWAP_STANDARD = 0       # take the kitty with a high-card hand
SWAP_NEVER = 1

# Whiskey Poker's knock rules: when a player whose hand is at the knock level knocks
KNOCK_WHEN_NO_GAIN = 0  # only when no exchange betters his hand, even by a kicker
KNOCK_AT_LEVEL = 1      # on his first turn there, rather than exchange

LAYOUT, OFFSETS, N_COUNTERS = runner_layout((
    ("before_category", N_CATEGORIES),  # every seat's category on its five cards dealt
    ("improved", N_CATEGORIES),         # ... of the seats whose category rose
    ("choice", 8),          # Italian: seats standing pat, exchanging one card, two
    ("exchanged", 32),      # Whiskey, Trees: cards a seat took over a deal
    ("trades", MAX_PAIRS + 1),  # Trees: pair trades per deal (a pair trades once at most)
    ("rounds", 16),         # Trees: rounds with a trade; Whiskey: the lap of the knock (0: none)
    ("kitty", MAX_SEATS + 1),  # Whiskey: who took the kitty (0: nobody, 1 + seat)
))
O_BEFORE = OFFSETS["before_category"][0]
O_IMPROVED = OFFSETS["improved"][0]
O_CHOICE = OFFSETS["choice"][0]
O_EXCHANGED = OFFSETS["exchanged"][0]
O_TRADES = OFFSETS["trades"][0]
O_ROUNDS = OFFSETS["rounds"][0]
O_KITTY = OFFSETS["kitty"][0]

# what ``from .trade_layout import *`` brings: the constants (upper-case names), no helpers
__all__ = [_n for _n in dict(globals()) if _n.isupper()]

"""Hot Tuna's layout: its sizes, fees, rule-array slots and counter layout (kernels/games/hot_tuna.py).

Plain Python, no Numba, so that sim/games/hot_tuna.py can declare the game without loading it;
each constant is defined here only. kernels/games/hot_tuna.py takes every upper-case name with
``from .hot_tuna_layout import *`` (Numba compiles module globals in as constants).
"""

QUEEN = 10
N_DECK = 104
STOCK_SIZE = N_DECK + 32       # room for cards sent to the bottom (passes, the Zevon card)
MAX_HANDS = 18
CAT = 20                       # category shift in a value
FULL_HOUSE = 6
ROUNDS = 4
ANTE = 10                      # cents a hand
PASS_FEE = 20
BUY_FEE = 75
WELT_PAY = 25
# 2 * lcm(1..18): every split of either half of the pot is a whole number of units
UNITS = 24504480
GARBAGE_BITS = sum(1 << (3 * s) for s in range(6))

# rule array
R_PASS = 0      # 0 feed, 1 dump, 2 never
R_ROLL = 1      # 0 smart, 1 hide, 2 zevon
R_FOLD = 2      # 0 dead, 1 never
R_BUY = 3       # 0 draw, 1 never, 2 always
R_DECLARE = 4   # 0 threshold, 1 high
# the hero's (seat 0's) choices forced for `simpoker advise`, 0 = his policy's
R_HERO_PASS = 5     # his first pass (round 0, hand 0): 1 keep, 2 pass the held card, 3 the incoming
R_HERO_KEPT = 6     # 1: his three hands keep in round 0 (the first roll's situation says so)
R_HERO_ROLL = 7     # his first roll (round 0, hand 0): 1 the held card, 2 the gained card
R_HERO_BUY = 8      # his first active hand's buy, in buy_shares (the table after the rolls): 1 buy, 2 not
R_SIZE = 9

DECLARE_HIGH = 1
DECLARE_LOW = 2
DECLARE_BOTH = 3

LAYOUT = (
    ("zevon", 1), ("zevon_queen", 1), ("zevon_changes_high", 1), ("zevon_changes_pot", 1),
    ("wild_rank", 14),            # 0 none, 1 + rank otherwise (the queen's slot stays empty)
    ("wild_changes", 16),
    ("winner_category", 10),      # the high half's winning hand
    ("best_category", 10),        # the best high hand at the table, declares aside
    ("hand_category", 10),        # every active hand at the showdown
    ("low_result", 18),           # 0..12 top card (ace-low index) of a no-pair low, 13.. its category 1..5+
    ("no_side", 2),               # nobody won the high half, the low half
    ("carried", 1),
    ("natural_tiebreak", 1),
    ("high_tie", 1), ("low_tie", 1),
    ("scoop_hand", 1), ("scoop_player", 1),
    ("garbage_side", 1),
    ("seat_win", 6),              # pot share units
    ("hand_win", 3),              # by hand: garbage, middle, leftmost
    ("hand_g_win", MAX_HANDS),
    ("roll_from_end_win", MAX_HANDS),   # last round's roll order, 0 = the last hand to roll
    ("roll_from_end_n", MAX_HANDS),     # deals where that position was played
    ("declares", 3),              # high, low, both (active hands)
    ("active_hands", 1),
    ("folds", MAX_HANDS + 1),
    ("passes", 80),
    ("buys", MAX_HANDS + 1),
    ("welt", 9),
    ("pot_cents", 1), ("pot_cents_sq", 1),
)


def _offsets():
    out, at = {}, 0
    for name, n in LAYOUT:
        out[name] = (at, n)
        at += n
    return out, at


OFFSETS, N_COUNTERS = _offsets()
O_ZEVON = OFFSETS["zevon"][0]
O_ZEVON_QUEEN = OFFSETS["zevon_queen"][0]
O_ZCH_HIGH = OFFSETS["zevon_changes_high"][0]
O_ZCH_POT = OFFSETS["zevon_changes_pot"][0]
O_WILD_RANK = OFFSETS["wild_rank"][0]
O_WILD_CHANGES = OFFSETS["wild_changes"][0]
O_WINNER_CAT = OFFSETS["winner_category"][0]
O_BEST_CAT = OFFSETS["best_category"][0]
O_HAND_CAT = OFFSETS["hand_category"][0]
O_LOW_RESULT = OFFSETS["low_result"][0]
O_NO_SIDE = OFFSETS["no_side"][0]
O_CARRIED = OFFSETS["carried"][0]
O_NAT_TIE = OFFSETS["natural_tiebreak"][0]
O_HIGH_TIE = OFFSETS["high_tie"][0]
O_LOW_TIE = OFFSETS["low_tie"][0]
O_SCOOP_HAND = OFFSETS["scoop_hand"][0]
O_SCOOP_PLAYER = OFFSETS["scoop_player"][0]
O_GARBAGE = OFFSETS["garbage_side"][0]
O_SEAT = OFFSETS["seat_win"][0]
O_HAND = OFFSETS["hand_win"][0]
O_HAND_G = OFFSETS["hand_g_win"][0]
O_FROM_END = OFFSETS["roll_from_end_win"][0]
O_FROM_END_N = OFFSETS["roll_from_end_n"][0]
O_DECLARES = OFFSETS["declares"][0]
O_ACTIVE = OFFSETS["active_hands"][0]
O_FOLDS = OFFSETS["folds"][0]
O_PASSES = OFFSETS["passes"][0]
O_BUYS = OFFSETS["buys"][0]
O_WELT = OFFSETS["welt"][0]
O_POT = OFFSETS["pot_cents"][0]
O_POT_SQ = OFFSETS["pot_cents_sq"][0]


# what ``from .hot_tuna_layout import *`` brings: the constants (upper-case names), no helpers
__all__ = [_n for _n in dict(globals()) if _n.isupper()]

"""The stud driver's constants: rule-array slots, deal codes, wild modes, sizes, counter layout.

Plain Python, no Numba: the game declarations in sim/games/ import this module when they register
(``simpoker list`` and ``show`` must not load Numba), and each constant is defined here only.
kernels/stud.py takes every upper-case name with ``from .stud_layout import *``: Numba compiles a
kernel's module globals in as constants, so the kernels need these as globals of their own module,
and a constant added here reaches them without an import list to keep in step. The other stud
kernels import what they use from kernels/stud.py, as before.
"""

# Rule array indices.
R_WILD_MODE = 0     # W_* below
R_WILD_SET = 1      # rank mask: ranks that set (W_LAST_SHOWN) or trigger (W_FOLLOW) the wild rank
R_EXTRA_RANKS = 2   # rank mask: an up card of these ranks earns an extra down card
R_EXTRA_POLICY = 3  # 0 never take it, 1 always
R_VOL_EVERY = 4     # volatility is measured on every deal whose index in its block divides by this
R_FIRST_ROUND = 5   # index of the first street after which the leaders are measured
R_QUEEN_PAYS = 6    # 1: count queen-of-hearts payments (face-up fives pay a face-up Qh)
R_EVAL_K = 7        # 0: best five through the hash tables; k > 0: best k, no straights or flushes
R_SIDE = 8          # SIDE_*: what the other half of a split pot goes to
R_HOUSE = 9         # 1: the last seat is the house hand (it plays, but is no player)
R_FLIP = 10         # FLIP street policy: 0 turn up the lower card, 1 the higher
R_COUNT_UP = 11     # rank mask: face-up cards of these ranks are counted per deal (costs)
R_POLICY = 12       # the game's main decision policy (games with their own deal, 0 = default)
R_TWIST = 14        # Colored Poker (kernels/stud_score.py): 1 = the twist is played
R_INNINGS = 15      # Blind Baseball (kernels/stud_score.py): cards dealt to each seat
R_THRESHOLDS = 16   # Countdown: the least hand value that stays in, one per betting round
R_SIZE = 24

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
OVERTIMES = 2

DOWN = 0
UP = 1
FLIP = 2            # a down card to each seat, who then turns up one of his two hidden cards

MAX_SEATS = 10
MAX_HAND = 16
MAX_ROUNDS = 8
SHARE_UNITS = 5040  # 2 * lcm(1..10): half-pot shares stay integers for ten-way splits
QUEEN_OF_HEARTS = 4 * 10 + 2
FIVE_RANK = 3

# Counter layout: (name, length). Offsets follow in order.
LAYOUT = (
    ("winner_category", 12),
    ("hand_category", 12),
    ("seat_win", MAX_SEATS),
    ("tie", 1),
    ("wild_rank", 15),       # none, then 2..A, then the jokers
    ("wild_held", 16),       # wild cards in a seat's final hand
    ("wild_changes", 32),    # per deal (at most one per up card, so never capped in stud)
    ("extra_cards", 5),      # per seat
    ("extra_per_deal", 8),   # extra cards bought in the whole deal (7 = seven or more)
    ("qh_face_up", 1),
    ("qh_payments", 8),      # payments per deal (7 = seven or more)
    ("shared_card", 1),
    ("vol_deals", 1),
    ("leader_full_wins", MAX_ROUNDS),
    ("leader_showing_wins", MAX_ROUNDS),
    ("lead_changes", 8),     # per measured deal
    ("show_lead_changes", 8),  # per measured deal, for the best hand showing
    ("middle_cards", 8),     # Seven-Up middle cards per deal
    ("house_category", 12),  # the house hand (Trump is Wild)
    ("side_tie", 1),         # the side half is split
    ("scoop", 1),            # one seat wins both halves alone
    ("side_points", 128),    # every seat's side score (diamond points, basketball score)
    ("side_win_points", 128),  # the side half's winning score
    ("overtime", OVERTIMES + 1),  # basketball overtime periods played
    ("draw", 1),             # basketball still tied after the overtimes: a high-card draw
    ("counted_up", 8),       # face-up cards of the R_COUNT_UP ranks per deal
    ("folds_by_round", MAX_ROUNDS),
    ("wild_changes_winner", 1),
    ("hand_size", MAX_HAND + 1),  # every seat's final number of cards
    ("takes", 32),           # cards taken per deal (Have a Heart)
    ("drawn", 8),            # cards drawn per seat
    ("reshuffled", 1),       # the discards were reshuffled into a new stock
    ("middle_used", 3),      # middle cards the winning hand needs (Share Your Hole)
    ("middle_changes_winner", 1),
    ("declares", 2),         # seats declaring high, low (Colored Poker)
    ("no_side", 2),          # deals where nobody declared high, low
    ("half_tie", 2),         # the high half, the low half is split
    ("twists", 8),           # replacements per deal
    ("high_win_total", 80),  # the winning high total
    ("low_win_total", 80),   # the winning low total
    ("turned", MAX_HAND + 1),  # cards a seat turned in play (Blind Baseball)
    ("turns", MAX_HAND + 1),   # turns a seat took
    ("out", 1),              # seats knocked out
)
OFFSETS = {}
_o = 0
for _name, _len in LAYOUT:
    OFFSETS[_name] = (_o, _len)
    _o += _len
N_COUNTERS = _o
O_WINNER = OFFSETS["winner_category"][0]
O_HAND = OFFSETS["hand_category"][0]
O_SEAT = OFFSETS["seat_win"][0]
O_TIE = OFFSETS["tie"][0]
O_WILD_RANK = OFFSETS["wild_rank"][0]
O_WILD_HELD = OFFSETS["wild_held"][0]
O_WILD_CHANGES = OFFSETS["wild_changes"][0]
O_EXTRA = OFFSETS["extra_cards"][0]
O_QH_UP = OFFSETS["qh_face_up"][0]
O_QH_PAY = OFFSETS["qh_payments"][0]
O_EXTRA_DEAL = OFFSETS["extra_per_deal"][0]
O_SHARED = OFFSETS["shared_card"][0]
O_VOL_DEALS = OFFSETS["vol_deals"][0]
O_LEAD_FULL = OFFSETS["leader_full_wins"][0]
O_LEAD_SHOW = OFFSETS["leader_showing_wins"][0]
O_LEAD_CHANGES = OFFSETS["lead_changes"][0]
O_SHOW_CHANGES = OFFSETS["show_lead_changes"][0]
O_MIDDLE = OFFSETS["middle_cards"][0]
O_HOUSE_CAT = OFFSETS["house_category"][0]
O_SIDE_TIE = OFFSETS["side_tie"][0]
O_SCOOP = OFFSETS["scoop"][0]
O_SIDE_POINTS = OFFSETS["side_points"][0]
O_SIDE_WIN = OFFSETS["side_win_points"][0]
O_OVERTIME = OFFSETS["overtime"][0]
O_DRAW = OFFSETS["draw"][0]
O_COUNTED_UP = OFFSETS["counted_up"][0]
O_FOLDS = OFFSETS["folds_by_round"][0]
O_WILD_CHANGES_WINNER = OFFSETS["wild_changes_winner"][0]
O_HAND_SIZE = OFFSETS["hand_size"][0]
O_TAKES = OFFSETS["takes"][0]
O_DRAWN = OFFSETS["drawn"][0]
O_RESHUFFLED = OFFSETS["reshuffled"][0]
O_MIDDLE_USED = OFFSETS["middle_used"][0]
O_MIDDLE_CHANGES = OFFSETS["middle_changes_winner"][0]
O_DECLARES = OFFSETS["declares"][0]
O_NO_SIDE = OFFSETS["no_side"][0]
O_HALF_TIE = OFFSETS["half_tie"][0]
O_TWISTS = OFFSETS["twists"][0]
O_HIGH_WIN = OFFSETS["high_win_total"][0]
O_LOW_WIN = OFFSETS["low_win_total"][0]
O_TURNED = OFFSETS["turned"][0]
O_TURNS = OFFSETS["turns"][0]
O_OUT = OFFSETS["out"][0]


# what ``from .stud_layout import *`` brings: the constants (upper-case names), no helpers
__all__ = [_n for _n in dict(globals()) if _n.isupper()]

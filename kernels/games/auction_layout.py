"""Auction's constants (kernels/games/auction.py): chips, rule slots, policies, counter layout.

Plain Python, no Numba, so that the game declares itself without loading its kernel.
"""
from ..core.layout import MAX_SEATS, SHARE_UNITS, rule_slots, runner_layout  # noqa: F401

ROUNDS = 4              # auction rounds, one up card bought a player each
ANTE = 1                # chips each player puts in the pot
MIN_BID = 1             # chips: the table's minimum bet
MAX_BID = 5             # chips: the table's maximum bet
NET_SCALE = 420         # lcm(1..7): a pot split any way among up to seven is whole in these

RULE_SLOTS, R_SIZE = rule_slots((), (
    ("bid_policy", 1),      # BID_* below
    ("pick_policy", 1),     # PICK_* below
    ("hero_bid", 1),        # seat 0's bid in the first round (advise): the chips, 0 the policy's
    ("hero_pick", 1),       # seat 0's pick in the first round (advise): 1 + the offer position
                            # of the card, 0 the policy's (a card already taken: the policy's)
))
R_BID_POLICY = RULE_SLOTS["bid_policy"]
R_PICK_POLICY = RULE_SLOTS["pick_policy"]
R_HERO_BID = RULE_SLOTS["hero_bid"]
R_HERO_PICK = RULE_SLOTS["hero_pick"]

BID_GAIN = 0            # the minimum plus two chips a category the best card would add
BID_FLAT = 1            # always the minimum
BID_HIGH = 2            # the maximum when the best card adds a category, else the minimum

PICK_BEST = 0           # the card that makes the best hand
PICK_HIGHEST = 1        # the highest card

LAYOUT, OFFSETS, N_COUNTERS = runner_layout((
    ("bids", MAX_BID + 1),       # seat-rounds by bid
    ("spent", MAX_SEATS),        # chips bid, by seat: sum
    ("spent_sq", MAX_SEATS),     # ... sum of each deal's square
    ("won", MAX_SEATS),          # chips taken from the pot, by seat, times NET_SCALE
    ("net_sq", MAX_SEATS),       # (chips won - ante - bids)**2 times NET_SCALE**2, by seat
    ("first_pick", MAX_SEATS),   # rounds in which the seat picked first
    ("first_picker_share", 1),   # pot shares (SHARE_UNITS) of the first round's first picker
))
O_BIDS = OFFSETS["bids"][0]
O_SPENT = OFFSETS["spent"][0]
O_SPENT_SQ = OFFSETS["spent_sq"][0]
O_WON = OFFSETS["won"][0]
O_NET_SQ = OFFSETS["net_sq"][0]
O_FIRST_PICK = OFFSETS["first_pick"][0]
O_FIRST_PICKER_SHARE = OFFSETS["first_picker_share"][0]

# what ``from .auction_layout import *`` brings: the constants (upper-case names)
__all__ = [_n for _n in dict(globals()) if _n.isupper()]

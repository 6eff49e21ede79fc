"""Counter and rule-array layouts: the core every runner shares, and how a runner adds its own.

Plain Python, no Numba (game declarations import it). A layout is a tuple of (name, length) in
order; its offsets follow. Every runner's counters begin with ``CORE`` (what every game reports:
winner and hand categories, seat wins, ties, the wild rank and wild cards held, volatility), so
the shared showdown and volatility helpers write the same offsets whichever runner calls them;
after the core each runner module declares its own slices and its own counter count
(``runner_layout``), and nothing another game adds moves them. Rule arrays are declared the same
way (``rule_slots``): named slots, laid out in order, so no two meanings can share a slot.

Hot Tuna (kernels/games/hot_tuna_layout.py) keeps a layout of its own: three hands a player and six
seats give its tables other shapes.
"""

from .categories import N_CATEGORIES

MAX_SEATS = 10
MAX_ROUNDS = 8
SHARE_UNITS = 5040  # 2 * lcm(1..10): seat_win counts pot shares in these, whole for ten-way splits

CORE = (
    ("winner_category", N_CATEGORIES),
    ("hand_category", N_CATEGORIES),
    ("first_seat_category", N_CATEGORIES),  # seat 0's final hand: the hero's, for odds
    ("seat_win", MAX_SEATS),
    ("seat_win_second", MAX_SEATS),  # of seat_win, the shares of a split pot's second half (low, side)
    ("tie", 1),
    ("wild_rank", 15),       # none, then 2..A, then the jokers
    ("wild_held", 16),       # wild cards in a seat's final hand
    ("wild_changes", 32),    # per deal (at most one per up card, so never capped in stud)
    ("vol_deals", 1),
    ("leader_full_wins", MAX_ROUNDS),
    ("leader_showing_wins", MAX_ROUNDS),
    ("lead_changes", 8),     # per measured deal
    ("show_lead_changes", 8),  # per measured deal, for the best hand showing
)

# slices that more than one runner keeps, declared once
DRAW_SLICES = (
    ("drawn", 8),            # cards drawn per seat
    ("reshuffled", 1),       # the discards were reshuffled into a new stock
)


def layout_offsets(layout):
    """({name: (offset, length)}, total) of a layout; a name declared twice is an error."""
    offsets, at = {}, 0
    for name, length in layout:
        if name in offsets:
            raise ValueError(f"counter {name!r} is declared twice")
        if length < 1:
            raise ValueError(f"counter {name!r} has length {length}")
        offsets[name] = (at, length)
        at += length
    return offsets, at


def runner_layout(*own):
    """(layout, offsets, total) of a runner that keeps ``own`` slices after the core."""
    layout = CORE + tuple(x for group in own for x in group)
    offsets, total = layout_offsets(layout)
    return layout, offsets, total


def rule_slots(*groups):
    """({name: index}, size) of a rule array laid out from (name, width) groups in order; a
    slot of width w is followed by w - 1 more (thresholds per round, a decision's parameters)."""
    offsets, size = layout_offsets(tuple(x for group in groups for x in group))
    return {name: at for name, (at, _) in offsets.items()}, size


_CORE_OFFSETS, N_CORE = layout_offsets(CORE)
O_WINNER = _CORE_OFFSETS["winner_category"][0]
O_HAND = _CORE_OFFSETS["hand_category"][0]
O_FIRST_CAT = _CORE_OFFSETS["first_seat_category"][0]
O_SEAT = _CORE_OFFSETS["seat_win"][0]
O_SECOND = _CORE_OFFSETS["seat_win_second"][0]
O_TIE = _CORE_OFFSETS["tie"][0]
O_WILD_RANK = _CORE_OFFSETS["wild_rank"][0]
O_WILD_HELD = _CORE_OFFSETS["wild_held"][0]
O_WILD_CHANGES = _CORE_OFFSETS["wild_changes"][0]
O_VOL_DEALS = _CORE_OFFSETS["vol_deals"][0]
O_LEAD_FULL = _CORE_OFFSETS["leader_full_wins"][0]
O_LEAD_SHOW = _CORE_OFFSETS["leader_showing_wins"][0]
O_LEAD_CHANGES = _CORE_OFFSETS["lead_changes"][0]
O_SHOW_CHANGES = _CORE_OFFSETS["show_lead_changes"][0]

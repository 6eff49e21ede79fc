"""The counters every driver's row begins with, in order, as the game-file documentation lists
them (docs/game-files.md, "What one deal counts" on each driver page)."""

CORE_LAYOUT = (
    ("winner_category", 12),
    ("hand_category", 12),
    ("first_seat_category", 12),
    ("seat_win", 10),
    ("seat_win_second", 10),
    ("tie", 1),
    ("wild_rank", 15),
    ("wild_held", 16),
    ("wild_changes", 32),
    ("vol_deals", 1),
    ("leader_full_wins", 8),
    ("leader_showing_wins", 8),
    ("lead_changes", 8),
    ("show_lead_changes", 8),
)

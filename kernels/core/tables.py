"""Small lookup tables over 13-bit rank masks, built once with numpy.

All rows live in one int32 array ``TB[row, mask]`` so a kernel takes a single table argument.
Rank values in tables are 2..14 (ace 14); 0 means "none".
"""
import numpy as np

from .cards import N_RANKS

N_MASKS = 1 << N_RANKS
MAX_FILL = 5  # wild cards beyond five never add anything to a five-card hand

ROW_HB = 0            # highest rank value present
ROW_TOP = 1           # ROW_TOP + k: the top k ranks packed as nibbles from bit 16 down
ROW_POP = 7           # number of ranks present
N_DECK_LAYOUTS = 5
ROW_STRAIGHT = 8      # + 6 * layout + w: best straight high reachable with w fills
ROW_FOUR_RUN = ROW_STRAIGHT + 6 * N_DECK_LAYOUTS  # + 6 * layout + w: best four-rank run, (high << 13) | run mask
N_ROWS = ROW_FOUR_RUN + 6 * N_DECK_LAYOUTS

# Row displacement of the hand hash tables (kernels.eval.hash_tables): key >> HASH_SHIFT picks the row.
HASH_SHIFT = 10
HASH_MASK = (1 << HASH_SHIFT) - 1

# Straight windows as (high rank value, rank indices). The stripped deck has no 2..6, so its
# ace-low straight is A-7-8-9-T. Layouts 2 and 3 are for ace-to-six lows: the caller puts the ace
# at bit 0 (below the deuce), so straights are plain runs of the ranks in play and nothing wraps.
# Deuce-to-seven reads layout 2 with the ace left at the top: A-K-Q-J-T runs, A-2-3-4-5 does not.
_STD_RANKS = list(range(13))
_SPANISH_RANKS = list(range(5, 13))
_ACE_LOW_SPANISH_RANKS = [0] + list(range(6, 13))
_SHORT_DECK_RANKS = list(range(4, 13))  # 6..A, so the ace-low straight is A-6-7-8-9
DECK_LAYOUT_ACE_LOW = 2  # + deck (0 standard, 1 stripped)
DECK_LAYOUT_SHORT = 4    # the 36-card short deck (kernels/eval/hand_rules.py)


def _windows(ranks, length, wrap=True):
    out = []
    if wrap:
        low_ace = [12] + ranks[: length - 1]
        out.append((ranks[length - 2] + 2, low_ace))
    for i in range(len(ranks) - length + 1):
        run = ranks[i : i + length]
        out.append((run[-1] + 2, run))
    return out


def build_tables():
    """Every row, vectorised over the 8,192 masks (a loop over masks slowed every import)."""
    masks = np.arange(N_MASKS, dtype=np.int64)
    bits = (masks[:, None] >> np.arange(N_RANKS)) & 1
    tb = np.zeros((N_ROWS, N_MASKS), dtype=np.int32)
    tb[ROW_POP] = bits.sum(axis=1)
    seen = np.zeros(N_MASKS, dtype=np.int64)  # ranks above r present in the mask
    for r in range(N_RANKS - 1, -1, -1):       # the highest rank first
        here = bits[:, r] == 1
        tb[ROW_HB] = np.where(here & (seen == 0), r + 2, tb[ROW_HB])
        packed = (r + 2) << (16 - 4 * np.minimum(seen, 4))  # rank r is the (seen + 1)-th highest
        for k in range(1, 6):
            tb[ROW_TOP + k] |= np.where(here & (seen < k), packed, 0).astype(np.int32)
        seen += here
    layouts = (_STD_RANKS, _SPANISH_RANKS, _STD_RANKS, _ACE_LOW_SPANISH_RANKS, _SHORT_DECK_RANKS)
    for deck, ranks in enumerate(layouts):
        wrap = deck not in (DECK_LAYOUT_ACE_LOW, DECK_LAYOUT_ACE_LOW + 1)
        for row, length in ((ROW_STRAIGHT, 5), (ROW_FOUR_RUN, 4)):
            windows = []
            for high, run in _windows(ranks, length, wrap=wrap):
                run_mask = sum(1 << r for r in run)
                missing = length - bits[:, run].sum(axis=1)
                windows.append((high if length == 5 else (high << 13) | run_mask, missing))
            for w in range(MAX_FILL + 1):
                best = np.zeros(N_MASKS, dtype=np.int64)
                for code, missing in windows:
                    best = np.where((missing <= w) & (code > best), code, best)
                tb[row + 6 * deck + w] = best
    return tb


TABLES = build_tables()

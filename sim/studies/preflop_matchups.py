"""Every heads-up Hold'em matchup before the flop, counted exactly once per matchup up to suits:
computed (the grouped board walk, kernels/eval/odds_enum.py, on threads), kept in
sim/data/preflop_heads_up.npz, and read back for `odds` and the preflop tables.

Two matchups are the same up to suits when a relabelling of the four suits turns one into the
other: they have the same counts on every board. A matchup's canonical form is the smallest of
its 24 relabellings, each hand's cards in descending code order; the 1,624,350 ordered matchups
fold into the canonical ones the file holds, each with seat 0's wins, seat 1's wins, the ties,
and seat 0's final hand by category over the 1,712,304 boards.
"""
from itertools import combinations, permutations
from pathlib import Path

STORE = Path(__file__).resolve().parent.parent / "data" / "preflop_heads_up.npz"
BOARDS = 1_712_304  # C(48, 5)
SUIT_MAPS = tuple(permutations(range(4)))
# a stored row: seat 0's wins, seat 1's wins, ties, then seat 0's final hands by category
WIN0, WIN1, TIES, CATS = 0, 1, 2, 3
_LOADED = {}


def _pack(a, b, c, d):
    return ((a * 52 + b) * 52 + c) * 52 + d


def canonical_key(hero, villain):
    """The packed canonical form of an ordered matchup (two pairs of card codes)."""
    best = None
    for m in SUIT_MAPS:
        x, y = (hero[0] & ~3) | m[hero[0] & 3], (hero[1] & ~3) | m[hero[1] & 3]
        u, w = (villain[0] & ~3) | m[villain[0] & 3], (villain[1] & ~3) | m[villain[1] & 3]
        key = _pack(max(x, y), min(x, y), max(u, w), min(u, w))
        if best is None or key < best:
            best = key
    return best


def all_matchups():
    """(every ordered matchup as four codes [n, 4], each one's canonical key [n]), numpy."""
    import numpy as np

    hands = np.array([(b, a) for a, b in combinations(range(52), 2)], dtype=np.int64)  # hi, lo
    i, j = np.meshgrid(np.arange(len(hands)), np.arange(len(hands)), indexing="ij")
    i, j = i.ravel(), j.ravel()
    pairs = np.concatenate([hands[i], hands[j]], axis=1)
    pairs = pairs[(pairs[:, :2, None] != pairs[:, None, 2:]).all(axis=(1, 2))]
    best = None
    for m in SUIT_MAPS:
        mapped = (pairs & ~3) | np.array(m)[pairs & 3]
        h = np.sort(mapped[:, :2], axis=1)[:, ::-1]
        v = np.sort(mapped[:, 2:], axis=1)[:, ::-1]
        key = _pack(h[:, 0], h[:, 1], v[:, 0], v[:, 1])
        best = key if best is None else np.minimum(best, key)
    return pairs, best


def compute(threads=2, log=None):
    """(canonical keys sorted [k], rows [k, 3 + categories]) of every canonical matchup, counted
    on ``threads`` threads."""
    from concurrent.futures import ThreadPoolExecutor

    import numpy as np

    from kernels.core.categories import N_CATEGORIES
    from kernels.eval import odds_board as ko
    from kernels.eval.hash_tables import card_table
    from kernels.eval.odds_enum import heads_up_preflop, natural_values

    from ..spec.evaluation import hash_tables

    pairs, keys = all_matchups()
    keys, first = np.unique(keys, return_index=True)
    todo = pairs[first]
    offs, nonflush, flush = hash_tables()
    tables = (card_table(0), offs, natural_values(nonflush), flush)
    chunks = np.array_split(np.arange(len(todo)), max(1, len(todo) // 512))
    rows = np.zeros((len(todo), 3 + N_CATEGORIES), dtype=np.int64)

    def count(idx):
        out = heads_up_preflop(np.ascontiguousarray(todo[idx]), *tables)
        rows[idx, WIN0] = out[:, ko.O_WIN]
        rows[idx, WIN1] = out[:, ko.O_WIN + 1]
        rows[idx, TIES] = out[:, ko.O_TIE]
        rows[idx, CATS:] = out[:, ko.O_HERO_CAT:ko.O_HERO_CAT + N_CATEGORIES]
        return len(idx)

    done = 0
    with ThreadPoolExecutor(threads) as pool:
        for n in pool.map(count, chunks):
            done += n
            if log is not None and done % (len(todo) // 10 + 1) < n:
                log(f"{done:,} of {len(todo):,} matchups")
    return keys, rows


def write(keys, rows, path=STORE):
    """The store, written atomically (int32: a count is at most 1,712,304)."""
    import os
    import tempfile

    import numpy as np

    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".npz")
    os.close(fd)
    np.savez_compressed(tmp, keys=keys.astype(np.int64), rows=rows.astype(np.int32))
    os.chmod(tmp, 0o644)
    os.replace(tmp, path)


def load(path=STORE):
    """(keys, rows) of the store, read once; None when the file is missing."""
    if path not in _LOADED:
        import numpy as np

        if not Path(path).exists():
            return None
        with np.load(path) as f:
            _LOADED[path] = (f["keys"], f["rows"].astype(np.int64))
    return _LOADED[path]


def stored_row(hero, villain):
    """The stored row of an ordered matchup (two pairs of card codes), or None."""
    store = load()
    if store is None:
        return None
    import numpy as np

    keys, rows = store
    key = canonical_key(hero, villain)
    at = int(np.searchsorted(keys, key))
    if at == len(keys) or keys[at] != key:
        return None
    return rows[at]


def odds_row(hero, villain):
    """kernels/odds_board's row of counts of a heads-up matchup before the flop, from the
    store: what exact_seven_grouped counts over every board. None when it is not stored."""
    stored = stored_row(hero, villain)
    if stored is None:
        return None
    import numpy as np

    from kernels.core.categories import N_CATEGORIES
    from kernels.eval import odds_board as ko

    row = np.zeros(ko.N_COUNTS, dtype=np.int64)
    ties = stored[TIES]
    for p, wins in enumerate((stored[WIN0], stored[WIN1])):
        row[ko.O_WIN + p] = wins
        row[ko.O_TIE + p] = ties
        row[ko.O_UNITS + p] = wins * ko.SHARE_UNITS + ties * (ko.SHARE_UNITS // 2)
    row[ko.O_HERO_CAT:ko.O_HERO_CAT + N_CATEGORIES] = stored[CATS:]
    row[ko.O_TRIALS] = BOARDS
    return row


if __name__ == "__main__":
    import time

    t0 = time.perf_counter()
    k, r = compute(log=print)
    write(k, r)
    print(f"{len(k):,} matchups in {time.perf_counter() - t0:.0f} s: {STORE}")

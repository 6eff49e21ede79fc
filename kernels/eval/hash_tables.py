"""Perfect-hash tables for the hot path: best five of up to seven cards, any number of wilds.

A natural card adds ``RANK_KEY[rank] + SIZE_KEY`` to a running key. The rank keys make the sum
unique for every multiset of at most seven ranks with at most four of each (a known construction,
checked here), and SIZE_KEY separates multisets of different sizes. The sparse key space is then
packed by row displacement into a dense slot table, so a hand costs two small-table lookups.

Every table entry is computed by ``eval_masks``: the fast path can only ever agree with the
general evaluator, and the tests check it hand by hand.
"""
import hashlib
import os
import tempfile
from functools import lru_cache

import numpy as np
from numba import njit

from ..core.categories import CAT_SHIFT, N_CATEGORIES
from .evaluate import F_ONLY_STRAIGHT_FLUSH, eval_masks
from ..core.tables import HASH_SHIFT as ROW_SHIFT
from ..core.tables import TABLES

RANK_KEY = np.array(
    [0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181], dtype=np.int64
)
SIZE_KEY = np.int64(8_000_000)  # above the largest seven-card rank sum (about 7.8 M)
CARD_KEY = RANK_KEY + SIZE_KEY
MAX_CARDS = 7
MAX_WILD = 7
TABLE_VERSION = 2


def _multisets(max_cards=MAX_CARDS):
    """Every multiset of at most ``max_cards`` ranks, at most four of each, as count vectors."""
    out = []

    def rec(r, left, counts):
        if r == 13:
            out.append(list(counts))
            return
        for c in range(min(4, left) + 1):
            counts.append(c)
            rec(r + 1, left - c, counts)
            counts.pop()

    rec(0, max_cards, [])
    return np.array(out, dtype=np.int64)


def _displace(keys):
    """Row-displacement packing: an offset per row so that every key lands in its own slot."""
    rows = keys >> ROW_SHIFT
    cols = keys & ((1 << ROW_SHIFT) - 1)
    n_rows = int(rows.max()) + 1
    order = np.lexsort((cols, rows))
    rows, cols = rows[order], cols[order]
    starts = np.searchsorted(rows, np.arange(n_rows + 1)).astype(np.int64)
    by_size = np.argsort(-(starts[1:] - starts[:-1]), kind="stable").astype(np.int64)
    offsets = np.zeros(n_rows, dtype=np.int32)
    n_slots = _place_rows(cols, starts, by_size, offsets, len(keys) * 8 + (2 << ROW_SHIFT))
    if n_slots < 0:
        raise AssertionError("row displacement ran out of room")
    return offsets, n_slots


@njit(cache=True)
def _place_rows(cols, starts, by_size, offsets, capacity):
    occupied = np.zeros(capacity, dtype=np.bool_)
    first_free = 0
    top = 0
    for r in by_size:
        a, b = starts[r], starts[r + 1]
        if a == b:
            continue
        while occupied[first_free]:
            first_free += 1
        o = first_free - cols[a]
        while True:
            ok = o >= 0
            if o + (1 << ROW_SHIFT) >= capacity:
                return -1
            if ok:
                for i in range(a, b):
                    if occupied[o + cols[i]]:
                        ok = False
                        break
            if ok:
                break
            o += 1
        for i in range(a, b):
            occupied[o + cols[i]] = True
            if o + cols[i] + 1 > top:
                top = o + cols[i] + 1
        offsets[r] = o
    return top


@njit(cache=True)
def _fill(counts, slots, nonflush, flush, TB):
    for i in range(counts.shape[0]):
        m1 = m2 = m3 = m4 = np.int64(0)
        size = 0
        for r in range(13):
            c = counts[i, r]
            size += c
            bit = np.int64(1) << r
            if c >= 1:
                m1 |= bit
            if c >= 2:
                m2 |= bit
            if c >= 3:
                m3 |= bit
            if c >= 4:
                m4 |= bit
        for w in range(MAX_WILD + 1 - size):
            n = size + w
            if n == 0:
                continue
            k = 5 if n > 5 else n
            # no suit information here: flushes come from the flush table
            nonflush[w, slots[i]] = eval_masks(m1, m2, m3, m4, np.int64(0), w, k, np.int64(0), np.int64(0), TB)
    for w in range(MAX_WILD + 1):
        for sm in range(8192):
            flush[w, sm] = eval_masks(np.int64(sm), np.int64(0), np.int64(0), np.int64(0), np.int64(sm), w, np.int64(5),
                                      np.int64(F_ONLY_STRAIGHT_FLUSH), np.int64(0), TB)


def build_hash_tables():
    counts = _multisets()
    sizes = counts.sum(axis=1)
    keys = counts @ RANK_KEY + sizes * SIZE_KEY
    if len(np.unique(keys)) != len(keys):
        raise AssertionError("rank keys do not separate every multiset")
    offsets, n_slots = _displace(keys)
    slots = offsets[keys >> ROW_SHIFT] + (keys & ((1 << ROW_SHIFT) - 1))
    nonflush = np.zeros((MAX_WILD + 1, n_slots), dtype=np.int32)
    flush = np.zeros((MAX_WILD + 1, 8192), dtype=np.int32)
    _fill(counts, slots.astype(np.int64), nonflush, flush, TABLES)
    values, classes = np.unique(nonflush, return_inverse=True)
    if len(values) > 65535:
        raise AssertionError("too many distinct hand values for uint16 classes")
    nonflush16 = classes.reshape(nonflush.shape).astype(np.uint16)
    return offsets, (nonflush16, values.astype(np.int32)), flush


def _cache_path():
    from .. import cache_root

    root = cache_root()
    here = os.path.dirname(__file__)
    src = b"".join(open(os.path.join(here, f), "rb").read()
                   for f in ("hash_tables.py", "evaluate.py", os.path.join("..", "core", "tables.py")))
    digest = hashlib.sha256(src).hexdigest()[:16]
    return os.path.join(root, f"hash-tables-v{TABLE_VERSION}-{digest}.npz")


PACKAGED = os.path.join(os.path.dirname(__file__), "hash_tables.npz")


def _read(path):
    with np.load(path) as z:
        return z["offsets"], (z["nonflush"], z["classes"]), z["flush"]


def load_hash_tables():
    """(offsets, (slot classes, class values), flush).

    The package ships the tables (a quarter of a megabyte), which saves first runs the build
    (a few seconds of compiling and filling). A test checks that the shipped file equals a fresh
    build; after an evaluator change, regenerate it with ``python -m kernels.eval.hash_tables``.
    Without the file, the tables are built once and kept in the user cache.
    """
    return _load_or_build((PACKAGED, _cache_path()), _read, build_hash_tables, _write)


def _load_or_build(paths, read, build, write):
    """What the first readable path holds, else ``build()``, kept at the last path (the user
    cache) for next time."""
    for path in paths:
        try:
            return read(path)
        except (OSError, KeyError, ValueError):
            pass
    built = build()
    try:
        os.makedirs(os.path.dirname(paths[-1]), exist_ok=True)
        write(paths[-1], built)
    except OSError:
        pass  # a read-only home only costs the rebuild next time
    return built


def _save(path, **arrays):
    """Write an .npz file atomically (a temporary file, then a rename), readable by all."""
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), suffix=".npz")
    with os.fdopen(fd, "wb") as f:
        np.savez_compressed(f, **arrays)
    os.chmod(tmp, 0o644)
    os.replace(tmp, path)


def _write(path, tables):
    offsets, (nonflush, classes), flush = tables
    _save(path, offsets=offsets, nonflush=nonflush, classes=classes, flush=flush)


SEVEN_PACKAGED = os.path.join(os.path.dirname(__file__), "seven_table.npz")


def build_seven_table(tables):
    """A table for exactly seven cards, wild ones included: (adjust, offsets, values).

    A seven-card hand's hash key k (as the tables above read it) becomes ``k + adjust[k >> 27]``:
    its natural ranks' sum, moved into a range of its own for each number of wild cards (rank sums
    are unique within a size, not across sizes). Row displacement packs those keys as above, and
    the slots hold the hand values themselves, not classes: one read fewer than the general
    tables, and a sixth of their size, so the showdown's reads stay in the processor's caches.
    Built from the general tables, so the two can only agree.
    """
    offsets, (nonflush, classes), _ = tables
    counts = _multisets()
    sizes = counts.sum(axis=1)
    rank_sums = counts @ RANK_KEY
    wilds = MAX_CARDS - sizes
    base = np.zeros(MAX_WILD + 1, dtype=np.int64)
    for w in range(1, MAX_WILD + 1):
        base[w] = base[w - 1] + int(rank_sums[wilds == w - 1].max()) + 1
    keys7 = rank_sums + base[wilds]
    if len(np.unique(keys7)) != len(keys7):
        raise AssertionError("seven-card keys collide")
    general = sizes * SIZE_KEY + rank_sums
    slots = offsets[general >> ROW_SHIFT] + (general & ((1 << ROW_SHIFT) - 1))
    offsets7, n_slots = _displace(keys7)
    values = np.zeros(n_slots, dtype=np.int32)
    values[offsets7[keys7 >> ROW_SHIFT] + (keys7 & ((1 << ROW_SHIFT) - 1))] = \
        classes[nonflush[wilds, slots]]
    adjust = np.array([base[w] - (w << 27) - (MAX_CARDS - w) * SIZE_KEY for w in range(MAX_WILD + 1)],
                      dtype=np.int64)
    return adjust, offsets7, values


def load_seven_table():
    """The seven-card table: shipped with the package, else built once and kept in the user
    cache, as load_hash_tables does."""
    cached = _cache_path().replace("hash-tables", "seven-table")
    return _load_or_build((SEVEN_PACKAGED, cached), _read_sized,
                          lambda: build_seven_table(load_hash_tables()), _write_sized)


def _read_sized(path):
    with np.load(path) as z:
        return z["adjust"], z["offsets"], z["values"]


def _write_sized(path, table):
    adjust, offsets, values = table
    _save(path, adjust=adjust, offsets=offsets, values=values)


EIGHT_PACKAGED = os.path.join(os.path.dirname(__file__), "eight_table.npz")
NO_EIGHT = -1  # an eight-card key two hands share (a few of eight natural cards): read the sevens


def build_eight_table(seven):
    """A table for exactly eight cards, wild ones included, as the seven-card one: (adjust,
    offsets, values), ``k + adjust[k >> 27]`` the packed key of an eight-card hash key k.

    Each value is the best of the hand's seven-card parts (dropping a card of each rank held, or
    a wild card), read from the seven-card table, so the two agree by construction. Rank sums
    of eight natural cards are not all unique (101 pairs share one, with other values): those
    keys hold NO_EIGHT, and a hand that reads it is scored by its seven-card parts.
    """
    adjust7, offsets7, values7 = seven
    mask = (1 << ROW_SHIFT) - 1
    base7 = np.array([int(adjust7[w]) + (w << 27) + (MAX_CARDS - w) * int(SIZE_KEY)
                      for w in range(MAX_WILD + 1)], dtype=np.int64)

    def value7(keys):
        return values7[offsets7[keys >> ROW_SHIFT] + (keys & mask)].astype(np.int64)

    counts = _multisets(MAX_CARDS + 1)
    sizes = counts.sum(axis=1)
    rank_sums = counts @ RANK_KEY
    wilds = MAX_CARDS + 1 - sizes
    best = np.full(len(counts), -1, dtype=np.int64)
    for r in range(13):  # drop a card of rank r: seven cards, as many wild
        held = (counts[:, r] > 0) & (wilds <= MAX_WILD)
        best[held] = np.maximum(best[held], value7(rank_sums[held] - RANK_KEY[r] + base7[wilds[held]]))
    dropped = wilds > 0  # drop a wild card: the same natural cards, one wild fewer
    best[dropped] = np.maximum(best[dropped], value7(rank_sums[dropped] + base7[wilds[dropped] - 1]))
    base = np.zeros(MAX_WILD + 2, dtype=np.int64)
    for w in range(1, MAX_WILD + 2):
        base[w] = base[w - 1] + int(rank_sums[wilds == w - 1].max()) + 1
    keys8 = rank_sums + base[wilds]
    unique, first, n_same = np.unique(keys8, return_index=True, return_counts=True)
    offsets, n_slots = _displace(unique)
    values = np.full(n_slots, NO_EIGHT, dtype=np.int32)
    values[offsets[unique >> ROW_SHIFT] + (unique & mask)] = np.where(n_same == 1, best[first], NO_EIGHT)
    adjust = np.array([base[w] - (w << 27) - (MAX_CARDS + 1 - w) * int(SIZE_KEY)
                       for w in range(MAX_WILD + 2)], dtype=np.int64)
    return adjust, offsets, values


def load_eight_table():
    """The eight-card table: shipped with the package, else built once into the user cache."""
    cached = _cache_path().replace("hash-tables", "eight-table")
    return _load_or_build((EIGHT_PACKAGED, cached), _read_sized,
                          lambda: build_eight_table(load_seven_table()), _write_sized)


SMALL_PACKAGED = os.path.join(os.path.dirname(__file__), "small_table.npz")
SMALL_CARDS = 6
SIZED_STRIDE = 16  # the sized tables' adjust entries a hand size: one a number of wild cards


def build_small_table(tables):
    """A table for hands of at most six cards, wild ones included, as the seven-card one:
    (adjust, offsets, values), ``k + adjust[m * SIZED_STRIDE + (k >> 27)]`` the packed key of
    an m-card hash key k. Each hand size and number of wild cards gets a range of keys of its
    own. Built from the general tables, so the two can only agree. What a measured deal's early
    streets and face-up cards read: a tenth of the general tables' size."""
    offsets, (nonflush, classes), _ = tables
    mask = (1 << ROW_SHIFT) - 1
    counts = _multisets(SMALL_CARDS)
    natural = counts.sum(axis=1)
    rank_sums = counts @ RANK_KEY
    general = natural * SIZE_KEY + rank_sums
    slots = offsets[general >> ROW_SHIFT] + (general & mask)
    adjust = np.zeros((SMALL_CARDS + 1) * SIZED_STRIDE, dtype=np.int64)
    keys, values = [], []
    base = 0
    for m in range(SMALL_CARDS + 1):
        for w in range(m + 1):
            these = natural == m - w
            keys.append(rank_sums[these] + base)
            values.append(classes[nonflush[w, slots[these]]])
            adjust[m * SIZED_STRIDE + w] = base - (w << 27) - (m - w) * int(SIZE_KEY)
            base += int(rank_sums[these].max()) + 1
    keys = np.concatenate(keys)
    offsets_small, n_slots = _displace(keys)
    table = np.zeros(n_slots, dtype=np.int32)
    table[offsets_small[keys >> ROW_SHIFT] + (keys & mask)] = np.concatenate(values)
    return adjust, offsets_small, table


def load_small_table():
    """The table of hands of at most six cards: shipped with the package, else built once into
    the user cache."""
    cached = _cache_path().replace("hash-tables", "small-table")
    return _load_or_build((SMALL_PACKAGED, cached), _read_sized,
                          lambda: build_small_table(load_hash_tables()), _write_sized)


# A sized-table code: (category << CODE_SHIFT) + 1 + the value's rank among its category's values
# (0 for NO_EIGHT). Codes order as the values do, and give the category with a shift.
CODE_SHIFT = 12


def value_codes(values):
    """(code of each of ``values``, palette): the codes above, and the value of each code."""
    distinct = np.unique(values)
    real = distinct[distinct >= 0]
    category = real >> CAT_SHIFT
    rank = np.arange(len(real)) - np.searchsorted(category, category)  # within its category
    if len(real) and (rank.max() + 1 >= 1 << CODE_SHIFT or category.max() >= N_CATEGORIES):
        raise AssertionError("a category holds too many values for its codes")
    palette = np.full(N_CATEGORIES << CODE_SHIFT, NO_EIGHT, dtype=np.int32)
    real_codes = (category << CODE_SHIFT) + 1 + rank
    palette[real_codes] = real
    codes = np.zeros(len(values), dtype=np.int64)
    at = values >= 0
    codes[at] = real_codes[np.searchsorted(real, values[at])]
    if (~at & (values != NO_EIGHT)).any():
        raise AssertionError("a negative value other than NO_EIGHT")
    return codes, palette


@lru_cache(maxsize=1)
def load_sized_tables():
    """The small, seven- and eight-card tables as one, and the flush table beside them:
    (adjust, offsets, codes, palette, flush codes). A hand of m cards (at most 8) with hash key
    k, ``k + adjust[m * SIZED_STRIDE + (k >> 27)]`` read as the tables above give, holds the
    code of its best non-flush five (CODE_SHIFT), ``palette[code]`` its value; ``flush
    codes[w, ranks]`` the code of the general flush table's entry.

    Every size is one code path with no branch on the size. The tables hold only a few
    thousand distinct values, so each slot is a 16-bit code, which halves the tables the
    showdown reads at random and keeps more of them in the processor's caches; and since codes
    order as the values do, a kernel compares codes, with no read of the palette. Built once a
    process, for every plan."""
    parts = ((0, load_small_table()), (MAX_CARDS, load_seven_table()),
             (MAX_CARDS + 1, load_eight_table()))
    flush = load_hash_tables()[2]
    adjust = np.zeros((MAX_CARDS + 2) * SIZED_STRIDE, dtype=np.int64)
    offsets, slots = [], []
    n_rows = n_slots = 0
    for first_size, (adjust_part, offsets_part, values_part) in parts:
        # each part's rows, and its slots, after the parts before it
        at = first_size * SIZED_STRIDE
        adjust[at:at + len(adjust_part)] = adjust_part + (n_rows << ROW_SHIFT)
        offsets.append(offsets_part + n_slots)
        slots.append(values_part)
        n_rows += len(offsets_part)
        n_slots += len(values_part)
    offsets = np.concatenate(offsets)
    values = np.concatenate(slots + [flush.ravel()])
    codes, palette = value_codes(values.astype(np.int64))
    if offsets.max() >= 2 ** 31 or codes.max() >= 2 ** 16:
        raise AssertionError("the sized tables outgrow their types")
    codes = codes.astype(np.uint16)
    return (adjust, offsets.astype(np.int32), codes[:n_slots], palette,
            codes[n_slots:].reshape(flush.shape))


def card_table(wild_mask=0):
    """Per card code: rank key (or one wild unit), suit-count byte, suit bit, for eval7_fast."""
    ct = np.zeros((3, 54), dtype=np.int64)
    wild_mask = int(wild_mask)
    for c in range(54):
        if c >= 52 or (wild_mask >> c) & 1:
            ct[0, c] = 1 << 27 if (wild_mask >> c) & 1 else 0
            continue
        r, s = c >> 2, c & 3
        ct[0, c] = CARD_KEY[r]
        ct[1, c] = 1 << (8 * s)
        ct[2, c] = 1 << (16 * s + r)
    return ct


def table_digest(offsets, nonflush, flush):
    """A hash over every entry, pinned in the tests like pokerkit pins its rank tables."""
    h = hashlib.sha256()
    for a in (offsets, nonflush[0], nonflush[1], flush):
        h.update(np.ascontiguousarray(a).tobytes())
    return h.hexdigest()


if __name__ == "__main__":
    _write(PACKAGED, build_hash_tables())
    print(f"wrote {PACKAGED}: {table_digest(*_read(PACKAGED))}")
    _write_sized(SEVEN_PACKAGED, build_seven_table(_read(PACKAGED)))
    print(f"wrote {SEVEN_PACKAGED}")
    _write_sized(EIGHT_PACKAGED, build_eight_table(_read_sized(SEVEN_PACKAGED)))
    print(f"wrote {EIGHT_PACKAGED}")
    _write_sized(SMALL_PACKAGED, build_small_table(_read(PACKAGED)))
    print(f"wrote {SMALL_PACKAGED}")

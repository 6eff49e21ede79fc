"""The lean stud kernel counts exactly what the stud driver counts, for every game it serves.

The games come from what their plans declare (``inputs["lean"]``), not from a list of ids; a
floor on their number guards against the lean kernel silently dropping out of use.
"""
import numpy as np
import pytest

from kernels.drivers import stud_layout as k
from kernels.core.rng import block_keys
from kernels.drivers.stud import run_stud_blocks
from kernels.core.tables import TABLES
from sim.spec.evaluation import hash_tables
from sim.games.stud import driver_extras, lean_runner
from sim.spec.game_spec import all_variants
from stud_replay import stable_seed

BLOCK = 2048
NO_ORDERS = np.zeros((0, 0), dtype=np.int8)


def _plan(variant, players):
    options = {o.name: o.default for o in variant.options}
    policies = {d.name: next(iter(d.policies)) for d in variant.decisions}
    return variant.plan(options, policies, players)


def _lean_games():
    return [v for v in all_variants() if _plan(v, v.default_players).inputs.get("lean")]


LEAN_GAMES = _lean_games()


def test_the_main_job_and_the_simple_stud_games_run_lean():
    ids = {v.id for v in LEAN_GAMES}
    assert {"yanqui-baseball", "seven-card-stud", "baseball", "follow-the-queen"} <= ids
    assert len(ids) >= 6


def _both(plan, rules, keys, n_trials, orders=NO_ORDERS, block=BLOCK):
    i = plan.inputs
    offs, nonflush, flush = hash_tables()
    args = (i["deck"], i["seats"], rules, keys, block, 0, n_trials, orders, i["script"], i["ctw"],
            i["wm"], offs, nonflush, flush, TABLES)
    return lean_runner()(*args), run_stud_blocks(*args, *driver_extras(rules))


def _sizes(variant):
    low, high = variant.players
    return sorted({low, variant.default_players, high})


@pytest.mark.parametrize("variant", LEAN_GAMES, ids=lambda v: v.id)
def test_seeded_counts_are_identical(variant):
    for players in _sizes(variant):
        plan = _plan(variant, players)
        keys = block_keys(stable_seed(variant.id, players), 0, 3)
        lean, general = _both(plan, plan.inputs["rules"], keys, 3 * BLOCK)
        assert np.array_equal(lean, general), f"{variant.id} at {players} players"


def _orders(rng, n, extra_ranks, players, script):
    """Random card orders; in half of them seat 0's first up cards are of the extra-card ranks,
    so hands of nine, ten and eleven cards and the shared middle card come often."""
    orders = np.array([rng.permutation(52) for _ in range(n)], dtype=np.int8)
    ranks = [r for r in range(13) if extra_ranks >> r & 1]
    if not ranks:
        return orders
    for row in orders[::2]:
        extra = [c for c in row if (c >> 2) in ranks]
        rng.shuffle(extra)
        extra = extra[:rng.integers(2, 5)]  # two to four of them: nine to eleven cards
        pos = 0
        for street in script:
            for seat in range(players):
                if pos >= len(row):
                    break
                if street == k.UP and seat == 0 and extra:
                    card = extra.pop()
                    j = int(np.flatnonzero(row == card)[0])
                    row[pos], row[j] = row[j], row[pos]
                    pos += 1  # the card it buys
                pos += 1
    return orders


@pytest.mark.parametrize("variant", LEAN_GAMES, ids=lambda v: v.id)
def test_replayed_deals_are_identical(variant):
    """Deal by deal, volatility on every deal, queen-of-hearts payments and counted ranks on."""
    rng = np.random.default_rng(stable_seed("lean replay", variant.id))
    for players in _sizes(variant):
        plan = _plan(variant, players)
        rules = plan.inputs["rules"].copy()
        rules[k.R_VOL_EVERY] = 1
        rules[k.R_QUEEN_PAYS] = 1
        rules[k.R_COUNT_UP] = (1 << 2) | (1 << 12)
        orders = _orders(rng, 400, int(rules[k.R_EXTRA_RANKS]), players, plan.inputs["script"])
        lean, general = _both(plan, rules, np.zeros(len(orders), dtype=np.uint64), len(orders),
                              orders, block=1)
        for row in range(len(orders)):
            assert np.array_equal(lean[row], general[row]), \
                f"{variant.id} at {players} players, order {orders[row].tolist()}"
        if rules[k.R_EXTRA_RANKS]:
            for bought in (2, 3, 4):  # hands of nine, ten and eleven cards
                assert lean[:, k.O_EXTRA + bought].sum() > 0, f"no hand with {bought} bought cards"


@pytest.mark.parametrize("name", ["seven", "small"])
def test_shipped_sized_table_is_a_fresh_build(name):
    """The seven-card and small-hand tables the package ships, built from the general tables
    (the eight-card one, which takes 10 s, is checked under -m slow below)."""
    from kernels.eval import hash_tables as ht

    packaged, build = {"seven": (ht.SEVEN_PACKAGED, ht.build_seven_table),
                       "small": (ht.SMALL_PACKAGED, ht.build_small_table)}[name]
    with np.load(packaged) as z:
        shipped = (z["adjust"], z["offsets"], z["values"])
    for a, b in zip(shipped, build(ht.load_hash_tables())):
        assert np.array_equal(a, b)


def test_seven_card_table_agrees_with_the_general_tables_on_every_hand():
    """Every multiset of natural ranks with wild cards to make seven: the same value both ways,
    read as the kernels read them (hash key in, value out)."""
    from kernels.eval.hash_tables import (CARD_KEY, MAX_CARDS, _multisets, load_hash_tables,
                                     load_seven_table)
    from kernels.eval.evaluate import KEY_MASK
    from kernels.core.tables import HASH_MASK, HASH_SHIFT

    offsets, (nonflush, classes), _ = load_hash_tables()
    adjust, offsets7, values7 = load_seven_table()
    counts = _multisets()
    wilds = MAX_CARDS - counts.sum(axis=1)
    keys = counts @ CARD_KEY + (wilds << 27)  # the key a kernel sums for such a hand
    natural = keys & KEY_MASK
    general = classes[nonflush[wilds, offsets[natural >> HASH_SHIFT] + (natural & HASH_MASK)]]
    k7 = keys + adjust[keys >> 27]  # the seven-card table alone
    seven = values7[offsets7[k7 >> HASH_SHIFT] + (k7 & HASH_MASK)]
    assert len(keys) == 76155
    assert np.array_equal(seven, general)


def test_eight_card_table_is_the_best_of_the_seven_card_parts_on_every_hand():
    """Every multiset of natural ranks with wild cards to make eight, read as the kernel reads
    it: the best of its seven-card parts in the general tables (a card of each rank held, or a
    wild card, dropped), or NO_EIGHT where two hands share a key; and those are few."""
    from kernels.eval.hash_tables import (CARD_KEY, MAX_CARDS, NO_EIGHT, RANK_KEY, SIZE_KEY, _multisets,
                                     load_eight_table, load_hash_tables)
    from kernels.core.tables import HASH_MASK, HASH_SHIFT

    offsets, (nonflush, classes), _ = load_hash_tables()
    adjust, offsets8, values8 = load_eight_table()
    counts = _multisets(MAX_CARDS + 1)
    sizes = counts.sum(axis=1)
    wilds = MAX_CARDS + 1 - sizes
    keys = counts @ CARD_KEY + (wilds << 27)

    def general(natural, n_wild):
        return classes[nonflush[n_wild, offsets[natural >> HASH_SHIFT] + (natural & HASH_MASK)]]

    natural = counts @ RANK_KEY
    best = np.full(len(counts), -1, dtype=np.int64)
    for r in range(13):
        held = (counts[:, r] > 0) & (wilds < 8)
        part = natural[held] - RANK_KEY[r] + (sizes[held] - 1) * SIZE_KEY
        best[held] = np.maximum(best[held], general(part, wilds[held]))
    held = wilds > 0
    best[held] = np.maximum(best[held], general(natural[held] + sizes[held] * SIZE_KEY, wilds[held] - 1))
    k8 = keys + adjust[keys >> 27]
    eight = values8[offsets8[k8 >> HASH_SHIFT] + (k8 & HASH_MASK)]
    shared = eight == NO_EIGHT
    assert len(keys) == 196210 and shared.sum() == 202
    assert (wilds[shared] == 0).all()
    assert np.array_equal(eight[~shared], best[~shared])


@pytest.mark.slow
def test_shipped_eight_card_table_is_a_fresh_build():
    from kernels.eval.hash_tables import EIGHT_PACKAGED, build_eight_table, load_seven_table

    with np.load(EIGHT_PACKAGED) as z:
        shipped = (z["adjust"], z["offsets"], z["values"])
    for a, b in zip(shipped, build_eight_table(load_seven_table())):
        assert np.array_equal(a, b)


def test_the_bench_floor_deals_every_deal_and_scores_a_best_hand():
    """The floor beside the main job in `simpoker bench`: every deal counted once, at a category
    a seven-card best hand can have, the same counts at any thread count."""
    from kernels.core.cards import make_deck
    from kernels.core.categories import CATEGORY_NAMES
    from kernels.games.floor import run_floor_blocks
    from kernels.eval.hash_tables import card_table, load_sized_tables
    from sim.bench import bench_floor
    from sim.engine.threads import map_blocks, thread_count

    keys = block_keys(7, 0, 4)
    before, after = (make_deck(), 7), (card_table()[0, :52].copy(), load_sized_tables())
    with thread_count(1):
        one = map_blocks(run_floor_blocks, before, keys, 1000, 0, 3500, after)
    with thread_count(2):
        two = map_blocks(run_floor_blocks, before, keys, 1000, 0, 3500, after)
    # a later stretch of blocks on its own gives the same rows
    assert np.array_equal(run_floor_blocks(*before, keys[2:], 1000, 2000, 3500, *after), one[2:])
    assert np.array_equal(one, two)
    totals = one.sum(axis=0)
    assert totals.sum() == 3500 and one[3].sum() == 500
    named = dict(zip(CATEGORY_NAMES, totals))
    # it reads no flush table and holds no wild card: those categories never come
    assert named["flush"] == named["straight-flush"] == named["five-of-a-kind"] == 0
    assert named["two-pair"] > 0 and named["straight"] > 0 and named["full-house"] > 0
    (row,) = bench_floor(7, 1 << 14, [1], 1)
    assert row["unit"] == "deals/s" and row["value"] > 0


@pytest.mark.parametrize("n_cards, size", [(52, 52), (51, 52), (20, 52), (104, 104), (7, 33)])
def test_batched_swap_draws_give_the_same_orders_as_one_shuffle_a_deal(n_cards, size):
    """The lean kernel draws SWAP_BATCH deals' swap positions at once; the orders must be those
    partial_shuffle gives deal after deal from the same stream, across batch boundaries."""
    from numba import njit

    from kernels.core.deal import next_order_batched, swap_room
    from kernels.core.rng import SWAP_BATCH, new_stream, partial_shuffle

    @njit
    def one_a_deal(key, n, n_cards, size):
        state = new_stream(key)
        d = np.arange(size).astype(np.uint8)
        out = np.empty((n, size), np.uint8)
        for t in range(n):
            partial_shuffle(d, n_cards, state)
            out[t] = d
        return out

    @njit
    def batched(key, n, n_cards, size):
        state = new_stream(key)
        d = np.arange(size).astype(np.uint8)
        out = np.empty((n, size), np.uint8)
        swaps, cursor = swap_room(n_cards)
        no_orders = np.empty((0, size), np.uint8)
        for t in range(n):
            cursor = next_order_batched(d, no_orders, t, n_cards, state, swaps, cursor)
            out[t] = d
        return out

    n = 3 * SWAP_BATCH + 5
    key = np.uint64(stable_seed("batched swaps"))
    assert np.array_equal(one_a_deal(key, n, n_cards, size), batched(key, n, n_cards, size))


def test_flush_table_holds_zero_where_no_flush_can_be_made():
    """The lean kernel reads every suit's flush entry without testing whether the suit's cards
    and the wild ones reach five: that is exact only while those entries are 0, below every
    hand's value, and the real ones are not."""
    offsets, nonflush, flush = hash_tables()
    held = np.array([bin(s).count("1") for s in range(flush.shape[1])])
    for w in range(flush.shape[0]):
        short = held + w < 5
        assert (flush[w][short] == 0).all()
        assert (flush[w][~short] > 0).all()


def test_sized_tables_read_as_the_seven_and_eight_card_tables():
    """load_sized_tables joins the three tables, with 16-bit codes into a palette of values:
    every hand of seven or eight cards, wild ones included, reads the value its own table holds."""
    from kernels.eval.hash_tables import (CARD_KEY, MAX_CARDS, SIZED_STRIDE, _multisets, load_eight_table,
                                     load_seven_table, load_sized_tables)
    from kernels.core.tables import HASH_MASK, HASH_SHIFT

    adjust, rows, codes, palette, _ = load_sized_tables()
    for m, (adjust_m, rows_m, values_m) in ((7, load_seven_table()), (8, load_eight_table())):
        counts = _multisets(m)
        keys = counts @ CARD_KEY + ((m - counts.sum(axis=1)) << 27)
        alone = keys + adjust_m[keys >> 27]
        joined = keys + adjust[m * SIZED_STRIDE + (keys >> 27)]
        want = values_m[rows_m[alone >> HASH_SHIFT] + (alone & HASH_MASK)]
        code = codes[rows[joined >> HASH_SHIFT] + (joined & HASH_MASK)]
        assert len(keys) == (76155 if m == MAX_CARDS else 196210)
        assert np.array_equal(palette[code], want)


def test_small_hands_read_the_general_tables_value_from_the_sized_tables():
    """Every hand of at most six cards, wild ones included (a measured deal's early streets and
    face-up cards), reads from the sized tables the value the general tables hold for it."""
    from kernels.eval.evaluate import KEY_MASK
    from kernels.eval.hash_tables import (CARD_KEY, SIZED_STRIDE, SMALL_CARDS, _multisets,
                                     load_hash_tables, load_sized_tables)
    from kernels.core.tables import HASH_MASK, HASH_SHIFT

    offsets, (nonflush, classes), _ = load_hash_tables()
    adjust, rows, codes, palette, _ = load_sized_tables()
    counts = _multisets(SMALL_CARDS)
    natural = counts.sum(axis=1)
    n_hands = 0
    for m in range(SMALL_CARDS + 1):
        for w in range(m + 1):
            these = counts[natural == m - w]
            keys = these @ CARD_KEY + (w << 27)
            general_key = keys & KEY_MASK
            want = classes[nonflush[w, offsets[general_key >> HASH_SHIFT] + (general_key & HASH_MASK)]]
            joined = keys + adjust[m * SIZED_STRIDE + (keys >> 27)]
            got = palette[codes[rows[joined >> HASH_SHIFT] + (joined & HASH_MASK)]]
            assert np.array_equal(got, want), (m, w)
            n_hands += len(keys)
    assert n_hands == 38565  # the empty hand too


def test_sized_table_codes_order_as_the_values_and_give_their_category():
    """The lean kernel compares codes, not values, and takes a hand's category from its code:
    both hold only if codes order as the values do and carry the category at CODE_SHIFT. The
    flush codes read back the general flush table."""
    from kernels.core.categories import CAT_SHIFT
    from kernels.eval.hash_tables import CODE_SHIFT, NO_EIGHT, load_sized_tables

    _, _, codes, palette, flush_codes = load_sized_tables()
    _, _, flush = hash_tables()
    assert np.array_equal(palette[flush_codes], flush)
    used = np.unique(np.concatenate([codes, flush_codes.ravel()]))
    values = palette[used].astype(np.int64)
    assert (np.diff(values) > 0).all()  # strictly increasing with the code
    real = values != NO_EIGHT
    assert (used[~real] == 0).all()
    assert np.array_equal((used[real] - 1) >> CODE_SHIFT, values[real] >> CAT_SHIFT)


def test_the_lean_kernels_joint_seat_bins_match_the_layout():
    """The lean kernel counts a seat's wild cards and bought cards in joint bins of its own
    widths: they must be the layout's, or the spread counts would land in the wrong bins."""
    from kernels.drivers.stud_lean import EXTRA_BINS, WILD_BINS

    assert WILD_BINS == k.OFFSETS["wild_held"][1]  # (offset, bins)
    assert EXTRA_BINS == k.OFFSETS["extra_cards"][1]

"""The simple stud games' kernel: stud streets, a moving wild rank, extra cards, nothing else.

It counts exactly what the stud driver (kernels/drivers/stud.py) counts for the games it serves, deal for
deal, from the same card orders; the plan picks it when a game's rules fit (``lean_fits``), and the
tests hold the two kernels to identical counts. What makes it lean:

- a seat's hand is one number while it is dealt: its set of cards, in suit lanes. At scoring
  time the wild cards (the moving rank's among them) are masked off, the natural cards' hash
  key is four reads of a table by suit, and the hand's value one read of a table made for its
  size: seven cards (kernels.eval.hash_tables.build_seven_table), eight (a bought card:
  build_eight_table) or at most six (a measured deal's early streets and face-up cards:
  build_small_table), joined as one (load_sized_tables), with no pass over its cards;
- nine-card hands, and the few eight-card keys two hands share, are scored as the best of their
  seven-card parts, and longer hands (a call, rarely) the same way: the kernel needs no general
  evaluator, which keeps its first compile short;
- the wild rank of the main job moves without branches, and the counters most of these games
  never move are settled once a block;
- the features the simple games lack (flips, house hands, split pots, low-down and middle wild
  cards, best-k scoring) are not in the loop at all.
"""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.deal import block_state, next_swaps, swap_room
from ..core.rng import apply_swaps
from ..core.bits import bit_count, next_combination, trailing_zeros
from ..core.categories import N_CATEGORIES
from .stud import next_wild_rank, count_volatility, leader_seats
from .stud import deal_goes_on_inlined as deal_goes_on
from .stud_layout import (FIVE_RANK, MAX_HAND, MAX_ROUNDS, MAX_SEATS, N_COUNTERS, O_COUNTED_UP, O_EXTRA,
                          O_EXTRA_DEAL, O_FIRST_CAT, O_HAND, O_MIDDLE, O_QH_PAY, O_QH_UP, O_SEAT, O_SHARED,
                          O_TIE, O_WILD_CHANGES, O_WILD_HELD, O_WILD_RANK, O_WINNER,
                          QUEEN_OF_HEARTS, R_COUNT_UP, R_EXTRA_POLICY, R_EXTRA_RANKS,
                          R_FIRST_ROUND, R_HERO_AT, R_HERO_CHOICE, HERO_YES, R_QUEEN_PAYS,
                          R_VOL_EVERY, R_WILD_MODE, R_WILD_SET,
                          SHARE_UNITS, UP, W_LAST_SHOWN, W_NONE, W_PAIR_NEXT)
from .stud_layout import OFFSETS  # noqa: F401  the layout it counts in (tests/test_layouts.py)
from ..eval.hash_tables import CARD_KEY, CODE_SHIFT, NO_EIGHT, SIZED_STRIDE
from ..core.tables import HASH_MASK, HASH_SHIFT

SUIT_LANES = 0x0001000100010001  # one rank's four cards in the suit-lane layout below
# The bins of a seat's wild cards (core ``wild_held``) and bought cards (``extra_cards``): the
# kernel counts a seat's hand, wild cards and bought cards as one joint bin, spread into the
# three counters once a block (one count a seat in the deal loop, not three)
WILD_BINS = 16
EXTRA_BINS = 5
# each card's bit in a hand (card 4 * rank + suit is bit 16 * suit + rank), a constant of the
# compiled code where the dealing function reads it
CARD_BITS = np.array([1 << (16 * (c & 3) + (c >> 2)) for c in range(52)], dtype=np.int64)
N_WILD_INDEXES = 14              # none, then a moving rank 2..A (no jokers here)
MAIN_SEATS = 7                   # the main job's table, whose dealing loop gets a copy of its own


@njit(cache=True)
def lean_tables(CTW):
    """The kernel's wild and key tables, from the stud driver's CTW: (wild cards, rank keys,
    rank sums).

    A hand is a set of cards in suit lanes (card 4 * rank + suit is bit 16 * suit + rank), so a
    suit's cards are a 13-bit rank mask, as the flush table reads them, and a rank's cards are
    ``SUIT_LANES << rank`` (CARD_BITS). Per wild index: every wild card, and each rank's
    key under the index (for dropping a card from a long hand). Per 13-bit rank mask: the hash
    key of those natural cards, so that a hand's key is four reads of it (one a suit) and its
    wild cards counted from bit 27, made when the hand is scored, not while it is dealt.
    """
    rank_sum = np.zeros(8192, dtype=np.int32)
    for ranks in range(1, 8192):
        rank_sum[ranks] = rank_sum[ranks & (ranks - 1)] + CARD_KEY[trailing_zeros(np.int64(ranks))]
    wild_cards = np.zeros(N_WILD_INDEXES, dtype=np.int64)
    rank_key = np.zeros((N_WILD_INDEXES, 13), dtype=np.int64)
    for wi in range(N_WILD_INDEXES):
        for r in range(13):
            rank_key[wi, r] = CTW[wi, 0, 4 * r]
        for c in range(52):
            if CTW[wi, 0, c] >> 27:
                wild_cards[wi] |= CARD_BITS[c]
    return wild_cards, rank_key, rank_sum


@njit(cache=True, inline="always")
def seven_value(k, ADJUST, ROWS, CODES):
    """The best non-flush five of exactly seven cards with hash key k, from kernels.eval.hash_tables'
    sized tables (``load_sized_tables``: ADJUST, ROWS, CODES), given apart because an
    array taken from a tuple in a hot loop costs atomic reference counts.

    Like every value in this kernel, it is the tables' code less one (kernels.eval.hash_tables.
    CODE_SHIFT): it orders as the hand values do, its category is ``value >> CODE_SHIFT``, and
    NO_EIGHT stays -1."""
    return _packed_read(k + ADJUST[np.uint64(7 * SIZED_STRIDE + (k >> 27))], ROWS, CODES)


@njit(cache=True, inline="always")
def sized_value(k, m, ADJUST, ROWS, CODES):
    """The same for exactly m cards, at most 8: NO_EIGHT for the few eight-card keys two hands
    share."""
    return _packed_read(k + ADJUST[np.uint64(m * SIZED_STRIDE + (k >> 27))], ROWS, CODES)


@njit(cache=True, inline="always")
def _packed_read(k, ROWS, CODES):
    """The value (code less one) at packed key k of the sized tables. The indexes are unsigned,
    so no read pays for a test of a negative index (the keys never are)."""
    u = np.uint64(k)
    return np.int64(CODES[np.uint64(ROWS[u >> np.uint64(HASH_SHIFT)]) + (u & np.uint64(HASH_MASK))]) - 1


@njit(cache=True, inline="always")
def _score_hands(cards, n_seats, wi, WILD_CARDS, RANK_KEY, RANK_SUM, ADJUST, ROWS, CODES, FLUSH,
                 keys, values):
    """values[p] = best five of seat p's cards under wild index wi, keys[p] its hash key (wild
    cards counted from bit 27); True if any seat was past the table's reach (none is, on most
    deals). Seats of ten cards or more are left at -1, for the
    kernel to score with a call from its loop (score_long): this helper calls nothing, so inlined
    it costs no reference counts. The seats' reads are independent, so the processor overlaps
    their cache misses; every size up to eight cards (seven or eight: a bought card, a coin
    toss) reads one table, so the loop does not branch on which."""
    wild = WILD_CARDS[wi]
    rare = False
    for p in range(n_seats):
        h = cards[p]
        m = bit_count(h)
        natural = h & ~wild
        k = (np.int64(RANK_SUM[natural & 0x1FFF]) + np.int64(RANK_SUM[(natural >> 16) & 0x1FFF])
             + np.int64(RANK_SUM[(natural >> 32) & 0x1FFF]) + np.int64(RANK_SUM[(natural >> 48) & 0x1FFF])
             + ((m - bit_count(natural)) << 27))
        keys[p] = k
        v = sized_value(k, m, ADJUST, ROWS, CODES) if m <= 8 else np.int64(-1)
        # fewer than five cards make no flush (a measured deal's early streets, face-up cards)
        if v >= 0 and m >= 5:
            v = max(v, _flush_value(h, k, wild, FLUSH))
        values[p] = v
        rare |= v < 0
    if rare:
        for p in range(n_seats):
            h = cards[p]
            m = bit_count(h)
            if values[p] < 0 and m <= 9:
                # nine cards are the best of their eight-card parts (a card of each rank held
                # dropped); a key two eight-card hands share is read as the best of its
                # seven-card parts
                ranks = (h | (h >> 16) | (h >> 32) | (h >> 48)) & 0x1FFF
                best = np.int64(-1)
                left = ranks
                while left != 0:
                    r = trailing_zeros(left)
                    left &= left - 1
                    k = keys[p] - RANK_KEY[wi, r]
                    if m == 8:
                        best = max(best, seven_value(k, ADJUST, ROWS, CODES))
                        continue
                    v = sized_value(k, np.int64(8), ADJUST, ROWS, CODES)
                    if v == NO_EIGHT:
                        more = ranks if bit_count(h & (np.int64(SUIT_LANES) << r)) >= 2 else ranks & ~(1 << r)
                        while more != 0:
                            r2 = trailing_zeros(more)
                            more &= more - 1
                            v = max(v, seven_value(k - RANK_KEY[wi, r2], ADJUST, ROWS, CODES))
                    best = max(best, v)
                values[p] = max(best, _flush_value(h, keys[p], wild, FLUSH))
    return rare


@njit(cache=True)
def score_street(cards, n_seats, wi, WILD_CARDS, RANK_KEY, RANK_SUM, ADJUST, ROWS, CODES, FLUSH, keys,
                 values):
    """``_score_hands`` called, not inlined: a measured street's scoring (one deal in 32 in the
    main job), out of the kernel's loop, whose size the first run's compile grows with."""
    return _score_hands(cards, n_seats, wi, WILD_CARDS, RANK_KEY, RANK_SUM, ADJUST, ROWS, CODES, FLUSH,
                        keys, values)


@njit(cache=True, inline="always")
def _flush_value(cards, key, wild, FLUSH):
    """The best flush (or straight flush) of a card set with hash key ``key``, wild cards
    ``wild``, as a value of this kernel (``FLUSH``: the flush codes of load_sized_tables); 0,
    below every hand's value, when it holds none. Every suit is read, without a branch on
    whether it can make a flush (with wild cards about, a coin toss): the flush table holds the
    code of 0 where a suit's cards and the wild ones are fewer than five."""
    w = np.uint64(min(key >> 27, 7))  # unsigned: no test of a negative index
    natural = cards & ~wild
    best = np.int64(FLUSH[w, natural & 0x1FFF])
    best = max(best, np.int64(FLUSH[w, (natural >> 16) & 0x1FFF]))
    best = max(best, np.int64(FLUSH[w, (natural >> 32) & 0x1FFF]))
    return max(best, np.int64(FLUSH[w, (natural >> 48) & 0x1FFF])) - 1


@njit(cache=True)
def score_long(cards, key, wi, WILD_CARDS, RANK_KEY, SIZED, FLUSH, scratch):
    """Best five of a hand of ten cards or more (a card set, hash key ``key``): the best of
    its seven-card parts, one read each, and its best flush. Called, not inlined, and rarely (a
    seat needs three bought cards); ``scratch``: room for two ints a card."""
    n = 0
    left = cards
    while left != 0:
        scratch[n] = RANK_KEY[wi, trailing_zeros(left) & 15]  # each card's key under wi
        left &= left - 1
        n += 1
    drop = n - 7
    at = scratch[n:]  # the dropped cards' indexes, a combination in lexical order
    for j in range(drop):
        at[j] = j
    best = np.int64(-1)
    while True:
        k = key
        for j in range(drop):
            k -= scratch[at[j]]
        v = seven_value(k, SIZED[0], SIZED[1], SIZED[2])
        if v > best:
            best = v
        if next_combination(at, drop, n) < 0:
            return max(best, _flush_value(cards, key, WILD_CARDS[wi], FLUSH))


@njit(cache=True)
def deal_unwatched(d, swaps, row, n_swaps, size, n_players, n_streets, up_streets, mode, wild_set,
                   extra_ranks, hand):
    """Shuffle (``apply_swaps(d, n_swaps, swaps, row)``: kernels.core.deal.next_swaps), then deal
    the order's streets into the seats' card sets (``hand``)
    where nothing watches the face-up cards (a deal that is not measured, rules that read no
    up cards): (wild rank or -1, times it changed, the shared card or -1).

    Called, not inlined, and once a deal: in a function of its own the dealing loop keeps its
    position, wild rank and tables in registers, where inside the kernel's large loop the
    compiler spills them to memory, and the call costs less than those spills. The main job
    (its wild rule, at its table of MAIN_SEATS) gets a copy of the loop of its own, with no test
    of the rule at each card and the seat count fixed, so the compiler unrolls its seat loops.
    Other tables and rules share one copy: each copy adds to the first run's compile. The
    shuffle is here for the same reason as the dealing."""
    apply_swaps(d, n_swaps, swaps, row)
    if mode == W_LAST_SHOWN and n_players == MAIN_SEATS:
        return _deal_streets(d, size, MAIN_SEATS, n_streets, up_streets, mode, wild_set, extra_ranks,
                             hand, True)
    return _deal_streets(d, size, n_players, n_streets, up_streets, mode, wild_set, extra_ranks,
                         hand, False)


@njit(cache=True, inline="always")
def _deal_streets(d, size, n_players, n_streets, up_streets, mode, wild_set, extra_ranks, hand,
                  last_shown):
    """``deal_unwatched``'s loop; ``last_shown`` is a constant at each call, so the compiler
    drops the other branch. A bought card stays a branch, which the processor predicts past:
    without it, each card's position would wait on the card before."""
    pos = 0
    first = 0
    if not up_streets & 1 and size >= n_players:
        # a first street face down (every stud game's) sets the seats' cards: no zeroing first
        for p in range(n_players):
            hand[p] = CARD_BITS[d[p]]
        pos = n_players
        first = 1
    else:
        for p in range(n_players):
            hand[p] = 0
    wild = -1
    changes = 0
    shared = -1
    pending = False
    for s in range(first, n_streets):
        if size - pos < n_players:
            # too few cards left for everyone: the shared card, as in the kernel
            c = d[pos]
            pos += 1
            shared = c
            for p in range(n_players):
                hand[p] |= CARD_BITS[c]
            wild, pending, changed = _wild_after(last_shown, mode, np.int64(c) >> 2, wild, pending,
                                                 wild_set)
            changes += changed
        elif (up_streets >> s) & 1:
            for p in range(n_players):
                c = d[pos]
                pos += 1
                r = np.int64(c) >> 2
                hand[p] |= CARD_BITS[c]
                wild, pending, changed = _wild_after(last_shown, mode, r, wild, pending, wild_set)
                changes += changed
                if (extra_ranks >> r) & 1 and deal_goes_on(size - pos - 1, n_players - 1 - p, n_players,
                                                           n_streets - 1 - s):
                    c = d[pos]
                    pos += 1
                    hand[p] |= CARD_BITS[c]
        else:
            for p in range(n_players):
                c = d[pos]
                pos += 1
                hand[p] |= CARD_BITS[c]
    return wild, changes, shared


@njit(cache=True, inline="always")
def _wild_after(last_shown, mode, r, wild, pending, wild_set):
    """(wild rank, pending, 1 if it changed) after a face-up card of rank r, nobody's up cards
    watched (so no pairing). ``last_shown``: the mode is W_LAST_SHOWN, whose rank is then chosen
    without a branch (a shown wild rank is a coin toss the processor cannot predict)."""
    if last_shown:
        now = r if (wild_set >> r) & 1 else wild
        return now, pending, np.int64(now != wild)
    if mode == W_NONE:
        return wild, pending, np.int64(0)
    now, pending = next_wild_rank(mode, r, False, wild, pending, wild_set)
    return now, pending, np.int64(now != wild)


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_lean_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials,
                    orders, script, CTW, WM, OFFS, NONFLUSH, SIZED, FLUSH, TB):
    """Counts for each block (rows), as kernels.drivers.stud.run_stud_blocks counts them, for the rules
    ``lean_fits`` accepts, with the same arguments. Serial and GIL-free, as every runner
    (sim.engine.threads.map_blocks spreads the blocks over threads), and copy-propagated
    (kernels.core.serial_compiler): as a prange kernel it ran as fast but compiled 13 s longer."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    n_shuffle = min(deck.shape[0], n_players * script.shape[0] + MAX_HAND)
    WILD_CARDS, RANK_KEY, RANK_SUM = lean_tables(CTW)
    # the tables' arrays out of their tuples once, here: taken from a tuple inside the parallel
    # loop, each read would cost two atomic reference counts the threads contend for
    ADJUST, ROWS, CODES, _, FLUSH_CODES = SIZED
    fives = np.int64(SUIT_LANES) << FIVE_RANK
    counted_cards = np.int64(0)  # the cards of the R_COUNT_UP ranks
    for r in range(13):
        if (rules[R_COUNT_UP] >> r) & 1:
            counted_cards |= np.int64(SUIT_LANES) << r
    queen = np.int64(1) << (16 * (QUEEN_OF_HEARTS & 3) + (QUEEN_OF_HEARTS >> 2))
    mode = rules[R_WILD_MODE]
    # the up cards are needed on measured deals, and on every deal by these rules
    up_always = mode == W_PAIR_NEXT or rules[R_QUEEN_PAYS] == 1 or counted_cards != 0
    SHARES = np.zeros(MAX_SEATS + 1, np.int64)  # a winner's share of the pot, by winners
    for n in range(1, MAX_SEATS + 1):
        SHARES[n] = SHARE_UNITS // n
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        d = deck.astype(np.uint8)  # unsigned cards index the tables with no wraparound test
        # each seat's cards in suit lanes, then each seat's face-up cards: a measured street
        # scores both halves in one call
        both = np.zeros(2 * n_players, np.int64)
        hand, up = both[:n_players], both[n_players:]
        keys = np.zeros(2 * n_players, np.int64)
        values = np.zeros(2 * n_players, np.int64)
        work = values[n_players:]
        live = np.ones(n_players, np.bool_)      # no seat folds in these games
        lead_full = np.zeros(MAX_ROUNDS, np.int64)
        lead_show = np.zeros(MAX_ROUNDS, np.int64)
        scratch = np.empty(2 * (MAX_HAND + 2), np.int64)
        seat_tally = np.zeros(N_CATEGORIES * WILD_BINS * EXTRA_BINS, np.int64)
        start = first_deal + b * block_size
        todo = max(0, min(block_size, n_trials - start))
        # the block's counts, copied to its row once the block is done (from the prange build,
        # whose threads wrote neighbouring rows; kept, as it costs nothing)
        out = np.zeros(N_COUNTERS, np.int64)
        wild_set = rules[R_WILD_SET]
        extra_ranks = rules[R_EXTRA_RANKS] if rules[R_EXTRA_POLICY] == 1 else 0
        # `advise`: seat 0's buy at script index hero_s forced (yes or no), or -1; such a deal
        # is dealt in the watched loop
        hero_s = rules[R_HERO_AT] - 1 if rules[R_HERO_CHOICE] > 0 else -1
        hero_ranks = rules[R_EXTRA_RANKS] if rules[R_HERO_CHOICE] == HERO_YES else 0
        first_round = rules[R_FIRST_ROUND]
        vol_every = rules[R_VOL_EVERY]
        n_streets = script.shape[0]
        up_streets = np.int64(0)  # a bit a face-up street: the dealing function takes no array
        for s in range(n_streets):
            if script[s] == UP:
                up_streets |= np.int64(1) << s
        size = d.shape[0]
        swaps, cursor = swap_room(n_shuffle)
        to_measure = 0  # deals until the next measured one (a countdown, not a division per deal)
        for deal_no in range(todo):
            row, n_swaps, cursor = next_swaps(d, orders, start + deal_no, n_shuffle, state, swaps,
                                              cursor)
            measure = False
            if vol_every > 0:
                measure = to_measure == 0
                to_measure = vol_every - 1 if measure else to_measure - 1
            track_up = measure or up_always or hero_s >= 0
            pos = 0
            wild = -1
            changes = 0
            shared = -1
            pending = False
            n_rounds = 0
            if not track_up:
                wild, changes, shared = deal_unwatched(d, swaps, row, n_swaps, size, n_players,
                                                       n_streets, up_streets, mode, wild_set,
                                                       extra_ranks, hand)
            else:
                apply_swaps(d, n_swaps, swaps, row)
                for p in range(n_players):
                    hand[p] = 0
                    up[p] = 0
            for s in range(script.shape[0] if track_up else 0):
                if size - pos < n_players:
                    # too few cards left for everyone (only ever at the last street, which the
                    # plan checks): one card face up in the middle, in every hand, nobody's own
                    c = d[pos]
                    pos += 1
                    shared = c
                    for p in range(n_players):
                        hand[p] |= CARD_BITS[c]
                        up[p] |= CARD_BITS[c]
                    if mode != W_NONE:
                        before = wild
                        wild, pending = next_wild_rank(mode, np.int64(c) >> 2, False, wild, pending, wild_set)
                        if wild != before:
                            changes += 1
                elif script[s] == UP:
                    for p in range(n_players):
                        c = d[pos]
                        pos += 1
                        r = np.int64(c) >> 2
                        hand[p] |= CARD_BITS[c]
                        if mode != W_NONE:
                            pairs = mode == W_PAIR_NEXT and (up[p] & (np.int64(SUIT_LANES) << r)) != 0
                            before = wild
                            wild, pending = next_wild_rank(mode, r, pairs, wild, pending, wild_set)
                            if wild != before:
                                changes += 1
                        up[p] |= CARD_BITS[c]
                        buys = (extra_ranks >> r) & 1
                        if p == 0 and s == hero_s:
                            buys = (hero_ranks >> r) & 1
                        if buys and deal_goes_on(size - pos - 1, n_players - 1 - p, n_players,
                                                 script.shape[0] - 1 - s):
                            c = d[pos]
                            pos += 1
                            hand[p] |= CARD_BITS[c]
                else:
                    for p in range(n_players):
                        c = d[pos]
                        pos += 1
                        hand[p] |= CARD_BITS[c]
                if measure and s >= first_round:
                    wi = wild + 1
                    # the face-up cards, and so the wild rank, move only on a face-up street: on
                    # another, their values stand from the street before
                    n_scored = 2 * n_players if script[s] == UP or shared >= 0 or n_rounds == 0 else n_players
                    score_street(both, n_scored, wi, WILD_CARDS, RANK_KEY, RANK_SUM, ADJUST, ROWS,
                                 CODES, FLUSH_CODES, keys, values)
                    for q in range(n_scored):
                        if values[q] < 0:
                            values[q] = score_long(both[q], keys[q], wi, WILD_CARDS, RANK_KEY, SIZED,
                                                   FLUSH_CODES, scratch)
                    lf, ls = leader_seats(values, work, n_players)
                    lead_full[n_rounds] = lf
                    lead_show[n_rounds] = ls
                    n_rounds += 1
            # showdown: a measured deal's last street scored these hands already
            wi = wild + 1
            if not (measure and n_streets - 1 >= first_round):
                if _score_hands(hand, n_players, wi, WILD_CARDS, RANK_KEY, RANK_SUM, ADJUST, ROWS,
                                CODES, FLUSH_CODES, keys, values):
                    for p in range(n_players):
                        if values[p] < 0:  # a long hand: a call from the loop itself, a rare one
                            values[p] = score_long(hand[p], keys[p], wi, WILD_CARDS, RANK_KEY,
                                                   SIZED, FLUSH_CODES, scratch)
            best = np.int64(-1)
            total_extra = 0
            for p in range(n_players):
                v = values[p]
                if v > best:
                    best = v
                extra = bit_count(hand[p]) - n_streets  # every card past a street's is bought
                total_extra += extra
                # the key counts the wild cards
                seat_tally[((v >> CODE_SHIFT) * WILD_BINS + min(keys[p] >> 27, WILD_BINS - 1))
                           * EXTRA_BINS + min(extra, EXTRA_BINS - 1)] += 1
            n_win = 0
            for p in range(n_players):
                n_win += values[p] == best
            # every seat's share without a branch: which seat wins is a coin toss
            share = SHARES[n_win]
            for p in range(n_players):
                out[O_SEAT + p] += share if values[p] == best else 0
            out[O_WINNER + (best >> CODE_SHIFT)] += 1
            out[O_FIRST_CAT + (values[0] >> CODE_SHIFT)] += 1
            if n_win > 1:
                out[O_TIE] += 1
            out[O_WILD_RANK + wild + 1] += 1
            out[O_WILD_CHANGES + min(changes, 31)] += 1
            if shared >= 0:
                out[O_SHARED] += 1
            out[O_EXTRA_DEAL + min(total_extra, 7)] += 1
            # the face-up cards of each seat's own: the shared card is nobody's
            own_up = ~CARD_BITS[shared] if shared >= 0 else np.int64(-1)
            # queen of hearts: every face-up five of another seat pays her holder
            payments = 0
            if rules[R_QUEEN_PAYS] == 1:
                holder = -1
                for p in range(n_players):
                    if up[p] & own_up & queen:
                        holder = p
                if holder >= 0:
                    out[O_QH_UP] += 1
                    for p in range(n_players):
                        if p != holder:
                            payments += bit_count(up[p] & own_up & fives)
            if payments:
                out[O_QH_PAY + min(payments, 7)] += 1
            if counted_cards != 0:
                counted = 0
                for p in range(n_players):
                    counted += bit_count(up[p] & own_up & counted_cards)
                if counted:
                    out[O_COUNTED_UP + min(counted, 7)] += 1
            if measure:
                count_volatility(values, live, best, lead_full, lead_show, n_rounds, out)
        # the joint bins of a seat's hand, wild cards and bought cards, spread into each counter
        for j in range(seat_tally.shape[0]):
            if seat_tally[j]:
                out[O_HAND + j // (WILD_BINS * EXTRA_BINS)] += seat_tally[j]
                out[O_WILD_HELD + (j // EXTRA_BINS) % WILD_BINS] += seat_tally[j]
                out[O_EXTRA + j % EXTRA_BINS] += seat_tally[j]
        # the zero bins of counters most of these games never move: what the other bins leave
        out[O_MIDDLE] += todo  # no middle cards in these games
        for offset, n_bins in ((O_QH_PAY, 8), (O_COUNTED_UP, 8)):
            out[offset] += todo - out[offset + 1:offset + n_bins].sum()
        for j in range(N_COUNTERS):  # by hand: slice assignment compiles a shape-mismatch
            counts[b, j] = out[j]    # error path with string formatting, slow to compile
    return counts

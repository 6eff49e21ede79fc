"""Stud games where players act on their cards: Countdown's folds, Have a Heart's takes, English
Stud's and Open and Shut's draws, Share Your Hole's shared cards.

Each game is a block runner with the stud driver's signature and counter layout
(kernels.stud.LAYOUT), so the stud plans decode them. A runner per game, not one switch: the user
compiles only the game he runs. The runners are serial and GIL-free, and sim.threads.map_blocks
spreads their blocks over threads: a prange runner compiled 1.6 times longer, and these games'
compile time is what the test suite and a first run pay most.

Each runner keeps its deal loop flat and calls nothing from inside an inlined helper, not even on
a branch that never runs: Numba reference-counts every array an inlined helper takes each time the
helper runs when the helper holds a call (or is too large for its reference-count pruning), an
atomic increment and decrement of about 25 ns an array. A deal function of thirty arrays inlined
into its runner cost 0.4 us a deal that way, and the volatility measure 2.5 us a call. So
the deal bodies sit in the runners, hands past seven cards are scored by a called function from the
loop itself (``if n <= 7: score_row else: best_big``), and the runners use NumPy's error model, whose
integer division cannot raise (a raise path also blocks the pruning).

Decisions read packed rank counts (four bits a rank) where they can instead of the tables: a
table read is three dependent loads from tables larger than the core's cache, and a decision that
waits on one stalls the deal. English Stud's discard, Have a Heart's hands past seven cards and
the choice of seat to take from are bit arithmetic on those counts (``_spare_rank``,
``_rank_value``), each checked on every input in tests/test_stud_play_bits.py.
"""
import numpy as np
from numba import njit

from .evaluate import (CAT_FULL_HOUSE, CAT_HIGH_CARD, CAT_ONE_PAIR, CAT_QUADS, CAT_SHIFT, CAT_STRAIGHT,
                       CAT_TRIPS, CAT_TWO_PAIR, KEY_MASK, WILD_UNIT, _value, eval_cards)
from .bits import low_rank, top_bit, top_rank
from .rng import below, partial_shuffle
from .stud import (MAX_HAND, MAX_ROUNDS, O_DRAWN, O_FOLDS, O_HAND, O_HAND_SIZE, O_LEAD_CHANGES,
                   O_LEAD_FULL, O_LEAD_SHOW, O_MIDDLE_CHANGES, O_MIDDLE_USED, O_RESHUFFLED,
                   O_SEAT, O_SHOW_CHANGES, O_TAKES, O_TIE, O_VOL_DEALS, O_WILD_CHANGES_WINNER,
                   O_WILD_HELD, O_WILD_RANK, O_WINNER, N_COUNTERS, R_THRESHOLDS,
                   R_POLICY, R_VOL_EVERY, SHARE_UNITS)
from .tables import HASH_MASK, HASH_SHIFT

STRAIGHT = 6        # category index: straight and above need all five cards
DEUCE = 0
ACE = 12


@njit(cache=True, inline="always")
def value_of_parts(key, suit_counts, sbits, OFFS, NONFLUSH, FLUSH):
    """Best-five value of at most seven cards from their summed card-table entries."""
    w = key >> 27
    k = key & KEY_MASK
    v = np.int64(NONFLUSH[1][NONFLUSH[0][w, OFFS[k >> HASH_SHIFT] + (k & HASH_MASK)]])
    wc = min(w, 7)
    flags = (suit_counts + (123 + wc) * 0x01010101) & 0x80808080
    if flags != 0:
        for s in range(4):
            if (flags >> (8 * s + 7)) & 1:
                f = np.int64(FLUSH[wc, (sbits >> (16 * s)) & 0x1FFF])
                if f > v:
                    v = f
    return v


@njit(cache=True, inline="always")
def score_row(H, p, n, wi, CTW, OFFS, NONFLUSH, FLUSH):
    """Best five of H[p, :n], at most seven cards, with the wild cards of wild index ``wi``.

    Rows are passed as (array, index), never as views: a view made in a hot loop costs two
    atomic reference counts, more than the table reads themselves."""
    key = np.int64(0)
    sc = np.int64(0)
    sb = np.int64(0)
    for i in range(n):
        c = np.uint8(H[p, i])
        key += CTW[wi, 0, c]
        sc += CTW[wi, 1, c]
        sb |= CTW[wi, 2, c]
    return value_of_parts(key, sc, sb, OFFS, NONFLUSH, FLUSH)


@njit(cache=True)
def best_big(H, p, n, wild_mask, TB, scratch):
    """eval_cards on H[p, :n], for hands past seven cards. Called, not inlined, and only from the
    loop itself (``if n <= 7: score_row else: best_big``): inside an inlined helper the call would
    cost reference counts on every pass (see the module note). Without wild cards, jokers or five
    of a suit the ranks alone decide, read from their counts."""
    held_counts = np.int64(0)
    suit_counts = np.int64(0)
    for i in range(n):
        c = H[p, i]
        scratch[i] = c
        held_counts += np.int64(1) << (4 * (c >> 2))
        suit_counts += np.int64(1) << (8 * (c & 3))
    if wild_mask == 0 and held_counts >> 52 == 0 and not _is_flush(suit_counts):  # no jokers
        return _rank_value(held_counts)
    return eval_cards(scratch, n, wild_mask, np.int64(-1), np.int64(0), np.int64(5), np.int64(0),
                      np.int64(0), np.bool_(False), TB)


@njit(cache=True, inline="always")
def record_showdown(values, live, n_players, out, wild_held):
    """Winner, hand and seat counts of a showdown among the live seats; returns the best value."""
    best = np.int64(-1)
    for p in range(n_players):
        if live[p] and values[p] > best:
            best = values[p]
    n_win = 0
    for p in range(n_players):
        if live[p] and values[p] == best:
            n_win += 1
    for p in range(n_players):
        if live[p]:
            out[O_HAND + (values[p] >> CAT_SHIFT)] += 1
            out[O_WILD_HELD + min(wild_held[p], 15)] += 1
            if values[p] == best:
                out[O_SEAT + p] += SHARE_UNITS // n_win
    out[O_WINNER + (best >> CAT_SHIFT)] += 1
    if n_win > 1:
        out[O_TIE] += 1
    return best


@njit(cache=True)
def record_volatility(values, live, best, lead_full, lead_show, n_rounds, out):
    out[O_VOL_DEALS] += 1
    changes = 0
    show_changes = 0
    for r in range(n_rounds):
        if live[lead_full[r]] and values[lead_full[r]] == best:
            out[O_LEAD_FULL + r] += 1
        if live[lead_show[r]] and values[lead_show[r]] == best:
            out[O_LEAD_SHOW + r] += 1
        if r > 0 and lead_full[r] != lead_full[r - 1]:
            changes += 1
        if r > 0 and lead_show[r] != lead_show[r - 1]:
            show_changes += 1
    out[O_LEAD_CHANGES + min(changes, 7)] += 1
    out[O_SHOW_CHANGES + min(show_changes, 7)] += 1


@njit(cache=True)
def leaders(hand, n_hand, up, n_up, live, n_players, CTW, WM, OFFS, NONFLUSH, FLUSH, TB,
            scratch):
    """(best full hand, best hand showing) among the live seats, nothing wild, ties to the lowest
    seat. Called, not inlined: only the measured deals need it."""
    bf = np.int64(-1)
    bs = np.int64(-1)
    lf = 0
    ls = 0
    for p in range(n_players):
        if not live[p]:
            continue
        n = n_hand[p]
        if n <= 7:
            v = score_row(hand, p, n, 0, CTW, OFFS, NONFLUSH, FLUSH)
        else:
            v = best_big(hand, p, n, WM[0], TB, scratch)
        if v > bf:
            bf = v
            lf = p
        n = n_up[p]
        if n <= 7:
            v = score_row(up, p, n, 0, CTW, OFFS, NONFLUSH, FLUSH)
        else:
            v = best_big(up, p, n, WM[0], TB, scratch)
        if v > bs:
            bs = v
            ls = p
    return lf, ls


@njit(cache=True)
def _scratch(n_players):
    """Per-block working arrays shared by the games here."""
    return (np.zeros((n_players, MAX_HAND + 1), dtype=np.int8),   # hand
            np.zeros((n_players, MAX_HAND + 1), dtype=np.int8),   # up
            np.zeros((n_players, MAX_HAND + 1), dtype=np.int8),   # face: 1 for a face-up card
            np.zeros(n_players, dtype=np.int64),                  # n_hand
            np.zeros(n_players, dtype=np.int64),                  # n_up
            np.zeros(n_players, dtype=np.int64),                  # values
            np.zeros(n_players, dtype=np.int64),                  # work
            np.ones(n_players, dtype=np.bool_),                   # live
            np.zeros(n_players, dtype=np.int64),                  # counts per seat
            np.zeros(MAX_ROUNDS, dtype=np.int64),                 # lead_full
            np.zeros(MAX_ROUNDS, dtype=np.int64),                 # lead_show
            np.zeros(64, dtype=np.int8),                          # scratch
            np.zeros(64, dtype=np.int8),                          # stock (reshuffled discards)
            np.zeros(64, dtype=np.int8))                          # discards


# --- Countdown ------------------------------------------------------------------------------

@njit(cache=True, nogil=True, error_model="numpy")
def run_countdown_blocks(deck, n_players, script, rules, block_keys, block_size, first_deal,
                         n_trials, orders, CTW, WM, OFFS, NONFLUSH, FLUSH, TB):
    """Seven-card stud where seats below the cut-off fold; the seats left name the wild rank."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    n_shuffle = min(deck.shape[0], n_players * script.shape[0])
    for b in range(n_blocks):
        state = np.empty(1, dtype=np.uint64)
        state[0] = block_keys[b]
        d = deck.copy()
        (hand, up, face, n_hand, n_up, values, work, live, held, lead_full, lead_show, scratch,
         stock, discards) = _scratch(n_players)
        ck = np.zeros(n_players, dtype=np.int64)  # summed card-table entries per seat
        csc = np.zeros(n_players, dtype=np.int64)
        csb = np.zeros(n_players, dtype=np.int64)
        start = first_deal + b * block_size
        todo = min(block_size, n_trials - start)
        row = counts[b]
        for deal_no in range(todo):
            if orders.shape[0] > 0:  # replayed card orders (tests)
                for j in range(d.shape[0]):
                    d[j] = orders[start + deal_no, j]
            else:
                partial_shuffle(d, n_shuffle, state)
            measure = rules[R_VOL_EVERY] > 0 and deal_no % rules[R_VOL_EVERY] == 0
            pos = 0
            for p in range(n_players):
                n_hand[p] = 0
                n_up[p] = 0
                live[p] = True
                ck[p] = 0
                csc[p] = 0
                csb[p] = 0
            n_live = n_players
            folding = rules[R_POLICY] == 0
            n_rounds = 0
            for s in range(script.shape[0]):
                if n_live == 1:
                    break
                for p in range(n_players):
                    if live[p]:
                        c = d[pos]
                        pos += 1
                        hand[p, n_hand[p]] = c
                        n_hand[p] += 1
                        u = np.uint8(c)
                        ck[p] += CTW[0, 0, u]
                        csc[p] += CTW[0, 1, u]
                        csb[p] |= CTW[0, 2, u]
                        if script[s] == 1:
                            up[p, n_up[p]] = c
                            n_up[p] += 1
                if s < 2:
                    continue
                if folding:
                    for p in range(n_players):
                        if live[p] and n_live > 1:
                            v = value_of_parts(ck[p], csc[p], csb[p], OFFS, NONFLUSH, FLUSH)
                            if v < rules[R_THRESHOLDS + n_rounds]:
                                live[p] = False
                                n_live -= 1
                                row[O_FOLDS + n_rounds] += 1
                if measure:
                    lf, ls = leaders(hand, n_hand, up, n_up, live, n_players, CTW, WM, OFFS, NONFLUSH, FLUSH,
                                     TB, scratch)
                    lead_full[n_rounds] = lf
                    lead_show[n_rounds] = ls
                n_rounds += 1
            # a deal that ended early: its remaining rounds repeat the lone seat's lead
            total_rounds = script.shape[0] - 2
            for r in range(n_rounds, total_rounds):
                lead_full[r] = lead_full[n_rounds - 1]
                lead_show[r] = lead_show[n_rounds - 1]
            wi = 0 if n_live == 1 else n_live - 1  # k seats left: rank k wild (index k - 2, table k - 1)
            row[O_WILD_RANK + wi] += 1
            for p in range(n_players):
                held[p] = 0
                if live[p]:
                    values[p] = score_row(hand, p, n_hand[p], wi, CTW, OFFS, NONFLUSH, FLUSH)
                    for i in range(n_hand[p]):
                        if (WM[wi] >> np.uint64(np.uint8(hand[p, i]))) & np.uint64(1):
                            held[p] += 1
            best = record_showdown(values, live, n_players, row, held)
            if n_live > 1:
                # the same seats and cards with nothing wild: does the wild change who wins?
                nat = np.int64(-1)
                for p in range(n_players):
                    if live[p]:
                        work[p] = value_of_parts(ck[p], csc[p], csb[p], OFFS, NONFLUSH, FLUSH)
                        nat = max(nat, work[p])
                for p in range(n_players):
                    if live[p] and (work[p] == nat) != (values[p] == best):
                        row[O_WILD_CHANGES_WINNER] += 1
                        break
            if measure:
                record_volatility(values, live, best, lead_full, lead_show, total_rounds, row)
    return counts


# --- shared pieces of the games below -------------------------------------------------------

ONE_EACH = 0x1111111111111  # the low bit of each rank's four
WHEEL = (1 << ACE) | 0xF                  # A-2-3-4-5 as a 13-bit rank mask
WHEEL_COUNTS = (1 << (4 * ACE)) | 0x1111  # A-2-3-4-5 once each, as packed rank counts
BYTE_ONES = 0x01010101010101    # seven bytes of rank positions; the zero-byte test needs no
BYTE_HIGHS = 0x80808080808080   # eighth, and int64 keeps Numba's arithmetic integer
NO_RANKS = 0x7F7F7F7F7F7F7F     # an empty position's byte: matches no rank

@njit(cache=True, inline="always")
def _present(packed):
    """The ranks with a nonzero count in packed rank counts (four bits a rank), as the low bit of
    each rank's four: the masks here stay in that layout, which needs no gathering of bits."""
    return (packed | (packed >> 1) | (packed >> 2)) & ONE_EACH


@njit(cache=True, inline="always")
def _top_straight(held_counts):
    """The ranks of the highest five in a row, as four-bit masks in packed rank-count layout (each
    rank's count, four bits a rank), or 0 without a straight."""
    present = _present(held_counts)
    run = present & (present >> 4) & (present >> 8) & (present >> 12) & (present >> 16)
    if run != 0:
        return np.int64(0xFFFFF) << top_bit(run)
    if (present & WHEEL_COUNTS) == WHEEL_COUNTS:
        return np.int64(WHEEL_COUNTS * 15)
    return np.int64(0)


@njit(cache=True, inline="always")
def _is_flush(suit_counts):
    """Whether five cards share a suit; ``suit_counts``: each suit's count, a byte a suit."""
    return ((suit_counts + 0x7B7B7B7B) & 0x80808080) != 0


@njit(cache=True, inline="always")
def _flush_ranks(suit_ranks):
    """The ranks of the best five of one suit's cards (a 13-bit rank mask of five or more): its
    highest straight, else its five highest ranks."""
    run = suit_ranks & (suit_ranks >> 1) & (suit_ranks >> 2) & (suit_ranks >> 3) & (suit_ranks >> 4)
    if run != 0:
        return np.int64(0x1F) << top_bit(run)
    if (suit_ranks & WHEEL) == WHEEL:
        return np.int64(WHEEL)
    used = np.int64(0)
    for _ in range(5):
        used |= np.int64(1) << top_bit(suit_ranks & ~used)
    return used


@njit(cache=True, inline="always")
def _spare_rank(held_counts):
    """The lowest rank of six or seven cards held more often than their best five use it (a card
    of it can go without changing the value), when no five of them share a suit. From the packed
    counts alone: no table read, whose wait would sit on the decision's path.

    Six or seven cards with five ranks in a row make no full house or four of a kind, so their
    best five are the highest run: any rank outside it, or held twice in it, is spare. Otherwise
    the best five are rank groups: the highest four or three of a kind; with three of a kind the
    highest pair, without it the two highest pairs; then kickers, one card of each rank left from
    the top down. Those groups are used in full, and six or seven cards always leave a card of
    the lowest rank outside them unused, so that rank is the answer."""
    straight = _top_straight(held_counts)
    if straight != 0:
        return low_rank((held_counts & ~straight) | ((held_counts & straight) - (ONE_EACH & straight)))
    b0 = held_counts & ONE_EACH
    b1 = (held_counts >> 1) & ONE_EACH
    b2 = (held_counts >> 2) & ONE_EACH   # the ranks held four times
    rest = held_counts
    pairs = b1 & ~b0                     # the ranks held twice
    n_pairs = 2
    if b2 != 0:
        rest &= ~(np.int64(15) << top_bit(b2))
        n_pairs = 0
    elif b0 & b1 != 0:                   # the ranks held three times
        rest &= ~(np.int64(15) << top_bit(b0 & b1))
        n_pairs = 1
    for _ in range(n_pairs):
        if pairs != 0:
            top = top_bit(pairs)
            pairs ^= np.int64(1) << top
            rest &= ~(np.int64(15) << top)
    return low_rank(rest)


@njit(cache=True, inline="always")
def _parts(H, p, n, CTW):
    """Summed no-wild card-table entries of H[p, :n]: (key, suit counts, suit bits)."""
    key = np.int64(0)
    sc = np.int64(0)
    sb = np.int64(0)
    for i in range(n):
        c = np.uint8(H[p, i])
        key += CTW[0, 0, c]
        sc += CTW[0, 1, c]
        sb |= CTW[0, 2, c]
    return key, sc, sb


@njit(cache=True, inline="always")
def _fill_up(hand, face, n_hand, up, n_up, n_players):
    for p in range(n_players):
        n = 0
        for i in range(n_hand[p]):
            if face[p, i] == 1:
                up[p, n] = hand[p, i]
                n += 1
        n_up[p] = n


@njit(cache=True, inline="always")
def _reshuffle(stock, discards, n_disc, state):
    """A new stock from the discards so far, shuffled with the deal's own stream."""
    for i in range(n_disc):
        stock[i] = discards[i]
    for i in range(n_disc - 1, 0, -1):
        j = below(state, i + 1)
        t = stock[i]
        stock[i] = stock[j]
        stock[j] = t


# --- Have a Heart ---------------------------------------------------------------------------

ONE_EACH_LOW_ACE = (ONE_EACH << 4) | 1   # ranks shifted up one nibble, an ace also at nibble 0


@njit(cache=True, inline="always")
def _straight_fills(present):
    """The ranks (in ``_present``'s layout) that complete five in a row with four of ``present``.
    Shifted up one nibble with the ace copied below the deuce, five in a row starting at nibble i
    lack exactly member k where the other four are present and k is not."""
    ext = (present << 4) | ((present >> (4 * ACE)) & 1)
    a0 = ext
    a1 = ext >> 4
    a2 = ext >> 8
    a3 = ext >> 12
    a4 = ext >> 16
    fills = ((~a0 & a1 & a2 & a3 & a4)
             | ((a0 & ~a1 & a2 & a3 & a4) << 4)
             | ((a0 & a1 & ~a2 & a3 & a4) << 8)
             | ((a0 & a1 & a2 & ~a3 & a4) << 12)
             | ((a0 & a1 & a2 & a3 & ~a4) << 16)) & ONE_EACH_LOW_ACE
    return ((fills >> 4) | ((fills & 1) << (4 * ACE))) & ~present


ONE = np.int64(1)


@njit(cache=True, inline="always")
def _rank_digit(bit):
    """The rank value (2..14) of a rank's bit in ``_present``'s layout, as the evaluator packs it."""
    return np.int64((bit >> 2) + 2)


@njit(cache=True, inline="always")
def _top_values(ranks, k):
    """The top k rank values (2..14) of a mask in ``_present``'s layout, as nibbles from bit 16
    down, the evaluator's tie-break layout."""
    out = np.int64(0)
    for i in range(k):
        if ranks == 0:
            break
        b = top_bit(ranks)
        ranks ^= np.int64(1) << b
        out |= _rank_digit(b) << (16 - 4 * i)
    return out


@njit(cache=True)
def _rank_value(held_counts):
    """The best-five value (evaluate's layout) of five or more cards with no five of a suit and
    nothing wild, from their packed rank counts alone: any hand size, no table. The tables stop at
    seven cards. A plain call: it takes no array, so calling it costs no reference counts, and
    one compiled copy keeps the runners' compile time down."""
    m1 = _present(held_counts)
    m2 = ((held_counts >> 1) | (held_counts >> 2)) & ONE_EACH
    m3 = ((held_counts & (held_counts >> 1)) | (held_counts >> 2)) & ONE_EACH
    m4 = (held_counts >> 2) & ONE_EACH
    if m4 != 0:
        q = top_bit(m4)
        return _value(CAT_QUADS, (_rank_digit(q) << 16) | (_top_values(m1 & ~(ONE << q), 1) >> 4))
    if m3 != 0:
        t = top_bit(m3)
        rest = m2 & ~(ONE << t)
        if rest != 0:
            return _value(CAT_FULL_HOUSE, (_rank_digit(t) << 16) | (_top_values(rest, 1) >> 4))
    straight = _top_straight(held_counts)
    if straight != 0:
        high = 5 if straight == WHEEL_COUNTS * 15 else _rank_digit(top_bit(straight))
        return _value(CAT_STRAIGHT, high << 16)
    if m3 != 0:
        t = top_bit(m3)
        return _value(CAT_TRIPS, (_rank_digit(t) << 16) | (_top_values(m1 & ~(ONE << t), 2) >> 4))
    if m2 != 0:
        p1 = top_bit(m2)
        rest = m2 & ~(ONE << p1)
        if rest != 0:
            p2 = top_bit(rest)
            kicker = _top_values(m1 & ~(ONE << p1) & ~(ONE << p2), 1) >> 8
            return _value(CAT_TWO_PAIR, (_rank_digit(p1) << 16) | (_rank_digit(p2) << 12) | kicker)
        return _value(CAT_ONE_PAIR, (_rank_digit(p1) << 16) | (_top_values(m1 & ~(ONE << p1), 3) >> 4))
    return _value(CAT_HIGH_CARD, _top_values(m1, 5))


@njit(cache=True, inline="always")
def _join_rows(down, n_down, up, n_up, hand, p):
    """Seat p's whole hand into hand[p]: its down cards, then its up cards."""
    for i in range(n_down[p]):
        hand[p, i] = down[p, i]
    for i in range(n_up[p]):
        hand[p, n_down[p] + i] = up[p, i]


@njit(cache=True, nogil=True, error_model="numpy")
def run_heart_blocks(deck, n_players, script, rules, block_keys, block_size, first_deal,
                     n_trials, orders, CTW, WM, OFFS, NONFLUSH, FLUSH, TB):
    """Seven-card stud; a heart dealt face up lets its owner take any other seat's up card."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    n_shuffle = min(deck.shape[0], n_players * script.shape[0])
    for b in range(n_blocks):
        state = np.empty(1, dtype=np.uint64)
        state[0] = block_keys[b]
        d = deck.copy()
        (hand, up, face, n_hand, n_up, values, work, live, held, lead_full, lead_show, scratch,
         stock, discards) = _scratch(n_players)
        up_ranks = np.zeros(n_players, dtype=np.int64)    # per seat, the count of each rank, four
        hand_ranks = np.zeros(n_players, dtype=np.int64)  # bits a rank: of its up cards, of all
        up_suits = np.zeros(n_players, dtype=np.int64)    # per seat, its up cards as suit bits
        sums = np.zeros((3, n_players), dtype=np.int64)   # running card-table sums per seat
        # Only up cards move, so a seat's down cards and up cards are kept apart: a take shifts one
        # short row, and whole hands are joined only where a row is read (measured deals, flushes
        # past seven cards).
        down = np.zeros((n_players, 4), dtype=np.int8)
        n_down = np.zeros(n_players, dtype=np.int64)
        start = first_deal + b * block_size
        todo = min(block_size, n_trials - start)
        row = counts[b]
        for deal_no in range(todo):
            if orders.shape[0] > 0:  # replayed card orders (tests)
                for j in range(d.shape[0]):
                    d[j] = orders[start + deal_no, j]
            else:
                partial_shuffle(d, n_shuffle, state)
            measure = rules[R_VOL_EVERY] > 0 and deal_no % rules[R_VOL_EVERY] == 0
            pos = 0
            for p in range(n_players):
                n_hand[p] = 0
                n_up[p] = 0
                n_down[p] = 0
                live[p] = True
                held[p] = 0
                up_ranks[p] = 0
                hand_ranks[p] = 0
                up_suits[p] = 0
                sums[0, p] = 0
                sums[1, p] = 0
                sums[2, p] = 0
            all_up_ranks = np.int64(0)  # every seat's up cards: taking moves them, never adds
            all_up_suits = np.int64(0)
            taking = rules[R_POLICY] == 0
            takes = 0
            n_rounds = 0
            for s in range(script.shape[0]):
                # a down street in its own short loop, away from the take code
                for p in range(n_players if script[s] != 1 else 0):
                    c = d[pos]
                    pos += 1
                    n_hand[p] += 1
                    u = np.uint8(c)
                    sums[0, p] += CTW[0, 0, u]
                    sums[1, p] += CTW[0, 1, u]
                    sums[2, p] |= CTW[0, 2, u]
                    hand_ranks[p] += np.int64(1) << (4 * (c >> 2))
                    down[p, n_down[p]] = c
                    n_down[p] += 1
                for p in range(n_players if script[s] == 1 else 0):
                    c = d[pos]
                    pos += 1
                    n_hand[p] += 1
                    u = np.uint8(c)
                    sums[0, p] += CTW[0, 0, u]
                    sums[1, p] += CTW[0, 1, u]
                    sums[2, p] |= CTW[0, 2, u]
                    hand_ranks[p] += np.int64(1) << (4 * (c >> 2))
                    up[p, n_up[p]] = c
                    n_up[p] += 1
                    up_ranks[p] += np.int64(1) << (4 * (c >> 2))
                    all_up_ranks += np.int64(1) << (4 * (c >> 2))
                    up_suits[p] |= CTW[0, 2, u]
                    all_up_suits |= CTW[0, 2, u]
                    if not taking or c & 3 != 2:
                        continue
                    n = n_hand[p]
                    key = sums[0, p]
                    sc = sums[1, p]
                    sb = sums[2, p]
                    bv = np.int64(-1)
                    brank = -1
                    bq = -1
                    bj = -1
                    # Without its suits, a hand's value depends on the taken rank alone; a rank that
                    # pairs nothing and fills no straight only adds a kicker, where the highest
                    # shown does best. So the ranks worth a look are few.
                    shown = _present(all_up_ranks - up_ranks[p])
                    own = _present(hand_ranks[p])
                    pairing = shown & own
                    fills = shown & _straight_fills(own)
                    kickers = shown & ~own & ~fills
                    useful = pairing | fills
                    if kickers:
                        useful |= np.int64(1) << top_bit(kickers)
                    while useful:
                        r = top_bit(useful) >> 2
                        useful ^= np.int64(1) << (4 * r)
                        if n < 7:  # the rank class: numbered in value order, one read less
                            rank_key = (key + CTW[0, 0, np.uint8(4 * r)]) & KEY_MASK
                            v = np.int64(NONFLUSH[0][0, OFFS[rank_key >> HASH_SHIFT]
                                                     + (rank_key & HASH_MASK)])
                        else:  # eight cards and more: past the tables
                            v = _rank_value(hand_ranks[p] + (np.int64(1) << (4 * r)))
                        if v > bv:  # ranks come high to low: an equal value keeps the higher
                            bv = v
                            brank = r
                    fours = (sc + 0x7C7C7C7C) & 0x80808080  # the suits held four times or more
                    if fours != 0 and brank >= 0:
                        # A card's value is now the larger of its rank's (above) and the best
                        # flush with it. Cards that make no better flush than the one held rank as
                        # above, unless that flush beats them all: then every card is worth it and
                        # the highest rank shown does best. A card that makes a better flush beats
                        # them only if its flush beats the best so far: a flush value never equals a
                        # value of the other categories. Those cards are few: the other seats' up
                        # cards of the suits held four times, read from suit bits.
                        v = np.int64(NONFLUSH[1][bv]) if n < 7 else bv
                        made = np.int64(-1)  # the flush already held, if any
                        fives = (sc + 0x7B7B7B7B) & 0x80808080
                        for su in range(4):
                            if (fives >> (8 * su + 7)) & 1:
                                made = max(made, np.int64(FLUSH[0, (sb >> (16 * su)) & 0x1FFF]))
                        if v > made:
                            bv = v
                        else:  # every card keeps the flush held: the highest rank shown does best
                            bv = made
                            brank = top_bit(shown) >> 2
                        others = all_up_suits & ~up_suits[p]
                        bcard = -1
                        for su in range(4):
                            if (fours >> (8 * su + 7)) & 1:
                                in_suit = (sb >> (16 * su)) & 0x1FFF
                                offered = (others >> (16 * su)) & 0x1FFF
                                while offered:
                                    r = top_bit(offered)
                                    offered ^= np.int64(1) << r
                                    f = np.int64(FLUSH[0, in_suit | (np.int64(1) << r)])
                                    if f > bv or (f == bv and r > brank):
                                        bv = f
                                        brank = r
                                        bcard = 4 * r + su
                        if bcard >= 0:  # one card of a single deck: one seat shows it
                            card_bit = np.int64(1) << (16 * (bcard & 3) + (bcard >> 2))
                            for q in range(n_players):
                                if up_suits[q] & card_bit:
                                    bq = q
                            for j in range(n_up[bq]):
                                if up[bq, j] == bcard:
                                    bj = j
                    if brank >= 0 and bq < 0:
                        # its first card, seat by seat to the left: a mask of the other seats
                        # showing the rank, then the lowest seat above p, else the lowest
                        # (branch-free: the seat is as good as random to the predictor)
                        seats = np.int64(0)
                        for q in range(n_players):
                            nib = (up_ranks[q] >> (4 * brank)) & 15
                            seats |= ((nib | (nib >> 1) | (nib >> 2)) & 1) << q
                        seats &= ~(np.int64(1) << p)
                        after = seats & (np.int64(-2) << p)
                        if after != 0:
                            seats = after
                        bq = top_bit(seats & -seats)
                        for j in range(n_up[bq]):
                            if up[bq, j] >> 2 == brank:
                                bj = j
                                break
                    if bq < 0:
                        continue
                    t = up[bq, bj]
                    for j in range(bj, n_up[bq] - 1):
                        up[bq, j] = up[bq, j + 1]
                    n_up[bq] -= 1
                    n_hand[bq] -= 1
                    n_hand[p] += 1
                    up[p, n_up[p]] = t
                    n_up[p] += 1
                    takes += 1
                    bit = np.int64(1) << (4 * (t >> 2))
                    up_ranks[bq] -= bit
                    up_ranks[p] += bit
                    hand_ranks[bq] -= bit
                    hand_ranks[p] += bit
                    u = np.uint8(t)
                    sums[0, bq] -= CTW[0, 0, u]
                    sums[1, bq] -= CTW[0, 1, u]
                    sums[2, bq] &= ~CTW[0, 2, u]
                    up_suits[bq] &= ~CTW[0, 2, u]
                    up_suits[p] |= CTW[0, 2, u]
                    sums[0, p] += CTW[0, 0, u]
                    sums[1, p] += CTW[0, 1, u]
                    sums[2, p] |= CTW[0, 2, u]
                if measure and s >= 2:
                    for p in range(n_players):
                        _join_rows(down, n_down, up, n_up, hand, p)
                    lf, ls = leaders(hand, n_hand, up, n_up, live, n_players, CTW, WM, OFFS, NONFLUSH, FLUSH,
                                     TB, scratch)
                    lead_full[n_rounds] = lf
                    lead_show[n_rounds] = ls
                    n_rounds += 1
            for p in range(n_players):
                n = n_hand[p]
                if n <= 7:
                    values[p] = value_of_parts(sums[0, p], sums[1, p], sums[2, p], OFFS, NONFLUSH, FLUSH)
                elif not _is_flush(sums[1, p]):
                    values[p] = _rank_value(hand_ranks[p])
                else:
                    _join_rows(down, n_down, up, n_up, hand, p)
                    values[p] = best_big(hand, p, n, WM[0], TB, scratch)
                row[O_HAND_SIZE + n_hand[p]] += 1
            best = record_showdown(values, live, n_players, row, held)
            row[O_TAKES + min(takes, 31)] += 1
            if measure:
                record_volatility(values, live, best, lead_full, lead_show, n_rounds, row)
    return counts


# --- English Stud ---------------------------------------------------------------------------

@njit(cache=True, nogil=True, error_model="numpy")
def run_english_blocks(deck, n_players, script, rules, block_keys, block_size, first_deal,
                       n_trials, orders, CTW, WM, OFFS, NONFLUSH, FLUSH, TB):
    """Seven-card stud with a one-card draw after the fifth, sixth and seventh streets."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    for b in range(n_blocks):
        state = np.empty(1, dtype=np.uint64)
        state[0] = block_keys[b]
        d = deck.copy()
        (hand, up, face, n_hand, n_up, values, work, live, held, lead_full, lead_show, scratch,
         stock, discards) = _scratch(n_players)
        drawn = np.zeros(n_players, dtype=np.int64)
        flags = np.zeros(1, dtype=np.int64)
        sums = np.zeros((5, n_players), dtype=np.int64)  # running card-table sums per seat
        start = first_deal + b * block_size
        todo = min(block_size, n_trials - start)
        row = counts[b]
        for deal_no in range(todo):
            if orders.shape[0] > 0:  # replayed card orders (tests)
                for j in range(d.shape[0]):
                    d[j] = orders[start + deal_no, j]
            else:
                partial_shuffle(d, d.shape[0], state)
            measure = rules[R_VOL_EVERY] > 0 and deal_no % rules[R_VOL_EVERY] == 0
            pos = 0
            stock_pos = 0
            stock_n = 0
            n_disc = 0
            flags[0] = 0
            for p in range(n_players):
                n_hand[p] = 0
                live[p] = True
                held[p] = 0
                drawn[p] = 0
                sums[0, p] = 0  # running sums of each seat's card-table entries
                sums[1, p] = 0
                sums[2, p] = 0
                sums[3, p] = 0  # each rank's count, four bits a rank
                sums[4, p] = NO_RANKS  # the rank at each hand position, a byte a position
            drawing = rules[R_POLICY] == 0
            n_rounds = 0
            for s in range(script.shape[0]):
                for p in range(n_players):
                    if pos < d.shape[0]:
                        c = d[pos]
                        pos += 1
                    else:
                        if stock_pos >= stock_n:  # the deck is spent: the discards become the stock
                            _reshuffle(stock, discards, n_disc, state)
                            stock_n = n_disc
                            stock_pos = 0
                            n_disc = 0
                            flags[0] = 1
                        c = stock[stock_pos]
                        stock_pos += 1
                    hand[p, n_hand[p]] = c
                    face[p, n_hand[p]] = script[s]
                    n_hand[p] += 1
                    u = np.uint8(c)
                    sums[0, p] += CTW[0, 0, u]
                    sums[1, p] += CTW[0, 1, u]
                    sums[2, p] |= CTW[0, 2, u]
                    sums[3, p] += np.int64(1) << (4 * (c >> 2))
                    sums[4, p] ^= np.int64((c >> 2) ^ 0x7F) << (8 * n_hand[p] - 8)
                if s >= 4 and drawing:
                    # each seat's discard from its packed rank counts (no table read to wait on)
                    for p in range(n_players):
                        n = n_hand[p]
                        held_counts = sums[3, p]
                        sc = sums[1, p]
                        at = -1
                        if n == 5:
                            # five cards stand pat on a straight or better: a straight, a flush,
                            # a full house (no rank held once) or four of a kind. Below that the
                            # best four keep every group and drop the lowest single card, since
                            # four cards make no straight or flush.
                            singles = held_counts & ~(held_counts >> 1) & ~(held_counts >> 2) & ONE_EACH
                            if (singles == 0 or held_counts & (ONE_EACH << 2) != 0 or _is_flush(sc)
                                    or _top_straight(held_counts) != 0):
                                continue
                            r = low_rank(singles)
                        elif _is_flush(sc):
                            # six or seven cards: some card is outside the best five, so the least
                            # useful card keeps the value; the first such card by (rank, position)
                            # is the one. Seven cards with a flush make no full house or four of a
                            # kind, so the best five are the flush suit's; a card outside them can
                            # share its rank with one of them, so the position skips that card.
                            flush_suit = top_bit((sc + 0x7B7B7B7B) & 0x80808080) >> 3
                            used = _flush_ranks((sums[2, p] >> (16 * flush_suit)) & 0x1FFF)
                            spare = held_counts
                            for i in range(13):
                                spare -= ((used >> i) & 1) << (4 * i)
                            r = low_rank(spare)
                            for i in range(n):
                                c = hand[p, i]
                                if at < 0 and c >> 2 == r and (c & 3 != flush_suit or not (used >> r) & 1):
                                    at = i
                        else:
                            r = _spare_rank(held_counts)  # the first card of the lowest spare rank
                        if at < 0:  # the first position of rank r: the lowest zero byte of ranks ^ r
                            x = sums[4, p] ^ (r * BYTE_ONES)
                            zeros = (x - BYTE_ONES) & ~x & BYTE_HIGHS
                            at = top_bit(zeros & -zeros) >> 3
                        discards[n_disc] = hand[p, at]
                        n_disc += 1
                        if pos < d.shape[0]:
                            c = d[pos]
                            pos += 1
                        else:
                            if stock_pos >= stock_n:  # the deck is spent: the discards become the stock
                                _reshuffle(stock, discards, n_disc, state)
                                stock_n = n_disc
                                stock_pos = 0
                                n_disc = 0
                                flags[0] = 1
                            c = stock[stock_pos]
                            stock_pos += 1
                        old = np.uint8(hand[p, at])
                        u = np.uint8(c)
                        sums[0, p] += CTW[0, 0, u] - CTW[0, 0, old]
                        sums[1, p] += CTW[0, 1, u] - CTW[0, 1, old]
                        sums[2, p] = (sums[2, p] & ~CTW[0, 2, old]) | CTW[0, 2, u]
                        sums[3, p] += (np.int64(1) << (4 * (c >> 2))) - (np.int64(1) << (4 * (old >> 2)))
                        hand[p, at] = c
                        sums[4, p] ^= np.int64((c >> 2) ^ (old >> 2)) << (8 * at)
                        drawn[p] += 1
                if measure and s >= 2:
                    _fill_up(hand, face, n_hand, up, n_up, n_players)
                    lf, ls = leaders(hand, n_hand, up, n_up, live, n_players, CTW, WM, OFFS, NONFLUSH, FLUSH,
                                     TB, scratch)
                    lead_full[n_rounds] = lf
                    lead_show[n_rounds] = ls
                    n_rounds += 1
            for p in range(n_players):
                values[p] = value_of_parts(sums[0, p], sums[1, p], sums[2, p], OFFS, NONFLUSH, FLUSH)
                row[O_DRAWN + min(drawn[p], 7)] += 1
            best = record_showdown(values, live, n_players, row, held)
            row[O_RESHUFFLED] += flags[0]
            if measure:
                record_volatility(values, live, best, lead_full, lead_show, n_rounds, row)
    return counts


# --- Open and Shut --------------------------------------------------------------------------

@njit(cache=True, inline="always")
def _hole_deuce_parts(hand, face, p, n, CTW):
    """Parts of a hand whose face-down deuces are wild: (key, suit counts, suit bits, wilds)."""
    key = np.int64(0)
    sc = np.int64(0)
    sb = np.int64(0)
    w = 0
    for i in range(n):
        c = hand[p, i]
        if face[p, i] == 0 and c >> 2 == DEUCE:
            key += WILD_UNIT
            w += 1
        else:
            u = np.uint8(c)
            key += CTW[0, 0, u]
            sc += CTW[0, 1, u]
            sb |= CTW[0, 2, u]
    return key, sc, sb, w


@njit(cache=True, nogil=True, error_model="numpy")
def run_open_shut_blocks(deck, n_players, script, rules, block_keys, block_size, first_deal,
                         n_trials, orders, CTW, WM, OFFS, NONFLUSH, FLUSH, TB):
    """One down and four up, then a draw of up to three (four keeping an ace) dealt face down;
    deuces face down are wild."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    for b in range(n_blocks):
        state = np.empty(1, dtype=np.uint64)
        state[0] = block_keys[b]
        d = deck.copy()
        (hand, up, face, n_hand, n_up, values, work, live, held, lead_full, lead_show, scratch,
         stock, discards) = _scratch(n_players)
        drawn = np.zeros(n_players, dtype=np.int64)
        flags = np.zeros(1, dtype=np.int64)
        start = first_deal + b * block_size
        todo = min(block_size, n_trials - start)
        row = counts[b]
        for deal_no in range(todo):
            if orders.shape[0] > 0:  # replayed card orders (tests)
                for j in range(d.shape[0]):
                    d[j] = orders[start + deal_no, j]
            else:
                partial_shuffle(d, d.shape[0], state)
            measure = rules[R_VOL_EVERY] > 0 and deal_no % rules[R_VOL_EVERY] == 0
            pos = 0
            stock_pos = 0
            stock_n = 0
            n_disc = 0
            flags[0] = 0
            for p in range(n_players):
                n_hand[p] = 0
                live[p] = True
                drawn[p] = 0
            drawing = rules[R_POLICY] == 0
            n_rounds = 0
            n_streets = script.shape[0]
            for s in range(n_streets + 1):
                if s < n_streets:
                    for p in range(n_players):
                        if pos < d.shape[0]:
                            c = d[pos]
                            pos += 1
                        else:
                            if stock_pos >= stock_n:  # the deck is spent: the discards become the stock
                                _reshuffle(stock, discards, n_disc, state)
                                stock_n = n_disc
                                stock_pos = 0
                                n_disc = 0
                                flags[0] = 1
                            c = stock[stock_pos]
                            stock_pos += 1
                        hand[p, n_hand[p]] = c
                        face[p, n_hand[p]] = script[s]
                        n_hand[p] += 1
                elif drawing:
                    # every seat's value first: the table reads overlap, while a draw only
                    # changes its own seat's hand
                    for p in range(n_players):
                        key, sc, sb, w = _hole_deuce_parts(hand, face, p, n_hand[p], CTW)
                        work[p] = value_of_parts(key, sc, sb, OFFS, NONFLUSH, FLUSH)
                    for p in range(n_players):
                        n = n_hand[p]
                        cat = work[p] >> CAT_SHIFT
                        if cat >= STRAIGHT:
                            continue
                        ranks_held = np.int64(0)  # each natural rank's count, four bits a rank
                        for i in range(n):
                            if not (face[p, i] == 0 and hand[p, i] >> 2 == DEUCE):
                                ranks_held += np.int64(1) << (4 * (hand[p, i] >> 2))
                        once = (ranks_held | (ranks_held >> 1) | (ranks_held >> 2)) & ONE_EACH
                        twice = ((ranks_held >> 1) | (ranks_held >> 2)) & ONE_EACH
                        thrice = ((ranks_held & (ranks_held >> 1)) | (ranks_held >> 2)) & ONE_EACH
                        # the largest group, the highest rank on a tie; wild cards are always kept
                        top_r = top_rank(thrice if thrice else (twice if twice else once))
                        if cat == 4:  # two pair
                            keep_mask = 0
                            while twice:
                                r = top_rank(twice)
                                keep_mask |= 1 << r
                                twice ^= np.int64(1) << (4 * r)
                        elif cat >= 1:  # one pair or three of a kind, wild cards included
                            keep_mask = 1 << top_r
                        elif (once >> (4 * ACE)) & 1:
                            keep_mask = 1 << ACE
                        else:
                            second = top_rank(once ^ (np.int64(1) << (4 * top_r)))
                            keep_mask = (1 << top_r) | (1 << second)
                        k = 0
                        for i in range(n):
                            c = hand[p, i]
                            wild = face[p, i] == 0 and c >> 2 == DEUCE
                            if wild or (keep_mask >> (c >> 2)) & 1:
                                hand[p, k] = c
                                face[p, k] = face[p, i]
                                k += 1
                            else:
                                discards[n_disc] = c
                                n_disc += 1
                        drawn[p] = n - k
                        for i in range(k, n):
                            if pos < d.shape[0]:
                                c = d[pos]
                                pos += 1
                            else:
                                if stock_pos >= stock_n:  # the deck is spent: the discards become the stock
                                    _reshuffle(stock, discards, n_disc, state)
                                    stock_n = n_disc
                                    stock_pos = 0
                                    n_disc = 0
                                    flags[0] = 1
                                c = stock[stock_pos]
                                stock_pos += 1
                            hand[p, i] = c
                            face[p, i] = 0
                if measure and s >= 1:
                    _fill_up(hand, face, n_hand, up, n_up, n_players)
                    bf = np.int64(-1)
                    bs = np.int64(-1)
                    lf = 0
                    ls = 0
                    for p in range(n_players):
                        key, sc, sb, w = _hole_deuce_parts(hand, face, p, n_hand[p], CTW)
                        v = value_of_parts(key, sc, sb, OFFS, NONFLUSH, FLUSH)
                        if v > bf:
                            bf = v
                            lf = p
                        v = score_row(up, p, n_up[p], 0, CTW, OFFS, NONFLUSH, FLUSH)
                        if v > bs:
                            bs = v
                            ls = p
                    lead_full[n_rounds] = lf
                    lead_show[n_rounds] = ls
                    n_rounds += 1
            for p in range(n_players):
                key, sc, sb, w = _hole_deuce_parts(hand, face, p, n_hand[p], CTW)
                values[p] = value_of_parts(key, sc, sb, OFFS, NONFLUSH, FLUSH)
                held[p] = w
                row[O_DRAWN + min(drawn[p], 7)] += 1
            best = record_showdown(values, live, n_players, row, held)
            row[O_RESHUFFLED] += flags[0]
            if measure:
                record_volatility(values, live, best, lead_full, lead_show, n_rounds, row)
    return counts


# --- Share Your Hole ------------------------------------------------------------------------

@njit(cache=True, inline="always")
def _best_with_middle(key, sc, sb, middle, n_mid, CTW, OFFS, NONFLUSH, FLUSH, singles):
    """Best value of a hand's parts plus at most two middle cards (two always do at least as
    well as fewer when there are two). ``singles``: one middle card at most."""
    best = np.int64(-1)
    for i in range(n_mid):
        ui = np.uint8(middle[i])
        ki = key + CTW[0, 0, ui]
        si = sc + CTW[0, 1, ui]
        bi = sb | CTW[0, 2, ui]
        if singles:
            v = value_of_parts(ki, si, bi, OFFS, NONFLUSH, FLUSH)
            if v > best:
                best = v
            continue
        for j in range(i + 1, n_mid):
            uj = np.uint8(middle[j])
            v = value_of_parts(ki + CTW[0, 0, uj], si + CTW[0, 1, uj], bi | CTW[0, 2, uj], OFFS,
                               NONFLUSH, FLUSH)
            if v > best:
                best = v
    return best


@njit(cache=True, nogil=True, error_model="numpy")
def run_share_blocks(deck, n_players, script, rules, block_keys, block_size, first_deal,
                     n_trials, orders, CTW, WM, OFFS, NONFLUSH, FLUSH, TB):
    """Five-card stud (two down, three up); each seat then shares one hole card with everyone,
    and plays its four own cards with up to two shared ones."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    n_shuffle = min(deck.shape[0], n_players * script.shape[0])
    for b in range(n_blocks):
        state = np.empty(1, dtype=np.uint64)
        state[0] = block_keys[b]
        d = deck.copy()
        (hand, up, face, n_hand, n_up, values, work, live, held, lead_full, lead_show, scratch,
         stock, discards) = _scratch(n_players)
        middle = np.zeros(n_players, dtype=np.int8)
        pair_parts = np.zeros((3, n_players * (n_players - 1) // 2), dtype=np.int64)
        start = first_deal + b * block_size
        todo = min(block_size, n_trials - start)
        row = counts[b]
        for deal_no in range(todo):
            if orders.shape[0] > 0:  # replayed card orders (tests)
                for j in range(d.shape[0]):
                    d[j] = orders[start + deal_no, j]
            else:
                partial_shuffle(d, n_shuffle, state)
            measure = rules[R_VOL_EVERY] > 0 and deal_no % rules[R_VOL_EVERY] == 0
            pos = 0
            for p in range(n_players):
                live[p] = True
                held[p] = 0
            n_rounds = 0
            n_up_cards = 0  # every seat gets a card a street: the counts are the same for all
            for s in range(script.shape[0]):
                face_up = script[s] == 1
                for p in range(n_players):
                    c = d[pos]
                    pos += 1
                    hand[p, s] = c
                    if face_up:
                        up[p, n_up_cards] = c
                if face_up:
                    n_up_cards += 1
                if measure and s >= 2:
                    for p in range(n_players):
                        n_hand[p] = s + 1
                        n_up[p] = n_up_cards
                    lf, ls = leaders(hand, n_hand, up, n_up, live, n_players, CTW, WM, OFFS, NONFLUSH, FLUSH,
                                     TB, scratch)
                    lead_full[n_rounds] = lf
                    lead_show[n_rounds] = ls
                    n_rounds += 1
            share_high = rules[R_POLICY] == 1
            for p in range(n_players):
                h0 = hand[p, 0]
                h1 = hand[p, 1]
                if share_high:
                    give_first = (h0 >> 2) >= (h1 >> 2)
                else:
                    k, c_, b_ = _parts(up, p, n_up_cards, CTW)
                    u0 = np.uint8(h0)
                    u1 = np.uint8(h1)
                    v0 = value_of_parts(k + CTW[0, 0, u0], c_ + CTW[0, 1, u0], b_ | CTW[0, 2, u0], OFFS,
                                        NONFLUSH, FLUSH)
                    v1 = value_of_parts(k + CTW[0, 0, u1], c_ + CTW[0, 1, u1], b_ | CTW[0, 2, u1], OFFS,
                                        NONFLUSH, FLUSH)
                    # keep the better four; equal: keep the higher card; equal again: keep the first
                    keep_first = v0 > v1 or (v0 == v1 and (h0 >> 2) >= (h1 >> 2))
                    give_first = not keep_first
                if give_first:
                    middle[p] = h0
                    hand[p, 0] = h1
                else:
                    middle[p] = h1
                for i in range(3):
                    hand[p, 1 + i] = up[p, i]
            # every pair of middle cards, summed once for all the seats
            n_pairs = 0
            for i in range(n_players):
                ui = np.uint8(middle[i])
                for j in range(i + 1, n_players):
                    uj = np.uint8(middle[j])
                    pair_parts[0, n_pairs] = CTW[0, 0, ui] + CTW[0, 0, uj]
                    pair_parts[1, n_pairs] = CTW[0, 1, ui] + CTW[0, 1, uj]
                    pair_parts[2, n_pairs] = CTW[0, 2, ui] | CTW[0, 2, uj]
                    n_pairs += 1
            for p in range(n_players):
                k, c_, b_ = _parts(hand, p, 4, CTW)
                # The best of the pairs without flushes first: the tables' rank classes are
                # numbered in value order, so the highest class is the best, one value read at the
                # end. Flushes need three of a suit among the four own cards (few seats have them).
                top_class = 0
                for i in range(n_pairs):
                    rank_key = (k + pair_parts[0, i]) & KEY_MASK
                    top_class = max(top_class, NONFLUSH[0][0, OFFS[rank_key >> HASH_SHIFT]
                                                           + (rank_key & HASH_MASK)])
                v = np.int64(NONFLUSH[1][top_class])
                if ((c_ + 0x7D7D7D7D) & 0x80808080) != 0:
                    for i in range(n_pairs):
                        v = max(v, value_of_parts(k + pair_parts[0, i], c_ + pair_parts[1, i],
                                                  b_ | pair_parts[2, i], OFFS, NONFLUSH, FLUSH))
                values[p] = v
                work[p] = value_of_parts(k, c_, b_, OFFS, NONFLUSH, FLUSH)  # own four cards alone
            if measure:
                bf = np.int64(-1)
                bs = np.int64(-1)
                lf = 0
                ls = 0
                for p in range(n_players):
                    if values[p] > bf:
                        bf = values[p]
                        lf = p
                    k, c_, b_ = _parts(up, p, n_up_cards, CTW)
                    v = _best_with_middle(k, c_, b_, middle, n_players, CTW, OFFS, NONFLUSH, FLUSH, False)
                    if v > bs:
                        bs = v
                        ls = p
                lead_full[n_rounds] = lf
                lead_show[n_rounds] = ls
                n_rounds += 1
            best = record_showdown(values, live, n_players, row, held)
            first = 0
            for p in range(n_players - 1, -1, -1):
                if values[p] == best:
                    first = p
            k, c_, b_ = _parts(hand, first, 4, CTW)
            one = _best_with_middle(k, c_, b_, middle, n_players, CTW, OFFS, NONFLUSH, FLUSH, True)
            row[O_MIDDLE_USED + (1 if one == best else 2)] += 1
            own_best = np.int64(-1)
            for p in range(n_players):
                own_best = max(own_best, work[p])
            for p in range(n_players):
                if (work[p] == own_best) != (values[p] == best):
                    row[O_MIDDLE_CHANGES] += 1
                    break
            if measure:
                record_volatility(values, live, best, lead_full, lead_show, n_rounds, row)
    return counts

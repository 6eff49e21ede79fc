"""The community driver: hole cards a seat and a five-card board dealt in streets (flop, turn,
river), the hand by a rule (any hole cards, at most two, exactly so many hole and board cards, two
kept after a discard), and Crisscross, whose board is a cross of two lines. The board is shared,
so its card-table entries are summed once a street and each seat adds its hole cards'
(kernels/eval/showdown.value_of_parts): a Hold'em hand is one table read. What runs once a
deal and takes arrays (the discard games' keep choice, the high-low split, the regret count) is
called out of line, off the street loop."""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.categories import CAT_SHIFT
from ..core.bits import bit_count
from .community_layout import (BOARD, CROSS_HOLE, HAND_ANY, HAND_EXACT, KEEP_HIGH,  # noqa: F401
                               MAX_HOLE, N_COUNTERS, OFFSETS, O_BOARD_PLAYS, O_HOLE_USED, O_LINE,
                               O_LOW_TIE, O_LOW_TOP, O_REGRET, O_SCOOP, O_WINNER_LINE,
                               R_DISCARD_AT, R_EXACT_BOARD, R_EXACT_HOLE, R_HAND_RULE,
                               R_HIGH_LOW, R_HOLE, R_KEEP_POLICY, R_VOL_EVERY, R_WILD_CARDS, SHARE_UNITS, STREETS)
from ..core.deal import block_span, block_state, next_order
from ..core.layout import (O_FIRST_CAT, O_HAND, O_LEAD_CHANGES, O_LEAD_FULL, O_SEAT, O_SECOND, O_TIE, O_VOL_DEALS, O_WILD_RANK,
                     O_WINNER)
from ..eval.low import eval_low_a5
from ..eval.showdown import first_best, record_showdown, value_of_parts

NO_PAIR = 6          # eval_low_a5's shape field (value >> 20) of a low without a pair
EIGHT_LOW = 8        # a qualifying low's highest card, at most (ace 1)


@njit(cache=True)
def _holdem_lows(lows, d, n_players, n_hole, at):
    """Each seat's best ace-to-five low of its hole cards and the board, any of them used, when
    it is five different ranks 8 or lower (eval_low_a5's value: higher is better), else -1."""
    for p in range(n_players):
        m1 = np.int64(0)
        m2 = np.int64(0)
        m3 = np.int64(0)
        m4 = np.int64(0)
        for i in range(n_hole + 5):
            c = np.int64(d[i * n_players + p]) if i < n_hole else np.int64(d[at + i - n_hole])
            bit = np.int64(1) << (c >> 2)
            m4 |= m3 & bit
            m3 |= m2 & bit
            m2 |= m1 & bit
            m1 |= bit
        v = eval_low_a5(m1, m2, m3, m4, np.int64(0), np.int64(0))
        top = (0xFFFFF - (v & 0xFFFFF)) >> 16  # the low's highest card, ace 1
        lows[p] = v if v >> 20 == NO_PAIR and top <= EIGHT_LOW else np.int64(-1)


@njit(cache=True, inline="always")
def _low_bit(card):
    """A card's bit among the low ranks (ace bit 0, 2 to 8 bits 1 to 7), -1 for 9 and up."""
    r = card >> 2
    if r == 12:
        return np.int64(1)
    if r <= 6:
        return np.int64(1) << (r + 1)
    return np.int64(-1)


@njit(cache=True)
def _exact_lows(lows, d, n_players, n_hole, at, n_hole_used, n_board_used):
    """HAND_EXACT: each seat's best ace-to-five low of exactly ``n_hole_used`` hole cards and
    ``n_board_used`` board cards (five in all), when they are five different ranks 8 or lower
    (eval_low_a5's value: higher is better), else -1. Five different low ranks as a mask (ace
    lowest) compare as lows do, highest card first: the smallest mask is the best low. Called out
    of line, once a deal."""
    board_sets = np.empty(1 << BOARD, dtype=np.int64)  # the board subsets' low masks, -1: none
    n_sets = 0
    for bm in range(1 << BOARD):
        if bit_count(np.int64(bm)) == n_board_used:
            m = np.int64(0)
            for i in range(BOARD):
                if (bm >> i) & 1:
                    bit = _low_bit(np.int64(d[at + i]))
                    m = -1 if bit < 0 or m < 0 or m & bit else m | bit
            if m >= 0:
                board_sets[n_sets] = m
                n_sets += 1
    for p in range(n_players):
        best = np.int64(1) << 8  # above every low mask
        for hm in range(1 << n_hole):
            if bit_count(np.int64(hm)) != n_hole_used:
                continue
            held = np.int64(0)
            for i in range(n_hole):
                if (hm >> i) & 1:
                    bit = _low_bit(np.int64(d[i * n_players + p]))
                    held = -1 if bit < 0 or held < 0 or held & bit else held | bit
            if held < 0:
                continue
            for y in range(n_sets):
                if held & board_sets[y] == 0:
                    best = min(best, held | board_sets[y])
        if best >> 8:
            lows[p] = -1
        else:  # into rank codes (2 is 0, the ace 12) for eval_low_a5
            lows[p] = eval_low_a5((best & 1) << 12 | best >> 1, np.int64(0), np.int64(0),
                                  np.int64(0), np.int64(0), np.int64(0))


@njit(cache=True)
def _exact_street(value, final, subsets, hk, hs, hb, bk, bs, bbits, n_board, n_players, n_hole,
                  n_hole_used, n_board_used, OFFS, NONFLUSH, FLUSH):
    """HAND_EXACT at one point of the deal: each seat's best of exactly ``n_hole_used`` hole
    cards and ``n_board_used`` board cards (as many as are out, when fewer), into ``value`` when
    ``final``; returns the first leader. Called out of line, so that Hold'em's street loop does
    not carry it; ``subsets``: scratch for the board subsets' summed table entries."""
    take = min(n_board_used, n_board)
    n_sets = 0
    for bm in range(1 << n_board):
        if bit_count(np.int64(bm)) == take:
            k = np.int64(0)
            s = np.int64(0)
            m = np.int64(0)
            for i in range(n_board):
                if (bm >> i) & 1:
                    k += bk[i]
                    s += bs[i]
                    m |= bbits[i]
            subsets[0, n_sets] = k
            subsets[1, n_sets] = s
            subsets[2, n_sets] = m
            n_sets += 1
    lead = 0
    top = np.int64(-1)
    for p in range(n_players):
        v = np.int64(-1)
        for hm in range(1 << n_hole):
            if bit_count(np.int64(hm)) != n_hole_used:
                continue
            k = np.int64(0)
            s = np.int64(0)
            m = np.int64(0)
            for i in range(n_hole):
                if (hm >> i) & 1:
                    k += hk[p, i]
                    s += hs[p, i]
                    m |= hb[p, i]
            for y in range(n_sets):
                v = max(v, value_of_parts(k + subsets[0, y], s + subsets[1, y], m | subsets[2, y],
                                          OFFS, NONFLUSH, FLUSH))
        if final:
            value[p] = v
        elif v > top:
            top = v
            lead = p
    return lead


@njit(cache=True)
def split_pot(row, value, lows, n_players):
    """High-low, eight or better: the high half to the best high hand, the low half to the best
    qualifying low (``lows``: eval_low_a5 values, -1 where a seat has none; the high takes all
    without one). Counts the showdown as record_showdown does, and the low's own; returns the
    best high value. Called out of line (it takes arrays), once a deal."""
    best = np.int64(-1)
    best_lo = np.int64(-1)
    for p in range(n_players):
        best = max(best, value[p])
        best_lo = max(best_lo, lows[p])
    n_hi = 0
    n_lo = 0
    for p in range(n_players):
        n_hi += np.int64(value[p] == best)
        n_lo += np.int64(best_lo >= 0 and lows[p] == best_lo)
    half = SHARE_UNITS // 2 if n_lo > 0 else SHARE_UNITS
    for p in range(n_players):
        row[O_HAND + (value[p] >> CAT_SHIFT)] += 1
        if p == 0:
            row[O_FIRST_CAT + (value[p] >> CAT_SHIFT)] += 1
        if value[p] == best:
            row[O_SEAT + p] += half // n_hi
        if n_lo > 0 and lows[p] == best_lo:
            row[O_SEAT + p] += SHARE_UNITS // 2 // n_lo
            row[O_SECOND + p] += SHARE_UNITS // 2 // n_lo
            if n_hi == 1 and n_lo == 1 and value[p] == best:
                row[O_SCOOP] += 1
    if n_lo == 0 and n_hi == 1:
        row[O_SCOOP] += 1
    row[O_WINNER + (best >> CAT_SHIFT)] += 1
    row[O_TIE] += np.int64(n_hi > 1)
    row[O_LOW_TIE] += np.int64(n_lo > 1)
    row[O_LOW_TOP + (0 if n_lo == 0 else (0xFFFFF - (best_lo & 0xFFFFF)) >> 16)] += 1
    return best


@njit(cache=True)
def _keep_two(d, n_players, n_hole, keep_policy, hk, hs, hb, kk, ks, kb, key, sc, sb, OFFS,
              NONFLUSH, FLUSH):
    """Discard games: the two hole cards each seat keeps (their table entries into kk, ks, kb), by
    the keep policy on the board so far (its parts key, sc, sb): the pair that makes the best
    hand (the first by dealing order of equals), or the two highest (the first dealt of equal
    ranks). Called out of line, once a deal: kept out of the street loop, Hold'em's hot path."""
    for p in range(n_players):
        ki = 0
        kj = 1
        if keep_policy == KEEP_HIGH:
            for i in range(1, n_hole):
                if d[i * n_players + p] >> 2 > d[ki * n_players + p] >> 2:
                    ki = i
            kj = 1 if ki == 0 else 0
            for i in range(n_hole):
                if i != ki and d[i * n_players + p] >> 2 > d[kj * n_players + p] >> 2:
                    kj = i
        else:
            top = np.int64(-1)
            for i in range(n_hole):
                for j in range(i + 1, n_hole):
                    v = value_of_parts(key + hk[p, i] + hk[p, j], sc + hs[p, i] + hs[p, j],
                                       sb | hb[p, i] | hb[p, j], OFFS, NONFLUSH, FLUSH)
                    if v > top:
                        top = v
                        ki = i
                        kj = j
        kk[p, 0] = hk[p, ki]
        ks[p, 0] = hs[p, ki]
        kb[p, 0] = hb[p, ki]
        kk[p, 1] = hk[p, kj]
        ks[p, 1] = hs[p, kj]
        kb[p, 1] = hb[p, kj]


@njit(cache=True)
def _count_regret(row, value, best, hk, hs, hb, n_players, n_hole, key, sc, sb, OFFS, NONFLUSH,
                  FLUSH):
    """Discard games: count the seats that did not win but would have matched every other seat's
    hand with another pair of their dealt hole cards. Called out of line (it takes arrays), once a
    deal."""
    for p in range(n_players):
        if value[p] == best:
            continue
        others = np.int64(-1)
        for q in range(n_players):
            if q != p:
                others = max(others, value[q])
        found = False
        for i in range(n_hole):
            for j in range(i + 1, n_hole):
                if not found and value_of_parts(key + hk[p, i] + hk[p, j], sc + hs[p, i] + hs[p, j],
                                                sb | hb[p, i] | hb[p, j], OFFS, NONFLUSH,
                                                FLUSH) >= others:
                    found = True
        row[O_REGRET] += np.int64(found)


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_community_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials,
                         orders, CTW, OFFS, NONFLUSH, FLUSH):
    """Counts of a community game, one row per block (rows from ``orders`` when given: replays).
    The hole cards go round the table a card a pass, then the board follows in the deck's order
    (no burn cards: they change no probability). A seat's hand: every hole card with the board
    (HAND_ANY; past seven cards, the best of the hand less each card, since the best five lie in
    seven of them), the best of its pairs of hole cards with the board (HAND_AT_MOST_TWO), or the
    best of exactly so many hole cards with exactly so many board cards (HAND_EXACT: Omaha's two
    and three; before the river, as many of the board's as are out, at most that many). The
    street loop is written flat, helpers inlined: a call with arrays in it would cost reference
    counts on every seat."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    n_hole = rules[R_HOLE]
    rule = rules[R_HAND_RULE]
    vol_every = rules[R_VOL_EVERY]
    discard_at = rules[R_DISCARD_AT]
    keep_policy = rules[R_KEEP_POLICY]
    high_low = rules[R_HIGH_LOW] != 0
    wild_cards = rules[R_WILD_CARDS]  # the card tables (CTW) already score them as wild
    exact_hole = rules[R_EXACT_HOLE]
    exact_board = rules[R_EXACT_BOARD]
    n_shuffle = min(deck.shape[0], n_players * n_hole + BOARD)
    street_cards = np.array([0, 3, 4, BOARD], dtype=np.int64)  # board cards known at each point
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        d = deck.copy()
        value = np.zeros(n_players, dtype=np.int64)
        lows = np.zeros(n_players, dtype=np.int64)
        hk = np.zeros((n_players, MAX_HOLE), dtype=np.int64)   # each hole card's table entries
        hs = np.zeros((n_players, MAX_HOLE), dtype=np.int64)
        hb = np.zeros((n_players, MAX_HOLE), dtype=np.int64)
        kk = np.zeros((n_players, 2), dtype=np.int64)   # the two hole cards kept (discard games)
        ks = np.zeros((n_players, 2), dtype=np.int64)
        kb = np.zeros((n_players, 2), dtype=np.int64)
        bk = np.zeros(BOARD, dtype=np.int64)   # each board card's table entries
        bs = np.zeros(BOARD, dtype=np.int64)
        bbits = np.zeros(BOARD, dtype=np.int64)
        subsets = np.zeros((3, 1 << BOARD), dtype=np.int64)  # HAND_EXACT's scratch
        leaders = np.zeros(STREETS + 1, dtype=np.int64)
        held = np.zeros(n_players, dtype=np.int64)
        live = np.ones(n_players, dtype=np.bool_)
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, n_shuffle, state)
            at = n_players * n_hole
            for i in range(BOARD):
                u = np.uint8(d[at + i])
                bk[i] = CTW[0, 0, u]
                bs[i] = CTW[0, 1, u]
                bbits[i] = CTW[0, 2, u]
            for p in range(n_players):
                for i in range(n_hole):
                    u = np.uint8(d[i * n_players + p])
                    hk[p, i] = CTW[0, 0, u]
                    hs[p, i] = CTW[0, 1, u]
                    hb[p, i] = CTW[0, 2, u]
            measured = (start + deal_no) % vol_every == 0
            key = np.int64(0)
            sc = np.int64(0)
            sb = np.int64(0)
            for t in range(STREETS + 1):  # the hole cards alone, the flop, the turn; the river
                n_board = street_cards[t]
                if t < STREETS and not measured and t != discard_at:
                    continue
                key = np.int64(0)
                sc = np.int64(0)
                sb = np.int64(0)
                for i in range(n_board):
                    key += bk[i]
                    sc += bs[i]
                    sb |= bbits[i]
                if t == discard_at:  # each seat keeps two hole cards, on the board so far
                    _keep_two(d, n_players, n_hole, keep_policy, hk, hs, hb, kk, ks, kb, key, sc, sb,
                              OFFS, NONFLUSH, FLUSH)
                    if t < STREETS and not measured:
                        continue
                if rule == HAND_EXACT:
                    lead = _exact_street(value, t == STREETS, subsets, hk, hs, hb, bk, bs, bbits,
                                         n_board, n_players, n_hole, exact_hole, exact_board, OFFS,
                                         NONFLUSH, FLUSH)
                    if t < STREETS:
                        leaders[t] = lead
                    continue
                lead = 0
                top = np.int64(-1)
                for p in range(n_players):
                    if 0 <= discard_at <= t:  # the kept pair
                        v = value_of_parts(key + kk[p, 0] + kk[p, 1], sc + ks[p, 0] + ks[p, 1],
                                           sb | kb[p, 0] | kb[p, 1], OFFS, NONFLUSH, FLUSH)
                    elif rule == HAND_ANY:
                        k = key
                        s = sc
                        m = sb
                        for i in range(n_hole):
                            k += hk[p, i]
                            s += hs[p, i]
                            m |= hb[p, i]
                        if n_hole + n_board <= 7:
                            v = value_of_parts(k, s, m, OFFS, NONFLUSH, FLUSH)
                        else:
                            v = np.int64(-1)
                            for i in range(n_hole):
                                v = max(v, value_of_parts(k - hk[p, i], s - hs[p, i], m & ~hb[p, i],
                                                          OFFS, NONFLUSH, FLUSH))
                            for i in range(n_board):
                                v = max(v, value_of_parts(k - bk[i], s - bs[i], m & ~bbits[i], OFFS,
                                                          NONFLUSH, FLUSH))
                    else:
                        v = np.int64(-1)
                        for i in range(n_hole):
                            for j in range(i + 1, n_hole):
                                v = max(v, value_of_parts(key + hk[p, i] + hk[p, j],
                                                          sc + hs[p, i] + hs[p, j],
                                                          sb | hb[p, i] | hb[p, j], OFFS, NONFLUSH,
                                                          FLUSH))
                    if t == STREETS:
                        value[p] = v
                    elif v > top:
                        top = v
                        lead = p
                if t < STREETS:
                    leaders[t] = lead
            if wild_cards != 0:  # the wild cards each seat's hole cards and the board hold
                on_board = np.int64(0)
                for i in range(BOARD):
                    on_board += (wild_cards >> np.int64(d[at + i])) & 1
                for p in range(n_players):
                    h = on_board
                    for i in range(n_hole):
                        h += (wild_cards >> np.int64(d[i * n_players + p])) & 1
                    held[p] = h
            if high_low:
                if rule == HAND_EXACT:
                    _exact_lows(lows, d, n_players, n_hole, at, exact_hole, exact_board)
                else:
                    _holdem_lows(lows, d, n_players, n_hole, at)
                best = split_pot(row, value, lows, n_players)
            else:
                best = record_showdown(value, live, n_players, row, held)
            w = first_best(value, n_players)
            # an exact hand is never the board alone and always uses that many hole cards
            if rule != HAND_EXACT:
                board = value_of_parts(key, sc, sb, OFFS, NONFLUSH, FLUSH)
                row[O_BOARD_PLAYS] += np.int64(board == best)
                if discard_at >= 0:
                    _count_regret(row, value, best, hk, hs, hb, n_players, n_hole, key, sc, sb,
                                  OFFS, NONFLUSH, FLUSH)
                    for i in range(2):  # the winner's kept cards stand for its hole cards below
                        hk[w, i] = kk[w, i]
                        hs[w, i] = ks[w, i]
                        hb[w, i] = kb[w, i]
                used = min(n_hole, 2) if rule != HAND_ANY or discard_at >= 0 else n_hole
                n_used = 2 if discard_at >= 0 else n_hole
                if board == best:
                    used = 0
                else:
                    for i in range(n_used):
                        if value_of_parts(key + hk[w, i], sc + hs[w, i], sb | hb[w, i], OFFS,
                                          NONFLUSH, FLUSH) == best:
                            used = 1
                    if used > 2:  # three hole cards: does some pair of them, with the board, do?
                        for i in range(n_hole):
                            for j in range(i + 1, n_hole):
                                if value_of_parts(key + hk[w, i] + hk[w, j],
                                                  sc + hs[w, i] + hs[w, j], sb | hb[w, i] | hb[w, j],
                                                  OFFS, NONFLUSH, FLUSH) == best:
                                    used = 2
                row[O_HOLE_USED + used] += 1
            if not measured:
                continue
            leaders[STREETS] = w
            row[O_VOL_DEALS] += 1
            changes = 0
            for t in range(STREETS):
                row[O_LEAD_FULL + t] += np.int64(value[leaders[t]] == best)
                changes += np.int64(leaders[t + 1] != leaders[t])
            row[O_LEAD_CHANGES + changes] += 1
    return counts


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_crisscross_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials,
                          orders, CTW, WM, OFFS, NONFLUSH, FLUSH):
    """Counts of Crisscross, one row per block (rows from ``orders`` when given: replays): four
    hole cards a seat, a cross turned top, right, bottom, left, center; the center's rank wild
    (card tables at wild index 1 + rank); each seat plays its hole cards with the better line
    (the vertical on a tie)."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    vol_every = rules[R_VOL_EVERY]
    n_shuffle = min(deck.shape[0], n_players * CROSS_HOLE + BOARD)
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        d = deck.copy()
        value = np.zeros(n_players, dtype=np.int64)
        lines = np.zeros(n_players, dtype=np.int64)     # 0: vertical, 1: horizontal
        held = np.zeros(n_players, dtype=np.int64)
        leaders = np.zeros(STREETS + 1, dtype=np.int64)
        live = np.ones(n_players, dtype=np.bool_)
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, n_shuffle, state)
            at = n_players * CROSS_HOLE
            top = np.uint8(d[at])
            right = np.uint8(d[at + 1])
            bottom = np.uint8(d[at + 2])
            left = np.uint8(d[at + 3])
            center = np.uint8(d[at + 4])
            wi = 1 + (np.int64(center) >> 2)
            wild = WM[wi]
            row[O_WILD_RANK + wi] += 1
            vk = CTW[wi, 0, top] + CTW[wi, 0, center] + CTW[wi, 0, bottom]
            vs = CTW[wi, 1, top] + CTW[wi, 1, center] + CTW[wi, 1, bottom]
            vb = CTW[wi, 2, top] | CTW[wi, 2, center] | CTW[wi, 2, bottom]
            hk = CTW[wi, 0, left] + CTW[wi, 0, center] + CTW[wi, 0, right]
            hs = CTW[wi, 1, left] + CTW[wi, 1, center] + CTW[wi, 1, right]
            hb = CTW[wi, 2, left] | CTW[wi, 2, center] | CTW[wi, 2, right]
            v_wild = np.int64((wild >> np.uint64(top)) & np.uint64(1)) + 1 + np.int64(
                (wild >> np.uint64(bottom)) & np.uint64(1))
            h_wild = np.int64((wild >> np.uint64(left)) & np.uint64(1)) + 1 + np.int64(
                (wild >> np.uint64(right)) & np.uint64(1))
            for p in range(n_players):
                k = np.int64(0)
                s = np.int64(0)
                m = np.int64(0)
                n_wild = np.int64(0)
                for i in range(CROSS_HOLE):
                    u = np.uint8(d[i * n_players + p])
                    k += CTW[wi, 0, u]
                    s += CTW[wi, 1, u]
                    m |= CTW[wi, 2, u]
                    n_wild += np.int64((wild >> np.uint64(u)) & np.uint64(1))
                v = value_of_parts(k + vk, s + vs, m | vb, OFFS, NONFLUSH, FLUSH)
                h = value_of_parts(k + hk, s + hs, m | hb, OFFS, NONFLUSH, FLUSH)
                lines[p] = 1 if h > v else 0
                value[p] = max(v, h)
                held[p] = n_wild + (h_wild if h > v else v_wild)
                row[O_LINE + lines[p]] += 1
            best = record_showdown(value, live, n_players, row, held)
            w = first_best(value, n_players)
            row[O_WINNER_LINE + lines[w]] += 1
            if (start + deal_no) % vol_every != 0:
                continue
            # volatility, nothing wild before the center: the hole cards alone, then with the
            # line cards turned: top and right, then top and bottom, left and right
            for t in range(STREETS):
                lead = 0
                top_v = np.int64(-1)
                for p in range(n_players):
                    k = np.int64(0)
                    s = np.int64(0)
                    m = np.int64(0)
                    for i in range(CROSS_HOLE):
                        u = np.uint8(d[i * n_players + p])
                        k += CTW[0, 0, u]
                        s += CTW[0, 1, u]
                        m |= CTW[0, 2, u]
                    if t == 0:
                        v = value_of_parts(k, s, m, OFFS, NONFLUSH, FLUSH)
                    elif t == 1:
                        v = max(value_of_parts(k + CTW[0, 0, top], s + CTW[0, 1, top], m | CTW[0, 2, top],
                                               OFFS, NONFLUSH, FLUSH),
                                value_of_parts(k + CTW[0, 0, right], s + CTW[0, 1, right],
                                               m | CTW[0, 2, right], OFFS, NONFLUSH, FLUSH))
                    else:
                        v = max(value_of_parts(k + CTW[0, 0, top] + CTW[0, 0, bottom],
                                               s + CTW[0, 1, top] + CTW[0, 1, bottom],
                                               m | CTW[0, 2, top] | CTW[0, 2, bottom], OFFS, NONFLUSH, FLUSH),
                                value_of_parts(k + CTW[0, 0, left] + CTW[0, 0, right],
                                               s + CTW[0, 1, left] + CTW[0, 1, right],
                                               m | CTW[0, 2, left] | CTW[0, 2, right], OFFS, NONFLUSH, FLUSH))
                    if v > top_v:
                        top_v = v
                        lead = p
                leaders[t] = lead
            leaders[STREETS] = w
            row[O_VOL_DEALS] += 1
            changes = 0
            for t in range(STREETS):
                row[O_LEAD_FULL + t] += np.int64(value[leaders[t]] == best)
                changes += np.int64(leaders[t + 1] != leaders[t])
            row[O_LEAD_CHANGES + changes] += 1
    return counts

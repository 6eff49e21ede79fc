"""Stud-dealt games scored another way: Colored Poker (points, declare high or low) and Blind
Baseball (cards turned until they beat the table). Same runner signature as the stud driver, so
the stud plans run them; the counters are the core and the slices declared here."""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.deal import block_span, block_state, next_order
from ..eval.evaluate import CAT_SHIFT
from ..core.layout import O_FIRST_CAT, O_HAND, O_SEAT, O_WILD_HELD, O_WINNER, runner_layout
from ..drivers.stud import MAX_HAND, R_EXTRA_RANKS, R_INNINGS, R_POLICY, R_TWIST, SHARE_UNITS
from ..drivers.stud_layout import R_HERO_CHOICE
from ..eval.showdown import best_big, score_row, value_of_parts

LAYOUT, OFFSETS, N_COUNTERS = runner_layout((
    ("extra_cards", 5),        # per seat
    ("shared_card", 1),
    ("scoop", 1),              # one seat wins both halves alone
    ("declares", 2),           # seats declaring high, low (Colored Poker)
    ("no_side", 2),            # deals where nobody declared high, low
    ("half_tie", 2),           # the high half, the low half is split
    ("twists", 8),             # replacements per deal
    ("high_win_total", 80),    # the winning high total
    ("low_win_total", 80),     # the winning low total
    ("turned", MAX_HAND + 1),  # cards a seat turned in play (Blind Baseball)
    ("turns", MAX_HAND + 1),   # turns a seat took
    ("out", 1),                # seats knocked out
))
O_EXTRA = OFFSETS["extra_cards"][0]
O_SHARED = OFFSETS["shared_card"][0]
O_SCOOP = OFFSETS["scoop"][0]
O_DECLARES = OFFSETS["declares"][0]
O_NO_SIDE = OFFSETS["no_side"][0]
O_HALF_TIE = OFFSETS["half_tie"][0]
O_TWISTS = OFFSETS["twists"][0]
O_HIGH_WIN = OFFSETS["high_win_total"][0]
O_LOW_WIN = OFFSETS["low_win_total"][0]
O_TURNED = OFFSETS["turned"][0]
O_TURNS = OFFSETS["turns"][0]
O_OUT = OFFSETS["out"][0]


@njit(cache=True, inline="always")
def _points(c, high):
    """A card's Colored Poker points: black cards by blackjack value (the ace 11 for high, 1 for
    low), red cards nothing."""
    s = c & 3
    if s == 1 or s == 2:
        return 0
    r = c >> 2
    if r == 12:
        return 11 if high else 1
    if r >= 9:
        return 10
    return r + 2


@njit(cache=True, inline="always")
def colored_deal(d, n_players, script, rules, DECLARE, out, hand, hi, lo, side):
    """Seven-card stud scored by points; each seat declares high or low: DECLARE[hi, lo] (1 =
    high), the side a twist aims at too."""
    pos = 0
    n = script.shape[0]
    for s in range(n):
        for p in range(n_players):
            hand[p, s] = d[pos]
            pos += 1
    twists = 0
    for p in range(n_players):
        h = 0
        l_ = 0
        for i in range(n):
            h += _points(hand[p, i], True)
            l_ += _points(hand[p, i], False)
        hi[p] = h
        lo[p] = l_
    hero = rules[R_HERO_CHOICE]  # `advise`: seat 0's twist forced: 1 none, 2 + i card i
    if rules[R_TWIST] == 1 and (rules[R_POLICY] == 0 or hero > 0):
        for p in range(n_players):
            at = -1
            if p == 0 and hero > 0:
                at = hero - 2
            elif rules[R_POLICY] != 0:
                pass
            elif DECLARE[hi[p], lo[p]] == 0:
                worst = 3  # replace the card worth most to a low hand, if it is worth 4 or more
                for i in range(n):
                    if _points(hand[p, i], False) > worst:
                        worst = _points(hand[p, i], False)
                        at = i
            else:
                worst = 4  # replace the card worth least to a high hand, if it is worth 3 or less
                for i in range(n):
                    if _points(hand[p, i], True) < worst:
                        worst = _points(hand[p, i], True)
                        at = i
            if at >= 0:
                old = hand[p, at]
                c = d[pos]
                pos += 1
                hand[p, at] = c
                hi[p] += _points(c, True) - _points(old, True)
                lo[p] += _points(c, False) - _points(old, False)
                twists += 1
    out[O_TWISTS + min(twists, 7)] += 1
    best_hi = -1
    best_lo = 1 << 30
    for p in range(n_players):
        side[p] = DECLARE[hi[p], lo[p]]
        out[O_DECLARES + (0 if side[p] == 1 else 1)] += 1
        if side[p] == 1:
            best_hi = max(best_hi, hi[p])
        else:
            best_lo = min(best_lo, lo[p])
    n_hi = 0
    n_lo = 0
    for p in range(n_players):
        if side[p] == 1 and hi[p] == best_hi:
            n_hi += 1
        if side[p] == 0 and lo[p] == best_lo:
            n_lo += 1
    half = SHARE_UNITS // 2
    hi_pot = half if n_lo > 0 else 2 * half
    lo_pot = half if n_hi > 0 else 2 * half
    for p in range(n_players):
        if side[p] == 1 and hi[p] == best_hi:
            out[O_SEAT + p] += hi_pot // n_hi
        if side[p] == 0 and lo[p] == best_lo:
            out[O_SEAT + p] += lo_pot // n_lo
    if n_hi == 0:
        out[O_NO_SIDE] += 1
    else:
        out[O_HIGH_WIN + min(best_hi, 79)] += 1
        if n_hi > 1:
            out[O_HALF_TIE] += 1
    if n_lo == 0:
        out[O_NO_SIDE + 1] += 1
    else:
        out[O_LOW_WIN + min(best_lo, 79)] += 1
        if n_lo > 1:
            out[O_HALF_TIE + 1] += 1
    if (n_hi == 0 and n_lo == 1) or (n_lo == 0 and n_hi == 1):
        out[O_SCOOP] += 1


@njit(cache=True, nogil=True, pipeline_class=CopyPropagatingCompiler)
def run_colored_blocks(deck, n_players, rules, block_keys, block_size, first_deal,
                       n_trials, orders, script, DECLARE):
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    n_shuffle = min(deck.shape[0], n_players * (script.shape[0] + 1))
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        d = deck.copy()
        hand = np.zeros((n_players, script.shape[0]), dtype=np.int8)
        hi = np.zeros(n_players, dtype=np.int64)
        lo = np.zeros(n_players, dtype=np.int64)
        side = np.zeros(n_players, dtype=np.int64)
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for i in range(todo):
            next_order(d, orders, start + i, n_shuffle, state)
            colored_deal(d, n_players, script, rules, DECLARE, row, hand, hi, lo, side)
    return counts


# --- Blind Baseball -------------------------------------------------------------------------

@njit(cache=True, inline="always")
def _add_extra(pile, n_pile, turned, shared_at, p, c, extras):
    """An extra face-down card for seat p: before the shared card while that is still unturned,
    else at the end of the pile."""
    at = shared_at[p]
    if at >= 0 and turned[p] <= at:
        pile[p, n_pile[p]] = pile[p, at]
        pile[p, at] = c
        shared_at[p] = at + 1
    else:
        pile[p, n_pile[p]] = c
    n_pile[p] += 1
    extras[p] += 1


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_blind_blocks(deck, n_players, rules, block_keys, block_size, first_deal,
                     n_trials, orders, script, CTW, WM, OFFS, NONFLUSH, FLUSH, TB):
    """Every card face down and unseen; each seat in turn turns cards until its turned cards beat
    the best shown, or it runs out of cards and is out. pile[p, :n_pile[p]] is seat p's pile in
    turning order, the shared card (if any) at shared_at[p]."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        d = deck.copy()
        pile = np.zeros((n_players, 2 * MAX_HAND), dtype=np.int8)
        n_pile = np.zeros(n_players, dtype=np.int64)
        turned = np.zeros(n_players, dtype=np.int64)
        turns = np.zeros(n_players, dtype=np.int64)
        is_out = np.zeros(n_players, dtype=np.bool_)
        extras = np.zeros(n_players, dtype=np.int64)
        shared_at = np.zeros(n_players, dtype=np.int64)
        scratch = np.zeros(2 * MAX_HAND, dtype=np.int8)
        tk = np.zeros(n_players, dtype=np.int64)
        tsc = np.zeros(n_players, dtype=np.int64)
        tsb = np.zeros(n_players, dtype=np.int64)
        prefix = np.zeros((n_players, 2 * MAX_HAND + 1), dtype=np.int64)  # value of a pile's first k
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, d.shape[0], state)
            innings = rules[R_INNINGS]
            size = d.shape[0]
            pos = 0
            shared = -1
            for p in range(n_players):
                n_pile[p] = 0
                turned[p] = 0
                turns[p] = 0
                is_out[p] = False
                extras[p] = 0
                shared_at[p] = -1
            for _ in range(innings):
                if size - pos < n_players:
                    shared = d[pos]  # one face-down card in the middle: everyone's last card
                    pos += 1
                    break
                for p in range(n_players):
                    pile[p, n_pile[p]] = d[pos]
                    n_pile[p] += 1
                    pos += 1
            if shared >= 0:
                for p in range(n_players):
                    shared_at[p] = n_pile[p]
                    pile[p, n_pile[p]] = shared
                    n_pile[p] += 1
            extra_ranks = rules[R_EXTRA_RANKS]
            # with no extra cards and piles of seven at most, the value of every pile's first k
            # cards is known before any turn: scoring them all up front lets the table reads
            # overlap, where a turn would wait on each in turn
            ahead = extra_ranks == 0
            for p in range(n_players):
                if n_pile[p] > 7:
                    ahead = False
            if ahead:
                for p in range(n_players):
                    key = np.int64(0)
                    sc = np.int64(0)
                    sb = np.int64(0)
                    for i in range(n_pile[p]):
                        u = np.uint8(pile[p, i])
                        key += CTW[0, 0, u]
                        sc += CTW[0, 1, u]
                        sb |= CTW[0, 2, u]
                        prefix[p, i + 1] = value_of_parts(key, sc, sb, OFFS, NONFLUSH, FLUSH)
            # seat 0 opens with one card
            leader = 0
            turned[0] = 1
            turns[0] = 1
            if (extra_ranks >> (pile[0, 0] >> 2)) & 1 and pos < size:
                _add_extra(pile, n_pile, turned, shared_at, 0, d[pos], extras)
                pos += 1
            # the turned cards' summed table entries, kept per seat as cards turn (no rescoring)
            for p in range(n_players):
                tk[p] = 0
                tsc[p] = 0
                tsb[p] = 0
            u = np.uint8(pile[0, 0])
            tk[0] = CTW[0, 0, u]
            tsc[0] = CTW[0, 1, u]
            tsb[0] = CTW[0, 2, u]
            lead_value = value_of_parts(tk[0], tsc[0], tsb[0], OFFS, NONFLUSH, FLUSH)
            cur = 0
            while True:
                s = -1
                for step in range(1, n_players + 1):
                    q = cur + step  # seats to the left, wrapping round (a modulo costs a division)
                    if q >= n_players:
                        q -= n_players
                    if q != leader and not is_out[q]:
                        s = q
                        break
                if s < 0:
                    break
                turns[s] += 1
                beat = False
                while turned[s] < n_pile[s]:
                    c = pile[s, turned[s]]
                    turned[s] += 1
                    if (extra_ranks >> (c >> 2)) & 1 and pos < size:
                        _add_extra(pile, n_pile, turned, shared_at, s, d[pos], extras)
                        pos += 1
                    if ahead:
                        v = prefix[s, turned[s]]
                    else:
                        u = np.uint8(c)
                        tk[s] += CTW[0, 0, u]
                        tsc[s] += CTW[0, 1, u]
                        tsb[s] |= CTW[0, 2, u]
                        if turned[s] <= 7:
                            v = value_of_parts(tk[s], tsc[s], tsb[s], OFFS, NONFLUSH, FLUSH)
                        else:
                            v = best_big(pile, s, turned[s], WM[0], TB, scratch)
                    if v > lead_value:
                        lead_value = v
                        leader = s
                        beat = True
                        break
                if not beat:
                    is_out[s] = True
                cur = s
            best = np.int64(-1)
            n_out = 0
            for p in range(n_players):
                total = n_pile[p]
                if ahead:
                    v = prefix[p, total]
                elif total <= 7:
                    v = score_row(pile, p, total, 0, CTW, OFFS, NONFLUSH, FLUSH)
                else:
                    v = best_big(pile, p, total, WM[0], TB, scratch)
                row[O_HAND + (v >> CAT_SHIFT)] += 1
                if p == 0:
                    row[O_FIRST_CAT + (v >> CAT_SHIFT)] += 1
                held = 0
                for i in range(total):
                    if (WM[0] >> np.uint64(np.uint8(pile[p, i]))) & np.uint64(1):
                        held += 1
                row[O_WILD_HELD + min(held, 15)] += 1
                row[O_TURNED + min(turned[p], MAX_HAND)] += 1
                row[O_TURNS + min(turns[p], MAX_HAND)] += 1
                row[O_EXTRA + min(extras[p], 4)] += 1
                if is_out[p]:
                    n_out += 1
                if p == leader:
                    best = v
            row[O_WINNER + (best >> CAT_SHIFT)] += 1
            row[O_SEAT + leader] += SHARE_UNITS
            row[O_OUT] += n_out
            if shared >= 0:
                row[O_SHARED] += 1
    return counts

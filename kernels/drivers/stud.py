"""The stud-family driver: deal a stud script, track moving wild cards, score the showdown.

One compiled kernel serves every stud variant; the variant is a script of streets (down or up) and
a rule array (the R_* indices, with every other constant, live in kernels/drivers/stud_layout.py). Each
block of deals owns a counter-based stream, and its counts land in its own row, so results do not
depend on threads or chunking.
"""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.deal import block_span, block_state, next_order
from ..eval.evaluate import CAT_SHIFT, F_NO_STRAIGHTS, KEY_MASK, eval_cards, table_read, table_value
from ..eval.low import a5_winning_top, eight_or_better, eval_low_a5
from ..core.tables import HASH_MASK, HASH_SHIFT
from .stud_layout import *  # noqa: F403  R_*, W_*, O_*, ...: globals the kernels compile in





@njit(cache=True, inline="always")
def _score_general(H, p, n, scratch, WM, wi, k, flags, TB):
    """Best hand of H[p, :n] through the general evaluator (more than eight cards, or best k)."""
    for i in range(n):
        scratch[i] = H[p, i]
    return eval_cards(scratch, n, WM[wi], np.int64(-1), np.int64(0), np.int64(k), np.int64(flags),
                      np.int64(0), np.bool_(False), TB)


@njit(cache=True, inline="always")
def _score_tables(H, n_h, extra, n_players, keys, CTW, wis, OFFS, NONFLUSH, FLUSH, values):
    """values[p] = best hand of H[p, :n_h[p] + extra] for every seat of at most eight cards, seat
    p's wild cards being those of wild index wis[p]; keys[p] = -1 marks the longer hands, left to
    the general evaluator. It calls nothing, so inlined into a runner it costs no reference counts
    (see kernels/eval/showdown.py).

    Keys first, table reads after: the seats' lookups are independent, so the processor overlaps
    their cache misses (docs/performance.md gives what that saves).
    """
    for p in range(n_players):
        n = n_h[p] + extra
        if n <= 8:
            key = np.int64(0)
            wi = wis[p]
            for i in range(n):
                key += CTW[wi, 0, np.uint8(H[p, i])]
            keys[p] = key
        else:
            keys[p] = -1
    for p in range(n_players):
        key = keys[p]
        if key < 0:
            continue
        if n_h[p] + extra <= 7:
            values[p] = table_value(key, OFFS, NONFLUSH)
        else:
            # eight cards: the best five leave some card out, so the best non-flush hand is the
            # best over the eight seven-card hands (one table read each, all independent)
            best = np.int64(-1)
            wi = wis[p]
            for i in range(8):
                v = table_value(key - CTW[wi, 0, np.uint8(H[p, i])], OFFS, NONFLUSH)
                if v > best:
                    best = v
            values[p] = best
    for p in range(n_players):
        n = n_h[p] + extra
        wi = wis[p]
        if keys[p] < 0:
            continue
        w = min(keys[p] >> 27, 7)
        suit_counts = np.int64(0)
        for i in range(n):
            suit_counts += CTW[wi, 1, np.uint8(H[p, i])]
        flags = (suit_counts + (123 + w) * 0x01010101) & 0x80808080
        if flags != 0:
            sbits = np.int64(0)
            for i in range(n):
                sbits |= CTW[wi, 2, np.uint8(H[p, i])]
            for s in range(4):
                if (flags >> (8 * s + 7)) & 1:
                    f = np.int64(FLUSH[w, (sbits >> (16 * s)) & 0x1FFF])
                    if f > values[p]:
                        values[p] = f


@njit(cache=True)
def score_general(H, p, n, scratch, WM, wi, TB):
    """Best five of H[p, :n] through the general evaluator: the hands _score_tables leaves.
    Called, not inlined, and only from a loop itself (see _score_tables)."""
    return _score_general(H, p, n, scratch, WM, wi, 5, 0, TB)


@njit(cache=True, inline="always")
def _score_all(H, n_h, extra, n_players, keys, scratch, CTW, wis, WM, OFFS, NONFLUSH, FLUSH, TB,
               values):
    """values[p] = best hand of H[p, :n_h[p] + extra] for every seat (_score_tables, then the
    general evaluator for hands past eight cards)."""
    _score_tables(H, n_h, extra, n_players, keys, CTW, wis, OFFS, NONFLUSH, FLUSH, values)
    for p in range(n_players):
        if keys[p] < 0:
            values[p] = score_general(H, p, n_h[p] + extra, scratch, WM, wis[p], TB)


@njit(cache=True)
def _score_best_k(H, n_h, extra, n_players, keys, scratch, WM, wis, TB, values, eval_k):
    """values[p] = best eval_k cards of each seat, no straights or flushes (Three Card Extra).
    A called function: it keeps the general evaluator out of the inlined hot path."""
    for p in range(n_players):
        keys[p] = -1
        values[p] = _score_general(H, p, n_h[p] + extra, scratch, WM, wis[p], eval_k,
                                   F_NO_STRAIGHTS, TB)


@njit(cache=True, inline="always")
def leader_seats(values, work, n_players):
    """(seat with the best full hand ``values``, seat with the best cards showing ``work``), ties
    to the lowest seat. Calls nothing, so the kernels inline it at no reference-count cost."""
    best_f = np.int64(-1)
    best_s = np.int64(-1)
    lf = 0
    ls = 0
    for p in range(n_players):
        if values[p] > best_f:
            best_f = values[p]
            lf = p
        if work[p] > best_s:
            best_s = work[p]
            ls = p
    return lf, ls


@njit(cache=True)
def _leaders(hand, n_hand, up, n_up, extra, n_players, keys, scratch, CTW, wis, wis_show, WM, OFFS,
             NONFLUSH, FLUSH, TB, values, work, eval_k):
    """(seat with the best hand, seat with the best cards showing), ties to the lowest seat.

    A called function, not inlined: it runs on a small sample of deals, and inlining it would
    double the parallel kernel's compile time for no speed.
    """
    if eval_k > 0:
        _score_best_k(hand, n_hand, extra, n_players, keys, scratch, WM, wis, TB, values, eval_k)
        _score_best_k(up, n_up, extra, n_players, keys, scratch, WM, wis_show, TB, work, eval_k)
    else:
        _score_all(hand, n_hand, extra, n_players, keys, scratch, CTW, wis, WM, OFFS, NONFLUSH,
                   FLUSH, TB, values)
        _score_all(up, n_up, extra, n_players, keys, scratch, CTW, wis_show, WM, OFFS, NONFLUSH,
                   FLUSH, TB, work)
    return leader_seats(values, work, n_players)


@njit(cache=True, inline="always")
def next_wild_rank(mode, r, pairs, wild, pending, wild_set):
    """(wild rank or -1, pending) after a face-up card of rank ``r``; ``pairs``: that card
    matches an earlier up card of the same seat. A trigger or a pairing cancels the old rank
    at once, and nothing is wild until the next up card names one."""
    if mode == W_LAST_SHOWN:
        if (wild_set >> r) & 1:
            wild = r
    elif mode == W_FOLLOW:
        if (wild_set >> r) & 1:
            wild = -1
            pending = True
        elif pending:
            wild = r
            pending = False
    elif mode == W_SEQUENCE:
        if (wild < 0 and r == 0) or (wild >= 0 and r == wild + 1):
            wild = r
    elif mode == W_PAIR_NEXT:
        if pending:
            wild = r
            pending = False
        if pairs:
            wild = -1
            pending = True
    return wild, pending


@njit(cache=True, inline="always")
def _basketball_points(c):
    """A card's basketball points: ace 1, 2..10 face value, jacks, queens and kings nothing."""
    r = c >> 2
    if r == 12:
        return 1
    if r <= 8:
        return r + 2
    return 0


@njit(cache=True, inline="always")
def _low_down_wild(down, n_down, p):
    """Seat p's wild index under W_LOW_DOWN: one plus its lowest face-down rank (calls nothing,
    so the runner may inline it)."""
    low = 12
    for i in range(n_down[p]):
        low = min(low, down[p, i] >> 2)
    return 1 + low


@njit(cache=True, inline="always")
def _take_best_down(down, n_down, p, used):
    """Points of seat p's best unflipped down card, marking it flipped (0 when none is left)."""
    best = -1
    at = -1
    for i in range(n_down[p]):
        if used[p, i] == 0:
            v = _basketball_points(down[p, i])
            if v > best:
                best = v
                at = i
    if at < 0:
        return 0
    used[p, at] = 1
    return best


@njit(cache=True, inline="always")
def _max_or(points, n):
    m = -1
    for p in range(n):
        if points[p] > m:
            m = points[p]
    return m


@njit(cache=True)
def _side_pot(rules, hand, n_hand, up, n_up, down, n_down, n_players, points, used, out,
              hero_flip):
    """Score the side half of a split pot into ``points`` (winners keep their score, the others
    get -1); returns (number of winners, high-card draw). The spade sides score a seat's best
    face-down spade 1..13 (0: none), and with no spade face down anywhere nobody wins: 0 winners. ``hero_flip``: the down card seat 0
    turns up for the basketball score (`advise`), or -1 for its best. A called function: only
    split-pot games need it, and inlined it would weigh on every stud game's compile."""
    side = rules[R_SIDE]
    draw = False
    if side == SIDE_DIAMONDS:
        for p in range(n_players):
            s = 0
            for i in range(n_hand[p]):
                c = hand[p, i]
                if c & 3 == 1:
                    s += (c >> 2) + 2
            points[p] = s
    elif side == SIDE_HIGH_SPADE or side == SIDE_LOW_SPADE:
        for p in range(n_players):
            s = 0
            for i in range(n_down[p]):
                c = down[p, i]
                if c & 3 == 3:
                    s = max(s, (c >> 2) + 1 if side == SIDE_HIGH_SPADE else 13 - (c >> 2))
            points[p] = s
    else:
        for p in range(n_players):
            s = 0
            for i in range(n_up[p]):
                s += _basketball_points(up[p, i])
            for i in range(n_down[p]):
                used[p, i] = 0
            points[p] = s + _take_best_down(down, n_down, p, used)
        if hero_flip >= 0:  # seat 0 turns up the card forced instead: overtime takes the rest
            s = 0
            for i in range(n_up[0]):
                s += _basketball_points(up[0, i])
            for i in range(n_down[0]):
                used[0, i] = 1 if down[0, i] == hero_flip else 0
            points[0] = s + _basketball_points(hero_flip)
    best = -1
    for p in range(n_players):
        out[O_SIDE_POINTS + min(points[p], 127)] += 1
        if points[p] > best:
            best = points[p]
    out[O_SIDE_WIN + min(best, 127)] += 1
    n_top = 0
    for p in range(n_players):
        if points[p] == best:
            n_top += 1
    periods = 0
    top = best
    if side == SIDE_BASKETBALL:
        # overtime: the tied seats flip their best remaining down cards, two periods at most
        while n_top > 1 and periods < OVERTIMES:
            periods += 1
            for p in range(n_players):
                if points[p] == top:
                    points[p] = top + _take_best_down(down, n_down, p, used)
                else:
                    points[p] = -1  # out of the overtime
            top = _max_or(points, n_players)
            n_top = 0
            for p in range(n_players):
                if points[p] == top:
                    n_top += 1
        out[O_OVERTIME + periods] += 1
        if n_top > 1:
            draw = True
            out[O_DRAW] += 1
    if top == 0 and (side == SIDE_HIGH_SPADE or side == SIDE_LOW_SPADE):
        n_top = 0  # no spade face down: the high hand takes the whole pot
    for p in range(n_players):
        if points[p] != top or n_top == 0:
            points[p] = -1
    return n_top, draw


@njit(cache=True, inline="always")
def low_of_row(H, p, n):
    """The ace-to-five low of H[p, :n] (eval_low_a5's value, higher is better; a hand under five
    cards valued as eval_low_a5 values it)."""
    m1 = np.int64(0)
    m2 = np.int64(0)
    m3 = np.int64(0)
    m4 = np.int64(0)
    for i in range(n):
        bit = np.int64(1) << np.int64(H[p, i] >> 2)
        m4 |= m3 & bit
        m3 |= m2 & bit
        m2 |= m1 & bit
        m1 |= bit
    return eval_low_a5(m1, m2, m3, m4, np.int64(0), np.int64(0))


@njit(cache=True)
def low_leaders(hand, n_hand, up, n_up, extra, n_players, values, work):
    """A low pot's (seat with the best low of all its cards, seat with the best low showing),
    ties to the lowest seat. A called function: it runs on the measured deals only."""
    for p in range(n_players):
        values[p] = low_of_row(hand, p, n_hand[p] + extra)
        work[p] = low_of_row(up, p, n_up[p] + extra)
    return leader_seats(values, work, n_players)


@njit(cache=True)
def split_high_low(hand, n_hand, extra, n_players, values, best, n_win, qualifier, lows, out):
    """A high-low pot: half to the best high hand (``values``; ``best``, held by ``n_win`` seats),
    half to the best ace-to-five low of each seat's cards (``lows``: scratch, eval_low_a5 values,
    -1 where a seat has none); under LOW_EIGHT only five different ranks 8 or lower qualify and
    without such a low the high takes the whole pot. Counts the shares, the winning low's top
    card, a shared low and a scoop as the community and draw drivers' splits do. Under LOW_ONLY
    (razz) the low takes the whole pot, and seat 0's final hand is counted as its low: place 0
    for a pair or worse, 1 to 9 for five different ranks five to king high. A called function: only split games take it, once a
    deal."""
    best_lo = np.int64(-1)
    for p in range(n_players):
        v = low_of_row(hand, p, n_hand[p] + extra)
        if qualifier == LOW_EIGHT and not eight_or_better(v):
            v = np.int64(-1)
        lows[p] = v
        best_lo = max(best_lo, v)
    n_lo = 0
    for p in range(n_players):
        n_lo += np.int64(best_lo >= 0 and lows[p] == best_lo)
    if qualifier == LOW_ONLY:
        for p in range(n_players):
            if lows[p] == best_lo:
                out[O_SEAT + p] += SHARE_UNITS // n_lo
        out[O_LOW_TIE] += np.int64(n_lo > 1)
        out[O_LOW_TOP + a5_winning_top(best_lo)] += 1
        top = a5_winning_top(lows[0])
        out[O_FIRST_CAT + (top - 4 if top > 0 else 0)] += 1
        return
    half = SHARE_UNITS // 2 if n_lo > 0 else SHARE_UNITS
    for p in range(n_players):
        if values[p] == best:
            out[O_SEAT + p] += half // n_win
        if n_lo > 0 and lows[p] == best_lo:
            out[O_SEAT + p] += SHARE_UNITS // 2 // n_lo
            out[O_SECOND + p] += SHARE_UNITS // 2 // n_lo
            if n_win == 1 and n_lo == 1 and values[p] == best:
                out[O_SCOOP] += 1
    if n_lo == 0 and n_win == 1:
        out[O_SCOOP] += 1
    out[O_LOW_TIE] += np.int64(n_lo > 1)
    out[O_LOW_TOP + (0 if n_lo == 0 else a5_winning_top(best_lo))] += 1


@njit(cache=True, inline="always")
def count_volatility(values, live, best, lead_full, lead_show, n_rounds, out):
    """A measured deal's volatility counters: whether each round's leader (best hand, best cards
    showing) won, a folded leader never, and how often each lead changed hands. Calls nothing, so
    the kernels inline it at no reference-count cost."""
    out[O_VOL_DEALS] += 1
    lead_changes = 0
    show_changes = 0
    for k in range(n_rounds):
        if live[lead_full[k]] and values[lead_full[k]] == best:
            out[O_LEAD_FULL + k] += 1
        if live[lead_show[k]] and values[lead_show[k]] == best:
            out[O_LEAD_SHOW + k] += 1
        if k > 0 and lead_full[k] != lead_full[k - 1]:
            lead_changes += 1
        if k > 0 and lead_show[k] != lead_show[k - 1]:
            show_changes += 1
    out[O_LEAD_CHANGES + min(lead_changes, 7)] += 1
    out[O_SHOW_CHANGES + min(show_changes, 7)] += 1


@njit(cache=True)
def deal_scratch(n_players):
    """The per-deal working arrays the deal loop reuses, allocated once per block."""
    return (np.empty((n_players, MAX_HAND + 1), dtype=np.int8),   # hand: every card held
            np.empty((n_players, MAX_HAND + 1), dtype=np.int8),   # up: face-up cards
            np.zeros(n_players, dtype=np.int64),                  # n_hand
            np.zeros(n_players, dtype=np.int64),                  # n_up
            np.zeros(n_players, dtype=np.int64),                  # extras
            np.empty(MAX_HAND + 1, dtype=np.int8),                # scratch
            np.zeros(n_players, dtype=np.int64),                  # values
            np.zeros(n_players, dtype=np.int64),                  # keys
            np.zeros(n_players, dtype=np.int64),                  # work
            np.zeros(MAX_ROUNDS, dtype=np.int64),                 # lead_full
            np.zeros(MAX_ROUNDS, dtype=np.int64),                 # lead_show
            np.empty((n_players, MAX_HAND + 1), dtype=np.int8),   # down: face-down cards
            np.zeros(n_players, dtype=np.int64),                  # n_down
            np.zeros(n_players, dtype=np.int64),                  # wis: wild index per seat
            np.zeros(n_players, dtype=np.int64),                  # wis_show
            np.zeros(n_players, dtype=np.int64),                  # points: side-pot scores, or lows
            np.zeros((n_players, MAX_HAND + 1), dtype=np.int8))   # used: flipped down cards


def _deal_goes_on(left, this_street, n_players, later):
    """Whether a deck of ``left`` cards still deals the rest of the deal: a card to each of the
    ``this_street`` seats still owed one, then ``later`` streets, each to every seat while the
    deck holds a card for every seat, else one shared card. A bought card or a middle card is
    sold only when it does, so no card is read past the deck."""
    rest = left - this_street
    full = min(later, rest // n_players)  # the later streets dealt to every seat
    return rest >= 0 and rest - full * n_players >= later - full


# Called out of line by run_stud_blocks (for the games that sell a card), inlined by the lean
# kernel: each way measured the faster for its loop (docs/performance.md)
deal_goes_on = njit(cache=True)(_deal_goes_on)
deal_goes_on_inlined = njit(cache=True, inline="always")(_deal_goes_on)


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_stud_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials,
                    orders, script, CTW, WM, OFFS, NONFLUSH, FLUSH, TB, high_low=None, sells=None):
    """Counts for each block (rows): block i covers deals first_deal + i*block_size onward.

    Serial and GIL-free, as every runner: sim.engine.threads.map_blocks spreads the blocks over
    threads. As a prange kernel it compiled in 34 s instead of 13, at the same speed a thread
    (NumPy's error model keeps raise paths out of the loop). The deal sits in the loop itself,
    with calls only from there (_score_tables calls nothing): inlined as a function it compiled
    longer at the same speed. The measurements are in docs/performance.md.

    ``orders``: empty for shuffled deals; else one card order per deal (replays in the tests,
    with block_size 1 so that each deal's counts come back in a row of their own).

    ``sells``: given (any value) by the games that sell bought cards, whose sale (and a middle
    card's) deal_goes_on allows; the others compile the loop without it, as with ``high_low``
    (its test in the loop, never taken, cost them 5%: docs/performance.md).

    ``high_low``: the qualifier of a high-low split (the rules' R_HIGH_LOW), passed only by the
    games that split. Left out, Numba prunes the split from the kernel it compiles for the
    others: present in the loop, even untaken, its call slowed every stud-driver game
    (docs/performance.md).
    """
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    n_shuffle = min(deck.shape[0], n_players * script.shape[0] + MAX_HAND)
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        d = deck.copy()
        (hand, up, n_hand, n_up, extras, scratch, values, keys, work, lead_full, lead_show, down,
         n_down, wis, wis_show, points, used) = deal_scratch(n_players)
        live = np.ones(n_players, dtype=np.bool_)  # no seat folds in these games
        # `advise`: seat 0's buy at script index hero_s forced (yes or no), or -1; its basketball
        # flip (R_HERO_AT one past the last street) forced to the card hero_flip, or -1
        hero_s = rules[R_HERO_AT] - 1 if rules[R_HERO_CHOICE] > 0 else -1
        hero_ranks = rules[R_EXTRA_RANKS] if rules[R_HERO_CHOICE] == HERO_YES else 0
        hero_flip = rules[R_HERO_CHOICE] - 1 if hero_s == script.shape[0] else -1
        low_only = False  # seat 0's final hand is its low, counted by split_high_low
        if high_low is not None:
            low_only = high_low == LOW_ONLY
        start, todo = block_span(b, block_size, first_deal, n_trials)
        out = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, n_shuffle, state)
            measure = rules[R_VOL_EVERY] > 0 and deal_no % rules[R_VOL_EVERY] == 0
            # the deal
            size = d.shape[0]
            pos = 0
            wild = -1
            changes = 0
            shared = -1
            middles = 0
            for p in range(n_players):
                n_hand[p] = 0
                n_up[p] = 0
                n_down[p] = 0
                extras[p] = 0
            n_rounds = 0
            # rule values as locals: stores into the int8 card arrays would otherwise force reloads
            mode = rules[R_WILD_MODE]
            wild_set = rules[R_WILD_SET]
            eval_k = rules[R_EVAL_K]
            pending = False
            extra_ranks = rules[R_EXTRA_RANKS] if rules[R_EXTRA_POLICY] == 1 else 0
            first_round = rules[R_FIRST_ROUND]
            for s in range(script.shape[0]):
                street = script[s]
                if size - pos < n_players:
                    # not enough cards for everyone: one card face up in the middle, shared by all
                    c = d[pos]
                    pos += 1
                    shared = c
                    for p in range(n_players):
                        hand[p, n_hand[p]] = c  # in every hand, but not counted as anyone's own card
                        up[p, n_up[p]] = c
                    if mode != W_NONE and mode != W_MIDDLE:
                        before = wild
                        wild, pending = next_wild_rank(mode, c >> 2, False, wild, pending, wild_set)
                        if wild != before:
                            changes += 1
                else:
                    for p in range(n_players):
                        c = d[pos]
                        pos += 1
                        hand[p, n_hand[p]] = c
                        n_hand[p] += 1
                        if street == UP:
                            r = c >> 2
                            if mode == W_MIDDLE:
                                # without bought cards the deck holds every middle card (the deck
                                # budget, sim/games/stud_spec.py); with them, a sale as theirs
                                if (wild_set >> r) & 1 and r < 13 and (
                                        pos < size if sells is None else
                                        deal_goes_on(size - pos - 1, n_players - 1 - p, n_players,
                                                     script.shape[0] - 1 - s)):
                                    # the middle card: in nobody's hand; its rank (or its brother joker)
                                    # is wild besides the sevens, a seven in the middle leaving just them
                                    m = d[pos] >> 2
                                    pos += 1
                                    middles += 1
                                    before = wild
                                    wild = -1 if (wild_set >> m) & 1 else m
                                    if wild != before:
                                        changes += 1
                            elif mode != W_NONE:
                                pairs = False
                                if mode == W_PAIR_NEXT:
                                    for i in range(n_up[p]):
                                        if up[p, i] >> 2 == r:
                                            pairs = True
                                before = wild
                                wild, pending = next_wild_rank(mode, r, pairs, wild, pending, wild_set)
                                if wild != before:
                                    changes += 1
                            up[p, n_up[p]] = c
                            n_up[p] += 1
                            if sells is not None:
                                buys = (extra_ranks >> r) & 1
                                if p == 0 and s == hero_s:
                                    buys = (hero_ranks >> r) & 1
                                if buys and deal_goes_on(
                                        size - pos - 1, n_players - 1 - p, n_players,
                                        script.shape[0] - 1 - s):
                                    hand[p, n_hand[p]] = d[pos]
                                    down[p, n_down[p]] = d[pos]
                                    n_down[p] += 1
                                    pos += 1
                                    n_hand[p] += 1
                                    extras[p] += 1
                        elif street == DOWN:
                            down[p, n_down[p]] = c
                            n_down[p] += 1
                        else:
                            # FLIP: turn up one of the two hidden cards; the other stays down
                            h = down[p, n_down[p] - 1]
                            lower_is_new = (c >> 2) < (h >> 2)
                            flip_new = lower_is_new if rules[R_FLIP] == 0 else (c >> 2) > (h >> 2)
                            if flip_new:
                                up[p, n_up[p]] = c
                            else:
                                up[p, n_up[p]] = h
                                down[p, n_down[p] - 1] = c
                            n_up[p] += 1
                if measure and s >= first_round:
                    extra = 1 if shared >= 0 else 0
                    for p in range(n_players):
                        if mode == W_LOW_DOWN:
                            wis[p] = _low_down_wild(down, n_down, p) if n_down[p] > 0 else 0
                            wis_show[p] = 0
                        else:
                            wis[p] = wild + 1
                            wis_show[p] = wild + 1
                    if low_only:  # a low pot's leaders hold the best lows
                        lf, ls = low_leaders(hand, n_hand, up, n_up, extra, n_players, values, work)
                    else:
                        lf, ls = _leaders(hand, n_hand, up, n_up, extra, n_players, keys, scratch,
                                          CTW, wis, wis_show, WM, OFFS, NONFLUSH, FLUSH, TB, values,
                                          work, eval_k)
                    lead_full[n_rounds] = lf
                    lead_show[n_rounds] = ls
                    n_rounds += 1
            # showdown
            if mode == W_HOUSE:
                wild = hand[n_players - 1, n_hand[n_players - 1] - 1] >> 2
            extra = 1 if shared >= 0 else 0
            for p in range(n_players):
                if mode == W_LOW_DOWN:
                    wis[p] = _low_down_wild(down, n_down, p)
                    out[O_WILD_RANK + wis[p]] += 1
                else:
                    wis[p] = wild + 1
            best = np.int64(-1)
            if eval_k > 0:
                _score_best_k(hand, n_hand, extra, n_players, keys, scratch, WM, wis, TB, values, eval_k)
            else:
                _score_tables(hand, n_hand, extra, n_players, keys, CTW, wis, OFFS, NONFLUSH, FLUSH,
                              values)
                for p in range(n_players):
                    if keys[p] < 0:  # past eight cards: a call from the loop itself
                        values[p] = score_general(hand, p, n_hand[p] + extra, scratch, WM, wis[p], TB)
            house = rules[R_HOUSE] == 1
            for p in range(n_players):
                n = n_hand[p] + extra
                v = values[p]
                if v > best:
                    best = v
                if house and p == n_players - 1:
                    out[O_HOUSE_CAT + (v >> CAT_SHIFT)] += 1
                else:
                    out[O_HAND + (v >> CAT_SHIFT)] += 1
                if p == 0 and not low_only:
                    out[O_FIRST_CAT + (v >> CAT_SHIFT)] += 1
                if keys[p] >= 0:
                    held = keys[p] >> 27  # the hash key already counts the wild cards
                else:
                    held = 0
                    for i in range(n):
                        if (WM[wis[p]] >> np.uint64(np.uint8(hand[p, i]))) & np.uint64(1):
                            held += 1
                out[O_WILD_HELD + min(held, 15)] += 1
                out[O_EXTRA + min(extras[p], 4)] += 1
            n_win = 0
            for p in range(n_players):
                if values[p] == best:
                    n_win += 1
            side = rules[R_SIDE]
            pot = SHARE_UNITS if side == SIDE_NONE else SHARE_UNITS // 2
            if high_low is not None:
                split_high_low(hand, n_hand, extra, n_players, values, best, n_win, high_low, points,
                               out)
            else:
                for p in range(n_players):
                    if values[p] == best:
                        out[O_SEAT + p] += pot // n_win
            if side != SIDE_NONE:
                n_top, draw = _side_pot(rules, hand, n_hand, up, n_up, down, n_down, n_players, points,
                                        used, out, hero_flip)
                for p in range(n_players):
                    if points[p] >= 0:
                        out[O_SEAT + p] += pot // n_top
                        out[O_SECOND + p] += pot // n_top
                    elif n_top == 0 and values[p] == best:
                        out[O_SEAT + p] += pot // n_win
                if n_top > 1:
                    out[O_SIDE_TIE] += 1
                if n_win == 1 and n_top == 1 and not draw:
                    for p in range(n_players):
                        if values[p] == best and points[p] >= 0:
                            out[O_SCOOP] += 1
                elif n_win == 1 and n_top == 0:  # no spade face down: the high takes it all
                    out[O_SCOOP] += 1
            out[O_WINNER + (best >> CAT_SHIFT)] += 1
            if n_win > 1:
                out[O_TIE] += 1
            if mode != W_LOW_DOWN:
                out[O_WILD_RANK + wild + 1] += 1
            out[O_WILD_CHANGES + min(changes, 31)] += 1
            out[O_MIDDLE + min(middles, 7)] += 1
            if shared >= 0:
                out[O_SHARED] += 1
            total_extra = 0
            for p in range(n_players):
                total_extra += extras[p]
            out[O_EXTRA_DEAL + min(total_extra, 7)] += 1
            # queen of hearts: every face-up five of another seat pays her holder
            holder = -1
            if rules[R_QUEEN_PAYS] == 1:
                for p in range(n_players):
                    for i in range(n_up[p]):
                        if up[p, i] == QUEEN_OF_HEARTS:
                            holder = p
            payments = 0
            if holder >= 0:
                out[O_QH_UP] += 1
                for p in range(n_players):
                    if p != holder:
                        for i in range(n_up[p]):
                            if up[p, i] >> 2 == FIVE_RANK:
                                payments += 1
            out[O_QH_PAY + min(payments, 7)] += 1
            counted = 0
            count_ranks = rules[R_COUNT_UP]
            if count_ranks != 0:
                for p in range(n_players):
                    for i in range(n_up[p]):
                        if (count_ranks >> (up[p, i] >> 2)) & 1:
                            counted += 1
            out[O_COUNTED_UP + min(counted, 7)] += 1
            if measure:
                if low_only:  # the lows split_high_low left in ``points``
                    best = np.int64(-1)
                    for p in range(n_players):
                        best = max(best, points[p])
                count_volatility(points if low_only else values, live, best, lead_full, lead_show,
                                 n_rounds, out)
    return counts

@njit(cache=True)
def stud_scratch(n_players):
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
            np.zeros(64, dtype=np.int8))                          # discards

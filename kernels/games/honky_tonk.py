"""The low draw runner: five-card draw with an ace-to-five low, split high-low (Honky Tonk, 3s wild
for the high hand and kings for the low; five-card draw's high_low) or the low alone (lowball,
ace-to-five or deuce-to-seven).
The deal, the draw and the stock are the draw driver's (kernels/drivers/draw.py); the policy may draw to
the low, and the showdown pays two halves, or the low the whole pot."""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.bits import bit_count
from ..core.categories import (CAT_FULL_HOUSE, CAT_HIGH_CARD, CAT_ONE_PAIR, CAT_QUADS, CAT_SHIFT,
                         CAT_STRAIGHT, CAT_TRIPS, CAT_TWO_PAIR)
from ..core.deal import block_span, block_state, next_order, restock
from ..drivers.draw import KEEP_ALL, draw_keep_mask
from ..drivers.draw_layout import (DRAW_HONKY, DRAW_LOW_PAT9, DRAW_LOWBALL, DRAW_PAT,  # noqa: F401
                          DRAW_STANDARD, HAND, LOWBALL_D27, MAX_SEATS, R_ACE_DRAW, R_DRAW_POLICY,
                          R_DRAWS, R_HERO_HOLD, R_LOW_ONLY, SHARE_UNITS)
from ..drivers.draw_layout import HONKY_LAYOUT as LAYOUT  # noqa: F401
from ..drivers.draw_layout import HONKY_N_COUNTERS as N_COUNTERS
from ..drivers.draw_layout import HONKY_OFFSETS as OFFSETS
from ..core.layout import (O_FIRST_CAT, O_HAND, O_LEAD_CHANGES, O_LEAD_FULL, O_SEAT, O_SECOND, O_TIE, O_VOL_DEALS, O_WILD_HELD,
                     O_WINNER)
from ..eval.hand_rules import D27_TOP, eval_deuce_seven
from ..eval.low import a5_top_card, eval_low_a5
from ..eval.showdown import score_row

O_DRAWN = OFFSETS["drawn"][0]
O_RESHUFFLED = OFFSETS["reshuffled"][0]
O_BEFORE = OFFSETS["before_category"][0]
O_IMPROVED = OFFSETS["improved"][0]
O_LOW_TOP = OFFSETS["low_top"][0]
O_LOW_TIE = OFFSETS["low_tie"][0]
O_SCOOP = OFFSETS["scoop"][0]
O_WENT_LOW = OFFSETS["went_low"][0]
KING = 11
ACE = 12
EIGHT = 6
HALF = SHARE_UNITS // 2
NO_PAIR = 6          # eval_low_a5's shape field (value >> 20) of a low without a pair
# the category of a low by its shape (NO_PAIR - value >> 20): no pair, a pair, two pair, trips,
# full house, four of a kind
LOW_CATEGORY = np.array([CAT_HIGH_CARD, CAT_ONE_PAIR, CAT_TWO_PAIR, CAT_TRIPS, CAT_FULL_HOUSE,
                         CAT_QUADS], dtype=np.int64)


@njit(cache=True, inline="always")
def _low_keep(hand, p, low_wild):
    """Seat p's low cards (bits): its wild cards for the low, and the first card of each other
    rank A, 2 .. 8."""
    keep = 0
    seen = 0
    for i in range(HAND):
        c = np.int64(hand[p, i])
        r = c >> 2
        if (low_wild >> np.uint64(c)) & np.uint64(1):
            keep |= 1 << i
        elif (r == ACE or r <= EIGHT) and not (seen >> r) & 1:
            seen |= 1 << r
            keep |= 1 << i
    return keep


@njit(cache=True, inline="always")
def _lowball_keep(hand, p, low_wild):
    """Lowball's draw: the low cards, then the lowest others (ace low, the first of equal ranks)
    while the draw is past its limit (three cards, four keeping an ace)."""
    keep = _low_keep(hand, p, low_wild)
    while True:
        has_ace = False
        n_kept = 0
        for i in range(HAND):
            if (keep >> i) & 1:
                n_kept += 1
                has_ace |= np.int64(hand[p, i]) >> 2 == ACE
        if HAND - n_kept <= (4 if has_ace else 3):
            return keep
        at = -1
        low = 99
        for i in range(HAND):
            r = np.int64(hand[p, i]) >> 2
            r = -1 if r == ACE else r
            if not (keep >> i) & 1 and r < low:
                low = r
                at = i
        keep |= 1 << at


@njit(cache=True, inline="always")
def _deuce_keep(hand, p):
    """Deuce-to-seven's draw: the first card of each rank 2 to 8 (the ace is high, so never
    kept), and of five such cards that make a straight or a flush, all but the highest; the
    draw has no limit."""
    keep = 0
    seen = 0
    for i in range(HAND):
        r = np.int64(hand[p, i]) >> 2
        if r <= EIGHT and not (seen >> r) & 1:
            seen |= 1 << r
            keep |= 1 << i
    if keep == KEEP_ALL:
        low = 12
        suits = 0
        for i in range(HAND):
            low = min(low, np.int64(hand[p, i]) >> 2)
            suits |= 1 << (np.int64(hand[p, i]) & 3)
        if seen == 31 << low or suits & (suits - 1) == 0:
            top = 0
            for i in range(HAND):
                if np.int64(hand[p, i]) >> 2 > np.int64(hand[p, top]) >> 2:
                    top = i
            keep ^= 1 << top
    return keep


@njit(cache=True, inline="always")
def _deuce_value(hand, p, five, TB):
    """Seat p's deuce-to-seven low (larger is better); ``five``: scratch."""
    for i in range(HAND):
        five[i] = hand[p, i]
    return eval_deuce_seven(five, np.int64(HAND), TB)


@njit(cache=True, inline="always")
def _plain_nine(value, deuce):
    """Whether a low (eval_low_a5's, or deuce-to-seven's) is a plain nine-low or better: no
    pair (deuce-to-seven: no straight or flush either), its top card 9 or lower."""
    if deuce:
        as_high = D27_TOP - value
        return as_high >> CAT_SHIFT == CAT_HIGH_CARD and (as_high >> 17) & 15 <= 9
    return value >> 20 == NO_PAIR and a5_top_card(value) <= 9


@njit(cache=True, inline="always")
def _low_value(hand, p, king_mask):
    """Seat p's ace-to-five low with the kings wild (kernels/eval/low.py's values: larger is better)."""
    m1 = np.int64(0)
    m2 = np.int64(0)
    m3 = np.int64(0)
    m4 = np.int64(0)
    w = np.int64(0)
    for i in range(HAND):
        c = np.int64(hand[p, i])
        if (king_mask >> np.uint64(c)) & np.uint64(1):
            w += 1
        else:
            bit = np.int64(1) << (c >> 2)
            m4 |= m3 & bit
            m3 |= m2 & bit
            m2 |= m1 & bit
            m1 |= bit
    return eval_low_a5(m1, m2, m3, m4, w, np.int64(0))


@njit(cache=True)
def low_policy_hold(cards, before_cat, low_wild, high_wild, policy, deuce, triple, TB):
    """The cards (bits) a seat holding ``cards`` (five codes) keeps by ``policy`` at the first
    draw, as run_low_draw_blocks decides (``before_cat``: the high category of the five, for the
    split pot; ``deuce``: lowball deuce-to-seven; ``triple``: three draws, no draw limit). For
    `advise`, which marks the hold the game's own policy takes."""
    hand = np.empty((1, HAND), dtype=np.int8)
    for i in range(HAND):
        hand[0, i] = cards[i]
    five = np.empty(HAND, dtype=np.int64)
    if policy == DRAW_LOW_PAT9 and _plain_nine(
            _deuce_value(hand, 0, five, TB) if deuce else _low_value(hand, 0, low_wild), deuce):
        return KEEP_ALL
    lowball = policy == DRAW_LOWBALL or policy == DRAW_LOW_PAT9
    if lowball and deuce:
        return _deuce_keep(hand, 0)
    if lowball and triple:
        return _low_keep(hand, 0, low_wild)
    if lowball:
        return _lowball_keep(hand, 0, low_wild)
    if policy == DRAW_PAT or before_cat >= CAT_STRAIGHT:
        return KEEP_ALL
    keep = _low_keep(hand, 0, low_wild) if policy == DRAW_HONKY else 0
    if bit_count(np.int64(keep)) >= HAND - 1:
        return keep
    return draw_keep_mask(hand, 0, before_cat, high_wild, DRAW_STANDARD)


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_low_draw_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials,
                        orders, CTW, WM, OFFS, NONFLUSH, FLUSH, TB):
    """Counts of a draw game with a low, one row per block (rows from ``orders`` when given:
    replays). Wild index 0 of the card tables and ``WM[0]`` are the high hand's wild cards,
    ``WM[1]`` the low's; ``rules[R_LOW_ONLY]``: the low takes the whole pot (lowball), and
    under LOWBALL_D27 the low is deuce-to-seven's (nothing wild; ``TB``: the rank tables), its
    categories the high hand's. ``rules[R_DRAWS]``: three draw rounds (triple draw, lowball),
    each seat in turn each round, with no draw limit; ``drawn`` counts a seat's cards a round."""
    n_blocks = block_keys.shape[0]
    n_deck = deck.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    high_wild = WM[0]
    low_wild = WM[1]
    policy = rules[R_DRAW_POLICY]
    hero_hold = rules[R_HERO_HOLD]
    low_only = rules[R_LOW_ONLY] != 0
    deuce = rules[R_LOW_ONLY] == LOWBALL_D27
    n_draws = max(1, rules[R_DRAWS])
    # the cards a deal can reach before a reshuffle: the dealt ones and every draw's most (a
    # whole hand where no draw limit holds), the positions the shuffle must reach
    most = HAND if deuce or n_draws > 1 else rules[R_ACE_DRAW]
    n_shuffle = min(n_deck, n_players * (HAND + most * n_draws))
    lowball = policy == DRAW_LOWBALL or policy == DRAW_LOW_PAT9
    held_mask = low_wild if low_only else high_wild
    # every card thrown in a deal may go behind the deck before it is over: a deck's room holds
    # a single draw's, triple draw's needs its three rounds'
    room = max(n_deck, n_players * HAND * n_draws)
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        cards = np.empty(n_deck + room, dtype=deck.dtype)
        cards[:n_deck] = deck
        d = cards[:n_deck]
        hand = np.empty((n_players, HAND), dtype=np.int8)
        before = np.zeros(n_players, dtype=np.int64)
        high = np.zeros(n_players, dtype=np.int64)
        low = np.zeros(n_players, dtype=np.int64)
        discards = np.empty(room, dtype=np.int8)
        five = np.empty(HAND, dtype=np.int64)
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, n_shuffle, state)
            lead = 0
            for p in range(n_players):
                for i in range(HAND):
                    hand[p, i] = d[i * n_players + p]
                if deuce:
                    before[p] = _deuce_value(hand, p, five, TB)
                elif low_only:
                    before[p] = _low_value(hand, p, low_wild)
                else:
                    before[p] = score_row(hand, p, HAND, 0, CTW, OFFS, NONFLUSH, FLUSH)
                if before[p] > before[lead]:
                    lead = p
            pos = HAND * n_players
            end = n_deck
            n_disc = 0
            for rnd in range(n_draws):
                for p in range(n_players):
                    keep = KEEP_ALL
                    if p == 0 and hero_hold > 0 and rnd == 0:  # `advise`: seat 0's hold forced
                        keep = hero_hold - 1
                    elif policy == DRAW_LOW_PAT9 and _plain_nine(
                            _deuce_value(hand, p, five, TB) if deuce
                            else _low_value(hand, p, low_wild), deuce):
                        keep = KEEP_ALL
                    elif lowball and deuce:
                        keep = _deuce_keep(hand, p)
                    elif lowball and n_draws > 1:  # no draw limit: every card above 8 goes
                        keep = _low_keep(hand, p, low_wild)
                    elif lowball:
                        keep = _lowball_keep(hand, p, low_wild)
                    elif policy != DRAW_PAT and before[p] >> CAT_SHIFT < CAT_STRAIGHT:
                        keep = _low_keep(hand, p, low_wild) if policy == DRAW_HONKY else 0
                        if bit_count(np.int64(keep)) >= HAND - 1:
                            row[O_WENT_LOW] += 1
                        else:
                            keep = draw_keep_mask(hand, p, before[p] >> CAT_SHIFT, high_wild,
                                                  DRAW_STANDARD)
                    n_draw = 0
                    for i in range(HAND):
                        if not (keep >> i) & 1:
                            discards[n_disc] = hand[p, i]
                            n_disc += 1
                            n_draw += 1
                    if end - pos < n_draw:
                        end, n_disc = restock(cards, end, discards, n_disc, state)
                    for i in range(HAND):
                        if not (keep >> i) & 1:
                            hand[p, i] = cards[pos]
                            pos += 1
                    row[O_DRAWN + n_draw] += 1
            best_hi = np.int64(-1)
            best_lo = np.int64(-1)
            for p in range(n_players):
                if not low_only:
                    high[p] = score_row(hand, p, HAND, 0, CTW, OFFS, NONFLUSH, FLUSH)
                low[p] = _deuce_value(hand, p, five, TB) if deuce else _low_value(hand, p, low_wild)
                best_hi = max(best_hi, high[p])
                best_lo = max(best_lo, low[p])
            n_hi = 0
            n_lo = 0
            for p in range(n_players):
                n_hi += np.int64(high[p] == best_hi)
                n_lo += np.int64(low[p] == best_lo)
            # low only: the low's categories and the whole pot; else the high's and two halves
            lead_pot = low if low_only else high
            best_pot = best_lo if low_only else best_hi
            first = -1
            for p in range(n_players):
                if deuce:  # a deuce-to-seven low's category is its high hand's
                    cat = (D27_TOP - before[p]) >> CAT_SHIFT
                    row[O_HAND + ((D27_TOP - low[p]) >> CAT_SHIFT)] += 1
                    if p == 0:
                        row[O_FIRST_CAT + ((D27_TOP - low[p]) >> CAT_SHIFT)] += 1
                    if low[p] == best_lo:
                        row[O_SEAT + p] += SHARE_UNITS // n_lo
                elif low_only:
                    cat = LOW_CATEGORY[NO_PAIR - (before[p] >> 20)]
                    row[O_HAND + LOW_CATEGORY[NO_PAIR - (low[p] >> 20)]] += 1
                    if p == 0:
                        row[O_FIRST_CAT + LOW_CATEGORY[NO_PAIR - (low[p] >> 20)]] += 1
                    if low[p] == best_lo:
                        row[O_SEAT + p] += SHARE_UNITS // n_lo
                else:
                    cat = before[p] >> CAT_SHIFT
                    if high[p] >> CAT_SHIFT > cat:
                        row[O_IMPROVED + cat] += 1
                    row[O_HAND + (high[p] >> CAT_SHIFT)] += 1
                    if p == 0:
                        row[O_FIRST_CAT + (high[p] >> CAT_SHIFT)] += 1
                    if high[p] == best_hi:
                        row[O_SEAT + p] += HALF // n_hi
                    if low[p] == best_lo:
                        row[O_SEAT + p] += HALF // n_lo
                        row[O_SECOND + p] += HALF // n_lo
                        if n_hi == 1 and n_lo == 1 and high[p] == best_hi:
                            row[O_SCOOP] += 1
                row[O_BEFORE + cat] += 1
                n_wild = 0
                for i in range(HAND):
                    n_wild += np.int64((held_mask >> np.uint64(hand[p, i])) & np.uint64(1))
                row[O_WILD_HELD + n_wild] += 1
                if first < 0 and lead_pot[p] == best_pot:
                    first = p
            if deuce:
                row[O_WINNER + ((D27_TOP - best_lo) >> CAT_SHIFT)] += 1
                row[O_TIE] += np.int64(n_lo > 1)
            elif low_only:
                row[O_WINNER + LOW_CATEGORY[NO_PAIR - (best_lo >> 20)]] += 1
                row[O_TIE] += np.int64(n_lo > 1)
            else:
                row[O_WINNER + (best_hi >> CAT_SHIFT)] += 1
                row[O_TIE] += np.int64(n_hi > 1)
                row[O_LOW_TIE] += np.int64(n_lo > 1)
            if deuce:  # the top card of a no-pair, no-straight, no-flush low (the ace at 1), else 0
                as_high = D27_TOP - best_lo
                top = (as_high >> 17) & 15
                row[O_LOW_TOP + (0 if as_high >> CAT_SHIFT != CAT_HIGH_CARD else 1 if top == 14
                                 else top)] += 1
            else:
                row[O_LOW_TOP + ((0xFFFFF - (best_lo & 0xFFFFF)) >> 16 if best_lo >> 20 == NO_PAIR else 0)] += 1
            row[O_RESHUFFLED] += np.int64(end > n_deck)
            row[O_VOL_DEALS] += 1
            row[O_LEAD_FULL + 1] += 1
            if lead_pot[lead] == best_pot:
                row[O_LEAD_FULL] += 1
            row[O_LEAD_CHANGES + (1 if first != lead else 0)] += 1
    return counts

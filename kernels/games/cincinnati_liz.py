"""Cincinnati Liz on the community driver's counters: five hole cards a seat, a row of five
shared cards turned one at a time, one row card's rank wild everywhere (the row's lowest rank, or
the third card's), and each seat's hand the best five of its ten cards.

Ten cards with wild cards are past the card tables (seven cards at most), so hands go to the
general evaluator on rank-count masks (kernels/eval/evaluate.py). The row is shared: its masks under
the wild rank are built once a deal, and each seat folds its five hole cards into a copy of them.
"""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..drivers.community_layout import (LIZ_HOLE, LIZ_MOMENTS, N_COUNTERS, OFFSETS,  # noqa: F401
                               R_VOL_EVERY, R_WILD_RULE, WILD_MIDDLE)
from ..core.deal import block_span, block_state, next_order
from ..eval.evaluate import add_card, eval_masks
from ..core.layout import O_LEAD_CHANGES, O_LEAD_FULL, O_VOL_DEALS, O_WILD_RANK
from ..eval.showdown import first_best, record_showdown

ROW = 5
MIDDLE = 2      # the third row card


@njit(cache=True, inline="always")
def _fold(c, wild, m1, m2, m3, m4, sb, w):
    """The masks and wild count with card ``c`` added (``wild``: a bit per wild card code)."""
    if (wild >> np.uint64(c)) & np.uint64(1):
        return m1, m2, m3, m4, sb, w + 1
    m1, m2, m3, m4, sb = add_card(np.int64(c) >> 2, np.int64(c) & 3, m1, m2, m3, m4, sb)
    return m1, m2, m3, m4, sb, w


@njit(cache=True)
def _leaders(d, n_players, at, wild_rule, WM, TB, leaders):
    """The leader (the first seat with the best five of its cards face up by then) after the
    deal and after each of the first four row cards. Nothing is wild before the row is settled,
    except under the middle rule once the third card is up. Called out of line: only measured
    deals need it."""
    for t in range(LIZ_MOMENTS):
        wild = np.uint64(0)
        if wild_rule == WILD_MIDDLE and t > MIDDLE:
            wild = WM[1 + (np.int64(d[at + MIDDLE]) >> 2)]
        top = np.int64(-1)
        lead = 0
        for p in range(n_players):
            m1 = m2 = m3 = m4 = sb = w = np.int64(0)
            for i in range(LIZ_HOLE):
                m1, m2, m3, m4, sb, w = _fold(d[i * n_players + p], wild, m1, m2, m3, m4, sb, w)
            for i in range(t):
                m1, m2, m3, m4, sb, w = _fold(d[at + i], wild, m1, m2, m3, m4, sb, w)
            v = eval_masks(m1, m2, m3, m4, sb, w, np.int64(5), np.int64(0), np.int64(0), TB)
            if v > top:
                top = v
                lead = p
        leaders[t] = lead


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_liz_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials, orders,
                   WM, TB):
    """Counts of Cincinnati Liz, one row per block (rows from ``orders`` when given: replays).
    The hole cards go round the table a card a pass, then the row follows in the deck's order;
    ``WM[1 + r]``: the wild card codes of rank r."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    vol_every = rules[R_VOL_EVERY]
    wild_rule = rules[R_WILD_RULE]
    at = n_players * LIZ_HOLE
    n_shuffle = min(deck.shape[0], at + ROW)
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        d = deck.copy()
        value = np.zeros(n_players, dtype=np.int64)
        held = np.zeros(n_players, dtype=np.int64)
        leaders = np.zeros(LIZ_MOMENTS + 1, dtype=np.int64)
        live = np.ones(n_players, dtype=np.bool_)
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, n_shuffle, state)
            if wild_rule == WILD_MIDDLE:
                wild_rank = np.int64(d[at + MIDDLE]) >> 2
            else:
                wild_rank = np.int64(12)
                for i in range(ROW):
                    wild_rank = min(wild_rank, np.int64(d[at + i]) >> 2)
            row[O_WILD_RANK + 1 + wild_rank] += 1
            wild = WM[1 + wild_rank]
            r1 = r2 = r3 = r4 = rs = rw = np.int64(0)
            for i in range(ROW):
                r1, r2, r3, r4, rs, rw = _fold(d[at + i], wild, r1, r2, r3, r4, rs, rw)
            for p in range(n_players):
                m1, m2, m3, m4, sb, w = r1, r2, r3, r4, rs, rw
                for i in range(LIZ_HOLE):
                    m1, m2, m3, m4, sb, w = _fold(d[i * n_players + p], wild, m1, m2, m3, m4, sb, w)
                value[p] = eval_masks(m1, m2, m3, m4, sb, w, np.int64(5), np.int64(0), np.int64(0),
                                      TB)
                held[p] = w
            best = record_showdown(value, live, n_players, row, held)
            if (start + deal_no) % vol_every != 0:
                continue
            _leaders(d, n_players, at, wild_rule, WM, TB, leaders)
            leaders[LIZ_MOMENTS] = first_best(value, n_players)
            row[O_VOL_DEALS] += 1
            changes = 0
            for t in range(LIZ_MOMENTS):
                row[O_LEAD_FULL + t] += np.int64(value[leaders[t]] == best)
                changes += np.int64(leaders[t + 1] != leaders[t])
            row[O_LEAD_CHANGES + changes] += 1
    return counts

"""Short-deck hold'em on the community driver's counters: 36 cards (six to ace), two hole cards a
seat and a five-card board, the best five of seven by the short deck's order (a flush beats a
full house, A-6-7-8-9 the lowest straight; with R_TRIPS_OVER_STRAIGHT three of a kind beats a
straight). Its own kernel because the community driver's card tables hold the usual order of
the 52-card deck; the hands here go through kernels/eval/hand_rules.py, whose category field is
the short deck's order (the counters' categories are SHORT_DECK_CATEGORIES' places).
"""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.deal import block_span, block_state, next_order
from ..drivers.community_layout import (BOARD, N_COUNTERS, OFFSETS, R_TRIPS_OVER_STRAIGHT,  # noqa: F401
                                        R_VOL_EVERY, STREETS)
from ..eval.hand_rules import eval_short_deck
from ..eval.showdown import count_street_leaders, record_showdown

HOLE = 2


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_short_deck_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials,
                          orders, TB):
    """Counts of short-deck hold'em, one row per block (rows from ``orders`` when given:
    replays). The hole cards go round the table a card a pass, then the board (no burn cards).
    Volatility deals also judge the leader after the deal (a pair beats two cards, then the
    ranks), the flop and the turn, ties to the lowest seat."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    vol_every = rules[R_VOL_EVERY]
    trips = rules[R_TRIPS_OVER_STRAIGHT] != 0
    n_shuffle = min(deck.shape[0], n_players * HOLE + BOARD)
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        d = deck.copy()
        value = np.zeros(n_players, dtype=np.int64)
        held = np.zeros(n_players, dtype=np.int64)  # no wild cards
        live = np.ones(n_players, dtype=np.bool_)
        leaders = np.zeros(STREETS + 1, dtype=np.int64)
        seven = np.empty(HOLE + BOARD, dtype=np.int64)  # a seat's hole cards, then the board
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, n_shuffle, state)
            at = n_players * HOLE
            for i in range(BOARD):
                seven[HOLE + i] = d[at + i]
            for p in range(n_players):
                seven[0] = d[p]
                seven[1] = d[n_players + p]
                value[p] = eval_short_deck(seven, np.int64(HOLE + BOARD), trips, TB)
            best = record_showdown(value, live, n_players, row, held)
            if (start + deal_no) % vol_every != 0:
                continue
            for t in range(STREETS):  # after the deal, the flop, the turn
                lead = 0
                top = np.int64(-1)
                for p in range(n_players):
                    seven[0] = d[p]
                    seven[1] = d[n_players + p]
                    if t == 0:
                        r0 = seven[0] >> 2
                        r1 = seven[1] >> 2
                        v = (np.int64(r0 == r1) << 8) | (max(r0, r1) << 4) | min(r0, r1)
                    else:
                        v = eval_short_deck(seven, np.int64(HOLE + 2 + t), trips, TB)
                    if v > top:
                        top = v
                        lead = p
                leaders[t] = lead
            count_street_leaders(row, value, best, leaders, np.int64(STREETS), n_players)
    return counts

"""Badugi: four cards a seat, three draws, the best set of different ranks and suits
(kernels/eval/hand_rules.py's value), on the low draw runner's counters. Its own kernel because
the draw runners' hands are five cards.

The counters, by the names of the low runner's layout: ``winner_category`` and
``hand_category`` count the size of the best hand's set and of each seat's (index size - 1),
``low_top`` the top card of a winning four-card badugi (ace 1 .. king 13; 0 for fewer cards),
``drawn`` a seat's cards each draw, ``reshuffled`` the deals whose stock ran out, and the
volatility counters whether the best hand as dealt won.
"""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.deal import block_span, block_state, next_order, restock
from ..core.layout import (O_FIRST_CAT, O_HAND, O_LEAD_CHANGES, O_LEAD_FULL, O_SEAT, O_TIE,
                           O_VOL_DEALS, O_WINNER, SHARE_UNITS)
from ..drivers.draw_layout import DRAW_LOW_PAT9, DRAW_PAT, R_DRAW_POLICY, R_DRAWS, R_HERO_HOLD
from ..drivers.draw_layout import HONKY_N_COUNTERS as N_COUNTERS
from ..drivers.draw_layout import HONKY_OFFSETS as OFFSETS  # noqa: F401
from ..eval.hand_rules import best_badugi

HAND = 4
KEEP_ALL = (1 << HAND) - 1
O_DRAWN = OFFSETS["drawn"][0]
O_RESHUFFLED = OFFSETS["reshuffled"][0]
O_LOW_TOP = OFFSETS["low_top"][0]


@njit(cache=True, inline="always")
def _best_set(hand, p, four):
    """(value, positions as bits) of seat p's best set (kernels/eval/hand_rules.py's
    best_badugi); ``four``: scratch for its cards."""
    for i in range(HAND):
        four[i] = hand[p, i]
    return best_badugi(four, np.int64(HAND))


@njit(cache=True, inline="always")
def _low_rank(card):
    """A card's rank with the ace low: ace 1 .. king 13."""
    return ((np.int64(card) >> 2) + 1) % 13 + 1


@njit(cache=True, inline="always")
def _top(value):
    """The highest card (ace 1 .. king 13) of a set's value."""
    return (0xFFFFF - (value & 0xFFFFF)) >> 16


@njit(cache=True, inline="always")
def _keep(hand, p, policy, four):
    """The positions (bits) seat p keeps: all four of a badugi (pat-nine: of a badugi nine-high or
    better; a rougher one throws its highest card, the first of equals), else its best set's
    cards ace to 8; pat keeps everything."""
    if policy == DRAW_PAT:
        return KEEP_ALL
    v, mask = _best_set(hand, p, four)
    if v >> 20 == HAND:
        if policy != DRAW_LOW_PAT9 or _top(v) <= 9:
            return KEEP_ALL
        top = 0
        for i in range(1, HAND):  # a badugi's ranks differ: one highest, the ace low
            if _low_rank(hand[p, i]) > _low_rank(hand[p, top]):
                top = i
        return KEEP_ALL ^ (1 << top)
    keep = 0
    for i in range(HAND):
        r = np.int64(hand[p, i]) >> 2
        if (mask >> i) & 1 and (r == 12 or r <= 6):
            keep |= 1 << i
    return keep


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_badugi_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials,
                      orders):
    """Counts of badugi, one row per block (rows from ``orders`` when given: replays): four cards
    round the table a card a pass, then R_DRAWS draws, each seat in turn, the discards shuffled
    behind the stock when it runs short (seat 0's first hold forced by R_HERO_HOLD, `advise`)."""
    n_blocks = block_keys.shape[0]
    n_deck = deck.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    policy = rules[R_DRAW_POLICY]
    hero_hold = rules[R_HERO_HOLD]
    n_draws = max(1, rules[R_DRAWS])
    room = max(n_deck, n_players * HAND * n_draws)
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        cards = np.empty(n_deck + room, dtype=deck.dtype)
        cards[:n_deck] = deck
        d = cards[:n_deck]
        hand = np.empty((n_players, HAND), dtype=np.int8)
        value = np.zeros(n_players, dtype=np.int64)
        discards = np.empty(room, dtype=np.int8)
        four = np.empty(HAND, dtype=np.int64)
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, n_deck, state)
            lead = 0
            for p in range(n_players):
                for i in range(HAND):
                    hand[p, i] = d[i * n_players + p]
                v, _ = _best_set(hand, p, four)
                value[p] = v
                if value[p] > value[lead]:
                    lead = p
            pos = HAND * n_players
            end = n_deck
            n_disc = 0
            for rnd in range(n_draws):
                for p in range(n_players):
                    keep = (hero_hold - 1 if p == 0 and hero_hold > 0 and rnd == 0
                            else _keep(hand, p, policy, four))
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
            best = np.int64(-1)
            for p in range(n_players):
                v, _ = _best_set(hand, p, four)
                value[p] = v
                best = max(best, v)
            n_win = 0
            first = -1
            for p in range(n_players):
                if value[p] == best:
                    n_win += 1
                    if first < 0:
                        first = p
            for p in range(n_players):
                size = value[p] >> 20
                row[O_HAND + size - 1] += 1
                if p == 0:
                    row[O_FIRST_CAT + size - 1] += 1
                if value[p] == best:
                    row[O_SEAT + p] += SHARE_UNITS // n_win
            row[O_WINNER + (best >> 20) - 1] += 1
            row[O_TIE] += np.int64(n_win > 1)
            row[O_LOW_TOP + (_top(best) if best >> 20 == HAND else 0)] += 1
            row[O_RESHUFFLED] += np.int64(end > n_deck)
            row[O_VOL_DEALS] += 1
            row[O_LEAD_FULL + 1] += 1
            if value[lead] == best:
                row[O_LEAD_FULL] += 1
            row[O_LEAD_CHANGES + (1 if first != lead else 0)] += 1
    return counts

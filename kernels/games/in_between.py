"""In Between: a game is a run of turns round the table, each two face-up posts, a bet from the
pot, and a third card that wins the bet when it falls strictly between the posts; the game ends
when the pot is empty (or after a cap of turns). One trial is one game.

The cards of finished turns are buried; when the stock runs out, the buried cards are shuffled
into a new stock. A reshuffle orders them as they lie in a fresh permutation of the deck (drawn
from the block's stream, or the next permutation of a replayed stream), so a replay fixes every
card a game sees.
"""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.deal import block_span, block_state, next_order, restock_in_order
from .in_between_layout import (ACE_LOW, ANTE, MAX_BET, MIN_BET,  # noqa: F401
                                N_COUNTERS, OFFSETS, O_CHIPS_BET, O_FINISHED, O_LENGTH, O_WON, O_LOST,
                                O_NET_SQ, O_OUTCOME, O_RESHUFFLES, O_SEAT_UP, O_SEAT_DOWN, O_SEAT_NET_SQ,
                                O_SPREAD_BETWEEN, O_SPREAD_TURNS, O_TURNS, OUT_BETWEEN,
                                OUT_OUTSIDE, OUT_POST, R_ACE_POLICY, R_BET_FROM, R_FIXED_ACES,
                                R_MAX_TURNS, R_POST_PAYS_DOUBLE, SHARE_UNITS)
from ..core.layout import O_SEAT, O_TIE

ACE = 12            # the ace's rank index (2 is 0)


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_in_between_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials,
                          orders):
    """Counts of In Between, one row per block; a trial is a game (``orders``: replayed
    streams, a row a game, 52 cards a permutation: the first the stock, the k-th the order of
    the k-th reshuffle)."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    double = rules[R_POST_PAYS_DOUBLE] != 0
    fixed = rules[R_FIXED_ACES] != 0
    max_turns = rules[R_MAX_TURNS]
    first_ace = 1 if fixed or rules[R_ACE_POLICY] == ACE_LOW else 14
    need = rules[R_BET_FROM]
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        stock = deck.copy()
        perm = deck.copy()
        seat_net = np.zeros(n_players, dtype=np.int64)
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for game_no in range(todo):
            game = start + game_no
            next_order(stock, orders, game, 52, state)
            n_stock = 52
            pos = 0
            buried = np.uint64(0)
            n_resh = 0
            pot = np.int64(ANTE * n_players)
            for p in range(n_players):
                seat_net[p] = 0
            t = 0
            while t < max_turns and pot > 0:
                v1 = 0
                lo = 0
                hi = 0
                spread = -1
                bet = np.int64(MIN_BET)
                r1 = 0
                r2 = 0
                on_table = np.uint64(0)  # the turn's cards: buried when it ends, not before
                for k in range(3):
                    if k == 2:  # the posts are up: the bet, within the limit
                        limit = min(pot // 2 if t < n_players else pot, np.int64(MAX_BET))
                        if spread >= need:
                            bet = max(limit, np.int64(MIN_BET))
                    if pos == n_stock:
                        n_resh += 1
                        n_stock = restock_in_order(stock, perm, orders, game, n_resh, buried, state)
                        buried = np.uint64(0)
                        pos = 0
                    c = np.int64(stock[pos])
                    pos += 1
                    r = c >> 2
                    if k == 0:
                        r1 = r
                        v1 = first_ace if r == ACE else r + 2
                    elif k == 1:
                        r2 = r
                        if r != ACE:
                            v2 = r + 2
                        elif fixed or v1 == 1:
                            v2 = 14
                        elif v1 == 14 or v1 - 2 > 13 - v1:
                            v2 = 1
                        else:
                            v2 = 14
                        lo = min(v1, v2)
                        hi = max(v1, v2)
                        if hi > lo:
                            spread = hi - lo - 1
                    else:
                        if r == ACE:
                            out = OUT_POST if r1 == ACE or r2 == ACE else OUT_OUTSIDE
                        elif lo < r + 2 < hi:
                            out = OUT_BETWEEN
                        elif r + 2 == lo or r + 2 == hi:
                            out = OUT_POST
                        else:
                            out = OUT_OUTSIDE
                    on_table |= np.uint64(1) << np.uint64(c)
                buried |= on_table
                if out == OUT_BETWEEN:
                    net = bet
                elif out == OUT_POST and double:
                    net = -2 * bet
                else:
                    net = -bet
                pot -= net
                row[O_SPREAD_TURNS + 1 + spread] += 1
                row[O_SPREAD_BETWEEN + 1 + spread] += np.int64(out == OUT_BETWEEN)
                row[O_OUTCOME + out] += 1
                if net > 0:
                    row[O_WON] += net
                else:
                    row[O_LOST] -= net
                row[O_NET_SQ] += net * net
                row[O_CHIPS_BET] += bet
                seat_net[t % n_players] += net
                t += 1
            row[O_TURNS] += t
            row[O_LENGTH + t] += 1
            row[O_FINISHED] += np.int64(pot == 0)
            row[O_RESHUFFLES] += n_resh
            best = seat_net[0]
            for p in range(n_players):
                if seat_net[p] > 0:
                    row[O_SEAT_UP + p] += seat_net[p]
                else:
                    row[O_SEAT_DOWN + p] -= seat_net[p]
                row[O_SEAT_NET_SQ + p] += seat_net[p] * seat_net[p]
                best = max(best, seat_net[p])
            n_best = 0
            for p in range(n_players):
                n_best += np.int64(seat_net[p] == best)
            for p in range(n_players):
                if seat_net[p] == best:
                    row[O_SEAT + p] += SHARE_UNITS // n_best
            row[O_TIE] += np.int64(n_best > 1)
    return counts

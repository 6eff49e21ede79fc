"""Countdown: seven-card stud where seats below the cut-off fold; the seats left name the wild
rank.

The block runner. The pieces it shares with the other stud games where players act, and the
note on how their runners are written, are in kernels/eval/showdown.py.
"""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.deal import block_span, block_state, next_order
from ..core.layout import MAX_ROUNDS, O_WILD_RANK, runner_layout
from ..drivers.stud import R_POLICY, R_THRESHOLDS, R_VOL_EVERY, count_volatility
from ..drivers.stud_layout import HERO_ALWAYS, HERO_NO, R_HERO_AT, R_HERO_CHOICE
from ..eval.showdown import record_leaders, record_showdown, score_row, value_of_parts
from ..drivers.stud import stud_scratch

LAYOUT, OFFSETS, N_COUNTERS = runner_layout((
    ("folds_by_round", MAX_ROUNDS),
    ("wild_changes_winner", 1),  # the wild rank changes who wins (against nothing wild)
))
O_FOLDS = OFFSETS["folds_by_round"][0]
O_WILD_CHANGES_WINNER = OFFSETS["wild_changes_winner"][0]


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_countdown_blocks(deck, n_players, rules, block_keys, block_size, first_deal,
                         n_trials, orders, script, CTW, WM, OFFS, NONFLUSH, FLUSH, TB):
    """Seven-card stud where seats below the cut-off fold; the seats left name the wild rank."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    n_shuffle = min(deck.shape[0], n_players * script.shape[0])
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        d = deck.copy()
        (hand, up, face, n_hand, n_up, values, work, live, held, lead_full, lead_show, scratch,
         discards) = stud_scratch(n_players)
        ck = np.zeros(n_players, dtype=np.int64)  # summed card-table entries per seat
        csc = np.zeros(n_players, dtype=np.int64)
        csb = np.zeros(n_players, dtype=np.int64)
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for deal_no in range(todo):
            next_order(d, orders, start + deal_no, n_shuffle, state)
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
            # the street of seat 0's forced stay or fold, or -1 (no choice given: its policy)
            hero_at = rules[R_HERO_AT] - 1 if rules[R_HERO_CHOICE] > 0 else -1
            hero_to = script.shape[0] if rules[R_HERO_CHOICE] == HERO_ALWAYS else hero_at
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
                if folding or hero_at <= s <= hero_to:
                    for p in range(n_players):
                        if live[p] and n_live > 1:
                            if p == 0 and hero_at <= s <= hero_to:
                                gone = rules[R_HERO_CHOICE] == HERO_NO
                            elif folding:
                                v = value_of_parts(ck[p], csc[p], csb[p], OFFS, NONFLUSH, FLUSH)
                                gone = v < rules[R_THRESHOLDS + n_rounds]
                            else:
                                gone = False
                            if gone:
                                live[p] = False
                                n_live -= 1
                                row[O_FOLDS + n_rounds] += 1
                if measure:
                    record_leaders(hand, n_hand, up, n_up, live, n_players, CTW, WM, OFFS, NONFLUSH, FLUSH,
                                   TB, scratch, lead_full, lead_show, n_rounds)
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
                count_volatility(values, live, best, lead_full, lead_show, total_rounds, row)
    return counts

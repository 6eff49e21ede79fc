"""Screw Your Neighbor: one card a living seat a round, trades to the left, the dealer's cut, and
the highest card (the lowest, chasing the ace) losing a life, until one seat has lives left. A
trial is a game; each round deals from a fresh shuffle (a replayed stream: a row of whole
permutations, one a round)."""
import numpy as np
from numba import njit

from ..core.serial_compiler import CopyPropagatingCompiler
from ..core.deal import block_span, block_state
from ..core.layout import O_SEAT
from ..core.rng import partial_shuffle
from .screw_your_neighbor_layout import (KING, LIVES, N_COUNTERS, OFFSETS,  # noqa: F401
                                         O_BLOCKED, O_CAPPED, O_CARRIED, O_CUTS, O_KING_ROUNDS,
                                         O_LIVES_LOST, O_ROUNDS, O_SWAPS, R_CHASE,
                                         HERO_KEEP, HERO_POLICY, R_HERO_FIRST, R_HERO_SWAP_FROM,
                                         R_MAX_ROUNDS, R_SWAP_FROM, SHARE_UNITS)


@njit(cache=True, nogil=True, error_model="numpy", pipeline_class=CopyPropagatingCompiler)
def run_neighbor_blocks(deck, n_players, rules, block_keys, block_size, first_deal, n_trials,
                        orders):
    """Counts of Screw Your Neighbor, one row per block; a trial is a game."""
    n_blocks = block_keys.shape[0]
    counts = np.zeros((n_blocks, N_COUNTERS), dtype=np.int64)
    chase = rules[R_CHASE] != 0
    max_rounds = rules[R_MAX_ROUNDS]
    hero_from = rules[R_HERO_SWAP_FROM]
    hero_first = rules[R_HERO_FIRST]
    # seat 0's forced first choice as a threshold no card but a king crosses, or every card does
    keep_t = 0 if chase else 99
    swap_t = KING if chase else 1
    first_t = swap_t if hero_first != HERO_KEEP else keep_t
    for b in range(n_blocks):
        state = block_state(block_keys, b)
        perm = deck.copy()
        lives = np.zeros(n_players, dtype=np.int64)
        order = np.zeros(n_players, dtype=np.int64)
        value = np.zeros(n_players, dtype=np.int64)
        start, todo = block_span(b, block_size, first_deal, n_trials)
        row = counts[b]
        for game_no in range(todo):
            game = start + game_no
            for p in range(n_players):
                lives[p] = LIVES
            dealer = n_players - 1
            alive = n_players
            k = 0
            while k < max_rounds and alive > 1:
                n = 0
                for i in range(1, n_players + 1):  # from the dealer's left round to the dealer
                    s = (dealer + i) % n_players
                    if lives[s] > 0:
                        order[n] = s
                        n += 1
                if orders.shape[0] > 0:
                    if 52 * (k + 1) > orders.shape[1]:
                        raise ValueError("the replayed stream has no permutation left for a round")
                    for j in range(n + 1):
                        perm[j] = orders[game, 52 * k + j]
                else:
                    partial_shuffle(perm, n + 1, state)
                king = False
                n_swaps = 0
                n_blocked = 0
                for i in range(n):
                    value[i] = (np.int64(perm[i]) >> 2) + 2
                    if value[i] == 14:
                        value[i] = 1
                    king |= value[i] == KING
                if chase or not king:
                    swap_from = rules[R_SWAP_FROM + n]  # the policy's mark for n players in
                    for i in range(n):
                        t = hero_from if order[i] == 0 and hero_from > 0 else swap_from
                        if hero_first != HERO_POLICY and k == 0 and i == 0:
                            t = first_t
                        v = value[i]
                        if v == KING or (v > t if chase else v < t):
                            continue
                        if i == n - 1:  # the dealer takes the permutation's next card
                            v = (np.int64(perm[n]) >> 2) + 2
                            value[i] = 1 if v == 14 else v
                            row[O_CUTS] += 1
                        elif chase and value[i + 1] == KING:
                            n_blocked += 1
                        else:
                            value[i] = value[i + 1]
                            value[i + 1] = v
                            n_swaps += 1
                else:
                    row[O_KING_ROUNDS] += 1
                row[O_SWAPS + n_swaps] += 1
                row[O_BLOCKED + n_blocked] += 1
                worst = np.int64(-1)
                for i in range(n):
                    v = value[i]
                    if chase:
                        if worst < 0 or v < worst:
                            worst = v
                    elif v != KING and v > worst:
                        worst = v
                if worst >= 0:
                    for i in range(n):
                        if value[i] == worst:
                            s = order[i]
                            lives[s] -= 1
                            alive -= np.int64(lives[s] == 0)
                k += 1
                for i in range(1, n_players + 1):  # the deal passes to the next living seat left
                    s = (dealer + i) % n_players
                    if lives[s] > 0:
                        dealer = s
                        break
            row[O_ROUNDS + k] += 1
            for p in range(n_players):
                row[O_LIVES_LOST + (LIVES + 1) * p + LIVES - lives[p]] += 1
            if alive == 1:
                for p in range(n_players):
                    if lives[p] > 0:
                        row[O_SEAT + p] += SHARE_UNITS
            else:
                row[O_CARRIED] += 1
                row[O_CAPPED] += np.int64(alive > 1)
    return counts

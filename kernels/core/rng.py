"""Counter-based random streams: SplitMix64 keyed per block.

Each block of deals owns a 64-bit key derived (outside the kernels) from the root seed and the
block index, so a block's cards never depend on which thread ran it or how the run was chunked.
"""
import numpy as np
from numba import njit

_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_S27 = np.uint64(27)
_S30 = np.uint64(30)
_S31 = np.uint64(31)
_S32 = np.uint64(32)
_LOW32 = np.uint64(0xFFFFFFFF)


@njit(cache=True, inline="always")
def _mix(s):
    """SplitMix64's output function of counter value s."""
    z = (s ^ (s >> _S30)) * _MIX1
    z = (z ^ (z >> _S27)) * _MIX2
    return z ^ (z >> _S31)


@njit(cache=True, inline="always")
def next_u64(state):
    """Advance a one-element uint64 state array and return 64 fresh bits."""
    s = state[0] + _GOLDEN
    state[0] = s
    return _mix(s)


@njit(cache=True, inline="always")
def below(state, n):
    """A uniform integer in [0, n) by multiply-shift on 32 bits.

    The bias is below n / 2**32 (about 1e-8 for a deck), far under any interval we report.
    """
    hi = next_u64(state) >> _S32
    return np.int64((hi * np.uint64(n)) >> _S32)


# A stream's state array: its counter, then room for the swap positions of one shuffle: at most
# this many cards (the largest deck here is Hot Tuna's two, 104 cards; tests/test_checks.py).
# One pass, not passes of this size: the loop over passes made the main job's kernel compile
# 1.5 s longer.
STREAM_SLOTS = 128


@njit(cache=True, inline="always")
def new_stream(key):
    """A stream's state array, keyed by ``key``: what ``below`` and ``partial_shuffle`` take."""
    state = np.empty(1 + STREAM_SLOTS, dtype=np.uint64)
    state[0] = key
    return state


@njit(cache=True, inline="always")
def partial_shuffle(deck, n_cards, state):
    """Fisher-Yates on the first ``n_cards`` positions (at most STREAM_SLOTS); the rest stay a
    valid remainder.

    Each 64-bit draw serves two swaps (its high and low halves, multiply-shift on 32 bits). The
    swap positions are drawn first, into the state's spare slots, then the swaps run: the draws
    do not wait on the swaps' stores, and the compiler can overlap them (SIMD multiplies where
    the processor has them). The deck array is reused between deals: shuffling any permutation
    gives a uniform one.
    """
    size = deck.shape[0]
    s = state[0]
    n_draws = (n_cards + 1) >> 1
    for k in range(n_draws):
        z = _mix(s + np.uint64(k + 1) * _GOLDEN)
        i = 2 * k
        state[1 + i] = np.uint64(i) + (((z >> _S32) * np.uint64(size - i)) >> _S32)
        state[2 + i] = np.uint64(i + 1) + (((z & _LOW32) * np.uint64(size - i - 1)) >> _S32)
    s += np.uint64(n_draws) * _GOLDEN
    for i in range(n_cards):
        j = np.int64(state[1 + i])
        t = deck[i]
        deck[i] = deck[j]
        deck[j] = t
    state[0] = s


# Deals whose swap positions ``draw_swaps`` draws at once: enough for the multiplies of many
# draws to overlap, few enough that the positions stay in the first-level cache.
SWAP_BATCH = 16


@njit(cache=True, inline="always")
def draw_swaps(state, swaps, n_cards, size):
    """The swap positions of the stream's next ``len(swaps)`` shuffles of ``n_cards`` positions
    of a ``size``-card deck, exactly those ``partial_shuffle`` would draw one deal after another:
    deal g's in row g (``2 * ((n_cards + 1) >> 1)`` columns). Advances the stream past them.

    Drawn many deals at once because the draws are pure functions of the counter: the loop is
    long enough for the processor to overlap the multiplies, where one deal's 26 draws wait on
    their latency. The range reduction multiplies two 32-bit numbers, which the compiler does
    with one cheap vector multiply when it can see both are 32-bit (hence the masks).
    """
    s = state[0]
    n_draws = (n_cards + 1) >> 1
    for g in range(swaps.shape[0]):
        base = s + np.uint64(g * n_draws) * _GOLDEN
        for k in range(n_draws):
            z = _mix(base + np.uint64(k + 1) * _GOLDEN)
            left = np.uint64(size - 2 * k) & _LOW32
            swaps[g, 2 * k] = np.uint8(np.uint64(2 * k) + (((z >> _S32) * left) >> _S32))
            swaps[g, 2 * k + 1] = np.uint8(np.uint64(2 * k + 1)
                                           + (((z & _LOW32) * ((left - np.uint64(1)) & _LOW32)) >> _S32))
    state[0] = s + np.uint64(swaps.shape[0] * n_draws) * _GOLDEN


@njit(cache=True, inline="always")
def apply_swaps(deck, n_cards, swaps, row):
    """Fisher-Yates on the first ``n_cards`` positions with the swap positions of
    ``swaps[row]`` (``draw_swaps``)."""
    for i in range(n_cards):
        j = swaps[row, i]
        t = deck[i]
        deck[i] = deck[j]
        deck[j] = t


def block_keys(seed, first_block, n_blocks):
    """64-bit stream keys for blocks ``first_block .. first_block + n_blocks - 1``."""
    keys = np.empty(n_blocks, dtype=np.uint64)
    for i in range(n_blocks):
        ss = np.random.SeedSequence([int(seed), int(first_block + i)])
        keys[i] = ss.generate_state(1, dtype=np.uint64)[0]
    return keys

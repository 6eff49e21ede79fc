"""Thread-count control, and running a serial block kernel on several threads.

Numba and numpy are imported inside the functions: importing ``sim`` and declaring the games (for
``--help``, ``list``, ``show``) must not pay for them.
"""
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from functools import lru_cache

from ..errors import UserError


def max_threads():
    import numba

    return numba.config.NUMBA_NUM_THREADS


def current_threads():
    import numba

    return numba.get_num_threads()


def check_threads(n):
    """Refuse a thread count outside 1..the cores Numba may use."""
    if n is None:
        return
    try:
        value = int(n)
    except (TypeError, ValueError):
        raise UserError(f"invalid --threads {n!r}") from None
    if not 1 <= value <= max_threads():
        raise UserError(f"--threads {n} is outside 1..{max_threads()} (the cores Numba may use here)")


@contextmanager
def thread_count(n=None):
    """Run the block with ``n`` Numba threads (default: all), restoring the previous count."""
    import numba

    check_threads(n)
    previous = numba.get_num_threads()
    numba.set_num_threads(int(n) if n else max_threads())
    try:
        yield
    finally:
        numba.set_num_threads(previous)


@lru_cache(maxsize=8)
def _pool(n):
    return ThreadPoolExecutor(max_workers=n, thread_name_prefix="simpoker")


def map_blocks(kernel, before, keys, block_size, first_deal, n_trials, after):
    """``kernel(*before, keys, block_size, first_deal, n_trials, *after)`` over contiguous slices of
    the blocks on the threads thread_count sets, rows back in block order.

    The kernels release the GIL and give every block its own stream, so the counts do not depend
    on how the blocks are split. The slices are about a quarter of a thread's share, taken by
    whichever thread is free: on a shared machine one core often runs slower for a while, and
    with one slice a thread the other would wait for it at the end of every call."""
    import numpy as np

    n = min(current_threads(), len(keys))
    if n <= 1:
        return kernel(*before, keys, block_size, first_deal, n_trials, *after)
    piece = max(1, len(keys) // (4 * n))
    jobs = [_pool(n).submit(kernel, *before, keys[a:a + piece], block_size,
                            first_deal + a * block_size, n_trials, *after)
            for a in range(0, len(keys), piece)]
    return np.concatenate([j.result() for j in jobs])

"""Numba thread-count control as a context manager."""
from contextlib import contextmanager

import numba

from .errors import UserError


def max_threads():
    return numba.config.NUMBA_NUM_THREADS


@contextmanager
def thread_count(n=None):
    """Run the block with ``n`` Numba threads (default: all), restoring the previous count."""
    if n is not None and not 1 <= int(n) <= max_threads():
        raise UserError(f"--threads {n} is outside 1..{max_threads()}")
    previous = numba.get_num_threads()
    numba.set_num_threads(int(n) if n else max_threads())
    try:
        yield
    finally:
        numba.set_num_threads(previous)

"""Numba kernels: card encoding, random streams, hand evaluation and the family drivers.

Plain arrays in, integer counts out. Nothing here imports pandas or does I/O.

Numba's on-disk cache only notices changes to a function's own file, not to the kernels it calls
or inlines from other files. So unless NUMBA_CACHE_DIR is set, the cache lives in a folder named
after a hash of every kernel source: any kernel change starts a clean cache.
"""
import hashlib
import os
import pathlib

import numba


def _cache_root():
    return os.environ.get("SIMPOKER_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "simpoker")


if not os.environ.get("NUMBA_CACHE_DIR"):
    _sources = sorted(pathlib.Path(__file__).parent.glob("*.py"))
    _digest = hashlib.sha256(b"".join(p.read_bytes() for p in _sources)).hexdigest()[:16]
    _dir = os.path.join(_cache_root(), f"numba-{_digest}")
    try:
        os.makedirs(_dir, exist_ok=True)
        numba.config.CACHE_DIR = _dir
    except OSError:
        pass  # unwritable home: Numba falls back to its own locations

"""Numba kernels: card encoding, random streams, hand evaluation, the family drivers and the
games of their own, in four layers (each imports only from those below it): core, eval, drivers,
games.

Plain arrays in, integer counts out. Nothing here imports pandas or does I/O. The constants the
game declarations need (the ``*_layout`` modules, core/categories.py, core/cards.py,
core/tables.py) import no Numba, and neither does this package: `simpoker list` loads every game
without it.

Numba's on-disk cache only notices changes to a function's own file, not to the kernels it calls
or inlines from other files. So unless NUMBA_CACHE_DIR is set, the cache lives in a folder named
after a hash of every kernel source: any kernel change starts a clean cache. The folder reaches
Numba through NUMBA_CACHE_DIR, which Numba reads when it is imported (after this package), or,
where Numba was loaded first, through numba.config.
"""
import hashlib
import os
import pathlib
import sys

# The folder this package chose, so that a child process, which inherits NUMBA_CACHE_DIR, can tell
# it from one a user set, and hashes its own kernel sources again.
_CHOSEN = "SIMPOKER_NUMBA_CACHE_DIR_CHOSEN"


def cache_root():
    """The folder simpoker keeps its caches in (compiled kernels, hand tables)."""
    return os.environ.get("SIMPOKER_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "simpoker")


def _use_source_cache():
    """Point Numba's cache at numba-<hash of every kernel source> unless the user chose a folder."""
    given = os.environ.get("NUMBA_CACHE_DIR")
    if given and given != os.environ.get(_CHOSEN):
        return
    sources = sorted(pathlib.Path(__file__).parent.rglob("*.py"))
    digest = hashlib.sha256(b"".join(p.read_bytes() for p in sources)).hexdigest()[:16]
    folder = os.path.join(cache_root(), f"numba-{digest}")
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError:
        return  # unwritable home: Numba falls back to its own locations
    numba = sys.modules.get("numba")
    if numba is None:
        os.environ["NUMBA_CACHE_DIR"] = os.environ[_CHOSEN] = folder
    else:  # imported before us, it has read its settings; a changed NUMBA_* variable would make it
        numba.config.CACHE_DIR = folder  # read them all again at its next compile


_use_source_cache()

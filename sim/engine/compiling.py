"""Notice and time Numba compilation: a first run says it is compiling, and its speed leaves it out.

Numba fires a ``numba:compile`` event only when a function is compiled (not when it is loaded from
the on-disk cache), so the notice appears exactly on a machine whose cache lacks the kernel.

Also here: loading Numba's CPU target before the first kernel without the scipy.linalg import it
does not need (``load_numba_target``), for the start-up of short commands.
"""
import sys
import threading
import time
from contextlib import contextmanager

NOTICE = ("compiling the Numba kernels for {what} (once per machine and version; this takes 10 s to "
          "a minute, later runs load them from the cache)")
DONE = "{what}: compiled in {seconds:.0f} s, kept in the cache for later runs"


class _CompileWatch:
    def __init__(self, log, what):
        self.log = log
        self.what = what
        self.seconds = 0.0
        self.noticed = False
        self._depth = 0
        self._t0 = 0.0
        self._lock = threading.Lock()

    def on_start(self, event):
        with self._lock:
            if self._depth == 0:
                self._t0 = time.perf_counter()
                if not self.noticed:
                    self.noticed = True
                    self.log(NOTICE.format(what=self.what))
            self._depth += 1

    def on_end(self, event):
        with self._lock:
            self._depth -= 1
            if self._depth == 0:
                self.seconds += time.perf_counter() - self._t0


@contextmanager
def watch_compiles(log, what):
    """Within the block, print the compile notice once on the first compile and sum the seconds
    spent compiling (``watch.seconds``), outermost compiles only; after it, say how long the
    compiling took, where there was any."""
    from numba.core import event

    class Watch(_CompileWatch, event.Listener):
        pass

    watch = Watch(log or (lambda msg: None), what)
    event.register("numba:compile", watch)
    try:
        yield watch
    finally:
        event.unregister("numba:compile", watch)
    if watch.noticed:
        watch.log(DONE.format(what=what, seconds=watch.seconds))


class _HideScipyLinalg:
    """An import finder that refuses scipy.linalg while numba.np.arraymath runs its module body (the
    module exists in sys.modules but has not yet set ``_HAVE_BLAS``), and lets it through otherwise."""

    hid = False

    def find_spec(self, name, path=None, target=None):
        if name == "scipy.linalg" or name.startswith("scipy.linalg."):
            arraymath = sys.modules.get("numba.np.arraymath")
            if arraymath is not None and not hasattr(arraymath, "_HAVE_BLAS"):
                self.hid = True
                raise ModuleNotFoundError(f"{name} is not needed to load the simpoker kernels", name=name)
        return None


def load_numba_target():
    """Load Numba's CPU target (its typing and lowering registries) now, without scipy.linalg.

    Numba loads its registries on the first compile or cache load in a process, and one of them,
    numba.np.arraymath, imports scipy.linalg at its top only to note whether BLAS is there, a cost on
    every short command (docs/performance.md) for kernels that use no BLAS. With that one import refused, the
    registries load as Numba loads them, in its order, and the flag is then set as scipy would have
    set it; a kernel that calls BLAS (np.dot and the like) still imports scipy.linalg when it is
    compiled, as before. Call before the first kernel runs; later calls do nothing."""
    if "numba.np.arraymath" in sys.modules:
        return
    try:
        from numba.core.registry import cpu_target
    except ImportError:
        return
    finder = _HideScipyLinalg()
    sys.meta_path.insert(0, finder)
    try:
        cpu_target.target_context.refresh()
    finally:
        sys.meta_path.remove(finder)
    arraymath = sys.modules.get("numba.np.arraymath")
    if finder.hid and arraymath is not None and "scipy" in sys.modules:
        arraymath._HAVE_BLAS = True  # what the refused import would have found

"""Notice and time Numba compilation: a first run says it is compiling, and its speed leaves it out.

Numba fires a ``numba:compile`` event only when a function is compiled (not when it is loaded from
the on-disk cache), so the notice appears exactly on a machine whose cache lacks the kernel.
"""
import threading
import time
from contextlib import contextmanager

NOTICE = ("compiling the Numba kernels for {what} (once per machine and version; this takes up to "
          "about a minute, later runs load them from the cache)")


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
    spent compiling (``watch.seconds``), outermost compiles only."""
    from numba.core import event

    class Watch(_CompileWatch, event.Listener):
        pass

    watch = Watch(log or (lambda msg: None), what)
    event.register("numba:compile", watch)
    try:
        yield watch
    finally:
        event.unregister("numba:compile", watch)

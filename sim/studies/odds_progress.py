"""Ctrl-C and time estimates for `simpoker odds`: every count (enumerated or sampled, through the
board kernel or a game's own) goes in rounds short enough to stop within a second, and asks
``keep_going()`` before each; the first Ctrl-C ends the count at the next round, so the answer
covers the rounds done (sampled: a smaller sample of the same seeded blocks; enumerated: the
completions in order, a partial count), a second one stops at once.
"""
import time

from ..engine.runner import StopFlag, duration

ESTIMATE_AFTER_S = 0.25   # of steady counting (the first round may compile a kernel)
ESTIMATE_IF_S = 2.0       # an estimate only when what is left would take longer than this
PROGRESS_EVERY_S = 30.0


class OddsProgress:
    """Counts done, Ctrl-C, and lines for a person (``log``): the time the whole will take, once,
    when it is long, and how far it has come every PROGRESS_EVERY_S.

    ``total``: the completions the count will take, or None when it samples until every
    interval is ``width`` wide each side (then the estimate follows the widest interval, which
    narrows as one over the square root of the completions)."""

    def __init__(self, label, log=None, total=None, width=None):
        self.label = label
        self.log = log or (lambda message: None)
        self.total = total
        self.width = width
        self.done = 0
        self.interrupted = False
        self._flag = StopFlag()
        self._start = None
        self._estimated = False
        self._last_note = None

    def __enter__(self):
        self._flag.__enter__()
        return self

    def __exit__(self, *exc):
        self._flag.__exit__(*exc)

    def keep_going(self):
        """False (and the count marked interrupted) once Ctrl-C has come, after a first round
        (an answer of no completions would say nothing)."""
        if self._flag.stop and self.done:
            self.interrupted = True
        return not self.interrupted

    def add(self, n, widest=None):
        """``n`` more completions counted (and, sampling until an interval width, the widest
        half-width now)."""
        self.done += int(n)
        now = time.perf_counter()
        if self._start is None:  # the first round loads or compiles the kernel: time from here
            self._start, self._first, self._last_note = now, self.done, now
            return
        steady = now - self._start
        if steady < ESTIMATE_AFTER_S or self.done <= self._first:
            return
        rate = (self.done - self._first) / steady
        total = self.total
        if total is None and widest is not None and self.width:
            total = max(self.done, int(self.done * (widest / self.width) ** 2))
        if total is None:
            return
        left = (total - self.done) / rate
        if not self._estimated:
            self._estimated = True
            if left > ESTIMATE_IF_S:
                aim = "" if self.width is None else (
                    f" (about; until every interval is at most ±{self.width:g}, ±{widest:.2g} now)")
                self.log(f"{self.label}: about {duration(left)} for {total:,} completions{aim} at "
                         f"{rate:,.0f} a second; Ctrl-C stops and prints the answer so far")
                self._last_note = now
        elif now - self._last_note > PROGRESS_EVERY_S:
            self._last_note = now
            self.log(f"{self.label}: {self.done:,} completions, about {duration(left)} left")

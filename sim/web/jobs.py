"""Runs and comparisons the page starts, as jobs: checked before they queue, run a few at a time
on their own threads (the kernels release the GIL, so an odds question is answered beside them),
with progress, an estimate, a cap on their seconds, and cancel, which ends a job as Ctrl-C ends a
run: at the next chunk of blocks, with a partial result written and marked.
"""
import itertools
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from ..errors import UserError

FINISHED = ("done", "partial", "cancelled", "failed")
KEPT = 200  # finished jobs remembered; their folders stay in the results folder


class QueueFull(UserError):
    """A job asked for while the queue is full (the API's 429)."""


@dataclass
class Job:
    id: str
    kind: str                  # "run" or "compare"
    request: dict              # what was asked, checked
    label: str
    state: str = "queued"      # queued, running, then one of FINISHED
    done: int = 0
    target: int | None = None  # deals in all (None: until an interval width)
    created: float = field(default_factory=time.time)
    started: float | None = None
    finished: float | None = None
    ended_by: str | None = None   # why a job ended early: "cancel", "time cap", "server stopping"
    error: str | None = None
    folder: str | None = None     # its folder under the results folder, relative to it
    result: dict | None = None
    stop: threading.Event = field(default_factory=threading.Event, repr=False)

    def view(self):
        """The job as the API shows it."""
        now = self.finished or time.time()
        running_s = (now - self.started) if self.started else 0.0
        eta = None
        if self.state == "running" and self.target and self.done and running_s > 0.5:
            eta = round(running_s * (self.target - self.done) / self.done, 1)
        return {"id": self.id, "kind": self.kind, "label": self.label, "state": self.state,
                "done": self.done, "target": self.target,
                "fraction": (self.done / self.target) if self.target else None,
                "running_s": round(running_s, 2), "eta_s": eta, "ended_by": self.ended_by,
                "error": self.error, "folder": self.folder, "request": self.request,
                "result": self.result}


class Jobs:
    """The server's jobs: at most ``running`` at once, ``queued`` more waiting, each at most
    ``max_seconds`` long (then ended as by cancel, its partial result kept)."""

    def __init__(self, running=1, queued=8, max_seconds=600, threads=None):
        self.max_seconds = max_seconds
        self.threads = threads
        self._queued_cap = queued
        self._pool = ThreadPoolExecutor(max_workers=running, thread_name_prefix="simpoker-job")
        self._jobs = {}
        self._lock = threading.Lock()
        self._numbers = itertools.count(1)
        self.closing = False

    def submit(self, kind, request, label, work):
        """Queue ``work(job)`` as a job; a one-line error when the queue is full."""
        with self._lock:
            if self.closing:
                raise UserError("the server is stopping: no new jobs")
            waiting = sum(1 for j in self._jobs.values() if j.state == "queued")
            if waiting >= self._queued_cap:
                raise QueueFull(f"{waiting} jobs are already waiting (at most {self._queued_cap}): "
                                "cancel one or wait")
            finished = [j for j in self._jobs.values() if j.state in FINISHED]
            for old in sorted(finished, key=lambda j: j.created)[:max(0, len(finished) - KEPT)]:
                del self._jobs[old.id]
            job = Job(id=f"j{next(self._numbers)}-{int(time.time() * 1000) % 10**6:06d}", kind=kind,
                      request=request, label=label)
            self._jobs[job.id] = job
        self._pool.submit(self._run, job, work)
        return job

    def _run(self, job, work):
        if job.stop.is_set():  # cancelled while waiting
            job.state, job.finished = "cancelled", time.time()
            return
        job.state, job.started = "running", time.time()
        try:
            work(job)
            if job.state == "running":
                job.state = "done"
        except UserError as e:
            job.state, job.error = "failed", str(e)
        except Exception as e:  # noqa: BLE001 - a job's failure is reported, never raised
            job.state, job.error = "failed", f"{type(e).__name__}: {e}"
        finally:
            job.finished = time.time()

    def progress(self, job):
        """The ``on_progress`` a job's run calls: counts the deals and applies the time cap."""
        def heard(done, target):
            job.done, job.target = int(done), target
            if self.max_seconds and time.time() - job.started > self.max_seconds and not job.stop.is_set():
                job.ended_by = job.ended_by or "time cap"
                job.stop.set()
        return heard

    def get(self, job_id):
        job = self._jobs.get(job_id)
        if job is None:
            raise KeyError(job_id)
        return job

    def cancel(self, job_id):
        job = self.get(job_id)
        if job.state not in FINISHED:
            job.ended_by = job.ended_by or "cancel"
            job.stop.set()
        return job

    def all(self):
        return sorted(self._jobs.values(), key=lambda j: j.created, reverse=True)

    def close(self, wait=True):
        """Stop taking jobs, end those running as partial results, and wait for them."""
        with self._lock:
            self.closing = True
        for job in self._jobs.values():
            if job.state not in FINISHED:
                job.ended_by = job.ended_by or "server stopping"
                job.stop.set()
        self._pool.shutdown(wait=wait)

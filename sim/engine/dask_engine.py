"""The Dask engine: a run's blocks sent as tasks to a Dask cluster, summed in any order.

A chunk of blocks (the runner's unit of progress and checkpoints) is cut into tasks, one slice of
consecutive blocks each. A task names the game (id, options, policies, players) and its blocks'
keys; the worker builds the plan once per process and returns the slice's summed counts. Every
block has its own stream, so neither the cut nor the worker that runs a slice changes a count,
and a task lost with its worker is simply run again elsewhere (Dask does that by itself).

Dask is an optional dependency (``pip install 'simpoker[dask]'``), imported only here.
"""
from functools import lru_cache

from ..version import __version__
from ..errors import UserError

INSTALL_HINT = "pip install 'simpoker[dask]'"
CONNECT_TIMEOUT_S = 10
TASKS_PER_WORKER_THREAD = 2   # a chunk's tasks: enough to even out the workers' speeds
BLOCKS_PER_TASK = 16          # 262,144 deals a task: the task's overhead stays under a percent


def _require_dask():
    try:
        import dask  # noqa: F401
        import distributed  # noqa: F401
    except ImportError:
        raise UserError(f"--engine dask needs the dask extra: {INSTALL_HINT}") from None


@lru_cache(maxsize=8)
def _worker_plan(variant, options, policies, players):
    """The plan a worker runs, built once per process and game: ``variant`` is a game's id, or
    (id, text) for a player's game file, which a worker on another machine may not have."""
    from .compiling import load_numba_target
    from ..spec.game_spec import get_variant

    load_numba_target()
    if isinstance(variant, tuple):
        from ..spec.game_source import load_text

        game = load_text(variant[1], f"{variant[0]}.toml")
    else:
        game = get_variant(variant)
    return game.plan(dict(options), dict(policies), players)


def run_slice(game, keys, block_size, first_deal, n_trials, threads):
    """On a worker: the summed counts of consecutive blocks (``keys``) of ``game``, a tuple
    (variant id, options items, policies items, players)."""
    from .threads import thread_count

    plan = _worker_plan(*game)
    with thread_count(threads):
        return plan.run_blocks(keys, block_size, first_deal, n_trials).sum(axis=0)


def _warm(game):
    """On every worker before its first task of a game: build the plan (load or compile its
    kernels), so that no worker starts the run late."""
    _worker_plan(*game)


def _worker_facts(dask_worker):
    """What a worker reports about itself before it gets work: simpoker's version, its threads
    (``client.run`` passes the worker)."""
    from sim.version import __version__

    return {"version": __version__, "threads": dask_worker.state.nthreads}


class DaskEngine:
    """An executor for the runner: ``engine(plan, keys, block_size, first_deal, n_trials)``
    returns one summed row per task. ``scheduler``: an address, or None for a LocalCluster on this
    machine (``workers`` processes of ``threads_per_worker`` threads)."""

    def __init__(self, scheduler=None, workers=None, threads_per_worker=1):
        _require_dask()
        self.scheduler = scheduler
        self._cluster = None
        self._client = None
        self._workers = workers
        self._threads_per_worker = threads_per_worker
        self.game = None          # set by the runner: the task's game tuple
        self._warmed = set()
        self._after_submit = None  # tests: called with the futures of each chunk once submitted

    # -- connection ------------------------------------------------------------------------------
    def start(self):
        if self._client is not None:
            return self
        import logging

        from distributed import Client, LocalCluster

        if self.scheduler is None:
            import os

            n = self._workers or max(1, (os.cpu_count() or 2) // self._threads_per_worker)
            self._cluster = LocalCluster(n_workers=n, threads_per_worker=self._threads_per_worker,
                                         processes=True, dashboard_address=":0",
                                         silence_logs=logging.ERROR)
            self._client = Client(self._cluster)
        else:
            try:
                self._client = Client(self.scheduler, timeout=CONNECT_TIMEOUT_S)
            except (OSError, TimeoutError, ValueError) as e:
                raise UserError(f"cannot reach the Dask scheduler at {self.scheduler}: "
                                f"{str(e).splitlines()[0] if str(e) else type(e).__name__}") from None
        self._check_workers()
        return self

    def _check_workers(self):
        try:
            facts = self._client.run(_worker_facts)
        except Exception as e:  # a worker that cannot import simpoker fails in unpickling
            raise UserError(f"a Dask worker cannot run simpoker ({type(e).__name__}: {e}); "
                            f"install simpoker {__version__} on every worker") from None
        if not facts:
            raise UserError("the Dask cluster has no workers")
        other = {addr: f["version"] for addr, f in facts.items() if f["version"] != __version__}
        if other:
            addr, version = next(iter(other.items()))
            raise UserError(f"the Dask worker {addr} runs simpoker {version}, this is {__version__}: "
                            "install the same version on every worker")
        self.worker_threads = sum(f["threads"] for f in facts.values())
        self.thread_of = {addr: f["threads"] for addr, f in facts.items()}

    def close(self):
        if self._client is not None:
            self._client.close()
            self._client = None
        if self._cluster is not None:
            self._cluster.close()
            self._cluster = None

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.close()

    # -- the runner's executor -------------------------------------------------------------------
    @property
    def chunk_blocks(self):
        """Blocks a chunk: every worker thread busy with TASKS_PER_WORKER_THREAD tasks."""
        return max(2, self.worker_threads * TASKS_PER_WORKER_THREAD * BLOCKS_PER_TASK)

    def __call__(self, plan, keys, block_size, first_deal, n_trials):
        import numpy as np

        if self.game is None:
            raise RuntimeError("DaskEngine.game is not set: the runner sets it")
        if self.game not in self._warmed:
            self._client.run(_warm, self.game)
            self._warmed.add(self.game)
        n_tasks = max(1, min(len(keys), -(-len(keys) // BLOCKS_PER_TASK)))
        cuts = np.linspace(0, len(keys), n_tasks + 1).astype(int)
        threads = max(self.thread_of.values())
        futures = [self._client.submit(run_slice, self.game, keys[a:b], block_size,
                                       first_deal + int(a) * block_size, n_trials,
                                       threads, pure=False)
                   for a, b in zip(cuts[:-1], cuts[1:]) if b > a]
        if self._after_submit is not None:
            self._after_submit(futures)
        rows = self._client.gather(futures)
        return np.stack(rows)


def game_tuple(variant, options, policies, players):
    """What a task names its game by (hashable, picklable): a registered game by its id, a player's
    game file by its id and its text, whole (what it extends written in)."""
    name = variant.id
    if variant.path:
        from ..spec.game_source import self_contained_text

        name = (variant.id, self_contained_text(variant))
    return (name, tuple(sorted(options.items())), tuple(sorted(policies.items())), int(players))

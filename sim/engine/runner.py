"""The runner: fixed blocks of deals, per-block streams, checkpoints, Ctrl-C and resume.

A run's counts are a pure function of (variant spec, players, trials, seed): block b always holds
the same deals, drawn from its own stream, and blocks are summed as integers in any order.
"""
import json
import math
import os
import re
import signal
import sys
import time
from contextlib import contextmanager
from datetime import datetime, timezone

import numpy as np

from ..version import __version__
from .compiling import load_numba_target
from ..errors import UserError
from ..io import atomic_write_json, atomic_write_text, check_out_dir
from ..report.result import RunResult
from .threads import check_threads, max_threads, thread_count
from ..spec.game_spec import merge_options, parse_pairs, parse_spec
from ..report.words import plural

BLOCK_SIZE = 1 << 14
CHECKPOINT_EVERY_S = 5.0
UNTIL_CI_MAX_TRIALS = 10**9
# The most deals one run takes, so that no counter can leave int64 (2**63 is about 9.2e18): the
# largest amount a counter gains in one deal is Hot Tuna's pot share, 24,504,480 units (a pot
# split any number of ways in whole units), and 10**11 deals of that stay under 2.5e18. The
# runner checks every addition all the same.
MAX_TRIALS = 10**11
PROGRESS_EVERY_S = 60.0
_TRIALS = re.compile(r"^\s*([0-9][0-9_]*)?(?:\.([0-9]*))?(?:[eE]\+?([0-9]+))?\s*$")
_INT64_MAX = np.iinfo(np.int64).max


def parse_trials(text, limit=MAX_TRIALS):
    """A positive whole number of trials from ``1e7``, ``2.5e6``, ``10000000`` or ``10_000_000``,
    at most ``limit`` (a run counts at most MAX_TRIALS deals exactly)."""
    if isinstance(text, (int, np.integer)) and not isinstance(text, bool):
        value = int(text)
    else:
        s = str(text)
        m = _TRIALS.match(s)
        whole, frac, exp = (m.group(1), m.group(2), m.group(3)) if m else (None, None, None)
        if not m or not (whole or frac) or any(
                g and (g.startswith("_") or g.endswith("_") or "__" in g) for g in (whole,)) \
                or (frac is not None and "_" in frac):
            raise UserError(f"invalid trials {s!r}: give a positive whole number such as 1e6 or 1_000_000")
        digits = (whole or "0").replace("_", "") + (frac or "")
        shift = int(exp or 0) - len(frac or "")
        if shift > 40:
            raise UserError(f"too many trials ({s}): one run counts at most {limit:,} deals exactly")
        if shift >= 0:
            value = int(digits) * 10 ** shift
        else:
            value, rest = divmod(int(digits), 10 ** -shift)
            if rest:
                raise UserError(f"invalid trials {s!r}: not a whole number of deals")
    if value <= 0:
        raise UserError(f"invalid trials {text!r}: must be at least 1")
    if value > limit:
        raise UserError(f"too many trials ({text}): one run counts at most {limit:,} deals exactly")
    return value


def until_ci_width(value):
    """--until-ci's half-width as a float, or a one-line error saying what it may be (for run and
    odds alike)."""
    try:
        width = float(value)
    except (TypeError, ValueError):
        width = None
    if width is None or not 0 < width <= 0.5:
        shown = f"{width:g}" if width is not None else repr(value)
        raise UserError(f"--until-ci must be in (0, 0.5]: the 95% interval's half-width to reach, "
                        f"such as 0.002, not {shown}")
    return width


class StopFlag:
    """SIGINT sets a flag; the run stops at the next block boundary and keeps what it has.

    Flags nest (a comparison holds one across its games, each run one of its own): a flag entered
    while an outer one is already set starts set, and a signal sets every flag entered, so that a
    Ctrl-C between two games, or in the last chunk of one, still stops the comparison."""

    _active = []

    def __init__(self):
        self.stop = False
        self._old = None

    def __enter__(self):
        def handler(signum, frame):
            if self.stop:  # a second Ctrl-C means now
                raise KeyboardInterrupt
            for flag in StopFlag._active:
                flag.stop = True
            self.stop = True

        self.stop = any(flag.stop for flag in StopFlag._active)
        try:
            self._old = signal.signal(signal.SIGINT, handler)
        except ValueError:  # not the main thread: no signal handling
            self._old = None
        StopFlag._active.append(self)
        return self

    def __exit__(self, *exc):
        if self in StopFlag._active:
            StopFlag._active.remove(self)
        if self._old is not None:
            signal.signal(signal.SIGINT, self._old)


GAME_COPY = "game.toml"  # a run of a player's game file keeps its copy under this name


def new_run_dir(out, variant_id, seed):
    return _new_folder(os.path.join(out, variant_id), seed)


def _new_folder(parent, seed):
    """A new folder ``<stamp>-s<seed>`` (``-2``, ``-3``, ... when taken) under ``parent``."""
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    base = os.path.join(parent, f"{stamp}-s{seed}")
    path, i = base, 1
    while True:
        try:
            os.makedirs(path)
            return path
        except FileExistsError:
            i += 1
            path = f"{base}-{i}"


def resolve(spec, players=None, options=None, policies=None):
    """(variant, options, policies, players) with every value checked."""
    variant, given = parse_spec(spec)
    extra = parse_pairs(options, "option") if isinstance(options, (list, tuple)) else (options or {})
    opts = variant.resolve_options(merge_options(given, extra))
    pol = variant.resolve_policies(parse_pairs(policies, "policy") if isinstance(policies, (list, tuple)) else (policies or {}))
    if players is None:
        players = variant.default_players_for(opts)
    try:
        players_int = int(players)
    except (TypeError, ValueError):
        raise UserError(f"invalid players {players!r}") from None
    if players_int != players and not isinstance(players, str):
        raise UserError(f"invalid players {players!r}")
    variant.check_players(players_int, opts)
    return variant, opts, pol, players_int


def run(spec, players=None, trials=None, seed=1, *, options=None, policies=None, threads=None,
        until_ci=None, out="results", write=True, plots=None, progress=False, resume=None,
        engine="local", scheduler=None, executor=None, log=None, stop=None, on_progress=None,
        _stop_after_chunks=None):
    """Simulate a variant and return a RunResult.

    ``spec`` is a variant id or ``id(key=value, ...)``; ``trials`` a count (``1e7`` accepted, at
    most MAX_TRIALS) or None with ``until_ci``: stop once every probability the run reports has a
    95% interval of at most that half-width (means, which have units, are not part of the rule;
    ``meta["stopped_by"]`` names the entry that was widest). With ``write`` the run gets its own
    folder under ``out`` with a summary, parquet and CSV tables, charts and a Markdown report;
    ``resume`` continues an interrupted run folder (with ``trials``: to that many deals), or with
    ``trials`` extends a finished one into a new folder beside it. ``plots`` (charts in the folder) defaults to True for a new
    run and, for a resumed one, to the choice it was started with.
    ``log`` receives progress lines meant for a person (the compile notice, the time estimate).
    ``engine="dask"`` sends the blocks to a Dask cluster (``scheduler``: its address; None: a
    LocalCluster on this machine); the counts are the same as with the local engine.
    ``stop`` (a ``threading.Event``) ends the run at the next chunk of blocks as Ctrl-C does, a
    partial result kept; ``on_progress(done, target)`` hears the deals counted after each chunk
    (``target`` None when dealing until an interval width).
    """
    log = log or (lambda msg: None)
    if executor is None and engine not in (None, "local"):
        if not resume:  # a mistaken spec or --out says so before a cluster starts
            resolve(spec, players, options, policies)
            if write:
                check_out_dir(out)
        with engine_for(engine, scheduler) as dask_engine:
            return run(spec, players, trials, seed, options=options, policies=policies,
                       threads=threads, until_ci=until_ci, out=out, write=write, plots=plots,
                       progress=progress, resume=resume, executor=dask_engine, log=log,
                       stop=stop, on_progress=on_progress, _stop_after_chunks=_stop_after_chunks)
    if scheduler is not None and executor is None:
        raise UserError("--scheduler is for --engine dask")
    if resume:
        return _resume(resume, trials=trials, threads=threads, plots=plots, progress=progress,
                       log=log, executor=executor, stop_after_chunks=_stop_after_chunks,
                       stop=stop, on_progress=on_progress)
    if seed is None:
        seed = 1
    try:
        seed = int(seed)
    except (TypeError, ValueError):
        raise UserError(f"invalid seed {seed!r}") from None
    if seed < 0:
        raise UserError(f"invalid seed {seed}: must be 0 or more")
    variant, opts, pol, players = resolve(spec, players, options, policies)
    if until_ci is not None:
        if trials is not None:
            raise UserError("give --trials or --until-ci, not both")
        until_ci = until_ci_width(until_ci)
        n_trials = None
    else:
        n_trials = parse_trials(trials if trials is not None else 10**6)
    check_threads(threads)
    plots = True if plots is None else bool(plots)
    meta = {
        "variant": variant.id,
        "spec": variant.spec_string(opts),
        "players": players,
        "trials": n_trials,
        "seed": seed,
        "options": opts,
        "policies": pol,
        "until_ci": until_ci,
        "block_size": BLOCK_SIZE,
        "plots": plots,
        "version": __version__,
    }
    if variant.game_file is not None and variant.path:  # a player's game file: kept to know it again
        meta["game_file"] = {"path": os.path.abspath(variant.path), "digest": variant.digest}
    if write:
        check_out_dir(out)
    load_numba_target()  # before the plan, which may call a kernel
    plan = variant.plan(opts, pol, players)
    # the folder only once everything the run needs has been checked and built
    run_dir = new_run_dir(out, variant.id, seed) if write else None
    if run_dir is not None and "game_file" in meta:
        from ..spec.game_source import self_contained_text

        atomic_write_text(os.path.join(run_dir, GAME_COPY), self_contained_text(variant))
    state = {"next_block": 0, "counts": None, "elapsed_s": 0.0}
    return _execute(variant, plan, meta, state, run_dir, threads, plots, progress, log, executor,
                    _stop_after_chunks, stop, on_progress)


@contextmanager
def engine_for(engine="local", scheduler=None):
    """The executor for several runs on one engine (a comparison, a sweep): None for the local
    engine, else a started DaskEngine, closed afterwards. Pass it to ``run(..., executor=)``."""
    if engine in (None, "local"):
        if scheduler is not None:
            raise UserError("--scheduler is for --engine dask")
        yield None
        return
    if engine != "dask":
        raise UserError(f"unknown engine {engine!r}: choose local or dask")
    from .dask_engine import DaskEngine

    with DaskEngine(scheduler) as dask_engine:
        yield dask_engine


def _resume(run_dir, trials=None, threads=None, plots=None, progress=False, log=None, executor=None,
            stop_after_chunks=None, stop=None, on_progress=None):
    """Finish an interrupted run in its folder, or extend a finished one (``trials``) into a new
    folder. An interrupted run's target may be changed with ``trials`` (its checkpoint holds whole
    blocks only, so any target from the deals done up is exact)."""
    log = log or (lambda msg: None)
    n_trials = parse_trials(trials) if trials is not None else None
    path = os.path.join(run_dir, "checkpoint.json")
    if not os.path.exists(path):
        summary = _read_json(os.path.join(run_dir, "summary.json"))
        if summary is not None and summary.get("complete"):
            if n_trials is None:
                raise UserError(f"{run_dir} is already complete ({summary['trials']:,} deals); "
                                "give --trials N to extend it into a new folder")
            return _extend(run_dir, summary, n_trials, threads, plots, progress, log, executor,
                           stop_after_chunks, stop, on_progress)
        raise UserError(f"no checkpoint in {run_dir!r} to resume")
    try:
        ck = json.load(open(path))
    except (OSError, ValueError) as e:
        raise UserError(f"cannot read checkpoint {path}: {e}") from None
    meta = ck["meta"]
    done = ck["next_block"] * BLOCK_SIZE
    if n_trials is not None:
        if n_trials < done:
            raise UserError(f"--trials {n_trials:,} is fewer than the {done:,} deals {run_dir} already has")
        meta = dict(meta, trials=n_trials, until_ci=None)
    variant, plan, counts = _plan_and_counts(run_dir, meta, ck)
    if counts is None:
        raise UserError(f"{run_dir} was written by another version of simpoker ({meta.get('version')}) "
                        "whose counters this one cannot continue; start the run again")
    check_threads(threads)
    if plots is None:
        plots = meta.get("plots", True)
    state = {"next_block": ck["next_block"], "counts": counts, "elapsed_s": ck.get("elapsed_s", 0.0)}
    target = f" of {meta['trials']:,}" if meta["trials"] else ""
    log(f"resuming {run_dir} after {done:,}{target} deals" if target
        else f"resuming {run_dir} after {plural(done, 'deal')}")
    return _execute(variant, plan, meta, state, run_dir, threads, plots, progress, log, executor,
                    stop_after_chunks, stop, on_progress)


def _extend(run_dir, summary, n_trials, threads, plots, progress, log, executor, stop_after_chunks,
            stop=None, on_progress=None):
    """A finished run carried on to ``n_trials`` deals in a new folder beside it (a run folder is
    never overwritten), its counts those of a fresh run of ``n_trials`` with the same seed.

    The finished run's raw counters are in its counts.json. Blocks are dealt from streams keyed by
    (seed, block), so the extension deals the blocks that follow; a last block the finished run
    cut short is counted again with the old cut and taken off, then dealt in full. A folder
    without counts.json (written before runs kept them) is dealt again from the first deal."""
    done = int(summary["trials"])
    if n_trials < done:
        raise UserError(f"--trials {n_trials:,} is fewer than the {done:,} deals {run_dir} already has")
    if n_trials == done:
        raise UserError(f"{run_dir} already has {done:,} deals; give more --trials to extend it")
    kept = _read_json(os.path.join(run_dir, "counts.json"))
    if kept is not None and kept.get("meta", {}).get("block_size", BLOCK_SIZE) != BLOCK_SIZE:
        kept = None
    if kept is not None:
        meta = dict(kept["meta"])
    else:
        meta = {k: summary[k] for k in ("variant", "spec", "players", "seed", "options", "policies")}
        meta["plots"] = any(name.endswith(".png") for name in os.listdir(run_dir))
    for key in ("trials_done", "compile_s", "stopped_by"):
        meta.pop(key, None)
    meta.update(trials=n_trials, until_ci=None, block_size=BLOCK_SIZE, version=__version__,
                extends={"run_dir": run_dir, "trials": done})
    variant, plan, counts = _plan_and_counts(run_dir, meta, kept)
    check_threads(threads)
    if plots is None:
        plots = meta.get("plots", True)
    meta["plots"] = bool(plots)
    state = {"next_block": 0, "counts": None, "elapsed_s": 0.0}
    if counts is not None:
        state.update(counts=counts, next_block=done // BLOCK_SIZE, elapsed_s=summary.get("elapsed_s", 0.0))
        if done % BLOCK_SIZE:
            state["recount"] = (done // BLOCK_SIZE, done)
    parent = os.path.dirname(os.path.normpath(run_dir)) or "."
    new_dir = _new_folder(parent, meta["seed"])
    how = ("dealing all of them again: it keeps no counts" if counts is None
           else f"from {done:,} deals")
    log(f"extending {run_dir} to {n_trials:,} deals in {new_dir} ({how})")
    return _execute(variant, plan, meta, state, new_dir, threads, plots, progress, log, executor,
                    stop_after_chunks, stop, on_progress)


def _read_json(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def _plan_and_counts(run_dir, meta, saved):
    """(variant, plan, counts) for a run continued from a saved state: counts None when ``saved``
    is None or holds counters of another layout."""
    if "game_file" in meta:
        variant = _same_game_file(run_dir, meta["game_file"])
        variant.check_players(meta["players"], meta["options"])
    else:
        variant, opts, pol, players = resolve(meta["spec"], meta["players"], {}, meta["policies"])
    load_numba_target()
    plan = variant.plan(meta["options"], meta["policies"], meta["players"])
    if saved is None:
        return variant, plan, None
    counts = np.array(saved["counts"], dtype=np.int64)
    return variant, plan, counts if counts.shape == (plan.n_counters,) else None


def _same_game_file(run_dir, kept):
    """The game of a run begun from a player's game file, read again from that file: refused if
    the file changed since (its counts would mix two games); from the run's copy if it is gone."""
    from ..spec.game_source import load_game_path

    path = kept["path"]
    copy = os.path.join(run_dir, GAME_COPY)
    if not os.path.exists(path):
        if not os.path.exists(copy):
            raise UserError(f"{run_dir} was run from the game file {path}, which is gone, and its "
                            f"copy {copy} too")
        path = copy
    variant = load_game_path(path)
    if variant.digest != kept["digest"]:
        raise UserError(f"{path} changed since {run_dir} began, so its counts are of another game; "
                        f"the run's copy is {copy}: put it back to resume, or start a new run")
    return variant


def _execute(variant, plan, meta, state, run_dir, threads, plots, progress, log, executor,
             stop_after_chunks=None, stop=None, on_progress=None):
    from kernels.core.rng import block_keys

    from .compiling import watch_compiles

    n_trials = meta["trials"]
    until_ci = meta["until_ci"]
    seed = meta["seed"]
    counts = state["counts"] if state["counts"] is not None else np.zeros(plan.n_counters, dtype=np.int64)
    next_block = state["next_block"]
    n_threads = threads or max_threads()
    chunk_blocks = max(2, 4 * n_threads)
    if executor is not None and hasattr(executor, "game"):  # an engine naming the game to workers
        from .dask_engine import game_tuple

        executor.game = game_tuple(variant, meta["options"], meta["policies"], meta["players"])
        chunk_blocks = executor.chunk_blocks
    total_blocks = math.ceil(n_trials / BLOCK_SIZE) if n_trials else None
    started = time.perf_counter()
    elapsed_before = state["elapsed_s"]
    last_ck = started
    complete = False
    stopped_by = None
    first_chunk, estimated = True, False
    bar = _Progress(progress, variant.id, n_trials)
    with thread_count(threads), StopFlag() as flag, bar, watch_compiles(log, variant.id) as compiles:
        if state.get("recount"):  # an extension: the block the finished run cut short, taken off
            block, cut = state["recount"]
            keys = block_keys(seed, block, 1)
            rows = (executor(plan, keys, BLOCK_SIZE, block * BLOCK_SIZE, cut) if executor is not None
                    else plan.run_blocks(keys, BLOCK_SIZE, block * BLOCK_SIZE, cut))
            counts = counts - rows.sum(axis=0)
            if (counts < 0).any():
                raise AssertionError("the cut-short block counted again exceeds the kept counts")
        while True:
            if total_blocks is not None and next_block >= total_blocks:
                complete = True
                break
            if flag.stop or stop_after_chunks == 0 or (stop is not None and stop.is_set()):
                break
            if stop_after_chunks is not None:
                stop_after_chunks -= 1  # tests: behave as if Ctrl-C came after this many chunks
            n = chunk_blocks if total_blocks is None else min(chunk_blocks, total_blocks - next_block)
            limit = n_trials if n_trials else (next_block + n) * BLOCK_SIZE
            keys = block_keys(seed, next_block, n)
            if executor is not None:
                rows = executor(plan, keys, BLOCK_SIZE, next_block * BLOCK_SIZE, limit)
            else:
                rows = plan.run_blocks(keys, BLOCK_SIZE, next_block * BLOCK_SIZE, limit)
            counts = add_counts(counts, rows)
            next_block += n
            done = min(next_block * BLOCK_SIZE, limit)
            bar.update(done)
            if on_progress is not None:
                on_progress(done, n_trials)
            now = time.perf_counter()
            if first_chunk:  # it loads or compiles the kernel and starts threads: time from here
                first_chunk = False
                steady_start, steady_done, last_note = now, done, now
            elif n_trials and not estimated and now - steady_start > 0.5:
                estimated = True
                rate = (done - steady_done) / (now - steady_start)
                left = (n_trials - done) / rate
                if left > 10:
                    log(f"{variant.id}: {n_trials:,} deals, about {duration(left)} at "
                        f"{rate / 1e6:,.2f} M deals/s (Ctrl-C stops and keeps a partial result)")
            if until_ci is not None:
                worst = widest_interval(plan.decode(counts, done))
                if worst[2] <= until_ci or done >= UNTIL_CI_MAX_TRIALS:
                    n_trials = done
                    complete = True
                    stopped_by = {"table": worst[0], "key": worst[1], "half_width": worst[2]}
                    break
                if now - last_note > (PROGRESS_EVERY_S if estimated else 0.5) \
                        and done > steady_done:
                    # a half-width narrows as one over the square root of the deals
                    need = min(UNTIL_CI_MAX_TRIALS, done * (worst[2] / until_ci) ** 2)
                    left = (need - done) / ((done - steady_done) / (now - steady_start))
                    if estimated or left > 10:
                        log(f"{variant.id}: {done:,} deals, the widest interval ±{worst[2]:.2g} "
                            f"({worst[0]} {worst[1]}) against ±{until_ci:g}: about "
                            f"{duration(left)} more, about {int(need):,} deals in all "
                            "(Ctrl-C stops and keeps a partial result)")
                    estimated, last_note = True, now
            if not bar.enabled and now - last_note > PROGRESS_EVERY_S and n_trials:
                rate = (done - steady_done) / (now - steady_start)
                log(f"{variant.id}: {done:,} of {n_trials:,} deals ({100 * done / n_trials:.0f}%), "
                    f"about {duration((n_trials - done) / rate)} left")
                last_note = now
            if run_dir and now - last_ck > CHECKPOINT_EVERY_S:
                _checkpoint(run_dir, meta, next_block, counts, elapsed_before + now - started - compiles.seconds)
                last_ck = now
    compile_s = compiles.seconds
    elapsed = elapsed_before + time.perf_counter() - started - compile_s
    done = min(next_block * BLOCK_SIZE, n_trials) if n_trials else next_block * BLOCK_SIZE
    meta = dict(meta)
    meta["trials_done"] = int(done)
    meta["compile_s"] = round(compile_s, 3)
    if stopped_by is not None:
        meta["stopped_by"] = stopped_by
    if until_ci is not None and complete:
        meta["trials"] = int(done)
    result = RunResult(meta=meta, counts=counts, json_tables=plan.decode(counts, max(done, 1)),
                       complete=complete, elapsed_s=elapsed, run_dir=run_dir, plan_info=plan.describe,
                       game=variant, layout=plan.layout)
    if run_dir:
        if complete:
            ck = os.path.join(run_dir, "checkpoint.json")
            _checkpoint(run_dir, meta, next_block, counts, elapsed, name="counts.json")
            result.write(run_dir, plots=plots)
            if os.path.exists(ck):
                os.remove(ck)
        else:
            _checkpoint(run_dir, meta, next_block, counts, elapsed)
            result.write(run_dir, plots=plots)
            target = f" of {n_trials:,}" if n_trials else ""
            so_far = f"{done:,}{target} deals" if target else plural(done, "deal")
            log(f"interrupted after {so_far}; resume with: simpoker run --resume {run_dir}")
    return result


def add_counts(counts, rows):
    """``counts`` plus the sum of the block rows, refusing (rather than wrapping) past int64."""
    added = rows.sum(axis=0)
    if (added < 0).any() or (counts > _INT64_MAX - added).any():
        raise OverflowError("a counter would pass 2**63; this run is larger than simpoker counts exactly")
    return counts + added


def duration(seconds):
    if seconds < 90:
        return f"{seconds:.0f} s"
    if seconds < 90 * 60:
        return f"{seconds / 60:.0f} min"
    if seconds < 48 * 3600:
        return f"{seconds / 3600:.1f} h"
    return f"{seconds / 86400:.1f} days"


def _checkpoint(run_dir, meta, next_block, counts, elapsed, name="checkpoint.json"):
    """The raw counters and where the run is: checkpoint.json while it runs, counts.json once it is
    complete (what an extension continues from)."""
    atomic_write_json(os.path.join(run_dir, name), {
        "meta": meta, "next_block": int(next_block), "counts": [int(x) for x in counts],
        "elapsed_s": elapsed,
    })


def widest_interval(tables):
    """(table, key, half-width) of the widest 95% interval among the probabilities reported
    (entries with a ``p``); means carry units and are left out."""
    worst = ("", "", 0.0)
    for name, table in tables.items():
        for key, entry in table.items():
            if "p" in entry and "ci" in entry and entry["p"] is not None:
                half = (entry["ci"][1] - entry["ci"][0]) / 2
                if half > worst[2]:
                    worst = (name, key, half)
    return worst


class _Progress:
    """A rich progress bar on stderr, or nothing."""

    def __init__(self, enabled, label, total):
        self.enabled = enabled and sys.stderr.isatty() or enabled == "always"
        self.label = label
        self.total = total
        self._p = None

    def __enter__(self):
        if self.enabled:
            from rich.console import Console
            from rich.progress import BarColumn, Progress, TextColumn, TimeRemainingColumn

            self._p = Progress(TextColumn("{task.description}"), BarColumn(),
                               TextColumn("{task.completed:,}/{task.total:,} deals"),
                               TimeRemainingColumn(), console=Console(stderr=True), transient=True)
            self._p.__enter__()
            self._task = self._p.add_task(self.label, total=self.total)
        return self

    def update(self, done):
        if self._p is not None:
            self._p.update(self._task, completed=done)

    def __exit__(self, *exc):
        if self._p is not None:
            self._p.__exit__(*exc)

#!/usr/bin/env python3
"""Check that every game's counts are identical before and after a change.

Runs every registered game, seeded, at two table sizes each (its least player count and its default
one; min and min + 1 when those are equal), with its defaults and with each option value and each
policy one change at a time (``--defaults-only``: the defaults alone), once with the code of another git revision and once with
the working tree, and compares the two by name: every raw counter present on both sides must hold
the same integers, and every decoded report table the same entries. Runs are a pure function of
(spec, players, trials, seed), so any difference is a change in what the code counts.

usage:
  python tools/compare_counts.py [REV] [--trials N] [--games id,id] [--keep DIR]
      compare REV (default HEAD) with the working tree; exit 0 when everything compared is identical
  python tools/compare_counts.py dump OUT.json [--trials N] [--games id,id]
      run the games with the ``sim`` package found on sys.path (PYTHONPATH=tree) and write a dump
  python tools/compare_counts.py diff OLD.json NEW.json
      compare two dumps

REV gets a temporary ``git worktree`` (removed afterwards); both dumps run in a subprocess with the
current Python, the tree in question first on PYTHONPATH, so REV need not contain this script.
Progress goes to stderr, the summary table to stdout.

Counter names come from the plan: a layout the Plan carries (``layout``/``offsets`` attributes, if
a future version adds them), else the layout module or object the plan's decoder reads
(``OFFSETS``/``LAYOUT``, as in kernels/stud_layout.py and kernels/hot_tuna_layout.py). Layouts may
be laid out differently on the two sides: counters are matched by name, never by position. Where no
layout can be found the whole array is kept under the name ``[raw]``, compared only with another
``[raw]``. The decoded tables do not depend on any layout and are always compared.
"""
import argparse
import inspect
import json
import math
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import types

SEED = 20261202
TRIALS = 1 << 16        # four blocks of 2**14 deals
THREADS = 2
FORMAT = 1              # the dump's format version
RAW = "[raw]"
SHOW_DIFFS = 6          # differences shown per run and kind


def log(msg):
    print(msg, file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------------------------
# dump: run the games with whatever `sim` is first on sys.path

def table_sizes(variant):
    """The least player count and the default one; min and min + 1 when they are equal."""
    try:
        opts = variant.defaults()
        lo, hi = variant.players_for(opts)[:2]
        default = variant.default_players_for(opts)
    except AttributeError:  # an older Variant
        lo, hi = variant.players
        default = min(variant.default_players, hi)
    if default != lo:
        return [lo, default]
    return [lo, lo + 1] if lo + 1 <= hi else [lo]


def _sample_values(option):
    """The values other than the default a run checks an option with: the other side of a switch,
    every other choice, the top of a small range (else a step above the bottom), and for a free
    text option a value or two it may accept (ones it refuses are skipped when run)."""
    kind = getattr(option, "kind", bool)
    choices = tuple(getattr(option, "choices", ()) or ())
    default = option.default
    if kind is bool:
        return [not default]
    if choices:
        return [c for c in choices if c != default]
    low, high = getattr(option, "low", None), getattr(option, "high", None)
    if kind is int and low is not None and high is not None:
        value = int(high) if high - low <= 100 else int(low) + 5
        return [value] if value != default else [int(low)]
    if kind is float and low is not None and high is not None:
        return [round((low + high) / 2, 6)] if round((low + high) / 2, 6) != default else [low]
    if kind is str:
        return [v for v in ("2", "3,9") if v != default]
    return []


def variations(variant):
    """[(label, {option: value}, {decision: policy})]: the defaults first, then each option at
    each sample value and each decision at each other policy, one change at a time, so every
    option and policy value is run."""
    out = [("", {}, {})]
    for o in getattr(variant, "options", ()):
        for value in _sample_values(o):
            text = str(value).lower() if isinstance(value, bool) else str(value)
            out.append((f"{o.name}={text}", {o.name: text}, {}))
    for d in getattr(variant, "decisions", ()):
        for policy in list(d.policies)[1:]:
            out.append((f"{d.name}:{policy}", {}, {d.name: policy}))
    return out


def option_sizes(variant, options):
    """table_sizes with these options (an option such as jokers changes the seat limit)."""
    try:
        opts = variant.resolve_options(options)
        lo, hi = variant.players_for(opts)[:2]
        default = variant.default_players_for(opts)
    except Exception:  # an option value this revision refuses: run it at the default sizes
        return table_sizes(variant)
    if default != lo:
        return [lo, default]
    return [lo, lo + 1] if lo + 1 <= hi else [lo]


def _as_offsets(obj, n):
    """{name: (offset, length)} from a layout in any of the forms we know, else None: a dict of
    name -> (offset, length), a sequence of (name, length) in order, or an object (a module) with
    OFFSETS / LAYOUT / offsets / layout. Every range must lie within the n counters and no two
    may overlap."""
    if isinstance(obj, (types.ModuleType, type)) or (
            not isinstance(obj, (dict, list, tuple, str, bytes, int, float)) and obj is not None
            and not callable(obj)):
        for attr in ("OFFSETS", "offsets", "LAYOUT", "layout"):
            value = getattr(obj, attr, None)
            if value is not None and value is not obj:
                found = _as_offsets(value, n)
                if found:
                    return found
        return None

    def whole(x):
        return isinstance(x, int) and not isinstance(x, bool) or type(x).__name__.startswith(("int", "uint"))

    offsets = None
    if isinstance(obj, dict) and obj:
        offsets = {}
        for name, pair in obj.items():
            if not (isinstance(pair, (tuple, list)) and len(pair) == 2 and all(map(whole, pair))):
                return None
            offsets[name] = (int(pair[0]), int(pair[1]))
    elif isinstance(obj, (list, tuple)) and obj:
        offsets, at = {}, 0
        for item in obj:
            if not (isinstance(item, (tuple, list)) and len(item) == 2 and whole(item[1])) or item[0] in offsets:
                return None
            offsets[item[0]] = (at, int(item[1]))
            at += int(item[1])
    if not offsets or not all(isinstance(name, str) for name in offsets):
        return None
    spans = sorted(offsets.values())
    if any(o < 0 or ln < 0 or o + ln > n for o, ln in spans):
        return None
    if any(a[0] + a[1] > b[0] for a, b in zip(spans, spans[1:])):
        return None
    return offsets


def _code_names(code):
    """Every global or attribute name a function's code (nested comprehensions included) reads."""
    names = set(code.co_names)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            names |= _code_names(const)
    return names


def find_layout(plan, n):
    """(offsets, where they came from) for a plan's n counters, or (None, why not)."""
    for attr in ("layout", "offsets", "counter_layout", "counters"):
        value = getattr(plan, attr, None)
        found = _as_offsets(value, n) if value is not None else None
        if found:
            return found, f"plan.{attr}"
    decode = inspect.unwrap(plan.decode)
    func = getattr(decode, "__func__", decode)
    candidates = []
    for name, cell in zip(getattr(func.__code__, "co_freevars", ()), func.__closure__ or ()):
        try:
            value = cell.cell_contents
        except ValueError:  # an empty cell
            continue
        found = _as_offsets(value, n)
        if found:
            candidates.append((found, f"decoder closure {name}"))
    if not candidates:
        names = _code_names(func.__code__)
        module = getattr(func, "__module__", "?")
        for name in sorted(names):
            if name in func.__globals__:
                found = _as_offsets(func.__globals__[name], n)
                if found:
                    value = func.__globals__[name]
                    what = getattr(value, "__name__", name)
                    candidates.append((found, f"{what} (read by {module}'s decoder)"))
    distinct = []
    for found, where in candidates:
        if all(found != d[0] for d in distinct):
            distinct.append((found, where))
    if len(distinct) > 1:  # several: those that cover every counter
        exact = [d for d in distinct if sum(ln for _, ln in d[0].values()) == n]
        distinct = exact or distinct
    if len(distinct) == 1:
        return distinct[0]
    if not distinct:
        return None, "no counter layout found"
    return None, "several counter layouts found: " + ", ".join(w for _, w in distinct)


def _jsonable(x):
    """Numbers as they are: numpy scalars and arrays become Python ones; JSON keeps floats exact."""
    import numpy as np

    if isinstance(x, np.integer):
        return int(x)
    if isinstance(x, np.floating):
        return float(x)
    if isinstance(x, np.bool_):
        return bool(x)
    if isinstance(x, np.ndarray):
        return x.tolist()
    if isinstance(x, tuple):
        return list(x)
    raise TypeError(f"cannot write {type(x).__name__} to JSON")


def _call_run(run, spec, players, trials, seed, threads, options=None, policies=None):
    """sim.runner.run with the arguments this revision's run accepts."""
    wanted = dict(players=players, trials=trials, seed=seed, threads=threads, write=False,
                  progress=False, plots=False, log=lambda msg: log(f"    {msg}"),
                  options=options or None, policies=policies or None)
    try:
        params = inspect.signature(run).parameters
        if not any(p.kind is p.VAR_KEYWORD for p in params.values()):
            wanted = {k: v for k, v in wanted.items() if k in params}
    except (TypeError, ValueError):
        pass
    return run(spec, **wanted)


def first_module(*names):
    """The first of these modules that imports: the tool runs revisions from before and after
    the modules moved into folders (sim/engine/runner.py was sim/runner.py)."""
    import importlib

    for name in names:
        try:
            return importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name not in {name[:i] for i in range(len(name) + 1) if i == len(name) or name[i] == "."}:
                raise
    raise ImportError(f"none of {', '.join(names)}")


def _counts_by_plan(plan, trials, seed, threads):
    """The summed counts of a run as the runner makes them: block b from block_keys(seed, b)."""
    import numpy as np
    block_keys = first_module("kernels.core.rng", "kernels.rng").block_keys
    BLOCK_SIZE = first_module("sim.engine.runner", "sim.runner").BLOCK_SIZE
    thread_count = first_module("sim.engine.threads", "sim.threads").thread_count

    blocks = math.ceil(trials / BLOCK_SIZE)
    keys = block_keys(seed, 0, blocks)
    # revisions before the kernels' order took (keys, first_deal, block_size, n_trials)
    leading = list(inspect.signature(plan.run_blocks).parameters)[1:3]
    old_order = leading == ["first_deal", "block_size"]
    with thread_count(threads):
        rows = (plan.run_blocks(keys, 0, BLOCK_SIZE, trials) if old_order
                else plan.run_blocks(keys, BLOCK_SIZE, 0, trials))
    return np.asarray(rows, dtype=np.int64).sum(axis=0)


def dump_one(variant, players, trials, seed, threads, options=None, policies=None):
    import numpy as np
    runner = first_module("sim.engine.runner", "sim.runner")

    t0 = time.perf_counter()
    result = _call_run(runner.run, variant.id, players, trials, seed, threads, options, policies)
    meta = getattr(result, "meta", {}) or {}
    rec = {"players": players, "spec": meta.get("spec", variant.id),
           "trials": int(meta.get("trials_done", trials)), "seed": seed,
           "complete": bool(getattr(result, "complete", True))}
    plan = None
    try:
        _, opts, pol, _ = runner.resolve(variant.id, players, options or None, policies or None)
        plan = variant.plan(opts, pol, players)
    except Exception as e:  # names are a bonus; the tables are still compared
        rec["layout"] = f"cannot build the plan: {type(e).__name__}: {e}"
    counts = getattr(result, "counts", None)
    if counts is None and plan is not None:
        counts = _counts_by_plan(plan, trials, seed, threads)
        rec["counts_from"] = "plan.run_blocks (the result has no counts)"
    if counts is not None:
        counts = [int(x) for x in np.asarray(counts).ravel()]
        rec["n_counters"] = len(counts)
        offsets, where = find_layout(plan, len(counts)) if plan is not None else (None, rec["layout"])
        rec["layout"] = where
        if offsets:
            rec["counters"] = {name: counts[o:o + ln] for name, (o, ln) in offsets.items()}
            covered = sum(ln for _, ln in offsets.values())
            if covered != len(counts):
                rec["layout"] += f" (names cover {covered} of {len(counts)} counters)"
        else:
            rec["counters"] = {RAW: counts}
    else:
        rec["counters"] = {}
        rec["layout"] = rec.get("layout", "no counts")
    tables = getattr(result, "json_tables", None)
    if tables is None:
        tables = result.to_dict()["tables"]
    rec["tables"] = json.loads(json.dumps(tables, default=_jsonable))
    rec["seconds"] = round(time.perf_counter() - t0, 2)
    return rec


def dump(out, trials, games, seed, threads, expect_root=None, every=True):
    import kernels
    import sim
    all_variants = sim.all_variants

    sim_root = os.path.dirname(os.path.dirname(os.path.realpath(sim.__file__)))
    kernels_root = os.path.dirname(os.path.dirname(os.path.realpath(kernels.__file__)))
    log(f"dump: sim from {sim_root}" + (f", kernels from {kernels_root}" if kernels_root != sim_root else ""))
    if expect_root is not None:
        want = os.path.realpath(expect_root)
        if sim_root != want or kernels_root != want:
            raise SystemExit(f"dump: expected the code of {want}, but sim comes from {sim_root} and "
                             f"kernels from {kernels_root} (is PYTHONPATH set?)")
    try:
        BLOCK_SIZE = first_module("sim.engine.runner", "sim.runner").BLOCK_SIZE
        if trials % BLOCK_SIZE:
            log(f"dump: note: {trials:,} trials is not a whole number of {BLOCK_SIZE:,}-deal blocks")
    except ImportError:
        pass
    registered = {v.id: v for v in all_variants()}
    wanted = list(registered) if games is None else games
    doc = {"format": FORMAT, "source": sim_root, "version": getattr(sim, "__version__", None),
           "seed": seed, "trials": trials, "threads": threads,
           "missing": [g for g in wanted if g not in registered], "games": {}}
    plan = [(gid, n, label, opts, pols) for gid in wanted if gid in registered
            for label, opts, pols in (variations(registered[gid]) if every else [("", {}, {})])
            for n in option_sizes(registered[gid], opts)]
    for i, (gid, n, label, opts, pols) in enumerate(plan, 1):
        log(f"  [{i}/{len(plan)}] {gid}{f' [{label}]' if label else ''}, {n} players, {trials:,} deals ...")
        entry = doc["games"].setdefault(gid, {"sizes": table_sizes(registered[gid]), "runs": {}})
        key = f"{n} {label}" if label else str(n)
        try:
            rec = dump_one(registered[gid], n, trials, seed, threads, opts, pols)
            log(f"      {rec['seconds']:.1f} s, {len(rec['counters'])} named counters, "
                f"{len(rec['tables'])} tables; names from {rec['layout']}")
        except Exception as e:
            rec = {"players": n, "error": f"{type(e).__name__}: {e}"}
            log(f"      FAILED: {rec['error']}")
        entry["runs"][key] = rec
    for g in doc["missing"]:
        log(f"  {g}: not a registered game here")
    tmp = out + ".tmp"
    with open(tmp, "w") as f:
        json.dump(doc, f, allow_nan=True)
    os.replace(tmp, out)
    log(f"dump: wrote {out}")
    return doc


# ---------------------------------------------------------------------------------------------
# compare two dumps

def _same(a, b):
    if isinstance(a, float) and isinstance(b, float) and math.isnan(a) and math.isnan(b):
        return True
    if isinstance(a, bool) != isinstance(b, bool):
        return False
    return a == b


def diff_values(a, b, path, out, limit):
    """Append 'path: old -> new' for the first differences between two JSON values."""
    if len(out) >= limit:
        return
    if isinstance(a, dict) and isinstance(b, dict):
        for k in list(a) + [k for k in b if k not in a]:
            if len(out) >= limit:
                return
            p = f"{path}/{k}" if path else str(k)
            if k not in b:
                out.append(f"{p}: only in old")
            elif k not in a:
                out.append(f"{p}: only in new")
            else:
                diff_values(a[k], b[k], p, out, limit)
    elif isinstance(a, list) and isinstance(b, list):
        if len(a) != len(b):
            out.append(f"{path}: {len(a)} entries -> {len(b)}")
        for i, (x, y) in enumerate(zip(a, b)):
            if len(out) >= limit:
                return
            diff_values(x, y, f"{path}[{i}]", out, limit)
    elif not _same(a, b):
        out.append(f"{path}: {a!r} -> {b!r}")


def compare_runs(old, new):
    """(counters summary, tables summary, differences, notes) for one game at one table size."""
    diffs, notes = [], []
    if "error" in old or "error" in new:
        for side, rec in (("old", old), ("new", new)):
            if "error" in rec:
                diffs.append(f"{side} run failed: {rec['error']}")
        return "-", "-", diffs, notes
    for key in ("trials", "seed"):
        if old.get(key) != new.get(key):
            diffs.append(f"{key}: {old.get(key)} -> {new.get(key)}")
    if old.get("layout") != new.get("layout"):
        notes.append(f"names from: old {old.get('layout')}; new {new.get('layout')}")
    if old.get("n_counters") != new.get("n_counters"):
        notes.append(f"counters: {old.get('n_counters')} -> {new.get('n_counters')}")
    oc, nc = old.get("counters", {}), new.get("counters", {})
    common = [k for k in oc if k in nc]
    only_old = [k for k in oc if k not in nc]
    only_new = [k for k in nc if k not in oc]
    if only_old:
        notes.append("counters only in old: " + ", ".join(only_old))
    if only_new:
        notes.append("counters only in new: " + ", ".join(only_new))
    counter_diffs = []
    # a counter one side drops is a layout change while it held nothing; counts in it are lost
    for side, names, rec in (("old", only_old, oc), ("new", only_new, nc)):
        for name in names:
            if any(rec[name]):
                counter_diffs.append(f"counter {name}: only in {side}, and not zero")
    for name in common:
        a, b = oc[name], nc[name]
        if a == b:
            continue
        if len(a) != len(b):
            counter_diffs.append(f"counter {name}: length {len(a)} -> {len(b)}")
            if a[:len(b)] == b[:len(a)]:
                continue
        at = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
        if at:
            shown = ", ".join(f"[{i}] {a[i]} -> {b[i]}" for i in at[:3])
            more = f" (+{len(at) - 3} more)" if len(at) > 3 else ""
            counter_diffs.append(f"counter {name}: {shown}{more}")
    n_diff_counters = len({d.split(":")[0] for d in counter_diffs})
    if not common:
        counters = "none in common"
    elif n_diff_counters:
        counters = f"{n_diff_counters} of {len(common)} differ"
    else:
        counters = f"{len(common)} same"
    ot, nt = old.get("tables", {}), new.get("tables", {})
    table_diffs = []
    diff_values(ot, nt, "", table_diffs, SHOW_DIFFS + 1)
    table_diffs = [f"table {d}" for d in table_diffs]
    names = list(ot) + [t for t in nt if t not in ot]
    if table_diffs:
        bad = [t for t in names if t not in ot or t not in nt or not _nan_equal(ot[t], nt[t])]
        tables = f"{len(bad)} of {len(names)} differ"
    else:
        tables = f"{len(names)} same"
    diffs += counter_diffs[:SHOW_DIFFS]
    if len(counter_diffs) > SHOW_DIFFS:
        diffs.append(f"... {len(counter_diffs) - SHOW_DIFFS} more counters differ")
    diffs += table_diffs[:SHOW_DIFFS]
    if len(table_diffs) > SHOW_DIFFS:
        diffs.append("... more table entries differ")
    return counters, tables, diffs, notes


def _nan_equal(a, b):
    out = []
    diff_values(a, b, "", out, 1)
    return not out


def compare_docs(old, new, old_label="old", new_label="new"):
    """Print the summary table (stdout) and return True when everything compared is identical."""
    ok = True
    if (old.get("trials"), old.get("seed")) != (new.get("trials"), new.get("seed")):
        print(f"the dumps differ in trials or seed: {old.get('trials')}/{old.get('seed')} vs "
              f"{new.get('trials')}/{new.get('seed')}")
        ok = False
    og, ng = old.get("games", {}), new.get("games", {})
    rows, details = [], []
    for gid in sorted(set(og) | set(ng)):
        if gid not in ng:
            rows.append((gid, "-", "-", "-", f"only in {old_label}"))
            continue
        if gid not in og:
            rows.append((gid, "-", "-", "-", f"only in {new_label}"))
            continue
        oruns, nruns = og[gid]["runs"], ng[gid]["runs"]
        for n in sorted(set(oruns) | set(nruns), key=lambda key: (key.partition(" ")[2], int(key.split()[0]))):
            if n not in oruns or n not in nruns:
                rows.append((gid, n, "-", "-", f"run only in {old_label if n in oruns else new_label}"))
                continue
            counters, tables, diffs, notes = compare_runs(oruns[n], nruns[n])
            verdict = "DIFFERENT" if diffs else "identical"
            ok = ok and not diffs
            rows.append((gid, n, counters, tables, verdict))
            if diffs or notes:
                details.append((f"{gid}, {n} players", diffs, notes))
    for side, doc in ((old_label, old), (new_label, new)):
        for g in doc.get("missing", ()):
            rows.append((g, "-", "-", "-", f"not a game in {side}"))
    head = ("game", "players", "counters", "tables", "result")
    widths = [max(len(str(r[i])) for r in rows + [head]) for i in range(5)]
    line = "  ".join("{:<%d}" % w for w in widths)
    print(f"old: {old_label} ({old.get('source')})")
    print(f"new: {new_label} ({new.get('source')})")
    print(f"{new.get('trials'):,} deals a run, seed {new.get('seed')}, {new.get('threads')} threads")
    print()
    print(line.format(*head).rstrip())
    print(line.format(*("-" * w for w in widths)))
    for r in rows:
        print(line.format(*map(str, r)).rstrip())
    for what, diffs, notes in details:
        print()
        print(f"{what}:")
        for d in diffs:
            print(f"  {d}")
        for n in notes:
            print(f"  note: {n}")
    compared = sum(1 for r in rows if r[4] in ("identical", "DIFFERENT"))
    different = sum(1 for r in rows if r[4] == "DIFFERENT")
    print()
    if compared == 0:
        print("nothing compared")
        return False
    one_side = len(rows) - compared
    print(f"{compared} runs compared: " + ("all identical" if ok else f"{different} different")
          + (f"; {one_side} on one side only, not compared" if one_side else ""))
    return ok


# ---------------------------------------------------------------------------------------------
# compare REV with the working tree

def git(*args, cwd):
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True).stdout.strip()


def run_dump(tree, out, args, workdir):
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([tree] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))
    cmd = [sys.executable, os.path.realpath(__file__), "dump", out, "--trials", str(args.trials),
           "--seed", str(args.seed), "--threads", str(args.threads), "--expect-root", tree]
    if args.games:
        cmd += ["--games", args.games]
    if args.defaults_only:
        cmd += ["--defaults-only"]
    t0 = time.perf_counter()
    rc = subprocess.run(cmd, cwd=workdir, env=env).returncode  # cwd: keep other code off sys.path
    if rc != 0:
        raise SystemExit(f"the dump for {tree} failed (exit {rc})")
    log(f"  ({time.perf_counter() - t0:.0f} s)")
    with open(out) as f:
        return json.load(f)


def compare_rev(args):
    try:
        top = git("rev-parse", "--show-toplevel", cwd=os.getcwd())
    except subprocess.CalledProcessError:
        top = git("rev-parse", "--show-toplevel", cwd=os.path.dirname(os.path.realpath(__file__)))
    top = os.path.realpath(top)
    try:
        commit = git("rev-parse", "--verify", "--quiet", f"{args.rev}^{{commit}}", cwd=top)
    except subprocess.CalledProcessError:
        raise SystemExit(f"unknown revision {args.rev!r}") from None
    short = git("rev-parse", "--short", commit, cwd=top)
    tmp = tempfile.mkdtemp(prefix="compare-counts-")
    wt = os.path.join(tmp, "other")

    def on_term(signum, frame):
        raise SystemExit(128 + signum)

    old_term = signal.signal(signal.SIGTERM, on_term)
    added = False
    try:
        git("worktree", "add", "-q", "--detach", wt, commit, cwd=top)
        added = True
        log(f"compare: {args.rev} ({short}) in a temporary worktree {wt}")
        log(f"=== {args.rev} ({short})")
        old = run_dump(os.path.realpath(wt), os.path.join(tmp, "old.json"), args, tmp)
        log("=== working tree")
        new = run_dump(top, os.path.join(tmp, "new.json"), args, tmp)
        if args.keep:
            os.makedirs(args.keep, exist_ok=True)
            shutil.copy(os.path.join(tmp, "old.json"), os.path.join(args.keep, f"{short}.json"))
            shutil.copy(os.path.join(tmp, "new.json"), os.path.join(args.keep, "working-tree.json"))
            log(f"dumps kept in {args.keep}")
    finally:
        if added:
            subprocess.run(["git", "worktree", "remove", "--force", wt], cwd=top, capture_output=True)
        shutil.rmtree(tmp, ignore_errors=True)
        signal.signal(signal.SIGTERM, old_term)
    return compare_docs(old, new, f"{args.rev} ({short})", "working tree")


# ---------------------------------------------------------------------------------------------

def _trials(text):
    value = int(float(text)) if any(c in text for c in ".eE") else int(text.replace("_", ""))
    if value <= 0:
        raise argparse.ArgumentTypeError("trials must be positive")
    return value


def _common(p):
    p.add_argument("--trials", type=_trials, default=TRIALS, help=f"deals a run (default {TRIALS:,})")
    p.add_argument("--games", help="comma-separated game ids (default: every registered game)")
    p.add_argument("--seed", type=int, default=SEED, help=f"the seed (default {SEED})")
    p.add_argument("--threads", type=int, default=THREADS, help=f"Numba threads (default {THREADS})")
    p.add_argument("--defaults-only", action="store_true",
                   help="run each game with its default options and policies only (default: also "
                        "each option value and each policy, one change at a time)")


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "dump":
        p = argparse.ArgumentParser(prog="compare_counts.py dump",
                                    description="Run every game with the sim package on sys.path and write a dump.")
        p.add_argument("out")
        _common(p)
        p.add_argument("--expect-root", help=argparse.SUPPRESS)
        a = p.parse_args(argv[1:])
        games = [g.strip() for g in a.games.split(",") if g.strip()] if a.games else None
        dump(a.out, a.trials, games, a.seed, a.threads, a.expect_root, not a.defaults_only)
        return 0
    if argv and argv[0] == "diff":
        p = argparse.ArgumentParser(prog="compare_counts.py diff", description="Compare two dumps.")
        p.add_argument("old")
        p.add_argument("new")
        a = p.parse_args(argv[1:])
        docs = []
        for path in (a.old, a.new):
            with open(path) as f:
                docs.append(json.load(f))
        return 0 if compare_docs(docs[0], docs[1], a.old, a.new) else 1
    p = argparse.ArgumentParser(
        prog="compare_counts.py",
        description="Compare every game's seeded counts between REV and the working tree "
                    "(exit 0 when identical). Subcommands: dump OUT.json, diff OLD.json NEW.json.")
    p.add_argument("rev", nargs="?", default="HEAD", help="the revision to compare with (default HEAD)")
    _common(p)
    p.add_argument("--keep", metavar="DIR", help="keep both dumps in DIR")
    a = p.parse_args(argv)
    return 0 if compare_rev(a) else 1


if __name__ == "__main__":
    sys.exit(main())

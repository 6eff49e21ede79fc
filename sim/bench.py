"""`simpoker bench`: evaluation, simulation and start-up speed, measured as medians of repeated runs.

The machine may be shared and noisy: compare figures within one run, and read medians.
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from .errors import UserError
from .engine.threads import max_threads, thread_count
from .spec.game_spec import game_with_role

EVAL_HANDS = 4_000_000
QUICK_REPEATS = 3  # `bench --quick` (its help says what it measures): medians of 3 runs
# Short commands timed end to end as new processes (`bench --startup`): what a person waits for.
# (arguments, uses Numba's threads); "{out}" is a scratch folder for the run's report.
# "{main}" is the main job's id.
STARTUP_COMMANDS = (
    (("--help",), False),
    (("list",), False),
    (("show", "{main}"), False),
    (("run", "{main}", "--trials", "1e4", "--no-plots", "--out", "{out}"), True),
    (("hands", "--cards", "7", "--exact"), True),
)


def _median_rate(fn, work, repeats):
    fn()  # warm: compile and fill caches
    rates = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        rates.append(work / (time.perf_counter() - t))
    return statistics.median(rates)


def random_hands(n_hands, n_cards, seed=7):
    import numpy as np

    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((n_hands, 52)), axis=1)[:, :n_cards].astype(np.int8)


def bench_eval(rule, label, hands, threads, repeats):
    from kernels.eval.hands import bench_evaluate

    wm, r, ct, o, nf, fl, tb = rule.kernel_args()
    out = []
    for t in threads:
        with thread_count(t):
            rate = _median_rate(lambda: bench_evaluate(hands, hands.shape[1], wm, r, ct, o, nf, fl, tb),
                                hands.shape[0], repeats)
        out.append({"name": label, "threads": t, "unit": "hands/s", "value": rate})
    return out


def bench_variant(spec, players, trials, threads, repeats, executor=None, label=""):
    """A game's deals/s at each thread count (``executor``: an engine such as a DaskEngine,
    ``label`` added to the name)."""
    from .engine.runner import run

    out = []
    for t in threads:
        run(spec, players=players, trials=1 << 15, threads=t, write=False, executor=executor)  # warm
        rates = []
        for _ in range(repeats):
            res = run(spec, players=players, trials=trials, threads=t, write=False,
                      executor=executor)
            rates.append(res.deals_per_s)
        out.append({"name": f"{spec} ({players} players){label}", "threads": t, "unit": "deals/s",
                    "value": statistics.median(rates)})
    return out


def bench_floor(players, trials, threads, repeats):
    """The per-deal floor (kernels/games/floor.py: a shuffle and a table read a seat) at ``players``, in
    the same {name, threads, unit, value} rows as the games."""
    from kernels.core.cards import make_deck
    from kernels.games.floor import run_floor_blocks
    from kernels.eval.hash_tables import card_table, load_sized_tables
    from kernels.core.rng import block_keys

    from .engine.runner import BLOCK_SIZE
    from .engine.threads import map_blocks

    deck = make_deck()
    card_key = card_table()[0, :52].copy()
    sized = load_sized_tables()
    keys = block_keys(1, 0, -(-trials // BLOCK_SIZE))
    out = []
    for t in threads:
        with thread_count(t):
            rate = _median_rate(lambda: map_blocks(run_floor_blocks, (deck, players), keys,
                                                   BLOCK_SIZE, 0, trials, (card_key, sized)),
                                trials, repeats)
        out.append({"name": f"per-deal floor: shuffle + {players} table reads ({players} players)",
                    "threads": t, "unit": "deals/s", "value": rate})
    return out


def bench_startup(repeats=5, commands=STARTUP_COMMANDS):
    """Wall seconds of each short command, end to end as a new process (interpreter start, imports,
    loading the cached kernels, output), as {name, threads, unit, value} rows: the median of
    ``repeats`` runs after one unmeasured run, which fills the caches. The commands run with this
    process's interpreter and this copy of simpoker; the run writes its report to a scratch folder."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([root] + [p for p in [env.get("PYTHONPATH")] if p])
    scratch = tempfile.mkdtemp(prefix="simpoker-bench-")
    rows = []
    main = game_with_role("main-job")
    try:
        for args, numba_threads in commands:
            argv = [a.format(out=scratch, main=main) for a in args]
            shown = " ".join(a.format(out="", main=main) for a in args if a not in ("--out", "{out}"))
            times = []
            for i in range(repeats + 1):
                t = time.perf_counter()
                p = subprocess.run([sys.executable, "-m", "sim.cli", *argv], env=env, cwd=scratch,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
                elapsed = time.perf_counter() - t
                if p.returncode != 0:
                    raise RuntimeError(f"simpoker {shown} failed (exit {p.returncode}): {p.stderr[-500:]}")
                if i:  # the first run warms the caches
                    times.append(elapsed)
            rows.append({"name": f"start-up: simpoker {shown}",
                         "threads": max_threads() if numba_threads else 1, "unit": "s",
                         "value": statistics.median(times)})
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return rows


def shown(row):
    """A row's value as the table and the progress lines write it."""
    v = row["value"]
    if row["unit"] == "s":
        return f"{v:.2f} s"
    if row["unit"] == "ms":
        return f"{v:.3f} ms"
    if v < 1e5:  # a slow game (Russian Poker's search) in thousands, not "0.02 M"
        return f"{v / 1e3:,.1f} k {row['unit']}"
    return f"{v / 1e6:,.2f} M {row['unit']}"


class _Noting(list):
    """The rows so far; each one added is told to ``log`` at once, so a long bench shows what it
    has measured as it goes."""

    def __init__(self, log):
        super().__init__()
        self.log = log

    def __iadd__(self, rows):
        for r in rows:
            self.append(r)
            if self.log is not None:
                self.log(f"{r['name']}, {r['threads']} thread{'' if r['threads'] == 1 else 's'}: "
                         f"{shown(r)}")
        return self


def run_bench(repeats=5, quick=False, variants=None, games_only=False, startup=None, trials=None,
              engine="local", log=None):
    """Every benchmark as a list of {name, threads, unit, value} rows (``games_only``: just the
    games in ``variants``; ``startup``: True for the start-up times alone, False to leave them out;
    by default they close a full run). ``trials``: deals a game run (default 2e6); with
    ``engine="dask"`` each game is measured again through a LocalCluster of two one-thread
    worker processes, beside the local figure. ``quick``: a fast look (the main job alone among the games, two evaluators, no start-up times). ``log``
    receives a line for each row as it is measured."""
    from .spec.game_spec import all_variants, get_variant

    if startup:
        rows = _Noting(log)
        rows += bench_startup(repeats)
        return list(rows)
    if quick and not variants:
        variants = [game_with_role("main-job")]
    games = [get_variant(v) for v in variants or [v.id for v in all_variants()]]  # unknown ids fail first
    if engine not in ("local", "dask"):
        raise UserError(f"unknown engine {engine!r}: choose local or dask")
    dask = None
    if engine == "dask":
        from .engine.dask_engine import DaskEngine

        dask = DaskEngine(workers=2).start()
    try:
        return _bench_rows(games, repeats, quick, games_only, startup, trials, dask, log)
    finally:
        if dask is not None:
            dask.close()


def bench_odds(repeats):
    """Exact Hold'em odds end to end in ``sim.odds``: three seats before the flop (AdAc, KsKh and
    QcQd: 1,370,754 boards counted by ranks, flushes apart), boards a second; heads-up before the
    flop (AdAc against KsKh, read from the stored matchups) and on a flop, seconds an answer."""
    from .studies.odds_answer import odds

    game = game_with_role("odds-benchmark")
    rate = _median_rate(lambda: odds(game, ["AdAc", "KsKh", "QcQd"]), 1_370_754, repeats)
    rows = [{"name": "odds: three-way preflop Hold'em, every board", "threads": 1,
             "unit": "boards/s", "value": rate}]
    for name, kw in (("odds: heads-up preflop Hold'em (stored matchups)",
                      dict(hands=["AdAc", "KsKh"])),
                     ("odds: heads-up Hold'em on a flop, every turn and river",
                      dict(hands=["AsKs", "QhJh"], board="Td9c2h"))):
        calls = 200
        seconds = 1 / _median_rate(lambda: [odds(game, **kw) for _ in range(calls)], calls,
                                   repeats)
        rows.append({"name": name, "threads": 1, "unit": "ms", "value": 1e3 * seconds})
    return rows


def bench_advise(repeats):
    """`advise` end to end in ``sim.advise``: the draw with the hero alone, all 32 holds of a
    hand counted exactly (every hand of the deck once) with the target given, seconds a call;
    and a keep before the flop against a known hand (each choice's every board, the exact
    walk of `odds`), milliseconds a call."""
    from .studies.advise import advice

    draw = game_with_role("advise-benchmark")
    seconds = 1 / _median_rate(lambda: advice(draw, ["AsAhKdQc2c"], players=1,
                                              target="two-pair"), 1, repeats)
    rows = [{"name": "advise: the draw alone, 32 holds exact", "threads": max_threads(),
             "unit": "s", "value": seconds}]
    keep = game_with_role("advise-keep-benchmark")
    calls = 20
    seconds = 1 / _median_rate(lambda: [advice(keep, ["AsKdQh", "JcJdTc"]) for _ in range(calls)],
                               calls, repeats)
    return rows + [{"name": "advise: a keep before the flop, every board of each choice exact",
                    "threads": 1, "unit": "ms", "value": 1e3 * seconds}]


def _bench_rows(games, repeats, quick, games_only, startup, trials, dask, log):
    rows = _Noting(log)
    if not games_only:
        _bench_evaluators(repeats, quick, rows)
        rows += bench_odds(repeats)
        if not quick:  # --quick measures what its help lists
            rows += bench_advise(repeats)
    for var in games:
        n = trials or ((1 << 19) if quick else 2_000_000)
        rows += bench_variant(var.id, var.default_players, n, [max_threads()], repeats)
        if dask is not None:
            rows += bench_variant(var.id, var.default_players, n, [max_threads()], repeats,
                                  executor=dask, label=" via dask, 2 workers")
        if "main-job" in var.roles:  # beside it, what the hardware allows for a deal of its size
            rows += bench_floor(var.default_players, n, [max_threads()], repeats)
    if startup is None and not games_only and not quick:
        rows += bench_startup(repeats)
    return list(rows)


def _bench_evaluators(repeats, quick, rows):
    from .spec.evaluation import HandRule
    from .studies.hands import hand_distribution

    threads = sorted({1, max_threads()})
    n = EVAL_HANDS // (8 if quick else 1)
    hands = random_hands(n, 7)
    rows += bench_eval(HandRule(), "7-card eval, no wild cards", hands, threads, repeats)
    rows += bench_eval(HandRule(wild_ranks=frozenset([0])), "7-card eval, deuces wild", hands, threads, repeats)
    if not quick:
        rows += bench_eval(HandRule(wild_ranks=frozenset([0]), natural_beats_wild=True),
                           "7-card eval, deuces wild, natural beats wild (general path)", hands,
                           threads, repeats)
    hand_distribution(7, exact=True)  # warm
    times = []
    for _ in range(max(1, repeats // 2)):
        t = time.perf_counter()
        hand_distribution(7, exact=True)
        times.append(time.perf_counter() - t)
    rows += [{"name": "hands --cards 7 --exact (133,784,560 hands)", "threads": max_threads(),
              "unit": "s", "value": statistics.median(times)}]

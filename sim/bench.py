"""`simpoker bench`: evaluation and simulation speed, measured as medians of repeated runs.

The machine may be shared and noisy: compare figures within one run, and read medians.
"""
import statistics
import time

import numpy as np

from kernels.hands import bench_evaluate

from .evaluation import HandRule
from .hands import hand_distribution
from .threads import max_threads, thread_count

EVAL_HANDS = 4_000_000


def _median_rate(fn, work, repeats):
    fn()  # warm: compile and fill caches
    rates = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        rates.append(work / (time.perf_counter() - t))
    return statistics.median(rates)


def random_hands(n_hands, n_cards, seed=7):
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((n_hands, 52)), axis=1)[:, :n_cards].astype(np.int8)


def bench_eval(rule, label, hands, threads, repeats):
    wm, r, ct, o, nf, fl, tb = rule.kernel_args()
    out = []
    for t in threads:
        with thread_count(t):
            rate = _median_rate(lambda: bench_evaluate(hands, hands.shape[1], wm, r, ct, o, nf, fl, tb),
                                hands.shape[0], repeats)
        out.append({"name": label, "threads": t, "unit": "hands/s", "value": rate})
    return out


def bench_variant(spec, players, trials, threads, repeats):
    from .runner import run

    out = []
    for t in threads:
        run(spec, players=players, trials=1 << 15, threads=t, write=False)  # warm
        rates = []
        for _ in range(repeats):
            res = run(spec, players=players, trials=trials, threads=t, write=False)
            rates.append(res.deals_per_s)
        out.append({"name": f"{spec} ({players} players)", "threads": t, "unit": "deals/s",
                    "value": statistics.median(rates)})
    return out


def run_bench(repeats=5, quick=False, variants=None, games_only=False):
    """Every benchmark as a list of {name, threads, unit, value} rows (``games_only``: just the
    games in ``variants``)."""
    from .variants import all_variants, get_variant

    games = [get_variant(v) for v in variants or [v.id for v in all_variants()]]  # unknown ids fail first
    rows = [] if games_only else _bench_evaluators(repeats, quick)
    for var in games:
        trials = (1 << 19) if quick else 2_000_000
        rows += bench_variant(var.id, var.default_players, trials, [max_threads()], repeats)
    return rows


def _bench_evaluators(repeats, quick):
    threads = sorted({1, max_threads()})
    n = EVAL_HANDS // (8 if quick else 1)
    hands = random_hands(n, 7)
    rows = []
    rows += bench_eval(HandRule(), "7-card eval, no wild cards", hands, threads, repeats)
    rows += bench_eval(HandRule(wild_ranks=frozenset([0])), "7-card eval, deuces wild", hands, threads, repeats)
    rows += bench_eval(HandRule(wild_ranks=frozenset([0]), natural_beats_wild=True),
                       "7-card eval, deuces wild, natural beats wild (general path)", hands, threads, repeats)
    hand_distribution(7, exact=True)  # warm
    times = []
    for _ in range(max(1, repeats // 2)):
        t = time.perf_counter()
        hand_distribution(7, exact=True)
        times.append(time.perf_counter() - t)
    rows.append({"name": "hands --cards 7 --exact (133,784,560 hands)", "threads": max_threads(),
                 "unit": "s", "value": statistics.median(times)})
    return rows

"""Helpers that turn integer counts into report tables ({key: {count, p, ci}} or {mean, ci}).

numpy is imported by the functions, as in sim/stats.py: the game declarations import these names."""
from .stats import mean_ci, proportion_table, wilson


def histogram_mean(hist, n):
    """{mean, ci} of a per-deal quantity from its histogram (bucket k holds the value k)."""
    import numpy as np

    hist = np.asarray(hist, dtype=float)
    k = np.arange(len(hist))
    mean, ci = mean_ci((k * hist).sum(), (k * k * hist).sum(), n)
    return {"mean": mean, "ci": [ci[0], ci[1]]}


def scaled_mean(hist, n, scale):
    out = histogram_mean(hist, n)
    return {"mean": out["mean"] * scale, "ci": [out["ci"][0] * scale, out["ci"][1] * scale]}


def single(count, n):
    return proportion_table([count], n, ["x"])["x"]


def histogram_table(hist, n, top):
    """{"0": ..., "1": ..., str(top): ...}: buckets 0..top of a histogram, keys fixed by the game
    (not by the data) so that every run of it has the same keys."""
    import numpy as np

    hist = np.asarray(hist)
    if hist[top + 1:].any():
        raise AssertionError("histogram has counts beyond its declared top bucket")
    return proportion_table(hist[:top + 1], n, [str(i) for i in range(top + 1)])


def shares_table(units, n, unit):
    """Pot shares per seat: ``count`` is pots won (split pots give fractions)."""
    import numpy as np

    units = np.asarray(units, dtype=float)
    pots = units / unit
    p, lo, hi = wilson(pots, n)
    return {str(i): {"count": float(c), "p": float(pp), "ci": [float(a), float(b)]}
            for i, (c, pp, a, b) in enumerate(zip(pots, p, lo, hi))}

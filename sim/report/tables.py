"""Helpers that turn integer counts into report tables ({key: {count, p, ci}} or {mean, ci}).

numpy is imported by the functions, as in sim/report/stats.py: the game declarations import these names."""
from .stats import mean_ci, proportion_table, share_entry, wilson


def histogram_mean(hist, n):
    """{mean, ci} of a per-deal quantity from its histogram (bucket k holds the value k): the
    interval stays within the values the histogram holds, 0 to its top bucket."""
    import numpy as np

    hist = np.asarray(hist, dtype=float)
    k = np.arange(len(hist))
    mean, ci = mean_ci((k * hist).sum(), (k * k * hist).sum(), n, bounds=(0, len(hist) - 1))
    return {"mean": mean, "ci": [ci[0], ci[1]]}


def _times(x, scale):
    return None if x is None else x * scale


def scaled_mean(hist, n, scale):
    out = histogram_mean(hist, n)
    return {"mean": _times(out["mean"], scale), "ci": [_times(x, scale) for x in out["ci"]]}


def never(count=0):
    """A share the rules fix at zero: an exact entry with an interval of no width (report.md and
    the console leave such rows out). ``count``, what the run counted, must be 0."""
    if count:
        raise AssertionError(f"a share the rules fix at 0 was counted {count} times")
    return {"count": 0, "p": 0.0, "ci": [0.0, 0.0], "exact": True}


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


def shares_table(units, n, unit, exact=False):
    """Pot shares per seat: ``count`` is pots won, a whole number unless split pots give a
    fraction; ``exact``: over every case (an enumeration), each interval its share alone."""
    if exact and n > 0:
        out = {}
        for i, u in enumerate(units):
            pots = int(u) / unit
            p = pots / n
            out[str(i)] = {"count": int(pots) if pots.is_integer() else pots, "p": p, "ci": [p, p]}
        return out
    import numpy as np

    units = np.asarray(units, dtype=float)
    pots = units / unit
    p, lo, hi = wilson(pots, n)
    return {str(i): share_entry(int(c) if float(c).is_integer() else float(c), pp, a, b, n)
            for i, (c, pp, a, b) in enumerate(zip(pots, p, lo, hi))}

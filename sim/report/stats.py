"""Proportions, Wilson intervals and means with normal intervals, vectorised with numpy.

A share or a mean over nothing (n = 0) has no estimate: its entry holds ``"p": None`` (or
``"mean": None``) and ``"ci": [None, None]`` (null in JSON), shown as "nothing to count".

numpy is imported by the functions: the game declarations import these names, and declaring the
games (`simpoker list`, `show`) must not load numpy."""

Z95 = 1.959963984540054
NOTHING = [None, None]  # the interval of an estimate over nothing


def wilson(counts, n, z=Z95):
    """95% Wilson score intervals for counts out of n (arrays broadcast). Returns (p, low, high)."""
    import numpy as np

    counts = np.asarray(counts, dtype=float)
    n = np.asarray(n, dtype=float)
    with np.errstate(invalid="ignore", divide="ignore"):
        p = np.where(n > 0, counts / n, np.nan)
        denom = 1 + z * z / n
        centre = (p + z * z / (2 * n)) / denom
        half = z * np.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    # the bounds at the edges are exact: no count below 0 (a rounding residue such as 4e-22 is
    # not a lower bound), no share above 1
    low = np.where((counts <= 0) & (n > 0), 0.0, np.clip(centre - half, 0, 1))
    high = np.where((counts >= n) & (n > 0), 1.0, np.clip(centre + half, 0, 1))
    return p, low, high


def wilson_half_width(counts, n, z=Z95):
    _, lo, hi = wilson(counts, n, z)
    return (hi - lo) / 2


def mean_ci(total, total_sq, n, z=Z95, bounds=(None, None)):
    """Mean and 95% normal interval from a sum and a sum of squares over n observations; the
    interval is clipped to ``bounds`` (least, most), the values the quantity can take: at small
    samples a normal interval of a count would otherwise reach below 0. Over nothing (n = 0) the
    mean and both bounds are None."""
    import numpy as np

    total = float(total)
    n = float(n)
    if n <= 0:
        return None, (None, None)
    mean = total / n
    var = max(float(total_sq) / n - mean * mean, 0.0) * (n / (n - 1) if n > 1 else 1.0)
    half = z * np.sqrt(var / n)
    low, high = mean - half, mean + half
    if n == 1 and None not in bounds:  # one value says nothing of the spread: all it could be
        return mean, (float(bounds[0]), float(bounds[1]))
    if bounds[0] is not None:
        low = max(low, bounds[0])
    if bounds[1] is not None:
        high = min(high, bounds[1])
    return mean, (low, high)


def share_entry(count, p, low, high, n):
    """{count, p, ci} of one share; over nothing (n = 0) p and both bounds are None."""
    if n <= 0:
        return {"count": count, "p": None, "ci": list(NOTHING)}
    return {"count": count, "p": float(p), "ci": [float(low), float(high)]}


def nothing_counted(e):
    """Whether a table entry is an estimate over nothing (n = 0)."""
    return ("p" in e and e["p"] is None) or ("mean" in e and e["mean"] is None)


def proportion_table(counts, n, keys, exact=False):
    """{key: {count, p, ci}} for integer counts out of n; ``exact``: the counts are over every
    case (an enumeration), so each interval is its share alone."""
    if exact and n > 0:
        out = {}
        for k, c in zip(keys, counts):
            c = int(c)
            p = c / n
            out[str(k)] = {"count": c, "p": p, "ci": [p, p]}
        return out
    import numpy as np

    counts = np.asarray(counts)
    p, lo, hi = wilson(counts, n)
    return {str(k): share_entry(int(c), pp, a, b, n) for k, c, pp, a, b in zip(keys, counts, p, lo, hi)}

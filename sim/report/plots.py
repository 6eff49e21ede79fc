"""Matplotlib charts for results: bars with 95% intervals and volatility curves.

Probability axes are labelled in percent; legends sit outside the plotting area (below it), so
they never cover data; the legend draws each line in the style it has on the plot.
"""
import matplotlib.pyplot as plt
import numpy as np
from matplotlib.ticker import PercentFormatter

from ..io import atomic_save

BAR_COLOR = "#4477aa"


def percent_axis(axis):
    """Label a probability axis (``ax.yaxis``, say) in percent: 0.25 reads 25%."""
    axis.set_major_formatter(PercentFormatter(1.0))


def _errors(p, lo, hi):
    return np.clip([p - lo, hi - p], 0, None)  # rounding can put p a hair outside its interval


def _labels_collide(ax, ticks, chars_per_inch=11):
    """Whether two neighbouring labels, written level, would run into each other."""
    if len(ticks) < 2:
        return False
    width = ax.get_position().width * ax.figure.get_figwidth() / len(ticks)  # inches per bar
    sizes = [max(len(line) for line in t.split("\n")) for t in ticks]
    return max(a + b for a, b in zip(sizes, sizes[1:])) / 2 > 0.9 * width * chars_per_inch


def bar_with_ci(table, title, ylabel, ax=None, drop_zero=False, *, xlabel=None, labels=None,
                percent=True):
    """One bar per key of a ``{key: {count, p, ci}}`` table with its 95% interval. ``labels``
    maps keys to the text under their bars; ``drop_zero`` leaves out keys counted 0 times;
    ``percent`` labels the (probability) y axis in percent."""
    keys = [k for k, e in table.items() if not (drop_zero and e.get("count", 1) == 0)]
    p = np.array([table[k]["p"] for k in keys], dtype=float)
    lo = np.array([table[k]["ci"][0] for k in keys], dtype=float)
    hi = np.array([table[k]["ci"][1] for k in keys], dtype=float)
    if ax is None:
        _, ax = plt.subplots(figsize=(8, 4.5))
    ticks = [str((labels or {}).get(k, k)) for k in keys]
    x = np.arange(len(keys))
    ax.bar(x, p, yerr=_errors(p, lo, hi), capsize=3, color=BAR_COLOR)
    long = _labels_collide(ax, ticks)
    ax.set_xticks(x, ticks, rotation=30 if long else 0, ha="right" if long else "center")
    ax.set_title(title)
    ax.set_ylabel(ylabel)
    if xlabel:
        ax.set_xlabel(xlabel)
    if percent:
        percent_axis(ax.yaxis)
    ax.set_ylim(bottom=0)
    ax.grid(alpha=0.3, axis="y")
    ax.figure.tight_layout()
    return ax


def histogram_bars(table, title, ylabel, xlabel, ax=None):
    """Bars at integer keys (a histogram such as winning totals) with 95% intervals, over the
    range of keys that were seen; the y axis in percent."""
    keys = [k for k in table if table[k].get("count", 0) > 0]
    if ax is None:
        _, ax = plt.subplots(figsize=(8, 4.5))
    if keys:  # numeric keys, whole or not (727's half points), in the table's order
        first, last = min(float(k) for k in keys), max(float(k) for k in keys)
        names = [k for k in table if first <= float(k) <= last]
        xs = np.array([float(k) for k in names])
        step = float(np.diff(xs).min()) if len(xs) > 1 else 1.0
        p = np.array([table[k]["p"] for k in names], dtype=float)
        lo = np.array([table[k]["ci"][0] for k in names], dtype=float)
        hi = np.array([table[k]["ci"][1] for k in names], dtype=float)
        ax.bar(xs, p, yerr=_errors(p, lo, hi), capsize=1.5, color=BAR_COLOR, width=0.8 * step,
               error_kw={"elinewidth": 0.8})
    ax.xaxis.get_major_locator().set_params(integer=True)
    ax.set_title(title)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    percent_axis(ax.yaxis)
    ax.set_ylim(bottom=0)
    ax.grid(alpha=0.3, axis="y")
    ax.figure.tight_layout()
    return ax


def legend_below(ax, handles, labels, ncol=2, fontsize=8):
    """A legend under the axes (below the x label), where it cannot cover any data."""
    return ax.legend(handles, labels, loc="upper center", bbox_to_anchor=(0.5, -0.16), ncol=ncol,
                     fontsize=fontsize, frameon=False, handlelength=3.5)


def volatility_curves(by_game, ax=None, title=None):
    """P(the leader after each round wins), full hands solid and showing hands dashed."""
    if ax is None:
        _, ax = plt.subplots(figsize=(8, 5.5))
    handles, names = [], []
    for i, (label, vol) in enumerate(by_game.items()):
        color = f"C{i}"
        for kind, style, what in (("full", "-", "all cards held"), ("showing", "--", "cards showing")):
            keys = [k for k in vol if k.startswith(kind + ":")]
            if not keys:
                continue
            rounds = [int(k.split(":")[1]) for k in keys]
            p = np.array([vol[k]["p"] for k in keys], dtype=float)
            lo = np.array([vol[k]["ci"][0] for k in keys], dtype=float)
            hi = np.array([vol[k]["ci"][1] for k in keys], dtype=float)
            lc = vol.get("lead_changes", {}).get("mean")
            name = f"{label}: leader on {what}"
            if kind == "full" and lc is not None:
                name += f" ({lc:.2f} lead changes/deal)"
            # the curve as a plain line, so that its legend entry (here, or from a later
            # ax.legend()) is drawn in the same style; an errorbar's own entry loses the dashes
            line, = ax.plot(rounds, p, linestyle=style, marker="o", color=color, markersize=4, label=name)
            ax.errorbar(rounds, p, yerr=_errors(p, lo, hi), fmt="none", ecolor=color, capsize=3)
            handles.append(line)
            names.append(name)
    ax.set_xlabel("dealing round (1 = first up card)")
    ax.xaxis.get_major_locator().set_params(integer=True)
    ax.set_ylabel("P(leader then wins at showdown)")
    percent_axis(ax.yaxis)
    ax.set_ylim(0, 1.02)
    ax.set_title(title or "Volatility: how often the current leader goes on to win")
    legend_below(ax, handles, names, ncol=1 if len(by_game) == 1 else 2, fontsize=8 if len(by_game) < 4 else 7)
    ax.grid(alpha=0.3)
    ax.figure.tight_layout()
    return ax


def lead_change_bars(by_game, ax=None):
    """Mean lead changes per deal (leader on all cards), one bar per game with its interval."""
    if ax is None:
        _, ax = plt.subplots(figsize=(4, 4.5))
    labels = list(by_game)
    mean = np.array([by_game[g]["lead_changes"]["mean"] for g in labels])
    lo = np.array([by_game[g]["lead_changes"]["ci"][0] for g in labels])
    hi = np.array([by_game[g]["lead_changes"]["ci"][1] for g in labels])
    ax.bar(range(len(labels)), mean, yerr=_errors(mean, lo, hi), capsize=3,
           color=[f"C{i}" for i in range(len(labels))])
    ax.set_xticks(range(len(labels)), labels, rotation=30, ha="right")
    ax.set_xlabel("game")
    ax.set_ylabel("lead changes per deal")
    ax.set_title("How often the lead changes")
    ax.grid(alpha=0.3, axis="y")
    ax.figure.tight_layout()
    return ax


def save_figure(fig, path):
    # bbox "tight": legends placed outside the axes are kept whole
    atomic_save(path, lambda p: fig.savefig(p, format="png", dpi=100, bbox_inches="tight"))
    plt.close(fig)

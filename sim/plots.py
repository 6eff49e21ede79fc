"""Matplotlib charts for results: bars with 95% intervals and volatility curves."""
import matplotlib.pyplot as plt
import numpy as np

from .io import atomic_save


def bar_with_ci(table, title, ylabel, ax=None, keep_zero=False):
    keys = [k for k, e in table.items() if keep_zero and e["count"] > 0 or not keep_zero]
    p = np.array([table[k]["p"] for k in keys])
    lo = np.array([table[k]["ci"][0] for k in keys])
    hi = np.array([table[k]["ci"][1] for k in keys])
    if ax is None:
        _, ax = plt.subplots(figsize=(8, 4))
    ax.bar(keys, p, yerr=np.clip([p - lo, hi - p], 0, None), capsize=3, color="#4477aa")
    ax.set_title(title)
    ax.set_ylabel(ylabel)
    ax.tick_params(axis="x", rotation=30)
    for label in ax.get_xticklabels():
        label.set_ha("right")
    ax.figure.tight_layout()
    return ax


def volatility_curves(by_game, ax=None):
    """P(the leader after each round wins), full hands solid and showing hands dashed."""
    if ax is None:
        _, ax = plt.subplots(figsize=(8, 4.5))
    for i, (label, vol) in enumerate(by_game.items()):
        color = f"C{i}"
        for kind, style in (("full", "-"), ("showing", "--")):
            keys = [k for k in vol if k.startswith(kind + ":")]
            rounds = [int(k.split(":")[1]) for k in keys]
            p = np.array([vol[k]["p"] for k in keys])
            lo = np.array([vol[k]["ci"][0] for k in keys])
            hi = np.array([vol[k]["ci"][1] for k in keys])
            lc = vol.get("lead_changes", {}).get("mean")
            name = f"{label} ({kind}" + (f", {lc:.2f} lead changes/deal)" if kind == "full" and lc is not None else ")")
            ax.errorbar(rounds, p, yerr=np.clip([p - lo, hi - p], 0, None), fmt=style + "o", color=color, capsize=3,
                        markersize=4, label=name)
    ax.set_xlabel("dealing round (1 = first up card)")
    ax.xaxis.get_major_locator().set_params(integer=True)
    ax.set_ylabel("P(leader then wins at showdown)")
    ax.set_ylim(0, 1.02)
    ax.set_title("Volatility: how often the current leader goes on to win")
    ax.legend(fontsize=7, loc="upper left")
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
    ax.bar(range(len(labels)), mean, yerr=np.clip([mean - lo, hi - mean], 0, None), capsize=3,
           color=[f"C{i}" for i in range(len(labels))])
    ax.set_xticks(range(len(labels)), labels, rotation=30, ha="right")
    ax.set_ylabel("lead changes per deal")
    ax.set_title("How often the lead changes")
    ax.grid(alpha=0.3, axis="y")
    ax.figure.tight_layout()
    return ax


def save_figure(fig, path):
    atomic_save(path, lambda p: fig.savefig(p, format="png", dpi=100))
    plt.close(fig)

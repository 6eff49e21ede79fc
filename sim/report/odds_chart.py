"""The chart of a `simpoker odds` answer: each seat's equity against a fair share of the pot, and
the hero's final hand, probabilities in percent. An exact answer has no error bars (nothing is
uncertain); a sampled one has its 95% intervals."""
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

from .plots import BAR_COLOR, percent_axis  # noqa: E402

ABOVE, BELOW, EVEN = "#228833", "#cc3311", BAR_COLOR  # more than a fair share, less, can't tell


def _bars(ax, table, keys, exact, colors):
    p = np.array([table[k]["p"] for k in keys], dtype=float)
    errors = None
    if not exact:  # clipped: rounding can put p a hair outside its interval
        lo = np.array([table[k]["ci"][0] for k in keys], dtype=float)
        hi = np.array([table[k]["ci"][1] for k in keys], dtype=float)
        errors = np.clip([p - lo, hi - p], 0, None)
    x = np.arange(len(keys))
    ax.bar(x, p, yerr=errors, capsize=3 if errors is not None else 0, color=colors)
    percent_axis(ax.yaxis)
    ax.set_ylim(bottom=0)
    ax.grid(alpha=0.3, axis="y")
    return x


def seat_color(entry, fair, exact):
    """A seat's bar colour: above or below a fair share (its whole interval when sampled), or
    neither."""
    low, high = (entry["p"], entry["p"]) if exact else entry["ci"]
    return ABOVE if low > fair else BELOW if high < fair else EVEN


def odds_figure(answer):
    """The figure: seats' equities (a bar per seat, the fair share 1/players dashed) beside the
    hero's final hand."""
    tables, exact = answer["tables"], answer["exact"]
    fig, (left, right) = plt.subplots(1, 2, figsize=(12, 4.8),
                                      gridspec_kw={"width_ratios": [1, 1.6]})
    seats = list(tables["equity"])
    fair = 1 / answer["players"]
    names = []
    for seat in seats:
        at = int(seat)
        ranges = answer.get("ranges") or []
        at_range = at - len(answer["hands"])
        hand = (answer["hands"][at] if at_range < 0 else
                f"range {ranges[at_range]}" if at_range < len(ranges) else "unknown")
        names.append(f"seat {seat}\n{hand}")
    x = _bars(left, tables["equity"], seats, exact,
              [seat_color(tables["equity"][s], fair, exact) for s in seats])
    left.axhline(fair, color="0.3", linestyle="--", linewidth=1,
                 label=f"a fair share: 1/{answer['players']}")
    left.set_xticks(x, names, fontsize=8)
    left.set_ylabel("equity (share of the pot)")
    left.set_title("each seat's equity")
    left.legend(loc="upper center", bbox_to_anchor=(0.5, -0.18), frameon=False)
    cats = [k for k, e in tables["hand_category"].items() if e["count"]]
    x = _bars(right, tables["hand_category"], cats, exact, BAR_COLOR)
    right.set_xticks(x, cats, rotation=30, ha="right", fontsize=8)
    right.set_ylabel("share of completions")
    right.set_title("the hero's final hand")
    how = "exact" if exact else f"{answer['trials']:,} sampled completions, 95% intervals"
    if not answer.get("complete", True):
        how += ", partial (Ctrl-C)"
    board = f", board {answer['board']}" if answer["board"] else ""
    fig.suptitle(f"{answer['variant']}: {answer['hands'][0]}{board} ({how})")
    fig.tight_layout()
    return fig

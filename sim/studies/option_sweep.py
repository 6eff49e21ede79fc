"""A game's own study in its report: one headline number as an option moves across values (In
Between's betting threshold, Screw Your Neighbor's swap threshold for seat 0)."""
import os
from dataclasses import dataclass
from typing import Callable

from ..io import atomic_save

SWEEP_TRIALS = 100_000


@dataclass(frozen=True)
class Sweep:
    """What a report sweeps: ``option`` across ``values``, reading ``measure`` (json tables ->
    an entry with "mean" or "p", and "ci") from each run; the words for its section and chart."""

    name: str              # file stem of the parquet and the chart
    option: str
    values: tuple
    measure: Callable
    measure_label: str     # what the measure is, for the y axis and the table's header
    option_label: str      # what the option is, for the x axis
    text: str              # the section's lead paragraph


def sweep_frame(variant_id, sweep, players, trials, seed, options=None, threads=None,
                policies=None, engine="local", scheduler=None):
    """Long DataFrame of the sweep: columns value, estimate, ci_low, ci_high, share (whether the
    measure is a probability, not a mean), players, trials, seed (``options``: the run's other options, kept; ``policies``: the runs' policies;
    ``engine="dask"``: every run on one Dask cluster, as sim.run)."""
    from ..engine.runner import engine_for

    with engine_for(engine, scheduler) as executor:
        return _sweep_frame(variant_id, sweep, players, trials, seed, options, threads, policies,
                            executor)


def _sweep_frame(variant_id, sweep, players, trials, seed, options, threads, policies, executor):
    import pandas as pd

    from ..engine.runner import run

    rows = []
    for value in sweep.values:
        opts = dict(options or {}, **{sweep.option: value})
        spec = variant_id + "(" + ",".join(f"{k}={str(v).lower()}" for k, v in opts.items()) + ")"
        res = run(spec, players=players, trials=trials, seed=seed, threads=threads, write=False,
                  policies=policies, executor=executor)
        e = sweep.measure(res.json_tables)
        rows.append({"value": value, "estimate": e["mean"] if "mean" in e else e["p"],
                     "ci_low": e["ci"][0], "ci_high": e["ci"][1], "share": "p" in e, "players": players,
                     "trials": res.trials, "seed": seed})
    return pd.DataFrame(rows)


def plot_sweep(df, sweep, title, ax=None):
    """The measure against the option's value, with 95% intervals; a probability in percent."""
    import matplotlib.pyplot as plt
    import numpy as np

    from ..report.plots import percent_axis

    if ax is None:
        _, ax = plt.subplots(figsize=(8, 4.5))
    err = np.clip([df["estimate"] - df["ci_low"], df["ci_high"] - df["estimate"]], 0, None)
    ax.errorbar(df["value"], df["estimate"], yerr=err, fmt="-o", markersize=4, capsize=3)
    ax.set_xlabel(sweep.option_label)
    ax.set_ylabel(sweep.measure_label)
    if _is_share(df):
        percent_axis(ax.yaxis)
    ax.set_title(title)
    ax.grid(alpha=0.3)
    ax.figure.tight_layout()
    return ax


def _is_share(df):
    return "share" in df and bool(df["share"].all())


def report_section(sweep, result, run_dir, plots=True):
    """Markdown for a run's report: the sweep at the run's players, seed and policies, its other
    options kept (written as ``<name>.parquet`` and ``.png`` in the run folder)."""
    players = result.meta["players"]
    seed = result.meta["seed"]
    trials = min(result.trials, SWEEP_TRIALS)
    options = {k: v for k, v in result.meta["options"].items() if k != sweep.option}
    vid = result.meta["spec"].split("(")[0]
    df = sweep_frame(vid, sweep, players, trials, seed, options, policies=result.meta["policies"])
    atomic_save(os.path.join(run_dir, f"{sweep.name}.parquet"), lambda p: df.to_parquet(p, index=False))
    name = result.game.name
    unit = result.game.trial_unit
    lines = [f"## {name}: {sweep.option} swept", "", sweep.text,
             f"{trials:,} {unit}s a row, seed {seed}, {players} players.", ""]
    if plots:
        from ..report.plots import save_figure

        ax = plot_sweep(df, sweep, f"{name}, {players} players, {trials:,} {unit}s a point")
        save_figure(ax.figure, os.path.join(run_dir, f"{sweep.name}.png"))
        lines += [f"![{sweep.name}]({sweep.name}.png)", ""]
    lines += [f"| {sweep.option} | {sweep.measure_label} | 95% CI |", "|---:|---:|---|"]
    share = _is_share(df)
    for _, r in df.iterrows():
        if share:
            lines.append(f"| {int(r['value'])} | {100 * r['estimate']:.3f}% | "
                         f"[{100 * r['ci_low']:.3f}, {100 * r['ci_high']:.3f}] |")
        else:
            lines.append(f"| {int(r['value'])} | {r['estimate']:.4f} | [{r['ci_low']:.4f}, {r['ci_high']:.4f}] |")
    return "\n".join(lines) + "\n"

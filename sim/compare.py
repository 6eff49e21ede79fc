"""Side-by-side comparison of several games run with the same seed, players and trials."""
import os
from dataclasses import dataclass

import pandas as pd

from .errors import UserError
from .io import atomic_save, atomic_write_text
from .runner import new_run_dir, run

METRICS = ("volatility", "winner_category", "wild_rank")


@dataclass
class Comparison:
    metric: str
    results: dict  # spec -> RunResult

    def table(self):
        """Long DataFrame: spec, key, and the estimate with its interval."""
        rows = []
        for spec, res in self.results.items():
            for key, e in res.json_tables.get(self.metric, {}).items():
                rows.append({"spec": spec, "key": key, "count": e.get("count"), "p": e.get("p"),
                             "mean": e.get("mean"), "ci_low": e["ci"][0], "ci_high": e["ci"][1],
                             "players": res.meta["players"], "trials": res.trials, "seed": res.meta["seed"]})
        return pd.DataFrame(rows)

    def wide(self):
        """One row per key, one column per game: 'estimate [low, high]'."""
        df = self.table()
        value = df["p"].where(df["p"].notna(), df["mean"])
        df = df.assign(cell=[f"{v:.4f} [{a:.4f}, {b:.4f}]" for v, a, b in zip(value, df["ci_low"], df["ci_high"])])
        return df.pivot(index="key", columns="spec", values="cell").reindex(
            pd.unique(df["key"])).fillna("")

    def plot(self, ax=None):
        """The comparison chart; for volatility, the leader-wins curves and (when no ``ax`` is
        given) a second panel of lead changes per deal."""
        from .plots import lead_change_bars, volatility_curves

        if self.metric != "volatility":
            return _grouped_bars(self.results, self.metric, ax)
        by_game = {s: r.json_tables["volatility"] for s, r in self.results.items()}
        if ax is not None:
            return volatility_curves(by_game, ax=ax)
        import matplotlib.pyplot as plt

        fig, (left, right) = plt.subplots(1, 2, figsize=(13, 5), gridspec_kw={"width_ratios": [2.3, 1]})
        volatility_curves(by_game, ax=left)
        lead_change_bars(by_game, ax=right)
        return left

    def write(self, folder):
        os.makedirs(folder, exist_ok=True)
        df = self.table()
        atomic_save(os.path.join(folder, f"compare-{self.metric}.parquet"), lambda p: df.to_parquet(p, index=False))
        md = f"# Comparison: {self.metric}\n\n" + _markdown(self.wide()) + "\n"
        atomic_write_text(os.path.join(folder, f"compare-{self.metric}.md"), md)
        from .plots import save_figure

        ax = self.plot()
        save_figure(ax.figure, os.path.join(folder, f"compare-{self.metric}.png"))
        return folder


def _markdown(wide):
    cols = list(wide.columns)
    lines = ["| key | " + " | ".join(cols) + " |", "|---|" + "---|" * len(cols)]
    for key, row in wide.iterrows():
        lines.append(f"| {key} | " + " | ".join(str(row[c]) for c in cols) + " |")
    return "\n".join(lines)


def _grouped_bars(results, metric, ax):
    import matplotlib.pyplot as plt
    import numpy as np

    keys = list(dict.fromkeys(k for r in results.values() for k in r.json_tables[metric]))
    if ax is None:
        _, ax = plt.subplots(figsize=(9, 4.5))
    width = 0.8 / max(1, len(results))
    x = np.arange(len(keys))
    for i, (spec, r) in enumerate(results.items()):
        t = r.json_tables[metric]
        p = np.array([t.get(k, {"p": 0})["p"] for k in keys])
        lo = np.array([t[k]["ci"][0] if k in t else 0 for k in keys])
        hi = np.array([t[k]["ci"][1] if k in t else 0 for k in keys])
        ax.bar(x + i * width, p, width, yerr=np.clip([p - lo, hi - p], 0, None), capsize=2, label=spec)
    ax.set_xticks(x + width * (len(results) - 1) / 2, keys, rotation=30, ha="right")
    ax.set_ylabel(f"P ({metric})")
    ax.legend(fontsize=8)
    ax.figure.tight_layout()
    return ax


def compare(specs, metric="volatility", players=None, trials=10**6, seed=1, threads=None):
    """Run every spec with the same seed, players and trials; return a Comparison."""
    if metric not in METRICS:
        raise UserError(f"unknown metric {metric!r}: choose from {', '.join(METRICS)}")
    if len(specs) < 2:
        raise UserError("compare needs at least two games")
    results = {}
    for spec in specs:
        res = run(spec, players=players, trials=trials, seed=seed, threads=threads, write=False)
        if metric not in res.json_tables:
            raise UserError(f"{spec} does not report {metric}")
        results[res.meta["spec"]] = res
    return Comparison(metric, results)


def compare_to_folder(specs, out="results", **kw):
    c = compare(specs, **kw)
    folder = new_run_dir(out, "compare", kw.get("seed", 1))
    c.write(folder)
    return c, folder

"""Side-by-side comparison of several games run with the same seed, players and trials."""
import os
from dataclasses import dataclass

from .errors import UserError
from .io import atomic_save, atomic_write_json, atomic_write_text
from .words import plural

METRICS = ("volatility", "winner_category", "wild_rank")


@dataclass(repr=False)
class Comparison:
    """The games of one comparison, in the order given; ``complete`` is False when Ctrl-C stopped
    it, and then the last game holds fewer deals than the others (or some games are missing)."""

    metric: str
    results: dict  # spec -> RunResult, in the order given
    players: object = None
    trials: int = 0
    seed: int = 1
    complete: bool = True

    def __repr__(self):
        games = ", ".join(f"{s} ({plural(r.trials, 'deal')}{'' if r.complete else ', partial'})"
                          for s, r in self.results.items())
        state = "" if self.complete else ", partial"
        return f"<Comparison of {self.metric}{state}: {games}>"

    def table(self):
        """Long DataFrame: spec, key (as the game's table has it), label (the key, or what it
        means in that game where it means something of its own), and the estimate with its
        interval."""
        import pandas as pd

        rows = []
        for spec, res in self.results.items():
            labels = self.labels(res)
            for key, e in res.json_tables.get(self.metric, {}).items():
                rows.append({"spec": spec, "key": key, "label": labels.get(key, key),
                             "count": e.get("count"), "p": e.get("p"),
                             "mean": e.get("mean"), "ci_low": e["ci"][0], "ci_high": e["ci"][1],
                             "players": res.meta["players"], "trials": res.trials, "seed": res.meta["seed"],
                             "complete": res.complete})
        return pd.DataFrame(rows)

    def labels(self, res):
        """{key: label} for the keys that mean something of their own in a game (wild_rank's
        `none` in Seven-Up is "none (only 7s wild)"), so that each meaning gets its own row."""
        from .report import key_labels

        return {k: f"{k} ({label})"
                for k, label in key_labels(res.meta["variant"], res.meta["options"], self.metric).items()}

    def labelled(self, res):
        """A game's table of the metric, keyed by label."""
        labels = self.labels(res)
        return {labels.get(k, k): e for k, e in res.json_tables.get(self.metric, {}).items()}

    def wide(self):
        """One row per key, one column per game in the order given: 'estimate [low, high]', with
        probabilities in percent."""
        df = self.table()
        cells = []
        for p, mean, lo, hi in zip(df["p"], df["mean"], df["ci_low"], df["ci_high"]):
            if p == p and p is not None:
                cells.append(f"{100 * p:.2f}% [{100 * lo:.2f}, {100 * hi:.2f}]")
            else:
                cells.append(f"{mean:.3f} [{lo:.3f}, {hi:.3f}]")
        df = df.assign(cell=cells)
        wide = df.pivot(index="label", columns="spec", values="cell")
        wide = wide.reindex(index=list(dict.fromkeys(df["label"])), columns=list(self.results)).fillna("")
        return wide.rename_axis(index="key")

    def heading(self):
        players = self.players if self.players is not None else "each game's default"
        trials = ", ".join(f"{r.trials:,}" for r in self.results.values())
        if len({r.trials for r in self.results.values()}) == 1:
            trials = f"{next(iter(self.results.values())).trials:,}"
        return f"players: {players}; deals per game: {trials}; seed: {self.seed} (the same for every game)"

    def short_heading(self):
        players = plural(self.players, "player") if self.players is not None else "default players"
        return f"{players}, {plural(self.trials, 'deal')} each, seed {self.seed}"

    def to_dict(self):
        from . import __version__

        return {"command": "compare", "metric": self.metric, "players": self.players,
                "trials": self.trials, "seed": self.seed, "complete": self.complete,
                "version": __version__,
                "games": [{"spec": s, "players": r.meta["players"], "trials": r.trials,
                           "complete": r.complete, "table": r.json_tables.get(self.metric, {})}
                          for s, r in self.results.items()]}

    def plot(self, ax=None):
        """The comparison chart; for volatility, the leader-wins curves and (when no ``ax`` is
        given) a second panel of lead changes per deal."""
        from .plots import lead_change_bars, volatility_curves

        if self.metric != "volatility":
            return _grouped_bars({s: self.labelled(r) for s, r in self.results.items()},
                                 self.metric, ax, f"{self.metric.replace('_', ' ')} ({self.short_heading()})")
        by_game = {s: r.json_tables["volatility"] for s, r in self.results.items()}
        title = f"Volatility: how often the leader wins ({self.short_heading()})"
        if ax is not None:
            return volatility_curves(by_game, ax=ax, title=title)
        import matplotlib.pyplot as plt

        fig, (left, right) = plt.subplots(1, 2, figsize=(13, 5.5), gridspec_kw={"width_ratios": [2.3, 1]})
        volatility_curves(by_game, ax=left, title=title)
        lead_change_bars(by_game, ax=right)
        return left

    def write(self, folder):
        os.makedirs(folder, exist_ok=True)
        df = self.table()
        atomic_save(os.path.join(folder, f"compare-{self.metric}.parquet"), lambda p: df.to_parquet(p, index=False))
        atomic_write_json(os.path.join(folder, f"compare-{self.metric}.json"), self.to_dict())
        md = (f"# Comparison: {self.metric}\n\n{self.heading()}.\n\n"
              "Each cell: estimate [95% interval].\n\n" + _markdown(self.wide()) + "\n")
        atomic_write_text(os.path.join(folder, f"compare-{self.metric}.md"), md)
        from .plots import save_figure

        ax = self.plot()
        save_figure(ax.figure, os.path.join(folder, f"compare-{self.metric}.png"))
        return folder


def _markdown(wide):
    cols = list(wide.columns)
    lines = ["| key | " + " | ".join(cols) + " |", "|---|" + "---:|" * len(cols)]
    for key, row in wide.iterrows():
        lines.append(f"| {key} | " + " | ".join(str(row[c]) for c in cols) + " |")
    return "\n".join(lines)


def _grouped_bars(tables, metric, ax, title):
    """One group of bars per key, one bar per game, with 95% intervals."""
    import matplotlib.pyplot as plt
    import numpy as np

    from .plots import percent_axis

    keys = list(dict.fromkeys(k for t in tables.values() for k in t))
    if ax is None:
        _, ax = plt.subplots(figsize=(9, 4.5))
    width = 0.8 / max(1, len(tables))
    x = np.arange(len(keys))
    for i, (spec, t) in enumerate(tables.items()):
        p = np.array([t[k]["p"] if k in t else 0.0 for k in keys])
        lo = np.array([t[k]["ci"][0] if k in t else 0.0 for k in keys])
        hi = np.array([t[k]["ci"][1] if k in t else 0.0 for k in keys])
        ax.bar(x + i * width, p, width, yerr=np.clip([p - lo, hi - p], 0, None), capsize=2, label=spec)
    ax.set_xticks(x + width * (len(tables) - 1) / 2, keys, rotation=30, ha="right")
    ax.set_xlabel(metric.replace("_", " "))
    ax.set_title(title)
    ax.set_ylabel("share of deals")
    percent_axis(ax.yaxis)
    ax.legend(fontsize=8)
    ax.figure.tight_layout()
    return ax


def check_specs(specs, metric, players):
    """The metric, and every spec with these players, checked before the first game runs."""
    from .runner import resolve

    if metric not in METRICS:
        raise UserError(f"unknown metric {metric!r}: choose from {', '.join(METRICS)}")
    if len(specs) < 2:
        raise UserError("compare needs at least two games")
    seen = set()
    for spec in specs:
        variant, opts, _, _ = resolve(spec, players)
        same = variant.spec_string(opts)  # "7-up" and "seven-up" are one game
        if same in seen:
            raise UserError(f"{same} is given twice")
        seen.add(same)


def compare(specs, metric="volatility", players=None, trials=10**6, seed=1, threads=None, log=None,
            engine="local", scheduler=None):
    """Run every spec with the same seed, players and trials; return a Comparison.

    Ctrl-C stops the whole comparison at the next block boundary: the Comparison comes back with
    ``complete=False`` and the games run so far (the last one partial). ``engine="dask"`` runs
    every game on one Dask cluster (see sim.run)."""
    from .runner import engine_for, parse_trials, run

    check_specs(specs, metric, players)
    trials = parse_trials(trials)
    results = {}
    with engine_for(engine, scheduler) as executor:
        for spec in specs:
            res = run(spec, players=players, trials=trials, seed=seed, threads=threads, write=False,
                      log=log, executor=executor)
            if metric not in res.json_tables:
                raise UserError(f"{spec} does not report {metric}")
            if res.meta["spec"] in results:
                raise UserError(f"{res.meta['spec']} is given twice")
            results[res.meta["spec"]] = res
            if not res.complete:
                return Comparison(metric, results, players, trials, seed, complete=False)
    return Comparison(metric, results, players, trials, seed)


def compare_to_folder(specs, out="results", **kw):
    """compare(), then its table, chart and JSON in a new folder (only for a complete comparison:
    the folder is None when Ctrl-C stopped it)."""
    from .io import check_out_dir
    from .runner import new_run_dir

    check_specs(specs, kw.get("metric", "volatility"), kw.get("players"))
    check_out_dir(out)  # before the first game runs, not after the last
    c = compare(specs, **kw)
    if not c.complete:
        return c, None
    folder = new_run_dir(out, "compare", kw.get("seed", 1))
    c.write(folder)
    return c, folder

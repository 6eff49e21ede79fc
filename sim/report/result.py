"""RunResult: a finished (or interrupted) run's tables, as JSON, pandas and files."""
import json
import os
from dataclasses import dataclass, field

import numpy as np

from ..io import atomic_save, atomic_write_csv, atomic_write_json, atomic_write_text

# the columns of every CSV table, in this order; an entry's other fields (``exact``) follow
CSV_COLUMNS = ("key", "count", "p", "mean", "ci_low", "ci_high")


def _number(x):
    """A float for parquet: NaN where an entry has no such value (or nothing was counted)."""
    return float("nan") if x is None else float(x)


@dataclass
class RunResult:
    meta: dict
    counts: np.ndarray
    json_tables: dict     # contract form: {table: {key: {count, p, ci} | {mean, ci}}}
    complete: bool
    elapsed_s: float
    run_dir: str | None = None
    plan_info: dict = field(default_factory=dict)
    game: object = field(default=None, repr=False)  # the GameSpec that was run (rules, report extras)
    layout: dict = field(default=None, repr=False)  # the runner's counters: {name: (offset, length)}

    def __post_init__(self):
        if self.game is None:  # a result built by hand: the registry knows its game
            from ..spec.game_spec import get_variant

            self.game = get_variant(self.meta["variant"])

    def counter(self, name):
        """The raw counts of one of the runner's counters, by name (see ``layout``)."""
        if not self.layout or name not in self.layout:
            known = ", ".join(self.layout or ()) or "none recorded"
            raise KeyError(f"{self.variant} keeps no counter {name!r} (counters: {known})")
        at, n = self.layout[name]
        return self.counts[at:at + n]

    @property
    def variant(self):
        return self.meta["variant"]

    @property
    def trials(self):
        return self.meta["trials_done"]

    @property
    def deals_per_s(self):
        return self.trials / self.elapsed_s if self.elapsed_s > 0 else None

    def to_dict(self):
        """The JSON document of DESIGN.md §7."""
        m = self.meta
        return {
            "variant": m["variant"],
            "spec": m["spec"],
            "players": m["players"],
            "trials": int(m["trials_done"]),
            "trials_target": m.get("trials"),
            "seed": m["seed"],
            "complete": self.complete,
            "options": m["options"],
            "policies": m["policies"],
            "elapsed_s": round(self.elapsed_s, 4),
            "deals_per_s": self.deals_per_s,
            "compile_s": m.get("compile_s", 0.0),
            "until_ci": m.get("until_ci"),
            **({"stopped_by": m["stopped_by"]} if "stopped_by" in m else {}),
            **({"extends": m["extends"]} if "extends" in m else {}),
            "version": m["version"],
            "run_dir": self.run_dir,
            "measured": self.plan_info,
            "tables": self.json_tables,
        }

    def to_json(self, indent=None):
        return json.dumps(self.to_dict(), indent=indent)

    @property
    def tables(self):
        """Each table as a pandas DataFrame indexed by key (count, p, ci_low, ci_high or mean)."""
        import pandas as pd

        out = {}
        for name, table in self.json_tables.items():
            rows = []
            for key, e in table.items():
                row = {"key": key}
                for k, v in e.items():
                    if k == "ci":
                        row["ci_low"], row["ci_high"] = v
                    else:
                        row[k] = v
                rows.append(row)
            out[name] = pd.DataFrame(rows).set_index("key")
        return out

    @property
    def frames(self):
        """The same DataFrames as ``tables``."""
        return self.tables

    def long_rows(self):
        """Every table entry as a flat record with the run's metadata attached."""
        m = self.meta
        rows = []
        for name, table in self.json_tables.items():
            for key, e in table.items():
                rows.append({
                    "table": name, "key": key,
                    "count": float(e["count"]) if "count" in e else float("nan"),
                    "p": _number(e.get("p")), "mean": _number(e.get("mean")),
                    "ci_low": _number(e["ci"][0]), "ci_high": _number(e["ci"][1]),
                    "variant": m["variant"], "spec": m["spec"], "players": int(m["players"]),
                    "trials": int(m["trials_done"]), "seed": int(m["seed"]),
                    "complete": bool(self.complete), "version": m["version"],
                })
        return rows

    def long_frame(self):
        """Every table in one long DataFrame with the run's metadata attached (as in parquet)."""
        import pandas as pd

        return pd.DataFrame(self.long_rows())

    def write_parquet(self, path):
        # pyarrow directly: importing pandas would cost a third of a second per run
        import pyarrow as pa
        import pyarrow.parquet as pq

        rows = self.long_rows()
        table = pa.table({k: [r[k] for r in rows] for k in rows[0]})
        atomic_save(path, lambda p: pq.write_table(table, p))

    def write_csv_tables(self, folder):
        """One CSV file a table in ``folder`` (tidy: a row a key), each written atomically; the
        numbers are those of summary.json, written so that they read back the same."""
        os.makedirs(folder, exist_ok=True)
        for name, table in self.json_tables.items():
            extra = sorted({k for e in table.values() for k in e} - {"count", "p", "mean", "ci"})
            rows = []
            for key, e in table.items():
                low, high = e.get("ci", (None, None))
                rows.append([key, e.get("count"), e.get("p"), e.get("mean"), low, high]
                            + [e.get(k) for k in extra])
            atomic_write_csv(os.path.join(folder, f"{name}.csv"), list(CSV_COLUMNS) + extra, rows)

    # plots -------------------------------------------------------------------------------
    def _title(self, what):
        m = self.meta
        return f"{m['spec']}, {m['players']} players, {int(m['trials_done']):,} {self.game.trial_unit}s: {what}"

    def plot_winner_category(self, ax=None):
        from .plots import bar_with_ci

        return bar_with_ci(self.json_tables["winner_category"], self._title("winning hand"),
                           "P(winning hand is this category)", ax=ax, xlabel="category of the winning hand")

    def plot_wild_rank(self, ax=None):
        from .plots import bar_with_ci
        from .markdown import key_labels, wild_rank_axis

        v, opts = self.variant, self.meta.get("options", {})
        return bar_with_ci(self.json_tables["wild_rank"], self._title("final wild rank"), "P(final wild rank)",
                           ax=ax, xlabel=wild_rank_axis(v, opts), labels=key_labels(v, opts, "wild_rank"))

    def plot_volatility(self, ax=None):
        from .plots import volatility_curves
        from .markdown import every_text

        every = (self.plan_info or {}).get("volatility_every")
        what = "how often the leader goes on to win"
        if every and every > 1:
            what += f"\n(measured on {every_text(every)})"
        return volatility_curves({self.meta["spec"]: self.json_tables["volatility"]}, ax=ax,
                                 title=self._title(what))

    def plot_zevon(self, ax=None):
        """Hot Tuna: how often the Zevon happens and changes the winner."""
        from .plots import bar_with_ci

        labels = {"happens": "a Zevon happens", "changes_winner": "it changes the\nbest high hand",
                  "changes_winner_given_zevon": "it changes the\nbest high hand,\ngiven a Zevon",
                  "changes_pot_winners": "it changes the\npot winners",
                  "changes_pot_winners_given_zevon": "it changes the\npot winners,\ngiven a Zevon"}
        ax = bar_with_ci(self.json_tables["zevon"], self._title("the Zevon"), "P(per deal, or given a Zevon)",
                         ax=ax, xlabel="what the Zevon (a queen rolled as the very last card) does",
                         labels=labels)
        for t in ax.get_xticklabels():
            t.set_rotation(0)
            t.set_ha("center")
        ax.figure.tight_layout()
        return ax

    def plot_declare(self, axes=None):
        """Games with high-low declares: the share of each declare, and how the pot ends."""
        import matplotlib.pyplot as plt

        from .plots import bar_with_ci

        if axes is None:
            fig, axes = plt.subplots(1, 2, figsize=(11, 4.5), gridspec_kw={"width_ratios": [1, 1.6]})
        t = self.json_tables
        who = self.game.declare_unit
        bar_with_ci(t["declare"], "declares", f"share of {who}s declaring", ax=axes[0],
                    xlabel=f"what a {who} declares")
        ends = {f"nobody_{side}": t["events"][f"nobody_{side}"] for side in ("high", "low")
                if f"nobody_{side}" in t.get("events", {})}
        ends.update({k: e for k, e in t.get("tie", {}).items() if k in ("high", "low", "scoop")})
        labels = {"nobody_high": "nobody\ndeclares high", "nobody_low": "nobody\ndeclares low",
                  "high": "the high half\nis split", "low": "the low half\nis split",
                  "scoop": f"one {who}\ntakes the pot"}
        bar_with_ci(ends, "how the pot ends", "P(per deal)", ax=axes[1], xlabel="outcome of the deal",
                    labels=labels)
        axes[0].figure.suptitle(self._title("declares"))
        axes[0].figure.tight_layout()
        return axes[0]

    def plot_winning_totals(self, axes=None):
        """Colored Poker: the points total that wins each half, high and low side by side."""
        import matplotlib.pyplot as plt

        from .plots import histogram_bars

        if axes is None:
            fig, axes = plt.subplots(1, 2, figsize=(11, 4.5))
        for ax, side in zip(axes, ("high", "low")):
            histogram_bars(self.json_tables[f"{side}_winning_total"], f"{side} half",
                           f"P(the {side} half is won with this total)", f"winning {side} total (points)", ax=ax)
        axes[0].figure.suptitle(self._title("winning totals"))
        axes[0].figure.tight_layout()
        return axes[0]

    def plot_between(self, ax=None):
        """In Between: P(the third card falls strictly between the posts) by spread."""
        from .plots import histogram_bars

        # the spreads the rules rule out (no rank between the posts) say nothing: left out
        table = {k: e for k, e in self.json_tables["between"].items() if k.isdigit() and not e.get("exact")}
        return histogram_bars(table, self._title("the third card between the posts"),
                              "P(strictly between)", "spread (ranks strictly between the posts)",
                              ax=ax)

    def _charts(self):
        """(file name, tables it needs, plot method) of every chart a run folder can hold."""
        return (("winner_category", ("winner_category",), self.plot_winner_category),
                ("wild_rank", ("wild_rank",), self.plot_wild_rank),
                ("volatility", ("volatility",), self.plot_volatility),
                ("zevon", ("zevon",), self.plot_zevon),
                ("declare", ("declare",), self.plot_declare),
                ("winning_totals", ("high_winning_total", "low_winning_total"), self.plot_winning_totals),
                ("between", ("between",), self.plot_between))

    def chart_names(self):
        """The charts ``write`` draws for this run (without .png): those whose tables it has."""
        return [name for name, needs, _ in self._charts() if all(t in self.json_tables for t in needs)]

    # files ---------------------------------------------------------------------------------
    def write(self, run_dir, plots=True):
        """summary.json, tables.parquet, tables/*.csv, report.md and (optionally) PNG charts, each
        atomically."""
        os.makedirs(run_dir, exist_ok=True)
        atomic_write_json(os.path.join(run_dir, "summary.json"), self.to_dict())
        self.write_parquet(os.path.join(run_dir, "tables.parquet"))
        self.write_csv_tables(os.path.join(run_dir, "tables"))
        charts = []
        if plots:
            from .plots import save_figure

            names = self.chart_names()
            for name, _, fn in self._charts():
                if name not in names:  # a points game has no hand categories, ...
                    continue
                ax = fn()
                save_figure(ax.figure, os.path.join(run_dir, f"{name}.png"))
                charts.append(f"{name}.png")
        extra = []
        hook = self.game.report_extra
        if hook is not None and self.complete:
            extra.append(hook(self, run_dir, plots))
        from .markdown import markdown_report

        atomic_write_text(os.path.join(run_dir, "report.md"), markdown_report(self, charts, extra))

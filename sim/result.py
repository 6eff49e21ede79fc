"""RunResult: a finished (or interrupted) run's tables, as JSON, pandas and files."""
import json
import os
from dataclasses import dataclass, field

import numpy as np

from .io import atomic_save, atomic_write_json, atomic_write_text


@dataclass
class RunResult:
    meta: dict
    counts: np.ndarray
    json_tables: dict     # contract form: {table: {key: {count, p, ci} | {mean, ci}}}
    complete: bool
    elapsed_s: float
    run_dir: str | None = None
    plan_info: dict = field(default_factory=dict)

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
            "seed": m["seed"],
            "complete": self.complete,
            "options": m["options"],
            "policies": m["policies"],
            "elapsed_s": round(self.elapsed_s, 4),
            "deals_per_s": self.deals_per_s,
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
                    "p": float(e.get("p", float("nan"))), "mean": float(e.get("mean", float("nan"))),
                    "ci_low": float(e["ci"][0]), "ci_high": float(e["ci"][1]),
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

    # plots -------------------------------------------------------------------------------
    def plot_winner_category(self, ax=None):
        from .plots import bar_with_ci

        return bar_with_ci(self.json_tables["winner_category"], f"{self.meta['spec']}: winning hand",
                           "P(winning hand is this category)", ax=ax)

    def plot_wild_rank(self, ax=None):
        from .plots import bar_with_ci

        return bar_with_ci(self.json_tables["wild_rank"], f"{self.meta['spec']}: final wild rank",
                           "P(final wild rank)", ax=ax, keep_zero=True)

    def plot_volatility(self, ax=None):
        from .plots import volatility_curves

        return volatility_curves({self.meta["spec"]: self.json_tables["volatility"]}, ax=ax)

    # files ---------------------------------------------------------------------------------
    def write(self, run_dir, plots=True):
        """summary.json, tables.parquet, report.md and (optionally) PNG charts, each atomically."""
        os.makedirs(run_dir, exist_ok=True)
        atomic_write_json(os.path.join(run_dir, "summary.json"), self.to_dict())
        self.write_parquet(os.path.join(run_dir, "tables.parquet"))
        charts = []
        if plots:
            from .plots import save_figure

            for name, fn in (("winner_category", self.plot_winner_category),
                             ("wild_rank", self.plot_wild_rank),
                             ("volatility", self.plot_volatility)):
                if name not in self.json_tables:  # points games have no hand categories, ...
                    continue
                ax = fn()
                save_figure(ax.figure, os.path.join(run_dir, f"{name}.png"))
                charts.append(f"{name}.png")
        extra = []
        from .variants import get_variant

        hook = get_variant(self.variant).report_extra
        if hook is not None and self.complete:
            extra.append(hook(self, run_dir, plots))
        from .report import markdown_report

        atomic_write_text(os.path.join(run_dir, "report.md"), markdown_report(self, charts, extra))

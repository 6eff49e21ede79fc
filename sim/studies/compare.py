"""Side-by-side comparison of several games run with the same seed, players and trials.

A game is a spec, which may name its own table size (``yanqui-baseball(players=5)``), so that one
game at two sizes, or with two option sets, makes two columns. The metric is any table every game
reports; without one, the first of DEFAULT_METRICS that they all report (score games have no
volatility or hand categories, and every game reports its seats' shares)."""
import os
import re
from dataclasses import dataclass, field

from ..errors import UserError
from ..io import atomic_save, atomic_write_json, atomic_write_text
from ..report.words import plural

DEFAULT_METRICS = ("volatility", "winner_category", "seat_win")
# options inside a spec's parentheses: a comma starts a new one only before "key=" (as parse_spec)
_SPEC = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9_-]*)\s*(?:\((.*)\))?\s*$", re.S)
_OPTION_START = re.compile(r",(?=\s*[A-Za-z0-9_]+\s*=)")


def _known(x):
    """Whether a table value is a number (not the null of a value over no case, nor NaN)."""
    return x is not None and x == x


@dataclass(repr=False)
class Comparison:
    """The games of one comparison, in the order given, keyed by their column labels (the spec,
    with ``players=N`` inside when the games' table sizes differ); ``complete`` is False when
    Ctrl-C stopped it, and then the last game may hold fewer deals than the others and the games
    not run are named in ``missing``."""

    metric: str
    results: dict  # label -> RunResult, in the order given
    players: object = None
    trials: int = 0
    seed: int = 1
    complete: bool = True
    missing: list = field(default_factory=list)  # labels of the games Ctrl-C left unrun

    def __repr__(self):
        games = ", ".join(f"{s} ({plural(r.trials, 'deal')}{'' if r.complete else ', partial'})"
                          for s, r in self.results.items())
        state = "" if self.complete else ", partial"
        return f"<Comparison of {self.metric}{state}: {games}>"

    def table(self):
        """Long DataFrame: spec (the game's column label), key (as the game's table has it), label
        (the key, or what it means in that game where it means something of its own), and the
        estimate with its interval."""
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
        from ..report.markdown import key_labels

        return {k: f"{k} ({label})"
                for k, label in key_labels(res.meta["variant"], res.meta["options"], self.metric).items()}

    def labelled(self, res):
        """A game's table of the metric, keyed by label."""
        labels = self.labels(res)
        return {labels.get(k, k): e for k, e in res.json_tables.get(self.metric, {}).items()}

    def wide(self):
        """One row per key, one column per game in the order given: 'estimate [low, high]', with
        probabilities in percent."""
        import pandas as pd

        df = self.table()
        if df.empty:
            return pd.DataFrame(columns=list(self.results)).rename_axis(index="key")
        cells = []
        for p, mean, lo, hi in zip(df["p"], df["mean"], df["ci_low"], df["ci_high"]):
            if _known(p):
                cells.append(f"{100 * p:.2f}% [{100 * lo:.2f}, {100 * hi:.2f}]")
            elif _known(mean):
                cells.append(f"{mean:.3f} [{lo:.3f}, {hi:.3f}]")
            else:  # a share or mean over no case at all
                cells.append("nothing to count")
        df = df.assign(cell=cells)
        wide = df.pivot(index="label", columns="spec", values="cell")
        wide = wide.reindex(index=list(dict.fromkeys(df["label"])), columns=list(self.results)).fillna("")
        return wide.rename_axis(index="key")

    def titles(self):
        """{label: column title}: the label, and for a game Ctrl-C cut short its deals."""
        return {label: label if r.complete else f"{label} (partial: {plural(r.trials, 'deal')})"
                for label, r in self.results.items()}

    def _players_text(self):
        sizes = {r.meta["players"] for r in self.results.values()}
        if len(sizes) == 1:
            return str(next(iter(sizes)))
        if not sizes:
            return str(self.players) if self.players is not None else "each game's default"
        return "each game's own (in its column)"

    def heading(self):
        players = self._players_text()
        trials = ", ".join(f"{r.trials:,}" for r in self.results.values())
        if len({r.trials for r in self.results.values()}) == 1:
            trials = f"{next(iter(self.results.values())).trials:,}"
        return f"players: {players}; deals per game: {trials}; seed: {self.seed} (the same for every game)"

    def short_heading(self):
        players = self._players_text()
        players = plural(int(players), "player") if players.isdigit() else "players as labelled"
        return f"{players}, {plural(self.trials, 'deal')} each, seed {self.seed}"

    def to_dict(self):
        from .. import __version__

        return {"command": "compare", "metric": self.metric, "players": self.players,
                "trials": self.trials, "seed": self.seed, "complete": self.complete,
                "version": __version__,
                "games": [{"spec": r.meta["spec"], "label": label, "players": r.meta["players"],
                           "trials": r.trials, "complete": r.complete,
                           "table": r.json_tables.get(self.metric, {})}
                          for label, r in self.results.items()],
                "not_run": list(self.missing)}

    def plot(self, ax=None):
        """The comparison chart; for volatility, the leader-wins curves and (when no ``ax`` is
        given) a second panel of lead changes per deal."""
        from ..report.plots import lead_change_bars, volatility_curves

        titles = self.titles()
        if self.metric != "volatility":
            return _grouped_bars({titles[s]: self.labelled(r) for s, r in self.results.items()},
                                 self.metric, ax, f"{self.metric.replace('_', ' ')} ({self.short_heading()})")
        by_game = {titles[s]: r.json_tables["volatility"] for s, r in self.results.items()}
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
        partial = ""
        if not self.complete:
            partial = ("Partial: Ctrl-C stopped the comparison"
                       + (f"; not run: {', '.join(self.missing)}" if self.missing else "") + ".\n\n")
        md = (f"# Comparison: {self.metric}\n\n{self.heading()}.\n\n{partial}"
              "Each cell: estimate [95% interval].\n\n"
              + _markdown(self.wide().rename(columns=self.titles())) + "\n")
        atomic_write_text(os.path.join(folder, f"compare-{self.metric}.md"), md)
        from ..report.plots import save_figure

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

    from ..report.plots import percent_axis

    # a table of probabilities, of means, or of both (events): the probabilities, else the means
    value = "p" if any("p" in e for t in tables.values() for e in t.values()) else "mean"
    keys = list(dict.fromkeys(k for t in tables.values() for k, e in t.items() if value in e))
    if ax is None:
        _, ax = plt.subplots(figsize=(9, 4.5))
    width = 0.8 / max(1, len(tables))
    x = np.arange(len(keys))
    for i, (spec, t) in enumerate(tables.items()):
        # a value over no case is null: no bar
        p = np.array([t[k][value] if k in t else 0.0 for k in keys], dtype=float)
        lo = np.array([t[k]["ci"][0] if k in t else 0.0 for k in keys], dtype=float)
        hi = np.array([t[k]["ci"][1] if k in t else 0.0 for k in keys], dtype=float)
        ax.bar(x + i * width, p, width, yerr=np.clip([p - lo, hi - p], 0, None), capsize=2, label=spec)
    ax.set_xticks(x + width * (len(tables) - 1) / 2, keys, rotation=30, ha="right")
    ax.set_xlabel(metric.replace("_", " "))
    ax.set_title(title)
    if value == "p":
        ax.set_ylabel("share of deals")
        percent_axis(ax.yaxis)
    else:
        ax.set_ylabel("mean")
    ax.legend(fontsize=8)
    ax.figure.tight_layout()
    return ax


def compare(specs, metric=None, players=None, trials=10**6, seed=1, threads=None, log=None,
            engine="local", scheduler=None, stop=None, on_progress=None):
    """Run every spec with the same seed and trials; return a Comparison.

    ``players`` seats every game whose spec names no ``players=N`` of its own (None: each game's
    default). ``metric`` is a table every game reports (None: the first of DEFAULT_METRICS they all
    report); a game that lacks it is named before anything runs. Ctrl-C stops the comparison at
    the next block boundary: the Comparison comes back with ``complete=False``, the games finished,
    the one interrupted (partial) and the names of those not run. ``engine="dask"`` runs every game
    on one Dask cluster (see sim.run). ``stop`` and ``on_progress(done, target)`` as for sim.run,
    over the comparison's deals in all."""
    from ..engine.runner import StopFlag, engine_for, parse_trials, run

    games = _with_tables(check_specs(specs, players))
    metric = _choose_metric(games, metric)
    trials = parse_trials(trials)
    results = {}
    with engine_for(engine, scheduler) as executor, StopFlag() as flag:
        for i, g in enumerate(games, 1):
            if flag.stop or (stop is not None and stop.is_set()):
                break
            if log is not None:
                log(f"game {i} of {len(games)}: {g['label']}")
            heard = None if on_progress is None else (
                lambda done, _, before=(i - 1) * trials: on_progress(before + done, trials * len(games)))
            res = run(g["spec"], players=g["players"], trials=trials, seed=seed, threads=threads,
                      write=False, log=log, executor=executor, stop=stop, on_progress=heard)
            if metric not in res.json_tables:
                raise UserError(f"{g['label']} does not report {metric}")
            if res.trials:  # Ctrl-C before its first deal: not run
                results[g["label"]] = res
            if not res.complete or flag.stop or (stop is not None and stop.is_set()):
                break
    missing = [g["label"] for g in games if g["label"] not in results]
    complete = not missing and all(r.complete for r in results.values())
    return Comparison(metric, results, players, trials, seed, complete=complete, missing=missing)


def split_players(text):
    """(the spec without a ``players=N`` inside its parentheses, N or None): a comparison's game
    may name its own table size. A game with an option of that name keeps it."""
    from ..spec.game_spec import get_variant

    m = _SPEC.match(text or "")
    if not m or not m.group(2) or not m.group(2).strip():
        return text, None
    if any(o.name == "players" for o in get_variant(m.group(1)).options):
        return text, None
    kept, players = [], None
    for part in _OPTION_START.split(m.group(2)):
        key, sep, value = part.partition("=")
        if sep and key.strip().lower() == "players":
            if players is not None:
                raise UserError(f"option players is given twice in {text!r} (players={players} and "
                                f"players={value.strip()}): give it once")
            players = value.strip()
        else:
            kept.append(part.strip())
    if players is None:
        return text, None
    return m.group(1) + (f"({','.join(kept)})" if kept else ""), players


def check_specs(specs, players):
    """Every spec with these players, checked before the first game runs (nothing loaded):
    [{label, spec, players, ...}]; a label given twice ("7-up" and "seven-up") is refused."""
    from ..engine.runner import resolve

    if len(specs) < 2:
        raise UserError("compare needs at least two games")
    games = []
    for text in specs:
        spec, own = split_players(text)
        variant, opts, pol, n = resolve(spec, own if own is not None else players)
        games.append({"spec": variant.spec_string(opts), "players": n,
                      "plan": (variant, opts, pol)})
    several_sizes = len({g["players"] for g in games}) > 1
    seen = set()
    for g in games:
        label = g["spec"]
        if several_sizes:
            label = label[:-1] + f",players={g['players']})" if label.endswith(")") \
                else f"{label}(players={g['players']})"
        if label in seen:
            raise UserError(f"{label} is given twice")
        seen.add(label)
        g["label"] = label
    return games


def check_compare(specs, players=None, metric=None):
    """The metric a comparison of these specs shows (``metric`` checked, or the default one); a
    one-line error for a spec, a seat count or a metric that cannot be compared, before any run."""
    return _choose_metric(_with_tables(check_specs(specs, players)), metric)


def _with_tables(games):
    """The games, each with the names of the tables it reports (``tables``; None where unknown)."""
    import numpy as np

    from ..engine.compiling import load_numba_target

    load_numba_target()
    for g in games:  # the tables each game reports: its decoder on no deals
        variant, opts, pol = g.pop("plan")
        plan = variant.plan(opts, pol, g["players"])
        try:
            g["tables"] = set(plan.decode(np.zeros(plan.n_counters, dtype=np.int64), 1))
        except Exception:  # a decoder that needs deals: checked after the run instead
            g["tables"] = None
    return games


def _choose_metric(games, metric):
    known = [g["tables"] for g in games if g["tables"] is not None]
    common = set.intersection(*known) if known else set()
    if metric is None:
        for name in DEFAULT_METRICS:
            if all(name in t for t in known):
                return name
        raise UserError("these games report no table in common: give --metric")
    lacking = [g["label"] for g in games if g["tables"] is not None and metric not in g["tables"]]
    if lacking:
        verb = "does" if len(lacking) == 1 else "do"
        raise UserError(f"{', '.join(lacking)} {verb} not report {metric}; every game here reports "
                        f"{', '.join(sorted(common)) or 'no table in common'}")
    return metric


def compare_to_folder(specs, out="results", **kw):
    """compare(), then its table, chart and JSON in a new folder; a comparison Ctrl-C stopped is
    written too, with the games it finished and the interrupted one marked partial (the folder is
    None only when no game dealt a hand)."""
    from ..io import check_out_dir
    from ..engine.runner import new_run_dir

    check_specs(specs, kw.get("players"))
    check_out_dir(out)  # before the first game runs, not after the last
    c = compare(specs, **kw)
    if not c.results:
        return c, None
    folder = new_run_dir(out, "compare", kw.get("seed", 1))
    c.write(folder)
    return c, folder

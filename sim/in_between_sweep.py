"""In Between's own study: what a turn wins as the spread from which players bet the limit moves."""
import os

from .io import atomic_save

BET_FROM = (4, 5, 6, 7, 8, 9, 10)
SWEEP_TRIALS = 100_000


def bet_sweep(players=6, trials=SWEEP_TRIALS, seed=1, values=BET_FROM, options=None, threads=None):
    """Long DataFrame of In Between as every player bets the limit from each spread in ``values``:
    columns bet_from, chips_per_turn, ci_low, ci_high, seat0_result, game_length, players,
    trials, seed (``options``: the game's other options, as a dict)."""
    import pandas as pd

    from .runner import run

    rows = []
    for value in values:
        opts = dict(options or {}, bet_from=value)
        spec = "in-between(" + ",".join(f"{k}={str(v).lower()}" for k, v in opts.items()) + ")"
        res = run(spec, players=players, trials=trials, seed=seed, threads=threads, write=False)
        ev = res.json_tables["events"]
        rows.append({"bet_from": value, "chips_per_turn": ev["chips_per_turn"]["mean"],
                     "ci_low": ev["chips_per_turn"]["ci"][0], "ci_high": ev["chips_per_turn"]["ci"][1],
                     "seat0_result": res.json_tables["seat_result"]["0"]["mean"],
                     "game_length": ev["game_length"]["mean"], "players": players,
                     "trials": res.trials, "seed": seed})
    return pd.DataFrame(rows)


def plot_bet_sweep(df, ax=None):
    """Chips a turn wins for its player against the spread from which the limit is bet."""
    import matplotlib.pyplot as plt
    import numpy as np

    if ax is None:
        _, ax = plt.subplots(figsize=(8, 4.5))
    err = np.clip([df["chips_per_turn"] - df["ci_low"], df["ci_high"] - df["chips_per_turn"]], 0, None)
    ax.errorbar(df["bet_from"], df["chips_per_turn"], yerr=err, fmt="-o", markersize=4, capsize=3)
    ax.axhline(0, color="grey", linewidth=0.8)
    ax.set_xlabel("bet the limit from this many ranks between the posts (the minimum below)")
    ax.set_ylabel("chips a turn wins for its player")
    players, games = int(df["players"].iloc[0]), int(df["trials"].iloc[0])
    ax.set_title(f"In Between, {players} players, {games:,} games a point: the betting threshold")
    ax.grid(alpha=0.3)
    ax.figure.tight_layout()
    return ax


def report_section(result, run_dir, plots=True):
    """Markdown for an In Between run's report: the bet_from sweep (written as
    in_between_sweep.parquet and .png), the run's other options kept."""
    players = result.meta["players"]
    seed = result.meta["seed"]
    trials = min(result.trials, SWEEP_TRIALS)
    options = {k: v for k, v in result.meta["options"].items() if k != "bet_from"}
    df = bet_sweep(players=players, trials=trials, seed=seed, options=options)
    atomic_save(os.path.join(run_dir, "in_between_sweep.parquet"),
                lambda p: df.to_parquet(p, index=False))
    lines = ["## In Between: the betting threshold", "",
             f"Every player bets the limit from the spread shown, the minimum below it; {trials:,} "
             f"games a row, seed {seed}. A turn's value counts every turn, so a threshold that "
             "empties the pot sooner plays fewer, larger turns.", ""]
    if plots:
        from .plots import save_figure

        ax = plot_bet_sweep(df)
        save_figure(ax.figure, os.path.join(run_dir, "in_between_sweep.png"))
        lines += ["![in_between_sweep](in_between_sweep.png)", ""]
    lines += ["| bet_from | chips a turn | 95% CI | seat 0's result a game | turns a game |",
              "|---:|---:|---|---:|---:|"]
    for _, r in df.iterrows():
        lines.append(f"| {int(r['bet_from'])} | {r['chips_per_turn']:.3f} | [{r['ci_low']:.3f}, "
                     f"{r['ci_high']:.3f}] | {r['seat0_result']:.3f} | {r['game_length']:.2f} |")
    return "\n".join(lines) + "\n"

"""The fold cut-off study of the game whose declaration names it (Countdown's today): the wild
rank under each fold policy, and as the fold cut-off moves. Titles give the game's declared name."""
import os

import numpy as np
import pandas as pd

from ..io import atomic_save
from ..spec.game_spec import game_with_role, get_variant

CUTOFFS = (0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7)
SWEEP_TRIALS = 200_000


def sensitivity(players=7, trials=SWEEP_TRIALS, seed=1, cutoffs=CUTOFFS, threads=None, game=None):
    """Long DataFrame of the wild-rank distribution at each fold cut-off (``fold=never`` as the
    cut-off 0): columns cutoff, wild_rank, count, p, ci_low, ci_high, players, trials, seed.
    ``game``: the game swept (default: Countdown, the game whose declaration names this study)."""
    from ..engine.runner import run

    game = game or game_with_role("fold-cutoff-study")
    rows = []
    for cutoff in (0.0,) + tuple(cutoffs):
        spec = game if cutoff == 0 else f"{game}(cutoff={cutoff})"
        policies = {"fold": "never"} if cutoff == 0 else {}
        res = run(spec, players=players, trials=trials, seed=seed, threads=threads, write=False,
                  policies=policies)
        for key, e in res.json_tables["wild_rank"].items():
            rows.append({"cutoff": cutoff, "wild_rank": key, "count": e["count"], "p": e["p"],
                         "ci_low": e["ci"][0], "ci_high": e["ci"][1], "players": players,
                         "trials": res.trials, "seed": seed})
    return pd.DataFrame(rows)


def plot_sensitivity(df, ax=None, name=None):
    """P(final wild rank) against the cut-off, one line per outcome, with 95% intervals; ``name``:
    the game's in the title (default: the game whose declaration names this study)."""
    import matplotlib.pyplot as plt

    from ..report.plots import percent_axis

    if ax is None:
        _, ax = plt.subplots(figsize=(9, 4.5))
    for i, (key, g) in enumerate(df.groupby("wild_rank", sort=False)):
        label = "uncontested" if key == "uncontested" else f"{key}s wild"
        err = np.clip([g["p"] - g["ci_low"], g["ci_high"] - g["p"]], 0, None)  # rounding at p = 0
        ax.errorbar(g["cutoff"], g["p"], yerr=err,
                    fmt="-o", markersize=4, capsize=3, color=f"C{i}", label=label)
    ax.set_xlabel("fold cut-off (share of random hands folded at each betting round; 0 = never fold)")
    ax.set_ylabel("P(final wild rank)")
    percent_axis(ax.yaxis)
    players, deals = int(df["players"].iloc[0]), int(df["trials"].iloc[0])
    name = name or get_variant(game_with_role("fold-cutoff-study")).name
    ax.set_title(f"{name}, {players} players, {deals:,} deals a point: the wild rank as folding tightens")
    ax.set_ylim(0, 1.02)
    ax.grid(alpha=0.3)
    # beside the axes, where it covers no curve
    ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1.0), title="final wild rank",
              title_fontsize=8, frameon=False)
    ax.figure.tight_layout()
    return ax


def report_section(result, run_dir, plots=True):
    """Markdown for the studied game's run report: its wild ranks beside the other fold
    policy's, and the cut-off sweep (written as countdown_sensitivity.parquet and .png)."""
    from ..report.markdown import table_markdown
    from ..engine.runner import run

    players = result.meta["players"]
    seed = result.meta["seed"]
    trials = min(result.trials, SWEEP_TRIALS)
    other = "threshold" if result.meta["policies"]["fold"] == "never" else "never"
    alt = run(result.meta["variant"], players=players, trials=trials, seed=seed, write=False,
              policies={"fold": other})
    df = sensitivity(players=players, trials=trials, seed=seed, game=result.meta["variant"])
    atomic_save(os.path.join(run_dir, "countdown_sensitivity.parquet"),
                lambda p: df.to_parquet(p, index=False))
    name = result.game.name
    lines = [f"## {name}: the wild rank by fold policy", "",
             f"This run's policy is fold={result.meta['policies']['fold']}; below, the same seed and "
             f"players with fold={other} ({trials:,} deals). With fold=never everybody stays, so the "
             f"wild rank is always {players}.", "",
             table_markdown(f"wild_rank, fold={other}", alt.json_tables["wild_rank"])]
    if plots:
        from ..report.plots import save_figure

        ax = plot_sensitivity(df, name=name)
        save_figure(ax.figure, os.path.join(run_dir, "countdown_sensitivity.png"))
        lines += [f"## {name}: sensitivity to the fold cut-off", "",
                  f"Each point: {trials:,} deals, seed {seed}. The cut-off is the share of random hands "
                  "of the same size a player folds at each betting round (0: fold=never).", "",
                  "![countdown_sensitivity](countdown_sensitivity.png)", ""]
    wide = df.pivot(index="cutoff", columns="wild_rank", values="p")[list(dict.fromkeys(df["wild_rank"]))]
    lines += ["| cutoff | " + " | ".join(wide.columns) + " |", "|---|" + "---:|" * len(wide.columns)]
    for cutoff, row in wide.iterrows():
        lines.append(f"| {cutoff:g} | " + " | ".join(f"{v:.4f}" for v in row) + " |")
    return "\n".join(lines) + "\n"

"""The draw policy sweep in a draw game's report: how much the winning hand moves when every player
draws by another policy (the same spec, players and seed)."""
import os

from ..io import atomic_save
from ..report.markdown import low_labels

SWEEP_TRIALS = 200_000


def policy_sweep(spec, players, seed, decision="draw", trials=SWEEP_TRIALS, policies=None,
                 other_policies=None, engine="local", scheduler=None, table="winner_category"):
    """Long DataFrame of ``table`` (the winning hand's category; lowball: the winning low) under
    each policy of ``decision`` (the game's other decisions at ``other_policies``): columns policy,
    category, count, p, ci_low, ci_high, players, trials, seed. ``engine="dask"``: every run on
    one Dask cluster, as sim.run."""
    import pandas as pd

    from ..engine.runner import engine_for, run
    from ..spec.game_spec import parse_spec

    variant, _ = parse_spec(spec)
    names = policies or list(next(d for d in variant.decisions if d.name == decision).policies)
    rows = []
    with engine_for(engine, scheduler) as executor:
        for name in names:
            chosen = dict(other_policies or {}, **{decision: name})
            res = run(spec, players=players, trials=trials, seed=seed, write=False,
                      policies=chosen, executor=executor)
            for key, e in res.json_tables[table].items():
                rows.append({"policy": name, "category": key, "count": e["count"], "p": e["p"],
                             "ci_low": e["ci"][0], "ci_high": e["ci"][1], "players": players,
                             "trials": res.trials, "seed": seed})
    return pd.DataFrame(rows)


def largest_moves(df, base):
    """{policy: (category, change in points of P(winner category) from policy ``base``)}: the
    category that moves most under each other policy."""
    wide = df.pivot(index="category", columns="policy", values="p")
    out = {}
    for name in wide.columns:
        if name == base:
            continue
        diff = (wide[name] - wide[base]).abs()
        cat = diff.idxmax()
        out[name] = (cat, 100 * float(wide.loc[cat, name] - wide.loc[cat, base]))
    return out


def report_section(result, run_dir, plots=True, decision="draw"):
    """Markdown for a draw game's report: the winning hand under each policy of ``decision``
    (written as draw_policy_sweep.parquet), and the category each policy moves most."""
    meta = result.meta
    trials = min(result.trials, SWEEP_TRIALS)
    base = meta["policies"][decision]
    others = {k: v for k, v in meta["policies"].items() if k != decision}
    table = result.game.headline_tables(meta["options"])[0]  # the winning hand, or the winning low
    low = table == "low_top"
    try:
        df = policy_sweep(meta["spec"], meta["players"], meta["seed"], decision, trials,
                          other_policies=others, table=table)
    except Exception as e:  # a policy the spec's options refuse (say kicker with lowball)
        from ..errors import UserError

        if not isinstance(e, UserError):
            raise
        names = list(next(d for d in result.game.decisions if d.name == decision).policies)
        allowed = []
        for name in names:
            try:
                policy_sweep(meta["spec"], meta["players"], meta["seed"], decision, 1000,
                             policies=[name], other_policies=others, table=table)
                allowed.append(name)
            except UserError:
                pass
        df = policy_sweep(meta["spec"], meta["players"], meta["seed"], decision, trials,
                          policies=allowed, other_policies=others, table=table)
    atomic_save(os.path.join(run_dir, "draw_policy_sweep.parquet"), lambda p: df.to_parquet(p, index=False))
    wide = df.pivot(index="category", columns="policy", values="p")
    wide = wide.loc[list(dict.fromkeys(df["category"])), list(dict.fromkeys(df["policy"]))]
    what = "winning low" if low else "winning hand"
    lines = [f"## How much the {decision} policy matters", "",
             f"P({what}) with every player under each {decision} policy: {trials:,} deals each, "
             f"seed {meta['seed']}, {meta['players']} players (this run's policy: {base}). Written as "
             "draw_policy_sweep.parquet with 95% intervals.", "",
             f"| {what} | " + " | ".join(wide.columns) + " |", "|---|" + "---:|" * len(wide.columns)]
    labels = low_labels() if low else {}
    for cat, row in wide.iterrows():
        lines.append(f"| {labels.get(cat, cat)} | " + " | ".join(f"{100 * v:.3f}%" for v in row) + " |")
    lines.append("")
    for name, (cat, points) in largest_moves(df, base).items():
        if df[df["policy"] == name]["count"].tolist() == df[df["policy"] == base]["count"].tolist():
            lines.append(f"- {decision}={name} gives the same {what}s as {base} here, deal for "
                         "deal (nothing in this game makes them differ).")
        else:
            lines.append(f"- {decision}={name} moves P({labels.get(cat, cat)}) most: {points:+.2f} "
                         f"points against {base}.")
    return "\n".join(lines) + "\n"

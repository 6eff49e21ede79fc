"""The preflop tables Hold'em players ask for: every starting hand class (169 of them) against
N - 1 random hands, and the 169 x 169 heads-up matrix, with each class's rank and percentile.

Heads-up everything is exact, read from the stored matchups (sim/studies/preflop_matchups.py): a
class's figure is the sum over its hands and every opposing hand, each matchup with every board.
With more seats each class is sampled through `odds` (its hand against N - 1 unknown hands;
one hand stands for its class, whose hands are the same up to suits), to a stated number of
completions, with 95% intervals.
"""
RANKS = "AKQJT98765432"  # the grid's order, the ace first


def class_names():
    """The 169 classes in the grid's order, row by row: the diagonal pairs, suited above it,
    offsuit below (row i, column j: AKs is row A column K, AKo row K column A)."""
    names = []
    for i, a in enumerate(RANKS):
        for j, b in enumerate(RANKS):
            names.append(a + b if i == j else (a + b + "s" if i < j else b + a + "o"))
    return names


def class_index(c0, c1):
    """The grid index (row * 13 + column) of the class of two card codes (or of arrays of them,
    element by element)."""
    import numpy as np

    r0, r1 = 12 - (np.asarray(c0) >> 2), 12 - (np.asarray(c1) >> 2)  # grid rows: the ace 0
    hi, lo = np.minimum(r0, r1), np.maximum(r0, r1)
    suited = (np.asarray(c0) & 3) == (np.asarray(c1) & 3)  # suited: above the diagonal
    return np.where(suited, hi * 13 + lo, lo * 13 + hi)


def combos(name):
    """The number of two-card hands of a class: 6 for a pair, 4 suited, 12 offsuit."""
    return 6 if len(name) == 2 else 4 if name.endswith("s") else 12


def heads_up_matrix():
    """(wins [169, 169], ties, boards) summed over every ordered matchup of a row class's hand
    against a column class's: the row hand's wins, the ties and the boards counted (numpy)."""
    import numpy as np

    from .preflop_matchups import BOARDS, TIES, WIN0, all_matchups, load

    store = load()
    if store is None:
        from ..errors import UserError

        raise UserError("the heads-up matchups are not stored: python -m sim.studies.preflop_matchups")
    keys, rows = store
    pairs, canon = all_matchups()
    at = np.searchsorted(keys, canon)
    cell = class_index(pairs[:, 0], pairs[:, 1]) * 169 + class_index(pairs[:, 2], pairs[:, 3])
    wins = np.bincount(cell, rows[at, WIN0], minlength=169 * 169).reshape(169, 169)
    ties = np.bincount(cell, rows[at, TIES], minlength=169 * 169).reshape(169, 169)
    n = np.bincount(cell, minlength=169 * 169).reshape(169, 169)
    return wins.astype(np.int64), ties.astype(np.int64), n.astype(np.int64) * BOARDS


def against_random(players=2, trials=200_000, seed=1):
    """A pandas frame, a row a class: its equity, win and tie against ``players`` - 1 random
    hands (exact heads-up; else ``trials`` sampled completions a class, with 95% intervals),
    its rank by equity (1 the best) and the percent of starting hands at least as good."""
    import pandas as pd

    names = class_names()
    if players == 2:
        wins, ties, boards = heads_up_matrix()
        w, t, n = wins.sum(axis=1), ties.sum(axis=1), boards.sum(axis=1)
        rows = [{"hand": name, "equity": (w[i] + t[i] / 2) / n[i], "win": w[i] / n[i],
                 "tie": t[i] / n[i], "ci_low": (w[i] + t[i] / 2) / n[i],
                 "ci_high": (w[i] + t[i] / 2) / n[i], "exact": True, "completions": int(n[i])}
                for i, name in enumerate(names)]
    else:
        from ..spec.game_spec import game_with_role
        from .odds_answer import odds

        game = game_with_role("preflop-tables")
        rows = []
        for i, name in enumerate(names):
            a = odds(game, [representative(name)], players=players, trials=trials, seed=seed + i)
            e = a["tables"]["equity"]["0"]
            rows.append({"hand": name, "equity": e["p"], "win": a["tables"]["win"]["0"]["p"],
                         "tie": a["tables"]["tie"]["0"]["p"], "ci_low": e["ci"][0],
                         "ci_high": e["ci"][1], "exact": False, "completions": a["trials"]})
    frame = pd.DataFrame(rows)
    frame.insert(1, "kind", ["pair" if len(h) == 2 else "suited" if h.endswith("s") else "offsuit"
                             for h in frame["hand"]])
    frame.insert(2, "combos", [combos(h) for h in frame["hand"]])
    frame["players"] = players
    order = frame["equity"].rank(ascending=False, method="min").astype(int)
    frame["rank"] = order
    # the share of the 1,326 starting hands whose class has an equity at least this one's
    at_least = [frame.loc[frame["equity"] >= e, "combos"].sum() for e in frame["equity"]]
    frame["top_percent"] = [100 * x / 1326 for x in at_least]
    return frame


def representative(name):
    """One hand of a class, as text (spades, then hearts for a second suit)."""
    if len(name) == 2:
        return f"{name[0]}s{name[1]}h"
    return f"{name[0]}s{name[1]}{'s' if name.endswith('s') else 'h'}"


def matrix_frame():
    """The heads-up matrix as a long pandas frame: hand, against, equity, win, tie, boards."""
    import pandas as pd

    wins, ties, boards = heads_up_matrix()
    names = class_names()
    rows = []
    for i, a in enumerate(names):
        for j, b in enumerate(names):
            if boards[i, j]:
                rows.append({"hand": a, "against": b,
                             "equity": (wins[i, j] + ties[i, j] / 2) / boards[i, j],
                             "win": wins[i, j] / boards[i, j], "tie": ties[i, j] / boards[i, j],
                             "boards": int(boards[i, j])})
    return pd.DataFrame(rows)


def write_tables(out="results", players=2, trials=200_000, seed=1):
    """The tables in a folder of their own under ``out``/preflop-tables/: ``against_random.parquet``
    (and, heads-up, ``heads_up_matrix.parquet``), each as a heat map PNG. Returns the folder and
    the against-random frame."""
    import os

    from ..engine.runner import new_run_dir
    from ..io import atomic_save
    from ..report.plots import save_figure
    from ..report.preflop_chart import grid_figure

    frame = against_random(players, trials, seed)
    folder = new_run_dir(out, "preflop-tables", seed if players > 2 else 0)
    atomic_save(os.path.join(folder, "against_random.parquet"),
                lambda p: frame.to_parquet(p, index=False))
    title = (f"equity against {players - 1} random hand{'s' if players > 2 else ''}"
             + (" (exact)" if players == 2 else f" ({trials:,} completions a class)"))
    save_figure(grid_figure(dict(zip(frame["hand"], frame["equity"])), title),
                os.path.join(folder, "against_random.png"))
    if players == 2:
        matrix = matrix_frame()
        atomic_save(os.path.join(folder, "heads_up_matrix.parquet"),
                    lambda p: matrix.to_parquet(p, index=False))
    return folder, frame

"""The preflop grid: a value per starting hand class on the 13 x 13 grid players know, pairs on
the diagonal, suited hands above it, offsuit below, each cell labelled with its class and its
value in percent."""
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

RANKS = "AKQJT98765432"


def grid_figure(values, title):
    """The figure of ``values`` ({class name: share}) on the grid, with ``title``."""
    grid = np.full((13, 13), np.nan)
    labels = [["" for _ in range(13)] for _ in range(13)]
    for i, a in enumerate(RANKS):
        for j, b in enumerate(RANKS):
            name = a + b if i == j else (a + b + "s" if i < j else b + a + "o")
            if name in values:
                grid[i, j] = values[name]
                labels[i][j] = f"{name}\n{100 * values[name]:.1f}"
    fig, ax = plt.subplots(figsize=(11, 10))
    image = ax.imshow(grid, cmap="RdYlGn", vmin=np.nanmin(grid), vmax=np.nanmax(grid))
    for i in range(13):
        for j in range(13):
            ax.text(j, i, labels[i][j], ha="center", va="center", fontsize=7)
    ax.set_xticks(range(13), list(RANKS))
    ax.set_yticks(range(13), list(RANKS))
    ax.set_title(title + ": suited above the diagonal, offsuit below, percent")
    fig.colorbar(image, ax=ax, fraction=0.046, pad=0.04, format=lambda x, _: f"{100 * x:.0f}%")
    fig.tight_layout()
    return fig

# ---
# jupyter:
#   jupytext:
#     formats: py:percent
#     text_representation:
#       extension: .py
#       format_name: percent
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Draw games: which is the wildest, and how much the draw policy matters
#
# The draw family so far: five-card draw and the games that change one of its rules (which
# ranks are wild, what opens and what wins, a sixth card, replacements face up, a limited draw
# followed by stud cards). This notebook runs them all through the Python API with one seed and
# one table (six players) and asks:
#
# 1. Which game is the wildest: what wins, and how often five of a kind takes the pot?
# 2. How much do the answers depend on how people draw? The same games under the three named
#    draw policies (`simpoker show five-card-draw` states them).
# 3. Jacks or better, trips to win: how many deals does a pot take at each table size?
#
# Nobody bets or folds; every figure is a proportion or mean from the tables the runs return,
# with its 95% interval. Set `SIMPOKER_NB_TRIALS` to change the run size.

# %%
import os

import matplotlib.pyplot as plt
import pandas as pd

import sim
from sim.spec.game_spec import all_variants

TRIALS = int(os.environ.get("SIMPOKER_NB_TRIALS", "400000"))
PLAYERS = 6
GAMES = [v.id for v in all_variants() if v.family.startswith("draw")]
POLICIES = ["standard", "kicker", "pat"]


def fmt(e):
    """'p [low, high]' or 'mean [low, high]' for a table entry."""
    v = e["p"] if "p" in e else e["mean"]
    return f"{v:.3f} [{e['ci'][0]:.3f}, {e['ci'][1]:.3f}]"


GAMES

# %% [markdown]
# ## 1. What wins in each game
#
# The winning hand's category, per game: the share of pots won by four of a kind or better, by
# five of a kind, and the wild cards a player holds at the end.

# %%
runs = {g: sim.run(g, players=PLAYERS, trials=TRIALS, seed=1, write=False) for g in GAMES}
rows = []
for g, res in runs.items():
    win = res.json_tables["winner_category"]
    # Gruesome Twosome's two-card hands have neither: their share counts 0
    quads_up = sum(win[c]["p"] for c in ("four-of-a-kind", "straight-flush", "five-of-a-kind") if c in win)
    held = res.json_tables["events"].get("wild_held")
    rows.append({"game": g, "P(winner: four of a kind or better)": round(quads_up, 4),
                 "P(five of a kind wins)": fmt(win["five-of-a-kind"]) if "five-of-a-kind" in win else "none",
                 "wild cards held": fmt(held) if held else "none wild",
                 "most common winner": max(win, key=lambda c: win[c]["p"])})
wildest = pd.DataFrame(rows).sort_values("P(winner: four of a kind or better)", ascending=False)
wildest

# %%
share = pd.DataFrame({g: {c: e["p"] for c, e in res.json_tables["winner_category"].items()}
                      for g, res in runs.items()}).T.fillna(0.0)
share.loc[wildest["game"]].plot.barh(stacked=True, figsize=(10, 5), colormap="viridis")
plt.xlabel("share of pots won, by the winner's category")
plt.legend(bbox_to_anchor=(1.02, 1), loc="upper left", fontsize=8)
plt.title(f"What wins each draw game ({PLAYERS} players, {TRIALS:,} deals each)")
plt.tight_layout()
plt.show()

# %% [markdown]
# ## 2. How much the draw policy matters
#
# Each game under the three policies: `standard` (keep made hands, pairs, trips and wild cards;
# draw to four-flushes and open straights), `kicker` (as standard, with an ace kicker kept beside
# a lower pair) and `pat` (never draw). The distance between two policies is half the summed
# absolute difference of their winner-category distributions: the share of pots whose winning
# category would change.

# %%
def winner_shares(game, policy):
    res = sim.run(game, players=PLAYERS, trials=TRIALS, seed=2, write=False, policies={"draw": policy})
    return pd.Series({c: e["p"] for c, e in res.json_tables["winner_category"].items()}), res


rows = []
for game in ["five-card-draw", "acey-deucey", "six-back-to-five"]:
    shares = {}
    for policy in POLICIES:
        shares[policy], res = winner_shares(game, policy)
        rows.append({"game": game, "policy": policy,
                     "P(winner: trips or better)": round(float(shares[policy].iloc[3:].sum()), 4),
                     "cards drawn": fmt(res.json_tables["events"]["drawn"]),
                     "leader before the draw wins": fmt(res.json_tables["volatility"]["full:1"])})
    for a, b in (("standard", "kicker"), ("standard", "pat")):
        rows.append({"game": game, "policy": f"distance {a} / {b}",
                     "P(winner: trips or better)": round(float((shares[a] - shares[b]).abs().sum() / 2), 4)})
pd.DataFrame(rows)

# %% [markdown]
# Standing pat changes the winning category of a large share of the pots (around a third to a
# half at six players): the draw is what makes the hands. Between the two drawing policies the
# difference is a percent or two: keeping an ace kicker trades a chance of trips for a chance of
# aces up. In Acey-Deucey it is nothing at all: aces are wild there, so no hand ever holds an ace
# kicker.

# %% [markdown]
# ## 3. Jacks or better, trips to win: deals per pot
#
# A pot needs an opener (a pair of jacks or better) and a winner with trips or better; otherwise
# the cards are dealt again. The expected number of deals per pot is one over the share of deals
# that decide one.

# %%
rows = []
for n in range(2, 8):
    ev = sim.run("jacks-or-better-trips-to-win", players=n, trials=max(TRIALS // 4, 10_000), seed=3,
                 write=False).json_tables["events"]
    rows.append({"players": n, "P(no opener)": fmt(ev["no_opener"]),
                 "P(no winner)": fmt(ev["no_winner"]), "deals per pot": fmt(ev["deals_per_pot"])})
pd.DataFrame(rows)

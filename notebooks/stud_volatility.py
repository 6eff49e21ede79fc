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
# # Which stud game swings hardest? Volatility and wild cards compared
#
# Dealer's-choice stud games differ mostly in what is wild and when that changes. This notebook
# runs several of them through the Python API (`sim.compare`, `sim.run`) with one seed and one
# table size, and asks three questions:
#
# 1. How often does the player leading after each street go on to win (the volatility curves)?
# 2. How often does nothing end up wild, and how often does the wild rank move during a deal?
# 3. In Countdown, what rank ends up wild, and how does that depend on how readily players fold?
#
# Nobody bets here except where a rule needs it (Countdown's folds); `simpoker show ID` gives
# each game's rules and the choices the simulator makes. Every figure comes from the tables the
# runs return, printed with its 95% interval. Set `SIMPOKER_NB_TRIALS` to change the run size.

# %%
import os

import matplotlib.pyplot as plt
import pandas as pd

import sim
from sim.studies.countdown import plot_sensitivity, sensitivity
from sim.report.plots import bar_with_ci

TRIALS = int(os.environ.get("SIMPOKER_NB_TRIALS", "400000"))
PLAYERS = 6  # Seven-Up seats at most six without jokers; every game gets the same table
GAMES = ["follow-the-queen", "seven-up", "yanqui-baseball", "baseball", "sequence",
         "dirty-schultz", "countdown"]


def fmt(e):
    """'p [low, high]' or 'mean [low, high]' for a table entry."""
    v = e["p"] if "p" in e else e["mean"]
    return f"{v:.3f} [{e['ci'][0]:.3f}, {e['ci'][1]:.3f}]"


# %% [markdown]
# ## 1. The volatility curves
#
# `sim.compare` runs every game with the same seed, players and deals. Solid lines: the leader on
# all his cards; dashed: the leader on the cards showing. A low curve that jumps late means the
# early lead is worth little.

# %%
comparison = sim.compare(GAMES, metric="volatility", players=PLAYERS, trials=TRIALS, seed=1)
comparison.plot()
plt.show()
comparison.wide()

# %% [markdown]
# The lead changes per deal, ranked from the steadiest game to the most volatile:

# %%
lead = pd.DataFrame(
    [{"game": g, "lead changes per deal": fmt(r.json_tables["volatility"]["lead_changes"]),
      "mean": r.json_tables["volatility"]["lead_changes"]["mean"],
      "P(leader after street 1 wins)": fmt(r.json_tables["volatility"]["full:1"])}
     for g, r in comparison.results.items()]).sort_values("mean")
lead

# %% [markdown]
# ## 2. What ends up wild
#
# For the games whose wild rank moves, the chance that nothing (beyond the fixed wild cards) is
# wild at the end, and the mean number of changes of the wild rank per deal.

# %%
rows = []
for game in ["follow-the-queen", "seven-up", "yanqui-baseball", "sequence", "dirty-schultz"]:
    res = comparison.results[game]
    ev = res.json_tables["events"]
    nothing = ev.get("nothing_wild") or ev.get("only_sevens")
    rows.append({"game": game, "nothing extra wild": fmt(nothing),
                 "wild changes per deal": fmt(ev["wild_changes"]),
                 "wild cards held per player": fmt(ev["wild_held"])})
pd.DataFrame(rows)

# %%
fig, axes = plt.subplots(1, 2, figsize=(12, 4))
bar_with_ci(comparison.results["follow-the-queen"].json_tables["wild_rank"],
            "Follow the Queen: final wild rank", "P", ax=axes[0])
bar_with_ci(comparison.results["seven-up"].json_tables["wild_rank"],
            "Seven-Up: the rank wild besides the 7s", "P", ax=axes[1])
plt.show()

# %% [markdown]
# ## 3. Countdown: the number of players left is the wild rank
#
# With `fold=never` everyone stays and the wild rank is always the number of players. The default
# `threshold` policy folds, at each betting round, a hand worse than the `cutoff` share of random
# hands its size; the sweep shows how the final wild rank moves as that cut-off rises.

# %%
cd = comparison.results["countdown"]
pd.DataFrame({"P": {k: fmt(e) for k, e in cd.json_tables["wild_rank"].items()}})

# %%
print("the countdown wild changes the winner (vs the same showdown with nothing wild):",
      fmt(cd.json_tables["events"]["wild_changes_winner"]))
sweep = sensitivity(players=PLAYERS, trials=max(TRIALS // 4, 10_000), seed=1)
plot_sensitivity(sweep)
plt.show()
sweep.pivot(index="cutoff", columns="wild_rank", values="p").round(3)

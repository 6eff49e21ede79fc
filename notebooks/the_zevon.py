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
# # The Zevon: how often does Hot Tuna's last-second wild change decide the game?
#
# In Hot Tuna a queen rolled as the very last card of the deal is a *Zevon*: the top card of the
# deck names a new wild rank (a queen there leaves only queens wild). Players do it on purpose,
# to spoil an opponent's hand. This notebook asks:
#
# 1. How often does a Zevon happen, and how often does it change who wins?
# 2. How do the answers move with the number of players (2 to 6)?
# 3. How do they move with the roll policy: `smart` (Zevon only when an opponent shows more of
#    the wild rank), `hide` (never by choice) and `zevon` (whenever possible)?
# 4. Who profits: the last hand to roll, the garbage hand?
#
# "Changes the winner" compares the same final cards scored twice: with the wild rank the Zevon
# set, and with the rank in force before it. The *high winner* is the best high hand at the
# table; the *pot winners* are the hands paid after the high-low declares (declares made again
# under the old rank). `simpoker show hot-tuna --long` gives every rule decision.
# Every figure is printed with its 95% interval. Set `SIMPOKER_NB_TRIALS` to change run sizes.

# %%
import os

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

import sim
from sim.report.plots import bar_with_ci

TRIALS = int(os.environ.get("SIMPOKER_NB_TRIALS", "400000"))


def fmt(e):
    v = e["p"] if "p" in e else e["mean"]
    return f"{v:.4f} [{e['ci'][0]:.4f}, {e['ci'][1]:.4f}]"


def zevon_row(res, **labels):
    z = res.json_tables["zevon"]
    return {**labels, **{k: z[k]["p"] for k in z}, **{k + "_ci": tuple(z[k]["ci"]) for k in z}}


# %% [markdown]
# ## 1. The headline: four players, default policies

# %%
base = sim.run("hot-tuna", players=4, trials=TRIALS, seed=1, write=False)
for key, entry in base.json_tables["zevon"].items():
    print(f"{key:34s} {fmt(entry)}")

# %% [markdown]
# ## 2. Player count
#
# More players means more hands, so the last roller is less often the one holding a queen, but
# more opponents show cards of the wild rank to provoke one.

# %%
by_players = pd.DataFrame([zevon_row(sim.run("hot-tuna", players=p, trials=TRIALS, seed=1, write=False), players=p)
                           for p in range(2, 7)]).set_index("players")
by_players[["happens", "changes_winner", "changes_winner_given_zevon", "changes_pot_winners_given_zevon"]]


# %%
def plot_lines(frame, x_label, title):
    fig, ax = plt.subplots(figsize=(8, 4))
    for key, label in (("happens", "P(Zevon)"), ("changes_winner", "P(Zevon changes the high winner)"),
                       ("changes_winner_given_zevon", "P(changes the high winner | Zevon)"),
                       ("changes_pot_winners_given_zevon", "P(changes the pot winners | Zevon)")):
        lo = np.array([c[0] for c in frame[key + "_ci"]])
        hi = np.array([c[1] for c in frame[key + "_ci"]])
        x = np.arange(len(frame))
        ax.errorbar(x, frame[key], yerr=[frame[key] - lo, hi - frame[key]], marker="o", capsize=3, label=label)
        ax.set_xticks(x, [str(i) for i in frame.index])
    ax.set_xlabel(x_label)
    ax.set_ylabel("probability")
    ax.set_ylim(0, 1)
    ax.set_title(title)
    ax.legend(fontsize=8)
    fig.tight_layout()
    return ax


plot_lines(by_players, "players", "The Zevon by player count (default policies, 95% intervals)")

# %% [markdown]
# ## 3. Roll policy

# %%
by_roll = pd.DataFrame([zevon_row(sim.run("hot-tuna", players=4, trials=TRIALS, seed=1, policies=[f"roll={r}"],
                                          write=False), roll=r)
                        for r in ("hide", "smart", "zevon")]).set_index("roll")
by_roll[["happens", "changes_winner", "changes_winner_given_zevon", "changes_pot_winners_given_zevon"]]

# %%
plot_lines(by_roll, "roll policy", "The Zevon by roll policy (4 players, 95% intervals)")

# %% [markdown]
# Even with `hide` a Zevon happens: the last hand to roll may hold two queens and have to turn
# one up. The conditional rates show how disruptive a Zevon is once it happens; the overall rates
# show how much of the game it decides.

# %% [markdown]
# ## 4. Who profits? Roll position and the three hands

# %%
rows = []
for r in ("hide", "smart", "zevon"):
    res = sim.run("hot-tuna", players=4, trials=TRIALS, seed=1, policies=[f"roll={r}"], write=False)
    pos = res.json_tables["roll_position_win"]
    rows.append({"roll": r, **{f"share_{k}": pos[k]["p"] for k in pos},
                 **{f"{k}_hand": e["p"] for k, e in res.json_tables["hand_win"].items()}})
    print(r, {k: fmt(e) for k, e in pos.items()})
pd.DataFrame(rows).set_index("roll")

# %%
fig, axes = plt.subplots(1, 2, figsize=(11, 4))
bar_with_ci(base.json_tables["roll_position_win"], "Pot share by position in the last roll (4 players)",
            "share of pots", ax=axes[0])
bar_with_ci(base.json_tables["hand_win"], "Pot share by hand", "share of pots", ax=axes[1])

# %% [markdown]
# With twelve hands at the table an average hand takes 1/12 of the pots; hands that survive to
# the last round take much more, and the last to roll more than the others, which is the
# Shadenfreud advantage the rule text describes.

# %% [markdown]
# ## 5. What ends up wild

# %%
bar_with_ci(base.json_tables["wild_rank"], "Final wild rank besides the queens (4 players)", "P")
print("P(only queens wild at the end):", fmt(base.json_tables["wild_rank"]["none"]))

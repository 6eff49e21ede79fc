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
# # House rules: change one rule of a game and see what it does
#
# At the table someone always asks "what if a face-up 4 bought a card?" This notebook writes that
# house rule as a game file of three lines (`extends` the game, then only what differs), runs it
# beside the game it varies with the same seed and seats, and shows in one figure how the winning
# hands move and how much more volatile the game gets. Every figure is a proportion with its 95%
# interval. Set `SIMPOKER_NB_TRIALS` to change the run size.
#
# `simpoker new follow-the-queen` prints the game's whole file, every key with a comment;
# docs/game-files.md explains each key and docs/your-own-game.md walks through six house games.

# %%
import os
import tempfile
from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

import sim

TRIALS = int(os.environ.get("SIMPOKER_NB_TRIALS", "400000"))
PLAYERS = 6
folder = Path(tempfile.mkdtemp())

# %% [markdown]
# ## 1. The house rule, as a file
#
# Follow the Queen, but a face-up 4 offers its player one more down card. The file names the game
# it changes and sets one key; everything else (the moving wild rank, the seats, the options) is
# Follow the Queen's.

# %%
house = folder / "queen-and-fours.toml"
house.write_text('''extends = "follow-the-queen"
id = "queen-and-fours"
name = "Follow the Queen, fours buy a card"

[extra_card]
ranks = ["4"]
''', encoding="utf-8")
print(sim.get_variant(str(house)).rules.split("\n\n")[-1])

# %% [markdown]
# ## 2. Both games, the same deals
#
# `sim.compare` runs the game and its house variation with one seed, so the difference is the rule
# and not the luck of two different runs.

# %%
games = {"Follow the Queen": "follow-the-queen", "fours buy a card": str(house)}
comparison = sim.compare(list(games.values()), metric="winner_category", players=PLAYERS,
                         trials=TRIALS, seed=1)
results = {label: comparison.results[spec] for label, spec in games.items()}


def entries(table, keys=None):
    """A table's proportions and interval half-widths, as a frame by key."""
    keys = keys or list(table)
    return pd.DataFrame({"p": [table[k]["p"] for k in keys],
                         "low": [table[k]["p"] - table[k]["ci"][0] for k in keys],
                         "high": [table[k]["ci"][1] - table[k]["p"] for k in keys]}, index=keys)


# %% [markdown]
# ## 3. One figure: the winning hand, and how often the early leader holds on
#
# Left: the hand that wins the pot. Right: the chance that the seat leading after each street
# (on all his cards) wins; the lower the curve, the more volatile the game.

# %%
fig, (left, right) = plt.subplots(1, 2, figsize=(13, 4.5))
categories = [k for k in results["Follow the Queen"].json_tables["winner_category"]
              if any(r.json_tables["winner_category"][k]["p"] > 0.002 for r in results.values())]
width = 0.4
for i, (label, res) in enumerate(results.items()):
    df = entries(res.json_tables["winner_category"], categories)
    x = np.arange(len(categories)) + (i - 0.5) * width
    left.bar(x, df["p"], width, yerr=[df["low"], df["high"]], capsize=2, label=label)
    vol = res.json_tables["volatility"]
    streets = sorted(int(k.split(":")[1]) for k in vol if k.startswith("full:"))
    curve = entries(vol, [f"full:{s}" for s in streets])
    right.errorbar(streets, curve["p"], yerr=[curve["low"], curve["high"]], fmt="-o",
                   markersize=4, capsize=3, label=label)
left.set_xticks(np.arange(len(categories)), categories, rotation=35, ha="right")
left.set_ylabel("P(winning hand)")
left.set_title("The winning hand")
left.legend()
right.set_xlabel("round measured (1: after the first up street)")
right.set_ylabel("P(the leader then wins)")
right.set_title("Volatility: does the early leader win?")
right.legend()
fig.suptitle(f"Follow the Queen and its house rule, {PLAYERS} players, {TRIALS:,} deals each")
fig.tight_layout()
plt.show()

# %% [markdown]
# ## 4. The figures behind the chart
#
# The events each run counts: cards bought, how often nothing is wild at the end, wild cards held.

# %%
rows = []
for label, res in results.items():
    ev = res.json_tables["events"]
    rows.append({"game": label,
                 "P(five of a kind wins)": res.json_tables["winner_category"]["five-of-a-kind"]["p"],
                 "nothing wild at the end": ev["nothing_wild"]["p"],
                 "wild cards held per hand": ev["wild_held"]["mean"],
                 "cards bought per deal": ev.get("extra_cards", {}).get("mean", 0.0),
                 "P(leader after round 1 wins)": res.json_tables["volatility"]["full:1"]["p"]})
pd.DataFrame(rows).set_index("game").round(4)

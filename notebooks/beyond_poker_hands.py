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
# # Beyond poker hands: when to take a card in 727, and how much to bet in In Between
#
# Two games of the dealer's-choice book where no poker hand wins. In **727** each player is
# offered one card a round and the pot is split between the totals closest to 7 and to 27 (jacks,
# queens and kings half a point); the question is when a player aiming high should stop taking
# cards. In **In Between** a player bets from the pot that the next card falls strictly between
# two face-up posts; the question is from what spread a player should bet the limit.
#
# `simpoker show 727` and `simpoker show in-between` state the rules and the policies. Every figure
# is a proportion or mean with its 95% interval. Set `SIMPOKER_NB_TRIALS` to change the run size.

# %%
import os

import matplotlib.pyplot as plt
import pandas as pd

import sim
from sim.studies.option_sweep import Sweep, sweep_frame

TRIALS = int(os.environ.get("SIMPOKER_NB_TRIALS", "200000"))
PLAYERS = 6


def errorbar(df, ax, label=None):
    """The sweep's estimates against its values, with their intervals."""
    err = [df["estimate"] - df["ci_low"], df["ci_high"] - df["estimate"]]
    ax.errorbar(df["value"], df["estimate"], yerr=err, fmt="-o", markersize=4, capsize=3,
                label=label)

# %% [markdown]
# ## 1. 727: where should a player aiming high stand?
#
# Seat 0 stands once its total nearest 27 reaches the value shown; the other five players follow
# a take policy: the standard (stand from 25), cautious (23) or timid (21). The curve is seat 0's
# share of the pot (a fair share is 1/6).

# %%
stand = Sweep(name="stand", option="hero_stand", values=tuple(range(19, 28)),
              measure=lambda t: t["seat_win"]["0"], measure_label="seat 0's share of the pot",
              option_label="seat 0 stands from this total (points)", text="")
fig, ax = plt.subplots(figsize=(8, 4.5))
best = {}
for policy in ("standard", "cautious", "timid"):
    df = sweep_frame("727", stand, PLAYERS, TRIALS, seed=1, policies={"take": policy})
    errorbar(df, ax, label=f"the others: {policy}")
    best[policy] = int(df.loc[df["estimate"].idxmax(), "value"])
ax.axhline(1 / PLAYERS, color="grey", linewidth=0.8)
ax.set_xlabel("seat 0 stands from this total (points)")
ax.set_ylabel("seat 0's share of the pot")
ax.set_title(f"727, {PLAYERS} players, {TRIALS:,} deals a point")
ax.legend()
best

# %% [markdown]
# How the same games end: how often a player is locked (three declines), busts (past 27 with
# every ace counted 1), and how many cards he takes, under each policy for everyone.

# %%
rows = []
for policy in ("standard", "cautious", "timid"):
    res = sim.run("727", players=PLAYERS, trials=TRIALS, seed=2, write=False,
                  policies={"take": policy})
    ev = res.json_tables["events"]
    rows.append({"policy": policy, "P(locked)": round(ev["locked"]["p"], 4),
                 "P(bust)": round(ev["busted"]["p"], 4),
                 "cards taken": round(ev["cards_taken"]["mean"], 3),
                 "P(declare high)": round(res.json_tables["declare"]["high"]["p"], 4)})
pd.DataFrame(rows)

# %% [markdown]
# ## 2. In Between: the betting curve
#
# Every player bets the limit (half the pot in the first round, the pot after, at most 1,000
# chips) from the spread shown and the minimum below it. A turn wins 4s/50 of the time with s
# ranks between the posts, so a bet of the limit is worth making from 7 (with post_pays_double,
# 8). The curve is what a turn wins for its player on average, with and without the double
# penalty for hitting a post.

# %%
bet = Sweep(name="bet", option="bet_from", values=tuple(range(4, 12)),
            measure=lambda t: t["events"]["chips_per_turn"], measure_label="chips a turn wins",
            option_label="bet the limit from this spread", text="")
fig, ax = plt.subplots(figsize=(8, 4.5))
for options, label in (({}, "standard"), ({"post_pays_double": True}, "post pays double")):
    errorbar(sweep_frame("in-between", bet, PLAYERS, TRIALS, seed=3, options=options), ax, label)
ax.axhline(0, color="grey", linewidth=0.8)
ax.set_xlabel("bet the limit from this many ranks between the posts")
ax.set_ylabel("chips a turn wins for its player")
ax.set_title(f"In Between, {PLAYERS} players, {TRIALS:,} games a point")
ax.legend()

# %% [markdown]
# The chance of the third card falling between, by spread, over every turn played: 4s/50 on any
# one turn, a little less over whole games when the pot can empty (which turns get played
# depends on the cards already gone).

# %%
res = sim.run("in-between", players=PLAYERS, trials=TRIALS, seed=4, write=False)
table = res.json_tables["between"]
pd.DataFrame([{"spread": k, "P(between)": round(e["p"], 4),
               "4s/50": round(4 * int(k) / 50, 4) if k.isdigit() else None,
               "turns": int(res.counter("spread_turns")[i])}
              for i, (k, e) in enumerate(table.items()) if k != "all"])

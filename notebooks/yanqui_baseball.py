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
# # Yanqui Baseball, explored through `sim.run`
#
# In this seven-card stud game the wild rank moves around. Each face-up 3, 5, 7 or 9 makes
# its own rank wild and cancels the one before it, and a face-up 4 gives its owner the right
# to buy one more down card for 25 cents. `simpoker show yanqui-baseball` prints the full
# rules and the choices the simulator makes where the source text is silent. The most
# important one: nobody folds and there is no betting, so every number here describes
# hands that are played to the end, not strategy.
#
# Every run uses the same `TRIALS` (set `SIMPOKER_NB_TRIALS` to change it), a fixed seed and
# `write=False`. All intervals are 95%. They come from the run's tables, and the code
# prints them next to each number, so the text never states a result by hand.

# %%
import os

import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

import sim
from sim.report.plots import bar_with_ci, volatility_curves

TRIALS = int(os.environ.get("SIMPOKER_NB_TRIALS", "200000"))
SPEC = "yanqui-baseball"
PLAYER_COUNTS = range(2, 8)
pd.set_option("display.float_format", "{:.4f}".format)


def yanqui(players=7, seed=1, **kwargs):
    """One run with the notebook's fixed settings."""
    return sim.run(SPEC, players=players, trials=TRIALS, seed=seed, write=False, **kwargs)


def show_p(row, digits=3):
    """A proportion with its interval, from a frame row (p, ci_low, ci_high)."""
    return f"{row['p']:.{digits}f} (95% CI {row['ci_low']:.{digits}f} to {row['ci_high']:.{digits}f})"


def p_at_least(frame, k):
    """P(value >= k) from a histogram table whose keys are "0", "1", ..."""
    return frame.loc[[key for key in frame.index if int(key) >= k], "p"].sum()


def show_mean(row, digits=3):
    return f"{row['mean']:.{digits}f} (95% CI {row['ci_low']:.{digits}f} to {row['ci_high']:.{digits}f})"


def errbar(frame, keys=None):
    """(p, [lower error, upper error]) for matplotlib from a frame with p, ci_low, ci_high."""
    f = frame if keys is None else frame.loc[keys]
    return f["p"].to_numpy(), [(f["p"] - f["ci_low"]).to_numpy(), (f["ci_high"] - f["p"]).to_numpy()]


base = yanqui()  # 7 players, default rules: fours may buy, everyone buys
print(f"{base.trials:,} deals at 7 players in {base.elapsed_s:.2f} s ({base.deals_per_s:,.0f} deals/s)")
print("options:", base.meta["options"], "policies:", base.meta["policies"])

# %% [markdown]
# ## 1. How the wild rank settles
#
# The rank that is wild at the showdown belongs to whichever 3, 5, 7 or 9 was dealt face up
# last. The four ranks are interchangeable, so each should end up wild about a quarter of the
# time. The second chart counts how often the wild rank changes within one deal. A change is
# counted only when the new card has a different rank from the current wild. The first wild
# card of the deal counts as a change, but a second 7 shown while sevens are already wild
# does not.

# %%
fig, (ax0, ax1) = plt.subplots(1, 2, figsize=(12, 4))
base.plot_wild_rank(ax=ax0)
bar_with_ci(base.json_tables["wild_changes"], "7 players: wild-rank changes per deal",
            "P(this many changes)", ax=ax1)
ax1.set_xlabel("changes in one deal")
plt.show()

f = base.frames
wr = f["wild_rank"]
print("final wild rank:")
for key, row in wr.iterrows():
    print(f"  {key:>4}: {show_p(row)}")
wc = f["wild_changes"]
print("P(7 or more changes):", f"{p_at_least(wc, 7):.4f}")
print("P(at most 3 changes):", f"{wc.loc[['0', '1', '2', '3'], 'p'].sum():.4f}")
print("wild cards in one final hand (mean):", show_mean(f["events"].loc["wild_held"]))

# %% [markdown]
# The histogram of changes is not capped (a deal can change the wild rank at most once per up
# card), so the `events` mean of wild changes is the plain mean over deals.
#
# ### Player count
#
# With more players, more cards are face up (four per player), so there are more 3s, 5s, 7s
# and 9s to move the wild rank. Five of a kind needs a wild card, and more hands at the table
# give it more chances to turn up. This holds even though each hand holds fewer wild cards on
# average, because the four cards of the final rank are shared among more hands (see the
# `wild_per_hand` column).

# %%
by_players = {n: yanqui(players=n) for n in PLAYER_COUNTS}

rows = []
for n, res in by_players.items():
    fr = res.frames
    ev = fr["events"]
    rows.append({
        "players": n,
        "changes_mean": ev.loc["wild_changes", "mean"],
        "changes_lo": ev.loc["wild_changes", "ci_low"],
        "changes_hi": ev.loc["wild_changes", "ci_high"],
        "p_7plus_changes": p_at_least(fr["wild_changes"], 7),
        "p_nothing_wild": fr["wild_rank"].loc["none", "p"],
        "p": fr["winner_category"].loc["five-of-a-kind", "p"],
        "ci_low": fr["winner_category"].loc["five-of-a-kind", "ci_low"],
        "ci_high": fr["winner_category"].loc["five-of-a-kind", "ci_high"],
        "wild_per_hand": ev.loc["wild_held", "mean"],
        "extra_cards_per_deal": ev.loc["extra_cards", "mean"],
        "p_shared_card": ev.loc["shared_card", "p"],
    })
sweep = pd.DataFrame(rows).set_index("players")
sweep = sweep.rename(columns={"p": "p_five_kind_wins", "ci_low": "five_lo", "ci_high": "five_hi"})
sweep

# %%
fig, (ax0, ax1) = plt.subplots(1, 2, figsize=(12, 4))
x = sweep.index.to_numpy()
m = sweep["changes_mean"].to_numpy()
ax0.errorbar(x, m, yerr=[m - sweep["changes_lo"], sweep["changes_hi"] - m], fmt="o-", capsize=3)
ax0.set_title("Wild-rank changes per deal")
ax0.set_xlabel("players")
ax0.set_ylabel("mean changes, 95% interval")
ax0.grid(alpha=0.3)
p5 = sweep["p_five_kind_wins"].to_numpy()
ax1.errorbar(x, p5, yerr=[p5 - sweep["five_lo"], sweep["five_hi"] - p5], fmt="o-", capsize=3, color="C1")
ax1.set_title("P(five of a kind wins the pot)")
ax1.set_xlabel("players")
ax1.set_ylabel("probability, 95% interval")
ax1.set_ylim(bottom=0)
ax1.grid(alpha=0.3)
fig.tight_layout()
plt.show()

for n in (min(PLAYER_COUNTS), max(PLAYER_COUNTS)):
    ev = by_players[n].frames["events"]
    print(f"{n} players: wild changes {show_mean(ev.loc['wild_changes'], 2)} "
          f"[P(7 or more) {sweep.loc[n, 'p_7plus_changes']:.3f}], "
          f"five of a kind wins {show_p(ev.loc['five_of_a_kind_wins'])}, "
          f"nothing wild {show_p(by_players[n].frames['wild_rank'].loc['none'], 4)}")

# %% [markdown]
# ## 2. What the extra 4-cards are worth
#
# The buy decision is a single policy that applies to the whole table: either everyone who
# shows a 4 buys, or nobody does. `buy_fours=false` (the rule is off) and `buy=never` (the rule
# is on but nobody buys) deal exactly the same cards. The cell below checks that they give
# identical counts on the same seed. For the comparison, the "never" run uses a different seed
# from the baseline, so the two samples are independent and a plain interval for the difference
# is valid.

# %%
never = yanqui(seed=2, policies={"buy": "never"})
rule_off = yanqui(seed=2, options={"buy_fours": False})
print("buy=never and buy_fours=false give identical counts:",
      bool(np.array_equal(never.counts, rule_off.counts)))


def compare(table, a=base, b=never, labels=("buy always", "buy never")):
    """Side-by-side proportions and the difference a - b with a 95% normal interval."""
    fa, fb = a.frames[table], b.frames[table]
    na = a.trials * (a.meta["players"] if table == "hand_category" else 1)
    nb = b.trials * (b.meta["players"] if table == "hand_category" else 1)
    d = fa["p"] - fb["p"]
    se = np.sqrt(fa["p"] * (1 - fa["p"]) / na + fb["p"] * (1 - fb["p"]) / nb)
    return pd.DataFrame({labels[0]: fa["p"], labels[1]: fb["p"], "diff": d,
                         "diff_lo": d - 1.96 * se, "diff_hi": d + 1.96 * se})


winners = compare("winner_category")
winners

# %%
keys = [k for k in winners.index if winners.loc[k, ["buy always", "buy never"]].max() > 0.001]
fig, ax = plt.subplots(figsize=(10, 4))
xs = np.arange(len(keys))
for i, (label, res) in enumerate((("buy always", base), ("buy never", never))):
    p, err = errbar(res.frames["winner_category"], keys)
    ax.bar(xs + (i - 0.5) * 0.4, p, width=0.4, yerr=err, capsize=3, label=label, color=f"C{i}")
ax.set_xticks(xs, keys, rotation=30, ha="right")
ax.set_ylabel("P(winning hand is this category)")
ax.set_title("7 players: the winning hand with and without bought cards")
ax.legend()
fig.tight_layout()
plt.show()

# %%
hands = compare("hand_category")
strong = ["four-of-a-kind", "straight-flush", "five-of-a-kind"]
ev_a, ev_n = base.frames["events"], never.frames["events"]
players = base.meta["players"]
cost = ev_a.loc["extra_card_cost"]
print("winner is four of a kind or better:",
      f"always {winners.loc[strong, 'buy always'].sum():.3f}, never {winners.loc[strong, 'buy never'].sum():.3f}")
print("any one hand is four of a kind or better:",
      f"always {hands.loc[strong, 'buy always'].sum():.3f}, never {hands.loc[strong, 'buy never'].sum():.3f}")
print("five of a kind wins: always", show_p(ev_a.loc["five_of_a_kind_wins"]),
      "| never", show_p(ev_n.loc["five_of_a_kind_wins"]))
print("cards bought per deal (whole table):", show_mean(ev_a.loc["extra_cards"]))
print("money spent on cards per deal, whole table ($):", show_mean(cost))
print(f"  per seat ($): {cost['mean'] / players:.4f} "
      f"(95% CI {cost['ci_low'] / players:.4f} to {cost['ci_high'] / players:.4f})")
xc = base.frames["extra_cards"]
print("a given seat buys at least one card:",
      f"{xc.loc[['1', '2', '3', '4'], 'count'].sum() / (base.trials * players):.4f}")
print("deck runs short, shared middle card used: always", show_p(ev_a.loc["shared_card"], 4),
      "| never", show_p(ev_n.loc["shared_card"], 4))
print("split pots: always", show_p(base.frames["tie"].loc["split"], 4),
      "| never", show_p(never.frames["tie"].loc["split"], 4))

# %% [markdown]
# **What these tables can and cannot say.** They show how the rule changes the game as a whole.
# With buying on, winning hands are stronger, five of a kind wins more often, and the table
# spends a predictable amount on cards. At seven players, the bought cards can also exhaust the
# deck, which forces a shared card in the middle. That never happens without buying.
#
# They do not show what one purchase is worth to the player who makes it. That requires
# P(win | this seat bought a card), and the kernel never counts wins split by extra cards.
# `extra_cards` and `seat_win` are separate marginal tables. Comparing seat win shares across
# the two settings does not fill the gap either. Every seat follows the same policy and is
# equally likely to show a 4, so any difference between the two runs reflects seat order,
# not the buyer's edge. A bought card moves pots from the players who did not show a 4 to
# those who did, and totals over all deals cannot see that.
# One more caveat: `hand_category` pools all seats of a deal, and its intervals treat those
# hands as independent, which they are not, so those intervals are somewhat too narrow.

# %% [markdown]
# ## 3. The volatility curve
#
# On every 32nd deal the simulator notes who leads after each dealing round from the first up
# card onward. It records two leaders: the best full hand (including down cards) and the best
# showing hand (up cards only). It then checks whether that leader wins at the showdown. With
# seven players, a leader picked at random would win about 1/7 of the time. The last round's
# full-hand leader wins by definition.

# %%
fig, ax = plt.subplots(figsize=(9, 4.5))
volatility_curves({"buy always": base.json_tables["volatility"], "buy never": never.json_tables["volatility"]}, ax=ax)
ax.axhline(1 / players, color="grey", lw=1, ls=":", label="random seat (1/7)")
ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1))  # beside the plot, off the data
plt.show()

vol = base.frames["volatility"]
n_vol = int(round(vol.loc["full:1", "count"] / vol.loc["full:1", "p"])) if vol.loc["full:1", "p"] > 0 else 0
print(f"measured deals: {n_vol:,} (1 in {base.plan_info['volatility_every']})")
for r in range(1, 6):
    print(f"round {r}: full-hand leader wins {show_p(vol.loc[f'full:{r}'])}; "
          f"showing leader wins {show_p(vol.loc[f'showing:{r}'])}")
print("lead changes per deal (full hands):", show_mean(vol.loc["lead_changes"], 2))

# %% [markdown]
# The curve rises slowly through the first three up cards and then jumps at round 4, the last
# face-up street. After that, only the final down card (or, rarely, a shared middle card) can
# change anything, and the wild rank is almost always final. Until then, a single later 3, 5,
# 7 or 9 can cancel the leader's wild cards, so an early lead is worth little. The showing-hand
# leader stays much less reliable than the full-hand leader, because three of each hand's
# seven cards are down cards, and a wild card can hide among them.

# %% [markdown]
# ## 4. Seat effects
#
# Seat 0 sits left of the dealer and gets the first card in every round, and seat 6 gets the
# last. Split pots count as fractions in `seat_win`.

# %%
fig, ax = plt.subplots(figsize=(9, 4))
seats = base.frames["seat_win"].index.tolist()
xs = np.arange(len(seats))
for i, (label, res) in enumerate((("buy always", base), ("buy never", never))):
    p, err = errbar(res.frames["seat_win"], seats)
    ax.bar(xs + (i - 0.5) * 0.4, p, width=0.4, yerr=err, capsize=3, label=label, color=f"C{i}")
ax.axhline(1 / players, color="grey", lw=1, ls=":", label="1/7")
ax.set_xticks(xs, [f"seat {s}" for s in seats])
ax.set_ylabel("share of pots won, 95% interval")
ax.set_title("7 players: win share by seat (seat 0 is dealt first)")
ax.legend()
fig.tight_layout()
plt.show()

sw = base.frames["seat_win"]
print("buy always: seat 0", show_p(sw.loc["0"]), "| seat 6", show_p(sw.loc["6"]))
swn = never.frames["seat_win"]
print("buy never:  seat 0", show_p(swn.loc["0"]), "| seat 6", show_p(swn.loc["6"]))

# %% [markdown]
# The skew is the same with buying on and off, so the 4s do not cause it.
#
# Why the later seats win more: the final wild rank is set by the last 3, 5, 7 or 9 to appear,
# and within every face-up street the later seats are dealt later. So the card that fixes the
# wild rank is more often a later seat's up card, and whoever shows it holds at least one wild
# card for certain. The earlier seats' wild cards are the ones that tend to be cancelled.
#
# The tables do not record who showed that last card. The short numpy check below deals
# shuffled decks in the same order the simulator uses with buying off (two down cards, four up,
# one down, seat 0 first in each round). It then counts which seat showed the card that set the
# final wild rank. If the explanation is right, this share should rise with the seat number, in
# the same direction as the win shares under `buy=never`.

# %%
rng = np.random.default_rng(1)
n_check = min(TRIALS, 200_000)
deck_ranks = np.repeat(np.arange(13, dtype=np.int8), 4)  # 0 is a deuce, 1 a three, ...
shuffled = rng.permuted(np.tile(deck_ranks, (n_check, 1)), axis=1)
up_cards = shuffled[:, 2 * players: 6 * players]  # four face-up rounds, seat order within each
sets_wild = np.isin(up_cards, [1, 3, 5, 7])  # 3, 5, 7, 9
last = up_cards.shape[1] - 1 - np.argmax(sets_wild[:, ::-1], axis=1)
setter_seat = np.where(sets_wild.any(axis=1), last % players, -1)
setter_share = np.bincount(setter_seat[setter_seat >= 0], minlength=players) / n_check

seat_table = pd.DataFrame({
    "shows final wild setter": setter_share,
    "win share (buy never)": swn["p"].to_numpy(),
    "win lo": swn["ci_low"].to_numpy(),
    "win hi": swn["ci_high"].to_numpy(),
}, index=[f"seat {s}" for s in range(players)])
print(f"{n_check:,} shuffled decks; correlation between the two columns: "
      f"{np.corrcoef(seat_table.iloc[:, 0], seat_table.iloc[:, 1])[0, 1]:.3f}")
seat_table

# %% [markdown]
# The setter's share rises steeply toward the last seat, and the win share follows the same
# order. This supports the explanation, though it does not prove it: showing the setter is not
# the same as winning. It also suggests what happens with fewer players. With fewer seats per
# street, the last-seat advantage should shrink, and the table below shows how large it is at
# each player count.

# %%
edge = pd.DataFrame([
    {"players": n,
     "first seat": res.frames["seat_win"].iloc[0]["p"],
     "last seat": res.frames["seat_win"].iloc[-1]["p"],
     "last lo": res.frames["seat_win"].iloc[-1]["ci_low"],
     "last hi": res.frames["seat_win"].iloc[-1]["ci_high"],
     "fair share": 1 / n}
    for n, res in by_players.items()
]).set_index("players")
edge["last / fair"] = edge["last seat"] / edge["fair share"]
edge

# %% [markdown]
# ## What are my chances from here? (`sim.odds`)
#
# The same kernels answer a question from the middle of a hand: given what I hold and what I
# see, how often do I win, and what hand do I end with? Each seat is written `DOWN/UP`, its up
# cards in the order they were dealt (`/UP` where the down cards are unseen). The wild rank
# starts where those up cards left it, and every card still to come is dealt as the game deals
# it. Both answers below are sampled (`TRIALS` completions, seed 1), with 95% intervals.
#
# **Follow the Queen, a queen showing.** After fourth street I hold two aces down and show the
# Kd then the 7c; my opponent shows the Qs then the 9d. The queen was followed by my 7c, so
# sevens are wild for now and my 7 makes three aces. But the next up card can move the wild
# rank (any face-up queen hands it to the card after her).


# %%
def odds_frame(answer, table):
    """One of an odds answer's tables as a frame: p and its interval, in percent."""
    rows = {k: (100 * e["p"], 100 * e["ci"][0], 100 * e["ci"][1])
            for k, e in answer["tables"][table].items() if e["count"]}
    return pd.DataFrame.from_dict(rows, orient="index", columns=["%", "ci low", "ci high"]).round(2)


ftq = sim.odds("follow-the-queen", ["AsAh/Kd7c", "/Qs9d"], trials=TRIALS, seed=1)
print("equity by seat:")
print(odds_frame(ftq, "equity"))
print("\nmy final hand:")
print(odds_frame(ftq, "hand_category"))

# %% [markdown]
# **Baseball after a face-up 4.** In Baseball 3s and 9s are wild and a face-up 4 buys a card
# dealt down at once. After third street I show the 4h, so I hold three down cards (the bought
# one included); two opponents show a 9 (wild) and a jack.

# %%
bb = sim.odds("baseball", ["5d2cKs/4h", "/9c", "/Jd"], trials=TRIALS, seed=1)
print("equity by seat:")
print(odds_frame(bb, "equity"))
print("\nmy final hand:")
print(odds_frame(bb, "hand_category"))

# %% [markdown]
# ## Summary
#
# The cell below prints the main results with their intervals.

# %%
wr7 = base.frames["wild_rank"]
vol = base.frames["volatility"]
e2, e7 = by_players[2].frames["events"], by_players[7].frames["events"]
print(f"1. Final wild rank is close to uniform at 7 players: 3/5/7/9 each "
      f"{wr7.loc[['3', '5', '7', '9'], 'p'].min():.3f} to {wr7.loc[['3', '5', '7', '9'], 'p'].max():.3f}; "
      f"{p_at_least(base.frames['wild_changes'], 7):.3f} of deals change the wild rank 7 or more times.")
print(f"2. Five of a kind wins {show_p(e2.loc['five_of_a_kind_wins'])} at 2 players and "
      f"{show_p(e7.loc['five_of_a_kind_wins'])} at 7; wild changes per deal "
      f"{e2.loc['wild_changes', 'mean']:.2f} to {e7.loc['wild_changes', 'mean']:.2f}.")
print(f"3. Buying 4-cards costs the table {show_mean(ev_a.loc['extra_card_cost'])} $ per deal; "
      f"five of a kind wins {show_p(ev_a.loc['five_of_a_kind_wins'])} with buying vs "
      f"{show_p(ev_n.loc['five_of_a_kind_wins'])} without.")
print(f"4. The full-hand leader after the 1st up card wins {show_p(vol.loc['full:1'])}; "
      f"after the last up card {show_p(vol.loc['full:4'])}.")
print(f"5. Seat 6 wins {show_p(sw.loc['6'])} of pots vs seat 0 {show_p(sw.loc['0'])} (fair 1/7 = {1 / 7:.3f}).")

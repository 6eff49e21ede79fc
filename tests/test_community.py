"""The community family: the community driver (kernels/drivers/community.py) for Texas Hold'em, Tahoe,
Super Eight and the discard games (Pineapple, Crazy Pineapple, Irish) against their twins
(tests/reference/texas_holdem.py, tahoe.py, super_eight.py, discard_holdem.py, written from the
rules without the kernel), deal by deal on replayed card orders and on every table at two table sizes, and Hold'em
against the exact seven-card table."""
from collections import Counter
from math import comb

import numpy as np
import pytest

import sim
from kernels.drivers import community_layout as kc
from kernels.core.cards import make_deck
from sim.spec.cards import format_card
from sim.spec.evaluation import CATEGORY_NAMES
from functools import partial

from tests.reference import crisscross, discard_holdem, holdem_high_low, super_eight, tahoe, texas_holdem
from tests.stud_replay import assert_agree, capped, chi2_p, make_plan, prop_p, stable_seed

GAME = "texas-holdem"
class _Discard:
    """The discard games' twin, one game's play and simulate (all policies standard unless given)."""

    def __init__(self, game, policy="standard"):
        self.play = partial(discard_holdem.play, game=game, policy=policy)
        self.simulate = partial(discard_holdem.simulate, game=game, policy=policy)


TWINS = {"texas-holdem": texas_holdem, "tahoe": tahoe, "super-eight": super_eight,
         "pineapple": _Discard("pineapple"), "crazy-pineapple": _Discard("crazy-pineapple"),
         "irish": _Discard("irish")}
SEVEN_CARD = {"high-card": 23294460, "one-pair": 58627800, "two-pair": 31433400,
              "three-of-a-kind": 6461620, "straight": 6180020, "flush": 4047644,
              "full-house": 3473184, "four-of-a-kind": 224848, "straight-flush": 41584}


def check_deal(r, c, players):
    names = sorted(CATEGORY_NAMES[i] for i, n in enumerate(c["hand_category"]) for _ in range(n))
    assert names == sorted(r["hands"])
    assert CATEGORY_NAMES[int(np.flatnonzero(c["winner_category"])[0])] == r["winner_category"]
    assert list(c["seat_win"][:players]) == [round(s * kc.SHARE_UNITS) for s in r["shares"]]
    assert c["tie"][0] == (len(r["winners"]) > 1)
    assert c["board_plays"][0] == r["board_plays"]
    assert int(np.flatnonzero(c["hole_used"])[0]) == r["hole_used"]
    assert list(c["leader_full_wins"][:3]) == [int(x) for x in r["leader_won"]]
    assert int(np.flatnonzero(c["lead_changes"])[0]) == r["lead_changes"]


DEALS = [(g, "standard") for g in TWINS] + [(g, "high") for g in ("pineapple", "crazy-pineapple", "irish")]


@pytest.mark.parametrize("game,policy", DEALS)
def test_deal_by_deal(game, policy):
    """Every count of 150 replayed deals equals the twin's, at 2, 6 and 10 seats."""
    rng = np.random.default_rng(stable_seed("holdem", game, policy))
    twin = _Discard(game, policy) if policy != "standard" else TWINS[game]
    policies = {"keep": policy} if isinstance(twin, _Discard) else {}
    for players in (2, 6, 10):
        orders = np.array([rng.permutation(make_deck()) for _ in range(150)], dtype=np.int8)
        plan = make_plan(game, players, policies)
        for order, row in zip(orders, plan.replay(orders)):
            text = [format_card(x) for x in order]
            r = twin.play(text, players)
            try:
                check_deal(r, plan.named(row), players)
                if "regret" in r:
                    assert plan.named(row)["regret"][0] == sum(r["regret"])
            except AssertionError as e:
                raise AssertionError(f"{players} players, deck {' '.join(text)}: {e}") from None


# two table sizes a game in the default suite; the full tables, where the twins are slowest,
# under -m slow
@pytest.mark.parametrize("game,players", [
    ("texas-holdem", 3), ("texas-holdem", 6), ("tahoe", 4), ("tahoe", 6), ("super-eight", 3),
    ("super-eight", 6), ("pineapple", 3), ("pineapple", 6), ("crazy-pineapple", 4),
    ("crazy-pineapple", 7), ("irish", 4), ("irish", 6)] + [
    pytest.param(g, n, marks=pytest.mark.slow) for g, n in (
        ("texas-holdem", 9), ("tahoe", 9), ("super-eight", 8), ("pineapple", 9),
        ("crazy-pineapple", 10), ("irish", 8))])
def test_every_table_agrees_with_the_twin(game, players):
    ref_deals = 3000 if players >= 8 else 1500  # the largest tables, under -m slow, the most
    r = TWINS[game].simulate(players, ref_deals, stable_seed("holdem-tables", game, players) % 10_000)
    res = sim.run(game, players=players, trials=200_000, seed=61, write=False)
    c = {name: res.counter(name) for name in res.layout}
    n = res.trials
    vol_n = c["vol_deals"][0]
    cats = list(CATEGORY_NAMES)
    checks = {
        "winner_category": chi2_p([r["winner_category"].get(x, 0) for x in cats], c["winner_category"]),
        "hand_category": chi2_p([r["hand_category"].get(x, 0) for x in cats], c["hand_category"], 2.0),
        "hole_used": chi2_p(capped(r["hole_used"], 4), c["hole_used"]),
        "lead_changes": chi2_p(capped(r["lead_changes"], 8), c["lead_changes"]),
        "board_plays": prop_p(r["board_plays"], ref_deals, c["board_plays"][0], n),
        "tie": prop_p(r["ties"], ref_deals, c["tie"][0], n),
    }
    for t in range(3):
        checks[f"full:{t + 1}"] = prop_p(r["leader_won"][t], ref_deals, c["leader_full_wins"][t], vol_n)
    if "regret" in r:
        checks["regret"] = prop_p(r["regret"], ref_deals * players, c["regret"][0], n * players)
    for seat in range(players):
        checks[f"seat_win:{seat}"] = prop_p(r["seat_shares"][seat], ref_deals,
                                            c["seat_win"][seat] / kc.SHARE_UNITS, n)
    assert_agree(checks)


def test_each_hand_is_a_random_seven_card_hand():
    """Every seat's seven cards are seven random cards: hand_category matches the exact counts of
    the 133,784,560 seven-card hands (two seats share five cards, so the intervals are widened)."""
    total = comb(52, 7)
    res = sim.run(GAME, players=2, trials=300_000, seed=5, write=False)
    table = res.json_tables["hand_category"]
    for name, count in SEVEN_CARD.items():
        lo, hi = table[name]["ci"]
        width = hi - lo
        assert lo - width <= count / total <= hi + width, (name, count / total, table[name])
    assert sum(SEVEN_CARD.values()) == total


def test_volatility_is_measured_on_every_eighth_deal_and_bad_seats_are_refused():
    res = sim.run(GAME, players=4, trials=8000, seed=2, write=False)
    assert res.counter("vol_deals")[0] == 1000
    assert set(res.json_tables["volatility"]) == {"full:1", "full:2", "full:3", "lead_changes"}
    with pytest.raises(sim.UserError, match="2 to 10"):
        sim.run(GAME, players=11, trials=100, write=False)


def check_split_deal(r, c, players):
    check_deal(r, c, players)
    top = int(np.flatnonzero(c["low_top"])[0])
    assert top == (0 if r["no_low"] else int(r["low_top"]))
    assert c["low_tie"][0] == r["low_tie"] and c["scoop"][0] == r["scoop"]


def test_high_low_deal_by_deal():
    """Hold'em high-low, eight or better: every count of 150 replayed deals equals the twin's
    (tests/reference/holdem_high_low.py), at 2, 6 and 10 seats."""
    rng = np.random.default_rng(stable_seed("holdem-high-low"))
    for players in (2, 6, 10):
        orders = np.array([rng.permutation(make_deck()) for _ in range(150)], dtype=np.int8)
        plan = make_plan("texas-holdem(high_low=true)", players)
        for order, row in zip(orders, plan.replay(orders)):
            text = [format_card(x) for x in order]
            try:
                check_split_deal(holdem_high_low.play(text, players), plan.named(row), players)
            except AssertionError as e:
                raise AssertionError(f"{players} players, deck {' '.join(text)}: {e}") from None


@pytest.mark.parametrize("players", [3, 6, pytest.param(8, marks=pytest.mark.slow)])
def test_high_low_tables_agree_with_the_twin(players):
    ref_deals = 3000 if players >= 8 else 1500
    r = holdem_high_low.simulate(players, ref_deals, stable_seed("hl-tables", players) % 10_000)
    res = sim.run("texas-holdem(high_low=true)", players=players, trials=200_000, seed=67, write=False)
    c = {name: res.counter(name) for name in res.layout}
    n = res.trials
    tops = [r["low_top"].get(t, 0) for t in "5678"] + [r["no_low"]]
    checks = {
        "low_top": chi2_p(tops, list(c["low_top"][5:9]) + [c["low_top"][0]]),
        "scoop": prop_p(r["scoops"], ref_deals, c["scoop"][0], n),
        "low_tie": prop_p(r["low_ties"], ref_deals, c["low_tie"][0], n),
    }
    for seat in range(players):
        checks[f"seat_win:{seat}"] = prop_p(r["seat_shares"][seat], ref_deals,
                                            c["seat_win"][seat] / kc.SHARE_UNITS, n)
    assert_agree(checks)
    assert set(res.json_tables["low_top"]) == {"5", "6", "7", "8", "no low"}


def check_cross_deal(r, c, players):
    names = sorted(CATEGORY_NAMES[i] for i, n in enumerate(c["hand_category"]) for _ in range(n))
    assert names == sorted(r["hands"])
    assert CATEGORY_NAMES[int(np.flatnonzero(c["winner_category"])[0])] == r["winner_category"]
    assert list(c["seat_win"][:players]) == [round(s * kc.SHARE_UNITS) for s in r["shares"]]
    assert c["tie"][0] == (len(r["winners"]) > 1)
    assert int(np.flatnonzero(c["wild_rank"])[0]) == 1 + "23456789TJQKA".index(r["wild_rank"])
    assert list(c["wild_held"]) == capped(Counter(r["wild_held"]), 16)
    assert list(c["line"]) == [r["line"].count("vertical"), r["line"].count("horizontal")]
    assert list(c["leader_full_wins"][:3]) == [int(x) for x in r["leader_won"]]
    assert int(np.flatnonzero(c["lead_changes"])[0]) == r["lead_changes"]


def test_crisscross_deal_by_deal():
    """Crisscross: every count of 150 replayed deals equals the twin's (tests/reference/crisscross.py),
    at 2, 6 and 10 seats."""
    rng = np.random.default_rng(stable_seed("crisscross"))
    for players in (2, 6, 10):
        orders = np.array([rng.permutation(make_deck()) for _ in range(150)], dtype=np.int8)
        plan = make_plan("crisscross", players)
        for order, row in zip(orders, plan.replay(orders)):
            text = [format_card(x) for x in order]
            try:
                check_cross_deal(crisscross.play(text, players), plan.named(row), players)
            except AssertionError as e:
                raise AssertionError(f"{players} players, deck {' '.join(text)}: {e}") from None


@pytest.mark.parametrize("players", [3, 7])
def test_crisscross_tables_agree_with_the_twin(players):
    ref_deals = 2000
    r = crisscross.simulate(players, ref_deals, stable_seed("cross-tables", players) % 10_000)
    res = sim.run("crisscross", players=players, trials=200_000, seed=71, write=False)
    c = {name: res.counter(name) for name in res.layout}
    n = res.trials
    vol_n = c["vol_deals"][0]
    cats = list(CATEGORY_NAMES)
    checks = {
        "winner_category": chi2_p([r["winner_category"].get(x, 0) for x in cats], c["winner_category"]),
        "hand_category": chi2_p([r["hand_category"].get(x, 0) for x in cats], c["hand_category"], 2.0),
        "wild_held": chi2_p(capped(r["wild_held"], 16), c["wild_held"], 2.0),
        "wild_rank": chi2_p([r["wild_rank"].get(x, 0) for x in "23456789TJQKA"], c["wild_rank"][1:14]),
        "line": chi2_p([r["line"].get(x, 0) for x in ("vertical", "horizontal")], c["line"], 2.0),
        "winner_line": chi2_p([r["winner_line"].get(x, 0) for x in ("vertical", "horizontal")],
                              c["winner_line"]),
        "lead_changes": chi2_p(capped(r["lead_changes"], 8), c["lead_changes"]),
        "tie": prop_p(r["ties"], ref_deals, c["tie"][0], n),
    }
    for t in range(3):
        checks[f"full:{t + 1}"] = prop_p(r["leader_won"][t], ref_deals, c["leader_full_wins"][t], vol_n)
    for seat in range(players):
        checks[f"seat_win:{seat}"] = prop_p(r["seat_shares"][seat], ref_deals,
                                            c["seat_win"][seat] / kc.SHARE_UNITS, n)
    assert_agree(checks)

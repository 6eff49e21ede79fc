"""Cincinnati Liz (kernels/games/cincinnati_liz.py) against its twin (tests/reference/cincinnati_liz.py,
written from the rules without the kernel): deal by deal on replayed card orders under both wild
rules at three table sizes, every table at two sizes a rule, and the wild rank's distribution
against its exact value."""
from collections import Counter
from math import comb

import numpy as np
import pytest

import sim
from kernels.drivers import community_layout as kc
from kernels.core.cards import make_deck
from sim.spec.cards import format_card
from sim.spec.evaluation import CATEGORY_NAMES

from tests.reference import cincinnati_liz
from tests.stud_replay import assert_agree, capped, chi2_p, make_plan, prop_p, stable_seed

RANKS = "23456789TJQKA"


def spec(wild):
    return "cincinnati-liz" if wild == "lowest" else f"cincinnati-liz(wild={wild})"


def check_deal(r, c, players):
    names = sorted(CATEGORY_NAMES[i] for i, n in enumerate(c["hand_category"]) for _ in range(n))
    assert names == sorted(r["hands"])
    assert CATEGORY_NAMES[int(np.flatnonzero(c["winner_category"])[0])] == r["winner_category"]
    assert list(c["seat_win"][:players]) == [round(s * kc.SHARE_UNITS) for s in r["shares"]]
    assert c["tie"][0] == (len(r["winners"]) > 1)
    assert int(np.flatnonzero(c["wild_rank"])[0]) == 1 + RANKS.index(r["wild_rank"])
    assert list(c["wild_held"]) == capped(Counter(r["wild_held"]), 16)
    assert list(c["leader_full_wins"][:kc.LIZ_MOMENTS]) == [int(x) for x in r["leader_won"]]
    assert int(np.flatnonzero(c["lead_changes"])[0]) == r["lead_changes"]


@pytest.mark.parametrize("wild", ["lowest", "middle"])
def test_deal_by_deal(wild):
    """Every count of 150 replayed deals equals the twin's, at 2, 5 and 9 seats."""
    rng = np.random.default_rng(stable_seed("cincinnati-liz", wild))
    for players in (2, 5, 9):
        orders = np.array([rng.permutation(make_deck()) for _ in range(150)], dtype=np.int8)
        plan = make_plan(spec(wild), players)
        for order, row in zip(orders, plan.replay(orders)):
            text = [format_card(x) for x in order]
            try:
                check_deal(cincinnati_liz.play(text, players, wild=wild), plan.named(row), players)
            except AssertionError as e:
                raise AssertionError(f"{players} players, deck {' '.join(text)}: {e}") from None


@pytest.mark.parametrize("players,wild", [
    (3, "lowest"), (6, "lowest"), (3, "middle"), (5, "middle"),
    pytest.param(9, "lowest", marks=pytest.mark.slow), pytest.param(8, "middle", marks=pytest.mark.slow)])
def test_every_table_agrees_with_the_twin(players, wild):
    ref_deals = 1500
    r = cincinnati_liz.simulate(players, ref_deals, stable_seed("liz-tables", players) % 10_000,
                                wild=wild)
    res = sim.run(spec(wild), players=players, trials=200_000, seed=73, write=False)
    c = {name: res.counter(name) for name in res.layout}
    n = res.trials
    vol_n = c["vol_deals"][0]
    cats = list(CATEGORY_NAMES)
    checks = {
        "winner_category": chi2_p([r["winner_category"].get(x, 0) for x in cats], c["winner_category"]),
        "hand_category": chi2_p([r["hand_category"].get(x, 0) for x in cats], c["hand_category"], 2.0),
        "wild_held": chi2_p(capped(r["wild_held"], 16), c["wild_held"], 2.0),
        "wild_rank": chi2_p([r["wild_rank"].get(x, 0) for x in RANKS], c["wild_rank"][1:14]),
        "lead_changes": chi2_p(capped(r["lead_changes"], 8), c["lead_changes"]),
        "tie": prop_p(r["ties"], ref_deals, c["tie"][0], n),
    }
    for t in range(kc.LIZ_MOMENTS):
        checks[f"full:{t + 1}"] = prop_p(r["leader_won"][t], ref_deals, c["leader_full_wins"][t], vol_n)
    for seat in range(players):
        checks[f"seat_win:{seat}"] = prop_p(r["seat_shares"][seat], ref_deals,
                                            c["seat_win"][seat] / kc.SHARE_UNITS, n)
    assert_agree(checks)
    assert set(res.json_tables["volatility"]) == {f"full:{t + 1}" for t in range(5)} | {"lead_changes"}


def exact_lowest_rank():
    """P(the lowest rank of five cards from 52 is r), r = 0 (the 2) .. 12 (the ace): the five
    all of rank r or higher, less all of them higher."""
    at_least = [comb(4 * (13 - r), 5) for r in range(14)]
    return [(at_least[r] - at_least[r + 1]) / comb(52, 5) for r in range(13)]


@pytest.mark.parametrize("wild", ["lowest", "middle"])
def test_wild_rank_matches_its_exact_distribution(wild):
    """The lowest row rank's exact law (an ace is lowest only with five aces: never), the middle
    card's uniform one; each count within 4.5 standard errors."""
    exact = exact_lowest_rank() if wild == "lowest" else [1 / 13] * 13
    assert abs(sum(exact) - 1) < 1e-12
    res = sim.run(spec(wild), players=2, trials=300_000, seed=79, write=False)
    counts = res.counter("wild_rank")[1:14]
    n = res.trials
    for r, (k, p) in enumerate(zip(counts, exact)):
        sd = (n * p * (1 - p)) ** 0.5
        assert abs(k - n * p) <= 4.5 * sd + 1e-9, (RANKS[r], k, n * p)
    assert counts[12] == 0 or wild == "middle"


def test_bad_wild_option_and_seats_are_refused():
    with pytest.raises(sim.UserError, match="choose from lowest, middle"):
        sim.run("cincinnati-liz(wild=highest)", trials=100, write=False)
    with pytest.raises(sim.UserError):
        sim.run("cincinnati-liz", players=10, trials=100, write=False)

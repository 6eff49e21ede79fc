"""Red-Black (kernels/games/red_black.py) against its twin (tests/reference/red_black.py, written from
the rules without the kernel): deal by deal on replayed card orders under every policy at three
table sizes, and every table at two sizes."""
from collections import Counter

import numpy as np
import pytest

import sim
from kernels.games import red_black_layout as kr
from kernels.core.cards import make_deck
from sim.spec.cards import format_card

from tests.reference import red_black as twin
from tests.stud_replay import assert_agree, chi2_p, make_plan, prop_p, stable_seed

SETTINGS = [{}, {"pass": "lowest"}, {"declare": "red"}, {"pass": "lowest", "declare": "black"}]
OFF = kr.TOTAL_OFFSET


def twin_args(policies):
    return dict(policy=policies.get("pass", "standard"), declare=policies.get("declare", "standard"))


def check_deal(r, c, players):
    assert list(c["seat_win"][:players]) == [round(float(s) * kr.SHARE_UNITS) for s in r["shares"]]
    declares = Counter(r["declares"])
    assert list(c["declares"]) == [declares["red"], declares["black"]]
    for side, name in ((0, "red"), (1, "black")):
        winners = r[f"{name}_winners"]
        totals = r[f"{name}_totals"]
        if winners:
            assert c[f"{name}_total"][totals[winners[0]] + OFF] == 1, name
            assert c["split"][side] == int(len(winners) > 1), name
        else:
            assert c[f"{name}_total"].sum() == 0 and c["nobody"][side] == 1, name


@pytest.mark.parametrize("policies", SETTINGS)
def test_deal_by_deal(policies):
    """Every count of 200 replayed deals equals the twin's, at 2, 5 and 7 seats."""
    rng = np.random.default_rng(stable_seed("red-black", sorted(policies.items())))
    for players in (2, 5, 7):
        orders = np.array([rng.permutation(make_deck()) for _ in range(200)], dtype=np.int8)
        plan = make_plan("red-black", players, policies)
        for order, row in zip(orders, plan.replay(orders)):
            text = [format_card(x) for x in order]
            r = twin.play(text, players, **twin_args(policies))
            try:
                check_deal(r, plan.named(row), players)
            except AssertionError as e:
                raise AssertionError(f"{players} players, deck {' '.join(text)}: {e}") from None


@pytest.mark.parametrize("players,policies", [
    (3, {}), (6, {}), (4, {"pass": "lowest"}), (7, {"pass": "lowest"}),
    pytest.param(5, {"declare": "black"}, marks=pytest.mark.slow)])
def test_every_table_agrees_with_the_twin(players, policies):
    ref_deals = 3000
    r = twin.simulate(players, ref_deals, stable_seed("red-black-tables", players) % 10_000,
                      **twin_args(policies))
    res = sim.run("red-black", players=players, trials=200_000, seed=113, write=False,
                  policies=policies)
    c = {name: res.counter(name) for name in res.layout}
    n = res.trials
    seats_r, seats_k = ref_deals * players, n * players
    totals = range(-OFF, 128 - OFF)
    checks = {
        "declares": chi2_p([r["declares_red"], r["declares_black"]], c["declares"], 2.0),
        "red_total": chi2_p([r["red_total"].get(t, 0) for t in totals], c["red_total"]),
        "black_total": chi2_p([r["black_total"].get(t, 0) for t in totals], c["black_total"]),
        "split_red": prop_p(r["split_red"], ref_deals, c["split"][0], n),
        "split_black": prop_p(r["split_black"], ref_deals, c["split"][1], n),
        "aim_kept": prop_p(r["aim_kept"].get(True, 0), seats_r, c["aim_kept"][1], seats_k),
    }
    for seat in range(players):
        checks[f"seat_win:{seat}"] = prop_p(float(r["shares"][seat]), ref_deals,
                                            c["seat_win"][seat] / kr.SHARE_UNITS, n)
    assert_agree(checks)


def test_bad_policies_and_seats_are_refused():
    with pytest.raises(sim.UserError):
        sim.run("red-black", trials=100, write=False, policies={"pass": "random"})
    with pytest.raises(sim.UserError):
        sim.run("red-black", players=8, trials=100, write=False)

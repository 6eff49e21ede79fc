"""727 (kernels/games/seven_two_seven.py) against its twin (tests/reference/seven_two_seven.py, written
from the rules without the kernel): deal by deal on replayed card orders under every option and
policy at three table sizes, every table at two sizes, and the dealt totals against their exact
law."""
from collections import Counter
from itertools import permutations

import numpy as np
import pytest

import sim
from kernels.games import seven_two_seven_layout as k7
from kernels.core.cards import make_deck
from sim.spec.cards import format_card, parse_card
from sim.games.seven_two_seven import card_values

from tests.reference import seven_two_seven as twin
from tests.stud_replay import assert_agree, chi2_p, make_plan, prop_p, stable_seed

TWIN_NAMES = {"222": "two_two_two", "333_style": "three_three_three"}
# the twin's take policies that take low under 5 of 7, standing high at 26, 23 and 21 of 27
TWIN_TAKE = {"standard": "home", "cautious": "home_cautious", "timid": "home_timid"}
SETTINGS = [  # (options, policies)
    ({}, {}),
    ({}, {"take": "cautious", "declare": "high"}),
    ({"targets": "7.5/27.5"}, {"take": "timid", "declare": "low"}),
    ({"targets": "8/28", "price_is_right": True}, {}),
    ({"strict_price_is_right": True}, {}),
    ({"with_options": True}, {"take": "cautious"}),
    ({"chilcoots": True}, {}),
    ({"moores": True}, {}),
    ({"222": True}, {}),
    ({"333_style": True}, {"take": "cautious"}),
    ({"color": "black"}, {}),
    ({"color": "red", "with_options": True}, {}),
    ({"hero_stand": 20}, {}),
    ({"hero_low_stand": 3, "targets": "8/28"}, {"take": "cautious"}),
]


def spec(options):
    return "727" + (f"({','.join(f'{k}={str(v).lower()}' for k, v in options.items())})"
                    if options else "")


def twin_args(options, policies):
    out = {TWIN_NAMES.get(k, k): v for k, v in options.items()
           if k not in ("hero_stand", "hero_low_stand")}
    return dict(out, policy=TWIN_TAKE[policies.get("take", "standard")],
                declare=policies.get("declare", "standard"), hero_stand=options.get("hero_stand", 0),
                hero_low_stand=options.get("hero_low_stand", 0))


def check_deal(r, c, players):
    assert list(c["seat_win"][:players]) == [round(float(s) * k7.SHARE_UNITS) for s in r["shares"]]
    assert c["carried"][0] == int(r["carried"])
    assert c["locked"][0] == sum(r["locked"])
    assert list(c["taken"][:16]) == [[len(t) for t in r["taken"]].count(k) for k in range(16)]
    assert c["rounds"][min(r["rounds"], 63)] == 1
    assert c["stock_ran_out"][0] == int(r["stock_ran_out"])
    assert c["discards"][0] == sum(x is not None for x in r["discarded"])
    assert list(c["declares"]) == [r["declares"].count("high"), r["declares"].count("low")]
    dealt = Counter(r["dealt_hard"])  # the twin's totals are in half-points, as the kernel's
    assert {k: int(v) for k, v in enumerate(c["dealt_hard"]) if v} == dict(dealt)
    for side, name in (("high", "high_total"), ("low", "low_total")):
        winners = r[f"{side}_winners"]
        if winners:
            assert c[name][r["side_totals"][winners[0]]] == 1, side
        else:
            assert c[name].sum() == 0, side


@pytest.mark.parametrize("options,policies", SETTINGS)
def test_deal_by_deal(options, policies):
    """Every count of 150 replayed deals equals the twin's, at 2, 6 and 10 seats."""
    rng = np.random.default_rng(stable_seed("727", spec(options), sorted(policies.items())))
    for players in (2, 6, 10):
        orders = np.array([rng.permutation(make_deck()) for _ in range(150)], dtype=np.int8)
        plan = make_plan(spec(options), players, policies)
        for order, row in zip(orders, plan.replay(orders)):
            text = [format_card(x) for x in order]
            r = twin.play(text, players, **twin_args(options, policies))
            try:
                check_deal(r, plan.named(row), players)
            except AssertionError as e:
                raise AssertionError(f"{players} players, deck {' '.join(text)}: {e}") from None


@pytest.mark.parametrize("players,options,policies", [
    (3, {}, {}), (8, {}, {}), (4, {"with_options": True, "targets": "8/28"}, {"take": "cautious"}),
    (7, {"with_options": True, "targets": "8/28"}, {"take": "cautious"}),
    (5, {"strict_price_is_right": True, "chilcoots": True}, {}),
    (9, {"strict_price_is_right": True, "chilcoots": True}, {}),
    pytest.param(10, {"333_style": True, "color": "red"}, {}, marks=pytest.mark.slow)])
def test_every_table_agrees_with_the_twin(players, options, policies):
    ref_deals = 3000
    r = twin.simulate(players, ref_deals, stable_seed("727-tables", players) % 10_000,
                      **twin_args(options, policies))
    res = sim.run(spec(options), players=players, trials=200_000, seed=107, write=False,
                  policies=policies)
    c = {name: res.counter(name) for name in res.layout}
    n = res.trials
    seats_r, seats_k = ref_deals * players, n * players
    totals = range(k7.TOTAL_BUCKETS)
    checks = {
        "carried": prop_p(r["carried"], ref_deals, c["carried"][0], n),
        "locked": prop_p(r["locked"], seats_r, c["locked"][0], seats_k),
        "busted": prop_p(r["busted"], seats_r, c["busted"][0], seats_k),
        "declares": chi2_p([r["declares_high"], r["declares_low"]], c["declares"], 2.0),
        "taken": chi2_p([r["taken"].get(k, 0) for k in range(32)], c["taken"], 2.0),
        "rounds": chi2_p([r["rounds"].get(k, 0) for k in range(64)], c["rounds"]),
        "high_total": chi2_p([r["high_total"].get(t, 0) for t in totals], c["high_total"]),
        "low_total": chi2_p([r["low_total"].get(t, 0) for t in totals], c["low_total"]),
        "dealt": chi2_p([r["dealt_hard"].get(t, 0) for t in range(64)], c["dealt_hard"], 2.0),
        "discards": prop_p(r["discards"], seats_r, c["discards"][0], seats_k),
    }
    for seat in range(players):
        checks[f"seat_win:{seat}"] = prop_p(float(r["shares"][seat]), ref_deals,
                                            c["seat_win"][seat] / k7.SHARE_UNITS, n)
    assert_agree(checks)


@pytest.mark.parametrize("options", [{}, {"222": True}, {"color": "black"}])
def test_dealt_totals_match_their_exact_law(options):
    """A seat's two cards are two random cards: its dealt total (aces 1) follows the law of the
    52 * 51 ordered pairs under the option's card values."""
    value, _ = card_values(options)
    exact = Counter(value[a] + value[b] for a, b in permutations(range(52), 2))
    res = sim.run(spec(options), players=4, trials=100_000, seed=109, write=False)
    dealt = res.counter("dealt_hard")
    n = int(dealt.sum())
    for total, k in exact.items():
        p = k / (52 * 51)
        sd = (n * p * (1 - p)) ** 0.5
        assert abs(dealt[total] - n * p) <= 2 * 4.5 * sd + 1e-9, (total, int(dealt[total]), n * p)
    assert set(np.flatnonzero(dealt)) <= set(exact)


def test_the_report_sweeps_seat_zeros_stand_total(tmp_path):
    res = sim.run("727", players=5, trials=20_000, seed=3, out=str(tmp_path))
    import pandas as pd

    run_dir = tmp_path / "727" / res.run_dir.split("/")[-1]
    df = pd.read_parquet(run_dir / "hero_stand_sweep.parquet")
    assert list(df["value"]) == list(range(18, 27))
    at = df.set_index("value")
    assert at.loc[18, "ci_high"] < at.loc[25, "ci_low"]
    low = pd.read_parquet(run_dir / "hero_low_stand_sweep.parquet")
    assert list(low["value"]) == list(range(1, 8))


def test_two_face_cards_take_a_card_under_the_standard_policy():
    """Seat 0 dealt a king and a queen (1 point) takes a card, as a home player would; seat 1 on
    5 and 2 (7) stands to play low. Seat 0 stands once its hard total reaches 5 of 7."""
    top = ["Kc", "5d", "Qh", "2s"]  # seat 0 gets the 1st and 3rd cards, seat 1 the 2nd and 4th
    stock = ["2c", "2d", "Jc"]      # seat 0 takes 2, 2 (5 points) and stands
    rest = [x for x in make_deck() if format_card(x) not in top + stock]
    order = np.array([[parse_card(t) for t in top + stock] + rest], dtype=np.int8)
    plan = make_plan("727", 2, {})
    c = plan.named(plan.replay(order)[0])
    assert list(c["taken"][:4]) == [1, 0, 1, 0]  # seat 1 took none, seat 0 two
    r = twin.play([format_card(x) for x in order[0]], 2, **twin_args({}, {}))
    assert [len(t) for t in r["taken"]] == [2, 0]
    assert twin.take_decision(["Kc", "Qh"], 1, "home", 0, twin.Rules()) == "take"
    assert twin.take_decision(["Kc", "Qh", "2c", "2d"], 1, "home", 0, twin.Rules()) == "decline"


def test_a_seat_may_hold_more_than_half_the_deck_under_a_colour_rule():
    """Black 727: seat 0 dealt 8 of clubs and a red card (8) takes toward 26: every other red
    card (worth 0), then two black nines: 27 cards taken, a hand of 29, as the twin says (the
    kernel's hands once held 24 cards, and wrote past them)."""
    reds = [format_card(x) for x in make_deck() if format_card(x)[1] in "dh"]
    top = ["8c", "2c", reds[0], "5s"]  # seat 1: 7, stands low
    stock = reds[1:] + ["9c", "9s"]
    rest = [x for x in make_deck() if format_card(x) not in top + stock]
    order = np.array([[parse_card(t) for t in top + stock] + rest], dtype=np.int8)
    plan = make_plan("727(color=black)", 2, {})
    c = plan.named(plan.replay(order)[0])
    r = twin.play([format_card(x) for x in order[0]], 2, **twin_args({"color": "black"}, {}))
    assert [len(t) for t in r["taken"]] == [27, 0]
    check_deal(r, c, 2)
    # the kernel's hand array holds any hand: at 2 seats, all but the other seat's two cards
    assert k7.MAX_HAND >= 50


def test_bad_options_policies_and_seats_are_refused():
    for bad in ("727(targets=9/29)", "727(222=true,333_style=true)",
                "727(222=true,targets=8/28)", "727(moores=true,strict_price_is_right=true)",
                "727(color=green)", "727(hero_stand=40)", "727(hero_low_stand=17)"):
        with pytest.raises(sim.UserError):
            sim.run(bad, trials=100, write=False)
    with pytest.raises(sim.UserError):
        sim.run("727", trials=100, write=False, policies={"take": "always"})
    with pytest.raises(sim.UserError):
        sim.run("727", players=11, trials=100, write=False)

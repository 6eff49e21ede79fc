"""Extra Point Poker (kernels/games/extra_point_poker.py) against its twin
(tests/reference/extra_point_poker.py, written from the rules without the kernel): deal by deal
on replayed streams (deal deck, post deck, reshuffle) under every option and policy at three
table sizes, every table at two sizes, and the kick's exact first-round success rate."""
from collections import Counter
from fractions import Fraction
from itertools import product

import numpy as np
import pytest

import sim
from kernels.games import extra_point_poker_layout as ke
from kernels.core.cards import make_deck
from kernels.core.categories import CATEGORY_NAMES

from tests.reference import extra_point_poker as twin
from tests.stud_replay import assert_agree, chi2_p, make_plan, prop_p, replay_against_twin, stable_seed

SETTINGS = [("extra-point-poker", {}), ("extra-point-poker", {"ace": "high"}),
            ("extra-point-poker", {"ace": "low"}),
            ("extra-point-poker(bend_the_post=true)", {}),
            ("extra-point-poker(bend_the_post=true)", {"bend": "always"}),
            ("extra-point-poker(bend_the_post=true)", {"bend": "never", "ace": "high"})]


def twin_args(spec, policies):
    return dict(bend_the_post="bend_the_post=true" in spec, ace=policies.get("ace", "standard"),
                bend=policies.get("bend", "standard"))


def check_deal(r, c, players):
    assert list(c["seat_win"][:players]) == [round(float(s) * ke.SHARE_UNITS) for s in r["shares"]]
    first = Counter(k["first"] for k in r["kicks"])
    final = Counter(k["final"] for k in r["kicks"])
    assert list(c["first"]) == [first[o] for o in ke.OUTCOMES], "first"
    assert list(c["final"]) == [final[o] for o in ke.OUTCOMES], "final"
    by_round = Counter(k["round"] for k in r["kicks"] if k["final"] == "good")
    assert list(c["good_by_round"]) == [by_round[i] for i in range(ke.ROUNDS)], "by round"
    assert list(c["bends"]) == [r["bends"], r["bends_good"]], "bends"
    sizes = Counter(r["sizes"])
    assert list(c["sizes"]) == [sizes[k] for k in range(ke.MAX_HAND + 1)], "sizes"
    won = Counter(r["sizes"][s] for s in r["winners"])
    assert list(c["winner_sizes"]) == [won[k] for k in range(ke.MAX_HAND + 1)], "winner sizes"
    assert c["winner_category"][CATEGORY_NAMES.index(r["category"])] == 1, "category"
    assert c["reshuffles"][0] == r["reshuffles"], "reshuffles"
    assert list(c["ace_calls"]) == [r["ace_calls"]["high"], r["ace_calls"]["low"]], "ace calls"
    assert c["tie"][0] == int(len(r["winners"]) > 1)


@pytest.mark.parametrize("spec,policies", SETTINGS)
def test_deal_by_deal(spec, policies):
    """Every count of 150 replayed deals equals the twin's, at 2, 5 and 7 seats (a stream: the
    deal deck, the post deck and a reshuffle's order)."""
    replay_against_twin(spec, policies, (2, 5, 7), 150,
                        lambda stream, players: twin.play(stream, players, **twin_args(spec, policies)),
                        check_deal, streams=3)


def test_a_replayed_stream_without_a_reshuffle_order_is_refused():
    rows = np.array([np.concatenate([make_deck(), make_deck()])], dtype=np.int8)
    with pytest.raises(ValueError, match="no permutation left"):
        make_plan("extra-point-poker", 7, {}).replay(rows)


def test_the_first_round_kicks_succeed_at_their_exact_rate():
    """A first-round kick: two posts, a random pair of different cards of the post deck, and a
    football from the other deck; every (post, post, football) counted, against the kernel's
    first-round success rate (standard ace calls)."""
    def value(r, call):
        return call if r == 12 else r + 2
    good = total = 0
    for a, b in product(range(52), repeat=2):
        if a == b:
            continue
        ra, rb = a >> 2, b >> 2
        if ra == 12 and rb == 12:
            lo, hi = 1, 14
        else:
            other = value(rb if ra == 12 else ra, 0)
            call = 1 if other >= 8 else 14
            lo, hi = sorted((value(ra, call), value(rb, call)))
        for f in range(52):
            total += 1
            good += int(f >> 2 != 12 and lo < (f >> 2) + 2 < hi)
    exact = Fraction(good, total)
    res = sim.run("extra-point-poker", players=6, trials=400_000, seed=5, write=False)
    c = res.counter("good_by_round")
    n = res.trials * 6
    sd = (float(exact) * (1 - float(exact)) / n) ** 0.5
    assert abs(c[0] / n - float(exact)) < 4 * sd, (c[0] / n, float(exact))


@pytest.mark.parametrize("spec,players,policies", [
    ("extra-point-poker", 3, {}), ("extra-point-poker", 7, {}),
    ("extra-point-poker(bend_the_post=true)", 4, {}),
    pytest.param("extra-point-poker(bend_the_post=true)", 6, {"bend": "always"},
                 marks=pytest.mark.slow)])
def test_every_table_agrees_with_the_twin(spec, players, policies):
    ref_deals = 3000
    r = twin.simulate(players, ref_deals, stable_seed("extra-point-tables", spec, players) % 10_000,
                      **twin_args(spec, policies))
    res = sim.run(spec, players=players, trials=200_000, seed=119, write=False, policies=policies)
    c = {name: res.counter(name) for name in res.layout}
    n = res.trials
    kicks_r, kicks_k = ref_deals * players * ke.ROUNDS, n * players * ke.ROUNDS
    checks = {
        "first": chi2_p([r["first"][o] for o in ke.OUTCOMES], c["first"]),
        "final": chi2_p([r["final"][o] for o in ke.OUTCOMES], c["final"]),
        "good_by_round": chi2_p(r["good_by_round"], c["good_by_round"]),
        "sizes": chi2_p([r["sizes"][k] for k in range(ke.MAX_HAND + 1)], c["sizes"]),
        "winner_sizes": chi2_p([r["winner_sizes"][k] for k in range(ke.MAX_HAND + 1)],
                               c["winner_sizes"]),
        "win_category": chi2_p([r["win_category"][x] for x in twin.CATEGORIES],
                               c["winner_category"][[CATEGORY_NAMES.index(x) for x in twin.CATEGORIES]]),
        "ties": prop_p(r["ties"], ref_deals, c["tie"][0], n),
        "bends": prop_p(r["bends"], kicks_r, c["bends"][0], kicks_k),
        "reshuffles": prop_p(r["reshuffles"], ref_deals, c["reshuffles"][0], n),
    }
    for seat in range(players):
        checks[f"seat_win:{seat}"] = prop_p(float(r["shares"][seat]), ref_deals,
                                            c["seat_win"][seat] / ke.SHARE_UNITS, n)
    assert_agree(checks)

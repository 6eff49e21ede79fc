"""`advise` on the draw against opponents (sim/studies/advise_draw.py): every hold replayed
through the game's kernel with the hero's hold forced, the others drawing by policy, on the same
sampled completions. The policy's hold is `odds` itself (the same seeded completions); standing
pat is `odds` with every seat standing pat where the opponents would anyway; a forced hold's
final hands agree with the exact count of the hero alone."""
import math

import pytest

import sim
from sim.studies.advise import advice
from sim.studies.advise_draw import draw_against


@pytest.mark.parametrize("spec, hands, players", [
    ("five-card-draw", ["4s3d6s7sTh", "KsKh9c8d2d"], 3),
    ("five-card-draw", ["AsAhKdQc2c"], 4),
    ("five-card-draw(wild=2)", ["2c7s7dKhQd", "AcKcQcJc9d"], 2),
    ("stedmans", ["9h8h7h6hKc"], 3),
    # drawn cards come face up, and only face-up deuces are wild: the mark found by replay
    ("shut-and-open", ["2s2d9c8h3s", "QsQdJc8c4d"], 3),
    ("five-card-draw(roll_em=best)", ["AsAhKdQc2c"], 3),
    ("five-card-draw(roll_your_own=true)", ["As9h9dQc2c", "KsKhTc8d2d"], 3),
    # kernels of their own reading the forced hold: a draw limit, a player's own little ones
    ("psycho", ["AsAdKc2h5s", "QsQd9c8h3s"], 3),
    ("psycho(max_draw=1)", ["9h8h7h6hKc"], 4),
    ("kings-and-little-ones", ["AsAdKc2h5s", "QsQd9c8h3s"], 3),
])
def test_the_policys_hold_is_odds_on_the_same_completions(spec, hands, players):
    a = advice(spec, hands, players=players, trials=8192, seed=5)
    (marked,) = [r for r in a.rows if r["default"]]
    o = sim.odds(spec, hands, players=players, trials=8192, seed=5)
    assert marked["equity"] == pytest.approx(o["tables"]["equity"]["0"]["p"], abs=1e-12)
    assert marked["win"] == pytest.approx(o["tables"]["win"]["0"]["p"], abs=1e-12)
    assert all(r["completions"] == 8192 for r in a.rows) and not a.exact


def test_standing_pat_is_odds_with_every_seat_pat_where_the_others_stand_pat_anyway():
    hands = ["AsAhKdQc2c", "9h8h7h6h5h", "KsQsJs9s3s"]  # a straight flush and a flush stand pat
    a = advice("five-card-draw", hands, trials=8192, seed=3)
    pat = next(r for r in a.rows if r["option"] == "stand pat")
    o = sim.odds("five-card-draw", hands, trials=8192, seed=3, policies=["draw=pat"])
    assert pat["equity"] == pytest.approx(o["tables"]["equity"]["0"]["p"], abs=1e-12)


def test_a_forced_hold_ends_as_the_exact_count_says():
    """The hero alone through the kernel, each hold forced, against the exact enumeration of
    every draw: each final category within 5 standard errors (26 holds x 9 categories)."""
    v = sim.get_variant("five-card-draw")
    opts, pols = v.resolve_options({}), v.resolve_policies({})
    sampled = draw_against(v, opts, pols, v.plan(opts, pols, 1), ["AsAhKdQc2c"], None, 1,
                           20_000, 7, type(advice("five-card-draw", ["AsAhKdQc2c"], players=1,
                                                  target="two-pair")))
    exact = {r["kept"]: r["final"] for r in advice("five-card-draw", ["AsAhKdQc2c"], players=1,
                                                   target="two-pair").rows}
    n = 20_000
    for r in sampled.rows:
        for c, p in exact[r["kept"]].items():
            se = math.sqrt(max(p * (1 - p), 1 / n) / n)
            assert abs(r["final"].get(c, 0.0) - p) <= 5 * se, (r["option"], c)


def test_common_completions_make_the_differences_sharp():
    """Each difference to the best is a mean of per-deal differences on the same completions:
    for most options its interval is narrower than two independent samples would give (not for
    all: a hold that draws another number of cards shifts every later seat's draw in the stock,
    so its deals share less)."""
    a = advice("five-card-draw", ["AsAhKdQc2c", "KsKh9c8d2d"], players=2, trials=8192)
    best = a.rows[0]["ci"][1] - a.rows[0]["ci"][0]
    sharper = [r["diff_ci"][1] - r["diff_ci"][0] < math.hypot(best, r["ci"][1] - r["ci"][0])
               for r in a.rows[1:]]
    assert sum(sharper) >= 2 * len(sharper) / 3


def test_breaking_a_made_straight_flush_comes_last_against_opponents():
    a = advice("five-card-draw", ["9h8h7h6h5h", "AsAdKsKd2c"], players=3, trials=4096)
    assert a.rows[0]["option"] == "stand pat" and a.rows[0]["equity"] > 0.99
    assert all(r["diff_ci"][1] < 0 for r in a.rows[1:])


@pytest.mark.parametrize("spec, hands, players", [
    ("five-card-draw(lowball=true)", ["As2d5h9cKc", "3c4d6h7sQd"], 3),
    ("honky-tonk", ["As2d3h9cKc"], 3),
    ("five-card-draw(high_low=true)", ["KsKd4c3h2s", "AhAdQc8s7d"], 2),
])
def test_a_low_pots_policy_hold_is_odds_on_the_same_completions(spec, hands, players):
    a = advice(spec, hands, players=players, trials=8192, seed=9)
    (marked,) = [r for r in a.rows if r["default"]]
    o = sim.odds(spec, hands, players=players, trials=8192, seed=9)
    assert marked["equity"] == pytest.approx(o["tables"]["equity"]["0"]["p"], abs=1e-12)


def test_until_ci_samples_until_every_interval_is_that_narrow():
    a = advice("five-card-draw", ["AsAhKdQc2c", "KsKh9c8d2d"], players=2, until_ci=0.02)
    n = a.rows[0]["completions"]
    assert n % 16384 == 0 and n < 10**6
    for r in a.rows:
        assert (r["ci"][1] - r["ci"][0]) / 2 <= 0.02 + 1e-12
        assert (r["diff_ci"][1] - r["diff_ci"][0]) / 2 <= 0.02 + 1e-12


def test_the_paired_intervals_are_the_per_deal_ones():
    """The running sums give the interval a per-deal array would: checked on the mean of each
    option against a direct computation from the same replays."""
    import numpy as np

    from sim.studies.advise_forced import paired_intervals

    rng = np.random.default_rng(4)
    x = rng.integers(0, 3, size=(3, 500)) * 2520  # shares in pot units: 0, a half, the whole
    mean, half, diff, diff_half = paired_intervals(x.sum(axis=1), x @ x.T, 500, 5040)
    e = x / 5040
    best = int(np.argmax(e.mean(axis=1)))
    for k in range(3):
        assert mean[k] == pytest.approx(e[k].mean())
        assert half[k] == pytest.approx(1.959963984540054 * e[k].std(ddof=1) / math.sqrt(500))
        d = e[k] - e[best]
        assert diff[k] == pytest.approx(d.mean(), abs=1e-15)
        assert diff_half[k] == pytest.approx(1.959963984540054 * d.std(ddof=1) / math.sqrt(500), abs=1e-12)


def test_psychos_draw_limit_sets_the_holds_allowed():
    a = advice("psycho(max_draw=1)", ["AsAdKc2h5s", "QsQd9c8h3s"], trials=1024)
    assert sorted(r["drawn"] for r in a.rows) == [0] + [1] * 5


@pytest.mark.parametrize("spec", ["psycho", "kings-and-little-ones"])
def test_a_forced_stand_pat_is_odds_with_everyone_pat_in_the_kernels_of_their_own(spec):
    hands = ["AsAhKdQc3c", "9h8h7h6h5h"]  # the straight flush stands pat anyway
    a = advice(spec, hands, trials=4096, seed=3)
    pat = next(r for r in a.rows if r["option"] == "stand pat")
    o = sim.odds(spec, hands, trials=4096, seed=3, policies=["draw=pat"])
    assert pat["equity"] == pytest.approx(o["tables"]["equity"]["0"]["p"], abs=1e-12)


@pytest.mark.parametrize("kept", [(0, 1), (0, 1, 2, 3, 4), (1, 3, 5), (0, 2, 3, 5)])
def test_a_forced_six_card_hold_gives_the_twins_shares_deal_by_deal(monkeypatch, kept):
    """Six Back to Five: the hero keeps the cards at ``kept``; the twin drops the first card not
    kept and throws the others, as the kernel reads a forced six-card hold."""
    import numpy as np

    from kernels.drivers import draw_layout as kd
    from sim.spec.game_spec import parse_spec, resolve_choices
    from tests.reference import six_back_to_five as ref_six

    text = [r + s for r in "23456789TJQKA" for s in "cdhs"]
    v, given = parse_spec("six-back-to-five")
    opts, pols = resolve_choices(v, given, [], [])
    plan = v.plan(opts, pols, 4)
    orders = np.array([np.random.default_rng([sum(kept), i]).permutation(52) for i in range(150)],
                      dtype=np.int8)
    rules = plan.inputs["rules"]
    rules[kd.R_HERO_HOLD] = sum(1 << i for i in kept) + 1
    try:
        rows = plan.replay(orders)
    finally:
        rules[kd.R_HERO_HOLD] = 0
    at = plan.layout["seat_win"][0]
    drop, throw = ref_six.drop_card, ref_six.choose_discards
    for order, row in zip(orders.tolist(), rows[:, at:at + 4]):
        six = [text[order[4 * i]] for i in range(6)]
        out = [c for i, c in enumerate(six) if i not in kept]
        first = {"drop": True, "throw": True}

        def forced_drop(hand):
            if first["drop"]:
                first["drop"] = False
                return out[0]
            return drop(hand)

        def forced_throw(five, wild, policy):
            if first["throw"]:
                first["throw"] = False
                return out[1:]
            return throw(five, wild, policy)
        monkeypatch.setattr(ref_six, "drop_card", forced_drop)
        monkeypatch.setattr(ref_six, "choose_discards", forced_throw)
        deal = ref_six.play([text[c] for c in order], 4)
        assert [x / row.sum() for x in row] == pytest.approx(deal["shares"], abs=1e-12)


def test_six_back_to_five_lists_the_legal_holds_and_marks_the_policy():
    hands = ["AsAdKc2h5s9d", "QsQd9c8h3s4c"]
    a = advice("six-back-to-five", hands, trials=4096, seed=3)
    assert len(a.rows) == 6 + 15 + 20 + 15 + 2  # keep 5, 4, 3 or 2 of six, or an ace alone
    (marked,) = [r for r in a.rows if r["default"]]
    o = sim.odds("six-back-to-five", hands, trials=4096, seed=3)
    assert marked["equity"] == pytest.approx(o["tables"]["equity"]["0"]["p"], abs=1e-12)

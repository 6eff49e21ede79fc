"""Pass the Trash: its runner (kernels/games/pass_trash.py) against its twin
(tests/reference/pass_the_trash.py, written from the rules without the kernel): the passing
policies on random hands, every count deal by deal on replayed card orders for several
schedules, every table at two table sizes, and the schedule's errors."""
from collections import Counter

import numpy as np
import pytest

import sim
from kernels.games import pass_layout as kp
from kernels.core.cards import make_deck
from sim.spec.cards import format_card
from sim.spec.evaluation import CATEGORY_NAMES
from tests.reference import pass_the_trash as ref
from tests.stud_replay import assert_agree, capped, chi2_p, make_plan, prop_p, stable_seed

GAME = "pass-the-trash"
POLICIES = ("standard", "lowest")
SCHEDULES = ("1L,2L,3L", "3L,2L2,1L3", "2R,6L,1R")


def spec(passes):
    return GAME if passes == "1L,2L,3L" else f"{GAME}(passes={passes})"


@pytest.mark.parametrize("k", [1, 2, 3, 4, 6])
@pytest.mark.parametrize("policy", POLICIES)
def test_the_kernels_policy_passes_what_the_twins_passes(policy, k):
    """On 1,500 random seven-card hands, the kernel passes exactly the twin's cards."""
    from kernels.games.pass_trash import _best_keep, _lowest

    plan = make_plan(GAME, 2)
    from sim.spec.evaluation import hash_tables

    offs, nonflush, flush = hash_tables()
    ctw = plan.inputs["ctw"]
    idx, ek, es, eb = (np.zeros(7, dtype=np.int64) for _ in range(4))
    rng = np.random.default_rng(stable_seed("pass-keep", policy, k))
    for _ in range(1500):
        hand = rng.choice(make_deck(), 7, replace=False).astype(np.int8)[None, :]
        if policy == "lowest":
            mask = _lowest.py_func(hand, 0, k)
        else:
            mask = _best_keep.py_func(hand, 0, k, idx, ek, es, eb, ctw, offs, nonflush,
                                          flush)
        text = [format_card(c) for c in hand[0]]
        passed = [t for i, t in enumerate(text) if (mask >> i) & 1]
        assert passed == ref.choose_passes(text, k, policy), (text, passed)


def check_deal(r, c, players):
    names = lambda hist: sorted(CATEGORY_NAMES[i] for i, n in enumerate(hist) for _ in range(n))  # noqa: E731
    assert CATEGORY_NAMES[int(np.flatnonzero(c["winner_category"])[0])] == r["hands"][r["winners"][0]]
    assert names(c["hand_category"]) == sorted(r["hands"])
    assert names(c["before_category"]) == sorted(r["before"])
    improved = Counter(b for b, up in zip(r["before"], r["improved"]) if up)
    assert list(c["improved"]) == [improved.get(x, 0) for x in CATEGORY_NAMES]
    worse = Counter(b for b, down in zip(r["before"], r["worsened"]) if down)
    assert list(c["worsened"]) == [worse.get(x, 0) for x in CATEGORY_NAMES]
    assert list(c["seat_win"][:players]) == [round(s * kp.SHARE_UNITS) for s in r["shares"]]
    assert c["tie"][0] == (len(r["winners"]) > 1)
    n = len(r["leader_won"])
    assert list(c["leader_full_wins"][:n]) == [int(x) for x in r["leader_won"]]
    assert int(np.flatnonzero(c["lead_changes"])[0]) == r["lead_changes"]


@pytest.mark.parametrize("passes", SCHEDULES)
@pytest.mark.parametrize("policy", POLICIES)
def test_deal_by_deal(policy, passes):
    """Every count of 40 replayed deals equals the twin's, at 2, 4 and 7 seats."""
    rng = np.random.default_rng(stable_seed("pass", policy, passes))
    for players in (2, 4, 7):
        if players == 2 and passes != "1L,2L,3L":
            continue  # two players have no seat two places away
        orders = np.array([rng.permutation(make_deck()) for _ in range(40)], dtype=np.int8)
        plan = make_plan(spec(passes), players, {"pass": policy})
        for order, row in zip(orders, plan.replay(orders)):
            text = [format_card(x) for x in order]
            r = ref.play(text, players, policy, passes)
            try:
                check_deal(r, plan.named(row), players)
            except AssertionError as e:
                raise AssertionError(f"{policy} {passes}, {players} players, deck {' '.join(text)}: {e}") from None


@pytest.mark.parametrize("policy", POLICIES)
def test_anaconda_deal_by_deal_is_the_twins_three_two_one(policy):
    """Anaconda (its own id, passes 3L,2L,1L by default): every count of 30 replayed deals
    equals the Pass the Trash twin's with that schedule, at 3 and 7 seats."""
    rng = np.random.default_rng(stable_seed("anaconda", policy))
    for players in (3, 7):
        orders = np.array([rng.permutation(make_deck()) for _ in range(30)], dtype=np.int8)
        plan = make_plan("anaconda", players, {"pass": policy})
        for order, row in zip(orders, plan.replay(orders)):
            text = [format_card(x) for x in order]
            check_deal(ref.play(text, players, policy, "3L,2L,1L"), plan.named(row), players)


@pytest.mark.parametrize("players,policy,passes,game", [(3, "standard", "1L,2L,3L", None),
                                                        (6, "lowest", "3L,2L2,1L3", None),
                                                        (5, "standard", "3L,2L,1L", "anaconda")])
def test_every_table_agrees_with_the_twin(players, policy, passes, game):
    ref_deals = 1500
    r = ref.simulate(players, ref_deals, stable_seed("pass-tables", players) % 10_000, policy, passes)
    res = sim.run(game or spec(passes), players=players, trials=100_000, seed=37, write=False,
                  policies={"pass": policy})
    c = {name: res.counter(name) for name in res.layout}
    n = res.trials
    cats = list(CATEGORY_NAMES)
    checks = {
        "winner_category": chi2_p([r["winner_category"].get(x, 0) for x in cats], c["winner_category"]),
        "hand_category": chi2_p([r["hand_category"].get(x, 0) for x in cats], c["hand_category"], 2.0),
        "before": chi2_p([r["before"].get(x, 0) for x in cats], c["before_category"], 2.0),
        "improved": chi2_p([r["improved"].get(x, 0) for x in cats], c["improved"], 2.0),
        "worsened": prop_p(r["worsened"], ref_deals * players, c["worsened"].sum(), n * players),
        "lead_changes": chi2_p(capped(r["lead_changes"], 8), c["lead_changes"]),
        "tie": prop_p(r["ties"], ref_deals, c["tie"][0], n),
    }
    for t, won in enumerate(r["leader_won"]):
        checks[f"full:{t + 1}"] = prop_p(won, ref_deals, c["leader_full_wins"][t], n)
    for seat in range(players):
        checks[f"seat_win:{seat}"] = prop_p(r["seat_shares"][seat], ref_deals,
                                            c["seat_win"][seat] / kp.SHARE_UNITS, n)
    assert_agree(checks)
    assert set(res.json_tables["volatility"]) == {"full:1", "full:2", "full:3", "lead_changes"}


@pytest.mark.parametrize("passes,players,message", [
    ("3X", 6, "not a pass"), ("7L", 6, "1 to 6 cards"), ("1L6", 6, "1 to 5 places"),
    ("1L2", 2, "1 to 1 places"), ("1L," * 7 + "1L", 6, "1 to 7 passes"), ("", 6, "passes="),
])
def test_a_bad_schedule_is_one_clear_error(passes, players, message):
    with pytest.raises(sim.UserError, match=message):
        sim.run(f"{GAME}(passes={passes})", players=players, trials=100, write=False)

"""Six Back to Five: the draw kernel dealing six and drawing one fewer than thrown, against its
twin (tests/reference/six_back_to_five.py, written from the rules without the kernel), deal by
deal on replayed card orders and on every table at two table sizes."""
import random
from collections import Counter

import numpy as np
import pytest

import sim
from kernels.core.cards import make_deck
from sim.spec.cards import format_card
from tests.reference import six_back_to_five as ref
from tests.stud_replay import capped, make_plan, stable_seed
from tests.test_draw import POLICIES, assert_tables_agree, check_deal

GAME = "six-back-to-five"


@pytest.mark.parametrize("policy", list(POLICIES))
def test_deal_by_deal(policy):
    """Every count of 60 replayed deals equals the twin's, at 2 and 5 seats, and at 7 where the
    stock runs out in most deals (those agree on the reshuffle flag and the cards drawn: the two
    shuffle the discards with different generators)."""
    rng = np.random.default_rng(stable_seed("six-back", policy))
    for players in (2, 5, 7):
        orders = np.array([rng.permutation(make_deck()) for _ in range(60)], dtype=np.int8)
        plan = make_plan(GAME, players, {"draw": policy})
        for order, row in zip(orders, plan.replay(orders)):
            text = [format_card(x) for x in order]
            r = ref.play(text, players, POLICIES[policy], rng=random.Random(1))
            c = plan.named(row)
            where = f"{policy}, {players} players, deck {' '.join(text)}"
            if r["reshuffled"]:
                assert c["reshuffled"][0] == 1, where
                assert list(c["drawn"]) == capped(Counter(r["drawn"]), 8), where
                continue
            try:
                check_deal(r, c, players)
            except AssertionError as e:
                raise AssertionError(f"{where}: {e}") from None


@pytest.mark.parametrize("players", [3, 6])
def test_every_table_agrees_with_the_twin(players):
    ref_deals = 2000
    r = ref.simulate(players, ref_deals, stable_seed("six-back-tables", players) % 10_000, "draw")
    res = sim.run(GAME, players=players, trials=100_000, seed=19, write=False)
    assert_tables_agree(r, res, players, ref_deals)


def test_the_drop_on_random_hands_keeps_the_best_five():
    """The kernel's before-the-draw category is the best five of six: on 400 replayed deals at two
    seats it equals the twin's drop, hand by hand (the pat policy keeps the five it leaves)."""
    rng = np.random.default_rng(stable_seed("six-back-drop"))
    orders = np.array([rng.permutation(make_deck()) for _ in range(400)], dtype=np.int8)
    plan = make_plan(GAME, 2, {"draw": "pat"})
    for order, row in zip(orders, plan.replay(orders)):
        text = [format_card(x) for x in order]
        r = ref.play(text, 2, "pat")
        c = plan.named(row)
        assert sorted(r["before"]) == sorted(sim.spec.evaluation.CATEGORY_NAMES[i]
                                              for i, n in enumerate(c["before_category"]) for _ in range(n))
        assert sorted(r["hands"]) == sorted(r["before"])

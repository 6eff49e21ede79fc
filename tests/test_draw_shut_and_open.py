"""Shut and Open: the draw kernel with drawn deuces wild against its twin
(tests/reference/shut_and_open.py, written from the rules without the kernel), deal by deal on
replayed card orders and on every table at two table sizes."""
import random

import numpy as np
import pytest

import sim
from kernels.core.cards import make_deck
from sim.spec.cards import format_card
from tests.reference import shut_and_open as ref
from tests.stud_replay import make_plan, stable_seed
from tests.test_draw import POLICIES, assert_tables_agree, check_deal

GAME = "shut-and-open"


@pytest.mark.parametrize("policy", list(POLICIES))
def test_deal_by_deal(policy):
    """Every count of 60 replayed deals equals the twin's, at 2 and 6 seats (a deal that
    reshuffles agrees on the flag: the two shuffle the discards with different generators)."""
    rng = np.random.default_rng(stable_seed("shut-and-open", policy))
    wild_deals = 0
    for players in (2, 6):
        orders = np.array([rng.permutation(make_deck()) for _ in range(60)], dtype=np.int8)
        plan = make_plan(GAME, players, {"draw": policy})
        for order, row in zip(orders, plan.replay(orders)):
            text = [format_card(x) for x in order]
            r = ref.play(text, players, POLICIES[policy], rng=random.Random(1))
            c = plan.named(row)
            if r["reshuffled"]:
                assert c["reshuffled"][0] == 1
                continue
            wild_deals += sum(r["wild_held"]) > 0
            try:
                check_deal(r, c, players)
            except AssertionError as e:
                raise AssertionError(f"{policy}, {players} players, deck {' '.join(text)}: {e}") from None
    assert policy == "pat" or wild_deals > 10  # drawn deuces were tried


@pytest.mark.parametrize("players", [3, 6])
def test_every_table_agrees_with_the_twin(players):
    ref_deals = 2000
    r = ref.simulate(players, ref_deals, stable_seed("shut-and-open-tables", players) % 10_000, "draw")
    res = sim.run(GAME, players=players, trials=100_000, seed=17, write=False)
    assert_tables_agree(r, res, players, ref_deals)


def test_hole_deuces_are_not_wild_and_standing_pat_holds_none():
    """With every seat standing pat no card is drawn, so no deuce is wild: the hands are five-card
    draw's with nothing wild, count for count."""
    a = sim.run(GAME, players=4, trials=20_000, seed=2, write=False, policies={"draw": "pat"})
    b = sim.run("five-card-draw", players=4, trials=20_000, seed=2, write=False, policies={"draw": "pat"})
    for name in ("winner_category", "hand_category", "seat_win", "tie"):
        assert np.array_equal(a.counter(name), b.counter(name)), name
    assert a.counter("wild_held")[0] == 4 * 20_000

"""Jacks or Better, Trips to Win: the draw kernel with openers and a qualifier against its twin
(tests/reference/jacks_or_better.py, written from the rules without the kernel), deal by deal on
replayed card orders and on every table at two table sizes."""
import random

import numpy as np
import pytest

import sim
from kernels.core.cards import make_deck
from sim.spec.cards import format_card
from tests.reference import jacks_or_better as ref
from tests.stud_replay import assert_agree, make_plan, prop_p, stable_seed
from tests.test_draw import assert_tables_agree, check_deal

GAME = "jacks-or-better-trips-to-win"


@pytest.mark.parametrize("players", [2, 6])
def test_deal_by_deal(players):
    """Every deal's outcome (no opener, no winner, or a pot) and, where a pot is decided, every
    count equals the twin's (deals that reshuffle agree on the flag: the two shuffle the discards
    with different generators)."""
    rng = np.random.default_rng(stable_seed("jacks", players))
    orders = np.array([rng.permutation(make_deck()) for _ in range(120)], dtype=np.int8)
    plan = make_plan(GAME, players, {"draw": "standard"})
    seen = set()
    for order, row in zip(orders, plan.replay(orders)):
        text = [format_card(x) for x in order]
        r = ref.play(text, players, "draw", rng=random.Random(1))
        c = plan.named(row)
        where = f"{players} players, deck {' '.join(text)}"
        assert list(c["void"]) == [int(not r["opened"]), int(r["opened"] and not r["decided"])], where
        seen.add((r["opened"], r["decided"]))
        if not r["decided"]:
            assert c["winner_category"].sum() == 0 and c["drawn"].sum() == 0, where
            continue
        if r["reshuffled"]:
            assert c["reshuffled"][0] == 1, where
            continue
        try:
            check_deal(r, c, players)
        except AssertionError as e:
            raise AssertionError(f"{where}: {e}") from None
    assert seen == {(False, False), (True, False), (True, True)}  # every outcome was tried


@pytest.mark.parametrize("players", [2, 6])
def test_every_table_agrees_with_the_twin(players):
    ref_deals = 4000 if players == 2 else 2000  # at two seats nine deals in ten are void
    r = ref.simulate(players, ref_deals, stable_seed("jacks-tables", players) % 10_000, "draw")
    res = sim.run(GAME, players=players, trials=100_000, seed=13, write=False)
    n = res.trials
    void = res.counter("void")
    assert_agree({"no_opener": prop_p(r["no_opener"], ref_deals, void[0], n),
                  "no_winner": prop_p(r["no_winner"], ref_deals, void[1], n)})
    assert_tables_agree(r, res, players, r["decided"])


def test_the_events_and_the_exact_no_opener_rate():
    """P(no opener) at one seat's hand is exact from the counting of five-card hands; at two seats
    the report's interval holds the two-hand rate, and the deals per pot is 1 / P(decided)."""
    res = sim.run(GAME, players=2, trials=200_000, seed=3, write=False)
    e = res.json_tables["events"]
    q = (1_302_540 + 760_320) / 2_598_960   # high card, or a pair of 2s to 10s
    lo, hi = e["no_opener"]["ci"]
    assert lo - 0.01 <= q * q <= hi + 0.01  # the two hands share a deck: about q squared
    decided = e["decided"]["p"]
    assert e["deals_per_pot"]["mean"] == pytest.approx(1 / decided)
    lo, hi = e["deals_per_pot"]["ci"]
    assert lo < 1 / decided < hi
    assert e["no_opener"]["p"] + e["no_winner"]["p"] + decided == pytest.approx(1.0)
    # the tables count decided pots only: every winner holds three of a kind or better
    table = res.json_tables["winner_category"]
    for name in ("high-card", "one-pair", "two-pair"):
        assert table[name]["count"] == 0

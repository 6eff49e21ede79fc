"""The draw features of five-card-draw valued by the general evaluator or reported alone
(new_york, canadian, spanish, bug, legs, roll_em) against their twin
(tests/reference/draw_features_more.py, written from the rules without the kernels): every count
deal by deal on replayed card orders, every table at two table sizes."""
import random
from collections import Counter

import numpy as np
import pytest

import sim
from kernels.core.cards import DECK_SPANISH, make_deck
from sim.spec.cards import format_card
from sim.spec.evaluation import CATEGORY_NAMES
from tests.reference import draw_features_more as ref
from tests.stud_replay import assert_agree, capped, chi2_p, make_plan, prop_p, stable_seed
from tests.test_draw import POLICIES, assert_tables_agree
from tests.test_draw import check_deal as check_high_deal

# (spec, the twin's keyword options, seat counts)
MODES = {
    "new_york": ("five-card-draw(new_york=true)", {"four_card": "new_york"}, (2, 5, 7)),
    "canadian": ("five-card-draw(canadian=true)", {"four_card": "canadian"}, (2, 5, 7)),
    "spanish": ("five-card-draw(spanish=true)", {"spanish": True}, (2, 4, 6)),
    "spanish-canadian": ("five-card-draw(spanish=true,canadian=true)",
                         {"spanish": True, "four_card": "canadian"}, (3, 6)),
    "bug": ("five-card-draw(bug=bug)", {"bug": "bug"}, (2, 5, 7)),
    "bug-ace": ("five-card-draw(bug=ace)", {"bug": "ace"}, (3, 6)),
    "bug-spanish-new-york": ("five-card-draw(bug=ace,spanish=true,new_york=true)",
                             {"bug": "ace", "spanish": True, "four_card": "new_york"}, (2, 6)),
    "roll-best": ("five-card-draw(roll_em=best)", {"roll_em": "best"}, (2, 5, 7)),
    "roll-worst": ("five-card-draw(roll_em=worst)", {"roll_em": "worst"}, (3, 6)),
}


def check(r, c, players, opts):
    check_high_deal(r, c, players)
    if opts.get("roll_em"):
        assert list(c["leader_showing_wins"][:4]) == [int(x) for x in r["showing_won"]]


@pytest.mark.parametrize("mode,policy", [(m, p) for m in MODES for p in POLICIES])
def test_deal_by_deal(mode, policy):
    """Every count of 40 replayed deals equals the twin's (deals that reshuffle agree on the flag
    and the cards drawn: the two shuffle the discards with different generators)."""
    spec, opts, seats = MODES[mode]
    rng = np.random.default_rng(stable_seed("features-more", mode, policy))
    deck = make_deck(DECK_SPANISH if opts.get("spanish") else 0, jokers=int("bug" in opts))
    for players in seats:
        orders = np.array([rng.permutation(deck) for _ in range(40)], dtype=np.int8)
        plan = make_plan(spec, players, {"draw": policy})
        for order, row in zip(orders, plan.replay(orders)):
            text = [format_card(x) for x in order]
            r = ref.play(text, players, POLICIES[policy], rng=random.Random(1), **opts)
            c = plan.named(row)
            where = f"{spec} {policy}, {players} players, deck {' '.join(text)}"
            if r["reshuffled"]:
                assert c["reshuffled"][0] == 1, where
                assert list(c["drawn"]) == capped(Counter(r["drawn"]), 8), where
                continue
            try:
                check(r, c, players, opts)
            except AssertionError as e:
                raise AssertionError(f"{where}: {e}") from None


@pytest.mark.parametrize("mode,players", [("new_york", 3), ("canadian", 6), ("spanish", 3),
                                          ("spanish-canadian", 6), ("bug", 3), ("bug-ace", 6),
                                          ("roll-best", 4), ("roll-worst", 6)])
def test_every_table_agrees_with_the_twin(mode, players):
    spec, opts, _ = MODES[mode]
    ref_deals = 1500
    r = ref.simulate(players, ref_deals, stable_seed("features-more-tables", mode, players) % 10_000,
                     "draw", **opts)
    res = sim.run(spec, players=players, trials=100_000, seed=53, write=False)
    assert_tables_agree(r, res, players, ref_deals)
    if opts.get("roll_em"):
        c = res.counter("leader_showing_wins")
        assert_agree({f"showing:{k + 1}": prop_p(r["showing_won"][k], ref_deals, c[k], res.trials)
                      for k in range(4)})
    if opts.get("four_card"):  # the four-card hands are held, the four-flush only in Canadian
        held = res.json_tables["hand_category"]
        assert held["four-straight"]["count"] > 0
        assert (held["four-flush"]["count"] > 0) == (opts["four_card"] == "canadian")


@pytest.mark.parametrize("legs,players", [(2, 3), (3, 6)])
def test_legs_deals_per_pot_agree_with_the_twin(legs, players):
    """The pots' lengths: the kernel's (pots within each block of deals) against the twin's (one
    sequence of deals)."""
    ref_deals = 4000
    r = ref.simulate(players, ref_deals, stable_seed("legs", legs, players) % 10_000, "draw", legs=legs)
    res = sim.run(f"five-card-draw(legs={legs})", players=players, trials=200_000, seed=59, write=False)
    mine = res.counter("pot_deals")
    assert_agree({"pot_deals": chi2_p(capped(r["pot_deals"], 16), mine)})
    assert sum(r["pot_deals"].values()) == r["pots"]
    table = res.json_tables["pot_deals"]
    assert sum(e["count"] for e in table.values()) == int(mine.sum())
    assert legs <= res.json_tables["events"]["deals_per_pot"]["mean"] < 3 * legs


def test_replayed_deals_in_one_block_end_their_pots_where_the_rules_say():
    """Thirty replayed deals dealt in order as one block: the pots the kernel counts are the ones
    the twin's bookkeeping makes of the same deals' winners."""
    from kernels.drivers.draw import run_draw_blocks
    from kernels.core.tables import TABLES

    from sim.spec.evaluation import hash_tables

    rng = np.random.default_rng(stable_seed("legs-built"))
    orders = np.array([rng.permutation(make_deck()) for _ in range(30)], dtype=np.int8)
    plan = make_plan("five-card-draw(legs=2)", 3)
    i = plan.inputs
    row = run_draw_blocks(i["deck"], 3, i["rules"], np.zeros(1, dtype=np.uint64), len(orders), 0,
                          len(orders), orders, i["ctw"], i["wm"], *hash_tables(), TABLES)[0]
    winners = [ref.play([format_card(x) for x in order], 3, "draw", rng=random.Random(1))["winners"]
               for order in orders]
    pots, _ = ref.legs_pots(winners, 2)
    assert list(plan.named(row)["pot_deals"]) == capped(Counter(n for n, _ in pots), 16)
    assert len(pots) >= 5

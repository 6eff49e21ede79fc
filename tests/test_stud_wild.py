"""Follow the Queen, Baseball, Sequence and Dirty Schultz against the plain-Python references in
tests/reference/stud_wild.py: the kernel replays the same card orders deal by deal, and seeded
runs of both agree statistically on every table."""
import numpy as np
import pytest

import sim
from kernels.drivers import stud as k
from kernels.core.cards import make_deck
from sim.engine.plan import named_counts
from tests.reference import stud_wild as ref
from tests.stud_replay import assert_agree, capped, chi2_p, common_table_checks, compare_deal, stable_seed

GAMES = [
    ("follow-the-queen", lambda p: lambda d: ref.play_follow_the_queen(d, players=p), {}, True, False),
    ("follow-the-queen(queens_wild=true)",
     lambda p: lambda d: ref.play_follow_the_queen(d, players=p, queens_wild=True), {}, True, False),
    ("baseball", lambda p: lambda d: ref.play_baseball(d, players=p), {}, False, True),
    ("baseball", lambda p: lambda d: ref.play_baseball(d, players=p, take=False), {"take": "never"}, False, True),
    ("sequence", lambda p: lambda d: ref.play_sequence(d, players=p), {}, True, False),
    ("dirty-schultz", lambda p: lambda d: ref.play_dirty_schultz(d, players=p), {}, True, False),
]


@pytest.mark.parametrize("spec,play,policies,wild,extras", GAMES,
                         ids=[f"{g[0]}-{i}" for i, g in enumerate(GAMES)])
@pytest.mark.parametrize("players,n_deals", [(7, 250), (4, 100), (2, 60)])
def test_deal_by_deal(spec, play, policies, wild, extras, players, n_deals):
    rng = np.random.default_rng(stable_seed(spec, players, policies))
    deck = make_deck()
    for _ in range(n_deals):
        compare_deal(spec, players, rng.permutation(deck), play(players), policies, wild, extras)


def test_follow_the_queen_queen_last_means_nothing_wild():
    """A hand-built order whose last up card is a queen: nothing wild at the end."""
    deck = list(make_deck())
    queens = [c for c in deck if c >> 2 == 10]
    others = [c for c in deck if c >> 2 != 10]
    # two players: 4 down, then 8 up cards; put a queen as the 8th up card, no other queen up
    order = others[:4] + others[4:11] + [queens[0]] + others[11:]
    order = order[:52 - 3] + queens[1:]
    r, c = compare_deal("follow-the-queen", 2, np.array(order, dtype=np.int8),
                        lambda d: ref.play_follow_the_queen(d, players=2), {}, True, False)
    assert r["wild_rank"] is None and c["wild_rank"][0] == 1


STATS = [
    ("follow-the-queen", lambda n, s: ref.simulate_follow_the_queen(n, players=7, seed=s), True, False),
    ("follow-the-queen(queens_wild=true)",
     lambda n, s: ref.simulate_follow_the_queen(n, players=7, seed=s, queens_wild=True), True, False),
    ("baseball", lambda n, s: ref.simulate_baseball(n, players=7, seed=s), False, True),
    ("sequence", lambda n, s: ref.simulate_sequence(n, players=7, seed=s), True, False),
    ("dirty-schultz", lambda n, s: ref.simulate_dirty_schultz(n, players=7, seed=s), True, False),
]


@pytest.mark.parametrize("spec,simulate,wild,extras", STATS, ids=[s[0] for s in STATS])
def test_statistical_agreement_with_reference(spec, simulate, wild, extras):
    """Every table of a seeded kernel run against a seeded reference run of other deals."""
    ref_deals = 700
    r = simulate(ref_deals, 17)
    res = sim.run(spec, players=7, trials=150_000, seed=5, write=False)
    n = res.trials
    c = named_counts(res.counts, res.layout)
    checks = common_table_checks(r, c, n, ref_deals, 7)
    if wild:
        keys = ("none",) + tuple("23456789TJQKA")
        checks["wild_rank"] = chi2_p([r["wild_rank"].get(x, 0) for x in keys], c["wild_rank"][:14])
        checks["wild_changes"] = chi2_p(capped(r["wild_changes"], 32), c["wild_changes"])
    if extras:
        checks["extra_cards"] = chi2_p([r["extra_cards"].get(i, 0) for i in range(5)], c["extra_cards"], 2.0)
    assert_agree(checks)


def test_winter_baseball_counts_the_pot_matches_of_face_up_threes():
    """Winter Baseball: every face-up 3 costs a pot match; the kernel's count per deal equals the
    number of 3s the reference deals face up, deal by deal."""
    from tests.stud_replay import make_plan
    from sim.spec.cards import format_card
    rng = np.random.default_rng(11)
    orders = np.array([rng.permutation(make_deck()) for _ in range(150)], dtype=np.int8)
    rows = make_plan("baseball(winter=true)", 7).replay(orders)
    o, n = k.OFFSETS["counted_up"]
    for order, row in zip(orders, rows):
        deal = ref.play_baseball([format_card(c) for c in order], players=7)
        threes = sum(1 for seat in deal["seats"] for card, how in seat if how == "up" and card[0] == "3")
        assert row[o + min(threes, n - 1)] == 1

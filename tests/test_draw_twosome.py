"""Gruesome Twosome: its runner (kernels/games/twosome.py) against its twin
(tests/reference/gruesome_twosome.py, written from the rules without the kernel): each rule of
each policy on a built deal, every count deal by deal on replayed card orders, every table at two
table sizes, and the testa rows."""
from collections import Counter

import numpy as np
import pytest

import sim
from kernels.games import twosome_layout as kt
from kernels.core.cards import make_deck
from sim.spec.cards import format_card, parse_cards
from sim.spec.evaluation import CATEGORY_NAMES
from sim.games.draw_own import WINNING_HANDS
from tests.reference import gruesome_twosome as ref
from tests.stud_replay import assert_agree, capped, chi2_p, make_plan, prop_p, stable_seed

GAME = "gruesome-twosome"
POLICIES = ("standard", "pat", "ace-king")


def winning_hand(c):
    n = kt.N_RANKS
    i = int(np.flatnonzero(c["winning_hand"])[0])
    return WINNING_HANDS[n - 1 - (i - n)] if i >= n else WINNING_HANDS[n + (n - 1 - i)]


def check_deal(r, c, players):
    names = lambda hist: sorted(CATEGORY_NAMES[i] for i, n in enumerate(hist) for _ in range(n))  # noqa: E731
    assert CATEGORY_NAMES[int(np.flatnonzero(c["winner_category"])[0])] == r["hands"][r["winners"][0]]
    assert names(c["hand_category"]) == sorted(r["hands"])
    assert names(c["before_category"]) == sorted(r["before"])
    improved = Counter(b for b, up in zip(r["before"], r["improved"]) if up)
    assert list(c["improved"][:2]) == [improved.get(x, 0) for x in CATEGORY_NAMES[:2]]
    assert list(c["seat_win"][:players]) == [round(s * kt.SHARE_UNITS) for s in r["shares"]]
    assert c["tie"][0] == (len(r["winners"]) > 1)
    assert list(c["drawn"][:4]) == capped(Counter(r["drawn"]), 4)
    assert winning_hand(c) == r["winning_hand"]
    assert list(c["leader_full_wins"][:3]) == [int(x) for x in r["leader_won"]]
    assert list(c["leader_showing_wins"][:3]) == [int(x) for x in r["starter_won"]]
    assert int(np.flatnonzero(c["lead_changes"])[0]) == r["lead_changes"]


def built_order(seat0, players, draws=()):
    """A card order dealing ``seat0`` to seat 0 and ``draws`` as the first cards of the stock."""
    mine = parse_cards(seat0) + parse_cards(" ".join(draws))
    rest = [c for c in make_deck() if c not in mine]
    order = [mine[0]] + rest[:players - 1] + [mine[1]] + rest[players - 1:2 * players - 2]
    order += mine[2:] + rest[2 * players - 2:]
    return np.array(order, dtype=np.int8)


@pytest.mark.parametrize("hand,first,policy,drawn", [
    ("9c 9d", "Kh", "standard", 0),    # a pair stands pat
    ("Kc 4d", "Kh", "standard", 1),    # else the lower card goes; K-K then stands pat
    ("Kc 4d", "2h", "standard", 3),    # K-2 keeps drawing
    ("Ac Kd", "Ah", "standard", 1),    # ace-king draws too under the standard policy
    ("Ac Kd", "Ah", "ace-king", 0),    # ace-king stands pat under its own policy
    ("Ac Qd", "Kh", "ace-king", 1),    # ... and once a draw makes it
    ("7c 2d", "Kh", "pat", 0),         # pat never draws
])
def test_each_rule_of_each_policy_on_a_built_deal(hand, first, policy, drawn):
    """Seat 0 (of two) holds the hand and the stock begins with ``first``: its draws are the
    rule's, and the twin agrees on every count."""
    order = built_order(hand, 2, [first])
    plan = make_plan(GAME, 2, {"draw": policy})
    c = plan.named(plan.replay(order[None, :])[0])
    r = ref.play([format_card(x) for x in order], 2, policy)
    assert r["drawn"][0] == drawn
    check_deal(r, c, 2)


@pytest.mark.parametrize("policy", POLICIES)
def test_deal_by_deal(policy):
    """Every count of 80 replayed deals equals the twin's, at 2, 6 and 10 seats."""
    rng = np.random.default_rng(stable_seed("twosome", policy))
    for players in (2, 6, 10):
        orders = np.array([rng.permutation(make_deck()) for _ in range(80)], dtype=np.int8)
        plan = make_plan(GAME, players, {"draw": policy})
        for order, row in zip(orders, plan.replay(orders)):
            text = [format_card(x) for x in order]
            r = ref.play(text, players, policy)
            try:
                check_deal(r, plan.named(row), players)
            except AssertionError as e:
                raise AssertionError(f"{policy}, {players} players, deck {' '.join(text)}: {e}") from None


@pytest.mark.parametrize("players,policy", [(3, "standard"), (8, "ace-king")])
def test_every_table_agrees_with_the_twin(players, policy):
    ref_deals = 6000
    r = ref.simulate(players, ref_deals, stable_seed("twosome-tables", players) % 10_000, policy)
    res = sim.run(f"{GAME}(testa=true)", players=players, trials=200_000, seed=31, write=False,
                  policies={"draw": policy})
    c = {name: res.counter(name) for name in res.layout}
    n = res.trials
    cats = list(CATEGORY_NAMES)
    checks = {
        "winner_category": chi2_p([r["winner_category"].get(x, 0) for x in cats], c["winner_category"]),
        "hand_category": chi2_p([r["hand_category"].get(x, 0) for x in cats], c["hand_category"], 2.0),
        "before": chi2_p([r["before"].get(x, 0) for x in cats], c["before_category"], 2.0),
        "drawn": chi2_p(capped(r["drawn"], 8), c["drawn"], 2.0),
        "lead_changes": chi2_p(capped(r["lead_changes"], 8), c["lead_changes"]),
        "tie": prop_p(r["ties"], ref_deals, c["tie"][0], n),
        "improved": prop_p(r["improved"].get("high-card", 0), r["before"]["high-card"],
                           c["improved"][0], c["before_category"][0]),
    }
    table = res.json_tables["winning_hand"]
    assert list(table) == list(WINNING_HANDS)
    checks["winning_hand"] = chi2_p([r["winning_hand"].get(x, 0) for x in WINNING_HANDS],
                                    [table[x]["count"] for x in WINNING_HANDS])
    for k in range(3):
        checks[f"full:{k + 1}"] = prop_p(r["leader_won"][k], ref_deals, c["leader_full_wins"][k], n)
        checks[f"showing:{k + 1}"] = prop_p(r["starter_won"][k], ref_deals, c["leader_showing_wins"][k], n)
    for seat in range(players):
        checks[f"seat_win:{seat}"] = prop_p(r["seat_shares"][seat], ref_deals,
                                            c["seat_win"][seat] / kt.SHARE_UNITS, n)
    assert_agree(checks)


def test_testa_adds_the_showing_rows_and_changes_no_card():
    plain = sim.run(GAME, players=5, trials=20_000, seed=3, write=False)
    testa = sim.run(f"{GAME}(testa=true)", players=5, trials=20_000, seed=3, write=False)
    assert np.array_equal(plain.counts, testa.counts)
    assert "showing:1" not in plain.json_tables["volatility"]
    assert {"showing:1", "showing:2", "showing:3"} <= set(testa.json_tables["volatility"])
    assert plain.json_tables["events"]["stood_pat"]["p"] < 0.2
    with pytest.raises(sim.UserError):
        sim.run(GAME, players=11, trials=100, write=False)

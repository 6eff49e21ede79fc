"""Five-card draw: the draw kernel (kernels/drivers/draw.py) against its reference twin
(tests/reference/five_card_draw.py, written from the rules without the kernel): the policy on
every hand, every count deal by deal on replayed card orders, every table statistically, and the
pat game against the exact five-card frequencies."""
import random
from collections import Counter
from math import comb

import numpy as np
import pytest

import sim
from kernels.drivers import draw_layout as kd
from kernels.core.cards import make_deck
from sim.spec.cards import format_card, parse_cards
from sim.spec.evaluation import CATEGORY_NAMES
from tests.reference import five_card_draw as ref
from tests.stud_replay import assert_agree, capped, chi2_p, make_plan, prop_p, stable_seed

POLICIES = {"standard": "draw", "pat": "pat", "kicker": "kicker"}  # the kernel's name: the twin's
WILDS = {"none": "", "A,2": "A2", "3,6,9": "369", "K": "K"}        # the option: the twin's


def spec(wild):
    return "five-card-draw" if wild == "none" else f"five-card-draw(wild={wild})"


@pytest.mark.parametrize("wild", list(WILDS))
@pytest.mark.parametrize("policy", list(POLICIES))
def test_the_kernels_policy_keeps_what_the_twins_keeps(policy, wild):
    """On 3,000 random hands, the kernel's draw policy keeps exactly the cards the twin's keeps."""
    from kernels.core.categories import CAT_SHIFT
    from kernels.drivers.draw import draw_keep_mask
    from kernels.eval.showdown import score_row

    from sim.spec.evaluation import hash_tables

    plan = make_plan(spec(wild), 2, {"draw": policy})
    ctw, wm = plan.inputs["ctw"], plan.inputs["wm"]
    offs, nonflush, flush = hash_tables()
    rng = np.random.default_rng(stable_seed("keep", policy, wild))
    code = plan.inputs["rules"][kd.R_DRAW_POLICY]
    for _ in range(3000):
        hand = rng.choice(make_deck(), 5, replace=False).astype(np.int8)[None, :]
        value = score_row.py_func(hand, 0, 5, 0, ctw, offs, nonflush, flush)
        keep = draw_keep_mask(hand, 0, np.int64(value >> CAT_SHIFT), wm[0], code)
        text = [format_card(c) for c in hand[0]]
        thrown = ref.choose_discards(text, WILDS[wild], POLICIES[policy])
        kept = [t for i, t in enumerate(text) if (keep >> i) & 1]
        assert sorted(kept + thrown) == sorted(text) and not set(kept) & set(thrown), (text, kept, thrown)


HAND_RULES = [  # (hand, wild, policy, cards the kernel keeps): one a rule of the standard policy
    ("9c Tc Jd Qh Ks", "none", "standard", 5),   # a straight stands pat
    ("7c 7d 7h Kd 3s", "none", "standard", 3),   # trips keep the three
    ("Ac 2d 9h 5c 3s", "A,2", "standard", 3),    # two wild cards and the highest natural card
    ("7c 7d Kh Ks 3s", "none", "standard", 4),   # two pair keeps both
    ("7c 7d Qh 9s 3s", "none", "standard", 2),   # a pair keeps the pair
    ("Kc 7d Qh 9s 3s", "K", "standard", 2),      # one wild card: it and the highest natural card
    ("2h 7h Jh 9h As", "none", "standard", 4),   # a four-flush draws one
    ("5c 6d 7h 8s Kd", "none", "standard", 4),   # an open four-straight draws one
    ("Ac 2d 3h 4s 9d", "none", "standard", 1),   # A-2-3-4 is not open: the ace alone
    ("Jc Qd Kh As 4d", "none", "standard", 1),   # nor J-Q-K-A
    ("Jc Qd Kh 8s 3d", "none", "standard", 2),   # nothing: the two highest
    ("7c 7d Ah 9s 3s", "none", "kicker", 3),     # the kicker policy keeps an ace kicker
    ("7c 7d Ah 9s 3s", "none", "pat", 5),        # pat keeps everything
]


@pytest.mark.parametrize("hand,wild,policy,kept", HAND_RULES, ids=[f"{h[0]}-{h[2]}" for h in HAND_RULES])
def test_each_rule_of_the_policy_on_a_hand_built_deal(hand, wild, policy, kept):
    """Seat 0 holds the hand (a two-seat deal from a built card order): its draw is as the rule says."""
    cards = parse_cards(hand)
    rest = [c for c in make_deck() if c not in cards]
    order = []
    for i in range(5):  # round-robin: seat 0's cards at the even places
        order += [cards[i], rest[i]]
    order = np.array(order + rest[5:], dtype=np.int8)
    plan = make_plan(spec(wild), 2, {"draw": policy})
    c = plan.named(plan.replay(order[None, :])[0])
    seat1 = [format_card(x) for x in order[1:10:2]]
    drawn_1 = len(ref.choose_discards(seat1, WILDS[wild], POLICIES[policy]))
    assert list(c["drawn"][:5]) == capped(Counter([5 - kept, drawn_1]), 5)


def check_deal(r, c, players):
    assert CATEGORY_NAMES[int(np.flatnonzero(c["winner_category"])[0])] == r["hands"][r["winners"][0]]
    assert sorted(CATEGORY_NAMES[i] for i, n in enumerate(c["hand_category"]) for _ in range(n)) == sorted(r["hands"])
    assert sorted(CATEGORY_NAMES[i] for i, n in enumerate(c["before_category"]) for _ in range(n)) == sorted(r["before"])
    improved = Counter(b for b, up in zip(r["before"], r["improved"]) if up)
    assert list(c["improved"]) == [improved.get(x, 0) for x in CATEGORY_NAMES]
    assert list(c["seat_win"][:players]) == [round(s * kd.SHARE_UNITS) for s in r["shares"]]
    assert c["tie"][0] == (len(r["winners"]) > 1)
    assert list(c["drawn"]) == capped(Counter(r["drawn"]), 8)
    assert list(c["wild_held"]) == capped(Counter(r["wild_held"]), 16)
    assert c["reshuffled"][0] == r["reshuffled"]
    assert c["leader_full_wins"][0] == r["leader_won"] and c["leader_full_wins"][1] == 1
    assert list(c["lead_changes"][:2]) == [1 - r["lead_changes"], r["lead_changes"]]


@pytest.mark.parametrize("wild", ["none", "A,2"])
@pytest.mark.parametrize("policy", list(POLICIES))
def test_deal_by_deal(policy, wild):
    """Every count of a kernel deal equals the twin's for the same card order, at 2, 5 and 7
    seats; at 7 the stock can run out, and the deals that reshuffle (where the two shuffle the
    discards with different generators) are compared only up to the reshuffle flag."""
    rng = np.random.default_rng(stable_seed("draw", policy, wild))
    deck = make_deck()
    for players in (2, 5, 7):
        orders = np.array([rng.permutation(deck) for _ in range(40)], dtype=np.int8)
        plan = make_plan(spec(wild), players, {"draw": policy})
        rows = plan.replay(orders)
        for order, row in zip(orders, rows):
            text = [format_card(x) for x in order]
            r = ref.play(text, players, POLICIES[policy], WILDS[wild], rng=random.Random(1))
            c = plan.named(row)
            where = f"{policy} wild={wild} {players} players, deck {' '.join(text)}"
            if r["reshuffled"]:
                assert c["reshuffled"][0] == 1, where
                continue
            try:
                check_deal(r, c, players)
            except AssertionError as e:
                raise AssertionError(f"{where}: {e}") from None


@pytest.mark.parametrize("players,policy,wild,ref_deals", [
    (7, "standard", "none", 3000),   # the stock runs out in most deals
    (4, "kicker", "A,2", 3000),
])
def test_every_table_agrees_with_the_twin(players, policy, wild, ref_deals):
    r = ref.simulate(players, ref_deals, 23, POLICIES[policy], WILDS[wild])
    res = sim.run(spec(wild), players=players, trials=100_000, seed=9, write=False, policies={"draw": policy})
    assert_tables_agree(r, res, players, ref_deals)


def assert_tables_agree(r, res, players, ref_deals):
    """Every table of a kernel run ``res`` agrees with the twin's simulation ``r`` (chi-square
    and two-proportion tests, corrected for the number of checks)."""
    c = {name: res.counter(name) for name in res.layout}
    n = res.trials - int(c["void"].sum())  # the deals that decided a pot (all, without openers)
    cats = list(CATEGORY_NAMES)
    checks = {
        "winner_category": chi2_p([r["winner_category"].get(x, 0) for x in cats], c["winner_category"]),
        "hand_category": chi2_p([r["hand_category"].get(x, 0) for x in cats], c["hand_category"], 2.0),
        "before": chi2_p([r["before"].get(x, 0) for x in cats], c["before_category"], 2.0),
        "drawn": chi2_p(capped(r["drawn"], 8), c["drawn"], 2.0),
        "wild_held": chi2_p(capped(r["wild_held"], 16), c["wild_held"], 2.0),
        "tie": prop_p(r["ties"], ref_deals, c["tie"][0], n),
        "leader_won": prop_p(r["leader_won"], ref_deals, c["leader_full_wins"][0], n),
        "reshuffled": prop_p(r["reshuffled"], ref_deals, c["reshuffled"][0], n),
    }
    for x in ("high-card", "one-pair", "two-pair"):
        i = cats.index(x)
        if not r["before"].get(x, 0) or not c["before_category"][i]:
            continue  # a category nobody holds before the draw (with little ones wild, high card)
        checks[f"improved:{x}"] = prop_p(r["improved"].get(x, 0), r["before"].get(x, 0),
                                         c["improved"][i], c["before_category"][i])
    for seat in range(players):
        checks[f"seat_win:{seat}"] = prop_p(r["seat_shares"][seat], ref_deals,
                                            c["seat_win"][seat] / kd.SHARE_UNITS, n)
    assert_agree(checks)


def test_standing_pat_at_two_players_gives_the_exact_five_card_frequencies():
    """With ``--policy draw=pat`` every hand is five random cards: the hand table must match the
    exact counts of the 2,598,960 five-card hands."""
    exact = {"straight-flush": 40, "four-of-a-kind": 624, "full-house": 3744, "flush": 5108,
             "straight": 10200, "three-of-a-kind": 54912, "two-pair": 123552, "one-pair": 1098240,
             "high-card": 1302540}
    total = comb(52, 5)
    res = sim.run("five-card-draw", players=2, trials=200_000, seed=4, write=False, policies={"draw": "pat"})
    table = res.json_tables["hand_category"]
    for name, count in exact.items():
        lo, hi = table[name]["ci"]
        # seats share a deck, so widen the 95% interval for the pooled count a little
        width = (hi - lo) * 1.0
        assert lo - width <= count / total <= hi + width, (name, count / total, table[name])
    assert res.json_tables["events"]["stood_pat"]["p"] == 1.0
    assert res.json_tables["improved"]["one-pair"]["count"] == 0


def test_a_run_reports_the_draw_tables_and_a_bad_policy_is_refused():
    res = sim.run("five-card-draw(wild=A,2)", players=3, trials=5000, seed=1, write=False)
    for name in ("winner_category", "hand_category", "before_category", "drawn", "improved",
                 "volatility", "seat_win", "tie", "wild_held"):
        assert name in res.json_tables, name
    assert set(res.json_tables["events"]) >= {"drawn", "stood_pat", "reshuffled", "wild_held"}
    with pytest.raises(sim.UserError, match="unknown policy"):
        sim.run("five-card-draw", players=3, trials=100, policies={"draw": "greedy"}, write=False)
    with pytest.raises(sim.UserError, match="invalid rank"):
        sim.run("five-card-draw(wild=1)", players=3, trials=100, write=False)


def test_the_report_sweeps_the_draw_policies(tmp_path):
    """five-card-draw's report holds the winning hand under every draw policy, from runs of the
    same seed: the sweep's own column for this run's policy equals the run's table."""
    import pandas as pd

    res = sim.run("five-card-draw", players=4, trials=20_000, seed=3, out=str(tmp_path), plots=False)
    report = open(f"{res.run_dir}/report.md", encoding="utf-8").read()
    assert "## How much the draw policy matters" in report and "draw=pat moves P(" in report
    df = pd.read_parquet(f"{res.run_dir}/draw_policy_sweep.parquet")
    assert list(dict.fromkeys(df["policy"])) == list(POLICIES)
    mine = df[df["policy"] == "standard"].set_index("category")["count"]
    assert {k: int(v) for k, v in mine.items()} == {k: e["count"] for k, e in res.json_tables["winner_category"].items()}
    pat = df[df["policy"] == "pat"].set_index("category")["p"]
    assert pat["one-pair"] > res.json_tables["winner_category"]["one-pair"]["p"] + 0.05  # pat wins with less


@pytest.mark.parametrize("spec,message", [
    ("five-card-draw(lowball=true,high_low=true)", "cannot be played together"),
    ("five-card-draw(roll_your_own=true,lowball=true)", "cannot be played together"),
    ("five-card-draw(qualifier=tens)", "choose from"),
    ("five-card-draw(pay_for_draw=-1)", "must be within"),
])
def test_features_that_cannot_be_played_are_one_clear_error(spec, message):
    with pytest.raises(sim.UserError, match=message):
        sim.run(spec, players=4, trials=100, write=False)
    with pytest.raises(sim.UserError, match="kicker policy"):
        sim.run("five-card-draw(lowball=true)", players=4, trials=100, write=False, policies={"draw": "kicker"})


def test_paying_for_the_draw_reports_the_cost_and_changes_no_card():
    free = sim.run("five-card-draw", players=5, trials=20_000, seed=8, write=False)
    paid = sim.run("five-card-draw(pay_for_draw=3)", players=5, trials=20_000, seed=8, write=False)
    assert np.array_equal(free.counts, paid.counts)
    cost = paid.json_tables["events"]["draw_cost"]
    assert cost["mean"] == pytest.approx(3 * free.json_tables["events"]["drawn"]["mean"])
    assert paid.json_tables["events"]["draw_cost_per_pot"]["mean"] == pytest.approx(5 * cost["mean"])

"""`advise` on the stud games' choices forced in their kernels (sim/games/stud_choice_advise.py):
the marked option is `odds` on the same completions; a forced choice gives every seat the
reference twin's shares deal by deal (the twin's chooser answered the same way for seat 0)."""
import numpy as np
import pytest

import sim
from sim.spec.game_spec import parse_spec, resolve_choices
from sim.studies.advise import advice
from tests.reference import open_and_shut as ref_open
from tests.reference import share_your_hole as ref_share

RANKS, SUITS = "23456789TJQKA", "cdhs"
TEXT = [r + s for r in RANKS for s in SUITS]


@pytest.mark.parametrize("spec, hands", [
    ("countdown", ["7s2d/9c", "/Ah", "/Kd", "/8h"]),
    ("countdown", ["7s7d/9c", "/Ah", "/Kd"]),
    ("share-your-hole", ["AsKd/QhQc9s", "/JhJd2c", "/8s7s6d"]),
    ("open-and-shut", ["2s/QhQc9s4d", "/JhJd2c5c"]),
    ("open-and-shut", ["Ks/QhJc9s4d", "/JhJd2c5c", "/7h7d8s9c"]),
])
def test_the_marked_option_is_odds_on_the_same_completions(spec, hands):
    a = advice(spec, hands, trials=4096, seed=8)
    (marked,) = [r for r in a.rows if r["default"]]
    o = sim.odds(spec, hands, trials=4096, seed=8)
    assert marked["equity"] == pytest.approx(o["tables"]["equity"]["0"]["p"], abs=1e-12)


def test_countdown_fold_takes_nothing_and_staying_is_the_never_policy():
    hands = ["7s2d/9c", "/Ah", "/Kd", "/8h"]
    a = advice("countdown", hands, trials=4096, seed=2)
    by = {r["option"]: r for r in a.rows}
    assert by["fold"]["equity"] == 0.0 and by["fold"]["default"]  # the threshold folds 7-2-9
    assert by["stay in to the showdown"]["equity"] > by["stay in now (then the policy)"]["equity"]
    never = advice("countdown", hands, trials=4096, seed=2, policies=["fold=never"])
    o = sim.odds("countdown", hands, trials=4096, seed=2, policies=["fold=never"])
    for option in ("stay in to the showdown", "stay in now (then the policy)"):
        row = next(r for r in never.rows if r["option"] == option)
        assert row["equity"] == pytest.approx(o["tables"]["equity"]["0"]["p"], abs=1e-12)


def _forced_first(module, name, answer):
    original = getattr(module, name)
    calls = []

    def chooser(*args):
        calls.append(1)
        return answer(*args) if len(calls) == 1 else original(*args)
    return chooser


def _replay(spec, players, choice, n, seed, street=0, orders=None):
    """(card orders, each seat's pot units) of ``n`` seeded deals (or the ``orders`` given)
    replayed with seat 0's choice forced (at ``street``, for the kernels that read one)."""
    from kernels.drivers import stud_layout as k

    v, given = parse_spec(spec)
    opts, pols = resolve_choices(v, given, [], [])
    plan = v.plan(opts, pols, players)
    if orders is None:
        orders = np.array([np.random.default_rng([seed, i]).permutation(52) for i in range(n)],
                          dtype=np.int8)
    arrays = [plan.inputs[key] for key in ("rules", "replay_rules") if key in plan.inputs]
    for rules in arrays:
        rules[k.R_HERO_AT], rules[k.R_HERO_CHOICE] = street, choice
    try:
        rows = plan.replay(orders)
    finally:
        for rules in arrays:
            rules[k.R_HERO_AT] = rules[k.R_HERO_CHOICE] = 0
    at = plan.layout["seat_win"][0]
    return orders.tolist(), rows[:, at:at + players]


@pytest.mark.parametrize("first", [True, False])
def test_a_forced_share_gives_the_twins_shares_deal_by_deal(monkeypatch, first):
    from kernels.drivers import stud_layout as k

    orders, shares = _replay("share-your-hole", 4, k.HERO_YES if first else k.HERO_NO, 150, 3)
    for order, row in zip(orders, shares):
        monkeypatch.setattr(ref_share, "_shared_card", _forced_first(
            ref_share, "_shared_card", lambda downs, ups, share: downs[0 if first else 1]))
        deal = ref_share.play_share_your_hole([TEXT[c] for c in order], players=4)
        assert [x / row.sum() for x in row] == pytest.approx(deal["shares"], abs=1e-12)


@pytest.mark.parametrize("hold", [0b11111, 0b00111, 0b10110, 0b00011, 0b01110])
def test_a_forced_draw_gives_the_twins_shares_deal_by_deal(monkeypatch, hold):
    orders, shares = _replay("open-and-shut", 3, hold + 1, 150, hold)

    def discards(seat):
        cards = [card for card, _ in seat] if isinstance(seat[0], tuple) else list(seat)
        return [c for i, c in enumerate(cards) if not hold >> i & 1]
    for order, row in zip(orders, shares):
        monkeypatch.setattr(ref_open, "_open_discards",
                            _forced_first(ref_open, "_open_discards", discards))
        deal = ref_open.play_open_and_shut([TEXT[c] for c in order], players=3)
        assert [x / row.sum() for x in row] == pytest.approx(deal["shares"], abs=1e-12)


def test_open_and_shut_lists_the_legal_holds_only():
    a = advice("open-and-shut", ["As/QhJc9s4d", "/JhJd2c5c"], trials=1024)
    # 32 holds less drawing five and the four-card draws that keep no ace
    assert len(a.rows) == 32 - 1 - 5 + 1
    assert all(r["drawn"] <= 3 or r["kept"] == "As" for r in a.rows)


@pytest.mark.parametrize("choice", [1, 2, 4, 6])
def test_a_forced_english_draw_gives_the_twins_shares_deal_by_deal(monkeypatch, choice):
    """Stand pat (1) or replace card choice - 2 at the first draw (after the fifth street)."""
    from tests.reference import english_stud as ref_english

    orders, shares = _replay("english-stud", 4, choice, 120, choice, street=5)
    for order, row in zip(orders, shares):
        monkeypatch.setattr(ref_english, "_english_discard", _forced_first(
            ref_english, "_english_discard", lambda cards: None if choice == 1 else choice - 2))
        deal = ref_english.play_english_stud([TEXT[c] for c in order], players=4)
        assert [x / row.sum() for x in row] == pytest.approx(deal["shares"], abs=1e-12)


def test_english_stud_first_draw_marks_the_policy_and_equals_odds():
    hands = ["AsKd/QhQc9s", "/JhJd2c", "/8s7s6d"]
    a = advice("english-stud", hands, trials=4096, seed=6)
    assert len(a.rows) == 6 and a.decision == "draw"
    (marked,) = [r for r in a.rows if r["default"]]
    o = sim.odds("english-stud", hands, trials=4096, seed=6)
    assert marked["equity"] == pytest.approx(o["tables"]["equity"]["0"]["p"], abs=1e-12)


@pytest.mark.parametrize("choice", [1, 2, 5, 8])
def test_a_forced_twist_gives_the_twins_shares_deal_by_deal(monkeypatch, choice):
    """Keep the cards (1) or swap card choice - 2 (in the order dealt)."""
    from tests.reference import stud_score as ref_colored

    orders, shares = _replay("colored-poker(twist=true)", 4, choice, 150, 7 * choice)
    for order, row in zip(orders, shares):
        monkeypatch.setattr(ref_colored, "_twist_position", _forced_first(
            ref_colored, "_twist_position", lambda *a: None if choice == 1 else choice - 2))
        deal = ref_colored.play_colored_poker([TEXT[c] for c in order], players=4, twist=True)
        assert [x / row.sum() for x in row] == pytest.approx(deal["shares"], abs=1e-12)


def test_the_twist_lists_every_swap_and_marks_the_policy():
    hands = ["AsKs2c/QhQc9s4d", "/JhJd2d5c", "/8s7s6d3d"]
    a = advice("colored-poker(twist=true)", hands, decision="twist", trials=4096, seed=3)
    assert len(a.rows) == 8
    (marked,) = [r for r in a.rows if r["default"]]
    from tests.reference import stud_score as ref_colored

    dealt = ["As", "Ks", "Qh", "Qc", "9s", "4d", "2c"]  # the order dealt: d d u u u u d
    at = ref_colored._twist_position(dealt, 3, "likelier", "improve")
    assert marked["option"] == ("keep the cards" if at is None else f"swap {dealt[at]}")


@pytest.mark.parametrize("take", [True, False])
def test_a_forced_buy_gives_the_twins_shares_deal_by_deal(take):
    """Baseball, seat 0's first up card a 4: its extra card taken or declined as forced, every
    other 4 by the policy (take), against the twin with the same answer for seat 0."""
    from kernels.drivers import stud_layout as k
    from tests.reference import baseball as ref_baseball
    from tests.reference.stud_wild_common import _play

    class Forced(ref_baseball._Baseball):
        def __init__(self):
            super().__init__(True)
            self.seat0_ups = 0

        def face_up(self, deal, seat, card):
            if seat == 0:
                self.seat0_ups += 1
                if self.seat0_ups == 1 and not take:
                    return  # declined: no extra card
            super().face_up(deal, seat, card)

    players = 4
    rng = np.random.default_rng(44 if take else 45)
    orders = []
    for _ in range(150):
        order = rng.permutation(52)
        four = int(np.flatnonzero((order >> 2) == 2)[0])  # a 4 to seat 0's first up card
        at = 2 * players
        order[[four, at]] = order[[at, four]]
        orders.append(order)
    v, given = parse_spec("baseball")
    assert v.plan(*resolve_choices(v, given, [], []), players).inputs["lean"]
    orders, shares = _replay("baseball", players, k.HERO_YES if take else k.HERO_NO, 0, 0,
                             street=3, orders=np.array(orders, dtype=np.int8))
    for order, row in zip(orders, shares):
        deal = _play([TEXT[c] for c in order], players, Forced())
        assert [x / row.sum() for x in row] == pytest.approx(deal["shares"], abs=1e-12)


def test_the_buy_marks_the_policy_and_taking_beats_declining_in_baseball():
    a = advice("baseball", ["AsKd/4c"], players=3, trials=4096, seed=5)
    assert [r["option"] for r in a.rows] == ["take the card 4c offers", "decline it"]
    assert a.rows[0]["default"] and a.rows[0]["diff"] == 0 and a.rows[1]["diff_ci"][1] < 0
    never = advice("baseball", ["AsKd/4c"], players=3, trials=4096, seed=5,
                   policies=["take=never"])
    assert next(r for r in never.rows if r["default"])["option"] == "decline it"

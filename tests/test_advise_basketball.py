"""`advise` on Half-Court Basketball's flip and buy (sim/games/basketball_advise.py), forced in the
stud driver: each forced choice gives every seat the reference twin's shares deal by deal (the
twin's chooser answered the same way for seat 0); the marked flip is `odds` on the same
completions; situations the choices do not fit are refused in one line."""
import numpy as np
import pytest

import sim
from sim.errors import UserError
from sim.spec.game_spec import parse_spec, resolve_choices
from sim.studies.advise import advice
from tests.reference import half_court_basketball as ref_court

RANKS, SUITS = "23456789TJQKA", "cdhs"
TEXT = [r + s for r in RANKS for s in SUITS]
PLAYERS = 4
GAME = "half-court-basketball"


def _plan(three_pointer, buy):
    """The plan of the rules; under ``buy="never"`` the buying policy's plan with buying off for
    every seat, as the buy's adviser replays it (the sale compiled, nobody but the hero buying)."""
    from kernels.drivers import stud_layout as k

    v, given = parse_spec(f"{GAME}(three_pointer={str(three_pointer).lower()})")
    opts, pols = resolve_choices(v, given, [], ["buy=always"])
    plan = v.plan(opts, pols, PLAYERS)
    if buy == "never":
        for key in ("rules", "replay_rules"):
            plan.inputs[key][k.R_EXTRA_POLICY] = 0
    return plan


def _kernel_shares(plan, orders, at, choice):
    """Each seat's pot units of every order, seat 0's choice ``choice`` forced at R_HERO_AT ``at``
    (``choice`` may be one a deal)."""
    from kernels.drivers import stud_layout as k

    arrays = [plan.inputs[key] for key in ("rules", "replay_rules") if key in plan.inputs]
    seat_at = plan.layout["seat_win"][0]
    out = []
    try:
        for order, code in zip(orders, choice):
            for rules in arrays:
                rules[k.R_HERO_AT], rules[k.R_HERO_CHOICE] = at, code
            rows = plan.replay(np.array([order], dtype=np.int8))
            out.append(rows[0, seat_at:seat_at + PLAYERS])
    finally:
        for rules in arrays:
            rules[k.R_HERO_AT] = rules[k.R_HERO_CHOICE] = 0
    return out


@pytest.mark.parametrize("three_pointer", [False, True])
def test_a_forced_flip_gives_the_twins_shares_deal_by_deal(monkeypatch, three_pointer):
    rng = np.random.default_rng(21 if three_pointer else 22)
    orders = [rng.permutation(52) for _ in range(200)]
    if three_pointer:  # a 3 to seat 0's first up card in half the deals: a bought card to flip
        for order in orders[::2]:
            three = int(np.flatnonzero((order >> 2) == 1)[0])
            order[[three, 2 * PLAYERS]] = order[[2 * PLAYERS, three]]
    forced, bought = [], 0
    for order in orders:  # seat 0's down cards, from the twin's unforced deal (a flip moves none)
        deal = ref_court.play_half_court_basketball([TEXT[c] for c in order], PLAYERS, three_pointer)
        downs = [(TEXT.index(c), how) for c, how in deal["seats"][0] if how != "up"]
        card, how = downs[int(rng.integers(len(downs)))]
        forced.append(card)
        bought += how == "extra"
    assert bought > 10 if three_pointer else bought == 0
    shares = _kernel_shares(_plan(three_pointer, "always"), orders, 7, [1 + c for c in forced])
    original = ref_court._flip_order
    for order, card, row in zip(orders, forced, shares):
        def flips(table, seat, card=card):
            order_ = original(table, seat)
            if seat:
                return order_
            return [TEXT[card]] + [c for c in order_ if c != TEXT[card]]
        monkeypatch.setattr(ref_court, "_flip_order", flips)
        deal = ref_court.play_half_court_basketball([TEXT[c] for c in order], PLAYERS, three_pointer)
        assert [x / row.sum() for x in row] == pytest.approx(deal["shares"], abs=1e-12)


@pytest.mark.parametrize("buy, take", [("always", False), ("always", True), ("never", True),
                                       ("never", False)])
def test_a_forced_buy_gives_the_twins_shares_deal_by_deal(monkeypatch, buy, take):
    from kernels.drivers import stud_layout as k

    rng = np.random.default_rng(31 + 2 * take + (buy == "never"))
    orders = []
    for _ in range(150):  # a 3 to seat 0's second up card (script index 3)
        order = rng.permutation(52)
        three = int(np.flatnonzero((order >> 2) == 1)[-1])
        order[[three, 3 * PLAYERS]] = order[[3 * PLAYERS, three]]
        orders.append(order)
    shares = _kernel_shares(_plan(True, buy), orders, 4, [k.HERO_YES if take else k.HERO_NO] * 150)
    original = ref_court._buys

    def buys(seat, street, policy):
        return take if seat == 0 and street == 3 else original(seat, street, policy)
    monkeypatch.setattr(ref_court, "_buys", buys)
    for order, row in zip(orders, shares):
        deal = ref_court.play_half_court_basketball([TEXT[c] for c in order], PLAYERS, True, buy)
        assert [x / row.sum() for x in row] == pytest.approx(deal["shares"], abs=1e-12)


def test_the_flip_marks_the_best_card_and_equals_odds():
    hands = ["AsTd4c/9h8c7s", "/KsQd2c", "/5h5d6c"]
    a = advice(GAME, hands, trials=2048, seed=4)
    assert [r["option"] for r in a.rows][:1] == ["turn up Td (10 points)"] and a.rows[0]["default"]
    assert a.rows[-1]["option"] == "turn up As (1 point)" and a.rows[-1]["diff_ci"][1] < 0
    o = sim.odds(GAME, hands, trials=2048, seed=4)
    assert a.rows[0]["equity"] == pytest.approx(o["tables"]["equity"]["0"]["p"], abs=1e-12)


def test_the_buy_is_found_from_the_cards_and_marks_each_policy():
    hands = ["AsTd/9h3c", "/Ks", "/5h"]
    a = advice(f"{GAME}(three_pointer=true)", hands, trials=2048, seed=5)
    assert a.decision == "buy" and [r["option"] for r in a.rows] == ["take the card 3c offers",
                                                                     "decline it"]
    assert a.rows[0]["default"]
    never = advice(f"{GAME}(three_pointer=true)", hands, decision="buy", trials=2048, seed=5,
                   policies=["buy=never"])
    assert next(r for r in never.rows if r["default"])["option"] == "decline it"


@pytest.mark.parametrize("spec, hands, decision, says", [
    (GAME, ["AsTd/9h3c", "/Ks", "/5h"], None, "once every card is dealt"),
    (GAME, ["AsTd/9h3c", "/Ks", "/5h"], "buy", "no face-up card offers"),
    (f"{GAME}(three_pointer=true)", ["AsTd/9h4c", "/Ks", "/5h"], None, "once every card is dealt"),
    (f"{GAME}(three_pointer=true)", ["AsTd/9h4c", "/Ks", "/5h"], "buy", "last up card"),
    (GAME, ["AsTd4c/9h8c7s", "/KsQd", "/5h5d6c"], None, "every seat shows"),
])
def test_situations_the_choices_do_not_fit_are_refused_in_one_line(spec, hands, decision, says):
    with pytest.raises(UserError) as e:
        advice(spec, hands, decision=decision, trials=512)
    assert says in str(e.value) and "\n" not in str(e.value)

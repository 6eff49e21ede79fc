"""`advise` on the passes and exchanges replayed through the kernels (sim/games/exchange_advise.py):
each forced choice gives every seat the reference twin's shares deal by deal (the twin's choice
for seat 0 forced the same way), the marked option is the twin's policy choice, and the marked
pass is `odds` on the same completions."""
from itertools import combinations

import numpy as np
import pytest

import sim
from sim.studies.advise import advice
from sim.spec.game_spec import parse_spec, resolve_choices
from tests.reference import italian_poker as ref_italian
from tests.reference import pass_the_trash as ref_pass

RANKS, SUITS = "23456789TJQKA", "cdhs"
TEXT = [r + s for r in RANKS for s in SUITS]


def _forced_first(module, name, choice):
    """The twin's chooser with its first call (seat 0's first choice) answered by ``choice``."""
    original = getattr(module, name)
    calls = []

    def chooser(*args):
        calls.append(1)
        if len(calls) > 1:
            return original(*args)
        return choice(*args) if callable(choice) else choice
    return chooser


def _replay(spec, players, slot, code, n, seed):
    v, given = parse_spec(spec)
    opts, pols = resolve_choices(v, given, [], [])
    plan = v.plan(opts, pols, players)
    orders = np.array([np.random.default_rng([seed, i]).permutation(52) for i in range(n)],
                      dtype=np.int8)
    rules = plan.inputs["rules"]
    rules[slot] = code
    try:
        rows = plan.replay(orders)
    finally:
        rules[slot] = 0
    at = plan.layout["seat_win"][0]
    return orders, rows[:, at:at + players]


@pytest.mark.parametrize("players, passes, positions", [
    (3, None, (0,)), (4, None, (6,)), (5, "3L,2L2,1L3", (1, 4, 5)), (2, "2R", (0, 3)),
])
def test_a_forced_pass_gives_the_twins_shares_deal_by_deal(monkeypatch, players, passes, positions):
    from kernels.games import pass_layout as kp

    spec = "pass-the-trash" if passes is None else f"pass-the-trash(passes={passes})"
    mask = sum(1 << i for i in positions)
    orders, shares = _replay(spec, players, kp.R_HERO_PASS, mask + 1, 150, players)
    for order, row in zip(orders.tolist(), shares):
        monkeypatch.setattr(ref_pass, "_pass_positions",
                            _forced_first(ref_pass, "_pass_positions", list(positions)))
        kw = {} if passes is None else {"passes": passes}
        deal = ref_pass.play([TEXT[c] for c in order], players, **kw)
        total = row.sum()
        assert [x / total for x in row] == pytest.approx(deal["shares"], abs=1e-12)


@pytest.mark.parametrize("players", [2, 4])
def test_every_forced_exchange_gives_the_twins_shares_deal_by_deal(monkeypatch, players):
    from kernels.games import trade_layout as kt

    choices = [((), kt.ITALIAN_PAT)] + [((i,), i) for i in range(5)] + [
        ((i, j), kt.ITALIAN_PAIR + 5 * i + j) for i, j in combinations(range(5), 2)]
    for given, code in choices:
        orders, shares = _replay("italian-poker", players, kt.R_HERO_EXCHANGE, code + 1, 40,
                                 100 + code)
        for order, row in zip(orders.tolist(), shares):
            monkeypatch.setattr(ref_italian, "_choose", _forced_first(ref_italian, "_choose", given))
            deal = ref_italian.play([TEXT[c] for c in order], players)
            total = row.sum()
            assert [x / total for x in row] == pytest.approx(deal["shares"], abs=1e-12)


@pytest.mark.parametrize("hand, passes", [
    ("As Ad Kc 7h 5s 3d 2c", None), ("9h 8h 7h 6h Kc Kd 2s", None), ("Ts 9d 4c 4h Qs Jc 3h", "3L"),
])
def test_the_marked_pass_is_the_twins_and_odds(hand, passes):
    spec = "pass-the-trash" if passes is None else f"pass-the-trash(passes={passes})"
    a = advice(spec, [hand], players=4, trials=4096, seed=9)
    k = 1 if passes is None else 3
    want = ref_pass.choose_passes(hand.split(), k)
    (marked,) = [r for r in a.rows if r["default"]]
    assert marked["option"] == "pass " + " ".join(want)
    o = sim.odds(spec, [hand], players=4, trials=4096, seed=9)
    assert marked["equity"] == pytest.approx(o["tables"]["equity"]["0"]["p"], abs=1e-12)
    assert len(a.rows) == (7 if k == 1 else 35)


@pytest.mark.parametrize("hand, middle", [
    ("As Ad Kc 7h 5s", "Ah 7d"), ("9h 8h 7h 6h Kc", "2h Ts"), ("Ts 9d 4c 4h Qs", "4d Jc"),
])
def test_the_marked_exchange_is_the_twins(hand, middle):
    a = advice("italian-poker", [hand], board=middle, players=3, trials=2048)
    given = ref_italian.choose_exchange(hand.split(), middle.split())
    cards = hand.split()
    want = ("stand pat" if not given else f"give {cards[given[0]]} for {middle.split()[0]}"
            if len(given) == 1 else f"give {cards[given[0]]} {cards[given[1]]} for both")
    (marked,) = [r for r in a.rows if r["default"]]
    assert marked["option"] == want
    assert len(a.rows) == 16 and a.board == middle


@pytest.mark.parametrize("code", [1, 2, 3])
def test_a_forced_twosome_draw_gives_the_twins_shares_deal_by_deal(monkeypatch, code):
    from kernels.games import twosome_layout as kt
    from tests.reference import gruesome_twosome as ref_two

    orders, shares = _replay("gruesome-twosome", 4, kt.R_HERO_DRAW, code, 150, 40 + code)
    for order, row in zip(orders.tolist(), shares):
        monkeypatch.setattr(ref_two, "choose_discard", _forced_first(
            ref_two, "choose_discard", lambda cards, policy="standard": None if code == 1 else cards[code - 2]))
        deal = ref_two.play([TEXT[c] for c in order], 4)
        total = row.sum()
        assert [x / total for x in row] == pytest.approx(deal["shares"], abs=1e-12)


def test_the_marked_twosome_draw_is_odds():
    a = advice("gruesome-twosome", ["Ks7d", "QhQd"], players=4, trials=4096, seed=2)
    (marked,) = [r for r in a.rows if r["default"]]
    assert marked["option"] == "throw 7d"
    o = sim.odds("gruesome-twosome", ["Ks7d", "QhQd"], players=4, trials=4096, seed=2)
    assert marked["equity"] == pytest.approx(o["tables"]["equity"]["0"]["p"], abs=1e-12)


@pytest.mark.parametrize("hold", [0b11111, 0b00011, 0b10110, 0b00001, 0b01111])
def test_a_forced_first_trade_gives_the_twins_shares_deal_by_deal(monkeypatch, hold):
    from kernels.games import trade_layout as kt
    from tests.reference import trees as ref_trees

    orders, shares = _replay("trees", 4, kt.R_HERO_KEEP, hold + 1, 150, 60 + hold)
    for order, row in zip(orders.tolist(), shares):
        monkeypatch.setattr(ref_trees, "trash", _forced_first(
            ref_trees, "trash", lambda hand, policy="standard": [c for i, c in enumerate(hand)
                                                                 if not hold >> i & 1]))
        deal = ref_trees.play([TEXT[c] for c in order], 4)
        total = row.sum()
        assert [x / total for x in row] == pytest.approx(deal["shares"], abs=1e-12)


@pytest.mark.parametrize("take", [True, False])
def test_a_forced_kitty_choice_gives_the_twins_shares_deal_by_deal(monkeypatch, take):
    from kernels.games import trade_layout as kt
    from tests.reference import whiskey_poker as ref_whiskey

    code = kt.HERO_SWAP if take else kt.HERO_KEEP
    orders, shares = _replay("whiskey-poker", 4, kt.R_HERO_KITTY, code, 150, 70 + code)
    for order, row in zip(orders.tolist(), shares):
        monkeypatch.setattr(ref_whiskey, "_takes_kitty", _forced_first(
            ref_whiskey, "_takes_kitty", take))
        deal = ref_whiskey.play([TEXT[c] for c in order], 4, play_policy="prompt")  # the game's standard
        total = row.sum()
        assert [x / total for x in row] == pytest.approx(deal["shares"], abs=1e-12)


@pytest.mark.parametrize("spec, hand", [("trees", "AsAdKc7h5s"), ("whiskey-poker", "AsKd9c7h5s"),
                                        ("whiskey-poker", "QsQd9c9h5s")])
def test_the_marked_trade_and_kitty_choice_are_odds(spec, hand):
    a = advice(spec, [hand], players=4, trials=4096, seed=4)
    (marked,) = [r for r in a.rows if r["default"]]
    o = sim.odds(spec, [hand], players=4, trials=4096, seed=4)
    assert marked["equity"] == pytest.approx(o["tables"]["equity"]["0"]["p"], abs=1e-12)


@pytest.mark.parametrize("positions", [(0, 1, 2), (2, 4, 6), (1, 5, 6)])
def test_a_forced_red_black_pass_gives_the_twins_shares_deal_by_deal(monkeypatch, positions):
    from kernels.games import red_black_layout as kr
    from tests.reference import red_black as ref_rb

    mask = sum(1 << i for i in positions)
    orders, shares = _replay("red-black", 4, kr.R_HERO_PASS, mask + 1, 150, mask)
    for order, row in zip(orders.tolist(), shares):
        dealt = [TEXT[order[4 * i]] for i in range(7)]  # the twin holds them in deck order
        monkeypatch.setattr(ref_rb, "give_away", _forced_first(
            ref_rb, "give_away", lambda cards, count, policy: [dealt[i] for i in positions]))
        deal = ref_rb.play([TEXT[c] for c in order], 4)
        total = row.sum()
        want = deal["shares"] if total else [0.0] * 4
        assert [x / total if total else 0.0 for x in row] == pytest.approx(want, abs=1e-12)


def test_the_marked_red_black_pass_is_the_twins():
    from tests.reference import red_black as ref_rb

    hand = "Ah Kd Qh 2c 3s 9c 8d"
    a = advice("red-black", [hand], players=4, trials=2048, decision="pass")
    (marked,) = [r for r in a.rows if r["default"]]
    want = ref_rb.give_away(hand.split(), 3, "standard")
    assert sorted(marked["option"].removeprefix("pass ").split()) == sorted(want)
    assert len(a.rows) == 35


@pytest.mark.parametrize("code, action", [(0, "pass"), (1, "knock"), (27, "whole"),
                                          (2 + 5 * 1 + 3, ("swap", 1, 3)), (2 + 5 * 4, ("swap", 4, 0))])
def test_a_forced_first_whiskey_turn_gives_the_twins_shares_deal_by_deal(monkeypatch, code, action):
    """Nobody takes the kitty (the swap policy never), seat 0's first turn forced."""
    from kernels.games import trade_layout as kt
    from tests.reference import whiskey_poker as ref_whiskey

    v, given = parse_spec("whiskey-poker")
    opts, pols = resolve_choices(v, given, [], ["swap=never"])
    plan = v.plan(opts, pols, 4)
    orders = np.array([np.random.default_rng([90 + code, i]).permutation(52) for i in range(150)],
                      dtype=np.int8)
    rules = plan.inputs["rules"]
    rules[kt.R_HERO_PLAY] = code + 1
    try:
        rows = plan.replay(orders)
    finally:
        rules[kt.R_HERO_PLAY] = 0
    at = plan.layout["seat_win"][0]
    for order, row in zip(orders.tolist(), rows[:, at:at + 4]):
        monkeypatch.setattr(ref_whiskey, "_choose_action", _forced_first(
            ref_whiskey, "_choose_action", action))
        deal = ref_whiskey.play([TEXT[c] for c in order], 4, swap="never", play_policy="prompt")
        total = row.sum()
        assert [x / total for x in row] == pytest.approx(deal["shares"], abs=1e-12)


def test_whiskey_first_turn_keeps_only_the_deals_where_nobody_took_the_kitty():
    a = advice("whiskey-poker", ["AsKd9c7h5s"], board="Ah9d9s2c3d", players=3, trials=4096,
               decision="play")
    assert len(a.rows) == 28 and a.board == "Ah 9d 9s 2c 3d"
    assert 0 < a.rows[0]["completions"] < 4096  # the others would take it with a high-card hand
    (marked,) = [r for r in a.rows if r["default"]]
    from tests.reference import whiskey_poker as ref_whiskey

    want = ref_whiskey.choose_action("As Kd 9c 7h 5s".split(), "Ah 9d 9s 2c 3d".split(), "prompt",
                                     players=3)
    names = {"pass": "pass", "knock": "knock", "whole": "swap the whole hand"}
    hand, middle = "As Kd 9c 7h 5s".split(), "Ah 9d 9s 2c 3d".split()
    assert marked["option"] == (names[want] if isinstance(want, str)
                                else f"swap {hand[want[1]]} for {middle[want[2]]}")

"""`advise` on the decisions the games answer themselves (GameSpec.advisers): 727's take or stand,
the declare of every declare game, In Between's bet and ace call.

The declares are checked against the reference twins deal by deal: the policy's option must get
exactly the share the twin's showdown gives. 727's play after the take is checked against the
kernel's replay deal by deal, and its exact count against hand counts and against sampling.
"""
import random
from fractions import Fraction

import numpy as np
import pytest

from sim.errors import UserError
from sim.studies.advise import advice
from tests.cli_calls import one_error_line, run_cli
from tests.reference import hot_tuna as ref_tuna
from tests.reference import hot_tuna_hands as tuna_cards
from tests.reference import red_black as ref_rb
from tests.reference import seven_two_seven as ref_727
from tests.reference import stud_score as ref_colored
from tests.reference import three_three_three as ref_333

RANKS, SUITS = "23456789TJQKA", "cdhs"
DECK = [r + s for r in RANKS for s in SUITS]


def _text(cards):
    return " ".join(cards)


def _row(a, option):
    return next(r for r in a.rows if r["option"] == option)


def _default(a):
    return next(r for r in a.rows if r["default"])


# --- 727: take or stand ---------------------------------------------------------------------

def _unseen_by_rank(known):
    left = [c for c in DECK if c not in known]
    return {r: sum(1 for c in left if c[0] == r) for r in RANKS}, len(left)


@pytest.mark.parametrize("hero, other, win_on, tie_on", [
    # 26 against a stood 26.5: a face card ties at 26.5, an ace makes 27; the rest go over
    (["Ts", "9d", "7c"], ["Kd", "Th", "9h", "7s"], "A", "JQK"),
    # 25.5 against a stood 26: a face card ties at 26, an ace (26.5) or a 2 (27.5) wins
    (["Ts", "9d", "6c", "Jh"], ["Tc", "9h", "7d"], "A2", "JQK"),
])
def test_727_take_equals_a_hand_count(hero, other, win_on, tie_on):
    a = advice("727", [_text(hero), _text(other)])
    assert a.exact and a.decision == "take"
    by_rank, n = _unseen_by_rank(hero + other)
    want = Fraction(sum(by_rank[r] for r in win_on), n) + Fraction(sum(by_rank[r] for r in tie_on), 2 * n)
    assert _row(a, "take a card")["equity"] == pytest.approx(float(want), abs=1e-12)
    assert _row(a, "stand")["equity"] == 0.0  # farther from 27 than the other, who stands
    assert a.rows[0]["option"] == "take a card"


@pytest.mark.parametrize("spec, players", [("727", 2), ("727", 5), ("727(with_options=true)", 3),
                                           ("727(222=true)", 4), ("727(color=red)", 3),
                                           ("727(strict_price_is_right=true)", 6),
                                           ("727(moores=true,hero_stand=24)", 3)])
def test_727_play_equals_the_kernel_deal_by_deal(spec, players):
    """advise's plain play of the offers, declares and showdown gives every seat the kernel's
    share on the same card orders (seat 0 by its policy)."""
    from sim.games import seven_two_seven_advise as a7
    from sim.spec.game_spec import parse_spec, resolve_choices

    v, given = parse_spec(spec)
    opts, pols = resolve_choices(v, given, [], [])
    plan = v.plan(opts, pols, players)
    rng = np.random.default_rng(727 + players)
    orders = np.array([rng.permutation(52) for _ in range(300)], dtype=np.int8)
    rows = plan.replay(orders)
    at = plan.layout["seat_win"][0]
    table = a7.Table(opts, pols)
    for order, row in zip(orders.tolist(), rows):
        seats = [a7._seat(table, [order[p], order[players + p]]) for p in range(players)]
        shares = a7.play(table, seats, order[2 * players:])
        units = [int(row[at + p]) for p in range(players)]
        total = sum(units)
        assert [Fraction(u, total) if total else 0 for u in units] == shares


def test_727_exact_agrees_with_sampling():
    hands = ["Ts9d4c", "KdTh9h7s", "9c8h7hAd"]  # the hero and the last seat still take
    exact = advice("727", hands)
    sampled = advice("727", hands, trials=20_000, seed=3)
    assert exact.exact and not sampled.exact
    for r in exact.rows:
        s = _row(sampled, r["option"])
        half = (s["ci"][1] - s["ci"][0]) / 2
        assert abs(s["equity"] - r["equity"]) <= 2.2 * max(half, 1e-9)


def test_727_too_big_to_count_is_sampled_and_says_so():
    a = advice("727", ["5s2d", "Kd9h", "7c8c"], trials=2000)
    assert not a.exact and a.rows[0]["completions"] == 2000
    with pytest.raises(UserError, match="states to count exactly"):
        advice("727", ["5s2d", "Kd9h", "7c8c", "3h4h"], exact=True)


# --- the declares against the twins ---------------------------------------------------------

def test_727_declare_equals_the_twin_showdown():
    rng = random.Random(2027)
    checked = 0
    for _ in range(150):
        players = rng.randint(2, 6)
        deal = ref_727.play(rng.sample(DECK, 52), players, policy="home")
        if deal["carried"]:
            continue
        a = advice("727", [_text(h) for h in deal["hands"]], decision="declare")
        assert _default(a)["equity"] == float(deal["shares"][0])
        checked += 1
    assert checked > 100


def test_333_declare_equals_the_twin_showdown():
    rng = random.Random(333)
    checked = 0
    for _ in range(300):
        players = rng.randint(2, 7)
        deal = ref_333.play(rng.sample(DECK, 52), players)
        if deal["out"]:
            continue
        a = advice("333", [_text(h) for h in deal["final"]], decision="declare")
        assert _default(a)["equity"] == float(deal["shares"][0])
        checked += 1
    assert checked > 50


def test_red_black_declare_equals_the_twin_showdown():
    rng = random.Random(21)
    for _ in range(150):
        players = rng.randint(2, 7)
        deal = ref_rb.play(rng.sample(DECK, 52), players)
        a = advice("red-black", [_text(h) for h in deal["final"]])
        assert _default(a)["equity"] == float(deal["shares"][0])


def test_colored_poker_declare_equals_the_twin_showdown():
    rng = random.Random(7)
    for _ in range(150):
        players = rng.randint(2, 7)
        deal = ref_colored.play_colored_poker(rng.sample(DECK, 52), players)
        a = advice("colored-poker", [_text(h) for h in deal["cards"]])
        assert _default(a)["equity"] == pytest.approx(deal["shares"][0], abs=1e-12)


def test_hot_tuna_declare_equals_the_twin_showdown():
    checked = 0
    for deal in ref_tuna.deal_many(60, 3, seed=11):
        active = [g for g, d in enumerate(deal["declares"]) if d is not None]
        if len(active) < 2 or deal["carried"]:
            continue
        hero = active[0]
        order = [hero] + [g for g in active if g != hero]
        wild = "none" if deal["wild_rank"] is None else RANKS[deal["wild_rank"]]
        hands = [_text(tuna_cards.card_text(c) for c in deal["cards"][g]) for g in order]
        a = advice("hot-tuna", hands, wild=wild)
        assert _default(a)["equity"] == float(deal["shares"][hero])
        checked += 1
    assert checked > 30


def test_declaring_low_with_a_pat_royal_comes_last():
    hands = ["AsKsQsJsTs", "2h3d4c5s7h", "9h9d9c8s8d"]
    a = advice("hot-tuna", hands, wild="none")
    assert [r["option"] for r in a.rows] == ["declare high", "declare both", "declare low"]
    assert a.rows[0]["default"] and a.rows[-1]["equity"] < a.rows[0]["equity"]
    # against high declarers only, low is still the worst: half the pot against the whole
    alone = advice("hot-tuna", ["AsKsQsJsTs", "9h9d9c8s8d"], wild="none")
    assert [r["option"] for r in alone.rows][-1] == "declare low"
    assert _row(alone, "declare low")["equity"] < _row(alone, "declare both")["equity"]


# --- In Between -----------------------------------------------------------------------------

def _value(card, ace):
    return ace if card[0] == "A" else RANKS.index(card[0]) + 2


@pytest.mark.parametrize("posts, dead, pot, first_round, opts", [
    ("3s Jd", "", 40, False, []),
    ("3s Jd", "4c 5c 6c 7c 8c 9c", 40, True, []),
    ("7s 9d", "", 30, False, ["post_pays_double=true"]),
    ("Ks 2d", "Ac Ad", 1500, False, []),
])
def test_in_between_bet_equals_a_plain_count(posts, dead, pot, first_round, opts):
    a = advice("in-between", [posts], dead=dead or None, pot=pot, first_round=first_round,
               options=opts)
    p1, p2 = posts.split()
    lo, hi = sorted((_value(p1, 14), _value(p2, 14)))
    unseen = [c for c in DECK if c not in posts.split() + dead.split()]
    double = "post_pays_double=true" in opts
    net = 0
    for c in unseen:  # a third ace is a post only against an ace post, else outside
        v = 99 if c[0] == "A" else _value(c, 0)
        if lo < v < hi:
            net += 1
        elif v in (lo, hi):
            net -= 2 if double else 1
        else:
            net -= 1
    limit = min(pot // 2 if first_round else pot, 1000)
    assert _row(a, f"bet {limit} (the limit)")["chips"] == pytest.approx(net * limit / len(unseen))
    assert _row(a, "bet 1")["chips"] == pytest.approx(net / len(unseen))
    assert a.rows[0]["chips"] == max(r["chips"] for r in a.rows)


def _turn(lo, hi, third, ace_post, bet, double=False):
    v = 99 if third[0] == "A" else _value(third, 0)
    if third[0] == "A" and ace_post:
        return -bet * (2 if double else 1)
    if lo < v < hi:
        return bet
    if v in (lo, hi):
        return -bet * (2 if double else 1)
    return -bet


def test_in_between_ace_call_equals_a_plain_count():
    """Each call of a first-post ace: every second post and third card dealt out, the second-post
    ace called for the wider spread, the bet the limit from 7 ranks between (the standard)."""
    dead = "5c 5d 6h 9s Tc"
    a = advice("in-between", ["As"], pot=40, dead=dead)
    assert a.decision == "ace"
    unseen = [c for c in DECK if c not in ["As"] + dead.split()]
    for first, option in ((1, "call the ace low"), (14, "call the ace high")):
        total = Fraction(0)
        for second in unseen:
            if second[0] == "A":
                v2 = 14 if first == 1 else 1
            else:
                v2 = _value(second, 0)
            lo, hi = sorted((first, v2))
            bet = 40 if hi - lo - 1 >= 7 else 1
            rest = [c for c in unseen if c != second]
            total += Fraction(sum(_turn(lo, hi, c, True, bet) for c in rest), len(rest))
        assert _row(a, option)["chips"] == pytest.approx(float(total / len(unseen)), abs=1e-12)
    assert _row(a, "call the ace low")["default"]


def test_in_between_second_ace_and_policy_mark():
    a = advice("in-between", ["5s Ac"], pot=30)
    assert a.rows[0]["option"] == "call the ace high, bet 30 (the limit)" and a.rows[0]["default"]
    fixed = advice("in-between", ["5s Ac"], pot=30, options=["fixed_aces=true"])
    assert {r["option"] for r in fixed.rows} == {"bet 1", "bet 30 (the limit)"}
    # nothing gone: the two calls of a first-post ace are worth the same, by symmetry
    first = advice("in-between", ["As"], pot=40)
    assert first.rows[0]["chips"] == first.rows[1]["chips"]


@pytest.mark.parametrize("args, message", [
    (["727", "--hand", "Ts9d7c"], "seats 2 to 10 players, not 1"),
    (["727", "--hand", "Ts9d7c", "--hand", "KdTh", "--players", "3"], "give every seat's cards"),
    (["727", "--hand", "Ts9d7c", "--hand", "KdTh", "--wild", "3"], "takes no --wild"),
    (["727", "--hand", "Ts9d7c", "--hand", "KdTh", "--decision", "draw"], "no decision 'draw'"),
    (["727", "--hand", "Ts", "--hand", "KdTh"], "at least the 2 dealt"),
    (["727", "--hand", "Ts9d", "--hand", "KdTh", "--opt", "chilcoots=true"], "chilcoots"),
    (["in-between", "--hand", "3sJd"], "--pot N"),
    (["in-between", "--hand", "3s", "--pot", "9"], "both posts are up"),
    (["in-between", "--hand", "3sJd", "--pot", "9", "-n", "100"], "counted exactly"),
    (["hot-tuna", "--hand", "AsKsQsJsTs", "--hand", "2h3d4c5s7h"], "--wild RANK"),
    (["hot-tuna", "--hand", "AsKsQsJsTs", "--hand", "AsAsAs3d4c", "--wild", "none"], "more than 2 times"),
    (["333", "--hand", "9sKd"], "at least twice"),
    (["red-black", "--hand", "AhKdQh2c3s", "--hand", "AsKs"], "has 2 cards"),
    (["five-card-draw", "--hand", "AsKsQsJsTs", "--pot", "3"], "--pot"),
    (["auction", "--hand", "AsKs"], "--board"),
    (["mexican-stud", "--hand", "As/Kd"], "two hidden cards"),
    (["mexican-stud", "--hand", "AsKd/Qc", "--until-ci", "0.01"], "--until-ci is not covered"),
    (["727", "--hand", "5s2d", "--hand", "Kd9h", "--until-ci", "0.01"], "--until-ci is not covered"),
    (["mexican-stud", "--hand", "AsKs/QdJd9d8d"], "at street 6"),
    (["countdown", "--hand", "AsKs/QdJd", "--hand", "/2c3c"], "change the deal after street 3"),
    (["italian-poker", "--hand", "AsKsQdJd9c"], "--board"),
    (["colored-poker", "--hand", "AsKs2c/QhQc9s4d", "--hand", "/JhJd2d5c", "--decision", "twist"],
     "twist=true"),
])
def test_bad_situations_get_one_line(capsys, args, message):
    code, _, err = run_cli(capsys, "advise", *args)
    assert code == 2
    assert message in one_error_line(err)


# --- Mexican Stud's flip --------------------------------------------------------------------

def test_mexican_stud_flips_are_alike_and_the_equity_is_a_plain_sample():
    """Both flips end every deal with the same hands (equal equity, difference 0); the equity
    agrees with a plain sample of the opponent's two cards to come, scored by the reference."""
    from tests.reference.evaluator import compare_key, fast_high

    hero, other = "Ks7d/Ah9c2s", "/QhQd5c"
    a = advice("mexican-stud", [hero, other], trials=20_000, seed=4)
    assert [r["option"] for r in a.rows] == ["turn up 7d", "turn up Ks"]  # hide-high: the lower
    assert a.rows[0]["default"] and a.rows[0]["equity"] == a.rows[1]["equity"]
    assert all(r["diff"] == 0 and r["diff_ci"] == [0.0, 0.0] for r in a.rows)
    mine = ["Ks", "7d", "Ah", "9c", "2s"]
    shown = ["Qh", "Qd", "5c"]
    rest = [c for c in DECK if c not in mine + shown]
    rng = random.Random(12)
    key = compare_key(*fast_high(mine))
    n, total = 6000, 0.0
    for _ in range(n):
        theirs = compare_key(*fast_high(shown + rng.sample(rest, 2)))
        total += 1.0 if key > theirs else 0.5 if key == theirs else 0.0
    p = total / n
    se = (p * (1 - p) / n + a.rows[0]["equity"] * (1 - a.rows[0]["equity"]) / 20_000) ** 0.5
    assert abs(a.rows[0]["equity"] - p) <= 4 * se
    shows = advice("mexican-stud", [hero, other], trials=2000, policies=["flip=show-high"])
    assert shows.rows[0]["option"] == "turn up Ks" and shows.rows[0]["default"]

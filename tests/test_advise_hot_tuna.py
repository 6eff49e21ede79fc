"""`advise` on Hot Tuna's first pass and first roll (sim/games/hot_tuna_advise.py): each forced
choice gives every counter of the reference twin's deal, deal by deal (the twin's choosers
answered the same way for the hero's first calls); the two-deck stock the adviser samples is a
uniform order of the unseen cards with the hero's where the deal puts them; the marked option is
the policy's; bad situations are refused in one line."""
from collections import Counter

import numpy as np
import pytest
from scipy.stats import chisquare

from kernels.games import hot_tuna_layout as kh
from sim.errors import UserError
from sim.games.hot_tuna_advise import two_deck_stock
from sim.studies.advise import advice
from tests.reference import hot_tuna as ref
from tests.test_hot_tuna import assert_deal_equal, make_plan, random_decks, ref_kwargs

PASSES = {1: "keep", 2: "held", 3: "incoming"}


def _answered(name, answers):
    """The twin's chooser ``name`` with its first calls of a deal answered by ``answers``
    (None: the policy's own answer)."""
    original = getattr(ref, name)
    calls = []

    def chooser(*args):
        calls.append(1)
        if len(calls) <= len(answers) and answers[len(calls) - 1] is not None:
            return answers[len(calls) - 1]
        return original(*args)
    return chooser


@pytest.mark.parametrize("players, policies", [
    (4, {}), (2, {}), (6, {"pass": "dump"}), (3, {"pass": "never", "roll": "zevon"}),
])
@pytest.mark.parametrize("forced", [
    {kh.R_HERO_PASS: 1}, {kh.R_HERO_PASS: 2}, {kh.R_HERO_PASS: 3},
    {kh.R_HERO_KEPT: 1}, {kh.R_HERO_KEPT: 1, kh.R_HERO_ROLL: 1}, {kh.R_HERO_KEPT: 1, kh.R_HERO_ROLL: 2},
])
def test_a_forced_choice_gives_the_twins_deal(monkeypatch, players, policies, forced):
    plan, opts, pols = make_plan(players, policies)
    decks, welts = random_decks(120, seed=players + 10 * sum(forced.values()))
    rules = plan.inputs["rules"]
    for slot, code in forced.items():
        rules[slot] = code
    rows = plan.replay(np.array(decks, dtype=np.int8), np.array(welts, dtype=np.int64))
    passes = ([PASSES[forced[kh.R_HERO_PASS]]] if kh.R_HERO_PASS in forced
              else ["keep"] * 3 if kh.R_HERO_KEPT in forced else [])
    rolls = [forced[kh.R_HERO_ROLL] - 1] if kh.R_HERO_ROLL in forced else []
    for row, deck, welt in zip(rows, decks, welts):
        # round 0's chain starts at the hero's garbage hand: his hands' choices come first
        monkeypatch.setattr(ref, "_choose_pass", _answered("_choose_pass", passes))
        monkeypatch.setattr(ref, "_choose_roll", _answered("_choose_roll", rolls))
        d = ref.play_hot_tuna([int(x) for x in deck], players, weltschmertz=int(welt),
                              **ref_kwargs(opts, pols))
        monkeypatch.undo()
        assert_deal_equal(row, d, players, deck)


def test_the_sampled_stock_is_a_uniform_order_of_the_unseen_cards():
    from types import SimpleNamespace

    from kernels.core.layout import SHARE_UNITS
    from sim.studies.advise_forced import further_decks
    from sim.studies.odds_replay import sampled_fills

    plan, _, _ = make_plan(4)
    at = plan.layout["seat_win"][0]
    places = {0: 40, 12: 21, 1: 40, 2: 3}            # the queen of spades twice
    seen = []

    def replay(orders):
        seen.append(orders.copy())
        counts = np.zeros((len(orders), kh.N_COUNTERS), dtype=np.int64)
        counts[:, at:at + 2] = [kh.UNITS // 3, kh.UNITS * 2 // 3]
        return counts

    stock, order, known_in = two_deck_stock(SimpleNamespace(replay=replay, layout=plan.layout,
                                                            inputs=plan.inputs), places)
    assert known_in == {1: {0: 40}}
    fill = next(sampled_fills(np.array(order[3], dtype=np.int8), 20_000, 5))
    rows = np.empty((len(fill), 52), dtype=np.int8)
    rows[:, order[0]] = order[1]
    rows[:, order[2]] = fill
    rows = np.hstack([rows] + further_decks(len(rows), 1, known_in, (5, 0)))
    counts = stock.replay(rows)
    assert (counts[:, at:at + 3] == [SHARE_UNITS // 3, SHARE_UNITS * 2 // 3, 0]).all()
    again = stock.replay(rows)                       # every option of a batch: the same stocks
    assert (seen[1] == seen[0]).all() and (again == counts).all()
    dealt = seen[0]
    assert (dealt[:, list(places)] == list(places.values())).all()
    assert all(Counter(r) == Counter(range(52)) + Counter(range(52)) for r in dealt[:50].tolist())
    # every unseen card as likely at a free position as its copies left make it
    left = Counter(range(52)) + Counter(range(52)) - Counter(places.values())
    for q in (3, 30, 103):
        got = np.bincount(dealt[:, q], minlength=52)
        want = np.array([left[c] for c in range(52)]) / sum(left.values()) * len(dealt)
        assert got[40] == 0 and chisquare(got[want > 0], want[want > 0]).pvalue > 1e-3
    # the decks' copies mix: most stocks repeat a card in their first 52 (deck after deck would not)
    assert np.mean([len(set(r[:52])) < 52 for r in dealt.tolist()]) > 0.99


def _default(a):
    return next(r for r in a.rows if r["default"])


@pytest.mark.parametrize("hands, policies, marked", [
    (["Qs7d", "9c", "2h"], {}, "pass Qs (held) to the middle hand, 20 cents"),
    (["7dQs", "9c", "2h"], {}, "pass Qs (incoming) to the middle hand, 20 cents"),
    (["Qs7d", "9c", "2h"], {"pass": "never"}, "keep both"),
    (["Ks7d", "9c", "2h"], {}, "keep both"),
    (["QsQs", "9c", "2h"], {}, "pass Qs (held) to the middle hand, 20 cents"),
])
def test_the_pass_marks_the_policys_choice(hands, policies, marked):
    a = advice("hot-tuna", hands, trials=600, policies=policies)
    assert a.decision.startswith("pass")
    assert _default(a)["option"] == marked
    assert len(a.rows) == (2 if hands[0][:2] == hands[0][2:] else 3)
    fees = {r["option"]: r["fee_cents"] for r in a.rows}
    assert fees["keep both"] == 0 and set(fees.values()) == {0, kh.PASS_FEE}


def test_the_roll_marks_the_policys_choice_and_replays_as_the_policy():
    a = advice("hot-tuna", ["Qs7d", "9c8c", "2h5d"], trials=2000, players=3)
    assert a.decision.startswith("roll") and _default(a)["option"] == "roll 7d (keep Qs down)"
    b = advice("hot-tuna", ["Qs7d", "9c8c", "2h5d"], trials=2000, players=3, decision="roll")
    assert [r["equity"] for r in a.rows] == [r["equity"] for r in b.rows]
    # no queen, nothing pending: the card whose rank the hand holds less often, the higher on a tie
    c = advice("hot-tuna", ["Kd3c", "3h4c", "5c6c"], trials=500, decision="roll")
    assert _default(c)["option"] == "roll Kd (keep 3c down)"


@pytest.mark.parametrize("hands, kw, words", [
    (["Qs7d", "9c"], {}, "three hands"),
    (["Qs7d", "9c", "2h", "3h"], {}, "three hands"),
    (["Qs7d", "9c8c", "2h"], {}, "holds 1 card"),
    (["Qs7d", "9c", "2h"], {"wild": "7"}, "takes no --wild"),
    (["Qs7d", "9c", "2h"], {"dead": "2c"}, "leave out --dead"),
    (["Qs7d", "9c", "2h"], {"exact": True}, "leave out --exact"),
    (["Qs7d", "9c", "2h"], {"players": 7}, "--players must be 2 to 6"),
    (["QsQs", "Qs", "2h"], {}, "more than twice"),
    (["QsQs", "9c2c", "2h3h"], {}, "either roll turns up the same card"),
    (["Qs7d", "9c", "2h"], {"decision": "roll"}, "holds 2 cards"),
    (["Qs7d", "9c", "2h"], {"decision": "fold"}, "does not cover the fold"),
])
def test_bad_situations_are_refused_in_one_line(hands, kw, words):
    with pytest.raises(UserError) as e:
        advice("hot-tuna", hands, trials=100, **kw)
    assert words in str(e.value) and "\n" not in str(e.value)



@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("hands", [(["Qs7d"], ["9c"], ["2h"]), (["Qs7d"], ["9c8c"], ["2h2h"])])
def test_the_hero_meets_his_cards_where_the_stock_deals_them(monkeypatch, players, hands):
    """On the stocks the adviser deals, the twin's first pass (or, every hand keeping, first
    roll) sees the situation's cards: [held, incoming], or each hand's [held, gained]."""
    from types import SimpleNamespace

    from sim.games.hot_tuna_advise import round_zero_places
    from sim.studies.advise_forced import further_decks
    from sim.studies.odds_answer import split_cards

    cards = [split_cards(h[0], "hand") for h in hands]
    plan, _, _ = make_plan(players)
    dealt = []
    stock, order, known_in = two_deck_stock(
        SimpleNamespace(replay=lambda o: dealt.append(o) or np.zeros((len(o), kh.N_COUNTERS), dtype=np.int64),
                        layout=plan.layout, inputs=plan.inputs),
        round_zero_places(cards, players))
    rows = np.empty((40, 52), dtype=np.int8)
    rows[:, order[0]] = order[1]
    rows[:, order[2]] = np.random.default_rng(3).permuted(np.tile(order[3], (40, 1)), axis=1)
    stock.replay(np.hstack([rows] + further_decks(40, 1, known_in, (3, 0))))
    rolling = len(cards[1]) == 2
    for deck in dealt[0].tolist():
        seen = []
        spy = _answered("_choose_pass", ["keep"] * 3 if rolling else [])
        monkeypatch.setattr(ref, "_choose_pass", lambda *a: seen.append(("pass", a[1], a[2])) or spy(*a))
        original = ref._choose_roll
        monkeypatch.setattr(ref, "_choose_roll", lambda *a: seen.append(("roll", *a[1])) or original(*a))
        ref.play_hot_tuna(deck, players)
        monkeypatch.undo()
        passes = [x[1:] for x in seen if x[0] == "pass"]
        if rolling:
            # every hand kept: the first roll is the garbage hand's [held, gained]
            assert [x for x in seen if x[0] == "roll"][0][1:] == tuple(cards[0])
            assert passes[:3] == [(c[0], c[1]) for c in cards]
        else:
            assert passes[0] == tuple(cards[0]) and passes[1][0] == cards[1][0]
            assert passes[2][0] == cards[2][0]


@pytest.mark.parametrize("players, policies", [(4, {}), (3, {"buy": "always"}), (6, {"fold": "never"}),
                                               (2, {"declare": "high"})])
@pytest.mark.parametrize("code", [0, 1, 2])
def test_the_buy_from_the_table_gives_the_twins_shares(monkeypatch, players, policies, code):
    """buy_shares from each twin deal's table after its rolls (the others' down cards drawn from
    the row, before the stock the buys take) gives every seat the twin's share, the hero's first
    buy forced the same way."""
    from kernels.games.hot_tuna import buy_shares

    plan, opts, pols = make_plan(players, policies)
    rules = plan.inputs["rules"]
    rules[kh.R_HERO_BUY] = code
    decks, _ = random_decks(120, seed=players + code)
    checked = 0
    for deck in decks:
        deck = [int(x) for x in deck]
        d, left = ref.play_hot_tuna_and_stock(deck, players, **ref_kwargs(opts, pols))
        n = 3 * players
        active = np.array([f is None for f in d["folded_after"]])
        if not active[:3].any():
            continue
        ups = [d["cards"][g][:4] if active[g] else d["cards"][g][:-1] for g in range(n)]
        downs = [d["cards"][g][len(ups[g])] for g in range(n)]
        bought = [d["cards"][g][5] for g in range(n) if d["bought"][g]]
        if code:
            monkeypatch.setattr(ref, "_wants_buy", _answered("_wants_buy", [code == 1]))
            d, left = ref.play_hot_tuna_and_stock(deck, players, **ref_kwargs(opts, pols))
            monkeypatch.undo()
            bought = [d["cards"][g][5] for g in range(n) if d["bought"][g]]
        row = np.array([downs[3:] + bought + left], dtype=np.int64)
        out = np.zeros((1, players), dtype=np.int64)
        buy_shares(players, rules, np.array([u + [0] * (4 - len(u)) for u in ups], dtype=np.int64),
                   np.array(downs[:3] + [-1] * (n - 3), dtype=np.int64), active,
                   -1 if d["wild_rank"] is None else d["wild_rank"], row, out)
        want = [sum(d["shares"][3 * p:3 * p + 3]) * kh.UNITS for p in range(players)]
        assert out[0].tolist() == want
        checked += 1
    rules[kh.R_HERO_BUY] = 0
    assert checked > 60


BUY_TABLE = ["7d/As2c5h3d", "Kd/9s9hTc8c", "2h/4c4d", "/KsKhQc3s", "/7c8d9dTd", "/Jc2d",
             "/Ac3c4h6s", "/5c5d5s7s", "/QsJsTs9c", "/8h8s3h2s", "/6d6h", "/AhKh"]


def test_the_buy_marks_the_policy_and_is_buy_shares_on_stocks_dealt_apart():
    """The marked option (the draw policy: A-2-3-5-7 holds five low ranks, no buy) against
    buy_shares's mean over the unseen cards shuffled apart; the buy's row buys."""
    import random

    from kernels.games.hot_tuna import buy_shares
    from sim.studies.odds_answer import split_cards

    a = advice("hot-tuna", BUY_TABLE, wild="9", trials=3000)
    assert a.decision == "buy (garbage hand)" and a.players == 4
    assert _default(a)["option"] == "do not buy" and _default(a)["fee_cents"] == 0
    plan, _, _ = make_plan(4)
    rules = plan.inputs["rules"]
    parts = [t.split("/") for t in BUY_TABLE]
    ups = [split_cards(u, "up") for _, u in parts]
    downs = [split_cards(d, "down") for d, _ in parts]
    seen = Counter(c for h in ups + downs for c in h)
    rng = random.Random(4)
    rows = []
    for _ in range(3000):
        unseen = list((Counter(ref.two_decks()) - seen).elements())
        rng.shuffle(unseen)
        rows.append(unseen)
    for code, option in ((0, "do not buy"), (1, "buy a card, 75 cents")):
        rules[kh.R_HERO_BUY] = code
        out = np.zeros((len(rows), 4), dtype=np.int64)
        buy_shares(4, rules, np.array([u + [0] * (4 - len(u)) for u in ups], dtype=np.int64),
                   np.array([d[0] if d else -1 for d in downs], dtype=np.int64),
                   np.array([len(u) == 4 for u in ups]), 7, np.array(rows, dtype=np.int64), out)
        shares = out[:, 0] / kh.UNITS
        row = next(r for r in a.rows if r["option"] == option)
        assert abs(row["equity"] - shares.mean()) < 4 * np.hypot(shares.std() / np.sqrt(len(rows)),
                                                                 row["ci"][1] - row["equity"])
    rules[kh.R_HERO_BUY] = 0


@pytest.mark.parametrize("table, kw, words", [
    (BUY_TABLE, {}, "--wild RANK"),
    (BUY_TABLE[:11], {"wild": "9"}, "three a player"),
    (BUY_TABLE, {"wild": "9", "players": 5}, "not --players 5"),
    (["As2c5h3d"] + BUY_TABLE[1:], {"wild": "9", "decision": "buy"}, "DOWN/UP"),
    (["/As2c5h3d"] + BUY_TABLE[1:], {"wild": "9"}, "the hero's down card"),
    (BUY_TABLE[:3] + ["9c/KsKhQc3s"] + BUY_TABLE[4:], {"wild": "9"}, "is not seen"),
    (["7d/As2c5h3d8c"] + BUY_TABLE[1:], {"wild": "9"}, "shows 5 up cards"),
    (["7d/As2c", "Kd/9s9h", "2h/4c4d"] + BUY_TABLE[3:], {"wild": "9"}, "he has no buy"),
    (BUY_TABLE[:3] + ["/KsKsKs3s"] + BUY_TABLE[4:], {"wild": "9"}, "more than twice"),
    (BUY_TABLE, {"wild": "9", "board": "2c"}, "takes no --board"),
    (BUY_TABLE, {"wild": "9", "options": {"buy": False}}, "offers no buy"),
])
def test_bad_buy_situations_are_refused_in_one_line(table, kw, words):
    with pytest.raises(UserError) as e:
        advice("hot-tuna", table, trials=100, **kw)
    assert words in str(e.value) and "\n" not in str(e.value)

"""`advise` on the keep of the discard games (sim/studies/advise_keep.py): every pair's equity
against known hands, exact, against a plain-Python count over the reference evaluator; the pair
the game's policy keeps, against `odds` (which replays the game, every seat keeping by its
policy) on the same situation; and the one-line refusals."""
import itertools

import pytest

import sim
from sim.cli import main
from sim.studies.advise import advice
from tests.reference.evaluator import compare_key, fast_high, full_deck


def best_key(cards):
    category, tiebreak, natural = fast_high(list(cards), k=5)
    return compare_key(category, tiebreak, natural)


def reference_equity(hero, others, board, dead):
    """Hero's share of the pot over every completion of the board, by itertools and the
    reference evaluator: (shares in halves, completions)."""
    known = set(hero) | {c for o in others for c in o} | set(board) | set(dead)
    rest = [c for c in full_deck() if c not in known]
    shares, n = 0.0, 0
    for more in itertools.combinations(rest, 5 - len(board)):
        full = list(board) + list(more)
        keys = [best_key(list(hero) + full)] + [best_key(list(o) + full) for o in others]
        top = max(keys)
        if keys[0] == top:
            shares += 1 / keys.count(top)
        n += 1
    return shares / n, n


@pytest.mark.parametrize("game, hero, other, board", [
    ("crazy-pineapple", ("As", "Kd", "Qh"), ("Jc", "Jd"), ("Ts", "9c", "2h")),
    ("crazy-pineapple", ("7h", "7d", "Ah"), ("Kh", "Qh"), ("2h", "9h", "7c")),
    ("irish", ("As", "Kd", "Qh", "Qc"), ("Jc", "Jd"), ("9h", "8h", "2c")),
])
def test_every_keep_on_a_flop_equals_a_plain_python_count(game, hero, other, board):
    a = advice(game, ["".join(hero), "".join(other)], board="".join(board))
    assert a.exact and a.measure == "equity"
    assert len(a.rows) == len(list(itertools.combinations(hero, 2)))
    for r in a.rows:
        kept = r["kept"].split()
        thrown = r["thrown"].split()
        equity, n = reference_equity(kept, [other], board, thrown)
        assert r["completions"] == n
        assert r["equity"] == pytest.approx(equity, abs=1e-12), r["option"]
    assert [r["equity"] for r in a.rows] == sorted((r["equity"] for r in a.rows), reverse=True)
    assert a.rows[0]["diff"] == 0 and all(r["diff"] <= 0 for r in a.rows)


@pytest.mark.parametrize("game, hands, board", [
    ("crazy-pineapple", ["AsKdQh", "JcJdTc"], "Ts9c2h"),
    ("crazy-pineapple", ["AsKdQh", "JcJdTc", "8s8d3c"], "Ts9c2h"),
    ("irish", ["AsKdQhQc", "JcJdTcTd"], "9h8h2c"),
    ("crazy-pineapple", ["9s8s2d", "AcAd5h"], "7s6d2c"),
])
def test_the_policys_keep_is_marked_and_its_equity_is_what_odds_says(game, hands, board):
    """odds replays the game: every seat, the hero too, keeps by the game's policy."""
    a = advice(game, hands, board=board)
    (marked,) = [r for r in a.rows if r["default"]]
    o = sim.odds(game, hands, board=board)
    assert o["exact"]
    assert marked["equity"] == pytest.approx(o["tables"]["equity"]["0"]["p"], abs=1e-12)
    assert marked["win"] == pytest.approx(o["tables"]["win"]["0"]["p"], abs=1e-12)


def test_a_high_keep_policy_is_the_one_marked():
    a = advice("crazy-pineapple", ["9s8s2d", "AcAd"], board="7s6d2c", policies=["keep=high"])
    (marked,) = [r for r in a.rows if r["default"]]
    assert marked["kept"] == "9s 8s" and a.policy == "high"
    b = advice("crazy-pineapple", ["9s8s2d", "AcAd"], board="7s6d2c")  # a pair of 2s, the 9 kicker
    assert next(r for r in b.rows if r["default"])["kept"] == "9s 2d" and b.policy == "standard"


@pytest.mark.slow
def test_pineapples_keep_at_the_deal_is_what_odds_says():
    a = advice("pineapple", ["AsKdQh", "JcJdTc"])
    (marked,) = [r for r in a.rows if r["default"]]
    o = sim.odds("pineapple", ["AsKdQh", "JcJdTc"])
    assert marked["equity"] == pytest.approx(o["tables"]["equity"]["0"]["p"], abs=1e-12)


def test_pineapples_keep_before_the_flop_is_exact_over_every_board():
    a = advice("pineapple", ["AsKdQh", "JcJd"])
    # every board of the 47 cards unseen: the opponent's thrown card is as unseen as the rest
    assert all(r["completions"] == 1_533_939 for r in a.rows)
    assert a.rows[0]["kept"] == "Kd Qh"


@pytest.mark.parametrize("args, words", [
    (["crazy-pineapple", "--hand", "AsKdQh", "--hand", "JcJd"], "after the flop"),
    (["pineapple", "--hand", "AsKdQh", "--hand", "JcJd", "--board", "Ts9c2h"], "before the flop"),
    (["crazy-pineapple", "--hand", "AsKd", "--hand", "JcJd", "--board", "Ts9c2h"], "3 hole cards"),
    (["crazy-pineapple", "--hand", "AsKdQh", "--hand", "Jc", "--board", "Ts9c2h"], "the two it keeps"),
    (["crazy-pineapple", "--hand", "AsKdQh", "--board", "Ts9c2h"], "opponent"),
    (["crazy-pineapple", "--hand", "AsKdQh", "--hand", "JcJd", "--board", "Ts9c2h", "--players", "3"], "no unknown seats"),
    (["crazy-pineapple", "--hand", "AsKdQh", "--hand", "AsJd", "--board", "Ts9c2h"], "given twice"),
    (["crazy-pineapple", "--hand", "AsKdQh", "--hand", "JcJd", "--board", "Ts9c2h", "--trials", "1e4"], "exactly"),
    (["crazy-pineapple", "--hand", "AsKdQh", "--hand", "JcJd", "--board", "Ts9c2h", "--target", "flush"], "equity"),
    (["five-card-draw", "--hand", "AsAhKdQc2c", "--board", "Ts9c2h"], "no board"),
])
def test_a_bad_keep_situation_is_one_line(args, words, capsys):
    with pytest.raises(SystemExit) as e:
        main(["advise", *args])
    err = capsys.readouterr().err
    assert e.value.code == 2 and words in err and err.count("\n") == 1, err


def test_each_keep_is_odds_on_the_holdem_situation_it_leaves():
    """After the discard the hand is Hold'em's: each option's equity is `odds` of Hold'em with
    the kept pairs, the board, and the thrown cards dead."""
    a = advice("crazy-pineapple", ["AsKdQh", "JcJdTc"], board="Ts9c2h")
    for r in a.rows:
        o = sim.odds("texas-holdem", [r["kept"], "JcJd"], board="Ts9c2h", dead=f"{r['thrown']} Tc")
        assert r["equity"] == pytest.approx(o["tables"]["equity"]["0"]["p"], abs=1e-12), r["option"]
        assert r["final"] == {k: e["p"] for k, e in o["tables"]["hand_category"].items()
                              if k != "five-of-a-kind"}

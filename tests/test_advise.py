"""`simpoker advise` on the draw with the hero alone (sim/studies/advise.py): every hold counted
exactly, against a plain-Python enumeration over the reference evaluator; the hold the game's
policy takes, against `odds` (which plays that policy) on the same situation; the order of the
options; and the one-line refusals."""
import itertools
import json
from functools import lru_cache

import pytest

import sim
from sim.cli import main
from sim.studies.advise import advice as advise
from tests.reference.evaluator import fast_high, full_deck

CATEGORIES = ("high-card", "one-pair", "two-pair", "three-of-a-kind", "straight", "flush",
              "full-house", "four-of-a-kind", "straight-flush", "five-of-a-kind")


def reference_holds(hand, deck, wild=frozenset(), spanish=False, least_kept=0):
    """{kept cards: {category: count}} over every draw of the thrown cards from the stock, by
    itertools and the reference evaluator (the holds keeping at least ``least_kept`` cards)."""
    stock = [c for c in deck if c not in hand]
    kind = "spanish" if spanish else "standard"
    spare_wild = [r + s for r in sorted(wild) for s in "cdhs"]

    @lru_cache(maxsize=None)
    def category(n_wild, ranks, suited):
        naturals = [r + ("s" if suited else "shdc"[i % 4]) for i, r in enumerate(ranks)]
        return fast_high(naturals + spare_wild[:n_wild], wild=frozenset(spare_wild), deck=kind)[0]

    def of(cards):  # a five-card category depends on the wild count, the natural ranks, one suit
        naturals = [c for c in cards if c[0] not in wild]
        return category(5 - len(naturals), tuple(sorted(c[0] for c in naturals)),
                        len({c[1] for c in naturals}) <= 1)

    out = {}
    for k in range(least_kept, 6):
        for kept in itertools.combinations(hand, k):
            counts = dict.fromkeys(CATEGORIES, 0)
            for drawn in itertools.combinations(stock, 5 - k):
                counts[of(kept + drawn)] += 1
            out[" ".join(kept)] = counts
    return out


def kernel_holds(a):
    return {r["kept"]: {c: round(p * r["draws"]) for c, p in r["final"].items()} for r in a.rows}


def test_every_hold_of_five_card_draw_equals_a_plain_python_enumeration():
    hand = ("As", "Ah", "Kd", "Qc", "2c")
    a = advise("five-card-draw", ["".join(hand)], players=1, target="two-pair")
    assert len(a.rows) == 32 and a.exact
    expected = reference_holds(hand, full_deck())
    got = kernel_holds(a)
    for kept, counts in expected.items():
        assert {c: n for c, n in counts.items() if n} == {c: n for c, n in got[kept].items() if n}, kept


@pytest.mark.parametrize("spec, hand, wild, spanish", [
    ("five-card-draw(spanish=true)", ("As", "Ks", "Qh", "Jh", "7c"), frozenset(), True),
    ("five-card-draw(wild=2)", ("2c", "7s", "7d", "Kh", "Qd"), frozenset({"2"}), False),
    ("five-card-draw(wild=A,2)", ("As", "2h", "9h", "8h", "Kc"), frozenset({"A", "2"}), False),
])
def test_every_hold_with_wild_cards_or_the_spanish_deck_equals_the_reference(spec, hand, wild, spanish):
    a = advise(spec, ["".join(hand)], players=1, target="straight")
    expected = reference_holds(hand, full_deck(deck="spanish" if spanish else "standard"),
                               wild=wild, spanish=spanish)
    got = kernel_holds(a)
    assert set(got) == set(expected)
    for kept, counts in expected.items():
        assert {c: n for c, n in counts.items() if n} == {c: n for c, n in got[kept].items() if n}, kept


@pytest.mark.parametrize("spec, hand", [
    ("five-card-draw", "AsAhKdQc2c"),
    ("five-card-draw", "9h8h7h6hKc"),        # a four-flush that is also an open straight
    ("five-card-draw(wild=2)", "2c7s7dKhQd"),
    ("five-card-draw", "KsQd9c5h3h"),        # no pair, no draw: the two highest
])
def test_the_policys_hold_is_marked_and_ends_as_odds_says(spec, hand):
    """`odds` with the hero alone enumerates every draw and plays the game's policy: its final
    hand table is the marked hold's row, count for count."""
    a = advise(spec, [hand], players=1, target="two-pair")
    (marked,) = [r for r in a.rows if r["default"]]
    o = sim.odds(spec, [hand], players=1, exact=True)
    table = o["tables"]["hand_category"]
    for c, p in marked["final"].items():
        assert p == pytest.approx(table[c]["p"], abs=1e-12) if c in table else p == 0, c


def test_breaking_a_made_straight_flush_comes_last():
    a = advise("five-card-draw", ["AsKsQsJsTs"], players=1, target="straight-flush")
    assert a.rows[0]["option"] == "stand pat" and a.rows[0]["p_target"] == 1
    assert all(r["diff"] < 0 for r in a.rows[1:])
    b = advise("five-card-draw", ["9h8h7h6h5h"], players=1, target="two-pair")
    assert b.rows[0]["option"] == "stand pat"
    assert [r["p_target"] for r in b.rows if r["legal"]] == sorted(
        (r["p_target"] for r in b.rows if r["legal"]), reverse=True)


def test_sim_advise_is_a_dataframe_best_first():
    df = sim.advise("five-card-draw", ["AsAhKdQc2c"], players=1, target="two-pair")
    assert df.index[0] == "keep As Ah, draw 3" and len(df) == 32
    assert df["p_target"].iloc[0] == df["ci_high"].iloc[0] and df["default"].iloc[0]
    assert df.attrs["target"] == "two-pair" and df.attrs["decision"] == "draw"
    assert abs(df.filter(like="P(").sum(axis=1) - 1).max() < 1e-12


def test_the_default_target_is_the_category_that_wins_half_the_pots():
    a = advise("five-card-draw", ["AsAhKdQc2c"], players=1)
    assert a.target == "two-pair" and "half the pots" in a.target_reason
    assert a.to_dict()["options"][0]["option"] == "keep As Ah, draw 3"


def test_the_command_prints_writes_and_speaks_json(tmp_path, capsys):
    with pytest.raises(SystemExit) as e:
        main(["advise", "five-card-draw", "--hand", "AsAhKdQc2c", "--players", "1",
              "--target", "two-pair", "--json", "--out", str(tmp_path)])
        raise SystemExit(0)
    assert (e.value.code or 0) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["target"] == "two-pair" and len(doc["options"]) == 32
    assert {"option", "kept", "drawn", "legal", "default", "p_target", "ci", "diff", "diff_ci",
            "final"} <= set(doc["options"][0])
    assert (tmp_path / doc["folder"].split(str(tmp_path) + "/")[-1] / "advise.png").exists()
    with pytest.raises(SystemExit):
        main(["advise", "five-card-draw", "--hand", "AsAhKdQc2c", "--target", "two-pair"])
        raise SystemExit(0)
    text = capsys.readouterr().out
    assert "keep As Ah, draw 3" in text and "1*" in text and "not allowed" not in text


@pytest.mark.parametrize("args, words", [
    (["five-card-draw", "--hand", "AsAsKdQc2c"], "given twice"),
    (["five-card-draw", "--hand", "AsAhKd"], "five cards"),
    (["five-card-draw", "--hand", "AsAhKdQc2c", "--dead", "As"], "given twice"),
    (["five-card-draw", "--hand", "AsAhKdQc2c", "--players", "6"], "cannot run out"),
    (["five-card-draw", "--hand", "AsAhKdQc2c", "--players", "3", "--exact"], "sampled"),
    (["five-card-draw", "--hand", "AsAhKdQc2c", "--players", "3", "--target", "flush"], "equity"),
    (["five-card-draw", "--hand", "AsAhKdQc2c", "--players", "3", "--until-ci", "0.01", "--trials", "1e4"], "not both"),
    (["five-card-draw", "--hand", "AsAhKdQc2c", "--players", "1", "--until-ci", "0.01"], "exactly"),
    (["five-card-draw", "--hand", "AsAhKdQc2c", "--hand", "KsKh3c4d"], "hand 1"),
    (["five-card-draw", "--hand", "AsAhKdQc2c", "--hand", "KsKh3c4d5d", "--players", "1"], "give one hand"),
    (["five-card-draw", "--hand", "AsAhKdQc2c", "--players", "3", "--trials", "2e6"], "at most"),
    (["five-card-draw", "--hand", "AsAhKdQc2c", "--trials", "1e4"], "exactly"),
    (["five-card-draw", "--hand", "AsAhKdQc2c", "--target", "royal"], "unknown --target"),
    (["five-card-draw(spanish=true)", "--hand", "As2hKdQc8c"], "not in five-card-draw's deck"),
    (["five-card-draw", "--hand", "Zz"], "cannot read"),
    (["five-card-draw"], "--hand"),
    (["texas-holdem", "--hand", "AsAh"], "no decision"),
    (["screw-your-neighbor", "--hand", "As"], "--players N"),
    (["five-card-draw(high_low=true)", "--hand", "AsAhKdQc2c", "--players", "1"], "splits the pot"),
    (["six-back-to-five", "--hand", "AsAhKdQc2c"], "does not cover"),
    (["no-such-game", "--hand", "AsAh"], "unknown variant"),
    (["five-card-draw", "--hand", "AsAhKdQc2c", "--exact", "--sample"], "not both"),
])
def test_a_bad_or_uncovered_situation_is_one_line(args, words, capsys):
    with pytest.raises(SystemExit) as e:
        main(["advise", *args])
    err = capsys.readouterr().err
    assert e.value.code == 2 and words in err and err.count("\n") == 1, err


def test_the_bench_row_times_a_whole_warm_call():
    from sim.bench import bench_advise

    row, keep = bench_advise(1)
    assert row["unit"] == "s" and 0 < row["value"] < 5 and "32 holds" in row["name"]
    assert keep["unit"] == "ms" and 0 < keep["value"] < 1000 and "keep" in keep["name"]


def reference_low_holds(hand, least_kept):
    """Lowball's holds (ace-to-five, nothing wild) by itertools and the reference evaluator: a
    low depends on the ranks alone, so each rank pattern is evaluated once."""
    from tests.reference.evaluator import brute_low

    stock = [c for c in full_deck() if c not in hand]
    names = {10: "T", 11: "J", 12: "Q", 13: "K"}
    structures = {1: "one-pair", 2: "two-pair", 3: "three-of-a-kind", 4: "full-house",
                  5: "four-of-a-kind"}

    @lru_cache(maxsize=None)
    def category(ranks):
        cards = [r + "shdc"[i % 4] for i, r in enumerate(ranks)]
        structure, order = brute_low(cards, kind="a5")
        if structure == 0:
            return f"{names.get(order[0], str(order[0]))}-low"
        return structures[structure]

    out = {}
    for k in range(least_kept, 6):
        for kept in itertools.combinations(hand, k):
            counts = {}
            for drawn in itertools.combinations(stock, 5 - k):
                c = category(tuple(sorted(x[0] for x in kept + drawn)))
                counts[c] = counts.get(c, 0) + 1
            out[" ".join(kept)] = counts
    return out


def test_lowballs_holds_equal_a_plain_python_enumeration():
    hand = ("As", "2d", "5h", "9c", "Kc")
    a = advise("five-card-draw(lowball=true)", ["".join(hand)], players=1, target="8-low")
    assert a.target == "8-low" and a.categories[0] == "5-low"
    got = kernel_holds(a)
    for kept, counts in reference_low_holds(hand, 2).items():
        assert counts == {c: n for c, n in got[kept].items() if n}, kept
    best = a.rows[0]
    assert best["kept"] == "As 2d 5h" and best["default"]  # the low cards, drawing two
    assert best["p_target"] == pytest.approx(sum(p for c, p in best["final"].items()
                                                 if c in ("5-low", "6-low", "7-low", "8-low")))

"""The heads-up preflop matchups kept in sim/data/preflop_heads_up.npz and the preflop tables
built on them: stored rows against a fresh count, the canonical form against suit relabelling,
class matchups against the plain walk over every combination and board, and `odds` reading the
store with the same answer the walk gives."""
import random

import numpy as np
import pytest

import sim
from kernels.eval import odds_board as ko
from kernels.eval.hash_tables import card_table
from kernels.eval.odds_enum import heads_up_preflop, natural_values
from sim.spec.cards import parse_card
from sim.spec.evaluation import hash_tables
from sim.studies import preflop_matchups as pm
from sim.studies import preflop_tables as pt

RNG_SEED = 20261206


def tables():
    offs, nonflush, flush = hash_tables()
    return card_table(0), offs, natural_values(nonflush), flush


def test_the_store_holds_every_canonical_matchup():
    keys, rows = pm.load()
    _, canon = pm.all_matchups()
    assert np.array_equal(keys, np.unique(canon))
    assert (rows[:, pm.WIN0] + rows[:, pm.WIN1] + rows[:, pm.TIES] <= pm.BOARDS).all()
    assert (rows[:, pm.CATS:].sum(axis=1) == pm.BOARDS).all()


def test_a_sample_of_stored_rows_equals_a_fresh_count():
    """40 stored matchups, drawn at random, counted again by the walk."""
    keys, rows = pm.load()
    rng = np.random.default_rng(RNG_SEED)
    picks = rng.choice(len(keys), 40, replace=False)
    pairs = np.array([[(k // 52 ** e) % 52 for e in (3, 2, 1, 0)] for k in keys[picks]])
    fresh = heads_up_preflop(pairs, *tables())
    assert np.array_equal(fresh[:, ko.O_WIN], rows[picks, pm.WIN0])
    assert np.array_equal(fresh[:, ko.O_WIN + 1], rows[picks, pm.WIN1])
    assert np.array_equal(fresh[:, ko.O_TIE], rows[picks, pm.TIES])
    assert np.array_equal(fresh[:, ko.O_HERO_CAT:ko.O_HERO_CAT + rows.shape[1] - pm.CATS],
                          rows[picks, pm.CATS:])


@pytest.mark.slow
def test_every_stored_row_equals_a_fresh_count():
    """The whole store counted again (about 25 s on 2 threads)."""
    keys, rows = pm.load()
    fresh_keys, fresh = pm.compute(threads=2)
    assert np.array_equal(fresh_keys, keys) and np.array_equal(fresh, rows)


def test_a_suit_relabelling_keeps_the_canonical_key():
    rng = random.Random(RNG_SEED)
    for _ in range(300):
        cards = rng.sample(range(52), 4)
        m = list(range(4))
        rng.shuffle(m)
        moved = [(c & ~3) | m[c & 3] for c in cards]
        assert pm.canonical_key(cards[:2], cards[2:]) == pm.canonical_key(moved[:2], moved[2:])
        assert pm.canonical_key(cards[:2], cards[2:]) == pm.canonical_key(cards[1::-1], cards[3:1:-1])


@pytest.mark.parametrize("hands", [["AsAh", "KsKd"], ["7c2d", "AhAs"], ["JhTh", "9h9c"],
                                   ["2c3d", "2h3s"]])
def test_odds_reads_the_store_with_the_walks_answer(hands, monkeypatch):
    codes = [[parse_card(h[:2]), parse_card(h[2:])] for h in hands]
    row = pm.odds_row(*codes)
    stored = sim.odds("texas-holdem", hands, exact=True)
    monkeypatch.setattr(pm, "odds_row", lambda hero, villain: None)  # the walk, as if unstored
    assert sim.odds("texas-holdem", hands, exact=True) == stored
    h = np.zeros((2, ko.MAX_HOLE), dtype=np.int64)
    h[0, :2], h[1, :2] = codes
    rest = np.array([c for c in range(52) if c not in codes[0] + codes[1]], dtype=np.int64)
    offs, nonflush, flush = hash_tables()
    plain = ko.odds_exact(ko.HAND_ANY, h, 2, 2, -1, np.zeros(5, dtype=np.int64), 0, rest,
                          card_table(0), offs, nonflush, flush)
    assert np.array_equal(row, plain)


def class_by_plain_walk(a, b):
    """(wins, ties, boards) of class ``a`` against class ``b`` by the plain walk over every board
    of every combination (no store, no grouping)."""
    offs, nonflush, flush = hash_tables()
    ct = card_table(0)
    combos = {name: [] for name in (a, b)}
    for i in range(52):
        for j in range(i):
            name = pt.class_names()[pt.class_index(i, j)]
            if name in combos:
                combos[name].append((i, j))
    wins = ties = boards = 0
    for x in combos[a]:
        for y in combos[b]:
            if set(x) & set(y):
                continue
            h = np.zeros((2, ko.MAX_HOLE), dtype=np.int64)
            h[0, :2], h[1, :2] = x, y
            rest = np.array([c for c in range(52) if c not in x + y], dtype=np.int64)
            row = ko.odds_exact(ko.HAND_ANY, h, 2, 2, -1, np.zeros(5, dtype=np.int64), 0, rest,
                                ct, offs, nonflush, flush)
            wins += int(row[ko.O_WIN])
            ties += int(row[ko.O_TIE])
            boards += int(row[ko.O_TRIALS])
    return wins, ties, boards


@pytest.fixture(scope="module")
def matrix():
    return pt.heads_up_matrix()


# published exact counts of single matchups (GNU poker-eval's hcmp2, as quoted on brainwagon.org,
# 2005): seat 0's wins, seat 1's wins, ties of 1,712,304 boards
PUBLISHED_COUNTS = [("AdAc", "KhKs", 1_388_072, 317_694, 6_538),
                    ("AdAc", "Td9d", 1_338_249, 367_143, 6_912),
                    ("AdAc", "QcJh", 1_450_987, 254_763, 6_554)]
# the best suit arrangement of a class matchup, equity in percent (quoted on preflop26.rssing.com
# with KK v K2's counts: 1,612,287 wins and 26,192 ties), and the best matchup of all
BEST_ARRANGEMENTS = [("KK", "K2o", 94.92), ("QQ", "Q2o", 94.66), ("KK", "K3o", 94.48),
                     ("JJ", "J2o", 94.35), ("QQ", "Q3o", 94.22), ("AA", "A9o", 94.08),
                     ("KK", "K4o", 94.04)]


@pytest.mark.parametrize("hero, villain, wins, losses, ties", PUBLISHED_COUNTS)
def test_single_matchups_match_the_published_counts(hero, villain, wins, losses, ties):
    a = sim.odds("texas-holdem", [hero, villain], exact=True)
    t = a["tables"]
    assert (t["win"]["0"]["count"], t["win"]["1"]["count"], t["tie"]["0"]["count"]) == \
        (wins, losses, ties)


# class against class, every pair of combinations counted: exact counts (cardfight.com's 72s v
# AKo: seat 0's wins, seat 1's wins, ties), equities in percent to the places published (AA v QQ
# on pokerbankrollblog.com, AKo v QQ on pokerfortress.com), and the usual quotes to the percent
# (AKs v QQ: 46 percent equity; 22 v AKo: 52 percent wins, pokerfortress.com)
CLASS_COUNTS = [("72s", "AKo", 29_706_444, 52_078_896, 405_252)]
CLASS_EQUITIES = [("AA", "KK", 81.95), ("AA", "QQ", 81.55), ("AKo", "QQ", 43.24), ("AKs", "QQ", 46)]
CLASS_WINS = [("22", "AKo", 52)]
# seat 0's wins in percent of single matchups (upswingpoker.com)
SINGLE_WINS = [("AsAh", "KsKh", 82.36), ("AsAh", "8c7c", 76.83)]


def class_cell(matrix, a, b):
    wins, ties, boards = matrix
    names = pt.class_names()
    i, j = names.index(a), names.index(b)
    return int(wins[i, j]), int(ties[i, j]), int(boards[i, j])


@pytest.mark.parametrize("a, b, wins, losses, ties", CLASS_COUNTS)
def test_class_matchups_match_the_published_counts(matrix, a, b, wins, losses, ties):
    assert class_cell(matrix, a, b) == (wins, ties, wins + losses + ties)


@pytest.mark.parametrize("a, b, equity", CLASS_EQUITIES)
def test_class_matchups_match_the_published_equities(matrix, a, b, equity):
    wins, ties, boards = class_cell(matrix, a, b)
    places = len(str(equity).partition(".")[2])
    assert round(100 * (wins + ties / 2) / boards, places) == equity


@pytest.mark.parametrize("a, b, percent", CLASS_WINS)
def test_class_matchups_match_the_published_wins(matrix, a, b, percent):
    wins, _, boards = class_cell(matrix, a, b)
    assert round(100 * wins / boards) == percent


@pytest.mark.parametrize("hero, villain, percent", SINGLE_WINS)
def test_single_matchups_match_the_published_wins(hero, villain, percent):
    a = sim.odds("texas-holdem", [hero, villain], exact=True)
    assert round(100 * a["tables"]["win"]["0"]["p"], 2) == percent


@pytest.fixture(scope="module")
def every_matchup():
    """(classes of seat 0 and seat 1, wins, ties) of every ordered matchup, from the store."""
    keys, rows = pm.load()
    pairs, canon = pm.all_matchups()
    at = np.searchsorted(keys, canon)
    c0 = pt.class_index(pairs[:, 0], pairs[:, 1])
    c1 = pt.class_index(pairs[:, 2], pairs[:, 3])
    return c0, c1, rows[at, pm.WIN0], rows[at, pm.TIES]


@pytest.mark.parametrize("a, b, best", BEST_ARRANGEMENTS)
def test_the_best_suit_arrangements_match_the_published_figures(every_matchup, a, b, best):
    c0, c1, wins, ties = every_matchup
    names = pt.class_names()
    these = (c0 == names.index(a)) & (c1 == names.index(b))
    equity = (wins[these] + ties[these] / 2) / pm.BOARDS
    assert round(100 * equity.max(), 2) == best


def test_kings_against_king_deuce_is_the_best_matchup_of_all(every_matchup):
    c0, c1, wins, ties = every_matchup
    top = np.argmax(2 * wins + ties)
    names = pt.class_names()
    assert (names[c0[top]], names[c1[top]], int(wins[top]), int(ties[top])) == \
        ("KK", "K2o", 1_612_287, 26_192)


def test_the_grid_places_every_class_once():
    names = pt.class_names()
    assert len(set(names)) == 169 and sum(pt.combos(n) for n in names) == 1326
    assert pt.class_index(parse_card("As"), parse_card("Ks")) == names.index("AKs")
    assert pt.class_index(parse_card("Kd"), parse_card("As")) == names.index("AKo")
    assert pt.class_index(parse_card("2d"), parse_card("2s")) == names.index("22")


def test_the_heads_up_table_ranks_aces_first():
    frame = pt.against_random(2)
    assert len(frame) == 169 and frame["exact"].all()
    best = frame.sort_values("rank").iloc[0]
    assert best["hand"] == "AA" and best["rank"] == 1 and abs(best["top_percent"] - 100 * 6 / 1326) < 1e-9
    assert frame["top_percent"].max() == 100


def test_the_command_writes_the_tables(capsys, tmp_path):
    import json

    import pandas as pd

    from tests.cli_calls import run_cli

    code, out, _ = run_cli(capsys, "odds", "--table", "preflop", "--out", str(tmp_path), "--json")
    answer = json.loads(out)
    assert code == 0 and answer["players"] == 2 and len(answer["classes"]) == 169
    frame = pd.read_parquet(f"{answer['folder']}/against_random.parquet")
    assert frame.loc[frame["hand"] == "AA", "equity"].item() == pytest.approx(0.8520, abs=5e-5)
    matrix = pd.read_parquet(f"{answer['folder']}/heads_up_matrix.parquet")
    assert len(matrix) == 169 * 169
    code, out, _ = run_cli(capsys, "odds", "--table", "preflop", "--players", "3", "--trials",
                           "2000", "--out", str(tmp_path), "--json")
    sampled = json.loads(out)["classes"]
    assert code == 0 and not any(c["exact"] for c in sampled)
    assert all(c["ci_low"] <= c["equity"] <= c["ci_high"] for c in sampled)


@pytest.mark.parametrize("args, says", [
    (["--table", "flop"], "the one table is preflop"),
    (["--table", "preflop", "--hand", "AsAh"], "not --hand"),
    (["omaha", "--table", "preflop"], "texas-holdem's"),
    (["--table", "preflop", "--players", "11"], "2 to 10"),
    (["--table", "preflop", "--trials", "1e4"], "exact"),
    ([], "give a VARIANT"),
])
def test_the_command_refuses_in_one_line(capsys, args, says):
    from tests.cli_calls import one_error_line, run_cli

    code, _, err = run_cli(capsys, "odds", *args)
    assert code == 2 and says in one_error_line(err)

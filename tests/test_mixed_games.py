"""The mixed games the other odds tools cover, beyond what the registry-wide and generic-reference
tests check for every game file: `odds` against plain hand counts."""
from fractions import Fraction
from itertools import permutations

import pytest

import sim
from tests.reference.evaluator import full_deck
from tests.reference.game_files.stud_hands import low_value


@pytest.mark.parametrize("hands", [
    ["As2d/3c4h9sKd", "5s6d/7c8hTsQd"],
    ["As2d/3c4h9sKd", "5s6d/7c8hTsQd", "2c3d/AhJcJdJh"],
])
def test_razz_before_the_last_card_equals_a_hand_count(hands):
    """Each seat's last down card from every order of the unseen cards, counted in plain Python:
    the whole pot to the lowest ace-to-five low, equal lows splitting it."""
    seats = [[t.replace("/", "")[i:i + 2] for i in range(0, 12, 2)] for t in hands]
    unseen = [c for c in full_deck() if not any(c in s for s in seats)]
    wins = [0] * len(seats)
    ties = [0] * len(seats)
    shares = [Fraction(0)] * len(seats)
    orders = 0
    hero_lows = {}  # the hero's final low: "pair-or-worse" or its top card, as "9-low"
    for last in permutations(unseen, len(seats)):
        lows = [low_value(s + [c]) for s, c in zip(seats, last)]
        shape, ranks = lows[0]
        name = "pair-or-worse" if shape else f"{'A23456789TJQK'[ranks[0] - 1]}-low"
        hero_lows[name] = hero_lows.get(name, 0) + 1
        best = min(lows)
        top = [p for p, v in enumerate(lows) if v == best]
        for p in top:
            shares[p] += Fraction(1, len(top))
            if len(top) == 1:
                wins[p] += 1
            else:
                ties[p] += 1
        orders += 1
    a = sim.odds("razz", hands)
    assert a["exact"] and a["trials"] == orders
    for p in range(len(seats)):
        assert a["tables"]["win"][str(p)]["count"] == wins[p]
        assert a["tables"]["tie"][str(p)]["count"] == ties[p]
        assert abs(a["tables"]["equity"][str(p)]["p"] - float(shares[p] / orders)) < 1e-12
    assert {k: x["count"] for k, x in a["tables"]["hand_category"].items()
            if x["count"]} == hero_lows
    assert 0 < wins[0] < orders  # the count is a contest, not a foregone result


def _omaha_count(holes, board, high_low):
    """Each seat's pot share over every turn and river, in plain Python: the best high of exactly
    two hole cards and three board cards, and with ``high_low`` half to the best such low of
    five different ranks 8 or lower (the high takes all without one)."""
    from itertools import combinations

    from tests.reference.evaluator import fast_high
    from tests.reference.game_files.community import CATEGORY_INDEX, _exact_low

    def high(hole, b):
        best = None
        for two in combinations(hole, 2):
            for three in combinations(b, 3):
                cat, tb, _ = fast_high(list(two + three))
                v = (CATEGORY_INDEX[cat], tuple(tb))
                best = v if best is None or v > best else best
        return best

    known = {c for h in holes for c in h} | set(board)
    unseen = [c for c in full_deck() if c not in known]
    shares = [Fraction(0)] * len(holes)
    n = 0
    for rest in combinations(unseen, 5 - len(board)):
        b = list(board) + list(rest)
        highs = [high(h, b) for h in holes]
        top = [p for p, v in enumerate(highs) if v == max(highs)]
        lows = [_exact_low(h, b, 2, 3) for h in holes] if high_low else [None] * len(holes)
        playing = [v for v in lows if v is not None]
        low = [p for p, v in enumerate(lows) if playing and v == min(playing)]
        half = Fraction(1, 2) if low else Fraction(1)
        for p in top:
            shares[p] += half / len(top)
        for p in low:
            shares[p] += Fraction(1, 2) / len(low)
        n += 1
    return [s / n for s in shares], n


@pytest.mark.parametrize("game, hands, board", [
    ("omaha-5", ["AsKsQh7d2c", "JhTh9c8c3d"], "7h6h2s"),
    ("omaha-5", ["AsKsQh7d2c", "JhTh9c8c3d", "AdAcKhKd5s"], "7h6h2s"),
    ("big-o", ["As2sQh7d3c", "JhTh9c8c4d"], "7h6h5s"),
    ("big-o", ["As2sQh7d3c", "Ah3h4cKcKd", "JhTh9c8c4d"], "7h6h5s"),
])
def test_omaha_5_and_big_o_on_a_flop_equal_a_plain_enumeration(game, hands, board):
    holes = [[h[i:i + 2] for i in range(0, 10, 2)] for h in hands]
    flop = [board[i:i + 2] for i in range(0, 6, 2)]
    want, n = _omaha_count(holes, flop, game == "big-o")
    a = sim.odds(game, hands, board=board)
    assert a["exact"] and a["trials"] == n
    for p, share in enumerate(want):
        assert abs(a["tables"]["equity"][str(p)]["p"] - float(share)) < 1e-12, p


def test_deuce_to_seven_advice_marks_its_own_policy_and_refuses_the_exact_alone():
    """The policy's hold of a straight 8-7-6-5-4 throws the 8, as the kernel's draw does; the
    hero alone (an exact count of ace-to-five lows) is refused in one line."""
    from sim.errors import UserError

    df = sim.advise("deuce-to-seven-single-draw", ["8s7d6c5h4s"], players=3, trials=2000, seed=3)
    assert list(df[df["default"]]["kept"]) == ["7d 6c 5h 4s"]
    assert len(df) == 32 and df["legal"].all()  # no draw limit: every one of the 32 holds
    with pytest.raises(UserError, match="hero alone"):
        sim.advise("deuce-to-seven-single-draw", ["7s5d4c3hKs"], players=1)


@pytest.mark.parametrize("game", ["deuce-to-seven-single-draw", "deuce-to-seven-triple-draw",
                                  "ace-to-five-triple-draw"])
def test_lowball_tables_at_two_players_agree_with_the_generic_reference(game):
    """The run's tables against the generic reference's deals on whole random decks, heads-up,
    where the draws reach deepest into the deck."""
    import tomllib
    from pathlib import Path

    import numpy as np

    from tests.game_file_replay import deck_texts
    from tests.reference.game_files import play_file
    from tests.stud_replay import assert_agree, chi2_p, prop_p

    doc = tomllib.loads((Path(__file__).parent.parent / "sim" / "games" / "files"
                         / f"{game}.toml").read_text())
    decks = deck_texts(doc, {}, np.random.default_rng(2031), 1500)
    ref = [play_file(doc, 2, deck) for deck in decks]
    mine = {name: sum(np.array(r[name]) for r in ref) for name in ("low_top", "drawn", "seat_win")}
    res = sim.run(game, players=2, trials=100_000, seed=9, write=False)
    c = {name: res.counter(name) for name in ("low_top", "drawn", "seat_win")}
    assert_agree({
        "low_top": chi2_p(mine["low_top"], c["low_top"]),
        "drawn": chi2_p(mine["drawn"], c["drawn"]),
        "seat_win:0": prop_p(mine["seat_win"][0] / 5040, len(decks), c["seat_win"][0] / 5040,
                             res.trials),
    })


def test_courchevel_takes_its_early_card_as_a_board_of_one():
    """The first flop card shown with the hole cards: every completion of the other four board
    cards, counted by the board counter and replayed through the game's kernel alike."""
    hands, board = ["AsKsQh7d2c", "JhTh9c8c3d"], "7h"
    a = sim.odds("courchevel", hands, board=board)
    b = sim.odds("courchevel", hands, board=board, through_kernel=True)
    assert a["exact"] and b["exact"] and a["trials"] == b["trials"] == 101_270  # C(41, 4)
    for name in ("equity", "win", "tie"):
        for p in ("0", "1"):
            assert abs(a["tables"][name][p]["p"] - b["tables"][name][p]["p"]) < 1e-12, (name, p)
    from sim.errors import UserError

    with pytest.raises(UserError, match="0, 3, 4 or 5 cards"):
        sim.odds("omaha-5", hands, board=board)

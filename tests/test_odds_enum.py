"""The grouped exact board walk (kernels/eval/odds_enum.py) against the plain walk over every
board (kernels/eval/odds_board.py's odds_exact), count for count: random situations of 2 to 6
seats (Omaha's four to six hole cards: 2 to 4), preflop to the river, with dead cards, drawn by
hypothesis (derandomized, no example
database). A failure is kept, shrunk, as JSON under tests/odds_regressions/, and every kept one is
replayed from then on. The plain walk over a preflop board is a few tens of milliseconds a
seat: the default suite takes a few preflop situations, ``-m slow`` many."""
import json
import zlib
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from kernels.eval import odds_board as ko
from kernels.eval.hash_tables import card_table
from kernels.eval.odds_enum import (exact_omaha_grouped, exact_seven_grouped, natural_values,
                                    omaha_rows)
from sim.spec.cards import format_card
from sim.spec.evaluation import hash_tables

REGRESSIONS = Path(__file__).parent / "odds_regressions"


def counts_both(holes, board, dead):
    """(plain walk's row, grouped walk's row) of a situation given as card codes: Hold'em with
    two hole cards a seat, Omaha's hand (exactly two and three) with more."""
    offs, nonflush, flush = hash_tables()
    ct = card_table(0)
    n, n_hole = len(holes), len(holes[0])
    h = np.zeros((n, ko.MAX_HOLE), dtype=np.int64)
    for p, cards in enumerate(holes):
        h[p, :n_hole] = cards
    b = np.zeros(ko.BOARD, dtype=np.int64)
    b[:len(board)] = board
    used = {c for cards in holes for c in cards} | set(board) | set(dead)
    rest = np.array([c for c in range(52) if c not in used], dtype=np.int64)
    values = natural_values(nonflush)
    if n_hole == 2:
        plain = ko.odds_exact(ko.HAND_ANY, h.copy(), n, 2, -1, b, len(board), rest, ct, offs,
                              nonflush, flush)
        return plain, exact_seven_grouped(h.copy(), n, 2, b, len(board), rest, ct, offs, values,
                                          flush)
    from kernels.games.omaha import build_rank_table

    plain = ko.odds_exact(ko.HAND_EXACTLY_TWO, h.copy(), n, n_hole, -1, b, len(board), rest, ct,
                          offs, nonflush, flush)
    return plain, exact_omaha_grouped(h.copy(), n, n_hole, b, len(board), rest, ct, offs, values,
                                      flush, build_rank_table(offs, nonflush),
                                      omaha_rows(offs, len(values)))


@st.composite
def situations(draw, boards=(3, 4, 5), hole=(2,)):
    """(holes, board, dead) as card codes: 2 to 6 seats of two hole cards (2 to 4 of Omaha's
    four to six), a board of one of ``boards`` sizes, up to three dead cards, every card
    different."""
    n_hole = draw(st.sampled_from(hole))
    n = draw(st.integers(2, 6 if n_hole == 2 else 4 if n_hole == 4 else 3))
    n_board = draw(st.sampled_from(boards))
    n_dead = draw(st.integers(0, 3))
    cards = draw(st.permutations(range(52)))
    holes = [list(cards[n_hole * p:n_hole * p + n_hole]) for p in range(n)]
    at = n_hole * n
    return holes, list(cards[at:at + n_board]), list(cards[at + n_board:at + n_board + n_dead])


def keep(case, found):
    REGRESSIONS.mkdir(exist_ok=True)
    holes, board, dead = case
    text = {"holes": [" ".join(format_card(c) for c in h) for h in holes],
            "board": " ".join(format_card(c) for c in board),
            "dead": " ".join(format_card(c) for c in dead), "found": found}
    path = REGRESSIONS / f"grouped-{zlib.crc32(json.dumps(text).encode()):08x}.json"
    path.write_text(json.dumps(text, indent=1) + "\n", encoding="utf-8")
    return path


def check(examples, boards, hole=(2,)):
    failing = {}

    @settings(max_examples=examples, derandomize=True, database=None, deadline=None,
              suppress_health_check=list(HealthCheck), print_blob=False,
              phases=[p for p in Phase if p is not Phase.explain])
    @given(situations(boards, hole))
    def agree(case):
        plain, grouped = counts_both(*case)
        if not np.array_equal(plain, grouped):
            at = int(np.flatnonzero(plain != grouped)[0])
            failing.update(case=case, found=f"count {at}: plain {plain[at]}, grouped {grouped[at]}")
            raise AssertionError(failing["found"])

    try:
        agree()
    except AssertionError:
        if failing:
            raise AssertionError(f"the grouped walk miscounts; kept as "
                                 f"{keep(failing['case'], failing['found'])}") from None
        raise


def test_flop_turn_and_river_situations_count_as_the_plain_walk():
    check(150, (3, 4, 5))


def test_preflop_situations_count_as_the_plain_walk():
    check(4, (0,))


def test_omaha_flop_turn_and_river_situations_count_as_the_plain_walk():
    check(100, (3, 4, 5), (4, 5, 6))


def test_an_omaha_preflop_situation_counts_as_the_plain_walk():
    """Four suited pairs a seat, flushes alive in every suit (the plain walk: about a second)."""
    from sim.spec.cards import parse_card

    holes = [[parse_card(c) for c in ("As", "Ks", "Ah", "Kh")],
             [parse_card(c) for c in ("Qs", "Js", "Qd", "Jd")]]
    plain, grouped = counts_both(holes, [], [])
    assert np.array_equal(plain, grouped)


@pytest.mark.parametrize("hands", [["AsAh", "KsKd"], ["AsKs", "QsJs"], ["2c3c", "4c5c", "6c7c"],
                                   ["AhKh", "AdKd", "AcKc", "AsKs"]])
def test_suited_preflop_matchups_count_as_the_plain_walk(hands):
    """Hands sharing suits, where flushes stay alive longest (four suited aces-kings: no suit
    ever spent)."""
    from sim.spec.cards import parse_card

    holes = [[parse_card(h[:2]), parse_card(h[2:])] for h in hands]
    plain, grouped = counts_both(holes, [], [])
    assert np.array_equal(plain, grouped)


@pytest.mark.slow
def test_many_situations_count_as_the_plain_walk():
    check(2000, (3, 4, 5))
    check(60, (0,))
    check(1000, (3, 4, 5), (4, 5, 6))
    check(8, (0,), (4,))


def test_every_kept_regression_still_counts_as_the_plain_walk():
    from sim.spec.cards import parse_card

    for path in sorted(REGRESSIONS.glob("*.json")) if REGRESSIONS.is_dir() else []:
        case = json.loads(path.read_text(encoding="utf-8"))
        holes = [[parse_card(c) for c in h.split()] for h in case["holes"]]
        board = [parse_card(c) for c in case["board"].split()]
        dead = [parse_card(c) for c in case["dead"].split()]
        plain, grouped = counts_both(holes, board, dead)
        assert np.array_equal(plain, grouped), path.name

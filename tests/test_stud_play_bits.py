"""The packed rank-count helpers of the stud play kernels (kernels/eval/showdown.py,
english_stud.py, have_a_heart.py), each against a plain twin on every input.

The stud games that act on their cards read decisions from packed rank counts (four bits a rank)
instead of table reads. Each helper here is checked exhaustively: against the general evaluator
(itself checked against the plain-Python reference in test_evaluator.py) or against a few lines
of plain Python written from the rule.
"""
import itertools

import numpy as np
import pytest
from numba import njit

from kernels.eval.evaluate import eval_masks
from kernels.eval.hash_tables import _multisets
from kernels.games.english_stud import _flush_ranks, _spare_rank
from kernels.games.have_a_heart import _straight_fills
from kernels.eval.showdown import rank_value
from kernels.core.tables import TABLES

ACE = 12


def rank_multisets(smallest, largest):
    """Every multiset of 13 ranks, at most four of each, of smallest..largest cards, as counts."""
    rows = _multisets(largest)
    return rows[rows.sum(axis=1) >= smallest]


@njit(cache=False)
def _packed(counts):
    out = np.int64(0)
    for r in range(13):
        out |= np.int64(counts[r]) << (4 * r)
    return out


@njit(cache=False)
def _general_value(counts, TB):
    """eval_masks on the ranks alone (no suits: no flush), the project's general evaluator."""
    m = np.zeros(5, dtype=np.int64)
    for r in range(13):
        for k in range(1, counts[r] + 1):
            m[k] |= np.int64(1) << r
    return eval_masks(m[1], m[2], m[3], m[4], 0, 0, 5, 0, 0, TB)


@njit(cache=False)
def _rank_value_mismatches(rows, TB):
    bad = 0
    for i in range(rows.shape[0]):
        if rank_value(_packed(rows[i])) != _general_value(rows[i], TB):
            bad += 1
    return bad


@njit(cache=False)
def _spare_rank_mismatches(rows, TB):
    """The spare rank must be the lowest rank one of whose cards can go without changing the
    general evaluator's value."""
    bad = 0
    work = np.zeros(13, dtype=np.int64)
    for i in range(rows.shape[0]):
        value = _general_value(rows[i], TB)
        expected = -1
        for r in range(13):
            if expected < 0 and rows[i, r] > 0:
                work[:] = rows[i]
                work[r] -= 1
                if _general_value(work, TB) == value:
                    expected = r
        if _spare_rank(_packed(rows[i])) != expected:
            bad += 1
    return bad


def test_rank_value_matches_the_general_evaluator_on_every_rank_multiset():
    rows = rank_multisets(3, 8)  # past the tables' seven cards; Have a Heart's longer hands: slow
    assert len(rows) > 100_000
    assert _rank_value_mismatches(rows, TABLES) == 0


@pytest.mark.slow
def test_rank_value_matches_the_general_evaluator_up_to_eleven_cards():
    rows = rank_multisets(9, 11)
    assert _rank_value_mismatches(rows, TABLES) == 0


def test_spare_rank_is_the_lowest_card_that_can_go():
    rows = rank_multisets(6, 7)
    assert _spare_rank_mismatches(rows, TABLES) == 0


def _spread(mask):
    """A 13-bit rank mask in the packed layout: each rank's bit at 4 * rank."""
    return sum(1 << (4 * r) for r in range(13) if (mask >> r) & 1)


def test_straight_fills_on_every_rank_set():
    runs = [set(range(lo, lo + 5)) for lo in range(9)] + [{ACE, 0, 1, 2, 3}]
    for mask in range(1 << 13):
        held = {r for r in range(13) if (mask >> r) & 1}
        fills = {x for x in set(range(13)) - held for run in runs if x in run and run <= held | {x}}
        assert _straight_fills(_spread(mask)) == _spread(sum(1 << x for x in fills)), mask


def test_flush_ranks_on_every_suit_of_five_or_more():
    runs = [set(range(lo, lo + 5)) for lo in range(8, -1, -1)] + [{ACE, 0, 1, 2, 3}]
    for n in range(5, 14):
        for ranks in itertools.combinations(range(13), n):
            held = set(ranks)
            best = next((run for run in runs if run <= held), None)
            if best is None:
                best = set(sorted(held)[-5:])
            mask = sum(1 << r for r in ranks)
            assert _flush_ranks(mask) == sum(1 << r for r in best), ranks

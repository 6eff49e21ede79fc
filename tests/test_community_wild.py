"""Wild cards on the community driver: Hold'em with wild ranks (texas-holdem(wild=...)) scored
deal by deal against the plain-Python evaluator (tests/reference/evaluator.py, which shares no
code with the kernels) on replayed card orders, and refused where the driver cannot run them."""
import numpy as np
import pytest

from kernels.drivers import community_layout as kc
from sim.spec.cards import format_card
from sim.errors import UserError
from sim.spec.evaluation import CATEGORY_NAMES
from tests.reference.evaluator import CATEGORY_INDEX, fast_high
from tests.stud_replay import make_plan, stable_seed

RANKS = "23456789TJQKA"


def play(cards, players, wild_ranks):
    """Shares, the winning category and each seat's wild cards of one Hold'em deal (two hole
    cards a seat round the table, then five board cards), the ranks ``wild_ranks`` wild."""
    holes = [[cards[i * players + p] for i in range(2)] for p in range(players)]
    board = cards[2 * players:2 * players + 5]
    wild = {c for c in cards if c[0] in wild_ranks}
    values = []
    for hole in holes:
        category, tiebreak, _ = fast_high(hole + board, wild=wild)
        values.append((CATEGORY_INDEX[category], tuple(tiebreak)))
    best = max(values)
    winners = [p for p in range(players) if values[p] == best]
    return {"shares": [1 / len(winners) if p in winners else 0 for p in range(players)],
            "winner_category": best[0],
            "wild": [sum(c in wild for c in hole + board) for hole in holes]}


@pytest.mark.parametrize("wild_ranks", ["2", "3,9", "A,K,Q"])
@pytest.mark.parametrize("players", [2, 9])
def test_wild_holdem_deal_by_deal(wild_ranks, players):
    plan = make_plan(f"texas-holdem(wild={wild_ranks})", players)
    rng = np.random.default_rng(stable_seed("holdem-wild", wild_ranks, players))
    orders = np.array([rng.permutation(52) for _ in range(120)], dtype=np.int8)
    for order, row in zip(orders, plan.replay(orders)):
        c = plan.named(row)
        r = play([format_card(int(x)) for x in order], players, wild_ranks.split(","))
        won = int(np.flatnonzero(c["winner_category"])[0])
        assert CATEGORY_NAMES[won] == list(CATEGORY_INDEX)[r["winner_category"]], order
        assert list(c["seat_win"][:players]) == [round(s * kc.SHARE_UNITS) for s in r["shares"]], order
        held = sorted(r["wild"])
        assert [i for i, n in enumerate(c["wild_held"]) for _ in range(n)] == held, order


def test_without_wild_ranks_nothing_is_wild():
    plan = make_plan("texas-holdem", 3)
    assert plan.inputs["rules"][kc.R_WILD_CARDS] == 0
    run = make_plan("texas-holdem(wild=2)", 3)
    assert run.inputs["rules"][kc.R_WILD_CARDS] != 0


@pytest.mark.parametrize("spec, message", [
    ("texas-holdem(wild=2,high_low=true)", "does not split a pot with wild cards"),
    ("texas-holdem(wild=Z)", "invalid rank"),
])
def test_the_driver_refuses_what_it_cannot_run(spec, message):
    with pytest.raises(UserError, match=message):
        make_plan(spec, 3)

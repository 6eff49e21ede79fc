"""The stud driver's high-low split (seven-card-stud(high_low=true)) against the plain-Python
deal (tests/reference/stud_high_low.py) on replayed card orders, and its refusals."""
import numpy as np
import pytest

from kernels import stud_layout as k
from sim.cards import format_card
from sim.errors import UserError
from tests.reference.stud_high_low import best_low, play
from tests.stud_replay import make_plan, stable_seed


def test_the_best_low_is_the_five_lowest_different_ranks():
    assert best_low(["As", "2d", "3c", "4h", "5s", "Kd", "Kc"]) == (5, 4, 3, 2, 1)
    assert best_low(["8s", "7d", "6c", "4h", "2s", "8d", "Ac"]) == (7, 6, 4, 2, 1)
    assert best_low(["9s", "7d", "6c", "4h", "2s", "Kd", "Qc"]) is None
    assert best_low(["8s", "8d", "6c", "4h", "2s", "2d", "Ac"]) == (8, 6, 4, 2, 1)
    assert best_low(["8s", "8d", "6c", "6h", "2s", "2d", "Ac"]) is None


@pytest.mark.parametrize("players", [2, 5, 7])
def test_high_low_deal_by_deal(players):
    plan = make_plan("seven-card-stud(high_low=true)", players)
    rng = np.random.default_rng(stable_seed("stud-high-low", players))
    orders = np.array([rng.permutation(52) for _ in range(200)], dtype=np.int8)
    lows = scoops = 0
    for order, row in zip(orders, plan.replay(orders)):
        c = plan.named(row)
        r = play([format_card(int(x)) for x in order], players, k.SHARE_UNITS)
        assert list(c["seat_win"][:players]) == r["shares"], order
        assert int(np.flatnonzero(c["side_win_points"])[0]) == r["low_top"], order
        assert int(c["scoop"][0]) == r["scoop"] and int(c["side_tie"][0]) == r["low_tie"], order
        lows += r["low_top"] > 0
        scoops += r["scoop"]
    assert 0 < lows < 200 and 0 < scoops < 200  # both kinds of pot were dealt


def test_high_low_is_refused_with_wild_cards():
    from importlib.resources import files

    from sim.game_file import load_text

    text = (files("sim") / "games" / "files" / "seven-card-stud.toml").read_text(encoding="utf-8")
    text = text.replace('streets = "d d u u u u d"', 'streets = "d d u u u u d"\n\n[wild]\nalways = ["2"]')
    with pytest.raises(UserError, match="does not split high-low with wild cards"):
        load_text(text, "wild-stud.toml")  # the file is refused when read: an option would break it

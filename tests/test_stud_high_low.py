"""The stud driver's high-low split against the plain-Python deal (tests/reference/stud_high_low.py)
on replayed card orders: seven-card-stud(high_low=true), eight or better, and the same split with
no qualifier from a game file; and what the game files refuse."""
from importlib.resources import files

import numpy as np
import pytest

from kernels.drivers import stud_layout as k
from sim.spec.cards import format_card
from sim.errors import UserError
from sim.spec.game_source import load_text
from tests.reference.stud_high_low import any_low, best_low, play
from tests.stud_replay import make_plan, stable_seed

SEVEN_CARD_STUD = (files("sim") / "games" / "files" / "seven-card-stud.toml").read_text(encoding="utf-8")
STREETS = 'streets = "d d u u u u d"'


def no_qualifier_file(tmp_path):
    """Seven-card stud high-low with no qualifier, as a game file."""
    text = SEVEN_CARD_STUD.replace('id = "seven-card-stud"', 'id = "stud-high-low-any"').replace(
        STREETS, STREETS + '\n\n[pot]\nsplit = "high-low"\nqualifier = "none"')
    path = tmp_path / "stud-high-low-any.toml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_the_best_low_is_the_five_lowest_different_ranks():
    assert best_low(["As", "2d", "3c", "4h", "5s", "Kd", "Kc"]) == (5, 4, 3, 2, 1)
    assert best_low(["8s", "7d", "6c", "4h", "2s", "8d", "Ac"]) == (7, 6, 4, 2, 1)
    assert best_low(["9s", "7d", "6c", "4h", "2s", "Kd", "Qc"]) is None
    assert best_low(["8s", "8d", "6c", "4h", "2s", "2d", "Ac"]) == (8, 6, 4, 2, 1)
    assert best_low(["8s", "8d", "6c", "6h", "2s", "2d", "Ac"]) is None


def test_with_no_qualifier_every_hand_has_a_low():
    nine_low = ["9s", "7d", "6c", "4h", "2s", "Kd", "Qc"]
    assert any_low(nine_low) < any_low(["Ts"] + nine_low[1:])
    two_pair = ["Ks", "Kd", "6c", "6h", "2s", "2d", "Ac"]
    assert any_low(two_pair) < any_low(["Ks", "Kd", "Kc", "6h", "6s", "6d", "Qc"])
    assert any_low(["Ks", "Qd", "Jc", "Th", "9s", "8d", "7c"])[0] == 0  # no pair: K-high beats any pair


def replay(spec, players, qualifier, deals=200):
    plan = make_plan(spec, players)
    rng = np.random.default_rng(stable_seed("stud-high-low", qualifier, players))
    orders = np.array([rng.permutation(52) for _ in range(deals)], dtype=np.int8)
    seen = {"low": 0, "no_low": 0, "scoop": 0, "tie": 0, "pair": 0}
    for order, row in zip(orders, plan.replay(orders)):
        c = plan.named(row)
        r = play([format_card(int(x)) for x in order], players, k.SHARE_UNITS, qualifier)
        assert list(c["seat_win"][:players]) == r["shares"], order
        assert int(np.flatnonzero(c["low_top"])[0]) == r["low_top"], order
        assert int(c["low_top"].sum()) == 1, order
        assert int(c["scoop"][0]) == r["scoop"] and int(c["low_tie"][0]) == r["low_tie"], order
        seen["low"] += r["low_top"] > 0
        seen["no_low"] += r["low_top"] == 0
        seen["scoop"] += r["scoop"]
        seen["tie"] += r["low_tie"]
    return seen


@pytest.mark.parametrize("players", [2, 7])
def test_high_low_eight_or_better_deal_by_deal(players):
    seen = replay("seven-card-stud(high_low=true)", players, "eight", deals=300)
    assert seen["low"] and seen["no_low"] and seen["scoop"]  # every kind of pot was dealt


@pytest.mark.parametrize("players", [2, 7])
def test_high_low_with_no_qualifier_deal_by_deal(players, tmp_path):
    seen = replay(no_qualifier_file(tmp_path), players, "none")
    assert seen["low"] and seen["scoop"]


def test_with_no_qualifier_a_low_holding_a_pair_takes_the_half(tmp_path):
    from sim.spec.cards import parse_card

    seats = (["Ks", "Kd", "Qs", "Qd", "Js", "Jd", "Ts"], ["9s", "9d", "8s", "8d", "7s", "7d", "6s"])
    dealt = [seats[p][s] for s in range(7) for p in range(2)]  # street by street round the table
    order = [parse_card(c) for c in dealt]
    order += [x for x in range(52) if x not in order]
    plan = make_plan(no_qualifier_file(tmp_path), 2)
    c = plan.named(plan.replay(np.array([order], dtype=np.int8))[0])
    r = play([format_card(int(x)) for x in order], 2, k.SHARE_UNITS, "none")
    assert r["low_top"] == 0 and r["shares"] == [k.SHARE_UNITS // 2, k.SHARE_UNITS // 2]
    assert list(c["seat_win"][:2]) == r["shares"] and c["low_top"][0] == 1 and c["scoop"][0] == 0


def test_high_low_reports_as_the_other_drivers_split():
    import sim

    tables = sim.run("seven-card-stud(high_low=true)", players=4, trials=1 << 12, seed=3,
                     write=False, plots=False, threads=1).json_tables
    assert list(tables["low_top"]) == ["5", "6", "7", "8", "no low"]
    assert {"split", "low", "scoop"} <= set(tables["tie"])
    assert {"no_low", "scoop"} <= set(tables["events"])


def test_the_lean_kernel_does_not_take_the_split():
    from sim.games.stud import lean_fits, stud_rules

    script = [k.DOWN, k.DOWN, k.UP, k.UP, k.UP, k.UP, k.DOWN]
    assert lean_fits(52, 7, script, stud_rules())
    assert not lean_fits(52, 7, script, stud_rules(high_low=k.LOW_EIGHT))
    assert not lean_fits(52, 7, script, stud_rules(high_low=k.LOW_ANY))


@pytest.mark.parametrize("added, message", [
    ('\n\n[wild]\nalways = ["2"]\n\n[pot]\nsplit = "high-low"', "does not split high-low with wild cards"),
    ('\n\n[pot]\nsplit = "high-low"\nside = "diamonds"', "has no side pot and no house hand"),
    ('\n\n[pot]\nqualifier = "eight"', "a low qualifier needs split"),
    ('\n\n[hand]\ncards = 3\n\n[pot]\nsplit = "high-low"', "needs five-card hands"),
])
def test_a_high_low_split_the_driver_cannot_play_is_refused(added, message):
    text = SEVEN_CARD_STUD.replace(STREETS, STREETS + added).replace(
        '[options.high_low]', '[options.unused]')
    with pytest.raises(UserError, match=message):
        load_text(text, "stud.toml").plan({}, {}, 2)  # the reader checks the options' settings


def test_the_high_low_option_is_refused_with_wild_cards():
    text = SEVEN_CARD_STUD.replace(STREETS, STREETS + '\n\n[wild]\nalways = ["2"]')
    with pytest.raises(UserError, match="does not split high-low with wild cards"):
        load_text(text, "wild-stud.toml")  # the file is refused when read: an option would break it

"""Russian Poker (kernels/games/russian_poker.py) against its twin (tests/reference/russian_poker.py,
written from the rules without the kernel): deal by deal on replayed card orders under both
games and both arrangement policies at every table size, and every table at two sizes."""
from collections import Counter

import numpy as np
import pytest

import sim
from kernels.games import russian_poker_layout as kr
from kernels.core.cards import make_deck
from sim.spec.cards import format_card

from tests.reference import russian_poker as twin
from tests.stud_replay import assert_agree, chi2_p, prop_p, replay_against_twin, stable_seed

SETTINGS = [("russian-poker", {}), ("russian-poker", {"arrange": "greedy"}),
            ("russian-poker(polish=true)", {}), ("russian-poker(polish=true)", {"arrange": "greedy"})]


def twin_args(spec, policies):
    return dict(polish="polish=true" in spec, arrange=policies.get("arrange", "search"))


def check_deal(r, c, players):
    assert list(c["seat_win"][:players]) == [round(float(s) * kr.SHARE_UNITS) for s in r["shares"]]
    assert c["fouls"][0] == sum(r["fouled"])
    assert c["scoop"][0] == int(r["scoop"] is not None)
    win = c["win_category"].reshape(3, kr.N_CAT)
    held = c["seat_category"].reshape(3, kr.N_CAT)
    for k, pos in enumerate(kr.POSITIONS):
        assert win[k][kr.CATEGORIES.index(r["win_category"][pos])] == 1, pos
        seats = Counter(cats[k] for cats in r["categories"])
        assert {kr.CATEGORIES[i]: int(n) for i, n in enumerate(held[k]) if n} == dict(seats), pos
        assert c["part_tie"][k] == int(len(r["winners"][pos]) > 1), pos


@pytest.mark.parametrize("spec,policies", SETTINGS)
def test_deal_by_deal(spec, policies):
    """Every count of 40 replayed deals equals the twin's, at 2, 3 and 4 seats."""
    replay_against_twin(spec, policies, (2, 3, 4), 40,
                        lambda deck, players: twin.play(deck, players, **twin_args(spec, policies)),
                        check_deal)


def test_the_search_beats_greedy_and_greedy_fouls_in_polish():
    """The search never scores below greedy; in Polish greedy fouls and the search (nearly) never."""
    res = {a: sim.run("russian-poker(polish=true)", players=4, trials=4000, seed=5, write=False,
                      policies={"arrange": a}) for a in ("search", "greedy")}
    fouls = {a: r.counter("fouls")[0] / (r.trials * 4) for a, r in res.items()}
    assert fouls["greedy"] > 0.05 and fouls["search"] < 0.001, fouls
    rng = np.random.default_rng(11)
    for _ in range(5):
        cards = [format_card(x) for x in rng.permutation(make_deck())[:13]]
        for polish in (False, True):
            s = twin.arrange_seat(cards, polish, "search")
            g = twin.arrange_seat(cards, polish, "greedy")
            assert s["score"] >= (g["score"] if not g["fouled"] else -1)


@pytest.mark.parametrize("spec,players,policies", [
    ("russian-poker", 2, {}), ("russian-poker", 4, {}), ("russian-poker(polish=true)", 3, {}),
    pytest.param("russian-poker(polish=true)", 2, {}, marks=pytest.mark.slow),
    pytest.param("russian-poker", 3, {"arrange": "greedy"}, marks=pytest.mark.slow)])
def test_every_table_agrees_with_the_twin(spec, players, policies):
    ref_deals = 300
    r = twin.simulate(players, ref_deals, stable_seed("russian-tables", spec, players) % 10_000,
                      **twin_args(spec, policies))
    res = sim.run(spec, players=players, trials=40_000, seed=117, write=False, policies=policies)
    c = {name: res.counter(name) for name in res.layout}
    n = res.trials
    win = c["win_category"].reshape(3, kr.N_CAT)
    held = c["seat_category"].reshape(3, kr.N_CAT)
    checks = {"scoop": prop_p(r["scoops"], ref_deals, c["scoop"][0], n),
              "fouls": prop_p(r["fouls"], ref_deals * players, c["fouls"][0], n * players)}
    for k, pos in enumerate(kr.POSITIONS):
        checks[f"win:{pos}"] = chi2_p([r["win_category"][pos][x] for x in kr.CATEGORIES], win[k])
        checks[f"held:{pos}"] = chi2_p([r["seat_category"][pos][x] for x in kr.CATEGORIES], held[k])
        checks[f"tie:{pos}"] = prop_p(r["ties"][pos], ref_deals, c["part_tie"][k], n)
    for seat in range(players):
        checks[f"seat_win:{seat}"] = prop_p(float(r["shares"][seat]), ref_deals,
                                            c["seat_win"][seat] / kr.SHARE_UNITS, n)
    assert_agree(checks)

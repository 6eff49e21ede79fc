"""Screw Your Neighbor (kernels/games/screw_your_neighbor.py) against its twin
(tests/reference/screw_your_neighbor.py, written from the rules without the kernel): game by game
on replayed card streams under every policy and option at three table sizes, and every table at
two sizes."""
import numpy as np
import pytest

import sim
from kernels.games import screw_your_neighbor_layout as kn
from kernels.core.cards import make_deck
from sim.spec.cards import format_card

from tests.reference import screw_your_neighbor as twin
from tests.stud_replay import assert_agree, chi2_p, make_plan, prop_p, stable_seed

ROUNDS = 31         # a game loses at least a life a round but for all-king rounds: 3 * 10 + 1
SETTINGS = [  # (options, policy)
    ({}, "standard"),
    ({}, "never"),
    ({}, "eager"),
    ({}, "cautious"),
    ({"chase_the_ace": True}, "standard"),
    ({"chase_the_ace": True}, "eager"),
    ({"hero_swap_from": 4}, "standard"),
    ({"chase_the_ace": True, "hero_swap_from": 9}, "never"),
]


def spec(options):
    return "screw-your-neighbor" + (
        f"({','.join(f'{k}={str(v).lower()}' for k, v in options.items())})" if options else "")


def twin_args(options, policy):
    return dict(policy=policy, chase_the_ace=options.get("chase_the_ace", False),
                hero_swap=options.get("hero_swap_from", 0))


def check_game(r, c, players):
    rounds = r["rounds"]
    assert c["rounds"][r["n_rounds"]] == 1 and r["n_rounds"] == len(rounds)
    assert c["carried"][0] == int(r["carried"])
    assert c["capped"][0] == int(r["capped"])
    wins = [kn.SHARE_UNITS if p == r["winner"] else 0 for p in range(players)]
    assert list(c["seat_win"][:players]) == wins
    assert c["king_rounds"][0] == sum(x["king_round"] for x in rounds)
    assert c["cuts"][0] == sum(x["cut"] for x in rounds)
    assert int((np.arange(kn.MAX_SEATS) * c["swaps"]).sum()) == sum(x["swaps"] for x in rounds)
    assert int((np.arange(kn.MAX_SEATS) * c["blocked"]).sum()) == sum(x["blocked"] for x in rounds)
    lost = c["lives_lost"].reshape(kn.MAX_SEATS, kn.LIVES + 1)
    for p in range(players):
        assert lost[p][kn.LIVES - r["lives"][p]] == 1, p


@pytest.mark.parametrize("options,policy", SETTINGS)
def test_game_by_game(options, policy):
    """Every count of 60 replayed games equals the twin's, at 2, 5 and 10 seats."""
    rng = np.random.default_rng(stable_seed("neighbor", spec(options), policy))
    deck = make_deck()
    for players in (2, 5, 10):
        streams = np.array([np.concatenate([rng.permutation(deck) for _ in range(ROUNDS)])
                            for _ in range(60)], dtype=np.int8)
        plan = make_plan(spec(options), players, {"swap": policy})
        for stream, row in zip(streams, plan.replay(streams)):
            text = [[format_card(x) for x in stream[52 * k:52 * (k + 1)]] for k in range(ROUNDS)]
            r = twin.play(text, players, **twin_args(options, policy))
            try:
                check_game(r, plan.named(row), players)
            except AssertionError as e:
                raise AssertionError(f"{players} players, rounds {r['rounds']}: {e}") from None


@pytest.mark.parametrize("players,card,swaps", [(4, "7c", 3), (6, "7c", 0), (3, "6c", 2),
                                                 (9, "8c", 0), (9, "9c", 8)])
def test_the_standard_mark_follows_the_players_in(players, card, swaps):
    """A built first round: seat 0 holds the card, the others low cards; under the standard
    policy a swapped card goes on round the table (the old mark, 8, swapped an 8 and kept a 7)."""
    from sim.spec.cards import parse_cards

    head = parse_cards(" ".join([card] + "2d 3h 4s 2c 3d 4h 2s 3c 4d Ac".split()[:players]))
    first = np.array(head + [x for x in make_deck() if x not in head], dtype=np.int8)
    rng = np.random.default_rng(stable_seed("neighbor-mark", players, card))
    stream = np.concatenate([first] + [rng.permutation(make_deck()) for _ in range(ROUNDS - 1)])
    plan = make_plan(spec({}), players, {"swap": "standard"})
    c = plan.named(plan.replay(stream[None, :].astype(np.int8))[0])
    text = [[format_card(x) for x in stream[52 * k:52 * (k + 1)]] for k in range(ROUNDS)]
    r = twin.play(text, players)
    assert r["rounds"][0]["swaps"] == swaps
    check_game(r, c, players)


def _mean_p(total_ref, n_ref, hist, n):
    """Two-sided p of equal means: the twin's sum over n_ref, the kernel's histogram over n (its
    spread for both)."""
    from scipy.stats import norm

    k = np.arange(len(hist))
    m = float((k * hist).sum()) / n
    var = max(float((k * k * hist).sum()) / n - m * m, 0.0)
    se = (var / n_ref + var / n) ** 0.5
    return 1.0 if se == 0 else float(2 * norm.sf(abs(total_ref / n_ref - m) / se))


@pytest.mark.parametrize("players,options,policy", [
    (3, {}, "standard"), (7, {}, "standard"), (4, {"chase_the_ace": True}, "standard"),
    (8, {"chase_the_ace": True}, "eager"),
    pytest.param(10, {"hero_swap_from": 5}, "standard", marks=pytest.mark.slow)])
def test_every_table_agrees_with_the_twin(players, options, policy):
    ref_games = 3000
    r = twin.simulate(players, ref_games, stable_seed("neighbor-tables", players) % 10_000,
                      **twin_args(options, policy))
    res = sim.run(spec(options), players=players, trials=200_000, seed=101, write=False,
                  policies={"swap": policy})
    c = {name: res.counter(name) for name in res.layout}
    n = res.trials
    rounds_k = int((np.arange(len(c["rounds"])) * c["rounds"]).sum())
    rounds_r = sum(k * v for k, v in r["rounds"].items())
    checks = {
        "rounds": chi2_p([r["rounds"].get(k, 0) for k in range(len(c["rounds"]))], c["rounds"]),
        "carried": prop_p(r["carried"], ref_games, c["carried"][0], n),
        "king_rounds": prop_p(r["king_rounds"], rounds_r, c["king_rounds"][0], rounds_k),
        "cuts": prop_p(r["cuts"], rounds_r, c["cuts"][0], rounds_k),
        "swaps": _mean_p(r["swaps"], rounds_r, c["swaps"], rounds_k),
        "blocked": _mean_p(r["blocked"], rounds_r, c["blocked"], rounds_k),
    }
    lost = c["lives_lost"].reshape(kn.MAX_SEATS, kn.LIVES + 1)
    for seat in range(players):
        checks[f"seat_win:{seat}"] = prop_p(r["wins"][seat], ref_games,
                                            c["seat_win"][seat] / kn.SHARE_UNITS, n)
        checks[f"lives_lost:{seat}"] = _mean_p(r["lives_lost"][seat], ref_games, lost[seat], n)
    assert_agree(checks)


def test_the_report_sweeps_seat_zeros_threshold(tmp_path):
    res = sim.run("screw-your-neighbor", players=5, trials=20_000, seed=3, out=str(tmp_path))
    import pandas as pd

    run_dir = tmp_path / "screw-your-neighbor" / res.run_dir.split("/")[-1]
    df = pd.read_parquet(run_dir / "hero_swap_sweep.parquet")
    assert list(df["value"]) == list(range(3, 12))
    at = df.set_index("value")
    # swapping everything from a 3 up, or only a queen, loses more than a middling threshold
    assert at.loc[3, "ci_high"] < at.loc[7, "ci_low"] and at.loc[11, "ci_high"] < at.loc[7, "ci_low"]


def test_bad_options_policies_and_seats_are_refused():
    with pytest.raises(sim.UserError):
        sim.run("screw-your-neighbor(hero_swap_from=13)", trials=100, write=False)
    with pytest.raises(sim.UserError):
        sim.run("screw-your-neighbor", trials=100, write=False, policies={"swap": "always"})
    with pytest.raises(sim.UserError):
        sim.run("screw-your-neighbor", players=11, trials=100, write=False)

"""In Between (kernels/games/in_between.py) against its twin (tests/reference/in_between.py, written from
the rules without the kernel): game by game on replayed card streams under every policy and
option at three table sizes, every table at two sizes, and P(between) by spread against its exact
value."""
import numpy as np
import pytest

import sim
from kernels.games import in_between_layout as ki
from kernels.core.cards import make_deck
from sim.spec.cards import format_card

from tests.reference import in_between
from tests.stud_replay import assert_agree, chi2_p, make_plan, prop_p, stable_seed

PERMUTATIONS = 34   # a capped game of 500 turns takes 1,500 cards: the stock and 33 reshuffles
SPREADS = ["pair"] + list(range(13))
SETTINGS = [  # (options, policies)
    ({}, {}),
    ({}, {"bet": "minimum"}),
    ({}, {"bet": "bold", "ace": "high"}),
    ({"post_pays_double": True}, {}),
    ({"fixed_aces": True}, {"ace": "high"}),
    ({"bet_from": 4}, {}),  # the pot doubles on lost bets until the table limit holds it
]


def spec(options):
    return "in-between" + (f"({','.join(f'{k}={str(v).lower()}' for k, v in options.items())})"
                           if options else "")


def twin_args(options, policies):
    return dict(bet=policies.get("bet", "standard"), ace=policies.get("ace", "standard"),
                post_pays_double=options.get("post_pays_double", False),
                fixed_aces=options.get("fixed_aces", False), bet_from=options.get("bet_from", 0))


def check_game(r, c, players):
    turns = r["turns"]
    assert c["turns"][0] == r["length"] == len(turns)
    assert c["length"][r["length"]] == 1
    assert c["finished"][0] == int(r["finished"])
    assert c["reshuffles"][0] == r["reshuffles"]
    assert list(c["seat_up"][:players] - c["seat_down"][:players]) == r["seat_net"]
    assert c["won"][0] == sum(t["net"] for t in turns if t["net"] > 0)
    assert c["lost"][0] == -sum(t["net"] for t in turns if t["net"] < 0)
    assert c["net_sq"][0] == sum(t["net"] ** 2 for t in turns)
    assert c["chips_bet"][0] == sum(t["bet"] for t in turns)
    assert list(c["spread_turns"]) == [sum(t["spread"] == s for t in turns) for s in SPREADS]
    assert list(c["spread_between"]) == [
        sum(t["spread"] == s and t["outcome"] == "between" for t in turns) for s in SPREADS]
    assert list(c["outcome"]) == [sum(t["outcome"] == o for t in turns)
                                  for o in ("between", "post", "outside")]
    best = max(r["seat_net"])
    winners = [p for p in range(players) if r["seat_net"][p] == best]
    assert list(c["seat_win"][:players]) == [ki.SHARE_UNITS // len(winners) if p in winners else 0
                                             for p in range(players)]
    assert c["tie"][0] == (len(winners) > 1)


@pytest.mark.parametrize("options,policies", SETTINGS)
def test_game_by_game(options, policies):
    """Every count of 60 replayed games equals the twin's, at 2, 6 and 10 seats."""
    rng = np.random.default_rng(stable_seed("in-between", spec(options), sorted(policies.items())))
    deck = make_deck()
    for players in (2, 6, 10):
        streams = np.array([np.concatenate([rng.permutation(deck) for _ in range(PERMUTATIONS)])
                            for _ in range(60)], dtype=np.int8)
        plan = make_plan(spec(options), players, policies)
        for stream, row in zip(streams, plan.replay(streams)):
            text = [[format_card(x) for x in stream[52 * k:52 * (k + 1)]] for k in range(PERMUTATIONS)]
            r = in_between.play(text, players, **twin_args(options, policies))
            try:
                check_game(r, plan.named(row), players)
            except AssertionError as e:
                raise AssertionError(f"{players} players, game {[t['posts'] + [t['third']] for t in r['turns']]}: {e}") from None


def mean_p(total_a, sq_a, n_a, total_b, sq_b, n_b):
    """Two-sided p of equal means, from sums and sums of squares (normal approximation)."""
    from scipy.stats import norm

    ma, mb = total_a / n_a, total_b / n_b
    va = max(sq_a / n_a - ma * ma, 0.0) / n_a
    vb = max(sq_b / n_b - mb * mb, 0.0) / n_b
    if va + vb == 0:
        return 1.0 if ma == mb else 0.0
    return float(2 * norm.sf(abs(ma - mb) / (va + vb) ** 0.5))


@pytest.mark.parametrize("players,options,policies", [
    (3, {}, {}), (7, {}, {}), (4, {"post_pays_double": True}, {"bet": "bold"}),
    (8, {"post_pays_double": True}, {"bet": "bold"}), (5, {"bet_from": 4}, {}),
    pytest.param(10, {"fixed_aces": True}, {}, marks=pytest.mark.slow)])
def test_every_table_agrees_with_the_twin(players, options, policies):
    ref_games = 3000
    r = in_between.simulate(players, ref_games, stable_seed("ib-tables", players) % 10_000,
                            **twin_args(options, policies))
    res = sim.run(spec(options), players=players, trials=200_000, seed=83, write=False,
                  policies=policies)
    c = {name: res.counter(name) for name in res.layout}
    n = res.trials
    turns = c["turns"][0]
    lengths = np.arange(len(c["length"]))
    ref_len = sum(k * v for k, v in r["length"].items())
    ref_len_sq = sum(k * k * v for k, v in r["length"].items())
    checks = {
        "spread": chi2_p([r["spread_turns"].get(s, 0) for s in SPREADS], c["spread_turns"], 2.0),
        "outcome": chi2_p([r["outcome"].get(o, 0) for o in ("between", "post", "outside")],
                          c["outcome"], 2.0),
        "chips_per_turn": mean_p(r["net"], r["net_sq"], r["turns"], float(c["won"][0] - c["lost"][0]),
                                  float(c["net_sq"][0]), turns),
        "game_length": mean_p(ref_len, ref_len_sq, ref_games, float((lengths * c["length"]).sum()),
                              float((lengths ** 2 * c["length"]).sum()), n),
        "capped": prop_p(r["unfinished"], ref_games, n - c["finished"][0], n),
    }
    for i, s in enumerate(SPREADS):
        if r["spread_turns"].get(s, 0) >= 50:
            checks[f"between:{s}"] = prop_p(r["spread_between"].get(s, 0), r["spread_turns"][s],
                                            c["spread_between"][i], c["spread_turns"][i])
    for seat in range(players):
        checks[f"seat_net:{seat}"] = _seat_p(r, c, seat, ref_games, n)
    assert_agree(checks)


def _seat_p(r, c, seat, ref_games, n):
    """A seat's mean result: the twin gives its sum; its spread is taken from the kernel's."""
    from scipy.stats import norm

    m_k = float(c["seat_up"][seat] - c["seat_down"][seat]) / n
    var = max(c["seat_net_sq"][seat] / n - m_k * m_k, 0.0)
    m_r = r["seat_net"][seat] / ref_games
    se = (var / ref_games + var / n) ** 0.5
    return 1.0 if se == 0 else float(2 * norm.sf(abs(m_r - m_k) / se))


@pytest.mark.parametrize("options", [{}, {"fixed_aces": True}])
def test_between_by_spread_is_exact(options):
    """The third card is one of the 50 cards other than the posts, at random, so with s ranks
    strictly between them it falls between with probability 4s/50 (a pair: 0), on every turn that
    is played whatever the cards before it. Betting the minimum every game runs to the cap, so
    every turn is played. (Under a policy that can empty the pot, which turns are played depends
    on the cards already gone, and the all-turns figure falls below 4s/50 by about 0.5%: a real
    effect, which the report shows.)"""
    res = sim.run(spec(options), players=6, trials=2_000, seed=89, write=False,
                  policies={"bet": "minimum"})
    assert res.counter("finished")[0] == 0
    turns = res.counter("spread_turns")
    between = res.counter("spread_between")
    for i, s in enumerate(SPREADS):
        p = 0.0 if s == "pair" else 4 * s / 50
        n = int(turns[i])
        if s == "pair" or s == 0:
            assert between[i] == 0
            continue
        sd = (n * p * (1 - p)) ** 0.5
        assert abs(between[i] - n * p) <= 4.5 * sd + 1e-9, (s, int(between[i]), n * p)


def exact_spreads(fixed_aces=False):
    """P(spread) of a turn's two posts, over the 52 * 51 ordered pairs of cards, the aces called
    by the standard policy (or fixed: first low, second high)."""
    counts = dict.fromkeys(SPREADS, 0)
    for a in range(52):
        for b in range(52):
            if a == b:
                continue
            ra, rb = a // 4, b // 4  # rank index, 12 the ace
            v1 = 1 if ra == 12 else ra + 2
            if rb != 12:
                v2 = rb + 2
            elif fixed_aces or v1 == 1:
                v2 = 14
            else:
                v2 = 1 if v1 - 2 > 13 - v1 else 14
            counts["pair" if v1 == v2 else abs(v1 - v2) - 1] += 1
    return {s: k / (52 * 51) for s, k in counts.items()}


def test_the_minimum_bettor_matches_the_exact_turn():
    """Betting the minimum, the pot only grows (a turn wins under a third of the time), so every
    game runs its 500 turns and no turn is chosen by how the game went: the spreads follow the
    exact law of two posts, P(between) its mean of 4s/50, and a turn's value is 2 P(between) - 1."""
    exact = exact_spreads()
    p_between = sum(p * (0 if s == "pair" else 4 * s / 50) for s, p in exact.items())
    res = sim.run("in-between", players=4, trials=4_000, seed=97, write=False,
                  policies={"bet": "minimum"})
    turns = res.counter("spread_turns")
    n = int(turns.sum())
    assert n == 4_000 * ki.MAX_TURNS and res.counter("finished")[0] == 0
    expected = np.array([exact[s] * n for s in SPREADS])
    sd = np.sqrt(expected * (1 - expected / n))
    assert np.all(np.abs(turns - expected) <= 4.5 * sd + 1e-9), (turns, expected)
    table = res.json_tables
    lo, hi = table["between"]["all"]["ci"]
    width = hi - lo
    assert lo - width <= p_between <= hi + width
    lo, hi = table["events"]["chips_per_turn"]["ci"]
    assert lo - (hi - lo) <= 2 * p_between - 1 <= hi + (hi - lo)


def test_bad_options_policies_and_seats_are_refused():
    with pytest.raises(sim.UserError):
        sim.run("in-between(post_pays_double=maybe)", trials=100, write=False)
    with pytest.raises(sim.UserError):
        sim.run("in-between", trials=100, write=False, policies={"bet": "all-in"})
    with pytest.raises(sim.UserError):
        sim.run("in-between", players=11, trials=100, write=False)


def test_the_report_sweeps_the_betting_threshold(tmp_path):
    """The run folder holds the bet_from sweep (parquet, chart, a table in the report); betting
    the limit only on the widest spreads makes smaller turns."""
    res = sim.run("in-between", players=4, trials=20_000, seed=3, out=str(tmp_path))
    run_dir = tmp_path / "in-between" / res.run_dir.split("/")[-1]
    import pandas as pd

    df = pd.read_parquet(run_dir / "bet_from_sweep.parquet")
    assert list(df["value"]) == [4, 5, 6, 7, 8, 9, 10]
    assert (run_dir / "bet_from_sweep.png").exists()
    assert "## In Between: bet_from swept" in (run_dir / "report.md").read_text()
    at = df.set_index("value")
    assert at.loc[10, "ci_high"] < at.loc[7, "ci_low"]

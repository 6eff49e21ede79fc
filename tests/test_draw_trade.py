"""The trading games (kernels/games/trade.py): Italian Poker, Whiskey Poker and Trees against their
twins (tests/reference/italian_poker.py, whiskey_poker.py, trees.py, written from the rules
without the kernels): every count deal by deal on replayed card orders under every policy, and
every table at two table sizes."""
from collections import Counter

import numpy as np
import pytest

import sim
from kernels.games import trade_layout as kt
from kernels.core.cards import make_deck
from sim.spec.cards import format_card
from sim.spec.evaluation import CATEGORY_NAMES
from tests.reference import italian_poker, trees, whiskey_poker
from tests.stud_replay import assert_agree, capped, chi2_p, make_plan, prop_p, stable_seed


# the twin's play policies by the game's names: "prompt" ones knock before looking at exchanges
TWIN_PLAY = {"standard": "prompt", "early": "prompt_trips", "greedy": "standard",
             "greedy_early": "early"}


def _whiskey_play(text, players, policies):
    return whiskey_poker.play(text, players, swap=policies["swap"],
                              play_policy=TWIN_PLAY[policies["play"]])


def _whiskey_sim(players, deals, seed, policies):
    return whiskey_poker.simulate(players, deals, seed, swap=policies["swap"],
                                  play_policy=TWIN_PLAY[policies["play"]])


GAMES = {  # id: (policy sets, play(text, players, policies), simulate(players, deals, seed, policies))
    "italian-poker": ([{"exchange": p} for p in ("standard", "one", "pat")],
                      lambda t, n, pol: italian_poker.play(t, n, pol["exchange"]),
                      lambda n, d, s, pol: italian_poker.simulate(n, d, s, pol["exchange"])),
    "whiskey-poker": ([{"swap": "standard", "play": "standard"}, {"swap": "never", "play": "standard"},
                       {"swap": "standard", "play": "early"}, {"swap": "standard", "play": "greedy"},
                       {"swap": "never", "play": "greedy_early"}], _whiskey_play, _whiskey_sim),
    "trees": ([{"trade": p} for p in ("standard", "kicker", "pat")],
              lambda t, n, pol: trees.play(t, n, pol["trade"]),
              lambda n, d, s, pol: trees.simulate(n, d, s, pol["trade"])),
}
SEATS = {"italian-poker": (2, 5, 7), "whiskey-poker": (2, 6, 9), "trees": (2, 6, 10)}


def check_deal(game, r, c, players):
    names = lambda hist: sorted(CATEGORY_NAMES[i] for i, n in enumerate(hist) for _ in range(n))  # noqa: E731
    assert CATEGORY_NAMES[int(np.flatnonzero(c["winner_category"])[0])] == r["hands"][r["winners"][0]]
    assert names(c["hand_category"]) == sorted(r["hands"])
    assert names(c["before_category"]) == sorted(r["before"])
    improved = Counter(b for b, up in zip(r["before"], r["improved"]) if up)
    assert list(c["improved"]) == [improved.get(x, 0) for x in CATEGORY_NAMES]
    assert list(c["seat_win"][:players]) == [round(s * kt.SHARE_UNITS) for s in r["shares"]]
    assert c["tie"][0] == (len(r["winners"]) > 1)
    assert c["leader_full_wins"][0] == r["leader_won"]
    assert list(c["lead_changes"][:2]) == [1 - r["lead_changes"], r["lead_changes"]]
    if game == "italian-poker":
        assert list(c["choice"][:3]) == capped(Counter(r["choice"]), 3)
    elif game == "whiskey-poker":
        assert int(np.flatnonzero(c["kitty"])[0]) == (0 if r["kitty_taker"] is None else 1 + r["kitty_taker"])
        assert int(np.flatnonzero(c["rounds"])[0]) == (r["knock_lap"] or 0)
        assert list(c["exchanged"]) == capped(Counter(r["exchanged"]), 32)
    else:
        assert int(np.flatnonzero(c["trades"])[0]) == r["trades"]
        assert int(np.flatnonzero(c["rounds"])[0]) == r["rounds"]
        assert list(c["exchanged"]) == capped(Counter(r["traded"]), 32)


@pytest.mark.parametrize("game,k", [(g, k) for g in GAMES for k in range(len(GAMES[g][0]))])
def test_deal_by_deal(game, k):
    """Every count of 60 replayed deals equals the twin's, at three table sizes."""
    policy_sets, play, _ = GAMES[game]
    policies = policy_sets[k]
    rng = np.random.default_rng(stable_seed("trade", game, k))
    for players in SEATS[game]:
        orders = np.array([rng.permutation(make_deck()) for _ in range(60)], dtype=np.int8)
        plan = make_plan(game, players, policies)
        for order, row in zip(orders, plan.replay(orders)):
            text = [format_card(x) for x in order]
            r = play(text, players, policies)
            try:
                check_deal(game, r, plan.named(row), players)
            except AssertionError as e:
                raise AssertionError(f"{game} {policies}, {players} players, deck {' '.join(text)}: {e}") from None


@pytest.mark.parametrize("game,players,k", [("italian-poker", 3, 0), ("italian-poker", 7, 1),
                                            ("whiskey-poker", 4, 0), ("whiskey-poker", 8, 2),
                                            ("trees", 3, 0), ("trees", 8, 1)])
def test_every_table_agrees_with_the_twin(game, players, k):
    policy_sets, _, simulate = GAMES[game]
    policies = policy_sets[k]
    ref_deals = 1500
    r = simulate(players, ref_deals, stable_seed("trade-tables", game, players) % 10_000, policies)
    res = sim.run(game, players=players, trials=100_000, seed=41, write=False, policies=policies)
    c = {name: res.counter(name) for name in res.layout}
    n = res.trials
    cats = list(CATEGORY_NAMES)
    checks = {
        "winner_category": chi2_p([r["winner_category"].get(x, 0) for x in cats], c["winner_category"]),
        "hand_category": chi2_p([r["hand_category"].get(x, 0) for x in cats], c["hand_category"], 2.0),
        "before": chi2_p([r["before"].get(x, 0) for x in cats], c["before_category"], 2.0),
        "improved": chi2_p([r["improved"].get(x, 0) for x in cats], c["improved"], 2.0),
        "tie": prop_p(r["ties"], ref_deals, c["tie"][0], n),
        "leader_won": prop_p(r["leader_won"], ref_deals, c["leader_full_wins"][0], n),
        "lead_changes": prop_p(r["lead_changes"], ref_deals, c["lead_changes"][1], n),
    }
    if game == "italian-poker":
        checks["choice"] = chi2_p(capped(r["choice"], 3), c["choice"][:3], 2.0)
    elif game == "whiskey-poker":
        checks["kitty"] = prop_p(r["kitty_taken"], ref_deals, n - c["kitty"][0], n)
        checks["knock_lap"] = chi2_p(capped(r["knock_lap"], 16), c["rounds"])
        checks["exchanged"] = chi2_p(capped(r["exchanged"], 32), c["exchanged"], 2.0)
    else:
        checks["trades"] = chi2_p(capped(r["trades"], kt.MAX_PAIRS + 1), c["trades"])
        checks["rounds"] = chi2_p(capped(r["rounds"], 16), c["rounds"])
        checks["traded"] = chi2_p(capped(r["traded"], 32), c["exchanged"], 2.0)
    for seat in range(players):
        checks[f"seat_win:{seat}"] = prop_p(r["seat_shares"][seat], ref_deals,
                                            c["seat_win"][seat] / kt.SHARE_UNITS, n)
    assert_agree(checks)


@pytest.mark.parametrize("hero,play", [(6, "standard"), (2, "greedy")])
def test_whiskey_hero_knock_agrees_with_the_twin(hero, play):
    """Seat 0's own knock level (hero_knock) deal by deal against the twin's."""
    from kernels.core.categories import STANDARD_CATEGORIES

    rng = np.random.default_rng(stable_seed("whiskey-hero", hero, play))
    policies = {"swap": "standard", "play": play}
    orders = np.array([rng.permutation(make_deck()) for _ in range(60)], dtype=np.int8)
    plan = make_plan(f"whiskey-poker(hero_knock={hero})", 3, policies)
    for order, row in zip(orders, plan.replay(orders)):
        text = [format_card(x) for x in order]
        r = whiskey_poker.play(text, 3, play_policy=TWIN_PLAY[play],
                               hero_knock=STANDARD_CATEGORIES[hero])
        check_deal("whiskey-poker", r, plan.named(row), 3)


def test_each_game_reports_its_own_tables():
    it = sim.run("italian-poker", players=4, trials=5000, seed=2, write=False)
    assert set(it.json_tables["choice"]) == {"pat", "one", "two"}
    wh = sim.run("whiskey-poker", players=4, trials=5000, seed=2, write=False)
    assert list(wh.json_tables["kitty"]) == ["nobody", "seat 0", "seat 1", "seat 2", "seat 3"]
    assert list(wh.json_tables["knock_turn"])[-1] == "no knock"
    assert {"kitty_taken", "no_knock", "knock_turn", "cards_taken"} <= set(wh.json_tables["events"])
    tr = sim.run("trees", players=4, trials=5000, seed=2, write=False, policies={"trade": "pat"})
    assert tr.json_tables["events"]["no_trade"]["p"] == 1.0
    for bad in (("whiskey-poker", 10), ("italian-poker", 8), ("trees", 11)):
        with pytest.raises(sim.UserError):
            sim.run(bad[0], players=bad[1], trials=100, write=False)


def built(seats, extra):
    """A card order dealing ``seats`` (five cards each, as text) round the table one pass at a time,
    then the cards ``extra`` (text), then the rest of the deck in its order."""
    from sim.spec.cards import parse_cards

    hands = [parse_cards(h) for h in seats]
    after = parse_cards(extra) if extra else []
    order = [hands[s][i] for i in range(5) for s in range(len(hands))] + after
    rest = [c for c in make_deck() if c not in order]
    return np.array(order + rest, dtype=np.int8)


ITALIAN_RULES = [  # (seat 0's hand, the middle: marked then the other, policy, cards seat 0 takes)
    ("2h 5h 9h Kc Qd", "Jh 7h", "standard", 2),   # both middle cards make a flush
    ("2h 5h 9h Kc Qd", "Jh 7h", "one", 1),        # ... the one policy takes the marked card only
    ("Ah Ad Ks 7c 3d", "As 2c", "standard", 1),   # the marked ace makes trips
    ("5c 6d 7h 8s 9c", "Kd 2h", "standard", 0),   # a straight: nothing in the middle helps
    ("2h 5h 9h Kc Qd", "Jh 7h", "pat", 0),        # pat never exchanges
]


@pytest.mark.parametrize("hand,middle,policy,taken", ITALIAN_RULES)
def test_each_italian_rule_on_a_built_deal(hand, middle, policy, taken):
    order = built([hand, "2d 3c 4s 6s 8d"], middle)
    plan = make_plan("italian-poker", 2, {"exchange": policy})
    c = plan.named(plan.replay(order[None, :])[0])
    r = italian_poker.play([format_card(x) for x in order], 2, policy)
    assert r["choice"][0] == taken
    check_deal("italian-poker", r, c, 2)


def whiskey_order(seat0, seat1, kitty):
    from sim.spec.cards import parse_cards

    hands = [parse_cards(seat0), parse_cards(seat1), parse_cards(kitty)]
    order = [hands[s][i] for i in range(5) for s in range(3)]
    rest = [c for c in make_deck() if c not in order]
    return np.array(order + rest, dtype=np.int8)


WHISKEY_RULES = [  # (seat 0, seat 1, kitty, swap policy, play policy, what the counts show)
    ("2c 5d 9h Jc Kd", "7s 7h 4c 4d Ac", "Qs Qh Qd 3s 6h", "standard", "standard", "seat 0 takes the kitty"),
    ("2c 5d 9h Jc Kd", "7s 7h 4c 4d Ac", "Qs Qh Qd 3s 6h", "never", "standard", "nobody takes the kitty"),
    ("7c 7d 7h As Ks", "8s 8h 4c 4d 2c", "2s 3h 5c 6d 9s", "never", "greedy", "seat 0 knocks at once"),
    ("8c 8d 5h 5s Ks", "Jc Jh 4c 9d 2c", "2s 3h 6c 7d Ts", "never", "greedy_early", "seat 0 knocks at once"),
    ("8c 8d 5h 5s Ks", "Jc Jh 4c 9d 2c", "2s 3h 6c 7d Ts", "never", "greedy", "seat 0 does not knock"),
    # a home player knocks on a straight rather than exchange for a better one; greedy exchanges
    # (seat 1 takes the kitty, so its old hand with the ten is the middle and seat 0 plays first)
    ("5c 6d 7h 8s 9c", "Ac Td 8h 4s 2d", "Kc Kd 3h 3s Qc", "standard", "standard", "seat 0 knocks at once"),
    ("5c 6d 7h 8s 9c", "Ac Td 8h 4s 2d", "Kc Kd 3h 3s Qc", "standard", "greedy", "seat 0 does not knock"),
    # early knocks on trips though the middle holds the fourth seven; standard waits for a straight
    ("7c 7d 7h As Ks", "8s 8h 4c 4d 2c", "2s 7s 5c 6d 9s", "never", "early", "seat 0 knocks at once"),
    ("7c 7d 7h As Ks", "8s 8h 4c 4d 2c", "2s 7s 5c 6d 9s", "never", "standard", "seat 0 does not knock"),
]


@pytest.mark.parametrize("seat0,seat1,kitty,swap,play,what", WHISKEY_RULES)
def test_each_whiskey_rule_on_a_built_deal(seat0, seat1, kitty, swap, play, what):
    order = whiskey_order(seat0, seat1, kitty)
    policies = {"swap": swap, "play": play}
    plan = make_plan("whiskey-poker", 2, policies)
    c = plan.named(plan.replay(order[None, :])[0])
    r = whiskey_poker.play([format_card(x) for x in order], 2, swap=swap, play_policy=TWIN_PLAY[play])
    if what == "seat 0 takes the kitty":
        assert r["kitty_taker"] == 0 and c["kitty"][1] == 1
    elif what == "nobody takes the kitty":
        assert r["kitty_taker"] is None and c["kitty"][0] == 1
    elif what == "seat 0 knocks at once":
        assert r["turns"][0] == (0, "knock") and c["rounds"][1] == 1
    else:
        assert r["turns"][0][1] != "knock"
    check_deal("whiskey-poker", r, c, 2)


@pytest.mark.parametrize("players,knocks", [(2, True), (5, True), (6, False), (9, False)])
def test_standard_knocks_on_a_straight_only_at_up_to_five_players(players, knocks):
    """Seat 0 is dealt a straight and plays first (nobody takes the kitty): it knocks at once at
    up to five players; from six it waits for four of a kind (it knocked at every size before)."""
    from sim.spec.cards import parse_cards

    seat0, kitty = parse_cards("5c 6d 7h 8s 9c"), parse_cards("Td 2h 3s Jc Qd")
    rest = [c for c in np.random.default_rng(stable_seed("whiskey-wait", players)).permutation(
        make_deck()) if c not in seat0 + kitty]
    hands = [seat0] + [rest[5 * k:5 * k + 5] for k in range(players - 1)] + [kitty]
    order = [hands[s][i] for i in range(5) for s in range(players + 1)]
    order = np.array(order + [c for c in make_deck() if c not in order], dtype=np.int8)
    policies = {"swap": "never", "play": "standard"}
    plan = make_plan("whiskey-poker", players, policies)
    c = plan.named(plan.replay(order[None, :])[0])
    r = whiskey_poker.play([format_card(x) for x in order], players, swap="never",
                           play_policy="prompt")
    assert (r["turns"][0] == (0, "knock")) == knocks
    if knocks:
        assert c["rounds"][1] == 1
    check_deal("whiskey-poker", r, c, players)


TREES_RULES = [  # (hands, policy, trades)
    (["2c 5d 9h Jc Kd", "3s 6h 8c Td Qs", "4c 4d 4h 8s 9s"], "standard", 1),  # equal trash pairs off
    (["2c 5d 9h Jc Kd", "5c 6d 7h 8s 9c", "4c 4d 4h 8d 9d"], "standard", 0),  # no two want as many
    (["2c 5d 9h Jc Kd", "3s 6h 8c Td Qs", "4c 4d 4h 8s 9s"], "pat", 0),       # pat never trades
]


@pytest.mark.parametrize("hands,policy,trades", TREES_RULES)
def test_each_trees_rule_on_a_built_deal(hands, policy, trades):
    order = built(hands, "")
    plan = make_plan("trees", 3, {"trade": policy})
    c = plan.named(plan.replay(order[None, :])[0])
    r = trees.play([format_card(x) for x in order], 3, policy)
    assert r["trades"] >= trades if trades else r["trades"] == 0
    check_deal("trees", r, c, 3)


def test_whiskey_report_sweeps_seat_zeros_knock_level(tmp_path):
    import pandas as pd

    res = sim.run("whiskey-poker", players=3, trials=4000, seed=3, out=str(tmp_path))
    df = pd.read_parquet(tmp_path / "whiskey-poker" / res.run_dir.split("/")[-1]
                         / "hero_knock_sweep.parquet")
    assert list(df["value"]) == list(range(2, 8))

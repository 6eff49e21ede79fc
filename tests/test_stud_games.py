"""The stud variants with their own deals, rules or decisions against their plain-Python
references (tests/reference/stud_more.py, stud_choice.py, stud_score.py, stud_wild.py, each written
from the rule texts without the kernels): the kernel replays random card orders deal by deal and
every count must equal the reference's; and seeded runs of both agree statistically on every table.
The default suite runs a few hundred reference deals per game; `pytest -m slow` runs ten times more.
"""

import numpy as np
import pytest

import sim
from kernels.drivers import stud as k
from kernels.core.cards import make_deck
from sim.spec.cards import format_card
from sim.spec.evaluation import CATEGORY_NAMES
from sim.engine.plan import named_counts
from sim.games.stud_play import countdown_thresholds
from tests.reference import stud_choice as rc
from tests.reference import stud_more as rm
from tests.reference import stud_score as rs
from tests.reference import stud_wild as rw
from tests.stud_replay import assert_agree, capped, chi2_p, make_plan, prop_p, stable_seed

U = k.SHARE_UNITS
RANKS = "23456789TJQKA"


def hist(values, size):
    out = [0] * size
    for v in values:
        out[min(int(v), size - 1)] += 1
    return out


def cats(hands):
    out = [0] * 12
    for h in hands:
        if h is not None:
            out[CATEGORY_NAMES.index(h[0])] += 1
    return out


def thresholds_text(cutoff):
    return [[format_card(c) for c in example] for _, example in countdown_thresholds(cutoff)]


# --- per-deal checks: kernel counts c of one deal against the reference's deal r ------------

def check_common(r, c, players, rounds, hands=None, winners=None):
    hands = r["hands"] if hands is None else hands
    winners = r["winners"] if winners is None else winners
    assert cats(hands) == list(c["hand_category"]), "hand categories"
    assert CATEGORY_NAMES[int(np.flatnonzero(c["winner_category"])[0])] == hands[winners[0]][0]
    assert list(c["seat_win"][:players]) == [round(s * U) for s in r["shares"][:players]], "shares"
    assert c["tie"][0] == (len(winners) > 1)
    if rounds:
        assert list(c["leader_full_wins"][:rounds]) == [int(x) for x in r["full_leader_won"]], "full leaders"
        assert list(c["leader_showing_wins"][:rounds]) == [int(x) for x in r["showing_leader_won"]], "showing"
        assert c["lead_changes"][min(r["lead_changes"], 7)] == 1


def check_countdown(r, c, p):
    check_common(r, c, p, 5)
    wi = 0 if r["uncontested"] else r["wild_rank"] - 1
    assert c["wild_rank"][wi] == 1
    assert c["wild_changes_winner"][0] == r["wild_changes_winner"]
    assert list(c["folds_by_round"][:5]) == r["folds_by_round"]
    assert list(c["wild_held"]) == hist([h for h in r["wild_held"] if h is not None], 16)


def check_kings(r, c, p):
    check_common(r, c, p, 5)
    assert list(c["wild_rank"][1:14]) == hist([x - 2 for x in r["little_rank"]], 13)
    assert list(c["wild_held"]) == hist(r["wild_held"], 16)


def check_three(r, c, p):
    check_common(r, c, p, 3)
    assert list(c["extra_cards"][:3]) == hist(r["extras"], 3)
    assert list(c["wild_held"]) == hist(r["wild_held"], 16)


def check_trump_common(r, c, p):
    # the house hand is a seat of the kernel: compare its hands without the house's category
    assert cats(r["hands"][:p]) == list(c["hand_category"])
    assert list(c["seat_win"][:p + 1]) == [round(s * U) for s in r["shares"]]
    assert list(c["leader_full_wins"][:5]) == [int(x) for x in r["full_leader_won"]]
    assert list(c["leader_showing_wins"][:5]) == [int(x) for x in r["showing_leader_won"]]
    wi = 0 if r["wild_rank"] is None else r["wild_rank"] - 1
    assert c["wild_rank"][wi] == 1
    assert c["house_category"][CATEGORY_NAMES.index(r["hands"][p][0])] == 1
    assert list(c["wild_held"]) == hist(r["wild_held"], 16)


def check_diamonds(r, c, p):
    check_common(r, c, p, 5)
    assert list(c["side_points"][:80]) == hist(r["diamond_points"], 80)
    assert c["side_win_points"][max(r["diamond_points"])] == 1
    assert c["side_tie"][0] == (len(r["diamond_winners"]) > 1)
    assert c["scoop"][0] == r["scoop"]


def check_basketball(r, c, p):
    check_common(r, c, p, 4)
    assert list(c["side_points"][:41]) == hist(r["scores"], 41)
    assert c["overtime"][r["overtimes"]] == 1
    assert c["draw"][0] == r["draw"]
    assert c["scoop"][0] == r["scoop"]
    assert list(c["extra_cards"][:4]) == hist(r["extras"], 4)
    assert c["shared_card"][0] == (r["shared"] is not None)


def check_mexican(r, c, p):
    check_common(r, c, p, 4)
    assert c["show_lead_changes"][r["showing_lead_changes"]] == 1


def check_heart(r, c, p):
    check_common(r, c, p, 5)
    assert list(c["hand_size"]) == hist(r["hand_sizes"], k.MAX_HAND + 1)
    assert c["takes"][r["takes"]] == 1


def check_draws(rounds):
    def check(r, c, p):
        assert not r["reshuffled"]
        check_common(r, c, p, rounds)
        assert list(c["drawn"][:5]) == hist(r["drawn"], 5)
        assert c["reshuffled"][0] == 0
        if "wild_held" in r:
            assert list(c["wild_held"]) == hist(r["wild_held"], 16)

    return check


def check_share(r, c, p):
    check_common(r, c, p, 4)
    assert c["middle_used"][r["middle_used"]] == 1
    assert c["middle_changes_winner"][0] == r["middle_changes_winner"]


def check_seven_up(r, c, p):
    check_common(r, c, p, 5)
    extra = r["wild_rank"]
    wi = 0 if extra is None else (k.JOKER_WILD if extra == "joker" else extra - 1)
    assert c["wild_rank"][wi] == 1
    assert c["middle_cards"][len(r["middle"])] == 1
    assert c["wild_changes"][r["wild_changes"]] == 1
    assert list(c["wild_held"]) == hist(r["wild_held"], 16)


def check_colored(r, c, p):
    assert list(c["seat_win"][:p]) == [round(s * U) for s in r["shares"]]
    assert list(c["declares"]) == [r["declares"].count("high"), r["declares"].count("low")]
    assert c["scoop"][0] == r["scoop"]
    assert c["no_side"][0] == (not r["high_winners"]) and c["no_side"][1] == (not r["low_winners"])
    assert c["half_tie"][0] == (len(r["high_winners"]) > 1)
    assert c["half_tie"][1] == (len(r["low_winners"]) > 1)
    if r["high_winners"]:
        assert c["high_win_total"][max(r["high_totals"][s] for s in r["high_winners"])] == 1
    if r["low_winners"]:
        assert c["low_win_total"][min(r["low_totals"][s] for s in r["low_winners"])] == 1
    assert c["twists"][sum(r["twisted"])] == 1


def check_blind(r, c, p):
    assert cats(r["hands"]) == list(c["hand_category"])
    assert c["winner_category"][CATEGORY_NAMES.index(r["hands"][r["winner"]][0])] == 1
    assert list(c["seat_win"][:p]) == [round(s * U) for s in r["shares"]]
    assert list(c["turned"]) == hist([len(t) for t in r["turned"]], k.MAX_HAND + 1)
    assert list(c["turns"]) == hist(r["turns"], k.MAX_HAND + 1)
    assert c["out"][0] == sum(r["out"])
    assert list(c["extra_cards"]) == hist(r["extras"], 5)
    assert list(c["wild_held"]) == hist(r["wild_held"], 16)


# (spec, policies, play(deck_text, players), check, replay seat counts, jokers)
REPLAYS = [
    ("countdown", {}, lambda d, p: rm.play_countdown(d, p, thresholds=thresholds_text(0.3)),
     check_countdown, (2, 4, 7), 0),
    ("countdown(cutoff=0.6)", {}, lambda d, p: rm.play_countdown(d, p, thresholds=thresholds_text(0.6)),
     check_countdown, (3, 7), 0),
    ("countdown", {"fold": "never"}, lambda d, p: rm.play_countdown(d, p, fold="never"),
     check_countdown, (5,), 0),
    ("kings-and-little-ones(stud=true)", {}, rm.play_kings_and_little_ones, check_kings, (2, 4, 7), 0),
    ("three-card-extra", {}, rm.play_three_card_extra, check_three, (2, 7, 10), 0),
    ("three-card-extra(fives_wild=true)", {},
     lambda d, p: rm.play_three_card_extra(d, p, fives_wild=True), check_three, (4, 7), 0),
    ("trump-is-wild", {}, rm.play_trump_is_wild, check_trump_common, (2, 7), 0),
    ("trump-is-wild(house_wild=false)", {},
     lambda d, p: rm.play_trump_is_wild(d, p, house_wild=False), check_trump_common, (4,), 0),
    ("count-your-diamonds", {}, rm.play_count_your_diamonds, check_diamonds, (2, 7), 0),
    ("half-court-basketball", {}, rm.play_half_court_basketball, check_basketball, (2, 8), 0),
    ("half-court-basketball(three_pointer=true)", {},
     lambda d, p: rm.play_half_court_basketball(d, p, three_pointer=True), check_basketball, (3, 8), 0),
    ("mexican-stud", {}, rc.play_mexican_stud, check_mexican, (2, 7, 10), 0),
    ("mexican-stud", {"flip": "show-high"}, lambda d, p: rc.play_mexican_stud(d, p, flip="show-high"),
     check_mexican, (5,), 0),
    ("have-a-heart", {}, rc.play_have_a_heart, check_heart, (2, 4, 7), 0),
    ("english-stud", {}, rc.play_english_stud, check_draws(5), (2, 4), 0),
    ("open-and-shut", {}, rc.play_open_and_shut, check_draws(5), (2, 4), 0),
    ("share-your-hole", {}, rc.play_share_your_hole, check_share, (2, 5, 10), 0),
    ("share-your-hole", {"share": "share-high"},
     lambda d, p: rc.play_share_your_hole(d, p, share="share-high"), check_share, (4,), 0),
    ("seven-up", {}, rw.play_seven_up, check_seven_up, (2, 6), 0),
    ("seven-up(jokers=true)", {}, lambda d, p: rw.play_seven_up(d, p, jokers=True), check_seven_up, (3, 7), 2),
    ("colored-poker", {}, rs.play_colored_poker, check_colored, (2, 7), 0),
    ("colored-poker(twist=true)", {}, lambda d, p: rs.play_colored_poker(d, p, twist=True),
     check_colored, (3, 6), 0),
    ("blind-baseball", {}, rs.play_blind_baseball, check_blind, (2, 7), 0),
    ("blind-baseball(innings=9,wild=3,9,four_extra=true)", {},
     lambda d, p: rs.play_blind_baseball(d, p, innings=9, wild=(3, 9), four_extra=True), check_blind, (3, 6), 0),
]


@pytest.mark.parametrize("spec,policies,play,check,seats,jokers", REPLAYS,
                         ids=[f"{g[0]}{'-' + '-'.join(g[1].values()) if g[1] else ''}" for g in REPLAYS])
def test_deal_by_deal(spec, policies, play, check, seats, jokers):
    """Every count of a kernel deal equals the reference's for the same card order."""
    rng = np.random.default_rng(stable_seed(spec, policies))
    deck = make_deck(jokers=jokers)
    for players in seats:
        n = 30 if players > 5 else 20
        orders = np.array([rng.permutation(deck) for _ in range(n)], dtype=np.int8)
        plan = make_plan(spec, players, policies)
        rows = plan.replay(orders)
        for order, row in zip(orders, rows):
            text = [format_card(c) for c in order]
            try:
                check(play(text, players), named_counts(row, plan.layout), players)
            except AssertionError as e:
                raise AssertionError(f"{spec} {policies} {players} players, deck {' '.join(text)}: {e}") from None


def test_blind_baseball_extra_after_the_turned_shared_card():
    """Nine innings, six players: the shared ninth card is a 4 turned late, and earns an extra."""
    deck = list(make_deck())
    fours = [c for c in deck if c >> 2 == 2]
    rest = [c for c in deck if c >> 2 != 2]
    order = np.array(rest[:48] + [fours[0]] + fours[1:] + rest[48:], dtype=np.int8)
    plan = make_plan("blind-baseball(innings=9,four_extra=true)", 6, {})
    row = plan.replay(order[None, :])[0]
    r = rs.play_blind_baseball([format_card(c) for c in order], 6, innings=9, four_extra=True)
    check_blind(r, named_counts(row, plan.layout), 6)


# --- statistical agreement: seeded kernel runs against seeded reference runs -----------------

def common_stats(r, c, n, m, players, rounds, hand_n=2.0):
    checks = {
        "winner_category": chi2_p([r["winner_category"].get(x, 0) for x in CATEGORY_NAMES], c["winner_category"]),
        "hand_category": chi2_p([r["hand_category"].get(x, 0) for x in CATEGORY_NAMES], c["hand_category"], hand_n),
        "tie": prop_p(r["tie"], m, c["tie"][0], n),
    }
    for seat in range(players):
        checks[f"seat_win:{seat}"] = prop_p(r["seat_win"][seat], m, c["seat_win"][seat] / U, n)
    if rounds:
        vol = c["vol_deals"][0]
        for i in range(rounds):
            checks[f"full:{i + 1}"] = prop_p(r["leader_wins_full"][i], m, c["leader_full_wins"][i], vol)
            checks[f"showing:{i + 1}"] = prop_p(r["leader_wins_showing"][i], m, c["leader_showing_wins"][i], vol)
        checks["lead_changes"] = chi2_p(capped(r["lead_changes"], 8), c["lead_changes"])
    return checks


def ranked(counter, size, key=lambda x: x):
    return [counter.get(key(i), 0) for i in range(size)]


def stats_countdown(r, c, n, m, p):
    out = common_stats(r, c, n, m, p, 5)
    out["wild_rank"] = chi2_p([r["wild_rank"].get("uncontested", 0)] + [r["wild_rank"].get(str(i), 0) for i in range(2, 8)],
                              c["wild_rank"][:7])
    out["wild_changes_winner"] = prop_p(r["wild_changes_winner"], m, c["wild_changes_winner"][0], n)
    out["wild_held"] = chi2_p(capped(r["wild_held"], 16), c["wild_held"], 2.0)
    for i in range(5):
        out[f"folds:{i + 1}"] = prop_p(r["folds_by_round"][i], m * p, c["folds_by_round"][i], n * p)
    return out


def stats_kings(r, c, n, m, p):
    out = common_stats(r, c, n, m, p, 5)
    out["little_rank"] = chi2_p([r["little_rank"].get(x, 0) for x in RANKS], c["wild_rank"][1:14], 2.0)
    out["wild_held"] = chi2_p(capped(r["wild_held"], 16), c["wild_held"], 2.0)
    return out


def stats_three(r, c, n, m, p):
    out = common_stats(r, c, n, m, p, 3)
    out["extra_cards"] = chi2_p(ranked(r["extra_cards"], 3), c["extra_cards"][:3], 2.0)
    out["wild_held"] = chi2_p(capped(r["wild_held"], 16), c["wild_held"], 2.0)
    return out


def stats_trump(r, c, n, m, p):
    out = common_stats(r, c, n, m, p, 5)
    out["house_share"] = prop_p(r["house_share"], m, c["seat_win"][p] / U, n)
    out["house_category"] = chi2_p([r["house_category"].get(x, 0) for x in CATEGORY_NAMES], c["house_category"])
    out["wild_rank"] = chi2_p([r["wild_rank"].get(x, 0) for x in ("none",) + tuple(RANKS)], c["wild_rank"][:14])
    out["wild_held"] = chi2_p(capped(r["wild_held"], 16), c["wild_held"], 2.0)
    return out


def stats_diamonds(r, c, n, m, p):
    out = common_stats(r, c, n, m, p, 5)
    out["diamond_tie"] = prop_p(r["diamond_tie"], m, c["side_tie"][0], n)
    out["scoop"] = prop_p(r["scoop"], m, c["scoop"][0], n)
    out["diamond_points"] = chi2_p(ranked(r["diamond_points"], 80), c["side_points"][:80], 2.0)
    out["winning_points"] = chi2_p(ranked(r["winning_diamond_points"], 80), c["side_win_points"][:80])
    return out


def stats_basketball(r, c, n, m, p):
    out = common_stats(r, c, n, m, p, 4)
    out["scoop"] = prop_p(r["scoop"], m, c["scoop"][0], n)
    out["overtime"] = chi2_p(ranked(r["overtime"], 3), c["overtime"])
    out["draw"] = prop_p(r["draw"], m, c["draw"][0], n)
    out["score"] = chi2_p(ranked(r["score"], 41), c["side_points"][:41], 2.0)
    out["winning_score"] = chi2_p(ranked(r["winning_score"], 41), c["side_win_points"][:41])
    out["extra_cards"] = chi2_p(ranked(r["extra_cards"], 4), c["extra_cards"][:4], 2.0)
    return out


def stats_mexican(r, c, n, m, p):
    out = common_stats(r, c, n, m, p, 4)
    out["showing_lead_changes"] = chi2_p(capped(r["showing_lead_changes"], 8), c["show_lead_changes"])
    return out


def stats_heart(r, c, n, m, p):
    out = common_stats(r, c, n, m, p, 5)
    out["hand_size"] = chi2_p(capped(r["hand_size"], k.MAX_HAND + 1), c["hand_size"], 2.0)
    out["takes"] = chi2_p(capped(r["takes"], 32), c["takes"])
    return out


def stats_draws(rounds):
    def stats(r, c, n, m, p):
        out = common_stats(r, c, n, m, p, rounds)
        out["drawn"] = chi2_p(capped(r["drawn"], 8), c["drawn"], 2.0)
        out["reshuffled"] = prop_p(r["reshuffled"], m, c["reshuffled"][0], n)
        if "wild_held" in r:
            out["wild_held"] = chi2_p(capped(r["wild_held"], 16), c["wild_held"], 2.0)
        return out

    return stats


def stats_share(r, c, n, m, p):
    out = common_stats(r, c, n, m, p, 4)
    out["middle_used"] = chi2_p(ranked(r["middle_used"], 3), c["middle_used"])
    out["middle_changes_winner"] = prop_p(r["middle_changes_winner"], m, c["middle_changes_winner"][0], n)
    return out


def stats_seven_up(r, c, n, m, p):
    out = common_stats(r, c, n, m, p, 5)
    keys = ["none"] + list(RANKS) + ["joker"]
    out["wild_rank"] = chi2_p([r["wild_rank"].get(x, 0) for x in keys], c["wild_rank"])
    out["middle_cards"] = chi2_p(capped(r["middle_cards"], 8), c["middle_cards"])
    out["wild_changes"] = chi2_p(capped(r["wild_changes"], 32), c["wild_changes"])
    out["wild_held"] = chi2_p(capped(r["wild_held"], 16), c["wild_held"], 2.0)
    return out


def stats_colored(r, c, n, m, p):
    out = {f"seat_win:{s}": prop_p(r["seat_win"][s], m, c["seat_win"][s] / U, n) for s in range(p)}
    out["declares"] = chi2_p([r["declare_high"], r["declare_low"]], c["declares"], 2.0)
    out["scoop"] = prop_p(r["scoop"], m, c["scoop"][0], n)
    out["high_tie"] = prop_p(r["high_tie"], m, c["half_tie"][0], n)
    out["low_tie"] = prop_p(r["low_tie"], m, c["half_tie"][1], n)
    out["high_total"] = chi2_p(ranked(r["high_winning_total"], 80), c["high_win_total"])
    out["low_total"] = chi2_p(ranked(r["low_winning_total"], 80), c["low_win_total"])
    out["no_high"] = prop_p(r["no_high"], m, c["no_side"][0], n)
    out["no_low"] = prop_p(r["no_low"], m, c["no_side"][1], n)
    out["twists"] = prop_p(r["twists"], m * p, float(np.dot(np.arange(8), c["twists"])), n * p)
    return out


def stats_blind(r, c, n, m, p):
    out = common_stats(r, c, n, m, p, 0, hand_n=1.0)
    out["turned"] = chi2_p(capped(r["turned"], k.MAX_HAND + 1), c["turned"], 2.0)
    out["turns"] = chi2_p(capped(r["turns"], k.MAX_HAND + 1), c["turns"], 2.0)
    out["extra_cards"] = chi2_p(capped(r["extra_cards"], 5), c["extra_cards"], 2.0)
    out["wild_held"] = chi2_p(capped(r["wild_held"], 16), c["wild_held"], 2.0)
    return out


# (spec, policies, players, reference simulate(deals, seed), stats, reference deals by default)
STATS = [
    ("countdown", {}, 7, lambda m, s: rm.simulate_countdown(m, 7, s, thresholds=thresholds_text(0.3)),
     stats_countdown, 300),
    ("kings-and-little-ones(stud=true)", {}, 7, lambda m, s: rm.simulate_kings_and_little_ones(m, 7, s), stats_kings, 300),
    ("three-card-extra(fives_wild=true)", {}, 7,
     lambda m, s: rm.simulate_three_card_extra(m, 7, s, fives_wild=True), stats_three, 800),
    ("trump-is-wild", {}, 7, lambda m, s: rm.simulate_trump_is_wild(m, 7, s), stats_trump, 300),
    ("count-your-diamonds", {}, 7, lambda m, s: rm.simulate_count_your_diamonds(m, 7, s), stats_diamonds, 300),
    ("half-court-basketball(three_pointer=true)", {}, 8,
     lambda m, s: rm.simulate_half_court_basketball(m, 8, s, three_pointer=True), stats_basketball, 300),
    ("mexican-stud", {}, 7, lambda m, s: rc.simulate_mexican_stud(m, 7, s), stats_mexican, 500),
    ("have-a-heart", {}, 7, lambda m, s: rc.simulate_have_a_heart(m, 7, s), stats_heart, 200),
    ("english-stud", {}, 7, lambda m, s: rc.simulate_english_stud(m, 7, s), stats_draws(5), 150),
    ("open-and-shut", {}, 7, lambda m, s: rc.simulate_open_and_shut(m, 7, s), stats_draws(5), 300),
    ("share-your-hole", {}, 7, lambda m, s: rc.simulate_share_your_hole(m, 7, s), stats_share, 60),
    ("seven-up", {}, 6, lambda m, s: rw.simulate_seven_up(m, 6, s), stats_seven_up, 300),
    ("seven-up(jokers=true)", {}, 7, lambda m, s: rw.simulate_seven_up(m, 7, s, jokers=True), stats_seven_up, 300),
    ("colored-poker(twist=true)", {}, 6, lambda m, s: rs.simulate_colored_poker(m, 6, s, twist=True),
     stats_colored, 1500),
    ("blind-baseball", {}, 7, lambda m, s: rs.simulate_blind_baseball(m, 7, s), stats_blind, 600),
]


def _agree(spec, policies, players, simulate, stats, ref_deals):
    r = simulate(ref_deals, 23)
    res = sim.run(spec, players=players, trials=100_000, seed=9, write=False, policies=policies)
    assert_agree(stats(r, named_counts(res.counts, res.layout), res.trials, ref_deals, players))


@pytest.mark.parametrize("spec,policies,players,simulate,stats,ref_deals", STATS, ids=[s[0] for s in STATS])
def test_statistical_agreement(spec, policies, players, simulate, stats, ref_deals):
    """Every table of a seeded kernel run against a seeded reference run of other deals."""
    _agree(spec, policies, players, simulate, stats, ref_deals)


@pytest.mark.slow
@pytest.mark.parametrize("spec,policies,players,simulate,stats,ref_deals", STATS, ids=[s[0] for s in STATS])
def test_statistical_agreement_long(spec, policies, players, simulate, stats, ref_deals):
    _agree(spec, policies, players, simulate, stats, 10 * ref_deals)

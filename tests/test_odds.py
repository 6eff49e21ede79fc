"""`simpoker odds` in the board games (sim/odds.py, kernels/eval/odds_board.py): a published exact
matchup, and every other count against a plain-Python enumeration with the reference evaluator
(tests/reference/evaluator.py) that shares no code with the kernels."""
from collections import Counter
from itertools import combinations

import pytest

from sim.errors import UserError
from sim import odds

from tests.reference.evaluator import CATEGORIES, compare_key, fast_high
from tests.test_cli import run_cli

DECK = [r + s for r in "23456789TJQKA" for s in "cdhs"]


def cards(text):
    return [text[i:i + 2] for i in range(0, len(text), 2)]


def cards_codes(text):
    from sim.studies.odds_answer import split_cards

    return split_cards(text, "cards")


def value(hole, board, rule):
    if rule == "any":
        return compare_key(*fast_high(list(hole) + list(board)))
    pairs = combinations(hole, 2)
    if rule == "at_most_two":
        return max(compare_key(*fast_high(list(p) + list(board))) for p in pairs)
    return max(compare_key(*fast_high(list(p) + list(t))) for p in pairs
               for t in combinations(board, 3))


def brute(holes, board, rule, unknown=0, n_hole=2, dead=()):
    """{"win": [...], "tie": [...], "share": [...], "n": completions, "hero": Counter}."""
    used = {c for h in holes for c in h} | set(board) | set(dead)
    rest = [c for c in DECK if c not in used]
    players = len(holes) + unknown
    win, tie, share = [0] * players, [0] * players, [0.0] * players
    hero, n = Counter(), 0
    for more in combinations(rest, 5 - len(board)):
        full = list(board) + list(more)
        left = [c for c in rest if c not in more]
        for extra in (combinations(left, n_hole) if unknown else [()]):
            hands = list(holes) + ([list(extra)] if unknown else [])
            vals = [value(h, full, rule) for h in hands]
            best = max(vals)
            winners = [p for p in range(players) if vals[p] == best]
            for p in winners:
                (win if len(winners) == 1 else tie)[p] += 1
                share[p] += 1 / len(winners)
            hero[vals[0][0]] += 1
            n += 1
    return {"win": win, "tie": tie, "share": share, "n": n, "hero": hero}


def check(answer, expected, players):
    t = answer["tables"]
    assert answer["exact"] and answer["trials"] == expected["n"]
    for p in range(players):
        assert t["win"][str(p)]["count"] == expected["win"][p], p
        assert t["tie"][str(p)]["count"] == expected["tie"][p], p
        assert abs(t["equity"][str(p)]["count"] - expected["share"][p]) < 1e-6, p
    hero = {k: e["count"] for k, e in t["hand_category"].items() if e["count"]}
    assert hero == {CATEGORIES[k]: v for k, v in expected["hero"].items()}


def test_aces_against_kings_preflop_match_the_published_counts():
    """AdAc against KsKh over all 1,712,304 boards: 1,388,072 wins, 6,538 ties, 317,694 losses."""
    a = odds("texas-holdem", ["AdAc", "KsKh"])
    assert a["exact"] and a["trials"] == 1_712_304
    t = a["tables"]
    assert (t["win"]["0"]["count"], t["tie"]["0"]["count"], t["win"]["1"]["count"]) == (
        1_388_072, 6_538, 317_694)


@pytest.mark.parametrize("game,holes,board,rule,n_hole", [
    ("texas-holdem", ["AsKs", "QdQc"], "2s7sJh", "any", 2),
    ("texas-holdem", ["7c7d", "AhKh", "9s8s"], "Th6s2h", "any", 2),
    ("tahoe", ["AsKsQd", "9h9c5d"], "2s7sJh8c", "at_most_two", 3),
    ("super-eight", ["AsKsQd", "9h9c5d"], "2s7sJh8c", "any", 3),
    ("omaha", ["AsKsQdJd", "7h7c6h5c"], "2s9dTh", "exactly_two", 4),
])
def test_counts_equal_a_brute_force_enumeration(game, holes, board, rule, n_hole):
    expected = brute([cards(h) for h in holes], cards(board), rule, n_hole=n_hole)
    check(odds(game, holes, board=board), expected, len(holes))


def test_one_unknown_seat_is_enumerated_with_the_board():
    holes = [cards("AhQh")]
    expected = brute(holes, cards("Kh7h2c9d"), "any", unknown=1, dead=cards("3s"))
    check(odds("texas-holdem", ["AhQh"], board="Kh7h2c9d", dead="3s", players=2), expected, 2)


def test_sampling_agrees_with_the_exact_answer():
    exact = odds("texas-holdem", ["AdAc", "KsKh"])["tables"]["equity"]["0"]["p"]
    sampled = odds("texas-holdem", ["AdAc", "KsKh"], trials=200_000, seed=3)
    e = sampled["tables"]["equity"]["0"]
    assert not sampled["exact"] and sampled["trials"] == 200_000
    assert e["ci"][0] - 0.002 <= exact <= e["ci"][1] + 0.002
    again = odds("texas-holdem", ["AdAc", "KsKh"], trials=200_000, seed=3)
    assert again["tables"] == sampled["tables"]


def test_until_ci_samples_until_the_intervals_are_narrow():
    a = odds("texas-holdem", ["AsAh"], players=3, until_ci=0.004, seed=5)
    widths = [(e["ci"][1] - e["ci"][0]) / 2 for t in a["tables"].values() for e in t.values()]
    assert not a["exact"] and max(widths) <= 0.004 and a["trials"] % (1 << 14) == 0
    first = odds("texas-holdem", ["AsAh"], players=3, trials=a["trials"], seed=5)
    assert first["tables"] == a["tables"]  # the same blocks as a fixed sample of that size


def test_unknown_seats_share_what_the_hero_does_not_win():
    a = odds("texas-holdem", ["AsAh"], players=4, trials=100_000, seed=2)
    t = a["tables"]
    assert abs(sum(e["p"] for e in t["equity"].values()) - 1) < 1e-9
    others = [t["equity"][str(p)]["p"] for p in (1, 2, 3)]
    assert max(others) - min(others) < 0.02 and t["equity"]["0"]["p"] > 0.6


@pytest.mark.parametrize("args,text", [
    (["--hand", "AsAs"], "given twice"),
    (["--hand", "AsKd", "--hand", "AsQh"], "given twice"),
    (["--hand", "AsKd", "--board", "2c3c"], "0, 3, 4 or 5 cards"),
    (["--hand", "AsKdQh"], "2 hole cards a seat"),
    (["--hand", "AsKd", "--players", "11"], "--players must be"),
    (["--hand", "XxKd"], "cannot read hand"),
    (["--hand", "AsKd", "--players", "3", "--exact"], "too many to enumerate"),
    (["--hand", "AsKd", "--exact", "--trials", "100"], "not both"),
    (["--hand", "AsKd", "--players", "3", "--until-ci", "0.9"], "must be in (0, 0.5]"),
    ([], "give at least the hero's cards"),
])
def test_bad_situations_are_one_line_errors(capsys, args, text):
    code, out, err = run_cli(capsys, "odds", "texas-holdem", *args)
    assert code == 2 and text in err and len(err.strip().splitlines()) == 1, err


def test_games_odds_does_not_cover_say_so(capsys):
    code, _, err = run_cli(capsys, "odds", "hot-tuna", "--hand", "AsKd")  # three hands a seat
    assert code == 2 and "does not cover hot-tuna yet" in err
    for game in ("red-black", "727", "in-between"):
        with pytest.raises(UserError, match="does not apply"):
            odds(game, ["AsKd"])


def test_json_follows_the_contract(capsys):
    import json

    code, out, _ = run_cli(capsys, "odds", "texas-holdem", "--hand", "AhKh", "--board", "QhJh2c",
                           "--players", "2", "--json")
    doc = json.loads(out)
    assert code == 0 and doc["exact"] is True and doc["trials"] == 1081 * 990 // 1
    assert set(doc["tables"]) == {"equity", "win", "tie", "hand_category"}


@pytest.mark.parametrize("holes,board,players", [
    (["AsKs", "QdQc"], "2s7sJh", None), (["AhQh"], "Kh7h2c9d", 2)])
def test_through_the_games_kernel_the_counts_are_the_same(holes, board, players):
    """The generic path (completed card orders replayed through the game's own kernel, the hero
    replayed alone for his final hand) equals the board kernel count for count."""
    a = odds("texas-holdem", holes, board=board, players=players)
    b = odds("texas-holdem", holes, board=board, players=players, through_kernel=True)
    assert a["trials"] == b["trials"] and a["tables"] == b["tables"]


def test_omaha_through_its_kernel_equals_the_board_kernel():
    a = odds("omaha", ["AsKsQdJd", "7h7c6h5c"], board="2s9dTh")
    b = odds("omaha", ["AsKsQdJd", "7h7c6h5c"], board="2s9dTh", through_kernel=True)
    assert a["tables"] == b["tables"]


@pytest.mark.parametrize("spec,hand", [
    ("texas-holdem", "AsKd"), ("tahoe", "AsKdQh"), ("super-eight", "AsKdQh"),
    ("pineapple", "AsKdQh"), ("crazy-pineapple", "AsKdQh"), ("irish", "AsKdQhJc"),
    ("omaha", "AsKdQhJc"), ("crisscross", "AsKdQhJc"), ("cincinnati-liz", "AsKdQhJc9s"),
    ("texas-holdem(high_low=true)", "As2s"), ("omaha(high_low=true)", "As2sKh3d")])
def test_every_board_game_answers(spec, hand):
    """Every game of the board family (and the split ones) answers from a flop, against two
    unknown seats: shares summing to 1, wins and ties within them, the hero's hand counted."""
    a = odds(spec, [hand], board="Th7c2d", players=3, trials=4096, seed=1)
    t = a["tables"]
    assert not a["exact"] and a["trials"] == 4096
    assert abs(sum(e["p"] for e in t["equity"].values()) - 1) < 1e-9
    for s in t["equity"]:
        assert t["win"][s]["p"] <= t["equity"][s]["p"] <= t["win"][s]["p"] + t["tie"][s]["p"] + 1e-12
    assert sum(e["count"] for e in t["hand_category"].values()) == 4096


def test_five_card_draw_from_a_pair_drawing_three_is_the_textbook_16215():
    """A pair kept, three drawn: all C(47, 3) = 16,215 draws through the draw kernel (the standard
    policy keeps the pair), against the reference evaluator on every draw."""
    a = odds("five-card-draw", ["9s9h2c5d7h"], players=1)
    assert a["exact"] and a["trials"] == 16_215
    got = {k: e["count"] for k, e in a["tables"]["hand_category"].items() if e["count"]}
    rest = [c for c in DECK if c not in cards("9s9h2c5d7h")]
    expected = Counter(fast_high(["9s", "9h"] + list(draw))[0] for draw in combinations(rest, 3))
    assert got == dict(expected) == {"one-pair": 11_559, "two-pair": 2_592,
                                     "three-of-a-kind": 1_854, "full-house": 165,
                                     "four-of-a-kind": 45}


def test_draw_games_against_unknown_seats_are_sampled():
    a = odds("pregnant-threes", ["3s9hKcKd2h"], players=4, trials=8192, seed=4)
    assert not a["exact"] and a["trials"] == 8192
    assert abs(sum(e["p"] for e in a["tables"]["equity"].values()) - 1) < 1e-9
    with pytest.raises(UserError, match="hero alone"):
        odds("five-card-draw", ["9s9h2c5d7h"], players=2, exact=True)
    with pytest.raises(UserError, match="has no board"):
        odds("five-card-draw", ["9s9h2c5d7h"], board="2s3s4s")


def test_out_writes_the_answer_and_the_heros_chart(capsys, tmp_path):
    import json

    code, out, err = run_cli(capsys, "odds", "texas-holdem", "--hand", "AhKh", "--board",
                             "QhJh2c", "--players", "2", "--out", str(tmp_path), "--json")
    doc = json.loads(out)
    assert code == 0, err
    folder = doc["folder"]
    assert folder.startswith(str(tmp_path))
    saved = json.load(open(f"{folder}/odds.json"))
    assert saved["tables"] == doc["tables"]
    assert open(f"{folder}/odds.png", "rb").read(8) == b"\x89PNG\r\n\x1a\n"


def test_range_notation_names_the_usual_hands():
    from sim.spec.ranges import parse_range

    counts = {"QQ+": 18, "AKs": 4, "AKo": 12, "AK": 16, "ATs+": 16, "A5s-A2s": 16, "22-55": 24,
              "KTo+": 36, "AhKh": 1, "random": 1326, "QQ+,AKs": 22, "kk": 6}
    assert {text: len(parse_range(text)) for text in counts} == counts
    assert all(a > b for a, b in parse_range("random"))
    for bad in ("AKx", "QQs", "AhAh", "K2s-Q2s", ""):
        with pytest.raises(UserError):
            parse_range(bad)


def test_a_range_seat_is_the_average_of_its_hands():
    """AsKs against QQ+ (12 hands left once the king and ace of spades are out): the sampled
    equity holds the average of the 12 exact heads-up answers."""
    from sim.spec.ranges import parse_range

    from sim.spec.cards import format_card, parse_card

    dealt = {parse_card("As"), parse_card("Ks")}
    hands = [h for h in parse_range("QQ+") if not set(h) & dealt]
    assert len(hands) == 12
    text = [format_card(a) + format_card(b) for a, b in hands]
    each = [odds("texas-holdem", ["AsKs", t])["tables"] for t in text]
    exact = sum(t["equity"]["0"]["p"] for t in each) / 12
    sampled = odds("texas-holdem", ["AsKs"], ranges=["QQ+"], trials=200_000, seed=9)
    e = sampled["tables"]["equity"]["0"]
    assert e["ci"][0] - 0.002 <= exact <= e["ci"][1] + 0.002, (exact, e)
    # enumerated (the default where the space is small): the twelve answers' counts, summed
    enumerated = odds("texas-holdem", ["AsKs"], ranges=["QQ+"])
    assert enumerated["exact"] and enumerated["trials"] == 12 * 1_712_304
    for seat in "01":
        for name in ("win", "tie"):
            assert enumerated["tables"][name][seat]["count"] == sum(t[name][seat]["count"] for t in each)
    with pytest.raises(UserError, match="too many to enumerate"):
        odds("texas-holdem", ["AsKs"], ranges=["random"], exact=True)
    with pytest.raises(UserError, match="texas-holdem and omaha"):
        odds("tahoe", ["AsKsQd"], ranges=["QQ+"], trials=100)


def test_a_split_pot_reports_each_half_and_scoops():
    """Hold'em high-low (eight or better) on a flop: each half's shares and the scoops equal a
    plain-Python count over the 990 turn-and-river pairs (reference high and low evaluators)."""
    from tests.reference.holdem_high_low import low_value, qualifies

    holes, board = [cards("As2s"), cards("QdQc")], cards("3s7dKh")
    rest = [c for c in DECK if c not in holes[0] + holes[1] + board]
    high, low, scoop, n = [0.0, 0.0], [0.0, 0.0], [0, 0], 0
    for more in combinations(rest, 2):
        full = board + list(more)
        his = [value(h, full, "any") for h in holes]
        los = [low_value(h + full) for h in holes]
        hi_win = [p for p in range(2) if his[p] == max(his)]
        ok = [p for p in range(2) if qualifies(los[p])]
        lo_win = [p for p in ok if los[p] == min(los[q] for q in ok)]
        for p in hi_win:
            high[p] += (0.5 if lo_win else 1) / len(hi_win)
        for p in lo_win:
            low[p] += 0.5 / len(lo_win)
            if hi_win == [p] and lo_win == [p]:
                scoop[p] += 1
        n += 1
    a = odds("texas-holdem", ["As2s", "QdQc"], board="3s7dKh", options=["high_low=true"])
    t = a["tables"]
    assert a["exact"] and a["trials"] == n == 990
    for p in range(2):
        assert abs(t["equity_high"][str(p)]["count"] - high[p]) < 1e-9, p
        assert abs(t["equity_low"][str(p)]["count"] - low[p]) < 1e-9, p
        assert t["scoop"][str(p)]["count"] == scoop[p], p
    assert scoop[0] > 0 and low[0] > 0


def test_an_omaha_range_names_two_of_the_four_cards():
    """`AA` in Omaha: every four-card hand holding two aces or more, of the cards not seen."""
    from math import comb

    from sim.spec.ranges import omaha_hands, parse_range

    left = [c for c in range(52) if c not in cards_codes("AsKsQdJd2s9dTh")]
    hands = omaha_hands(parse_range("AA"), left)
    n_other = len(left) - 3  # the three aces left
    assert len(hands) == comb(3, 2) * comb(n_other, 2) + comb(3, 3) * n_other
    assert all(sum(1 for c in h if c >> 2 == 12) >= 2 for h in hands)


def test_an_omaha_range_seat_holds_the_average_of_its_hands():
    """The range AcAd (861 hands with the river out) against exact answers hand by hand."""
    from itertools import combinations

    from sim.spec.cards import format_cards

    hero, board = "AsKsQdJd", "2s9dTh3c8h"
    rest = [c for c in range(52) if c not in cards_codes(hero + board + "AcAd")]
    shares = [odds("omaha", [hero, "AcAd" + format_cards([a, b]).replace(" ", "")], board=board)
              ["tables"]["equity"]["0"]["p"] for a, b in combinations(rest, 2)]
    a = odds("omaha", [hero], ranges=["AcAd"], board=board, trials=200_000, seed=4)
    lo, hi = a["tables"]["equity"]["0"]["ci"]
    assert lo <= sum(shares) / len(shares) <= hi

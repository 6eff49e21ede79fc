"""`odds` in the stud family: DOWN/UP situations placed where the deal puts them, moving wild
ranks continued from the up cards shown, agreement with a plain-Python reference that deals the
rest of the hand itself (tests/reference/stud_situation.py)."""
from fractions import Fraction

import pytest

from sim import odds
from sim.errors import UserError
from tests.test_cli import run_cli


def test_exact_counts_every_order_of_the_cards_to_come():
    # one seat at fifth street: 47 cards for the sixth (up) and 46 for the seventh (down)
    a = odds("follow-the-queen", ["AsAh/Kd7cQs"], players=1)
    assert a["exact"] and a["trials"] == 47 * 46
    assert a["tables"]["equity"]["0"]["p"] == 1
    sampled = odds("follow-the-queen", ["AsAh/Kd7cQs"], players=1, trials=20_000, seed=2)
    for name, e in a["tables"]["hand_category"].items():
        lo, hi = sampled["tables"]["hand_category"][name]["ci"]
        assert lo - 1e-9 <= e["p"] <= hi + 1e-9, name


def test_a_queen_as_the_last_up_card_hands_the_wild_rank_to_the_next():
    # the Qs waits for its follower: the sixth-street card's rank is wild, so a king there makes
    # the Kd wild too, and (queens not wild) nothing else is wild until then
    a = odds("follow-the-queen", ["KsKh/Kd7cQs"], players=1)
    cats = {k: e["count"] for k, e in a["tables"]["hand_category"].items()}
    # the last king at sixth street: four kings wild and any seventh card makes five of a kind
    assert cats["five-of-a-kind"] >= 1 * 46


def test_the_card_a_face_up_4_buys_belongs_to_its_seat():
    # Yanqui: the 4c bought the hero a third down card (the Ad): trips of aces at least, always
    a = odds("yanqui-baseball", ["AsAhAd/4c"], players=1, trials=2_000, seed=1)
    bad = sum(e["count"] for k, e in a["tables"]["hand_category"].items()
              if k in ("high-card", "one-pair", "two-pair"))
    assert bad == 0
    # without buying, the same up card buys nothing: two down cards
    b = odds("yanqui-baseball", ["AsAh/4c"], players=1, policies=["buy=never"], trials=2_000, seed=1)
    assert b["tables"]["hand_category"]["one-pair"]["count"] > 0
    with pytest.raises(UserError, match="4c face up, which buys an extra down card"):
        odds("yanqui-baseball", ["AsAh/4c"], players=1)  # buying, the 4 brings a third down card


def counts(answer):
    return {k: e["count"] for k, e in answer["tables"]["hand_category"].items()}


def test_up_cards_move_the_wild_rank_in_the_order_dealt():
    # Qs then 7c: sevens wild and the aces three at least, unless the sixth-street card is one
    # of the three queens left (it waits for a follower that never comes): AA QQ K 7 and a
    # seventh card, two pair unless it is one of the two aces or two queens left: 3 * 42
    followed = counts(odds("follow-the-queen", ["AsAh/Qs7cKd"], players=1))
    assert followed["two-pair"] == 3 * 42 and followed["flush"] > 0
    # the queen shown last: the sixth-street card is the follower, the only wild rank; two
    # spades and wild cards of that one rank never make a flush
    waiting = counts(odds("follow-the-queen", ["AsAh/7cKdQs"], players=1))
    assert waiting["two-pair"] == 3 * 42 and waiting["flush"] == 0
    # across seats: the opponent's Qs (third street) is followed by the hero's 7c (fourth)
    across = counts(odds("follow-the-queen", ["AsAh/Kd7c", "/Qs9d"], trials=4_000, seed=3))
    assert across["one-pair"] < 0.1 * 4_000


@pytest.mark.parametrize("hands, kwargs, message", [
    (["AsAh/Kd"], {"players": 3}, "every seat's up cards show"),
    (["AsAh/Kd", "/Qs9d"], {}, "at this street every seat shows 1"),
    (["AsAh/Kd", "Qs/9d"], {}, "holds 2 down cards"),
    (["AsAhKs/Kd"], {}, "no street"),
    (["AsAh/Kd", "/As"], {}, "given twice"),
    (["/"], {}, "DOWN/UP"),
])
def test_bad_stud_situations_are_one_line(hands, kwargs, message):
    with pytest.raises(UserError, match=message):
        odds("seven-card-stud", hands, **kwargs)


def test_games_whose_decisions_change_the_deal_take_the_streets_before():
    with pytest.raises(UserError, match="after street 2"):
        odds("have-a-heart", ["AsAh/Kd", "/Qs"])
    with pytest.raises(UserError, match="after street 1"):
        odds("mexican-stud", ["AsAh"])  # the second card is a flip: the policy picks the up card
    assert odds("countdown", ["AsAh/Kd", "/Qs"], trials=200)["trials"] == 200


def test_stud_errors_through_the_cli_are_one_line(capsys):
    code, _, err = run_cli(capsys, "odds", "seven-card-stud", "--hand", "AsAh/Kd", "--hand", "/Qs9d")
    assert code == 2 and len(err.strip().splitlines()) == 1
    code, _, err = run_cli(capsys, "odds", "seven-card-stud", "--hand", "AsAh/Kd", "--board", "2c3c4c")
    assert code == 2 and "no board" in err


def test_the_cli_says_which_policies_play_the_decisions_to_come(capsys):
    code, out, _ = run_cli(capsys, "odds", "yanqui-baseball", "--hand", "9s9hQc/4d3c", "--hand", "/Kd7c",
                           "-n", "2000")
    assert code == 0 and "buy=always" in out and "board" not in out.split("\n")[0]


def seats_of(texts):
    """The reference's (down, up) seats from DOWN/UP texts."""
    def split(part):
        return [part[i:i + 2] for i in range(0, len(part), 2)]

    out = []
    for t in texts:
        down, _, up = t.partition("/")
        out.append((split(down) if down or not out else None, split(up)))
    return out


@pytest.mark.parametrize("game, hands, options", [
    ("follow-the-queen", ["AsAh/Kd7cQs"], {}),             # the follower still to come
    ("follow-the-queen", ["7c7d/7h2cQs"], {}),
    ("follow-the-queen", ["Th9h/QsJh8h"], {"queens_wild": True}),
    ("yanqui-baseball", ["AsAh/Ad3cKd"], {}),              # a 3 wild until a 5, 7 or 9 shows
    ("yanqui-baseball", ["9s9hQc/4d3c7s"], {}),            # a bought card, and a 4 still to come
    ("baseball", ["KsKh2c/4dKd5c"], {}),
    ("seven-card-stud", ["9hTh/JhQh9c"], {}),
])
def test_the_hero_alone_equals_the_reference_exactly(game, hands, options):
    """Every order of the cards to come, through the kernel, against the reference that deals
    the rest of the hand itself (tests/reference/stud_situation.py): exact fractions."""
    from tests.reference.stud_situation import situation_odds

    a = odds(game, hands, players=1, options=[f"{k}={v}" for k, v in options.items()])
    ref = situation_odds(game, seats_of(hands), options)
    assert a["exact"]
    n = a["trials"]
    for name, e in a["tables"]["hand_category"].items():
        assert Fraction(e["count"], n) == ref["hero_category"][name], name


@pytest.mark.parametrize("game, hands", [
    ("follow-the-queen", ["AsAh/Kd7cQs8d", "JcJd/Qh9d2s3s"]),   # a queen waiting: the last down card
    ("yanqui-baseball", ["5s5h/9c6d7dKs", "2c2d/3h8c8s5d"]),     # known down cards, one card each to come
    ("baseball", ["AcAd/KhQh2s5s", "7c7d/TcJcQd8h"]),
])
def test_two_seats_at_the_last_street_equal_the_reference_exactly(game, hands):
    from tests.reference.stud_situation import situation_odds

    a = odds(game, hands)
    ref = situation_odds(game, seats_of(hands))
    assert a["exact"]
    n = a["trials"]
    for p in range(2):
        for name in ("win", "tie"):
            assert Fraction(a["tables"][name][str(p)]["count"], n) == ref[name][p], (name, p)
        assert abs(a["tables"]["equity"][str(p)]["count"] / n - float(ref["equity"][p])) < 1e-12
    for name, e in a["tables"]["hand_category"].items():
        assert Fraction(e["count"], n) == ref["hero_category"][name], name


@pytest.mark.parametrize("game, hands", [
    ("follow-the-queen", ["AsAh/Kd7c", "/Qs9d"]),       # the wild rank still moving, two seats
    ("yanqui-baseball", ["9s9hQc/4d3c", "/Kd7c"]),
])
def test_two_seats_with_streets_to_come_agree_with_the_reference_sampler(game, hands):
    from tests.reference.stud_situation import deal_rest_sample

    a = odds(game, hands, trials=40_000, seed=11)
    ref = deal_rest_sample(game, seats_of(hands), 4_000, seed=11)
    for p in range(2):
        mine, theirs = a["tables"]["win"][str(p)]["p"], ref["win"][p]
        se = (mine * (1 - mine) / 40_000 + theirs * (1 - theirs) / 4_000) ** 0.5
        assert abs(mine - theirs) < 4.5 * se + 1e-9, (p, mine, theirs)


def test_until_ci_through_a_kernel_stops_narrow_and_equals_a_fixed_sample():
    a = odds("follow-the-queen", ["AsAh/Kd7c", "/Qs9d"], until_ci=0.01, seed=4)
    assert a["trials"] % 65_536 == 0
    for table in a["tables"].values():
        for e in table.values():
            assert (e["ci"][1] - e["ci"][0]) / 2 <= 0.01
    fixed = odds("follow-the-queen", ["AsAh/Kd7c", "/Qs9d"], trials=a["trials"], seed=4)
    assert fixed["tables"] == a["tables"]
    with pytest.raises(UserError, match="one of"):
        odds("follow-the-queen", ["AsAh/Kd7c", "/Qs9d"], until_ci=0.01, trials=100)

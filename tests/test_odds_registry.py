"""`odds` over every registered game of the stud, draw and board families (OpenSpiel style), and
the places each family deals a seat's cards, checked through the hero's final hand."""
import pytest

from sim import odds
from sim.errors import UserError
from sim.studies.odds_stud import stud_deal
from sim.spec.game_spec import all_variants, get_variant

FAMILIES = ("stud", "draw", "draw+stud", "community")
GAMES = [v.id for v in all_variants() if v.family in FAMILIES and v.scored == "hands"]
POINTS = [v.id for v in all_variants() if v.scored == "points"]
ORDER = ["high-card", "one-pair", "four-straight", "four-flush", "two-pair", "three-of-a-kind",
         "straight", "flush", "full-house", "four-of-a-kind", "straight-flush", "five-of-a-kind"]
QUADS = "AsAhAdAc"


def test_no_game_is_lost():
    assert len(GAMES) >= 44  # 19 stud, 17 draw, 9 board games when this test was written
    assert {"yanqui-baseball", "follow-the-queen", "five-card-draw", "whiskey-poker",
            "texas-holdem", "omaha", "cincinnati-liz", "auction"} <= set(GAMES)


def hero_hand(vid):
    """A hero's hand at the first point a situation can be given, and the least final hand it
    must make when its cards sit where the game deals them."""
    v = get_variant(vid)
    cards = v.odds_cards()
    if cards.deal == "board":
        n = cards.hole
        return (QUADS + "KsKhKdKcQs")[:2 * n], "one-pair"
    if vid == "badugi":  # the best badugi stands pat: every final hand is one
        return "As2d3c4h", "badugi"
    if cards.deal == "draw":
        n = cards.hole
        from kernels.drivers import draw_layout as kd

        plan = v.plan(v.resolve_options({}), v.resolve_policies({}), 2)
        if plan.layout is kd.HONKY_OFFSETS and int(plan.inputs["rules"][kd.R_LOW_ONLY]):
            # lowball: a low the policy keeps
            return "7s5d4c3h2s", "high-card"
        return ((QUADS + "KsKhKd")[:2 * n], "one-pair" if n < 4 else "four-of-a-kind")
    plan = v.plan(v.resolve_options({}), v.resolve_policies({}), 2)
    script, *_, limit = stud_deal(v, plan)
    downs = 0
    while downs < min(limit, 2) and script[downs] == 0:
        downs += 1
    if v.odds_cards().categories:  # a low pot's own classes (razz): the hero's lows, every one
        return "As2h", "any"
    if downs == 2:
        return "AsAh", "one-pair"
    if downs == 1:
        return "As", "high-card"
    return ["/As", "/Kd"], "high-card"  # an up card first: every seat's shows


@pytest.mark.parametrize("vid", GAMES)
def test_every_game_answers_odds(vid):
    text, least = hero_hand(vid)
    a = odds(vid, text if isinstance(text, list) else [text], players=2, trials=300, seed=5)
    assert a["trials"] == 300 and not a["exact"] and a["variant"] == vid
    tables = a["tables"]
    for name in ("equity", "win", "tie", "hand_category"):
        assert all("ci" in e for e in tables[name].values()), name
    assert sum(e["p"] for e in tables["equity"].values()) <= 1 + 1e-12
    assert set(a["policies"]) == {d.name for d in get_variant(vid).decisions}
    if least == "any":  # the game's own classes, none ruled out
        reached = sum(e["count"] for k, e in tables["hand_category"].items() if k != "folded")
    elif least not in ORDER:  # a game's own classes (badugi's sizes): all at the one named
        reached = tables["hand_category"][least]["count"]
    else:
        reached = sum(e["count"] for k, e in tables["hand_category"].items()
                      if k in ORDER and ORDER.index(k) >= ORDER.index(least))
    shown = sum(e["count"] for k, e in tables["hand_category"].items() if k != "folded")
    assert reached == shown > 0, (text, tables["hand_category"])


@pytest.mark.parametrize("vid", POINTS)
def test_points_games_say_odds_does_not_apply(vid):
    with pytest.raises(UserError, match="does not apply"):
        odds(vid, ["AsKd"])

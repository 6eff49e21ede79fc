"""Tests of the Extra Point Poker reference twin (tests/reference/extra_point_poker.py) on hand-built
card streams: stream[0] is the deal deck, stream[1] the post deck, stream[2], ... reshuffles."""

import random
from collections import Counter
from fractions import Fraction

import pytest

from tests.reference import extra_point_poker as epp
from tests.reference.extra_point_poker import (
    CATEGORIES,
    DECK,
    OUTCOMES,
    category_of,
    hand_value,
    play,
    shuffled_stream,
    simulate,
)


# ---------------------------------------------------------------------------
# Stream builders
# ---------------------------------------------------------------------------


def _deal_deck(players, downs=None, balls=None, lasts=None):
    """A deal deck with the given cards at their fixed places and the rest of the deck, aces and
    kings first (reversed DECK order), everywhere else.  ``balls`` maps (round, seat) to a card."""
    P = players
    placed = {}
    for s, (a, b) in (downs or {}).items():
        placed[s], placed[P + s] = a, b
    for (r, s), card in (balls or {}).items():
        placed[2 * P + r * P + s] = card
    for s, card in (lasts or {}).items():
        placed[6 * P + s] = card
    assert len(set(placed.values())) == len(placed)
    filler = iter(card for card in reversed(DECK) if card not in placed.values())
    return [placed[i] if i in placed else next(filler) for i in range(52)]


def _post_deck(*head):
    """A post deck: ``head`` on top, then the rest of the deck in DECK order (low cards first, so
    that the filler posts are low and the filler footballs, high, go wide)."""
    assert len(set(head)) == len(head)
    return list(head) + [card for card in DECK if card not in head]


def _kick0(posts, football, players=2, downs=None, **options):
    """The deal whose first kick (round 0, seat 0) has ``posts`` (and any bend cards after them)
    and ``football``; returns (deal, first kick)."""
    game = play([_deal_deck(players, downs=downs, balls={(0, 0): football}), _post_deck(*posts)],
                players, **options)
    return game, game["kicks"][0]


# ---------------------------------------------------------------------------
# Kicks: good, post, wide; ace calls
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "posts, football, options, first",
    [
        (("3c", "Jd"), "7h", {}, "good"),
        (("3c", "Jd"), "4h", {}, "good"),
        (("3c", "Jd"), "Th", {}, "good"),
        (("3c", "Jd"), "3h", {}, "post"),
        (("3c", "Jd"), "Jh", {}, "post"),
        (("Jd", "3c"), "Jh", {}, "post"),
        (("3c", "Jd"), "Qh", {}, "wide"),
        (("3c", "Jd"), "2h", {}, "wide"),
        (("3c", "4d"), "5h", {}, "wide"),  # nothing between adjacent posts
        (("7c", "7d"), "7h", {}, "post"),  # equal posts: nothing between
        (("7c", "7d"), "8h", {}, "wide"),
        (("7c", "7d"), "6h", {}, "wide"),
        # An ace football is never between.
        (("2c", "Kd"), "Ah", {}, "wide"),
        (("Ac", "Jd"), "Ah", {}, "post"),
        (("Jd", "Ac"), "Ah", {"ace": "low"}, "post"),
        (("Ac", "Ad"), "Ah", {}, "post"),
        # Two ace posts: 1 and 14, every other football is good.
        (("Ac", "Ad"), "2h", {}, "good"),
        (("Ac", "Ad"), "Kh", {}, "good"),
        # Standard ace call: 1 when the other post is 8 or more, else 14.
        (("As", "9c"), "5h", {}, "good"),
        (("As", "9c"), "Th", {}, "wide"),
        (("As", "8c"), "7h", {}, "good"),
        (("As", "8c"), "9h", {}, "wide"),
        (("7c", "As"), "8h", {}, "good"),
        (("7c", "As"), "6h", {}, "wide"),
        (("Kc", "As"), "Qh", {}, "good"),
        (("2c", "As"), "Kh", {}, "good"),
        (("As", "9c"), "9h", {}, "post"),
        # "high" and "low" policies.
        (("As", "9c"), "5h", {"ace": "high"}, "wide"),
        (("As", "9c"), "Th", {"ace": "high"}, "good"),
        (("5c", "As"), "3h", {"ace": "low"}, "good"),
        (("5c", "As"), "9h", {"ace": "low"}, "wide"),
        (("As", "Kc"), "Qh", {"ace": "high"}, "wide"),
    ],
)
def test_first_judgment(posts, football, options, first):
    game, kick = _kick0(posts, football, **options)
    assert kick["seat"] == 0 and kick["round"] == 0
    assert kick["posts"] == posts and kick["football"] == football
    assert kick["first"] == first and kick["final"] == first and not kick["bent"]
    # A good football joins the kicker's hand (after the two down cards); otherwise it is dead.
    assert (football in game["hands"][0]) == (first == "good")
    if first == "good":
        assert game["hands"][0][2] == football


@pytest.mark.parametrize(
    "posts, options, calls",
    [
        (("As", "9c"), {}, {"high": 0, "low": 1}),
        (("7c", "As"), {}, {"high": 1, "low": 0}),
        (("As", "9c"), {"ace": "high"}, {"high": 1, "low": 0}),
        (("As", "2c"), {"ace": "low"}, {"high": 0, "low": 1}),
        (("As", "Ac"), {}, {"high": 0, "low": 0}),  # two aces: no call
        (("3c", "9c"), {}, {"high": 0, "low": 0}),
    ],
)
def test_ace_calls_counted(posts, options, calls):
    game, _ = _kick0(posts, "5h", **options)  # the filler posts after kick 0 hold no ace
    assert dict(game["ace_calls"]) == calls


def test_fixed_places_in_the_deal_deck():
    stream = shuffled_stream(random.Random(3))
    for P in range(2, 8):
        game = play(stream, P)
        deal = stream[0]
        kicks = game["kicks"]
        assert len(kicks) == 4 * P
        for k, kick in enumerate(kicks):
            r, s = divmod(k, P)
            assert (kick["round"], kick["seat"]) == (r, s)
            assert kick["football"] == deal[2 * P + r * P + s]
        for s in range(P):
            kept = [kick["football"] for kick in kicks if kick["seat"] == s and kick["final"] == "good"]
            assert game["hands"][s] == [deal[s], deal[P + s]] + kept + [deal[6 * P + s]]
            assert game["sizes"][s] == 3 + len(kept)


def test_posts_come_off_the_post_deck_in_order():
    posts = _post_deck()
    game = play([_deal_deck(3), posts], 3)
    assert [kick["posts"] for kick in game["kicks"]] == [(posts[2 * k], posts[2 * k + 1]) for k in range(12)]
    assert game["reshuffles"] == 0 and game["bends"] == 0


# ---------------------------------------------------------------------------
# Bending the post
# ---------------------------------------------------------------------------


def _bent(posts, football, downs=None, bend="always", **options):
    return _kick0(posts, football, downs=downs, bend_the_post=True, bend=bend, **options)


def test_bend_makes_the_football_good():
    game, kick = _bent(("3c", "Jd", "2s"), "3h")  # 3h hits 3c; 2s is dealt onto it: 2 < 3 < 11
    assert kick["first"] == "post" and kick["bent"] and kick["final"] == "good"
    assert game["hands"][0][2] == "3h"
    assert (game["bends"], game["bends_good"], game["bend_antes"]) == (1, 1, 4)
    # The next kick's posts follow the bend card.
    rest = _post_deck("3c", "Jd", "2s")[3:]
    assert game["kicks"][1]["posts"] == (rest[0], rest[1])


def test_bend_that_fails():
    game, kick = _bent(("3c", "Jd", "5s"), "3h")  # 5..J: 3 is outside
    assert kick["bent"] and kick["first"] == "post" and kick["final"] == "post"
    assert "3h" not in game["hands"][0]
    assert (game["bends"], game["bends_good"], game["bend_antes"]) == (1, 0, 4)
    game, kick = _bent(("3c", "Jd", "Jc"), "Jh")  # a second post is not good
    assert kick["bent"] and kick["final"] == "post"


def test_bend_onto_the_right_post():
    game, kick = _bent(("3c", "Jd", "Kc"), "Jh")  # Jh hits Jd; Kc onto it: 3 < 11 < 13
    assert kick["bent"] and kick["final"] == "good"


@pytest.mark.parametrize("options", [{"bend_the_post": False, "bend": "always"},
                                     {"bend_the_post": True, "bend": "never"}])
def test_no_bend_without_the_option_or_with_policy_never(options):
    game, kick = _kick0(("3c", "Jd", "2s"), "3h", **options)
    assert not kick["bent"] and kick["final"] == "post"
    assert (game["bends"], game["bends_good"], game["bend_antes"]) == (0, 0, 0)
    assert game["kicks"][1]["posts"][0] == "2s"  # no post was spent


def test_standard_bend_policy_needs_a_held_rank():
    game, kick = _bent(("3c", "Jd", "2s"), "3h", downs={0: ("3s", "9d")}, bend="standard")
    assert kick["bent"] and kick["final"] == "good"
    game, kick = _bent(("3c", "Jd", "2s"), "3h", downs={0: ("4s", "9d")}, bend="standard")
    assert not kick["bent"] and kick["final"] == "post"


def test_standard_bend_counts_a_kept_football():
    # Seat 0 keeps 7h in round 0, then hits a post with 7d in round 1 and bends.
    P = 2
    deal = _deal_deck(P, downs={0: ("2h", "9d"), 1: ("3h", "4h")},
                      balls={(0, 0): "7h", (0, 1): "Kh", (1, 0): "7d"})
    posts = _post_deck("3c", "Jd", "2c", "2d", "7c", "Kd", "4c")
    game = play([deal, posts], P, bend_the_post=True)
    k = game["kicks"]
    assert k[0]["final"] == "good" and k[1]["final"] == "wide"
    assert k[2]["posts"] == ("7c", "Kd") and k[2]["first"] == "post"
    assert k[2]["bent"] and k[2]["final"] == "good"  # 4 < 7 < 13
    assert game["hands"][0][:4] == ["2h", "9d", "7h", "7d"]
    # Without the kept 7h there is no bend.
    deal_wide = _deal_deck(P, downs={0: ("2h", "9d"), 1: ("3h", "4h")},
                           balls={(0, 0): "Qh", (0, 1): "Kh", (1, 0): "7d"})
    game = play([deal_wide, posts], P, bend_the_post=True)
    assert game["kicks"][2]["first"] == "post" and not game["kicks"][2]["bent"]


@pytest.mark.parametrize(
    "posts, football",
    [
        (("7c", "7d", "2s"), "7h"),  # the football matches both posts
        (("Ac", "Ad", "2s"), "Ah"),  # two ace posts, an ace football: equal to both
    ],
)
def test_no_bend_when_the_football_matches_both_posts(posts, football):
    game, kick = _bent(posts, football)
    assert kick["first"] == "post" and not kick["bent"] and kick["final"] == "post"
    assert game["bends"] == 0
    assert game["kicks"][1]["posts"][0] == "2s"


def test_ace_football_bends_the_ace_post_in_vain():
    game, kick = _bent(("Ac", "9d", "5s"), "Ah")
    assert kick["first"] == "post" and kick["bent"] and kick["final"] == "post"
    assert game["bends"] == 1 and game["bends_good"] == 0
    game, kick = _bent(("9d", "Ac", "As"), "Ah")  # a new ace under an ace football: still not good
    assert kick["bent"] and kick["final"] == "post"


@pytest.mark.parametrize(
    "posts, football",
    [
        (("3c", "Jd", "Ah"), "Jh"),  # new ace called 14: 3 < 11 < 14
        (("Qc", "5d", "Ah"), "5h"),  # new ace called 1: 1 < 5 < 12
        (("5d", "Qc", "Ah"), "5h"),
        (("As", "Kd", "Ah"), "Kh"),  # other post ace called 1 (K >= 8): new ace 14
        (("As", "3d", "Ah"), "3h"),  # other post ace called 14 (3 < 8): new ace 1
    ],
)
def test_new_ace_post_called_to_make_the_football_good(posts, football):
    game, kick = _bent(posts, football)
    assert kick["bent"] and kick["final"] == "good"
    assert game["bends_good"] == 1


def test_bend_calls_are_not_policy_calls():
    game, kick = _bent(("3c", "Jd", "Ah"), "Jh")
    assert kick["bent"] and dict(game["ace_calls"]) == {"high": 0, "low": 0}


def test_other_ace_post_keeps_its_call():
    # As is called 14 (other post 5 < 8); 5h hits 5d; 9c is dealt onto 5d: posts 9 and 14, 5 is outside.
    game, kick = _bent(("As", "5d", "9c"), "5h")
    assert kick["bent"] and kick["final"] == "post"
    # As called 1 by the "low" policy: posts 1 and 9 after the bend, 5 is good.
    game, kick = _bent(("As", "5d", "9c"), "5h", ace="low")
    assert kick["bent"] and kick["final"] == "good"


# ---------------------------------------------------------------------------
# Reshuffles
# ---------------------------------------------------------------------------


def test_reshuffle_after_52_posts():
    second = random.Random(11).sample(DECK, 52)
    game = play([_deal_deck(7), list(DECK), second], 7)
    kicks = game["kicks"]
    assert game["reshuffles"] == 1
    assert [kick["posts"] for kick in kicks[:26]] == [(DECK[2 * k], DECK[2 * k + 1]) for k in range(26)]
    # All 52 posts were used, so the new post deck is the third ordering itself.
    assert kicks[26]["posts"] == (second[0], second[1]) and kicks[27]["posts"] == (second[2], second[3])


def test_six_seats_need_no_reshuffle_and_seven_run_out():
    assert play([_deal_deck(6), list(DECK)], 6)["reshuffles"] == 0
    with pytest.raises(ValueError):
        play([_deal_deck(7), list(DECK)], 7)


def _paired(*out):
    """The deck in DECK order without ``out``; every rank left must have an even count, so that
    consecutive cards pair up by rank (equal posts: never good, never bent)."""
    rest = [card for card in DECK if card not in out]
    assert all(rest[i][0] == rest[i + 1][0] for i in range(0, len(rest), 2))
    return rest


def test_left_post_on_the_table_is_not_reshuffled():
    # Kick 0: 9h hits 9d, bends onto Qd (9 not between 12 and 13).  Kick 1: 9c Kc with Th: good.
    # Kicks 2..24: equal pairs.  Kick 25: left post Qc is the deck's last card, so the right post
    # comes from the reshuffle, which holds the 51 used posts but not Qc.
    P = 7
    posts = ["9d", "Kd", "Qd", "9c", "Kc"] + _paired("9d", "Kd", "Qd", "9c", "Kc", "Qc", "Qh", "Qs") \
        + ["Qh", "Qs", "Qc"]
    assert sorted(posts) == sorted(DECK)
    deal = _deal_deck(P, balls={(0, 0): "9h", (0, 1): "Th"})
    third = ["Qc", "4h"] + [card for card in DECK if card not in ("Qc", "4h")]
    game = play([deal, posts, third], P, bend_the_post=True, bend="always")
    k = game["kicks"]
    assert k[0]["bent"] and k[0]["final"] == "post" and k[1]["final"] == "good"
    assert not any(kick["bent"] for kick in k[1:25])
    assert k[25]["posts"] == ("Qc", "4h")
    assert game["reshuffles"] == 1
    assert k[26]["posts"] == (third[2], third[3])


def test_bend_with_an_empty_post_deck_reshuffles_without_the_table_posts():
    # Kicks 0..24 use 50 posts and never bend; kick 25 gets the last two, 9c and Kc, and its 9s
    # hits 9c: the bend card is the first card of stream[2] that is not on the table.
    P = 7
    posts = ["9d", "Kd"] + _paired("9d", "Kd", "9c", "Kc") + ["9c", "Kc"]
    assert sorted(posts) == sorted(DECK)
    deal = _deal_deck(P, balls={(0, 0): "Ts", (3, 4): "9s"})
    third = ["9c", "Kc", "5d", "8h", "2c"] + [c for c in DECK if c not in ("9c", "Kc", "5d", "8h", "2c")]
    game = play([deal, posts, third], P, bend_the_post=True, bend="always")
    k = game["kicks"]
    assert (k[25]["seat"], k[25]["round"]) == (4, 3)
    assert not any(kick["bent"] for kick in k[:25])
    assert k[25]["posts"] == ("9c", "Kc") and k[25]["first"] == "post"
    assert k[25]["bent"] and k[25]["final"] == "good"  # 5 < 9 < 13
    assert game["reshuffles"] == 1
    assert k[26]["posts"] == ("8h", "2c")  # 9c and Kc go to the used pile only after kick 25


def test_bad_orderings_refused():
    with pytest.raises(ValueError):
        play([], 2)
    with pytest.raises(ValueError):
        play([list(DECK)], 2)  # no post deck
    with pytest.raises(ValueError):
        play([list(DECK)[:51], list(DECK)], 2)
    with pytest.raises(ValueError):
        play([list(DECK)[:51] + ["2c"], list(DECK)], 2)
    with pytest.raises(ValueError):
        play([list(DECK), list(DECK)[:51] + ["as"]], 2)
    with pytest.raises(ValueError):  # a bad ordering met at the reshuffle
        play([_deal_deck(7), list(DECK), list(DECK)[1:]], 7)


# ---------------------------------------------------------------------------
# Showdown
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "better, worse",
    [
        ("Jc Jd 9h 8s 2c", "Jh Js 9c 8d"),  # a missing card counts lower than any card
        ("Kc Kd Kh", "As Ad 9h 8s 2c"),  # category first
        ("Ac Kd 9h 8s", "As Kh 9c 7d 2c"),
        ("As Kh 9c 7d 2c", "Ac Kd 9h 3s"),
        ("Ac Kd 9h", "As Kh 8c 7d 2c"),
        ("Qc Qd 5h 5s 3c", "Qh Qs 5c 5d"),
        ("Qc Qd 5h 5s", "Jh Js Tc Td 9c"),
        ("7c 7d 7h 7s", "Kc Kd Kh Qs Qc 2d 3d"),  # four of a kind beats a full house
        ("7c 7d 7h 7s 2c", "7c 7d 7h 7s"),
        ("2c 2d 2h", "Ac Kd Qh Js 9c"),
        ("2c 3d 4h 5s 6c", "Ac Ad Ah Ks Qc"),  # the 6-high straight beats trips
        ("2c 3d 4h 5s 6c", "Ac 2d 3h 4s 5c"),  # ... and the wheel
        ("Ac 2d 3h 4s 5c", "Kc Kd Kh 8s 2c"),
        ("2h 7h 9h Jh Kh", "Tc Jd Qh Ks Ac"),
        ("2c 2d 2s 3d 3h", "2h 7h 9h Jh Kh 3c Ac"),  # full house > flush (best five of seven)
        ("4h 5h 6h 7h 8h Ac Ad", "Ac Ad Ah As Kc"),
        ("Ah Kh Qh Jh Th", "9c 9d 9h 9s Ac"),
        ("Ac Ad 2c", "Kc Kd Qh Js"),
        ("Kc Kd Qh Js", "Kh Ks Qc Td"),
    ],
)
def test_hand_order(better, worse):
    assert hand_value(better.split()) > hand_value(worse.split())


@pytest.mark.parametrize(
    "cards, category",
    [
        ("5c 6d 7h 8s", "high-card"),  # no straights in a short hand
        ("2h 7h 9h Jh", "high-card"),  # no flushes in a short hand
        ("2h 3h 4h", "high-card"),
        ("Ah 2h 3h 4h", "high-card"),
        ("5c 5d 9h", "one-pair"),
        ("5c 5d 9h 9c", "two-pair"),
        ("5c 5d 5h", "three-of-a-kind"),
        ("5c 5d 5h 9c", "three-of-a-kind"),
        ("5c 5d 5h 5s", "four-of-a-kind"),
        ("5c 6d 7h 8s 9c", "straight"),
        ("5c 6d 7h 8s 2c 9c Kd", "straight"),
        ("2h 7h 9h Jh Kh", "flush"),
        ("2h 2d 9h 9c 9s", "full-house"),
        ("2h 2d 9h 9c 9s 2s 3d", "full-house"),
        ("Ah 2h 3h 4h 5h", "straight-flush"),
        ("Ah Kh Qh Jh Th 9h 8h", "straight-flush"),
        ("Ah Kh Qh Jh 9c 8d 2s", "high-card"),
    ],
)
def test_categories(cards, category):
    assert category_of(cards.split()) == category
    assert category in CATEGORIES


def test_equal_hands_tie():
    assert hand_value("Ac Kd 9h".split()) == hand_value("As Kh 9c".split())
    assert hand_value("Ac 2d 3h 4s 5c Kd".split()) == hand_value("Ad 2c 3s 4h 5d Qd".split())
    assert hand_value("Jc Jd 9h 8s 2c".split()) != hand_value("Jh Js 9c 8d 3c".split())


def _showdown_stream(P, downs, balls, lasts, posts):
    return [_deal_deck(P, downs=downs, balls=balls, lasts=lasts), _post_deck(*posts)]


def _three_kings_stream():
    # Seat 0: Kc Kd + Kh, every football wide: K K K (3 cards).
    # Seat 1: As Ad, keeps 9s and 8s, last 2c: A A 9 8 2 (5 cards).
    balls = {(0, 0): "Qs", (0, 1): "9s", (1, 0): "Qh", (1, 1): "8s",
             (2, 0): "Qd", (2, 1): "Qc", (3, 0): "Js", (3, 1): "Jh"}
    posts = ("2c", "2d", "3c", "Td", "2h", "2s", "4c", "Th")
    return _showdown_stream(2, {0: ("Kc", "Kd"), 1: ("As", "Ad")}, balls, {0: "Kh", 1: "2c"}, posts)


def test_short_three_of_a_kind_wins():
    game = play(_three_kings_stream(), 2)
    assert game["hands"] == [["Kc", "Kd", "Kh"], ["As", "Ad", "9s", "8s", "2c"]]
    assert game["sizes"] == [3, 5]
    assert game["winners"] == [0] and game["category"] == "three-of-a-kind"
    assert game["shares"] == [Fraction(1), Fraction(0)]


def _jacks_stream():
    # Seat 0: Jc Jd, keeps 9c, last 8c: J J 9 8.  Seat 1: Jh Js, keeps 9h and 8h, last 2c.
    balls = {(0, 0): "9c", (0, 1): "9h", (1, 0): "Qs", (1, 1): "8h",
             (2, 0): "Qd", (2, 1): "Qc", (3, 0): "Ks", (3, 1): "Kh"}
    posts = ("3c", "Td", "3d", "Tc", "2h", "2s", "4c", "Th")
    return _showdown_stream(2, {0: ("Jc", "Jd"), 1: ("Jh", "Js")}, balls, {0: "8c", 1: "2c"}, posts)


def test_missing_card_counts_lowest_in_play():
    game = play(_jacks_stream(), 2)
    assert game["hands"] == [["Jc", "Jd", "9c", "8c"], ["Jh", "Js", "9h", "8h", "2c"]]
    assert game["winners"] == [1] and game["category"] == "one-pair"


def test_tie_shares_the_pot():
    # Three-card hands K 7 2 for both seats (every football wide).
    balls = {(r, s): card for (r, s), card in zip([(r, s) for r in range(4) for s in range(2)],
                                                 ["As", "Ah", "Ad", "Ac", "Qs", "Qh", "Qd", "Qc"])}
    stream = _showdown_stream(2, {0: ("2c", "7d"), 1: ("2d", "7h")}, balls, {0: "Kc", 1: "Kd"}, ())
    game = play(stream, 2)
    assert game["sizes"] == [3, 3]
    assert game["winners"] == [0, 1] and game["category"] == "high-card"
    assert game["shares"] == [Fraction(1, 2), Fraction(1, 2)]


# ---------------------------------------------------------------------------
# Mutations: a deliberately wrong rule changes an asserted answer
# ---------------------------------------------------------------------------


def test_mutation_missing_card_counted_high(monkeypatch):
    right = epp.hand_value

    def wrong(cards):  # a short hand padded with cards above an ace
        category, ranks = right(cards)
        return category, ranks + (15,) * (5 - len(ranks)) if len(cards) < 5 else ranks

    monkeypatch.setattr(epp, "hand_value", wrong)
    assert play(_jacks_stream(), 2)["winners"] == [0]  # not [1] as asserted above


def test_mutation_standard_ace_call_always_high(monkeypatch):
    _, kick = _kick0(("As", "9c"), "5h")
    assert kick["first"] == "good"
    monkeypatch.setattr(epp, "policy_ace_call", lambda other, ace: 14)
    _, kick = _kick0(("As", "9c"), "5h")
    assert kick["first"] == "wide"


def test_mutation_bend_on_a_double_hit(monkeypatch):
    monkeypatch.setattr(epp, "hit_post", lambda football, posts, values: 0)
    game, kick = _bent(("7c", "7d", "2s"), "7h")
    assert kick["bent"]  # the rule says: no bend


def test_mutation_other_ace_recalled_at_the_bend(monkeypatch):
    right = epp.judge

    def wrong(football, posts, values):  # every ace post re-called as the bend call would
        values = [epp.bend_ace_call(football, values[1 - i]) if epp.is_ace(posts[i]) else v
                  for i, v in enumerate(values)]
        return right(football, posts, values)

    _, kick = _bent(("As", "5d", "9c"), "5h")
    assert kick["final"] == "post"
    monkeypatch.setattr(epp, "judge", wrong)
    _, kick = _bent(("As", "5d", "9c"), "5h")
    assert kick["final"] == "good"


def test_mutation_table_posts_in_the_reshuffle(monkeypatch):
    # If the posts on the table went into the used pile at once, kick 25 of the empty-deck bend
    # above would get 9c back as its bend card and miss.
    class Wrong(epp._PostDeck):
        def deal(self):
            card = super().deal()
            self.used.append(card)  # the table post joins the used pile at once
            return card

        def discard(self, cards):
            pass

    P = 7
    posts = ["9d", "Kd"] + _paired("9d", "Kd", "9c", "Kc") + ["9c", "Kc"]
    deal = _deal_deck(P, balls={(0, 0): "Ts", (3, 4): "9s"})
    third = ["9c", "Kc", "5d", "8h", "2c"] + [c for c in DECK if c not in ("9c", "Kc", "5d", "8h", "2c")]
    monkeypatch.setattr(epp, "_PostDeck", Wrong)
    game = play([deal, posts, third], P, bend_the_post=True, bend="always")
    assert game["kicks"][25]["bent"] and game["kicks"][25]["final"] == "post"


# ---------------------------------------------------------------------------
# Input checks
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("players", [0, 1, 8, True, "3", 3.0, None])
def test_bad_players(players):
    stream = [list(DECK), list(DECK)]
    with pytest.raises(ValueError):
        play(stream, players)
    with pytest.raises(ValueError):
        simulate(players, 1, 0)


@pytest.mark.parametrize("options", [{"ace": "middle"}, {"ace": None}, {"bend": "sometimes"},
                                     {"bend": "Always"}, {"bend": 1}])
def test_bad_policies(options):
    with pytest.raises(ValueError):
        play([list(DECK), list(DECK)], 2, **options)
    with pytest.raises(ValueError):
        simulate(2, 1, 0, **options)


@pytest.mark.parametrize("deals", [-1, 1.5, True, "10", None])
def test_bad_deal_counts(deals):
    with pytest.raises(ValueError):
        simulate(2, deals, 0)


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def _check_totals(totals, players, deals, bend_the_post):
    kicks = 4 * players * deals
    assert totals["deals"] == deals
    assert len(totals["shares"]) == players and sum(totals["shares"]) == deals
    assert all(isinstance(share, Fraction) for share in totals["shares"])
    assert sum(totals["first"].values()) == kicks and set(totals["first"]) <= set(OUTCOMES)
    assert sum(totals["final"].values()) == kicks and set(totals["final"]) <= set(OUTCOMES)
    assert sum(totals["good_by_round"]) == totals["final"]["good"] and len(totals["good_by_round"]) == 4
    assert totals["final"]["good"] - totals["first"]["good"] == totals["bends_good"]
    assert totals["final"]["wide"] == totals["first"]["wide"]
    assert 0 <= totals["bends_good"] <= totals["bends"] <= totals["first"]["post"]
    if not bend_the_post:
        assert totals["bends"] == 0
    assert sum(totals["sizes"].values()) == players * deals
    assert sum(size * n for size, n in totals["sizes"].items()) == 3 * players * deals + totals["final"]["good"]
    assert set(totals["sizes"]) <= set(range(3, 8))
    assert sum(totals["winner_sizes"].values()) >= deals
    assert sum(totals["win_category"].values()) == deals and set(totals["win_category"]) <= set(CATEGORIES)
    assert 0 <= totals["ties"] <= deals
    assert sum(totals["winner_sizes"].values()) - deals >= totals["ties"]
    assert set(totals["ace_calls"]) <= {"high", "low"}


@pytest.mark.parametrize(
    "players, options",
    [
        (2, {}),
        (7, {"bend_the_post": True}),
        (5, {"bend_the_post": True, "bend": "always", "ace": "low"}),
        (7, {"bend_the_post": True, "bend": "never", "ace": "high"}),
    ],
)
def test_simulate_totals(players, options):
    deals = 60
    totals = simulate(players, deals, 17, **options)
    _check_totals(totals, players, deals, options.get("bend_the_post", False))
    # The same totals from play() over one rng, a fresh stream per deal.
    rng = random.Random(17)
    games = [play(shuffled_stream(rng), players, **options) for _ in range(deals)]
    assert totals["shares"] == [sum((g["shares"][s] for g in games), Fraction(0)) for s in range(players)]
    assert totals["bends"] == sum(g["bends"] for g in games)
    assert totals["reshuffles"] == sum(g["reshuffles"] for g in games)
    assert totals["ace_calls"] == sum((Counter(g["ace_calls"]) for g in games), Counter())
    assert totals["win_category"] == Counter(g["category"] for g in games)
    assert totals == simulate(players, deals, 17, **options)
    if options.get("bend") == "never":
        assert totals["bends"] == 0
    if players == 7:
        assert totals["reshuffles"] == deals  # 56 or more posts: exactly one reshuffle a deal


def test_simulate_zero_deals():
    totals = simulate(3, 0, 1)
    assert totals["deals"] == 0 and totals["shares"] == [0, 0, 0] and totals["ties"] == 0


def test_simulate_rates_are_plausible():
    totals = simulate(4, 400, 2024, bend_the_post=True, bend="always")
    kicks = 4 * 4 * 400
    rates = {name: totals["first"][name] / kicks for name in OUTCOMES}
    assert 0.25 < rates["good"] < 0.40 and 0.10 < rates["post"] < 0.22 and 0.45 < rates["wide"] < 0.62
    assert totals["bends"] > 0.8 * totals["first"]["post"]  # only double hits are not bent
    assert totals["bends_good"] > 0.2 * totals["bends"]

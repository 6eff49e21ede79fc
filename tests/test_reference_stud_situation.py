"""Hand-built checks for the stud situation reference (tests/reference/stud_situation.py).

Every expected number here is either counted by hand (the reasoning is in the
comments) or computed in the test by a different route than the reference's.
"""

from collections import Counter
from fractions import Fraction
from math import comb, sqrt

import pytest

try:
    from tests.reference.evaluator import full_deck
    from tests.reference.stud_situation import deal_rest_sample, situation_odds
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference.evaluator import full_deck
    from reference.stud_situation import deal_rest_sample, situation_odds

QUADS_OR_BETTER = ("four-of-a-kind", "straight-flush", "five-of-a-kind")


def p_quads_or_better(result):
    return sum(result["hero_category"][name] for name in QUADS_OR_BETTER)


def check_consistent(result):
    """Probabilities that must hold for any table."""
    n = len(result["win"])
    assert sum(result["equity"]) == 1
    assert sum(result["hero_category"].values()) == 1
    for s in range(n):
        assert 0 <= result["win"][s] <= result["equity"][s] <= result["win"][s] + result["tie"][s] <= 1
    # Somebody wins alone or the pot is split; a split involves >= 2 seats.
    assert sum(result["win"]) <= 1
    assert sum(result["tie"]) >= 2 * (1 - sum(result["win"]))


# ---------------------------------------------------------------------------
# An independent natural-hand categoriser (no wild cards), for the count test
# ---------------------------------------------------------------------------

VALUE = {r: i for i, r in enumerate("23456789TJQKA", start=2)}


def has_five_run(values):
    present = set(values)
    if 14 in present:
        present.add(1)  # the ace also plays low
    return any(all(v in present for v in range(low, low + 5)) for low in range(1, 11))


def natural_category(cards):
    values = [VALUE[c[0]] for c in cards]
    counts = sorted(Counter(values).values(), reverse=True)
    by_suit = Counter(c[1] for c in cards)
    flush_suit = next((s for s, k in by_suit.items() if k >= 5), None)
    if flush_suit and has_five_run([VALUE[c[0]] for c in cards if c[1] == flush_suit]):
        return "straight-flush"
    if counts[0] >= 4:
        return "four-of-a-kind"
    if counts[0] == 3 and counts[1] >= 2:
        return "full-house"
    if flush_suit:
        return "flush"
    if has_five_run(values):
        return "straight"
    if counts[0] == 3:
        return "three-of-a-kind"
    if counts[0] == 2 and counts[1] == 2:
        return "two-pair"
    if counts[0] == 2:
        return "one-pair"
    return "high-card"


# ---------------------------------------------------------------------------
# Seven-card stud
# ---------------------------------------------------------------------------


def test_stud_last_card_category_distribution_matches_direct_count():
    down, up = ["9h", "Th"], ["Jh", "Qh", "9c", "2d"]
    result = situation_odds("seven-card-stud", [(down, up)])
    rest = [c for c in full_deck() if c not in down + up]
    assert len(rest) == 46
    tally = Counter(natural_category(down + up + [c]) for c in rest)
    expected = {name: Fraction(k, 46) for name, k in tally.items()}
    got = {name: p for name, p in result["hero_category"].items() if p}
    assert got == expected
    # A few entries spelled out: 8h or Kh make the straight flush; any other
    # 8 or K a straight; the other seven hearts a flush.
    assert got["straight-flush"] == Fraction(2, 46)
    assert got["straight"] == Fraction(6, 46)
    assert got["flush"] == Fraction(7, 46)
    assert result["win"] == [1] and result["equity"] == [1]


def test_four_aces_with_one_card_to_come():
    hero = (["As", "Ah"], ["Ad", "Ac", "2c", "7d"])
    alone = situation_odds("seven-card-stud", [hero])
    assert p_quads_or_better(alone) == 1
    # Against K-Q-J-T of hearts: only the 9h beats four aces (the Ah is the
    # hero's).  The hero is dealt first from 40 unseen cards; the villain
    # gets the 9h with chance 39/40 * 1/39 = 1/40.
    villain = (["Kh", "Qh"], ["Jh", "Th", "2s", "3s"])
    duel = situation_odds("seven-card-stud", [hero, villain])
    assert p_quads_or_better(duel) == 1
    assert duel["win"] == [Fraction(39, 40), Fraction(1, 40)]
    assert duel["tie"] == [0, 0]
    check_consistent(duel)


def test_unknown_down_cards_of_an_opponent():
    # Hero's hand is complete: four deuces, 8 kicker.  The opponent shows
    # Ac Ad Ah Kc and three unknown down cards, a random 3-set of the 41
    # unseen cards.  He beats four deuces with the As (3 of the 41 cards are
    # his: 3/41 = 780/10660), with Qc-Jc-Tc (royal flush) or with Kd-Kh-Ks
    # (four kings): 1/10660 each.  No tie is possible.
    hero = (["2c", "2d", "8c"], ["2h", "2s", "5h", "6h"])
    opponent = (None, ["Ac", "Ad", "Ah", "Kc"])
    result = situation_odds("seven-card-stud", [hero, opponent])
    assert comb(41, 3) == 10660
    assert result["win"][1] == Fraction(782, 10660)
    assert result["win"][0] == 1 - Fraction(782, 10660)
    assert result["tie"] == [0, 0]
    assert result["hero_category"]["four-of-a-kind"] == 1
    check_consistent(result)


def test_mirror_hands_tie_count():
    # The two seats hold the same ranks (T J Q K 2 7, no flush possible) and
    # get one card each: H for the hero, then V for the villain (40 * 39
    # orders).  The new card's rank decides the hand: A -> ace-high straight,
    # 9 -> king-high straight, T/J/Q/K/2/7 -> a pair of it (2 left of each),
    # 8 -> K-Q-J-T-8, 3/4/5/6 -> K-Q-J-T-7 (16 cards).  Equal hands split:
    # aces 4*3, nines 4*3, eights 4*3, low cards 16*15, each pair rank 2*1.
    hero = (["Tc", "Jd"], ["Qs", "Kh", "2c", "7d"])
    villain = (["Th", "Js"], ["Qd", "Kc", "2d", "7h"])
    result = situation_odds("seven-card-stud", [hero, villain])
    p_tie = Fraction(12 + 12 + 12 + 16 * 15 + 6 * 2, 40 * 39)
    assert p_tie == Fraction(12, 65)
    assert result["tie"] == [p_tie, p_tie]
    assert result["win"][0] == result["win"][1] == (1 - p_tie) / 2  # the seats are mirror images
    check_consistent(result)


def test_natural_hand_splits_with_equal_wild_hand():
    # Baseball, both hands complete.  Hero: natural ace-high straight.  Villain:
    # J Q K A and the wild 3c as the ten, the same straight.  They split.
    hero = (["Tc", "Jd", "2h"], ["Qs", "Kh", "Ac", "6d"])
    villain = (["3c", "Jh", "2s"], ["Qd", "Kc", "Ad", "7s"])
    result = situation_odds("baseball", [hero, villain])
    assert result["win"] == [0, 0]
    assert result["tie"] == [1, 1]
    assert result["equity"] == [Fraction(1, 2), Fraction(1, 2)]
    assert result["hero_category"]["straight"] == 1


def test_impossible_situations_are_refused():
    with pytest.raises(ValueError, match="twice"):
        situation_odds("seven-card-stud", [(["As", "Kd"], ["Qh"]), (["As", "2c"], ["3c"])])
    with pytest.raises(ValueError, match="different streets"):
        situation_odds("seven-card-stud", [(["As", "Kd"], ["Qh"]), (["Ac", "2c"], ["3c", "4c"])])
    with pytest.raises(ValueError, match="different streets"):
        # 6th street for one seat, 7th for the other
        situation_odds(
            "seven-card-stud",
            [(["As", "Kd"], ["Qh", "Jh", "Th", "2c"]), (["Ac", "Kc", "Qc"], ["Jd", "Td", "9d", "8d"])],
        )
    with pytest.raises(ValueError):
        situation_odds("seven-card-stud", [(["As"], ["Qh"])])  # 3rd street needs two down cards
    with pytest.raises(ValueError):
        situation_odds("seven-card-stud", [(["As", "Ad"], ["Qh", "Xx"])])
    with pytest.raises(ValueError, match="unknown game"):
        situation_odds("razz", [(["As", "Ad"], ["Qh"])])
    with pytest.raises(ValueError, match="option"):
        situation_odds("seven-card-stud", [(["As", "Ad"], ["Qh"])], {"queens_wild": True})


# ---------------------------------------------------------------------------
# Follow the Queen
# ---------------------------------------------------------------------------


def test_follow_the_queen_follower_rank_by_hand_count():
    # One seat after 5th street, its last up card a queen: the 6th-street up
    # card X names the wild rank, then the down card Y comes (47 * 46 orders).
    #   X = 7s (1 card): all four 7s wild -> five of a kind whatever Y is.
    #   X a deuce (3): 2c and X wild with three 7s -> five 7s, any Y.
    #   X a queen (3): it names nothing and no up card follows -> nothing wild.
    #   X another rank (40): five 7s needs a second wild (3 cards of X's rank)
    #     or the 7s (four 7s + X): 4 of the 46 Ys.
    hero = (["7c", "7d"], ["7h", "2c", "Qs"])
    result = situation_odds("follow-the-queen", [hero])
    expected = Fraction(1 * 46 + 3 * 46 + 3 * 0 + 40 * 4, 47 * 46)
    assert result["hero_category"]["five-of-a-kind"] == expected == Fraction(172, 1081)
    # With queens always wild the Qs plus X (or a queen X) makes two wilds next
    # to three 7s in every case.
    always = situation_odds("follow-the-queen", [hero], {"queens_wild": True})
    assert always["hero_category"]["five-of-a-kind"] == 1


def test_follow_the_queen_replays_up_cards_in_dealing_order():
    # Up cards street by street, seat 0 first:
    #   3rd: Qh (wait), 5c (fives wild)   4th: 2c, Qd (wait)
    #   5th: 8c (eights wild), Kd (no change)
    #   6th: Qs (wait), Jd (jacks wild)   -> jacks are wild at the showdown.
    # Hero: Jc Js Jh wild + Qh Qs = five queens.  Seat 1: 5 5 5 + Jd = four 5s.
    # Had the 5s, 8s or nothing been wild, seat 1 would win.
    hero = (["Jc", "Js", "Jh"], ["Qh", "2c", "8c", "Qs"])
    other = (["5d", "5h", "6s"], ["5c", "Qd", "Kd", "Jd"])
    result = situation_odds("follow-the-queen", [hero, other])
    assert result["win"] == [1, 0]
    assert result["hero_category"] == {**{k: 0 for k in result["hero_category"]}, "five-of-a-kind": 1}
    # Make seat 1's 6th-street card (the last up card dealt) a queen instead:
    # the table ends waiting and nothing is wild (hero: Q-Q-J-J-J full house;
    # seat 1: four 5s).
    hero2 = (["Jc", "Js", "Jh"], ["Qh", "2c", "8c", "Ks"])
    other2 = (["5d", "5h", "6s"], ["5c", "Qd", "Kd", "Qs"])
    result2 = situation_odds("follow-the-queen", [hero2, other2])
    assert result2["win"] == [0, 1]


# ---------------------------------------------------------------------------
# Yanqui Baseball and Baseball
# ---------------------------------------------------------------------------


def test_yanqui_face_up_four_needs_its_extra_down_card():
    four_up = ["4c", "Kd", "Qs"]
    with pytest.raises(ValueError):
        situation_odds("yanqui-baseball", [(["As", "Ah"], four_up)])  # the extra card is missing
    ok = situation_odds("yanqui-baseball", [(["As", "Ah", "2d"], four_up)])
    check_consistent(ok)
    # Without buying, the same seat must have exactly two down cards.
    with pytest.raises(ValueError):
        situation_odds("yanqui-baseball", [(["As", "Ah", "2d"], four_up)], {"buy_fours": False})
    situation_odds("yanqui-baseball", [(["As", "Ah"], four_up)], {"buy_fours": False})
    # Baseball always gives the extra card; seven-card stud never does.
    with pytest.raises(ValueError):
        situation_odds("baseball", [(["As", "Ah"], four_up)])
    with pytest.raises(ValueError):
        situation_odds("seven-card-stud", [(["As", "Ah", "2d"], four_up)])


def test_yanqui_four_dealt_in_the_rest_buys_a_card():
    # One seat after 5th street: As Ah down, Ad Kc Qd up; nothing wild yet.
    # 6th street up card X (47 unseen), an extra down card E if X is a 4, then
    # the 7th-street down card Y.  Four of a kind or better:
    #   X = Ac (1): yes.   X a 3/5/7/9 (16): X is wild next to three aces: yes.
    #   X a 4 (4): needs the Ac among E and Y: 2/46 with the purchase, 1/46 without.
    #   X anything else (26): needs Y = Ac: 1/46.
    hero = (["As", "Ah"], ["Ad", "Kc", "Qd"])
    bought = situation_odds("yanqui-baseball", [hero])
    assert p_quads_or_better(bought) == Fraction(1, 47) * (1 + 16 + 4 * Fraction(2, 46) + 26 * Fraction(1, 46))
    assert p_quads_or_better(bought) == Fraction(408, 1081)
    declined = situation_odds("yanqui-baseball", [hero], {"buy_fours": False})
    assert p_quads_or_better(declined) == Fraction(1, 47) * (17 + 4 * Fraction(1, 46) + 26 * Fraction(1, 46))


def test_baseball_threes_nines_wild_and_fours_earn():
    # One seat after 5th street: Kc Kd down, Ks 8d Jc up.  The eight 3s and 9s
    # and the Kh are the "good" cards: five kings needs two of them among the
    # new cards.  6th street up card X (47 unseen), extra E if X is a 4, then Y.
    #   X good (9): Y good (8 of 46).
    #   X a 4 (4): E and Y both good: C(9,2)/C(46,2).
    #   otherwise: at most one good card -> no.
    hero = (["Kc", "Kd"], ["Ks", "8d", "Jc"])
    result = situation_odds("baseball", [hero])
    expected = Fraction(1, 47) * (9 * Fraction(8, 46) + 4 * Fraction(comb(9, 2), comb(46, 2)))
    assert result["hero_category"]["five-of-a-kind"] == expected
    # winter only changes payments
    assert situation_odds("baseball", [hero], {"winter": True}) == result


# Seven seats of Yanqui after 6th street with all four 4s up and bought:
# 46 cards in the hands, 6 unseen, too few for 7 seats, so the last street is a
# single face-up card in the middle.  Nothing wild is showing (no 3/5/7/9 up).
SHORT_DECK_SEATS = [
    (["7c", "7d", "7h"], ["4c", "Ac", "Kd", "Qs"]),  # hero: three 7s
    (["8c", "8d", "3c"], ["4d", "8h", "8s", "Jc"]),  # four 8s
    (["3d", "3h", "3s", "5c"], ["4h", "4s", "Ad", "Kc"]),  # two extra cards
    (["5d", "5h"], ["2s", "6c", "6d", "6h"]),
    (["5s", "9c"], ["6s", "Tc", "Td", "Ts"]),
    (["9d", "9h"], ["Jd", "Js", "Qc", "Qd"]),
    (["9s", "Qh"], ["Kh", "Ks", "Ah", "As"]),
]
# Unseen: 7s 2c 2d 2h Jh Th.


def test_yanqui_short_deck_turns_a_middle_card():
    # The middle card is face up: the 7s makes 7s wild, and then the hero's
    # 7c 7d 7h plus the middle 7s stand with the Ac for five aces, which beats
    # seat 1's five 8s (four 8s + the wild middle card).  Any other middle card
    # (deuce, Jh, Th) leaves nothing wild and the hero's trips lose.
    result = situation_odds("yanqui-baseball", SHORT_DECK_SEATS)
    assert result["win"][0] == Fraction(1, 6)
    assert result["hero_category"]["five-of-a-kind"] == Fraction(1, 6)
    assert result["hero_category"]["three-of-a-kind"] == Fraction(5, 6)
    check_consistent(result)


def test_yanqui_unknown_down_cards_include_the_bought_ones():
    # Seat 2's down cards unknown: with two face-up 4s it holds 2 + 2 of them,
    # drawn from the 10 cards nobody shows.  Then 6 remain, the deck is short
    # and the middle card (a uniformly random one of those 10 cards) is turned.
    # Seat 2 can never make five aces (one wild at most), so, as above, the
    # hero wins exactly when the middle card is the 7s: 1/10.  (Were seat 2
    # given only two unknown cards, 8 would remain and the 7th street would be
    # dealt as usual.)
    seats = list(SHORT_DECK_SEATS)
    seats[2] = (None, seats[2][1])
    result = situation_odds("yanqui-baseball", seats)
    assert result["win"][0] == Fraction(1, 10)
    check_consistent(result)


# ---------------------------------------------------------------------------
# The sampler
# ---------------------------------------------------------------------------


def test_sampler_agrees_with_exact():
    hero = (["As", "Kd"], ["Ah", "7c", "8d", "9s"])
    villain = (["Qc", "Qd"], ["Qh", "2s", "Jd", "Tc"])
    third = (["Js", "Ts"], ["6s", "5s", "Kc", "3h"])
    seats = [hero, villain, third]
    exact = situation_odds("seven-card-stud", seats)
    check_consistent(exact)
    n = 3000
    sample = deal_rest_sample("seven-card-stud", seats, n, seed=12345)
    assert sample["trials"] == n
    assert abs(sum(sample["equity"]) - 1) < 1e-9
    for key in ("win", "tie", "equity"):
        for s in range(3):
            p = float(exact[key][s])
            se = sqrt(max(p * (1 - p), 1e-4) / n)
            assert abs(sample[key][s] - p) < 4 * se, (key, s, sample[key][s], p)
    for name, p in exact["hero_category"].items():
        se = sqrt(max(float(p) * (1 - float(p)), 1e-4) / n)
        assert abs(sample["hero_category"][name] - float(p)) < 4 * se, name
    # same seed, same answer
    assert deal_rest_sample("seven-card-stud", seats, 50, seed=7) == deal_rest_sample(
        "seven-card-stud", seats, 50, seed=7
    )


def test_sampler_follow_the_queen():
    hero = (["7c", "7d"], ["7h", "2c", "Qs"])
    n = 4000
    sample = deal_rest_sample("follow-the-queen", [hero], n, seed=2024)
    p = 172 / 1081
    assert abs(sample["hero_category"]["five-of-a-kind"] - p) < 4 * sqrt(p * (1 - p) / n)

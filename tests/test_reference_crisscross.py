"""Tests of the Crisscross reference twin (tests/reference/crisscross.py).

Hand-built deals for the deal order and the cross, the center's rank wild in
the hole cards too, the choice of line (vertical on a tie), five of a kind,
the leaders (nothing wild before the center is turned, and each line judged
on its own), ties and shares, a cross-check on shuffled decks against a
best-five-of-seven enumeration, and the totals of simulate().
"""

import math
import random
from itertools import combinations

import pytest

try:
    from tests.reference import crisscross as cc
    from tests.reference.evaluator import CATEGORY_INDEX, fast_high, full_deck
    from tests.reference.five_card_draw import shuffled_decks
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import crisscross as cc
    from reference.evaluator import CATEGORY_INDEX, fast_high, full_deck
    from reference.five_card_draw import shuffled_decks


def cards(text):
    return text.split()


def build(holes, cross):
    """A deck dealing ``holes`` (one text of four cards per seat), then the cross
    ``cross`` (five cards in the order turned: top right bottom left center),
    followed by every other card in the fixed deck order."""
    hands = [cards(hole) for hole in holes]
    dealt = [hand[i] for i in range(4) for hand in hands] + cards(cross)
    assert len(set(dealt)) == len(dealt)
    return dealt + [c for c in full_deck() if c not in dealt]


def value(hand, wild=frozenset()):
    category, tiebreak, _ = fast_high(list(hand), wild=wild)
    return (CATEGORY_INDEX[category], tuple(tiebreak))


def best_five(hand, wild=frozenset()):
    """Best value over every five-card subset (all the cards when fewer than five)."""
    if len(hand) <= 5:
        return value(hand, wild)
    return max(value(five, wild) for five in combinations(hand, 5))


# ---------------------------------------------------------------------------
# The deal
# ---------------------------------------------------------------------------


def test_deal_order_four_passes_then_the_cross_without_burns():
    deck = full_deck()
    random.Random(3).shuffle(deck)
    deal = cc.play(deck, 3)
    assert deal["hole"] == [[deck[s], deck[3 + s], deck[6 + s], deck[9 + s]] for s in range(3)]
    assert deal["cross"] == dict(zip(("top", "right", "bottom", "left", "center"), deck[12:17]))
    assert deal["wild_rank"] == deck[16][0]
    ten = cc.play(deck, 10)
    assert ten["hole"][9] == [deck[9], deck[19], deck[29], deck[39]]
    assert list(ten["cross"].values()) == deck[40:45]
    assert ten["cross"]["center"] == deck[44]
    # A deck just long enough is enough.
    assert cc.play(deck[:45], 10)["cross"] == ten["cross"]


def test_bad_arguments():
    deck = full_deck()
    for bad in (1, 11, 0, -2, True, "3", 2.0, None):
        with pytest.raises(ValueError):
            cc.play(deck, bad)
        with pytest.raises(ValueError):
            cc.simulate(bad, 1, seed=1)
    with pytest.raises(ValueError):
        cc.play(deck[:44], 10)  # 45 cards needed
    with pytest.raises(ValueError):
        cc.play(deck[:12], 2)  # 13 cards needed
    with pytest.raises(ValueError):
        cc.play(["Ac"] + deck, 2)  # a card twice
    with pytest.raises(ValueError):
        cc.play(["Zz"] + deck, 2)
    with pytest.raises(ValueError):
        cc.play(["Xa"] + deck, 2)
    with pytest.raises(ValueError):
        cc.simulate(3, -1, seed=1)


# ---------------------------------------------------------------------------
# Wild cards, lines, five of a kind
# ---------------------------------------------------------------------------


def test_center_rank_is_wild_in_the_hole_cards_too():
    # The center 7c makes every seven wild, seat 0's 7d included.
    deck = build(["7d 2c 5s 9h", "As Ad 3c 4h"], "Ks Qd Jc 8h 7c")
    deal = cc.play(deck, 2)
    assert deal["wild_rank"] == "7"
    assert deal["cross"] == {"top": "Ks", "right": "Qd", "bottom": "Jc", "left": "8h", "center": "7c"}
    # Seat 0: two wilds (7d, 7c). Vertical K J 9 + two wilds = 9-T-J-Q-K; horizontal only reaches
    # 8-9-T-J-Q. Seat 1: trips aces with the center on either line (vertical on the tie).
    assert deal["hands"] == ["straight", "three-of-a-kind"]
    assert deal["line"] == ["vertical", "vertical"]
    assert deal["wild_held"] == [2, 1]
    assert deal["winners"] == [0] and deal["shares"] == [1.0, 0.0]
    assert deal["winner_category"] == "straight"
    # Were only the center wild, the vertical would give seat 0 no more than a pair (7d 7c), and
    # the horizontal (5 7 8 9 and the center as a six) would be its line.
    only_center = {"7c"}
    assert best_five(cards("7d 2c 5s 9h Ks 7c Jc"), only_center)[0] == CATEGORY_INDEX["one-pair"]
    assert best_five(cards("7d 2c 5s 9h 8h 7c Qd"), only_center) == (CATEGORY_INDEX["straight"], (9,))


def test_choice_of_line_and_vertical_on_a_tie():
    # Queens wild (center Qc). Vertical: 5c Qc Jd; horizontal: 9h Qc Ks.
    deck = build(["Kc Kd 4s 6h", "9c 9d 2s 3h", "7c 7d 7h As"], "5c Ks Jd 9h Qc")
    deal = cc.play(deck, 3)
    # Seat 0: trips kings on the vertical, four kings on the horizontal (the king on the right).
    # Seat 1: trips nines vertical, four nines horizontal (the nine on the left).
    # Seat 2: four sevens, ace kicker, on either line: a tie goes to the vertical.
    assert deal["line"] == ["horizontal", "horizontal", "vertical"]
    assert deal["hands"] == ["four-of-a-kind"] * 3
    assert deal["winners"] == [0]
    assert deal["wild_held"] == [1, 1, 1]
    assert deal["winner_category"] == "four-of-a-kind"


def test_wild_held_counts_only_the_cards_of_the_line_used():
    # Center 9h: nines wild.  The left 9d is on the horizontal line only.
    deck = build(["Ac Ad 9c 4s", "Kc Kd 2s 3h"], "Ah 5d 6s 9d 9h")
    deal = cc.play(deck, 2)
    # Seat 0 vertical: A A A + two wilds (9c, 9h) = five aces; horizontal: A A + three wilds = five
    # aces too, a tie, so the vertical is used with 2 wild cards, not 3.
    assert deal["hands"][0] == "five-of-a-kind"
    assert deal["line"][0] == "vertical"
    assert deal["wild_held"][0] == 2
    # Seat 1 horizontal: K K + two wilds = four kings; vertical: K K + one wild = trips.
    assert deal["line"][1] == "horizontal" and deal["hands"][1] == "four-of-a-kind"
    assert deal["wild_held"][1] == 2


def test_five_of_a_kind_beats_five_of_a_kind_by_rank():
    # Sevens wild (center 7c).  Seat 0: Ad Ah + As Ac on the vertical + 7d 7c = five aces.
    # Seat 1: four kings in the hole + the wild center = five kings on either line.
    deck = build(["Ad Ah 7d 9s", "Ks Kd Kh Kc"], "As 2c Ac 3d 7c")
    deal = cc.play(deck, 2)
    assert deal["hands"] == ["five-of-a-kind", "five-of-a-kind"]
    assert deal["line"] == ["vertical", "vertical"]
    assert deal["wild_held"] == [2, 1]
    assert deal["winners"] == [0] and deal["shares"] == [1.0, 0.0]
    assert deal["winner_category"] == "five-of-a-kind"
    # Leaders: four kings after the deal and after top/right (seat 0 only has trips aces);
    # after four cards seat 0 holds four aces on the vertical (As, Ac).
    assert deal["leaders"] == [1, 1, 0]
    assert deal["leader_won"] == [False, False, True]
    assert deal["lead_changes"] == 1  # 1 -> 1 -> 0 -> 0


# ---------------------------------------------------------------------------
# Leaders
# ---------------------------------------------------------------------------


def test_nothing_is_wild_before_the_center_is_turned():
    # The center 6h makes seat 1's 6c 6d wild, but only at the showdown.  With sixes wild
    # seat 1 would hold trips kings from the deal on; without, aces beat sixes throughout.
    deck = build(["Ac Ad 5h 9s", "6c 6d Kh Qs"], "3c 8d 4s Ts 6h")
    deal = cc.play(deck, 2)
    assert deal["leaders"] == [0, 0, 0]
    # Showdown: seat 1 has three wilds; with Qs Ts on the horizontal they make a royal flush in
    # spades (four kings on the vertical); seat 0 a wheel straight (A 3 4 5 + the wild center).
    assert deal["hands"] == ["straight", "straight-flush"]
    assert deal["line"] == ["vertical", "horizontal"]
    assert deal["winners"] == [1]
    assert deal["wild_held"] == [1, 3]
    assert deal["leader_won"] == [False, False, False]
    assert deal["lead_changes"] == 1

    # After the deal: the hole seven is not wild yet, so ace high beats jack high.
    deck = build(["7d 2c 9h Jd", "Ac 4s 5h Qd"], "3c 8c Ts 6s 7c")
    deal = cc.play(deck, 2)
    assert deal["leaders"][0] == 1


def test_each_line_is_judged_on_its_own_before_the_showdown():
    # Seat 0 holds two pair, queens and jacks.  Seat 1 (Ah Kh) would make aces and kings by
    # combining top Ac with right Kc, but those lie on different lines, so on its own seat 1
    # only has one pair after two cards and after four.
    deck = build(["Qd Qs Jd Jh", "Ah Kh 8d 4s"], "Ac Kc 2c 3d 9h")
    deal = cc.play(deck, 2)
    assert deal["leaders"] == [0, 0, 0]
    # Center 9h: nines wild; seat 0 makes queens full of jacks on both lines (vertical),
    # seat 1 trips aces on the vertical (better than trips kings on the horizontal).
    assert deal["hands"] == ["full-house", "three-of-a-kind"]
    assert deal["line"] == ["vertical", "vertical"]
    assert deal["winners"] == [0]
    assert deal["leader_won"] == [True, True, True]
    assert deal["lead_changes"] == 0

    # Put the king on the bottom instead: top Ac and bottom Kc share the vertical line, and
    # seat 1's aces and kings (A A K K Q beats Q Q J J A) take the lead after four cards.
    deck = build(["Qd Qs Jd Jh", "Ah Kh 8d 4s"], "Ac 2c Kc 3d 9h")
    deal = cc.play(deck, 2)
    assert deal["leaders"] == [0, 0, 1]


# ---------------------------------------------------------------------------
# Ties and shares
# ---------------------------------------------------------------------------


def test_ties_share_the_pot():
    # Eights wild (center 8h).  Seats 0 and 1 make the same ace-high straight on the vertical
    # (A K Q J + a wild ten); seat 2 only a six-high straight.
    deck = build(["As Ks 4c 2d", "Ad Kd 4h 2c", "5c 6d 2s 3s"], "Qh 9h Jc 3h 8h")
    deal = cc.play(deck, 3)
    assert deal["hands"] == ["straight"] * 3
    assert deal["line"][:2] == ["vertical", "vertical"]
    assert deal["winners"] == [0, 1]
    assert deal["shares"] == [0.5, 0.5, 0.0]
    assert deal["winner_category"] == "straight"


def test_everyone_shares_five_of_a_kind_made_by_the_cross():
    # Center 2c: twos wild.  The vertical line holds Ad, Ac and the wild center; each seat adds
    # an ace and a two of its own, so both make five aces and split the pot.
    deck = build(["Ah 2d 5c 6d", "As 2h 7c 8d"], "Ad 9s Ac Ts 2c")
    deal = cc.play(deck, 2)
    assert deal["hands"] == ["five-of-a-kind", "five-of-a-kind"]
    assert deal["winners"] == [0, 1]
    assert deal["shares"] == [0.5, 0.5]
    assert deal["wild_held"] == [2, 2]


# ---------------------------------------------------------------------------
# Cross-check on shuffled decks
# ---------------------------------------------------------------------------


def test_random_deals_against_enumeration():
    rng = random.Random(17)
    for n in range(60):
        players = 2 + n % 9
        deck = full_deck()
        rng.shuffle(deck)
        deal = cc.play(deck, players)
        holes, cross = deal["hole"], deal["cross"]
        center = cross["center"]
        wild = {c for c in full_deck() if c[0] == center[0]}
        vertical = [cross["top"], center, cross["bottom"]]
        horizontal = [cross["left"], center, cross["right"]]
        values, lines = [], []
        for seat, hole in enumerate(holes):
            v = best_five(hole + vertical, wild)
            h = best_five(hole + horizontal, wild)
            values.append(max(v, h))
            lines.append("horizontal" if h > v else "vertical")
            used = vertical if lines[-1] == "vertical" else horizontal
            assert deal["wild_held"][seat] == sum(c in wild for c in hole + used)
            assert deal["wild_held"][seat] >= 1  # the center is on both lines
        best = max(values)
        assert deal["winners"] == [s for s in range(players) if values[s] == best]
        assert deal["line"] == lines
        assert [CATEGORY_INDEX[c] for c in deal["hands"]] == [v[0] for v in values]
        assert deal["winner_category"] == deal["hands"][deal["winners"][0]]
        # Leaders, nothing wild.
        stages = [
            [best_five(hole) for hole in holes],
            [max(best_five(hole + [cross["top"]]), best_five(hole + [cross["right"]])) for hole in holes],
            [max(best_five(hole + [cross["top"], cross["bottom"]]),
                 best_five(hole + [cross["left"], cross["right"]])) for hole in holes],
        ]
        for stage, stage_values in enumerate(stages):
            assert deal["leaders"][stage] == stage_values.index(max(stage_values))
        sequence = deal["leaders"] + [deal["winners"][0]]
        assert deal["lead_changes"] == sum(a != b for a, b in zip(sequence, sequence[1:]))
        assert deal["leader_won"] == [leader in deal["winners"] for leader in deal["leaders"]]


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def test_simulate_totals_add_up():
    for players, deals in ((6, 150), (2, 100), (10, 50)):
        totals = cc.simulate(players, deals, seed=5)
        assert totals["deals"] == deals
        assert math.isclose(sum(totals["seat_shares"]), deals)
        assert len(totals["seat_shares"]) == players
        assert sum(totals["winner_category"].values()) == deals
        assert sum(totals["hand_category"].values()) == players * deals
        assert sum(totals["wild_held"].values()) == players * deals
        assert set(totals["wild_held"]) <= {1, 2, 3, 4}
        assert sum(totals["line"].values()) == players * deals
        assert set(totals["line"]) <= {"vertical", "horizontal"}
        assert sum(totals["winner_line"].values()) == deals
        assert sum(totals["wild_rank"].values()) == deals
        assert set(totals["wild_rank"]) <= set("23456789TJQKA")
        assert sum(totals["lead_changes"].values()) == deals
        assert set(totals["lead_changes"]) <= {0, 1, 2, 3}
        assert 0 <= totals["ties"] <= deals
        assert len(totals["leader_won"]) == 3
        assert all(0 <= n <= deals for n in totals["leader_won"])
        assert totals == cc.simulate(players, deals, seed=5)  # deterministic

    # The totals are the sums of play() over the same decks.
    totals = cc.simulate(4, 40, seed=9)
    expected = cc.new_totals(4, 40)
    winners_shares = [0.0] * 4
    for deck, _rng in shuffled_decks(9, 40):
        deal = cc.play(deck, 4)
        cc.add_deal(expected, deal, 4)
        for seat in deal["winners"]:
            winners_shares[seat] += 1 / len(deal["winners"])
        expected_center = deck[4 * 4 + 4]
        assert deal["wild_rank"] == expected_center[0]
    assert totals == expected
    assert all(math.isclose(a, b) for a, b in zip(totals["seat_shares"], winners_shares))

    empty = cc.simulate(2, 0, seed=1)
    assert empty["deals"] == 0 and empty["seat_shares"] == [0.0, 0.0]
    assert empty["line"] == {} and empty["winner_line"] == {} and empty["wild_rank"] == {}

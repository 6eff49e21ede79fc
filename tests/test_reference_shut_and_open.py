"""Tests of the Shut and Open reference twin (tests/reference/shut_and_open.py).

Hand-built deals for the twist (drawn deuces are wild, deuces kept in the
hole are not), a check that the deal and draw are five-card draw's card for
card, and checks of simulate()'s totals.
"""

import math
import random

import pytest

try:
    from tests.reference import five_card_draw as fcd
    from tests.reference import shut_and_open as sao
    from tests.reference.evaluator import brute_high, fast_high, full_deck
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import five_card_draw as fcd
    from reference import shut_and_open as sao
    from reference.evaluator import brute_high, fast_high, full_deck


def stack(dealt):
    """``dealt`` on top, then every other card in the fixed deck order."""
    assert len(set(dealt)) == len(dealt)
    return list(dealt) + [c for c in full_deck() if c not in dealt]


def interleave(*seats):
    """Dealing order of per-seat hands: pass 1 round the table, pass 2, ..."""
    return [hand[i] for i in range(5) for hand in seats]


def natural(text):
    """``fast_high`` of ``text`` with nothing wild, without the natural flag."""
    return fast_high(text.split())[:2]


def value(deal, seat):
    """``fast_high`` of the seat's final cards with its drawn deuces wild."""
    wild = {card for card in deal["face_up"][seat] if card[0] == "2"}
    return fast_high(deal["seats"][seat], wild=wild)[:2]


STRAIGHT = ["9h", "8d", "7s", "6c", "5c"]  # a seat that stands pat and draws nothing


# ---------------------------------------------------------------------------
# Hand-built deals
# ---------------------------------------------------------------------------


def test_kept_hole_deuces_are_not_wild():
    # Two pair, deuces and kings: keeps both pairs and draws one card.
    seat0 = ["2c", "2d", "Kh", "Ks", "7c"]
    deal = sao.play(stack(interleave(seat0, STRAIGHT) + ["9c"]), 2)
    assert deal["drawn"] == [1, 0]
    assert deal["seats"][0] == ["2c", "2d", "Kh", "Ks", "9c"]
    assert deal["face_up"] == [["9c"], []]
    assert deal["wild_held"] == [0, 0]
    # Two pair, not four kings (which the deuces would make if wild).
    assert deal["before"] == ["two-pair", "straight"]
    assert deal["hands"] == ["two-pair", "straight"]
    assert value(deal, 0) == natural("Kh Ks 2c 2d 9c")
    assert deal["improved"] == [False, False]
    assert deal["winners"] == [1]


def test_drawn_deuce_is_wild():
    # A pair of kings draws three: a deuce among them makes three kings.
    seat0 = ["Kh", "Ks", "9d", "7c", "4s"]
    deal = sao.play(stack(interleave(seat0, STRAIGHT) + ["2c", "5d", "8h"]), 2)
    assert deal["seats"][0] == ["Kh", "Ks", "2c", "5d", "8h"]
    assert deal["face_up"][0] == ["2c", "5d", "8h"]
    assert deal["wild_held"] == [1, 0]
    assert deal["before"][0] == "one-pair"
    assert deal["hands"][0] == "three-of-a-kind"
    assert value(deal, 0) == natural("Kh Ks Kd 8h 5d")
    assert deal["improved"] == [True, False]
    # The same cards in five-card draw with nothing wild: still one pair.
    plain = fcd.play(stack(interleave(seat0, STRAIGHT) + ["2c", "5d", "8h"]), 2, wild="")
    assert plain["seats"] == deal["seats"]
    assert plain["hands"][0] == "one-pair"


def test_drawn_deuce_with_a_kept_deuce_counts_one_wild():
    # A pair of deuces draws three, one of them a deuce: 2 2 W 5 8 is three
    # deuces (all three deuces wild would make four eights).
    seat0 = ["2c", "2d", "Kh", "9s", "7c"]
    deal = sao.play(stack(interleave(seat0, STRAIGHT) + ["2h", "5s", "8h"]), 2)
    assert deal["seats"][0] == ["2c", "2d", "2h", "5s", "8h"]
    assert deal["face_up"][0] == ["2h", "5s", "8h"]
    assert deal["wild_held"] == [1, 0]
    assert deal["hands"][0] == "three-of-a-kind"
    assert value(deal, 0) == natural("2c 2d 2h 8h 5s")

    # Two pair, deuces and kings, draws a deuce: kings full of deuces
    # (the drawn deuce is a king), not five kings and not deuces full.
    seat0 = ["2c", "2d", "Kh", "Ks", "7c"]
    deal = sao.play(stack(interleave(seat0, STRAIGHT) + ["2h"]), 2)
    assert deal["seats"][0] == ["2c", "2d", "Kh", "Ks", "2h"]
    assert deal["wild_held"] == [1, 0]
    assert deal["hands"][0] == "full-house"
    assert value(deal, 0) == natural("Kh Ks Kc 2c 2d")
    assert value(deal, 0) != natural("2c 2d 2h Kh Ks")
    assert deal["improved"] == [True, False] and deal["winners"] == [0]


def test_five_of_a_kind_beats_a_straight_flush():
    seat0 = ["Kc", "Kd", "Ah", "9s", "7c"]  # a pair of kings: draws three deuces
    seat1 = ["9h", "8h", "7h", "6h", "5h"]  # a straight flush: stands pat
    deal = sao.play(stack(interleave(seat0, seat1) + ["2c", "2d", "2h"]), 2)
    assert deal["seats"] == [["Kc", "Kd", "2c", "2d", "2h"], seat1]
    assert deal["face_up"] == [["2c", "2d", "2h"], []]
    assert deal["wild_held"] == [3, 0]
    assert deal["before"] == ["one-pair", "straight-flush"]
    assert deal["hands"] == ["five-of-a-kind", "straight-flush"]
    assert deal["winners"] == [0] and deal["shares"] == [1.0, 0.0]
    assert deal["leader_before"] == 1
    assert deal["leader_won"] is False and deal["lead_changes"] == 1


def test_standing_pat_means_no_wild_card():
    # Deuces full of kings: "draw" stands pat, and the deuces stay natural
    # (wild they would be five of a kind).
    seat0 = ["2c", "2d", "2h", "Ks", "Kd"]
    seat1 = ["2s", "3d", "4h", "5s", "6c"]  # a straight with a deuce in it
    deck = stack(interleave(seat0, seat1))
    for policy in ("draw", "pat"):
        deal = sao.play(deck, 2, policy=policy)
        assert deal["drawn"] == [0, 0]
        assert deal["face_up"] == [[], []]
        assert deal["wild_held"] == [0, 0]
        assert deal["before"] == deal["hands"] == ["full-house", "straight"]
        assert deal["seats"] == [seat0, seat1]
        assert deal["winners"] == [0] and deal["improved"] == [False, False]

    # Policy "pat" with a hand "draw" would break: nothing drawn, nothing wild.
    seat0 = ["Kh", "Ks", "2d", "7c", "4s"]
    deal = sao.play(stack(interleave(seat0, STRAIGHT) + ["2c"]), 2, policy="pat")
    assert deal["face_up"] == [[], []] and deal["wild_held"] == [0, 0]
    assert deal["hands"] == ["one-pair", "straight"]


def test_ties_split_and_kicker_policy():
    # Both seats hold a pair of kings and draw three; each draws one deuce.
    seat0 = ["Kh", "Ks", "9d", "7c", "4s"]
    seat1 = ["Kc", "Kd", "9h", "7d", "4c"]
    top = ["2c", "5d", "8h", "2d", "5h", "8c"]
    deal = sao.play(stack(interleave(seat0, seat1) + top), 2)
    assert deal["hands"] == ["three-of-a-kind", "three-of-a-kind"]
    assert deal["winners"] == [0, 1] and deal["shares"] == [0.5, 0.5]
    assert deal["wild_held"] == [1, 1]

    # "kicker" keeps an ace with a pair, so it draws two.
    seat0 = ["Kh", "Ks", "Ad", "7c", "4s"]
    deal = sao.play(stack(interleave(seat0, STRAIGHT) + ["2c", "5d"]), 2, policy="kicker")
    assert deal["seats"][0] == ["Kh", "Ks", "Ad", "2c", "5d"]
    assert deal["face_up"][0] == ["2c", "5d"]
    assert deal["hands"][0] == "three-of-a-kind"


def test_bad_arguments():
    with pytest.raises(ValueError):
        sao.play(full_deck(), 1)
    with pytest.raises(ValueError):
        sao.play(full_deck(), 8)
    with pytest.raises(ValueError):
        sao.play(full_deck(), 2, policy="greedy")
    with pytest.raises(ValueError):
        sao.play(full_deck()[:9], 2)  # too short
    with pytest.raises(ValueError):
        sao.play(["Ac"] + full_deck(), 2)  # a card twice
    with pytest.raises(ValueError):
        sao.play(["Zz"] + full_deck(), 2)
    with pytest.raises(ValueError):
        sao.play(full_deck(), 2, rng="not an rng")
    with pytest.raises(ValueError):
        sao.simulate(2, -1, seed=1)
    with pytest.raises(ValueError):
        sao.simulate(9, 10, seed=1)
    with pytest.raises(ValueError):
        sao.simulate(2, 10, seed=1, policy="greedy")


# ---------------------------------------------------------------------------
# The deal and draw are five-card draw's
# ---------------------------------------------------------------------------


def test_final_cards_equal_five_card_draw():
    source = random.Random(77)
    reshuffles = drawn_deuces = 0
    for trial in range(300):
        players = 2 + trial % 6
        policy = ("draw", "pat", "kicker")[trial % 3]
        deck = full_deck()
        source.shuffle(deck)
        deal = sao.play(deck, players, policy, rng=random.Random(trial))
        plain = fcd.play(deck, players, policy, wild="", rng=random.Random(trial))
        assert deal["seats"] == plain["seats"]
        for key in ("drawn", "before", "leader_before", "reshuffled"):
            assert deal[key] == plain[key], key
        for seat in range(players):
            face_up = deal["face_up"][seat]
            assert face_up == deal["seats"][seat][5 - deal["drawn"][seat] :]
            deuces = sum(1 for card in face_up if card[0] == "2")
            assert deal["wild_held"][seat] == deuces
            # The final category, checked by enumeration.
            wild = {card for card in face_up if card[0] == "2"}
            assert deal["hands"][seat] == brute_high(deal["seats"][seat], wild=wild)[0]
            if deuces == 0:
                assert deal["hands"][seat] == plain["hands"][seat]
        if not any(deal["wild_held"]):
            for key in ("hands", "improved", "winners", "shares", "leader_won", "lead_changes"):
                assert deal[key] == plain[key], key
        assert math.isclose(sum(deal["shares"]), 1.0)
        reshuffles += deal["reshuffled"]
        drawn_deuces += sum(deal["wild_held"])
    assert reshuffles > 0 and drawn_deuces > 0  # the check covered both


def test_reshuffle_needs_rng():
    # Seven seats each drawing three run the 17-card stock out.
    hands = [["3c", "5d", "7h", "9s", "Jc"], ["4c", "6d", "8h", "Ts", "Qc"], ["3d", "5h", "7s", "9c", "Kd"],
             ["4d", "6h", "8s", "Tc", "Jd"], ["3h", "5s", "7c", "9d", "Qh"], ["4h", "6s", "8c", "Td", "Kh"],
             ["3s", "5c", "7d", "9h", "Js"]]
    deck = stack(interleave(*hands))
    with pytest.raises(ValueError):
        sao.play(deck, 7)
    deal = sao.play(deck, 7, rng=random.Random(3))
    assert deal["reshuffled"] is True
    assert deal["seats"] == fcd.play(deck, 7, rng=random.Random(3))["seats"]


# ---------------------------------------------------------------------------
# simulate
# ---------------------------------------------------------------------------


def test_simulate_totals_add_up():
    deals, players = 400, 5
    totals = sao.simulate(players, deals, seed=9)
    assert totals["deals"] == deals
    assert math.isclose(sum(totals["seat_shares"]), deals)
    assert sum(totals["winner_category"].values()) == deals
    for key in ("hand_category", "drawn", "before", "wild_held"):
        assert sum(totals[key].values()) == deals * players, key
    assert sum(totals["improved"].values()) <= deals * players
    assert 0 <= totals["ties"] <= deals
    assert 0 <= totals["leader_won"] <= deals
    assert 0 <= totals["reshuffled"] <= deals
    assert set(totals["wild_held"]) <= {0, 1, 2, 3, 4}
    assert totals["wild_held"][1] > 0
    assert totals == sao.simulate(players, deals, seed=9)  # repeatable

    # The same seed deals the same cards as five-card draw: the quantities
    # fixed before the showdown agree, and the wild deuces only help.
    plain = fcd.simulate(players, deals, seed=9)
    for key in ("drawn", "before", "reshuffled", "deals"):
        assert totals[key] == plain[key], key
    assert sum(totals["improved"].values()) >= sum(plain["improved"].values())

    # Standing pat, nothing is drawn and nothing is wild: five-card draw exactly.
    pat = sao.simulate(3, 200, seed=4, policy="pat")
    assert pat == fcd.simulate(3, 200, seed=4, policy="pat")
    assert pat["wild_held"] == {0: 600} and pat["drawn"] == {0: 600}

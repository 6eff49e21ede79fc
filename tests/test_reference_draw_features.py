"""Tests of the draw-options reference twin (tests/reference/draw_features.py).

Each option's rules on hand-built deals: openers at every qualifier (wild cards
counting, the void deal), roll-your-own picks (the lowest-rank tie rule, the
draw seeing the picked wild cards, the repick for the showdown), high-low with
the same wild ranks in both halves and the went-low step, lowball's keep rule
(wild cards kept, the limit top-up) and ties, the refused combinations, and
simulate()'s totals adding up.
"""

import random
from collections import Counter

import pytest

try:
    from tests.reference import draw_features as df
    from tests.reference import five_card_draw as fcd
    from tests.reference.evaluator import full_deck
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import draw_features as df
    from reference import five_card_draw as fcd
    from reference.evaluator import full_deck


def deck_of(hands, stock=""):
    """Deal order of the per-seat five-card ``hands`` (texts), then ``stock`` (the first cards
    drawn), then every other card in the fixed deck order."""
    seats = [hand.split() for hand in hands]
    dealt = [seats[s][i] for i in range(5) for s in range(len(seats))] + stock.split()
    assert len(set(dealt)) == len(dealt)
    return dealt + [card for card in full_deck() if card not in dealt]


class NoShuffle:
    """An rng that must not be used."""

    def shuffle(self, cards):
        raise AssertionError("rng used")


JUNK = "9c 7d 5h 4s 2c"  # no pair, no four-flush, no open four-straight: keeps nothing worth it


# ---------------------------------------------------------------------------
# Qualifier
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("q", ["J", "Q", "K", "A"])
def test_qualifier_pair_of_the_rank_with_lowest_kickers_opens(q):
    # The bar itself opens (>=), in a seat other than 0.
    opener = f"{q}c {q}d 4h 3s 2d"
    deal = df.play(deck_of([JUNK.replace("2c", "6c"), opener]), 2, qualifier=q)
    assert deal["void"] is False
    assert deal["before"] == ["high-card", "one-pair"]
    assert df.can_open(opener.split(), q)


@pytest.mark.parametrize("q, below", [("J", "T"), ("Q", "J"), ("K", "Q"), ("A", "K")])
def test_qualifier_pair_below_the_rank_is_void(q, below):
    kickers = [r for r in "AKQJT9" if r not in (q, below)][:3]
    seat1 = f"{below}c {below}d {kickers[0]}h {kickers[1]}s {kickers[2]}d"
    deal = df.play(deck_of([JUNK, seat1]), 2, qualifier=q, rng=NoShuffle())
    assert deal == {"void": True}
    assert not df.can_open(seat1.split(), q)
    # The same deal without a qualifier is played.
    assert df.play(deck_of([JUNK, seat1]), 2)["void"] is False


def test_two_pair_or_better_always_opens():
    assert df.can_open("2c 2d 3h 3s 4c".split(), "A")
    assert df.can_open("5c 6d 7h 8s 9c".split(), "A")
    assert not df.can_open("Ac Kd Qh Js 9c".split(), "J")


def test_wild_cards_count_for_the_opener():
    # The wild deuce makes a pair of jacks (opens at J, not at Q).
    hand = "Jc 2h 9d 6s 4c"
    assert df.can_open(hand.split(), "J", wild="2")
    assert not df.can_open(hand.split(), "Q", wild="2")
    assert not df.can_open(hand.split(), "J")
    deck = deck_of([JUNK.replace("2c", "3c"), hand])
    assert df.play(deck, 2, wild="2", qualifier="J")["void"] is False
    assert df.play(deck, 2, wild="2", qualifier="Q", rng=NoShuffle()) == {"void": True}
    assert df.play(deck, 2, qualifier="J", rng=NoShuffle()) == {"void": True}
    # Aces via a wild deuce open at A.
    assert df.can_open("Ah 2c 9d 6s 4h".split(), "A", wild="2")


def test_opened_deal_is_plain_five_card_draw():
    # Seat 0 opens with queens; after the draw seat 2's nines (trips) win: any hand may win.
    deck = deck_of(["Qc Qd 8h 5s 3d", "Kc 7d 6h 4s 2h", "9c 9d Ah Ts 3c"], "5c 4c 2c Jd Td 8c 9h Jc Kd")
    deal = df.play(deck, 3, qualifier="Q", rng=random.Random(1))
    assert deal == dict(fcd.play(deck, 3, rng=random.Random(1)), void=False)
    assert deal["hands"] == ["one-pair", "high-card", "three-of-a-kind"]
    assert deal["winners"] == [2] and deal["lead_changes"] == 1


def test_qualifier_with_roll_your_own_counts_the_pick():
    # A-K-9-7-3 picks the three: a pair of aces opens at A.
    hand = "Ah Kd 9c 7s 3h"
    deck = deck_of([hand, "Qc Jd 8h 6d 4s"])
    assert df.play(deck, 2, qualifier="A", rng=NoShuffle()) == {"void": True}
    deal = df.play(deck, 2, qualifier="A", roll_your_own=True)
    assert deal["void"] is False and deal["picked_before"][0] == 3


# ---------------------------------------------------------------------------
# Roll your own
# ---------------------------------------------------------------------------


def test_pick_is_the_rank_giving_the_best_hand():
    assert df.pick_rank("Ah Kd 9c 7s 3h".split())[0] == 3  # pair of aces over K-9-7
    assert df.pick_rank("9h 9d 5c 5s Kh".split())[0] == 5  # four nines beat four fives
    assert df.pick_rank("7c 7d 7h 2s 3c".split())[0] == 2  # four sevens, three kicker
    assert df.pick_rank("Ac Ad Ah Ks Kd".split())[0] == 13  # five aces
    assert df.pick_rank("Ah Kh Qh Jh 9h".split())[0] == 9  # royal flush


def test_pick_ties_go_to_the_lowest_rank():
    # Nothing improves a broadway straight or a royal flush: every rank ties, the deuce is picked
    # though the hand holds none.
    assert df.pick_rank("As Kh Qd Jc Th".split())[0] == 2
    assert df.pick_rank("Ah Kh Qh Jh Th".split())[0] == 2
    # Four wild deuces already make five aces: every rank ties.
    assert df.pick_rank("2c 2d 2h 2s Ah".split(), wild="2")[0] == 2
    # Three wild deuces: picking the ace or the seven both give five of a kind, but of
    # different ranks (five aces with the seven wild), so the seven is picked.
    assert df.pick_rank("2c 2d 2h Ah 7s".split(), wild="2")[0] == 7


def test_draw_sees_the_picked_wild_cards_and_showdown_repicks():
    # Seat 0: A-K-9-7-3 picks the 3, so it holds a pair (ace + wild 3): it keeps the wild 3 and
    # the ace and draws three (plain draw keeps the ace alone and draws four).  It draws
    # Ac Ad 2c: A-3-A-A-2 now picks the deuce (four aces, three kicker; the 3 gives a deuce kicker).
    # Seat 1: Q-Q-9-6-4 picks the 4 (trips queens, 9-6 kickers): it keeps Q Q and the wild 4 and
    # draws two (Js Tc); Q-Q-4-J-T picks the 4 again (trips queens, J-T kickers).
    deck = deck_of(["Ah Kd 9c 7s 3h", "Qc Qd 9h 6d 4s"], "Ac Ad 2c Js Tc")
    deal = df.play(deck, 2, roll_your_own=True)
    assert deal["picked_before"] == [3, 4]
    assert deal["before"] == ["one-pair", "three-of-a-kind"]
    assert deal["drawn"] == [3, 2]
    assert deal["seats"] == [["Ah", "3h", "Ac", "Ad", "2c"], ["Qc", "Qd", "4s", "Js", "Tc"]]
    assert deal["picked"] == [2, 4]
    assert deal["hands"] == ["four-of-a-kind", "three-of-a-kind"]
    assert deal["wild_held"] == [1, 1]
    assert deal["winners"] == [0] and deal["shares"] == [1.0, 0.0]
    assert deal["improved"] == [True, False]
    assert deal["leader_before"] == 1 and not deal["leader_won"] and deal["lead_changes"] == 1
    # Without the option seat 0 keeps the ace alone.
    assert df.play(deck, 2)["drawn"][0] == 4


def test_roll_your_own_wild_held_counts_wild_and_picked_ranks():
    # wild K: seat 0 holds Kc (wild) and picks the 3, so K and 3 fill 7-9-J into a straight.
    deck = deck_of(["Kc 3h 9d 7s Jc", "Qc Jd 8h 6d 4s"])
    deal = df.play(deck, 2, policy="pat", wild="K", roll_your_own=True)
    assert deal["drawn"] == [0, 0]
    assert deal["picked"][0] == 3
    assert deal["hands"][0] == "straight"
    assert deal["wild_held"][0] == 2


# ---------------------------------------------------------------------------
# High-low
# ---------------------------------------------------------------------------


def hl(text, wild="", policy="draw"):
    return df.choose_discards_high_low(text.split(), wild, policy)


def test_high_low_step1_straight_or_better_stands_pat():
    assert hl("9h 8d 7s 6c Kc", wild="K") == ([], False)  # K fills 5-9 or 6-T
    assert hl("Ac 2d 3h 4s 5c") == ([], False)  # a wheel is a straight first


def test_high_low_step2_goes_low_with_four_low_cards():
    assert hl("Kc 8d 5s 2h Jc", wild="K") == (["Jc"], True)  # wild K counts as a low card
    assert hl("Kc 8d 5s Qh Jc", wild="K")[1] is False  # only three
    # The first card of each low rank only: A A 4 6 K keeps A 4 6 and the wild K, throws the second ace.
    assert hl("Ac Ad 4h 6s Kd", wild="K") == (["Ad"], True)
    # Two wild threes and 7 8: four low cards.
    assert hl("3c 3d 7h 8s Kd", wild="3") == (["Kd"], True)
    # Five low cards: keeps them all, draws nothing, went low.
    assert hl("Ac 2d 3h 4s 8c") == ([], True)


def test_high_low_step3_draws_for_high():
    assert hl("Ac Ad 4h 6s Kd") == (["4h", "6s", "Kd"], False)  # three low cards: keep the aces
    assert hl("Qc Qd 9h 7s Kc") == (["9h", "7s", "Kc"], False)
    # Wild 2, 8, 5: three low cards; one pair (the wild deuce) keeps the wild and the king.
    assert hl("Qc 2d 8h 5s Kc", wild="2") == (["Qc", "8h", "5s"], False)


def test_high_low_policies():
    assert hl("Kc 8d 5s 2h Jc", wild="K", policy="pat") == ([], False)
    with pytest.raises(ValueError):
        hl("Kc 8d 5s 2h Jc", policy="kicker")
    with pytest.raises(ValueError):
        df.play(deck_of([JUNK, "Kc 8d 5s 2h Jc"]), 2, policy="kicker", high_low=True)


def test_high_low_same_wild_cards_in_both_halves():
    # wild K.  Seat 0: K A A A 9: four aces high; its low is paired.
    # Seat 1: K 2 3 4 6: high a straight (K as 5), low 6-4-3-2-A (K as the ace).
    deck = deck_of(["Kc Ah Ad As 9c", "Kd 2c 3d 4h 6s"])
    deal = df.play(deck, 2, policy="pat", wild="K", high_low=True)
    assert deal["hands"] == ["four-of-a-kind", "straight"]
    assert deal["high_winners"] == [0] and deal["low_winners"] == [1]
    assert deal["shares"] == [0.5, 0.5]
    assert deal["scoop"] is False
    assert deal["low_top"] == "6"
    assert deal["wild_held"] == [1, 1]
    # Without wild cards the low half goes to seat 1 with K-6-4-3-2 and the high to the aces.
    plain = df.play(deck, 2, policy="pat", high_low=True)
    assert plain["low_top"] == "K" and plain["hands"] == ["three-of-a-kind", "high-card"]


def test_high_low_scoop_and_low_tie():
    # Seat 0: K A 2 3 4 with K wild is a 5-high straight and the wheel: it scoops.
    deck = deck_of(["Kc Ah 2d 3s 4c", "9c 9d Jh Qs 7c"])
    deal = df.play(deck, 2, policy="pat", wild="K", high_low=True)
    assert deal["high_winners"] == [0] and deal["low_winners"] == [0]
    assert deal["scoop"] is True and deal["shares"] == [1.0, 0.0]
    assert deal["low_top"] == "5"
    # Equal lows share the low half; the pair of nines takes the high half.
    deck = deck_of(["Ac 2d 3h 4s 7c", "As 2c 3d 4h 7d", "9c 9d Jh Qs 8c"])
    deal = df.play(deck, 3, policy="pat", high_low=True)
    assert deal["low_winners"] == [0, 1] and deal["high_winners"] == [2]
    assert deal["shares"] == [0.25, 0.25, 0.5]
    assert deal["low_top"] == "7"


def test_high_low_went_low_in_play():
    # Seat 0 goes low (throws the J, draws 5h); seat 1 keeps its queens and draws three.
    deck = deck_of(["Kc 8d 6s 2h Jc", "Qc Qd 9h 7s 3c"], "5h Td Th Ts")
    deal = df.play(deck, 2, wild="K", high_low=True)
    assert deal["went_low"] == [True, False]
    assert deal["drawn"] == [1, 3]
    assert deal["seats"] == [["Kc", "8d", "6s", "2h", "5h"], ["Qc", "Qd", "Td", "Th", "Ts"]]
    assert deal["low_winners"] == [0] and deal["low_top"] == "8"  # 8-6-5-2-A
    assert deal["high_winners"] == [1]  # full house
    # High hands: seat 0 a pair (K as a jack, then as an eight), seat 1 queens up to a full house.
    assert deal["before"] == ["one-pair", "one-pair"]
    assert deal["hands"] == ["one-pair", "full-house"]
    assert deal["improved"] == [False, True]


# ---------------------------------------------------------------------------
# Lowball
# ---------------------------------------------------------------------------


def lb(text, wild="", policy="draw"):
    return df.choose_discards_lowball(text.split(), wild, policy)


def test_lowball_keeps_low_cards_once_per_rank():
    assert lb("Ac 3d 5h 8s Kc") == ["Kc"]
    assert lb("Ac 3d 5h 8s 2c") == []
    assert lb("Ac 3d 3h 8s 9c") == ["3h", "9c"]
    assert lb("Ac Ad 4h 9s Kc") == ["Ad", "9s", "Kc"]


def test_lowball_tops_up_to_the_draw_limit():
    # Nothing low: keeps the nine then the ten (draws three).
    assert lb("Kc Qd Jh Ts 9s") == ["Kc", "Qd", "Jh"]
    # K K Q Q 9: the nine, then the first queen in hand order.
    assert lb("Kc Kd Qh Qs 9s") == ["Kc", "Kd", "Qs"]
    # One low card, no ace: one more (the ten).
    assert lb("Kc Qd Jh Ts 2s") == ["Kc", "Qd", "Jh"]
    # Three deuces: one is low, the next lowest other card is another deuce.
    assert lb("2c 2d 2h 9s Ts") == ["2h", "9s", "Ts"]
    # An ace kept allows four.
    assert lb("Ac Ad Ah As Kc") == ["Ad", "Ah", "As", "Kc"]
    assert lb("Kc Qd Ac Js Ts") == ["Kc", "Qd", "Js", "Ts"]


def test_lowball_keeps_wild_cards():
    assert lb("Kc Kd 9h Ts Qs", wild="K") == ["9h", "Ts", "Qs"]
    assert lb("5c 5d 5h 9s Ts", wild="5") == ["9s", "Ts"]
    # A wild card and a top-up: K J T 9 Q with K wild keeps K, then the nine.
    assert lb("Kc Jd Th 9s Qs", wild="K") == ["Jd", "Th", "Qs"]
    # A wild ace counts as a kept ace: four may go.
    assert lb("Ac Kd Qh Js Ts", wild="A") == ["Kd", "Qh", "Js", "Ts"]


def test_lowball_policies():
    assert lb("Kc Qd Jh Ts 9s", policy="pat") == []
    with pytest.raises(ValueError):
        lb("Kc Qd Jh Ts 9s", policy="kicker")
    with pytest.raises(ValueError):
        df.play(deck_of([JUNK, "Kc Qd Jh Ts 8s"]), 2, policy="kicker", lowball=True)


def test_lowball_showdown_and_ties():
    # Equal 6-lows split the pot.
    deck = deck_of(["Ac 2d 3h 4s 6c", "As 2c 3d 4h 6d", "Kc Kd Qh Qs Jc"])
    deal = df.play(deck, 3, policy="pat", lowball=True)
    assert deal["winners"] == [0, 1] and deal["shares"] == [0.5, 0.5, 0.0]
    assert deal["low_category"] == ["high-card", "high-card", "two-pair"]
    assert deal["low_top"] == "6"
    assert deal["leader_before"] == 0 and deal["leader_won"] and deal["lead_changes"] == 0
    # A wild king as the ace: 6-4-3-2-A beats 7-4-3-2-A.
    deck = deck_of(["Ah 2c 3d 4h 7d", "Kc 2d 3h 4s 6c"])
    deal = df.play(deck, 2, policy="pat", wild="K", lowball=True)
    assert deal["winners"] == [1] and deal["low_top"] == "6" and deal["wild_held"] == [0, 1]
    assert deal["leader_before"] == 1 and deal["leader_won"]
    # Everybody paired: "pair+".
    deck = deck_of(["Ac Ad 9h 8s 7c", "2c 2d 3h 3s 4c"])
    deal = df.play(deck, 2, policy="pat", lowball=True)
    assert deal["low_category"] == ["one-pair", "two-pair"]
    assert deal["winners"] == [0] and deal["low_top"] == "pair+"


def test_lowball_draw_changes_the_leader():
    # Seat 0 dealt 7-5-4-3-2 (the best dealt low) stands... draws nothing? It holds five low cards.
    # Seat 1 dealt A A 2 3 K: keeps A 2 3 (draws two: 4h 5h) for the wheel.
    deck = deck_of(["7c 5d 4c 3s 2h", "Ac Ad 2c 3d Kh"], "4h 5h")
    deal = df.play(deck, 2, lowball=True)
    assert deal["drawn"] == [0, 2]
    assert deal["before_low"] == ["high-card", "one-pair"]
    assert deal["low_category"] == ["high-card", "high-card"]
    assert deal["seats"][1] == ["Ac", "2c", "3d", "4h", "5h"]
    assert deal["winners"] == [1] and deal["low_top"] == "5"
    assert deal["leader_before"] == 0 and not deal["leader_won"] and deal["lead_changes"] == 1


# ---------------------------------------------------------------------------
# Arguments
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "options",
    [
        {"qualifier": "T"},
        {"qualifier": "j"},
        {"roll_your_own": 1},
        {"qualifier": "J", "high_low": True},
        {"qualifier": "J", "lowball": True},
        {"roll_your_own": True, "high_low": True},
        {"roll_your_own": True, "lowball": True},
        {"high_low": True, "lowball": True},
        {"lowball": True, "policy": "kicker"},
        {"wild": "Z"},
        {"policy": "standard"},
    ],
)
def test_bad_arguments(options):
    deck = deck_of([JUNK, "Kc Qd Jh Ts 8s"])
    with pytest.raises(ValueError):
        df.play(deck, 2, **options)
    with pytest.raises(ValueError):
        df.simulate(2, 1, 0, **options)


def test_simulate_refuses_unknown_options_and_bad_players():
    with pytest.raises(ValueError):
        df.simulate(2, 1, 0, jokers=True)
    with pytest.raises(ValueError):
        df.simulate(8, 1, 0)
    with pytest.raises(ValueError):
        df.play(deck_of([JUNK]), 1)


def test_qualifier_and_roll_your_own_combine():
    deck = deck_of([JUNK, "Kc Qd Jh Ts 8s"])
    deal = df.play(deck, 2, qualifier="K", roll_your_own=True)
    assert deal["void"] is False and len(deal["picked"]) == 2


# ---------------------------------------------------------------------------
# simulate
# ---------------------------------------------------------------------------


def _replayed(players, deals, seed, **options):
    """play() results of simulate's deals, dealt the way simulate deals them."""
    return [df.play(deck, players, rng=rng, **options) for deck, rng in fcd.shuffled_decks(seed, deals)]


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"qualifier": "A"},
        {"qualifier": "K", "wild": "2"},
        {"roll_your_own": True},
        {"roll_your_own": True, "qualifier": "A", "policy": "kicker"},
    ],
)
def test_simulate_totals_add_up_plain_modes(options):
    players, deals = 4, 60
    totals = df.simulate(players, deals, 11, **options)
    replay = _replayed(players, deals, 11, **options)
    decided = [deal for deal in replay if not deal["void"]]
    assert totals["deals"] == deals
    assert totals["void"] == deals - len(decided)
    if options.get("qualifier") == "A" and not options.get("roll_your_own"):
        assert totals["void"] > 0
    assert sum(totals["winner_category"].values()) == len(decided)
    for key in ("hand_category", "drawn", "before", "wild_held"):
        assert sum(totals[key].values()) == players * len(decided)
    assert sum(totals["seat_shares"]) == pytest.approx(len(decided))
    assert totals["ties"] == sum(len(d["winners"]) > 1 for d in decided)
    assert totals["leader_won"] == sum(d["leader_won"] for d in decided)
    if options.get("roll_your_own"):
        assert totals["picked"] == Counter(rank for d in decided for rank in d["picked"])
        assert sum(totals["picked"].values()) == players * len(decided)
    else:
        assert totals["picked"] == Counter()
    assert df.simulate(players, deals, 11, **options) == totals  # the seed fixes everything


def test_simulate_totals_add_up_high_low():
    players, deals = 5, 60
    totals = df.simulate(players, deals, 5, wild="2", high_low=True)
    replay = _replayed(players, deals, 5, wild="2", high_low=True)
    assert totals["deals"] == deals and totals["void"] == 0
    assert sum(totals["winner_category"].values()) == deals
    assert sum(totals["low_top"].values()) == deals
    assert sum(totals["hand_category"].values()) == players * deals
    assert sum(totals["seat_shares"]) == pytest.approx(deals)
    assert totals["went_low"] == sum(sum(d["went_low"]) for d in replay) > 0
    assert totals["scoops"] == sum(d["scoop"] for d in replay)
    assert totals["wild_held"] == Counter(n for d in replay for n in d["wild_held"])


def test_simulate_totals_add_up_lowball():
    players, deals = 6, 60
    totals = df.simulate(players, deals, 9, wild="K", lowball=True)
    replay = _replayed(players, deals, 9, wild="K", lowball=True)
    assert totals["deals"] == deals and totals["void"] == 0
    assert sum(totals["winner_category"].values()) == deals
    assert sum(totals["low_top"].values()) == deals
    for key in ("hand_category", "before", "drawn", "wild_held"):
        assert sum(totals[key].values()) == players * deals
    assert sum(totals["seat_shares"]) == pytest.approx(deals)
    assert totals["ties"] == sum(len(d["winners"]) > 1 for d in replay)
    assert totals["lead_changes"] == sum(d["lead_changes"] for d in replay)
    assert totals["leader_won"] == sum(d["leader_won"] for d in replay)
    assert totals["drawn"] == Counter(n for d in replay for n in d["drawn"])
    assert max(totals["drawn"]) <= 4

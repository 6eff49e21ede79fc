"""Hand-built deals for the Colored Poker and Blind Baseball reference simulators.

Each deck is written seat by seat, interleaved into dealing order (seat 0
first in every pass), followed by the cards the rules take from the stock
(twists, extra cards) where it matters, then padded with the unused cards so
it is a full deck.
"""

from fractions import Fraction
from itertools import product
from math import comb

import pytest

try:
    from tests.reference import stud_score
    from tests.reference.evaluator import full_deck
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import stud_score
    from reference.evaluator import full_deck


def stack(dealt):
    """``dealt`` on top, then every other card in the fixed deck order."""
    assert len(set(dealt)) == len(dealt)
    return list(dealt) + [c for c in full_deck() if c not in dealt]


def passes(seats, then=()):
    """Cards of ``seats`` (per seat, in the order received) in dealing order, then ``then``."""
    size = len(seats[0])
    assert all(len(cards) == size for cards in seats)
    return stack([seats[s][i] for i in range(size) for s in range(len(seats))] + list(then))


# ---------------------------------------------------------------------------
# Colored Poker: points and the likelier declare
# ---------------------------------------------------------------------------


def test_card_points():
    assert stud_score.card_points("As") == (11, 1)
    assert stud_score.card_points("Ac") == (11, 1)
    for card in ("Kc", "Qs", "Js", "Tc", "10s"):
        assert stud_score.card_points(card) == (10, 10)
    assert stud_score.card_points("2s") == (2, 2)
    assert stud_score.card_points("9c") == (9, 9)
    for card in ("Ah", "Ad", "Kd", "Th", "5h", "2d"):
        assert stud_score.card_points(card) == (0, 0)


def _by_classes():
    """Distributions and reachable (H, L) by choosing how many cards of each value class.

    A second, independent count: the 52 cards fall into classes of equal
    (high, low) points -- 26 red cards (0, 0); two black cards of each of
    2..9; eight black tens and faces (10, 10); two black aces (11, 1) -- and
    the number of 7-card hands with a given choice of counts per class is a
    product of binomials.
    """
    classes = [((0, 0), 26)] + [((v, v), 2) for v in range(2, 10)] + [((10, 10), 8), ((11, 1), 2)]
    high, low, pairs = {}, {}, set()
    for counts in product(*(range(min(n, 7) + 1) for _, n in classes)):
        if sum(counts) != 7:
            continue
        ways = 1
        for (_, n), k in zip(classes, counts):
            ways *= comb(n, k)
        h = sum(k * points[0] for (points, _), k in zip(classes, counts))
        l = sum(k * points[1] for (points, _), k in zip(classes, counts))
        high[h] = high.get(h, 0) + ways
        low[l] = low.get(l, 0) + ways
        pairs.add((h, l))
    total = comb(52, 7)
    return (
        {h: Fraction(w, total) for h, w in high.items()},
        {l: Fraction(w, total) for l, w in low.items()},
        pairs,
    )


BY_CLASSES = _by_classes()


def expected_declare(high_total, low_total, players):
    """The likelier rule written out on the independently counted distributions."""
    high, low, _ = BY_CLASSES
    p_high = sum((p for x, p in high.items() if x <= high_total), Fraction(0)) ** (players - 1)
    p_low = sum((p for y, p in low.items() if y >= low_total), Fraction(0)) ** (players - 1)
    return "high" if p_high >= p_low else "low"


def test_point_distributions_are_exact():
    high, low = stud_score.point_distributions()
    assert sum(high.values()) == 1 and sum(low.values()) == 1
    assert (high, low) == BY_CLASSES[:2]
    assert high[0] == low[0] == Fraction(comb(26, 7), comb(52, 7))  # seven red cards
    assert max(high) == 72  # two black aces (22) and five tens (50)
    assert max(low) == 70  # seven tens and faces
    assert 1 not in high and 1 in low  # a black ace alone is 1 only in the low total


def test_likelier_table_covers_every_reachable_pair():
    pairs = BY_CLASSES[2]
    for players in (2, 7):
        table = stud_score.likelier_table(players)
        assert set(table) == pairs
        for (h, l), side in table.items():
            assert side == expected_declare(h, l, players)
    table = stud_score.likelier_table(5)
    # Without black aces H == L and the switch comes between 23 and 24 ...
    assert table[(23, 23)] == "low" and table[(24, 24)] == "high"
    # ... but a black ace counts 11 high and 1 low, which moves it.
    assert table[(30, 20)] == "high" and table[(30, 10)] == "low"
    assert table[(34, 14)] == "low" and table[(35, 15)] == "high"
    assert table[(0, 0)] == "low" and table[(72, 52)] == "high"
    # Equal chances go high (no reachable pair ties, so use a made-up one:
    # P(X <= 72) = P(Y >= 0) = 1).
    assert stud_score.declare_likelier(72, 0, 4) == "high"


# ---------------------------------------------------------------------------
# Colored Poker: deal and showdown
# ---------------------------------------------------------------------------

RICH = ["Ks", "Qs", "Ac", "9c", "2h", "3d", "Tc"]  # H 50, L 40 (the ace: 11 high, 1 low)
SMALL = ["2c", "3s", "4h", "5d", "6h", "7d", "8h"]  # H = L = 5
TINY = ["Ah", "Kh", "Kd", "Qd", "2s", "Jh", "Td"]  # H = L = 2 (red cards count 0)


def test_colored_deal_order_totals_and_split_pot():
    deck = passes([RICH, SMALL, TINY])
    deal = stud_score.play_colored_poker(deck, players=3)
    assert deal["cards"] == [RICH, SMALL, TINY]  # d, d, u, u, u, u, d, seat 0 first
    assert deal["high_totals"] == [50, 5, 2]
    assert deal["low_totals"] == [40, 5, 2]
    assert deal["declares"] == ["high", "low", "low"]
    assert deal["high_winners"] == [0]
    assert deal["low_winners"] == [2]  # the lowest L among the low declarers
    assert deal["shares"] == [0.5, 0.0, 0.5]
    assert deal["winners"] == [0, 2]
    assert deal["scoop"] is False
    assert deal["twisted"] == [False, False, False]


def test_colored_forced_declares_and_empty_side():
    deck = passes([RICH, SMALL, TINY])
    high = stud_score.play_colored_poker(deck, players=3, declare="high")
    assert high["declares"] == ["high"] * 3
    assert high["high_winners"] == [0] and high["low_winners"] == []
    assert high["shares"] == [1.0, 0.0, 0.0]  # nobody low: the high winner takes all
    assert high["scoop"] is True and high["winners"] == [0]

    low = stud_score.play_colored_poker(deck, players=3, declare="low")
    assert low["declares"] == ["low"] * 3  # even the 50-point seat
    assert low["high_winners"] == [] and low["low_winners"] == [2]
    assert low["shares"] == [0.0, 0.0, 1.0] and low["scoop"] is True


def test_colored_ties_split_their_half():
    also_five = ["5s", "Ah", "Kh", "Kd", "Qd", "Jh", "Td"]  # H = L = 5
    deal = stud_score.play_colored_poker(passes([RICH, SMALL, also_five]), players=3)
    assert deal["declares"] == ["high", "low", "low"]
    assert deal["low_winners"] == [1, 2]
    assert deal["shares"] == [0.5, 0.25, 0.25]
    assert deal["scoop"] is False

    # Both seats high on 49: nobody low, the whole pot is split.
    a = ["Ks", "Qs", "Jc", "Tc", "9s", "2h", "3h"]
    b = ["Kc", "Qc", "Js", "Ts", "9c", "4h", "5h"]
    deal = stud_score.play_colored_poker(passes([a, b]), players=2)
    assert deal["high_totals"] == [49, 49]
    assert deal["declares"] == ["high", "high"]
    assert deal["high_winners"] == [0, 1] and deal["low_winners"] == []
    assert deal["shares"] == [0.5, 0.5] and deal["scoop"] is False


def test_colored_likelier_uses_both_totals():
    # Without a black ace H = L = 29 would go high, but the ace makes L 19.
    low_ace = ["Ac", "Ks", "8s", "2h", "3h", "4h", "5h"]  # H 29, L 19
    high_ace = ["As", "Kc", "9c", "6h", "7h", "8h", "9h"]  # H 30, L 20
    deal = stud_score.play_colored_poker(passes([low_ace, high_ace]), players=2)
    assert (deal["high_totals"], deal["low_totals"]) == ([29, 30], [19, 20])
    assert stud_score.likelier_table(2)[(29, 29)] == "high"
    assert deal["declares"] == ["low", "high"]
    assert deal["declares"] == [expected_declare(29, 19, 2), expected_declare(30, 20, 2)]
    assert deal["shares"] == [0.5, 0.5]


# ---------------------------------------------------------------------------
# Colored Poker: the twist
# ---------------------------------------------------------------------------


def test_twist_replaces_the_worst_card_in_place_from_the_top():
    high = ["Ks", "2h", "Qs", "Jc", "5d", "Tc", "9s"]  # H 49: high; 2h and 5d are worth 0
    low = ["2c", "7s", "3h", "7c", "4d", "Ah", "5h"]  # L 16: low; 7s and 7c are worth 7
    deck = passes([high, low], then=["Ac", "3d"])
    deal = stud_score.play_colored_poker(deck, players=2, twist=True)
    assert deal["twisted"] == [True, True]
    # Equal worst cards: the earliest received goes.  Seat 0 twists first and
    # gets the top card; the new card takes the old one's position.
    assert deal["cards"][0] == ["Ks", "Ac", "Qs", "Jc", "5d", "Tc", "9s"]
    assert deal["cards"][1] == ["2c", "3d", "3h", "7c", "4d", "Ah", "5h"]
    assert deal["high_totals"] == [60, 9] and deal["low_totals"] == [50, 9]
    assert deal["declares"] == ["high", "low"]
    assert deal["shares"] == [0.5, 0.5]

    never = stud_score.play_colored_poker(deck, players=2, twist=True, twist_policy="never")
    assert never["twisted"] == [False, False]
    assert never["cards"] == [high, low]
    plain = stud_score.play_colored_poker(deck, players=2)
    assert plain["cards"] == [high, low] and plain["twisted"] == [False, False]


def test_twist_thresholds_and_ace_values():
    # High side: the lowest HIGH value must be <= 3; low side: the highest LOW
    # value must be >= 4 (a black ace is 1 there, not 11).
    high_ok = ["Ks", "Qs", "Jc", "Tc", "9s", "8c", "4s"]  # lowest 4: keeps
    low_ok = ["2c", "3s", "As", "Ah", "Kd", "Qh", "Jd"]  # H 16 L 6, highest low 3: keeps
    deal = stud_score.play_colored_poker(passes([high_ok, low_ok], then=["Kc"]), players=2, twist=True)
    assert deal["declares"] == ["high", "low"]
    assert deal["twisted"] == [False, False]
    assert deal["cards"] == [high_ok, low_ok]

    high_three = ["Ks", "Qs", "Jc", "Tc", "9s", "3s", "8c"]  # lowest 3: twists
    low_four = ["2c", "4c", "As", "Ah", "Kd", "Qh", "Jd"]  # H 17 L 7, highest low 4: twists
    deck = passes([high_three, low_four], then=["Kc", "2h"])
    deal = stud_score.play_colored_poker(deck, players=2, twist=True)
    assert deal["twisted"] == [True, True]
    assert deal["cards"][0][5] == "Kc"  # an up card: the new one is dealt up in its place
    assert deal["cards"][1][1] == "2h"  # a down card, not the 11-point As
    assert deal["low_totals"][1] == 3


def test_twist_comes_before_the_declare_and_skips_non_twisters():
    keeps = ["Ks", "Qs", "Jc", "Tc", "9s", "8c", "4s"]  # H 61, no twist
    flips = ["2c", "3c", "4c", "9c", "5s", "2h", "3h"]  # L 23: low; the 9c goes
    deck = passes([keeps, flips], then=["Kc"])
    deal = stud_score.play_colored_poker(deck, players=2, twist=True)
    assert deal["twisted"] == [False, True]
    assert deal["cards"][1][3] == "Kc"  # seat 0 took nothing, so seat 1 gets the top card
    assert deal["low_totals"][1] == 24
    assert deal["declares"] == ["high", "high"]  # declared on the final totals
    assert deal["high_winners"] == [0] and deal["low_winners"] == []
    assert deal["scoop"] is True


def test_twist_side_follows_a_forced_declare():
    all_red = ["2h", "3h", "4h", "5h", "6h", "7h", "8h"]  # likelier: low, nothing to twist
    rich = ["Ks", "Qs", "Jc", "Tc", "9s", "8c", "4s"]
    deck = passes([all_red, rich], then=["Kc", "2d"])
    likelier = stud_score.play_colored_poker(deck, players=2, twist=True)
    assert likelier["twisted"] == [False, False]
    high = stud_score.play_colored_poker(deck, players=2, twist=True, declare="high")
    assert high["twisted"] == [True, False]  # high side: its 0-point 2h goes
    assert high["cards"][0][0] == "Kc"
    low = stud_score.play_colored_poker(deck, players=2, twist=True, declare="low")
    assert low["twisted"] == [False, True]  # low side: the Ks (10, earliest of the 10s) goes
    assert low["cards"][1][0] == "Kc"


def test_colored_refuses_bad_options():
    deck = full_deck()
    with pytest.raises(ValueError, match="2..7 seats"):
        stud_score.play_colored_poker(deck, players=8)
    with pytest.raises(ValueError, match="2..7 seats"):
        stud_score.play_colored_poker(deck, players=1)
    with pytest.raises(ValueError, match="2..6 seats"):
        stud_score.play_colored_poker(deck, players=7, twist=True)
    stud_score.play_colored_poker(deck, players=6, twist=True)
    with pytest.raises(ValueError, match="declare"):
        stud_score.play_colored_poker(deck, players=4, declare="both")
    with pytest.raises(ValueError, match="twist_policy"):
        stud_score.play_colored_poker(deck, players=4, twist=True, twist_policy="sometimes")
    with pytest.raises(ValueError, match="twist"):
        stud_score.play_colored_poker(deck, players=4, twist="yes")
    with pytest.raises(ValueError, match="ran out"):
        stud_score.play_colored_poker(deck[:13], players=2)
    with pytest.raises(ValueError, match="twice"):
        stud_score.play_colored_poker(deck + ["2c"], players=2)
    with pytest.raises(ValueError):
        stud_score.likelier_table(8)
    with pytest.raises(ValueError):
        stud_score.simulate_colored_poker(1, players=7, twist=True)


# ---------------------------------------------------------------------------
# Blind Baseball
# ---------------------------------------------------------------------------


def test_blind_turn_order_resume_and_out():
    s0 = ["5c", "2c", "5d", "8h", "3s", "7d", "Ts"]
    s1 = ["3d", "Kh", "2h", "Ks", "6c", "9s", "4d"]
    s2 = ["4s", "7h", "Kd", "2s", "Jd", "Qc", "Ah"]
    deal = stud_score.play_blind_baseball(passes([s0, s1, s2]), players=3)
    # Seat 0 opens with the 5c; seat 1 beats it with K-3; seat 2 with K-7-4;
    # seat 0 resumes after his 5c and pairs up (5-2-5); seat 1 pairs kings;
    # seat 2 runs out of cards, then seat 0 (seat 1 is the leader).
    assert deal["turned"] == [s0, s1[:4], s2]
    assert deal["turns"] == [3, 2, 2]
    assert deal["out"] == [True, False, True]
    assert deal["winner"] == 1 and deal["winners"] == [1]
    assert deal["shares"] == [0.0, 1.0, 0.0]
    assert deal["shared"] is None
    assert deal["extras"] == [0, 0, 0]
    assert deal["piles"] == [s0, s1, s2]
    # Final hands use the whole pile, turned or not.
    assert deal["hands"] == [
        ("one-pair", (5, 5, 10, 8, 7), True),
        ("one-pair", (13, 13, 9, 6, 4), True),
        ("high-card", (14, 13, 12, 11, 7), True),
    ]
    assert deal["wild_held"] == [0, 0, 0]


def test_blind_equal_is_no_beat_and_wild_cards():
    s0 = ["As", "Kh", "9h", "2c", "3c", "5d", "7d"]
    s1 = ["9c", "Kd", "Qs", "Jd", "8c", "6h", "2d"]
    deal = stud_score.play_blind_baseball(passes([s0, s1]), players=2, wild=(9,))
    # Alone, the wild 9c is an ace: equal to seat 0's natural ace, not a
    # beat; with the Kd it pairs the king.  Seat 0's A-K loses to that; his
    # wild 9h pairs his ace.  Seat 1 never gets past a pair of kings.
    assert deal["turned"] == [["As", "Kh", "9h"], s1]
    assert deal["turns"] == [2, 2]
    assert deal["winner"] == 0 and deal["out"] == [False, True]
    # Seat 0's whole pile: the wild 9h is the 4 of a wheel.
    assert deal["hands"][0] == ("straight", (5,), False)
    assert deal["hands"][1] == ("one-pair", (13, 13, 12, 11, 8), False)
    assert deal["wild_held"] == [1, 1]

    # Without wild cards the 9c is a 9 and seat 1 never beats the ace.
    plain = stud_score.play_blind_baseball(passes([s0, s1]), players=2)
    assert plain["turned"] == [["As"], s1]
    assert plain["turns"] == [1, 1] and plain["winner"] == 0
    assert plain["wild_held"] == [0, 0]


def test_blind_fours_chain_opening_four_and_empty_pile_turn():
    s0 = ["4c", "9c", "9d", "Ts", "Jh", "Qd", "2s"]
    s1 = ["2d", "4h", "3c", "7d", "8h", "Qs", "Kh"]
    deck = passes([s0, s1], then=["Kc", "4d", "4s", "2h"])
    deal = stud_score.play_blind_baseball(deck, players=2, four_extra=True)
    # The opening 4c earns seat 0 the Kc; seat 1's 4h earns the 4d, which
    # when turned earns the 4s, which earns the 2h.  Extras go at the end.
    assert deal["piles"] == [s0 + ["Kc"], s1 + ["4d", "4s", "2h"]]
    assert deal["extras"] == [1, 3]
    # Seat 0 leads with 9-9, seat 1 makes trips with the extra 4s, seat 0 a
    # 9-K straight with the extra Kc, seat 1 a full house with the extra 2h;
    # seat 0 then has no card left: out at once, and that is still a turn.
    assert deal["turned"] == deal["piles"]
    assert deal["turns"] == [5, 4]
    assert deal["winner"] == 1 and deal["out"] == [True, False]
    assert deal["hands"][0] == ("straight", (13,), True)
    assert deal["hands"][1] == ("full-house", (4, 4, 4, 2, 2), True)

    plain = stud_score.play_blind_baseball(deck, players=2)
    assert plain["extras"] == [0, 0] and plain["piles"] == [s0, s1]


def test_blind_pile_of_thirteen_cards():
    s0 = ["4c", "4d", "4h", "4s", "2c", "3c", "6d", "7h", "8s"]
    s1 = ["5c", "5d", "5h", "5s", "2d", "3d", "6c", "7c", "9h"]
    deck = passes([s0, s1], then=["Kc", "Qd", "Jh", "Ts"])
    deal = stud_score.play_blind_baseball(deck, players=2, innings=9, four_extra=True)
    # Each 4 earns seat 0 an extra card; seat 1 answers every time with a 5.
    assert deal["extras"] == [4, 0]
    assert len(deal["piles"][0]) == 13
    assert deal["turned"] == [deal["piles"][0], ["5c", "5d", "5h", "5s"]]
    assert deal["turns"] == [5, 4]
    assert deal["winner"] == 1
    assert deal["hands"][0] == ("four-of-a-kind", (4, 4, 4, 4, 13), True)
    assert deal["hands"][1] == ("four-of-a-kind", (5, 5, 5, 5, 9), True)


# Nine innings at six seats: 8 passes, then the shared card As.  Seats 1-5
# hold eight unpaired cards each, no ace, and no straight or flush even with
# the As; seat 1's are the best of them with an ace on top.
SHARED_SEATS = [
    ["Ah", "Jd", "Jh", "5h", "5s", "Qc", "Kd", "Kc"],
    ["4s", "5d", "7h", "8s", "9c", "Td", "Qh", "Ks"],  # with the As: A-K-Q-T-9
    ["2c", "3d", "4h", "6h", "7c", "8d", "9h", "Js"],  # A-J-9-8-7
    ["2d", "3h", "5c", "6s", "7d", "9s", "Th", "Qd"],  # A-Q-T-9-7
    ["2h", "3s", "4d", "6c", "8c", "9d", "Jc", "Kh"],  # A-K-J-9-8
    ["2s", "3c", "4c", "6d", "7s", "8h", "Tc", "Qs"],  # A-Q-T-8-7
]


def test_blind_shared_card_counts_once_turned():
    deck = passes(SHARED_SEATS, then=["As"])
    deal = stud_score.play_blind_baseball(deck, players=6, innings=9)
    assert deal["shared"] == "As"
    assert deal["piles"] == [cards + ["As"] for cards in SHARED_SEATS]
    # Seat 1 only beats seat 0's opening Ah once he turns the shared As; the
    # others turn everything and fall short; seat 0 pairs his jacks; seat 1
    # has nothing left.
    assert deal["turned"][1] == deal["piles"][1]
    assert all(deal["turned"][s] == deal["piles"][s] for s in range(2, 6))
    assert deal["turned"][0] == ["Ah", "Jd", "Jh"]
    assert deal["turns"] == [2, 2, 1, 1, 1, 1]
    assert deal["winner"] == 0
    assert deal["out"] == [False] + [True] * 5
    # The final hand takes in the shared card even though seat 0 never turned it.
    assert deal["hands"][0] == ("two-pair", (14, 14, 13, 13, 12), True)
    assert deal["hands"][1] == ("high-card", (14, 13, 12, 10, 9), True)

    wild = stud_score.play_blind_baseball(deck, players=6, innings=9, wild=(14,))
    assert wild["wild_held"] == [2, 1, 1, 1, 1, 1]  # the shared ace is in every pile


def test_blind_extra_cards_go_before_the_shared_card():
    # Same deal, with extras: the stock is Ts, Ac, Ad.
    deck = passes(SHARED_SEATS, then=["As", "Ts", "Ac", "Ad"])
    deal = stud_score.play_blind_baseball(deck, players=6, innings=9, four_extra=True)
    assert deal["piles"][1] == SHARED_SEATS[1] + ["Ts", "As"]
    assert deal["piles"][2] == SHARED_SEATS[2] + ["Ac", "As"]
    assert deal["piles"][4] == SHARED_SEATS[4] + ["Ad", "As"]
    assert deal["piles"][5] == SHARED_SEATS[5] + ["As"]  # its 4c finds the stock empty
    assert deal["extras"] == [0, 1, 1, 0, 1, 0]
    # Seat 1 pairs his tens with the extra Ts; seat 2 beats that with his
    # extra Ac and the shared As; seat 3 falls short; seat 4 beats seat 2
    # with the Ad and As (king kicker); seat 5 falls short; seat 0 makes
    # jacks and fives; seat 1 turns the shared As, his fifth spade with the
    # extra Ts: a flush, which seat 0's remaining cards cannot beat.
    assert deal["turned"] == deal["piles"]
    assert deal["turns"] == [3, 2, 2, 1, 2, 1]
    assert deal["winner"] == 1
    assert deal["out"] == [True, False, True, True, True, True]
    assert deal["hands"][1] == ("flush", (14, 13, 10, 8, 4), True)
    assert deal["hands"][4] == ("one-pair", (14, 14, 13, 11, 9), True)


def test_blind_turned_shared_four_earns_a_card_at_the_end():
    # The shared card is the 4s; the stock is As, Ac, Ad.  Seats 1-5 hold no
    # ace and no 4; seat 0 holds Ah and the other 4s.
    seats = [
        ["Ah", "4c", "4d", "4h", "3c", "5s", "8s", "Jc"],
        ["2c", "3s", "6c", "8h", "9d", "Jd", "Qs", "Kc"],  # with an ace: A-K-Q-J-9
        ["2h", "5c", "6d", "7h", "9s", "Ts", "Jh", "Qh"],  # A-Q-J-T-9
        ["3h", "5h", "7d", "8c", "9c", "Tc", "Qc", "Ks"],  # A-K-Q-T-9
        ["2s", "3d", "6h", "7c", "8d", "Td", "Js", "Kh"],  # no ace left: K high
        ["2d", "5d", "6s", "7s", "9h", "Th", "Qd", "Kd"],  # no ace left
    ]
    deck = passes(seats, then=["4s", "As", "Ac", "Ad"])
    deal = stud_score.play_blind_baseball(deck, players=6, innings=9, four_extra=True)
    assert deal["shared"] == "4s"
    assert deal["piles"][1] == seats[1] + ["4s", "As"]  # the extra follows the turned shared 4
    assert deal["piles"][2] == seats[2] + ["4s", "Ac"]
    assert deal["piles"][3] == seats[3] + ["4s", "Ad"]
    assert deal["piles"][4] == seats[4] + ["4s"]
    assert deal["piles"][0] == seats[0] + ["4s"]  # seat 0's 4s come when the stock is empty
    assert deal["extras"] == [0, 1, 1, 1, 0, 0]
    assert deal["turned"][0] == ["Ah", "4c", "4d"]
    assert deal["turns"] == [2, 2, 1, 1, 1, 1]
    assert deal["winner"] == 0


def test_blind_refuses_bad_options():
    deck = full_deck()
    with pytest.raises(ValueError, match="2..7 seats"):
        stud_score.play_blind_baseball(deck, players=8)
    with pytest.raises(ValueError, match="2..6 seats"):
        stud_score.play_blind_baseball(deck, players=7, innings=9)
    with pytest.raises(ValueError, match="2..7 seats"):
        stud_score.play_blind_baseball(deck, players=1)
    with pytest.raises(ValueError, match="innings"):
        stud_score.play_blind_baseball(deck, players=4, innings=8)
    for wild in ((1,), (15,), ("3",), 3, "39"):
        with pytest.raises(ValueError, match="wild"):
            stud_score.play_blind_baseball(deck, players=4, wild=wild)
    with pytest.raises(ValueError, match="four_extra"):
        stud_score.play_blind_baseball(deck, players=4, four_extra="yes")
    with pytest.raises(ValueError, match="ran out"):
        stud_score.play_blind_baseball(deck[:20], players=4)
    # A short last pass gives the shared card (with a full deck only at 9 x 6).
    assert stud_score.play_blind_baseball(deck, players=6, innings=9)["shared"] is not None
    assert stud_score.play_blind_baseball(deck, players=7, innings=7)["shared"] is None
    assert stud_score.play_blind_baseball(deck, players=5, innings=9)["shared"] is None


# ---------------------------------------------------------------------------
# The simulate drivers
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "players, options",
    [
        (7, {}),
        (6, {"twist": True}),
        (4, {"twist": True, "declare": "high"}),
        (3, {"declare": "low"}),
        (5, {"twist": True, "twist_policy": "never"}),
    ],
)
def test_simulate_colored_poker(players, options):
    deals = 60
    result = stud_score.simulate_colored_poker(deals, players=players, seed=3, **options)
    assert set(result) == {
        "deals", "declare_high", "declare_low", "scoop", "seat_win", "high_winning_total",
        "low_winning_total", "no_high", "no_low", "twists", "high_tie", "low_tie",
    }
    assert result["deals"] == deals
    assert result["declare_high"] + result["declare_low"] == deals * players
    assert sum(result["seat_win"].values()) == pytest.approx(deals)
    assert sum(result["high_winning_total"].values()) + result["no_high"] == deals
    assert sum(result["low_winning_total"].values()) + result["no_low"] == deals
    assert result["scoop"] <= result["no_high"] + result["no_low"]
    declare = options.get("declare")
    if declare == "high":
        assert result["no_low"] == deals and result["declare_high"] == deals * players
    if declare == "low":
        assert result["no_high"] == deals and result["declare_low"] == deals * players
    if not options.get("twist") or options.get("twist_policy") == "never":
        assert result["twists"] == 0
    else:
        assert 0 < result["twists"] <= deals * players
    assert stud_score.simulate_colored_poker(deals, players=players, seed=3, **options) == result


@pytest.mark.parametrize(
    "players, options",
    [
        (7, {}),
        (7, {"wild": (3, 9), "four_extra": True}),
        (6, {"innings": 9, "four_extra": True}),
        (3, {"innings": 9, "wild": (2,)}),
    ],
)
def test_simulate_blind_baseball(players, options):
    deals = 25
    result = stud_score.simulate_blind_baseball(deals, players=players, seed=3, **options)
    assert set(result) == {
        "deals", "winner_category", "hand_category", "seat_win", "out", "turned", "turns",
        "extra_cards", "wild_held", "tie",
    }
    assert result["deals"] == deals
    assert sum(result["winner_category"].values()) == deals
    assert sum(result["hand_category"].values()) == deals * players
    assert sum(result["seat_win"].values()) == deals
    assert result["out"] == deals * (players - 1)
    assert sum(result["turned"].values()) == deals * players
    assert sum(result["turns"].values()) == deals * players
    assert result["turns"][0] == 0  # every seat gets at least one turn
    assert sum(result["extra_cards"].values()) == deals * players
    assert sum(result["wild_held"].values()) == deals * players
    assert result["tie"] == 0
    if not options.get("four_extra"):
        assert result["extra_cards"] == {0: deals * players}
    if not options.get("wild"):
        assert result["wild_held"] == {0: deals * players}
    assert stud_score.simulate_blind_baseball(deals, players=players, seed=3, **options) == result

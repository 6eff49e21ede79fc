"""Hand-built deals for the reference simulators in ``tests/reference/stud_more.py``.

Each deck is written in dealing order (seat 0 first in every pass; extra
cards where the rules put them), then padded with the unused cards so it is
a full deck (a few half-court tests use a deliberately short deck).
:func:`by_street` builds the dealing order from each seat's cards when every
seat gets every street.
"""

import pytest

try:
    from tests.reference import stud_more
    from tests.reference.evaluator import full_deck
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import stud_more
    from reference.evaluator import full_deck


def stack(dealt):
    """``dealt`` on top, then every other card in the fixed deck order."""
    assert len(set(dealt)) == len(dealt)
    return list(dealt) + [c for c in full_deck() if c not in dealt]


def by_street(*seats):
    """Dealing order when seat i gets ``seats[i][street]`` on every street."""
    assert len({len(cards) for cards in seats}) == 1
    return [cards[street] for street in range(len(seats[0])) for cards in seats]


# ---------------------------------------------------------------------------
# Countdown
# ---------------------------------------------------------------------------


def test_countdown_never_fold_two_seats_make_deuces_wild():
    deck = stack(
        by_street(
            # down down | up  up  up  up | down
            ["Ah", "Ad", "Kc", "7d", "9s", "4h", "2c"],
            ["Qs", "Qh", "Qd", "5c", "8h", "3s", "Js"],
        )
    )
    deal = stud_more.play_countdown(deck, players=2, fold="never")
    assert deal["still_in"] == [0, 1] and deal["uncontested"] is False
    assert deal["folds_by_round"] == [0, 0, 0, 0, 0]
    assert deal["wild_rank"] == 2  # two seats still in: deuces
    assert deal["hands"][0] == ("three-of-a-kind", (14, 14, 14, 13, 9), False)
    assert deal["hands"][1] == ("three-of-a-kind", (12, 12, 12, 11, 8), True)
    assert deal["wild_held"] == [1, 0]
    assert deal["winners"] == [0] and deal["shares"] == [1.0, 0.0]
    # With nothing wild seat 1's queens beat seat 0's aces.
    assert deal["natural_winners"] == [1]
    assert deal["wild_changes_winner"] is True
    # Volatility is judged with nothing wild: the queens lead all the way.
    assert deal["full_leaders"] == [1, 1, 1, 1, 1]
    assert deal["full_leader_won"] == [False] * 5
    assert deal["showing_leaders"] == [0, 0, 0, 0, 0]  # the Kc shows highest
    assert deal["showing_leader_won"] == [True] * 5
    assert deal["lead_changes"] == 0


COUNTDOWN_FOUR = [
    "Ac", "2d", "Kc", "Qd",  # first down card, seats 0..3
    "Ad", "7h", "Kd", "3h",  # second down card
    "5s", "Jd", "9h", "8c",  # street 3: seat 1 (2-7-J, jack high) folds at cutoff Q
    "6c", "3d", "4s",  # street 4 to seats 0, 2, 3 only
    "9c", "Td", "Th",
    "Jc", "2s", "5h",
    "Qh", "8s", "3s",  # final down card
]


def test_countdown_threshold_fold_skips_folded_seat_and_sets_the_wild():
    deal = stud_more.play_countdown(stack(COUNTDOWN_FOUR), players=4, fold="threshold", cutoff="Q")
    assert deal["folds_by_round"] == [1, 0, 0, 0, 0]
    assert deal["still_in"] == [0, 2, 3]
    assert [len(cards) for cards in deal["seats"]] == [7, 3, 7, 7]
    assert deal["seats"][2][3] == ("3d", "up")  # the card after seat 0's went to seat 2
    assert deal["wild_rank"] == 3  # three seats still in: treys wild
    assert deal["hands"][0] == ("one-pair", (14, 14, 12, 11, 9), True)
    assert deal["hands"][1] is None
    assert deal["hands"][2] == ("three-of-a-kind", (13, 13, 13, 10, 9), False)
    # Two wild treys: 8-T-Q plus a 9 and a jack.
    assert deal["hands"][3] == ("straight", (12,), False)
    assert deal["wild_held"] == [0, None, 1, 2]
    assert deal["winners"] == [3] and deal["shares"] == [0.0, 0.0, 0.0, 1.0]
    assert deal["natural_winners"] == [0] and deal["wild_changes_winner"] is True
    # Leaders among the seats still in, nothing wild.  Seat 1's folded Jd
    # would have led the showing hands in round 1; seat 2's 9h leads instead.
    assert deal["full_leaders"] == [0, 0, 0, 0, 0]
    assert deal["showing_leaders"] == [2, 2, 2, 0, 0]
    assert deal["full_leader_won"] == [False] * 5
    assert deal["lead_changes"] == 0


def test_countdown_cutoff_variants():
    deck = stack(COUNTDOWN_FOUR)
    # "2" never folds: four seats reach the end and fours are wild.
    deal = stud_more.play_countdown(deck, players=4, cutoff="2")
    assert deal["still_in"] == [0, 1, 2, 3] and deal["wild_rank"] == 4
    assert deal["folds_by_round"] == [0] * 5
    # A jack-high seat stays at cutoff J ("10" is accepted for T, too).
    assert stud_more.play_countdown(deck, players=4, cutoff="J")["still_in"] == [0, 1, 2, 3]
    assert stud_more.play_countdown(deck, players=4, cutoff="10")["still_in"] == [0, 1, 2, 3]
    # "pair" folds every seat without a pair: seats 1 and 3 here.
    deal = stud_more.play_countdown(deck, players=4, cutoff="pair")
    assert deal["still_in"] == [0, 2] and deal["wild_rank"] == 2
    assert deal["folds_by_round"] == [2, 0, 0, 0, 0]
    # "A" keeps only pairs and aces: the same two seats.
    assert stud_more.play_countdown(deck, players=4, cutoff="A")["still_in"] == [0, 2]


def test_countdown_last_seat_never_folds_and_the_deal_ends_at_once():
    deck = stack(
        [
            "2c", "3c", "2h",
            "7d", "8d", "5d",
            "9s", "Jh", "Ts",  # seats 0 and 1 fold; seat 2 (T-5-2) is alone and stays
            "As", "Ah", "Ad",  # never dealt
        ]
    )
    deal = stud_more.play_countdown(deck, players=3, cutoff="pair")
    assert deal["folds_by_round"] == [2, 0, 0, 0, 0]
    assert deal["still_in"] == [2] and deal["uncontested"] is True
    assert [len(cards) for cards in deal["seats"]] == [3, 3, 3]  # no more cards
    assert deal["wild_rank"] is None
    # Nothing is wild for the lone seat (its deuce is just a deuce).
    assert deal["hands"] == [None, None, ("high-card", (10, 5, 2), True)]
    assert deal["wild_held"] == [None, None, 0]
    assert deal["winners"] == [2] and deal["shares"] == [0.0, 0.0, 1.0]
    assert deal["natural_winners"] == [2] and deal["wild_changes_winner"] is False
    # The remaining rounds repeat the last state: the lone seat leads.
    assert deal["full_leaders"] == [2] * 5 and deal["showing_leaders"] == [2] * 5
    assert deal["full_leader_won"] == [True] * 5 and deal["lead_changes"] == 0


def test_countdown_leaders_and_wild_with_a_fold():
    deck = stack(
        [
            "2c", "3c", "4c",
            "7d", "8d", "4d",
            "9s", "Jh", "6s",  # seat 0 folds at cutoff J; seat 1 J high, seat 2 pair
            "Kh", "2h",  # street 4: seats 1, 2
            "Ks", "9c",
            "5d", "Tc",
            "Qc", "6d",  # final down card
        ]
    )
    deal = stud_more.play_countdown(deck, players=3)
    assert deal["folds_by_round"] == [1, 0, 0, 0, 0]
    assert deal["wild_rank"] == 2  # two seats left: deuces
    assert deal["hands"][1] == ("one-pair", (13, 13, 12, 11, 8), True)
    # 6-6-4-4 plus the wild 2h: sixes full of fours.
    assert deal["hands"][2] == ("full-house", (6, 6, 6, 4, 4), False)
    assert deal["wild_held"] == [None, 0, 1]
    assert deal["winners"] == [2] and deal["natural_winners"] == [2]
    assert deal["wild_changes_winner"] is False
    # Full: fours, fours, then kings twice, then two pair (nothing wild).
    assert deal["full_leaders"] == [2, 2, 1, 1, 2]
    assert deal["showing_leaders"] == [1, 1, 1, 1, 1]
    assert deal["full_leader_won"] == [True, True, False, False, True]
    assert deal["lead_changes"] == 2


def test_countdown_refuses_bad_seats_and_options():
    with pytest.raises(ValueError, match="2..7 seats"):
        stud_more.play_countdown(full_deck(), players=8)
    with pytest.raises(ValueError, match="2..7 seats"):
        stud_more.play_countdown(full_deck(), players=1)
    with pytest.raises(ValueError, match="fold"):
        stud_more.play_countdown(full_deck(), fold="sometimes")
    for cutoff in ("1", "Pair", "jack", 11):
        with pytest.raises(ValueError, match="cutoff"):
            stud_more.play_countdown(full_deck(), cutoff=cutoff)


# ---------------------------------------------------------------------------
# Kings and Little Ones
# ---------------------------------------------------------------------------


def test_kings_and_little_ones_little_rank_is_per_seat_and_moves():
    deck = stack(
        by_street(
            ["Kh", "Ks", "5d", "5s", "8h", "3c", "Ad"],  # down K, K, A: little K
            ["5c", "9h", "Qc", "Qd", "3s", "7c", "3d"],  # down 5, 9, then 3: little 3
        )
    )
    deal = stud_more.play_kings_and_little_ones(deck, players=2)
    # Kings count when finding the little one; the final down 3d lowers
    # seat 1's from 5 to 3.
    assert deal["little_rank"] == [13, 3]
    # Seat 0's 3c is not wild for seat 0 (3s are seat 1's little ones).
    assert deal["hands"][0] == ("four-of-a-kind", (5, 5, 5, 5, 14), False)
    # Seat 1: the 3s and 3d are wild, its 5c no longer is.
    assert deal["hands"][1] == ("four-of-a-kind", (12, 12, 12, 12, 9), False)
    assert deal["wild_held"] == [2, 2]
    assert deal["winners"] == [1] and deal["shares"] == [0.0, 1.0]
    # Rounds 1-4 use seat 1's little 5 (two down cards): the wild 5c gives
    # it at most three queens, below seat 0's kings-made fives.
    assert deal["full_leaders"] == [0, 0, 0, 0, 1]
    assert deal["showing_leaders"] == [1] * 5
    assert deal["lead_changes"] == 1
    assert deal["full_leader_won"] == [False, False, False, False, True]


def test_kings_and_little_ones_aces_are_highest_and_kings_wild_everywhere():
    deck = stack(
        by_street(
            ["4c", "9d", "4h", "Qs", "Jd", "8c", "2h"],  # little 4, then 2
            ["Ah", "Ad", "Kc", "7s", "As", "3c", "Ac"],  # all down cards aces: little A
        )
    )
    deal = stud_more.play_kings_and_little_ones(deck, players=2)
    assert deal["little_rank"] == [2, 14]
    # Seat 0: the 2h fills 8-9-T-J-Q; the 4s are not wild any more.
    assert deal["hands"][0] == ("straight", (12,), False)
    # Seat 1: four aces and the Kc, all wild.
    assert deal["hands"][1] == ("five-of-a-kind", (14,), False)
    assert deal["wild_held"] == [1, 5]
    assert deal["winners"] == [1]
    # Round 1: seat 0's wild 4s make three nines, seat 1 three aces.
    # Showing: seat 1's up Kc is wild (an ace) against seat 0's 4h.
    assert deal["full_leaders"] == [1] * 5
    assert deal["showing_leaders"] == [1] * 5


def test_kings_and_little_ones_seat_limits():
    with pytest.raises(ValueError, match="2..7 seats"):
        stud_more.play_kings_and_little_ones(full_deck(), players=8)
    assert len(stud_more.play_kings_and_little_ones(full_deck(), players=7)["hands"]) == 7


# ---------------------------------------------------------------------------
# Three-Card Extra
# ---------------------------------------------------------------------------


def test_three_card_extra_low_up_cards_earn_one_extra_down_card():
    deck = stack(
        [
            "2c", "3d",  # seat 0's up 2 earns the 3d at once (an extra 3 earns nothing)
            "Ks",
            "4h", "Kd",  # seat 2's up 4 earns the Kd
            "9c", "2d", "Qh",  # the down street: seat 1's down 2 earns nothing
            "9h", "Kc",
            "3s", "Ah",  # seat 2's up 3 earns the Ah
        ]
    )
    deal = stud_more.play_three_card_extra(deck, players=3)
    assert deal["extras"] == [1, 0, 2]
    assert deal["seats"][0] == [("2c", "up"), ("3d", "extra"), ("9c", "down"), ("9h", "up")]
    assert deal["seats"][1] == [("Ks", "up"), ("2d", "down"), ("Kc", "up")]
    assert deal["hands"][0] == ("one-pair", (9, 9, 3), True)
    assert deal["hands"][1] == ("one-pair", (13, 13, 2), True)
    # Best three of five, no flushes: A-K-Q high with three hearts.
    assert deal["hands"][2] == ("high-card", (14, 13, 12), True)
    assert deal["winners"] == [1] and deal["shares"] == [0.0, 1.0, 0.0]
    assert deal["wild_held"] == [0, 0, 0]
    # Full hands include the extras (seat 2's 4h-Kd beats seat 1's lone Ks);
    # showing hands do not.
    assert deal["full_leaders"] == [2, 2, 1]
    assert deal["showing_leaders"] == [1, 1, 1]
    assert deal["lead_changes"] == 1


def test_three_card_extra_no_straights_or_flushes_and_fives_wild():
    deck = stack(
        [
            "Jh", "5s",  # a 5 earns no extra card
            "Qh", "8c",
            "Kh", "9d",
        ]
    )
    plain = stud_more.play_three_card_extra(deck, players=2)
    assert plain["extras"] == [0, 0]
    assert plain["hands"][0] == ("high-card", (13, 12, 11), True)  # no straight flush
    assert plain["hands"][1] == ("high-card", (9, 8, 5), True)
    assert plain["winners"] == [0]
    wild = stud_more.play_three_card_extra(deck, players=2, fives_wild=True)
    assert wild["extras"] == [0, 0]
    assert wild["hands"][1] == ("one-pair", (9, 9, 8), False)
    assert wild["wild_held"] == [0, 1]
    assert wild["winners"] == [1]
    # The wild 5s counts in the leader judgments too: an ace from round 1.
    assert wild["full_leaders"] == [1, 1, 1] and wild["showing_leaders"] == [1, 1, 1]
    assert plain["full_leaders"] == [0, 0, 0]  # without the wild, the jack leads


def test_three_card_extra_seat_limits():
    assert len(stud_more.play_three_card_extra(full_deck(), players=10)["hands"]) == 10
    with pytest.raises(ValueError, match="2..10 seats"):
        stud_more.play_three_card_extra(full_deck(), players=11)
    with pytest.raises(ValueError, match="fives_wild"):
        stud_more.play_three_card_extra(full_deck(), fives_wild="yes")


# ---------------------------------------------------------------------------
# Trump Is Wild
# ---------------------------------------------------------------------------

TRUMP = by_street(
    # down up   up    up    up   down
    ["Ac", "Ad", "9c", "4h", "Jd", "6s"],  # seat 0
    ["Kc", "Kd", "Ks", "5c", "8h", "Tc"],  # seat 1
    ["2h", "7s", "7d", "3s", "Qc", "9h"],  # the house, dealt last each street
)


def test_trump_house_last_card_sets_the_wild_for_every_hand():
    deal = stud_more.play_trump_is_wild(stack(TRUMP), players=2)
    assert [c for c, _ in deal["seats"][2]] == ["2h", "7s", "7d", "3s", "Qc", "9h"]
    assert deal["seats"][2][5] == ("9h", "down")
    assert deal["wild_rank"] == 9
    assert deal["hands"][0] == ("three-of-a-kind", (14, 14, 14, 11, 6), False)
    assert deal["hands"][1] == ("three-of-a-kind", (13, 13, 13, 10, 8), True)
    assert deal["hands"][2] == ("three-of-a-kind", (7, 7, 7, 12, 3), False)
    assert deal["wild_held"] == [1, 0, 1]
    assert deal["winners"] == [0] and deal["shares"] == [1.0, 0.0, 0.0]
    assert deal["house_share"] == 0.0
    # Volatility among all three hands with nothing wild: kings from round 2.
    assert deal["full_leaders"] == [0, 1, 1, 1, 1]
    assert deal["showing_leaders"] == [0, 1, 1, 1, 1]
    assert deal["lead_changes"] == 1
    assert deal["full_leader_won"] == [True, False, False, False, False]

    plain = stud_more.play_trump_is_wild(stack(TRUMP), players=2, house_wild=False)
    assert plain["wild_rank"] is None and plain["wild_held"] == [0, 0, 0]
    assert plain["hands"][0] == ("one-pair", (14, 14, 11, 9, 6), True)
    assert plain["winners"] == [1]
    assert plain["full_leaders"] == deal["full_leaders"]


def test_trump_house_can_win_with_its_own_trump():
    dealt = list(TRUMP)
    dealt[-1] = "7c"  # the house's last card: sevens wild, three of them its own
    deal = stud_more.play_trump_is_wild(stack(dealt), players=2)
    assert deal["wild_rank"] == 7
    assert deal["hands"][2] == ("four-of-a-kind", (12, 12, 12, 12, 3), False)
    assert deal["wild_held"] == [0, 0, 3]
    assert deal["winners"] == [2] and deal["shares"] == [0.0, 0.0, 1.0]
    assert deal["house_share"] == 1.0


def test_trump_split_with_the_house_natural_does_not_beat_wild():
    dealt = by_street(
        ["5c", "6d", "7h", "8s", "9c", "2s"],  # a natural nine-high straight
        ["Kc", "Qd", "Js", "3h", "4c", "Tc"],
        ["2d", "6h", "7s", "8c", "5d", "Kd"],  # the house: kings wild, its Kd the 9
    )
    deal = stud_more.play_trump_is_wild(stack(dealt), players=2)
    assert deal["wild_rank"] == 13
    assert deal["hands"][0] == ("straight", (9,), True)
    assert deal["hands"][1] == ("one-pair", (12, 12, 11, 10, 4), False)
    assert deal["hands"][2] == ("straight", (9,), False)
    assert deal["wild_held"] == [0, 1, 1]
    # The natural straight does not beat the equal wild one: the pot splits.
    assert deal["winners"] == [0, 2]
    assert deal["shares"] == [0.5, 0.0, 0.5] and deal["house_share"] == 0.5

    plain = stud_more.play_trump_is_wild(stack(dealt), players=2, house_wild=False)
    assert plain["hands"][2] == ("high-card", (13, 8, 7, 6, 5), True)
    assert plain["winners"] == [0] and plain["house_share"] == 0.0


def test_trump_seat_limits():
    assert len(stud_more.play_trump_is_wild(full_deck(), players=7)["hands"]) == 8
    with pytest.raises(ValueError, match="2..7 seats"):
        stud_more.play_trump_is_wild(full_deck(), players=8)
    with pytest.raises(ValueError, match="house_wild"):
        stud_more.play_trump_is_wild(full_deck(), house_wild=None)


# ---------------------------------------------------------------------------
# Count Your Diamonds
# ---------------------------------------------------------------------------


def test_diamonds_half_to_the_hand_half_to_the_points():
    deck = stack(
        by_street(
            ["As", "Ah", "Ac", "Kh", "7s", "2c", "3h"],
            ["2d", "9d", "Qd", "4c", "5h", "8s", "Js"],  # 2 + 9 (down) + 12 = 23
            ["Kd", "3c", "6d", "4s", "Jh", "Tc", "5s"],  # 13 + 6 = 19
        )
    )
    deal = stud_more.play_count_your_diamonds(deck, players=3)
    assert deal["hands"][0] == ("three-of-a-kind", (14, 14, 14, 13, 7), True)
    assert deal["winners"] == [0]
    # Down diamonds count: without them seat 1 would have 12 < 19.
    assert deal["diamond_points"] == [0, 23, 19]
    assert deal["diamond_winners"] == [1]
    assert deal["shares"] == [0.5, 0.5, 0.0]
    assert deal["scoop"] is False
    assert deal["full_leaders"] == [0] * 5 and deal["showing_leaders"] == [0] * 5
    assert deal["full_leader_won"] == [True] * 5


def test_diamonds_both_halves_split_separately():
    deck = stack(
        by_street(
            ["Kd", "Ah", "Ac", "9s", "8h", "Tc", "Qc"],  # 13 points, pair of aces
            ["2s", "3c", "4h", "5s", "6d", "7d", "Jc"],  # 13 points, seven-high straight
            ["2h", "3h", "4s", "5c", "6h", "7c", "Qs"],  # 0 points, the same straight
        )
    )
    deal = stud_more.play_count_your_diamonds(deck, players=3)
    assert deal["winners"] == [1, 2]
    assert deal["diamond_points"] == [13, 13, 0]
    assert deal["diamond_winners"] == [0, 1]
    assert deal["shares"] == [0.25, 0.5, 0.25]
    assert deal["scoop"] is False
    # From round 3 seats 1 and 2 hold equal straights: the lower seat leads.
    assert deal["full_leaders"] == [0, 0, 1, 1, 1]
    assert deal["full_leader_won"] == [False, False, True, True, True]
    assert deal["showing_leaders"] == [0] * 5


def test_diamonds_no_diamonds_anywhere_splits_that_half_and_scoop():
    deck = stack(
        by_street(
            ["Ac", "Ah", "As", "Kc", "Qh", "9s", "7c"],
            ["2h", "3s", "4c", "6h", "8s", "Tc", "Jh"],
        )
    )
    deal = stud_more.play_count_your_diamonds(deck, players=2)
    assert deal["diamond_points"] == [0, 0] and deal["diamond_winners"] == [0, 1]
    assert deal["winners"] == [0] and deal["shares"] == [0.75, 0.25]
    assert deal["scoop"] is False

    deck = stack(
        by_street(
            ["Ad", "Ah", "As", "2c", "3h", "9s", "Kd"],  # 14 + 13 = 27 points
            ["2h", "3s", "4c", "6h", "8s", "Tc", "Jh"],
        )
    )
    deal = stud_more.play_count_your_diamonds(deck, players=2)
    assert deal["diamond_points"] == [27, 0]
    assert deal["shares"] == [1.0, 0.0] and deal["scoop"] is True


# ---------------------------------------------------------------------------
# Half-Court Basketball
# ---------------------------------------------------------------------------


def test_basketball_regulation_and_poker_halves():
    deck = stack(
        by_street(
            # down  down  up    up    up    down
            ["Ah", "9c", "Kd", "7h", "5s", "2c"],  # 0+7+5, flips the 9: 21
            ["Tc", "Js", "8d", "6c", "4h", "Qs"],  # 8+6+4, flips the 10: 28
            ["Kc", "Qd", "3s", "2d", "Jd", "9d"],  # 3+2+0, flips the 9: 14
        )
    )
    deal = stud_more.play_half_court_basketball(deck, players=3)
    assert deal["scores"] == [21, 28, 14]
    assert deal["overtimes"] == 0 and deal["draw"] is False
    assert deal["basketball_winners"] == [1]
    assert deal["hands"][0] == ("high-card", (14, 13, 9, 7, 5), True)
    assert deal["winners"] == [0]
    assert deal["shares"] == [0.5, 0.5, 0.0]
    assert deal["scoop"] is False
    assert deal["extras"] == [0, 0, 0] and deal["shared"] is None


def test_basketball_one_overtime_and_scoop():
    deck = stack(
        by_street(
            ["8c", "3d", "Kh", "5s", "5h", "6c"],  # 10 + 8 = 18; overtime +6 = 24
            ["9s", "2h", "Qc", "4c", "5d", "4d"],  # 9 + 9 = 18; overtime +4 = 22
        )
    )
    deal = stud_more.play_half_court_basketball(deck, players=2)
    assert deal["scores"] == [18, 18]
    assert deal["overtimes"] == 1 and deal["draw"] is False
    assert deal["basketball_winners"] == [0]
    assert deal["winners"] == [0]  # fives beat fours
    assert deal["shares"] == [1.0, 0.0] and deal["scoop"] is True


def test_basketball_two_overtimes_only_among_the_still_tied():
    deck = stack(
        by_street(
            ["9c", "5d", "Kh", "Qh", "Jh", "4c"],  # 9; OT1 14; OT2 18
            ["9d", "5h", "Ks", "Qs", "Js", "2c"],  # 9; OT1 14; OT2 16
            ["9h", "3d", "Kc", "Qc", "Jc", "3s"],  # 9; OT1 12: out after one period
        )
    )
    deal = stud_more.play_half_court_basketball(deck, players=3)
    assert deal["scores"] == [9, 9, 9]  # regulation only
    assert deal["overtimes"] == 2 and deal["draw"] is False
    assert deal["basketball_winners"] == [0]
    assert deal["winners"] == [2]  # the pair of treys
    assert deal["shares"] == [0.5, 0.0, 0.5]


def test_basketball_draw_after_two_overtimes_splits_that_half():
    seat0 = ["7c", "4d", "2s", "3h", "Jc", "2d"]  # 5 + 7 = 12; 16; 18
    win = stack(by_street(seat0, ["7d", "4s", "5c", "Qh", "Kc", "Ad"]))  # 12; 16; 17
    deal = stud_more.play_half_court_basketball(win, players=2)
    assert deal["overtimes"] == 2 and deal["draw"] is False
    assert deal["basketball_winners"] == [0] and deal["winners"] == [0]
    assert deal["scoop"] is True

    draw = stack(by_street(seat0, ["7d", "4s", "5c", "Qh", "Kc", "2c"]))  # 12; 16; 18
    deal = stud_more.play_half_court_basketball(draw, players=2)
    assert deal["scores"] == [12, 12]
    assert deal["overtimes"] == 2 and deal["draw"] is True
    assert deal["basketball_winners"] == [0, 1]
    assert deal["winners"] == [0]  # the pair of deuces
    assert deal["shares"] == [0.75, 0.25]
    assert deal["scoop"] is False  # never after a draw


def test_basketball_three_pointer_buys_an_extra_down_card():
    dealt = [
        "Kc", "Qc",
        "Jc", "Td",
        "3h", "9s", "Kd",  # seat 0's up 3 buys the 9s (a down card)
        "7c", "3d", "3c",  # seat 1's up 3 buys the 3c (which buys nothing)
        "2s", "8h",
        "4d", "Jh",
    ]
    deal = stud_more.play_half_court_basketball(stack(dealt), players=2, three_pointer=True)
    assert deal["extras"] == [1, 1]
    assert deal["seats"][0][3] == ("9s", "extra")
    # Seat 0: 3+7+2 up, flips the bought 9: 21; overtime its 4: 25.
    # Seat 1: 0+3+8 up, flips the 10: 21; overtime its 3c: 24.
    assert deal["scores"] == [21, 21]
    assert deal["overtimes"] == 1 and deal["basketball_winners"] == [0]
    assert deal["winners"] == [1]  # the pair of treys, bought 3c included
    assert deal["shares"] == [0.5, 0.5]

    for options in ({"three_pointer": True, "buy": "never"}, {"three_pointer": False}):
        plain = stud_more.play_half_court_basketball(stack(dealt), players=2, **options)
        assert plain["extras"] == [0, 0]
        assert plain["seats"][1][2] == ("9s", "up")


def test_basketball_shared_middle_card():
    # A short deck: after ten cards only one is left for two seats.
    deck = ["Ah", "Kc", "7c", "Kd", "5h", "9s", "6h", "Td", "7h", "8c", "7d"]
    deal = stud_more.play_half_court_basketball(deck, players=2)
    assert deal["shared"] == "7d"
    assert [len(cards) for cards in deal["seats"]] == [5, 5]
    # The middle 7 is in both poker hands: three sevens for seat 0.
    assert deal["hands"][0] == ("three-of-a-kind", (7, 7, 7, 14, 6), True)
    assert deal["hands"][1] == ("one-pair", (13, 13, 10, 9, 8), True)
    assert deal["winners"] == [0]
    # ... but it scores no points: 18 + 7 (the 7c) against 27 + 0.
    assert deal["scores"] == [25, 27] and deal["basketball_winners"] == [1]
    assert deal["shares"] == [0.5, 0.5]
    # It counts as showing in the last round: 5-6-7 plus the 7 is a pair.
    assert deal["showing_leaders"] == [1, 1, 1, 0]
    assert deal["full_leaders"] == [1, 1, 1, 0]
    assert deal["lead_changes"] == 1

    full = stud_more.play_half_court_basketball(deck + ["2c"], players=2)
    assert full["shared"] is None
    assert full["seats"][0][-1] == ("7d", "down") and full["seats"][1][-1] == ("2c", "down")


def test_basketball_extra_card_can_force_the_middle_card_and_an_empty_deck_buys_nothing():
    # Twelve cards would do for two seats, but seat 0's bought card leaves one.
    deck = ["Ah", "Kc", "7c", "Kd", "3h", "2s", "9s", "6h", "Td", "7h", "8c", "7d"]
    deal = stud_more.play_half_court_basketball(deck, players=2, three_pointer=True)
    assert deal["extras"] == [1, 0]
    assert deal["seats"][0][3] == ("2s", "extra")
    assert deal["shared"] == "7d"
    # Seat 0: 3 + 6 + 7 up, flips the 7c (not the middle 7d); seat 1: 9 + 10 + 8.
    assert deal["scores"] == [23, 27]

    # The deck ends at seat 1's face-up 3: no extra card, then no middle card.
    short = ["Ah", "Kc", "7c", "Kd", "5h", "9s", "6h", "Td", "7h", "3c"]
    with pytest.raises(ValueError, match="shared middle card"):
        stud_more.play_half_court_basketball(short, players=2, three_pointer=True)


def test_basketball_overtime_runs_out_of_down_cards():
    # A short deck, so a middle card replaces the final down cards: seat 0
    # holds two down cards, seat 1 three (one bought with its up 3).
    deck = [
        "9c", "9d",
        "4c", "4d",
        "Ah", "3s", "2h",  # seat 1's up 3 buys the 2h
        "2c", "Ks",
        "Kh", "Qs",
        "Jc",  # the middle card
    ]
    deal = stud_more.play_half_court_basketball(deck, players=2, three_pointer=True)
    assert deal["shared"] == "Jc" and deal["extras"] == [0, 1]
    # Both 3 up + 9 flipped = 12; overtime 1: +4 each; overtime 2: seat 0
    # has no down card left (adds 0), seat 1 flips its bought 2h.
    assert deal["scores"] == [12, 12]
    assert deal["overtimes"] == 2 and deal["draw"] is False
    assert deal["basketball_winners"] == [1]
    assert deal["winners"] == [0]  # ace high beats king high
    assert deal["shares"] == [0.5, 0.5] and deal["scoop"] is False


def test_basketball_refuses_bad_seats_and_options():
    assert len(stud_more.play_half_court_basketball(full_deck(), players=8)["hands"]) == 8
    with pytest.raises(ValueError, match="2..8 seats"):
        stud_more.play_half_court_basketball(full_deck(), players=9)
    with pytest.raises(ValueError, match="buy"):
        stud_more.play_half_court_basketball(full_deck(), three_pointer=True, buy="sometimes")
    with pytest.raises(ValueError, match="ran out"):
        stud_more.play_half_court_basketball(full_deck()[:10], players=2)


def test_decks_must_be_distinct_cards_without_jokers():
    with pytest.raises(ValueError, match="twice"):
        stud_more.play_count_your_diamonds(["As"] + full_deck(), players=2)
    with pytest.raises(ValueError, match="jokers"):
        stud_more.play_count_your_diamonds(["Xa"] + full_deck(), players=2)


# ---------------------------------------------------------------------------
# The simulate drivers
# ---------------------------------------------------------------------------

SIMULATIONS = [
    (stud_more.simulate_countdown, 7, {}, 5),
    (stud_more.simulate_countdown, 4, {"fold": "never"}, 5),
    (stud_more.simulate_countdown, 5, {"cutoff": "pair"}, 5),
    (stud_more.simulate_kings_and_little_ones, 7, {}, 5),
    (stud_more.simulate_three_card_extra, 10, {}, 3),
    (stud_more.simulate_three_card_extra, 4, {"fives_wild": True}, 3),
    (stud_more.simulate_trump_is_wild, 7, {}, 5),
    (stud_more.simulate_trump_is_wild, 3, {"house_wild": False}, 5),
    (stud_more.simulate_count_your_diamonds, 7, {}, 5),
    (stud_more.simulate_half_court_basketball, 8, {"three_pointer": True}, 4),
    (stud_more.simulate_half_court_basketball, 5, {}, 4),
]


@pytest.mark.parametrize("simulate, players, options, rounds", SIMULATIONS)
def test_simulate_totals_add_up(simulate, players, options, rounds):
    deals = 30
    result = simulate(deals, players=players, seed=3, **options)
    is_trump = simulate is stud_more.simulate_trump_is_wild
    assert result["deals"] == deals
    assert sum(result["winner_category"].values()) == deals
    assert len(result["seat_win"]) == players + (1 if is_trump else 0)
    assert sum(result["seat_win"].values()) == pytest.approx(deals)
    assert sum(result["lead_changes"].values()) == deals
    assert len(result["leader_wins_full"]) == rounds == len(result["leader_wins_showing"])
    assert 0 <= result["tie"] <= deals

    if simulate is stud_more.simulate_countdown:
        assert sum(result["wild_rank"].values()) == deals
        # Every seat still in at the end has one hand and one wild count.
        assert sum(result["hand_category"].values()) == sum(result["wild_held"].values())
        assert result["wild_changes_winner"] <= deals - result["wild_rank"]["uncontested"]
        if options.get("fold") == "never":
            assert result["wild_rank"] == {str(players): deals}
            assert result["folds_by_round"] == [0] * 5
        else:
            # Strength never drops, so every threshold fold is in round 1.
            assert result["folds_by_round"][1:] == [0] * 4
    else:
        assert sum(result["hand_category"].values()) == deals * players
    wild_at_showdown_only = simulate is stud_more.simulate_countdown or (
        is_trump and options.get("house_wild", True)
    )
    if not wild_at_showdown_only:
        # The final full judgment is the showdown itself.
        assert result["leader_wins_full"][-1] == deals
    if simulate is stud_more.simulate_kings_and_little_ones:
        assert sum(result["little_rank"].values()) == deals * players
        assert sum(result["wild_held"].values()) == deals * players
    if simulate is stud_more.simulate_three_card_extra:
        assert sum(result["extra_cards"].values()) == deals * players
        assert sum(result["wild_held"].values()) == deals * players
        if not options.get("fives_wild"):
            assert result["wild_held"] == {0: deals * players}
    if is_trump:
        assert result["house_share"] == pytest.approx(result["seat_win"][players])
        assert result["house_wins"] >= result["house_share"] - 1e-9
        assert sum(result["house_category"].values()) == deals
        assert sum(result["wild_held"].values()) == deals * (players + 1)
        assert sum(result["wild_rank"].values()) == deals
        if not options.get("house_wild", True):
            assert result["wild_rank"] == {"none": deals}
    if simulate is stud_more.simulate_count_your_diamonds:
        assert result["tie"] == result["poker_tie"]
        assert sum(result["diamond_points"].values()) == deals * players
        assert sum(result["winning_diamond_points"].values()) == deals
        assert result["scoop"] <= deals
    if simulate is stud_more.simulate_half_court_basketball:
        assert result["tie"] == result["poker_tie"]
        assert sum(result["overtime"].values()) == deals
        assert result["draw"] <= result["overtime"][2]
        assert sum(result["winning_score"].values()) == deals
        assert sum(result["score"].values()) == deals * players
        assert sum(result["extra_cards"].values()) == deals * players
        assert result["shared_card"] == 0  # a full deck never runs short
        if not options.get("three_pointer"):
            assert result["extra_cards"] == {0: deals * players}
    assert simulate(deals, players=players, seed=3, **options) == result

"""Hand-built deals for the moving-wild stud reference simulators.

Each deck is written in dealing order (seat 0 first in every pass; extra and
middle cards where the rules put them), then padded with the unused cards so
it is a full deck.
"""

import pytest

try:
    from tests.reference import stud_wild
    from tests.reference.evaluator import full_deck
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import stud_wild
    from reference.evaluator import full_deck


def stack(dealt, jokers=0):
    """``dealt`` on top, then every other card in the fixed deck order."""
    assert len(set(dealt)) == len(dealt)
    return list(dealt) + [c for c in full_deck(jokers=jokers) if c not in dealt]


# ---------------------------------------------------------------------------
# Follow the Queen
# ---------------------------------------------------------------------------


def test_ftq_follower_sets_rank_and_new_queen_cancels_it():
    deck = stack(
        [
            "Ah", "Kc",  # first down card: seat 0, seat 1
            "Ad", "Kd",  # second down card
            "Qs", "5h",  # street 1: the 5 follows the queen, 5s wild
            "2c", "Qd",  # street 2: a new queen, nothing wild for now
            "8c", "9d",  # street 3: the 8 follows, 8s wild (5s no longer)
            "Tc", "Js",  # street 4
            "3c", "4h",  # final down card
        ]
    )
    deal = stud_wild.play_follow_the_queen(deck, players=2)
    assert deal["wild_rank"] == 8
    assert deal["wild_changes"] == 3  # none -> 5 -> none -> 8
    assert deal["nothing_wild"] is False
    # Seat 0's wild 8c makes a third ace; seat 1 keeps only its kings.
    assert deal["hands"][0] == ("three-of-a-kind", (14, 14, 14, 12, 10), False)
    assert deal["hands"][1] == ("one-pair", (13, 13, 12, 11, 9), True)
    assert deal["winners"] == [0] and deal["shares"] == [1.0, 0.0]
    assert deal["wild_held"] == [1, 0]
    # Round 1: 5s wild, seat 1 has three kings.  Round 2: the Qd has just
    # cancelled the 5s, so the aces lead.  Showing: the wild 5h is an ace in
    # round 1; in round 2 Q-5 beats Q-2; from round 3 the wild 8 pairs the Qs.
    assert deal["full_leaders"] == [1, 0, 0, 0, 0]
    assert deal["showing_leaders"] == [1, 1, 0, 0, 0]
    assert deal["lead_changes"] == 1

    both = stud_wild.play_follow_the_queen(deck, players=2, queens_wild=True)
    assert both["wild_rank"] == 8
    assert both["hands"][0] == ("four-of-a-kind", (14, 14, 14, 14, 10), False)
    assert both["wild_held"] == [2, 1]
    assert both["winners"] == [0]


def test_ftq_follower_crosses_streets_and_old_rank_dies_with_the_queen():
    deck = stack(
        [
            "5d", "3h",
            "7d", "2s",
            "4c", "Qc",  # street 1: the last seat's queen ...
            "9d", "8h",  # street 2: ... is followed by seat 0's 9 (9s wild)
            "Ks", "Qs",  # street 3: a new queen: the 9s stop being wild
            "Jc", "6h",  # street 4: seat 0's jack follows, jacks wild
            "Th", "9s",
        ]
    )
    deal = stud_wild.play_follow_the_queen(deck, players=2)
    assert deal["wild_rank"] == 11
    assert deal["wild_changes"] == 3
    # Round 3 is the telling one: with the 9s already dead, seat 1's queens
    # lead seat 0's king high (a wild 9d would have paired seat 0's king).
    assert deal["full_leaders"] == [1, 0, 1, 0, 0]
    assert deal["lead_changes"] == 3
    assert deal["hands"][0] == ("one-pair", (13, 13, 10, 9, 7), False)
    assert deal["hands"][1] == ("one-pair", (12, 12, 9, 8, 6), True)
    assert deal["winners"] == [0]


def test_ftq_last_up_card_queen_and_queen_after_queen():
    deck = stack(
        [
            "2h", "3h",
            "7d", "8s",
            "Qc", "Qh",  # street 1: a queen follows a queen: still waiting
            "9h", "5s",  # street 2: the 9 follows the second queen
            "4d", "9c",  # street 3
            "Ks", "Qd",  # street 4: the last up card is a queen
            "Jc", "Tc",
        ]
    )
    deal = stud_wild.play_follow_the_queen(deck, players=2)
    assert deal["wild_rank"] is None
    assert deal["nothing_wild"] is True
    assert deal["wild_changes"] == 2  # none -> 9 -> none (queens never set a rank)
    assert deal["wild_held"] == [0, 0]
    assert deal["hands"][0] == ("high-card", (13, 12, 11, 9, 7), True)
    assert deal["hands"][1] == ("one-pair", (12, 12, 10, 9, 8), True)
    assert deal["winners"] == [1]

    both = stud_wild.play_follow_the_queen(deck, players=2, queens_wild=True)
    assert both["wild_rank"] is None and both["nothing_wild"] is False
    # Two wild queens turn 8-9-T into a queen-high straight.
    assert both["hands"][1] == ("straight", (12,), False)
    assert both["winners"] == [1]


# ---------------------------------------------------------------------------
# Seven-Up
# ---------------------------------------------------------------------------


def test_seven_up_middle_card_and_middle_seven():
    deck = stack(
        [
            "Ah", "2c",
            "Kd", "3c",
            "7s", "Kh", "4d",  # street 1: seat 0's 7 sends the Kh to the middle
            "8s", "7h", "7d",  # street 2: seat 1's 7 sends the 7d there: only 7s
            "Jc", "9d",
            "2h", "Td",
            "3s", "4s",
        ]
    )
    deal = stud_wild.play_seven_up(deck, players=2)
    assert deal["middle"] == ["Kh", "7d"]
    assert deal["seats"][1][2] == ("4d", "up")  # the middle card is in no hand
    assert deal["wild_rank"] is None
    assert deal["wild_set"] == "7" and deal["only_sevens"] is True
    assert deal["wild_changes"] == 2  # 7s -> 7s and kings -> 7s
    assert deal["hands"][0] == ("one-pair", (14, 14, 13, 11, 8), False)
    assert deal["hands"][1] == ("three-of-a-kind", (4, 4, 4, 10, 9), False)
    assert deal["winners"] == [1]
    # Round 1: kings and 7s wild give seat 0 three aces.
    assert deal["full_leaders"] == [0, 0, 0, 0, 1]
    assert deal["lead_changes"] == 1


def test_seven_up_last_up_card_seven_still_turns_a_middle_card():
    deck = stack(
        [
            "2c", "3d",
            "5h", "9s",
            "Ac", "Kd",
            "Jc", "4s",
            "8d", "Th",
            "6c", "7s", "Qs",  # the last up card is a 7: the Qs goes to the middle
            "Qh", "2d",  # so the final down cards come one card later
        ]
    )
    deal = stud_wild.play_seven_up(deck, players=2)
    assert deal["middle"] == ["Qs"]
    assert deal["seats"][0][-1] == ("Qh", "down")
    assert deal["wild_rank"] == 12 and deal["wild_set"] == "7,Q"
    assert deal["only_sevens"] is False
    # The wild Qh completes seat 0's club flush (as a second ace of clubs).
    assert deal["hands"][0] == ("flush", (14, 14, 11, 6, 2), False)
    assert deal["hands"][1] == ("one-pair", (13, 13, 10, 9, 4), False)
    assert deal["winners"] == [0]


def test_seven_up_jokers_dead_unless_brother_in_the_middle():
    live = [
        "Xb", "2c",
        "Ah", "3d",
        "Ad", "7c", "Xa",  # the Xa goes to the middle: the Xb becomes wild
        "Kc", "5s",
        "9h", "8d",
        "4c", "Jd",
        "6s", "Ts",
    ]
    deal = stud_wild.play_seven_up(stack(live, jokers=2), players=2, jokers=True)
    assert deal["middle"] == ["Xa"]
    assert deal["wild_rank"] == "joker" and deal["wild_set"] == "7,joker"
    assert deal["hands"][0] == ("three-of-a-kind", (14, 14, 14, 13, 9), False)
    assert deal["hands"][1] == ("one-pair", (11, 11, 10, 8, 5), False)
    assert deal["wild_held"] == [1, 1]
    assert deal["winners"] == [0]

    dead = list(live)
    dead[6] = "Qh"  # a queen in the middle instead: the Xb is a dead card
    deal = stud_wild.play_seven_up(stack(dead, jokers=2), players=2, jokers=True)
    assert deal["wild_set"] == "7,Q"
    assert deal["hands"][0] == ("one-pair", (14, 14, 13, 9, 6), True)
    assert deal["wild_held"] == [0, 1]
    assert deal["winners"] == [0]


def test_seven_up_seat_limits_follow_from_the_deck():
    assert stud_wild.max_players("seven-up") == 6
    assert stud_wild.max_players("seven-up", jokers=True) == 7
    with pytest.raises(ValueError, match="at most 6"):
        stud_wild.play_seven_up(full_deck(), players=7)
    with pytest.raises(ValueError, match="at most 7"):
        stud_wild.play_seven_up(full_deck(jokers=2), players=8, jokers=True)
    with pytest.raises(ValueError, match="without jokers"):
        stud_wild.play_seven_up(full_deck(jokers=2), players=6)
    deal = stud_wild.play_seven_up(full_deck(jokers=2), players=7, jokers=True)
    assert len(deal["winners"]) >= 1


# ---------------------------------------------------------------------------
# Baseball
# ---------------------------------------------------------------------------


def test_baseball_fours_earn_one_extra_down_card():
    dealt = [
        "Ah", "Kc",
        "Qd", "Ks",
        "4c", "4d", "8h",  # seat 0's 4c earns the 4d, face down: no chain
        "3s", "9c",
        "Jd", "2h",
        "5c", "4h", "6d",  # seat 1's 4h earns the 6d
        "Tc", "7s",
    ]
    deal = stud_wild.play_baseball(stack(dealt), players=2)
    assert deal["extras"] == [1, 1]
    assert deal["seats"][0][3] == ("4d", "extra")
    assert deal["seats"][1][6] == ("6d", "extra")
    assert deal["wild_changes"] == 0
    # Seat 0: A-Q-J-T plus the wild 3s.  Seat 1: 4-6-7-8 plus the wild 9c.
    assert deal["hands"][0] == ("straight", (14,), False)
    assert deal["hands"][1] == ("straight", (8,), False)
    assert deal["winners"] == [0]

    declined = stud_wild.play_baseball(stack(dealt), players=2, take=False)
    assert declined["extras"] == [0, 0]
    assert [len(seat) for seat in declined["seats"]] == [7, 7]
    assert declined["seats"][1][2] == ("4d", "up")


def test_baseball_shared_card_when_extras_run_seven_seats_short():
    fours = ["4c", "4d", "4h", "4s"]
    pool = iter(c for c in full_deck() if c not in fours and c != "Jh")
    dealt = [next(pool) for _ in range(14)]  # two down cards each
    for four in fours:  # seats 0..3 show a 4 on street 1 and take a card
        dealt += [four, next(pool)]
    dealt += [next(pool) for _ in range(3 + 21)]  # rest of street 1, streets 2-4
    assert len(dealt) == 46  # six cards left for seven seats
    dealt.append("Jh")
    deal = stud_wild.play_baseball(stack(dealt), players=7)
    assert deal["shared"] == "Jh"
    assert deal["extras"] == [1, 1, 1, 1, 0, 0, 0]
    assert all(seat[-1][1] != "down" for seat in deal["seats"])
    assert stud_wild.play_baseball(stack(dealt), players=6)["shared"] is None
    with pytest.raises(ValueError, match="at most 7"):
        stud_wild.play_baseball(full_deck(), players=8)


# ---------------------------------------------------------------------------
# Sequence
# ---------------------------------------------------------------------------


def test_sequence_climbs_one_rank_at_a_time():
    deck = stack(
        [
            "Ah", "Kh", "5c",
            "Ad", "Kd", "6c",
            "3s", "2c", "3h",  # a 3 before any 2 does nothing; then 2s, then 3s
            "2d", "5s", "4h",  # a late 2 and a skipped-ahead 5 do nothing; 4s wild
            "9s", "9d", "8c",
            "Js", "5d", "Tc",  # 5s wild
            "7d", "Qc", "2s",
        ]
    )
    deal = stud_wild.play_sequence(deck, players=3)
    assert deal["wild_rank"] == 5
    assert deal["wild_changes"] == 4  # 2, 3, 4, 5
    assert deal["hands"][0] == ("one-pair", (14, 14, 11, 9, 7), True)
    assert deal["hands"][1] == ("four-of-a-kind", (13, 13, 13, 13, 12), False)
    assert deal["hands"][2] == ("straight", (6,), False)
    assert deal["winners"] == [1]
    assert deal["wild_held"] == [0, 2, 1]


def test_sequence_without_a_face_up_two_nothing_is_wild():
    deck = stack(
        [
            "2c", "2d",
            "2h", "Kc",
            "3c", "4d",
            "5h", "6s",
            "9c", "Jd",
            "Qh", "Kd",
            "2s", "As",  # 2s dealt face down never start the ladder
        ]
    )
    deal = stud_wild.play_sequence(deck, players=2)
    assert deal["wild_rank"] is None and deal["wild_changes"] == 0
    assert deal["hands"][0] == ("three-of-a-kind", (2, 2, 2, 12, 9), True)
    assert deal["hands"][1] == ("one-pair", (13, 13, 14, 11, 6), True)
    assert deal["winners"] == [0]


# ---------------------------------------------------------------------------
# Dirty Schultz
# ---------------------------------------------------------------------------


def test_dirty_schultz_next_up_card_anywhere_sets_the_rank():
    deck = stack(
        [
            "Ah", "Kc",
            "Qd", "3c",
            "8s", "5h",
            "8d", "6c",  # seat 0 pairs its 8s; seat 1's 6 is next up: 6s wild
            "Jh", "5d",  # seat 1 pairs its 5h: the 6s stop being wild at once
            "9s", "Tc",  # seat 0's 9 (next street) sets the rank: 9s wild
            "2d", "4s",
        ]
    )
    deal = stud_wild.play_dirty_schultz(deck, players=2)
    assert deal["wild_rank"] == 9
    assert deal["pairings"] == 2
    assert deal["wild_changes"] == 3  # none -> 6 -> none -> 9
    assert deal["hands"][0] == ("three-of-a-kind", (8, 8, 8, 14, 12), False)
    assert deal["hands"][1] == ("one-pair", (5, 5, 13, 10, 6), True)
    assert deal["winners"] == [0]
    # Round 2: the wild 6c pairs seat 1's king.  Round 3: with the 6s dead,
    # seat 0's eights beat seat 1's fives (a live 6 would make three fives).
    assert deal["full_leaders"] == [0, 1, 0, 0, 0]
    assert deal["lead_changes"] == 2


def test_dirty_schultz_trips_repair_and_last_up_pair_leaves_nothing_wild():
    deck = stack(
        [
            "7c", "2d",
            "Ks", "3h",
            "7d", "Jh",  # the 7c is down: seat 0's 7d pairs nothing
            "7h", "Qc",  # seat 0 pairs up; the Qc sets queens wild
            "7s", "5c",  # a third 7 pairs up again; the 5c sets fives wild
            "Ad", "Jc",  # seat 1 pairs its Jh with the last up card: nothing wild
            "9c", "4d",
        ]
    )
    deal = stud_wild.play_dirty_schultz(deck, players=2)
    assert deal["pairings"] == 3
    assert deal["wild_rank"] is None
    assert deal["wild_changes"] == 4
    assert deal["wild_held"] == [0, 0]
    assert deal["hands"][0] == ("four-of-a-kind", (7, 7, 7, 7, 14), True)
    assert deal["hands"][1] == ("one-pair", (11, 11, 12, 5, 4), True)
    assert deal["winners"] == [0]


# ---------------------------------------------------------------------------
# Seat limits and the simulate drivers
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "play",
    [
        stud_wild.play_follow_the_queen,
        stud_wild.play_sequence,
        stud_wild.play_dirty_schultz,
        stud_wild.play_baseball,
    ],
)
def test_seat_limits(play):
    with pytest.raises(ValueError, match="2..7 seats"):
        play(full_deck(), players=8)
    with pytest.raises(ValueError, match="2..7 seats"):
        play(full_deck(), players=1)


SIMULATIONS = [
    (stud_wild.simulate_follow_the_queen, 7, {}),
    (stud_wild.simulate_follow_the_queen, 4, {"queens_wild": True}),
    (stud_wild.simulate_seven_up, 6, {}),
    (stud_wild.simulate_seven_up, 7, {"jokers": True}),
    (stud_wild.simulate_baseball, 7, {}),
    (stud_wild.simulate_baseball, 3, {"take": False}),
    (stud_wild.simulate_sequence, 7, {}),
    (stud_wild.simulate_dirty_schultz, 5, {}),
]


@pytest.mark.parametrize("simulate, players, options", SIMULATIONS)
def test_simulate_totals_add_up(simulate, players, options):
    deals = 40
    result = simulate(deals, players=players, seed=5, **options)
    assert result["deals"] == deals
    assert sum(result["winner_category"].values()) == deals
    assert sum(result["hand_category"].values()) == deals * players
    assert sum(result["seat_win"].values()) == pytest.approx(deals)
    assert sum(result["wild_held"].values()) == deals * players
    assert sum(result["lead_changes"].values()) == deals
    assert result["leader_wins_full"][4] == deals  # the last full leader wins
    if "wild_rank" in result:
        assert sum(result["wild_rank"].values()) == deals
        assert sum(result["wild_changes"].values()) == deals
    if simulate is stud_wild.simulate_seven_up:
        assert sum(result["middle_cards"].values()) == deals
        assert sum(result["wild_set"].values()) == deals
        assert result["only_sevens"] == result["wild_set"]["7"]
        assert result["shared_card"] == 0
    if simulate is stud_wild.simulate_follow_the_queen:
        expected = 0 if options.get("queens_wild") else result["wild_rank"]["none"]
        assert result["nothing_wild"] == expected
        assert result["wild_rank"]["Q"] == 0
    if simulate is stud_wild.simulate_baseball:
        assert sum(result["extra_cards"].values()) == deals * players
        if not options.get("take", True):
            assert result["extra_cards"] == {0: deals * players}
    assert simulate(deals, players=players, seed=5, **options) == result

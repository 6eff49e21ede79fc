"""Hand-built deals for the stud-with-choices reference simulators.

Most decks are written per seat, in the order each seat receives its cards,
and :func:`interleave` turns them into dealing order (one pass round the
table at a time, seat 0 first).  Cards the rules deal out of that pattern
(draw replacements) are written where they come.  :func:`stack` then pads
the deck with the unused cards, so it is a full deck.
"""

import random

import pytest

try:
    from tests.reference import stud_choice
    from tests.reference.evaluator import full_deck
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import stud_choice
    from reference.evaluator import full_deck


def stack(dealt):
    """``dealt`` on top, then every other card in the fixed deck order."""
    assert len(set(dealt)) == len(dealt)
    return list(dealt) + [c for c in full_deck() if c not in dealt]


def interleave(*seats):
    """Dealing order of per-seat card lists: pass 1 round the table, pass 2, ..."""
    assert len({len(cards) for cards in seats}) == 1
    return [cards[i] for i in range(len(seats[0])) for cards in seats]


def up_cards(seat):
    return [card for card, face in seat if face == "up"]


class RecordingShuffle:
    """A stand-in for ``random.Random``: records each pile, then reverses it."""

    def __init__(self):
        self.piles = []

    def shuffle(self, cards):
        self.piles.append(list(cards))
        cards.reverse()


# ---------------------------------------------------------------------------
# Have a Heart
# ---------------------------------------------------------------------------

# Streets: down, down, up (3), up (4), up (5), up (6), down (7).
HEART_TWO_SEATS = interleave(
    ["Ks", "2c", "Ah", "5c", "7d", "Jh", "4s"],
    ["9s", "9d", "Kd", "Qh", "3h", "8c", "6d"],
)


def test_have_a_heart_takes_at_once_and_by_value_then_rank():
    deal = stud_choice.play_have_a_heart(stack(HEART_TWO_SEATS), players=2)
    seats = deal["seats"]
    # Street 3: seat 0's Ah finds nobody showing yet, so nothing is taken.
    # Street 4: seat 1's Qh takes the Ah (A-high kicker beats the 5c); the
    # taken heart triggers nothing.  Street 5: seat 1's 3h chooses between
    # 5c and 7d, which play equally (nines, A-K-Q): the higher rank, 7d,
    # although the 5c came first.  Street 6: seat 0's Jh takes the Kd to
    # pair its Ks.  Nobody gives the victims a replacement.
    assert up_cards(seats[0]) == ["5c", "Jh", "Kd"]
    assert up_cards(seats[1]) == ["Qh", "Ah", "3h", "7d", "8c"]
    assert deal["takes"] == 3
    assert deal["hand_sizes"] == [6, 8]
    assert deal["hands"][0] == ("one-pair", (13, 13, 11, 5, 4), True)
    assert deal["hands"][1] == ("one-pair", (9, 9, 14, 12, 8), True)
    assert deal["winners"] == [0] and deal["shares"] == [1.0, 0.0]
    # Showing is the current up cards: seat 0's Ah counts for it in round 1
    # only; in rounds 4 and 5 seat 1's A-high board beats K-J-5.
    assert deal["full_leaders"] == [1, 1, 1, 0, 0]
    assert deal["showing_leaders"] == [0, 1, 1, 1, 1]
    assert deal["lead_changes"] == 1
    assert deal["full_leader_won"] == [False, False, False, True, True]
    assert deal["showing_leader_won"] == [True, False, False, False, False]


def test_have_a_heart_never_takes():
    deal = stud_choice.play_have_a_heart(stack(HEART_TWO_SEATS), players=2, take="never")
    assert deal["takes"] == 0 and deal["hand_sizes"] == [7, 7]
    assert deal["hands"][0] == ("high-card", (14, 13, 11, 7, 5), True)
    assert deal["hands"][1] == ("one-pair", (9, 9, 13, 12, 8), True)
    assert deal["winners"] == [1]


def test_have_a_heart_ties_go_to_the_nearest_left_seat_then_earliest_card():
    deck = stack(
        interleave(
            ["2c", "3d", "Js", "Jd", "5s", "6c", "7s"],
            ["Ks", "Kd", "4c", "Kc", "Kh", "8c", "9s"],
            ["9d", "8d", "2h", "Jc", "Tc", "Qs", "3s"],
        )
    )
    deal = stud_choice.play_have_a_heart(deck, players=3)
    seats = deal["seats"]
    # Street 3: seat 2's 2h takes seat 0's Js (J-high beats seat 1's 4c).
    # Street 5: seat 1's Kh makes four kings; every jack showing gives the
    # same K-K-K-K-J.  Seat 2 (offset 1) comes before seat 0 (offset 2, the
    # lower seat number), and in seat 2's up cards [2h, Js, Jc] the Js it
    # took comes before the Jc dealt to it.  So seat 1 takes the Js back
    # from seat 2, a card seat 2 had taken.
    assert up_cards(seats[0]) == ["Jd", "5s", "6c"]
    assert up_cards(seats[1]) == ["4c", "Kc", "Kh", "Js", "8c"]
    assert up_cards(seats[2]) == ["2h", "Jc", "Tc", "Qs"]
    assert deal["takes"] == 2
    assert deal["hand_sizes"] == [6, 8, 7]
    assert deal["hands"][0] == ("high-card", (11, 7, 6, 5, 3), True)
    assert deal["hands"][1] == ("four-of-a-kind", (13, 13, 13, 13, 11), True)
    assert deal["hands"][2] == ("straight", (12,), True)
    assert deal["winners"] == [1]


def test_have_a_heart_short_hand_empty_board_and_down_hearts():
    deck = stack(
        interleave(
            ["Ac", "Ad", "2s", "3s", "4c", "As", "Ah"],  # the final Ah is face down
            ["Kc", "Kd", "5h", "6h", "7h", "Qs", "Ks"],
        )
    )
    deal = stud_choice.play_have_a_heart(deck, players=2)
    # Seat 1 takes each of seat 0's first three up cards as soon as they land.
    assert deal["takes"] == 3
    assert deal["hand_sizes"] == [4, 10]
    assert deal["seats"][0] == [("Ac", "down"), ("Ad", "down"), ("As", "up"), ("Ah", "down")]
    # Four aces as a short hand (no kicker) beat seat 1's 7-high straight.
    assert deal["hands"][0] == ("four-of-a-kind", (14, 14, 14, 14), True)
    assert deal["hands"][1] == ("straight", (7,), True)
    assert deal["winners"] == [0]
    # Seat 0 shows nothing for three rounds: that ranks below any board.
    assert deal["full_leaders"] == [0, 0, 1, 1, 0]
    assert deal["showing_leaders"] == [1, 1, 1, 1, 1]
    assert deal["lead_changes"] == 2


def test_have_a_heart_refuses_bad_seats_and_options():
    with pytest.raises(ValueError, match="2..7 seats"):
        stud_choice.play_have_a_heart(full_deck(), players=8)
    with pytest.raises(ValueError, match="2..7 seats"):
        stud_choice.play_have_a_heart(full_deck(), players=1)
    with pytest.raises(ValueError, match="take"):
        stud_choice.play_have_a_heart(full_deck(), players=3, take="sometimes")
    with pytest.raises(ValueError, match="twice"):
        stud_choice.play_have_a_heart(["Ah"] + full_deck(), players=3)
    with pytest.raises(ValueError, match="ran out"):
        stud_choice.play_have_a_heart(full_deck()[:20], players=3)


# ---------------------------------------------------------------------------
# English Stud
# ---------------------------------------------------------------------------

ENGLISH_DECK = [
    "5c", "Ac",  # street 1 (down)
    "6d", "Ad",  # street 2 (down)
    "7s", "As",  # street 3 (up)
    "8c", "Ah",  # street 4 (up)
    "9d", "2d",  # street 5 (up); draw: both stand pat
    "Th", "3h",  # street 6 (up)
    "Js", "2h",  # draw: seat 0 replaces its 5c, seat 1 its 2d
    "2c", "2s",  # street 7 (down)
    "Qc", "Kd",  # draw: seat 0 replaces its 2c, seat 1 its 2h
]


def test_english_stud_draws():
    deal = stud_choice.play_english_stud(stack(ENGLISH_DECK), players=2)
    # Street 5: a five-card straight and four aces stand pat.
    # Street 6: seat 0 drops the 5c (6-T beats 5-9): the Js lands at its
    # place, face down.  Seat 1 drops the 2d (A-A-A-A-3 beats A-A-A-A-2):
    # the 2h replaces it face up.
    # Street 7: seat 0's 2c and 6d both leave the J-high straight: the lower
    # rank goes (the 6d comes earlier).  Seat 1's 2h and 2s tie in rank
    # too: the earlier position goes, and the Kd takes the up place.
    assert deal["seats"][0] == [
        ("Js", "down"), ("6d", "down"), ("7s", "up"), ("8c", "up"),
        ("9d", "up"), ("Th", "up"), ("Qc", "down"),
    ]
    assert deal["seats"][1] == [
        ("Ac", "down"), ("Ad", "down"), ("As", "up"), ("Ah", "up"),
        ("Kd", "up"), ("3h", "up"), ("2s", "down"),
    ]
    assert deal["drawn"] == [2, 2]
    assert deal["reshuffled"] is False
    assert deal["hands"][0] == ("straight", (12,), True)
    assert deal["hands"][1] == ("four-of-a-kind", (14, 14, 14, 14, 13), True)
    assert deal["winners"] == [1]
    assert deal["full_leaders"] == [1, 1, 1, 1, 1]
    assert deal["showing_leaders"] == [1, 1, 1, 1, 1]
    assert deal["lead_changes"] == 0


def test_english_stud_never_draws():
    deal = stud_choice.play_english_stud(stack(ENGLISH_DECK), players=2, draw="never")
    assert deal["drawn"] == [0, 0]
    # Street 7 now deals the Js and 2h that the draws took before.
    assert deal["hands"][0] == ("straight", (11,), True)
    assert deal["hands"][1] == ("four-of-a-kind", (14, 14, 14, 14, 3), True)


def test_english_stud_volatility_rounds():
    deck = stack(
        [
            "Kc", "2c",  # street 1
            "Kd", "Ad",  # street 2
            "4s", "Ah",  # street 3: aces lead, and show
            "5h", "3d",  # street 4
            "6c", "7c",  # street 5; draw: seat 0 drops 4s (up), seat 1 drops 2c
            "Ks", "9s",
            "8d", "Jd",  # street 6; draw: seat 0 drops 5h, seat 1 drops 3d (up)
            "Kh", "Tc",
            "Qh", "Qd",  # street 7; draw: seat 0 drops 6c (ties 8d), seat 1 7c (ties 9s)
            "Jc", "Ac",
        ]
    )
    deal = stud_choice.play_english_stud(deck, players=2)
    # Rounds: after streets 3 and 4, then after the draws of 5, 6 and 7.
    # Showing counts up replacements: the Ks and Kh land face up, so in
    # round 4 seat 0 shows two kings against seat 1's ace high; in round 5
    # the Ac lands face up for seat 1.
    assert deal["full_leaders"] == [1, 1, 0, 0, 0]
    assert deal["showing_leaders"] == [1, 1, 1, 0, 1]
    assert deal["lead_changes"] == 1
    assert up_cards(deal["seats"][0]) == ["Ks", "Kh", "Jc", "8d"]
    assert up_cards(deal["seats"][1]) == ["Ah", "Tc", "Ac", "Jd"]
    assert deal["hands"][0] == ("four-of-a-kind", (13, 13, 13, 13, 12), True)
    assert deal["hands"][1] == ("three-of-a-kind", (14, 14, 14, 12, 11), True)
    assert deal["drawn"] == [3, 3]


def test_english_stud_reshuffles_the_discards_when_the_stock_runs_out():
    # A hand-built deck of 15 cards, so the stock runs out during the draws.
    deck = [
        "Ac", "Qc", "Ad", "Qd", "Kc", "Jc", "Kd", "Jd", "2c", "3c",  # streets 1-5
        "Ah", "Qh",  # street-5 draw: 2c and 3c go, full houses come
        "4s", "5s",  # street 6
        "6s",  # street-6 draw: seat 0's 4s goes; seat 1's 5s goes and the stock is empty
    ]
    rng = RecordingShuffle()
    deal = stud_choice.play_english_stud(deck, players=2, rng=rng)
    # First reshuffle: every discard so far, seat 1's own 5s included (which,
    # reversed, it gets straight back).  Street 7 deals 4s and 3c from it.
    # Street-7 draw: seat 0 drops the 4s (ties the 6s, lower rank) and gets
    # the 2c; seat 1 drops the 3c and finds the stock empty again: only the
    # two new discards are reshuffled.
    assert rng.piles == [["2c", "3c", "4s", "5s"], ["4s", "3c"]]
    assert deal["reshuffled"] is True
    assert deal["drawn"] == [3, 3]
    assert deal["seats"][0][5:] == [("6s", "up"), ("2c", "down")]
    assert deal["seats"][1][5:] == [("5s", "up"), ("3c", "down")]
    assert deal["hands"][0] == ("full-house", (14, 14, 14, 13, 13), True)
    assert deal["hands"][1] == ("full-house", (12, 12, 12, 11, 11), True)
    assert deal["winners"] == [0]

    with pytest.raises(ValueError, match="rng"):
        stud_choice.play_english_stud(deck, players=2)
    real = stud_choice.play_english_stud(deck, players=2, rng=random.Random(3))
    assert real["reshuffled"] is True and real["drawn"] == [3, 3]
    # Without draws nothing is ever discarded: a short deck just runs out.
    with pytest.raises(ValueError, match="ran out"):
        stud_choice.play_english_stud(deck[:13], players=2, draw="never", rng=random.Random(3))


def test_english_stud_refuses_bad_seats_and_options():
    with pytest.raises(ValueError, match="2..7 seats"):
        stud_choice.play_english_stud(full_deck(), players=8)
    with pytest.raises(ValueError, match="draw"):
        stud_choice.play_english_stud(full_deck(), players=2, draw="sometimes")
    with pytest.raises(ValueError, match="rng"):
        stud_choice.play_english_stud(full_deck(), players=2, rng=42)


# ---------------------------------------------------------------------------
# Open and Shut
# ---------------------------------------------------------------------------

# One down card, then four up streets; one seat per draw case.
OPEN_SEATS = [
    ["8d", "5c", "6d", "7h", "9s"],  # 0: straight: stands pat
    ["2d", "Kc", "Kd", "8h", "4s"],  # 1: trips with the wild 2d: keeps 2d K K
    ["Qc", "Qd", "9c", "9d", "3s"],  # 2: two pair: drops the 3s
    ["2c", "Js", "7c", "5d", "3h"],  # 3: wild and no pair: keeps 2c Js
    ["As", "Td", "8c", "6h", "4d"],  # 4: ace high: keeps the ace, draws four
    ["Kh", "Jd", "9h", "7s", "3d"],  # 5: no ace: keeps K J
    ["Ts", "2h", "Th", "Tc", "6c"],  # 6: the face-up 2h is natural: trips
]
OPEN_DRAWS = [
    "Ks", "4c",  # seat 1
    "Qh",  # seat 2
    "Jc", "Jh", "5s",  # seat 3
    "Ac", "Ad", "Ah", "3c",  # seat 4
    "2s", "8s", "Qs",  # seat 5: a drawn 2 is face down, so wild
    "4h", "5h",  # seat 6
]


def test_open_and_shut_standard_draw():
    deal = stud_choice.play_open_and_shut(stack(interleave(*OPEN_SEATS) + OPEN_DRAWS), players=7)
    assert deal["drawn"] == [0, 2, 1, 3, 4, 3, 2]
    assert deal["wild_held"] == [0, 1, 0, 1, 0, 1, 0]
    kept = [
        ["8d", "5c", "6d", "7h", "9s"],
        ["2d", "Kc", "Kd", "Ks", "4c"],
        ["Qc", "Qd", "9c", "9d", "Qh"],
        ["2c", "Js", "Jc", "Jh", "5s"],
        ["As", "Ac", "Ad", "Ah", "3c"],
        ["Kh", "Jd", "2s", "8s", "Qs"],
        ["Ts", "Th", "Tc", "4h", "5h"],
    ]
    assert [[card for card, _ in seat] for seat in deal["seats"]] == kept
    # Replacements come face down; discarded up cards leave the board.
    assert deal["seats"][1] == [("2d", "down"), ("Kc", "up"), ("Kd", "up"), ("Ks", "down"), ("4c", "down")]
    assert up_cards(deal["seats"][4]) == []
    assert deal["hands"] == [
        ("straight", (9,), True),
        ("four-of-a-kind", (13, 13, 13, 13, 4), False),
        ("full-house", (12, 12, 12, 9, 9), True),
        ("four-of-a-kind", (11, 11, 11, 11, 5), False),
        ("four-of-a-kind", (14, 14, 14, 14, 3), True),
        ("one-pair", (13, 13, 12, 11, 8), False),
        ("three-of-a-kind", (10, 10, 10, 5, 4), True),
    ]
    assert deal["winners"] == [4]
    assert deal["reshuffled"] is False
    # Round 1: seat 1's down 2d is wild, pairing its Kc (beats seat 2's
    # natural queens).  Round 4: seat 0's straight.  Round 5: after the
    # draw seat 4 shows nothing, and seat 1's two kings still lead the boards.
    assert deal["full_leaders"] == [1, 1, 1, 0, 4]
    assert deal["showing_leaders"] == [1, 1, 1, 1, 1]
    assert deal["lead_changes"] == 2


def test_open_and_shut_never_draws():
    deck = stack(interleave(*OPEN_SEATS) + OPEN_DRAWS)
    deal = stud_choice.play_open_and_shut(deck, players=7, draw="never")
    assert deal["drawn"] == [0] * 7
    assert deal["wild_held"] == [0, 1, 0, 1, 0, 0, 0]
    assert deal["hands"][1] == ("three-of-a-kind", (13, 13, 13, 8, 4), False)
    assert deal["hands"][6] == ("three-of-a-kind", (10, 10, 10, 6, 2), True)
    assert deal["winners"] == [0]


def test_open_and_shut_reshuffles_the_discards():
    deck = interleave(
        ["Kh", "Jd", "9h", "7s", "3d"],
        ["Qh", "Td", "8h", "6s", "4d"],
    ) + ["Kc", "Ks"]  # a short hand-built deck: two cards left for the draw
    rng = RecordingShuffle()
    deal = stud_choice.play_open_and_shut(deck, players=2, rng=rng)
    # Seat 0 discards 9h 7s 3d, gets Kc and Ks, then its own discards are
    # reshuffled (reversed here): it gets the 3d.  Seat 1 gets 7s and 9h,
    # then only its own three discards are reshuffled: it gets the 4d.
    assert rng.piles == [["9h", "7s", "3d"], ["8h", "6s", "4d"]]
    assert deal["reshuffled"] is True
    assert deal["drawn"] == [3, 3]
    assert [card for card, _ in deal["seats"][0]] == ["Kh", "Jd", "Kc", "Ks", "3d"]
    assert [card for card, _ in deal["seats"][1]] == ["Qh", "Td", "7s", "9h", "4d"]
    assert deal["hands"][0] == ("three-of-a-kind", (13, 13, 13, 11, 3), True)
    assert deal["hands"][1] == ("high-card", (12, 10, 9, 7, 4), True)
    assert deal["winners"] == [0]
    with pytest.raises(ValueError, match="rng"):
        stud_choice.play_open_and_shut(deck, players=2)


def test_open_and_shut_refuses_bad_seats_and_options():
    with pytest.raises(ValueError, match="2..7 seats"):
        stud_choice.play_open_and_shut(full_deck(), players=8)
    with pytest.raises(ValueError, match="draw"):
        stud_choice.play_open_and_shut(full_deck(), players=2, draw="improve")


# ---------------------------------------------------------------------------
# Share Your Hole
# ---------------------------------------------------------------------------

# Down, down, up, up, up.
SHARE_SEATS = [
    ["Qd", "3h", "Qs", "9c", "5d"],
    ["8c", "8h", "Kh", "4h", "2d"],
    ["Ah", "6h", "Jh", "Th", "7s"],
]


def test_share_your_hole_keep_best():
    deal = stud_choice.play_share_your_hole(stack(interleave(*SHARE_SEATS)), players=3)
    # Seat 0 keeps the Qd (a pair of queens).  Seat 1's eights play alike:
    # it keeps the one dealt first.  Seat 2 keeps the ace.
    assert deal["shared"] == ["3h", "8h", "6h"]
    assert deal["middle"] == ["3h", "8h", "6h"]
    assert deal["seats"][1] == [("8c", "down"), ("Kh", "up"), ("4h", "up"), ("2d", "up")]
    # Seat 2 makes a flush with two middle hearts, its own 6h among them.
    # Seat 1 would need all three middle hearts for a flush: not allowed.
    assert deal["hands"] == [
        ("one-pair", (12, 12, 9, 8, 6), True),
        ("one-pair", (8, 8, 13, 6, 4), True),
        ("flush", (14, 11, 10, 8, 6), True),
    ]
    assert deal["winners"] == [2]
    assert deal["middle_used"] == 2
    assert deal["middle_changes_winner"] is True  # the queens win on own cards
    # Round 4's showing hands are the up cards plus two middle cards: seat
    # 1's K-8-6-4-2 beats Q-9-8-6-5 and J-T-8-7-6.
    assert deal["full_leaders"] == [0, 0, 0, 2]
    assert deal["showing_leaders"] == [1, 1, 1, 1]
    assert deal["lead_changes"] == 1


def test_share_your_hole_share_high():
    deck = stack(interleave(*SHARE_SEATS))
    deal = stud_choice.play_share_your_hole(deck, players=3, share="share-high")
    # Equal ranks: the eight dealt first goes to the middle.
    assert deal["shared"] == ["Qd", "8c", "Ah"]
    assert deal["hands"] == [
        ("one-pair", (12, 12, 14, 9, 5), True),
        ("one-pair", (8, 8, 14, 13, 4), True),
        ("high-card", (14, 12, 11, 10, 7), True),
    ]
    assert deal["winners"] == [0]
    assert deal["middle_used"] == 2
    assert deal["middle_changes_winner"] is True  # own cards alone: seat 1's king high


def test_share_your_hole_one_middle_card_and_unchanged_winner():
    deck = stack(
        interleave(
            ["Ah", "3c", "Kh", "Qh", "9h"],
            ["7c", "2h", "5s", "Jc", "Td"],
        )
    )
    deal = stud_choice.play_share_your_hole(deck, players=2)
    assert deal["shared"] == ["3c", "2h"]
    assert deal["hands"][0] == ("flush", (14, 13, 12, 9, 2), True)
    assert deal["hands"][1] == ("high-card", (11, 10, 7, 5, 3), True)
    assert deal["winners"] == [0]
    assert deal["middle_used"] == 1
    assert deal["middle_changes_winner"] is False


def test_share_your_hole_seat_limits_and_options():
    deal = stud_choice.play_share_your_hole(full_deck(), players=10)
    assert len(deal["middle"]) == 10
    with pytest.raises(ValueError, match="2..10 seats"):
        stud_choice.play_share_your_hole(full_deck(), players=11)
    with pytest.raises(ValueError, match="share"):
        stud_choice.play_share_your_hole(full_deck(), players=3, share="share-low")


# ---------------------------------------------------------------------------
# Mexican Stud
# ---------------------------------------------------------------------------

# Round 1: two cards; rounds 2..4: one card each.
MEXICAN_SEATS = [
    ["Kc", "3d", "Kd", "Ac", "7s"],
    ["Qh", "Qs", "2c", "9d", "Jd"],
]


def test_mexican_stud_hide_high():
    deal = stud_choice.play_mexican_stud(stack(interleave(*MEXICAN_SEATS)), players=2)
    # Seat 0: 3d up; Kc and Kd tie, the one received first (Kc) goes up;
    # then Kd (below the Ac), then 7s.  Seat 1: Qh before Qs, then the rest.
    assert deal["seats"][0] == [("Kc", "up"), ("3d", "up"), ("Kd", "up"), ("Ac", "down"), ("7s", "up")]
    assert deal["seats"][1] == [("Qh", "up"), ("Qs", "down"), ("2c", "up"), ("9d", "up"), ("Jd", "up")]
    assert deal["hands"][0] == ("one-pair", (13, 13, 14, 7, 3), True)
    assert deal["hands"][1] == ("one-pair", (12, 12, 11, 9, 2), True)
    assert deal["winners"] == [0]
    assert deal["full_leaders"] == [1, 0, 0, 0]
    assert deal["showing_leaders"] == [1, 0, 0, 0]
    assert deal["lead_changes"] == 1
    assert deal["showing_lead_changes"] == 1


def test_mexican_stud_show_high():
    deck = stack(interleave(*MEXICAN_SEATS))
    deal = stud_choice.play_mexican_stud(deck, players=2, flip="show-high")
    assert deal["seats"][0] == [("Kc", "up"), ("3d", "down"), ("Kd", "up"), ("Ac", "up"), ("7s", "up")]
    assert deal["seats"][1] == [("Qh", "up"), ("Qs", "up"), ("2c", "down"), ("9d", "up"), ("Jd", "up")]
    # The flips never change the final hands.
    assert deal["hands"] == stud_choice.play_mexican_stud(deck, players=2)["hands"]
    assert deal["full_leaders"] == [1, 0, 0, 0]
    assert deal["showing_leaders"] == [0, 0, 0, 0]
    assert deal["showing_lead_changes"] == 0


def test_mexican_stud_split_pot_and_ties_to_the_lowest_seat():
    deck = stack(
        interleave(
            ["9c", "Td", "Jc", "Qd", "Ks"],
            ["9d", "Tc", "Jd", "Qc", "Kh"],
            ["2c", "3d", "4s", "7h", "8c"],
        )
    )
    deal = stud_choice.play_mexican_stud(deck, players=3)
    assert deal["hands"][0] == deal["hands"][1] == ("straight", (13,), True)
    assert deal["winners"] == [0, 1]
    assert deal["shares"] == [0.5, 0.5, 0.0]
    assert deal["full_leaders"] == [0, 0, 0, 0]  # seats 0 and 1 tie each round
    assert deal["full_leader_won"] == [True] * 4


def test_mexican_stud_seat_limits_and_options():
    deal = stud_choice.play_mexican_stud(full_deck(), players=10)
    assert all(len(seat) == 5 for seat in deal["seats"])
    with pytest.raises(ValueError, match="2..10 seats"):
        stud_choice.play_mexican_stud(full_deck(), players=11)
    with pytest.raises(ValueError, match="flip"):
        stud_choice.play_mexican_stud(full_deck(), players=3, flip="random")


# ---------------------------------------------------------------------------
# The simulate drivers
# ---------------------------------------------------------------------------

# (simulate, players, options, volatility rounds, deals): the deal counts
# keep the whole file quick (Share Your Hole scores 56 hands per seat).
SIMULATIONS = [
    (stud_choice.simulate_have_a_heart, 7, {}, 5, 20),
    (stud_choice.simulate_have_a_heart, 3, {"take": "never"}, 5, 20),
    (stud_choice.simulate_english_stud, 7, {}, 5, 20),
    (stud_choice.simulate_english_stud, 4, {"draw": "never"}, 5, 20),
    (stud_choice.simulate_open_and_shut, 7, {}, 5, 20),
    (stud_choice.simulate_open_and_shut, 3, {"draw": "never"}, 5, 20),
    (stud_choice.simulate_share_your_hole, 10, {}, 4, 5),
    (stud_choice.simulate_share_your_hole, 4, {"share": "share-high"}, 4, 10),
    (stud_choice.simulate_mexican_stud, 10, {}, 4, 20),
    (stud_choice.simulate_mexican_stud, 4, {"flip": "show-high"}, 4, 20),
]


@pytest.mark.parametrize("simulate, players, options, rounds, deals", SIMULATIONS)
def test_simulate_totals_add_up(simulate, players, options, rounds, deals):
    result = simulate(deals, players=players, seed=5, **options)
    assert result["deals"] == deals
    assert sum(result["winner_category"].values()) == deals
    assert sum(result["hand_category"].values()) == deals * players
    assert sum(result["seat_win"].values()) == pytest.approx(deals)
    assert 0 <= result["tie"] <= deals
    assert sum(result["lead_changes"].values()) == deals
    assert len(result["leader_wins_full"]) == len(result["leader_wins_showing"]) == rounds
    assert result["leader_wins_full"][-1] == deals  # the last full leader wins
    if simulate is stud_choice.simulate_have_a_heart:
        assert sum(result["hand_size"].values()) == deals * players
        assert sum(result["takes"].values()) == deals
        if options.get("take") == "never":
            assert result["takes"] == {0: deals} and result["hand_size"] == {7: deals * players}
    if simulate is stud_choice.simulate_english_stud:
        assert sum(result["drawn"].values()) == deals * players
        if options.get("draw") == "never":
            assert result["drawn"] == {0: deals * players} and result["reshuffled"] == 0
        else:
            assert result["reshuffled"] > 0  # seven seats always need more than 52 cards
    if simulate is stud_choice.simulate_open_and_shut:
        assert sum(result["drawn"].values()) == deals * players
        assert sum(result["wild_held"].values()) == deals * players
        assert 0 <= result["reshuffled"] <= deals
    if simulate is stud_choice.simulate_share_your_hole:
        assert sum(result["middle_used"].values()) == deals
        assert 0 <= result["middle_changes_winner"] <= deals
    if simulate is stud_choice.simulate_mexican_stud:
        assert sum(result["showing_lead_changes"].values()) == deals
    assert simulate(deals, players=players, seed=5, **options) == result


def test_simulate_refuses_bad_arguments():
    with pytest.raises(ValueError, match="deals"):
        stud_choice.simulate_mexican_stud(-1, players=3)
    with pytest.raises(ValueError, match="2..7 seats"):
        stud_choice.simulate_english_stud(5, players=8)
    with pytest.raises(ValueError, match="draw"):
        stud_choice.simulate_open_and_shut(5, players=3, draw="sometimes")

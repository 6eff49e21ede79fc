"""Tests of the 333 reference twin (tests/reference/three_three_three.py) on hand-built decks."""

import random
from collections import Counter
from fractions import Fraction

import pytest

from tests.reference import three_three_three as ttt
from tests.reference.three_three_three import DECK, play, simulate

HALF = Fraction(1, 2)
THIRD = Fraction(1, 3)
QUARTER = Fraction(1, 4)


def _deck(hands, stream=()):
    """A 52-card deck dealing ``hands`` (three cards a seat) with ``stream`` on top of the stream;
    the rest of the deck follows in DECK order."""
    players = len(hands)
    top = [None] * (3 * players)
    for seat, hand in enumerate(hands):
        assert len(hand) == 3
        for k, card in enumerate(hand):
            top[k * players + seat] = card  # pass k, seat after seat
    head = top + list(stream)
    assert None not in head and len(set(head)) == len(head)
    return head + [card for card in DECK if card not in head]


# ---------------------------------------------------------------------------
# Totals, declares and side winners
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "cards, high, low",
    [
        (["Kc", "Qd", "Th"], 30, 30),
        (["Jc", "9d", "2h"], 21, 21),
        (["2c", "3d"], 5, 5),
        (["Ac"], 11, 1),
        (["Ac", "Kd", "9h"], 30, 20),
        (["Ac", "2d"], 13, 3),
        (["Ac", "Ad"], 22, 2),
        (["Ac", "Ad", "Ah"], 33, 3),
        (["Ac", "Ad", "Kh"], 32, 12),
        (["Ac", "Kd", "Kh"], 31, 21),
        (["Ac", "Ad", "9h"], 31, 11),
        (["Ac", "7d", "3h"], 21, 11),
    ],
)
def test_hand_totals_with_aces(cards, high, low):
    assert ttt.high_total(cards) == high
    assert ttt.low_total(cards) == low


def test_totals_of_an_empty_hand_are_none():
    assert ttt.high_total([]) is None and ttt.low_total([]) is None


def test_closest_prefers_the_lower_of_two_equally_close():
    # No hand of three cards or fewer passes 33, so the high ties are checked on the helpers.
    assert ttt.closest([28, 38], 33) == 28
    assert ttt.closest([38, 28], 33) == 28
    assert ttt.closest([5, 1], 3) == 1
    assert ttt.side_winners({0: 36, 1: 30}, 33) == [1]
    assert ttt.side_winners({2: 36, 0: 30, 1: 30}, 33) == [0, 1]
    assert ttt.side_winners({3: 5, 1: 1}, 3) == [1]
    assert ttt.side_winners({}, 33) == []


@pytest.mark.parametrize(
    "high, low, expected",
    [
        (30, 30, "high"),  # 3 from 33, 27 from 3
        (20, 20, "high"),  # 13 from 33, 17 from 3
        (19, 19, "high"),  # 14, 16
        (18, 18, "low"),  # 15 and 15: a tie goes low
        (17, 17, "low"),  # 16, 14
        (33, 3, "low"),  # 0 and 0: a tie goes low
        (13, 3, "low"),
        (11, 1, "low"),
        (31, 21, "high"),
        (31, 11, "high"),  # A A 9: 2 from 33, 8 from 3
        (32, 12, "high"),  # A A K
        (21, 11, "low"),  # A 7 3: 12 from 33, 8 from 3
    ],
)
def test_declare_policies(high, low, expected):
    assert ttt.declare("standard", high, low) == expected
    assert ttt.declare("high", high, low) == "high"
    assert ttt.declare("low", high, low) == "low"


# ---------------------------------------------------------------------------
# The deal and the reveals
# ---------------------------------------------------------------------------


def test_deal_goes_round_the_table_three_times():
    game = play(list(DECK), 3)
    # Seat s gets deck cards s, 3 + s, 6 + s; the stream starts at "4d" (position 9).
    assert game["hands"] == [["2c", "2s", "3h"], ["2d", "3c", "3s"], ["2h", "3d", "4c"]]
    assert game["reveals"] == ["4d", "5c", "6c", "7c", "8c"]
    assert game["passed_over"] == 2 + 3 + 3 + 3  # 4h 4s, 5d 5h 5s, ...
    assert game["final"] == [["2c", "2s", "3h"], ["2d", "3c", "3s"], ["2h", "3d"]]
    deck = random.Random(4).sample(DECK, 52)
    hands = play(deck, 5)["hands"]
    assert hands == [[deck[s], deck[5 + s], deck[10 + s]] for s in range(5)]


def test_reveals_discard_every_card_of_the_rank_from_every_seat():
    hands = [["5c", "9d", "Kh"], ["5d", "5s", "7s"], ["Qc", "Jd", "8h"]]
    game = play(_deck(hands, ["5h", "Kc", "2c", "3c", "4c"]), 3)
    assert game["hands"] == hands
    assert game["reveals"] == ["5h", "Kc", "2c", "3c", "4c"]
    assert game["passed_over"] == 0 and game["out"] == []
    assert game["final"] == [["9d"], ["7s"], ["Qc", "Jd", "8h"]]
    assert game["declares"] == ["low", "low", "high"]
    assert game["low_winners"] == [1] and game["high_winners"] == [2]
    assert game["shares"] == [0, HALF, HALF]


def test_a_reveal_passes_over_ranks_already_shown_several_in_a_row():
    hands = [["Kc", "Qd", "Jh"], ["9c", "8d", "7h"]]
    stream = ["2c", "2d", "2h", "2s", "3c", "3d", "4c", "3h", "4d", "5c", "6c"]
    game = play(_deck(hands, stream), 2)
    assert game["reveals"] == ["2c", "3c", "4c", "5c", "6c"]
    assert game["passed_over"] == 6  # 2d 2h 2s, 3d, 3h 4d
    assert game["final"] == hands


def test_a_passed_over_card_changes_nothing_and_counts_only_before_the_last_reveal():
    hands = [["2c", "Qd", "Jh"], ["2d", "8d", "7h"]]
    game = play(_deck(hands, ["2h", "2s", "3c", "4c", "5c", "6c", "3d", "4d"]), 2)
    assert game["reveals"] == ["2h", "3c", "4c", "5c", "6c"]
    assert game["passed_over"] == 1
    assert game["final"] == [["Qd", "Jh"], ["8d", "7h"]]


# ---------------------------------------------------------------------------
# Going out
# ---------------------------------------------------------------------------


def test_one_seat_goes_out_mid_game_and_takes_the_pot():
    hands = [["Kc", "Qd", "2s"], ["5c", "5d", "9h"], ["Tc", "Jd", "8s"]]
    game = play(_deck(hands, ["5h", "3c", "9c", "4c", "6c"]), 3)
    assert game["reveals"] == ["5h", "3c", "9c"]
    assert game["out"] == [1]
    assert game["shares"] == [0, 1, 0]
    assert game["declares"] is None
    assert game["high_winners"] == [] and game["low_winners"] == []
    assert game["final"] == [["Kc", "Qd", "2s"], [], ["Tc", "Jd", "8s"]]
    assert game["high_totals"] == [22, None, 28] and game["low_totals"] == [22, None, 28]


def test_three_of_a_rank_go_out_on_the_first_reveal():
    hands = [["Kc", "Qd", "2s"], ["7c", "7d", "7h"]]
    game = play(_deck(hands, ["7s", "3c"]), 2)
    assert game["reveals"] == ["7s"] and game["out"] == [1] and game["shares"] == [0, 1]


def test_going_out_on_the_fifth_reveal_ends_without_a_showdown():
    hands = [["Kc", "Qd", "Js"], ["2d", "3d", "4d"]]
    game = play(_deck(hands, ["5c", "6c", "2c", "3c", "4c"]), 2)
    assert len(game["reveals"]) == 5 and game["out"] == [1]
    assert game["declares"] is None and game["shares"] == [0, 1]


def test_two_seats_going_out_together_split_the_pot():
    hands = [["7c", "7d", "8c"], ["Kc", "Qd", "2s"], ["8d", "8h", "7h"]]
    deck = _deck(hands, ["7s", "8s", "3c", "4c", "5c"])
    game = play(deck, 3)
    assert game["reveals"] == ["7s", "8s"]
    assert game["out"] == [0, 2]
    assert game["shares"] == [HALF, 0, HALF]
    first = play(deck, 3, first_out_takes_all=True)
    assert first["out"] == [0, 2] and first["shares"] == [1, 0, 0]


def test_first_out_takes_all_goes_to_the_first_out_from_the_dealers_left():
    # Seats 1 and 2 go out together on the second three; seat 0 keeps its cards.
    hands = [["Kc", "Qd", "2s"], ["9c", "9d", "3c"], ["3d", "3h", "9h"]]
    deck = _deck(hands, ["9s", "3s", "4c", "5c", "6c"])
    game = play(deck, 3)
    assert game["reveals"] == ["9s", "3s"]
    assert game["out"] == [1, 2] and game["shares"] == [0, HALF, HALF]
    first = play(deck, 3, first_out_takes_all=True)
    assert first["out"] == [1, 2] and first["shares"] == [0, 1, 0]


def test_three_seats_out_together_split_in_thirds():
    hands = [["Kc", "Kd", "2s"], ["9c", "9d", "5c"], ["Jc", "Jd", "5d"], ["Qc", "Qd", "5h"]]
    deck = _deck(hands, ["9s", "Js", "Qs", "5s", "3c"])
    game = play(deck, 4)
    assert game["reveals"] == ["9s", "Js", "Qs", "5s"]
    assert game["out"] == [1, 2, 3]
    assert game["shares"] == [0, THIRD, THIRD, THIRD]
    assert play(deck, 4, first_out_takes_all=True)["shares"] == [0, 1, 0, 0]


# ---------------------------------------------------------------------------
# The showdown
# ---------------------------------------------------------------------------

# Seat 0: 30 (high); seat 1: 2 3 and a five discarded, 5 (low); seat 2: 24 (high).
BASIC_HANDS = [["Kc", "Qd", "Th"], ["2c", "3d", "5h"], ["9c", "8d", "7h"]]
BASIC = _deck(BASIC_HANDS, ["4c", "6c", "Jc", "Ac", "5s"])


def test_showdown_halves_between_high_and_low():
    game = play(BASIC, 3)
    assert game["reveals"] == ["4c", "6c", "Jc", "Ac", "5s"]
    assert game["final"] == [["Kc", "Qd", "Th"], ["2c", "3d"], ["9c", "8d", "7h"]]
    assert game["high_totals"] == [30, 5, 24] and game["low_totals"] == [30, 5, 24]
    assert game["declares"] == ["high", "low", "high"]
    assert game["high_winners"] == [0] and game["low_winners"] == [1]
    assert game["shares"] == [HALF, HALF, 0]
    assert game["out"] == []


def test_policy_high_everyone_high_takes_the_whole_pot():
    game = play(BASIC, 3, policy="high")
    assert game["declares"] == ["high", "high", "high"]
    assert game["high_winners"] == [0] and game["low_winners"] == []
    assert game["shares"] == [1, 0, 0]


def test_policy_low_everyone_low_takes_the_whole_pot():
    game = play(BASIC, 3, policy="low")
    assert game["declares"] == ["low", "low", "low"]
    assert game["low_winners"] == [1] and game["high_winners"] == []
    assert game["shares"] == [0, 1, 0]


def test_standard_nobody_declares_low():
    game = play(_deck([["Kc", "Qd", "Th"], ["9c", "8d", "7h"]], ["2c", "3c", "4c", "5c", "6c"]), 2)
    assert game["declares"] == ["high", "high"]
    assert game["high_winners"] == [0] and game["low_winners"] == []
    assert game["shares"] == [1, 0]


def test_standard_nobody_declares_high():
    # 9 (6 from 3) and 13 (10 from 3): both low; 9 is closer.
    game = play(_deck([["2c", "3d", "4h"], ["2d", "5c", "6c"]], ["7c", "8c", "9c", "Tc", "Jc"]), 2)
    assert game["declares"] == ["low", "low"]
    assert game["low_totals"] == [9, 13]
    assert game["low_winners"] == [0] and game["high_winners"] == []
    assert game["shares"] == [1, 0]


def test_two_aces_and_a_nine_declare_high_under_standard():
    # A A 9: high 31 (2 from 33), low 11 (8 from 3); 2 3 5: 10, low.
    hands = [["Ac", "Ad", "9h"], ["2c", "3c", "5c"]]
    game = play(_deck(hands, ["4c", "6c", "7c", "8c", "Tc"]), 2)
    assert game["high_totals"] == [31, 10] and game["low_totals"] == [11, 10]
    assert game["declares"] == ["high", "low"]
    assert game["shares"] == [HALF, HALF]


def test_aces_count_eleven_high_and_one_low():
    hands = [["Ac", "Kd", "9h"], ["Kc", "Qd", "8h"], ["Ad", "2c", "7c"], ["2d", "2h", "Td"]]
    game = play(_deck(hands, ["7s", "Ts", "3c", "4c", "5c"]), 4)
    assert game["final"] == [["Ac", "Kd", "9h"], ["Kc", "Qd", "8h"], ["Ad", "2c"], ["2d", "2h"]]
    assert game["high_totals"] == [30, 28, 13, 4]
    assert game["low_totals"] == [20, 28, 3, 4]
    assert game["declares"] == ["high", "high", "low", "low"]
    assert game["high_winners"] == [0]  # the ace as 11 beats 28
    assert game["low_winners"] == [2]  # the ace as 1 beats 4
    assert game["shares"] == [HALF, 0, HALF, 0]


def test_three_aces_make_33_and_3():
    hands = [["Ac", "Ad", "Ah"], ["Kc", "Qd", "Jh"], ["2c", "3d", "5h"]]
    deck = _deck(hands, ["4c", "6c", "7c", "8c", "9c"])
    game = play(deck, 3)
    assert game["high_totals"][0] == 33 and game["low_totals"][0] == 3
    assert game["declares"] == ["low", "high", "low"]  # 0 from 33 and 0 from 3: low
    assert game["low_winners"] == [0] and game["high_winners"] == [1]
    high = play(deck, 3, policy="high")
    assert high["high_winners"] == [0] and high["shares"] == [1, 0, 0]


def test_equally_close_totals_go_to_the_lower():
    # After the nines: seat 0 holds a lone ace (low 1), seat 1 holds 2 3 (5): both 2 from 3.
    hands = [["Ac", "9c", "9d"], ["2c", "3c", "9h"], ["Kc", "Qc", "Jc"]]
    game = play(_deck(hands, ["9s", "4c", "5c", "6c", "7c"]), 3)
    assert game["final"] == [["Ac"], ["2c", "3c"], ["Kc", "Qc", "Jc"]]
    assert game["low_totals"] == [1, 5, 30]
    assert game["declares"] == ["low", "low", "high"]
    assert game["low_winners"] == [0] and game["high_winners"] == [2]
    assert game["shares"] == [HALF, 0, HALF]


def test_equal_totals_split_a_half():
    hands = [["Kc", "Qd", "Th"], ["Kd", "Qc", "Ts"], ["2c", "3c", "5c"], ["2d", "3d", "5d"]]
    game = play(_deck(hands, ["4c", "6c", "7c", "8c", "9c"]), 4)
    assert game["declares"] == ["high", "high", "low", "low"]
    assert game["high_winners"] == [0, 1] and game["low_winners"] == [2, 3]
    assert game["shares"] == [QUARTER] * 4
    # Three seats on one side, one on the other.
    hands = [["Kc", "Qd", "Th"], ["Kd", "Qc", "Ts"], ["Kh", "Qh", "Td"], ["2d", "3d", "5d"]]
    game = play(_deck(hands, ["4c", "6c", "7c", "8c", "9c"]), 4)
    assert game["high_winners"] == [0, 1, 2] and game["low_winners"] == [3]
    assert game["shares"] == [Fraction(1, 6)] * 3 + [HALF]


# ---------------------------------------------------------------------------
# Checks
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("players", [1, 11, 0, True, 2.0, "3", None])
def test_players_refused(players):
    with pytest.raises(ValueError):
        play(list(DECK), players)
    with pytest.raises(ValueError):
        simulate(players, 1, 0)


def test_policy_names_refused():
    with pytest.raises(ValueError, match="standard, high, low"):
        play(list(DECK), 2, policy="random")
    with pytest.raises(ValueError):
        simulate(2, 1, 0, policy="HIGH")


@pytest.mark.parametrize(
    "deck",
    [
        list(DECK)[:51],
        list(DECK) + ["2c"],
        list(DECK)[:51] + ["2c"],
        list(DECK)[:51] + ["1s"],
        list(DECK)[:51] + ["as"],
        list(DECK)[:51] + [None],
        "".join(DECK),
    ],
)
def test_bad_decks_refused(deck):
    with pytest.raises(ValueError):
        play(deck, 2)


def test_a_tuple_deck_is_fine_and_ten_seats_play():
    game = play(DECK, 10)
    assert len(game["hands"]) == 10 and sum(game["shares"]) == 1


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def _check_deal(deck, players, game):
    stream = deck[3 * players:]
    assert game["hands"] == [[deck[s], deck[players + s], deck[2 * players + s]] for s in range(players)]
    reveals = game["reveals"]
    assert 1 <= len(reveals) <= 5
    ranks = [card[0] for card in reveals]
    assert len(set(ranks)) == len(ranks)
    # Every stream card up to the last reveal is a reveal or of a rank already revealed.
    used = stream[: stream.index(reveals[-1]) + 1]
    assert [card for card in used if card in reveals] == reveals
    assert game["passed_over"] == len(used) - len(reveals)
    for k, card in enumerate(used):
        assert card in reveals or card[0] in {c[0] for c in used[:k]}
    for seat in range(players):
        assert game["final"][seat] == [c for c in game["hands"][seat] if c[0] not in ranks]
    empty = [seat for seat in range(players) if not game["final"][seat]]
    assert game["out"] == empty
    # Nobody was empty before the last reveal.
    before = set(ranks[:-1])
    assert all(any(c[0] not in before for c in hand) for hand in game["hands"])
    assert sum(game["shares"]) == 1 and all(share >= 0 for share in game["shares"])
    if game["out"]:
        assert game["declares"] is None and not game["high_winners"] and not game["low_winners"]
        assert all(game["shares"][s] == 0 for s in range(players) if s not in game["out"])
    else:
        assert len(reveals) == 5
        assert set(game["declares"]) <= {"high", "low"}
        for s in game["high_winners"]:
            assert game["declares"][s] == "high"
        for s in game["low_winners"]:
            assert game["declares"][s] == "low"


@pytest.mark.parametrize("policy", ["standard", "high", "low"])
def test_deal_invariants_on_random_decks(policy):
    rng = random.Random(17)
    for players in (2, 5, 10):
        for _ in range(60):
            deck = rng.sample(DECK, 52)
            game = play(deck, players, policy=policy, first_out_takes_all=players == 5)
            _check_deal(deck, players, game)


def _check_totals(totals, players, deals):
    assert totals["deals"] == deals
    assert len(totals["shares"]) == players
    assert sum(totals["shares"]) == deals
    assert sum(totals["outs"].values()) == totals["went_out"]
    assert set(totals["outs"]) <= set(range(1, players + 1))
    assert sum(totals["reveals"].values()) == deals
    assert set(totals["reveals"]) <= {1, 2, 3, 4, 5}
    showdowns = deals - totals["went_out"]
    assert totals["reveals"][5] >= showdowns
    assert totals["declares_high"] + totals["declares_low"] == players * showdowns
    high_deals = sum(totals["high_total"].values())
    low_deals = sum(totals["low_total"].values())
    assert high_deals <= showdowns and low_deals <= showdowns
    assert high_deals + low_deals >= showdowns  # every showdown has at least one side
    assert totals["split_high"] <= high_deals and totals["split_low"] <= low_deals
    assert all(3 <= t <= 33 for t in totals["high_total"])
    assert all(1 <= t <= 33 for t in totals["low_total"])
    assert totals["passed_over"] >= 0


def test_simulate_totals_add_up():
    totals = simulate(4, 400, seed=1)
    _check_totals(totals, 4, 400)
    assert 0 < totals["went_out"] < 400
    assert totals["declares_high"] > 0 and totals["declares_low"] > 0
    assert totals["passed_over"] > 0
    assert totals == simulate(4, 400, seed=1)
    assert totals != simulate(4, 400, seed=2)


@pytest.mark.parametrize(
    "players, options",
    [
        (2, {}),
        (10, {}),
        (6, {"policy": "high"}),
        (6, {"policy": "low"}),
        (8, {"first_out_takes_all": True}),
    ],
)
def test_simulate_totals_add_up_under_options(players, options):
    totals = simulate(players, 150, seed=3, **options)
    _check_totals(totals, players, 150)
    if options.get("policy") == "high":
        assert totals["declares_low"] == 0 and not totals["low_total"] and totals["split_low"] == 0
    if options.get("policy") == "low":
        assert totals["declares_high"] == 0 and not totals["high_total"] and totals["split_high"] == 0
    if options.get("first_out_takes_all"):
        assert totals["outs"] and max(totals["outs"]) >= 1


def test_simulate_is_play_over_one_rng():
    rng = random.Random(1)
    games = [play(rng.sample(DECK, 52), 10, first_out_takes_all=True) for _ in range(300)]
    totals = simulate(10, 300, seed=1, first_out_takes_all=True)
    assert totals["outs"][2] > 0  # this seed has deals where two seats go out together
    assert totals["shares"] == [sum(g["shares"][s] for g in games) for s in range(10)]
    assert totals["went_out"] == sum(1 for g in games if g["out"])
    assert totals["outs"] == Counter(len(g["out"]) for g in games if g["out"])
    assert totals["reveals"] == Counter(len(g["reveals"]) for g in games)
    assert totals["passed_over"] == sum(g["passed_over"] for g in games)
    showdowns = [g for g in games if not g["out"]]
    assert totals["declares_high"] == sum(g["declares"].count("high") for g in showdowns)
    assert totals["high_total"] == Counter(g["high_totals"][g["high_winners"][0]]
                                           for g in showdowns if g["high_winners"])
    assert totals["low_total"] == Counter(g["low_totals"][g["low_winners"][0]]
                                          for g in showdowns if g["low_winners"])
    assert totals["split_high"] == sum(len(g["high_winners"]) >= 2 for g in showdowns)
    assert totals["split_low"] == sum(len(g["low_winners"]) >= 2 for g in showdowns)
    # With first_out_takes_all every going-out deal gives the pot to one seat.
    for g in games:
        if g["out"]:
            assert g["shares"][g["out"][0]] == 1

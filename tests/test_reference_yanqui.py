"""Hand-built deals for the Yanqui Baseball reference simulator.

Each deck below is written in dealing order (seat 0 first in every pass),
then padded with the unused cards so it is a full 52-card deck.
"""

import pytest

try:
    from tests.reference import yanqui
    from tests.reference.evaluator import full_deck
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import yanqui
    from reference.evaluator import full_deck


def stack(dealt):
    """``dealt`` on top, then every other card in the fixed deck order."""
    assert len(set(dealt)) == len(dealt)
    return list(dealt) + [c for c in full_deck() if c not in dealt]


def test_wild_moves_from_seven_to_three():
    deck = stack(
        [
            "Ah", "Kc",  # first down card: seat 0, seat 1
            "Ad", "Kd",  # second down card
            "7c", "2s",  # up street 1: sevens become wild
            "Qs", "3h",  # up street 2: threes take over
            "Jh", "8d",  # up street 3
            "Tc", "6h",  # up street 4
            "2c", "Ks",  # final down card
        ]
    )
    deal = yanqui.play_deal(deck, players=2)
    assert deal["wild_rank"] == 3
    assert deal["wild_changes"] == 2
    # The 7 is no longer wild, so seat 0 has only its aces (no K for a straight).
    assert deal["hands"][0] == ("one-pair", (14, 14, 12, 11, 10), True)
    # Seat 1's 3 of hearts makes the fourth king.
    assert deal["hands"][1] == ("four-of-a-kind", (13, 13, 13, 13, 8), False)
    assert deal["winners"] == [1]
    assert deal["shares"] == [0.0, 1.0]
    assert deal["wild_held"] == [0, 1]
    # Round 1: sevens wild, seat 0 has three aces.  From round 2 on: threes
    # wild, seat 1's kings lead.  Showing: the wild 3 pairs seat 1's 2.
    assert deal["full_leaders"] == [0, 1, 1, 1, 1]
    assert deal["showing_leaders"] == [0, 1, 1, 1, 1]
    assert deal["full_leader_won"] == [False, True, True, True, True]
    assert deal["lead_changes"] == 1
    assert deal["shared"] is None


def test_face_up_four_buys_an_extra_down_card():
    dealt = [
        "2c", "Kh",
        "8d", "Ks",
        "4c", "9c", "Jd",  # seat 0's 4 buys the 9c (down: it sets no wild)
        "Td", "4h", "4d",  # seat 1's 4 buys the 4d (down: it buys nothing)
        "6c", "2d",
        "Qs", "8h",
        "Ah", "6s",
    ]
    deal = yanqui.play_deal(stack(dealt), players=2)
    assert deal["extras"] == [1, 1]
    assert deal["seats"][0] == [
        ("2c", "down"), ("8d", "down"), ("4c", "up"), ("9c", "extra"),
        ("Td", "up"), ("6c", "up"), ("Qs", "up"), ("Ah", "down"),
    ]
    assert deal["seats"][1] == [
        ("Kh", "down"), ("Ks", "down"), ("Jd", "up"), ("4h", "up"), ("4d", "extra"),
        ("2d", "up"), ("8h", "up"), ("6s", "down"),
    ]
    assert deal["wild_rank"] is None and deal["wild_changes"] == 0
    assert deal["hands"][1] == ("two-pair", (13, 13, 4, 4, 11), True)
    assert deal["winners"] == [1]

    no_buy = yanqui.play_deal(stack(dealt), players=2, buy_fours=False)
    assert no_buy["extras"] == [0, 0]
    assert [len(seat) for seat in no_buy["seats"]] == [7, 7]
    # Without the purchase the 9c is seat 1's first up card and sets a wild rank.
    assert no_buy["seats"][1][2] == ("9c", "up")
    assert no_buy["wild_rank"] == 9


def test_shared_card_when_seven_seats_run_the_deck_short():
    fours = ["4c", "4d", "4h", "4s"]
    pool = iter(c for c in full_deck() if c not in fours and c != "9h")
    dealt = [next(pool) for _ in range(14)]  # two down cards each
    for four in fours:  # seats 0..3 show a 4 on the first street and buy
        dealt += [four, next(pool)]
    dealt += [next(pool) for _ in range(3 + 21)]  # rest of street 1, streets 2-4
    assert len(dealt) == 46  # only 6 cards left for 7 seats
    dealt.append("9h")
    deal = yanqui.play_deal(stack(dealt), players=7)
    assert deal["shared"] == "9h"
    assert deal["wild_rank"] == 9
    assert deal["extras"] == [1, 1, 1, 1, 0, 0, 0]
    assert [len(seat) for seat in deal["seats"]] == [7, 7, 7, 7, 6, 6, 6]
    # No seat got a final down card, and the shared wild 9 is in every hand.
    assert all(seat[-1][1] != "down" for seat in deal["seats"])
    assert all(held >= 1 for held in deal["wild_held"])
    assert all(category != "high-card" for category, _, _ in deal["hands"])

    # With six seats the deck is long enough for the final down cards.
    six = yanqui.play_deal(stack(dealt), players=6)
    assert six["shared"] is None


def test_queen_of_hearts_payments():
    dealt = [
        "2c", "2d", "2h",
        "8c", "8d", "8h",
        "Qh", "5c", "5h",  # fives become wild (one change only)
        "5s", "5d", "Kc",
        "Tc", "Jd", "Ks",
        "6c", "6d", "Jh",
        "As", "Ad", "Ac",
    ]
    deal = yanqui.play_deal(stack(dealt), players=3)
    assert deal["qh_holder"] == 0
    # Seat 1's 5c and 5d and seat 2's 5h pay; seat 0's own 5s does not.
    assert deal["qh_payments"] == 3
    assert deal["wild_rank"] == 5 and deal["wild_changes"] == 1

    # The queen dealt face down pays nothing.
    hidden = list(dealt)
    hidden[0], hidden[6] = hidden[6], hidden[0]
    deal = yanqui.play_deal(stack(hidden), players=3)
    assert deal["qh_holder"] is None and deal["qh_payments"] == 0


@pytest.mark.parametrize("players", [2, 7])
def test_simulate_totals_add_up(players):
    deals = 60
    result = yanqui.simulate(deals, players=players, seed=11)
    assert result["deals"] == deals
    assert sum(result["winner_category"].values()) == deals
    assert sum(result["hand_category"].values()) == deals * players
    assert sum(result["seat_win"].values()) == pytest.approx(deals)
    assert sum(result["wild_rank"].values()) == deals
    assert sum(result["wild_held"].values()) == deals * players
    assert sum(result["wild_changes"].values()) == deals
    assert sum(result["extra_cards"].values()) == deals * players
    assert sum(result["lead_changes"].values()) == deals
    # The round-5 full leader is the showdown winner by definition.
    assert result["leader_wins_full"][4] == deals
    assert result["tie"] <= deals and result["qh_face_up"] <= deals
    assert yanqui.simulate(deals, players=players, seed=11) == result


def test_simulate_without_buying_fours():
    result = yanqui.simulate(40, players=7, seed=3, buy_fours=False)
    assert result["extra_cards"] == {0: 40 * 7}
    assert result["shared_card"] == 0

"""Tests of the Whiskey Poker reference twin (tests/reference/whiskey_poker.py).

The deal (the kitty dealt as an extra seat), the kitty phase, each step of a
seat's turn on built hands, hand-built deals for the turn order, the last
turns after a knock, the no-pass-twice rule, the house limit and the "early"
knock level, ties, and the totals of simulate().
"""

import math
import random
from collections import Counter

import pytest

try:
    from tests.reference import whiskey_poker as wp
    from tests.reference.evaluator import CATEGORY_INDEX, fast_high, full_deck
    from tests.reference.five_card_draw import shuffled_decks
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import whiskey_poker as wp
    from reference.evaluator import CATEGORY_INDEX, fast_high, full_deck
    from reference.five_card_draw import shuffled_decks


def cards(text):
    return text.split()


def stack(dealt):
    """``dealt`` on top, then every other card in the fixed deck order."""
    assert len(set(dealt)) == len(dealt)
    return list(dealt) + [c for c in full_deck() if c not in dealt]


def interleave(*places):
    """Dealing order of five-card hands, the kitty last: pass 1 round the table, pass 2, ..."""
    return [hand[i] for i in range(5) for hand in places]


def value(hand):
    category, tiebreak, _ = fast_high(hand)
    return (CATEGORY_INDEX[category], tuple(tiebreak))


# ---------------------------------------------------------------------------
# Hand values, the deal and the kitty policy
# ---------------------------------------------------------------------------


def test_hand_value_matches_fast_high():
    rng = random.Random(11)
    deck = full_deck()
    for _ in range(2000):
        hand = rng.sample(deck, 5)
        assert wp.hand_value(hand) == value(hand)
    for text in ("Ah Kh Qh Jh Th", "5c 4c 3c 2c Ac", "Ad 2c 3h 4s 5d", "9s 9h 9d 4c 4h", "2h 7h 9h Jh Kh"):
        assert wp.hand_value(cards(text)) == value(cards(text))
    assert wp.hand_value(cards("10h Jh Qh Kh Ah")) == value(cards("Th Jh Qh Kh Ah"))


def test_deal_treats_the_kitty_as_an_extra_seat():
    places = [cards("2c 3c 4c 5c 6c"), cards("2d 3d 4d 5d 6d"), cards("2h 3h 4h 5h 6h")]
    kitty = cards("2s 3s 4s 5s 6s")
    deck = stack(interleave(*places, kitty))
    assert deck[:4] == cards("2c 2d 2h 2s")
    hands, got_kitty = wp.deal(deck, 3)
    assert hands == places and got_kitty == kitty
    deal = wp.play(deck, 3)
    assert deal["dealt"] == places and deal["kitty"] == kitty


def test_nine_seats_use_fifty_cards():
    deck = full_deck()
    random.Random(3).shuffle(deck)
    deal = wp.play(deck, 9)
    assert deal["dealt"] == [deck[seat:50:10] for seat in range(9)]
    assert deal["kitty"] == deck[9:50:10]
    with pytest.raises(ValueError):
        wp.play(deck[:49], 9)


def test_takes_kitty():
    assert wp.takes_kitty(cards("Ah Kd 9c 7s 3h"))  # high card
    assert not wp.takes_kitty(cards("2h 2d 9c 7s 3h"))  # a pair keeps its cards
    assert not wp.takes_kitty(cards("6h 5d 4c 3s 2h"))  # a straight is no high card
    assert not wp.takes_kitty(cards("Ah Kd 9c 7s 3h"), "never")


# ---------------------------------------------------------------------------
# One turn, step by step
# ---------------------------------------------------------------------------


def test_exchange_order_and_placement():
    order = wp.exchanges()
    assert len(order) == 26
    assert order[:3] == [("swap", 0, 0), ("swap", 0, 1), ("swap", 0, 2)]
    assert order[5] == ("swap", 1, 0) and order[24] == ("swap", 4, 4) and order[25] == "whole"
    hand, middle = cards("Ac Kd Qh Js 9c"), cards("2c 3d 4h 5s 6c")
    new_hand, new_middle = wp.apply_exchange(hand, middle, ("swap", 1, 3))
    assert new_hand == cards("Ac 5s Qh Js 9c")  # the middle card lands at hand position 1
    assert new_middle == cards("2c 3d 4h Kd 6c")  # the given card at middle position 3
    assert wp.apply_exchange(hand, middle, "whole") == (middle, hand)
    assert hand == cards("Ac Kd Qh Js 9c")  # left alone


def test_improving_swap_is_the_first_of_the_best():
    hand = cards("9c 9d Ah 4s 2d")
    middle = cards("9h 3c Kd 9s 5h")
    # Either nine (middle 0 or 3) for the 2d or the 4s makes trips; giving the 2d
    # (position 4) keeps the better kicker, and middle position 0 comes first.
    best, best_value = wp.best_exchange(hand, middle)
    assert best == ("swap", 4, 0)
    assert best_value == value(cards("9c 9d Ah 4s 9h"))
    assert wp.choose_action(hand, middle) == ("swap", 4, 0)
    # Improving comes before everything, even after a knock.
    assert wp.choose_action(hand, middle, knocked=True, passed_last=True) == ("swap", 4, 0)


def test_whole_swap():
    hand = cards("Ac Kd 8h 6s 3c")
    middle = cards("7d 7c 7h 2s 2c")  # a full house on the table
    assert wp.best_exchange(hand, middle) == ("whole", value(middle))
    assert wp.choose_action(hand, middle) == "whole"


def test_knock_at_the_knock_level():
    trips = cards("8c 8d 8h As Kd")
    middle = cards("3d 4h 6s 7c 9c")  # nothing here helps any of the hands below
    assert wp.choose_action(trips, middle) == "knock"
    assert wp.choose_action(trips, middle, "early") == "knock"
    assert wp.choose_action(trips, middle, passed_last=True) == "knock"  # knocking is not passing
    assert wp.choose_action(trips, middle, knocked=True) == "pass"  # one knock a deal

    two_pair = cards("Kc Kd 5h 5s Ac")  # no card in the middle betters this
    assert wp.choose_action(two_pair, middle) == "pass"
    assert wp.choose_action(two_pair, middle, "early") == "knock"
    pair = cards("Kc Kd Qh Js Ac")  # (a ten would make it a straight)
    assert wp.choose_action(pair, middle, "early") == "pass"


def test_prompt_policies_knock_before_exchanging():
    straight = cards("5c 6d 7h 8s 9c")
    middle = cards("Td 2h 3s Jc Qd")  # the ten makes a higher straight
    better = wp.best_exchange(straight, middle)[0]
    assert better == ("swap", 0, 0)
    assert wp.choose_action(straight, middle) == better  # the plain policies take it first
    assert wp.choose_action(straight, middle, "prompt") == "knock"
    assert wp.choose_action(straight, middle, "prompt", knocked=True) == better
    trips = cards("8c 8d 8h As Kd")
    with_eight = cards("8s 2h 3s Jc Qd")  # the fourth eight
    assert wp.choose_action(trips, with_eight, "prompt_trips") == "knock"
    assert wp.choose_action(trips, with_eight, "prompt") != "knock"  # trips are below a straight


@pytest.mark.parametrize("players,knocks", [(2, True), (5, True), (6, False), (9, False)])
def test_prompt_waits_for_four_of_a_kind_at_six_seats(players, knocks):
    straight = cards("5c 6d 7h 8s 9c")
    middle = cards("Td 2h 3s Jc Qd")
    assert wp.knock_level("prompt", players) == wp.CATEGORY_INDEX["straight" if knocks else "four-of-a-kind"]
    assert (wp.choose_action(straight, middle, "prompt", players=players) == "knock") == knocks
    quads = cards("8c 8d 8h 8s Kd")
    assert wp.choose_action(quads, middle, "prompt", players=players) == "knock"
    assert wp.knock_level("prompt_trips", players) == wp.CATEGORY_INDEX["three-of-a-kind"]


def test_no_passing_twice_forces_the_best_exchange():
    hand = cards("Ac Ad Kc Qd Jh")
    middle = cards("2s 3s 4h 6d 8c")
    assert wp.choose_action(hand, middle) == "pass"
    # Having passed, it must exchange: the best is the jack (position 4) for the
    # eight (position 4), which keeps A A K Q; it makes the hand worse.
    assert wp.best_exchange(hand, middle) == (("swap", 4, 4), value(cards("Ac Ad Kc Qd 8c")))
    assert wp.choose_action(hand, middle, passed_last=True) == ("swap", 4, 4)
    # After a knock a seat may pass again.
    assert wp.choose_action(hand, middle, knocked=True, passed_last=True) == "pass"


def test_bad_arguments():
    deck = full_deck()
    for bad in (1, 10, True, "3", 2.0):
        with pytest.raises(ValueError):
            wp.play(deck, bad)
        with pytest.raises(ValueError):
            wp.simulate(bad, 1, seed=1)
    with pytest.raises(ValueError):
        wp.play(deck, 3, swap="always")
    with pytest.raises(ValueError):
        wp.play(deck, 3, play_policy="late")
    with pytest.raises(ValueError):
        wp.play(deck[:19], 3)  # 20 cards needed
    with pytest.raises(ValueError):
        wp.play(["Ac"] + deck, 2)  # a card twice
    with pytest.raises(ValueError):
        wp.play(["Zz"] + deck, 2)
    with pytest.raises(ValueError):
        wp.play(["Xa"] + deck, 2)  # no jokers
    with pytest.raises(ValueError):
        wp.play(None, 2)
    with pytest.raises(ValueError):
        wp.simulate(3, 1, seed=1, swap="always")
    with pytest.raises(ValueError):
        wp.simulate(3, 1, seed=1, play_policy="late")
    with pytest.raises(ValueError):
        wp.simulate(3, -1, seed=1)
    with pytest.raises(ValueError):
        wp.choose_action(cards("Ac Kd 9h 7s"), cards("2c 3d 4h 5s 6c"))  # four cards
    with pytest.raises(ValueError):
        wp.choose_action(cards("Ac Kd 9h 7s 2c"), cards("2c 3d 4h 5s 6c"))  # 2c twice
    with pytest.raises(ValueError):
        wp.choose_action(cards("Ac Kd 9h 7s 8c"), cards("2c 3d 4h 5s 6c"), "late")
    with pytest.raises(ValueError):
        wp.takes_kitty(cards("Ac Kd 9h 7s 8c"), "always")


# ---------------------------------------------------------------------------
# Hand-built deals
# ---------------------------------------------------------------------------

SEATS4 = [
    cards("9c 9d Ah Ks Qd"),  # nines; keeps its cards
    cards("2c 3d 4h 6s 7c"),  # high card: takes the kitty
    cards("Tc Td Ac Kc Jd"),  # tens
    cards("8c 8d Ad Kd Qh"),  # eights
]
KITTY4 = cards("5c 5d 5h Jc Ts")  # trip fives


def test_kitty_taker_turn_order_knock_and_last_turns():
    deal = wp.play(stack(interleave(*SEATS4, KITTY4)), 4)
    assert deal["kitty_taker"] == 1
    assert deal["start_middle"] == SEATS4[1]  # the taker's old hand, in its order
    # Turns start left of the taker.  Nothing on the table (2 3 4 6 7) helps a
    # pair with high kickers, so seats 2, 3 and 0 pass; seat 1 holds the trips
    # from the kitty and knocks on its first turn; then 2, 3 and 0 once more each.
    assert deal["turns"] == [
        (2, "pass"), (3, "pass"), (0, "pass"), (1, "knock"),
        (2, "pass"), (3, "pass"), (0, "pass"),
    ]  # fmt: skip
    assert deal["knocker"] == 1 and deal["knock_lap"] == 1 and deal["capped"] is False
    assert deal["seats"] == [SEATS4[0], KITTY4, SEATS4[2], SEATS4[3]]
    assert deal["middle"] == SEATS4[1]
    assert deal["exchanged"] == [0, 0, 0, 0]  # the kitty does not count
    assert deal["before"] == ["one-pair", "high-card", "one-pair", "one-pair"]
    assert deal["hands"] == ["one-pair", "three-of-a-kind", "one-pair", "one-pair"]
    assert deal["improved"] == [False, True, False, False]
    assert deal["winners"] == [1] and deal["shares"] == [0.0, 1.0, 0.0, 0.0]
    assert deal["leader_before"] == 2  # tens were the best dealt hand
    assert deal["leader_won"] is False and deal["lead_changes"] == 1


def test_nobody_takes_the_kitty_and_whole_swaps():
    deal = wp.play(stack(interleave(*SEATS4, KITTY4)), 4, swap="never")
    assert deal["kitty_taker"] is None
    assert deal["start_middle"] == KITTY4
    # Seat 0 first.  Seat 0 takes the trip fives whole; seat 1 takes the nines
    # whole (a pair of nines beats any one-card change to 2 3 4 6 7); seats 2 and
    # 3 cannot better their pairs with 2 3 4 6 7; seat 0 knocks on its second turn.
    assert deal["turns"] == [
        (0, "whole"), (1, "whole"), (2, "pass"), (3, "pass"),
        (0, "knock"), (1, "pass"), (2, "pass"), (3, "pass"),
    ]  # fmt: skip
    assert deal["seats"] == [KITTY4, SEATS4[0], SEATS4[2], SEATS4[3]]
    assert deal["middle"] == SEATS4[1]
    assert deal["exchanged"] == [5, 5, 0, 0]
    assert deal["knocker"] == 0 and deal["knock_lap"] == 2
    assert deal["winners"] == [0]
    assert deal["improved"] == [True, True, False, False]  # high card -> pair for seat 1


def test_first_high_card_seat_takes_the_kitty():
    seats = [cards("9c 9d Ah Ks Qd"), cards("2c 3d 4h 6s 7c"), cards("Ac Kc Jd 8h 3s")]  # 1 and 2 high card
    deck = stack(interleave(*seats, KITTY4))
    deal = wp.play(deck, 3)
    assert deal["kitty_taker"] == 1
    assert deal["start_middle"] == seats[1]
    assert deal["turns"][0][0] == 2
    assert wp.play(deck, 3, swap="never")["kitty_taker"] is None


def test_last_seat_takes_the_kitty_and_seat_zero_starts():
    seats = [cards("9c 9d Ah Ks Qd"), cards("2c 3d 4h 6s 7c")]
    deal = wp.play(stack(interleave(*seats, KITTY4)), 2)
    assert deal["kitty_taker"] == 1
    assert deal["turns"] == [(0, "pass"), (1, "knock"), (0, "pass")]
    assert deal["knock_lap"] == 1 and deal["seats"] == [seats[0], KITTY4]


def test_no_pass_twice_in_a_whole_deal():
    seats = [cards("Ac Ad Kc Qd Jh"), cards("Kh Ks Qh Jd Ts")]
    kitty = cards("2s 3s 4h 6d 8c")
    deal = wp.play(stack(interleave(*seats, kitty)), 2)
    assert deal["kitty_taker"] is None
    assert deal["turns"] == [
        (0, "pass"),  # A A K Q J: nothing on the table helps
        (1, "pass"),  # K K Q J T: likewise
        (0, ("swap", 4, 4)),  # must exchange: Jh for 8c (table 2s 3s 4h 6d Jh)
        (1, ("swap", 4, 4)),  # Ts for Jh: kings and jacks (table ... Ts)
        (0, ("swap", 4, 4)),  # 8c for Ts: A A K Q T (table ... 8c)
        (1, "pass"),
        (0, "pass"),
        (1, ("swap", 2, 4)),  # must exchange: Qh for 8c, keeping K K J J (table ... Qh)
        (0, ("swap", 4, 4)),  # Ts for Qh: aces and queens (table ... Ts)
        (1, ("swap", 2, 4)),  # 8c for Ts: K K J J T (table ... 8c)
        (0, "pass"),
        (1, "pass"),
        (0, ("swap", 2, 4)),  # must exchange: Kc for 8c, keeping A A Q Q (table ... Kc)
        (1, ("swap", 2, 4)),  # Ts for Kc: kings full of jacks (table ... Ts)
        (0, ("swap", 2, 4)),  # 8c for Ts: A A Q Q T (table ... 8c)
        (1, "knock"),  # its eighth turn
        (0, "pass"),
    ]
    assert deal["seats"] == [cards("Ac Ad Ts Qd Qh"), cards("Kh Ks Kc Jd Jh")]
    assert deal["middle"] == kitty
    assert deal["exchanged"] == [5, 4]
    assert deal["knocker"] == 1 and deal["knock_lap"] == 8
    assert deal["hands"] == ["two-pair", "full-house"] and deal["winners"] == [1]
    assert deal["leader_before"] == 0 and deal["lead_changes"] == 1


# Fifteen cards without three of a rank, five of a suit, or five ranks in a row:
# nobody can ever hold more than two pair.
CAPPED_SEATS = [cards("2c 2d 7h Ts Qc"), cards("3c 3h 8d Jc 6s")]
CAPPED_KITTY = cards("4d 6d 7s Qh Jh")


def test_house_limit_caps_the_exchange_phase():
    deck = stack(interleave(*CAPPED_SEATS, CAPPED_KITTY))
    deal = wp.play(deck, 2)
    assert deal["capped"] is True and deal["knocker"] is None and deal["knock_lap"] is None
    assert len(deal["turns"]) == 20
    assert [seat for seat, _ in deal["turns"]] == [0, 1] * 10
    assert "knock" not in [action for _, action in deal["turns"]]
    # Seat 0 takes Qh for 7h (queens and twos, ten kicker); seat 1 Jh for 6s.
    assert deal["turns"][:2] == [(0, ("swap", 2, 3)), (1, ("swap", 4, 4))]
    # Both pass once, then each must exchange in turn.
    assert deal["turns"][2:4] == [(0, "pass"), (1, "pass")]
    assert deal["turns"][4][1] != "pass"
    for seat in range(2):  # nobody passes twice running
        actions = [action for s, action in deal["turns"] if s == seat]
        assert all(not (a == b == "pass") for a, b in zip(actions, actions[1:]))
    assert sorted(c for hand in deal["seats"] + [deal["middle"]] for c in hand) == sorted(
        CAPPED_SEATS[0] + CAPPED_SEATS[1] + CAPPED_KITTY
    )
    assert set(deal["hands"]) <= {"one-pair", "two-pair"}


def test_early_knock_level():
    deck = stack(interleave(*CAPPED_SEATS, CAPPED_KITTY))
    deal = wp.play(deck, 2, play_policy="early")
    # Queens and twos: two pair is enough to knock under "early".
    assert deal["turns"] == [(0, ("swap", 2, 3)), (1, ("swap", 4, 4)), (0, "knock"), (1, "pass")]
    assert deal["knocker"] == 0 and deal["knock_lap"] == 2 and not deal["capped"]
    assert deal["seats"] == [cards("2c 2d Qh Ts Qc"), cards("3c 3h 8d Jc Jh")]
    assert deal["middle"] == cards("4d 6d 7s 7h 6s")
    assert deal["exchanged"] == [1, 1]
    assert deal["winners"] == [0]
    assert deal["leader_before"] == 1 and deal["leader_won"] is False and deal["lead_changes"] == 1


def test_tie_splits_the_pot():
    seats = [cards("Ah Kd Qs Jc Tc"), cards("As Kc Qh Jd Th")]  # two broadway straights
    kitty = cards("2c 3d 4s 6h 8c")
    deal = wp.play(stack(interleave(*seats, kitty)), 2)
    assert deal["kitty_taker"] is None
    assert deal["turns"] == [(0, "knock"), (1, "pass")]
    assert deal["hands"] == ["straight", "straight"]
    assert deal["winners"] == [0, 1] and deal["shares"] == [0.5, 0.5]
    assert deal["leader_before"] == 0 and deal["leader_won"] is True and deal["lead_changes"] == 0


def _replay(deal, players, play_policy):
    """Walk the recorded turns from the start of the exchange phase, checking each action
    against choose_action and the knock / house-limit structure; the final hands and middle."""
    hands = [list(hand) for hand in deal["dealt"]]
    taker = deal["kitty_taker"]
    if taker is not None:
        hands[taker] = list(deal["kitty"])
    middle = list(deal["start_middle"])
    seat = 0 if taker is None else (taker + 1) % players
    passed = [False] * players
    knocked_at = None
    for index, (s, action) in enumerate(deal["turns"]):
        assert s == seat
        knocked = knocked_at is not None
        assert action == wp.choose_action(hands[s], middle, play_policy, knocked, passed[s], players)
        if action == "knock":
            assert not knocked
            knocked_at = index
        elif action != "pass":
            hands[s], middle = wp.apply_exchange(hands[s], middle, action)
        passed[s] = action == "pass"
        seat = (seat + 1) % players
    turns = len(deal["turns"])
    if knocked_at is None:
        assert deal["capped"] and turns == 10 * players
    else:
        assert turns == knocked_at + players  # every other seat exactly once more
        assert knocked_at < 10 * players
        after = [s for s, _ in deal["turns"][knocked_at + 1:]]
        assert sorted(after) == sorted(set(range(players)) - {deal["knocker"]})
        knocker_turns = [s for s, _ in deal["turns"][:knocked_at + 1]].count(deal["knocker"])
        assert deal["knock_lap"] == knocker_turns
    return hands, middle


def test_random_deals_replay():
    rng = random.Random(7)
    for players in (2, 3, 6, 9):
        for swap in wp.SWAP_POLICIES:
            for play_policy in wp.PLAY_POLICIES:
                for _ in range(5):
                    deck = full_deck()
                    rng.shuffle(deck)
                    deal = wp.play(deck, players, swap=swap, play_policy=play_policy)
                    hands, middle = _replay(deal, players, play_policy)
                    assert hands == deal["seats"] and middle == deal["middle"]
                    assert sorted(c for h in hands + [middle] for c in h) == sorted(deck[: 5 * (players + 1)])
                    for s in range(players):
                        assert deal["hands"][s] == fast_high(hands[s])[0]
                        assert deal["before"][s] == fast_high(deal["dealt"][s])[0]
                    best = max(value(h) for h in hands)
                    assert deal["winners"] == [s for s in range(players) if value(hands[s]) == best]
                    # A seat's count of cards taken: one per swap, five per whole exchange.
                    for s in range(players):
                        moves = [a for t, a in deal["turns"] if t == s and a not in ("pass", "knock")]
                        assert deal["exchanged"][s] == sum(5 if a == "whole" else 1 for a in moves)


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def test_simulate_totals_add_up():
    deals, players = 300, 5
    totals = wp.simulate(players, deals, seed=5)
    assert totals["deals"] == deals
    assert math.isclose(sum(totals["seat_shares"]), deals)
    assert sum(totals["winner_category"].values()) == deals
    assert sum(totals["hand_category"].values()) == players * deals
    assert sum(totals["before"].values()) == players * deals
    assert sum(totals["exchanged"].values()) == players * deals
    assert sum(totals["knock_lap"].values()) == deals
    assert set(totals["knock_lap"]) <= set(range(11))
    assert 0 < totals["kitty_taken"] <= deals
    assert 0 <= totals["ties"] <= deals
    assert totals["leader_won"] + totals["lead_changes"] >= deals  # each deal one or the other (or both on a tie)
    assert totals["lead_changes"] <= deals and totals["leader_won"] <= deals
    for category, n in totals["improved"].items():
        assert n <= totals["before"][category]
    assert totals == wp.simulate(players, deals, seed=5)  # deterministic

    # The same totals, deal by deal.
    knock_lap, taken, leader_won = Counter(), 0, 0
    for deck, _ in shuffled_decks(5, deals):
        deal = wp.play(deck, players)
        knock_lap[deal["knock_lap"] or 0] += 1
        taken += deal["kitty_taker"] is not None
        leader_won += deal["leader_won"]
    assert knock_lap == totals["knock_lap"] and taken == totals["kitty_taken"]
    assert leader_won == totals["leader_won"]

    never = wp.simulate(2, 100, seed=2, swap="never", play_policy="early")
    assert never["kitty_taken"] == 0
    assert math.isclose(sum(never["seat_shares"]), 100)
    empty = wp.simulate(3, 0, seed=1)
    assert empty["deals"] == 0 and empty["seat_shares"] == [0.0, 0.0, 0.0]

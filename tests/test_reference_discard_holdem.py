"""Tests of the discard Hold'em reference twin (tests/reference/discard_holdem.py).

Hand-built deals for Pineapple, Crazy Pineapple and Irish: the deal order, the
"standard" keep policy (a pocket pair before the flop, the pair making a flush
after it, two of four in Irish, the first pair in lexicographic order on a
tie), the "high" policy, thrown cards leaving play, the street leaders before
and after the throw, regret, ties and shares, a cross-check on shuffled decks,
and the totals of simulate().
"""

import math
import random
from itertools import combinations

import pytest

try:
    from tests.reference import discard_holdem as dh
    from tests.reference.evaluator import CATEGORY_INDEX, card_rank, fast_high, full_deck
    from tests.reference.five_card_draw import shuffled_decks
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import discard_holdem as dh
    from reference.evaluator import CATEGORY_INDEX, card_rank, fast_high, full_deck
    from reference.five_card_draw import shuffled_decks

GAMES = ("pineapple", "crazy-pineapple", "irish")


def cards(text):
    return text.split()


def build(holes, board):
    """A deck dealing ``holes`` (one text per seat, all the same length) and then ``board``,
    followed by every other card in the fixed deck order."""
    hands = [cards(hole) for hole in holes]
    size = len(hands[0])
    assert all(len(hand) == size for hand in hands)
    dealt = [hand[i] for i in range(size) for hand in hands] + cards(board)
    assert len(set(dealt)) == len(dealt)
    return dealt + [c for c in full_deck() if c not in dealt]


def value(hand):
    category, tiebreak, _ = fast_high(list(hand))
    return (CATEGORY_INDEX[category], tuple(tiebreak))


# ---------------------------------------------------------------------------
# The deal and the checks
# ---------------------------------------------------------------------------


def test_deal_order_passes_then_the_board_without_burns():
    deck = full_deck()
    random.Random(3).shuffle(deck)
    for game, size in (("pineapple", 3), ("crazy-pineapple", 3), ("irish", 4)):
        deal = dh.play(deck, 4, game)
        assert deal["hole"] == [[deck[s + 4 * i] for i in range(size)] for s in range(4)]
        assert deal["board"] == deck[4 * size : 4 * size + 5]
        for seat in range(4):
            assert len(deal["kept"][seat]) == 2
            assert sorted(deal["kept"][seat] + deal["discarded"][seat]) == sorted(deal["hole"][seat])
        # A deck just long enough is enough: 35 cards for ten seats of Pineapple, 45 of Irish.
        ten = dh.play(deck[: 10 * size + 5], 10, game)
        assert ten["hole"][9] == [deck[9 + 10 * i] for i in range(size)]
        assert ten["board"] == deck[10 * size : 10 * size + 5]
        with pytest.raises(ValueError):
            dh.play(deck[: 10 * size + 4], 10, game)
        with pytest.raises(ValueError):
            dh.play(deck[: 2 * size + 4], 2, game)


def test_bad_arguments():
    deck = full_deck()
    for bad in (1, 11, 0, -2, True, "3", 2.0, None):
        with pytest.raises(ValueError):
            dh.play(deck, bad)
        with pytest.raises(ValueError):
            dh.simulate(bad, 1, seed=1)
    for bad in ("texas", "Pineapple", "", None, 3, ["irish"]):
        with pytest.raises(ValueError):
            dh.play(deck, 2, game=bad)
        with pytest.raises(ValueError):
            dh.simulate(2, 1, seed=1, game=bad)
    for bad in ("draw", "Standard", "", None, 0, ["high"]):
        with pytest.raises(ValueError):
            dh.play(deck, 2, policy=bad)
        with pytest.raises(ValueError):
            dh.simulate(2, 1, seed=1, policy=bad)
    with pytest.raises(ValueError):
        dh.play(["Ac"] + deck, 2)  # a card twice
    with pytest.raises(ValueError):
        dh.play(["Zz"] + deck, 2)
    with pytest.raises(ValueError):
        dh.play(["Xa"] + deck, 2)  # a joker
    with pytest.raises(ValueError):
        dh.simulate(3, -1, seed=1)


# ---------------------------------------------------------------------------
# The "standard" policy
# ---------------------------------------------------------------------------


def test_pineapple_keeps_a_pocket_pair_before_the_flop():
    deal = dh.play(build(["Kc 7d 7h", "Ac 2d Kh"], "Qs Jd 4c 9h 3s"), 2, "pineapple")
    assert deal["kept"] == [cards("7d 7h"), cards("Ac Kh")]  # a pair beats K 7; A K the best of no pair
    assert deal["discarded"] == [["Kc"], ["2d"]]
    assert deal["hands"] == ["one-pair", "high-card"]
    assert deal["winners"] == [0]
    assert dh.keep_positions(cards("Kc 7d 7h"), []) == (1, 2)
    assert dh.keep_positions(cards("Ac 2d Kh"), []) == (0, 2)


def test_crazy_pineapple_keeps_the_pair_that_makes_a_flush_on_the_flop():
    holes = ["Ah Ac 9h", "Kd Ks 3c"]
    board = "2h 5h Kh 8c 4d"
    deal = dh.play(build(holes, board), 2, "crazy-pineapple")
    assert deal["kept"][0] == cards("Ah 9h")  # the flush beats a pair of aces
    assert deal["discarded"][0] == ["Ac"]
    assert deal["kept"][1] == cards("Kd Ks")  # trips
    assert deal["hands"] == ["flush", "three-of-a-kind"]
    assert deal["winners"] == [0] and deal["hole_used"] == 2
    # Before the throw the aces lead; from the flop on the flush.
    assert deal["leaders"] == [0, 0, 0]

    # Pineapple throws before the flop, blind to it: the aces are kept and lose to the kings.
    deal = dh.play(build(holes, board), 2, "pineapple")
    assert deal["kept"] == [cards("Ah Ac"), cards("Kd Ks")]
    assert deal["hands"] == ["one-pair", "three-of-a-kind"]
    assert deal["winners"] == [1]
    assert deal["leaders"] == [0, 1, 1]
    assert deal["regret"] == [True, False]  # Ah 9h would have made the flush


def test_irish_keeps_two_of_four():
    holes = ["As Ks 7d 7c", "Qc Qd 3h 4h"]
    # Two spades on the flop: A K of spades make no flush; the sevens make trips.
    deal = dh.play(build(holes, "7h 2s 9s Ah Ad"), 2, "irish")
    assert deal["kept"] == [cards("7d 7c"), cards("Qc Qd")]
    assert deal["discarded"] == [cards("As Ks"), cards("3h 4h")]
    # The thrown aces are out of play: sevens full of aces, not aces full.
    assert deal["hands"] == ["full-house", "two-pair"]
    assert value(deal["kept"][0] + deal["board"]) == value(cards("7d 7c 7h Ah Ad"))
    assert deal["winners"] == [0]
    # Three spades on the flop: the spade flush beats the sevens.
    deal = dh.play(build(holes, "2s Qs 9s 5c 8d"), 2, "irish")
    assert deal["kept"][0] == cards("As Ks")
    assert deal["kept"][1] == cards("Qc Qd")  # trips
    assert deal["hands"] == ["flush", "three-of-a-kind"]
    assert deal["winners"] == [0]
    assert dh.keep_positions(cards("As Ks 7d 7c"), cards("2s Qs 9s")) == (0, 1)
    assert dh.keep_positions(cards("As Ks 7d 7c"), cards("7h 2s 9s")) == (2, 3)


def test_irish_before_the_throw_the_seat_is_judged_on_its_best_pair_of_four():
    # After the deal the nines (a pair among four) beat A K; the flop's ace gives seat 1 aces.
    deal = dh.play(build(["2c 9d 3h 9s", "Ac Kd 5s 6h"], "Ah Tc Jd 4c Qs"), 2, "irish")
    assert deal["kept"] == [cards("9d 9s"), cards("Ac Kd")]
    assert deal["leaders"][0] == 0  # nines beat A K before the throw
    assert deal["leaders"][1] == 1  # aces on the flop
    # The river gives A K a straight (A K Q J T).
    assert deal["hands"] == ["one-pair", "straight"]
    assert deal["winners"] == [1]
    assert deal["lead_changes"] == 1  # 0 -> 1 -> 1 -> 1


def test_ties_go_to_the_first_pair_in_lexicographic_order():
    # Three aces: every pair is the same, so positions (0, 1).
    assert dh.keep_positions(cards("Ac Ad Ah"), []) == (0, 1)
    assert dh.play(build(["Ac Ad Ah", "2c 3d 4h"], "Kc Qd 8s 7c 5d"), 2)["kept"][0] == cards("Ac Ad")
    # A A A K 2 with either deuce beats the deuces' two pair: (0, 1) and (0, 2) tie, (0, 1) kept.
    flop = cards("As Ad Kc")
    hole = cards("Ac 2d 2h")
    assert value([hole[0], hole[1]] + flop) == value([hole[0], hole[2]] + flop) > value(hole[1:] + flop)
    assert dh.keep_positions(hole, flop) == (0, 1)
    deal = dh.play(build(["Ac 2d 2h", "7c 8d 9h"], "As Ad Kc 3s 4d"), 2, "crazy-pineapple")
    assert deal["kept"][0] == cards("Ac 2d") and deal["discarded"][0] == ["2h"]
    # Irish: four fives make six equal pairs with the flop; the first, (0, 1), is kept.
    flop = cards("Ah 9c 2d")
    assert dh.keep_positions(cards("5c 5d 5h 5s"), flop) == (0, 1)
    deal = dh.play(build(["5c 5d 5h 5s", "Kc Qd 3h 4h"], "Ah 9c 2d 7s 8s"), 2, "irish")
    assert deal["kept"][0] == cards("5c 5d") and deal["discarded"][0] == cards("5h 5s")
    # Only equal values tie: K K (0, 1) loses to 9 9 making trips with the flop's nine (0, 2).
    assert dh.keep_positions(cards("Kc Kd 5h 5s"), flop) == (0, 1)
    assert dh.keep_positions(cards("9s Kc 9h Kd"), flop) == (0, 2)


# ---------------------------------------------------------------------------
# The "high" policy
# ---------------------------------------------------------------------------


def test_high_keeps_the_two_highest_ranks():
    assert dh.keep_positions(cards("Ac 9d 9h"), [], "high") == (0, 1)
    assert dh.keep_positions(cards("9d Kh 9c"), [], "high") == (0, 1)  # K, then the first nine
    assert dh.keep_positions(cards("2c Kh Kd"), cards("2d 2h 2s"), "high") == (1, 2)  # blind to the board
    assert dh.keep_positions(cards("Kc Kd Kh"), [], "high") == (0, 1)
    assert dh.keep_positions(cards("9c Ad 9h 9s"), cards("Qh Jh Th"), "high") == (0, 1)
    assert dh.keep_positions(cards("3c 4d 5h Ts"), [], "high") == (2, 3)

    # Irish: the policy throws the sevens that would have made trips on the flop.
    deal = dh.play(build(["As Ks 7d 7c", "Qc Qd 3h 4h"], "7h 2s 9s 5c 8d"), 2, "irish", "high")
    assert deal["kept"] == [cards("As Ks"), cards("Qc Qd")]
    assert deal["hands"] == ["high-card", "one-pair"]
    assert deal["winners"] == [1]
    assert deal["regret"] == [True, False]
    # Standard play keeps the sevens and wins.
    deal = dh.play(build(["As Ks 7d 7c", "Qc Qd 3h 4h"], "7h 2s 9s 5c 8d"), 2, "irish")
    assert deal["kept"][0] == cards("7d 7c") and deal["winners"] == [0]
    assert deal["regret"] == [False, False]


# ---------------------------------------------------------------------------
# Thrown cards leave play; regret
# ---------------------------------------------------------------------------


def test_thrown_cards_leave_play_and_regret():
    # Pineapple: seat 0 keeps the sevens and throws the king; the flop pairs kings.
    holes = ["Ks 7d 7h", "Ac Ad 4h"]
    deal = dh.play(build(holes, "Kc Kd 2s 3c 9h"), 2, "pineapple")
    assert deal["kept"] == [cards("7d 7h"), cards("Ac Ad")]
    assert deal["discarded"] == [["Ks"], ["4h"]]
    # Without its king seat 0 has only K K 7 7 9 (with it, three kings); seat 1 makes A A K K 9.
    assert deal["hands"] == ["two-pair", "two-pair"]
    assert deal["winners"] == [1] and deal["shares"] == [0.0, 1.0]
    assert deal["regret"] == [True, False]  # Ks 7d would have made K K K 9 7
    # The board comes straight after the hole cards, whatever was thrown.
    assert deal["board"] == cards("Kc Kd 2s 3c 9h")
    assert deal["leaders"] == [1, 1, 1]
    assert deal["leader_won"] == [True, True, True]
    assert deal["lead_changes"] == 0

    # No regret when no other pair would have matched the winner.
    deal = dh.play(build(["Ks 7d 7h", "2c 2d 4h"], "Kc 2s 2h 3c 9h"), 2, "pineapple")
    assert deal["kept"] == [cards("7d 7h"), cards("2c 2d")]
    assert deal["hands"] == ["two-pair", "four-of-a-kind"]
    assert deal["winners"] == [1]
    assert deal["regret"] == [False, False]  # K K 2 2 9 with Ks 7d does not reach quads


def test_regret_counts_a_tie_as_good_enough():
    # Pineapple, standard: A Q Q keeps Q Q (a pair beats A Q) and loses to three aces.
    deal = dh.play(build(["Ad Qc Qh", "Ac As 3d"], "Ah 8s 7c 5d 2c"), 2, "pineapple")
    assert deal["kept"] == [cards("Qc Qh"), cards("Ac As")]
    assert deal["winners"] == [1]
    # Ad Qc would make only a pair of aces: no regret.
    assert deal["regret"] == [False, False]
    deal = dh.play(build(["Kd Qc Qh", "Kc Jd 3s"], "Ks 9s 7c 5d 2h"), 2, "pineapple")
    assert deal["kept"] == [cards("Qc Qh"), cards("Kc Jd")]
    # Seat 1: K K J 9 7 beats Q Q K 9 7; seat 0's Kd Qc would make K K Q 9 7, better: regret.
    assert deal["winners"] == [1]
    assert deal["regret"] == [True, False]
    deal = dh.play(build(["Kd Jc Jh", "Kc Qd 3s"], "Ks 9s 7c 5d 2h"), 2, "pineapple")
    # Seat 0's Kd Jc would make K K J 9 7 < seat 1's K K Q 9 7: no regret.
    assert deal["winners"] == [1] and deal["regret"] == [False, False]
    deal = dh.play(build(["Kd Qc Qh", "Kc Qd 3s"], "Ks 9s 7c 5d 2h"), 2, "pineapple")
    # Seat 0's Kd Qc would make K K Q 9 7, equal to seat 1's: a tie is enough for regret.
    assert deal["winners"] == [1] and deal["regret"] == [True, False]


def test_crazy_pineapple_leaders_before_and_after_the_throw():
    holes = ["Ac 9d 9h", "5c 5d 2s"]
    board = "2c 7h Jc 3d Kh"
    # "high": seat 0 keeps A 9 and throws a nine; seat 1 keeps its fives.
    deal = dh.play(build(holes, board), 2, "crazy-pineapple", "high")
    assert deal["kept"] == [cards("Ac 9d"), cards("5c 5d")]
    # Before the throw seat 0 holds nines (best pair of three); after it only ace high.
    assert deal["leaders"] == [0, 1, 1]
    assert deal["hands"] == ["high-card", "one-pair"]
    assert deal["winners"] == [1]
    assert deal["leader_won"] == [False, True, True]
    assert deal["lead_changes"] == 1
    assert deal["regret"] == [True, False]  # the nines would have won
    # The thrown 2s does not pair seat 1 with the board's 2c.
    assert deal["hands"][1] == "one-pair"

    # Pineapple throws at once, so its deal leader already sees A 9 against the fives.
    deal = dh.play(build(holes, board), 2, "pineapple", "high")
    assert deal["kept"] == [cards("Ac 9d"), cards("5c 5d")]
    assert deal["leaders"] == [1, 1, 1]
    assert deal["lead_changes"] == 0

    # "standard" keeps the nines: seat 0 leads throughout and wins.
    deal = dh.play(build(holes, board), 2, "crazy-pineapple")
    assert deal["kept"] == [cards("9d 9h"), cards("5c 5d")]
    assert deal["leaders"] == [0, 0, 0]
    assert deal["winners"] == [0] and deal["regret"] == [False, False]


# ---------------------------------------------------------------------------
# Ties, shares, board plays, hole cards used
# ---------------------------------------------------------------------------


def test_ties_and_shares():
    deal = dh.play(build(["Ac Kd 2h", "Ah Ks 3c", "5c 6d 8h"], "Qc Jd 4s 9h 2c"), 3)
    assert deal["kept"] == [cards("Ac Kd"), cards("Ah Ks"), cards("6d 8h")]
    assert deal["hands"] == ["high-card"] * 3
    assert deal["winners"] == [0, 1]
    assert deal["shares"] == [0.5, 0.5, 0.0]
    assert deal["winner_category"] == "high-card"
    assert deal["board_plays"] is False and deal["hole_used"] == 2
    assert deal["regret"] == [False, False, False]
    assert deal["leaders"] == [0, 0, 0] and deal["leader_won"] == [True, True, True]
    assert deal["lead_changes"] == 0


def test_board_plays_for_everyone_in_every_game():
    for game, holes in (
        ("pineapple", ["2c 3d 4s", "9s 9d 5c", "Ac 4c 6d"]),
        ("crazy-pineapple", ["2c 3d 4s", "9s 9d 5c", "Ac 4c 6d"]),
        ("irish", ["2c 3d 4s 5s", "9s 9d 5c 6c", "Ac 4c 6d 7d"]),
    ):
        deal = dh.play(build(holes, "Ah Kh Qh Jh Th"), 3, game)
        assert deal["hands"] == ["straight-flush"] * 3
        assert deal["winners"] == [0, 1, 2]
        assert deal["shares"] == [1 / 3] * 3
        assert deal["board_plays"] is True and deal["hole_used"] == 0
        assert deal["regret"] == [False] * 3


def test_hole_used_one():
    # Board two pair K K 7 7; seat 0's kept ace is the best kicker.
    deal = dh.play(build(["Ac 3d 4s", "Qc 3h 5s"], "Ks Kd 7c 7d 2h"), 2, "crazy-pineapple")
    assert deal["kept"] == [cards("Ac 4s"), cards("Qc 5s")]
    assert deal["winners"] == [0]
    assert deal["board_plays"] is False and deal["hole_used"] == 1


# ---------------------------------------------------------------------------
# Cross-check on shuffled decks
# ---------------------------------------------------------------------------


def test_random_deals_are_consistent():
    rng = random.Random(23)
    for n in range(60):
        game = GAMES[n % 3]
        policy = ("standard", "high")[n // 3 % 2]
        players = 2 + n % 9
        throw_at = {"pineapple": 0, "crazy-pineapple": 3, "irish": 3}[game]
        deck = full_deck()
        rng.shuffle(deck)
        deal = dh.play(deck, players, game, policy)
        holes, kept, board = deal["hole"], deal["kept"], deal["board"]
        for seat in range(players):
            hole = holes[seat]
            assert sorted(kept[seat] + deal["discarded"][seat]) == sorted(hole)
            assert kept[seat] == [c for c in hole if c in kept[seat]]  # dealing order
            pairs = list(combinations(hole, 2))
            if policy == "standard":
                seen = board[:throw_at]
                assert value(kept[seat] + seen) == max(value(list(p) + seen) for p in pairs)
            else:
                ranks = sorted((card_rank(c) for c in hole), reverse=True)
                assert sorted((card_rank(c) for c in kept[seat]), reverse=True) == ranks[:2]
        values = [value(k + board) for k in kept]
        best = max(values)
        assert deal["winners"] == [s for s in range(players) if values[s] == best]
        assert [CATEGORY_INDEX[c] for c in deal["hands"]] == [v[0] for v in values]
        assert math.isclose(sum(deal["shares"]), 1.0)
        for seat in range(players):
            could = max(value(list(p) + board) for p in combinations(holes[seat], 2))
            assert deal["regret"][seat] == (seat not in deal["winners"] and could >= best)
        for street, known in enumerate((0, 3, 4)):
            if known >= throw_at:
                street_values = [value(k + board[:known]) for k in kept]
            else:
                street_values = [max(value(list(p)) for p in combinations(h, 2)) for h in holes]
            assert deal["leaders"][street] == street_values.index(max(street_values))


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def test_simulate_totals_add_up():
    for game in GAMES:
        for policy in ("standard", "high"):
            for players, deals in ((6, 40), (2, 30), (10, 15)):
                totals = dh.simulate(players, deals, seed=5, game=game, policy=policy)
                assert totals["deals"] == deals
                assert math.isclose(sum(totals["seat_shares"]), deals)
                assert len(totals["seat_shares"]) == players
                assert sum(totals["winner_category"].values()) == deals
                assert sum(totals["hand_category"].values()) == players * deals
                assert sum(totals["lead_changes"].values()) == deals
                assert set(totals["lead_changes"]) <= {0, 1, 2, 3}
                assert sum(totals["hole_used"].values()) == deals
                assert set(totals["hole_used"]) <= {0, 1, 2}
                assert totals["hole_used"][0] == totals["board_plays"] <= totals["ties"] <= deals
                assert len(totals["leader_won"]) == 3
                assert all(0 <= n <= deals for n in totals["leader_won"])
                assert 0 <= totals["regret"] <= (players - 1) * deals

    assert dh.simulate(4, 20, seed=9, game="irish") == dh.simulate(4, 20, seed=9, game="irish")

    # The totals are the sums of play() over the same decks.
    totals = dh.simulate(4, 30, seed=9, game="crazy-pineapple", policy="high")
    expected = dh.new_totals(4, 30)
    regret = 0
    for deck, _rng in shuffled_decks(9, 30):
        deal = dh.play(deck, 4, "crazy-pineapple", "high")
        dh.add_deal(expected, deal, 4)
        regret += sum(deal["regret"])
    assert totals == expected
    assert totals["regret"] == regret

    # Defaults: Pineapple, standard.
    assert dh.simulate(3, 10, seed=2) == dh.simulate(3, 10, seed=2, game="pineapple", policy="standard")

    empty = dh.simulate(2, 0, seed=1)
    assert empty["deals"] == 0 and empty["seat_shares"] == [0.0, 0.0] and empty["regret"] == 0

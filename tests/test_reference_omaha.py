"""Tests of the Omaha reference twin (tests/reference/omaha.py), high and high-low.

Hand-built deals for the deal order, the exactly-two-hole-cards rule (a
four-flush board and one suited hole card, four suited hole cards, trips on
the board, a straight needing three hole cards, a straight on the board), the
street leaders under the same rule, ties and shares, the high-low split (a low
needing three hole cards, different hole cards for high and low, no low,
scoops, shared lows, the eight-or-better line), a cross-check on shuffled decks
against an independent enumeration with its own five-card scorer, and the
totals of simulate().
"""

import math
import random
from collections import Counter
from itertools import combinations

import pytest

try:
    from tests.reference import omaha as om
    from tests.reference.evaluator import card_rank, card_suit, full_deck
    from tests.reference.five_card_draw import shuffled_decks
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import omaha as om
    from reference.evaluator import card_rank, card_suit, full_deck
    from reference.five_card_draw import shuffled_decks


def cards(text):
    return text.split()


def build(holes, board):
    """A deck dealing ``holes`` (one text of four cards per seat) and then ``board``,
    followed by every other card in the fixed deck order."""
    hands = [cards(hole) for hole in holes]
    assert all(len(hand) == 4 for hand in hands)
    dealt = [hand[i] for i in range(4) for hand in hands] + cards(board)
    assert len(set(dealt)) == len(dealt)
    return dealt + [c for c in full_deck() if c not in dealt]


def play(holes, board, high_low=False):
    return om.play(build(holes, board), len(holes), high_low=high_low)


# ---------------------------------------------------------------------------
# The deal and the arguments
# ---------------------------------------------------------------------------


def test_deal_order_four_passes_then_the_board_without_burns():
    deck = full_deck()
    random.Random(3).shuffle(deck)
    deal = om.play(deck, 3)
    assert deal["hole"] == [[deck[s], deck[3 + s], deck[6 + s], deck[9 + s]] for s in range(3)]
    assert deal["board"] == deck[12:17]
    ten = om.play(deck, 10)
    assert ten["hole"][0] == [deck[0], deck[10], deck[20], deck[30]]
    assert ten["hole"][9] == [deck[9], deck[19], deck[29], deck[39]]
    assert ten["board"] == deck[40:45]
    # A deck just long enough is enough.
    assert om.play(deck[:45], 10)["board"] == deck[40:45]
    assert om.play(deck[:13], 2, high_low=True)["board"] == deck[8:13]
    # build() puts the hole cards where the deal finds them.
    built = play(["As Kd 2c 3h", "Qs Jd 4c 5h"], "9c 9d 9h 7s 6s")
    assert built["hole"] == [cards("As Kd 2c 3h"), cards("Qs Jd 4c 5h")]
    assert built["board"] == cards("9c 9d 9h 7s 6s")


def test_bad_arguments():
    deck = full_deck()
    for bad in (1, 11, 0, -2, True, "3", 2.0, None):
        with pytest.raises(ValueError):
            om.play(deck, bad)
        with pytest.raises(ValueError):
            om.simulate(bad, 1, seed=1)
    with pytest.raises(ValueError):
        om.play(deck[:44], 10)  # 45 cards needed
    with pytest.raises(ValueError):
        om.play(deck[:12], 2)  # 13 cards needed
    with pytest.raises(ValueError):
        om.play(["Ac"] + deck, 2)  # a card twice
    with pytest.raises(ValueError):
        om.play(["Zz"] + deck, 2)
    with pytest.raises(ValueError):
        om.play(["Xa"] + deck, 2)
    with pytest.raises(ValueError):
        om.play(deck, 2, high_low="yes")
    with pytest.raises(ValueError):
        om.simulate(3, -1, seed=1)
    assert om.MIN_PLAYERS == 2 and om.MAX_PLAYERS == 10


# ---------------------------------------------------------------------------
# Exactly two hole cards and exactly three board cards
# ---------------------------------------------------------------------------


def test_four_flush_board_needs_two_suited_hole_cards():
    # Seat 0 has one heart: no flush (Hold'em would give it one).  Seat 1 makes trip kings
    # (two kings in the hole with the king on the board).  Seat 2's two hearts make the flush
    # A J T 9 5 (its 3-4 with A-2-5 also make the wheel, which the flush beats).
    deal = play(["Qh 3c 7d 8s", "Kc Ks 4d 6c", "Jh Th 3s 4c"], "Ah 9h 5h 2h Kd")
    assert deal["hands"] == ["high-card", "three-of-a-kind", "flush"]
    assert deal["winners"] == [2]
    assert deal["shares"] == [0.0, 0.0, 1.0]
    assert deal["winner_category"] == "flush"
    assert om.omaha_high(cards("Jh Th 3s 4c"), deal["board"]) == om.hand_value(cards("Ah Jh Th 9h 5h"))


def test_four_suited_hole_cards_flush_only_from_two_of_them():
    # Hold'em would give seat 0 a royal flush (Ah Kh Qh Jh Th); here only two hearts come
    # from the hole: A K with T 9 2 of the board, a plain flush.
    deal = play(["Ah Kh Qh Jh", "8h 6h 3c 3d"], "Th 9h 2h 5c 7d")
    assert deal["hands"] == ["flush", "flush"]
    assert deal["winners"] == [0]
    assert om.omaha_high(cards("Ah Kh Qh Jh"), deal["board"]) == om.hand_value(cards("Ah Kh Th 9h 2h"))
    # Two hearts on the board: four hearts in the hole make nothing of them.
    two = play(["Ah Kh Qh Jh", "8c 4d 3c 3d"], "Th 9h 2c 5c 7d")
    assert two["hands"] == ["high-card", "one-pair"]
    assert two["winners"] == [1]


def test_trips_on_the_board_and_no_hole_pair_is_not_a_full_house():
    # A A A K K on the board: seat 0 (no ace, king or pair) plays trip aces with Q J kickers,
    # the same as seat 1; seat 2's one king makes trip aces with K Q, the best here.
    board = "Ac Ad Ah Kc Ks"
    deal = play(["Qc Jd 4h 3s", "Qd Jh 2c 3c", "Kd Qh 5d 6s"], board)
    assert deal["hands"] == ["three-of-a-kind"] * 3
    assert om.omaha_high(cards("Qc Jd 4h 3s"), cards(board)) == om.hand_value(cards("Ac Ad Ah Qc Jd"))
    assert om.omaha_high(cards("Kd Qh 5d 6s"), cards(board)) == om.hand_value(cards("Ac Ad Ah Kd Qh"))
    assert deal["winners"] == [2]
    # Without seat 2 the Q J kickers tie and split.
    tie = play(["Qc Jd 4h 3s", "Qd Jh 2c 3c"], board)
    assert tie["winners"] == [0, 1] and tie["shares"] == [0.5, 0.5]
    assert tie["winner_category"] == "three-of-a-kind"
    # A pocket pair of twos fills up: A A A 2 2.
    full = play(["Qc Jd 4h 3s", "2c 2d 5h 6h"], board)
    assert full["hands"] == ["three-of-a-kind", "full-house"]
    assert full["winners"] == [1]


def test_straight_needing_three_hole_cards_is_not_made():
    # Seat 0's 9 T J with the board's Q K would be a straight, but that takes three hole cards.
    # Seat 1's 5 6 with the board's 3 4 7 is a straight from exactly two.
    deal = play(["9c Td Jh 2s", "Ac Th 5d 6d"], "Qc Kd 3h 4s 7c")
    assert deal["hands"] == ["high-card", "straight"]
    assert deal["winners"] == [1]
    assert deal["winner_category"] == "straight"


def test_the_board_alone_never_plays():
    # A nine-high straight on the board.  Aces in the hole play A A with three board cards
    # (one pair); seat 1's best is 3-4 with 5 6 7, a seven-high straight (its ten would need
    # four board cards for the ten-high one, and the board's own straight takes no hole card).
    board = "5c 6d 7h 8s 9c"
    deal = play(["Ac Ad Kc Kd", "4s Ts 2d 3c"], board)
    assert deal["hands"] == ["one-pair", "straight"]
    assert deal["winners"] == [1]
    assert om.omaha_high(cards("4s Ts 2d 3c"), cards(board)) == om.hand_value(cards("3c 4s 5c 6d 7h"))
    assert om.omaha_high(cards("Ac Ad Kc Kd"), cards(board)) == om.hand_value(cards("Ac Ad 9c 8s 7h"))


# ---------------------------------------------------------------------------
# Leaders
# ---------------------------------------------------------------------------


def test_leader_after_the_deal_is_the_best_two_of_four():
    board = "7c 8d 9s Th 4d"
    # Any pair beats ace-king.
    assert play(["Ac Kd 7h 2s", "5c 5d 9h 3s"], board)["leaders"][0] == 1
    # No pair: the higher top card (the best two may be any two of the four).
    assert play(["2c Ad 3h 4s", "Kc Qd Jh Ts"], board)["leaders"][0] == 0
    # Three of a rank in the hole count as a pair; a higher pair beats it.
    assert play(["2c 2d 2h 3s", "Ac Kd Qh Js"], board)["leaders"][0] == 0
    assert play(["2c 2d 2h 2s", "3c 3d 5h 6s"], board)["leaders"][0] == 1
    # Equal best two cards: the lowest seat; suits do not matter.
    assert play(["Ac Kd 2h 3s", "Ah Kh 2d 3d"], board)["leaders"][0] == 0
    assert play(["5c 5d 6h 6s", "6c 6d 2h 3s"], board)["leaders"][0] == 0
    assert play(["Qc Jd 2h 3s", "Ac Kd 5h 6s", "As Kh 2d 3d"], board)["leaders"][0] == 1


def test_lead_changes_on_every_street():
    # Aces lead kings after the deal; the flop K 2 3 gives seat 1 trip kings; the turn 5 gives
    # seat 0 the wheel (A 4 from the hole, 2 3 5 from the board); the river 2 fills seat 1 up.
    deal = play(["As Ad 4c 9d", "Kc Kd 7h 8h"], "Kh 2s 3c 5d 2d")
    assert deal["leaders"] == [0, 1, 0]
    assert deal["hands"] == ["straight", "full-house"]
    assert deal["winners"] == [1]
    assert deal["leader_won"] == [False, True, False]
    assert deal["lead_changes"] == 3


def test_leader_after_the_flop_uses_exactly_two_hole_cards():
    # 9 T J in the hole with Q K on the flop would be a straight with three hole cards; seat 1's
    # pair of fives keeps the lead all the way and beats seat 0's river pair of twos.
    deal = play(["9c Tc Jc 2d", "5c 5d 6h 7h"], "Qd Kh 3s 8s 2s")
    assert deal["leaders"] == [1, 1, 1]
    assert deal["hands"] == ["one-pair", "one-pair"]
    assert deal["winners"] == [1]
    assert deal["leader_won"] == [True, True, True]
    assert deal["lead_changes"] == 0
    # A jack on the river gives seat 0 the straight from two hole cards (T 9 with Q K J).
    river = play(["9c Tc Jc 2d", "5c 5d 6h 7h"], "Qd Kh 3s 8s Jd")
    assert river["hands"] == ["straight", "one-pair"]
    assert river["leaders"] == [1, 1, 1] and river["winners"] == [0]
    assert river["leader_won"] == [False, False, False]
    assert river["lead_changes"] == 1


def test_leader_after_the_turn_uses_exactly_three_board_cards():
    # Four hearts by the turn.  Seat 0's single heart makes no flush (that would take four
    # board cards), so seat 1's queens lead throughout and win.
    board = "2h 5h 9h Jh Tc"
    deal = play(["Ah 3c 4d 8s", "Qc Qd 6s 7c"], board)
    assert deal["leaders"] == [1, 1, 1]
    assert deal["hands"] == ["high-card", "one-pair"]
    assert deal["winners"] == [1] and deal["lead_changes"] == 0
    # With a second heart in the hole, seat 0 flushes from the flop on (two hole, three board).
    two = play(["Ah 3h 4d 8s", "Qc Qd 6s 7c"], board)
    assert two["leaders"] == [1, 0, 0]
    assert two["hands"] == ["flush", "one-pair"]
    assert two["winners"] == [0]
    assert two["leader_won"] == [False, True, True]
    assert two["lead_changes"] == 1


def test_leader_after_the_turn_may_drop_a_flop_card():
    # Aces lead after the deal and on the flop Q 2 9 (seat 1's T J with Q 9 needs an 8 or a K).
    # The turn 8 gives seat 1 the straight T J with Q 9 8, leaving the flop's 2 out.
    deal = play(["Ac Ad 7c 5h", "Tc Jc 3d 4d"], "Qh 2s 9d 8s 3h")
    assert deal["leaders"] == [0, 0, 1]
    assert deal["hands"] == ["one-pair", "straight"]
    assert deal["winners"] == [1]
    assert deal["leader_won"] == [False, False, True]
    assert deal["lead_changes"] == 1


# ---------------------------------------------------------------------------
# Ties and shares
# ---------------------------------------------------------------------------


def test_equal_straights_split_the_pot():
    deal = play(["Th Jd 3c 4c", "Tc Js 3d 4d", "Ad Ah 5s 6h"], "2c 7d 8s 9h Kc")
    assert deal["hands"] == ["straight"] * 3
    assert deal["winners"] == [0, 1]
    assert deal["shares"] == [0.5, 0.5, 0.0]
    assert deal["winner_category"] == "straight"
    # Aces lead after the deal and the flop; the nine on the turn makes the straights.
    assert deal["leaders"] == [2, 2, 0]
    assert deal["leader_won"] == [False, False, True]
    assert deal["lead_changes"] == 1


def test_three_way_split_on_the_board_trips():
    deal = play(["Qc Jd 4h 3s", "Qd Jh 2c 3c", "Qs Jc 2d 5c"], "Ac Ad Ah Kc Ks")
    assert deal["winners"] == [0, 1, 2]
    assert all(math.isclose(share, 1 / 3) for share in deal["shares"])
    assert "lows" not in deal and "scoop" not in deal  # high only


# ---------------------------------------------------------------------------
# High-low, eight or better
# ---------------------------------------------------------------------------


def test_low_needing_three_hole_cards_does_not_count():
    # A 2 3 in the hole with the board's 4 5 would be the wheel, but only two hole cards play
    # and the board has just two low cards: no low.  Seat 1's T 9 with K Q J is a straight.
    deal = play(["Ac 2d 3h Kc", "9c 9d Ts 8h"], "4s 5d Kh Qs Jd", high_low=True)
    assert deal["qualifies"] == [False, False]
    assert deal["lows"][0][1][0] >= 11  # a jack or higher in the best low
    assert deal["low_winners"] == [] and deal["no_low"] is True and deal["low_top"] is None
    assert deal["winners"] == [1] and deal["hands"] == ["one-pair", "straight"]
    assert deal["shares"] == [0.0, 1.0]
    assert deal["scoop"] is True and deal["low_tie"] is False
    # A third low card on the board (7) lets A 2 make 7-5-4-2-A.
    low = play(["Ac 2d 3h Kc", "9c 9d Ts 8h"], "4s 5d 7h Qs Jd", high_low=True)
    assert low["qualifies"] == [True, False]
    assert low["lows"][0] == (0, (7, 5, 4, 2, 1))
    assert low["low_top"] == "7"


def test_different_hole_cards_for_high_and_low():
    # Seat 0 plays K K (with the board's king) for high and A 2 for low: it scoops.
    board = "3c 5s 7h Kc 9d"
    deal = play(["Ac 2d Kh Kd", "Qs Qh Js Ts"], board, high_low=True)
    assert deal["hands"] == ["three-of-a-kind", "one-pair"]
    assert deal["winners"] == [0] and deal["low_winners"] == [0]
    assert deal["lows"][0] == (0, (7, 5, 3, 2, 1))
    assert deal["qualifies"] == [True, False]
    assert deal["shares"] == [1.0, 0.0]
    assert deal["scoop"] is True and deal["low_top"] == "7" and deal["no_low"] is False
    # High and low to different seats: half each.
    split = play(["Ac 2d Jc Td", "Kh Kd Qs Qh"], board, high_low=True)
    assert split["winners"] == [1] and split["low_winners"] == [0]
    assert split["shares"] == [0.5, 0.5]
    assert split["scoop"] is False and split["low_tie"] is False
    # The high keys do not change with high_low.
    high = play(["Ac 2d Jc Td", "Kh Kd Qs Qh"], board)
    for key in ("hole", "board", "hands", "winners", "winner_category", "leaders", "leader_won", "lead_changes"):
        assert high[key] == split[key]
    assert high["shares"] == [0.0, 1.0]


def test_no_low_high_takes_the_whole_pot():
    deal = play(["Ah Ad 3h 4h", "3c 4c 5d 6d"], "Kc Qd 9h 8s 2c", high_low=True)
    assert deal["winners"] == [0] and deal["hands"] == ["one-pair", "high-card"]
    assert deal["qualifies"] == [False, False]
    assert deal["no_low"] is True and deal["low_top"] is None and deal["low_winners"] == []
    assert deal["shares"] == [1.0, 0.0]
    assert deal["scoop"] is True
    # A shared high with no low: no scoop, half each.
    tie = play(["Ah Kd 2c 2d", "As Kc 3c 3d"], "Qc Jd Th 9s 8c", high_low=True)
    assert tie["winners"] == [0, 1] and tie["winner_category"] == "straight"
    assert tie["no_low"] is True
    assert tie["shares"] == [0.5, 0.5]
    assert tie["scoop"] is False and tie["low_tie"] is False


def test_shared_low_quarters():
    # Seats 0 and 1 hold the same A 2 low; seat 2's tens up take the high half alone.
    deal = play(["Ac 2d Qs Jh", "As 2h Qc Js", "9c 9h Th Ts"], "3c 5s 7h Kc Kd", high_low=True)
    assert deal["winners"] == [2] and deal["hands"] == ["one-pair", "one-pair", "two-pair"]
    assert deal["low_winners"] == [0, 1]
    assert deal["shares"] == [0.25, 0.25, 0.5]
    assert deal["low_tie"] is True and deal["scoop"] is False
    # The only high winner sharing the low is no scoop either.
    own = play(["Ac 2d Kh Qs", "As 2h Jc Js"], "3c 5s 7h Kc 9d", high_low=True)
    assert own["winners"] == [0] and own["low_winners"] == [0, 1]
    assert own["shares"] == [0.75, 0.25]
    assert own["low_tie"] is True and own["scoop"] is False


def test_eight_or_better_line():
    # A 2 with 8 6 4 is an eight low and qualifies; 7 9 with 8 6 4 is a nine low and does not.
    deal = play(["Ac 2d Js Jh", "7c 9d Th Ts"], "8c 6d 4h Kc Qd", high_low=True)
    assert deal["lows"] == [(0, (8, 6, 4, 2, 1)), (0, (9, 8, 7, 6, 4))]
    assert deal["qualifies"] == [True, False]
    assert deal["low_top"] == "8" and deal["low_winners"] == [0]
    assert deal["winners"] == [0] and deal["scoop"] is True
    assert deal["shares"] == [1.0, 0.0]
    # Low cards that must pair: every choice of seat 0 pairs, so it has no low though all its
    # cards are 4 or lower (and 4 4 with the board's 4 3 3 is a full house for high).
    paired = play(["2h 3h 4h 4d", "Kh Kd Qs Qh"], "2c 2d 3c 3d 4c", high_low=True)
    assert paired["lows"][0][0] > 0 and max(paired["lows"][0][1]) <= 4
    assert paired["qualifies"] == [False, False] and paired["no_low"] is True
    assert paired["hands"] == ["full-house", "two-pair"]
    assert paired["shares"] == [1.0, 0.0] and paired["scoop"] is True


# ---------------------------------------------------------------------------
# Cross-check on shuffled decks, against an independent enumeration
# ---------------------------------------------------------------------------

_NAMES = (
    "high-card",
    "one-pair",
    "two-pair",
    "three-of-a-kind",
    "straight",
    "flush",
    "full-house",
    "four-of-a-kind",
    "straight-flush",
)


def _score_five(five):
    """(category number in _NAMES, tiebreak) of exactly five cards, written out here."""
    ranks = [card_rank(c) for c in five]
    counts = Counter(ranks)
    shape = sorted(counts.values(), reverse=True)
    order = tuple(sorted(ranks, key=lambda r: (counts[r], r), reverse=True))
    flush = len({card_suit(c) for c in five}) == 1
    distinct = sorted(set(ranks), reverse=True)
    straight = None
    if len(distinct) == 5 and distinct[0] - distinct[4] == 4:
        straight = distinct[0]
    elif distinct == [14, 5, 4, 3, 2]:
        straight = 5  # the wheel
    if straight and flush:
        return (8, (straight,))
    if shape[0] == 4:
        return (7, order)
    if shape[:2] == [3, 2]:
        return (6, order)
    if flush:
        return (5, order)
    if straight:
        return (4, (straight,))
    if shape[0] == 3:
        return (3, order)
    if shape[:2] == [2, 2]:
        return (2, order)
    if shape[0] == 2:
        return (1, order)
    return (0, order)


def _score_two(two):
    a, b = sorted((card_rank(c) for c in two), reverse=True)
    return (1 if a == b else 0, (a, b))


def _fives(hole, board):
    for pair in combinations(hole, 2):
        for triple in combinations(board, 3):
            yield list(pair) + list(triple)


def _best_high(hole, board):
    if not board:
        return max(_score_two(pair) for pair in combinations(hole, 2))
    return max(_score_five(five) for five in _fives(hole, board))


def _eight_low(hole, board):
    """The best qualifying low as ranks high to low (ace 1), or None."""
    best = None
    for five in _fives(hole, board):
        ranks = [1 if card_rank(c) == 14 else card_rank(c) for c in five]
        if len(set(ranks)) == 5 and max(ranks) <= 8:
            key = tuple(sorted(ranks, reverse=True))
            if best is None or key < best:
                best = key
    return best


def _first_best(values):
    top = max(values)
    return values.index(top)


def test_random_deals_against_brute_force():
    rng = random.Random(17)
    seen = Counter()
    for n in range(200):
        players = (2, 3, 4, 5, 6, 3, 4, 10)[n % 8]
        high_low = n % 2 == 1
        deck = full_deck()
        rng.shuffle(deck)
        deal = om.play(deck, players, high_low=high_low)
        holes, board = deal["hole"], deal["board"]
        assert holes == [[deck[s + k * players] for k in range(4)] for s in range(players)]
        assert board == deck[4 * players : 4 * players + 5]

        values = [_best_high(hole, board) for hole in holes]
        best = max(values)
        winners = [s for s in range(players) if values[s] == best]
        assert deal["winners"] == winners
        assert deal["hands"] == [_NAMES[v[0]] for v in values]
        assert deal["winner_category"] == _NAMES[best[0]]
        leaders = [_first_best([_best_high(hole, board[:known]) for hole in holes]) for known in (0, 3, 4)]
        assert deal["leaders"] == leaders
        assert deal["leader_won"] == [leader in winners for leader in leaders]
        sequence = leaders + [winners[0]]
        assert deal["lead_changes"] == sum(a != b for a, b in zip(sequence, sequence[1:]))
        seen[deal["winner_category"]] += 1

        lows = [_eight_low(hole, board) for hole in holes] if high_low else [None] * players
        qualified = [low is not None for low in lows]
        if any(qualified):
            best_low = min(low for low in lows if low is not None)
            low_winners = [s for s in range(players) if lows[s] == best_low]
            shares = [
                (0.5 / len(winners) if s in winners else 0) + (0.5 / len(low_winners) if s in low_winners else 0)
                for s in range(players)
            ]
        else:
            low_winners = []
            shares = [1 / len(winners) if s in winners else 0 for s in range(players)]
        assert all(math.isclose(a, b) for a, b in zip(deal["shares"], shares))
        assert math.isclose(sum(deal["shares"]), 1.0)
        if not high_low:
            assert "lows" not in deal
            continue
        seen["low" if low_winners else "no low"] += 1
        assert deal["qualifies"] == qualified
        assert deal["low_winners"] == low_winners
        assert deal["no_low"] == (not low_winners)
        assert deal["low_top"] == (str(lows[low_winners[0]][0]) if low_winners else None)
        for s in range(players):
            if qualified[s]:
                assert deal["lows"][s] == (0, lows[s])
        assert deal["low_tie"] == (len(low_winners) > 1)
        assert deal["scoop"] == (len(winners) == 1 and low_winners in ([], winners))
    # The sample reaches the interesting cases.
    assert seen["low"] > 10 and seen["no low"] > 10
    assert seen["flush"] > 0 and seen["full-house"] > 0 and seen["straight"] > 0


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def test_simulate_totals_add_up():
    for players, deals, high_low in ((6, 12, False), (2, 20, True), (10, 4, True)):
        totals = om.simulate(players, deals, seed=5, high_low=high_low)
        assert totals["deals"] == deals
        assert math.isclose(sum(totals["seat_shares"]), deals)
        assert len(totals["seat_shares"]) == players
        assert sum(totals["winner_category"].values()) == deals
        assert sum(totals["hand_category"].values()) == players * deals
        assert sum(totals["lead_changes"].values()) == deals
        assert set(totals["lead_changes"]) <= {0, 1, 2, 3}
        assert 0 <= totals["ties"] <= deals
        assert len(totals["leader_won"]) == 3
        assert all(0 <= n <= deals for n in totals["leader_won"])
        if high_low:
            assert totals["no_low"] + sum(totals["low_top"].values()) == deals
            assert set(totals["low_top"]) <= {"5", "6", "7", "8"}
            assert 0 <= totals["scoops"] <= deals and 0 <= totals["low_ties"] <= deals
        else:
            assert not {"no_low", "low_top", "scoops", "low_ties"} & set(totals)
        assert totals == om.simulate(players, deals, seed=5, high_low=high_low)  # deterministic

    # The totals are the sums of play() over the same decks.
    for high_low in (False, True):
        totals = om.simulate(4, 10, seed=9, high_low=high_low)
        expected = om.new_totals(4, 10, high_low)
        scoops = no_low = 0
        for deck, _rng in shuffled_decks(9, 10):
            deal = om.play(deck, 4, high_low=high_low)
            om.add_deal(expected, deal, 4)
            if high_low:
                scoops += deal["scoop"]
                no_low += deal["no_low"]
        assert totals == expected
        if high_low:
            assert totals["scoops"] == scoops and totals["no_low"] == no_low

    empty = om.simulate(2, 0, seed=1, high_low=True)
    assert empty["deals"] == 0 and empty["seat_shares"] == [0.0, 0.0]
    assert empty["no_low"] == 0 and empty["low_top"] == {}

"""The mixed games the other odds tools cover, beyond what the registry-wide and generic-reference
tests check for every game file: `odds` against plain hand counts."""
from fractions import Fraction
from itertools import permutations

import pytest

import sim
from tests.reference.evaluator import full_deck
from tests.reference.game_files.stud_hands import low_value


@pytest.mark.parametrize("hands", [
    ["As2d/3c4h9sKd", "5s6d/7c8hTsQd"],
    ["As2d/3c4h9sKd", "5s6d/7c8hTsQd", "2c3d/AhJcJdJh"],
])
def test_razz_before_the_last_card_equals_a_hand_count(hands):
    """Each seat's last down card from every order of the unseen cards, counted in plain Python:
    the whole pot to the lowest ace-to-five low, equal lows splitting it."""
    seats = [[t.replace("/", "")[i:i + 2] for i in range(0, 12, 2)] for t in hands]
    unseen = [c for c in full_deck() if not any(c in s for s in seats)]
    wins = [0] * len(seats)
    ties = [0] * len(seats)
    shares = [Fraction(0)] * len(seats)
    orders = 0
    for last in permutations(unseen, len(seats)):
        lows = [low_value(s + [c]) for s, c in zip(seats, last)]
        best = min(lows)
        top = [p for p, v in enumerate(lows) if v == best]
        for p in top:
            shares[p] += Fraction(1, len(top))
            if len(top) == 1:
                wins[p] += 1
            else:
                ties[p] += 1
        orders += 1
    a = sim.odds("razz", hands)
    assert a["exact"] and a["trials"] == orders
    for p in range(len(seats)):
        assert a["tables"]["win"][str(p)]["count"] == wins[p]
        assert a["tables"]["tie"][str(p)]["count"] == ties[p]
        assert abs(a["tables"]["equity"][str(p)]["p"] - float(shares[p] / orders)) < 1e-12
    assert 0 < wins[0] < orders  # the count is a contest, not a foregone result

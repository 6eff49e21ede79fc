"""The counting method of tests/exact_board_tables.py, checked where the answer is known, and
Omaha's exact final-hand table it derives (pinned in OMAHA, which tests/test_omaha.py reads)."""
from math import comb

import pytest

from tests.exact_board_tables import RULE_ANY, RULE_TWO_THREE, final_hand_table

FIVE_CARD = {"high-card": 1302540, "one-pair": 1098240, "two-pair": 123552,
             "three-of-a-kind": 54912, "straight": 10200, "flush": 5108, "full-house": 3744,
             "four-of-a-kind": 624, "straight-flush": 40}
SEVEN_CARD = {"high-card": 23294460, "one-pair": 58627800, "two-pair": 31433400,
              "three-of-a-kind": 6461620, "straight": 6180020, "flush": 4047644,
              "full-house": 3473184, "four-of-a-kind": 224848, "straight-flush": 41584}
# every four-card hole hand with every five-card board of the other 48 cards:
# C(52,4) * C(48,5) = 463,563,500,400 deals, by the hand made of exactly two and three
OMAHA = {"high-card": 13851662832, "one-pair": 122655542152, "two-pair": 170775844104,
         "three-of-a-kind": 40712657408, "straight": 52289648688, "flush": 31216782384,
         "full-house": 29424798576, "four-of-a-kind": 2225270496, "straight-flush": 411293760}


def test_five_cards_from_the_board_alone_are_the_five_card_table():
    assert final_hand_table(0, 5, RULE_ANY) == FIVE_CARD


def test_two_and_three_of_five_cards_count_each_five_card_hand_ten_times():
    """Exactly two hole cards and three board cards, with two and three dealt: every five-card
    hand, once for each of its C(5,2) splits; the two-and-three path (Omaha's) on a known
    answer."""
    assert final_hand_table(2, 3, RULE_TWO_THREE) == {k: 10 * v for k, v in FIVE_CARD.items()}


def test_holdem_counts_each_seven_card_hand_once_per_split():
    """Two hole cards and a board of five, any five of seven: every seven-card hand C(7,2)
    times (the flush and straight-flush counting for seven cards on a known answer)."""
    assert final_hand_table(2, 5, RULE_ANY) == {k: 21 * v for k, v in SEVEN_CARD.items()}


def test_the_pinned_omaha_table_adds_up():
    assert sum(OMAHA.values()) == comb(52, 4) * comb(48, 5)


@pytest.mark.slow
def test_omaha_table_is_derived_again():
    assert final_hand_table(4, 5, RULE_TWO_THREE) == OMAHA

"""`simpoker odds --dead` in every family, exact and sampled: the dead cards are out of the deck
(the completions drop to what the smaller deck gives, and hands that need a dead card never
come), the answer otherwise what it was."""
from sim import odds


def _count(answer, table, key):
    return answer["tables"][table][key]["count"]


def test_stud_exact_the_dead_card_leaves_the_orders_of_the_smaller_deck():
    hands = ["8sAd/JsJd2h9h", "5c8d/7sTd6cTs"]  # seventh street to come: a card each
    live = odds("seven-card-stud", hands)
    dead = odds("seven-card-stud", hands, dead="2c")
    assert live["exact"] and dead["exact"]
    assert live["trials"] == 40 * 39 and dead["trials"] == 39 * 38
    # 2c pairs neither hand: each seat's chances change only by the orders it was in
    assert dead["tables"]["equity"]["0"]["p"] != live["tables"]["equity"]["0"]["p"]


def test_stud_sampled_no_four_aces_with_the_fourth_ace_dead():
    args = dict(players=1, trials=4096, seed=3)
    live = odds("seven-card-stud", ["AsAh/AdKs7c"], **args)
    dead = odds("seven-card-stud", ["AsAh/AdKs7c"], dead="Ac", **args)
    assert not dead["exact"] and dead["trials"] == 4096
    assert _count(live, "hand_category", "four-of-a-kind") > 0  # the Ac in 2 of 47 cards
    assert _count(dead, "hand_category", "four-of-a-kind") == 0


def test_draw_exact_the_dead_nine_takes_the_quads_and_a_card_out():
    a = odds("five-card-draw", ["9s9h2c5d7h"], players=1, dead="9c")
    assert a["exact"] and a["trials"] == 46 * 45 * 44 // 6  # C(46, 3), not C(47, 3)
    assert _count(a, "hand_category", "four-of-a-kind") == 0
    # trips: the 9d and two cards of two other ranks (45 cards left besides it, 11 ranks of 4
    # and the 2, 5, 7 of 3): C(45, 2) less the pairs among them
    pairs = 9 * 6 + 3 * 3
    assert _count(a, "hand_category", "three-of-a-kind") == 45 * 44 // 2 - pairs


def test_draw_sampled_no_nines_left_no_trips_of_nines():
    a = odds("five-card-draw", ["9s9h2c5d7h"], players=3, dead="9c9d", trials=4096, seed=2)
    assert not a["exact"] and a["trials"] == 4096
    assert _count(a, "hand_category", "four-of-a-kind") == 0


def test_board_exact_through_the_board_kernel_and_the_games_kernel():
    for through in (False, True):
        a = odds("texas-holdem", ["AhKh", "QsQd"], board="2h7hTc", dead="3h4h",
                 through_kernel=through)
        assert a["exact"] and a["trials"] == 43 * 42 // 2
        live = odds("texas-holdem", ["AhKh", "QsQd"], board="2h7hTc", through_kernel=through)
        assert live["trials"] == 45 * 44 // 2
        # two of the hero's hearts gone: fewer flushes
        assert (_count(a, "hand_category", "flush") / a["trials"]
                < _count(live, "hand_category", "flush") / live["trials"])


def test_board_sampled_no_four_aces_with_two_aces_dead():
    for game in ("texas-holdem", "pineapple"):
        hand = "AsAh" if game == "texas-holdem" else "AsAhKd"
        a = odds(game, [hand], board="2c7d9h", players=3, dead="AcAd", trials=4096, seed=5)
        assert not a["exact"] and a["trials"] == 4096
        assert _count(a, "hand_category", "four-of-a-kind") == 0, game


def test_board_ranges_the_dead_cards_leave_the_range():
    from math import comb

    a = odds("texas-holdem", ["AsKs"], ranges=["QQ+"], dead="QcQd")
    # QQ+ less the hands holding As, Ks, Qc or Qd: AA 3, KK 3, QQ 1 (QhQs), each with C(46, 5)
    assert a["exact"] and a["trials"] == 7 * comb(46, 5)

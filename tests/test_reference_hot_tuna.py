"""Tests of the Hot Tuna reference simulator (tests/reference/hot_tuna.py) itself.

The hand-built decks below are written in drawing order.  With ``pass_policy
="never"`` every round draws exactly one card per active hand, in chain order,
so a round is written as one string "card for the 1st hand of the chain,
card for the 2nd, ...".  Each hand's first card is a low card and its later
cards are distinct and higher, so the default roll policy (counts tied ->
higher rank) turns up the new card each round unless a comment says
otherwise.
"""

import random
from collections import Counter
from fractions import Fraction
from itertools import combinations

import pytest

try:
    from tests.reference import hot_tuna as ht
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference import hot_tuna as ht

C = ht.card


def cards(text):
    return [C(t) for t in text.split()]


def stack(*groups, full=True):
    """The cards of ``groups`` on top; then (``full``) the rest of the two decks in code order."""
    top = [c for g in groups for c in cards(g)]
    counts = Counter(top)
    assert all(n <= 2 for n in counts.values()), "a hand-built deck uses a card three times"
    if not full:
        return top
    rest = Counter(ht.two_decks())
    rest.subtract(counts)
    return top + sorted(rest.elements())


def play(deck, players=2, **options):
    base = dict(pass_policy="never", fold="never", buy="never", roll="smart", declare="threshold")
    base.update(options)
    return ht.play_hot_tuna(deck, players, **base)


ALL_CHAINS_2 = [list(range(6))] * 4

# ---------------------------------------------------------------------------
# Hand values
# ---------------------------------------------------------------------------


def random_hands(rng, count):
    """Hands of 5 or 6 cards with 0..6 wild cards, duplicates and suited runs."""
    out = []
    for i in range(count):
        size = rng.choice((5, 6))
        wild_rank = rng.choice([None] + [r for r in range(13) if r != ht.QUEEN])
        if i % 7 == 0:
            n_wild = rng.randint(0, size)
        else:
            n_wild = min(size, rng.choice((0, 0, 1, 1, 1, 2, 2, 3)))
        wilds = [c for c in range(52) if ht.is_wild(c, wild_rank)]
        naturals = [c for c in range(52) if not ht.is_wild(c, wild_rank)]
        style = i % 3
        if style == 1:  # few ranks: pairs, trips, duplicates
            pool = rng.sample(naturals, 6)
        elif style == 2:  # one or two suits: flushes and straight flushes
            suits = rng.sample(range(4), rng.choice((1, 2)))
            pool = [c for c in naturals if c % 4 in suits]
        else:
            pool = naturals
        hand = [rng.choice(wilds) for _ in range(n_wild)]
        hand += [rng.choice(pool) for _ in range(size - n_wild)]
        rng.shuffle(hand)
        out.append((hand, wild_rank))
    return out


def test_high_fast_matches_brute_force():
    rng = random.Random(20240611)
    for hand, wild_rank in random_hands(rng, 2500):
        assert ht.high_value(hand, wild_rank) == ht.brute_high_value(hand, wild_rank), (
            [ht.card_text(c) for c in hand],
            wild_rank,
        )


def test_high_fast_matches_brute_force_all_wild_counts():
    rng = random.Random(7)
    for size in (5, 6):
        for n_wild in range(size + 1):
            for _ in range(15):
                wild_rank = rng.choice((None, 0, 5, 12))
                wilds = [c for c in range(52) if ht.is_wild(c, wild_rank)]
                naturals = [c for c in range(52) if not ht.is_wild(c, wild_rank)]
                hand = [rng.choice(wilds) for _ in range(n_wild)]
                hand += [rng.choice(naturals) for _ in range(size - n_wild)]
                assert ht.high_value(hand, wild_rank) == ht.brute_high_value(hand, wild_rank)


def test_high_hand_picked():
    five_kings = ht.high_value(cards("Kc Kd Kh Ks Qc"), None)
    assert five_kings == (ht.FIVE_KIND, (13,), False)
    natural_sf = ht.high_value(cards("5h 6h 7h 8h 9h"), None)
    assert natural_sf == (ht.STRAIGHT_FLUSH, (9,), True)
    assert five_kings[:2] > natural_sf[:2]
    # Five natural aces from two decks.
    assert ht.high_value(cards("Ac Ac Ad Ah As"), None) == (ht.FIVE_KIND, (14,), True)
    # All wild: five aces.
    assert ht.high_value(cards("Qc Qd Qh Qs Qc"), None) == (ht.FIVE_KIND, (14,), False)
    # The wheel, and a straight flush made with a wild card.
    assert ht.high_value(cards("Ac 2d 3h 4s 5c"), None) == (ht.STRAIGHT, (5,), True)
    assert ht.high_value(cards("Ah 2h 3h 4h Qc 6c"), None) == (ht.STRAIGHT_FLUSH, (5,), False)
    # A two-deck flush may repeat a rank; a flush beats the pair in it.
    assert ht.high_value(cards("Ah Ah 9h 7h 3h"), None) == (ht.FLUSH, (14, 14, 9, 7, 3), True)
    # A wild card may duplicate a held card: Ah + wild = a flush with two aces.
    assert ht.high_value(cards("Ah Kh 9h 7h Qc"), None) == (ht.FLUSH, (14, 14, 13, 9, 7), False)
    # Wild rank 7: sevens are wild too.
    assert ht.high_value(cards("7c 7d 8s 8h 2c"), 5) == (ht.QUADS, (8, 2), False)
    assert ht.high_value(cards("7c 7d 8s 8h 2c"), None) == (ht.TWO_PAIR, (8, 7, 2), True)
    # Natural over wild: equal values, one natural, one not.
    natural = ht.high_value(cards("5c 6d 7h 8s 9c"), None)
    wild = ht.high_value(cards("5s 6s Qs 8s 9d"), None)
    assert natural[:2] == wild[:2] == (ht.STRAIGHT, (9,))
    assert natural[2] and not wild[2]
    # A wild card played as itself can already be the best: still natural.
    assert ht.high_value(cards("Qh Jh Th 9h 8h"), None) == (ht.STRAIGHT_FLUSH, (12,), True)
    assert ht.high_value(cards("2c 3d 4h 5s 6c"), 4) == (ht.STRAIGHT, (6,), True)


def independent_low(hand):
    """Ace-to-six low by a separate route: rank every five-card subset, keep the lowest."""
    best = None
    for five in combinations(hand, 5):
        vals = [1 if c // 4 == 12 else c // 4 + 2 for c in five]
        flush = len({c % 4 for c in five}) == 1
        distinct = sorted(set(vals))
        straight = len(distinct) == 5 and distinct[-1] - distinct[0] == 4
        counts = sorted((vals.count(v) for v in distinct), reverse=True)
        grouped = tuple(sorted(distinct, key=lambda v: (vals.count(v), v), reverse=True))
        if counts[0] == 5:
            key = (9, grouped)
        elif straight and flush:
            key = (8, (distinct[-1],))
        elif counts[0] == 4:
            key = (7, grouped)
        elif counts[:2] == [3, 2]:
            key = (6, grouped)
        elif flush:
            key = (5, tuple(sorted(vals, reverse=True)))
        elif straight:
            key = (4, (distinct[-1],))
        elif counts[0] == 3:
            key = (3, grouped)
        elif counts[:2] == [2, 2]:
            key = (2, grouped)
        elif counts[0] == 2:
            key = (1, grouped)
        else:
            key = (0, tuple(sorted(vals, reverse=True)))
        flat = (key[0],) + key[1]
        if best is None or flat < best:
            best = flat
    return best


def test_low_matches_independent_brute_force():
    rng = random.Random(99)
    deck = ht.two_decks()
    for i in range(3000):
        size = rng.choice((5, 6))
        if i % 2:
            pool = [c for c in deck if c // 4 in (12, 0, 1, 2, 3, 4, 5)]  # A..7: straights, pairs
        else:
            pool = deck
        hand = rng.sample(pool, size)
        assert ht.low_value(hand) == independent_low(hand)


def test_low_hand_picked():
    best = ht.low_value(cards("Ac 2d 3h 4s 6c"))
    assert best == (0, 6, 4, 3, 2, 1)
    wheel = ht.low_value(cards("Ac 2d 3h 4s 5c"))
    assert wheel[0] == ht.STRAIGHT and best < wheel
    # K-A is no straight: K-Q-J-T-A is a king-high no-pair low.
    assert ht.low_value(cards("Ac Kd Qh Js Tc")) == (0, 13, 12, 11, 10, 1)
    pair = ht.low_value(cards("Ac Ad 2h 3s 4c"))
    assert pair[0] == ht.ONE_PAIR
    assert pair > ht.low_value(cards("Kc Qd Jh 9s 7c"))
    # A six-card hand takes its best five; the suited five is a flush.
    assert ht.low_value(cards("Ah 2h 3h 4h 6h 7c")) == (0, 7, 4, 3, 2, 1)
    assert ht.low_value(cards("Ah 2h 3h 4h 6h"))[0] == ht.FLUSH
    # Nothing is better than A-2-3-4-6.
    rng = random.Random(3)
    for _ in range(500):
        assert ht.low_value(rng.sample(ht.two_decks(), 6)) >= best


def test_showing_value():
    sv = ht.showing_value
    assert sv(cards("Qc"), None) == (0, 14)
    assert sv(cards("Kc"), None) == (0, 13)
    assert sv(cards("Qc 5d"), None) == (1, 5)
    assert sv(cards("Qc 5d Kh"), None) == (1, 13, 5)
    assert sv(cards("5c 5d Kh Ks"), None) == (2, 13, 5)
    assert sv(cards("5c 5d Kh Ks 3c"), None) == (2, 13, 5, 3)
    assert sv(cards("Qc 5d 5h Kh Ks"), None) == (3, 13, 5, 5)
    assert sv(cards("7c 7d"), 5) == (1, 14)
    assert sv(cards("7c 7d"), None) == (1, 7)
    assert sv(cards("7c 7d 7h 9s"), 5) == (7, 9)
    assert sv(cards("Qc Qd Qh Qs Qc"), None) == (9, 14)
    # Order: two pair between a pair and three of a kind; kickers decide.
    assert sv(cards("Ac Ad"), None) < sv(cards("2c 2d 3c 3d"), None) < sv(cards("2c 2d 2h"), None)
    assert sv(cards("Kc 9d"), None) > sv(cards("Kc 8d"), None)
    # Different lengths (the fold policy): an extra kicker counts for more than none.
    assert sv(cards("Kc 9d 2c"), None) > sv(cards("Kc 9d"), None)


# ---------------------------------------------------------------------------
# Hand-built deals
# ---------------------------------------------------------------------------

ZEVON_ROUNDS = (
    "2c 2d 2h 2s 2c 2d",  # first cards, hands 0..5
    "Ah 3c 4c 5c 6c 7d",  # round 0
    "Kh 4d 5d 6d 7c 8c",  # round 1
    "Jh 5h 6h 7h 8d 3h",  # round 2
    "9s 6s 7s 8s 3s Qh",  # round 3: hand 5 holds 2d + Qh on the last roll
)


def test_zevon_sets_the_wild_rank_and_goes_to_the_bottom():
    # Short deck: the Zevon card 7c, then five cards for the first five buyers;
    # the sixth buyer can only get the 7c back from the bottom.
    deck = stack(*ZEVON_ROUNDS, "7c", "4s 5s 6c 8h 9c", full=False)
    d, stock = ht.play_hot_tuna_and_stock(
        deck, 2, pass_policy="never", fold="never", buy="always", roll="zevon"
    )
    assert d["chains"] == ALL_CHAINS_2
    assert d["last_roller"] == 5
    assert d["zevon"] and d["zevon_card"] == C("7c")
    assert d["pre_zevon_rank"] is None
    assert d["wild_rank"] == 5 and d["wild_changes"] == 1
    assert d["bought"] == [True] * 6
    assert d["cards"][0] == cards("Ah Kh Jh 9s 2c 4s")
    assert d["cards"][5] == cards("7d 8c 3h Qh 2d 7c")
    assert stock == []
    # Sevens and the queen wild: four eights, a trey kicker.
    assert d["high"][5] == (ht.QUADS, (8, 3), False)
    assert d["pot"] == 60 + 6 * 75
    assert d["cf_best_high"] is not None and d["cf_pot_winners"] is not None

    # The default roll policy keeps the queen down (no wild rank: 0 against 0).
    d = play(stack(*ZEVON_ROUNDS, "7c"), roll="smart")
    assert not d["zevon"] and d["zevon_card"] is None
    assert d["cards"][5] == cards("7d 8c 3h 2d Qh")
    assert d["cf_best_high"] is None and d["cf_pot_winners"] is None


def test_zevon_queen_leaves_only_queens_wild():
    deck = stack(
        "Qs 2d 2h 2s 2c 2d",
        "Ah 3c 4c 5c 6c 7d",
        "Kh 4d 5d 6d 7c 8c",
        "Jh 5h 6h 7h 8d 3h",
        # Hand 0 (Qs down) gets Qc: two queens, it rolls Qc.  Hand 1's 6s settles
        # sixes.  Hand 5 rolls Qh last (roll="zevon").
        "Qc 6s 7s 8s 3s Qh",
        "Qd",  # the Zevon card
    )
    d = play(deck, roll="zevon")
    assert d["chains"] == ALL_CHAINS_2
    assert d["cards"][0] == cards("Ah Kh Jh Qc Qs")
    assert d["cards"][1] == cards("3c 4d 5h 6s 2d")
    assert d["zevon"] and d["zevon_card"] == C("Qd")
    assert d["pre_zevon_rank"] == 4  # sixes
    assert d["wild_rank"] is None
    assert d["wild_changes"] == 2
    assert d["high"][1] == (ht.STRAIGHT, (6,), True)
    assert d["high"][0] == (ht.STRAIGHT_FLUSH, (14,), False)
    assert d["best_high"] == d["cf_best_high"] == [0]


MIDDLE_QUEEN = (
    "2c Qc 2h 2s 2c Qs",
    # Round 0: hand 1 rolls Qc (two queens), hand 2's 9c settles nines.
    "Ah Qd 9c 3c 4c 3d",
    # Round 1: hand 5 holds Qs + Qh and rolls Qh, the last roll: pending.
    "9h 5c 4d 5d 6c Qh",
    # Round 2: the nines still wild, hand 0 shows a pair of aces (Ah 9h) and
    # deals first; its Kh is the first roll and settles kings.
    "Kh 6d 5h 6h 7c 4h",
    "Jh 7d 6s 7h 8c 5s",
)


def test_queen_last_in_a_middle_round_leaves_the_old_rank_wild():
    d = play(stack(*MIDDLE_QUEEN, "8d"), roll="hide")
    # Were the nines not wild in round 2, hand 1's Qc 5c (a pair) would deal first.
    assert d["chains"] == ALL_CHAINS_2
    assert d["cards"][0] == cards("Ah 9h Kh Jh 2c")
    assert d["cards"][5] == cards("3d Qh 4h 5s Qs")
    assert d["wild_rank"] == 11  # kings, settled by the first roll of round 2
    assert d["wild_changes"] == 2
    assert not d["zevon"]
    assert ht.showing_value(cards("Ah 9h"), 7) > ht.showing_value(cards("Qc 5c"), 7)
    assert ht.showing_value(cards("Ah 9h"), None) < ht.showing_value(cards("Qc 5c"), None)


def test_smart_roll_takes_the_zevon_against_a_shown_wild():
    # Same deal, default roll: on the last roll hand 5 (no king) sees hand 0
    # show the Kh, so it rolls its queen: a Zevon, the 8d makes eights wild.
    d = play(stack(*MIDDLE_QUEEN, "8d"), roll="smart")
    assert d["cards"][5] == cards("3d Qh 4h Qs 5s")
    assert d["zevon"] and d["zevon_card"] == C("8d")
    assert d["pre_zevon_rank"] == 11
    assert d["wild_rank"] == 6
    assert d["wild_changes"] == 3


def test_natural_beats_wild_on_an_exact_tie():
    deck = stack(
        "5c 2d 2h Qs 2c 2d",  # hand 0: natural 5-9 straight; hand 3: Qs stays down
        "9d 3c 3d 9s 3h 3s",
        "8d 4c 5d 8s 4h 4s",
        "7d 6d 7h 6s 6c 7s",
        "6h 7c 8h 5d 8c 8h",
    )
    d = play(deck, declare="high")
    assert d["chains"] == ALL_CHAINS_2
    assert d["cards"][0] == cards("9d 8d 7d 6h 5c")
    assert d["cards"][3] == cards("9s 8s 6s 5d Qs")
    assert d["high"][0] == (ht.STRAIGHT, (9,), True)
    assert d["high"][3] == (ht.STRAIGHT, (9,), False)
    assert d["high_winners"] == [0] and d["low_winners"] == []
    assert d["natural_tiebreak"]
    assert d["best_high"] == [0]
    assert d["shares"] == [1, 0, 0, 0, 0, 0]
    assert not d["carried"]


def test_failed_both_declare_gets_nothing():
    deck = stack(
        "Kc Qd 2s 9c 9d 9h",
        "Kd 4h 7s Tc Td Th",  # hand 0 rolls Kc (same rank: lower code)
        "Kh 3h 5d Jd Jh Js",
        "Ks 2h 4d Kc Kd Kh",
        "Qc Ah 3d 8h 8c 8d",  # fillers roll their 9 (higher than the 8)
        "6c",  # bought by hand 1
    )
    d = play(deck, buy="draw")
    assert d["chains"] == ALL_CHAINS_2
    assert d["cards"][0] == cards("Kc Kd Kh Ks Qc")
    assert d["cards"][1] == cards("4h 3h 2h Ah Qd 6c")
    assert d["cards"][3] == cards("Tc Jd Kc 9c 8h")
    assert d["bought"] == [False, True, False, False, False, False]
    assert d["pot"] == 60 + 75
    assert d["high"][0] == (ht.FIVE_KIND, (13,), False)
    assert d["high"][1] == (ht.STRAIGHT_FLUSH, (5,), False)
    assert d["low"][1] == (0, 6, 4, 3, 2, 1)
    assert d["declares"] == ["high", "both", "low", "high", "high", "high"]
    # Hand 1 has the best low but loses the high: out of both sides.
    assert d["high_winners"] == [0]
    assert d["low_winners"] == [2]
    assert d["shares"] == [Fraction(1, 2), 0, Fraction(1, 2), 0, 0, 0]
    assert not d["natural_tiebreak"]


def test_feed_pass_and_fill_order():
    deck = stack(
        "Qc 2d 2h 2s 2c 2d",
        # Round 0: hand 0's option 3c; the Qc goes 0 -> 1 -> 2, hand 2 keeps;
        # then the fills Ah (hand 0) and 4d (hand 1), then options 3h 3s 4c.
        "3c Ah 4d 3h 3s 4c",
        "Kh 5d 5h 4s 5c 6c",
        "Jh 6d 6h 5s 6s 7c",
        "9h 7d 7h 7s 8c 8d",
    )
    d = play(deck, pass_policy="feed")
    assert d["passes"] == [1, 1, 0, 0, 0, 0]
    assert d["pot"] == 60 + 2 * 20
    assert d["chains"] == ALL_CHAINS_2
    assert d["cards"][0] == cards("Ah Kh Jh 9h 3c")
    assert d["cards"][1] == cards("4d 5d 6d 7d 2d")
    assert d["cards"][2] == cards("2h 5h 6h 7h Qc")
    assert d["cards"][5] == cards("4c 6c 7c 8d 2d")


def test_last_hand_dumps_to_the_bottom():
    # Short deck; hand 5 (last of the chain) passes Kd to the bottom and is
    # filled with 4c; all six hands buy and the last buyer gets the Kd back.
    deck = stack(
        "2c 2d 2h 2s 2c 2d",
        "Ac 3c 3d 3h 3s Kd 4c",
        "8c 4d 4h 4s 5c 5d",
        "7c 5h 5s 6c 6d 6h",
        "6s 6c 7d 7h 7s 8d",
        "9c 9d 9h 9s Tc",
        full=False,
    )
    d, stock = ht.play_hot_tuna_and_stock(deck, 2, pass_policy="dump", fold="never", buy="always")
    assert d["passes"] == [0, 0, 0, 0, 0, 1]
    assert d["cards"][5] == cards("4c 5d 6h 8d 2d Kd")
    assert d["cards"][0] == cards("Ac 8c 7c 6s 2c 9c")
    assert d["bought"] == [True] * 6
    assert d["pot"] == 60 + 20 + 6 * 75
    assert stock == []


FOLD_DEAL = (
    "2c 2h 2s Ac 2d 2c",
    "Kd 3d 5d Ad Jc 4h",  # round 0, chain 0..5; hand 3 rolls Ac
    "Ah 3c 5h 9h 4d 6d",  # round 1, chain 3 4 5 0 1 2 (hand 3 shows the ace)
    "As 6h 5c 7d",  # round 2, chain 3 5 1 2
    "Ac 7h 6c 8d",  # round 3, chain 3 5 1 2
)


def test_folds_are_decided_together_after_the_roll():
    d = play(stack(*FOLD_DEAL), fold="dead", weltschmertz=C("Ac"))
    assert d["chains"] == [[0, 1, 2, 3, 4, 5], [3, 4, 5, 0, 1, 2], [3, 5, 1, 2], [3, 5, 1, 2]]
    # Hand 0 (K 9 2) is below hand 3's pair of aces.  Hand 4 (J 3 2) is below
    # hand 0's K 9, which still counts: the folds of a round use one snapshot.
    assert d["folded_after"] == [1, None, None, None, 1, None]
    assert d["cards"][0] == cards("Kd 9h 2c")
    assert d["cards"][4] == cards("Jc 3c 2d")
    assert d["high"][0] is None and d["low"][4] is None and d["declares"][0] is None
    assert d["cards"][3] == cards("Ac Ad Ah Ac As")
    assert d["last_roller"] == 2
    # The Weltschmertz Ac is rolled twice by seat 1.
    assert d["welt_paid"] == [0, 2]
    assert d["pot"] == 60 - 50
    assert d["high_winners"] == [3] and d["low_winners"] == [5]
    assert d["shares"][3] == d["shares"][5] == Fraction(1, 2)

    # A Weltschmertz card held down all deal (hand 2's 2s) pays nothing.
    d = play(stack(*FOLD_DEAL), fold="dead", weltschmertz=C("2s"))
    assert d["welt_paid"] == [0, 0] and d["pot"] == 60

    d = play(stack(*FOLD_DEAL), fold="never")
    assert d["folded_after"] == [None] * 6
    assert d["chains"][2] == [3, 4, 5, 0, 1, 2]


def test_bad_arguments():
    deck = ht.two_decks()
    for players in (0, 1, 7, 8):
        with pytest.raises(ValueError):
            ht.play_hot_tuna(deck, players)
    for option in ("pass_policy", "roll", "fold", "buy", "declare"):
        with pytest.raises(ValueError):
            ht.play_hot_tuna(deck, 3, **{option: "nonsense"})
    with pytest.raises(ValueError):
        ht.play_hot_tuna(deck, 3, weltschmertz=52)
    with pytest.raises(ValueError):
        ht.play_hot_tuna(deck[:20], 3)  # runs out
    with pytest.raises(ValueError):
        ht.play_hot_tuna([0, 0, 0] + deck, 2)  # a card three times
    with pytest.raises(ValueError):
        next(ht.deal_many(1, 7))


# ---------------------------------------------------------------------------
# Invariants over random deals
# ---------------------------------------------------------------------------

POLICY_VALUES = [
    ("pass_policy", ht.PASS_POLICIES),
    ("roll", ht.ROLL_POLICIES),
    ("fold", ht.FOLD_POLICIES),
    ("buy", ht.BUY_POLICIES),
    ("declare", ht.DECLARE_POLICIES),
]


def check_invariants(deck, players, welt, d, stock):
    n = 3 * players
    assert set(d) == {
        "chains", "passes", "bought", "welt_paid", "folded_after", "cards", "wild_rank",
        "wild_changes", "zevon", "zevon_card", "pre_zevon_rank", "high", "low", "declares",
        "high_winners", "low_winners", "shares", "carried", "best_high", "natural_tiebreak",
        "cf_best_high", "cf_pot_winners", "pot", "last_roller",
    }
    assert Counter(c for hand in d["cards"] for c in hand) + Counter(stock) == Counter(deck)
    assert sum(d["shares"]) == (0 if d["carried"] else 1)
    assert all(s >= 0 for s in d["shares"])
    active = [g for g in range(n) if d["folded_after"][g] is None]
    for g in range(n):
        if d["folded_after"][g] is None:
            assert len(d["cards"][g]) == 5 + d["bought"][g]
            assert d["high"][g] == ht.high_value(d["cards"][g], d["wild_rank"])
            assert d["declares"][g] in ("high", "low", "both")
        else:
            assert d["folded_after"][g] in (1, 2)
            assert len(d["cards"][g]) == d["folded_after"][g] + 2
            assert d["high"][g] is None and d["low"][g] is None and d["declares"][g] is None
            assert not d["bought"][g] and d["shares"][g] == 0
    assert d["chains"][0] == list(range(n))
    for r, chain in enumerate(d["chains"]):
        alive = [g for g in range(n) if d["folded_after"][g] is None or d["folded_after"][g] >= r]
        assert sorted(chain) == alive
        start = alive.index(chain[0])
        assert chain == alive[start:] + alive[:start]
    assert d["chains"][3] == sorted(active, key=lambda g: (g < d["chains"][3][0], g))
    assert d["last_roller"] == d["chains"][3][-1]
    assert d["wild_rank"] is None or (0 <= d["wild_rank"] <= 12 and d["wild_rank"] != ht.QUEEN)
    assert d["pot"] == 30 * players + 20 * sum(d["passes"]) + 75 * sum(d["bought"]) - 25 * sum(d["welt_paid"])
    assert len(d["welt_paid"]) == players
    if welt is None:
        assert d["welt_paid"] == [0] * players
    assert d["zevon"] == (d["zevon_card"] is not None) == (d["cf_best_high"] is not None)
    assert d["zevon"] == (ht.rank_of(d["cards"][d["last_roller"]][3]) == ht.QUEEN)
    winners = set(d["high_winners"]) | set(d["low_winners"])
    assert winners == {g for g in range(n) if d["shares"][g] > 0}
    assert all(d["declares"][g] in ("high", "both") for g in d["high_winners"])
    assert all(d["declares"][g] in ("low", "both") for g in d["low_winners"])
    assert set(d["best_high"]) <= set(active) and d["best_high"]


def test_invariants_over_random_deals():
    rng = random.Random(4242)
    count = 0
    for players in range(2, 7):
        for name, values in POLICY_VALUES:
            for value in values:
                for _ in range(3):
                    deck = ht.two_decks()
                    rng.shuffle(deck)
                    welt = rng.choice([None, rng.randrange(52)])
                    options = {name: value}
                    d, stock = ht.play_hot_tuna_and_stock(deck, players, weltschmertz=welt, **options)
                    check_invariants(deck, players, welt, d, stock)
                    count += 1
    assert count == 5 * 13 * 3


def test_invariants_mixed_policies_and_stock_running_out():
    rng = random.Random(11)
    for _ in range(60):
        players = rng.randint(2, 6)
        options = {name: rng.choice(values) for name, values in POLICY_VALUES}
        deck = ht.two_decks()
        rng.shuffle(deck)
        d, stock = ht.play_hot_tuna_and_stock(deck, players, weltschmertz=rng.randrange(52), **options)
        check_invariants(deck, players, 0, d, stock)
    # Six players who all buy: 14 cards left for 18 hands.
    deck = ht.two_decks()
    random.Random(5).shuffle(deck)
    d, stock = ht.play_hot_tuna_and_stock(deck, 6, pass_policy="never", fold="never", buy="always")
    assert stock == [] and sum(d["bought"]) == 14
    assert d["bought"] == [True] * 14 + [False] * 4


def test_deal_many_is_seeded_and_matches_single_deals():
    first = list(ht.deal_many(5, 3, seed=17))
    again = list(ht.deal_many(5, 3, seed=17))
    assert first == again
    rng = random.Random(17)
    for d in first:
        deck = ht.two_decks()
        rng.shuffle(deck)
        welt = rng.randrange(52)
        assert d == ht.play_hot_tuna(deck, 3, weltschmertz=welt)
    quiet = list(ht.deal_many(2, 4, seed=1, weltschmertz=False, roll="zevon"))
    assert all(d["welt_paid"] == [0] * 4 for d in quiet)

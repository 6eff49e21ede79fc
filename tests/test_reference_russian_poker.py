"""Tests of the Russian / Polish Poker reference twin (tests/reference/russian_poker.py) on
hand-built hands and decks with answers worked out by hand."""

import random
from collections import Counter
from fractions import Fraction
from itertools import combinations
from math import comb

import pytest

from tests.reference import russian_poker as rp
from tests.reference.russian_poker import (
    CATEGORIES,
    DECK,
    POSITIONS,
    arrange_seat,
    category,
    category_counts,
    goodness,
    is_legal,
    play,
    q3,
    q5,
    search_plain,
    simulate,
)

N3 = comb(52, 3)
N5 = comb(52, 5)


def _h(text):
    return text.split()


def _deck(*seats):
    """A deck dealing the 13-card hands ``seats`` (seat s gets deck cards s, P + s, ...), the
    other cards after them in DECK order."""
    players = len(seats)
    used = [card for seat in seats for card in seat]
    assert all(len(seat) == 13 for seat in seats) and len(set(used)) == len(used)
    deck = [None] * (13 * players)
    for s, seat in enumerate(seats):
        for k, card in enumerate(seat):
            deck[k * players + s] = card
    return deck + [card for card in DECK if card not in used]


def _ranks(cards):
    return sorted(card[0] for card in cards)


# ---------------------------------------------------------------------------
# Hand goodness: Russian (high)
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "hand, name",
    [
        ("As Ks Qs Js Ts", "straight-flush"),
        ("5d 4d 3d 2d Ad", "straight-flush"),
        ("9c 9d 9h 9s 2c", "four-of-a-kind"),
        ("3c 3d 3h 2s 2c", "full-house"),
        ("Ah 9h 7h 4h 2h", "flush"),
        ("Ac 2d 3h 4s 5c", "straight"),
        ("Tc Jd Qh Ks Ac", "straight"),
        ("Qc Kd Ah 2s 3c", "high-card"),  # no wraparound
        ("7c 7d 7h Ks 2c", "three-of-a-kind"),
        ("Kc Kd 2h 2s Ac", "two-pair"),
        ("Jc Jd Ah 3s 2c", "one-pair"),
        ("7c 5d 4h 3s 2c", "high-card"),
        ("Ac Kc Qc", "high-card"),  # no 3-card flush or straight
        ("Qc Kd Ah", "high-card"),
        ("Jc Jd Ah", "one-pair"),
        ("Ac Ad Ah", "three-of-a-kind"),
    ],
)
def test_high_categories(hand, name):
    assert category(_h(hand)) == name


@pytest.mark.parametrize(
    "worse, better",
    [
        ("5d 4c 3h 2s Ac", "6d 5c 4h 3s 2c"),  # the wheel is the lowest straight
        ("Kd Qc Jh Ts 9c", "Ad Kc Qh Js Tc"),
        ("Ad Kd Qh Js 9c", "5d 4c 3h 2s Ac"),  # any straight beats any high card
        ("Ad Kc Qh Js Tc", "7d 5d 4d 3d 2d"),  # flush over straight
        ("2c 2d 2h Ac As", "3c 3d 3h 2s 2d"),  # full house: trips first
        ("Qc Qd Jh Js Ac", "Kc Kd 2h 2s 3c"),  # two pair: higher pair first
        ("Kc Kd 2h 2s 3c", "Kh Ks 3h 3s 2c"),  # then the lower pair
        ("Kc Kd 2h 2s 3c", "Kh Ks 2d 2c 4c"),  # then the kicker
        ("Jc Jd Ah", "Jh Js Ad 3s 2c"),  # a missing card is below any card
        ("Ac Kd Qh", "Ad Kc Qs 3h 2c"),
        ("Ac Ad Ah", "Ac Ad Ah 3c 2c"),
        ("Kc Kd Ks Ac Qc", "Ac Ad Ah"),  # trips rank first, whatever the size
        ("Kc Kd Ac Qc Jc", "Ac Ad 2h"),  # pair rank first, whatever the size
        ("9c 9d 9h", "Ac 2d 3h 4s 5c"),  # trips below a straight
    ],
)
def test_high_order(worse, better):
    assert goodness(_h(worse)) < goodness(_h(better))
    assert not goodness(_h(better)) < goodness(_h(worse))


def test_high_equal_hands_ignore_suits():
    assert goodness(_h("Ac Kd Qh Js 9c")) == goodness(_h("As Kh Qd Jc 9s"))
    assert goodness(_h("Jc Jd Ah")) == goodness(_h("Jh Js Ad"))
    assert goodness(_h("Ac Kc Qc Jc 9c")) == goodness(_h("Ad Kd Qd Jd 9d"))
    assert goodness(_h("Ac Kc Qc Jc 9c")) != goodness(_h("Ad Kd Qd Jd 9c"))  # flush or not


# ---------------------------------------------------------------------------
# Hand goodness: Polish (ace-to-five low)
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "hand, name",
    [
        ("Ac 2c 3c 4c 5c", "high-card"),  # straight flush counts for nothing
        ("Ac Ad 2c 3c 4c", "one-pair"),
        ("Ac Ad 2c 2d 4c", "two-pair"),
        ("Ac Ad Ah 2d 4c", "three-of-a-kind"),
        ("Ac Ad Ah 2d 2c", "full-house"),
        ("Ac Ad Ah As 2c", "four-of-a-kind"),
        ("Ac 2c 3c", "high-card"),
        ("Kc Kd Ks", "three-of-a-kind"),
    ],
)
def test_low_categories(hand, name):
    assert category(_h(hand), polish=True) == name


@pytest.mark.parametrize(
    "worse, better",
    [
        ("2c 3d 4h 5s 6c", "Ac 2d 3h 4s 5c"),  # ace is 1
        ("Ac 2d 3h 4s 6c", "Ac 2d 3h 4s 5c"),
        ("8c 5d 4h 3s 2c", "7c 6d 5h 4s 3c"),  # highest card first
        ("Kc Qd Jh Ts 8c", "Kc Qd Jh Ts 7c"),
        ("Ac Ad 2h 3s 4c", "Kc Qd Jh Ts 8c"),  # any pair is worse than no pair
        ("2c 2d 3h 4s 5c", "Ac Ad 2h 3s 4c"),  # pair of aces is the best pair
        ("Kc Kd 2h 2s 3c", "Kc Kd Ah As 3c"),  # two pair: higher pair, then lower pair
        ("Ac 2d 3h 4s 5c", "Ac 2d 3h"),  # missing cards are lower than the ace
        ("Kc Qd Jh 3s Ac", "Kh Qs Jc"),
        ("Kc Kd Ac 2d 3c", "Kh Ks Ad"),
        ("Ac Ad Ah", "Ac 2d 3h 4s Kc"),  # trips are worse than no pair
        ("2c 2d 2h 3c 3d", "4s Ac Ad Ah 3s"),  # a full house is worse than trips
    ],
)
def test_low_order(worse, better):
    assert goodness(_h(worse), True) < goodness(_h(better), True)


def test_low_ignores_suits_and_flushes():
    assert goodness(_h("Ac 2c 3c 4c 5c"), True) == goodness(_h("As 2d 3h 4c 5s"), True)
    assert goodness(_h("Ac 2c 3c"), True) == goodness(_h("Ad 2s 3h"), True)


# ---------------------------------------------------------------------------
# Counting tables
# ---------------------------------------------------------------------------


def test_category_counts_high():
    assert category_counts(5) == {
        "high-card": 1302540, "one-pair": 1098240, "two-pair": 123552,
        "three-of-a-kind": 54912, "straight": 10200, "flush": 5108, "full-house": 3744,
        "four-of-a-kind": 624, "straight-flush": 40,
    }
    # No 3-card straights or flushes: 286 rank sets * 64 suit choices are all "high-card"
    # (16,440 would be the figure with 3-card straights and flushes split off).
    assert category_counts(3) == {"high-card": 18304, "one-pair": 3744, "three-of-a-kind": 52}
    assert sum(category_counts(3).values()) == N3


def test_category_counts_low():
    assert category_counts(5, polish=True) == {
        "high-card": 1287 * 1024, "one-pair": 1098240, "two-pair": 123552,
        "three-of-a-kind": 54912, "full-house": 3744, "four-of-a-kind": 624,
    }
    assert category_counts(3, polish=True) == category_counts(3)


@pytest.mark.parametrize("polish", [False, True])
def test_q_sums(polish):
    # sum over all hands of (2 * below + equal) is N * N
    for size, total in ((3, N3), (5, N5)):
        table = rp.tables(polish)[size]
        assert sum(table["hands_per_key"][k] * q for k, q in table["q"].items()) == total * total


@pytest.mark.parametrize(
    "hand, polish, expected",
    [
        ("As Ks Qs Js Ts", False, 2 * (N5 - 4) + 4),
        ("7c 5d 4h 3s 2c", False, 1020),  # worst hand: 4**5 - 4 suit choices equal
        ("Ac Kd Qh Js 9c", False, 2 * (1302540 - 1020) + 1020),  # best high card
        ("2c 2d 5h 4s 3c", False, 2 * 1302540 + 6 * 64),  # worst pair
        ("Ac 2c 3c 4c 5c", True, 2 * (N5 - 1024) + 1024),  # best low
        ("Ac Ad 2h 3s 4c", True, 2 * (N5 - 1317888 - 384) + 384),  # best pair low: below every
        # no-pair hand, above every other of the 2,598,960
        ("Kc Kd Kh Ks Qc", True, 4),  # worst low
    ],
)
def test_q5_known(hand, polish, expected):
    assert q5(_h(hand), polish) == expected


@pytest.mark.parametrize(
    "hand, polish, expected",
    [
        ("Ac Ad Ah", False, 2 * (N3 - 4) + 4),
        ("4c 3d 2h", False, 64),
        ("4c 3c 2c", False, 64),  # no 3-card flush
        ("Ac 2d 3h", True, 2 * (N3 - 64) + 64),
        ("Kc Kd Kh", True, 4),
    ],
)
def test_q3_known(hand, polish, expected):
    assert q3(_h(hand), polish) == expected


@pytest.mark.parametrize("polish", [False, True])
def test_q3_against_every_hand(polish):
    """q3 from the multiset counts equals q3 from listing all 22,100 hands one by one."""
    keys = {hand: goodness(hand, polish) for hand in combinations(DECK, 3)}
    counts = Counter(keys.values())
    below, q_of = 0, {}
    for key in sorted(counts):
        q_of[key] = 2 * below + counts[key]
        below += counts[key]
    rng = random.Random(3)
    for hand in rng.sample(sorted(keys), 400):
        assert q3(hand, polish) == q_of[keys[hand]]


# ---------------------------------------------------------------------------
# Legality and arranging one seat
# ---------------------------------------------------------------------------


def test_legality():
    assert is_legal(_h("2c 3d 4h"), _h("Jc Jd 5h 6s 7c"), _h("Ac Ad Ah 2s 3c"))
    assert is_legal(_h("Jc Jd Ah"), _h("Jh Js Ad 3s 2c"), _h("Jh Js Ad 3s 2c"))  # equal allowed
    assert not is_legal(_h("Jc Jd Ah"), _h("Th Ts Ad 3s 2c"), _h("Ac Ad Ah 2s 3c"))
    assert not is_legal(_h("2c 3d 4h"), _h("Ac Ad Ah 2s 3c"), _h("Jc Jd 5h 6s 7c"))
    # Polish: bottom the worst low, top the best
    assert is_legal(_h("Kc Qd Jh"), _h("Ac 2d 3h 4s Tc"), _h("5c 6d 7h 8s 9c"), polish=True)
    assert not is_legal(_h("Ac 2d 3h"), _h("4c 5d 6h 7s 8c"), _h("9c Td Jh Qs Kc"), True)


QUADS = _h("Ac Ad Ah As Kc Kd Kh Ks Qc Qd Qh Qs 2c")


def test_search_quads_hand():
    # The bottom takes three aces (the best 3-card hand of all).  Kings and queens then make
    # the two quads, kings on top; the middle (weight 1/2) gets the better kicker, the ace.
    seat = arrange_seat(QUADS)
    assert _ranks(seat["bottom"]) == ["A", "A", "A"]
    assert _ranks(seat["middle"]) == ["A", "Q", "Q", "Q", "Q"]
    assert _ranks(seat["top"]) == ["2", "K", "K", "K", "K"]
    assert not seat["fouled"]
    assert seat["score"] == rp.score(seat["bottom"], seat["middle"], seat["top"])
    assert search_plain(QUADS)[0] == seat["score"]


def test_mutation_swapped_weights(monkeypatch):
    """Weighting the top above the middle would move the ace kicker to the top."""
    monkeypatch.setattr(rp, "WEIGHTS", (rp.HANDS5, rp.HANDS3, 2 * rp.HANDS3))
    seat = arrange_seat(QUADS)
    assert _ranks(seat["middle"]) == ["2", "Q", "Q", "Q", "Q"]
    assert _ranks(seat["top"]) == ["A", "K", "K", "K", "K"]


def test_greedy_quads_hand():
    seat = arrange_seat(QUADS, arrange="greedy")
    assert _ranks(seat["top"]) == ["A", "A", "A", "A", "K"]
    assert _ranks(seat["middle"]) == ["K", "Q", "Q", "Q", "Q"]
    assert _ranks(seat["bottom"]) == ["2", "K", "K"]
    assert not seat["fouled"]
    assert seat["score"] < arrange_seat(QUADS)["score"]


RUN = _h("Ac 2d 3h 4s 5c 6d 7h 8s 9c Td Jh Qs Kc")


def test_search_run_high():
    # Two straights (2-6 in the middle, 7-J on top) and A-K-Q, the best 3-card high card.
    seat = arrange_seat(RUN)
    assert [category(seat[p]) for p in POSITIONS] == ["high-card", "straight", "straight"]
    assert _ranks(seat["bottom"]) == ["A", "K", "Q"]
    assert _ranks(seat["middle"]) == ["2", "3", "4", "5", "6"]
    assert search_plain(RUN)[0] == seat["score"]


def test_search_run_low():
    seat = arrange_seat(RUN, polish=True)
    assert _ranks(seat["bottom"]) == ["J", "K", "Q"]
    assert sorted(seat["middle"]) == sorted(_h("Ac 2d 3h 4s Td"))
    assert sorted(seat["top"]) == sorted(_h("5c 6d 7h 8s 9c"))
    assert search_plain(RUN, polish=True)[0] == seat["score"]


@pytest.mark.parametrize("polish", [False, True])
def test_search_matches_plain_loop(polish):
    rng = random.Random(11 + polish)
    for _ in range(2):
        cards = rng.sample(DECK, 13)
        seat = arrange_seat(cards, polish)
        best = search_plain(cards, polish)
        assert best == (seat["score"], goodness(seat["middle"], polish),
                        goodness(seat["top"], polish))


FOUL = _h("Ac 2c 3c 4c 5c 6c 6d 7c 7d 8c 8d 9c 9d")
CLEAN = _h("Ad 2d 3d 4d 5d 6h 7h 8h 9h Kc Kd Kh Qc")


def test_polish_greedy_fouls():
    # Greedy: top A-2-3-4-5, middle 6-6-7-8-9 (a pair), bottom 7-8-9 (no pair, better): foul.
    seat = arrange_seat(FOUL, polish=True, arrange="greedy")
    assert _ranks(seat["top"]) == ["2", "3", "4", "5", "A"]
    assert category(seat["middle"], True) == "one-pair"
    assert _ranks(seat["bottom"]) == ["7", "8", "9"]
    assert seat["fouled"]
    # The search finds a legal setting of the same cards.
    assert not arrange_seat(FOUL, polish=True)["fouled"]
    # Kings as trips are the bottom: legal.
    clean = arrange_seat(CLEAN, polish=True, arrange="greedy")
    assert _ranks(clean["bottom"]) == ["K", "K", "K"] and not clean["fouled"]


def test_russian_never_fouls():
    rng = random.Random(5)
    for _ in range(5):
        cards = rng.sample(DECK, 13)
        for arrange in ("search", "greedy"):
            assert not arrange_seat(cards, arrange=arrange)["fouled"]


def test_no_legal_arrangement_falls_back_to_greedy(monkeypatch):
    monkeypatch.setattr(rp, "_search", lambda cards, polish: None)
    seat = arrange_seat(QUADS)
    assert seat["fouled"]
    assert _ranks(seat["top"]) == ["A", "A", "A", "A", "K"]


# ---------------------------------------------------------------------------
# Deals: dealing, shares, ties, fouls
# ---------------------------------------------------------------------------


def test_dealing_order():
    deck = random.Random(2).sample(DECK, 52)
    for players in (2, 3, 4):
        deal = play(deck, players, arrange="greedy")
        for s, hands in enumerate(deal["hands"]):
            held = sorted(card for p in POSITIONS for card in hands[p])
            assert held == sorted(deck[s:13 * players:players])
            assert [len(hands[p]) for p in POSITIONS] == [3, 5, 5]


@pytest.mark.parametrize("polish", [False, True])
def test_all_tied_suits(polish):
    seats = [[rank + suit for rank in rp.RANKS] for suit in rp.SUITS]
    deal = play(_deck(*seats), 4, polish=polish)
    assert deal["shares"] == [Fraction(1, 4)] * 4
    assert deal["winners"] == {p: [0, 1, 2, 3] for p in POSITIONS}
    assert deal["scoop"] is None
    assert len(set(deal["score"])) == 1
    assert deal["fouled"] == [False] * 4
    assert len(set(deal["categories"])) == 1
    if not polish:  # 13 cards of one suit: flushes in the middle and on top
        assert deal["categories"][0][1:] == ("straight-flush", "straight-flush")


def test_fouled_seat_wins_nothing():
    deal = play(_deck(FOUL, CLEAN), 2, polish=True, arrange="greedy")
    assert deal["fouled"] == [True, False]
    assert deal["winners"] == {p: [1] for p in POSITIONS}
    assert deal["shares"] == [Fraction(0), Fraction(1)]
    assert deal["scoop"] == 1
    # Seat 0's bottom (7-8-9) is a better low than seat 1's kings, but it fouled.
    assert goodness(deal["hands"][0]["bottom"], True) > goodness(deal["hands"][1]["bottom"], True)
    assert deal["win_category"]["bottom"] == "three-of-a-kind"


def test_every_seat_fouls():
    twin = _h("Ad 2d 3d 4d 5d 6h 6s 7h 7s 8h 8s 9h 9s")  # FOUL's ranks
    deal = play(_deck(FOUL, twin), 2, polish=True, arrange="greedy")
    assert deal["fouled"] == [True, True]
    assert deal["shares"] == [Fraction(1, 2)] * 2
    assert deal["winners"] == {p: [0, 1] for p in POSITIONS}
    assert deal["win_category"] == {"bottom": "high-card", "middle": "one-pair",
                                    "top": "high-card"}
    # Seat 0 with T-T in place of 9-9: top A-2-3-4-5, middle 6-6-7-8-T (the best low of
    # 6 6 7 7 8 8 T T), bottom 7-8-T (no pair, better than the middle): a foul again.  Both
    # seats fouled, so every part goes by the hands as set: the twin's 7-8-9 and 6-6-7-8-9 are
    # the better bottom and middle; the tops tie.
    fouled = _h("Ac 2c 3c 4c 5c 6c 6d 7c 7d 8c 8d Ts Th")
    deal = play(_deck(fouled, twin), 2, polish=True, arrange="greedy")
    assert deal["fouled"] == [True, True]
    assert _ranks(deal["hands"][0]["bottom"]) == ["7", "8", "T"]
    assert _ranks(deal["hands"][0]["middle"]) == ["6", "6", "7", "8", "T"]
    assert deal["winners"] == {"bottom": [1], "middle": [1], "top": [0, 1]}
    assert deal["shares"] == [Fraction(1, 8), Fraction(7, 8)]
    assert deal["scoop"] is None


def test_russian_deal_winner_by_hand():
    # Seat 0: four suits' worth of quads; seat 1: a plain run.  Seat 0 wins all three parts.
    deal = play(_deck(QUADS, _h("3c 4d 5h 6s 7c 8d 9h Tc Jd 2d 2h 3s 4c")), 2)
    assert deal["scoop"] == 0
    assert deal["shares"] == [Fraction(1), Fraction(0)]
    assert deal["win_category"] == {"bottom": "three-of-a-kind", "middle": "four-of-a-kind",
                                    "top": "four-of-a-kind"}
    assert deal["categories"][0] == ("three-of-a-kind", "four-of-a-kind", "four-of-a-kind")


# ---------------------------------------------------------------------------
# Mutations: a wrong rule would change an asserted answer
# ---------------------------------------------------------------------------


def test_mutation_missing_card_high(monkeypatch):
    assert goodness(_h("Jc Jd Ah")) < goodness(_h("Jh Js Ad 3s 2c"))
    monkeypatch.setattr(rp, "MISSING", 15)  # a missing card counted above the ace
    assert goodness(_h("Jc Jd Ah")) > goodness(_h("Jh Js Ad 3s 2c"))


def test_mutation_ace_high_in_low(monkeypatch):
    assert goodness(_h("Ac 2d 3h 4s 5c"), True) > goodness(_h("2c 3d 4h 5s 6c"), True)
    monkeypatch.setattr(rp, "_rank_value", lambda rank_index, polish: rank_index + 2)
    assert goodness(_h("Ac 2d 3h 4s 5c"), True) < goodness(_h("2c 3d 4h 5s 6c"), True)


# ---------------------------------------------------------------------------
# simulate
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("polish, arrange", [(False, "search"), (True, "search"),
                                             (True, "greedy")])
def test_simulate_totals(polish, arrange):
    totals = simulate(4, 3, 7, polish=polish, arrange=arrange)
    assert totals["deals"] == 3 and sum(totals["shares"]) == 3
    rng = random.Random(7)
    deals = [play(rng.sample(DECK, 52), 4, polish, arrange) for _ in range(3)]
    assert totals["shares"] == [sum(d["shares"][s] for d in deals) for s in range(4)]
    assert totals["fouls"] == sum(sum(d["fouled"]) for d in deals)
    assert totals["scoops"] == sum(d["scoop"] is not None for d in deals)
    for i, p in enumerate(POSITIONS):
        assert sum(totals["win_category"][p].values()) == 3
        assert sum(totals["seat_category"][p].values()) == 12
        assert totals["seat_category"][p] == Counter(c[i] for d in deals for c in d["categories"])
        assert totals["ties"][p] == sum(len(d["winners"][p]) > 1 for d in deals)
        assert set(totals["win_category"][p]) <= set(CATEGORIES)
    assert simulate(4, 3, 7, polish=polish, arrange=arrange) == totals
    if not polish:
        assert totals["fouls"] == 0


def test_simulate_zero_deals():
    totals = simulate(2, 0, 1)
    assert totals["shares"] == [0, 0] and totals["fouls"] == 0 and totals["scoops"] == 0


# ---------------------------------------------------------------------------
# Input checks
# ---------------------------------------------------------------------------


def test_input_checks():
    deck = list(DECK)
    for players in (1, 5, True, "2", 2.0):
        with pytest.raises(ValueError):
            play(deck, players)
        with pytest.raises(ValueError):
            simulate(players, 1, 0)
    with pytest.raises(ValueError):
        play(deck, 2, arrange="best")
    with pytest.raises(ValueError):
        play(deck, 2, polish="yes")
    with pytest.raises(ValueError):
        play(deck[:51], 2)
    with pytest.raises(ValueError):
        play(deck[:51] + ["Xx"], 2)
    with pytest.raises(ValueError):
        play(deck[:51] + [deck[0]], 2)
    for deals in (-1, True, 1.5):
        with pytest.raises(ValueError):
            simulate(2, deals, 0)
    with pytest.raises(ValueError):
        simulate(2, 1, 0, arrange="random")
    with pytest.raises(ValueError):
        simulate(2, 1, "seed")
    with pytest.raises(ValueError):
        q3(_h("Ac Kd Qh Js Tc"))
    with pytest.raises(ValueError):
        q5(_h("Ac Kd Qh"))
    with pytest.raises(ValueError):
        goodness(_h("Ac Kd Qh Js"))
    with pytest.raises(ValueError):
        goodness(_h("Ac Ac Qh"))
    with pytest.raises(ValueError):
        goodness("Ac Kd Qh")
    with pytest.raises(ValueError):
        arrange_seat(QUADS[:12])
    with pytest.raises(ValueError):
        category_counts(4)

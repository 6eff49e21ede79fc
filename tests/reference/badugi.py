"""Reference twin for BADUGI, triple draw (plain, slow Python).

Written from the rules alone; it shares no code with the project's fast
kernels.  Only the stock and the draw round (:class:`Stock`,
:func:`draw_round` of :mod:`tests.reference.game_files.draw`) are borrowed, so
that a reshuffle of the discards follows the project's convention.

The game, as played here
------------------------
* One 52-card deck, no jokers.  A card is a text of rank then suit: ranks
  2..9, T, J, Q, K, A; suits c, d, h, s ("As", "Td", "2c").
* Two to eight seats, 0..P-1.  The card order is a list of the 52 cards, top
  card first.  Four passes round the table, one card a seat per pass, seat 0
  first: position i of seat p's hand is ``order[i * P + p]``.  The rest of the
  order, from ``4 * P`` on, is the stock.
* Three draw rounds.  In each, seat 0 first, then seat 1 and so on, a seat
  picks the positions of its hand it keeps, puts the other cards on the
  discard pile and takes as many from the top of the stock, each new card
  into a thrown card's position.  When the stock holds too few cards the
  discard pile is shuffled in behind it (the project's convention, done by
  ``draw_round``); one stock serves all three rounds.
* What a hand is worth: the biggest group of its cards in which no two cards
  share a rank and no two share a suit.  Four such cards are a "badugi"; a
  group of three, two or one card plays too, and always loses to a bigger
  group.  Between groups of the same size the lower one wins: compare the
  highest cards, then the next highest, and so on, the ace counting ONE (the
  lowest card), the king 13.  Groups with the same ranks tie (suits never
  matter).  When a hand holds several groups of the biggest size, it plays
  the lowest of them.
* The showdown: the best hand takes the pot; equal best hands share it.
  There is no betting and nobody folds.

Draw policies (the same at all three draws)
-------------------------------------------
* ``"standard"``: a hand whose best group is four cards keeps them all (it
  stands pat).  Otherwise it keeps those cards of its best group that rank
  eight or lower (ace, 2, ..., 8) and throws the rest, the cards outside the
  group included.
* ``"pat-nine"``: a badugi whose highest card is a nine or lower stands pat;
  a rougher badugi (ten-high or worse) throws its highest card and keeps the
  other three; any other hand plays as ``"standard"``.
* ``"pat"``: never draws.

The best group, chosen deterministically
----------------------------------------
Positions 0..3 of a hand are the bits 0..3 of a mask.  The masks 1, 2, ...,
15 are tried in that order; a mask whose cards form a valid group (distinct
ranks, distinct suits) replaces the best group so far only when its value is
strictly better.  So among equally good groups the one with the lowest mask
is chosen; it matters only for which positions ``"standard"`` keeps.
"""

import random
import sys
from fractions import Fraction
from itertools import combinations

try:
    from tests.reference.game_files.draw import Stock, draw_round
except ImportError:  # plain `pytest` with only tests/ on sys.path, or run as a script
    try:
        from reference.game_files.draw import Stock, draw_round
    except ImportError:
        import os

        sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
        from tests.reference.game_files.draw import Stock, draw_round

__all__ = ["DECK", "POLICIES", "rank", "suit", "value", "best_set", "keep", "play", "simulate"]

RANK_TEXTS = "A23456789TJQK"  # ace low: A=1, 2=2, ..., K=13
SUITS = "cdhs"
#: The 52 cards in a fixed order (rank-major from the deuce, 2c first; ace last).
DECK = [r + s for r in "23456789TJQKA" for s in SUITS]
POLICIES = ("standard", "pat-nine", "pat")
MIN_PLAYERS, MAX_PLAYERS = 2, 8


def rank(card):
    """The card's rank, ace low: A=1, 2=2, ..., T=10, J=11, Q=12, K=13."""
    return RANK_TEXTS.index(card[0].upper()) + 1


def suit(card):
    return card[1].lower()


def _check_card(card):
    if not isinstance(card, str) or len(card) != 2 or card[0].upper() not in RANK_TEXTS or card[1].lower() not in SUITS:
        raise ValueError(f"not a card: {card!r}")


def is_group(cards):
    """True when no two of the cards share a rank and no two share a suit."""
    ranks = [rank(c) for c in cards]
    suits = [suit(c) for c in cards]
    return len(set(ranks)) == len(ranks) and len(set(suits)) == len(suits)


def group_value(cards):
    """The value of one valid group: (size, its ranks from the highest down, negated).

    Larger is better: a bigger group wins; at equal size, negating the ranks
    makes the lower group the larger tuple.
    """
    return (len(cards), tuple(-r for r in sorted((rank(c) for c in cards), reverse=True)))


def best_set(cards):
    """The positions (a set) of the hand's best group, by the mask rule.

    Masks 1..15 in order; a valid group replaces the best so far only when
    strictly better.
    """
    best_positions, best_value = None, None
    for mask in range(1, 2 ** len(cards)):
        positions = [i for i in range(len(cards)) if mask >> i & 1]
        group = [cards[i] for i in positions]
        if not is_group(group):
            continue
        v = group_value(group)
        if best_value is None or v > best_value:
            best_positions, best_value = set(positions), v
    return best_positions


def value(cards):
    """The hand's value: (size of its best group, that group's ranks from the highest down, negated).

    A comparable tuple; larger is better, equal tuples tie.
    """
    positions = best_set(cards)
    return group_value([cards[i] for i in positions])


def size(v):
    return v[0]


def top_rank(v):
    """The highest rank (A=1..K=13) of the group a value describes."""
    return -v[1][0]


def keep(hand, policy="standard"):
    """The positions the policy keeps (the others are thrown and replaced)."""
    everything = set(range(len(hand)))
    if policy == "pat":
        return everything
    if policy not in ("standard", "pat-nine"):
        raise ValueError(f"unknown policy {policy!r}; one of {', '.join(POLICIES)}")
    positions = best_set(hand)
    v = group_value([hand[i] for i in positions])
    if policy == "pat-nine" and size(v) == 4 and top_rank(v) > 9:
        # a rough badugi (ten-high or worse) breaks: its highest card goes
        return everything - {max(everything, key=lambda i: (rank(hand[i]), -i))}
    # "standard" (and "pat-nine" on any other hand)
    if size(v) == 4:
        return everything
    return {i for i in positions if rank(hand[i]) <= 8}


def deal(order, players):
    """Seat p's four cards: position i is order[i * P + p]."""
    return [[order[i * players + p] for i in range(4)] for p in range(players)]


def _check(order, players, policy):
    if isinstance(players, bool) or not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"badugi seats {MIN_PLAYERS} to {MAX_PLAYERS} players; got {players!r}")
    if policy not in POLICIES:
        raise ValueError(f"unknown policy {policy!r}; one of {', '.join(POLICIES)}")
    order = list(order)
    for c in order:
        _check_card(c)
    normal = [c[0].upper() + c[1].lower() for c in order]
    if len(normal) != 52 or set(normal) != set(DECK):
        raise ValueError("the order must be the 52 different cards of one deck")
    return normal


def play(order, players, policy="standard"):
    """One deal of triple-draw badugi from a card order (top first)."""
    order = _check(order, players, policy)
    hands = deal(order, players)

    before = [value(h) for h in hands]
    lead = before.index(max(before))  # index() finds the lowest seat on ties

    stock = Stock(order, 4 * players)
    drawn = []
    for _ in range(3):
        keeps = [keep(h, policy) for h in hands]
        hands, drawn_at = draw_round(hands, keeps, stock)
        drawn.append([len(d) for d in drawn_at])

    values = [value(h) for h in hands]
    best = max(values)
    winners = sorted(p for p in range(players) if values[p] == best)
    shares = [Fraction(1, len(winners)) if p in winners else Fraction(0) for p in range(players)]
    return {
        "hands": hands,
        "values": values,
        "sizes": [size(v) for v in values],
        "winners": winners,
        "shares": shares,
        "top": top_rank(best) if size(best) == 4 else 0,
        "drawn": drawn,
        "reshuffled": bool(stock.reshuffled),
        "lead": lead,
    }


def simulate(players, deals, seed, policy="standard"):
    """Many deals; one random.Random(seed) shuffles a fresh copy of DECK for each."""
    rng = random.Random(seed)
    out = {
        "winner_size": {k: 0 for k in range(1, 5)},
        "hand_size": {k: 0 for k in range(1, 5)},
        "ties": 0,
        "seat_shares": [0.0] * players,
        "top": {k: 0 for k in range(0, 14)},
        "drawn": {k: 0 for k in range(0, 5)},
        "lead_won": 0,
        "reshuffled": 0,
        "deals": deals,
    }
    for _ in range(deals):
        order = list(DECK)
        rng.shuffle(order)
        r = play(order, players, policy)
        out["winner_size"][r["sizes"][r["winners"][0]]] += 1
        for s in r["sizes"]:
            out["hand_size"][s] += 1
        out["ties"] += len(r["winners"]) > 1
        for p in range(players):
            out["seat_shares"][p] += float(r["shares"][p])
        out["top"][r["top"]] += 1
        for row in r["drawn"]:
            for k in row:
                out["drawn"][k] += 1
        out["lead_won"] += r["lead"] in r["winners"]
        out["reshuffled"] += r["reshuffled"]
    return out


def _cards(text):
    """"As2d3c4h" -> ["As", "2d", "3c", "4h"]."""
    return [text[i : i + 2] for i in range(0, len(text), 2)]


if __name__ == "__main__":
    # Every four-card hand by the size of its best group.
    counts = {1: 0, 2: 0, 3: 0, 4: 0}
    for four in combinations(DECK, 4):
        counts[size(value(list(four)))] += 1
    # Checked three ways.  By hand: a badugi is 4 different ranks given 4 different suits,
    # C(13,4) * 4! = 17,160; a one-card hand has every two cards sharing a rank or a suit,
    # which only four cards of one suit (4 * C(13,4) = 2,860) or of one rank (13) do: 2,873.
    # And by Konig's theorem: the biggest group is a largest matching between the hand's
    # ranks and suits, so its size is the fewest ranks and suits that cover all four cards
    # (counted below without looking for groups at all).  (The figures 144,144 / 103,740 /
    # 5,681 once given for sizes 3 / 2 / 1 are wrong: 5,681 one-card hands cannot be.)
    expected = {4: 17160, 3: 154440, 2: 96252, 1: 2873}
    assert expected[4] == 715 * 24 and expected[1] == 4 * 715 + 13

    def fewest_lines(four):
        lines = [("r", rank(c)) for c in four] + [("s", suit(c)) for c in four]
        for k in range(1, 5):
            for chosen in combinations(set(lines), k):
                if all(("r", rank(c)) in chosen or ("s", suit(c)) in chosen for c in four):
                    return k

    covers = {1: 0, 2: 0, 3: 0, 4: 0}
    for four in combinations(DECK, 4):
        covers[fewest_lines(four)] += 1
    for k in (4, 3, 2, 1):
        print(f"{k}-card best group: {counts[k]:7d}  {'ok' if counts[k] == expected[k] == covers[k] else 'MISMATCH'}")
    assert counts == expected == covers and sum(counts.values()) == 270725

    # Hands by hand.
    v = lambda t: value(_cards(t))  # noqa: E731
    assert v("As2d3c4h") == (4, (-4, -3, -2, -1))
    assert v("As2d3c4h") > v("As2d3c5h")
    assert v("KsQdJcTh") > v("As2d3c4c")  # any badugi beats any three-card hand
    assert v("As2d3c4c") == (3, (-3, -2, -1))  # A-2-3, not A-2-4
    assert best_set(_cards("As2d3c4c")) == {0, 1, 2}
    assert best_set(_cards("As2d4c3c")) == {0, 1, 3}
    assert v("As2d3c4h") == v("Ad2s3h4c")  # suits never matter
    assert v("AsAdAcAh") == (1, (-1,))
    assert v("KsKdKcKh") < v("AsAdAcAh")
    assert v("2s3s4s5s") == (1, (-2,))
    assert v("KsKdQcQh") == (2, (-13, -12))  # K and Q of different suits
    assert v("8s7d6c2h") > v("8s7d6c5h")  # 8-7-6-2 beats 8-7-6-5 (decided by the fourth card)
    assert v("9s4d3c2h") < v("8s7d6c5h")  # 9-high loses to 8-high
    # As2s3d4d: the pairs with no shared suit are As-3d, As-4d, 2s-3d, 2s-4d; the lowest is A-3.
    assert v("As2s3d4d") == (2, (-3, -1)), v("As2s3d4d")
    # Equal groups: the lowest mask is chosen (Ks at position 0 before Kd at position 1).
    assert best_set(_cards("KsKd5c9h")) == {0, 2, 3}
    assert keep(_cards("KsKd5c9h"), "standard") == {2}
    assert keep(_cards("As2d3c4c"), "standard") == {0, 1, 2}
    assert keep(_cards("KsQdJcTh"), "standard") == {0, 1, 2, 3}  # any badugi stands pat
    # Ks9dJc3s: Ks and 3s share a suit; the three-card groups are K-J-9 and J-9-3; J-9-3 is
    # lower, and of it only the 3s (position 3) is eight or lower.
    assert best_set(_cards("Ks9dJc3s")) == {1, 2, 3}
    assert keep(_cards("Ks9dJc3s"), "standard") == {3}
    assert keep(_cards("Ks9dJc3s"), "pat") == {0, 1, 2, 3}
    print("hand checks ok")

    # One deal of two players, traced by hand.
    # Seat 0: As 2d 3c 4c (A-2-3, throws the 4c).  Seat 1: Ks Kd 5c 9h (K-9-5 with the
    # Ks, keeps only the 5c).  Lead: seat 0 (three cards A-2-3 beat K-9-5).
    # Round 1: seat 0 draws 3h (order[8]); seat 1 draws 7d Qd 6h into positions 0, 1, 3
    #   -> 7d Qd 5c 6h: best 7-6-5 (positions 0, 2, 3), throws the Qd.
    #   Seat 0: As 2d 3c 3h: A-2-3 found first with the 3c (mask 7), throws the 3h.
    # Round 2: seat 0 draws Ts (A-2-3 still; throws it); seat 1 draws Js -> 7d Js 5c 6h,
    #   a J-7-6-5 badugi: stands pat.
    # Round 3: seat 0 draws 9s (A-2-3; the 9s clashes with the As); seat 1 stands pat.
    # Seat 1 wins with the J-high badugi; the pre-draw leader lost.
    head = ["As", "Ks", "2d", "Kd", "3c", "5c", "4c", "9h",  # the deal
            "3h", "7d", "Qd", "6h",  # round 1
            "Ts", "Js",  # round 2
            "9s"]  # round 3
    order = head + [c for c in DECK if c not in head]
    r = play(order, 2)
    assert r["hands"] == [["As", "2d", "3c", "9s"], ["7d", "Js", "5c", "6h"]], r["hands"]
    assert r["values"] == [(3, (-3, -2, -1)), (4, (-11, -7, -6, -5))], r["values"]
    assert r["sizes"] == [3, 4]
    assert r["winners"] == [1]
    assert r["shares"] == [Fraction(0), Fraction(1)]
    assert r["top"] == 11
    assert r["drawn"] == [[1, 3], [1, 1], [1, 0]], r["drawn"]
    assert r["reshuffled"] is False
    assert r["lead"] == 0
    # Under "pat" nobody draws: seat 0's A-2-3 beats seat 1's K-9-5.
    r = play(order, 2, "pat")
    assert r["winners"] == [0] and r["drawn"] == [[0, 0], [0, 0], [0, 0]] and r["top"] == 0
    # A tie: two identical-rank badugis, both standing pat.
    head = ["As", "Ad", "2d", "2c", "3c", "3h", "4h", "4s"]
    r = play(head + [c for c in DECK if c not in head], 2)
    assert r["winners"] == [0, 1] and r["shares"] == [Fraction(1, 2)] * 2 and r["top"] == 4
    assert r["lead"] == 0 and r["drawn"] == [[0, 0], [0, 0], [0, 0]]
    print("play checks ok")

    # pat-nine differs from standard only on a badugi ten-high or worse, which it breaks.
    rng = random.Random(1)
    for _ in range(2000):
        hand = rng.sample(DECK, 4)
        v = value(hand)
        if size(v) == 4 and top_rank(v) > 9:
            assert len(keep(hand, "pat-nine")) == 3 and len(keep(hand, "standard")) == 4
        else:
            assert keep(hand, "pat-nine") == keep(hand, "standard")

    s = simulate(8, 300, 7)
    assert sum(s["winner_size"].values()) == 300 and sum(s["hand_size"].values()) == 2400
    assert abs(sum(s["seat_shares"]) - 300) < 1e-9
    assert sum(s["drawn"].values()) == 3 * 8 * 300
    assert s["reshuffled"] > 0  # eight seats drawing three times run the stock out
    print("simulate(8, 300, 7):", {k: s[k] for k in ("winner_size", "hand_size", "ties", "lead_won", "drawn", "reshuffled")})
    print("all badugi checks pass")

"""Open and Shut: one down, four up, then a draw dealt face down; deuces in the
hole are wild.  The reference simulator, in the conventions of
:mod:`tests.reference.stud_choice`.
"""

from collections import Counter

from .evaluator import CATEGORY_INDEX, card_rank, fast_high
from .stud_choice_common import (DOWN, STRAIGHT, UP, _Stock, _Volatility, _cards, _check_choice,
                                 _check_players, _check_rng, _score, _showdown, _simulate, _up)

ACE = 14


OPEN_FACES = (DOWN, UP, UP, UP, UP)


def _open_wilds(seat):
    """The seat's wild cards: its 2s that are face down."""
    return frozenset(card for card, face in seat if face == DOWN and card_rank(card) == 2)


def _open_discards(seat):
    """Cards the ``draw="standard"`` policy discards, in the seat's hand order."""
    cards = _cards(seat)
    wild = _open_wilds(seat)
    category = fast_high(cards, wild=wild)[0]
    naturals = [card for card in cards if card not in wild]
    counts = Counter(card_rank(card) for card in naturals)
    if CATEGORY_INDEX[category] >= STRAIGHT:  # four of a kind included
        keep = set(cards)
    elif category in ("three-of-a-kind", "one-pair"):
        # The wilds and the naturals of the highest rank among the ranks
        # with the largest natural count (one wild, no pair: the highest card).
        target = max(counts, key=lambda rank: (counts[rank], rank))
        keep = set(wild) | {card for card in naturals if card_rank(card) == target}
    elif category == "two-pair":
        keep = {card for card in naturals if counts[card_rank(card)] == 2}
    elif category == "high-card":
        aces = [card for card in cards if card_rank(card) == ACE]
        if aces:
            keep = set(aces)
        else:
            keep = set(sorted(cards, key=card_rank, reverse=True)[:2])
    else:  # pragma: no cover - fast_high makes no other category here
        raise AssertionError(f"unexpected category {category}")
    return [card for card in cards if card not in keep]


def _check_draw_limit(seat, discards):
    kept = [card for card in _cards(seat) if card not in discards]
    limit = 4 if any(card_rank(card) == ACE for card in kept) else 3
    if len(discards) > limit:
        raise ValueError(f"a seat may draw at most {limit} cards here, not {len(discards)}")


def play_open_and_shut(deck, players=7, draw="standard", rng=None):
    """Play one deal of Open and Shut from ``deck`` (top card first).

    Rules: five-card stud with a draw (2..7 seats).  Streets: one down card,
    then four up streets.  Then one draw: each seat in seat order discards
    some cards and receives the same number face down.  A 2 that is face
    down in the seat's hand (its first card, or a drawn replacement) is
    wild; face-up 2s are natural.  A seat may draw up to 3 cards, 4 if it
    keeps an ace.

    Decisions:

    * ``draw="standard"`` (W = the seat's wild cards, naturals = the rest;
      the category is ``fast_high``'s with those wilds):

      - straight or better (four of a kind included): stand pat;
      - three of a kind: keep the wilds and the natural cards of the highest
        rank among the ranks with the largest natural count; discard the rest;
      - two pair: keep both pairs, discard the fifth card;
      - one pair: keep the wilds and the naturals of the highest rank among
        those with the largest natural count (with one wild and no natural
        pair: the wild and the highest natural card); discard the other three;
      - high card (never holds a wild): holding an ace, keep it and discard
        the other four; else keep the two highest cards and discard three.

      ``draw="never"``: everybody stands pat.  The draw limit is checked
      (``ValueError``), though the standard policy always keeps to it.
    * Discarded cards leave the hand (face-up ones leave the showing cards);
      replacements are appended face down, so a drawn 2 is wild.
    * Replacements are dealt one seat at a time: a seat's whole draw, then
      the next seat's.  The seat's discards go on the pile (in its hand
      order) before its replacements are dealt.
    * Running out, as in :func:`play_english_stud`: when a card is needed
      and the stock is empty, every card discarded so far and not already
      reshuffled (the drawing seat's own discards included) is shuffled in
      place with ``rng.shuffle`` and becomes the new stock; ``rng=None``
      then raises ``ValueError``.
    * Volatility over 5 rounds: after each of the four up streets and after
      the draw.  Full: all the seat's cards, its face-down 2s wild; showing:
      its face-up cards, nothing wild (none left ranks below every hand).

    Returns ``hands`` (``fast_high`` with the seat's face-down 2s wild),
    ``winners``, ``shares``, ``seats`` (per seat, its final cards as
    ``(card, "down"|"up")``: kept cards in dealing order, then the
    replacements), ``drawn`` (per seat, cards drawn), ``wild_held`` (per
    seat, wild cards in the final hand), ``reshuffled`` and the volatility
    keys.
    """
    _check_players("open-and-shut", players, 2, 7)
    _check_choice("draw", draw, ("standard", "never"))
    _check_rng(rng)
    stock = _Stock(deck, rng)
    seats = [[] for _ in range(players)]
    drawn = [0] * players
    volatility = _Volatility()

    def snapshot():
        volatility.record(
            [_score(_cards(seat), _open_wilds(seat)) for seat in seats],
            [_score(_up(seat)) for seat in seats],
        )

    for street, face in enumerate(OPEN_FACES, start=1):
        for seat in range(players):
            seats[seat].append((stock.draw(f"street {street}"), face))
        if face == UP:
            snapshot()

    for seat in range(players):
        discards = _open_discards(seats[seat]) if draw == "standard" else []
        _check_draw_limit(seats[seat], discards)
        seats[seat] = [(card, face) for card, face in seats[seat] if card not in discards]
        for card in discards:
            stock.discard(card)
        for _ in discards:
            seats[seat].append((stock.draw("a replacement card"), DOWN))
        drawn[seat] = len(discards)
    snapshot()

    hands = [fast_high(_cards(seat), wild=_open_wilds(seat)) for seat in seats]
    winners, shares = _showdown(hands)
    result = {
        "hands": hands,
        "winners": winners,
        "shares": shares,
        "seats": seats,
        "drawn": drawn,
        "wild_held": [len(_open_wilds(seat)) for seat in seats],
        "reshuffled": stock.reshuffles > 0,
    }
    result.update(volatility.result(winners))
    return result


def simulate_open_and_shut(deals, players=7, seed=0, draw="standard"):
    """Play ``deals`` shuffled deals of Open and Shut; return the counts.

    The run's one ``random.Random(seed)`` also does any reshuffle.  The
    common keys (5 volatility rounds) plus ``drawn`` (Counter of cards drawn
    per seat), ``wild_held`` (Counter of wild cards per seat; both counted
    over every seat of every deal) and ``reshuffled`` (deals with a
    reshuffle).
    """
    _check_players("open-and-shut", players, 2, 7)
    _check_choice("draw", draw, ("standard", "never"))

    def add_own(totals, deal):
        for seat in range(players):
            totals["drawn"][deal["drawn"][seat]] += 1
            totals["wild_held"][deal["wild_held"][seat]] += 1
        totals["reshuffled"] += deal["reshuffled"]

    return _simulate(
        deals,
        players,
        seed,
        5,
        lambda deck, rng: play_open_and_shut(deck, players, draw, rng),
        {"drawn": Counter(), "wild_held": Counter(), "reshuffled": 0},
        add_own,
    )

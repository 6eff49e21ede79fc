"""Three-Card Extra: three-card stud, no straights or flushes; a face-up 2, 3 or
4 earns an extra down card.  The reference simulator, in the conventions of
:mod:`tests.reference.stud_more`.
"""

from collections import Counter

from .evaluator import card_rank
from .stud_more_common import (_Table, _best_seats, _check_players, _hand, _leader, _simulate,
                               _split, _volatility)

EXTRA_EARNERS = (2, 3, 4)
FIVE = 5


def play_three_card_extra(deck, players=7, fives_wild=False):
    """Play one deal of Three-Card Extra from ``deck`` (top card first).

    Rules: three streets, up, down, up.  A 2, 3 or 4 dealt face up earns its
    receiver one extra card, dealt face down at once (before the next seat's
    card).  Each seat plays its best three cards: ``fast_high(cards, k=3,
    straights=False)`` (no straights and no flushes; trips, pairs, high
    cards).  The best hand wins; equal hands split the pot.

    Decisions:

    * Extra cards are down cards and never earn anything (an extra 2, 3 or 4
      earns no further card); a 2, 3 or 4 dealt face down on the down street
      earns nothing either.
    * ``fives_wild``: every 5 is wild, up or down, at showdown and in the
      volatility judgments; 5s never earn extra cards.
    * ``wild_held`` counts a seat's 5s when ``fives_wild`` is on, else 0.
    * Seats 2..10: 30 regular cards plus at most 12 extra cards (one per 2, 3
      and 4) always fit in 52 cards.
    * Volatility: three rounds, after each street (extras included); the
      showing hand is the seat's face-up cards only.

    Returns ``seats``, ``extras`` (per seat, 0..2), ``hands``, ``winners``,
    ``shares``, ``wild_held`` and the volatility keys (three rounds).
    """
    _check_players("three-card-extra", players)
    if not isinstance(fives_wild, bool):
        raise ValueError(f"fives_wild must be True or False, got {fives_wild!r}")
    table = _Table(deck, players)
    wild = (FIVE,) if fives_wild else ()

    def hand(cards):
        return _hand(cards, wild_ranks=wild, k=3, straights=False)

    full_leaders = []
    showing_leaders = []
    for how in ("up", "down", "up"):
        for seat in range(players):
            card = table.deal(seat, how)
            if how == "up" and card_rank(card) in EXTRA_EARNERS:
                table.deal(seat, "extra")
        full_leaders.append(_leader({s: hand(table.cards(s)) for s in range(players)}))
        showing_leaders.append(_leader({s: hand(table.showing(s)) for s in range(players)}))

    hands = [hand(table.cards(seat)) for seat in range(players)]
    winners = _best_seats(dict(enumerate(hands)))
    result = {
        "seats": table.seats,
        "extras": [sum(1 for _, how in seat if how == "extra") for seat in table.seats],
        "hands": hands,
        "winners": winners,
        "shares": _split(winners, players),
        "wild_held": [
            sum(1 for c in table.cards(seat) if card_rank(c) in wild) for seat in range(players)
        ],
    }
    result.update(_volatility(full_leaders, showing_leaders, winners))
    return result


def simulate_three_card_extra(deals, players=7, seed=0, fives_wild=False):
    """Play ``deals`` shuffled deals of Three-Card Extra; return the counts.

    ``deals``, ``winner_category``, ``hand_category`` (every seat),
    ``seat_win``, ``tie``, ``extra_cards`` (Counter of extras per seat, every
    seat of every deal), ``wild_held`` (Counter, seats pooled),
    ``leader_wins_full``, ``leader_wins_showing`` (three counts each) and
    ``lead_changes``.
    """
    _check_players("three-card-extra", players)

    def add_own(totals, deal):
        for seat in range(players):
            totals["extra_cards"][deal["extras"][seat]] += 1
            totals["wild_held"][deal["wild_held"][seat]] += 1

    return _simulate(
        deals,
        seed,
        lambda deck: play_three_card_extra(deck, players, fives_wild),
        players,
        3,
        players,
        {"extra_cards": Counter(), "wild_held": Counter()},
        add_own,
    )

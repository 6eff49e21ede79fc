"""Trump Is Wild: six-card stud with a house hand whose last down card names the
wild rank.  The reference simulator, in the conventions of
:mod:`tests.reference.stud_more`.
"""

from collections import Counter

from .evaluator import card_rank
from .stud_more_common import (_Table, _best_seats, _check_players, _hand, _leader, _simulate,
                               _split, _volatility, rank_key)

TRUMP_STREETS = ("down", "up", "up", "up", "up", "down")


def play_trump_is_wild(deck, players=7, house_wild=True):
    """Play one deal of Trump Is Wild from ``deck`` (top card first).

    Rules: six-card stud (down, up, up, up, up, down; best five of six) with
    a house hand.  Each street is dealt to seats 0..P-1 and then to the
    house, index P, dealt like a player and last.  With ``house_wild`` the
    rank of the house's last down card (its sixth card) is wild in every
    hand, the house's own included; without it nothing is wild.  The house
    competes: the best of the P + 1 hands wins and equal hands split the pot
    among them, the house included.

    Decisions:

    * The wild rank applies at showdown only; the volatility judgments use
      nothing wild (the house's last card is unknown until then).
    * The house's share "carries over" to the next pot; it is reported as
      the house's share (``shares[P]`` and ``house_share``), nothing more.
    * ``wild_held`` counts each hand's cards of the wild rank (0 without
      ``house_wild``), the house's trump card included.
    * Volatility: five rounds, after each up street and after the final down
      card, among all P + 1 hands; showing means the up cards.
    * Seats 2..7: (7 + 1) hands of six cards fit in 52.

    Returns ``seats`` (P + 1 entries, house last), ``hands`` (P + 1),
    ``winners`` (may include P), ``shares`` (P + 1, summing to 1),
    ``house_share``, ``wild_rank`` (2..14 or None), ``wild_held`` (P + 1) and
    the volatility keys (five rounds; a leader may be P).
    """
    _check_players("trump-is-wild", players)
    if not isinstance(house_wild, bool):
        raise ValueError(f"house_wild must be True or False, got {house_wild!r}")
    hands_count = players + 1
    house = players
    table = _Table(deck, hands_count)
    full_leaders = []
    showing_leaders = []
    for street, how in enumerate(TRUMP_STREETS):
        for seat in range(hands_count):  # the house is dealt last
            table.deal(seat, how)
        if street >= 1:
            everyone = range(hands_count)
            full_leaders.append(_leader({s: _hand(table.cards(s)) for s in everyone}))
            showing_leaders.append(_leader({s: _hand(table.showing(s)) for s in everyone}))

    wild_rank = card_rank(table.seats[house][5][0]) if house_wild else None
    wild = (wild_rank,) if house_wild else ()
    hands = [_hand(table.cards(s), wild_ranks=wild) for s in range(hands_count)]
    winners = _best_seats(dict(enumerate(hands)))
    shares = _split(winners, hands_count)
    result = {
        "seats": table.seats,
        "hands": hands,
        "winners": winners,
        "shares": shares,
        "house_share": shares[house],
        "wild_rank": wild_rank,
        "wild_held": [
            sum(1 for c in table.cards(s) if card_rank(c) in wild) for s in range(hands_count)
        ],
    }
    result.update(_volatility(full_leaders, showing_leaders, winners))
    return result


def simulate_trump_is_wild(deals, players=7, seed=0, house_wild=True):
    """Play ``deals`` shuffled deals of Trump Is Wild; return the counts.

    ``deals``, ``winner_category`` (the winning hand, the house's included),
    ``hand_category`` (the P players only), ``house_category`` (Counter of
    the house's hand), ``seat_win`` (P + 1 keys, the house is P), ``tie``
    (split pots, the house counting as a hand), ``house_share`` (float sum),
    ``house_wins`` (deals with the house among the winners), ``wild_rank``
    (Counter keyed ``"none"``, ``"2"``..``"A"``), ``wild_held`` (Counter
    over all P + 1 hands), ``leader_wins_full``, ``leader_wins_showing``
    (five counts each) and ``lead_changes``.
    """
    _check_players("trump-is-wild", players)

    def add_own(totals, deal):
        totals["house_share"] += deal["house_share"]
        totals["house_wins"] += players in deal["winners"]
        totals["wild_rank"][rank_key(deal["wild_rank"])] += 1
        totals["house_category"][deal["hands"][players][0]] += 1
        for held in deal["wild_held"]:
            totals["wild_held"][held] += 1

    own = {
        "house_share": 0.0,
        "house_wins": 0,
        "wild_rank": Counter(),
        "house_category": Counter(),
        "wild_held": Counter(),
    }
    return _simulate(
        deals,
        seed,
        lambda deck: play_trump_is_wild(deck, players, house_wild),
        players + 1,
        5,
        players,
        own,
        add_own,
    )

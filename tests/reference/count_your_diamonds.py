"""Count Your Diamonds: seven-card stud; half the pot to the best hand, half to
the most diamond points.  The reference simulator, in the conventions of
:mod:`tests.reference.stud_more`.
"""

from collections import Counter

from .evaluator import card_rank, card_suit
from .stud_more_common import (SEVEN_STUD, _Table, _best_seats, _check_players, _hand, _leader,
                               _simulate, _split, _volatility)


def diamond_points(cards):
    """Sum over the diamonds of 2..10 face value, J 11, Q 12, K 13, A 14."""
    return sum(card_rank(c) for c in cards if card_suit(c) == "d")


def play_count_your_diamonds(deck, players=7):
    """Play one deal of Count Your Diamonds from ``deck`` (top card first).

    Rules: seven-card stud (down, down, up, up, up, up, down), nothing wild.
    Half the pot goes to the best poker hand (equal hands split that half);
    the other half to the highest "diamond points": the sum over the seat's
    diamonds of 2..10 face value, J 11, Q 12, K 13, A 14.

    Decisions:

    * Every one of the seat's seven cards counts for diamond points, up or
      down (not just the five of its poker hand).
    * A seat without diamonds has 0 points; equal highest points split the
      diamond half, and if every seat ties, even at 0, all split it.
    * ``scoop``: one seat alone wins both halves.
    * Volatility: five rounds, after each up street and after the final down
      card, on the poker hands; the leader "won" when it is among the poker
      winners.

    Returns ``seats``, ``hands``, ``winners`` (poker half),
    ``diamond_points`` (per seat), ``diamond_winners``, ``shares`` (0.5 *
    poker share + 0.5 * diamond share), ``scoop`` and the volatility keys.
    """
    _check_players("count-your-diamonds", players)
    table = _Table(deck, players)
    full_leaders = []
    showing_leaders = []
    for street, how in enumerate(SEVEN_STUD):
        for seat in range(players):
            table.deal(seat, how)
        if street >= 2:
            full_leaders.append(_leader({s: _hand(table.cards(s)) for s in range(players)}))
            showing_leaders.append(_leader({s: _hand(table.showing(s)) for s in range(players)}))

    hands = [_hand(table.cards(s)) for s in range(players)]
    winners = _best_seats(dict(enumerate(hands)))
    points = [diamond_points(table.cards(s)) for s in range(players)]
    top = max(points)
    diamond_winners = [s for s in range(players) if points[s] == top]
    poker = _split(winners, players, 0.5)
    diamonds = _split(diamond_winners, players, 0.5)
    result = {
        "seats": table.seats,
        "hands": hands,
        "winners": winners,
        "diamond_points": points,
        "diamond_winners": diamond_winners,
        "shares": [poker[s] + diamonds[s] for s in range(players)],
        "scoop": len(winners) == 1 and diamond_winners == winners,
    }
    result.update(_volatility(full_leaders, showing_leaders, winners))
    return result


def simulate_count_your_diamonds(deals, players=7, seed=0):
    """Play ``deals`` shuffled deals of Count Your Diamonds; return the counts.

    ``deals``, ``winner_category`` (poker winner), ``hand_category`` (every
    seat), ``seat_win``, ``tie`` (= ``poker_tie``), ``poker_tie``,
    ``diamond_tie`` (deals whose diamond half is split), ``scoop``,
    ``diamond_points`` (Counter, seats pooled), ``winning_diamond_points``
    (Counter of the highest points of each deal), ``leader_wins_full``,
    ``leader_wins_showing`` (five counts each) and ``lead_changes``.
    """
    _check_players("count-your-diamonds", players)

    def add_own(totals, deal):
        totals["poker_tie"] += len(deal["winners"]) > 1
        totals["diamond_tie"] += len(deal["diamond_winners"]) > 1
        totals["scoop"] += deal["scoop"]
        for points in deal["diamond_points"]:
            totals["diamond_points"][points] += 1
        totals["winning_diamond_points"][max(deal["diamond_points"])] += 1

    own = {
        "poker_tie": 0,
        "diamond_tie": 0,
        "scoop": 0,
        "diamond_points": Counter(),
        "winning_diamond_points": Counter(),
    }
    return _simulate(
        deals,
        seed,
        lambda deck: play_count_your_diamonds(deck, players),
        players,
        5,
        players,
        own,
        add_own,
    )

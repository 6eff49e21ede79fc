"""Kings and Little Ones: seven-card stud; kings are wild, and each seat's lowest
down card is wild in its hand.  The reference simulator, in the conventions of
:mod:`tests.reference.stud_more`.
"""

from collections import Counter

from .evaluator import card_rank
from .stud_more_common import (SEVEN_STUD, _Table, _best_seats, _check_players, _hand, _leader,
                               _simulate, _split, _volatility, rank_key)

KING = 13


def _little_rank(down_cards):
    """Lowest rank among face-down cards (2 lowest, ace 14 highest)."""
    return min(card_rank(c) for c in down_cards)


def play_kings_and_little_ones(deck, players=7):
    """Play one deal of Kings and Little Ones from ``deck`` (top card first).

    Rules: seven-card stud (down, down, up, up, up, up, down).  Kings are
    wild in every hand.  Each seat's "little one" is the lowest rank among
    its own face-down cards; every card of that rank in that seat's hand,
    up or down, is wild for that seat only.  The best hand wins; equal hands
    split the pot.

    Decisions:

    * Ranks run 2 (lowest) .. ace (14, highest) for the little one, so an
      ace is the little one only when all three down cards are aces.
    * Kings count like any rank when finding the little one (down cards
      K-K-A make the little rank K, which adds nothing to the kings).
    * ``wild_held`` counts the seat's cards that are kings or of its little
      rank.
    * Volatility: five rounds, after each up street and after the final down
      card.  The full hand uses kings plus the little rank of the down cards
      the seat holds at that moment (two, then three in round 5); the
      showing hand is the up cards with kings wild only.

    Returns ``seats``, ``little_rank`` (per seat, 2..14), ``wild_held``,
    ``hands``, ``winners``, ``shares`` and the volatility keys (five rounds).
    """
    _check_players("kings-and-little-ones", players)
    table = _Table(deck, players)

    def full_hand(seat):
        wild = (KING, _little_rank(table.own_down(seat)))
        return _hand(table.cards(seat), wild_ranks=wild)

    full_leaders = []
    showing_leaders = []
    for street, how in enumerate(SEVEN_STUD):
        for seat in range(players):
            table.deal(seat, how)
        if street >= 2:
            full_leaders.append(_leader({s: full_hand(s) for s in range(players)}))
            showing_leaders.append(
                _leader({s: _hand(table.showing(s), wild_ranks=(KING,)) for s in range(players)})
            )

    little = [_little_rank(table.own_down(seat)) for seat in range(players)]
    hands = [full_hand(seat) for seat in range(players)]
    wild_held = [
        sum(1 for c in table.cards(seat) if card_rank(c) in (KING, little[seat]))
        for seat in range(players)
    ]
    winners = _best_seats(dict(enumerate(hands)))
    result = {
        "seats": table.seats,
        "little_rank": little,
        "wild_held": wild_held,
        "hands": hands,
        "winners": winners,
        "shares": _split(winners, players),
    }
    result.update(_volatility(full_leaders, showing_leaders, winners))
    return result


def simulate_kings_and_little_ones(deals, players=7, seed=0):
    """Play ``deals`` shuffled deals of Kings and Little Ones; return the counts.

    ``deals``, ``winner_category``, ``hand_category`` (every seat),
    ``seat_win``, ``tie``, ``little_rank`` (Counter keyed ``"2"``..``"A"``,
    seats pooled), ``wild_held`` (Counter, seats pooled),
    ``leader_wins_full``, ``leader_wins_showing`` (five counts each) and
    ``lead_changes``.
    """
    _check_players("kings-and-little-ones", players)

    def add_own(totals, deal):
        for seat in range(players):
            totals["little_rank"][rank_key(deal["little_rank"][seat])] += 1
            totals["wild_held"][deal["wild_held"][seat]] += 1

    return _simulate(
        deals,
        seed,
        lambda deck: play_kings_and_little_ones(deck, players),
        players,
        5,
        players,
        {"little_rank": Counter(), "wild_held": Counter()},
        add_own,
    )

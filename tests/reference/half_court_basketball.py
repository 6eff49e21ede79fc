"""Half-Court Basketball: six-card stud; half the pot to the best hand, half to
the best basketball score.  The reference simulator, in the conventions of
:mod:`tests.reference.stud_more`.
"""

from collections import Counter

from .evaluator import card_rank
from .stud_more_common import (_Table, _best_seats, _check_players, _hand, _leader, _simulate,
                               _split, _volatility)

HALF_COURT_STREETS = ("down", "down", "up", "up", "up")  # then the final down card
THREE = 3


def basketball_points(card):
    """A 1, 2..10 face value, J/Q/K 0."""
    rank = card_rank(card)
    if rank == 14:
        return 1
    return rank if rank <= 10 else 0


def _buys(seat, street, buy):
    """Whether ``seat`` buys the extra card a 3 dealt face up at ``street`` (its
    index in the deal, the last down street included) offers."""
    return buy == "always"


def _flip_order(table, seat):
    """``seat``'s down cards in the order it turns them up: most points first,
    among equal points the first received (a stable sort)."""
    return sorted(table.own_down(seat), key=lambda c: -basketball_points(c))


def play_half_court_basketball(deck, players=7, three_pointer=False, buy="always"):
    """Play one deal of Half-Court Basketball from ``deck`` (top card first).

    Rules: six-card stud (down, down, up, up, up, down), nothing wild; the
    pot is split between the best poker hand and the basketball score.

    * Poker half: each seat's best five of all its cards (plus the shared
      middle card, if any); equal hands split that half.
    * Basketball half: a card scores A 1, 2..10 face value, J/Q/K 0.  A
      seat's regulation score is its three up cards plus ONE of its down
      cards flipped: the one with the most points, among equal points the
      one received first.  The highest score takes the half.  Tied seats
      play overtime: each flips its highest-point remaining down card (0 if
      it has none left) and adds it; the best total among them wins; if still
      tied, a second overtime the same way among those still tied; if still
      tied after two overtimes a high-card draw decides, reported as an equal
      split of the basketball half among the seats still tied (``draw``).

    Decisions:

    * ``three_pointer``: a 3 dealt face up lets its receiver buy one extra
      face-down card, dealt at once; ``buy="always"`` buys it, ``"never"``
      does not; only while the deck has a card (an empty deck gives
      nothing).  An extra card is one of the seat's down cards: it can be
      flipped for points, and it never buys anything itself (nor does a 3
      dealt face down or the shared card).
    * If, when the final down street is due, fewer cards remain than seats,
      one card is turned face up in the middle instead.  It is in every
      seat's poker hand and counts as showing in the final volatility round,
      but it is no seat's down card and never scores basketball points.  (A
      full deck never runs that short: 8 seats use at most 48 cards + 4
      extras.)  If the deck is empty then, ``ValueError``.
    * Overtime flips go down the seat's remaining down cards by points
      (among equal points the first received), so regulation plus two
      overtimes flip the three best.  ``overtimes`` is 0, 1 or 2.
    * ``scoop``: one seat alone wins the poker half and, outright, the
      basketball half (never after a draw).
    * Volatility: four rounds, after each up street and after the final
      down street, on the poker hands.

    Returns ``seats``, ``shared`` (the middle card or None), ``extras``
    (per seat), ``hands``, ``winners`` (poker half), ``scores`` (regulation
    scores per seat), ``overtimes``, ``draw``, ``basketball_winners``,
    ``shares`` (0.5 * poker share + 0.5 * basketball share), ``scoop`` and
    the volatility keys (four rounds).
    """
    _check_players("half-court-basketball", players)
    if not isinstance(three_pointer, bool):
        raise ValueError(f"three_pointer must be True or False, got {three_pointer!r}")
    if buy not in ("always", "never"):
        raise ValueError(f"buy must be 'always' or 'never', got {buy!r}")
    table = _Table(deck, players)
    full_leaders = []
    showing_leaders = []

    def snapshot():
        full_leaders.append(_leader({s: _hand(table.cards(s)) for s in range(players)}))
        showing_leaders.append(_leader({s: _hand(table.showing(s)) for s in range(players)}))

    for street, how in enumerate(HALF_COURT_STREETS):
        for seat in range(players):
            card = table.deal(seat, how)
            if (
                three_pointer
                and how == "up"
                and card_rank(card) == THREE
                and table.remaining() > 0
                and _buys(seat, street, buy)
            ):
                table.deal(seat, "extra")
        if how == "up":
            snapshot()
    if table.remaining() < players:
        table.shared = table.draw("the shared middle card")
    else:
        for seat in range(players):
            table.deal(seat, "down")
    snapshot()

    hands = [_hand(table.cards(s)) for s in range(players)]
    winners = _best_seats(dict(enumerate(hands)))

    # Basketball: each seat's down cards in flipping order.
    flips = [_flip_order(table, s) for s in range(players)]
    scores = [
        sum(basketball_points(c) for c in table.own_up(s))
        + (basketball_points(flips[s][0]) if flips[s] else 0)
        for s in range(players)
    ]
    totals = list(scores)
    best = max(totals)
    tied = [s for s in range(players) if totals[s] == best]
    overtimes = 0
    while len(tied) > 1 and overtimes < 2:
        overtimes += 1
        for s in tied:
            if len(flips[s]) > overtimes:
                totals[s] += basketball_points(flips[s][overtimes])
        best = max(totals[s] for s in tied)
        tied = [s for s in tied if totals[s] == best]
    draw = len(tied) > 1
    basketball_winners = tied

    poker = _split(winners, players, 0.5)
    basketball = _split(basketball_winners, players, 0.5)
    result = {
        "seats": table.seats,
        "shared": table.shared,
        "extras": [sum(1 for _, how in seat if how == "extra") for seat in table.seats],
        "hands": hands,
        "winners": winners,
        "scores": scores,
        "overtimes": overtimes,
        "draw": draw,
        "basketball_winners": basketball_winners,
        "shares": [poker[s] + basketball[s] for s in range(players)],
        "scoop": len(winners) == 1 and not draw and basketball_winners == winners,
    }
    result.update(_volatility(full_leaders, showing_leaders, winners))
    return result


def simulate_half_court_basketball(deals, players=7, seed=0, three_pointer=False, buy="always"):
    """Play ``deals`` shuffled deals of Half-Court Basketball; return the counts.

    ``deals``, ``winner_category`` (poker winner), ``hand_category`` (every
    seat), ``seat_win``, ``tie`` (= ``poker_tie``), ``poker_tie``, ``scoop``,
    ``overtime`` (Counter of periods played, 0..2), ``draw`` (deals decided
    by the high-card draw), ``winning_score`` (Counter of the highest
    regulation score of each deal), ``score`` (Counter of regulation scores,
    seats pooled), ``extra_cards`` (Counter of extras per seat, every seat of
    every deal), ``shared_card`` (deals with a middle card),
    ``leader_wins_full``, ``leader_wins_showing`` (four counts each) and
    ``lead_changes``.
    """
    _check_players("half-court-basketball", players)

    def add_own(totals, deal):
        totals["poker_tie"] += len(deal["winners"]) > 1
        totals["scoop"] += deal["scoop"]
        totals["overtime"][deal["overtimes"]] += 1
        totals["draw"] += deal["draw"]
        totals["winning_score"][max(deal["scores"])] += 1
        for seat in range(players):
            totals["score"][deal["scores"][seat]] += 1
            totals["extra_cards"][deal["extras"][seat]] += 1
        totals["shared_card"] += deal["shared"] is not None

    own = {
        "poker_tie": 0,
        "scoop": 0,
        "overtime": Counter(),
        "draw": 0,
        "winning_score": Counter(),
        "score": Counter(),
        "extra_cards": Counter(),
        "shared_card": 0,
    }
    return _simulate(
        deals,
        seed,
        lambda deck: play_half_court_basketball(deck, players, three_pointer, buy),
        players,
        4,
        players,
        own,
        add_own,
    )

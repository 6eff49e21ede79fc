"""Share Your Hole: five-card stud; each seat shares one hole card, and hands use
up to two shared.  The reference simulator, in the conventions of
:mod:`tests.reference.stud_choice`.
"""

from collections import Counter
from itertools import combinations

from .evaluator import card_rank, fast_high
from .stud_choice_common import (DOWN, UP, _Stock, _Volatility, _check_choice, _check_players,
                                 _score, _showdown, _simulate, _value)


def _shared_card(downs, ups, share):
    """Which of the seat's two down cards (in dealing order) goes to the middle."""
    first, second = downs
    if share == "share-high":
        return first if card_rank(first) >= card_rank(second) else second
    # keep-best: the kept card with the three up cards makes the better hand;
    # ties: keep the higher rank, then keep the card dealt first.
    keep_first = (_score([first] + ups), card_rank(first), 1)
    keep_second = (_score([second] + ups), card_rank(second), 0)
    return second if keep_first > keep_second else first


def _best_with_middle(own, middle, most=2):
    """Best ``fast_high`` result of ``own`` plus at most ``most`` middle cards."""
    best = None
    for count in range(most + 1):
        for chosen in combinations(middle, count):
            hand = fast_high(own + list(chosen))
            if best is None or _value(hand) > _value(best):
                best = hand
    return best


def play_share_your_hole(deck, players=7, share="keep-best"):
    """Play one deal of Share Your Hole from ``deck`` (top card first).

    Rules: five-card stud (2..10 seats; nothing wild), streets down, down,
    up, up, up.  Then each seat moves one of its two down cards to the
    middle, face up; all the middle cards are shared.  Final hand: the best
    five from the seat's own four cards plus at most two middle cards.

    Decisions:

    * ``share="keep-best"``: keep the down card whose remaining four cards
      (the kept down card and the three up cards, a short hand) make the
      better hand; ties: keep the higher rank; then keep the one dealt first.
      (Four cards all count in a short hand, so equal values come only from
      equal ranks and the rank rule never decides.)  ``share="share-high"``:
      share the higher-ranked down card; equal ranks: share the one dealt
      first.
    * All seats choose, then all move their cards; the middle is every
      seat's shared card, its own included.  At most TWO middle cards may be
      used (any of them, the seat's own shared card included); fewer is
      allowed.
    * ``middle_used``: for the lowest winning seat, 1 if its best value is
      reached with at most one middle card, else 2.
    * ``middle_changes_winner``: the winners judged on each seat's own four
      cards alone (short hands) differ from the actual winners.
    * Volatility over 4 rounds: after each up street (full: all the seat's
      cards so far; showing: its up cards) and after the sharing (full: the
      final hands; showing: the three up cards plus at most two middle
      cards).

    Returns ``hands``, ``winners``, ``shares``, ``seats`` (per seat, its own
    final four cards: ``(kept down card, "down")`` then its three up
    cards), ``shared`` (per seat, the card moved), ``middle`` (the middle
    cards in seat order), ``middle_used``, ``middle_changes_winner`` and the
    volatility keys.
    """
    _check_players("share-your-hole", players, 2, 10)
    _check_choice("share", share, ("keep-best", "share-high"))
    stock = _Stock(deck)
    downs = [[] for _ in range(players)]
    ups = [[] for _ in range(players)]
    volatility = _Volatility()

    for _ in range(2):
        for seat in range(players):
            downs[seat].append(stock.draw("the down cards"))
    for _ in range(3):
        for seat in range(players):
            ups[seat].append(stock.draw("the up cards"))
        volatility.record(
            [_score(downs[seat] + ups[seat]) for seat in range(players)],
            [_score(ups[seat]) for seat in range(players)],
        )

    shared = [_shared_card(downs[seat], ups[seat], share) for seat in range(players)]
    middle = list(shared)
    kept = [next(c for c in downs[seat] if c != shared[seat]) for seat in range(players)]
    own = [[kept[seat]] + ups[seat] for seat in range(players)]

    hands = [_best_with_middle(own[seat], middle) for seat in range(players)]
    winners, shares = _showdown(hands)
    volatility.record(
        [_value(hand) for hand in hands],
        [_value(_best_with_middle(ups[seat], middle)) for seat in range(players)],
    )

    first = winners[0]
    one_card = _best_with_middle(own[first], middle, most=1)
    middle_used = 1 if _value(one_card) == _value(hands[first]) else 2
    own_winners, _ = _showdown([fast_high(cards) for cards in own])

    result = {
        "hands": hands,
        "winners": winners,
        "shares": shares,
        "seats": [[(kept[seat], DOWN)] + [(c, UP) for c in ups[seat]] for seat in range(players)],
        "shared": shared,
        "middle": middle,
        "middle_used": middle_used,
        "middle_changes_winner": own_winners != winners,
    }
    result.update(volatility.result(winners))
    return result


def simulate_share_your_hole(deals, players=7, seed=0, share="keep-best"):
    """Play ``deals`` shuffled deals of Share Your Hole; return the counts.

    The common keys (4 volatility rounds) plus ``middle_used`` (Counter of
    the per-deal 1 or 2) and ``middle_changes_winner`` (deals where the
    middle cards change the winners).
    """
    _check_players("share-your-hole", players, 2, 10)
    _check_choice("share", share, ("keep-best", "share-high"))

    def add_own(totals, deal):
        totals["middle_used"][deal["middle_used"]] += 1
        totals["middle_changes_winner"] += deal["middle_changes_winner"]

    return _simulate(
        deals,
        players,
        seed,
        4,
        lambda deck, rng: play_share_your_hole(deck, players, share),
        {"middle_used": Counter(), "middle_changes_winner": 0},
        add_own,
    )

"""Countdown: seven-card stud where seats below a cut-off fold; the number of
seats left names the wild rank.  The reference simulator, in the conventions
of :mod:`tests.reference.stud_more`.
"""

from collections import Counter

from .evaluator import CATEGORY_INDEX, RANKS, card_rank, fast_high
from .stud_more_common import (SEVEN_STUD, _Table, _best_seats, _check_players, _hand, _leader,
                               _simulate, _split, _value, _volatility, rank_key)

CUTOFFS = ("pair",) + tuple(RANKS)  # "10" is accepted for "T"


def _cutoff_rank(cutoff):
    """Rank value of a cutoff rank (``None`` for ``"pair"``); refuses others."""
    if cutoff == "10":
        cutoff = "T"
    if cutoff not in CUTOFFS:
        raise ValueError(f"cutoff must be 'pair' or a rank '2'..'A', got {cutoff!r}")
    if cutoff == "pair":
        return None
    return RANKS.index(cutoff) + 2


def _stays(cards, cutoff_rank):
    """Threshold policy: a pair or better, or a high enough highest card."""
    category = fast_high(cards)[0]  # nothing wild: the wild is not known yet
    if CATEGORY_INDEX[category] >= CATEGORY_INDEX["one-pair"]:
        return True
    if cutoff_rank is None:
        return False
    return max(card_rank(c) for c in cards) >= cutoff_rank


def play_countdown(deck, players=7, fold="threshold", cutoff="J", thresholds=None):
    """Play one deal of Countdown from ``deck`` (top card first).

    Rules: seven-card stud (down, down, up, up, up, up, down).  A betting
    round follows each of streets 3..7, five rounds; in each, the seats
    still in decide in seat order 0..P-1 whether to fold.  When the last
    round is over and k seats (k >= 2) are still in, rank k is wild (two
    seats: deuces ... seven seats: sevens) in every hand; the best hand of
    the seats still in wins and equal hands split the pot.

    Decisions:

    * ``fold="never"``: nobody folds.  ``fold="threshold"``: a seat's
      strength is ``fast_high`` of all its cards so far with nothing wild (a
      short hand before five cards).  It stays with one pair or better, or
      when ``cutoff`` is a rank ``"2"``..``"A"`` and the rank of its highest
      card is at least ``cutoff``; ``cutoff="pair"`` stays only with a pair
      or better (so ``cutoff="2"`` never folds).  A seat never folds when
      every other seat has already folded.  (More cards never lower the
      category or the highest card, so a seat that stays in round 1 stays
      to the end: every threshold fold happens in round 1.)
    * ``thresholds`` (the project's policy; replaces ``cutoff``): five card
      lists, one per betting round; in round r a seat stays when its hand is
      at least as good as ``fast_high(thresholds[r])`` (nothing wild).  A
      rising ladder makes folds possible in every round.
    * A folded seat gets no further cards: the next card of the deck goes to
      the next seat still in.
    * When only one seat is left the deal ends at once (no more cards are
      dealt): that seat wins the whole pot uncontested, nothing is wild
      (``wild_rank`` None) and its hand is judged on the cards it holds with
      nothing wild.  Its ``wild_held`` is 0 and its ``natural_winners`` is
      ``[seat]`` too (there is no wild card to change anything).
    * Volatility: five rounds, each measured after that round's folds among
      the seats still in, judged with nothing wild (the wild rank is unknown
      until the end); showing means the up cards.  If the deal ended early
      the remaining rounds repeat the last state (the lone seat leads both).

    Returns ``seats`` (per seat, ``(card, how)`` in the order received),
    ``still_in`` (sorted seats not folded), ``uncontested`` (bool),
    ``wild_rank`` (2..7 or None), ``hands`` (per seat: the final hand, with
    the wild for a showdown, without for the uncontested winner; None for
    folded seats), ``wild_held`` (per seat still in: its wild cards; None for
    folded seats), ``winners``, ``shares``, ``natural_winners`` (the winners
    among the same seats with nothing wild), ``wild_changes_winner``
    (contested and ``natural_winners != winners``), ``folds_by_round`` (five
    counts) and the volatility keys (five rounds).
    """
    _check_players("countdown", players)
    if fold not in ("never", "threshold"):
        raise ValueError(f"fold must be 'never' or 'threshold', got {fold!r}")
    cutoff_rank = _cutoff_rank(cutoff)
    table = _Table(deck, players)
    still_in = list(range(players))
    folds_by_round = [0] * 5
    full_leaders = []
    showing_leaders = []

    for street, how in enumerate(SEVEN_STUD):
        for seat in still_in:
            table.deal(seat, how)
        if street < 2:
            continue  # no betting round after the first two down cards
        round_index = street - 2
        if fold == "threshold":
            for seat in list(still_in):
                if len(still_in) == 1:
                    break  # every other seat has folded: this one never folds
                if thresholds is not None:
                    stays = _value(_hand(table.cards(seat))) >= _value(_hand(list(thresholds[round_index])))
                else:
                    stays = _stays(table.cards(seat), cutoff_rank)
                if not stays:
                    still_in.remove(seat)
                    folds_by_round[round_index] += 1
        full_leaders.append(_leader({s: _hand(table.cards(s)) for s in still_in}))
        showing_leaders.append(_leader({s: _hand(table.showing(s)) for s in still_in}))
        if len(still_in) == 1:
            break
    while len(full_leaders) < 5:
        full_leaders.append(full_leaders[-1])
        showing_leaders.append(showing_leaders[-1])

    hands = [None] * players
    wild_held = [None] * players
    if len(still_in) == 1:
        (alone,) = still_in
        uncontested = True
        wild_rank = None
        hands[alone] = _hand(table.cards(alone))
        wild_held[alone] = 0
        winners = [alone]
        natural_winners = [alone]
    else:
        uncontested = False
        wild_rank = len(still_in)
        for seat in still_in:
            cards = table.cards(seat)
            hands[seat] = _hand(cards, wild_ranks=(wild_rank,))
            wild_held[seat] = sum(1 for c in cards if card_rank(c) == wild_rank)
        winners = _best_seats({s: hands[s] for s in still_in})
        natural_winners = _best_seats({s: _hand(table.cards(s)) for s in still_in})

    result = {
        "seats": table.seats,
        "still_in": sorted(still_in),
        "uncontested": uncontested,
        "wild_rank": wild_rank,
        "hands": hands,
        "wild_held": wild_held,
        "winners": winners,
        "shares": _split(winners, players),
        "natural_winners": natural_winners,
        "wild_changes_winner": (not uncontested) and natural_winners != winners,
        "folds_by_round": folds_by_round,
    }
    result.update(_volatility(full_leaders, showing_leaders, winners))
    return result


def simulate_countdown(deals, players=7, seed=0, fold="threshold", cutoff="J", thresholds=None):
    """Play ``deals`` shuffled deals of Countdown; return the counts.

    ``deals``, ``winner_category``, ``hand_category`` (hands of the seats
    still in at the end, the uncontested winner's included), ``seat_win``,
    ``tie`` (split pots), ``wild_rank`` (Counter keyed ``"uncontested"``,
    ``"2"``..``"7"``), ``wild_changes_winner`` (int), ``wild_held`` (Counter
    over the seats still in at the end; the uncontested winner counts as 0),
    ``folds_by_round`` (five sums), ``leader_wins_full``,
    ``leader_wins_showing`` (five counts each) and ``lead_changes``.
    """
    _check_players("countdown", players)

    def add_own(totals, deal):
        key = "uncontested" if deal["uncontested"] else rank_key(deal["wild_rank"])
        totals["wild_rank"][key] += 1
        totals["wild_changes_winner"] += deal["wild_changes_winner"]
        for held in deal["wild_held"]:
            if held is not None:
                totals["wild_held"][held] += 1
        for r in range(5):
            totals["folds_by_round"][r] += deal["folds_by_round"][r]

    own = {
        "wild_rank": Counter(),
        "wild_changes_winner": 0,
        "wild_held": Counter(),
        "folds_by_round": [0] * 5,
    }
    return _simulate(
        deals,
        seed,
        lambda deck: play_countdown(deck, players, fold, cutoff, thresholds),
        players,
        5,
        players,
        own,
        add_own,
    )

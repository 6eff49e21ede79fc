"""Follow the Queen: seven-card stud; the up card after the latest face-up queen
sets the wild rank.  The reference simulator, in the conventions of
:mod:`tests.reference.stud_wild`.
"""

from collections import Counter

from .evaluator import card_rank
from .stud_wild_common import _Rules, _check_players, _count_wild_rank, _play, _simulate

QUEEN = 12


class _FollowTheQueen(_Rules):
    def __init__(self, queens_wild):
        self.queens_wild = queens_wild
        self.rank = None  # the follower's rank now wild, if any
        self.waiting = False  # a face-up queen still waits for its follower

    def face_up(self, deal, seat, card):
        rank = card_rank(card)
        if self.waiting:
            self.rank = rank
            self.waiting = False
        if rank == QUEEN:
            # A face-up queen ends the old follower's wildness at once and
            # waits for its own follower (a queen after a queen is such a
            # queen too, so queens never become the follower rank).
            self.rank = None
            self.waiting = True

    def wild(self, card):
        rank = card_rank(card)
        return rank == self.rank or (self.queens_wild and rank == QUEEN)

    def state(self):
        return self.rank


def play_follow_the_queen(deck, players=7, queens_wild=False):
    """Play one deal of Follow the Queen from ``deck`` (top card first).

    Rules: seven-card stud.  When a queen is dealt face up, the rank of the
    next up card becomes wild (all four cards of it, up or down), replacing
    any earlier follower rank.  With ``queens_wild`` (the version of the
    second source) queens are wild all the time as well.

    Decisions where the sources are silent or unclear:

    * A face-up queen cancels the previous follower rank at once; until the
      next up card arrives nothing (besides queens, with ``queens_wild``) is
      wild.  This is the reading under which "a queen as the last up card
      leaves nothing wild" follows from the main rule, and it is also what
      the leader snapshots use between a queen and its follower.
    * A queen that follows a queen is not made the follower rank; it is a new
      queen and waits for its own follower.
    * The follower is the next card dealt face up, to whichever seat, even in
      a later street; the last seat's queen is followed by seat 0's card of
      the next street.  Down cards are neither queens that count nor
      followers; a queen dealt face down does nothing (it is wild only with
      ``queens_wild``).
    * The shared middle card, when one is needed, is the last up card: it
      can be a follower (its rank becomes wild) or a queen (nothing is wild).
    * With ``queens_wild`` the follower rank is tracked exactly the same way;
      ``wild_rank`` and ``wild_changes`` describe the follower rank only.

    Returns the fields of :func:`tests.reference.yanqui.play_deal` that apply
    (``seats``, ``shared``, ``wild_changes``, ``hands``, ``winners``,
    ``shares``, ``wild_held``, ``full_leaders``, ``showing_leaders``,
    ``full_leader_won``, ``showing_leader_won``, ``lead_changes``) plus
    ``wild_rank`` (the follower rank standing at showdown, or ``None``) and
    ``nothing_wild`` (True when no card at all is wild at showdown).
    """
    _check_players("follow-the-queen", players)
    rules = _FollowTheQueen(queens_wild)
    result = _play(deck, players, rules)
    result["wild_rank"] = rules.rank
    result["nothing_wild"] = rules.rank is None and not queens_wild
    return result


def simulate_follow_the_queen(deals, players=7, seed=0, queens_wild=False):
    """Play ``deals`` shuffled deals of Follow the Queen; return the counts.

    The keys of :func:`tests.reference.yanqui.simulate` that apply (``deals``,
    ``winner_category``, ``hand_category``, ``seat_win``, ``tie``,
    ``wild_rank``, ``wild_held``, ``wild_changes``, ``leader_wins_full``,
    ``leader_wins_showing``, ``lead_changes``, ``shared_card``) plus
    ``nothing_wild`` (deals with no wild card at showdown).
    """
    _check_players("follow-the-queen", players)

    def add_own(totals, deal):
        _count_wild_rank(totals, deal)
        totals["nothing_wild"] = totals.get("nothing_wild", 0) + deal["nothing_wild"]

    totals = _simulate(
        deals,
        players,
        seed,
        lambda deck: play_follow_the_queen(deck, players, queens_wild),
        False,
        add_own,
    )
    totals.setdefault("wild_rank", Counter())
    totals.setdefault("wild_changes", Counter())
    totals.setdefault("nothing_wild", 0)
    return totals

"""Sequence: seven-card stud; a face-up 2 makes 2s wild, and each next rank shown
moves it up.  The reference simulator, in the conventions of
:mod:`tests.reference.stud_wild`.
"""

from collections import Counter

from .evaluator import card_rank
from .stud_wild_common import _Rules, _check_players, _count_wild_rank, _play, _simulate


class _Sequence(_Rules):
    def __init__(self):
        self.rank = None

    def face_up(self, deal, seat, card):
        rank = card_rank(card)
        if self.rank is None:
            if rank == 2:
                self.rank = 2
        elif rank == self.rank + 1:
            self.rank = rank

    def wild(self, card):
        return card_rank(card) == self.rank

    def state(self):
        return self.rank


def play_sequence(deck, players=7):
    """Play one deal of Sequence from ``deck`` (top card first).

    Rules: seven-card stud.  Nothing is wild until a 2 is dealt face up;
    then 2s are wild.  While rank r is wild, a face-up card of rank r + 1
    moves the wildness up to that rank (the old rank is no longer wild).
    Without a face-up 2 nothing is wild all deal.

    Decisions where the sources are silent or unclear:

    * Only the very next rank moves the wildness.  A face-up card of any
      other rank does nothing: in particular a 2 (or any lower rank) turned
      up after a higher rank became wild neither resets the ladder nor
      brings its rank back; a 3 turned up before any 2 does nothing, and
      later cards are judged against the rank wild when they arrive.
    * The ladder runs 2, 3, ..., 10, J, Q, K, A; an ace moves the wildness
      only from kings, and nothing follows the ace.
    * Steps are taken card by card in dealing order, so one street can move
      the wildness more than once (a 2 to seat 0 then a 3 to seat 1).
    * Down cards never move the wildness; the shared middle card, being face
      up, can.

    Returns the common fields (see :func:`play_follow_the_queen`) plus
    ``wild_rank`` (the rank wild at showdown, or ``None``).
    """
    _check_players("sequence", players)
    rules = _Sequence()
    result = _play(deck, players, rules)
    result["wild_rank"] = rules.rank
    return result


def simulate_sequence(deals, players=7, seed=0):
    """Play ``deals`` shuffled deals of Sequence; return the counts.

    The common keys (see :func:`simulate_follow_the_queen`); ``wild_rank``
    is the final wild rank distribution.
    """
    _check_players("sequence", players)
    totals = _simulate(
        deals,
        players,
        seed,
        lambda deck: play_sequence(deck, players),
        False,
        _count_wild_rank,
    )
    totals.setdefault("wild_rank", Counter())
    totals.setdefault("wild_changes", Counter())
    return totals

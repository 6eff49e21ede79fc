"""Dirty Schultz: seven-card stud; when a seat pairs its board, the next up card
sets the wild rank.  The reference simulator, in the conventions of
:mod:`tests.reference.stud_wild`.
"""

from collections import Counter

from .evaluator import card_rank
from .stud_wild_common import _Rules, _check_players, _count_wild_rank, _play, _simulate


class _DirtySchultz(_Rules):
    def __init__(self):
        self.rank = None
        self.waiting = False  # a pairing happened; the next up card sets the rank
        self.pairings = 0

    def face_up(self, deal, seat, card):
        rank = card_rank(card)
        if self.waiting:
            self.rank = rank
            self.waiting = False
        if seat is not None:
            earlier = deal.up_cards(seat)[:-1]  # the new card is already placed last
            if any(card_rank(c) == rank for c in earlier):
                self.pairings += 1
                self.rank = None
                self.waiting = True

    def wild(self, card):
        return card_rank(card) == self.rank

    def state(self):
        return self.rank


def play_dirty_schultz(deck, players=7):
    """Play one deal of Dirty Schultz from ``deck`` (top card first).

    Rules: seven-card stud.  When a seat is dealt a face-up card of the same
    rank as one of its own earlier face-up cards (it "pairs up"), the next up
    card dealt makes its rank wild, up or down, and any earlier wild rank
    stops being wild, in the manner of Follow the Queen.

    Decisions where the sources are silent or unclear:

    * Pairing up means matching at least one earlier face-up card of the
      same seat, so a third or fourth card of a rank on the board pairs up
      again.  Down cards, other seats' cards and the shared card are not
      looked at.
    * As in Follow the Queen, pairing up ends the old wildness at once: from
      then until the next up card nothing is wild, and if the last up card
      of the deal pairs up, nothing is wild at showdown.
    * The next up card is the next card dealt face up to anyone, the next
      seat's (not the pairing seat's next card), across street boundaries.
      The shared middle card, if one is turned, can be that card.
    * A card that sets the wild rank and pairs up its own seat's board at
      the same time starts a new wait: nothing is wild after it.
    * The shared middle card belongs to no seat, so it never pairs up.

    Returns the common fields (see :func:`play_follow_the_queen`) plus
    ``wild_rank`` (the rank wild at showdown, or ``None``) and ``pairings``
    (how many face-up cards paired up).
    """
    _check_players("dirty-schultz", players)
    rules = _DirtySchultz()
    result = _play(deck, players, rules)
    result["wild_rank"] = rules.rank
    result["pairings"] = rules.pairings
    return result


def simulate_dirty_schultz(deals, players=7, seed=0):
    """Play ``deals`` shuffled deals of Dirty Schultz; return the counts.

    The common keys (see :func:`simulate_follow_the_queen`) plus
    ``pairings`` (Counter of pairing-up cards per deal).
    """
    _check_players("dirty-schultz", players)

    def add_own(totals, deal):
        _count_wild_rank(totals, deal)
        totals.setdefault("pairings", Counter())[deal["pairings"]] += 1

    totals = _simulate(
        deals,
        players,
        seed,
        lambda deck: play_dirty_schultz(deck, players),
        False,
        add_own,
    )
    for key in ("wild_rank", "wild_changes", "pairings"):
        totals.setdefault(key, Counter())
    return totals

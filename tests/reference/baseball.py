"""Baseball: seven-card stud; 3s and 9s wild, and a face-up 4 earns an extra down
card.  The reference simulator, in the conventions of
:mod:`tests.reference.stud_wild`.
"""

from collections import Counter

from .evaluator import card_rank
from .stud_wild_common import _Rules, _check_players, _play, _simulate

BASEBALL_WILD = frozenset((3, 9))


class _Baseball(_Rules):
    def __init__(self, take):
        self.take = take

    def face_up(self, deal, seat, card):
        # A face-up 4 at a seat earns one extra card, dealt face down at once.
        # It is a down card, so even a 4 cannot earn another one.
        if self.take and seat is not None and card_rank(card) == 4:
            extra = deal.draw()
            if extra is not None:  # an empty deck simply has nothing to give
                deal.seats[seat].append((extra, "extra"))

    def wild(self, card):
        return card_rank(card) in BASEBALL_WILD


def play_baseball(deck, players=7, take=True):
    """Play one deal of Baseball from ``deck`` (top card first).

    Rules: seven-card stud; every 3 and every 9 is wild, up or down.  A 4
    dealt face up to a seat lets that seat take one extra card, dealt face
    down straight away, before the street goes on.  ``take`` is the policy
    for that choice: ``True`` (default) always takes it, ``False`` never.

    Decisions where the sources are silent or unclear:

    * The extra card is a down card: an extra 4 earns nothing (no chains),
      and a 4 in the final down round earns nothing either.
    * The seat limit counts only the seven regular cards (52 cards seat 7),
      because the extra card is optional.  With 7 seats the extra cards can
      leave fewer than 7 cards for the final round; then the shared middle
      card is turned instead.  A shared 4 earns nobody an extra card.  (The
      deck can never be empty when a 4 is turned face up at a seat, with a
      full deck.)
    * Fees for wild cards and extra cards and the Winter Baseball option
      (matching the pot for a 3) are not modelled; nobody folds.
    * Extra cards are down cards, so they are not in the "showing" hands.

    Returns the common fields (see :func:`play_follow_the_queen`) plus
    ``extras`` (extra cards per seat).  ``wild_changes`` is always 0.
    """
    _check_players("baseball", players)
    result = _play(deck, players, _Baseball(take))
    result["extras"] = [sum(1 for _, how in seat if how == "extra") for seat in result["seats"]]
    return result


def simulate_baseball(deals, players=7, seed=0, take=True):
    """Play ``deals`` shuffled deals of Baseball; return the counts.

    The common keys (see :func:`simulate_follow_the_queen`) except
    ``wild_rank`` and ``wild_changes`` (the wild ranks never change: always
    3 and 9), plus ``extra_cards`` (Counter of extra cards per seat, every
    seat of every deal counted, as in yanqui.py).
    """
    _check_players("baseball", players)

    def add_own(totals, deal):
        for count in deal["extras"]:
            totals.setdefault("extra_cards", Counter())[count] += 1

    totals = _simulate(
        deals,
        players,
        seed,
        lambda deck: play_baseball(deck, players, take),
        False,
        add_own,
    )
    totals.setdefault("extra_cards", Counter())
    return totals

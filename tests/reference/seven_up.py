"""Seven-Up (7-Up): seven-card stud; 7s wild, and a face-up 7 puts a card in the
middle whose rank is wild too.  The reference simulator, in the conventions of
:mod:`tests.reference.stud_wild`.
"""

from collections import Counter

from .evaluator import card_rank
from .stud_wild_common import _Rules, _check_players, _is_joker, _play, _simulate, rank_key

SEVEN = 7


class _SevenUp(_Rules):
    def __init__(self, jokers):
        self.jokers = jokers
        self.middle = []  # middle cards in the order dealt; the last is on top

    @property
    def top(self):
        return self.middle[-1] if self.middle else None

    def face_up(self, deal, seat, card):
        # Only a 7 dealt face up to a seat calls for a middle card; a joker
        # has no rank and never does.
        if seat is not None and not _is_joker(card) and card_rank(card) == SEVEN:
            self.middle.append(deal.draw_required("a middle card"))

    def extra(self):
        """What is wild besides the 7s: a rank, ``'joker'`` or ``None``."""
        top = self.top
        if top is None:
            return None
        if _is_joker(top):
            return "joker"
        rank = card_rank(top)
        return None if rank == SEVEN else rank

    def wild(self, card):
        top = self.top
        if _is_joker(card):
            # A joker is wild only while the other joker is the top middle card.
            return top is not None and _is_joker(top) and card != top
        rank = card_rank(card)
        return rank == SEVEN or rank == self.extra()

    def live(self, card):
        return not _is_joker(card) or self.wild(card)

    def state(self):
        return self.extra()


def _wild_set_key(extra):
    """``'7'``, ``'7,K'`` or ``'7,joker'``: the wild cards at showdown."""
    if extra is None:
        return "7"
    return "7," + ("joker" if extra == "joker" else rank_key(extra))


def play_seven_up(deck, players=6, jokers=False):
    """Play one deal of Seven-Up (7-Up) from ``deck`` (top card first).

    Rules: seven-card stud with 7s always wild.  When a 7 is dealt face up
    to a seat, the next card of the deck goes face up to the middle, before
    the street goes on.  It is in nobody's hand, but the other cards of its
    rank are wild too.  Each later 7 dealt face up to a seat puts a new
    middle card on top of the old one, and only the top card's rank is wild
    besides the 7s.  A 7 in the middle leaves only the 7s wild (and calls for
    no further middle card).  With ``jokers`` the deck has 54 cards; a joker
    in a hand is dead unless the other joker is the top middle card, which
    makes it wild.

    Decisions where the sources are silent or unclear:

    * A 7 that is the last up card of the deal still calls for a middle card
      (the source prefers this to the alternative it mentions); the middle
      card is dealt before the final down cards, and each seat's final card
      moves one card down the deck.
    * A 7 dealt face down calls for nothing (it is wild, being a 7).
    * A covered middle card stops counting at once; covering a card with
      another of the same rank changes nothing.
    * A joker in the middle names no rank: only its brother joker becomes
      wild besides the 7s.  A middle joker later covered leaves both jokers
      dead again.  A dead joker is left out of the hand entirely (it is
      neither a card of any rank nor a blank kicker).
    * Seats: each needs 7 cards and the middle can take up to 4 (one for each
      7 that may reach a seat face up), so 52 cards seat at most 6 and 54 at
      most 7, as the source says.  Within those limits the deck never runs
      short, so the shared-card rule never applies to this game.
    * Middle cards are in no hand, so they do not count as shown cards in
      the "showing" leader snapshots.

    Returns the common fields (see :func:`play_follow_the_queen`) plus
    ``middle`` (the middle cards in the order dealt), ``wild_rank`` (the rank
    wild besides the 7s: a rank value, ``'joker'`` or ``None``),
    ``wild_set`` (``'7'``, ``'7,K'``, ``'7,joker'``...) and ``only_sevens``.
    """
    _check_players("seven-up", players, jokers)
    rules = _SevenUp(jokers)
    result = _play(deck, players, rules, jokers=jokers)
    result["middle"] = list(rules.middle)
    result["wild_rank"] = rules.extra()
    result["wild_set"] = _wild_set_key(rules.extra())
    result["only_sevens"] = rules.extra() is None
    return result


def simulate_seven_up(deals, players=6, seed=0, jokers=False):
    """Play ``deals`` shuffled deals of Seven-Up; return the counts.

    The common keys (see :func:`simulate_follow_the_queen`) with
    ``wild_rank`` keyed by the extra wild rank (``'none'`` when only 7s are
    wild, ``'joker'`` for a middle joker), plus ``middle_cards`` (Counter of
    middle cards per deal), ``wild_set`` (Counter of the final wild sets) and
    ``only_sevens`` (deals where only the 7s were wild at showdown).
    """
    _check_players("seven-up", players, jokers)

    def add_own(totals, deal):
        extra = deal["wild_rank"]
        key = "joker" if extra == "joker" else rank_key(extra)
        totals.setdefault("wild_rank", Counter())[key] += 1
        totals.setdefault("wild_changes", Counter())[deal["wild_changes"]] += 1
        totals.setdefault("middle_cards", Counter())[len(deal["middle"])] += 1
        totals.setdefault("wild_set", Counter())[deal["wild_set"]] += 1
        totals["only_sevens"] = totals.get("only_sevens", 0) + deal["only_sevens"]

    totals = _simulate(
        deals,
        players,
        seed,
        lambda deck: play_seven_up(deck, players, jokers),
        jokers,
        add_own,
    )
    for key in ("wild_rank", "wild_changes", "middle_cards", "wild_set"):
        totals.setdefault(key, Counter())
    totals.setdefault("only_sevens", 0)
    return totals

"""Reference simulators for five seven-card stud games whose wild cards move.

The games: Follow the Queen, Seven-Up (7-Up), Baseball, Sequence and Dirty
Schultz.  Like :mod:`tests.reference.yanqui` this is plain, slow Python: one
deal at a time from an explicit deck, every hand scored with
:func:`tests.reference.evaluator.fast_high` (which the evaluator tests check
against the brute-force :func:`~tests.reference.evaluator.brute_high`).  It
shares no code with the project's kernels.

A module per game (``follow_the_queen``, ``seven_up``, ``baseball``,
``sequence``, ``dirty_schultz``), the machinery they share in
``stud_wild_common``; this module gathers every name they define.

Each game has a pair of functions:

* ``play_<game>(deck, players=..., **options)`` plays one deal from ``deck``
  (a list of cards, top card first) and returns a dict describing it;
* ``simulate_<game>(deals, players=..., seed=0, **options)`` plays ``deals``
  deals, each from a fresh shuffle of :func:`full_deck` made with one
  ``random.Random(seed)`` for the whole run, and returns counts.

Rules shared by all five games (settled for the whole project):

* Seats ``0..P-1``; seat 0 sits left of the dealer and every street is dealt
  round the table in seat order.  Each seat gets two down cards (two passes),
  then four up streets, then a final down card.  "The next up card" is the
  next card dealt face up in that order, and it may fall in a later street.
* If, when the final down cards are due, fewer cards remain than there are
  seats, a single card is turned face up in the middle instead.  It is part
  of every seat's hand and counts as a face-up card for the wild rules, but
  it belongs to no seat (it never "pairs" a seat's cards, never buys an
  extra card, never calls for a Seven-Up middle card).  With a full deck and
  an allowed seat count only the final street can run short; a hand-built
  deck that runs out earlier is refused with ``ValueError``.
* A wild card may stand for any card, a copy of one already held included
  (so five of a kind exists).  Each seat plays its best five cards; the best
  hand wins and equal best hands split the pot (a natural hand does not beat
  an equal hand made with wild cards).  Nobody folds.
* The seat limit follows from the deck: every seat's seven regular cards,
  plus every card the rules force into play (Seven-Up's middle cards), must
  fit in the deck in the worst case.  Cards a player may decline (Baseball's
  extra card) are not counted: if they exhaust the deck, the shared card rule
  above takes over.  Impossible seat counts raise ``ValueError``.
* Volatility, as in :mod:`tests.reference.yanqui`: after each of the five
  dealing rounds from the first up street on (four up streets, then the final
  round) the leader is the seat with the best hand, ties going to the lowest
  seat, judged with the wild rule as it stands at that moment; once on all
  the seat's cards ("full") and once on its face-up cards only ("showing",
  which takes in the shared card in round 5 but never extra down cards or
  Seven-Up middle cards).  ``lead_changes`` counts the rounds 2..5 whose full
  leader differs from the round before.
* ``wild_changes`` counts, for every card dealt face up, whether the standing
  wild rule differs after it from before it (a move to "nothing extra wild"
  counts as a change too).  For Yanqui this is the same count as yanqui.py's.

Rank keys in the results are ``2``..``9``, ``T``, ``J``, ``Q``, ``K``, ``A``
and ``none``, as in the project's output tables.
"""

from .stud_wild_common import (CARDS_PER_SEAT, _Deal, _Rules, _check_players, _count_wild_rank,
                               _evaluate, _is_joker, _leader, _play, _simulate, _value, max_players,
                               rank_key)
from .follow_the_queen import (QUEEN, _FollowTheQueen, play_follow_the_queen,
                               simulate_follow_the_queen)
from .seven_up import SEVEN, _SevenUp, _wild_set_key, play_seven_up, simulate_seven_up
from .baseball import BASEBALL_WILD, _Baseball, play_baseball, simulate_baseball
from .sequence import _Sequence, play_sequence, simulate_sequence
from .dirty_schultz import _DirtySchultz, play_dirty_schultz, simulate_dirty_schultz

__all__ = [
    "rank_key",
    "max_players",
    "play_follow_the_queen",
    "simulate_follow_the_queen",
    "play_seven_up",
    "simulate_seven_up",
    "play_baseball",
    "simulate_baseball",
    "play_sequence",
    "simulate_sequence",
    "play_dirty_schultz",
    "simulate_dirty_schultz",
]

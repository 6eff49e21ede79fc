"""Reference simulators for six more stud games (52 cards, no jokers).

The games: Countdown, Kings and Little Ones, Three-Card Extra, Trump Is Wild,
Count Your Diamonds and Half-Court Basketball.  Like
:mod:`tests.reference.stud_wild` this is plain, slow Python: one deal at a
time from an explicit deck, every hand scored with
:func:`tests.reference.evaluator.fast_high`.  It shares no code with the
project's kernels.

A module per game (``countdown``, ``kings_and_little_ones``,
``three_card_extra``, ``trump_is_wild``, ``count_your_diamonds``,
``half_court_basketball``), the helpers they share in ``stud_more_common``;
this module gathers their public names.

Each game has a pair of functions:

* ``play_<game>(deck, players=..., **options)`` plays one deal from ``deck``
  (a list of distinct cards, top card first) and returns a dict describing
  it;
* ``simulate_<game>(deals, players=..., seed=0, **options)`` plays ``deals``
  deals, each from a fresh shuffle of :func:`full_deck` made with one
  ``random.Random(seed)`` for the whole run, and returns counts.

Conventions shared by all six games:

* Seats ``0..P-1``; seat 0 sits left of the dealer and every street is dealt
  round the table in seat order (Trump Is Wild deals the house hand last in
  every street).  An up card is dealt face up, a down card face down.  An
  extra card earned or bought is dealt face down at once, before the next
  seat's card, and is one of the seat's down cards.
* A hand is the ``fast_high`` result ``(category, tiebreak, natural)`` of
  the seat's cards; hands compare by ``(CATEGORY_INDEX[category],
  tiebreak)`` alone, so a natural hand does not beat an equal hand made with
  wild cards, and equal values split the pot (or the half pot).
* ``shares`` give each seat's fraction of the whole pot (they sum to 1).
* Volatility as in :mod:`tests.reference.stud_wild`: after each listed round
  the leader is the seat with the best hand, ties going to the lowest seat,
  once on all the seat's cards ("full") and once on its face-up cards only
  ("showing").  ``full_leader_won`` / ``showing_leader_won`` say whether
  that leader is among the final (main pot / poker) winners and
  ``lead_changes`` counts the rounds 2.. whose full leader differs from the
  round before.
* A deck given to ``play_`` may be shorter than 52 cards; a deal that needs
  a card the deck no longer has raises ``ValueError`` (except where a game
  says what happens instead).  With a full deck and an allowed seat count
  no deck runs out.  Bad seat counts and bad options raise ``ValueError``.

Rank keys in the totals are ``2``..``9``, ``T``, ``J``, ``Q``, ``K``, ``A``
(and ``none`` / ``uncontested`` where stated).
"""

from .stud_more_common import SEAT_LIMITS, rank_key
from .countdown import play_countdown, simulate_countdown
from .kings_and_little_ones import play_kings_and_little_ones, simulate_kings_and_little_ones
from .three_card_extra import play_three_card_extra, simulate_three_card_extra
from .trump_is_wild import play_trump_is_wild, simulate_trump_is_wild
from .count_your_diamonds import (diamond_points, play_count_your_diamonds,
                                  simulate_count_your_diamonds)
from .half_court_basketball import (basketball_points, play_half_court_basketball,
                                    simulate_half_court_basketball)

__all__ = [
    "SEAT_LIMITS",
    "rank_key",
    "diamond_points",
    "basketball_points",
    "play_countdown",
    "simulate_countdown",
    "play_kings_and_little_ones",
    "simulate_kings_and_little_ones",
    "play_three_card_extra",
    "simulate_three_card_extra",
    "play_trump_is_wild",
    "simulate_trump_is_wild",
    "play_count_your_diamonds",
    "simulate_count_your_diamonds",
    "play_half_court_basketball",
    "simulate_half_court_basketball",
]

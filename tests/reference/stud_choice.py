"""Reference simulators for five stud games where the players choose.

The games: Have a Heart, English Stud, Open and Shut, Share Your Hole and
Mexican Stud.  Like :mod:`tests.reference.stud_wild` this is plain, slow
Python: one deal at a time from an explicit deck, every hand scored with
:func:`tests.reference.evaluator.fast_high` (which the evaluator tests check
against the brute-force :func:`~tests.reference.evaluator.brute_high`).  It
shares no code with the project's kernels.

A module per game (``have_a_heart``, ``english_stud``, ``open_and_shut``,
``share_your_hole``, ``mexican_stud``), the helpers they share in
``stud_choice_common``; this module gathers their public names.

Each game has a pair of functions:

* ``play_<game>(deck, players=..., **options)`` plays one deal from ``deck``
  (a list of cards, top card first) and returns a dict describing it;
* ``simulate_<game>(deals, players=..., seed=0, **options)`` plays ``deals``
  deals, each from a fresh shuffle of :func:`full_deck` made with one
  ``random.Random(seed)`` for the whole run, and returns counts.

Rules shared by all five games:

* A 52-card deck, no jokers, nothing wild unless a game says so.  ``deck``
  may be any list of distinct cards from it (a hand-built deck may be short;
  running out where a game has no reshuffle rule raises ``ValueError``).
* Seats ``0..P-1``; seat 0 sits left of the dealer and every street is dealt
  round the table in seat order.  An up card is dealt face up, a down card
  face down.
* Each seat plays its best five cards (``fast_high``; fewer than five cards
  make a short hand, where missing kickers lose).  Hands compare by
  ``(CATEGORY_INDEX[category], tiebreak)``, exactly as ``stud_wild._value``:
  a natural hand does not beat an equal hand made with wild cards, and equal
  best hands split the whole pot.  Nobody folds.
* Volatility, with ``stud_wild``'s definitions: after each round the game
  lists, the leader is the seat with the best hand, ties going to the lowest
  seat, once on all the seat's cards ("full") and once on its face-up cards
  only ("showing"; each game says exactly what that is).  A seat with no card
  to judge (e.g. no face-up card left) ranks below every hand.
  ``lead_changes`` counts the rounds 2.. whose full leader differs from the
  round before.
* Impossible seat counts and unknown options raise ``ValueError``.

Every ``play_`` result holds ``hands`` (per seat, the ``fast_high`` result of
the seat's final hand), ``winners`` (sorted seats sharing the pot), ``shares``
(per seat, the fraction of the whole pot won), ``seats`` (the seats' final
cards, as each game describes), ``full_leaders``, ``showing_leaders``,
``full_leader_won``, ``showing_leader_won`` (per round, the leader is among
the winners) and ``lead_changes``, plus the game's own keys.

Every ``simulate_`` result holds ``deals``, ``winner_category`` (Counter of
the winning hand's category), ``hand_category`` (Counter over all seats of
all deals), ``seat_win`` (``{seat: summed shares}``), ``tie`` (deals whose
pot is split), ``leader_wins_full`` and ``leader_wins_showing`` (per round,
deals whose leader won or shared the pot) and ``lead_changes`` (Counter of
per-deal counts), plus the game's own keys.
"""

from .have_a_heart import play_have_a_heart, simulate_have_a_heart
from .english_stud import play_english_stud, simulate_english_stud
from .open_and_shut import play_open_and_shut, simulate_open_and_shut
from .share_your_hole import play_share_your_hole, simulate_share_your_hole
from .mexican_stud import play_mexican_stud, simulate_mexican_stud

__all__ = [
    "play_have_a_heart",
    "simulate_have_a_heart",
    "play_english_stud",
    "simulate_english_stud",
    "play_open_and_shut",
    "simulate_open_and_shut",
    "play_share_your_hole",
    "simulate_share_your_hole",
    "play_mexican_stud",
    "simulate_mexican_stud",
]

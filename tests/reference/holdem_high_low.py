"""Reference simulator for Texas Hold'em high-low, eight or better, without betting.

A "reference twin" written from the rules alone, sharing no code with the
project's kernels.  The deal, the board and the high hands are exactly those
of :mod:`tests.reference.texas_holdem` (whose ``play`` is called for them);
the low hands come from :func:`tests.reference.evaluator.brute_low` with
``kind="a5"``.

The game, as played here
------------------------
* Two to ten seats, one 52-card deck, nothing wild, no burn cards; seat ``s``
  gets deck cards ``s`` and ``P + s``, then five board cards follow (see the
  Hold'em twin).  No betting, nobody folds.
* The pot is split in two halves.  The high half goes to the best high hand
  (best five of the seven cards, as in Hold'em).  The low half goes to the
  best ace-to-five low (straights and flushes do not count, the ace is low)
  among the seats that qualify.  A seat qualifies when the best five of its
  seven cards for low hold five different ranks, all 8 or lower (ace low):
  its best a5 low has no pair and its highest card is at most 8.  Any of its
  hole cards may be used, both, one or none, for each half independently.
* If no seat qualifies, the high hand(s) take the whole pot.
* Each half is shared equally among the seats tied for it.  A seat's share is
  ``0.5 / #high winners`` (if it is a high winner) plus ``0.5 / #low winners``
  (if it is a low winner) when there is a qualifying low, otherwise the
  Hold'em share ``1 / #high winners``.

What is recorded
----------------
Every key of the Hold'em twin's ``play``; "winners", "winner_category",
"hands", "leaders", "leader_won", "lead_changes", "board_plays" and
"hole_used" stay about the HIGH hand, while "shares" are the split shares
above.  Added:

* ``lows``: each seat's best a5 low key (``brute_low``; lower is better);
* ``qualifies``: per seat, whether its low qualifies (eight or better);
* ``low_winners``: the seats with the best qualifying low (empty without one);
* ``no_low``: True when no seat qualifies;
* ``low_top``: the winning low's highest rank as a text, ``"5"`` .. ``"8"``,
  or ``None`` without a low;
* ``scoop``: True when one seat is the only high winner and also the only
  low winner, or the only high winner when there is no low;
* ``low_tie``: True when the low half is shared (two or more low winners).
"""

from collections import Counter

from . import texas_holdem as th
from .evaluator import brute_low
from .five_card_draw import shuffled_decks

MIN_PLAYERS = th.MIN_PLAYERS
MAX_PLAYERS = th.MAX_PLAYERS
LOW_LIMIT = 8  # eight or better: the highest low card a qualifying hand may hold
_NO_PAIR = 0  # index of "no-pair" in LOW_A5_STRUCTURES


def low_value(cards):
    """Best ace-to-five low key of ``cards`` (best five; lower is better)."""
    return brute_low(list(cards), kind="a5")


def qualifies(low):
    """Whether an a5 low key is eight or better: no pair and top card <= 8."""
    structure, ranks = low
    return structure == _NO_PAIR and ranks[0] <= LOW_LIMIT


def play(deck, players):
    """Play one deal from ``deck`` (card texts, top first); see the module docstring."""
    deal = th.play(deck, players)  # checks the arguments, deals, scores the high hands
    holes, board = deal["hole"], deal["board"]

    lows = [low_value(hole + board) for hole in holes]
    qualified = [qualifies(low) for low in lows]
    if any(qualified):
        best_low = min(low for low, ok in zip(lows, qualified) if ok)
        low_winners = [seat for seat in range(players) if qualified[seat] and lows[seat] == best_low]
        low_top = str(best_low[1][0])
    else:
        low_winners = []
        low_top = None

    high_winners = deal["winners"]
    if low_winners:
        shares = [
            (0.5 / len(high_winners) if seat in high_winners else 0.0)
            + (0.5 / len(low_winners) if seat in low_winners else 0.0)
            for seat in range(players)
        ]
    else:
        shares = [1.0 / len(high_winners) if seat in high_winners else 0.0 for seat in range(players)]

    scoop = len(high_winners) == 1 and (not low_winners or low_winners == high_winners)

    deal.update(
        {
            "shares": shares,
            "lows": lows,
            "qualifies": qualified,
            "low_winners": low_winners,
            "no_low": not low_winners,
            "low_top": low_top,
            "scoop": scoop,
            "low_tie": len(low_winners) > 1,
        }
    )
    return deal


def new_totals(players, deals):
    """Empty totals of ``simulate``: the Hold'em twin's plus the high-low counts."""
    totals = th.new_totals(players, deals)
    totals.update({"no_low": 0, "low_top": Counter(), "scoops": 0, "low_ties": 0})
    return totals


def add_deal(totals, deal, players):
    """Add one ``play`` result to ``totals`` (the seat shares are the split shares)."""
    th.add_deal(totals, deal, players)
    totals["no_low"] += deal["no_low"]
    if deal["low_top"] is not None:
        totals["low_top"][deal["low_top"]] += 1
    totals["scoops"] += deal["scoop"]
    totals["low_ties"] += deal["low_tie"]


def simulate(players, deals, seed):
    """Totals over ``deals`` deals, each from a fresh shuffle of the 52 cards
    (:func:`tests.reference.five_card_draw.shuffled_decks` with ``seed``)."""
    th._check_players(players)
    totals = new_totals(players, deals)
    for deck, _rng in shuffled_decks(seed, deals):  # refuses a bad ``deals``
        add_deal(totals, play(deck, players), players)
    return totals

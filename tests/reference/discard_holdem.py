"""Reference simulator for the discard Hold'em games without betting (plain, slow Python).

A "reference twin" for Pineapple, Crazy Pineapple and Irish: written from the
rules of the games alone, with no code taken from the project's kernels.  All
hand values come from :func:`tests.reference.evaluator.fast_high` (through
:func:`tests.reference.texas_holdem.hand_value`); a seat's value before its
discard is Tahoe's :func:`tests.reference.tahoe.seat_value`; the card checks,
the shuffled decks and the leader rule are those of
:mod:`tests.reference.five_card_draw`; the totals are kept as the Hold'em twin
keeps them, with one count ("regret") added.

The games, as played here
-------------------------
Each is Hold'em in which a seat gets more than two hole cards and must throw
the extra ones away at a fixed moment, so that it ends with exactly two:

=================== ========== ========== ==================================
game                hole cards thrown     when
=================== ========== ========== ==================================
``pineapple``       3          1          straight after the deal (no board)
``crazy-pineapple`` 3          1          once the flop is out, before the turn
``irish``           4          2          once the flop is out, before the turn
=================== ========== ========== ==================================

* Two to ten seats (0..P-1), one 52-card deck, nothing wild.  The deck is a
  list of card texts, top card first, all different, no jokers, and at least
  ``H * P + 5`` long (H hole cards a seat): 35 cards for ten seats of
  Pineapple, 45 for ten of Irish.
* The hole cards go out in H passes round the table, one card to each seat a
  pass, seat 0 first: seat ``s`` holds deck cards ``s``, ``P + s``, ...
* The board follows at once with no burn cards: flop (three cards), turn
  (one), river (one).  Thrown-away cards are out of the deal for good: they
  are neither dealt again nor played.
* Every seat throws away at the same moment, each one looking only at its own
  hole cards and the board cards out by then.  What it keeps is two of its
  hole cards, chosen by the policy.  From then on it plays Hold'em: its hand
  is the best five of its two kept cards and the board (both, one or none of
  the kept cards).
* Showdown: the best final hand takes the pot, equal best hands split it
  equally.  No betting, nobody folds.

Keep policies
-------------
* ``"standard"`` (the default): the pair of hole cards whose best hand with
  the board known at the moment of the throw is the best.  For Pineapple no
  board card is out, so the two cards are judged alone (a pair beats two
  different cards, then the ranks, highest first).  When several pairs are
  equally good, the first in the order of
  ``itertools.combinations(range(H), 2)`` over the hole positions (in dealing
  order) wins: (0, 1), then (0, 2), (0, 3), (1, 2), ...
* ``"high"``: the two hole cards of highest rank (aces high), the earlier
  dealt card first among cards of equal rank.

What is recorded
----------------
* ``hole`` (the cards dealt, in dealing order), ``kept`` (each seat's two
  kept cards, in dealing order), ``discarded`` (the others), ``board``,
  ``hands`` (each seat's final category), ``winners``, ``shares``,
  ``winner_category``.
* ``leaders``: at each of three moments, the lowest seat with the best value
  on the cards out by then.  Before a seat's throw its value is the best over
  every pair of its hole cards with the board out so far (Tahoe's rule); after
  the throw it is its kept pair with that board.  The moments: after the deal
  (for Pineapple after the throw, which comes before any board card; for the
  other two before it), after the flop (for the other two, after the throw),
  after the turn.
* ``leader_won``: for each leader, whether it is among the final winners.
* ``lead_changes``: how often the seat changes along (leader after the deal,
  after the flop, after the turn, lowest final winner): 0..3.
* ``board_plays``: the best final hand is worth just what the five board cards
  make alone (then every seat shares).
* ``hole_used``: how many of its kept cards the lowest winner needs: 0 when
  the board alone reaches the best value, else 1 when the board and one of its
  kept cards (best five of six) reach it, else 2.
* ``regret``: per seat, True when it did not win but some other pair of the
  hole cards it was dealt would, with the final board, have made a hand at
  least as good as every other seat's final hand (the others' hands as they
  were played, with the cards they kept).
"""

from itertools import combinations

from .evaluator import CATEGORIES, card_rank
from .five_card_draw import _cards, _leader, shuffled_decks
from .tahoe import seat_value
from .texas_holdem import STREETS, add_deal as _holdem_add_deal, hand_value, new_totals as _holdem_new_totals

__all__ = [
    "GAMES",
    "POLICIES",
    "play",
    "simulate",
    "keep_positions",
    "new_totals",
    "add_deal",
    "STREETS",
]

#: game -> (hole cards dealt to a seat, board cards out when the seats throw away)
GAMES = {
    "pineapple": (3, 0),
    "crazy-pineapple": (3, 3),
    "irish": (4, 3),
}
POLICIES = ("standard", "high")
MIN_PLAYERS = 2
MAX_PLAYERS = 10
KEPT = 2
BOARD_SIZE = 5
FLOP = 3
TURN = 4  # board cards out after the turn
KNOWN = (0, FLOP, TURN)  # board cards out at the three leader moments


# ---------------------------------------------------------------------------
# Checks and small helpers
# ---------------------------------------------------------------------------


def _check_players(players):
    if isinstance(players, bool) or not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"these games are played by {MIN_PLAYERS}..{MAX_PLAYERS} seats; got {players!r}")


def _check_game(game):
    if not isinstance(game, str) or game not in GAMES:
        raise ValueError(f"unknown game {game!r}: choose from {', '.join(GAMES)}")


def _check_policy(policy):
    if not isinstance(policy, str) or policy not in POLICIES:
        raise ValueError(f"unknown policy {policy!r}: choose from {', '.join(POLICIES)}")


def _holes_and_board(deck, players, hole_size):
    """(each seat's hole cards in dealing order, the five board cards) from ``deck``."""
    cards = _cards(deck, "the deck")  # ValueError for a non-card, a joker or a repeated card
    needed = hole_size * players + BOARD_SIZE
    if len(cards) < needed:
        raise ValueError(f"{players} seats need at least {needed} cards; the deck has {len(cards)}")
    holes = [[] for _ in range(players)]
    position = 0
    for _ in range(hole_size):  # one pass round the table per hole card, seat 0 first
        for seat in range(players):
            holes[seat].append(cards[position])
            position += 1
    board = cards[position : position + BOARD_SIZE]  # flop, turn, river; no burn cards
    return holes, board


# ---------------------------------------------------------------------------
# The keep policies
# ---------------------------------------------------------------------------


def keep_positions(hole, board, policy="standard"):
    """The two hole positions (ascending) that ``policy`` keeps from ``hole``,
    seeing only the cards of ``board`` (the board out at the moment of the throw)."""
    _check_policy(policy)
    hole = list(hole)
    board = list(board)
    if len(hole) < KEPT:
        raise ValueError("a seat needs at least two hole cards")
    if policy == "high":
        # Highest rank first; the earlier dealt card first among equal ranks.
        order = sorted(range(len(hole)), key=lambda i: (-card_rank(hole[i]), i))
        return tuple(sorted(order[:KEPT]))
    best_pair, best_value = None, None
    for pair in combinations(range(len(hole)), KEPT):  # lexicographic order
        value = hand_value([hole[i] for i in pair] + board)
        if best_value is None or value > best_value:  # strictly better only: the first stays on a tie
            best_pair, best_value = pair, value
    return best_pair


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def play(deck, players, game="pineapple", policy="standard"):
    """Play one deal of ``game`` from ``deck`` (card texts, top first) and describe it.

    Keys: "hole", "kept", "discarded", "board", "hands", "winners", "shares",
    "winner_category", "leaders", "leader_won", "lead_changes", "board_plays",
    "hole_used", "regret"; see the module docstring.
    """
    _check_players(players)
    _check_game(game)
    _check_policy(policy)
    hole_size, throw_at = GAMES[game]
    holes, board = _holes_and_board(deck, players, hole_size)

    # The throw: every seat at once, on its own cards and the board out by then.
    positions = [keep_positions(hole, board[:throw_at], policy) for hole in holes]
    kept = [[hole[i] for i in pos] for hole, pos in zip(holes, positions)]
    discarded = [[card for i, card in enumerate(hole) if i not in pos] for hole, pos in zip(holes, positions)]

    def value(seat, known):
        """The seat's value with ``known`` board cards out."""
        if known >= throw_at:  # it has thrown away by then
            return hand_value(kept[seat] + board[:known])
        return seat_value(holes[seat], board[:known])

    leaders = [_leader([value(seat, known) for seat in range(players)]) for known in KNOWN]

    # The showdown: kept pair and the whole board.
    values = [hand_value(kept[seat] + board) for seat in range(players)]
    best = max(values)
    winners = [seat for seat in range(players) if values[seat] == best]
    shares = [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)]
    first = winners[0]

    # How many kept cards the lowest winner needs.
    board_value = hand_value(board)
    assert board_value <= best  # every seat may play the board
    board_plays = board_value == best
    if board_plays:
        hole_used = 0
        assert winners == list(range(players))
    elif any(hand_value(board + [card]) == best for card in kept[first]):
        hole_used = 1
    else:
        hole_used = 2

    # Regret: a losing seat that some other pair of its dealt cards would have made a winner.
    regret = []
    for seat in range(players):
        others = max(values[other] for other in range(players) if other != seat)
        sorry = seat not in winners and any(
            hand_value([holes[seat][i] for i in pair] + board) >= others
            for pair in combinations(range(hole_size), KEPT)
            if pair != positions[seat]
        )
        regret.append(sorry)

    sequence = leaders + [first]
    return {
        "hole": [list(hole) for hole in holes],
        "kept": kept,
        "discarded": discarded,
        "board": list(board),
        "hands": [CATEGORIES[v[0]] for v in values],
        "winners": winners,
        "shares": shares,
        "winner_category": CATEGORIES[best[0]],
        "leaders": leaders,
        "leader_won": [leader in winners for leader in leaders],
        "lead_changes": sum(1 for i in range(1, len(sequence)) if sequence[i] != sequence[i - 1]),
        "board_plays": board_plays,
        "hole_used": hole_used,
        "regret": regret,
    }


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def new_totals(players, deals):
    """Empty totals of ``simulate``: the Hold'em twin's keys plus "regret" (a count over seats)."""
    totals = _holdem_new_totals(players, deals)
    totals["regret"] = 0
    return totals


def add_deal(totals, deal, players):
    """Add one ``play`` result to ``totals`` (see ``new_totals``)."""
    _holdem_add_deal(totals, deal, players)
    totals["regret"] += sum(deal["regret"])


def simulate(players, deals, seed, game="pineapple", policy="standard"):
    """Totals over ``deals`` deals of ``game``, each from a fresh shuffle of the 52 cards
    (:func:`tests.reference.five_card_draw.shuffled_decks` with ``seed``)."""
    _check_players(players)
    _check_game(game)
    _check_policy(policy)
    totals = new_totals(players, deals)
    for deck, _rng in shuffled_decks(seed, deals):  # refuses a bad ``deals``
        add_deal(totals, play(deck, players, game, policy), players)
    return totals

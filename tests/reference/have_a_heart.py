"""Have a Heart: seven-card stud; a heart dealt face up takes any other seat's up
card.  The reference simulator, in the conventions of
:mod:`tests.reference.stud_choice`.
"""

from collections import Counter

from .evaluator import card_rank, card_suit, fast_high
from .stud_choice_common import (DOWN, UP, _Stock, _Volatility, _cards, _check_choice,
                                 _check_players, _score, _showdown, _simulate, _up)


def _heart_take(seats, taker):
    """``(victim, card)`` the ``take="best"`` policy takes, or ``None``.

    Every face-up card of every other seat is a candidate.  The key, biggest
    first: the value of the taker's best hand from all its cards plus the
    candidate; the candidate's rank; the victim nearest the taker's left
    (offset 1, 2, ... round the table); the earliest card in the victim's
    face-up cards.
    """
    players = len(seats)
    own = _cards(seats[taker])
    best_key = None
    best = None
    for offset in range(1, players):
        victim = (taker + offset) % players
        for index, card in enumerate(_up(seats[victim])):
            key = (_score(own + [card]), card_rank(card), -offset, -index)
            if best_key is None or key > best_key:
                best_key = key
                best = (victim, card)
    return best


def _take_choice(seats, taker, take):
    """``(victim, card)`` the ``take`` policy takes for a heart just dealt face
    up to ``taker``, or ``None`` (``"never"``, or nobody else shows a card)."""
    return _heart_take(seats, taker) if take == "best" else None


def play_have_a_heart(deck, players=7, take="best"):
    """Play one deal of Have a Heart from ``deck`` (top card first).

    Rules: seven-card stud, streets down, down, up, up, up, up, down
    (2..7 seats; nothing wild).  Each time a heart is dealt face up to a
    seat, right away (before the next card is dealt) that seat may take one
    face-up card from any other seat.

    Decisions:

    * The take happens at once, so only cards already face up at that
      moment can be taken: a heart to seat 0 on the first up street finds
      nobody showing and takes nothing.
    * Any face-up card of another seat may be taken, including a card that
      seat took earlier.  The taker keeps it face up, appended to its
      face-up cards; the victim gets no replacement.
    * A taken heart triggers nothing, and neither does a heart dealt face
      down (the two first cards and the final card).
    * ``take="best"`` always takes when another seat shows a card: the card
      that makes the taker's best hand (all its cards plus that card,
      ``fast_high``, nothing wild) highest; ties: the higher rank; then the
      seat nearest the taker's left (seat+1, seat+2, ... round the table);
      then the earliest card in that seat's face-up cards (in the order that
      seat received them, taken cards appended when taken).
      ``take="never"`` never takes.
    * Final hand: best five of all the seat's cards, or a short hand when
      takes leave it fewer than five (a seat always keeps at least three).
    * Volatility over 5 rounds: after each up street, its takes included,
      and after the final down street.  Full: all the seat's cards; showing:
      the seat's current face-up cards (taken cards in, cards taken away
      out; a seat with none left ranks below every hand).

    Returns ``hands``, ``winners``, ``shares``, ``seats`` (per seat, its
    final cards as ``(card, "down"|"up")`` in the order received, taken
    cards appended when taken), ``hand_sizes`` (per seat, cards at the end),
    ``takes`` (cards taken this deal) and the volatility keys
    (``full_leaders``, ``showing_leaders``, ``full_leader_won``,
    ``showing_leader_won``, ``lead_changes``).
    """
    _check_players("have-a-heart", players, 2, 7)
    _check_choice("take", take, ("best", "never"))
    stock = _Stock(deck)
    seats = [[] for _ in range(players)]
    takes = 0
    volatility = _Volatility()

    def snapshot():
        volatility.record(
            [_score(_cards(seat)) for seat in seats],
            [_score(_up(seat)) for seat in seats],
        )

    for _ in range(2):
        for seat in range(players):
            seats[seat].append((stock.draw("the down cards"), DOWN))
    for _ in range(4):
        for seat in range(players):
            card = stock.draw("the up cards")
            seats[seat].append((card, UP))
            if card_suit(card) == "h":
                choice = _take_choice(seats, seat, take)
                if choice is not None:
                    victim, taken = choice
                    seats[victim].remove((taken, UP))
                    seats[seat].append((taken, UP))
                    takes += 1
        snapshot()
    for seat in range(players):
        seats[seat].append((stock.draw("the final down cards"), DOWN))
    snapshot()

    hands = [fast_high(_cards(seat)) for seat in seats]
    winners, shares = _showdown(hands)
    result = {
        "hands": hands,
        "winners": winners,
        "shares": shares,
        "seats": seats,
        "hand_sizes": [len(seat) for seat in seats],
        "takes": takes,
    }
    result.update(volatility.result(winners))
    return result


def simulate_have_a_heart(deals, players=7, seed=0, take="best"):
    """Play ``deals`` shuffled deals of Have a Heart; return the counts.

    The common keys (5 volatility rounds) plus ``hand_size`` (Counter of
    final hand sizes, every seat of every deal) and ``takes`` (Counter of
    takes per deal).
    """
    _check_players("have-a-heart", players, 2, 7)
    _check_choice("take", take, ("best", "never"))

    def add_own(totals, deal):
        for size in deal["hand_sizes"]:
            totals["hand_size"][size] += 1
        totals["takes"][deal["takes"]] += 1

    return _simulate(
        deals,
        players,
        seed,
        5,
        lambda deck, rng: play_have_a_heart(deck, players, take),
        {"hand_size": Counter(), "takes": Counter()},
        add_own,
    )

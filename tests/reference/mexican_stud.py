"""Mexican Stud: five-card stud dealt face down; each round a seat turns up one
of two hidden cards.  The reference simulator, in the conventions of
:mod:`tests.reference.stud_choice`.
"""

from collections import Counter

from .evaluator import card_rank, fast_high
from .stud_choice_common import (DOWN, UP, _Stock, _Volatility, _cards, _changes, _check_choice,
                                 _check_players, _score, _showdown, _simulate, _up)


def _mexican_flip(first, second, flip):
    """Which of the two face-down cards (``first`` received first) to turn up."""
    if flip == "hide-high":
        return first if card_rank(first) <= card_rank(second) else second
    return first if card_rank(first) >= card_rank(second) else second


def play_mexican_stud(deck, players=7, flip="hide-high"):
    """Play one deal of Mexican Stud from ``deck`` (top card first).

    Rules: five-card stud (2..10 seats; nothing wild) in four rounds.  Round
    1: two passes of face-down cards; rounds 2, 3 and 4: one face-down card
    each.  After each round's cards every seat turns face up one of its two
    face-down cards.  Final: one down, four up; best five.

    Decisions:

    * ``flip="hide-high"``: turn up the lower-ranked card (equal ranks: the
      one received first); ``flip="show-high"``: turn up the higher-ranked
      card (equal ranks: the one received first).
    * The flips come after the whole round is dealt; they never change the
      final hands, only the showing cards.
    * Volatility over 4 rounds, after each round's flips.  Full: all the
      seat's cards; showing: its face-up cards.  ``showing_lead_changes``
      counts the rounds 2..4 whose showing leader differs from the round
      before (``lead_changes`` does the same for the full leader).

    Returns ``hands``, ``winners``, ``shares``, ``seats`` (per seat, its
    cards as ``(card, "down"|"up")`` in the order received),
    ``showing_lead_changes`` and the volatility keys.
    """
    _check_players("mexican-stud", players, 2, 10)
    _check_choice("flip", flip, ("hide-high", "show-high"))
    stock = _Stock(deck)
    seats = [[] for _ in range(players)]
    volatility = _Volatility()

    for round_number in range(1, 5):
        passes = 2 if round_number == 1 else 1
        for _ in range(passes):
            for seat in range(players):
                seats[seat].append((stock.draw(f"round {round_number}"), DOWN))
        for seat in range(players):
            first, second = [card for card, face in seats[seat] if face == DOWN]
            turned = _mexican_flip(first, second, flip)
            seats[seat] = [(card, UP if card == turned else face) for card, face in seats[seat]]
        volatility.record(
            [_score(_cards(seat)) for seat in seats],
            [_score(_up(seat)) for seat in seats],
        )

    hands = [fast_high(_cards(seat)) for seat in seats]
    winners, shares = _showdown(hands)
    result = {
        "hands": hands,
        "winners": winners,
        "shares": shares,
        "seats": seats,
    }
    result.update(volatility.result(winners))
    result["showing_lead_changes"] = _changes(result["showing_leaders"])
    return result


def simulate_mexican_stud(deals, players=7, seed=0, flip="hide-high"):
    """Play ``deals`` shuffled deals of Mexican Stud; return the counts.

    The common keys (4 volatility rounds) plus ``showing_lead_changes``
    (Counter of per-deal counts).
    """
    _check_players("mexican-stud", players, 2, 10)
    _check_choice("flip", flip, ("hide-high", "show-high"))

    def add_own(totals, deal):
        totals["showing_lead_changes"][deal["showing_lead_changes"]] += 1

    return _simulate(
        deals,
        players,
        seed,
        4,
        lambda deck, rng: play_mexican_stud(deck, players, flip),
        {"showing_lead_changes": Counter()},
        add_own,
    )

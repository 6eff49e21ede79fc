"""English Stud: seven-card stud with a one-card draw after the fifth, sixth and
seventh cards.  The reference simulator, in the conventions of
:mod:`tests.reference.stud_choice`.
"""

from collections import Counter

from .evaluator import CATEGORY_INDEX, card_rank, fast_high
from .stud_choice_common import (DOWN, STRAIGHT, UP, _Stock, _Volatility, _cards, _check_choice,
                                 _check_players, _check_rng, _score, _showdown, _simulate, _up)

ENGLISH_FACES = (DOWN, DOWN, UP, UP, UP, UP, DOWN)  # streets 1..7
ENGLISH_DRAW_STREETS = (5, 6, 7)


def _english_discard(cards):
    """Position the ``draw="improve"`` policy discards, or ``None`` to stand pat.

    Five cards making a straight or better: stand pat.  Otherwise discard
    the card whose removal leaves the best value of the remaining cards;
    ties: the lowest rank, then the earliest position.
    """
    if len(cards) == 5 and CATEGORY_INDEX[fast_high(cards)[0]] >= STRAIGHT:
        return None
    best_key = None
    best = None
    for position, card in enumerate(cards):
        rest = cards[:position] + cards[position + 1 :]
        key = (_score(rest), -card_rank(card), -position)
        if best_key is None or key > best_key:
            best_key = key
            best = position
    return best


def play_english_stud(deck, players=7, draw="improve", rng=None):
    """Play one deal of English Stud from ``deck`` (top card first).

    Rules: seven-card stud (2..7 seats; nothing wild), streets 1..7 = down,
    down, up, up, up, up, down.  After streets 5, 6 and 7 there is a draw:
    each seat in seat order may discard one card and get a replacement from
    the stock.

    Decisions:

    * The replacement takes the discarded card's place (same position in the
      seat's card list, positions counted in the order the cards were dealt)
      and its face: up for an up card, down for a down card.
    * ``draw="improve"``: let v(S) be the ``fast_high`` value of a card list.
      If the seat holds exactly five cards (only at the street-5 draw) and
      its category is straight or better (straight, flush, full house, four
      of a kind, straight flush), it stands pat.  Otherwise (so always at
      the street-6 and street-7 draws, with six or seven cards) it discards
      the card whose removal leaves the highest v of the remaining cards;
      ties: the lowest rank; then the earliest position.
      ``draw="never"``: nobody ever draws.
    * A seat discards first, then is dealt its replacement; the discard goes
      on the discard pile (kept in the order discarded) at once.
    * Running out: whenever a card is needed (a replacement or a street
      card) and the stock is empty, every card discarded so far and not
      already reshuffled, the current seat's own discard included, is
      shuffled with ``rng.shuffle`` (in place, the pile in discard order
      before the shuffle) and becomes the new stock, dealt from its front.
      ``rng`` (a ``random.Random``) is needed only if that happens; then
      ``rng=None`` raises ``ValueError``, as does an empty stock with no
      discards.
    * Volatility over 5 rounds: after street 3, after street 4, after street
      5's draw, after street 6's draw and after street 7's draw.  Full: all
      the seat's cards; showing: its current up cards (replacements of up
      cards included).

    Returns ``hands``, ``winners``, ``shares``, ``seats`` (per seat, its
    final cards as ``(card, "down"|"up")`` by position), ``drawn`` (per
    seat, replacement cards received), ``reshuffled`` (True if the discards
    were ever reshuffled) and the volatility keys.
    """
    _check_players("english-stud", players, 2, 7)
    _check_choice("draw", draw, ("improve", "never"))
    _check_rng(rng)
    stock = _Stock(deck, rng)
    seats = [[] for _ in range(players)]
    drawn = [0] * players
    volatility = _Volatility()

    for street, face in enumerate(ENGLISH_FACES, start=1):
        for seat in range(players):
            seats[seat].append((stock.draw(f"street {street}"), face))
        if street in ENGLISH_DRAW_STREETS and draw == "improve":
            for seat in range(players):
                position = _english_discard(_cards(seats[seat]))
                if position is None:
                    continue
                old, old_face = seats[seat][position]
                stock.discard(old)
                seats[seat][position] = (stock.draw("a replacement card"), old_face)
                drawn[seat] += 1
        if street >= 3:
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
        "drawn": drawn,
        "reshuffled": stock.reshuffles > 0,
    }
    result.update(volatility.result(winners))
    return result


def simulate_english_stud(deals, players=7, seed=0, draw="improve"):
    """Play ``deals`` shuffled deals of English Stud; return the counts.

    The run's one ``random.Random(seed)`` shuffles each deck and also does
    any reshuffle of the discards.  The common keys (5 volatility rounds)
    plus ``drawn`` (Counter of replacement cards per seat, every seat of
    every deal) and ``reshuffled`` (deals where the discards were
    reshuffled).
    """
    _check_players("english-stud", players, 2, 7)
    _check_choice("draw", draw, ("improve", "never"))

    def add_own(totals, deal):
        for count in deal["drawn"]:
            totals["drawn"][count] += 1
        totals["reshuffled"] += deal["reshuffled"]

    return _simulate(
        deals,
        players,
        seed,
        5,
        lambda deck, rng: play_english_stud(deck, players, draw, rng),
        {"drawn": Counter(), "reshuffled": 0},
        add_own,
    )

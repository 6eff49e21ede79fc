"""Reference simulator for Italian Poker (plain, slow Python).

A "reference twin": written from the rules alone, sharing no code with the
project's kernels.  Hands are scored with
:func:`tests.reference.evaluator.fast_high`; decks, the deal and the card
checks come from :mod:`tests.reference.five_card_draw`.

The game, as played here
------------------------
* Two to seven seats (0..P-1), one 52-card deck without jokers, nothing wild.
  The deck is a list of card texts, top card first.  High hands: the best
  five-card poker hand, straights and flushes counting.
* The deal: five passes round the table, one card to each seat per pass,
  seat 0 first.  What is left of the deck is the stock, top card first.
* The middle: two cards are turned up from the stock.  The first one turned
  carries the marker ("marked"); the second does not.  The middle is written
  ``[marked, unmarked]``.
* The exchange: one round, seat 0 first, then seat 1, and so on.  Each seat,
  seeing both middle cards, does one of three things:

  - stands pat (gives nothing, takes nothing);
  - gives one of its cards (it leaves the game) and takes the marked card.
    The card still in the middle gets the marker, and a fresh card is turned
    from the stock as the new unmarked card;
  - gives two of its cards (they leave the game) and takes both middle cards.
    Two fresh cards are turned from the stock, the first of them marked.

  Afterwards the seat holds its kept cards in their old order followed by the
  card(s) it took, the marked one first.  The middle is refilled after every
  exchange, the last seat's included, so a deck must hold ``7 * P + 2`` cards
  (five a seat, the first two middle cards, and up to two refills a seat);
  seven seats use at most 51 cards.
* The showdown: every seat shows its five cards; the best hand takes the pot
  and equal best hands share it equally.  Hands compare by
  ``(CATEGORY_INDEX[category], tiebreak)``.  Nobody folds; no betting.

Exchange policies (see :func:`choose_exchange`)
-----------------------------------------------
The options, in this fixed order: pat; giving hand position 0, 1, 2, 3 or 4
for the marked card; giving positions ``(i, j)``, ``i < j``, in lexicographic
order, for both middle cards.  The resulting five cards of each option are
scored and the option with the best value is taken; among equal values the
first option in the order wins.

* ``"standard"``: every option above.
* ``"one"``: pat and the one-card options only.
* ``"pat"``: always pat.

What is recorded
----------------
``before`` and ``hands`` are each seat's category on its dealt and final five
cards; ``improved`` says the final category ranks above the dealt one.
``choice`` is the number of cards each seat exchanged (0, 1 or 2).  The leader
before the exchange is the lowest seat holding the best dealt hand;
``leader_won`` says it is among the winners and ``lead_changes`` is 1 when the
lowest winner is another seat, else 0.
"""

from collections import Counter
from itertools import combinations

from .evaluator import CATEGORIES, CATEGORY_INDEX, card_rank, card_suit, fast_high
from .five_card_draw import _cards, _check_players, _leader, deal_passes, shuffled_decks

POLICIES = ("standard", "one", "pat")
MIN_PLAYERS = 2
MAX_PLAYERS = 7
HAND_SIZE = 5
MIDDLE_SIZE = 2

#: Every option in the fixed order: (), (0,) .. (4,), (0, 1) .. (3, 4).
OPTIONS = (
    [()]
    + [(i,) for i in range(HAND_SIZE)]
    + list(combinations(range(HAND_SIZE), 2))
)


# ---------------------------------------------------------------------------
# Checks and small helpers
# ---------------------------------------------------------------------------


def _check_policy(policy):
    if policy not in POLICIES:
        raise ValueError(f"unknown exchange policy {policy!r}: choose from {', '.join(POLICIES)}")


def cards_needed(players):
    """Cards a deck must hold for ``players`` seats: the deal, the first middle, two refills a seat."""
    return HAND_SIZE * players + MIDDLE_SIZE + MIDDLE_SIZE * players


# Five-card values.  The value of exactly five cards depends only on their
# ranks and on whether all five share a suit, so the cache is keyed by exactly
# that; a hit returns what fast_high would.
_VALUES = {}


def hand_value(cards):
    """``(category index, tiebreak)`` of five cards."""
    assert len(cards) == HAND_SIZE
    key = (tuple(sorted(card_rank(card) for card in cards)), len({card_suit(card) for card in cards}) == 1)
    value = _VALUES.get(key)
    if value is None:
        category, tiebreak, _ = fast_high(list(cards))
        value = (CATEGORY_INDEX[category], tuple(tiebreak))
        _VALUES[key] = value
    return value


def _after(hand, middle, given):
    """The five cards after giving hand positions ``given``: kept cards in order, then the taken."""
    kept = [hand[i] for i in range(len(hand)) if i not in given]
    return kept + list(middle[: len(given)])  # one card: the marked; two: marked, unmarked


# ---------------------------------------------------------------------------
# The exchange policies
# ---------------------------------------------------------------------------


def _choose(hand, middle, policy):
    if policy == "pat":
        return ()
    best, best_value = None, None
    for given in OPTIONS:
        if policy == "one" and len(given) == 2:
            continue
        value = hand_value(_after(hand, middle, given))
        if best is None or value > best_value:  # strictly better: the first of equals stays
            best, best_value = given, value
    return best


def choose_exchange(hand, middle, policy="standard"):
    """The hand positions ``policy`` gives away: ``()`` for pat, ``(i,)`` or ``(i, j)``.

    ``hand`` is five cards; ``middle`` is ``[marked, unmarked]``.
    """
    _check_policy(policy)
    cards = _cards(hand, "the hand")
    if len(cards) != HAND_SIZE:
        raise ValueError(f"a hand has {HAND_SIZE} cards; got {len(cards)}")
    middle_cards = _cards(middle, "the middle")
    if len(middle_cards) != MIDDLE_SIZE:
        raise ValueError(f"the middle has {MIDDLE_SIZE} cards (marked, unmarked); got {len(middle_cards)}")
    if set(cards) & set(middle_cards):
        raise ValueError("a card is both in the hand and in the middle")
    return _choose(cards, middle_cards, policy)


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def play(deck, players, policy="standard"):
    """Play one deal from ``deck`` (card texts, top first) and describe it.

    Besides the keys in the module docstring the result holds "dealt" and
    "seats" (each seat's five cards after the deal and at the showdown),
    "seen" (the middle ``[marked, unmarked]`` each seat saw at its turn),
    "given" (the cards each seat gave, in its hand order), "middle" (the
    middle after the last exchange) and "stock_used" (cards turned from the
    stock after the deal, the first two included).
    """
    _check_players(players)
    _check_policy(policy)
    cards = _cards(deck, "the deck")  # ValueError for a non-card, a joker or a repeated card
    need = cards_needed(players)
    if len(cards) < need:
        raise ValueError(f"{players} seats need at least {need} cards; the deck has {len(cards)}")

    hands, stock = deal_passes(cards, players, HAND_SIZE)  # five passes, seat 0 first in each
    dealt = [list(hand) for hand in hands]
    stock = list(stock)
    turned = 0

    def turn():
        nonlocal turned
        turned += 1
        return stock.pop(0)

    middle = [turn(), turn()]  # the first turned is marked
    seen, given_cards, choice = [], [], []
    for seat in range(players):
        seen.append(list(middle))
        given = _choose(hands[seat], middle, policy)
        given_cards.append([hands[seat][i] for i in given])
        hands[seat] = _after(hands[seat], middle, given)
        choice.append(len(given))
        if len(given) == 1:
            middle = [middle[1], turn()]  # the leftover card gets the marker
        elif len(given) == 2:
            middle = [turn(), turn()]  # the first of the new pair is marked

    # The showdown.
    before_values = [hand_value(hand) for hand in dealt]
    values = [hand_value(hand) for hand in hands]
    best = max(values)
    winners = [seat for seat in range(players) if values[seat] == best]
    shares = [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)]
    before = [CATEGORIES[value[0]] for value in before_values]
    final = [CATEGORIES[value[0]] for value in values]
    leader_before = _leader(before_values)
    return {
        "dealt": dealt,
        "seats": [list(hand) for hand in hands],
        "hands": final,
        "before": before,
        "improved": [CATEGORY_INDEX[final[s]] > CATEGORY_INDEX[before[s]] for s in range(players)],
        "choice": choice,
        "winners": winners,
        "shares": shares,
        "leader_before": leader_before,
        "leader_won": leader_before in winners,
        "lead_changes": 1 if winners[0] != leader_before else 0,
        "seen": seen,
        "given": given_cards,
        "middle": list(middle),
        "stock_used": turned,
    }


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def simulate(players, deals, seed, policy="standard"):
    """Totals over ``deals`` deals, each from a fresh shuffle of the 52 cards
    (:func:`tests.reference.five_card_draw.shuffled_decks` with ``seed``)."""
    _check_players(players)
    _check_policy(policy)
    totals = {
        "deals": deals,
        "winner_category": Counter(),
        "hand_category": Counter(),
        "before": Counter(),
        "improved": Counter(),
        "choice": Counter(),
        "ties": 0,
        "leader_won": 0,
        "lead_changes": 0,
        "seat_shares": [0.0] * players,
    }
    for deck, _rng in shuffled_decks(seed, deals):
        deal = play(deck, players, policy=policy)
        # Every winner holds an equal hand, so the first gives the category.
        totals["winner_category"][deal["hands"][deal["winners"][0]]] += 1
        for seat in range(players):
            totals["hand_category"][deal["hands"][seat]] += 1
            totals["before"][deal["before"][seat]] += 1
            if deal["improved"][seat]:
                totals["improved"][deal["before"][seat]] += 1
            totals["choice"][deal["choice"][seat]] += 1
            totals["seat_shares"][seat] += deal["shares"][seat]
        totals["ties"] += len(deal["winners"]) > 1
        totals["leader_won"] += deal["leader_won"]
        totals["lead_changes"] += deal["lead_changes"]
    return totals

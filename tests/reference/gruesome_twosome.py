"""Reference simulator for "Gruesome Twosome" (plain, slow Python).

It is a "reference twin": written from the rules alone and sharing no code
with the project's kernels.  Only the card-text helpers of
:mod:`tests.reference.evaluator` and the deck shuffler of
:mod:`tests.reference.five_card_draw` are borrowed.

The game, as played here
------------------------
* Two-card poker for two to ten seats (0..P-1) with one 52-card deck and no
  wild cards.  The deck is a list of card texts, top card first.
* The deal: two passes round the table, one card to each seat per pass, seat
  0 first in each pass.  Whatever remains of the deck is the stock, taken from
  the top.
* Three draws follow.  In each one the seats act in order, seat 0 first: a seat
  either keeps both cards, or throws one card away and takes the top card of
  the stock, so it holds the card it kept followed by the new one.  Ten seats
  drawing three times need at most 30 cards and the stock then holds 32, so a
  full deck never runs dry; a short hand-built deck whose stock is empty when
  a seat wants a card raises ``ValueError`` (nothing is reshuffled).
* Hands: any pair beats any two unpaired cards.  Pairs compare by rank (aces
  high, twos low).  Unpaired hands compare their higher card first and their
  lower card second.  There are no straights and no flushes, and suits never
  matter.  A hand's value is ``(1, rank)`` for a pair and ``(0, high, low)``
  otherwise, ranks 2..14.  The categories are "one-pair" and "high-card".
* The showdown: the best hand takes the pot; equal best hands split it
  equally.  Nobody folds and there is no betting.

Draw policies (see :func:`choose_discard`), applied by each seat at each of
the three draws to the two cards it holds at that moment:

* ``"standard"`` (the default): keep a pair; otherwise throw the lower card.
* ``"pat"``: never draw.
* ``"ace-king"``: ``"standard"``, except that an unpaired ace and king is
  kept as well.

The Testa transparency option (shown discards, the third draw face up) does
not change any card, since every policy looks only at the seat's own hand.
What it decides is who opens the betting after each draw, and the twin always
reports that seat (the "starter"):

* a seat's discard hand after draw k is the best two-card hand that can be
  formed from every card it threw away in draws 1..k: the highest pair among
  them if two share a rank, else its two highest discards as an unpaired hand;
  a single discard counts as ``(0, rank, 0)``, i.e. below every unpaired
  two-card hand with the same top card and above those with a lower top card;
  a seat that has thrown nothing has a discard hand below every seat that has;
* the starter after draw k is the seat with the best discard hand, the lowest
  seat among equals (so seat 0 when nobody has thrown a card yet).

The leader at a moment is the lowest seat holding the best hand at that
moment.  ``"leaders"`` lists the leaders after the deal, after draw 1 and
after draw 2; the leader after draw 3 is the lowest winner.  ``"lead_changes"``
counts the draws k = 1, 2, 3 after which the leader differs from the one
before that draw.
"""

from collections import Counter

from .evaluator import RANKS, card_rank, normalize_card
from .five_card_draw import shuffled_decks

POLICIES = ("standard", "pat", "ace-king")
MIN_PLAYERS = 2
MAX_PLAYERS = 10
HAND_SIZE = 2
DRAWS = 3
ACE = 14
KING = 13

#: Categories, worst first; a category's index is its position here.
CATEGORIES = ("high-card", "one-pair")
CATEGORY_INDEX = {name: i for i, name in enumerate(CATEGORIES)}

#: The discard hand of a seat that has thrown nothing: below every real value.
NO_DISCARDS = (-1,)


# ---------------------------------------------------------------------------
# Checks
# ---------------------------------------------------------------------------


def _check_players(players):
    if isinstance(players, bool) or not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Gruesome Twosome is played by {MIN_PLAYERS}..{MAX_PLAYERS} seats; got {players!r}")


def _check_policy(policy):
    if policy not in POLICIES:
        raise ValueError(f"unknown policy {policy!r}: choose from {', '.join(POLICIES)}")


def _cards(cards, what):
    """Canonical texts of ``cards``; refuses non-cards, jokers and repeats."""
    if isinstance(cards, str):
        raise ValueError(f"{what} must be a list of card texts, not one string")
    result = [normalize_card(card) for card in cards]  # ValueError for a non-card
    for card in result:
        if card_rank(card) is None:
            raise ValueError(f"Gruesome Twosome is played without jokers; {what} holds {card}")
    if len(set(result)) != len(result):
        raise ValueError(f"{what} holds a card twice")
    return result


# ---------------------------------------------------------------------------
# Hands
# ---------------------------------------------------------------------------


def hand_value(cards):
    """Comparable value of a two-card hand: (1, rank) or (0, high, low)."""
    first, second = sorted((card_rank(card) for card in cards), reverse=True)
    if first == second:
        return (1, first)
    return (0, first, second)


def category(cards):
    return "one-pair" if hand_value(cards)[0] == 1 else "high-card"


def hand_text(value):
    """"AA" .. "22" for a pair value, "A high" .. "3 high" for an unpaired one."""
    top = RANKS[value[1] - 2]
    if value[0] == 1:
        return top + top
    return f"{top} high"


def discard_value(discards):
    """Value of the best hand that the cards in ``discards`` make (see the module text)."""
    ranks = sorted((card_rank(card) for card in discards), reverse=True)
    if not ranks:
        return NO_DISCARDS
    counts = Counter(ranks)
    paired = [rank for rank, n in counts.items() if n >= 2]
    if paired:
        return (1, max(paired))
    if len(ranks) == 1:
        return (0, ranks[0], 0)
    return (0, ranks[0], ranks[1])


def _best_seat(values):
    """The seat with the best value, the lowest one among equals."""
    best = max(values)
    return values.index(best)


# ---------------------------------------------------------------------------
# The draw policies
# ---------------------------------------------------------------------------


def choose_discard(cards, policy="standard"):
    """The card (text) that ``policy`` throws from the two ``cards``, or None to stand pat."""
    _check_policy(policy)
    hand = _cards(cards, "the hand")
    if len(hand) != HAND_SIZE:
        raise ValueError(f"a hand has {HAND_SIZE} cards; got {len(hand)}")
    if policy == "pat":
        return None
    ranks = [card_rank(card) for card in hand]
    if ranks[0] == ranks[1]:
        return None  # a pair stands pat
    if policy == "ace-king" and sorted(ranks) == [KING, ACE]:
        return None
    return hand[0] if ranks[0] < ranks[1] else hand[1]


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def play(deck, players, policy="standard"):
    """Play one deal from ``deck`` (card texts, top first) and describe it.

    Keys: "seats" (final two cards per seat: the kept card, then the card
    drawn last), "dealt", "hands" and "before" (final and dealt categories),
    "improved", "drawn" (cards drawn over the three draws), "discarded" (each
    seat's thrown cards in order), "winners", "shares", "winning_hand",
    "leaders", "leader_won", "lead_changes", "starters", "starter_won".
    """
    _check_players(players)
    _check_policy(policy)
    cards = _cards(deck, "the deck")
    if len(cards) < HAND_SIZE * players:
        raise ValueError(f"{players} seats need at least {HAND_SIZE * players} cards; the deck has {len(cards)}")

    # The deal: two passes, seat 0 first in each.
    hands = [[] for _ in range(players)]
    position = 0
    for _ in range(HAND_SIZE):
        for seat in range(players):
            hands[seat].append(cards[position])
            position += 1
    stock = cards[position:]
    dealt = [list(hand) for hand in hands]

    leaders = [_best_seat([hand_value(hand) for hand in hands])]
    discarded = [[] for _ in range(players)]
    drawn = [0] * players
    starters = []

    # Three draws, seat 0 first in each.
    for draw in range(1, DRAWS + 1):
        for seat in range(players):
            thrown = choose_discard(hands[seat], policy)
            if thrown is None:
                continue
            if not stock:
                raise ValueError(f"the stock ran out in draw {draw}: the deck has too few cards")
            kept = [card for card in hands[seat] if card != thrown]
            hands[seat] = kept + [stock.pop(0)]
            discarded[seat].append(thrown)
            drawn[seat] += 1
        starters.append(_best_seat([discard_value(cards) for cards in discarded]))
        if draw < DRAWS:
            leaders.append(_best_seat([hand_value(hand) for hand in hands]))

    # The showdown.
    values = [hand_value(hand) for hand in hands]
    best = max(values)
    winners = [seat for seat in range(players) if values[seat] == best]
    shares = [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)]
    final = [category(hand) for hand in hands]
    before = [category(hand) for hand in dealt]
    sequence = leaders + [winners[0]]  # the leader after draw 3 is the lowest winner
    return {
        "seats": [list(hand) for hand in hands],
        "dealt": dealt,
        "hands": final,
        "before": before,
        "improved": [CATEGORY_INDEX[final[s]] > CATEGORY_INDEX[before[s]] for s in range(players)],
        "drawn": drawn,
        "discarded": discarded,
        "winners": winners,
        "shares": shares,
        "winning_hand": hand_text(best),
        "leaders": leaders,
        "leader_won": [leader in winners for leader in leaders],
        "lead_changes": sum(1 for k in range(1, DRAWS + 1) if sequence[k] != sequence[k - 1]),
        "starters": starters,
        "starter_won": [starter in winners for starter in starters],
    }


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def new_totals(players, deals):
    """Empty totals of ``simulate`` for ``deals`` deals at ``players`` seats."""
    return {
        "deals": deals,
        "winner_category": Counter(),
        "hand_category": Counter(),
        "before": Counter(),
        "improved": Counter(),
        "drawn": Counter(),
        "ties": 0,
        "winning_hand": Counter(),
        "leader_won": [0] * DRAWS,
        "lead_changes": Counter(),
        "starter_won": [0] * DRAWS,
        "seat_shares": [0.0] * players,
    }


def add_deal(totals, deal, players):
    """Add one ``play`` result to ``totals``."""
    # The winners hold equal hands, so the first one gives the category.
    totals["winner_category"][deal["hands"][deal["winners"][0]]] += 1
    for seat in range(players):
        totals["hand_category"][deal["hands"][seat]] += 1
        totals["before"][deal["before"][seat]] += 1
        if deal["improved"][seat]:
            totals["improved"][deal["before"][seat]] += 1
        totals["drawn"][deal["drawn"][seat]] += 1
        totals["seat_shares"][seat] += deal["shares"][seat]
    totals["ties"] += len(deal["winners"]) > 1
    totals["winning_hand"][deal["winning_hand"]] += 1
    for k in range(DRAWS):
        totals["leader_won"][k] += deal["leader_won"][k]
        totals["starter_won"][k] += deal["starter_won"][k]
    totals["lead_changes"][deal["lead_changes"]] += 1


def simulate(players, deals, seed, policy="standard"):
    """Totals over ``deals`` deals, each from a fresh shuffle of the 52 cards
    (``five_card_draw.shuffled_decks(seed, deals)``)."""
    _check_players(players)
    _check_policy(policy)
    totals = new_totals(players, deals)
    for deck, _rng in shuffled_decks(seed, deals):
        add_deal(totals, play(deck, players, policy=policy), players)
    return totals

"""Reference simulator for Psycho (plain, slow Python).

A "reference twin": written from the rules alone, sharing no code with the
project's kernels.  Hands are scored with
:func:`tests.reference.evaluator.fast_high` (best five of six or seven; three
or four cards make high card, pairs, two pair, trips or quads only), and the
draw policy comes from :func:`tests.reference.five_card_draw.choose_discards`.

The game, as played here
------------------------
* Two to seven seats (0..P-1), one 52-card deck, nothing wild.  The deck is a
  list of card texts, top card first.  ``max_draw`` (0..3, default 2) caps how
  many cards a seat may draw; there is no ace exception.
* The deal: five passes round the table, one card to each seat per pass,
  seat 0 first.  The rest of the deck is the stock.
* The draw: one round, seat 0 first.  A seat throws away the cards of
  :func:`limited_discards` and takes as many from the top of the stock.  Its
  hand is then: the kept cards in their order, then the new cards in the order
  taken.  When the stock runs out, every card thrown away so far and not yet
  reshuffled (the drawing seat's own included, in the order thrown) is
  shuffled with ``rng.shuffle`` into a new stock, as in the five-card twin.
* The show: each seat turns up the three cards of :func:`choose_shown`.
* The sixth card: one card face up to each seat, seat 0 first; then the
  seventh: one card face down to each seat, seat 0 first.  Both come from the
  stock as the draw left it (reshuffling the discards if it runs out).
* The showdown: best five of the seven cards; equal best hands share the pot.
  Nobody folds.

Show policies: ``"hide"`` turns up the three cards whose three-card hand is
weakest, ``"best"`` the strongest; among equal values, the choice whose sorted
hand positions come first lexicographically.
"""

from collections import Counter
from itertools import combinations

from .evaluator import CATEGORY_INDEX, card_rank
from .five_card_draw import (Stock, _cards, _category, _check_players, _check_policy, _leader,
                             _value, checked_deck, choose_discards, deal_passes, shuffled_decks)

SHOW_POLICIES = ("hide", "best")
MIN_PLAYERS = 2
MAX_PLAYERS = 7
HAND_SIZE = 5
FINAL_SIZE = 7
MAX_DRAW_LIMITS = (0, 1, 2, 3)


# ---------------------------------------------------------------------------
# Checks and small helpers
# ---------------------------------------------------------------------------


def _check_show(show):
    if show not in SHOW_POLICIES:
        raise ValueError(f"unknown show policy {show!r}: choose from {', '.join(SHOW_POLICIES)}")


def _check_max_draw(max_draw):
    if isinstance(max_draw, bool) or not isinstance(max_draw, int) or max_draw not in MAX_DRAW_LIMITS:
        raise ValueError(f"max_draw must be an integer 0..3; got {max_draw!r}")


# ---------------------------------------------------------------------------
# Decisions
# ---------------------------------------------------------------------------


def limited_discards(five, policy="draw", max_draw=2):
    """Cards (in hand order) thrown away from ``five``, at most ``max_draw``.

    The cards named by ``choose_discards(five, "", policy)``; if more than
    ``max_draw``, the highest-ranked named cards (equal ranks: the earlier in
    the hand) are kept back until only ``max_draw`` remain to throw.
    """
    _check_policy(policy)
    _check_max_draw(max_draw)
    hand = _cards(five, "the hand")
    named = choose_discards(hand, "", policy)
    extra = len(named) - max_draw
    if extra <= 0:
        return list(named)
    # Keep the ``extra`` highest named cards; ties go to the earlier card.
    by_strength = sorted(named, key=lambda card: (-card_rank(card), hand.index(card)))
    kept_back = by_strength[:extra]
    return [card for card in named if card not in kept_back]


def choose_shown(five, show="hide"):
    """The three cards of ``five`` (in hand order) that ``show`` turns face up."""
    _check_show(show)
    hand = _cards(five, "the hand")
    if len(hand) != HAND_SIZE:
        raise ValueError(f"a hand has {HAND_SIZE} cards; got {len(hand)}")
    chosen = None
    chosen_value = None
    # combinations() yields the position triples in lexicographic order, so a
    # strict comparison keeps the first of equal values.
    for positions in combinations(range(HAND_SIZE), 3):
        value = _value([hand[i] for i in positions])
        if chosen is None:
            better = True
        elif show == "hide":
            better = value < chosen_value
        else:
            better = value > chosen_value
        if better:
            chosen, chosen_value = positions, value
    return [hand[i] for i in chosen]


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def play(deck, players, policy="draw", show="hide", max_draw=2, rng=None):
    """Play one deal from ``deck`` (card texts, top first) and describe it.

    "seats" holds each seat's final seven cards: the kept cards in hand order,
    then the drawn cards in the order taken, then the sixth (face up) and the
    seventh (face down) card.  "shown" holds each seat's three face-up cards
    from the draw.  See the module docstring for the other keys' rules.
    """
    _check_show(show)
    _check_max_draw(max_draw)
    cards = checked_deck(deck, players, policy, rng, FINAL_SIZE)

    hands, rest = deal_passes(cards, players, HAND_SIZE)  # five passes, seat 0 first in each
    stock = Stock(rest)

    before = [_category(hand) for hand in hands]
    dealt_values = [_value(hand) for hand in hands]

    # The draw, in seat order.
    drawn = []
    for seat in range(players):
        discards = limited_discards(hands[seat], policy, max_draw)
        hands[seat] = [card for card in hands[seat] if card not in discards]
        stock.throw(discards)
        hands[seat] += [stock.take(rng) for _ in discards]
        drawn.append(len(discards))
    after_draw = [_category(hand) for hand in hands]
    draw_values = [_value(hand) for hand in hands]

    # The show.
    shown = [choose_shown(hand, show) for hand in hands]
    shown_values = [_value(cards3) for cards3 in shown]

    # The sixth card, face up, seat 0 first; then the seventh, face down.
    sixth = []
    for seat in range(players):
        card = stock.take(rng)
        sixth.append(card)
        hands[seat].append(card)
    six_values = [_value(hand) for hand in hands]
    up_values = [_value(shown[seat] + [sixth[seat]]) for seat in range(players)]
    for seat in range(players):
        hands[seat].append(stock.take(rng))

    # The showdown.
    values = [_value(hand) for hand in hands]
    best = max(values)
    winners = [seat for seat in range(players) if values[seat] == best]
    shares = [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)]
    final = [_category(hand) for hand in hands]
    leader_full = [_leader(dealt_values), _leader(draw_values), _leader(six_values), _leader(values)]
    leader_show = [_leader(shown_values), _leader(up_values)]
    return {
        "seats": [list(hand) for hand in hands],
        "drawn": drawn,
        "before": before,
        "after_draw": after_draw,
        "hands": final,
        "improved": [CATEGORY_INDEX[final[s]] > CATEGORY_INDEX[before[s]] for s in range(players)],
        "winners": winners,
        "shares": shares,
        "shown": shown,
        "leader_full": leader_full,
        "leader_show": leader_show,
        "leader_won": [seat in winners for seat in leader_full],
        "show_won": [seat in winners for seat in leader_show],
        "reshuffled": stock.reshuffled,
        "wild_held": [0] * players,
    }


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def simulate(players, n_deals, seed, policy="draw", show="hide", max_draw=2):
    """Totals over ``n_deals`` deals, each from a fresh shuffle of the 52 cards.

    One ``random.Random(seed)`` drives the whole run: it shuffles each deal's
    deck and makes any reshuffle of the discards.
    """
    _check_players(players)
    _check_policy(policy)
    _check_show(show)
    _check_max_draw(max_draw)
    totals = {
        "deals": n_deals,
        "winner_category": Counter(),
        "hand_category": Counter(),
        "before": Counter(),
        "drawn": Counter(),
        "improved": Counter(),
        "ties": 0,
        "seat_shares": [0.0] * players,
        "reshuffled": 0,
        "wild_held": Counter(),
        "leader_won": [0, 0, 0, 0],
        "show_won": [0, 0],
    }
    for deck, rng in shuffled_decks(seed, n_deals):
        deal = play(deck, players, policy=policy, show=show, max_draw=max_draw, rng=rng)
        # Every winner holds an equal hand, so the first gives the category.
        totals["winner_category"][deal["hands"][deal["winners"][0]]] += 1
        for seat in range(players):
            totals["hand_category"][deal["hands"][seat]] += 1
            totals["before"][deal["before"][seat]] += 1
            totals["drawn"][deal["drawn"][seat]] += 1
            if deal["improved"][seat]:
                totals["improved"][deal["before"][seat]] += 1
            totals["wild_held"][deal["wild_held"][seat]] += 1
            totals["seat_shares"][seat] += deal["shares"][seat]
        totals["ties"] += len(deal["winners"]) > 1
        totals["reshuffled"] += deal["reshuffled"]
        for i in range(4):
            totals["leader_won"][i] += deal["leader_won"][i]
        for i in range(2):
            totals["show_won"][i] += deal["show_won"][i]
    return totals

"""Reference simulator for Kings and Little Ones, draw version (plain, slow Python).

It is a "reference twin": written from the rules alone, sharing no code with
the project's kernels.  It reuses the five-card draw twin's deal, stock and
draw policies (:mod:`tests.reference.five_card_draw`) and scores every hand
with :func:`tests.reference.evaluator.fast_high`.

The game, as played here
------------------------
* Two to seven seats (0..P-1) and one 52-card deck without jokers.  The deck
  is given as a list of card texts, top card first.
* Wild cards: every king, and, in each seat's own hand, every card of that
  hand's "little rank": the lowest rank among its five cards, with ranks
  running 2 (lowest) .. ace (14, highest).  Kings count like any other rank
  when finding the little rank, so K-K-A-A-A has little rank K and nothing
  but the kings is wild.  The little rank always belongs to the seat's
  current five cards, so every hand holds at least one wild card.  A wild
  card is whatever card makes the best hand, copies included, so five of a
  kind exists and beats a straight flush; a natural hand does not beat an
  equal hand made with wild cards.
* The deal: five passes round the table, one card to each seat per pass,
  seat 0 first.  Whatever is left of the deck is the stock.
* The draw: one round, seat 0 first.  A seat looks at its five dealt cards
  with the kings and the dealt hand's little rank wild (the wild ranks text
  ``"K"`` plus that rank, e.g. ``"K3"``; just ``"K"`` when the little rank is
  the king) and throws away the cards that
  ``five_card_draw.choose_discards(hand, wild, policy)`` names.  It puts them
  on the discard pile and takes as many cards from the top of the stock.
  When the stock runs out, the seat takes what is left, then the discard pile
  (every card thrown so far and not yet reshuffled, its own included, in the
  order thrown) is shuffled with ``rng.shuffle`` into a new stock and the seat
  takes the rest from its top: exactly the five-card draw twin's reshuffle.
  The seat's hand is then its kept cards in their order, then the new cards
  in the order taken.
* After the draw each seat's little rank is found again, on its final five
  cards, and the hand is scored with the kings and that rank wild.  (The
  draw policies always keep the wild cards, so the little rank can only stay
  or fall: it falls when a new card is lower than every kept card, and the
  old little cards then play as natural cards.)
* "Before the draw" means each seat's five dealt cards, with the kings and
  the dealt hand's little rank wild.
* The showdown: the best hand wins the pot and equal best hands share it
  equally.  Nobody folds and there is no betting.

Policies are the five-card twin's: ``"draw"`` (the default), ``"pat"`` and
``"kicker"``.  Every hand holds a wild card, so no hand is ever a natural
pair and ``"kicker"`` always plays exactly like ``"draw"``.
"""

from collections import Counter

from .evaluator import CATEGORY_INDEX, RANKS, SUITS, card_rank
from . import five_card_draw
from .five_card_draw import (_cards, _category, _check_players, _check_policy, _leader, _value,
                             choose_discards)

MIN_PLAYERS = 2
MAX_PLAYERS = 7
HAND_SIZE = 5
KING = 13


# ---------------------------------------------------------------------------
# The wild cards of one hand
# ---------------------------------------------------------------------------


def _five(cards):
    hand = _cards(cards, "the hand")  # canonical texts; no jokers, no repeats
    if len(hand) != HAND_SIZE:
        raise ValueError(f"a hand has {HAND_SIZE} cards; got {len(hand)}")
    return hand


def little_rank(cards):
    """The little rank (2..14) of five cards: their lowest rank, ace high, kings counted."""
    return min(card_rank(card) for card in _five(cards))


def wild_ranks(cards):
    """The wild ranks text of five cards for ``choose_discards``: ``"K"`` plus the little rank."""
    little = little_rank(cards)
    return "K" if little == KING else "K" + RANKS[little - 2]


def wild_cards(cards):
    """The set of card texts wild in the hand ``cards``: every king and every card of its little rank."""
    return frozenset(rank + suit for rank in wild_ranks(cards) for suit in SUITS)


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def play(deck, players, policy="draw", rng=None):
    """Play one deal from ``deck`` (card texts, top first) and describe it.

    The keys are those of ``five_card_draw.play`` ("hands", "before",
    "improved", "drawn", "wild_held", "winners", "shares", "leader_before",
    "leader_won", "lead_changes", "reshuffled", "seats") plus "little_rank":
    each seat's little rank (2..14) on its final five cards.  "wild_held"
    counts each seat's final cards that are kings or of its final little rank;
    "seats" holds each seat's final five cards (kept cards in hand order, then
    the drawn cards in the order taken).
    """
    cards = five_card_draw.checked_deck(deck, players, policy, rng, HAND_SIZE)
    hands, rest = five_card_draw.deal_passes(cards, players, HAND_SIZE)  # five passes, seat 0 first
    stock = five_card_draw.Stock(rest)

    # Before the draw: the dealt hands, each with its own little rank wild.
    before_wild = [wild_cards(hand) for hand in hands]
    before_values = [_value(hands[s], before_wild[s]) for s in range(players)]
    before = [_category(hands[s], before_wild[s]) for s in range(players)]

    # The draw, in seat order; each seat judges its dealt hand with its dealt wild cards.
    drawn = []
    for seat in range(players):
        discards = choose_discards(hands[seat], wild_ranks(hands[seat]), policy)
        hands[seat] = [card for card in hands[seat] if card not in discards]
        stock.throw(discards)
        hands[seat] += [stock.take(rng) for _ in discards]
        drawn.append(len(discards))

    # The showdown: the little rank is found again on the final cards.
    little = [little_rank(hand) for hand in hands]
    final_wild = [wild_cards(hand) for hand in hands]
    values = [_value(hands[s], final_wild[s]) for s in range(players)]
    best = max(values)
    winners = [seat for seat in range(players) if values[seat] == best]
    shares = [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)]
    final = [_category(hands[s], final_wild[s]) for s in range(players)]
    leader_before = _leader(before_values)
    return {
        "hands": final,
        "before": before,
        "improved": [CATEGORY_INDEX[final[s]] > CATEGORY_INDEX[before[s]] for s in range(players)],
        "drawn": drawn,
        "wild_held": [sum(1 for card in hands[s] if card in final_wild[s]) for s in range(players)],
        "winners": winners,
        "shares": shares,
        "leader_before": leader_before,
        "leader_won": leader_before in winners,
        "lead_changes": 1 if winners[0] != leader_before else 0,
        "reshuffled": stock.reshuffled,
        "seats": [list(hand) for hand in hands],
        "little_rank": little,
    }


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def simulate(players, deals, seed, policy="draw"):
    """Totals over ``deals`` deals, each from a fresh shuffle of the 52 cards.

    One ``random.Random(seed)`` drives the whole run: it shuffles each deal's
    deck and makes any reshuffle of the discards.  The keys and meanings are
    those of ``five_card_draw.simulate``, plus "little_rank": a Counter of the
    seats' final little ranks (2..14), one count per seat per deal.
    """
    _check_players(players)
    _check_policy(policy)
    totals = five_card_draw.new_totals(players, deals)
    totals["little_rank"] = Counter()
    for deck, rng in five_card_draw.shuffled_decks(seed, deals):
        deal = play(deck, players, policy=policy, rng=rng)
        five_card_draw.add_deal(totals, deal, players)
        totals["little_rank"].update(deal["little_rank"])
    return totals

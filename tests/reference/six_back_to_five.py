"""Reference simulator for "Six Back to Five" (plain, slow Python).

It is a "reference twin": written from the rules alone, sharing no code with
the project's kernels.  It reuses the five-card draw twin's draw policies
(:func:`tests.reference.five_card_draw.choose_discards`) and scores every hand
with :func:`tests.reference.evaluator.fast_high`, nothing wild.

The game, as played here
------------------------
* Two to seven seats (0..P-1) and one 52-card deck, nothing wild.  The deck is
  given as a list of card texts, top card first.
* The deal: six passes round the table, one card to each seat per pass, seat 0
  first.  Whatever is left of the deck is the stock.
* The draw: one round, seat 0 first.  A seat throws away k >= 1 cards and is
  dealt k - 1 new ones, so every seat ends with five cards:

  1. it drops one card: the card whose removal leaves the best five-card hand;
     among cards that leave equally good hands, the lowest-ranked, and among
     those the one dealt earliest (see :func:`drop_card`);
  2. on the five cards left it throws away the j cards that
     ``choose_discards(five, "", policy)`` names (j may be 0) and takes j
     cards from the stock.  So k = j + 1.

  The dropped card and then the j discards go on the discard pile before the
  seat's new cards are dealt.  When the stock runs out, the seat takes what is
  left; then the discard pile (every card thrown away so far and not yet
  reshuffled, the seat's own included, in the order thrown) is shuffled with
  ``rng.shuffle`` into a new stock, and the seat takes the rest from its top.
  This is exactly the five-card draw twin's reshuffle.
* "Before the draw" means each seat's five cards after step 1.
* The showdown: the best five-card hand wins the pot and equal best hands
  share it equally.  Nobody folds and there is no betting.

Policies are the five-card twin's: ``"draw"`` (the default), ``"pat"`` (only
drops the one card, draws none) and ``"kicker"``.
"""


from .evaluator import CATEGORY_INDEX, card_rank
from . import five_card_draw
from .five_card_draw import (_cards, _category, _check_players, _check_policy, _leader, _value,
                             choose_discards)

MIN_PLAYERS = 2
MAX_PLAYERS = 7
DEALT = 6  # cards dealt to each seat
HAND_SIZE = 5  # cards each seat plays


# ---------------------------------------------------------------------------
# Checks and small helpers
# ---------------------------------------------------------------------------


# ---------------------------------------------------------------------------
# Step 1: the dropped card
# ---------------------------------------------------------------------------


def drop_card(six_cards):
    """The card (text) a seat drops from its six cards, given in dealing order.

    It is the card whose removal leaves the best five cards.  Among cards
    that leave equally good hands, the lowest-ranked one is dropped, and among
    those the one dealt earliest (lowest position in ``six_cards``).
    """
    six = _cards(six_cards, "the hand")
    if len(six) != DEALT:
        raise ValueError(f"a seat is dealt {DEALT} cards; got {len(six)}")
    candidates = []
    for position, card in enumerate(six):
        rest = six[:position] + six[position + 1 :]
        candidates.append((_value(rest), card_rank(card), position))
    best = max(value for value, _, _ in candidates)
    tied = [(rank, position) for value, rank, position in candidates if value == best]
    _, position = min(tied)  # lowest rank first, then earliest dealt
    return six[position]


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def play(deck, players, policy="draw", rng=None):
    """Play one deal from ``deck`` (card texts, top first) and describe it.

    The keys are those of ``five_card_draw.play`` ("hands", "before",
    "improved", "drawn", "wild_held", "winners", "shares", "leader_before",
    "leader_won", "lead_changes", "reshuffled", "seats") plus "dropped" (each
    seat's card dropped in step 1) and "thrown" (each seat's k = drawn + 1).
    "seats" holds each seat's final five cards: the kept cards in dealing
    order, then the drawn cards in the order taken.
    """
    cards = five_card_draw.checked_deck(deck, players, policy, rng, DEALT)
    hands, rest = five_card_draw.deal_passes(cards, players, DEALT)  # six passes, seat 0 first
    stock = five_card_draw.Stock(rest)

    # Step 1 depends only on the six cards, so the "before" fives are known now.
    dropped = [drop_card(hand) for hand in hands]
    fives = [[card for card in hands[seat] if card != dropped[seat]] for seat in range(players)]
    before_values = [_value(five) for five in fives]
    before = [_category(five) for five in fives]

    # The draw, in seat order.
    drawn = []
    thrown = []
    for seat in range(players):
        five = fives[seat]
        discards = choose_discards(five, "", policy)
        hand = [card for card in five if card not in discards]
        stock.throw([dropped[seat]] + discards)
        hand += [stock.take(rng) for _ in discards]
        hands[seat] = hand
        drawn.append(len(discards))
        thrown.append(len(discards) + 1)

    # The showdown.
    values = [_value(hand) for hand in hands]
    best = max(values)
    winners = [seat for seat in range(players) if values[seat] == best]
    shares = [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)]
    final = [_category(hand) for hand in hands]
    leader_before = _leader(before_values)
    return {
        "hands": final,
        "before": before,
        "improved": [CATEGORY_INDEX[final[s]] > CATEGORY_INDEX[before[s]] for s in range(players)],
        "drawn": drawn,
        "wild_held": [0] * players,  # nothing is wild
        "winners": winners,
        "shares": shares,
        "leader_before": leader_before,
        "leader_won": leader_before in winners,
        "lead_changes": 1 if winners[0] != leader_before else 0,
        "reshuffled": stock.reshuffled,
        "seats": [list(hand) for hand in hands],
        "dropped": dropped,
        "thrown": thrown,
    }


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def simulate(players, deals, seed, policy="draw"):
    """Totals over ``deals`` deals, each from a fresh shuffle of the 52 cards.

    One ``random.Random(seed)`` drives the whole run: it shuffles each deal's
    deck and makes any reshuffle of the discards.  The keys and meanings are
    those of ``five_card_draw.simulate`` ("drawn" counts the j cards drawn,
    "before" the categories of the fives left after the drop).
    """
    _check_players(players)
    _check_policy(policy)
    totals = five_card_draw.new_totals(players, deals)
    for deck, rng in five_card_draw.shuffled_decks(seed, deals):
        five_card_draw.add_deal(totals, play(deck, players, policy=policy, rng=rng), players)
    return totals

"""Reference simulator for "Shut and Open" (plain, slow Python).

A "reference twin": written from the rules alone, sharing no code with the
project's kernels, and scoring every hand with
:func:`tests.reference.evaluator.fast_high`.

The game, as played here
------------------------
* Five-card draw exactly as :func:`tests.reference.five_card_draw.play` plays
  it with nothing wild: two to seven seats, five cards each dealt face down
  one at a time round the table (seat 0 first) from the given card order; one
  draw per seat in seat order with the named policy ("draw", "pat" or
  "kicker"), judged on the five dealt cards with nothing wild; at most three
  cards drawn, four while keeping an ace; when the stock runs out the discard
  pile is reshuffled with ``rng.shuffle`` exactly as the five-card twin does.
* The twist: the replacement cards are dealt face up.  At the showdown a
  deuce the seat DREW (face up) is wild; a deuce it was dealt and kept (face
  down, in the hole) is natural.  A wild card is whatever card makes the best
  hand, so five of a kind exists and beats a straight flush.
* The best final hand takes the pot; equal hands share it.  Nobody folds.
* "Before the draw" (each seat's category, the leader) is judged on the five
  dealt cards with nothing wild.
"""


from . import five_card_draw as fcd
from .evaluator import CATEGORY_INDEX, card_rank

HAND_SIZE = 5
DEUCE = 2
NOTHING_WILD = frozenset()


def seat_wild_cards(face_up):
    """A seat's wild cards: the deuces among the cards it drew (face up)."""
    return frozenset(card for card in face_up if card_rank(card) == DEUCE)


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def _deal_and_draw(cards, players, policy, rng):
    """The five-card twin's deal and draw, remembering which cards were drawn.

    Returns ``(dealt, kept, face_up, reshuffled)``: per seat its five dealt
    cards, the dealt cards it kept (in hand order) and the cards it drew (in
    the order taken).
    """
    dealt, rest = fcd.deal_passes(cards, players, HAND_SIZE)  # five passes, seat 0 first in each
    stock = fcd.Stock(rest)

    # The draw, in seat order; nothing is wild when choosing the discards.
    kept, face_up = [], []
    for seat in range(players):
        discards = fcd.choose_discards(dealt[seat], "", policy)
        kept.append([card for card in dealt[seat] if card not in discards])
        stock.throw(discards)
        face_up.append([stock.take(rng) for _ in discards])
    return dealt, kept, face_up, stock.reshuffled


def play(deck, players, policy="draw", rng=None):
    """Play one deal of Shut and Open from ``deck`` (card texts, top first).

    Returns the keys of :func:`five_card_draw.play` with the same meanings:
    ``hands`` (final categories, drawn deuces wild), ``before`` (categories
    of the five dealt cards, nothing wild), ``improved``, ``drawn``,
    ``wild_held`` (drawn deuces held at the end), ``winners``, ``shares``,
    ``leader_before``, ``leader_won``, ``lead_changes``, ``reshuffled`` and
    ``seats`` (final cards: kept cards in hand order, then the drawn cards in
    the order taken); plus ``face_up`` (per seat, the cards it drew).
    """
    cards = fcd.checked_deck(deck, players, policy, rng, HAND_SIZE)

    dealt, kept, face_up, reshuffled = _deal_and_draw(cards, players, policy, rng)
    seats = [kept[seat] + face_up[seat] for seat in range(players)]
    wilds = [seat_wild_cards(face_up[seat]) for seat in range(players)]

    before_values = [fcd._value(hand, NOTHING_WILD) for hand in dealt]
    before = [fcd._category(hand, NOTHING_WILD) for hand in dealt]
    values = [fcd._value(seats[seat], wilds[seat]) for seat in range(players)]
    final = [fcd._category(seats[seat], wilds[seat]) for seat in range(players)]

    best = max(values)
    winners = [seat for seat in range(players) if values[seat] == best]
    shares = [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)]
    leader_before = fcd._leader(before_values)
    return {
        "hands": final,
        "before": before,
        "improved": [CATEGORY_INDEX[final[s]] > CATEGORY_INDEX[before[s]] for s in range(players)],
        "drawn": [len(face_up[seat]) for seat in range(players)],
        "wild_held": [len(wilds[seat]) for seat in range(players)],
        "winners": winners,
        "shares": shares,
        "leader_before": leader_before,
        "leader_won": leader_before in winners,
        "lead_changes": 1 if winners[0] != leader_before else 0,
        "reshuffled": reshuffled,
        "seats": seats,
        "face_up": [list(cards_up) for cards_up in face_up],
    }


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def simulate(players, n_deals, seed, policy="draw"):
    """Totals over ``n_deals`` deals, each from a fresh shuffle of the 52 cards.

    The same keys and meanings as :func:`five_card_draw.simulate`.  One
    ``random.Random(seed)`` drives the whole run: it shuffles each deal's deck
    (``full_deck()`` then ``rng.shuffle``) and makes any reshuffle of the
    discards.
    """
    fcd._check_players(players)
    fcd._check_policy(policy)
    totals = fcd.new_totals(players, n_deals)
    for deck, rng in fcd.shuffled_decks(seed, n_deals):
        fcd.add_deal(totals, play(deck, players, policy=policy, rng=rng), players)
    return totals

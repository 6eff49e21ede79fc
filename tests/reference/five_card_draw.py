"""Reference simulator for five-card draw (plain, slow Python).

It is a "reference twin": written from the rules alone, sharing no code with
the project's kernels, and scoring every hand with
:func:`tests.reference.evaluator.fast_high`.

The game, as played here
------------------------
* Two to seven seats (0..P-1) and one 52-card deck without jokers.  The deck
  is given as a list of card texts, top card first.
* ``wild`` names wild ranks (``"A2"``: every ace and every two is wild; ``""``:
  nothing wild).  A wild card is whatever card makes the best hand, copies
  included, so five of a kind exists and beats a straight flush.
* The deal: five passes round the table, one card to each seat per pass,
  seat 0 first.  Whatever is left of the deck is the stock.
* The draw: one round, seat 0 first, then seat 1, and so on.  A seat puts the
  cards its policy picks on the discard pile, then takes as many cards from
  the top of the stock.  Nobody draws more than three cards, or four while
  keeping an ace.  When the stock runs short, the seat takes what is left;
  then the discard pile (every card discarded so far and not yet reshuffled,
  the seat's own discards included, in the order they were discarded, each
  seat's discards in the order of its hand) is shuffled with ``rng.shuffle``
  into a new stock, and the seat takes the rest from its top.
* The showdown: every seat plays its best five-card hand; the best hand wins
  the pot and equal best hands share it equally.  Hands compare by
  ``(CATEGORY_INDEX[category], tiebreak)``; a natural hand does not beat an
  equal hand made with wild cards.  Nobody folds and there is no betting.

Draw policies (see :func:`choose_discards`)
-------------------------------------------
``"draw"``, judged on the category of the five cards, wild cards counted:

1. a straight or better stands pat;
2. three of a kind keeps the wild cards and the natural cards of its rank
   (the rank with the most natural cards, the highest on a tie);
3. two pair keeps both pairs;
4. one pair keeps a natural pair, or else (one wild card, no natural pair)
   the wild card and the highest natural card;
5. no pair (and so no wild card) keeps, the first that applies: four cards of
   one suit; four consecutive ranks open at both ends (2-3-4-5 up to
   T-J-Q-K; not A-2-3-4 nor J-Q-K-A); an ace alone; the two highest cards.

``"pat"`` never draws.  ``"kicker"`` is ``"draw"`` except that a natural pair
other than aces keeps an ace kicker too (and so draws two).
"""

import random
from collections import Counter

from .evaluator import CATEGORY_INDEX, JOKERS, RANKS, SUITS, card_rank, fast_high, full_deck, normalize_card

POLICIES = ("draw", "pat", "kicker")
MIN_PLAYERS = 2
MAX_PLAYERS = 7
HAND_SIZE = 5
ACE = 14


# ---------------------------------------------------------------------------
# Checks and small helpers
# ---------------------------------------------------------------------------


def _check_players(players):
    if isinstance(players, bool) or not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"five-card draw is played by {MIN_PLAYERS}..{MAX_PLAYERS} seats; got {players!r}")


def _check_policy(policy):
    if policy not in POLICIES:
        raise ValueError(f"unknown policy {policy!r}: choose from {', '.join(POLICIES)}")


def _wild_cards(wild):
    """The set of wild cards named by the wild ranks string ``wild``."""
    if not isinstance(wild, str):
        raise ValueError(f"wild must be a string of ranks from {RANKS}; got {wild!r}")
    for rank in wild:
        if rank not in RANKS:
            raise ValueError(f"invalid wild rank {rank!r}: use ranks from {RANKS} (e.g. 'A2', or '' for none)")
    return frozenset(rank + suit for rank in wild for suit in SUITS)


def _cards(cards, what):
    """Canonical card texts; refuses jokers and repeated cards."""
    result = [normalize_card(card) for card in cards]  # ValueError for a non-card
    if any(card in JOKERS for card in result):
        raise ValueError(f"five-card draw is played without jokers; {what} holds one")
    if len(set(result)) != len(result):
        raise ValueError(f"{what} holds a card twice")
    return result


def _value(cards, wild_cards=frozenset()):
    """Comparable value of the best hand in ``cards``."""
    category, tiebreak, _ = fast_high(cards, wild=wild_cards)
    return (CATEGORY_INDEX[category], tiebreak)


def _category(cards, wild_cards=frozenset()):
    return fast_high(cards, wild=wild_cards)[0]


# ---------------------------------------------------------------------------
# The draw policies
# ---------------------------------------------------------------------------


def _open_four_straight(ranks):
    """The four ranks of an open-ended run in ``ranks`` (2345 .. TJQK), or None."""
    for low in range(2, 11):  # runs 2-3-4-5 up to T-J-Q-K; the ace never joins
        run = set(range(low, low + 4))
        if run <= set(ranks):
            return run
    return None


def _keep(hand, wild_cards, policy):
    """The cards of ``hand`` that ``policy`` keeps (as a list, in hand order)."""
    if policy == "pat":
        return list(hand)
    category = CATEGORY_INDEX[_category(hand, wild_cards)]
    wilds = [card for card in hand if card in wild_cards]
    naturals = [card for card in hand if card not in wild_cards]
    counts = Counter(card_rank(card) for card in naturals)

    # 1. Straight or better: stand pat.
    if category >= CATEGORY_INDEX["straight"]:
        return list(hand)
    # 2. Three of a kind: the wild cards and the natural cards of the trips rank.
    if category == CATEGORY_INDEX["three-of-a-kind"]:
        most = max(counts.values())
        trips_rank = max(rank for rank, n in counts.items() if n == most)
        return [card for card in hand if card in wild_cards or card_rank(card) == trips_rank]
    # 3. Two pair (always natural: a wild card and a pair make trips).
    if category == CATEGORY_INDEX["two-pair"]:
        return [card for card in hand if counts[card_rank(card)] == 2]
    # 4. One pair.
    if category == CATEGORY_INDEX["one-pair"]:
        if wilds:
            # One wild card and no natural pair: the wild and the highest natural card.
            assert len(wilds) == 1 and max(counts.values()) == 1
            highest = max(naturals, key=card_rank)
            return [card for card in hand if card in wilds or card == highest]
        pair_rank = next(rank for rank, n in counts.items() if n == 2)
        keep = [card for card in hand if card_rank(card) == pair_rank]
        if policy == "kicker" and pair_rank != ACE:
            keep += [card for card in hand if card_rank(card) == ACE]  # at most one: no second pair
        return [card for card in hand if card in keep]
    # 5. No pair, so no wild card either.
    assert category == CATEGORY_INDEX["high-card"] and not wilds
    for suit in SUITS:  # 5a. four of one suit
        suited = [card for card in hand if card[1] == suit]
        if len(suited) == 4:
            return suited
    run = _open_four_straight([card_rank(card) for card in hand])
    if run is not None:  # 5b. open-ended four-straight
        return [card for card in hand if card_rank(card) in run]
    aces = [card for card in hand if card_rank(card) == ACE]
    if aces:  # 5c. an ace
        return aces
    top_two = sorted(hand, key=card_rank, reverse=True)[:2]  # 5d. the two highest
    return [card for card in hand if card in top_two]


def choose_discards(cards, wild="", policy="draw"):
    """The cards (texts, in hand order) that ``policy`` discards from ``cards``."""
    _check_policy(policy)
    wild_cards = _wild_cards(wild)
    hand = _cards(cards, "the hand")
    if len(hand) != HAND_SIZE:
        raise ValueError(f"a hand has {HAND_SIZE} cards; got {len(hand)}")
    keep = _keep(hand, wild_cards, policy)
    discards = [card for card in hand if card not in keep]
    keeps_ace = any(card_rank(card) == ACE for card in keep)
    assert len(discards) <= 3 or (len(discards) == 4 and keeps_ace), (hand, discards)
    return discards


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def _leader(values):
    """Seat with the best value; equal values go to the lowest seat."""
    return max(range(len(values)), key=lambda seat: (values[seat], -seat))


def play(deck, players, policy="draw", wild="", rng=None):
    """Play one deal from ``deck`` (card texts, top first) and describe it.

    Besides the keys the module's callers use ("hands", "before", "improved",
    "drawn", "wild_held", "winners", "shares", "leader_before", "leader_won",
    "lead_changes", "reshuffled") the result holds "seats": each seat's final
    five cards (kept cards in hand order, then the drawn cards in the order
    taken).
    """
    wild_cards = _wild_cards(wild)
    cards = checked_deck(deck, players, policy, rng, HAND_SIZE)
    hands, rest = deal_passes(cards, players, HAND_SIZE)  # five passes, seat 0 first in each
    stock = Stock(rest)

    before_values = [_value(hand, wild_cards) for hand in hands]
    before = [_category(hand, wild_cards) for hand in hands]

    # The draw, in seat order.
    drawn = []
    for seat in range(players):
        discards = choose_discards(hands[seat], wild, policy)
        hands[seat] = [card for card in hands[seat] if card not in discards]
        stock.throw(discards)
        hands[seat] += [stock.take(rng) for _ in discards]
        drawn.append(len(discards))

    # The showdown.
    values = [_value(hand, wild_cards) for hand in hands]
    best = max(values)
    winners = [seat for seat in range(players) if values[seat] == best]
    shares = [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)]
    final = [_category(hand, wild_cards) for hand in hands]
    leader_before = _leader(before_values)
    return {
        "hands": final,
        "before": before,
        "improved": [CATEGORY_INDEX[final[s]] > CATEGORY_INDEX[before[s]] for s in range(players)],
        "drawn": drawn,
        "wild_held": [sum(1 for card in hand if card in wild_cards) for hand in hands],
        "winners": winners,
        "shares": shares,
        "leader_before": leader_before,
        "leader_won": leader_before in winners,
        "lead_changes": 1 if winners[0] != leader_before else 0,
        "reshuffled": stock.reshuffled,
        "seats": [list(hand) for hand in hands],
    }


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


class Stock:
    """The cards left to deal, top first, and the pile of cards thrown away and not yet
    reshuffled, in the order thrown. When the stock runs out, the pile is shuffled with ``rng``
    into a new stock (``reshuffled`` says whether that happened)."""

    def __init__(self, cards):
        self.cards = list(cards)
        self.pile = []
        self.reshuffled = False

    def throw(self, cards):
        self.pile.extend(cards)

    def take(self, rng):
        if not self.cards:
            if not self.pile:
                raise ValueError("the stock and the discards ran out")
            if rng is None:
                raise ValueError("the stock ran out: reshuffling the discards needs rng")
            self.cards, self.pile = self.pile, []
            rng.shuffle(self.cards)
            self.reshuffled = True
        return self.cards.pop(0)


def shuffled_decks(seed, deals):
    """``deals`` times (a fresh 52-card deck shuffled, the generator): one ``random.Random(seed)``
    shuffles every deck and makes any reshuffle of the discards, as the twins' ``simulate`` do."""
    if isinstance(deals, bool) or not isinstance(deals, int) or deals < 0:
        raise ValueError(f"deals must be a whole number >= 0; got {deals!r}")
    rng = random.Random(seed)
    for _ in range(deals):
        deck = full_deck()
        rng.shuffle(deck)
        yield deck, rng


def checked_deck(deck, players, policy, rng, per_seat):
    """The deck's cards, after the checks every draw twin makes: the seat count, the policy, the
    rng (None, or something with a shuffle method), and ``per_seat`` cards for each seat."""
    _check_players(players)
    _check_policy(policy)
    if rng is not None and not callable(getattr(rng, "shuffle", None)):
        raise ValueError("rng must be a random.Random (something with a shuffle method) or None")
    cards = _cards(deck, "the deck")
    if len(cards) < per_seat * players:
        raise ValueError(f"{players} seats need at least {per_seat * players} cards; the deck has {len(cards)}")
    return cards


def deal_passes(cards, players, n):
    """(each seat's n cards, dealt one at a time round the table, seat 0 first in each pass;
    the cards left, the stock)."""
    hands = [[] for _ in range(players)]
    for i in range(n):
        for seat in range(players):
            hands[seat].append(cards[i * players + seat])
    return hands, cards[n * players:]


def new_totals(players, deals):
    """Empty totals of ``simulate`` (its keys), for ``deals`` deals at ``players`` seats."""
    return {
        "winner_category": Counter(),
        "hand_category": Counter(),
        "drawn": Counter(),
        "before": Counter(),
        "improved": Counter(),
        "wild_held": Counter(),
        "ties": 0,
        "leader_won": 0,
        "reshuffled": 0,
        "deals": deals,
        "seat_shares": [0.0] * players,
    }


def add_deal(totals, deal, players):
    """Add one ``play`` result to ``totals`` (see ``new_totals``)."""
    # Every winner holds an equal hand, so the first gives the category.
    totals["winner_category"][deal["hands"][deal["winners"][0]]] += 1
    for seat in range(players):
        totals["hand_category"][deal["hands"][seat]] += 1
        totals["drawn"][deal["drawn"][seat]] += 1
        totals["before"][deal["before"][seat]] += 1
        if deal["improved"][seat]:
            totals["improved"][deal["before"][seat]] += 1
        totals["wild_held"][deal["wild_held"][seat]] += 1
        totals["seat_shares"][seat] += deal["shares"][seat]
    totals["ties"] += len(deal["winners"]) > 1
    totals["leader_won"] += deal["leader_won"]
    totals["reshuffled"] += deal["reshuffled"]


def simulate(players, deals, seed, policy="draw", wild=""):
    """Totals over ``deals`` deals, each from a fresh shuffle of the 52 cards.

    One ``random.Random(seed)`` drives the whole run: it shuffles each deal's
    deck and makes any reshuffle of the discards.
    """
    _check_players(players)
    _check_policy(policy)
    _wild_cards(wild)
    totals = new_totals(players, deals)
    for deck, rng in shuffled_decks(seed, deals):
        add_deal(totals, play(deck, players, policy=policy, wild=wild, rng=rng), players)
    return totals

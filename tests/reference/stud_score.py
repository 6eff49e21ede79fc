"""Reference simulators for two stud games that are not won by an ordinary showdown.

The games: Colored Poker (a seven-card stud deal scored by card points, with
a high/low declare) and Blind Baseball (piles turned one card at a time until
the current leader is beaten).  Like :mod:`tests.reference.stud_wild` this is
plain, slow Python: one deal at a time from an explicit deck.  Blind Baseball
scores hands with :func:`tests.reference.evaluator.fast_high` (which the
evaluator tests check against the brute-force ``brute_high``).  It shares no
code with the project's kernels.

Each game has a pair of functions:

* ``play_<game>(deck, players=..., **options)`` plays one deal from ``deck``
  (a list of distinct cards, top card first) and returns a dict describing
  it;
* ``simulate_<game>(deals, players=..., seed=0, **options)`` plays ``deals``
  deals, each from a fresh shuffle of :func:`full_deck` made with one
  ``random.Random(seed)`` for the whole run, and returns totals (Counters,
  ints, and ``seat_win``, a dict seat -> summed shares).

Conventions shared with the other reference simulators:

* Seats ``0..P-1``; seat 0 sits left of the dealer and every pass is dealt
  round the table in seat order.
* Impossible seat counts and unknown options raise ``ValueError``, and so
  does a hand-built deck that runs out where the rules need a card.
* ``shares`` are fractions of the whole pot, per seat, as floats (computed
  exactly with :class:`fractions.Fraction` first); they sum to 1.
* Hands are compared by ``(CATEGORY_INDEX[category], tiebreak)`` exactly as
  ``stud_wild._value`` does: a natural hand does not beat an equal hand made
  with wild cards.
"""

import random
from collections import Counter
from fractions import Fraction
from functools import lru_cache
from itertools import combinations

from .evaluator import CATEGORY_INDEX, JOKERS, card_rank, card_suit, fast_high, full_deck, normalize_card

__all__ = [
    "card_points",
    "point_distributions",
    "declare_likelier",
    "likelier_table",
    "play_colored_poker",
    "simulate_colored_poker",
    "play_blind_baseball",
    "simulate_blind_baseball",
]


# ---------------------------------------------------------------------------
# The deck being dealt
# ---------------------------------------------------------------------------


class _Stock:
    """The cards of a deck still to be dealt, top first."""

    def __init__(self, deck):
        cards = [normalize_card(c) for c in deck]
        if len(set(cards)) != len(cards):
            raise ValueError("the deck holds a card twice")
        if any(c in JOKERS for c in cards):
            raise ValueError("this game is played without jokers")
        self.cards = cards
        self.position = 0

    def remaining(self):
        return len(self.cards) - self.position

    def draw(self):
        """Top card of the stock, or ``None`` when it is empty."""
        if self.position >= len(self.cards):
            return None
        card = self.cards[self.position]
        self.position += 1
        return card

    def draw_required(self, what):
        card = self.draw()
        if card is None:
            raise ValueError(f"the deck ran out before {what} could be dealt")
        return card


def _check_seats(game, players, top):
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= top:
        raise ValueError(f"{game} is played by 2..{top} seats here; got {players!r}")


def _share_list(players, winners_and_parts):
    """Shares per seat from ``[(winners, part of the pot), ...]``, exactly."""
    shares = [Fraction(0)] * players
    for winners, part in winners_and_parts:
        for seat in winners:
            shares[seat] += part / len(winners)
    assert sum(shares) == 1
    return shares


# ---------------------------------------------------------------------------
# Colored Poker: card points and the "likelier" declare
# ---------------------------------------------------------------------------

BLACK_SUITS = ("c", "s")
#: Face of each of a seat's seven cards, in the order received.
COLORED_FACES = ("down", "down", "up", "up", "up", "up", "down")
COLORED_DECLARES = ("likelier", "high", "low")
TWIST_POLICIES = ("improve", "never")


def card_points(card):
    """``(high value, low value)`` of one card in Colored Poker.

    Red cards (hearts, diamonds) are worth 0.  A black card (clubs, spades)
    is worth its face value 2..10, a jack, queen or king 10, and an ace 11
    in the high total but 1 in the low total.
    """
    rank = card_rank(card)
    if rank is None:
        raise ValueError("Colored Poker has no jokers")
    if card_suit(card) not in BLACK_SUITS:
        return (0, 0)
    if rank == 14:
        return (11, 1)
    if rank >= 11:
        return (10, 10)
    return (rank, rank)


def _totals(cards):
    """``(high total H, low total L)`` of a seat's cards."""
    return (sum(card_points(c)[0] for c in cards), sum(card_points(c)[1] for c in cards))


def _ways_by_sum(values, size):
    """For the multiset ``values``: {sum: number of ``size``-subsets with that sum}.

    Dynamic programming over the values, one at a time: ``ways[n][s]`` is the
    number of ``n``-subsets of the values seen so far that add up to ``s``.
    """
    ways = [Counter() for _ in range(size + 1)]
    ways[0][0] = 1
    for value in values:
        for n in range(size, 0, -1):  # downwards, so each value is used once
            for total, count in list(ways[n - 1].items()):
                ways[n][total + value] += count
    return ways[size]


@lru_cache(maxsize=None)
def _distributions():
    deck = full_deck()
    high = _ways_by_sum([card_points(c)[0] for c in deck], 7)
    low = _ways_by_sum([card_points(c)[1] for c in deck], 7)
    hands = sum(high.values())
    assert hands == sum(low.values()) == 133784560  # C(52, 7)
    return (
        {total: Fraction(count, hands) for total, count in sorted(high.items())},
        {total: Fraction(count, hands) for total, count in sorted(low.items())},
    )


def point_distributions():
    """Exact distributions of the totals of seven cards drawn from a full deck.

    Returns ``(high, low)``: dicts {total: probability as a Fraction} of the
    high total X and of the low total Y of seven cards drawn at random
    (without replacement) from the 52-card deck.
    """
    high, low = _distributions()
    return dict(high), dict(low)


@lru_cache(maxsize=None)
def _p_high_at_most(high_total):
    """P(X <= high_total), exactly."""
    return sum((p for x, p in _distributions()[0].items() if x <= high_total), Fraction(0))


@lru_cache(maxsize=None)
def _p_low_at_least(low_total):
    """P(Y >= low_total), exactly."""
    return sum((p for y, p in _distributions()[1].items() if y >= low_total), Fraction(0))


def declare_likelier(high_total, low_total, players):
    """The "likelier" declare of a seat holding totals ``(H, L)`` at a ``players`` table.

    ``pH = P(X <= H) ** (players - 1)`` is the chance that every other seat's
    high total, were it seven random cards, is at most ``H``;
    ``pL = P(Y >= L) ** (players - 1)`` the same for the low side.  The seat
    declares ``"high"`` iff ``pH >= pL`` (exact Fractions; a tie goes high).

    (Raising both sides to the same power never changes which is larger, so
    the answer does not depend on ``players``; it is computed literally all
    the same.)
    """
    _check_seats("Colored Poker", players, 7)
    p_high = _p_high_at_most(high_total) ** (players - 1)
    p_low = _p_low_at_least(low_total) ** (players - 1)
    return "high" if p_high >= p_low else "low"


@lru_cache(maxsize=None)
def _reachable_pairs():
    """Every ``(H, L)`` some seven cards of the deck can total, sorted."""
    reach = [set() for _ in range(8)]
    reach[0].add((0, 0))
    for card in full_deck():
        high, low = card_points(card)
        for n in range(7, 0, -1):
            for h, l in list(reach[n - 1]):
                reach[n].add((h + high, l + low))
    return tuple(sorted(reach[7]))


def likelier_table(players):
    """{(H, L): "high" or "low"} for every ``(H, L)`` seven cards can total.

    The declare :func:`declare_likelier` gives at a ``players`` table
    (2..7).  A twist swaps a card for another card of the deck, so the totals
    after twists are in this table as well.
    """
    _check_seats("Colored Poker", players, 7)
    return {pair: declare_likelier(pair[0], pair[1], players) for pair in _reachable_pairs()}


def _declare(high_total, low_total, players, declare):
    if declare == "likelier":
        return declare_likelier(high_total, low_total, players)
    return declare  # "high" or "low": always that side


def _twist_position(cards, players, declare, twist_policy):
    """Position (0..6) of the card a seat twists away, or ``None``."""
    if twist_policy == "never":
        return None
    high_total, low_total = _totals(cards)
    side = _declare(high_total, low_total, players, declare)
    if side == "low":
        values = [card_points(c)[1] for c in cards]
        worst = max(values)  # the card adding most to the low total
        if worst >= 4:
            return values.index(worst)  # .index: the earliest received
    else:
        values = [card_points(c)[0] for c in cards]
        worst = min(values)  # the card adding least to the high total
        if worst <= 3:
            return values.index(worst)
    return None


def _check_colored(players, twist, declare, twist_policy):
    if not isinstance(twist, bool):
        raise ValueError(f"twist must be True or False; got {twist!r}")
    if declare not in COLORED_DECLARES:
        raise ValueError(f"unknown declare {declare!r}: choose from {', '.join(COLORED_DECLARES)}")
    if twist_policy not in TWIST_POLICIES:
        raise ValueError(f"unknown twist_policy {twist_policy!r}: choose from {', '.join(TWIST_POLICIES)}")
    # Seven cards a seat (49 of 52 at seven seats); a twist may take one more
    # card a seat, so with twists eight cards a seat must fit: six seats.
    _check_seats("Colored Poker with the twist" if twist else "Colored Poker", players, 6 if twist else 7)


def play_colored_poker(deck, players=7, twist=False, declare="likelier", twist_policy="improve"):
    """Play one deal of Colored Poker from ``deck`` (top card first).

    Rules and decisions:

    * The deal is seven-card stud: two passes face down, four face up, one
      face down (positions 0..6 of a seat, in the order received).  There is
      no betting and nobody folds.
    * No poker hands: every one of the seven cards counts.  A black card
      (clubs, spades) is worth 2..10 at face value, 10 for a J, Q or K, and an
      ace 11 in the high total H but 1 in the low total L; red cards (hearts,
      diamonds) are worth 0 in both.
    * Seats: 2..7 (seven cards each); 2..6 with ``twist`` (a twist can take an
      eighth card per seat).
    * Each seat declares high or low, never both.  ``declare="likelier"``:
      let X and Y be the high and low totals of seven cards drawn at random
      from a full 52-card deck (exact distributions, see
      :func:`point_distributions`); the seat declares high iff
      ``P(X <= H) ** (P-1) >= P(Y >= L) ** (P-1)`` (exact Fractions, so a tie
      goes high), see :func:`declare_likelier`.  ``declare="high"`` or
      ``"low"``: every seat always declares that side.
    * Showdown: half the pot goes to the highest H among the high declarers,
      half to the lowest L among the low declarers; equal totals split their
      half evenly.  If nobody declares one side, the other side's winners
      take the whole pot (split evenly if tied).  ``scoop`` means one seat
      takes the whole pot (which needs an empty side).
    * Twist (``twist=True``): after the seventh card, each seat in seat order
      0..P-1 may replace one of its cards by the top card of the deck; the new
      card takes the old one's position and face (down for down, up for up)
      and the old one is discarded.  Cards come off the deck in the order the
      seats twist.
    * ``twist_policy="improve"``: a seat takes the side it would declare now,
      on its current (pre-twist) totals, under the ``declare`` option (with
      ``"likelier"``, the likelier rule; with ``"high"``/``"low"``, that
      side).  Low: if its card with the highest LOW value is worth >= 4, that
      card is replaced.  High: if its card with the lowest HIGH value is
      worth <= 3 (a red card, worth 0, or a black 2 or 3), that card is
      replaced.  Among equal cards the earliest received (lowest position) is
      replaced.  Otherwise the seat does not twist.
      ``twist_policy="never"``: nobody twists.  Without ``twist`` the policy
      is checked but unused.
    * Declares are made after all twists, on the final totals.

    Returns a dict:
    ``cards`` (per seat: its seven final cards, positions 0..6),
    ``high_totals``, ``low_totals`` (per seat, final),
    ``declares`` (per seat ``"high"``/``"low"``),
    ``high_winners``, ``low_winners`` (seats winning each half, sorted;
    ``[]`` when nobody declared that side),
    ``shares`` (per seat, fraction of the whole pot, float),
    ``winners`` (seats with a positive share, sorted),
    ``scoop`` (True when one seat takes the whole pot),
    ``twisted`` (per seat: did it twist).
    """
    _check_colored(players, twist, declare, twist_policy)
    stock = _Stock(deck)
    cards = [[] for _ in range(players)]
    for _face in COLORED_FACES:
        for seat in range(players):
            cards[seat].append(stock.draw_required("the seven cards"))

    twisted = [False] * players
    if twist:
        for seat in range(players):
            position = _twist_position(cards[seat], players, declare, twist_policy)
            if position is not None:
                cards[seat][position] = stock.draw_required("a twist card")
                twisted[seat] = True

    high_totals = [_totals(c)[0] for c in cards]
    low_totals = [_totals(c)[1] for c in cards]
    declares = [_declare(high_totals[s], low_totals[s], players, declare) for s in range(players)]

    high_side = [s for s in range(players) if declares[s] == "high"]
    low_side = [s for s in range(players) if declares[s] == "low"]
    high_winners = []
    if high_side:
        best = max(high_totals[s] for s in high_side)
        high_winners = [s for s in high_side if high_totals[s] == best]
    low_winners = []
    if low_side:
        best = min(low_totals[s] for s in low_side)
        low_winners = [s for s in low_side if low_totals[s] == best]

    if high_winners and low_winners:
        parts = [(high_winners, Fraction(1, 2)), (low_winners, Fraction(1, 2))]
    elif high_winners:
        parts = [(high_winners, Fraction(1))]
    else:
        parts = [(low_winners, Fraction(1))]
    exact = _share_list(players, parts)
    winners = [s for s in range(players) if exact[s] > 0]
    return {
        "cards": cards,
        "high_totals": high_totals,
        "low_totals": low_totals,
        "declares": declares,
        "high_winners": high_winners,
        "low_winners": low_winners,
        "shares": [float(share) for share in exact],
        "winners": winners,
        "scoop": any(share == 1 for share in exact),
        "twisted": twisted,
    }


def simulate_colored_poker(deals, players=7, seed=0, twist=False, declare="likelier", twist_policy="improve"):
    """Play ``deals`` shuffled deals of Colored Poker; return the totals.

    Keys: ``deals``; ``declare_high``, ``declare_low`` (declares of each
    side, every seat of every deal counted); ``scoop`` (deals one seat took
    whole); ``seat_win`` ({seat: summed shares}); ``high_winning_total``,
    ``low_winning_total`` (Counter of the winning H, resp. L, one per deal
    in which that half was awarded); ``no_high``, ``no_low`` (deals where
    nobody declared that side); ``twists`` (seats that twisted, summed over
    deals); ``high_tie``, ``low_tie`` (deals where two or more seats split
    that half, or the whole pot when it went to that side alone).
    """
    _check_colored(players, twist, declare, twist_policy)
    rng = random.Random(seed)
    totals = {
        "deals": deals,
        "declare_high": 0,
        "declare_low": 0,
        "scoop": 0,
        "seat_win": {seat: 0.0 for seat in range(players)},
        "high_winning_total": Counter(),
        "low_winning_total": Counter(),
        "no_high": 0,
        "no_low": 0,
        "twists": 0,
        "high_tie": 0,
        "low_tie": 0,
    }
    for _ in range(deals):
        deck = full_deck()
        rng.shuffle(deck)
        deal = play_colored_poker(deck, players, twist, declare, twist_policy)
        totals["declare_high"] += deal["declares"].count("high")
        totals["declare_low"] += deal["declares"].count("low")
        totals["scoop"] += deal["scoop"]
        for seat in range(players):
            totals["seat_win"][seat] += deal["shares"][seat]
        if deal["high_winners"]:
            totals["high_winning_total"][deal["high_totals"][deal["high_winners"][0]]] += 1
        else:
            totals["no_high"] += 1
        if deal["low_winners"]:
            totals["low_winning_total"][deal["low_totals"][deal["low_winners"][0]]] += 1
        else:
            totals["no_low"] += 1
        totals["twists"] += sum(deal["twisted"])
        totals["high_tie"] += len(deal["high_winners"]) > 1
        totals["low_tie"] += len(deal["low_winners"]) > 1
    return totals


# ---------------------------------------------------------------------------
# Blind Baseball
# ---------------------------------------------------------------------------

FOUR = 4
#: Most seats for each number of innings (passes).
BLIND_BASEBALL_SEATS = {7: 7, 9: 6}


def _check_blind(players, innings, wild, four_extra):
    if isinstance(innings, bool) or innings not in BLIND_BASEBALL_SEATS:
        raise ValueError(f"innings must be 7 or 9; got {innings!r}")
    if not isinstance(four_extra, bool):
        raise ValueError(f"four_extra must be True or False; got {four_extra!r}")
    if isinstance(wild, (str, bytes)) or not hasattr(wild, "__iter__"):
        raise ValueError(f"wild must be a tuple of ranks 2..14; got {wild!r}")
    ranks = tuple(wild)
    for rank in ranks:
        if isinstance(rank, bool) or not isinstance(rank, int) or not 2 <= rank <= 14:
            raise ValueError(f"wild ranks are ints 2..14 (ace 14); got {rank!r}")
    _check_seats(f"Blind Baseball with {innings} innings", players, BLIND_BASEBALL_SEATS[innings])
    return frozenset(ranks)


def _blind_hand(cards, wild_ranks):
    """``fast_high`` of ``cards`` with every card of a wild rank wild; ``None`` for no cards.

    ``fast_high`` takes at most 12 cards.  A pile can reach 13 (nine innings
    plus four extra cards), and the best five of 13 cards is the best five of
    one of its 12-card subsets, so larger hands take the best over those
    subsets; the hand is natural when some best subset is.
    """
    if not cards:
        return None
    if len(cards) <= 12:
        return fast_high(cards, wild=frozenset(c for c in cards if card_rank(c) in wild_ranks))
    best = None
    natural = False
    for subset in combinations(cards, 12):
        hand = _blind_hand(list(subset), wild_ranks)
        if best is None or _value(hand) > _value(best):
            best, natural = hand, hand[2]
        elif _value(hand) == _value(best):
            natural = natural or hand[2]
    return (best[0], best[1], natural)


def _value(hand):
    """Comparable value of a hand (no cards at all ranks lowest), as in stud_wild."""
    if hand is None:
        return (-1, ())
    return (CATEGORY_INDEX[hand[0]], hand[1])


def play_blind_baseball(deck, players=7, innings=7, wild=(), four_extra=False):
    """Play one deal of Blind Baseball from ``deck`` (top card first).

    Rules and decisions:

    * Seats: 2..7 with ``innings=7``, 2..6 with ``innings=9``.  ``wild`` is a
      tuple of rank values 2..14 (ace 14), e.g. ``(3, 9)``; every card of a
      wild rank is wild and may stand for any card (copies included).
    * Deal: ``innings`` passes round the table, every card face down and
      unseen.  A seat's cards form its pile, in the order received.  If a
      pass cannot be dealt in full (with a full deck only nine innings at six
      seats: 8 passes use 48 cards), one card is put face down in the middle
      instead: the shared card.  It is the last card of every seat's pile
      (after the seat's own cards and extra cards), and it counts for a seat
      only once that seat has turned it (turning it reveals it to all, but it
      is in no other seat's turned cards until that seat turns it too).  Only
      the last pass may fall short; a hand-built deck that runs out earlier
      is refused.  The cards left over are the stock.
    * Turned cards are judged with ``fast_high(turned, wild=turned cards of a
      wild rank)``, best five (fewer turned cards make a short hand, where
      missing kickers lose), compared by (category, tiebreak): a natural hand
      does not beat an equal wild one, and equal is not a beat.
    * Play: seat 0 opens by turning his first card, and is the leader; this
      opening counts as one turn.  Then the next seat after the one who just
      played, going round (seat P-1 is followed by seat 0), skipping seats
      that are out and the leader, takes a turn: while his turned cards do
      not strictly beat the leader's turned cards he turns the next card of
      his pile; as soon as they beat them he becomes the leader and his turn
      ends; if his pile has no unturned card left before he beats the
      leader, he is out (a seat whose pile is already exhausted when his
      turn comes is out at once, and that still counts as a turn).  A seat
      that has lost the lead keeps its turned cards and goes on from where
      it stopped on its next turn.  The game ends when no seat other than
      the leader is still in; the leader wins the whole pot (no ties).
    * ``four_extra``: each time a seat turns a 4 during a turn (the opening
      included; an extra card or the shared card turned as a 4 counts too),
      he is dealt one extra card face down from the top of the stock, if any
      card is left (otherwise nothing).  It goes at the end of his own
      unturned cards, just before the shared card; if he has already turned
      the shared card, at the very end of his pile.  Extra cards are turned
      like any other card of the pile.
    * At the end every seat's whole pile is its final hand: ``hands`` is
      ``fast_high`` of all the seat's cards (own cards, extra cards and the
      shared card if any, turned or not) with the wild ranks; it does not
      decide the winner.

    Returns a dict:
    ``piles`` (per seat: its whole pile in turning order, shared card last),
    ``winner`` (the last leader), ``winners`` (``[winner]``),
    ``shares`` (1.0 for the winner, 0.0 for the others),
    ``hands`` (per seat: the final hand of the whole pile),
    ``turned`` (per seat: the cards it turned, in order),
    ``turns`` (per seat: turns taken, seat 0's opening counting as one),
    ``out`` (per seat: True when it went out; False for the winner),
    ``extras`` (per seat: extra cards received),
    ``shared`` (the shared card or ``None``),
    ``wild_held`` (per seat: wild cards in its whole pile).
    """
    wild_ranks = _check_blind(players, innings, wild, four_extra)
    stock = _Stock(deck)

    own = [[] for _ in range(players)]
    shared = None
    for inning in range(innings):
        if stock.remaining() < players:
            if inning != innings - 1:
                raise ValueError(f"the deck ran out before pass {inning + 1} could be dealt")
            shared = stock.draw_required("the shared card")
        else:
            for seat in range(players):
                own[seat].append(stock.draw_required("a pass"))

    # piles[seat][:next_card[seat]] are the turned cards.
    piles = [list(cards) + ([shared] if shared is not None else []) for cards in own]
    next_card = [0] * players
    turned = [[] for _ in range(players)]
    turns = [0] * players
    out = [False] * players
    extras = [0] * players

    def turn_one(seat):
        card = piles[seat][next_card[seat]]
        next_card[seat] += 1
        turned[seat].append(card)
        if four_extra and card_rank(card) == FOUR:
            extra = stock.draw()
            if extra is not None:
                extras[seat] += 1
                shared_unturned = shared is not None and next_card[seat] < len(piles[seat])
                if shared_unturned:
                    piles[seat].insert(len(piles[seat]) - 1, extra)  # just before the shared card
                else:
                    piles[seat].append(extra)

    def turned_value(seat):
        return _value(_blind_hand(turned[seat], wild_ranks))

    turns[0] += 1
    turn_one(0)
    leader = 0
    last = 0
    while True:
        still_in = [s for s in range(players) if not out[s] and s != leader]
        if not still_in:
            break
        seat = next(s for s in ((last + step) % players for step in range(1, players + 1)) if s in still_in)
        turns[seat] += 1
        target = turned_value(leader)
        while True:
            if turned_value(seat) > target:
                leader = seat
                break
            if next_card[seat] == len(piles[seat]):
                out[seat] = True
                break
            turn_one(seat)
        last = seat

    hands = [_blind_hand(pile, wild_ranks) for pile in piles]
    return {
        "piles": piles,
        "winner": leader,
        "winners": [leader],
        "shares": [1.0 if seat == leader else 0.0 for seat in range(players)],
        "hands": hands,
        "turned": turned,
        "turns": turns,
        "out": out,
        "extras": extras,
        "shared": shared,
        "wild_held": [sum(1 for c in pile if card_rank(c) in wild_ranks) for pile in piles],
    }


def simulate_blind_baseball(deals, players=7, seed=0, innings=7, wild=(), four_extra=False):
    """Play ``deals`` shuffled deals of Blind Baseball; return the totals.

    Keys: ``deals``; ``winner_category`` (Counter of the category of the
    winner's final hand, i.e. of his whole pile); ``hand_category`` (Counter
    over every seat's final hand); ``seat_win`` ({seat: summed shares});
    ``out`` (seats that went out, summed; always ``deals * (players - 1)``);
    ``turned`` (Counter, every seat of every deal, of how many cards it
    turned); ``turns`` (Counter, every seat of every deal, of its turns);
    ``extra_cards`` (Counter, every seat of every deal, of its extra cards);
    ``wild_held`` (Counter, every seat of every deal, of wild cards in its
    final hand); ``tie`` (always 0: the game has one winner).
    """
    _check_blind(players, innings, wild, four_extra)
    rng = random.Random(seed)
    totals = {
        "deals": deals,
        "winner_category": Counter(),
        "hand_category": Counter(),
        "seat_win": {seat: 0.0 for seat in range(players)},
        "out": 0,
        "turned": Counter(),
        "turns": Counter(),
        "extra_cards": Counter(),
        "wild_held": Counter(),
        "tie": 0,
    }
    for _ in range(deals):
        deck = full_deck()
        rng.shuffle(deck)
        deal = play_blind_baseball(deck, players, innings, wild, four_extra)
        totals["winner_category"][deal["hands"][deal["winner"]][0]] += 1
        for seat in range(players):
            totals["hand_category"][deal["hands"][seat][0]] += 1
            totals["seat_win"][seat] += deal["shares"][seat]
            totals["out"] += deal["out"][seat]
            totals["turned"][len(deal["turned"][seat])] += 1
            totals["turns"][deal["turns"][seat]] += 1
            totals["extra_cards"][deal["extras"][seat]] += 1
            totals["wild_held"][deal["wild_held"][seat]] += 1
    return totals

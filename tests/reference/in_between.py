"""Reference simulator for In Between (plain, slow Python).

A "reference twin": written from the rules alone, sharing no code with the
project's kernels.  It keeps every step in plain sight rather than fast.

The game, as played here
------------------------
* Two to ten seats, numbered 0..P-1.  Chips are whole numbers.  Every seat
  antes ``ANTE`` = 10 chips, so the pot starts at ``10 * P``.  The smallest
  bet is ``MIN_BET`` = 1 chip.
* Cards are texts such as ``"As"``, ``"Td"``, ``"7c"``: a rank character from
  ``23456789TJQKA`` and a suit from ``cdhs``.  A card from two to king is
  worth 2..13.  An ace is worth 1 or 14, and only as a post (below).
* The cards come from a *stream*: a sequence of orderings of the 52 cards,
  top card first.  The stock is ``stream[0]`` at the start, and cards are
  taken from its top.  The cards of every finished turn go onto a *buried*
  pile.
* Whenever a card must be taken and the stock is empty, the buried pile
  becomes the stock, its cards in the order they have in the next unused
  ordering of the stream (``stream[1]`` the first time, ``stream[2]`` the
  second time, and so on); the buried pile is then empty.  Cards of the turn
  being played are on the table, not buried, so they are not reshuffled.  A
  stream with no ordering left at that moment is an error (``ValueError``).
  Each ordering is checked (the 52 cards, once each, as canonical texts) when
  it is first used, so a lazily growing stream works too.
* Seats play in turn: turn ``t`` (from 0) is seat ``t % P``.  The *first
  round* is turns 0..P-1.
* A turn:

  1. Take the first post.  If it is an ace, the seat calls it now, before
     seeing the second post: low (1) with ``fixed_aces``, else low (1) under
     the ace policy ``"standard"`` and high (14) under ``"high"``.
  2. Take the second post.  If it is an ace, the seat calls it: high (14)
     with ``fixed_aces``; otherwise (whatever the ace policy) the call that
     leaves more ranks strictly between the posts: high after a first post
     worth 1, low after one worth 14, and after a first post worth v (2..13)
     low if v - 2 > 13 - v, else high (never a tie).
  3. The spread: ``"pair"`` when the two post values are equal, else
     ``hi - lo - 1`` (0..12).
  4. The limit: ``pot // 2`` in the first round, the whole pot after it, never
     above ``MAX_BET`` (a table limit, so that the pot stays finite) and never
     below ``MIN_BET``.  The seat bets (nobody passes):

     - ``"standard"``: the limit when the spread is a number >= 7 (>= 8 with
       ``post_pays_double``), else ``MIN_BET``;
     - ``"minimum"``: ``MIN_BET`` always;
     - ``"bold"``: the limit when the spread is a number >= 6, else ``MIN_BET``.

     A pair always bets ``MIN_BET`` (it is not a number).  With ``bet_from=N``
     (N >= 1) every seat bets the limit when the spread is a number >= N, else
     ``MIN_BET``, whatever the policy.
  5. Take the third card and settle:

     - an ace: ``"post"`` if either post is an ace (however it was called),
       else ``"outside"``; an ace is never between;
     - another card worth v: ``"between"`` if lo < v < hi, ``"post"`` if v
       equals lo or hi, else ``"outside"``.

     Between: the seat takes the bet from the pot.  Post: the seat pays the
     bet into the pot, or twice the bet with ``post_pays_double``.  Outside:
     the seat pays the bet into the pot.  The bet never exceeds the pot, so
     the pot never goes below 0.
  6. The three cards go onto the buried pile: first post, second post,
     third card.

* The game ends after the turn that leaves the pot at 0 (it is *finished*),
  or after ``max_turns`` turns (``MAX_TURNS`` = 500 by default; the game is
  then unfinished and whatever is in the pot stays there).
"""

import random
from collections import Counter, deque

from .deck_checks import (DECK, RANKS, SUITS, check_choice, check_count,  # noqa: F401
                          check_seats, permutation, shuffled_stream)


MIN_PLAYERS = 2
MAX_PLAYERS = 10
ANTE = 10
MIN_BET = 1
MAX_TURNS = 500
MAX_BET = 1000
BET_POLICIES = ("standard", "minimum", "bold")
ACE_POLICIES = ("standard", "high")
OUTCOMES = ("between", "post", "outside")
ACE_LOW = 1
ACE_HIGH = 14


# ---------------------------------------------------------------------------
# Checks and small helpers
# ---------------------------------------------------------------------------


def _check_players(players):
    check_seats("In Between", players, MIN_PLAYERS, MAX_PLAYERS)


def _check_choice(name, value, choices):
    check_choice(f"{name} policy", value, choices)


_check_count = check_count


def _permutation(stream, k):
    return permutation(stream, k, "a reshuffle")


def is_ace(card):
    return card[0] == "A"


def card_value(card):
    """Value 2..13 of a card other than an ace."""
    assert not is_ace(card)
    return RANKS.index(card[0]) + 2


def first_post_value(card, ace, fixed_aces):
    """Value of the first post: an ace is called before the second post is seen."""
    if not is_ace(card):
        return card_value(card)
    if fixed_aces:
        return ACE_LOW
    return ACE_LOW if ace == "standard" else ACE_HIGH


def second_post_value(card, first, fixed_aces):
    """Value of the second post, given the first post's value ``first``."""
    if not is_ace(card):
        return card_value(card)
    if fixed_aces:
        return ACE_HIGH
    if first == ACE_LOW:
        return ACE_HIGH
    if first == ACE_HIGH:
        return ACE_LOW
    between_if_low = first - 2  # ranks 2..first-1
    between_if_high = 13 - first  # ranks first+1..13
    assert between_if_low != between_if_high
    return ACE_LOW if between_if_low > between_if_high else ACE_HIGH


def spread_of(values):
    """``"pair"`` for equal post values, else the number of ranks strictly between them."""
    a, b = values
    if a == b:
        return "pair"
    return max(a, b) - min(a, b) - 1


def bet_limit(pot, first_round):
    limit = pot // 2 if first_round else pot
    return max(min(limit, MAX_BET), MIN_BET)


def choose_bet(policy, spread, limit, post_pays_double, bet_from=0):
    """The bet of ``policy`` at ``spread`` ("pair" or 0..12) under ``limit``; ``bet_from``
    (when not 0) sets the threshold in place of the policy's."""
    if spread == "pair":
        return MIN_BET
    if bet_from:
        return limit if spread >= bet_from else MIN_BET
    if policy == "minimum":
        return MIN_BET
    if policy == "standard":
        threshold = 8 if post_pays_double else 7
    else:  # "bold"
        threshold = 6
    return limit if spread >= threshold else MIN_BET


def outcome_of(posts, values, third):
    """``"between"``, ``"post"`` or ``"outside"`` for the third card against the posts."""
    if is_ace(third):
        return "post" if is_ace(posts[0]) or is_ace(posts[1]) else "outside"
    v = card_value(third)
    lo, hi = min(values), max(values)
    if lo < v < hi:
        return "between"
    if v == lo or v == hi:
        return "post"
    return "outside"


class _Cards:
    """The stock and the buried pile, reshuffling from the stream when the stock runs out."""

    def __init__(self, stream):
        self.stream = stream
        self.stock = deque(_permutation(stream, 0))
        self.buried = []
        self.reshuffles = 0

    def draw(self):
        if not self.stock:
            order = _permutation(self.stream, self.reshuffles + 1)
            buried = set(self.buried)
            assert len(buried) == len(self.buried) and buried, "the buried pile must hold distinct cards"
            self.stock = deque(card for card in order if card in buried)
            self.buried = []
            self.reshuffles += 1
        return self.stock.popleft()

    def bury(self, cards):
        self.buried.extend(cards)


# ---------------------------------------------------------------------------
# One game
# ---------------------------------------------------------------------------


def play(stream, players, bet="standard", ace="standard", post_pays_double=False, fixed_aces=False,
         max_turns=MAX_TURNS, bet_from=0):
    """Play one game from ``stream`` (a sequence of 52-card orderings, or a ``shuffled_stream``).

    Returns a dict: "turns" (per turn: "seat", "posts", "values", "spread", "limit", "bet",
    "third", "outcome", "net", "pot" after the turn), "length", "finished", "pot" (final),
    "reshuffles" and "seat_net" (each seat's nets summed; antes not included).
    """
    _check_players(players)
    _check_choice("bet", bet, BET_POLICIES)
    _check_choice("ace", ace, ACE_POLICIES)
    _check_count("max_turns", max_turns, 1)
    post_pays_double = bool(post_pays_double)
    fixed_aces = bool(fixed_aces)

    cards = _Cards(stream)
    pot = ANTE * players
    seat_net = [0] * players
    turns = []
    for t in range(max_turns):
        seat = t % players
        first_card = cards.draw()
        first = first_post_value(first_card, ace, fixed_aces)  # called before the second post
        second_card = cards.draw()
        second = second_post_value(second_card, first, fixed_aces)
        posts = [first_card, second_card]
        values = [first, second]
        spread = spread_of(values)

        limit = bet_limit(pot, first_round=t < players)
        wager = choose_bet(bet, spread, limit, post_pays_double, bet_from)
        assert MIN_BET <= wager <= limit <= pot

        third = cards.draw()
        outcome = outcome_of(posts, values, third)
        if outcome == "between":
            net = wager
        elif outcome == "post":
            net = -2 * wager if post_pays_double else -wager
        else:
            net = -wager
        pot -= net
        assert pot >= 0
        seat_net[seat] += net
        cards.bury([first_card, second_card, third])

        turns.append({
            "seat": seat,
            "posts": posts,
            "values": values,
            "spread": spread,
            "limit": limit,
            "bet": wager,
            "third": third,
            "outcome": outcome,
            "net": net,
            "pot": pot,
        })
        if pot == 0:
            break

    return {
        "turns": turns,
        "length": len(turns),
        "finished": pot == 0,
        "pot": pot,
        "reshuffles": cards.reshuffles,
        "seat_net": seat_net,
    }


# ---------------------------------------------------------------------------
# Many games
# ---------------------------------------------------------------------------


def new_totals(players, games):
    """Empty totals of ``simulate`` (its keys)."""
    return {
        "games": games,
        "turns": 0,
        "spread_turns": Counter(),
        "spread_between": Counter(),
        "outcome": Counter(),
        "net": 0,
        "net_sq": 0,
        "length": Counter(),
        "unfinished": 0,
        "seat_net": [0] * players,
        "reshuffles": 0,
    }


def add_game(totals, game):
    """Add one ``play`` result to ``totals`` (see ``new_totals``)."""
    for turn in game["turns"]:
        totals["turns"] += 1
        totals["spread_turns"][turn["spread"]] += 1
        if turn["outcome"] == "between":
            totals["spread_between"][turn["spread"]] += 1
        totals["outcome"][turn["outcome"]] += 1
        totals["net"] += turn["net"]
        totals["net_sq"] += turn["net"] * turn["net"]
    totals["length"][game["length"]] += 1
    totals["unfinished"] += not game["finished"]
    for seat, net in enumerate(game["seat_net"]):
        totals["seat_net"][seat] += net
    totals["reshuffles"] += game["reshuffles"]


def simulate(players, games, seed, bet="standard", ace="standard", post_pays_double=False, fixed_aces=False,
             max_turns=MAX_TURNS, bet_from=0):
    """Totals over ``games`` games.  One ``random.Random(seed)`` feeds every game a fresh
    ``shuffled_stream``, game after game, each drawing its orderings only as it needs them."""
    _check_players(players)
    _check_count("games", games, 0)
    _check_choice("bet", bet, BET_POLICIES)
    _check_choice("ace", ace, ACE_POLICIES)
    _check_count("max_turns", max_turns, 1)
    rng = random.Random(seed)
    totals = new_totals(players, games)
    for _ in range(games):
        game = play(shuffled_stream(rng), players, bet=bet, ace=ace, post_pays_double=post_pays_double,
                    fixed_aces=fixed_aces, max_turns=max_turns, bet_from=bet_from)
        add_game(totals, game)
    return totals

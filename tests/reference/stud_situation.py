"""Exact odds of a stud situation, by dealing out the rest of the hand.

This is a slow reference written to be checked by reading.  Given what every
seat holds at a street boundary, :func:`situation_odds` walks through every
way the rest of the deal can go and adds up, as exact fractions, how often
each seat wins, ties, and what its expected share of the pot is; it also gives
the category distribution of seat 0's final hand.  :func:`deal_rest_sample`
estimates the same numbers from random completions.

Games handled: ``seven-card-stud``, ``follow-the-queen``, ``yanqui-baseball``
and ``baseball``.  The rules below are my own summaries of the rule texts
(``simpoker show GAME``):

Dealing, all four games
    Seven streets: down, down, up, up, up, up, down.  Every street goes round
    the table seat 0 first.  Nobody folds, so every seat reaches the showdown.
    If, when the last (down) street is due, fewer cards are left than there
    are seats, a single card is turned face up in the middle instead; it is in
    every seat's hand, counts as a face-up card for the wild rules, belongs to
    nobody (so a 4 there earns no extra card).  With at most seven seats this
    only happens when face-up 4s have eaten up extra cards.

Seven-card stud
    Nothing wild, nothing extra.

Follow the Queen
    A queen dealt face up clears the wild rank and leaves the table waiting;
    the next card dealt face up (to any seat, possibly on a later street)
    names the new wild rank, unless it is itself a queen, which just keeps
    the table waiting.  Down cards never take part.  If the table is still
    waiting at the end, nothing is wild.  Option ``queens_wild``: queens are
    wild at all times in addition to the named rank.

Yanqui Baseball
    The wild rank is the rank of the most recent face-up 3, 5, 7 or 9
    (nothing wild before the first one).  A face-up 4 gets its owner one more
    card, face down, dealt straight away (before the next seat's card); that
    card is a down card, so it can neither change the wild rank nor earn
    another card.  Option ``buy_fours=False`` turns the extra card off.  The
    ``queen_of_hearts`` side payment does not touch who wins the pot.

Baseball
    Every 3 and every 9 is wild, face up or face down.  A face-up 4 earns one
    more down card at once, exactly as in Yanqui.  The ``winter`` option only
    changes payments (the players always pay), so the cards play the same.

Showdown
    Each seat plays its best five cards out of all it holds (plus the middle
    card if there is one); every card of a wild rank may stand for any card.
    Values are compared with :func:`evaluator.compare_key`, so a natural hand
    does not beat an equal wild one.  Equal best hands split the pot evenly.

How the situation is read
    ``seats[s] = (down, up)``.  ``up`` lists the seat's face-up cards in the
    order they came.  ``down`` lists its down cards (extra cards earned by
    face-up 4s included), or is ``None`` when they are unknown; the number of
    unknown cards follows from the street and the 4s showing.  The wild state
    at the boundary is found by replaying all the ``up`` cards in dealing
    order (street by street, seat 0 first in each).  Cards nobody holds are
    the unseen cards; the unknown down cards of other seats are drawn from
    them too, since a card nobody has seen is as likely to be any unseen card.
"""

from fractions import Fraction
from functools import lru_cache
from itertools import combinations
from math import comb
import random

try:
    from tests.reference.evaluator import (
        CATEGORIES,
        compare_key,
        fast_high,
        full_deck,
        normalize_card,
    )
except ImportError:  # plain `pytest`, where only tests/ is on sys.path
    from reference.evaluator import CATEGORIES, compare_key, fast_high, full_deck, normalize_card

__all__ = ["GAMES", "DEFAULT_OPTIONS", "situation_odds", "deal_rest_sample"]

#: Face of the card each of the seven streets deals.
STREETS = ("down", "down", "up", "up", "up", "up", "down")

#: Game name -> its options and their defaults.
DEFAULT_OPTIONS = {
    "seven-card-stud": {},
    "follow-the-queen": {"queens_wild": False},
    "yanqui-baseball": {"buy_fours": True, "queen_of_hearts": False},
    "baseball": {"winter": False},
}
GAMES = tuple(DEFAULT_OPTIONS)

MAX_SEATS = 7


# ---------------------------------------------------------------------------
# The game's rules as small functions
# ---------------------------------------------------------------------------


class _Rules:
    """Everything about one game + options that the deal and showdown need."""

    def __init__(self, game, options):
        if game not in DEFAULT_OPTIONS:
            raise ValueError(f"unknown game {game!r}: choose from {', '.join(GAMES)}")
        opts = dict(DEFAULT_OPTIONS[game])
        for key, value in (options or {}).items():
            if key not in opts:
                raise ValueError(f"{game} has no option {key!r}")
            if not isinstance(value, bool):
                raise ValueError(f"option {key!r} takes True or False, got {value!r}")
            opts[key] = value
        self.game = game
        self.options = opts
        # Does a face-up 4 earn an extra down card (always taken)?
        self.fours_earn = game == "baseball" or (game == "yanqui-baseball" and opts["buy_fours"])

    # The wild state is a pair (named rank or None, waiting for a queen's follower).
    START_WILD = (None, False)

    def after_up_card(self, wild, card):
        """Wild state after ``card`` is dealt face up."""
        named, waiting = wild
        rank = card[0]
        if self.game == "follow-the-queen":
            if rank == "Q":
                return (None, True)  # nothing named until the next up card
            if waiting:
                return (rank, False)
            return wild
        if self.game == "yanqui-baseball":
            if rank in "3579":
                return (rank, False)
            return wild
        return wild  # stud: nothing moves; baseball: the wild ranks are fixed

    def wild_ranks(self, wild):
        """The set of rank letters that are wild in the given wild state."""
        named, _waiting = wild
        if self.game == "baseball":
            return frozenset("39")
        ranks = set()
        if named is not None:
            ranks.add(named)
        if self.game == "follow-the-queen" and self.options["queens_wild"]:
            ranks.add("Q")
        return frozenset(ranks)

    def extra_downs(self, up):
        """How many extra down cards the face-up cards ``up`` have earned."""
        if not self.fours_earn:
            return 0
        return sum(1 for card in up if card[0] == "4")


# ---------------------------------------------------------------------------
# Reading and checking the situation
# ---------------------------------------------------------------------------


def _read_situation(rules, seats):
    """Check ``seats`` and return (streets_done, hands, hidden_counts, wild).

    ``hands[s]`` is the tuple of seat s's known cards; ``hidden_counts[s]`` the
    number of its unknown down cards (0 when ``down`` was given).
    """
    seats = list(seats)
    if not 1 <= len(seats) <= MAX_SEATS:
        raise ValueError(f"1..{MAX_SEATS} seats, got {len(seats)}")
    downs, ups = [], []
    for s, entry in enumerate(seats):
        try:
            down, up = entry
        except (TypeError, ValueError):
            raise ValueError(f"seat {s}: expected a pair (down, up), got {entry!r}") from None
        if isinstance(up, str) or (down is not None and isinstance(down, str)):
            raise ValueError(f"seat {s}: give lists of cards, not a string")
        up = [normalize_card(c) for c in up]
        down = None if down is None else [normalize_card(c) for c in down]
        for c in up + (down or []):
            if c[0] == "X":
                raise ValueError("no jokers in these games")
        ups.append(up)
        downs.append(down)

    everything = [c for s in range(len(seats)) for c in ups[s] + (downs[s] or [])]
    if len(set(everything)) != len(everything):
        twice = sorted({c for c in everything if everything.count(c) > 1})
        raise ValueError(f"card(s) given twice: {twice}")

    n_up = {len(u) for u in ups}
    if len(n_up) != 1:
        raise ValueError(f"seats at different streets: up-card counts {sorted(n_up)}")
    n_up = n_up.pop()
    if n_up > 4:
        raise ValueError(f"at most 4 up cards, got {n_up}")

    # Base down cards (not counting the extras earned by 4s) each known seat shows.
    base_downs = set()
    for s in range(len(seats)):
        if downs[s] is not None:
            base_downs.add(len(downs[s]) - rules.extra_downs(ups[s]))
    if len(base_downs) > 1:
        raise ValueError(f"seats at different streets: down-card counts {sorted(base_downs)} (extras aside)")
    # Which base down counts fit this many up cards?
    if n_up == 0:
        allowed = (0, 1, 2)  # after street 0, 1 or 2
    elif n_up < 4:
        allowed = (2,)
    else:
        allowed = (2, 3)  # after 6th or 7th street
    if base_downs:
        base_down = base_downs.pop()
        if base_down not in allowed:
            raise ValueError(
                f"{n_up} up card(s) go with {' or '.join(map(str, allowed))} down card(s) "
                f"(plus one per face-up 4 where the game gives one), not {base_down}"
            )
    else:
        # Nothing tells the streets apart; unknown down cards are random
        # unseen cards whichever it is, so take the latest street that still
        # has cards to come (for 4 up cards: after 6th street).
        base_down = 2
    if n_up == 0:
        streets_done = base_down
    elif n_up < 4:
        streets_done = 2 + n_up
    else:
        streets_done = 6 if base_down == 2 else 7

    hands, hidden = [], []
    for s in range(len(seats)):
        known_down = downs[s] or []
        hands.append(tuple(known_down) + tuple(ups[s]))
        hidden.append(0 if downs[s] is not None else base_down + rules.extra_downs(ups[s]))

    if sum(len(h) for h in hands) + sum(hidden) > 52:
        raise ValueError("more cards in the hands than in the deck")

    # Wild state at the boundary: replay the up cards street by street, seat 0 first.
    wild = rules.START_WILD
    for i in range(n_up):
        for s in range(len(seats)):
            wild = rules.after_up_card(wild, ups[s][i])
    return streets_done, hands, hidden, wild


# ---------------------------------------------------------------------------
# The deal: a queue of things still to deal, handled one at a time
# ---------------------------------------------------------------------------
#
# Actions in the queue:
#   ("hidden", seat, k)  give seat its k unknown down cards (one unordered set:
#                        nothing depends on their order, they are face down)
#   ("card", seat, face) deal one card to seat; face is "up", "down" or "extra"
#   ("last street",)     the last down street: one card per seat, or the middle
#                        card when fewer cards are left than seats
#   ("middle",)          turn one card face up in the middle


class _State:
    """A point in the deal.  Treated as immutable: every step builds a new one."""

    __slots__ = ("hands", "unseen", "wild", "todo", "middle")

    def __init__(self, hands, unseen, wild, todo, middle):
        self.hands = hands  # tuple of tuples of cards, one per seat
        self.unseen = unseen  # tuple of the cards still in the deck, fixed order
        self.wild = wild  # wild state (see _Rules)
        self.todo = todo  # tuple of actions still to do
        self.middle = middle  # the middle card, or None


def _start_state(rules, seats):
    streets_done, hands, hidden, wild = _read_situation(rules, seats)
    known = {c for h in hands for c in h}
    unseen = tuple(c for c in full_deck() if c not in known)
    todo = [("hidden", s, k) for s, k in enumerate(hidden) if k > 0]
    for street in range(streets_done + 1, 8):
        if street == 7:
            todo.append(("last street",))
        else:
            todo.extend(("card", s, STREETS[street - 1]) for s in range(len(hands)))
    return _State(tuple(hands), unseen, wild, tuple(todo), None)


def _next_action(state):
    """The next action that needs cards, and the queue after it (or None, ())."""
    todo = state.todo
    if not todo:
        return None, ()
    action, rest = todo[0], todo[1:]
    if action[0] == "last street":
        n_seats = len(state.hands)
        if len(state.unseen) < n_seats:
            return ("middle",), rest
        deal = tuple(("card", s, "down") for s in range(n_seats))
        return deal[0], deal[1:] + rest
    return action, rest


def _cards_needed(action):
    return action[2] if action[0] == "hidden" else 1


def _apply(rules, state, action, rest, cards):
    """New state after dealing ``cards`` (a tuple) for ``action``."""
    unseen = tuple(c for c in state.unseen if c not in cards)
    hands, wild, middle = state.hands, state.wild, state.middle
    if action[0] == "middle":
        (card,) = cards
        middle = card
        wild = rules.after_up_card(wild, card)  # face up, but it earns nothing
    else:
        seat = action[1]
        hands = hands[:seat] + (hands[seat] + tuple(cards),) + hands[seat + 1:]
        if action[0] == "card" and action[2] == "up":
            (card,) = cards
            wild = rules.after_up_card(wild, card)
            if card[0] == "4" and rules.fours_earn:
                # The extra down card comes at once, before anyone else's card.
                rest = (("card", seat, "extra"),) + rest
    return _State(hands, unseen, wild, rest, middle)


# ---------------------------------------------------------------------------
# Showdown
# ---------------------------------------------------------------------------


@lru_cache(maxsize=1 << 17)
def _value(cards, wild_ranks):
    """(category, compare key) of the best hand in ``cards`` (a sorted tuple)."""
    wild = frozenset(c for c in cards if c[0] in wild_ranks)
    category, tiebreak, natural = fast_high(cards, wild=wild)
    return category, compare_key(category, tiebreak, natural)


def _showdown(rules, state):
    """(list of winning seats, seat 0's category) at the end of the deal."""
    wild_ranks = rules.wild_ranks(state.wild)
    extra = (state.middle,) if state.middle is not None else ()
    values = [_value(tuple(sorted(hand + extra)), wild_ranks) for hand in state.hands]
    best = max(key for _cat, key in values)
    winners = [s for s, (_cat, key) in enumerate(values) if key == best]
    return winners, values[0][0]


class _Tally:
    """Adds up showdown results with weights (Fractions or plain counts)."""

    def __init__(self, n_seats, zero):
        self.win = [zero] * n_seats
        self.tie = [zero] * n_seats
        self.equity = [zero] * n_seats
        self.category = {name: zero for name in CATEGORIES}

    def add(self, winners, category, weight):
        if len(winners) == 1:
            self.win[winners[0]] += weight
        else:
            for s in winners:
                self.tie[s] += weight
        for s in winners:
            self.equity[s] += weight / len(winners)
        self.category[category] += weight

    def result(self):
        return {
            "win": list(self.win),
            "tie": list(self.tie),
            "equity": list(self.equity),
            "hero_category": dict(self.category),
        }


# ---------------------------------------------------------------------------
# Public functions
# ---------------------------------------------------------------------------


def situation_odds(game, seats, options=None):
    """Exact odds of a stud situation.

    game: ``"seven-card-stud"``, ``"follow-the-queen"``, ``"yanqui-baseball"``
    or ``"baseball"``.
    seats: one ``(down, up)`` pair per seat, seat 0 (the hero) first; ``down``
    is a list of cards (extra cards bought with face-up 4s included) or None
    when unknown, ``up`` the face-up cards in the order dealt.  All seats must
    be at the same street boundary.
    options: the game's options (see :data:`DEFAULT_OPTIONS`); an extra card
    offered by a face-up 4 is always taken.

    Returns a dict of :class:`fractions.Fraction`: ``"win"`` (alone),
    ``"tie"`` (shares the pot) and ``"equity"`` (expected pot share) per seat,
    and ``"hero_category"``: category name -> probability for seat 0's final
    hand (every name of :data:`evaluator.CATEGORIES` is present).

    Raises ValueError for a situation that cannot occur.
    """
    rules = _Rules(game, options)
    start = _start_state(rules, seats)
    tally = _Tally(len(start.hands), Fraction(0))

    def walk(state, weight):
        action, rest = _next_action(state)
        if action is None:
            winners, category = _showdown(rules, state)
            tally.add(winners, category, weight)
            return
        k = _cards_needed(action)
        pool = state.unseen
        # Each set of k unseen cards is equally likely.
        share = weight / comb(len(pool), k)
        for cards in combinations(pool, k):
            walk(_apply(rules, state, action, rest, cards), share)

    walk(start, Fraction(1))
    return tally.result()


def deal_rest_sample(game, seats, n, seed, options=None):
    """Like :func:`situation_odds`, estimated from ``n`` random completions.

    The cards are drawn with ``random.Random(seed)``.  Returns floats, plus
    ``"trials": n``.
    """
    if n < 1:
        raise ValueError("n must be at least 1")
    rules = _Rules(game, options)
    start = _start_state(rules, seats)
    rng = random.Random(seed)
    tally = _Tally(len(start.hands), 0.0)
    for _ in range(n):
        state = start
        while True:
            action, rest = _next_action(state)
            if action is None:
                break
            cards = tuple(rng.sample(state.unseen, _cards_needed(action)))
            state = _apply(rules, state, action, rest, cards)
        winners, category = _showdown(rules, state)
        tally.add(winners, category, 1.0)
    out = tally.result()
    out["win"] = [x / n for x in out["win"]]
    out["tie"] = [x / n for x in out["tie"]]
    out["equity"] = [x / n for x in out["equity"]]
    out["hero_category"] = {k: v / n for k, v in out["hero_category"].items()}
    out["trials"] = n
    return out

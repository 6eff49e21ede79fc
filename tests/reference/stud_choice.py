"""Reference simulators for five stud games where the players choose.

The games: Have a Heart, English Stud, Open and Shut, Share Your Hole and
Mexican Stud.  Like :mod:`tests.reference.stud_wild` this is plain, slow
Python: one deal at a time from an explicit deck, every hand scored with
:func:`tests.reference.evaluator.fast_high` (which the evaluator tests check
against the brute-force :func:`~tests.reference.evaluator.brute_high`).  It
shares no code with the project's kernels.

Each game has a pair of functions:

* ``play_<game>(deck, players=..., **options)`` plays one deal from ``deck``
  (a list of cards, top card first) and returns a dict describing it;
* ``simulate_<game>(deals, players=..., seed=0, **options)`` plays ``deals``
  deals, each from a fresh shuffle of :func:`full_deck` made with one
  ``random.Random(seed)`` for the whole run, and returns counts.

Rules shared by all five games:

* A 52-card deck, no jokers, nothing wild unless a game says so.  ``deck``
  may be any list of distinct cards from it (a hand-built deck may be short;
  running out where a game has no reshuffle rule raises ``ValueError``).
* Seats ``0..P-1``; seat 0 sits left of the dealer and every street is dealt
  round the table in seat order.  An up card is dealt face up, a down card
  face down.
* Each seat plays its best five cards (``fast_high``; fewer than five cards
  make a short hand, where missing kickers lose).  Hands compare by
  ``(CATEGORY_INDEX[category], tiebreak)``, exactly as ``stud_wild._value``:
  a natural hand does not beat an equal hand made with wild cards, and equal
  best hands split the whole pot.  Nobody folds.
* Volatility, with ``stud_wild``'s definitions: after each round the game
  lists, the leader is the seat with the best hand, ties going to the lowest
  seat, once on all the seat's cards ("full") and once on its face-up cards
  only ("showing"; each game says exactly what that is).  A seat with no card
  to judge (e.g. no face-up card left) ranks below every hand.
  ``lead_changes`` counts the rounds 2.. whose full leader differs from the
  round before.
* Impossible seat counts and unknown options raise ``ValueError``.

Every ``play_`` result holds ``hands`` (per seat, the ``fast_high`` result of
the seat's final hand), ``winners`` (sorted seats sharing the pot), ``shares``
(per seat, the fraction of the whole pot won), ``seats`` (the seats' final
cards, as each game describes), ``full_leaders``, ``showing_leaders``,
``full_leader_won``, ``showing_leader_won`` (per round, the leader is among
the winners) and ``lead_changes``, plus the game's own keys.

Every ``simulate_`` result holds ``deals``, ``winner_category`` (Counter of
the winning hand's category), ``hand_category`` (Counter over all seats of
all deals), ``seat_win`` (``{seat: summed shares}``), ``tie`` (deals whose
pot is split), ``leader_wins_full`` and ``leader_wins_showing`` (per round,
deals whose leader won or shared the pot) and ``lead_changes`` (Counter of
per-deal counts), plus the game's own keys.
"""

import random
from collections import Counter
from itertools import combinations

from .evaluator import CATEGORY_INDEX, JOKERS, card_rank, card_suit, fast_high, full_deck, normalize_card

__all__ = [
    "play_have_a_heart",
    "simulate_have_a_heart",
    "play_english_stud",
    "simulate_english_stud",
    "play_open_and_shut",
    "simulate_open_and_shut",
    "play_share_your_hole",
    "simulate_share_your_hole",
    "play_mexican_stud",
    "simulate_mexican_stud",
]

UP = "up"
DOWN = "down"
ACE = 14
#: The value of "no cards at all": below every real hand.
NOTHING = (-1, ())
STRAIGHT = CATEGORY_INDEX["straight"]


# ---------------------------------------------------------------------------
# Small shared helpers
# ---------------------------------------------------------------------------


def _value(hand):
    """Comparable value of a ``fast_high`` result (as ``stud_wild._value``)."""
    return (CATEGORY_INDEX[hand[0]], hand[1])


def _score(cards, wild=frozenset()):
    """Value of the best hand in ``cards``; ``NOTHING`` for no cards."""
    if not cards:
        return NOTHING
    return _value(fast_high(cards, wild=frozenset(wild)))


def _leader(values):
    """Seat with the best value; among equal values the lowest seat."""
    return max(range(len(values)), key=lambda seat: (values[seat], -seat))


def _showdown(hands):
    """``(winners, shares)`` from the per-seat ``fast_high`` results."""
    values = [_value(hand) for hand in hands]
    best = max(values)
    winners = [seat for seat, value in enumerate(values) if value == best]
    shares = [1.0 / len(winners) if seat in winners else 0.0 for seat in range(len(hands))]
    return winners, shares


def _check_players(game, players, low, high):
    if isinstance(players, bool) or not isinstance(players, int) or not low <= players <= high:
        raise ValueError(f"{game} is played by {low}..{high} seats; got {players!r}")


def _check_choice(name, value, choices):
    if value not in choices:
        raise ValueError(f"unknown {name} {value!r}: choose from {', '.join(map(repr, choices))}")


def _check_rng(rng):
    if rng is not None and not callable(getattr(rng, "shuffle", None)):
        raise ValueError("rng must be a random.Random (something with a shuffle method) or None")


class _Stock:
    """The undealt cards, plus the discard pile of the draw games.

    Cards are dealt from the front of ``cards``.  ``discard`` puts a card on
    the pile (kept in the order discarded).  When a card is needed and the
    stock is empty, the whole pile (every card discarded and not yet
    reshuffled) is shuffled in place with ``rng.shuffle`` and becomes the new
    stock, dealt from its front.  Without discards, or without ``rng``, an
    empty stock raises ``ValueError``.
    """

    def __init__(self, deck, rng=None):
        cards = [normalize_card(c) for c in deck]
        if len(set(cards)) != len(cards):
            raise ValueError("the deck holds a card twice")
        if any(c in JOKERS for c in cards):
            raise ValueError("these games are played without jokers")
        self.cards = cards
        self.pile = []
        self.rng = rng
        self.reshuffles = 0

    def discard(self, card):
        self.pile.append(card)

    def draw(self, what):
        if not self.cards:
            if not self.pile:
                raise ValueError(f"the deck ran out before {what} could be dealt")
            if self.rng is None:
                raise ValueError(f"the stock ran out before {what}: reshuffling the discards needs rng")
            new_stock = self.pile
            self.pile = []
            self.rng.shuffle(new_stock)
            self.cards = new_stock
            self.reshuffles += 1
        return self.cards.pop(0)


class _Volatility:
    """Leaders after each round, and the result keys derived from them."""

    def __init__(self):
        self.full = []
        self.showing = []

    def record(self, full_values, showing_values):
        self.full.append(_leader(full_values))
        self.showing.append(_leader(showing_values))

    def result(self, winners):
        return {
            "full_leaders": list(self.full),
            "showing_leaders": list(self.showing),
            "full_leader_won": [leader in winners for leader in self.full],
            "showing_leader_won": [leader in winners for leader in self.showing],
            "lead_changes": _changes(self.full),
        }


def _changes(leaders):
    """Rounds 2.. whose leader differs from the round before."""
    return sum(1 for r in range(1, len(leaders)) if leaders[r] != leaders[r - 1])


def _cards(seat):
    """The cards of a seat held as ``(card, face)`` pairs."""
    return [card for card, _ in seat]


def _up(seat):
    """The face-up cards of a seat held as ``(card, face)`` pairs, in order."""
    return [card for card, face in seat if face == UP]


def _simulate(deals, players, seed, rounds, play, own, add_own):
    """Shared driver for the ``simulate_`` functions.

    ``play(deck, rng)`` plays one deal; it gets the run's one ``Random`` so
    that the draw games can use it for reshuffles too.  ``own`` holds the
    game's own totals at zero; after the common counting of each deal,
    ``add_own(totals, deal)`` adds the game's own counts.
    """
    if isinstance(deals, bool) or not isinstance(deals, int) or deals < 0:
        raise ValueError(f"deals must be a whole number >= 0; got {deals!r}")
    rng = random.Random(seed)
    totals = {
        "deals": deals,
        "winner_category": Counter(),
        "hand_category": Counter(),
        "seat_win": {seat: 0.0 for seat in range(players)},
        "tie": 0,
        "leader_wins_full": [0] * rounds,
        "leader_wins_showing": [0] * rounds,
        "lead_changes": Counter(),
    }
    totals.update(own)
    for _ in range(deals):
        deck = full_deck()
        rng.shuffle(deck)
        deal = play(deck, rng)
        winners = deal["winners"]
        # All winners hold equal hands, so any one gives the winning category.
        totals["winner_category"][deal["hands"][winners[0]][0]] += 1
        for seat in range(players):
            totals["hand_category"][deal["hands"][seat][0]] += 1
            totals["seat_win"][seat] += deal["shares"][seat]
        if len(winners) > 1:
            totals["tie"] += 1
        for r in range(rounds):
            totals["leader_wins_full"][r] += deal["full_leader_won"][r]
            totals["leader_wins_showing"][r] += deal["showing_leader_won"][r]
        totals["lead_changes"][deal["lead_changes"]] += 1
        add_own(totals, deal)
    return totals


# ---------------------------------------------------------------------------
# Have a Heart
# ---------------------------------------------------------------------------


def _heart_take(seats, taker):
    """``(victim, card)`` the ``take="best"`` policy takes, or ``None``.

    Every face-up card of every other seat is a candidate.  The key, biggest
    first: the value of the taker's best hand from all its cards plus the
    candidate; the candidate's rank; the victim nearest the taker's left
    (offset 1, 2, ... round the table); the earliest card in the victim's
    face-up cards.
    """
    players = len(seats)
    own = _cards(seats[taker])
    best_key = None
    best = None
    for offset in range(1, players):
        victim = (taker + offset) % players
        for index, card in enumerate(_up(seats[victim])):
            key = (_score(own + [card]), card_rank(card), -offset, -index)
            if best_key is None or key > best_key:
                best_key = key
                best = (victim, card)
    return best


def play_have_a_heart(deck, players=7, take="best"):
    """Play one deal of Have a Heart from ``deck`` (top card first).

    Rules: seven-card stud, streets down, down, up, up, up, up, down
    (2..7 seats; nothing wild).  Each time a heart is dealt face up to a
    seat, right away (before the next card is dealt) that seat may take one
    face-up card from any other seat.

    Decisions:

    * The take happens at once, so only cards already face up at that
      moment can be taken: a heart to seat 0 on the first up street finds
      nobody showing and takes nothing.
    * Any face-up card of another seat may be taken, including a card that
      seat took earlier.  The taker keeps it face up, appended to its
      face-up cards; the victim gets no replacement.
    * A taken heart triggers nothing, and neither does a heart dealt face
      down (the two first cards and the final card).
    * ``take="best"`` always takes when another seat shows a card: the card
      that makes the taker's best hand (all its cards plus that card,
      ``fast_high``, nothing wild) highest; ties: the higher rank; then the
      seat nearest the taker's left (seat+1, seat+2, ... round the table);
      then the earliest card in that seat's face-up cards (in the order that
      seat received them, taken cards appended when taken).
      ``take="never"`` never takes.
    * Final hand: best five of all the seat's cards, or a short hand when
      takes leave it fewer than five (a seat always keeps at least three).
    * Volatility over 5 rounds: after each up street, its takes included,
      and after the final down street.  Full: all the seat's cards; showing:
      the seat's current face-up cards (taken cards in, cards taken away
      out; a seat with none left ranks below every hand).

    Returns ``hands``, ``winners``, ``shares``, ``seats`` (per seat, its
    final cards as ``(card, "down"|"up")`` in the order received, taken
    cards appended when taken), ``hand_sizes`` (per seat, cards at the end),
    ``takes`` (cards taken this deal) and the volatility keys
    (``full_leaders``, ``showing_leaders``, ``full_leader_won``,
    ``showing_leader_won``, ``lead_changes``).
    """
    _check_players("have-a-heart", players, 2, 7)
    _check_choice("take", take, ("best", "never"))
    stock = _Stock(deck)
    seats = [[] for _ in range(players)]
    takes = 0
    volatility = _Volatility()

    def snapshot():
        volatility.record(
            [_score(_cards(seat)) for seat in seats],
            [_score(_up(seat)) for seat in seats],
        )

    for _ in range(2):
        for seat in range(players):
            seats[seat].append((stock.draw("the down cards"), DOWN))
    for _ in range(4):
        for seat in range(players):
            card = stock.draw("the up cards")
            seats[seat].append((card, UP))
            if take == "best" and card_suit(card) == "h":
                choice = _heart_take(seats, seat)
                if choice is not None:
                    victim, taken = choice
                    seats[victim].remove((taken, UP))
                    seats[seat].append((taken, UP))
                    takes += 1
        snapshot()
    for seat in range(players):
        seats[seat].append((stock.draw("the final down cards"), DOWN))
    snapshot()

    hands = [fast_high(_cards(seat)) for seat in seats]
    winners, shares = _showdown(hands)
    result = {
        "hands": hands,
        "winners": winners,
        "shares": shares,
        "seats": seats,
        "hand_sizes": [len(seat) for seat in seats],
        "takes": takes,
    }
    result.update(volatility.result(winners))
    return result


def simulate_have_a_heart(deals, players=7, seed=0, take="best"):
    """Play ``deals`` shuffled deals of Have a Heart; return the counts.

    The common keys (5 volatility rounds) plus ``hand_size`` (Counter of
    final hand sizes, every seat of every deal) and ``takes`` (Counter of
    takes per deal).
    """
    _check_players("have-a-heart", players, 2, 7)
    _check_choice("take", take, ("best", "never"))

    def add_own(totals, deal):
        for size in deal["hand_sizes"]:
            totals["hand_size"][size] += 1
        totals["takes"][deal["takes"]] += 1

    return _simulate(
        deals,
        players,
        seed,
        5,
        lambda deck, rng: play_have_a_heart(deck, players, take),
        {"hand_size": Counter(), "takes": Counter()},
        add_own,
    )


# ---------------------------------------------------------------------------
# English Stud
# ---------------------------------------------------------------------------

ENGLISH_FACES = (DOWN, DOWN, UP, UP, UP, UP, DOWN)  # streets 1..7
ENGLISH_DRAW_STREETS = (5, 6, 7)


def _english_discard(cards):
    """Position the ``draw="improve"`` policy discards, or ``None`` to stand pat.

    Five cards making a straight or better: stand pat.  Otherwise discard
    the card whose removal leaves the best value of the remaining cards;
    ties: the lowest rank, then the earliest position.
    """
    if len(cards) == 5 and CATEGORY_INDEX[fast_high(cards)[0]] >= STRAIGHT:
        return None
    best_key = None
    best = None
    for position, card in enumerate(cards):
        rest = cards[:position] + cards[position + 1 :]
        key = (_score(rest), -card_rank(card), -position)
        if best_key is None or key > best_key:
            best_key = key
            best = position
    return best


def play_english_stud(deck, players=7, draw="improve", rng=None):
    """Play one deal of English Stud from ``deck`` (top card first).

    Rules: seven-card stud (2..7 seats; nothing wild), streets 1..7 = down,
    down, up, up, up, up, down.  After streets 5, 6 and 7 there is a draw:
    each seat in seat order may discard one card and get a replacement from
    the stock.

    Decisions:

    * The replacement takes the discarded card's place (same position in the
      seat's card list, positions counted in the order the cards were dealt)
      and its face: up for an up card, down for a down card.
    * ``draw="improve"``: let v(S) be the ``fast_high`` value of a card list.
      If the seat holds exactly five cards (only at the street-5 draw) and
      its category is straight or better (straight, flush, full house, four
      of a kind, straight flush), it stands pat.  Otherwise (so always at
      the street-6 and street-7 draws, with six or seven cards) it discards
      the card whose removal leaves the highest v of the remaining cards;
      ties: the lowest rank; then the earliest position.
      ``draw="never"``: nobody ever draws.
    * A seat discards first, then is dealt its replacement; the discard goes
      on the discard pile (kept in the order discarded) at once.
    * Running out: whenever a card is needed (a replacement or a street
      card) and the stock is empty, every card discarded so far and not
      already reshuffled, the current seat's own discard included, is
      shuffled with ``rng.shuffle`` (in place, the pile in discard order
      before the shuffle) and becomes the new stock, dealt from its front.
      ``rng`` (a ``random.Random``) is needed only if that happens; then
      ``rng=None`` raises ``ValueError``, as does an empty stock with no
      discards.
    * Volatility over 5 rounds: after street 3, after street 4, after street
      5's draw, after street 6's draw and after street 7's draw.  Full: all
      the seat's cards; showing: its current up cards (replacements of up
      cards included).

    Returns ``hands``, ``winners``, ``shares``, ``seats`` (per seat, its
    final cards as ``(card, "down"|"up")`` by position), ``drawn`` (per
    seat, replacement cards received), ``reshuffled`` (True if the discards
    were ever reshuffled) and the volatility keys.
    """
    _check_players("english-stud", players, 2, 7)
    _check_choice("draw", draw, ("improve", "never"))
    _check_rng(rng)
    stock = _Stock(deck, rng)
    seats = [[] for _ in range(players)]
    drawn = [0] * players
    volatility = _Volatility()

    for street, face in enumerate(ENGLISH_FACES, start=1):
        for seat in range(players):
            seats[seat].append((stock.draw(f"street {street}"), face))
        if street in ENGLISH_DRAW_STREETS and draw == "improve":
            for seat in range(players):
                position = _english_discard(_cards(seats[seat]))
                if position is None:
                    continue
                old, old_face = seats[seat][position]
                stock.discard(old)
                seats[seat][position] = (stock.draw("a replacement card"), old_face)
                drawn[seat] += 1
        if street >= 3:
            volatility.record(
                [_score(_cards(seat)) for seat in seats],
                [_score(_up(seat)) for seat in seats],
            )

    hands = [fast_high(_cards(seat)) for seat in seats]
    winners, shares = _showdown(hands)
    result = {
        "hands": hands,
        "winners": winners,
        "shares": shares,
        "seats": seats,
        "drawn": drawn,
        "reshuffled": stock.reshuffles > 0,
    }
    result.update(volatility.result(winners))
    return result


def simulate_english_stud(deals, players=7, seed=0, draw="improve"):
    """Play ``deals`` shuffled deals of English Stud; return the counts.

    The run's one ``random.Random(seed)`` shuffles each deck and also does
    any reshuffle of the discards.  The common keys (5 volatility rounds)
    plus ``drawn`` (Counter of replacement cards per seat, every seat of
    every deal) and ``reshuffled`` (deals where the discards were
    reshuffled).
    """
    _check_players("english-stud", players, 2, 7)
    _check_choice("draw", draw, ("improve", "never"))

    def add_own(totals, deal):
        for count in deal["drawn"]:
            totals["drawn"][count] += 1
        totals["reshuffled"] += deal["reshuffled"]

    return _simulate(
        deals,
        players,
        seed,
        5,
        lambda deck, rng: play_english_stud(deck, players, draw, rng),
        {"drawn": Counter(), "reshuffled": 0},
        add_own,
    )


# ---------------------------------------------------------------------------
# Open and Shut
# ---------------------------------------------------------------------------

OPEN_FACES = (DOWN, UP, UP, UP, UP)


def _open_wilds(seat):
    """The seat's wild cards: its 2s that are face down."""
    return frozenset(card for card, face in seat if face == DOWN and card_rank(card) == 2)


def _open_discards(seat):
    """Cards the ``draw="standard"`` policy discards, in the seat's hand order."""
    cards = _cards(seat)
    wild = _open_wilds(seat)
    category = fast_high(cards, wild=wild)[0]
    naturals = [card for card in cards if card not in wild]
    counts = Counter(card_rank(card) for card in naturals)
    if CATEGORY_INDEX[category] >= STRAIGHT:  # four of a kind included
        keep = set(cards)
    elif category in ("three-of-a-kind", "one-pair"):
        # The wilds and the naturals of the highest rank among the ranks
        # with the largest natural count (one wild, no pair: the highest card).
        target = max(counts, key=lambda rank: (counts[rank], rank))
        keep = set(wild) | {card for card in naturals if card_rank(card) == target}
    elif category == "two-pair":
        keep = {card for card in naturals if counts[card_rank(card)] == 2}
    elif category == "high-card":
        aces = [card for card in cards if card_rank(card) == ACE]
        if aces:
            keep = set(aces)
        else:
            keep = set(sorted(cards, key=card_rank, reverse=True)[:2])
    else:  # pragma: no cover - fast_high makes no other category here
        raise AssertionError(f"unexpected category {category}")
    return [card for card in cards if card not in keep]


def _check_draw_limit(seat, discards):
    kept = [card for card in _cards(seat) if card not in discards]
    limit = 4 if any(card_rank(card) == ACE for card in kept) else 3
    if len(discards) > limit:
        raise ValueError(f"a seat may draw at most {limit} cards here, not {len(discards)}")


def play_open_and_shut(deck, players=7, draw="standard", rng=None):
    """Play one deal of Open and Shut from ``deck`` (top card first).

    Rules: five-card stud with a draw (2..7 seats).  Streets: one down card,
    then four up streets.  Then one draw: each seat in seat order discards
    some cards and receives the same number face down.  A 2 that is face
    down in the seat's hand (its first card, or a drawn replacement) is
    wild; face-up 2s are natural.  A seat may draw up to 3 cards, 4 if it
    keeps an ace.

    Decisions:

    * ``draw="standard"`` (W = the seat's wild cards, naturals = the rest;
      the category is ``fast_high``'s with those wilds):

      - straight or better (four of a kind included): stand pat;
      - three of a kind: keep the wilds and the natural cards of the highest
        rank among the ranks with the largest natural count; discard the rest;
      - two pair: keep both pairs, discard the fifth card;
      - one pair: keep the wilds and the naturals of the highest rank among
        those with the largest natural count (with one wild and no natural
        pair: the wild and the highest natural card); discard the other three;
      - high card (never holds a wild): holding an ace, keep it and discard
        the other four; else keep the two highest cards and discard three.

      ``draw="never"``: everybody stands pat.  The draw limit is checked
      (``ValueError``), though the standard policy always keeps to it.
    * Discarded cards leave the hand (face-up ones leave the showing cards);
      replacements are appended face down, so a drawn 2 is wild.
    * Replacements are dealt one seat at a time: a seat's whole draw, then
      the next seat's.  The seat's discards go on the pile (in its hand
      order) before its replacements are dealt.
    * Running out, as in :func:`play_english_stud`: when a card is needed
      and the stock is empty, every card discarded so far and not already
      reshuffled (the drawing seat's own discards included) is shuffled in
      place with ``rng.shuffle`` and becomes the new stock; ``rng=None``
      then raises ``ValueError``.
    * Volatility over 5 rounds: after each of the four up streets and after
      the draw.  Full: all the seat's cards, its face-down 2s wild; showing:
      its face-up cards, nothing wild (none left ranks below every hand).

    Returns ``hands`` (``fast_high`` with the seat's face-down 2s wild),
    ``winners``, ``shares``, ``seats`` (per seat, its final cards as
    ``(card, "down"|"up")``: kept cards in dealing order, then the
    replacements), ``drawn`` (per seat, cards drawn), ``wild_held`` (per
    seat, wild cards in the final hand), ``reshuffled`` and the volatility
    keys.
    """
    _check_players("open-and-shut", players, 2, 7)
    _check_choice("draw", draw, ("standard", "never"))
    _check_rng(rng)
    stock = _Stock(deck, rng)
    seats = [[] for _ in range(players)]
    drawn = [0] * players
    volatility = _Volatility()

    def snapshot():
        volatility.record(
            [_score(_cards(seat), _open_wilds(seat)) for seat in seats],
            [_score(_up(seat)) for seat in seats],
        )

    for street, face in enumerate(OPEN_FACES, start=1):
        for seat in range(players):
            seats[seat].append((stock.draw(f"street {street}"), face))
        if face == UP:
            snapshot()

    for seat in range(players):
        discards = _open_discards(seats[seat]) if draw == "standard" else []
        _check_draw_limit(seats[seat], discards)
        seats[seat] = [(card, face) for card, face in seats[seat] if card not in discards]
        for card in discards:
            stock.discard(card)
        for _ in discards:
            seats[seat].append((stock.draw("a replacement card"), DOWN))
        drawn[seat] = len(discards)
    snapshot()

    hands = [fast_high(_cards(seat), wild=_open_wilds(seat)) for seat in seats]
    winners, shares = _showdown(hands)
    result = {
        "hands": hands,
        "winners": winners,
        "shares": shares,
        "seats": seats,
        "drawn": drawn,
        "wild_held": [len(_open_wilds(seat)) for seat in seats],
        "reshuffled": stock.reshuffles > 0,
    }
    result.update(volatility.result(winners))
    return result


def simulate_open_and_shut(deals, players=7, seed=0, draw="standard"):
    """Play ``deals`` shuffled deals of Open and Shut; return the counts.

    The run's one ``random.Random(seed)`` also does any reshuffle.  The
    common keys (5 volatility rounds) plus ``drawn`` (Counter of cards drawn
    per seat), ``wild_held`` (Counter of wild cards per seat; both counted
    over every seat of every deal) and ``reshuffled`` (deals with a
    reshuffle).
    """
    _check_players("open-and-shut", players, 2, 7)
    _check_choice("draw", draw, ("standard", "never"))

    def add_own(totals, deal):
        for seat in range(players):
            totals["drawn"][deal["drawn"][seat]] += 1
            totals["wild_held"][deal["wild_held"][seat]] += 1
        totals["reshuffled"] += deal["reshuffled"]

    return _simulate(
        deals,
        players,
        seed,
        5,
        lambda deck, rng: play_open_and_shut(deck, players, draw, rng),
        {"drawn": Counter(), "wild_held": Counter(), "reshuffled": 0},
        add_own,
    )


# ---------------------------------------------------------------------------
# Share Your Hole
# ---------------------------------------------------------------------------


def _shared_card(downs, ups, share):
    """Which of the seat's two down cards (in dealing order) goes to the middle."""
    first, second = downs
    if share == "share-high":
        return first if card_rank(first) >= card_rank(second) else second
    # keep-best: the kept card with the three up cards makes the better hand;
    # ties: keep the higher rank, then keep the card dealt first.
    keep_first = (_score([first] + ups), card_rank(first), 1)
    keep_second = (_score([second] + ups), card_rank(second), 0)
    return second if keep_first > keep_second else first


def _best_with_middle(own, middle, most=2):
    """Best ``fast_high`` result of ``own`` plus at most ``most`` middle cards."""
    best = None
    for count in range(most + 1):
        for chosen in combinations(middle, count):
            hand = fast_high(own + list(chosen))
            if best is None or _value(hand) > _value(best):
                best = hand
    return best


def play_share_your_hole(deck, players=7, share="keep-best"):
    """Play one deal of Share Your Hole from ``deck`` (top card first).

    Rules: five-card stud (2..10 seats; nothing wild), streets down, down,
    up, up, up.  Then each seat moves one of its two down cards to the
    middle, face up; all the middle cards are shared.  Final hand: the best
    five from the seat's own four cards plus at most two middle cards.

    Decisions:

    * ``share="keep-best"``: keep the down card whose remaining four cards
      (the kept down card and the three up cards, a short hand) make the
      better hand; ties: keep the higher rank; then keep the one dealt first.
      (Four cards all count in a short hand, so equal values come only from
      equal ranks and the rank rule never decides.)  ``share="share-high"``:
      share the higher-ranked down card; equal ranks: share the one dealt
      first.
    * All seats choose, then all move their cards; the middle is every
      seat's shared card, its own included.  At most TWO middle cards may be
      used (any of them, the seat's own shared card included); fewer is
      allowed.
    * ``middle_used``: for the lowest winning seat, 1 if its best value is
      reached with at most one middle card, else 2.
    * ``middle_changes_winner``: the winners judged on each seat's own four
      cards alone (short hands) differ from the actual winners.
    * Volatility over 4 rounds: after each up street (full: all the seat's
      cards so far; showing: its up cards) and after the sharing (full: the
      final hands; showing: the three up cards plus at most two middle
      cards).

    Returns ``hands``, ``winners``, ``shares``, ``seats`` (per seat, its own
    final four cards: ``(kept down card, "down")`` then its three up
    cards), ``shared`` (per seat, the card moved), ``middle`` (the middle
    cards in seat order), ``middle_used``, ``middle_changes_winner`` and the
    volatility keys.
    """
    _check_players("share-your-hole", players, 2, 10)
    _check_choice("share", share, ("keep-best", "share-high"))
    stock = _Stock(deck)
    downs = [[] for _ in range(players)]
    ups = [[] for _ in range(players)]
    volatility = _Volatility()

    for _ in range(2):
        for seat in range(players):
            downs[seat].append(stock.draw("the down cards"))
    for _ in range(3):
        for seat in range(players):
            ups[seat].append(stock.draw("the up cards"))
        volatility.record(
            [_score(downs[seat] + ups[seat]) for seat in range(players)],
            [_score(ups[seat]) for seat in range(players)],
        )

    shared = [_shared_card(downs[seat], ups[seat], share) for seat in range(players)]
    middle = list(shared)
    kept = [next(c for c in downs[seat] if c != shared[seat]) for seat in range(players)]
    own = [[kept[seat]] + ups[seat] for seat in range(players)]

    hands = [_best_with_middle(own[seat], middle) for seat in range(players)]
    winners, shares = _showdown(hands)
    volatility.record(
        [_value(hand) for hand in hands],
        [_value(_best_with_middle(ups[seat], middle)) for seat in range(players)],
    )

    first = winners[0]
    one_card = _best_with_middle(own[first], middle, most=1)
    middle_used = 1 if _value(one_card) == _value(hands[first]) else 2
    own_winners, _ = _showdown([fast_high(cards) for cards in own])

    result = {
        "hands": hands,
        "winners": winners,
        "shares": shares,
        "seats": [[(kept[seat], DOWN)] + [(c, UP) for c in ups[seat]] for seat in range(players)],
        "shared": shared,
        "middle": middle,
        "middle_used": middle_used,
        "middle_changes_winner": own_winners != winners,
    }
    result.update(volatility.result(winners))
    return result


def simulate_share_your_hole(deals, players=7, seed=0, share="keep-best"):
    """Play ``deals`` shuffled deals of Share Your Hole; return the counts.

    The common keys (4 volatility rounds) plus ``middle_used`` (Counter of
    the per-deal 1 or 2) and ``middle_changes_winner`` (deals where the
    middle cards change the winners).
    """
    _check_players("share-your-hole", players, 2, 10)
    _check_choice("share", share, ("keep-best", "share-high"))

    def add_own(totals, deal):
        totals["middle_used"][deal["middle_used"]] += 1
        totals["middle_changes_winner"] += deal["middle_changes_winner"]

    return _simulate(
        deals,
        players,
        seed,
        4,
        lambda deck, rng: play_share_your_hole(deck, players, share),
        {"middle_used": Counter(), "middle_changes_winner": 0},
        add_own,
    )


# ---------------------------------------------------------------------------
# Mexican Stud
# ---------------------------------------------------------------------------


def _mexican_flip(first, second, flip):
    """Which of the two face-down cards (``first`` received first) to turn up."""
    if flip == "hide-high":
        return first if card_rank(first) <= card_rank(second) else second
    return first if card_rank(first) >= card_rank(second) else second


def play_mexican_stud(deck, players=7, flip="hide-high"):
    """Play one deal of Mexican Stud from ``deck`` (top card first).

    Rules: five-card stud (2..10 seats; nothing wild) in four rounds.  Round
    1: two passes of face-down cards; rounds 2, 3 and 4: one face-down card
    each.  After each round's cards every seat turns face up one of its two
    face-down cards.  Final: one down, four up; best five.

    Decisions:

    * ``flip="hide-high"``: turn up the lower-ranked card (equal ranks: the
      one received first); ``flip="show-high"``: turn up the higher-ranked
      card (equal ranks: the one received first).
    * The flips come after the whole round is dealt; they never change the
      final hands, only the showing cards.
    * Volatility over 4 rounds, after each round's flips.  Full: all the
      seat's cards; showing: its face-up cards.  ``showing_lead_changes``
      counts the rounds 2..4 whose showing leader differs from the round
      before (``lead_changes`` does the same for the full leader).

    Returns ``hands``, ``winners``, ``shares``, ``seats`` (per seat, its
    cards as ``(card, "down"|"up")`` in the order received),
    ``showing_lead_changes`` and the volatility keys.
    """
    _check_players("mexican-stud", players, 2, 10)
    _check_choice("flip", flip, ("hide-high", "show-high"))
    stock = _Stock(deck)
    seats = [[] for _ in range(players)]
    volatility = _Volatility()

    for round_number in range(1, 5):
        passes = 2 if round_number == 1 else 1
        for _ in range(passes):
            for seat in range(players):
                seats[seat].append((stock.draw(f"round {round_number}"), DOWN))
        for seat in range(players):
            first, second = [card for card, face in seats[seat] if face == DOWN]
            turned = _mexican_flip(first, second, flip)
            seats[seat] = [(card, UP if card == turned else face) for card, face in seats[seat]]
        volatility.record(
            [_score(_cards(seat)) for seat in seats],
            [_score(_up(seat)) for seat in seats],
        )

    hands = [fast_high(_cards(seat)) for seat in seats]
    winners, shares = _showdown(hands)
    result = {
        "hands": hands,
        "winners": winners,
        "shares": shares,
        "seats": seats,
    }
    result.update(volatility.result(winners))
    result["showing_lead_changes"] = _changes(result["showing_leaders"])
    return result


def simulate_mexican_stud(deals, players=7, seed=0, flip="hide-high"):
    """Play ``deals`` shuffled deals of Mexican Stud; return the counts.

    The common keys (4 volatility rounds) plus ``showing_lead_changes``
    (Counter of per-deal counts).
    """
    _check_players("mexican-stud", players, 2, 10)
    _check_choice("flip", flip, ("hide-high", "show-high"))

    def add_own(totals, deal):
        totals["showing_lead_changes"][deal["showing_lead_changes"]] += 1

    return _simulate(
        deals,
        players,
        seed,
        4,
        lambda deck, rng: play_mexican_stud(deck, players, flip),
        {"showing_lead_changes": Counter()},
        add_own,
    )

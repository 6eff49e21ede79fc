"""Reference simulators for five seven-card stud games whose wild cards move.

The games: Follow the Queen, Seven-Up (7-Up), Baseball, Sequence and Dirty
Schultz.  Like :mod:`tests.reference.yanqui` this is plain, slow Python: one
deal at a time from an explicit deck, every hand scored with
:func:`tests.reference.evaluator.fast_high` (which the evaluator tests check
against the brute-force :func:`~tests.reference.evaluator.brute_high`).  It
shares no code with the project's kernels.

Each game has a pair of functions:

* ``play_<game>(deck, players=..., **options)`` plays one deal from ``deck``
  (a list of cards, top card first) and returns a dict describing it;
* ``simulate_<game>(deals, players=..., seed=0, **options)`` plays ``deals``
  deals, each from a fresh shuffle of :func:`full_deck` made with one
  ``random.Random(seed)`` for the whole run, and returns counts.

Rules shared by all five games (settled for the whole project):

* Seats ``0..P-1``; seat 0 sits left of the dealer and every street is dealt
  round the table in seat order.  Each seat gets two down cards (two passes),
  then four up streets, then a final down card.  "The next up card" is the
  next card dealt face up in that order, and it may fall in a later street.
* If, when the final down cards are due, fewer cards remain than there are
  seats, a single card is turned face up in the middle instead.  It is part
  of every seat's hand and counts as a face-up card for the wild rules, but
  it belongs to no seat (it never "pairs" a seat's cards, never buys an
  extra card, never calls for a Seven-Up middle card).  With a full deck and
  an allowed seat count only the final street can run short; a hand-built
  deck that runs out earlier is refused with ``ValueError``.
* A wild card may stand for any card, a copy of one already held included
  (so five of a kind exists).  Each seat plays its best five cards; the best
  hand wins and equal best hands split the pot (a natural hand does not beat
  an equal hand made with wild cards).  Nobody folds.
* The seat limit follows from the deck: every seat's seven regular cards,
  plus every card the rules force into play (Seven-Up's middle cards), must
  fit in the deck in the worst case.  Cards a player may decline (Baseball's
  extra card) are not counted: if they exhaust the deck, the shared card rule
  above takes over.  Impossible seat counts raise ``ValueError``.
* Volatility, as in :mod:`tests.reference.yanqui`: after each of the five
  dealing rounds from the first up street on (four up streets, then the final
  round) the leader is the seat with the best hand, ties going to the lowest
  seat, judged with the wild rule as it stands at that moment; once on all
  the seat's cards ("full") and once on its face-up cards only ("showing",
  which takes in the shared card in round 5 but never extra down cards or
  Seven-Up middle cards).  ``lead_changes`` counts the rounds 2..5 whose full
  leader differs from the round before.
* ``wild_changes`` counts, for every card dealt face up, whether the standing
  wild rule differs after it from before it (a move to "nothing extra wild"
  counts as a change too).  For Yanqui this is the same count as yanqui.py's.

Rank keys in the results are ``2``..``9``, ``T``, ``J``, ``Q``, ``K``, ``A``
and ``none``, as in the project's output tables.
"""

import random
from collections import Counter

from .evaluator import CATEGORY_INDEX, JOKERS, RANKS, card_rank, fast_high, full_deck, normalize_card

__all__ = [
    "rank_key",
    "max_players",
    "play_follow_the_queen",
    "simulate_follow_the_queen",
    "play_seven_up",
    "simulate_seven_up",
    "play_baseball",
    "simulate_baseball",
    "play_sequence",
    "simulate_sequence",
    "play_dirty_schultz",
    "simulate_dirty_schultz",
]

QUEEN = 12
SEVEN = 7
CARDS_PER_SEAT = 7  # two down, four up, one down


def rank_key(rank):
    """Output key of a rank value (``None`` -> ``'none'``, 10 -> ``'T'``)."""
    return "none" if rank is None else RANKS[rank - 2]


def _is_joker(card):
    return card in JOKERS


# ---------------------------------------------------------------------------
# Seat limits
# ---------------------------------------------------------------------------


def max_players(game, jokers=False):
    """Largest seat count ``game`` can always deal to the end.

    Seven regular cards a seat plus the cards the rules force into play must
    fit in the deck.  Only Seven-Up forces extra cards (at most four middle
    cards, one for each 7 that can be dealt face up to a seat).
    """
    deck_size = 52 + (2 if jokers else 0)
    forced = {
        "follow-the-queen": 0,
        "seven-up": 4,
        "baseball": 0,
        "sequence": 0,
        "dirty-schultz": 0,
    }[game]
    return (deck_size - forced) // CARDS_PER_SEAT


def _check_players(game, players, jokers=False):
    top = max_players(game, jokers)
    if not isinstance(players, int) or not 2 <= players <= top:
        deck_size = 52 + (2 if jokers else 0)
        if game == "seven-up":
            reason = (
                f"each seat needs 7 cards and up to 4 middle cards may be dealt, "
                f"so a {deck_size}-card deck seats at most {top}"
            )
        else:
            reason = f"each seat needs 7 cards, so a {deck_size}-card deck seats at most {top}"
        raise ValueError(f"{game} is played by 2..{top} seats ({reason}); got {players!r}")


# ---------------------------------------------------------------------------
# The deal, common to all five games
# ---------------------------------------------------------------------------


class _Deal:
    """The deck being dealt, the seats' cards and the shared card."""

    def __init__(self, deck, players, jokers):
        cards = [normalize_card(c) for c in deck]
        if len(set(cards)) != len(cards):
            raise ValueError("the deck holds a card twice")
        if not jokers and any(_is_joker(c) for c in cards):
            raise ValueError("this game is played without jokers")
        self.cards = cards
        self.position = 0
        # Per seat: (card, how) in the order received; how is "down", "up"
        # or "extra" (an extra down card).
        self.seats = [[] for _ in range(players)]
        self.shared = None

    def remaining(self):
        return len(self.cards) - self.position

    def draw(self):
        """Next card of the deck, or ``None`` when it is empty."""
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

    def up_cards(self, seat):
        return [c for c, how in self.seats[seat] if how == "up"]


class _Rules:
    """Wild-card rules of one game; one instance per deal (it holds state).

    ``face_up(deal, seat, card)`` is called right after ``card`` is dealt face
    up to ``seat`` (``seat`` is ``None`` for the shared middle card); it may
    update the wild state and deal more cards.  ``wild(card)`` says whether a
    card is wild under the rule as it stands now; ``live(card)`` whether it
    counts at all (Seven-Up's dead jokers do not); ``state()`` is what
    ``wild_changes`` compares.
    """

    def face_up(self, deal, seat, card):
        raise NotImplementedError

    def wild(self, card):
        raise NotImplementedError

    def live(self, card):
        return True

    def state(self):
        return None


def _evaluate(cards, rules):
    """``fast_high`` result for a seat's cards, or ``None`` if no card counts."""
    live = [c for c in cards if rules.live(c)]
    if not live:
        return None
    return fast_high(live, wild=frozenset(c for c in live if rules.wild(c)))


def _value(hand):
    """Comparable value of an ``_evaluate`` result (nothing at all ranks lowest)."""
    if hand is None:
        return (-1, ())
    return (CATEGORY_INDEX[hand[0]], hand[1])


def _leader(hands, rules):
    """Seat with the best hand; among equal hands the lowest seat index."""
    values = [_value(_evaluate(cards, rules)) for cards in hands]
    return max(range(len(values)), key=lambda seat: (values[seat], -seat))


def _play(deck, players, rules, jokers=False):
    """Deal one seven-card stud deal under ``rules``; return the common fields."""
    deal = _Deal(deck, players, jokers)
    changes = 0

    def turned_up(seat, card):
        nonlocal changes
        before = rules.state()
        rules.face_up(deal, seat, card)
        if rules.state() != before:
            changes += 1

    def snapshot():
        extra = [deal.shared] if deal.shared is not None else []
        full = [[c for c, _ in seat] + extra for seat in deal.seats]
        showing = [[c for c, how in seat if how == "up"] + extra for seat in deal.seats]
        return _leader(full, rules), _leader(showing, rules)

    for _ in range(2):
        for seat in range(players):
            deal.seats[seat].append((deal.draw_required("the down cards"), "down"))

    full_leaders = []
    showing_leaders = []
    for _ in range(4):
        for seat in range(players):
            card = deal.draw_required("the up cards")
            deal.seats[seat].append((card, "up"))
            turned_up(seat, card)
        full, showing = snapshot()
        full_leaders.append(full)
        showing_leaders.append(showing)

    if deal.remaining() < players:
        deal.shared = deal.draw_required("the shared middle card")
        turned_up(None, deal.shared)
    else:
        for seat in range(players):
            deal.seats[seat].append((deal.draw_required("the final down cards"), "down"))
    full, showing = snapshot()
    full_leaders.append(full)
    showing_leaders.append(showing)

    extra_shared = [deal.shared] if deal.shared is not None else []
    finals = [[c for c, _ in seat] + extra_shared for seat in deal.seats]
    hands = [_evaluate(final, rules) for final in finals]
    values = [_value(hand) for hand in hands]
    best = max(values)
    winners = [seat for seat in range(players) if values[seat] == best]
    shares = [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)]
    wild_held = [sum(1 for c in final if rules.live(c) and rules.wild(c)) for final in finals]
    lead_changes = sum(1 for r in range(1, 5) if full_leaders[r] != full_leaders[r - 1])
    return {
        "seats": deal.seats,
        "shared": deal.shared,
        "wild_changes": changes,
        "hands": hands,
        "winners": winners,
        "shares": shares,
        "wild_held": wild_held,
        "full_leaders": full_leaders,
        "showing_leaders": showing_leaders,
        "full_leader_won": [leader in winners for leader in full_leaders],
        "showing_leader_won": [leader in winners for leader in showing_leaders],
        "lead_changes": lead_changes,
    }


def _simulate(deals, players, seed, play, jokers, add_own):
    """Shared driver: the yanqui.py totals, then ``add_own(totals, deal)``."""
    rng = random.Random(seed)
    totals = {
        "deals": deals,
        "winner_category": Counter(),
        "hand_category": Counter(),
        "seat_win": {seat: 0.0 for seat in range(players)},
        "tie": 0,
        "wild_held": Counter(),
        "leader_wins_full": [0] * 5,
        "leader_wins_showing": [0] * 5,
        "lead_changes": Counter(),
        "shared_card": 0,
    }
    for _ in range(deals):
        deck = full_deck(jokers=2 if jokers else 0)
        rng.shuffle(deck)
        deal = play(deck)
        winners = deal["winners"]
        # All winners hold equal hands, so any one gives the winning category.
        totals["winner_category"][deal["hands"][winners[0]][0]] += 1
        for seat in range(players):
            totals["hand_category"][deal["hands"][seat][0]] += 1
            totals["seat_win"][seat] += deal["shares"][seat]
            totals["wild_held"][deal["wild_held"][seat]] += 1
        if len(winners) > 1:
            totals["tie"] += 1
        for r in range(5):
            totals["leader_wins_full"][r] += deal["full_leader_won"][r]
            totals["leader_wins_showing"][r] += deal["showing_leader_won"][r]
        totals["lead_changes"][deal["lead_changes"]] += 1
        if deal["shared"] is not None:
            totals["shared_card"] += 1
        add_own(totals, deal)
    return totals


def _count_wild_rank(totals, deal):
    totals.setdefault("wild_rank", Counter())[rank_key(deal["wild_rank"])] += 1
    totals.setdefault("wild_changes", Counter())[deal["wild_changes"]] += 1


# ---------------------------------------------------------------------------
# Follow the Queen
# ---------------------------------------------------------------------------


class _FollowTheQueen(_Rules):
    def __init__(self, queens_wild):
        self.queens_wild = queens_wild
        self.rank = None  # the follower's rank now wild, if any
        self.waiting = False  # a face-up queen still waits for its follower

    def face_up(self, deal, seat, card):
        rank = card_rank(card)
        if self.waiting:
            self.rank = rank
            self.waiting = False
        if rank == QUEEN:
            # A face-up queen ends the old follower's wildness at once and
            # waits for its own follower (a queen after a queen is such a
            # queen too, so queens never become the follower rank).
            self.rank = None
            self.waiting = True

    def wild(self, card):
        rank = card_rank(card)
        return rank == self.rank or (self.queens_wild and rank == QUEEN)

    def state(self):
        return self.rank


def play_follow_the_queen(deck, players=7, queens_wild=False):
    """Play one deal of Follow the Queen from ``deck`` (top card first).

    Rules: seven-card stud.  When a queen is dealt face up, the rank of the
    next up card becomes wild (all four cards of it, up or down), replacing
    any earlier follower rank.  With ``queens_wild`` (the version of the
    second source) queens are wild all the time as well.

    Decisions where the sources are silent or unclear:

    * A face-up queen cancels the previous follower rank at once; until the
      next up card arrives nothing (besides queens, with ``queens_wild``) is
      wild.  This is the reading under which "a queen as the last up card
      leaves nothing wild" follows from the main rule, and it is also what
      the leader snapshots use between a queen and its follower.
    * A queen that follows a queen is not made the follower rank; it is a new
      queen and waits for its own follower.
    * The follower is the next card dealt face up, to whichever seat, even in
      a later street; the last seat's queen is followed by seat 0's card of
      the next street.  Down cards are neither queens that count nor
      followers; a queen dealt face down does nothing (it is wild only with
      ``queens_wild``).
    * The shared middle card, when one is needed, is the last up card: it
      can be a follower (its rank becomes wild) or a queen (nothing is wild).
    * With ``queens_wild`` the follower rank is tracked exactly the same way;
      ``wild_rank`` and ``wild_changes`` describe the follower rank only.

    Returns the fields of :func:`tests.reference.yanqui.play_deal` that apply
    (``seats``, ``shared``, ``wild_changes``, ``hands``, ``winners``,
    ``shares``, ``wild_held``, ``full_leaders``, ``showing_leaders``,
    ``full_leader_won``, ``showing_leader_won``, ``lead_changes``) plus
    ``wild_rank`` (the follower rank standing at showdown, or ``None``) and
    ``nothing_wild`` (True when no card at all is wild at showdown).
    """
    _check_players("follow-the-queen", players)
    rules = _FollowTheQueen(queens_wild)
    result = _play(deck, players, rules)
    result["wild_rank"] = rules.rank
    result["nothing_wild"] = rules.rank is None and not queens_wild
    return result


def simulate_follow_the_queen(deals, players=7, seed=0, queens_wild=False):
    """Play ``deals`` shuffled deals of Follow the Queen; return the counts.

    The keys of :func:`tests.reference.yanqui.simulate` that apply (``deals``,
    ``winner_category``, ``hand_category``, ``seat_win``, ``tie``,
    ``wild_rank``, ``wild_held``, ``wild_changes``, ``leader_wins_full``,
    ``leader_wins_showing``, ``lead_changes``, ``shared_card``) plus
    ``nothing_wild`` (deals with no wild card at showdown).
    """
    _check_players("follow-the-queen", players)

    def add_own(totals, deal):
        _count_wild_rank(totals, deal)
        totals["nothing_wild"] = totals.get("nothing_wild", 0) + deal["nothing_wild"]

    totals = _simulate(
        deals,
        players,
        seed,
        lambda deck: play_follow_the_queen(deck, players, queens_wild),
        False,
        add_own,
    )
    totals.setdefault("wild_rank", Counter())
    totals.setdefault("wild_changes", Counter())
    totals.setdefault("nothing_wild", 0)
    return totals


# ---------------------------------------------------------------------------
# Seven-Up
# ---------------------------------------------------------------------------


class _SevenUp(_Rules):
    def __init__(self, jokers):
        self.jokers = jokers
        self.middle = []  # middle cards in the order dealt; the last is on top

    @property
    def top(self):
        return self.middle[-1] if self.middle else None

    def face_up(self, deal, seat, card):
        # Only a 7 dealt face up to a seat calls for a middle card; a joker
        # has no rank and never does.
        if seat is not None and not _is_joker(card) and card_rank(card) == SEVEN:
            self.middle.append(deal.draw_required("a middle card"))

    def extra(self):
        """What is wild besides the 7s: a rank, ``'joker'`` or ``None``."""
        top = self.top
        if top is None:
            return None
        if _is_joker(top):
            return "joker"
        rank = card_rank(top)
        return None if rank == SEVEN else rank

    def wild(self, card):
        top = self.top
        if _is_joker(card):
            # A joker is wild only while the other joker is the top middle card.
            return top is not None and _is_joker(top) and card != top
        rank = card_rank(card)
        return rank == SEVEN or rank == self.extra()

    def live(self, card):
        return not _is_joker(card) or self.wild(card)

    def state(self):
        return self.extra()


def _wild_set_key(extra):
    """``'7'``, ``'7,K'`` or ``'7,joker'``: the wild cards at showdown."""
    if extra is None:
        return "7"
    return "7," + ("joker" if extra == "joker" else rank_key(extra))


def play_seven_up(deck, players=6, jokers=False):
    """Play one deal of Seven-Up (7-Up) from ``deck`` (top card first).

    Rules: seven-card stud with 7s always wild.  When a 7 is dealt face up
    to a seat, the next card of the deck goes face up to the middle, before
    the street goes on.  It is in nobody's hand, but the other cards of its
    rank are wild too.  Each later 7 dealt face up to a seat puts a new
    middle card on top of the old one, and only the top card's rank is wild
    besides the 7s.  A 7 in the middle leaves only the 7s wild (and calls for
    no further middle card).  With ``jokers`` the deck has 54 cards; a joker
    in a hand is dead unless the other joker is the top middle card, which
    makes it wild.

    Decisions where the sources are silent or unclear:

    * A 7 that is the last up card of the deal still calls for a middle card
      (the source prefers this to the alternative it mentions); the middle
      card is dealt before the final down cards, and each seat's final card
      moves one card down the deck.
    * A 7 dealt face down calls for nothing (it is wild, being a 7).
    * A covered middle card stops counting at once; covering a card with
      another of the same rank changes nothing.
    * A joker in the middle names no rank: only its brother joker becomes
      wild besides the 7s.  A middle joker later covered leaves both jokers
      dead again.  A dead joker is left out of the hand entirely (it is
      neither a card of any rank nor a blank kicker).
    * Seats: each needs 7 cards and the middle can take up to 4 (one for each
      7 that may reach a seat face up), so 52 cards seat at most 6 and 54 at
      most 7, as the source says.  Within those limits the deck never runs
      short, so the shared-card rule never applies to this game.
    * Middle cards are in no hand, so they do not count as shown cards in
      the "showing" leader snapshots.

    Returns the common fields (see :func:`play_follow_the_queen`) plus
    ``middle`` (the middle cards in the order dealt), ``wild_rank`` (the rank
    wild besides the 7s: a rank value, ``'joker'`` or ``None``),
    ``wild_set`` (``'7'``, ``'7,K'``, ``'7,joker'``...) and ``only_sevens``.
    """
    _check_players("seven-up", players, jokers)
    rules = _SevenUp(jokers)
    result = _play(deck, players, rules, jokers=jokers)
    result["middle"] = list(rules.middle)
    result["wild_rank"] = rules.extra()
    result["wild_set"] = _wild_set_key(rules.extra())
    result["only_sevens"] = rules.extra() is None
    return result


def simulate_seven_up(deals, players=6, seed=0, jokers=False):
    """Play ``deals`` shuffled deals of Seven-Up; return the counts.

    The common keys (see :func:`simulate_follow_the_queen`) with
    ``wild_rank`` keyed by the extra wild rank (``'none'`` when only 7s are
    wild, ``'joker'`` for a middle joker), plus ``middle_cards`` (Counter of
    middle cards per deal), ``wild_set`` (Counter of the final wild sets) and
    ``only_sevens`` (deals where only the 7s were wild at showdown).
    """
    _check_players("seven-up", players, jokers)

    def add_own(totals, deal):
        extra = deal["wild_rank"]
        key = "joker" if extra == "joker" else rank_key(extra)
        totals.setdefault("wild_rank", Counter())[key] += 1
        totals.setdefault("wild_changes", Counter())[deal["wild_changes"]] += 1
        totals.setdefault("middle_cards", Counter())[len(deal["middle"])] += 1
        totals.setdefault("wild_set", Counter())[deal["wild_set"]] += 1
        totals["only_sevens"] = totals.get("only_sevens", 0) + deal["only_sevens"]

    totals = _simulate(
        deals,
        players,
        seed,
        lambda deck: play_seven_up(deck, players, jokers),
        jokers,
        add_own,
    )
    for key in ("wild_rank", "wild_changes", "middle_cards", "wild_set"):
        totals.setdefault(key, Counter())
    totals.setdefault("only_sevens", 0)
    return totals


# ---------------------------------------------------------------------------
# Baseball
# ---------------------------------------------------------------------------

BASEBALL_WILD = frozenset((3, 9))


class _Baseball(_Rules):
    def __init__(self, take):
        self.take = take

    def face_up(self, deal, seat, card):
        # A face-up 4 at a seat earns one extra card, dealt face down at once.
        # It is a down card, so even a 4 cannot earn another one.
        if self.take and seat is not None and card_rank(card) == 4:
            extra = deal.draw()
            if extra is not None:  # an empty deck simply has nothing to give
                deal.seats[seat].append((extra, "extra"))

    def wild(self, card):
        return card_rank(card) in BASEBALL_WILD


def play_baseball(deck, players=7, take=True):
    """Play one deal of Baseball from ``deck`` (top card first).

    Rules: seven-card stud; every 3 and every 9 is wild, up or down.  A 4
    dealt face up to a seat lets that seat take one extra card, dealt face
    down straight away, before the street goes on.  ``take`` is the policy
    for that choice: ``True`` (default) always takes it, ``False`` never.

    Decisions where the sources are silent or unclear:

    * The extra card is a down card: an extra 4 earns nothing (no chains),
      and a 4 in the final down round earns nothing either.
    * The seat limit counts only the seven regular cards (52 cards seat 7),
      because the extra card is optional.  With 7 seats the extra cards can
      leave fewer than 7 cards for the final round; then the shared middle
      card is turned instead.  A shared 4 earns nobody an extra card.  (The
      deck can never be empty when a 4 is turned face up at a seat, with a
      full deck.)
    * Fees for wild cards and extra cards and the Winter Baseball option
      (matching the pot for a 3) are not modelled; nobody folds.
    * Extra cards are down cards, so they are not in the "showing" hands.

    Returns the common fields (see :func:`play_follow_the_queen`) plus
    ``extras`` (extra cards per seat).  ``wild_changes`` is always 0.
    """
    _check_players("baseball", players)
    result = _play(deck, players, _Baseball(take))
    result["extras"] = [sum(1 for _, how in seat if how == "extra") for seat in result["seats"]]
    return result


def simulate_baseball(deals, players=7, seed=0, take=True):
    """Play ``deals`` shuffled deals of Baseball; return the counts.

    The common keys (see :func:`simulate_follow_the_queen`) except
    ``wild_rank`` and ``wild_changes`` (the wild ranks never change: always
    3 and 9), plus ``extra_cards`` (Counter of extra cards per seat, every
    seat of every deal counted, as in yanqui.py).
    """
    _check_players("baseball", players)

    def add_own(totals, deal):
        for count in deal["extras"]:
            totals.setdefault("extra_cards", Counter())[count] += 1

    totals = _simulate(
        deals,
        players,
        seed,
        lambda deck: play_baseball(deck, players, take),
        False,
        add_own,
    )
    totals.setdefault("extra_cards", Counter())
    return totals


# ---------------------------------------------------------------------------
# Sequence
# ---------------------------------------------------------------------------


class _Sequence(_Rules):
    def __init__(self):
        self.rank = None

    def face_up(self, deal, seat, card):
        rank = card_rank(card)
        if self.rank is None:
            if rank == 2:
                self.rank = 2
        elif rank == self.rank + 1:
            self.rank = rank

    def wild(self, card):
        return card_rank(card) == self.rank

    def state(self):
        return self.rank


def play_sequence(deck, players=7):
    """Play one deal of Sequence from ``deck`` (top card first).

    Rules: seven-card stud.  Nothing is wild until a 2 is dealt face up;
    then 2s are wild.  While rank r is wild, a face-up card of rank r + 1
    moves the wildness up to that rank (the old rank is no longer wild).
    Without a face-up 2 nothing is wild all deal.

    Decisions where the sources are silent or unclear:

    * Only the very next rank moves the wildness.  A face-up card of any
      other rank does nothing: in particular a 2 (or any lower rank) turned
      up after a higher rank became wild neither resets the ladder nor
      brings its rank back; a 3 turned up before any 2 does nothing, and
      later cards are judged against the rank wild when they arrive.
    * The ladder runs 2, 3, ..., 10, J, Q, K, A; an ace moves the wildness
      only from kings, and nothing follows the ace.
    * Steps are taken card by card in dealing order, so one street can move
      the wildness more than once (a 2 to seat 0 then a 3 to seat 1).
    * Down cards never move the wildness; the shared middle card, being face
      up, can.

    Returns the common fields (see :func:`play_follow_the_queen`) plus
    ``wild_rank`` (the rank wild at showdown, or ``None``).
    """
    _check_players("sequence", players)
    rules = _Sequence()
    result = _play(deck, players, rules)
    result["wild_rank"] = rules.rank
    return result


def simulate_sequence(deals, players=7, seed=0):
    """Play ``deals`` shuffled deals of Sequence; return the counts.

    The common keys (see :func:`simulate_follow_the_queen`); ``wild_rank``
    is the final wild rank distribution.
    """
    _check_players("sequence", players)
    totals = _simulate(
        deals,
        players,
        seed,
        lambda deck: play_sequence(deck, players),
        False,
        _count_wild_rank,
    )
    totals.setdefault("wild_rank", Counter())
    totals.setdefault("wild_changes", Counter())
    return totals


# ---------------------------------------------------------------------------
# Dirty Schultz
# ---------------------------------------------------------------------------


class _DirtySchultz(_Rules):
    def __init__(self):
        self.rank = None
        self.waiting = False  # a pairing happened; the next up card sets the rank
        self.pairings = 0

    def face_up(self, deal, seat, card):
        rank = card_rank(card)
        if self.waiting:
            self.rank = rank
            self.waiting = False
        if seat is not None:
            earlier = deal.up_cards(seat)[:-1]  # the new card is already placed last
            if any(card_rank(c) == rank for c in earlier):
                self.pairings += 1
                self.rank = None
                self.waiting = True

    def wild(self, card):
        return card_rank(card) == self.rank

    def state(self):
        return self.rank


def play_dirty_schultz(deck, players=7):
    """Play one deal of Dirty Schultz from ``deck`` (top card first).

    Rules: seven-card stud.  When a seat is dealt a face-up card of the same
    rank as one of its own earlier face-up cards (it "pairs up"), the next up
    card dealt makes its rank wild, up or down, and any earlier wild rank
    stops being wild, in the manner of Follow the Queen.

    Decisions where the sources are silent or unclear:

    * Pairing up means matching at least one earlier face-up card of the
      same seat, so a third or fourth card of a rank on the board pairs up
      again.  Down cards, other seats' cards and the shared card are not
      looked at.
    * As in Follow the Queen, pairing up ends the old wildness at once: from
      then until the next up card nothing is wild, and if the last up card
      of the deal pairs up, nothing is wild at showdown.
    * The next up card is the next card dealt face up to anyone, the next
      seat's (not the pairing seat's next card), across street boundaries.
      The shared middle card, if one is turned, can be that card.
    * A card that sets the wild rank and pairs up its own seat's board at
      the same time starts a new wait: nothing is wild after it.
    * The shared middle card belongs to no seat, so it never pairs up.

    Returns the common fields (see :func:`play_follow_the_queen`) plus
    ``wild_rank`` (the rank wild at showdown, or ``None``) and ``pairings``
    (how many face-up cards paired up).
    """
    _check_players("dirty-schultz", players)
    rules = _DirtySchultz()
    result = _play(deck, players, rules)
    result["wild_rank"] = rules.rank
    result["pairings"] = rules.pairings
    return result


def simulate_dirty_schultz(deals, players=7, seed=0):
    """Play ``deals`` shuffled deals of Dirty Schultz; return the counts.

    The common keys (see :func:`simulate_follow_the_queen`) plus
    ``pairings`` (Counter of pairing-up cards per deal).
    """
    _check_players("dirty-schultz", players)

    def add_own(totals, deal):
        _count_wild_rank(totals, deal)
        totals.setdefault("pairings", Counter())[deal["pairings"]] += 1

    totals = _simulate(
        deals,
        players,
        seed,
        lambda deck: play_dirty_schultz(deck, players),
        False,
        add_own,
    )
    for key in ("wild_rank", "wild_changes", "pairings"):
        totals.setdefault(key, Counter())
    return totals

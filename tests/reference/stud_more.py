"""Reference simulators for six more stud games (52 cards, no jokers).

The games: Countdown, Kings and Little Ones, Three-Card Extra, Trump Is Wild,
Count Your Diamonds and Half-Court Basketball.  Like
:mod:`tests.reference.stud_wild` this is plain, slow Python: one deal at a
time from an explicit deck, every hand scored with
:func:`tests.reference.evaluator.fast_high`.  It shares no code with the
project's kernels.

Each game has a pair of functions:

* ``play_<game>(deck, players=..., **options)`` plays one deal from ``deck``
  (a list of distinct cards, top card first) and returns a dict describing
  it;
* ``simulate_<game>(deals, players=..., seed=0, **options)`` plays ``deals``
  deals, each from a fresh shuffle of :func:`full_deck` made with one
  ``random.Random(seed)`` for the whole run, and returns counts.

Conventions shared by all six games:

* Seats ``0..P-1``; seat 0 sits left of the dealer and every street is dealt
  round the table in seat order (Trump Is Wild deals the house hand last in
  every street).  An up card is dealt face up, a down card face down.  An
  extra card earned or bought is dealt face down at once, before the next
  seat's card, and is one of the seat's down cards.
* A hand is the ``fast_high`` result ``(category, tiebreak, natural)`` of
  the seat's cards; hands compare by ``(CATEGORY_INDEX[category],
  tiebreak)`` alone, so a natural hand does not beat an equal hand made with
  wild cards, and equal values split the pot (or the half pot).
* ``shares`` give each seat's fraction of the whole pot (they sum to 1).
* Volatility as in :mod:`tests.reference.stud_wild`: after each listed round
  the leader is the seat with the best hand, ties going to the lowest seat,
  once on all the seat's cards ("full") and once on its face-up cards only
  ("showing").  ``full_leader_won`` / ``showing_leader_won`` say whether
  that leader is among the final (main pot / poker) winners and
  ``lead_changes`` counts the rounds 2.. whose full leader differs from the
  round before.
* A deck given to ``play_`` may be shorter than 52 cards; a deal that needs
  a card the deck no longer has raises ``ValueError`` (except where a game
  says what happens instead).  With a full deck and an allowed seat count
  no deck runs out.  Bad seat counts and bad options raise ``ValueError``.

Rank keys in the totals are ``2``..``9``, ``T``, ``J``, ``Q``, ``K``, ``A``
(and ``none`` / ``uncontested`` where stated).
"""

import random
from collections import Counter

from .evaluator import (
    CATEGORY_INDEX,
    JOKERS,
    RANKS,
    card_rank,
    card_suit,
    fast_high,
    full_deck,
    normalize_card,
)

__all__ = [
    "SEAT_LIMITS",
    "rank_key",
    "diamond_points",
    "basketball_points",
    "play_countdown",
    "simulate_countdown",
    "play_kings_and_little_ones",
    "simulate_kings_and_little_ones",
    "play_three_card_extra",
    "simulate_three_card_extra",
    "play_trump_is_wild",
    "simulate_trump_is_wild",
    "play_count_your_diamonds",
    "simulate_count_your_diamonds",
    "play_half_court_basketball",
    "simulate_half_court_basketball",
]

KING = 13
SEVEN_STUD = ("down", "down", "up", "up", "up", "up", "down")


def rank_key(rank):
    """Output key of a rank value (``None`` -> ``'none'``, 10 -> ``'T'``)."""
    return "none" if rank is None else RANKS[rank - 2]


# ---------------------------------------------------------------------------
# Shared helpers
# ---------------------------------------------------------------------------


#: Most seats per game, with the reason (the deck must always reach the end).
SEAT_LIMITS = {
    "countdown": (7, "each seat may need 7 cards, so 52 cards seat at most 7"),
    "kings-and-little-ones": (7, "each seat needs 7 cards, so 52 cards seat at most 7"),
    "three-card-extra": (10, "30 regular cards and up to 12 extras fit in 52 cards"),
    "trump-is-wild": (7, "seats and house need 6 cards each, so 52 cards seat at most 7"),
    "count-your-diamonds": (7, "each seat needs 7 cards, so 52 cards seat at most 7"),
    "half-court-basketball": (8, "each seat needs 6 cards, so 52 cards seat at most 8"),
}


def _check_players(game, players):
    top, reason = SEAT_LIMITS[game]
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= top:
        raise ValueError(f"{game} is played by 2..{top} seats ({reason}); got {players!r}")


def _check_deals(deals):
    if isinstance(deals, bool) or not isinstance(deals, int) or deals < 0:
        raise ValueError(f"deals must be a whole number >= 0, got {deals!r}")


class _Table:
    """The deck being dealt, every seat's cards and the shared middle card.

    ``seats[seat]`` lists ``(card, how)`` in the order received, ``how`` being
    ``"down"``, ``"up"`` or ``"extra"`` (an extra face-down card).
    """

    def __init__(self, deck, seats):
        cards = [normalize_card(c) for c in deck]
        if len(set(cards)) != len(cards):
            raise ValueError("the deck holds a card twice")
        if any(c in JOKERS for c in cards):
            raise ValueError("this game is played without jokers")
        self.deck = cards
        self.position = 0
        self.seats = [[] for _ in range(seats)]
        self.shared = None

    def remaining(self):
        return len(self.deck) - self.position

    def draw(self, what):
        if self.position >= len(self.deck):
            raise ValueError(f"the deck ran out before {what} could be dealt")
        card = self.deck[self.position]
        self.position += 1
        return card

    def deal(self, seat, how):
        """Deal the next card to ``seat`` (face up for ``how == "up"``)."""
        card = self.draw(f"a {how} card for seat {seat}")
        self.seats[seat].append((card, how))
        return card

    def cards(self, seat):
        """Everything the seat plays with: its own cards plus the shared card."""
        own = [c for c, _ in self.seats[seat]]
        return own + ([self.shared] if self.shared is not None else [])

    def showing(self, seat):
        """The seat's face-up cards plus the shared card (which is face up)."""
        own = [c for c, how in self.seats[seat] if how == "up"]
        return own + ([self.shared] if self.shared is not None else [])

    def own_up(self, seat):
        return [c for c, how in self.seats[seat] if how == "up"]

    def own_down(self, seat):
        """The seat's face-down cards (extras included), in the order received."""
        return [c for c, how in self.seats[seat] if how != "up"]


def _hand(cards, wild_ranks=(), k=5, straights=True):
    """``fast_high`` of ``cards`` with every card of ``wild_ranks`` wild."""
    wild = frozenset(c for c in cards if card_rank(c) in wild_ranks)
    return fast_high(cards, wild=wild, k=k, straights=straights)


def _value(hand):
    """Comparable value of a hand, exactly as stud_wild compares them."""
    return (CATEGORY_INDEX[hand[0]], hand[1])


def _best_seats(hands):
    """Sorted seats holding the best hand; ``hands`` maps seat -> hand."""
    best = max(_value(h) for h in hands.values())
    return sorted(seat for seat, h in hands.items() if _value(h) == best)


def _leader(hands):
    """Seat with the best hand, ties to the lowest seat (``hands``: seat -> hand)."""
    return max(hands, key=lambda seat: (_value(hands[seat]), -seat))


def _split(winners, seats, amount=1.0):
    """Per-seat shares of ``amount`` split equally among ``winners``."""
    return [amount / len(winners) if seat in winners else 0.0 for seat in range(seats)]


def _volatility(full_leaders, showing_leaders, winners):
    """The volatility keys of a play_ result."""
    return {
        "full_leaders": list(full_leaders),
        "showing_leaders": list(showing_leaders),
        "full_leader_won": [leader in winners for leader in full_leaders],
        "showing_leader_won": [leader in winners for leader in showing_leaders],
        "lead_changes": sum(
            1 for r in range(1, len(full_leaders)) if full_leaders[r] != full_leaders[r - 1]
        ),
    }


def _simulate(deals, seed, play, seats, rounds, hand_seats, own_totals, add_own):
    """Shared driver.

    ``seats`` is how many entries ``shares`` has (``seat_win`` keys),
    ``hand_seats`` how many leading entries of ``hands`` count in
    ``hand_category`` (``None`` entries, folded seats, are skipped),
    ``own_totals`` the game's own keys with their starting values and
    ``add_own(totals, deal)`` adds one deal to them.
    """
    _check_deals(deals)
    rng = random.Random(seed)
    totals = {
        "deals": deals,
        "winner_category": Counter(),
        "hand_category": Counter(),
        "seat_win": {seat: 0.0 for seat in range(seats)},
        "tie": 0,
        "leader_wins_full": [0] * rounds,
        "leader_wins_showing": [0] * rounds,
        "lead_changes": Counter(),
    }
    totals.update(own_totals)
    for _ in range(deals):
        deck = full_deck()
        rng.shuffle(deck)
        deal = play(deck)
        winners = deal["winners"]
        # All winners hold equal hands, so any one gives the winning category.
        totals["winner_category"][deal["hands"][winners[0]][0]] += 1
        for hand in deal["hands"][:hand_seats]:
            if hand is not None:
                totals["hand_category"][hand[0]] += 1
        for seat in range(seats):
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
# Countdown
# ---------------------------------------------------------------------------

CUTOFFS = ("pair",) + tuple(RANKS)  # "10" is accepted for "T"


def _cutoff_rank(cutoff):
    """Rank value of a cutoff rank (``None`` for ``"pair"``); refuses others."""
    if cutoff == "10":
        cutoff = "T"
    if cutoff not in CUTOFFS:
        raise ValueError(f"cutoff must be 'pair' or a rank '2'..'A', got {cutoff!r}")
    if cutoff == "pair":
        return None
    return RANKS.index(cutoff) + 2


def _stays(cards, cutoff_rank):
    """Threshold policy: a pair or better, or a high enough highest card."""
    category = fast_high(cards)[0]  # nothing wild: the wild is not known yet
    if CATEGORY_INDEX[category] >= CATEGORY_INDEX["one-pair"]:
        return True
    if cutoff_rank is None:
        return False
    return max(card_rank(c) for c in cards) >= cutoff_rank


def play_countdown(deck, players=7, fold="threshold", cutoff="J", thresholds=None):
    """Play one deal of Countdown from ``deck`` (top card first).

    Rules: seven-card stud (down, down, up, up, up, up, down).  A betting
    round follows each of streets 3..7, five rounds; in each, the seats
    still in decide in seat order 0..P-1 whether to fold.  When the last
    round is over and k seats (k >= 2) are still in, rank k is wild (two
    seats: deuces ... seven seats: sevens) in every hand; the best hand of
    the seats still in wins and equal hands split the pot.

    Decisions:

    * ``fold="never"``: nobody folds.  ``fold="threshold"``: a seat's
      strength is ``fast_high`` of all its cards so far with nothing wild (a
      short hand before five cards).  It stays with one pair or better, or
      when ``cutoff`` is a rank ``"2"``..``"A"`` and the rank of its highest
      card is at least ``cutoff``; ``cutoff="pair"`` stays only with a pair
      or better (so ``cutoff="2"`` never folds).  A seat never folds when
      every other seat has already folded.  (More cards never lower the
      category or the highest card, so a seat that stays in round 1 stays
      to the end: every threshold fold happens in round 1.)
    * ``thresholds`` (the project's policy; replaces ``cutoff``): five card
      lists, one per betting round; in round r a seat stays when its hand is
      at least as good as ``fast_high(thresholds[r])`` (nothing wild).  A
      rising ladder makes folds possible in every round.
    * A folded seat gets no further cards: the next card of the deck goes to
      the next seat still in.
    * When only one seat is left the deal ends at once (no more cards are
      dealt): that seat wins the whole pot uncontested, nothing is wild
      (``wild_rank`` None) and its hand is judged on the cards it holds with
      nothing wild.  Its ``wild_held`` is 0 and its ``natural_winners`` is
      ``[seat]`` too (there is no wild card to change anything).
    * Volatility: five rounds, each measured after that round's folds among
      the seats still in, judged with nothing wild (the wild rank is unknown
      until the end); showing means the up cards.  If the deal ended early
      the remaining rounds repeat the last state (the lone seat leads both).

    Returns ``seats`` (per seat, ``(card, how)`` in the order received),
    ``still_in`` (sorted seats not folded), ``uncontested`` (bool),
    ``wild_rank`` (2..7 or None), ``hands`` (per seat: the final hand, with
    the wild for a showdown, without for the uncontested winner; None for
    folded seats), ``wild_held`` (per seat still in: its wild cards; None for
    folded seats), ``winners``, ``shares``, ``natural_winners`` (the winners
    among the same seats with nothing wild), ``wild_changes_winner``
    (contested and ``natural_winners != winners``), ``folds_by_round`` (five
    counts) and the volatility keys (five rounds).
    """
    _check_players("countdown", players)
    if fold not in ("never", "threshold"):
        raise ValueError(f"fold must be 'never' or 'threshold', got {fold!r}")
    cutoff_rank = _cutoff_rank(cutoff)
    table = _Table(deck, players)
    still_in = list(range(players))
    folds_by_round = [0] * 5
    full_leaders = []
    showing_leaders = []

    for street, how in enumerate(SEVEN_STUD):
        for seat in still_in:
            table.deal(seat, how)
        if street < 2:
            continue  # no betting round after the first two down cards
        round_index = street - 2
        if fold == "threshold":
            for seat in list(still_in):
                if len(still_in) == 1:
                    break  # every other seat has folded: this one never folds
                if thresholds is not None:
                    stays = _value(_hand(table.cards(seat))) >= _value(_hand(list(thresholds[round_index])))
                else:
                    stays = _stays(table.cards(seat), cutoff_rank)
                if not stays:
                    still_in.remove(seat)
                    folds_by_round[round_index] += 1
        full_leaders.append(_leader({s: _hand(table.cards(s)) for s in still_in}))
        showing_leaders.append(_leader({s: _hand(table.showing(s)) for s in still_in}))
        if len(still_in) == 1:
            break
    while len(full_leaders) < 5:
        full_leaders.append(full_leaders[-1])
        showing_leaders.append(showing_leaders[-1])

    hands = [None] * players
    wild_held = [None] * players
    if len(still_in) == 1:
        (alone,) = still_in
        uncontested = True
        wild_rank = None
        hands[alone] = _hand(table.cards(alone))
        wild_held[alone] = 0
        winners = [alone]
        natural_winners = [alone]
    else:
        uncontested = False
        wild_rank = len(still_in)
        for seat in still_in:
            cards = table.cards(seat)
            hands[seat] = _hand(cards, wild_ranks=(wild_rank,))
            wild_held[seat] = sum(1 for c in cards if card_rank(c) == wild_rank)
        winners = _best_seats({s: hands[s] for s in still_in})
        natural_winners = _best_seats({s: _hand(table.cards(s)) for s in still_in})

    result = {
        "seats": table.seats,
        "still_in": sorted(still_in),
        "uncontested": uncontested,
        "wild_rank": wild_rank,
        "hands": hands,
        "wild_held": wild_held,
        "winners": winners,
        "shares": _split(winners, players),
        "natural_winners": natural_winners,
        "wild_changes_winner": (not uncontested) and natural_winners != winners,
        "folds_by_round": folds_by_round,
    }
    result.update(_volatility(full_leaders, showing_leaders, winners))
    return result


def simulate_countdown(deals, players=7, seed=0, fold="threshold", cutoff="J", thresholds=None):
    """Play ``deals`` shuffled deals of Countdown; return the counts.

    ``deals``, ``winner_category``, ``hand_category`` (hands of the seats
    still in at the end, the uncontested winner's included), ``seat_win``,
    ``tie`` (split pots), ``wild_rank`` (Counter keyed ``"uncontested"``,
    ``"2"``..``"7"``), ``wild_changes_winner`` (int), ``wild_held`` (Counter
    over the seats still in at the end; the uncontested winner counts as 0),
    ``folds_by_round`` (five sums), ``leader_wins_full``,
    ``leader_wins_showing`` (five counts each) and ``lead_changes``.
    """
    _check_players("countdown", players)

    def add_own(totals, deal):
        key = "uncontested" if deal["uncontested"] else rank_key(deal["wild_rank"])
        totals["wild_rank"][key] += 1
        totals["wild_changes_winner"] += deal["wild_changes_winner"]
        for held in deal["wild_held"]:
            if held is not None:
                totals["wild_held"][held] += 1
        for r in range(5):
            totals["folds_by_round"][r] += deal["folds_by_round"][r]

    own = {
        "wild_rank": Counter(),
        "wild_changes_winner": 0,
        "wild_held": Counter(),
        "folds_by_round": [0] * 5,
    }
    return _simulate(
        deals,
        seed,
        lambda deck: play_countdown(deck, players, fold, cutoff, thresholds),
        players,
        5,
        players,
        own,
        add_own,
    )


# ---------------------------------------------------------------------------
# Kings and Little Ones
# ---------------------------------------------------------------------------


def _little_rank(down_cards):
    """Lowest rank among face-down cards (2 lowest, ace 14 highest)."""
    return min(card_rank(c) for c in down_cards)


def play_kings_and_little_ones(deck, players=7):
    """Play one deal of Kings and Little Ones from ``deck`` (top card first).

    Rules: seven-card stud (down, down, up, up, up, up, down).  Kings are
    wild in every hand.  Each seat's "little one" is the lowest rank among
    its own face-down cards; every card of that rank in that seat's hand,
    up or down, is wild for that seat only.  The best hand wins; equal hands
    split the pot.

    Decisions:

    * Ranks run 2 (lowest) .. ace (14, highest) for the little one, so an
      ace is the little one only when all three down cards are aces.
    * Kings count like any rank when finding the little one (down cards
      K-K-A make the little rank K, which adds nothing to the kings).
    * ``wild_held`` counts the seat's cards that are kings or of its little
      rank.
    * Volatility: five rounds, after each up street and after the final down
      card.  The full hand uses kings plus the little rank of the down cards
      the seat holds at that moment (two, then three in round 5); the
      showing hand is the up cards with kings wild only.

    Returns ``seats``, ``little_rank`` (per seat, 2..14), ``wild_held``,
    ``hands``, ``winners``, ``shares`` and the volatility keys (five rounds).
    """
    _check_players("kings-and-little-ones", players)
    table = _Table(deck, players)

    def full_hand(seat):
        wild = (KING, _little_rank(table.own_down(seat)))
        return _hand(table.cards(seat), wild_ranks=wild)

    full_leaders = []
    showing_leaders = []
    for street, how in enumerate(SEVEN_STUD):
        for seat in range(players):
            table.deal(seat, how)
        if street >= 2:
            full_leaders.append(_leader({s: full_hand(s) for s in range(players)}))
            showing_leaders.append(
                _leader({s: _hand(table.showing(s), wild_ranks=(KING,)) for s in range(players)})
            )

    little = [_little_rank(table.own_down(seat)) for seat in range(players)]
    hands = [full_hand(seat) for seat in range(players)]
    wild_held = [
        sum(1 for c in table.cards(seat) if card_rank(c) in (KING, little[seat]))
        for seat in range(players)
    ]
    winners = _best_seats(dict(enumerate(hands)))
    result = {
        "seats": table.seats,
        "little_rank": little,
        "wild_held": wild_held,
        "hands": hands,
        "winners": winners,
        "shares": _split(winners, players),
    }
    result.update(_volatility(full_leaders, showing_leaders, winners))
    return result


def simulate_kings_and_little_ones(deals, players=7, seed=0):
    """Play ``deals`` shuffled deals of Kings and Little Ones; return the counts.

    ``deals``, ``winner_category``, ``hand_category`` (every seat),
    ``seat_win``, ``tie``, ``little_rank`` (Counter keyed ``"2"``..``"A"``,
    seats pooled), ``wild_held`` (Counter, seats pooled),
    ``leader_wins_full``, ``leader_wins_showing`` (five counts each) and
    ``lead_changes``.
    """
    _check_players("kings-and-little-ones", players)

    def add_own(totals, deal):
        for seat in range(players):
            totals["little_rank"][rank_key(deal["little_rank"][seat])] += 1
            totals["wild_held"][deal["wild_held"][seat]] += 1

    return _simulate(
        deals,
        seed,
        lambda deck: play_kings_and_little_ones(deck, players),
        players,
        5,
        players,
        {"little_rank": Counter(), "wild_held": Counter()},
        add_own,
    )


# ---------------------------------------------------------------------------
# Three-Card Extra
# ---------------------------------------------------------------------------

EXTRA_EARNERS = (2, 3, 4)
FIVE = 5


def play_three_card_extra(deck, players=7, fives_wild=False):
    """Play one deal of Three-Card Extra from ``deck`` (top card first).

    Rules: three streets, up, down, up.  A 2, 3 or 4 dealt face up earns its
    receiver one extra card, dealt face down at once (before the next seat's
    card).  Each seat plays its best three cards: ``fast_high(cards, k=3,
    straights=False)`` (no straights and no flushes; trips, pairs, high
    cards).  The best hand wins; equal hands split the pot.

    Decisions:

    * Extra cards are down cards and never earn anything (an extra 2, 3 or 4
      earns no further card); a 2, 3 or 4 dealt face down on the down street
      earns nothing either.
    * ``fives_wild``: every 5 is wild, up or down, at showdown and in the
      volatility judgments; 5s never earn extra cards.
    * ``wild_held`` counts a seat's 5s when ``fives_wild`` is on, else 0.
    * Seats 2..10: 30 regular cards plus at most 12 extra cards (one per 2, 3
      and 4) always fit in 52 cards.
    * Volatility: three rounds, after each street (extras included); the
      showing hand is the seat's face-up cards only.

    Returns ``seats``, ``extras`` (per seat, 0..2), ``hands``, ``winners``,
    ``shares``, ``wild_held`` and the volatility keys (three rounds).
    """
    _check_players("three-card-extra", players)
    if not isinstance(fives_wild, bool):
        raise ValueError(f"fives_wild must be True or False, got {fives_wild!r}")
    table = _Table(deck, players)
    wild = (FIVE,) if fives_wild else ()

    def hand(cards):
        return _hand(cards, wild_ranks=wild, k=3, straights=False)

    full_leaders = []
    showing_leaders = []
    for how in ("up", "down", "up"):
        for seat in range(players):
            card = table.deal(seat, how)
            if how == "up" and card_rank(card) in EXTRA_EARNERS:
                table.deal(seat, "extra")
        full_leaders.append(_leader({s: hand(table.cards(s)) for s in range(players)}))
        showing_leaders.append(_leader({s: hand(table.showing(s)) for s in range(players)}))

    hands = [hand(table.cards(seat)) for seat in range(players)]
    winners = _best_seats(dict(enumerate(hands)))
    result = {
        "seats": table.seats,
        "extras": [sum(1 for _, how in seat if how == "extra") for seat in table.seats],
        "hands": hands,
        "winners": winners,
        "shares": _split(winners, players),
        "wild_held": [
            sum(1 for c in table.cards(seat) if card_rank(c) in wild) for seat in range(players)
        ],
    }
    result.update(_volatility(full_leaders, showing_leaders, winners))
    return result


def simulate_three_card_extra(deals, players=7, seed=0, fives_wild=False):
    """Play ``deals`` shuffled deals of Three-Card Extra; return the counts.

    ``deals``, ``winner_category``, ``hand_category`` (every seat),
    ``seat_win``, ``tie``, ``extra_cards`` (Counter of extras per seat, every
    seat of every deal), ``wild_held`` (Counter, seats pooled),
    ``leader_wins_full``, ``leader_wins_showing`` (three counts each) and
    ``lead_changes``.
    """
    _check_players("three-card-extra", players)

    def add_own(totals, deal):
        for seat in range(players):
            totals["extra_cards"][deal["extras"][seat]] += 1
            totals["wild_held"][deal["wild_held"][seat]] += 1

    return _simulate(
        deals,
        seed,
        lambda deck: play_three_card_extra(deck, players, fives_wild),
        players,
        3,
        players,
        {"extra_cards": Counter(), "wild_held": Counter()},
        add_own,
    )


# ---------------------------------------------------------------------------
# Trump Is Wild
# ---------------------------------------------------------------------------

TRUMP_STREETS = ("down", "up", "up", "up", "up", "down")


def play_trump_is_wild(deck, players=7, house_wild=True):
    """Play one deal of Trump Is Wild from ``deck`` (top card first).

    Rules: six-card stud (down, up, up, up, up, down; best five of six) with
    a house hand.  Each street is dealt to seats 0..P-1 and then to the
    house, index P, dealt like a player and last.  With ``house_wild`` the
    rank of the house's last down card (its sixth card) is wild in every
    hand, the house's own included; without it nothing is wild.  The house
    competes: the best of the P + 1 hands wins and equal hands split the pot
    among them, the house included.

    Decisions:

    * The wild rank applies at showdown only; the volatility judgments use
      nothing wild (the house's last card is unknown until then).
    * The house's share "carries over" to the next pot; it is reported as
      the house's share (``shares[P]`` and ``house_share``), nothing more.
    * ``wild_held`` counts each hand's cards of the wild rank (0 without
      ``house_wild``), the house's trump card included.
    * Volatility: five rounds, after each up street and after the final down
      card, among all P + 1 hands; showing means the up cards.
    * Seats 2..7: (7 + 1) hands of six cards fit in 52.

    Returns ``seats`` (P + 1 entries, house last), ``hands`` (P + 1),
    ``winners`` (may include P), ``shares`` (P + 1, summing to 1),
    ``house_share``, ``wild_rank`` (2..14 or None), ``wild_held`` (P + 1) and
    the volatility keys (five rounds; a leader may be P).
    """
    _check_players("trump-is-wild", players)
    if not isinstance(house_wild, bool):
        raise ValueError(f"house_wild must be True or False, got {house_wild!r}")
    hands_count = players + 1
    house = players
    table = _Table(deck, hands_count)
    full_leaders = []
    showing_leaders = []
    for street, how in enumerate(TRUMP_STREETS):
        for seat in range(hands_count):  # the house is dealt last
            table.deal(seat, how)
        if street >= 1:
            everyone = range(hands_count)
            full_leaders.append(_leader({s: _hand(table.cards(s)) for s in everyone}))
            showing_leaders.append(_leader({s: _hand(table.showing(s)) for s in everyone}))

    wild_rank = card_rank(table.seats[house][5][0]) if house_wild else None
    wild = (wild_rank,) if house_wild else ()
    hands = [_hand(table.cards(s), wild_ranks=wild) for s in range(hands_count)]
    winners = _best_seats(dict(enumerate(hands)))
    shares = _split(winners, hands_count)
    result = {
        "seats": table.seats,
        "hands": hands,
        "winners": winners,
        "shares": shares,
        "house_share": shares[house],
        "wild_rank": wild_rank,
        "wild_held": [
            sum(1 for c in table.cards(s) if card_rank(c) in wild) for s in range(hands_count)
        ],
    }
    result.update(_volatility(full_leaders, showing_leaders, winners))
    return result


def simulate_trump_is_wild(deals, players=7, seed=0, house_wild=True):
    """Play ``deals`` shuffled deals of Trump Is Wild; return the counts.

    ``deals``, ``winner_category`` (the winning hand, the house's included),
    ``hand_category`` (the P players only), ``house_category`` (Counter of
    the house's hand), ``seat_win`` (P + 1 keys, the house is P), ``tie``
    (split pots, the house counting as a hand), ``house_share`` (float sum),
    ``house_wins`` (deals with the house among the winners), ``wild_rank``
    (Counter keyed ``"none"``, ``"2"``..``"A"``), ``wild_held`` (Counter
    over all P + 1 hands), ``leader_wins_full``, ``leader_wins_showing``
    (five counts each) and ``lead_changes``.
    """
    _check_players("trump-is-wild", players)

    def add_own(totals, deal):
        totals["house_share"] += deal["house_share"]
        totals["house_wins"] += players in deal["winners"]
        totals["wild_rank"][rank_key(deal["wild_rank"])] += 1
        totals["house_category"][deal["hands"][players][0]] += 1
        for held in deal["wild_held"]:
            totals["wild_held"][held] += 1

    own = {
        "house_share": 0.0,
        "house_wins": 0,
        "wild_rank": Counter(),
        "house_category": Counter(),
        "wild_held": Counter(),
    }
    return _simulate(
        deals,
        seed,
        lambda deck: play_trump_is_wild(deck, players, house_wild),
        players + 1,
        5,
        players,
        own,
        add_own,
    )


# ---------------------------------------------------------------------------
# Count Your Diamonds
# ---------------------------------------------------------------------------


def diamond_points(cards):
    """Sum over the diamonds of 2..10 face value, J 11, Q 12, K 13, A 14."""
    return sum(card_rank(c) for c in cards if card_suit(c) == "d")


def play_count_your_diamonds(deck, players=7):
    """Play one deal of Count Your Diamonds from ``deck`` (top card first).

    Rules: seven-card stud (down, down, up, up, up, up, down), nothing wild.
    Half the pot goes to the best poker hand (equal hands split that half);
    the other half to the highest "diamond points": the sum over the seat's
    diamonds of 2..10 face value, J 11, Q 12, K 13, A 14.

    Decisions:

    * Every one of the seat's seven cards counts for diamond points, up or
      down (not just the five of its poker hand).
    * A seat without diamonds has 0 points; equal highest points split the
      diamond half, and if every seat ties, even at 0, all split it.
    * ``scoop``: one seat alone wins both halves.
    * Volatility: five rounds, after each up street and after the final down
      card, on the poker hands; the leader "won" when it is among the poker
      winners.

    Returns ``seats``, ``hands``, ``winners`` (poker half),
    ``diamond_points`` (per seat), ``diamond_winners``, ``shares`` (0.5 *
    poker share + 0.5 * diamond share), ``scoop`` and the volatility keys.
    """
    _check_players("count-your-diamonds", players)
    table = _Table(deck, players)
    full_leaders = []
    showing_leaders = []
    for street, how in enumerate(SEVEN_STUD):
        for seat in range(players):
            table.deal(seat, how)
        if street >= 2:
            full_leaders.append(_leader({s: _hand(table.cards(s)) for s in range(players)}))
            showing_leaders.append(_leader({s: _hand(table.showing(s)) for s in range(players)}))

    hands = [_hand(table.cards(s)) for s in range(players)]
    winners = _best_seats(dict(enumerate(hands)))
    points = [diamond_points(table.cards(s)) for s in range(players)]
    top = max(points)
    diamond_winners = [s for s in range(players) if points[s] == top]
    poker = _split(winners, players, 0.5)
    diamonds = _split(diamond_winners, players, 0.5)
    result = {
        "seats": table.seats,
        "hands": hands,
        "winners": winners,
        "diamond_points": points,
        "diamond_winners": diamond_winners,
        "shares": [poker[s] + diamonds[s] for s in range(players)],
        "scoop": len(winners) == 1 and diamond_winners == winners,
    }
    result.update(_volatility(full_leaders, showing_leaders, winners))
    return result


def simulate_count_your_diamonds(deals, players=7, seed=0):
    """Play ``deals`` shuffled deals of Count Your Diamonds; return the counts.

    ``deals``, ``winner_category`` (poker winner), ``hand_category`` (every
    seat), ``seat_win``, ``tie`` (= ``poker_tie``), ``poker_tie``,
    ``diamond_tie`` (deals whose diamond half is split), ``scoop``,
    ``diamond_points`` (Counter, seats pooled), ``winning_diamond_points``
    (Counter of the highest points of each deal), ``leader_wins_full``,
    ``leader_wins_showing`` (five counts each) and ``lead_changes``.
    """
    _check_players("count-your-diamonds", players)

    def add_own(totals, deal):
        totals["poker_tie"] += len(deal["winners"]) > 1
        totals["diamond_tie"] += len(deal["diamond_winners"]) > 1
        totals["scoop"] += deal["scoop"]
        for points in deal["diamond_points"]:
            totals["diamond_points"][points] += 1
        totals["winning_diamond_points"][max(deal["diamond_points"])] += 1

    own = {
        "poker_tie": 0,
        "diamond_tie": 0,
        "scoop": 0,
        "diamond_points": Counter(),
        "winning_diamond_points": Counter(),
    }
    return _simulate(
        deals,
        seed,
        lambda deck: play_count_your_diamonds(deck, players),
        players,
        5,
        players,
        own,
        add_own,
    )


# ---------------------------------------------------------------------------
# Half-Court Basketball
# ---------------------------------------------------------------------------

HALF_COURT_STREETS = ("down", "down", "up", "up", "up")  # then the final down card
THREE = 3


def basketball_points(card):
    """A 1, 2..10 face value, J/Q/K 0."""
    rank = card_rank(card)
    if rank == 14:
        return 1
    return rank if rank <= 10 else 0


def play_half_court_basketball(deck, players=7, three_pointer=False, buy="always"):
    """Play one deal of Half-Court Basketball from ``deck`` (top card first).

    Rules: six-card stud (down, down, up, up, up, down), nothing wild; the
    pot is split between the best poker hand and the basketball score.

    * Poker half: each seat's best five of all its cards (plus the shared
      middle card, if any); equal hands split that half.
    * Basketball half: a card scores A 1, 2..10 face value, J/Q/K 0.  A
      seat's regulation score is its three up cards plus ONE of its down
      cards flipped: the one with the most points, among equal points the
      one received first.  The highest score takes the half.  Tied seats
      play overtime: each flips its highest-point remaining down card (0 if
      it has none left) and adds it; the best total among them wins; if still
      tied, a second overtime the same way among those still tied; if still
      tied after two overtimes a high-card draw decides, reported as an equal
      split of the basketball half among the seats still tied (``draw``).

    Decisions:

    * ``three_pointer``: a 3 dealt face up lets its receiver buy one extra
      face-down card, dealt at once; ``buy="always"`` buys it, ``"never"``
      does not; only while the deck has a card (an empty deck gives
      nothing).  An extra card is one of the seat's down cards: it can be
      flipped for points, and it never buys anything itself (nor does a 3
      dealt face down or the shared card).
    * If, when the final down street is due, fewer cards remain than seats,
      one card is turned face up in the middle instead.  It is in every
      seat's poker hand and counts as showing in the final volatility round,
      but it is no seat's down card and never scores basketball points.  (A
      full deck never runs that short: 8 seats use at most 48 cards + 4
      extras.)  If the deck is empty then, ``ValueError``.
    * Overtime flips go down the seat's remaining down cards by points
      (among equal points the first received), so regulation plus two
      overtimes flip the three best.  ``overtimes`` is 0, 1 or 2.
    * ``scoop``: one seat alone wins the poker half and, outright, the
      basketball half (never after a draw).
    * Volatility: four rounds, after each up street and after the final
      down street, on the poker hands.

    Returns ``seats``, ``shared`` (the middle card or None), ``extras``
    (per seat), ``hands``, ``winners`` (poker half), ``scores`` (regulation
    scores per seat), ``overtimes``, ``draw``, ``basketball_winners``,
    ``shares`` (0.5 * poker share + 0.5 * basketball share), ``scoop`` and
    the volatility keys (four rounds).
    """
    _check_players("half-court-basketball", players)
    if not isinstance(three_pointer, bool):
        raise ValueError(f"three_pointer must be True or False, got {three_pointer!r}")
    if buy not in ("always", "never"):
        raise ValueError(f"buy must be 'always' or 'never', got {buy!r}")
    table = _Table(deck, players)
    full_leaders = []
    showing_leaders = []

    def snapshot():
        full_leaders.append(_leader({s: _hand(table.cards(s)) for s in range(players)}))
        showing_leaders.append(_leader({s: _hand(table.showing(s)) for s in range(players)}))

    for how in HALF_COURT_STREETS:
        for seat in range(players):
            card = table.deal(seat, how)
            if (
                three_pointer
                and buy == "always"
                and how == "up"
                and card_rank(card) == THREE
                and table.remaining() > 0
            ):
                table.deal(seat, "extra")
        if how == "up":
            snapshot()
    if table.remaining() < players:
        table.shared = table.draw("the shared middle card")
    else:
        for seat in range(players):
            table.deal(seat, "down")
    snapshot()

    hands = [_hand(table.cards(s)) for s in range(players)]
    winners = _best_seats(dict(enumerate(hands)))

    # Basketball: each seat's down cards in flipping order (most points
    # first; the stable sort keeps the first received among equal points).
    flips = [sorted(table.own_down(s), key=lambda c: -basketball_points(c)) for s in range(players)]
    scores = [
        sum(basketball_points(c) for c in table.own_up(s))
        + (basketball_points(flips[s][0]) if flips[s] else 0)
        for s in range(players)
    ]
    totals = list(scores)
    best = max(totals)
    tied = [s for s in range(players) if totals[s] == best]
    overtimes = 0
    while len(tied) > 1 and overtimes < 2:
        overtimes += 1
        for s in tied:
            if len(flips[s]) > overtimes:
                totals[s] += basketball_points(flips[s][overtimes])
        best = max(totals[s] for s in tied)
        tied = [s for s in tied if totals[s] == best]
    draw = len(tied) > 1
    basketball_winners = tied

    poker = _split(winners, players, 0.5)
    basketball = _split(basketball_winners, players, 0.5)
    result = {
        "seats": table.seats,
        "shared": table.shared,
        "extras": [sum(1 for _, how in seat if how == "extra") for seat in table.seats],
        "hands": hands,
        "winners": winners,
        "scores": scores,
        "overtimes": overtimes,
        "draw": draw,
        "basketball_winners": basketball_winners,
        "shares": [poker[s] + basketball[s] for s in range(players)],
        "scoop": len(winners) == 1 and not draw and basketball_winners == winners,
    }
    result.update(_volatility(full_leaders, showing_leaders, winners))
    return result


def simulate_half_court_basketball(deals, players=7, seed=0, three_pointer=False, buy="always"):
    """Play ``deals`` shuffled deals of Half-Court Basketball; return the counts.

    ``deals``, ``winner_category`` (poker winner), ``hand_category`` (every
    seat), ``seat_win``, ``tie`` (= ``poker_tie``), ``poker_tie``, ``scoop``,
    ``overtime`` (Counter of periods played, 0..2), ``draw`` (deals decided
    by the high-card draw), ``winning_score`` (Counter of the highest
    regulation score of each deal), ``score`` (Counter of regulation scores,
    seats pooled), ``extra_cards`` (Counter of extras per seat, every seat of
    every deal), ``shared_card`` (deals with a middle card),
    ``leader_wins_full``, ``leader_wins_showing`` (four counts each) and
    ``lead_changes``.
    """
    _check_players("half-court-basketball", players)

    def add_own(totals, deal):
        totals["poker_tie"] += len(deal["winners"]) > 1
        totals["scoop"] += deal["scoop"]
        totals["overtime"][deal["overtimes"]] += 1
        totals["draw"] += deal["draw"]
        totals["winning_score"][max(deal["scores"])] += 1
        for seat in range(players):
            totals["score"][deal["scores"][seat]] += 1
            totals["extra_cards"][deal["extras"][seat]] += 1
        totals["shared_card"] += deal["shared"] is not None

    own = {
        "poker_tie": 0,
        "scoop": 0,
        "overtime": Counter(),
        "draw": 0,
        "winning_score": Counter(),
        "score": Counter(),
        "extra_cards": Counter(),
        "shared_card": 0,
    }
    return _simulate(
        deals,
        seed,
        lambda deck: play_half_court_basketball(deck, players, three_pointer, buy),
        players,
        4,
        players,
        own,
        add_own,
    )

"""The stud driver of game files, as a slow plain-Python interpreter.

Written from the stud driver's documentation (its keys, how a deal is played
and what one deal counts), not from the project's code.  Hand values and the
side scores live in :mod:`.stud_hands`.

The game, as played here
------------------------
* S = P players, plus one house seat (seat P) with ``deal.house``, each dealt
  in seat order on every street.  The deck is a list of card texts, top card
  first; every card dealt (regular, bought, middle or shared) is the next one.
* A street that finds fewer than S cards left deals one shared card instead
  (only the latest shared card plays, in every hand).  ``d`` deals a hidden
  card, ``u`` an up card (which may move the wild rank, call a middle card,
  and buy a hidden card, in that order), ``f`` a hidden card after which the
  seat turns up either it or its most recent hidden card.
* After each street from ``measure_from`` on, the full and the showing leader
  are judged (in a low pot, by the ace-to-five low of the cards so far, the
  lowest leading); at the showdown every seat's whole hand plus the shared card is
  scored, and the pot is split (high; high-low; or high and a side pot).
* A replayed deal is always measured, and counts queen-of-hearts payments.

The documentation's list of what a deal counts is :data:`LAYOUT`.  The
maintainers' settlement of its open questions is followed: more than 8
volatility rounds, hands that can hold more than 17 cards, an ``f`` street
before any ``d``, jokers with three-card hands, hands of 9 or more cards or a
diamonds pot, and a house at a 10-seat table are refused; a bought card is
sold only while the deck can still give every seat its remaining cards.
"""

from .core_layout import CORE_LAYOUT
from ..evaluator import full_deck, normalize_card
from .stud_hands import (
    HighValues,
    basketball,
    diamond_points,
    low_qualifies,
    low_value,
    rank_index,
    wild_count,
)

#: (counter name, length) of the driver's row, in order (481 counters).
LAYOUT = (
    *CORE_LAYOUT,
    ("extra_cards", 5),
    ("extra_per_deal", 8),
    ("qh_face_up", 1),
    ("qh_payments", 8),
    ("shared_card", 1),
    ("middle_cards", 8),
    ("house_category", 12),
    ("side_tie", 1),
    ("scoop", 1),
    ("side_points", 128),
    ("side_win_points", 128),
    ("low_top", 14),
    ("low_tie", 1),
    ("overtime", 3),
    ("draw", 1),
    ("counted_up", 8),
)

SHARE_UNITS = 5040  # one pot, in share units
HALF = SHARE_UNITS // 2
MAX_SEATS = 10
MAX_STREETS = 9
MAX_ROUNDS = 8  # the volatility counters hold eight rounds
MAX_HAND = 17  # the most cards a seat may hold
JOKERS_MAX_HAND = 8  # jokers are scored right only in five-card hands of up to eight cards
RANKS = "23456789TJQKA"
_REQUIRED = object()

#: The driver's sections: {section: {key: default}}.  None: absent unless written.
SECTIONS = {
    "deck": {"jokers": 0},
    "deal": {"streets": _REQUIRED, "describe": None, "measure_from": 3, "volatility_every": 32,
             "house": False, "turn_up": "low"},
    "hand": {"cards": 5},
    "wild": {"rule": "none", "ranks": [], "always": [], "table": None},
    "extra_card": {"ranks": [], "take": True, "price": 0.0, "report": None},
    "pot": {"side": "none", "split": "high", "qualifier": None},
    "payments": {"queen_of_hearts": False},
    "counted": {"ranks": [], "name": "counted", "deals": "counted_deals"},
    "report": {"five_of_a_kind_wins": False, "nothing_wild": None},
}
#: Sections every file may have besides the driver's.
GENERIC_SECTIONS = ("seats", "table_notes")

WILD_RULES = ("none", "last-shown", "follows", "sequence", "pairs-board", "middle", "lowest-down", "house-last")
SHOWN_RULES = ("last-shown", "follows", "sequence", "pairs-board")  # the rules a shown card moves
NEEDS_RANKS = ("last-shown", "follows", "middle")


# ---------------------------------------------------------------------------
# The rules: defaults and checks
# ---------------------------------------------------------------------------


def _bad(key, why):
    return ValueError(f"{key}: {why}")


def _whole(key, value, low, high):
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _bad(key, f"expected a whole number {low}..{high}, got {value!r}")
    return value


def _flag(key, value):
    if not isinstance(value, bool):
        raise _bad(key, f"expected true or false, got {value!r}")
    return value


def _text(key, value, choices=None):
    if not isinstance(value, str) or (choices and value not in choices):
        wanted = f"one of {', '.join(choices)}" if choices else "text"
        raise _bad(key, f"expected {wanted}, got {value!r}")
    return value


def _ranks(key, value):
    """A list of rank characters as a set of rank indices (text is refused: a list key)."""
    if not isinstance(value, list):
        raise _bad(key, f"expected a list of ranks, got {value!r}")
    for rank in value:
        if not isinstance(rank, str) or rank not in RANKS or len(rank) != 1:
            raise _bad(key, f"{rank!r} is not a rank (2..9, T, J, Q, K, A)")
    return frozenset(RANKS.index(rank) for rank in value)


def resolve_rules(sections):
    """The rules one deal is played by, defaults filled in and checked.

    ``sections``: {section: {key: value}} after the options and decisions
    (:func:`tests.reference.game_files.rules.resolve`).  Returns a plain dict;
    raises ``ValueError`` for whatever the stud driver refuses.
    """
    for name, table in sections.items():
        if name in GENERIC_SECTIONS:
            continue
        if name not in SECTIONS:
            raise _bad(name, "unknown section for the stud driver")
        if not isinstance(table, dict):
            raise _bad(name, "expected a table")
        unknown = sorted(set(table) - set(SECTIONS[name]))
        if unknown:
            raise _bad(f"{name}.{unknown[0]}", "unknown key for the stud driver")
    full = {name: {**defaults, **sections.get(name, {})} for name, defaults in SECTIONS.items()}
    deck, deal, hand, wild = full["deck"], full["deal"], full["hand"], full["wild"]
    extra, pot, counted = full["extra_card"], full["pot"], full["counted"]

    if deal["streets"] is _REQUIRED:
        raise _bad("deal.streets", "required")
    streets = _text("deal.streets", deal["streets"]).split()
    if not 1 <= len(streets) <= MAX_STREETS or any(s not in ("d", "u", "f") for s in streets):
        raise _bad("deal.streets", f"1..{MAX_STREETS} streets, each d, u or f, space separated; got {deal['streets']!r}")
    n = len(streets)
    measure_from = _whole("deal.measure_from", deal["measure_from"], 1, MAX_STREETS)
    if measure_from > n:
        raise _bad("deal.measure_from", f"{measure_from} is after the last of {n} streets")
    _whole("deal.volatility_every", deal["volatility_every"], 1, 16384)
    house = _flag("deal.house", deal["house"])
    turn_up = _text("deal.turn_up", deal["turn_up"], ("low", "high"))
    if deal["describe"] is not None:
        _text("deal.describe", deal["describe"])
    jokers = _whole("deck.jokers", deck["jokers"], 0, 2)
    cards = hand["cards"]
    if cards not in (3, 5) or isinstance(cards, bool):
        raise _bad("hand.cards", f"expected 3 or 5, got {cards!r}")

    rule = _text("wild.rule", wild["rule"], WILD_RULES)
    wild_ranks = _ranks("wild.ranks", wild["ranks"])
    always = _ranks("wild.always", wild["always"])
    if rule in NEEDS_RANKS and not wild_ranks:
        raise _bad("wild.ranks", f"wild.rule = {rule!r} needs at least one rank")
    extra_ranks = _ranks("extra_card.ranks", extra["ranks"])
    take = _flag("extra_card.take", extra["take"])
    price = extra["price"]
    if isinstance(price, bool) or not isinstance(price, (int, float)) or not 0 <= price <= 1e9:
        raise _bad("extra_card.price", f"expected a number 0..1e9, got {price!r}")
    if extra["report"] is not None:
        _flag("extra_card.report", extra["report"])
    side = _text("pot.side", pot["side"], ("none", "diamonds", "basketball", "high-spade",
                                           "low-spade"))
    split = _text("pot.split", pot["split"], ("high", "high-low", "low"))
    qualifier = pot["qualifier"]
    if qualifier is not None:
        _text("pot.qualifier", qualifier, ("eight", "none"))
        if split != "high-low":
            raise _bad("pot.qualifier", 'only with pot.split = "high-low"')
    _flag("payments.queen_of_hearts", full["payments"]["queen_of_hearts"])
    counted_ranks = _ranks("counted.ranks", counted["ranks"])
    _text("counted.name", counted["name"])
    _text("counted.deals", counted["deals"])
    _flag("report.five_of_a_kind_wins", full["report"]["five_of_a_kind_wins"])
    if full["report"]["nothing_wild"] is not None:
        _text("report.nothing_wild", full["report"]["nothing_wild"])

    if split != "high":
        for clash, bad in (("wild.rule", rule != "none"), ("wild.always", bool(always)),
                           ("deck.jokers", jokers > 0), ("hand.cards", cards != 5),
                           ("pot.side", side != "none"), ("deal.house", house)):
            if bad:
                raise _bad(clash, f"not with pot.split = {split!r}")

    # The limits the maintainers settled on (the kernel cannot count past them).
    rounds = n - measure_from + 1
    if rounds > MAX_ROUNDS:
        raise _bad("deal.measure_from", f"{rounds} volatility rounds; at most {MAX_ROUNDS}")
    # a card is bought only when offered cards are taken (extra_card.take)
    most_cards = n + (streets.count("u") if extra_ranks and take else 0)
    if most_cards > MAX_HAND:
        raise _bad("deal.streets", f"a hand can hold {most_cards} cards; at most {MAX_HAND}")
    if "f" in streets and "d" not in streets[: streets.index("f")]:
        raise _bad("deal.streets", "an f street needs a d street before it")
    if jokers and cards == 3:
        raise _bad("deck.jokers", "not with three-card hands")
    if jokers and most_cards > JOKERS_MAX_HAND:
        raise _bad("deck.jokers", f"not when a hand can hold {most_cards} cards")
    if jokers and side == "diamonds":
        raise _bad("deck.jokers", "not with a diamonds side pot")

    # The deck budget, at the table's largest size.
    seats = sections.get("seats") or {}
    most = seats.get("most")
    if most is not None:
        if not isinstance(most, int) or most > MAX_SEATS:
            raise _bad("seats.most", f"at most {MAX_SEATS}")
        if house and most >= MAX_SEATS:
            raise _bad("seats.most", f"a house hand takes a seat: at most {MAX_SEATS - 1} players")
        middles = 4 * len(wild_ranks) if rule == "middle" else 0  # four a calling rank
        if middles and not (take and extra_ranks):
            need = (most + house) * n + middles  # every street and every middle card
        else:
            need = (most + house) * (n - 1) + middles + 1
        if need > 52 + jokers:
            raise _bad("seats.most", f"the deal needs {need} cards at {most} players; the deck has {52 + jokers}")

    return {
        "streets": streets,
        "measure_from": measure_from,
        "house": house,
        "turn_up": turn_up,
        "jokers": jokers,
        "three_card": cards == 3,
        "rule": rule,
        "wild_ranks": wild_ranks,
        "always": always,
        "buying": take and bool(extra_ranks),
        "extra_ranks": extra_ranks,
        "side": side,
        "high_low": split == "high-low",
        "low_pot": split == "low",
        "qualifier": qualifier or "eight",
        "counted": counted_ranks,
    }


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


class _Deal:
    """The state of one deal while it is dealt (the documentation's names)."""

    def __init__(self, r, seats, cards):
        self.r, self.S, self.order = r, seats, cards
        self.hand = [[] for _ in range(seats)]
        self.up = [[] for _ in range(seats)]
        self.down = [[] for _ in range(seats)]
        self.bought = [0] * seats
        self.pos = 0
        self.moving = None  # None, a rank index 0..12, or 13: the jokers
        self.pending = False
        self.changes = 0
        self.shared = None
        self.short = False
        self.middles = 0
        self.rounds = []  # (full leader, showing leader) per volatility round
        self.value = HighValues(r["three_card"])

    def next_card(self, what):
        if self.pos >= len(self.order):
            raise ValueError(f"the deal reads past the deck for {what} (the documentation leaves that undefined)")
        card = self.order[self.pos]
        self.pos += 1
        return card

    # The moving wild index ---------------------------------------------------

    def show(self, card, owner_up):
        """A card shown face up (``owner_up``: its owner's up cards so far; None for the shared card)."""
        rule, rank, before = self.r["rule"], rank_index(card), self.moving
        if rule == "last-shown":
            if rank in self.r["wild_ranks"]:
                self.moving = rank
        elif rule == "follows":
            if rank in self.r["wild_ranks"]:
                self.moving, self.pending = None, True
            elif self.pending:
                self.moving, self.pending = rank, False
        elif rule == "sequence":
            # Starts at 2 whatever wild.ranks says; climbs one rank at a time, past the ace to a joker.
            if (self.moving is None and rank == 0) or (self.moving is not None and rank == self.moving + 1):
                self.moving = rank
        elif rule == "pairs-board":
            if self.pending:
                self.moving, self.pending = rank, False
            if owner_up is not None and any(rank_index(c) == rank for c in owner_up):
                self.moving, self.pending = None, True
        if self.moving != before:
            self.changes += 1

    def middle_card(self, seat, street):
        """Seven-Up's middle card, called by an up card of a wild.ranks rank: taken while a card
        is left; in a game that also sells bought cards, sold as they are, only while the rest
        of the deal can still be dealt."""
        if self.pos >= len(self.order) or self.r["buying"] and not self.can_sell(seat, street):
            return
        card = self.next_card("a middle card")
        self.middles += 1
        before, rank = self.moving, rank_index(card)
        self.moving = None if rank in self.r["wild_ranks"] else rank
        if self.moving != before:
            self.changes += 1

    def can_sell(self, seat, street):
        """Whether the deal can still be dealt to the end after one more card is taken: a card
        to each seat still owed one on this street, then every later street, each to every seat
        while the deck holds a card for every seat, else one shared card."""
        left = len(self.order) - self.pos - 1 - (self.S - seat - 1)
        if left < 0:
            return False
        for _ in range(len(self.r["streets"]) - street - 1):
            if left >= self.S:
                left -= self.S
            elif left > 0:
                left -= 1
            else:
                return False
        return True

    def lowest_down(self, seat):
        """The seat's lowest hidden rank; a joker (13) never is, and aces (12) are the default."""
        return min([12] + [rank_index(c) for c in self.down[seat]])

    # The streets -------------------------------------------------------------

    def deal(self):
        r = self.r
        for s, letter in enumerate(r["streets"]):
            if len(self.order) - self.pos < self.S:
                self.shared = self.next_card("the shared card")
                self.short = True
                if r["rule"] in SHOWN_RULES:
                    self.show(self.shared, None)
            else:
                for p in range(self.S):
                    self.deal_one(p, s, letter)
            if s >= r["measure_from"] - 1:
                self.rounds.append(self.leaders())

    def deal_one(self, p, s, letter):
        r = self.r
        card = self.next_card(f"seat {p}'s card on street {s + 1}")
        self.hand[p].append(card)
        rank = rank_index(card)
        if letter == "d":
            self.down[p].append(card)
        elif letter == "u":
            if r["rule"] == "middle":
                if rank in r["wild_ranks"]:  # a joker (13) never calls one
                    self.middle_card(p, s)
            elif r["rule"] in SHOWN_RULES:
                self.show(card, self.up[p])
            self.up[p].append(card)
            if r["buying"] and rank in r["extra_ranks"] and self.can_sell(p, s):
                bought = self.next_card("a bought card")
                self.hand[p].append(bought)
                self.down[p].append(bought)
                self.bought[p] += 1
        else:  # f: turn up the new card or the most recent hidden one
            hidden = self.down[p][-1]
            if r["turn_up"] == "low":
                turn_new = rank < rank_index(hidden)
            else:
                turn_new = rank > rank_index(hidden)
            if turn_new:
                self.up[p].append(card)
            else:
                self.up[p].append(hidden)
                self.down[p][-1] = card

    # Values ------------------------------------------------------------------

    def with_shared(self, cards):
        return cards + [self.shared] if self.shared is not None else list(cards)

    def wild_now(self, seat, full):
        """The wild rank indices in force while dealing, for a full or a showing hand."""
        r, wild = self.r, set(self.r["always"])
        if r["rule"] == "lowest-down":
            if full and self.down[seat]:
                wild.add(self.lowest_down(seat))
        elif r["rule"] != "house-last" and self.moving is not None:
            wild.add(self.moving)
        return wild

    def leaders(self):
        if self.r["low_pot"]:  # the best lows lead: the lowest keys
            full = [low_value(self.with_shared(self.hand[p])) for p in range(self.S)]
            showing = [low_value(self.with_shared(self.up[p])) for p in range(self.S)]
            return full.index(min(full)), showing.index(min(showing))
        full = [self.value(self.with_shared(self.hand[p]), self.wild_now(p, True)) for p in range(self.S)]
        showing = [self.value(self.with_shared(self.up[p]), self.wild_now(p, False)) for p in range(self.S)]
        # Ties go to the lowest seat: index() finds the first of the best.
        return full.index(max(full)), showing.index(max(showing))

    def showdown_wild(self):
        """Each seat's wild rank indices at the showdown (house-last's rank is set here)."""
        r = self.r
        if r["rule"] == "house-last":
            last = self.hand[self.S - 1]
            self.moving = rank_index(last[-1]) if last else None
        wilds = []
        for p in range(self.S):
            wild = set(r["always"])
            if r["rule"] == "lowest-down":
                wild.add(self.lowest_down(p))  # aces for a seat with no hidden card
            elif self.moving is not None:
                wild.add(self.moving)
            wilds.append(wild)
        return wilds


def _cards(deck, jokers):
    cards = [normalize_card(c) for c in deck]
    expected = full_deck(jokers)
    if sorted(cards) != sorted(expected):
        raise ValueError(f"the deck must be the {len(expected)} cards of the game's deck, each once")
    return cards


def empty_counters():
    """Every counter of :data:`LAYOUT`, all zero."""
    return {name: [0] * length for name, length in LAYOUT}


def _bump(counter, index, cap=None):
    counter[index if cap is None else min(index, cap)] += 1


def play(rules, players, deck, policies):
    """One deal: {counter: list of ints} with what the deal adds, every counter of LAYOUT.

    ``rules``: the resolved sections (see :func:`resolve_rules`); ``players``:
    the table size; ``deck``: the whole deck as card texts, top first;
    ``policies``: {decision: policy} (the stud driver plays no decision of its
    own: a policy acts only through its ``when`` keys, already applied).
    """
    r = resolve_rules(rules)
    if isinstance(players, bool) or not isinstance(players, int) or not 1 <= players <= MAX_SEATS:
        raise ValueError(f"the stud driver deals to 1..{MAX_SEATS} players, not {players!r}")
    P = players
    S = P + r["house"]
    if S > MAX_SEATS:
        raise ValueError(f"{S} seats with the house; at most {MAX_SEATS}")
    d = _Deal(r, S, _cards(deck, r["jokers"]))
    d.deal()

    wilds = d.showdown_wild()
    final = [d.value(d.with_shared(d.hand[p]), wilds[p]) for p in range(S)]
    best = max(final)
    high = [p for p in range(S) if final[p] == best]

    c = empty_counters()
    _bump(c["winner_category"], best[0])
    for p in range(S):
        _bump(c["house_category"] if p == P else c["hand_category"], final[p][0])
    if not r["low_pot"]:  # a low pot counts the first seat's low instead (_low_pot)
        _bump(c["first_seat_category"], final[0][0])
    if len(high) > 1:
        c["tie"][0] += 1

    if r["side"] != "none":
        _side_pot(c, d, r["side"], high)
    elif r["high_low"]:
        _high_low(c, d, r["qualifier"], high)
    elif r["low_pot"]:
        _low_pot(c, d)
    else:
        for p in high:
            c["seat_win"][p] += SHARE_UNITS // len(high)

    # The wild rank at the showdown, and the wild cards each seat holds.
    if r["rule"] == "lowest-down":
        for p in range(S):
            _bump(c["wild_rank"], 1 + d.lowest_down(p))
    else:
        _bump(c["wild_rank"], 0 if d.moving is None else d.moving + 1)
    for p in range(S):
        _bump(c["wild_held"], wild_count(d.with_shared(d.hand[p]), wilds[p]), 15)
    _bump(c["wild_changes"], d.changes, 31)

    # Volatility: a replayed deal is always measured; a low pot's leader wins with the best low.
    if r["low_pot"]:
        lows = [low_value(d.with_shared(d.hand[p])) for p in range(S)]
        won = [lows[p] == min(lows) for p in range(S)]
    else:
        won = [final[p] == best for p in range(S)]
    c["vol_deals"][0] += 1
    for k, (full_leader, show_leader) in enumerate(d.rounds):
        c["leader_full_wins"][k] += won[full_leader]
        c["leader_showing_wins"][k] += won[show_leader]
    for name, which in (("lead_changes", 0), ("show_lead_changes", 1)):
        leaders = [pair[which] for pair in d.rounds]
        _bump(c[name], sum(1 for k in range(1, len(leaders)) if leaders[k] != leaders[k - 1]), 7)

    for p in range(S):
        _bump(c["extra_cards"], d.bought[p], 4)
    _bump(c["extra_per_deal"], sum(d.bought), 7)

    # Queen of hearts (always counted in a replay): face-up 5s of the other seats pay its holder.
    holders = [p for p in range(S) if "Qh" in d.up[p]]
    payments = 0
    if holders:
        c["qh_face_up"][0] += 1
        payments = sum(1 for p in range(S) if p != holders[0] for card in d.up[p] if card[0] == "5")
    _bump(c["qh_payments"], payments, 7)

    c["shared_card"][0] += d.short
    _bump(c["middle_cards"], d.middles, 7)
    counted = sum(1 for p in range(S) for card in d.up[p] if rank_index(card) in r["counted"])
    _bump(c["counted_up"], counted, 7)
    return c


def _side_pot(c, d, side, high):
    """Half the pot to the best high hand, half to the best diamonds or basketball score."""
    S = d.S
    for p in high:
        c["seat_win"][p] += HALF // len(high)
    if side in ("high-spade", "low-spade"):
        # Chicago: the best spade face down, the ace high; with none face down anywhere the
        # high hand takes the other half too
        points = []
        for p in range(S):
            spades = [rank_index(card) for card in d.down[p] if card[1] == "s"]
            if not spades:
                points.append(0)
            elif side == "high-spade":
                points.append(max(spades) + 1)
            else:
                points.append(13 - min(spades))
        top = max(points)
        if top == 0:
            for p in high:
                c["seat_win"][p] += HALF // len(high)
            if len(high) == 1:
                c["scoop"][0] += 1
            for p in range(S):
                _bump(c["side_points"], 0, 127)
            _bump(c["side_win_points"], 0, 127)
            return
        winners = [p for p in range(S) if points[p] == top]
        regulation, draw = points, False
    elif side == "diamonds":
        points = [diamond_points(d.hand[p]) for p in range(S)]  # the shared card never counts
        top = max(points)
        winners = [p for p in range(S) if points[p] == top]
        regulation, draw = points, False
    else:
        regulation, winners, periods, draw = basketball(d.up, d.down)
        _bump(c["overtime"], periods)
        c["draw"][0] += draw
    for p in winners:
        c["seat_win"][p] += HALF // len(winners)
        c["seat_win_second"][p] += HALF // len(winners)
    if len(winners) > 1:
        c["side_tie"][0] += 1
    if len(high) == 1 and len(winners) == 1 and not draw and winners == high:
        c["scoop"][0] += 1
    for p in range(S):
        _bump(c["side_points"], regulation[p], 127)
    _bump(c["side_win_points"], max(regulation), 127)


def _high_low(c, d, qualifier, high):
    """Half to the best high hand, half to the best ace-to-five low (if one qualifies)."""
    lows = [low_value(d.with_shared(d.hand[p])) for p in range(d.S)]
    playing = [p for p in range(d.S) if low_qualifies(lows[p], qualifier)]
    low = []
    if playing:
        best_low = min(lows[p] for p in playing)
        low = [p for p in playing if lows[p] == best_low]
    for p in high:
        c["seat_win"][p] += (HALF if low else SHARE_UNITS) // len(high)
    for p in low:
        c["seat_win"][p] += HALF // len(low)
        c["seat_win_second"][p] += HALF // len(low)
    if len(high) == 1 and (not low or low == high):
        c["scoop"][0] += 1
    if len(low) > 1:
        c["low_tie"][0] += 1
    top = 0
    if low:
        shape, values = lows[low[0]]
        if shape == 0:  # a "no pair" low
            top = values[0]
    _bump(c["low_top"], top)


def _low_pot(c, d):
    """The whole pot to the best ace-to-five low, pairs and all (razz)."""
    lows = [low_value(d.with_shared(d.hand[p])) for p in range(d.S)]
    best_low = min(lows)
    low = [p for p in range(d.S) if lows[p] == best_low]
    for p in low:
        c["seat_win"][p] += SHARE_UNITS // len(low)
    if len(low) > 1:
        c["low_tie"][0] += 1
    shape, values = best_low
    _bump(c["low_top"], values[0] if shape == 0 else 0)
    # the first seat's low: 0 for a pair or worse, 1 to 9 for five to king high
    shape, values = lows[0]
    _bump(c["first_seat_category"], values[0] - 4 if shape == 0 else 0)

"""The community (board) driver of game files, as a slow plain-Python interpreter.

Written from the game-file documentation of the community driver (its keys,
how a deal is played and what one deal counts), not from the project's code.
Hands are scored with :func:`tests.reference.evaluator.fast_high`.

The game, as played here
------------------------
* P seats (0..P-1).  The deck is a list of card texts, top card first.  Hole
  card ``i`` of seat ``p`` is deck card ``i * P + p`` (``deal.hole`` passes
  round the table, seat 0 first in each); the board is the next five cards:
  the flop (three), the turn, the river.  No card is burned.
* Four moments are scored: after the deal (no board card), after the flop
  (three), after the turn (four) and the river (five).  The first three give
  the volatility leaders, the river the showdown.
* A seat's hand at a moment, with ``B`` the board cards out:
  - after its discard (``discard.at`` = ``deal`` from the deal on, ``flop``
    from the flop on): the best of its two kept cards and ``B``;
  - ``any``: the best of all its hole cards and ``B``;
  - ``at-most-two``: the best over every pair of its hole cards with ``B``;
  - ``exactly`` (h, b): the best over every h of its hole cards with every
    ``min(b, len(B))`` of ``B``.
  Five or more cards make the best five-card hand; fewer make a short hand
  (pairs, trips, quads only); none is the lowest value, alike for all.  Wild
  cards (``wild.always``) are wild everywhere, at every moment.
* The high pot goes to every seat holding the best river value, split evenly
  in 5040 share units.  In a high-low pot half goes to the best ace-to-five
  low of five different ranks 8 or lower; with no such low the high takes it
  all.  The low is taken from all the seat's dealt hole cards and the board
  (any number of each), whatever the hand rule or the discard; under
  ``exactly`` from h hole cards and b board cards exactly.
* The discard (decision ``keep``): ``standard`` keeps the first pair (in the
  order (0,1), (0,2), ..., (1,2), ...) whose value with the board cards out
  is strictly the greatest; ``high`` keeps the highest card, then the highest
  of the rest, the earliest dealt among equal ranks.
* A replayed deal is always measured for volatility.

The counters (one deal's increments) are listed in :data:`LAYOUT`; the
module documents each where it is written.
"""

from itertools import combinations

from .core_layout import CORE_LAYOUT
from ..evaluator import CATEGORY_INDEX, JOKERS, card_rank, fast_high, normalize_card

#: (counter name, length) of the driver's row, in order (174 counters).
LAYOUT = (
    *CORE_LAYOUT,
    ("board_plays", 1),
    ("hole_used", 4),
    ("regret", 1),
    ("low_top", 9),
    ("low_tie", 1),
    ("scoop", 1),
    ("line", 2),
    ("winner_line", 2),
)

SHARE_UNITS = 5040  # the pot, in share units (2 * lcm(1..10))
MAX_SEATS = 10
BOARD = 5
MOMENTS = (0, 3, 4)  # board cards out after the deal, the flop and the turn

#: The driver's sections: {section: {key: default}} (None: no default).
SECTIONS = {
    "deal": {"hole": 2, "volatility_every": 8, "early": 0},
    "hand": {"hole_used": "any", "hole": None, "board": None},
    "discard": {"at": "never"},
    "pot": {"split": "high"},
    "wild": {"rule": "none", "always": []},
}
#: Sections every file may have besides the driver's.
GENERIC_SECTIONS = ("seats", "table_notes")

KEEP_POLICIES = ("standard", "high")
_RANK_VALUE = {r: v for v, r in enumerate("23456789TJQKA", start=2)}

LOWEST = (-1, ())  # the value of no cards at all: below every hand, equal for every seat


# ---------------------------------------------------------------------------
# The rules: defaults and checks
# ---------------------------------------------------------------------------


def _wild_ranks(always):
    """The set of wild rank values (2..14) of ``wild.always`` (a list of ranks or text)."""
    if isinstance(always, str):
        parts = [] if always.strip().lower() in ("", "none") else always.replace(" ", "").split(",")
    elif isinstance(always, list):
        parts = [str(p).replace(" ", "") if isinstance(p, str) else p for p in always]
    else:
        raise ValueError(f"wild.always: expected ranks, as a list or as text such as A,2; got {always!r}")
    ranks = set()
    for part in parts:
        if not isinstance(part, str):
            raise ValueError(f"wild.always: invalid rank {part!r}")
        text = "T" if part == "10" else part.upper()
        if text not in _RANK_VALUE:
            raise ValueError(f"invalid rank {part!r} in wild.always={always!r}")
        ranks.add(_RANK_VALUE[text])
    return frozenset(ranks)


def _whole(section, key, value, low, high):
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"{section}.{key}: expected a whole number {low}..{high}, got {value!r}")
    return value


def _choice(section, key, value, allowed):
    if value not in allowed:
        raise ValueError(f"{section}.{key}: expected one of {', '.join(allowed)}; got {value!r}")
    return value


def resolve_rules(sections, policies):
    """The rules one deal is played by, defaults filled in and checked.

    ``sections``: {section: {key: value}} after the options and decisions
    (:func:`tests.reference.game_files.rules.resolve`); ``policies``:
    {decision: policy}.  Returns a plain dict; refuses (``ValueError``)
    whatever the community driver refuses.
    """
    for name, table in sections.items():
        if name in GENERIC_SECTIONS:
            continue
        if name not in SECTIONS:
            raise ValueError(f"{name}: unknown section or key for the community driver")
        unknown = sorted(set(table) - set(SECTIONS[name]))
        if unknown:
            raise ValueError(f"{name}.{unknown[0]}: unknown section or key for the community driver")
    full = {name: {**defaults, **sections.get(name, {})} for name, defaults in SECTIONS.items()}
    deal, hand, discard, pot, wild = (full[n] for n in ("deal", "hand", "discard", "pot", "wild"))

    hole = _whole("deal", "hole", deal["hole"], 2, 6)
    _whole("deal", "volatility_every", deal["volatility_every"], 1, 16384)
    _whole("deal", "early", deal["early"], 0, 1)  # read by odds only: no deal changes
    rule = _choice("hand", "hole_used", hand["hole_used"], ("any", "at-most-two", "exactly"))
    at = _choice("discard", "at", discard["at"], ("never", "deal", "flop"))
    split = _choice("pot", "split", pot["split"], ("high", "high-low"))
    _choice("wild", "rule", wild["rule"], ("none",))
    wild_ranks = _wild_ranks(wild["always"])

    exact_hole = exact_board = None
    if rule == "exactly":
        if hand["hole"] is None or hand["board"] is None:
            raise ValueError("hand.hole and hand.board: missing for hand.hole_used = \"exactly\"")
        exact_hole = _whole("hand", "hole", hand["hole"], 0, 5)
        exact_board = _whole("hand", "board", hand["board"], 0, 5)
        if exact_hole + exact_board != 5:
            raise ValueError("hand.hole + hand.board: a hand is five cards")
        if exact_hole > hole:
            raise ValueError(f"hand.hole: a hand uses {exact_hole} hole cards, but a player has {hole}")
        if at != "never":
            raise ValueError("discard.at: an exact hand is played without a discard")
        if wild_ranks:
            raise ValueError("wild.always: the community driver's exact hands have no wild cards")
    else:
        for key in ("hole", "board"):
            if hand[key] is not None:
                raise ValueError(f'hand.{key}: only with hand.hole_used = "exactly"')
    if wild_ranks and split != "high":
        raise ValueError("wild.always: no wild cards in a high-low pot")
    if wild_ranks and at != "never":
        raise ValueError("wild.always: no wild cards with a discard")
    if at != "never" and hole <= 2:
        raise ValueError("discard.at: a player keeps two hole cards, so he needs more than two")
    keep = None
    if at != "never":
        if "keep" not in policies:
            raise ValueError("a game that discards needs the decision keep (policies standard, high)")
        keep = _choice("decision", "keep", policies["keep"], KEEP_POLICIES)
    return {
        "hole": hole,
        "rule": rule,
        "exact_hole": exact_hole,
        "exact_board": exact_board,
        "discard": {"never": None, "deal": 0, "flop": 3}[at],
        "keep": keep,
        "high_low": split == "high-low",
        "wild": wild_ranks,
    }


# ---------------------------------------------------------------------------
# Hand values
# ---------------------------------------------------------------------------


def _value_of(cards, wild_ranks):
    """(category index, tiebreak) of the best hand of ``cards``; LOWEST for none."""
    if not cards:
        return LOWEST
    wild = frozenset(c for c in cards if card_rank(c) in wild_ranks)
    category, tiebreak, _ = fast_high(list(cards), wild=wild)
    return (CATEGORY_INDEX[category], tuple(tiebreak))


class _Values:
    """Hand values with a cache (the same card sets come up again and again)."""

    def __init__(self, wild_ranks):
        self.wild = wild_ranks
        self.cache = {}

    def __call__(self, cards):
        key = tuple(sorted(cards))
        if key not in self.cache:
            self.cache[key] = _value_of(key, self.wild)
        return self.cache[key]


def _low_rank(card):
    rank = card_rank(card)
    return 1 if rank == 14 else rank


def _qualifying_low(cards):
    """Ace-to-five low of five different ranks <= 8 from ``cards`` (any five), or None.

    The low is the five lowest different ranks (ace 1), listed highest first;
    a smaller list is a better low.
    """
    ranks = sorted({_low_rank(c) for c in cards})
    if len(ranks) < 5 or ranks[4] > 8:
        return None
    return tuple(sorted(ranks[:5], reverse=True))


def _exact_low(hole, board, take_hole, take_board):
    """The best qualifying low of exactly ``take_hole`` hole and ``take_board`` board cards."""
    best = None
    for mine in combinations(hole, take_hole):
        for shared in combinations(board, take_board):
            ranks = [_low_rank(c) for c in mine + shared]
            if len(set(ranks)) == 5 and max(ranks) <= 8:
                low = tuple(sorted(ranks, reverse=True))
                if best is None or low < best:
                    best = low
    return best


# ---------------------------------------------------------------------------
# The discard
# ---------------------------------------------------------------------------


def keep_two(hole, board, policy, value):
    """The two cards a seat keeps of ``hole`` (in dealing order) with ``board`` out."""
    if policy == "high":
        order = sorted(range(len(hole)), key=lambda i: (-card_rank(hole[i]), i))
        return [hole[i] for i in sorted(order[:2])]
    best = None
    for i, j in combinations(range(len(hole)), 2):
        tried = value([hole[i], hole[j]] + list(board))
        if best is None or tried > best[0]:  # strictly better: the first of equals stays
            best = (tried, (i, j))
    return [hole[k] for k in best[1]]


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def _cards(deck, needed):
    cards = [normalize_card(c) for c in deck]
    if any(c in JOKERS for c in cards):
        raise ValueError("the community driver's deck has no jokers")
    if len(set(cards)) != len(cards):
        raise ValueError("the deck holds a card twice")
    if len(cards) < needed:
        raise ValueError(f"the deal needs {needed} cards; the deck has {len(cards)}")
    return cards


def empty_counters():
    """Every counter of :data:`LAYOUT`, all zero."""
    return {name: [0] * length for name, length in LAYOUT}


def play(rules, players, deck, policies):
    """One deal: {counter: list of ints} with what the deal adds, every counter of LAYOUT.

    ``rules``: the resolved sections (see :func:`resolve_rules`); ``players``:
    1..10 seats; ``deck``: card texts, top first; ``policies``: {decision:
    policy}.
    """
    r = resolve_rules(rules, policies)
    if isinstance(players, bool) or not isinstance(players, int) or not 1 <= players <= MAX_SEATS:
        raise ValueError(f"the community driver deals to 1..{MAX_SEATS} seats, not {players!r}")
    P, n_hole = players, r["hole"]
    cards = _cards(deck, P * n_hole + BOARD)
    holes = [[cards[i * P + p] for i in range(n_hole)] for p in range(P)]
    board = cards[P * n_hole : P * n_hole + BOARD]
    value = _Values(r["wild"])
    rule, discard = r["rule"], r["discard"]

    def seat_value(p, known, kept):
        shared = board[:known]
        if kept is not None:
            return value(kept[p] + shared)
        if rule == "any":
            return value(holes[p] + shared)
        if rule == "at-most-two":
            return max(value(list(pair) + shared) for pair in combinations(holes[p], 2))
        return max(
            value(list(mine) + list(out))
            for mine in combinations(holes[p], r["exact_hole"])
            for out in combinations(shared, min(r["exact_board"], known))
        )

    def lowest_best(values):
        top = max(values)
        return values.index(top)

    # The three leaders; the discard comes first at its moment.
    kept, leaders = None, []
    for known in MOMENTS:
        if discard == known:
            kept = [keep_two(holes[p], board[:known], r["keep"], value) for p in range(P)]
        leaders.append(lowest_best([seat_value(p, known, kept) for p in range(P)]))

    # The showdown.
    final = [seat_value(p, BOARD, kept) for p in range(P)]
    best = max(final)
    winners = [p for p in range(P) if final[p] == best]
    first = winners[0]

    c = empty_counters()
    for p in range(P):
        c["hand_category"][final[p][0]] += 1
    c["first_seat_category"][final[0][0]] += 1
    c["winner_category"][best[0]] += 1
    if len(winners) > 1:
        c["tie"][0] += 1

    if r["high_low"]:
        if rule == "exactly":
            lows = [_exact_low(holes[p], board, r["exact_hole"], r["exact_board"]) for p in range(P)]
        else:  # all dealt hole cards and the board, whatever the hand rule or discard
            lows = [_qualifying_low(holes[p] + board) for p in range(P)]
        qualified = [low for low in lows if low is not None]
        best_low = min(qualified) if qualified else None
        low_winners = [p for p in range(P) if best_low is not None and lows[p] == best_low]
        high_half = SHARE_UNITS // 2 if low_winners else SHARE_UNITS
        for p in winners:
            c["seat_win"][p] += high_half // len(winners)
        for p in low_winners:
            c["seat_win"][p] += (SHARE_UNITS // 2) // len(low_winners)
            c["seat_win_second"][p] += (SHARE_UNITS // 2) // len(low_winners)
        if len(winners) == 1 and (not low_winners or low_winners == winners):
            c["scoop"][0] += 1
        if len(low_winners) > 1:
            c["low_tie"][0] += 1
        c["low_top"][best_low[0] if best_low else 0] += 1
    else:
        for p in winners:
            c["seat_win"][p] += SHARE_UNITS // len(winners)
        for p in range(P):
            held = sum(1 for card in holes[p] + board if card_rank(card) in r["wild"])
            c["wild_held"][min(held, 15)] += 1

    if rule != "exactly":
        board_value = value(board)
        mine = kept[first] if kept is not None else holes[first]
        if board_value == best:
            used = 0
        elif any(value(board + [card]) == best for card in mine):
            used = 1
        elif kept is not None or rule == "at-most-two" or len(mine) == 2:
            used = 2
        else:  # `any` with three or more hole cards: the fewest that reach the best
            used = next(
                (k for k in range(2, len(mine)) if any(value(board + list(x)) == best for x in combinations(mine, k))),
                len(mine),
            )
            if used >= len(c["hole_used"]):
                raise ValueError(
                    f"the first winner needs {used} hole cards; hole_used has slots 0..3 only "
                    "(the documentation calls `any` with 4 or 5 hole cards unsupported)"
                )
        c["board_plays"][0] += board_value == best
        c["hole_used"][used] += 1
        if kept is not None:
            for p in range(P):
                if p in winners:
                    continue
                others = max(final[q] for q in range(P) if q != p)
                if any(value(list(pair) + board) >= others for pair in combinations(holes[p], 2)):
                    c["regret"][0] += 1

    # Volatility: a replayed deal is always measured.
    c["vol_deals"][0] += 1
    for t, leader in enumerate(leaders):
        if final[leader] == best:
            c["leader_full_wins"][t] += 1
    sequence = leaders + [first]
    c["lead_changes"][sum(1 for t in range(3) if sequence[t + 1] != sequence[t])] += 1
    return c

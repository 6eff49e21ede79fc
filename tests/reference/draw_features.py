"""Reference simulator for five-card draw with options (plain, slow Python).

A "reference twin": written from the rules alone, sharing no code with the
project's kernels.  The base game is the five-card draw twin
(:mod:`tests.reference.five_card_draw`): two to seven seats, five passes of
one card each round the table (seat 0 first), one draw round in seat order
(at most three cards, or four while keeping an ace, under the five-card
policies), the twin's :class:`~tests.reference.five_card_draw.Stock` with its
reshuffle of the discards, and ``wild`` ranks (``"A2"``) wild everywhere.
High hands are scored with ``fast_high``, ace-to-five lows with
``brute_low(kind="a5")``.  Every option is off by default.

The options, as played here
---------------------------
``qualifier`` ("J", "Q", "K" or "A"): openers.  The deal goes on only if some
seat's five dealt cards, its wild cards counting, are worth at least a pair of
that rank with the lowest possible kickers (a pair of jacks over 4-3-2 for
"J"); values compare as ``(CATEGORY_INDEX[category], tiebreak)``, so any two
pair or better opens.  When nobody opens, the deal is void: ``play`` returns
``{"void": True}`` and nothing more happens (no draw, ``rng`` unused).  An
opened deal is plain five-card draw: any hand may win.  With
``roll_your_own`` a seat's dealt pick (below) counts among its wild cards for
opening, so it opens exactly when its "before" value reaches the bar.

``roll_your_own``: each seat chooses one rank, deuce to ace, to be wild in its
own hand on top of the ``wild`` ranks: the rank whose being wild gives the
best value, the lowest rank among equally good ones (so a hand no pick can
improve, a royal flush say, picks the deuce).  It picks on its five dealt
cards and draws with those wild cards in view
(``choose_discards(hand, wild + picked rank, policy)``), then picks again on
its final five cards, and that pick is what it shows down with.  "picked" is
each seat's final pick (2..14), "wild_held" counts its final cards of a
``wild`` rank or of its picked rank.  The volatility leader is the lowest seat
with the best dealt value (each with its dealt pick).

``high_low``: Honky Tonk's split pot (:mod:`tests.reference.honky_tonk`), but
the ``wild`` ranks are wild in both halves.  Half the pot to the best high
hand, half to the best ace-to-five low (no qualifier); ties share a half; a
seat's share is ``0.5/#high winners + 0.5/#low winners``.  Policy "draw":
(1) a high hand of a straight or better stands pat; (2) else count the low
cards, every wild card plus the first card (in hand order) of each distinct
natural rank among A, 2..8: with four or more, keep exactly those and draw
the rest ("went_low"); (3) else ``choose_discards(hand, wild, "draw")``.
Policy "pat" never draws; "kicker" is refused.

``lowball``: the whole pot to the best ace-to-five low (``wild`` ranks wild),
equal lows share it.  Policy "draw" keeps every wild card and the first card
of each distinct natural rank among A, 2..8; while that leaves more than three
cards to draw (more than four when an ace, wild or natural, is kept), it also
keeps the lowest remaining card (ace low, then 2..K; the earliest in hand
order among equal ranks), one card at a time.  "pat" never draws; "kicker" is
refused.  The volatility leader is the lowest seat with the best dealt low.

qualifier and roll_your_own may go together; neither goes with high_low or
lowball, and high_low and lowball exclude each other (ValueError).

``simulate`` deals fresh shuffles from one ``random.Random(seed)`` (as the
other twins do) and adds up the decided deals; void deals are only counted in
"void" ("deals" counts every deal, void or not).
"""

from collections import Counter

from . import five_card_draw as fcd
from .evaluator import CATEGORY_INDEX, LOW_A5_STRUCTURES, RANKS, brute_low, card_rank
from .five_card_draw import _cards, _category, _check_players, _leader, _value, _wild_cards, choose_discards
from . import honky_tonk
from .honky_tonk import LOW_RANKS, low_top

HAND_SIZE = 5
ACE = 14
QUALIFIERS = ("J", "Q", "K", "A")
PLAIN_POLICIES = ("draw", "pat", "kicker")
LOW_POLICIES = ("draw", "pat")
OPTIONS = ("qualifier", "roll_your_own", "high_low", "lowball")
#: Low categories (best first), by index into LOW_A5_STRUCTURES.
LOW_CATEGORIES = (
    "high-card",
    "one-pair",
    "two-pair",
    "three-of-a-kind",
    "full-house",
    "four-of-a-kind",
    "five-of-a-kind",
)
assert len(LOW_CATEGORIES) == len(LOW_A5_STRUCTURES)


# ---------------------------------------------------------------------------
# Checks
# ---------------------------------------------------------------------------


def _check_options(policy, qualifier, roll_your_own, high_low, lowball):
    if qualifier is not None and qualifier not in QUALIFIERS:
        raise ValueError(f"qualifier must be None or one of {', '.join(QUALIFIERS)}; got {qualifier!r}")
    for name, flag in (("roll_your_own", roll_your_own), ("high_low", high_low), ("lowball", lowball)):
        if not isinstance(flag, bool):
            raise ValueError(f"{name} must be True or False; got {flag!r}")
    if high_low and lowball:
        raise ValueError("high_low and lowball cannot be combined")
    if (high_low or lowball) and (qualifier is not None or roll_your_own):
        raise ValueError("qualifier and roll_your_own cannot be combined with high_low or lowball")
    allowed = LOW_POLICIES if (high_low or lowball) else PLAIN_POLICIES
    if policy not in allowed:
        raise ValueError(f"unknown policy {policy!r} for this game: choose from {', '.join(allowed)}")


def _hand(cards):
    hand = _cards(cards, "the hand")
    if len(hand) != HAND_SIZE:
        raise ValueError(f"a hand has {HAND_SIZE} cards; got {len(hand)}")
    return hand


# ---------------------------------------------------------------------------
# Qualifier
# ---------------------------------------------------------------------------


def qualifier_value(qualifier):
    """Value of the weakest hand that opens: a pair of ``qualifier`` over 4-3-2."""
    if qualifier not in QUALIFIERS:
        raise ValueError(f"qualifier must be one of {', '.join(QUALIFIERS)}; got {qualifier!r}")
    return _value([qualifier + "s", qualifier + "h", "4c", "3d", "2s"])


def can_open(cards, qualifier, wild=""):
    """True if the five ``cards`` (the ``wild`` ranks wild) reach the ``qualifier`` bar."""
    return _value(_hand(cards), _wild_cards(wild)) >= qualifier_value(qualifier)


# ---------------------------------------------------------------------------
# Roll your own
# ---------------------------------------------------------------------------


def _rank_char(rank):
    return RANKS[rank - 2]


def pick_rank(cards, wild=""):
    """(picked rank 2..14, value): the rank whose being wild (besides ``wild``) makes the best
    hand of ``cards``; the lowest such rank among equals."""
    hand = _hand(cards)
    best_rank, best_value = None, None
    for rank in range(2, ACE + 1):  # lowest first, and only a strictly better value replaces
        value = _value(hand, _wild_cards(wild + _rank_char(rank)))
        if best_value is None or value > best_value:
            best_rank, best_value = rank, value
    return best_rank, best_value


# ---------------------------------------------------------------------------
# Low hands
# ---------------------------------------------------------------------------


def low_key(cards, wild=""):
    """Ace-to-five low key of ``cards`` (smaller is better), the ``wild`` ranks wild."""
    return brute_low(cards, kind="a5", wild=_wild_cards(wild))


def low_category(key):
    """Category name of a low key: "high-card" for no pair, else the pairing shape."""
    return LOW_CATEGORIES[key[0]]


def low_cards(hand, wild=""):
    """Every wild card of ``hand`` and the first card of each distinct natural rank among
    A, 2..8, in hand order."""
    wild_cards = _wild_cards(wild)
    seen = set()
    keep = []
    for card in hand:
        rank = card_rank(card)
        if card in wild_cards:
            keep.append(card)
        elif rank in LOW_RANKS and rank not in seen:
            seen.add(rank)
            keep.append(card)
    return keep


def _low_order(card):
    rank = card_rank(card)
    return 1 if rank == ACE else rank


def _draw_limit(keep):
    return 4 if any(card_rank(card) == ACE for card in keep) else 3


def _hl_decide(hand, wild, policy):
    """(discards, went_low) of the high-low "draw"/"pat" policy on a checked hand."""
    if policy == "pat":
        return [], False
    wild_cards = _wild_cards(wild)
    if CATEGORY_INDEX[_category(hand, wild_cards)] >= CATEGORY_INDEX["straight"]:
        return [], False
    keep = low_cards(hand, wild)
    if len(keep) >= 4:
        return [card for card in hand if card not in keep], True
    return choose_discards(hand, wild, "draw"), False


def choose_discards_high_low(cards, wild="", policy="draw"):
    """(discards in hand order, went_low) of the high-low policy on the five ``cards``."""
    if policy not in LOW_POLICIES:
        raise ValueError(f"unknown policy {policy!r} for high_low: choose from {', '.join(LOW_POLICIES)}")
    return _hl_decide(_hand(cards), wild, policy)


def _lowball_keep(hand, wild, policy):
    if policy == "pat":
        return list(hand)
    keep = low_cards(hand, wild)
    while HAND_SIZE - len(keep) > _draw_limit(keep):
        others = [card for card in hand if card not in keep]
        lowest = min(others, key=_low_order)  # min keeps the first in hand order among equals
        keep.append(lowest)
    return [card for card in hand if card in keep]


def choose_discards_lowball(cards, wild="", policy="draw"):
    """The cards (in hand order) that the lowball ``policy`` throws away from the five ``cards``."""
    if policy not in LOW_POLICIES:
        raise ValueError(f"unknown policy {policy!r} for lowball: choose from {', '.join(LOW_POLICIES)}")
    hand = _hand(cards)
    keep = _lowball_keep(hand, wild, policy)
    return [card for card in hand if card not in keep]


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def _draw_round(hands, stock, rng, decide):
    """Each seat in turn throws ``decide(seat, hand)`` and takes as many; returns the counts."""
    drawn = []
    for seat in range(len(hands)):
        discards = decide(seat, hands[seat])
        hands[seat] = [card for card in hands[seat] if card not in discards]
        stock.throw(discards)
        hands[seat] += [stock.take(rng) for _ in discards]
        drawn.append(len(discards))
    return drawn


def play(deck, players, policy="draw", wild="", qualifier=None, roll_your_own=False,
         high_low=False, lowball=False, rng=None):
    """Play one deal from ``deck`` (card texts, top first) and describe it (see the module).

    An unopened deal (``qualifier``) gives ``{"void": True}``.  Otherwise "void" is False and:

    * plain / qualifier / roll_your_own: the keys of :func:`five_card_draw.play`, plus "picked"
      (final picks) and "picked_before" (dealt picks) with roll_your_own;
    * high_low: the keys of :func:`honky_tonk.play` (the ``wild`` ranks wild in both halves);
    * lowball: "low_category", "before_low", "drawn", "wild_held", "reshuffled", "winners",
      "shares", "low_top", "leader_before", "leader_won", "lead_changes", "seats", "low_keys".
    """
    _check_options(policy, qualifier, roll_your_own, high_low, lowball)
    wild_cards = _wild_cards(wild)
    cards = fcd.checked_deck(deck, players, policy, rng, HAND_SIZE)
    hands, rest = fcd.deal_passes(cards, players, HAND_SIZE)
    stock = fcd.Stock(rest)
    if high_low:
        return _play_high_low(hands, stock, players, policy, wild, wild_cards, rng)
    if lowball:
        return _play_lowball(hands, stock, players, policy, wild, wild_cards, rng)

    # Plain, qualifier, roll_your_own.
    if roll_your_own:
        dealt_picks = [pick_rank(hand, wild) for hand in hands]
        seat_wild = [wild + _rank_char(rank) for rank, _ in dealt_picks]
        before_values = [value for _, value in dealt_picks]
    else:
        seat_wild = [wild] * players
        before_values = [_value(hand, wild_cards) for hand in hands]
    before = [_category(hands[s], _wild_cards(seat_wild[s])) for s in range(players)]

    if qualifier is not None:
        bar = qualifier_value(qualifier)
        if not any(value >= bar for value in before_values):
            return {"void": True}

    drawn = _draw_round(hands, stock, rng, lambda seat, hand: choose_discards(hand, seat_wild[seat], policy))

    if roll_your_own:
        final_picks = [pick_rank(hand, wild) for hand in hands]
        picked = [rank for rank, _ in final_picks]
        values = [value for _, value in final_picks]
        final_wild = [_wild_cards(wild + _rank_char(rank)) for rank in picked]
    else:
        picked = None
        values = [_value(hand, wild_cards) for hand in hands]
        final_wild = [wild_cards] * players
    final = [_category(hands[s], final_wild[s]) for s in range(players)]
    best = max(values)
    winners = [seat for seat in range(players) if values[seat] == best]
    leader_before = _leader(before_values)
    result = {
        "void": False,
        "hands": final,
        "before": before,
        "improved": [CATEGORY_INDEX[final[s]] > CATEGORY_INDEX[before[s]] for s in range(players)],
        "drawn": drawn,
        "wild_held": [sum(1 for card in hands[s] if card in final_wild[s]) for s in range(players)],
        "winners": winners,
        "shares": [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)],
        "leader_before": leader_before,
        "leader_won": leader_before in winners,
        "lead_changes": 1 if winners[0] != leader_before else 0,
        "reshuffled": stock.reshuffled,
        "seats": [list(hand) for hand in hands],
    }
    if roll_your_own:
        result["picked"] = picked
        result["picked_before"] = [rank for rank, _ in dealt_picks]
    return result


def _play_high_low(hands, stock, players, policy, wild, wild_cards, rng):
    before_values = [_value(hand, wild_cards) for hand in hands]
    before = [_category(hand, wild_cards) for hand in hands]
    went_low = [False] * players

    def decide(seat, hand):
        discards, low = _hl_decide(hand, wild, policy)
        went_low[seat] = low
        return discards

    drawn = _draw_round(hands, stock, rng, decide)
    highs = [_value(hand, wild_cards) for hand in hands]
    best_high = max(highs)
    high_winners = [seat for seat in range(players) if highs[seat] == best_high]
    lows = [low_key(hand, wild) for hand in hands]
    best_low = min(lows)
    low_winners = [seat for seat in range(players) if lows[seat] == best_low]
    shares = [
        (0.5 / len(high_winners) if seat in high_winners else 0.0)
        + (0.5 / len(low_winners) if seat in low_winners else 0.0)
        for seat in range(players)
    ]
    final = [_category(hand, wild_cards) for hand in hands]
    leader_before = _leader(before_values)
    return {
        "void": False,
        "hands": final,
        "before": before,
        "improved": [CATEGORY_INDEX[final[s]] > CATEGORY_INDEX[before[s]] for s in range(players)],
        "drawn": drawn,
        "wild_held": [sum(1 for card in hand if card in wild_cards) for hand in hands],
        "reshuffled": stock.reshuffled,
        "high_winners": high_winners,
        "low_winners": low_winners,
        "shares": shares,
        "scoop": len(high_winners) == 1 and low_winners == high_winners,
        "low_top": low_top(best_low),
        "went_low": went_low,
        "leader_before": leader_before,
        "leader_won": leader_before in high_winners,
        "lead_changes": 1 if high_winners[0] != leader_before else 0,
        "seats": [list(hand) for hand in hands],
        "low_keys": lows,
    }


def _play_lowball(hands, stock, players, policy, wild, wild_cards, rng):
    before_keys = [low_key(hand, wild) for hand in hands]
    drawn = _draw_round(
        hands, stock, rng,
        lambda seat, hand: [card for card in hand if card not in _lowball_keep(hand, wild, policy)],
    )
    lows = [low_key(hand, wild) for hand in hands]
    best = min(lows)
    winners = [seat for seat in range(players) if lows[seat] == best]
    # The lowest seat with the best dealt low (a smaller key is better).
    leader_before = min(range(players), key=lambda seat: (before_keys[seat], seat))
    return {
        "void": False,
        "low_category": [low_category(key) for key in lows],
        "before_low": [low_category(key) for key in before_keys],
        "drawn": drawn,
        "wild_held": [sum(1 for card in hand if card in wild_cards) for hand in hands],
        "reshuffled": stock.reshuffled,
        "winners": winners,
        "shares": [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)],
        "low_top": low_top(best),
        "leader_before": leader_before,
        "leader_won": leader_before in winners,
        "lead_changes": 1 if winners[0] != leader_before else 0,
        "seats": [list(hand) for hand in hands],
        "low_keys": lows,
    }


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def new_totals(players, deals, high_low=False, lowball=False):
    """Empty totals of ``simulate`` for the mode."""
    if high_low:
        return dict(honky_tonk.new_totals(players, deals), void=0)
    if lowball:
        return {
            "deals": deals,
            "void": 0,
            "winner_category": Counter(),
            "hand_category": Counter(),
            "before": Counter(),
            "drawn": Counter(),
            "wild_held": Counter(),
            "reshuffled": 0,
            "ties": 0,
            "low_top": Counter(),
            "leader_won": 0,
            "lead_changes": 0,
            "seat_shares": [0.0] * players,
        }
    return dict(fcd.new_totals(players, deals), void=0, picked=Counter())


def _add_lowball(totals, deal, players):
    totals["winner_category"][deal["low_category"][deal["winners"][0]]] += 1
    for seat in range(players):
        totals["hand_category"][deal["low_category"][seat]] += 1
        totals["before"][deal["before_low"][seat]] += 1
        totals["drawn"][deal["drawn"][seat]] += 1
        totals["wild_held"][deal["wild_held"][seat]] += 1
        totals["seat_shares"][seat] += deal["shares"][seat]
    totals["reshuffled"] += deal["reshuffled"]
    totals["ties"] += len(deal["winners"]) > 1
    totals["low_top"][deal["low_top"]] += 1
    totals["leader_won"] += deal["leader_won"]
    totals["lead_changes"] += deal["lead_changes"]


def simulate(players, deals, seed, policy="draw", wild="", **options):
    """Totals over ``deals`` deals, each from a fresh shuffle (see the module)."""
    unknown = sorted(set(options) - set(OPTIONS))
    if unknown:
        raise ValueError(f"unknown option(s) {', '.join(unknown)}: choose from {', '.join(OPTIONS)}")
    qualifier = options.get("qualifier")
    roll_your_own = options.get("roll_your_own", False)
    high_low = options.get("high_low", False)
    lowball = options.get("lowball", False)
    _check_players(players)
    _check_options(policy, qualifier, roll_your_own, high_low, lowball)
    _wild_cards(wild)
    totals = new_totals(players, deals, high_low=high_low, lowball=lowball)
    for deck, rng in fcd.shuffled_decks(seed, deals):
        deal = play(deck, players, policy=policy, wild=wild, qualifier=qualifier,
                    roll_your_own=roll_your_own, high_low=high_low, lowball=lowball, rng=rng)
        if deal["void"]:
            totals["void"] += 1
        elif high_low:
            honky_tonk.add_deal(totals, deal, players)
        elif lowball:
            _add_lowball(totals, deal, players)
        else:
            fcd.add_deal(totals, deal, players)
            if roll_your_own:
                for rank in deal["picked"]:
                    totals["picked"][rank] += 1
    return totals

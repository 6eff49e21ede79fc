"""Reference simulator for 727 and its house-rule variants (plain, slow Python).

A "reference twin": written from the rules alone, sharing no code with the
project's kernels.  It keeps every step in plain sight rather than fast.

Exact arithmetic: HALF-POINTS
-----------------------------
Every card value, total, target and threshold is kept in *half-points*, an
integer worth half a point (a jack is 1, a seven 14, the target 27 is 54).
So the totals and every number in the results of ``play`` and ``simulate``
are whole numbers of half-points; ``points`` turns one back into a
``Fraction`` of points.  Pot shares are ``Fraction``s.

The game, as played here
------------------------
* Cards are texts such as ``"As"``, ``"Td"``, ``"7c"``: a rank character from
  ``23456789TJQKA`` and a suit from ``cdhs``; clubs and spades are black,
  diamonds and hearts red.
* Card values: two to ten their pips, a jack, queen or king half a point, an
  ace 1 or 11 (each ace chosen on its own, see the showdown).  In 222 and
  333 (727 style) a ten is worth half a point too.  With ``color="black"``
  only black cards have values: a red card is worth 0 (a red ace is then
  simply 0, not an ace); ``color="red"`` the other way round.
* Targets (low, high): "7/27", "7.5/27.5", "8/28"; 222 plays to (2, 22),
  333 to (3, 33).
* A hand's *hard total* counts every valued ace as 1; its *totals* are the
  hard total plus 10 for each ace counted 11 (0, 1, ... up to all of them).
  Its total *closest* to a target: the smallest distance; of two equally
  close, the lower.
* Two to ten seats, 0..P-1, seat 0 on the dealer's left.  The deal: two
  passes round the table (three with ``chilcoots``), one card a seat a pass,
  seat 0 first, so seat ``s`` gets deck cards ``s``, ``P + s`` (and
  ``2P + s``).  The rest of the deck is the stock, taken from its top.
* Offer rounds r = 0, 1, ...: each seat in turn from seat 0 (with
  ``chilcoots`` from seat ``r mod P``) up round the table, not locked, is
  offered a card.  It takes it or declines by the take policy:

  1. hard total below the low mark M: take.  The "home" policies have
     M = L - 2 points (5 of 7; with ``two_two_two`` or ``three_three_three``,
     where no total below L can win, M = L); the others have no low mark
     (M = 0: never).  ``hero_low_stand``, when not 0, is seat 0's M instead;
  2. else hard total <= low target: decline (it stands to play low);
  3. else, when its total closest to the high target H is below the stand
     mark S: take (S = H - 4 "standard", H - 6 "cautious", H - 2 "bold",
     H - 1 "home", H - 4 "home_cautious", H - 6 "home_timid";
     ``hero_stand``, when not 0, is seat 0's S instead);
  4. else decline.

  With ``with_options`` a seat may, once a deal, discard instead: it does so
  when offered if its hard total is over H and it holds two cards or more,
  and it discards its highest-valued card (an ace counting 1; of equal
  values the first in its hand, dealt then taken).  A discard is neither a
  take nor a decline.
  If the stock is empty when a seat would take, the offering stops at once
  (that seat and the rest of the round do nothing; no more rounds).  After
  a round in which nobody took a card the offering ends.
* Locks: a decline counts against the seat.  Plain rules: three declines in
  a row (a take or a discard between starts the run again) lock it; with
  ``with_options`` or ``moores``: three declines in all.  A locked seat is
  never offered again.
* Declares (all at once, after the offering), with lo and hi the hand's
  totals closest to L and to H: "standard" low when lo is nearer L than hi
  is to H, high when farther, low when as near; "high" always; "low" always.
* The showdown, each side on its own among the seats that declared it.  A
  seat plays, of its totals that are *eligible* for the side, the best one
  under the side's ranking; a seat with no eligible total is not eligible
  and cannot win the side.

  - plain: every total eligible; nearer the target is better, of two
    different totals equally near the lower is better;
  - ``price_is_right`` or ``moores``: every total eligible; every total at or
    under the target beats every total over it; under it the higher is
    better, over it the lower;
  - ``strict_price_is_right``: only totals at or under the side's target are
    eligible (so a seat whose hard total is over H can win nothing);
    ranked as price_is_right;
  - ``two_two_two`` / ``three_three_three``: only totals from L to H, both
    included, are eligible (either side); nearer the target is better, of
    two equally near the lower.

  The options combine: the eligible totals are those every option in force
  allows, and the price-is-right order applies when any of price_is_right,
  strict_price_is_right or moores is on.  (Inside 222/333's window the two
  orders agree.)  With ``with_options`` seats whose totals are equal rank
  by the number of cards held, more being better.  The best seat(s) of a
  side take its half, sharing equally.  A side with no eligible declarer
  gives the whole pot to the other side's winners; when neither side has
  one nobody wins and the pot carries over (every share 0).
"""

import random
from collections import Counter
from fractions import Fraction
from numbers import Rational, Real

from .deck_checks import (DECK, RANKS, SUITS, check_choice, check_count, check_deck,  # noqa: F401
                          check_seats)

BLACK_SUITS = "cs"
RED_SUITS = "dh"

MIN_PLAYERS = 2
MAX_PLAYERS = 10

# Targets in half-points.
TARGETS = {"7/27": (14, 54), "7.5/27.5": (15, 55), "8/28": (16, 56)}
DEFAULT_TARGETS = "7/27"
TWO_TWO_TWO_TARGETS = (4, 44)
THREE_THREE_THREE_TARGETS = (6, 66)

# How far below the high target the take policy stands, in half-points.
# How far below the high target the take policy stands, in half-points, and whether a hand
# takes below the low mark.
TAKE_POLICIES = {"standard": (8, False), "cautious": (12, False), "bold": (4, False),
                 "home": (2, True), "home_cautious": (8, True), "home_timid": (12, True)}
# How far below the low target the "home" policies still take a card, in half-points
# (0 under 222/333).
LOW_TAKE_UNDER = 4
DECLARE_POLICIES = ("standard", "high", "low")
COLORS = ("none", "black", "red")
BOOL_OPTIONS = ("price_is_right", "strict_price_is_right", "with_options", "chilcoots", "moores",
                "two_two_two", "three_three_three")
OPTION_NAMES = ("targets", "color") + BOOL_OPTIONS

ACE_HARD = 2  # an ace counted 1, in half-points
ACE_BONUS = 20  # counting an ace 11 instead of 1 adds 10 points
LOCK_DECLINES = 3


# ---------------------------------------------------------------------------
# Checks and small helpers
# ---------------------------------------------------------------------------


def points(half_points):
    """A number of half-points as a ``Fraction`` of points."""
    return Fraction(half_points, 2)


def _to_half_points(value, what):
    """``value`` (points, a multiple of 1/2) as an integer number of half-points."""
    if isinstance(value, bool) or not isinstance(value, Real):
        raise ValueError(f"{what} must be a number; got {value!r}")
    doubled = Fraction(value) * 2 if isinstance(value, (Rational, float)) else None
    if doubled is None or doubled.denominator != 1:
        raise ValueError(f"{what} must be a whole or half number of points; got {value!r}")
    return int(doubled)


def _check_players(players):
    check_seats("727", players, MIN_PLAYERS, MAX_PLAYERS)


def _check_take_policy(policy):
    check_choice("take policy", policy, TAKE_POLICIES)


def _check_declare_policy(declare):
    check_choice("declare policy", declare, DECLARE_POLICIES)


def _check_hero_stand(hero_stand):
    """``hero_stand`` (0, or 1..40 points in halves) in half-points."""
    half = _to_half_points(hero_stand, "hero_stand")
    if half != 0 and not 2 <= half <= 80:
        raise ValueError(f"hero_stand must be 0 (off) or from 1 to 40; got {hero_stand!r}")
    return half


def _check_hero_low_stand(hero_low_stand):
    """``hero_low_stand`` (0, or 1..16 points in halves) in half-points."""
    half = _to_half_points(hero_low_stand, "hero_low_stand")
    if half != 0 and not 2 <= half <= 32:
        raise ValueError(f"hero_low_stand must be 0 (off) or from 1 to 16; got {hero_low_stand!r}")
    return half


def _check_deals(deals):
    check_count("deals", deals, 0)


_check_deck = check_deck


class Rules:
    """The house rules of a deal, checked: built from ``play``'s keyword options."""

    def __init__(self, targets=DEFAULT_TARGETS, price_is_right=False, strict_price_is_right=False,
                 with_options=False, chilcoots=False, moores=False, two_two_two=False,
                 three_three_three=False, color="none"):
        flags = dict(price_is_right=price_is_right, strict_price_is_right=strict_price_is_right,
                     with_options=with_options, chilcoots=chilcoots, moores=moores,
                     two_two_two=two_two_two, three_three_three=three_three_three)
        for name, value in flags.items():
            if not isinstance(value, bool):
                raise ValueError(f"option {name} must be True or False; got {value!r}")
        if not isinstance(targets, str) or targets not in TARGETS:
            raise ValueError(f"unknown targets {targets!r}: choose from {', '.join(TARGETS)}")
        if not isinstance(color, str) or color not in COLORS:
            raise ValueError(f"unknown color {color!r}: choose from {', '.join(COLORS)}")
        if two_two_two and three_three_three:
            raise ValueError("two_two_two and three_three_three cannot both be on")
        if (two_two_two or three_three_three) and targets != DEFAULT_TARGETS:
            raise ValueError("222 and 333 have their own targets: leave targets at its default")

        self.color = color
        self.tens_are_half = two_two_two or three_three_three
        if two_two_two:
            self.low, self.high = TWO_TWO_TWO_TARGETS
        elif three_three_three:
            self.low, self.high = THREE_THREE_THREE_TARGETS
        else:
            self.low, self.high = TARGETS[targets]
        self.passes = 3 if chilcoots else 2
        self.rotating_lead = chilcoots
        self.with_options = with_options
        self.locks_in_total = with_options or moores
        self.price_order = price_is_right or strict_price_is_right or moores
        self.strict = strict_price_is_right
        self.window = two_two_two or three_three_three

    def target(self, side):
        return self.high if side == "high" else self.low


def rules_from(options):
    """``Rules`` from a dict of keyword options, refusing unknown names."""
    unknown = sorted(set(options) - set(OPTION_NAMES))
    if unknown:
        raise ValueError(f"unknown option {unknown[0]!r}: choose from {', '.join(OPTION_NAMES)}")
    return Rules(**options)


# ---------------------------------------------------------------------------
# Cards, values and totals (half-points)
# ---------------------------------------------------------------------------


def rank_of(card):
    return card[0]


def is_black(card):
    return card[1] in BLACK_SUITS


def has_value(card, rules):
    """Whether the card counts at all under the color rule."""
    if rules.color == "black":
        return is_black(card)
    if rules.color == "red":
        return not is_black(card)
    return True


def is_valued_ace(card, rules):
    return rank_of(card) == "A" and has_value(card, rules)


def card_value(card, rules):
    """The card's value in half-points, an ace counted 1 (2 half-points)."""
    if not has_value(card, rules):
        return 0
    rank = rank_of(card)
    if rank == "A":
        return ACE_HARD
    if rank in "JQK":
        return 1
    if rank == "T":
        return 1 if rules.tens_are_half else 20
    return 2 * int(rank)


def hard_total(cards, rules):
    return sum(card_value(card, rules) for card in cards)


def hand_totals(cards, rules):
    """Every total of the hand (half-points), lowest first: hard + 10 points per ace counted 11."""
    aces = sum(1 for card in cards if is_valued_ace(card, rules))
    hard = hard_total(cards, rules)
    return [hard + ACE_BONUS * k for k in range(aces + 1)]


def closest(values, target):
    """The value closest to ``target``; of two equally close, the lower."""
    return min(values, key=lambda v: (abs(v - target), v))


# ---------------------------------------------------------------------------
# The offering
# ---------------------------------------------------------------------------


def stand_mark(seat, policy, hero_stand_half, rules):
    """S in half-points: the take policy takes while the high total is below it."""
    if seat == 0 and hero_stand_half:
        return hero_stand_half
    return rules.high - TAKE_POLICIES[policy][0]


def low_mark(seat, policy, hero_low_stand_half, rules):
    """M in half-points: the take policy takes while the hard total is below it."""
    if seat == 0 and hero_low_stand_half:
        return hero_low_stand_half
    if not TAKE_POLICIES[policy][1]:
        return 0
    return rules.low - (0 if rules.window else LOW_TAKE_UNDER)


def take_decision(cards, seat, policy, hero_stand_half, rules, hero_low_stand_half=0):
    """"take" or "decline" for ``seat`` holding ``cards``, by the take policy."""
    hard = hard_total(cards, rules)
    if hard < low_mark(seat, policy, hero_low_stand_half, rules):
        return "take"
    if hard <= rules.low:
        return "decline"  # it stands to play low
    high = closest(hand_totals(cards, rules), rules.high)
    if high < stand_mark(seat, policy, hero_stand_half, rules):
        return "take"
    return "decline"


def wants_discard(cards, already_discarded, rules):
    """with_options: discard (once a deal) when the hard total is over H with two cards or more."""
    return (rules.with_options and not already_discarded and len(cards) >= 2
            and hard_total(cards, rules) > rules.high)


def discard_index(cards, rules):
    """Index of the card to discard: the highest value (ace 1); of equal values the first."""
    best = 0
    for index, card in enumerate(cards):
        if card_value(card, rules) > card_value(cards[best], rules):
            best = index
    return best


def is_locked(actions, locks_in_total):
    """Whether a seat with this history of "take" / "decline" / "discard" is locked."""
    if locks_in_total:
        return actions.count("decline") >= LOCK_DECLINES
    run = 0
    for action in actions:
        run = run + 1 if action == "decline" else 0
        if run >= LOCK_DECLINES:
            return True
    return False


def offer_order(round_number, players, rules):
    """Seats in the order they are offered in round ``round_number`` (locked or not)."""
    lead = round_number % players if rules.rotating_lead else 0
    return [(lead + k) % players for k in range(players)]


def deal_hands(deck, players, rules):
    """Seat ``s`` gets deck cards ``s``, ``P + s`` (, ``2P + s``); the stock is the rest."""
    hands = [[] for _ in range(players)]
    position = 0
    for _ in range(rules.passes):
        for seat in range(players):
            hands[seat].append(deck[position])
            position += 1
    return hands, deck[position:]


# ---------------------------------------------------------------------------
# Declares and the showdown
# ---------------------------------------------------------------------------


def declare_side(cards, declare, rules):
    """"high" or "low" for a hand, by the declare policy (plain closest totals)."""
    if declare == "high":
        return "high"
    if declare == "low":
        return "low"
    totals = hand_totals(cards, rules)
    low_gap = abs(closest(totals, rules.low) - rules.low)
    high_gap = abs(closest(totals, rules.high) - rules.high)
    if low_gap < high_gap:
        return "low"
    if low_gap > high_gap:
        return "high"
    return "low"


def is_eligible_total(total, side, rules):
    """Whether ``total`` may win ``side`` under the rules in force."""
    if rules.strict and total > rules.target(side):
        return False
    if rules.window and not rules.low <= total <= rules.high:
        return False
    return True


def rank_key(total, side, rules):
    """Sort key of a total for ``side``: smaller is better; different totals never tie."""
    target = rules.target(side)
    if rules.price_order:
        if total <= target:
            return (0, target - total)
        return (1, total - target)
    return (abs(total - target), total)


def best_total(cards, side, rules):
    """The seat's best eligible total for ``side`` (its aces chosen for it), or None."""
    eligible = [t for t in hand_totals(cards, rules) if is_eligible_total(t, side, rules)]
    if not eligible:
        return None
    return min(eligible, key=lambda t: rank_key(t, side, rules))


def side_winners(entries, side, rules):
    """Seats (sorted) winning ``side``: ``entries`` maps each eligible declarer to (total, cards
    held).  The best total wins; with_options breaks exact ties by more cards; the rest share."""
    if not entries:
        return []

    def key(seat):
        total, held = entries[seat]
        return rank_key(total, side, rules) + ((-held,) if rules.with_options else ())

    best = min(key(seat) for seat in entries)
    return sorted(seat for seat in entries if key(seat) == best)


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def play(deck, players, policy="standard", declare="standard", hero_stand=0, hero_low_stand=0,
         **options):
    """Play one deal from ``deck`` (52 card texts, top first).  Returns a dict (every total in
    half-points): "hands", "dealt_hard", "taken", "discarded", "locked", "rounds", "declares",
    "hard", "eligible_high", "eligible_low", "side_totals", "high_winners", "low_winners",
    "shares" (Fractions), "carried", "stock_ran_out", and "log" (every offer in order, as
    (round, seat, action, card) with action "take", "decline" or "discard")."""
    _check_players(players)
    _check_take_policy(policy)
    _check_declare_policy(declare)
    hero_half = _check_hero_stand(hero_stand)
    hero_low_half = _check_hero_low_stand(hero_low_stand)
    rules = rules_from(options)
    deck = _check_deck(deck)

    dealt, stock = deal_hands(deck, players, rules)
    hands = [list(cards) for cards in dealt]
    taken = [[] for _ in range(players)]
    discarded = [None] * players
    actions = [[] for _ in range(players)]
    locked = [False] * players
    log = []
    next_card = 0
    stock_ran_out = False

    round_number = 0
    while True:
        anybody_took = False
        for seat in offer_order(round_number, players, rules):
            if locked[seat]:
                continue
            cards = hands[seat]
            if wants_discard(cards, discarded[seat] is not None, rules):
                card = cards.pop(discard_index(cards, rules))
                discarded[seat] = card
                action = "discard"
            else:
                action = take_decision(cards, seat, policy, hero_half, rules, hero_low_half)
                card = None
                if action == "take":
                    if next_card == len(stock):
                        stock_ran_out = True
                        break
                    card = stock[next_card]
                    next_card += 1
                    cards.append(card)
                    taken[seat].append(card)
                    anybody_took = True
            actions[seat].append(action)
            log.append((round_number, seat, action, card))
            locked[seat] = is_locked(actions[seat], rules.locks_in_total)
        round_number += 1
        if stock_ran_out or not anybody_took:
            break
    rounds = round_number

    declares = [declare_side(cards, declare, rules) for cards in hands]
    side_totals = [best_total(hands[s], declares[s], rules) for s in range(players)]
    eligible = {side: [declares[s] == side and side_totals[s] is not None for s in range(players)]
                for side in ("high", "low")}
    winners = {side: side_winners({s: (side_totals[s], len(hands[s]))
                                   for s in range(players) if eligible[side][s]}, side, rules)
               for side in ("high", "low")}

    shares = [Fraction(0)] * players
    sides = [winners[side] for side in ("high", "low") if winners[side]]
    for side in sides:
        for seat in side:
            shares[seat] += Fraction(1, len(sides)) / len(side)
    carried = not sides
    assert sum(shares) == (0 if carried else 1)

    return {
        "hands": hands,
        "dealt_hard": [hard_total(cards, rules) for cards in dealt],
        "taken": taken,
        "discarded": discarded,
        "locked": locked,
        "rounds": rounds,
        "declares": declares,
        "hard": [hard_total(cards, rules) for cards in hands],
        "eligible_high": eligible["high"],
        "eligible_low": eligible["low"],
        "side_totals": side_totals,
        "high_winners": winners["high"],
        "low_winners": winners["low"],
        "shares": shares,
        "carried": carried,
        "stock_ran_out": stock_ran_out,
        "log": log,
    }


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def new_totals(players, deals):
    """Empty totals of ``simulate`` (its keys); totals counted in half-points."""
    return {
        "deals": deals,
        "shares": [Fraction(0)] * players,
        "carried": 0,
        "locked": 0,
        "busted": 0,
        "declares_high": 0,
        "declares_low": 0,
        "taken": Counter(),
        "rounds": Counter(),
        "high_total": Counter(),
        "low_total": Counter(),
        "dealt_hard": Counter(),
        "discards": 0,
        "stock_ran_out": 0,
    }


def add_deal(totals, deal, rules):
    """Add one ``play`` result to ``totals`` (see ``new_totals``)."""
    for seat, share in enumerate(deal["shares"]):
        totals["shares"][seat] += share
    totals["carried"] += deal["carried"]
    totals["locked"] += sum(deal["locked"])
    totals["busted"] += sum(1 for hard in deal["hard"] if hard > rules.high)
    totals["declares_high"] += deal["declares"].count("high")
    totals["declares_low"] += deal["declares"].count("low")
    for cards in deal["taken"]:
        totals["taken"][len(cards)] += 1
    totals["rounds"][deal["rounds"]] += 1
    if deal["high_winners"]:
        totals["high_total"][deal["side_totals"][deal["high_winners"][0]]] += 1
    if deal["low_winners"]:
        totals["low_total"][deal["side_totals"][deal["low_winners"][0]]] += 1
    for hard in deal["dealt_hard"]:
        totals["dealt_hard"][hard] += 1
    totals["discards"] += sum(1 for card in deal["discarded"] if card is not None)
    totals["stock_ran_out"] += deal["stock_ran_out"]


def simulate(players, deals, seed, policy="standard", declare="standard", hero_stand=0,
             hero_low_stand=0, **options):
    """Totals over ``deals`` deals; one ``random.Random(seed)`` gives each deal ``rng.sample(DECK, 52)``.
    "taken" counts seats by the number of cards they took; "rounds" deals by rounds played."""
    _check_players(players)
    _check_deals(deals)
    _check_take_policy(policy)
    _check_declare_policy(declare)
    _check_hero_stand(hero_stand)
    _check_hero_low_stand(hero_low_stand)
    rules = rules_from(options)
    rng = random.Random(seed)
    totals = new_totals(players, deals)
    for _ in range(deals):
        deal = play(rng.sample(DECK, 52), players, policy=policy, declare=declare,
                    hero_stand=hero_stand, hero_low_stand=hero_low_stand, **options)
        add_deal(totals, deal, rules)
    return totals

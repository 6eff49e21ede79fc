"""Reference simulator for five-card draw with more options (plain, slow Python).

A "reference twin": written from the rules alone, sharing no code with the
project's kernels.  The base game is the five-card draw twin
(:mod:`tests.reference.five_card_draw`): five passes of one card round the
table (seat 0 first), one draw round in seat order (nobody draws more than
three cards, or four while keeping an ace), the twin's
:class:`~tests.reference.five_card_draw.Stock` with its reshuffle of the
discards, showdown of the best five-card hand, equal best hands sharing.
Nothing is wild here (but the bug, below), and none of these options goes
with the options of :mod:`tests.reference.draw_features` (qualifier,
roll_your_own, high_low, lowball) or with ``wild`` ranks (ValueError).  The
options below may be combined with each other, except ``bug`` with
``roll_em``.

The options, as played here
---------------------------
``four_card`` ("new_york" or "canadian"; "new-york" is taken as well): hands
are valued with ``fast_high(cards, four_card=...)``.  Under New York rules
four cards in a run (A-2-3-4 and J-Q-K-A included) make a "four-straight",
better than one pair and worse than two pair; Canadian rules add the
"four-flush" (four cards of one suit), just above the four-straight.  The
draw policies are the five-card twin's, judged on the category under these
rules, except that its no-pair rule covers every hand whose category is
high-card, four-straight or four-flush.  That rule, first match wins: keep
four cards of one suit; else keep an open-ended run of four (2-3-4-5 up to
T-J-Q-K), one card of each of its ranks; else keep an ace, one card alone;
else keep the two highest cards.  A four-card category can hold a pair (the
fifth card pairing one of the four); that pair is then broken up: the
four-flush keeps its four suited cards, the run keeps the first card in hand
order of each of its ranks, and a pair of aces beside A-2-3-4 or J-Q-K-A keeps
the first ace alone (and draws four).  A straight or better stands pat; three
of a kind, two pair and one pair as in the five-card twin ("kicker" keeps an
ace beside a pair other than aces).  Categories carry fast_high's names.

``spanish``: the 32-card stripped deck (7, 8, 9, T, J, Q, K, A of each suit,
``full_deck(deck="spanish")``); the deck handed to ``play`` must be exactly
those 32 cards in some order.  Two to six seats (at most 30 cards dealt, a
stock of two or more).  Hands are valued with ``fast_high(cards,
deck="spanish")`` (so A-7-8-9-T is the lowest straight), with ``four_card``
too if it is given (A-7-8-9 is then a four-straight, nine high).  The draw
policies are those above, the open-ended run check unchanged (four
consecutive rank numbers from 2-3-4-5 to T-J-Q-K, so 7-8-9-T up to T-J-Q-K
here).  The stock reshuffle is the five-card twin's.

``legs`` (2 or 3, ``simulate`` only): a pot goes to the first seat to win
that many deals.  Deals are played one after another, each from its own
fresh shuffle; every winner of a deal (each seat holding the best hand) gets
one leg.  As soon as after some deal one or more seats hold ``legs`` legs,
the pot ends, shared by those seats, and the next deal starts a new pot with
nobody holding a leg.  ``simulate`` reports "pots" (completed pots) and
"pot_deals" (Counter: deals each completed pot took); a pot still unfinished
after the last deal is left out of both.

``roll_em`` ("best" or "worst"): after the draw everyone turns his cards face
up one at a time, one card each per round.  In each round a seat turns up, of
its cards still face down, the one giving the best ("best") or the weakest
("worst") hand of its cards up, valued with ``fast_high`` on those 1 to 4
cards (only pairs, trips, quads and high cards with kickers count), the
first card in hand order among equals (hand order: kept cards in order, then
the drawn cards in the order taken).  After round k (k = 1..4; the fifth card
needs no choice) the showing leader is the lowest seat with the best hand
showing.  ``play`` reports "showing_leaders" (the 4 leaders) and
"showing_won" (4 bools: that leader is among the final winners);
``simulate`` adds "showing_won", 4 counts.  No card and no winner changes.

``bug`` ("bug" or "ace"): the deck gets one joker, the bug ``"Xa"``
(``full_deck(jokers=1)``: 53 cards; with ``spanish`` 33, the 32 cards and the
joker), and the deck handed to ``play`` must be exactly those cards in some
order.  Hands are valued with ``fast_high(cards, bug="Xa", bug_ace=(bug ==
"ace"), four_card=..., deck=...)``: the bug completes straights, flushes and
straight flushes, and is otherwise dead ("bug") or an ace of any suit ("ace").
It goes with ``four_card``, ``spanish`` and ``legs``, not with ``roll_em``
(ValueError).  A hand without the bug draws as above.  A hand holding the bug
("draw" and "kicker" alike; "pat" never draws), the other four cards being its
naturals:

1. a straight or better (the bug counted) stands pat;
2. otherwise the bug is kept, and of the naturals:
   a. three of a rank: those three (draws one);
   b. two pairs: all four (draws none);
   c. one pair: the pair (draws two);
   d. else three or more of one suit: the cards of that suit (the first suit in
      the order c, d, h, s with three or more; with four naturals there is at
      most one, and four of a suit made a flush, so this draws one);
   e. else an ace: the first ace in hand order (draws three);
   f. else the highest natural, the first in hand order among equals (draws
      three).

(Four naturals of a rank make four of a kind, and in "ace" a pair of aces
beside a second pair makes aces full: both stand pat under rule 1.)  ``play``'s
"wild_held" is per seat 1 when its final hand holds the bug, else 0 (always 0
without the option); ``simulate`` adds "bug_held", the number of final hands
(seats, over all deals) holding the bug.

``simulate`` shuffles a fresh deck (32 cards with ``spanish``, plus the joker
with ``bug``) for every deal with one ``random.Random(seed)``, which also
makes any reshuffle of the discards, as :func:`five_card_draw.shuffled_decks`
does, and reports the five-card twin's totals over all deals plus the keys
above.
"""

import random
from collections import Counter

from . import five_card_draw as fcd
from .draw_features import OPTIONS as OTHER_OPTIONS
from .evaluator import CATEGORY_INDEX, JOKERS, SUITS, card_rank, fast_high, full_deck, normalize_card

HAND_SIZE = 5
ACE = 14
FOUR_CARD = {None: None, "new_york": "new-york", "new-york": "new-york", "canadian": "canadian"}
ROLL_EM = (None, "best", "worst")
LEGS = (None, 2, 3)
BUG = (None, "bug", "ace")
#: The joker that is the bug (``full_deck(jokers=1)`` holds it).
BUG_CARD = JOKERS[0]
SPANISH_MAX_PLAYERS = 6
ROUNDS_SHOWN = 4
#: Categories the no-pair rule (rule 5) covers.
RULE5_CATEGORIES = ("high-card", "four-straight", "four-flush")
#: The options of the first features twin (and ``wild``), with their "off" values.
REFUSED = dict({name: None if name == "qualifier" else False for name in OTHER_OPTIONS}, wild="")


# ---------------------------------------------------------------------------
# Checks
# ---------------------------------------------------------------------------


def _check_options(policy, four_card, spanish, roll_em, legs=None, others=None, bug=None):
    for name, value in (others or {}).items():
        if name not in REFUSED:
            raise TypeError(f"unexpected keyword argument {name!r}")
        if value != REFUSED[name]:
            raise ValueError(
                f"{name} cannot be combined with four_card/spanish/roll_em/legs "
                "(use tests.reference.draw_features for it)"
            )
    if not isinstance(four_card, (str, type(None))) or four_card not in FOUR_CARD:
        raise ValueError(f"four_card must be None, 'new_york' or 'canadian'; got {four_card!r}")
    if not isinstance(spanish, bool):
        raise ValueError(f"spanish must be True or False; got {spanish!r}")
    if not isinstance(roll_em, (str, type(None))) or roll_em not in ROLL_EM:
        raise ValueError(f"roll_em must be None, 'best' or 'worst'; got {roll_em!r}")
    if isinstance(legs, bool) or legs not in LEGS:
        raise ValueError(f"legs must be None, 2 or 3; got {legs!r}")
    if not isinstance(bug, (str, type(None))) or bug not in BUG:
        raise ValueError(f"bug must be None, 'bug' or 'ace'; got {bug!r}")
    if bug is not None and roll_em is not None:
        raise ValueError("bug cannot be combined with roll_em")
    fcd._check_policy(policy)


def _check_players(players, spanish):
    fcd._check_players(players)  # 2..7
    if spanish and players > SPANISH_MAX_PLAYERS:
        raise ValueError(f"the 32-card deck seats 2..{SPANISH_MAX_PLAYERS}; got {players}")


def _deck_name(spanish):
    return "spanish" if spanish else "standard"


def game_deck(spanish=False, bug=None):
    """The cards of the game's deck in a fixed order: 52 or 32 cards, plus the bug with ``bug``."""
    return full_deck(jokers=0 if bug is None else 1, deck=_deck_name(spanish))


def _checked_deck(deck, players, policy, rng, spanish, bug):
    """The deck's cards after the checks (the five-card twin's, and the deck's cards)."""
    if bug is None:
        cards = fcd.checked_deck(deck, players, policy, rng, HAND_SIZE)  # refuses jokers
        if spanish and sorted(cards) != sorted(full_deck(deck="spanish")):
            raise ValueError("with spanish the deck must be the 32 cards 7..A of each suit, in some order")
        return cards
    # With the bug: the five-card twin's checks, but the joker is a card of the deck.
    fcd._check_players(players)
    fcd._check_policy(policy)
    if rng is not None and not callable(getattr(rng, "shuffle", None)):
        raise ValueError("rng must be a random.Random (something with a shuffle method) or None")
    cards = [normalize_card(card) for card in deck]
    if sorted(cards) != sorted(game_deck(spanish, bug)):
        raise ValueError(
            f"with bug the deck must be the {len(game_deck(spanish, bug))} cards of "
            f"full_deck(jokers=1, deck={_deck_name(spanish)!r}), each once, in some order"
        )
    return cards


# ---------------------------------------------------------------------------
# Hand values
# ---------------------------------------------------------------------------


def hand_value(cards, four_card=None, spanish=False, bug=None):
    """(category name, comparable value) of ``cards`` (1..5 cards) under the options; the value is
    ``(CATEGORY_INDEX[category], tiebreak)``.  With ``bug`` ("bug" or "ace") the joker ``Xa`` is
    the bug."""
    if bug not in BUG:
        raise ValueError(f"bug must be None, 'bug' or 'ace'; got {bug!r}")
    category, tiebreak, _ = fast_high(
        list(cards),
        bug=None if bug is None else BUG_CARD,
        bug_ace=bug == "ace",
        four_card=FOUR_CARD[four_card],
        deck=_deck_name(spanish),
    )
    return category, (CATEGORY_INDEX[category], tiebreak)


def category(cards, four_card=None, spanish=False, bug=None):
    return hand_value(cards, four_card, spanish, bug)[0]


# ---------------------------------------------------------------------------
# The draw policies
# ---------------------------------------------------------------------------


def _keep_with_bug(hand, four_card, spanish, bug):
    """The cards of ``hand`` (holding the bug) that "draw" or "kicker" keeps, in hand order."""
    # 1. Straight or better, the bug counted: stand pat.
    if CATEGORY_INDEX[category(hand, four_card, spanish, bug)] >= CATEGORY_INDEX["straight"]:
        return list(hand)
    # 2. The bug, and of the four naturals:
    naturals = [card for card in hand if card != BUG_CARD]
    counts = Counter(card_rank(card) for card in naturals)
    shape = sorted(counts.values(), reverse=True)
    assert len(naturals) == 4 and shape[0] <= 3, hand  # four of a rank and the bug: four of a kind
    if shape[0] == 3:  # 2a. three of a rank
        keep = [card for card in naturals if counts[card_rank(card)] == 3]
    elif shape[:2] == [2, 2]:  # 2b. two pairs: all four
        keep = list(naturals)
    elif shape[0] == 2:  # 2c. one pair
        keep = [card for card in naturals if counts[card_rank(card)] == 2]
    else:
        keep = None
        for suit in SUITS:  # 2d. three or more of one suit, the first such suit
            suited = [card for card in naturals if card[1] == suit]
            if len(suited) >= 3:
                keep = suited
                break
        if keep is None:
            aces = [card for card in naturals if card_rank(card) == ACE]
            if aces:  # 2e. the first ace
                keep = aces[:1]
            else:  # 2f. the highest natural, the first in hand order among equals
                keep = [max(naturals, key=card_rank)]  # max() gives the first of equal ranks
    return [card for card in hand if card == BUG_CARD or card in keep]


def _keep(hand, policy, four_card, spanish, bug=None):
    """The cards of ``hand`` that ``policy`` keeps, in hand order."""
    if policy == "pat":
        return list(hand)
    if bug is not None and BUG_CARD in hand:
        return _keep_with_bug(hand, four_card, spanish, bug)
    name = category(hand, four_card, spanish, bug)
    index = CATEGORY_INDEX[name]
    counts = Counter(card_rank(card) for card in hand)

    # 1. Straight or better: stand pat.
    if index >= CATEGORY_INDEX["straight"]:
        return list(hand)
    # 2. Three of a kind: the three cards of its rank.
    if name == "three-of-a-kind":
        return [card for card in hand if counts[card_rank(card)] == 3]
    # 3. Two pair: both pairs.
    if name == "two-pair":
        return [card for card in hand if counts[card_rank(card)] == 2]
    # 4. One pair (and no four-card category above it).
    if name == "one-pair":
        pair_rank = next(rank for rank, n in counts.items() if n == 2)
        keep = [card for card in hand if card_rank(card) == pair_rank]
        if policy == "kicker" and pair_rank != ACE:
            keep += [card for card in hand if card_rank(card) == ACE]  # at most one ace: no second pair
        return [card for card in hand if card in keep]
    # 5. High card, four-straight or four-flush (the last two may hold a pair).
    assert name in RULE5_CATEGORIES, name
    for suit in SUITS:  # 5a. four of one suit (four distinct ranks)
        suited = [card for card in hand if card[1] == suit]
        if len(suited) == 4:
            return suited
    run = fcd._open_four_straight([card_rank(card) for card in hand])
    if run is not None:  # 5b. open-ended run: the first card of each of its ranks
        keep, seen = [], set()
        for card in hand:
            if card_rank(card) in run and card_rank(card) not in seen:
                seen.add(card_rank(card))
                keep.append(card)
        return keep
    aces = [card for card in hand if card_rank(card) == ACE]
    if aces:  # 5c. an ace, alone (the first one)
        return aces[:1]
    top_two = sorted(hand, key=card_rank, reverse=True)[:2]  # 5d. the two highest (distinct ranks)
    return [card for card in hand if card in top_two]


def _hand(cards, spanish, bug=None):
    if bug is None:
        hand = fcd._cards(cards, "the hand")  # refuses jokers
    else:
        hand = [normalize_card(card) for card in cards]
        if len(set(hand)) != len(hand):
            raise ValueError("the hand holds a card twice")
    if len(hand) != HAND_SIZE:
        raise ValueError(f"a hand has {HAND_SIZE} cards; got {len(hand)}")
    if not set(hand) <= set(game_deck(spanish, bug)):
        raise ValueError(
            "a hand of the 32-card deck holds no 2..6" if spanish else f"the only joker is the bug {BUG_CARD}"
        )
    return hand


def choose_discards(cards, policy="draw", four_card=None, spanish=False, bug=None):
    """The cards (texts, in hand order) that ``policy`` discards from the five ``cards``."""
    _check_options(policy, four_card, spanish, None, bug=bug)
    hand = _hand(cards, spanish, bug)
    return _discards(hand, policy, four_card, spanish, bug)


def _discards(hand, policy, four_card, spanish, bug=None):
    keep = _keep(hand, policy, four_card, spanish, bug)
    discards = [card for card in hand if card not in keep]
    if BUG_CARD in hand:
        assert BUG_CARD in keep and len(discards) <= 3, (hand, discards)
    else:
        keeps_ace = any(card_rank(card) == ACE for card in keep)
        assert len(discards) <= 3 or (len(discards) == 4 and keeps_ace), (hand, discards)
    return discards


# ---------------------------------------------------------------------------
# Roll 'em
# ---------------------------------------------------------------------------


def roll_order(cards, roll_em, four_card=None, spanish=False):
    """(the cards in the order turned up, the value of the cards up after each of the first four
    rounds) under the greedy ``roll_em`` rule ("best" or "worst")."""
    if roll_em not in ("best", "worst"):
        raise ValueError(f"roll_em must be 'best' or 'worst'; got {roll_em!r}")
    down = list(cards)
    up = []
    values = []
    for _ in range(len(cards)):
        chosen, chosen_value = None, None
        for card in down:  # hand order; only a strictly better (worse) value replaces
            value = hand_value(up + [card], four_card, spanish)[1]
            if (
                chosen is None
                or (roll_em == "best" and value > chosen_value)
                or (roll_em == "worst" and value < chosen_value)
            ):
                chosen, chosen_value = card, value
        down.remove(chosen)
        up.append(chosen)
        values.append(chosen_value)
    return up, values[:ROUNDS_SHOWN]


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def play(deck, players, policy="draw", four_card=None, spanish=False, roll_em=None, rng=None, bug=None,
         **others):
    """Play one deal from ``deck`` (card texts, top first) and describe it.

    The keys of :func:`five_card_draw.play` (categories under the options; "wild_held" is 1 for
    a seat whose final hand holds the bug), plus "showing_leaders" and "showing_won" when
    ``roll_em`` is set.  ``others`` only accepts the options of :mod:`draw_features` and
    ``wild`` left off (anything set: ValueError).
    """
    _check_options(policy, four_card, spanish, roll_em, None, others, bug)
    _check_players(players, spanish)
    cards = _checked_deck(deck, players, policy, rng, spanish, bug)
    hands, rest = fcd.deal_passes(cards, players, HAND_SIZE)
    stock = fcd.Stock(rest)

    dealt = [hand_value(hand, four_card, spanish, bug) for hand in hands]
    before = [name for name, _ in dealt]
    before_values = [value for _, value in dealt]

    # The draw, in seat order.
    drawn = []
    for seat in range(players):
        discards = _discards(hands[seat], policy, four_card, spanish, bug)
        hands[seat] = [card for card in hands[seat] if card not in discards]
        stock.throw(discards)
        hands[seat] += [stock.take(rng) for _ in discards]
        drawn.append(len(discards))

    # The showdown.
    shown = [hand_value(hand, four_card, spanish, bug) for hand in hands]
    final = [name for name, _ in shown]
    values = [value for _, value in shown]
    best = max(values)
    winners = [seat for seat in range(players) if values[seat] == best]
    leader_before = fcd._leader(before_values)
    result = {
        "hands": final,
        "before": before,
        "improved": [CATEGORY_INDEX[final[s]] > CATEGORY_INDEX[before[s]] for s in range(players)],
        "drawn": drawn,
        "wild_held": [1 if bug is not None and BUG_CARD in hand else 0 for hand in hands],
        "winners": winners,
        "shares": [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)],
        "leader_before": leader_before,
        "leader_won": leader_before in winners,
        "lead_changes": 1 if winners[0] != leader_before else 0,
        "reshuffled": stock.reshuffled,
        "seats": [list(hand) for hand in hands],
    }
    if roll_em is not None:
        rounds = [roll_order(hand, roll_em, four_card, spanish)[1] for hand in hands]
        leaders = [fcd._leader([rounds[seat][k] for seat in range(players)]) for k in range(ROUNDS_SHOWN)]
        result["showing_leaders"] = leaders
        result["showing_won"] = [leader in winners for leader in leaders]
    return result


# ---------------------------------------------------------------------------
# Legs
# ---------------------------------------------------------------------------


def legs_pots(deal_winners, legs):
    """Split a run of deals into pots won by legs.

    ``deal_winners`` holds each deal's winning seats, in play order.  Returns (completed pots,
    legs held in the unfinished pot): each completed pot as ``(deals it took, the seats sharing
    it)``; the legs held as a dict seat -> legs (empty when the last deal ended a pot).
    """
    if isinstance(legs, bool) or legs not in (2, 3):
        raise ValueError(f"legs must be 2 or 3; got {legs!r}")
    pots = []
    held = Counter()
    deals_in_pot = 0
    for winners in deal_winners:
        if not winners or len(set(winners)) != len(winners):
            raise ValueError(f"a deal has one or more distinct winners; got {winners!r}")
        deals_in_pot += 1
        for seat in winners:
            held[seat] += 1
        done = sorted(seat for seat, n in held.items() if n >= legs)
        if done:
            pots.append((deals_in_pot, done))
            held = Counter()
            deals_in_pot = 0
    return pots, dict(held)


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def shuffled_decks(seed, deals, spanish=False, bug=None):
    """``deals`` times (a fresh deck shuffled, the generator), one ``random.Random(seed)`` for all:
    :func:`five_card_draw.shuffled_decks`, with the 32-card deck when ``spanish`` and the bug
    added (after the other cards, before the shuffle) when ``bug`` is set."""
    if not spanish and bug is None:
        yield from fcd.shuffled_decks(seed, deals)
        return
    if isinstance(deals, bool) or not isinstance(deals, int) or deals < 0:
        raise ValueError(f"deals must be a whole number >= 0; got {deals!r}")
    rng = random.Random(seed)
    for _ in range(deals):
        deck = game_deck(spanish, bug)
        rng.shuffle(deck)
        yield deck, rng


def simulate(players, deals, seed, policy="draw", four_card=None, spanish=False, roll_em=None, legs=None,
             bug=None, **others):
    """Totals over ``deals`` deals (see the module): the five-card twin's totals, plus
    "showing_won" (4 counts) with ``roll_em``, "pots" / "pot_deals" with ``legs`` and "bug_held"
    (final hands holding the bug) with ``bug``."""
    _check_options(policy, four_card, spanish, roll_em, legs, others, bug)
    _check_players(players, spanish)
    totals = fcd.new_totals(players, deals)
    if roll_em is not None:
        totals["showing_won"] = [0] * ROUNDS_SHOWN
    if bug is not None:
        totals["bug_held"] = 0
    deal_winners = []
    for deck, rng in shuffled_decks(seed, deals, spanish, bug):
        deal = play(deck, players, policy=policy, four_card=four_card, spanish=spanish, roll_em=roll_em, rng=rng,
                    bug=bug)
        fcd.add_deal(totals, deal, players)
        if bug is not None:
            totals["bug_held"] += sum(deal["wild_held"])
        if roll_em is not None:
            for k in range(ROUNDS_SHOWN):
                totals["showing_won"][k] += deal["showing_won"][k]
        deal_winners.append(deal["winners"])
    if legs is not None:
        pots, _ = legs_pots(deal_winners, legs)
        totals["pots"] = len(pots)
        totals["pot_deals"] = Counter(taken for taken, _ in pots)
    return totals

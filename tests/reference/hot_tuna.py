"""Reference simulator for Hot Tuna (three hands a player, passing, rolling, moving wilds).

Deliberately plain and slow: one deal at a time from an explicit deck, every
step written out in the order sim/rules/hot-tuna.md gives it.  It shares no code
with the project's kernels and uses only the standard library.  The cards and
hand values are in ``hot_tuna_hands`` (and read through this module too).

Cards are ints ``4 * rank + suit``: rank 0..12 is deuce..ace, suit 0..3 is
clubs, diamonds, hearts, spades; the queen is rank 10.  Two decks are used,
so a code may appear twice.  In hand values the ranks are 2..14 (ace 14).

Public functions:

* ``card("Qs")`` -> code, ``two_decks()`` -> the 104 codes;
* ``high_value(cards, wild_rank)`` (fast) and ``brute_high_value`` (slow);
* ``low_value(cards)``; ``showing_value(cards, wild_rank)``;
* ``play_hot_tuna(deck, players, ...)`` plays one deal and returns a dict;
  ``play_hot_tuna_and_stock`` also returns the stock left at the end;
* ``deal_many(deals, players, seed=0, weltschmertz=True, **policies)``.

How this file reads sim/rules/hot-tuna.md (my wording; where the page leaves a
choice open the choice is marked DECISION):

Deal and stock
  * The deck is a list, top card first; "to the bottom" appends to the end.
    Codes must be 0..51 and appear at most twice.  A draw from an empty
    stock raises ValueError, except in the buy, which just stops.
  * Antes: 10 cents per hand.  Pot = antes + 20 per pass + 75 per bought
    card - 25 per Weltschmertz payment.
  * First cards: one down card to each hand g = 0..3P-1, hand g = 3*seat+h.
  * Round 0's chain starts at hand 0.  Rounds 1..3 start at the active hand
    with the best ``showing_value`` of its up cards (wild rank in force at
    that moment), lowest g on a tie.  The chain is the active hands from the
    start, wrapping round; the roll goes in the same order.
  * Passing: the first hand's incoming card is an option card from the top.
    A hand holds [held, incoming]; it keeps both, or passes one (20 cents).
    A passed card is the next hand's incoming card; the last hand's passed
    card goes to the bottom.  At each keep, every hand still short gets one
    card from the top in chain order, then (unless the keeper is last) the
    next hand's option card comes from the top.  Hands still short when the
    chain ends are filled the same way, after the last hand's pass (if any)
    has gone to the bottom.
  * DECISION: down cards are listed [kept card, gained card]; after a pass
    the kept card is whichever of the two was not passed and the gained
    card is the fill.
  * Roll: each active hand of the chain turns one down card up.  Up cards
    are listed in roll order.
  * Folds (policy ``dead``) happen only after the rolls of rounds 1 and 2.
    DECISION: the folds of one round are decided together on a snapshot
    taken after that round's roll: every hand is judged against the up cards
    of all hands active before any of this round's folds, then all the
    folders leave at once.  A hand with no active hand of another player to
    compare with never folds.
  * Zevon: if the last card rolled in round 3 is a queen, the top card is
    shown and appended to the bottom (ValueError if the stock is empty).
    Its rank becomes the wild rank; a queen means none (queens only).
    DECISION: this card is not a roll: it pays no Weltschmertz.
  * Buy: active hands in order g = 0..3P-1; a hand that wants to buy takes
    the top card for 75 cents; once the stock is empty nobody buys.
  * Weltschmertz: the card is one code 0..51; every rolled card with that
    exact code (either copy) pays 25 cents from the pot to the rolling seat.
    ``deal_many`` cuts a new card for every deal, after that deal's shuffle.

Wild cards
  * Queens are always wild.  The settled wild rank starts as None.  A rolled
    queen makes it pending; the next rolled non-queen (in this round or a
    later one) settles its rank.  While pending, the old settled rank is
    still the one in force, for policies and for showing values.
  * ``wild_changes`` counts settles (and the Zevon) that give the rank a
    value different from the one it had; re-settling the same rank is not a
    change.
  * Only rolled cards and the Zevon card move the rank.

Hand values
  * High: best five of the five or six cards; a wild card (a queen or a card
    of the wild rank) may be any card, even a third copy of one held.  A hand
    is natural when its value with every card as itself equals its value
    with the wilds free.  Hands with no wild card are natural.
  * Low: ace-to-six, natural, ace = 1, A-2-3-4-5 is a straight, K-A is not;
    lowest (category, tiebreak) over the five-card subsets.
  * Showing value: kinds only, see ``showing_value``.  DECISION: values are
    tuples compared left to right, so when tuples of different length are
    compared (a hand's own three or four cards against other hands' two or
    three up cards, in the fold policy) a missing kicker counts below any
    kicker.

Policies (a hand sees its own cards, the table's up cards and the wild state;
"wild" = a queen, or a card of the settled rank in force)
  * pass ``feed``: if the next hand of the chain (not the bottom of the
    stock: the last hand has no next hand) belongs to the same seat and a
    down card is wild, pass a queen if one, else the wild-rank card; both
    qualifying equally -> the incoming card.  Otherwise keep.
    ``dump``: as ``feed`` when the next hand is the same seat's (which keeps
    when there is no wild card); when the next hand is another seat's or
    the hand is last, pass a bad card (not wild, rank 9/T/J/K, rank held in
    none of its up cards and not the other down card) -- the higher rank if
    both, the incoming card on equal rank -- else keep.  ``never``: keep.
  * roll ``smart``: two queens -> the lower code.  Exactly one queen -> the
    other card, except on the last roll of round 3, where the queen is
    rolled when some active hand of another seat has more up cards of the
    rank in force than this hand holds among its up and both down cards
    (with no rank settled both counts are 0 and the queen stays down).  No
    queen: same rank -> the lower code; otherwise count each card's rank in
    the hand's up cards and both down cards; pending (the previous rolled
    card, in any round, was a queen) -> roll the more frequent, otherwise the
    less frequent; on equal counts the higher rank (ace highest).  The very
    first roll of a deal is not pending.
    ``hide``: exactly one queen -> always the other card.  ``zevon``: as
    ``smart`` but on the last roll of round 3 exactly one queen -> the queen.
  * fold ``dead``: low dead = a natural pair (any two cards of one rank,
    queens included) or any 9, T, J, Q or K; fold when dead and
    showing_value(all own cards, wild in force) < the best showing_value of
    the up cards of an active hand of another seat.  ``never``.
  * buy ``draw``: DECISION: buy when the number of different ranks among
    A,2,...,8 found in the five cards is exactly 4 (the fifth card may be
    anything: a pair of one of them or a higher card).  Every card counts by
    its own rank here, wild or not.  ``never``, ``always``.
  * declare ``threshold``: good low = low category 0 (no pair, straight or
    flush) with top card <= 8 (ace = 1).  Good low and high category >= full
    house -> both; good low -> low; else high.  ``high``: all declare high.

Split
  * High half: best high among high/both declarers; low half: best low among
    low/both declarers.  On the high side, among hands tied on (category,
    tiebreak), the natural ones win if there is one.
  * DECISION: every "both" hand that does not win or tie both sides drops out
    of both at the same time; then both sides are decided again, until no
    "both" hand fails.
  * One side empty -> the other side's winners split the whole pot; both
    empty -> carried (all shares 0).  Shares are exact Fractions.
  * ``natural_tiebreak`` looks at the high side of the final decision only.
  * ``best_high``: the same high rule over every active hand, declares
    ignored.  The counterfactual (``cf_*``) keeps every card, fold and buy and
    scores with the pre-Zevon rank, declaring again under it.
"""

import random
from collections import Counter, deque
from fractions import Fraction

from .hot_tuna_hands import (FIVE_KIND, FLUSH, FULL_HOUSE, HIGH_CARD, ONE_PAIR, QUADS, QUEEN,
                             RANK_CHARS, STRAIGHT, STRAIGHT_FLUSH, SUIT_CHARS, TRIPS, TWO_PAIR,
                             brute_high_value, card, card_text, high_value, is_wild, low_value,
                             low_value_of, rank_of, showing_value, suit_of, two_decks, value_of)

__all__ = [
    "QUEEN",
    "card",
    "card_text",
    "two_decks",
    "high_value",
    "brute_high_value",
    "low_value",
    "showing_value",
    "play_hot_tuna",
    "play_hot_tuna_and_stock",
    "deal_many",
]

PASS_POLICIES = ("feed", "dump", "never")
ROLL_POLICIES = ("smart", "hide", "zevon")
FOLD_POLICIES = ("dead", "never")
BUY_POLICIES = ("draw", "never", "always")
DECLARE_POLICIES = ("threshold", "high")

ANTE = 10
PASS_FEE = 20
BUY_PRICE = 75
WELT_PAYMENT = 25


# ---------------------------------------------------------------------------
# Policies
# ---------------------------------------------------------------------------

_BAD_RANKS = (7, 8, 9, 11)  # 9, ten, jack, king


def _choose_pass(policy, held, incoming, next_same_seat, up_cards, wild_rank):
    """'keep', 'held' or 'incoming' (the card to pass)."""
    if policy == "never":
        return "keep"
    if next_same_seat:
        held_q = rank_of(held) == QUEEN
        inc_q = rank_of(incoming) == QUEEN
        if held_q or inc_q:
            return "incoming" if inc_q else "held"
        held_w = wild_rank is not None and rank_of(held) == wild_rank
        inc_w = wild_rank is not None and rank_of(incoming) == wild_rank
        if held_w or inc_w:
            return "incoming" if inc_w else "held"
        return "keep"
    if policy == "feed":
        return "keep"
    # dump, with the next hand another seat's or no next hand at all.

    def bad(code, other):
        rank = rank_of(code)
        if is_wild(code, wild_rank) or rank not in _BAD_RANKS:
            return False
        elsewhere = [rank_of(c) for c in up_cards] + [rank_of(other)]
        return rank not in elsewhere

    held_bad = bad(held, incoming)
    inc_bad = bad(incoming, held)
    if held_bad and inc_bad:
        return "held" if rank_of(held) > rank_of(incoming) else "incoming"
    if held_bad:
        return "held"
    if inc_bad:
        return "incoming"
    return "keep"


def _choose_roll(policy, down, own_up, pending, zevon_chance, wild_rank, others_up):
    """Index (0 or 1) into ``down`` of the card to roll.

    ``others_up``: up-card lists of the active hands of other seats.
    """
    a, b = down
    qa, qb = rank_of(a) == QUEEN, rank_of(b) == QUEEN
    if qa and qb:
        return 0 if a <= b else 1
    if qa or qb:
        queen, other = (0, 1) if qa else (1, 0)
        if policy == "hide":
            return other
        if zevon_chance:
            if policy == "zevon":
                return queen
            if wild_rank is None:
                mine = theirs = 0
            else:
                mine = sum(1 for c in own_up + list(down) if rank_of(c) == wild_rank)
                theirs = max([sum(1 for c in up if rank_of(c) == wild_rank) for up in others_up] + [0])
            if theirs > mine:
                return queen
        return other
    ra, rb = rank_of(a), rank_of(b)
    if ra == rb:
        return 0 if a <= b else 1
    counts = Counter(rank_of(c) for c in own_up + list(down))
    ca, cb = counts[ra], counts[rb]
    if ca == cb:
        return 0 if ra > rb else 1
    if pending:
        return 0 if ca > cb else 1
    return 0 if ca < cb else 1


def _low_is_dead(cards):
    ranks = [rank_of(c) for c in cards]
    if len(set(ranks)) < len(ranks):
        return True
    return any(7 <= r <= 11 for r in ranks)  # 9, T, J, Q, K


def _wants_buy(policy, cards):
    if policy == "never":
        return False
    if policy == "always":
        return True
    low_ranks = {rank_of(c) for c in cards if rank_of(c) == 12 or rank_of(c) <= 6}  # A, 2..8
    return len(low_ranks) == 4


def _declare(policy, high, low):
    if policy == "high":
        return "high"
    good_low = low[0] == HIGH_CARD and low[1] <= 8
    if good_low and high[0] >= FULL_HOUSE:
        return "both"
    if good_low:
        return "low"
    return "high"


# ---------------------------------------------------------------------------
# The split
# ---------------------------------------------------------------------------


def _high_winners(hands, high):
    """(sorted winners, natural_tiebreak) among ``hands`` by the high rule."""
    if not hands:
        return [], False
    top = max(high[g][:2] for g in hands)
    tied = [g for g in hands if high[g][:2] == top]
    natural = [g for g in tied if high[g][2]]
    if natural and len(natural) < len(tied):
        return sorted(natural), True
    return sorted(tied), False


def _low_winners(hands, low):
    if not hands:
        return []
    best = min(low[g] for g in hands)
    return sorted(g for g in hands if low[g] == best)


def _split(active_hands, high, low, declares, n):
    """(high winners, low winners, shares, carried, natural_tiebreak)."""
    out = set()
    while True:
        high_side = [g for g in active_hands if declares[g] in ("high", "both") and g not in out]
        low_side = [g for g in active_hands if declares[g] in ("low", "both") and g not in out]
        high_w, natural_tiebreak = _high_winners(high_side, high)
        low_w = _low_winners(low_side, low)
        failing = [
            g for g in active_hands
            if declares[g] == "both" and g not in out and (g not in high_w or g not in low_w)
        ]
        if not failing:
            break
        out.update(failing)
    shares = [Fraction(0)] * n
    if high_w and low_w:
        halves = [(high_w, Fraction(1, 2)), (low_w, Fraction(1, 2))]
    elif high_w:
        halves = [(high_w, Fraction(1))]
    elif low_w:
        halves = [(low_w, Fraction(1))]
    else:
        halves = []
    for winners, part in halves:
        for g in winners:
            shares[g] += part / len(winners)
    return high_w, low_w, shares, not halves, natural_tiebreak


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def _check_options(players, weltschmertz, pass_policy, roll, fold, buy, declare):
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 6:
        raise ValueError("Hot Tuna takes 2 to 6 players, got %r" % (players,))
    if weltschmertz is not None and (not isinstance(weltschmertz, int) or not 0 <= weltschmertz < 52):
        raise ValueError("weltschmertz must be a card code 0..51 or None")
    for name, value, allowed in (
        ("pass_policy", pass_policy, PASS_POLICIES),
        ("roll", roll, ROLL_POLICIES),
        ("fold", fold, FOLD_POLICIES),
        ("buy", buy, BUY_POLICIES),
        ("declare", declare, DECLARE_POLICIES),
    ):
        if value not in allowed:
            raise ValueError("unknown %s %r (one of %s)" % (name, value, ", ".join(allowed)))


def play_hot_tuna_and_stock(deck, players, weltschmertz=None, pass_policy="feed", roll="smart",
                            fold="dead", buy="draw", declare="threshold"):
    """``play_hot_tuna`` that also returns the stock left at the end (top first)."""
    _check_options(players, weltschmertz, pass_policy, roll, fold, buy, declare)
    deck = list(deck)
    copies = Counter(deck)
    if any(not isinstance(c, int) or not 0 <= c < 52 for c in copies) or any(k > 2 for k in copies.values()):
        raise ValueError("a deck holds codes 0..51, each at most twice")
    stock = deque(deck)

    def draw():
        if not stock:
            raise ValueError("the deck ran out")
        return stock.popleft()

    n = 3 * players

    def seat(g):
        return g // 3

    up = [[] for _ in range(n)]
    down = [[] for _ in range(n)]
    active = [True] * n
    folded_after = [None] * n
    passes = [0] * n
    welt_paid = [0] * players
    pot = ANTE * n
    wild = None
    pending = False
    last_rolled = None
    wild_changes = 0
    chains = []

    # First cards.
    for g in range(n):
        down[g].append(draw())

    for r in range(4):
        # The chain.
        live = [g for g in range(n) if active[g]]
        if r == 0:
            start = 0
        else:
            start = live[0]
            for g in live:
                if showing_value(up[g], wild) > showing_value(up[start], wild):
                    start = g
        chain = [g for g in list(range(start, n)) + list(range(start)) if active[g]]
        chains.append(chain)

        # Deal with passing.
        incoming = draw()
        short = []
        for i, g in enumerate(chain):
            last = i == len(chain) - 1
            held = down[g][0]
            next_same_seat = not last and seat(chain[i + 1]) == seat(g)
            choice = _choose_pass(pass_policy, held, incoming, next_same_seat, up[g], wild)
            if choice == "keep":
                down[g] = [held, incoming]
                for h in short:
                    down[h].append(draw())
                short = []
                if not last:
                    incoming = draw()
            else:
                passed, kept = (held, incoming) if choice == "held" else (incoming, held)
                down[g] = [kept]
                passes[g] += 1
                pot += PASS_FEE
                short.append(g)
                if last:
                    stock.append(passed)
                else:
                    incoming = passed
        for h in short:
            down[h].append(draw())

        # The roll.
        for i, g in enumerate(chain):
            zevon_chance = r == 3 and i == len(chain) - 1
            others_up = [up[h] for h in chain if seat(h) != seat(g)]
            pick = _choose_roll(roll, down[g], up[g], pending, zevon_chance, wild, others_up)
            code = down[g].pop(pick)
            up[g].append(code)
            last_rolled = code
            if weltschmertz is not None and code == weltschmertz:
                welt_paid[seat(g)] += 1
                pot -= WELT_PAYMENT
            if rank_of(code) == QUEEN:
                pending = True
            elif pending:
                pending = False
                if rank_of(code) != wild:
                    wild = rank_of(code)
                    wild_changes += 1

        # Folds, decided together on the state right after the roll.
        if fold == "dead" and r in (1, 2):
            live = [g for g in range(n) if active[g]]
            shown = {g: showing_value(up[g], wild) for g in live}
            folding = []
            for g in live:
                own = up[g] + down[g]
                if not _low_is_dead(own):
                    continue
                rivals = [shown[h] for h in live if seat(h) != seat(g)]
                if rivals and showing_value(own, wild) < max(rivals):
                    folding.append(g)
            for g in folding:
                active[g] = False
                folded_after[g] = r

    # The Zevon.
    zevon = last_rolled is not None and rank_of(last_rolled) == QUEEN
    zevon_card = None
    pre_zevon_rank = None
    if zevon:
        pre_zevon_rank = wild
        zevon_card = draw()
        stock.append(zevon_card)
        new = None if rank_of(zevon_card) == QUEEN else rank_of(zevon_card)
        if new != wild:
            wild_changes += 1
        wild = new
        pending = False

    # The buy.
    bought = [False] * n
    for g in range(n):
        if active[g] and _wants_buy(buy, up[g] + down[g]):
            if not stock:
                break
            down[g].append(draw())
            bought[g] = True
            pot += BUY_PRICE

    cards = [up[g] + down[g] for g in range(n)]
    live = [g for g in range(n) if active[g]]

    def score(wild_rank):
        high = [high_value(cards[g], wild_rank) if active[g] else None for g in range(n)]
        low = [low_value(cards[g]) if active[g] else None for g in range(n)]
        declares = [_declare(declare, high[g], low[g]) if active[g] else None for g in range(n)]
        split = _split(live, high, low, declares, n)
        best = _high_winners(live, high)[0]
        return high, low, declares, split, best

    high, low, declares, (high_w, low_w, shares, carried, natural_tiebreak), best_high = score(wild)
    cf_best_high = cf_pot_winners = None
    if zevon:
        _, _, _, (_, _, cf_shares, _, _), cf_best_high = score(pre_zevon_rank)
        cf_pot_winners = [g for g in range(n) if cf_shares[g] > 0]

    result = {
        "chains": chains,
        "passes": passes,
        "bought": bought,
        "welt_paid": welt_paid,
        "folded_after": folded_after,
        "cards": cards,
        "wild_rank": wild,
        "wild_changes": wild_changes,
        "zevon": zevon,
        "zevon_card": zevon_card,
        "pre_zevon_rank": pre_zevon_rank,
        "high": high,
        "low": low,
        "declares": declares,
        "high_winners": high_w,
        "low_winners": low_w,
        "shares": shares,
        "carried": carried,
        "best_high": best_high,
        "natural_tiebreak": natural_tiebreak,
        "cf_best_high": cf_best_high,
        "cf_pot_winners": cf_pot_winners,
        "pot": pot,
        "last_roller": chains[3][-1],
    }
    return result, list(stock)


def play_hot_tuna(deck, players, weltschmertz=None, pass_policy="feed", roll="smart",
                  fold="dead", buy="draw", declare="threshold"):
    """Play one deal of Hot Tuna from ``deck`` (top card first); see the module docstring."""
    return play_hot_tuna_and_stock(deck, players, weltschmertz, pass_policy, roll, fold, buy, declare)[0]


def deal_many(deals, players, seed=0, weltschmertz=True, **policies):
    """Yield ``deals`` results, each from a fresh shuffle of ``two_decks()``.

    One ``random.Random(seed)`` serves the whole run; for each deal the deck
    is shuffled first, then (when ``weltschmertz``) the card is drawn with
    ``randrange(52)``.
    """
    rng = random.Random(seed)
    for _ in range(deals):
        deck = two_decks()
        rng.shuffle(deck)
        welt = rng.randrange(52) if weltschmertz else None
        yield play_hot_tuna(deck, players, weltschmertz=welt, **policies)

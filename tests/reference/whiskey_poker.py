"""Reference simulator for Whiskey Poker (plain, slow Python).

A "reference twin": written from the rules alone, sharing no code with the
project's kernels.  Hands are scored with
:func:`tests.reference.evaluator.fast_high` (five-card high hands, straights
and flushes counting, nothing wild); decks come from
:func:`tests.reference.five_card_draw.shuffled_decks`.

The game, as played here
------------------------
* Two to nine seats (0..P-1) and one 52-card deck without jokers, given as a
  list of card texts, top card first.  It must hold five cards for every seat
  and five for the kitty.
* The deal: five passes.  In each pass seat 0, seat 1, ..., seat P-1 get one
  card and then the kitty gets one, as if it sat after the last seat.  Every
  hand, and the kitty, is a list of five cards in the order dealt.
* The kitty phase: the seats, from seat 0 up, each decide (by the swap policy,
  looking only at their own cards) whether to take the kitty, which nobody
  has seen.  The first seat to take it picks up the kitty's five cards (in
  kitty order) as its hand and lays its old hand (in hand order) face up as
  the middle; nobody after it is asked.  When no seat takes it, the kitty is
  laid face up as the middle.
* The exchange phase: seats take turns round the table, starting with the
  seat after the one that took the kitty, or with seat 0 when nobody did.
  The middle always has five positions.  On its turn a seat:

  0. under a "prompt" play policy, knocks rather than exchange when nobody
     has knocked yet and its hand reaches the knock level;
  1. looks at the 25 one-for-one exchanges (give up hand position ``i`` and
     take middle position ``j``; ``i`` from 0 to 4 and, for each, ``j`` from
     0 to 4) and then at the whole exchange (all five for all five), and
     values each by the five cards it would then hold.  The best exchange is
     the first, in that order, of those with the highest value;
  2. makes the best exchange when it beats the hand it holds.  One for one,
     the middle's card goes to hand position ``i`` and the given card to
     middle position ``j``; a whole exchange hands over the five cards in
     hand order and takes the middle's in middle order;
  3. else knocks, when nobody has knocked yet and its hand reaches the knock
     level of the play policy;
  4. else, when nobody has knocked and it passed on its own previous turn
     (a seat may not pass twice running), makes the best exchange of step 1
     even though that does not improve its hand (it may even make it worse);
  5. else passes.

  Once a seat has knocked, every other seat has exactly one more turn, from
  the knocker's left neighbour round to its right neighbour; then comes the
  showdown.  In those last turns only steps 1, 2 and 5 apply.
* The house limit: when each seat has had ten turns in the exchange phase and
  nobody has knocked, the exchange phase stops there ("capped") and the
  showdown follows.
* The showdown: the best five-card hand wins the pot; equal best hands share
  it equally.  Nobody folds and there is no betting.

Policies
--------
Swap policy (the kitty phase): ``"standard"`` takes the kitty with a
high-card hand (no pair or better); ``"never"`` never takes it.

Play policy (the knock level): ``"standard"`` knocks with three of a kind or
better; ``"early"`` with two pair or better; both only at step 3, when no
exchange betters the hand.  ``"prompt"`` knocks with a straight or better at
two to five seats and with four of a kind or better at six to nine, and
``"prompt_trips"`` with three of a kind or better, both at step 0, before
looking at the exchanges.  ``hero_knock`` (a category name, or None) is seat
0's own knock level under its play policy's step.

What is recorded
----------------
"before" holds each seat's category on its five dealt cards (before the
kitty phase), "hands" the final categories, "improved" whether a seat's final
category ranks above its "before" one.  "exchanged" counts, per seat, the
cards it took from the middle (one per one-for-one exchange, five per whole
exchange; the kitty does not count).  "knock_lap" is the knocker's own count
of exchange-phase turns when it knocked (1 on its first turn), None when the
deal was capped.  The leader before is the lowest seat with the best dealt
hand; "leader_won" says whether it is among the winners and "lead_changes" is
1 when the lowest winner is another seat, else 0.  "turns" lists the
exchange phase as ``(seat, action)``, the action being ``"pass"``,
``"knock"``, ``("swap", i, j)`` or ``"whole"``.
"""

from collections import Counter

from .evaluator import CATEGORIES, CATEGORY_INDEX, JOKERS, fast_high, normalize_card
from .five_card_draw import _leader, shuffled_decks

SWAP_POLICIES = ("standard", "never")
PLAY_POLICIES = ("standard", "early", "prompt", "prompt_trips")
KNOCK_LEVEL = {
    "standard": CATEGORY_INDEX["three-of-a-kind"],
    "early": CATEGORY_INDEX["two-pair"],
    "prompt": CATEGORY_INDEX["straight"],
    "prompt_trips": CATEGORY_INDEX["three-of-a-kind"],
}
KNOCKS_FIRST = ("prompt", "prompt_trips")
PROMPT_SEATED_LEVEL = (6, CATEGORY_INDEX["four-of-a-kind"])  # "prompt" from 6 seats


def knock_level(play_policy, players):
    """The knock category of ``play_policy`` at a table of ``players`` seats."""
    seats, level = PROMPT_SEATED_LEVEL
    if play_policy == "prompt" and players >= seats:
        return level
    return KNOCK_LEVEL[play_policy]
MIN_PLAYERS = 2
MAX_PLAYERS = 9
HAND_SIZE = 5
MAX_LAPS = 10
HIGH_CARD = CATEGORY_INDEX["high-card"]


# ---------------------------------------------------------------------------
# Checks and small helpers
# ---------------------------------------------------------------------------


def _check_players(players):
    if isinstance(players, bool) or not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"whiskey poker is played by {MIN_PLAYERS}..{MAX_PLAYERS} seats; got {players!r}")


def _check_policies(swap, play_policy):
    if swap not in SWAP_POLICIES:
        raise ValueError(f"unknown swap policy {swap!r}: choose from {', '.join(SWAP_POLICIES)}")
    if play_policy not in PLAY_POLICIES:
        raise ValueError(f"unknown play policy {play_policy!r}: choose from {', '.join(PLAY_POLICIES)}")


def _cards(cards, what):
    """Canonical card texts; refuses non-cards, jokers and repeated cards."""
    try:
        result = [normalize_card(card) for card in cards]  # ValueError for a non-card
    except TypeError:
        raise ValueError(f"{what} must be a list of card texts") from None
    if any(card in JOKERS for card in result):
        raise ValueError(f"whiskey poker is played without jokers; {what} holds one")
    if len(set(result)) != len(result):
        raise ValueError(f"{what} holds a card twice")
    return result


# Hand values.  A five-card hand without wild cards is worth what its ranks
# and "all one suit or not" make it, so the cache is keyed by exactly that and
# a hit returns what fast_high would.
_VALUES = {}


def _hand_value(cards):
    """``(category index, tiebreak)`` of five canonical card texts; larger is better."""
    ranks = sorted(card[0] for card in cards)  # rank letters: any fixed order will do for a key
    key = ("".join(ranks), len({card[1] for card in cards}) == 1)
    value = _VALUES.get(key)
    if value is None:
        category, tiebreak, _ = fast_high(list(cards))
        value = (CATEGORY_INDEX[category], tuple(tiebreak))
        _VALUES[key] = value
    return value


def hand_value(cards):
    """``(category index, tiebreak)`` of five cards; larger is better."""
    hand = _cards(cards, "the hand")
    if len(hand) != HAND_SIZE:
        raise ValueError(f"a hand has {HAND_SIZE} cards; got {len(hand)}")
    return _hand_value(hand)


def deal(cards, players):
    """(each seat's five cards, the kitty's five cards): five passes, seat 0 first and the
    kitty last in each."""
    places = [[] for _ in range(players + 1)]  # the kitty is place ``players``
    for i in range(HAND_SIZE):
        for place in range(players + 1):
            places[place].append(cards[i * (players + 1) + place])
    return places[:players], places[players]


# ---------------------------------------------------------------------------
# The policies
# ---------------------------------------------------------------------------


def _takes_kitty(hand, swap):
    if swap == "never":
        return False
    return _hand_value(hand)[0] == HIGH_CARD


def takes_kitty(hand, swap="standard"):
    """Whether a seat holding ``hand`` takes the kitty under ``swap``."""
    if swap not in SWAP_POLICIES:
        raise ValueError(f"unknown swap policy {swap!r}: choose from {', '.join(SWAP_POLICIES)}")
    hand_value(hand)  # checks the five cards
    return _takes_kitty(_cards(hand, "the hand"), swap)


def exchanges():
    """Every exchange in the order considered: ("swap", i, j) for i, then j, in 0..4; "whole"."""
    return [("swap", i, j) for i in range(HAND_SIZE) for j in range(HAND_SIZE)] + ["whole"]


def apply_exchange(hand, middle, exchange):
    """(the new hand, the new middle) after ``exchange``; the arguments are left alone."""
    if exchange == "whole":
        return list(middle), list(hand)
    _, i, j = exchange
    new_hand, new_middle = list(hand), list(middle)
    new_hand[i], new_middle[j] = middle[j], hand[i]
    return new_hand, new_middle


def _best_exchange(hand, middle):
    best, best_value = None, None
    for exchange in exchanges():
        value = _hand_value(apply_exchange(hand, middle, exchange)[0])
        if best is None or value > best_value:  # strictly better: the first of equals stays
            best, best_value = exchange, value
    return best, best_value


def _choose_action(hand, middle, play_policy, knocked, passed_last, level=None):
    level = KNOCK_LEVEL[play_policy] if level is None else level
    current = _hand_value(hand)
    if play_policy in KNOCKS_FIRST and not knocked and current[0] >= level:  # 0. knock first
        return "knock"
    best, best_value = _best_exchange(hand, middle)
    if best_value > current:  # 2. an improving exchange
        return best
    if not knocked and current[0] >= level:  # 3. knock
        return "knock"
    if not knocked and passed_last:  # 4. no passing twice running
        return best
    return "pass"  # 5.


def _hand_and_middle(hand, middle):
    hand, middle = _cards(hand, "the hand"), _cards(middle, "the middle")
    if len(hand) != HAND_SIZE or len(middle) != HAND_SIZE:
        raise ValueError(f"the hand and the middle hold {HAND_SIZE} cards each; got {len(hand)} and {len(middle)}")
    if set(hand) & set(middle):
        raise ValueError("a card is both in the hand and in the middle")
    return hand, middle


def best_exchange(hand, middle):
    """(the first exchange, in the order of :func:`exchanges`, with the highest resulting
    hand value; that value)."""
    return _best_exchange(*_hand_and_middle(hand, middle))


def choose_action(hand, middle, play_policy="standard", knocked=False, passed_last=False, players=2):
    """What a seat holding ``hand`` does on its turn, facing ``middle``, at a table of
    ``players`` seats: an exchange, "knock" or "pass" (steps 1 to 5 of the module docstring)."""
    if play_policy not in PLAY_POLICIES:
        raise ValueError(f"unknown play policy {play_policy!r}: choose from {', '.join(PLAY_POLICIES)}")
    return _choose_action(*_hand_and_middle(hand, middle), play_policy, knocked, passed_last,
                          knock_level(play_policy, players))


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def play(deck, players, swap="standard", play_policy="standard", hero_knock=None):
    """Play one deal from ``deck`` (card texts, top first) and describe it.

    "dealt" holds each seat's five dealt cards and "kitty" the kitty's,
    "start_middle" the middle as the exchange phase begins, "seats" each
    seat's final five and "middle" the final middle; see the module docstring
    for the other keys.
    """
    _check_players(players)
    _check_policies(swap, play_policy)
    hero_level = None if hero_knock is None else CATEGORY_INDEX[hero_knock]
    cards = _cards(deck, "the deck")
    need = HAND_SIZE * (players + 1)
    if len(cards) < need:
        raise ValueError(f"{players} seats and the kitty need at least {need} cards; the deck has {len(cards)}")

    hands, kitty = deal(cards, players)
    dealt = [list(hand) for hand in hands]
    before_values = [_hand_value(hand) for hand in hands]

    # The kitty phase.
    taker = None
    for seat in range(players):
        if _takes_kitty(hands[seat], swap):
            taker = seat
            break
    if taker is None:
        middle = list(kitty)
    else:
        middle = hands[taker]
        hands[taker] = list(kitty)
    start_middle = list(middle)

    # The exchange phase.
    seat = 0 if taker is None else (taker + 1) % players
    turns = []
    turn_count = [0] * players
    passed_last = [False] * players
    exchanged = [0] * players
    knocker = None
    knock_lap = None
    last_turns = 0  # turns left after the knock
    while True:
        if knocker is None and sum(turn_count) >= MAX_LAPS * players:
            break  # the house limit: ten turns each and no knock
        if knocker is not None and last_turns == 0:
            break
        turn_count[seat] += 1
        level = hero_level if seat == 0 and hero_level is not None else knock_level(play_policy, players)
        action = _choose_action(hands[seat], middle, play_policy, knocker is not None, passed_last[seat],
                                level)
        if action == "knock":
            knocker, knock_lap = seat, turn_count[seat]
            last_turns = players - 1
        else:
            if knocker is not None:
                last_turns -= 1
            if action != "pass":
                hands[seat], middle = apply_exchange(hands[seat], middle, action)
                exchanged[seat] += HAND_SIZE if action == "whole" else 1
        passed_last[seat] = action == "pass"
        turns.append((seat, action))
        seat = (seat + 1) % players

    # The showdown.
    values = [_hand_value(hand) for hand in hands]
    best = max(values)
    winners = [s for s in range(players) if values[s] == best]
    shares = [1.0 / len(winners) if s in winners else 0.0 for s in range(players)]
    before = [CATEGORIES[value[0]] for value in before_values]
    final = [CATEGORIES[value[0]] for value in values]
    leader_before = _leader(before_values)
    return {
        "dealt": dealt,
        "kitty": list(kitty),
        "seats": [list(hand) for hand in hands],
        "middle": list(middle),
        "start_middle": start_middle,
        "before": before,
        "hands": final,
        "improved": [CATEGORY_INDEX[final[s]] > CATEGORY_INDEX[before[s]] for s in range(players)],
        "kitty_taker": taker,
        "knocker": knocker,
        "knock_lap": knock_lap,
        "capped": knocker is None,
        "exchanged": exchanged,
        "turns": turns,
        "winners": winners,
        "shares": shares,
        "leader_before": leader_before,
        "leader_won": leader_before in winners,
        "lead_changes": 1 if winners[0] != leader_before else 0,
    }


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def simulate(players, deals, seed, swap="standard", play_policy="standard", hero_knock=None):
    """Totals over ``deals`` deals, each from a fresh shuffle of the 52 cards
    (:func:`tests.reference.five_card_draw.shuffled_decks` with ``seed``)."""
    _check_players(players)
    _check_policies(swap, play_policy)
    totals = {
        "deals": deals,
        "winner_category": Counter(),
        "hand_category": Counter(),
        "before": Counter(),
        "improved": Counter(),
        "kitty_taken": 0,
        "knock_lap": Counter(),
        "exchanged": Counter(),
        "ties": 0,
        "leader_won": 0,
        "lead_changes": 0,
        "seat_shares": [0.0] * players,
    }
    for deck, _rng in shuffled_decks(seed, deals):
        result = play(deck, players, swap=swap, play_policy=play_policy, hero_knock=hero_knock)
        # Every winner holds an equal hand, so the first gives the category.
        totals["winner_category"][result["hands"][result["winners"][0]]] += 1
        for seat in range(players):
            totals["hand_category"][result["hands"][seat]] += 1
            totals["before"][result["before"][seat]] += 1
            if result["improved"][seat]:
                totals["improved"][result["before"][seat]] += 1
            totals["exchanged"][result["exchanged"][seat]] += 1
            totals["seat_shares"][seat] += result["shares"][seat]
        totals["kitty_taken"] += result["kitty_taker"] is not None
        totals["knock_lap"][0 if result["capped"] else result["knock_lap"]] += 1
        totals["ties"] += len(result["winners"]) > 1
        totals["leader_won"] += result["leader_won"]
        totals["lead_changes"] += result["lead_changes"]
    return totals

"""Reference simulator for Trees (plain, slow Python).

A "reference twin": written from the rules alone, sharing no code with the
project's kernels.  Hands are scored with
:func:`tests.reference.evaluator.fast_high`; the deck checks, the deal, the
shuffled decks and the five-card draw discard policies come from
:mod:`tests.reference.five_card_draw`.

The game, as played here
------------------------
* Two to ten seats (0..P-1), one 52-card deck, no jokers, nothing wild.  The
  deck is a list of card texts, top card first; it must hold at least five
  cards a seat.  Cards left over after the deal are never used.
* The deal: five passes round the table, one card to each seat per pass,
  seat 0 first in every pass.
* Trading happens in rounds.  When a round starts, every seat looks at its own
  five cards and names its "trash": the cards five-card draw would have it
  discard (see the trade policies below).  Call their number ``k`` (0..4).
  Seats are then paired off, only with seats naming the same ``k``:

  - the groups are taken in the order ``k`` = 4, 3, 2, 1 (seats with ``k`` = 0
    never trade);
  - inside a group the seats are listed in seat order, and each seat, in that
    order, that has no partner yet this round takes as its partner the first
    later seat of the list that has no partner yet this round and that it has
    never traded with during this deal.  If there is no such seat it sits the
    round out.

  Every pair swaps its trash: a seat's new hand is the cards it kept, in their
  order, followed by the partner's trash, in the order those cards stood in
  the partner's hand.  A seat trades at most once a round, so all the swaps of
  a round can use the hands (and trash) of the start of that round.
* The rounds go on until one in which nobody trades.  Two seats never trade
  twice in one deal, so there are at most P(P-1)/2 trades and the trading
  ends.
* The showdown: each seat's five cards are its hand; the best hand takes the
  pot and equal best hands share it equally.  Nobody folds and there is no
  betting.

Trade policies
--------------
``"standard"`` (the default): the trash is what five-card draw's ``"draw"``
policy discards.  ``"kicker"``: what its ``"kicker"`` policy discards (a pair
below aces keeps an ace kicker).  ``"pat"``: a seat never names trash, so
nobody ever trades.

What is recorded
----------------
"before" and "hands" are the categories of the dealt and of the final hands;
"improved" says whether a seat's final category is higher than its dealt one.
"trades" counts the pair trades of the deal, "rounds" the rounds in which at
least one pair traded, "traded" the cards each seat received over the deal,
and "pairs" lists, for every round with a trade (so ``len(pairs) ==
rounds``), the pairs ``(lower seat, higher seat)`` in the order they were
formed.  The leader before trading is the lowest seat holding the best dealt
hand; "leader_won" says whether it is among the winners, and "lead_changes"
is 1 when the lowest winner is another seat, else 0.
"""

from collections import Counter

from .evaluator import CATEGORY_INDEX
from .five_card_draw import _cards, _category, _leader, _value, choose_discards, deal_passes, shuffled_decks

POLICIES = ("standard", "kicker", "pat")
#: The five-card draw policy whose discards make the trash, per trade policy.
DRAW_POLICY = {"standard": "draw", "kicker": "kicker", "pat": "pat"}
MIN_PLAYERS = 2
MAX_PLAYERS = 10
HAND_SIZE = 5


# ---------------------------------------------------------------------------
# Checks
# ---------------------------------------------------------------------------


def _check_players(players):
    if isinstance(players, bool) or not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Trees is played by {MIN_PLAYERS}..{MAX_PLAYERS} seats; got {players!r}")


def _check_policy(policy):
    if not isinstance(policy, str) or policy not in POLICIES:
        raise ValueError(f"unknown trade policy {policy!r}: choose from {', '.join(POLICIES)}")


# ---------------------------------------------------------------------------
# Trash and pairing
# ---------------------------------------------------------------------------


def trash(hand, policy="standard"):
    """The cards (in hand order) that a seat holding ``hand`` offers to trade."""
    _check_policy(policy)
    return choose_discards(hand, "", DRAW_POLICY[policy])


def pair_seats(counts, traded_with):
    """The pairs ``(a, b)``, ``a < b``, that trade in a round.

    ``counts[s]`` is the number of trash cards seat ``s`` names this round and
    ``traded_with[s]`` the set of seats ``s`` has already traded with in this
    deal.  Pairs come out in the order they are formed.
    """
    paired = set()
    pairs = []
    for k in (4, 3, 2, 1):
        group = [seat for seat in range(len(counts)) if counts[seat] == k]
        for i, seat in enumerate(group):
            if seat in paired:
                continue
            for other in group[i + 1:]:
                if other not in paired and other not in traded_with[seat]:
                    pairs.append((seat, other))
                    paired.add(seat)
                    paired.add(other)
                    break
            # No partner found: the seat sits this round out.
    return pairs


# ---------------------------------------------------------------------------
# One deal
# ---------------------------------------------------------------------------


def play(deck, players, policy="standard"):
    """Play one deal from ``deck`` (card texts, top first) and describe it.

    "dealt" and "seats" hold each seat's five cards after the deal and at the
    showdown; see the module docstring for the other keys.
    """
    _check_players(players)
    _check_policy(policy)
    if isinstance(deck, (str, bytes)):
        raise ValueError("the deck is a list of card texts, not one string")
    cards = _cards(deck, "the deck")  # ValueError for a bad card, a joker or a repeat
    if len(cards) < HAND_SIZE * players:
        raise ValueError(f"{players} seats need at least {HAND_SIZE * players} cards; the deck has {len(cards)}")

    hands, _ = deal_passes(cards, players, HAND_SIZE)  # five passes, seat 0 first in each
    dealt = [list(hand) for hand in hands]
    traded_with = [set() for _ in range(players)]
    received = [0] * players
    rounds = []

    while True:
        offered = [trash(hand, policy) for hand in hands]  # named at the start of the round
        pairs = pair_seats([len(t) for t in offered], traded_with)
        if not pairs:
            break
        new_hands = [list(hand) for hand in hands]
        for a, b in pairs:
            assert len(offered[a]) == len(offered[b])
            for me, other in ((a, b), (b, a)):
                kept = [card for card in hands[me] if card not in offered[me]]
                new_hands[me] = kept + list(offered[other])
                received[me] += len(offered[other])
            traded_with[a].add(b)
            traded_with[b].add(a)
        hands = new_hands
        rounds.append(pairs)

    # The showdown.
    values = [_value(hand) for hand in hands]
    best = max(values)
    winners = [seat for seat in range(players) if values[seat] == best]
    shares = [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)]
    before = [_category(hand) for hand in dealt]
    final = [_category(hand) for hand in hands]
    leader_before = _leader([_value(hand) for hand in dealt])
    return {
        "dealt": dealt,
        "seats": [list(hand) for hand in hands],
        "before": before,
        "hands": final,
        "improved": [CATEGORY_INDEX[final[s]] > CATEGORY_INDEX[before[s]] for s in range(players)],
        "trades": sum(len(pairs) for pairs in rounds),
        "rounds": len(rounds),
        "traded": received,
        "pairs": rounds,
        "winners": winners,
        "shares": shares,
        "leader_before": leader_before,
        "leader_won": leader_before in winners,
        "lead_changes": 1 if winners[0] != leader_before else 0,
    }


# ---------------------------------------------------------------------------
# Many deals
# ---------------------------------------------------------------------------


def simulate(players, deals, seed, policy="standard"):
    """Totals over ``deals`` deals, each from a fresh shuffle of the 52 cards
    (:func:`tests.reference.five_card_draw.shuffled_decks` with ``seed``)."""
    _check_players(players)
    _check_policy(policy)
    totals = {
        "deals": deals,
        "winner_category": Counter(),
        "hand_category": Counter(),
        "before": Counter(),
        "improved": Counter(),
        "trades": Counter(),
        "rounds": Counter(),
        "traded": Counter(),
        "ties": 0,
        "leader_won": 0,
        "lead_changes": 0,
        "seat_shares": [0.0] * players,
    }
    for deck, _rng in shuffled_decks(seed, deals):  # ValueError for a bad ``deals``
        deal = play(deck, players, policy=policy)
        # Every winner holds an equal hand, so the first gives the category.
        totals["winner_category"][deal["hands"][deal["winners"][0]]] += 1
        for seat in range(players):
            totals["hand_category"][deal["hands"][seat]] += 1
            totals["before"][deal["before"][seat]] += 1
            if deal["improved"][seat]:
                totals["improved"][deal["before"][seat]] += 1
            totals["traded"][deal["traded"][seat]] += 1
            totals["seat_shares"][seat] += deal["shares"][seat]
        totals["trades"][deal["trades"]] += 1
        totals["rounds"][deal["rounds"]] += 1
        totals["ties"] += len(deal["winners"]) > 1
        totals["leader_won"] += deal["leader_won"]
        totals["lead_changes"] += deal["lead_changes"]
    return totals
